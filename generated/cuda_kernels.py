"""Fused elementwise kernels for CUDA tensors: each formula of generated/kernels.py as one CuPy
ElementwiseKernel.

Generated from derivatives.yaml by `make regenerate`; do not edit.

The body of each kernel is the formula's fused plan (codegen/formulas.py), rendered in CUDA C instead of
as a Numba loop: one formula, two renderings. On a GPU, transcendentals (exp, tanh, ...) are computed
inline; a function with no CUDA form is computed first, with NumPy's name on the CuPy arrays. CuPy
broadcasts the operands, takes any strides, and compiles each kernel on first use per dtype (cached on
disk). Constants are passed in the result's dtype, so float32 never computes in float64. Operands with
no common float dtype take the formula as written.
"""
import numpy as np

from specgrad import array_helpers as arrays
from specgrad.cuda.kernels import ElementwiseKernel


_divbackward0_other = ElementwiseKernel(
    "divbackward0_other", ("grad", "self_", "other"), (),
    "(-grad) * ((self_ / other) / other)")


def divbackward0_other(grad, self_, other):
    """other: -grad * ((self / other) / other) if rounding_mode is None else zeros_like_grad(grad)   (derivatives.yaml:210)"""
    out = _divbackward0_other((grad, self_, other), ())
    return -grad * (self_ / other / other) if out is None else out


_reciprocalbackward0_self = ElementwiseKernel(
    "reciprocalbackward0_self", ("grad", "result"), (),
    "((-grad) * result) * result")


def reciprocalbackward0_self(grad, result):
    """self: -grad * result * result   (derivatives.yaml:240)"""
    out = _reciprocalbackward0_self((grad, result), ())
    return -grad * result * result if out is None else out


_powbackward1_self = ElementwiseKernel(
    "powbackward1_self", ("exponent", "grad", "t0"), ("k_0",),
    "(exponent == k_0) ? k_0 : ((grad * exponent) * t0)")


def powbackward1_self(exponent, grad, self_):
    """self: where(exponent == 0, 0, grad * exponent * self ** (exponent - 1))   (derivatives.yaml:266)"""
    t0 = self_ ** (exponent - 1)
    out = _powbackward1_self((exponent, grad, t0), (0,))
    return np.where(exponent == 0, 0, grad * exponent * self_ ** (exponent - 1)) if out is None else out


_powbackward1_exponent = ElementwiseKernel(
    "powbackward1_exponent", ("grad", "self_", "exponent", "result"), ("k_0",),
    "grad * (((bool)(self_ == k_0) && (bool)(exponent >= k_0)) ? k_0 : (result * log(self_)))")


def powbackward1_exponent(grad, self_, exponent, result):
    """exponent: grad * where((self == 0) & (exponent >= 0), 0, result * log(self))   (derivatives.yaml:267)"""
    out = _powbackward1_exponent((grad, self_, exponent, result), (0,))
    return grad * np.where((self_ == 0) & (exponent >= 0), 0, result * np.log(self_)) if out is None else out


_powbackward2_exponent = ElementwiseKernel(
    "powbackward2_exponent", ("grad", "exponent", "result"), ("k_0", "k1", "k2"),
    "grad * (((bool)(exponent >= k_0) && (bool)k1) ? k_0 : (result * k2))")


def powbackward2_exponent(grad, exponent, self_, result):
    """exponent: grad * where((exponent >= 0) & (self == 0), 0, result * log(self))   (derivatives.yaml:275)"""
    out = _powbackward2_exponent((grad, exponent, result), (0, self_ == 0, np.log(self_)))
    return grad * np.where((exponent >= 0) & (self_ == 0), 0, result * np.log(self_)) if out is None else out


_sqrtbackward0_self = ElementwiseKernel(
    "sqrtbackward0_self", ("grad", "result"), ("k_2",),
    "grad / (k_2 * result)")


def sqrtbackward0_self(grad, result):
    """self: grad / (2 * result)   (derivatives.yaml:309)"""
    out = _sqrtbackward0_self((grad, result), (2,))
    return grad / (2 * result) if out is None else out


_cosbackward0_self = ElementwiseKernel(
    "cosbackward0_self", ("grad", "self_"), (),
    "(-grad) * sin(self_)")


def cosbackward0_self(grad, self_):
    """self: -grad * sin(self)   (derivatives.yaml:328)"""
    out = _cosbackward0_self((grad, self_), ())
    return -grad * np.sin(self_) if out is None else out


_tanhbackward0_self = ElementwiseKernel(
    "tanhbackward0_self", ("grad", "result"), ("k_1",),
    "grad * (k_1 - (result * result))")


def tanhbackward0_self(grad, result):
    """self: grad * (1 - result * result)   (derivatives.yaml:338)"""
    out = _tanhbackward0_self((grad, result), (1,))
    return grad * (1 - result * result) if out is None else out


_sigmoidbackward0_self = ElementwiseKernel(
    "sigmoidbackward0_self", ("grad", "result"), ("k_1",),
    "(grad * result) * (k_1 - result)")


def sigmoidbackward0_self(grad, result):
    """self: grad * result * (1 - result)   (derivatives.yaml:348)"""
    out = _sigmoidbackward0_self((grad, result), (1,))
    return grad * result * (1 - result) if out is None else out


_threshold_backward_forward = ElementwiseKernel(
    "threshold_backward_forward", ("self", "grad_output"), ("k_threshold", "k_0"),
    "(self <= k_threshold) ? k_0 : grad_output")


def threshold_backward_forward(self, threshold, grad_output):
    """where(self <= threshold, 0, grad_output)   (derivatives.yaml:367)"""
    out = _threshold_backward_forward((self, grad_output), (threshold, 0))
    return np.where(self <= threshold, 0, grad_output) if out is None else out


