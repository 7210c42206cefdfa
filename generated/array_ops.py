"""Every op of derivatives.yaml on raw NumPy arrays: its forward, nothing recorded.

Generated from derivatives.yaml by `make regenerate`; do not edit.

The public ops (generated/ops.py) call these after promoting dtypes; raw backward formulas
(generated/nodes.py) call them too, so a formula's `sum(...)` or `reshape(...)` is the very same
computation as the forward op. A forward that is one NumPy ufunc runs in two halves on two threads for
big arrays (specgrad/ufunc_threads.py).
"""
import numpy as np

from specgrad import array_helpers as arrays
from specgrad import ufunc_threads
from specgrad.generated import kernels


def add(self, other, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:147)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.add, self, arrays.scaled(other, alpha))
    return self + arrays.scaled(other, alpha)


def sub(self, other, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:167)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.subtract, self, arrays.scaled(other, alpha))
    return self - arrays.scaled(other, alpha)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:188)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.multiply, self, other)
    return self * other


def div(self, other, rounding_mode=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor   (derivatives.yaml:199)"""
    return self / other if rounding_mode is None else arrays.div_rounded(self, other, rounding_mode)


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:226)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.negative, self)
    return -self


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:236)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.true_divide, 1, self)
    return 1 / self


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:246)"""
    return arrays.power(self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:261)"""
    return arrays.power(self, exponent)


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:273)"""
    if ufunc_threads.big(exponent):
        return ufunc_threads.call(np.power, self, exponent)
    return self ** exponent


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:286)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.exp, self)
    return np.exp(self)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:295)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.log, self)
    return np.log(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:305)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.sqrt, self)
    return np.sqrt(self)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:315)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.sin, self)
    return np.sin(self)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:324)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.cos, self)
    return np.cos(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:333)"""
    return arrays.tanh(self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:343)"""
    return arrays.sigmoid(self)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:353)"""
    return arrays.maximum(self, 0)


def threshold_backward(grad_output, self, threshold=0):
    """threshold_backward(Tensor grad_output, Tensor self, *, Scalar threshold=0) -> Tensor   (derivatives.yaml:367)"""
    return kernels.threshold_backward_forward(self, threshold, grad_output)


def connect_to(grad_output, self):
    """connect_to(Tensor grad_output, Tensor self) -> Tensor   (derivatives.yaml:385)"""
    return arrays.same(grad_output)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:397)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.abs, self)
    return np.abs(self)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:408)"""
    return arrays.sign(self)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:417)"""
    return arrays.maximum(self, other)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:426)"""
    return arrays.minimum(self, other)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:434)"""
    return arrays.clamp(self, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:449)"""
    return np.where(condition, self, other)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:468)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.equal, self, other)
    return self == other


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:478)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.not_equal, self, other)
    return self != other


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:489)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.less, self, other)
    return self < other


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:499)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.less_equal, self, other)
    return self <= other


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:510)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.greater, self, other)
    return self > other


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:520)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.greater_equal, self, other)
    return self >= other


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:531)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.logical_and, self, other)
    return np.logical_and(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:540)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.logical_or, self, other)
    return np.logical_or(self, other)


def logical_xor(self, other):
    """logical_xor(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:549)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.logical_xor, self, other)
    return np.logical_xor(self, other)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:561)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.logical_not, self)
    return np.logical_not(self)


def sum(self, dim=None, keepdim=False, dtype=None):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:572)"""
    return arrays.reduce_sum(self, dim, keepdim)


def mean(self, dim=None, keepdim=False, dtype=None):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:589)"""
    return arrays.reduce_mean(self, dim, keepdim)


def max(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:605)"""
    return arrays.reduce_max(self)


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:616)"""
    return arrays.max_along(self, dim, keepdim)


def max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:628)"""
    return arrays.maximum(self, other)


def min(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:636)"""
    return arrays.reduce_min(self)


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:646)"""
    return arrays.min_along(self, dim, keepdim)


def min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:658)"""
    return arrays.minimum(self, other)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:666)"""
    return arrays.reduce_extreme(np.amax, 'amax', self, dim, keepdim)


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:679)"""
    return arrays.reduce_extreme(np.amin, 'amin', self, dim, keepdim)


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:692)"""
    return arrays.matmul(self, other)


def unfold_view(self, dimension, size, step):
    """unfold_view(Tensor self, int dimension, int size, int step) -> Tensor   (derivatives.yaml:736)"""
    return arrays.unfold(self, dimension, size, step)


def unfold_backward(grad_in, input_sizes, dim, size, step):
    """unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size, int step) -> Tensor   (derivatives.yaml:756)"""
    return arrays.unfold_backward(grad_in, input_sizes, dim, size, step)


def reshape(self, shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:841)"""
    return arrays.reshape(self, shape)


def view(self, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:853)"""
    return arrays.view(self, size)


def view_dtype(self, dtype):
    """view.dtype(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:866)"""
    return arrays.view_dtype(self, dtype)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:881)"""
    return arrays.transpose(self, dim0, dim1)


def permute(self, dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:893)"""
    return arrays.permute(self, dims)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:905)"""
    return arrays.t(self)


def expand(self, size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:916)"""
    return arrays.expand(self, size)


def sum_to(self, shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:930)"""
    return arrays.sum_to(self, shape)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:940)"""
    return arrays.squeeze(self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:956)"""
    return np.expand_dims(self, dim)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:970)"""
    return arrays.index(self, indices)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:986)"""
    return arrays.index_backward(grad_output, shape, indices)


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:996)"""
    return arrays.cat(tensors, dim)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:1009)"""
    return arrays.stack(tensors, dim)


def clone(self, memory_format=None):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor   (derivatives.yaml:1023)"""
    return arrays.clone(self, memory_format)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:1035)"""
    return self.astype(dtype)


def true_divide(self, other):
    """true_divide(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1048)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.true_divide, self, other)
    return self / other


def clamp_min(self, min):
    """clamp_min(Tensor self, Scalar min) -> Tensor   (derivatives.yaml:1086)"""
    return arrays.clamp(self, min, None)


