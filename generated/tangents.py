"""Forward mode: the tangent function of each op of derivatives.yaml (see codegen/tangents.py).

Generated from derivatives.yaml by `make regenerate`; do not edit.

While a dual level is open (specgrad.autograd.forward_ad), a public op hands its call to its function here,
which runs the op for its value, then computes the output's tangent from the inputs' tangents with specgrad
ops (so that tangents take part in reverse mode), and attaches it. Both run under primal_only: one level,
no tangents of tangents.
"""
import builtins  # noqa: F401 - formulas may call builtins

import numpy as np  # noqa: F401 - formulas may compute constants (np.log of a Scalar)

from specgrad import formula_helpers as helpers  # noqa: F401
from specgrad.autograd.forward_ad import (each_replaced, not_supported, primal_only, spread, tangent_of,  # noqa: F401
                                          tangents_of, total, with_tangent, zeros_for, zeros_for_list)
from specgrad.generated import array_ops, ops  # noqa: F401


def add(input, other, *, alpha=1, out=None):
    """`add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:147): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.add(input, other, alpha=alpha, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.add(zeros_for(input, self_t), zeros_for(other, other_t), alpha=alpha))


def sub(input, other, *, alpha=1, out=None):
    """`sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:167): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.sub(input, other, alpha=alpha, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.sub(zeros_for(input, self_t), zeros_for(other, other_t), alpha=alpha))


def mul(input, other, *, out=None):
    """`mul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:188): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.mul(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t * other) if self_t is not None else None, (other_t * input) if other_t is not None else None))


def div(input, other, *, rounding_mode=None, out=None):
    """`div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor` (derivatives.yaml:199): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.div(input, other, rounding_mode=rounding_mode, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t / other if rounding_mode is None else helpers.zeros_like_grad(self_t)) if self_t is not None else None, (-other_t * (input / other / other) if rounding_mode is None else helpers.zeros_like_grad(other_t)) if other_t is not None else None))


def neg(input, *, out=None):
    """`neg(Tensor self) -> Tensor` (derivatives.yaml:226): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.neg(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, -self_t)


def reciprocal(input, *, out=None):
    """`reciprocal(Tensor self) -> Tensor` (derivatives.yaml:236): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.reciprocal(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, -self_t * result * result)


def _pow_Tensor_Scalar(input, exponent, *, out=None):
    """`pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor` (derivatives.yaml:246): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._pow_Tensor_Scalar(input, exponent, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.zeros_like_grad(self_t) if exponent == 0 else self_t * exponent * input ** (exponent - 1))


def _pow_Tensor_Tensor(input, exponent, *, out=None):
    """`pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor` (derivatives.yaml:261): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._pow_Tensor_Tensor(input, exponent, out=out)
    self_t, exponent_t = tangent_of(input), tangent_of(exponent)
    if self_t is None and exponent_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where(exponent == 0, 0, self_t * exponent * input ** (exponent - 1))) if self_t is not None else None, (exponent_t * ops.where((input == 0) & (exponent >= 0), 0, result * ops.log(input))) if exponent_t is not None else None))


def _pow_Scalar(self, exponent, *, out=None):
    """`pow.Scalar(Scalar self, Tensor exponent) -> Tensor` (derivatives.yaml:273): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._pow_Scalar(self, exponent, out=out)
    exponent_t = tangent_of(exponent)
    if exponent_t is None:
        return result
    with primal_only():
        return with_tangent(result, exponent_t * ops.where((exponent >= 0) & (self == 0), 0, result * np.log(self)))


def exp(input, *, out=None):
    """`exp(Tensor self) -> Tensor` (derivatives.yaml:286): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.exp(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * result)


def log(input, *, out=None):
    """`log(Tensor self) -> Tensor` (derivatives.yaml:295): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.log(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / input)


def sqrt(input, *, out=None):
    """`sqrt(Tensor self) -> Tensor` (derivatives.yaml:305): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.sqrt(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / (2 * result))


def sin(input, *, out=None):
    """`sin(Tensor self) -> Tensor` (derivatives.yaml:315): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.sin(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.cos(input))


def cos(input, *, out=None):
    """`cos(Tensor self) -> Tensor` (derivatives.yaml:324): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.cos(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, -self_t * ops.sin(input))


def tanh(input, *, out=None):
    """`tanh(Tensor self) -> Tensor` (derivatives.yaml:333): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.tanh(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * (1 - result * result))


def sigmoid(input, *, out=None):
    """`sigmoid(Tensor self) -> Tensor` (derivatives.yaml:343): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.sigmoid(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * result * (1 - result))


def relu(input, *, out=None):
    """`relu(Tensor self) -> Tensor` (derivatives.yaml:353): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.relu(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.threshold_backward(self_t, result, threshold=0))


def threshold_backward(grad_output, input, *, threshold=0):
    """`threshold_backward(Tensor grad_output, Tensor self, *, Scalar threshold=0) -> Tensor` (derivatives.yaml:367): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.threshold_backward(grad_output, input, threshold=threshold)
    grad_output_t, self_t = tangent_of(grad_output), tangent_of(input)
    if grad_output_t is None and self_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.threshold_backward(grad_output_t, input, threshold=threshold)) if grad_output_t is not None else None, (helpers.zeros_like_grad(self_t)) if self_t is not None else None))


def connect_to(grad_output, input):
    """`connect_to(Tensor grad_output, Tensor self) -> Tensor` (derivatives.yaml:385): explicit (`result:`)."""
    with primal_only():
        result = ops.connect_to(grad_output, input)
    grad_output_t, self_t = tangent_of(grad_output), tangent_of(input)
    if grad_output_t is None and self_t is None:
        return result
    grad_output_t = zeros_for(grad_output, grad_output_t)
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, ops.connect_to(grad_output_t, input))


def abs(input, *, out=None):
    """`abs(Tensor self) -> Tensor` (derivatives.yaml:397): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.abs(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.sign(input))


def sign(input, *, out=None):
    """`sign(Tensor self) -> Tensor` (derivatives.yaml:408): piecewise constant: a zero tangent."""
    with primal_only():
        result = ops.sign(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, zeros_for(result, None))


def maximum(input, other, *, out=None):
    """`maximum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:417): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.maximum(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where(input < other, 0, ops.where(input == other, self_t / 2, self_t))) if self_t is not None else None, (ops.where(other < input, 0, ops.where(input == other, other_t / 2, other_t))) if other_t is not None else None))


def minimum(input, other, *, out=None):
    """`minimum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:426): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.minimum(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where(input > other, 0, ops.where(input == other, self_t / 2, self_t))) if self_t is not None else None, (ops.where(other > input, 0, ops.where(input == other, other_t / 2, other_t))) if other_t is not None else None))


def clamp(input, min=None, max=None, *, out=None):
    """`clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor` (derivatives.yaml:434): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.clamp(input, min, max, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(helpers.clamp_mask(input, min, max), self_t, 0))


def where(condition, input, other, *, out=None):
    """`where(Tensor condition, Tensor self, Tensor other) -> Tensor` (derivatives.yaml:449): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.where(condition, input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where(condition, self_t, 0)) if self_t is not None else None, (ops.where(condition, 0, other_t)) if other_t is not None else None))


def sum(input, dim=None, keepdim=False, *, dtype=None, out=None, **numpy_names):
    """`sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:572): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.sum(input, dim, keepdim, dtype=dtype, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.sum(zeros_for(input, self_t), dim, keepdim, dtype=dtype, **numpy_names))


def mean(input, dim=None, keepdim=False, *, dtype=None, out=None, **numpy_names):
    """`mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:589): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.mean(input, dim, keepdim, dtype=dtype, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.mean(zeros_for(input, self_t), dim, keepdim, dtype=dtype, **numpy_names))


def _max_default(input, *, out=None):
    """`max(Tensor self) -> Tensor` (derivatives.yaml:605): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._max_default(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, ops.where(input == result, helpers.ones_for(result) / ops.sum(input == result), 0), self_t, result, None, False))


def _max_dim(input, dim, keepdim=False):
    """`max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:616): explicit (`result:`)."""
    with primal_only():
        result = ops._max_dim(input, dim, keepdim)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.gather_reduced(ops, self_t, dim, result[1], keepdim), None))


def _max_other(input, other, *, out=None):
    """`max.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:628): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._max_other(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where(input < other, 0, ops.where(input == other, self_t / 2, self_t))) if self_t is not None else None, (ops.where(other < input, 0, ops.where(input == other, other_t / 2, other_t))) if other_t is not None else None))


def _min_default(input, *, out=None):
    """`min(Tensor self) -> Tensor` (derivatives.yaml:636): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._min_default(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, ops.where(input == result, helpers.ones_for(result) / ops.sum(input == result), 0), self_t, result, None, False))


def _min_dim(input, dim, keepdim=False):
    """`min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:646): explicit (`result:`)."""
    with primal_only():
        result = ops._min_dim(input, dim, keepdim)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.gather_reduced(ops, self_t, dim, result[1], keepdim), None))


def _min_other(input, other, *, out=None):
    """`min.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:658): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._min_other(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where(input > other, 0, ops.where(input == other, self_t / 2, self_t))) if self_t is not None else None, (ops.where(other > input, 0, ops.where(input == other, other_t / 2, other_t))) if other_t is not None else None))


def amax(input, dim=(), keepdim=False, *, out=None, **numpy_names):
    """`amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:666): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops.amax(input, dim, keepdim, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.share_among_extrema(ops, helpers.ones_for(result), input, result, dim, keepdim), self_t, result, dim, keepdim))


def amin(input, dim=(), keepdim=False, *, out=None, **numpy_names):
    """`amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:679): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops.amin(input, dim, keepdim, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.share_among_extrema(ops, helpers.ones_for(result), input, result, dim, keepdim), self_t, result, dim, keepdim))


def matmul(input, other, *, out=None):
    """`matmul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:692): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.matmul(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.matmul(self_t, other) if self_t is not None else None, ops.matmul(input, other_t) if other_t is not None else None))


def unfold_view(input, dimension, size, step):
    """`unfold_view(Tensor self, int dimension, int size, int step) -> Tensor` (derivatives.yaml:736): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.unfold_view(input, dimension, size, step)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.unfold_view(zeros_for(input, self_t), dimension, size, step))


def unfold_backward(grad_in, input_sizes, dim, size, step, **numpy_names):
    """`unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size, int step) -> Tensor` (derivatives.yaml:756): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.unfold_backward(grad_in, input_sizes, dim, size, step, **numpy_names)
    grad_in_t = tangent_of(grad_in)
    if grad_in_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.unfold_backward(zeros_for(grad_in, grad_in_t), input_sizes, dim, size, step, **numpy_names))


def reshape(input, *shape):
    """`reshape(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:841): linear: the op applied to the tangents."""
    shape = spread(shape)
    with primal_only():
        result = ops.reshape(input, *shape)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.reshape(zeros_for(input, self_t), *shape))


def _view_default(input, size):
    """`view(Tensor self, int[] size) -> Tensor` (derivatives.yaml:853): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._view_default(input, size)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._view_default(zeros_for(input, self_t), size))


def transpose(input, dim0, dim1):
    """`transpose(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:881): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.transpose(input, dim0, dim1)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.transpose(zeros_for(input, self_t), dim0, dim1))


