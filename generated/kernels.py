"""Fused elementwise kernels: one Numba loop per formula that does two or more arithmetic steps.

Generated from derivatives.yaml by `make regenerate`; do not edit.

Each kernel has a wrapper that takes the same arrays as the formula. The loop runs when the
operands share one shape, one float dtype and a contiguous layout (fusion.fusable); otherwise
the wrapper evaluates the formula with NumPy, which broadcasts. Transcendentals (exp, tanh, ...)
are computed by NumPy before the loop: its SIMD versions beat a per-element libm call by far.
Constants are passed in the operands' dtype, so a float32 loop never computes in float64, and
error_model="numpy" makes 1/0 give inf as NumPy does (Python's model would raise and not vectorize).
Kernels compile on first use and are cached on disk (cache=True), never at import. Each has a
parallel twin that big arrays take (fusion.parallel): blocks of BLOCK elements over all cores,
every element computed by the same code, so the result does not depend on which runs. A block is the
serial kernel over slices: a loop over indices from block * BLOCK did not vectorize (Numba cannot tell
they are not negative, and checks each for wrap-around): 4M float32 tanh backward 3.9 ms against 0.5 ms.
CUDA arrays go to the same formula's ElementwiseKernel in generated/cuda_kernels.py.
"""
import numpy as np

from specgrad.lazy_numba import numba  # imported on the first kernel call