_absbackward0_self = ElementwiseKernel(
    "absbackward0_self", ("grad", "self_"), (),
    "grad * ((self_ > 0) - (self_ < 0))")


def absbackward0_self(grad, self_):
    """self: grad * sign(self)   (derivatives.yaml:402)"""
    out = _absbackward0_self((grad, self_), ())
    return grad * arrays.sign(self_) if out is None else out


_maximumbackward0_self = ElementwiseKernel(
    "maximumbackward0_self", ("self_", "other", "grad"), ("k_0", "k_2"),
    "(self_ < other) ? k_0 : ((self_ == other) ? (grad / k_2) : grad)")


def maximumbackward0_self(self_, other, grad):
    """self: where(self < other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:420)"""
    out = _maximumbackward0_self((self_, other, grad), (0, 2))
    return np.where(self_ < other, 0, np.where(self_ == other, grad / 2, grad)) if out is None else out


_maximumbackward0_other = ElementwiseKernel(
    "maximumbackward0_other", ("other", "self_", "grad"), ("k_0", "k_2"),
    "(other < self_) ? k_0 : ((self_ == other) ? (grad / k_2) : grad)")


def maximumbackward0_other(other, self_, grad):
    """other: where(other < self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:421)"""
    out = _maximumbackward0_other((other, self_, grad), (0, 2))
    return np.where(other < self_, 0, np.where(self_ == other, grad / 2, grad)) if out is None else out


_minimumbackward0_self = ElementwiseKernel(
    "minimumbackward0_self", ("self_", "other", "grad"), ("k_0", "k_2"),
    "(self_ > other) ? k_0 : ((self_ == other) ? (grad / k_2) : grad)")


def minimumbackward0_self(self_, other, grad):
    """self: where(self > other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:428)"""
    out = _minimumbackward0_self((self_, other, grad), (0, 2))
    return np.where(self_ > other, 0, np.where(self_ == other, grad / 2, grad)) if out is None else out


_minimumbackward0_other = ElementwiseKernel(
    "minimumbackward0_other", ("other", "self_", "grad"), ("k_0", "k_2"),
    "(other > self_) ? k_0 : ((self_ == other) ? (grad / k_2) : grad)")


def minimumbackward0_other(other, self_, grad):
    """other: where(other > self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:429)"""
    out = _minimumbackward0_other((other, self_, grad), (0, 2))
    return np.where(other > self_, 0, np.where(self_ == other, grad / 2, grad)) if out is None else out


_maxbackward2_self = ElementwiseKernel(
    "maxbackward2_self", ("self_", "other", "grad"), ("k_0", "k_2"),
    "(self_ < other) ? k_0 : ((self_ == other) ? (grad / k_2) : grad)")


def maxbackward2_self(self_, other, grad):
    """self: where(self < other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:630)"""
    out = _maxbackward2_self((self_, other, grad), (0, 2))
    return np.where(self_ < other, 0, np.where(self_ == other, grad / 2, grad)) if out is None else out


_maxbackward2_other = ElementwiseKernel(
    "maxbackward2_other", ("other", "self_", "grad"), ("k_0", "k_2"),
    "(other < self_) ? k_0 : ((self_ == other) ? (grad / k_2) : grad)")


def maxbackward2_other(other, self_, grad):
    """other: where(other < self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:631)"""
    out = _maxbackward2_other((other, self_, grad), (0, 2))
    return np.where(other < self_, 0, np.where(self_ == other, grad / 2, grad)) if out is None else out


_minbackward2_self = ElementwiseKernel(
    "minbackward2_self", ("self_", "other", "grad"), ("k_0", "k_2"),
    "(self_ > other) ? k_0 : ((self_ == other) ? (grad / k_2) : grad)")


def minbackward2_self(self_, other, grad):
    """self: where(self > other, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:660)"""
    out = _minbackward2_self((self_, other, grad), (0, 2))
    return np.where(self_ > other, 0, np.where(self_ == other, grad / 2, grad)) if out is None else out


_minbackward2_other = ElementwiseKernel(
    "minbackward2_other", ("other", "self_", "grad"), ("k_0", "k_2"),
    "(other > self_) ? k_0 : ((self_ == other) ? (grad / k_2) : grad)")


def minbackward2_other(other, self_, grad):
    """other: where(other > self, 0, where(self == other, grad / 2, grad))   (derivatives.yaml:661)"""
    out = _minbackward2_other((other, self_, grad), (0, 2))
    return np.where(other > self_, 0, np.where(self_ == other, grad / 2, grad)) if out is None else out


_truedividebackward0_other = ElementwiseKernel(
    "truedividebackward0_other", ("grad", "self_", "other"), (),
    "(-grad) * ((self_ / other) / other)")


def truedividebackward0_other(grad, self_, other):
    """other: -grad * ((self / other) / other)   (derivatives.yaml:1054)"""
    out = _truedividebackward0_other((grad, self_, other), ())
    return -grad * (self_ / other / other) if out is None else out


_fmaxbackward0_self = ElementwiseKernel(
    "fmaxbackward0_self", ("self_", "other", "grad"), ("k_0",),
    "((bool)(self_ >= other) || (bool)isnan(other)) ? grad : k_0")


def fmaxbackward0_self(self_, other, grad):
    """self: where((self >= other) | isnan(other), grad, 0)   (derivatives.yaml:1147)"""
    out = _fmaxbackward0_self((self_, other, grad), (0,))
    return np.where((self_ >= other) | np.isnan(other), grad, 0) if out is None else out


