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
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:96)"""
    return self + other if alpha == 1 else self + arrays.scaled(other, alpha)


def sub(self, other, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:115)"""
    return self - other if alpha == 1 else self - arrays.scaled(other, alpha)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:134)"""
    return self * other


def div(self, other, rounding_mode=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor   (derivatives.yaml:144)"""
    return self / other if rounding_mode is None else arrays.div_rounded(self, other, rounding_mode)


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:168)"""
    return -self


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:177)"""
    return 1 / self


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:187)"""
    return arrays.power(self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:202)"""
    return arrays.power(self, exponent)


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:214)"""
    return self ** exponent


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:227)"""
    return np.exp(self)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:236)"""
    return np.log(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:246)"""
    return np.sqrt(self)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:256)"""
    return np.sin(self)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:265)"""
    return np.cos(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:274)"""
    return arrays.tanh(self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:283)"""
    return arrays.sigmoid(self)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:292)"""
    return np.maximum(self, 0)


def threshold_backward(grad_output, self, threshold=0):
    """threshold_backward(Tensor grad_output, Tensor self, *, Scalar threshold=0) -> Tensor   (derivatives.yaml:306)"""
    return kernels.threshold_backward_forward(self, threshold, grad_output)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:320)"""
    return np.abs(self)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:330)"""
    return arrays.sign(self)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:339)"""
    return np.maximum(self, other)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:348)"""
    return np.minimum(self, other)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:356)"""
    return arrays.clamp(self, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:368)"""
    return np.where(condition, self, other)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:387)"""
    return self == other


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:396)"""
    return self != other


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:405)"""
    return self < other


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:413)"""
    return self <= other


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:422)"""
    return self > other


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:430)"""
    return self >= other


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:439)"""
    return np.logical_and(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:447)"""
    return np.logical_or(self, other)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:455)"""
    return np.logical_not(self)


def sum(self, dim=None, keepdim=False, dtype=None):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:465)"""
    return arrays.reduce_sum(self, dim, keepdim)


def mean(self, dim=None, keepdim=False, dtype=None):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:482)"""
    return arrays.reduce_mean(self, dim, keepdim)


def max(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:498)"""
    return arrays.reduce_max(self)


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:507)"""
    return arrays.max_along(self, dim, keepdim)


def max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:518)"""
    return np.maximum(self, other)


def min(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:526)"""
    return arrays.reduce_min(self)


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:534)"""
    return arrays.min_along(self, dim, keepdim)


def min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:545)"""
    return np.minimum(self, other)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:553)"""
    return arrays.reduce_extreme(np.amax, 'amax', self, dim, keepdim)


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:565)"""
    return arrays.reduce_extreme(np.amin, 'amin', self, dim, keepdim)


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:577)"""
    return np.matmul(self, other)


def reshape(self, shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:596)"""
    return arrays.reshape(self, shape)


def view(self, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:608)"""
    return arrays.view(self, size)


def view_dtype(self, dtype):
    """view.dtype(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:621)"""
    return arrays.view_dtype(self, dtype)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:636)"""
    return arrays.transpose(self, dim0, dim1)


def permute(self, dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:647)"""
    return arrays.permute(self, dims)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:659)"""
    return arrays.t(self)


def expand(self, size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:668)"""
    return arrays.expand(self, size)


def sum_to(self, shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:682)"""
    return arrays.sum_to(self, shape)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:691)"""
    return arrays.squeeze(self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:706)"""
    return np.expand_dims(self, dim)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:719)"""
    return arrays.index(self, indices)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:734)"""
    return arrays.index_backward(grad_output, shape, indices)


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:743)"""
    return arrays.cat(tensors, dim)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:755)"""
    return arrays.stack(tensors, dim)


