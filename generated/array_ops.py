"""Every op of derivatives.yaml on raw NumPy arrays: its forward, nothing recorded.

Generated from derivatives.yaml by `make regenerate`; do not edit.

The public ops (generated/ops.py) call these after promoting dtypes; raw backward formulas
(generated/nodes.py) call them too, so a formula's `sum(...)` or `reshape(...)` is the very same
computation as the forward op.
"""
import numpy as np

from specgrad import array_helpers as arrays


def add(self, other, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:68)"""
    return self + other if alpha == 1 else self + arrays.scaled(other, alpha)


def sub(self, other, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:87)"""
    return self - other if alpha == 1 else self - arrays.scaled(other, alpha)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:106)"""
    return self * other


def div(self, other, rounding_mode=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor   (derivatives.yaml:116)"""
    return self / other if rounding_mode is None else arrays.div_rounded(self, other, rounding_mode)


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:140)"""
    return -self


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:149)"""
    return 1 / self


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:159)"""
    return arrays.power(self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:174)"""
    return arrays.power(self, exponent)


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:186)"""
    return self ** exponent


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:199)"""
    return np.exp(self)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:208)"""
    return np.log(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:218)"""
    return np.sqrt(self)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:228)"""
    return np.sin(self)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:237)"""
    return np.cos(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:246)"""
    return arrays.tanh(self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:255)"""
    return arrays.sigmoid(self)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:264)"""
    return np.maximum(self, 0)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:274)"""
    return np.abs(self)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:284)"""
    return arrays.sign(self)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:293)"""
    return np.maximum(self, other)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:302)"""
    return np.minimum(self, other)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:310)"""
    return arrays.clamp(self, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:322)"""
    return np.where(condition, self, other)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:341)"""
    return self == other


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:350)"""
    return self != other


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:359)"""
    return self < other


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:367)"""
    return self <= other


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:376)"""
    return self > other


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:384)"""
    return self >= other


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:393)"""
    return np.logical_and(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:401)"""
    return np.logical_or(self, other)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:409)"""
    return np.logical_not(self)


def sum(self, dim=None, keepdim=False, dtype=None):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:419)"""
    return arrays.reduce_sum(self, dim, keepdim)


def mean(self, dim=None, keepdim=False, dtype=None):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:436)"""
    return arrays.reduce_mean(self, dim, keepdim)


def max(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:452)"""
    return arrays.reduce_max(self)


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:461)"""
    return arrays.max_along(self, dim, keepdim)


def max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:472)"""
    return np.maximum(self, other)


def min(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:480)"""
    return arrays.reduce_min(self)


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:488)"""
    return arrays.min_along(self, dim, keepdim)


def min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:499)"""
    return np.minimum(self, other)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:507)"""
    return arrays.reduce_extreme(np.amax, 'amax', self, dim, keepdim)


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:519)"""
    return arrays.reduce_extreme(np.amin, 'amin', self, dim, keepdim)


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:531)"""
    return np.matmul(self, other)


def reshape(self, shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:550)"""
    return arrays.reshape(self, shape)


def view(self, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:562)"""
    return arrays.view(self, size)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:575)"""
    return arrays.transpose(self, dim0, dim1)


def permute(self, dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:586)"""
    return arrays.permute(self, dims)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:598)"""
    return arrays.t(self)


def expand(self, size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:607)"""
    return arrays.expand(self, size)


def sum_to(self, shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:621)"""
    return arrays.sum_to(self, shape)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int? dim=None) -> Tensor   (derivatives.yaml:630)"""
    return arrays.squeeze(self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:642)"""
    return np.expand_dims(self, dim)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:655)"""
    return arrays.index(self, indices)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:670)"""
    return arrays.index_backward(grad_output, shape, indices)


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:679)"""
    return arrays.cat(tensors, dim)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:691)"""
    return arrays.stack(tensors, dim)


def clone(self):
    """clone(Tensor self) -> Tensor   (derivatives.yaml:705)"""
    return np.copy(self)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:713)"""
    return self.astype(dtype)


def fmod(self, other):
    """fmod(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:727)"""
    return arrays.fmod(self, other)


def remainder(self, other):
    """remainder(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:745)"""
    return arrays.remainder(self, other)


def floor_divide(self, other):
    """floor_divide(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:765)"""
    return arrays.floor_divide(self, other)


def bitwise_and(self, other):
    """bitwise_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:780)"""
    return np.bitwise_and(self, other)


def bitwise_or(self, other):
    """bitwise_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:791)"""
    return np.bitwise_or(self, other)


def bitwise_xor(self, other):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:802)"""
    return np.bitwise_xor(self, other)


def bitwise_not(self):
    """bitwise_not(Tensor self) -> Tensor   (derivatives.yaml:813)"""
    return np.invert(self)


def bitwise_left_shift(self, other):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:823)"""
    return arrays.left_shift(self, other)


def bitwise_right_shift(self, other):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:840)"""
    return arrays.right_shift(self, other)


def isnan(self):
    """isnan(Tensor self) -> Tensor   (derivatives.yaml:857)"""
    return np.isnan(self)


def isinf(self):
    """isinf(Tensor self) -> Tensor   (derivatives.yaml:865)"""
    return np.isinf(self)


def isfinite(self):
    """isfinite(Tensor self) -> Tensor   (derivatives.yaml:873)"""
    return np.isfinite(self)


def isposinf(self):
    """isposinf(Tensor self) -> Tensor   (derivatives.yaml:881)"""
    return arrays.isposinf(self)


def isneginf(self):
    """isneginf(Tensor self) -> Tensor   (derivatives.yaml:889)"""
    return arrays.isneginf(self)


def isreal(self):
    """isreal(Tensor self) -> Tensor   (derivatives.yaml:897)"""
    return np.ones(self.shape, dtype=np.bool_)


def isclose(self, other, rtol=1e-05, atol=1e-08, equal_nan=False):
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor   (derivatives.yaml:906)"""
    return arrays.isclose(self, other, rtol, atol, equal_nan)


def nan_to_num(self, nan=None, posinf=None, neginf=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor   (derivatives.yaml:919)"""
    return arrays.nan_to_num(self, nan, posinf, neginf)


def linear(self, weight, bias=None):
    """linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:951)"""
    return arrays.linear(self, weight, bias)