def permute(input, *dims):
    """`permute(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:893): linear: the op applied to the tangents."""
    dims = spread(dims)
    with primal_only():
        result = ops.permute(input, *dims)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.permute(zeros_for(input, self_t), *dims))


def t(input):
    """`t(Tensor self) -> Tensor` (derivatives.yaml:905): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.t(input)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.t(zeros_for(input, self_t)))


def expand(input, *size):
    """`expand(Tensor self, int[] size) -> Tensor` (derivatives.yaml:916): linear: the op applied to the tangents."""
    size = spread(size)
    with primal_only():
        result = ops.expand(input, *size)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.expand(zeros_for(input, self_t), *size))


def sum_to(input, *shape):
    """`sum_to(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:930): linear: the op applied to the tangents."""
    shape = spread(shape)
    with primal_only():
        result = ops.sum_to(input, *shape)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.sum_to(zeros_for(input, self_t), *shape))


def squeeze(input, dim=None, **numpy_names):
    """`squeeze(Tensor self, int[]? dim=None) -> Tensor` (derivatives.yaml:940): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.squeeze(input, dim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.squeeze(zeros_for(input, self_t), dim, **numpy_names))


def unsqueeze(input, dim, **numpy_names):
    """`unsqueeze(Tensor self, int dim) -> Tensor` (derivatives.yaml:956): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.unsqueeze(input, dim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.unsqueeze(zeros_for(input, self_t), dim, **numpy_names))


def index(input, indices):
    """`index(Tensor self, Index indices) -> Tensor` (derivatives.yaml:970): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.index(input, indices)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.index(zeros_for(input, self_t), indices))


def index_backward(grad_output, shape, indices):
    """`index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor` (derivatives.yaml:986): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.index_backward(grad_output, shape, indices)
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.index_backward(zeros_for(grad_output, grad_output_t), shape, indices))


def cat(tensors, dim=0, *, out=None, **numpy_names):
    """`cat(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:996): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.cat(tensors, dim, out=out, **numpy_names)
    tensors_t = tangents_of(tensors)
    if tensors_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.cat(zeros_for_list(tensors, tensors_t), dim, **numpy_names))


def stack(tensors, dim=0, *, out=None, **numpy_names):
    """`stack(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:1009): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.stack(tensors, dim, out=out, **numpy_names)
    tensors_t = tangents_of(tensors)
    if tensors_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.stack(zeros_for_list(tensors, tensors_t), dim, **numpy_names))


def clone(input, *, memory_format=None, out=None):
    """`clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor` (derivatives.yaml:1023): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.clone(input, memory_format=memory_format, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.clone(zeros_for(input, self_t), memory_format=memory_format))


def _to_copy(input, dtype):
    """`_to_copy(Tensor self, ScalarType dtype) -> Tensor` (derivatives.yaml:1035): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._to_copy(input, dtype)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._to_copy(zeros_for(input, self_t), dtype))


def true_divide(input, other, *, out=None):
    """`true_divide(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1048): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.true_divide(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t / other) if self_t is not None else None, (-other_t * (input / other / other)) if other_t is not None else None))


def clamp_min(input, min, *, out=None):
    """`clamp_min(Tensor self, Scalar min) -> Tensor` (derivatives.yaml:1086): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.clamp_min(input, min, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(helpers.clamp_mask(input, min, None), self_t, 0))


def clamp_max(input, max, *, out=None):
    """`clamp_max(Tensor self, Scalar max) -> Tensor` (derivatives.yaml:1100): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.clamp_max(input, max, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(helpers.clamp_mask(input, None, max), self_t, 0))


def fmax(input, other, *, out=None):
    """`fmax(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1145): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.fmax(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where((input >= other) | ops.isnan(other), self_t, 0)) if self_t is not None else None, (ops.where((input >= other) | ops.isnan(other), 0, other_t)) if other_t is not None else None))


def fmin(input, other, *, out=None):
    """`fmin(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1157): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.fmin(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where((input <= other) | ops.isnan(other), self_t, 0)) if self_t is not None else None, (ops.where((input <= other) | ops.isnan(other), 0, other_t)) if other_t is not None else None))


def sinc(input, *, out=None):
    """`sinc(Tensor self) -> Tensor` (derivatives.yaml:1185): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.sinc(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(input == 0, 0, self_t * (ops.cos(input * 3.141592653589793) - ops.sinc(input)) / input))


def logit(input, eps=None, *, out=None):
    """`logit(Tensor self, float? eps=None) -> Tensor` (derivatives.yaml:1213): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.logit(input, eps, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.logit_backward(ops, self_t, input, eps))


def logaddexp(input, other, *, out=None):
    """`logaddexp(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1230): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.logaddexp(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t / (1 + ops.exp(other - input))) if self_t is not None else None, (other_t / (1 + ops.exp(input - other))) if other_t is not None else None))


def logaddexp2(input, other, *, out=None):
    """`logaddexp2(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1244): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.logaddexp2(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t / (1 + ops.exp2(other - input))) if self_t is not None else None, (other_t / (1 + ops.exp2(input - other))) if other_t is not None else None))


def deg2rad(input, *, out=None):
    """`deg2rad(Tensor self) -> Tensor` (derivatives.yaml:1259): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.deg2rad(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * 0.017453292519943295)


def rad2deg(input, *, out=None):
    """`rad2deg(Tensor self) -> Tensor` (derivatives.yaml:1268): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.rad2deg(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * 57.29577951308232)


def nextafter(input, other, *, out=None):
    """`nextafter(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1290): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.nextafter(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where(input == other, 0, self_t)) if self_t is not None else None, (helpers.zeros_like_grad(other_t)) if other_t is not None else None))


def i0(input, *, out=None):
    """`i0(Tensor self) -> Tensor` (derivatives.yaml:1317): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.i0(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.special_i1(input))


def special_i1(input):
    """`special_i1(Tensor self) -> Tensor` (derivatives.yaml:1331): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.special_i1(input)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.where(input == 0, 0.5, ops.i0(input) - result / input))


def log1p(input, *, out=None):
    """`log1p(Tensor self) -> Tensor` (derivatives.yaml:1344): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.log1p(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / (input + 1))


def expm1(input, *, out=None):
    """`expm1(Tensor self) -> Tensor` (derivatives.yaml:1355): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.expm1(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * (result + 1))


def log2(input, *, out=None):
    """`log2(Tensor self) -> Tensor` (derivatives.yaml:1364): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.log2(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / (input * 0.6931471805599453))


def log10(input, *, out=None):
    """`log10(Tensor self) -> Tensor` (derivatives.yaml:1374): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.log10(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / (input * 2.302585092994046))


def exp2(input, *, out=None):
    """`exp2(Tensor self) -> Tensor` (derivatives.yaml:1384): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.exp2(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * result * 0.6931471805599453)


def tan(input, *, out=None):
    """`tan(Tensor self) -> Tensor` (derivatives.yaml:1393): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.tan(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * (1 + result * result))


def asin(input, *, out=None):
    """`asin(Tensor self) -> Tensor` (derivatives.yaml:1404): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.asin(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / ops.sqrt(1 - input * input))


def acos(input, *, out=None):
    """`acos(Tensor self) -> Tensor` (derivatives.yaml:1416): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.acos(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, -self_t / ops.sqrt(1 - input * input))


def atan(input, *, out=None):
    """`atan(Tensor self) -> Tensor` (derivatives.yaml:1428): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.atan(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / (1 + input * input))


def atan2(input, other, *, out=None):
    """`atan2(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1439): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.atan2(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where((input == 0) & (other == 0), 0, self_t * other / (input * input + other * other))) if self_t is not None else None, (ops.where((input == 0) & (other == 0), 0, -other_t * input / (input * input + other * other))) if other_t is not None else None))


def sinh(input, *, out=None):
    """`sinh(Tensor self) -> Tensor` (derivatives.yaml:1450): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.sinh(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.cosh(input))


def cosh(input, *, out=None):
    """`cosh(Tensor self) -> Tensor` (derivatives.yaml:1459): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.cosh(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.sinh(input))


def asinh(input, *, out=None):
    """`asinh(Tensor self) -> Tensor` (derivatives.yaml:1468): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.asinh(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / ops.sqrt(input * input + 1))


def acosh(input, *, out=None):
    """`acosh(Tensor self) -> Tensor` (derivatives.yaml:1479): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.acosh(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / ops.sqrt(input * input - 1))


def atanh(input, *, out=None):
    """`atanh(Tensor self) -> Tensor` (derivatives.yaml:1490): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.atanh(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t / (1 - input * input))


def erf(input, *, out=None):
    """`erf(Tensor self) -> Tensor` (derivatives.yaml:1503): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.erf(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * 1.1283791670955126 * ops.exp(-input * input))


def erfc(input, *, out=None):
    """`erfc(Tensor self) -> Tensor` (derivatives.yaml:1512): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.erfc(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, -self_t * 1.1283791670955126 * ops.exp(-input * input))


def erfinv(input, *, out=None):
    """`erfinv(Tensor self) -> Tensor` (derivatives.yaml:1522): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.erfinv(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * 0.886226925452758 * ops.exp(ops.erfinv(input) ** 2))


def lgamma(input, *, out=None):
    """`lgamma(Tensor self) -> Tensor` (derivatives.yaml:1535): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.lgamma(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.digamma(input))


def digamma(input, *, out=None):
    """`digamma(Tensor self) -> Tensor` (derivatives.yaml:1546): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.digamma(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.polygamma(1, input))


def polygamma(n, input, *, out=None):
    """`polygamma(int n, Tensor self) -> Tensor` (derivatives.yaml:1558): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.polygamma(n, input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.polygamma(n + 1, input))


def rsqrt(input, *, out=None):
    """`rsqrt(Tensor self) -> Tensor` (derivatives.yaml:1575): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.rsqrt(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, -0.5 * self_t * result ** 3)


def square(input, *, out=None):
    """`square(Tensor self) -> Tensor` (derivatives.yaml:1585): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.square(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * 2 * input)


