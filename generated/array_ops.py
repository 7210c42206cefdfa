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
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:91)"""
    return self + other if alpha == 1 else self + arrays.scaled(other, alpha)


def sub(self, other, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:110)"""
    return self - other if alpha == 1 else self - arrays.scaled(other, alpha)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:129)"""
    return self * other


def div(self, other, rounding_mode=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor   (derivatives.yaml:139)"""
    return self / other if rounding_mode is None else arrays.div_rounded(self, other, rounding_mode)


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:163)"""
    return -self


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:172)"""
    return 1 / self


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:182)"""
    return arrays.power(self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:197)"""
    return arrays.power(self, exponent)


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:209)"""
    return self ** exponent


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:222)"""
    return np.exp(self)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:231)"""
    return np.log(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:241)"""
    return np.sqrt(self)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:251)"""
    return np.sin(self)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:260)"""
    return np.cos(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:269)"""
    return arrays.tanh(self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:278)"""
    return arrays.sigmoid(self)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:287)"""
    return np.maximum(self, 0)


def threshold_backward(grad_output, self, threshold=0):
    """threshold_backward(Tensor grad_output, Tensor self, *, Scalar threshold=0) -> Tensor   (derivatives.yaml:301)"""
    return kernels.threshold_backward_forward(self, threshold, grad_output)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:315)"""
    return np.abs(self)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:325)"""
    return arrays.sign(self)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:334)"""
    return np.maximum(self, other)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:343)"""
    return np.minimum(self, other)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:351)"""
    return arrays.clamp(self, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:363)"""
    return np.where(condition, self, other)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:382)"""
    return self == other


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:391)"""
    return self != other


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:400)"""
    return self < other


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:408)"""
    return self <= other


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:417)"""
    return self > other


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:425)"""
    return self >= other


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:434)"""
    return np.logical_and(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:442)"""
    return np.logical_or(self, other)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:450)"""
    return np.logical_not(self)


def sum(self, dim=None, keepdim=False, dtype=None):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:460)"""
    return arrays.reduce_sum(self, dim, keepdim)


def mean(self, dim=None, keepdim=False, dtype=None):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:477)"""
    return arrays.reduce_mean(self, dim, keepdim)


def max(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:493)"""
    return arrays.reduce_max(self)


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:502)"""
    return arrays.max_along(self, dim, keepdim)


def max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:513)"""
    return np.maximum(self, other)


def min(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:521)"""
    return arrays.reduce_min(self)


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:529)"""
    return arrays.min_along(self, dim, keepdim)


def min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:540)"""
    return np.minimum(self, other)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:548)"""
    return arrays.reduce_extreme(np.amax, 'amax', self, dim, keepdim)


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:560)"""
    return arrays.reduce_extreme(np.amin, 'amin', self, dim, keepdim)


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:572)"""
    return np.matmul(self, other)


def reshape(self, shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:591)"""
    return arrays.reshape(self, shape)


def view(self, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:603)"""
    return arrays.view(self, size)


def view_dtype(self, dtype):
    """view.dtype(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:616)"""
    return arrays.view_dtype(self, dtype)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:631)"""
    return arrays.transpose(self, dim0, dim1)


def permute(self, dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:642)"""
    return arrays.permute(self, dims)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:654)"""
    return arrays.t(self)


def expand(self, size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:663)"""
    return arrays.expand(self, size)


def sum_to(self, shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:677)"""
    return arrays.sum_to(self, shape)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:686)"""
    return arrays.squeeze(self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:701)"""
    return np.expand_dims(self, dim)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:714)"""
    return arrays.index(self, indices)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:729)"""
    return arrays.index_backward(grad_output, shape, indices)


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:738)"""
    return arrays.cat(tensors, dim)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:750)"""
    return arrays.stack(tensors, dim)