def clamp_max(self, max):
    """clamp_max(Tensor self, Scalar max) -> Tensor   (derivatives.yaml:1100)"""
    return arrays.clamp(self, None, max)


def fmax(self, other):
    """fmax(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1145)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.fmax, self, other)
    return np.fmax(self, other)


def fmin(self, other):
    """fmin(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1157)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.fmin, self, other)
    return np.fmin(self, other)


def heaviside(self, values):
    """heaviside(Tensor self, Tensor values) -> Tensor   (derivatives.yaml:1170)"""
    return arrays.heaviside(self, values)


def sinc(self):
    """sinc(Tensor self) -> Tensor   (derivatives.yaml:1185)"""
    return arrays.sinc(self)


def signbit(self):
    """signbit(Tensor self) -> Tensor   (derivatives.yaml:1198)"""
    return arrays.signbit(self)


def logit(self, eps=None):
    """logit(Tensor self, float? eps=None) -> Tensor   (derivatives.yaml:1213)"""
    return arrays.logit(self, eps)


def logaddexp(self, other):
    """logaddexp(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1230)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.logaddexp, self, other)
    return np.logaddexp(self, other)


def logaddexp2(self, other):
    """logaddexp2(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1244)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.logaddexp2, self, other)
    return np.logaddexp2(self, other)


def deg2rad(self):
    """deg2rad(Tensor self) -> Tensor   (derivatives.yaml:1259)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.multiply, self, 0.017453292519943295)
    return self * 0.017453292519943295


def rad2deg(self):
    """rad2deg(Tensor self) -> Tensor   (derivatives.yaml:1268)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.multiply, self, 57.29577951308232)
    return self * 57.29577951308232


def nextafter(self, other):
    """nextafter(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1290)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.nextafter, self, other)
    return np.nextafter(self, other)


def i0(self):
    """i0(Tensor self) -> Tensor   (derivatives.yaml:1317)"""
    return arrays.i0(self)


def special_i1(self):
    """special_i1(Tensor self) -> Tensor   (derivatives.yaml:1331)"""
    return arrays.i1(self)


def log1p(self):
    """log1p(Tensor self) -> Tensor   (derivatives.yaml:1344)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.log1p, self)
    return np.log1p(self)


def expm1(self):
    """expm1(Tensor self) -> Tensor   (derivatives.yaml:1355)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.expm1, self)
    return np.expm1(self)


def log2(self):
    """log2(Tensor self) -> Tensor   (derivatives.yaml:1364)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.log2, self)
    return np.log2(self)


def log10(self):
    """log10(Tensor self) -> Tensor   (derivatives.yaml:1374)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.log10, self)
    return np.log10(self)


def exp2(self):
    """exp2(Tensor self) -> Tensor   (derivatives.yaml:1384)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.exp2, self)
    return np.exp2(self)


def tan(self):
    """tan(Tensor self) -> Tensor   (derivatives.yaml:1393)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.tan, self)
    return np.tan(self)


def asin(self):
    """asin(Tensor self) -> Tensor   (derivatives.yaml:1404)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.arcsin, self)
    return np.arcsin(self)


def acos(self):
    """acos(Tensor self) -> Tensor   (derivatives.yaml:1416)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.arccos, self)
    return np.arccos(self)


def atan(self):
    """atan(Tensor self) -> Tensor   (derivatives.yaml:1428)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.arctan, self)
    return np.arctan(self)


def atan2(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1439)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.arctan2, self, other)
    return np.arctan2(self, other)


def sinh(self):
    """sinh(Tensor self) -> Tensor   (derivatives.yaml:1450)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.sinh, self)
    return np.sinh(self)


def cosh(self):
    """cosh(Tensor self) -> Tensor   (derivatives.yaml:1459)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.cosh, self)
    return np.cosh(self)


def asinh(self):
    """asinh(Tensor self) -> Tensor   (derivatives.yaml:1468)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.arcsinh, self)
    return np.arcsinh(self)


def acosh(self):
    """acosh(Tensor self) -> Tensor   (derivatives.yaml:1479)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.arccosh, self)
    return np.arccosh(self)


def atanh(self):
    """atanh(Tensor self) -> Tensor   (derivatives.yaml:1490)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.arctanh, self)
    return np.arctanh(self)


def erf(self):
    """erf(Tensor self) -> Tensor   (derivatives.yaml:1503)"""
    return arrays.erf(self)


def erfc(self):
    """erfc(Tensor self) -> Tensor   (derivatives.yaml:1512)"""
    return arrays.erfc(self)


def erfinv(self):
    """erfinv(Tensor self) -> Tensor   (derivatives.yaml:1522)"""
    return arrays.erfinv(self)


def lgamma(self):
    """lgamma(Tensor self) -> Tensor   (derivatives.yaml:1535)"""
    return arrays.lgamma(self)


def digamma(self):
    """digamma(Tensor self) -> Tensor   (derivatives.yaml:1546)"""
    return arrays.digamma(self)


def polygamma(n, self):
    """polygamma(int n, Tensor self) -> Tensor   (derivatives.yaml:1558)"""
    return arrays.polygamma(n, self)


def rsqrt(self):
    """rsqrt(Tensor self) -> Tensor   (derivatives.yaml:1575)"""
    return kernels.rsqrt_forward(self)


def square(self):
    """square(Tensor self) -> Tensor   (derivatives.yaml:1585)"""
    return arrays.square(self)


def hypot(self, other):
    """hypot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1597)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.hypot, self, other)
    return np.hypot(self, other)


def copysign(self, other):
    """copysign(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1608)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.copysign, self, other)
    return np.copysign(self, other)


def lerp_Scalar(self, end, weight):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   (derivatives.yaml:1622)"""
    return kernels.lerp_Scalar_forward(weight, self, end)


