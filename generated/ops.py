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
                               number_arg, numpy_aliases, permutation_arg, scalar_arg, shape_error, tensor_arg, tensor_list_arg,
                               wrapped_number, write_out)
from specgrad.dtypes import cast, float_result_type, numpy_dtype, result_type
from specgrad.generated import array_ops, nodes
from specgrad.grad_mode import is_grad_enabled
from specgrad.inplace import inplace
from specgrad.memory_format import memory_format_arg
from specgrad.tensor import Tensor

max_dim_result = namedtuple('max', ['values', 'indices'])

min_dim_result = namedtuple('min', ['values', 'indices'])


def add(input, other, *, alpha=1, out=None):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:64)"""
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
    """In place: `add` written into self (derivatives.yaml:64)."""
    return inplace(self, add, other, alpha=alpha)


def sub(input, other, *, alpha=1, out=None):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:83)"""
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
    """In place: `sub` written into self (derivatives.yaml:83)."""
    return inplace(self, sub, other, alpha=alpha)


def mul(input, other, *, out=None):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:102)"""
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
    """In place: `mul` written into self (derivatives.yaml:102)."""
    return inplace(self, mul, other)


def div(input, other, *, out=None):
    """div(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:112)"""
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
    """In place: `div` written into self (derivatives.yaml:112)."""
    return inplace(self, div, other)


def neg(input, *, out=None):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:124)"""
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
    """In place: `neg` written into self (derivatives.yaml:124)."""
    return inplace(self, neg)


def reciprocal(input, *, out=None):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:133)"""
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
    """In place: `reciprocal` written into self (derivatives.yaml:133)."""
    return inplace(self, reciprocal)


def _pow_Tensor_Scalar(input, exponent, *, out=None):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:143)"""
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
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:158)"""
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
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:170)"""
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
    (derivatives.yaml:143, 158, 170) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('pow', _POW_OVERLOADS, args, kwargs)


_POW_OVERLOADS = (
    (_pow_Tensor_Scalar, 'pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'scalar', False, False), ('out', 'out', True, True))),
    (_pow_Tensor_Tensor, 'pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
    (_pow_Scalar, 'pow.Scalar(Scalar self, Tensor exponent) -> Tensor', (('self', 'scalar', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
)


def pow_(self, *args, **kwargs):
    """In place: `pow` written into self (derivatives.yaml:143)."""
    return inplace(self, pow, *args, **kwargs)


def exp(input, *, out=None):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:183)"""
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
    """In place: `exp` written into self (derivatives.yaml:183)."""
    return inplace(self, exp)


def log(input, *, out=None):
    """log(Tensor self) -> Tensor   (derivatives.yaml:192)"""
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
    """In place: `log` written into self (derivatives.yaml:192)."""
    return inplace(self, log)


def sqrt(input, *, out=None):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:202)"""
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
    """In place: `sqrt` written into self (derivatives.yaml:202)."""
    return inplace(self, sqrt)


def sin(input, *, out=None):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:212)"""
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
    """In place: `sin` written into self (derivatives.yaml:212)."""
    return inplace(self, sin)


def cos(input, *, out=None):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:221)"""
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
    """In place: `cos` written into self (derivatives.yaml:221)."""
    return inplace(self, cos)


def tanh(input, *, out=None):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:230)"""
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
    """In place: `tanh` written into self (derivatives.yaml:230)."""
    return inplace(self, tanh)


def sigmoid(input, *, out=None):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:239)"""
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
    """In place: `sigmoid` written into self (derivatives.yaml:239)."""
    return inplace(self, sigmoid)


def relu(input, *, out=None):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:248)"""
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
    """In place: `relu` written into self (derivatives.yaml:248)."""
    return inplace(self, relu)


def abs(input, *, out=None):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:258)"""
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
    """In place: `abs` written into self (derivatives.yaml:258)."""
    return inplace(self, abs)


def sign(input, *, out=None):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:268)"""
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
    """In place: `sign` written into self (derivatives.yaml:268)."""
    return inplace(self, sign)


def maximum(input, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:277)"""
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
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:286)"""
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
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:294)"""
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
    """In place: `clamp` written into self (derivatives.yaml:294)."""
    return inplace(self, clamp, min, max)


