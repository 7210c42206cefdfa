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
    """Backward of `add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:57)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 57
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
    """Backward of `sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:76)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 76
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
    """Backward of `mul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:95)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 95
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
    """Backward of `div(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:105)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 105
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
    """Backward of `neg(Tensor self) -> Tensor` (derivatives.yaml:117)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 117
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
    """Backward of `reciprocal(Tensor self) -> Tensor` (derivatives.yaml:126)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 126
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
    """Backward of `pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor` (derivatives.yaml:136)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 136
    formulas = {
        'self': 'zeros_like_grad(grad) if exponent == 0 else grad * exponent * self ** (exponent - 1)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: zeros_like_grad(grad) if exponent == 0 else grad * exponent * self ** (exponent - 1)
            exponent = self._saved_exponent
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = helpers.zeros_like_grad(grad) if exponent == 0 else grad * exponent * self_ ** (exponent - 1)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: zeros_like_grad(grad) if exponent == 0 else grad * exponent * self ** (exponent - 1)
            exponent = self._saved_exponent
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = helpers.zeros_like_grad(grad) if exponent == 0 else grad * exponent * self_ ** (exponent - 1)
        return grad_self,


class PowBackward1(Node):
    """Backward of `pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor` (derivatives.yaml:151)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_saved_result', '_version_of_exponent', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_exponent', '_saved_self', '_saved_result')
    spec_line = 151
    formulas = {
        'self': 'where(exponent == 0, 0, grad * exponent * self ** (exponent - 1))',
        'exponent': 'grad * where((self == 0) & (exponent >= 0), 0, result * log(self))',
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
            # exponent: grad * where((self == 0) & (exponent >= 0), 0, result * log(self))
            result = self._unpack_output(self._saved_result, self._version_of_result)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            exponent = self._unpack(self._saved_exponent, self._version_of_exponent)._data
            grad_exponent = kernels.powbackward1_exponent(grad, self_, exponent, result)
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
            # exponent: grad * where((self == 0) & (exponent >= 0), 0, result * log(self))
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            exponent = self._unpack(self._saved_exponent, self._version_of_exponent)
            grad_exponent = grad * ops.where((self_ == 0) & (exponent >= 0), 0, result * ops.log(self_))
        return grad_self, grad_exponent


class PowBackward2(Node):
    """Backward of `pow.Scalar(Scalar self, Tensor exponent) -> Tensor` (derivatives.yaml:163)."""

    __slots__ = ('_saved_result', '_saved_exponent', '_saved_self', '_version_of_result', '_version_of_exponent')
    _saved_tensor_slots = ('_saved_result', '_saved_exponent')
    spec_line = 163
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
    """Backward of `exp(Tensor self) -> Tensor` (derivatives.yaml:176)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 176
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
    """Backward of `log(Tensor self) -> Tensor` (derivatives.yaml:185)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 185
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
    """Backward of `sqrt(Tensor self) -> Tensor` (derivatives.yaml:195)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 195
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
    """Backward of `sin(Tensor self) -> Tensor` (derivatives.yaml:205)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 205
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
    """Backward of `cos(Tensor self) -> Tensor` (derivatives.yaml:214)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 214
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
    """Backward of `tanh(Tensor self) -> Tensor` (derivatives.yaml:223)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 223
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
    """Backward of `sigmoid(Tensor self) -> Tensor` (derivatives.yaml:232)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 232
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
    """Backward of `relu(Tensor self) -> Tensor` (derivatives.yaml:241)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 241
    formulas = {
        'self': 'threshold_backward(grad, result, threshold=0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: threshold_backward(grad, result, threshold=0)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = array_ops.threshold_backward(grad, result, threshold=0)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: threshold_backward(grad, result, threshold=0)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = ops.threshold_backward(grad, result, threshold=0)
        return grad_self,


class ThresholdBackwardBackward0(Node):
    """Backward of `threshold_backward(Tensor grad_output, Tensor self, *, Scalar threshold=0) -> Tensor` (derivatives.yaml:255)."""

    __slots__ = ('_saved_self', '_saved_threshold', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 255
    formulas = {
        'grad_output': 'threshold_backward(grad, self, threshold=threshold)',
        'self': 'zeros_like_grad(grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: threshold_backward(grad, self, threshold=threshold)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            threshold = self._saved_threshold
            grad_grad_output = array_ops.threshold_backward(grad, self_, threshold=threshold)
        grad_self = None
        if self.next_functions[1][0] is not None:
            # self: zeros_like_grad(grad)
            grad_self = helpers.zeros_like_grad(grad)
        return grad_grad_output, grad_self

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: threshold_backward(grad, self, threshold=threshold)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            threshold = self._saved_threshold
            grad_grad_output = ops.threshold_backward(grad, self_, threshold=threshold)
        grad_self = None
        if self.next_functions[1][0] is not None:
            # self: zeros_like_grad(grad)
            grad_self = helpers.zeros_like_grad(grad)
        return grad_grad_output, grad_self


class AbsBackward0(Node):
    """Backward of `abs(Tensor self) -> Tensor` (derivatives.yaml:269)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 269
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
    """Backward of `sign(Tensor self) -> Tensor` (derivatives.yaml:279)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 279
    formulas = {
        'self': 'zeros_like_grad(grad)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: zeros_like_grad(grad)
            grad_self = helpers.zeros_like_grad(grad)
        return grad_self,

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class MaximumBackward0(Node):
    """Backward of `maximum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:288)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 288
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
    """Backward of `minimum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:297)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 297
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
    """Backward of `clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor` (derivatives.yaml:305)."""

    __slots__ = ('_saved_self', '_saved_min', '_saved_max', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 305
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
    """Backward of `where(Tensor condition, Tensor self, Tensor other) -> Tensor` (derivatives.yaml:317)."""

    __slots__ = ('_saved_condition', '_version_of_condition')
    _saved_tensor_slots = ('_saved_condition',)
    spec_line = 317
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
    """Backward of `sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:414)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 414
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
    """Backward of `mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:431)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 431
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
    """Backward of `max(Tensor self) -> Tensor` (derivatives.yaml:447)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 447
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
    """Backward of `max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:456)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 456
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
    """Backward of `max.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:467)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 467
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
    """Backward of `min(Tensor self) -> Tensor` (derivatives.yaml:475)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 475
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
    """Backward of `min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:483)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 483
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
    """Backward of `min.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:494)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 494
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
    """Backward of `amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:502)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 502
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
    """Backward of `amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:514)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 514
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
    """Backward of `matmul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:526)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 526
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
    """Backward of `reshape(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:545)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 545
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
    """Backward of `view(Tensor self, int[] size) -> Tensor` (derivatives.yaml:557)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 557
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


class ViewBackward1(Node):
    """Backward of `view.dtype(Tensor self, ScalarType dtype) -> Tensor` (derivatives.yaml:570)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 570
    formulas = {
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None  # self is not differentiable
        return grad_self,

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class TransposeBackward0(Node):
    """Backward of `transpose(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:585)."""

    __slots__ = ('_saved_dim0', '_saved_dim1')
    _saved_tensor_slots = ()
    spec_line = 585
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
    """Backward of `permute(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:596)."""

    __slots__ = ('_saved_dims',)
    _saved_tensor_slots = ()
    spec_line = 596
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
    """Backward of `t(Tensor self) -> Tensor` (derivatives.yaml:608)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 608
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
    """Backward of `expand(Tensor self, int[] size) -> Tensor` (derivatives.yaml:617)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 617
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
    """Backward of `sum_to(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:631)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 631
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
    """Backward of `squeeze(Tensor self, int[]? dim=None) -> Tensor` (derivatives.yaml:640)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 640
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
    """Backward of `unsqueeze(Tensor self, int dim) -> Tensor` (derivatives.yaml:655)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 655
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
    """Backward of `index(Tensor self, Index indices) -> Tensor` (derivatives.yaml:668)."""

    __slots__ = ('_saved_indices', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 668
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
    """Backward of `index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor` (derivatives.yaml:683)."""

    __slots__ = ('_saved_indices',)
    _saved_tensor_slots = ()
    spec_line = 683
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
    """Backward of `cat(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:692)."""

    __slots__ = ('_saved_dim', '_saved_tensors_shapes')
    _saved_tensor_slots = ()
    spec_line = 692
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
    """Backward of `stack(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:704)."""

    __slots__ = ('_saved_dim',)
    _saved_tensor_slots = ()
    spec_line = 704
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
    """Backward of `clone(Tensor self) -> Tensor` (derivatives.yaml:718)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 718
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
    """Backward of `_to_copy(Tensor self, ScalarType dtype) -> Tensor` (derivatives.yaml:726)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 726
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
