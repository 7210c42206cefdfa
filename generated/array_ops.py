"""Every op of derivatives.yaml on raw NumPy arrays: its forward, nothing recorded.

Generated from derivatives.yaml by `make regenerate`; do not edit.

The public ops (generated/ops.py) call these after promoting dtypes; raw backward formulas
(generated/nodes.py) call them too, so a formula's `sum(...)` or `reshape(...)` is the very same
computation as the forward op.
"""
import numpy as np

from specgrad import array_helpers as arrays


def add(self, other, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:85)"""
    return self + other if alpha == 1 else self + arrays.scaled(other, alpha)


def sub(self, other, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:104)"""
    return self - other if alpha == 1 else self - arrays.scaled(other, alpha)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:123)"""
    return self * other


def div(self, other, rounding_mode=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor   (derivatives.yaml:133)"""
    return self / other if rounding_mode is None else arrays.div_rounded(self, other, rounding_mode)


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:157)"""
    return -self


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:166)"""
    return 1 / self


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:176)"""
    return arrays.power(self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:191)"""
    return arrays.power(self, exponent)


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:203)"""
    return self ** exponent


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:216)"""
    return np.exp(self)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:225)"""
    return np.log(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:235)"""
    return np.sqrt(self)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:245)"""
    return np.sin(self)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:254)"""
    return np.cos(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:263)"""
    return arrays.tanh(self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:272)"""
    return arrays.sigmoid(self)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:281)"""
    return np.maximum(self, 0)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:291)"""
    return np.abs(self)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:301)"""
    return arrays.sign(self)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:310)"""
    return np.maximum(self, other)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:319)"""
    return np.minimum(self, other)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:327)"""
    return arrays.clamp(self, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:339)"""
    return np.where(condition, self, other)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:358)"""
    return self == other


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:367)"""
    return self != other


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:376)"""
    return self < other


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:384)"""
    return self <= other


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:393)"""
    return self > other


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:401)"""
    return self >= other


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:410)"""
    return np.logical_and(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:418)"""
    return np.logical_or(self, other)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:426)"""
    return np.logical_not(self)


def sum(self, dim=None, keepdim=False, dtype=None):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:436)"""
    return arrays.reduce_sum(self, dim, keepdim)


def mean(self, dim=None, keepdim=False, dtype=None):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:453)"""
    return arrays.reduce_mean(self, dim, keepdim)


def max(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:469)"""
    return arrays.reduce_max(self)


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:478)"""
    return arrays.max_along(self, dim, keepdim)


def max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:489)"""
    return np.maximum(self, other)


def min(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:497)"""
    return arrays.reduce_min(self)


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:505)"""
    return arrays.min_along(self, dim, keepdim)


def min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:516)"""
    return np.minimum(self, other)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:524)"""
    return arrays.reduce_extreme(np.amax, 'amax', self, dim, keepdim)


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:536)"""
    return arrays.reduce_extreme(np.amin, 'amin', self, dim, keepdim)


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:548)"""
    return np.matmul(self, other)


def reshape(self, shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:567)"""
    return arrays.reshape(self, shape)


def view(self, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:579)"""
    return arrays.view(self, size)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:592)"""
    return arrays.transpose(self, dim0, dim1)


def permute(self, dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:603)"""
    return arrays.permute(self, dims)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:615)"""
    return arrays.t(self)


def expand(self, size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:624)"""
    return arrays.expand(self, size)


def sum_to(self, shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:638)"""
    return arrays.sum_to(self, shape)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int? dim=None) -> Tensor   (derivatives.yaml:647)"""
    return arrays.squeeze(self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:659)"""
    return np.expand_dims(self, dim)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:672)"""
    return arrays.index(self, indices)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:687)"""
    return arrays.index_backward(grad_output, shape, indices)


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:696)"""
    return arrays.cat(tensors, dim)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:708)"""
    return arrays.stack(tensors, dim)


def clone(self):
    """clone(Tensor self) -> Tensor   (derivatives.yaml:722)"""
    return np.copy(self)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:730)"""
    return self.astype(dtype)


def fmod(self, other):
    """fmod(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:744)"""
    return arrays.fmod(self, other)


def remainder(self, other):
    """remainder(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:762)"""
    return arrays.remainder(self, other)


def floor_divide(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:782)"""
    return arrays.floor_divide(self, other)


def bitwise_and(self, other):
    """bitwise_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:797)"""
    return np.bitwise_and(self, other)