def where(condition, input, other, *, out=None):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:306)"""
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
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:325)"""
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
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:334)"""
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
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:343)"""
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
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:351)"""
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
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:360)"""
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
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:368)"""
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
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:377)"""
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
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:385)"""
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
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:393)"""
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
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:403)"""
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
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:420)"""
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
    """max(Tensor self) -> Tensor   (derivatives.yaml:436)"""
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
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:445)"""
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
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:456)"""
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
    (derivatives.yaml:436, 445, 456) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('max', _MAX_OVERLOADS, args, kwargs)


_MAX_OVERLOADS = (
    (_max_default, 'max(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_max_dim, 'max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_max_other, 'max.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def _min_default(input, *, out=None):
    """min(Tensor self) -> Tensor   (derivatives.yaml:464)"""
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
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:472)"""
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
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:483)"""
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
    (derivatives.yaml:464, 472, 483) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('min', _MIN_OVERLOADS, args, kwargs)


_MIN_OVERLOADS = (
    (_min_default, 'min(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_min_dim, 'min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_min_other, 'min.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def amax(input, dim=(), keepdim=False, *, out=None, **numpy_names):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:491)"""
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
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:503)"""
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
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:515)"""
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
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:534)"""
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
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:546)"""
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
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:559)"""
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
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:570)"""
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
    """t(Tensor self) -> Tensor   (derivatives.yaml:582)"""
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
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:591)"""
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
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:605)"""
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
    """squeeze(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:614)"""
    if numpy_names:
        dim, = numpy_aliases('squeeze', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'squeeze', 'input', 1)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'squeeze', 'dim')
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
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:628)"""
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
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:641)"""
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
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:656)"""
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
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:665)"""
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
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:677)"""
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


def clone(input, *, memory_format=None, out=None):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor   (derivatives.yaml:691)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'clone', 'input', 1)
    memory_format = memory_format_arg(memory_format, 'clone')
    try:
        result = array_ops.clone(input._data, memory_format)
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
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:702)"""
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


def _split_default(input, split_size_or_sections, dim=0):
    """split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]   (derivatives.yaml:728)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'split', 'input', 1)
    try:
        result = array_ops.split(input._data, split_size_or_sections, dim)
    except ValueError as error:
        raise shape_error('split', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return tuple(Tensor._wrap(a)._as_view_of(input) for i, a in enumerate(result))
    node = nodes.SplitBackward0()
    node.num_outputs = len(result)
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_result_shapes = [a.shape for a in result]
    return tuple(Tensor._wrap(a, node, i)._as_view_of(input) for i, a in enumerate(result))


def _split_sizes(input, split_size_or_sections, dim=0):
    """split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]   (derivatives.yaml:743)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'split', 'input', 1)
    split_size_or_sections = int_list(split_size_or_sections)
    try:
        result = array_ops.split_sizes(input._data, split_size_or_sections, dim)
    except ValueError as error:
        raise shape_error('split', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return tuple(Tensor._wrap(a)._as_view_of(input) for i, a in enumerate(result))
    node = nodes.SplitBackward1()
    node.num_outputs = len(result)
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_result_shapes = [a.shape for a in result]
    return tuple(Tensor._wrap(a, node, i)._as_view_of(input) for i, a in enumerate(result))


def split(*args, **kwargs):
    """split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]
    split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]
    (derivatives.yaml:728, 743) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('split', _SPLIT_OVERLOADS, args, kwargs)


_SPLIT_OVERLOADS = (
    (_split_default, 'split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]', (('input', 'tensor', False, False), ('split_size_or_sections', 'int', False, False), ('dim', 'int', True, False))),
    (_split_sizes, 'split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]', (('input', 'tensor', False, False), ('split_size_or_sections', 'int_list', False, False), ('dim', 'int', True, False))),
)


def chunk(input, chunks, dim=0, **numpy_names):
    """chunk(Tensor self, int chunks, int dim=0) -> Tensor[]   (derivatives.yaml:756)"""
    if numpy_names:
        dim, = numpy_aliases('chunk', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'chunk', 'input', 1)
    try:
        result = array_ops.chunk(input._data, chunks, dim)
    except ValueError as error:
        raise shape_error('chunk', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return tuple(Tensor._wrap(a)._as_view_of(input) for i, a in enumerate(result))
    node = nodes.ChunkBackward0()
    node.num_outputs = len(result)
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_result_shapes = [a.shape for a in result]
    return tuple(Tensor._wrap(a, node, i)._as_view_of(input) for i, a in enumerate(result))


def unbind(input, dim=0, **numpy_names):
    """unbind(Tensor self, int dim=0) -> Tensor[]   (derivatives.yaml:769)"""
    if numpy_names:
        dim, = numpy_aliases('unbind', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'unbind', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'unbind', 'dim')
    try:
        result = array_ops.unbind(input._data, dim)
    except ValueError as error:
        raise shape_error('unbind', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return tuple(Tensor._wrap(a)._as_view_of(input) for i, a in enumerate(result))
    node = nodes.UnbindBackward0()
    node.num_outputs = len(result)
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_result_shapes = [a.shape for a in result]
    return tuple(Tensor._wrap(a, node, i)._as_view_of(input) for i, a in enumerate(result))


def _tensor_split_sections(input, sections, dim=0):
    """tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]   (derivatives.yaml:781)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tensor_split', 'input', 1)
    try:
        result = array_ops.tensor_split_sections(input._data, sections, dim)
    except ValueError as error:
        raise shape_error('tensor_split', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return tuple(Tensor._wrap(a)._as_view_of(input) for i, a in enumerate(result))
    node = nodes.TensorSplitBackward0()
    node.num_outputs = len(result)
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_result_shapes = [a.shape for a in result]
    return tuple(Tensor._wrap(a, node, i)._as_view_of(input) for i, a in enumerate(result))


def _tensor_split_indices(input, indices, dim=0):
    """tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]   (derivatives.yaml:794)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tensor_split', 'input', 1)
    indices = int_list(indices)
    try:
        result = array_ops.tensor_split_indices(input._data, indices, dim)
    except ValueError as error:
        raise shape_error('tensor_split', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return tuple(Tensor._wrap(a)._as_view_of(input) for i, a in enumerate(result))
    node = nodes.TensorSplitBackward1()
    node.num_outputs = len(result)
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_indices = indices
    node._saved_self_shape = input._data.shape
    return tuple(Tensor._wrap(a, node, i)._as_view_of(input) for i, a in enumerate(result))


def tensor_split(*args, **kwargs):
    """tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]
    tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]
    (derivatives.yaml:781, 794) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('tensor_split', _TENSOR_SPLIT_OVERLOADS, args, kwargs)


