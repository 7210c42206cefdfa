"""grad_fn classes: one Node subclass per op of derivatives.yaml, named as in PyTorch.

Generated from derivatives.yaml by `make regenerate`; do not edit.

Each class keeps only what its formulas read (`_saved_<name>`, as PyTorch exposes them), and has
two backward methods rendered from the same formulas: `apply` on raw arrays (NumPy or a fused
kernel), used by a plain backward, and `apply_differentiable` on Tensors with specgrad ops,
recorded in the graph, used by backward(create_graph=True). Both return one gradient per edge
in `next_functions`, in the output's shape; the engine sums away broadcasting.
"""
import numpy as np

from specgrad import array_helpers as arrays  # noqa: F401 - raw formulas call vocabulary functions (arrays.erf)
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


class Log1pBackward0(Node):
    """Backward of `log1p(Tensor self) -> Tensor` (derivatives.yaml:705)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 705
    formulas = {
        'self': 'grad / (self + 1)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (self + 1)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.log1pbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (self + 1)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / (self_ + 1)
        return grad_self,


class Expm1Backward0(Node):
    """Backward of `expm1(Tensor self) -> Tensor` (derivatives.yaml:716)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 716
    formulas = {
        'self': 'grad * (result + 1)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (result + 1)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.expm1backward0_self(grad, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (result + 1)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad * (result + 1)
        return grad_self,


class Log2Backward0(Node):
    """Backward of `log2(Tensor self) -> Tensor` (derivatives.yaml:725)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 725
    formulas = {
        'self': 'grad / (self * 0.6931471805599453)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (self * 0.6931471805599453)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.log2backward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (self * 0.6931471805599453)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / (self_ * 0.6931471805599453)
        return grad_self,


class Log10Backward0(Node):
    """Backward of `log10(Tensor self) -> Tensor` (derivatives.yaml:735)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 735
    formulas = {
        'self': 'grad / (self * 2.302585092994046)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (self * 2.302585092994046)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.log10backward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (self * 2.302585092994046)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / (self_ * 2.302585092994046)
        return grad_self,


class Exp2Backward0(Node):
    """Backward of `exp2(Tensor self) -> Tensor` (derivatives.yaml:745)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 745
    formulas = {
        'self': 'grad * result * 0.6931471805599453',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * result * 0.6931471805599453
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.exp2backward0_self(grad, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * result * 0.6931471805599453
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad * result * 0.6931471805599453
        return grad_self,


class TanBackward0(Node):
    """Backward of `tan(Tensor self) -> Tensor` (derivatives.yaml:754)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 754
    formulas = {
        'self': 'grad * (1 + result * result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (1 + result * result)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.tanbackward0_self(grad, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (1 + result * result)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad * (1 + result * result)
        return grad_self,


class AsinBackward0(Node):
    """Backward of `asin(Tensor self) -> Tensor` (derivatives.yaml:765)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 765
    formulas = {
        'self': 'grad / sqrt(1 - self * self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / sqrt(1 - self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.asinbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / sqrt(1 - self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / ops.sqrt(1 - self_ * self_)
        return grad_self,


class AcosBackward0(Node):
    """Backward of `acos(Tensor self) -> Tensor` (derivatives.yaml:777)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 777
    formulas = {
        'self': '-grad / sqrt(1 - self * self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad / sqrt(1 - self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.acosbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad / sqrt(1 - self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = -grad / ops.sqrt(1 - self_ * self_)
        return grad_self,


class AtanBackward0(Node):
    """Backward of `atan(Tensor self) -> Tensor` (derivatives.yaml:789)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 789
    formulas = {
        'self': 'grad / (1 + self * self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (1 + self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.atanbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (1 + self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / (1 + self_ * self_)
        return grad_self,


class Atan2Backward0(Node):
    """Backward of `atan2(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:800)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 800
    formulas = {
        'self': 'where((self == 0) & (other == 0), 0, grad * other / (self * self + other * other))',
        'other': 'where((self == 0) & (other == 0), 0, -grad * self / (self * self + other * other))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self == 0) & (other == 0), 0, grad * other / (self * self + other * other))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = kernels.atan2backward0_self(self_, other, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where((self == 0) & (other == 0), 0, -grad * self / (self * self + other * other))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = kernels.atan2backward0_other(self_, other, grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self == 0) & (other == 0), 0, grad * other / (self * self + other * other))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = ops.where((self_ == 0) & (other == 0), 0, grad * other / (self_ * self_ + other * other))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where((self == 0) & (other == 0), 0, -grad * self / (self * self + other * other))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = ops.where((self_ == 0) & (other == 0), 0, -grad * self_ / (self_ * self_ + other * other))
        return grad_self, grad_other


class SinhBackward0(Node):
    """Backward of `sinh(Tensor self) -> Tensor` (derivatives.yaml:811)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 811
    formulas = {
        'self': 'grad * cosh(self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * cosh(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad * np.cosh(self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * cosh(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.cosh(self_)
        return grad_self,


class CoshBackward0(Node):
    """Backward of `cosh(Tensor self) -> Tensor` (derivatives.yaml:820)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 820
    formulas = {
        'self': 'grad * sinh(self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * sinh(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad * np.sinh(self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * sinh(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.sinh(self_)
        return grad_self,


class AsinhBackward0(Node):
    """Backward of `asinh(Tensor self) -> Tensor` (derivatives.yaml:829)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 829
    formulas = {
        'self': 'grad / sqrt(self * self + 1)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / sqrt(self * self + 1)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.asinhbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / sqrt(self * self + 1)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / ops.sqrt(self_ * self_ + 1)
        return grad_self,


class AcoshBackward0(Node):
    """Backward of `acosh(Tensor self) -> Tensor` (derivatives.yaml:840)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 840
    formulas = {
        'self': 'grad / sqrt(self * self - 1)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / sqrt(self * self - 1)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.acoshbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / sqrt(self * self - 1)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / ops.sqrt(self_ * self_ - 1)
        return grad_self,


class AtanhBackward0(Node):
    """Backward of `atanh(Tensor self) -> Tensor` (derivatives.yaml:851)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 851
    formulas = {
        'self': 'grad / (1 - self * self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (1 - self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.atanhbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (1 - self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / (1 - self_ * self_)
        return grad_self,


class ErfBackward0(Node):
    """Backward of `erf(Tensor self) -> Tensor` (derivatives.yaml:864)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 864
    formulas = {
        'self': 'grad * 1.1283791670955126 * exp(-self * self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 1.1283791670955126 * exp(-self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.erfbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 1.1283791670955126 * exp(-self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * 1.1283791670955126 * ops.exp(-self_ * self_)
        return grad_self,


class ErfcBackward0(Node):
    """Backward of `erfc(Tensor self) -> Tensor` (derivatives.yaml:873)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 873
    formulas = {
        'self': '-grad * 1.1283791670955126 * exp(-self * self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad * 1.1283791670955126 * exp(-self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.erfcbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad * 1.1283791670955126 * exp(-self * self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = -grad * 1.1283791670955126 * ops.exp(-self_ * self_)
        return grad_self,


class ErfinvBackward0(Node):
    """Backward of `erfinv(Tensor self) -> Tensor` (derivatives.yaml:883)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 883
    formulas = {
        'self': 'grad * 0.886226925452758 * exp(result * result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 0.886226925452758 * exp(result * result)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.erfinvbackward0_self(grad, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 0.886226925452758 * exp(result * result)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad * 0.886226925452758 * ops.exp(result * result)
        return grad_self,


class LgammaBackward0(Node):
    """Backward of `lgamma(Tensor self) -> Tensor` (derivatives.yaml:895)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 895
    formulas = {
        'self': 'grad * digamma(self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * digamma(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad * arrays.digamma(self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * digamma(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.digamma(self_)
        return grad_self,


class DigammaBackward0(Node):
    """Backward of `digamma(Tensor self) -> Tensor` (derivatives.yaml:906)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 906
    formulas = {
        'self': 'grad * polygamma(1, self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * polygamma(1, self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = grad * arrays.polygamma(1, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * polygamma(1, self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.polygamma(1, self_)
        return grad_self,


class PolygammaBackward0(Node):
    """Backward of `polygamma(int n, Tensor self) -> Tensor` (derivatives.yaml:918)."""

    __slots__ = ('_saved_self', '_saved_n', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 918
    formulas = {
        'self': 'grad * polygamma(n + 1, self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * polygamma(n + 1, self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            n = self._saved_n
            grad_self = grad * arrays.polygamma(n + 1, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * polygamma(n + 1, self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            n = self._saved_n
            grad_self = grad * ops.polygamma(n + 1, self_)
        return grad_self,


class RsqrtBackward0(Node):
    """Backward of `rsqrt(Tensor self) -> Tensor` (derivatives.yaml:933)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 933
    formulas = {
        'self': '-0.5 * grad * result ** 3',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -0.5 * grad * result ** 3
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.rsqrtbackward0_self(grad, result)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -0.5 * grad * result ** 3
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = -0.5 * grad * result ** 3
        return grad_self,


class SquareBackward0(Node):
    """Backward of `square(Tensor self) -> Tensor` (derivatives.yaml:943)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 943
    formulas = {
        'self': 'grad * 2 * self',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 2 * self
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.squarebackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 2 * self
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * 2 * self_
        return grad_self,


class HypotBackward0(Node):
    """Backward of `hypot(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:953)."""

    __slots__ = ('_saved_result', '_saved_self', '_saved_other', '_version_of_result', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_result', '_saved_self', '_saved_other')
    spec_line = 953
    formulas = {
        'self': 'grad * self / result',
        'other': 'grad * other / result',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * self / result
            result = self._unpack_output(self._saved_result, self._version_of_result)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.hypotbackward0_self(grad, self_, result)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * other / result
            result = self._unpack_output(self._saved_result, self._version_of_result)
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = kernels.hypotbackward0_other(grad, other, result)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * self / result
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * self_ / result
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * other / result
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = grad * other / result
        return grad_self, grad_other


class CopysignBackward0(Node):
    """Backward of `copysign(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:964)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 964
    formulas = {
        'self': 'where(self == 0, 0, grad * result / self)',
        'other': 'grad * 0',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == 0, 0, grad * result / self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.copysignbackward0_self(self_, grad, result)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * 0
            grad_other = grad * 0
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == 0, 0, grad * result / self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = ops.where(self_ == 0, 0, grad * result / self_)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * 0
            grad_other = grad * 0
        return grad_self, grad_other


class LerpBackward0(Node):
    """Backward of `lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor` (derivatives.yaml:976)."""

    __slots__ = ('_saved_weight',)
    _saved_tensor_slots = ()
    spec_line = 976
    formulas = {
        'self': 'grad * (1 - weight)',
        'end': 'grad * weight',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (1 - weight)
            weight = self._saved_weight
            grad_self = grad * (1 - weight)
        grad_end = None
        if self.next_functions[1][0] is not None:
            # end: grad * weight
            weight = self._saved_weight
            grad_end = grad * weight
        return grad_self, grad_end

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class LerpBackward1(Node):
    """Backward of `lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor` (derivatives.yaml:991)."""

    __slots__ = ('_saved_weight', '_saved_end', '_saved_self', '_version_of_weight', '_version_of_end', '_version_of_self')
    _saved_tensor_slots = ('_saved_weight', '_saved_end', '_saved_self')
    spec_line = 991
    formulas = {
        'self': 'grad * (1 - weight)',
        'end': 'grad * weight',
        'weight': 'grad * (end - self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (1 - weight)
            weight = self._unpack(self._saved_weight, self._version_of_weight)._data
            grad_self = kernels.lerpbackward1_self(grad, weight)
        grad_end = None
        if self.next_functions[1][0] is not None:
            # end: grad * weight
            weight = self._unpack(self._saved_weight, self._version_of_weight)._data
            grad_end = grad * weight
        grad_weight = None
        if self.next_functions[2][0] is not None:
            # weight: grad * (end - self)
            end = self._unpack(self._saved_end, self._version_of_end)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_weight = kernels.lerpbackward1_weight(grad, end, self_)
        return grad_self, grad_end, grad_weight

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * (1 - weight)
            weight = self._unpack(self._saved_weight, self._version_of_weight)
            grad_self = grad * (1 - weight)
        grad_end = None
        if self.next_functions[1][0] is not None:
            # end: grad * weight
            weight = self._unpack(self._saved_weight, self._version_of_weight)
            grad_end = grad * weight
        grad_weight = None
        if self.next_functions[2][0] is not None:
            # weight: grad * (end - self)
            end = self._unpack(self._saved_end, self._version_of_end)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_weight = grad * (end - self_)
        return grad_self, grad_end, grad_weight


class AddcmulBackward0(Node):
    """Backward of `addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor` (derivatives.yaml:1007)."""

    __slots__ = ('_saved_value', '_saved_tensor2', '_saved_tensor1', '_version_of_tensor2', '_version_of_tensor1')
    _saved_tensor_slots = ('_saved_tensor2', '_saved_tensor1')
    spec_line = 1007
    formulas = {
        'self': 'grad',
        'tensor1': 'grad * tensor2 * value',
        'tensor2': 'grad * tensor1 * value',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_tensor1 = None
        if self.next_functions[1][0] is not None:
            # tensor1: grad * tensor2 * value
            value = self._saved_value
            tensor2 = self._unpack(self._saved_tensor2, self._version_of_tensor2)._data
            grad_tensor1 = kernels.addcmulbackward0_tensor1(grad, tensor2, value)
        grad_tensor2 = None
        if self.next_functions[2][0] is not None:
            # tensor2: grad * tensor1 * value
            value = self._saved_value
            tensor1 = self._unpack(self._saved_tensor1, self._version_of_tensor1)._data
            grad_tensor2 = kernels.addcmulbackward0_tensor2(grad, tensor1, value)
        return grad_self, grad_tensor1, grad_tensor2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_tensor1 = None
        if self.next_functions[1][0] is not None:
            # tensor1: grad * tensor2 * value
            value = self._saved_value
            tensor2 = self._unpack(self._saved_tensor2, self._version_of_tensor2)
            grad_tensor1 = grad * tensor2 * value
        grad_tensor2 = None
        if self.next_functions[2][0] is not None:
            # tensor2: grad * tensor1 * value
            value = self._saved_value
            tensor1 = self._unpack(self._saved_tensor1, self._version_of_tensor1)
            grad_tensor2 = grad * tensor1 * value
        return grad_self, grad_tensor1, grad_tensor2


class AddcdivBackward0(Node):
    """Backward of `addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor` (derivatives.yaml:1023)."""

    __slots__ = ('_saved_tensor2', '_saved_value', '_saved_tensor1', '_version_of_tensor2', '_version_of_tensor1')
    _saved_tensor_slots = ('_saved_tensor2', '_saved_tensor1')
    spec_line = 1023
    formulas = {
        'self': 'grad',
        'tensor1': 'grad * value / tensor2',
        'tensor2': '-grad * value * tensor1 / (tensor2 * tensor2)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_tensor1 = None
        if self.next_functions[1][0] is not None:
            # tensor1: grad * value / tensor2
            tensor2 = self._unpack(self._saved_tensor2, self._version_of_tensor2)._data
            value = self._saved_value
            grad_tensor1 = kernels.addcdivbackward0_tensor1(grad, value, tensor2)
        grad_tensor2 = None
        if self.next_functions[2][0] is not None:
            # tensor2: -grad * value * tensor1 / (tensor2 * tensor2)
            tensor1 = self._unpack(self._saved_tensor1, self._version_of_tensor1)._data
            tensor2 = self._unpack(self._saved_tensor2, self._version_of_tensor2)._data
            value = self._saved_value
            grad_tensor2 = kernels.addcdivbackward0_tensor2(grad, value, tensor1, tensor2)
        return grad_self, grad_tensor1, grad_tensor2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_tensor1 = None
        if self.next_functions[1][0] is not None:
            # tensor1: grad * value / tensor2
            tensor2 = self._unpack(self._saved_tensor2, self._version_of_tensor2)
            value = self._saved_value
            grad_tensor1 = grad * value / tensor2
        grad_tensor2 = None
        if self.next_functions[2][0] is not None:
            # tensor2: -grad * value * tensor1 / (tensor2 * tensor2)
            tensor1 = self._unpack(self._saved_tensor1, self._version_of_tensor1)
            tensor2 = self._unpack(self._saved_tensor2, self._version_of_tensor2)
            value = self._saved_value
            grad_tensor2 = -grad * value * tensor1 / (tensor2 * tensor2)
        return grad_self, grad_tensor1, grad_tensor2


class XlogyBackward0(Node):
    """Backward of `xlogy(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1039)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 1039
    formulas = {
        'self': 'where((self == 0) & (other <= 0), 0, xlogy(grad, other))',
        'other': 'grad * self / other',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self == 0) & (other <= 0), 0, xlogy(grad, other))
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.xlogybackward0_self(self_, other, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * self / other
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = kernels.xlogybackward0_other(grad, self_, other)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self == 0) & (other <= 0), 0, xlogy(grad, other))
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = ops.where((self_ == 0) & (other <= 0), 0, ops.xlogy(grad, other))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * self / other
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = grad * self_ / other
        return grad_self, grad_other


class FloorBackward0(Node):
    """Backward of `floor(Tensor self) -> Tensor` (derivatives.yaml:1052)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1052
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


class CeilBackward0(Node):
    """Backward of `ceil(Tensor self) -> Tensor` (derivatives.yaml:1062)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1062
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


class RoundBackward0(Node):
    """Backward of `round(Tensor self) -> Tensor` (derivatives.yaml:1072)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1072
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


class RoundBackward1(Node):
    """Backward of `round.decimals(Tensor self, *, int decimals=0) -> Tensor` (derivatives.yaml:1083)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1083
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


class TruncBackward0(Node):
    """Backward of `trunc(Tensor self) -> Tensor` (derivatives.yaml:1095)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1095
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


class FracBackward0(Node):
    """Backward of `frac(Tensor self) -> Tensor` (derivatives.yaml:1105)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1105
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


class SgnBackward0(Node):
    """Backward of `sgn(Tensor self) -> Tensor` (derivatives.yaml:1114)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1114
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
