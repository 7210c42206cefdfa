"""The public ops: each takes Tensors, computes on arrays, and records its grad_fn node.

Generated from derivatives.yaml by `make regenerate`; do not edit.

An op promotes its inputs to PyTorch's result dtype, calls its forward in array_ops, and, when
grad mode is on and an input requires grad, creates the node that will run its formulas,
saving only the values those formulas read (and only for inputs that need a gradient).
"""
import builtins
from collections import namedtuple

from specgrad.autograd import forward_ad
from specgrad.autograd.graph import edge
from specgrad.dispatch import (dim_arg, dim_list_arg, dispatch, dtype_arg, dtype_error, index_arg, index_dtype_error,
                               int_arg, int_list, number_arg, numpy_aliases, permutation_arg, present, same_device, scalar_arg,
                               shape_error, str_arg, tensor_arg, tensor_list_arg, wrapped_number, write_out)
from specgrad import formula_helpers as helpers
from specgrad.dtypes import INDEX_DTYPES, cast, float_result_type, numpy_dtype, result_type
from specgrad.func import batching
from specgrad.generated import array_ops, batch_rules, nodes, tangents
from specgrad.generated import ops  # this module: composites pass it to formula helpers as their ops namespace
from specgrad.grad_mode import is_grad_enabled
from specgrad.inplace import inplace
from specgrad.inplace import inplace_dtype
from specgrad.inplace import inplace_view
from specgrad.memory_format import memory_format_arg
from specgrad.inplace import inplace as write_inplace  # F's `inplace=True` (a parameter named inplace hides `inplace`)
from specgrad.tensor import Tensor

max_dim_result = namedtuple('max', ['values', 'indices'])

min_dim_result = namedtuple('min', ['values', 'indices'])

frexp_result = namedtuple('frexp', ['mantissa', 'exponent'])

nanmedian_dim_result = namedtuple('nanmedian', ['values', 'indices'])

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

unique_all_result = namedtuple('unique_all', ['values', 'inverse', 'counts'])

slogdet_result = namedtuple('slogdet', ['sign', 'logabsdet'])

linalg_slogdet_result = namedtuple('linalg_slogdet', ['sign', 'logabsdet'])

linalg_qr_result = namedtuple('linalg_qr', ['Q', 'R'])

linalg_svd_result = namedtuple('linalg_svd', ['U', 'S', 'Vh'])

linalg_eigh_result = namedtuple('linalg_eigh', ['eigenvalues', 'eigenvectors'])

cross_entropy_indices_result = namedtuple('cross_entropy_indices', ['loss', 'row_stats'])

max_pool_result = namedtuple('max_pool', ['values', 'indices'])

adaptive_max_pool_result = namedtuple('adaptive_max_pool', ['values', 'indices'])

adaptive_max_pool1d_result = namedtuple('adaptive_max_pool1d', ['values', 'indices'])

native_layer_norm_result = namedtuple('native_layer_norm', ['out', 'mean', 'rstd'])

native_batch_norm_result = namedtuple('native_batch_norm', ['out', 'save_mean', 'save_rstd'])

_thnn_fused_lstm_cell_result = namedtuple('_thnn_fused_lstm_cell', ['hy', 'cy', 'workspace'])

_thnn_fused_gru_cell_result = namedtuple('_thnn_fused_gru_cell', ['hy', 'workspace'])

_lstm_layer_result = namedtuple('_lstm_layer', ['output', 'hy', 'cy', 'cells', 'workspace'])

_rnn_layer_result = namedtuple('_rnn_layer', ['output', 'hy'])

_gru_layer_result = namedtuple('_gru_layer', ['output', 'hy', 'workspace'])


def add(input, other, *, alpha=1, out=None):
    """add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:147)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.add, add, (input, other), {'alpha': alpha, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.add(input, other, alpha=alpha, out=out)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'add', 'alpha')
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'add', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'add', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('add', input, other)
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
    """In place: `add` written into self (derivatives.yaml:147)."""
    return inplace(self, add, other, alpha=alpha)


def sub(input, other, *, alpha=1, out=None):
    """sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:167)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.sub, sub, (input, other), {'alpha': alpha, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sub(input, other, alpha=alpha, out=out)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'sub', 'alpha')
    if type(input) is bool:
        raise dtype_error('sub', 'input', 'numeric', bool)
    if isinstance(input, Tensor) and input._data.dtype.kind == 'b':
        raise dtype_error('sub', 'input', 'numeric', input)
    if type(other) is bool:
        raise dtype_error('sub', 'other', 'numeric', bool)
    if isinstance(other, Tensor) and other._data.dtype.kind == 'b':
        raise dtype_error('sub', 'other', 'numeric', other)
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'sub', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'sub', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('sub', input, other)
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
    """In place: `sub` written into self (derivatives.yaml:167)."""
    return inplace(self, sub, other, alpha=alpha)


def mul(input, other, *, out=None):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:188)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.mul, mul, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.mul(input, other, out=out)
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'mul', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'mul', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('mul', input, other)
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
    """In place: `mul` written into self (derivatives.yaml:188)."""
    return inplace(self, mul, other)


def div(input, other, *, rounding_mode=None, out=None):
    """div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor   (derivatives.yaml:199)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.div, div, (input, other), {'rounding_mode': rounding_mode, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.div(input, other, rounding_mode=rounding_mode, out=out)
    if type(rounding_mode) is not str and rounding_mode is not None:
        rounding_mode = str_arg(rounding_mode, 'div', 'rounding_mode')
    dtype = result_type(input, other) if rounding_mode is not None else float_result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'div', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'div', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('div', input, other)
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
    """In place: `div` written into self (derivatives.yaml:199)."""
    return inplace(self, div, other, rounding_mode=rounding_mode)


def neg(input, *, out=None):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:226)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.neg, neg, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.neg(input, out=out)
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
    """In place: `neg` written into self (derivatives.yaml:226)."""
    return inplace(self, neg)


def reciprocal(input, *, out=None):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:236)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.reciprocal, reciprocal, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.reciprocal(input, out=out)
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
    """In place: `reciprocal` written into self (derivatives.yaml:236)."""
    return inplace(self, reciprocal)


def _pow_Tensor_Scalar(input, exponent, *, out=None):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:246)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._pow_Tensor_Scalar, _pow_Tensor_Scalar, (input, exponent), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._pow_Tensor_Scalar(input, exponent, out=out)
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
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:261)"""
    if batching.active and batching.batched(input, exponent):
        return batching.call(batch_rules._pow_Tensor_Tensor, _pow_Tensor_Tensor, (input, exponent), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._pow_Tensor_Tensor(input, exponent, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'pow', 'input', 1)
    if not isinstance(exponent, Tensor):
        exponent = tensor_arg(exponent, 'pow', 'exponent', 2)
    dtype = result_type(input, exponent)
    if type(exponent._data) is not type(input._data):
        input, exponent = same_device('pow', input, exponent)
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
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:273)"""
    if batching.active and batching.batched(exponent):
        return batching.call(batch_rules._pow_Scalar, _pow_Scalar, (self, exponent), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._pow_Scalar(self, exponent, out=out)
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
    (derivatives.yaml:246, 261, 273) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('pow', _POW_OVERLOADS, args, kwargs)


_POW_OVERLOADS = (
    (_pow_Tensor_Scalar, 'pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'scalar', False, False), ('out', 'out', True, True))),
    (_pow_Tensor_Tensor, 'pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
    (_pow_Scalar, 'pow.Scalar(Scalar self, Tensor exponent) -> Tensor', (('self', 'scalar', False, False), ('exponent', 'tensor', False, False), ('out', 'out', True, True))),
)


def pow_(self, *args, **kwargs):
    """In place: `pow` written into self (derivatives.yaml:246)."""
    return inplace(self, pow, *args, **kwargs)


def exp(input, *, out=None):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:286)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.exp, exp, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.exp(input, out=out)
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
    """In place: `exp` written into self (derivatives.yaml:286)."""
    return inplace(self, exp)


def log(input, *, out=None):
    """log(Tensor self) -> Tensor   (derivatives.yaml:295)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.log, log, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.log(input, out=out)
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
    """In place: `log` written into self (derivatives.yaml:295)."""
    return inplace(self, log)


def sqrt(input, *, out=None):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:305)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sqrt, sqrt, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sqrt(input, out=out)
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
    """In place: `sqrt` written into self (derivatives.yaml:305)."""
    return inplace(self, sqrt)


def sin(input, *, out=None):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:315)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sin, sin, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sin(input, out=out)
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
    """In place: `sin` written into self (derivatives.yaml:315)."""
    return inplace(self, sin)


def cos(input, *, out=None):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:324)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.cos, cos, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cos(input, out=out)
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
    """In place: `cos` written into self (derivatives.yaml:324)."""
    return inplace(self, cos)


def tanh(input, *, out=None):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:333)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.tanh, tanh, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.tanh(input, out=out)
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
    """In place: `tanh` written into self (derivatives.yaml:333)."""
    return inplace(self, tanh)


def sigmoid(input, *, out=None):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:343)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sigmoid, sigmoid, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sigmoid(input, out=out)
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
    """In place: `sigmoid` written into self (derivatives.yaml:343)."""
    return inplace(self, sigmoid)


def relu(input, *, out=None):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:353)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.relu, relu, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.relu(input, out=out)
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
    """In place: `relu` written into self (derivatives.yaml:353)."""
    return inplace(self, relu)


def threshold_backward(grad_output, input, *, threshold=0):
    """threshold_backward(Tensor grad_output, Tensor self, *, Scalar threshold=0) -> Tensor   (derivatives.yaml:367)"""
    if batching.active and batching.batched(grad_output, input):
        return batching.call(batch_rules.threshold_backward, threshold_backward, (grad_output, input), {'threshold': threshold})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.threshold_backward(grad_output, input, threshold=threshold)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'threshold_backward', 'grad_output', 1)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'threshold_backward', 'input', 2)
    if type(threshold) is not int and type(threshold) is not float:
        threshold = scalar_arg(threshold, 'threshold_backward', 'threshold')
    if result_type(grad_output, input).kind in 'b':
        raise dtype_error('threshold_backward', 'grad_output', 'not implemented for bool', result_type(grad_output, input))
    if result_type(grad_output, input).kind in 'b':
        raise dtype_error('threshold_backward', 'input', 'not implemented for bool', result_type(grad_output, input))
    dtype = result_type(grad_output, input)
    if type(input._data) is not type(grad_output._data):
        grad_output, input = same_device('threshold_backward', grad_output, input)
    try:
        result = array_ops.threshold_backward(cast(grad_output, dtype), cast(input, dtype), threshold)
    except ValueError as error:
        raise shape_error('threshold_backward', error, grad_output, input) from None
    if not (grad_output.requires_grad or input.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ThresholdBackwardBackward0()
    node.next_functions = (edge(grad_output), edge(input))
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype), (input._data.shape, input._data.dtype))
    if grad_output.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    if grad_output.requires_grad:
        node._saved_threshold = threshold
    return Tensor._wrap(result, node)


def connect_to(grad_output, input):
    """connect_to(Tensor grad_output, Tensor self) -> Tensor   (derivatives.yaml:385)"""
    if batching.active and batching.batched(grad_output, input):
        return batching.call(batch_rules.connect_to, connect_to, (grad_output, input), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.connect_to(grad_output, input)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'connect_to', 'grad_output', 1)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'connect_to', 'input', 2)
    dtype = result_type(grad_output, input)
    if type(input._data) is not type(grad_output._data):
        grad_output, input = same_device('connect_to', grad_output, input)
    try:
        result = array_ops.connect_to(cast(grad_output, dtype), cast(input, dtype))
    except ValueError as error:
        raise shape_error('connect_to', error, grad_output, input) from None
    if not (grad_output.requires_grad or input.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ConnectToBackward0()
    node.next_functions = (edge(grad_output), edge(input))
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype), (input._data.shape, input._data.dtype))
    if grad_output.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def abs(input, *, out=None):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:397)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.abs, abs, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.abs(input, out=out)
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
    """In place: `abs` written into self (derivatives.yaml:397)."""
    return inplace(self, abs)


def sign(input, *, out=None):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:408)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sign, sign, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sign(input, out=out)
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
    """In place: `sign` written into self (derivatives.yaml:408)."""
    return inplace(self, sign)


def maximum(input, other, *, out=None):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:417)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.maximum, maximum, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.maximum(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'maximum', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'maximum', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('maximum', input, other)
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
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:426)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.minimum, minimum, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.minimum(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'minimum', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'minimum', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('minimum', input, other)
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
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:434)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.clamp, clamp, (input, min, max), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.clamp(input, min, max, out=out)
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
    """In place: `clamp` written into self (derivatives.yaml:434)."""
    return inplace(self, clamp, min, max)


def where(condition, input, other, *, out=None):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:449)"""
    if batching.active and batching.batched(condition, input, other):
        return batching.call(batch_rules.where, where, (condition, input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.where(condition, input, other, out=out)
    if not isinstance(condition, Tensor):
        condition = tensor_arg(condition, 'where', 'condition', 1)
    if condition._data.dtype.kind != 'b':
        raise dtype_error('where', 'condition', 'bool', condition)
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'where', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'where', 'other')
    if type(input._data) is not type(condition._data) or type(other._data) is not type(condition._data):
        condition, input, other = same_device('where', condition, input, other)
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
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:468)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.eq, eq, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'eq', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'eq', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('eq', input, other)
    try:
        result = array_ops.eq(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('eq', error, input, other) from None
    if out is not None:
        return write_out('eq', out, result, False)
    return Tensor._wrap(result)


def eq_(self, other):
    """In place: `eq` written into self (derivatives.yaml:468)."""
    return inplace(self, eq, other)


def ne(input, other, *, out=None):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:478)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.ne, ne, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'ne', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'ne', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('ne', input, other)
    try:
        result = array_ops.ne(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('ne', error, input, other) from None
    if out is not None:
        return write_out('ne', out, result, False)
    return Tensor._wrap(result)


def ne_(self, other):
    """In place: `ne` written into self (derivatives.yaml:478)."""
    return inplace(self, ne, other)


def lt(input, other, *, out=None):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:489)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.lt, lt, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lt', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'lt', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('lt', input, other)
    try:
        result = array_ops.lt(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('lt', error, input, other) from None
    if out is not None:
        return write_out('lt', out, result, False)
    return Tensor._wrap(result)


def lt_(self, other):
    """In place: `lt` written into self (derivatives.yaml:489)."""
    return inplace(self, lt, other)


def le(input, other, *, out=None):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:499)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.le, le, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'le', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'le', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('le', input, other)
    try:
        result = array_ops.le(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('le', error, input, other) from None
    if out is not None:
        return write_out('le', out, result, False)
    return Tensor._wrap(result)


def le_(self, other):
    """In place: `le` written into self (derivatives.yaml:499)."""
    return inplace(self, le, other)


def gt(input, other, *, out=None):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:510)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.gt, gt, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'gt', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'gt', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('gt', input, other)
    try:
        result = array_ops.gt(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('gt', error, input, other) from None
    if out is not None:
        return write_out('gt', out, result, False)
    return Tensor._wrap(result)


def gt_(self, other):
    """In place: `gt` written into self (derivatives.yaml:510)."""
    return inplace(self, gt, other)


def ge(input, other, *, out=None):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:520)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.ge, ge, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'ge', 'input', 1)
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'ge', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('ge', input, other)
    try:
        result = array_ops.ge(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('ge', error, input, other) from None
    if out is not None:
        return write_out('ge', out, result, False)
    return Tensor._wrap(result)


def ge_(self, other):
    """In place: `ge` written into self (derivatives.yaml:520)."""
    return inplace(self, ge, other)


def logical_and(input, other, *, out=None):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:531)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.logical_and, logical_and, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logical_and', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'logical_and', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('logical_and', input, other)
    try:
        result = array_ops.logical_and(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('logical_and', error, input, other) from None
    if out is not None:
        return write_out('logical_and', out, result, False)
    return Tensor._wrap(result)


def logical_and_(self, other):
    """In place: `logical_and` written into self (derivatives.yaml:531)."""
    return inplace(self, logical_and, other)


def logical_or(input, other, *, out=None):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:540)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.logical_or, logical_or, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logical_or', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'logical_or', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('logical_or', input, other)
    try:
        result = array_ops.logical_or(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('logical_or', error, input, other) from None
    if out is not None:
        return write_out('logical_or', out, result, False)
    return Tensor._wrap(result)


def logical_or_(self, other):
    """In place: `logical_or` written into self (derivatives.yaml:540)."""
    return inplace(self, logical_or, other)


def logical_xor(input, other, *, out=None):
    """logical_xor(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:549)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.logical_xor, logical_xor, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logical_xor', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'logical_xor', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('logical_xor', input, other)
    try:
        result = array_ops.logical_xor(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('logical_xor', error, input, other) from None
    if out is not None:
        return write_out('logical_xor', out, result, False)
    return Tensor._wrap(result)


def logical_xor_(self, other):
    """In place: `logical_xor` written into self (derivatives.yaml:549)."""
    return inplace(self, logical_xor, other)


def logical_not(input, *, out=None):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:561)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.logical_not, logical_not, (input,), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logical_not', 'input', 1)
    try:
        result = array_ops.logical_not(input._data)
    except ValueError as error:
        raise shape_error('logical_not', error, input) from None
    if out is not None:
        return write_out('logical_not', out, result, False)
    return Tensor._wrap(result)


def logical_not_(self):
    """In place: `logical_not` written into self (derivatives.yaml:561)."""
    return inplace(self, logical_not)


def sum(input, dim=None, keepdim=False, *, dtype=None, out=None, **numpy_names):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:572)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sum, sum, (input, dim, keepdim), {'dtype': dtype, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sum(input, dim, keepdim, dtype=dtype, out=out, **numpy_names)
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
    """mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:589)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.mean, mean, (input, dim, keepdim), {'dtype': dtype, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.mean(input, dim, keepdim, dtype=dtype, out=out, **numpy_names)
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
    """max(Tensor self) -> Tensor   (derivatives.yaml:605)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._max_default, _max_default, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._max_default(input, out=out)
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
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:616)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._max_dim, _max_dim, (input, dim, keepdim), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._max_dim(input, dim, keepdim)
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
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:628)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules._max_other, _max_other, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._max_other(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'max', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('max', input, other)
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
    (derivatives.yaml:605, 616, 628) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('max', _MAX_OVERLOADS, args, kwargs)


_MAX_OVERLOADS = (
    (_max_default, 'max(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_max_dim, 'max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_max_other, 'max.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def _min_default(input, *, out=None):
    """min(Tensor self) -> Tensor   (derivatives.yaml:636)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._min_default, _min_default, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._min_default(input, out=out)
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
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:646)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._min_dim, _min_dim, (input, dim, keepdim), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._min_dim(input, dim, keepdim)
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
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:658)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules._min_other, _min_other, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._min_other(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'min', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'min', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('min', input, other)
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
    (derivatives.yaml:636, 646, 658) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('min', _MIN_OVERLOADS, args, kwargs)


_MIN_OVERLOADS = (
    (_min_default, 'min(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_min_dim, 'min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
    (_min_other, 'min.other(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),
)


def amax(input, dim=(), keepdim=False, *, out=None, **numpy_names):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:666)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.amax, amax, (input, dim, keepdim), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.amax(input, dim, keepdim, out=out, **numpy_names)
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
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:679)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.amin, amin, (input, dim, keepdim), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.amin(input, dim, keepdim, out=out, **numpy_names)
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
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:692)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.matmul, matmul, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.matmul(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'matmul', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'matmul', 'other', 2)
    if other._data.dtype != input._data.dtype:
        raise dtype_error('matmul', 'other', 'same', other, 'input', input)
    if result_type(input, other).kind in 'b':
        raise dtype_error('matmul', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('matmul', input, other)
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


def ravel(input):
    """ravel(Tensor self) -> Tensor   (derivatives.yaml:716)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'ravel', 'input', 1)
    return ops.reshape(input, [-1])


def select(input, dim, index, **numpy_names):
    """select.int(Tensor self, int dim, int index) -> Tensor   (derivatives.yaml:724)"""
    if numpy_names:
        dim, = numpy_aliases('select', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'select', 'input', 1)
    if type(dim) is not int:
        dim = int_arg(dim, 'select', 'dim', 2)
    if type(index) is not int:
        index = int_arg(index, 'select', 'index', 3)
    return helpers.select_of(ops, input, dim, index)


def unfold_view(input, dimension, size, step):
    """unfold_view(Tensor self, int dimension, int size, int step) -> Tensor   (derivatives.yaml:736)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.unfold_view, unfold_view, (input, dimension, size, step), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.unfold_view(input, dimension, size, step)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'unfold_view', 'input', 1)
    dimension = dim_arg(dimension, input.ndim, 'unfold_view', 'dimension')
    try:
        result = array_ops.unfold_view(input._data, dimension, size, step)
    except ValueError as error:
        raise shape_error('unfold_view', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.UnfoldViewBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dimension = dimension
    node._saved_size = size
    node._saved_step = step
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def unfold_backward(grad_in, input_sizes, dim, size, step, **numpy_names):
    """unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size, int step) -> Tensor   (derivatives.yaml:756)"""
    if batching.active and batching.batched(grad_in):
        return batching.call(batch_rules.unfold_backward, unfold_backward, (grad_in, input_sizes, dim, size, step), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.unfold_backward(grad_in, input_sizes, dim, size, step, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('unfold_backward', numpy_names, dim=dim)
    if not isinstance(grad_in, Tensor):
        grad_in = tensor_arg(grad_in, 'unfold_backward', 'grad_in', 1)
    input_sizes = int_list(input_sizes)
    try:
        result = array_ops.unfold_backward(grad_in._data, input_sizes, dim, size, step)
    except ValueError as error:
        raise shape_error('unfold_backward', error, grad_in) from None
    if not grad_in.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.UnfoldBackwardBackward0()
    node.next_functions = (edge(grad_in),)
    node.input_meta = ((grad_in._data.shape, grad_in._data.dtype),)
    node._saved_dim = dim
    node._saved_size = size
    node._saved_step = step
    return Tensor._wrap(result, node)


def concatenate(tensors, axis=0):
    """concatenate(Tensor[] tensors, int axis=0) -> Tensor   (derivatives.yaml:767)"""
    tensors = tensor_list_arg(tensors, 'concatenate', 'tensors')
    if type(axis) is not int:
        axis = int_arg(axis, 'concatenate', 'axis', 2)
    return ops.cat(tensors, axis)


def _atleast_1d_default(input):
    """atleast_1d(Tensor self) -> Tensor   (derivatives.yaml:779)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'atleast_1d', 'input', 1)
    return helpers.atleast_nd(ops, input, 1)


def _atleast_1d_Sequence(tensors):
    """atleast_1d.Sequence(Tensor[] tensors) -> Tensor[]   (derivatives.yaml:788)"""
    tensors = tensor_list_arg(tensors, 'atleast_1d', 'tensors')
    return helpers.atleast_nd_all(ops, tensors, 1)


def atleast_1d(*args, **kwargs):
    """atleast_1d(Tensor self) -> Tensor
    atleast_1d.Sequence(Tensor[] tensors) -> Tensor[]
    (derivatives.yaml:779, 788) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('atleast_1d', _ATLEAST_1D_OVERLOADS, args, kwargs)


_ATLEAST_1D_OVERLOADS = (
    (_atleast_1d_default, 'atleast_1d(Tensor self) -> Tensor', (('input', 'tensor', False, False),)),
    (_atleast_1d_Sequence, 'atleast_1d.Sequence(Tensor[] tensors) -> Tensor[]', (('tensors', 'tensor_list', False, False),)),
)


def _atleast_2d_default(input):
    """atleast_2d(Tensor self) -> Tensor   (derivatives.yaml:796)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'atleast_2d', 'input', 1)
    return helpers.atleast_nd(ops, input, 2)


def _atleast_2d_Sequence(tensors):
    """atleast_2d.Sequence(Tensor[] tensors) -> Tensor[]   (derivatives.yaml:805)"""
    tensors = tensor_list_arg(tensors, 'atleast_2d', 'tensors')
    return helpers.atleast_nd_all(ops, tensors, 2)


def atleast_2d(*args, **kwargs):
    """atleast_2d(Tensor self) -> Tensor
    atleast_2d.Sequence(Tensor[] tensors) -> Tensor[]
    (derivatives.yaml:796, 805) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('atleast_2d', _ATLEAST_2D_OVERLOADS, args, kwargs)


_ATLEAST_2D_OVERLOADS = (
    (_atleast_2d_default, 'atleast_2d(Tensor self) -> Tensor', (('input', 'tensor', False, False),)),
    (_atleast_2d_Sequence, 'atleast_2d.Sequence(Tensor[] tensors) -> Tensor[]', (('tensors', 'tensor_list', False, False),)),
)


def _atleast_3d_default(input):
    """atleast_3d(Tensor self) -> Tensor   (derivatives.yaml:813)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'atleast_3d', 'input', 1)
    return helpers.atleast_nd(ops, input, 3)


def _atleast_3d_Sequence(tensors):
    """atleast_3d.Sequence(Tensor[] tensors) -> Tensor[]   (derivatives.yaml:822)"""
    tensors = tensor_list_arg(tensors, 'atleast_3d', 'tensors')
    return helpers.atleast_nd_all(ops, tensors, 3)


def atleast_3d(*args, **kwargs):
    """atleast_3d(Tensor self) -> Tensor
    atleast_3d.Sequence(Tensor[] tensors) -> Tensor[]
    (derivatives.yaml:813, 822) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('atleast_3d', _ATLEAST_3D_OVERLOADS, args, kwargs)


_ATLEAST_3D_OVERLOADS = (
    (_atleast_3d_default, 'atleast_3d(Tensor self) -> Tensor', (('input', 'tensor', False, False),)),
    (_atleast_3d_Sequence, 'atleast_3d.Sequence(Tensor[] tensors) -> Tensor[]', (('tensors', 'tensor_list', False, False),)),
)


def broadcast_tensors(*tensors):
    """broadcast_tensors(Tensor[] tensors) -> Tensor[]   (derivatives.yaml:830)"""
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'broadcast_tensors', 'tensors')
    return helpers.broadcast_all(ops, tensors)


def reshape(input, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:841)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.reshape, reshape, (input, shape), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.reshape(input, *shape)
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


def _view_default(input, size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:853)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._view_default, _view_default, (input, size), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._view_default(input, size)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'view', 'input', 1)
    size = int_list(size)
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


def _view_dtype(input, dtype):
    """view.dtype(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:866)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._view_dtype, _view_dtype, (input, dtype), {})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'view', 'input', 1)
    dtype = dtype_arg(dtype, 'view', 'dtype')
    try:
        result = array_ops.view_dtype(input._data, dtype)
    except ValueError as error:
        raise shape_error('view', error, input) from None
    return Tensor._wrap(result)._as_view_of(input)


def view(*args, **kwargs):
    """view(Tensor self, int[] size) -> Tensor
    view.dtype(Tensor self, ScalarType dtype) -> Tensor
    (derivatives.yaml:853, 866) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('view', _VIEW_OVERLOADS, args, kwargs)


_VIEW_OVERLOADS = (
    (_view_default, 'view(Tensor self, int[] size) -> Tensor', (('input', 'tensor', False, False), ('size', 'int_list', False, False))),
    (_view_dtype, 'view.dtype(Tensor self, ScalarType dtype) -> Tensor', (('input', 'tensor', False, False), ('dtype', 'dtype', False, False))),
)


def transpose(input, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:881)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.transpose, transpose, (input, dim0, dim1), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.transpose(input, dim0, dim1)
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


def transpose_(self, dim0, dim1):
    """In place: `transpose` written into self (derivatives.yaml:881)."""
    return inplace_view(self, transpose, dim0, dim1)


def permute(input, *dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:893)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.permute, permute, (input, dims), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.permute(input, *dims)
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
    """t(Tensor self) -> Tensor   (derivatives.yaml:905)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.t, t, (input,), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.t(input)
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


def t_(self):
    """In place: `t` written into self (derivatives.yaml:905)."""
    return inplace_view(self, t)


def expand(input, *size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:916)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.expand, expand, (input, size), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.expand(input, *size)
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
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:930)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sum_to, sum_to, (input, shape), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sum_to(input, *shape)
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
    """squeeze(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:940)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.squeeze, squeeze, (input, dim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.squeeze(input, dim, **numpy_names)
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


def squeeze_(self, dim=None):
    """In place: `squeeze` written into self (derivatives.yaml:940)."""
    return inplace_view(self, squeeze, dim)


def unsqueeze(input, dim, **numpy_names):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:956)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.unsqueeze, unsqueeze, (input, dim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.unsqueeze(input, dim, **numpy_names)
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


def unsqueeze_(self, dim):
    """In place: `unsqueeze` written into self (derivatives.yaml:956)."""
    return inplace_view(self, unsqueeze, dim)


def index(input, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:970)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.index, index, (input, indices), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.index(input, indices)
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
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:986)"""
    if batching.active and batching.batched(grad_output):
        return batching.call(batch_rules.index_backward, index_backward, (grad_output, shape, indices), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.index_backward(grad_output, shape, indices)
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
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:996)"""
    if batching.active and batching.batched(tensors):
        return batching.call(batch_rules.cat, cat, (tensors, dim), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cat(tensors, dim, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('cat', numpy_names, dim=dim)
    tensors = tensor_list_arg(tensors, 'cat', 'tensors')
    dim = dim_arg(dim, builtins.max((t.ndim for t in tensors), default=1), 'cat', 'dim')
    dtype = result_type(*tensors)
    if len({type(t._data) for t in present(*tensors)}) > 1:
        tensors, = same_device('cat', tensors)
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
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:1009)"""
    if batching.active and batching.batched(tensors):
        return batching.call(batch_rules.stack, stack, (tensors, dim), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.stack(tensors, dim, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('stack', numpy_names, dim=dim)
    tensors = tensor_list_arg(tensors, 'stack', 'tensors')
    dim = dim_arg(dim, builtins.max((t.ndim for t in tensors), default=0) + 1, 'stack', 'dim')
    dtype = result_type(*tensors)
    if len({type(t._data) for t in present(*tensors)}) > 1:
        tensors, = same_device('stack', tensors)
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


def clone(input, *, memory_format=None, out=None):
    """clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor   (derivatives.yaml:1023)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.clone, clone, (input,), {'memory_format': memory_format, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.clone(input, memory_format=memory_format, out=out)
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
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:1035)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._to_copy, _to_copy, (input, dtype), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._to_copy(input, dtype)
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


def true_divide(input, other, *, out=None):
    """true_divide(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1048)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.true_divide, true_divide, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.true_divide(input, other, out=out)
    dtype = float_result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'true_divide', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'true_divide', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('true_divide', input, other)
    try:
        result = array_ops.true_divide(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('true_divide', error, input, other) from None
    if out is not None:
        return write_out('true_divide', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TrueDivideBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_other = other
    node._version_of_other = other._version
    if other.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    return Tensor._wrap(result, node)


def true_divide_(self, other):
    """In place: `true_divide` written into self (derivatives.yaml:1048)."""
    return inplace(self, true_divide, other)


def rsub(input, other, *, alpha=1):
    """rsub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:1064)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'rsub', 'input', 1)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'rsub', 'alpha')
    return ops.sub(other, input, alpha=alpha)


def positive(input):
    """positive(Tensor self) -> Tensor   (derivatives.yaml:1076)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'positive', 'input', 1)
    if input._data.dtype.kind == 'b':
        raise dtype_error('positive', 'input', 'numeric', input)
    return input


def clamp_min(input, min, *, out=None):
    """clamp_min(Tensor self, Scalar min) -> Tensor   (derivatives.yaml:1086)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.clamp_min, clamp_min, (input, min), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.clamp_min(input, min, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'clamp_min', 'input', 1)
    if type(min) is not int and type(min) is not float:
        min = scalar_arg(min, 'clamp_min', 'min')
    dtype = result_type(input, min)
    try:
        result = array_ops.clamp_min(cast(input, dtype), min)
    except ValueError as error:
        raise shape_error('clamp_min', error, input) from None
    if out is not None:
        return write_out('clamp_min', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ClampMinBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_min = min
    return Tensor._wrap(result, node)


def clamp_min_(self, min):
    """In place: `clamp_min` written into self (derivatives.yaml:1086)."""
    return inplace(self, clamp_min, min)


def clamp_max(input, max, *, out=None):
    """clamp_max(Tensor self, Scalar max) -> Tensor   (derivatives.yaml:1100)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.clamp_max, clamp_max, (input, max), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.clamp_max(input, max, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'clamp_max', 'input', 1)
    if type(max) is not int and type(max) is not float:
        max = scalar_arg(max, 'clamp_max', 'max')
    dtype = result_type(input, max)
    try:
        result = array_ops.clamp_max(cast(input, dtype), max)
    except ValueError as error:
        raise shape_error('clamp_max', error, input) from None
    if out is not None:
        return write_out('clamp_max', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ClampMaxBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_max = max
    return Tensor._wrap(result, node)


def clamp_max_(self, max):
    """In place: `clamp_max` written into self (derivatives.yaml:1100)."""
    return inplace(self, clamp_max, max)


def _float_power_Tensor_Tensor(input, exponent):
    """float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:1115)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'float_power', 'input', 1)
    if not isinstance(exponent, Tensor):
        exponent = tensor_arg(exponent, 'float_power', 'exponent', 2)
    return helpers.float_power_of(ops, input, exponent)


def _float_power_Tensor_Scalar(input, exponent):
    """float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:1125)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'float_power', 'input', 1)
    if type(exponent) is not int and type(exponent) is not float:
        exponent = scalar_arg(exponent, 'float_power', 'exponent')
    return helpers.float_power_of(ops, input, exponent)


def _float_power_Scalar(self, exponent):
    """float_power.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:1135)"""
    if type(self) is not int and type(self) is not float:
        self = scalar_arg(self, 'float_power', 'self')
    if not isinstance(exponent, Tensor):
        exponent = tensor_arg(exponent, 'float_power', 'exponent', 2)
    return helpers.float_power_of(ops, self, exponent)


def float_power(*args, **kwargs):
    """float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
    float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
    float_power.Scalar(Scalar self, Tensor exponent) -> Tensor
    (derivatives.yaml:1115, 1125, 1135) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('float_power', _FLOAT_POWER_OVERLOADS, args, kwargs)


_FLOAT_POWER_OVERLOADS = (
    (_float_power_Tensor_Tensor, 'float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'tensor', False, False))),
    (_float_power_Tensor_Scalar, 'float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor', (('input', 'tensor', False, False), ('exponent', 'scalar', False, False))),
    (_float_power_Scalar, 'float_power.Scalar(Scalar self, Tensor exponent) -> Tensor', (('self', 'scalar', False, False), ('exponent', 'tensor', False, False))),
)


def fmax(input, other, *, out=None):
    """fmax(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1145)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.fmax, fmax, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.fmax(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'fmax', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'fmax', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('fmax', input, other)
    try:
        result = array_ops.fmax(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('fmax', error, input, other) from None
    if out is not None:
        return write_out('fmax', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.FmaxBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def fmin(input, other, *, out=None):
    """fmin(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1157)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.fmin, fmin, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.fmin(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'fmin', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'fmin', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('fmin', input, other)
    try:
        result = array_ops.fmin(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('fmin', error, input, other) from None
    if out is not None:
        return write_out('fmin', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.FminBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def heaviside(input, values, *, out=None):
    """heaviside(Tensor self, Tensor values) -> Tensor   (derivatives.yaml:1170)"""
    if batching.active and batching.batched(input, values):
        return batching.call(batch_rules.heaviside, heaviside, (input, values), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'heaviside', 'input', 1)
    if not isinstance(values, Tensor):
        values = tensor_arg(values, 'heaviside', 'values', 2)
    if values._data.dtype != input._data.dtype:
        raise dtype_error('heaviside', 'values', 'same', values, 'input', input)
    dtype = result_type(input, values)
    if type(values._data) is not type(input._data):
        input, values = same_device('heaviside', input, values)
    try:
        result = array_ops.heaviside(cast(input, dtype), cast(values, dtype))
    except ValueError as error:
        raise shape_error('heaviside', error, input, values) from None
    if out is not None:
        return write_out('heaviside', out, result, False)
    return Tensor._wrap(result)


def heaviside_(self, values):
    """In place: `heaviside` written into self (derivatives.yaml:1170)."""
    return inplace(self, heaviside, values)


def sinc(input, *, out=None):
    """sinc(Tensor self) -> Tensor   (derivatives.yaml:1185)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sinc, sinc, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sinc(input, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'sinc', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.sinc(cast(input, dtype))
    except ValueError as error:
        raise shape_error('sinc', error, input) from None
    if out is not None:
        return write_out('sinc', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SincBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def sinc_(self):
    """In place: `sinc` written into self (derivatives.yaml:1185)."""
    return inplace(self, sinc)


def signbit(input, *, out=None):
    """signbit(Tensor self) -> Tensor   (derivatives.yaml:1198)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.signbit, signbit, (input,), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'signbit', 'input', 1)
    try:
        result = array_ops.signbit(input._data)
    except ValueError as error:
        raise shape_error('signbit', error, input) from None
    if out is not None:
        return write_out('signbit', out, result, False)
    return Tensor._wrap(result)


def logit(input, eps=None, *, out=None):
    """logit(Tensor self, float? eps=None) -> Tensor   (derivatives.yaml:1213)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.logit, logit, (input, eps), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.logit(input, eps, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logit', 'input', 1)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'logit', 'eps')
    dtype = float_result_type(input)
    try:
        result = array_ops.logit(cast(input, dtype), eps)
    except ValueError as error:
        raise shape_error('logit', error, input) from None
    if out is not None:
        return write_out('logit', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LogitBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_eps = eps
    return Tensor._wrap(result, node)


def logit_(self, eps=None):
    """In place: `logit` written into self (derivatives.yaml:1213)."""
    return inplace(self, logit, eps)


def logaddexp(input, other, *, out=None):
    """logaddexp(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1230)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.logaddexp, logaddexp, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.logaddexp(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logaddexp', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'logaddexp', 'other', 2)
    if result_type(input, other).kind in 'biu':
        raise dtype_error('logaddexp', 'input', 'not implemented for integers', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('logaddexp', input, other)
    try:
        result = array_ops.logaddexp(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('logaddexp', error, input, other) from None
    if out is not None:
        return write_out('logaddexp', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LogaddexpBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_other = other
    node._version_of_other = other._version
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def logaddexp2(input, other, *, out=None):
    """logaddexp2(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1244)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.logaddexp2, logaddexp2, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.logaddexp2(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logaddexp2', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'logaddexp2', 'other', 2)
    if result_type(input, other).kind in 'biu':
        raise dtype_error('logaddexp2', 'input', 'not implemented for integers', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('logaddexp2', input, other)
    try:
        result = array_ops.logaddexp2(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('logaddexp2', error, input, other) from None
    if out is not None:
        return write_out('logaddexp2', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Logaddexp2Backward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_other = other
    node._version_of_other = other._version
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def deg2rad(input, *, out=None):
    """deg2rad(Tensor self) -> Tensor   (derivatives.yaml:1259)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.deg2rad, deg2rad, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.deg2rad(input, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'deg2rad', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.deg2rad(cast(input, dtype))
    except ValueError as error:
        raise shape_error('deg2rad', error, input) from None
    if out is not None:
        return write_out('deg2rad', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Deg2radBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def deg2rad_(self):
    """In place: `deg2rad` written into self (derivatives.yaml:1259)."""
    return inplace(self, deg2rad)


def rad2deg(input, *, out=None):
    """rad2deg(Tensor self) -> Tensor   (derivatives.yaml:1268)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.rad2deg, rad2deg, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.rad2deg(input, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'rad2deg', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.rad2deg(cast(input, dtype))
    except ValueError as error:
        raise shape_error('rad2deg', error, input) from None
    if out is not None:
        return write_out('rad2deg', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Rad2degBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    return Tensor._wrap(result, node)


def rad2deg_(self):
    """In place: `rad2deg` written into self (derivatives.yaml:1268)."""
    return inplace(self, rad2deg)


def ldexp(input, other):
    """ldexp(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1278)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'ldexp', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'ldexp', 'other', 2)
    return helpers.ldexp_of(ops, input, other)


def ldexp_(self, other):
    """In place: `ldexp` written into self (derivatives.yaml:1278)."""
    return inplace(self, ldexp, other)


def nextafter(input, other, *, out=None):
    """nextafter(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1290)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.nextafter, nextafter, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.nextafter(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nextafter', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'nextafter', 'other', 2)
    if result_type(input, other).kind in 'biu':
        raise dtype_error('nextafter', 'input', 'not implemented for integers', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('nextafter', input, other)
    try:
        result = array_ops.nextafter(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('nextafter', error, input, other) from None
    if out is not None:
        return write_out('nextafter', out, result, is_grad_enabled() and (input.requires_grad or other.requires_grad))
    if not (input.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.NextafterBackward0()
    node.next_functions = (edge(input), edge(other))
    node.input_meta = ((input._data.shape, input._data.dtype), (other._data.shape, other._data.dtype))
    if input.requires_grad:
        node._saved_self = input
        node._version_of_self = input._version
    if input.requires_grad:
        node._saved_other = other
        node._version_of_other = other._version
    return Tensor._wrap(result, node)


def nextafter_(self, other):
    """In place: `nextafter` written into self (derivatives.yaml:1290)."""
    return inplace(self, nextafter, other)


def mvlgamma(input, p):
    """mvlgamma(Tensor self, int p) -> Tensor   (derivatives.yaml:1304)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mvlgamma', 'input', 1)
    if type(p) is not int:
        p = int_arg(p, 'mvlgamma', 'p', 2)
    return helpers.mvlgamma_of(ops, input, p)


def mvlgamma_(self, p):
    """In place: `mvlgamma` written into self (derivatives.yaml:1304)."""
    return inplace(self, mvlgamma, p)


def i0(input, *, out=None):
    """i0(Tensor self) -> Tensor   (derivatives.yaml:1317)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.i0, i0, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.i0(input, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'i0', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.i0(cast(input, dtype))
    except ValueError as error:
        raise shape_error('i0', error, input) from None
    if out is not None:
        return write_out('i0', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.I0Backward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def i0_(self):
    """In place: `i0` written into self (derivatives.yaml:1317)."""
    return inplace(self, i0)


def special_i1(input):
    """special_i1(Tensor self) -> Tensor   (derivatives.yaml:1331)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.special_i1, special_i1, (input,), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.special_i1(input)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'special_i1', 'input', 1)
    dtype = float_result_type(input)
    try:
        result = array_ops.special_i1(cast(input, dtype))
    except ValueError as error:
        raise shape_error('special_i1', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SpecialI1Backward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def log1p(input, *, out=None):
    """log1p(Tensor self) -> Tensor   (derivatives.yaml:1344)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.log1p, log1p, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.log1p(input, out=out)
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
    """In place: `log1p` written into self (derivatives.yaml:1344)."""
    return inplace(self, log1p)


def expm1(input, *, out=None):
    """expm1(Tensor self) -> Tensor   (derivatives.yaml:1355)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.expm1, expm1, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.expm1(input, out=out)
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
    """In place: `expm1` written into self (derivatives.yaml:1355)."""
    return inplace(self, expm1)


def log2(input, *, out=None):
    """log2(Tensor self) -> Tensor   (derivatives.yaml:1364)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.log2, log2, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.log2(input, out=out)
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
    """In place: `log2` written into self (derivatives.yaml:1364)."""
    return inplace(self, log2)


def log10(input, *, out=None):
    """log10(Tensor self) -> Tensor   (derivatives.yaml:1374)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.log10, log10, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.log10(input, out=out)
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
    """In place: `log10` written into self (derivatives.yaml:1374)."""
    return inplace(self, log10)


def exp2(input, *, out=None):
    """exp2(Tensor self) -> Tensor   (derivatives.yaml:1384)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.exp2, exp2, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.exp2(input, out=out)
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
    """In place: `exp2` written into self (derivatives.yaml:1384)."""
    return inplace(self, exp2)


def tan(input, *, out=None):
    """tan(Tensor self) -> Tensor   (derivatives.yaml:1393)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.tan, tan, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.tan(input, out=out)
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
    """In place: `tan` written into self (derivatives.yaml:1393)."""
    return inplace(self, tan)


def asin(input, *, out=None):
    """asin(Tensor self) -> Tensor   (derivatives.yaml:1404)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.asin, asin, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.asin(input, out=out)
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
    """In place: `asin` written into self (derivatives.yaml:1404)."""
    return inplace(self, asin)


def acos(input, *, out=None):
    """acos(Tensor self) -> Tensor   (derivatives.yaml:1416)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.acos, acos, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.acos(input, out=out)
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
    """In place: `acos` written into self (derivatives.yaml:1416)."""
    return inplace(self, acos)


def atan(input, *, out=None):
    """atan(Tensor self) -> Tensor   (derivatives.yaml:1428)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.atan, atan, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.atan(input, out=out)
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
    """In place: `atan` written into self (derivatives.yaml:1428)."""
    return inplace(self, atan)


def atan2(input, other, *, out=None):
    """atan2(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1439)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.atan2, atan2, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.atan2(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'atan2', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'atan2', 'other', 2)
    dtype = float_result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('atan2', input, other)
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
    """In place: `atan2` written into self (derivatives.yaml:1439)."""
    return inplace(self, atan2, other)


def sinh(input, *, out=None):
    """sinh(Tensor self) -> Tensor   (derivatives.yaml:1450)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sinh, sinh, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sinh(input, out=out)
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
    """In place: `sinh` written into self (derivatives.yaml:1450)."""
    return inplace(self, sinh)


def cosh(input, *, out=None):
    """cosh(Tensor self) -> Tensor   (derivatives.yaml:1459)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.cosh, cosh, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cosh(input, out=out)
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
    """In place: `cosh` written into self (derivatives.yaml:1459)."""
    return inplace(self, cosh)


def asinh(input, *, out=None):
    """asinh(Tensor self) -> Tensor   (derivatives.yaml:1468)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.asinh, asinh, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.asinh(input, out=out)
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
    """In place: `asinh` written into self (derivatives.yaml:1468)."""
    return inplace(self, asinh)


def acosh(input, *, out=None):
    """acosh(Tensor self) -> Tensor   (derivatives.yaml:1479)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.acosh, acosh, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.acosh(input, out=out)
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
    """In place: `acosh` written into self (derivatives.yaml:1479)."""
    return inplace(self, acosh)


def atanh(input, *, out=None):
    """atanh(Tensor self) -> Tensor   (derivatives.yaml:1490)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.atanh, atanh, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.atanh(input, out=out)
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
    """In place: `atanh` written into self (derivatives.yaml:1490)."""
    return inplace(self, atanh)


def erf(input, *, out=None):
    """erf(Tensor self) -> Tensor   (derivatives.yaml:1503)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.erf, erf, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.erf(input, out=out)
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
    """In place: `erf` written into self (derivatives.yaml:1503)."""
    return inplace(self, erf)


def erfc(input, *, out=None):
    """erfc(Tensor self) -> Tensor   (derivatives.yaml:1512)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.erfc, erfc, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.erfc(input, out=out)
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
    """In place: `erfc` written into self (derivatives.yaml:1512)."""
    return inplace(self, erfc)


def erfinv(input, *, out=None):
    """erfinv(Tensor self) -> Tensor   (derivatives.yaml:1522)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.erfinv, erfinv, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.erfinv(input, out=out)
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
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def erfinv_(self):
    """In place: `erfinv` written into self (derivatives.yaml:1522)."""
    return inplace(self, erfinv)


def lgamma(input, *, out=None):
    """lgamma(Tensor self) -> Tensor   (derivatives.yaml:1535)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.lgamma, lgamma, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.lgamma(input, out=out)
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
    """In place: `lgamma` written into self (derivatives.yaml:1535)."""
    return inplace(self, lgamma)


def digamma(input, *, out=None):
    """digamma(Tensor self) -> Tensor   (derivatives.yaml:1546)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.digamma, digamma, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.digamma(input, out=out)
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
    """In place: `digamma` written into self (derivatives.yaml:1546)."""
    return inplace(self, digamma)


def polygamma(n, input, *, out=None):
    """polygamma(int n, Tensor self) -> Tensor   (derivatives.yaml:1558)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.polygamma, polygamma, (n, input), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.polygamma(n, input, out=out)
    if type(n) is not int:
        n = int_arg(n, 'polygamma', 'n', 1)
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
    """In place: `polygamma` written into self (derivatives.yaml:1558)."""
    return inplace(self, _polygamma_method, n)


def rsqrt(input, *, out=None):
    """rsqrt(Tensor self) -> Tensor   (derivatives.yaml:1575)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.rsqrt, rsqrt, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.rsqrt(input, out=out)
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
    """In place: `rsqrt` written into self (derivatives.yaml:1575)."""
    return inplace(self, rsqrt)


def square(input, *, out=None):
    """square(Tensor self) -> Tensor   (derivatives.yaml:1585)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.square, square, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.square(input, out=out)
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
    """In place: `square` written into self (derivatives.yaml:1585)."""
    return inplace(self, square)


def hypot(input, other, *, out=None):
    """hypot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1597)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.hypot, hypot, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.hypot(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hypot', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'hypot', 'other', 2)
    if result_type(input, other).kind in 'biu':
        raise dtype_error('hypot', 'input', 'not implemented for integers', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('hypot', input, other)
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
    """In place: `hypot` written into self (derivatives.yaml:1597)."""
    return inplace(self, hypot, other)


def copysign(input, other, *, out=None):
    """copysign(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1608)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.copysign, copysign, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.copysign(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'copysign', 'input', 1)
    dtype = float_result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'copysign', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('copysign', input, other)
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
    """In place: `copysign` written into self (derivatives.yaml:1608)."""
    return inplace(self, copysign, other)


def _lerp_Scalar(input, end, weight, *, out=None):
    """lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor   (derivatives.yaml:1622)"""
    if batching.active and batching.batched(input, end):
        return batching.call(batch_rules._lerp_Scalar, _lerp_Scalar, (input, end, weight), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._lerp_Scalar(input, end, weight, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lerp', 'input', 1)
    if not isinstance(end, Tensor):
        end = tensor_arg(end, 'lerp', 'end', 2)
    if type(weight) is not int and type(weight) is not float:
        weight = scalar_arg(weight, 'lerp', 'weight')
    if end._data.dtype != input._data.dtype:
        raise dtype_error('lerp', 'end', 'same', end, 'input', input)
    if result_type(input, end).kind in 'biu':
        raise dtype_error('lerp', 'input', 'not implemented for integers', result_type(input, end))
    dtype = result_type(input, end, weight)
    if type(end._data) is not type(input._data):
        input, end = same_device('lerp', input, end)
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
    """lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor   (derivatives.yaml:1637)"""
    if batching.active and batching.batched(input, end, weight):
        return batching.call(batch_rules._lerp_Tensor, _lerp_Tensor, (input, end, weight), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._lerp_Tensor(input, end, weight, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lerp', 'input', 1)
    if not isinstance(end, Tensor):
        end = tensor_arg(end, 'lerp', 'end', 2)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'lerp', 'weight', 3)
    if end._data.dtype != input._data.dtype:
        raise dtype_error('lerp', 'end', 'same', end, 'input', input)
    if weight._data.ndim != 0 and weight._data.dtype != input._data.dtype:
        raise dtype_error('lerp', 'weight', 'same', weight, 'input', input)
    if result_type(input, end, weight).kind in 'biu':
        raise dtype_error('lerp', 'input', 'not implemented for integers', result_type(input, end, weight))
    dtype = result_type(input, end, weight)
    if type(end._data) is not type(input._data) or type(weight._data) is not type(input._data):
        input, end, weight = same_device('lerp', input, end, weight)
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
    (derivatives.yaml:1622, 1637) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('lerp', _LERP_OVERLOADS, args, kwargs)


_LERP_OVERLOADS = (
    (_lerp_Scalar, 'lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor', (('input', 'tensor', False, False), ('end', 'tensor', False, False), ('weight', 'scalar', False, False), ('out', 'out', True, True))),
    (_lerp_Tensor, 'lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor', (('input', 'tensor', False, False), ('end', 'tensor', False, False), ('weight', 'tensor', False, False), ('out', 'out', True, True))),
)


def lerp_(self, *args, **kwargs):
    """In place: `lerp` written into self (derivatives.yaml:1622)."""
    return inplace(self, lerp, *args, **kwargs)


def addcmul(input, tensor1, tensor2, *, value=1, out=None):
    """addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1653)"""
    if batching.active and batching.batched(input, tensor1, tensor2):
        return batching.call(batch_rules.addcmul, addcmul, (input, tensor1, tensor2), {'value': value, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.addcmul(input, tensor1, tensor2, value=value, out=out)
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
    if type(tensor1._data) is not type(input._data) or type(tensor2._data) is not type(input._data):
        input, tensor1, tensor2 = same_device('addcmul', input, tensor1, tensor2)
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
    """In place: `addcmul` written into self (derivatives.yaml:1653)."""
    return inplace(self, addcmul, tensor1, tensor2, value=value)


def addcdiv(input, tensor1, tensor2, *, value=1, out=None):
    """addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor   (derivatives.yaml:1669)"""
    if batching.active and batching.batched(input, tensor1, tensor2):
        return batching.call(batch_rules.addcdiv, addcdiv, (input, tensor1, tensor2), {'value': value, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.addcdiv(input, tensor1, tensor2, value=value, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'addcdiv', 'input', 1)
    if not isinstance(tensor1, Tensor):
        tensor1 = tensor_arg(tensor1, 'addcdiv', 'tensor1', 2)
    if not isinstance(tensor2, Tensor):
        tensor2 = tensor_arg(tensor2, 'addcdiv', 'tensor2', 3)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'addcdiv', 'value')
    dtype = result_type(input, tensor1, tensor2)
    if type(tensor1._data) is not type(input._data) or type(tensor2._data) is not type(input._data):
        input, tensor1, tensor2 = same_device('addcdiv', input, tensor1, tensor2)
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
    """In place: `addcdiv` written into self (derivatives.yaml:1669)."""
    return inplace(self, addcdiv, tensor1, tensor2, value=value)


def xlogy(input, other, *, out=None):
    """xlogy(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1685)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.xlogy, xlogy, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.xlogy(input, other, out=out)
    dtype = float_result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'xlogy', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'xlogy', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('xlogy', input, other)
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
    """In place: `xlogy` written into self (derivatives.yaml:1685)."""
    return inplace(self, xlogy, other)


def floor(input, *, out=None):
    """floor(Tensor self) -> Tensor   (derivatives.yaml:1698)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.floor, floor, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.floor(input, out=out)
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
    """In place: `floor` written into self (derivatives.yaml:1698)."""
    return inplace(self, floor)


def ceil(input, *, out=None):
    """ceil(Tensor self) -> Tensor   (derivatives.yaml:1709)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.ceil, ceil, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.ceil(input, out=out)
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
    """In place: `ceil` written into self (derivatives.yaml:1709)."""
    return inplace(self, ceil)


def _round_default(input, *, out=None):
    """round(Tensor self) -> Tensor   (derivatives.yaml:1720)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._round_default, _round_default, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._round_default(input, out=out)
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
    """round.decimals(Tensor self, *, int decimals=0) -> Tensor   (derivatives.yaml:1732)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._round_decimals, _round_decimals, (input,), {'decimals': decimals, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._round_decimals(input, decimals=decimals, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'round', 'input', 1)
    if type(decimals) is not int:
        decimals = int_arg(decimals, 'round', 'decimals', None)
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
    (derivatives.yaml:1720, 1732) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('round', _ROUND_OVERLOADS, args, kwargs)


_ROUND_OVERLOADS = (
    (_round_default, 'round(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_round_decimals, 'round.decimals(Tensor self, *, int decimals=0) -> Tensor', (('input', 'tensor', False, False), ('decimals', 'int', True, True), ('out', 'out', True, True))),
)


def round_(self, *args, **kwargs):
    """In place: `round` written into self (derivatives.yaml:1720)."""
    return inplace(self, round, *args, **kwargs)


def trunc(input, *, out=None):
    """trunc(Tensor self) -> Tensor   (derivatives.yaml:1745)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.trunc, trunc, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.trunc(input, out=out)
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
    """In place: `trunc` written into self (derivatives.yaml:1745)."""
    return inplace(self, trunc)


def frac(input, *, out=None):
    """frac(Tensor self) -> Tensor   (derivatives.yaml:1757)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.frac, frac, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.frac(input, out=out)
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
    """In place: `frac` written into self (derivatives.yaml:1757)."""
    return inplace(self, frac)


def sgn(input, *, out=None):
    """sgn(Tensor self) -> Tensor   (derivatives.yaml:1766)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sgn, sgn, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sgn(input, out=out)
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
    """In place: `sgn` written into self (derivatives.yaml:1766)."""
    return inplace(self, sgn)


def frexp(input):
    """frexp(Tensor self) -> (Tensor mantissa, Tensor exponent)   (derivatives.yaml:1774)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.frexp, frexp, (input,), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.frexp(input)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'frexp', 'input', 1)
    if input._data.dtype.kind != 'f':
        raise dtype_error('frexp', 'input', 'floating', input._data.dtype)
    try:
        mantissa, exponent = array_ops.frexp(input._data)
    except ValueError as error:
        raise shape_error('frexp', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return frexp_result(Tensor._wrap(mantissa), Tensor._wrap(exponent))
    node = nodes.FrexpBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_exponent = exponent
    outputs = frexp_result(Tensor._wrap(mantissa, node), Tensor._wrap(exponent))
    node._version_of_exponent = outputs[1]._shared_version_counter()
    return outputs


def gcd(input, other, *, out=None):
    """gcd(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1795)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.gcd, gcd, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'gcd', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'gcd', 'other', 2)
    if result_type(input, other).kind in 'bf':
        raise dtype_error('gcd', 'input', 'not implemented for bool or floating', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('gcd', input, other)
    try:
        result = array_ops.gcd(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('gcd', error, input, other) from None
    if out is not None:
        return write_out('gcd', out, result, False)
    return Tensor._wrap(result)


def gcd_(self, other):
    """In place: `gcd` written into self (derivatives.yaml:1795)."""
    return inplace(self, gcd, other)


def lcm(input, other, *, out=None):
    """lcm(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1808)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.lcm, lcm, (input, other), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lcm', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'lcm', 'other', 2)
    if result_type(input, other).kind in 'bf':
        raise dtype_error('lcm', 'input', 'not implemented for bool or floating', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('lcm', input, other)
    try:
        result = array_ops.lcm(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('lcm', error, input, other) from None
    if out is not None:
        return write_out('lcm', out, result, False)
    return Tensor._wrap(result)


def lcm_(self, other):
    """In place: `lcm` written into self (derivatives.yaml:1808)."""
    return inplace(self, lcm, other)


def fmod(input, other, *, out=None):
    """fmod(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1821)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.fmod, fmod, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.fmod(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'fmod', 'input', 1)
    if result_type(input, other).kind in 'b':
        raise dtype_error('fmod', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'fmod', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('fmod', input, other)
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
    """In place: `fmod` written into self (derivatives.yaml:1821)."""
    return inplace(self, fmod, other)


def remainder(input, other, *, out=None):
    """remainder(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1839)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.remainder, remainder, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.remainder(input, other, out=out)
    if isinstance(input, Tensor) and result_type(input, other).kind in 'b':
        raise dtype_error('remainder', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'remainder', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'remainder', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('remainder', input, other)
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
    """In place: `remainder` written into self (derivatives.yaml:1839)."""
    return inplace(self, remainder, other)


def floor_divide(input, other, *, out=None):
    """floor_divide(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1859)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.floor_divide, floor_divide, (input, other), {'out': out})
    if isinstance(input, Tensor) and result_type(input, other).kind in 'b':
        raise dtype_error('floor_divide', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'floor_divide', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'floor_divide', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('floor_divide', input, other)
    try:
        result = array_ops.floor_divide(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('floor_divide', error, input, other) from None
    if out is not None:
        return write_out('floor_divide', out, result, False)
    return Tensor._wrap(result)


def floor_divide_(self, other):
    """In place: `floor_divide` written into self (derivatives.yaml:1859)."""
    return inplace(self, floor_divide, other)


def bitwise_and(input, other, *, out=None):
    """bitwise_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1874)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.bitwise_and, bitwise_and, (input, other), {'out': out})
    if isinstance(input, Tensor) and result_type(input, other).kind in 'f':
        raise dtype_error('bitwise_and', 'input', 'not implemented for floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_and', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_and', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('bitwise_and', input, other)
    try:
        result = array_ops.bitwise_and(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_and', error, input, other) from None
    if out is not None:
        return write_out('bitwise_and', out, result, False)
    return Tensor._wrap(result)


def bitwise_and_(self, other):
    """In place: `bitwise_and` written into self (derivatives.yaml:1874)."""
    return inplace(self, bitwise_and, other)


def bitwise_or(input, other, *, out=None):
    """bitwise_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1885)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.bitwise_or, bitwise_or, (input, other), {'out': out})
    if isinstance(input, Tensor) and result_type(input, other).kind in 'f':
        raise dtype_error('bitwise_or', 'input', 'not implemented for floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_or', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_or', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('bitwise_or', input, other)
    try:
        result = array_ops.bitwise_or(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_or', error, input, other) from None
    if out is not None:
        return write_out('bitwise_or', out, result, False)
    return Tensor._wrap(result)


def bitwise_or_(self, other):
    """In place: `bitwise_or` written into self (derivatives.yaml:1885)."""
    return inplace(self, bitwise_or, other)


def bitwise_xor(input, other, *, out=None):
    """bitwise_xor(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1896)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.bitwise_xor, bitwise_xor, (input, other), {'out': out})
    if isinstance(input, Tensor) and result_type(input, other).kind in 'f':
        raise dtype_error('bitwise_xor', 'input', 'not implemented for floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_xor', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_xor', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('bitwise_xor', input, other)
    try:
        result = array_ops.bitwise_xor(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_xor', error, input, other) from None
    if out is not None:
        return write_out('bitwise_xor', out, result, False)
    return Tensor._wrap(result)


def bitwise_xor_(self, other):
    """In place: `bitwise_xor` written into self (derivatives.yaml:1896)."""
    return inplace(self, bitwise_xor, other)


def bitwise_not(input, *, out=None):
    """bitwise_not(Tensor self) -> Tensor   (derivatives.yaml:1907)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.bitwise_not, bitwise_not, (input,), {'out': out})
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
    """In place: `bitwise_not` written into self (derivatives.yaml:1907)."""
    return inplace(self, bitwise_not)


def bitwise_left_shift(input, other, *, out=None):
    """bitwise_left_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1917)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.bitwise_left_shift, bitwise_left_shift, (input, other), {'out': out})
    if isinstance(input, Tensor) and result_type(input, other).kind in 'bf':
        raise dtype_error('bitwise_left_shift', 'input', 'not implemented for bool or floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_left_shift', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_left_shift', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('bitwise_left_shift', input, other)
    try:
        result = array_ops.bitwise_left_shift(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_left_shift', error, input, other) from None
    if out is not None:
        return write_out('bitwise_left_shift', out, result, False)
    return Tensor._wrap(result)


def bitwise_left_shift_(self, other):
    """In place: `bitwise_left_shift` written into self (derivatives.yaml:1917)."""
    return inplace(self, bitwise_left_shift, other)


def bitwise_right_shift(input, other, *, out=None):
    """bitwise_right_shift(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:1934)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.bitwise_right_shift, bitwise_right_shift, (input, other), {'out': out})
    if isinstance(input, Tensor) and result_type(input, other).kind in 'bf':
        raise dtype_error('bitwise_right_shift', 'input', 'not implemented for bool or floating', result_type(input, other))
    dtype = result_type(input, other)
    if not isinstance(input, Tensor):
        input = wrapped_number(input, dtype, 'bitwise_right_shift', 'input')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'bitwise_right_shift', 'other')
    if type(other._data) is not type(input._data):
        input, other = same_device('bitwise_right_shift', input, other)
    try:
        result = array_ops.bitwise_right_shift(cast(input, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('bitwise_right_shift', error, input, other) from None
    if out is not None:
        return write_out('bitwise_right_shift', out, result, False)
    return Tensor._wrap(result)


def bitwise_right_shift_(self, other):
    """In place: `bitwise_right_shift` written into self (derivatives.yaml:1934)."""
    return inplace(self, bitwise_right_shift, other)


def isnan(input, *, out=None):
    """isnan(Tensor self) -> Tensor   (derivatives.yaml:1951)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.isnan, isnan, (input,), {'out': out})
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
    """isinf(Tensor self) -> Tensor   (derivatives.yaml:1959)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.isinf, isinf, (input,), {'out': out})
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
    """isfinite(Tensor self) -> Tensor   (derivatives.yaml:1967)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.isfinite, isfinite, (input,), {'out': out})
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
    """isposinf(Tensor self) -> Tensor   (derivatives.yaml:1975)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.isposinf, isposinf, (input,), {'out': out})
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
    """isneginf(Tensor self) -> Tensor   (derivatives.yaml:1983)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.isneginf, isneginf, (input,), {'out': out})
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
    """isreal(Tensor self) -> Tensor   (derivatives.yaml:1991)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.isreal, isreal, (input,), {'out': out})
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
    """isclose(Tensor self, Tensor other, float rtol=1e-05, float atol=1e-08, bool equal_nan=False) -> Tensor   (derivatives.yaml:2001)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.isclose, isclose, (input, other, rtol, atol, equal_nan), {'out': out})
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
    if type(other._data) is not type(input._data):
        input, other = same_device('isclose', input, other)
    try:
        result = array_ops.isclose(cast(input, dtype), cast(other, dtype), rtol, atol, equal_nan)
    except ValueError as error:
        raise shape_error('isclose', error, input, other) from None
    if out is not None:
        return write_out('isclose', out, result, False)
    return Tensor._wrap(result)


def nan_to_num(input, nan=None, posinf=None, neginf=None, *, out=None):
    """nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor   (derivatives.yaml:2015)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.nan_to_num, nan_to_num, (input, nan, posinf, neginf), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.nan_to_num(input, nan, posinf, neginf, out=out)
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
    """In place: `nan_to_num` written into self (derivatives.yaml:2015)."""
    return inplace(self, nan_to_num, nan, posinf, neginf)


def nansum(input, dim=None, keepdim=False, *, dtype=None, **numpy_names):
    """nansum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2035)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('nansum', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nansum', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'nansum', 'dtype')
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'nansum', 'dim')
    return ops.sum(ops.where(ops.isnan(input), 0, input), dim, keepdim, dtype=dtype)


def nanmean(input, dim=None, keepdim=False, *, dtype=None, **numpy_names):
    """nanmean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2046)"""
    if numpy_names:
        dim, keepdim = numpy_aliases('nanmean', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nanmean', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'nanmean', 'dtype')
    if dim is not None:
        dim = dim_list_arg(dim, input._data.ndim, 'nanmean', 'dim')
    return helpers.nanmean_of(ops, input, dim, keepdim, dtype)


def _nanmedian_default(input, *, out=None):
    """nanmedian(Tensor self) -> Tensor   (derivatives.yaml:2057)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._nanmedian_default, _nanmedian_default, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._nanmedian_default(input, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nanmedian', 'input', 1)
    try:
        result = array_ops.nanmedian(input._data)
    except ValueError as error:
        raise shape_error('nanmedian', error, input) from None
    if out is not None:
        return write_out('nanmedian', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.NanmedianBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _nanmedian_dim(input, dim, keepdim=False):
    """nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2070)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._nanmedian_dim, _nanmedian_dim, (input, dim, keepdim), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._nanmedian_dim(input, dim, keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nanmedian', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'nanmedian', 'dim')
    try:
        values, indices = array_ops.nanmedian_dim(input._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('nanmedian', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return nanmedian_dim_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.NanmedianBackward1()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_indices = indices
    node._saved_keepdim = keepdim
    node._saved_self_shape = input._data.shape
    outputs = nanmedian_dim_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def nanmedian(*args, **kwargs):
    """nanmedian(Tensor self) -> Tensor
    nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    (derivatives.yaml:2057, 2070) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('nanmedian', _NANMEDIAN_OVERLOADS, args, kwargs)


_NANMEDIAN_OVERLOADS = (
    (_nanmedian_default, 'nanmedian(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_nanmedian_dim, 'nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
)


def _quantile_default(input, q, dim=None, keepdim=False, *, interpolation="linear"):
    """quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor   (derivatives.yaml:2085)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'quantile', 'input', 1)
    if not isinstance(q, Tensor):
        q = tensor_arg(q, 'quantile', 'q', 2)
    if type(interpolation) is not str:
        interpolation = str_arg(interpolation, 'quantile', 'interpolation')
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'quantile', 'dim')
    return helpers.quantile_of(ops, input, q, dim, keepdim, interpolation, False)


def _quantile_scalar(input, q, dim=None, keepdim=False, *, interpolation="linear"):
    """quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor   (derivatives.yaml:2098)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'quantile', 'input', 1)
    if type(q) is not int and type(q) is not float:
        q = scalar_arg(q, 'quantile', 'q')
    if type(interpolation) is not str:
        interpolation = str_arg(interpolation, 'quantile', 'interpolation')
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'quantile', 'dim')
    return helpers.quantile_of(ops, input, q, dim, keepdim, interpolation, False)


def quantile(*args, **kwargs):
    """quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
    quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
    (derivatives.yaml:2085, 2098) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('quantile', _QUANTILE_OVERLOADS, args, kwargs)


_QUANTILE_OVERLOADS = (
    (_quantile_default, 'quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor', (('input', 'tensor', False, False), ('q', 'tensor', False, False), ('dim', 'int', True, False), ('keepdim', 'bool', True, False), ('interpolation', 'str', True, True))),
    (_quantile_scalar, 'quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor', (('input', 'tensor', False, False), ('q', 'scalar', False, False), ('dim', 'int', True, False), ('keepdim', 'bool', True, False), ('interpolation', 'str', True, True))),
)


def _nanquantile_default(input, q, dim=None, keepdim=False, *, interpolation="linear"):
    """nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor   (derivatives.yaml:2110)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nanquantile', 'input', 1)
    if not isinstance(q, Tensor):
        q = tensor_arg(q, 'nanquantile', 'q', 2)
    if type(interpolation) is not str:
        interpolation = str_arg(interpolation, 'nanquantile', 'interpolation')
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'nanquantile', 'dim')
    return helpers.quantile_of(ops, input, q, dim, keepdim, interpolation, True)


def _nanquantile_scalar(input, q, dim=None, keepdim=False, *, interpolation="linear"):
    """nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor   (derivatives.yaml:2121)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nanquantile', 'input', 1)
    if type(q) is not int and type(q) is not float:
        q = scalar_arg(q, 'nanquantile', 'q')
    if type(interpolation) is not str:
        interpolation = str_arg(interpolation, 'nanquantile', 'interpolation')
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'nanquantile', 'dim')
    return helpers.quantile_of(ops, input, q, dim, keepdim, interpolation, True)


def nanquantile(*args, **kwargs):
    """nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
    nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor
    (derivatives.yaml:2110, 2121) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('nanquantile', _NANQUANTILE_OVERLOADS, args, kwargs)


_NANQUANTILE_OVERLOADS = (
    (_nanquantile_default, 'nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor', (('input', 'tensor', False, False), ('q', 'tensor', False, False), ('dim', 'int', True, False), ('keepdim', 'bool', True, False), ('interpolation', 'str', True, True))),
    (_nanquantile_scalar, 'nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor', (('input', 'tensor', False, False), ('q', 'scalar', False, False), ('dim', 'int', True, False), ('keepdim', 'bool', True, False), ('interpolation', 'str', True, True))),
)


def diff(input, n=1, dim=-1, prepend=None, append=None, **numpy_names):
    """diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor   (derivatives.yaml:2131)"""
    if numpy_names:
        dim, = numpy_aliases('diff', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'diff', 'input', 1)
    if type(n) is not int:
        n = int_arg(n, 'diff', 'n', 2)
    if prepend is not None and not isinstance(prepend, Tensor):
        prepend = tensor_arg(prepend, 'diff', 'prepend', 4)
    if append is not None and not isinstance(append, Tensor):
        append = tensor_arg(append, 'diff', 'append', 5)
    dim = dim_arg(dim, input._data.ndim, 'diff', 'dim')
    return helpers.diff_of(ops, input, n, dim, prepend, append)


def cov(input, *, correction=1, fweights=None, aweights=None):
    """cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor   (derivatives.yaml:2143)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cov', 'input', 1)
    if type(correction) is not int:
        correction = int_arg(correction, 'cov', 'correction', None)
    if fweights is not None and not isinstance(fweights, Tensor):
        fweights = tensor_arg(fweights, 'cov', 'fweights', 3)
    if aweights is not None and not isinstance(aweights, Tensor):
        aweights = tensor_arg(aweights, 'cov', 'aweights', 4)
    return helpers.cov_of(ops, input, correction, fweights, aweights)


def corrcoef(input):
    """corrcoef(Tensor self) -> Tensor   (derivatives.yaml:2155)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'corrcoef', 'input', 1)
    return helpers.corrcoef_of(ops, input)


def histc(input, bins=100, min=0, max=0, *, out=None):
    """histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor   (derivatives.yaml:2165)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.histc, histc, (input, bins, min, max), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'histc', 'input', 1)
    if type(bins) is not int:
        bins = int_arg(bins, 'histc', 'bins', 2)
    if type(min) is not int and type(min) is not float:
        min = scalar_arg(min, 'histc', 'min')
    if type(max) is not int and type(max) is not float:
        max = scalar_arg(max, 'histc', 'max')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('histc', 'input', 'not implemented for integers', input._data.dtype)
    dtype = result_type(input, min, max)
    try:
        result = array_ops.histc(cast(input, dtype), bins, min, max)
    except ValueError as error:
        raise shape_error('histc', error, input) from None
    if out is not None:
        return write_out('histc', out, result, False)
    return Tensor._wrap(result)


def bincount(input, weights=None, minlength=0, *, out=None):
    """bincount(Tensor self, Tensor? weights=None, int minlength=0) -> Tensor   (derivatives.yaml:2179)"""
    if batching.active and batching.batched(input, weights):
        return batching.call(batch_rules.bincount, bincount, (input, weights, minlength), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'bincount', 'input', 1)
    if weights is not None and not isinstance(weights, Tensor):
        weights = tensor_arg(weights, 'bincount', 'weights', 2)
    if type(minlength) is not int:
        minlength = int_arg(minlength, 'bincount', 'minlength', 3)
    dtype = result_type(input)
    if (weights is not None and type(weights._data) is not type(input._data)):
        input, weights = same_device('bincount', input, weights)
    try:
        result = array_ops.bincount(cast(input, dtype), (weights._data if weights is not None else None), minlength)
    except ValueError as error:
        raise shape_error('bincount', error, input, weights) from None
    if out is not None:
        return write_out('bincount', out, result, False)
    return Tensor._wrap(result)


def _prod_default(input, *, dtype=None, out=None):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2192)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._prod_default, _prod_default, (input,), {'dtype': dtype, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._prod_default(input, dtype=dtype, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'prod', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'prod', 'dtype')
    try:
        result = array_ops.prod((input._data if dtype is None else cast(input, dtype)), dtype)
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
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _prod_dim_int(input, dim, keepdim=False, *, dtype=None, out=None):
    """prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2208)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._prod_dim_int, _prod_dim_int, (input, dim, keepdim), {'dtype': dtype, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._prod_dim_int(input, dim, keepdim, dtype=dtype, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'prod', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'prod', 'dtype')
    dim = dim_arg(dim, input._data.ndim, 'prod', 'dim')
    try:
        result = array_ops.prod_dim_int((input._data if dtype is None else cast(input, dtype)), dim, keepdim, dtype)
    except ValueError as error:
        raise shape_error('prod', error, input) from None
    if out is not None:
        return write_out('prod', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    if dtype is not None and dtype.kind != 'f':
        raise RuntimeError(f"prod(): cannot compute in {dtype} a tensor that requires grad (autograd does not support integer dtypes); use a floating dtype, or .detach() first")
    node = nodes.ProdBackward1()
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


def prod(*args, **kwargs):
    """prod(Tensor self, *, ScalarType? dtype=None) -> Tensor
    prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    (derivatives.yaml:2192, 2208) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('prod', _PROD_OVERLOADS, args, kwargs)


_PROD_OVERLOADS = (
    (_prod_default, 'prod(Tensor self, *, ScalarType? dtype=None) -> Tensor', (('input', 'tensor', False, False), ('dtype', 'dtype', True, True), ('out', 'out', True, True))),
    (_prod_dim_int, 'prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False), ('dtype', 'dtype', True, True), ('out', 'out', True, True))),
)


def _var_default(input, dim=None, *, correction=None, keepdim=False, out=None):
    """var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2223)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._var_default, _var_default, (input, dim), {'correction': correction, 'keepdim': keepdim, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._var_default(input, dim, correction=correction, keepdim=keepdim, out=out)
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
    """var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:2237)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._var_dim, _var_dim, (input, dim, unbiased, keepdim), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._var_dim(input, dim, unbiased, keepdim, out=out)
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
    """var.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:2249)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._var_unbiased, _var_unbiased, (input, unbiased), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._var_unbiased(input, unbiased, out=out)
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
    (derivatives.yaml:2223, 2237, 2249) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('var', _VAR_OVERLOADS, args, kwargs)


_VAR_OVERLOADS = (
    (_var_default, 'var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int_list', True, False), ('correction', 'scalar', True, True), ('keepdim', 'bool', True, True), ('out', 'out', True, True))),
    (_var_dim, 'var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int_list', False, False), ('unbiased', 'bool', True, False), ('keepdim', 'bool', True, False), ('out', 'out', True, True))),
    (_var_unbiased, 'var.unbiased(Tensor self, bool unbiased=True) -> Tensor', (('input', 'tensor', False, False), ('unbiased', 'bool', True, False), ('out', 'out', True, True))),
)


def _std_default(input, dim=None, *, correction=None, keepdim=False, out=None):
    """std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2262)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._std_default, _std_default, (input, dim), {'correction': correction, 'keepdim': keepdim, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._std_default(input, dim, correction=correction, keepdim=keepdim, out=out)
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
    """std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor   (derivatives.yaml:2276)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._std_dim, _std_dim, (input, dim, unbiased, keepdim), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._std_dim(input, dim, unbiased, keepdim, out=out)
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
    """std.unbiased(Tensor self, bool unbiased=True) -> Tensor   (derivatives.yaml:2288)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._std_unbiased, _std_unbiased, (input, unbiased), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._std_unbiased(input, unbiased, out=out)
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
    (derivatives.yaml:2262, 2276, 2288) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('std', _STD_OVERLOADS, args, kwargs)


_STD_OVERLOADS = (
    (_std_default, 'std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int_list', True, False), ('correction', 'scalar', True, True), ('keepdim', 'bool', True, True), ('out', 'out', True, True))),
    (_std_dim, 'std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int_list', False, False), ('unbiased', 'bool', True, False), ('keepdim', 'bool', True, False), ('out', 'out', True, True))),
    (_std_unbiased, 'std.unbiased(Tensor self, bool unbiased=True) -> Tensor', (('input', 'tensor', False, False), ('unbiased', 'bool', True, False), ('out', 'out', True, True))),
)


def var_mean(input, dim=None, *, correction=None, keepdim=False, **numpy_names):
    """var_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor var, Tensor mean)   (derivatives.yaml:2301)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.var_mean, var_mean, (input, dim), {'correction': correction, 'keepdim': keepdim, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.var_mean(input, dim, correction=correction, keepdim=keepdim, **numpy_names)
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
    """std_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor std, Tensor mean)   (derivatives.yaml:2314)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.std_mean, std_mean, (input, dim), {'correction': correction, 'keepdim': keepdim, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.std_mean(input, dim, correction=correction, keepdim=keepdim, **numpy_names)
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
    """aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)   (derivatives.yaml:2327)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.aminmax, aminmax, (input,), {'dim': dim, 'keepdim': keepdim, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.aminmax(input, dim=dim, keepdim=keepdim, **numpy_names)
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
    """norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2340)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._norm_default, _norm_default, (input, p, dim, keepdim), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._norm_default(input, p, dim, keepdim, out=out)
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
    """norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2355)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._norm_str, _norm_str, (input, p, dim, keepdim), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._norm_str(input, p, dim, keepdim, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'norm', 'input', 1)
    if type(p) is not str:
        p = str_arg(p, 'norm', 'p')
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
    (derivatives.yaml:2340, 2355) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('norm', _NORM_OVERLOADS, args, kwargs)


_NORM_OVERLOADS = (
    (_norm_default, 'norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('p', 'scalar', True, False), ('dim', 'int_list', True, False), ('keepdim', 'bool', True, False), ('out', 'out', True, True))),
    (_norm_str, 'norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor', (('input', 'tensor', False, False), ('p', 'str', False, False), ('dim', 'int_list', True, False), ('keepdim', 'bool', True, False), ('out', 'out', True, True))),
)


def logsumexp(input, dim, keepdim=False, *, out=None, **numpy_names):
    """logsumexp(Tensor self, int[] dim, bool keepdim=False) -> Tensor   (derivatives.yaml:2367)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.logsumexp, logsumexp, (input, dim, keepdim), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.logsumexp(input, dim, keepdim, out=out, **numpy_names)
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
    """all(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2381)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.all, all, (input, dim, keepdim), {'out': out, **numpy_names})
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
    """any(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2393)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.any, any, (input, dim, keepdim), {'out': out, **numpy_names})
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
    """argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2405)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.argmax, argmax, (input, dim, keepdim), {'out': out, **numpy_names})
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
    """argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:2419)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.argmin, argmin, (input, dim, keepdim), {'out': out, **numpy_names})
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
    """count_nonzero(Tensor self, int[]? dim=None) -> Tensor   (derivatives.yaml:2431)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.count_nonzero, count_nonzero, (input, dim), {'out': out, **numpy_names})
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
    """cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:2443)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.cummax, cummax, (input, dim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cummax(input, dim, **numpy_names)
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
    """cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)   (derivatives.yaml:2456)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.cummin, cummin, (input, dim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cummin(input, dim, **numpy_names)
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
    """cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2468)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.cumsum, cumsum, (input, dim), {'dtype': dtype, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cumsum(input, dim, dtype=dtype, out=out, **numpy_names)
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


def cumsum_(self, dim, *, dtype=None):
    """In place: `cumsum` written into self (derivatives.yaml:2468)."""
    return inplace(self, cumsum, dim, dtype=inplace_dtype(self, dtype))


def cumprod(input, dim, *, dtype=None, out=None, **numpy_names):
    """cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:2481)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.cumprod, cumprod, (input, dim), {'dtype': dtype, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cumprod(input, dim, dtype=dtype, out=out, **numpy_names)
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


def cumprod_(self, dim, *, dtype=None):
    """In place: `cumprod` written into self (derivatives.yaml:2481)."""
    return inplace(self, cumprod, dim, dtype=inplace_dtype(self, dtype))


def logcumsumexp(input, dim, *, out=None, **numpy_names):
    """logcumsumexp(Tensor self, int dim) -> Tensor   (derivatives.yaml:2495)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.logcumsumexp, logcumsumexp, (input, dim), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.logcumsumexp(input, dim, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('logcumsumexp', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logcumsumexp', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'logcumsumexp', 'dim')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('logcumsumexp', 'input', 'not implemented for integers', input._data.dtype)
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


def _trapezoid_x(y, x, *, dim=-1):
    """trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor   (derivatives.yaml:2508)"""
    if not isinstance(y, Tensor):
        y = tensor_arg(y, 'trapezoid', 'y', 1)
    if not isinstance(x, Tensor):
        x = tensor_arg(x, 'trapezoid', 'x', 2)
    if type(dim) is not int:
        dim = int_arg(dim, 'trapezoid', 'dim', None)
    return helpers.trapezoid_of(ops, y, x, None, dim, False, 'trapezoid')


def _trapezoid_dx(y, *, dx=1, dim=-1):
    """trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor   (derivatives.yaml:2521)"""
    if not isinstance(y, Tensor):
        y = tensor_arg(y, 'trapezoid', 'y', 1)
    if type(dx) is not int and type(dx) is not float:
        dx = scalar_arg(dx, 'trapezoid', 'dx')
    if type(dim) is not int:
        dim = int_arg(dim, 'trapezoid', 'dim', None)
    return helpers.trapezoid_of(ops, y, None, dx, dim, False, 'trapezoid')


def trapezoid(*args, **kwargs):
    """trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
    trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
    (derivatives.yaml:2508, 2521) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('trapezoid', _TRAPEZOID_OVERLOADS, args, kwargs)


_TRAPEZOID_OVERLOADS = (
    (_trapezoid_x, 'trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor', (('y', 'tensor', False, False), ('x', 'tensor', False, False), ('dim', 'int', True, True))),
    (_trapezoid_dx, 'trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor', (('y', 'tensor', False, False), ('dx', 'scalar', True, True), ('dim', 'int', True, True))),
)


def _trapz_x(y, x, *, dim=-1):
    """trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor   (derivatives.yaml:2533)"""
    if not isinstance(y, Tensor):
        y = tensor_arg(y, 'trapz', 'y', 1)
    if not isinstance(x, Tensor):
        x = tensor_arg(x, 'trapz', 'x', 2)
    if type(dim) is not int:
        dim = int_arg(dim, 'trapz', 'dim', None)
    return helpers.trapezoid_of(ops, y, x, None, dim, False, 'trapezoid')


def _trapz_dx(y, *, dx=1, dim=-1):
    """trapz.dx(Tensor y, *, float dx=1, int dim=-1) -> Tensor   (derivatives.yaml:2544)"""
    if not isinstance(y, Tensor):
        y = tensor_arg(y, 'trapz', 'y', 1)
    if type(dx) is not int and type(dx) is not float:
        dx = scalar_arg(dx, 'trapz', 'dx')
    if type(dim) is not int:
        dim = int_arg(dim, 'trapz', 'dim', None)
    return helpers.trapezoid_of(ops, y, None, dx, dim, False, 'trapezoid')


def trapz(*args, **kwargs):
    """trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
    trapz.dx(Tensor y, *, float dx=1, int dim=-1) -> Tensor
    (derivatives.yaml:2533, 2544) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('trapz', _TRAPZ_OVERLOADS, args, kwargs)


_TRAPZ_OVERLOADS = (
    (_trapz_x, 'trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor', (('y', 'tensor', False, False), ('x', 'tensor', False, False), ('dim', 'int', True, True))),
    (_trapz_dx, 'trapz.dx(Tensor y, *, float dx=1, int dim=-1) -> Tensor', (('y', 'tensor', False, False), ('dx', 'scalar', True, True), ('dim', 'int', True, True))),
)


def _cumulative_trapezoid_x(y, x, *, dim=-1):
    """cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor   (derivatives.yaml:2554)"""
    if not isinstance(y, Tensor):
        y = tensor_arg(y, 'cumulative_trapezoid', 'y', 1)
    if not isinstance(x, Tensor):
        x = tensor_arg(x, 'cumulative_trapezoid', 'x', 2)
    if type(dim) is not int:
        dim = int_arg(dim, 'cumulative_trapezoid', 'dim', None)
    return helpers.trapezoid_of(ops, y, x, None, dim, True, 'cumulative_trapezoid')


def _cumulative_trapezoid_dx(y, *, dx=1, dim=-1):
    """cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor   (derivatives.yaml:2566)"""
    if not isinstance(y, Tensor):
        y = tensor_arg(y, 'cumulative_trapezoid', 'y', 1)
    if type(dx) is not int and type(dx) is not float:
        dx = scalar_arg(dx, 'cumulative_trapezoid', 'dx')
    if type(dim) is not int:
        dim = int_arg(dim, 'cumulative_trapezoid', 'dim', None)
    return helpers.trapezoid_of(ops, y, None, dx, dim, True, 'cumulative_trapezoid')


def cumulative_trapezoid(*args, **kwargs):
    """cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor
    cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor
    (derivatives.yaml:2554, 2566) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('cumulative_trapezoid', _CUMULATIVE_TRAPEZOID_OVERLOADS, args, kwargs)


_CUMULATIVE_TRAPEZOID_OVERLOADS = (
    (_cumulative_trapezoid_x, 'cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor', (('y', 'tensor', False, False), ('x', 'tensor', False, False), ('dim', 'int', True, True))),
    (_cumulative_trapezoid_dx, 'cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor', (('y', 'tensor', False, False), ('dx', 'scalar', True, True), ('dim', 'int', True, True))),
)


def renorm(input, p, dim, maxnorm, **numpy_names):
    """renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor   (derivatives.yaml:2577)"""
    if numpy_names:
        dim, = numpy_aliases('renorm', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'renorm', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'renorm', 'p')
    if type(dim) is not int:
        dim = int_arg(dim, 'renorm', 'dim', 3)
    if type(maxnorm) is not int and type(maxnorm) is not float:
        maxnorm = scalar_arg(maxnorm, 'renorm', 'maxnorm')
    return helpers.renorm_of(ops, input, p, dim, maxnorm)


def renorm_(self, p, dim, maxnorm):
    """In place: `renorm` written into self (derivatives.yaml:2577)."""
    return inplace(self, renorm, p, dim, maxnorm)


def _searchsorted_Tensor(sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None, out=None):
    """searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor   (derivatives.yaml:2595)"""
    if batching.active and batching.batched(sorted_sequence, input, sorter):
        return batching.call(batch_rules._searchsorted_Tensor, _searchsorted_Tensor, (sorted_sequence, input), {'out_int32': out_int32, 'right': right, 'side': side, 'sorter': sorter, 'out': out})
    if not isinstance(sorted_sequence, Tensor):
        sorted_sequence = tensor_arg(sorted_sequence, 'searchsorted', 'sorted_sequence', 1)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'searchsorted', 'input', 2)
    if type(side) is not str and side is not None:
        side = str_arg(side, 'searchsorted', 'side')
    if sorter is not None and not isinstance(sorter, Tensor):
        sorter = tensor_arg(sorter, 'searchsorted', 'sorter', 6)
    if sorter is not None and sorter._data.dtype.kind not in 'iu':
        raise dtype_error('searchsorted', 'sorter', 'long', sorter)
    if result_type(sorted_sequence, input).kind in 'b':
        raise dtype_error('searchsorted', 'sorted_sequence', 'not implemented for bool', result_type(sorted_sequence, input))
    dtype = result_type(sorted_sequence, input)
    if type(input._data) is not type(sorted_sequence._data) or (sorter is not None and type(sorter._data) is not type(sorted_sequence._data)):
        sorted_sequence, input, sorter = same_device('searchsorted', sorted_sequence, input, sorter)
    try:
        result = array_ops.searchsorted_Tensor(cast(sorted_sequence, dtype), cast(input, dtype), out_int32, right, side, (sorter._data if sorter is not None else None))
    except ValueError as error:
        raise shape_error('searchsorted', error, sorted_sequence, input, sorter) from None
    if out is not None:
        return write_out('searchsorted', out, result, False)
    return Tensor._wrap(result)


def _searchsorted_Scalar(sorted_sequence, self, *, out_int32=False, right=False, side=None, sorter=None, out=None):
    """searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor   (derivatives.yaml:2610)"""
    if batching.active and batching.batched(sorted_sequence, sorter):
        return batching.call(batch_rules._searchsorted_Scalar, _searchsorted_Scalar, (sorted_sequence, self), {'out_int32': out_int32, 'right': right, 'side': side, 'sorter': sorter, 'out': out})
    if not isinstance(sorted_sequence, Tensor):
        sorted_sequence = tensor_arg(sorted_sequence, 'searchsorted', 'sorted_sequence', 1)
    if type(self) is not int and type(self) is not float:
        self = scalar_arg(self, 'searchsorted', 'self')
    if type(side) is not str and side is not None:
        side = str_arg(side, 'searchsorted', 'side')
    if sorter is not None and not isinstance(sorter, Tensor):
        sorter = tensor_arg(sorter, 'searchsorted', 'sorter', 6)
    if sorter is not None and sorter._data.dtype.kind not in 'iu':
        raise dtype_error('searchsorted', 'sorter', 'long', sorter)
    dtype = result_type(sorted_sequence, self)
    if (sorter is not None and type(sorter._data) is not type(sorted_sequence._data)):
        sorted_sequence, sorter = same_device('searchsorted', sorted_sequence, sorter)
    try:
        result = array_ops.searchsorted_Scalar(cast(sorted_sequence, dtype), self, out_int32, right, side, (sorter._data if sorter is not None else None))
    except ValueError as error:
        raise shape_error('searchsorted', error, sorted_sequence, sorter) from None
    if out is not None:
        return write_out('searchsorted', out, result, False)
    return Tensor._wrap(result)


def searchsorted(*args, **kwargs):
    """searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
    searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor
    (derivatives.yaml:2595, 2610) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('searchsorted', _SEARCHSORTED_OVERLOADS, args, kwargs)


_SEARCHSORTED_OVERLOADS = (
    (_searchsorted_Tensor, 'searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor', (('sorted_sequence', 'tensor', False, False), ('input', 'tensor', False, False), ('out_int32', 'bool', True, True), ('right', 'bool', True, True), ('side', 'str', True, True), ('sorter', 'tensor', True, True), ('out', 'out', True, True))),
    (_searchsorted_Scalar, 'searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor', (('sorted_sequence', 'tensor', False, False), ('self', 'scalar', False, False), ('out_int32', 'bool', True, True), ('right', 'bool', True, True), ('side', 'str', True, True), ('sorter', 'tensor', True, True), ('out', 'out', True, True))),
)


def _bucketize_Tensor(input, boundaries, *, out_int32=False, right=False, out=None):
    """bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor   (derivatives.yaml:2624)"""
    if batching.active and batching.batched(input, boundaries):
        return batching.call(batch_rules._bucketize_Tensor, _bucketize_Tensor, (input, boundaries), {'out_int32': out_int32, 'right': right, 'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'bucketize', 'input', 1)
    if not isinstance(boundaries, Tensor):
        boundaries = tensor_arg(boundaries, 'bucketize', 'boundaries', 2)
    if result_type(input, boundaries).kind in 'b':
        raise dtype_error('bucketize', 'boundaries', 'not implemented for bool', result_type(input, boundaries))
    dtype = result_type(input, boundaries)
    if type(boundaries._data) is not type(input._data):
        input, boundaries = same_device('bucketize', input, boundaries)
    try:
        result = array_ops.bucketize_Tensor(cast(input, dtype), cast(boundaries, dtype), out_int32, right)
    except ValueError as error:
        raise shape_error('bucketize', error, input, boundaries) from None
    if out is not None:
        return write_out('bucketize', out, result, False)
    return Tensor._wrap(result)


def _bucketize_Scalar(self, boundaries, *, out_int32=False, right=False, out=None):
    """bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor   (derivatives.yaml:2636)"""
    if batching.active and batching.batched(boundaries):
        return batching.call(batch_rules._bucketize_Scalar, _bucketize_Scalar, (self, boundaries), {'out_int32': out_int32, 'right': right, 'out': out})
    if type(self) is not int and type(self) is not float:
        self = scalar_arg(self, 'bucketize', 'self')
    if not isinstance(boundaries, Tensor):
        boundaries = tensor_arg(boundaries, 'bucketize', 'boundaries', 2)
    dtype = result_type(self, boundaries)
    try:
        result = array_ops.bucketize_Scalar(self, cast(boundaries, dtype), out_int32, right)
    except ValueError as error:
        raise shape_error('bucketize', error, boundaries) from None
    if out is not None:
        return write_out('bucketize', out, result, False)
    return Tensor._wrap(result)


def bucketize(*args, **kwargs):
    """bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
    bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor
    (derivatives.yaml:2624, 2636) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('bucketize', _BUCKETIZE_OVERLOADS, args, kwargs)


_BUCKETIZE_OVERLOADS = (
    (_bucketize_Tensor, 'bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor', (('input', 'tensor', False, False), ('boundaries', 'tensor', False, False), ('out_int32', 'bool', True, True), ('right', 'bool', True, True), ('out', 'out', True, True))),
    (_bucketize_Scalar, 'bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor', (('self', 'scalar', False, False), ('boundaries', 'tensor', False, False), ('out_int32', 'bool', True, True), ('right', 'bool', True, True), ('out', 'out', True, True))),
)


def _isin_Tensor_Tensor(elements, test_elements, *, assume_unique=False, invert=False, out=None):
    """isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor   (derivatives.yaml:2647)"""
    if batching.active and batching.batched(elements, test_elements):
        return batching.call(batch_rules._isin_Tensor_Tensor, _isin_Tensor_Tensor, (elements, test_elements), {'assume_unique': assume_unique, 'invert': invert, 'out': out})
    if not isinstance(elements, Tensor):
        elements = tensor_arg(elements, 'isin', 'elements', 1)
    if not isinstance(test_elements, Tensor):
        test_elements = tensor_arg(test_elements, 'isin', 'test_elements', 2)
    if elements._data.dtype.kind == 'b':
        raise dtype_error('isin', 'elements', 'numeric', elements)
    if test_elements._data.dtype.kind == 'b':
        raise dtype_error('isin', 'test_elements', 'numeric', test_elements)
    dtype = result_type(elements, test_elements)
    if type(test_elements._data) is not type(elements._data):
        elements, test_elements = same_device('isin', elements, test_elements)
    try:
        result = array_ops.isin_Tensor_Tensor(cast(elements, dtype), cast(test_elements, dtype), assume_unique, invert)
    except ValueError as error:
        raise shape_error('isin', error, elements, test_elements) from None
    if out is not None:
        return write_out('isin', out, result, False)
    return Tensor._wrap(result)


def _isin_Tensor_Scalar(elements, test_element, *, assume_unique=False, invert=False, out=None):
    """isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor   (derivatives.yaml:2661)"""
    if batching.active and batching.batched(elements):
        return batching.call(batch_rules._isin_Tensor_Scalar, _isin_Tensor_Scalar, (elements, test_element), {'assume_unique': assume_unique, 'invert': invert, 'out': out})
    if not isinstance(elements, Tensor):
        elements = tensor_arg(elements, 'isin', 'elements', 1)
    if type(test_element) is not int and type(test_element) is not float:
        test_element = scalar_arg(test_element, 'isin', 'test_element')
    if elements._data.dtype.kind == 'b':
        raise dtype_error('isin', 'elements', 'numeric', elements)
    dtype = result_type(elements, test_element)
    try:
        result = array_ops.isin_Tensor_Scalar(cast(elements, dtype), test_element, assume_unique, invert)
    except ValueError as error:
        raise shape_error('isin', error, elements) from None
    if out is not None:
        return write_out('isin', out, result, False)
    return Tensor._wrap(result)


def _isin_Scalar_Tensor(element, test_elements, *, assume_unique=False, invert=False, out=None):
    """isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor   (derivatives.yaml:2674)"""
    if batching.active and batching.batched(test_elements):
        return batching.call(batch_rules._isin_Scalar_Tensor, _isin_Scalar_Tensor, (element, test_elements), {'assume_unique': assume_unique, 'invert': invert, 'out': out})
    if type(element) is not int and type(element) is not float:
        element = scalar_arg(element, 'isin', 'element')
    if not isinstance(test_elements, Tensor):
        test_elements = tensor_arg(test_elements, 'isin', 'test_elements', 2)
    if test_elements._data.dtype.kind == 'b':
        raise dtype_error('isin', 'test_elements', 'numeric', test_elements)
    dtype = result_type(element, test_elements)
    try:
        result = array_ops.isin_Scalar_Tensor(element, cast(test_elements, dtype), assume_unique, invert)
    except ValueError as error:
        raise shape_error('isin', error, test_elements) from None
    if out is not None:
        return write_out('isin', out, result, False)
    return Tensor._wrap(result)


def isin(*args, **kwargs):
    """isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
    isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor
    isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor
    (derivatives.yaml:2647, 2661, 2674) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('isin', _ISIN_OVERLOADS, args, kwargs)


_ISIN_OVERLOADS = (
    (_isin_Tensor_Tensor, 'isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor', (('elements', 'tensor', False, False), ('test_elements', 'tensor', False, False), ('assume_unique', 'bool', True, True), ('invert', 'bool', True, True), ('out', 'out', True, True))),
    (_isin_Tensor_Scalar, 'isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor', (('elements', 'tensor', False, False), ('test_element', 'scalar', False, False), ('assume_unique', 'bool', True, True), ('invert', 'bool', True, True), ('out', 'out', True, True))),
    (_isin_Scalar_Tensor, 'isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor', (('element', 'scalar', False, False), ('test_elements', 'tensor', False, False), ('assume_unique', 'bool', True, True), ('invert', 'bool', True, True), ('out', 'out', True, True))),
)


def value_selecting_backward(grad_output, along, indices, sizes, keepdim, **numpy_names):
    """value_selecting_backward(Tensor grad_output, int along, Tensor indices, int[] sizes, bool keepdim) -> Tensor   (derivatives.yaml:2687)"""
    if batching.active and batching.batched(grad_output, indices):
        return batching.call(batch_rules.value_selecting_backward, value_selecting_backward, (grad_output, along, indices, sizes, keepdim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.value_selecting_backward(grad_output, along, indices, sizes, keepdim, **numpy_names)
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
    if type(indices._data) is not type(grad_output._data):
        grad_output, indices = same_device('value_selecting_backward', grad_output, indices)
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
    """select_along(Tensor self, int along, Tensor indices, bool keepdim) -> Tensor   (derivatives.yaml:2696)"""
    if batching.active and batching.batched(input, indices):
        return batching.call(batch_rules.select_along, select_along, (input, along, indices, keepdim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.select_along(input, along, indices, keepdim, **numpy_names)
    if numpy_names:
        keepdim, = numpy_aliases('select_along', numpy_names, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'select_along', 'input', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'select_along', 'indices', 3)
    if indices._data.dtype.kind not in 'iu':
        raise dtype_error('select_along', 'indices', 'long', indices)
    dtype = result_type(input)
    if type(indices._data) is not type(input._data):
        input, indices = same_device('select_along', input, indices)
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
    """sort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2703)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.sort, sort, (input, dim, descending), {'stable': stable, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.sort(input, dim, descending, stable=stable, **numpy_names)
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
    """argsort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> Tensor   (derivatives.yaml:2718)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.argsort, argsort, (input, dim, descending), {'stable': stable, 'out': out, **numpy_names})
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
    """topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)   (derivatives.yaml:2729)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.topk, topk, (input, k, dim, largest, sorted), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.topk(input, k, dim, largest, sorted, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('topk', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'topk', 'input', 1)
    if type(k) is not int:
        k = int_arg(k, 'topk', 'k', 2)
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
    """kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2745)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.kthvalue, kthvalue, (input, k, dim, keepdim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.kthvalue(input, k, dim, keepdim, **numpy_names)
    if numpy_names:
        dim, keepdim = numpy_aliases('kthvalue', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'kthvalue', 'input', 1)
    if type(k) is not int:
        k = int_arg(k, 'kthvalue', 'k', 2)
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
    """median(Tensor self) -> Tensor   (derivatives.yaml:2760)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._median_default, _median_default, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._median_default(input, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'median', 'input', 1)
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
    """median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2772)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._median_dim, _median_dim, (input, dim, keepdim), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._median_dim(input, dim, keepdim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'median', 'input', 1)
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
    (derivatives.yaml:2760, 2772) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('median', _MEDIAN_OVERLOADS, args, kwargs)


_MEDIAN_OVERLOADS = (
    (_median_default, 'median(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),
    (_median_dim, 'median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('keepdim', 'bool', True, False))),
)


def mode(input, dim=-1, keepdim=False, **numpy_names):
    """mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:2787)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.mode, mode, (input, dim, keepdim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.mode(input, dim, keepdim, **numpy_names)
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


def unique_all(input, consecutive, dim=None, **numpy_names):
    """unique_all(Tensor self, bool consecutive, int? dim=None) -> (Tensor values, Tensor inverse, Tensor counts)   (derivatives.yaml:2802)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.unique_all, unique_all, (input, consecutive, dim), {**numpy_names})
    if numpy_names:
        dim, = numpy_aliases('unique_all', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'unique_all', 'input', 1)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'unique_all', 'dim')
    try:
        values, inverse, counts = array_ops.unique_all(input._data, consecutive, dim)
    except ValueError as error:
        raise shape_error('unique_all', error, input) from None
    return unique_all_result(Tensor._wrap(values), Tensor._wrap(inverse), Tensor._wrap(counts))


def unique(input, sorted=True, return_inverse=False, return_counts=False, dim=None, **numpy_names):
    """unique(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False, int? dim=None) -> Tensor   (derivatives.yaml:2808)"""
    if numpy_names:
        dim, = numpy_aliases('unique', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'unique', 'input', 1)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'unique', 'dim')
    return helpers.unique_of(ops, input, False, return_inverse, return_counts, dim)


def unique_consecutive(input, return_inverse=False, return_counts=False, dim=None, **numpy_names):
    """unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> Tensor   (derivatives.yaml:2824)"""
    if numpy_names:
        dim, = numpy_aliases('unique_consecutive', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'unique_consecutive', 'input', 1)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'unique_consecutive', 'dim')
    return helpers.unique_of(ops, input, True, return_inverse, return_counts, dim)


def argwhere(input, *, out=None):
    """argwhere(Tensor self) -> Tensor   (derivatives.yaml:2836)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.argwhere, argwhere, (input,), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'argwhere', 'input', 1)
    try:
        result = array_ops.argwhere(input._data)
    except ValueError as error:
        raise shape_error('argwhere', error, input) from None
    if out is not None:
        return write_out('argwhere', out, result, False)
    return Tensor._wrap(result)


def nonzero(input, *, as_tuple=False):
    """nonzero(Tensor self, *, bool as_tuple=False) -> Tensor   (derivatives.yaml:2848)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nonzero', 'input', 1)
    return helpers.nonzero_of(ops, input, as_tuple)


def msort(input):
    """msort(Tensor self) -> Tensor   (derivatives.yaml:2859)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'msort', 'input', 1)
    return ops.sort(input, 0)[0]


def index_reduce(input, dim, index, source, reduce, *, include_self=True, out=None, **numpy_names):
    """index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor   (derivatives.yaml:2875)"""
    if batching.active and batching.batched(input, index, source):
        return batching.call(batch_rules.index_reduce, index_reduce, (input, dim, index, source, reduce), {'include_self': include_self, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.index_reduce(input, dim, index, source, reduce, include_self=include_self, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('index_reduce', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_reduce', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_reduce', 'index', 3)
    if not isinstance(source, Tensor):
        source = tensor_arg(source, 'index_reduce', 'source', 4)
    if type(reduce) is not str:
        reduce = str_arg(reduce, 'index_reduce', 'reduce')
    helpers.index_vector_check(index, 'index_reduce_')
    dim = dim_arg(dim, input._data.ndim, 'index_reduce', 'dim')
    if source._data.dtype != input._data.dtype:
        raise dtype_error('index_reduce', 'source', 'same', source, 'input', input)
    if index._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('index_reduce', 'index', 'index', index)
    dtype = result_type(input, source)
    if type(index._data) is not type(input._data) or type(source._data) is not type(input._data):
        input, index, source = same_device('index_reduce', input, index, source)
    try:
        result = array_ops.index_reduce(cast(input, dtype), dim, index._data, cast(source, dtype), reduce, include_self)
    except ValueError as error:
        raise shape_error('index_reduce', error, input, index, source) from None
    if out is not None:
        return write_out('index_reduce', out, result, is_grad_enabled() and (input.requires_grad or source.requires_grad))
    if not (input.requires_grad or source.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.IndexReduceBackward0()
    node.next_functions = (edge(input), edge(index), edge(source))
    node.input_meta = ((input._data.shape, input._data.dtype), (index._data.shape, index._data.dtype), (source._data.shape, source._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_dim = dim
    node._saved_source = source
    node._version_of_source = source._version
    node._saved_reduce = reduce
    node._saved_include_self = include_self
    node._saved_result = result
    node._saved_index = index
    node._version_of_index = index._version
    node._saved_source_shape = source._data.shape
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def index_reduce_(self, dim, index, source, reduce, *, include_self=True):
    """In place: `index_reduce` written into self (derivatives.yaml:2875)."""
    return inplace(self, index_reduce, dim, index, source, reduce, include_self=include_self)


def select_scatter(input, src, dim, index, *, out=None, **numpy_names):
    """select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor   (derivatives.yaml:2897)"""
    if batching.active and batching.batched(input, src):
        return batching.call(batch_rules.select_scatter, select_scatter, (input, src, dim, index), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.select_scatter(input, src, dim, index, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('select_scatter', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'select_scatter', 'input', 1)
    if not isinstance(src, Tensor):
        src = tensor_arg(src, 'select_scatter', 'src', 2)
    if type(index) is not int:
        index = int_arg(index, 'select_scatter', 'index', 4)
    dim = dim_arg(dim, input._data.ndim, 'select_scatter', 'dim')
    dtype = result_type(input)
    if type(src._data) is not type(input._data):
        input, src = same_device('select_scatter', input, src)
    try:
        result = array_ops.select_scatter(cast(input, dtype), cast(src, dtype), dim, index)
    except ValueError as error:
        raise shape_error('select_scatter', error, input, src) from None
    if out is not None:
        return write_out('select_scatter', out, result, is_grad_enabled() and (input.requires_grad or src.requires_grad))
    if not (input.requires_grad or src.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SelectScatterBackward0()
    node.next_functions = (edge(input), edge(src))
    node.input_meta = ((input._data.shape, input._data.dtype), (src._data.shape, src._data.dtype))
    node._saved_dim = dim
    node._saved_index = index
    if input.requires_grad:
        node._saved_src_shape = src._data.shape
    return Tensor._wrap(result, node)


def slice_scatter(input, src, dim=0, start=None, end=None, step=1, *, out=None, **numpy_names):
    """slice_scatter(Tensor self, Tensor src, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor   (derivatives.yaml:2911)"""
    if batching.active and batching.batched(input, src):
        return batching.call(batch_rules.slice_scatter, slice_scatter, (input, src, dim, start, end, step), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.slice_scatter(input, src, dim, start, end, step, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('slice_scatter', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'slice_scatter', 'input', 1)
    if not isinstance(src, Tensor):
        src = tensor_arg(src, 'slice_scatter', 'src', 2)
    if type(start) is not int and start is not None:
        start = int_arg(start, 'slice_scatter', 'start', 4)
    if type(end) is not int and end is not None:
        end = int_arg(end, 'slice_scatter', 'end', 5)
    if type(step) is not int:
        step = int_arg(step, 'slice_scatter', 'step', 6)
    dim = dim_arg(dim, input._data.ndim, 'slice_scatter', 'dim')
    dtype = result_type(input)
    if type(src._data) is not type(input._data):
        input, src = same_device('slice_scatter', input, src)
    try:
        result = array_ops.slice_scatter(cast(input, dtype), cast(src, dtype), dim, start, end, step)
    except ValueError as error:
        raise shape_error('slice_scatter', error, input, src) from None
    if out is not None:
        return write_out('slice_scatter', out, result, is_grad_enabled() and (input.requires_grad or src.requires_grad))
    if not (input.requires_grad or src.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SliceScatterBackward0()
    node.next_functions = (edge(input), edge(src))
    node.input_meta = ((input._data.shape, input._data.dtype), (src._data.shape, src._data.dtype))
    node._saved_dim = dim
    node._saved_start = start
    node._saved_end = end
    node._saved_step = step
    if input.requires_grad:
        node._saved_src_shape = src._data.shape
    return Tensor._wrap(result, node)


def diagonal_scatter(input, src, offset=0, dim1=0, dim2=1, *, out=None):
    """diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor   (derivatives.yaml:2925)"""
    if batching.active and batching.batched(input, src):
        return batching.call(batch_rules.diagonal_scatter, diagonal_scatter, (input, src, offset, dim1, dim2), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.diagonal_scatter(input, src, offset, dim1, dim2, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'diagonal_scatter', 'input', 1)
    if not isinstance(src, Tensor):
        src = tensor_arg(src, 'diagonal_scatter', 'src', 2)
    if type(offset) is not int:
        offset = int_arg(offset, 'diagonal_scatter', 'offset', 3)
    dim1 = dim_arg(dim1, input._data.ndim, 'diagonal_scatter', 'dim1')
    dim2 = dim_arg(dim2, input._data.ndim, 'diagonal_scatter', 'dim2')
    dtype = result_type(input)
    if type(src._data) is not type(input._data):
        input, src = same_device('diagonal_scatter', input, src)
    try:
        result = array_ops.diagonal_scatter(cast(input, dtype), cast(src, dtype), offset, dim1, dim2)
    except ValueError as error:
        raise shape_error('diagonal_scatter', error, input, src) from None
    if out is not None:
        return write_out('diagonal_scatter', out, result, is_grad_enabled() and (input.requires_grad or src.requires_grad))
    if not (input.requires_grad or src.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DiagonalScatterBackward0()
    node.next_functions = (edge(input), edge(src))
    node.input_meta = ((input._data.shape, input._data.dtype), (src._data.shape, src._data.dtype))
    node._saved_offset = offset
    node._saved_dim1 = dim1
    node._saved_dim2 = dim2
    if input.requires_grad:
        node._saved_src_shape = src._data.shape
    return Tensor._wrap(result, node)


def masked_scatter(input, mask, source, *, out=None):
    """masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor   (derivatives.yaml:2940)"""
    if batching.active and batching.batched(input, mask, source):
        return batching.call(batch_rules.masked_scatter, masked_scatter, (input, mask, source), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.masked_scatter(input, mask, source, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'masked_scatter', 'input', 1)
    if not isinstance(mask, Tensor):
        mask = tensor_arg(mask, 'masked_scatter', 'mask', 2)
    if not isinstance(source, Tensor):
        source = tensor_arg(source, 'masked_scatter', 'source', 3)
    if mask._data.dtype.kind != 'b':
        raise dtype_error('masked_scatter', 'mask', 'bool', mask)
    if source._data.dtype != input._data.dtype:
        raise dtype_error('masked_scatter', 'source', 'same', source, 'input', input)
    dtype = result_type(input, source)
    if type(mask._data) is not type(input._data) or type(source._data) is not type(input._data):
        input, mask, source = same_device('masked_scatter', input, mask, source)
    try:
        result = array_ops.masked_scatter(cast(input, dtype), mask._data, cast(source, dtype))
    except ValueError as error:
        raise shape_error('masked_scatter', error, input, mask, source) from None
    if out is not None:
        return write_out('masked_scatter', out, result, is_grad_enabled() and (input.requires_grad or source.requires_grad))
    if not (input.requires_grad or source.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaskedScatterBackward0()
    node.next_functions = (edge(input), edge(mask), edge(source))
    node.input_meta = ((input._data.shape, input._data.dtype), (mask._data.shape, mask._data.dtype), (source._data.shape, source._data.dtype))
    node._saved_mask = mask
    node._version_of_mask = mask._version
    if source.requires_grad:
        node._saved_source_shape = source._data.shape
    return Tensor._wrap(result, node)


def masked_scatter_(self, mask, source):
    """In place: `masked_scatter` written into self (derivatives.yaml:2940)."""
    return inplace(self, masked_scatter, mask, source)


def gather(input, dim, index, *, sparse_grad=False, out=None, **numpy_names):
    """gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor   (derivatives.yaml:2958)"""
    if batching.active and batching.batched(input, index):
        return batching.call(batch_rules.gather, gather, (input, dim, index), {'sparse_grad': sparse_grad, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.gather(input, dim, index, sparse_grad=sparse_grad, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('gather', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'gather', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'gather', 'index', 3)
    dim = dim_arg(dim, input._data.ndim, 'gather', 'dim')
    if index._data.size and index._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('gather', 'index', 'index or empty', index)
    dtype = result_type(input)
    if type(index._data) is not type(input._data):
        input, index = same_device('gather', input, index)
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
    node._saved_self_shape = input._data.shape
    node._saved_index = index
    node._version_of_index = index._version
    node._saved_sparse_grad = sparse_grad
    node._saved_self_ndim = input._data.ndim
    return Tensor._wrap(result, node)


def _scatter_src(input, dim, index, src, *, out=None):
    """scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:2976)"""
    if batching.active and batching.batched(input, index, src):
        return batching.call(batch_rules._scatter_src, _scatter_src, (input, dim, index, src), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._scatter_src(input, dim, index, src, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'scatter', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'scatter', 'index', 3)
    if not isinstance(src, Tensor):
        src = tensor_arg(src, 'scatter', 'src', 4)
    dim = dim_arg(dim, input._data.ndim, 'scatter', 'dim')
    if src._data.dtype != input._data.dtype:
        raise dtype_error('scatter', 'src', 'same', src, 'input', input)
    if index._data.size and index._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('scatter', 'index', 'index or empty', index)
    dtype = result_type(input, src)
    if type(index._data) is not type(input._data) or type(src._data) is not type(input._data):
        input, index, src = same_device('scatter', input, index, src)
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
    """scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:2992)"""
    if batching.active and batching.batched(input, index):
        return batching.call(batch_rules._scatter_value, _scatter_value, (input, dim, index, value), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._scatter_value(input, dim, index, value, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'scatter', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'scatter', 'index', 3)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'scatter', 'value')
    dim = dim_arg(dim, input._data.ndim, 'scatter', 'dim')
    if index._data.size and index._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('scatter', 'index', 'index or empty', index)
    dtype = result_type(input)
    if type(index._data) is not type(input._data):
        input, index = same_device('scatter', input, index)
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
    (derivatives.yaml:2976, 2992) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('scatter', _SCATTER_OVERLOADS, args, kwargs)


_SCATTER_OVERLOADS = (
    (_scatter_src, 'scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('src', 'tensor', False, False), ('out', 'out', True, True))),
    (_scatter_value, 'scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('value', 'scalar', False, False), ('out', 'out', True, True))),
)


def scatter_(self, *args, **kwargs):
    """In place: `scatter` written into self (derivatives.yaml:2976)."""
    return inplace(self, scatter, *args, **kwargs)


def scatter_add(input, dim, index, src, *, out=None, **numpy_names):
    """scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor   (derivatives.yaml:3009)"""
    if batching.active and batching.batched(input, index, src):
        return batching.call(batch_rules.scatter_add, scatter_add, (input, dim, index, src), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.scatter_add(input, dim, index, src, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('scatter_add', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'scatter_add', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'scatter_add', 'index', 3)
    if not isinstance(src, Tensor):
        src = tensor_arg(src, 'scatter_add', 'src', 4)
    dim = dim_arg(dim, input._data.ndim, 'scatter_add', 'dim')
    if src._data.dtype != input._data.dtype:
        raise dtype_error('scatter_add', 'src', 'same', src, 'input', input)
    if index._data.size and index._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('scatter_add', 'index', 'index or empty', index)
    dtype = result_type(input, src)
    if type(index._data) is not type(input._data) or type(src._data) is not type(input._data):
        input, index, src = same_device('scatter_add', input, index, src)
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
    """In place: `scatter_add` written into self (derivatives.yaml:3009)."""
    return inplace(self, scatter_add, dim, index, src)


def scatter_reduce(input, dim, index, src, reduce, *, include_self=True, out=None, **numpy_names):
    """scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor   (derivatives.yaml:3026)"""
    if batching.active and batching.batched(input, index, src):
        return batching.call(batch_rules.scatter_reduce, scatter_reduce, (input, dim, index, src, reduce), {'include_self': include_self, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.scatter_reduce(input, dim, index, src, reduce, include_self=include_self, out=out, **numpy_names)
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
    dim = dim_arg(dim, input._data.ndim, 'scatter_reduce', 'dim')
    if src._data.dtype != input._data.dtype:
        raise dtype_error('scatter_reduce', 'src', 'same', src, 'input', input)
    if index._data.size and index._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('scatter_reduce', 'index', 'index or empty', index)
    dtype = result_type(input, src)
    if type(index._data) is not type(input._data) or type(src._data) is not type(input._data):
        input, index, src = same_device('scatter_reduce', input, index, src)
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
    """In place: `scatter_reduce` written into self (derivatives.yaml:3026)."""
    return inplace(self, scatter_reduce, dim, index, src, reduce, include_self=include_self)


def index_select(input, dim, index, *, out=None, **numpy_names):
    """index_select(Tensor self, int dim, Tensor index) -> Tensor   (derivatives.yaml:3050)"""
    if batching.active and batching.batched(input, index):
        return batching.call(batch_rules.index_select, index_select, (input, dim, index), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.index_select(input, dim, index, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('index_select', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_select', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_select', 'index', 3)
    helpers.index_vector_check(index, 'index_select')
    dim = dim_arg(dim, input._data.ndim, 'index_select', 'dim')
    if index._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('index_select', 'index', 'index', index)
    dtype = result_type(input)
    if type(index._data) is not type(input._data):
        input, index = same_device('index_select', input, index)
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
    """index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor   (derivatives.yaml:3066)"""
    if batching.active and batching.batched(input, index, source):
        return batching.call(batch_rules.index_add, index_add, (input, dim, index, source), {'alpha': alpha, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.index_add(input, dim, index, source, alpha=alpha, out=out, **numpy_names)
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
    helpers.index_vector_check(index, 'index_add')
    dim = dim_arg(dim, input._data.ndim, 'index_add', 'dim')
    if source._data.dtype != input._data.dtype:
        raise dtype_error('index_add', 'source', 'same', source, 'input', input)
    if index._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and index._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('index_add', 'index', 'index', index)
    dtype = result_type(input, source)
    if type(index._data) is not type(input._data) or type(source._data) is not type(input._data):
        input, index, source = same_device('index_add', input, index, source)
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
    """In place: `index_add` written into self (derivatives.yaml:3066)."""
    return inplace(self, index_add, dim, index, source, alpha=alpha)


def index_copy(input, dim, index, source, *, out=None, **numpy_names):
    """index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor   (derivatives.yaml:3084)"""
    if batching.active and batching.batched(input, index, source):
        return batching.call(batch_rules.index_copy, index_copy, (input, dim, index, source), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.index_copy(input, dim, index, source, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('index_copy', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_copy', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_copy', 'index', 3)
    if not isinstance(source, Tensor):
        source = tensor_arg(source, 'index_copy', 'source', 4)
    helpers.index_vector_check(index, 'index_copy')
    dim = dim_arg(dim, input._data.ndim, 'index_copy', 'dim')
    if source._data.dtype != input._data.dtype:
        raise dtype_error('index_copy', 'source', 'same', source, 'input', input)
    if index._data.dtype not in INDEX_DTYPES[('int64',)] and index._data.dtype.name not in ('int64',):
        raise index_dtype_error('index_copy', 'index', 'long index', index)
    dtype = result_type(input, source)
    if type(index._data) is not type(input._data) or type(source._data) is not type(input._data):
        input, index, source = same_device('index_copy', input, index, source)
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
    """In place: `index_copy` written into self (derivatives.yaml:3084)."""
    return inplace(self, index_copy, dim, index, source)


def _index_fill_int_Scalar(input, dim, index, value, *, out=None):
    """index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor   (derivatives.yaml:3100)"""
    if batching.active and batching.batched(input, index):
        return batching.call(batch_rules._index_fill_int_Scalar, _index_fill_int_Scalar, (input, dim, index, value), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._index_fill_int_Scalar(input, dim, index, value, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_fill', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_fill', 'index', 3)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'index_fill', 'value')
    dim = dim_arg(dim, input._data.ndim, 'index_fill', 'dim')
    if index._data.dtype not in INDEX_DTYPES[('int64',)] and index._data.dtype.name not in ('int64',):
        raise index_dtype_error('index_fill', 'index', 'long index', index)
    dtype = result_type(input)
    if type(index._data) is not type(input._data):
        input, index = same_device('index_fill', input, index)
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
    """index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor   (derivatives.yaml:3117)"""
    if batching.active and batching.batched(input, index, value):
        return batching.call(batch_rules._index_fill_int_Tensor, _index_fill_int_Tensor, (input, dim, index, value), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._index_fill_int_Tensor(input, dim, index, value, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_fill', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'index_fill', 'index', 3)
    if not isinstance(value, Tensor):
        value = tensor_arg(value, 'index_fill', 'value', 4)
    dim = dim_arg(dim, input._data.ndim, 'index_fill', 'dim')
    if index._data.dtype not in INDEX_DTYPES[('int64',)] and index._data.dtype.name not in ('int64',):
        raise index_dtype_error('index_fill', 'index', 'long index', index)
    dtype = result_type(input)
    if type(index._data) is not type(input._data) or type(value._data) is not type(input._data):
        input, index, value = same_device('index_fill', input, index, value)
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
    (derivatives.yaml:3100, 3117) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('index_fill', _INDEX_FILL_OVERLOADS, args, kwargs)


_INDEX_FILL_OVERLOADS = (
    (_index_fill_int_Scalar, 'index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('value', 'scalar', False, False), ('out', 'out', True, True))),
    (_index_fill_int_Tensor, 'index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('value', 'tensor', False, False), ('out', 'out', True, True))),
)


def index_fill_(self, *args, **kwargs):
    """In place: `index_fill` written into self (derivatives.yaml:3100)."""
    return inplace(self, index_fill, *args, **kwargs)


def _masked_fill_Scalar(input, mask, value, *, out=None):
    """masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor   (derivatives.yaml:3132)"""
    if batching.active and batching.batched(input, mask):
        return batching.call(batch_rules._masked_fill_Scalar, _masked_fill_Scalar, (input, mask, value), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._masked_fill_Scalar(input, mask, value, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'masked_fill', 'input', 1)
    if not isinstance(mask, Tensor):
        mask = tensor_arg(mask, 'masked_fill', 'mask', 2)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'masked_fill', 'value')
    if mask._data.dtype.kind != 'b':
        raise dtype_error('masked_fill', 'mask', 'bool', mask)
    dtype = result_type(input)
    if type(mask._data) is not type(input._data):
        input, mask = same_device('masked_fill', input, mask)
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
    """masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor   (derivatives.yaml:3153)"""
    if batching.active and batching.batched(input, mask, value):
        return batching.call(batch_rules._masked_fill_Tensor, _masked_fill_Tensor, (input, mask, value), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._masked_fill_Tensor(input, mask, value, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'masked_fill', 'input', 1)
    if not isinstance(mask, Tensor):
        mask = tensor_arg(mask, 'masked_fill', 'mask', 2)
    if not isinstance(value, Tensor):
        value = tensor_arg(value, 'masked_fill', 'value', 3)
    if mask._data.dtype.kind != 'b':
        raise dtype_error('masked_fill', 'mask', 'bool', mask)
    dtype = result_type(input)
    if type(mask._data) is not type(input._data) or type(value._data) is not type(input._data):
        input, mask, value = same_device('masked_fill', input, mask, value)
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
    (derivatives.yaml:3132, 3153) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('masked_fill', _MASKED_FILL_OVERLOADS, args, kwargs)


_MASKED_FILL_OVERLOADS = (
    (_masked_fill_Scalar, 'masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor', (('input', 'tensor', False, False), ('mask', 'tensor', False, False), ('value', 'scalar', False, False), ('out', 'out', True, True))),
    (_masked_fill_Tensor, 'masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor', (('input', 'tensor', False, False), ('mask', 'tensor', False, False), ('value', 'tensor', False, False), ('out', 'out', True, True))),
)


def masked_fill_(self, *args, **kwargs):
    """In place: `masked_fill` written into self (derivatives.yaml:3132)."""
    return inplace(self, masked_fill, *args, **kwargs)


def masked_select(input, mask, *, out=None):
    """masked_select(Tensor self, Tensor mask) -> Tensor   (derivatives.yaml:3169)"""
    if batching.active and batching.batched(input, mask):
        return batching.call(batch_rules.masked_select, masked_select, (input, mask), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.masked_select(input, mask, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'masked_select', 'input', 1)
    if not isinstance(mask, Tensor):
        mask = tensor_arg(mask, 'masked_select', 'mask', 2)
    if mask._data.dtype.kind != 'b':
        raise dtype_error('masked_select', 'mask', 'bool', mask)
    dtype = result_type(input)
    if type(mask._data) is not type(input._data):
        input, mask = same_device('masked_select', input, mask)
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
    """take(Tensor self, Tensor index) -> Tensor   (derivatives.yaml:3184)"""
    if batching.active and batching.batched(input, index):
        return batching.call(batch_rules.take, take, (input, index), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.take(input, index, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'take', 'input', 1)
    if not isinstance(index, Tensor):
        index = tensor_arg(index, 'take', 'index', 2)
    if index._data.dtype not in INDEX_DTYPES[('int64',)] and index._data.dtype.name not in ('int64',):
        raise index_dtype_error('take', 'index', 'long index', index)
    dtype = result_type(input)
    if type(index._data) is not type(input._data):
        input, index = same_device('take', input, index)
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
    """take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor   (derivatives.yaml:3197)"""
    if batching.active and batching.batched(input, indices):
        return batching.call(batch_rules.take_along_dim, take_along_dim, (input, indices, dim), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.take_along_dim(input, indices, dim, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('take_along_dim', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'take_along_dim', 'input', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'take_along_dim', 'indices', 2)
    helpers.take_along_dim_check(input, indices, dim)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'take_along_dim', 'dim')
    if indices._data.size and indices._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and indices._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('take_along_dim', 'indices', 'index or empty', indices)
    dtype = result_type(input)
    if type(indices._data) is not type(input._data):
        input, indices = same_device('take_along_dim', input, indices)
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
    """index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor   (derivatives.yaml:3217)"""
    if batching.active and batching.batched(input, values):
        return batching.call(batch_rules.index_put, index_put, (input, indices, values, accumulate), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.index_put(input, indices, values, accumulate, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'index_put', 'input', 1)
    indices = index_arg(indices)
    if not isinstance(values, Tensor):
        values = tensor_arg(values, 'index_put', 'values', 3)
    if values._data.dtype != input._data.dtype:
        raise dtype_error('index_put', 'values', 'same', values, 'input', input)
    dtype = result_type(input, values)
    if type(values._data) is not type(input._data):
        input, values = same_device('index_put', input, values)
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
    """In place: `index_put` written into self (derivatives.yaml:3217)."""
    return inplace(self, index_put, indices, values, accumulate)


def rot90(input, k=1, dims=[0, 1]):
    """rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor   (derivatives.yaml:3238)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'rot90', 'input', 1)
    if type(k) is not int:
        k = int_arg(k, 'rot90', 'k', 2)
    dims = int_list(dims)
    return helpers.rot90_of(ops, input, k, dims)


def diagflat(input, offset=0):
    """diagflat(Tensor self, int offset=0) -> Tensor   (derivatives.yaml:3251)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'diagflat', 'input', 1)
    if type(offset) is not int:
        offset = int_arg(offset, 'diagflat', 'offset', 2)
    return ops.diag(ops.reshape(input, [-1]), offset)


def split_with_sizes(input, split_sizes, dim=0, **numpy_names):
    """split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]   (derivatives.yaml:3262)"""
    if numpy_names:
        dim, = numpy_aliases('split_with_sizes', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'split_with_sizes', 'input', 1)
    split_sizes = int_list(split_sizes)
    if type(dim) is not int:
        dim = int_arg(dim, 'split_with_sizes', 'dim', 3)
    return helpers.split_with_sizes_of(ops, input, split_sizes, dim)


def hstack(*tensors):
    """hstack(Tensor[] tensors) -> Tensor   (derivatives.yaml:3273)"""
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'hstack', 'tensors')
    return helpers.hstack_of(ops, tensors)


def vstack(*tensors):
    """vstack(Tensor[] tensors) -> Tensor   (derivatives.yaml:3284)"""
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'vstack', 'tensors')
    return helpers.vstack_of(ops, tensors)


def dstack(*tensors):
    """dstack(Tensor[] tensors) -> Tensor   (derivatives.yaml:3296)"""
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'dstack', 'tensors')
    return helpers.dstack_of(ops, tensors)


def column_stack(*tensors):
    """column_stack(Tensor[] tensors) -> Tensor   (derivatives.yaml:3307)"""
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'column_stack', 'tensors')
    return helpers.column_stack_of(ops, tensors)


def _split_default(input, split_size_or_sections, dim=0):
    """split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]   (derivatives.yaml:3318)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._split_default, _split_default, (input, split_size_or_sections, dim), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._split_default(input, split_size_or_sections, dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'split', 'input', 1)
    if type(split_size_or_sections) is not int:
        split_size_or_sections = int_arg(split_size_or_sections, 'split', 'split_size_or_sections', 2)
    if type(dim) is not int:
        dim = int_arg(dim, 'split', 'dim', 3)
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
    """split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]   (derivatives.yaml:3334)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._split_sizes, _split_sizes, (input, split_size_or_sections, dim), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._split_sizes(input, split_size_or_sections, dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'split', 'input', 1)
    split_size_or_sections = int_list(split_size_or_sections)
    if type(dim) is not int:
        dim = int_arg(dim, 'split', 'dim', 3)
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
    (derivatives.yaml:3318, 3334) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('split', _SPLIT_OVERLOADS, args, kwargs)


_SPLIT_OVERLOADS = (
    (_split_default, 'split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]', (('input', 'tensor', False, False), ('split_size_or_sections', 'int', False, False), ('dim', 'int', True, False))),
    (_split_sizes, 'split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]', (('input', 'tensor', False, False), ('split_size_or_sections', 'int_list', False, False), ('dim', 'int', True, False))),
)


def chunk(input, chunks, dim=0, **numpy_names):
    """chunk(Tensor self, int chunks, int dim=0) -> Tensor[]   (derivatives.yaml:3348)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.chunk, chunk, (input, chunks, dim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.chunk(input, chunks, dim, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('chunk', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'chunk', 'input', 1)
    if type(chunks) is not int:
        chunks = int_arg(chunks, 'chunk', 'chunks', 2)
    if type(dim) is not int:
        dim = int_arg(dim, 'chunk', 'dim', 3)
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
    """unbind(Tensor self, int dim=0) -> Tensor[]   (derivatives.yaml:3362)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.unbind, unbind, (input, dim), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.unbind(input, dim, **numpy_names)
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
    """tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]   (derivatives.yaml:3374)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._tensor_split_sections, _tensor_split_sections, (input, sections, dim), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._tensor_split_sections(input, sections, dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tensor_split', 'input', 1)
    if type(sections) is not int:
        sections = int_arg(sections, 'tensor_split', 'sections', 2)
    if type(dim) is not int:
        dim = int_arg(dim, 'tensor_split', 'dim', 3)
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
    """tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]   (derivatives.yaml:3388)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._tensor_split_indices, _tensor_split_indices, (input, indices, dim), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._tensor_split_indices(input, indices, dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tensor_split', 'input', 1)
    indices = int_list(indices)
    if type(dim) is not int:
        dim = int_arg(dim, 'tensor_split', 'dim', 3)
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
    (derivatives.yaml:3374, 3388) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('tensor_split', _TENSOR_SPLIT_OVERLOADS, args, kwargs)


_TENSOR_SPLIT_OVERLOADS = (
    (_tensor_split_sections, 'tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]', (('input', 'tensor', False, False), ('sections', 'int', False, False), ('dim', 'int', True, False))),
    (_tensor_split_indices, 'tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]', (('input', 'tensor', False, False), ('indices', 'int_list', False, False), ('dim', 'int', True, False))),
)


def meshgrid(*tensors, indexing=None):
    """meshgrid(Tensor[] tensors, *, str? indexing=None) -> Tensor[]   (derivatives.yaml:3405)"""
    if batching.active and batching.batched(tensors):
        return batching.call(batch_rules.meshgrid, meshgrid, (tensors,), {'indexing': indexing})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.meshgrid(*tensors, indexing=indexing)
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'meshgrid', 'tensors')
    if type(indexing) is not str and indexing is not None:
        indexing = str_arg(indexing, 'meshgrid', 'indexing')
    dtype = result_type(*tensors)
    if len({type(t._data) for t in present(*tensors)}) > 1:
        tensors, = same_device('meshgrid', tensors)
    try:
        result = array_ops.meshgrid([cast(t, dtype) for t in tensors], indexing)
    except ValueError as error:
        raise shape_error('meshgrid', error, tensors) from None
    if not builtins.any(t.requires_grad for t in tensors) or not is_grad_enabled():
        return tuple(Tensor._wrap(a)._as_view_of(tensors[i]) for i, a in enumerate(result))
    node = nodes.MeshgridBackward0()
    node.num_outputs = len(result)
    node.next_functions = tuple(edge(t) for t in tensors)
    node.input_meta = tuple((t._data.shape, t._data.dtype) for t in tensors)
    node._saved_indexing = indexing
    node._saved_tensors_shapes = [t._data.shape for t in tensors]
    return tuple(Tensor._wrap(a, node if tensors[i].requires_grad else None, i)._as_view_of(tensors[i]) for i, a in enumerate(result))


def flatten(input, start_dim=0, end_dim=-1):
    """flatten(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor   (derivatives.yaml:3418)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'flatten', 'input', 1)
    start_dim = dim_arg(start_dim, input.ndim, 'flatten', 'start_dim')
    end_dim = dim_arg(end_dim, input.ndim, 'flatten', 'end_dim')
    return helpers.flatten_of(ops, input, start_dim, end_dim)


def unflatten(input, dim, *sizes, **numpy_names):
    """unflatten(Tensor self, int dim, int[] sizes) -> Tensor   (derivatives.yaml:3431)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.unflatten, unflatten, (input, dim, sizes), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.unflatten(input, dim, *sizes, **numpy_names)
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
    """narrow(Tensor self, int dim, int start, int length) -> Tensor   (derivatives.yaml:3443)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.narrow, narrow, (input, dim, start, length), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.narrow(input, dim, start, length, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('narrow', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'narrow', 'input', 1)
    if type(dim) is not int:
        dim = int_arg(dim, 'narrow', 'dim', 2)
    if type(start) is not int:
        start = int_arg(start, 'narrow', 'start', 3)
    if type(length) is not int:
        length = int_arg(length, 'narrow', 'length', 4)
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
    """flip(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:3457)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.flip, flip, (input, dims), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.flip(input, *dims, out=out)
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
    """fliplr(Tensor self) -> Tensor   (derivatives.yaml:3468)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.fliplr, fliplr, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.fliplr(input, out=out)
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
    """flipud(Tensor self) -> Tensor   (derivatives.yaml:3476)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.flipud, flipud, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.flipud(input, out=out)
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
    """roll(Tensor self, int[] shifts, int[] dims=()) -> Tensor   (derivatives.yaml:3484)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.roll, roll, (input, shifts, dims), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.roll(input, shifts, dims, out=out)
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
    """repeat(Tensor self, int[] repeats) -> Tensor   (derivatives.yaml:3498)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.repeat, repeat, (input, repeats), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.repeat(input, *repeats)
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
    """tile(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:3512)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.tile, tile, (input, dims), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.tile(input, *dims, out=out)
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


def _repeat_interleave_default(input, repeats, dim=None, *, output_size=None, out=None):
    """repeat_interleave(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor   (derivatives.yaml:3525)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules._repeat_interleave_default, _repeat_interleave_default, (input, repeats, dim), {'output_size': output_size, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._repeat_interleave_default(input, repeats, dim, output_size=output_size, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'repeat_interleave', 'input', 1)
    if type(repeats) is not int:
        repeats = int_arg(repeats, 'repeat_interleave', 'repeats', 2)
    if type(output_size) is not int and output_size is not None:
        output_size = int_arg(output_size, 'repeat_interleave', 'output_size', None)
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


def _repeat_interleave_self_Tensor(input, repeats, dim=None, *, output_size=None, out=None):
    """repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor   (derivatives.yaml:3535)"""
    if batching.active and batching.batched(input, repeats):
        return batching.call(batch_rules._repeat_interleave_self_Tensor, _repeat_interleave_self_Tensor, (input, repeats, dim), {'output_size': output_size, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._repeat_interleave_self_Tensor(input, repeats, dim, output_size=output_size, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'repeat_interleave', 'input', 1)
    if not isinstance(repeats, Tensor):
        repeats = tensor_arg(repeats, 'repeat_interleave', 'repeats', 2)
    if type(dim) is not int and dim is not None:
        dim = int_arg(dim, 'repeat_interleave', 'dim', 3)
    if type(output_size) is not int and output_size is not None:
        output_size = int_arg(output_size, 'repeat_interleave', 'output_size', None)
    dtype = result_type(input)
    if type(repeats._data) is not type(input._data):
        input, repeats = same_device('repeat_interleave', input, repeats)
    try:
        result = array_ops.repeat_interleave_self_Tensor(cast(input, dtype), repeats._data, dim, output_size)
    except ValueError as error:
        raise shape_error('repeat_interleave', error, input, repeats) from None
    if out is not None:
        return write_out('repeat_interleave', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.RepeatInterleaveBackward1()
    node.next_functions = (edge(input), edge(repeats))
    node.input_meta = ((input._data.shape, input._data.dtype), (repeats._data.shape, repeats._data.dtype))
    node._saved_dim = dim
    node._saved_self_shape = input._data.shape
    node._saved_repeats = repeats
    node._version_of_repeats = repeats._version
    return Tensor._wrap(result, node)


def _repeat_interleave_Tensor(repeats, *, output_size=None, out=None):
    """repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor   (derivatives.yaml:3553)"""
    if batching.active and batching.batched(repeats):
        return batching.call(batch_rules._repeat_interleave_Tensor, _repeat_interleave_Tensor, (repeats,), {'output_size': output_size, 'out': out})
    if not isinstance(repeats, Tensor):
        repeats = tensor_arg(repeats, 'repeat_interleave', 'repeats', 1)
    if type(output_size) is not int and output_size is not None:
        output_size = int_arg(output_size, 'repeat_interleave', 'output_size', None)
    try:
        result = array_ops.repeat_interleave_Tensor(repeats._data, output_size)
    except ValueError as error:
        raise shape_error('repeat_interleave', error, repeats) from None
    if out is not None:
        return write_out('repeat_interleave', out, result, False)
    return Tensor._wrap(result)


def repeat_interleave(*args, **kwargs):
    """repeat_interleave(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor
    repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor
    repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor
    (derivatives.yaml:3525, 3535, 3553) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('repeat_interleave', _REPEAT_INTERLEAVE_OVERLOADS, args, kwargs)


_REPEAT_INTERLEAVE_OVERLOADS = (
    (_repeat_interleave_default, 'repeat_interleave(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor', (('input', 'tensor', False, False), ('repeats', 'int', False, False), ('dim', 'int', True, False), ('output_size', 'int', True, True), ('out', 'out', True, True))),
    (_repeat_interleave_self_Tensor, 'repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor', (('input', 'tensor', False, False), ('repeats', 'tensor', False, False), ('dim', 'int', True, False), ('output_size', 'int', True, True), ('out', 'out', True, True))),
    (_repeat_interleave_Tensor, 'repeat_interleave.Tensor(Tensor repeats, *, int? output_size=None) -> Tensor', (('repeats', 'tensor', False, False), ('output_size', 'int', True, True), ('out', 'out', True, True))),
)


def movedim(input, source, destination):
    """movedim(Tensor self, int[] source, int[] destination) -> Tensor   (derivatives.yaml:3566)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.movedim, movedim, (input, source, destination), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.movedim(input, source, destination)
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
    """moveaxis(Tensor self, int[] source, int[] destination) -> Tensor   (derivatives.yaml:3581)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.moveaxis, moveaxis, (input, source, destination), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.moveaxis(input, source, destination)
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
    """swapaxes(Tensor self, int axis0, int axis1) -> Tensor   (derivatives.yaml:3594)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.swapaxes, swapaxes, (input, axis0, axis1), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.swapaxes(input, axis0, axis1)
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


def swapaxes_(self, axis0, axis1):
    """In place: `swapaxes` written into self (derivatives.yaml:3594)."""
    return inplace_view(self, swapaxes, axis0, axis1)


def swapdims(input, dim0, dim1):
    """swapdims(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:3606)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.swapdims, swapdims, (input, dim0, dim1), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.swapdims(input, dim0, dim1)
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


def swapdims_(self, dim0, dim1):
    """In place: `swapdims` written into self (derivatives.yaml:3606)."""
    return inplace_view(self, swapdims, dim0, dim1)


def tril(input, diagonal=0, *, out=None):
    """tril(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:3617)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.tril, tril, (input, diagonal), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.tril(input, diagonal, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tril', 'input', 1)
    if type(diagonal) is not int:
        diagonal = int_arg(diagonal, 'tril', 'diagonal', 2)
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
    """In place: `tril` written into self (derivatives.yaml:3617)."""
    return inplace(self, tril, diagonal)


def triu(input, diagonal=0, *, out=None):
    """triu(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:3630)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.triu, triu, (input, diagonal), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.triu(input, diagonal, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'triu', 'input', 1)
    if type(diagonal) is not int:
        diagonal = int_arg(diagonal, 'triu', 'diagonal', 2)
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
    """In place: `triu` written into self (derivatives.yaml:3630)."""
    return inplace(self, triu, diagonal)


def diagonal(input, offset=0, dim1=0, dim2=1):
    """diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor   (derivatives.yaml:3643)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.diagonal, diagonal, (input, offset, dim1, dim2), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.diagonal(input, offset, dim1, dim2)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'diagonal', 'input', 1)
    if type(offset) is not int:
        offset = int_arg(offset, 'diagonal', 'offset', 2)
    dim1 = dim_arg(dim1, input._data.ndim, 'diagonal', 'dim1')
    dim2 = dim_arg(dim2, input._data.ndim, 'diagonal', 'dim2')
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
    """diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor   (derivatives.yaml:3657)"""
    if batching.active and batching.batched(grad_output):
        return batching.call(batch_rules.diagonal_backward, diagonal_backward, (grad_output, input_sizes, offset, dim1, dim2), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.diagonal_backward(grad_output, input_sizes, offset, dim1, dim2)
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
    """diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   (derivatives.yaml:3667)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.diag_embed, diag_embed, (input, offset, dim1, dim2), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.diag_embed(input, offset, dim1, dim2, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'diag_embed', 'input', 1)
    if type(offset) is not int:
        offset = int_arg(offset, 'diag_embed', 'offset', 2)
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
    """diag(Tensor self, int diagonal=0) -> Tensor   (derivatives.yaml:3680)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.diag, diag, (input, diagonal), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.diag(input, diagonal, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'diag', 'input', 1)
    if type(diagonal) is not int:
        diagonal = int_arg(diagonal, 'diag', 'diagonal', 2)
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
    """trace(Tensor self) -> Tensor   (derivatives.yaml:3692)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.trace, trace, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.trace(input, out=out)
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
    """broadcast_to(Tensor self, int[] size) -> Tensor   (derivatives.yaml:3701)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.broadcast_to, broadcast_to, (input, size), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.broadcast_to(input, *size)
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
    """expand_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:3712)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.expand_as, expand_as, (input, other), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.expand_as(input, other)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'expand_as', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'expand_as', 'other', 2)
    dtype = result_type(input)
    if type(other._data) is not type(input._data):
        input, other = same_device('expand_as', input, other)
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
    """reshape_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:3725)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.reshape_as, reshape_as, (input, other), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.reshape_as(input, other)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'reshape_as', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'reshape_as', 'other', 2)
    dtype = result_type(input)
    if type(other._data) is not type(input._data):
        input, other = same_device('reshape_as', input, other)
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
    """view_as(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:3738)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.view_as, view_as, (input, other), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.view_as(input, other)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'view_as', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'view_as', 'other', 2)
    dtype = result_type(input)
    if type(other._data) is not type(input._data):
        input, other = same_device('view_as', input, other)
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
    """contiguous(Tensor self) -> Tensor   (derivatives.yaml:3752)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.contiguous, contiguous, (input,), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.contiguous(input)
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


def as_strided_view(input, size, stride, storage_offset, self_stride, self_offset):
    """as_strided_view(Tensor self, int[] size, int[] stride, int storage_offset, int[] self_stride, int self_offset) -> Tensor   (derivatives.yaml:3765)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.as_strided_view, as_strided_view, (input, size, stride, storage_offset, self_stride, self_offset), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.as_strided_view(input, size, stride, storage_offset, self_stride, self_offset)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'as_strided_view', 'input', 1)
    size = int_list(size)
    stride = int_list(stride)
    self_stride = int_list(self_stride)
    try:
        result = array_ops.as_strided_view(input._data, size, stride, storage_offset, self_stride, self_offset)
    except ValueError as error:
        raise shape_error('as_strided_view', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(input)
    node = nodes.AsStridedViewBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_size = size
    node._saved_stride = stride
    node._saved_storage_offset = storage_offset
    node._saved_self_stride = self_stride
    node._saved_self_offset = self_offset
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)._as_view_of(input)


def as_strided_remap(input, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average):
    """as_strided_remap(Tensor self, int[] src_size, int[] src_stride, int src_offset, int[] dst_size, int[] dst_stride, int dst_offset, bool src_average, bool dst_average) -> Tensor   (derivatives.yaml:3779)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.as_strided_remap, as_strided_remap, (input, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.as_strided_remap(input, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'as_strided_remap', 'input', 1)
    src_size = int_list(src_size)
    src_stride = int_list(src_stride)
    dst_size = int_list(dst_size)
    dst_stride = int_list(dst_stride)
    try:
        result = array_ops.as_strided_remap(input._data, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average)
    except ValueError as error:
        raise shape_error('as_strided_remap', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AsStridedRemapBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dst_size = dst_size
    node._saved_dst_stride = dst_stride
    node._saved_dst_offset = dst_offset
    node._saved_src_size = src_size
    node._saved_src_stride = src_stride
    node._saved_src_offset = src_offset
    node._saved_dst_average = dst_average
    node._saved_src_average = src_average
    return Tensor._wrap(result, node)


def as_strided(input, size, stride, storage_offset=None):
    """as_strided(Tensor self, int[] size, int[] stride, int? storage_offset=None) -> Tensor   (derivatives.yaml:3790)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'as_strided', 'input', 1)
    size = int_list(size)
    stride = int_list(stride)
    if type(storage_offset) is not int and storage_offset is not None:
        storage_offset = int_arg(storage_offset, 'as_strided', 'storage_offset', 4)
    return helpers.as_strided_of(ops, input, size, stride, storage_offset)


def _hsplit_sections(input, sections):
    """hsplit.sections(Tensor self, int sections) -> Tensor[]   (derivatives.yaml:3806)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hsplit', 'input', 1)
    if type(sections) is not int:
        sections = int_arg(sections, 'hsplit', 'sections', 2)
    return helpers.direction_split(ops, input, sections, 'hsplit')


def _hsplit_indices(input, indices):
    """hsplit.indices(Tensor self, int[] indices) -> Tensor[]   (derivatives.yaml:3816)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hsplit', 'input', 1)
    indices = int_list(indices)
    return helpers.direction_split(ops, input, indices, 'hsplit')


def hsplit(*args, **kwargs):
    """hsplit.sections(Tensor self, int sections) -> Tensor[]
    hsplit.indices(Tensor self, int[] indices) -> Tensor[]
    (derivatives.yaml:3806, 3816) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('hsplit', _HSPLIT_OVERLOADS, args, kwargs)


_HSPLIT_OVERLOADS = (
    (_hsplit_sections, 'hsplit.sections(Tensor self, int sections) -> Tensor[]', (('input', 'tensor', False, False), ('sections', 'int', False, False))),
    (_hsplit_indices, 'hsplit.indices(Tensor self, int[] indices) -> Tensor[]', (('input', 'tensor', False, False), ('indices', 'int_list', False, False))),
)


def _vsplit_sections(input, sections):
    """vsplit.sections(Tensor self, int sections) -> Tensor[]   (derivatives.yaml:3826)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'vsplit', 'input', 1)
    if type(sections) is not int:
        sections = int_arg(sections, 'vsplit', 'sections', 2)
    return helpers.direction_split(ops, input, sections, 'vsplit')


def _vsplit_indices(input, indices):
    """vsplit.indices(Tensor self, int[] indices) -> Tensor[]   (derivatives.yaml:3834)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'vsplit', 'input', 1)
    indices = int_list(indices)
    return helpers.direction_split(ops, input, indices, 'vsplit')


def vsplit(*args, **kwargs):
    """vsplit.sections(Tensor self, int sections) -> Tensor[]
    vsplit.indices(Tensor self, int[] indices) -> Tensor[]
    (derivatives.yaml:3826, 3834) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('vsplit', _VSPLIT_OVERLOADS, args, kwargs)


_VSPLIT_OVERLOADS = (
    (_vsplit_sections, 'vsplit.sections(Tensor self, int sections) -> Tensor[]', (('input', 'tensor', False, False), ('sections', 'int', False, False))),
    (_vsplit_indices, 'vsplit.indices(Tensor self, int[] indices) -> Tensor[]', (('input', 'tensor', False, False), ('indices', 'int_list', False, False))),
)


def _dsplit_sections(input, sections):
    """dsplit.sections(Tensor self, int sections) -> Tensor[]   (derivatives.yaml:3842)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dsplit', 'input', 1)
    if type(sections) is not int:
        sections = int_arg(sections, 'dsplit', 'sections', 2)
    return helpers.direction_split(ops, input, sections, 'dsplit')


def _dsplit_indices(input, indices):
    """dsplit.indices(Tensor self, int[] indices) -> Tensor[]   (derivatives.yaml:3850)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dsplit', 'input', 1)
    indices = int_list(indices)
    return helpers.direction_split(ops, input, indices, 'dsplit')


def dsplit(*args, **kwargs):
    """dsplit.sections(Tensor self, int sections) -> Tensor[]
    dsplit.indices(Tensor self, int[] indices) -> Tensor[]
    (derivatives.yaml:3842, 3850) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('dsplit', _DSPLIT_OVERLOADS, args, kwargs)


_DSPLIT_OVERLOADS = (
    (_dsplit_sections, 'dsplit.sections(Tensor self, int sections) -> Tensor[]', (('input', 'tensor', False, False), ('sections', 'int', False, False))),
    (_dsplit_indices, 'dsplit.indices(Tensor self, int[] indices) -> Tensor[]', (('input', 'tensor', False, False), ('indices', 'int_list', False, False))),
)


def unravel_index(indices, *shape):
    """unravel_index(Tensor indices, int[] shape) -> Tensor[]   (derivatives.yaml:3858)"""
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'unravel_index', 'indices', 1)
    shape = int_list(shape, varargs=True)
    return helpers.unravel_index_of(ops, indices, shape)


def det(input):
    """det(Tensor self) -> Tensor   (derivatives.yaml:3874)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'det', 'input', 1)
    return ops.linalg_det(input)


def inverse(input):
    """inverse(Tensor self) -> Tensor   (derivatives.yaml:3882)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'inverse', 'input', 1)
    return ops.linalg_inv(input)


def logdet(input):
    """logdet(Tensor self) -> Tensor   (derivatives.yaml:3890)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'logdet', 'input', 1)
    return helpers.logdet_of(ops, input)


def slogdet(input):
    """slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)   (derivatives.yaml:3899)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'slogdet', 'input', 1)
    return ops.linalg_slogdet(input)


def pinverse(input, rcond=1e-15):
    """pinverse(Tensor self, float rcond=1e-15) -> Tensor   (derivatives.yaml:3908)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'pinverse', 'input', 1)
    if type(rcond) is not int and type(rcond) is not float:
        rcond = scalar_arg(rcond, 'pinverse', 'rcond')
    return helpers.pinverse_of(ops, input, rcond)


def linalg_pinv(A, *, atol=None, rtol=None, hermitian=False, out=None):
    """linalg_pinv(Tensor A, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor   (derivatives.yaml:3917)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_pinv, linalg_pinv, (A,), {'atol': atol, 'rtol': rtol, 'hermitian': hermitian, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_pinv(A, atol=atol, rtol=rtol, hermitian=hermitian, out=out)
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_pinv', 'A', 1)
    if type(atol) is not int and type(atol) is not float:
        atol = scalar_arg(atol, 'linalg_pinv', 'atol')
    if type(rtol) is not int and type(rtol) is not float:
        rtol = scalar_arg(rtol, 'linalg_pinv', 'rtol')
    try:
        result = array_ops.linalg_pinv(A._data, atol, rtol, hermitian)
    except ValueError as error:
        raise shape_error('linalg_pinv', error, A) from None
    if out is not None:
        return write_out('linalg_pinv', out, result, is_grad_enabled() and (A.requires_grad))
    if not A.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LinalgPinvBackward0()
    node.next_functions = (edge(A),)
    node.input_meta = ((A._data.shape, A._data.dtype),)
    node._saved_result = result
    node._saved_A = A
    node._version_of_A = A._version
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def matrix_power(input, n):
    """matrix_power(Tensor self, int n) -> Tensor   (derivatives.yaml:3939)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'matrix_power', 'input', 1)
    if type(n) is not int:
        n = int_arg(n, 'matrix_power', 'n', 2)
    return helpers.matrix_power_of(ops, input, n)


def matrix_exp(input, *, out=None):
    """matrix_exp(Tensor self) -> Tensor   (derivatives.yaml:3951)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.matrix_exp, matrix_exp, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.matrix_exp(input, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'matrix_exp', 'input', 1)
    if input._data.dtype.kind != 'f':
        raise dtype_error('matrix_exp', 'input', 'floating', input._data.dtype)
    try:
        result = array_ops.matrix_exp(input._data)
    except ValueError as error:
        raise shape_error('matrix_exp', error, input) from None
    if out is not None:
        return write_out('matrix_exp', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MatrixExpBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    return Tensor._wrap(result, node)


def inner(input, other):
    """inner(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:3968)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'inner', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'inner', 'other', 2)
    return helpers.inner_of(ops, input, other)


def addr(input, vec1, vec2, *, beta=1, alpha=1, out=None):
    """addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:3979)"""
    if batching.active and batching.batched(input, vec1, vec2):
        return batching.call(batch_rules.addr, addr, (input, vec1, vec2), {'beta': beta, 'alpha': alpha, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.addr(input, vec1, vec2, beta=beta, alpha=alpha, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'addr', 'input', 1)
    if not isinstance(vec1, Tensor):
        vec1 = tensor_arg(vec1, 'addr', 'vec1', 2)
    if not isinstance(vec2, Tensor):
        vec2 = tensor_arg(vec2, 'addr', 'vec2', 3)
    if type(beta) is not int and type(beta) is not float:
        beta = scalar_arg(beta, 'addr', 'beta')
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'addr', 'alpha')
    dtype = result_type(vec1, vec2)
    if type(vec1._data) is not type(input._data) or type(vec2._data) is not type(input._data):
        input, vec1, vec2 = same_device('addr', input, vec1, vec2)
    try:
        result = array_ops.addr(input._data, cast(vec1, dtype), cast(vec2, dtype), beta, alpha)
    except ValueError as error:
        raise shape_error('addr', error, input, vec1, vec2) from None
    if out is not None:
        return write_out('addr', out, result, is_grad_enabled() and (input.requires_grad or vec1.requires_grad or vec2.requires_grad))
    if not (input.requires_grad or vec1.requires_grad or vec2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AddrBackward0()
    node.next_functions = (edge(input), edge(vec1), edge(vec2))
    node.input_meta = ((input._data.shape, input._data.dtype), (vec1._data.shape, vec1._data.dtype), (vec2._data.shape, vec2._data.dtype))
    if input.requires_grad:
        node._saved_beta = beta
    if vec1.requires_grad or vec2.requires_grad:
        node._saved_alpha = alpha
    if vec1.requires_grad:
        node._saved_vec2 = vec2
        node._version_of_vec2 = vec2._version
    if vec2.requires_grad:
        node._saved_vec1 = vec1
        node._version_of_vec1 = vec1._version
    return Tensor._wrap(result, node)


def addr_(self, vec1, vec2, *, beta=1, alpha=1):
    """In place: `addr` written into self (derivatives.yaml:3979)."""
    return inplace(self, addr, vec1, vec2, beta=beta, alpha=alpha)


def addbmm(input, batch1, batch2, *, beta=1, alpha=1, out=None):
    """addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:3996)"""
    if batching.active and batching.batched(input, batch1, batch2):
        return batching.call(batch_rules.addbmm, addbmm, (input, batch1, batch2), {'beta': beta, 'alpha': alpha, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.addbmm(input, batch1, batch2, beta=beta, alpha=alpha, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'addbmm', 'input', 1)
    if not isinstance(batch1, Tensor):
        batch1 = tensor_arg(batch1, 'addbmm', 'batch1', 2)
    if not isinstance(batch2, Tensor):
        batch2 = tensor_arg(batch2, 'addbmm', 'batch2', 3)
    if type(beta) is not int and type(beta) is not float:
        beta = scalar_arg(beta, 'addbmm', 'beta')
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'addbmm', 'alpha')
    dtype = result_type()
    if type(batch1._data) is not type(input._data) or type(batch2._data) is not type(input._data):
        input, batch1, batch2 = same_device('addbmm', input, batch1, batch2)
    try:
        result = array_ops.addbmm(input._data, batch1._data, batch2._data, beta, alpha)
    except ValueError as error:
        raise shape_error('addbmm', error, input, batch1, batch2) from None
    if out is not None:
        return write_out('addbmm', out, result, is_grad_enabled() and (input.requires_grad or batch1.requires_grad or batch2.requires_grad))
    if not (input.requires_grad or batch1.requires_grad or batch2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AddbmmBackward0()
    node.next_functions = (edge(input), edge(batch1), edge(batch2))
    node.input_meta = ((input._data.shape, input._data.dtype), (batch1._data.shape, batch1._data.dtype), (batch2._data.shape, batch2._data.dtype))
    if input.requires_grad:
        node._saved_beta = beta
    if batch1.requires_grad or batch2.requires_grad:
        node._saved_alpha = alpha
    if batch1.requires_grad:
        node._saved_batch2 = batch2
        node._version_of_batch2 = batch2._version
    if batch1.requires_grad or batch2.requires_grad:
        node._saved_batch1_shape = batch1._data.shape
    if batch2.requires_grad:
        node._saved_batch1 = batch1
        node._version_of_batch1 = batch1._version
    return Tensor._wrap(result, node)


def addbmm_(self, batch1, batch2, *, beta=1, alpha=1):
    """In place: `addbmm` written into self (derivatives.yaml:3996)."""
    return inplace(self, addbmm, batch1, batch2, beta=beta, alpha=alpha)


def dist(input, other, p=2):
    """dist(Tensor self, Tensor other, Scalar p=2) -> Tensor   (derivatives.yaml:4014)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dist', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'dist', 'other', 2)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'dist', 'p')
    return ops.linalg_vector_norm(input - other, p)


def cdist(x1, x2, p=2.0, compute_mode="use_mm_for_euclid_dist_if_necessary", *, out=None):
    """cdist(Tensor x1, Tensor x2, float p=2.0, str? compute_mode="use_mm_for_euclid_dist_if_necessary") -> Tensor   (derivatives.yaml:4025)"""
    if batching.active and batching.batched(x1, x2):
        return batching.call(batch_rules.cdist, cdist, (x1, x2, p, compute_mode), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cdist(x1, x2, p, compute_mode, out=out)
    if not isinstance(x1, Tensor):
        x1 = tensor_arg(x1, 'cdist', 'x1', 1)
    if not isinstance(x2, Tensor):
        x2 = tensor_arg(x2, 'cdist', 'x2', 2)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'cdist', 'p')
    if type(compute_mode) is not str and compute_mode is not None:
        compute_mode = str_arg(compute_mode, 'cdist', 'compute_mode')
    helpers.cdist_check(x1, x2, p, compute_mode)
    dtype = result_type(x1, x2)
    if type(x2._data) is not type(x1._data):
        x1, x2 = same_device('cdist', x1, x2)
    try:
        result = array_ops.cdist(cast(x1, dtype), cast(x2, dtype), p, compute_mode)
    except ValueError as error:
        raise shape_error('cdist', error, x1, x2) from None
    if out is not None:
        return write_out('cdist', out, result, is_grad_enabled() and (x1.requires_grad or x2.requires_grad))
    if not (x1.requires_grad or x2.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CdistBackward0()
    node.next_functions = (edge(x1), edge(x2))
    node.input_meta = ((x1._data.shape, x1._data.dtype), (x2._data.shape, x2._data.dtype))
    node._saved_x1 = x1
    node._version_of_x1 = x1._version
    node._saved_x2 = x2
    node._version_of_x2 = x2._version
    node._saved_p = p
    node._saved_compute_mode = compute_mode
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def pdist(input, p=2, *, out=None):
    """pdist(Tensor input, float p=2) -> Tensor   (derivatives.yaml:4047)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.pdist, pdist, (input, p), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.pdist(input, p, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'pdist', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'pdist', 'p')
    helpers.pdist_check(input, p)
    try:
        result = array_ops.pdist(input._data, p)
    except ValueError as error:
        raise shape_error('pdist', error, input) from None
    if out is not None:
        return write_out('pdist', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PdistBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_input = input
    node._version_of_input = input._version
    node._saved_p = p
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def chain_matmul(*matrices):
    """chain_matmul(Tensor[] matrices) -> Tensor   (derivatives.yaml:4065)"""
    matrices = tensor_list_arg(matrices[0] if len(matrices) == 1 and isinstance(matrices[0], (list, tuple)) else matrices, 'chain_matmul', 'matrices')
    return helpers.chain_matmul_of(ops, matrices)


def block_diag(*tensors):
    """block_diag(Tensor[] tensors) -> Tensor   (derivatives.yaml:4076)"""
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'block_diag', 'tensors')
    return helpers.block_diag_of(ops, tensors)


def cartesian_prod(*tensors):
    """cartesian_prod(Tensor[] tensors) -> Tensor   (derivatives.yaml:4087)"""
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'cartesian_prod', 'tensors')
    return helpers.cartesian_prod_of(ops, tensors)


def combinations(input, r=2, with_replacement=False):
    """combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor   (derivatives.yaml:4099)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'combinations', 'input', 1)
    if type(r) is not int:
        r = int_arg(r, 'combinations', 'r', 2)
    return helpers.combinations_of(ops, input, r, with_replacement)


def vander(x, N=None, increasing=False):
    """vander(Tensor x, int? N=None, bool increasing=False) -> Tensor   (derivatives.yaml:4110)"""
    if not isinstance(x, Tensor):
        x = tensor_arg(x, 'vander', 'x', 1)
    if type(N) is not int and N is not None:
        N = int_arg(N, 'vander', 'N', 2)
    return helpers.vander_of(ops, x, N, increasing)


def dot(input, tensor, *, out=None):
    """dot(Tensor self, Tensor tensor) -> Tensor   (derivatives.yaml:4123)"""
    if batching.active and batching.batched(input, tensor):
        return batching.call(batch_rules.dot, dot, (input, tensor), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.dot(input, tensor, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dot', 'input', 1)
    if not isinstance(tensor, Tensor):
        tensor = tensor_arg(tensor, 'dot', 'tensor', 2)
    if tensor._data.dtype != input._data.dtype:
        raise dtype_error('dot', 'tensor', 'same', tensor, 'input', input)
    if result_type(input, tensor).kind in 'b':
        raise dtype_error('dot', 'input', 'not implemented for bool', result_type(input, tensor))
    dtype = result_type(input, tensor)
    if type(tensor._data) is not type(input._data):
        input, tensor = same_device('dot', input, tensor)
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
    """vdot(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:4135)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.vdot, vdot, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.vdot(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'vdot', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'vdot', 'other', 2)
    if other._data.dtype != input._data.dtype:
        raise dtype_error('vdot', 'other', 'same', other, 'input', input)
    if result_type(input, other).kind in 'b':
        raise dtype_error('vdot', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('vdot', input, other)
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
    """mm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:4146)"""
    if batching.active and batching.batched(input, mat2):
        return batching.call(batch_rules.mm, mm, (input, mat2), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.mm(input, mat2, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mm', 'input', 1)
    if not isinstance(mat2, Tensor):
        mat2 = tensor_arg(mat2, 'mm', 'mat2', 2)
    if mat2._data.dtype != input._data.dtype:
        raise dtype_error('mm', 'mat2', 'same', mat2, 'input', input)
    if input._data.size and mat2._data.size and result_type(input, mat2).kind in 'b':
        raise dtype_error('mm', 'input', 'not implemented for bool', result_type(input, mat2))
    dtype = result_type(input, mat2)
    if type(mat2._data) is not type(input._data):
        input, mat2 = same_device('mm', input, mat2)
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
    """bmm(Tensor self, Tensor mat2) -> Tensor   (derivatives.yaml:4158)"""
    if batching.active and batching.batched(input, mat2):
        return batching.call(batch_rules.bmm, bmm, (input, mat2), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.bmm(input, mat2, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'bmm', 'input', 1)
    if not isinstance(mat2, Tensor):
        mat2 = tensor_arg(mat2, 'bmm', 'mat2', 2)
    if mat2._data.dtype != input._data.dtype:
        raise dtype_error('bmm', 'mat2', 'same', mat2, 'input', input)
    if input._data.size and mat2._data.size and result_type(input, mat2).kind in 'b':
        raise dtype_error('bmm', 'input', 'not implemented for bool', result_type(input, mat2))
    dtype = result_type(input, mat2)
    if type(mat2._data) is not type(input._data):
        input, mat2 = same_device('bmm', input, mat2)
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
    """mv(Tensor self, Tensor vec) -> Tensor   (derivatives.yaml:4170)"""
    if batching.active and batching.batched(input, vec):
        return batching.call(batch_rules.mv, mv, (input, vec), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.mv(input, vec, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mv', 'input', 1)
    if not isinstance(vec, Tensor):
        vec = tensor_arg(vec, 'mv', 'vec', 2)
    helpers.mv_check(input)
    if vec._data.dtype != input._data.dtype:
        raise dtype_error('mv', 'vec', 'same', vec, 'input', input)
    if input._data.size and vec._data.size and result_type(input, vec).kind in 'b':
        raise dtype_error('mv', 'input', 'not implemented for bool', result_type(input, vec))
    dtype = result_type(input, vec)
    if type(vec._data) is not type(input._data):
        input, vec = same_device('mv', input, vec)
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


def outer(input, vec2):
    """outer(Tensor self, Tensor vec2) -> Tensor   (derivatives.yaml:4183)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'outer', 'input', 1)
    if not isinstance(vec2, Tensor):
        vec2 = tensor_arg(vec2, 'outer', 'vec2', 2)
    return helpers.outer_product(ops, input, vec2)


def ger(input, vec2):
    """ger(Tensor self, Tensor vec2) -> Tensor   (derivatives.yaml:4191)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'ger', 'input', 1)
    if not isinstance(vec2, Tensor):
        vec2 = tensor_arg(vec2, 'ger', 'vec2', 2)
    return helpers.outer_product(ops, input, vec2)


def addmm(input, mat1, mat2, *, beta=1, alpha=1, out=None):
    """addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:4199)"""
    if batching.active and batching.batched(input, mat1, mat2):
        return batching.call(batch_rules.addmm, addmm, (input, mat1, mat2), {'beta': beta, 'alpha': alpha, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.addmm(input, mat1, mat2, beta=beta, alpha=alpha, out=out)
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
    if mat1._data.dtype != input._data.dtype:
        raise dtype_error('addmm', 'mat1', 'same', mat1, 'input', input)
    if mat2._data.dtype != input._data.dtype:
        raise dtype_error('addmm', 'mat2', 'same', mat2, 'input', input)
    if result_type(input, mat1, mat2).kind in 'b':
        raise dtype_error('addmm', 'input', 'not implemented for bool', result_type(input, mat1, mat2))
    dtype = result_type(input, mat1, mat2)
    if type(mat1._data) is not type(input._data) or type(mat2._data) is not type(input._data):
        input, mat1, mat2 = same_device('addmm', input, mat1, mat2)
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
    """addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:4215)"""
    if batching.active and batching.batched(input, mat, vec):
        return batching.call(batch_rules.addmv, addmv, (input, mat, vec), {'beta': beta, 'alpha': alpha, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.addmv(input, mat, vec, beta=beta, alpha=alpha, out=out)
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
    if mat._data.dtype != input._data.dtype:
        raise dtype_error('addmv', 'mat', 'same', mat, 'input', input)
    if vec._data.dtype != input._data.dtype:
        raise dtype_error('addmv', 'vec', 'same', vec, 'input', input)
    if result_type(input, mat, vec).kind in 'b':
        raise dtype_error('addmv', 'input', 'not implemented for bool', result_type(input, mat, vec))
    dtype = result_type(input, mat, vec)
    if type(mat._data) is not type(input._data) or type(vec._data) is not type(input._data):
        input, mat, vec = same_device('addmv', input, mat, vec)
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
    """baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor   (derivatives.yaml:4231)"""
    if batching.active and batching.batched(input, batch1, batch2):
        return batching.call(batch_rules.baddbmm, baddbmm, (input, batch1, batch2), {'beta': beta, 'alpha': alpha, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.baddbmm(input, batch1, batch2, beta=beta, alpha=alpha, out=out)
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
    helpers.baddbmm_size_check(input, batch1, batch2)
    if batch1._data.dtype != input._data.dtype:
        raise dtype_error('baddbmm', 'batch1', 'same', batch1, 'input', input)
    if batch2._data.dtype != input._data.dtype:
        raise dtype_error('baddbmm', 'batch2', 'same', batch2, 'input', input)
    if result_type(input, batch1, batch2).kind in 'b':
        raise dtype_error('baddbmm', 'input', 'not implemented for bool', result_type(input, batch1, batch2))
    dtype = result_type(input, batch1, batch2)
    if type(batch1._data) is not type(input._data) or type(batch2._data) is not type(input._data):
        input, batch1, batch2 = same_device('baddbmm', input, batch1, batch2)
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
    """kron(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:4248)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.kron, kron, (input, other), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.kron(input, other, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'kron', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'kron', 'other', 2)
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('kron', input, other)
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
    """cross(Tensor self, Tensor other, int? dim=None) -> Tensor   (derivatives.yaml:4261)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.cross, cross, (input, other, dim), {'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cross(input, other, dim, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('cross', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cross', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'cross', 'other', 2)
    helpers.cross_ndim_check(input, other)
    if dim is not None:
        dim = dim_arg(dim, input._data.ndim, 'cross', 'dim')
    if other._data.dtype != input._data.dtype:
        raise dtype_error('cross', 'other', 'same', other, 'input', input)
    if result_type(input, other).kind in 'b':
        raise dtype_error('cross', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('cross', input, other)
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
    """linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor   (derivatives.yaml:4276)"""
    if batching.active and batching.batched(input, other):
        return batching.call(batch_rules.linalg_cross, linalg_cross, (input, other), {'dim': dim, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_cross(input, other, dim=dim, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('linalg_cross', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'linalg_cross', 'input', 1)
    if not isinstance(other, Tensor):
        other = tensor_arg(other, 'linalg_cross', 'other', 2)
    helpers.cross_ndim_check(input, other)
    dim = dim_arg(dim, input._data.ndim, 'linalg_cross', 'dim')
    if other._data.dtype != input._data.dtype:
        raise dtype_error('linalg_cross', 'other', 'same', other, 'input', input)
    if result_type(input, other).kind in 'b':
        raise dtype_error('linalg_cross', 'input', 'not implemented for bool', result_type(input, other))
    dtype = result_type(input, other)
    if type(other._data) is not type(input._data):
        input, other = same_device('linalg_cross', input, other)
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
    """tensordot(Tensor a, Tensor b, int[][] dims=2) -> Tensor   (derivatives.yaml:4292)"""
    if batching.active and batching.batched(a, b):
        return batching.call(batch_rules.tensordot, tensordot, (a, b, dims), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.tensordot(a, b, dims, out=out)
    if not isinstance(a, Tensor):
        a = tensor_arg(a, 'tensordot', 'a', 1)
    if not isinstance(b, Tensor):
        b = tensor_arg(b, 'tensordot', 'b', 2)
    dims = getattr(dims, '_data', dims)
    if b._data.dtype != a._data.dtype:
        raise dtype_error('tensordot', 'b', 'same', b, 'a', a)
    if a._data.size and b._data.size and result_type(a, b).kind in 'b':
        raise dtype_error('tensordot', 'a', 'not implemented for bool', result_type(a, b))
    dtype = result_type(a, b)
    if type(b._data) is not type(a._data):
        a, b = same_device('tensordot', a, b)
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
    """einsum(str equation, Tensor[] tensors) -> Tensor   (derivatives.yaml:4306)"""
    if batching.active and batching.batched(tensors):
        return batching.call(batch_rules.einsum, einsum, (equation, tensors), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.einsum(equation, *tensors, out=out)
    if type(equation) is not str:
        equation = str_arg(equation, 'einsum', 'equation')
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'einsum', 'tensors')
    dtype = result_type(*tensors)
    if len({type(t._data) for t in present(*tensors)}) > 1:
        tensors, = same_device('einsum', tensors)
    try:
        result = array_ops.einsum(equation, [cast(t, dtype) for t in tensors])
    except ValueError as error:
        raise shape_error('einsum', error, tensors) from None
    if out is not None:
        return write_out('einsum', out, result, is_grad_enabled() and (builtins.any(t.requires_grad for t in tensors)))
    if not builtins.any(t.requires_grad for t in tensors) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.EinsumBackward0()
    node.next_functions = tuple(edge(t) for t in tensors)
    node.input_meta = tuple((t._data.shape, t._data.dtype) for t in tensors)
    node._saved_equation = equation
    node._saved_tensors = list(tensors)
    node._version_of_tensors = [t._version for t in tensors]
    return Tensor._wrap(result, node)


def linalg_inv(A, *, out=None):
    """linalg_inv(Tensor A) -> Tensor   (derivatives.yaml:4322)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_inv, linalg_inv, (A,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_inv(A, out=out)
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
    """linalg_det(Tensor A) -> Tensor   (derivatives.yaml:4335)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_det, linalg_det, (A,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_det(A, out=out)
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
    """linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)   (derivatives.yaml:4352)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_slogdet, linalg_slogdet, (A,), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_slogdet(A)
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
    """linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor   (derivatives.yaml:4366)"""
    if batching.active and batching.batched(A, B):
        return batching.call(batch_rules.linalg_solve, linalg_solve, (A, B), {'left': left, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_solve(A, B, left=left, out=out)
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
    if type(B._data) is not type(A._data):
        A, B = same_device('linalg_solve', A, B)
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
    """linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor   (derivatives.yaml:4383)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_cholesky, linalg_cholesky, (A,), {'upper': upper, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_cholesky(A, upper=upper, out=out)
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
    """linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)   (derivatives.yaml:4397)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_qr, linalg_qr, (A, mode), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_qr(A, mode)
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
    """linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)   (derivatives.yaml:4415)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_svd, linalg_svd, (A, full_matrices), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_svd(A, full_matrices)
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
    """linalg_svdvals(Tensor A) -> Tensor   (derivatives.yaml:4434)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_svdvals, linalg_svdvals, (A,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_svdvals(A, out=out)
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
    """linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)   (derivatives.yaml:4447)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_eigh, linalg_eigh, (A, UPLO), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_eigh(A, UPLO)
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_eigh', 'A', 1)
    if type(UPLO) is not str:
        UPLO = str_arg(UPLO, 'linalg_eigh', 'UPLO')
    if A._data.size and (A._data.dtype.kind in 'biu' or A._data.dtype == 'float16'):
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
    """linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor   (derivatives.yaml:4463)"""
    if batching.active and batching.batched(A):
        return batching.call(batch_rules.linalg_eigvalsh, linalg_eigvalsh, (A, UPLO), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_eigvalsh(A, UPLO, out=out)
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_eigvalsh', 'A', 1)
    if type(UPLO) is not str:
        UPLO = str_arg(UPLO, 'linalg_eigvalsh', 'UPLO')
    if A._data.size and (A._data.dtype.kind in 'biu' or A._data.dtype == 'float16'):
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


def linalg_vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None, out=None, **numpy_names):
    """linalg_vector_norm(Tensor x, Scalar ord=2, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4477)"""
    if batching.active and batching.batched(x):
        return batching.call(batch_rules.linalg_vector_norm, linalg_vector_norm, (x, ord, dim, keepdim), {'dtype': dtype, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linalg_vector_norm(x, ord, dim, keepdim, dtype=dtype, out=out, **numpy_names)
    if numpy_names:
        dim, keepdim = numpy_aliases('linalg_vector_norm', numpy_names, dim=dim, keepdim=keepdim)
    if not isinstance(x, Tensor):
        x = tensor_arg(x, 'linalg_vector_norm', 'x', 1)
    if type(ord) is not int and type(ord) is not float:
        ord = scalar_arg(ord, 'linalg_vector_norm', 'ord')
    if dtype is not None:
        dtype = dtype_arg(dtype, 'linalg_vector_norm', 'dtype')
    if (x._data.dtype if dtype is None else dtype).kind != 'f':
        raise dtype_error('linalg_vector_norm', 'x', 'floating', (x._data.dtype if dtype is None else dtype))
    if dim is not None:
        dim = dim_list_arg(dim, x._data.ndim, 'linalg_vector_norm', 'dim')
    try:
        result = array_ops.linalg_vector_norm((x._data if dtype is None else cast(x, dtype)), ord, dim, keepdim, dtype)
    except ValueError as error:
        raise shape_error('linalg_vector_norm', error, x) from None
    if out is not None:
        return write_out('linalg_vector_norm', out, result, is_grad_enabled() and (x.requires_grad))
    if not x.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    if dtype is not None and dtype.kind != 'f':
        raise RuntimeError(f"linalg_vector_norm(): cannot compute in {dtype} a tensor that requires grad (autograd does not support integer dtypes); use a floating dtype, or .detach() first")
    node = nodes.LinalgVectorNormBackward0()
    node.next_functions = (edge(x),)
    node.input_meta = ((x._data.shape, x._data.dtype),)
    node._saved_x = x
    node._version_of_x = x._version
    node._saved_ord = ord
    node._saved_result = result
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _linalg_norm_default(A, ord=None, dim=None, keepdim=False, *, dtype=None):
    """linalg_norm(Tensor A, Scalar? ord=None, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4494)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_norm', 'A', 1)
    if type(ord) is not int and type(ord) is not float:
        ord = scalar_arg(ord, 'linalg_norm', 'ord')
    dim = int_list(dim)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'linalg_norm', 'dtype')
    return helpers.linalg_norm_of(ops, A, ord, dim, keepdim, dtype)


def _linalg_norm_ord_str(A, ord, dim=None, keepdim=False, *, dtype=None):
    """linalg_norm.ord_str(Tensor A, str ord, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4513)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_norm', 'A', 1)
    if type(ord) is not str:
        ord = str_arg(ord, 'linalg_norm', 'ord')
    dim = int_list(dim)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'linalg_norm', 'dtype')
    return helpers.linalg_norm_of(ops, A, ord, dim, keepdim, dtype)


def linalg_norm(*args, **kwargs):
    """linalg_norm(Tensor A, Scalar? ord=None, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    linalg_norm.ord_str(Tensor A, str ord, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    (derivatives.yaml:4494, 4513) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('linalg_norm', _LINALG_NORM_OVERLOADS, args, kwargs)


_LINALG_NORM_OVERLOADS = (
    (_linalg_norm_default, 'linalg_norm(Tensor A, Scalar? ord=None, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor', (('A', 'tensor', False, False), ('ord', 'scalar', True, False), ('dim', 'int_list', True, False), ('keepdim', 'bool', True, False), ('dtype', 'dtype', True, True))),
    (_linalg_norm_ord_str, 'linalg_norm.ord_str(Tensor A, str ord, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor', (('A', 'tensor', False, False), ('ord', 'str', False, False), ('dim', 'int_list', True, False), ('keepdim', 'bool', True, False), ('dtype', 'dtype', True, True))),
)


def _linalg_matrix_norm_str_ord(A, ord="fro", dim=[-2, -1], keepdim=False, *, dtype=None):
    """linalg_matrix_norm.str_ord(Tensor A, str ord="fro", int?[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4527)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_matrix_norm', 'A', 1)
    if type(ord) is not str:
        ord = str_arg(ord, 'linalg_matrix_norm', 'ord')
    if dtype is not None:
        dtype = dtype_arg(dtype, 'linalg_matrix_norm', 'dtype')
    return helpers.linalg_matrix_norm_of(ops, A, ord, dim, keepdim, dtype)


def _linalg_matrix_norm_default(A, ord, dim=[-2, -1], keepdim=False, *, dtype=None):
    """linalg_matrix_norm(Tensor A, Scalar ord, int?[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4541)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_matrix_norm', 'A', 1)
    if type(ord) is not int and type(ord) is not float:
        ord = scalar_arg(ord, 'linalg_matrix_norm', 'ord')
    if dtype is not None:
        dtype = dtype_arg(dtype, 'linalg_matrix_norm', 'dtype')
    return helpers.linalg_matrix_norm_of(ops, A, ord, dim, keepdim, dtype)


def linalg_matrix_norm(*args, **kwargs):
    """linalg_matrix_norm.str_ord(Tensor A, str ord="fro", int?[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    linalg_matrix_norm(Tensor A, Scalar ord, int?[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor
    (derivatives.yaml:4527, 4541) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('linalg_matrix_norm', _LINALG_MATRIX_NORM_OVERLOADS, args, kwargs)


_LINALG_MATRIX_NORM_OVERLOADS = (
    (_linalg_matrix_norm_str_ord, 'linalg_matrix_norm.str_ord(Tensor A, str ord="fro", int?[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor', (('A', 'tensor', False, False), ('ord', 'str', True, False), ('dim', 'optional_int_list', True, False), ('keepdim', 'bool', True, False), ('dtype', 'dtype', True, True))),
    (_linalg_matrix_norm_default, 'linalg_matrix_norm(Tensor A, Scalar ord, int?[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor', (('A', 'tensor', False, False), ('ord', 'scalar', False, False), ('dim', 'optional_int_list', True, False), ('keepdim', 'bool', True, False), ('dtype', 'dtype', True, True))),
)


def linalg_vecdot(x, y, *, dim=-1, **numpy_names):
    """linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor   (derivatives.yaml:4560)"""
    if numpy_names:
        dim, = numpy_aliases('linalg_vecdot', numpy_names, dim=dim)
    if not isinstance(x, Tensor):
        x = tensor_arg(x, 'linalg_vecdot', 'x', 1)
    if not isinstance(y, Tensor):
        y = tensor_arg(y, 'linalg_vecdot', 'y', 2)
    if type(dim) is not int:
        dim = int_arg(dim, 'linalg_vecdot', 'dim', None)
    return helpers.linalg_vecdot_of(ops, x, y, dim)


def linalg_multi_dot(*tensors):
    """linalg_multi_dot(Tensor[] tensors) -> Tensor   (derivatives.yaml:4573)"""
    tensors = tensor_list_arg(tensors[0] if len(tensors) == 1 and isinstance(tensors[0], (list, tuple)) else tensors, 'linalg_multi_dot', 'tensors')
    return helpers.linalg_multi_dot_of(ops, tensors)


def linalg_diagonal(A, *, offset=0, dim1=-2, dim2=-1):
    """linalg_diagonal(Tensor A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor   (derivatives.yaml:4586)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_diagonal', 'A', 1)
    if type(offset) is not int:
        offset = int_arg(offset, 'linalg_diagonal', 'offset', None)
    if type(dim1) is not int:
        dim1 = int_arg(dim1, 'linalg_diagonal', 'dim1', None)
    if type(dim2) is not int:
        dim2 = int_arg(dim2, 'linalg_diagonal', 'dim2', None)
    return ops.diagonal(A, offset, dim1, dim2)


def linalg_matrix_exp(A):
    """linalg_matrix_exp(Tensor A) -> Tensor   (derivatives.yaml:4599)"""
    if not isinstance(A, Tensor):
        A = tensor_arg(A, 'linalg_matrix_exp', 'A', 1)
    return ops.matrix_exp(A)


def adjoint(input):
    """adjoint(Tensor self) -> Tensor   (derivatives.yaml:4611)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adjoint', 'input', 1)
    return helpers.adjoint_of(ops, input)


def linear(input, weight, bias=None, *, out=None):
    """linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:4624)"""
    if batching.active and batching.batched(input, weight, bias):
        return batching.call(batch_rules.linear, linear, (input, weight, bias), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.linear(input, weight, bias, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'linear', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'linear', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'linear', 'bias', 3)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('linear', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('linear', 'bias', 'same', bias, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('linear', 'input', 'not implemented for bool', result_type(input, weight, bias))
    dtype = result_type(*present(input, weight, bias))
    if type(weight._data) is not type(input._data) or (bias is not None and type(bias._data) is not type(input._data)):
        input, weight, bias = same_device('linear', input, weight, bias)
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


def bilinear(input1, input2, weight, bias=None):
    """bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor   (derivatives.yaml:4642)"""
    if not isinstance(input1, Tensor):
        input1 = tensor_arg(input1, 'bilinear', 'input1', 1)
    if not isinstance(input2, Tensor):
        input2 = tensor_arg(input2, 'bilinear', 'input2', 2)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'bilinear', 'weight', 3)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'bilinear', 'bias', 4)
    return helpers.bilinear_of(ops, input1, input2, weight, bias)


def softmax(input, dim, *, dtype=None, out=None, **numpy_names):
    """softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4655)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.softmax, softmax, (input, dim), {'dtype': dtype, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.softmax(input, dim, dtype=dtype, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('softmax', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'softmax', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'softmax', 'dtype')
    dim = dim_arg(dim, input._data.ndim, 'softmax', 'dim')
    if input._data.size and (input._data.dtype if dtype is None else dtype).kind in 'biu':
        raise dtype_error('softmax', 'input', 'not implemented for integers', (input._data.dtype if dtype is None else dtype))
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
    """softmax.functional(Tensor self, int? dim=None, int _stacklevel=3, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4670)"""
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
    """log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4681)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.log_softmax, log_softmax, (input, dim), {'dtype': dtype, 'out': out, **numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.log_softmax(input, dim, dtype=dtype, out=out, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('log_softmax', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'log_softmax', 'input', 1)
    if dtype is not None:
        dtype = dtype_arg(dtype, 'log_softmax', 'dtype')
    dim = dim_arg(dim, input._data.ndim, 'log_softmax', 'dim')
    if input._data.size and (input._data.dtype if dtype is None else dtype).kind in 'biu':
        raise dtype_error('log_softmax', 'input', 'not implemented for integers', (input._data.dtype if dtype is None else dtype))
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
    """log_softmax.functional(Tensor self, int? dim=None, int _stacklevel=3, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4696)"""
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
    """softmin(Tensor self, int? dim=None, int _stacklevel=3, ScalarType? dtype=None) -> Tensor   (derivatives.yaml:4706)"""
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
    """relu.functional(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4716)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'relu', 'input', 1)
    if inplace:
        return write_inplace(input, _relu_functional, inplace=False)
    return ops.relu(input)


def hardtanh(input, min_val=-1.0, max_val=1.0, inplace=False, *, out=None):
    """hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:4723)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.hardtanh, hardtanh, (input, min_val, max_val, inplace), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.hardtanh(input, min_val, max_val, inplace, out=out)
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
    """relu6(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4739)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'relu6', 'input', 1)
    if inplace:
        return write_inplace(input, relu6, inplace=False)
    return ops.hardtanh(input, 0.0, 6.0)


def leaky_relu(input, negative_slope=0.01, inplace=False, *, out=None):
    """leaky_relu(Tensor self, Scalar negative_slope=0.01, bool inplace=False) -> Tensor   (derivatives.yaml:4749)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.leaky_relu, leaky_relu, (input, negative_slope, inplace), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.leaky_relu(input, negative_slope, inplace, out=out)
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
    """elu(Tensor self, Scalar alpha=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:4763)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.elu, elu, (input, alpha, inplace), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.elu(input, alpha, inplace, out=out)
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
    """selu(Tensor self) -> Tensor   (derivatives.yaml:4777)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.selu, selu, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.selu(input, out=out)
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
    """In place: `selu` written into self (derivatives.yaml:4777)."""
    return inplace(self, selu)


def _selu_functional(input, inplace=False):
    """selu.functional(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4787)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'selu', 'input', 1)
    if inplace:
        return write_inplace(input, _selu_functional, inplace=False)
    return ops.selu(input)


def celu(input, alpha=1.0, *, out=None):
    """celu(Tensor self, Scalar alpha=1.0) -> Tensor   (derivatives.yaml:4794)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.celu, celu, (input, alpha), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.celu(input, alpha, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'celu', 'input', 1)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'celu', 'alpha')
    helpers.celu_alpha_check(alpha)
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
    """In place: `celu` written into self (derivatives.yaml:4794)."""
    return inplace(self, celu, alpha)


def _celu_functional(input, alpha=1.0, inplace=False):
    """celu.functional(Tensor self, Scalar alpha=1.0, bool inplace=False) -> Tensor   (derivatives.yaml:4811)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'celu', 'input', 1)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'celu', 'alpha')
    if inplace:
        return write_inplace(input, _celu_functional, alpha=alpha, inplace=False)
    return ops.celu(input, alpha)


def gelu(input, *, approximate="none", out=None):
    """gelu(Tensor self, *, str approximate="none") -> Tensor   (derivatives.yaml:4818)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.gelu, gelu, (input,), {'approximate': approximate, 'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.gelu(input, approximate=approximate, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'gelu', 'input', 1)
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
    """_gelu_backward(Tensor grad_output, Tensor self, str approximate) -> Tensor   (derivatives.yaml:4833)"""
    if batching.active and batching.batched(grad_output, input):
        return batching.call(batch_rules._gelu_backward, _gelu_backward, (grad_output, input, approximate), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._gelu_backward(grad_output, input, approximate)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, '_gelu_backward', 'grad_output', 1)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, '_gelu_backward', 'input', 2)
    dtype = result_type(grad_output, input)
    if type(input._data) is not type(grad_output._data):
        grad_output, input = same_device('_gelu_backward', grad_output, input)
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
    """silu(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4846)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.silu, silu, (input, inplace), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.silu(input, inplace, out=out)
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
    """softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor   (derivatives.yaml:4855)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.softplus, softplus, (input, beta, threshold), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.softplus(input, beta, threshold, out=out)
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
    """mish(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4871)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.mish, mish, (input, inplace), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.mish(input, inplace, out=out)
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
    """softsign(Tensor self) -> Tensor   (derivatives.yaml:4883)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'softsign', 'input', 1)
    return input / (1 + ops.abs(input))


def hardsigmoid(input, inplace=False, *, out=None):
    """hardsigmoid(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4891)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.hardsigmoid, hardsigmoid, (input, inplace), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.hardsigmoid(input, inplace, out=out)
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
    """hardswish(Tensor self, bool inplace=False) -> Tensor   (derivatives.yaml:4903)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.hardswish, hardswish, (input, inplace), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.hardswish(input, inplace, out=out)
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
    """logsigmoid(Tensor self) -> Tensor   (derivatives.yaml:4915)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.logsigmoid, logsigmoid, (input,), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.logsigmoid(input, out=out)
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
    """tanhshrink(Tensor self) -> Tensor   (derivatives.yaml:4927)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'tanhshrink', 'input', 1)
    return input - ops.tanh(input)


def softshrink(input, lambd=0.5, *, out=None):
    """softshrink(Tensor self, Scalar lambd=0.5) -> Tensor   (derivatives.yaml:4935)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.softshrink, softshrink, (input, lambd), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.softshrink(input, lambd, out=out)
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
    """hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor   (derivatives.yaml:4950)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.hardshrink, hardshrink, (input, lambd), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.hardshrink(input, lambd, out=out)
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
    """threshold(Tensor self, float threshold, float value) -> Tensor   (derivatives.yaml:4962)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.threshold, ops.threshold, (input, threshold, value), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.threshold(input, threshold, value, out=out)
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
    """In place: `threshold` written into self (derivatives.yaml:4962)."""
    return inplace(self, globals()['threshold'], threshold, value)


def _threshold_functional(input, threshold, value, inplace=False):
    """threshold.functional(Tensor self, float threshold, float value, bool inplace=False) -> Tensor   (derivatives.yaml:4977)"""
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
    """glu(Tensor self, int dim=-1) -> Tensor   (derivatives.yaml:4984)"""
    if numpy_names:
        dim, = numpy_aliases('glu', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'glu', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'glu', 'dim')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('glu', 'input', 'not implemented for integers', input._data.dtype)
    return helpers.glu_of(ops, input, dim)


def prelu(input, weight):
    """prelu(Tensor self, Tensor weight) -> Tensor   (derivatives.yaml:4996)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'prelu', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'prelu', 'weight', 2)
    if result_type(input, weight).kind in 'biu':
        raise dtype_error('prelu', 'input', 'not implemented for integers', result_type(input, weight))
    return helpers.prelu_of(ops, input, weight)


def rrelu(input, lower=0.125, upper=0.3333333333333333, training=False):
    """rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False) -> Tensor   (derivatives.yaml:5008)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'rrelu', 'input', 1)
    if type(lower) is not int and type(lower) is not float:
        lower = scalar_arg(lower, 'rrelu', 'lower')
    if type(upper) is not int and type(upper) is not float:
        upper = scalar_arg(upper, 'rrelu', 'upper')
    return helpers.rrelu_of(ops, input, lower, upper, training)


def rrelu_(self, lower=0.125, upper=0.3333333333333333, training=False):
    """In place: `rrelu` written into self (derivatives.yaml:5008)."""
    return inplace(self, rrelu, lower, upper, training)


def _rrelu_functional(input, lower=0.125, upper=0.3333333333333333, training=False, inplace=False):
    """rrelu.functional(Tensor self, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False, bool inplace=False) -> Tensor   (derivatives.yaml:5024)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'rrelu', 'input', 1)
    if type(lower) is not int and type(lower) is not float:
        lower = scalar_arg(lower, 'rrelu', 'lower')
    if type(upper) is not int and type(upper) is not float:
        upper = scalar_arg(upper, 'rrelu', 'upper')
    if inplace:
        return write_inplace(input, _rrelu_functional, lower=lower, upper=upper, training=training, inplace=False)
    return helpers.rrelu_of(ops, input, lower, upper, training)


def gumbel_softmax_apply(logits, gumbels, tau, hard, dim, **numpy_names):
    """gumbel_softmax_apply(Tensor logits, Tensor gumbels, float tau, bool hard, int dim) -> Tensor   (derivatives.yaml:5033)"""
    if numpy_names:
        dim, = numpy_aliases('gumbel_softmax_apply', numpy_names, dim=dim)
    if not isinstance(logits, Tensor):
        logits = tensor_arg(logits, 'gumbel_softmax_apply', 'logits', 1)
    if not isinstance(gumbels, Tensor):
        gumbels = tensor_arg(gumbels, 'gumbel_softmax_apply', 'gumbels', 2)
    if type(tau) is not int and type(tau) is not float:
        tau = scalar_arg(tau, 'gumbel_softmax_apply', 'tau')
    dim = dim_arg(dim, logits._data.ndim, 'gumbel_softmax_apply', 'dim')
    return helpers.gumbel_softmax_apply_of(ops, logits, gumbels, tau, hard, dim)


def gumbel_softmax(logits, tau=1, hard=False, eps=1e-10, dim=-1, **numpy_names):
    """gumbel_softmax(Tensor logits, float tau=1, bool hard=False, float eps=1e-10, int dim=-1) -> Tensor   (derivatives.yaml:5046)"""
    if numpy_names:
        dim, = numpy_aliases('gumbel_softmax', numpy_names, dim=dim)
    if not isinstance(logits, Tensor):
        logits = tensor_arg(logits, 'gumbel_softmax', 'logits', 1)
    if type(tau) is not int and type(tau) is not float:
        tau = scalar_arg(tau, 'gumbel_softmax', 'tau')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'gumbel_softmax', 'eps')
    dim = dim_arg(dim, logits._data.ndim, 'gumbel_softmax', 'dim')
    return helpers.gumbel_softmax_of(ops, logits, tau, hard, eps, dim)


def mse_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    """mse_loss(Tensor self, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean", Tensor? weight=None) -> Tensor   (derivatives.yaml:5055)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mse_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'mse_loss', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'mse_loss', 'weight', 6)
    helpers.mse_loss_checks(input, target, size_average, reduce, reduction, weight)
    if result_type(input, target).kind in 'biu':
        raise dtype_error('mse_loss', 'input', 'not implemented for integers', result_type(input, target))
    return helpers.mse_loss_of(ops, input, target, size_average, reduce, reduction, weight)


def mse_loss_reduced(input, target, reduction):
    """mse_loss_reduced(Tensor self, Tensor target, str reduction) -> Tensor   (derivatives.yaml:5071)"""
    if batching.active and batching.batched(input, target):
        return batching.call(batch_rules.mse_loss_reduced, mse_loss_reduced, (input, target, reduction), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.mse_loss_reduced(input, target, reduction)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'mse_loss_reduced', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'mse_loss_reduced', 'target', 2)
    if reduction not in ('mean', 'sum'):
        raise ValueError(f"{reduction} is not a valid value for reduction: use 'mean' or 'sum'")
    if result_type(input, target).kind in 'biu':
        raise dtype_error('mse_loss_reduced', 'input', 'not implemented for integers', result_type(input, target))
    dtype = result_type(input, target)
    if type(target._data) is not type(input._data):
        input, target = same_device('mse_loss_reduced', input, target)
    try:
        result = array_ops.mse_loss_reduced(cast(input, dtype), cast(target, dtype), reduction)
    except ValueError as error:
        raise shape_error('mse_loss_reduced', error, input, target) from None
    if not (input.requires_grad or target.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MseLossReducedBackward0()
    node.next_functions = (edge(input), edge(target))
    node.input_meta = ((input._data.shape, input._data.dtype), (target._data.shape, target._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_target = target
    node._version_of_target = target._version
    node._saved_reduction = reduction
    return Tensor._wrap(result, node)


def nll_loss(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean", *, out=None):
    """nll_loss(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str? reduction="mean") -> Tensor   (derivatives.yaml:5089)"""
    if batching.active and batching.batched(input, target, weight):
        return batching.call(batch_rules.nll_loss, nll_loss, (input, target, weight, size_average, ignore_index, reduce, reduction), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.nll_loss(input, target, weight, size_average, ignore_index, reduce, reduction, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'nll_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'nll_loss', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'nll_loss', 'weight', 3)
    (helpers.reduction_check(size_average, reduce, reduction), helpers.nll_loss_nd_check(input, target, weight))
    if target._data.dtype not in INDEX_DTYPES[('int64', 'uint8')] and target._data.dtype.name not in ('int64', 'uint8'):
        raise dtype_error('nll_loss', 'target', 'class indices', target)
    if weight is not None and weight._data.dtype != input._data.dtype:
        raise dtype_error('nll_loss', 'weight', 'same', weight, 'input', input)
    if result_type(input, weight).kind in 'biu':
        raise dtype_error('nll_loss', 'input', 'not implemented for integers', result_type(input, weight))
    dtype = result_type(*present(input, weight))
    if type(target._data) is not type(input._data) or (weight is not None and type(weight._data) is not type(input._data)):
        input, target, weight = same_device('nll_loss', input, target, weight)
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
    """cross_entropy(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str? reduction="mean", float label_smoothing=0.0) -> Tensor   (derivatives.yaml:5109)"""
    if batching.active and batching.batched(input, target, weight):
        return batching.call(batch_rules.cross_entropy, cross_entropy, (input, target, weight, size_average, ignore_index, reduce, reduction, label_smoothing), {})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cross_entropy', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'cross_entropy', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'cross_entropy', 'weight', 3)
    if type(label_smoothing) is not int and type(label_smoothing) is not float:
        label_smoothing = scalar_arg(label_smoothing, 'cross_entropy', 'label_smoothing')
    helpers.reduction_check(size_average, reduce, reduction)
    if result_type(input, target, weight).kind in 'biu':
        raise dtype_error('cross_entropy', 'input', 'not implemented for integers', result_type(input, target, weight))
    return helpers.cross_entropy_of(ops, input, target, weight, ignore_index, helpers.legacy_reduction(size_average, reduce, reduction), label_smoothing)


def cross_entropy_indices(input, target, ignore_index, reduction):
    """cross_entropy_indices(Tensor self, Tensor target, int ignore_index, str reduction) -> (Tensor loss, Tensor row_stats)   (derivatives.yaml:5127)"""
    if batching.active and batching.batched(input, target):
        return batching.call(batch_rules.cross_entropy_indices, cross_entropy_indices, (input, target, ignore_index, reduction), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.cross_entropy_indices(input, target, ignore_index, reduction)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'cross_entropy_indices', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'cross_entropy_indices', 'target', 2)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('cross_entropy_indices', 'input', 'not implemented for integers', input._data.dtype)
    if target._data.dtype not in INDEX_DTYPES[('int64',)] and target._data.dtype.name not in ('int64',):
        raise index_dtype_error('cross_entropy_indices', 'target', 'long index', target)
    dtype = result_type(input)
    if type(target._data) is not type(input._data):
        input, target = same_device('cross_entropy_indices', input, target)
    try:
        loss, row_stats = array_ops.cross_entropy_indices(cast(input, dtype), target._data, ignore_index, reduction)
    except ValueError as error:
        raise shape_error('cross_entropy_indices', error, input, target) from None
    if not input.requires_grad or not is_grad_enabled():
        return cross_entropy_indices_result(Tensor._wrap(loss), Tensor._wrap(row_stats))
    node = nodes.CrossEntropyIndicesBackward0()
    node.next_functions = (edge(input), edge(target))
    node.input_meta = ((input._data.shape, input._data.dtype), (target._data.shape, target._data.dtype))
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_target = target
    node._version_of_target = target._version
    node._saved_ignore_index = ignore_index
    node._saved_reduction = reduction
    node._saved_row_stats = row_stats
    outputs = cross_entropy_indices_result(Tensor._wrap(loss, node), Tensor._wrap(row_stats))
    node._version_of_row_stats = outputs[1]._shared_version_counter()
    return outputs


def l1_loss(input, target, size_average=None, reduce=None, reduction="mean", weight=None):
    """l1_loss(Tensor self, Tensor target, bool? size_average=None, bool? reduce=None, str? reduction="mean", Tensor? weight=None) -> Tensor   (derivatives.yaml:5154)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'l1_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'l1_loss', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'l1_loss', 'weight', 6)
    helpers.elementwise_loss_checks(input, target, size_average, reduce, reduction, weight)
    return helpers.loss_reduction(ops, ops.abs(helpers.broadcast_subtraction(ops, input, target)), size_average, reduce, reduction, weight, True, input.shape)


def smooth_l1_loss(input, target, size_average=None, reduce=None, reduction="mean", beta=1.0):
    """smooth_l1_loss(Tensor self, Tensor target, bool? size_average=None, bool? reduce=None, str? reduction="mean", float beta=1.0) -> Tensor   (derivatives.yaml:5170)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'smooth_l1_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'smooth_l1_loss', 'target', 2)
    if type(beta) is not int and type(beta) is not float:
        beta = scalar_arg(beta, 'smooth_l1_loss', 'beta')
    helpers.smooth_l1_loss_checks(input, target, size_average, reduce, reduction, beta)
    return helpers.loss_reduction(ops, helpers.smooth_l1_loss_terms(ops, input, target, beta), size_average, reduce, reduction)


def huber_loss(input, target, reduction="mean", delta=1.0, weight=None):
    """huber_loss(Tensor self, Tensor target, str reduction="mean", float delta=1.0, Tensor? weight=None) -> Tensor   (derivatives.yaml:5184)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'huber_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'huber_loss', 'target', 2)
    if type(delta) is not int and type(delta) is not float:
        delta = scalar_arg(delta, 'huber_loss', 'delta')
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'huber_loss', 'weight', 5)
    (helpers.elementwise_loss_checks(input, target, None, None, reduction, weight), helpers.huber_loss_checks(input, target, delta))
    if result_type(input, target).kind in 'biu':
        raise dtype_error('huber_loss', 'input', 'not implemented for integers', result_type(input, target))
    return helpers.loss_reduction(ops, helpers.huber_loss_terms(ops, input, target, delta), None, None, reduction, weight, False, input.shape)


def binary_cross_entropy(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    """binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str? reduction="mean") -> Tensor   (derivatives.yaml:5202)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'binary_cross_entropy', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'binary_cross_entropy', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'binary_cross_entropy', 'weight', 3)
    (helpers.reduction_check(size_average, reduce, reduction), helpers.target_size_check(input, target, 'binary_cross_entropy'))
    if target._data.dtype != input._data.dtype:
        raise dtype_error('binary_cross_entropy', 'target', 'same', target, 'input', input)
    if result_type(input, target).kind in 'biu':
        raise dtype_error('binary_cross_entropy', 'input', 'not implemented for integers', result_type(input, target))
    return helpers.loss_reduction(ops, helpers.binary_cross_entropy_terms(ops, input, target, weight), size_average, reduce, reduction)


def _binary_cross_entropy_with_logits_functional(input, target, weight=None, size_average=None, reduce=None, reduction="mean", pos_weight=None):
    """binary_cross_entropy_with_logits.functional(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str? reduction="mean", Tensor? pos_weight=None) -> Tensor   (derivatives.yaml:5220)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'binary_cross_entropy_with_logits', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'binary_cross_entropy_with_logits', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'binary_cross_entropy_with_logits', 'weight', 3)
    if pos_weight is not None and not isinstance(pos_weight, Tensor):
        pos_weight = tensor_arg(pos_weight, 'binary_cross_entropy_with_logits', 'pos_weight', 7)
    (helpers.reduction_check(size_average, reduce, reduction), helpers.target_size_check(input, target, 'binary_cross_entropy_with_logits'))
    if input._data.dtype.kind in 'biu':
        raise dtype_error('binary_cross_entropy_with_logits', 'input', 'not implemented for integers', input._data.dtype)
    return helpers.loss_reduction(ops, helpers.bce_with_logits_terms(ops, input, target, weight, pos_weight), size_average, reduce, reduction)


def _kl_div_functional(input, target, size_average=None, reduce=None, reduction="mean", log_target=False):
    """kl_div.functional(Tensor self, Tensor target, bool? size_average=None, bool? reduce=None, str? reduction="mean", bool log_target=False) -> Tensor   (derivatives.yaml:5238)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'kl_div', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'kl_div', 'target', 2)
    helpers.reduction_check(size_average, reduce, reduction, 'batchmean')
    if input._data.dtype.kind != 'f':
        raise dtype_error('kl_div', 'input', 'floating', input._data.dtype)
    if target._data.dtype.kind != 'f':
        raise dtype_error('kl_div', 'target', 'floating', target._data.dtype)
    return helpers.kl_div_reduction(ops, helpers.kl_div_terms(ops, input, target, log_target), size_average, reduce, reduction, input.shape[0] if input.ndim else None)


def _margin_ranking_loss_functional(input1, input2, target, margin=0.0, size_average=None, reduce=None, reduction="mean"):
    """margin_ranking_loss.functional(Tensor input1, Tensor input2, Tensor target, float margin=0.0, bool? size_average=None, bool? reduce=None, str? reduction="mean") -> Tensor   (derivatives.yaml:5253)"""
    if not isinstance(input1, Tensor):
        input1 = tensor_arg(input1, 'margin_ranking_loss', 'input1', 1)
    if not isinstance(input2, Tensor):
        input2 = tensor_arg(input2, 'margin_ranking_loss', 'input2', 2)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'margin_ranking_loss', 'target', 3)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'margin_ranking_loss', 'margin')
    helpers.reduction_check(size_average, reduce, reduction)
    return helpers.loss_reduction(ops, helpers.margin_ranking_terms(ops, input1, input2, target, margin), size_average, reduce, reduction)


def cosine_similarity(x1, x2, dim=1, eps=1e-8, **numpy_names):
    """cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-8) -> Tensor   (derivatives.yaml:5266)"""
    if numpy_names:
        dim, = numpy_aliases('cosine_similarity', numpy_names, dim=dim)
    if not isinstance(x1, Tensor):
        x1 = tensor_arg(x1, 'cosine_similarity', 'x1', 1)
    if not isinstance(x2, Tensor):
        x2 = tensor_arg(x2, 'cosine_similarity', 'x2', 2)
    if type(dim) is not int:
        dim = int_arg(dim, 'cosine_similarity', 'dim', 3)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'cosine_similarity', 'eps')
    if result_type(x1, x2).kind != 'f':
        raise dtype_error('cosine_similarity', 'x1, x2', 'floating (common dtype)', result_type(x1, x2))
    return helpers.cosine_similarity_of(ops, x1, x2, dim, eps)


def pairwise_distance(x1, x2, p=2.0, eps=1e-6, keepdim=False, **numpy_names):
    """pairwise_distance(Tensor x1, Tensor x2, float p=2.0, float eps=1e-6, bool keepdim=False) -> Tensor   (derivatives.yaml:5279)"""
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


def _cosine_embedding_loss_functional(input1, input2, target, margin=0.0, size_average=None, reduce=None, reduction="mean"):
    """cosine_embedding_loss.functional(Tensor input1, Tensor input2, Tensor target, float margin=0.0, bool? size_average=None, bool? reduce=None, str reduction="mean") -> Tensor   (derivatives.yaml:5290)"""
    if not isinstance(input1, Tensor):
        input1 = tensor_arg(input1, 'cosine_embedding_loss', 'input1', 1)
    if not isinstance(input2, Tensor):
        input2 = tensor_arg(input2, 'cosine_embedding_loss', 'input2', 2)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'cosine_embedding_loss', 'target', 3)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'cosine_embedding_loss', 'margin')
    helpers.reduction_check(size_average, reduce, reduction)
    return helpers.cosine_embedding_loss_of(ops, input1, input2, target, margin, size_average, reduce, reduction)


def _triplet_margin_loss_functional(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, size_average=None, reduce=None, reduction="mean"):
    """triplet_margin_loss.functional(Tensor anchor, Tensor positive, Tensor negative, float margin=1.0, float p=2, float eps=1e-06, bool swap=False, bool? size_average=None, bool? reduce=None, str reduction="mean") -> Tensor   (derivatives.yaml:5308)"""
    if not isinstance(anchor, Tensor):
        anchor = tensor_arg(anchor, 'triplet_margin_loss', 'anchor', 1)
    if not isinstance(positive, Tensor):
        positive = tensor_arg(positive, 'triplet_margin_loss', 'positive', 2)
    if not isinstance(negative, Tensor):
        negative = tensor_arg(negative, 'triplet_margin_loss', 'negative', 3)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'triplet_margin_loss', 'margin')
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'triplet_margin_loss', 'p')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'triplet_margin_loss', 'eps')
    helpers.reduction_check(size_average, reduce, reduction)
    return helpers.triplet_margin_loss_of(ops, anchor, positive, negative, margin, p, eps, swap, size_average, reduce, reduction)


def _poisson_nll_loss_functional(input, target, log_input=True, full=False, size_average=None, eps=1e-08, reduce=None, reduction="mean"):
    """poisson_nll_loss.functional(Tensor input, Tensor target, bool log_input=True, bool full=False, bool? size_average=None, float eps=1e-08, bool? reduce=None, str reduction="mean") -> Tensor   (derivatives.yaml:5323)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'poisson_nll_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'poisson_nll_loss', 'target', 2)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'poisson_nll_loss', 'eps')
    helpers.reduction_words_check(size_average, reduce, reduction)
    return helpers.poisson_nll_loss_of(ops, input, target, log_input, full, eps, size_average, reduce, reduction)


def gaussian_nll_loss(input, target, var, full=False, eps=1e-06, reduction="mean"):
    """gaussian_nll_loss(Tensor input, Tensor target, Tensor var, bool full=False, float eps=1e-06, str reduction="mean") -> Tensor   (derivatives.yaml:5339)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'gaussian_nll_loss', 'input', 1)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'gaussian_nll_loss', 'eps')
    return helpers.gaussian_nll_loss_of(ops, input, target, var, full, eps, reduction)


def _hinge_embedding_loss_functional(input, target, margin=1.0, size_average=None, reduce=None, reduction="mean"):
    """hinge_embedding_loss.functional(Tensor self, Tensor target, float margin=1.0, bool? size_average=None, bool? reduce=None, str reduction="mean") -> Tensor   (derivatives.yaml:5357)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hinge_embedding_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'hinge_embedding_loss', 'target', 2)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'hinge_embedding_loss', 'margin')
    helpers.reduction_check(size_average, reduce, reduction)
    return helpers.hinge_embedding_loss_of(ops, input, target, margin, size_average, reduce, reduction)


def soft_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    """soft_margin_loss(Tensor self, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean") -> Tensor   (derivatives.yaml:5373)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'soft_margin_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'soft_margin_loss', 'target', 2)
    helpers.reduction_check(size_average, reduce, reduction)
    return helpers.soft_margin_loss_of(ops, input, target, size_average, reduce, reduction)


def multilabel_soft_margin_loss(input, target, weight=None, size_average=None, reduce=None, reduction="mean"):
    """multilabel_soft_margin_loss(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction="mean") -> Tensor   (derivatives.yaml:5387)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'multilabel_soft_margin_loss', 'input', 1)
    return helpers.multilabel_soft_margin_loss_of(ops, input, target, weight, size_average, reduce, reduction)


def multi_margin_loss(input, target, p=1, margin=1.0, weight=None, size_average=None, reduce=None, reduction="mean"):
    """multi_margin_loss(Tensor self, Tensor target, int p=1, float margin=1.0, Tensor? weight=None, bool? size_average=None, bool? reduce=None, str reduction="mean") -> Tensor   (derivatives.yaml:5402)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'multi_margin_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'multi_margin_loss', 'target', 2)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'multi_margin_loss', 'margin')
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'multi_margin_loss', 'weight', 5)
    helpers.reduction_check(size_average, reduce, reduction)
    return helpers.multi_margin_loss_of(ops, input, target, p, margin, weight, size_average, reduce, reduction)


def multilabel_margin_loss(input, target, size_average=None, reduce=None, reduction="mean"):
    """multilabel_margin_loss(Tensor self, Tensor target, bool? size_average=None, bool? reduce=None, str reduction="mean") -> Tensor   (derivatives.yaml:5420)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'multilabel_margin_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'multilabel_margin_loss', 'target', 2)
    helpers.reduction_check(size_average, reduce, reduction)
    return helpers.multilabel_margin_loss_of(ops, input, target, size_average, reduce, reduction)


def binary_cross_entropy_with_logits(input, target, weight=None, pos_weight=None, reduction=1):
    """binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=1) -> Tensor   (derivatives.yaml:5434)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'binary_cross_entropy_with_logits', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'binary_cross_entropy_with_logits', 'target', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'binary_cross_entropy_with_logits', 'weight', 3)
    if pos_weight is not None and not isinstance(pos_weight, Tensor):
        pos_weight = tensor_arg(pos_weight, 'binary_cross_entropy_with_logits', 'pos_weight', 4)
    if type(reduction) is not int:
        reduction = int_arg(reduction, 'binary_cross_entropy_with_logits', 'reduction', 5)
    helpers.bce_with_logits_broadcast_check(input, target)
    if input._data.dtype.kind in 'biu':
        raise dtype_error('binary_cross_entropy_with_logits', 'input', 'not implemented for integers', input._data.dtype)
    return helpers.loss_reduction(ops, helpers.bce_with_logits_terms(ops, input, target, weight, pos_weight), None, None, helpers.reduction_of_enum(reduction, 'binary_cross_entropy_with_logits', 5))


def kl_div(input, target, reduction=1, *, log_target=False):
    """kl_div(Tensor self, Tensor target, int reduction=1, *, bool log_target=False) -> Tensor   (derivatives.yaml:5453)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'kl_div', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'kl_div', 'target', 2)
    if type(reduction) is not int:
        reduction = int_arg(reduction, 'kl_div', 'reduction', 3)
    if input._data.dtype.kind != 'f':
        raise dtype_error('kl_div', 'input', 'floating', input._data.dtype)
    if target._data.dtype.kind != 'f':
        raise dtype_error('kl_div', 'target', 'floating', target._data.dtype)
    return helpers.loss_reduction(ops, helpers.kl_div_terms(ops, input, target, log_target), None, None, helpers.reduction_of_enum(reduction, 'kl_div', 3))


def margin_ranking_loss(input1, input2, target, margin=0.0, reduction=1):
    """margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0.0, int reduction=1) -> Tensor   (derivatives.yaml:5467)"""
    if not isinstance(input1, Tensor):
        input1 = tensor_arg(input1, 'margin_ranking_loss', 'input1', 1)
    if not isinstance(input2, Tensor):
        input2 = tensor_arg(input2, 'margin_ranking_loss', 'input2', 2)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'margin_ranking_loss', 'target', 3)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'margin_ranking_loss', 'margin')
    if type(reduction) is not int:
        reduction = int_arg(reduction, 'margin_ranking_loss', 'reduction', 5)
    return helpers.loss_reduction(ops, helpers.margin_ranking_terms_aten(ops, input1, input2, target, margin), None, None, helpers.reduction_of_enum(reduction, 'margin_ranking_loss', 5))


def cosine_embedding_loss(input1, input2, target, margin=0.0, reduction=1):
    """cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0.0, int reduction=1) -> Tensor   (derivatives.yaml:5480)"""
    if not isinstance(input1, Tensor):
        input1 = tensor_arg(input1, 'cosine_embedding_loss', 'input1', 1)
    if not isinstance(input2, Tensor):
        input2 = tensor_arg(input2, 'cosine_embedding_loss', 'input2', 2)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'cosine_embedding_loss', 'target', 3)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'cosine_embedding_loss', 'margin')
    if type(reduction) is not int:
        reduction = int_arg(reduction, 'cosine_embedding_loss', 'reduction', 5)
    return helpers.cosine_embedding_loss_of(ops, input1, input2, target, margin, None, None, helpers.reduction_of_enum(reduction, 'cosine_embedding_loss', 5))


def hinge_embedding_loss(input, target, margin=1.0, reduction=1):
    """hinge_embedding_loss(Tensor self, Tensor target, float margin=1.0, int reduction=1) -> Tensor   (derivatives.yaml:5491)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'hinge_embedding_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'hinge_embedding_loss', 'target', 2)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'hinge_embedding_loss', 'margin')
    if type(reduction) is not int:
        reduction = int_arg(reduction, 'hinge_embedding_loss', 'reduction', 4)
    return helpers.hinge_embedding_loss_of(ops, input, target, margin, None, None, helpers.reduction_of_enum(reduction, 'hinge_embedding_loss', 4))


def poisson_nll_loss(input, target, log_input, full, eps, reduction):
    """poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, int reduction) -> Tensor   (derivatives.yaml:5503)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'poisson_nll_loss', 'input', 1)
    if not isinstance(target, Tensor):
        target = tensor_arg(target, 'poisson_nll_loss', 'target', 2)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'poisson_nll_loss', 'eps')
    if type(reduction) is not int:
        reduction = int_arg(reduction, 'poisson_nll_loss', 'reduction', 6)
    return helpers.poisson_nll_loss_of(ops, input, target, log_input, full, eps, None, None, helpers.reduction_of_enum(reduction, 'poisson_nll_loss', 6))


def triplet_margin_loss(anchor, positive, negative, margin=1.0, p=2, eps=1e-06, swap=False, reduction=1):
    """triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1.0, float p=2, float eps=1e-06, bool swap=False, int reduction=1) -> Tensor   (derivatives.yaml:5515)"""
    if not isinstance(anchor, Tensor):
        anchor = tensor_arg(anchor, 'triplet_margin_loss', 'anchor', 1)
    if not isinstance(positive, Tensor):
        positive = tensor_arg(positive, 'triplet_margin_loss', 'positive', 2)
    if not isinstance(negative, Tensor):
        negative = tensor_arg(negative, 'triplet_margin_loss', 'negative', 3)
    if type(margin) is not int and type(margin) is not float:
        margin = scalar_arg(margin, 'triplet_margin_loss', 'margin')
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'triplet_margin_loss', 'p')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'triplet_margin_loss', 'eps')
    if type(reduction) is not int:
        reduction = int_arg(reduction, 'triplet_margin_loss', 'reduction', 8)
    return helpers.triplet_margin_loss_aten(ops, anchor, positive, negative, margin, p, eps, swap, helpers.reduction_of_enum(reduction, 'triplet_margin_loss', 8))


def convolution(input, weight, stride, padding, dilation, groups):
    """convolution(Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:5530)"""
    if batching.active and batching.batched(input, weight):
        return batching.call(batch_rules.convolution, convolution, (input, weight, stride, padding, dilation, groups), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.convolution(input, weight, stride, padding, dilation, groups)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'convolution', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'convolution', 'weight', 2)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('convolution', 'weight', 'same', weight, 'input', input)
    if result_type(input, weight).kind in 'b':
        raise dtype_error('convolution', 'input', 'not implemented for bool', result_type(input, weight))
    dtype = result_type(input, weight)
    if type(weight._data) is not type(input._data):
        input, weight = same_device('convolution', input, weight)
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
    """convolution_input_grad(Tensor grad_output, Tensor weight, int[] input_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:5546)"""
    if batching.active and batching.batched(grad_output, weight):
        return batching.call(batch_rules.convolution_input_grad, convolution_input_grad, (grad_output, weight, input_shape, stride, padding, dilation, groups), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.convolution_input_grad(grad_output, weight, input_shape, stride, padding, dilation, groups)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'convolution_input_grad', 'grad_output', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'convolution_input_grad', 'weight', 2)
    input_shape = int_list(input_shape)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if weight._data.dtype != grad_output._data.dtype:
        raise dtype_error('convolution_input_grad', 'weight', 'same', weight, 'grad_output', grad_output)
    if result_type(grad_output, weight).kind in 'b':
        raise dtype_error('convolution_input_grad', 'grad_output', 'not implemented for bool', result_type(grad_output, weight))
    dtype = result_type(grad_output, weight)
    if type(weight._data) is not type(grad_output._data):
        grad_output, weight = same_device('convolution_input_grad', grad_output, weight)
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
    """convolution_weight_grad(Tensor input, Tensor grad_output, int[] weight_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:5561)"""
    if batching.active and batching.batched(input, grad_output):
        return batching.call(batch_rules.convolution_weight_grad, convolution_weight_grad, (input, grad_output, weight_shape, stride, padding, dilation, groups), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.convolution_weight_grad(input, grad_output, weight_shape, stride, padding, dilation, groups)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'convolution_weight_grad', 'input', 1)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'convolution_weight_grad', 'grad_output', 2)
    weight_shape = int_list(weight_shape)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if grad_output._data.dtype != input._data.dtype:
        raise dtype_error('convolution_weight_grad', 'grad_output', 'same', grad_output, 'input', input)
    if result_type(input, grad_output).kind in 'b':
        raise dtype_error('convolution_weight_grad', 'input', 'not implemented for bool', result_type(input, grad_output))
    dtype = result_type(input, grad_output)
    if type(grad_output._data) is not type(input._data):
        input, grad_output = same_device('convolution_weight_grad', input, grad_output)
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


def convolution_bias(input, weight, bias, stride, padding, dilation, groups):
    """convolution_bias(Tensor input, Tensor weight, Tensor bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor   (derivatives.yaml:5575)"""
    if batching.active and batching.batched(input, weight, bias):
        return batching.call(batch_rules.convolution_bias, convolution_bias, (input, weight, bias, stride, padding, dilation, groups), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.convolution_bias(input, weight, bias, stride, padding, dilation, groups)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'convolution_bias', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'convolution_bias', 'weight', 2)
    if not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'convolution_bias', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('convolution_bias', 'weight', 'same', weight, 'input', input)
    if bias._data.dtype != input._data.dtype:
        raise dtype_error('convolution_bias', 'bias', 'same', bias, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('convolution_bias', 'input', 'not implemented for bool', result_type(input, weight, bias))
    dtype = result_type(input, weight, bias)
    if type(weight._data) is not type(input._data) or type(bias._data) is not type(input._data):
        input, weight, bias = same_device('convolution_bias', input, weight, bias)
    try:
        result = array_ops.convolution_bias(cast(input, dtype), cast(weight, dtype), cast(bias, dtype), stride, padding, dilation, groups)
    except ValueError as error:
        raise shape_error('convolution_bias', error, input, weight, bias) from None
    if not (input.requires_grad or weight.requires_grad or bias.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ConvolutionBiasBackward0()
    node.next_functions = (edge(input), edge(weight), edge(bias))
    node.input_meta = ((input._data.shape, input._data.dtype), (weight._data.shape, weight._data.dtype), (bias._data.shape, bias._data.dtype))
    if input.requires_grad:
        node._saved_weight = weight
        node._version_of_weight = weight._version
    if input.requires_grad or weight.requires_grad:
        node._saved_stride = stride
    if input.requires_grad or weight.requires_grad:
        node._saved_padding = padding
    if input.requires_grad or weight.requires_grad:
        node._saved_dilation = dilation
    if input.requires_grad or weight.requires_grad:
        node._saved_groups = groups
    if input.requires_grad:
        node._saved_input_shape = input._data.shape
    if weight.requires_grad:
        node._saved_input = input
        node._version_of_input = input._version
    if weight.requires_grad:
        node._saved_weight_shape = weight._data.shape
    return Tensor._wrap(result, node)


def _conv2d_default(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:5595)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv2d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv2d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv2d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if type(groups) is not int:
        groups = int_arg(groups, 'conv2d', 'groups', 7)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv2d', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('conv2d', 'bias', 'same', bias, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv2d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 2, 'conv2d')


def _conv2d_padding(input, weight, bias=None, stride=1, padding="valid", dilation=1, groups=1):
    """conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:5607)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv2d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv2d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv2d', 'bias', 3)
    stride = int_list(stride)
    if type(padding) is not str:
        padding = str_arg(padding, 'conv2d', 'padding')
    if padding not in ('valid', 'same'):
        raise ValueError(f"{padding} is not a valid value for padding: use 'valid' or 'same'")
    dilation = int_list(dilation)
    if type(groups) is not int:
        groups = int_arg(groups, 'conv2d', 'groups', 7)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv2d', 'weight', 'same', weight, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv2d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 2, 'conv2d')


def conv2d(*args, **kwargs):
    """conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor
    conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor
    (derivatives.yaml:5595, 5607) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('conv2d', _CONV2D_OVERLOADS, args, kwargs)


_CONV2D_OVERLOADS = (
    (_conv2d_default, 'conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor', (('input', 'tensor', False, False), ('weight', 'tensor', False, False), ('bias', 'tensor', True, False), ('stride', 'int_list', True, False), ('padding', 'int_list', True, False), ('dilation', 'int_list', True, False), ('groups', 'int', True, False))),
    (_conv2d_padding, 'conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor', (('input', 'tensor', False, False), ('weight', 'tensor', False, False), ('bias', 'tensor', True, False), ('stride', 'int_list', True, False), ('padding', 'str', True, False), ('dilation', 'int_list', True, False), ('groups', 'int', True, False))),
)


def _conv1d_default(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:5622)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv1d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv1d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv1d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if type(groups) is not int:
        groups = int_arg(groups, 'conv1d', 'groups', 7)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv1d', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('conv1d', 'bias', 'same', bias, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv1d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 1, 'conv1d')


def _conv1d_padding(input, weight, bias=None, stride=1, padding="valid", dilation=1, groups=1):
    """conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:5633)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv1d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv1d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv1d', 'bias', 3)
    stride = int_list(stride)
    if type(padding) is not str:
        padding = str_arg(padding, 'conv1d', 'padding')
    if padding not in ('valid', 'same'):
        raise ValueError(f"{padding} is not a valid value for padding: use 'valid' or 'same'")
    dilation = int_list(dilation)
    if type(groups) is not int:
        groups = int_arg(groups, 'conv1d', 'groups', 7)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv1d', 'weight', 'same', weight, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv1d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 1, 'conv1d')


def conv1d(*args, **kwargs):
    """conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor
    conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor
    (derivatives.yaml:5622, 5633) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('conv1d', _CONV1D_OVERLOADS, args, kwargs)


_CONV1D_OVERLOADS = (
    (_conv1d_default, 'conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor', (('input', 'tensor', False, False), ('weight', 'tensor', False, False), ('bias', 'tensor', True, False), ('stride', 'int_list', True, False), ('padding', 'int_list', True, False), ('dilation', 'int_list', True, False), ('groups', 'int', True, False))),
    (_conv1d_padding, 'conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, str padding="valid", int[] dilation=1, int groups=1) -> Tensor', (('input', 'tensor', False, False), ('weight', 'tensor', False, False), ('bias', 'tensor', True, False), ('stride', 'int_list', True, False), ('padding', 'str', True, False), ('dilation', 'int_list', True, False), ('groups', 'int', True, False))),
)


def conv3d(input, weight, bias=None, stride=1, padding=0, dilation=1, groups=1):
    """conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] dilation=1, int groups=1) -> Tensor   (derivatives.yaml:5646)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv3d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv3d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv3d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if type(groups) is not int:
        groups = int_arg(groups, 'conv3d', 'groups', 7)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv3d', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('conv3d', 'bias', 'same', bias, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv3d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    return helpers.conv_nd(ops, input, weight, bias, stride, padding, dilation, groups, 3, 'conv3d')


def conv_transpose2d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose2d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] output_padding=0, int groups=1, int[] dilation=1) -> Tensor   (derivatives.yaml:5656)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv_transpose2d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv_transpose2d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv_transpose2d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    output_padding = int_list(output_padding)
    if type(groups) is not int:
        groups = int_arg(groups, 'conv_transpose2d', 'groups', 7)
    dilation = int_list(dilation)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv_transpose2d', 'weight', 'same', weight, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv_transpose2d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    return helpers.conv_transpose_nd(ops, input, weight, bias, stride, padding, output_padding, groups, dilation, 2, 'conv_transpose2d')


def conv_transpose1d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] output_padding=0, int groups=1, int[] dilation=1) -> Tensor   (derivatives.yaml:5669)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv_transpose1d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv_transpose1d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv_transpose1d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    output_padding = int_list(output_padding)
    if type(groups) is not int:
        groups = int_arg(groups, 'conv_transpose1d', 'groups', 7)
    dilation = int_list(dilation)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv_transpose1d', 'weight', 'same', weight, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv_transpose1d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    return helpers.conv_transpose_nd(ops, input, weight, bias, stride, padding, output_padding, groups, dilation, 1, 'conv_transpose1d')


def max_pool(input, kernel_size, stride, padding, dilation):
    """max_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, int[] dilation) -> (Tensor values, Tensor indices)   (derivatives.yaml:5681)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.max_pool, max_pool, (input, kernel_size, stride, padding, dilation), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.max_pool(input, kernel_size, stride, padding, dilation)
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
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_indices = indices
    node._saved_self_shape = input._data.shape
    outputs = max_pool_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def max_pool_backward(grad_output, indices, *shape):
    """max_pool_backward(Tensor grad_output, Tensor indices, int[] shape) -> Tensor   (derivatives.yaml:5696)"""
    if batching.active and batching.batched(grad_output, indices):
        return batching.call(batch_rules.max_pool_backward, max_pool_backward, (grad_output, indices, shape), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.max_pool_backward(grad_output, indices, *shape)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'max_pool_backward', 'grad_output', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'max_pool_backward', 'indices', 2)
    shape = int_list(shape, varargs=True)
    if indices._data.dtype not in INDEX_DTYPES[('int64',)] and indices._data.dtype.name not in ('int64',):
        raise index_dtype_error('max_pool_backward', 'indices', 'long index', indices)
    dtype = result_type(grad_output)
    if type(indices._data) is not type(grad_output._data):
        grad_output, indices = same_device('max_pool_backward', grad_output, indices)
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


def _max_pool2d_functional(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """max_pool2d.functional(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False) -> Tensor   (derivatives.yaml:5709)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_pool2d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if input._data.dtype.kind in 'b':
        raise dtype_error('max_pool2d', 'input', 'not implemented for bool', input._data.dtype)
    return helpers.max_pool_nd(ops, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 2, 'max_pool2d')


def _max_pool1d_functional(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """max_pool1d.functional(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False) -> Tensor   (derivatives.yaml:5731)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_pool1d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    return helpers.max_pool_nd(ops, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 1, 'max_pool1d')


def avg_pool(input, kernel_size, stride, padding, count_include_pad, divisor_override):
    """avg_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, bool count_include_pad, int? divisor_override) -> Tensor   (derivatives.yaml:5742)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.avg_pool, avg_pool, (input, kernel_size, stride, padding, count_include_pad, divisor_override), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.avg_pool(input, kernel_size, stride, padding, count_include_pad, divisor_override)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'avg_pool', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    if input._data.dtype.kind != 'f' or input._data.dtype.itemsize < 4:
        raise dtype_error('avg_pool', 'input', 'float32 or float64', input._data.dtype)
    try:
        result = array_ops.avg_pool(input._data, kernel_size, stride, padding, count_include_pad, divisor_override)
    except ValueError as error:
        raise shape_error('avg_pool', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AvgPoolBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_kernel_size = kernel_size
    node._saved_stride = stride
    node._saved_padding = padding
    node._saved_count_include_pad = count_include_pad
    node._saved_divisor_override = divisor_override
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def avg_pool_backward(grad_output, shape, kernel_size, stride, padding, count_include_pad, divisor_override):
    """avg_pool_backward(Tensor grad_output, int[] shape, int[] kernel_size, int[] stride, int[] padding, bool count_include_pad, int? divisor_override) -> Tensor   (derivatives.yaml:5759)"""
    if batching.active and batching.batched(grad_output):
        return batching.call(batch_rules.avg_pool_backward, avg_pool_backward, (grad_output, shape, kernel_size, stride, padding, count_include_pad, divisor_override), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.avg_pool_backward(grad_output, shape, kernel_size, stride, padding, count_include_pad, divisor_override)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'avg_pool_backward', 'grad_output', 1)
    shape = int_list(shape)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    if grad_output._data.dtype.kind != 'f' or grad_output._data.dtype.itemsize < 4:
        raise dtype_error('avg_pool_backward', 'grad_output', 'float32 or float64', grad_output._data.dtype)
    try:
        result = array_ops.avg_pool_backward(grad_output._data, shape, kernel_size, stride, padding, count_include_pad, divisor_override)
    except ValueError as error:
        raise shape_error('avg_pool_backward', error, grad_output) from None
    if not grad_output.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AvgPoolBackwardBackward0()
    node.next_functions = (edge(grad_output),)
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype),)
    node._saved_kernel_size = kernel_size
    node._saved_stride = stride
    node._saved_padding = padding
    node._saved_count_include_pad = count_include_pad
    node._saved_divisor_override = divisor_override
    return Tensor._wrap(result, node)


def avg_pool2d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    """avg_pool2d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor   (derivatives.yaml:5772)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'avg_pool2d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    return helpers.avg_pool_nd(ops, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, 2, 'avg_pool2d')


def avg_pool1d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True):
    """avg_pool1d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True) -> Tensor   (derivatives.yaml:5787)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'avg_pool1d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    return helpers.avg_pool_nd(ops, input, kernel_size, stride, padding, ceil_mode, count_include_pad, None, 1, 'avg_pool1d')


def resample(input, dim, size, mode, align_corners, scale, **numpy_names):
    """resample(Tensor self, int dim, int size, str mode, bool align_corners, float? scale) -> Tensor   (derivatives.yaml:5798)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.resample, resample, (input, dim, size, mode, align_corners, scale), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.resample(input, dim, size, mode, align_corners, scale, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('resample', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'resample', 'input', 1)
    if mode not in ('nearest', 'nearest-exact', 'linear', 'cubic', 'area'):
        raise ValueError(f"{mode} is not a valid value for mode: use 'nearest', 'nearest-exact', 'linear', 'cubic' or 'area'")
    if type(scale) is not int and type(scale) is not float:
        scale = scalar_arg(scale, 'resample', 'scale')
    dim = dim_arg(dim, input._data.ndim, 'resample', 'dim')
    if input._data.dtype.kind in 'b':
        raise dtype_error('resample', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.resample(input._data, dim, size, mode, align_corners, scale)
    except ValueError as error:
        raise shape_error('resample', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ResampleBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_dim = dim
    node._saved_mode = mode
    node._saved_align_corners = align_corners
    node._saved_scale = scale
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def resample_backward(grad_output, dim, input_size, mode, align_corners, scale, **numpy_names):
    """resample_backward(Tensor grad_output, int dim, int input_size, str mode, bool align_corners, float? scale) -> Tensor   (derivatives.yaml:5815)"""
    if batching.active and batching.batched(grad_output):
        return batching.call(batch_rules.resample_backward, resample_backward, (grad_output, dim, input_size, mode, align_corners, scale), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.resample_backward(grad_output, dim, input_size, mode, align_corners, scale, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('resample_backward', numpy_names, dim=dim)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'resample_backward', 'grad_output', 1)
    if mode not in ('nearest', 'nearest-exact', 'linear', 'cubic', 'area'):
        raise ValueError(f"{mode} is not a valid value for mode: use 'nearest', 'nearest-exact', 'linear', 'cubic' or 'area'")
    if type(scale) is not int and type(scale) is not float:
        scale = scalar_arg(scale, 'resample_backward', 'scale')
    dim = dim_arg(dim, grad_output._data.ndim, 'resample_backward', 'dim')
    if grad_output._data.dtype.kind in 'b':
        raise dtype_error('resample_backward', 'grad_output', 'not implemented for bool', grad_output._data.dtype)
    try:
        result = array_ops.resample_backward(grad_output._data, dim, input_size, mode, align_corners, scale)
    except ValueError as error:
        raise shape_error('resample_backward', error, grad_output) from None
    if not grad_output.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ResampleBackwardBackward0()
    node.next_functions = (edge(grad_output),)
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype),)
    node._saved_dim = dim
    node._saved_mode = mode
    node._saved_align_corners = align_corners
    node._saved_scale = scale
    node._saved_grad_output_shape = grad_output._data.shape
    return Tensor._wrap(result, node)


def adaptive_avg_resample(input, dim, size, **numpy_names):
    """adaptive_avg_resample(Tensor self, int dim, int size) -> Tensor   (derivatives.yaml:5830)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.adaptive_avg_resample, adaptive_avg_resample, (input, dim, size), {**numpy_names})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.adaptive_avg_resample(input, dim, size, **numpy_names)
    if numpy_names:
        dim, = numpy_aliases('adaptive_avg_resample', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adaptive_avg_resample', 'input', 1)
    dim = dim_arg(dim, input._data.ndim, 'adaptive_avg_resample', 'dim')
    if input._data.dtype.kind in 'b':
        raise dtype_error('adaptive_avg_resample', 'input', 'not implemented for bool', input._data.dtype)
    try:
        result = array_ops.adaptive_avg_resample(input._data, dim, size)
    except ValueError as error:
        raise shape_error('adaptive_avg_resample', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AdaptiveAvgResampleBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_dim = dim
    return Tensor._wrap(result, node)


def adaptive_max_pool(input, *output_size):
    """adaptive_max_pool(Tensor self, int[] output_size) -> (Tensor values, Tensor indices)   (derivatives.yaml:5845)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.adaptive_max_pool, adaptive_max_pool, (input, output_size), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.adaptive_max_pool(input, *output_size)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adaptive_max_pool', 'input', 1)
    output_size = int_list(output_size, varargs=True)
    if input._data.dtype.kind in 'b':
        raise dtype_error('adaptive_max_pool', 'input', 'not implemented for bool', input._data.dtype)
    try:
        values, indices = array_ops.adaptive_max_pool(input._data, output_size)
    except ValueError as error:
        raise shape_error('adaptive_max_pool', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return adaptive_max_pool_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.AdaptiveMaxPoolBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_indices = indices
    node._saved_self_shape = input._data.shape
    outputs = adaptive_max_pool_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def adaptive_avg_pool2d(input, output_size):
    """adaptive_avg_pool2d(Tensor input, int?[] output_size) -> Tensor   (derivatives.yaml:5861)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adaptive_avg_pool2d', 'input', 1)
    return helpers.adaptive_avg_pool_nd(ops, input, output_size, 2, 'adaptive_avg_pool2d')


def adaptive_avg_pool1d(input, *output_size):
    """adaptive_avg_pool1d(Tensor input, int[] output_size) -> Tensor   (derivatives.yaml:5875)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adaptive_avg_pool1d', 'input', 1)
    output_size = int_list(output_size, varargs=True)
    return helpers.adaptive_avg_pool_nd(ops, input, output_size, 1, 'adaptive_avg_pool1d')


def adaptive_avg_pool3d(input, output_size):
    """adaptive_avg_pool3d(Tensor input, int?[] output_size) -> Tensor   (derivatives.yaml:5886)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adaptive_avg_pool3d', 'input', 1)
    return helpers.adaptive_avg_pool_nd(ops, input, output_size, 3, 'adaptive_avg_pool3d')


def adaptive_max_pool2d(input, output_size, return_indices=False):
    """adaptive_max_pool2d(Tensor input, int?[] output_size, bool return_indices=False) -> Tensor   (derivatives.yaml:5896)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adaptive_max_pool2d', 'input', 1)
    return helpers.adaptive_max_pool_nd(ops, input, output_size, return_indices, 2, 'adaptive_max_pool2d')


def _adaptive_max_pool1d_functional(input, output_size, return_indices=False):
    """adaptive_max_pool1d.functional(Tensor input, int[] output_size, bool return_indices=False) -> Tensor   (derivatives.yaml:5909)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adaptive_max_pool1d', 'input', 1)
    output_size = int_list(output_size)
    return helpers.adaptive_max_pool_nd(ops, input, output_size, return_indices, 1, 'adaptive_max_pool1d')


def adaptive_max_pool3d(input, output_size, return_indices=False):
    """adaptive_max_pool3d(Tensor input, int?[] output_size, bool return_indices=False) -> Tensor   (derivatives.yaml:5920)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adaptive_max_pool3d', 'input', 1)
    return helpers.adaptive_max_pool_nd(ops, input, output_size, return_indices, 3, 'adaptive_max_pool3d')


def interpolate(input, size=None, scale_factor=None, mode="nearest", align_corners=None, recompute_scale_factor=None, antialias=False):
    """interpolate(Tensor input, int?[]? size=None, float[]? scale_factor=None, str mode="nearest", bool? align_corners=None, bool? recompute_scale_factor=None, bool antialias=False) -> Tensor   (derivatives.yaml:5930)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'interpolate', 'input', 1)
    return helpers.interpolate_of(ops, input, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias)


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners, *, out=None):
    """grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor   (derivatives.yaml:5948)"""
    if batching.active and batching.batched(input, grid):
        return batching.call(batch_rules.grid_sampler, grid_sampler, (input, grid, interpolation_mode, padding_mode, align_corners), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'grid_sampler', 'input', 1)
    if not isinstance(grid, Tensor):
        grid = tensor_arg(grid, 'grid_sampler', 'grid', 2)
    if type(interpolation_mode) is not int:
        interpolation_mode = int_arg(interpolation_mode, 'grid_sampler', 'interpolation_mode', 3)
    if type(padding_mode) is not int:
        padding_mode = int_arg(padding_mode, 'grid_sampler', 'padding_mode', 4)
    if grid._data.dtype != input._data.dtype:
        raise dtype_error('grid_sampler', 'grid', 'same', grid, 'input', input)
    if result_type(input, grid).kind in 'biu':
        raise dtype_error('grid_sampler', 'input', 'not implemented for integers', result_type(input, grid))
    dtype = result_type(input, grid)
    if type(grid._data) is not type(input._data):
        input, grid = same_device('grid_sampler', input, grid)
    try:
        result = array_ops.grid_sampler(cast(input, dtype), cast(grid, dtype), interpolation_mode, padding_mode, align_corners)
    except ValueError as error:
        raise shape_error('grid_sampler', error, input, grid) from None
    if out is not None:
        return write_out('grid_sampler', out, result, is_grad_enabled() and (input.requires_grad or grid.requires_grad))
    if not (input.requires_grad or grid.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.GridSamplerBackward0()
    node.next_functions = (edge(input), edge(grid))
    node.input_meta = ((input._data.shape, input._data.dtype), (grid._data.shape, grid._data.dtype))
    node._saved_input = input
    node._version_of_input = input._version
    node._saved_grid = grid
    node._version_of_grid = grid._version
    node._saved_interpolation_mode = interpolation_mode
    node._saved_padding_mode = padding_mode
    node._saved_align_corners = align_corners
    return Tensor._wrap(result, node)


def _grid_sample_functional(input, grid, mode="bilinear", padding_mode="zeros", align_corners=None):
    """grid_sample.functional(Tensor input, Tensor grid, str mode="bilinear", str padding_mode="zeros", bool? align_corners=None) -> Tensor   (derivatives.yaml:5982)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'grid_sample', 'input', 1)
    if not isinstance(grid, Tensor):
        grid = tensor_arg(grid, 'grid_sample', 'grid', 2)
    return helpers.grid_sample_of(ops, input, grid, mode, padding_mode, align_corners)


def _affine_grid_functional(theta, size, align_corners=None):
    """affine_grid.functional(Tensor theta, int[] size, bool? align_corners=None) -> Tensor   (derivatives.yaml:5994)"""
    if not isinstance(theta, Tensor):
        theta = tensor_arg(theta, 'affine_grid', 'theta', 1)
    size = int_list(size)
    return helpers.affine_grid_of(ops, theta, size, align_corners)


def pixel_shuffle(input, upscale_factor):
    """pixel_shuffle(Tensor input, int upscale_factor) -> Tensor   (derivatives.yaml:6005)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'pixel_shuffle', 'input', 1)
    if type(upscale_factor) is not int:
        upscale_factor = int_arg(upscale_factor, 'pixel_shuffle', 'upscale_factor', 2)
    return helpers.pixel_shuffle_of(ops, input, upscale_factor)


def pixel_unshuffle(input, downscale_factor):
    """pixel_unshuffle(Tensor input, int downscale_factor) -> Tensor   (derivatives.yaml:6016)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'pixel_unshuffle', 'input', 1)
    if type(downscale_factor) is not int:
        downscale_factor = int_arg(downscale_factor, 'pixel_unshuffle', 'downscale_factor', 2)
    return helpers.pixel_unshuffle_of(ops, input, downscale_factor)


def channel_shuffle(input, groups):
    """channel_shuffle(Tensor input, int groups) -> Tensor   (derivatives.yaml:6027)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'channel_shuffle', 'input', 1)
    if type(groups) is not int:
        groups = int_arg(groups, 'channel_shuffle', 'groups', 2)
    return helpers.channel_shuffle_of(ops, input, groups)


def im2col(input, kernel_size, dilation, padding, stride):
    """im2col(Tensor self, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor   (derivatives.yaml:6038)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.im2col, im2col, (input, kernel_size, dilation, padding, stride), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.im2col(input, kernel_size, dilation, padding, stride)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'im2col', 'input', 1)
    kernel_size = int_list(kernel_size)
    dilation = int_list(dilation)
    padding = int_list(padding)
    stride = int_list(stride)
    try:
        result = array_ops.im2col(input._data, kernel_size, dilation, padding, stride)
    except ValueError as error:
        raise shape_error('im2col', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Im2colBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_kernel_size = kernel_size
    node._saved_dilation = dilation
    node._saved_padding = padding
    node._saved_stride = stride
    node._saved_self_shape = input._data.shape
    return Tensor._wrap(result, node)


def col2im(input, output_size, kernel_size, dilation, padding, stride):
    """col2im(Tensor self, int[] output_size, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor   (derivatives.yaml:6048)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.col2im, col2im, (input, output_size, kernel_size, dilation, padding, stride), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.col2im(input, output_size, kernel_size, dilation, padding, stride)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'col2im', 'input', 1)
    output_size = int_list(output_size)
    kernel_size = int_list(kernel_size)
    dilation = int_list(dilation)
    padding = int_list(padding)
    stride = int_list(stride)
    try:
        result = array_ops.col2im(input._data, output_size, kernel_size, dilation, padding, stride)
    except ValueError as error:
        raise shape_error('col2im', error, input) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.Col2imBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_kernel_size = kernel_size
    node._saved_dilation = dilation
    node._saved_padding = padding
    node._saved_stride = stride
    return Tensor._wrap(result, node)


def unfold(input, kernel_size, dilation=1, padding=0, stride=1):
    """unfold(Tensor input, int?[] kernel_size, int?[] dilation=1, int?[] padding=0, int?[] stride=1) -> Tensor   (derivatives.yaml:6058)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'unfold', 'input', 1)
    return helpers.unfold_of(ops, input, kernel_size, dilation, padding, stride)


def fold(input, output_size, kernel_size, dilation=1, padding=0, stride=1):
    """fold(Tensor input, int?[] output_size, int?[] kernel_size, int?[] dilation=1, int?[] padding=0, int?[] stride=1) -> Tensor   (derivatives.yaml:6070)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'fold', 'input', 1)
    return helpers.fold_of(ops, input, output_size, kernel_size, dilation, padding, stride)


def max_pool2d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    """max_pool2d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False) -> Tensor   (derivatives.yaml:6081)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_pool2d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    if input._data.dtype.kind in 'b':
        raise dtype_error('max_pool2d', 'input', 'not implemented for bool', input._data.dtype)
    return helpers.max_pool_nd(ops, input, kernel_size, stride, padding, dilation, ceil_mode, False, 2, 'max_pool2d')


def max_pool1d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    """max_pool1d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False) -> Tensor   (derivatives.yaml:6095)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_pool1d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    return helpers.max_pool_nd(ops, input, kernel_size, stride, padding, dilation, ceil_mode, False, 1, 'max_pool1d')


def adaptive_max_pool1d(input, *output_size):
    """adaptive_max_pool1d(Tensor self, int[] output_size) -> (Tensor values, Tensor indices)   (derivatives.yaml:6105)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'adaptive_max_pool1d', 'input', 1)
    output_size = int_list(output_size, varargs=True)
    return helpers.adaptive_max_pool_nd(ops, input, output_size, True, 1, 'adaptive_max_pool1d')


def native_channel_shuffle(input, groups, *, out=None):
    """native_channel_shuffle(Tensor self, int groups) -> Tensor   (derivatives.yaml:6119)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.native_channel_shuffle, native_channel_shuffle, (input, groups), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'native_channel_shuffle', 'input', 1)
    if type(groups) is not int:
        groups = int_arg(groups, 'native_channel_shuffle', 'groups', 2)
    try:
        result = array_ops.native_channel_shuffle(input._data, groups)
    except ValueError as error:
        raise shape_error('native_channel_shuffle', error, input) from None
    if out is not None:
        return write_out('native_channel_shuffle', out, result, False)
    return Tensor._wrap(result)


def _max_pool3d_functional(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False, return_indices=False):
    """max_pool3d.functional(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False, bool return_indices=False) -> Tensor   (derivatives.yaml:6130)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_pool3d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    return helpers.max_pool3d_of(ops, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices)


def max_pool3d(input, kernel_size, stride=None, padding=0, dilation=1, ceil_mode=False):
    """max_pool3d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, int[] dilation=1, bool ceil_mode=False) -> Tensor   (derivatives.yaml:6143)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_pool3d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    dilation = int_list(dilation)
    return helpers.max_pool3d_of(ops, input, kernel_size, stride, padding, dilation, ceil_mode, False)


def avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False, count_include_pad=True, divisor_override=None):
    """avg_pool3d(Tensor self, int[] kernel_size, int[]? stride=None, int[] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor   (derivatives.yaml:6153)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'avg_pool3d', 'input', 1)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    return helpers.avg_pool3d_of(ops, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override)


def lp_pool1d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    """lp_pool1d(Tensor input, float norm_type, int[] kernel_size, int[]? stride=None, bool ceil_mode=False) -> Tensor   (derivatives.yaml:6166)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lp_pool1d', 'input', 1)
    if type(norm_type) is not int and type(norm_type) is not float:
        norm_type = scalar_arg(norm_type, 'lp_pool1d', 'norm_type')
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    return helpers.lp_pool_of(ops, input, norm_type, kernel_size, stride, ceil_mode, 1)


def lp_pool2d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    """lp_pool2d(Tensor input, float norm_type, int[] kernel_size, int[]? stride=None, bool ceil_mode=False) -> Tensor   (derivatives.yaml:6178)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lp_pool2d', 'input', 1)
    if type(norm_type) is not int and type(norm_type) is not float:
        norm_type = scalar_arg(norm_type, 'lp_pool2d', 'norm_type')
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    return helpers.lp_pool_of(ops, input, norm_type, kernel_size, stride, ceil_mode, 2)


def lp_pool3d(input, norm_type, kernel_size, stride=None, ceil_mode=False):
    """lp_pool3d(Tensor input, float norm_type, int[] kernel_size, int[]? stride=None, bool ceil_mode=False) -> Tensor   (derivatives.yaml:6189)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'lp_pool3d', 'input', 1)
    if type(norm_type) is not int and type(norm_type) is not float:
        norm_type = scalar_arg(norm_type, 'lp_pool3d', 'norm_type')
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    return helpers.lp_pool_of(ops, input, norm_type, kernel_size, stride, ceil_mode, 3)


def conv_transpose3d(input, weight, bias=None, stride=1, padding=0, output_padding=0, groups=1, dilation=1):
    """conv_transpose3d(Tensor input, Tensor weight, Tensor? bias=None, int[] stride=1, int[] padding=0, int[] output_padding=0, int groups=1, int[] dilation=1) -> Tensor   (derivatives.yaml:6200)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'conv_transpose3d', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'conv_transpose3d', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'conv_transpose3d', 'bias', 3)
    stride = int_list(stride)
    padding = int_list(padding)
    output_padding = int_list(output_padding)
    if type(groups) is not int:
        groups = int_arg(groups, 'conv_transpose3d', 'groups', 7)
    dilation = int_list(dilation)
    if weight._data.dtype != input._data.dtype:
        raise dtype_error('conv_transpose3d', 'weight', 'same', weight, 'input', input)
    if result_type(input, weight, bias).kind in 'b':
        raise dtype_error('conv_transpose3d', 'input', 'not implemented for bool', result_type(input, weight, bias))
    return helpers.conv_transpose_nd(ops, input, weight, bias, stride, padding, output_padding, groups, dilation, 3, 'conv_transpose3d')


def max_unpool2d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    """max_unpool2d(Tensor input, Tensor indices, int[] kernel_size, int[]? stride=None, int[] padding=0, int[]? output_size=None) -> Tensor   (derivatives.yaml:6212)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_unpool2d', 'input', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'max_unpool2d', 'indices', 2)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    output_size = int_list(output_size)
    return helpers.max_unpool_nd(ops, input, indices, kernel_size, stride, padding, output_size, 2)


def max_unpool1d(input, indices, kernel_size, stride=None, padding=0, output_size=None):
    """max_unpool1d(Tensor input, Tensor indices, int[] kernel_size, int[]? stride=None, int[] padding=0, int[]? output_size=None) -> Tensor   (derivatives.yaml:6226)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'max_unpool1d', 'input', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'max_unpool1d', 'indices', 2)
    kernel_size = int_list(kernel_size)
    stride = int_list(stride)
    padding = int_list(padding)
    output_size = int_list(output_size)
    return helpers.max_unpool_nd(ops, input, indices, kernel_size, stride, padding, output_size, 1)


def native_layer_norm(input, normalized_shape, weight, bias, eps):
    """native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor out, Tensor mean, Tensor rstd)   (derivatives.yaml:6240)"""
    if batching.active and batching.batched(input, weight, bias):
        return batching.call(batch_rules.native_layer_norm, native_layer_norm, (input, normalized_shape, weight, bias, eps), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.native_layer_norm(input, normalized_shape, weight, bias, eps)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'native_layer_norm', 'input', 1)
    normalized_shape = int_list(normalized_shape)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'native_layer_norm', 'weight', 3)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'native_layer_norm', 'bias', 4)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'native_layer_norm', 'eps')
    if weight is not None and weight._data.dtype != input._data.dtype:
        raise dtype_error('native_layer_norm', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('native_layer_norm', 'bias', 'same', bias, 'input', input)
    if result_type(input, weight, bias).kind in 'biu':
        raise dtype_error('native_layer_norm', 'input', 'not implemented for integers', result_type(input, weight, bias))
    dtype = result_type(*present(input, weight, bias))
    if (weight is not None and type(weight._data) is not type(input._data)) or (bias is not None and type(bias._data) is not type(input._data)):
        input, weight, bias = same_device('native_layer_norm', input, weight, bias)
    try:
        out, mean, rstd = array_ops.native_layer_norm(cast(input, dtype), normalized_shape, (cast(weight, dtype) if weight is not None else None), (cast(bias, dtype) if bias is not None else None), eps)
    except ValueError as error:
        raise shape_error('native_layer_norm', error, input, weight, bias) from None
    if not (input.requires_grad or (weight is not None and weight.requires_grad) or (bias is not None and bias.requires_grad)) or not is_grad_enabled():
        return native_layer_norm_result(Tensor._wrap(out), Tensor._wrap(mean), Tensor._wrap(rstd))
    node = nodes.NativeLayerNormBackward0()
    node.next_functions = (edge(input), edge(weight) if weight is not None else (None, 0), edge(bias) if bias is not None else (None, 0))
    node.input_meta = ((input._data.shape, input._data.dtype), (weight._data.shape, weight._data.dtype) if weight is not None else None, (bias._data.shape, bias._data.dtype) if bias is not None else None)
    node._saved_input = input
    node._version_of_input = input._version
    node._saved_mean = mean
    node._saved_rstd = rstd
    if input.requires_grad:
        node._saved_weight = weight
        node._version_of_weight = weight._version if weight is not None else 0
    node._saved_normalized_shape = normalized_shape
    if input.requires_grad or (weight is not None and weight.requires_grad):
        node._saved_eps = eps
    outputs = native_layer_norm_result(Tensor._wrap(out, node), Tensor._wrap(mean), Tensor._wrap(rstd))
    node._version_of_mean = outputs[1]._shared_version_counter()
    node._version_of_rstd = outputs[2]._shared_version_counter()
    return outputs


def _layer_norm_functional(input, normalized_shape, weight=None, bias=None, eps=1e-05):
    """layer_norm.functional(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05) -> Tensor   (derivatives.yaml:6262)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'layer_norm', 'input', 1)
    normalized_shape = int_list(normalized_shape)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'layer_norm', 'weight', 3)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'layer_norm', 'bias', 4)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'layer_norm', 'eps')
    if result_type(input, weight, bias).kind in 'biu':
        raise dtype_error('layer_norm', 'input', 'not implemented for integers', result_type(input, weight, bias))
    return helpers.layer_norm_of(ops, input, normalized_shape, weight, bias, eps)


def native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps):
    """native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean, Tensor save_rstd)   (derivatives.yaml:6274)"""
    if batching.active and batching.batched(input, weight, bias, running_mean, running_var):
        return batching.call(batch_rules.native_batch_norm, native_batch_norm, (input, weight, bias, running_mean, running_var, training, momentum, eps), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'native_batch_norm', 'input', 1)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'native_batch_norm', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'native_batch_norm', 'bias', 3)
    if running_mean is not None and not isinstance(running_mean, Tensor):
        running_mean = tensor_arg(running_mean, 'native_batch_norm', 'running_mean', 4)
    if running_var is not None and not isinstance(running_var, Tensor):
        running_var = tensor_arg(running_var, 'native_batch_norm', 'running_var', 5)
    if type(momentum) is not int and type(momentum) is not float:
        momentum = scalar_arg(momentum, 'native_batch_norm', 'momentum')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'native_batch_norm', 'eps')
    if weight is not None and weight._data.dtype != input._data.dtype:
        raise dtype_error('native_batch_norm', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('native_batch_norm', 'bias', 'same', bias, 'input', input)
    if running_mean is not None and running_mean._data.dtype != input._data.dtype:
        raise dtype_error('native_batch_norm', 'running_mean', 'same', running_mean, 'input', input)
    if running_var is not None and running_var._data.dtype != input._data.dtype:
        raise dtype_error('native_batch_norm', 'running_var', 'same', running_var, 'input', input)
    if result_type(input, weight, bias, running_mean, running_var).kind in 'biu':
        raise dtype_error('native_batch_norm', 'input', 'not implemented for integers', result_type(input, weight, bias, running_mean, running_var))
    dtype = result_type(*present(input, weight, bias, running_mean, running_var))
    if (weight is not None and type(weight._data) is not type(input._data)) or (bias is not None and type(bias._data) is not type(input._data)) or (running_mean is not None and type(running_mean._data) is not type(input._data)) or (running_var is not None and type(running_var._data) is not type(input._data)):
        input, weight, bias, running_mean, running_var = same_device('native_batch_norm', input, weight, bias, running_mean, running_var)
    try:
        out, save_mean, save_rstd = array_ops.native_batch_norm(cast(input, dtype), (cast(weight, dtype) if weight is not None else None), (cast(bias, dtype) if bias is not None else None), (cast(running_mean, dtype) if running_mean is not None else None), (cast(running_var, dtype) if running_var is not None else None), training, momentum, eps)
    except ValueError as error:
        raise shape_error('native_batch_norm', error, input, weight, bias, running_mean, running_var) from None
    if not (input.requires_grad or (weight is not None and weight.requires_grad) or (bias is not None and bias.requires_grad)) or not is_grad_enabled():
        return native_batch_norm_result(Tensor._wrap(out), Tensor._wrap(save_mean), Tensor._wrap(save_rstd))
    node = nodes.NativeBatchNormBackward0()
    node.next_functions = (edge(input), edge(weight) if weight is not None else (None, 0), edge(bias) if bias is not None else (None, 0), edge(running_mean) if running_mean is not None else (None, 0), edge(running_var) if running_var is not None else (None, 0))
    node.input_meta = ((input._data.shape, input._data.dtype), (weight._data.shape, weight._data.dtype) if weight is not None else None, (bias._data.shape, bias._data.dtype) if bias is not None else None, (running_mean._data.shape, running_mean._data.dtype) if running_mean is not None else None, (running_var._data.shape, running_var._data.dtype) if running_var is not None else None)
    node._saved_input = input
    node._version_of_input = input._version
    node._saved_save_mean = save_mean
    if input.requires_grad or (weight is not None and weight.requires_grad):
        node._saved_save_rstd = save_rstd
    if input.requires_grad:
        node._saved_weight = weight
        node._version_of_weight = weight._version if weight is not None else 0
    if input.requires_grad or (weight is not None and weight.requires_grad):
        node._saved_training = training
    if input.requires_grad or (weight is not None and weight.requires_grad):
        node._saved_eps = eps
    outputs = native_batch_norm_result(Tensor._wrap(out, node), Tensor._wrap(save_mean), Tensor._wrap(save_rstd))
    node._version_of_save_mean = outputs[1]._shared_version_counter()
    node._version_of_save_rstd = outputs[2]._shared_version_counter()
    return outputs


def _batch_norm_functional(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05):
    """batch_norm.functional(Tensor input, Tensor? running_mean, Tensor? running_var, Tensor? weight=None, Tensor? bias=None, bool training=False, float momentum=0.1, float eps=1e-05) -> Tensor   (derivatives.yaml:6297)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'batch_norm', 'input', 1)
    if running_mean is not None and not isinstance(running_mean, Tensor):
        running_mean = tensor_arg(running_mean, 'batch_norm', 'running_mean', 2)
    if running_var is not None and not isinstance(running_var, Tensor):
        running_var = tensor_arg(running_var, 'batch_norm', 'running_var', 3)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'batch_norm', 'weight', 4)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'batch_norm', 'bias', 5)
    if type(momentum) is not int and type(momentum) is not float:
        momentum = scalar_arg(momentum, 'batch_norm', 'momentum')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'batch_norm', 'eps')
    return helpers.batch_norm_of(ops, input, running_mean, running_var, weight, bias, training, momentum, eps)


def _group_norm_functional(input, num_groups, weight=None, bias=None, eps=1e-05):
    """group_norm.functional(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05) -> Tensor   (derivatives.yaml:6313)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'group_norm', 'input', 1)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'group_norm', 'weight', 3)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'group_norm', 'bias', 4)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'group_norm', 'eps')
    if weight is not None and weight._data.dtype != input._data.dtype:
        raise dtype_error('group_norm', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('group_norm', 'bias', 'same', bias, 'input', input)
    if result_type(input, weight, bias).kind in 'biu':
        raise dtype_error('group_norm', 'input', 'not implemented for integers', result_type(input, weight, bias))
    return helpers.group_norm_of(ops, input, num_groups, weight, bias, eps)


def _instance_norm_functional(input, running_mean=None, running_var=None, weight=None, bias=None, use_input_stats=True, momentum=0.1, eps=1e-05):
    """instance_norm.functional(Tensor input, Tensor? running_mean=None, Tensor? running_var=None, Tensor? weight=None, Tensor? bias=None, bool use_input_stats=True, float momentum=0.1, float eps=1e-05) -> Tensor   (derivatives.yaml:6326)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'instance_norm', 'input', 1)
    if running_mean is not None and not isinstance(running_mean, Tensor):
        running_mean = tensor_arg(running_mean, 'instance_norm', 'running_mean', 2)
    if running_var is not None and not isinstance(running_var, Tensor):
        running_var = tensor_arg(running_var, 'instance_norm', 'running_var', 3)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'instance_norm', 'weight', 4)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'instance_norm', 'bias', 5)
    if type(momentum) is not int and type(momentum) is not float:
        momentum = scalar_arg(momentum, 'instance_norm', 'momentum')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'instance_norm', 'eps')
    if weight is not None and weight._data.dtype != input._data.dtype:
        raise dtype_error('instance_norm', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('instance_norm', 'bias', 'same', bias, 'input', input)
    if result_type(input, running_mean, running_var, weight, bias).kind in 'biu':
        raise dtype_error('instance_norm', 'input', 'not implemented for integers', result_type(input, running_mean, running_var, weight, bias))
    return helpers.instance_norm_of(ops, input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps)


def dropout_apply(input, mask, scale, kept=0.0, dropped=0.0):
    """dropout_apply(Tensor self, Tensor mask, float scale, float kept=0.0, float dropped=0.0) -> Tensor   (derivatives.yaml:6343)"""
    if batching.active and batching.batched(input, mask):
        return batching.call(batch_rules.dropout_apply, dropout_apply, (input, mask, scale, kept, dropped), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.dropout_apply(input, mask, scale, kept, dropped)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dropout_apply', 'input', 1)
    if not isinstance(mask, Tensor):
        mask = tensor_arg(mask, 'dropout_apply', 'mask', 2)
    if type(scale) is not int and type(scale) is not float:
        scale = scalar_arg(scale, 'dropout_apply', 'scale')
    if type(kept) is not int and type(kept) is not float:
        kept = scalar_arg(kept, 'dropout_apply', 'kept')
    if type(dropped) is not int and type(dropped) is not float:
        dropped = scalar_arg(dropped, 'dropout_apply', 'dropped')
    if input._data.dtype.kind != 'f':
        raise dtype_error('dropout_apply', 'input', 'floating', input._data.dtype)
    if mask._data.dtype.kind != 'b':
        raise dtype_error('dropout_apply', 'mask', 'bool', mask)
    dtype = result_type(input)
    if type(mask._data) is not type(input._data):
        input, mask = same_device('dropout_apply', input, mask)
    try:
        result = array_ops.dropout_apply(cast(input, dtype), mask._data, scale, kept, dropped)
    except ValueError as error:
        raise shape_error('dropout_apply', error, input, mask) from None
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DropoutApplyBackward0()
    node.next_functions = (edge(input), edge(mask))
    node.input_meta = ((input._data.shape, input._data.dtype), (mask._data.shape, mask._data.dtype))
    node._saved_scale = scale
    node._saved_mask = mask
    node._version_of_mask = mask._version
    return Tensor._wrap(result, node)


def _dropout_functional(input, p=0.5, training=True, inplace=False):
    """dropout.functional(Tensor self, float p=0.5, bool training=True, bool inplace=False) -> Tensor   (derivatives.yaml:6363)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dropout', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'dropout', 'p')
    if inplace:
        return write_inplace(input, _dropout_functional, p=p, training=training, inplace=False)
    return helpers.dropout_of(ops, input, p, training, False, False)


def _alpha_dropout_functional(input, p=0.5, training=False, inplace=False):
    """alpha_dropout.functional(Tensor self, float p=0.5, bool training=False, bool inplace=False) -> Tensor   (derivatives.yaml:6379)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'alpha_dropout', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'alpha_dropout', 'p')
    if inplace:
        return write_inplace(input, _alpha_dropout_functional, p=p, training=training, inplace=False)
    return helpers.dropout_of(ops, input, p, training, False, True)


def _feature_alpha_dropout_functional(input, p=0.5, training=False, inplace=False):
    """feature_alpha_dropout.functional(Tensor self, float p=0.5, bool training=False, bool inplace=False) -> Tensor   (derivatives.yaml:6390)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'feature_alpha_dropout', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'feature_alpha_dropout', 'p')
    if inplace:
        return write_inplace(input, _feature_alpha_dropout_functional, p=p, training=training, inplace=False)
    return helpers.dropout_of(ops, input, p, training, True, True)


def dropout1d(input, p=0.5, training=True, inplace=False):
    """dropout1d(Tensor self, float p=0.5, bool training=True, bool inplace=False) -> Tensor   (derivatives.yaml:6401)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dropout1d', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'dropout1d', 'p')
    if inplace:
        return write_inplace(input, dropout1d, p=p, training=training, inplace=False)
    return helpers.channel_dropout_of(ops, input, p, training, inplace, 'dropout1d')


def dropout2d(input, p=0.5, training=True, inplace=False):
    """dropout2d(Tensor self, float p=0.5, bool training=True, bool inplace=False) -> Tensor   (derivatives.yaml:6412)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dropout2d', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'dropout2d', 'p')
    if inplace:
        return write_inplace(input, dropout2d, p=p, training=training, inplace=False)
    return helpers.channel_dropout_of(ops, input, p, training, inplace, 'dropout2d')


def dropout3d(input, p=0.5, training=True, inplace=False):
    """dropout3d(Tensor self, float p=0.5, bool training=True, bool inplace=False) -> Tensor   (derivatives.yaml:6423)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dropout3d', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'dropout3d', 'p')
    if inplace:
        return write_inplace(input, dropout3d, p=p, training=training, inplace=False)
    return helpers.channel_dropout_of(ops, input, p, training, inplace, 'dropout3d')


def embedding(weight, indices, padding_idx=-1, scale_grad_by_freq=False, sparse=False, *, out=None):
    """embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor   (derivatives.yaml:6434)"""
    if batching.active and batching.batched(weight, indices):
        return batching.call(batch_rules.embedding, embedding, (weight, indices, padding_idx, scale_grad_by_freq, sparse), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse, out=out)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'embedding', 'weight', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'embedding', 'indices', 2)
    if type(padding_idx) is not int:
        padding_idx = int_arg(padding_idx, 'embedding', 'padding_idx', 3)
    if indices._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and indices._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('embedding', 'indices', 'index', indices)
    dtype = result_type(weight)
    if type(indices._data) is not type(weight._data):
        weight, indices = same_device('embedding', weight, indices)
    try:
        result = array_ops.embedding(cast(weight, dtype), indices._data, padding_idx, scale_grad_by_freq, sparse)
    except ValueError as error:
        raise shape_error('embedding', error, weight, indices) from None
    if out is not None:
        return write_out('embedding', out, result, is_grad_enabled() and (weight.requires_grad))
    if not weight.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.EmbeddingBackward0()
    node.next_functions = (edge(weight), edge(indices))
    node.input_meta = ((weight._data.shape, weight._data.dtype), (indices._data.shape, indices._data.dtype))
    node._saved_indices = indices
    node._version_of_indices = indices._version
    node._saved_padding_idx = padding_idx
    node._saved_scale_grad_by_freq = scale_grad_by_freq
    node._saved_weight_shape = weight._data.shape
    return Tensor._wrap(result, node)


def embedding_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq):
    """embedding_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor   (derivatives.yaml:6453)"""
    if batching.active and batching.batched(grad_output, indices):
        return batching.call(batch_rules.embedding_backward, embedding_backward, (grad_output, indices, num_weights, padding_idx, scale_grad_by_freq), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.embedding_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'embedding_backward', 'grad_output', 1)
    if not isinstance(indices, Tensor):
        indices = tensor_arg(indices, 'embedding_backward', 'indices', 2)
    if grad_output._data.dtype.kind != 'f':
        raise dtype_error('embedding_backward', 'grad_output', 'floating', grad_output._data.dtype)
    if indices._data.dtype not in INDEX_DTYPES[('int64', 'int32')] and indices._data.dtype.name not in ('int64', 'int32'):
        raise index_dtype_error('embedding_backward', 'indices', 'index', indices)
    dtype = result_type(grad_output)
    if type(indices._data) is not type(grad_output._data):
        grad_output, indices = same_device('embedding_backward', grad_output, indices)
    try:
        result = array_ops.embedding_backward(cast(grad_output, dtype), indices._data, num_weights, padding_idx, scale_grad_by_freq)
    except ValueError as error:
        raise shape_error('embedding_backward', error, grad_output, indices) from None
    if not grad_output.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.EmbeddingBackwardBackward0()
    node.next_functions = (edge(grad_output), edge(indices))
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype), (indices._data.shape, indices._data.dtype))
    node._saved_indices = indices
    node._version_of_indices = indices._version
    node._saved_padding_idx = padding_idx
    node._saved_scale_grad_by_freq = scale_grad_by_freq
    return Tensor._wrap(result, node)


def _embedding_functional(input, weight, padding_idx=None, max_norm=None, norm_type=2.0, scale_grad_by_freq=False, sparse=False):
    """embedding.functional(Tensor input, Tensor weight, int? padding_idx=None, float? max_norm=None, float norm_type=2.0, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor   (derivatives.yaml:6467)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'embedding', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'embedding', 'weight', 2)
    if type(max_norm) is not int and type(max_norm) is not float:
        max_norm = scalar_arg(max_norm, 'embedding', 'max_norm')
    if type(norm_type) is not int and type(norm_type) is not float:
        norm_type = scalar_arg(norm_type, 'embedding', 'norm_type')
    return helpers.embedding_of(ops, input, weight, padding_idx, max_norm, norm_type, scale_grad_by_freq, sparse)


def one_hot(input, num_classes=-1, *, out=None):
    """one_hot(Tensor self, int num_classes=-1) -> Tensor   (derivatives.yaml:6478)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.one_hot, one_hot, (input, num_classes), {'out': out})
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'one_hot', 'input', 1)
    try:
        result = array_ops.one_hot(input._data, num_classes)
    except ValueError as error:
        raise shape_error('one_hot', error, input) from None
    if out is not None:
        return write_out('one_hot', out, result, False)
    return Tensor._wrap(result)


def pad(input, pad, mode="constant", value=None, *, out=None):
    """pad(Tensor self, int[] pad, str mode="constant", float? value=None) -> Tensor   (derivatives.yaml:6493)"""
    if batching.active and batching.batched(input):
        return batching.call(batch_rules.pad, ops.pad, (input, pad, mode, value), {'out': out})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.pad(input, pad, mode, value, out=out)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'pad', 'input', 1)
    pad = int_list(pad)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'pad', 'value')
    try:
        result = array_ops.pad(input._data, pad, mode, value)
    except ValueError as error:
        raise shape_error('pad', error, input) from None
    if out is not None:
        return write_out('pad', out, result, is_grad_enabled() and (input.requires_grad))
    if not input.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PadBackward0()
    node.next_functions = (edge(input),)
    node.input_meta = ((input._data.shape, input._data.dtype),)
    node._saved_self = input
    node._version_of_self = input._version
    node._saved_pad = pad
    node._saved_mode = mode
    return Tensor._wrap(result, node)


def pad_backward(grad_output, shape, pad, mode):
    """pad_backward(Tensor grad_output, int[] shape, int[] pad, str mode) -> Tensor   (derivatives.yaml:6511)"""
    if batching.active and batching.batched(grad_output):
        return batching.call(batch_rules.pad_backward, pad_backward, (grad_output, shape, pad, mode), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents.pad_backward(grad_output, shape, pad, mode)
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'pad_backward', 'grad_output', 1)
    shape = int_list(shape)
    pad = int_list(pad)
    if grad_output._data.dtype.kind != 'f':
        raise dtype_error('pad_backward', 'grad_output', 'floating', grad_output._data.dtype)
    try:
        result = array_ops.pad_backward(grad_output._data, shape, pad, mode)
    except ValueError as error:
        raise shape_error('pad_backward', error, grad_output) from None
    if not grad_output.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PadBackwardBackward0()
    node.next_functions = (edge(grad_output),)
    node.input_meta = ((grad_output._data.shape, grad_output._data.dtype),)
    node._saved_pad = pad
    node._saved_mode = mode
    return Tensor._wrap(result, node)


def normalize(input, p=2.0, dim=1, eps=1e-12, **numpy_names):
    """normalize(Tensor self, float p=2.0, int dim=1, float eps=1e-12) -> Tensor   (derivatives.yaml:6525)"""
    if numpy_names:
        dim, = numpy_aliases('normalize', numpy_names, dim=dim)
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'normalize', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'normalize', 'p')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'normalize', 'eps')
    if input._data.dtype.kind != 'f':
        raise dtype_error('normalize', 'input', 'floating', input._data.dtype)
    dim = dim_arg(dim, input._data.ndim, 'normalize', 'dim')
    return helpers.normalize_of(ops, input, p, dim, eps)


def scaled_dot_product_attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, *, scale=None, enable_gqa=False):
    """scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0.0, bool is_causal=False, *, float? scale=None, bool enable_gqa=False) -> Tensor   (derivatives.yaml:6542)"""
    if not isinstance(query, Tensor):
        query = tensor_arg(query, 'scaled_dot_product_attention', 'query', 1)
    if not isinstance(key, Tensor):
        key = tensor_arg(key, 'scaled_dot_product_attention', 'key', 2)
    if not isinstance(value, Tensor):
        value = tensor_arg(value, 'scaled_dot_product_attention', 'value', 3)
    if attn_mask is not None and not isinstance(attn_mask, Tensor):
        attn_mask = tensor_arg(attn_mask, 'scaled_dot_product_attention', 'attn_mask', 4)
    if type(dropout_p) is not int and type(dropout_p) is not float:
        dropout_p = scalar_arg(dropout_p, 'scaled_dot_product_attention', 'dropout_p')
    if type(scale) is not int and type(scale) is not float:
        scale = scalar_arg(scale, 'scaled_dot_product_attention', 'scale')
    return helpers.scaled_dot_product_attention_of(ops, query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa)


def rms_norm(input, normalized_shape, weight=None, eps=None):
    """rms_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, float? eps=None) -> Tensor   (derivatives.yaml:6559)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'rms_norm', 'input', 1)
    normalized_shape = int_list(normalized_shape)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'rms_norm', 'weight', 3)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'rms_norm', 'eps')
    if input._data.dtype.kind in 'biu':
        raise dtype_error('rms_norm', 'input', 'not implemented for integers', input._data.dtype)
    return helpers.rms_norm_of(ops, input, normalized_shape, weight, eps)


def batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps, cudnn_enabled):
    """batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor   (derivatives.yaml:6574)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'batch_norm', 'input', 1)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'batch_norm', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'batch_norm', 'bias', 3)
    if running_mean is not None and not isinstance(running_mean, Tensor):
        running_mean = tensor_arg(running_mean, 'batch_norm', 'running_mean', 4)
    if running_var is not None and not isinstance(running_var, Tensor):
        running_var = tensor_arg(running_var, 'batch_norm', 'running_var', 5)
    if type(momentum) is not int and type(momentum) is not float:
        momentum = scalar_arg(momentum, 'batch_norm', 'momentum')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'batch_norm', 'eps')
    return helpers.batch_norm_of(ops, input, running_mean, running_var, weight, bias, training, momentum, eps, False)


def layer_norm(input, normalized_shape, weight=None, bias=None, eps=1e-05, cudnn_enable=True):
    """layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enable=True) -> Tensor   (derivatives.yaml:6589)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'layer_norm', 'input', 1)
    normalized_shape = int_list(normalized_shape)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'layer_norm', 'weight', 3)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'layer_norm', 'bias', 4)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'layer_norm', 'eps')
    if result_type(input, weight, bias).kind in 'biu':
        raise dtype_error('layer_norm', 'input', 'not implemented for integers', result_type(input, weight, bias))
    return helpers.layer_norm_of(ops, input, normalized_shape, weight, bias, eps)


def group_norm(input, num_groups, weight=None, bias=None, eps=1e-05, cudnn_enabled=True):
    """group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1e-05, bool cudnn_enabled=True) -> Tensor   (derivatives.yaml:6601)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'group_norm', 'input', 1)
    if type(num_groups) is not int:
        num_groups = int_arg(num_groups, 'group_norm', 'num_groups', 2)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'group_norm', 'weight', 3)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'group_norm', 'bias', 4)
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'group_norm', 'eps')
    if weight is not None and weight._data.dtype != input._data.dtype:
        raise dtype_error('group_norm', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('group_norm', 'bias', 'same', bias, 'input', input)
    if result_type(input, weight, bias).kind in 'biu':
        raise dtype_error('group_norm', 'input', 'not implemented for integers', result_type(input, weight, bias))
    return helpers.group_norm_of(ops, input, num_groups, weight, bias, eps, True)


def instance_norm(input, weight, bias, running_mean, running_var, use_input_stats, momentum, eps, cudnn_enabled):
    """instance_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool use_input_stats, float momentum, float eps, bool cudnn_enabled) -> Tensor   (derivatives.yaml:6613)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'instance_norm', 'input', 1)
    if weight is not None and not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'instance_norm', 'weight', 2)
    if bias is not None and not isinstance(bias, Tensor):
        bias = tensor_arg(bias, 'instance_norm', 'bias', 3)
    if running_mean is not None and not isinstance(running_mean, Tensor):
        running_mean = tensor_arg(running_mean, 'instance_norm', 'running_mean', 4)
    if running_var is not None and not isinstance(running_var, Tensor):
        running_var = tensor_arg(running_var, 'instance_norm', 'running_var', 5)
    if type(momentum) is not int and type(momentum) is not float:
        momentum = scalar_arg(momentum, 'instance_norm', 'momentum')
    if type(eps) is not int and type(eps) is not float:
        eps = scalar_arg(eps, 'instance_norm', 'eps')
    if weight is not None and weight._data.dtype != input._data.dtype:
        raise dtype_error('instance_norm', 'weight', 'same', weight, 'input', input)
    if bias is not None and bias._data.dtype != input._data.dtype:
        raise dtype_error('instance_norm', 'bias', 'same', bias, 'input', input)
    if result_type(input, weight, bias, running_mean, running_var).kind in 'biu':
        raise dtype_error('instance_norm', 'input', 'not implemented for integers', result_type(input, weight, bias, running_mean, running_var))
    return helpers.instance_norm_of(ops, input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps)


def dropout(input, p, train):
    """dropout(Tensor self, float p, bool train) -> Tensor   (derivatives.yaml:6628)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'dropout', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'dropout', 'p')
    return helpers.dropout_aten(ops, input, p, train, False, False)


def dropout_(self, p, train):
    """In place: `dropout` written into self (derivatives.yaml:6628)."""
    return inplace(self, dropout, p, train)


def alpha_dropout(input, p, train):
    """alpha_dropout(Tensor self, float p, bool train) -> Tensor   (derivatives.yaml:6641)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'alpha_dropout', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'alpha_dropout', 'p')
    return helpers.dropout_aten(ops, input, p, train, False, True)


def alpha_dropout_(self, p, train):
    """In place: `alpha_dropout` written into self (derivatives.yaml:6641)."""
    return inplace(self, alpha_dropout, p, train)


def feature_dropout(input, p, train):
    """feature_dropout(Tensor self, float p, bool train) -> Tensor   (derivatives.yaml:6653)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'feature_dropout', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'feature_dropout', 'p')
    return helpers.dropout_aten(ops, input, p, train, True, False)


def feature_dropout_(self, p, train):
    """In place: `feature_dropout` written into self (derivatives.yaml:6653)."""
    return inplace(self, feature_dropout, p, train)


def feature_alpha_dropout(input, p, train):
    """feature_alpha_dropout(Tensor self, float p, bool train) -> Tensor   (derivatives.yaml:6666)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'feature_alpha_dropout', 'input', 1)
    if type(p) is not int and type(p) is not float:
        p = scalar_arg(p, 'feature_alpha_dropout', 'p')
    return helpers.dropout_aten(ops, input, p, train, True, True)


def feature_alpha_dropout_(self, p, train):
    """In place: `feature_alpha_dropout` written into self (derivatives.yaml:6666)."""
    return inplace(self, feature_alpha_dropout, p, train)


def constant_pad_nd(input, pad, value=0):
    """constant_pad_nd(Tensor self, int[] pad, Scalar value=0) -> Tensor   (derivatives.yaml:6678)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'constant_pad_nd', 'input', 1)
    pad = int_list(pad)
    if type(value) is not int and type(value) is not float:
        value = scalar_arg(value, 'constant_pad_nd', 'value')
    return ops.pad(input, pad, 'constant', value)


def local_response_norm(input, size, alpha=0.0001, beta=0.75, k=1.0):
    """local_response_norm(Tensor input, int size, float alpha=0.0001, float beta=0.75, float k=1.0) -> Tensor   (derivatives.yaml:6689)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'local_response_norm', 'input', 1)
    if type(alpha) is not int and type(alpha) is not float:
        alpha = scalar_arg(alpha, 'local_response_norm', 'alpha')
    if type(beta) is not int and type(beta) is not float:
        beta = scalar_arg(beta, 'local_response_norm', 'beta')
    if type(k) is not int and type(k) is not float:
        k = scalar_arg(k, 'local_response_norm', 'k')
    return helpers.local_response_norm_of(ops, input, size, alpha, beta, k)


def _embedding_bag_functional(input, weight, offsets=None, max_norm=None, norm_type=2, scale_grad_by_freq=False, mode="mean", sparse=False, per_sample_weights=None, include_last_offset=False, padding_idx=None):
    """embedding_bag.functional(Tensor input, Tensor weight, Tensor? offsets=None, float? max_norm=None, float norm_type=2, bool scale_grad_by_freq=False, str mode="mean", bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int? padding_idx=None) -> Tensor   (derivatives.yaml:6701)"""
    if not isinstance(input, Tensor):
        input = tensor_arg(input, 'embedding_bag', 'input', 1)
    if not isinstance(weight, Tensor):
        weight = tensor_arg(weight, 'embedding_bag', 'weight', 2)
    if offsets is not None and not isinstance(offsets, Tensor):
        offsets = tensor_arg(offsets, 'embedding_bag', 'offsets', 3)
    if type(max_norm) is not int and type(max_norm) is not float:
        max_norm = scalar_arg(max_norm, 'embedding_bag', 'max_norm')
    if type(norm_type) is not int and type(norm_type) is not float:
        norm_type = scalar_arg(norm_type, 'embedding_bag', 'norm_type')
    if per_sample_weights is not None and not isinstance(per_sample_weights, Tensor):
        per_sample_weights = tensor_arg(per_sample_weights, 'embedding_bag', 'per_sample_weights', 9)
    return helpers.embedding_bag_of(ops, input, weight, offsets, max_norm, norm_type, scale_grad_by_freq, mode, sparse, per_sample_weights, include_last_offset, padding_idx)


def _thnn_fused_lstm_cell(input_gates, hidden_gates, cx, input_bias=None, hidden_bias=None):
    """_thnn_fused_lstm_cell(Tensor input_gates, Tensor hidden_gates, Tensor cx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor hy, Tensor cy, Tensor workspace)   (derivatives.yaml:6723)"""
    if batching.active and batching.batched(input_gates, hidden_gates, cx, input_bias, hidden_bias):
        return batching.call(batch_rules._thnn_fused_lstm_cell, _thnn_fused_lstm_cell, (input_gates, hidden_gates, cx, input_bias, hidden_bias), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._thnn_fused_lstm_cell(input_gates, hidden_gates, cx, input_bias, hidden_bias)
    if not isinstance(input_gates, Tensor):
        input_gates = tensor_arg(input_gates, '_thnn_fused_lstm_cell', 'input_gates', 1)
    if not isinstance(hidden_gates, Tensor):
        hidden_gates = tensor_arg(hidden_gates, '_thnn_fused_lstm_cell', 'hidden_gates', 2)
    if not isinstance(cx, Tensor):
        cx = tensor_arg(cx, '_thnn_fused_lstm_cell', 'cx', 3)
    if input_bias is not None and not isinstance(input_bias, Tensor):
        input_bias = tensor_arg(input_bias, '_thnn_fused_lstm_cell', 'input_bias', 4)
    if hidden_bias is not None and not isinstance(hidden_bias, Tensor):
        hidden_bias = tensor_arg(hidden_bias, '_thnn_fused_lstm_cell', 'hidden_bias', 5)
    if input_gates._data.dtype.kind != 'f':
        raise dtype_error('_thnn_fused_lstm_cell', 'input_gates', 'floating', input_gates._data.dtype)
    if hidden_gates._data.dtype != input_gates._data.dtype:
        raise dtype_error('_thnn_fused_lstm_cell', 'hidden_gates', 'same', hidden_gates, 'input_gates', input_gates)
    if cx._data.dtype != input_gates._data.dtype:
        raise dtype_error('_thnn_fused_lstm_cell', 'cx', 'same', cx, 'input_gates', input_gates)
    if input_bias is not None and input_bias._data.dtype != input_gates._data.dtype:
        raise dtype_error('_thnn_fused_lstm_cell', 'input_bias', 'same', input_bias, 'input_gates', input_gates)
    if hidden_bias is not None and hidden_bias._data.dtype != input_gates._data.dtype:
        raise dtype_error('_thnn_fused_lstm_cell', 'hidden_bias', 'same', hidden_bias, 'input_gates', input_gates)
    dtype = result_type(*present(input_gates, hidden_gates, cx, input_bias, hidden_bias))
    if type(hidden_gates._data) is not type(input_gates._data) or type(cx._data) is not type(input_gates._data) or (input_bias is not None and type(input_bias._data) is not type(input_gates._data)) or (hidden_bias is not None and type(hidden_bias._data) is not type(input_gates._data)):
        input_gates, hidden_gates, cx, input_bias, hidden_bias = same_device('_thnn_fused_lstm_cell', input_gates, hidden_gates, cx, input_bias, hidden_bias)
    try:
        hy, cy, workspace = array_ops._thnn_fused_lstm_cell(cast(input_gates, dtype), cast(hidden_gates, dtype), cast(cx, dtype), (cast(input_bias, dtype) if input_bias is not None else None), (cast(hidden_bias, dtype) if hidden_bias is not None else None))
    except ValueError as error:
        raise shape_error('_thnn_fused_lstm_cell', error, input_gates, hidden_gates, cx, input_bias, hidden_bias) from None
    if not (input_gates.requires_grad or hidden_gates.requires_grad or cx.requires_grad or (input_bias is not None and input_bias.requires_grad) or (hidden_bias is not None and hidden_bias.requires_grad)) or not is_grad_enabled():
        return _thnn_fused_lstm_cell_result(Tensor._wrap(hy), Tensor._wrap(cy), Tensor._wrap(workspace))
    node = nodes.ThnnFusedLstmCellBackward0()
    node.next_functions = (edge(input_gates), edge(hidden_gates), edge(cx), edge(input_bias) if input_bias is not None else (None, 0), edge(hidden_bias) if hidden_bias is not None else (None, 0))
    node.input_meta = ((input_gates._data.shape, input_gates._data.dtype), (hidden_gates._data.shape, hidden_gates._data.dtype), (cx._data.shape, cx._data.dtype), (input_bias._data.shape, input_bias._data.dtype) if input_bias is not None else None, (hidden_bias._data.shape, hidden_bias._data.dtype) if hidden_bias is not None else None)
    node._saved_input_gates = input_gates
    node._version_of_input_gates = input_gates._version
    node._saved_hidden_gates = hidden_gates
    node._version_of_hidden_gates = hidden_gates._version
    node._saved_cx = cx
    node._version_of_cx = cx._version
    node._saved_input_bias = input_bias
    node._version_of_input_bias = input_bias._version if input_bias is not None else 0
    node._saved_hidden_bias = hidden_bias
    node._version_of_hidden_bias = hidden_bias._version if hidden_bias is not None else 0
    node._saved_cy = cy
    node._saved_workspace = workspace
    outputs = _thnn_fused_lstm_cell_result(Tensor._wrap(hy, node), Tensor._wrap(cy, node, 1), Tensor._wrap(workspace))
    node._version_of_cy = outputs[1]._shared_version_counter()
    node._version_of_workspace = outputs[2]._shared_version_counter()
    return outputs


def _thnn_fused_gru_cell(input_gates, hidden_gates, hx, input_bias=None, hidden_bias=None):
    """_thnn_fused_gru_cell(Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor hy, Tensor workspace)   (derivatives.yaml:6744)"""
    if batching.active and batching.batched(input_gates, hidden_gates, hx, input_bias, hidden_bias):
        return batching.call(batch_rules._thnn_fused_gru_cell, _thnn_fused_gru_cell, (input_gates, hidden_gates, hx, input_bias, hidden_bias), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._thnn_fused_gru_cell(input_gates, hidden_gates, hx, input_bias, hidden_bias)
    if not isinstance(input_gates, Tensor):
        input_gates = tensor_arg(input_gates, '_thnn_fused_gru_cell', 'input_gates', 1)
    if not isinstance(hidden_gates, Tensor):
        hidden_gates = tensor_arg(hidden_gates, '_thnn_fused_gru_cell', 'hidden_gates', 2)
    if not isinstance(hx, Tensor):
        hx = tensor_arg(hx, '_thnn_fused_gru_cell', 'hx', 3)
    if input_bias is not None and not isinstance(input_bias, Tensor):
        input_bias = tensor_arg(input_bias, '_thnn_fused_gru_cell', 'input_bias', 4)
    if hidden_bias is not None and not isinstance(hidden_bias, Tensor):
        hidden_bias = tensor_arg(hidden_bias, '_thnn_fused_gru_cell', 'hidden_bias', 5)
    if input_gates._data.dtype.kind != 'f':
        raise dtype_error('_thnn_fused_gru_cell', 'input_gates', 'floating', input_gates._data.dtype)
    if hidden_gates._data.dtype != input_gates._data.dtype:
        raise dtype_error('_thnn_fused_gru_cell', 'hidden_gates', 'same', hidden_gates, 'input_gates', input_gates)
    if hx._data.dtype != input_gates._data.dtype:
        raise dtype_error('_thnn_fused_gru_cell', 'hx', 'same', hx, 'input_gates', input_gates)
    if input_bias is not None and input_bias._data.dtype != input_gates._data.dtype:
        raise dtype_error('_thnn_fused_gru_cell', 'input_bias', 'same', input_bias, 'input_gates', input_gates)
    if hidden_bias is not None and hidden_bias._data.dtype != input_gates._data.dtype:
        raise dtype_error('_thnn_fused_gru_cell', 'hidden_bias', 'same', hidden_bias, 'input_gates', input_gates)
    dtype = result_type(*present(input_gates, hidden_gates, hx, input_bias, hidden_bias))
    if type(hidden_gates._data) is not type(input_gates._data) or type(hx._data) is not type(input_gates._data) or (input_bias is not None and type(input_bias._data) is not type(input_gates._data)) or (hidden_bias is not None and type(hidden_bias._data) is not type(input_gates._data)):
        input_gates, hidden_gates, hx, input_bias, hidden_bias = same_device('_thnn_fused_gru_cell', input_gates, hidden_gates, hx, input_bias, hidden_bias)
    try:
        hy, workspace = array_ops._thnn_fused_gru_cell(cast(input_gates, dtype), cast(hidden_gates, dtype), cast(hx, dtype), (cast(input_bias, dtype) if input_bias is not None else None), (cast(hidden_bias, dtype) if hidden_bias is not None else None))
    except ValueError as error:
        raise shape_error('_thnn_fused_gru_cell', error, input_gates, hidden_gates, hx, input_bias, hidden_bias) from None
    if not (input_gates.requires_grad or hidden_gates.requires_grad or hx.requires_grad or (input_bias is not None and input_bias.requires_grad) or (hidden_bias is not None and hidden_bias.requires_grad)) or not is_grad_enabled():
        return _thnn_fused_gru_cell_result(Tensor._wrap(hy), Tensor._wrap(workspace))
    node = nodes.ThnnFusedGruCellBackward0()
    node.next_functions = (edge(input_gates), edge(hidden_gates), edge(hx), edge(input_bias) if input_bias is not None else (None, 0), edge(hidden_bias) if hidden_bias is not None else (None, 0))
    node.input_meta = ((input_gates._data.shape, input_gates._data.dtype), (hidden_gates._data.shape, hidden_gates._data.dtype), (hx._data.shape, hx._data.dtype), (input_bias._data.shape, input_bias._data.dtype) if input_bias is not None else None, (hidden_bias._data.shape, hidden_bias._data.dtype) if hidden_bias is not None else None)
    node._saved_input_gates = input_gates
    node._version_of_input_gates = input_gates._version
    node._saved_hidden_gates = hidden_gates
    node._version_of_hidden_gates = hidden_gates._version
    node._saved_hx = hx
    node._version_of_hx = hx._version
    node._saved_input_bias = input_bias
    node._version_of_input_bias = input_bias._version if input_bias is not None else 0
    node._saved_hidden_bias = hidden_bias
    node._version_of_hidden_bias = hidden_bias._version if hidden_bias is not None else 0
    node._saved_workspace = workspace
    outputs = _thnn_fused_gru_cell_result(Tensor._wrap(hy, node), Tensor._wrap(workspace))
    node._version_of_workspace = outputs[1]._shared_version_counter()
    return outputs


def _lstm_layer(input_gates, h0, c0, w_hh, reverse=False):
    """_lstm_layer(Tensor input_gates, Tensor h0, Tensor c0, Tensor w_hh, bool reverse=False) -> (Tensor output, Tensor hy, Tensor cy, Tensor cells, Tensor workspace)   (derivatives.yaml:6765)"""
    if batching.active and batching.batched(input_gates, h0, c0, w_hh):
        return batching.call(batch_rules._lstm_layer, _lstm_layer, (input_gates, h0, c0, w_hh, reverse), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._lstm_layer(input_gates, h0, c0, w_hh, reverse)
    if not isinstance(input_gates, Tensor):
        input_gates = tensor_arg(input_gates, '_lstm_layer', 'input_gates', 1)
    if not isinstance(h0, Tensor):
        h0 = tensor_arg(h0, '_lstm_layer', 'h0', 2)
    if not isinstance(c0, Tensor):
        c0 = tensor_arg(c0, '_lstm_layer', 'c0', 3)
    if not isinstance(w_hh, Tensor):
        w_hh = tensor_arg(w_hh, '_lstm_layer', 'w_hh', 4)
    if input_gates._data.dtype.kind != 'f':
        raise dtype_error('_lstm_layer', 'input_gates', 'floating', input_gates._data.dtype)
    if h0._data.dtype != input_gates._data.dtype:
        raise dtype_error('_lstm_layer', 'h0', 'same', h0, 'input_gates', input_gates)
    if c0._data.dtype != input_gates._data.dtype:
        raise dtype_error('_lstm_layer', 'c0', 'same', c0, 'input_gates', input_gates)
    if w_hh._data.dtype != input_gates._data.dtype:
        raise dtype_error('_lstm_layer', 'w_hh', 'same', w_hh, 'input_gates', input_gates)
    dtype = result_type(input_gates, h0, c0, w_hh)
    if type(h0._data) is not type(input_gates._data) or type(c0._data) is not type(input_gates._data) or type(w_hh._data) is not type(input_gates._data):
        input_gates, h0, c0, w_hh = same_device('_lstm_layer', input_gates, h0, c0, w_hh)
    try:
        output, hy, cy, cells, workspace = array_ops._lstm_layer(cast(input_gates, dtype), cast(h0, dtype), cast(c0, dtype), cast(w_hh, dtype), reverse)
    except ValueError as error:
        raise shape_error('_lstm_layer', error, input_gates, h0, c0, w_hh) from None
    if not (input_gates.requires_grad or h0.requires_grad or c0.requires_grad or w_hh.requires_grad) or not is_grad_enabled():
        return _lstm_layer_result(Tensor._wrap(output), Tensor._wrap(hy), Tensor._wrap(cy), Tensor._wrap(cells), Tensor._wrap(workspace))
    node = nodes.LstmLayerBackward0()
    node.next_functions = (edge(input_gates), edge(h0), edge(c0), edge(w_hh))
    node.input_meta = ((input_gates._data.shape, input_gates._data.dtype), (h0._data.shape, h0._data.dtype), (c0._data.shape, c0._data.dtype), (w_hh._data.shape, w_hh._data.dtype))
    node._saved_input_gates = input_gates
    node._version_of_input_gates = input_gates._version
    node._saved_h0 = h0
    node._version_of_h0 = h0._version
    node._saved_c0 = c0
    node._version_of_c0 = c0._version
    node._saved_w_hh = w_hh
    node._version_of_w_hh = w_hh._version
    node._saved_reverse = reverse
    node._saved_result = output
    node._saved_cells = cells
    node._saved_workspace = workspace
    outputs = _lstm_layer_result(Tensor._wrap(output, node), Tensor._wrap(hy, node, 1), Tensor._wrap(cy, node, 2), Tensor._wrap(cells), Tensor._wrap(workspace))
    node._version_of_result = outputs[0]._shared_version_counter()
    node._version_of_cells = outputs[3]._shared_version_counter()
    node._version_of_workspace = outputs[4]._shared_version_counter()
    return outputs


def _rnn_layer(input_gates, h0, w_hh, nonlinearity="tanh", reverse=False):
    """_rnn_layer(Tensor input_gates, Tensor h0, Tensor w_hh, str nonlinearity="tanh", bool reverse=False) -> (Tensor output, Tensor hy)   (derivatives.yaml:6788)"""
    if batching.active and batching.batched(input_gates, h0, w_hh):
        return batching.call(batch_rules._rnn_layer, _rnn_layer, (input_gates, h0, w_hh, nonlinearity, reverse), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._rnn_layer(input_gates, h0, w_hh, nonlinearity, reverse)
    if not isinstance(input_gates, Tensor):
        input_gates = tensor_arg(input_gates, '_rnn_layer', 'input_gates', 1)
    if not isinstance(h0, Tensor):
        h0 = tensor_arg(h0, '_rnn_layer', 'h0', 2)
    if not isinstance(w_hh, Tensor):
        w_hh = tensor_arg(w_hh, '_rnn_layer', 'w_hh', 3)
    if input_gates._data.dtype.kind != 'f':
        raise dtype_error('_rnn_layer', 'input_gates', 'floating', input_gates._data.dtype)
    if h0._data.dtype != input_gates._data.dtype:
        raise dtype_error('_rnn_layer', 'h0', 'same', h0, 'input_gates', input_gates)
    if w_hh._data.dtype != input_gates._data.dtype:
        raise dtype_error('_rnn_layer', 'w_hh', 'same', w_hh, 'input_gates', input_gates)
    dtype = result_type(input_gates, h0, w_hh)
    if type(h0._data) is not type(input_gates._data) or type(w_hh._data) is not type(input_gates._data):
        input_gates, h0, w_hh = same_device('_rnn_layer', input_gates, h0, w_hh)
    try:
        output, hy = array_ops._rnn_layer(cast(input_gates, dtype), cast(h0, dtype), cast(w_hh, dtype), nonlinearity, reverse)
    except ValueError as error:
        raise shape_error('_rnn_layer', error, input_gates, h0, w_hh) from None
    if not (input_gates.requires_grad or h0.requires_grad or w_hh.requires_grad) or not is_grad_enabled():
        return _rnn_layer_result(Tensor._wrap(output), Tensor._wrap(hy))
    node = nodes.RnnLayerBackward0()
    node.next_functions = (edge(input_gates), edge(h0), edge(w_hh))
    node.input_meta = ((input_gates._data.shape, input_gates._data.dtype), (h0._data.shape, h0._data.dtype), (w_hh._data.shape, w_hh._data.dtype))
    node._saved_input_gates = input_gates
    node._version_of_input_gates = input_gates._version
    node._saved_h0 = h0
    node._version_of_h0 = h0._version
    node._saved_w_hh = w_hh
    node._version_of_w_hh = w_hh._version
    node._saved_nonlinearity = nonlinearity
    node._saved_reverse = reverse
    node._saved_result = output
    outputs = _rnn_layer_result(Tensor._wrap(output, node), Tensor._wrap(hy, node, 1))
    node._version_of_result = outputs[0]._shared_version_counter()
    return outputs


def _gru_layer(input_gates, h0, w_hh, b_hh=None, reverse=False):
    """_gru_layer(Tensor input_gates, Tensor h0, Tensor w_hh, Tensor? b_hh=None, bool reverse=False) -> (Tensor output, Tensor hy, Tensor workspace)   (derivatives.yaml:6812)"""
    if batching.active and batching.batched(input_gates, h0, w_hh, b_hh):
        return batching.call(batch_rules._gru_layer, _gru_layer, (input_gates, h0, w_hh, b_hh, reverse), {})
    if forward_ad.active and forward_ad.wants_tangents():
        return tangents._gru_layer(input_gates, h0, w_hh, b_hh, reverse)
    if not isinstance(input_gates, Tensor):
        input_gates = tensor_arg(input_gates, '_gru_layer', 'input_gates', 1)
    if not isinstance(h0, Tensor):
        h0 = tensor_arg(h0, '_gru_layer', 'h0', 2)
    if not isinstance(w_hh, Tensor):
        w_hh = tensor_arg(w_hh, '_gru_layer', 'w_hh', 3)
    if b_hh is not None and not isinstance(b_hh, Tensor):
        b_hh = tensor_arg(b_hh, '_gru_layer', 'b_hh', 4)
    if input_gates._data.dtype.kind != 'f':
        raise dtype_error('_gru_layer', 'input_gates', 'floating', input_gates._data.dtype)
    if h0._data.dtype != input_gates._data.dtype:
        raise dtype_error('_gru_layer', 'h0', 'same', h0, 'input_gates', input_gates)
    if w_hh._data.dtype != input_gates._data.dtype:
        raise dtype_error('_gru_layer', 'w_hh', 'same', w_hh, 'input_gates', input_gates)
    if b_hh is not None and b_hh._data.dtype != input_gates._data.dtype:
        raise dtype_error('_gru_layer', 'b_hh', 'same', b_hh, 'input_gates', input_gates)
    dtype = result_type(*present(input_gates, h0, w_hh, b_hh))
    if type(h0._data) is not type(input_gates._data) or type(w_hh._data) is not type(input_gates._data) or (b_hh is not None and type(b_hh._data) is not type(input_gates._data)):
        input_gates, h0, w_hh, b_hh = same_device('_gru_layer', input_gates, h0, w_hh, b_hh)
    try:
        output, hy, workspace = array_ops._gru_layer(cast(input_gates, dtype), cast(h0, dtype), cast(w_hh, dtype), (cast(b_hh, dtype) if b_hh is not None else None), reverse)
    except ValueError as error:
        raise shape_error('_gru_layer', error, input_gates, h0, w_hh, b_hh) from None
    if not (input_gates.requires_grad or h0.requires_grad or w_hh.requires_grad or (b_hh is not None and b_hh.requires_grad)) or not is_grad_enabled():
        return _gru_layer_result(Tensor._wrap(output), Tensor._wrap(hy), Tensor._wrap(workspace))
    node = nodes.GruLayerBackward0()
    node.next_functions = (edge(input_gates), edge(h0), edge(w_hh), edge(b_hh) if b_hh is not None else (None, 0))
    node.input_meta = ((input_gates._data.shape, input_gates._data.dtype), (h0._data.shape, h0._data.dtype), (w_hh._data.shape, w_hh._data.dtype), (b_hh._data.shape, b_hh._data.dtype) if b_hh is not None else None)
    node._saved_input_gates = input_gates
    node._version_of_input_gates = input_gates._version
    node._saved_h0 = h0
    node._version_of_h0 = h0._version
    node._saved_w_hh = w_hh
    node._version_of_w_hh = w_hh._version
    node._saved_b_hh = b_hh
    node._version_of_b_hh = b_hh._version if b_hh is not None else 0
    node._saved_reverse = reverse
    node._saved_result = output
    node._saved_workspace = workspace
    outputs = _gru_layer_result(Tensor._wrap(output, node), Tensor._wrap(hy, node, 1), Tensor._wrap(workspace))
    node._version_of_result = outputs[0]._shared_version_counter()
    node._version_of_workspace = outputs[2]._shared_version_counter()
    return outputs


# specgrad.<name>(...): the ops users call as functions; an op with an in-place variant also has it as
# specgrad.<name>_(x, ...), as torch.exp_(x) (PyTorch has some of these only: specgrad has them all)
FUNCTIONS = {
    'add': add,
    'add_': add_,
    'sub': sub,
    'subtract': sub,
    'sub_': sub_,
    'subtract_': sub_,
    'mul': mul,
    'multiply': mul,
    'mul_': mul_,
    'multiply_': mul_,
    'div': div,
    'divide': div,
    'div_': div_,
    'divide_': div_,
    'neg': neg,
    'negative': neg,
    'neg_': neg_,
    'negative_': neg_,
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
    'absolute': abs,
    'abs_': abs_,
    'absolute_': abs_,
    'sign': sign,
    'sign_': sign_,
    'maximum': maximum,
    'minimum': minimum,
    'clamp': clamp,
    'clip': clamp,
    'clamp_': clamp_,
    'clip_': clamp_,
    'where': where,
    'eq': eq,
    'eq_': eq_,
    'ne': ne,
    'not_equal': ne,
    'ne_': ne_,
    'not_equal_': ne_,
    'lt': lt,
    'less': lt,
    'lt_': lt_,
    'less_': lt_,
    'le': le,
    'less_equal': le,
    'le_': le_,
    'less_equal_': le_,
    'gt': gt,
    'greater': gt,
    'gt_': gt_,
    'greater_': gt_,
    'ge': ge,
    'greater_equal': ge,
    'ge_': ge_,
    'greater_equal_': ge_,
    'logical_and': logical_and,
    'logical_and_': logical_and_,
    'logical_or': logical_or,
    'logical_or_': logical_or_,
    'logical_xor': logical_xor,
    'logical_xor_': logical_xor_,
    'logical_not': logical_not,
    'logical_not_': logical_not_,
    'sum': sum,
    'mean': mean,
    'max': max,
    'min': min,
    'amax': amax,
    'amin': amin,
    'matmul': matmul,
    'ravel': ravel,
    'select': select,
    'concatenate': concatenate,
    'atleast_1d': atleast_1d,
    'atleast_2d': atleast_2d,
    'atleast_3d': atleast_3d,
    'broadcast_tensors': broadcast_tensors,
    'reshape': reshape,
    'transpose': transpose,
    'transpose_': transpose_,
    'permute': permute,
    't': t,
    't_': t_,
    'squeeze': squeeze,
    'squeeze_': squeeze_,
    'unsqueeze': unsqueeze,
    'unsqueeze_': unsqueeze_,
    'cat': cat,
    'concat': cat,
    'stack': stack,
    'clone': clone,
    'true_divide': true_divide,
    'true_divide_': true_divide_,
    'rsub': rsub,
    'positive': positive,
    'clamp_min': clamp_min,
    'clamp_min_': clamp_min_,
    'clamp_max': clamp_max,
    'clamp_max_': clamp_max_,
    'float_power': float_power,
    'fmax': fmax,
    'fmin': fmin,
    'heaviside': heaviside,
    'heaviside_': heaviside_,
    'sinc': sinc,
    'sinc_': sinc_,
    'signbit': signbit,
    'logit': logit,
    'logit_': logit_,
    'logaddexp': logaddexp,
    'logaddexp2': logaddexp2,
    'deg2rad': deg2rad,
    'deg2rad_': deg2rad_,
    'rad2deg': rad2deg,
    'rad2deg_': rad2deg_,
    'ldexp': ldexp,
    'ldexp_': ldexp_,
    'nextafter': nextafter,
    'nextafter_': nextafter_,
    'mvlgamma': mvlgamma,
    'mvlgamma_': mvlgamma_,
    'i0': i0,
    'i0_': i0_,
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
    'arcsin': asin,
    'asin_': asin_,
    'arcsin_': asin_,
    'acos': acos,
    'arccos': acos,
    'acos_': acos_,
    'arccos_': acos_,
    'atan': atan,
    'arctan': atan,
    'atan_': atan_,
    'arctan_': atan_,
    'atan2': atan2,
    'arctan2': atan2,
    'atan2_': atan2_,
    'arctan2_': atan2_,
    'sinh': sinh,
    'sinh_': sinh_,
    'cosh': cosh,
    'cosh_': cosh_,
    'asinh': asinh,
    'arcsinh': asinh,
    'asinh_': asinh_,
    'arcsinh_': asinh_,
    'acosh': acosh,
    'arccosh': acosh,
    'acosh_': acosh_,
    'arccosh_': acosh_,
    'atanh': atanh,
    'arctanh': atanh,
    'atanh_': atanh_,
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
    'polygamma': polygamma,
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
    'fix': trunc,
    'trunc_': trunc_,
    'fix_': trunc_,
    'frac': frac,
    'frac_': frac_,
    'sgn': sgn,
    'sgn_': sgn_,
    'frexp': frexp,
    'gcd': gcd,
    'gcd_': gcd_,
    'lcm': lcm,
    'lcm_': lcm_,
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
    'nansum': nansum,
    'nanmean': nanmean,
    'nanmedian': nanmedian,
    'quantile': quantile,
    'nanquantile': nanquantile,
    'diff': diff,
    'cov': cov,
    'corrcoef': corrcoef,
    'histc': histc,
    'bincount': bincount,
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
    'cumsum_': cumsum_,
    'cumprod': cumprod,
    'cumprod_': cumprod_,
    'logcumsumexp': logcumsumexp,
    'trapezoid': trapezoid,
    'trapz': trapz,
    'cumulative_trapezoid': cumulative_trapezoid,
    'renorm': renorm,
    'renorm_': renorm_,
    'searchsorted': searchsorted,
    'bucketize': bucketize,
    'isin': isin,
    'sort': sort,
    'argsort': argsort,
    'topk': topk,
    'kthvalue': kthvalue,
    'median': median,
    'mode': mode,
    'unique': unique,
    'unique_consecutive': unique_consecutive,
    'argwhere': argwhere,
    'nonzero': nonzero,
    'msort': msort,
    'index_reduce': index_reduce,
    'index_reduce_': index_reduce_,
    'select_scatter': select_scatter,
    'slice_scatter': slice_scatter,
    'diagonal_scatter': diagonal_scatter,
    'masked_scatter': masked_scatter,
    'masked_scatter_': masked_scatter_,
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
    'rot90': rot90,
    'diagflat': diagflat,
    'split_with_sizes': split_with_sizes,
    'hstack': hstack,
    'vstack': vstack,
    'row_stack': vstack,
    'dstack': dstack,
    'column_stack': column_stack,
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
    'swapaxes_': swapaxes_,
    'swapdims': swapdims,
    'swapdims_': swapdims_,
    'tril': tril,
    'tril_': tril_,
    'triu': triu,
    'triu_': triu_,
    'diagonal': diagonal,
    'diag_embed': diag_embed,
    'diag': diag,
    'trace': trace,
    'broadcast_to': broadcast_to,
    'as_strided': as_strided,
    'hsplit': hsplit,
    'vsplit': vsplit,
    'dsplit': dsplit,
    'unravel_index': unravel_index,
    'det': det,
    'inverse': inverse,
    'logdet': logdet,
    'slogdet': slogdet,
    'pinverse': pinverse,
    'matrix_power': matrix_power,
    'matrix_exp': matrix_exp,
    'inner': inner,
    'addr': addr,
    'addr_': addr_,
    'addbmm': addbmm,
    'addbmm_': addbmm_,
    'dist': dist,
    'cdist': cdist,
    'pdist': pdist,
    'chain_matmul': chain_matmul,
    'block_diag': block_diag,
    'cartesian_prod': cartesian_prod,
    'combinations': combinations,
    'vander': vander,
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
    'adjoint': adjoint,
    'bilinear': bilinear,
    'softmax': softmax,
    'log_softmax': log_softmax,
    'selu': selu,
    'selu_': selu_,
    'celu': celu,
    'celu_': celu_,
    'hardshrink': hardshrink,
    'threshold': threshold,
    'threshold_': threshold_,
    'prelu': prelu,
    'rrelu': rrelu,
    'rrelu_': rrelu_,
    'cosine_similarity': cosine_similarity,
    'pairwise_distance': pairwise_distance,
    'binary_cross_entropy_with_logits': binary_cross_entropy_with_logits,
    'kl_div': kl_div,
    'margin_ranking_loss': margin_ranking_loss,
    'cosine_embedding_loss': cosine_embedding_loss,
    'hinge_embedding_loss': hinge_embedding_loss,
    'poisson_nll_loss': poisson_nll_loss,
    'triplet_margin_loss': triplet_margin_loss,
    'conv2d': conv2d,
    'conv1d': conv1d,
    'conv3d': conv3d,
    'conv_transpose2d': conv_transpose2d,
    'conv_transpose1d': conv_transpose1d,
    'avg_pool1d': avg_pool1d,
    'adaptive_avg_pool1d': adaptive_avg_pool1d,
    'grid_sampler': grid_sampler,
    'pixel_shuffle': pixel_shuffle,
    'pixel_unshuffle': pixel_unshuffle,
    'channel_shuffle': channel_shuffle,
    'max_pool2d': max_pool2d,
    'max_pool1d': max_pool1d,
    'adaptive_max_pool1d': adaptive_max_pool1d,
    'native_channel_shuffle': native_channel_shuffle,
    'max_pool3d': max_pool3d,
    'conv_transpose3d': conv_transpose3d,
    'embedding': embedding,
    'rms_norm': rms_norm,
    'batch_norm': batch_norm,
    'layer_norm': layer_norm,
    'group_norm': group_norm,
    'instance_norm': instance_norm,
    'dropout': dropout,
    'dropout_': dropout_,
    'alpha_dropout': alpha_dropout,
    'alpha_dropout_': alpha_dropout_,
    'feature_dropout': feature_dropout,
    'feature_dropout_': feature_dropout_,
    'feature_alpha_dropout': feature_alpha_dropout,
    'feature_alpha_dropout_': feature_alpha_dropout_,
    'constant_pad_nd': constant_pad_nd,
}

# specgrad.nn.functional.<name>(...)
FUNCTIONAL = {
    'tanh': tanh,
    'sigmoid': sigmoid,
    'pdist': pdist,
    'linear': linear,
    'bilinear': bilinear,
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
    'rrelu': _rrelu_functional,
    'gumbel_softmax': gumbel_softmax,
    'mse_loss': mse_loss,
    'nll_loss': nll_loss,
    'cross_entropy': cross_entropy,
    'l1_loss': l1_loss,
    'smooth_l1_loss': smooth_l1_loss,
    'huber_loss': huber_loss,
    'binary_cross_entropy': binary_cross_entropy,
    'binary_cross_entropy_with_logits': _binary_cross_entropy_with_logits_functional,
    'kl_div': _kl_div_functional,
    'margin_ranking_loss': _margin_ranking_loss_functional,
    'cosine_similarity': cosine_similarity,
    'pairwise_distance': pairwise_distance,
    'cosine_embedding_loss': _cosine_embedding_loss_functional,
    'triplet_margin_loss': _triplet_margin_loss_functional,
    'poisson_nll_loss': _poisson_nll_loss_functional,
    'gaussian_nll_loss': gaussian_nll_loss,
    'hinge_embedding_loss': _hinge_embedding_loss_functional,
    'soft_margin_loss': soft_margin_loss,
    'multilabel_soft_margin_loss': multilabel_soft_margin_loss,
    'multi_margin_loss': multi_margin_loss,
    'multilabel_margin_loss': multilabel_margin_loss,
    'conv2d': conv2d,
    'conv1d': conv1d,
    'conv3d': conv3d,
    'conv_transpose2d': conv_transpose2d,
    'conv_transpose1d': conv_transpose1d,
    'max_pool2d': _max_pool2d_functional,
    'max_pool1d': _max_pool1d_functional,
    'avg_pool2d': avg_pool2d,
    'avg_pool1d': avg_pool1d,
    'adaptive_avg_pool2d': adaptive_avg_pool2d,
    'adaptive_avg_pool1d': adaptive_avg_pool1d,
    'adaptive_avg_pool3d': adaptive_avg_pool3d,
    'adaptive_max_pool2d': adaptive_max_pool2d,
    'adaptive_max_pool1d': _adaptive_max_pool1d_functional,
    'adaptive_max_pool3d': adaptive_max_pool3d,
    'interpolate': interpolate,
    'grid_sample': _grid_sample_functional,
    'affine_grid': _affine_grid_functional,
    'pixel_shuffle': pixel_shuffle,
    'pixel_unshuffle': pixel_unshuffle,
    'channel_shuffle': channel_shuffle,
    'unfold': unfold,
    'fold': fold,
    'native_channel_shuffle': native_channel_shuffle,
    'max_pool3d': _max_pool3d_functional,
    'avg_pool3d': avg_pool3d,
    'lp_pool1d': lp_pool1d,
    'lp_pool2d': lp_pool2d,
    'lp_pool3d': lp_pool3d,
    'conv_transpose3d': conv_transpose3d,
    'max_unpool2d': max_unpool2d,
    'max_unpool1d': max_unpool1d,
    'layer_norm': _layer_norm_functional,
    'batch_norm': _batch_norm_functional,
    'group_norm': _group_norm_functional,
    'instance_norm': _instance_norm_functional,
    'dropout': _dropout_functional,
    'alpha_dropout': _alpha_dropout_functional,
    'feature_alpha_dropout': _feature_alpha_dropout_functional,
    'dropout1d': dropout1d,
    'dropout2d': dropout2d,
    'dropout3d': dropout3d,
    'embedding': _embedding_functional,
    'one_hot': one_hot,
    'pad': pad,
    'normalize': normalize,
    'scaled_dot_product_attention': scaled_dot_product_attention,
    'rms_norm': rms_norm,
    'local_response_norm': local_response_norm,
    'embedding_bag': _embedding_bag_functional,
}

# specgrad.linalg.<name>(...): linalg_<name> of derivatives.yaml
LINALG = {
    'pinv': linalg_pinv,
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
    'vector_norm': linalg_vector_norm,
    'norm': linalg_norm,
    'matrix_norm': linalg_matrix_norm,
    'vecdot': linalg_vecdot,
    'multi_dot': linalg_multi_dot,
    'diagonal': linalg_diagonal,
    'matrix_exp': linalg_matrix_exp,
}

# What the arguments of each in-place op must be, by the op it runs: PyTorch's argument parser checks them
# before autograd's in-place checks, so a wrongly typed argument to a leaf's x.tril_(1.5) is a TypeError
INPLACE_SIGNATURES = {
    add: ('add_', ((None, 'add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('alpha', 'scalar', True, True), ('out', 'out', True, True))),)),
    sub: ('sub_', ((None, 'sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('alpha', 'scalar', True, True), ('out', 'out', True, True))),)),
    mul: ('mul_', ((None, 'mul(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    div: ('div_', ((None, 'div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('rounding_mode', 'str', True, True), ('out', 'out', True, True))),)),
    neg: ('neg_', ((None, 'neg(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    reciprocal: ('reciprocal_', ((None, 'reciprocal(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    pow: ('pow_', _POW_OVERLOADS),
    exp: ('exp_', ((None, 'exp(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    log: ('log_', ((None, 'log(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    sqrt: ('sqrt_', ((None, 'sqrt(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    sin: ('sin_', ((None, 'sin(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    cos: ('cos_', ((None, 'cos(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    tanh: ('tanh_', ((None, 'tanh(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    sigmoid: ('sigmoid_', ((None, 'sigmoid(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    relu: ('relu_', ((None, 'relu(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    abs: ('abs_', ((None, 'abs(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    sign: ('sign_', ((None, 'sign(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    clamp: ('clamp_', ((None, 'clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor', (('input', 'tensor', False, False), ('min', 'scalar', True, False), ('max', 'scalar', True, False), ('out', 'out', True, True))),)),
    eq: ('eq_', ((None, 'eq(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    ne: ('ne_', ((None, 'ne(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    lt: ('lt_', ((None, 'lt(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    le: ('le_', ((None, 'le(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    gt: ('gt_', ((None, 'gt(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    ge: ('ge_', ((None, 'ge(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    logical_and: ('logical_and_', ((None, 'logical_and(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),)),
    logical_or: ('logical_or_', ((None, 'logical_or(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),)),
    logical_xor: ('logical_xor_', ((None, 'logical_xor(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),)),
    logical_not: ('logical_not_', ((None, 'logical_not(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    transpose: ('transpose_', ((None, 'transpose(Tensor self, int dim0, int dim1) -> Tensor', (('input', 'tensor', False, False), ('dim0', 'int', False, False), ('dim1', 'int', False, False))),)),
    t: ('t_', ((None, 't(Tensor self) -> Tensor', (('input', 'tensor', False, False),)),)),
    squeeze: ('squeeze_', ((None, 'squeeze(Tensor self, int[]? dim=None) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int_list', True, False))),)),
    unsqueeze: ('unsqueeze_', ((None, 'unsqueeze(Tensor self, int dim) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False))),)),
    true_divide: ('true_divide_', ((None, 'true_divide(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    clamp_min: ('clamp_min_', ((None, 'clamp_min(Tensor self, Scalar min) -> Tensor', (('input', 'tensor', False, False), ('min', 'scalar', False, False), ('out', 'out', True, True))),)),
    clamp_max: ('clamp_max_', ((None, 'clamp_max(Tensor self, Scalar max) -> Tensor', (('input', 'tensor', False, False), ('max', 'scalar', False, False), ('out', 'out', True, True))),)),
    heaviside: ('heaviside_', ((None, 'heaviside(Tensor self, Tensor values) -> Tensor', (('input', 'tensor', False, False), ('values', 'tensor', False, False), ('out', 'out', True, True))),)),
    sinc: ('sinc_', ((None, 'sinc(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    logit: ('logit_', ((None, 'logit(Tensor self, float? eps=None) -> Tensor', (('input', 'tensor', False, False), ('eps', 'scalar', True, False), ('out', 'out', True, True))),)),
    deg2rad: ('deg2rad_', ((None, 'deg2rad(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    rad2deg: ('rad2deg_', ((None, 'rad2deg(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    ldexp: ('ldexp_', ((None, 'ldexp(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False))),)),
    nextafter: ('nextafter_', ((None, 'nextafter(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),)),
    mvlgamma: ('mvlgamma_', ((None, 'mvlgamma(Tensor self, int p) -> Tensor', (('input', 'tensor', False, False), ('p', 'int', False, False))),)),
    i0: ('i0_', ((None, 'i0(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    log1p: ('log1p_', ((None, 'log1p(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    expm1: ('expm1_', ((None, 'expm1(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    log2: ('log2_', ((None, 'log2(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    log10: ('log10_', ((None, 'log10(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    exp2: ('exp2_', ((None, 'exp2(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    tan: ('tan_', ((None, 'tan(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    asin: ('asin_', ((None, 'asin(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    acos: ('acos_', ((None, 'acos(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    atan: ('atan_', ((None, 'atan(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    atan2: ('atan2_', ((None, 'atan2(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),)),
    sinh: ('sinh_', ((None, 'sinh(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    cosh: ('cosh_', ((None, 'cosh(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    asinh: ('asinh_', ((None, 'asinh(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    acosh: ('acosh_', ((None, 'acosh(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    atanh: ('atanh_', ((None, 'atanh(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    erf: ('erf_', ((None, 'erf(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    erfc: ('erfc_', ((None, 'erfc(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    erfinv: ('erfinv_', ((None, 'erfinv(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    lgamma: ('lgamma_', ((None, 'lgamma(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    digamma: ('digamma_', ((None, 'digamma(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    _polygamma_method: ('polygamma_', ((None, 'polygamma(int n, Tensor self) -> Tensor', (('input', 'tensor', False, False), ('n', 'int', False, False), ('out', 'out', True, True))),)),
    rsqrt: ('rsqrt_', ((None, 'rsqrt(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    square: ('square_', ((None, 'square(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    hypot: ('hypot_', ((None, 'hypot(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),)),
    copysign: ('copysign_', ((None, 'copysign(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    lerp: ('lerp_', _LERP_OVERLOADS),
    addcmul: ('addcmul_', ((None, 'addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor', (('input', 'tensor', False, False), ('tensor1', 'tensor', False, False), ('tensor2', 'tensor', False, False), ('value', 'scalar', True, True), ('out', 'out', True, True))),)),
    addcdiv: ('addcdiv_', ((None, 'addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor', (('input', 'tensor', False, False), ('tensor1', 'tensor', False, False), ('tensor2', 'tensor', False, False), ('value', 'scalar', True, True), ('out', 'out', True, True))),)),
    xlogy: ('xlogy_', ((None, 'xlogy(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    floor: ('floor_', ((None, 'floor(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    ceil: ('ceil_', ((None, 'ceil(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    round: ('round_', _ROUND_OVERLOADS),
    trunc: ('trunc_', ((None, 'trunc(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    frac: ('frac_', ((None, 'frac(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    sgn: ('sgn_', ((None, 'sgn(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    gcd: ('gcd_', ((None, 'gcd(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),)),
    lcm: ('lcm_', ((None, 'lcm(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'tensor', False, False), ('out', 'out', True, True))),)),
    fmod: ('fmod_', ((None, 'fmod(Tensor self, Tensor other) -> Tensor', (('input', 'tensor', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    remainder: ('remainder_', ((None, 'remainder(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    floor_divide: ('floor_divide_', ((None, 'floor_divide(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    bitwise_and: ('bitwise_and_', ((None, 'bitwise_and(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    bitwise_or: ('bitwise_or_', ((None, 'bitwise_or(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    bitwise_xor: ('bitwise_xor_', ((None, 'bitwise_xor(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    bitwise_not: ('bitwise_not_', ((None, 'bitwise_not(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    bitwise_left_shift: ('bitwise_left_shift_', ((None, 'bitwise_left_shift(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    bitwise_right_shift: ('bitwise_right_shift_', ((None, 'bitwise_right_shift(Tensor self, Tensor other) -> Tensor', (('input', 'number', False, False), ('other', 'number', False, False), ('out', 'out', True, True))),)),
    nan_to_num: ('nan_to_num_', ((None, 'nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor', (('input', 'tensor', False, False), ('nan', 'scalar', True, False), ('posinf', 'scalar', True, False), ('neginf', 'scalar', True, False), ('out', 'out', True, True))),)),
    cumsum: ('cumsum_', ((None, 'cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('dtype', 'dtype', True, True), ('out', 'out', True, True))),)),
    cumprod: ('cumprod_', ((None, 'cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('dtype', 'dtype', True, True), ('out', 'out', True, True))),)),
    renorm: ('renorm_', ((None, 'renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor', (('input', 'tensor', False, False), ('p', 'scalar', False, False), ('dim', 'int', False, False), ('maxnorm', 'scalar', False, False))),)),
    index_reduce: ('index_reduce_', ((None, 'index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('source', 'tensor', False, False), ('reduce', 'str', False, False), ('include_self', 'bool', True, True), ('out', 'out', True, True))),)),
    masked_scatter: ('masked_scatter_', ((None, 'masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor', (('input', 'tensor', False, False), ('mask', 'tensor', False, False), ('source', 'tensor', False, False), ('out', 'out', True, True))),)),
    scatter: ('scatter_', _SCATTER_OVERLOADS),
    scatter_add: ('scatter_add_', ((None, 'scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('src', 'tensor', False, False), ('out', 'out', True, True))),)),
    scatter_reduce: ('scatter_reduce_', ((None, 'scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('src', 'tensor', False, False), ('reduce', 'str', False, False), ('include_self', 'bool', True, True), ('out', 'out', True, True))),)),
    index_add: ('index_add_', ((None, 'index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('source', 'tensor', False, False), ('alpha', 'scalar', True, True), ('out', 'out', True, True))),)),
    index_copy: ('index_copy_', ((None, 'index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor', (('input', 'tensor', False, False), ('dim', 'int', False, False), ('index', 'tensor', False, False), ('source', 'tensor', False, False), ('out', 'out', True, True))),)),
    index_fill: ('index_fill_', _INDEX_FILL_OVERLOADS),
    masked_fill: ('masked_fill_', _MASKED_FILL_OVERLOADS),
    index_put: ('index_put_', ((None, 'index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor', (('input', 'tensor', False, False), ('indices', 'index', False, False), ('values', 'tensor', False, False), ('accumulate', 'bool', True, False), ('out', 'out', True, True))),)),
    swapaxes: ('swapaxes_', ((None, 'swapaxes(Tensor self, int axis0, int axis1) -> Tensor', (('input', 'tensor', False, False), ('axis0', 'int', False, False), ('axis1', 'int', False, False))),)),
    swapdims: ('swapdims_', ((None, 'swapdims(Tensor self, int dim0, int dim1) -> Tensor', (('input', 'tensor', False, False), ('dim0', 'int', False, False), ('dim1', 'int', False, False))),)),
    tril: ('tril_', ((None, 'tril(Tensor self, int diagonal=0) -> Tensor', (('input', 'tensor', False, False), ('diagonal', 'int', True, False), ('out', 'out', True, True))),)),
    triu: ('triu_', ((None, 'triu(Tensor self, int diagonal=0) -> Tensor', (('input', 'tensor', False, False), ('diagonal', 'int', True, False), ('out', 'out', True, True))),)),
    addr: ('addr_', ((None, 'addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor', (('input', 'tensor', False, False), ('vec1', 'tensor', False, False), ('vec2', 'tensor', False, False), ('beta', 'scalar', True, True), ('alpha', 'scalar', True, True), ('out', 'out', True, True))),)),
    addbmm: ('addbmm_', ((None, 'addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor', (('input', 'tensor', False, False), ('batch1', 'tensor', False, False), ('batch2', 'tensor', False, False), ('beta', 'scalar', True, True), ('alpha', 'scalar', True, True), ('out', 'out', True, True))),)),
    selu: ('selu_', ((None, 'selu(Tensor self) -> Tensor', (('input', 'tensor', False, False), ('out', 'out', True, True))),)),
    celu: ('celu_', ((None, 'celu(Tensor self, Scalar alpha=1.0) -> Tensor', (('input', 'tensor', False, False), ('alpha', 'scalar', True, False), ('out', 'out', True, True))),)),
    threshold: ('threshold_', ((None, 'threshold(Tensor self, float threshold, float value) -> Tensor', (('input', 'tensor', False, False), ('threshold', 'scalar', False, False), ('value', 'scalar', False, False), ('out', 'out', True, True))),)),
    rrelu: ('rrelu_', ((None, 'rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.3333333333333333, bool training=False) -> Tensor', (('input', 'tensor', False, False), ('lower', 'scalar', True, False), ('upper', 'scalar', True, False), ('training', 'bool', True, False))),)),
    dropout: ('dropout_', ((None, 'dropout(Tensor self, float p, bool train) -> Tensor', (('input', 'tensor', False, False), ('p', 'scalar', False, False), ('train', 'bool', False, False))),)),
    alpha_dropout: ('alpha_dropout_', ((None, 'alpha_dropout(Tensor self, float p, bool train) -> Tensor', (('input', 'tensor', False, False), ('p', 'scalar', False, False), ('train', 'bool', False, False))),)),
    feature_dropout: ('feature_dropout_', ((None, 'feature_dropout(Tensor self, float p, bool train) -> Tensor', (('input', 'tensor', False, False), ('p', 'scalar', False, False), ('train', 'bool', False, False))),)),
    feature_alpha_dropout: ('feature_alpha_dropout_', ((None, 'feature_alpha_dropout(Tensor self, float p, bool train) -> Tensor', (('input', 'tensor', False, False), ('p', 'scalar', False, False), ('train', 'bool', False, False))),)),
}

# The arguments (positions after self, keywords) of each in-place op that take no gradient (indices, masks): one
# that requires grad leaves the written tensor out of the graph, as PyTorch's x.scatter_(0, index, 2.5)
INPLACE_NOT_DIFFERENTIABLE = {
    index_reduce: ((1,), ('index',)),
    masked_scatter: ((0,), ('mask',)),
    scatter: ((1,), ('index',)),
    scatter_add: ((1,), ('index',)),
    scatter_reduce: ((1,), ('index',)),
    index_add: ((1,), ('index',)),
    index_copy: ((1,), ('index',)),
    index_fill: ((1,), ('index',)),
    masked_fill: ((0,), ('mask',)),
}

# Tensor.<name>(...): the ops users call as methods
METHODS = {
    'add': add,
    'add_': add_,
    'sub': sub,
    'sub_': sub_,
    'subtract': sub,
    'subtract_': sub_,
    'mul': mul,
    'mul_': mul_,
    'multiply': mul,
    'multiply_': mul_,
    'div': div,
    'div_': div_,
    'divide': div,
    'divide_': div_,
    'neg': neg,
    'neg_': neg_,
    'negative': neg,
    'negative_': neg_,
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
    'absolute': abs,
    'absolute_': abs_,
    'sign': sign,
    'sign_': sign_,
    'maximum': maximum,
    'minimum': minimum,
    'clamp': clamp,
    'clamp_': clamp_,
    'clip': clamp,
    'clip_': clamp_,
    'eq': eq,
    'eq_': eq_,
    'ne': ne,
    'ne_': ne_,
    'not_equal': ne,
    'not_equal_': ne_,
    'lt': lt,
    'lt_': lt_,
    'less': lt,
    'less_': lt_,
    'le': le,
    'le_': le_,
    'less_equal': le,
    'less_equal_': le_,
    'gt': gt,
    'gt_': gt_,
    'greater': gt,
    'greater_': gt_,
    'ge': ge,
    'ge_': ge_,
    'greater_equal': ge,
    'greater_equal_': ge_,
    'logical_and': logical_and,
    'logical_and_': logical_and_,
    'logical_or': logical_or,
    'logical_or_': logical_or_,
    'logical_xor': logical_xor,
    'logical_xor_': logical_xor_,
    'logical_not': logical_not,
    'logical_not_': logical_not_,
    'sum': sum,
    'mean': mean,
    'max': max,
    'min': min,
    'amax': amax,
    'amin': amin,
    'matmul': matmul,
    'ravel': ravel,
    'select': select,
    'reshape': reshape,
    'view': view,
    'transpose': transpose,
    'transpose_': transpose_,
    'permute': permute,
    't': t,
    't_': t_,
    'expand': expand,
    'squeeze': squeeze,
    'squeeze_': squeeze_,
    'unsqueeze': unsqueeze,
    'unsqueeze_': unsqueeze_,
    'clone': clone,
    'true_divide': true_divide,
    'true_divide_': true_divide_,
    'positive': positive,
    'clamp_min': clamp_min,
    'clamp_min_': clamp_min_,
    'clamp_max': clamp_max,
    'clamp_max_': clamp_max_,
    'float_power': float_power,
    'fmax': fmax,
    'fmin': fmin,
    'heaviside': heaviside,
    'heaviside_': heaviside_,
    'sinc': sinc,
    'sinc_': sinc_,
    'signbit': signbit,
    'logit': logit,
    'logit_': logit_,
    'logaddexp': logaddexp,
    'logaddexp2': logaddexp2,
    'deg2rad': deg2rad,
    'deg2rad_': deg2rad_,
    'rad2deg': rad2deg,
    'rad2deg_': rad2deg_,
    'ldexp': ldexp,
    'ldexp_': ldexp_,
    'nextafter': nextafter,
    'nextafter_': nextafter_,
    'mvlgamma': mvlgamma,
    'mvlgamma_': mvlgamma_,
    'i0': i0,
    'i0_': i0_,
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
    'fix': trunc,
    'fix_': trunc_,
    'frac': frac,
    'frac_': frac_,
    'sgn': sgn,
    'sgn_': sgn_,
    'frexp': frexp,
    'gcd': gcd,
    'gcd_': gcd_,
    'lcm': lcm,
    'lcm_': lcm_,
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
    'nansum': nansum,
    'nanmean': nanmean,
    'nanmedian': nanmedian,
    'quantile': quantile,
    'nanquantile': nanquantile,
    'diff': diff,
    'cov': cov,
    'corrcoef': corrcoef,
    'histc': histc,
    'bincount': bincount,
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
    'cumsum_': cumsum_,
    'cumprod': cumprod,
    'cumprod_': cumprod_,
    'logcumsumexp': logcumsumexp,
    'renorm': renorm,
    'renorm_': renorm_,
    'sort': sort,
    'argsort': argsort,
    'topk': topk,
    'kthvalue': kthvalue,
    'median': median,
    'mode': mode,
    'unique': unique,
    'unique_consecutive': unique_consecutive,
    'argwhere': argwhere,
    'nonzero': nonzero,
    'msort': msort,
    'index_reduce': index_reduce,
    'index_reduce_': index_reduce_,
    'select_scatter': select_scatter,
    'slice_scatter': slice_scatter,
    'diagonal_scatter': diagonal_scatter,
    'masked_scatter': masked_scatter,
    'masked_scatter_': masked_scatter_,
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
    'rot90': rot90,
    'diagflat': diagflat,
    'split_with_sizes': split_with_sizes,
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
    'swapaxes_': swapaxes_,
    'swapdims': swapdims,
    'swapdims_': swapdims_,
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
    'as_strided': as_strided,
    'hsplit': hsplit,
    'vsplit': vsplit,
    'dsplit': dsplit,
    'det': det,
    'inverse': inverse,
    'logdet': logdet,
    'slogdet': slogdet,
    'pinverse': pinverse,
    'matrix_power': matrix_power,
    'matrix_exp': matrix_exp,
    'inner': inner,
    'addr': addr,
    'addr_': addr_,
    'addbmm': addbmm,
    'addbmm_': addbmm_,
    'dist': dist,
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
    'adjoint': adjoint,
    'softmax': softmax,
    'log_softmax': log_softmax,
    'hardshrink': hardshrink,
    'prelu': prelu,
}