_TENSOR_SPLIT_OVERLOADS = (
    (_tensor_split_sections, 'tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]', (('input', 'tensor', False, False), ('sections', 'int', False, False), ('dim', 'int', True, False))),
    (_tensor_split_indices, 'tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]', (('input', 'tensor', False, False), ('indices', 'int_list', False, False), ('dim', 'int', True, False))),
)


def meshgrid(*tensors, indexing=None):
    """meshgrid(Tensor[] tensors, *, str? indexing=None) -> Tensor[]   (derivatives.yaml:810)"""
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'meshgrid', 'tensors')
    dtype = result_type(*tensors)
    try:
        result = array_ops.meshgrid([cast(t, dtype) for t in tensors], indexing)
    except ValueError as error:
        raise shape_error('meshgrid', error, tensors) from None
    if not any(t.requires_grad for t in tensors) or not is_grad_enabled():
        return tuple(Tensor._wrap(a)._as_view_of(tensors[i]) for i, a in enumerate(result))
    node = nodes.MeshgridBackward0()
    node.num_outputs = len(result)
    node.next_functions = tuple(edge(t) for t in tensors)
    node.input_meta = tuple((t._data.shape, t._data.dtype) for t in tensors)
    node._saved_indexing = indexing
    node._saved_tensors_shapes = [t._data.shape for t in tensors]
    return tuple(Tensor._wrap(a, node if tensors[i].requires_grad else None, i)._as_view_of(tensors[i]) for i, a in enumerate(result))