def clone(self):
    """clone(Tensor self) -> Tensor   (derivatives.yaml:764)"""
    return np.copy(self)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:772)"""
    return self.astype(dtype)


def log1p(self):
    """log1p(Tensor self) -> Tensor   (derivatives.yaml:783)"""
    return np.log1p(self)


def expm1(self):
    """expm1(Tensor self) -> Tensor   (derivatives.yaml:794)"""
    return np.expm1(self)


def log2(self):
    """log2(Tensor self) -> Tensor   (derivatives.yaml:803)"""
    return np.log2(self)


def log10(self):
    """log10(Tensor self) -> Tensor   (derivatives.yaml:813)"""
    return np.log10(self)


def exp2(self):
    """exp2(Tensor self) -> Tensor   (derivatives.yaml:823)"""
    return np.exp2(self)


def tan(self):
    """tan(Tensor self) -> Tensor   (derivatives.yaml:832)"""
    return np.tan(self)


def asin(self):
    """asin(Tensor self) -> Tensor   (derivatives.yaml:843)"""
    return np.arcsin(self)


def acos(self):
    """acos(Tensor self) -> Tensor   (derivatives.yaml:855)"""
    return np.arccos(self)


def atan(self):
    """atan(Tensor self) -> Tensor   (derivatives.yaml:867)"""
    return np.arctan(self)


def atan2(self, other):
    """atan2(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:878)"""
    return np.arctan2(self, other)


def sinh(self):
    """sinh(Tensor self) -> Tensor   (derivatives.yaml:889)"""
    return np.sinh(self)


def cosh(self):
    """cosh(Tensor self) -> Tensor   (derivatives.yaml:898)"""
    return np.cosh(self)


def asinh(self):
    """asinh(Tensor self) -> Tensor   (derivatives.yaml:907)"""
    return np.arcsinh(self)


def acosh(self):
    """acosh(Tensor self) -> Tensor   (derivatives.yaml:918)"""
    return np.arccosh(self)


def atanh(self):
    """atanh(Tensor self) -> Tensor   (derivatives.yaml:929)"""
    return np.arctanh(self)


def erf(self):
    """erf(Tensor self) -> Tensor   (derivatives.yaml:942)"""
    return arrays.erf(self)


def erfc(self):
    """erfc(Tensor self) -> Tensor   (derivatives.yaml:951)"""
    return arrays.erfc(self)


def erfinv(self):
    """erfinv(Tensor self) -> Tensor   (derivatives.yaml:961)"""
    return arrays.erfinv(self)


def lgamma(self):
    """lgamma(Tensor self) -> Tensor   (derivatives.yaml:973)"""
    return arrays.lgamma(self)


def digamma(self):
    """digamma(Tensor self) -> Tensor   (derivatives.yaml:984)"""
    return arrays.digamma(self)


def polygamma(n, self):
    """polygamma(int n, Tensor self) -> Tensor   (derivatives.yaml:996)"""
    return arrays.polygamma(n, self)


def rsqrt(self):
    """rsqrt(Tensor self) -> Tensor   (derivatives.yaml:1011)"""
    return kernels.rsqrt_forward(self)


def square(self):
    """square(Tensor self) -> Tensor   (derivatives.yaml:1021)"""
    return arrays.square(self)


def hypot(self, other):
    """hypot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1031)"""
    return np.hypot(self, other)


def copysign(self, other):
    """copysign(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1042)"""
    return np.copysign(self, other)


def lerp_Scalar(self, end, weight):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   (derivatives.yaml:1054)"""
    return kernels.lerp_Scalar_forward(weight, self, end)


def lerp_Tensor(self, end, weight):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   (derivatives.yaml:1069)"""
    return kernels.lerp_Tensor_forward(weight, self, end)


def addcmul(self, tensor1, tensor2, value=1):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1085)"""
    return kernels.addcmul_forward(self, value, tensor1, tensor2)