def clone(self):
    """clone(Tensor self) -> Tensor   (derivatives.yaml:769)"""
    return np.copy(self)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:777)"""
    return self.astype(dtype)


def log1p(self):
    """log1p(Tensor self) -> Tensor   (derivatives.yaml:788)"""
    return np.log1p(self)


def expm1(self):
    """expm1(Tensor self) -> Tensor   (derivatives.yaml:799)"""
    return np.expm1(self)


def log2(self):
    """log2(Tensor self) -> Tensor   (derivatives.yaml:808)"""
    return np.log2(self)


def log10(self):
    """log10(Tensor self) -> Tensor   (derivatives.yaml:818)"""
    return np.log10(self)


def exp2(self):
    """exp2(Tensor self) -> Tensor   (derivatives.yaml:828)"""
    return np.exp2(self)


def tan(self):
    """tan(Tensor self) -> Tensor   (derivatives.yaml:837)"""
    return np.tan(self)


def asin(self):
    """asin(Tensor self) -> Tensor   (derivatives.yaml:848)"""
    return np.arcsin(self)


def acos(self):
    """acos(Tensor self) -> Tensor   (derivatives.yaml:860)"""
    return np.arccos(self)


def atan(self):
    """atan(Tensor self) -> Tensor   (derivatives.yaml:872)"""
    return np.arctan(self)


def atan2(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:883)"""
    return np.arctan2(self, other)


def sinh(self):
    """sinh(Tensor self) -> Tensor   (derivatives.yaml:894)"""
    return np.sinh(self)


def cosh(self):
    """cosh(Tensor self) -> Tensor   (derivatives.yaml:903)"""
    return np.cosh(self)


def asinh(self):
    """asinh(Tensor self) -> Tensor   (derivatives.yaml:912)"""
    return np.arcsinh(self)


def acosh(self):
    """acosh(Tensor self) -> Tensor   (derivatives.yaml:923)"""
    return np.arccosh(self)


def atanh(self):
    """atanh(Tensor self) -> Tensor   (derivatives.yaml:934)"""
    return np.arctanh(self)


def erf(self):
    """erf(Tensor self) -> Tensor   (derivatives.yaml:947)"""
    return arrays.erf(self)


def erfc(self):
    """erfc(Tensor self) -> Tensor   (derivatives.yaml:956)"""
    return arrays.erfc(self)


def erfinv(self):
    """erfinv(Tensor self) -> Tensor   (derivatives.yaml:966)"""
    return arrays.erfinv(self)


def lgamma(self):
    """lgamma(Tensor self) -> Tensor   (derivatives.yaml:978)"""
    return arrays.lgamma(self)


def digamma(self):
    """digamma(Tensor self) -> Tensor   (derivatives.yaml:989)"""
    return arrays.digamma(self)


def polygamma(n, self):
    """polygamma(int n, Tensor self) -> Tensor   (derivatives.yaml:1001)"""
    return arrays.polygamma(n, self)


def rsqrt(self):
    """rsqrt(Tensor self) -> Tensor   (derivatives.yaml:1016)"""
    return kernels.rsqrt_forward(self)


def square(self):
    """square(Tensor self) -> Tensor   (derivatives.yaml:1026)"""
    return arrays.square(self)


def hypot(self, other):
    """hypot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1036)"""
    return np.hypot(self, other)


def copysign(self, other):
    """copysign(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1047)"""
    return np.copysign(self, other)


def lerp_Scalar(self, end, weight):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   (derivatives.yaml:1059)"""
    return kernels.lerp_Scalar_forward(weight, self, end)


def lerp_Tensor(self, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   (derivatives.yaml:1074)"""
    return kernels.lerp_Tensor_forward(weight, self, end)


def addcmul(self, tensor1, tensor2, value=1):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1090)"""
    return kernels.addcmul_forward(self, value, tensor1, tensor2)


def addcdiv(self, tensor1, tensor2, value=1):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1106)"""
    return kernels.addcdiv_forward(self, value, tensor1, tensor2)


def xlogy(self, other):
    """xlogy(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1122)"""
    return arrays.xlogy(self, other)


def floor(self):
    """floor(Tensor self) -> Tensor   (derivatives.yaml:1135)"""
    return arrays.floor(self)


def ceil(self):
    """ceil(Tensor self) -> Tensor   (derivatives.yaml:1145)"""
    return arrays.ceil(self)


def round(self):
    """round(Tensor self) -> Tensor   (derivatives.yaml:1155)"""
    return arrays.rint(self)


def round_decimals(self, decimals=0):
    """round.decimals(Tensor self, *, int decimals=0) -> Tensor   (derivatives.yaml:1166)"""
    return arrays.round_decimals(self, decimals)


def trunc(self):
    """trunc(Tensor self) -> Tensor   (derivatives.yaml:1178)"""
    return arrays.trunc(self)