def lerp_Tensor(self, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   (derivatives.yaml:1637)"""
    return kernels.lerp_Tensor_forward(weight, self, end)


def addcmul(self, tensor1, tensor2, value=1):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1653)"""
    return kernels.addcmul_forward(self, value, tensor1, tensor2)


def addcdiv(self, tensor1, tensor2, value=1):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1669)"""
    return kernels.addcdiv_forward(self, value, tensor1, tensor2)


def xlogy(self, other):
    """xlogy(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1685)"""
    return arrays.xlogy(self, other)


def floor(self):
    """floor(Tensor self) -> Tensor   (derivatives.yaml:1698)"""
    return arrays.floor(self)


def ceil(self):
    """ceil(Tensor self) -> Tensor   (derivatives.yaml:1709)"""
    return arrays.ceil(self)


def round(self):
    """round(Tensor self) -> Tensor   (derivatives.yaml:1720)"""
    return arrays.rint(self)


def round_decimals(self, decimals=0):
    """round.decimals(Tensor self, *, int decimals=0) -> Tensor   (derivatives.yaml:1732)"""
    return arrays.round_decimals(self, decimals)


def trunc(self):
    """trunc(Tensor self) -> Tensor   (derivatives.yaml:1745)"""
    return arrays.trunc(self)


def frac(self):
    """frac(Tensor self) -> Tensor   (derivatives.yaml:1757)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.subtract, self, arrays.trunc(self))
    return self - arrays.trunc(self)


def sgn(self):
    """sgn(Tensor self) -> Tensor   (derivatives.yaml:1766)"""
    return arrays.sign(self)


def frexp(self):
    """frexp(Tensor self) -> (Tensor mantissa, Tensor exponent)   (derivatives.yaml:1774)"""
    return arrays.frexp(self)


def gcd(self, other):
    """gcd(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1795)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.gcd, self, other)
    return np.gcd(self, other)


def lcm(self, other):
    """lcm(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1808)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.lcm, self, other)
    return np.lcm(self, other)


def fmod(self, other):
    """fmod(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1821)"""
    return arrays.fmod(self, other)


def remainder(self, other):
    """remainder(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1839)"""
    return arrays.remainder(self, other)


def floor_divide(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1859)"""
    return arrays.floor_divide(self, other)


def bitwise_and(self, other):
    """bitwise_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1874)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.bitwise_and, self, other)
    return np.bitwise_and(self, other)


def bitwise_or(self, other):
    """bitwise_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1885)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.bitwise_or, self, other)
    return np.bitwise_or(self, other)


def bitwise_xor(self, other):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1896)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.bitwise_xor, self, other)
    return np.bitwise_xor(self, other)


def bitwise_not(self):
    """bitwise_not(Tensor self) -> Tensor   (derivatives.yaml:1907)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.invert, self)
    return np.invert(self)


def bitwise_left_shift(self, other):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1917)"""
    return arrays.left_shift(self, other)


def bitwise_right_shift(self, other):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1934)"""
    return arrays.right_shift(self, other)


def isnan(self):
    """isnan(Tensor self) -> Tensor   (derivatives.yaml:1951)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.isnan, self)
    return np.isnan(self)


def isinf(self):
    """isinf(Tensor self) -> Tensor   (derivatives.yaml:1959)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.isinf, self)
    return np.isinf(self)


def isfinite(self):
    """isfinite(Tensor self) -> Tensor   (derivatives.yaml:1967)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.isfinite, self)
    return np.isfinite(self)


def isposinf(self):
    """isposinf(Tensor self) -> Tensor   (derivatives.yaml:1975)"""
    return arrays.isposinf(self)


def isneginf(self):
    """isneginf(Tensor self) -> Tensor   (derivatives.yaml:1983)"""
    return arrays.isneginf(self)


def isreal(self):
    """isreal(Tensor self) -> Tensor   (derivatives.yaml:1991)"""
    return np.ones(self.shape, dtype=np.bool_)


def isclose(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor   (derivatives.yaml:2001)"""
    return arrays.isclose(self, other, rtol, atol, equal_nan)


def nan_to_num(self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor   (derivatives.yaml:2015)"""
    return arrays.nan_to_num(self, nan, posinf, neginf)


def nanmedian(self):
    """nanmedian(Tensor self) -> Tensor   (derivatives.yaml:2057)"""
    return arrays.nanmedian_all(self)


def nanmedian_dim(self, dim, keepdim=False):
    """nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2070)"""
    return arrays.nanmedian_dim(self, dim, keepdim)


def histc(self, bins=100, min=0, max=0):
    """histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor   (derivatives.yaml:2165)"""
    return arrays.histc(self, bins, min, max)


def bincount(self, weights=None, minlength=0):
    """bincount(Tensor self, Tensor? weights=None, int minlength=0) -> Tensor   (derivatives.yaml:2179)"""
    return arrays.bincount(self, weights, minlength)


def prod(self, dtype=None):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2192)"""
    return arrays.reduce_prod(self, None, False)


def prod_dim_int(self, dim, keepdim=False, dtype=None):
    """prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2208)"""
    return arrays.reduce_prod(self, dim, keepdim)


def var(self, dim=None, correction=None, keepdim=False):
    """var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2223)"""
    return arrays.var(self, dim, correction, keepdim)


def var_dim(self, dim, unbiased=True, keepdim=False):
    """var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:2237)"""
    return arrays.var(self, dim, arrays.unbiased_correction(unbiased), keepdim)


def var_unbiased(self, unbiased=True):
    """var.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:2249)"""
    return arrays.var(self, None, arrays.unbiased_correction(unbiased), False)


def std(self, dim=None, correction=None, keepdim=False):
    """std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2262)"""
    return arrays.std(self, dim, correction, keepdim)


def std_dim(self, dim, unbiased=True, keepdim=False):
    """std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:2276)"""
    return arrays.std(self, dim, arrays.unbiased_correction(unbiased), keepdim)


def std_unbiased(self, unbiased=True):
    """std.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:2288)"""
    return arrays.std(self, None, arrays.unbiased_correction(unbiased), False)


def var_mean(self, dim=None, correction=None, keepdim=False):
    """var_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor var, Tensor mean)   (derivatives.yaml:2301)"""
    return arrays.var_mean(self, dim, correction, keepdim)


def std_mean(self, dim=None, correction=None, keepdim=False):
    """std_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor std, Tensor mean)   (derivatives.yaml:2314)"""
    return arrays.std_mean(self, dim, correction, keepdim)