def flatten(input, start_dim=0, end_dim=-1):
    """flatten(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor   (derivatives.yaml:823)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'flatten', 'input', 1)
    start_dim = dim_arg(start_dim, input.ndim, 'flatten', 'start_dim')
    end_dim = dim_arg(end_dim, input.ndim, 'flatten', 'end_dim')
    try:
        result = array_ops.flatten(input._data, start_dim, end_dim)
    except ValueError as error:
        raise shape_error('flatten', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.FlattenBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def unflatten(input, dim, *sizes, **numpy_names):
    """unflatten(Tensor self, int dim, int[] sizes) -> Tensor   (derivatives.yaml:836)"""
    if numpy_names:
        dim, = numpy_aliases('unflatten', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'unflatten', 'input', 1)
    sizes = int_list(sizes, varargs=True)
    dim = dim_arg(dim, input._data.ndim, 'unflatten', 'dim')
    try:
        result = array_ops.unflatten(input._data, dim, sizes)
    except ValueError as error:
        raise shape_error('unflatten', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.UnflattenBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def narrow(input, dim, start, length, **numpy_names):
    """narrow(Tensor self, int dim, int start, int length) -> Tensor   (derivatives.yaml:847)"""
    if numpy_names:
        dim, = numpy_aliases('narrow', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'narrow', 'input', 1)
    try:
        result = array_ops.narrow(input._data, dim, start, length)
    except ValueError as error:
        raise shape_error('narrow', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.NarrowBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    node._saved_dim = dim
    node._saved_start = start
    node._saved_length = length
    return Tensor._wrap(result, node)._as_view_of(input)


def flip(input, *dims, out=None):
    """flip(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:860)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'flip', 'input', 1)
    dims = int_list(dims, varargs=True)
    dims = dim_list_arg(dims, input._data.ndim, 'flip', 'dims')
    try:
        result = array_ops.flip(input._data, dims)
    except ValueError as error:
        raise shape_error('flip', error, input) from None
    if out is not None:
        return write_out('flip', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.FlipBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dims = dims
    return Tensor._wrap(result, node)


def fliplr(input, *, out=None):
    """fliplr(Tensor self) -> Tensor   (derivatives.yaml:871)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'fliplr', 'input', 1)
    try:
        result = array_ops.fliplr(input._data)
    except ValueError as error:
        raise shape_error('fliplr', error, input) from None
    if out is not None:
        return write_out('fliplr', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.FliplrBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def flipud(input, *, out=None):
    """flipud(Tensor self) -> Tensor   (derivatives.yaml:879)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'flipud', 'input', 1)
    try:
        result = array_ops.flipud(input._data)
    except ValueError as error:
        raise shape_error('flipud', error, input) from None
    if out is not None:
        return write_out('flipud', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.FlipudBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def roll(input, shifts, dims=(), *, out=None):
    """roll(Tensor self, int[] shifts, int[] dims=()) -> Tensor   (derivatives.yaml:887)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'roll', 'input', 1)
    shifts = int_list(shifts)
    dims = int_list(dims)
    try:
        result = array_ops.roll(input._data, shifts, dims)
    except ValueError as error:
        raise shape_error('roll', error, input) from None
    if out is not None:
        return write_out('roll', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.RollBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dims = dims
    node._saved_shifts = shifts
    return Tensor._wrap(result, node)


def repeat(input, *repeats):
    """repeat(Tensor self, int[] repeats) -> Tensor   (derivatives.yaml:900)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'repeat', 'input', 1)
    repeats = int_list(repeats, varargs=True)
    try:
        result = array_ops.repeat(input._data, repeats)
    except ValueError as error:
        raise shape_error('repeat', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.RepeatBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_repeats = repeats
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def tile(input, *dims, out=None):
    """tile(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:913)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tile', 'input', 1)
    dims = int_list(dims, varargs=True)
    try:
        result = array_ops.tile(input._data, dims)
    except ValueError as error:
        raise shape_error('tile', error, input) from None
    if out is not None:
        return write_out('tile', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TileBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    node._saved_dims = dims
    return Tensor._wrap(result, node)


def repeat_interleave(input, repeats, dim=None, *, output_size=None, out=None, **numpy_names):
    """repeat_interleave(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor   (derivatives.yaml:925)"""
    if numpy_names:
        dim, = numpy_aliases('repeat_interleave', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'repeat_interleave', 'input', 1)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'repeat_interleave', 'dim')
    try:
        result = array_ops.repeat_interleave(input._data, repeats, dim, output_size)
    except ValueError as error:
        raise shape_error('repeat_interleave', error, input) from None
    if out is not None:
        return write_out('repeat_interleave', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.RepeatInterleaveBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_repeats = repeats
    node._saved_dim = dim
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def movedim(input, source, destination):
    """movedim(Tensor self, int[] source, int[] destination) -> Tensor   (derivatives.yaml:936)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'movedim', 'input', 1)
    source = int_list(source)
    destination = int_list(destination)
    try:
        result = array_ops.movedim(input._data, source, destination)
    except ValueError as error:
        raise shape_error('movedim', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.MovedimBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_destination = destination
    node._saved_source = source
    return Tensor._wrap(result, node)._as_view_of(input)


def moveaxis(input, source, destination):
    """moveaxis(Tensor self, int[] source, int[] destination) -> Tensor   (derivatives.yaml:950)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'moveaxis', 'input', 1)
    source = int_list(source)
    destination = int_list(destination)
    try:
        result = array_ops.moveaxis(input._data, source, destination)
    except ValueError as error:
        raise shape_error('moveaxis', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.MoveaxisBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_destination = destination
    node._saved_source = source
    return Tensor._wrap(result, node)._as_view_of(input)


def swapaxes(input, axis0, axis1):
    """swapaxes(Tensor self, int axis0, int axis1) -> Tensor   (derivatives.yaml:962)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'swapaxes', 'input', 1)
    axis0 = dim_arg(axis0, input.ndim, 'swapaxes', 'axis0')
    axis1 = dim_arg(axis1, input.ndim, 'swapaxes', 'axis1')
    try:
        result = array_ops.swapaxes(input._data, axis0, axis1)
    except ValueError as error:
        raise shape_error('swapaxes', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.SwapaxesBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_axis0 = axis0
    node._saved_axis1 = axis1
    return Tensor._wrap(result, node)._as_view_of(input)


def swapdims(input, dim0, dim1):
    """swapdims(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:973)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'swapdims', 'input', 1)
    dim0 = dim_arg(dim0, input._data.ndim, 'swapdims', 'dim0')
    dim1 = dim_arg(dim1, input._data.ndim, 'swapdims', 'dim1')
    try:
        result = array_ops.swapdims(input._data, dim0, dim1)
    except ValueError as error:
        raise shape_error('swapdims', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.SwapdimsBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim0 = dim0
    node._saved_dim1 = dim1
    return Tensor._wrap(result, node)._as_view_of(input)


def tril(input, diagonal=0, *, out=None):
    """tril(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:983)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tril', 'input', 1)
    try:
        result = array_ops.tril(input._data, diagonal)
    except ValueError as error:
        raise shape_error('tril', error, input) from None
    if out is not None:
        return write_out('tril', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TrilBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_diagonal = diagonal
    return Tensor._wrap(result, node)


def tril_(self, diagonal=0):
    """In place: `tril` written into self (derivatives.yaml:983)."""
    return inplace(self, tril, diagonal)


def triu(input, diagonal=0, *, out=None):
    """triu(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:995)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'triu', 'input', 1)
    try:
        result = array_ops.triu(input._data, diagonal)
    except ValueError as error:
        raise shape_error('triu', error, input) from None
    if out is not None:
        return write_out('triu', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TriuBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_diagonal = diagonal
    return Tensor._wrap(result, node)


def triu_(self, diagonal=0):
    """In place: `triu` written into self (derivatives.yaml:995)."""
    return inplace(self, triu, diagonal)


def diagonal(input, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   (derivatives.yaml:1007)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'diagonal', 'input', 1)
    dim1 = dim_arg(dim1, input._data.ndim, 'diagonal', 'dim1')
    try:
        result = array_ops.diagonal(input._data, offset, dim1, dim2)
    except ValueError as error:
        raise shape_error('diagonal', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.DiagonalBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_offset = offset
    node._saved_dim1 = dim1
    node._saved_dim2 = dim2
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def diagonal_backward(grad_output, input_sizes, offset, dim1, dim2):
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor   (derivatives.yaml:1021)"""
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'diagonal_backward', 'grad_output', 1)
    input_sizes = int_list(input_sizes)
    dim1 = dim_arg(dim1, grad_output.ndim + 1, 'diagonal_backward', 'dim1')
    dim2 = dim_arg(dim2, grad_output.ndim + 1, 'diagonal_backward', 'dim2')
    try:
        result = array_ops.diagonal_backward(grad_output._data, input_sizes, offset, dim1, dim2)
    except ValueError as error:
        raise shape_error('diagonal_backward', error, grad_output) from None
    if not grad_output.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DiagonalBackwardBackward0()
    node.next_functions = (edge(grad_output),)
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype),)
    node._saved_offset = offset
    node._saved_dim1 = dim1
    node._saved_dim2 = dim2
    return Tensor._wrap(result, node)