def hypot(input, other, *, out=None):
    """`hypot(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1597): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.hypot(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t * input / result) if self_t is not None else None, (other_t * other / result) if other_t is not None else None))


def copysign(input, other, *, out=None):
    """`copysign(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1608): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.copysign(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t * ops.where(input == 0, 0, result / input)) if self_t is not None else None, (helpers.zeros_like_grad(other_t)) if other_t is not None else None))


def _lerp_Scalar(input, end, weight, *, out=None):
    """`lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor` (derivatives.yaml:1622): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._lerp_Scalar(input, end, weight, out=out)
    self_t, end_t = tangent_of(input), tangent_of(end)
    if self_t is None and end_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t * (1 - weight)) if self_t is not None else None, (end_t * weight) if end_t is not None else None))


def _lerp_Tensor(input, end, weight, *, out=None):
    """`lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor` (derivatives.yaml:1637): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._lerp_Tensor(input, end, weight, out=out)
    self_t, end_t, weight_t = tangent_of(input), tangent_of(end), tangent_of(weight)
    if self_t is None and end_t is None and weight_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t * (1 - weight)) if self_t is not None else None, (end_t * weight) if end_t is not None else None, (weight_t * (end - input)) if weight_t is not None else None))


def addcmul(input, tensor1, tensor2, *, value=1, out=None):
    """`addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor` (derivatives.yaml:1653): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.addcmul(input, tensor1, tensor2, value=value, out=out)
    self_t, tensor1_t, tensor2_t = tangent_of(input), tangent_of(tensor1), tangent_of(tensor2)
    if self_t is None and tensor1_t is None and tensor2_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t) if self_t is not None else None, (tensor1_t * tensor2 * value) if tensor1_t is not None else None, (tensor2_t * tensor1 * value) if tensor2_t is not None else None))


def addcdiv(input, tensor1, tensor2, *, value=1, out=None):
    """`addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor` (derivatives.yaml:1669): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.addcdiv(input, tensor1, tensor2, value=value, out=out)
    self_t, tensor1_t, tensor2_t = tangent_of(input), tangent_of(tensor1), tangent_of(tensor2)
    if self_t is None and tensor1_t is None and tensor2_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t) if self_t is not None else None, (tensor1_t * value / tensor2) if tensor1_t is not None else None, (-tensor2_t * value * tensor1 / (tensor2 * tensor2)) if tensor2_t is not None else None))


def xlogy(input, other, *, out=None):
    """`xlogy(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1685): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.xlogy(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops.where((input == 0) & (other <= 0), 0, ops.xlogy(self_t, other))) if self_t is not None else None, (other_t * input / other) if other_t is not None else None))


def floor(input, *, out=None):
    """`floor(Tensor self) -> Tensor` (derivatives.yaml:1698): piecewise constant: a zero tangent."""
    with primal_only():
        result = ops.floor(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, zeros_for(result, None))


def ceil(input, *, out=None):
    """`ceil(Tensor self) -> Tensor` (derivatives.yaml:1709): piecewise constant: a zero tangent."""
    with primal_only():
        result = ops.ceil(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, zeros_for(result, None))


def _round_default(input, *, out=None):
    """`round(Tensor self) -> Tensor` (derivatives.yaml:1720): piecewise constant: a zero tangent."""
    with primal_only():
        result = ops._round_default(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, zeros_for(result, None))


def _round_decimals(input, *, decimals=0, out=None):
    """`round.decimals(Tensor self, *, int decimals=0) -> Tensor` (derivatives.yaml:1732): piecewise constant: a zero tangent."""
    with primal_only():
        result = ops._round_decimals(input, decimals=decimals, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, zeros_for(result, None))


def trunc(input, *, out=None):
    """`trunc(Tensor self) -> Tensor` (derivatives.yaml:1745): piecewise constant: a zero tangent."""
    with primal_only():
        result = ops.trunc(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, zeros_for(result, None))


def frac(input, *, out=None):
    """`frac(Tensor self) -> Tensor` (derivatives.yaml:1757): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.frac(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t)


def sgn(input, *, out=None):
    """`sgn(Tensor self) -> Tensor` (derivatives.yaml:1766): piecewise constant: a zero tangent."""
    with primal_only():
        result = ops.sgn(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, zeros_for(result, None))


def frexp(input):
    """`frexp(Tensor self) -> (Tensor mantissa, Tensor exponent)` (derivatives.yaml:1774): explicit (`result:`)."""
    with primal_only():
        result = ops.frexp(input)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (self_t / ops.exp2(result[1]), None))


def fmod(input, other, *, out=None):
    """`fmod(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1821): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.fmod(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t) if self_t is not None else None, (-other_t * ops.div(input, other, rounding_mode='trunc')) if other_t is not None else None))


def remainder(input, other, *, out=None):
    """`remainder(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1839): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.remainder(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((self_t) if self_t is not None else None, (-other_t * ops.div(input, other, rounding_mode='floor')) if other_t is not None else None))


def nan_to_num(input, nan=None, posinf=None, neginf=None, *, out=None):
    """`nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor` (derivatives.yaml:2015): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.nan_to_num(input, nan, posinf, neginf, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.isfinite(input))


def _nanmedian_default(input, *, out=None):
    """`nanmedian(Tensor self) -> Tensor` (derivatives.yaml:2057): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._nanmedian_default(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, ops.where(input == result, helpers.ones_for(result) / ops.sum(input == result), 0), self_t, result, None, False))


def _nanmedian_dim(input, dim, keepdim=False):
    """`nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2070): explicit (`result:`)."""
    with primal_only():
        result = ops._nanmedian_dim(input, dim, keepdim)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.gather_reduced(ops, self_t, dim, result[1], keepdim), None))


def _prod_default(input, *, dtype=None, out=None):
    """`prod(Tensor self, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:2192): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._prod_default(input, dtype=dtype, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.prod_backward(ops, helpers.ones_for(result), input, result, None, False), self_t, result, None, False))


def _prod_dim_int(input, dim, keepdim=False, *, dtype=None, out=None):
    """`prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:2208): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._prod_dim_int(input, dim, keepdim, dtype=dtype, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.prod_backward(ops, helpers.ones_for(result), input, result, dim, keepdim), self_t, result, dim, keepdim))


def _var_default(input, dim=None, *, correction=None, keepdim=False, out=None):
    """`var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor` (derivatives.yaml:2223): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._var_default(input, dim, correction=correction, keepdim=keepdim, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.var_backward(ops, helpers.ones_for(result), input, dim, correction, keepdim), self_t, result, dim, keepdim))


def _var_dim(input, dim, unbiased=True, keepdim=False, *, out=None):
    """`var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor` (derivatives.yaml:2237): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._var_dim(input, dim, unbiased, keepdim, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.var_backward(ops, helpers.ones_for(result), input, dim, 1 if unbiased else 0, keepdim), self_t, result, dim, keepdim))


def _var_unbiased(input, unbiased=True, *, out=None):
    """`var.unbiased(Tensor self, bool unbiased=True) -> Tensor` (derivatives.yaml:2249): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._var_unbiased(input, unbiased, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.var_backward(ops, helpers.ones_for(result), input, None, 1 if unbiased else 0, False), self_t, result, None, False))


def _std_default(input, dim=None, *, correction=None, keepdim=False, out=None):
    """`std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor` (derivatives.yaml:2262): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._std_default(input, dim, correction=correction, keepdim=keepdim, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.std_backward(ops, helpers.ones_for(result), input, result, dim, correction, keepdim), self_t, result, dim, keepdim))


def _std_dim(input, dim, unbiased=True, keepdim=False, *, out=None):
    """`std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor` (derivatives.yaml:2276): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._std_dim(input, dim, unbiased, keepdim, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.std_backward(ops, helpers.ones_for(result), input, result, dim, 1 if unbiased else 0, keepdim), self_t, result, dim, keepdim))


def _std_unbiased(input, unbiased=True, *, out=None):
    """`std.unbiased(Tensor self, bool unbiased=True) -> Tensor` (derivatives.yaml:2288): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._std_unbiased(input, unbiased, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.std_backward(ops, helpers.ones_for(result), input, result, None, 1 if unbiased else 0, False), self_t, result, None, False))


def var_mean(input, dim=None, *, correction=None, keepdim=False, **numpy_names):
    """`var_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor var, Tensor mean)` (derivatives.yaml:2301): explicit (`result:`)."""
    with primal_only():
        result = ops.var_mean(input, dim, correction=correction, keepdim=keepdim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.var_tangent(ops, input, self_t, dim, correction, keepdim), ops.mean(self_t, dim, keepdim)))


def std_mean(input, dim=None, *, correction=None, keepdim=False, **numpy_names):
    """`std_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor std, Tensor mean)` (derivatives.yaml:2314): explicit (`result:`)."""
    with primal_only():
        result = ops.std_mean(input, dim, correction=correction, keepdim=keepdim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.var_tangent(ops, input, self_t, dim, correction, keepdim) / (2 * result[0]), ops.mean(self_t, dim, keepdim)))


def aminmax(input, *, dim=None, keepdim=False, **numpy_names):
    """`aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)` (derivatives.yaml:2327): explicit (`result:`)."""
    with primal_only():
        result = ops.aminmax(input, dim=dim, keepdim=keepdim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.extreme_tangent(ops, input, self_t, result[0], dim, keepdim), helpers.extreme_tangent(ops, input, self_t, result[1], dim, keepdim)))


def _norm_default(input, p=2, dim=None, keepdim=False, *, out=None):
    """`norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor` (derivatives.yaml:2340): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._norm_default(input, p, dim, keepdim, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.norm_backward(ops, helpers.ones_for(result), input, p, result, dim, keepdim), self_t, result, dim, keepdim))


def _norm_str(input, p, dim=None, keepdim=False, *, out=None):
    """`norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor` (derivatives.yaml:2355): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._norm_str(input, p, dim, keepdim, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.norm_backward(ops, helpers.ones_for(result), input, 2, result, dim, keepdim), self_t, result, dim, keepdim))


def logsumexp(input, dim, keepdim=False, *, out=None, **numpy_names):
    """`logsumexp(Tensor self, int[] dim, bool keepdim=False) -> Tensor` (derivatives.yaml:2367): explicit (`result:`)."""
    with primal_only():
        result = ops.logsumexp(input, dim, keepdim, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, ops.sum(self_t * ops.exp(input - helpers.restore_reduced(ops, result, dim, keepdim, input.ndim)), dim, keepdim))


def cummax(input, dim, **numpy_names):
    """`cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)` (derivatives.yaml:2443): explicit (`result:`)."""
    with primal_only():
        result = ops.cummax(input, dim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (ops.gather(self_t, dim, result[1]), None))


def cummin(input, dim, **numpy_names):
    """`cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)` (derivatives.yaml:2456): explicit (`result:`)."""
    with primal_only():
        result = ops.cummin(input, dim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (ops.gather(self_t, dim, result[1]), None))


def cumsum(input, dim, *, dtype=None, out=None, **numpy_names):
    """`cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:2468): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.cumsum(input, dim, dtype=dtype, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.cumsum(zeros_for(input, self_t), dim, dtype=dtype, **numpy_names))


def cumprod(input, dim, *, dtype=None, out=None, **numpy_names):
    """`cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:2481): explicit (`result:`)."""
    with primal_only():
        result = ops.cumprod(input, dim, dtype=dtype, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, helpers.cumprod_tangent(ops, input, self_t, result, dim))


def logcumsumexp(input, dim, *, out=None, **numpy_names):
    """`logcumsumexp(Tensor self, int dim) -> Tensor` (derivatives.yaml:2495): explicit (`result:`)."""
    with primal_only():
        result = ops.logcumsumexp(input, dim, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, helpers.logcumsumexp_tangent(ops, input, self_t, dim))


def value_selecting_backward(grad_output, along, indices, sizes, keepdim, **numpy_names):
    """`value_selecting_backward(Tensor grad_output, int along, Tensor indices, int[] sizes, bool keepdim) -> Tensor` (derivatives.yaml:2687): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.value_selecting_backward(grad_output, along, indices, sizes, keepdim, **numpy_names)
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.value_selecting_backward(zeros_for(grad_output, grad_output_t), along, indices, sizes, keepdim, **numpy_names))


def select_along(input, along, indices, keepdim, **numpy_names):
    """`select_along(Tensor self, int along, Tensor indices, bool keepdim) -> Tensor` (derivatives.yaml:2696): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.select_along(input, along, indices, keepdim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.select_along(zeros_for(input, self_t), along, indices, keepdim, **numpy_names))