def aminmax(self, dim=None, keepdim=False):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)   (derivatives.yaml:2327)"""
    return arrays.aminmax(self, dim, keepdim)


def norm(self, p=2, dim=None, keepdim=False):
    """norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2340)"""
    return arrays.vector_norm(self, arrays.norm_p(p), dim, keepdim)


def norm_str(self, p, dim=None, keepdim=False):
    """norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2355)"""
    return arrays.vector_norm(self, arrays.norm_p(p, dim), dim, keepdim)


def logsumexp(self, dim, keepdim=False):
    """logsumexp(Tensor self, int[] dim, bool keepdim=False) -> Tensor   (derivatives.yaml:2367)"""
    return arrays.logsumexp(self, dim, keepdim)


def all(self, dim=None, keepdim=False):
    """all(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2381)"""
    return arrays.all_any(np.all, self, dim, keepdim)


def any(self, dim=None, keepdim=False):
    """any(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2393)"""
    return arrays.all_any(np.any, self, dim, keepdim)


def argmax(self, dim=None, keepdim=False):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2405)"""
    return arrays.argmax_argmin(np.argmax, 'argmax', self, dim, keepdim)


def argmin(self, dim=None, keepdim=False):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2419)"""
    return arrays.argmax_argmin(np.argmin, 'argmin', self, dim, keepdim)


def count_nonzero(self, dim=None):
    """count_nonzero(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:2431)"""
    return arrays.count_nonzero(self, dim)


def cummax(self, dim):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:2443)"""
    return arrays.cummax_cummin('cummax', self, dim)


def cummin(self, dim):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:2456)"""
    return arrays.cummax_cummin('cummin', self, dim)


def cumsum(self, dim, dtype=None):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2468)"""
    return arrays.cumsum(self, dim, dtype)


def cumprod(self, dim, dtype=None):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2481)"""
    return arrays.cumprod(self, dim, dtype)


def logcumsumexp(self, dim):
    """logcumsumexp(Tensor self, int dim) -> Tensor   (derivatives.yaml:2495)"""
    return arrays.logcumsumexp(self, dim)


def searchsorted_Tensor(sorted_sequence, self, out_int32=False, right=False, side=None, sorter=None):
    """searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor   (derivatives.yaml:2595)"""
    return arrays.searchsorted(sorted_sequence, self, out_int32, right, side, sorter)


def searchsorted_Scalar(sorted_sequence, self, out_int32=False, right=False, side=None, sorter=None):
    """searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor   (derivatives.yaml:2610)"""
    return arrays.searchsorted(sorted_sequence, self, out_int32, right, side, sorter)


def bucketize_Tensor(self, boundaries, out_int32=False, right=False):
    """bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor   (derivatives.yaml:2624)"""
    return arrays.bucketize(self, boundaries, out_int32, right)


def bucketize_Scalar(self, boundaries, out_int32=False, right=False):
    """bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor   (derivatives.yaml:2636)"""
    return arrays.bucketize(self, boundaries, out_int32, right)


def isin_Tensor_Tensor(elements, test_elements, assume_unique=False, invert=False):
    """isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor   (derivatives.yaml:2647)"""
    return arrays.isin(elements, test_elements, invert)


def isin_Tensor_Scalar(elements, test_element, assume_unique=False, invert=False):
    """isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor   (derivatives.yaml:2661)"""
    return arrays.isin(elements, test_element, invert)


def isin_Scalar_Tensor(element, test_elements, assume_unique=False, invert=False):
    """isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor   (derivatives.yaml:2674)"""
    return arrays.isin(element, test_elements, invert)


def value_selecting_backward(grad_output, along, indices, sizes, keepdim):
    """value_selecting_backward(Tensor grad_output, int along, Tensor indices, int[] sizes, bool keepdim) -> Tensor   (derivatives.yaml:2687)"""
    return arrays.value_selecting_backward(grad_output, along, indices, sizes, keepdim)


def select_along(self, along, indices, keepdim):
    """select_along(Tensor self, int along, Tensor indices, bool keepdim) -> Tensor   (derivatives.yaml:2696)"""
    return arrays.select_along(self, along, indices, keepdim)


def sort(self, dim=-1, descending=False, stable=False):
    """sort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2703)"""
    return arrays.sort(self, dim, descending, stable)


def argsort(self, dim=-1, descending=False, stable=False):
    """argsort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> Tensor   (derivatives.yaml:2718)"""
    return arrays.sort(self, dim, descending, stable)[1]


def topk(self, k, dim=-1, largest=True, sorted=True):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)   (derivatives.yaml:2729)"""
    return arrays.topk(self, k, dim, largest, sorted)


def kthvalue(self, k, dim=-1, keepdim=False):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2745)"""
    return arrays.kthvalue(self, k, dim, keepdim)


def median(self):
    """median(Tensor self) -> Tensor   (derivatives.yaml:2760)"""
    return arrays.median_all(self)


def median_dim(self, dim, keepdim=False):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2772)"""
    return arrays.median_dim(self, dim, keepdim)


def mode(self, dim=-1, keepdim=False):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2787)"""
    return arrays.mode(self, dim, keepdim)


def unique_all(self, consecutive, dim=None):
    """unique_all(Tensor self, bool consecutive, int? dim=None) -> (Tensor values, Tensor inverse, Tensor counts)   (derivatives.yaml:2802)"""
    return arrays.unique(self, consecutive, dim)


def argwhere(self):
    """argwhere(Tensor self) -> Tensor   (derivatives.yaml:2836)"""
    return np.argwhere(self)


def index_reduce(self, dim, index, source, reduce, include_self=True):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor   (derivatives.yaml:2875)"""
    return arrays.index_reduce(self, dim, index, source, reduce, include_self)


def select_scatter(self, src, dim, index):
    """select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor   (derivatives.yaml:2897)"""
    return arrays.select_scatter(self, src, dim, index)


def slice_scatter(self, src, dim=0, start=None, end=None, step=1):
    """slice_scatter(Tensor self, Tensor src, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor   (derivatives.yaml:2911)"""
    return arrays.slice_scatter(self, src, dim, start, end, step)


