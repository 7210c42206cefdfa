"""Bijective transforms of random variables, as torch.distributions.transforms (the elementwise ones): what
TransformedDistribution pushes a base distribution through (LogNormal = Normal then ExpTransform; a squashed
Gaussian policy = Normal then TanhTransform). Each gives its inverse and log|det J| for log_prob.

cache_size=1 keeps the last (x, y): inv(y) of the y just computed returns x itself, which matters where the
inverse loses precision (TanhTransform at samples that rounded to +-1)."""
import math
from numbers import Real

import specgrad
from specgrad.distributions import constraints
from specgrad.nn.functional import softplus

__all__ = ["AffineTransform", "ComposeTransform", "ExpTransform", "SigmoidTransform", "TanhTransform", "Transform"]


class Transform:
    bijective = False
    domain = constraints.real
    codomain = constraints.real

    def __init__(self, cache_size=0):
        if cache_size not in (0, 1):
            raise ValueError("cache_size must be 0 or 1")
        self._cache_size = cache_size
        self._cached_x_y = None, None

    @property
    def event_dim(self):
        if self.domain.event_dim == self.codomain.event_dim:
            return self.domain.event_dim
        raise ValueError("Please use either .domain.event_dim or .codomain.event_dim")

    @property
    def inv(self):
        return _InverseTransform(self)

    @property
    def sign(self):
        raise NotImplementedError

    def __call__(self, x):
        if self._cache_size == 0:
            return self._call(x)
        x_old, y_old = self._cached_x_y
        if x is x_old:
            return y_old
        y = self._call(x)
        self._cached_x_y = x, y
        return y

    def _inv_call(self, y):
        if self._cache_size == 0:
            return self._inverse(y)
        x_old, y_old = self._cached_x_y
        if y is y_old:
            return x_old
        x = self._inverse(y)
        self._cached_x_y = x, y
        return x

    def _call(self, x):
        raise NotImplementedError

    def _inverse(self, y):
        raise NotImplementedError

    def log_abs_det_jacobian(self, x, y):
        raise NotImplementedError

    def forward_shape(self, shape):
        return shape

    def inverse_shape(self, shape):
        return shape

    def __repr__(self):
        return self.__class__.__name__ + "()"


class _InverseTransform(Transform):
    def __init__(self, transform):
        super().__init__(cache_size=transform._cache_size)
        self._inv = transform

    @property
    def domain(self):
        return self._inv.codomain

    @property
    def codomain(self):
        return self._inv.domain

    @property
    def bijective(self):
        return self._inv.bijective

    @property
    def sign(self):
        return self._inv.sign

    @property
    def inv(self):
        return self._inv

    def __call__(self, x):
        return self._inv._inv_call(x)

    def log_abs_det_jacobian(self, x, y):
        return -self._inv.log_abs_det_jacobian(y, x)


class ComposeTransform(Transform):
    """parts applied in order."""

    def __init__(self, parts, cache_size=0):
        super().__init__(cache_size=cache_size)
        self.parts = list(parts)

    @property
    def domain(self):
        return self.parts[0].domain if self.parts else constraints.real

    @property
    def codomain(self):
        return self.parts[-1].codomain if self.parts else constraints.real

    @property
    def bijective(self):
        return all(p.bijective for p in self.parts)

    @property
    def sign(self):
        sign = 1
        for p in self.parts:
            sign = sign * p.sign
        return sign

    @property
    def inv(self):
        return ComposeTransform([p.inv for p in reversed(self.parts)])

    def _call(self, x):
        for part in self.parts:
            x = part(x)
        return x

    def __call__(self, x):
        return self._call(x)

    def log_abs_det_jacobian(self, x, y):
        if not self.parts:
            return specgrad.zeros_like(x)
        total = 0
        for part in self.parts[:-1]:
            y_part = part(x)
            total = total + part.log_abs_det_jacobian(x, y_part)
            x = y_part
        return total + self.parts[-1].log_abs_det_jacobian(x, y)

    def __repr__(self):
        return "ComposeTransform(\n    " + ",\n    ".join(repr(p) for p in self.parts) + "\n)"


class ExpTransform(Transform):
    """y = exp(x)."""
    codomain = constraints.positive
    bijective = True
    sign = +1

    def __eq__(self, other):
        return isinstance(other, ExpTransform)

    __hash__ = Transform.__hash__

    def _call(self, x):
        return x.exp()

    def _inverse(self, y):
        return y.log()

    def log_abs_det_jacobian(self, x, y):
        return x


class SigmoidTransform(Transform):
    """y = sigmoid(x), kept inside (0, 1) by the dtype's tiny and eps."""
    codomain = constraints.unit_interval
    bijective = True
    sign = +1

    def _call(self, x):
        info = specgrad.finfo(x.dtype)
        return specgrad.clamp(specgrad.sigmoid(x), min=info.tiny, max=1.0 - info.eps)

    def _inverse(self, y):
        info = specgrad.finfo(y.dtype)
        y = y.clamp(min=info.tiny, max=1.0 - info.eps)
        return y.log() - (-y).log1p()

    def log_abs_det_jacobian(self, x, y):
        return -softplus(-x) - softplus(x)


class TanhTransform(Transform):
    """y = tanh(x); log|dy/dx| = 2 (log 2 - x - softplus(-2x)), stable for large |x|."""
    codomain = constraints.interval(-1.0, 1.0)
    bijective = True
    sign = +1

    def _call(self, x):
        return x.tanh()

    def _inverse(self, y):
        return specgrad.atanh(y)

    def log_abs_det_jacobian(self, x, y):
        return 2.0 * (math.log(2.0) - x - softplus(-2.0 * x))


class AffineTransform(Transform):
    """y = loc + scale * x; event_dim: how many rightmost dims form one event (their log|det J| summed)."""
    bijective = True

    def __init__(self, loc, scale, event_dim=0, cache_size=0):
        super().__init__(cache_size=cache_size)
        self.loc = loc
        self.scale = scale
        self._event_dim = event_dim

    @property
    def event_dim(self):
        return self._event_dim

    @property
    def domain(self):
        return constraints.real if self._event_dim == 0 else constraints.independent(constraints.real, self._event_dim)

    codomain = domain

    @property
    def sign(self):
        if isinstance(self.scale, Real):
            return 1 if float(self.scale) > 0 else -1 if float(self.scale) < 0 else 0
        return self.scale.sign()

    def _call(self, x):
        return self.loc + self.scale * x

    def _inverse(self, y):
        return (y - self.loc) / self.scale

    def log_abs_det_jacobian(self, x, y):
        shape = x.shape
        if isinstance(self.scale, Real):
            result = specgrad.full_like(x, math.log(abs(self.scale)))
        else:
            result = specgrad.abs(self.scale).log()
        if self._event_dim:
            result = result.reshape(*result.shape[:result.dim() - self._event_dim], -1).sum(-1)
            shape = shape[:len(shape) - self._event_dim]
        return result.expand(shape)