def sort(input, dim=-1, descending=False, *, stable=False, **numpy_names):
    """`sort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2703): explicit (`result:`)."""
    with primal_only():
        result = ops.sort(input, dim, descending, stable=stable, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (ops.gather(self_t, dim, result[1]), None))


def topk(input, k, dim=-1, largest=True, sorted=True, **numpy_names):
    """`topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)` (derivatives.yaml:2729): explicit (`result:`)."""
    with primal_only():
        result = ops.topk(input, k, dim, largest, sorted, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (ops.gather(self_t, dim, result[1]), None))


def kthvalue(input, k, dim=-1, keepdim=False, **numpy_names):
    """`kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2745): explicit (`result:`)."""
    with primal_only():
        result = ops.kthvalue(input, k, dim, keepdim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.gather_reduced(ops, self_t, dim, result[1], keepdim), None))


def _median_default(input, *, out=None):
    """`median(Tensor self) -> Tensor` (derivatives.yaml:2760): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops._median_default(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, ops.where(input == result, helpers.ones_for(result) / ops.sum(input == result), 0), self_t, result, None, False))


def _median_dim(input, dim, keepdim=False):
    """`median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2772): explicit (`result:`)."""
    with primal_only():
        result = ops._median_dim(input, dim, keepdim)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.gather_reduced(ops, self_t, dim, result[1], keepdim), None))


def mode(input, dim=-1, keepdim=False, **numpy_names):
    """`mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2787): explicit (`result:`)."""
    with primal_only():
        result = ops.mode(input, dim, keepdim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.gather_reduced(ops, self_t, dim, result[1], keepdim), None))


def index_reduce(input, dim, index, source, reduce, *, include_self=True, out=None, **numpy_names):
    """`index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor` (derivatives.yaml:2875): explicit (`result:`)."""
    with primal_only():
        result = ops.index_reduce(input, dim, index, source, reduce, include_self=include_self, out=out, **numpy_names)
    self_t, source_t = tangent_of(input), tangent_of(source)
    if self_t is None and source_t is None:
        return result
    self_t = zeros_for(input, self_t)
    source_t = zeros_for(source, source_t)
    with primal_only():
        return with_tangent(result, helpers.scatter_reduce_grad_self(ops, helpers.ones_for(result), input, dim, helpers.index_along(index, dim, source.shape), source, reduce, include_self, result) * self_t + ops.index_add(helpers.constant_zeros(self_t, input.shape), dim, index, helpers.scatter_reduce_grad_src(ops, helpers.ones_for(result), input, dim, helpers.index_along(index, dim, source.shape), source, reduce, include_self, result) * source_t))


def select_scatter(input, src, dim, index, *, out=None, **numpy_names):
    """`select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor` (derivatives.yaml:2897): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.select_scatter(input, src, dim, index, out=out, **numpy_names)
    self_t, src_t = tangent_of(input), tangent_of(src)
    if self_t is None and src_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.select_scatter(zeros_for(input, self_t), zeros_for(src, src_t), dim, index, **numpy_names))


def slice_scatter(input, src, dim=0, start=None, end=None, step=1, *, out=None, **numpy_names):
    """`slice_scatter(Tensor self, Tensor src, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor` (derivatives.yaml:2911): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.slice_scatter(input, src, dim, start, end, step, out=out, **numpy_names)
    self_t, src_t = tangent_of(input), tangent_of(src)
    if self_t is None and src_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.slice_scatter(zeros_for(input, self_t), zeros_for(src, src_t), dim, start, end, step, **numpy_names))


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1, *, out=None):
    """`diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor` (derivatives.yaml:2925): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.diagonal_scatter(input, src, offset, dim1, dim2, out=out)
    self_t, src_t = tangent_of(input), tangent_of(src)
    if self_t is None and src_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.diagonal_scatter(zeros_for(input, self_t), zeros_for(src, src_t), offset, dim1, dim2))


def masked_scatter(input, mask, source, *, out=None):
    """`masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor` (derivatives.yaml:2940): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.masked_scatter(input, mask, source, out=out)
    self_t, source_t = tangent_of(input), tangent_of(source)
    if self_t is None and source_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.masked_scatter(zeros_for(input, self_t), mask, zeros_for(source, source_t)))


def gather(input, dim, index, *, sparse_grad=False, out=None, **numpy_names):
    """`gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor` (derivatives.yaml:2958): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.gather(input, dim, index, sparse_grad=sparse_grad, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.gather(zeros_for(input, self_t), dim, index, sparse_grad=sparse_grad, **numpy_names))


def _scatter_src(input, dim, index, src, *, out=None):
    """`scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor` (derivatives.yaml:2976): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._scatter_src(input, dim, index, src, out=out)
    self_t, src_t = tangent_of(input), tangent_of(src)
    if self_t is None and src_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._scatter_src(zeros_for(input, self_t), dim, index, zeros_for(src, src_t)))


def _scatter_value(input, dim, index, value, *, out=None):
    """`scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor` (derivatives.yaml:2992): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._scatter_value(input, dim, index, value, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(helpers.scatter_mask(input.shape, dim, index), 0, self_t))


def scatter_add(input, dim, index, src, *, out=None, **numpy_names):
    """`scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor` (derivatives.yaml:3009): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.scatter_add(input, dim, index, src, out=out, **numpy_names)
    self_t, src_t = tangent_of(input), tangent_of(src)
    if self_t is None and src_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.scatter_add(zeros_for(input, self_t), dim, index, zeros_for(src, src_t), **numpy_names))


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True, out=None, **numpy_names):
    """`scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor` (derivatives.yaml:3026): explicit (`result:`)."""
    with primal_only():
        result = ops.scatter_reduce(input, dim, index, src, reduce, include_self=include_self, out=out, **numpy_names)
    self_t, src_t = tangent_of(input), tangent_of(src)
    if self_t is None and src_t is None:
        return result
    self_t = zeros_for(input, self_t)
    src_t = zeros_for(src, src_t)
    with primal_only():
        return with_tangent(result, helpers.scatter_reduce_grad_self(ops, helpers.ones_for(result), input, dim, index, src, reduce, include_self, result) * self_t + ops.scatter_add(helpers.constant_zeros(self_t, input.shape), dim, index, helpers.scatter_reduce_grad_src(ops, helpers.ones_for(result), input, dim, index, src, reduce, include_self, result) * src_t))


def index_select(input, dim, index, *, out=None, **numpy_names):
    """`index_select(Tensor self, int dim, Tensor index) -> Tensor` (derivatives.yaml:3050): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.index_select(input, dim, index, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.index_select(zeros_for(input, self_t), dim, index, **numpy_names))


def index_add(input, dim, index, source, *, alpha=1, out=None, **numpy_names):
    """`index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:3066): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.index_add(input, dim, index, source, alpha=alpha, out=out, **numpy_names)
    self_t, source_t = tangent_of(input), tangent_of(source)
    if self_t is None and source_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.index_add(zeros_for(input, self_t), dim, index, zeros_for(source, source_t), alpha=alpha, **numpy_names))


def index_copy(input, dim, index, source, *, out=None, **numpy_names):
    """`index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor` (derivatives.yaml:3084): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.index_copy(input, dim, index, source, out=out, **numpy_names)
    self_t, source_t = tangent_of(input), tangent_of(source)
    if self_t is None and source_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.index_copy(zeros_for(input, self_t), dim, index, zeros_for(source, source_t), **numpy_names))


def _index_fill_int_Scalar(input, dim, index, value, *, out=None):
    """`index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor` (derivatives.yaml:3100): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._index_fill_int_Scalar(input, dim, index, value, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(helpers.index_slices_mask(input.shape, dim, index), 0, self_t))


def _index_fill_int_Tensor(input, dim, index, value, *, out=None):
    """`index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor` (derivatives.yaml:3117): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._index_fill_int_Tensor(input, dim, index, value, out=out)
    self_t, value_t = tangent_of(input), tangent_of(value)
    if self_t is None and value_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._index_fill_int_Tensor(zeros_for(input, self_t), dim, index, zeros_for(value, value_t)))


def _masked_fill_Scalar(input, mask, value, *, out=None):
    """`masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor` (derivatives.yaml:3132): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._masked_fill_Scalar(input, mask, value, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(mask, 0, self_t))


def _masked_fill_Tensor(input, mask, value, *, out=None):
    """`masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor` (derivatives.yaml:3153): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._masked_fill_Tensor(input, mask, value, out=out)
    self_t, value_t = tangent_of(input), tangent_of(value)
    if self_t is None and value_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._masked_fill_Tensor(zeros_for(input, self_t), mask, zeros_for(value, value_t)))


def masked_select(input, mask, *, out=None):
    """`masked_select(Tensor self, Tensor mask) -> Tensor` (derivatives.yaml:3169): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.masked_select(input, mask, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.masked_select(zeros_for(input, self_t), mask))


def take(input, index, *, out=None):
    """`take(Tensor self, Tensor index) -> Tensor` (derivatives.yaml:3184): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.take(input, index, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.take(zeros_for(input, self_t), index))


def take_along_dim(input, indices, dim=None, *, out=None, **numpy_names):
    """`take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor` (derivatives.yaml:3197): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.take_along_dim(input, indices, dim, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.take_along_dim(zeros_for(input, self_t), indices, dim, **numpy_names))


def index_put(input, indices, values, accumulate=False, *, out=None):
    """`index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor` (derivatives.yaml:3217): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.index_put(input, indices, values, accumulate, out=out)
    self_t, values_t = tangent_of(input), tangent_of(values)
    if self_t is None and values_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.index_put(zeros_for(input, self_t), indices, zeros_for(values, values_t), accumulate))


def _split_default(input, split_size_or_sections, dim=0):
    """`split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]` (derivatives.yaml:3318): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._split_default(input, split_size_or_sections, dim)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._split_default(zeros_for(input, self_t), split_size_or_sections, dim))


def _split_sizes(input, split_size_or_sections, dim=0):
    """`split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]` (derivatives.yaml:3334): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._split_sizes(input, split_size_or_sections, dim)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._split_sizes(zeros_for(input, self_t), split_size_or_sections, dim))


def chunk(input, chunks, dim=0, **numpy_names):
    """`chunk(Tensor self, int chunks, int dim=0) -> Tensor[]` (derivatives.yaml:3348): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.chunk(input, chunks, dim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.chunk(zeros_for(input, self_t), chunks, dim, **numpy_names))


def unbind(input, dim=0, **numpy_names):
    """`unbind(Tensor self, int dim=0) -> Tensor[]` (derivatives.yaml:3362): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.unbind(input, dim, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.unbind(zeros_for(input, self_t), dim, **numpy_names))


def _tensor_split_sections(input, sections, dim=0):
    """`tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]` (derivatives.yaml:3374): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._tensor_split_sections(input, sections, dim)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._tensor_split_sections(zeros_for(input, self_t), sections, dim))


def _tensor_split_indices(input, indices, dim=0):
    """`tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]` (derivatives.yaml:3388): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._tensor_split_indices(input, indices, dim)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._tensor_split_indices(zeros_for(input, self_t), indices, dim))