def diagonal_scatter(self, src, offset=0, dim1=0, dim2=1):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor   (derivatives.yaml:2925)"""
    return arrays.diagonal_scatter(self, src, offset, dim1, dim2)


def masked_scatter(self, mask, source):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor   (derivatives.yaml:2940)"""
    return arrays.masked_scatter(self, mask, source)


def gather(self, dim, index, sparse_grad=False):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   (derivatives.yaml:2958)"""
    return arrays.gather(self, dim, index)


def scatter_src(self, dim, index, src):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:2976)"""
    return arrays.scatter(self, dim, index, src)


def scatter_value(self, dim, index, value):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:2992)"""
    return arrays.scatter(self, dim, index, value)


def scatter_add(self, dim, index, src):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:3009)"""
    return arrays.scatter_add(self, dim, index, src)


def scatter_reduce(self, dim, index, src, reduce, include_self=True):
    """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor   (derivatives.yaml:3026)"""
    return arrays.scatter_reduce(self, dim, index, src, reduce, include_self)


def index_select(self, dim, index):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   (derivatives.yaml:3050)"""
    return arrays.index_select(self, dim, index)


def index_add(self, dim, index, source, alpha=1):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:3066)"""
    return arrays.index_add(self, dim, index, source, alpha)


def index_copy(self, dim, index, source):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor   (derivatives.yaml:3084)"""
    return arrays.index_copy(self, dim, index, source)


def index_fill_int_Scalar(self, dim, index, value):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:3100)"""
    return arrays.index_fill(self, dim, index, value)


def index_fill_int_Tensor(self, dim, index, value):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor   (derivatives.yaml:3117)"""
    return arrays.index_fill(self, dim, index, value)


def masked_fill_Scalar(self, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   (derivatives.yaml:3132)"""
    return arrays.masked_fill(self, mask, value)


def masked_fill_Tensor(self, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   (derivatives.yaml:3153)"""
    return arrays.masked_fill(self, mask, value)


def masked_select(self, mask):
    """masked_select(Tensor self, Tensor mask) -> Tensor   (derivatives.yaml:3169)"""
    return arrays.masked_select(self, mask)


def take(self, index):
    """take(Tensor self, Tensor index) -> Tensor   (derivatives.yaml:3184)"""
    return arrays.take(self, index)


def take_along_dim(self, indices, dim=None):
    """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor   (derivatives.yaml:3197)"""
    return arrays.take_along_dim(self, indices, dim)


def index_put(self, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   (derivatives.yaml:3217)"""
    return arrays.index_put(self, indices, values, accumulate)


def split(self, split_size_or_sections, dim=0):
    """split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]   (derivatives.yaml:3318)"""
    return arrays.split(self, split_size_or_sections, dim)


def split_sizes(self, split_size_or_sections, dim=0):
    """split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]   (derivatives.yaml:3334)"""
    return arrays.split_with_sizes(self, split_size_or_sections, dim)


def chunk(self, chunks, dim=0):
    """chunk(Tensor self, int chunks, int dim=0) -> Tensor[]   (derivatives.yaml:3348)"""
    return arrays.chunk(self, chunks, dim)


def unbind(self, dim=0):
    """unbind(Tensor self, int dim=0) -> Tensor[]   (derivatives.yaml:3362)"""
    return arrays.unbind(self, dim)


def tensor_split_sections(self, sections, dim=0):
    """tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]   (derivatives.yaml:3374)"""
    return arrays.tensor_split_sections(self, sections, dim)


def tensor_split_indices(self, indices, dim=0):
    """tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]   (derivatives.yaml:3388)"""
    return arrays.tensor_split_indices(self, indices, dim)


def meshgrid(tensors, indexing=None):
    """meshgrid(Tensor[] tensors, *, str? indexing=None) -> Tensor[]   (derivatives.yaml:3405)"""
    return arrays.meshgrid(tensors, indexing)


def unflatten(self, dim, sizes):
    """unflatten(Tensor self, int dim, int[] sizes) -> Tensor   (derivatives.yaml:3431)"""
    return arrays.unflatten(self, dim, sizes)


def narrow(self, dim, start, length):
    """narrow(Tensor self, int dim, int start, int length) -> Tensor   (derivatives.yaml:3443)"""
    return arrays.narrow(self, dim, start, length)


def flip(self, dims):
    """flip(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:3457)"""
    return arrays.flip(self, dims)


def fliplr(self):
    """fliplr(Tensor self) -> Tensor   (derivatives.yaml:3468)"""
    return arrays.fliplr(self)


def flipud(self):
    """flipud(Tensor self) -> Tensor   (derivatives.yaml:3476)"""
    return arrays.flipud(self)


def roll(self, shifts, dims=()):
    """roll(Tensor self, int[] shifts, int[] dims=()) -> Tensor   (derivatives.yaml:3484)"""
    return arrays.roll(self, shifts, dims)


def repeat(self, repeats):
    """repeat(Tensor self, int[] repeats) -> Tensor   (derivatives.yaml:3498)"""
    return arrays.repeat(self, repeats)


def tile(self, dims):
    """tile(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:3512)"""
    return arrays.tile(self, dims)


def repeat_interleave(self, repeats, dim=None, output_size=None):
    """repeat_interleave(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor   (derivatives.yaml:3525)"""
    return arrays.repeat_interleave(self, repeats, dim, output_size)


def repeat_interleave_self_Tensor(self, repeats, dim=None, output_size=None):
    """repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor   (derivatives.yaml:3535)"""
    return arrays.repeat_interleave_counts(self, repeats, dim, output_size)


def repeat_interleave_Tensor(repeats, output_size=None):
    """repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor   (derivatives.yaml:3553)"""
    return arrays.repeat_indices(repeats, output_size)


def movedim(self, source, destination):
    """movedim(Tensor self, int[] source, int[] destination) -> Tensor   (derivatives.yaml:3566)"""
    return arrays.movedim(self, source, destination)


def moveaxis(self, source, destination):
    """moveaxis(Tensor self, int[] source, int[] destination) -> Tensor   (derivatives.yaml:3581)"""
    return arrays.movedim(self, source, destination)


def swapaxes(self, axis0, axis1):
    """swapaxes(Tensor self, int axis0, int axis1) -> Tensor   (derivatives.yaml:3594)"""
    return arrays.transpose(self, axis0, axis1)


def swapdims(self, dim0, dim1):
    """swapdims(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:3606)"""
    return arrays.transpose(self, dim0, dim1)


def tril(self, diagonal=0):
    """tril(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:3617)"""
    return arrays.tril(self, diagonal)


def triu(self, diagonal=0):
    """triu(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:3630)"""
    return arrays.triu(self, diagonal)


def diagonal(self, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   (derivatives.yaml:3643)"""
    return arrays.diagonal(self, offset, dim1, dim2)


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor   (derivatives.yaml:3657)"""
    return arrays.diagonal_backward(grad_output, input_sizes, offset, dim1, dim2)


def diag_embed(self, offset=0, dim1=-2, dim2=-1):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   (derivatives.yaml:3667)"""
    return arrays.diag_embed(self, offset, dim1, dim2)


def diag(self, diagonal=0):
    """diag(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:3680)"""
    return arrays.diag(self, diagonal)


def trace(self):
    """trace(Tensor self) -> Tensor   (derivatives.yaml:3692)"""
    return arrays.trace(self)


def broadcast_to(self, size):
    """broadcast_to(Tensor self, int[] size) -> Tensor   (derivatives.yaml:3701)"""
    return arrays.expand(self, size)


def expand_as(self, other):
    """expand_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:3712)"""
    return arrays.expand(self, other.shape)


def reshape_as(self, other):
    """reshape_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:3725)"""
    return arrays.reshape(self, other.shape)


def view_as(self, other):
    """view_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:3738)"""
    return arrays.view(self, other.shape)


def contiguous(self):
    """contiguous(Tensor self) -> Tensor   (derivatives.yaml:3752)"""
    return arrays.contiguous(self)


def as_strided_view(self, size, stride, storage_offset, self_stride, self_offset):
    """as_strided_view(Tensor self, int[] size, int[] stride, int storage_offset, int[] self_stride, int self_offset) -> Tensor   (derivatives.yaml:3765)"""
    return arrays.as_strided_view(self, size, stride, storage_offset)


def as_strided_remap(self, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average):
    """as_strided_remap(Tensor self, int[] src_size, int[] src_stride, int src_offset, int[] dst_size, int[] dst_stride, int dst_offset, bool src_average, bool dst_average) -> Tensor   (derivatives.yaml:3779)"""
    return arrays.as_strided_remap(self, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average)


def linalg_pinv(A, atol=None, rtol=None, hermitian=False):
    """linalg_pinv(Tensor A, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor   (derivatives.yaml:3917)"""
    return arrays.pinv(A, atol, rtol, hermitian)


def matrix_exp(self):
    """matrix_exp(Tensor self) -> Tensor   (derivatives.yaml:3951)"""
    return arrays.matrix_exp(self)


def addr(self, vec1, vec2, beta=1, alpha=1):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:3979)"""
    return arrays.addr(self, vec1, vec2, beta, alpha)


def addbmm(self, batch1, batch2, beta=1, alpha=1):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:3996)"""
    return arrays.addbmm(self, batch1, batch2, beta, alpha)


def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary"):
    """cdist(Tensor x1, Tensor x2, float p=2.0, str? compute_mode="use_mm_for_euclid_dist_if_necessary") -> Tensor   (derivatives.yaml:4025)"""
    return arrays.cdist(x1, x2, p, compute_mode)


def pdist(input, p=2):
    """pdist(Tensor input, float p=2) -> Tensor   (derivatives.yaml:4047)"""
    return arrays.pdist(input, p)


def dot(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor   (derivatives.yaml:4123)"""
    return arrays.dot(self, tensor)


