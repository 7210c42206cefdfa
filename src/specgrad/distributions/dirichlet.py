"""Dirichlet(concentration) over the simplex of the last dim, as torch.distributions.Dirichlet. Samples through
NumPy's gamma draws (no reparameterized sample: see gamma.py)."""
import specgrad
from specgrad.distributions import constraints
from specgrad.distributions.distribution import Distribution
from specgrad.distributions.gamma import NO_RSAMPLE
from specgrad.distributions.utils import _numpy_draw
from specgrad.tensor import Size

__all__ = ["Dirichlet"]


class Dirichlet(Distribution):
    arg_constraints = {"concentration": constraints.independent(constraints.positive, 1)}
    support = constraints.simplex
    has_rsample = False

    def __init__(self, concentration, validate_args=None):
        if concentration.dim() < 1:
            raise ValueError("`concentration` parameter must be at least one-dimensional.")
        self.concentration = concentration
        batch_shape, event_shape = concentration.shape[:-1], concentration.shape[-1:]
        super().__init__(batch_shape, event_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Dirichlet, _instance)
        batch_shape = Size(batch_shape)
        new.concentration = self.concentration.expand(batch_shape + self.event_shape)
        Distribution.__init__(new, batch_shape, self.event_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    def sample(self, sample_shape=Size()):
        shape = self._extended_shape(sample_shape)
        c = self.concentration.detach().expand(shape).numpy()

        def draw(generator):
            gammas = generator.standard_gamma(c)
            return gammas / gammas.sum(-1, keepdims=True)
        value = specgrad.tensor(_numpy_draw(draw, self.concentration.dtype))
        info = specgrad.finfo(value.dtype)
        return value.clamp(min=info.tiny, max=1 - info.eps)

    def rsample(self, sample_shape=()):
        raise NotImplementedError(NO_RSAMPLE.format("Dirichlet"))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return (specgrad.xlogy(self.concentration - 1.0, value).sum(-1) + specgrad.lgamma(self.concentration.sum(-1))
                - specgrad.lgamma(self.concentration).sum(-1))

    @property
    def mean(self):
        return self.concentration / self.concentration.sum(-1, True)

    @property
    def variance(self):
        con0 = self.concentration.sum(-1, True)
        return self.concentration * (con0 - self.concentration) / (con0.pow(2) * (con0 + 1))

    def entropy(self):
        k = self.concentration.size(-1)
        a0 = self.concentration.sum(-1)
        return (specgrad.lgamma(self.concentration).sum(-1) - specgrad.lgamma(a0) - (k - a0) * specgrad.digamma(a0)
                - ((self.concentration - 1.0) * specgrad.digamma(self.concentration)).sum(-1))
