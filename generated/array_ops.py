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
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:69)"""
    return self + other if alpha == 1 else self + arrays.scaled(other, alpha)


def sub(self, other, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:88)"""
    return self - other if alpha == 1 else self - arrays.scaled(other, alpha)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:107)"""
    return self * other


def div(self, other):
    """div(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:117)"""
    return self / other


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:129)"""
    return -self


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:138)"""
    return 1 / self


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:148)"""
    return arrays.power(self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:163)"""
    return arrays.power(self, exponent)


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:175)"""
    return self ** exponent


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:188)"""
    return np.exp(self)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:197)"""
    return np.log(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:207)"""
    return np.sqrt(self)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:217)"""
    return np.sin(self)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:226)"""
    return np.cos(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:235)"""
    return arrays.tanh(self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:245)"""
    return arrays.sigmoid(self)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:255)"""
    return np.maximum(self, 0)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:265)"""
    return np.abs(self)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:275)"""
    return arrays.sign(self)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:284)"""
    return np.maximum(self, other)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:293)"""
    return np.minimum(self, other)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:301)"""
    return arrays.clamp(self, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:313)"""
    return np.where(condition, self, other)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:332)"""
    return self == other


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:341)"""
    return self != other


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:350)"""
    return self < other


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:358)"""
    return self <= other


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:367)"""
    return self > other


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:375)"""
    return self >= other


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:384)"""
    return np.logical_and(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:392)"""
    return np.logical_or(self, other)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:400)"""
    return np.logical_not(self)


def sum(self, dim=None, keepdim=False, dtype=None):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:410)"""
    return arrays.reduce_sum(self, dim, keepdim)


def mean(self, dim=None, keepdim=False, dtype=None):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:427)"""
    return arrays.reduce_mean(self, dim, keepdim)


def max(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:443)"""
    return arrays.reduce_max(self)


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:452)"""
    return arrays.max_along(self, dim, keepdim)


def max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:463)"""
    return np.maximum(self, other)


def min(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:471)"""
    return arrays.reduce_min(self)


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:479)"""
    return arrays.min_along(self, dim, keepdim)


def min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:490)"""
    return np.minimum(self, other)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:498)"""
    return arrays.reduce_extreme(np.amax, 'amax', self, dim, keepdim)


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:510)"""
    return arrays.reduce_extreme(np.amin, 'amin', self, dim, keepdim)


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:522)"""
    return np.matmul(self, other)


def reshape(self, shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:541)"""
    return arrays.reshape(self, shape)


def view(self, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:553)"""
    return arrays.view(self, size)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:566)"""
    return arrays.transpose(self, dim0, dim1)


def permute(self, dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:577)"""
    return arrays.permute(self, dims)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:589)"""
    return arrays.t(self)


def expand(self, size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:598)"""
    return arrays.expand(self, size)


def sum_to(self, shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:612)"""
    return arrays.sum_to(self, shape)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int? dim=None) -> Tensor   (derivatives.yaml:621)"""
    return arrays.squeeze(self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:633)"""
    return np.expand_dims(self, dim)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:646)"""
    return arrays.index(self, indices)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:661)"""
    return arrays.index_backward(grad_output, shape, indices)


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:670)"""
    return arrays.cat(tensors, dim)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:682)"""
    return arrays.stack(tensors, dim)


def clone(self):
    """clone(Tensor self) -> Tensor   (derivatives.yaml:696)"""
    return np.copy(self)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:704)"""
    return self.astype(dtype)


def linear(self, weight, bias=None):
    """linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:736)"""
    return arrays.linear(self, weight, bias)


def softmax(self, dim, dtype=None):
    """softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:752)"""
    return arrays.softmax(self, dim)


def log_softmax(self, dim, dtype=None):
    """log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:777)"""
    return arrays.log_softmax(self, dim)


def hardtanh(self, min_val=-1.0, max_val=1.0, inplace=False):
    """hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:818)"""
    return arrays.hardtanh(self, min_val, max_val)


def leaky_relu(self, negative_slope=0.01, inplace=False):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01, bool inplace=False) -> Tensor   (derivatives.yaml:842)"""
    return kernels.leaky_relu_forward(self, negative_slope)


def elu(self, alpha=1.0, inplace=False):
    """elu(Tensor self, Scalar alpha=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:856)"""
    return kernels.elu_forward(self, alpha)


def selu(self):
    """selu(Tensor self) -> Tensor   (derivatives.yaml:870)"""
    return kernels.selu_forward(self)


def celu(self, alpha=1.0):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor   (derivatives.yaml:887)"""
    return kernels.celu_forward(self, alpha)


def gelu(self, approximate="none"):
    """gelu(Tensor self, *, str approximate="none") -> Tensor   (derivatives.yaml:908)"""
    return arrays.gelu(self, arrays.check_gelu_approximate(approximate))


def _gelu_backward(grad_output, self, approximate):
    """_gelu_backward(Tensor grad_output, Tensor self, str approximate) -> Tensor   (derivatives.yaml:921)"""
    return arrays.gelu_backward(grad_output, self, approximate)


def silu(self, inplace=False):
    """silu(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:932)"""
    return self * arrays.sigmoid(self)


def softplus(self, beta=1, threshold=20):
    """softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor   (derivatives.yaml:941)"""
    return arrays.softplus(self, beta, threshold)


def mish(self, inplace=False):
    """mish(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:955)"""
    return self * arrays.tanh(arrays.softplus(self, 1, 20))


def hardsigmoid(self, inplace=False):
    """hardsigmoid(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:973)"""
    return kernels.hardsigmoid_forward(self)


def hardswish(self, inplace=False):
    """hardswish(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:985)"""
    return kernels.hardswish_forward(self)


def logsigmoid(self):
    """logsigmoid(Tensor self) -> Tensor   (derivatives.yaml:997)"""
    return arrays.logsigmoid(self)


def softshrink(self, lambd=0.5):
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor   (derivatives.yaml:1015)"""
    return arrays.softshrink(self, lambd)


def hardshrink(self, lambd=0.5):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor   (derivatives.yaml:1028)"""
    return kernels.hardshrink_forward(self, lambd)


def threshold(self, threshold, value):
    """threshold(Tensor self, float threshold, float value) -> Tensor   (derivatives.yaml:1040)"""
    return arrays.threshold(self, threshold, value)


def nll_loss(self, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean"):
    """nll_loss(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str? reduction="mean") -> Tensor   (derivatives.yaml:1099)"""
    return arrays.nll_loss(self, target, weight, ignore_index, arrays.reduction(size_average, reduce, reduction))