def meshgrid(*tensors, indexing=None):
    """`meshgrid(Tensor[] tensors, *, str? indexing=None) -> Tensor[]` (derivatives.yaml:3405): linear: the op applied to the tangents."""
    tensors = spread(tensors)
    with primal_only():
        result = ops.meshgrid(*tensors, indexing=indexing)
    tensors_t = tangents_of(tensors)
    if tensors_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.meshgrid(*zeros_for_list(tensors, tensors_t), indexing=indexing))


def unflatten(input, dim, *sizes, **numpy_names):
    """`unflatten(Tensor self, int dim, int[] sizes) -> Tensor` (derivatives.yaml:3431): linear: the op applied to the tangents."""
    sizes = spread(sizes)
    with primal_only():
        result = ops.unflatten(input, dim, *sizes, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.unflatten(zeros_for(input, self_t), dim, *sizes, **numpy_names))


def narrow(input, dim, start, length, **numpy_names):
    """`narrow(Tensor self, int dim, int start, int length) -> Tensor` (derivatives.yaml:3443): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.narrow(input, dim, start, length, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.narrow(zeros_for(input, self_t), dim, start, length, **numpy_names))


def flip(input, *dims, out=None):
    """`flip(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:3457): linear: the op applied to the tangents."""
    dims = spread(dims)
    with primal_only():
        result = ops.flip(input, *dims, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.flip(zeros_for(input, self_t), *dims))


def fliplr(input, *, out=None):
    """`fliplr(Tensor self) -> Tensor` (derivatives.yaml:3468): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.fliplr(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.fliplr(zeros_for(input, self_t)))


def flipud(input, *, out=None):
    """`flipud(Tensor self) -> Tensor` (derivatives.yaml:3476): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.flipud(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.flipud(zeros_for(input, self_t)))


def roll(input, shifts, dims=(), *, out=None):
    """`roll(Tensor self, int[] shifts, int[] dims=()) -> Tensor` (derivatives.yaml:3484): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.roll(input, shifts, dims, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.roll(zeros_for(input, self_t), shifts, dims))


def repeat(input, *repeats):
    """`repeat(Tensor self, int[] repeats) -> Tensor` (derivatives.yaml:3498): linear: the op applied to the tangents."""
    repeats = spread(repeats)
    with primal_only():
        result = ops.repeat(input, *repeats)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.repeat(zeros_for(input, self_t), *repeats))


def tile(input, *dims, out=None):
    """`tile(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:3512): linear: the op applied to the tangents."""
    dims = spread(dims)
    with primal_only():
        result = ops.tile(input, *dims, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.tile(zeros_for(input, self_t), *dims))


def _repeat_interleave_default(input, repeats, dim=None, *, output_size=None, out=None):
    """`repeat_interleave(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor` (derivatives.yaml:3525): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._repeat_interleave_default(input, repeats, dim, output_size=output_size, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._repeat_interleave_default(zeros_for(input, self_t), repeats, dim, output_size=output_size))


def _repeat_interleave_self_Tensor(input, repeats, dim=None, *, output_size=None, out=None):
    """`repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor` (derivatives.yaml:3535): linear: the op applied to the tangents."""
    with primal_only():
        result = ops._repeat_interleave_self_Tensor(input, repeats, dim, output_size=output_size, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._repeat_interleave_self_Tensor(zeros_for(input, self_t), repeats, dim, output_size=output_size))


def movedim(input, source, destination):
    """`movedim(Tensor self, int[] source, int[] destination) -> Tensor` (derivatives.yaml:3566): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.movedim(input, source, destination)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.movedim(zeros_for(input, self_t), source, destination))


def moveaxis(input, source, destination):
    """`moveaxis(Tensor self, int[] source, int[] destination) -> Tensor` (derivatives.yaml:3581): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.moveaxis(input, source, destination)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.moveaxis(zeros_for(input, self_t), source, destination))


def swapaxes(input, axis0, axis1):
    """`swapaxes(Tensor self, int axis0, int axis1) -> Tensor` (derivatives.yaml:3594): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.swapaxes(input, axis0, axis1)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.swapaxes(zeros_for(input, self_t), axis0, axis1))


def swapdims(input, dim0, dim1):
    """`swapdims(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:3606): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.swapdims(input, dim0, dim1)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.swapdims(zeros_for(input, self_t), dim0, dim1))


def tril(input, diagonal=0, *, out=None):
    """`tril(Tensor self, int diagonal=0) -> Tensor` (derivatives.yaml:3617): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.tril(input, diagonal, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.tril(zeros_for(input, self_t), diagonal))


def triu(input, diagonal=0, *, out=None):
    """`triu(Tensor self, int diagonal=0) -> Tensor` (derivatives.yaml:3630): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.triu(input, diagonal, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.triu(zeros_for(input, self_t), diagonal))


def diagonal(input, offset=0, dim1=0, dim2=1):
    """`diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor` (derivatives.yaml:3643): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.diagonal(input, offset, dim1, dim2)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.diagonal(zeros_for(input, self_t), offset, dim1, dim2))


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """`diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor` (derivatives.yaml:3657): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.diagonal_backward(grad_output, input_sizes, offset, dim1, dim2)
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.diagonal_backward(zeros_for(grad_output, grad_output_t), input_sizes, offset, dim1, dim2))


def diag_embed(input, offset=0, dim1=-2, dim2=-1, *, out=None):
    """`diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor` (derivatives.yaml:3667): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.diag_embed(input, offset, dim1, dim2, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.diag_embed(zeros_for(input, self_t), offset, dim1, dim2))


def diag(input, diagonal=0, *, out=None):
    """`diag(Tensor self, int diagonal=0) -> Tensor` (derivatives.yaml:3680): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.diag(input, diagonal, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.diag(zeros_for(input, self_t), diagonal))


def trace(input, *, out=None):
    """`trace(Tensor self) -> Tensor` (derivatives.yaml:3692): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.trace(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.trace(zeros_for(input, self_t)))


def broadcast_to(input, *size):
    """`broadcast_to(Tensor self, int[] size) -> Tensor` (derivatives.yaml:3701): linear: the op applied to the tangents."""
    size = spread(size)
    with primal_only():
        result = ops.broadcast_to(input, *size)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.broadcast_to(zeros_for(input, self_t), *size))


def expand_as(input, other):
    """`expand_as(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:3712): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.expand_as(input, other)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.expand_as(zeros_for(input, self_t), other))


def reshape_as(input, other):
    """`reshape_as(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:3725): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.reshape_as(input, other)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.reshape_as(zeros_for(input, self_t), other))


def view_as(input, other):
    """`view_as(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:3738): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.view_as(input, other)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.view_as(zeros_for(input, self_t), other))


def contiguous(input):
    """`contiguous(Tensor self) -> Tensor` (derivatives.yaml:3752): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.contiguous(input)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.contiguous(zeros_for(input, self_t)))


def as_strided_view(input, size, stride, storage_offset, self_stride, self_offset):
    """`as_strided_view(Tensor self, int[] size, int[] stride, int storage_offset, int[] self_stride, int self_offset) -> Tensor` (derivatives.yaml:3765): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.as_strided_view(input, size, stride, storage_offset, self_stride, self_offset)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.as_strided_view(zeros_for(input, self_t), size, stride, storage_offset, self_stride, self_offset))


def as_strided_remap(input, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average):
    """`as_strided_remap(Tensor self, int[] src_size, int[] src_stride, int src_offset, int[] dst_size, int[] dst_stride, int dst_offset, bool src_average, bool dst_average) -> Tensor` (derivatives.yaml:3779): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.as_strided_remap(input, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.as_strided_remap(zeros_for(input, self_t), src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average))


def linalg_pinv(A, *, atol=None, rtol=None, hermitian=False, out=None):
    """`linalg_pinv(Tensor A, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor` (derivatives.yaml:3917): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_pinv(A, atol=atol, rtol=rtol, hermitian=hermitian, out=out)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, helpers.pinv_tangent(ops, A, result, A_t))


def matrix_exp(input, *, out=None):
    """`matrix_exp(Tensor self) -> Tensor` (derivatives.yaml:3951): explicit (`result:`)."""
    with primal_only():
        result = ops.matrix_exp(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, helpers.matrix_exp_tangent(ops, input, self_t))


def addr(input, vec1, vec2, *, beta=1, alpha=1, out=None):
    """`addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:3979): explicit (`result:`)."""
    with primal_only():
        result = ops.addr(input, vec1, vec2, beta=beta, alpha=alpha, out=out)
    self_t, vec1_t, vec2_t = tangent_of(input), tangent_of(vec1), tangent_of(vec2)
    if self_t is None and vec1_t is None and vec2_t is None:
        return result
    self_t = zeros_for(input, self_t)
    vec1_t = zeros_for(vec1, vec1_t)
    vec2_t = zeros_for(vec2, vec2_t)
    with primal_only():
        return with_tangent(result, helpers.maybe_multiply(self_t, beta) + helpers.maybe_multiply(ops.outer(vec1_t, vec2) + ops.outer(vec1, vec2_t), alpha))


def addbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    """`addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:3996): explicit (`result:`)."""
    with primal_only():
        result = ops.addbmm(input, batch1, batch2, beta=beta, alpha=alpha, out=out)
    self_t, batch1_t, batch2_t = tangent_of(input), tangent_of(batch1), tangent_of(batch2)
    if self_t is None and batch1_t is None and batch2_t is None:
        return result
    self_t = zeros_for(input, self_t)
    batch1_t = zeros_for(batch1, batch1_t)
    batch2_t = zeros_for(batch2, batch2_t)
    with primal_only():
        return with_tangent(result, helpers.maybe_multiply(self_t, beta) + helpers.maybe_multiply(ops.sum(ops.bmm(batch1_t, batch2) + ops.bmm(batch1, batch2_t), 0), alpha))


def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary", *, out=None):
    """`cdist(Tensor x1, Tensor x2, float p=2.0, str? compute_mode="use_mm_for_euclid_dist_if_necessary") -> Tensor` (derivatives.yaml:4025): explicit (`result:`)."""
    with primal_only():
        result = ops.cdist(x1, x2, p, compute_mode, out=out)
    x1_t, x2_t = tangent_of(x1), tangent_of(x2)
    if x1_t is None and x2_t is None:
        return result
    x1_t = zeros_for(x1, x1_t)
    x2_t = zeros_for(x2, x2_t)
    with primal_only():
        return with_tangent(result, helpers.cdist_tangent(ops, x1, x2, x1_t, x2_t, p, result))


def pdist(input, p=2, *, out=None):
    """`pdist(Tensor input, float p=2) -> Tensor` (derivatives.yaml:4047): explicit (`result:`)."""
    with primal_only():
        result = ops.pdist(input, p, out=out)
    input_t = tangent_of(input)
    if input_t is None:
        return result
    input_t = zeros_for(input, input_t)
    with primal_only():
        return with_tangent(result, helpers.pdist_tangent(ops, input, input_t, p, result))


def dot(input, tensor, *, out=None):
    """`dot(Tensor self, Tensor tensor) -> Tensor` (derivatives.yaml:4123): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.dot(input, tensor, out=out)
    self_t, tensor_t = tangent_of(input), tangent_of(tensor)
    if self_t is None and tensor_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.dot(self_t, tensor) if self_t is not None else None, ops.dot(input, tensor_t) if tensor_t is not None else None))


def vdot(input, other, *, out=None):
    """`vdot(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:4135): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.vdot(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.vdot(self_t, other) if self_t is not None else None, ops.vdot(input, other_t) if other_t is not None else None))


