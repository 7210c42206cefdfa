"""The public ops: each takes Tensors, computes on arrays, and records its grad_fn node.

Generated from derivatives.yaml by `make regenerate`; do not edit.

An op promotes its inputs to PyTorch's result dtype, calls its forward in array_ops, and, when
grad mode is on and an input requires grad, creates the node that will run its formulas,
saving only the values those formulas read (and only for inputs that need a gradient).
"""
import builtins
from collections import namedtuple

from specgrad.autograd.graph import edge
from specgrad.dispatch import (dim_arg, dim_list_arg, dispatch, dtype_arg, dtype_error, index_arg, int_list,
                               number_arg, numpy_aliases, permutation_arg, present, scalar_arg, shape_error, str_arg,
                               tensor_arg, tensor_list_arg, wrapped_number, write_out)
from specgrad import formula_helpers as helpers
from specgrad.dtypes import cast, float_result_type, numpy_dtype, result_type
from specgrad.generated import array_ops, nodes
from specgrad.generated import ops  # this module: composites pass it to formula helpers as their ops namespace
from specgrad.grad_mode import is_grad_enabled
from specgrad.inplace import inplace
from specgrad.inplace import inplace as write_inplace  # F's `inplace=True` (a parameter named inplace hides `inplace`)
from specgrad.tensor import Tensor

max_dim_result = namedtuple('max', ['values', 'indices'])

min_dim_result = namedtuple('min', ['values', 'indices'])


def add(input, other, *, alpha=1, out=None):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:69)"""
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'add', 'alpha')
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'add', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'add', 'other')
    try:
        result = array_ops.add(cast(input, dtype), cast(other, dtype), alpha)
    except ValueError as error:
        raise shape_error('add', error, input, other) from None
    if out is not None:
        return write_out('add', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AddBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if other.requires_grad:
        node._saved_alpha = alpha
    return Tensor._wrap(result, node)


def add_(self, other, *, alpha=1):
    """In place: `add` written into self (derivatives.yaml:69)."""
    return inplace(self, add, other, alpha=alpha)


def sub(input, other, *, alpha=1, out=None):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:88)"""
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'sub', 'alpha')
    if isinstance(input, Tensor) and input._data.dtype.kind == 'b':
        raise dtype_error('sub', 'input', 'numeric', input)
    if isinstance(other, Tensor) and other._data.dtype.kind == 'b':
        raise dtype_error('sub', 'other', 'numeric', other)
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'sub', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'sub', 'other')
    try:
        result = array_ops.sub(cast(input, dtype), cast(other, dtype), alpha)
    except ValueError as error:
        raise shape_error('sub', error, input, other) from None
    if out is not None:
        return write_out('sub', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SubBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if other.requires_grad:
        node._saved_alpha = alpha
    return Tensor._wrap(result, node)


def sub_(self, other, *, alpha=1):
    """In place: `sub` written into self (derivatives.yaml:88)."""
    return inplace(self, sub, other, alpha=alpha)


def mul(input, other, *, out=None):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:107)"""
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'mul', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'mul', 'other')
    try:
        result = array_ops.mul(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('mul', error, input, other) from None
    if out is not None:
        return write_out('mul', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MulBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if input.requires_grad:
        node._saved_other = other
        node._version_of_other = other._version
    if other.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def mul_(self, other):
    """In place: `mul` written into self (derivatives.yaml:107)."""
    return inplace(self, mul, other)


def div(input, other, *, out=None):
    """div(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:117)"""
    dtype = float_result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'div', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'div', 'other')
    try:
        result = array_ops.div(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('div', error, input, other) from None
    if out is not None:
        return write_out('div', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DivBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_other = other
    node._version_of_other = other._version
    if other.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def div_(self, other):
    """In place: `div` written into self (derivatives.yaml:117)."""
    return inplace(self, div, other)


def neg(input, *, out=None):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:129)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'neg', 'input', 1)
    if input._data.dtype.kind == 'b':
        raise dtype_error('neg', 'input', 'numeric', input)
    try:
        result = array_ops.neg(input._data)
    except ValueError as error:
        raise shape_error('neg', error, input) from None
    if out is not None:
        return write_out('neg', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.NegBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def neg_(self):
    """In place: `neg` written into self (derivatives.yaml:129)."""
    return inplace(self, neg)


def reciprocal(input, *, out=None):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:138)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'reciprocal', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.reciprocal(cast(input, dtype))
    except ValueError as error:
        raise shape_error('reciprocal', error, input) from None
    if out is not None:
        return write_out('reciprocal', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ReciprocalBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def reciprocal_(self):
    """In place: `reciprocal` written into self (derivatives.yaml:138)."""
    return inplace(self, reciprocal)


def _pow_Tensor_Scalar(input, exponent, *, out=None):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:148)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'pow', 'input', 1)
    if type(exponent) is not int and type(exponent) is not float:
        exponent = scalar_arg(exponent, 'pow', 'exponent')
    dtype = result_type(input, exponent)
    try:
        result = array_ops.pow_Tensor_Scalar(cast(input, dtype), exponent)
    except ValueError as error:
        raise shape_error('pow', error, input) from None
    if out is not None:
        return write_out('pow', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PowBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_exponent = exponent
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def _pow_Tensor_Tensor(input, exponent, *, out=None):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:163)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'pow', 'input', 1)
    if not isinstance(exponent, Tensor):
        exponent = tensor_arg(exponent, 'pow', 'exponent', 2)
    dtype = result_type(input, exponent)
    try:
        result = array_ops.pow_Tensor_Tensor(cast(input, dtype), cast(exponent, dtype))
    except ValueError as error:
        raise shape_error('pow', error, input, exponent) from None
    if out is not None:
        return write_out('pow', out, result, is_grad_enabled() and (input.requires_grad or exponent.requires_grad))
    if not (input.requires_grad or exponent.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PowBackward1()
    node.next_functions = (edge(input), edge(exponent))
    node.input_meta = ((input._data.shape, input._data.dtype), (exponent._data.shape, exponent._data.dtype))
    node._saved_exponent = exponent
    node._version_of_exponent = exponent._version
    node._saved_self = input
    node._version_of_self = input._version
    if exponent.requires_grad:
        node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _pow_Scalar(self, exponent, *, out=None):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:175)"""
    if type(self) is not int and type(self) is not float:
        self = scalar_arg(self, 'pow', 'self')
    if not isinstance(exponent, Tensor):
        exponent = tensor_arg(exponent, 'pow', 'exponent', 2)
    dtype = result_type(self, exponent)
    try:
        result = array_ops.pow_Scalar(self, cast(exponent, dtype))
    except ValueError as error:
        raise shape_error('pow', error, exponent) from None
    if out is not None:
        return write_out('pow', out, result, is_grad_enabled() and (exponent.requires_grad))
    if not exponent.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PowBackward2()
    node.next_functions = (edge(exponent),)
    node.input_meta = ((exponent._data.shape, exponent._data.dtype),)
    node._saved_result = result
    node._saved_exponent = exponent
    node._version_of_exponent = exponent._version
    node._saved_self = self
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def pow(*args, **kwargs):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
    pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
    pow.Scalar(Scalar self, Tensor exponent) -> Tensor
    (derivatives.yaml:148, 163, 175) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('pow', _POW_OVERLOADS, args, kwargs)