def addcdiv(self, tensor1, tensor2, value=1):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1101)"""
    return kernels.addcdiv_forward(self, value, tensor1, tensor2)


def xlogy(self, other):
    """xlogy(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1117)"""
    return arrays.xlogy(self, other)


def floor(self):
    """floor(Tensor self) -> Tensor   (derivatives.yaml:1130)"""
    return arrays.floor(self)


def ceil(self):
    """ceil(Tensor self) -> Tensor   (derivatives.yaml:1140)"""
    return arrays.ceil(self)


def round(self):
    """round(Tensor self) -> Tensor   (derivatives.yaml:1150)"""
    return arrays.rint(self)


def round_decimals(self, decimals=0):
    """round.decimals(Tensor self, *, int decimals=0) -> Tensor   (derivatives.yaml:1161)"""
    return arrays.round_decimals(self, decimals)


def trunc(self):
    """trunc(Tensor self) -> Tensor   (derivatives.yaml:1173)"""
    return arrays.trunc(self)


def frac(self):
    """frac(Tensor self) -> Tensor   (derivatives.yaml:1183)"""
    return self - arrays.trunc(self)


def sgn(self):
    """sgn(Tensor self) -> Tensor   (derivatives.yaml:1192)"""
    return arrays.sign(self)


def fmod(self, other):
    """fmod(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1203)"""
    return arrays.fmod(self, other)


def remainder(self, other):
    """remainder(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1221)"""
    return arrays.remainder(self, other)


def floor_divide(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1241)"""
    return arrays.floor_divide(self, other)


def bitwise_and(self, other):
    """bitwise_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1256)"""
    return np.bitwise_and(self, other)


def bitwise_or(self, other):
    """bitwise_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1267)"""
    return np.bitwise_or(self, other)


def bitwise_xor(self, other):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1278)"""
    return np.bitwise_xor(self, other)


def bitwise_not(self):
    """bitwise_not(Tensor self) -> Tensor   (derivatives.yaml:1289)"""
    return np.invert(self)


def bitwise_left_shift(self, other):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1299)"""
    return arrays.left_shift(self, other)


def bitwise_right_shift(self, other):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1316)"""
    return arrays.right_shift(self, other)


def isnan(self):
    """isnan(Tensor self) -> Tensor   (derivatives.yaml:1333)"""
    return np.isnan(self)


def isinf(self):
    """isinf(Tensor self) -> Tensor   (derivatives.yaml:1341)"""
    return np.isinf(self)


def isfinite(self):
    """isfinite(Tensor self) -> Tensor   (derivatives.yaml:1349)"""
    return np.isfinite(self)


def isposinf(self):
    """isposinf(Tensor self) -> Tensor   (derivatives.yaml:1357)"""
    return arrays.isposinf(self)


def isneginf(self):
    """isneginf(Tensor self) -> Tensor   (derivatives.yaml:1365)"""
    return arrays.isneginf(self)


def isreal(self):
    """isreal(Tensor self) -> Tensor   (derivatives.yaml:1373)"""
    return np.ones(self.shape, dtype=np.bool_)


def isclose(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor   (derivatives.yaml:1382)"""
    return arrays.isclose(self, other, rtol, atol, equal_nan)


def nan_to_num(self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor   (derivatives.yaml:1395)"""
    return arrays.nan_to_num(self, nan, posinf, neginf)


def gather(self, dim, index, sparse_grad=False):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   (derivatives.yaml:1418)"""
    return arrays.gather(self, dim, index)


def scatter_src(self, dim, index, src):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:1434)"""
    return arrays.scatter(self, dim, index, src)


def scatter_value(self, dim, index, value):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:1449)"""
    return arrays.scatter(self, dim, index, value)


def scatter_add(self, dim, index, src):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:1463)"""
    return arrays.scatter_add(self, dim, index, src)


def scatter_reduce(self, dim, index, src, reduce, include_self=True):
    """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor   (derivatives.yaml:1479)"""
    return arrays.scatter_reduce(self, dim, index, src, reduce, include_self)


def index_select(self, dim, index):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   (derivatives.yaml:1499)"""
    return arrays.index_select(self, dim, index)


def index_add(self, dim, index, source, alpha=1):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:1513)"""
    return arrays.index_add(self, dim, index, source, alpha)


def index_copy(self, dim, index, source):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor   (derivatives.yaml:1529)"""
    return arrays.index_copy(self, dim, index, source)


def index_fill_int_Scalar(self, dim, index, value):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:1543)"""
    return arrays.index_fill(self, dim, index, value)


def index_fill_int_Tensor(self, dim, index, value):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor   (derivatives.yaml:1557)"""
    return arrays.index_fill(self, dim, index, value)