def diag_embed(input, offset=0, dim1=-2, dim2=-1, *, out=None):
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   (derivatives.yaml:1031)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'diag_embed', 'input', 1)
    dim1 = dim_arg(dim1, input.ndim + 1, 'diag_embed', 'dim1')
    dim2 = dim_arg(dim2, input.ndim + 1, 'diag_embed', 'dim2')
    try:
        result = array_ops.diag_embed(input._data, offset, dim1, dim2)
    except ValueError as error:
        raise shape_error('diag_embed', error, input) from None
    if out is not None:
        return write_out('diag_embed', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DiagEmbedBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_offset = offset
    node._saved_dim1 = dim1
    node._saved_dim2 = dim2
    return Tensor._wrap(result, node)


def diag(input, diagonal=0, *, out=None):
    """diag(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:1044)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'diag', 'input', 1)
    try:
        result = array_ops.diag(input._data, diagonal)
    except ValueError as error:
        raise shape_error('diag', error, input) from None
    if out is not None:
        return write_out('diag', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DiagBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_diagonal = diagonal
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def trace(input, *, out=None):
    """trace(Tensor self) -> Tensor   (derivatives.yaml:1056)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'trace', 'input', 1)
    if input._data.dtype.kind in 'b':
        raise dtype_error('trace', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.trace(input._data)
    except ValueError as error:
        raise shape_error('trace', error, input) from None
    if out is not None:
        return write_out('trace', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TraceBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def broadcast_to(input, *size):
    """broadcast_to(Tensor self, int[] size) -> Tensor   (derivatives.yaml:1065)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'broadcast_to', 'input', 1)
    size = int_list(size, varargs=True)
    try:
        result = array_ops.broadcast_to(input._data, size)
    except ValueError as error:
        raise shape_error('broadcast_to', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.BroadcastToBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)._as_view_of(input)


def expand_as(input, other):
    """expand_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1076)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'expand_as', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'expand_as', 'other', 2)
    dtype = result_type(input)
    try:
        result = array_ops.expand_as(cast(input, dtype), other._data)
    except ValueError as error:
        raise shape_error('expand_as', error, input, other) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.ExpandAsBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    return Tensor._wrap(result, node)._as_view_of(input)


