"""The public ops: each takes Tensors, computes on arrays, and records its grad_fn node.

Generated from derivatives.yaml by `make regenerate`; do not edit.

An op promotes its inputs to PyTorch's result dtype, calls its forward in array_ops, and, when
grad mode is on and an input requires grad, creates the node that will run its formulas,
saving only the values those formulas read (and only for inputs that need a gradient).
"""
from collections import namedtuple

from specgrad.autograd.graph import edge
from specgrad.dispatch import (dispatch, index_arg, int_list, scalar_arg, shape_error, tensor_arg, tensor_list_arg,
                               wrapped_number)
from specgrad.dtypes import cast, float_result_type, numpy_dtype, result_type
from specgrad.generated import array_ops, nodes
from specgrad.grad_mode import is_grad_enabled
from specgrad.inplace import inplace
from specgrad.tensor import Tensor

max_dim_result = namedtuple('max', ['values', 'indices'])

min_dim_result = namedtuple('min', ['values', 'indices'])


def add(self, other):
    """add(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:54)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'add', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'add', 'other')
    try:
        result = array_ops.add(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('add', error, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AddBackward0()
    node.next_functions = (edge(self), edge(other))
    node.input_meta = ((self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    return Tensor._wrap(result, node)


def add_(self, other):
    """In place: `add` written into self (derivatives.yaml:54)."""
    return inplace(self, add, other)


def sub(self, other):
    """sub(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:63)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'sub', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'sub', 'other')
    try:
        result = array_ops.sub(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('sub', error, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SubBackward0()
    node.next_functions = (edge(self), edge(other))
    node.input_meta = ((self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    return Tensor._wrap(result, node)


def sub_(self, other):
    """In place: `sub` written into self (derivatives.yaml:63)."""
    return inplace(self, sub, other)


def mul(self, other):
    """mul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:72)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'mul', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'mul', 'other')
    try:
        result = array_ops.mul(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('mul', error, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MulBackward0()
    node.next_functions = (edge(self), edge(other))
    node.input_meta = ((self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    if self.requires_grad:
        node._saved_other = other
        node._version_of_other = other._version
    if other.requires_grad:
        node._saved_self = self
        node._version_of_self = self._version
    return Tensor._wrap(result, node)


def mul_(self, other):
    """In place: `mul` written into self (derivatives.yaml:72)."""
    return inplace(self, mul, other)


def div(self, other):
    """div(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:81)"""
    dtype = float_result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'div', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'div', 'other')
    try:
        result = array_ops.div(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('div', error, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.DivBackward0()
    node.next_functions = (edge(self), edge(other))
    node.input_meta = ((self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_other = other
    node._version_of_other = other._version
    if other.requires_grad:
        node._saved_self = self
        node._version_of_self = self._version
    return Tensor._wrap(result, node)


def div_(self, other):
    """In place: `div` written into self (derivatives.yaml:81)."""
    return inplace(self, div, other)


def neg(self):
    """neg(Tensor self) -> Tensor   (derivatives.yaml:92)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'neg', 'self')
    try:
        result = array_ops.neg(self._data)
    except ValueError as error:
        raise shape_error('neg', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.NegBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    return Tensor._wrap(result, node)


def neg_(self):
    """In place: `neg` written into self (derivatives.yaml:92)."""
    return inplace(self, neg)


def reciprocal(self):
    """reciprocal(Tensor self) -> Tensor   (derivatives.yaml:100)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'reciprocal', 'self')
    dtype = float_result_type(self)
    try:
        result = array_ops.reciprocal(cast(self, dtype))
    except ValueError as error:
        raise shape_error('reciprocal', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ReciprocalBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def reciprocal_(self):
    """In place: `reciprocal` written into self (derivatives.yaml:100)."""
    return inplace(self, reciprocal)


def _pow_Tensor_Scalar(self, exponent):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor   (derivatives.yaml:110)"""
    exponent = scalar_arg(exponent, 'pow', 'exponent')
    dtype = result_type(self, exponent)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'pow', 'self')
    try:
        result = array_ops.pow_Tensor_Scalar(cast(self, dtype), exponent)
    except ValueError as error:
        raise shape_error('pow', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PowBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_exponent = exponent
    node._saved_self = self
    node._version_of_self = self._version
    return Tensor._wrap(result, node)


def _pow_Tensor_Tensor(self, exponent):
    """pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor   (derivatives.yaml:125)"""
    dtype = result_type(self, exponent)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'pow', 'self')
    if not isinstance(exponent, Tensor):
        exponent = wrapped_number(exponent, dtype, 'pow', 'exponent')
    try:
        result = array_ops.pow_Tensor_Tensor(cast(self, dtype), cast(exponent, dtype))
    except ValueError as error:
        raise shape_error('pow', error, self, exponent) from None
    if not (self.requires_grad or exponent.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PowBackward1()
    node.next_functions = (edge(self), edge(exponent))
    node.input_meta = ((self._data.shape, self._data.dtype), (exponent._data.shape, exponent._data.dtype))
    if self.requires_grad:
        node._saved_exponent = exponent
        node._version_of_exponent = exponent._version
    node._saved_self = self
    node._version_of_self = self._version
    if exponent.requires_grad:
        node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _pow_Scalar(self, exponent):
    """pow.Scalar(Scalar self, Tensor exponent) -> Tensor   (derivatives.yaml:135)"""
    self = scalar_arg(self, 'pow', 'self')
    dtype = result_type(self, exponent)
    if not isinstance(exponent, Tensor):
        exponent = wrapped_number(exponent, dtype, 'pow', 'exponent')
    try:
        result = array_ops.pow_Scalar(self, cast(exponent, dtype))
    except ValueError as error:
        raise shape_error('pow', error, exponent) from None
    if not exponent.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.PowBackward2()
    node.next_functions = (edge(exponent),)
    node.input_meta = ((exponent._data.shape, exponent._data.dtype),)
    node._saved_result = result
    node._saved_self = self
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def pow(*args, **kwargs):
    """pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor
    pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor
    pow.Scalar(Scalar self, Tensor exponent) -> Tensor
    (derivatives.yaml:110, 125, 135) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('pow', _POW_OVERLOADS, args, kwargs)


_POW_OVERLOADS = (
    (_pow_Tensor_Scalar, 'pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor', (('self', 'tensor', False), ('exponent', 'scalar', False))),
    (_pow_Tensor_Tensor, 'pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor', (('self', 'tensor', False), ('exponent', 'tensor', False))),
    (_pow_Scalar, 'pow.Scalar(Scalar self, Tensor exponent) -> Tensor', (('self', 'scalar', False), ('exponent', 'tensor', False))),
)


def pow_(self, *args, **kwargs):
    """In place: `pow` written into self (derivatives.yaml:110)."""
    return inplace(self, pow, *args, **kwargs)


def exp(self):
    """exp(Tensor self) -> Tensor   (derivatives.yaml:146)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'exp', 'self')
    dtype = float_result_type(self)
    try:
        result = array_ops.exp(cast(self, dtype))
    except ValueError as error:
        raise shape_error('exp', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ExpBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def exp_(self):
    """In place: `exp` written into self (derivatives.yaml:146)."""
    return inplace(self, exp)


def log(self):
    """log(Tensor self) -> Tensor   (derivatives.yaml:155)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'log', 'self')
    dtype = float_result_type(self)
    try:
        result = array_ops.log(cast(self, dtype))
    except ValueError as error:
        raise shape_error('log', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.LogBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self = self
    node._version_of_self = self._version
    return Tensor._wrap(result, node)


def log_(self):
    """In place: `log` written into self (derivatives.yaml:155)."""
    return inplace(self, log)


def sqrt(self):
    """sqrt(Tensor self) -> Tensor   (derivatives.yaml:165)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'sqrt', 'self')
    dtype = float_result_type(self)
    try:
        result = array_ops.sqrt(cast(self, dtype))
    except ValueError as error:
        raise shape_error('sqrt', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SqrtBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def sqrt_(self):
    """In place: `sqrt` written into self (derivatives.yaml:165)."""
    return inplace(self, sqrt)


def sin(self):
    """sin(Tensor self) -> Tensor   (derivatives.yaml:175)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'sin', 'self')
    dtype = float_result_type(self)
    try:
        result = array_ops.sin(cast(self, dtype))
    except ValueError as error:
        raise shape_error('sin', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SinBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self = self
    node._version_of_self = self._version
    return Tensor._wrap(result, node)


def sin_(self):
    """In place: `sin` written into self (derivatives.yaml:175)."""
    return inplace(self, sin)


def cos(self):
    """cos(Tensor self) -> Tensor   (derivatives.yaml:184)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'cos', 'self')
    dtype = float_result_type(self)
    try:
        result = array_ops.cos(cast(self, dtype))
    except ValueError as error:
        raise shape_error('cos', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CosBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self = self
    node._version_of_self = self._version
    return Tensor._wrap(result, node)


def cos_(self):
    """In place: `cos` written into self (derivatives.yaml:184)."""
    return inplace(self, cos)


def tanh(self):
    """tanh(Tensor self) -> Tensor   (derivatives.yaml:193)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'tanh', 'self')
    dtype = float_result_type(self)
    try:
        result = array_ops.tanh(cast(self, dtype))
    except ValueError as error:
        raise shape_error('tanh', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.TanhBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def tanh_(self):
    """In place: `tanh` written into self (derivatives.yaml:193)."""
    return inplace(self, tanh)


def sigmoid(self):
    """sigmoid(Tensor self) -> Tensor   (derivatives.yaml:202)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'sigmoid', 'self')
    dtype = float_result_type(self)
    try:
        result = array_ops.sigmoid(cast(self, dtype))
    except ValueError as error:
        raise shape_error('sigmoid', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SigmoidBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def sigmoid_(self):
    """In place: `sigmoid` written into self (derivatives.yaml:202)."""
    return inplace(self, sigmoid)


def relu(self):
    """relu(Tensor self) -> Tensor   (derivatives.yaml:211)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'relu', 'self')
    try:
        result = array_ops.relu(self._data)
    except ValueError as error:
        raise shape_error('relu', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ReluBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def relu_(self):
    """In place: `relu` written into self (derivatives.yaml:211)."""
    return inplace(self, relu)


def abs(self):
    """abs(Tensor self) -> Tensor   (derivatives.yaml:219)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'abs', 'self')
    try:
        result = array_ops.abs(self._data)
    except ValueError as error:
        raise shape_error('abs', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AbsBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self = self
    node._version_of_self = self._version
    return Tensor._wrap(result, node)


def abs_(self):
    """In place: `abs` written into self (derivatives.yaml:219)."""
    return inplace(self, abs)


def sign(self):
    """sign(Tensor self) -> Tensor   (derivatives.yaml:228)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'sign', 'self')
    try:
        result = array_ops.sign(self._data)
    except ValueError as error:
        raise shape_error('sign', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SignBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    return Tensor._wrap(result, node)


def sign_(self):
    """In place: `sign` written into self (derivatives.yaml:228)."""
    return inplace(self, sign)


def maximum(self, other):
    """maximum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:237)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'maximum', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'maximum', 'other')
    try:
        result = array_ops.maximum(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('maximum', error, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaximumBackward0()
    node.next_functions = (edge(self), edge(other))
    node.input_meta = ((self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def minimum(self, other):
    """minimum(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:246)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'minimum', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'minimum', 'other')
    try:
        result = array_ops.minimum(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('minimum', error, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MinimumBackward0()
    node.next_functions = (edge(self), edge(other))
    node.input_meta = ((self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def clamp(self, min=None, max=None):
    """clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor   (derivatives.yaml:254)"""
    min = scalar_arg(min, 'clamp', 'min')
    max = scalar_arg(max, 'clamp', 'max')
    dtype = result_type(self, min, max)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'clamp', 'self')
    try:
        result = array_ops.clamp(cast(self, dtype), min, max)
    except ValueError as error:
        raise shape_error('clamp', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ClampBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_min = min
    node._saved_max = max
    return Tensor._wrap(result, node)


def clamp_(self, min=None, max=None):
    """In place: `clamp` written into self (derivatives.yaml:254)."""
    return inplace(self, clamp, min, max)


def where(condition, self, other):
    """where(Tensor condition, Tensor self, Tensor other) -> Tensor   (derivatives.yaml:266)"""
    dtype = result_type(condition, self, other)
    if not isinstance(condition, Tensor):
        condition = wrapped_number(condition, dtype, 'where', 'condition')
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'where', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'where', 'other')
    try:
        result = array_ops.where(cast(condition, dtype), cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('where', error, condition, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.WhereBackward0()
    node.next_functions = (edge(condition), edge(self), edge(other))
    node.input_meta = ((condition._data.shape, condition._data.dtype), (self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_condition = condition
    node._version_of_condition = condition._version
    return Tensor._wrap(result, node)


def eq(self, other):
    """eq(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:283)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'eq', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'eq', 'other')
    try:
        result = array_ops.eq(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('eq', error, self, other) from None
    return Tensor._wrap(result)


def ne(self, other):
    """ne(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:291)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'ne', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'ne', 'other')
    try:
        result = array_ops.ne(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('ne', error, self, other) from None
    return Tensor._wrap(result)


def lt(self, other):
    """lt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:299)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'lt', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'lt', 'other')
    try:
        result = array_ops.lt(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('lt', error, self, other) from None
    return Tensor._wrap(result)


def le(self, other):
    """le(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:306)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'le', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'le', 'other')
    try:
        result = array_ops.le(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('le', error, self, other) from None
    return Tensor._wrap(result)


def gt(self, other):
    """gt(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:314)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'gt', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'gt', 'other')
    try:
        result = array_ops.gt(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('gt', error, self, other) from None
    return Tensor._wrap(result)


def ge(self, other):
    """ge(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:321)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'ge', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'ge', 'other')
    try:
        result = array_ops.ge(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('ge', error, self, other) from None
    return Tensor._wrap(result)


def logical_and(self, other):
    """logical_and(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:329)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'logical_and', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'logical_and', 'other')
    try:
        result = array_ops.logical_and(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('logical_and', error, self, other) from None
    return Tensor._wrap(result)


def logical_or(self, other):
    """logical_or(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:337)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'logical_or', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'logical_or', 'other')
    try:
        result = array_ops.logical_or(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('logical_or', error, self, other) from None
    return Tensor._wrap(result)


def logical_not(self):
    """logical_not(Tensor self) -> Tensor   (derivatives.yaml:345)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'logical_not', 'self')
    try:
        result = array_ops.logical_not(self._data)
    except ValueError as error:
        raise shape_error('logical_not', error, self) from None
    return Tensor._wrap(result)


def sum(self, dim=None, keepdim=False):
    """sum(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:355)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'sum', 'self')
    dim = int_list(dim)
    try:
        result = array_ops.sum(self._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('sum', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SumBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_self_shape = self._data.shape
    return Tensor._wrap(result, node)


def mean(self, dim=None, keepdim=False):
    """mean(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor   (derivatives.yaml:368)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'mean', 'self')
    dim = int_list(dim)
    dtype = float_result_type(self)
    try:
        result = array_ops.mean(cast(self, dtype), dim, keepdim)
    except ValueError as error:
        raise shape_error('mean', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MeanBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_self_shape = self._data.shape
    return Tensor._wrap(result, node)


def _max_default(self):
    """max(Tensor self) -> Tensor   (derivatives.yaml:380)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'max', 'self')
    try:
        result = array_ops.max(self._data)
    except ValueError as error:
        raise shape_error('max', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaxBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _max_dim(self, dim, keepdim=False):
    """max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:389)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'max', 'self')
    try:
        values, indices = array_ops.max_dim(self._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('max', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return max_dim_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.MaxBackward1()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_indices = indices
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_self_shape = self._data.shape
    outputs = max_dim_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def _max_other(self, other):
    """max.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:400)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'max', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'max', 'other')
    try:
        result = array_ops.max_other(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('max', error, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MaxBackward2()
    node.next_functions = (edge(self), edge(other))
    node.input_meta = ((self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def max(*args, **kwargs):
    """max(Tensor self) -> Tensor
    max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    max.other(Tensor self, Tensor other) -> Tensor
    (derivatives.yaml:380, 389, 400) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('max', _MAX_OVERLOADS, args, kwargs)


_MAX_OVERLOADS = (
    (_max_default, 'max(Tensor self) -> Tensor', (('self', 'tensor', False), )),
    (_max_dim, 'max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('self', 'tensor', False), ('dim', 'int', False), ('keepdim', 'bool', True))),
    (_max_other, 'max.other(Tensor self, Tensor other) -> Tensor', (('self', 'tensor', False), ('other', 'tensor', False))),
)


def _min_default(self):
    """min(Tensor self) -> Tensor   (derivatives.yaml:408)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'min', 'self')
    try:
        result = array_ops.min(self._data)
    except ValueError as error:
        raise shape_error('min', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MinBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_result = result
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def _min_dim(self, dim, keepdim=False):
    """min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)   (derivatives.yaml:416)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'min', 'self')
    try:
        values, indices = array_ops.min_dim(self._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('min', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return min_dim_result(Tensor._wrap(values), Tensor._wrap(indices))
    node = nodes.MinBackward1()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_indices = indices
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    node._saved_self_shape = self._data.shape
    outputs = min_dim_result(Tensor._wrap(values, node), Tensor._wrap(indices))
    node._version_of_indices = outputs[1]._shared_version_counter()
    return outputs


def _min_other(self, other):
    """min.other(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:427)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'min', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'min', 'other')
    try:
        result = array_ops.min_other(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('min', error, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MinBackward2()
    node.next_functions = (edge(self), edge(other))
    node.input_meta = ((self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def min(*args, **kwargs):
    """min(Tensor self) -> Tensor
    min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
    min.other(Tensor self, Tensor other) -> Tensor
    (derivatives.yaml:408, 416, 427) The first overload whose parameters fit the arguments runs.
    """
    return dispatch('min', _MIN_OVERLOADS, args, kwargs)


_MIN_OVERLOADS = (
    (_min_default, 'min(Tensor self) -> Tensor', (('self', 'tensor', False), )),
    (_min_dim, 'min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)', (('self', 'tensor', False), ('dim', 'int', False), ('keepdim', 'bool', True))),
    (_min_other, 'min.other(Tensor self, Tensor other) -> Tensor', (('self', 'tensor', False), ('other', 'tensor', False))),
)


def amax(self, dim=(), keepdim=False):
    """amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:435)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'amax', 'self')
    dim = int_list(dim)
    try:
        result = array_ops.amax(self._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('amax', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AmaxBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_result = result
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def amin(self, dim=(), keepdim=False):
    """amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor   (derivatives.yaml:447)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'amin', 'self')
    dim = int_list(dim)
    try:
        result = array_ops.amin(self._data, dim, keepdim)
    except ValueError as error:
        raise shape_error('amin', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.AminBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_result = result
    node._saved_dim = dim
    node._saved_keepdim = keepdim
    output = Tensor._wrap(result, node)
    node._version_of_result = output._shared_version_counter()
    return output


def matmul(self, other):
    """matmul(Tensor self, Tensor other) -> Tensor   (derivatives.yaml:459)"""
    dtype = result_type(self, other)
    if not isinstance(self, Tensor):
        self = wrapped_number(self, dtype, 'matmul', 'self')
    if not isinstance(other, Tensor):
        other = wrapped_number(other, dtype, 'matmul', 'other')
    try:
        result = array_ops.matmul(cast(self, dtype), cast(other, dtype))
    except ValueError as error:
        raise shape_error('matmul', error, self, other) from None
    if not (self.requires_grad or other.requires_grad) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.MatmulBackward0()
    node.next_functions = (edge(self), edge(other))
    node.input_meta = ((self._data.shape, self._data.dtype), (other._data.shape, other._data.dtype))
    node._saved_self = self
    node._version_of_self = self._version
    node._saved_other = other
    node._version_of_other = other._version
    return Tensor._wrap(result, node)


def reshape(self, *shape):
    """reshape(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:477)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'reshape', 'self')
    shape = int_list(shape, varargs=True)
    try:
        result = array_ops.reshape(self._data, shape)
    except ValueError as error:
        raise shape_error('reshape', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(self)
    node = nodes.ReshapeBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self_shape = self._data.shape
    return Tensor._wrap(result, node)._as_view_of(self)


def view(self, *size):
    """view(Tensor self, int[] size) -> Tensor   (derivatives.yaml:489)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'view', 'self')
    size = int_list(size, varargs=True)
    try:
        result = array_ops.view(self._data, size)
    except ValueError as error:
        raise shape_error('view', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(self)
    node = nodes.ViewBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self_shape = self._data.shape
    return Tensor._wrap(result, node)._as_view_of(self)


def transpose(self, dim0, dim1):
    """transpose(Tensor self, int dim0, int dim1) -> Tensor   (derivatives.yaml:502)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'transpose', 'self')
    try:
        result = array_ops.transpose(self._data, dim0, dim1)
    except ValueError as error:
        raise shape_error('transpose', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(self)
    node = nodes.TransposeBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_dim0 = dim0
    node._saved_dim1 = dim1
    return Tensor._wrap(result, node)._as_view_of(self)


def permute(self, *dims):
    """permute(Tensor self, int[] dims) -> Tensor   (derivatives.yaml:513)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'permute', 'self')
    dims = int_list(dims, varargs=True)
    try:
        result = array_ops.permute(self._data, dims)
    except ValueError as error:
        raise shape_error('permute', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(self)
    node = nodes.PermuteBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_dims = dims
    return Tensor._wrap(result, node)._as_view_of(self)


def t(self):
    """t(Tensor self) -> Tensor   (derivatives.yaml:524)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 't', 'self')
    try:
        result = array_ops.t(self._data)
    except ValueError as error:
        raise shape_error('t', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(self)
    node = nodes.TBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    return Tensor._wrap(result, node)._as_view_of(self)


def expand(self, *size):
    """expand(Tensor self, int[] size) -> Tensor   (derivatives.yaml:533)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'expand', 'self')
    size = int_list(size, varargs=True)
    try:
        result = array_ops.expand(self._data, size)
    except ValueError as error:
        raise shape_error('expand', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(self)
    node = nodes.ExpandBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self_shape = self._data.shape
    return Tensor._wrap(result, node)._as_view_of(self)


def sum_to(self, *shape):
    """sum_to(Tensor self, int[] shape) -> Tensor   (derivatives.yaml:546)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'sum_to', 'self')
    shape = int_list(shape, varargs=True)
    try:
        result = array_ops.sum_to(self._data, shape)
    except ValueError as error:
        raise shape_error('sum_to', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.SumToBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self_shape = self._data.shape
    return Tensor._wrap(result, node)


def squeeze(self, dim=None):
    """squeeze(Tensor self, int? dim=None) -> Tensor   (derivatives.yaml:555)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'squeeze', 'self')
    try:
        result = array_ops.squeeze(self._data, dim)
    except ValueError as error:
        raise shape_error('squeeze', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(self)
    node = nodes.SqueezeBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self_shape = self._data.shape
    return Tensor._wrap(result, node)._as_view_of(self)


def unsqueeze(self, dim):
    """unsqueeze(Tensor self, int dim) -> Tensor   (derivatives.yaml:567)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'unsqueeze', 'self')
    try:
        result = array_ops.unsqueeze(self._data, dim)
    except ValueError as error:
        raise shape_error('unsqueeze', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(self)
    node = nodes.UnsqueezeBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_self_shape = self._data.shape
    return Tensor._wrap(result, node)._as_view_of(self)


def index(self, indices):
    """index(Tensor self, Index indices) -> Tensor   (derivatives.yaml:579)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'index', 'self')
    indices = index_arg(indices)
    try:
        result = array_ops.index(self._data, indices)
    except ValueError as error:
        raise shape_error('index', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)._as_view_of(self)
    node = nodes.IndexBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    node._saved_indices = indices
    node._saved_self_shape = self._data.shape
    return Tensor._wrap(result, node)._as_view_of(self)


def index_backward(grad_output, shape, indices):
    """index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor   (derivatives.yaml:594)"""
    if not isinstance(grad_output, Tensor):
        grad_output = tensor_arg(grad_output, 'index_backward', 'grad_output')
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


def cat(tensors, dim=0):
    """cat(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:603)"""
    tensors = tensor_list_arg(tensors, 'cat', 'tensors')
    dtype = result_type(*tensors)
    try:
        result = array_ops.cat([cast(t, dtype) for t in tensors], dim)
    except ValueError as error:
        raise shape_error('cat', error, tensors) from None
    if not any(t.requires_grad for t in tensors) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CatBackward0()
    node.next_functions = tuple(edge(t) for t in tensors)
    node.input_meta = tuple((t._data.shape, t._data.dtype) for t in tensors)
    node._saved_dim = dim
    node._saved_tensors_shapes = [t._data.shape for t in tensors]
    return Tensor._wrap(result, node)


def stack(tensors, dim=0):
    """stack(Tensor[] tensors, int dim=0) -> Tensor   (derivatives.yaml:614)"""
    tensors = tensor_list_arg(tensors, 'stack', 'tensors')
    dtype = result_type(*tensors)
    try:
        result = array_ops.stack([cast(t, dtype) for t in tensors], dim)
    except ValueError as error:
        raise shape_error('stack', error, tensors) from None
    if not any(t.requires_grad for t in tensors) or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.StackBackward0()
    node.next_functions = tuple(edge(t) for t in tensors)
    node.input_meta = tuple((t._data.shape, t._data.dtype) for t in tensors)
    node._saved_dim = dim
    return Tensor._wrap(result, node)


def clone(self):
    """clone(Tensor self) -> Tensor   (derivatives.yaml:627)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, 'clone', 'self')
    try:
        result = array_ops.clone(self._data)
    except ValueError as error:
        raise shape_error('clone', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.CloneBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    return Tensor._wrap(result, node)


def _to_copy(self, dtype):
    """_to_copy(Tensor self, ScalarType dtype) -> Tensor   (derivatives.yaml:635)"""
    if not isinstance(self, Tensor):
        self = tensor_arg(self, '_to_copy', 'self')
    dtype = numpy_dtype(dtype)
    try:
        result = array_ops._to_copy(self._data, dtype)
    except ValueError as error:
        raise shape_error('_to_copy', error, self) from None
    if not self.requires_grad or not is_grad_enabled():
        return Tensor._wrap(result)
    node = nodes.ToCopyBackward0()
    node.next_functions = (edge(self),)
    node.input_meta = ((self._data.shape, self._data.dtype),)
    return Tensor._wrap(result, node)


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
}