_POW_OVERLOADS = (
    (_pow_Tensor_Scalar, 'pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'scalar', False, False), ('out', 'out', True, True))),
    (_pow_Tensor_Tensor, 'pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
    (_pow_Scalar, 'pow.Scalar(Scalar self, Tensor exponent) -> Tensor', (('self', 'scalar', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
)


def pow_(self, *args, **kwargs):
    """In place: `pow` written into self (derivatives.yaml:148)."""
    return inplace(self, pow, *args, **kwargs)


def exp(input, *, out=None):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:188)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'exp', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.exp(cast(input, dtype))
    except ValueError as error:
        raise shape_error('exp', error, input) from None
    if out is not None:
        return write_out('exp', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ExpBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def exp_(self):
    """In place: `exp` written into self (derivatives.yaml:188)."""
    return inplace(self, exp)


def log(input, *, out=None):
    """log(Tensor self) -> Tensor   (derivatives.yaml:197)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'log', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.log(cast(input, dtype))
    except ValueError as error:
        raise shape_error('log', error, input) from None
    if out is not None:
        return write_out('log', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LogBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def log_(self):
    """In place: `log` written into self (derivatives.yaml:197)."""
    return inplace(self, log)


def sqrt(input, *, out=None):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:207)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sqrt', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.sqrt(cast(input, dtype))
    except ValueError as error:
        raise shape_error('sqrt', error, input) from None
    if out is not None:
        return write_out('sqrt', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SqrtBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def sqrt_(self):
    """In place: `sqrt` written into self (derivatives.yaml:207)."""
    return inplace(self, sqrt)


def sin(input, *, out=None):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:217)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sin', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.sin(cast(input, dtype))
    except ValueError as error:
        raise shape_error('sin', error, input) from None
    if out is not None:
        return write_out('sin', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SinBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def sin_(self):
    """In place: `sin` written into self (derivatives.yaml:217)."""
    return inplace(self, sin)


def cos(input, *, out=None):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:226)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cos', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.cos(cast(input, dtype))
    except ValueError as error:
        raise shape_error('cos', error, input) from None
    if out is not None:
        return write_out('cos', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CosBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def cos_(self):
    """In place: `cos` written into self (derivatives.yaml:226)."""
    return inplace(self, cos)


def tanh(input, *, out=None):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:235)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tanh', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.tanh(cast(input, dtype))
    except ValueError as error:
        raise shape_error('tanh', error, input) from None
    if out is not None:
        return write_out('tanh', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TanhBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def tanh_(self):
    """In place: `tanh` written into self (derivatives.yaml:235)."""
    return inplace(self, tanh)


def sigmoid(input, *, out=None):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:245)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sigmoid', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.sigmoid(cast(input, dtype))
    except ValueError as error:
        raise shape_error('sigmoid', error, input) from None
    if out is not None:
        return write_out('sigmoid', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SigmoidBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def sigmoid_(self):
    """In place: `sigmoid` written into self (derivatives.yaml:245)."""
    return inplace(self, sigmoid)


def relu(input, *, out=None):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:255)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'relu', 'input', 1)
    if input._data.dtype.kind == 'b':
        raise dtype_error('relu', 'input', 'numeric', input)
    try:
        result = array_ops.relu(input._data)
    except ValueError as error:
        raise shape_error('relu', error, input) from None
    if out is not None:
        return write_out('relu', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ReluBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def relu_(self):
    """In place: `relu` written into self (derivatives.yaml:255)."""
    return inplace(self, relu)


def abs(input, *, out=None):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:265)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'abs', 'input', 1)
    if input._data.dtype.kind in 'b':
        raise dtype_error('abs', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.abs(input._data)
    except ValueError as error:
        raise shape_error('abs', error, input) from None
    if out is not None:
        return write_out('abs', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AbsBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def abs_(self):
    """In place: `abs` written into self (derivatives.yaml:265)."""
    return inplace(self, abs)


def sign(input, *, out=None):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:275)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sign', 'input', 1)
    try:
        result = array_ops.sign(input._data)
    except ValueError as error:
        raise shape_error('sign', error, input) from None
    if out is not None:
        return write_out('sign', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SignBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def sign_(self):
    """In place: `sign` written into self (derivatives.yaml:275)."""
    return inplace(self, sign)


def maximum(input, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:284)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'maximum', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'maximum', 'other', 2)
    dtype = result_type(input, other)
    try:
        result = array_ops.maximum(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('maximum', error, input, other) from None
    if out is not None:
        return write_out('maximum', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaximumBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def minimum(input, other, *, out=None):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:293)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'minimum', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'minimum', 'other', 2)
    dtype = result_type(input, other)
    try:
        result = array_ops.minimum(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('minimum', error, input, other) from None
    if out is not None:
        return write_out('minimum', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MinimumBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def clamp(input, min=None, max=None, *, out=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:301)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'clamp', 'input', 1)
    if type(min) is not int and type(min) is not float:
        min = scalar_arg(min, 'clamp', 'min')
    if type(max) is not int and type(max) is not float:
        max = scalar_arg(max, 'clamp', 'max')
    dtype = result_type(input, min, max)
    try:
        result = array_ops.clamp(cast(input, dtype), min, max)
    except ValueError as error:
        raise shape_error('clamp', error, input) from None
    if out is not None:
        return write_out('clamp', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ClampBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_min = min
    node._saved_max = max
    return Tensor._wrap(result, node)


def clamp_(self, min=None, max=None):
    """In place: `clamp` written into self (derivatives.yaml:301)."""
    return inplace(self, clamp, min, max)


def where(condition, input, other, *, out=None):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:313)"""
    if not isinstance(condition, Tensor):
        condition = tensor_arg(condition, 'where', 'condition', 1)
    if condition._data.dtype.kind != 'b':
        raise dtype_error('where', 'condition', 'bool', condition)
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'where', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'where', 'other')
    try:
        result = array_ops.where(condition._data, cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('where', error, condition, input, other) from None
    if out is not None:
        return write_out('where', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.WhereBackward0()
    node.next_functions = (edge(condition), edge(input), edge(other))
    node.input_meta = ((condition._data.shape, condition._data.dtype), (input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_condition = condition
    node._version_of_condition = condition._version
    return Tensor._wrap(result, node)


def eq(input, other, *, out=None):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:332)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'eq', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'eq', 'other')
    try:
        result = array_ops.eq(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('eq', error, input, other) from None
    if out is not None:
        return write_out('eq', out, result, False)
    return Tensor._wrap(result)


def ne(input, other, *, out=None):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:341)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'ne', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'ne', 'other')
    try:
        result = array_ops.ne(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('ne', error, input, other) from None
    if out is not None:
        return write_out('ne', out, result, False)
    return Tensor._wrap(result)


def lt(input, other, *, out=None):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:350)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lt', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'lt', 'other')
    try:
        result = array_ops.lt(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('lt', error, input, other) from None
    if out is not None:
        return write_out('lt', out, result, False)
    return Tensor._wrap(result)


def le(input, other, *, out=None):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:358)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'le', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'le', 'other')
    try:
        result = array_ops.le(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('le', error, input, other) from None
    if out is not None:
        return write_out('le', out, result, False)
    return Tensor._wrap(result)


def gt(input, other, *, out=None):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:367)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'gt', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'gt', 'other')
    try:
        result = array_ops.gt(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('gt', error, input, other) from None
    if out is not None:
        return write_out('gt', out, result, False)
    return Tensor._wrap(result)


def ge(input, other, *, out=None):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:375)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'ge', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'ge', 'other')
    try:
        result = array_ops.ge(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('ge', error, input, other) from None
    if out is not None:
        return write_out('ge', out, result, False)
    return Tensor._wrap(result)


def logical_and(input, other, *, out=None):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:384)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logical_and', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'logical_and', 'other', 2)
    dtype = result_type(input, other)
    try:
        result = array_ops.logical_and(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('logical_and', error, input, other) from None
    if out is not None:
        return write_out('logical_and', out, result, False)
    return Tensor._wrap(result)


def logical_or(input, other, *, out=None):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:392)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logical_or', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'logical_or', 'other', 2)
    dtype = result_type(input, other)
    try:
        result = array_ops.logical_or(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('logical_or', error, input, other) from None
    if out is not None:
        return write_out('logical_or', out, result, False)
    return Tensor._wrap(result)


def logical_not(input, *, out=None):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:400)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logical_not', 'input', 1)
    try:
        result = array_ops.logical_not(input._data)
    except ValueError as error:
        raise shape_error('logical_not', error, input) from None
    if out is not None:
        return write_out('logical_not', out, result, False)
    return Tensor._wrap(result)


def sum(input, dim=None, keepdim=False, *, dtype=None, out=None, **numpy_names):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:410)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('sum', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sum', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'sum', 'dtype')
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'sum', 'dim')
    try:
        result = array_ops.sum((input._data if dtype is None else cast(input, dtype)), dim, keepdim, dtype)
    except ValueError as error:
        raise shape_error('sum', error, input) from None
    if out is not None:
        return write_out('sum', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    if dtype is not None and dtype.kind != 'f':
        raise RuntimeError(f"sum(): cannot compute in {dtype} a tensor that requires grad (autograd does not support integer dtypes); use a floating dtype, or .detach() first")
    node = nodes.SumBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def mean(input, dim=None, keepdim=False, *, dtype=None, out=None, **numpy_names):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:427)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('mean', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mean', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'mean', 'dtype')
    if (input._data.dtype if dtype is None else dtype).kind != 'f':
        raise dtype_error('mean', 'input', 'floating', (input._data.dtype if dtype is None else dtype))
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'mean', 'dim')
    try:
        result = array_ops.mean((input._data if dtype is None else cast(input, dtype)), dim, keepdim, dtype)
    except ValueError as error:
        raise shape_error('mean', error, input) from None
    if out is not None:
        return write_out('mean', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    if dtype is not None and dtype.kind != 'f':
        raise RuntimeError(f"mean(): cannot compute in {dtype} a tensor that requires grad (autograd does not support integer dtypes); use a floating dtype, or .detach() first")
    node = nodes.MeanBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def _max_default(input, *, out=None):
    """max(Tensor self) -> Tensor   (derivatives.yaml:443)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max', 'input', 1)
    try:
        result = array_ops.max(input._data)
    except ValueError as error:
        raise shape_error('max', error, input) from None
    if out is not None:
        return write_out('max', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaxBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _max_dim(input, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:452)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'max', 'dim')
    try:
        values, indices = array_ops.max_dim(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('max', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return max_dim_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.MaxBackward1()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_indices = indices
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_self_shape = input._data.shape
    outputs = max_dim_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def _max_other(input, other, *, out=None):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:463)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'max', 'other', 2)
    dtype = result_type(input, other)
    try:
        result = array_ops.max_other(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('max', error, input, other) from None
    if out is not None:
        return write_out('max', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaxBackward2()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def max(*args, **kwargs):
    """max(Tensor self) -> Tensor
    max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    max.other(Tensor self, Tensor other) -> Tensor
    (derivatives.yaml:443, 452, 463) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('max', _MAX_OVERLOADS, args, kwargs)


_MAX_OVERLOADS = (
    (_max_default, 'max(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_max_dim, 'max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_max_other, 'max.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def _min_default(input, *, out=None):
    """min(Tensor self) -> Tensor   (derivatives.yaml:471)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'min', 'input', 1)
    try:
        result = array_ops.min(input._data)
    except ValueError as error:
        raise shape_error('min', error, input) from None
    if out is not None:
        return write_out('min', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MinBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _min_dim(input, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:479)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'min', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'min', 'dim')
    try:
        values, indices = array_ops.min_dim(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('min', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return min_dim_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.MinBackward1()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_indices = indices
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_self_shape = input._data.shape
    outputs = min_dim_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def _min_other(input, other, *, out=None):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:490)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'min', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'min', 'other', 2)
    dtype = result_type(input, other)
    try:
        result = array_ops.min_other(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('min', error, input, other) from None
    if out is not None:
        return write_out('min', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MinBackward2()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def min(*args, **kwargs):
    """min(Tensor self) -> Tensor
    min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    min.other(Tensor self, Tensor other) -> Tensor
    (derivatives.yaml:471, 479, 490) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('min', _MIN_OVERLOADS, args, kwargs)


_MIN_OVERLOADS = (
    (_min_default, 'min(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_min_dim, 'min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_min_other, 'min.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def amax(input, dim=(), keepdim=False, *, out=None, **numpy_names):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:498)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('amax', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'amax', 'input', 1)
    dim = dim_list_arg(dim, input._data.ndim, 'amax', 'dim')
    try:
        result = array_ops.amax(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('amax', error, input) from None
    if out is not None:
        return write_out('amax', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AmaxBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def amin(input, dim=(), keepdim=False, *, out=None, **numpy_names):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:510)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('amin', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'amin', 'input', 1)
    dim = dim_list_arg(dim, input._data.ndim, 'amin', 'dim')
    try:
        result = array_ops.amin(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('amin', error, input) from None
    if out is not None:
        return write_out('amin', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AminBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def matmul(input, other, *, out=None):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:522)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'matmul', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'matmul', 'other', 2)
    if result_type(input, other).kind in 'b':
        raise dtype_error('matmul', 'input', 'not implemented for bool', result_type(input, other))
    if other._data.dtype != input._data.dtype:
        raise dtype_error('matmul', 'other', 'same', other, 'input', input)
    dtype = result_type(input, other)
    try:
        result = array_ops.matmul(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('matmul', error, input, other) from None
    if out is not None:
        return write_out('matmul', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MatmulBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def reshape(input, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:541)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'reshape', 'input', 1)
    shape = int_list(shape, varargs=True)
    try:
        result = array_ops.reshape(input._data, shape)
    except ValueError as error:
        raise shape_error('reshape', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.ReshapeBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def view(input, *size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:553)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'view', 'input', 1)
    size = int_list(size, varargs=True)
    try:
        result = array_ops.view(input._data, size)
    except ValueError as error:
        raise shape_error('view', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.ViewBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def transpose(input, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:566)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'transpose', 'input', 1)
    dim0 = dim_arg(dim0, input._data.ndim, 'transpose', 'dim0')
    dim1 = dim_arg(dim1, input._data.ndim, 'transpose', 'dim1')
    try:
        result = array_ops.transpose(input._data, dim0, dim1)
    except ValueError as error:
        raise shape_error('transpose', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.TransposeBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim0 = dim0
    node._saved_dim1 = dim1
    return Tensor._wrap(result, node)._as_view_of(input)


def permute(input, *dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:577)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'permute', 'input', 1)
    dims = int_list(dims, varargs=True)
    dims = permutation_arg(dims, input.ndim, 'permute', 'dims')
    try:
        result = array_ops.permute(input._data, dims)
    except ValueError as error:
        raise shape_error('permute', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.PermuteBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dims = dims
    return Tensor._wrap(result, node)._as_view_of(input)


def t(input):
    """t(Tensor self) -> Tensor   (derivatives.yaml:589)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 't', 'input', 1)
    try:
        result = array_ops.t(input._data)
    except ValueError as error:
        raise shape_error('t', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.TBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)._as_view_of(input)


def expand(input, *size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:598)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'expand', 'input', 1)
    size = int_list(size, varargs=True)
    try:
        result = array_ops.expand(input._data, size)
    except ValueError as error:
        raise shape_error('expand', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.ExpandBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)._as_view_of(input)


def sum_to(input, *shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:612)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sum_to', 'input', 1)
    shape = int_list(shape, varargs=True)
    try:
        result = array_ops.sum_to(input._data, shape)
    except ValueError as error:
        raise shape_error('sum_to', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SumToBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def squeeze(input, dim=None, **numpy_names):
    """squeeze(Tensor self, int? dim=None) -> Tensor   (derivatives.yaml:621)"""
    if numpy_names:
        dim, = numpy_aliases('squeeze', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'squeeze', 'input', 1)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'squeeze', 'dim')
    try:
        result = array_ops.squeeze(input._data, dim)
    except ValueError as error:
        raise shape_error('squeeze', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.SqueezeBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def unsqueeze(input, dim, **numpy_names):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:633)"""
    if numpy_names:
        dim, = numpy_aliases('unsqueeze', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'unsqueeze', 'input', 1)
    dim = dim_arg(dim, input.ndim + 1, 'unsqueeze', 'dim')
    try:
        result = array_ops.unsqueeze(input._data, dim)
    except ValueError as error:
        raise shape_error('unsqueeze', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.UnsqueezeBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def index(input, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:646)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index', 'input', 1)
    indices = index_arg(indices)
    try:
        result = array_ops.index(input._data, indices)
    except ValueError as error:
        raise shape_error('index', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.IndexBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_indices = indices
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:661)"""
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'index_backward', 'grad_output', 1)
    shape = int_list(shape)
    indices = index_arg(indices)
    try:
        result = array_ops.index_backward(grad_output._data, shape, indices)
    except ValueError as error:
        raise shape_error('index_backward', error, grad_output) from None
    if not grad_output.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.IndexBackwardBackward0()
    node.next_functions = (edge(grad_output),)
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype),)
    node._saved_indices = indices
    return Tensor._wrap(result, node)


def cat(tensors, dim=0, *, out=None, **numpy_names):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:670)"""
    if numpy_names:
        dim, = numpy_aliases('cat', numpy_names, dim=dim)
    tensors = tensor_list_arg(tensors, 'cat', 'tensors')
    dim = dim_arg(dim, builtins.max((t.ndim for t in tensors), default=1), 'cat', 'dim')
    dtype = result_type(*tensors)
    try:
        result = array_ops.cat([cast(t, dtype) for t in tensors], dim)
    except ValueError as error:
        raise shape_error('cat', error, tensors) from None
    if out is not None:
        return write_out('cat', out, result, is_grad_enabled() and (any(t.requires_grad for t in tensors)))
    if not any(t.requires_grad for t in tensors) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CatBackward0()
    node.next_functions = tuple(edge(t) for t in tensors)
    node.input_meta = tuple((t._data.shape, t._data.dtype) for t in tensors)
    node._saved_dim = dim
    node._saved_tensors_shapes = [t._data.shape for t in tensors]
    return Tensor._wrap(result, node)


def stack(tensors, dim=0, *, out=None, **numpy_names):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:682)"""
    if numpy_names:
        dim, = numpy_aliases('stack', numpy_names, dim=dim)
    tensors = tensor_list_arg(tensors, 'stack', 'tensors')
    dim = dim_arg(dim, builtins.max((t.ndim for t in tensors), default=0) + 1, 'stack', 'dim')
    dtype = result_type(*tensors)
    try:
        result = array_ops.stack([cast(t, dtype) for t in tensors], dim)
    except ValueError as error:
        raise shape_error('stack', error, tensors) from None
    if out is not None:
        return write_out('stack', out, result, is_grad_enabled() and (any(t.requires_grad for t in tensors)))
    if not any(t.requires_grad for t in tensors) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.StackBackward0()
    node.next_functions = tuple(edge(t) for t in tensors)
    node.input_meta = tuple((t._data.shape, t._data.dtype) for t in tensors)
    node._saved_dim = dim
    return Tensor._wrap(result, node)


def clone(input, *, out=None):
    """clone(Tensor self) -> Tensor   (derivatives.yaml:696)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'clone', 'input', 1)
    try:
        result = array_ops.clone(input._data)
    except ValueError as error:
        raise shape_error('clone', error, input) from None
    if out is not None:
        return write_out('clone', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CloneBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def _to_copy(input, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:704)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, '_to_copy', 'input', 1)
    dtype = dtype_arg(dtype, '_to_copy', 'dtype')
    try:
        result = array_ops._to_copy(input._data, dtype)
    except ValueError as error:
        raise shape_error('_to_copy', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ToCopyBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def linear(input, weight, bias=None, *, out=None):
    """linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:736)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'linear', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'linear', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'linear', 'bias', 3)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('linear', 'input', 'not implemented for bool', result_type(input, weight, bias))
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('linear', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('linear', 'bias', 'same', bias, 'input', input)
    dtype = result_type(*present(input, weight, bias))
    try:
        result = array_ops.linear(cast(input, dtype), cast(weight, dtype), (cast(bias, dtype) if bias is not None else None))
    except ValueError as error:
        raise shape_error('linear', error, input, weight, bias) from None
    if out is not None:
        return write_out('linear', out, result, is_grad_enabled() and (input.requires_grad or weight.requires_grad or (bias is not None and bias.requires_grad)))
    if not (input.requires_grad or weight.requires_grad or (bias is not None and bias.requires_grad)) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LinearBackward0()
    node.next_functions = (edge(input), edge(weight), edge(bias) if bias is not None else (None, 0))
    node.input_meta = ((input._data.shape, input._data.dtype), (weight._data.shape, weight._data.dtype), (bias._data.shape, bias._data.dtype) if bias is not None else None)
    if input.requires_grad:
        node._saved_weight = weight
        node._version_of_weight = weight._version
    if weight.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def softmax(input, dim, *, dtype=None, out=None, **numpy_names):
    """softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:752)"""
    if numpy_names:
        dim, = numpy_aliases('softmax', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'softmax', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'softmax', 'dtype')
    if (input._data.dtype if dtype is None else dtype).kind in 'biu':
        raise dtype_error('softmax', 'input', 'not implemented for integers', (input._data.dtype if dtype is None else dtype))
    dim = dim_arg(dim, input._data.ndim, 'softmax', 'dim')
    try:
        result = array_ops.softmax((input._data if dtype is None else cast(input, dtype)), dim, dtype)
    except ValueError as error:
        raise shape_error('softmax', error, input) from None
    if out is not None:
        return write_out('softmax', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    if dtype is not None and dtype.kind != 'f':
        raise RuntimeError(f"softmax(): cannot compute in {dtype} a tensor that requires grad (autograd does not support integer dtypes); use a floating dtype, or .detach() first")
    node = nodes.SoftmaxBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    node._saved_dim = dim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _softmax_functional(input, dim=None, _stacklevel=3, dtype=None, **numpy_names):
    """softmax.functional(Tensor self, int? dim=None, int _stacklevel=3, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:766)"""
    if numpy_names:
        dim, = numpy_aliases('softmax', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'softmax', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'softmax', 'dtype')
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'softmax', 'dim')
    return ops.softmax(input, helpers.softmax_dim('softmax', input.ndim, dim, _stacklevel), dtype=dtype)


def log_softmax(input, dim, *, dtype=None, out=None, **numpy_names):
    """log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:777)"""
    if numpy_names:
        dim, = numpy_aliases('log_softmax', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'log_softmax', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'log_softmax', 'dtype')
    if (input._data.dtype if dtype is None else dtype).kind in 'biu':
        raise dtype_error('log_softmax', 'input', 'not implemented for integers', (input._data.dtype if dtype is None else dtype))
    dim = dim_arg(dim, input._data.ndim, 'log_softmax', 'dim')
    try:
        result = array_ops.log_softmax((input._data if dtype is None else cast(input, dtype)), dim, dtype)
    except ValueError as error:
        raise shape_error('log_softmax', error, input) from None
    if out is not None:
        return write_out('log_softmax', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    if dtype is not None and dtype.kind != 'f':
        raise RuntimeError(f"log_softmax(): cannot compute in {dtype} a tensor that requires grad (autograd does not support integer dtypes); use a floating dtype, or .detach() first")
    node = nodes.LogSoftmaxBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    node._saved_dim = dim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _log_softmax_functional(input, dim=None, _stacklevel=3, dtype=None, **numpy_names):
    """log_softmax.functional(Tensor self, int? dim=None, int _stacklevel=3, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:791)"""
    if numpy_names:
        dim, = numpy_aliases('log_softmax', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'log_softmax', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'log_softmax', 'dtype')
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'log_softmax', 'dim')
    return ops.log_softmax(input, helpers.softmax_dim('log_softmax', input.ndim, dim, _stacklevel), dtype=dtype)


def softmin(input, dim=None, _stacklevel=3, dtype=None, **numpy_names):
    """softmin(Tensor self, int? dim=None, int _stacklevel=3, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:801)"""
    if numpy_names:
        dim, = numpy_aliases('softmin', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'softmin', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'softmin', 'dtype')
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'softmin', 'dim')
    return ops.softmax(-input, helpers.softmax_dim('softmin', input.ndim, dim, _stacklevel), dtype=dtype)


def _relu_functional(input, inplace=False):
    """relu.functional(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:811)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'relu', 'input', 1)
    if inplace:
        return write_inplace(input, _relu_functional, inplace=False)
    return ops.relu(input)


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False, *, out=None):
    """hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:818)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hardtanh', 'input', 1)
    if type(min_val) is not int and type(min_val) is not float:
        min_val = scalar_arg(min_val, 'hardtanh', 'min_val')
    if type(max_val) is not int and type(max_val) is not float:
        max_val = scalar_arg(max_val, 'hardtanh', 'max_val')
    if input._data.dtype.kind == 'b':
        raise dtype_error('hardtanh', 'input', 'numeric', input)
    if inplace:
        return write_inplace(input, hardtanh, min_val=min_val, max_val=max_val, inplace=False)
    try:
        result = array_ops.hardtanh(input._data, min_val, max_val, inplace)
    except ValueError as error:
        raise shape_error('hardtanh', error, input) from None
    if out is not None:
        return write_out('hardtanh', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.HardtanhBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_min_val = min_val
    node._saved_max_val = max_val
    return Tensor._wrap(result, node)


def relu6(input, inplace=False):
    """relu6(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:832)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'relu6', 'input', 1)
    if inplace:
        return write_inplace(input, relu6, inplace=False)
    return ops.hardtanh(input, 0.0, 6.0)


def leaky_relu(input, negative_slope=0.01, inplace=False, *, out=None):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01, bool inplace=False) -> Tensor   (derivatives.yaml:842)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'leaky_relu', 'input', 1)
    if type(negative_slope) is not int and type(negative_slope) is not float:
        negative_slope = scalar_arg(negative_slope, 'leaky_relu', 'negative_slope')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('leaky_relu', 'input', 'not implemented for integers', input._data.dtype)
    if inplace:
        return write_inplace(input, leaky_relu, negative_slope=negative_slope, inplace=False)
    dtype = result_type(input, negative_slope)
    try:
        result = array_ops.leaky_relu(cast(input, dtype), negative_slope, inplace)
    except ValueError as error:
        raise shape_error('leaky_relu', error, input) from None
    if out is not None:
        return write_out('leaky_relu', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LeakyReluBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_negative_slope = negative_slope
    return Tensor._wrap(result, node)


def elu(input, alpha=1.0, inplace=False, *, out=None):
    """elu(Tensor self, Scalar alpha=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:856)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'elu', 'input', 1)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'elu', 'alpha')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('elu', 'input', 'not implemented for integers', input._data.dtype)
    if inplace:
        return write_inplace(input, elu, alpha=alpha, inplace=False)
    dtype = result_type(input, alpha)
    try:
        result = array_ops.elu(cast(input, dtype), alpha, inplace)
    except ValueError as error:
        raise shape_error('elu', error, input) from None
    if out is not None:
        return write_out('elu', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.EluBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_alpha = alpha
    return Tensor._wrap(result, node)


def selu(input, *, out=None):
    """selu(Tensor self) -> Tensor   (derivatives.yaml:870)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'selu', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('selu', 'input', 'not implemented for integers', input._data.dtype)
    try:
        result = array_ops.selu(input._data)
    except ValueError as error:
        raise shape_error('selu', error, input) from None
    if out is not None:
        return write_out('selu', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SeluBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def selu_(self):
    """In place: `selu` written into self (derivatives.yaml:870)."""
    return inplace(self, selu)


def _selu_functional(input, inplace=False):
    """selu.functional(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:880)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'selu', 'input', 1)
    if inplace:
        return write_inplace(input, _selu_functional, inplace=False)
    return ops.selu(input)


def celu(input, alpha=1.0, *, out=None):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor   (derivatives.yaml:887)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'celu', 'input', 1)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'celu', 'alpha')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('celu', 'input', 'not implemented for integers', input._data.dtype)
    dtype = result_type(input, alpha)
    try:
        result = array_ops.celu(cast(input, dtype), alpha)
    except ValueError as error:
        raise shape_error('celu', error, input) from None
    if out is not None:
        return write_out('celu', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CeluBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_alpha = alpha
    return Tensor._wrap(result, node)


def celu_(self, alpha=1.0):
    """In place: `celu` written into self (derivatives.yaml:887)."""
    return inplace(self, celu, alpha)


def _celu_functional(input, alpha=1.0, inplace=False):
    """celu.functional(Tensor self, Scalar alpha=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:901)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'celu', 'input', 1)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'celu', 'alpha')
    if inplace:
        return write_inplace(input, _celu_functional, alpha=alpha, inplace=False)
    return ops.celu(input, alpha)


def gelu(input, *, approximate="none", out=None):
    """gelu(Tensor self, *, str approximate="none") -> Tensor   (derivatives.yaml:908)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'gelu', 'input', 1)
    if type(approximate) is not str:
        approximate = str_arg(approximate, 'gelu', 'approximate')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('gelu', 'input', 'not implemented for integers', input._data.dtype)
    try:
        result = array_ops.gelu(input._data, approximate)
    except ValueError as error:
        raise shape_error('gelu', error, input) from None
    if out is not None:
        return write_out('gelu', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.GeluBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_approximate = approximate
    return Tensor._wrap(result, node)


def _gelu_backward(grad_output, input, approximate):
    """_gelu_backward(Tensor grad_output, Tensor self, str approximate) -> Tensor   (derivatives.yaml:921)"""
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, '_gelu_backward', 'grad_output', 1)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, '_gelu_backward', 'input', 2)
    if type(approximate) is not str:
        approximate = str_arg(approximate, '_gelu_backward', 'approximate')
    dtype = result_type(grad_output, input)
    try:
        result = array_ops._gelu_backward(cast(grad_output, dtype), cast(input, dtype), approximate)
    except ValueError as error:
        raise shape_error('_gelu_backward', error, grad_output, input) from None
    if not (grad_output.requires_grad or input.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.GeluBackwardBackward0()
    node.next_functions = (edge(grad_output), edge(input))
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype), (input._data.shape, input._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_approximate = approximate
    if input.requires_grad:
        node._saved_grad_output = grad_output
        node._version_of_grad_output = grad_output._version
    return Tensor._wrap(result, node)


def silu(input, inplace=False, *, out=None):
    """silu(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:932)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'silu', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('silu', 'input', 'not implemented for integers', input._data.dtype)
    if inplace:
        return write_inplace(input, silu, inplace=False)
    try:
        result = array_ops.silu(input._data, inplace)
    except ValueError as error:
        raise shape_error('silu', error, input) from None
    if out is not None:
        return write_out('silu', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SiluBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def softplus(input, beta=1, threshold=20, *, out=None):
    """softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor   (derivatives.yaml:941)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'softplus', 'input', 1)
    if type(beta) is not int and type(beta) is not float:
        beta = scalar_arg(beta, 'softplus', 'beta')
    if type(threshold) is not int and type(threshold) is not float:
        threshold = scalar_arg(threshold, 'softplus', 'threshold')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('softplus', 'input', 'not implemented for integers', input._data.dtype)
    dtype = result_type(input, beta, threshold)
    try:
        result = array_ops.softplus(cast(input, dtype), beta, threshold)
    except ValueError as error:
        raise shape_error('softplus', error, input) from None
    if out is not None:
        return write_out('softplus', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SoftplusBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_threshold = threshold
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_beta = beta
    return Tensor._wrap(result, node)


def mish(input, inplace=False, *, out=None):
    """mish(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:955)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mish', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('mish', 'input', 'not implemented for integers', input._data.dtype)
    if inplace:
        return write_inplace(input, mish, inplace=False)
    try:
        result = array_ops.mish(input._data, inplace)
    except ValueError as error:
        raise shape_error('mish', error, input) from None
    if out is not None:
        return write_out('mish', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MishBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def softsign(input):
    """softsign(Tensor self) -> Tensor   (derivatives.yaml:965)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'softsign', 'input', 1)
    return input / (1 + ops.abs(input))


def hardsigmoid(input, inplace=False, *, out=None):
    """hardsigmoid(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:973)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hardsigmoid', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('hardsigmoid', 'input', 'not implemented for integers', input._data.dtype)
    if inplace:
        return write_inplace(input, hardsigmoid, inplace=False)
    try:
        result = array_ops.hardsigmoid(input._data, inplace)
    except ValueError as error:
        raise shape_error('hardsigmoid', error, input) from None
    if out is not None:
        return write_out('hardsigmoid', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.HardsigmoidBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def hardswish(input, inplace=False, *, out=None):
    """hardswish(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:985)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hardswish', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('hardswish', 'input', 'not implemented for integers', input._data.dtype)
    if inplace:
        return write_inplace(input, hardswish, inplace=False)
    try:
        result = array_ops.hardswish(input._data, inplace)
    except ValueError as error:
        raise shape_error('hardswish', error, input) from None
    if out is not None:
        return write_out('hardswish', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.HardswishBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def logsigmoid(input, *, out=None):
    """logsigmoid(Tensor self) -> Tensor   (derivatives.yaml:997)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logsigmoid', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('logsigmoid', 'input', 'not implemented for integers', input._data.dtype)
    try:
        result = array_ops.logsigmoid(input._data)
    except ValueError as error:
        raise shape_error('logsigmoid', error, input) from None
    if out is not None:
        return write_out('logsigmoid', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LogsigmoidBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def tanhshrink(input):
    """tanhshrink(Tensor self) -> Tensor   (derivatives.yaml:1007)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tanhshrink', 'input', 1)
    return input - ops.tanh(input)


def softshrink(input, lambd=0.5, *, out=None):
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor   (derivatives.yaml:1015)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'softshrink', 'input', 1)
    if type(lambd) is not int and type(lambd) is not float:
        lambd = scalar_arg(lambd, 'softshrink', 'lambd')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('softshrink', 'input', 'not implemented for integers', input._data.dtype)
    dtype = result_type(input, lambd)
    try:
        result = array_ops.softshrink(cast(input, dtype), lambd)
    except ValueError as error:
        raise shape_error('softshrink', error, input) from None
    if out is not None:
        return write_out('softshrink', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SoftshrinkBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_lambd = lambd
    return Tensor._wrap(result, node)


def hardshrink(input, lambd=0.5, *, out=None):
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor   (derivatives.yaml:1028)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hardshrink', 'input', 1)
    if type(lambd) is not int and type(lambd) is not float:
        lambd = scalar_arg(lambd, 'hardshrink', 'lambd')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('hardshrink', 'input', 'not implemented for integers', input._data.dtype)
    dtype = result_type(input, lambd)
    try:
        result = array_ops.hardshrink(cast(input, dtype), lambd)
    except ValueError as error:
        raise shape_error('hardshrink', error, input) from None
    if out is not None:
        return write_out('hardshrink', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.HardshrinkBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_lambd = lambd
    return Tensor._wrap(result, node)


def threshold(input, threshold, value, *, out=None):
    """threshold(Tensor self, float threshold, float value) -> Tensor   (derivatives.yaml:1040)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'threshold', 'input', 1)
    if type(threshold) is not int and type(threshold) is not float:
        threshold = scalar_arg(threshold, 'threshold', 'threshold')
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'threshold', 'value')
    if input._data.dtype.kind in 'b':
        raise dtype_error('threshold', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.threshold(input._data, threshold, value)
    except ValueError as error:
        raise shape_error('threshold', error, input) from None
    if out is not None:
        return write_out('threshold', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ThresholdBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_threshold = threshold
    return Tensor._wrap(result, node)


def threshold_(self, threshold, value):
    """In place: `threshold` written into self (derivatives.yaml:1040)."""
    return inplace(self, threshold, threshold, value)


def _threshold_functional(input, threshold, value, inplace=False):
    """threshold.functional(Tensor self, float threshold, float value, bool inplace=False) -> Tensor   (derivatives.yaml:1053)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'threshold', 'input', 1)
    if type(threshold) is not int and type(threshold) is not float:
        threshold = scalar_arg(threshold, 'threshold', 'threshold')
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'threshold', 'value')
    if inplace:
        return write_inplace(input, _threshold_functional, threshold=threshold, value=value, inplace=False)
    return ops.threshold(input, threshold, value)


def glu(input, dim=-1, **numpy_names):
    """glu(Tensor self, int dim=-1) -> Tensor   (derivatives.yaml:1060)"""
    if numpy_names:
        dim, = numpy_aliases('glu', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'glu', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('glu', 'input', 'not implemented for integers', input._data.dtype)
    dim = dim_arg(dim, input._data.ndim, 'glu', 'dim')
    return helpers.glu_of(ops, input, dim)


def prelu(input, weight):
    """prelu(Tensor self, Tensor weight) -> Tensor   (derivatives.yaml:1072)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'prelu', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'prelu', 'weight', 2)
    if result_type(input, weight).kind in 'biu':
        raise dtype_error('prelu', 'input', 'not implemented for integers', result_type(input, weight))
    return helpers.prelu_of(ops, input, weight)


def mse_loss(input, target, reduction="mean"):
    """mse_loss(Tensor self, Tensor target, str reduction="mean") -> Tensor   (derivatives.yaml:1087)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mse_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'mse_loss', 'target', 2)
    if type(reduction) is not str:
        reduction = str_arg(reduction, 'mse_loss', 'reduction')
    if result_type(input, target).kind in 'biu':
        raise dtype_error('mse_loss', 'input', 'not implemented for integers', result_type(input, target))
    return helpers.apply_reduction(ops, (input - target) ** 2, reduction)


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean", *, out=None):
    """nll_loss(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str? reduction="mean") -> Tensor   (derivatives.yaml:1099)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nll_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'nll_loss', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'nll_loss', 'weight', 3)
    if type(reduction) is not str and reduction is not None:
        reduction = str_arg(reduction, 'nll_loss', 'reduction')
    if result_type(input, weight).kind in 'biu':
        raise dtype_error('nll_loss', 'input', 'not implemented for integers', result_type(input, weight))
    if target._data.dtype.name not in ('int64', 'uint8'):
        raise dtype_error('nll_loss', 'target', 'class indices', target)
    if weight is not None and weight._data.dtype != input._data.dtype:
        raise dtype_error('nll_loss', 'weight', 'same', weight, 'input', input)
    dtype = result_type(*present(input, weight))
    try:
        result = array_ops.nll_loss(cast(input, dtype), target._data, (cast(weight, dtype) if weight is not None else None), size_average, ignore_index, reduce, reduction)
    except ValueError as error:
        raise shape_error('nll_loss', error, input, target, weight) from None
    if out is not None:
        return write_out('nll_loss', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.NllLossBackward0()
    node.next_functions = (edge(input), edge(target), edge(weight) if weight is not None else (None, 0))
    node.input_meta = ((input._data.shape, input._data.dtype), (target._data.shape, target._data.dtype), (weight._data.shape, weight._data.dtype) if weight is not None else None)
    node._saved_target = target
    node._version_of_target = target._version
    node._saved_weight = weight
    node._version_of_weight = weight._version if weight is not None else 0
    node._saved_ignore_index = ignore_index
    node._saved_self_shape = input._data.shape
    node._saved_self_dtype = input.dtype
    node._saved_size_average = size_average
    node._saved_reduce = reduce
    node._saved_reduction = reduction
    return Tensor._wrap(result, node)


def cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean", label_smoothing=0.0):
    """cross_entropy(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str? reduction="mean", float label_smoothing=0.0) -> Tensor   (derivatives.yaml:1117)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cross_entropy', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'cross_entropy', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'cross_entropy', 'weight', 3)
    if type(reduction) is not str and reduction is not None:
        reduction = str_arg(reduction, 'cross_entropy', 'reduction')
    if type(label_smoothing) is not int and type(label_smoothing) is not float:
        label_smoothing = scalar_arg(label_smoothing, 'cross_entropy', 'label_smoothing')
    if result_type(input, target, weight).kind in 'biu':
        raise dtype_error('cross_entropy', 'input', 'not implemented for integers', result_type(input, target, weight))
    return helpers.cross_entropy_of(ops, input, target, weight, ignore_index, helpers.legacy_reduction(size_average, reduce, reduction), label_smoothing)


def l1_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    """l1_loss(Tensor self, Tensor target, bool? size_average=None, bool? reduce=None, str? reduction="mean", Tensor? weight=None) -> Tensor   (derivatives.yaml:1133)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'l1_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'l1_loss', 'target', 2)
    if type(reduction) is not str and reduction is not None:
        reduction = str_arg(reduction, 'l1_loss', 'reduction')
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'l1_loss', 'weight', 6)
    return helpers.loss_reduction(ops, ops.abs(input - target), size_average, reduce, reduction, weight, True, input.shape)


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction="mean", beta=1.0):
    """smooth_l1_loss(Tensor self, Tensor target, bool? size_average=None, bool? reduce=None, str? reduction="mean", float beta=1.0) -> Tensor   (derivatives.yaml:1148)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'smooth_l1_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'smooth_l1_loss', 'target', 2)
    if type(reduction) is not str and reduction is not None:
        reduction = str_arg(reduction, 'smooth_l1_loss', 'reduction')
    if type(beta) is not int and type(beta) is not float:
        beta = scalar_arg(beta, 'smooth_l1_loss', 'beta')
    if result_type(input, target).kind in 'biu':
        raise dtype_error('smooth_l1_loss', 'input', 'not implemented for integers', result_type(input, target))
    return helpers.loss_reduction(ops, helpers.smooth_l1(ops, ops.abs(input - target), beta), size_average, reduce, reduction)


def huber_loss(input, target, reduction="mean", delta=1.0, weight=None):
    """huber_loss(Tensor self, Tensor target, str reduction="mean", float delta=1.0, Tensor? weight=None) -> Tensor   (derivatives.yaml:1161)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'huber_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'huber_loss', 'target', 2)
    if type(reduction) is not str:
        reduction = str_arg(reduction, 'huber_loss', 'reduction')
    if type(delta) is not int and type(delta) is not float:
        delta = scalar_arg(delta, 'huber_loss', 'delta')
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'huber_loss', 'weight', 5)
    if result_type(input, target, weight).kind in 'biu':
        raise dtype_error('huber_loss', 'input', 'not implemented for integers', result_type(input, target, weight))
    return helpers.loss_reduction(ops, helpers.huber(ops, ops.abs(input - target), delta), None, None, reduction, weight, False, input.shape)


def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    """binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str? reduction="mean") -> Tensor   (derivatives.yaml:1176)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'binary_cross_entropy', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'binary_cross_entropy', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'binary_cross_entropy', 'weight', 3)
    if type(reduction) is not str and reduction is not None:
        reduction = str_arg(reduction, 'binary_cross_entropy', 'reduction')
    if result_type(input, target, weight).kind in 'biu':
        raise dtype_error('binary_cross_entropy', 'input', 'not implemented for integers', result_type(input, target, weight))
    if target._data.dtype != input._data.dtype:
        raise dtype_error('binary_cross_entropy', 'target', 'same', target, 'input', input)
    return helpers.loss_reduction(ops, helpers.binary_cross_entropy_terms(ops, input, target, weight), size_average, reduce, reduction)


def binary_cross_entropy_with_logits(input, target, weight=None, size_average=None, reduce=None, reduction="mean", pos_weight=None):
    """binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str? reduction="mean", Tensor? pos_weight=None) -> Tensor   (derivatives.yaml:1191)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'binary_cross_entropy_with_logits', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'binary_cross_entropy_with_logits', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'binary_cross_entropy_with_logits', 'weight', 3)
    if type(reduction) is not str and reduction is not None:
        reduction = str_arg(reduction, 'binary_cross_entropy_with_logits', 'reduction')
    if pos_weight is not None and not isinstance(pos_weight, Tensor):
        pos_weight = tensor_arg(pos_weight, 'binary_cross_entropy_with_logits', 'pos_weight', 7)
    if result_type(input, target, weight, pos_weight).kind in 'biu':
        raise dtype_error('binary_cross_entropy_with_logits', 'input', 'not implemented for integers', result_type(input, target, weight, pos_weight))
    return helpers.loss_reduction(ops, helpers.bce_with_logits_terms(ops, input, target, weight, pos_weight), size_average, reduce, reduction)