def bitwise_or(self, other):
    """bitwise_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:808)"""
    return np.bitwise_or(self, other)


def bitwise_xor(self, other):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:819)"""
    return np.bitwise_xor(self, other)


def bitwise_not(self):
    """bitwise_not(Tensor self) -> Tensor   (derivatives.yaml:830)"""
    return np.invert(self)


def bitwise_left_shift(self, other):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:840)"""
    return arrays.left_shift(self, other)


def bitwise_right_shift(self, other):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:857)"""
    return arrays.right_shift(self, other)


def isnan(self):
    """isnan(Tensor self) -> Tensor   (derivatives.yaml:874)"""
    return np.isnan(self)


def isinf(self):
    """isinf(Tensor self) -> Tensor   (derivatives.yaml:882)"""
    return np.isinf(self)


def isfinite(self):
    """isfinite(Tensor self) -> Tensor   (derivatives.yaml:890)"""
    return np.isfinite(self)


def isposinf(self):
    """isposinf(Tensor self) -> Tensor   (derivatives.yaml:898)"""
    return arrays.isposinf(self)


def isneginf(self):
    """isneginf(Tensor self) -> Tensor   (derivatives.yaml:906)"""
    return arrays.isneginf(self)


def isreal(self):
    """isreal(Tensor self) -> Tensor   (derivatives.yaml:914)"""
    return np.ones(self.shape, dtype=np.bool_)


def isclose(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor   (derivatives.yaml:923)"""
    return arrays.isclose(self, other, rtol, atol, equal_nan)


def nan_to_num(self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor   (derivatives.yaml:936)"""
    return arrays.nan_to_num(self, nan, posinf, neginf)


def gather(self, dim, index, sparse_grad=False):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   (derivatives.yaml:959)"""
    return arrays.gather(self, dim, index)


def scatter_src(self, dim, index, src):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:975)"""
    return arrays.scatter(self, dim, index, src)


def scatter_value(self, dim, index, value):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:990)"""
    return arrays.scatter(self, dim, index, value)


def scatter_add(self, dim, index, src):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:1004)"""
    return arrays.scatter_add(self, dim, index, src)


def scatter_reduce(self, dim, index, src, reduce, include_self=True):
    """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor   (derivatives.yaml:1020)"""
    return arrays.scatter_reduce(self, dim, index, src, reduce, include_self)


def index_select(self, dim, index):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   (derivatives.yaml:1040)"""
    return arrays.index_select(self, dim, index)


def index_add(self, dim, index, source, alpha=1):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:1054)"""
    return arrays.index_add(self, dim, index, source, alpha)


def index_copy(self, dim, index, source):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor   (derivatives.yaml:1070)"""
    return arrays.index_copy(self, dim, index, source)


def index_fill_int_Scalar(self, dim, index, value):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:1084)"""
    return arrays.index_fill(self, dim, index, value)


def index_fill_int_Tensor(self, dim, index, value):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor   (derivatives.yaml:1098)"""
    return arrays.index_fill(self, dim, index, value)


def masked_fill_Scalar(self, mask, value):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   (derivatives.yaml:1113)"""
    return arrays.masked_fill(self, mask, value)


def masked_fill_Tensor(self, mask, value):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   (derivatives.yaml:1131)"""
    return arrays.masked_fill(self, mask, value)


def masked_select(self, mask):
    """masked_select(Tensor self, Tensor mask) -> Tensor   (derivatives.yaml:1147)"""
    return arrays.masked_select(self, mask)


def take(self, index):
    """take(Tensor self, Tensor index) -> Tensor   (derivatives.yaml:1162)"""
    return arrays.take(self, index)


def take_along_dim(self, indices, dim=None):
    """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor   (derivatives.yaml:1175)"""
    return arrays.take_along_dim(self, indices, dim)


def index_put(self, indices, values, accumulate=False):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   (derivatives.yaml:1191)"""
    return arrays.index_put(self, indices, values, accumulate)


def dot(self, tensor):
    """dot(Tensor self, Tensor tensor) -> Tensor   (derivatives.yaml:1215)"""
    return arrays.dot(self, tensor)


def vdot(self, other):
    """vdot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1225)"""
    return arrays.dot(self, other)


def mm(self, mat2):
    """mm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:1235)"""
    return arrays.mm(self, mat2)


def bmm(self, mat2):
    """bmm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:1245)"""
    return arrays.bmm(self, mat2)


def mv(self, vec):
    """mv(Tensor self, Tensor vec) -> Tensor   (derivatives.yaml:1255)"""
    return arrays.mv(self, vec)


def outer(self, vec2):
    """outer(Tensor self, Tensor vec2) -> Tensor   (derivatives.yaml:1265)"""
    return arrays.outer(self, vec2)


def ger(self, vec2):
    """ger(Tensor self, Tensor vec2) -> Tensor   (derivatives.yaml:1274)"""
    return arrays.outer(self, vec2)


def addmm(self, mat1, mat2, beta=1, alpha=1):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:1283)"""
    return arrays.addmm(self, mat1, mat2, beta, alpha)