_fmaxbackward0_other = ElementwiseKernel(
    "fmaxbackward0_other", ("self_", "other", "grad"), ("k_0",),
    "((bool)(self_ >= other) || (bool)isnan(other)) ? k_0 : grad")


def fmaxbackward0_other(self_, other, grad):
    """other: where((self >= other) | isnan(other), 0, grad)   (derivatives.yaml:1148)"""
    out = _fmaxbackward0_other((self_, other, grad), (0,))
    return np.where((self_ >= other) | np.isnan(other), 0, grad) if out is None else out


_fminbackward0_self = ElementwiseKernel(
    "fminbackward0_self", ("self_", "other", "grad"), ("k_0",),
    "((bool)(self_ <= other) || (bool)isnan(other)) ? grad : k_0")


def fminbackward0_self(self_, other, grad):
    """self: where((self <= other) | isnan(other), grad, 0)   (derivatives.yaml:1159)"""
    out = _fminbackward0_self((self_, other, grad), (0,))
    return np.where((self_ <= other) | np.isnan(other), grad, 0) if out is None else out


_fminbackward0_other = ElementwiseKernel(
    "fminbackward0_other", ("self_", "other", "grad"), ("k_0",),
    "((bool)(self_ <= other) || (bool)isnan(other)) ? k_0 : grad")


def fminbackward0_other(self_, other, grad):
    """other: where((self <= other) | isnan(other), 0, grad)   (derivatives.yaml:1160)"""
    out = _fminbackward0_other((self_, other, grad), (0,))
    return np.where((self_ <= other) | np.isnan(other), 0, grad) if out is None else out


_logaddexpbackward0_self = ElementwiseKernel(
    "logaddexpbackward0_self", ("grad", "other", "self_"), ("k_1",),
    "grad / (k_1 + exp((other - self_)))")


def logaddexpbackward0_self(grad, other, self_):
    """self: grad / (1 + exp(other - self))   (derivatives.yaml:1233)"""
    out = _logaddexpbackward0_self((grad, other, self_), (1,))
    return grad / (1 + np.exp(other - self_)) if out is None else out


_logaddexpbackward0_other = ElementwiseKernel(
    "logaddexpbackward0_other", ("grad", "self_", "other"), ("k_1",),
    "grad / (k_1 + exp((self_ - other)))")


def logaddexpbackward0_other(grad, self_, other):
    """other: grad / (1 + exp(self - other))   (derivatives.yaml:1234)"""
    out = _logaddexpbackward0_other((grad, self_, other), (1,))
    return grad / (1 + np.exp(self_ - other)) if out is None else out


_logaddexp2backward0_self = ElementwiseKernel(
    "logaddexp2backward0_self", ("grad", "other", "self_"), ("k_1",),
    "grad / (k_1 + exp2((other - self_)))")


def logaddexp2backward0_self(grad, other, self_):
    """self: grad / (1 + exp2(other - self))   (derivatives.yaml:1247)"""
    out = _logaddexp2backward0_self((grad, other, self_), (1,))
    return grad / (1 + np.exp2(other - self_)) if out is None else out


_logaddexp2backward0_other = ElementwiseKernel(
    "logaddexp2backward0_other", ("grad", "self_", "other"), ("k_1",),
    "grad / (k_1 + exp2((self_ - other)))")


def logaddexp2backward0_other(grad, self_, other):
    """other: grad / (1 + exp2(self - other))   (derivatives.yaml:1248)"""
    out = _logaddexp2backward0_other((grad, self_, other), (1,))
    return grad / (1 + np.exp2(self_ - other)) if out is None else out


_nextafterbackward0_self = ElementwiseKernel(
    "nextafterbackward0_self", ("self_", "other", "grad"), ("k_0",),
    "(self_ == other) ? k_0 : grad")


def nextafterbackward0_self(self_, other, grad):
    """self: where(self == other, 0, grad)   (derivatives.yaml:1294)"""
    out = _nextafterbackward0_self((self_, other, grad), (0,))
    return np.where(self_ == other, 0, grad) if out is None else out


_log1pbackward0_self = ElementwiseKernel(
    "log1pbackward0_self", ("grad", "self_"), ("k_1",),
    "grad / (self_ + k_1)")


def log1pbackward0_self(grad, self_):
    """self: grad / (self + 1)   (derivatives.yaml:1348)"""
    out = _log1pbackward0_self((grad, self_), (1,))
    return grad / (self_ + 1) if out is None else out


_expm1backward0_self = ElementwiseKernel(
    "expm1backward0_self", ("grad", "result"), ("k_1",),
    "grad * (result + k_1)")


def expm1backward0_self(grad, result):
    """self: grad * (result + 1)   (derivatives.yaml:1359)"""
    out = _expm1backward0_self((grad, result), (1,))
    return grad * (result + 1) if out is None else out


_log2backward0_self = ElementwiseKernel(
    "log2backward0_self", ("grad", "self_"), ("k_0_6931471805599453",),
    "grad / (self_ * k_0_6931471805599453)")


def log2backward0_self(grad, self_):
    """self: grad / (self * 0.6931471805599453)   (derivatives.yaml:1368)"""
    out = _log2backward0_self((grad, self_), (0.6931471805599453,))
    return grad / (self_ * 0.6931471805599453) if out is None else out


_log10backward0_self = ElementwiseKernel(
    "log10backward0_self", ("grad", "self_"), ("k_2_302585092994046",),
    "grad / (self_ * k_2_302585092994046)")


def log10backward0_self(grad, self_):
    """self: grad / (self * 2.302585092994046)   (derivatives.yaml:1378)"""
    out = _log10backward0_self((grad, self_), (2.302585092994046,))
    return grad / (self_ * 2.302585092994046) if out is None else out