def vdot(self, other):
    """vdot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:4135)"""
    return arrays.dot(self, other)


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:4146)"""
    return arrays.mm(self, mat2)


def bmm(self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:4158)"""
    return arrays.bmm(self, mat2)


def mv(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor   (derivatives.yaml:4170)"""
    return arrays.mv(self, vec)


def addmm(self, mat1, mat2, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:4199)"""
    return arrays.addmm(self, mat1, mat2, beta, alpha)


def addmv(self, mat, vec, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:4215)"""
    return arrays.addmv(self, mat, vec, beta, alpha)


def baddbmm(self, batch1, batch2, beta=1, alpha=1):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:4231)"""
    return arrays.baddbmm(self, batch1, batch2, beta, alpha)


def kron(self, other):
    """kron(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:4248)"""
    return arrays.kron(self, other)


def cross(self, other, dim=None):
    """cross(Tensor self, Tensor other, int? dim=None) -> Tensor   (derivatives.yaml:4261)"""
    return arrays.cross(self, other, dim)


def linalg_cross(self, other, dim=-1):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor   (derivatives.yaml:4276)"""
    return arrays.cross(self, other, dim)


def tensordot(a, b, dims=2):
    """tensordot(Tensor a, Tensor b, int[][] dims=2) -> Tensor   (derivatives.yaml:4292)"""
    return arrays.tensordot(a, b, dims)


def einsum(equation, tensors):
    """einsum(str equation, Tensor[] tensors) -> Tensor   (derivatives.yaml:4306)"""
    return arrays.einsum(equation, tensors)


def linalg_inv(A):
    """linalg_inv(Tensor A) -> Tensor   (derivatives.yaml:4322)"""
    return arrays.inv(A)


def linalg_det(A):
    """linalg_det(Tensor A) -> Tensor   (derivatives.yaml:4335)"""
    return arrays.det(A)


def linalg_slogdet(A):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   (derivatives.yaml:4352)"""
    return arrays.slogdet(A)


def linalg_solve(A, B, left=True):
    """linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor   (derivatives.yaml:4366)"""
    return arrays.solve(A, B, left)


def linalg_cholesky(A, upper=False):
    """linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor   (derivatives.yaml:4383)"""
    return arrays.cholesky(A, upper)


def linalg_qr(A, mode="reduced"):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   (derivatives.yaml:4397)"""
    return arrays.qr(A, mode)


def linalg_svd(A, full_matrices=True):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   (derivatives.yaml:4415)"""
    return arrays.svd(A, full_matrices)


def linalg_svdvals(A):
    """linalg_svdvals(Tensor A) -> Tensor   (derivatives.yaml:4434)"""
    return arrays.svdvals(A)


def linalg_eigh(A, UPLO="L"):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   (derivatives.yaml:4447)"""
    return arrays.eigh(A, UPLO)


def linalg_eigvalsh(A, UPLO="L"):
    """linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor   (derivatives.yaml:4463)"""
    return arrays.eigvalsh(A, UPLO)


def linalg_vector_norm(x, ord=2, dim=None, keepdim=False, dtype=None):
    """linalg_vector_norm(Tensor x, Scalar ord=2, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4477)"""
    return arrays.vector_norm(x, ord, dim, keepdim)


def linear(self, weight, bias=None):
    """linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:4624)"""
    return arrays.linear(self, weight, bias)


def softmax(self, dim, dtype=None):
    """softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4655)"""
    return arrays.softmax(self, dim)


def log_softmax(self, dim, dtype=None):
    """log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4681)"""
    return arrays.log_softmax(self, dim)


def hardtanh(self, min_val=-1.0, max_val=1.0, inplace=False):
    """hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:4723)"""
    return arrays.hardtanh(self, min_val, max_val)


def leaky_relu(self, negative_slope=0.01, inplace=False):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01, bool inplace=False) -> Tensor   (derivatives.yaml:4749)"""
    return kernels.leaky_relu_forward(self, negative_slope)


