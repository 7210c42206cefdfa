"""The public ops: each takes Tensors, computes on arrays, and records its grad_fn node.

Generated from derivatives.yaml by `make regenerate`; do not edit.

An op promotes its inputs to PyTorch's result dtype, calls its forward in array_ops, and, when
grad mode is on and an input requires grad, creates the node that will run its formulas,
saving only the values those formulas read (and only for inputs that need a gradient).
"""
import builtins
from collections import namedtuple

from specgrad.autograd.graph import edge
from specgrad.dispatch import (dim_arg, dim_list_arg, dispatch, dtype_arg, dtype_error, index_arg, index_dtype_error,
                               int_list, number_arg, numpy_aliases, permutation_arg, present, scalar_arg, shape_error,
                               str_arg, tensor_arg, tensor_list_arg, wrapped_number, write_out)
from specgrad import formula_helpers as helpers
from specgrad.dtypes import cast, float_result_type, numpy_dtype, result_type
from specgrad.generated import array_ops, nodes
from specgrad.generated import ops  # this module: composites pass it to formula helpers as their ops namespace
from specgrad.grad_mode import is_grad_enabled
from specgrad.inplace import inplace
from specgrad.tensor import Tensor

max_dim_result = namedtuple('max', ['values', 'indices'])

min_dim_result = namedtuple('min', ['values', 'indices'])

linalg_slogdet_result = namedtuple('linalg_slogdet', ['sign', 'logabsdet'])

linalg_qr_result = namedtuple('linalg_qr', ['Q', 'R'])

linalg_svd_result = namedtuple('linalg_svd', ['U', 'S', 'Vh'])

linalg_eigh_result = namedtuple('linalg_eigh', ['eigenvalues', 'eigenvectors'])

max_pool_result = namedtuple('max_pool', ['values', 'indices'])


def add(input, other, *, alpha=1, out=None):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:85)"""
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
    """In place: `add` written into self (derivatives.yaml:85)."""
    return inplace(self, add, other, alpha=alpha)


def sub(input, other, *, alpha=1, out=None):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:104)"""
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
    """In place: `sub` written into self (derivatives.yaml:104)."""
    return inplace(self, sub, other, alpha=alpha)


def mul(input, other, *, out=None):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:123)"""
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
    """In place: `mul` written into self (derivatives.yaml:123)."""
    return inplace(self, mul, other)


def div(input, other, *, rounding_mode=None, out=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor   (derivatives.yaml:133)"""
    if type(rounding_mode) is not str and rounding_mode is not None:
        rounding_mode = str_arg(rounding_mode, 'div', 'rounding_mode')
    dtype = result_type(input, other) if rounding_mode is not None else float_result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'div', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'div', 'other')
    try:
        result = array_ops.div(cast(input, dtype), cast(other, dtype), rounding_mode)
    except ValueError as error:
        raise shape_error('div', error, input, other) from None
    if out is not None:
        return write_out('div', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DivBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_rounding_mode = rounding_mode
    node._saved_other = other
    node._version_of_other = other._version
    if other.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def div_(self, other, *, rounding_mode=None):
    """In place: `div` written into self (derivatives.yaml:133)."""
    return inplace(self, div, other, rounding_mode=rounding_mode)


def neg(input, *, out=None):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:157)"""
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
    """In place: `neg` written into self (derivatives.yaml:157)."""
    return inplace(self, neg)


def reciprocal(input, *, out=None):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:166)"""
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
    """In place: `reciprocal` written into self (derivatives.yaml:166)."""
    return inplace(self, reciprocal)


def _pow_Tensor_Scalar(input, exponent, *, out=None):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:176)"""
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
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:191)"""
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
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:203)"""
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
    (derivatives.yaml:176, 191, 203) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('pow', _POW_OVERLOADS, args, kwargs)


_POW_OVERLOADS = (
    (_pow_Tensor_Scalar, 'pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'scalar', False, False), ('out', 'out', True, True))),
    (_pow_Tensor_Tensor, 'pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
    (_pow_Scalar, 'pow.Scalar(Scalar self, Tensor exponent) -> Tensor', (('self', 'scalar', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
)


def pow_(self, *args, **kwargs):
    """In place: `pow` written into self (derivatives.yaml:176)."""
    return inplace(self, pow, *args, **kwargs)


def exp(input, *, out=None):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:216)"""
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
    """In place: `exp` written into self (derivatives.yaml:216)."""
    return inplace(self, exp)


def log(input, *, out=None):
    """log(Tensor self) -> Tensor   (derivatives.yaml:225)"""
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
    """In place: `log` written into self (derivatives.yaml:225)."""
    return inplace(self, log)


def sqrt(input, *, out=None):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:235)"""
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
    """In place: `sqrt` written into self (derivatives.yaml:235)."""
    return inplace(self, sqrt)


def sin(input, *, out=None):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:245)"""
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
    """In place: `sin` written into self (derivatives.yaml:245)."""
    return inplace(self, sin)


def cos(input, *, out=None):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:254)"""
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
    """In place: `cos` written into self (derivatives.yaml:254)."""
    return inplace(self, cos)


def tanh(input, *, out=None):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:263)"""
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
    """In place: `tanh` written into self (derivatives.yaml:263)."""
    return inplace(self, tanh)


def sigmoid(input, *, out=None):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:272)"""
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
    """In place: `sigmoid` written into self (derivatives.yaml:272)."""
    return inplace(self, sigmoid)


def relu(input, *, out=None):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:281)"""
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
    """In place: `relu` written into self (derivatives.yaml:281)."""
    return inplace(self, relu)


def abs(input, *, out=None):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:291)"""
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
    """In place: `abs` written into self (derivatives.yaml:291)."""
    return inplace(self, abs)


def sign(input, *, out=None):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:301)"""
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
    """In place: `sign` written into self (derivatives.yaml:301)."""
    return inplace(self, sign)


def maximum(input, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:310)"""
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
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:319)"""
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
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:327)"""
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
    """In place: `clamp` written into self (derivatives.yaml:327)."""
    return inplace(self, clamp, min, max)


def where(condition, input, other, *, out=None):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:339)"""
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
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:358)"""
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
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:367)"""
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
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:376)"""
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
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:384)"""
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
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:393)"""
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
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:401)"""
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
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:410)"""
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
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:418)"""
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
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:426)"""
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
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:436)"""
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
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:453)"""
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
    """max(Tensor self) -> Tensor   (derivatives.yaml:469)"""
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
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:478)"""
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
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:489)"""
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
    (derivatives.yaml:469, 478, 489) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('max', _MAX_OVERLOADS, args, kwargs)


_MAX_OVERLOADS = (
    (_max_default, 'max(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_max_dim, 'max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_max_other, 'max.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def _min_default(input, *, out=None):
    """min(Tensor self) -> Tensor   (derivatives.yaml:497)"""
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
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:505)"""
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
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:516)"""
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
    (derivatives.yaml:497, 505, 516) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('min', _MIN_OVERLOADS, args, kwargs)


_MIN_OVERLOADS = (
    (_min_default, 'min(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_min_dim, 'min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_min_other, 'min.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def amax(input, dim=(), keepdim=False, *, out=None, **numpy_names):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:524)"""
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
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:536)"""
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
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:548)"""
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
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:567)"""
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
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:579)"""
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
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:592)"""
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
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:603)"""
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
    """t(Tensor self) -> Tensor   (derivatives.yaml:615)"""
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
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:624)"""
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
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:638)"""
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
    """squeeze(Tensor self, int? dim=None) -> Tensor   (derivatives.yaml:647)"""
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
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:659)"""
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
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:672)"""
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
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:687)"""
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
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:696)"""
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
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:708)"""
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
    """clone(Tensor self) -> Tensor   (derivatives.yaml:722)"""
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
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:730)"""
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