def reshape_as(input, other):
    """reshape_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1088)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'reshape_as', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'reshape_as', 'other', 2)
    dtype = result_type(input)
    try:
        result = array_ops.reshape_as(cast(input, dtype), other._data)
    except ValueError as error:
        raise shape_error('reshape_as', error, input, other) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.ReshapeAsBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def view_as(input, other):
    """view_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1100)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'view_as', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'view_as', 'other', 2)
    dtype = result_type(input)
    try:
        result = array_ops.view_as(cast(input, dtype), other._data)
    except ValueError as error:
        raise shape_error('view_as', error, input, other) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.ViewAsBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def contiguous(input):
    """contiguous(Tensor self) -> Tensor   (derivatives.yaml:1113)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'contiguous', 'input', 1)
    try:
        result = array_ops.contiguous(input._data)
    except ValueError as error:
        raise shape_error('contiguous', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.ContiguousBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)._as_view_of(input)


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
    'split': split,
    'chunk': chunk,
    'unbind': unbind,
    'tensor_split': tensor_split,
    'meshgrid': meshgrid,
    'flatten': flatten,
    'unflatten': unflatten,
    'narrow': narrow,
    'flip': flip,
    'fliplr': fliplr,
    'flipud': flipud,
    'roll': roll,
    'tile': tile,
    'repeat_interleave': repeat_interleave,
    'movedim': movedim,
    'moveaxis': moveaxis,
    'swapaxes': swapaxes,
    'swapdims': swapdims,
    'tril': tril,
    'triu': triu,
    'diagonal': diagonal,
    'diag_embed': diag_embed,
    'diag': diag,
    'trace': trace,
    'broadcast_to': broadcast_to,
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
    'split': split,
    'chunk': chunk,
    'unbind': unbind,
    'tensor_split': tensor_split,
    'flatten': flatten,
    'unflatten': unflatten,
    'narrow': narrow,
    'flip': flip,
    'fliplr': fliplr,
    'flipud': flipud,
    'roll': roll,
    'repeat': repeat,
    'tile': tile,
    'repeat_interleave': repeat_interleave,
    'movedim': movedim,
    'moveaxis': moveaxis,
    'swapaxes': swapaxes,
    'swapdims': swapdims,
    'tril': tril,
    'tril_': tril_,
    'triu': triu,
    'triu_': triu_,
    'diagonal': diagonal,
    'diag_embed': diag_embed,
    'diag': diag,
    'trace': trace,
    'broadcast_to': broadcast_to,
    'expand_as': expand_as,
    'reshape_as': reshape_as,
    'view_as': view_as,
    'contiguous': contiguous,
}