def elu(self, alpha=1.0, inplace=False):
    """elu(Tensor self, Scalar alpha=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:4763)"""
    return kernels.elu_forward(self, alpha)


def selu(self):
    """selu(Tensor self) -> Tensor   (derivatives.yaml:4777)"""
    return kernels.selu_forward(self)


def celu(self, alpha=1.0):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor   (derivatives.yaml:4794)"""
    return kernels.celu_forward(self, alpha)


def gelu(self, approximate="none"):
    """gelu(Tensor self, *, str approximate="none") -> Tensor   (derivatives.yaml:4818)"""
    return arrays.gelu(self, arrays.check_gelu_approximate(approximate))


def _gelu_backward(grad_output, self, approximate):
    """_gelu_backward(Tensor grad_output, Tensor self, str approximate) -> Tensor   (derivatives.yaml:4833)"""
    return arrays.gelu_backward(grad_output, self, approximate)


def silu(self, inplace=False):
    """silu(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4846)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.multiply, self, arrays.sigmoid(self))
    return self * arrays.sigmoid(self)


def softplus(self, beta=1, threshold=20):
    """softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor   (derivatives.yaml:4855)"""
    return arrays.softplus(self, beta, threshold)


def mish(self, inplace=False):
    """mish(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4871)"""
    if ufunc_threads.big(self):
        return ufunc_threads.call(np.multiply, self, arrays.tanh(arrays.softplus(self, 1, 20)))
    return self * arrays.tanh(arrays.softplus(self, 1, 20))


def hardsigmoid(self, inplace=False):
    """hardsigmoid(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4891)"""
    return kernels.hardsigmoid_forward(self)


def hardswish(self, inplace=False):
    """hardswish(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4903)"""
    return kernels.hardswish_forward(self)


def logsigmoid(self):
    """logsigmoid(Tensor self) -> Tensor   (derivatives.yaml:4915)"""
    return arrays.logsigmoid(self)


def softshrink(self, lambd=0.5):
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor   (derivatives.yaml:4935)"""
    return arrays.softshrink(self, lambd)


def hardshrink(self, lambd=0.5):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor   (derivatives.yaml:4950)"""
    return kernels.hardshrink_forward(self, lambd)


def threshold(self, threshold, value):
    """threshold(Tensor self, float threshold, float value) -> Tensor   (derivatives.yaml:4962)"""
    return arrays.threshold(self, threshold, value)


def mse_loss_reduced(self, target, reduction):
    """mse_loss_reduced(Tensor self, Tensor target, str reduction) -> Tensor   (derivatives.yaml:5071)"""
    return arrays.mse_loss_reduced(self, target, reduction)


def nll_loss(self, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean"):
    """nll_loss(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str? reduction="mean") -> Tensor   (derivatives.yaml:5089)"""
    return arrays.nll_loss(self, target, weight, ignore_index, arrays.reduction(size_average, reduce, reduction))


def cross_entropy_indices(self, target, ignore_index, reduction):
    """cross_entropy_indices(Tensor self, Tensor target, int ignore_index, str reduction) -> (Tensor loss, Tensor row_stats)   (derivatives.yaml:5127)"""
    return arrays.cross_entropy_indices(self, target, ignore_index, reduction)


def convolution(input, weight, stride, padding, dilation, groups):
    """convolution(Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:5530)"""
    return arrays.conv(input, weight, stride, padding, dilation, groups)


def convolution_input_grad(grad_output, weight, input_shape, stride, padding, dilation, groups):
    """convolution_input_grad(Tensor grad_output, Tensor weight, int[] input_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:5546)"""
    return arrays.conv_input_grad(grad_output, weight, input_shape, stride, padding, dilation, groups)


def convolution_weight_grad(input, grad_output, weight_shape, stride, padding, dilation, groups):
    """convolution_weight_grad(Tensor input, Tensor grad_output, int[] weight_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:5561)"""
    return arrays.conv_weight_grad(input, grad_output, weight_shape, stride, padding, dilation, groups)


def convolution_bias(input, weight, bias, stride, padding, dilation, groups):
    """convolution_bias(Tensor input, Tensor weight, Tensor bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:5575)"""
    return arrays.conv(input, weight, stride, padding, dilation, groups, bias)


def max_pool(self, kernel_size, stride, padding, dilation):
    """max_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, int[] dilation) -> (Tensor values, Tensor indices)   (derivatives.yaml:5681)"""
    return arrays.max_pool(self, kernel_size, stride, padding, dilation)


def max_pool_backward(grad_output, indices, shape):
    """max_pool_backward(Tensor grad_output, Tensor indices, int[] shape) -> Tensor   (derivatives.yaml:5696)"""
    return arrays.max_pool_backward(grad_output, indices, shape)


def avg_pool(self, kernel_size, stride, padding, count_include_pad, divisor_override):
    """avg_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, bool count_include_pad, int? divisor_override) -> Tensor   (derivatives.yaml:5742)"""
    return arrays.avg_pool(self, kernel_size, stride, padding, count_include_pad, divisor_override)


def avg_pool_backward(grad_output, shape, kernel_size, stride, padding, count_include_pad, divisor_override):
    """avg_pool_backward(Tensor grad_output, int[] shape, int[] kernel_size, int[] stride, int[] padding, bool count_include_pad, int? divisor_override) -> Tensor   (derivatives.yaml:5759)"""
    return arrays.avg_pool_backward(grad_output, shape, kernel_size, stride, padding, count_include_pad, divisor_override)


def resample(self, dim, size, mode, align_corners, scale):
    """resample(Tensor self, int dim, int size, str mode, bool align_corners, float? scale) -> Tensor   (derivatives.yaml:5798)"""
    return arrays.resample(self, dim, size, mode, align_corners, scale)


def resample_backward(grad_output, dim, input_size, mode, align_corners, scale):
    """resample_backward(Tensor grad_output, int dim, int input_size, str mode, bool align_corners, float? scale) -> Tensor   (derivatives.yaml:5815)"""
    return arrays.resample_backward(grad_output, dim, input_size, mode, align_corners, scale)


def adaptive_avg_resample(self, dim, size):
    """adaptive_avg_resample(Tensor self, int dim, int size) -> Tensor   (derivatives.yaml:5830)"""
    return arrays.resample(self, dim, size, 'area', False, None)


def adaptive_max_pool(self, output_size):
    """adaptive_max_pool(Tensor self, int[] output_size) -> (Tensor values, Tensor indices)   (derivatives.yaml:5845)"""
    return arrays.adaptive_max_pool(self, output_size)


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):
    """grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor   (derivatives.yaml:5948)"""
    return arrays.grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners)