def fmod(input, other, *, out=None):
    """fmod(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:744)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'fmod', 'input', 1)
    if result_type(input, other).kind in 'b':
        raise dtype_error('fmod', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'fmod', 'other')
    try:
        result = array_ops.fmod(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('fmod', error, input, other) from None
    if out is not None:
        return write_out('fmod', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.FmodBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if other.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    if other.requires_grad:
        node._saved_other = other
        node._version_of_other = other._version
    return Tensor._wrap(result, node)


def fmod_(self, other):
    """In place: `fmod` written into self (derivatives.yaml:744)."""
    return inplace(self, fmod, other)


def remainder(input, other, *, out=None):
    """remainder(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:762)"""
    if isinstance(input, Tensor) and result_type(input, other).kind in 'b':
        raise dtype_error('remainder', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'remainder', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'remainder', 'other')
    try:
        result = array_ops.remainder(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('remainder', error, input, other) from None
    if out is not None:
        return write_out('remainder', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.RemainderBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if other.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    if other.requires_grad:
        node._saved_other = other
        node._version_of_other = other._version
    return Tensor._wrap(result, node)


def remainder_(self, other):
    """In place: `remainder` written into self (derivatives.yaml:762)."""
    return inplace(self, remainder, other)


def floor_divide(input, other, *, out=None):
    """floor_divide(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:782)"""
    if isinstance(input, Tensor) and result_type(input, other).kind in 'b':
        raise dtype_error('floor_divide', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'floor_divide', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'floor_divide', 'other')
    try:
        result = array_ops.floor_divide(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('floor_divide', error, input, other) from None
    if out is not None:
        return write_out('floor_divide', out, result, False)
    return Tensor._wrap(result)


def floor_divide_(self, other):
    """In place: `floor_divide` written into self (derivatives.yaml:782)."""
    return inplace(self, floor_divide, other)


def bitwise_and(input, other, *, out=None):
    """bitwise_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:797)"""
    if isinstance(input, Tensor) and result_type(input, other).kind in 'f':
        raise dtype_error('bitwise_and', 'input', 'not implemented for floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_and', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_and', 'other')
    try:
        result = array_ops.bitwise_and(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_and', error, input, other) from None
    if out is not None:
        return write_out('bitwise_and', out, result, False)
    return Tensor._wrap(result)


def bitwise_and_(self, other):
    """In place: `bitwise_and` written into self (derivatives.yaml:797)."""
    return inplace(self, bitwise_and, other)


def bitwise_or(input, other, *, out=None):
    """bitwise_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:808)"""
    if isinstance(input, Tensor) and result_type(input, other).kind in 'f':
        raise dtype_error('bitwise_or', 'input', 'not implemented for floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_or', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_or', 'other')
    try:
        result = array_ops.bitwise_or(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_or', error, input, other) from None
    if out is not None:
        return write_out('bitwise_or', out, result, False)
    return Tensor._wrap(result)


def bitwise_or_(self, other):
    """In place: `bitwise_or` written into self (derivatives.yaml:808)."""
    return inplace(self, bitwise_or, other)


def bitwise_xor(input, other, *, out=None):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:819)"""
    if isinstance(input, Tensor) and result_type(input, other).kind in 'f':
        raise dtype_error('bitwise_xor', 'input', 'not implemented for floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_xor', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_xor', 'other')
    try:
        result = array_ops.bitwise_xor(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_xor', error, input, other) from None
    if out is not None:
        return write_out('bitwise_xor', out, result, False)
    return Tensor._wrap(result)


def bitwise_xor_(self, other):
    """In place: `bitwise_xor` written into self (derivatives.yaml:819)."""
    return inplace(self, bitwise_xor, other)


def bitwise_not(input, *, out=None):
    """bitwise_not(Tensor self) -> Tensor   (derivatives.yaml:830)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'bitwise_not', 'input', 1)
    if input._data.dtype.kind in 'f':
        raise dtype_error('bitwise_not', 'input', 'not implemented for floating', input._data.dtype)
    try:
        result = array_ops.bitwise_not(input._data)
    except ValueError as error:
        raise shape_error('bitwise_not', error, input) from None
    if out is not None:
        return write_out('bitwise_not', out, result, False)
    return Tensor._wrap(result)


def bitwise_not_(self):
    """In place: `bitwise_not` written into self (derivatives.yaml:830)."""
    return inplace(self, bitwise_not)


def bitwise_left_shift(input, other, *, out=None):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:840)"""
    if isinstance(input, Tensor) and result_type(input, other).kind in 'bf':
        raise dtype_error('bitwise_left_shift', 'input', 'not implemented for bool or floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_left_shift', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_left_shift', 'other')
    try:
        result = array_ops.bitwise_left_shift(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_left_shift', error, input, other) from None
    if out is not None:
        return write_out('bitwise_left_shift', out, result, False)
    return Tensor._wrap(result)


def bitwise_left_shift_(self, other):
    """In place: `bitwise_left_shift` written into self (derivatives.yaml:840)."""
    return inplace(self, bitwise_left_shift, other)


def bitwise_right_shift(input, other, *, out=None):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:857)"""
    if isinstance(input, Tensor) and result_type(input, other).kind in 'bf':
        raise dtype_error('bitwise_right_shift', 'input', 'not implemented for bool or floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_right_shift', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_right_shift', 'other')
    try:
        result = array_ops.bitwise_right_shift(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_right_shift', error, input, other) from None
    if out is not None:
        return write_out('bitwise_right_shift', out, result, False)
    return Tensor._wrap(result)


def bitwise_right_shift_(self, other):
    """In place: `bitwise_right_shift` written into self (derivatives.yaml:857)."""
    return inplace(self, bitwise_right_shift, other)


def isnan(input, *, out=None):
    """isnan(Tensor self) -> Tensor   (derivatives.yaml:874)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'isnan', 'input', 1)
    try:
        result = array_ops.isnan(input._data)
    except ValueError as error:
        raise shape_error('isnan', error, input) from None
    if out is not None:
        return write_out('isnan', out, result, False)
    return Tensor._wrap(result)


def isinf(input, *, out=None):
    """isinf(Tensor self) -> Tensor   (derivatives.yaml:882)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'isinf', 'input', 1)
    try:
        result = array_ops.isinf(input._data)
    except ValueError as error:
        raise shape_error('isinf', error, input) from None
    if out is not None:
        return write_out('isinf', out, result, False)
    return Tensor._wrap(result)


def isfinite(input, *, out=None):
    """isfinite(Tensor self) -> Tensor   (derivatives.yaml:890)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'isfinite', 'input', 1)
    try:
        result = array_ops.isfinite(input._data)
    except ValueError as error:
        raise shape_error('isfinite', error, input) from None
    if out is not None:
        return write_out('isfinite', out, result, False)
    return Tensor._wrap(result)


def isposinf(input, *, out=None):
    """isposinf(Tensor self) -> Tensor   (derivatives.yaml:898)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'isposinf', 'input', 1)
    try:
        result = array_ops.isposinf(input._data)
    except ValueError as error:
        raise shape_error('isposinf', error, input) from None
    if out is not None:
        return write_out('isposinf', out, result, False)
    return Tensor._wrap(result)


def isneginf(input, *, out=None):
    """isneginf(Tensor self) -> Tensor   (derivatives.yaml:906)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'isneginf', 'input', 1)
    try:
        result = array_ops.isneginf(input._data)
    except ValueError as error:
        raise shape_error('isneginf', error, input) from None
    if out is not None:
        return write_out('isneginf', out, result, False)
    return Tensor._wrap(result)


def isreal(input, *, out=None):
    """isreal(Tensor self) -> Tensor   (derivatives.yaml:914)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'isreal', 'input', 1)
    try:
        result = array_ops.isreal(input._data)
    except ValueError as error:
        raise shape_error('isreal', error, input) from None
    if out is not None:
        return write_out('isreal', out, result, False)
    return Tensor._wrap(result)


def isclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False, *, out=None):
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor   (derivatives.yaml:923)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'isclose', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'isclose', 'other', 2)
    if type(rtol) is not int and type(rtol) is not float:
        rtol = scalar_arg(rtol, 'isclose', 'rtol')
    if type(atol) is not int and type(atol) is not float:
        atol = scalar_arg(atol, 'isclose', 'atol')
    if other._data.dtype != input._data.dtype:
        raise dtype_error('isclose', 'other', 'same', other, 'input', input)
    dtype = result_type(input, other)
    try:
        result = array_ops.isclose(cast(input, dtype), cast(other, dtype), rtol, atol, equal_nan)
    except ValueError as error:
        raise shape_error('isclose', error, input, other) from None
    if out is not None:
        return write_out('isclose', out, result, False)
    return Tensor._wrap(result)


def nan_to_num(input, nan=None, posinf=None, neginf=None, *, out=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor   (derivatives.yaml:936)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nan_to_num', 'input', 1)
    if type(nan) is not int and type(nan) is not float:
        nan = scalar_arg(nan, 'nan_to_num', 'nan')
    if type(posinf) is not int and type(posinf) is not float:
        posinf = scalar_arg(posinf, 'nan_to_num', 'posinf')
    if type(neginf) is not int and type(neginf) is not float:
        neginf = scalar_arg(neginf, 'nan_to_num', 'neginf')
    try:
        result = array_ops.nan_to_num(input._data, nan, posinf, neginf)
    except ValueError as error:
        raise shape_error('nan_to_num', error, input) from None
    if out is not None:
        return write_out('nan_to_num', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.NanToNumBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def nan_to_num_(self, nan=None, posinf=None, neginf=None):
    """In place: `nan_to_num` written into self (derivatives.yaml:936)."""
    return inplace(self, nan_to_num, nan, posinf, neginf)


def gather(input, dim, index, *, sparse_grad=False, out=None, **numpy_names):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   (derivatives.yaml:959)"""
    if numpy_names:
        dim, = numpy_aliases('gather', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'gather', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'gather', 'index', 3)
    if index._data.size and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('gather', 'index', 'index or empty', index)
    dim = dim_arg(dim, input._data.ndim, 'gather', 'dim')
    dtype = result_type(input)
    try:
        result = array_ops.gather(cast(input, dtype), dim, index._data, sparse_grad)
    except ValueError as error:
        raise shape_error('gather', error, input, index) from None
    if out is not None:
        return write_out('gather', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.GatherBackward0()
    node.next_functions = (edge(input), edge(index))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype))
    node._saved_dim = dim
    node._saved_index = index
    node._version_of_index = index._version
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def _scatter_src(input, dim, index, src, *, out=None):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:975)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'scatter', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'scatter', 'index', 3)
    if not isinstance(src, Tensor):
        src = tensor_arg(src, 'scatter', 'src', 4)
    if index._data.size and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('scatter', 'index', 'index or empty', index)
    if src._data.dtype != input._data.dtype:
        raise dtype_error('scatter', 'src', 'same', src, 'input', input)
    dim = dim_arg(dim, input._data.ndim, 'scatter', 'dim')
    dtype = result_type(input, src)
    try:
        result = array_ops.scatter_src(cast(input, dtype), dim, index._data, cast(src, dtype))
    except ValueError as error:
        raise shape_error('scatter', error, input, index, src) from None
    if out is not None:
        return write_out('scatter', out, result, is_grad_enabled() and (input.requires_grad or src.requires_grad))
    if not (input.requires_grad or src.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ScatterBackward0()
    node.next_functions = (edge(input), edge(index), edge(src))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype), (src._data.shape, src._data.dtype))
    node._saved_dim = dim
    node._saved_index = index
    node._version_of_index = index._version
    if input.requires_grad:
        node._saved_self_shape = input._data.shape
    if src.requires_grad:
        node._saved_src_shape = src._data.shape
    return Tensor._wrap(result, node)


def _scatter_value(input, dim, index, value, *, out=None):
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:990)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'scatter', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'scatter', 'index', 3)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'scatter', 'value')
    if index._data.size and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('scatter', 'index', 'index or empty', index)
    dim = dim_arg(dim, input._data.ndim, 'scatter', 'dim')
    dtype = result_type(input)
    try:
        result = array_ops.scatter_value(cast(input, dtype), dim, index._data, value)
    except ValueError as error:
        raise shape_error('scatter', error, input, index) from None
    if out is not None:
        return write_out('scatter', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ScatterBackward1()
    node.next_functions = (edge(input), edge(index))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype))
    node._saved_dim = dim
    node._saved_index = index
    node._version_of_index = index._version
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def scatter(*args, **kwargs):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor
    scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
    (derivatives.yaml:975, 990) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('scatter', _SCATTER_OVERLOADS, args, kwargs)


