"""Beta(concentration1, concentration0) on [0, 1], as torch.distributions.Beta (a Dirichlet over (x, 1 - x))."""
from numbers import Number

import specgrad
from specgrad.distributions import constraints
from specgrad.distributions.dirichlet import Dirichlet
from specgrad.distributions.distribution import Distribution
from specgrad.distributions.gamma import NO_RSAMPLE
from specgrad.distributions.utils import broadcast_all
from specgrad.tensor import Size

__all__ = ["Beta"]


class Beta(Distribution):
    arg_constraints = {"concentration1": constraints.positive, "concentration0": constraints.positive}
    support = constraints.unit_interval
    has_rsample = False

    def __init__(self, concentration1, concentration0, validate_args=None):
        if isinstance(concentration1, Number) and isinstance(concentration0, Number):
            both = specgrad.tensor([float(concentration1), float(concentration0)])
        else:
            concentration1, concentration0 = broadcast_all(concentration1, concentration0)
            both = specgrad.stack([concentration1, concentration0], -1)
        self._dirichlet = Dirichlet(both, validate_args=validate_args)
        super().__init__(self._dirichlet._batch_shape, validate_args=validate_args)

    def expand(self, batch_shape, _instance=None):
        new = self._get_checked_instance(Beta, _instance)
        batch_shape = Size(batch_shape)
        new._dirichlet = self._dirichlet.expand(batch_shape)
        Distribution.__init__(new, batch_shape, validate_args=False)
        new._validate_args = self._validate_args
        return new

    @property
    def concentration1(self):
        result = self._dirichlet.concentration[..., 0]
        return specgrad.tensor([result.item()]) if isinstance(result, Number) else result

    @property
    def concentration0(self):
        result = self._dirichlet.concentration[..., 1]
        return specgrad.tensor([result.item()]) if isinstance(result, Number) else result

    @property
    def mean(self):
        return self.concentration1 / (self.concentration1 + self.concentration0)

    @property
    def variance(self):
        total = self.concentration1 + self.concentration0
        return self.concentration1 * self.concentration0 / (total.pow(2) * (total + 1))

    def sample(self, sample_shape=()):
        return self._dirichlet.sample(sample_shape).select(-1, 0)

    def rsample(self, sample_shape=()):
        raise NotImplementedError(NO_RSAMPLE.format("Beta"))

    def log_prob(self, value):
        if self._validate_args:
            self._validate_sample(value)
        heads_tails = specgrad.stack([value, 1.0 - value], -1)
        return self._dirichlet.log_prob(heads_tails)

    def entropy(self):
        return self._dirichlet.entropy()
