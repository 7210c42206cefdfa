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
from specgrad.tensor import Tensor

max_dim_result = namedtuple('max', ['values', 'indices'])

min_dim_result = namedtuple('min', ['values', 'indices'])


def add(input, other, *, alpha=1, out=None):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:61)"""
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
    """In place: `add` written into self (derivatives.yaml:61)."""
    return inplace(self, add, other, alpha=alpha)


def sub(input, other, *, alpha=1, out=None):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:80)"""
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
    """In place: `sub` written into self (derivatives.yaml:80)."""
    return inplace(self, sub, other, alpha=alpha)


def mul(input, other, *, out=None):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:99)"""
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
    """In place: `mul` written into self (derivatives.yaml:99)."""
    return inplace(self, mul, other)


def div(input, other, *, out=None):
    """div(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:109)"""
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
    """In place: `div` written into self (derivatives.yaml:109)."""
    return inplace(self, div, other)


def neg(input, *, out=None):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:121)"""
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
    """In place: `neg` written into self (derivatives.yaml:121)."""
    return inplace(self, neg)


def reciprocal(input, *, out=None):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:130)"""
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
    """In place: `reciprocal` written into self (derivatives.yaml:130)."""
    return inplace(self, reciprocal)


def _pow_Tensor_Scalar(input, exponent, *, out=None):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:140)"""
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
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:155)"""
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
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:167)"""
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
    (derivatives.yaml:140, 155, 167) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('pow', _POW_OVERLOADS, args, kwargs)


_POW_OVERLOADS = (
    (_pow_Tensor_Scalar, 'pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'scalar', False, False), ('out', 'out', True, True))),
    (_pow_Tensor_Tensor, 'pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
    (_pow_Scalar, 'pow.Scalar(Scalar self, Tensor exponent) -> Tensor', (('self', 'scalar', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
)


def pow_(self, *args, **kwargs):
    """In place: `pow` written into self (derivatives.yaml:140)."""
    return inplace(self, pow, *args, **kwargs)


def exp(input, *, out=None):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:180)"""
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
    """In place: `exp` written into self (derivatives.yaml:180)."""
    return inplace(self, exp)


def log(input, *, out=None):
    """log(Tensor self) -> Tensor   (derivatives.yaml:189)"""
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
    """In place: `log` written into self (derivatives.yaml:189)."""
    return inplace(self, log)


def sqrt(input, *, out=None):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:199)"""
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
    """In place: `sqrt` written into self (derivatives.yaml:199)."""
    return inplace(self, sqrt)


def sin(input, *, out=None):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:209)"""
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
    """In place: `sin` written into self (derivatives.yaml:209)."""
    return inplace(self, sin)


def cos(input, *, out=None):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:218)"""
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
    """In place: `cos` written into self (derivatives.yaml:218)."""
    return inplace(self, cos)


def tanh(input, *, out=None):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:227)"""
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
    """In place: `tanh` written into self (derivatives.yaml:227)."""
    return inplace(self, tanh)


def sigmoid(input, *, out=None):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:236)"""
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
    """In place: `sigmoid` written into self (derivatives.yaml:236)."""
    return inplace(self, sigmoid)


def relu(input, *, out=None):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:245)"""
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
    """In place: `relu` written into self (derivatives.yaml:245)."""
    return inplace(self, relu)


def abs(input, *, out=None):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:255)"""
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
    """In place: `abs` written into self (derivatives.yaml:255)."""
    return inplace(self, abs)


def sign(input, *, out=None):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:265)"""
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
    """In place: `sign` written into self (derivatives.yaml:265)."""
    return inplace(self, sign)


def maximum(input, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:274)"""
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
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:283)"""
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
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:291)"""
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
    """In place: `clamp` written into self (derivatives.yaml:291)."""
    return inplace(self, clamp, min, max)