def mm(input, mat2, *, out=None):
    """`mm(Tensor self, Tensor mat2) -> Tensor` (derivatives.yaml:4146): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.mm(input, mat2, out=out)
    self_t, mat2_t = tangent_of(input), tangent_of(mat2)
    if self_t is None and mat2_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.mm(self_t, mat2) if self_t is not None else None, ops.mm(input, mat2_t) if mat2_t is not None else None))


def bmm(input, mat2, *, out=None):
    """`bmm(Tensor self, Tensor mat2) -> Tensor` (derivatives.yaml:4158): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.bmm(input, mat2, out=out)
    self_t, mat2_t = tangent_of(input), tangent_of(mat2)
    if self_t is None and mat2_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.bmm(self_t, mat2) if self_t is not None else None, ops.bmm(input, mat2_t) if mat2_t is not None else None))


def mv(input, vec, *, out=None):
    """`mv(Tensor self, Tensor vec) -> Tensor` (derivatives.yaml:4170): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.mv(input, vec, out=out)
    self_t, vec_t = tangent_of(input), tangent_of(vec)
    if self_t is None and vec_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.mv(self_t, vec) if self_t is not None else None, ops.mv(input, vec_t) if vec_t is not None else None))


def addmm(input, mat1, mat2, *, beta=1, alpha=1, out=None):
    """`addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:4199): explicit (`result:`)."""
    with primal_only():
        result = ops.addmm(input, mat1, mat2, beta=beta, alpha=alpha, out=out)
    self_t, mat1_t, mat2_t = tangent_of(input), tangent_of(mat1), tangent_of(mat2)
    if self_t is None and mat1_t is None and mat2_t is None:
        return result
    self_t = zeros_for(input, self_t)
    mat1_t = zeros_for(mat1, mat1_t)
    mat2_t = zeros_for(mat2, mat2_t)
    with primal_only():
        return with_tangent(result, helpers.maybe_multiply(self_t, beta) + helpers.maybe_multiply(ops.mm(mat1_t, mat2) + ops.mm(mat1, mat2_t), alpha))


def addmv(input, mat, vec, *, beta=1, alpha=1, out=None):
    """`addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:4215): explicit (`result:`)."""
    with primal_only():
        result = ops.addmv(input, mat, vec, beta=beta, alpha=alpha, out=out)
    self_t, mat_t, vec_t = tangent_of(input), tangent_of(mat), tangent_of(vec)
    if self_t is None and mat_t is None and vec_t is None:
        return result
    self_t = zeros_for(input, self_t)
    mat_t = zeros_for(mat, mat_t)
    vec_t = zeros_for(vec, vec_t)
    with primal_only():
        return with_tangent(result, helpers.maybe_multiply(self_t, beta) + helpers.maybe_multiply(ops.mv(mat_t, vec) + ops.mv(mat, vec_t), alpha))


def baddbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    """`baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:4231): explicit (`result:`)."""
    with primal_only():
        result = ops.baddbmm(input, batch1, batch2, beta=beta, alpha=alpha, out=out)
    self_t, batch1_t, batch2_t = tangent_of(input), tangent_of(batch1), tangent_of(batch2)
    if self_t is None and batch1_t is None and batch2_t is None:
        return result
    self_t = zeros_for(input, self_t)
    batch1_t = zeros_for(batch1, batch1_t)
    batch2_t = zeros_for(batch2, batch2_t)
    with primal_only():
        return with_tangent(result, helpers.maybe_multiply(self_t, beta) + helpers.maybe_multiply(ops.bmm(batch1_t, batch2) + ops.bmm(batch1, batch2_t), alpha))


def kron(input, other, *, out=None):
    """`kron(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:4248): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.kron(input, other, out=out)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.kron(self_t, other) if self_t is not None else None, ops.kron(input, other_t) if other_t is not None else None))


def cross(input, other, dim=None, *, out=None, **numpy_names):
    """`cross(Tensor self, Tensor other, int? dim=None) -> Tensor` (derivatives.yaml:4261): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.cross(input, other, dim, out=out, **numpy_names)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.cross(self_t, other, dim, **numpy_names) if self_t is not None else None, ops.cross(input, other_t, dim, **numpy_names) if other_t is not None else None))


def linalg_cross(input, other, *, dim=-1, out=None, **numpy_names):
    """`linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor` (derivatives.yaml:4276): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.linalg_cross(input, other, dim=dim, out=out, **numpy_names)
    self_t, other_t = tangent_of(input), tangent_of(other)
    if self_t is None and other_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.linalg_cross(self_t, other, dim=dim, **numpy_names) if self_t is not None else None, ops.linalg_cross(input, other_t, dim=dim, **numpy_names) if other_t is not None else None))


def tensordot(a, b, dims=2, *, out=None):
    """`tensordot(Tensor a, Tensor b, int[][] dims=2) -> Tensor` (derivatives.yaml:4292): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.tensordot(a, b, dims, out=out)
    a_t, b_t = tangent_of(a), tangent_of(b)
    if a_t is None and b_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.tensordot(a_t, b, dims) if a_t is not None else None, ops.tensordot(a, b_t, dims) if b_t is not None else None))


def einsum(equation, *tensors, out=None):
    """`einsum(str equation, Tensor[] tensors) -> Tensor` (derivatives.yaml:4306): multilinear: the op with each input in turn replaced by its tangent."""
    tensors = spread(tensors)
    with primal_only():
        result = ops.einsum(equation, *tensors, out=out)
    tensors_t = tangents_of(tensors)
    if tensors_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(*[ops.einsum(equation, *swapped) for swapped in each_replaced(tensors, tensors_t)]))


def linalg_inv(A, *, out=None):
    """`linalg_inv(Tensor A) -> Tensor` (derivatives.yaml:4322): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_inv(A, out=out)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, -ops.matmul(ops.matmul(result, A_t), result))


def linalg_det(A, *, out=None):
    """`linalg_det(Tensor A) -> Tensor` (derivatives.yaml:4335): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_det(A, out=out)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, result * ops.sum(ops.diagonal(ops.linalg_solve(A, A_t), 0, -2, -1), -1))


def linalg_slogdet(A):
    """`linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)` (derivatives.yaml:4352): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_slogdet(A)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, (None, ops.sum(ops.diagonal(ops.linalg_solve(A, A_t), 0, -2, -1), -1)))


def linalg_solve(A, B, *, left=True, out=None):
    """`linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor` (derivatives.yaml:4366): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_solve(A, B, left=left, out=out)
    A_t, B_t = tangent_of(A), tangent_of(B)
    if A_t is None and B_t is None:
        return result
    A_t = zeros_for(A, A_t)
    B_t = zeros_for(B, B_t)
    with primal_only():
        return with_tangent(result, helpers.solve_tangent(ops, A, A_t, B_t, result, left))


def linalg_cholesky(A, *, upper=False, out=None):
    """`linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor` (derivatives.yaml:4383): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_cholesky(A, upper=upper, out=out)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, helpers.cholesky_tangent(ops, result, A_t, upper))


def linalg_qr(A, mode="reduced"):
    """`linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)` (derivatives.yaml:4397): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_qr(A, mode)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, (helpers.qr_tangent(ops, A, A_t, result[0], result[1], mode)[0], helpers.qr_tangent(ops, A, A_t, result[0], result[1], mode)[1]))


def linalg_svd(A, full_matrices=True):
    """`linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)` (derivatives.yaml:4415): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_svd(A, full_matrices)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, (helpers.svd_tangent(ops, A, A_t, result[0], result[1], result[2], full_matrices)[0], helpers.svd_tangent(ops, A, A_t, result[0], result[1], result[2], full_matrices)[1], helpers.svd_tangent(ops, A, A_t, result[0], result[1], result[2], full_matrices)[2]))


def linalg_svdvals(A, *, out=None):
    """`linalg_svdvals(Tensor A) -> Tensor` (derivatives.yaml:4434): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_svdvals(A, out=out)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, helpers.singular_values_tangent(ops, A, A_t))


def linalg_eigh(A, UPLO="L"):
    """`linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)` (derivatives.yaml:4447): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_eigh(A, UPLO)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, (helpers.eigenvalues_tangent(ops, A_t, result[1]), helpers.eigh_vectors_tangent(ops, A_t, result[0], result[1])))


def linalg_eigvalsh(A, UPLO="L", *, out=None):
    """`linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor` (derivatives.yaml:4463): explicit (`result:`)."""
    with primal_only():
        result = ops.linalg_eigvalsh(A, UPLO, out=out)
    A_t = tangent_of(A)
    if A_t is None:
        return result
    A_t = zeros_for(A, A_t)
    with primal_only():
        return with_tangent(result, helpers.eigenvalues_tangent(ops, A_t, ops.linalg_eigh(A, UPLO)[1]))


def linalg_vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None, out=None, **numpy_names):
    """`linalg_vector_norm(Tensor x, Scalar ord=2, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:4477): a reduction: its backward formula at grad = ones, times the tangent, summed."""
    with primal_only():
        result = ops.linalg_vector_norm(x, ord, dim, keepdim, dtype=dtype, out=out, **numpy_names)
    x_t = tangent_of(x)
    if x_t is None:
        return result
    with primal_only():
        return with_tangent(result, helpers.sum_over_reduced(ops, helpers.norm_backward(ops, helpers.ones_for(result), x, ord, result, dim, keepdim), x_t, result, dim, keepdim))


def linear(input, weight, bias=None, *, out=None):
    """`linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor` (derivatives.yaml:4624): explicit (`result:`)."""
    with primal_only():
        result = ops.linear(input, weight, bias, out=out)
    self_t, weight_t, bias_t = tangent_of(input), tangent_of(weight), tangent_of(bias)
    if self_t is None and weight_t is None and bias_t is None:
        return result
    self_t = zeros_for(input, self_t)
    weight_t = zeros_for(weight, weight_t)
    bias_t = zeros_for(bias, bias_t)
    with primal_only():
        return with_tangent(result, ops.linear(self_t, weight) + ops.linear(input, weight_t) + bias_t)


def softmax(input, dim, *, dtype=None, out=None, **numpy_names):
    """`softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:4655): explicit (`result:`)."""
    with primal_only():
        result = ops.softmax(input, dim, dtype=dtype, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, result * (self_t - ops.sum(result * self_t, dim, True)))


def log_softmax(input, dim, *, dtype=None, out=None, **numpy_names):
    """`log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:4681): explicit (`result:`)."""
    with primal_only():
        result = ops.log_softmax(input, dim, dtype=dtype, out=out, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, self_t - ops.sum(ops.exp(result) * self_t, dim, True))


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False, *, out=None):
    """`hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0, bool inplace=False) -> Tensor` (derivatives.yaml:4723): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.hardtanh(input, min_val, max_val, inplace, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.connect_to(ops.where((input > min_val) & (input < max_val), self_t, 0), input))


def leaky_relu(input, negative_slope=0.01, inplace=False, *, out=None):
    """`leaky_relu(Tensor self, Scalar negative_slope=0.01, bool inplace=False) -> Tensor` (derivatives.yaml:4749): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.leaky_relu(input, negative_slope, inplace, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.connect_to(ops.where(input > 0, self_t, self_t * negative_slope), input))