_SCATTER_OVERLOADS = (
    (_scatter_src, 'scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('src', 'tensor', False, False), ('out', 'out', True, True))),
    (_scatter_value, 'scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('value', 'scalar', False, False), ('out', 'out', True, True))),
)


def scatter_(self, *args, **kwargs):
    """In place: `scatter` written into self (derivatives.yaml:975)."""
    return inplace(self, scatter, *args, **kwargs)


def scatter_add(input, dim, index, src, *, out=None, **numpy_names):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:1004)"""
    if numpy_names:
        dim, = numpy_aliases('scatter_add', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'scatter_add', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'scatter_add', 'index', 3)
    if not isinstance(src, Tensor):
        src = tensor_arg(src, 'scatter_add', 'src', 4)
    if index._data.size and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('scatter_add', 'index', 'index or empty', index)
    if src._data.dtype != input._data.dtype:
        raise dtype_error('scatter_add', 'src', 'same', src, 'input', input)
    dim = dim_arg(dim, input._data.ndim, 'scatter_add', 'dim')
    dtype = result_type(input, src)
    try:
        result = array_ops.scatter_add(cast(input, dtype), dim, index._data, cast(src, dtype))
    except ValueError as error:
        raise shape_error('scatter_add', error, input, index, src) from None
    if out is not None:
        return write_out('scatter_add', out, result, is_grad_enabled() and (input.requires_grad or src.requires_grad))
    if not (input.requires_grad or src.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ScatterAddBackward0()
    node.next_functions = (edge(input), edge(index), edge(src))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype), (src._data.shape, src._data.dtype))
    if src.requires_grad:
        node._saved_dim = dim
    if src.requires_grad:
        node._saved_index = index
        node._version_of_index = index._version
    if src.requires_grad:
        node._saved_src_shape = src._data.shape
    return Tensor._wrap(result, node)


def scatter_add_(self, dim, index, src):
    """In place: `scatter_add` written into self (derivatives.yaml:1004)."""
    return inplace(self, scatter_add, dim, index, src)


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True, out=None, **numpy_names):
    """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor   (derivatives.yaml:1020)"""
    if numpy_names:
        dim, = numpy_aliases('scatter_reduce', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'scatter_reduce', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'scatter_reduce', 'index', 3)
    if not isinstance(src, Tensor):
        src = tensor_arg(src, 'scatter_reduce', 'src', 4)
    if type(reduce) is not str:
        reduce = str_arg(reduce, 'scatter_reduce', 'reduce')
    if index._data.size and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('scatter_reduce', 'index', 'index or empty', index)
    if src._data.dtype != input._data.dtype:
        raise dtype_error('scatter_reduce', 'src', 'same', src, 'input', input)
    dim = dim_arg(dim, input._data.ndim, 'scatter_reduce', 'dim')
    dtype = result_type(input, src)
    try:
        result = array_ops.scatter_reduce(cast(input, dtype), dim, index._data, cast(src, dtype), reduce, include_self)
    except ValueError as error:
        raise shape_error('scatter_reduce', error, input, index, src) from None
    if out is not None:
        return write_out('scatter_reduce', out, result, is_grad_enabled() and (input.requires_grad or src.requires_grad))
    if not (input.requires_grad or src.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ScatterReduceBackward0()
    node.next_functions = (edge(input), edge(index), edge(src))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype), (src._data.shape, src._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_dim = dim
    node._saved_index = index
    node._version_of_index = index._version
    node._saved_src = src
    node._version_of_src = src._version
    node._saved_reduce = reduce
    node._saved_include_self = include_self
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def scatter_reduce_(self, dim, index, src, reduce, *, include_self=True):
    """In place: `scatter_reduce` written into self (derivatives.yaml:1020)."""
    return inplace(self, scatter_reduce, dim, index, src, reduce, include_self=include_self)


def index_select(input, dim, index, *, out=None, **numpy_names):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   (derivatives.yaml:1040)"""
    if numpy_names:
        dim, = numpy_aliases('index_select', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_select', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_select', 'index', 3)
    if index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('index_select', 'index', 'index', index)
    dim = dim_arg(dim, input._data.ndim, 'index_select', 'dim')
    dtype = result_type(input)
    try:
        result = array_ops.index_select(cast(input, dtype), dim, index._data)
    except ValueError as error:
        raise shape_error('index_select', error, input, index) from None
    if out is not None:
        return write_out('index_select', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.IndexSelectBackward0()
    node.next_functions = (edge(input), edge(index))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype))
    node._saved_dim = dim
    node._saved_index = index
    node._version_of_index = index._version
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def index_add(input, dim, index, source, *, alpha=1, out=None, **numpy_names):
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:1054)"""
    if numpy_names:
        dim, = numpy_aliases('index_add', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_add', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_add', 'index', 3)
    if not isinstance(source, Tensor):
        source = tensor_arg(source, 'index_add', 'source', 4)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'index_add', 'alpha')
    if index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('index_add', 'index', 'index', index)
    if source._data.dtype != input._data.dtype:
        raise dtype_error('index_add', 'source', 'same', source, 'input', input)
    dim = dim_arg(dim, input._data.ndim, 'index_add', 'dim')
    dtype = result_type(input, source)
    try:
        result = array_ops.index_add(cast(input, dtype), dim, index._data, cast(source, dtype), alpha)
    except ValueError as error:
        raise shape_error('index_add', error, input, index, source) from None
    if out is not None:
        return write_out('index_add', out, result, is_grad_enabled() and (input.requires_grad or source.requires_grad))
    if not (input.requires_grad or source.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.IndexAddBackward0()
    node.next_functions = (edge(input), edge(index), edge(source))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype), (source._data.shape, source._data.dtype))
    if source.requires_grad:
        node._saved_alpha = alpha
    if source.requires_grad:
        node._saved_dim = dim
    if source.requires_grad:
        node._saved_index = index
        node._version_of_index = index._version
    return Tensor._wrap(result, node)


def index_add_(self, dim, index, source, *, alpha=1):
    """In place: `index_add` written into self (derivatives.yaml:1054)."""
    return inplace(self, index_add, dim, index, source, alpha=alpha)


def index_copy(input, dim, index, source, *, out=None, **numpy_names):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor   (derivatives.yaml:1070)"""
    if numpy_names:
        dim, = numpy_aliases('index_copy', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_copy', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_copy', 'index', 3)
    if not isinstance(source, Tensor):
        source = tensor_arg(source, 'index_copy', 'source', 4)
    if index._data.dtype.name not in ('int64',):
        raise index_dtype_error('index_copy', 'index', 'long index', index)
    if source._data.dtype != input._data.dtype:
        raise dtype_error('index_copy', 'source', 'same', source, 'input', input)
    dim = dim_arg(dim, input._data.ndim, 'index_copy', 'dim')
    dtype = result_type(input, source)
    try:
        result = array_ops.index_copy(cast(input, dtype), dim, index._data, cast(source, dtype))
    except ValueError as error:
        raise shape_error('index_copy', error, input, index, source) from None
    if out is not None:
        return write_out('index_copy', out, result, is_grad_enabled() and (input.requires_grad or source.requires_grad))
    if not (input.requires_grad or source.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.IndexCopyBackward0()
    node.next_functions = (edge(input), edge(index), edge(source))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype), (source._data.shape, source._data.dtype))
    node._saved_dim = dim
    node._saved_index = index
    node._version_of_index = index._version
    if input.requires_grad:
        node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def index_copy_(self, dim, index, source):
    """In place: `index_copy` written into self (derivatives.yaml:1070)."""
    return inplace(self, index_copy, dim, index, source)


def _index_fill_int_Scalar(input, dim, index, value, *, out=None):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:1084)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_fill', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_fill', 'index', 3)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'index_fill', 'value')
    if index._data.dtype.name not in ('int64',):
        raise index_dtype_error('index_fill', 'index', 'long index', index)
    dim = dim_arg(dim, input._data.ndim, 'index_fill', 'dim')
    dtype = result_type(input)
    try:
        result = array_ops.index_fill_int_Scalar(cast(input, dtype), dim, index._data, value)
    except ValueError as error:
        raise shape_error('index_fill', error, input, index) from None
    if out is not None:
        return write_out('index_fill', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.IndexFillBackward0()
    node.next_functions = (edge(input), edge(index))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype))
    node._saved_dim = dim
    node._saved_index = index
    node._version_of_index = index._version
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def _index_fill_int_Tensor(input, dim, index, value, *, out=None):
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor   (derivatives.yaml:1098)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_fill', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_fill', 'index', 3)
    if not isinstance(value, Tensor):
        value = tensor_arg(value, 'index_fill', 'value', 4)
    if index._data.dtype.name not in ('int64',):
        raise index_dtype_error('index_fill', 'index', 'long index', index)
    dim = dim_arg(dim, input._data.ndim, 'index_fill', 'dim')
    dtype = result_type(input)
    try:
        result = array_ops.index_fill_int_Tensor(cast(input, dtype), dim, index._data, cast(value, dtype))
    except ValueError as error:
        raise shape_error('index_fill', error, input, index, value) from None
    if out is not None:
        return write_out('index_fill', out, result, is_grad_enabled() and (input.requires_grad or value.requires_grad))
    if not (input.requires_grad or value.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.IndexFillBackward1()
    node.next_functions = (edge(input), edge(index), edge(value))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype), (value._data.shape, value._data.dtype))
    node._saved_dim = dim
    node._saved_index = index
    node._version_of_index = index._version
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def index_fill(*args, **kwargs):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor
    index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor
    (derivatives.yaml:1084, 1098) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('index_fill', _INDEX_FILL_OVERLOADS, args, kwargs)