def addmv(self, mat, vec, beta=1, alpha=1):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:1297)"""
    return arrays.addmv(self, mat, vec, beta, alpha)


def baddbmm(self, batch1, batch2, beta=1, alpha=1):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:1311)"""
    return arrays.baddbmm(self, batch1, batch2, beta, alpha)


def kron(self, other):
    """kron(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1325)"""
    return arrays.kron(self, other)


def cross(self, other, dim=None):
    """cross(Tensor self, Tensor other, int? dim=None) -> Tensor   (derivatives.yaml:1337)"""
    return arrays.cross(self, other, dim)


def linalg_cross(self, other, dim=-1):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor   (derivatives.yaml:1350)"""
    return arrays.cross(self, other, dim)


def tensordot(a, b, dims=2):
    """tensordot(Tensor a, Tensor b, int[][] dims=2) -> Tensor   (derivatives.yaml:1364)"""
    return arrays.tensordot(a, b, dims)


def einsum(equation, tensors):
    """einsum(str equation, Tensor[] tensors) -> Tensor   (derivatives.yaml:1377)"""
    return arrays.einsum(equation, tensors)


def linalg_inv(A):
    """linalg_inv(Tensor A) -> Tensor   (derivatives.yaml:1391)"""
    return arrays.inv(A)


def linalg_det(A):
    """linalg_det(Tensor A) -> Tensor   (derivatives.yaml:1402)"""
    return arrays.det(A)


def linalg_slogdet(A):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   (derivatives.yaml:1417)"""
    return arrays.slogdet(A)


def linalg_solve(A, B, left=True):
    """linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor   (derivatives.yaml:1429)"""
    return arrays.solve(A, B, left)


def linalg_cholesky(A, upper=False):
    """linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor   (derivatives.yaml:1445)"""
    return arrays.cholesky(A, upper)


def linalg_qr(A, mode="reduced"):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   (derivatives.yaml:1457)"""
    return arrays.qr(A, mode)


def linalg_svd(A, full_matrices=True):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   (derivatives.yaml:1473)"""
    return arrays.svd(A, full_matrices)


def linalg_svdvals(A):
    """linalg_svdvals(Tensor A) -> Tensor   (derivatives.yaml:1490)"""
    return arrays.svdvals(A)


def linalg_eigh(A, UPLO="L"):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   (derivatives.yaml:1501)"""
    return arrays.eigh(A, UPLO)


def linalg_eigvalsh(A, UPLO="L"):
    """linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor   (derivatives.yaml:1515)"""
    return arrays.eigvalsh(A, UPLO)


def linear(self, weight, bias=None):
    """linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:1530)"""
    return arrays.linear(self, weight, bias)


def convolution(input, weight, stride, padding, dilation, groups):
    """convolution(Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:1565)"""
    return arrays.conv(input, weight, stride, padding, dilation, groups)


def convolution_input_grad(grad_output, weight, input_shape, stride, padding, dilation, groups):
    """convolution_input_grad(Tensor grad_output, Tensor weight, int[] input_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:1579)"""
    return arrays.conv_input_grad(grad_output, weight, input_shape, stride, padding, dilation, groups)


def convolution_weight_grad(input, grad_output, weight_shape, stride, padding, dilation, groups):
    """convolution_weight_grad(Tensor input, Tensor grad_output, int[] weight_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:1593)"""
    return arrays.conv_weight_grad(input, grad_output, weight_shape, stride, padding, dilation, groups)


def max_pool(self, kernel_size, stride, padding, dilation):
    """max_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, int[] dilation) -> (Tensor values, Tensor indices)   (derivatives.yaml:1692)"""
    return arrays.max_pool(self, kernel_size, stride, padding, dilation)


def max_pool_backward(grad_output, indices, shape):
    """max_pool_backward(Tensor grad_output, Tensor indices, int[] shape) -> Tensor   (derivatives.yaml:1705)"""
    return arrays.max_pool_backward(grad_output, indices, shape)