def frac(self):
    """frac(Tensor self) -> Tensor   (derivatives.yaml:1188)"""
    return self - arrays.trunc(self)


def sgn(self):
    """sgn(Tensor self) -> Tensor   (derivatives.yaml:1197)"""
    return arrays.sign(self)


def fmod(self, other):
    """fmod(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1208)"""
    return arrays.fmod(self, other)


def remainder(self, other):
    """remainder(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1226)"""
    return arrays.remainder(self, other)


def floor_divide(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1246)"""
    return arrays.floor_divide(self, other)


def bitwise_and(self, other):
    """bitwise_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1261)"""
    return np.bitwise_and(self, other)


def bitwise_or(self, other):
    """bitwise_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1272)"""
    return np.bitwise_or(self, other)


def bitwise_xor(self, other):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1283)"""
    return np.bitwise_xor(self, other)


def bitwise_not(self):
    """bitwise_not(Tensor self) -> Tensor   (derivatives.yaml:1294)"""
    return np.invert(self)


def bitwise_left_shift(self, other):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1304)"""
    return arrays.left_shift(self, other)


def bitwise_right_shift(self, other):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1321)"""
    return arrays.right_shift(self, other)


def isnan(self):
    """isnan(Tensor self) -> Tensor   (derivatives.yaml:1338)"""
    return np.isnan(self)


def isinf(self):
    """isinf(Tensor self) -> Tensor   (derivatives.yaml:1346)"""
    return np.isinf(self)


def isfinite(self):
    """isfinite(Tensor self) -> Tensor   (derivatives.yaml:1354)"""
    return np.isfinite(self)


def isposinf(self):
    """isposinf(Tensor self) -> Tensor   (derivatives.yaml:1362)"""
    return arrays.isposinf(self)


def isneginf(self):
    """isneginf(Tensor self) -> Tensor   (derivatives.yaml:1370)"""
    return arrays.isneginf(self)


def isreal(self):
    """isreal(Tensor self) -> Tensor   (derivatives.yaml:1378)"""
    return np.ones(self.shape, dtype=np.bool_)


def isclose(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor   (derivatives.yaml:1387)"""
    return arrays.isclose(self, other, rtol, atol, equal_nan)


def nan_to_num(self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor   (derivatives.yaml:1400)"""
    return arrays.nan_to_num(self, nan, posinf, neginf)


def prod(self, dim=None, keepdim=False, dtype=None):
    """prod(Tensor self, int? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:1417)"""
    return arrays.reduce_prod(self, dim, keepdim)


def var(self, dim=None, correction=None, keepdim=False):
    """var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:1430)"""
    return arrays.var(self, dim, correction, keepdim)


def var_dim(self, dim, unbiased=True, keepdim=False):
    """var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:1443)"""
    return arrays.var(self, dim, arrays.unbiased_correction(unbiased), keepdim)


def var_unbiased(self, unbiased=True):
    """var.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:1454)"""
    return arrays.var(self, None, arrays.unbiased_correction(unbiased), False)


def std(self, dim=None, correction=None, keepdim=False):
    """std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:1465)"""
    return arrays.std(self, dim, correction, keepdim)


def std_dim(self, dim, unbiased=True, keepdim=False):
    """std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:1478)"""
    return arrays.std(self, dim, arrays.unbiased_correction(unbiased), keepdim)


def std_unbiased(self, unbiased=True):
    """std.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:1489)"""
    return arrays.std(self, None, arrays.unbiased_correction(unbiased), False)


def var_mean(self, dim=None, correction=None, keepdim=False):
    """var_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor var, Tensor mean)   (derivatives.yaml:1500)"""
    return arrays.var_mean(self, dim, correction, keepdim)


def std_mean(self, dim=None, correction=None, keepdim=False):
    """std_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor std, Tensor mean)   (derivatives.yaml:1512)"""
    return arrays.std_mean(self, dim, correction, keepdim)


def aminmax(self, dim=None, keepdim=False):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)   (derivatives.yaml:1524)"""
    return arrays.aminmax(self, dim, keepdim)


def norm(self, p=2, dim=None, keepdim=False):
    """norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:1536)"""
    return arrays.vector_norm(self, arrays.norm_p(p), dim, keepdim)


def norm_str(self, p, dim=None, keepdim=False):
    """norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:1550)"""
    return arrays.vector_norm(self, arrays.norm_p(p), dim, keepdim)


def logsumexp(self, dim, keepdim=False):
    """logsumexp(Tensor self, int[] dim, bool keepdim=False) -> Tensor   (derivatives.yaml:1561)"""
    return arrays.logsumexp(self, dim, keepdim)


def all(self, dim=None, keepdim=False):
    """all(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:1574)"""
    return arrays.all_any(np.all, self, dim, keepdim)


def any(self, dim=None, keepdim=False):
    """any(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:1586)"""
    return arrays.all_any(np.any, self, dim, keepdim)


def argmax(self, dim=None, keepdim=False):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:1598)"""
    return arrays.argmax_argmin(np.argmax, 'argmax', self, dim, keepdim)


