"""Laplace(loc, scale), as torch.distributions.Laplace."""
from numbers import Number

import specgrad
from specgrad.distributions import constraints
from specgrad.distributions.distribution import Distribution
from specgrad.distributions.utils import broadcast_all
from specgrad.tensor import Size

__all__ = ["Laplace"]


class Laplace(Distribution):
    arg_constraints = {"loc": constraints.real, "scale": constraints.positive}
    support = constraints.real
    has_rsample = True

    def __init__(self, loc, scale, validate_args=None):
        self.loc, self.scale = broadcast_all(loc, scale)
        batch_shape = Size() if isinstance(loc, Number) and isinstance(scale, Number) else self.loc.size()
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Laplace, ('loc', 'scale'), batch_shape, _instance)

    @property
    def mean(self):
        return self.loc

    @property
    def mode(self):
        return self.loc

    @property
    def variance(self):
        return 2 * self.scale.pow(2)

    @property
    def stddev(self):
        return (2 ** 0.5) * self.scale

    def rsample(self, sample_shape=Size()):
        """loc - scale sign(u) log1p(-|u|), u uniform on (eps - 1, 1): differentiable in loc and scale."""
        shape = self._extended_shape(sample_shape)
        eps = specgrad.finfo(self.loc.dtype).eps
        with specgrad.no_grad():
            u = specgrad.empty(shape, dtype=self.loc.dtype).uniform_(eps - 1, 1)
        return self.loc - self.scale * u.sign() * specgrad.log1p(-u.abs())

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return -specgrad.log(2 * self.scale) - specgrad.abs(value - self.loc) / self.scale

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return 0.5 - 0.5 * (value - self.loc).sign() * specgrad.expm1(-(value - self.loc).abs() / self.scale)

    def icdf(self, value):
        term = value - 0.5
        return self.loc - self.scale * term.sign() * specgrad.log1p(-2 * term.abs())

    def entropy(self):
        return 1 + specgrad.log(2 * self.scale)
