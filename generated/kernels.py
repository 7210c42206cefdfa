"""Fused elementwise kernels: one Numba loop per formula that does two or more arithmetic steps.

Generated from derivatives.yaml by `make regenerate`; do not edit.

Each kernel has a wrapper that takes the same arrays as the formula. The loop runs when the
operands share one shape, one float dtype and a contiguous layout (fusion.fusable); otherwise
the wrapper evaluates the formula with NumPy, which broadcasts. Transcendentals (exp, tanh, ...)
are computed by NumPy before the loop: its SIMD versions beat a per-element libm call by far.
Constants are passed in the operands' dtype, so a float32 loop never computes in float64, and
error_model="numpy" makes 1/0 give inf as NumPy does (Python's model would raise and not vectorize).
Kernels compile on first use and are cached on disk (cache=True), never at import.
"""
import numba
import numpy as np

from specgrad import array_helpers as arrays
from specgrad.fusion import fusable


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _divbackward0_other(out, grad, self_, other):
    for i in range(out.size):
        out[i] = (-grad[i]) * ((self_[i] / other[i]) / other[i])


def divbackward0_other(grad, self_, other):
    """other: -grad * ((self / other) / other)   (derivatives.yaml:118)"""
    dtype = fusable(grad, self_, other)
    if dtype is None:
        return -grad * (self_ / other / other)
    out = np.empty(grad.shape, dtype)
    _divbackward0_other(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), other.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _reciprocalbackward0_self(out, grad, result):
    for i in range(out.size):
        out[i] = ((-grad[i]) * result[i]) * result[i]