def argmin(self, dim=None, keepdim=False):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:1612)"""
    return arrays.argmax_argmin(np.argmin, 'argmin', self, dim, keepdim)


def count_nonzero(self, dim=None):
    """count_nonzero(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:1624)"""
    return arrays.count_nonzero(self, dim)


def cummax(self, dim):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:1636)"""
    return arrays.cummax_cummin('cummax', self, dim)


def cummin(self, dim):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:1648)"""
    return arrays.cummax_cummin('cummin', self, dim)


def cumsum(self, dim, dtype=None):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:1659)"""
    return arrays.cumsum(self, dim)


def cumprod(self, dim, dtype=None):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:1671)"""
    return arrays.cumprod(self, dim)


def logcumsumexp(self, dim):
    """logcumsumexp(Tensor self, int dim) -> Tensor   (derivatives.yaml:1683)"""
    return arrays.logcumsumexp(self, dim)


def value_selecting_backward(grad_output, along, indices, sizes, keepdim):
    """value_selecting_backward(Tensor grad_output, int along, Tensor indices, int[] sizes, bool keepdim) -> Tensor   (derivatives.yaml:1699)"""
    return arrays.value_selecting_backward(grad_output, along, indices, sizes, keepdim)


def select_along(self, along, indices, keepdim):
    """select_along(Tensor self, int along, Tensor indices, bool keepdim) -> Tensor   (derivatives.yaml:1708)"""
    return arrays.select_along(self, along, indices, keepdim)


def sort(self, dim=-1, descending=False, stable=False):
    """sort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1715)"""
    return arrays.sort(self, dim, descending, stable)


def argsort(self, dim=-1, descending=False, stable=False):
    """argsort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> Tensor   (derivatives.yaml:1729)"""
    return arrays.sort(self, dim, descending, stable)[1]


def topk(self, k, dim=-1, largest=True, sorted=True):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)   (derivatives.yaml:1740)"""
    return arrays.topk(self, k, dim, largest, sorted)


def kthvalue(self, k, dim=-1, keepdim=False):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1755)"""
    return arrays.kthvalue(self, k, dim, keepdim)


def median(self):
    """median(Tensor self) -> Tensor   (derivatives.yaml:1769)"""
    return arrays.median_all(self)


def median_dim(self, dim, keepdim=False):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1779)"""
    return arrays.median_dim(self, dim, keepdim)


def mode(self, dim=-1, keepdim=False):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1793)"""
    return arrays.mode(self, dim, keepdim)


def gather(self, dim, index, sparse_grad=False):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   (derivatives.yaml:1811)"""
    return arrays.gather(self, dim, index)


def scatter_src(self, dim, index, src):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:1827)"""
    return arrays.scatter(self, dim, index, src)


def scatter_value(self, dim, index, value):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:1842)"""
    return arrays.scatter(self, dim, index, value)


def scatter_add(self, dim, index, src):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:1856)"""
    return arrays.scatter_add(self, dim, index, src)


def scatter_reduce(self, dim, index, src, reduce, include_self=True):
    """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor   (derivatives.yaml:1872)"""
    return arrays.scatter_reduce(self, dim, index, src, reduce, include_self)


def index_select(self, dim, index):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   (derivatives.yaml:1892)"""
    return arrays.index_select(self, dim, index)


def index_add(self, dim, index, source, alpha=1):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:1906)"""
    return arrays.index_add(self, dim, index, source, alpha)


def index_copy(self, dim, index, source):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor   (derivatives.yaml:1922)"""
    return arrays.index_copy(self, dim, index, source)