_INDEX_FILL_OVERLOADS = (
    (_index_fill_int_Scalar, 'index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('value', 'scalar', False, False), ('out', 'out', True, True))),
    (_index_fill_int_Tensor, 'index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('value', 'tensor', False, False), ('out', 'out', True, True))),
)


def index_fill_(self, *args, **kwargs):
    """In place: `index_fill` written into self (derivatives.yaml:1084)."""
    return inplace(self, index_fill, *args, **kwargs)


def _masked_fill_Scalar(input, mask, value, *, out=None):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   (derivatives.yaml:1113)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'masked_fill', 'input', 1)
    if not isinstance(mask, Tensor):
        mask = tensor_arg(mask, 'masked_fill', 'mask', 2)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'masked_fill', 'value')
    if mask._data.dtype.kind != 'b':
        raise dtype_error('masked_fill', 'mask', 'bool', mask)
    dtype = result_type(input)
    try:
        result = array_ops.masked_fill_Scalar(cast(input, dtype), mask._data, value)
    except ValueError as error:
        raise shape_error('masked_fill', error, input, mask) from None
    if out is not None:
        return write_out('masked_fill', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaskedFillBackward0()
    node.next_functions = (edge(input), edge(mask))
    node.input_meta = ((input._data.shape, input._data.dtype), (mask._data.shape, mask._data.dtype))
    node._saved_mask = mask
    node._version_of_mask = mask._version
    return Tensor._wrap(result, node)


def _masked_fill_Tensor(input, mask, value, *, out=None):
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   (derivatives.yaml:1131)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'masked_fill', 'input', 1)
    if not isinstance(mask, Tensor):
        mask = tensor_arg(mask, 'masked_fill', 'mask', 2)
    if not isinstance(value, Tensor):
        value = tensor_arg(value, 'masked_fill', 'value', 3)
    if mask._data.dtype.kind != 'b':
        raise dtype_error('masked_fill', 'mask', 'bool', mask)
    dtype = result_type(input)
    try:
        result = array_ops.masked_fill_Tensor(cast(input, dtype), mask._data, cast(value, dtype))
    except ValueError as error:
        raise shape_error('masked_fill', error, input, mask, value) from None
    if out is not None:
        return write_out('masked_fill', out, result, is_grad_enabled() and (input.requires_grad or value.requires_grad))
    if not (input.requires_grad or value.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaskedFillBackward1()
    node.next_functions = (edge(input), edge(mask), edge(value))
    node.input_meta = ((input._data.shape, input._data.dtype), (mask._data.shape, mask._data.dtype), (value._data.shape, value._data.dtype))
    node._saved_mask = mask
    node._version_of_mask = mask._version
    return Tensor._wrap(result, node)


def masked_fill(*args, **kwargs):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor
    masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor
    (derivatives.yaml:1113, 1131) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('masked_fill', _MASKED_FILL_OVERLOADS, args, kwargs)


_MASKED_FILL_OVERLOADS = (
    (_masked_fill_Scalar, 'masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor', (('input', 'tensor', False, False), ('mask', 'tensor', False, False), ('value', 'scalar', False, False), ('out', 'out', True, True))),
    (_masked_fill_Tensor, 'masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor', (('input', 'tensor', False, False), ('mask', 'tensor', False, False), ('value', 'tensor', False, False), ('out', 'out', True, True))),
)


def masked_fill_(self, *args, **kwargs):
    """In place: `masked_fill` written into self (derivatives.yaml:1113)."""
    return inplace(self, masked_fill, *args, **kwargs)


def masked_select(input, mask, *, out=None):
    """masked_select(Tensor self, Tensor mask) -> Tensor   (derivatives.yaml:1147)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'masked_select', 'input', 1)
    if not isinstance(mask, Tensor):
        mask = tensor_arg(mask, 'masked_select', 'mask', 2)
    if mask._data.dtype.kind != 'b':
        raise dtype_error('masked_select', 'mask', 'bool', mask)
    dtype = result_type(input)
    try:
        result = array_ops.masked_select(cast(input, dtype), mask._data)
    except ValueError as error:
        raise shape_error('masked_select', error, input, mask) from None
    if out is not None:
        return write_out('masked_select', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaskedSelectBackward0()
    node.next_functions = (edge(input), edge(mask))
    node.input_meta = ((input._data.shape, input._data.dtype), (mask._data.shape, mask._data.dtype))
    node._saved_mask = mask
    node._version_of_mask = mask._version
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def take(input, index, *, out=None):
    """take(Tensor self, Tensor index) -> Tensor   (derivatives.yaml:1162)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'take', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'take', 'index', 2)
    if index._data.dtype.name not in ('int64',):
        raise index_dtype_error('take', 'index', 'long index', index)
    dtype = result_type(input)
    try:
        result = array_ops.take(cast(input, dtype), index._data)
    except ValueError as error:
        raise shape_error('take', error, input, index) from None
    if out is not None:
        return write_out('take', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TakeBackward0()
    node.next_functions = (edge(input), edge(index))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype))
    node._saved_index = index
    node._version_of_index = index._version
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def take_along_dim(input, indices, dim=None, *, out=None, **numpy_names):
    """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor   (derivatives.yaml:1175)"""
    if numpy_names:
        dim, = numpy_aliases('take_along_dim', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'take_along_dim', 'input', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'take_along_dim', 'indices', 2)
    if indices._data.size and indices._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('take_along_dim', 'indices', 'index or empty', indices)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'take_along_dim', 'dim')
    dtype = result_type(input)
    try:
        result = array_ops.take_along_dim(cast(input, dtype), indices._data, dim)
    except ValueError as error:
        raise shape_error('take_along_dim', error, input, indices) from None
    if out is not None:
        return write_out('take_along_dim', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TakeAlongDimBackward0()
    node.next_functions = (edge(input), edge(indices))
    node.input_meta = ((input._data.shape, input._data.dtype), (indices._data.shape, indices._data.dtype))
    node._saved_indices = indices
    node._version_of_indices = indices._version
    node._saved_dim = dim
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def index_put(input, indices, values, accumulate=False, *, out=None):
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   (derivatives.yaml:1191)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_put', 'input', 1)
    indices = index_arg(indices)
    if not isinstance(values, Tensor):
        values = tensor_arg(values, 'index_put', 'values', 3)
    if values._data.dtype != input._data.dtype:
        raise dtype_error('index_put', 'values', 'same', values, 'input', input)
    dtype = result_type(input, values)
    try:
        result = array_ops.index_put(cast(input, dtype), indices, cast(values, dtype), accumulate)
    except ValueError as error:
        raise shape_error('index_put', error, input, values) from None
    if out is not None:
        return write_out('index_put', out, result, is_grad_enabled() and (input.requires_grad or values.requires_grad))
    if not (input.requires_grad or values.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.IndexPutBackward0()
    node.next_functions = (edge(input), edge(values))
    node.input_meta = ((input._data.shape, input._data.dtype), (values._data.shape, values._data.dtype))
    if input.requires_grad:
        node._saved_accumulate = accumulate
    node._saved_indices = indices
    if input.requires_grad:
        node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def index_put_(self, indices, values, accumulate=False):
    """In place: `index_put` written into self (derivatives.yaml:1191)."""
    return inplace(self, index_put, indices, values, accumulate)


def dot(input, tensor, *, out=None):
    """dot(Tensor self, Tensor tensor) -> Tensor   (derivatives.yaml:1215)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dot', 'input', 1)
    if not isinstance(tensor, Tensor):
        tensor = tensor_arg(tensor, 'dot', 'tensor', 2)
    if result_type(input, tensor).kind in 'b':
        raise dtype_error('dot', 'input', 'not implemented for bool', result_type(input, tensor))
    if tensor._data.dtype != input._data.dtype:
        raise dtype_error('dot', 'tensor', 'same', tensor, 'input', input)
    dtype = result_type(input, tensor)
    try:
        result = array_ops.dot(cast(input, dtype), cast(tensor, dtype))
    except ValueError as error:
        raise shape_error('dot', error, input, tensor) from None
    if out is not None:
        return write_out('dot', out, result, is_grad_enabled() and (input.requires_grad or tensor.requires_grad))
    if not (input.requires_grad or tensor.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DotBackward0()
    node.next_functions = (edge(input), edge(tensor))
    node.input_meta = ((input._data.shape, input._data.dtype), (tensor._data.shape, tensor._data.dtype))
    if input.requires_grad:
        node._saved_tensor = tensor
        node._version_of_tensor = tensor._version
    if tensor.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def vdot(input, other, *, out=None):
    """vdot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1225)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'vdot', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'vdot', 'other', 2)
    if result_type(input, other).kind in 'b':
        raise dtype_error('vdot', 'input', 'not implemented for bool', result_type(input, other))
    if other._data.dtype != input._data.dtype:
        raise dtype_error('vdot', 'other', 'same', other, 'input', input)
    dtype = result_type(input, other)
    try:
        result = array_ops.vdot(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('vdot', error, input, other) from None
    if out is not None:
        return write_out('vdot', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.VdotBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if input.requires_grad:
        node._saved_other = other
        node._version_of_other = other._version
    if other.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def mm(input, mat2, *, out=None):
    """mm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:1235)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mm', 'input', 1)
    if not isinstance(mat2, Tensor):
        mat2 = tensor_arg(mat2, 'mm', 'mat2', 2)
    if result_type(input, mat2).kind in 'b':
        raise dtype_error('mm', 'input', 'not implemented for bool', result_type(input, mat2))
    if mat2._data.dtype != input._data.dtype:
        raise dtype_error('mm', 'mat2', 'same', mat2, 'input', input)
    dtype = result_type(input, mat2)
    try:
        result = array_ops.mm(cast(input, dtype), cast(mat2, dtype))
    except ValueError as error:
        raise shape_error('mm', error, input, mat2) from None
    if out is not None:
        return write_out('mm', out, result, is_grad_enabled() and (input.requires_grad or mat2.requires_grad))
    if not (input.requires_grad or mat2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MmBackward0()
    node.next_functions = (edge(input), edge(mat2))
    node.input_meta = ((input._data.shape, input._data.dtype), (mat2._data.shape, mat2._data.dtype))
    if input.requires_grad:
        node._saved_mat2 = mat2
        node._version_of_mat2 = mat2._version
    if mat2.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def bmm(input, mat2, *, out=None):
    """bmm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:1245)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'bmm', 'input', 1)
    if not isinstance(mat2, Tensor):
        mat2 = tensor_arg(mat2, 'bmm', 'mat2', 2)
    if result_type(input, mat2).kind in 'b':
        raise dtype_error('bmm', 'input', 'not implemented for bool', result_type(input, mat2))
    if mat2._data.dtype != input._data.dtype:
        raise dtype_error('bmm', 'mat2', 'same', mat2, 'input', input)
    dtype = result_type(input, mat2)
    try:
        result = array_ops.bmm(cast(input, dtype), cast(mat2, dtype))
    except ValueError as error:
        raise shape_error('bmm', error, input, mat2) from None
    if out is not None:
        return write_out('bmm', out, result, is_grad_enabled() and (input.requires_grad or mat2.requires_grad))
    if not (input.requires_grad or mat2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.BmmBackward0()
    node.next_functions = (edge(input), edge(mat2))
    node.input_meta = ((input._data.shape, input._data.dtype), (mat2._data.shape, mat2._data.dtype))
    if input.requires_grad:
        node._saved_mat2 = mat2
        node._version_of_mat2 = mat2._version
    if mat2.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def mv(input, vec, *, out=None):
    """mv(Tensor self, Tensor vec) -> Tensor   (derivatives.yaml:1255)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mv', 'input', 1)
    if not isinstance(vec, Tensor):
        vec = tensor_arg(vec, 'mv', 'vec', 2)
    if result_type(input, vec).kind in 'b':
        raise dtype_error('mv', 'input', 'not implemented for bool', result_type(input, vec))
    if vec._data.dtype != input._data.dtype:
        raise dtype_error('mv', 'vec', 'same', vec, 'input', input)
    dtype = result_type(input, vec)
    try:
        result = array_ops.mv(cast(input, dtype), cast(vec, dtype))
    except ValueError as error:
        raise shape_error('mv', error, input, vec) from None
    if out is not None:
        return write_out('mv', out, result, is_grad_enabled() and (input.requires_grad or vec.requires_grad))
    if not (input.requires_grad or vec.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MvBackward0()
    node.next_functions = (edge(input), edge(vec))
    node.input_meta = ((input._data.shape, input._data.dtype), (vec._data.shape, vec._data.dtype))
    if input.requires_grad:
        node._saved_vec = vec
        node._version_of_vec = vec._version
    if vec.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def outer(input, vec2, *, out=None):
    """outer(Tensor self, Tensor vec2) -> Tensor   (derivatives.yaml:1265)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'outer', 'input', 1)
    if not isinstance(vec2, Tensor):
        vec2 = tensor_arg(vec2, 'outer', 'vec2', 2)
    dtype = result_type(input, vec2)
    try:
        result = array_ops.outer(cast(input, dtype), cast(vec2, dtype))
    except ValueError as error:
        raise shape_error('outer', error, input, vec2) from None
    if out is not None:
        return write_out('outer', out, result, is_grad_enabled() and (input.requires_grad or vec2.requires_grad))
    if not (input.requires_grad or vec2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.OuterBackward0()
    node.next_functions = (edge(input), edge(vec2))
    node.input_meta = ((input._data.shape, input._data.dtype), (vec2._data.shape, vec2._data.dtype))
    if input.requires_grad:
        node._saved_vec2 = vec2
        node._version_of_vec2 = vec2._version
    if vec2.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def ger(input, vec2, *, out=None):
    """ger(Tensor self, Tensor vec2) -> Tensor   (derivatives.yaml:1274)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'ger', 'input', 1)
    if not isinstance(vec2, Tensor):
        vec2 = tensor_arg(vec2, 'ger', 'vec2', 2)
    dtype = result_type(input, vec2)
    try:
        result = array_ops.ger(cast(input, dtype), cast(vec2, dtype))
    except ValueError as error:
        raise shape_error('ger', error, input, vec2) from None
    if out is not None:
        return write_out('ger', out, result, is_grad_enabled() and (input.requires_grad or vec2.requires_grad))
    if not (input.requires_grad or vec2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.GerBackward0()
    node.next_functions = (edge(input), edge(vec2))
    node.input_meta = ((input._data.shape, input._data.dtype), (vec2._data.shape, vec2._data.dtype))
    if input.requires_grad:
        node._saved_vec2 = vec2
        node._version_of_vec2 = vec2._version
    if vec2.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def addmm(input, mat1, mat2, *, beta=1, alpha=1, out=None):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:1283)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'addmm', 'input', 1)
    if not isinstance(mat1, Tensor):
        mat1 = tensor_arg(mat1, 'addmm', 'mat1', 2)
    if not isinstance(mat2, Tensor):
        mat2 = tensor_arg(mat2, 'addmm', 'mat2', 3)
    if type(beta) is not int and type(beta) is not float:
        beta = scalar_arg(beta, 'addmm', 'beta')
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'addmm', 'alpha')
    if result_type(input, mat1, mat2).kind in 'b':
        raise dtype_error('addmm', 'input', 'not implemented for bool', result_type(input, mat1, mat2))
    if mat1._data.dtype != input._data.dtype:
        raise dtype_error('addmm', 'mat1', 'same', mat1, 'input', input)
    if mat2._data.dtype != input._data.dtype:
        raise dtype_error('addmm', 'mat2', 'same', mat2, 'input', input)
    dtype = result_type(input, mat1, mat2)
    try:
        result = array_ops.addmm(cast(input, dtype), cast(mat1, dtype), cast(mat2, dtype), beta, alpha)
    except ValueError as error:
        raise shape_error('addmm', error, input, mat1, mat2) from None
    if out is not None:
        return write_out('addmm', out, result, is_grad_enabled() and (input.requires_grad or mat1.requires_grad or mat2.requires_grad))
    if not (input.requires_grad or mat1.requires_grad or mat2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AddmmBackward0()
    node.next_functions = (edge(input), edge(mat1), edge(mat2))
    node.input_meta = ((input._data.shape, input._data.dtype), (mat1._data.shape, mat1._data.dtype), (mat2._data.shape, mat2._data.dtype))
    if input.requires_grad:
        node._saved_beta = beta
    if mat1.requires_grad or mat2.requires_grad:
        node._saved_alpha = alpha
    if mat1.requires_grad:
        node._saved_mat2 = mat2
        node._version_of_mat2 = mat2._version
    if mat2.requires_grad:
        node._saved_mat1 = mat1
        node._version_of_mat1 = mat1._version
    return Tensor._wrap(result, node)


def addmv(input, mat, vec, *, beta=1, alpha=1, out=None):
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:1297)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'addmv', 'input', 1)
    if not isinstance(mat, Tensor):
        mat = tensor_arg(mat, 'addmv', 'mat', 2)
    if not isinstance(vec, Tensor):
        vec = tensor_arg(vec, 'addmv', 'vec', 3)
    if type(beta) is not int and type(beta) is not float:
        beta = scalar_arg(beta, 'addmv', 'beta')
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'addmv', 'alpha')
    if result_type(input, mat, vec).kind in 'b':
        raise dtype_error('addmv', 'input', 'not implemented for bool', result_type(input, mat, vec))
    if mat._data.dtype != input._data.dtype:
        raise dtype_error('addmv', 'mat', 'same', mat, 'input', input)
    if vec._data.dtype != input._data.dtype:
        raise dtype_error('addmv', 'vec', 'same', vec, 'input', input)
    dtype = result_type(input, mat, vec)
    try:
        result = array_ops.addmv(cast(input, dtype), cast(mat, dtype), cast(vec, dtype), beta, alpha)
    except ValueError as error:
        raise shape_error('addmv', error, input, mat, vec) from None
    if out is not None:
        return write_out('addmv', out, result, is_grad_enabled() and (input.requires_grad or mat.requires_grad or vec.requires_grad))
    if not (input.requires_grad or mat.requires_grad or vec.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AddmvBackward0()
    node.next_functions = (edge(input), edge(mat), edge(vec))
    node.input_meta = ((input._data.shape, input._data.dtype), (mat._data.shape, mat._data.dtype), (vec._data.shape, vec._data.dtype))
    if input.requires_grad:
        node._saved_beta = beta
    if mat.requires_grad or vec.requires_grad:
        node._saved_alpha = alpha
    if mat.requires_grad:
        node._saved_vec = vec
        node._version_of_vec = vec._version
    if vec.requires_grad:
        node._saved_mat = mat
        node._version_of_mat = mat._version
    return Tensor._wrap(result, node)


def baddbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:1311)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'baddbmm', 'input', 1)
    if not isinstance(batch1, Tensor):
        batch1 = tensor_arg(batch1, 'baddbmm', 'batch1', 2)
    if not isinstance(batch2, Tensor):
        batch2 = tensor_arg(batch2, 'baddbmm', 'batch2', 3)
    if type(beta) is not int and type(beta) is not float:
        beta = scalar_arg(beta, 'baddbmm', 'beta')
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'baddbmm', 'alpha')
    if result_type(input, batch1, batch2).kind in 'b':
        raise dtype_error('baddbmm', 'input', 'not implemented for bool', result_type(input, batch1, batch2))
    if batch1._data.dtype != input._data.dtype:
        raise dtype_error('baddbmm', 'batch1', 'same', batch1, 'input', input)
    if batch2._data.dtype != input._data.dtype:
        raise dtype_error('baddbmm', 'batch2', 'same', batch2, 'input', input)
    dtype = result_type(input, batch1, batch2)
    try:
        result = array_ops.baddbmm(cast(input, dtype), cast(batch1, dtype), cast(batch2, dtype), beta, alpha)
    except ValueError as error:
        raise shape_error('baddbmm', error, input, batch1, batch2) from None
    if out is not None:
        return write_out('baddbmm', out, result, is_grad_enabled() and (input.requires_grad or batch1.requires_grad or batch2.requires_grad))
    if not (input.requires_grad or batch1.requires_grad or batch2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.BaddbmmBackward0()
    node.next_functions = (edge(input), edge(batch1), edge(batch2))
    node.input_meta = ((input._data.shape, input._data.dtype), (batch1._data.shape, batch1._data.dtype), (batch2._data.shape, batch2._data.dtype))
    if input.requires_grad:
        node._saved_beta = beta
    if batch1.requires_grad or batch2.requires_grad:
        node._saved_alpha = alpha
    if batch1.requires_grad:
        node._saved_batch2 = batch2
        node._version_of_batch2 = batch2._version
    if batch2.requires_grad:
        node._saved_batch1 = batch1
        node._version_of_batch1 = batch1._version
    return Tensor._wrap(result, node)


def kron(input, other, *, out=None):
    """kron(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1325)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'kron', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'kron', 'other', 2)
    dtype = result_type(input, other)
    try:
        result = array_ops.kron(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('kron', error, input, other) from None
    if out is not None:
        return write_out('kron', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.KronBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def cross(input, other, dim=None, *, out=None, **numpy_names):
    """cross(Tensor self, Tensor other, int? dim=None) -> Tensor   (derivatives.yaml:1337)"""
    if numpy_names:
        dim, = numpy_aliases('cross', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cross', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'cross', 'other', 2)
    if result_type(input, other).kind in 'b':
        raise dtype_error('cross', 'input', 'not implemented for bool', result_type(input, other))
    if other._data.dtype != input._data.dtype:
        raise dtype_error('cross', 'other', 'same', other, 'input', input)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'cross', 'dim')
    dtype = result_type(input, other)
    try:
        result = array_ops.cross(cast(input, dtype), cast(other, dtype), dim)
    except ValueError as error:
        raise shape_error('cross', error, input, other) from None
    if out is not None:
        return write_out('cross', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CrossBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if input.requires_grad:
        node._saved_other = other
        node._version_of_other = other._version
    node._saved_dim = dim
    if other.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def linalg_cross(input, other, *, dim=-1, out=None, **numpy_names):
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor   (derivatives.yaml:1350)"""
    if numpy_names:
        dim, = numpy_aliases('linalg_cross', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'linalg_cross', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'linalg_cross', 'other', 2)
    if result_type(input, other).kind in 'b':
        raise dtype_error('linalg_cross', 'input', 'not implemented for bool', result_type(input, other))
    if other._data.dtype != input._data.dtype:
        raise dtype_error('linalg_cross', 'other', 'same', other, 'input', input)
    dim = dim_arg(dim, input._data.ndim, 'linalg_cross', 'dim')
    dtype = result_type(input, other)
    try:
        result = array_ops.linalg_cross(cast(input, dtype), cast(other, dtype), dim)
    except ValueError as error:
        raise shape_error('linalg_cross', error, input, other) from None
    if out is not None:
        return write_out('linalg_cross', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LinalgCrossBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if input.requires_grad:
        node._saved_other = other
        node._version_of_other = other._version
    node._saved_dim = dim
    if other.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def tensordot(a, b, dims=2, *, out=None):
    """tensordot(Tensor a, Tensor b, int[][] dims=2) -> Tensor   (derivatives.yaml:1364)"""
    if not isinstance(a, Tensor):
        a = tensor_arg(a, 'tensordot', 'a', 1)
    if not isinstance(b, Tensor):
        b = tensor_arg(b, 'tensordot', 'b', 2)
    dims = getattr(dims, '_data', dims)
    if result_type(a, b).kind in 'b':
        raise dtype_error('tensordot', 'a', 'not implemented for bool', result_type(a, b))
    if b._data.dtype != a._data.dtype:
        raise dtype_error('tensordot', 'b', 'same', b, 'a', a)
    dtype = result_type(a, b)
    try:
        result = array_ops.tensordot(cast(a, dtype), cast(b, dtype), dims)
    except ValueError as error:
        raise shape_error('tensordot', error, a, b) from None
    if out is not None:
        return write_out('tensordot', out, result, is_grad_enabled() and (a.requires_grad or b.requires_grad))
    if not (a.requires_grad or b.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TensordotBackward0()
    node.next_functions = (edge(a), edge(b))
    node.input_meta = ((a._data.shape, a._data.dtype), (b._data.shape, b._data.dtype))
    node._saved_a = a
    node._version_of_a = a._version
    node._saved_b = b
    node._version_of_b = b._version
    node._saved_dims = dims
    return Tensor._wrap(result, node)


def einsum(equation, *tensors, out=None):
    """einsum(str equation, Tensor[] tensors) -> Tensor   (derivatives.yaml:1377)"""
    if type(equation) is not str:
        equation = str_arg(equation, 'einsum', 'equation')
    if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)):
        tensors = tensors[0]
    tensors = tensor_list_arg(tensors, 'einsum', 'tensors')
    dtype = result_type(*tensors)
    try:
        result = array_ops.einsum(equation, [cast(t, dtype) for t in tensors])
    except ValueError as error:
        raise shape_error('einsum', error, tensors) from None
    if out is not None:
        return write_out('einsum', out, result, is_grad_enabled() and (any(t.requires_grad for t in tensors)))
    if not any(t.requires_grad for t in tensors) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.EinsumBackward0()
    node.next_functions = tuple(edge(t) for t in tensors)
    node.input_meta = tuple((t._data.shape, t._data.dtype) for t in tensors)
    node._saved_equation = equation
    node._saved_tensors = list(tensors)
    node._version_of_tensors = [t._version for t in tensors]
    return Tensor._wrap(result, node)


def linalg_inv(A, *, out=None):
    """linalg_inv(Tensor A) -> Tensor   (derivatives.yaml:1391)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_inv', 'A', 1)
    if A._data.dtype.kind != 'f' or A._data.dtype.itemsize < 4:
        raise dtype_error('linalg_inv', 'A', 'float32 or float64', A._data.dtype)
    try:
        result = array_ops.linalg_inv(A._data)
    except ValueError as error:
        raise shape_error('linalg_inv', error, A) from None
    if out is not None:
        return write_out('linalg_inv', out, result, is_grad_enabled() and (A.requires_grad))
    if not A.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LinalgInvBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def linalg_det(A, *, out=None):
    """linalg_det(Tensor A) -> Tensor   (derivatives.yaml:1402)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_det', 'A', 1)
    if A._data.dtype.kind != 'f':
        raise dtype_error('linalg_det', 'A', 'floating', A._data.dtype)
    if A._data.dtype.itemsize < 4:
        raise dtype_error('linalg_det', 'A', 'not implemented for float16', A._data.dtype)
    try:
        result = array_ops.linalg_det(A._data)
    except ValueError as error:
        raise shape_error('linalg_det', error, A) from None
    if out is not None:
        return write_out('linalg_det', out, result, is_grad_enabled() and (A.requires_grad))
    if not A.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LinalgDetBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_A = A
    node._version_of_A = A._version
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def linalg_slogdet(A):
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   (derivatives.yaml:1417)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_slogdet', 'A', 1)
    if A._data.dtype.kind != 'f' or A._data.dtype.itemsize < 4:
        raise dtype_error('linalg_slogdet', 'A', 'float32 or float64', A._data.dtype)
    try:
        sign, logabsdet = array_ops.linalg_slogdet(A._data)
    except ValueError as error:
        raise shape_error('linalg_slogdet', error, A) from None
    if not A.requires_grad or not is_grad_enabled():
        return linalg_slogdet_result(Tensor._wrap(sign), Tensor._wrap(logabsdet))
    node = nodes.LinalgSlogdetBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_A = A
    node._version_of_A = A._version
    return linalg_slogdet_result(Tensor._wrap(sign), Tensor._wrap(logabsdet, node, 1))


def linalg_solve(A, B, *, left=True, out=None):
    """linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor   (derivatives.yaml:1429)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_solve', 'A', 1)
    if not isinstance(B, Tensor):
        B = tensor_arg(B, 'linalg_solve', 'B', 2)
    if A._data.dtype.kind != 'f':
        raise dtype_error('linalg_solve', 'A', 'floating', A._data.dtype)
    if A._data.dtype.itemsize < 4:
        raise dtype_error('linalg_solve', 'A', 'not implemented for float16', A._data.dtype)
    if B._data.dtype != A._data.dtype:
        raise dtype_error('linalg_solve', 'B', 'same', B, 'A', A)
    dtype = result_type(A, B)
    try:
        result = array_ops.linalg_solve(cast(A, dtype), cast(B, dtype), left)
    except ValueError as error:
        raise shape_error('linalg_solve', error, A, B) from None
    if out is not None:
        return write_out('linalg_solve', out, result, is_grad_enabled() and (A.requires_grad or B.requires_grad))
    if not (A.requires_grad or B.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LinalgSolveBackward0()
    node.next_functions = (edge(A), edge(B))
    node.input_meta = ((A._data.shape, A._data.dtype), (B._data.shape, B._data.dtype))
    node._saved_A = A
    node._version_of_A = A._version
    node._saved_result = result
    node._saved_left = left
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def linalg_cholesky(A, *, upper=False, out=None):
    """linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor   (derivatives.yaml:1445)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_cholesky', 'A', 1)
    if A._data.dtype.kind != 'f':
        raise dtype_error('linalg_cholesky', 'A', 'floating', A._data.dtype)
    if A._data.dtype.itemsize < 4:
        raise dtype_error('linalg_cholesky', 'A', 'not implemented for float16', A._data.dtype)
    try:
        result = array_ops.linalg_cholesky(A._data, upper)
    except ValueError as error:
        raise shape_error('linalg_cholesky', error, A) from None
    if out is not None:
        return write_out('linalg_cholesky', out, result, is_grad_enabled() and (A.requires_grad))
    if not A.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LinalgCholeskyBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_result = result
    node._saved_upper = upper
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def linalg_qr(A, mode="reduced"):
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   (derivatives.yaml:1457)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_qr', 'A', 1)
    if type(mode) is not str:
        mode = str_arg(mode, 'linalg_qr', 'mode')
    if A._data.dtype.kind != 'f':
        raise dtype_error('linalg_qr', 'A', 'floating', A._data.dtype)
    if A._data.dtype.itemsize < 4:
        raise dtype_error('linalg_qr', 'A', 'not implemented for float16', A._data.dtype)
    try:
        Q, R = array_ops.linalg_qr(A._data, mode)
    except ValueError as error:
        raise shape_error('linalg_qr', error, A) from None
    if not A.requires_grad or not is_grad_enabled():
        return linalg_qr_result(Tensor._wrap(Q), Tensor._wrap(R))
    node = nodes.LinalgQrBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_result = Q
    node._saved_R = R
    node._saved_mode = mode
    outputs = linalg_qr_result(Tensor._wrap(Q, node), Tensor._wrap(R, node, 1))
    node._version_of_result = outputs[0]._shared_version_counter()
    node._version_of_R = outputs[1]._shared_version_counter()
    return outputs


def linalg_svd(A, full_matrices=True):
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   (derivatives.yaml:1473)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_svd', 'A', 1)
    if A._data.dtype.kind != 'f':
        raise dtype_error('linalg_svd', 'A', 'floating', A._data.dtype)
    if A._data.dtype.itemsize < 4:
        raise dtype_error('linalg_svd', 'A', 'not implemented for float16', A._data.dtype)
    try:
        U, S, Vh = array_ops.linalg_svd(A._data, full_matrices)
    except ValueError as error:
        raise shape_error('linalg_svd', error, A) from None
    if not A.requires_grad or not is_grad_enabled():
        return linalg_svd_result(Tensor._wrap(U), Tensor._wrap(S), Tensor._wrap(Vh))
    node = nodes.LinalgSvdBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_result = U
    node._saved_S = S
    node._saved_Vh = Vh
    node._saved_full_matrices = full_matrices
    outputs = linalg_svd_result(Tensor._wrap(U, node), Tensor._wrap(S, node, 1), Tensor._wrap(Vh, node, 2))
    node._version_of_result = outputs[0]._shared_version_counter()
    node._version_of_S = outputs[1]._shared_version_counter()
    node._version_of_Vh = outputs[2]._shared_version_counter()
    return outputs


def linalg_svdvals(A, *, out=None):
    """linalg_svdvals(Tensor A) -> Tensor   (derivatives.yaml:1490)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_svdvals', 'A', 1)
    if A._data.dtype.kind != 'f':
        raise dtype_error('linalg_svdvals', 'A', 'floating', A._data.dtype)
    if A._data.dtype.itemsize < 4:
        raise dtype_error('linalg_svdvals', 'A', 'not implemented for float16', A._data.dtype)
    try:
        result = array_ops.linalg_svdvals(A._data)
    except ValueError as error:
        raise shape_error('linalg_svdvals', error, A) from None
    if out is not None:
        return write_out('linalg_svdvals', out, result, is_grad_enabled() and (A.requires_grad))
    if not A.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LinalgSvdvalsBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_A = A
    node._version_of_A = A._version
    return Tensor._wrap(result, node)


def linalg_eigh(A, UPLO="L"):
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   (derivatives.yaml:1501)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_eigh', 'A', 1)
    if type(UPLO) is not str:
        UPLO = str_arg(UPLO, 'linalg_eigh', 'UPLO')
    if A._data.dtype.kind in 'biu' or A._data.dtype == 'float16':
        raise dtype_error('linalg_eigh', 'A', 'not implemented for integers or float16', A._data.dtype)
    try:
        eigenvalues, eigenvectors = array_ops.linalg_eigh(A._data, UPLO)
    except ValueError as error:
        raise shape_error('linalg_eigh', error, A) from None
    if not A.requires_grad or not is_grad_enabled():
        return linalg_eigh_result(Tensor._wrap(eigenvalues), Tensor._wrap(eigenvectors))
    node = nodes.LinalgEighBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_result = eigenvalues
    node._saved_eigenvectors = eigenvectors
    outputs = linalg_eigh_result(Tensor._wrap(eigenvalues, node), Tensor._wrap(eigenvectors, node, 1))
    node._version_of_result = outputs[0]._shared_version_counter()
    node._version_of_eigenvectors = outputs[1]._shared_version_counter()
    return outputs


def linalg_eigvalsh(A, UPLO="L", *, out=None):
    """linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor   (derivatives.yaml:1515)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_eigvalsh', 'A', 1)
    if type(UPLO) is not str:
        UPLO = str_arg(UPLO, 'linalg_eigvalsh', 'UPLO')
    if A._data.dtype.kind in 'biu' or A._data.dtype == 'float16':
        raise dtype_error('linalg_eigvalsh', 'A', 'not implemented for integers or float16', A._data.dtype)
    try:
        result = array_ops.linalg_eigvalsh(A._data, UPLO)
    except ValueError as error:
        raise shape_error('linalg_eigvalsh', error, A) from None
    if out is not None:
        return write_out('linalg_eigvalsh', out, result, is_grad_enabled() and (A.requires_grad))
    if not A.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LinalgEigvalshBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_A = A
    node._version_of_A = A._version
    node._saved_UPLO = UPLO
    return Tensor._wrap(result, node)


def linear(input, weight, bias=None, *, out=None):
    """linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:1530)"""
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


def mse_loss(input, target, reduction="mean"):
    """mse_loss(Tensor self, Tensor target, str reduction="mean") -> Tensor   (derivatives.yaml:1549)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mse_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'mse_loss', 'target', 2)
    if reduction not in ('none', 'mean', 'sum'):
        raise ValueError(f"{reduction} is not a valid value for reduction: use 'none', 'mean' or 'sum'")
    if result_type(input, target).kind in 'biu':
        raise dtype_error('mse_loss', 'input', 'not implemented for integers', result_type(input, target))
    return helpers.apply_reduction(ops, helpers.broadcast_difference(ops, input, target) ** 2, reduction)


def convolution(input, weight, stride, padding, dilation, groups):
    """convolution(Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:1565)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'convolution', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'convolution', 'weight', 2)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if result_type(input, weight).kind in 'b':
        raise dtype_error('convolution', 'input', 'not implemented for bool', result_type(input, weight))
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('convolution', 'weight', 'same', weight, 'input', input)
    dtype = result_type(input, weight)
    try:
        result = array_ops.convolution(cast(input, dtype), cast(weight, dtype), stride, padding, dilation, groups)
    except ValueError as error:
        raise shape_error('convolution', error, input, weight) from None
    if not (input.requires_grad or weight.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ConvolutionBackward0()
    node.next_functions = (edge(input), edge(weight))
    node.input_meta = ((input._data.shape, input._data.dtype), (weight._data.shape, weight._data.dtype))
    if input.requires_grad:
        node._saved_weight = weight
        node._version_of_weight = weight._version
    node._saved_stride = stride
    node._saved_padding = padding
    node._saved_dilation = dilation
    node._saved_groups = groups
    if input.requires_grad:
        node._saved_input_shape = input._data.shape
    if weight.requires_grad:
        node._saved_input = input
        node._version_of_input = input._version
    if weight.requires_grad:
        node._saved_weight_shape = weight._data.shape
    return Tensor._wrap(result, node)


def convolution_input_grad(grad_output, weight, input_shape, stride, padding, dilation, groups):
    """convolution_input_grad(Tensor grad_output, Tensor weight, int[] input_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:1579)"""
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'convolution_input_grad', 'grad_output', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'convolution_input_grad', 'weight', 2)
    input_shape = int_list(input_shape)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if result_type(grad_output, weight).kind in 'b':
        raise dtype_error('convolution_input_grad', 'grad_output', 'not implemented for bool', result_type(grad_output, weight))
    if weight._data.dtype != grad_output._data.dtype:
        raise dtype_error('convolution_input_grad', 'weight', 'same', weight, 'grad_output', grad_output)
    dtype = result_type(grad_output, weight)
    try:
        result = array_ops.convolution_input_grad(cast(grad_output, dtype), cast(weight, dtype), input_shape, stride, padding, dilation, groups)
    except ValueError as error:
        raise shape_error('convolution_input_grad', error, grad_output, weight) from None
    if not (grad_output.requires_grad or weight.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ConvolutionInputGradBackward0()
    node.next_functions = (edge(grad_output), edge(weight))
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype), (weight._data.shape, weight._data.dtype))
    if grad_output.requires_grad:
        node._saved_weight = weight
        node._version_of_weight = weight._version
    node._saved_stride = stride
    node._saved_padding = padding
    node._saved_dilation = dilation
    node._saved_groups = groups
    if weight.requires_grad:
        node._saved_grad_output = grad_output
        node._version_of_grad_output = grad_output._version
    if weight.requires_grad:
        node._saved_weight_shape = weight._data.shape
    return Tensor._wrap(result, node)


def convolution_weight_grad(input, grad_output, weight_shape, stride, padding, dilation, groups):
    """convolution_weight_grad(Tensor input, Tensor grad_output, int[] weight_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:1593)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'convolution_weight_grad', 'input', 1)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'convolution_weight_grad', 'grad_output', 2)
    weight_shape = int_list(weight_shape)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if result_type(input, grad_output).kind in 'b':
        raise dtype_error('convolution_weight_grad', 'input', 'not implemented for bool', result_type(input, grad_output))
    if grad_output._data.dtype != input._data.dtype:
        raise dtype_error('convolution_weight_grad', 'grad_output', 'same', grad_output, 'input', input)
    dtype = result_type(input, grad_output)
    try:
        result = array_ops.convolution_weight_grad(cast(input, dtype), cast(grad_output, dtype), weight_shape, stride, padding, dilation, groups)
    except ValueError as error:
        raise shape_error('convolution_weight_grad', error, input, grad_output) from None
    if not (input.requires_grad or grad_output.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ConvolutionWeightGradBackward0()
    node.next_functions = (edge(input), edge(grad_output))
    node.input_meta = ((input._data.shape, input._data.dtype), (grad_output._data.shape, grad_output._data.dtype))
    if input.requires_grad:
        node._saved_grad_output = grad_output
        node._version_of_grad_output = grad_output._version
    node._saved_stride = stride
    node._saved_padding = padding
    node._saved_dilation = dilation
    node._saved_groups = groups
    if input.requires_grad:
        node._saved_input_shape = input._data.shape
    if grad_output.requires_grad:
        node._saved_input = input
        node._version_of_input = input._version
    return Tensor._wrap(result, node)


def _conv2d_default(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:1606)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv2d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv2d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv2d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv2d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv2d', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('conv2d', 'bias', 'same', bias, 'input', input)
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 2, 'conv2d')