_exp2backward0_self = ElementwiseKernel(
    "exp2backward0_self", ("grad", "result"), ("k_0_6931471805599453",),
    "(grad * result) * k_0_6931471805599453")


def exp2backward0_self(grad, result):
    """self: grad * result * 0.6931471805599453   (derivatives.yaml:1388)"""
    out = _exp2backward0_self((grad, result), (0.6931471805599453,))
    return grad * result * 0.6931471805599453 if out is None else out


_tanbackward0_self = ElementwiseKernel(
    "tanbackward0_self", ("grad", "result"), ("k_1",),
    "grad * (k_1 + (result * result))")


def tanbackward0_self(grad, result):
    """self: grad * (1 + result * result)   (derivatives.yaml:1397)"""
    out = _tanbackward0_self((grad, result), (1,))
    return grad * (1 + result * result) if out is None else out


_asinbackward0_self = ElementwiseKernel(
    "asinbackward0_self", ("grad", "self_"), ("k_1",),
    "grad / sqrt((k_1 - (self_ * self_)))")


def asinbackward0_self(grad, self_):
    """self: grad / sqrt(1 - self * self)   (derivatives.yaml:1409)"""
    out = _asinbackward0_self((grad, self_), (1,))
    return grad / np.sqrt(1 - self_ * self_) if out is None else out


_acosbackward0_self = ElementwiseKernel(
    "acosbackward0_self", ("grad", "self_"), ("k_1",),
    "(-grad) / sqrt((k_1 - (self_ * self_)))")


def acosbackward0_self(grad, self_):
    """self: -grad / sqrt(1 - self * self)   (derivatives.yaml:1421)"""
    out = _acosbackward0_self((grad, self_), (1,))
    return -grad / np.sqrt(1 - self_ * self_) if out is None else out


_atanbackward0_self = ElementwiseKernel(
    "atanbackward0_self", ("grad", "self_"), ("k_1",),
    "grad / (k_1 + (self_ * self_))")


def atanbackward0_self(grad, self_):
    """self: grad / (1 + self * self)   (derivatives.yaml:1433)"""
    out = _atanbackward0_self((grad, self_), (1,))
    return grad / (1 + self_ * self_) if out is None else out


_atan2backward0_self = ElementwiseKernel(
    "atan2backward0_self", ("self_", "other", "grad"), ("k_0",),
    "((bool)(self_ == k_0) && (bool)(other == k_0)) ? k_0 : ((grad * other) / ((self_ * self_) + (other * other)))")


def atan2backward0_self(self_, other, grad):
    """self: where((self == 0) & (other == 0), 0, grad * other / (self * self + other * other))   (derivatives.yaml:1444)"""
    out = _atan2backward0_self((self_, other, grad), (0,))
    return np.where((self_ == 0) & (other == 0), 0, grad * other / (self_ * self_ + other * other)) if out is None else out


_atan2backward0_other = ElementwiseKernel(
    "atan2backward0_other", ("self_", "other", "grad"), ("k_0",),
    "((bool)(self_ == k_0) && (bool)(other == k_0)) ? k_0 : (((-grad) * self_) / ((self_ * self_) + (other * other)))")


def atan2backward0_other(self_, other, grad):
    """other: where((self == 0) & (other == 0), 0, -grad * self / (self * self + other * other))   (derivatives.yaml:1445)"""
    out = _atan2backward0_other((self_, other, grad), (0,))
    return np.where((self_ == 0) & (other == 0), 0, -grad * self_ / (self_ * self_ + other * other)) if out is None else out


_asinhbackward0_self = ElementwiseKernel(
    "asinhbackward0_self", ("grad", "self_"), ("k_1",),
    "grad / sqrt(((self_ * self_) + k_1))")


def asinhbackward0_self(grad, self_):
    """self: grad / sqrt(self * self + 1)   (derivatives.yaml:1473)"""
    out = _asinhbackward0_self((grad, self_), (1,))
    return grad / np.sqrt(self_ * self_ + 1) if out is None else out


_acoshbackward0_self = ElementwiseKernel(
    "acoshbackward0_self", ("grad", "self_"), ("k_1",),
    "grad / sqrt(((self_ * self_) - k_1))")


def acoshbackward0_self(grad, self_):
    """self: grad / sqrt(self * self - 1)   (derivatives.yaml:1484)"""
    out = _acoshbackward0_self((grad, self_), (1,))
    return grad / np.sqrt(self_ * self_ - 1) if out is None else out


_atanhbackward0_self = ElementwiseKernel(
    "atanhbackward0_self", ("grad", "self_"), ("k_1",),
    "grad / (k_1 - (self_ * self_))")


def atanhbackward0_self(grad, self_):
    """self: grad / (1 - self * self)   (derivatives.yaml:1495)"""
    out = _atanhbackward0_self((grad, self_), (1,))
    return grad / (1 - self_ * self_) if out is None else out


_erfbackward0_self = ElementwiseKernel(
    "erfbackward0_self", ("grad", "self_"), ("k_1_1283791670955126",),
    "(grad * k_1_1283791670955126) * exp(((-self_) * self_))")


def erfbackward0_self(grad, self_):
    """self: grad * 1.1283791670955126 * exp(-self * self)   (derivatives.yaml:1507)"""
    out = _erfbackward0_self((grad, self_), (1.1283791670955126,))
    return grad * 1.1283791670955126 * np.exp(-self_ * self_) if out is None else out


_erfcbackward0_self = ElementwiseKernel(
    "erfcbackward0_self", ("grad", "self_"), ("k_1_1283791670955126",),
    "((-grad) * k_1_1283791670955126) * exp(((-self_) * self_))")


