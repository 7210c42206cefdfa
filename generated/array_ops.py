"""Every op of derivatives.yaml on raw NumPy arrays: its forward, nothing recorded.

Generated from derivatives.yaml by `make regenerate`; do not edit.

The public ops (generated/ops.py) call these after promoting dtypes; raw backward formulas
(generated/nodes.py) call them too, so a formula's `sum(...)` or `reshape(...)` is the very same
computation as the forward op.
"""
import numpy as np

from specgrad import array_helpers as arrays


def add(self, other, alpha=1):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:64)"""
    return self + other if alpha == 1 else self + arrays.scaled(other, alpha)


def sub(self, other, alpha=1):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:83)"""
    return self - other if alpha == 1 else self - arrays.scaled(other, alpha)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:102)"""
    return self * other


def div(self, other):
    """div(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:112)"""
    return self / other


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:124)"""
    return -self


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:133)"""
    return 1 / self


def pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:143)"""
    return arrays.power(self, exponent)


def pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:158)"""
    return arrays.power(self, exponent)


def pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:170)"""
    return self ** exponent


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:183)"""
    return np.exp(self)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:192)"""
    return np.log(self)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:202)"""
    return np.sqrt(self)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:212)"""
    return np.sin(self)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:221)"""
    return np.cos(self)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:230)"""
    return arrays.tanh(self)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:239)"""
    return arrays.sigmoid(self)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:248)"""
    return np.maximum(self, 0)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:258)"""
    return np.abs(self)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:268)"""
    return arrays.sign(self)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:277)"""
    return np.maximum(self, other)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:286)"""
    return np.minimum(self, other)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:294)"""
    return arrays.clamp(self, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:306)"""
    return np.where(condition, self, other)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:325)"""
    return self == other


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:334)"""
    return self != other


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:343)"""
    return self < other


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:351)"""
    return self <= other


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:360)"""
    return self > other


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:368)"""
    return self >= other


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:377)"""
    return np.logical_and(self, other)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:385)"""
    return np.logical_or(self, other)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:393)"""
    return np.logical_not(self)


def sum(self, dim=None, keepdim=False, dtype=None):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:403)"""
    return arrays.reduce_sum(self, dim, keepdim)


def mean(self, dim=None, keepdim=False, dtype=None):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:420)"""
    return arrays.reduce_mean(self, dim, keepdim)


def max(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:436)"""
    return arrays.reduce_max(self)


def max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:445)"""
    return arrays.max_along(self, dim, keepdim)


def max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:456)"""
    return np.maximum(self, other)


def min(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:464)"""
    return arrays.reduce_min(self)


def min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:472)"""
    return arrays.min_along(self, dim, keepdim)


def min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:483)"""
    return np.minimum(self, other)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:491)"""
    return arrays.reduce_extreme(np.amax, 'amax', self, dim, keepdim)


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:503)"""
    return arrays.reduce_extreme(np.amin, 'amin', self, dim, keepdim)


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:515)"""
    return np.matmul(self, other)


def reshape(self, shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:534)"""
    return arrays.reshape(self, shape)


def view(self, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:546)"""
    return arrays.view(self, size)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:559)"""
    return arrays.transpose(self, dim0, dim1)


def permute(self, dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:570)"""
    return arrays.permute(self, dims)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:582)"""
    return arrays.t(self)


def expand(self, size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:591)"""
    return arrays.expand(self, size)


