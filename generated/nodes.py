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
    """Backward of `add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:61)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 61
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
    """Backward of `sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:80)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 80
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
    """Backward of `mul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:99)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 99
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
    """Backward of `div(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:109)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 109
    formulas = {
        'self': 'grad / other',
        'other': '-grad * ((self / other) / other)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / other
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = grad / other
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * ((self / other) / other)
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = kernels.divbackward0_other(grad, self_, other)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / other
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = grad / other
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * ((self / other) / other)
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = -grad * (self_ / other / other)
        return grad_self, grad_other


class NegBackward0(Node):
    """Backward of `neg(Tensor self) -> Tensor` (derivatives.yaml:121)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 121
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
    """Backward of `reciprocal(Tensor self) -> Tensor` (derivatives.yaml:130)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 130
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
    """Backward of `pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor` (derivatives.yaml:140)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 140
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
    """Backward of `pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor` (derivatives.yaml:155)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_saved_result', '_version_of_exponent', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_exponent', '_saved_self', '_saved_result')
    spec_line = 155
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
    """Backward of `pow.Scalar(Scalar self, Tensor exponent) -> Tensor` (derivatives.yaml:167)."""

    __slots__ = ('_saved_result', '_saved_exponent', '_saved_self', '_version_of_result', '_version_of_exponent')
    _saved_tensor_slots = ('_saved_result', '_saved_exponent')
    spec_line = 167
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
    """Backward of `exp(Tensor self) -> Tensor` (derivatives.yaml:180)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 180
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
    """Backward of `log(Tensor self) -> Tensor` (derivatives.yaml:189)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 189
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
    """Backward of `sqrt(Tensor self) -> Tensor` (derivatives.yaml:199)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 199
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
    """Backward of `sin(Tensor self) -> Tensor` (derivatives.yaml:209)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 209
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
    """Backward of `cos(Tensor self) -> Tensor` (derivatives.yaml:218)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 218
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
    """Backward of `tanh(Tensor self) -> Tensor` (derivatives.yaml:227)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 227
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
    """Backward of `sigmoid(Tensor self) -> Tensor` (derivatives.yaml:236)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 236
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
    """Backward of `relu(Tensor self) -> Tensor` (derivatives.yaml:245)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 245
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
    """Backward of `abs(Tensor self) -> Tensor` (derivatives.yaml:255)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 255
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
    """Backward of `sign(Tensor self) -> Tensor` (derivatives.yaml:265)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 265
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
    """Backward of `maximum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:274)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 274
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
    """Backward of `minimum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:283)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 283
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
    """Backward of `clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor` (derivatives.yaml:291)."""

    __slots__ = ('_saved_self', '_saved_min', '_saved_max', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 291
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
    """Backward of `where(Tensor condition, Tensor self, Tensor other) -> Tensor` (derivatives.yaml:303)."""

    __slots__ = ('_saved_condition', '_version_of_condition')
    _saved_tensor_slots = ('_saved_condition',)
    spec_line = 303
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
    """Backward of `sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:400)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 400
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
    """Backward of `mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:417)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 417
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
    """Backward of `max(Tensor self) -> Tensor` (derivatives.yaml:433)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 433
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
    """Backward of `max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:442)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 442
    formulas = {
        'self': 'where(index_mask(indices, self.shape, dim, keepdim), restore_reduced(grad, dim, keepdim), 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
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
    """Backward of `max.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:453)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 453
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
    """Backward of `min(Tensor self) -> Tensor` (derivatives.yaml:461)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 461
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
    """Backward of `min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:469)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 469
    formulas = {
        'self': 'where(index_mask(indices, self.shape, dim, keepdim), restore_reduced(grad, dim, keepdim), 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
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
    """Backward of `min.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:480)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 480
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
    """Backward of `amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:488)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 488
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
    """Backward of `amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:500)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 500
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
    """Backward of `matmul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:512)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 512
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
    """Backward of `reshape(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:531)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 531
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
    """Backward of `view(Tensor self, int[] size) -> Tensor` (derivatives.yaml:543)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 543
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
    """Backward of `transpose(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:556)."""

    __slots__ = ('_saved_dim0', '_saved_dim1')
    _saved_tensor_slots = ()
    spec_line = 556
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
    """Backward of `permute(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:567)."""

    __slots__ = ('_saved_dims',)
    _saved_tensor_slots = ()
    spec_line = 567
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
    """Backward of `t(Tensor self) -> Tensor` (derivatives.yaml:579)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 579
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
    """Backward of `expand(Tensor self, int[] size) -> Tensor` (derivatives.yaml:588)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 588
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
    """Backward of `sum_to(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:602)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 602
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
    """Backward of `squeeze(Tensor self, int? dim=None) -> Tensor` (derivatives.yaml:611)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 611
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
    """Backward of `unsqueeze(Tensor self, int dim) -> Tensor` (derivatives.yaml:623)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 623
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
    """Backward of `index(Tensor self, Index indices) -> Tensor` (derivatives.yaml:636)."""

    __slots__ = ('_saved_indices', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 636
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
    """Backward of `index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor` (derivatives.yaml:651)."""

    __slots__ = ('_saved_indices',)
    _saved_tensor_slots = ()
    spec_line = 651
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
    """Backward of `cat(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:660)."""

    __slots__ = ('_saved_dim', '_saved_tensors_shapes')
    _saved_tensor_slots = ()
    spec_line = 660
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
    """Backward of `stack(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:672)."""

    __slots__ = ('_saved_dim',)
    _saved_tensor_slots = ()
    spec_line = 672
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
    """Backward of `clone(Tensor self) -> Tensor` (derivatives.yaml:686)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 686
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
    """Backward of `_to_copy(Tensor self, ScalarType dtype) -> Tensor` (derivatives.yaml:694)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 694
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


class ProdBackward0(Node):
    """Backward of `prod(Tensor self, int? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:711)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 711
    formulas = {
        'self': 'prod_backward(grad, self, result, dim, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: prod_backward(grad, self, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.prod_backward(array_ops, grad, self_, result, dim, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: prod_backward(grad, self, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.prod_backward(ops, grad, self_, result, dim, keepdim)
        return grad_self,


class VarBackward0(Node):
    """Backward of `var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor` (derivatives.yaml:724)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_correction', '_saved_keepdim', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 724
    formulas = {
        'self': 'var_backward(grad, self, dim, correction, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: var_backward(grad, self, dim, correction, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            correction = self._saved_correction
            keepdim = self._saved_keepdim
            grad_self = helpers.var_backward(array_ops, grad, self_, dim, correction, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: var_backward(grad, self, dim, correction, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            correction = self._saved_correction
            keepdim = self._saved_keepdim
            grad_self = helpers.var_backward(ops, grad, self_, dim, correction, keepdim)
        return grad_self,


class VarBackward1(Node):
    """Backward of `var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor` (derivatives.yaml:737)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_keepdim', '_saved_unbiased', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 737
    formulas = {
        'self': 'var_backward(grad, self, dim, 1 if unbiased else 0, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: var_backward(grad, self, dim, 1 if unbiased else 0, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            unbiased = self._saved_unbiased
            grad_self = helpers.var_backward(array_ops, grad, self_, dim, 1 if unbiased else 0, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: var_backward(grad, self, dim, 1 if unbiased else 0, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            unbiased = self._saved_unbiased
            grad_self = helpers.var_backward(ops, grad, self_, dim, 1 if unbiased else 0, keepdim)
        return grad_self,


class VarBackward2(Node):
    """Backward of `var.unbiased(Tensor self, bool unbiased=True) -> Tensor` (derivatives.yaml:748)."""

    __slots__ = ('_saved_self', '_saved_unbiased', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 748
    formulas = {
        'self': 'var_backward(grad, self, None, 1 if unbiased else 0, False)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: var_backward(grad, self, None, 1 if unbiased else 0, False)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            unbiased = self._saved_unbiased
            grad_self = helpers.var_backward(array_ops, grad, self_, None, 1 if unbiased else 0, False)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: var_backward(grad, self, None, 1 if unbiased else 0, False)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            unbiased = self._saved_unbiased
            grad_self = helpers.var_backward(ops, grad, self_, None, 1 if unbiased else 0, False)
        return grad_self,


class StdBackward0(Node):
    """Backward of `std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor` (derivatives.yaml:758)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_correction', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 758
    formulas = {
        'self': 'std_backward(grad, self, result, dim, correction, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: std_backward(grad, self, result, dim, correction, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            correction = self._saved_correction
            keepdim = self._saved_keepdim
            grad_self = helpers.std_backward(array_ops, grad, self_, result, dim, correction, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: std_backward(grad, self, result, dim, correction, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            correction = self._saved_correction
            keepdim = self._saved_keepdim
            grad_self = helpers.std_backward(ops, grad, self_, result, dim, correction, keepdim)
        return grad_self,


class StdBackward1(Node):
    """Backward of `std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor` (derivatives.yaml:771)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_saved_unbiased', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 771
    formulas = {
        'self': 'std_backward(grad, self, result, dim, 1 if unbiased else 0, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: std_backward(grad, self, result, dim, 1 if unbiased else 0, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            unbiased = self._saved_unbiased
            grad_self = helpers.std_backward(array_ops, grad, self_, result, dim, 1 if unbiased else 0, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: std_backward(grad, self, result, dim, 1 if unbiased else 0, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            unbiased = self._saved_unbiased
            grad_self = helpers.std_backward(ops, grad, self_, result, dim, 1 if unbiased else 0, keepdim)
        return grad_self,


class StdBackward2(Node):
    """Backward of `std.unbiased(Tensor self, bool unbiased=True) -> Tensor` (derivatives.yaml:782)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_unbiased', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 782
    formulas = {
        'self': 'std_backward(grad, self, result, None, 1 if unbiased else 0, False)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: std_backward(grad, self, result, None, 1 if unbiased else 0, False)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            unbiased = self._saved_unbiased
            grad_self = helpers.std_backward(array_ops, grad, self_, result, None, 1 if unbiased else 0, False)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: std_backward(grad, self, result, None, 1 if unbiased else 0, False)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            unbiased = self._saved_unbiased
            grad_self = helpers.std_backward(ops, grad, self_, result, None, 1 if unbiased else 0, False)
        return grad_self,


class VarMeanBackward0(Node):
    """Backward of `var_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor var, Tensor mean)` (derivatives.yaml:792)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_correction', '_saved_keepdim', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 792
    num_outputs = 2
    formulas = {
        'self': 'var_mean_backward(grads[0], grads[1], self, dim, correction, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: var_mean_backward(grads[0], grads[1], self, dim, correction, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            correction = self._saved_correction
            keepdim = self._saved_keepdim
            grad_self = helpers.var_mean_backward(array_ops, grads[0], grads[1], self_, dim, correction, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: var_mean_backward(grads[0], grads[1], self, dim, correction, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            correction = self._saved_correction
            keepdim = self._saved_keepdim
            grad_self = helpers.var_mean_backward(ops, grads[0], grads[1], self_, dim, correction, keepdim)
        return grad_self,


class StdMeanBackward0(Node):
    """Backward of `std_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor std, Tensor mean)` (derivatives.yaml:804)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_correction', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 804
    num_outputs = 2
    formulas = {
        'self': 'std_mean_backward(grads[0], grads[1], self, std, dim, correction, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: std_mean_backward(grads[0], grads[1], self, std, dim, correction, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            correction = self._saved_correction
            keepdim = self._saved_keepdim
            grad_self = helpers.std_mean_backward(array_ops, grads[0], grads[1], self_, result, dim, correction, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: std_mean_backward(grads[0], grads[1], self, std, dim, correction, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            correction = self._saved_correction
            keepdim = self._saved_keepdim
            grad_self = helpers.std_mean_backward(ops, grads[0], grads[1], self_, result, dim, correction, keepdim)
        return grad_self,


class AminmaxBackward0(Node):
    """Backward of `aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)` (derivatives.yaml:816)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_max', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result', '_version_of_max')
    _saved_tensor_slots = ('_saved_self', '_saved_result', '_saved_max')
    spec_line = 816
    num_outputs = 2
    formulas = {
        'self': 'aminmax_backward(grads[0], grads[1], self, min, max, dim, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: aminmax_backward(grads[0], grads[1], self, min, max, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            max = self._unpack_output(self._saved_max, self._version_of_max, 1)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.aminmax_backward(array_ops, grads[0], grads[1], self_, result, max, dim, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: aminmax_backward(grads[0], grads[1], self, min, max, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            max = self._output_tensor(self._unpack_output(self._saved_max, self._version_of_max, 1), 1)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.aminmax_backward(ops, grads[0], grads[1], self_, result, max, dim, keepdim)
        return grad_self,


class NormBackward0(Node):
    """Backward of `norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor` (derivatives.yaml:828)."""

    __slots__ = ('_saved_self', '_saved_p', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 828
    formulas = {
        'self': 'norm_backward(grad, self, p, result, dim, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: norm_backward(grad, self, p, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            p = self._saved_p
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.norm_backward(array_ops, grad, self_, p, result, dim, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: norm_backward(grad, self, p, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            p = self._saved_p
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.norm_backward(ops, grad, self_, p, result, dim, keepdim)
        return grad_self,


class NormBackward1(Node):
    """Backward of `norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor` (derivatives.yaml:842)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 842
    formulas = {
        'self': 'norm_backward(grad, self, 2, result, dim, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: norm_backward(grad, self, 2, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.norm_backward(array_ops, grad, self_, 2, result, dim, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: norm_backward(grad, self, 2, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.norm_backward(ops, grad, self_, 2, result, dim, keepdim)
        return grad_self,


class LogsumexpBackward0(Node):
    """Backward of `logsumexp(Tensor self, int[] dim, bool keepdim=False) -> Tensor` (derivatives.yaml:853)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 853
    formulas = {
        'self': 'logsumexp_backward(grad, self, result, dim, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: logsumexp_backward(grad, self, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.logsumexp_backward(array_ops, grad, self_, result, dim, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: logsumexp_backward(grad, self, result, dim, keepdim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_self = helpers.logsumexp_backward(ops, grad, self_, result, dim, keepdim)
        return grad_self,


class CummaxBackward0(Node):
    """Backward of `cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)` (derivatives.yaml:928)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 928
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, True)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            self_shape = self._saved_self_shape
            grad_self = array_ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,


class CumminBackward0(Node):
    """Backward of `cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)` (derivatives.yaml:940)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 940
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, True)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            self_shape = self._saved_self_shape
            grad_self = array_ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,


class CumsumBackward0(Node):
    """Backward of `cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:951)."""

    __slots__ = ('_saved_dim',)
    _saved_tensor_slots = ()
    spec_line = 951
    formulas = {
        'self': 'cumsum_backward(grad, dim)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cumsum_backward(grad, dim)
            dim = self._saved_dim
            grad_self = helpers.cumsum_backward(array_ops, grad, dim)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cumsum_backward(grad, dim)
            dim = self._saved_dim
            grad_self = helpers.cumsum_backward(ops, grad, dim)
        return grad_self,


class CumprodBackward0(Node):
    """Backward of `cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:963)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 963
    formulas = {
        'self': 'cumprod_backward(grad, self, dim, result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cumprod_backward(grad, self, dim, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = helpers.cumprod_backward(array_ops, grad, self_, dim, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cumprod_backward(grad, self, dim, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = helpers.cumprod_backward(ops, grad, self_, dim, result)
        return grad_self,


class LogcumsumexpBackward0(Node):
    """Backward of `logcumsumexp(Tensor self, int dim) -> Tensor` (derivatives.yaml:975)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 975
    formulas = {
        'self': 'logcumsumexp_backward(grad, self, result, dim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: logcumsumexp_backward(grad, self, result, dim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            grad_self = helpers.logcumsumexp_backward(array_ops, grad, self_, result, dim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: logcumsumexp_backward(grad, self, result, dim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            grad_self = helpers.logcumsumexp_backward(ops, grad, self_, result, dim)
        return grad_self,


class ValueSelectingBackwardBackward0(Node):
    """Backward of `value_selecting_backward(Tensor grad_output, int along, Tensor indices, int[] sizes, bool keepdim) -> Tensor` (derivatives.yaml:991)."""

    __slots__ = ('_saved_along', '_saved_indices', '_saved_keepdim', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 991
    formulas = {
        'grad_output': 'select_along(grad, along, indices, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: select_along(grad, along, indices, keepdim)
            along = self._saved_along
            indices = self._unpack(self._saved_indices, self._version_of_indices)._data
            keepdim = self._saved_keepdim
            grad_grad_output = array_ops.select_along(grad, along, indices, keepdim)
        grad_indices = None  # indices is not differentiable
        return grad_grad_output, grad_indices

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: select_along(grad, along, indices, keepdim)
            along = self._saved_along
            indices = self._unpack(self._saved_indices, self._version_of_indices)
            keepdim = self._saved_keepdim
            grad_grad_output = ops.select_along(grad, along, indices, keepdim)
        grad_indices = None  # indices is not differentiable
        return grad_grad_output, grad_indices


class SelectAlongBackward0(Node):
    """Backward of `select_along(Tensor self, int along, Tensor indices, bool keepdim) -> Tensor` (derivatives.yaml:1000)."""

    __slots__ = ('_saved_along', '_saved_indices', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 1000
    formulas = {
        'self': 'value_selecting_backward(grad, along, indices, self.shape, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, along, indices, self.shape, keepdim)
            along = self._saved_along
            indices = self._unpack(self._saved_indices, self._version_of_indices)._data
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = array_ops.value_selecting_backward(grad, along, indices, self_shape, keepdim)
        grad_indices = None  # indices is not differentiable
        return grad_self, grad_indices

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, along, indices, self.shape, keepdim)
            along = self._saved_along
            indices = self._unpack(self._saved_indices, self._version_of_indices)
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, along, indices, self_shape, keepdim)
        grad_indices = None  # indices is not differentiable
        return grad_self, grad_indices


class SortBackward0(Node):
    """Backward of `sort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:1007)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 1007
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, True)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            self_shape = self._saved_self_shape
            grad_self = array_ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,


class TopkBackward0(Node):
    """Backward of `topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)` (derivatives.yaml:1032)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 1032
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, True)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            self_shape = self._saved_self_shape
            grad_self = array_ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,


class KthvalueBackward0(Node):
    """Backward of `kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:1047)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 1047
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, keepdim)
            dim = self._saved_dim
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = array_ops.value_selecting_backward(grad, dim, indices, self_shape, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, keepdim)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, keepdim)
        return grad_self,


class MedianBackward0(Node):
    """Backward of `median(Tensor self) -> Tensor` (derivatives.yaml:1061)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 1061
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


class MedianBackward1(Node):
    """Backward of `median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:1071)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 1071
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, keepdim)
            dim = self._saved_dim
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = array_ops.value_selecting_backward(grad, dim, indices, self_shape, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, keepdim)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, keepdim)
        return grad_self,


class ModeBackward0(Node):
    """Backward of `mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:1085)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 1085
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, keepdim)
            dim = self._saved_dim
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = array_ops.value_selecting_backward(grad, dim, indices, self_shape, keepdim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, keepdim)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, keepdim)
        return grad_self,