def erfcbackward0_self(grad, self_):
    """self: -grad * 1.1283791670955126 * exp(-self * self)   (derivatives.yaml:1516)"""
    out = _erfcbackward0_self((grad, self_), (1.1283791670955126,))
    return -grad * 1.1283791670955126 * np.exp(-self_ * self_) if out is None else out


_erfinvbackward0_self = ElementwiseKernel(
    "erfinvbackward0_self", ("grad", "self_"), ("k_0_886226925452758",),
    "(grad * k_0_886226925452758) * exp((erfinv(self_) * erfinv(self_)))")


def erfinvbackward0_self(grad, self_):
    """self: grad * 0.886226925452758 * exp(erfinv(self) ** 2)   (derivatives.yaml:1527)"""
    out = _erfinvbackward0_self((grad, self_), (0.886226925452758,))
    return grad * 0.886226925452758 * np.exp(arrays.erfinv(self_) ** 2) if out is None else out


_rsqrt_forward = ElementwiseKernel(
    "rsqrt_forward", ("self",), ("k_1",),
    "k_1 / sqrt(self)")


def rsqrt_forward(self):
    """1 / sqrt(self)   (derivatives.yaml:1575)"""
    out = _rsqrt_forward((self,), (1,))
    return 1 / np.sqrt(self) if out is None else out


_rsqrtbackward0_self = ElementwiseKernel(
    "rsqrtbackward0_self", ("grad", "result"), ("k0",),
    "(k0 * grad) * (result * result * result)")


def rsqrtbackward0_self(grad, result):
    """self: -0.5 * grad * result ** 3   (derivatives.yaml:1579)"""
    out = _rsqrtbackward0_self((grad, result), (-0.5,))
    return -0.5 * grad * result ** 3 if out is None else out


_squarebackward0_self = ElementwiseKernel(
    "squarebackward0_self", ("grad", "self_"), ("k_2",),
    "(grad * k_2) * self_")


def squarebackward0_self(grad, self_):
    """self: grad * 2 * self   (derivatives.yaml:1590)"""
    out = _squarebackward0_self((grad, self_), (2,))
    return grad * 2 * self_ if out is None else out


_hypotbackward0_self = ElementwiseKernel(
    "hypotbackward0_self", ("grad", "self_", "result"), (),
    "(grad * self_) / result")


def hypotbackward0_self(grad, self_, result):
    """self: grad * self / result   (derivatives.yaml:1601)"""
    out = _hypotbackward0_self((grad, self_, result), ())
    return grad * self_ / result if out is None else out


_hypotbackward0_other = ElementwiseKernel(
    "hypotbackward0_other", ("grad", "other", "result"), (),
    "(grad * other) / result")


def hypotbackward0_other(grad, other, result):
    """other: grad * other / result   (derivatives.yaml:1602)"""
    out = _hypotbackward0_other((grad, other, result), ())
    return grad * other / result if out is None else out


_copysignbackward0_self = ElementwiseKernel(
    "copysignbackward0_self", ("grad", "self_", "result"), ("k_0",),
    "grad * ((self_ == k_0) ? k_0 : (result / self_))")


def copysignbackward0_self(grad, self_, result):
    """self: grad * where(self == 0, 0, result / self)   (derivatives.yaml:1615)"""
    out = _copysignbackward0_self((grad, self_, result), (0,))
    return grad * np.where(self_ == 0, 0, result / self_) if out is None else out


_lerp_Scalar_forward = ElementwiseKernel(
    "lerp_Scalar_forward", ("self", "end"), ("k0", "k_weight", "k2"),
    "k0 ? (self + (k_weight * (end - self))) : (end - ((end - self) * k2))")


def lerp_Scalar_forward(weight, self, end):
    """where(abs(weight) < 0.5, self + weight * (end - self), end - (end - self) * (1 - weight))   (derivatives.yaml:1622)"""
    out = _lerp_Scalar_forward((self, end), (np.abs(weight) < 0.5, weight, 1 - weight))
    return np.where(np.abs(weight) < 0.5, self + weight * (end - self), end - (end - self) * (1 - weight)) if out is None else out


_lerp_Tensor_forward = ElementwiseKernel(
    "lerp_Tensor_forward", ("weight", "self", "end"), ("k_0_5", "k_1"),
    "(fabs(weight) < k_0_5) ? (self + (weight * (end - self))) : (end - ((end - self) * (k_1 - weight)))")


def lerp_Tensor_forward(weight, self, end):
    """where(abs(weight) < 0.5, self + weight * (end - self), end - (end - self) * (1 - weight))   (derivatives.yaml:1637)"""
    out = _lerp_Tensor_forward((weight, self, end), (0.5, 1))
    return np.where(np.abs(weight) < 0.5, self + weight * (end - self), end - (end - self) * (1 - weight)) if out is None else out


_lerpbackward1_self = ElementwiseKernel(
    "lerpbackward1_self", ("grad", "weight"), ("k_1",),
    "grad * (k_1 - weight)")


def lerpbackward1_self(grad, weight):
    """self: grad * (1 - weight)   (derivatives.yaml:1641)"""
    out = _lerpbackward1_self((grad, weight), (1,))
    return grad * (1 - weight) if out is None else out


_lerpbackward1_weight = ElementwiseKernel(
    "lerpbackward1_weight", ("grad", "end", "self_"), (),
    "grad * (end - self_)")


def lerpbackward1_weight(grad, end, self_):
    """weight: grad * (end - self)   (derivatives.yaml:1643)"""
    out = _lerpbackward1_weight((grad, end, self_), ())
    return grad * (end - self_) if out is None else out


