"""Every op of derivatives.yaml on raw NumPy arrays: its forward, nothing recorded.

Generated from derivatives.yaml by `make regenerate`; do not edit.

The public ops (generated/ops.py) call these after promoting dtypes; raw backward formulas
(generated/nodes.py) call them too, so a formula's `sum(...)` or `reshape(...)` is the very same
computation as the forward op.
"""
import numpy as np

from specgrad import array_helpers as arrays
from specgrad.generated import kernels


def add(self, other, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:61)"""
    return self + other if alpha == 1 else self + arrays.scaled(other, alpha)


def sub(self, other, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:80)"""
    return self - other if alpha == 1 else self - arrays.scaled(other, alpha)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:99)"""
    return self * other


def div(self, other):
    """div(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:109)"""
    return self / other


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:121)"""
    return -self


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:130)"""
    return 1 / self


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:140)"""
    return arrays.power(self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:155)"""
    return arrays.power(self, exponent)


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:167)"""
    return self ** exponent


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:180)"""
    return np.exp(self)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:189)"""
    return np.log(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:199)"""
    return np.sqrt(self)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:209)"""
    return np.sin(self)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:218)"""
    return np.cos(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:227)"""
    return arrays.tanh(self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:236)"""
    return arrays.sigmoid(self)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:245)"""
    return np.maximum(self, 0)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:255)"""
    return np.abs(self)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:265)"""
    return arrays.sign(self)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:274)"""
    return np.maximum(self, other)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:283)"""
    return np.minimum(self, other)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:291)"""
    return arrays.clamp(self, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:303)"""
    return np.where(condition, self, other)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:322)"""
    return self == other


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:331)"""
    return self != other


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:340)"""
    return self < other


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:348)"""
    return self <= other


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:357)"""
    return self > other


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:365)"""
    return self >= other


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:374)"""
    return np.logical_and(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:382)"""
    return np.logical_or(self, other)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:390)"""
    return np.logical_not(self)


def sum(self, dim=None, keepdim=False, dtype=None):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:400)"""
    return arrays.reduce_sum(self, dim, keepdim)


def mean(self, dim=None, keepdim=False, dtype=None):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:417)"""
    return arrays.reduce_mean(self, dim, keepdim)


def max(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:433)"""
    return arrays.reduce_max(self)


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:442)"""
    return arrays.max_along(self, dim, keepdim)


def max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:453)"""
    return np.maximum(self, other)


def min(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:461)"""
    return arrays.reduce_min(self)


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:469)"""
    return arrays.min_along(self, dim, keepdim)


def min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:480)"""
    return np.minimum(self, other)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:488)"""
    return arrays.reduce_extreme(np.amax, 'amax', self, dim, keepdim)


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:500)"""
    return arrays.reduce_extreme(np.amin, 'amin', self, dim, keepdim)


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:512)"""
    return np.matmul(self, other)


def reshape(self, shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:531)"""
    return arrays.reshape(self, shape)


def view(self, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:543)"""
    return arrays.view(self, size)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:556)"""
    return arrays.transpose(self, dim0, dim1)


def permute(self, dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:567)"""
    return arrays.permute(self, dims)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:579)"""
    return arrays.t(self)


def expand(self, size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:588)"""
    return arrays.expand(self, size)


def sum_to(self, shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:602)"""
    return arrays.sum_to(self, shape)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int? dim=None) -> Tensor   (derivatives.yaml:611)"""
    return arrays.squeeze(self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:623)"""
    return np.expand_dims(self, dim)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:636)"""
    return arrays.index(self, indices)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:651)"""
    return arrays.index_backward(grad_output, shape, indices)


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:660)"""
    return arrays.cat(tensors, dim)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:672)"""
    return arrays.stack(tensors, dim)


def clone(self):
    """clone(Tensor self) -> Tensor   (derivatives.yaml:686)"""
    return np.copy(self)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:694)"""
    return self.astype(dtype)


def log1p(self):
    """log1p(Tensor self) -> Tensor   (derivatives.yaml:705)"""
    return np.log1p(self)


def expm1(self):
    """expm1(Tensor self) -> Tensor   (derivatives.yaml:716)"""
    return np.expm1(self)


def log2(self):
    """log2(Tensor self) -> Tensor   (derivatives.yaml:725)"""
    return np.log2(self)


def log10(self):
    """log10(Tensor self) -> Tensor   (derivatives.yaml:735)"""
    return np.log10(self)