from specgrad import array_helpers as arrays
from specgrad.fusion import BLOCK, fusable, on_gpu, parallel
from specgrad.generated import cuda_kernels


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _divbackward0_other(out, grad, self_, other):
    for i in range(out.size):
        out[i] = (-grad[i]) * ((self_[i] / other[i]) / other[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _divbackward0_other_parallel(out, grad, self_, other):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _divbackward0_other(out[lo:hi], grad[lo:hi], self_[lo:hi], other[lo:hi])


def divbackward0_other(grad, self_, other):
    """other: -grad * ((self / other) / other) if rounding_mode is None else zeros_like_grad(grad)   (derivatives.yaml:210)"""
    dtype = fusable(grad, self_, other)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.divbackward0_other(grad, self_, other)
        return -grad * (self_ / other / other)
    out = np.empty(grad.shape, dtype)
    (_divbackward0_other_parallel if parallel(out.size) else _divbackward0_other)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), other.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _reciprocalbackward0_self(out, grad, result):
    for i in range(out.size):
        out[i] = ((-grad[i]) * result[i]) * result[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _reciprocalbackward0_self_parallel(out, grad, result):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _reciprocalbackward0_self(out[lo:hi], grad[lo:hi], result[lo:hi])


def reciprocalbackward0_self(grad, result):
    """self: -grad * result * result   (derivatives.yaml:240)"""
    dtype = fusable(grad, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.reciprocalbackward0_self(grad, result)
        return -grad * result * result
    out = np.empty(grad.shape, dtype)
    (_reciprocalbackward0_self_parallel if parallel(out.size) else _reciprocalbackward0_self)(out.reshape(-1), grad.reshape(-1), result.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _powbackward1_self(out, exponent, grad, t0, k_0):
    for i in range(out.size):
        out[i] = k_0 if (exponent[i] == k_0) else ((grad[i] * exponent[i]) * t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _powbackward1_self_parallel(out, exponent, grad, t0, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _powbackward1_self(out[lo:hi], exponent[lo:hi], grad[lo:hi], t0[lo:hi], k_0)


def powbackward1_self(exponent, grad, self_):
    """self: where(exponent == 0, 0, grad * exponent * self ** (exponent - 1))   (derivatives.yaml:266)"""
    dtype = fusable(exponent, grad, self_)
    if dtype is None:
        if type(exponent) is not np.ndarray and on_gpu(exponent):
            return cuda_kernels.powbackward1_self(exponent, grad, self_)
        return np.where(exponent == 0, 0, grad * exponent * self_ ** (exponent - 1))
    t0 = self_ ** (exponent - 1)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where(exponent == 0, 0, grad * exponent * self_ ** (exponent - 1))
    out = np.empty(exponent.shape, dtype)
    (_powbackward1_self_parallel if parallel(out.size) else _powbackward1_self)(out.reshape(-1), exponent.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _powbackward1_exponent(out, grad, self_, exponent, result, t0, k_0):
    for i in range(out.size):
        out[i] = grad[i] * (k_0 if (bool((self_[i] == k_0)) and bool((exponent[i] >= k_0))) else (result[i] * t0[i]))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _powbackward1_exponent_parallel(out, grad, self_, exponent, result, t0, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _powbackward1_exponent(out[lo:hi], grad[lo:hi], self_[lo:hi], exponent[lo:hi], result[lo:hi], t0[lo:hi], k_0)


def powbackward1_exponent(grad, self_, exponent, result):
    """exponent: grad * where((self == 0) & (exponent >= 0), 0, result * log(self))   (derivatives.yaml:267)"""
    dtype = fusable(grad, self_, exponent, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.powbackward1_exponent(grad, self_, exponent, result)
        return grad * np.where((self_ == 0) & (exponent >= 0), 0, result * np.log(self_))
    t0 = np.log(self_)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return grad * np.where((self_ == 0) & (exponent >= 0), 0, result * np.log(self_))
    out = np.empty(grad.shape, dtype)
    (_powbackward1_exponent_parallel if parallel(out.size) else _powbackward1_exponent)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), exponent.reshape(-1), result.reshape(-1), t0.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _powbackward2_exponent(out, grad, exponent, result, k_0, k1, k2):
    for i in range(out.size):
        out[i] = grad[i] * (k_0 if (bool((exponent[i] >= k_0)) and bool(k1)) else (result[i] * k2))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _powbackward2_exponent_parallel(out, grad, exponent, result, k_0, k1, k2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _powbackward2_exponent(out[lo:hi], grad[lo:hi], exponent[lo:hi], result[lo:hi], k_0, k1, k2)


def powbackward2_exponent(grad, exponent, self_, result):
    """exponent: grad * where((exponent >= 0) & (self == 0), 0, result * log(self))   (derivatives.yaml:275)"""
    dtype = fusable(grad, exponent, self_, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.powbackward2_exponent(grad, exponent, self_, result)
        return grad * np.where((exponent >= 0) & (self_ == 0), 0, result * np.log(self_))
    out = np.empty(grad.shape, dtype)
    (_powbackward2_exponent_parallel if parallel(out.size) else _powbackward2_exponent)(out.reshape(-1), grad.reshape(-1), exponent.reshape(-1), result.reshape(-1), dtype.type(0), dtype.type(self_ == 0), dtype.type(np.log(self_)))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _sqrtbackward0_self(out, grad, result, k_2):
    for i in range(out.size):
        out[i] = grad[i] / (k_2 * result[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _sqrtbackward0_self_parallel(out, grad, result, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _sqrtbackward0_self(out[lo:hi], grad[lo:hi], result[lo:hi], k_2)


def sqrtbackward0_self(grad, result):
    """self: grad / (2 * result)   (derivatives.yaml:309)"""
    dtype = fusable(grad, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.sqrtbackward0_self(grad, result)
        return grad / (2 * result)
    out = np.empty(grad.shape, dtype)
    (_sqrtbackward0_self_parallel if parallel(out.size) else _sqrtbackward0_self)(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _cosbackward0_self(out, grad, t0):
    for i in range(out.size):
        out[i] = (-grad[i]) * t0[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _cosbackward0_self_parallel(out, grad, t0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _cosbackward0_self(out[lo:hi], grad[lo:hi], t0[lo:hi])


def cosbackward0_self(grad, self_):
    """self: -grad * sin(self)   (derivatives.yaml:328)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.cosbackward0_self(grad, self_)
        return -grad * np.sin(self_)
    t0 = np.sin(self_)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return -grad * np.sin(self_)
    out = np.empty(grad.shape, dtype)
    (_cosbackward0_self_parallel if parallel(out.size) else _cosbackward0_self)(out.reshape(-1), grad.reshape(-1), t0.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _tanhbackward0_self(out, grad, result, k_1):
    for i in range(out.size):
        out[i] = grad[i] * (k_1 - (result[i] * result[i]))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _tanhbackward0_self_parallel(out, grad, result, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _tanhbackward0_self(out[lo:hi], grad[lo:hi], result[lo:hi], k_1)


def tanhbackward0_self(grad, result):
    """self: grad * (1 - result * result)   (derivatives.yaml:338)"""
    dtype = fusable(grad, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.tanhbackward0_self(grad, result)
        return grad * (1 - result * result)
    out = np.empty(grad.shape, dtype)
    (_tanhbackward0_self_parallel if parallel(out.size) else _tanhbackward0_self)(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _sigmoidbackward0_self(out, grad, result, k_1):
    for i in range(out.size):
        out[i] = (grad[i] * result[i]) * (k_1 - result[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _sigmoidbackward0_self_parallel(out, grad, result, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _sigmoidbackward0_self(out[lo:hi], grad[lo:hi], result[lo:hi], k_1)


def sigmoidbackward0_self(grad, result):
    """self: grad * result * (1 - result)   (derivatives.yaml:348)"""
    dtype = fusable(grad, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.sigmoidbackward0_self(grad, result)
        return grad * result * (1 - result)
    out = np.empty(grad.shape, dtype)
    (_sigmoidbackward0_self_parallel if parallel(out.size) else _sigmoidbackward0_self)(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _threshold_backward_forward(out, self, grad_output, k_threshold, k_0):
    for i in range(out.size):
        out[i] = k_0 if (self[i] <= k_threshold) else grad_output[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _threshold_backward_forward_parallel(out, self, grad_output, k_threshold, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _threshold_backward_forward(out[lo:hi], self[lo:hi], grad_output[lo:hi], k_threshold, k_0)


def threshold_backward_forward(self, threshold, grad_output):
    """where(self <= threshold, 0, grad_output)   (derivatives.yaml:367)"""
    dtype = fusable(self, threshold, grad_output)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.threshold_backward_forward(self, threshold, grad_output)
        return np.where(self <= threshold, 0, grad_output)
    out = np.empty(self.shape, dtype)
    (_threshold_backward_forward_parallel if parallel(out.size) else _threshold_backward_forward)(out.reshape(-1), self.reshape(-1), grad_output.reshape(-1), dtype.type(threshold), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _absbackward0_self(out, grad, self_):
    for i in range(out.size):
        out[i] = grad[i] * (1 if self_[i] > 0 else (-1 if self_[i] < 0 else 0))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _absbackward0_self_parallel(out, grad, self_):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _absbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi])


def absbackward0_self(grad, self_):
    """self: grad * sign(self)   (derivatives.yaml:402)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.absbackward0_self(grad, self_)
        return grad * arrays.sign(self_)
    out = np.empty(grad.shape, dtype)
    (_absbackward0_self_parallel if parallel(out.size) else _absbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _maximumbackward0_self(out, self_, other, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] < other[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _maximumbackward0_self_parallel(out, self_, other, grad, k_0, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _maximumbackward0_self(out[lo:hi], self_[lo:hi], other[lo:hi], grad[lo:hi], k_0, k_2)


def maximumbackward0_self(self_, other, grad):
    """self: where(self < other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:420)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.maximumbackward0_self(self_, other, grad)
        return np.where(self_ < other, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(self_.shape, dtype)
    (_maximumbackward0_self_parallel if parallel(out.size) else _maximumbackward0_self)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _maximumbackward0_other(out, other, self_, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (other[i] < self_[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _maximumbackward0_other_parallel(out, other, self_, grad, k_0, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _maximumbackward0_other(out[lo:hi], other[lo:hi], self_[lo:hi], grad[lo:hi], k_0, k_2)


def maximumbackward0_other(other, self_, grad):
    """other: where(other < self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:421)"""
    dtype = fusable(other, self_, grad)
    if dtype is None:
        if type(other) is not np.ndarray and on_gpu(other):
            return cuda_kernels.maximumbackward0_other(other, self_, grad)
        return np.where(other < self_, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(other.shape, dtype)
    (_maximumbackward0_other_parallel if parallel(out.size) else _maximumbackward0_other)(out.reshape(-1), other.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _minimumbackward0_self(out, self_, other, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] > other[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _minimumbackward0_self_parallel(out, self_, other, grad, k_0, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _minimumbackward0_self(out[lo:hi], self_[lo:hi], other[lo:hi], grad[lo:hi], k_0, k_2)


def minimumbackward0_self(self_, other, grad):
    """self: where(self > other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:428)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.minimumbackward0_self(self_, other, grad)
        return np.where(self_ > other, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(self_.shape, dtype)
    (_minimumbackward0_self_parallel if parallel(out.size) else _minimumbackward0_self)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _minimumbackward0_other(out, other, self_, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (other[i] > self_[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _minimumbackward0_other_parallel(out, other, self_, grad, k_0, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _minimumbackward0_other(out[lo:hi], other[lo:hi], self_[lo:hi], grad[lo:hi], k_0, k_2)


def minimumbackward0_other(other, self_, grad):
    """other: where(other > self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:429)"""
    dtype = fusable(other, self_, grad)
    if dtype is None:
        if type(other) is not np.ndarray and on_gpu(other):
            return cuda_kernels.minimumbackward0_other(other, self_, grad)
        return np.where(other > self_, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(other.shape, dtype)
    (_minimumbackward0_other_parallel if parallel(out.size) else _minimumbackward0_other)(out.reshape(-1), other.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _maxbackward2_self(out, self_, other, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] < other[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _maxbackward2_self_parallel(out, self_, other, grad, k_0, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _maxbackward2_self(out[lo:hi], self_[lo:hi], other[lo:hi], grad[lo:hi], k_0, k_2)


def maxbackward2_self(self_, other, grad):
    """self: where(self < other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:630)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.maxbackward2_self(self_, other, grad)
        return np.where(self_ < other, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(self_.shape, dtype)
    (_maxbackward2_self_parallel if parallel(out.size) else _maxbackward2_self)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _maxbackward2_other(out, other, self_, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (other[i] < self_[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _maxbackward2_other_parallel(out, other, self_, grad, k_0, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _maxbackward2_other(out[lo:hi], other[lo:hi], self_[lo:hi], grad[lo:hi], k_0, k_2)


def maxbackward2_other(other, self_, grad):
    """other: where(other < self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:631)"""
    dtype = fusable(other, self_, grad)
    if dtype is None:
        if type(other) is not np.ndarray and on_gpu(other):
            return cuda_kernels.maxbackward2_other(other, self_, grad)
        return np.where(other < self_, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(other.shape, dtype)
    (_maxbackward2_other_parallel if parallel(out.size) else _maxbackward2_other)(out.reshape(-1), other.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _minbackward2_self(out, self_, other, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] > other[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _minbackward2_self_parallel(out, self_, other, grad, k_0, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _minbackward2_self(out[lo:hi], self_[lo:hi], other[lo:hi], grad[lo:hi], k_0, k_2)


def minbackward2_self(self_, other, grad):
    """self: where(self > other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:660)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.minbackward2_self(self_, other, grad)
        return np.where(self_ > other, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(self_.shape, dtype)
    (_minbackward2_self_parallel if parallel(out.size) else _minbackward2_self)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _minbackward2_other(out, other, self_, grad, k_0, k_2):
    for i in range(out.size):
        out[i] = k_0 if (other[i] > self_[i]) else ((grad[i] / k_2) if (self_[i] == other[i]) else grad[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _minbackward2_other_parallel(out, other, self_, grad, k_0, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _minbackward2_other(out[lo:hi], other[lo:hi], self_[lo:hi], grad[lo:hi], k_0, k_2)


def minbackward2_other(other, self_, grad):
    """other: where(other > self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:661)"""
    dtype = fusable(other, self_, grad)
    if dtype is None:
        if type(other) is not np.ndarray and on_gpu(other):
            return cuda_kernels.minbackward2_other(other, self_, grad)
        return np.where(other > self_, 0, np.where(self_ == other, grad / 2, grad))
    out = np.empty(other.shape, dtype)
    (_minbackward2_other_parallel if parallel(out.size) else _minbackward2_other)(out.reshape(-1), other.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _truedividebackward0_other(out, grad, self_, other):
    for i in range(out.size):
        out[i] = (-grad[i]) * ((self_[i] / other[i]) / other[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _truedividebackward0_other_parallel(out, grad, self_, other):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _truedividebackward0_other(out[lo:hi], grad[lo:hi], self_[lo:hi], other[lo:hi])


def truedividebackward0_other(grad, self_, other):
    """other: -grad * ((self / other) / other)   (derivatives.yaml:1054)"""
    dtype = fusable(grad, self_, other)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.truedividebackward0_other(grad, self_, other)
        return -grad * (self_ / other / other)
    out = np.empty(grad.shape, dtype)
    (_truedividebackward0_other_parallel if parallel(out.size) else _truedividebackward0_other)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), other.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _fmaxbackward0_self(out, self_, other, t0, grad, k_0):
    for i in range(out.size):
        out[i] = grad[i] if (bool((self_[i] >= other[i])) or bool(t0[i])) else k_0


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _fmaxbackward0_self_parallel(out, self_, other, t0, grad, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _fmaxbackward0_self(out[lo:hi], self_[lo:hi], other[lo:hi], t0[lo:hi], grad[lo:hi], k_0)


def fmaxbackward0_self(self_, other, grad):
    """self: where((self >= other) | isnan(other), grad, 0)   (derivatives.yaml:1147)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.fmaxbackward0_self(self_, other, grad)
        return np.where((self_ >= other) | np.isnan(other), grad, 0)
    t0 = np.isnan(other)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where((self_ >= other) | np.isnan(other), grad, 0)
    out = np.empty(self_.shape, dtype)
    (_fmaxbackward0_self_parallel if parallel(out.size) else _fmaxbackward0_self)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), t0.reshape(-1), grad.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _fmaxbackward0_other(out, self_, other, t0, grad, k_0):
    for i in range(out.size):
        out[i] = k_0 if (bool((self_[i] >= other[i])) or bool(t0[i])) else grad[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _fmaxbackward0_other_parallel(out, self_, other, t0, grad, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _fmaxbackward0_other(out[lo:hi], self_[lo:hi], other[lo:hi], t0[lo:hi], grad[lo:hi], k_0)


def fmaxbackward0_other(self_, other, grad):
    """other: where((self >= other) | isnan(other), 0, grad)   (derivatives.yaml:1148)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.fmaxbackward0_other(self_, other, grad)
        return np.where((self_ >= other) | np.isnan(other), 0, grad)
    t0 = np.isnan(other)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where((self_ >= other) | np.isnan(other), 0, grad)
    out = np.empty(self_.shape, dtype)
    (_fmaxbackward0_other_parallel if parallel(out.size) else _fmaxbackward0_other)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), t0.reshape(-1), grad.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _fminbackward0_self(out, self_, other, t0, grad, k_0):
    for i in range(out.size):
        out[i] = grad[i] if (bool((self_[i] <= other[i])) or bool(t0[i])) else k_0


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _fminbackward0_self_parallel(out, self_, other, t0, grad, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _fminbackward0_self(out[lo:hi], self_[lo:hi], other[lo:hi], t0[lo:hi], grad[lo:hi], k_0)


def fminbackward0_self(self_, other, grad):
    """self: where((self <= other) | isnan(other), grad, 0)   (derivatives.yaml:1159)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.fminbackward0_self(self_, other, grad)
        return np.where((self_ <= other) | np.isnan(other), grad, 0)
    t0 = np.isnan(other)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where((self_ <= other) | np.isnan(other), grad, 0)
    out = np.empty(self_.shape, dtype)
    (_fminbackward0_self_parallel if parallel(out.size) else _fminbackward0_self)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), t0.reshape(-1), grad.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _fminbackward0_other(out, self_, other, t0, grad, k_0):
    for i in range(out.size):
        out[i] = k_0 if (bool((self_[i] <= other[i])) or bool(t0[i])) else grad[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _fminbackward0_other_parallel(out, self_, other, t0, grad, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _fminbackward0_other(out[lo:hi], self_[lo:hi], other[lo:hi], t0[lo:hi], grad[lo:hi], k_0)


def fminbackward0_other(self_, other, grad):
    """other: where((self <= other) | isnan(other), 0, grad)   (derivatives.yaml:1160)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.fminbackward0_other(self_, other, grad)
        return np.where((self_ <= other) | np.isnan(other), 0, grad)
    t0 = np.isnan(other)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where((self_ <= other) | np.isnan(other), 0, grad)
    out = np.empty(self_.shape, dtype)
    (_fminbackward0_other_parallel if parallel(out.size) else _fminbackward0_other)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), t0.reshape(-1), grad.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _logaddexpbackward0_self(out, grad, t0, k_1):
    for i in range(out.size):
        out[i] = grad[i] / (k_1 + t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _logaddexpbackward0_self_parallel(out, grad, t0, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _logaddexpbackward0_self(out[lo:hi], grad[lo:hi], t0[lo:hi], k_1)


def logaddexpbackward0_self(grad, other, self_):
    """self: grad / (1 + exp(other - self))   (derivatives.yaml:1233)"""
    dtype = fusable(grad, other, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.logaddexpbackward0_self(grad, other, self_)
        return grad / (1 + np.exp(other - self_))
    t0 = np.exp(other - self_)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return grad / (1 + np.exp(other - self_))
    out = np.empty(grad.shape, dtype)
    (_logaddexpbackward0_self_parallel if parallel(out.size) else _logaddexpbackward0_self)(out.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _logaddexpbackward0_other(out, grad, t0, k_1):
    for i in range(out.size):
        out[i] = grad[i] / (k_1 + t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _logaddexpbackward0_other_parallel(out, grad, t0, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _logaddexpbackward0_other(out[lo:hi], grad[lo:hi], t0[lo:hi], k_1)


def logaddexpbackward0_other(grad, self_, other):
    """other: grad / (1 + exp(self - other))   (derivatives.yaml:1234)"""
    dtype = fusable(grad, self_, other)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.logaddexpbackward0_other(grad, self_, other)
        return grad / (1 + np.exp(self_ - other))
    t0 = np.exp(self_ - other)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return grad / (1 + np.exp(self_ - other))
    out = np.empty(grad.shape, dtype)
    (_logaddexpbackward0_other_parallel if parallel(out.size) else _logaddexpbackward0_other)(out.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _logaddexp2backward0_self(out, grad, t0, k_1):
    for i in range(out.size):
        out[i] = grad[i] / (k_1 + t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _logaddexp2backward0_self_parallel(out, grad, t0, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _logaddexp2backward0_self(out[lo:hi], grad[lo:hi], t0[lo:hi], k_1)


def logaddexp2backward0_self(grad, other, self_):
    """self: grad / (1 + exp2(other - self))   (derivatives.yaml:1247)"""
    dtype = fusable(grad, other, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.logaddexp2backward0_self(grad, other, self_)
        return grad / (1 + np.exp2(other - self_))
    t0 = np.exp2(other - self_)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return grad / (1 + np.exp2(other - self_))
    out = np.empty(grad.shape, dtype)
    (_logaddexp2backward0_self_parallel if parallel(out.size) else _logaddexp2backward0_self)(out.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _logaddexp2backward0_other(out, grad, t0, k_1):
    for i in range(out.size):
        out[i] = grad[i] / (k_1 + t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _logaddexp2backward0_other_parallel(out, grad, t0, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _logaddexp2backward0_other(out[lo:hi], grad[lo:hi], t0[lo:hi], k_1)


def logaddexp2backward0_other(grad, self_, other):
    """other: grad / (1 + exp2(self - other))   (derivatives.yaml:1248)"""
    dtype = fusable(grad, self_, other)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.logaddexp2backward0_other(grad, self_, other)
        return grad / (1 + np.exp2(self_ - other))
    t0 = np.exp2(self_ - other)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return grad / (1 + np.exp2(self_ - other))
    out = np.empty(grad.shape, dtype)
    (_logaddexp2backward0_other_parallel if parallel(out.size) else _logaddexp2backward0_other)(out.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _nextafterbackward0_self(out, self_, other, grad, k_0):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] == other[i]) else grad[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _nextafterbackward0_self_parallel(out, self_, other, grad, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _nextafterbackward0_self(out[lo:hi], self_[lo:hi], other[lo:hi], grad[lo:hi], k_0)


def nextafterbackward0_self(self_, other, grad):
    """self: where(self == other, 0, grad)   (derivatives.yaml:1294)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.nextafterbackward0_self(self_, other, grad)
        return np.where(self_ == other, 0, grad)
    out = np.empty(self_.shape, dtype)
    (_nextafterbackward0_self_parallel if parallel(out.size) else _nextafterbackward0_self)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _log1pbackward0_self(out, grad, self_, k_1):
    for i in range(out.size):
        out[i] = grad[i] / (self_[i] + k_1)


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _log1pbackward0_self_parallel(out, grad, self_, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _log1pbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_1)


def log1pbackward0_self(grad, self_):
    """self: grad / (self + 1)   (derivatives.yaml:1348)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.log1pbackward0_self(grad, self_)
        return grad / (self_ + 1)
    out = np.empty(grad.shape, dtype)
    (_log1pbackward0_self_parallel if parallel(out.size) else _log1pbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _expm1backward0_self(out, grad, result, k_1):
    for i in range(out.size):
        out[i] = grad[i] * (result[i] + k_1)


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _expm1backward0_self_parallel(out, grad, result, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _expm1backward0_self(out[lo:hi], grad[lo:hi], result[lo:hi], k_1)


def expm1backward0_self(grad, result):
    """self: grad * (result + 1)   (derivatives.yaml:1359)"""
    dtype = fusable(grad, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.expm1backward0_self(grad, result)
        return grad * (result + 1)
    out = np.empty(grad.shape, dtype)
    (_expm1backward0_self_parallel if parallel(out.size) else _expm1backward0_self)(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _log2backward0_self(out, grad, self_, k_0_6931471805599453):
    for i in range(out.size):
        out[i] = grad[i] / (self_[i] * k_0_6931471805599453)


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _log2backward0_self_parallel(out, grad, self_, k_0_6931471805599453):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _log2backward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_0_6931471805599453)


def log2backward0_self(grad, self_):
    """self: grad / (self * 0.6931471805599453)   (derivatives.yaml:1368)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.log2backward0_self(grad, self_)
        return grad / (self_ * 0.6931471805599453)
    out = np.empty(grad.shape, dtype)
    (_log2backward0_self_parallel if parallel(out.size) else _log2backward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(0.6931471805599453))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _log10backward0_self(out, grad, self_, k_2_302585092994046):
    for i in range(out.size):
        out[i] = grad[i] / (self_[i] * k_2_302585092994046)


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _log10backward0_self_parallel(out, grad, self_, k_2_302585092994046):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _log10backward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_2_302585092994046)


def log10backward0_self(grad, self_):
    """self: grad / (self * 2.302585092994046)   (derivatives.yaml:1378)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.log10backward0_self(grad, self_)
        return grad / (self_ * 2.302585092994046)
    out = np.empty(grad.shape, dtype)
    (_log10backward0_self_parallel if parallel(out.size) else _log10backward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(2.302585092994046))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _exp2backward0_self(out, grad, result, k_0_6931471805599453):
    for i in range(out.size):
        out[i] = (grad[i] * result[i]) * k_0_6931471805599453


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _exp2backward0_self_parallel(out, grad, result, k_0_6931471805599453):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _exp2backward0_self(out[lo:hi], grad[lo:hi], result[lo:hi], k_0_6931471805599453)


def exp2backward0_self(grad, result):
    """self: grad * result * 0.6931471805599453   (derivatives.yaml:1388)"""
    dtype = fusable(grad, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.exp2backward0_self(grad, result)
        return grad * result * 0.6931471805599453
    out = np.empty(grad.shape, dtype)
    (_exp2backward0_self_parallel if parallel(out.size) else _exp2backward0_self)(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(0.6931471805599453))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _tanbackward0_self(out, grad, result, k_1):
    for i in range(out.size):
        out[i] = grad[i] * (k_1 + (result[i] * result[i]))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _tanbackward0_self_parallel(out, grad, result, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _tanbackward0_self(out[lo:hi], grad[lo:hi], result[lo:hi], k_1)


def tanbackward0_self(grad, result):
    """self: grad * (1 + result * result)   (derivatives.yaml:1397)"""
    dtype = fusable(grad, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.tanbackward0_self(grad, result)
        return grad * (1 + result * result)
    out = np.empty(grad.shape, dtype)
    (_tanbackward0_self_parallel if parallel(out.size) else _tanbackward0_self)(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _asinbackward0_self(out, grad, self_, k_1):
    for i in range(out.size):
        out[i] = grad[i] / np.sqrt((k_1 - (self_[i] * self_[i])))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _asinbackward0_self_parallel(out, grad, self_, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _asinbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_1)


def asinbackward0_self(grad, self_):
    """self: grad / sqrt(1 - self * self)   (derivatives.yaml:1409)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.asinbackward0_self(grad, self_)
        return grad / np.sqrt(1 - self_ * self_)
    out = np.empty(grad.shape, dtype)
    (_asinbackward0_self_parallel if parallel(out.size) else _asinbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _acosbackward0_self(out, grad, self_, k_1):
    for i in range(out.size):
        out[i] = (-grad[i]) / np.sqrt((k_1 - (self_[i] * self_[i])))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _acosbackward0_self_parallel(out, grad, self_, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _acosbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_1)


def acosbackward0_self(grad, self_):
    """self: -grad / sqrt(1 - self * self)   (derivatives.yaml:1421)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.acosbackward0_self(grad, self_)
        return -grad / np.sqrt(1 - self_ * self_)
    out = np.empty(grad.shape, dtype)
    (_acosbackward0_self_parallel if parallel(out.size) else _acosbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _atanbackward0_self(out, grad, self_, k_1):
    for i in range(out.size):
        out[i] = grad[i] / (k_1 + (self_[i] * self_[i]))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _atanbackward0_self_parallel(out, grad, self_, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _atanbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_1)


def atanbackward0_self(grad, self_):
    """self: grad / (1 + self * self)   (derivatives.yaml:1433)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.atanbackward0_self(grad, self_)
        return grad / (1 + self_ * self_)
    out = np.empty(grad.shape, dtype)
    (_atanbackward0_self_parallel if parallel(out.size) else _atanbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _atan2backward0_self(out, self_, other, grad, k_0):
    for i in range(out.size):
        out[i] = k_0 if (bool((self_[i] == k_0)) and bool((other[i] == k_0))) else ((grad[i] * other[i]) / ((self_[i] * self_[i]) + (other[i] * other[i])))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _atan2backward0_self_parallel(out, self_, other, grad, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _atan2backward0_self(out[lo:hi], self_[lo:hi], other[lo:hi], grad[lo:hi], k_0)


def atan2backward0_self(self_, other, grad):
    """self: where((self == 0) & (other == 0), 0, grad * other / (self * self + other * other))   (derivatives.yaml:1444)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.atan2backward0_self(self_, other, grad)
        return np.where((self_ == 0) & (other == 0), 0, grad * other / (self_ * self_ + other * other))
    out = np.empty(self_.shape, dtype)
    (_atan2backward0_self_parallel if parallel(out.size) else _atan2backward0_self)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _atan2backward0_other(out, self_, other, grad, k_0):
    for i in range(out.size):
        out[i] = k_0 if (bool((self_[i] == k_0)) and bool((other[i] == k_0))) else (((-grad[i]) * self_[i]) / ((self_[i] * self_[i]) + (other[i] * other[i])))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _atan2backward0_other_parallel(out, self_, other, grad, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _atan2backward0_other(out[lo:hi], self_[lo:hi], other[lo:hi], grad[lo:hi], k_0)


def atan2backward0_other(self_, other, grad):
    """other: where((self == 0) & (other == 0), 0, -grad * self / (self * self + other * other))   (derivatives.yaml:1445)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.atan2backward0_other(self_, other, grad)
        return np.where((self_ == 0) & (other == 0), 0, -grad * self_ / (self_ * self_ + other * other))
    out = np.empty(self_.shape, dtype)
    (_atan2backward0_other_parallel if parallel(out.size) else _atan2backward0_other)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), grad.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _asinhbackward0_self(out, grad, self_, k_1):
    for i in range(out.size):
        out[i] = grad[i] / np.sqrt(((self_[i] * self_[i]) + k_1))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _asinhbackward0_self_parallel(out, grad, self_, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _asinhbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_1)


def asinhbackward0_self(grad, self_):
    """self: grad / sqrt(self * self + 1)   (derivatives.yaml:1473)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.asinhbackward0_self(grad, self_)
        return grad / np.sqrt(self_ * self_ + 1)
    out = np.empty(grad.shape, dtype)
    (_asinhbackward0_self_parallel if parallel(out.size) else _asinhbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _acoshbackward0_self(out, grad, self_, k_1):
    for i in range(out.size):
        out[i] = grad[i] / np.sqrt(((self_[i] * self_[i]) - k_1))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _acoshbackward0_self_parallel(out, grad, self_, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _acoshbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_1)


def acoshbackward0_self(grad, self_):
    """self: grad / sqrt(self * self - 1)   (derivatives.yaml:1484)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.acoshbackward0_self(grad, self_)
        return grad / np.sqrt(self_ * self_ - 1)
    out = np.empty(grad.shape, dtype)
    (_acoshbackward0_self_parallel if parallel(out.size) else _acoshbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _atanhbackward0_self(out, grad, self_, k_1):
    for i in range(out.size):
        out[i] = grad[i] / (k_1 - (self_[i] * self_[i]))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _atanhbackward0_self_parallel(out, grad, self_, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _atanhbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_1)


def atanhbackward0_self(grad, self_):
    """self: grad / (1 - self * self)   (derivatives.yaml:1495)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.atanhbackward0_self(grad, self_)
        return grad / (1 - self_ * self_)
    out = np.empty(grad.shape, dtype)
    (_atanhbackward0_self_parallel if parallel(out.size) else _atanhbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _erfbackward0_self(out, grad, t0, k_1_1283791670955126):
    for i in range(out.size):
        out[i] = (grad[i] * k_1_1283791670955126) * t0[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _erfbackward0_self_parallel(out, grad, t0, k_1_1283791670955126):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _erfbackward0_self(out[lo:hi], grad[lo:hi], t0[lo:hi], k_1_1283791670955126)


def erfbackward0_self(grad, self_):
    """self: grad * 1.1283791670955126 * exp(-self * self)   (derivatives.yaml:1507)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.erfbackward0_self(grad, self_)
        return grad * 1.1283791670955126 * np.exp(-self_ * self_)
    t0 = np.exp(-self_ * self_)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return grad * 1.1283791670955126 * np.exp(-self_ * self_)
    out = np.empty(grad.shape, dtype)
    (_erfbackward0_self_parallel if parallel(out.size) else _erfbackward0_self)(out.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(1.1283791670955126))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _erfcbackward0_self(out, grad, t0, k_1_1283791670955126):
    for i in range(out.size):
        out[i] = ((-grad[i]) * k_1_1283791670955126) * t0[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _erfcbackward0_self_parallel(out, grad, t0, k_1_1283791670955126):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _erfcbackward0_self(out[lo:hi], grad[lo:hi], t0[lo:hi], k_1_1283791670955126)


def erfcbackward0_self(grad, self_):
    """self: -grad * 1.1283791670955126 * exp(-self * self)   (derivatives.yaml:1516)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.erfcbackward0_self(grad, self_)
        return -grad * 1.1283791670955126 * np.exp(-self_ * self_)
    t0 = np.exp(-self_ * self_)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return -grad * 1.1283791670955126 * np.exp(-self_ * self_)
    out = np.empty(grad.shape, dtype)
    (_erfcbackward0_self_parallel if parallel(out.size) else _erfcbackward0_self)(out.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(1.1283791670955126))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _erfinvbackward0_self(out, grad, t0, k_0_886226925452758):
    for i in range(out.size):
        out[i] = (grad[i] * k_0_886226925452758) * t0[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _erfinvbackward0_self_parallel(out, grad, t0, k_0_886226925452758):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _erfinvbackward0_self(out[lo:hi], grad[lo:hi], t0[lo:hi], k_0_886226925452758)


def erfinvbackward0_self(grad, self_):
    """self: grad * 0.886226925452758 * exp(erfinv(self) ** 2)   (derivatives.yaml:1527)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.erfinvbackward0_self(grad, self_)
        return grad * 0.886226925452758 * np.exp(arrays.erfinv(self_) ** 2)
    t0 = np.exp(arrays.erfinv(self_) ** 2)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return grad * 0.886226925452758 * np.exp(arrays.erfinv(self_) ** 2)
    out = np.empty(grad.shape, dtype)
    (_erfinvbackward0_self_parallel if parallel(out.size) else _erfinvbackward0_self)(out.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(0.886226925452758))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _rsqrt_forward(out, self, k_1):
    for i in range(out.size):
        out[i] = k_1 / np.sqrt(self[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _rsqrt_forward_parallel(out, self, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _rsqrt_forward(out[lo:hi], self[lo:hi], k_1)


def rsqrt_forward(self):
    """1 / sqrt(self)   (derivatives.yaml:1575)"""
    dtype = fusable(self)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.rsqrt_forward(self)
        return 1 / np.sqrt(self)
    out = np.empty(self.shape, dtype)
    (_rsqrt_forward_parallel if parallel(out.size) else _rsqrt_forward)(out.reshape(-1), self.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _rsqrtbackward0_self(out, grad, result, k0):
    for i in range(out.size):
        out[i] = (k0 * grad[i]) * (result[i] * result[i] * result[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _rsqrtbackward0_self_parallel(out, grad, result, k0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _rsqrtbackward0_self(out[lo:hi], grad[lo:hi], result[lo:hi], k0)


def rsqrtbackward0_self(grad, result):
    """self: -0.5 * grad * result ** 3   (derivatives.yaml:1579)"""
    dtype = fusable(grad, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.rsqrtbackward0_self(grad, result)
        return -0.5 * grad * result ** 3
    out = np.empty(grad.shape, dtype)
    (_rsqrtbackward0_self_parallel if parallel(out.size) else _rsqrtbackward0_self)(out.reshape(-1), grad.reshape(-1), result.reshape(-1), dtype.type(-0.5))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _squarebackward0_self(out, grad, self_, k_2):
    for i in range(out.size):
        out[i] = (grad[i] * k_2) * self_[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _squarebackward0_self_parallel(out, grad, self_, k_2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _squarebackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], k_2)


def squarebackward0_self(grad, self_):
    """self: grad * 2 * self   (derivatives.yaml:1590)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.squarebackward0_self(grad, self_)
        return grad * 2 * self_
    out = np.empty(grad.shape, dtype)
    (_squarebackward0_self_parallel if parallel(out.size) else _squarebackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), dtype.type(2))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _hypotbackward0_self(out, grad, self_, result):
    for i in range(out.size):
        out[i] = (grad[i] * self_[i]) / result[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _hypotbackward0_self_parallel(out, grad, self_, result):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _hypotbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], result[lo:hi])


def hypotbackward0_self(grad, self_, result):
    """self: grad * self / result   (derivatives.yaml:1601)"""
    dtype = fusable(grad, self_, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.hypotbackward0_self(grad, self_, result)
        return grad * self_ / result
    out = np.empty(grad.shape, dtype)
    (_hypotbackward0_self_parallel if parallel(out.size) else _hypotbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), result.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _hypotbackward0_other(out, grad, other, result):
    for i in range(out.size):
        out[i] = (grad[i] * other[i]) / result[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _hypotbackward0_other_parallel(out, grad, other, result):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _hypotbackward0_other(out[lo:hi], grad[lo:hi], other[lo:hi], result[lo:hi])


def hypotbackward0_other(grad, other, result):
    """other: grad * other / result   (derivatives.yaml:1602)"""
    dtype = fusable(grad, other, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.hypotbackward0_other(grad, other, result)
        return grad * other / result
    out = np.empty(grad.shape, dtype)
    (_hypotbackward0_other_parallel if parallel(out.size) else _hypotbackward0_other)(out.reshape(-1), grad.reshape(-1), other.reshape(-1), result.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _copysignbackward0_self(out, grad, self_, result, k_0):
    for i in range(out.size):
        out[i] = grad[i] * (k_0 if (self_[i] == k_0) else (result[i] / self_[i]))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _copysignbackward0_self_parallel(out, grad, self_, result, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _copysignbackward0_self(out[lo:hi], grad[lo:hi], self_[lo:hi], result[lo:hi], k_0)


def copysignbackward0_self(grad, self_, result):
    """self: grad * where(self == 0, 0, result / self)   (derivatives.yaml:1615)"""
    dtype = fusable(grad, self_, result)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.copysignbackward0_self(grad, self_, result)
        return grad * np.where(self_ == 0, 0, result / self_)
    out = np.empty(grad.shape, dtype)
    (_copysignbackward0_self_parallel if parallel(out.size) else _copysignbackward0_self)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), result.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _lerp_Scalar_forward(out, self, end, k0, k_weight, k2):
    for i in range(out.size):
        out[i] = (self[i] + (k_weight * (end[i] - self[i]))) if k0 else (end[i] - ((end[i] - self[i]) * k2))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _lerp_Scalar_forward_parallel(out, self, end, k0, k_weight, k2):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _lerp_Scalar_forward(out[lo:hi], self[lo:hi], end[lo:hi], k0, k_weight, k2)


def lerp_Scalar_forward(weight, self, end):
    """where(abs(weight) < 0.5, self + weight * (end - self), end - (end - self) * (1 - weight))   (derivatives.yaml:1622)"""
    dtype = fusable(weight, self, end)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.lerp_Scalar_forward(weight, self, end)
        return np.where(np.abs(weight) < 0.5, self + weight * (end - self), end - (end - self) * (1 - weight))
    out = np.empty(self.shape, dtype)
    (_lerp_Scalar_forward_parallel if parallel(out.size) else _lerp_Scalar_forward)(out.reshape(-1), self.reshape(-1), end.reshape(-1), dtype.type(np.abs(weight) < 0.5), dtype.type(weight), dtype.type(1 - weight))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _lerp_Tensor_forward(out, weight, self, end, k_0_5, k_1):
    for i in range(out.size):
        out[i] = (self[i] + (weight[i] * (end[i] - self[i]))) if (abs(weight[i]) < k_0_5) else (end[i] - ((end[i] - self[i]) * (k_1 - weight[i])))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _lerp_Tensor_forward_parallel(out, weight, self, end, k_0_5, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _lerp_Tensor_forward(out[lo:hi], weight[lo:hi], self[lo:hi], end[lo:hi], k_0_5, k_1)


def lerp_Tensor_forward(weight, self, end):
    """where(abs(weight) < 0.5, self + weight * (end - self), end - (end - self) * (1 - weight))   (derivatives.yaml:1637)"""
    dtype = fusable(weight, self, end)
    if dtype is None:
        if type(weight) is not np.ndarray and on_gpu(weight):
            return cuda_kernels.lerp_Tensor_forward(weight, self, end)
        return np.where(np.abs(weight) < 0.5, self + weight * (end - self), end - (end - self) * (1 - weight))
    out = np.empty(weight.shape, dtype)
    (_lerp_Tensor_forward_parallel if parallel(out.size) else _lerp_Tensor_forward)(out.reshape(-1), weight.reshape(-1), self.reshape(-1), end.reshape(-1), dtype.type(0.5), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _lerpbackward1_self(out, grad, weight, k_1):
    for i in range(out.size):
        out[i] = grad[i] * (k_1 - weight[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _lerpbackward1_self_parallel(out, grad, weight, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _lerpbackward1_self(out[lo:hi], grad[lo:hi], weight[lo:hi], k_1)


def lerpbackward1_self(grad, weight):
    """self: grad * (1 - weight)   (derivatives.yaml:1641)"""
    dtype = fusable(grad, weight)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.lerpbackward1_self(grad, weight)
        return grad * (1 - weight)
    out = np.empty(grad.shape, dtype)
    (_lerpbackward1_self_parallel if parallel(out.size) else _lerpbackward1_self)(out.reshape(-1), grad.reshape(-1), weight.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _lerpbackward1_weight(out, grad, end, self_):
    for i in range(out.size):
        out[i] = grad[i] * (end[i] - self_[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _lerpbackward1_weight_parallel(out, grad, end, self_):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _lerpbackward1_weight(out[lo:hi], grad[lo:hi], end[lo:hi], self_[lo:hi])


def lerpbackward1_weight(grad, end, self_):
    """weight: grad * (end - self)   (derivatives.yaml:1643)"""
    dtype = fusable(grad, end, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.lerpbackward1_weight(grad, end, self_)
        return grad * (end - self_)
    out = np.empty(grad.shape, dtype)
    (_lerpbackward1_weight_parallel if parallel(out.size) else _lerpbackward1_weight)(out.reshape(-1), grad.reshape(-1), end.reshape(-1), self_.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _addcmul_forward(out, self, tensor1, tensor2, k_value):
    for i in range(out.size):
        out[i] = self[i] + ((k_value * tensor1[i]) * tensor2[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _addcmul_forward_parallel(out, self, tensor1, tensor2, k_value):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _addcmul_forward(out[lo:hi], self[lo:hi], tensor1[lo:hi], tensor2[lo:hi], k_value)


def addcmul_forward(self, value, tensor1, tensor2):
    """self + value * tensor1 * tensor2   (derivatives.yaml:1653)"""
    dtype = fusable(self, value, tensor1, tensor2)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.addcmul_forward(self, value, tensor1, tensor2)
        return self + value * tensor1 * tensor2
    out = np.empty(self.shape, dtype)
    (_addcmul_forward_parallel if parallel(out.size) else _addcmul_forward)(out.reshape(-1), self.reshape(-1), tensor1.reshape(-1), tensor2.reshape(-1), dtype.type(value))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _addcmulbackward0_tensor1(out, grad, tensor2, k_value):
    for i in range(out.size):
        out[i] = (grad[i] * tensor2[i]) * k_value


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _addcmulbackward0_tensor1_parallel(out, grad, tensor2, k_value):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _addcmulbackward0_tensor1(out[lo:hi], grad[lo:hi], tensor2[lo:hi], k_value)


def addcmulbackward0_tensor1(grad, tensor2, value):
    """tensor1: grad * tensor2 * value   (derivatives.yaml:1658)"""
    dtype = fusable(grad, tensor2, value)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.addcmulbackward0_tensor1(grad, tensor2, value)
        return grad * tensor2 * value
    out = np.empty(grad.shape, dtype)
    (_addcmulbackward0_tensor1_parallel if parallel(out.size) else _addcmulbackward0_tensor1)(out.reshape(-1), grad.reshape(-1), tensor2.reshape(-1), dtype.type(value))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _addcmulbackward0_tensor2(out, grad, tensor1, k_value):
    for i in range(out.size):
        out[i] = (grad[i] * tensor1[i]) * k_value


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _addcmulbackward0_tensor2_parallel(out, grad, tensor1, k_value):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _addcmulbackward0_tensor2(out[lo:hi], grad[lo:hi], tensor1[lo:hi], k_value)


def addcmulbackward0_tensor2(grad, tensor1, value):
    """tensor2: grad * tensor1 * value   (derivatives.yaml:1659)"""
    dtype = fusable(grad, tensor1, value)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.addcmulbackward0_tensor2(grad, tensor1, value)
        return grad * tensor1 * value
    out = np.empty(grad.shape, dtype)
    (_addcmulbackward0_tensor2_parallel if parallel(out.size) else _addcmulbackward0_tensor2)(out.reshape(-1), grad.reshape(-1), tensor1.reshape(-1), dtype.type(value))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _addcdiv_forward(out, self, tensor1, tensor2, k_value):
    for i in range(out.size):
        out[i] = self[i] + ((k_value * tensor1[i]) / tensor2[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _addcdiv_forward_parallel(out, self, tensor1, tensor2, k_value):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _addcdiv_forward(out[lo:hi], self[lo:hi], tensor1[lo:hi], tensor2[lo:hi], k_value)


def addcdiv_forward(self, value, tensor1, tensor2):
    """self + addcdiv_quotient(value * tensor1, tensor2)   (derivatives.yaml:1669)"""
    dtype = fusable(self, value, tensor1, tensor2)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.addcdiv_forward(self, value, tensor1, tensor2)
        return self + arrays.addcdiv_quotient(value * tensor1, tensor2)
    out = np.empty(self.shape, dtype)
    (_addcdiv_forward_parallel if parallel(out.size) else _addcdiv_forward)(out.reshape(-1), self.reshape(-1), tensor1.reshape(-1), tensor2.reshape(-1), dtype.type(value))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _addcdivbackward0_tensor1(out, grad, tensor2, k_value):
    for i in range(out.size):
        out[i] = (grad[i] * k_value) / tensor2[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _addcdivbackward0_tensor1_parallel(out, grad, tensor2, k_value):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _addcdivbackward0_tensor1(out[lo:hi], grad[lo:hi], tensor2[lo:hi], k_value)


def addcdivbackward0_tensor1(grad, value, tensor2):
    """tensor1: grad * value / tensor2   (derivatives.yaml:1673)"""
    dtype = fusable(grad, value, tensor2)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.addcdivbackward0_tensor1(grad, value, tensor2)
        return grad * value / tensor2
    out = np.empty(grad.shape, dtype)
    (_addcdivbackward0_tensor1_parallel if parallel(out.size) else _addcdivbackward0_tensor1)(out.reshape(-1), grad.reshape(-1), tensor2.reshape(-1), dtype.type(value))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _addcdivbackward0_tensor2(out, grad, tensor1, tensor2, k_value):
    for i in range(out.size):
        out[i] = (((-grad[i]) * k_value) * tensor1[i]) / (tensor2[i] * tensor2[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _addcdivbackward0_tensor2_parallel(out, grad, tensor1, tensor2, k_value):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _addcdivbackward0_tensor2(out[lo:hi], grad[lo:hi], tensor1[lo:hi], tensor2[lo:hi], k_value)


def addcdivbackward0_tensor2(grad, value, tensor1, tensor2):
    """tensor2: -grad * value * tensor1 / (tensor2 * tensor2)   (derivatives.yaml:1674)"""
    dtype = fusable(grad, value, tensor1, tensor2)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.addcdivbackward0_tensor2(grad, value, tensor1, tensor2)
        return -grad * value * tensor1 / (tensor2 * tensor2)
    out = np.empty(grad.shape, dtype)
    (_addcdivbackward0_tensor2_parallel if parallel(out.size) else _addcdivbackward0_tensor2)(out.reshape(-1), grad.reshape(-1), tensor1.reshape(-1), tensor2.reshape(-1), dtype.type(value))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _xlogybackward0_self(out, self_, other, t0, k_0):
    for i in range(out.size):
        out[i] = k_0 if (bool((self_[i] == k_0)) and bool((other[i] <= k_0))) else t0[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _xlogybackward0_self_parallel(out, self_, other, t0, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _xlogybackward0_self(out[lo:hi], self_[lo:hi], other[lo:hi], t0[lo:hi], k_0)


def xlogybackward0_self(self_, other, grad):
    """self: where((self == 0) & (other <= 0), 0, xlogy(grad, other))   (derivatives.yaml:1690)"""
    dtype = fusable(self_, other, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.xlogybackward0_self(self_, other, grad)
        return np.where((self_ == 0) & (other <= 0), 0, arrays.xlogy(grad, other))
    t0 = arrays.xlogy(grad, other)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where((self_ == 0) & (other <= 0), 0, arrays.xlogy(grad, other))
    out = np.empty(self_.shape, dtype)
    (_xlogybackward0_self_parallel if parallel(out.size) else _xlogybackward0_self)(out.reshape(-1), self_.reshape(-1), other.reshape(-1), t0.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _xlogybackward0_other(out, grad, self_, other):
    for i in range(out.size):
        out[i] = (grad[i] * self_[i]) / other[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _xlogybackward0_other_parallel(out, grad, self_, other):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _xlogybackward0_other(out[lo:hi], grad[lo:hi], self_[lo:hi], other[lo:hi])


def xlogybackward0_other(grad, self_, other):
    """other: grad * self / other   (derivatives.yaml:1691)"""
    dtype = fusable(grad, self_, other)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.xlogybackward0_other(grad, self_, other)
        return grad * self_ / other
    out = np.empty(grad.shape, dtype)
    (_xlogybackward0_other_parallel if parallel(out.size) else _xlogybackward0_other)(out.reshape(-1), grad.reshape(-1), self_.reshape(-1), other.reshape(-1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _hardtanhbackward0_self(out, self_, grad, k_min_val, k_max_val, k_0):
    for i in range(out.size):
        out[i] = grad[i] if (bool((self_[i] > k_min_val)) and bool((self_[i] < k_max_val))) else k_0


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _hardtanhbackward0_self_parallel(out, self_, grad, k_min_val, k_max_val, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _hardtanhbackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], k_min_val, k_max_val, k_0)


def hardtanhbackward0_self(self_, min_val, max_val, grad):
    """self: connect_to(where((self > min_val) & (self < max_val), grad, 0), self)   (derivatives.yaml:4729)"""
    dtype = fusable(self_, min_val, max_val, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.hardtanhbackward0_self(self_, min_val, max_val, grad)
        return arrays.same(np.where((self_ > min_val) & (self_ < max_val), grad, 0), self_)
    out = np.empty(self_.shape, dtype)
    (_hardtanhbackward0_self_parallel if parallel(out.size) else _hardtanhbackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(min_val), dtype.type(max_val), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _leaky_relu_forward(out, self, k_0, k_negative_slope):
    for i in range(out.size):
        out[i] = self[i] if (self[i] > k_0) else (self[i] * k_negative_slope)


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _leaky_relu_forward_parallel(out, self, k_0, k_negative_slope):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _leaky_relu_forward(out[lo:hi], self[lo:hi], k_0, k_negative_slope)


def leaky_relu_forward(self, negative_slope):
    """where(self > 0, self, self * negative_slope)   (derivatives.yaml:4749)"""
    dtype = fusable(self, negative_slope)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.leaky_relu_forward(self, negative_slope)
        return np.where(self > 0, self, self * negative_slope)
    out = np.empty(self.shape, dtype)
    (_leaky_relu_forward_parallel if parallel(out.size) else _leaky_relu_forward)(out.reshape(-1), self.reshape(-1), dtype.type(0), dtype.type(negative_slope))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _leakyrelubackward0_self(out, self_, grad, k_0, k_negative_slope):
    for i in range(out.size):
        out[i] = grad[i] if (self_[i] > k_0) else (grad[i] * k_negative_slope)


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _leakyrelubackward0_self_parallel(out, self_, grad, k_0, k_negative_slope):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _leakyrelubackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], k_0, k_negative_slope)


def leakyrelubackward0_self(self_, grad, negative_slope):
    """self: connect_to(where(self > 0, grad, grad * negative_slope), self)   (derivatives.yaml:4753)"""
    dtype = fusable(self_, grad, negative_slope)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.leakyrelubackward0_self(self_, grad, negative_slope)
        return arrays.same(np.where(self_ > 0, grad, grad * negative_slope), self_)
    out = np.empty(self_.shape, dtype)
    (_leakyrelubackward0_self_parallel if parallel(out.size) else _leakyrelubackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(0), dtype.type(negative_slope))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _elu_forward(out, self, t0, k_0, k_alpha, k_1):
    for i in range(out.size):
        out[i] = self[i] if (self[i] > k_0) else (k_alpha * (t0[i] - k_1))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _elu_forward_parallel(out, self, t0, k_0, k_alpha, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _elu_forward(out[lo:hi], self[lo:hi], t0[lo:hi], k_0, k_alpha, k_1)


def elu_forward(self, alpha):
    """where(self > 0, self, alpha * (exp(minimum(self, 0)) - 1))   (derivatives.yaml:4763)"""
    dtype = fusable(self, alpha)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.elu_forward(self, alpha)
        return np.where(self > 0, self, alpha * (np.exp(arrays.minimum(self, 0)) - 1))
    t0 = np.exp(arrays.minimum(self, 0))
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where(self > 0, self, alpha * (np.exp(arrays.minimum(self, 0)) - 1))
    out = np.empty(self.shape, dtype)
    (_elu_forward_parallel if parallel(out.size) else _elu_forward)(out.reshape(-1), self.reshape(-1), t0.reshape(-1), dtype.type(0), dtype.type(alpha), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _elubackward0_self(out, self_, grad, t0, k_0, k_alpha):
    for i in range(out.size):
        out[i] = grad[i] if (self_[i] > k_0) else ((grad[i] * k_alpha) * t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _elubackward0_self_parallel(out, self_, grad, t0, k_0, k_alpha):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _elubackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], t0[lo:hi], k_0, k_alpha)


def elubackward0_self(self_, grad, alpha):
    """self: where(self > 0, grad, grad * alpha * exp(where(self < 0, self, 0)))   (derivatives.yaml:4767)"""
    dtype = fusable(self_, grad, alpha)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.elubackward0_self(self_, grad, alpha)
        return np.where(self_ > 0, grad, grad * alpha * np.exp(np.where(self_ < 0, self_, 0)))
    t0 = np.exp(np.where(self_ < 0, self_, 0))
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where(self_ > 0, grad, grad * alpha * np.exp(np.where(self_ < 0, self_, 0)))
    out = np.empty(self_.shape, dtype)
    (_elubackward0_self_parallel if parallel(out.size) else _elubackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(0), dtype.type(alpha))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _selu_forward(out, self, t0, k_1_0507009873554805, k_0, k_1_6732632423543772, k_1):
    for i in range(out.size):
        out[i] = k_1_0507009873554805 * (self[i] if (self[i] > k_0) else (k_1_6732632423543772 * (t0[i] - k_1)))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _selu_forward_parallel(out, self, t0, k_1_0507009873554805, k_0, k_1_6732632423543772, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _selu_forward(out[lo:hi], self[lo:hi], t0[lo:hi], k_1_0507009873554805, k_0, k_1_6732632423543772, k_1)


def selu_forward(self):
    """1.0507009873554804934193349852946 * where(self > 0, self, 1.6732632423543772848170429916717 * (exp(minimum(self, 0)) - 1))   (derivatives.yaml:4777)"""
    dtype = fusable(self)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.selu_forward(self)
        return 1.0507009873554805 * np.where(self > 0, self, 1.6732632423543772 * (np.exp(arrays.minimum(self, 0)) - 1))
    t0 = np.exp(arrays.minimum(self, 0))
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return 1.0507009873554805 * np.where(self > 0, self, 1.6732632423543772 * (np.exp(arrays.minimum(self, 0)) - 1))
    out = np.empty(self.shape, dtype)
    (_selu_forward_parallel if parallel(out.size) else _selu_forward)(out.reshape(-1), self.reshape(-1), t0.reshape(-1), dtype.type(1.0507009873554805), dtype.type(0), dtype.type(1.6732632423543772), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _selubackward0_self(out, self_, grad, t0, k_0, k_1_0507009873554805, k_1_6732632423543772):
    for i in range(out.size):
        out[i] = (grad[i] * k_1_0507009873554805) if (self_[i] > k_0) else (((grad[i] * k_1_0507009873554805) * k_1_6732632423543772) * t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _selubackward0_self_parallel(out, self_, grad, t0, k_0, k_1_0507009873554805, k_1_6732632423543772):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _selubackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], t0[lo:hi], k_0, k_1_0507009873554805, k_1_6732632423543772)


def selubackward0_self(self_, grad):
    """self: where(self > 0, grad * 1.0507009873554804934193349852946, grad * 1.0507009873554804934193349852946 * 1.6732632423543772848170429916717 * exp(where(self < 0, self, 0)))   (derivatives.yaml:4781)"""
    dtype = fusable(self_, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.selubackward0_self(self_, grad)
        return np.where(self_ > 0, grad * 1.0507009873554805, grad * 1.0507009873554805 * 1.6732632423543772 * np.exp(np.where(self_ < 0, self_, 0)))
    t0 = np.exp(np.where(self_ < 0, self_, 0))
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where(self_ > 0, grad * 1.0507009873554805, grad * 1.0507009873554805 * 1.6732632423543772 * np.exp(np.where(self_ < 0, self_, 0)))
    out = np.empty(self_.shape, dtype)
    (_selubackward0_self_parallel if parallel(out.size) else _selubackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(0), dtype.type(1.0507009873554805), dtype.type(1.6732632423543772))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _celu_forward(out, self, t0, k_0, k_alpha):
    for i in range(out.size):
        out[i] = self[i] if (self[i] > k_0) else (k_alpha * t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _celu_forward_parallel(out, self, t0, k_0, k_alpha):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _celu_forward(out[lo:hi], self[lo:hi], t0[lo:hi], k_0, k_alpha)


def celu_forward(self, alpha):
    """where(self > 0, self, alpha * expm1(where(self > 0, 0, self) / alpha))   (derivatives.yaml:4794)"""
    dtype = fusable(self, alpha)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.celu_forward(self, alpha)
        return np.where(self > 0, self, alpha * np.expm1(np.where(self > 0, 0, self) / alpha))
    t0 = np.expm1(np.where(self > 0, 0, self) / alpha)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where(self > 0, self, alpha * np.expm1(np.where(self > 0, 0, self) / alpha))
    out = np.empty(self.shape, dtype)
    (_celu_forward_parallel if parallel(out.size) else _celu_forward)(out.reshape(-1), self.reshape(-1), t0.reshape(-1), dtype.type(0), dtype.type(alpha))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _celubackward0_self(out, self_, grad, t0, k_0):
    for i in range(out.size):
        out[i] = grad[i] if (self_[i] > k_0) else (grad[i] * t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _celubackward0_self_parallel(out, self_, grad, t0, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _celubackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], t0[lo:hi], k_0)


def celubackward0_self(self_, grad, alpha):
    """self: where(self > 0, grad, grad * exp(where(self < 0, self, 0) / alpha))   (derivatives.yaml:4801)"""
    dtype = fusable(self_, grad, alpha)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.celubackward0_self(self_, grad, alpha)
        return np.where(self_ > 0, grad, grad * np.exp(np.where(self_ < 0, self_, 0) / alpha))
    t0 = np.exp(np.where(self_ < 0, self_, 0) / alpha)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where(self_ > 0, grad, grad * np.exp(np.where(self_ < 0, self_, 0) / alpha))
    out = np.empty(self_.shape, dtype)
    (_celubackward0_self_parallel if parallel(out.size) else _celubackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _silubackward0_self(out, grad, t0, self_, t1, k_1):
    for i in range(out.size):
        out[i] = (grad[i] * t0[i]) * (k_1 + (self_[i] * (k_1 - t1[i])))


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _silubackward0_self_parallel(out, grad, t0, self_, t1, k_1):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _silubackward0_self(out[lo:hi], grad[lo:hi], t0[lo:hi], self_[lo:hi], t1[lo:hi], k_1)


def silubackward0_self(grad, self_):
    """self: grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))   (derivatives.yaml:4849)"""
    dtype = fusable(grad, self_)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.silubackward0_self(grad, self_)
        return grad * arrays.sigmoid(self_) * (1 + self_ * (1 - arrays.sigmoid(self_)))
    t0 = arrays.sigmoid(self_)
    t1 = arrays.sigmoid(self_)
    if t0.dtype != dtype or t1.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return grad * arrays.sigmoid(self_) * (1 + self_ * (1 - arrays.sigmoid(self_)))
    out = np.empty(grad.shape, dtype)
    (_silubackward0_self_parallel if parallel(out.size) else _silubackward0_self)(out.reshape(-1), grad.reshape(-1), t0.reshape(-1), self_.reshape(-1), t1.reshape(-1), dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _softplusbackward0_self(out, self_, grad, t0, k_beta, k_threshold):
    for i in range(out.size):
        out[i] = grad[i] if ((self_[i] * k_beta) > k_threshold) else (grad[i] * t0[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _softplusbackward0_self_parallel(out, self_, grad, t0, k_beta, k_threshold):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _softplusbackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], t0[lo:hi], k_beta, k_threshold)


def softplusbackward0_self(self_, beta, threshold, grad):
    """self: where(self * beta > threshold, grad, grad * sigmoid(self * beta))   (derivatives.yaml:4861)"""
    dtype = fusable(self_, beta, threshold, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.softplusbackward0_self(self_, beta, threshold, grad)
        return np.where(self_ * beta > threshold, grad, grad * arrays.sigmoid(self_ * beta))
    t0 = arrays.sigmoid(self_ * beta)
    if t0.dtype != dtype:  # NumPy chose another float type (a bool or integer operand)
        return np.where(self_ * beta > threshold, grad, grad * arrays.sigmoid(self_ * beta))
    out = np.empty(self_.shape, dtype)
    (_softplusbackward0_self_parallel if parallel(out.size) else _softplusbackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), t0.reshape(-1), dtype.type(beta), dtype.type(threshold))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _hardsigmoid_forward(out, self, k_3, k_0, k_6):
    for i in range(out.size):
        out[i] = min(max((self[i] + k_3), k_0), k_6) / k_6


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _hardsigmoid_forward_parallel(out, self, k_3, k_0, k_6):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _hardsigmoid_forward(out[lo:hi], self[lo:hi], k_3, k_0, k_6)


def hardsigmoid_forward(self):
    """minimum(maximum(self + 3, 0), 6) / 6   (derivatives.yaml:4891)"""
    dtype = fusable(self)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.hardsigmoid_forward(self)
        return arrays.minimum(arrays.maximum(self + 3, 0), 6) / 6
    out = np.empty(self.shape, dtype)
    (_hardsigmoid_forward_parallel if parallel(out.size) else _hardsigmoid_forward)(out.reshape(-1), self.reshape(-1), dtype.type(3), dtype.type(0), dtype.type(6))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _hardsigmoidbackward0_self(out, self_, grad, k0, k_3, k_0_1666666716337204, k_0):
    for i in range(out.size):
        out[i] = (grad[i] * k_0_1666666716337204) if (bool((self_[i] > k0)) and bool((self_[i] < k_3))) else k_0


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _hardsigmoidbackward0_self_parallel(out, self_, grad, k0, k_3, k_0_1666666716337204, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _hardsigmoidbackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], k0, k_3, k_0_1666666716337204, k_0)


def hardsigmoidbackward0_self(self_, grad):
    """self: connect_to(where((self > -3) & (self < 3), grad * 0.1666666716337204, 0), self)   (derivatives.yaml:4895)"""
    dtype = fusable(self_, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.hardsigmoidbackward0_self(self_, grad)
        return arrays.same(np.where((self_ > -3) & (self_ < 3), grad * 0.1666666716337204, 0), self_)
    out = np.empty(self_.shape, dtype)
    (_hardsigmoidbackward0_self_parallel if parallel(out.size) else _hardsigmoidbackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(-3), dtype.type(3), dtype.type(0.1666666716337204), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _hardswish_forward(out, self, k_3, k_0, k_6):
    for i in range(out.size):
        out[i] = (self[i] * min(max((self[i] + k_3), k_0), k_6)) / k_6


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _hardswish_forward_parallel(out, self, k_3, k_0, k_6):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _hardswish_forward(out[lo:hi], self[lo:hi], k_3, k_0, k_6)


def hardswish_forward(self):
    """self * minimum(maximum(self + 3, 0), 6) / 6   (derivatives.yaml:4903)"""
    dtype = fusable(self)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.hardswish_forward(self)
        return self * arrays.minimum(arrays.maximum(self + 3, 0), 6) / 6
    out = np.empty(self.shape, dtype)
    (_hardswish_forward_parallel if parallel(out.size) else _hardswish_forward)(out.reshape(-1), self.reshape(-1), dtype.type(3), dtype.type(0), dtype.type(6))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _hardswishbackward0_self(out, self_, grad, k0, k_0, k_3, k_0_5):
    for i in range(out.size):
        out[i] = k_0 if (self_[i] <= k0) else ((grad[i] * ((self_[i] / k_3) + k_0_5)) if (self_[i] < k_3) else grad[i])


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _hardswishbackward0_self_parallel(out, self_, grad, k0, k_0, k_3, k_0_5):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _hardswishbackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], k0, k_0, k_3, k_0_5)


def hardswishbackward0_self(self_, grad):
    """self: where(self <= -3, 0, where(self < 3, grad * (self / 3 + 0.5), grad))   (derivatives.yaml:4907)"""
    dtype = fusable(self_, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.hardswishbackward0_self(self_, grad)
        return np.where(self_ <= -3, 0, np.where(self_ < 3, grad * (self_ / 3 + 0.5), grad))
    out = np.empty(self_.shape, dtype)
    (_hardswishbackward0_self_parallel if parallel(out.size) else _hardswishbackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(-3), dtype.type(0), dtype.type(3), dtype.type(0.5))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _softshrinkbackward0_self(out, self_, grad, k0, k_lambd, k_0):
    for i in range(out.size):
        out[i] = k_0 if (bool((self_[i] >= k0)) and bool((self_[i] <= k_lambd))) else grad[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _softshrinkbackward0_self_parallel(out, self_, grad, k0, k_lambd, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _softshrinkbackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], k0, k_lambd, k_0)


def softshrinkbackward0_self(self_, lambd, grad):
    """self: connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)   (derivatives.yaml:4941)"""
    dtype = fusable(self_, lambd, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.softshrinkbackward0_self(self_, lambd, grad)
        return arrays.same(np.where((self_ >= -lambd) & (self_ <= lambd), 0, grad), self_)
    out = np.empty(self_.shape, dtype)
    (_softshrinkbackward0_self_parallel if parallel(out.size) else _softshrinkbackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(-lambd), dtype.type(lambd), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _hardshrink_forward(out, self, k0, k_lambd, k_0):
    for i in range(out.size):
        out[i] = k_0 if (bool((self[i] >= k0)) and bool((self[i] <= k_lambd))) else self[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _hardshrink_forward_parallel(out, self, k0, k_lambd, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _hardshrink_forward(out[lo:hi], self[lo:hi], k0, k_lambd, k_0)


def hardshrink_forward(self, lambd):
    """where((self >= -lambd) & (self <= lambd), 0, self)   (derivatives.yaml:4950)"""
    dtype = fusable(self, lambd)
    if dtype is None:
        if type(self) is not np.ndarray and on_gpu(self):
            return cuda_kernels.hardshrink_forward(self, lambd)
        return np.where((self >= -lambd) & (self <= lambd), 0, self)
    out = np.empty(self.shape, dtype)
    (_hardshrink_forward_parallel if parallel(out.size) else _hardshrink_forward)(out.reshape(-1), self.reshape(-1), dtype.type(-lambd), dtype.type(lambd), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _hardshrinkbackward0_self(out, self_, grad, k0, k_lambd, k_0):
    for i in range(out.size):
        out[i] = k_0 if (bool((self_[i] >= k0)) and bool((self_[i] <= k_lambd))) else grad[i]


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _hardshrinkbackward0_self_parallel(out, self_, grad, k0, k_lambd, k_0):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _hardshrinkbackward0_self(out[lo:hi], self_[lo:hi], grad[lo:hi], k0, k_lambd, k_0)


def hardshrinkbackward0_self(self_, lambd, grad):
    """self: connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)   (derivatives.yaml:4953)"""
    dtype = fusable(self_, lambd, grad)
    if dtype is None:
        if type(self_) is not np.ndarray and on_gpu(self_):
            return cuda_kernels.hardshrinkbackward0_self(self_, lambd, grad)
        return arrays.same(np.where((self_ >= -lambd) & (self_ <= lambd), 0, grad), self_)
    out = np.empty(self_.shape, dtype)
    (_hardshrinkbackward0_self_parallel if parallel(out.size) else _hardshrinkbackward0_self)(out.reshape(-1), self_.reshape(-1), grad.reshape(-1), dtype.type(-lambd), dtype.type(lambd), dtype.type(0))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _dropoutapplybackward0_self(out, grad, mask, k_scale):
    for i in range(out.size):
        out[i] = (grad[i] * mask[i]) * k_scale


@numba.njit(cache=True, nogil=True, error_model="numpy", parallel=True)
def _dropoutapplybackward0_self_parallel(out, grad, mask, k_scale):
    for block in numba.prange((out.size + BLOCK - 1) // BLOCK):
        lo = block * BLOCK
        hi = min(out.size, lo + BLOCK)
        _dropoutapplybackward0_self(out[lo:hi], grad[lo:hi], mask[lo:hi], k_scale)


def dropoutapplybackward0_self(grad, mask, scale):
    """self: grad * mask * scale   (derivatives.yaml:6352)"""
    dtype = fusable(grad, mask, scale)
    if dtype is None:
        if type(grad) is not np.ndarray and on_gpu(grad):
            return cuda_kernels.dropoutapplybackward0_self(grad, mask, scale)
        return grad * mask * scale
    out = np.empty(grad.shape, dtype)
    (_dropoutapplybackward0_self_parallel if parallel(out.size) else _dropoutapplybackward0_self)(out.reshape(-1), grad.reshape(-1), mask.reshape(-1), dtype.type(scale))
    return out