def index_fill_int_Scalar(self, dim, index, value):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:1936)"""
    return arrays.index_fill(self, dim, index, value)


def index_fill_int_Tensor(self, dim, index, value):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor   (derivatives.yaml:1950)"""
    return arrays.index_fill(self, dim, index, value)


def masked_fill_Scalar(self, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   (derivatives.yaml:1965)"""
    return arrays.masked_fill(self, mask, value)


def masked_fill_Tensor(self, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   (derivatives.yaml:1983)"""
    return arrays.masked_fill(self, mask, value)


def masked_select(self, mask):
    """masked_select(Tensor self, Tensor mask) -> Tensor   (derivatives.yaml:1999)"""
    return arrays.masked_select(self, mask)


def take(self, index):
    """take(Tensor self, Tensor index) -> Tensor   (derivatives.yaml:2014)"""
    return arrays.take(self, index)


def take_along_dim(self, indices, dim=None):
    """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor   (derivatives.yaml:2027)"""
    return arrays.take_along_dim(self, indices, dim)


def index_put(self, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   (derivatives.yaml:2043)"""
    return arrays.index_put(self, indices, values, accumulate)


def dot(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor   (derivatives.yaml:2067)"""
    return arrays.dot(self, tensor)


def vdot(self, other):
    """vdot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:2077)"""
    return arrays.dot(self, other)


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:2087)"""
    return arrays.mm(self, mat2)


def bmm(self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:2097)"""
    return arrays.bmm(self, mat2)


def mv(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor   (derivatives.yaml:2107)"""
    return arrays.mv(self, vec)


def addmm(self, mat1, mat2, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:2133)"""
    return arrays.addmm(self, mat1, mat2, beta, alpha)


def addmv(self, mat, vec, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:2147)"""
    return arrays.addmv(self, mat, vec, beta, alpha)


def baddbmm(self, batch1, batch2, beta=1, alpha=1):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:2161)"""
    return arrays.baddbmm(self, batch1, batch2, beta, alpha)


def kron(self, other):
    """kron(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:2175)"""
    return arrays.kron(self, other)


def cross(self, other, dim=None):
    """cross(Tensor self, Tensor other, int? dim=None) -> Tensor   (derivatives.yaml:2187)"""
    return arrays.cross(self, other, dim)


def linalg_cross(self, other, dim=-1):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor   (derivatives.yaml:2200)"""
    return arrays.cross(self, other, dim)


def tensordot(a, b, dims=2):
    """tensordot(Tensor a, Tensor b, int[][] dims=2) -> Tensor   (derivatives.yaml:2214)"""
    return arrays.tensordot(a, b, dims)


def einsum(equation, tensors):
    """einsum(str equation, Tensor[] tensors) -> Tensor   (derivatives.yaml:2227)"""
    return arrays.einsum(equation, tensors)


def linalg_inv(A):
    """linalg_inv(Tensor A) -> Tensor   (derivatives.yaml:2241)"""
    return arrays.inv(A)


def linalg_det(A):
    """linalg_det(Tensor A) -> Tensor   (derivatives.yaml:2252)"""
    return arrays.det(A)


def linalg_slogdet(A):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   (derivatives.yaml:2267)"""
    return arrays.slogdet(A)


def linalg_solve(A, B, left=True):
    """linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor   (derivatives.yaml:2279)"""
    return arrays.solve(A, B, left)


def linalg_cholesky(A, upper=False):
    """linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor   (derivatives.yaml:2295)"""
    return arrays.cholesky(A, upper)


def linalg_qr(A, mode="reduced"):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   (derivatives.yaml:2307)"""
    return arrays.qr(A, mode)


def linalg_svd(A, full_matrices=True):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   (derivatives.yaml:2323)"""
    return arrays.svd(A, full_matrices)


def linalg_svdvals(A):
    """linalg_svdvals(Tensor A) -> Tensor   (derivatives.yaml:2340)"""
    return arrays.svdvals(A)


def linalg_eigh(A, UPLO="L"):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   (derivatives.yaml:2351)"""
    return arrays.eigh(A, UPLO)


def linalg_eigvalsh(A, UPLO="L"):
    """linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor   (derivatives.yaml:2365)"""
    return arrays.eigvalsh(A, UPLO)


def linear(self, weight, bias=None):
    """linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:2380)"""
    return arrays.linear(self, weight, bias)