def where(condition, input, other, *, out=None):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:303)"""
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
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:322)"""
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
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:331)"""
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
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:340)"""
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
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:348)"""
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
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:357)"""
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
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:365)"""
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
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:374)"""
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
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:382)"""
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
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:390)"""
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
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:400)"""
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
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:417)"""
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
    """max(Tensor self) -> Tensor   (derivatives.yaml:433)"""
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
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:442)"""
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
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:453)"""
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
    (derivatives.yaml:433, 442, 453) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('max', _MAX_OVERLOADS, args, kwargs)


_MAX_OVERLOADS = (
    (_max_default, 'max(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_max_dim, 'max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_max_other, 'max.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def _min_default(input, *, out=None):
    """min(Tensor self) -> Tensor   (derivatives.yaml:461)"""
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
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:469)"""
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
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:480)"""
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
    (derivatives.yaml:461, 469, 480) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('min', _MIN_OVERLOADS, args, kwargs)


_MIN_OVERLOADS = (
    (_min_default, 'min(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_min_dim, 'min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_min_other, 'min.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def amax(input, dim=(), keepdim=False, *, out=None, **numpy_names):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:488)"""
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
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:500)"""
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
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:512)"""
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
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:531)"""
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
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:543)"""
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
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:556)"""
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
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:567)"""
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
    """t(Tensor self) -> Tensor   (derivatives.yaml:579)"""
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
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:588)"""
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
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:602)"""
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
    """squeeze(Tensor self, int? dim=None) -> Tensor   (derivatives.yaml:611)"""
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
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:623)"""
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
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:636)"""
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
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:651)"""
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
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:660)"""
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
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:672)"""
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
    """clone(Tensor self) -> Tensor   (derivatives.yaml:686)"""
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
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:694)"""
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