_addcmul_forward = ElementwiseKernel(
    "addcmul_forward", ("self", "tensor1", "tensor2"), ("k_value",),
    "self + ((k_value * tensor1) * tensor2)")


def addcmul_forward(self, value, tensor1, tensor2):
    """self + value * tensor1 * tensor2   (derivatives.yaml:1653)"""
    out = _addcmul_forward((self, tensor1, tensor2), (value,))
    return self + value * tensor1 * tensor2 if out is None else out


_addcmulbackward0_tensor1 = ElementwiseKernel(
    "addcmulbackward0_tensor1", ("grad", "tensor2"), ("k_value",),
    "(grad * tensor2) * k_value")


def addcmulbackward0_tensor1(grad, tensor2, value):
    """tensor1: grad * tensor2 * value   (derivatives.yaml:1658)"""
    out = _addcmulbackward0_tensor1((grad, tensor2), (value,))
    return grad * tensor2 * value if out is None else out


_addcmulbackward0_tensor2 = ElementwiseKernel(
    "addcmulbackward0_tensor2", ("grad", "tensor1"), ("k_value",),
    "(grad * tensor1) * k_value")


def addcmulbackward0_tensor2(grad, tensor1, value):
    """tensor2: grad * tensor1 * value   (derivatives.yaml:1659)"""
    out = _addcmulbackward0_tensor2((grad, tensor1), (value,))
    return grad * tensor1 * value if out is None else out


_addcdiv_forward = ElementwiseKernel(
    "addcdiv_forward", ("self", "tensor1", "tensor2"), ("k_value",),
    "self + ((k_value * tensor1) / tensor2)")


def addcdiv_forward(self, value, tensor1, tensor2):
    """self + addcdiv_quotient(value * tensor1, tensor2)   (derivatives.yaml:1669)"""
    out = _addcdiv_forward((self, tensor1, tensor2), (value,))
    return self + arrays.addcdiv_quotient(value * tensor1, tensor2) if out is None else out


_addcdivbackward0_tensor1 = ElementwiseKernel(
    "addcdivbackward0_tensor1", ("grad", "tensor2"), ("k_value",),
    "(grad * k_value) / tensor2")


def addcdivbackward0_tensor1(grad, value, tensor2):
    """tensor1: grad * value / tensor2   (derivatives.yaml:1673)"""
    out = _addcdivbackward0_tensor1((grad, tensor2), (value,))
    return grad * value / tensor2 if out is None else out


_addcdivbackward0_tensor2 = ElementwiseKernel(
    "addcdivbackward0_tensor2", ("grad", "tensor1", "tensor2"), ("k_value",),
    "(((-grad) * k_value) * tensor1) / (tensor2 * tensor2)")


def addcdivbackward0_tensor2(grad, value, tensor1, tensor2):
    """tensor2: -grad * value * tensor1 / (tensor2 * tensor2)   (derivatives.yaml:1674)"""
    out = _addcdivbackward0_tensor2((grad, tensor1, tensor2), (value,))
    return -grad * value * tensor1 / (tensor2 * tensor2) if out is None else out


_xlogybackward0_self = ElementwiseKernel(
    "xlogybackward0_self", ("self_", "other", "t0"), ("k_0",),
    "((bool)(self_ == k_0) && (bool)(other <= k_0)) ? k_0 : t0")


def xlogybackward0_self(self_, other, grad):
    """self: where((self == 0) & (other <= 0), 0, xlogy(grad, other))   (derivatives.yaml:1690)"""
    t0 = arrays.xlogy(grad, other)
    out = _xlogybackward0_self((self_, other, t0), (0,))
    return np.where((self_ == 0) & (other <= 0), 0, arrays.xlogy(grad, other)) if out is None else out


_xlogybackward0_other = ElementwiseKernel(
    "xlogybackward0_other", ("grad", "self_", "other"), (),
    "(grad * self_) / other")


def xlogybackward0_other(grad, self_, other):
    """other: grad * self / other   (derivatives.yaml:1691)"""
    out = _xlogybackward0_other((grad, self_, other), ())
    return grad * self_ / other if out is None else out


_hardtanhbackward0_self = ElementwiseKernel(
    "hardtanhbackward0_self", ("self_", "grad"), ("k_min_val", "k_max_val", "k_0"),
    "((bool)(self_ > k_min_val) && (bool)(self_ < k_max_val)) ? grad : k_0")


def hardtanhbackward0_self(self_, min_val, max_val, grad):
    """self: connect_to(where((self > min_val) & (self < max_val), grad, 0), self)   (derivatives.yaml:4729)"""
    out = _hardtanhbackward0_self((self_, grad), (min_val, max_val, 0))
    return arrays.same(np.where((self_ > min_val) & (self_ < max_val), grad, 0), self_) if out is None else out


_leaky_relu_forward = ElementwiseKernel(
    "leaky_relu_forward", ("self",), ("k_0", "k_negative_slope"),
    "(self > k_0) ? self : (self * k_negative_slope)")


def leaky_relu_forward(self, negative_slope):
    """where(self > 0, self, self * negative_slope)   (derivatives.yaml:4749)"""
    out = _leaky_relu_forward((self,), (0, negative_slope))
    return np.where(self > 0, self, self * negative_slope) if out is None else out


_leakyrelubackward0_self = ElementwiseKernel(
    "leakyrelubackward0_self", ("self_", "grad"), ("k_0", "k_negative_slope"),
    "(self_ > k_0) ? grad : (grad * k_negative_slope)")


def leakyrelubackward0_self(self_, grad, negative_slope):
    """self: connect_to(where(self > 0, grad, grad * negative_slope), self)   (derivatives.yaml:4753)"""
    out = _leakyrelubackward0_self((self_, grad), (0, negative_slope))
    return arrays.same(np.where(self_ > 0, grad, grad * negative_slope), self_) if out is None else out


