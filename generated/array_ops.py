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
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:57)"""
    return self + other if alpha == 1 else self + arrays.scaled(other, alpha)


def sub(self, other, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:76)"""
    return self - other if alpha == 1 else self - arrays.scaled(other, alpha)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:95)"""
    return self * other


def div(self, other):
    """div(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:105)"""
    return self / other


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:117)"""
    return -self


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:126)"""
    return 1 / self


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:136)"""
    return arrays.power(self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:151)"""
    return arrays.power(self, exponent)


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:163)"""
    return self ** exponent


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:176)"""
    return np.exp(self)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:185)"""
    return np.log(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:195)"""
    return np.sqrt(self)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:205)"""
    return np.sin(self)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:214)"""
    return np.cos(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:223)"""
    return arrays.tanh(self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:232)"""
    return arrays.sigmoid(self)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:241)"""
    return np.maximum(self, 0)


def threshold_backward(grad_output, self, threshold=0):
    """threshold_backward(Tensor grad_output, Tensor self, *, Scalar threshold=0) -> Tensor   (derivatives.yaml:255)"""
    return kernels.threshold_backward_forward(self, threshold, grad_output)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:269)"""
    return np.abs(self)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:279)"""
    return arrays.sign(self)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:288)"""
    return np.maximum(self, other)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:297)"""
    return np.minimum(self, other)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:305)"""
    return arrays.clamp(self, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:317)"""
    return np.where(condition, self, other)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:336)"""
    return self == other


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:345)"""
    return self != other


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:354)"""
    return self < other


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:362)"""
    return self <= other


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:371)"""
    return self > other


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:379)"""
    return self >= other


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:388)"""
    return np.logical_and(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:396)"""
    return np.logical_or(self, other)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:404)"""
    return np.logical_not(self)


def sum(self, dim=None, keepdim=False, dtype=None):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:414)"""
    return arrays.reduce_sum(self, dim, keepdim)


def mean(self, dim=None, keepdim=False, dtype=None):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:431)"""
    return arrays.reduce_mean(self, dim, keepdim)


def max(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:447)"""
    return arrays.reduce_max(self)


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:456)"""
    return arrays.max_along(self, dim, keepdim)


def max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:467)"""
    return np.maximum(self, other)


def min(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:475)"""
    return arrays.reduce_min(self)


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:483)"""
    return arrays.min_along(self, dim, keepdim)


def min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:494)"""
    return np.minimum(self, other)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:502)"""
    return arrays.reduce_extreme(np.amax, 'amax', self, dim, keepdim)


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:514)"""
    return arrays.reduce_extreme(np.amin, 'amin', self, dim, keepdim)


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:526)"""
    return np.matmul(self, other)


def reshape(self, shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:545)"""
    return arrays.reshape(self, shape)


def view(self, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:557)"""
    return arrays.view(self, size)


def view_dtype(self, dtype):
    """view.dtype(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:570)"""
    return arrays.view_dtype(self, dtype)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:585)"""
    return arrays.transpose(self, dim0, dim1)


def permute(self, dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:596)"""
    return arrays.permute(self, dims)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:608)"""
    return arrays.t(self)


def expand(self, size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:617)"""
    return arrays.expand(self, size)


def sum_to(self, shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:631)"""
    return arrays.sum_to(self, shape)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:640)"""
    return arrays.squeeze(self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:655)"""
    return np.expand_dims(self, dim)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:668)"""
    return arrays.index(self, indices)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:683)"""
    return arrays.index_backward(grad_output, shape, indices)


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:692)"""
    return arrays.cat(tensors, dim)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:704)"""
    return arrays.stack(tensors, dim)


def clone(self):
    """clone(Tensor self) -> Tensor   (derivatives.yaml:718)"""
    return np.copy(self)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:726)"""
    return self.astype(dtype)
