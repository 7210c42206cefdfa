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
from specgrad import array_helpers as arrays
from specgrad.autograd.graph import Node
from specgrad.generated import array_ops, kernels, ops
from specgrad.tensor import Tensor


class AddBackward0(Node):
    """Backward of `add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:69)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 69
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
    """Backward of `sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:88)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 88
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
    """Backward of `mul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:107)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 107
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
    """Backward of `div(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:117)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 117
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
    """Backward of `neg(Tensor self) -> Tensor` (derivatives.yaml:129)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 129
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
    """Backward of `reciprocal(Tensor self) -> Tensor` (derivatives.yaml:138)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 138
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
    """Backward of `pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor` (derivatives.yaml:148)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 148
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
    """Backward of `pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor` (derivatives.yaml:163)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_saved_result', '_version_of_exponent', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_exponent', '_saved_self', '_saved_result')
    spec_line = 163
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
    """Backward of `pow.Scalar(Scalar self, Tensor exponent) -> Tensor` (derivatives.yaml:175)."""

    __slots__ = ('_saved_result', '_saved_exponent', '_saved_self', '_version_of_result', '_version_of_exponent')
    _saved_tensor_slots = ('_saved_result', '_saved_exponent')
    spec_line = 175
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
    """Backward of `exp(Tensor self) -> Tensor` (derivatives.yaml:188)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 188
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
    """Backward of `log(Tensor self) -> Tensor` (derivatives.yaml:197)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 197
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
    """Backward of `sqrt(Tensor self) -> Tensor` (derivatives.yaml:207)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 207
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
    """Backward of `sin(Tensor self) -> Tensor` (derivatives.yaml:217)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 217
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
    """Backward of `cos(Tensor self) -> Tensor` (derivatives.yaml:226)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 226
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
    """Backward of `tanh(Tensor self) -> Tensor` (derivatives.yaml:235)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 235
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
    """Backward of `sigmoid(Tensor self) -> Tensor` (derivatives.yaml:245)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 245
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
    """Backward of `relu(Tensor self) -> Tensor` (derivatives.yaml:255)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 255
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
    """Backward of `abs(Tensor self) -> Tensor` (derivatives.yaml:265)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 265
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
    """Backward of `sign(Tensor self) -> Tensor` (derivatives.yaml:275)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 275
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
    """Backward of `maximum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:284)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 284
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
    """Backward of `minimum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:293)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 293
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
    """Backward of `clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor` (derivatives.yaml:301)."""

    __slots__ = ('_saved_self', '_saved_min', '_saved_max', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 301
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
    """Backward of `where(Tensor condition, Tensor self, Tensor other) -> Tensor` (derivatives.yaml:313)."""

    __slots__ = ('_saved_condition', '_version_of_condition')
    _saved_tensor_slots = ('_saved_condition',)
    spec_line = 313
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
    """Backward of `sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:410)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 410
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
    """Backward of `mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:427)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 427
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
    """Backward of `max(Tensor self) -> Tensor` (derivatives.yaml:443)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 443
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
    """Backward of `max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:452)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 452
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
    """Backward of `max.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:463)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 463
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
    """Backward of `min(Tensor self) -> Tensor` (derivatives.yaml:471)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 471
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
    """Backward of `min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:479)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 479
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
    """Backward of `min.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:490)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 490
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
    """Backward of `amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:498)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 498
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
    """Backward of `amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:510)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 510
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
    """Backward of `matmul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:522)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 522
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
    """Backward of `reshape(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:541)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 541
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
    """Backward of `view(Tensor self, int[] size) -> Tensor` (derivatives.yaml:553)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 553
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
    """Backward of `transpose(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:566)."""

    __slots__ = ('_saved_dim0', '_saved_dim1')
    _saved_tensor_slots = ()
    spec_line = 566
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
    """Backward of `permute(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:577)."""

    __slots__ = ('_saved_dims',)
    _saved_tensor_slots = ()
    spec_line = 577
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
    """Backward of `t(Tensor self) -> Tensor` (derivatives.yaml:589)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 589
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
    """Backward of `expand(Tensor self, int[] size) -> Tensor` (derivatives.yaml:598)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 598
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
    """Backward of `sum_to(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:612)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 612
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
    """Backward of `squeeze(Tensor self, int? dim=None) -> Tensor` (derivatives.yaml:621)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 621
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
    """Backward of `unsqueeze(Tensor self, int dim) -> Tensor` (derivatives.yaml:633)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 633
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
    """Backward of `index(Tensor self, Index indices) -> Tensor` (derivatives.yaml:646)."""

    __slots__ = ('_saved_indices', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 646
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
    """Backward of `index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor` (derivatives.yaml:661)."""

    __slots__ = ('_saved_indices',)
    _saved_tensor_slots = ()
    spec_line = 661
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
    """Backward of `cat(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:670)."""

    __slots__ = ('_saved_dim', '_saved_tensors_shapes')
    _saved_tensor_slots = ()
    spec_line = 670
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
    """Backward of `stack(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:682)."""

    __slots__ = ('_saved_dim',)
    _saved_tensor_slots = ()
    spec_line = 682
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
    """Backward of `clone(Tensor self) -> Tensor` (derivatives.yaml:696)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 696
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
    """Backward of `_to_copy(Tensor self, ScalarType dtype) -> Tensor` (derivatives.yaml:704)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 704
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


class LinearBackward0(Node):
    """Backward of `linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor` (derivatives.yaml:736)."""

    __slots__ = ('_saved_weight', '_saved_self', '_version_of_weight', '_version_of_self')
    _saved_tensor_slots = ('_saved_weight', '_saved_self')
    spec_line = 736
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


class SoftmaxBackward0(Node):
    """Backward of `softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:752)."""

    __slots__ = ('_saved_result', '_saved_dim', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 752
    formulas = {
        'self': 'result * (grad - sum(grad * result, dim, True))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: result * (grad - sum(grad * result, dim, True))
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            grad_self = result * (grad - array_ops.sum(grad * result, dim, True))
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: result * (grad - sum(grad * result, dim, True))
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            grad_self = result * (grad - ops.sum(grad * result, dim, True))
        return grad_self,


class LogSoftmaxBackward0(Node):
    """Backward of `log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:777)."""

    __slots__ = ('_saved_result', '_saved_dim', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 777
    formulas = {
        'self': 'grad - exp(result) * sum(grad, dim, True)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad - exp(result) * sum(grad, dim, True)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            grad_self = grad - np.exp(result) * array_ops.sum(grad, dim, True)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad - exp(result) * sum(grad, dim, True)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            grad_self = grad - ops.exp(result) * ops.sum(grad, dim, True)
        return grad_self,


class HardtanhBackward0(Node):
    """Backward of `hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0, bool inplace=False) -> Tensor` (derivatives.yaml:818)."""

    __slots__ = ('_saved_self', '_saved_min_val', '_saved_max_val', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 818
    formulas = {
        'self': 'where((self > min_val) & (self < max_val), grad, 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self > min_val) & (self < max_val), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            min_val = self._saved_min_val
            max_val = self._saved_max_val
            grad_self = kernels.hardtanhbackward0_self(self_, min_val, max_val, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self > min_val) & (self < max_val), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            min_val = self._saved_min_val
            max_val = self._saved_max_val
            grad_self = ops.where((self_ > min_val) & (self_ < max_val), grad, 0)
        return grad_self,


class LeakyReluBackward0(Node):
    """Backward of `leaky_relu(Tensor self, Scalar negative_slope=0.01, bool inplace=False) -> Tensor` (derivatives.yaml:842)."""

    __slots__ = ('_saved_self', '_saved_negative_slope', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 842
    formulas = {
        'self': 'where(self > 0, grad, grad * negative_slope)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > 0, grad, grad * negative_slope)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            negative_slope = self._saved_negative_slope
            grad_self = kernels.leakyrelubackward0_self(self_, grad, negative_slope)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > 0, grad, grad * negative_slope)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            negative_slope = self._saved_negative_slope
            grad_self = ops.where(self_ > 0, grad, grad * negative_slope)
        return grad_self,


class EluBackward0(Node):
    """Backward of `elu(Tensor self, Scalar alpha=1.0, bool inplace=False) -> Tensor` (derivatives.yaml:856)."""

    __slots__ = ('_saved_self', '_saved_alpha', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 856
    formulas = {
        'self': 'where(self > 0, grad, grad * alpha * exp(where(self < 0, self, 0)))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > 0, grad, grad * alpha * exp(where(self < 0, self, 0)))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            alpha = self._saved_alpha
            grad_self = kernels.elubackward0_self(self_, grad, alpha)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > 0, grad, grad * alpha * exp(where(self < 0, self, 0)))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            alpha = self._saved_alpha
            grad_self = ops.where(self_ > 0, grad, grad * alpha * ops.exp(ops.where(self_ < 0, self_, 0)))
        return grad_self,


class SeluBackward0(Node):
    """Backward of `selu(Tensor self) -> Tensor` (derivatives.yaml:870)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 870
    formulas = {
        'self': 'where(self > 0, grad * 1.0507009873554804934193349852946, grad * 1.0507009873554804934193349852946 * 1.6732632423543772848170429916717 * exp(where(self < 0, self, 0)))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > 0, grad * 1.0507009873554804934193349852946, grad * 1.0507009873554804934193349852946 * 1.6732632423543772848170429916717 * exp(where(self < 0, self, 0)))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.selubackward0_self(self_, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > 0, grad * 1.0507009873554804934193349852946, grad * 1.0507009873554804934193349852946 * 1.6732632423543772848170429916717 * exp(where(self < 0, self, 0)))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = ops.where(self_ > 0, grad * 1.0507009873554805, grad * 1.0507009873554805 * 1.6732632423543772 * ops.exp(ops.where(self_ < 0, self_, 0)))
        return grad_self,


class CeluBackward0(Node):
    """Backward of `celu(Tensor self, Scalar alpha=1.0) -> Tensor` (derivatives.yaml:887)."""

    __slots__ = ('_saved_self', '_saved_alpha', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 887
    formulas = {
        'self': 'where(self > 0, grad, grad * exp(where(self < 0, self, 0) / alpha))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > 0, grad, grad * exp(where(self < 0, self, 0) / alpha))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            alpha = self._saved_alpha
            grad_self = kernels.celubackward0_self(self_, grad, alpha)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self > 0, grad, grad * exp(where(self < 0, self, 0) / alpha))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            alpha = self._saved_alpha
            grad_self = ops.where(self_ > 0, grad, grad * ops.exp(ops.where(self_ < 0, self_, 0) / alpha))
        return grad_self,


class GeluBackward0(Node):
    """Backward of `gelu(Tensor self, *, str approximate="none") -> Tensor` (derivatives.yaml:908)."""

    __slots__ = ('_saved_self', '_saved_approximate', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 908
    formulas = {
        'self': '_gelu_backward(grad, self, approximate)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: _gelu_backward(grad, self, approximate)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            approximate = self._saved_approximate
            grad_self = array_ops._gelu_backward(grad, self_, approximate)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: _gelu_backward(grad, self, approximate)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            approximate = self._saved_approximate
            grad_self = ops._gelu_backward(grad, self_, approximate)
        return grad_self,


class GeluBackwardBackward0(Node):
    """Backward of `_gelu_backward(Tensor grad_output, Tensor self, str approximate) -> Tensor` (derivatives.yaml:921)."""

    __slots__ = ('_saved_self', '_saved_approximate', '_saved_grad_output', '_version_of_self', '_version_of_grad_output')
    _saved_tensor_slots = ('_saved_self', '_saved_grad_output')
    spec_line = 921
    formulas = {
        'grad_output': '_gelu_backward(grad, self, approximate)',
        'self': 'grad * grad_output * gelu_second_derivative(self, approximate)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: _gelu_backward(grad, self, approximate)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            approximate = self._saved_approximate
            grad_grad_output = array_ops._gelu_backward(grad, self_, approximate)
        grad_self = None
        if self.next_functions[1][0] is not None:
            # self: grad * grad_output * gelu_second_derivative(self, approximate)
            grad_output = self._unpack(self._saved_grad_output, self._version_of_grad_output)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            approximate = self._saved_approximate
            grad_self = grad * grad_output * helpers.gelu_second_derivative(array_ops, self_, approximate)
        return grad_grad_output, grad_self

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: _gelu_backward(grad, self, approximate)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            approximate = self._saved_approximate
            grad_grad_output = ops._gelu_backward(grad, self_, approximate)
        grad_self = None
        if self.next_functions[1][0] is not None:
            # self: grad * grad_output * gelu_second_derivative(self, approximate)
            grad_output = self._unpack(self._saved_grad_output, self._version_of_grad_output)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            approximate = self._saved_approximate
            grad_self = grad * grad_output * helpers.gelu_second_derivative(ops, self_, approximate)
        return grad_grad_output, grad_self


class SiluBackward0(Node):
    """Backward of `silu(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:932)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 932
    formulas = {
        'self': 'grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.silubackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * sigmoid(self) * (1 + self * (1 - sigmoid(self)))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.sigmoid(self_) * (1 + self_ * (1 - ops.sigmoid(self_)))
        return grad_self,


class SoftplusBackward0(Node):
    """Backward of `softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor` (derivatives.yaml:941)."""

    __slots__ = ('_saved_threshold', '_saved_self', '_saved_beta', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 941
    formulas = {
        'self': 'where(self * beta > threshold, grad, grad * sigmoid(self * beta))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self * beta > threshold, grad, grad * sigmoid(self * beta))
            threshold = self._saved_threshold
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            beta = self._saved_beta
            grad_self = kernels.softplusbackward0_self(self_, beta, threshold, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self * beta > threshold, grad, grad * sigmoid(self * beta))
            threshold = self._saved_threshold
            self_ = self._unpack(self._saved_self, self._version_of_self)
            beta = self._saved_beta
            grad_self = ops.where(self_ * beta > threshold, grad, grad * ops.sigmoid(self_ * beta))
        return grad_self,


class MishBackward0(Node):
    """Backward of `mish(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:955)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 955
    formulas = {
        'self': 'grad * (tanh(softplus(self)) + self * sigmoid(self) * (1 - tanh(softplus(self)) ** 2))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (tanh(softplus(self)) + self * sigmoid(self) * (1 - tanh(softplus(self)) ** 2))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad * (arrays.tanh(array_ops.softplus(self_)) + self_ * arrays.sigmoid(self_) * (1 - arrays.tanh(array_ops.softplus(self_)) ** 2))
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (tanh(softplus(self)) + self * sigmoid(self) * (1 - tanh(softplus(self)) ** 2))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * (ops.tanh(ops.softplus(self_)) + self_ * ops.sigmoid(self_) * (1 - ops.tanh(ops.softplus(self_)) ** 2))
        return grad_self,


class HardsigmoidBackward0(Node):
    """Backward of `hardsigmoid(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:973)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 973
    formulas = {
        'self': 'where((self > -3) & (self < 3), grad * 0.1666666716337204, 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self > -3) & (self < 3), grad * 0.1666666716337204, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.hardsigmoidbackward0_self(self_, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self > -3) & (self < 3), grad * 0.1666666716337204, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = ops.where((self_ > -3) & (self_ < 3), grad * 0.1666666716337204, 0)
        return grad_self,


class HardswishBackward0(Node):
    """Backward of `hardswish(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:985)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 985
    formulas = {
        'self': 'where(self <= -3, 0, where(self < 3, grad * (self / 3 + 0.5), grad))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self <= -3, 0, where(self < 3, grad * (self / 3 + 0.5), grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.hardswishbackward0_self(self_, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self <= -3, 0, where(self < 3, grad * (self / 3 + 0.5), grad))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = ops.where(self_ <= -3, 0, ops.where(self_ < 3, grad * (self_ / 3 + 0.5), grad))
        return grad_self,


class LogsigmoidBackward0(Node):
    """Backward of `logsigmoid(Tensor self) -> Tensor` (derivatives.yaml:997)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 997
    formulas = {
        'self': 'grad * sigmoid(-self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * sigmoid(-self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad * arrays.sigmoid(-self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * sigmoid(-self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.sigmoid(-self_)
        return grad_self,


class SoftshrinkBackward0(Node):
    """Backward of `softshrink(Tensor self, Scalar lambd=0.5) -> Tensor` (derivatives.yaml:1015)."""

    __slots__ = ('_saved_self', '_saved_lambd', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1015
    formulas = {
        'self': 'where((self >= -lambd) & (self <= lambd), 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self >= -lambd) & (self <= lambd), 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            lambd = self._saved_lambd
            grad_self = kernels.softshrinkbackward0_self(self_, lambd, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self >= -lambd) & (self <= lambd), 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            lambd = self._saved_lambd
            grad_self = ops.where((self_ >= -lambd) & (self_ <= lambd), 0, grad)
        return grad_self,


class HardshrinkBackward0(Node):
    """Backward of `hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor` (derivatives.yaml:1028)."""

    __slots__ = ('_saved_self', '_saved_lambd', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1028
    formulas = {
        'self': 'where((self >= -lambd) & (self <= lambd), 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self >= -lambd) & (self <= lambd), 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            lambd = self._saved_lambd
            grad_self = kernels.hardshrinkbackward0_self(self_, lambd, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self >= -lambd) & (self <= lambd), 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            lambd = self._saved_lambd
            grad_self = ops.where((self_ >= -lambd) & (self_ <= lambd), 0, grad)
        return grad_self,


class ThresholdBackward0(Node):
    """Backward of `threshold(Tensor self, float threshold, float value) -> Tensor` (derivatives.yaml:1040)."""

    __slots__ = ('_saved_self', '_saved_threshold', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1040
    formulas = {
        'self': 'where(self <= threshold, 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self <= threshold, 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            threshold = self._saved_threshold
            grad_self = kernels.thresholdbackward0_self(self_, threshold, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self <= threshold, 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            threshold = self._saved_threshold
            grad_self = ops.where(self_ <= threshold, 0, grad)
        return grad_self,


class NllLossBackward0(Node):
    """Backward of `nll_loss(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str? reduction="mean") -> Tensor` (derivatives.yaml:1099)."""

    __slots__ = ('_saved_target', '_saved_weight', '_saved_ignore_index', '_saved_self_shape', '_saved_self_dtype', '_saved_size_average', '_saved_reduce', '_saved_reduction', '_version_of_target', '_version_of_weight')
    _saved_tensor_slots = ('_saved_target', '_saved_weight')
    spec_line = 1099
    formulas = {
        'self': 'nll_loss_backward(grad, self.shape, self.dtype, target, weight, ignore_index, reduction_of(size_average, reduce, reduction))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: nll_loss_backward(grad, self.shape, self.dtype, target, weight, ignore_index, reduction_of(size_average, reduce, reduction))
            target = self._unpack(self._saved_target, self._version_of_target)._data
            weight = self._unpack(self._saved_weight, self._version_of_weight)._data if self._saved_weight is not None else None
            ignore_index = self._saved_ignore_index
            self_shape = self._saved_self_shape
            self_dtype = self._saved_self_dtype
            size_average = self._saved_size_average
            reduce = self._saved_reduce
            reduction = self._saved_reduction
            grad_self = helpers.nll_loss_backward(array_ops, grad, self_shape, self_dtype, target, weight, ignore_index, helpers.reduction_of(size_average, reduce, reduction))
        grad_target = None  # target is not differentiable
        grad_weight = None  # weight is not differentiable
        return grad_self, grad_target, grad_weight

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: nll_loss_backward(grad, self.shape, self.dtype, target, weight, ignore_index, reduction_of(size_average, reduce, reduction))
            target = self._unpack(self._saved_target, self._version_of_target)
            weight = self._unpack(self._saved_weight, self._version_of_weight) if self._saved_weight is not None else None
            ignore_index = self._saved_ignore_index
            self_shape = self._saved_self_shape
            self_dtype = self._saved_self_dtype
            size_average = self._saved_size_average
            reduce = self._saved_reduce
            reduction = self._saved_reduction
            grad_self = helpers.nll_loss_backward(ops, grad, self_shape, self_dtype, target, weight, ignore_index, helpers.reduction_of(size_average, reduce, reduction))
        grad_target = None  # target is not differentiable
        grad_weight = None  # weight is not differentiable
        return grad_self, grad_target, grad_weight