def im2col(self, kernel_size, dilation, padding, stride):
    """im2col(Tensor self, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor   (derivatives.yaml:6038)"""
    return arrays.im2col(self, kernel_size, dilation, padding, stride)


def col2im(self, output_size, kernel_size, dilation, padding, stride):
    """col2im(Tensor self, int[] output_size, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor   (derivatives.yaml:6048)"""
    return arrays.col2im(self, output_size, kernel_size, dilation, padding, stride)


def native_channel_shuffle(self, groups):
    """native_channel_shuffle(Tensor self, int groups) -> Tensor   (derivatives.yaml:6119)"""
    return arrays.native_channel_shuffle(self, groups)


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor out, Tensor mean, Tensor rstd)   (derivatives.yaml:6240)"""
    return arrays.native_layer_norm(input, normalized_shape, weight, bias, eps)


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean, Tensor save_rstd)   (derivatives.yaml:6274)"""
    return arrays.native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)


def dropout_apply(self, mask, scale, kept=0.0, dropped=0.0):
    """dropout_apply(Tensor self, Tensor mask, float scale, float kept=0.0, float dropped=0.0) -> Tensor   (derivatives.yaml:6343)"""
    return self * mask * scale + (mask * self.dtype.type(kept - dropped) + self.dtype.type(dropped))


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False):
    """embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor   (derivatives.yaml:6434)"""
    return arrays.embedding(weight, indices)


def embedding_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    """embedding_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor   (derivatives.yaml:6453)"""
    return arrays.embedding_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq)


def one_hot(self, num_classes=-1):
    """one_hot(Tensor self, int num_classes=-1) -> Tensor   (derivatives.yaml:6478)"""
    return arrays.one_hot(self, num_classes)


def pad(self, pad, mode="constant", value=None):
    """pad(Tensor self, int[] pad, str mode="constant", float? value=None) -> Tensor   (derivatives.yaml:6493)"""
    return arrays.pad(self, pad, mode, value)


def pad_backward(grad_output, shape, pad, mode):
    """pad_backward(Tensor grad_output, int[] shape, int[] pad, str mode) -> Tensor   (derivatives.yaml:6511)"""
    return arrays.pad_backward(grad_output, shape, pad, mode)


def _thnn_fused_lstm_cell(input_gates, hidden_gates, cx, input_bias=None, hidden_bias=None):
    """_thnn_fused_lstm_cell(Tensor input_gates, Tensor hidden_gates, Tensor cx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor hy, Tensor cy, Tensor workspace)   (derivatives.yaml:6723)"""
    return arrays.fused_lstm_cell(input_gates, hidden_gates, cx, input_bias, hidden_bias)


def _thnn_fused_gru_cell(input_gates, hidden_gates, hx, input_bias=None, hidden_bias=None):
    """_thnn_fused_gru_cell(Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor hy, Tensor workspace)   (derivatives.yaml:6744)"""
    return arrays.fused_gru_cell(input_gates, hidden_gates, hx, input_bias, hidden_bias)


def _lstm_layer(input_gates, h0, c0, w_hh, reverse=False):
    """_lstm_layer(Tensor input_gates, Tensor h0, Tensor c0, Tensor w_hh, bool reverse=False) -> (Tensor output, Tensor hy, Tensor cy, Tensor cells, Tensor workspace)   (derivatives.yaml:6765)"""
    return arrays.lstm_layer(input_gates, h0, c0, w_hh, reverse)


def _rnn_layer(input_gates, h0, w_hh, nonlinearity="tanh", reverse=False):
    """_rnn_layer(Tensor input_gates, Tensor h0, Tensor w_hh, str nonlinearity="tanh", bool reverse=False) -> (Tensor output, Tensor hy)   (derivatives.yaml:6788)"""
    return arrays.rnn_layer(input_gates, h0, w_hh, nonlinearity, reverse)


def _gru_layer(input_gates, h0, w_hh, b_hh=None, reverse=False):
    """_gru_layer(Tensor input_gates, Tensor h0, Tensor w_hh, Tensor? b_hh=None, bool reverse=False) -> (Tensor output, Tensor hy, Tensor workspace)   (derivatives.yaml:6812)"""
    return arrays.gru_layer(input_gates, h0, w_hh, b_hh, reverse)