def _conv2d_padding(input, weight, bias=None, stride=1, padding="valid", dilation=1, groups=1):
    """conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:1618)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv2d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv2d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv2d', 'bias', 3)
    stride = int_list(stride)
    if padding not in ('valid', 'same'):
        raise ValueError(f"{padding} is not a valid value for padding: use 'valid' or 'same'")
    dilation = int_list(dilation)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv2d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv2d', 'weight', 'same', weight, 'input', input)
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 2, 'conv2d')


def conv2d(*args, **kwargs):
    """conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor
    conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor
    (derivatives.yaml:1606, 1618) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('conv2d', _CONV2D_OVERLOADS, args, kwargs)


_CONV2D_OVERLOADS = (
    (_conv2d_default, 'conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor', (('input', 'tensor', False, False), ('weight', 'tensor', False, False), ('bias', 'tensor', True, False), ('stride', 'int_list', True, False), ('padding', 'int_list', True, False), ('dilation', 'int_list', True, False), ('groups', 'int', True, False))),
    (_conv2d_padding, 'conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor', (('input', 'tensor', False, False), ('weight', 'tensor', False, False), ('bias', 'tensor', True, False), ('stride', 'int_list', True, False), ('padding', 'str', True, False), ('dilation', 'int_list', True, False), ('groups', 'int', True, False))),
)


