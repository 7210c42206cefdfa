"""Every op of derivatives.yaml on raw NumPy arrays: its forward, nothing recorded.

Generated from derivatives.yaml by `make regenerate`; do not edit.

The public ops (generated/ops.py) call these after promoting dtypes; raw backward formulas
(generated/nodes.py) call them too, so a formula's `sum(...)` or `reshape(...)` is the very same
computation as the forward op.
"""
import numpy as np

from specgrad import array_helpers as arrays


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


def prod(self, dim=None, keepdim=False, dtype=None):
    """prod(Tensor self, int? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:711)"""
    return arrays.reduce_prod(self, dim, keepdim)


def var(self, dim=None, correction=None, keepdim=False):
    """var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:724)"""
    return arrays.var(self, dim, correction, keepdim)


def var_dim(self, dim, unbiased=True, keepdim=False):
    """var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:737)"""
    return arrays.var(self, dim, arrays.unbiased_correction(unbiased), keepdim)


def var_unbiased(self, unbiased=True):
    """var.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:748)"""
    return arrays.var(self, None, arrays.unbiased_correction(unbiased), False)


def std(self, dim=None, correction=None, keepdim=False):
    """std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:758)"""
    return arrays.std(self, dim, correction, keepdim)


def std_dim(self, dim, unbiased=True, keepdim=False):
    """std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:771)"""
    return arrays.std(self, dim, arrays.unbiased_correction(unbiased), keepdim)


def std_unbiased(self, unbiased=True):
    """std.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:782)"""
    return arrays.std(self, None, arrays.unbiased_correction(unbiased), False)


def var_mean(self, dim=None, correction=None, keepdim=False):
    """var_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor var, Tensor mean)   (derivatives.yaml:792)"""
    return arrays.var_mean(self, dim, correction, keepdim)


def std_mean(self, dim=None, correction=None, keepdim=False):
    """std_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor std, Tensor mean)   (derivatives.yaml:804)"""
    return arrays.std_mean(self, dim, correction, keepdim)


def aminmax(self, dim=None, keepdim=False):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)   (derivatives.yaml:816)"""
    return arrays.aminmax(self, dim, keepdim)


def norm(self, p=2, dim=None, keepdim=False):
    """norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:828)"""
    return arrays.vector_norm(self, arrays.norm_p(p), dim, keepdim)


def norm_str(self, p, dim=None, keepdim=False):
    """norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:842)"""
    return arrays.vector_norm(self, arrays.norm_p(p), dim, keepdim)


def logsumexp(self, dim, keepdim=False):
    """logsumexp(Tensor self, int[] dim, bool keepdim=False) -> Tensor   (derivatives.yaml:853)"""
    return arrays.logsumexp(self, dim, keepdim)


def all(self, dim=None, keepdim=False):
    """all(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:866)"""
    return arrays.all_any(np.all, self, dim, keepdim)


def any(self, dim=None, keepdim=False):
    """any(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:878)"""
    return arrays.all_any(np.any, self, dim, keepdim)


def argmax(self, dim=None, keepdim=False):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:890)"""
    return arrays.argmax_argmin(np.argmax, 'argmax', self, dim, keepdim)


def argmin(self, dim=None, keepdim=False):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:904)"""
    return arrays.argmax_argmin(np.argmin, 'argmin', self, dim, keepdim)


def count_nonzero(self, dim=None):
    """count_nonzero(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:916)"""
    return arrays.count_nonzero(self, dim)


def cummax(self, dim):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:928)"""
    return arrays.cummax_cummin('cummax', self, dim)


def cummin(self, dim):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:940)"""
    return arrays.cummax_cummin('cummin', self, dim)


def cumsum(self, dim, dtype=None):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:951)"""
    return arrays.cumsum(self, dim)


def cumprod(self, dim, dtype=None):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:963)"""
    return arrays.cumprod(self, dim)


def logcumsumexp(self, dim):
    """logcumsumexp(Tensor self, int dim) -> Tensor   (derivatives.yaml:975)"""
    return arrays.logcumsumexp(self, dim)


def value_selecting_backward(grad_output, along, indices, sizes, keepdim):
    """value_selecting_backward(Tensor grad_output, int along, Tensor indices, int[] sizes, bool keepdim) -> Tensor   (derivatives.yaml:991)"""
    return arrays.value_selecting_backward(grad_output, along, indices, sizes, keepdim)


def select_along(self, along, indices, keepdim):
    """select_along(Tensor self, int along, Tensor indices, bool keepdim) -> Tensor   (derivatives.yaml:1000)"""
    return arrays.select_along(self, along, indices, keepdim)


def sort(self, dim=-1, descending=False, stable=False):
    """sort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1007)"""
    return arrays.sort(self, dim, descending, stable)


def argsort(self, dim=-1, descending=False, stable=False):
    """argsort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> Tensor   (derivatives.yaml:1021)"""
    return arrays.sort(self, dim, descending, stable)[1]


def topk(self, k, dim=-1, largest=True, sorted=True):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)   (derivatives.yaml:1032)"""
    return arrays.topk(self, k, dim, largest, sorted)


def kthvalue(self, k, dim=-1, keepdim=False):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1047)"""
    return arrays.kthvalue(self, k, dim, keepdim)


def median(self):
    """median(Tensor self) -> Tensor   (derivatives.yaml:1061)"""
    return arrays.median_all(self)


def median_dim(self, dim, keepdim=False):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1071)"""
    return arrays.median_dim(self, dim, keepdim)


def mode(self, dim=-1, keepdim=False):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1085)"""
    return arrays.mode(self, dim, keepdim)