def sum_to(self, shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:605)"""
    return arrays.sum_to(self, shape)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:614)"""
    return arrays.squeeze(self, dim)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:628)"""
    return np.expand_dims(self, dim)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:641)"""
    return arrays.index(self, indices)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:656)"""
    return arrays.index_backward(grad_output, shape, indices)


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:665)"""
    return arrays.cat(tensors, dim)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:677)"""
    return arrays.stack(tensors, dim)


def clone(self, memory_format=None):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor   (derivatives.yaml:691)"""
    return arrays.clone(self, memory_format)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:702)"""
    return self.astype(dtype)


def split(self, split_size_or_sections, dim=0):
    """split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]   (derivatives.yaml:728)"""
    return arrays.split(self, split_size_or_sections, dim)


def split_sizes(self, split_size_or_sections, dim=0):
    """split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]   (derivatives.yaml:743)"""
    return arrays.split_with_sizes(self, split_size_or_sections, dim)


def chunk(self, chunks, dim=0):
    """chunk(Tensor self, int chunks, int dim=0) -> Tensor[]   (derivatives.yaml:756)"""
    return arrays.chunk(self, chunks, dim)


def unbind(self, dim=0):
    """unbind(Tensor self, int dim=0) -> Tensor[]   (derivatives.yaml:769)"""
    return arrays.unbind(self, dim)


def tensor_split_sections(self, sections, dim=0):
    """tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]   (derivatives.yaml:781)"""
    return arrays.tensor_split_sections(self, sections, dim)


def tensor_split_indices(self, indices, dim=0):
    """tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]   (derivatives.yaml:794)"""
    return arrays.tensor_split_indices(self, indices, dim)


def meshgrid(tensors, indexing=None):
    """meshgrid(Tensor[] tensors, *, str? indexing=None) -> Tensor[]   (derivatives.yaml:810)"""
    return arrays.meshgrid(tensors, indexing)


def flatten(self, start_dim=0, end_dim=-1):
    """flatten(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor   (derivatives.yaml:823)"""
    return arrays.flatten(self, start_dim, end_dim)


def unflatten(self, dim, sizes):
    """unflatten(Tensor self, int dim, int[] sizes) -> Tensor   (derivatives.yaml:836)"""
    return arrays.unflatten(self, dim, sizes)


def narrow(self, dim, start, length):
    """narrow(Tensor self, int dim, int start, int length) -> Tensor   (derivatives.yaml:847)"""
    return arrays.narrow(self, dim, start, length)


def flip(self, dims):
    """flip(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:860)"""
    return arrays.flip(self, dims)


def fliplr(self):
    """fliplr(Tensor self) -> Tensor   (derivatives.yaml:871)"""
    return arrays.fliplr(self)


def flipud(self):
    """flipud(Tensor self) -> Tensor   (derivatives.yaml:879)"""
    return arrays.flipud(self)


def roll(self, shifts, dims=()):
    """roll(Tensor self, int[] shifts, int[] dims=()) -> Tensor   (derivatives.yaml:887)"""
    return arrays.roll(self, shifts, dims)


def repeat(self, repeats):
    """repeat(Tensor self, int[] repeats) -> Tensor   (derivatives.yaml:900)"""
    return arrays.repeat(self, repeats)


def tile(self, dims):
    """tile(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:913)"""
    return arrays.tile(self, dims)


def repeat_interleave(self, repeats, dim=None, output_size=None):
    """repeat_interleave(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor   (derivatives.yaml:925)"""
    return arrays.repeat_interleave(self, repeats, dim, output_size)


def movedim(self, source, destination):
    """movedim(Tensor self, int[] source, int[] destination) -> Tensor   (derivatives.yaml:936)"""
    return arrays.movedim(self, source, destination)


def moveaxis(self, source, destination):
    """moveaxis(Tensor self, int[] source, int[] destination) -> Tensor   (derivatives.yaml:950)"""
    return arrays.movedim(self, source, destination)


def swapaxes(self, axis0, axis1):
    """swapaxes(Tensor self, int axis0, int axis1) -> Tensor   (derivatives.yaml:962)"""
    return arrays.transpose(self, axis0, axis1)


def swapdims(self, dim0, dim1):
    """swapdims(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:973)"""
    return arrays.transpose(self, dim0, dim1)


def tril(self, diagonal=0):
    """tril(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:983)"""
    return arrays.tril(self, diagonal)


def triu(self, diagonal=0):
    """triu(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:995)"""
    return arrays.triu(self, diagonal)


def diagonal(self, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   (derivatives.yaml:1007)"""
    return arrays.diagonal(self, offset, dim1, dim2)


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor   (derivatives.yaml:1021)"""
    return arrays.diagonal_backward(grad_output, input_sizes, offset, dim1, dim2)


def diag_embed(self, offset=0, dim1=-2, dim2=-1):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   (derivatives.yaml:1031)"""
    return arrays.diag_embed(self, offset, dim1, dim2)


def diag(self, diagonal=0):
    """diag(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:1044)"""
    return arrays.diag(self, diagonal)


def trace(self):
    """trace(Tensor self) -> Tensor   (derivatives.yaml:1056)"""
    return arrays.trace(self)


def broadcast_to(self, size):
    """broadcast_to(Tensor self, int[] size) -> Tensor   (derivatives.yaml:1065)"""
    return arrays.expand(self, size)


def expand_as(self, other):
    """expand_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1076)"""
    return arrays.expand(self, other.shape)


def reshape_as(self, other):
    """reshape_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1088)"""
    return arrays.reshape(self, other.shape)


def view_as(self, other):
    """view_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1100)"""
    return arrays.view(self, other.shape)


def contiguous(self):
    """contiguous(Tensor self) -> Tensor   (derivatives.yaml:1113)"""
    return arrays.contiguous(self)