def exp2(self):
    """exp2(Tensor self) -> Tensor   (derivatives.yaml:745)"""
    return np.exp2(self)


def tan(self):
    """tan(Tensor self) -> Tensor   (derivatives.yaml:754)"""
    return np.tan(self)


def asin(self):
    """asin(Tensor self) -> Tensor   (derivatives.yaml:765)"""
    return np.arcsin(self)


def acos(self):
    """acos(Tensor self) -> Tensor   (derivatives.yaml:777)"""
    return np.arccos(self)


def atan(self):
    """atan(Tensor self) -> Tensor   (derivatives.yaml:789)"""
    return np.arctan(self)


def atan2(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:800)"""
    return np.arctan2(self, other)


def sinh(self):
    """sinh(Tensor self) -> Tensor   (derivatives.yaml:811)"""
    return np.sinh(self)


def cosh(self):
    """cosh(Tensor self) -> Tensor   (derivatives.yaml:820)"""
    return np.cosh(self)


def asinh(self):
    """asinh(Tensor self) -> Tensor   (derivatives.yaml:829)"""
    return np.arcsinh(self)


def acosh(self):
    """acosh(Tensor self) -> Tensor   (derivatives.yaml:840)"""
    return np.arccosh(self)


def atanh(self):
    """atanh(Tensor self) -> Tensor   (derivatives.yaml:851)"""
    return np.arctanh(self)


def erf(self):
    """erf(Tensor self) -> Tensor   (derivatives.yaml:864)"""
    return arrays.erf(self)


def erfc(self):
    """erfc(Tensor self) -> Tensor   (derivatives.yaml:873)"""
    return arrays.erfc(self)


def erfinv(self):
    """erfinv(Tensor self) -> Tensor   (derivatives.yaml:883)"""
    return arrays.erfinv(self)


def lgamma(self):
    """lgamma(Tensor self) -> Tensor   (derivatives.yaml:895)"""
    return arrays.lgamma(self)


def digamma(self):
    """digamma(Tensor self) -> Tensor   (derivatives.yaml:906)"""
    return arrays.digamma(self)


def polygamma(n, self):
    """polygamma(int n, Tensor self) -> Tensor   (derivatives.yaml:918)"""
    return arrays.polygamma(n, self)


def rsqrt(self):
    """rsqrt(Tensor self) -> Tensor   (derivatives.yaml:933)"""
    return kernels.rsqrt_forward(self)


def square(self):
    """square(Tensor self) -> Tensor   (derivatives.yaml:943)"""
    return arrays.square(self)


def hypot(self, other):
    """hypot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:953)"""
    return np.hypot(self, other)


def copysign(self, other):
    """copysign(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:964)"""
    return np.copysign(self, other)


def lerp_Scalar(self, end, weight):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   (derivatives.yaml:976)"""
    return kernels.lerp_Scalar_forward(weight, self, end)


def lerp_Tensor(self, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   (derivatives.yaml:991)"""
    return kernels.lerp_Tensor_forward(weight, self, end)


def addcmul(self, tensor1, tensor2, value=1):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1007)"""
    return kernels.addcmul_forward(self, value, tensor1, tensor2)


def addcdiv(self, tensor1, tensor2, value=1):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1023)"""
    return kernels.addcdiv_forward(self, value, tensor1, tensor2)


def xlogy(self, other):
    """xlogy(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1039)"""
    return arrays.xlogy(self, other)


def floor(self):
    """floor(Tensor self) -> Tensor   (derivatives.yaml:1052)"""
    return arrays.floor(self)


def ceil(self):
    """ceil(Tensor self) -> Tensor   (derivatives.yaml:1062)"""
    return arrays.ceil(self)


def round(self):
    """round(Tensor self) -> Tensor   (derivatives.yaml:1072)"""
    return arrays.rint(self)


def round_decimals(self, decimals=0):
    """round.decimals(Tensor self, *, int decimals=0) -> Tensor   (derivatives.yaml:1083)"""
    return arrays.round_decimals(self, decimals)


def trunc(self):
    """trunc(Tensor self) -> Tensor   (derivatives.yaml:1095)"""
    return arrays.trunc(self)


def frac(self):
    """frac(Tensor self) -> Tensor   (derivatives.yaml:1105)"""
    return self - arrays.trunc(self)


def sgn(self):
    """sgn(Tensor self) -> Tensor   (derivatives.yaml:1114)"""
    return arrays.sign(self)