def elu(input, alpha=1.0, inplace=False, *, out=None):
    """`elu(Tensor self, Scalar alpha=1.0, bool inplace=False) -> Tensor` (derivatives.yaml:4763): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.elu(input, alpha, inplace, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(input > 0, self_t, self_t * alpha * ops.exp(ops.where(input < 0, input, 0))))


def selu(input, *, out=None):
    """`selu(Tensor self) -> Tensor` (derivatives.yaml:4777): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.selu(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(input > 0, self_t * 1.0507009873554805, self_t * 1.0507009873554805 * 1.6732632423543772 * ops.exp(ops.where(input < 0, input, 0))))


def celu(input, alpha=1.0, *, out=None):
    """`celu(Tensor self, Scalar alpha=1.0) -> Tensor` (derivatives.yaml:4794): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.celu(input, alpha, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(input > 0, self_t, self_t * ops.exp(ops.where(input < 0, input, 0) / alpha)))


def gelu(input, *, approximate="none", out=None):
    """`gelu(Tensor self, *, str approximate="none") -> Tensor` (derivatives.yaml:4818): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.gelu(input, approximate=approximate, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops._gelu_backward(self_t, input, approximate))


def _gelu_backward(grad_output, input, approximate):
    """`_gelu_backward(Tensor grad_output, Tensor self, str approximate) -> Tensor` (derivatives.yaml:4833): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops._gelu_backward(grad_output, input, approximate)
    grad_output_t, self_t = tangent_of(grad_output), tangent_of(input)
    if grad_output_t is None and self_t is None:
        return result
    with primal_only():
        return with_tangent(result, total((ops._gelu_backward(grad_output_t, input, approximate)) if grad_output_t is not None else None, (self_t * grad_output * helpers.gelu_second_derivative(ops, input, approximate)) if self_t is not None else None))


def silu(input, inplace=False, *, out=None):
    """`silu(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:4846): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.silu(input, inplace, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.sigmoid(input) * (1 + input * (1 - ops.sigmoid(input))))


def softplus(input, beta=1, threshold=20, *, out=None):
    """`softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor` (derivatives.yaml:4855): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.softplus(input, beta, threshold, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(input * beta > threshold, self_t, self_t * ops.sigmoid(input * beta)))


def mish(input, inplace=False, *, out=None):
    """`mish(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:4871): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.mish(input, inplace, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * (ops.tanh(ops.softplus(input)) + input * ops.sigmoid(input) * (1 - ops.tanh(ops.softplus(input)) ** 2)))


def hardsigmoid(input, inplace=False, *, out=None):
    """`hardsigmoid(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:4891): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.hardsigmoid(input, inplace, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.connect_to(ops.where((input > -3) & (input < 3), self_t * 0.1666666716337204, 0), input))


def hardswish(input, inplace=False, *, out=None):
    """`hardswish(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:4903): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.hardswish(input, inplace, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.where(input <= -3, 0, ops.where(input < 3, self_t * (input / 3 + 0.5), self_t)))


def logsigmoid(input, *, out=None):
    """`logsigmoid(Tensor self) -> Tensor` (derivatives.yaml:4915): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.logsigmoid(input, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * ops.sigmoid(-input))


def softshrink(input, lambd=0.5, *, out=None):
    """`softshrink(Tensor self, Scalar lambd=0.5) -> Tensor` (derivatives.yaml:4935): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.softshrink(input, lambd, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.connect_to(ops.where((input >= -lambd) & (input <= lambd), 0, self_t), input))


def hardshrink(input, lambd=0.5, *, out=None):
    """`hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor` (derivatives.yaml:4950): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.hardshrink(input, lambd, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.connect_to(ops.where((input >= -lambd) & (input <= lambd), 0, self_t), input))


def threshold(input, threshold, value, *, out=None):
    """`threshold(Tensor self, float threshold, float value) -> Tensor` (derivatives.yaml:4962): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.threshold(input, threshold, value, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.threshold_backward(self_t, input, threshold=threshold))


def mse_loss_reduced(input, target, reduction):
    """`mse_loss_reduced(Tensor self, Tensor target, str reduction) -> Tensor` (derivatives.yaml:5071): explicit (`result:`)."""
    with primal_only():
        result = ops.mse_loss_reduced(input, target, reduction)
    self_t, target_t = tangent_of(input), tangent_of(target)
    if self_t is None and target_t is None:
        return result
    self_t = zeros_for(input, self_t)
    target_t = zeros_for(target, target_t)
    with primal_only():
        return with_tangent(result, helpers.apply_reduction(ops, 2 * (input - target) * (self_t - target_t), reduction))


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean", *, out=None):
    """`nll_loss(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str? reduction="mean") -> Tensor` (derivatives.yaml:5089): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.nll_loss(input, target, weight, size_average, ignore_index, reduce, reduction, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.nll_loss(zeros_for(input, self_t), target, weight, size_average, ignore_index, reduce, reduction))


def cross_entropy_indices(input, target, ignore_index, reduction):
    """`cross_entropy_indices(Tensor self, Tensor target, int ignore_index, str reduction) -> (Tensor loss, Tensor row_stats)` (derivatives.yaml:5127): explicit (`result:`)."""
    with primal_only():
        result = ops.cross_entropy_indices(input, target, ignore_index, reduction)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.sum_over_reduced(ops, helpers.cross_entropy_indices_backward(ops, helpers.ones_for(result[0]), input, target, ignore_index, reduction, result[1]), self_t, result[0], None, False), None))


def convolution(input, weight, stride, padding, dilation, groups):
    """`convolution(Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:5530): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.convolution(input, weight, stride, padding, dilation, groups)
    input_t, weight_t = tangent_of(input), tangent_of(weight)
    if input_t is None and weight_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.convolution(input_t, weight, stride, padding, dilation, groups) if input_t is not None else None, ops.convolution(input, weight_t, stride, padding, dilation, groups) if weight_t is not None else None))


def convolution_input_grad(grad_output, weight, input_shape, stride, padding, dilation, groups):
    """`convolution_input_grad(Tensor grad_output, Tensor weight, int[] input_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:5546): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.convolution_input_grad(grad_output, weight, input_shape, stride, padding, dilation, groups)
    grad_output_t, weight_t = tangent_of(grad_output), tangent_of(weight)
    if grad_output_t is None and weight_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.convolution_input_grad(grad_output_t, weight, input_shape, stride, padding, dilation, groups) if grad_output_t is not None else None, ops.convolution_input_grad(grad_output, weight_t, input_shape, stride, padding, dilation, groups) if weight_t is not None else None))


def convolution_weight_grad(input, grad_output, weight_shape, stride, padding, dilation, groups):
    """`convolution_weight_grad(Tensor input, Tensor grad_output, int[] weight_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:5561): multilinear: the op with each input in turn replaced by its tangent."""
    with primal_only():
        result = ops.convolution_weight_grad(input, grad_output, weight_shape, stride, padding, dilation, groups)
    input_t, grad_output_t = tangent_of(input), tangent_of(grad_output)
    if input_t is None and grad_output_t is None:
        return result
    with primal_only():
        return with_tangent(result, total(ops.convolution_weight_grad(input_t, grad_output, weight_shape, stride, padding, dilation, groups) if input_t is not None else None, ops.convolution_weight_grad(input, grad_output_t, weight_shape, stride, padding, dilation, groups) if grad_output_t is not None else None))


def convolution_bias(input, weight, bias, stride, padding, dilation, groups):
    """`convolution_bias(Tensor input, Tensor weight, Tensor bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:5575): explicit (`result:`)."""
    with primal_only():
        result = ops.convolution_bias(input, weight, bias, stride, padding, dilation, groups)
    input_t, weight_t, bias_t = tangent_of(input), tangent_of(weight), tangent_of(bias)
    if input_t is None and weight_t is None and bias_t is None:
        return result
    input_t = zeros_for(input, input_t)
    weight_t = zeros_for(weight, weight_t)
    bias_t = zeros_for(bias, bias_t)
    with primal_only():
        return with_tangent(result, ops.convolution_bias(input_t, weight, bias_t, stride, padding, dilation, groups) + ops.convolution(input, weight_t, stride, padding, dilation, groups))


def max_pool(input, kernel_size, stride, padding, dilation):
    """`max_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, int[] dilation) -> (Tensor values, Tensor indices)` (derivatives.yaml:5681): explicit (`result:`)."""
    with primal_only():
        result = ops.max_pool(input, kernel_size, stride, padding, dilation)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.gather_planes(ops, self_t, result[1], len(kernel_size)), None))


def max_pool_backward(grad_output, indices, *shape):
    """`max_pool_backward(Tensor grad_output, Tensor indices, int[] shape) -> Tensor` (derivatives.yaml:5696): linear: the op applied to the tangents."""
    shape = spread(shape)
    with primal_only():
        result = ops.max_pool_backward(grad_output, indices, *shape)
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.max_pool_backward(zeros_for(grad_output, grad_output_t), indices, *shape))


def avg_pool(input, kernel_size, stride, padding, count_include_pad, divisor_override):
    """`avg_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, bool count_include_pad, int? divisor_override) -> Tensor` (derivatives.yaml:5742): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.avg_pool(input, kernel_size, stride, padding, count_include_pad, divisor_override)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.avg_pool(zeros_for(input, self_t), kernel_size, stride, padding, count_include_pad, divisor_override))


def avg_pool_backward(grad_output, shape, kernel_size, stride, padding, count_include_pad, divisor_override):
    """`avg_pool_backward(Tensor grad_output, int[] shape, int[] kernel_size, int[] stride, int[] padding, bool count_include_pad, int? divisor_override) -> Tensor` (derivatives.yaml:5759): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.avg_pool_backward(grad_output, shape, kernel_size, stride, padding, count_include_pad, divisor_override)
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.avg_pool_backward(zeros_for(grad_output, grad_output_t), shape, kernel_size, stride, padding, count_include_pad, divisor_override))


def resample(input, dim, size, mode, align_corners, scale, **numpy_names):
    """`resample(Tensor self, int dim, int size, str mode, bool align_corners, float? scale) -> Tensor` (derivatives.yaml:5798): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.resample(input, dim, size, mode, align_corners, scale, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.resample(zeros_for(input, self_t), dim, size, mode, align_corners, scale, **numpy_names))


def resample_backward(grad_output, dim, input_size, mode, align_corners, scale, **numpy_names):
    """`resample_backward(Tensor grad_output, int dim, int input_size, str mode, bool align_corners, float? scale) -> Tensor` (derivatives.yaml:5815): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.resample_backward(grad_output, dim, input_size, mode, align_corners, scale, **numpy_names)
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.resample_backward(zeros_for(grad_output, grad_output_t), dim, input_size, mode, align_corners, scale, **numpy_names))


def adaptive_avg_resample(input, dim, size, **numpy_names):
    """`adaptive_avg_resample(Tensor self, int dim, int size) -> Tensor` (derivatives.yaml:5830): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.adaptive_avg_resample(input, dim, size, **numpy_names)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.adaptive_avg_resample(zeros_for(input, self_t), dim, size, **numpy_names))