_elu_forward = ElementwiseKernel(
    "elu_forward", ("self",), ("k_0", "k_alpha", "k_1"),
    "(self > k_0) ? self : (k_alpha * (exp(((self <= k_0 || self != self) ? self : k_0)) - k_1))")


def elu_forward(self, alpha):
    """where(self > 0, self, alpha * (exp(minimum(self, 0)) - 1))   (derivatives.yaml:4763)"""
    out = _elu_forward((self,), (0, alpha, 1))
    return np.where(self > 0, self, alpha * (np.exp(arrays.minimum(self, 0)) - 1)) if out is None else out


_elubackward0_self = ElementwiseKernel(
    "elubackward0_self", ("self_", "grad"), ("k_0", "k_alpha"),
    "(self_ > k_0) ? grad : ((grad * k_alpha) * exp(((self_ < k_0) ? self_ : k_0)))")


def elubackward0_self(self_, grad, alpha):
    """self: where(self > 0, grad, grad * alpha * exp(where(self < 0, self, 0)))   (derivatives.yaml:4767)"""
    out = _elubackward0_self((self_, grad), (0, alpha))
    return np.where(self_ > 0, grad, grad * alpha * np.exp(np.where(self_ < 0, self_, 0))) if out is None else out


_selu_forward = ElementwiseKernel(
    "selu_forward", ("self",), ("k_1_0507009873554805", "k_0", "k_1_6732632423543772", "k_1"),
    "k_1_0507009873554805 * ((self > k_0) ? self : (k_1_6732632423543772 * (exp(((self <= k_0 || self != self) ? self : k_0)) - k_1)))")


def selu_forward(self):
    """1.0507009873554804934193349852946 * where(self > 0, self, 1.6732632423543772848170429916717 * (exp(minimum(self, 0)) - 1))   (derivatives.yaml:4777)"""
    out = _selu_forward((self,), (1.0507009873554805, 0, 1.6732632423543772, 1))
    return 1.0507009873554805 * np.where(self > 0, self, 1.6732632423543772 * (np.exp(arrays.minimum(self, 0)) - 1)) if out is None else out


_selubackward0_self = ElementwiseKernel(
    "selubackward0_self", ("self_", "grad"), ("k_0", "k_1_0507009873554805", "k_1_6732632423543772"),
    "(self_ > k_0) ? (grad * k_1_0507009873554805) : (((grad * k_1_0507009873554805) * k_1_6732632423543772) * exp(((self_ < k_0) ? self_ : k_0)))")


def selubackward0_self(self_, grad):
    """self: where(self > 0, grad * 1.0507009873554804934193349852946, grad * 1.0507009873554804934193349852946 * 1.6732632423543772848170429916717 * exp(where(self < 0, self, 0)))   (derivatives.yaml:4781)"""
    out = _selubackward0_self((self_, grad), (0, 1.0507009873554805, 1.6732632423543772))
    return np.where(self_ > 0, grad * 1.0507009873554805, grad * 1.0507009873554805 * 1.6732632423543772 * np.exp(np.where(self_ < 0, self_, 0))) if out is None else out


_celu_forward = ElementwiseKernel(
    "celu_forward", ("self",), ("k_0", "k_alpha"),
    "(self > k_0) ? self : (k_alpha * expm1((((self > k_0) ? k_0 : self) / k_alpha)))")


def celu_forward(self, alpha):
    """where(self > 0, self, alpha * expm1(where(self > 0, 0, self) / alpha))   (derivatives.yaml:4794)"""
    out = _celu_forward((self,), (0, alpha))
    return np.where(self > 0, self, alpha * np.expm1(np.where(self > 0, 0, self) / alpha)) if out is None else out


_celubackward0_self = ElementwiseKernel(
    "celubackward0_self", ("self_", "grad"), ("k_0", "k_alpha"),
    "(self_ > k_0) ? grad : (grad * exp((((self_ < k_0) ? self_ : k_0) / k_alpha)))")


def celubackward0_self(self_, grad, alpha):
    """self: where(self > 0, grad, grad * exp(where(self < 0, self, 0) / alpha))   (derivatives.yaml:4801)"""
    out = _celubackward0_self((self_, grad), (0, alpha))
    return np.where(self_ > 0, grad, grad * np.exp(np.where(self_ < 0, self_, 0) / alpha)) if out is None else out


_silubackward0_self = ElementwiseKernel(
    "silubackward0_self", ("grad", "self_"), ("k_1",),
    "(grad * (1 / (1 + exp(-self_)))) * (k_1 + (self_ * (k_1 - (1 / (1 + exp(-self_))))))")


def silubackward0_self(grad, self_):
    """self: grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))   (derivatives.yaml:4849)"""
    out = _silubackward0_self((grad, self_), (1,))
    return grad * arrays.sigmoid(self_) * (1 + self_ * (1 - arrays.sigmoid(self_))) if out is None else out


_softplusbackward0_self = ElementwiseKernel(
    "softplusbackward0_self", ("self_", "grad"), ("k_beta", "k_threshold"),
    "((self_ * k_beta) > k_threshold) ? grad : (grad * (1 / (1 + exp(-(self_ * k_beta)))))")


def softplusbackward0_self(self_, beta, threshold, grad):
    """self: where(self * beta > threshold, grad, grad * sigmoid(self * beta))   (derivatives.yaml:4861)"""
    out = _softplusbackward0_self((self_, grad), (beta, threshold))
    return np.where(self_ * beta > threshold, grad, grad * arrays.sigmoid(self_ * beta)) if out is None else out