def kl_div(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):
    """kl_div(Tensor self, Tensor target, bool? size_average=None, bool? reduce=None, str? reduction="mean", bool log_target=False) -> Tensor   (derivatives.yaml:1206)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'kl_div', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'kl_div', 'target', 2)
    if type(reduction) is not str and reduction is not None:
        reduction = str_arg(reduction, 'kl_div', 'reduction')
    if input._data.dtype.kind != 'f':
        raise dtype_error('kl_div', 'input', 'floating', input._data.dtype)
    return helpers.kl_div_reduction(ops, helpers.kl_div_terms(ops, input, target, log_target), size_average, reduce, reduction, input.shape[0] if input.ndim else 0)


def margin_ranking_loss(input1, input2, target, margin=0.0, size_average=None, reduce=None, reduction="mean"):
    """margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0.0, bool? size_average=None, bool? reduce=None, str? reduction="mean") -> Tensor   (derivatives.yaml:1220)"""
    if not isinstance(input1, Tensor):
        input1 = tensor_arg(input1, 'margin_ranking_loss', 'input1', 1)
    if not isinstance(input2, Tensor):
        input2 = tensor_arg(input2, 'margin_ranking_loss', 'input2', 2)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'margin_ranking_loss', 'target', 3)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'margin_ranking_loss', 'margin')
    if type(reduction) is not str and reduction is not None:
        reduction = str_arg(reduction, 'margin_ranking_loss', 'reduction')
    return helpers.loss_reduction(ops, helpers.margin_ranking_terms(ops, input1, input2, target, margin), size_average, reduce, reduction)


def cosine_similarity(x1, x2, dim=1, eps=1e-8, **numpy_names):
    """cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-8) -> Tensor   (derivatives.yaml:1232)"""
    if numpy_names:
        dim, = numpy_aliases('cosine_similarity', numpy_names, dim=dim)
    if not isinstance(x1, Tensor):
        x1 = tensor_arg(x1, 'cosine_similarity', 'x1', 1)
    if not isinstance(x2, Tensor):
        x2 = tensor_arg(x2, 'cosine_similarity', 'x2', 2)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'cosine_similarity', 'eps')
    if x1._data.dtype.kind != 'f':
        raise dtype_error('cosine_similarity', 'x1', 'floating', x1._data.dtype)
    dim = dim_arg(dim, builtins.max(x1.ndim, x2.ndim), 'cosine_similarity', 'dim')
    return helpers.cosine_similarity_of(ops, x1, x2, dim, eps)


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False, **numpy_names):
    """pairwise_distance(Tensor x1, Tensor x2, float p=2.0, float eps=1e-6, bool keepdim=False) -> Tensor   (derivatives.yaml:1244)"""
    if numpy_names:
        keepdim, = numpy_aliases('pairwise_distance', numpy_names, keepdim=keepdim)
    if not isinstance(x1, Tensor):
        x1 = tensor_arg(x1, 'pairwise_distance', 'x1', 1)
    if not isinstance(x2, Tensor):
        x2 = tensor_arg(x2, 'pairwise_distance', 'x2', 2)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'pairwise_distance', 'p')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'pairwise_distance', 'eps')
    return helpers.pairwise_distance_of(ops, x1, x2, p, eps, keepdim)


# specgrad.<name>(...): the ops users call as functions
FUNCTIONS = {
    'add': add,
    'sub': sub,
    'mul': mul,
    'div': div,
    'neg': neg,
    'reciprocal': reciprocal,
    'pow': pow,
    'exp': exp,
    'log': log,
    'sqrt': sqrt,
    'sin': sin,
    'cos': cos,
    'tanh': tanh,
    'sigmoid': sigmoid,
    'relu': relu,
    'abs': abs,
    'sign': sign,
    'maximum': maximum,
    'minimum': minimum,
    'clamp': clamp,
    'where': where,
    'eq': eq,
    'ne': ne,
    'lt': lt,
    'le': le,
    'gt': gt,
    'ge': ge,
    'logical_and': logical_and,
    'logical_or': logical_or,
    'logical_not': logical_not,
    'sum': sum,
    'mean': mean,
    'max': max,
    'min': min,
    'amax': amax,
    'amin': amin,
    'matmul': matmul,
    'reshape': reshape,
    'transpose': transpose,
    'permute': permute,
    't': t,
    'squeeze': squeeze,
    'unsqueeze': unsqueeze,
    'cat': cat,
    'stack': stack,
    'clone': clone,
    'softmax': softmax,
    'log_softmax': log_softmax,
    'selu': selu,
    'celu': celu,
    'hardshrink': hardshrink,
    'threshold': threshold,
    'prelu': prelu,
    'cosine_similarity': cosine_similarity,
    'pairwise_distance': pairwise_distance,
}

# specgrad.nn.functional.<name>(...)
FUNCTIONAL = {
    'tanh': tanh,
    'sigmoid': sigmoid,
    'linear': linear,
    'softmax': _softmax_functional,
    'log_softmax': _log_softmax_functional,
    'softmin': softmin,
    'relu': _relu_functional,
    'hardtanh': hardtanh,
    'relu6': relu6,
    'leaky_relu': leaky_relu,
    'elu': elu,
    'selu': _selu_functional,
    'celu': _celu_functional,
    'gelu': gelu,
    'silu': silu,
    'softplus': softplus,
    'mish': mish,
    'softsign': softsign,
    'hardsigmoid': hardsigmoid,
    'hardswish': hardswish,
    'logsigmoid': logsigmoid,
    'tanhshrink': tanhshrink,
    'softshrink': softshrink,
    'hardshrink': hardshrink,
    'threshold': _threshold_functional,
    'glu': glu,
    'prelu': prelu,
    'mse_loss': mse_loss,
    'nll_loss': nll_loss,
    'cross_entropy': cross_entropy,
    'l1_loss': l1_loss,
    'smooth_l1_loss': smooth_l1_loss,
    'huber_loss': huber_loss,
    'binary_cross_entropy': binary_cross_entropy,
    'binary_cross_entropy_with_logits': binary_cross_entropy_with_logits,
    'kl_div': kl_div,
    'margin_ranking_loss': margin_ranking_loss,
    'cosine_similarity': cosine_similarity,
    'pairwise_distance': pairwise_distance,
}

# specgrad.linalg.<name>(...): linalg_<name> of derivatives.yaml
LINALG = {
}

# Tensor.<name>(...): the ops users call as methods
METHODS = {
    'add': add,
    'add_': add_,
    'sub': sub,
    'sub_': sub_,
    'mul': mul,
    'mul_': mul_,
    'div': div,
    'div_': div_,
    'neg': neg,
    'neg_': neg_,
    'reciprocal': reciprocal,
    'reciprocal_': reciprocal_,
    'pow': pow,
    'pow_': pow_,
    'exp': exp,
    'exp_': exp_,
    'log': log,
    'log_': log_,
    'sqrt': sqrt,
    'sqrt_': sqrt_,
    'sin': sin,
    'sin_': sin_,
    'cos': cos,
    'cos_': cos_,
    'tanh': tanh,
    'tanh_': tanh_,
    'sigmoid': sigmoid,
    'sigmoid_': sigmoid_,
    'relu': relu,
    'relu_': relu_,
    'abs': abs,
    'abs_': abs_,
    'sign': sign,
    'sign_': sign_,
    'maximum': maximum,
    'minimum': minimum,
    'clamp': clamp,
    'clamp_': clamp_,
    'eq': eq,
    'ne': ne,
    'lt': lt,
    'le': le,
    'gt': gt,
    'ge': ge,
    'logical_and': logical_and,
    'logical_or': logical_or,
    'logical_not': logical_not,
    'sum': sum,
    'mean': mean,
    'max': max,
    'min': min,
    'amax': amax,
    'amin': amin,
    'matmul': matmul,
    'reshape': reshape,
    'view': view,
    'transpose': transpose,
    'permute': permute,
    't': t,
    'expand': expand,
    'squeeze': squeeze,
    'unsqueeze': unsqueeze,
    'clone': clone,
    'softmax': softmax,
    'log_softmax': log_softmax,
    'hardshrink': hardshrink,
    'prelu': prelu,
}