def _conv1d_default(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:1633)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv1d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv1d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv1d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv1d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv1d', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('conv1d', 'bias', 'same', bias, 'input', input)
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 1, 'conv1d')


def _conv1d_padding(input, weight, bias=None, stride=1, padding="valid", dilation=1, groups=1):
    """conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:1644)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv1d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv1d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv1d', 'bias', 3)
    stride = int_list(stride)
    if padding not in ('valid', 'same'):
        raise ValueError(f"{padding} is not a valid value for padding: use 'valid' or 'same'")
    dilation = int_list(dilation)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv1d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv1d', 'weight', 'same', weight, 'input', input)
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 1, 'conv1d')


def conv1d(*args, **kwargs):
    """conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor
    conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor
    (derivatives.yaml:1633, 1644) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('conv1d', _CONV1D_OVERLOADS, args, kwargs)


_CONV1D_OVERLOADS = (
    (_conv1d_default, 'conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor', (('input', 'tensor', False, False), ('weight', 'tensor', False, False), ('bias', 'tensor', True, False), ('stride', 'int_list', True, False), ('padding', 'int_list', True, False), ('dilation', 'int_list', True, False), ('groups', 'int', True, False))),
    (_conv1d_padding, 'conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor', (('input', 'tensor', False, False), ('weight', 'tensor', False, False), ('bias', 'tensor', True, False), ('stride', 'int_list', True, False), ('padding', 'str', True, False), ('dilation', 'int_list', True, False), ('groups', 'int', True, False))),
)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:1657)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv3d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv3d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv3d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv3d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv3d', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('conv3d', 'bias', 'same', bias, 'input', input)
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 3, 'conv3d')


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] output_padding=0, int groups=1, int[] dilation=1) -> Tensor   (derivatives.yaml:1667)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv_transpose2d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv_transpose2d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv_transpose2d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    output_padding = int_list(output_padding)
    dilation = int_list(dilation)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv_transpose2d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv_transpose2d', 'weight', 'same', weight, 'input', input)
    return helpers.conv_transpose_nd(ops, input, weight, bias, stride, padding, output_padding, groups, dilation, 2, 'conv_transpose2d')


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] output_padding=0, int groups=1, int[] dilation=1) -> Tensor   (derivatives.yaml:1680)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv_transpose1d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv_transpose1d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv_transpose1d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    output_padding = int_list(output_padding)
    dilation = int_list(dilation)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv_transpose1d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv_transpose1d', 'weight', 'same', weight, 'input', input)
    return helpers.conv_transpose_nd(ops, input, weight, bias, stride, padding, output_padding, groups, dilation, 1, 'conv_transpose1d')


