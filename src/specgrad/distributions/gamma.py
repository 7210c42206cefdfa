"""Gamma(concentration, rate), as torch.distributions.Gamma. Samples come from NumPy's gamma through specgrad's
generator; there is no reparameterized sample (PyTorch's implicit gradient of the gamma sampler is not here):
rsample raises, sample and a differentiable log_prob (score-function estimators) work."""
from numbers import Number

import specgrad
from specgrad.distributions import constraints
from specgrad.distributions.distribution import Distribution
from specgrad.distributions.utils import _numpy_draw, broadcast_all
from specgrad.tensor import Size

__all__ = ["Gamma"]

NO_RSAMPLE = ("{} has no reparameterized sample in specgrad (PyTorch differentiates its gamma sampler implicitly; "
              "specgrad does not yet): use sample() with log_prob, or a Normal-based distribution")


class Gamma(Distribution):
    arg_constraints = {"concentration": constraints.positive, "rate": constraints.positive}
    support = constraints.nonnegative
    has_rsample = False

    def __init__(self, concentration, rate, validate_args=None):
        self.concentration, self.rate = broadcast_all(concentration, rate)
        batch_shape = Size() if isinstance(concentration, Number) and isinstance(rate, Number) \
            else self.concentration.size()
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Gamma, ('concentration', 'rate'), batch_shape, _instance)

    @property
    def mean(self):
        return self.concentration / self.rate

    @property
    def mode(self):
        return ((self.concentration - 1) / self.rate).clamp(min=0)

    @property
    def variance(self):
        return self.concentration / self.rate.pow(2)

    def sample(self, sample_shape=Size()):
        shape = self._extended_shape(sample_shape)
        c, r = (p.detach().expand(shape).numpy() for p in (self.concentration, self.rate))
        value = specgrad.tensor(_numpy_draw(lambda g: g.standard_gamma(c) / r, self.rate.dtype))
        return value.clamp(min=specgrad.finfo(value.dtype).tiny)

    def rsample(self, sample_shape=Size()):
        raise NotImplementedError(NO_RSAMPLE.format("Gamma"))

    def log_prob(self, value):
        value = specgrad.as_tensor(value, dtype=self.rate.dtype)
        if self._validate_args:
            self._validate_sample(value)
        return (specgrad.xlogy(self.concentration, self.rate) + specgrad.xlogy(self.concentration - 1, value)
                - self.rate * value - specgrad.lgamma(self.concentration))

    def entropy(self):
        return (self.concentration - specgrad.log(self.rate) + specgrad.lgamma(self.concentration)
                + (1.0 - self.concentration) * specgrad.digamma(self.concentration))