def adaptive_max_pool(input, *output_size):
    """`adaptive_max_pool(Tensor self, int[] output_size) -> (Tensor values, Tensor indices)` (derivatives.yaml:5845): explicit (`result:`)."""
    output_size = spread(output_size)
    with primal_only():
        result = ops.adaptive_max_pool(input, *output_size)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, (helpers.gather_planes(ops, self_t, result[1], len(output_size)), None))


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners, *, out=None):
    """`grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor` (derivatives.yaml:5948): its backward formulas read grid, input and it is not elementwise."""
    with primal_only():
        result = ops.grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners, out=out)
    input_t, grid_t = tangent_of(input), tangent_of(grid)
    if input_t is None and grid_t is None:
        return result
    raise not_supported('grid_sampler', 5948, 'its backward formulas read grid, input and it is not elementwise')


def im2col(input, kernel_size, dilation, padding, stride):
    """`im2col(Tensor self, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor` (derivatives.yaml:6038): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.im2col(input, kernel_size, dilation, padding, stride)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.im2col(zeros_for(input, self_t), kernel_size, dilation, padding, stride))


def col2im(input, output_size, kernel_size, dilation, padding, stride):
    """`col2im(Tensor self, int[] output_size, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor` (derivatives.yaml:6048): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.col2im(input, output_size, kernel_size, dilation, padding, stride)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.col2im(zeros_for(input, self_t), output_size, kernel_size, dilation, padding, stride))


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """`native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor out, Tensor mean, Tensor rstd)` (derivatives.yaml:6240): explicit (`result:`)."""
    with primal_only():
        result = ops.native_layer_norm(input, normalized_shape, weight, bias, eps)
    input_t, weight_t, bias_t = tangent_of(input), tangent_of(weight), tangent_of(bias)
    if input_t is None and weight_t is None and bias_t is None:
        return result
    input_t = zeros_for(input, input_t)
    weight_t = zeros_for(weight, weight_t)
    bias_t = zeros_for(bias, bias_t)
    with primal_only():
        return with_tangent(result, (helpers.layer_norm_tangent(ops, input, input_t, result[1], result[2], weight, weight_t, bias_t, normalized_shape), None, None))


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """`native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean, Tensor save_rstd)` (derivatives.yaml:6274): explicit (`result:`)."""
    with primal_only():
        result = ops.native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)
    input_t, weight_t, bias_t = tangent_of(input), tangent_of(weight), tangent_of(bias)
    if input_t is None and weight_t is None and bias_t is None:
        return result
    input_t = zeros_for(input, input_t)
    weight_t = zeros_for(weight, weight_t)
    bias_t = zeros_for(bias, bias_t)
    with primal_only():
        return with_tangent(result, (helpers.batch_norm_tangent(ops, input, input_t, result[1], result[2], weight, weight_t, bias_t, training), None, None))


def dropout_apply(input, mask, scale, kept=0.0, dropped=0.0):
    """`dropout_apply(Tensor self, Tensor mask, float scale, float kept=0.0, float dropped=0.0) -> Tensor` (derivatives.yaml:6343): elementwise: each input's backward formula with its tangent for grad."""
    with primal_only():
        result = ops.dropout_apply(input, mask, scale, kept, dropped)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    with primal_only():
        return with_tangent(result, self_t * mask * scale)


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False, *, out=None):
    """`embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor` (derivatives.yaml:6434): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse, out=out)
    weight_t = tangent_of(weight)
    if weight_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.embedding(zeros_for(weight, weight_t), indices, padding_idx, scale_grad_by_freq, sparse))


def embedding_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    """`embedding_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor` (derivatives.yaml:6453): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.embedding_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq)
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.embedding_backward(zeros_for(grad_output, grad_output_t), indices, num_weights, padding_idx, scale_grad_by_freq))


def pad(input, pad, mode="constant", value=None, *, out=None):
    """`pad(Tensor self, int[] pad, str mode="constant", float? value=None) -> Tensor` (derivatives.yaml:6493): explicit (`result:`)."""
    with primal_only():
        result = ops.pad(input, pad, mode, value, out=out)
    self_t = tangent_of(input)
    if self_t is None:
        return result
    self_t = zeros_for(input, self_t)
    with primal_only():
        return with_tangent(result, ops.pad(self_t, pad, mode, None))


def pad_backward(grad_output, shape, pad, mode):
    """`pad_backward(Tensor grad_output, int[] shape, int[] pad, str mode) -> Tensor` (derivatives.yaml:6511): linear: the op applied to the tangents."""
    with primal_only():
        result = ops.pad_backward(grad_output, shape, pad, mode)
    grad_output_t = tangent_of(grad_output)
    if grad_output_t is None:
        return result
    with primal_only():
        return with_tangent(result, ops.pad_backward(zeros_for(grad_output, grad_output_t), shape, pad, mode))


def _thnn_fused_lstm_cell(input_gates, hidden_gates, cx, input_bias=None, hidden_bias=None):
    """`_thnn_fused_lstm_cell(Tensor input_gates, Tensor hidden_gates, Tensor cx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor hy, Tensor cy, Tensor workspace)` (derivatives.yaml:6723): explicit (`result:`)."""
    with primal_only():
        result = ops._thnn_fused_lstm_cell(input_gates, hidden_gates, cx, input_bias, hidden_bias)
    input_gates_t, hidden_gates_t, cx_t, input_bias_t, hidden_bias_t = tangent_of(input_gates), tangent_of(hidden_gates), tangent_of(cx), tangent_of(input_bias), tangent_of(hidden_bias)
    if input_gates_t is None and hidden_gates_t is None and cx_t is None and input_bias_t is None and hidden_bias_t is None:
        return result
    input_gates_t = zeros_for(input_gates, input_gates_t)
    hidden_gates_t = zeros_for(hidden_gates, hidden_gates_t)
    cx_t = zeros_for(cx, cx_t)
    input_bias_t = zeros_for(input_bias, input_bias_t)
    hidden_bias_t = zeros_for(hidden_bias, hidden_bias_t)
    with primal_only():
        return with_tangent(result, (*helpers.lstm_cell_tangent(ops, input_gates_t, hidden_gates_t, cx, cx_t, input_bias_t, hidden_bias_t, result[1], result[2]),))


def _thnn_fused_gru_cell(input_gates, hidden_gates, hx, input_bias=None, hidden_bias=None):
    """`_thnn_fused_gru_cell(Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor hy, Tensor workspace)` (derivatives.yaml:6744): explicit (`result:`)."""
    with primal_only():
        result = ops._thnn_fused_gru_cell(input_gates, hidden_gates, hx, input_bias, hidden_bias)
    input_gates_t, hidden_gates_t, hx_t, input_bias_t, hidden_bias_t = tangent_of(input_gates), tangent_of(hidden_gates), tangent_of(hx), tangent_of(input_bias), tangent_of(hidden_bias)
    if input_gates_t is None and hidden_gates_t is None and hx_t is None and input_bias_t is None and hidden_bias_t is None:
        return result
    input_gates_t = zeros_for(input_gates, input_gates_t)
    hidden_gates_t = zeros_for(hidden_gates, hidden_gates_t)
    hx_t = zeros_for(hx, hx_t)
    input_bias_t = zeros_for(input_bias, input_bias_t)
    hidden_bias_t = zeros_for(hidden_bias, hidden_bias_t)
    with primal_only():
        return with_tangent(result, (*helpers.gru_cell_tangent(ops, input_gates_t, hidden_gates_t, hx, hx_t, input_bias_t, hidden_bias_t, result[1]),))


def _lstm_layer(input_gates, h0, c0, w_hh, reverse=False):
    """`_lstm_layer(Tensor input_gates, Tensor h0, Tensor c0, Tensor w_hh, bool reverse=False) -> (Tensor output, Tensor hy, Tensor cy, Tensor cells, Tensor workspace)` (derivatives.yaml:6765): explicit (`result:`)."""
    with primal_only():
        result = ops._lstm_layer(input_gates, h0, c0, w_hh, reverse)
    input_gates_t, h0_t, c0_t, w_hh_t = tangent_of(input_gates), tangent_of(h0), tangent_of(c0), tangent_of(w_hh)
    if input_gates_t is None and h0_t is None and c0_t is None and w_hh_t is None:
        return result
    input_gates_t = zeros_for(input_gates, input_gates_t)
    h0_t = zeros_for(h0, h0_t)
    c0_t = zeros_for(c0, c0_t)
    w_hh_t = zeros_for(w_hh, w_hh_t)
    with primal_only():
        return with_tangent(result, (*helpers.lstm_layer_tangent(ops, input_gates_t, h0, h0_t, c0, c0_t, w_hh, w_hh_t, reverse, result[0], result[3], result[4]),))


def _rnn_layer(input_gates, h0, w_hh, nonlinearity="tanh", reverse=False):
    """`_rnn_layer(Tensor input_gates, Tensor h0, Tensor w_hh, str nonlinearity="tanh", bool reverse=False) -> (Tensor output, Tensor hy)` (derivatives.yaml:6788): explicit (`result:`)."""
    with primal_only():
        result = ops._rnn_layer(input_gates, h0, w_hh, nonlinearity, reverse)
    input_gates_t, h0_t, w_hh_t = tangent_of(input_gates), tangent_of(h0), tangent_of(w_hh)
    if input_gates_t is None and h0_t is None and w_hh_t is None:
        return result
    input_gates_t = zeros_for(input_gates, input_gates_t)
    h0_t = zeros_for(h0, h0_t)
    w_hh_t = zeros_for(w_hh, w_hh_t)
    with primal_only():
        return with_tangent(result, (*helpers.rnn_layer_tangent(ops, input_gates_t, h0, h0_t, w_hh, w_hh_t, nonlinearity, reverse, result[0]),))


def _gru_layer(input_gates, h0, w_hh, b_hh=None, reverse=False):
    """`_gru_layer(Tensor input_gates, Tensor h0, Tensor w_hh, Tensor? b_hh=None, bool reverse=False) -> (Tensor output, Tensor hy, Tensor workspace)` (derivatives.yaml:6812): explicit (`result:`)."""
    with primal_only():
        result = ops._gru_layer(input_gates, h0, w_hh, b_hh, reverse)
    input_gates_t, h0_t, w_hh_t, b_hh_t = tangent_of(input_gates), tangent_of(h0), tangent_of(w_hh), tangent_of(b_hh)
    if input_gates_t is None and h0_t is None and w_hh_t is None and b_hh_t is None:
        return result
    input_gates_t = zeros_for(input_gates, input_gates_t)
    h0_t = zeros_for(h0, h0_t)
    w_hh_t = zeros_for(w_hh, w_hh_t)
    b_hh_t = zeros_for(b_hh, b_hh_t)
    with primal_only():
        return with_tangent(result, (*helpers.gru_layer_tangent(ops, input_gates_t, h0, h0_t, w_hh, w_hh_t, b_hh_t, reverse, result[0], result[2]),))