def max_pool(input, kernel_size, stride, padding, dilation):
    """max_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, int[] dilation) -> (Tensor values, Tensor indices)   (derivatives.yaml:1692)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_pool', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if input._data.dtype.kind in 'b':
        raise dtype_error('max_pool', 'input', 'not implemented for bool', input._data.dtype)
    try:
        values, indices = array_ops.max_pool(input._data, kernel_size, stride, padding, dilation)
    except ValueError as error:
        raise shape_error('max_pool', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return max_pool_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.MaxPoolBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_indices = indices
    node._saved_self_shape = input._data.shape
    outputs = max_pool_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def max_pool_backward(grad_output, indices, *shape):
    """max_pool_backward(Tensor grad_output, Tensor indices, int[] shape) -> Tensor   (derivatives.yaml:1705)"""
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'max_pool_backward', 'grad_output', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'max_pool_backward', 'indices', 2)
    shape = int_list(shape, varargs=True)
    if indices._data.dtype.name not in ('int64',):
        raise index_dtype_error('max_pool_backward', 'indices', 'long index', indices)
    dtype = result_type(grad_output)
    try:
        result = array_ops.max_pool_backward(cast(grad_output, dtype), indices._data, shape)
    except ValueError as error:
        raise shape_error('max_pool_backward', error, grad_output, indices) from None
    if not grad_output.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaxPoolBackwardBackward0()
    node.next_functions = (edge(grad_output), edge(indices))
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype), (indices._data.shape, indices._data.dtype))
    node._saved_indices = indices
    node._version_of_indices = indices._version
    return Tensor._wrap(result, node)


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """max_pool2d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False) -> Tensor   (derivatives.yaml:1718)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_pool2d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if input._data.dtype.kind in 'b':
        raise dtype_error('max_pool2d', 'input', 'not implemented for bool', input._data.dtype)
    return helpers.max_pool_nd(ops, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 2, 'max_pool2d')


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """max_pool1d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False) -> Tensor   (derivatives.yaml:1732)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_pool1d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('max_pool1d', 'input', 'not implemented for integers', input._data.dtype)
    return helpers.max_pool_nd(ops, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 1, 'max_pool1d')


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    """avg_pool2d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor   (derivatives.yaml:1744)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'avg_pool2d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    if input._data.dtype.kind in 'b':
        raise dtype_error('avg_pool2d', 'input', 'not implemented for bool', input._data.dtype)
    return helpers.avg_pool_nd(ops, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, 2, 'avg_pool2d')


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    """avg_pool1d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True) -> Tensor   (derivatives.yaml:1758)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'avg_pool1d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    if input._data.dtype.kind in 'b':
        raise dtype_error('avg_pool1d', 'input', 'not implemented for bool', input._data.dtype)
    return helpers.avg_pool_nd(ops, input, kernel_size, stride, padding, ceil_mode, count_include_pad, None, 1, 'avg_pool1d')


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
    'fmod': fmod,
    'remainder': remainder,
    'floor_divide': floor_divide,
    'bitwise_and': bitwise_and,
    'bitwise_or': bitwise_or,
    'bitwise_xor': bitwise_xor,
    'bitwise_not': bitwise_not,
    'bitwise_left_shift': bitwise_left_shift,
    'bitwise_right_shift': bitwise_right_shift,
    'isnan': isnan,
    'isinf': isinf,
    'isfinite': isfinite,
    'isposinf': isposinf,
    'isneginf': isneginf,
    'isreal': isreal,
    'isclose': isclose,
    'nan_to_num': nan_to_num,
    'gather': gather,
    'scatter': scatter,
    'scatter_add': scatter_add,
    'scatter_reduce': scatter_reduce,
    'index_select': index_select,
    'index_add': index_add,
    'index_copy': index_copy,
    'index_fill': index_fill,
    'masked_fill': masked_fill,
    'masked_select': masked_select,
    'take': take,
    'take_along_dim': take_along_dim,
    'index_put': index_put,
    'dot': dot,
    'vdot': vdot,
    'mm': mm,
    'bmm': bmm,
    'mv': mv,
    'outer': outer,
    'ger': ger,
    'addmm': addmm,
    'addmv': addmv,
    'baddbmm': baddbmm,
    'kron': kron,
    'cross': cross,
    'tensordot': tensordot,
    'einsum': einsum,
}

# specgrad.nn.functional.<name>(...)
FUNCTIONAL = {
    'linear': linear,
    'mse_loss': mse_loss,
    'conv2d': conv2d,
    'conv1d': conv1d,
    'conv3d': conv3d,
    'conv_transpose2d': conv_transpose2d,
    'conv_transpose1d': conv_transpose1d,
    'max_pool2d': max_pool2d,
    'max_pool1d': max_pool1d,
    'avg_pool2d': avg_pool2d,
    'avg_pool1d': avg_pool1d,
}

# specgrad.linalg.<name>(...): linalg_<name> of derivatives.yaml
LINALG = {
    'cross': linalg_cross,
    'inv': linalg_inv,
    'det': linalg_det,
    'slogdet': linalg_slogdet,
    'solve': linalg_solve,
    'cholesky': linalg_cholesky,
    'qr': linalg_qr,
    'svd': linalg_svd,
    'svdvals': linalg_svdvals,
    'eigh': linalg_eigh,
    'eigvalsh': linalg_eigvalsh,
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
    'fmod': fmod,
    'fmod_': fmod_,
    'remainder': remainder,
    'remainder_': remainder_,
    'floor_divide': floor_divide,
    'floor_divide_': floor_divide_,
    'bitwise_and': bitwise_and,
    'bitwise_and_': bitwise_and_,
    'bitwise_or': bitwise_or,
    'bitwise_or_': bitwise_or_,
    'bitwise_xor': bitwise_xor,
    'bitwise_xor_': bitwise_xor_,
    'bitwise_not': bitwise_not,
    'bitwise_not_': bitwise_not_,
    'bitwise_left_shift': bitwise_left_shift,
    'bitwise_left_shift_': bitwise_left_shift_,
    'bitwise_right_shift': bitwise_right_shift,
    'bitwise_right_shift_': bitwise_right_shift_,
    'isnan': isnan,
    'isinf': isinf,
    'isfinite': isfinite,
    'isposinf': isposinf,
    'isneginf': isneginf,
    'isreal': isreal,
    'isclose': isclose,
    'nan_to_num': nan_to_num,
    'nan_to_num_': nan_to_num_,
    'gather': gather,
    'scatter': scatter,
    'scatter_': scatter_,
    'scatter_add': scatter_add,
    'scatter_add_': scatter_add_,
    'scatter_reduce': scatter_reduce,
    'scatter_reduce_': scatter_reduce_,
    'index_select': index_select,
    'index_add': index_add,
    'index_add_': index_add_,
    'index_copy': index_copy,
    'index_copy_': index_copy_,
    'index_fill': index_fill,
    'index_fill_': index_fill_,
    'masked_fill': masked_fill,
    'masked_fill_': masked_fill_,
    'masked_select': masked_select,
    'take': take,
    'take_along_dim': take_along_dim,
    'index_put': index_put,
    'index_put_': index_put_,
    'dot': dot,
    'vdot': vdot,
    'mm': mm,
    'bmm': bmm,
    'mv': mv,
    'outer': outer,
    'ger': ger,
    'addmm': addmm,
    'addmv': addmv,
    'baddbmm': baddbmm,
    'kron': kron,
    'cross': cross,
}