def masked_fill_Scalar(self, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   (derivatives.yaml:1572)"""
    return arrays.masked_fill(self, mask, value)


def masked_fill_Tensor(self, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   (derivatives.yaml:1590)"""
    return arrays.masked_fill(self, mask, value)


def masked_select(self, mask):
    """masked_select(Tensor self, Tensor mask) -> Tensor   (derivatives.yaml:1606)"""
    return arrays.masked_select(self, mask)


def take(self, index):
    """take(Tensor self, Tensor index) -> Tensor   (derivatives.yaml:1621)"""
    return arrays.take(self, index)


def take_along_dim(self, indices, dim=None):
    """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor   (derivatives.yaml:1634)"""
    return arrays.take_along_dim(self, indices, dim)


def index_put(self, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   (derivatives.yaml:1650)"""
    return arrays.index_put(self, indices, values, accumulate)


def dot(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor   (derivatives.yaml:1674)"""
    return arrays.dot(self, tensor)


def vdot(self, other):
    """vdot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1684)"""
    return arrays.dot(self, other)


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:1694)"""
    return arrays.mm(self, mat2)


def bmm(self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:1704)"""
    return arrays.bmm(self, mat2)


def mv(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor   (derivatives.yaml:1714)"""
    return arrays.mv(self, vec)


def addmm(self, mat1, mat2, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:1740)"""
    return arrays.addmm(self, mat1, mat2, beta, alpha)


def addmv(self, mat, vec, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:1754)"""
    return arrays.addmv(self, mat, vec, beta, alpha)


def baddbmm(self, batch1, batch2, beta=1, alpha=1):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:1768)"""
    return arrays.baddbmm(self, batch1, batch2, beta, alpha)


def kron(self, other):
    """kron(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1782)"""
    return arrays.kron(self, other)


def cross(self, other, dim=None):
    """cross(Tensor self, Tensor other, int? dim=None) -> Tensor   (derivatives.yaml:1794)"""
    return arrays.cross(self, other, dim)


def linalg_cross(self, other, dim=-1):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor   (derivatives.yaml:1807)"""
    return arrays.cross(self, other, dim)


def tensordot(a, b, dims=2):
    """tensordot(Tensor a, Tensor b, int[][] dims=2) -> Tensor   (derivatives.yaml:1821)"""
    return arrays.tensordot(a, b, dims)


def einsum(equation, tensors):
    """einsum(str equation, Tensor[] tensors) -> Tensor   (derivatives.yaml:1834)"""
    return arrays.einsum(equation, tensors)


def linalg_inv(A):
    """linalg_inv(Tensor A) -> Tensor   (derivatives.yaml:1848)"""
    return arrays.inv(A)


def linalg_det(A):
    """linalg_det(Tensor A) -> Tensor   (derivatives.yaml:1859)"""
    return arrays.det(A)


def linalg_slogdet(A):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   (derivatives.yaml:1874)"""
    return arrays.slogdet(A)


def linalg_solve(A, B, left=True):
    """linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor   (derivatives.yaml:1886)"""
    return arrays.solve(A, B, left)


def linalg_cholesky(A, upper=False):
    """linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor   (derivatives.yaml:1902)"""
    return arrays.cholesky(A, upper)


def linalg_qr(A, mode="reduced"):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   (derivatives.yaml:1914)"""
    return arrays.qr(A, mode)


def linalg_svd(A, full_matrices=True):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   (derivatives.yaml:1930)"""
    return arrays.svd(A, full_matrices)


def linalg_svdvals(A):
    """linalg_svdvals(Tensor A) -> Tensor   (derivatives.yaml:1947)"""
    return arrays.svdvals(A)


def linalg_eigh(A, UPLO="L"):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   (derivatives.yaml:1958)"""
    return arrays.eigh(A, UPLO)


def linalg_eigvalsh(A, UPLO="L"):
    """linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor   (derivatives.yaml:1972)"""
    return arrays.eigvalsh(A, UPLO)


def linear(self, weight, bias=None):
    """linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:1987)"""
    return arrays.linear(self, weight, bias)