_hardsigmoid_forward = ElementwiseKernel(
    "hardsigmoid_forward", ("self",), ("k_3", "k_0", "k_6"),
    "(((((self + k_3) >= k_0 || (self + k_3) != (self + k_3)) ? (self + k_3) : k_0) <= k_6 || (((self + k_3) >= k_0 || (self + k_3) != (self + k_3)) ? (self + k_3) : k_0) != (((self + k_3) >= k_0 || (self + k_3) != (self + k_3)) ? (self + k_3) : k_0)) ? (((self + k_3) >= k_0 || (self + k_3) != (self + k_3)) ? (self + k_3) : k_0) : k_6) / k_6")


def hardsigmoid_forward(self):
    """minimum(maximum(self + 3, 0), 6) / 6   (derivatives.yaml:4891)"""
    out = _hardsigmoid_forward((self,), (3, 0, 6))
    return arrays.minimum(arrays.maximum(self + 3, 0), 6) / 6 if out is None else out


_hardsigmoidbackward0_self = ElementwiseKernel(
    "hardsigmoidbackward0_self", ("self_", "grad"), ("k0", "k_3", "k_0_1666666716337204", "k_0"),
    "((bool)(self_ > k0) && (bool)(self_ < k_3)) ? (grad * k_0_1666666716337204) : k_0")


def hardsigmoidbackward0_self(self_, grad):
    """self: connect_to(where((self > -3) & (self < 3), grad * 0.1666666716337204, 0), self)   (derivatives.yaml:4895)"""
    out = _hardsigmoidbackward0_self((self_, grad), (-3, 3, 0.1666666716337204, 0))
    return arrays.same(np.where((self_ > -3) & (self_ < 3), grad * 0.1666666716337204, 0), self_) if out is None else out


_hardswish_forward = ElementwiseKernel(
    "hardswish_forward", ("self",), ("k_3", "k_0", "k_6"),
    "(self * (((((self + k_3) >= k_0 || (self + k_3) != (self + k_3)) ? (self + k_3) : k_0) <= k_6 || (((self + k_3) >= k_0 || (self + k_3) != (self + k_3)) ? (self + k_3) : k_0) != (((self + k_3) >= k_0 || (self + k_3) != (self + k_3)) ? (self + k_3) : k_0)) ? (((self + k_3) >= k_0 || (self + k_3) != (self + k_3)) ? (self + k_3) : k_0) : k_6)) / k_6")


def hardswish_forward(self):
    """self * minimum(maximum(self + 3, 0), 6) / 6   (derivatives.yaml:4903)"""
    out = _hardswish_forward((self,), (3, 0, 6))
    return self * arrays.minimum(arrays.maximum(self + 3, 0), 6) / 6 if out is None else out


_hardswishbackward0_self = ElementwiseKernel(
    "hardswishbackward0_self", ("self_", "grad"), ("k0", "k_0", "k_3", "k_0_5"),
    "(self_ <= k0) ? k_0 : ((self_ < k_3) ? (grad * ((self_ / k_3) + k_0_5)) : grad)")


def hardswishbackward0_self(self_, grad):
    """self: where(self <= -3, 0, where(self < 3, grad * (self / 3 + 0.5), grad))   (derivatives.yaml:4907)"""
    out = _hardswishbackward0_self((self_, grad), (-3, 0, 3, 0.5))
    return np.where(self_ <= -3, 0, np.where(self_ < 3, grad * (self_ / 3 + 0.5), grad)) if out is None else out


_softshrinkbackward0_self = ElementwiseKernel(
    "softshrinkbackward0_self", ("self_", "grad"), ("k0", "k_lambd", "k_0"),
    "((bool)(self_ >= k0) && (bool)(self_ <= k_lambd)) ? k_0 : grad")


def softshrinkbackward0_self(self_, lambd, grad):
    """self: connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)   (derivatives.yaml:4941)"""
    out = _softshrinkbackward0_self((self_, grad), (-lambd, lambd, 0))
    return arrays.same(np.where((self_ >= -lambd) & (self_ <= lambd), 0, grad), self_) if out is None else out


_hardshrink_forward = ElementwiseKernel(
    "hardshrink_forward", ("self",), ("k0", "k_lambd", "k_0"),
    "((bool)(self >= k0) && (bool)(self <= k_lambd)) ? k_0 : self")


def hardshrink_forward(self, lambd):
    """where((self >= -lambd) & (self <= lambd), 0, self)   (derivatives.yaml:4950)"""
    out = _hardshrink_forward((self,), (-lambd, lambd, 0))
    return np.where((self >= -lambd) & (self <= lambd), 0, self) if out is None else out


_hardshrinkbackward0_self = ElementwiseKernel(
    "hardshrinkbackward0_self", ("self_", "grad"), ("k0", "k_lambd", "k_0"),
    "((bool)(self_ >= k0) && (bool)(self_ <= k_lambd)) ? k_0 : grad")


def hardshrinkbackward0_self(self_, lambd, grad):
    """self: connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)   (derivatives.yaml:4953)"""
    out = _hardshrinkbackward0_self((self_, grad), (-lambd, lambd, 0))
    return arrays.same(np.where((self_ >= -lambd) & (self_ <= lambd), 0, grad), self_) if out is None else out


_dropoutapplybackward0_self = ElementwiseKernel(
    "dropoutapplybackward0_self", ("grad", "mask"), ("k_scale",),
    "(grad * mask) * k_scale")


def dropoutapplybackward0_self(grad, mask, scale):
    """self: grad * mask * scale   (derivatives.yaml:6352)"""
    out = _dropoutapplybackward0_self((grad, mask), (scale,))
    return grad * mask * scale if out is None else out
