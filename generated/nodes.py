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
    """Backward of `add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:64)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 64
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
    """Backward of `sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:83)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 83
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
    """Backward of `mul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:102)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 102
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
    """Backward of `div(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:112)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 112
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
    """Backward of `neg(Tensor self) -> Tensor` (derivatives.yaml:124)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 124
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
    """Backward of `reciprocal(Tensor self) -> Tensor` (derivatives.yaml:133)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 133
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
    """Backward of `pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor` (derivatives.yaml:143)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 143
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
    """Backward of `pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor` (derivatives.yaml:158)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_saved_result', '_version_of_exponent', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_exponent', '_saved_self', '_saved_result')
    spec_line = 158
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
    """Backward of `pow.Scalar(Scalar self, Tensor exponent) -> Tensor` (derivatives.yaml:170)."""

    __slots__ = ('_saved_result', '_saved_exponent', '_saved_self', '_version_of_result', '_version_of_exponent')
    _saved_tensor_slots = ('_saved_result', '_saved_exponent')
    spec_line = 170
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
    """Backward of `exp(Tensor self) -> Tensor` (derivatives.yaml:183)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 183
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
    """Backward of `log(Tensor self) -> Tensor` (derivatives.yaml:192)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 192
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
    """Backward of `sqrt(Tensor self) -> Tensor` (derivatives.yaml:202)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 202
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
    """Backward of `sin(Tensor self) -> Tensor` (derivatives.yaml:212)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 212
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
    """Backward of `cos(Tensor self) -> Tensor` (derivatives.yaml:221)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 221
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
    """Backward of `tanh(Tensor self) -> Tensor` (derivatives.yaml:230)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 230
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
    """Backward of `sigmoid(Tensor self) -> Tensor` (derivatives.yaml:239)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 239
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
    """Backward of `relu(Tensor self) -> Tensor` (derivatives.yaml:248)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 248
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
    """Backward of `abs(Tensor self) -> Tensor` (derivatives.yaml:258)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 258
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
    """Backward of `sign(Tensor self) -> Tensor` (derivatives.yaml:268)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 268
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
    """Backward of `maximum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:277)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 277
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
    """Backward of `minimum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:286)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 286
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
    """Backward of `clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor` (derivatives.yaml:294)."""

    __slots__ = ('_saved_self', '_saved_min', '_saved_max', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 294
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
    """Backward of `where(Tensor condition, Tensor self, Tensor other) -> Tensor` (derivatives.yaml:306)."""

    __slots__ = ('_saved_condition', '_version_of_condition')
    _saved_tensor_slots = ('_saved_condition',)
    spec_line = 306
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
    """Backward of `sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:403)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 403
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
    """Backward of `mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:420)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 420
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
    """Backward of `max(Tensor self) -> Tensor` (derivatives.yaml:436)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 436
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
    """Backward of `max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:445)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 445
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
    """Backward of `max.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:456)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 456
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
    """Backward of `min(Tensor self) -> Tensor` (derivatives.yaml:464)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 464
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
    """Backward of `min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:472)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 472
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
    """Backward of `min.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:483)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 483
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
    """Backward of `amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:491)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 491
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
    """Backward of `amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:503)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 503
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
    """Backward of `matmul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:515)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 515
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
    """Backward of `reshape(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:534)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 534
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
    """Backward of `view(Tensor self, int[] size) -> Tensor` (derivatives.yaml:546)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 546
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
    """Backward of `transpose(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:559)."""

    __slots__ = ('_saved_dim0', '_saved_dim1')
    _saved_tensor_slots = ()
    spec_line = 559
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
    """Backward of `permute(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:570)."""

    __slots__ = ('_saved_dims',)
    _saved_tensor_slots = ()
    spec_line = 570
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
    """Backward of `t(Tensor self) -> Tensor` (derivatives.yaml:582)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 582
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
    """Backward of `expand(Tensor self, int[] size) -> Tensor` (derivatives.yaml:591)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 591
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
    """Backward of `sum_to(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:605)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 605
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
    """Backward of `squeeze(Tensor self, int[]? dim=None) -> Tensor` (derivatives.yaml:614)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 614
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
    """Backward of `unsqueeze(Tensor self, int dim) -> Tensor` (derivatives.yaml:628)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 628
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
    """Backward of `index(Tensor self, Index indices) -> Tensor` (derivatives.yaml:641)."""

    __slots__ = ('_saved_indices', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 641
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
    """Backward of `index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor` (derivatives.yaml:656)."""

    __slots__ = ('_saved_indices',)
    _saved_tensor_slots = ()
    spec_line = 656
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
    """Backward of `cat(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:665)."""

    __slots__ = ('_saved_dim', '_saved_tensors_shapes')
    _saved_tensor_slots = ()
    spec_line = 665
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
    """Backward of `stack(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:677)."""

    __slots__ = ('_saved_dim',)
    _saved_tensor_slots = ()
    spec_line = 677
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
    """Backward of `clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor` (derivatives.yaml:691)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 691
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
    """Backward of `_to_copy(Tensor self, ScalarType dtype) -> Tensor` (derivatives.yaml:702)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 702
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


class SplitBackward0(Node):
    """Backward of `split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]` (derivatives.yaml:728)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 728
    formulas = {
        'self': 'cat(filled(grads, result.shapes), dim)',
    }

    def apply(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cat(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = array_ops.cat(helpers.filled(grads, result_shapes), dim)
        return grad_self,

    def apply_differentiable(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cat(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = ops.cat(helpers.filled(grads, result_shapes), dim)
        return grad_self,


class SplitBackward1(Node):
    """Backward of `split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]` (derivatives.yaml:743)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 743
    formulas = {
        'self': 'cat(filled(grads, result.shapes), dim)',
    }

    def apply(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cat(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = array_ops.cat(helpers.filled(grads, result_shapes), dim)
        return grad_self,

    def apply_differentiable(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cat(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = ops.cat(helpers.filled(grads, result_shapes), dim)
        return grad_self,


class ChunkBackward0(Node):
    """Backward of `chunk(Tensor self, int chunks, int dim=0) -> Tensor[]` (derivatives.yaml:756)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 756
    formulas = {
        'self': 'cat(filled(grads, result.shapes), dim)',
    }

    def apply(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cat(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = array_ops.cat(helpers.filled(grads, result_shapes), dim)
        return grad_self,

    def apply_differentiable(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cat(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = ops.cat(helpers.filled(grads, result_shapes), dim)
        return grad_self,


class UnbindBackward0(Node):
    """Backward of `unbind(Tensor self, int dim=0) -> Tensor[]` (derivatives.yaml:769)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 769
    formulas = {
        'self': 'stack(filled(grads, result.shapes), dim)',
    }

    def apply(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: stack(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = array_ops.stack(helpers.filled(grads, result_shapes), dim)
        return grad_self,

    def apply_differentiable(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: stack(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = ops.stack(helpers.filled(grads, result_shapes), dim)
        return grad_self,


class TensorSplitBackward0(Node):
    """Backward of `tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]` (derivatives.yaml:781)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 781
    formulas = {
        'self': 'cat(filled(grads, result.shapes), dim)',
    }

    def apply(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cat(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = array_ops.cat(helpers.filled(grads, result_shapes), dim)
        return grad_self,

    def apply_differentiable(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cat(filled(grads, result.shapes), dim)
            dim = self._saved_dim
            result_shapes = self._saved_result_shapes
            grad_self = ops.cat(helpers.filled(grads, result_shapes), dim)
        return grad_self,


class TensorSplitBackward1(Node):
    """Backward of `tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]` (derivatives.yaml:794)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 794
    formulas = {
        'self': 'tensor_split_backward(grads, self.shape, dim, indices)',
    }

    def apply(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: tensor_split_backward(grads, self.shape, dim, indices)
            dim = self._saved_dim
            indices = self._saved_indices
            self_shape = self._saved_self_shape
            grad_self = helpers.tensor_split_backward(array_ops, grads, self_shape, dim, indices)
        return grad_self,

    def apply_differentiable(self, grads):
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: tensor_split_backward(grads, self.shape, dim, indices)
            dim = self._saved_dim
            indices = self._saved_indices
            self_shape = self._saved_self_shape
            grad_self = helpers.tensor_split_backward(ops, grads, self_shape, dim, indices)
        return grad_self,


class MeshgridBackward0(Node):
    """Backward of `meshgrid(Tensor[] tensors, *, str? indexing=None) -> Tensor[]` (derivatives.yaml:810)."""

    __slots__ = ('_saved_indexing', '_saved_tensors_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 810
    formulas = {
        'tensors': 'meshgrid_backward(grads, tensors.shapes, indexing)',
    }

    def apply(self, grads):
        grad_tensors = None
        if any(node is not None for node, _ in self.next_functions):
            # tensors: meshgrid_backward(grads, tensors.shapes, indexing)
            indexing = self._saved_indexing
            tensors_shapes = self._saved_tensors_shapes
            grad_tensors = helpers.meshgrid_backward(array_ops, grads, tensors_shapes, indexing)
        return tuple(grad_tensors) if grad_tensors is not None else (None,) * len(self.next_functions)

    def apply_differentiable(self, grads):
        grad_tensors = None
        if any(node is not None for node, _ in self.next_functions):
            # tensors: meshgrid_backward(grads, tensors.shapes, indexing)
            indexing = self._saved_indexing
            tensors_shapes = self._saved_tensors_shapes
            grad_tensors = helpers.meshgrid_backward(ops, grads, tensors_shapes, indexing)
        return tuple(grad_tensors) if grad_tensors is not None else (None,) * len(self.next_functions)


class FlattenBackward0(Node):
    """Backward of `flatten(Tensor self, int start_dim=0, int end_dim=-1) -> Tensor` (derivatives.yaml:823)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 823
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


class UnflattenBackward0(Node):
    """Backward of `unflatten(Tensor self, int dim, int[] sizes) -> Tensor` (derivatives.yaml:836)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 836
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


class NarrowBackward0(Node):
    """Backward of `narrow(Tensor self, int dim, int start, int length) -> Tensor` (derivatives.yaml:847)."""

    __slots__ = ('_saved_self_shape', '_saved_dim', '_saved_start', '_saved_length')
    _saved_tensor_slots = ()
    spec_line = 847
    formulas = {
        'self': 'index_backward(grad, self.shape, narrow_index(self.shape, dim, start, length))',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: index_backward(grad, self.shape, narrow_index(self.shape, dim, start, length))
            self_shape = self._saved_self_shape
            dim = self._saved_dim
            start = self._saved_start
            length = self._saved_length
            grad_self = array_ops.index_backward(grad, self_shape, helpers.narrow_index(self_shape, dim, start, length))
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: index_backward(grad, self.shape, narrow_index(self.shape, dim, start, length))
            self_shape = self._saved_self_shape
            dim = self._saved_dim
            start = self._saved_start
            length = self._saved_length
            grad_self = ops.index_backward(grad, self_shape, helpers.narrow_index(self_shape, dim, start, length))
        return grad_self,


class FlipBackward0(Node):
    """Backward of `flip(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:860)."""

    __slots__ = ('_saved_dims',)
    _saved_tensor_slots = ()
    spec_line = 860
    formulas = {
        'self': 'flip(grad, dims)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: flip(grad, dims)
            dims = self._saved_dims
            grad_self = array_ops.flip(grad, dims)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: flip(grad, dims)
            dims = self._saved_dims
            grad_self = ops.flip(grad, dims)
        return grad_self,


class FliplrBackward0(Node):
    """Backward of `fliplr(Tensor self) -> Tensor` (derivatives.yaml:871)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 871
    formulas = {
        'self': 'fliplr(grad)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: fliplr(grad)
            grad_self = array_ops.fliplr(grad)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: fliplr(grad)
            grad_self = ops.fliplr(grad)
        return grad_self,


class FlipudBackward0(Node):
    """Backward of `flipud(Tensor self) -> Tensor` (derivatives.yaml:879)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 879
    formulas = {
        'self': 'flipud(grad)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: flipud(grad)
            grad_self = array_ops.flipud(grad)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: flipud(grad)
            grad_self = ops.flipud(grad)
        return grad_self,


class RollBackward0(Node):
    """Backward of `roll(Tensor self, int[] shifts, int[] dims=()) -> Tensor` (derivatives.yaml:887)."""

    __slots__ = ('_saved_dims', '_saved_shifts')
    _saved_tensor_slots = ()
    spec_line = 887
    formulas = {
        'self': 'roll(grad, negated(shifts), dims)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: roll(grad, negated(shifts), dims)
            dims = self._saved_dims
            shifts = self._saved_shifts
            grad_self = array_ops.roll(grad, helpers.negated(shifts), dims)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: roll(grad, negated(shifts), dims)
            dims = self._saved_dims
            shifts = self._saved_shifts
            grad_self = ops.roll(grad, helpers.negated(shifts), dims)
        return grad_self,


class RepeatBackward0(Node):
    """Backward of `repeat(Tensor self, int[] repeats) -> Tensor` (derivatives.yaml:900)."""

    __slots__ = ('_saved_repeats', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 900
    formulas = {
        'self': 'repeat_backward(grad, self.shape, repeats)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: repeat_backward(grad, self.shape, repeats)
            repeats = self._saved_repeats
            self_shape = self._saved_self_shape
            grad_self = helpers.repeat_backward(array_ops, grad, self_shape, repeats)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: repeat_backward(grad, self.shape, repeats)
            repeats = self._saved_repeats
            self_shape = self._saved_self_shape
            grad_self = helpers.repeat_backward(ops, grad, self_shape, repeats)
        return grad_self,


class TileBackward0(Node):
    """Backward of `tile(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:913)."""

    __slots__ = ('_saved_self_shape', '_saved_dims')
    _saved_tensor_slots = ()
    spec_line = 913
    formulas = {
        'self': 'repeat_backward(grad, self.shape, tile_repeats(self.shape, dims))',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: repeat_backward(grad, self.shape, tile_repeats(self.shape, dims))
            self_shape = self._saved_self_shape
            dims = self._saved_dims
            grad_self = helpers.repeat_backward(array_ops, grad, self_shape, helpers.tile_repeats(self_shape, dims))
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: repeat_backward(grad, self.shape, tile_repeats(self.shape, dims))
            self_shape = self._saved_self_shape
            dims = self._saved_dims
            grad_self = helpers.repeat_backward(ops, grad, self_shape, helpers.tile_repeats(self_shape, dims))
        return grad_self,


class RepeatInterleaveBackward0(Node):
    """Backward of `repeat_interleave(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor` (derivatives.yaml:925)."""

    __slots__ = ('_saved_repeats', '_saved_dim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 925
    formulas = {
        'self': 'repeat_interleave_backward(grad, self.shape, repeats, dim)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: repeat_interleave_backward(grad, self.shape, repeats, dim)
            repeats = self._saved_repeats
            dim = self._saved_dim
            self_shape = self._saved_self_shape
            grad_self = helpers.repeat_interleave_backward(array_ops, grad, self_shape, repeats, dim)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: repeat_interleave_backward(grad, self.shape, repeats, dim)
            repeats = self._saved_repeats
            dim = self._saved_dim
            self_shape = self._saved_self_shape
            grad_self = helpers.repeat_interleave_backward(ops, grad, self_shape, repeats, dim)
        return grad_self,


class MovedimBackward0(Node):
    """Backward of `movedim(Tensor self, int[] source, int[] destination) -> Tensor` (derivatives.yaml:936)."""

    __slots__ = ('_saved_destination', '_saved_source')
    _saved_tensor_slots = ()
    spec_line = 936
    formulas = {
        'self': 'movedim(grad, destination, source)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: movedim(grad, destination, source)
            destination = self._saved_destination
            source = self._saved_source
            grad_self = array_ops.movedim(grad, destination, source)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: movedim(grad, destination, source)
            destination = self._saved_destination
            source = self._saved_source
            grad_self = ops.movedim(grad, destination, source)
        return grad_self,


class MoveaxisBackward0(Node):
    """Backward of `moveaxis(Tensor self, int[] source, int[] destination) -> Tensor` (derivatives.yaml:950)."""

    __slots__ = ('_saved_destination', '_saved_source')
    _saved_tensor_slots = ()
    spec_line = 950
    formulas = {
        'self': 'moveaxis(grad, destination, source)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: moveaxis(grad, destination, source)
            destination = self._saved_destination
            source = self._saved_source
            grad_self = array_ops.moveaxis(grad, destination, source)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: moveaxis(grad, destination, source)
            destination = self._saved_destination
            source = self._saved_source
            grad_self = ops.moveaxis(grad, destination, source)
        return grad_self,


class SwapaxesBackward0(Node):
    """Backward of `swapaxes(Tensor self, int axis0, int axis1) -> Tensor` (derivatives.yaml:962)."""

    __slots__ = ('_saved_axis0', '_saved_axis1')
    _saved_tensor_slots = ()
    spec_line = 962
    formulas = {
        'self': 'swapaxes(grad, axis0, axis1)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: swapaxes(grad, axis0, axis1)
            axis0 = self._saved_axis0
            axis1 = self._saved_axis1
            grad_self = array_ops.swapaxes(grad, axis0, axis1)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: swapaxes(grad, axis0, axis1)
            axis0 = self._saved_axis0
            axis1 = self._saved_axis1
            grad_self = ops.swapaxes(grad, axis0, axis1)
        return grad_self,


class SwapdimsBackward0(Node):
    """Backward of `swapdims(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:973)."""

    __slots__ = ('_saved_dim0', '_saved_dim1')
    _saved_tensor_slots = ()
    spec_line = 973
    formulas = {
        'self': 'swapdims(grad, dim0, dim1)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: swapdims(grad, dim0, dim1)
            dim0 = self._saved_dim0
            dim1 = self._saved_dim1
            grad_self = array_ops.swapdims(grad, dim0, dim1)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: swapdims(grad, dim0, dim1)
            dim0 = self._saved_dim0
            dim1 = self._saved_dim1
            grad_self = ops.swapdims(grad, dim0, dim1)
        return grad_self,


class TrilBackward0(Node):
    """Backward of `tril(Tensor self, int diagonal=0) -> Tensor` (derivatives.yaml:983)."""

    __slots__ = ('_saved_diagonal',)
    _saved_tensor_slots = ()
    spec_line = 983
    formulas = {
        'self': 'tril(grad, diagonal)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: tril(grad, diagonal)
            diagonal = self._saved_diagonal
            grad_self = array_ops.tril(grad, diagonal)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: tril(grad, diagonal)
            diagonal = self._saved_diagonal
            grad_self = ops.tril(grad, diagonal)
        return grad_self,


class TriuBackward0(Node):
    """Backward of `triu(Tensor self, int diagonal=0) -> Tensor` (derivatives.yaml:995)."""

    __slots__ = ('_saved_diagonal',)
    _saved_tensor_slots = ()
    spec_line = 995
    formulas = {
        'self': 'triu(grad, diagonal)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: triu(grad, diagonal)
            diagonal = self._saved_diagonal
            grad_self = array_ops.triu(grad, diagonal)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: triu(grad, diagonal)
            diagonal = self._saved_diagonal
            grad_self = ops.triu(grad, diagonal)
        return grad_self,


class DiagonalBackward0(Node):
    """Backward of `diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor` (derivatives.yaml:1007)."""

    __slots__ = ('_saved_offset', '_saved_dim1', '_saved_dim2', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 1007
    formulas = {
        'self': 'diagonal_backward(grad, self.shape, offset, dim1, dim2)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: diagonal_backward(grad, self.shape, offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            self_shape = self._saved_self_shape
            grad_self = array_ops.diagonal_backward(grad, self_shape, offset, dim1, dim2)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: diagonal_backward(grad, self.shape, offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            self_shape = self._saved_self_shape
            grad_self = ops.diagonal_backward(grad, self_shape, offset, dim1, dim2)
        return grad_self,


class DiagonalBackwardBackward0(Node):
    """Backward of `diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor` (derivatives.yaml:1021)."""

    __slots__ = ('_saved_offset', '_saved_dim1', '_saved_dim2')
    _saved_tensor_slots = ()
    spec_line = 1021
    formulas = {
        'grad_output': 'diagonal(grad, offset, dim1, dim2)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: diagonal(grad, offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            grad_grad_output = array_ops.diagonal(grad, offset, dim1, dim2)
        return grad_grad_output,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: diagonal(grad, offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            grad_grad_output = ops.diagonal(grad, offset, dim1, dim2)
        return grad_grad_output,


class DiagEmbedBackward0(Node):
    """Backward of `diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor` (derivatives.yaml:1031)."""

    __slots__ = ('_saved_offset', '_saved_dim1', '_saved_dim2')
    _saved_tensor_slots = ()
    spec_line = 1031
    formulas = {
        'self': 'diagonal(grad, offset, dim1, dim2)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: diagonal(grad, offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            grad_self = array_ops.diagonal(grad, offset, dim1, dim2)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: diagonal(grad, offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            grad_self = ops.diagonal(grad, offset, dim1, dim2)
        return grad_self,


class DiagBackward0(Node):
    """Backward of `diag(Tensor self, int diagonal=0) -> Tensor` (derivatives.yaml:1044)."""

    __slots__ = ('_saved_diagonal', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 1044
    formulas = {
        'self': 'diag_backward(grad, self.shape, diagonal)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: diag_backward(grad, self.shape, diagonal)
            diagonal = self._saved_diagonal
            self_shape = self._saved_self_shape
            grad_self = helpers.diag_backward(array_ops, grad, self_shape, diagonal)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: diag_backward(grad, self.shape, diagonal)
            diagonal = self._saved_diagonal
            self_shape = self._saved_self_shape
            grad_self = helpers.diag_backward(ops, grad, self_shape, diagonal)
        return grad_self,


class TraceBackward0(Node):
    """Backward of `trace(Tensor self) -> Tensor` (derivatives.yaml:1056)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 1056
    formulas = {
        'self': 'trace_backward(grad, self.shape)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: trace_backward(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = helpers.trace_backward(array_ops, grad, self_shape)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: trace_backward(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = helpers.trace_backward(ops, grad, self_shape)
        return grad_self,


class BroadcastToBackward0(Node):
    """Backward of `broadcast_to(Tensor self, int[] size) -> Tensor` (derivatives.yaml:1065)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1065
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


class ExpandAsBackward0(Node):
    """Backward of `expand_as(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1076)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1076
    formulas = {
        'self': 'grad',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad
            grad_self = grad
        grad_other = None  # other is not differentiable
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class ReshapeAsBackward0(Node):
    """Backward of `reshape_as(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1088)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 1088
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
        grad_other = None  # other is not differentiable
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = ops.reshape(grad, self_shape)
        grad_other = None  # other is not differentiable
        return grad_self, grad_other


class ViewAsBackward0(Node):
    """Backward of `view_as(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1100)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 1100
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
        grad_other = None  # other is not differentiable
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: reshape(grad, self.shape)
            self_shape = self._saved_self_shape
            grad_self = ops.reshape(grad, self_shape)
        grad_other = None  # other is not differentiable
        return grad_self, grad_other


class ContiguousBackward0(Node):
    """Backward of `contiguous(Tensor self) -> Tensor` (derivatives.yaml:1113)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1113
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