def log1p(input, *, out=None):
    """log1p(Tensor self) -> Tensor   (derivatives.yaml:705)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'log1p', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.log1p(cast(input, dtype))
    except ValueError as error:
        raise shape_error('log1p', error, input) from None
    if out is not None:
        return write_out('log1p', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Log1pBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def log1p_(self):
    """In place: `log1p` written into self (derivatives.yaml:705)."""
    return inplace(self, log1p)


def expm1(input, *, out=None):
    """expm1(Tensor self) -> Tensor   (derivatives.yaml:716)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'expm1', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.expm1(cast(input, dtype))
    except ValueError as error:
        raise shape_error('expm1', error, input) from None
    if out is not None:
        return write_out('expm1', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Expm1Backward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def expm1_(self):
    """In place: `expm1` written into self (derivatives.yaml:716)."""
    return inplace(self, expm1)


def log2(input, *, out=None):
    """log2(Tensor self) -> Tensor   (derivatives.yaml:725)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'log2', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.log2(cast(input, dtype))
    except ValueError as error:
        raise shape_error('log2', error, input) from None
    if out is not None:
        return write_out('log2', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Log2Backward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def log2_(self):
    """In place: `log2` written into self (derivatives.yaml:725)."""
    return inplace(self, log2)


def log10(input, *, out=None):
    """log10(Tensor self) -> Tensor   (derivatives.yaml:735)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'log10', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.log10(cast(input, dtype))
    except ValueError as error:
        raise shape_error('log10', error, input) from None
    if out is not None:
        return write_out('log10', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Log10Backward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def log10_(self):
    """In place: `log10` written into self (derivatives.yaml:735)."""
    return inplace(self, log10)


def exp2(input, *, out=None):
    """exp2(Tensor self) -> Tensor   (derivatives.yaml:745)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'exp2', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.exp2(cast(input, dtype))
    except ValueError as error:
        raise shape_error('exp2', error, input) from None
    if out is not None:
        return write_out('exp2', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Exp2Backward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def exp2_(self):
    """In place: `exp2` written into self (derivatives.yaml:745)."""
    return inplace(self, exp2)


def tan(input, *, out=None):
    """tan(Tensor self) -> Tensor   (derivatives.yaml:754)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tan', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.tan(cast(input, dtype))
    except ValueError as error:
        raise shape_error('tan', error, input) from None
    if out is not None:
        return write_out('tan', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TanBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def tan_(self):
    """In place: `tan` written into self (derivatives.yaml:754)."""
    return inplace(self, tan)


def asin(input, *, out=None):
    """asin(Tensor self) -> Tensor   (derivatives.yaml:765)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'asin', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.asin(cast(input, dtype))
    except ValueError as error:
        raise shape_error('asin', error, input) from None
    if out is not None:
        return write_out('asin', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AsinBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def asin_(self):
    """In place: `asin` written into self (derivatives.yaml:765)."""
    return inplace(self, asin)


def acos(input, *, out=None):
    """acos(Tensor self) -> Tensor   (derivatives.yaml:777)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'acos', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.acos(cast(input, dtype))
    except ValueError as error:
        raise shape_error('acos', error, input) from None
    if out is not None:
        return write_out('acos', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AcosBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def acos_(self):
    """In place: `acos` written into self (derivatives.yaml:777)."""
    return inplace(self, acos)


def atan(input, *, out=None):
    """atan(Tensor self) -> Tensor   (derivatives.yaml:789)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'atan', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.atan(cast(input, dtype))
    except ValueError as error:
        raise shape_error('atan', error, input) from None
    if out is not None:
        return write_out('atan', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AtanBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def atan_(self):
    """In place: `atan` written into self (derivatives.yaml:789)."""
    return inplace(self, atan)


def atan2(input, other, *, out=None):
    """atan2(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:800)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'atan2', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'atan2', 'other', 2)
    dtype = float_result_type(input, other)
    try:
        result = array_ops.atan2(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('atan2', error, input, other) from None
    if out is not None:
        return write_out('atan2', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Atan2Backward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def atan2_(self, other):
    """In place: `atan2` written into self (derivatives.yaml:800)."""
    return inplace(self, atan2, other)


def sinh(input, *, out=None):
    """sinh(Tensor self) -> Tensor   (derivatives.yaml:811)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sinh', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.sinh(cast(input, dtype))
    except ValueError as error:
        raise shape_error('sinh', error, input) from None
    if out is not None:
        return write_out('sinh', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SinhBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def sinh_(self):
    """In place: `sinh` written into self (derivatives.yaml:811)."""
    return inplace(self, sinh)


def cosh(input, *, out=None):
    """cosh(Tensor self) -> Tensor   (derivatives.yaml:820)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cosh', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.cosh(cast(input, dtype))
    except ValueError as error:
        raise shape_error('cosh', error, input) from None
    if out is not None:
        return write_out('cosh', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CoshBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def cosh_(self):
    """In place: `cosh` written into self (derivatives.yaml:820)."""
    return inplace(self, cosh)


def asinh(input, *, out=None):
    """asinh(Tensor self) -> Tensor   (derivatives.yaml:829)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'asinh', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.asinh(cast(input, dtype))
    except ValueError as error:
        raise shape_error('asinh', error, input) from None
    if out is not None:
        return write_out('asinh', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AsinhBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def asinh_(self):
    """In place: `asinh` written into self (derivatives.yaml:829)."""
    return inplace(self, asinh)


def acosh(input, *, out=None):
    """acosh(Tensor self) -> Tensor   (derivatives.yaml:840)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'acosh', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.acosh(cast(input, dtype))
    except ValueError as error:
        raise shape_error('acosh', error, input) from None
    if out is not None:
        return write_out('acosh', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AcoshBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def acosh_(self):
    """In place: `acosh` written into self (derivatives.yaml:840)."""
    return inplace(self, acosh)


def atanh(input, *, out=None):
    """atanh(Tensor self) -> Tensor   (derivatives.yaml:851)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'atanh', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.atanh(cast(input, dtype))
    except ValueError as error:
        raise shape_error('atanh', error, input) from None
    if out is not None:
        return write_out('atanh', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AtanhBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def atanh_(self):
    """In place: `atanh` written into self (derivatives.yaml:851)."""
    return inplace(self, atanh)


def erf(input, *, out=None):
    """erf(Tensor self) -> Tensor   (derivatives.yaml:864)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'erf', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.erf(cast(input, dtype))
    except ValueError as error:
        raise shape_error('erf', error, input) from None
    if out is not None:
        return write_out('erf', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ErfBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def erf_(self):
    """In place: `erf` written into self (derivatives.yaml:864)."""
    return inplace(self, erf)


def erfc(input, *, out=None):
    """erfc(Tensor self) -> Tensor   (derivatives.yaml:873)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'erfc', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.erfc(cast(input, dtype))
    except ValueError as error:
        raise shape_error('erfc', error, input) from None
    if out is not None:
        return write_out('erfc', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ErfcBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def erfc_(self):
    """In place: `erfc` written into self (derivatives.yaml:873)."""
    return inplace(self, erfc)


def erfinv(input, *, out=None):
    """erfinv(Tensor self) -> Tensor   (derivatives.yaml:883)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'erfinv', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.erfinv(cast(input, dtype))
    except ValueError as error:
        raise shape_error('erfinv', error, input) from None
    if out is not None:
        return write_out('erfinv', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ErfinvBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def erfinv_(self):
    """In place: `erfinv` written into self (derivatives.yaml:883)."""
    return inplace(self, erfinv)


def lgamma(input, *, out=None):
    """lgamma(Tensor self) -> Tensor   (derivatives.yaml:895)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lgamma', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.lgamma(cast(input, dtype))
    except ValueError as error:
        raise shape_error('lgamma', error, input) from None
    if out is not None:
        return write_out('lgamma', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LgammaBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def lgamma_(self):
    """In place: `lgamma` written into self (derivatives.yaml:895)."""
    return inplace(self, lgamma)


def digamma(input, *, out=None):
    """digamma(Tensor self) -> Tensor   (derivatives.yaml:906)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'digamma', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.digamma(cast(input, dtype))
    except ValueError as error:
        raise shape_error('digamma', error, input) from None
    if out is not None:
        return write_out('digamma', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DigammaBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def digamma_(self):
    """In place: `digamma` written into self (derivatives.yaml:906)."""
    return inplace(self, digamma)


def polygamma(n, input, *, out=None):
    """polygamma(int n, Tensor self) -> Tensor   (derivatives.yaml:918)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'polygamma', 'input', 2)
    dtype = float_result_type(input)
    try:
        result = array_ops.polygamma(n, cast(input, dtype))
    except ValueError as error:
        raise shape_error('polygamma', error, input) from None
    if out is not None:
        return write_out('polygamma', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PolygammaBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_n = n
    return Tensor._wrap(result, node)


def _polygamma_method(self, n):
    """Tensor.polygamma: the tensor is the op's `self`, which is not its first parameter."""
    return polygamma(n=n, input=self)


def polygamma_(self, n):
    """In place: `polygamma` written into self (derivatives.yaml:918)."""
    return inplace(self, _polygamma_method, n)


def rsqrt(input, *, out=None):
    """rsqrt(Tensor self) -> Tensor   (derivatives.yaml:933)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'rsqrt', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.rsqrt(cast(input, dtype))
    except ValueError as error:
        raise shape_error('rsqrt', error, input) from None
    if out is not None:
        return write_out('rsqrt', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.RsqrtBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def rsqrt_(self):
    """In place: `rsqrt` written into self (derivatives.yaml:933)."""
    return inplace(self, rsqrt)


def square(input, *, out=None):
    """square(Tensor self) -> Tensor   (derivatives.yaml:943)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'square', 'input', 1)
    try:
        result = array_ops.square(input._data)
    except ValueError as error:
        raise shape_error('square', error, input) from None
    if out is not None:
        return write_out('square', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SquareBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def square_(self):
    """In place: `square` written into self (derivatives.yaml:943)."""
    return inplace(self, square)


def hypot(input, other, *, out=None):
    """hypot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:953)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hypot', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'hypot', 'other', 2)
    if result_type(input, other).kind in 'biu':
        raise dtype_error('hypot', 'input', 'not implemented for integers', result_type(input, other))
    dtype = result_type(input, other)
    try:
        result = array_ops.hypot(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('hypot', error, input, other) from None
    if out is not None:
        return write_out('hypot', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.HypotBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_result = result
    if input.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    if other.requires_grad:
        node._saved_other = other
        node._version_of_other = other._version
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def hypot_(self, other):
    """In place: `hypot` written into self (derivatives.yaml:953)."""
    return inplace(self, hypot, other)


def copysign(input, other, *, out=None):
    """copysign(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:964)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'copysign', 'input', 1)
    dtype = float_result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'copysign', 'other')
    try:
        result = array_ops.copysign(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('copysign', error, input, other) from None
    if out is not None:
        return write_out('copysign', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CopysignBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if input.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    if input.requires_grad:
        node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def copysign_(self, other):
    """In place: `copysign` written into self (derivatives.yaml:964)."""
    return inplace(self, copysign, other)


def _lerp_Scalar(input, end, weight, *, out=None):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   (derivatives.yaml:976)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lerp', 'input', 1)
    if not isinstance(end, Tensor):
        end = tensor_arg(end, 'lerp', 'end', 2)
    if type(weight) is not int and type(weight) is not float:
        weight = scalar_arg(weight, 'lerp', 'weight')
    if result_type(input, end).kind in 'biu':
        raise dtype_error('lerp', 'input', 'not implemented for integers', result_type(input, end))
    if end._data.dtype != input._data.dtype:
        raise dtype_error('lerp', 'end', 'same', end, 'input', input)
    dtype = result_type(input, end, weight)
    try:
        result = array_ops.lerp_Scalar(cast(input, dtype), cast(end, dtype), weight)
    except ValueError as error:
        raise shape_error('lerp', error, input, end) from None
    if out is not None:
        return write_out('lerp', out, result, is_grad_enabled() and (input.requires_grad or end.requires_grad))
    if not (input.requires_grad or end.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LerpBackward0()
    node.next_functions = (edge(input), edge(end))
    node.input_meta = ((input._data.shape, input._data.dtype), (end._data.shape, end._data.dtype))
    node._saved_weight = weight
    return Tensor._wrap(result, node)


def _lerp_Tensor(input, end, weight, *, out=None):
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   (derivatives.yaml:991)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lerp', 'input', 1)
    if not isinstance(end, Tensor):
        end = tensor_arg(end, 'lerp', 'end', 2)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'lerp', 'weight', 3)
    if result_type(input, end, weight).kind in 'biu':
        raise dtype_error('lerp', 'input', 'not implemented for integers', result_type(input, end, weight))
    if end._data.dtype != input._data.dtype:
        raise dtype_error('lerp', 'end', 'same', end, 'input', input)
    if weight._data.ndim != 0 and weight._data.dtype != input._data.dtype:
        raise dtype_error('lerp', 'weight', 'same', weight, 'input', input)
    dtype = result_type(input, end, weight)
    try:
        result = array_ops.lerp_Tensor(cast(input, dtype), cast(end, dtype), cast(weight, dtype))
    except ValueError as error:
        raise shape_error('lerp', error, input, end, weight) from None
    if out is not None:
        return write_out('lerp', out, result, is_grad_enabled() and (input.requires_grad or end.requires_grad or weight.requires_grad))
    if not (input.requires_grad or end.requires_grad or weight.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LerpBackward1()
    node.next_functions = (edge(input), edge(end), edge(weight))
    node.input_meta = ((input._data.shape, input._data.dtype), (end._data.shape, end._data.dtype), (weight._data.shape, weight._data.dtype))
    if input.requires_grad or end.requires_grad:
        node._saved_weight = weight
        node._version_of_weight = weight._version
    if weight.requires_grad:
        node._saved_end = end
        node._version_of_end = end._version
    if weight.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def lerp(*args, **kwargs):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor
    lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor
    (derivatives.yaml:976, 991) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('lerp', _LERP_OVERLOADS, args, kwargs)


_LERP_OVERLOADS = (
    (_lerp_Scalar, 'lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor', (('input', 'tensor', False, False), ('end', 'tensor', False, False), ('weight', 'scalar', False, False), ('out', 'out', True, True))),
    (_lerp_Tensor, 'lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor', (('input', 'tensor', False, False), ('end', 'tensor', False, False), ('weight', 'tensor', False, False), ('out', 'out', True, True))),
)


def lerp_(self, *args, **kwargs):
    """In place: `lerp` written into self (derivatives.yaml:976)."""
    return inplace(self, lerp, *args, **kwargs)


def addcmul(input, tensor1, tensor2, *, value=1, out=None):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1007)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'addcmul', 'input', 1)
    if not isinstance(tensor1, Tensor):
        tensor1 = tensor_arg(tensor1, 'addcmul', 'tensor1', 2)
    if not isinstance(tensor2, Tensor):
        tensor2 = tensor_arg(tensor2, 'addcmul', 'tensor2', 3)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'addcmul', 'value')
    if result_type(input, tensor1, tensor2).kind in 'b':
        raise dtype_error('addcmul', 'input', 'not implemented for bool', result_type(input, tensor1, tensor2))
    dtype = result_type(input, tensor1, tensor2)
    try:
        result = array_ops.addcmul(cast(input, dtype), cast(tensor1, dtype), cast(tensor2, dtype), value)
    except ValueError as error:
        raise shape_error('addcmul', error, input, tensor1, tensor2) from None
    if out is not None:
        return write_out('addcmul', out, result, is_grad_enabled() and (input.requires_grad or tensor1.requires_grad or tensor2.requires_grad))
    if not (input.requires_grad or tensor1.requires_grad or tensor2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AddcmulBackward0()
    node.next_functions = (edge(input), edge(tensor1), edge(tensor2))
    node.input_meta = ((input._data.shape, input._data.dtype), (tensor1._data.shape, tensor1._data.dtype), (tensor2._data.shape, tensor2._data.dtype))
    if tensor1.requires_grad or tensor2.requires_grad:
        node._saved_value = value
    if tensor1.requires_grad:
        node._saved_tensor2 = tensor2
        node._version_of_tensor2 = tensor2._version
    if tensor2.requires_grad:
        node._saved_tensor1 = tensor1
        node._version_of_tensor1 = tensor1._version
    return Tensor._wrap(result, node)


def addcmul_(self, tensor1, tensor2, *, value=1):
    """In place: `addcmul` written into self (derivatives.yaml:1007)."""
    return inplace(self, addcmul, tensor1, tensor2, value=value)


def addcdiv(input, tensor1, tensor2, *, value=1, out=None):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1023)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'addcdiv', 'input', 1)
    if not isinstance(tensor1, Tensor):
        tensor1 = tensor_arg(tensor1, 'addcdiv', 'tensor1', 2)
    if not isinstance(tensor2, Tensor):
        tensor2 = tensor_arg(tensor2, 'addcdiv', 'tensor2', 3)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'addcdiv', 'value')
    dtype = result_type(input, tensor1, tensor2)
    try:
        result = array_ops.addcdiv(cast(input, dtype), cast(tensor1, dtype), cast(tensor2, dtype), value)
    except ValueError as error:
        raise shape_error('addcdiv', error, input, tensor1, tensor2) from None
    if out is not None:
        return write_out('addcdiv', out, result, is_grad_enabled() and (input.requires_grad or tensor1.requires_grad or tensor2.requires_grad))
    if not (input.requires_grad or tensor1.requires_grad or tensor2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AddcdivBackward0()
    node.next_functions = (edge(input), edge(tensor1), edge(tensor2))
    node.input_meta = ((input._data.shape, input._data.dtype), (tensor1._data.shape, tensor1._data.dtype), (tensor2._data.shape, tensor2._data.dtype))
    if tensor1.requires_grad or tensor2.requires_grad:
        node._saved_tensor2 = tensor2
        node._version_of_tensor2 = tensor2._version
    if tensor1.requires_grad or tensor2.requires_grad:
        node._saved_value = value
    if tensor2.requires_grad:
        node._saved_tensor1 = tensor1
        node._version_of_tensor1 = tensor1._version
    return Tensor._wrap(result, node)


def addcdiv_(self, tensor1, tensor2, *, value=1):
    """In place: `addcdiv` written into self (derivatives.yaml:1023)."""
    return inplace(self, addcdiv, tensor1, tensor2, value=value)


def xlogy(input, other, *, out=None):
    """xlogy(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1039)"""
    dtype = float_result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'xlogy', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'xlogy', 'other')
    try:
        result = array_ops.xlogy(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('xlogy', error, input, other) from None
    if out is not None:
        return write_out('xlogy', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.XlogyBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_other = other
    node._version_of_other = other._version
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def xlogy_(self, other):
    """In place: `xlogy` written into self (derivatives.yaml:1039)."""
    return inplace(self, xlogy, other)


def floor(input, *, out=None):
    """floor(Tensor self) -> Tensor   (derivatives.yaml:1052)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'floor', 'input', 1)
    if input._data.dtype.kind in 'b':
        raise dtype_error('floor', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.floor(input._data)
    except ValueError as error:
        raise shape_error('floor', error, input) from None
    if out is not None:
        return write_out('floor', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.FloorBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def floor_(self):
    """In place: `floor` written into self (derivatives.yaml:1052)."""
    return inplace(self, floor)


def ceil(input, *, out=None):
    """ceil(Tensor self) -> Tensor   (derivatives.yaml:1062)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'ceil', 'input', 1)
    if input._data.dtype.kind in 'b':
        raise dtype_error('ceil', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.ceil(input._data)
    except ValueError as error:
        raise shape_error('ceil', error, input) from None
    if out is not None:
        return write_out('ceil', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CeilBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def ceil_(self):
    """In place: `ceil` written into self (derivatives.yaml:1062)."""
    return inplace(self, ceil)


def _round_default(input, *, out=None):
    """round(Tensor self) -> Tensor   (derivatives.yaml:1072)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'round', 'input', 1)
    if input._data.dtype.kind in 'b':
        raise dtype_error('round', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.round(input._data)
    except ValueError as error:
        raise shape_error('round', error, input) from None
    if out is not None:
        return write_out('round', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.RoundBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def _round_decimals(input, *, decimals=0, out=None):
    """round.decimals(Tensor self, *, int decimals=0) -> Tensor   (derivatives.yaml:1083)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'round', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('round', 'input', 'not implemented for integers', input._data.dtype)
    try:
        result = array_ops.round_decimals(input._data, decimals)
    except ValueError as error:
        raise shape_error('round', error, input) from None
    if out is not None:
        return write_out('round', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.RoundBackward1()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def round(*args, **kwargs):
    """round(Tensor self) -> Tensor
    round.decimals(Tensor self, *, int decimals=0) -> Tensor
    (derivatives.yaml:1072, 1083) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('round', _ROUND_OVERLOADS, args, kwargs)


_ROUND_OVERLOADS = (
    (_round_default, 'round(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_round_decimals, 'round.decimals(Tensor self, *, int decimals=0) -> Tensor', (('input', 'tensor', False, False), ('decimals', 'int', True, True), ('out', 'out', True, True))),
)


def round_(self, *args, **kwargs):
    """In place: `round` written into self (derivatives.yaml:1072)."""
    return inplace(self, round, *args, **kwargs)


def trunc(input, *, out=None):
    """trunc(Tensor self) -> Tensor   (derivatives.yaml:1095)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'trunc', 'input', 1)
    if input._data.dtype.kind in 'b':
        raise dtype_error('trunc', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.trunc(input._data)
    except ValueError as error:
        raise shape_error('trunc', error, input) from None
    if out is not None:
        return write_out('trunc', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TruncBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def trunc_(self):
    """In place: `trunc` written into self (derivatives.yaml:1095)."""
    return inplace(self, trunc)


def frac(input, *, out=None):
    """frac(Tensor self) -> Tensor   (derivatives.yaml:1105)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'frac', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('frac', 'input', 'not implemented for integers', input._data.dtype)
    try:
        result = array_ops.frac(input._data)
    except ValueError as error:
        raise shape_error('frac', error, input) from None
    if out is not None:
        return write_out('frac', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.FracBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def frac_(self):
    """In place: `frac` written into self (derivatives.yaml:1105)."""
    return inplace(self, frac)


def sgn(input, *, out=None):
    """sgn(Tensor self) -> Tensor   (derivatives.yaml:1114)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sgn', 'input', 1)
    try:
        result = array_ops.sgn(input._data)
    except ValueError as error:
        raise shape_error('sgn', error, input) from None
    if out is not None:
        return write_out('sgn', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SgnBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def sgn_(self):
    """In place: `sgn` written into self (derivatives.yaml:1114)."""
    return inplace(self, sgn)


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
    'log1p': log1p,
    'expm1': expm1,
    'log2': log2,
    'log10': log10,
    'exp2': exp2,
    'tan': tan,
    'asin': asin,
    'arcsin': asin,
    'acos': acos,
    'arccos': acos,
    'atan': atan,
    'arctan': atan,
    'atan2': atan2,
    'arctan2': atan2,
    'sinh': sinh,
    'cosh': cosh,
    'asinh': asinh,
    'arcsinh': asinh,
    'acosh': acosh,
    'arccosh': acosh,
    'atanh': atanh,
    'arctanh': atanh,
    'erf': erf,
    'erfc': erfc,
    'erfinv': erfinv,
    'lgamma': lgamma,
    'digamma': digamma,
    'polygamma': polygamma,
    'rsqrt': rsqrt,
    'square': square,
    'hypot': hypot,
    'copysign': copysign,
    'lerp': lerp,
    'addcmul': addcmul,
    'addcdiv': addcdiv,
    'xlogy': xlogy,
    'floor': floor,
    'ceil': ceil,
    'round': round,
    'trunc': trunc,
    'frac': frac,
    'sgn': sgn,
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
    'log1p': log1p,
    'log1p_': log1p_,
    'expm1': expm1,
    'expm1_': expm1_,
    'log2': log2,
    'log2_': log2_,
    'log10': log10,
    'log10_': log10_,
    'exp2': exp2,
    'exp2_': exp2_,
    'tan': tan,
    'tan_': tan_,
    'asin': asin,
    'asin_': asin_,
    'arcsin': asin,
    'arcsin_': asin_,
    'acos': acos,
    'acos_': acos_,
    'arccos': acos,
    'arccos_': acos_,
    'atan': atan,
    'atan_': atan_,
    'arctan': atan,
    'arctan_': atan_,
    'atan2': atan2,
    'atan2_': atan2_,
    'arctan2': atan2,
    'arctan2_': atan2_,
    'sinh': sinh,
    'sinh_': sinh_,
    'cosh': cosh,
    'cosh_': cosh_,
    'asinh': asinh,
    'asinh_': asinh_,
    'arcsinh': asinh,
    'arcsinh_': asinh_,
    'acosh': acosh,
    'acosh_': acosh_,
    'arccosh': acosh,
    'arccosh_': acosh_,
    'atanh': atanh,
    'atanh_': atanh_,
    'arctanh': atanh,
    'arctanh_': atanh_,
    'erf': erf,
    'erf_': erf_,
    'erfc': erfc,
    'erfc_': erfc_,
    'erfinv': erfinv,
    'erfinv_': erfinv_,
    'lgamma': lgamma,
    'lgamma_': lgamma_,
    'digamma': digamma,
    'digamma_': digamma_,
    'polygamma': _polygamma_method,
    'polygamma_': polygamma_,
    'rsqrt': rsqrt,
    'rsqrt_': rsqrt_,
    'square': square,
    'square_': square_,
    'hypot': hypot,
    'hypot_': hypot_,
    'copysign': copysign,
    'copysign_': copysign_,
    'lerp': lerp,
    'lerp_': lerp_,
    'addcmul': addcmul,
    'addcmul_': addcmul_,
    'addcdiv': addcdiv,
    'addcdiv_': addcdiv_,
    'xlogy': xlogy,
    'xlogy_': xlogy_,
    'floor': floor,
    'floor_': floor_,
    'ceil': ceil,
    'ceil_': ceil_,
    'round': round,
    'round_': round_,
    'trunc': trunc,
    'trunc_': trunc_,
    'frac': frac,
    'frac_': frac_,
    'sgn': sgn,
    'sgn_': sgn_,
}
