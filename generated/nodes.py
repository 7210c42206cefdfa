"""grad_fn classes: one Node subclass per op of derivatives.yaml, named as in PyTorch.

Generated from derivatives.yaml by `make regenerate`; do not edit.

Each class keeps only what its formulas read (`_saved_<name>`, as PyTorch exposes them), and has
two backward methods rendered from the same formulas: `apply` on raw arrays (NumPy or a fused
kernel), used by a plain backward, and `apply_differentiable` on Tensors with specgrad ops,
recorded in the graph, used by backward(create_graph=True). Both return one gradient per edge
in `next_functions`, in the output's shape; the engine sums away broadcasting.
"""
import numpy as np

from specgrad import formula_helpers as helpers
from specgrad.autograd.graph import Node
from specgrad.generated import array_ops, kernels, ops
from specgrad.tensor import Tensor


class AddBackward0(Node):
    """Backward of `add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:85)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 85
    formulas = {
        'self': 'grad',
        'other': 'maybe_multiply(grad, alpha)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: maybe_multiply(grad, alpha)
            alpha = self._saved_alpha
            grad_other = helpers.maybe_multiply(grad, alpha)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class SubBackward0(Node):
    """Backward of `sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:104)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 104
    formulas = {
        'self': 'grad',
        'other': '-maybe_multiply(grad, alpha)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -maybe_multiply(grad, alpha)
            alpha = self._saved_alpha
            grad_other = -helpers.maybe_multiply(grad, alpha)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class MulBackward0(Node):
    """Backward of `mul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:123)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 123
    formulas = {
        'self': 'grad * other',
        'other': 'grad * self',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * other
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = grad * other
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * self
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = grad * self_
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * other
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = grad * other
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * self
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = grad * self_
        return grad_self, grad_other


class DivBackward0(Node):
    """Backward of `div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor` (derivatives.yaml:133)."""

    __slots__ = ('_saved_rounding_mode', '_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 133
    formulas = {
        'self': 'grad / other if rounding_mode is None else grad * 0',
        'other': '-grad * ((self / other) / other) if rounding_mode is None else grad * 0',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / other if rounding_mode is None else grad * 0
            rounding_mode = self._saved_rounding_mode
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = grad / other if rounding_mode is None else grad * 0
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * ((self / other) / other) if rounding_mode is None else grad * 0
            rounding_mode = self._saved_rounding_mode
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = kernels.divbackward0_other(grad, self_, other) if rounding_mode is None else grad * 0
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / other if rounding_mode is None else grad * 0
            rounding_mode = self._saved_rounding_mode
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = grad / other if rounding_mode is None else grad * 0
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * ((self / other) / other) if rounding_mode is None else grad * 0
            rounding_mode = self._saved_rounding_mode
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = -grad * (self_ / other / other) if rounding_mode is None else grad * 0
        return grad_self, grad_other


class NegBackward0(Node):
    """Backward of `neg(Tensor self) -> Tensor` (derivatives.yaml:157)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 157
    formulas = {
        'self': '-grad',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad
            grad_self = -grad
        return grad_self,

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class ReciprocalBackward0(Node):
    """Backward of `reciprocal(Tensor self) -> Tensor` (derivatives.yaml:166)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 166
    formulas = {
        'self': '-grad * result * result',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad * result * result
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.reciprocalbackward0_self(grad, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad * result * result
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = -grad * result * result
        return grad_self,


class PowBackward0(Node):
    """Backward of `pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor` (derivatives.yaml:176)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 176
    formulas = {
        'self': 'grad * 0 if exponent == 0 else grad * exponent * self ** (exponent - 1)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 0 if exponent == 0 else grad * exponent * self ** (exponent - 1)
            exponent = self._saved_exponent
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad * 0 if exponent == 0 else grad * exponent * self_ ** (exponent - 1)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 0 if exponent == 0 else grad * exponent * self ** (exponent - 1)
            exponent = self._saved_exponent
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * 0 if exponent == 0 else grad * exponent * self_ ** (exponent - 1)
        return grad_self,


class PowBackward1(Node):
    """Backward of `pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor` (derivatives.yaml:191)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_saved_result', '_version_of_exponent', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_exponent', '_saved_self', '_saved_result')
    spec_line = 191
    formulas = {
        'self': 'where(exponent == 0, 0, grad * exponent * self ** (exponent - 1))',
        'exponent': 'where((self == 0) & (exponent >= 0), 0, grad * result * log(self))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(exponent == 0, 0, grad * exponent * self ** (exponent - 1))
            exponent = self._unpack(self._saved_exponent, self._version_of_exponent)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.powbackward1_self(exponent, grad, self_)
        grad_exponent = None
        if self.next_functions[1][0] is not None:
            # exponent: where((self == 0) & (exponent >= 0), 0, grad * result * log(self))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            exponent = self._unpack(self._saved_exponent, self._version_of_exponent)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_exponent = kernels.powbackward1_exponent(self_, exponent, grad, result)
        return grad_self, grad_exponent

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(exponent == 0, 0, grad * exponent * self ** (exponent - 1))
            exponent = self._unpack(self._saved_exponent, self._version_of_exponent)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = ops.where(exponent == 0, 0, grad * exponent * self_ ** (exponent - 1))
        grad_exponent = None
        if self.next_functions[1][0] is not None:
            # exponent: where((self == 0) & (exponent >= 0), 0, grad * result * log(self))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            exponent = self._unpack(self._saved_exponent, self._version_of_exponent)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_exponent = ops.where((self_ == 0) & (exponent >= 0), 0, grad * result * ops.log(self_))
        return grad_self, grad_exponent


class PowBackward2(Node):
    """Backward of `pow.Scalar(Scalar self, Tensor exponent) -> Tensor` (derivatives.yaml:203)."""

    __slots__ = ('_saved_result', '_saved_exponent', '_saved_self', '_version_of_result', '_version_of_exponent')
    _saved_tensor_slots = ('_saved_result', '_saved_exponent')
    spec_line = 203
    formulas = {
        'exponent': 'grad * where((exponent >= 0) & (self == 0), 0, result * log(self))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_exponent = None
        if self.next_functions[0][0] is not None:
            # exponent: grad * where((exponent >= 0) & (self == 0), 0, result * log(self))
            result = self._unpack_output(self._saved_result, self._version_of_result)
            exponent = self._unpack(self._saved_exponent, self._version_of_exponent)._data
            self_ = self._saved_self
            grad_exponent = kernels.powbackward2_exponent(grad, exponent, self_, result)
        return grad_exponent,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_exponent = None
        if self.next_functions[0][0] is not None:
            # exponent: grad * where((exponent >= 0) & (self == 0), 0, result * log(self))
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            exponent = self._unpack(self._saved_exponent, self._version_of_exponent)
            self_ = self._saved_self
            grad_exponent = grad * ops.where((exponent >= 0) & (self_ == 0), 0, result * np.log(self_))
        return grad_exponent,


class ExpBackward0(Node):
    """Backward of `exp(Tensor self) -> Tensor` (derivatives.yaml:216)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 216
    formulas = {
        'self': 'grad * result',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * result
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = grad * result
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * result
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad * result
        return grad_self,


class LogBackward0(Node):
    """Backward of `log(Tensor self) -> Tensor` (derivatives.yaml:225)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 225
    formulas = {
        'self': 'grad / self',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / self
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad / self_
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / self
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / self_
        return grad_self,


class SqrtBackward0(Node):
    """Backward of `sqrt(Tensor self) -> Tensor` (derivatives.yaml:235)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 235
    formulas = {
        'self': 'grad / (2 * result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (2 * result)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.sqrtbackward0_self(grad, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (2 * result)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad / (2 * result)
        return grad_self,


class SinBackward0(Node):
    """Backward of `sin(Tensor self) -> Tensor` (derivatives.yaml:245)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 245
    formulas = {
        'self': 'grad * cos(self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * cos(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad * np.cos(self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * cos(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.cos(self_)
        return grad_self,


class CosBackward0(Node):
    """Backward of `cos(Tensor self) -> Tensor` (derivatives.yaml:254)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 254
    formulas = {
        'self': '-grad * sin(self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad * sin(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.cosbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad * sin(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = -grad * ops.sin(self_)
        return grad_self,


class TanhBackward0(Node):
    """Backward of `tanh(Tensor self) -> Tensor` (derivatives.yaml:263)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 263
    formulas = {
        'self': 'grad * (1 - result * result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (1 - result * result)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.tanhbackward0_self(grad, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (1 - result * result)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad * (1 - result * result)
        return grad_self,


class SigmoidBackward0(Node):
    """Backward of `sigmoid(Tensor self) -> Tensor` (derivatives.yaml:272)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 272
    formulas = {
        'self': 'grad * result * (1 - result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * result * (1 - result)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.sigmoidbackward0_self(grad, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * result * (1 - result)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad * result * (1 - result)
        return grad_self,


class ReluBackward0(Node):
    """Backward of `relu(Tensor self) -> Tensor` (derivatives.yaml:281)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 281
    formulas = {
        'self': 'where(result <= 0, 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(result <= 0, 0, grad)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.relubackward0_self(result, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(result <= 0, 0, grad)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = ops.where(result <= 0, 0, grad)
        return grad_self,


class AbsBackward0(Node):
    """Backward of `abs(Tensor self) -> Tensor` (derivatives.yaml:291)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 291
    formulas = {
        'self': 'grad * sign(self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * sign(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.absbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * sign(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.sign(self_)
        return grad_self,


class SignBackward0(Node):
    """Backward of `sign(Tensor self) -> Tensor` (derivatives.yaml:301)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 301
    formulas = {
        'self': 'grad * 0',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 0
            grad_self = grad * 0
        return grad_self,

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class MaximumBackward0(Node):
    """Backward of `maximum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:310)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 310
    formulas = {
        'self': 'where(self < other, 0, where(self == other, grad / 2, grad))',
        'other': 'where(other < self, 0, where(self == other, grad / 2, grad))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self < other, 0, where(self == other, grad / 2, grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = kernels.maximumbackward0_self(self_, other, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where(other < self, 0, where(self == other, grad / 2, grad))
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = kernels.maximumbackward0_other(other, self_, grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self < other, 0, where(self == other, grad / 2, grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = ops.where(self_ < other, 0, ops.where(self_ == other, grad / 2, grad))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where(other < self, 0, where(self == other, grad / 2, grad))
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = ops.where(other < self_, 0, ops.where(self_ == other, grad / 2, grad))
        return grad_self, grad_other


class MinimumBackward0(Node):
    """Backward of `minimum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:319)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 319
    formulas = {
        'self': 'where(self > other, 0, where(self == other, grad / 2, grad))',
        'other': 'where(other > self, 0, where(self == other, grad / 2, grad))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > other, 0, where(self == other, grad / 2, grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = kernels.minimumbackward0_self(self_, other, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where(other > self, 0, where(self == other, grad / 2, grad))
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = kernels.minimumbackward0_other(other, self_, grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > other, 0, where(self == other, grad / 2, grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = ops.where(self_ > other, 0, ops.where(self_ == other, grad / 2, grad))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where(other > self, 0, where(self == other, grad / 2, grad))
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = ops.where(other > self_, 0, ops.where(self_ == other, grad / 2, grad))
        return grad_self, grad_other


class ClampBackward0(Node):
    """Backward of `clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor` (derivatives.yaml:327)."""

    __slots__ = ('_saved_self', '_saved_min', '_saved_max', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 327
    formulas = {
        'self': 'where(clamp_mask(self, min, max), grad, 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(clamp_mask(self, min, max), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            min = self._saved_min
            max = self._saved_max
            grad_self = np.where(helpers.clamp_mask(self_, min, max), grad, 0)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(clamp_mask(self, min, max), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            min = self._saved_min
            max = self._saved_max
            grad_self = ops.where(helpers.clamp_mask(self_, min, max), grad, 0)
        return grad_self,


class WhereBackward0(Node):
    """Backward of `where(Tensor condition, Tensor self, Tensor other) -> Tensor` (derivatives.yaml:339)."""

    __slots__ = ('_saved_condition', '_version_of_condition')
    _saved_tensor_slots = ('_saved_condition',)
    spec_line = 339
    formulas = {
        'self': 'where(condition, grad, 0)',
        'other': 'where(condition, 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_condition = None  # condition is not differentiable
        grad_self = None
        if self.next_functions[1][0] is not None:
            # self: where(condition, grad, 0)
            condition = self._unpack(self._saved_condition, self._version_of_condition)._data
            grad_self = np.where(condition, grad, 0)
        grad_other = None
        if self.next_functions[2][0] is not None:
            # other: where(condition, 0, grad)
            condition = self._unpack(self._saved_condition, self._version_of_condition)._data
            grad_other = np.where(condition, 0, grad)
        return grad_condition, grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_condition = None  # condition is not differentiable
        grad_self = None
        if self.next_functions[1][0] is not None:
            # self: where(condition, grad, 0)
            condition = self._unpack(self._saved_condition, self._version_of_condition)
            grad_self = ops.where(condition, grad, 0)
        grad_other = None
        if self.next_functions[2][0] is not None:
            # other: where(condition, 0, grad)
            condition = self._unpack(self._saved_condition, self._version_of_condition)
            grad_other = ops.where(condition, 0, grad)
        return grad_condition, grad_self, grad_other


class SumBackward0(Node):
    """Backward of `sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:436)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 436
    formulas = {
        'self': 'expand_reduced(grad, self.shape, dim, keepdim)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: expand_reduced(grad, self.shape, dim, keepdim)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = helpers.expand_reduced(array_ops, grad, self_shape, dim, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: expand_reduced(grad, self.shape, dim, keepdim)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = helpers.expand_reduced(ops, grad, self_shape, dim, keepdim)
        return grad_self,


class MeanBackward0(Node):
    """Backward of `mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:453)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 453
    formulas = {
        'self': 'expand_reduced(grad, self.shape, dim, keepdim) / reduced_numel(self.shape, dim)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: expand_reduced(grad, self.shape, dim, keepdim) / reduced_numel(self.shape, dim)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = helpers.expand_reduced(array_ops, grad, self_shape, dim, keepdim) / helpers.reduced_numel(self_shape, dim)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: expand_reduced(grad, self.shape, dim, keepdim) / reduced_numel(self.shape, dim)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = helpers.expand_reduced(ops, grad, self_shape, dim, keepdim) / helpers.reduced_numel(self_shape, dim)
        return grad_self,


class MaxBackward0(Node):
    """Backward of `max(Tensor self) -> Tensor` (derivatives.yaml:469)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 469
    formulas = {
        'self': 'where(self == result, grad / sum(self == result), 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == result, grad / sum(self == result), 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = np.where(self_ == result, grad / array_ops.sum(self_ == result), 0)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == result, grad / sum(self == result), 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = ops.where(self_ == result, grad / ops.sum(self_ == result), 0)
        return grad_self,


class MaxBackward1(Node):
    """Backward of `max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:478)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 478
    num_outputs = 2
    formulas = {
        'self': 'where(index_mask(indices, self.shape, dim, keepdim), restore_reduced(grad, dim, keepdim), 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_mask(indices, self.shape, dim, keepdim), restore_reduced(grad, dim, keepdim), 0)
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = np.where(helpers.index_mask(indices, self_shape, dim, keepdim), helpers.restore_reduced(array_ops, grad, dim, keepdim), 0)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_mask(indices, self.shape, dim, keepdim), restore_reduced(grad, dim, keepdim), 0)
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = ops.where(helpers.index_mask(indices, self_shape, dim, keepdim), helpers.restore_reduced(ops, grad, dim, keepdim), 0)
        return grad_self,


class MaxBackward2(Node):
    """Backward of `max.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:489)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 489
    formulas = {
        'self': 'where(self < other, 0, where(self == other, grad / 2, grad))',
        'other': 'where(other < self, 0, where(self == other, grad / 2, grad))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self < other, 0, where(self == other, grad / 2, grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = kernels.maxbackward2_self(self_, other, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where(other < self, 0, where(self == other, grad / 2, grad))
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = kernels.maxbackward2_other(other, self_, grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self < other, 0, where(self == other, grad / 2, grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = ops.where(self_ < other, 0, ops.where(self_ == other, grad / 2, grad))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where(other < self, 0, where(self == other, grad / 2, grad))
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = ops.where(other < self_, 0, ops.where(self_ == other, grad / 2, grad))
        return grad_self, grad_other


class MinBackward0(Node):
    """Backward of `min(Tensor self) -> Tensor` (derivatives.yaml:497)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 497
    formulas = {
        'self': 'where(self == result, grad / sum(self == result), 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == result, grad / sum(self == result), 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = np.where(self_ == result, grad / array_ops.sum(self_ == result), 0)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == result, grad / sum(self == result), 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = ops.where(self_ == result, grad / ops.sum(self_ == result), 0)
        return grad_self,


class MinBackward1(Node):
    """Backward of `min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:505)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 505
    num_outputs = 2
    formulas = {
        'self': 'where(index_mask(indices, self.shape, dim, keepdim), restore_reduced(grad, dim, keepdim), 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_mask(indices, self.shape, dim, keepdim), restore_reduced(grad, dim, keepdim), 0)
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = np.where(helpers.index_mask(indices, self_shape, dim, keepdim), helpers.restore_reduced(array_ops, grad, dim, keepdim), 0)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_mask(indices, self.shape, dim, keepdim), restore_reduced(grad, dim, keepdim), 0)
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = ops.where(helpers.index_mask(indices, self_shape, dim, keepdim), helpers.restore_reduced(ops, grad, dim, keepdim), 0)
        return grad_self,


class MinBackward2(Node):
    """Backward of `min.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:516)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 516
    formulas = {
        'self': 'where(self > other, 0, where(self == other, grad / 2, grad))',
        'other': 'where(other > self, 0, where(self == other, grad / 2, grad))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > other, 0, where(self == other, grad / 2, grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = kernels.minbackward2_self(self_, other, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where(other > self, 0, where(self == other, grad / 2, grad))
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = kernels.minbackward2_other(other, self_, grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > other, 0, where(self == other, grad / 2, grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = ops.where(self_ > other, 0, ops.where(self_ == other, grad / 2, grad))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where(other > self, 0, where(self == other, grad / 2, grad))
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = ops.where(other > self_, 0, ops.where(self_ == other, grad / 2, grad))
        return grad_self, grad_other


class AmaxBackward0(Node):
    """Backward of `amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:524)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 524
    formulas = {
        'self': 'share_among_extrema(grad, self, result, dim, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: share_among_extrema(grad, self, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.share_among_extrema(array_ops, grad, self_, result, dim, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: share_among_extrema(grad, self, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.share_among_extrema(ops, grad, self_, result, dim, keepdim)
        return grad_self,


class AminBackward0(Node):
    """Backward of `amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:536)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 536
    formulas = {
        'self': 'share_among_extrema(grad, self, result, dim, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: share_among_extrema(grad, self, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.share_among_extrema(array_ops, grad, self_, result, dim, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: share_among_extrema(grad, self, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.share_among_extrema(ops, grad, self_, result, dim, keepdim)
        return grad_self,


class MatmulBackward0(Node):
    """Backward of `matmul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:548)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 548
    formulas = {
        'self': 'matmul_grad_self(grad, self, other)',
        'other': 'matmul_grad_other(grad, self, other)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: matmul_grad_self(grad, self, other)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = helpers.matmul_grad_self(array_ops, grad, self_, other)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: matmul_grad_other(grad, self, other)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = helpers.matmul_grad_other(array_ops, grad, self_, other)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: matmul_grad_self(grad, self, other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = helpers.matmul_grad_self(ops, grad, self_, other)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: matmul_grad_other(grad, self, other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = helpers.matmul_grad_other(ops, grad, self_, other)
        return grad_self, grad_other


class ReshapeBackward0(Node):
    """Backward of `reshape(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:567)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 567
    formulas = {
        'self': 'reshape(grad, self.shape)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = array_ops.reshape(grad, self_shape)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = ops.reshape(grad, self_shape)
        return grad_self,


class ViewBackward0(Node):
    """Backward of `view(Tensor self, int[] size) -> Tensor` (derivatives.yaml:579)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 579
    formulas = {
        'self': 'reshape(grad, self.shape)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = array_ops.reshape(grad, self_shape)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = ops.reshape(grad, self_shape)
        return grad_self,


class TransposeBackward0(Node):
    """Backward of `transpose(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:592)."""

    __slots__ = ('_saved_dim0', '_saved_dim1')
    _saved_tensor_slots = ()
    spec_line = 592
    formulas = {
        'self': 'transpose(grad, dim0, dim1)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: transpose(grad, dim0, dim1)
            dim0 = self._saved_dim0
            dim1 = self._saved_dim1
            grad_self = array_ops.transpose(grad, dim0, dim1)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: transpose(grad, dim0, dim1)
            dim0 = self._saved_dim0
            dim1 = self._saved_dim1
            grad_self = ops.transpose(grad, dim0, dim1)
        return grad_self,


class PermuteBackward0(Node):
    """Backward of `permute(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:603)."""

    __slots__ = ('_saved_dims',)
    _saved_tensor_slots = ()
    spec_line = 603
    formulas = {
        'self': 'permute(grad, inverse_permutation(dims))',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: permute(grad, inverse_permutation(dims))
            dims = self._saved_dims
            grad_self = array_ops.permute(grad, helpers.inverse_permutation(dims))
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: permute(grad, inverse_permutation(dims))
            dims = self._saved_dims
            grad_self = ops.permute(grad, helpers.inverse_permutation(dims))
        return grad_self,


class TBackward0(Node):
    """Backward of `t(Tensor self) -> Tensor` (derivatives.yaml:615)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 615
    formulas = {
        'self': 't(grad)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: t(grad)
            grad_self = array_ops.t(grad)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: t(grad)
            grad_self = ops.t(grad)
        return grad_self,


class ExpandBackward0(Node):
    """Backward of `expand(Tensor self, int[] size) -> Tensor` (derivatives.yaml:624)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 624
    formulas = {
        'self': 'grad',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        return grad_self,

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class SumToBackward0(Node):
    """Backward of `sum_to(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:638)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 638
    formulas = {
        'self': 'expand(grad, self.shape)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: expand(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = array_ops.expand(grad, self_shape)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: expand(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = ops.expand(grad, self_shape)
        return grad_self,


class SqueezeBackward0(Node):
    """Backward of `squeeze(Tensor self, int? dim=None) -> Tensor` (derivatives.yaml:647)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 647
    formulas = {
        'self': 'reshape(grad, self.shape)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = array_ops.reshape(grad, self_shape)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = ops.reshape(grad, self_shape)
        return grad_self,


class UnsqueezeBackward0(Node):
    """Backward of `unsqueeze(Tensor self, int dim) -> Tensor` (derivatives.yaml:659)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 659
    formulas = {
        'self': 'reshape(grad, self.shape)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = array_ops.reshape(grad, self_shape)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = ops.reshape(grad, self_shape)
        return grad_self,


class IndexBackward0(Node):
    """Backward of `index(Tensor self, Index indices) -> Tensor` (derivatives.yaml:672)."""

    __slots__ = ('_saved_indices', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 672
    formulas = {
        'self': 'index_backward(grad, self.shape, indices)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: index_backward(grad, self.shape, indices)
            indices = self._saved_indices
            self_shape = self._saved_self_shape
            grad_self = array_ops.index_backward(grad, self_shape, indices)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: index_backward(grad, self.shape, indices)
            indices = self._saved_indices
            self_shape = self._saved_self_shape
            grad_self = ops.index_backward(grad, self_shape, indices)
        return grad_self,


class IndexBackwardBackward0(Node):
    """Backward of `index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor` (derivatives.yaml:687)."""

    __slots__ = ('_saved_indices',)
    _saved_tensor_slots = ()
    spec_line = 687
    formulas = {
        'grad_output': 'index(grad, indices)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: index(grad, indices)
            indices = self._saved_indices
            grad_grad_output = array_ops.index(grad, indices)
        return grad_grad_output,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: index(grad, indices)
            indices = self._saved_indices
            grad_grad_output = ops.index(grad, indices)
        return grad_grad_output,


class CatBackward0(Node):
    """Backward of `cat(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:696)."""

    __slots__ = ('_saved_dim', '_saved_tensors_shapes')
    _saved_tensor_slots = ()
    spec_line = 696
    formulas = {
        'tensors': 'split_like(grad, tensors.shapes, dim)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_tensors = None
        if any(node is not None for node, _ in self.next_functions):
            # tensors: split_like(grad, tensors.shapes, dim)
            dim = self._saved_dim
            tensors_shapes = self._saved_tensors_shapes
            grad_tensors = helpers.split_like(array_ops, grad, tensors_shapes, dim)
        return tuple(grad_tensors) if grad_tensors is not None else (None,) * len(self.next_functions)

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_tensors = None
        if any(node is not None for node, _ in self.next_functions):
            # tensors: split_like(grad, tensors.shapes, dim)
            dim = self._saved_dim
            tensors_shapes = self._saved_tensors_shapes
            grad_tensors = helpers.split_like(ops, grad, tensors_shapes, dim)
        return tuple(grad_tensors) if grad_tensors is not None else (None,) * len(self.next_functions)


class StackBackward0(Node):
    """Backward of `stack(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:708)."""

    __slots__ = ('_saved_dim',)
    _saved_tensor_slots = ()
    spec_line = 708
    formulas = {
        'tensors': 'unbind(grad, dim)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_tensors = None
        if any(node is not None for node, _ in self.next_functions):
            # tensors: unbind(grad, dim)
            dim = self._saved_dim
            grad_tensors = helpers.unbind(array_ops, grad, dim)
        return tuple(grad_tensors) if grad_tensors is not None else (None,) * len(self.next_functions)

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_tensors = None
        if any(node is not None for node, _ in self.next_functions):
            # tensors: unbind(grad, dim)
            dim = self._saved_dim
            grad_tensors = helpers.unbind(ops, grad, dim)
        return tuple(grad_tensors) if grad_tensors is not None else (None,) * len(self.next_functions)


class CloneBackward0(Node):
    """Backward of `clone(Tensor self) -> Tensor` (derivatives.yaml:722)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 722
    formulas = {
        'self': 'grad',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        return grad_self,

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class ToCopyBackward0(Node):
    """Backward of `_to_copy(Tensor self, ScalarType dtype) -> Tensor` (derivatives.yaml:730)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 730
    formulas = {
        'self': 'grad',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        return grad_self,

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class FmodBackward0(Node):
    """Backward of `fmod(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:744)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 744
    formulas = {
        'self': 'grad',
        'other': '-grad * div(self, other, rounding_mode="trunc")',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * div(self, other, rounding_mode="trunc")
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = -grad * array_ops.div(self_, other, rounding_mode='trunc')
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * div(self, other, rounding_mode="trunc")
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = -grad * ops.div(self_, other, rounding_mode='trunc')
        return grad_self, grad_other


class RemainderBackward0(Node):
    """Backward of `remainder(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:762)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 762
    formulas = {
        'self': 'grad',
        'other': '-grad * div(self, other, rounding_mode="floor")',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * div(self, other, rounding_mode="floor")
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = -grad * array_ops.div(self_, other, rounding_mode='floor')
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * div(self, other, rounding_mode="floor")
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = -grad * ops.div(self_, other, rounding_mode='floor')
        return grad_self, grad_other


class NanToNumBackward0(Node):
    """Backward of `nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor` (derivatives.yaml:936)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 936
    formulas = {
        'self': 'grad * isfinite(self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * isfinite(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad * np.isfinite(self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * isfinite(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.isfinite(self_)
        return grad_self,


class GatherBackward0(Node):
    """Backward of `gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor` (derivatives.yaml:959)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 959
    formulas = {
        'self': 'scatter_add_into(grad, self.shape, dim, index)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: scatter_add_into(grad, self.shape, dim, index)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            self_shape = self._saved_self_shape
            grad_self = helpers.scatter_add_into(array_ops, grad, self_shape, dim, index)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: scatter_add_into(grad, self.shape, dim, index)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            self_shape = self._saved_self_shape
            grad_self = helpers.scatter_add_into(ops, grad, self_shape, dim, index)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index


class ScatterBackward0(Node):
    """Backward of `scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor` (derivatives.yaml:975)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_saved_src_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 975
    formulas = {
        'self': 'where(scatter_mask(self.shape, dim, index), 0, grad)',
        'src': 'gather_padded(grad, dim, index, src.shape)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(scatter_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            self_shape = self._saved_self_shape
            grad_self = np.where(helpers.scatter_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        grad_src = None
        if self.next_functions[2][0] is not None:
            # src: gather_padded(grad, dim, index, src.shape)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            src_shape = self._saved_src_shape
            grad_src = helpers.gather_padded(array_ops, grad, dim, index, src_shape)
        return grad_self, grad_index, grad_src

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(scatter_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            self_shape = self._saved_self_shape
            grad_self = ops.where(helpers.scatter_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        grad_src = None
        if self.next_functions[2][0] is not None:
            # src: gather_padded(grad, dim, index, src.shape)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            src_shape = self._saved_src_shape
            grad_src = helpers.gather_padded(ops, grad, dim, index, src_shape)
        return grad_self, grad_index, grad_src


class ScatterBackward1(Node):
    """Backward of `scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor` (derivatives.yaml:990)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 990
    formulas = {
        'self': 'where(scatter_mask(self.shape, dim, index), 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(scatter_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            self_shape = self._saved_self_shape
            grad_self = np.where(helpers.scatter_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(scatter_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            self_shape = self._saved_self_shape
            grad_self = ops.where(helpers.scatter_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index


class ScatterAddBackward0(Node):
    """Backward of `scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor` (derivatives.yaml:1004)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_src_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 1004
    formulas = {
        'self': 'grad',
        'src': 'gather_padded(grad, dim, index, src.shape)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_index = None  # index is not differentiable
        grad_src = None
        if self.next_functions[2][0] is not None:
            # src: gather_padded(grad, dim, index, src.shape)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            src_shape = self._saved_src_shape
            grad_src = helpers.gather_padded(array_ops, grad, dim, index, src_shape)
        return grad_self, grad_index, grad_src

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_index = None  # index is not differentiable
        grad_src = None
        if self.next_functions[2][0] is not None:
            # src: gather_padded(grad, dim, index, src.shape)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            src_shape = self._saved_src_shape
            grad_src = helpers.gather_padded(ops, grad, dim, index, src_shape)
        return grad_self, grad_index, grad_src


class ScatterReduceBackward0(Node):
    """Backward of `scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor` (derivatives.yaml:1020)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_index', '_saved_src', '_saved_reduce', '_saved_include_self', '_saved_result', '_version_of_self', '_version_of_index', '_version_of_src', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_index', '_saved_src', '_saved_result')
    spec_line = 1020
    formulas = {
        'self': 'scatter_reduce_grad_self(grad, self, dim, index, src, reduce, include_self, result)',
        'src': 'scatter_reduce_grad_src(grad, self, dim, index, src, reduce, include_self, result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: scatter_reduce_grad_self(grad, self, dim, index, src, reduce, include_self, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            src = self._unpack(self._saved_src, self._version_of_src)._data
            reduce = self._saved_reduce
            include_self = self._saved_include_self
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = helpers.scatter_reduce_grad_self(array_ops, grad, self_, dim, index, src, reduce, include_self, result)
        grad_index = None  # index is not differentiable
        grad_src = None
        if self.next_functions[2][0] is not None:
            # src: scatter_reduce_grad_src(grad, self, dim, index, src, reduce, include_self, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            src = self._unpack(self._saved_src, self._version_of_src)._data
            reduce = self._saved_reduce
            include_self = self._saved_include_self
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_src = helpers.scatter_reduce_grad_src(array_ops, grad, self_, dim, index, src, reduce, include_self, result)
        return grad_self, grad_index, grad_src

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: scatter_reduce_grad_self(grad, self, dim, index, src, reduce, include_self, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            src = self._unpack(self._saved_src, self._version_of_src)
            reduce = self._saved_reduce
            include_self = self._saved_include_self
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = helpers.scatter_reduce_grad_self(ops, grad, self_, dim, index, src, reduce, include_self, result)
        grad_index = None  # index is not differentiable
        grad_src = None
        if self.next_functions[2][0] is not None:
            # src: scatter_reduce_grad_src(grad, self, dim, index, src, reduce, include_self, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            src = self._unpack(self._saved_src, self._version_of_src)
            reduce = self._saved_reduce
            include_self = self._saved_include_self
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_src = helpers.scatter_reduce_grad_src(ops, grad, self_, dim, index, src, reduce, include_self, result)
        return grad_self, grad_index, grad_src


class IndexSelectBackward0(Node):
    """Backward of `index_select(Tensor self, int dim, Tensor index) -> Tensor` (derivatives.yaml:1040)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 1040
    formulas = {
        'self': 'index_add_into(grad, self.shape, dim, index)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: index_add_into(grad, self.shape, dim, index)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            self_shape = self._saved_self_shape
            grad_self = helpers.index_add_into(array_ops, grad, self_shape, dim, index)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: index_add_into(grad, self.shape, dim, index)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            self_shape = self._saved_self_shape
            grad_self = helpers.index_add_into(ops, grad, self_shape, dim, index)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index


class IndexAddBackward0(Node):
    """Backward of `index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:1054)."""

    __slots__ = ('_saved_alpha', '_saved_dim', '_saved_index', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 1054
    formulas = {
        'self': 'grad',
        'source': 'maybe_multiply(index_select(grad, dim, index), alpha)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_index = None  # index is not differentiable
        grad_source = None
        if self.next_functions[2][0] is not None:
            # source: maybe_multiply(index_select(grad, dim, index), alpha)
            alpha = self._saved_alpha
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            grad_source = helpers.maybe_multiply(array_ops.index_select(grad, dim, index), alpha)
        return grad_self, grad_index, grad_source

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_index = None  # index is not differentiable
        grad_source = None
        if self.next_functions[2][0] is not None:
            # source: maybe_multiply(index_select(grad, dim, index), alpha)
            alpha = self._saved_alpha
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            grad_source = helpers.maybe_multiply(ops.index_select(grad, dim, index), alpha)
        return grad_self, grad_index, grad_source


class IndexCopyBackward0(Node):
    """Backward of `index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor` (derivatives.yaml:1070)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 1070
    formulas = {
        'self': 'where(index_slices_mask(self.shape, dim, index), 0, grad)',
        'source': 'index_select(grad, dim, index)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_slices_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            self_shape = self._saved_self_shape
            grad_self = np.where(helpers.index_slices_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        grad_source = None
        if self.next_functions[2][0] is not None:
            # source: index_select(grad, dim, index)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            grad_source = array_ops.index_select(grad, dim, index)
        return grad_self, grad_index, grad_source

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_slices_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            self_shape = self._saved_self_shape
            grad_self = ops.where(helpers.index_slices_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        grad_source = None
        if self.next_functions[2][0] is not None:
            # source: index_select(grad, dim, index)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            grad_source = ops.index_select(grad, dim, index)
        return grad_self, grad_index, grad_source


class IndexFillBackward0(Node):
    """Backward of `index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor` (derivatives.yaml:1084)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 1084
    formulas = {
        'self': 'where(index_slices_mask(self.shape, dim, index), 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_slices_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            self_shape = self._saved_self_shape
            grad_self = np.where(helpers.index_slices_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_slices_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            self_shape = self._saved_self_shape
            grad_self = ops.where(helpers.index_slices_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index


class IndexFillBackward1(Node):
    """Backward of `index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor` (derivatives.yaml:1098)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 1098
    formulas = {
        'self': 'where(index_slices_mask(self.shape, dim, index), 0, grad)',
        'value': 'sum(where(index_slices_mask(self.shape, dim, index), grad, 0))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_slices_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            self_shape = self._saved_self_shape
            grad_self = np.where(helpers.index_slices_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        grad_value = None
        if self.next_functions[2][0] is not None:
            # value: sum(where(index_slices_mask(self.shape, dim, index), grad, 0))
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)._data
            self_shape = self._saved_self_shape
            grad_value = array_ops.sum(np.where(helpers.index_slices_mask(self_shape, dim, index), grad, 0))
        return grad_self, grad_index, grad_value

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(index_slices_mask(self.shape, dim, index), 0, grad)
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            self_shape = self._saved_self_shape
            grad_self = ops.where(helpers.index_slices_mask(self_shape, dim, index), 0, grad)
        grad_index = None  # index is not differentiable
        grad_value = None
        if self.next_functions[2][0] is not None:
            # value: sum(where(index_slices_mask(self.shape, dim, index), grad, 0))
            dim = self._saved_dim
            index = self._unpack(self._saved_index, self._version_of_index)
            self_shape = self._saved_self_shape
            grad_value = ops.sum(ops.where(helpers.index_slices_mask(self_shape, dim, index), grad, 0))
        return grad_self, grad_index, grad_value


class MaskedFillBackward0(Node):
    """Backward of `masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor` (derivatives.yaml:1113)."""

    __slots__ = ('_saved_mask', '_version_of_mask')
    _saved_tensor_slots = ('_saved_mask',)
    spec_line = 1113
    formulas = {
        'self': 'where(mask, 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(mask, 0, grad)
            mask = self._unpack(self._saved_mask, self._version_of_mask)._data
            grad_self = np.where(mask, 0, grad)
        grad_mask = None  # mask is not differentiable
        return grad_self, grad_mask

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(mask, 0, grad)
            mask = self._unpack(self._saved_mask, self._version_of_mask)
            grad_self = ops.where(mask, 0, grad)
        grad_mask = None  # mask is not differentiable
        return grad_self, grad_mask


class MaskedFillBackward1(Node):
    """Backward of `masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor` (derivatives.yaml:1131)."""

    __slots__ = ('_saved_mask', '_version_of_mask')
    _saved_tensor_slots = ('_saved_mask',)
    spec_line = 1131
    formulas = {
        'self': 'where(mask, 0, grad)',
        'value': 'sum(where(mask, grad, 0))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(mask, 0, grad)
            mask = self._unpack(self._saved_mask, self._version_of_mask)._data
            grad_self = np.where(mask, 0, grad)
        grad_mask = None  # mask is not differentiable
        grad_value = None
        if self.next_functions[2][0] is not None:
            # value: sum(where(mask, grad, 0))
            mask = self._unpack(self._saved_mask, self._version_of_mask)._data
            grad_value = array_ops.sum(np.where(mask, grad, 0))
        return grad_self, grad_mask, grad_value

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(mask, 0, grad)
            mask = self._unpack(self._saved_mask, self._version_of_mask)
            grad_self = ops.where(mask, 0, grad)
        grad_mask = None  # mask is not differentiable
        grad_value = None
        if self.next_functions[2][0] is not None:
            # value: sum(where(mask, grad, 0))
            mask = self._unpack(self._saved_mask, self._version_of_mask)
            grad_value = ops.sum(ops.where(mask, grad, 0))
        return grad_self, grad_mask, grad_value


class MaskedSelectBackward0(Node):
    """Backward of `masked_select(Tensor self, Tensor mask) -> Tensor` (derivatives.yaml:1147)."""

    __slots__ = ('_saved_mask', '_saved_self_shape', '_version_of_mask')
    _saved_tensor_slots = ('_saved_mask',)
    spec_line = 1147
    formulas = {
        'self': 'masked_select_backward(grad, self.shape, mask)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: masked_select_backward(grad, self.shape, mask)
            mask = self._unpack(self._saved_mask, self._version_of_mask)._data
            self_shape = self._saved_self_shape
            grad_self = helpers.masked_select_backward(array_ops, grad, self_shape, mask)
        grad_mask = None  # mask is not differentiable
        return grad_self, grad_mask

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: masked_select_backward(grad, self.shape, mask)
            mask = self._unpack(self._saved_mask, self._version_of_mask)
            self_shape = self._saved_self_shape
            grad_self = helpers.masked_select_backward(ops, grad, self_shape, mask)
        grad_mask = None  # mask is not differentiable
        return grad_self, grad_mask


class TakeBackward0(Node):
    """Backward of `take(Tensor self, Tensor index) -> Tensor` (derivatives.yaml:1162)."""

    __slots__ = ('_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 1162
    formulas = {
        'self': 'take_backward(grad, self.shape, index)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: take_backward(grad, self.shape, index)
            index = self._unpack(self._saved_index, self._version_of_index)._data
            self_shape = self._saved_self_shape
            grad_self = helpers.take_backward(array_ops, grad, self_shape, index)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: take_backward(grad, self.shape, index)
            index = self._unpack(self._saved_index, self._version_of_index)
            self_shape = self._saved_self_shape
            grad_self = helpers.take_backward(ops, grad, self_shape, index)
        grad_index = None  # index is not differentiable
        return grad_self, grad_index


class TakeAlongDimBackward0(Node):
    """Backward of `take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor` (derivatives.yaml:1175)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 1175
    formulas = {
        'self': 'take_along_dim_backward(grad, self.shape, indices, dim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: take_along_dim_backward(grad, self.shape, indices, dim)
            indices = self._unpack(self._saved_indices, self._version_of_indices)._data
            dim = self._saved_dim
            self_shape = self._saved_self_shape
            grad_self = helpers.take_along_dim_backward(array_ops, grad, self_shape, indices, dim)
        grad_indices = None  # indices is not differentiable
        return grad_self, grad_indices

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: take_along_dim_backward(grad, self.shape, indices, dim)
            indices = self._unpack(self._saved_indices, self._version_of_indices)
            dim = self._saved_dim
            self_shape = self._saved_self_shape
            grad_self = helpers.take_along_dim_backward(ops, grad, self_shape, indices, dim)
        grad_indices = None  # indices is not differentiable
        return grad_self, grad_indices


class IndexPutBackward0(Node):
    """Backward of `index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor` (derivatives.yaml:1191)."""

    __slots__ = ('_saved_accumulate', '_saved_indices', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 1191
    formulas = {
        'self': 'grad if accumulate else where(assigned_mask(self.shape, indices), 0, grad)',
        'values': 'index(grad, indices)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad if accumulate else where(assigned_mask(self.shape, indices), 0, grad)
            accumulate = self._saved_accumulate
            indices = self._saved_indices
            self_shape = self._saved_self_shape
            grad_self = grad if accumulate else np.where(helpers.assigned_mask(self_shape, indices), 0, grad)
        grad_values = None
        if self.next_functions[1][0] is not None:
            # values: index(grad, indices)
            indices = self._saved_indices
            grad_values = array_ops.index(grad, indices)
        return grad_self, grad_values

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad if accumulate else where(assigned_mask(self.shape, indices), 0, grad)
            accumulate = self._saved_accumulate
            indices = self._saved_indices
            self_shape = self._saved_self_shape
            grad_self = grad if accumulate else ops.where(helpers.assigned_mask(self_shape, indices), 0, grad)
        grad_values = None
        if self.next_functions[1][0] is not None:
            # values: index(grad, indices)
            indices = self._saved_indices
            grad_values = ops.index(grad, indices)
        return grad_self, grad_values


class DotBackward0(Node):
    """Backward of `dot(Tensor self, Tensor tensor) -> Tensor` (derivatives.yaml:1215)."""

    __slots__ = ('_saved_tensor', '_saved_self', '_version_of_tensor', '_version_of_self')
    _saved_tensor_slots = ('_saved_tensor', '_saved_self')
    spec_line = 1215
    formulas = {
        'self': 'grad * tensor',
        'tensor': 'grad * self',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * tensor
            tensor = self._unpack(self._saved_tensor, self._version_of_tensor)._data
            grad_self = grad * tensor
        grad_tensor = None
        if self.next_functions[1][0] is not None:
            # tensor: grad * self
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_tensor = grad * self_
        return grad_self, grad_tensor

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * tensor
            tensor = self._unpack(self._saved_tensor, self._version_of_tensor)
            grad_self = grad * tensor
        grad_tensor = None
        if self.next_functions[1][0] is not None:
            # tensor: grad * self
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_tensor = grad * self_
        return grad_self, grad_tensor


class VdotBackward0(Node):
    """Backward of `vdot(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1225)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 1225
    formulas = {
        'self': 'grad * other',
        'other': 'grad * self',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * other
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = grad * other
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * self
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = grad * self_
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * other
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = grad * other
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * self
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = grad * self_
        return grad_self, grad_other


class MmBackward0(Node):
    """Backward of `mm(Tensor self, Tensor mat2) -> Tensor` (derivatives.yaml:1235)."""

    __slots__ = ('_saved_mat2', '_saved_self', '_version_of_mat2', '_version_of_self')
    _saved_tensor_slots = ('_saved_mat2', '_saved_self')
    spec_line = 1235
    formulas = {
        'self': 'mm(grad, t(mat2))',
        'mat2': 'mm(t(self), grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: mm(grad, t(mat2))
            mat2 = self._unpack(self._saved_mat2, self._version_of_mat2)._data
            grad_self = array_ops.mm(grad, array_ops.t(mat2))
        grad_mat2 = None
        if self.next_functions[1][0] is not None:
            # mat2: mm(t(self), grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_mat2 = array_ops.mm(array_ops.t(self_), grad)
        return grad_self, grad_mat2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: mm(grad, t(mat2))
            mat2 = self._unpack(self._saved_mat2, self._version_of_mat2)
            grad_self = ops.mm(grad, ops.t(mat2))
        grad_mat2 = None
        if self.next_functions[1][0] is not None:
            # mat2: mm(t(self), grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_mat2 = ops.mm(ops.t(self_), grad)
        return grad_self, grad_mat2


class BmmBackward0(Node):
    """Backward of `bmm(Tensor self, Tensor mat2) -> Tensor` (derivatives.yaml:1245)."""

    __slots__ = ('_saved_mat2', '_saved_self', '_version_of_mat2', '_version_of_self')
    _saved_tensor_slots = ('_saved_mat2', '_saved_self')
    spec_line = 1245
    formulas = {
        'self': 'bmm(grad, transpose(mat2, 1, 2))',
        'mat2': 'bmm(transpose(self, 1, 2), grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: bmm(grad, transpose(mat2, 1, 2))
            mat2 = self._unpack(self._saved_mat2, self._version_of_mat2)._data
            grad_self = array_ops.bmm(grad, array_ops.transpose(mat2, 1, 2))
        grad_mat2 = None
        if self.next_functions[1][0] is not None:
            # mat2: bmm(transpose(self, 1, 2), grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_mat2 = array_ops.bmm(array_ops.transpose(self_, 1, 2), grad)
        return grad_self, grad_mat2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: bmm(grad, transpose(mat2, 1, 2))
            mat2 = self._unpack(self._saved_mat2, self._version_of_mat2)
            grad_self = ops.bmm(grad, ops.transpose(mat2, 1, 2))
        grad_mat2 = None
        if self.next_functions[1][0] is not None:
            # mat2: bmm(transpose(self, 1, 2), grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_mat2 = ops.bmm(ops.transpose(self_, 1, 2), grad)
        return grad_self, grad_mat2


class MvBackward0(Node):
    """Backward of `mv(Tensor self, Tensor vec) -> Tensor` (derivatives.yaml:1255)."""

    __slots__ = ('_saved_vec', '_saved_self', '_version_of_vec', '_version_of_self')
    _saved_tensor_slots = ('_saved_vec', '_saved_self')
    spec_line = 1255
    formulas = {
        'self': 'outer(grad, vec)',
        'vec': 'mv(t(self), grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: outer(grad, vec)
            vec = self._unpack(self._saved_vec, self._version_of_vec)._data
            grad_self = array_ops.outer(grad, vec)
        grad_vec = None
        if self.next_functions[1][0] is not None:
            # vec: mv(t(self), grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_vec = array_ops.mv(array_ops.t(self_), grad)
        return grad_self, grad_vec

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: outer(grad, vec)
            vec = self._unpack(self._saved_vec, self._version_of_vec)
            grad_self = ops.outer(grad, vec)
        grad_vec = None
        if self.next_functions[1][0] is not None:
            # vec: mv(t(self), grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_vec = ops.mv(ops.t(self_), grad)
        return grad_self, grad_vec


class OuterBackward0(Node):
    """Backward of `outer(Tensor self, Tensor vec2) -> Tensor` (derivatives.yaml:1265)."""

    __slots__ = ('_saved_vec2', '_saved_self', '_version_of_vec2', '_version_of_self')
    _saved_tensor_slots = ('_saved_vec2', '_saved_self')
    spec_line = 1265
    formulas = {
        'self': 'mv(grad, vec2)',
        'vec2': 'mv(t(grad), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: mv(grad, vec2)
            vec2 = self._unpack(self._saved_vec2, self._version_of_vec2)._data
            grad_self = array_ops.mv(grad, vec2)
        grad_vec2 = None
        if self.next_functions[1][0] is not None:
            # vec2: mv(t(grad), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_vec2 = array_ops.mv(array_ops.t(grad), self_)
        return grad_self, grad_vec2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: mv(grad, vec2)
            vec2 = self._unpack(self._saved_vec2, self._version_of_vec2)
            grad_self = ops.mv(grad, vec2)
        grad_vec2 = None
        if self.next_functions[1][0] is not None:
            # vec2: mv(t(grad), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_vec2 = ops.mv(ops.t(grad), self_)
        return grad_self, grad_vec2


class GerBackward0(Node):
    """Backward of `ger(Tensor self, Tensor vec2) -> Tensor` (derivatives.yaml:1274)."""

    __slots__ = ('_saved_vec2', '_saved_self', '_version_of_vec2', '_version_of_self')
    _saved_tensor_slots = ('_saved_vec2', '_saved_self')
    spec_line = 1274
    formulas = {
        'self': 'mv(grad, vec2)',
        'vec2': 'mv(t(grad), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: mv(grad, vec2)
            vec2 = self._unpack(self._saved_vec2, self._version_of_vec2)._data
            grad_self = array_ops.mv(grad, vec2)
        grad_vec2 = None
        if self.next_functions[1][0] is not None:
            # vec2: mv(t(grad), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_vec2 = array_ops.mv(array_ops.t(grad), self_)
        return grad_self, grad_vec2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: mv(grad, vec2)
            vec2 = self._unpack(self._saved_vec2, self._version_of_vec2)
            grad_self = ops.mv(grad, vec2)
        grad_vec2 = None
        if self.next_functions[1][0] is not None:
            # vec2: mv(t(grad), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_vec2 = ops.mv(ops.t(grad), self_)
        return grad_self, grad_vec2


class AddmmBackward0(Node):
    """Backward of `addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:1283)."""

    __slots__ = ('_saved_beta', '_saved_alpha', '_saved_mat2', '_saved_mat1', '_version_of_mat2', '_version_of_mat1')
    _saved_tensor_slots = ('_saved_mat2', '_saved_mat1')
    spec_line = 1283
    formulas = {
        'self': 'maybe_multiply(grad, beta)',
        'mat1': 'maybe_multiply(mm(grad, t(mat2)), alpha)',
        'mat2': 'maybe_multiply(mm(t(mat1), grad), alpha)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: maybe_multiply(grad, beta)
            beta = self._saved_beta
            grad_self = helpers.maybe_multiply(grad, beta)
        grad_mat1 = None
        if self.next_functions[1][0] is not None:
            # mat1: maybe_multiply(mm(grad, t(mat2)), alpha)
            alpha = self._saved_alpha
            mat2 = self._unpack(self._saved_mat2, self._version_of_mat2)._data
            grad_mat1 = helpers.maybe_multiply(array_ops.mm(grad, array_ops.t(mat2)), alpha)
        grad_mat2 = None
        if self.next_functions[2][0] is not None:
            # mat2: maybe_multiply(mm(t(mat1), grad), alpha)
            alpha = self._saved_alpha
            mat1 = self._unpack(self._saved_mat1, self._version_of_mat1)._data
            grad_mat2 = helpers.maybe_multiply(array_ops.mm(array_ops.t(mat1), grad), alpha)
        return grad_self, grad_mat1, grad_mat2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: maybe_multiply(grad, beta)
            beta = self._saved_beta
            grad_self = helpers.maybe_multiply(grad, beta)
        grad_mat1 = None
        if self.next_functions[1][0] is not None:
            # mat1: maybe_multiply(mm(grad, t(mat2)), alpha)
            alpha = self._saved_alpha
            mat2 = self._unpack(self._saved_mat2, self._version_of_mat2)
            grad_mat1 = helpers.maybe_multiply(ops.mm(grad, ops.t(mat2)), alpha)
        grad_mat2 = None
        if self.next_functions[2][0] is not None:
            # mat2: maybe_multiply(mm(t(mat1), grad), alpha)
            alpha = self._saved_alpha
            mat1 = self._unpack(self._saved_mat1, self._version_of_mat1)
            grad_mat2 = helpers.maybe_multiply(ops.mm(ops.t(mat1), grad), alpha)
        return grad_self, grad_mat1, grad_mat2


class AddmvBackward0(Node):
    """Backward of `addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:1297)."""

    __slots__ = ('_saved_beta', '_saved_alpha', '_saved_vec', '_saved_mat', '_version_of_vec', '_version_of_mat')
    _saved_tensor_slots = ('_saved_vec', '_saved_mat')
    spec_line = 1297
    formulas = {
        'self': 'maybe_multiply(grad, beta)',
        'mat': 'maybe_multiply(outer(grad, vec), alpha)',
        'vec': 'maybe_multiply(mv(t(mat), grad), alpha)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: maybe_multiply(grad, beta)
            beta = self._saved_beta
            grad_self = helpers.maybe_multiply(grad, beta)
        grad_mat = None
        if self.next_functions[1][0] is not None:
            # mat: maybe_multiply(outer(grad, vec), alpha)
            alpha = self._saved_alpha
            vec = self._unpack(self._saved_vec, self._version_of_vec)._data
            grad_mat = helpers.maybe_multiply(array_ops.outer(grad, vec), alpha)
        grad_vec = None
        if self.next_functions[2][0] is not None:
            # vec: maybe_multiply(mv(t(mat), grad), alpha)
            alpha = self._saved_alpha
            mat = self._unpack(self._saved_mat, self._version_of_mat)._data
            grad_vec = helpers.maybe_multiply(array_ops.mv(array_ops.t(mat), grad), alpha)
        return grad_self, grad_mat, grad_vec

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: maybe_multiply(grad, beta)
            beta = self._saved_beta
            grad_self = helpers.maybe_multiply(grad, beta)
        grad_mat = None
        if self.next_functions[1][0] is not None:
            # mat: maybe_multiply(outer(grad, vec), alpha)
            alpha = self._saved_alpha
            vec = self._unpack(self._saved_vec, self._version_of_vec)
            grad_mat = helpers.maybe_multiply(ops.outer(grad, vec), alpha)
        grad_vec = None
        if self.next_functions[2][0] is not None:
            # vec: maybe_multiply(mv(t(mat), grad), alpha)
            alpha = self._saved_alpha
            mat = self._unpack(self._saved_mat, self._version_of_mat)
            grad_vec = helpers.maybe_multiply(ops.mv(ops.t(mat), grad), alpha)
        return grad_self, grad_mat, grad_vec


class BaddbmmBackward0(Node):
    """Backward of `baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:1311)."""

    __slots__ = ('_saved_beta', '_saved_alpha', '_saved_batch2', '_saved_batch1', '_version_of_batch2', '_version_of_batch1')
    _saved_tensor_slots = ('_saved_batch2', '_saved_batch1')
    spec_line = 1311
    formulas = {
        'self': 'maybe_multiply(grad, beta)',
        'batch1': 'maybe_multiply(bmm(grad, transpose(batch2, 1, 2)), alpha)',
        'batch2': 'maybe_multiply(bmm(transpose(batch1, 1, 2), grad), alpha)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: maybe_multiply(grad, beta)
            beta = self._saved_beta
            grad_self = helpers.maybe_multiply(grad, beta)
        grad_batch1 = None
        if self.next_functions[1][0] is not None:
            # batch1: maybe_multiply(bmm(grad, transpose(batch2, 1, 2)), alpha)
            alpha = self._saved_alpha
            batch2 = self._unpack(self._saved_batch2, self._version_of_batch2)._data
            grad_batch1 = helpers.maybe_multiply(array_ops.bmm(grad, array_ops.transpose(batch2, 1, 2)), alpha)
        grad_batch2 = None
        if self.next_functions[2][0] is not None:
            # batch2: maybe_multiply(bmm(transpose(batch1, 1, 2), grad), alpha)
            alpha = self._saved_alpha
            batch1 = self._unpack(self._saved_batch1, self._version_of_batch1)._data
            grad_batch2 = helpers.maybe_multiply(array_ops.bmm(array_ops.transpose(batch1, 1, 2), grad), alpha)
        return grad_self, grad_batch1, grad_batch2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: maybe_multiply(grad, beta)
            beta = self._saved_beta
            grad_self = helpers.maybe_multiply(grad, beta)
        grad_batch1 = None
        if self.next_functions[1][0] is not None:
            # batch1: maybe_multiply(bmm(grad, transpose(batch2, 1, 2)), alpha)
            alpha = self._saved_alpha
            batch2 = self._unpack(self._saved_batch2, self._version_of_batch2)
            grad_batch1 = helpers.maybe_multiply(ops.bmm(grad, ops.transpose(batch2, 1, 2)), alpha)
        grad_batch2 = None
        if self.next_functions[2][0] is not None:
            # batch2: maybe_multiply(bmm(transpose(batch1, 1, 2), grad), alpha)
            alpha = self._saved_alpha
            batch1 = self._unpack(self._saved_batch1, self._version_of_batch1)
            grad_batch2 = helpers.maybe_multiply(ops.bmm(ops.transpose(batch1, 1, 2), grad), alpha)
        return grad_self, grad_batch1, grad_batch2


class KronBackward0(Node):
    """Backward of `kron(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1325)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 1325
    formulas = {
        'self': 'kron_backward(grad, self, other, "self")',
        'other': 'kron_backward(grad, self, other, "other")',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: kron_backward(grad, self, other, "self")
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = helpers.kron_backward(array_ops, grad, self_, other, 'self')
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: kron_backward(grad, self, other, "other")
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = helpers.kron_backward(array_ops, grad, self_, other, 'other')
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: kron_backward(grad, self, other, "self")
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = helpers.kron_backward(ops, grad, self_, other, 'self')
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: kron_backward(grad, self, other, "other")
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = helpers.kron_backward(ops, grad, self_, other, 'other')
        return grad_self, grad_other


class CrossBackward0(Node):
    """Backward of `cross(Tensor self, Tensor other, int? dim=None) -> Tensor` (derivatives.yaml:1337)."""

    __slots__ = ('_saved_other', '_saved_dim', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 1337
    formulas = {
        'self': 'linalg_cross(other, grad, dim=cross_dim(grad.shape, dim))',
        'other': 'linalg_cross(grad, self, dim=cross_dim(grad.shape, dim))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: linalg_cross(other, grad, dim=cross_dim(grad.shape, dim))
            other = self._unpack(self._saved_other, self._version_of_other)._data
            dim = self._saved_dim
            grad_self = array_ops.linalg_cross(other, grad, dim=helpers.cross_dim(grad.shape, dim))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: linalg_cross(grad, self, dim=cross_dim(grad.shape, dim))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            grad_other = array_ops.linalg_cross(grad, self_, dim=helpers.cross_dim(grad.shape, dim))
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: linalg_cross(other, grad, dim=cross_dim(grad.shape, dim))
            other = self._unpack(self._saved_other, self._version_of_other)
            dim = self._saved_dim
            grad_self = ops.linalg_cross(other, grad, dim=helpers.cross_dim(grad.shape, dim))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: linalg_cross(grad, self, dim=cross_dim(grad.shape, dim))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            grad_other = ops.linalg_cross(grad, self_, dim=helpers.cross_dim(grad.shape, dim))
        return grad_self, grad_other


class LinalgCrossBackward0(Node):
    """Backward of `linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor` (derivatives.yaml:1350)."""

    __slots__ = ('_saved_other', '_saved_dim', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 1350
    formulas = {
        'self': 'linalg_cross(other, grad, dim=dim)',
        'other': 'linalg_cross(grad, self, dim=dim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: linalg_cross(other, grad, dim=dim)
            other = self._unpack(self._saved_other, self._version_of_other)._data
            dim = self._saved_dim
            grad_self = array_ops.linalg_cross(other, grad, dim=dim)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: linalg_cross(grad, self, dim=dim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            grad_other = array_ops.linalg_cross(grad, self_, dim=dim)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: linalg_cross(other, grad, dim=dim)
            other = self._unpack(self._saved_other, self._version_of_other)
            dim = self._saved_dim
            grad_self = ops.linalg_cross(other, grad, dim=dim)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: linalg_cross(grad, self, dim=dim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            grad_other = ops.linalg_cross(grad, self_, dim=dim)
        return grad_self, grad_other


class TensordotBackward0(Node):
    """Backward of `tensordot(Tensor a, Tensor b, int[][] dims=2) -> Tensor` (derivatives.yaml:1364)."""

    __slots__ = ('_saved_a', '_saved_b', '_saved_dims', '_version_of_a', '_version_of_b')
    _saved_tensor_slots = ('_saved_a', '_saved_b')
    spec_line = 1364
    formulas = {
        'a': 'tensordot_backward(grad, a, b, dims, "a")',
        'b': 'tensordot_backward(grad, a, b, dims, "b")',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_a = None
        if self.next_functions[0][0] is not None:
            # a: tensordot_backward(grad, a, b, dims, "a")
            a = self._unpack(self._saved_a, self._version_of_a)._data
            b = self._unpack(self._saved_b, self._version_of_b)._data
            dims = self._saved_dims
            grad_a = helpers.tensordot_backward(array_ops, grad, a, b, dims, 'a')
        grad_b = None
        if self.next_functions[1][0] is not None:
            # b: tensordot_backward(grad, a, b, dims, "b")
            a = self._unpack(self._saved_a, self._version_of_a)._data
            b = self._unpack(self._saved_b, self._version_of_b)._data
            dims = self._saved_dims
            grad_b = helpers.tensordot_backward(array_ops, grad, a, b, dims, 'b')
        return grad_a, grad_b

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_a = None
        if self.next_functions[0][0] is not None:
            # a: tensordot_backward(grad, a, b, dims, "a")
            a = self._unpack(self._saved_a, self._version_of_a)
            b = self._unpack(self._saved_b, self._version_of_b)
            dims = self._saved_dims
            grad_a = helpers.tensordot_backward(ops, grad, a, b, dims, 'a')
        grad_b = None
        if self.next_functions[1][0] is not None:
            # b: tensordot_backward(grad, a, b, dims, "b")
            a = self._unpack(self._saved_a, self._version_of_a)
            b = self._unpack(self._saved_b, self._version_of_b)
            dims = self._saved_dims
            grad_b = helpers.tensordot_backward(ops, grad, a, b, dims, 'b')
        return grad_a, grad_b


class EinsumBackward0(Node):
    """Backward of `einsum(str equation, Tensor[] tensors) -> Tensor` (derivatives.yaml:1377)."""

    __slots__ = ('_saved_equation', '_saved_tensors', '_version_of_tensors')
    _saved_tensor_slots = ('_saved_tensors',)
    spec_line = 1377
    formulas = {
        'tensors': 'einsum_backward(grad, equation, tensors)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_tensors = None
        if any(node is not None for node, _ in self.next_functions):
            # tensors: einsum_backward(grad, equation, tensors)
            equation = self._saved_equation
            tensors = [self._unpack(t, v)._data for t, v in zip(self._saved_tensors, self._version_of_tensors)]
            grad_tensors = helpers.einsum_backward(array_ops, grad, equation, tensors)
        return tuple(grad_tensors) if grad_tensors is not None else (None,) * len(self.next_functions)

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_tensors = None
        if any(node is not None for node, _ in self.next_functions):
            # tensors: einsum_backward(grad, equation, tensors)
            equation = self._saved_equation
            tensors = [self._unpack(t, v) for t, v in zip(self._saved_tensors, self._version_of_tensors)]
            grad_tensors = helpers.einsum_backward(ops, grad, equation, tensors)
        return tuple(grad_tensors) if grad_tensors is not None else (None,) * len(self.next_functions)


class LinalgInvBackward0(Node):
    """Backward of `linalg_inv(Tensor A) -> Tensor` (derivatives.yaml:1391)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 1391
    formulas = {
        'A': 'inv_backward(grad, result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: inv_backward(grad, result)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_A = helpers.inv_backward(array_ops, grad, result)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: inv_backward(grad, result)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_A = helpers.inv_backward(ops, grad, result)
        return grad_A,


class LinalgDetBackward0(Node):
    """Backward of `linalg_det(Tensor A) -> Tensor` (derivatives.yaml:1402)."""

    __slots__ = ('_saved_A', '_saved_result', '_version_of_A', '_version_of_result')
    _saved_tensor_slots = ('_saved_A', '_saved_result')
    spec_line = 1402
    formulas = {
        'A': 'det_backward(grad, A, result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: det_backward(grad, A, result)
            A = self._unpack(self._saved_A, self._version_of_A)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_A = helpers.det_backward(array_ops, grad, A, result)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: det_backward(grad, A, result)
            A = self._unpack(self._saved_A, self._version_of_A)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_A = helpers.det_backward(ops, grad, A, result)
        return grad_A,


class LinalgSlogdetBackward0(Node):
    """Backward of `linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)` (derivatives.yaml:1417)."""

    __slots__ = ('_saved_A', '_version_of_A')
    _saved_tensor_slots = ('_saved_A',)
    spec_line = 1417
    num_outputs = 2
    formulas = {
        'A': 'slogdet_backward(grad, A)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[1]
        grad_logabsdet = grads[1]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: slogdet_backward(grad, A)
            A = self._unpack(self._saved_A, self._version_of_A)._data
            grad_A = helpers.slogdet_backward(array_ops, grad, A)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[1]
        grad_logabsdet = grads[1]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: slogdet_backward(grad, A)
            A = self._unpack(self._saved_A, self._version_of_A)
            grad_A = helpers.slogdet_backward(ops, grad, A)
        return grad_A,


class LinalgSolveBackward0(Node):
    """Backward of `linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor` (derivatives.yaml:1429)."""

    __slots__ = ('_saved_A', '_saved_result', '_saved_left', '_version_of_A', '_version_of_result')
    _saved_tensor_slots = ('_saved_A', '_saved_result')
    spec_line = 1429
    formulas = {
        'A': 'solve_backward(grad, A, result, left, "A")',
        'B': 'solve_backward(grad, A, result, left, "B")',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: solve_backward(grad, A, result, left, "A")
            A = self._unpack(self._saved_A, self._version_of_A)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            left = self._saved_left
            grad_A = helpers.solve_backward(array_ops, grad, A, result, left, 'A')
        grad_B = None
        if self.next_functions[1][0] is not None:
            # B: solve_backward(grad, A, result, left, "B")
            A = self._unpack(self._saved_A, self._version_of_A)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            left = self._saved_left
            grad_B = helpers.solve_backward(array_ops, grad, A, result, left, 'B')
        return grad_A, grad_B

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: solve_backward(grad, A, result, left, "A")
            A = self._unpack(self._saved_A, self._version_of_A)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            left = self._saved_left
            grad_A = helpers.solve_backward(ops, grad, A, result, left, 'A')
        grad_B = None
        if self.next_functions[1][0] is not None:
            # B: solve_backward(grad, A, result, left, "B")
            A = self._unpack(self._saved_A, self._version_of_A)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            left = self._saved_left
            grad_B = helpers.solve_backward(ops, grad, A, result, left, 'B')
        return grad_A, grad_B


class LinalgCholeskyBackward0(Node):
    """Backward of `linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor` (derivatives.yaml:1445)."""

    __slots__ = ('_saved_result', '_saved_upper', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 1445
    formulas = {
        'A': 'cholesky_backward(grad, result, upper)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: cholesky_backward(grad, result, upper)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            upper = self._saved_upper
            grad_A = helpers.cholesky_backward(array_ops, grad, result, upper)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: cholesky_backward(grad, result, upper)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            upper = self._saved_upper
            grad_A = helpers.cholesky_backward(ops, grad, result, upper)
        return grad_A,


class LinalgQrBackward0(Node):
    """Backward of `linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)` (derivatives.yaml:1457)."""

    __slots__ = ('_saved_result', '_saved_R', '_saved_mode', '_version_of_result', '_version_of_R')
    _saved_tensor_slots = ('_saved_result', '_saved_R')
    spec_line = 1457
    num_outputs = 2
    formulas = {
        'A': 'qr_backward(grad_Q, grad_R, Q, R, mode)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_Q = grads[0]
        grad_R = grads[1]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: qr_backward(grad_Q, grad_R, Q, R, mode)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            R = self._unpack_output(self._saved_R, self._version_of_R, 1)
            mode = self._saved_mode
            grad_A = helpers.qr_backward(array_ops, grad_Q, grad_R, result, R, mode)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad_Q = grads[0]
        grad_R = grads[1]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: qr_backward(grad_Q, grad_R, Q, R, mode)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            R = self._output_tensor(self._unpack_output(self._saved_R, self._version_of_R, 1), 1)
            mode = self._saved_mode
            grad_A = helpers.qr_backward(ops, grad_Q, grad_R, result, R, mode)
        return grad_A,


class LinalgSvdBackward0(Node):
    """Backward of `linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)` (derivatives.yaml:1473)."""

    __slots__ = ('_saved_result', '_saved_S', '_saved_Vh', '_saved_full_matrices', '_version_of_result', '_version_of_S', '_version_of_Vh')
    _saved_tensor_slots = ('_saved_result', '_saved_S', '_saved_Vh')
    spec_line = 1473
    num_outputs = 3
    formulas = {
        'A': 'svd_backward(grad_U, grad_S, grad_Vh, U, S, Vh, full_matrices)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_U = grads[0]
        grad_S = grads[1]
        grad_Vh = grads[2]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: svd_backward(grad_U, grad_S, grad_Vh, U, S, Vh, full_matrices)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            S = self._unpack_output(self._saved_S, self._version_of_S, 1)
            Vh = self._unpack_output(self._saved_Vh, self._version_of_Vh, 2)
            full_matrices = self._saved_full_matrices
            grad_A = helpers.svd_backward(array_ops, grad_U, grad_S, grad_Vh, result, S, Vh, full_matrices)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad_U = grads[0]
        grad_S = grads[1]
        grad_Vh = grads[2]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: svd_backward(grad_U, grad_S, grad_Vh, U, S, Vh, full_matrices)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            S = self._output_tensor(self._unpack_output(self._saved_S, self._version_of_S, 1), 1)
            Vh = self._output_tensor(self._unpack_output(self._saved_Vh, self._version_of_Vh, 2), 2)
            full_matrices = self._saved_full_matrices
            grad_A = helpers.svd_backward(ops, grad_U, grad_S, grad_Vh, result, S, Vh, full_matrices)
        return grad_A,


class LinalgSvdvalsBackward0(Node):
    """Backward of `linalg_svdvals(Tensor A) -> Tensor` (derivatives.yaml:1490)."""

    __slots__ = ('_saved_A', '_version_of_A')
    _saved_tensor_slots = ('_saved_A',)
    spec_line = 1490
    formulas = {
        'A': 'svdvals_backward(grad, A)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: svdvals_backward(grad, A)
            A = self._unpack(self._saved_A, self._version_of_A)._data
            grad_A = helpers.svdvals_backward(array_ops, grad, A)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: svdvals_backward(grad, A)
            A = self._unpack(self._saved_A, self._version_of_A)
            grad_A = helpers.svdvals_backward(ops, grad, A)
        return grad_A,


class LinalgEighBackward0(Node):
    """Backward of `linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)` (derivatives.yaml:1501)."""

    __slots__ = ('_saved_result', '_saved_eigenvectors', '_version_of_result', '_version_of_eigenvectors')
    _saved_tensor_slots = ('_saved_result', '_saved_eigenvectors')
    spec_line = 1501
    num_outputs = 2
    formulas = {
        'A': 'eigh_backward(grad_eigenvalues, grad_eigenvectors, eigenvalues, eigenvectors)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_eigenvalues = grads[0]
        grad_eigenvectors = grads[1]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: eigh_backward(grad_eigenvalues, grad_eigenvectors, eigenvalues, eigenvectors)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            eigenvectors = self._unpack_output(self._saved_eigenvectors, self._version_of_eigenvectors, 1)
            grad_A = helpers.eigh_backward(array_ops, grad_eigenvalues, grad_eigenvectors, result, eigenvectors)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad_eigenvalues = grads[0]
        grad_eigenvectors = grads[1]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: eigh_backward(grad_eigenvalues, grad_eigenvectors, eigenvalues, eigenvectors)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            eigenvectors = self._output_tensor(self._unpack_output(self._saved_eigenvectors, self._version_of_eigenvectors, 1), 1)
            grad_A = helpers.eigh_backward(ops, grad_eigenvalues, grad_eigenvectors, result, eigenvectors)
        return grad_A,


class LinalgEigvalshBackward0(Node):
    """Backward of `linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor` (derivatives.yaml:1515)."""

    __slots__ = ('_saved_A', '_saved_UPLO', '_version_of_A')
    _saved_tensor_slots = ('_saved_A',)
    spec_line = 1515
    formulas = {
        'A': 'eigvalsh_backward(grad, A, UPLO)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: eigvalsh_backward(grad, A, UPLO)
            A = self._unpack(self._saved_A, self._version_of_A)._data
            UPLO = self._saved_UPLO
            grad_A = helpers.eigvalsh_backward(array_ops, grad, A, UPLO)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: eigvalsh_backward(grad, A, UPLO)
            A = self._unpack(self._saved_A, self._version_of_A)
            UPLO = self._saved_UPLO
            grad_A = helpers.eigvalsh_backward(ops, grad, A, UPLO)
        return grad_A,


class LinearBackward0(Node):
    """Backward of `linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor` (derivatives.yaml:1530)."""

    __slots__ = ('_saved_weight', '_saved_self', '_version_of_weight', '_version_of_self')
    _saved_tensor_slots = ('_saved_weight', '_saved_self')
    spec_line = 1530
    formulas = {
        'self': 'matmul(grad, weight)',
        'weight': 'linear_grad_weight(grad, self)',
        'bias': 'grad',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: matmul(grad, weight)
            weight = self._unpack(self._saved_weight, self._version_of_weight)._data
            grad_self = array_ops.matmul(grad, weight)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: linear_grad_weight(grad, self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_weight = helpers.linear_grad_weight(array_ops, grad, self_)
        grad_bias = None
        if self.next_functions[2][0] is not None:
            # bias: grad
            grad_bias = grad
        return grad_self, grad_weight, grad_bias

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: matmul(grad, weight)
            weight = self._unpack(self._saved_weight, self._version_of_weight)
            grad_self = ops.matmul(grad, weight)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: linear_grad_weight(grad, self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_weight = helpers.linear_grad_weight(ops, grad, self_)
        grad_bias = None
        if self.next_functions[2][0] is not None:
            # bias: grad
            grad_bias = grad
        return grad_self, grad_weight, grad_bias


class ConvolutionBackward0(Node):
    """Backward of `convolution(Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:1565)."""

    __slots__ = ('_saved_weight', '_saved_stride', '_saved_padding', '_saved_dilation', '_saved_groups', '_saved_input_shape', '_saved_input', '_saved_weight_shape', '_version_of_weight', '_version_of_input')
    _saved_tensor_slots = ('_saved_weight', '_saved_input')
    spec_line = 1565
    formulas = {
        'input': 'convolution_input_grad(grad, weight, input.shape, stride, padding, dilation, groups)',
        'weight': 'convolution_weight_grad(input, grad, weight.shape, stride, padding, dilation, groups)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: convolution_input_grad(grad, weight, input.shape, stride, padding, dilation, groups)
            weight = self._unpack(self._saved_weight, self._version_of_weight)._data
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            input_shape = self._saved_input_shape
            grad_input = array_ops.convolution_input_grad(grad, weight, input_shape, stride, padding, dilation, groups)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: convolution_weight_grad(input, grad, weight.shape, stride, padding, dilation, groups)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            weight_shape = self._saved_weight_shape
            grad_weight = array_ops.convolution_weight_grad(input, grad, weight_shape, stride, padding, dilation, groups)
        return grad_input, grad_weight

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: convolution_input_grad(grad, weight, input.shape, stride, padding, dilation, groups)
            weight = self._unpack(self._saved_weight, self._version_of_weight)
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            input_shape = self._saved_input_shape
            grad_input = ops.convolution_input_grad(grad, weight, input_shape, stride, padding, dilation, groups)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: convolution_weight_grad(input, grad, weight.shape, stride, padding, dilation, groups)
            input = self._unpack(self._saved_input, self._version_of_input)
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            weight_shape = self._saved_weight_shape
            grad_weight = ops.convolution_weight_grad(input, grad, weight_shape, stride, padding, dilation, groups)
        return grad_input, grad_weight


class ConvolutionInputGradBackward0(Node):
    """Backward of `convolution_input_grad(Tensor grad_output, Tensor weight, int[] input_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:1579)."""

    __slots__ = ('_saved_weight', '_saved_stride', '_saved_padding', '_saved_dilation', '_saved_groups', '_saved_grad_output', '_saved_weight_shape', '_version_of_weight', '_version_of_grad_output')
    _saved_tensor_slots = ('_saved_weight', '_saved_grad_output')
    spec_line = 1579
    formulas = {
        'grad_output': 'convolution(grad, weight, stride, padding, dilation, groups)',
        'weight': 'convolution_weight_grad(grad, grad_output, weight.shape, stride, padding, dilation, groups)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: convolution(grad, weight, stride, padding, dilation, groups)
            weight = self._unpack(self._saved_weight, self._version_of_weight)._data
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            grad_grad_output = array_ops.convolution(grad, weight, stride, padding, dilation, groups)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: convolution_weight_grad(grad, grad_output, weight.shape, stride, padding, dilation, groups)
            grad_output = self._unpack(self._saved_grad_output, self._version_of_grad_output)._data
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            weight_shape = self._saved_weight_shape
            grad_weight = array_ops.convolution_weight_grad(grad, grad_output, weight_shape, stride, padding, dilation, groups)
        return grad_grad_output, grad_weight

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: convolution(grad, weight, stride, padding, dilation, groups)
            weight = self._unpack(self._saved_weight, self._version_of_weight)
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            grad_grad_output = ops.convolution(grad, weight, stride, padding, dilation, groups)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: convolution_weight_grad(grad, grad_output, weight.shape, stride, padding, dilation, groups)
            grad_output = self._unpack(self._saved_grad_output, self._version_of_grad_output)
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            weight_shape = self._saved_weight_shape
            grad_weight = ops.convolution_weight_grad(grad, grad_output, weight_shape, stride, padding, dilation, groups)
        return grad_grad_output, grad_weight


class ConvolutionWeightGradBackward0(Node):
    """Backward of `convolution_weight_grad(Tensor input, Tensor grad_output, int[] weight_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:1593)."""

    __slots__ = ('_saved_grad_output', '_saved_stride', '_saved_padding', '_saved_dilation', '_saved_groups', '_saved_input_shape', '_saved_input', '_version_of_grad_output', '_version_of_input')
    _saved_tensor_slots = ('_saved_grad_output', '_saved_input')
    spec_line = 1593
    formulas = {
        'input': 'convolution_input_grad(grad_output, grad, input.shape, stride, padding, dilation, groups)',
        'grad_output': 'convolution(input, grad, stride, padding, dilation, groups)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: convolution_input_grad(grad_output, grad, input.shape, stride, padding, dilation, groups)
            grad_output = self._unpack(self._saved_grad_output, self._version_of_grad_output)._data
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            input_shape = self._saved_input_shape
            grad_input = array_ops.convolution_input_grad(grad_output, grad, input_shape, stride, padding, dilation, groups)
        grad_grad_output = None
        if self.next_functions[1][0] is not None:
            # grad_output: convolution(input, grad, stride, padding, dilation, groups)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            grad_grad_output = array_ops.convolution(input, grad, stride, padding, dilation, groups)
        return grad_input, grad_grad_output

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: convolution_input_grad(grad_output, grad, input.shape, stride, padding, dilation, groups)
            grad_output = self._unpack(self._saved_grad_output, self._version_of_grad_output)
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            input_shape = self._saved_input_shape
            grad_input = ops.convolution_input_grad(grad_output, grad, input_shape, stride, padding, dilation, groups)
        grad_grad_output = None
        if self.next_functions[1][0] is not None:
            # grad_output: convolution(input, grad, stride, padding, dilation, groups)
            input = self._unpack(self._saved_input, self._version_of_input)
            stride = self._saved_stride
            padding = self._saved_padding
            dilation = self._saved_dilation
            groups = self._saved_groups
            grad_grad_output = ops.convolution(input, grad, stride, padding, dilation, groups)
        return grad_input, grad_grad_output


class MaxPoolBackward0(Node):
    """Backward of `max_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, int[] dilation) -> (Tensor values, Tensor indices)` (derivatives.yaml:1692)."""

    __slots__ = ('_saved_indices', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 1692
    num_outputs = 2
    formulas = {
        'self': 'max_pool_grad(grad, indices, self.shape)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: max_pool_grad(grad, indices, self.shape)
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            self_shape = self._saved_self_shape
            grad_self = helpers.max_pool_grad(array_ops, grad, indices, self_shape)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: max_pool_grad(grad, indices, self.shape)
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = helpers.max_pool_grad(ops, grad, indices, self_shape)
        return grad_self,


class MaxPoolBackwardBackward0(Node):
    """Backward of `max_pool_backward(Tensor grad_output, Tensor indices, int[] shape) -> Tensor` (derivatives.yaml:1705)."""

    __slots__ = ('_saved_indices', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 1705
    formulas = {
        'grad_output': 'max_pool_backward_grad(grad, indices)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: max_pool_backward_grad(grad, indices)
            indices = self._unpack(self._saved_indices, self._version_of_indices)._data
            grad_grad_output = helpers.max_pool_backward_grad(array_ops, grad, indices)
        grad_indices = None  # indices is not differentiable
        return grad_grad_output, grad_indices

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: max_pool_backward_grad(grad, indices)
            indices = self._unpack(self._saved_indices, self._version_of_indices)
            grad_grad_output = helpers.max_pool_backward_grad(ops, grad, indices)
        grad_indices = None  # indices is not differentiable
        return grad_grad_output, grad_indices
