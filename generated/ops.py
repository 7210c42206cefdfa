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

var_mean_result = namedtuple('var_mean', ['var', 'mean'])

std_mean_result = namedtuple('std_mean', ['std', 'mean'])

aminmax_result = namedtuple('aminmax', ['min', 'max'])

cummax_result = namedtuple('cummax', ['values', 'indices'])

cummin_result = namedtuple('cummin', ['values', 'indices'])

sort_result = namedtuple('sort', ['values', 'indices'])

topk_result = namedtuple('topk', ['values', 'indices'])

kthvalue_result = namedtuple('kthvalue', ['values', 'indices'])

median_dim_result = namedtuple('median', ['values', 'indices'])

mode_result = namedtuple('mode', ['values', 'indices'])


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
        return write_out('cat', out, result, is_grad_enabled() and (builtins.any(t.requires_grad for t in tensors)))
    if not builtins.any(t.requires_grad for t in tensors) or not is_grad_enabled():
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
        return write_out('stack', out, result, is_grad_enabled() and (builtins.any(t.requires_grad for t in tensors)))
    if not builtins.any(t.requires_grad for t in tensors) or not is_grad_enabled():
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


def prod(input, dim=None, keepdim=False, *, dtype=None, out=None, **numpy_names):
    """prod(Tensor self, int? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:711)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('prod', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'prod', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'prod', 'dtype')
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'prod', 'dim')
    try:
        result = array_ops.prod((input._data if dtype is None else cast(input, dtype)), dim, keepdim, dtype)
    except ValueError as error:
        raise shape_error('prod', error, input) from None
    if out is not None:
        return write_out('prod', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    if dtype is not None and dtype.kind != 'f':
        raise RuntimeError(f"prod(): cannot compute in {dtype} a tensor that requires grad (autograd does not support integer dtypes); use a floating dtype, or .detach() first")
    node = nodes.ProdBackward0()
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


def _var_default(input, dim=None, *, correction=None, keepdim=False, out=None):
    """var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:724)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'var', 'input', 1)
    if type(correction) is not int and type(correction) is not float:
        correction = scalar_arg(correction, 'var', 'correction')
    if input._data.dtype.kind != 'f':
        raise dtype_error('var', 'input', 'floating', input._data.dtype)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'var', 'dim')
    try:
        result = array_ops.var(input._data, dim, correction, keepdim)
    except ValueError as error:
        raise shape_error('var', error, input) from None
    if out is not None:
        return write_out('var', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.VarBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_dim = dim
    node._saved_correction = correction
    node._saved_keepdim = keepdim
    return Tensor._wrap(result, node)


def _var_dim(input, dim, unbiased=True, keepdim=False, *, out=None):
    """var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:737)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'var', 'input', 1)
    if input._data.dtype.kind != 'f':
        raise dtype_error('var', 'input', 'floating', input._data.dtype)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'var', 'dim')
    try:
        result = array_ops.var_dim(input._data, dim, unbiased, keepdim)
    except ValueError as error:
        raise shape_error('var', error, input) from None
    if out is not None:
        return write_out('var', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.VarBackward1()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_unbiased = unbiased
    return Tensor._wrap(result, node)


def _var_unbiased(input, unbiased=True, *, out=None):
    """var.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:748)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'var', 'input', 1)
    if input._data.dtype.kind != 'f':
        raise dtype_error('var', 'input', 'floating', input._data.dtype)
    try:
        result = array_ops.var_unbiased(input._data, unbiased)
    except ValueError as error:
        raise shape_error('var', error, input) from None
    if out is not None:
        return write_out('var', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.VarBackward2()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_unbiased = unbiased
    return Tensor._wrap(result, node)


def var(*args, **kwargs):
    """var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor
    var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
    var.unbiased(Tensor self, bool unbiased=True) -> Tensor
    (derivatives.yaml:724, 737, 748) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('var', _VAR_OVERLOADS, args, kwargs)


_VAR_OVERLOADS = (
    (_var_default, 'var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int_list', True, False), ('correction', 'scalar', True, True), ('keepdim', 'bool', True, True), ('out', 'out', True, True))),
    (_var_dim, 'var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int_list', False, False), ('unbiased', 'bool', True, False), ('keepdim', 'bool', True, False), ('out', 'out', True, True))),
    (_var_unbiased, 'var.unbiased(Tensor self, bool unbiased=True) -> Tensor', (('input', 'tensor', False, False), ('unbiased', 'bool', True, False), ('out', 'out', True, True))),
)


def _std_default(input, dim=None, *, correction=None, keepdim=False, out=None):
    """std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:758)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'std', 'input', 1)
    if type(correction) is not int and type(correction) is not float:
        correction = scalar_arg(correction, 'std', 'correction')
    if input._data.dtype.kind != 'f':
        raise dtype_error('std', 'input', 'floating', input._data.dtype)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'std', 'dim')
    try:
        result = array_ops.std(input._data, dim, correction, keepdim)
    except ValueError as error:
        raise shape_error('std', error, input) from None
    if out is not None:
        return write_out('std', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.StdBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    node._saved_dim = dim
    node._saved_correction = correction
    node._saved_keepdim = keepdim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _std_dim(input, dim, unbiased=True, keepdim=False, *, out=None):
    """std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:771)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'std', 'input', 1)
    if input._data.dtype.kind != 'f':
        raise dtype_error('std', 'input', 'floating', input._data.dtype)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'std', 'dim')
    try:
        result = array_ops.std_dim(input._data, dim, unbiased, keepdim)
    except ValueError as error:
        raise shape_error('std', error, input) from None
    if out is not None:
        return write_out('std', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.StdBackward1()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_unbiased = unbiased
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _std_unbiased(input, unbiased=True, *, out=None):
    """std.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:782)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'std', 'input', 1)
    if input._data.dtype.kind != 'f':
        raise dtype_error('std', 'input', 'floating', input._data.dtype)
    try:
        result = array_ops.std_unbiased(input._data, unbiased)
    except ValueError as error:
        raise shape_error('std', error, input) from None
    if out is not None:
        return write_out('std', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.StdBackward2()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    node._saved_unbiased = unbiased
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def std(*args, **kwargs):
    """std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor
    std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor
    std.unbiased(Tensor self, bool unbiased=True) -> Tensor
    (derivatives.yaml:758, 771, 782) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('std', _STD_OVERLOADS, args, kwargs)


_STD_OVERLOADS = (
    (_std_default, 'std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int_list', True, False), ('correction', 'scalar', True, True), ('keepdim', 'bool', True, True), ('out', 'out', True, True))),
    (_std_dim, 'std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int_list', False, False), ('unbiased', 'bool', True, False), ('keepdim', 'bool', True, False), ('out', 'out', True, True))),
    (_std_unbiased, 'std.unbiased(Tensor self, bool unbiased=True) -> Tensor', (('input', 'tensor', False, False), ('unbiased', 'bool', True, False), ('out', 'out', True, True))),
)


def var_mean(input, dim=None, *, correction=None, keepdim=False, **numpy_names):
    """var_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor var, Tensor mean)   (derivatives.yaml:792)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('var_mean', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'var_mean', 'input', 1)
    if type(correction) is not int and type(correction) is not float:
        correction = scalar_arg(correction, 'var_mean', 'correction')
    if input._data.dtype.kind != 'f':
        raise dtype_error('var_mean', 'input', 'floating', input._data.dtype)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'var_mean', 'dim')
    try:
        var, mean = array_ops.var_mean(input._data, dim, correction, keepdim)
    except ValueError as error:
        raise shape_error('var_mean', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return var_mean_result(Tensor._wrap(var), Tensor._wrap(mean))
    node = nodes.VarMeanBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_dim = dim
    node._saved_correction = correction
    node._saved_keepdim = keepdim
    return var_mean_result(Tensor._wrap(var, node), Tensor._wrap(mean, node, 1))


def std_mean(input, dim=None, *, correction=None, keepdim=False, **numpy_names):
    """std_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor std, Tensor mean)   (derivatives.yaml:804)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('std_mean', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'std_mean', 'input', 1)
    if type(correction) is not int and type(correction) is not float:
        correction = scalar_arg(correction, 'std_mean', 'correction')
    if input._data.dtype.kind != 'f':
        raise dtype_error('std_mean', 'input', 'floating', input._data.dtype)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'std_mean', 'dim')
    try:
        std, mean = array_ops.std_mean(input._data, dim, correction, keepdim)
    except ValueError as error:
        raise shape_error('std_mean', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return std_mean_result(Tensor._wrap(std), Tensor._wrap(mean))
    node = nodes.StdMeanBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = std
    node._saved_dim = dim
    node._saved_correction = correction
    node._saved_keepdim = keepdim
    outputs = std_mean_result(Tensor._wrap(std, node), Tensor._wrap(mean, node, 1))
    node._version_of_result = outputs[0]._shared_version_counter()
    return outputs


def aminmax(input, *, dim=None, keepdim=False, **numpy_names):
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)   (derivatives.yaml:816)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('aminmax', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'aminmax', 'input', 1)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'aminmax', 'dim')
    try:
        min, max = array_ops.aminmax(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('aminmax', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return aminmax_result(Tensor._wrap(min), Tensor._wrap(max))
    node = nodes.AminmaxBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = min
    node._saved_max = max
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    outputs = aminmax_result(Tensor._wrap(min, node), Tensor._wrap(max, node, 1))
    node._version_of_result = outputs[0]._shared_version_counter()
    node._version_of_max = outputs[1]._shared_version_counter()
    return outputs


def _norm_default(input, p=2, dim=None, keepdim=False, *, out=None):
    """norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:828)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'norm', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'norm', 'p')
    if input._data.dtype.kind != 'f':
        raise dtype_error('norm', 'input', 'floating', input._data.dtype)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'norm', 'dim')
    dtype = result_type(input, p)
    try:
        result = array_ops.norm(cast(input, dtype), p, dim, keepdim)
    except ValueError as error:
        raise shape_error('norm', error, input) from None
    if out is not None:
        return write_out('norm', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.NormBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_p = p
    node._saved_result = result
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _norm_str(input, p, dim=None, keepdim=False, *, out=None):
    """norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:842)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'norm', 'input', 1)
    if not isinstance(p, str):
        raise TypeError(f"norm(): argument 'p' must be str, not {type(p).__name__}")
    if input._data.dtype.kind != 'f':
        raise dtype_error('norm', 'input', 'floating', input._data.dtype)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'norm', 'dim')
    try:
        result = array_ops.norm_str(input._data, p, dim, keepdim)
    except ValueError as error:
        raise shape_error('norm', error, input) from None
    if out is not None:
        return write_out('norm', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.NormBackward1()
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


def norm(*args, **kwargs):
    """norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor
    norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor
    (derivatives.yaml:828, 842) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('norm', _NORM_OVERLOADS, args, kwargs)


_NORM_OVERLOADS = (
    (_norm_default, 'norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('p', 'scalar', True, False), ('dim', 'int_list', True, False), ('keepdim', 'bool', True, False), ('out', 'out', True, True))),
    (_norm_str, 'norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('p', 'str', False, False), ('dim', 'int_list', True, False), ('keepdim', 'bool', True, False), ('out', 'out', True, True))),
)


def logsumexp(input, dim, keepdim=False, *, out=None, **numpy_names):
    """logsumexp(Tensor self, int[] dim, bool keepdim=False) -> Tensor   (derivatives.yaml:853)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('logsumexp', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logsumexp', 'input', 1)
    dim = dim_list_arg(dim, input._data.ndim, 'logsumexp', 'dim')
    dtype = float_result_type(input)
    try:
        result = array_ops.logsumexp(cast(input, dtype), dim, keepdim)
    except ValueError as error:
        raise shape_error('logsumexp', error, input) from None
    if out is not None:
        return write_out('logsumexp', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LogsumexpBackward0()
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


def all(input, dim=None, keepdim=False, *, out=None, **numpy_names):
    """all(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:866)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('all', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'all', 'input', 1)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'all', 'dim')
    try:
        result = array_ops.all(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('all', error, input) from None
    if out is not None:
        return write_out('all', out, result, False)
    return Tensor._wrap(result)


def any(input, dim=None, keepdim=False, *, out=None, **numpy_names):
    """any(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:878)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('any', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'any', 'input', 1)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'any', 'dim')
    try:
        result = array_ops.any(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('any', error, input) from None
    if out is not None:
        return write_out('any', out, result, False)
    return Tensor._wrap(result)


def argmax(input, dim=None, keepdim=False, *, out=None, **numpy_names):
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:890)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('argmax', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'argmax', 'input', 1)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'argmax', 'dim')
    try:
        result = array_ops.argmax(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('argmax', error, input) from None
    if out is not None:
        return write_out('argmax', out, result, False)
    return Tensor._wrap(result)


def argmin(input, dim=None, keepdim=False, *, out=None, **numpy_names):
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:904)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('argmin', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'argmin', 'input', 1)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'argmin', 'dim')
    try:
        result = array_ops.argmin(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('argmin', error, input) from None
    if out is not None:
        return write_out('argmin', out, result, False)
    return Tensor._wrap(result)


def count_nonzero(input, dim=None, *, out=None, **numpy_names):
    """count_nonzero(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:916)"""
    if numpy_names:
        dim, = numpy_aliases('count_nonzero', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'count_nonzero', 'input', 1)
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'count_nonzero', 'dim')
    try:
        result = array_ops.count_nonzero(input._data, dim)
    except ValueError as error:
        raise shape_error('count_nonzero', error, input) from None
    if out is not None:
        return write_out('count_nonzero', out, result, False)
    return Tensor._wrap(result)


def cummax(input, dim, **numpy_names):
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:928)"""
    if numpy_names:
        dim, = numpy_aliases('cummax', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cummax', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'cummax', 'dim')
    try:
        values, indices = array_ops.cummax(input._data, dim)
    except ValueError as error:
        raise shape_error('cummax', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return cummax_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.CummaxBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_indices = indices
    node._saved_self_shape = input._data.shape
    outputs = cummax_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def cummin(input, dim, **numpy_names):
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:940)"""
    if numpy_names:
        dim, = numpy_aliases('cummin', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cummin', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'cummin', 'dim')
    try:
        values, indices = array_ops.cummin(input._data, dim)
    except ValueError as error:
        raise shape_error('cummin', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return cummin_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.CumminBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_indices = indices
    node._saved_self_shape = input._data.shape
    outputs = cummin_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def cumsum(input, dim, *, dtype=None, out=None, **numpy_names):
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:951)"""
    if numpy_names:
        dim, = numpy_aliases('cumsum', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cumsum', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'cumsum', 'dtype')
    dim = dim_arg(dim, input._data.ndim, 'cumsum', 'dim')
    try:
        result = array_ops.cumsum((input._data if dtype is None else cast(input, dtype)), dim, dtype)
    except ValueError as error:
        raise shape_error('cumsum', error, input) from None
    if out is not None:
        return write_out('cumsum', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    if dtype is not None and dtype.kind != 'f':
        raise RuntimeError(f"cumsum(): cannot compute in {dtype} a tensor that requires grad (autograd does not support integer dtypes); use a floating dtype, or .detach() first")
    node = nodes.CumsumBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    return Tensor._wrap(result, node)


def cumprod(input, dim, *, dtype=None, out=None, **numpy_names):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:963)"""
    if numpy_names:
        dim, = numpy_aliases('cumprod', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cumprod', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'cumprod', 'dtype')
    dim = dim_arg(dim, input._data.ndim, 'cumprod', 'dim')
    try:
        result = array_ops.cumprod((input._data if dtype is None else cast(input, dtype)), dim, dtype)
    except ValueError as error:
        raise shape_error('cumprod', error, input) from None
    if out is not None:
        return write_out('cumprod', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    if dtype is not None and dtype.kind != 'f':
        raise RuntimeError(f"cumprod(): cannot compute in {dtype} a tensor that requires grad (autograd does not support integer dtypes); use a floating dtype, or .detach() first")
    node = nodes.CumprodBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_dim = dim
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def logcumsumexp(input, dim, *, out=None, **numpy_names):
    """logcumsumexp(Tensor self, int dim) -> Tensor   (derivatives.yaml:975)"""
    if numpy_names:
        dim, = numpy_aliases('logcumsumexp', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logcumsumexp', 'input', 1)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('logcumsumexp', 'input', 'not implemented for integers', input._data.dtype)
    dim = dim_arg(dim, input._data.ndim, 'logcumsumexp', 'dim')
    try:
        result = array_ops.logcumsumexp(input._data, dim)
    except ValueError as error:
        raise shape_error('logcumsumexp', error, input) from None
    if out is not None:
        return write_out('logcumsumexp', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LogcumsumexpBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    node._saved_dim = dim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def value_selecting_backward(grad_output, along, indices, sizes, keepdim, **numpy_names):
    """value_selecting_backward(Tensor grad_output, int along, Tensor indices, int[] sizes, bool keepdim) -> Tensor   (derivatives.yaml:991)"""
    if numpy_names:
        keepdim, = numpy_aliases('value_selecting_backward', numpy_names, keepdim=keepdim)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'value_selecting_backward', 'grad_output', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'value_selecting_backward', 'indices', 3)
    sizes = int_list(sizes)
    if indices._data.dtype.kind not in 'iu':
        raise dtype_error('value_selecting_backward', 'indices', 'long', indices)
    dtype = result_type(grad_output)
    try:
        result = array_ops.value_selecting_backward(cast(grad_output, dtype), along, indices._data, sizes, keepdim)
    except ValueError as error:
        raise shape_error('value_selecting_backward', error, grad_output, indices) from None
    if not grad_output.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ValueSelectingBackwardBackward0()
    node.next_functions = (edge(grad_output), edge(indices))
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype), (indices._data.shape, indices._data.dtype))
    node._saved_along = along
    node._saved_indices = indices
    node._version_of_indices = indices._version
    node._saved_keepdim = keepdim
    return Tensor._wrap(result, node)


def select_along(input, along, indices, keepdim, **numpy_names):
    """select_along(Tensor self, int along, Tensor indices, bool keepdim) -> Tensor   (derivatives.yaml:1000)"""
    if numpy_names:
        keepdim, = numpy_aliases('select_along', numpy_names, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'select_along', 'input', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'select_along', 'indices', 3)
    if indices._data.dtype.kind not in 'iu':
        raise dtype_error('select_along', 'indices', 'long', indices)
    dtype = result_type(input)
    try:
        result = array_ops.select_along(cast(input, dtype), along, indices._data, keepdim)
    except ValueError as error:
        raise shape_error('select_along', error, input, indices) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SelectAlongBackward0()
    node.next_functions = (edge(input), edge(indices))
    node.input_meta = ((input._data.shape, input._data.dtype), (indices._data.shape, indices._data.dtype))
    node._saved_along = along
    node._saved_indices = indices
    node._version_of_indices = indices._version
    node._saved_keepdim = keepdim
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def sort(input, dim=-1, descending=False, *, stable=False, **numpy_names):
    """sort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1007)"""
    if numpy_names:
        dim, = numpy_aliases('sort', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sort', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'sort', 'dim')
    try:
        values, indices = array_ops.sort(input._data, dim, descending, stable)
    except ValueError as error:
        raise shape_error('sort', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return sort_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.SortBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_indices = indices
    node._saved_self_shape = input._data.shape
    outputs = sort_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def argsort(input, dim=-1, descending=False, *, stable=False, out=None, **numpy_names):
    """argsort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> Tensor   (derivatives.yaml:1021)"""
    if numpy_names:
        dim, = numpy_aliases('argsort', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'argsort', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'argsort', 'dim')
    try:
        result = array_ops.argsort(input._data, dim, descending, stable)
    except ValueError as error:
        raise shape_error('argsort', error, input) from None
    if out is not None:
        return write_out('argsort', out, result, False)
    return Tensor._wrap(result)


def topk(input, k, dim=-1, largest=True, sorted=True, **numpy_names):
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)   (derivatives.yaml:1032)"""
    if numpy_names:
        dim, = numpy_aliases('topk', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'topk', 'input', 1)
    if input._data.dtype.kind == 'b':
        raise dtype_error('topk', 'input', 'numeric', input)
    dim = dim_arg(dim, input._data.ndim, 'topk', 'dim')
    try:
        values, indices = array_ops.topk(input._data, k, dim, largest, sorted)
    except ValueError as error:
        raise shape_error('topk', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return topk_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.TopkBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_indices = indices
    node._saved_self_shape = input._data.shape
    outputs = topk_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def kthvalue(input, k, dim=-1, keepdim=False, **numpy_names):
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1047)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('kthvalue', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'kthvalue', 'input', 1)
    if input._data.dtype.kind in 'b':
        raise dtype_error('kthvalue', 'input', 'not implemented for bool', input._data.dtype)
    dim = dim_arg(dim, input._data.ndim, 'kthvalue', 'dim')
    try:
        values, indices = array_ops.kthvalue(input._data, k, dim, keepdim)
    except ValueError as error:
        raise shape_error('kthvalue', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return kthvalue_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.KthvalueBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_indices = indices
    node._saved_keepdim = keepdim
    node._saved_self_shape = input._data.shape
    outputs = kthvalue_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def _median_default(input, *, out=None):
    """median(Tensor self) -> Tensor   (derivatives.yaml:1061)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'median', 'input', 1)
    if input._data.dtype.kind in 'b':
        raise dtype_error('median', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.median(input._data)
    except ValueError as error:
        raise shape_error('median', error, input) from None
    if out is not None:
        return write_out('median', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MedianBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _median_dim(input, dim, keepdim=False):
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1071)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'median', 'input', 1)
    if input._data.dtype.kind in 'b':
        raise dtype_error('median', 'input', 'not implemented for bool', input._data.dtype)
    dim = dim_arg(dim, input._data.ndim, 'median', 'dim')
    try:
        values, indices = array_ops.median_dim(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('median', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return median_dim_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.MedianBackward1()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_indices = indices
    node._saved_keepdim = keepdim
    node._saved_self_shape = input._data.shape
    outputs = median_dim_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def median(*args, **kwargs):
    """median(Tensor self) -> Tensor
    median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    (derivatives.yaml:1061, 1071) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('median', _MEDIAN_OVERLOADS, args, kwargs)


_MEDIAN_OVERLOADS = (
    (_median_default, 'median(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_median_dim, 'median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
)


def mode(input, dim=-1, keepdim=False, **numpy_names):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:1085)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('mode', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mode', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'mode', 'dim')
    try:
        values, indices = array_ops.mode(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('mode', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return mode_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.ModeBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_indices = indices
    node._saved_keepdim = keepdim
    node._saved_self_shape = input._data.shape
    outputs = mode_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


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
    'prod': prod,
    'var': var,
    'std': std,
    'var_mean': var_mean,
    'std_mean': std_mean,
    'aminmax': aminmax,
    'norm': norm,
    'logsumexp': logsumexp,
    'all': all,
    'any': any,
    'argmax': argmax,
    'argmin': argmin,
    'count_nonzero': count_nonzero,
    'cummax': cummax,
    'cummin': cummin,
    'cumsum': cumsum,
    'cumprod': cumprod,
    'logcumsumexp': logcumsumexp,
    'sort': sort,
    'argsort': argsort,
    'topk': topk,
    'kthvalue': kthvalue,
    'median': median,
    'mode': mode,
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
    'prod': prod,
    'var': var,
    'std': std,
    'aminmax': aminmax,
    'norm': norm,
    'logsumexp': logsumexp,
    'all': all,
    'any': any,
    'argmax': argmax,
    'argmin': argmin,
    'count_nonzero': count_nonzero,
    'cummax': cummax,
    'cummin': cummin,
    'cumsum': cumsum,
    'cumprod': cumprod,
    'logcumsumexp': logcumsumexp,
    'sort': sort,
    'argsort': argsort,
    'topk': topk,
    'kthvalue': kthvalue,
    'median': median,
    'mode': mode,
}