def reciprocalbackward0_self(grad, result):
    """self: -grad * result * result   (derivatives.yaml:137)"""
    dtype = fusable(grad, result)
    if dtype is None:
        return -grad * result * result
    out = np.empty(grad.shape, dtype)
    _reciprocalbackward0_self(out.reshape(-1), grad.reshape(-1), result.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _powbackward1_self(out, exponent, grad, t0, k_0):
    for i in range(out.size):
        out[i] = k_0 if (exponent[i] == k_0) else ((grad[i] * exponent[i]) * t0[i])


def powbackward1_self(exponent, grad, self_):
    """self: where(exponent == 0, 0, grad * exponent * self ** (exponent - 1))   (derivatives.yaml:163)"""
    dtype = fusable(exponent, grad, self_)
    if dtype is None:
        return np.where(exponent == 0, 0, grad * exponent * self_ ** (exponent - 1))
    t0 = self_ ** (exponent - 1)
    out = np.empty(exponent.shape, dtype)
    _powbackward1_self(out.reshape(-1), exponent.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _powbackward1_exponent(out, self_, exponent, grad, result, t0, k_0):
    for i in range(out.size):
        out[i] = k_0 if (bool((self_[i] == k_0)) and bool((exponent[i] >= k_0))) else ((grad[i] * result[i]) * t0[i])


def powbackward1_exponent(self_, exponent, grad, result):
    """exponent: where((self == 0) & (exponent >= 0), 0, grad * result * log(self))   (derivatives.yaml:164)"""
    dtype = fusable(self_, exponent, grad, result)
    if dtype is None:
        return np.where((self_ == 0) & (exponent >= 0), 0, grad * result * np.log(self_))
    t0 = np.log(self_)
    out = np.empty(self_.shape, dtype)
    _powbackward1_exponent(out.reshape(-1), self_.reshape(-1), exponent.reshape(-1), grad.reshape(-1), result.reshape(-1), t0.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _powbackward2_exponent(out, grad, exponent, result, k_0, k1, k2):
    for i in range(out.size):
        out[i] = grad[i] * (k_0 if (bool((exponent[i] >= k_0)) and bool(k1)) else (result[i] * k2))


def powbackward2_exponent(grad, exponent, self_, result):
    """exponent: grad * where((exponent >= 0) & (self == 0), 0, result * log(self))   (derivatives.yaml:172)"""
    dtype = fusable(grad, exponent, self_, result)
    if dtype is None:
        return grad * np.where((exponent >= 0) & (self_ == 0), 0, result * np.log(self_))
    out = np.empty(grad.shape, dtype)
    _powbackward2_exponent(out.reshape(-1), grad.reshape(-1), exponent.reshape(-1), result.reshape(-1), dtype.type(0), dtype.type(self_ == 0), dtype.type(np.log(self_)))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _sqrtbackward0_self(out, grad, result, k_2):
    for i in range(out.size):
        out[i] = grad[i] / (k_2 * result[i])


def sqrtbackward0_self(grad, result):
    """self: grad / (2 * result)   (derivatives.yaml:206)"""
    dtype = fusable(grad, result)
    if dtype is None:
        return grad / (2 * result)
    out = np.empty(grad.shape, dtype)
    _sqrtbackward0_self(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _cosbackward0_self(out, grad, t0):
    for i in range(out.size):
        out[i] = (-grad[i]) * t0[i]


def cosbackward0_self(grad, self_):
    """self: -grad * sin(self)   (derivatives.yaml:225)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        return -grad * np.sin(self_)
    t0 = np.sin(self_)
    out = np.empty(grad.shape, dtype)
    _cosbackward0_self(out.reshape(-1), grad.reshape(-1), t0.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _tanhbackward0_self(out, grad, result, k_1):
    for i in range(out.size):
        out[i] = grad[i] * (k_1 - (result[i] * result[i]))


def tanhbackward0_self(grad, result):
    """self: grad * (1 - result * result)   (derivatives.yaml:234)"""
    dtype = fusable(grad, result)
    if dtype is None:
        return grad * (1 - result * result)
    out = np.empty(grad.shape, dtype)
    _tanhbackward0_self(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _sigmoidbackward0_self(out, grad, result, k_1):
    for i in range(out.size):
        out[i] = (grad[i] * result[i]) * (k_1 - result[i])


def sigmoidbackward0_self(grad, result):
    """self: grad * result * (1 - result)   (derivatives.yaml:243)"""
    dtype = fusable(grad, result)
    if dtype is None:
        return grad * result * (1 - result)
    out = np.empty(grad.shape, dtype)
    _sigmoidbackward0_self(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _relubackward0_self(out, result, grad, k_0):
    for i in range(out.size):
        out[i] = k_0 if (result[i] <= k_0) else grad[i]


def relubackward0_self(result, grad):
    """self: where(result <= 0, 0, grad)   (derivatives.yaml:253)"""
    dtype = fusable(result, grad)
    if dtype is None:
        return np.where(result <= 0, 0, grad)
    out = np.empty(result.shape, dtype)
    _relubackward0_self(out.reshape(-1), result.reshape(-1), grad.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _absbackward0_self(out, grad, self_):
    for i in range(out.size):
        out[i] = grad[i] * (1 if self_[i] > 0 else (-1 if self_[i] < 0 else 0))


def absbackward0_self(grad, self_):
    """self: grad * sign(self)   (derivatives.yaml:262)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        return grad * arrays.sign(self_)
    out = np.empty(grad.shape, dtype)
    _absbackward0_self(out.reshape(-1), grad.reshape(-1), self_.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _maximumbackward0_self(out, self_, other, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] < other[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


def maximumbackward0_self(self_, other, grad):
    """self: where(self < other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:280)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        return np.where(self_ < other, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(self_.shape, dtype)
    _maximumbackward0_self(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _maximumbackward0_other(out, other, self_, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (other[i] < self_[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


def maximumbackward0_other(other, self_, grad):
    """other: where(other < self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:281)"""
    dtype = fusable(other, self_, grad)
    if dtype is None:
        return np.where(other < self_, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(other.shape, dtype)
    _maximumbackward0_other(out.reshape(-1), other.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _minimumbackward0_self(out, self_, other, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] > other[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


def minimumbackward0_self(self_, other, grad):
    """self: where(self > other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:288)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        return np.where(self_ > other, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(self_.shape, dtype)
    _minimumbackward0_self(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _minimumbackward0_other(out, other, self_, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (other[i] > self_[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


def minimumbackward0_other(other, self_, grad):
    """other: where(other > self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:289)"""
    dtype = fusable(other, self_, grad)
    if dtype is None:
        return np.where(other > self_, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(other.shape, dtype)
    _minimumbackward0_other(out.reshape(-1), other.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _maxbackward2_self(out, self_, other, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] < other[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


def maxbackward2_self(self_, other, grad):
    """self: where(self < other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:458)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        return np.where(self_ < other, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(self_.shape, dtype)
    _maxbackward2_self(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _maxbackward2_other(out, other, self_, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (other[i] < self_[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


def maxbackward2_other(other, self_, grad):
    """other: where(other < self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:459)"""
    dtype = fusable(other, self_, grad)
    if dtype is None:
        return np.where(other < self_, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(other.shape, dtype)
    _maxbackward2_other(out.reshape(-1), other.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _minbackward2_self(out, self_, other, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] > other[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


def minbackward2_self(self_, other, grad):
    """self: where(self > other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:485)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        return np.where(self_ > other, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(self_.shape, dtype)
    _minbackward2_self(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _minbackward2_other(out, other, self_, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (other[i] > self_[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


def minbackward2_other(other, self_, grad):
    """other: where(other > self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:486)"""
    dtype = fusable(other, self_, grad)
    if dtype is None:
        return np.where(other > self_, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(other.shape, dtype)
    _minbackward2_other(out.reshape(-1), other.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out
