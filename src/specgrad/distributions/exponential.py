"""Exponential(rate), as torch.distributions.Exponential."""
from numbers import Number

import specgrad
from specgrad.distributions import constraints
from specgrad.distributions.distribution import Distribution
from specgrad.distributions.utils import broadcast_all
from specgrad.tensor import Size

__all__ = ["Exponential"]


class Exponential(Distribution):
    arg_constraints = {"rate": constraints.positive}
    support = constraints.nonnegative
    has_rsample = True

    def __init__(self, rate, validate_args=None):
        (self.rate,) = broadcast_all(rate)
        batch_shape = Size() if isinstance(rate, Number) else self.rate.size()
        super().__init__(batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        return self._expanded(Exponential, ('rate',), batch_shape, _instance)

    @property
    def mean(self):
        return self.rate.reciprocal()

    @property
    def mode(self):
        return specgrad.zeros_like(self.rate)

    @property
    def stddev(self):
        return self.rate.reciprocal()

    @property
    def variance(self):
        return self.rate.pow(-2)

    def rsample(self, sample_shape=Size()):
        """E / rate with E a standard exponential draw: differentiable in rate."""
        shape = self._extended_shape(sample_shape)
        with specgrad.no_grad():
            standard = specgrad.empty(shape, dtype=self.rate.dtype).exponential_()
        return standard / self.rate

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return self.rate.log() - self.rate * value

    def cdf(self, value):
        if self._validate_args:
            self._validate_sample(value)
        return 1 - specgrad.exp(-self.rate * value)

    def icdf(self, value):
        return -specgrad.log1p(-value) / self.rate

    def entropy(self):
        return 1.0 - specgrad.log(self.rate)
