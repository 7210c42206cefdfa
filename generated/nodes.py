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
from specgrad import ufunc_threads
from specgrad import array_helpers as arrays
from specgrad.autograd.graph import Node
from specgrad.generated import array_ops, kernels, ops
from specgrad.tensor import Tensor


class AddBackward0(Node):
    """Backward of `add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:147)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 147
    input_names = ('self', 'other')
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
    """Backward of `sub(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:167)."""

    __slots__ = ('_saved_alpha',)
    _saved_tensor_slots = ()
    spec_line = 167
    input_names = ('self', 'other')
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
    """Backward of `mul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:188)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 188
    input_names = ('self', 'other')
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
            grad_self = ufunc_threads.call(np.multiply, grad, other) if ufunc_threads.big(grad) else grad * other
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * self
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = ufunc_threads.call(np.multiply, grad, self_) if ufunc_threads.big(grad) else grad * self_
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
    """Backward of `div(Tensor self, Tensor other, *, str? rounding_mode=None) -> Tensor` (derivatives.yaml:199)."""

    __slots__ = ('_saved_rounding_mode', '_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 199
    input_names = ('self', 'other')
    formulas = {
        'self': 'grad / other if rounding_mode is None else zeros_like_grad(grad)',
        'other': '-grad * ((self / other) / other) if rounding_mode is None else zeros_like_grad(grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / other if rounding_mode is None else zeros_like_grad(grad)
            rounding_mode = self._saved_rounding_mode
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = grad / other if rounding_mode is None else helpers.zeros_like_grad(grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * ((self / other) / other) if rounding_mode is None else zeros_like_grad(grad)
            rounding_mode = self._saved_rounding_mode
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = kernels.divbackward0_other(grad, self_, other) if rounding_mode is None else helpers.zeros_like_grad(grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / other if rounding_mode is None else zeros_like_grad(grad)
            rounding_mode = self._saved_rounding_mode
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = grad / other if rounding_mode is None else helpers.zeros_like_grad(grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * ((self / other) / other) if rounding_mode is None else zeros_like_grad(grad)
            rounding_mode = self._saved_rounding_mode
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_other = -grad * (self_ / other / other) if rounding_mode is None else helpers.zeros_like_grad(grad)
        return grad_self, grad_other


class NegBackward0(Node):
    """Backward of `neg(Tensor self) -> Tensor` (derivatives.yaml:226)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 226
    input_names = ('self',)
    formulas = {
        'self': '-grad',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad
            grad_self = ufunc_threads.call(np.negative, grad) if ufunc_threads.big(grad) else -grad
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: -grad
            grad_self = -grad
        return grad_self,


class ReciprocalBackward0(Node):
    """Backward of `reciprocal(Tensor self) -> Tensor` (derivatives.yaml:236)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 236
    input_names = ('self',)
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
    """Backward of `pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor` (derivatives.yaml:246)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 246
    input_names = ('self',)
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
    """Backward of `pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor` (derivatives.yaml:261)."""

    __slots__ = ('_saved_exponent', '_saved_self', '_saved_result', '_version_of_exponent', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_exponent', '_saved_self', '_saved_result')
    spec_line = 261
    input_names = ('self', 'exponent')
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
    """Backward of `pow.Scalar(Scalar self, Tensor exponent) -> Tensor` (derivatives.yaml:273)."""

    __slots__ = ('_saved_result', '_saved_exponent', '_saved_self', '_version_of_result', '_version_of_exponent')
    _saved_tensor_slots = ('_saved_result', '_saved_exponent')
    spec_line = 273
    input_names = ('exponent',)
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
    """Backward of `exp(Tensor self) -> Tensor` (derivatives.yaml:286)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 286
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, result) if ufunc_threads.big(grad) else grad * result
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
    """Backward of `log(Tensor self) -> Tensor` (derivatives.yaml:295)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 295
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.true_divide, grad, self_) if ufunc_threads.big(grad) else grad / self_
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
    """Backward of `sqrt(Tensor self) -> Tensor` (derivatives.yaml:305)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 305
    input_names = ('self',)
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
    """Backward of `sin(Tensor self) -> Tensor` (derivatives.yaml:315)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 315
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, np.cos(self_)) if ufunc_threads.big(grad) else grad * np.cos(self_)
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
    """Backward of `cos(Tensor self) -> Tensor` (derivatives.yaml:324)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 324
    input_names = ('self',)
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
    """Backward of `tanh(Tensor self) -> Tensor` (derivatives.yaml:333)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 333
    input_names = ('self',)
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
    """Backward of `sigmoid(Tensor self) -> Tensor` (derivatives.yaml:343)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 343
    input_names = ('self',)
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
    """Backward of `relu(Tensor self) -> Tensor` (derivatives.yaml:353)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 353
    input_names = ('self',)
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
    """Backward of `threshold_backward(Tensor grad_output, Tensor self, *, Scalar threshold=0) -> Tensor` (derivatives.yaml:367)."""

    __slots__ = ('_saved_self', '_saved_threshold', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 367
    input_names = ('grad_output', 'self')
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


class ConnectToBackward0(Node):
    """Backward of `connect_to(Tensor grad_output, Tensor self) -> Tensor` (derivatives.yaml:385)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 385
    input_names = ('grad_output', 'self')
    formulas = {
        'grad_output': 'connect_to(grad, self)',
        'self': 'zeros_like_grad(grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: connect_to(grad, self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_grad_output = arrays.same(grad, self_)
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
            # grad_output: connect_to(grad, self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_grad_output = ops.connect_to(grad, self_)
        grad_self = None
        if self.next_functions[1][0] is not None:
            # self: zeros_like_grad(grad)
            grad_self = helpers.zeros_like_grad(grad)
        return grad_grad_output, grad_self


class AbsBackward0(Node):
    """Backward of `abs(Tensor self) -> Tensor` (derivatives.yaml:397)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 397
    input_names = ('self',)
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
    """Backward of `sign(Tensor self) -> Tensor` (derivatives.yaml:408)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 408
    input_names = ('self',)
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
    """Backward of `maximum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:417)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 417
    input_names = ('self', 'other')
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
    """Backward of `minimum(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:426)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 426
    input_names = ('self', 'other')
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
    """Backward of `clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor` (derivatives.yaml:434)."""

    __slots__ = ('_saved_self', '_saved_min', '_saved_max', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 434
    input_names = ('self',)
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
    """Backward of `where(Tensor condition, Tensor self, Tensor other) -> Tensor` (derivatives.yaml:449)."""

    __slots__ = ('_saved_condition', '_version_of_condition')
    _saved_tensor_slots = ('_saved_condition',)
    spec_line = 449
    input_names = ('condition', 'self', 'other')
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
    """Backward of `sum(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:572)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 572
    input_names = ('self',)
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
    """Backward of `mean(Tensor self, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:589)."""

    __slots__ = ('_saved_dim', '_saved_keepdim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 589
    input_names = ('self',)
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
    """Backward of `max(Tensor self) -> Tensor` (derivatives.yaml:605)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 605
    input_names = ('self',)
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
    """Backward of `max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:616)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 616
    input_names = ('self',)
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
    """Backward of `max.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:628)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 628
    input_names = ('self', 'other')
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
    """Backward of `min(Tensor self) -> Tensor` (derivatives.yaml:636)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 636
    input_names = ('self',)
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
    """Backward of `min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:646)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 646
    input_names = ('self',)
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
    """Backward of `min.other(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:658)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 658
    input_names = ('self', 'other')
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
    """Backward of `amax(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:666)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 666
    input_names = ('self',)
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
    """Backward of `amin(Tensor self, int[] dim=(), bool keepdim=False) -> Tensor` (derivatives.yaml:679)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 679
    input_names = ('self',)
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
    """Backward of `matmul(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:692)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 692
    input_names = ('self', 'other')
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


class UnfoldViewBackward0(Node):
    """Backward of `unfold_view(Tensor self, int dimension, int size, int step) -> Tensor` (derivatives.yaml:736)."""

    __slots__ = ('_saved_dimension', '_saved_size', '_saved_step', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 736
    input_names = ('self',)
    formulas = {
        'self': 'unfold_backward(grad, self.shape, dimension, size, step)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: unfold_backward(grad, self.shape, dimension, size, step)
            dimension = self._saved_dimension
            size = self._saved_size
            step = self._saved_step
            self_shape = self._saved_self_shape
            grad_self = array_ops.unfold_backward(grad, self_shape, dimension, size, step)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: unfold_backward(grad, self.shape, dimension, size, step)
            dimension = self._saved_dimension
            size = self._saved_size
            step = self._saved_step
            self_shape = self._saved_self_shape
            grad_self = ops.unfold_backward(grad, self_shape, dimension, size, step)
        return grad_self,


class UnfoldBackwardBackward0(Node):
    """Backward of `unfold_backward(Tensor grad_in, int[] input_sizes, int dim, int size, int step) -> Tensor` (derivatives.yaml:756)."""

    __slots__ = ('_saved_dim', '_saved_size', '_saved_step')
    _saved_tensor_slots = ()
    spec_line = 756
    input_names = ('grad_in',)
    formulas = {
        'grad_in': 'unfold_view(grad, dim, size, step)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_grad_in = None
        if self.next_functions[0][0] is not None:
            # grad_in: unfold_view(grad, dim, size, step)
            dim = self._saved_dim
            size = self._saved_size
            step = self._saved_step
            grad_grad_in = array_ops.unfold_view(grad, dim, size, step)
        return grad_grad_in,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_grad_in = None
        if self.next_functions[0][0] is not None:
            # grad_in: unfold_view(grad, dim, size, step)
            dim = self._saved_dim
            size = self._saved_size
            step = self._saved_step
            grad_grad_in = ops.unfold_view(grad, dim, size, step)
        return grad_grad_in,


class ReshapeBackward0(Node):
    """Backward of `reshape(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:841)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 841
    input_names = ('self',)
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
    """Backward of `view(Tensor self, int[] size) -> Tensor` (derivatives.yaml:853)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 853
    input_names = ('self',)
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
    """Backward of `view.dtype(Tensor self, ScalarType dtype) -> Tensor` (derivatives.yaml:866)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 866
    input_names = ('self',)
    formulas = {
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None  # self is not differentiable
        return grad_self,

    def apply_differentiable(self, grads):
        return self.apply(grads)  # the formulas call no function: arrays and Tensors read them alike


class TransposeBackward0(Node):
    """Backward of `transpose(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:881)."""

    __slots__ = ('_saved_dim0', '_saved_dim1')
    _saved_tensor_slots = ()
    spec_line = 881
    input_names = ('self',)
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
    """Backward of `permute(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:893)."""

    __slots__ = ('_saved_dims',)
    _saved_tensor_slots = ()
    spec_line = 893
    input_names = ('self',)
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
    """Backward of `t(Tensor self) -> Tensor` (derivatives.yaml:905)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 905
    input_names = ('self',)
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
    """Backward of `expand(Tensor self, int[] size) -> Tensor` (derivatives.yaml:916)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 916
    input_names = ('self',)
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
    """Backward of `sum_to(Tensor self, int[] shape) -> Tensor` (derivatives.yaml:930)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 930
    input_names = ('self',)
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
    """Backward of `squeeze(Tensor self, int[]? dim=None) -> Tensor` (derivatives.yaml:940)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 940
    input_names = ('self',)
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
    """Backward of `unsqueeze(Tensor self, int dim) -> Tensor` (derivatives.yaml:956)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 956
    input_names = ('self',)
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
    """Backward of `index(Tensor self, Index indices) -> Tensor` (derivatives.yaml:970)."""

    __slots__ = ('_saved_indices', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 970
    input_names = ('self',)
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
    """Backward of `index_backward(Tensor grad_output, int[] shape, Index indices) -> Tensor` (derivatives.yaml:986)."""

    __slots__ = ('_saved_indices',)
    _saved_tensor_slots = ()
    spec_line = 986
    input_names = ('grad_output',)
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
    """Backward of `cat(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:996)."""

    __slots__ = ('_saved_dim', '_saved_tensors_shapes')
    _saved_tensor_slots = ()
    spec_line = 996
    input_names = ('tensors[]',)
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
    """Backward of `stack(Tensor[] tensors, int dim=0) -> Tensor` (derivatives.yaml:1009)."""

    __slots__ = ('_saved_dim',)
    _saved_tensor_slots = ()
    spec_line = 1009
    input_names = ('tensors[]',)
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
    """Backward of `clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor` (derivatives.yaml:1023)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1023
    input_names = ('self',)
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
    """Backward of `_to_copy(Tensor self, ScalarType dtype) -> Tensor` (derivatives.yaml:1035)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1035
    input_names = ('self',)
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


class TrueDivideBackward0(Node):
    """Backward of `true_divide(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1048)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 1048
    input_names = ('self', 'other')
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
            grad_self = ufunc_threads.call(np.true_divide, grad, other) if ufunc_threads.big(grad) else grad / other
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: -grad * ((self / other) / other)
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = kernels.truedividebackward0_other(grad, self_, other)
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


class ClampMinBackward0(Node):
    """Backward of `clamp_min(Tensor self, Scalar min) -> Tensor` (derivatives.yaml:1086)."""

    __slots__ = ('_saved_self', '_saved_min', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1086
    input_names = ('self',)
    formulas = {
        'self': 'where(clamp_mask(self, min, None), grad, 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(clamp_mask(self, min, None), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            min = self._saved_min
            grad_self = np.where(helpers.clamp_mask(self_, min, None), grad, 0)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(clamp_mask(self, min, None), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            min = self._saved_min
            grad_self = ops.where(helpers.clamp_mask(self_, min, None), grad, 0)
        return grad_self,


class ClampMaxBackward0(Node):
    """Backward of `clamp_max(Tensor self, Scalar max) -> Tensor` (derivatives.yaml:1100)."""

    __slots__ = ('_saved_self', '_saved_max', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1100
    input_names = ('self',)
    formulas = {
        'self': 'where(clamp_mask(self, None, max), grad, 0)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(clamp_mask(self, None, max), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            max = self._saved_max
            grad_self = np.where(helpers.clamp_mask(self_, None, max), grad, 0)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(clamp_mask(self, None, max), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            max = self._saved_max
            grad_self = ops.where(helpers.clamp_mask(self_, None, max), grad, 0)
        return grad_self,


class FmaxBackward0(Node):
    """Backward of `fmax(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1145)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 1145
    input_names = ('self', 'other')
    formulas = {
        'self': 'where((self >= other) | isnan(other), grad, 0)',
        'other': 'where((self >= other) | isnan(other), 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self >= other) | isnan(other), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = kernels.fmaxbackward0_self(self_, other, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where((self >= other) | isnan(other), 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = kernels.fmaxbackward0_other(self_, other, grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self >= other) | isnan(other), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = ops.where((self_ >= other) | ops.isnan(other), grad, 0)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where((self >= other) | isnan(other), 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = ops.where((self_ >= other) | ops.isnan(other), 0, grad)
        return grad_self, grad_other


class FminBackward0(Node):
    """Backward of `fmin(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1157)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 1157
    input_names = ('self', 'other')
    formulas = {
        'self': 'where((self <= other) | isnan(other), grad, 0)',
        'other': 'where((self <= other) | isnan(other), 0, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self <= other) | isnan(other), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = kernels.fminbackward0_self(self_, other, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where((self <= other) | isnan(other), 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = kernels.fminbackward0_other(self_, other, grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where((self <= other) | isnan(other), grad, 0)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = ops.where((self_ <= other) | ops.isnan(other), grad, 0)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: where((self <= other) | isnan(other), 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = ops.where((self_ <= other) | ops.isnan(other), 0, grad)
        return grad_self, grad_other


class SincBackward0(Node):
    """Backward of `sinc(Tensor self) -> Tensor` (derivatives.yaml:1185)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1185
    input_names = ('self',)
    formulas = {
        'self': 'where(self == 0, 0, grad * (cos(self * 3.141592653589793) - sinc(self)) / self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == 0, 0, grad * (cos(self * 3.141592653589793) - sinc(self)) / self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = np.where(self_ == 0, 0, grad * (np.cos(self_ * 3.141592653589793) - array_ops.sinc(self_)) / self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == 0, 0, grad * (cos(self * 3.141592653589793) - sinc(self)) / self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = ops.where(self_ == 0, 0, grad * (ops.cos(self_ * 3.141592653589793) - ops.sinc(self_)) / self_)
        return grad_self,


class LogitBackward0(Node):
    """Backward of `logit(Tensor self, float? eps=None) -> Tensor` (derivatives.yaml:1213)."""

    __slots__ = ('_saved_self', '_saved_eps', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1213
    input_names = ('self',)
    formulas = {
        'self': 'logit_backward(grad, self, eps)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: logit_backward(grad, self, eps)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            eps = self._saved_eps
            grad_self = helpers.logit_backward(array_ops, grad, self_, eps)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: logit_backward(grad, self, eps)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            eps = self._saved_eps
            grad_self = helpers.logit_backward(ops, grad, self_, eps)
        return grad_self,


class LogaddexpBackward0(Node):
    """Backward of `logaddexp(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1230)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 1230
    input_names = ('self', 'other')
    formulas = {
        'self': 'grad / (1 + exp(other - self))',
        'other': 'grad / (1 + exp(self - other))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (1 + exp(other - self))
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.logaddexpbackward0_self(grad, other, self_)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad / (1 + exp(self - other))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = kernels.logaddexpbackward0_other(grad, self_, other)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (1 + exp(other - self))
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / (1 + ops.exp(other - self_))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad / (1 + exp(self - other))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = grad / (1 + ops.exp(self_ - other))
        return grad_self, grad_other


class Logaddexp2Backward0(Node):
    """Backward of `logaddexp2(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1244)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 1244
    input_names = ('self', 'other')
    formulas = {
        'self': 'grad / (1 + exp2(other - self))',
        'other': 'grad / (1 + exp2(self - other))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (1 + exp2(other - self))
            other = self._unpack(self._saved_other, self._version_of_other)._data
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.logaddexp2backward0_self(grad, other, self_)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad / (1 + exp2(self - other))
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_other = kernels.logaddexp2backward0_other(grad, self_, other)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / (1 + exp2(other - self))
            other = self._unpack(self._saved_other, self._version_of_other)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad / (1 + ops.exp2(other - self_))
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad / (1 + exp2(self - other))
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_other = grad / (1 + ops.exp2(self_ - other))
        return grad_self, grad_other


class Deg2radBackward0(Node):
    """Backward of `deg2rad(Tensor self) -> Tensor` (derivatives.yaml:1259)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1259
    input_names = ('self',)
    formulas = {
        'self': 'grad * 0.017453292519943295',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 0.017453292519943295
            grad_self = ufunc_threads.call(np.multiply, grad, 0.017453292519943295) if ufunc_threads.big(grad) else grad * 0.017453292519943295
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 0.017453292519943295
            grad_self = grad * 0.017453292519943295
        return grad_self,


class Rad2degBackward0(Node):
    """Backward of `rad2deg(Tensor self) -> Tensor` (derivatives.yaml:1268)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1268
    input_names = ('self',)
    formulas = {
        'self': 'grad * 57.29577951308232',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 57.29577951308232
            grad_self = ufunc_threads.call(np.multiply, grad, 57.29577951308232) if ufunc_threads.big(grad) else grad * 57.29577951308232
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 57.29577951308232
            grad_self = grad * 57.29577951308232
        return grad_self,


class NextafterBackward0(Node):
    """Backward of `nextafter(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1290)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 1290
    input_names = ('self', 'other')
    formulas = {
        'self': 'where(self == other, 0, grad)',
        'other': 'zeros_like_grad(grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == other, 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            other = self._unpack(self._saved_other, self._version_of_other)._data
            grad_self = kernels.nextafterbackward0_self(self_, other, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: zeros_like_grad(grad)
            grad_other = helpers.zeros_like_grad(grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(self == other, 0, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            other = self._unpack(self._saved_other, self._version_of_other)
            grad_self = ops.where(self_ == other, 0, grad)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: zeros_like_grad(grad)
            grad_other = helpers.zeros_like_grad(grad)
        return grad_self, grad_other


class I0Backward0(Node):
    """Backward of `i0(Tensor self) -> Tensor` (derivatives.yaml:1317)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1317
    input_names = ('self',)
    formulas = {
        'self': 'grad * special_i1(self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * special_i1(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = ufunc_threads.call(np.multiply, grad, array_ops.special_i1(self_)) if ufunc_threads.big(grad) else grad * array_ops.special_i1(self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * special_i1(self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * ops.special_i1(self_)
        return grad_self,


class SpecialI1Backward0(Node):
    """Backward of `special_i1(Tensor self) -> Tensor` (derivatives.yaml:1331)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 1331
    input_names = ('self',)
    formulas = {
        'self': 'grad * where(self == 0, 0.5, i0(self) - result / self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * where(self == 0, 0.5, i0(self) - result / self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = ufunc_threads.call(np.multiply, grad, np.where(self_ == 0, 0.5, array_ops.i0(self_) - result / self_)) if ufunc_threads.big(grad) else grad * np.where(self_ == 0, 0.5, array_ops.i0(self_) - result / self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * where(self == 0, 0.5, i0(self) - result / self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad * ops.where(self_ == 0, 0.5, ops.i0(self_) - result / self_)
        return grad_self,


class Log1pBackward0(Node):
    """Backward of `log1p(Tensor self) -> Tensor` (derivatives.yaml:1344)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1344
    input_names = ('self',)
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
    """Backward of `expm1(Tensor self) -> Tensor` (derivatives.yaml:1355)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 1355
    input_names = ('self',)
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
    """Backward of `log2(Tensor self) -> Tensor` (derivatives.yaml:1364)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1364
    input_names = ('self',)
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
    """Backward of `log10(Tensor self) -> Tensor` (derivatives.yaml:1374)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1374
    input_names = ('self',)
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
    """Backward of `exp2(Tensor self) -> Tensor` (derivatives.yaml:1384)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 1384
    input_names = ('self',)
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
    """Backward of `tan(Tensor self) -> Tensor` (derivatives.yaml:1393)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 1393
    input_names = ('self',)
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
    """Backward of `asin(Tensor self) -> Tensor` (derivatives.yaml:1404)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1404
    input_names = ('self',)
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
    """Backward of `acos(Tensor self) -> Tensor` (derivatives.yaml:1416)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1416
    input_names = ('self',)
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
    """Backward of `atan(Tensor self) -> Tensor` (derivatives.yaml:1428)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1428
    input_names = ('self',)
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
    """Backward of `atan2(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1439)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 1439
    input_names = ('self', 'other')
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
    """Backward of `sinh(Tensor self) -> Tensor` (derivatives.yaml:1450)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1450
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, np.cosh(self_)) if ufunc_threads.big(grad) else grad * np.cosh(self_)
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
    """Backward of `cosh(Tensor self) -> Tensor` (derivatives.yaml:1459)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1459
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, np.sinh(self_)) if ufunc_threads.big(grad) else grad * np.sinh(self_)
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
    """Backward of `asinh(Tensor self) -> Tensor` (derivatives.yaml:1468)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1468
    input_names = ('self',)
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
    """Backward of `acosh(Tensor self) -> Tensor` (derivatives.yaml:1479)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1479
    input_names = ('self',)
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
    """Backward of `atanh(Tensor self) -> Tensor` (derivatives.yaml:1490)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1490
    input_names = ('self',)
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
    """Backward of `erf(Tensor self) -> Tensor` (derivatives.yaml:1503)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1503
    input_names = ('self',)
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
    """Backward of `erfc(Tensor self) -> Tensor` (derivatives.yaml:1512)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1512
    input_names = ('self',)
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
    """Backward of `erfinv(Tensor self) -> Tensor` (derivatives.yaml:1522)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1522
    input_names = ('self',)
    formulas = {
        'self': 'grad * 0.886226925452758 * exp(erfinv(self) ** 2)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 0.886226925452758 * exp(erfinv(self) ** 2)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.erfinvbackward0_self(grad, self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * 0.886226925452758 * exp(erfinv(self) ** 2)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = grad * 0.886226925452758 * ops.exp(ops.erfinv(self_) ** 2)
        return grad_self,


class LgammaBackward0(Node):
    """Backward of `lgamma(Tensor self) -> Tensor` (derivatives.yaml:1535)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1535
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, arrays.digamma(self_)) if ufunc_threads.big(grad) else grad * arrays.digamma(self_)
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
    """Backward of `digamma(Tensor self) -> Tensor` (derivatives.yaml:1546)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1546
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, arrays.polygamma(1, self_)) if ufunc_threads.big(grad) else grad * arrays.polygamma(1, self_)
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
    """Backward of `polygamma(int n, Tensor self) -> Tensor` (derivatives.yaml:1558)."""

    __slots__ = ('_saved_self', '_saved_n', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1558
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, arrays.polygamma(n + 1, self_)) if ufunc_threads.big(grad) else grad * arrays.polygamma(n + 1, self_)
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
    """Backward of `rsqrt(Tensor self) -> Tensor` (derivatives.yaml:1575)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 1575
    input_names = ('self',)
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
    """Backward of `square(Tensor self) -> Tensor` (derivatives.yaml:1585)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 1585
    input_names = ('self',)
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
    """Backward of `hypot(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1597)."""

    __slots__ = ('_saved_result', '_saved_self', '_saved_other', '_version_of_result', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_result', '_saved_self', '_saved_other')
    spec_line = 1597
    input_names = ('self', 'other')
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
    """Backward of `copysign(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1608)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 1608
    input_names = ('self', 'other')
    formulas = {
        'self': 'grad * where(self == 0, 0, result / self)',
        'other': 'zeros_like_grad(grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * where(self == 0, 0, result / self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = kernels.copysignbackward0_self(grad, self_, result)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: zeros_like_grad(grad)
            grad_other = helpers.zeros_like_grad(grad)
        return grad_self, grad_other

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * where(self == 0, 0, result / self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = grad * ops.where(self_ == 0, 0, result / self_)
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: zeros_like_grad(grad)
            grad_other = helpers.zeros_like_grad(grad)
        return grad_self, grad_other


class LerpBackward0(Node):
    """Backward of `lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor` (derivatives.yaml:1622)."""

    __slots__ = ('_saved_weight',)
    _saved_tensor_slots = ()
    spec_line = 1622
    input_names = ('self', 'end')
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
            grad_self = ufunc_threads.call(np.multiply, grad, 1 - weight) if ufunc_threads.big(grad) else grad * (1 - weight)
        grad_end = None
        if self.next_functions[1][0] is not None:
            # end: grad * weight
            weight = self._saved_weight
            grad_end = ufunc_threads.call(np.multiply, grad, weight) if ufunc_threads.big(grad) else grad * weight
        return grad_self, grad_end

    def apply_differentiable(self, grads):
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


class LerpBackward1(Node):
    """Backward of `lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor` (derivatives.yaml:1637)."""

    __slots__ = ('_saved_weight', '_saved_end', '_saved_self', '_version_of_weight', '_version_of_end', '_version_of_self')
    _saved_tensor_slots = ('_saved_weight', '_saved_end', '_saved_self')
    spec_line = 1637
    input_names = ('self', 'end', 'weight')
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
            grad_end = ufunc_threads.call(np.multiply, grad, weight) if ufunc_threads.big(grad) else grad * weight
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
    """Backward of `addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor` (derivatives.yaml:1653)."""

    __slots__ = ('_saved_value', '_saved_tensor2', '_saved_tensor1', '_version_of_tensor2', '_version_of_tensor1')
    _saved_tensor_slots = ('_saved_tensor2', '_saved_tensor1')
    spec_line = 1653
    input_names = ('self', 'tensor1', 'tensor2')
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
    """Backward of `addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor` (derivatives.yaml:1669)."""

    __slots__ = ('_saved_tensor2', '_saved_value', '_saved_tensor1', '_version_of_tensor2', '_version_of_tensor1')
    _saved_tensor_slots = ('_saved_tensor2', '_saved_tensor1')
    spec_line = 1669
    input_names = ('self', 'tensor1', 'tensor2')
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
    """Backward of `xlogy(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1685)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 1685
    input_names = ('self', 'other')
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
    """Backward of `floor(Tensor self) -> Tensor` (derivatives.yaml:1698)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1698
    input_names = ('self',)
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


class CeilBackward0(Node):
    """Backward of `ceil(Tensor self) -> Tensor` (derivatives.yaml:1709)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1709
    input_names = ('self',)
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


class RoundBackward0(Node):
    """Backward of `round(Tensor self) -> Tensor` (derivatives.yaml:1720)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1720
    input_names = ('self',)
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


class RoundBackward1(Node):
    """Backward of `round.decimals(Tensor self, *, int decimals=0) -> Tensor` (derivatives.yaml:1732)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1732
    input_names = ('self',)
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


class TruncBackward0(Node):
    """Backward of `trunc(Tensor self) -> Tensor` (derivatives.yaml:1745)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1745
    input_names = ('self',)
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


class FracBackward0(Node):
    """Backward of `frac(Tensor self) -> Tensor` (derivatives.yaml:1757)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1757
    input_names = ('self',)
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
    """Backward of `sgn(Tensor self) -> Tensor` (derivatives.yaml:1766)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 1766
    input_names = ('self',)
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


class FrexpBackward0(Node):
    """Backward of `frexp(Tensor self) -> (Tensor mantissa, Tensor exponent)` (derivatives.yaml:1774)."""

    __slots__ = ('_saved_exponent', '_version_of_exponent')
    _saved_tensor_slots = ('_saved_exponent',)
    spec_line = 1774
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'grad / exp2(exponent)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_mantissa = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / exp2(exponent)
            exponent = self._unpack_output(self._saved_exponent, self._version_of_exponent, 1)
            grad_self = ufunc_threads.call(np.true_divide, grad, np.exp2(exponent)) if ufunc_threads.big(grad) else grad / np.exp2(exponent)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_mantissa = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad / exp2(exponent)
            exponent = Tensor._wrap(self._unpack_output(self._saved_exponent, self._version_of_exponent, 1))
            grad_self = grad / ops.exp2(exponent)
        return grad_self,


class FmodBackward0(Node):
    """Backward of `fmod(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1821)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 1821
    input_names = ('self', 'other')
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
    """Backward of `remainder(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:1839)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 1839
    input_names = ('self', 'other')
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
    """Backward of `nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor` (derivatives.yaml:2015)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 2015
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, np.isfinite(self_)) if ufunc_threads.big(grad) else grad * np.isfinite(self_)
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


class NanmedianBackward0(Node):
    """Backward of `nanmedian(Tensor self) -> Tensor` (derivatives.yaml:2057)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2057
    input_names = ('self',)
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


class NanmedianBackward1(Node):
    """Backward of `nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2070)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2070
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
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
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, keepdim)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, keepdim)
        return grad_self,


class ProdBackward0(Node):
    """Backward of `prod(Tensor self, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:2192)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2192
    input_names = ('self',)
    formulas = {
        'self': 'prod_backward(grad, self, result, None, False)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: prod_backward(grad, self, result, None, False)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_self = helpers.prod_backward(array_ops, grad, self_, result, None, False)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: prod_backward(grad, self, result, None, False)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_self = helpers.prod_backward(ops, grad, self_, result, None, False)
        return grad_self,


class ProdBackward1(Node):
    """Backward of `prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:2208)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2208
    input_names = ('self',)
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
    """Backward of `var(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor` (derivatives.yaml:2223)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_correction', '_saved_keepdim', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 2223
    input_names = ('self',)
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
    """Backward of `var.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor` (derivatives.yaml:2237)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_keepdim', '_saved_unbiased', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 2237
    input_names = ('self',)
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
    """Backward of `var.unbiased(Tensor self, bool unbiased=True) -> Tensor` (derivatives.yaml:2249)."""

    __slots__ = ('_saved_self', '_saved_unbiased', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 2249
    input_names = ('self',)
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
    """Backward of `std(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor` (derivatives.yaml:2262)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_correction', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2262
    input_names = ('self',)
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
    """Backward of `std.dim(Tensor self, int[]? dim, bool unbiased=True, bool keepdim=False) -> Tensor` (derivatives.yaml:2276)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_saved_unbiased', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2276
    input_names = ('self',)
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
    """Backward of `std.unbiased(Tensor self, bool unbiased=True) -> Tensor` (derivatives.yaml:2288)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_unbiased', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2288
    input_names = ('self',)
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
    """Backward of `var_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor var, Tensor mean)` (derivatives.yaml:2301)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_correction', '_saved_keepdim', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 2301
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'var_mean_backward(grads[0], grads[1], self, dim, correction, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_var = grads[0]
        grad_mean = grads[1]
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
        grad_var = grads[0]
        grad_mean = grads[1]
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
    """Backward of `std_mean(Tensor self, int[]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor std, Tensor mean)` (derivatives.yaml:2314)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_correction', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2314
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'std_mean_backward(grads[0], grads[1], self, std, dim, correction, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_std = grads[0]
        grad_mean = grads[1]
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
        grad_std = grads[0]
        grad_mean = grads[1]
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
    """Backward of `aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)` (derivatives.yaml:2327)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_max', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result', '_version_of_max')
    _saved_tensor_slots = ('_saved_self', '_saved_result', '_saved_max')
    spec_line = 2327
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'aminmax_backward(grads[0], grads[1], self, min, max, dim, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_min = grads[0]
        grad_max = grads[1]
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
        grad_min = grads[0]
        grad_max = grads[1]
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
    """Backward of `norm(Tensor self, Scalar? p=2, int[]? dim=None, bool keepdim=False) -> Tensor` (derivatives.yaml:2340)."""

    __slots__ = ('_saved_self', '_saved_p', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2340
    input_names = ('self',)
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
    """Backward of `norm.str(Tensor self, str p, int[]? dim=None, bool keepdim=False) -> Tensor` (derivatives.yaml:2355)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2355
    input_names = ('self',)
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
    """Backward of `logsumexp(Tensor self, int[] dim, bool keepdim=False) -> Tensor` (derivatives.yaml:2367)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2367
    input_names = ('self',)
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
    """Backward of `cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)` (derivatives.yaml:2443)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2443
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, True)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
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
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,


class CumminBackward0(Node):
    """Backward of `cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)` (derivatives.yaml:2456)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2456
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, True)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
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
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,


class CumsumBackward0(Node):
    """Backward of `cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:2468)."""

    __slots__ = ('_saved_dim',)
    _saved_tensor_slots = ()
    spec_line = 2468
    input_names = ('self',)
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
    """Backward of `cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:2481)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2481
    input_names = ('self',)
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
    """Backward of `logcumsumexp(Tensor self, int dim) -> Tensor` (derivatives.yaml:2495)."""

    __slots__ = ('_saved_self', '_saved_result', '_saved_dim', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2495
    input_names = ('self',)
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
    """Backward of `value_selecting_backward(Tensor grad_output, int along, Tensor indices, int[] sizes, bool keepdim) -> Tensor` (derivatives.yaml:2687)."""

    __slots__ = ('_saved_along', '_saved_indices', '_saved_keepdim', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2687
    input_names = ('grad_output', 'indices')
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
    """Backward of `select_along(Tensor self, int along, Tensor indices, bool keepdim) -> Tensor` (derivatives.yaml:2696)."""

    __slots__ = ('_saved_along', '_saved_indices', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2696
    input_names = ('self', 'indices')
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
    """Backward of `sort(Tensor self, int dim=-1, bool descending=False, *, bool stable=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2703)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2703
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, True)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
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
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,


class TopkBackward0(Node):
    """Backward of `topk(Tensor self, int k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)` (derivatives.yaml:2729)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2729
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, True)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
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
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, True)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, True)
        return grad_self,


class KthvalueBackward0(Node):
    """Backward of `kthvalue(Tensor self, int k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2745)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2745
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
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
        grad_values = grads[0]
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
    """Backward of `median(Tensor self) -> Tensor` (derivatives.yaml:2760)."""

    __slots__ = ('_saved_self', '_saved_result', '_version_of_self', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_result')
    spec_line = 2760
    input_names = ('self',)
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
    """Backward of `median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2772)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2772
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
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
        grad_values = grads[0]
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
    """Backward of `mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)` (derivatives.yaml:2787)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_keepdim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 2787
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'value_selecting_backward(grad, dim, indices, self.shape, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
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
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: value_selecting_backward(grad, dim, indices, self.shape, keepdim)
            dim = self._saved_dim
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            keepdim = self._saved_keepdim
            self_shape = self._saved_self_shape
            grad_self = ops.value_selecting_backward(grad, dim, indices, self_shape, keepdim)
        return grad_self,


class IndexReduceBackward0(Node):
    """Backward of `index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor` (derivatives.yaml:2875)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_source', '_saved_reduce', '_saved_include_self', '_saved_result', '_saved_index', '_saved_source_shape', '_version_of_self', '_version_of_source', '_version_of_result', '_version_of_index')
    _saved_tensor_slots = ('_saved_self', '_saved_source', '_saved_result', '_saved_index')
    spec_line = 2875
    input_names = ('self', 'index', 'source')
    formulas = {
        'self': 'scatter_reduce_grad_self(grad, self, dim, index_along(index, dim, source.shape), source, reduce, include_self, result)',
        'source': 'scatter_reduce_grad_src(grad, self, dim, index_along(index, dim, source.shape), source, reduce, include_self, result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: scatter_reduce_grad_self(grad, self, dim, index_along(index, dim, source.shape), source, reduce, include_self, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            source = self._unpack(self._saved_source, self._version_of_source)._data
            reduce = self._saved_reduce
            include_self = self._saved_include_self
            result = self._unpack_output(self._saved_result, self._version_of_result)
            index = self._unpack(self._saved_index, self._version_of_index)._data
            source_shape = self._saved_source_shape
            grad_self = helpers.scatter_reduce_grad_self(array_ops, grad, self_, dim, helpers.index_along(index, dim, source_shape), source, reduce, include_self, result)
        grad_index = None  # index is not differentiable
        grad_source = None
        if self.next_functions[2][0] is not None:
            # source: scatter_reduce_grad_src(grad, self, dim, index_along(index, dim, source.shape), source, reduce, include_self, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            source = self._unpack(self._saved_source, self._version_of_source)._data
            reduce = self._saved_reduce
            include_self = self._saved_include_self
            result = self._unpack_output(self._saved_result, self._version_of_result)
            index = self._unpack(self._saved_index, self._version_of_index)._data
            source_shape = self._saved_source_shape
            grad_source = helpers.scatter_reduce_grad_src(array_ops, grad, self_, dim, helpers.index_along(index, dim, source_shape), source, reduce, include_self, result)
        return grad_self, grad_index, grad_source

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: scatter_reduce_grad_self(grad, self, dim, index_along(index, dim, source.shape), source, reduce, include_self, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            source = self._unpack(self._saved_source, self._version_of_source)
            reduce = self._saved_reduce
            include_self = self._saved_include_self
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            index = self._unpack(self._saved_index, self._version_of_index)
            source_shape = self._saved_source_shape
            grad_self = helpers.scatter_reduce_grad_self(ops, grad, self_, dim, helpers.index_along(index, dim, source_shape), source, reduce, include_self, result)
        grad_index = None  # index is not differentiable
        grad_source = None
        if self.next_functions[2][0] is not None:
            # source: scatter_reduce_grad_src(grad, self, dim, index_along(index, dim, source.shape), source, reduce, include_self, result)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            source = self._unpack(self._saved_source, self._version_of_source)
            reduce = self._saved_reduce
            include_self = self._saved_include_self
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            index = self._unpack(self._saved_index, self._version_of_index)
            source_shape = self._saved_source_shape
            grad_source = helpers.scatter_reduce_grad_src(ops, grad, self_, dim, helpers.index_along(index, dim, source_shape), source, reduce, include_self, result)
        return grad_self, grad_index, grad_source


class SelectScatterBackward0(Node):
    """Backward of `select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor` (derivatives.yaml:2897)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_src_shape')
    _saved_tensor_slots = ()
    spec_line = 2897
    input_names = ('self', 'src')
    formulas = {
        'self': 'select_scatter(grad, constant_zeros(grad, src.shape), dim, index)',
        'src': 'index(grad, select_slot(dim, index))',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: select_scatter(grad, constant_zeros(grad, src.shape), dim, index)
            dim = self._saved_dim
            index = self._saved_index
            src_shape = self._saved_src_shape
            grad_self = array_ops.select_scatter(grad, helpers.constant_zeros(grad, src_shape), dim, index)
        grad_src = None
        if self.next_functions[1][0] is not None:
            # src: index(grad, select_slot(dim, index))
            dim = self._saved_dim
            index = self._saved_index
            grad_src = array_ops.index(grad, helpers.select_slot(dim, index))
        return grad_self, grad_src

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: select_scatter(grad, constant_zeros(grad, src.shape), dim, index)
            dim = self._saved_dim
            index = self._saved_index
            src_shape = self._saved_src_shape
            grad_self = ops.select_scatter(grad, helpers.constant_zeros(grad, src_shape), dim, index)
        grad_src = None
        if self.next_functions[1][0] is not None:
            # src: index(grad, select_slot(dim, index))
            dim = self._saved_dim
            index = self._saved_index
            grad_src = ops.index(grad, helpers.select_slot(dim, index))
        return grad_self, grad_src


class SliceScatterBackward0(Node):
    """Backward of `slice_scatter(Tensor self, Tensor src, int dim=0, int? start=None, int? end=None, int step=1) -> Tensor` (derivatives.yaml:2911)."""

    __slots__ = ('_saved_dim', '_saved_start', '_saved_end', '_saved_step', '_saved_src_shape')
    _saved_tensor_slots = ()
    spec_line = 2911
    input_names = ('self', 'src')
    formulas = {
        'self': 'slice_scatter(grad, constant_zeros(grad, src.shape), dim, start, end, step)',
        'src': 'index(grad, slice_slot(dim, start, end, step))',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: slice_scatter(grad, constant_zeros(grad, src.shape), dim, start, end, step)
            dim = self._saved_dim
            start = self._saved_start
            end = self._saved_end
            step = self._saved_step
            src_shape = self._saved_src_shape
            grad_self = array_ops.slice_scatter(grad, helpers.constant_zeros(grad, src_shape), dim, start, end, step)
        grad_src = None
        if self.next_functions[1][0] is not None:
            # src: index(grad, slice_slot(dim, start, end, step))
            dim = self._saved_dim
            start = self._saved_start
            end = self._saved_end
            step = self._saved_step
            grad_src = array_ops.index(grad, helpers.slice_slot(dim, start, end, step))
        return grad_self, grad_src

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: slice_scatter(grad, constant_zeros(grad, src.shape), dim, start, end, step)
            dim = self._saved_dim
            start = self._saved_start
            end = self._saved_end
            step = self._saved_step
            src_shape = self._saved_src_shape
            grad_self = ops.slice_scatter(grad, helpers.constant_zeros(grad, src_shape), dim, start, end, step)
        grad_src = None
        if self.next_functions[1][0] is not None:
            # src: index(grad, slice_slot(dim, start, end, step))
            dim = self._saved_dim
            start = self._saved_start
            end = self._saved_end
            step = self._saved_step
            grad_src = ops.index(grad, helpers.slice_slot(dim, start, end, step))
        return grad_self, grad_src


class DiagonalScatterBackward0(Node):
    """Backward of `diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor` (derivatives.yaml:2925)."""

    __slots__ = ('_saved_offset', '_saved_dim1', '_saved_dim2', '_saved_src_shape')
    _saved_tensor_slots = ()
    spec_line = 2925
    input_names = ('self', 'src')
    formulas = {
        'self': 'diagonal_scatter(grad, constant_zeros(grad, src.shape), offset, dim1, dim2)',
        'src': 'diagonal(grad, offset, dim1, dim2)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: diagonal_scatter(grad, constant_zeros(grad, src.shape), offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            src_shape = self._saved_src_shape
            grad_self = array_ops.diagonal_scatter(grad, helpers.constant_zeros(grad, src_shape), offset, dim1, dim2)
        grad_src = None
        if self.next_functions[1][0] is not None:
            # src: diagonal(grad, offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            grad_src = array_ops.diagonal(grad, offset, dim1, dim2)
        return grad_self, grad_src

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: diagonal_scatter(grad, constant_zeros(grad, src.shape), offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            src_shape = self._saved_src_shape
            grad_self = ops.diagonal_scatter(grad, helpers.constant_zeros(grad, src_shape), offset, dim1, dim2)
        grad_src = None
        if self.next_functions[1][0] is not None:
            # src: diagonal(grad, offset, dim1, dim2)
            offset = self._saved_offset
            dim1 = self._saved_dim1
            dim2 = self._saved_dim2
            grad_src = ops.diagonal(grad, offset, dim1, dim2)
        return grad_self, grad_src


class MaskedScatterBackward0(Node):
    """Backward of `masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor` (derivatives.yaml:2940)."""

    __slots__ = ('_saved_mask', '_saved_source_shape', '_version_of_mask')
    _saved_tensor_slots = ('_saved_mask',)
    spec_line = 2940
    input_names = ('self', 'mask', 'source')
    formulas = {
        'self': 'where(mask, 0, grad)',
        'source': 'masked_scatter_source_grad(grad, mask, source.shape)',
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
        grad_source = None
        if self.next_functions[2][0] is not None:
            # source: masked_scatter_source_grad(grad, mask, source.shape)
            mask = self._unpack(self._saved_mask, self._version_of_mask)._data
            source_shape = self._saved_source_shape
            grad_source = helpers.masked_scatter_source_grad(array_ops, grad, mask, source_shape)
        return grad_self, grad_mask, grad_source

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: where(mask, 0, grad)
            mask = self._unpack(self._saved_mask, self._version_of_mask)
            grad_self = ops.where(mask, 0, grad)
        grad_mask = None  # mask is not differentiable
        grad_source = None
        if self.next_functions[2][0] is not None:
            # source: masked_scatter_source_grad(grad, mask, source.shape)
            mask = self._unpack(self._saved_mask, self._version_of_mask)
            source_shape = self._saved_source_shape
            grad_source = helpers.masked_scatter_source_grad(ops, grad, mask, source_shape)
        return grad_self, grad_mask, grad_source


class GatherBackward0(Node):
    """Backward of `gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor` (derivatives.yaml:2958)."""

    __slots__ = ('_saved_dim', '_saved_self_shape', '_saved_index', '_saved_sparse_grad', '_saved_self_ndim', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 2958
    input_names = ('self', 'index')
    formulas = {
        'self': 'scatter_add_into(grad, self.shape, dim, sparse_gather_index(index, sparse_grad, self.ndim))',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: scatter_add_into(grad, self.shape, dim, sparse_gather_index(index, sparse_grad, self.ndim))
            dim = self._saved_dim
            self_shape = self._saved_self_shape
            index = self._unpack(self._saved_index, self._version_of_index)._data
            sparse_grad = self._saved_sparse_grad
            self_ndim = self._saved_self_ndim
            grad_self = helpers.scatter_add_into(array_ops, grad, self_shape, dim, helpers.sparse_gather_index(index, sparse_grad, self_ndim))
        grad_index = None  # index is not differentiable
        return grad_self, grad_index

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: scatter_add_into(grad, self.shape, dim, sparse_gather_index(index, sparse_grad, self.ndim))
            dim = self._saved_dim
            self_shape = self._saved_self_shape
            index = self._unpack(self._saved_index, self._version_of_index)
            sparse_grad = self._saved_sparse_grad
            self_ndim = self._saved_self_ndim
            grad_self = helpers.scatter_add_into(ops, grad, self_shape, dim, helpers.sparse_gather_index(index, sparse_grad, self_ndim))
        grad_index = None  # index is not differentiable
        return grad_self, grad_index


class ScatterBackward0(Node):
    """Backward of `scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor` (derivatives.yaml:2976)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_saved_src_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 2976
    input_names = ('self', 'index', 'src')
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
    """Backward of `scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor` (derivatives.yaml:2992)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 2992
    input_names = ('self', 'index')
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
    """Backward of `scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor` (derivatives.yaml:3009)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_src_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 3009
    input_names = ('self', 'index', 'src')
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
    """Backward of `scatter_reduce(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor` (derivatives.yaml:3026)."""

    __slots__ = ('_saved_self', '_saved_dim', '_saved_index', '_saved_src', '_saved_reduce', '_saved_include_self', '_saved_result', '_version_of_self', '_version_of_index', '_version_of_src', '_version_of_result')
    _saved_tensor_slots = ('_saved_self', '_saved_index', '_saved_src', '_saved_result')
    spec_line = 3026
    input_names = ('self', 'index', 'src')
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
    """Backward of `index_select(Tensor self, int dim, Tensor index) -> Tensor` (derivatives.yaml:3050)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 3050
    input_names = ('self', 'index')
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
    """Backward of `index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor` (derivatives.yaml:3066)."""

    __slots__ = ('_saved_alpha', '_saved_dim', '_saved_index', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 3066
    input_names = ('self', 'index', 'source')
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
    """Backward of `index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor` (derivatives.yaml:3084)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 3084
    input_names = ('self', 'index', 'source')
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
    """Backward of `index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor` (derivatives.yaml:3100)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 3100
    input_names = ('self', 'index')
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
    """Backward of `index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor` (derivatives.yaml:3117)."""

    __slots__ = ('_saved_dim', '_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 3117
    input_names = ('self', 'index', 'value')
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
    """Backward of `masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor` (derivatives.yaml:3132)."""

    __slots__ = ('_saved_mask', '_version_of_mask')
    _saved_tensor_slots = ('_saved_mask',)
    spec_line = 3132
    input_names = ('self', 'mask')
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
    """Backward of `masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor` (derivatives.yaml:3153)."""

    __slots__ = ('_saved_mask', '_version_of_mask')
    _saved_tensor_slots = ('_saved_mask',)
    spec_line = 3153
    input_names = ('self', 'mask', 'value')
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
    """Backward of `masked_select(Tensor self, Tensor mask) -> Tensor` (derivatives.yaml:3169)."""

    __slots__ = ('_saved_mask', '_saved_self_shape', '_version_of_mask')
    _saved_tensor_slots = ('_saved_mask',)
    spec_line = 3169
    input_names = ('self', 'mask')
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
    """Backward of `take(Tensor self, Tensor index) -> Tensor` (derivatives.yaml:3184)."""

    __slots__ = ('_saved_index', '_saved_self_shape', '_version_of_index')
    _saved_tensor_slots = ('_saved_index',)
    spec_line = 3184
    input_names = ('self', 'index')
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
    """Backward of `take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor` (derivatives.yaml:3197)."""

    __slots__ = ('_saved_indices', '_saved_dim', '_saved_self_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 3197
    input_names = ('self', 'indices')
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
    """Backward of `index_put(Tensor self, Index indices, Tensor values, bool accumulate=False) -> Tensor` (derivatives.yaml:3217)."""

    __slots__ = ('_saved_accumulate', '_saved_indices', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 3217
    input_names = ('self', 'values')
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


class SplitBackward0(Node):
    """Backward of `split(Tensor self, int split_size_or_sections, int dim=0) -> Tensor[]` (derivatives.yaml:3318)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 3318
    input_names = ('self',)
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
    """Backward of `split.sizes(Tensor self, int[] split_size_or_sections, int dim=0) -> Tensor[]` (derivatives.yaml:3334)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 3334
    input_names = ('self',)
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
    """Backward of `chunk(Tensor self, int chunks, int dim=0) -> Tensor[]` (derivatives.yaml:3348)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 3348
    input_names = ('self',)
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
    """Backward of `unbind(Tensor self, int dim=0) -> Tensor[]` (derivatives.yaml:3362)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 3362
    input_names = ('self',)
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
    """Backward of `tensor_split.sections(Tensor self, int sections, int dim=0) -> Tensor[]` (derivatives.yaml:3374)."""

    __slots__ = ('_saved_dim', '_saved_result_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 3374
    input_names = ('self',)
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
    """Backward of `tensor_split.indices(Tensor self, int[] indices, int dim=0) -> Tensor[]` (derivatives.yaml:3388)."""

    __slots__ = ('_saved_dim', '_saved_indices', '_saved_self_shape', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 3388
    input_names = ('self',)
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
    """Backward of `meshgrid(Tensor[] tensors, *, str? indexing=None) -> Tensor[]` (derivatives.yaml:3405)."""

    __slots__ = ('_saved_indexing', '_saved_tensors_shapes', 'num_outputs')
    _saved_tensor_slots = ()
    spec_line = 3405
    input_names = ('tensors[]',)
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


class UnflattenBackward0(Node):
    """Backward of `unflatten(Tensor self, int dim, int[] sizes) -> Tensor` (derivatives.yaml:3431)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 3431
    input_names = ('self',)
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
    """Backward of `narrow(Tensor self, int dim, int start, int length) -> Tensor` (derivatives.yaml:3443)."""

    __slots__ = ('_saved_self_shape', '_saved_dim', '_saved_start', '_saved_length')
    _saved_tensor_slots = ()
    spec_line = 3443
    input_names = ('self',)
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
    """Backward of `flip(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:3457)."""

    __slots__ = ('_saved_dims',)
    _saved_tensor_slots = ()
    spec_line = 3457
    input_names = ('self',)
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
    """Backward of `fliplr(Tensor self) -> Tensor` (derivatives.yaml:3468)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 3468
    input_names = ('self',)
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
    """Backward of `flipud(Tensor self) -> Tensor` (derivatives.yaml:3476)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 3476
    input_names = ('self',)
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
    """Backward of `roll(Tensor self, int[] shifts, int[] dims=()) -> Tensor` (derivatives.yaml:3484)."""

    __slots__ = ('_saved_dims', '_saved_shifts')
    _saved_tensor_slots = ()
    spec_line = 3484
    input_names = ('self',)
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
    """Backward of `repeat(Tensor self, int[] repeats) -> Tensor` (derivatives.yaml:3498)."""

    __slots__ = ('_saved_repeats', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 3498
    input_names = ('self',)
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
    """Backward of `tile(Tensor self, int[] dims) -> Tensor` (derivatives.yaml:3512)."""

    __slots__ = ('_saved_self_shape', '_saved_dims')
    _saved_tensor_slots = ()
    spec_line = 3512
    input_names = ('self',)
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
    """Backward of `repeat_interleave(Tensor self, int repeats, int? dim=None, *, int? output_size=None) -> Tensor` (derivatives.yaml:3525)."""

    __slots__ = ('_saved_repeats', '_saved_dim', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 3525
    input_names = ('self',)
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


class RepeatInterleaveBackward1(Node):
    """Backward of `repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, int? output_size=None) -> Tensor` (derivatives.yaml:3535)."""

    __slots__ = ('_saved_dim', '_saved_self_shape', '_saved_repeats', '_version_of_repeats')
    _saved_tensor_slots = ('_saved_repeats',)
    spec_line = 3535
    input_names = ('self', 'repeats')
    formulas = {
        'self': 'repeat_interleave_backward(grad, self.shape, repeats_array(repeats), dim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: repeat_interleave_backward(grad, self.shape, repeats_array(repeats), dim)
            dim = self._saved_dim
            self_shape = self._saved_self_shape
            repeats = self._unpack(self._saved_repeats, self._version_of_repeats)._data
            grad_self = helpers.repeat_interleave_backward(array_ops, grad, self_shape, helpers.repeats_array(repeats), dim)
        grad_repeats = None  # repeats is not differentiable
        return grad_self, grad_repeats

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: repeat_interleave_backward(grad, self.shape, repeats_array(repeats), dim)
            dim = self._saved_dim
            self_shape = self._saved_self_shape
            repeats = self._unpack(self._saved_repeats, self._version_of_repeats)
            grad_self = helpers.repeat_interleave_backward(ops, grad, self_shape, helpers.repeats_array(repeats), dim)
        grad_repeats = None  # repeats is not differentiable
        return grad_self, grad_repeats


class MovedimBackward0(Node):
    """Backward of `movedim(Tensor self, int[] source, int[] destination) -> Tensor` (derivatives.yaml:3566)."""

    __slots__ = ('_saved_destination', '_saved_source')
    _saved_tensor_slots = ()
    spec_line = 3566
    input_names = ('self',)
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
    """Backward of `moveaxis(Tensor self, int[] source, int[] destination) -> Tensor` (derivatives.yaml:3581)."""

    __slots__ = ('_saved_destination', '_saved_source')
    _saved_tensor_slots = ()
    spec_line = 3581
    input_names = ('self',)
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
    """Backward of `swapaxes(Tensor self, int axis0, int axis1) -> Tensor` (derivatives.yaml:3594)."""

    __slots__ = ('_saved_axis0', '_saved_axis1')
    _saved_tensor_slots = ()
    spec_line = 3594
    input_names = ('self',)
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
    """Backward of `swapdims(Tensor self, int dim0, int dim1) -> Tensor` (derivatives.yaml:3606)."""

    __slots__ = ('_saved_dim0', '_saved_dim1')
    _saved_tensor_slots = ()
    spec_line = 3606
    input_names = ('self',)
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
    """Backward of `tril(Tensor self, int diagonal=0) -> Tensor` (derivatives.yaml:3617)."""

    __slots__ = ('_saved_diagonal',)
    _saved_tensor_slots = ()
    spec_line = 3617
    input_names = ('self',)
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
    """Backward of `triu(Tensor self, int diagonal=0) -> Tensor` (derivatives.yaml:3630)."""

    __slots__ = ('_saved_diagonal',)
    _saved_tensor_slots = ()
    spec_line = 3630
    input_names = ('self',)
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
    """Backward of `diagonal(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor` (derivatives.yaml:3643)."""

    __slots__ = ('_saved_offset', '_saved_dim1', '_saved_dim2', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 3643
    input_names = ('self',)
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
    """Backward of `diagonal_backward(Tensor grad_output, int[] input_sizes, int offset, int dim1, int dim2) -> Tensor` (derivatives.yaml:3657)."""

    __slots__ = ('_saved_offset', '_saved_dim1', '_saved_dim2')
    _saved_tensor_slots = ()
    spec_line = 3657
    input_names = ('grad_output',)
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
    """Backward of `diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor` (derivatives.yaml:3667)."""

    __slots__ = ('_saved_offset', '_saved_dim1', '_saved_dim2')
    _saved_tensor_slots = ()
    spec_line = 3667
    input_names = ('self',)
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
    """Backward of `diag(Tensor self, int diagonal=0) -> Tensor` (derivatives.yaml:3680)."""

    __slots__ = ('_saved_diagonal', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 3680
    input_names = ('self',)
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
    """Backward of `trace(Tensor self) -> Tensor` (derivatives.yaml:3692)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 3692
    input_names = ('self',)
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
    """Backward of `broadcast_to(Tensor self, int[] size) -> Tensor` (derivatives.yaml:3701)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 3701
    input_names = ('self',)
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
    """Backward of `expand_as(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:3712)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 3712
    input_names = ('self', 'other')
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
    """Backward of `reshape_as(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:3725)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 3725
    input_names = ('self', 'other')
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
    """Backward of `view_as(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:3738)."""

    __slots__ = ('_saved_self_shape',)
    _saved_tensor_slots = ()
    spec_line = 3738
    input_names = ('self', 'other')
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
    """Backward of `contiguous(Tensor self) -> Tensor` (derivatives.yaml:3752)."""

    __slots__ = ()
    _saved_tensor_slots = ()
    spec_line = 3752
    input_names = ('self',)
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


class AsStridedViewBackward0(Node):
    """Backward of `as_strided_view(Tensor self, int[] size, int[] stride, int storage_offset, int[] self_stride, int self_offset) -> Tensor` (derivatives.yaml:3765)."""

    __slots__ = ('_saved_size', '_saved_stride', '_saved_storage_offset', '_saved_self_stride', '_saved_self_offset', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 3765
    input_names = ('self',)
    formulas = {
        'self': 'as_strided_backward(grad, size, stride, storage_offset, self.shape, self_stride, self_offset)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: as_strided_backward(grad, size, stride, storage_offset, self.shape, self_stride, self_offset)
            size = self._saved_size
            stride = self._saved_stride
            storage_offset = self._saved_storage_offset
            self_stride = self._saved_self_stride
            self_offset = self._saved_self_offset
            self_shape = self._saved_self_shape
            grad_self = helpers.as_strided_backward(array_ops, grad, size, stride, storage_offset, self_shape, self_stride, self_offset)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: as_strided_backward(grad, size, stride, storage_offset, self.shape, self_stride, self_offset)
            size = self._saved_size
            stride = self._saved_stride
            storage_offset = self._saved_storage_offset
            self_stride = self._saved_self_stride
            self_offset = self._saved_self_offset
            self_shape = self._saved_self_shape
            grad_self = helpers.as_strided_backward(ops, grad, size, stride, storage_offset, self_shape, self_stride, self_offset)
        return grad_self,


class AsStridedRemapBackward0(Node):
    """Backward of `as_strided_remap(Tensor self, int[] src_size, int[] src_stride, int src_offset, int[] dst_size, int[] dst_stride, int dst_offset, bool src_average, bool dst_average) -> Tensor` (derivatives.yaml:3779)."""

    __slots__ = ('_saved_dst_size', '_saved_dst_stride', '_saved_dst_offset', '_saved_src_size', '_saved_src_stride', '_saved_src_offset', '_saved_dst_average', '_saved_src_average')
    _saved_tensor_slots = ()
    spec_line = 3779
    input_names = ('self',)
    formulas = {
        'self': 'as_strided_remap(grad, dst_size, dst_stride, dst_offset, src_size, src_stride, src_offset, dst_average, src_average)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: as_strided_remap(grad, dst_size, dst_stride, dst_offset, src_size, src_stride, src_offset, dst_average, src_average)
            dst_size = self._saved_dst_size
            dst_stride = self._saved_dst_stride
            dst_offset = self._saved_dst_offset
            src_size = self._saved_src_size
            src_stride = self._saved_src_stride
            src_offset = self._saved_src_offset
            dst_average = self._saved_dst_average
            src_average = self._saved_src_average
            grad_self = array_ops.as_strided_remap(grad, dst_size, dst_stride, dst_offset, src_size, src_stride, src_offset, dst_average, src_average)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: as_strided_remap(grad, dst_size, dst_stride, dst_offset, src_size, src_stride, src_offset, dst_average, src_average)
            dst_size = self._saved_dst_size
            dst_stride = self._saved_dst_stride
            dst_offset = self._saved_dst_offset
            src_size = self._saved_src_size
            src_stride = self._saved_src_stride
            src_offset = self._saved_src_offset
            dst_average = self._saved_dst_average
            src_average = self._saved_src_average
            grad_self = ops.as_strided_remap(grad, dst_size, dst_stride, dst_offset, src_size, src_stride, src_offset, dst_average, src_average)
        return grad_self,


class LinalgPinvBackward0(Node):
    """Backward of `linalg_pinv(Tensor A, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor` (derivatives.yaml:3917)."""

    __slots__ = ('_saved_result', '_saved_A', '_version_of_result', '_version_of_A')
    _saved_tensor_slots = ('_saved_result', '_saved_A')
    spec_line = 3917
    input_names = ('A',)
    formulas = {
        'A': 'pinv_backward(grad, result, A)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: pinv_backward(grad, result, A)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            A = self._unpack(self._saved_A, self._version_of_A)._data
            grad_A = helpers.pinv_backward(array_ops, grad, result, A)
        return grad_A,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_A = None
        if self.next_functions[0][0] is not None:
            # A: pinv_backward(grad, result, A)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            A = self._unpack(self._saved_A, self._version_of_A)
            grad_A = helpers.pinv_backward(ops, grad, result, A)
        return grad_A,


class MatrixExpBackward0(Node):
    """Backward of `matrix_exp(Tensor self) -> Tensor` (derivatives.yaml:3951)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 3951
    input_names = ('self',)
    formulas = {
        'self': 'matrix_exp_backward(self, grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: matrix_exp_backward(self, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = helpers.matrix_exp_backward(array_ops, self_, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: matrix_exp_backward(self, grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = helpers.matrix_exp_backward(ops, self_, grad)
        return grad_self,


class AddrBackward0(Node):
    """Backward of `addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:3979)."""

    __slots__ = ('_saved_beta', '_saved_alpha', '_saved_vec2', '_saved_vec1', '_version_of_vec2', '_version_of_vec1')
    _saved_tensor_slots = ('_saved_vec2', '_saved_vec1')
    spec_line = 3979
    input_names = ('self', 'vec1', 'vec2')
    formulas = {
        'self': 'maybe_multiply(grad, beta)',
        'vec1': 'maybe_multiply(mv(grad, vec2), alpha)',
        'vec2': 'maybe_multiply(mv(t(grad), vec1), alpha)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: maybe_multiply(grad, beta)
            beta = self._saved_beta
            grad_self = helpers.maybe_multiply(grad, beta)
        grad_vec1 = None
        if self.next_functions[1][0] is not None:
            # vec1: maybe_multiply(mv(grad, vec2), alpha)
            alpha = self._saved_alpha
            vec2 = self._unpack(self._saved_vec2, self._version_of_vec2)._data
            grad_vec1 = helpers.maybe_multiply(array_ops.mv(grad, vec2), alpha)
        grad_vec2 = None
        if self.next_functions[2][0] is not None:
            # vec2: maybe_multiply(mv(t(grad), vec1), alpha)
            alpha = self._saved_alpha
            vec1 = self._unpack(self._saved_vec1, self._version_of_vec1)._data
            grad_vec2 = helpers.maybe_multiply(array_ops.mv(array_ops.t(grad), vec1), alpha)
        return grad_self, grad_vec1, grad_vec2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: maybe_multiply(grad, beta)
            beta = self._saved_beta
            grad_self = helpers.maybe_multiply(grad, beta)
        grad_vec1 = None
        if self.next_functions[1][0] is not None:
            # vec1: maybe_multiply(mv(grad, vec2), alpha)
            alpha = self._saved_alpha
            vec2 = self._unpack(self._saved_vec2, self._version_of_vec2)
            grad_vec1 = helpers.maybe_multiply(ops.mv(grad, vec2), alpha)
        grad_vec2 = None
        if self.next_functions[2][0] is not None:
            # vec2: maybe_multiply(mv(t(grad), vec1), alpha)
            alpha = self._saved_alpha
            vec1 = self._unpack(self._saved_vec1, self._version_of_vec1)
            grad_vec2 = helpers.maybe_multiply(ops.mv(ops.t(grad), vec1), alpha)
        return grad_self, grad_vec1, grad_vec2


class AddbmmBackward0(Node):
    """Backward of `addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:3996)."""

    __slots__ = ('_saved_beta', '_saved_alpha', '_saved_batch2', '_saved_batch1_shape', '_saved_batch1', '_version_of_batch2', '_version_of_batch1')
    _saved_tensor_slots = ('_saved_batch2', '_saved_batch1')
    spec_line = 3996
    input_names = ('self', 'batch1', 'batch2')
    formulas = {
        'self': 'maybe_multiply(grad, beta)',
        'batch1': 'maybe_multiply(bmm(expand_batch(grad, batch1.shape[0]), transpose(batch2, 1, 2)), alpha)',
        'batch2': 'maybe_multiply(bmm(transpose(batch1, 1, 2), expand_batch(grad, batch1.shape[0])), alpha)',
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
            # batch1: maybe_multiply(bmm(expand_batch(grad, batch1.shape[0]), transpose(batch2, 1, 2)), alpha)
            alpha = self._saved_alpha
            batch2 = self._unpack(self._saved_batch2, self._version_of_batch2)._data
            batch1_shape = self._saved_batch1_shape
            grad_batch1 = helpers.maybe_multiply(array_ops.bmm(helpers.expand_batch(array_ops, grad, batch1_shape[0]), array_ops.transpose(batch2, 1, 2)), alpha)
        grad_batch2 = None
        if self.next_functions[2][0] is not None:
            # batch2: maybe_multiply(bmm(transpose(batch1, 1, 2), expand_batch(grad, batch1.shape[0])), alpha)
            alpha = self._saved_alpha
            batch1 = self._unpack(self._saved_batch1, self._version_of_batch1)._data
            batch1_shape = self._saved_batch1_shape
            grad_batch2 = helpers.maybe_multiply(array_ops.bmm(array_ops.transpose(batch1, 1, 2), helpers.expand_batch(array_ops, grad, batch1_shape[0])), alpha)
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
            # batch1: maybe_multiply(bmm(expand_batch(grad, batch1.shape[0]), transpose(batch2, 1, 2)), alpha)
            alpha = self._saved_alpha
            batch2 = self._unpack(self._saved_batch2, self._version_of_batch2)
            batch1_shape = self._saved_batch1_shape
            grad_batch1 = helpers.maybe_multiply(ops.bmm(helpers.expand_batch(ops, grad, batch1_shape[0]), ops.transpose(batch2, 1, 2)), alpha)
        grad_batch2 = None
        if self.next_functions[2][0] is not None:
            # batch2: maybe_multiply(bmm(transpose(batch1, 1, 2), expand_batch(grad, batch1.shape[0])), alpha)
            alpha = self._saved_alpha
            batch1 = self._unpack(self._saved_batch1, self._version_of_batch1)
            batch1_shape = self._saved_batch1_shape
            grad_batch2 = helpers.maybe_multiply(ops.bmm(ops.transpose(batch1, 1, 2), helpers.expand_batch(ops, grad, batch1_shape[0])), alpha)
        return grad_self, grad_batch1, grad_batch2


class CdistBackward0(Node):
    """Backward of `cdist(Tensor x1, Tensor x2, float p=2.0, str? compute_mode="use_mm_for_euclid_dist_if_necessary") -> Tensor` (derivatives.yaml:4025)."""

    __slots__ = ('_saved_x1', '_saved_x2', '_saved_p', '_saved_compute_mode', '_saved_result', '_version_of_x1', '_version_of_x2', '_version_of_result')
    _saved_tensor_slots = ('_saved_x1', '_saved_x2', '_saved_result')
    spec_line = 4025
    input_names = ('x1', 'x2')
    formulas = {
        'x1': 'cdist_backward(grad, x1, x2, p, compute_mode, result, "x1")',
        'x2': 'cdist_backward(grad, x1, x2, p, compute_mode, result, "x2")',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_x1 = None
        if self.next_functions[0][0] is not None:
            # x1: cdist_backward(grad, x1, x2, p, compute_mode, result, "x1")
            x1 = self._unpack(self._saved_x1, self._version_of_x1)._data
            x2 = self._unpack(self._saved_x2, self._version_of_x2)._data
            p = self._saved_p
            compute_mode = self._saved_compute_mode
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_x1 = helpers.cdist_backward(array_ops, grad, x1, x2, p, compute_mode, result, 'x1')
        grad_x2 = None
        if self.next_functions[1][0] is not None:
            # x2: cdist_backward(grad, x1, x2, p, compute_mode, result, "x2")
            x1 = self._unpack(self._saved_x1, self._version_of_x1)._data
            x2 = self._unpack(self._saved_x2, self._version_of_x2)._data
            p = self._saved_p
            compute_mode = self._saved_compute_mode
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_x2 = helpers.cdist_backward(array_ops, grad, x1, x2, p, compute_mode, result, 'x2')
        return grad_x1, grad_x2

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_x1 = None
        if self.next_functions[0][0] is not None:
            # x1: cdist_backward(grad, x1, x2, p, compute_mode, result, "x1")
            x1 = self._unpack(self._saved_x1, self._version_of_x1)
            x2 = self._unpack(self._saved_x2, self._version_of_x2)
            p = self._saved_p
            compute_mode = self._saved_compute_mode
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_x1 = helpers.cdist_backward(ops, grad, x1, x2, p, compute_mode, result, 'x1')
        grad_x2 = None
        if self.next_functions[1][0] is not None:
            # x2: cdist_backward(grad, x1, x2, p, compute_mode, result, "x2")
            x1 = self._unpack(self._saved_x1, self._version_of_x1)
            x2 = self._unpack(self._saved_x2, self._version_of_x2)
            p = self._saved_p
            compute_mode = self._saved_compute_mode
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_x2 = helpers.cdist_backward(ops, grad, x1, x2, p, compute_mode, result, 'x2')
        return grad_x1, grad_x2


class PdistBackward0(Node):
    """Backward of `pdist(Tensor input, float p=2) -> Tensor` (derivatives.yaml:4047)."""

    __slots__ = ('_saved_input', '_saved_p', '_saved_result', '_version_of_input', '_version_of_result')
    _saved_tensor_slots = ('_saved_input', '_saved_result')
    spec_line = 4047
    input_names = ('input',)
    formulas = {
        'input': 'pdist_backward(grad, input, p, result)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: pdist_backward(grad, input, p, result)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            p = self._saved_p
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_input = helpers.pdist_backward(array_ops, grad, input, p, result)
        return grad_input,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: pdist_backward(grad, input, p, result)
            input = self._unpack(self._saved_input, self._version_of_input)
            p = self._saved_p
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_input = helpers.pdist_backward(ops, grad, input, p, result)
        return grad_input,


class DotBackward0(Node):
    """Backward of `dot(Tensor self, Tensor tensor) -> Tensor` (derivatives.yaml:4123)."""

    __slots__ = ('_saved_tensor', '_saved_self', '_version_of_tensor', '_version_of_self')
    _saved_tensor_slots = ('_saved_tensor', '_saved_self')
    spec_line = 4123
    input_names = ('self', 'tensor')
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
            grad_self = ufunc_threads.call(np.multiply, grad, tensor) if ufunc_threads.big(grad) else grad * tensor
        grad_tensor = None
        if self.next_functions[1][0] is not None:
            # tensor: grad * self
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_tensor = ufunc_threads.call(np.multiply, grad, self_) if ufunc_threads.big(grad) else grad * self_
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
    """Backward of `vdot(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:4135)."""

    __slots__ = ('_saved_other', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 4135
    input_names = ('self', 'other')
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
            grad_self = ufunc_threads.call(np.multiply, grad, other) if ufunc_threads.big(grad) else grad * other
        grad_other = None
        if self.next_functions[1][0] is not None:
            # other: grad * self
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_other = ufunc_threads.call(np.multiply, grad, self_) if ufunc_threads.big(grad) else grad * self_
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
    """Backward of `mm(Tensor self, Tensor mat2) -> Tensor` (derivatives.yaml:4146)."""

    __slots__ = ('_saved_mat2', '_saved_self', '_version_of_mat2', '_version_of_self')
    _saved_tensor_slots = ('_saved_mat2', '_saved_self')
    spec_line = 4146
    input_names = ('self', 'mat2')
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
    """Backward of `bmm(Tensor self, Tensor mat2) -> Tensor` (derivatives.yaml:4158)."""

    __slots__ = ('_saved_mat2', '_saved_self', '_version_of_mat2', '_version_of_self')
    _saved_tensor_slots = ('_saved_mat2', '_saved_self')
    spec_line = 4158
    input_names = ('self', 'mat2')
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
    """Backward of `mv(Tensor self, Tensor vec) -> Tensor` (derivatives.yaml:4170)."""

    __slots__ = ('_saved_vec', '_saved_self', '_version_of_vec', '_version_of_self')
    _saved_tensor_slots = ('_saved_vec', '_saved_self')
    spec_line = 4170
    input_names = ('self', 'vec')
    formulas = {
        'self': 'outer_product(grad, vec)',
        'vec': 'mv(t(self), grad)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: outer_product(grad, vec)
            vec = self._unpack(self._saved_vec, self._version_of_vec)._data
            grad_self = helpers.outer_product(array_ops, grad, vec)
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
            # self: outer_product(grad, vec)
            vec = self._unpack(self._saved_vec, self._version_of_vec)
            grad_self = helpers.outer_product(ops, grad, vec)
        grad_vec = None
        if self.next_functions[1][0] is not None:
            # vec: mv(t(self), grad)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_vec = ops.mv(ops.t(self_), grad)
        return grad_self, grad_vec


class AddmmBackward0(Node):
    """Backward of `addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:4199)."""

    __slots__ = ('_saved_beta', '_saved_alpha', '_saved_mat2', '_saved_mat1', '_version_of_mat2', '_version_of_mat1')
    _saved_tensor_slots = ('_saved_mat2', '_saved_mat1')
    spec_line = 4199
    input_names = ('self', 'mat1', 'mat2')
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
    """Backward of `addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:4215)."""

    __slots__ = ('_saved_beta', '_saved_alpha', '_saved_vec', '_saved_mat', '_version_of_vec', '_version_of_mat')
    _saved_tensor_slots = ('_saved_vec', '_saved_mat')
    spec_line = 4215
    input_names = ('self', 'mat', 'vec')
    formulas = {
        'self': 'maybe_multiply(grad, beta)',
        'mat': 'maybe_multiply(outer_product(grad, vec), alpha)',
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
            # mat: maybe_multiply(outer_product(grad, vec), alpha)
            alpha = self._saved_alpha
            vec = self._unpack(self._saved_vec, self._version_of_vec)._data
            grad_mat = helpers.maybe_multiply(helpers.outer_product(array_ops, grad, vec), alpha)
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
            # mat: maybe_multiply(outer_product(grad, vec), alpha)
            alpha = self._saved_alpha
            vec = self._unpack(self._saved_vec, self._version_of_vec)
            grad_mat = helpers.maybe_multiply(helpers.outer_product(ops, grad, vec), alpha)
        grad_vec = None
        if self.next_functions[2][0] is not None:
            # vec: maybe_multiply(mv(t(mat), grad), alpha)
            alpha = self._saved_alpha
            mat = self._unpack(self._saved_mat, self._version_of_mat)
            grad_vec = helpers.maybe_multiply(ops.mv(ops.t(mat), grad), alpha)
        return grad_self, grad_mat, grad_vec


class BaddbmmBackward0(Node):
    """Backward of `baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor` (derivatives.yaml:4231)."""

    __slots__ = ('_saved_beta', '_saved_alpha', '_saved_batch2', '_saved_batch1', '_version_of_batch2', '_version_of_batch1')
    _saved_tensor_slots = ('_saved_batch2', '_saved_batch1')
    spec_line = 4231
    input_names = ('self', 'batch1', 'batch2')
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
    """Backward of `kron(Tensor self, Tensor other) -> Tensor` (derivatives.yaml:4248)."""

    __slots__ = ('_saved_self', '_saved_other', '_version_of_self', '_version_of_other')
    _saved_tensor_slots = ('_saved_self', '_saved_other')
    spec_line = 4248
    input_names = ('self', 'other')
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
    """Backward of `cross(Tensor self, Tensor other, int? dim=None) -> Tensor` (derivatives.yaml:4261)."""

    __slots__ = ('_saved_other', '_saved_dim', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 4261
    input_names = ('self', 'other')
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
    """Backward of `linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor` (derivatives.yaml:4276)."""

    __slots__ = ('_saved_other', '_saved_dim', '_saved_self', '_version_of_other', '_version_of_self')
    _saved_tensor_slots = ('_saved_other', '_saved_self')
    spec_line = 4276
    input_names = ('self', 'other')
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
    """Backward of `tensordot(Tensor a, Tensor b, int[][] dims=2) -> Tensor` (derivatives.yaml:4292)."""

    __slots__ = ('_saved_a', '_saved_b', '_saved_dims', '_version_of_a', '_version_of_b')
    _saved_tensor_slots = ('_saved_a', '_saved_b')
    spec_line = 4292
    input_names = ('a', 'b')
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
    """Backward of `einsum(str equation, Tensor[] tensors) -> Tensor` (derivatives.yaml:4306)."""

    __slots__ = ('_saved_equation', '_saved_tensors', '_version_of_tensors')
    _saved_tensor_slots = ('_saved_tensors',)
    spec_line = 4306
    input_names = ('tensors[]',)
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
    """Backward of `linalg_inv(Tensor A) -> Tensor` (derivatives.yaml:4322)."""

    __slots__ = ('_saved_result', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 4322
    input_names = ('A',)
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
    """Backward of `linalg_det(Tensor A) -> Tensor` (derivatives.yaml:4335)."""

    __slots__ = ('_saved_A', '_saved_result', '_version_of_A', '_version_of_result')
    _saved_tensor_slots = ('_saved_A', '_saved_result')
    spec_line = 4335
    input_names = ('A',)
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
    """Backward of `linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)` (derivatives.yaml:4352)."""

    __slots__ = ('_saved_A', '_version_of_A')
    _saved_tensor_slots = ('_saved_A',)
    spec_line = 4352
    input_names = ('A',)
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
    """Backward of `linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor` (derivatives.yaml:4366)."""

    __slots__ = ('_saved_A', '_saved_result', '_saved_left', '_version_of_A', '_version_of_result')
    _saved_tensor_slots = ('_saved_A', '_saved_result')
    spec_line = 4366
    input_names = ('A', 'B')
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
    """Backward of `linalg_cholesky(Tensor A, *, bool upper=False) -> Tensor` (derivatives.yaml:4383)."""

    __slots__ = ('_saved_result', '_saved_upper', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 4383
    input_names = ('A',)
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
    """Backward of `linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)` (derivatives.yaml:4397)."""

    __slots__ = ('_saved_result', '_saved_R', '_saved_mode', '_version_of_result', '_version_of_R')
    _saved_tensor_slots = ('_saved_result', '_saved_R')
    spec_line = 4397
    input_names = ('A',)
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
    """Backward of `linalg_svd(Tensor A, bool full_matrices=True) -> (Tensor U, Tensor S, Tensor Vh)` (derivatives.yaml:4415)."""

    __slots__ = ('_saved_result', '_saved_S', '_saved_Vh', '_saved_full_matrices', '_version_of_result', '_version_of_S', '_version_of_Vh')
    _saved_tensor_slots = ('_saved_result', '_saved_S', '_saved_Vh')
    spec_line = 4415
    input_names = ('A',)
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
    """Backward of `linalg_svdvals(Tensor A) -> Tensor` (derivatives.yaml:4434)."""

    __slots__ = ('_saved_A', '_version_of_A')
    _saved_tensor_slots = ('_saved_A',)
    spec_line = 4434
    input_names = ('A',)
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
    """Backward of `linalg_eigh(Tensor A, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)` (derivatives.yaml:4447)."""

    __slots__ = ('_saved_result', '_saved_eigenvectors', '_version_of_result', '_version_of_eigenvectors')
    _saved_tensor_slots = ('_saved_result', '_saved_eigenvectors')
    spec_line = 4447
    input_names = ('A',)
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
    """Backward of `linalg_eigvalsh(Tensor A, str UPLO="L") -> Tensor` (derivatives.yaml:4463)."""

    __slots__ = ('_saved_A', '_saved_UPLO', '_version_of_A')
    _saved_tensor_slots = ('_saved_A',)
    spec_line = 4463
    input_names = ('A',)
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


class LinalgVectorNormBackward0(Node):
    """Backward of `linalg_vector_norm(Tensor x, Scalar ord=2, int[]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:4477)."""

    __slots__ = ('_saved_x', '_saved_ord', '_saved_result', '_saved_dim', '_saved_keepdim', '_version_of_x', '_version_of_result')
    _saved_tensor_slots = ('_saved_x', '_saved_result')
    spec_line = 4477
    input_names = ('x',)
    formulas = {
        'x': 'norm_backward(grad, x, ord, result, dim, keepdim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_x = None
        if self.next_functions[0][0] is not None:
            # x: norm_backward(grad, x, ord, result, dim, keepdim)
            x = self._unpack(self._saved_x, self._version_of_x)._data
            ord = self._saved_ord
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_x = helpers.norm_backward(array_ops, grad, x, ord, result, dim, keepdim)
        return grad_x,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_x = None
        if self.next_functions[0][0] is not None:
            # x: norm_backward(grad, x, ord, result, dim, keepdim)
            x = self._unpack(self._saved_x, self._version_of_x)
            ord = self._saved_ord
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            keepdim = self._saved_keepdim
            grad_x = helpers.norm_backward(ops, grad, x, ord, result, dim, keepdim)
        return grad_x,


class LinearBackward0(Node):
    """Backward of `linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor` (derivatives.yaml:4624)."""

    __slots__ = ('_saved_weight', '_saved_self', '_version_of_weight', '_version_of_self')
    _saved_tensor_slots = ('_saved_weight', '_saved_self')
    spec_line = 4624
    input_names = ('self', 'weight', 'bias')
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
    """Backward of `softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:4655)."""

    __slots__ = ('_saved_result', '_saved_dim', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 4655
    input_names = ('self',)
    formulas = {
        'self': 'softmax_backward_data(grad, result, dim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: softmax_backward_data(grad, result, dim)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            grad_self = helpers.softmax_backward_data(array_ops, grad, result, dim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: softmax_backward_data(grad, result, dim)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            grad_self = helpers.softmax_backward_data(ops, grad, result, dim)
        return grad_self,


class LogSoftmaxBackward0(Node):
    """Backward of `log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor` (derivatives.yaml:4681)."""

    __slots__ = ('_saved_result', '_saved_dim', '_version_of_result')
    _saved_tensor_slots = ('_saved_result',)
    spec_line = 4681
    input_names = ('self',)
    formulas = {
        'self': 'log_softmax_backward_data(grad, result, dim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: log_softmax_backward_data(grad, result, dim)
            result = self._unpack_output(self._saved_result, self._version_of_result)
            dim = self._saved_dim
            grad_self = helpers.log_softmax_backward_data(array_ops, grad, result, dim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: log_softmax_backward_data(grad, result, dim)
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            dim = self._saved_dim
            grad_self = helpers.log_softmax_backward_data(ops, grad, result, dim)
        return grad_self,


class HardtanhBackward0(Node):
    """Backward of `hardtanh(Tensor self, float min_val=-1.0, float max_val=1.0, bool inplace=False) -> Tensor` (derivatives.yaml:4723)."""

    __slots__ = ('_saved_self', '_saved_min_val', '_saved_max_val', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4723
    input_names = ('self',)
    formulas = {
        'self': 'connect_to(where((self > min_val) & (self < max_val), grad, 0), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(where((self > min_val) & (self < max_val), grad, 0), self)
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
            # self: connect_to(where((self > min_val) & (self < max_val), grad, 0), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            min_val = self._saved_min_val
            max_val = self._saved_max_val
            grad_self = ops.connect_to(ops.where((self_ > min_val) & (self_ < max_val), grad, 0), self_)
        return grad_self,


class LeakyReluBackward0(Node):
    """Backward of `leaky_relu(Tensor self, Scalar negative_slope=0.01, bool inplace=False) -> Tensor` (derivatives.yaml:4749)."""

    __slots__ = ('_saved_self', '_saved_negative_slope', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4749
    input_names = ('self',)
    formulas = {
        'self': 'connect_to(where(self > 0, grad, grad * negative_slope), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(where(self > 0, grad, grad * negative_slope), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            negative_slope = self._saved_negative_slope
            grad_self = kernels.leakyrelubackward0_self(self_, grad, negative_slope)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(where(self > 0, grad, grad * negative_slope), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            negative_slope = self._saved_negative_slope
            grad_self = ops.connect_to(ops.where(self_ > 0, grad, grad * negative_slope), self_)
        return grad_self,


class EluBackward0(Node):
    """Backward of `elu(Tensor self, Scalar alpha=1.0, bool inplace=False) -> Tensor` (derivatives.yaml:4763)."""

    __slots__ = ('_saved_self', '_saved_alpha', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4763
    input_names = ('self',)
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
    """Backward of `selu(Tensor self) -> Tensor` (derivatives.yaml:4777)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4777
    input_names = ('self',)
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
    """Backward of `celu(Tensor self, Scalar alpha=1.0) -> Tensor` (derivatives.yaml:4794)."""

    __slots__ = ('_saved_self', '_saved_alpha', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4794
    input_names = ('self',)
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
    """Backward of `gelu(Tensor self, *, str approximate="none") -> Tensor` (derivatives.yaml:4818)."""

    __slots__ = ('_saved_self', '_saved_approximate', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4818
    input_names = ('self',)
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
    """Backward of `_gelu_backward(Tensor grad_output, Tensor self, str approximate) -> Tensor` (derivatives.yaml:4833)."""

    __slots__ = ('_saved_self', '_saved_approximate', '_saved_grad_output', '_version_of_self', '_version_of_grad_output')
    _saved_tensor_slots = ('_saved_self', '_saved_grad_output')
    spec_line = 4833
    input_names = ('grad_output', 'self')
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
    """Backward of `silu(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:4846)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4846
    input_names = ('self',)
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
    """Backward of `softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor` (derivatives.yaml:4855)."""

    __slots__ = ('_saved_threshold', '_saved_self', '_saved_beta', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4855
    input_names = ('self',)
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
    """Backward of `mish(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:4871)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4871
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, arrays.tanh(array_ops.softplus(self_)) + self_ * arrays.sigmoid(self_) * (1 - arrays.tanh(array_ops.softplus(self_)) ** 2)) if ufunc_threads.big(grad) else grad * (arrays.tanh(array_ops.softplus(self_)) + self_ * arrays.sigmoid(self_) * (1 - arrays.tanh(array_ops.softplus(self_)) ** 2))
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
    """Backward of `hardsigmoid(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:4891)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4891
    input_names = ('self',)
    formulas = {
        'self': 'connect_to(where((self > -3) & (self < 3), grad * 0.1666666716337204, 0), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(where((self > -3) & (self < 3), grad * 0.1666666716337204, 0), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            grad_self = kernels.hardsigmoidbackward0_self(self_, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(where((self > -3) & (self < 3), grad * 0.1666666716337204, 0), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            grad_self = ops.connect_to(ops.where((self_ > -3) & (self_ < 3), grad * 0.1666666716337204, 0), self_)
        return grad_self,


class HardswishBackward0(Node):
    """Backward of `hardswish(Tensor self, bool inplace=False) -> Tensor` (derivatives.yaml:4903)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4903
    input_names = ('self',)
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
    """Backward of `logsigmoid(Tensor self) -> Tensor` (derivatives.yaml:4915)."""

    __slots__ = ('_saved_self', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4915
    input_names = ('self',)
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
            grad_self = ufunc_threads.call(np.multiply, grad, arrays.sigmoid(-self_)) if ufunc_threads.big(grad) else grad * arrays.sigmoid(-self_)
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
    """Backward of `softshrink(Tensor self, Scalar lambd=0.5) -> Tensor` (derivatives.yaml:4935)."""

    __slots__ = ('_saved_self', '_saved_lambd', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4935
    input_names = ('self',)
    formulas = {
        'self': 'connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            lambd = self._saved_lambd
            grad_self = kernels.softshrinkbackward0_self(self_, lambd, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            lambd = self._saved_lambd
            grad_self = ops.connect_to(ops.where((self_ >= -lambd) & (self_ <= lambd), 0, grad), self_)
        return grad_self,


class HardshrinkBackward0(Node):
    """Backward of `hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor` (derivatives.yaml:4950)."""

    __slots__ = ('_saved_self', '_saved_lambd', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4950
    input_names = ('self',)
    formulas = {
        'self': 'connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            lambd = self._saved_lambd
            grad_self = kernels.hardshrinkbackward0_self(self_, lambd, grad)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(where((self >= -lambd) & (self <= lambd), 0, grad), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            lambd = self._saved_lambd
            grad_self = ops.connect_to(ops.where((self_ >= -lambd) & (self_ <= lambd), 0, grad), self_)
        return grad_self,


class ThresholdBackward0(Node):
    """Backward of `threshold(Tensor self, float threshold, float value) -> Tensor` (derivatives.yaml:4962)."""

    __slots__ = ('_saved_self', '_saved_threshold', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 4962
    input_names = ('self',)
    formulas = {
        'self': 'threshold_backward(grad, self, threshold=threshold)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: threshold_backward(grad, self, threshold=threshold)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            threshold = self._saved_threshold
            grad_self = array_ops.threshold_backward(grad, self_, threshold=threshold)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: threshold_backward(grad, self, threshold=threshold)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            threshold = self._saved_threshold
            grad_self = ops.threshold_backward(grad, self_, threshold=threshold)
        return grad_self,


class MseLossReducedBackward0(Node):
    """Backward of `mse_loss_reduced(Tensor self, Tensor target, str reduction) -> Tensor` (derivatives.yaml:5071)."""

    __slots__ = ('_saved_self', '_saved_target', '_saved_reduction', '_version_of_self', '_version_of_target')
    _saved_tensor_slots = ('_saved_self', '_saved_target')
    spec_line = 5071
    input_names = ('self', 'target')
    formulas = {
        'self': 'mse_loss_backward(grad, self, target, reduction)',
        'target': '-mse_loss_backward(grad, self, target, reduction)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: mse_loss_backward(grad, self, target, reduction)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            target = self._unpack(self._saved_target, self._version_of_target)._data
            reduction = self._saved_reduction
            grad_self = helpers.mse_loss_backward(array_ops, grad, self_, target, reduction)
        grad_target = None
        if self.next_functions[1][0] is not None:
            # target: -mse_loss_backward(grad, self, target, reduction)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            target = self._unpack(self._saved_target, self._version_of_target)._data
            reduction = self._saved_reduction
            grad_target = -helpers.mse_loss_backward(array_ops, grad, self_, target, reduction)
        return grad_self, grad_target

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: mse_loss_backward(grad, self, target, reduction)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            target = self._unpack(self._saved_target, self._version_of_target)
            reduction = self._saved_reduction
            grad_self = helpers.mse_loss_backward(ops, grad, self_, target, reduction)
        grad_target = None
        if self.next_functions[1][0] is not None:
            # target: -mse_loss_backward(grad, self, target, reduction)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            target = self._unpack(self._saved_target, self._version_of_target)
            reduction = self._saved_reduction
            grad_target = -helpers.mse_loss_backward(ops, grad, self_, target, reduction)
        return grad_self, grad_target


class NllLossBackward0(Node):
    """Backward of `nll_loss(Tensor self, Tensor target, Tensor? weight=None, bool? size_average=None, int ignore_index=-100, bool? reduce=None, str? reduction="mean") -> Tensor` (derivatives.yaml:5089)."""

    __slots__ = ('_saved_target', '_saved_weight', '_saved_ignore_index', '_saved_self_shape', '_saved_self_dtype', '_saved_size_average', '_saved_reduce', '_saved_reduction', '_version_of_target', '_version_of_weight')
    _saved_tensor_slots = ('_saved_target', '_saved_weight')
    spec_line = 5089
    input_names = ('self', 'target', 'weight')
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


class CrossEntropyIndicesBackward0(Node):
    """Backward of `cross_entropy_indices(Tensor self, Tensor target, int ignore_index, str reduction) -> (Tensor loss, Tensor row_stats)` (derivatives.yaml:5127)."""

    __slots__ = ('_saved_self', '_saved_target', '_saved_ignore_index', '_saved_reduction', '_saved_row_stats', '_version_of_self', '_version_of_target', '_version_of_row_stats')
    _saved_tensor_slots = ('_saved_self', '_saved_target', '_saved_row_stats')
    spec_line = 5127
    input_names = ('self', 'target')
    num_outputs = 2
    formulas = {
        'self': 'cross_entropy_indices_backward(grad, self, target, ignore_index, reduction, row_stats)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_loss = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cross_entropy_indices_backward(grad, self, target, ignore_index, reduction, row_stats)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            target = self._unpack(self._saved_target, self._version_of_target)._data
            ignore_index = self._saved_ignore_index
            reduction = self._saved_reduction
            row_stats = self._unpack_output(self._saved_row_stats, self._version_of_row_stats, 1)
            grad_self = helpers.cross_entropy_indices_backward(array_ops, grad, self_, target, ignore_index, reduction, row_stats)
        grad_target = None  # target is not differentiable
        return grad_self, grad_target

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_loss = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: cross_entropy_indices_backward(grad, self, target, ignore_index, reduction, row_stats)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            target = self._unpack(self._saved_target, self._version_of_target)
            ignore_index = self._saved_ignore_index
            reduction = self._saved_reduction
            row_stats = Tensor._wrap(self._unpack_output(self._saved_row_stats, self._version_of_row_stats, 1))
            grad_self = helpers.cross_entropy_indices_backward(ops, grad, self_, target, ignore_index, reduction, row_stats)
        grad_target = None  # target is not differentiable
        return grad_self, grad_target


class ConvolutionBackward0(Node):
    """Backward of `convolution(Tensor input, Tensor weight, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:5530)."""

    __slots__ = ('_saved_weight', '_saved_stride', '_saved_padding', '_saved_dilation', '_saved_groups', '_saved_input_shape', '_saved_input', '_saved_weight_shape', '_version_of_weight', '_version_of_input')
    _saved_tensor_slots = ('_saved_weight', '_saved_input')
    spec_line = 5530
    input_names = ('input', 'weight')
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
    """Backward of `convolution_input_grad(Tensor grad_output, Tensor weight, int[] input_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:5546)."""

    __slots__ = ('_saved_weight', '_saved_stride', '_saved_padding', '_saved_dilation', '_saved_groups', '_saved_grad_output', '_saved_weight_shape', '_version_of_weight', '_version_of_grad_output')
    _saved_tensor_slots = ('_saved_weight', '_saved_grad_output')
    spec_line = 5546
    input_names = ('grad_output', 'weight')
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
    """Backward of `convolution_weight_grad(Tensor input, Tensor grad_output, int[] weight_shape, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:5561)."""

    __slots__ = ('_saved_grad_output', '_saved_stride', '_saved_padding', '_saved_dilation', '_saved_groups', '_saved_input_shape', '_saved_input', '_version_of_grad_output', '_version_of_input')
    _saved_tensor_slots = ('_saved_grad_output', '_saved_input')
    spec_line = 5561
    input_names = ('input', 'grad_output')
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


class ConvolutionBiasBackward0(Node):
    """Backward of `convolution_bias(Tensor input, Tensor weight, Tensor bias, int[] stride, int[] padding, int[] dilation, int groups) -> Tensor` (derivatives.yaml:5575)."""

    __slots__ = ('_saved_weight', '_saved_stride', '_saved_padding', '_saved_dilation', '_saved_groups', '_saved_input_shape', '_saved_input', '_saved_weight_shape', '_version_of_weight', '_version_of_input')
    _saved_tensor_slots = ('_saved_weight', '_saved_input')
    spec_line = 5575
    input_names = ('input', 'weight', 'bias')
    formulas = {
        'input': 'convolution_input_grad(grad, weight, input.shape, stride, padding, dilation, groups)',
        'weight': 'convolution_weight_grad(input, grad, weight.shape, stride, padding, dilation, groups)',
        'bias': 'conv_bias_grad(grad)',
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
        grad_bias = None
        if self.next_functions[2][0] is not None:
            # bias: conv_bias_grad(grad)
            grad_bias = helpers.conv_bias_grad(array_ops, grad)
        return grad_input, grad_weight, grad_bias

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
        grad_bias = None
        if self.next_functions[2][0] is not None:
            # bias: conv_bias_grad(grad)
            grad_bias = helpers.conv_bias_grad(ops, grad)
        return grad_input, grad_weight, grad_bias


class MaxPoolBackward0(Node):
    """Backward of `max_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, int[] dilation) -> (Tensor values, Tensor indices)` (derivatives.yaml:5681)."""

    __slots__ = ('_saved_self', '_saved_indices', '_saved_self_shape', '_version_of_self', '_version_of_indices')
    _saved_tensor_slots = ('_saved_self', '_saved_indices')
    spec_line = 5681
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'connect_to(max_pool_grad(grad, indices, self.shape), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(max_pool_grad(grad, indices, self.shape), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            self_shape = self._saved_self_shape
            grad_self = arrays.same(helpers.max_pool_grad(array_ops, grad, indices, self_shape), self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(max_pool_grad(grad, indices, self.shape), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.connect_to(helpers.max_pool_grad(ops, grad, indices, self_shape), self_)
        return grad_self,


class MaxPoolBackwardBackward0(Node):
    """Backward of `max_pool_backward(Tensor grad_output, Tensor indices, int[] shape) -> Tensor` (derivatives.yaml:5696)."""

    __slots__ = ('_saved_indices', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 5696
    input_names = ('grad_output', 'indices')
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


class AvgPoolBackward0(Node):
    """Backward of `avg_pool(Tensor self, int[] kernel_size, int[] stride, int[] padding, bool count_include_pad, int? divisor_override) -> Tensor` (derivatives.yaml:5742)."""

    __slots__ = ('_saved_self', '_saved_kernel_size', '_saved_stride', '_saved_padding', '_saved_count_include_pad', '_saved_divisor_override', '_saved_self_shape', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 5742
    input_names = ('self',)
    formulas = {
        'self': 'connect_to(avg_pool_backward(grad, self.shape, kernel_size, stride, padding, count_include_pad, divisor_override), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(avg_pool_backward(grad, self.shape, kernel_size, stride, padding, count_include_pad, divisor_override), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            kernel_size = self._saved_kernel_size
            stride = self._saved_stride
            padding = self._saved_padding
            count_include_pad = self._saved_count_include_pad
            divisor_override = self._saved_divisor_override
            self_shape = self._saved_self_shape
            grad_self = arrays.same(array_ops.avg_pool_backward(grad, self_shape, kernel_size, stride, padding, count_include_pad, divisor_override), self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(avg_pool_backward(grad, self.shape, kernel_size, stride, padding, count_include_pad, divisor_override), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            kernel_size = self._saved_kernel_size
            stride = self._saved_stride
            padding = self._saved_padding
            count_include_pad = self._saved_count_include_pad
            divisor_override = self._saved_divisor_override
            self_shape = self._saved_self_shape
            grad_self = ops.connect_to(ops.avg_pool_backward(grad, self_shape, kernel_size, stride, padding, count_include_pad, divisor_override), self_)
        return grad_self,


class AvgPoolBackwardBackward0(Node):
    """Backward of `avg_pool_backward(Tensor grad_output, int[] shape, int[] kernel_size, int[] stride, int[] padding, bool count_include_pad, int? divisor_override) -> Tensor` (derivatives.yaml:5759)."""

    __slots__ = ('_saved_kernel_size', '_saved_stride', '_saved_padding', '_saved_count_include_pad', '_saved_divisor_override')
    _saved_tensor_slots = ()
    spec_line = 5759
    input_names = ('grad_output',)
    formulas = {
        'grad_output': 'avg_pool(grad, kernel_size, stride, padding, count_include_pad, divisor_override)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: avg_pool(grad, kernel_size, stride, padding, count_include_pad, divisor_override)
            kernel_size = self._saved_kernel_size
            stride = self._saved_stride
            padding = self._saved_padding
            count_include_pad = self._saved_count_include_pad
            divisor_override = self._saved_divisor_override
            grad_grad_output = array_ops.avg_pool(grad, kernel_size, stride, padding, count_include_pad, divisor_override)
        return grad_grad_output,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: avg_pool(grad, kernel_size, stride, padding, count_include_pad, divisor_override)
            kernel_size = self._saved_kernel_size
            stride = self._saved_stride
            padding = self._saved_padding
            count_include_pad = self._saved_count_include_pad
            divisor_override = self._saved_divisor_override
            grad_grad_output = ops.avg_pool(grad, kernel_size, stride, padding, count_include_pad, divisor_override)
        return grad_grad_output,


class ResampleBackward0(Node):
    """Backward of `resample(Tensor self, int dim, int size, str mode, bool align_corners, float? scale) -> Tensor` (derivatives.yaml:5798)."""

    __slots__ = ('_saved_dim', '_saved_mode', '_saved_align_corners', '_saved_scale', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 5798
    input_names = ('self',)
    formulas = {
        'self': 'resample_grad(grad, self.shape, dim, mode, align_corners, scale)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: resample_grad(grad, self.shape, dim, mode, align_corners, scale)
            dim = self._saved_dim
            mode = self._saved_mode
            align_corners = self._saved_align_corners
            scale = self._saved_scale
            self_shape = self._saved_self_shape
            grad_self = helpers.resample_grad(array_ops, grad, self_shape, dim, mode, align_corners, scale)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: resample_grad(grad, self.shape, dim, mode, align_corners, scale)
            dim = self._saved_dim
            mode = self._saved_mode
            align_corners = self._saved_align_corners
            scale = self._saved_scale
            self_shape = self._saved_self_shape
            grad_self = helpers.resample_grad(ops, grad, self_shape, dim, mode, align_corners, scale)
        return grad_self,


class ResampleBackwardBackward0(Node):
    """Backward of `resample_backward(Tensor grad_output, int dim, int input_size, str mode, bool align_corners, float? scale) -> Tensor` (derivatives.yaml:5815)."""

    __slots__ = ('_saved_dim', '_saved_mode', '_saved_align_corners', '_saved_scale', '_saved_grad_output_shape')
    _saved_tensor_slots = ()
    spec_line = 5815
    input_names = ('grad_output',)
    formulas = {
        'grad_output': 'resample_backward_grad(grad, grad_output.shape, dim, mode, align_corners, scale)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: resample_backward_grad(grad, grad_output.shape, dim, mode, align_corners, scale)
            dim = self._saved_dim
            mode = self._saved_mode
            align_corners = self._saved_align_corners
            scale = self._saved_scale
            grad_output_shape = self._saved_grad_output_shape
            grad_grad_output = helpers.resample_backward_grad(array_ops, grad, grad_output_shape, dim, mode, align_corners, scale)
        return grad_grad_output,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: resample_backward_grad(grad, grad_output.shape, dim, mode, align_corners, scale)
            dim = self._saved_dim
            mode = self._saved_mode
            align_corners = self._saved_align_corners
            scale = self._saved_scale
            grad_output_shape = self._saved_grad_output_shape
            grad_grad_output = helpers.resample_backward_grad(ops, grad, grad_output_shape, dim, mode, align_corners, scale)
        return grad_grad_output,


class AdaptiveAvgResampleBackward0(Node):
    """Backward of `adaptive_avg_resample(Tensor self, int dim, int size) -> Tensor` (derivatives.yaml:5830)."""

    __slots__ = ('_saved_self', '_saved_dim', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 5830
    input_names = ('self',)
    formulas = {
        'self': 'adaptive_avg_resample_grad(grad, self, dim)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: adaptive_avg_resample_grad(grad, self, dim)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            dim = self._saved_dim
            grad_self = helpers.adaptive_avg_resample_grad(array_ops, grad, self_, dim)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: adaptive_avg_resample_grad(grad, self, dim)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            dim = self._saved_dim
            grad_self = helpers.adaptive_avg_resample_grad(ops, grad, self_, dim)
        return grad_self,


class AdaptiveMaxPoolBackward0(Node):
    """Backward of `adaptive_max_pool(Tensor self, int[] output_size) -> (Tensor values, Tensor indices)` (derivatives.yaml:5845)."""

    __slots__ = ('_saved_self', '_saved_indices', '_saved_self_shape', '_version_of_self', '_version_of_indices')
    _saved_tensor_slots = ('_saved_self', '_saved_indices')
    spec_line = 5845
    input_names = ('self',)
    num_outputs = 2
    formulas = {
        'self': 'connect_to(max_pool_grad(grad, indices, self.shape), self)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(max_pool_grad(grad, indices, self.shape), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            indices = self._unpack_output(self._saved_indices, self._version_of_indices, 1)
            self_shape = self._saved_self_shape
            grad_self = arrays.same(helpers.max_pool_grad(array_ops, grad, indices, self_shape), self_)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_values = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: connect_to(max_pool_grad(grad, indices, self.shape), self)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            indices = Tensor._wrap(self._unpack_output(self._saved_indices, self._version_of_indices, 1))
            self_shape = self._saved_self_shape
            grad_self = ops.connect_to(helpers.max_pool_grad(ops, grad, indices, self_shape), self_)
        return grad_self,


class GridSamplerBackward0(Node):
    """Backward of `grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor` (derivatives.yaml:5948)."""

    __slots__ = ('_saved_input', '_saved_grid', '_saved_interpolation_mode', '_saved_padding_mode', '_saved_align_corners', '_version_of_input', '_version_of_grid')
    _saved_tensor_slots = ('_saved_input', '_saved_grid')
    spec_line = 5948
    input_names = ('input', 'grid')
    formulas = {
        'input': 'grid_sampler_input_grad(grad, input, grid, interpolation_mode, padding_mode, align_corners)',
        'grid': 'grid_sampler_grid_grad(grad, input, grid, interpolation_mode, padding_mode, align_corners)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: grid_sampler_input_grad(grad, input, grid, interpolation_mode, padding_mode, align_corners)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            grid = self._unpack(self._saved_grid, self._version_of_grid)._data
            interpolation_mode = self._saved_interpolation_mode
            padding_mode = self._saved_padding_mode
            align_corners = self._saved_align_corners
            grad_input = helpers.grid_sampler_input_grad(array_ops, grad, input, grid, interpolation_mode, padding_mode, align_corners)
        grad_grid = None
        if self.next_functions[1][0] is not None:
            # grid: grid_sampler_grid_grad(grad, input, grid, interpolation_mode, padding_mode, align_corners)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            grid = self._unpack(self._saved_grid, self._version_of_grid)._data
            interpolation_mode = self._saved_interpolation_mode
            padding_mode = self._saved_padding_mode
            align_corners = self._saved_align_corners
            grad_grid = helpers.grid_sampler_grid_grad(array_ops, grad, input, grid, interpolation_mode, padding_mode, align_corners)
        return grad_input, grad_grid

    def apply_differentiable(self, grads):
        raise NotImplementedError(
            "the derivative of GridSamplerBackward0 (grid_sampler, derivatives.yaml:5948) "
            "is not implemented: PyTorch's grid_sampler_2d_backward has no derivative either")


class Im2colBackward0(Node):
    """Backward of `im2col(Tensor self, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor` (derivatives.yaml:6038)."""

    __slots__ = ('_saved_kernel_size', '_saved_dilation', '_saved_padding', '_saved_stride', '_saved_self_shape')
    _saved_tensor_slots = ()
    spec_line = 6038
    input_names = ('self',)
    formulas = {
        'self': 'col2im_of_shape(grad, self.shape, kernel_size, dilation, padding, stride)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: col2im_of_shape(grad, self.shape, kernel_size, dilation, padding, stride)
            kernel_size = self._saved_kernel_size
            dilation = self._saved_dilation
            padding = self._saved_padding
            stride = self._saved_stride
            self_shape = self._saved_self_shape
            grad_self = helpers.col2im_of_shape(array_ops, grad, self_shape, kernel_size, dilation, padding, stride)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: col2im_of_shape(grad, self.shape, kernel_size, dilation, padding, stride)
            kernel_size = self._saved_kernel_size
            dilation = self._saved_dilation
            padding = self._saved_padding
            stride = self._saved_stride
            self_shape = self._saved_self_shape
            grad_self = helpers.col2im_of_shape(ops, grad, self_shape, kernel_size, dilation, padding, stride)
        return grad_self,


class Col2imBackward0(Node):
    """Backward of `col2im(Tensor self, int[] output_size, int[] kernel_size, int[] dilation, int[] padding, int[] stride) -> Tensor` (derivatives.yaml:6048)."""

    __slots__ = ('_saved_kernel_size', '_saved_dilation', '_saved_padding', '_saved_stride')
    _saved_tensor_slots = ()
    spec_line = 6048
    input_names = ('self',)
    formulas = {
        'self': 'im2col(grad, kernel_size, dilation, padding, stride)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: im2col(grad, kernel_size, dilation, padding, stride)
            kernel_size = self._saved_kernel_size
            dilation = self._saved_dilation
            padding = self._saved_padding
            stride = self._saved_stride
            grad_self = array_ops.im2col(grad, kernel_size, dilation, padding, stride)
        return grad_self,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: im2col(grad, kernel_size, dilation, padding, stride)
            kernel_size = self._saved_kernel_size
            dilation = self._saved_dilation
            padding = self._saved_padding
            stride = self._saved_stride
            grad_self = ops.im2col(grad, kernel_size, dilation, padding, stride)
        return grad_self,


class NativeLayerNormBackward0(Node):
    """Backward of `native_layer_norm(Tensor input, int[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor out, Tensor mean, Tensor rstd)` (derivatives.yaml:6240)."""

    __slots__ = ('_saved_input', '_saved_mean', '_saved_rstd', '_saved_weight', '_saved_normalized_shape', '_saved_eps', '_version_of_input', '_version_of_mean', '_version_of_rstd', '_version_of_weight')
    _saved_tensor_slots = ('_saved_input', '_saved_mean', '_saved_rstd', '_saved_weight')
    spec_line = 6240
    input_names = ('input', 'weight', 'bias')
    num_outputs = 3
    formulas = {
        'input': 'layer_norm_input_grad(grad, input, mean, rstd, weight, normalized_shape, eps)',
        'weight': 'layer_norm_weight_grad(grad, input, mean, rstd, normalized_shape, eps)',
        'bias': 'layer_norm_bias_grad(grad, input, mean, rstd, normalized_shape)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_out = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: layer_norm_input_grad(grad, input, mean, rstd, weight, normalized_shape, eps)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            mean = self._unpack_output(self._saved_mean, self._version_of_mean, 1)
            rstd = self._unpack_output(self._saved_rstd, self._version_of_rstd, 2)
            weight = self._unpack(self._saved_weight, self._version_of_weight)._data if self._saved_weight is not None else None
            normalized_shape = self._saved_normalized_shape
            eps = self._saved_eps
            grad_input = helpers.layer_norm_input_grad(array_ops, grad, input, mean, rstd, weight, normalized_shape, eps)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: layer_norm_weight_grad(grad, input, mean, rstd, normalized_shape, eps)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            mean = self._unpack_output(self._saved_mean, self._version_of_mean, 1)
            rstd = self._unpack_output(self._saved_rstd, self._version_of_rstd, 2)
            normalized_shape = self._saved_normalized_shape
            eps = self._saved_eps
            grad_weight = helpers.layer_norm_weight_grad(array_ops, grad, input, mean, rstd, normalized_shape, eps)
        grad_bias = None
        if self.next_functions[2][0] is not None:
            # bias: layer_norm_bias_grad(grad, input, mean, rstd, normalized_shape)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            mean = self._unpack_output(self._saved_mean, self._version_of_mean, 1)
            rstd = self._unpack_output(self._saved_rstd, self._version_of_rstd, 2)
            normalized_shape = self._saved_normalized_shape
            grad_bias = helpers.layer_norm_bias_grad(array_ops, grad, input, mean, rstd, normalized_shape)
        return grad_input, grad_weight, grad_bias

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_out = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: layer_norm_input_grad(grad, input, mean, rstd, weight, normalized_shape, eps)
            input = self._unpack(self._saved_input, self._version_of_input)
            mean = Tensor._wrap(self._unpack_output(self._saved_mean, self._version_of_mean, 1))
            rstd = Tensor._wrap(self._unpack_output(self._saved_rstd, self._version_of_rstd, 2))
            weight = self._unpack(self._saved_weight, self._version_of_weight) if self._saved_weight is not None else None
            normalized_shape = self._saved_normalized_shape
            eps = self._saved_eps
            grad_input = helpers.layer_norm_input_grad(ops, grad, input, mean, rstd, weight, normalized_shape, eps)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: layer_norm_weight_grad(grad, input, mean, rstd, normalized_shape, eps)
            input = self._unpack(self._saved_input, self._version_of_input)
            mean = Tensor._wrap(self._unpack_output(self._saved_mean, self._version_of_mean, 1))
            rstd = Tensor._wrap(self._unpack_output(self._saved_rstd, self._version_of_rstd, 2))
            normalized_shape = self._saved_normalized_shape
            eps = self._saved_eps
            grad_weight = helpers.layer_norm_weight_grad(ops, grad, input, mean, rstd, normalized_shape, eps)
        grad_bias = None
        if self.next_functions[2][0] is not None:
            # bias: layer_norm_bias_grad(grad, input, mean, rstd, normalized_shape)
            input = self._unpack(self._saved_input, self._version_of_input)
            mean = Tensor._wrap(self._unpack_output(self._saved_mean, self._version_of_mean, 1))
            rstd = Tensor._wrap(self._unpack_output(self._saved_rstd, self._version_of_rstd, 2))
            normalized_shape = self._saved_normalized_shape
            grad_bias = helpers.layer_norm_bias_grad(ops, grad, input, mean, rstd, normalized_shape)
        return grad_input, grad_weight, grad_bias


class NativeBatchNormBackward0(Node):
    """Backward of `native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor out, Tensor save_mean, Tensor save_rstd)` (derivatives.yaml:6274)."""

    __slots__ = ('_saved_input', '_saved_save_mean', '_saved_save_rstd', '_saved_weight', '_saved_training', '_saved_eps', '_version_of_input', '_version_of_save_mean', '_version_of_save_rstd', '_version_of_weight')
    _saved_tensor_slots = ('_saved_input', '_saved_save_mean', '_saved_save_rstd', '_saved_weight')
    spec_line = 6274
    input_names = ('input', 'weight', 'bias', 'running_mean', 'running_var')
    num_outputs = 3
    formulas = {
        'input': 'batch_norm_input_grad(grad, input, save_mean, save_rstd, weight, training, eps)',
        'weight': 'batch_norm_weight_grad(grad, input, save_mean, save_rstd, training, eps)',
        'bias': 'batch_norm_bias_grad(grad, input, save_mean)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_out = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: batch_norm_input_grad(grad, input, save_mean, save_rstd, weight, training, eps)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            save_mean = self._unpack_output(self._saved_save_mean, self._version_of_save_mean, 1)
            save_rstd = self._unpack_output(self._saved_save_rstd, self._version_of_save_rstd, 2)
            weight = self._unpack(self._saved_weight, self._version_of_weight)._data if self._saved_weight is not None else None
            training = self._saved_training
            eps = self._saved_eps
            grad_input = helpers.batch_norm_input_grad(array_ops, grad, input, save_mean, save_rstd, weight, training, eps)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: batch_norm_weight_grad(grad, input, save_mean, save_rstd, training, eps)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            save_mean = self._unpack_output(self._saved_save_mean, self._version_of_save_mean, 1)
            save_rstd = self._unpack_output(self._saved_save_rstd, self._version_of_save_rstd, 2)
            training = self._saved_training
            eps = self._saved_eps
            grad_weight = helpers.batch_norm_weight_grad(array_ops, grad, input, save_mean, save_rstd, training, eps)
        grad_bias = None
        if self.next_functions[2][0] is not None:
            # bias: batch_norm_bias_grad(grad, input, save_mean)
            input = self._unpack(self._saved_input, self._version_of_input)._data
            save_mean = self._unpack_output(self._saved_save_mean, self._version_of_save_mean, 1)
            grad_bias = helpers.batch_norm_bias_grad(array_ops, grad, input, save_mean)
        grad_running_mean = None  # running_mean is not differentiable
        grad_running_var = None  # running_var is not differentiable
        return grad_input, grad_weight, grad_bias, grad_running_mean, grad_running_var

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_out = grads[0]
        grad_input = None
        if self.next_functions[0][0] is not None:
            # input: batch_norm_input_grad(grad, input, save_mean, save_rstd, weight, training, eps)
            input = self._unpack(self._saved_input, self._version_of_input)
            save_mean = Tensor._wrap(self._unpack_output(self._saved_save_mean, self._version_of_save_mean, 1))
            save_rstd = Tensor._wrap(self._unpack_output(self._saved_save_rstd, self._version_of_save_rstd, 2))
            weight = self._unpack(self._saved_weight, self._version_of_weight) if self._saved_weight is not None else None
            training = self._saved_training
            eps = self._saved_eps
            grad_input = helpers.batch_norm_input_grad(ops, grad, input, save_mean, save_rstd, weight, training, eps)
        grad_weight = None
        if self.next_functions[1][0] is not None:
            # weight: batch_norm_weight_grad(grad, input, save_mean, save_rstd, training, eps)
            input = self._unpack(self._saved_input, self._version_of_input)
            save_mean = Tensor._wrap(self._unpack_output(self._saved_save_mean, self._version_of_save_mean, 1))
            save_rstd = Tensor._wrap(self._unpack_output(self._saved_save_rstd, self._version_of_save_rstd, 2))
            training = self._saved_training
            eps = self._saved_eps
            grad_weight = helpers.batch_norm_weight_grad(ops, grad, input, save_mean, save_rstd, training, eps)
        grad_bias = None
        if self.next_functions[2][0] is not None:
            # bias: batch_norm_bias_grad(grad, input, save_mean)
            input = self._unpack(self._saved_input, self._version_of_input)
            save_mean = Tensor._wrap(self._unpack_output(self._saved_save_mean, self._version_of_save_mean, 1))
            grad_bias = helpers.batch_norm_bias_grad(ops, grad, input, save_mean)
        grad_running_mean = None  # running_mean is not differentiable
        grad_running_var = None  # running_var is not differentiable
        return grad_input, grad_weight, grad_bias, grad_running_mean, grad_running_var


class DropoutApplyBackward0(Node):
    """Backward of `dropout_apply(Tensor self, Tensor mask, float scale, float kept=0.0, float dropped=0.0) -> Tensor` (derivatives.yaml:6343)."""

    __slots__ = ('_saved_scale', '_saved_mask', '_version_of_mask')
    _saved_tensor_slots = ('_saved_mask',)
    spec_line = 6343
    input_names = ('self', 'mask')
    formulas = {
        'self': 'grad * mask * scale',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * mask * scale
            scale = self._saved_scale
            mask = self._unpack(self._saved_mask, self._version_of_mask)._data
            grad_self = kernels.dropoutapplybackward0_self(grad, mask, scale)
        grad_mask = None  # mask is not differentiable
        return grad_self, grad_mask

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: grad * mask * scale
            scale = self._saved_scale
            mask = self._unpack(self._saved_mask, self._version_of_mask)
            grad_self = grad * mask * scale
        grad_mask = None  # mask is not differentiable
        return grad_self, grad_mask


class EmbeddingBackward0(Node):
    """Backward of `embedding(Tensor weight, Tensor indices, int padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor` (derivatives.yaml:6434)."""

    __slots__ = ('_saved_indices', '_saved_padding_idx', '_saved_scale_grad_by_freq', '_saved_weight_shape', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 6434
    input_names = ('weight', 'indices')
    formulas = {
        'weight': 'embedding_backward(grad, indices, weight.shape[0], padding_idx, scale_grad_by_freq)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_weight = None
        if self.next_functions[0][0] is not None:
            # weight: embedding_backward(grad, indices, weight.shape[0], padding_idx, scale_grad_by_freq)
            indices = self._unpack(self._saved_indices, self._version_of_indices)._data
            padding_idx = self._saved_padding_idx
            scale_grad_by_freq = self._saved_scale_grad_by_freq
            weight_shape = self._saved_weight_shape
            grad_weight = array_ops.embedding_backward(grad, indices, weight_shape[0], padding_idx, scale_grad_by_freq)
        grad_indices = None  # indices is not differentiable
        return grad_weight, grad_indices

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_weight = None
        if self.next_functions[0][0] is not None:
            # weight: embedding_backward(grad, indices, weight.shape[0], padding_idx, scale_grad_by_freq)
            indices = self._unpack(self._saved_indices, self._version_of_indices)
            padding_idx = self._saved_padding_idx
            scale_grad_by_freq = self._saved_scale_grad_by_freq
            weight_shape = self._saved_weight_shape
            grad_weight = ops.embedding_backward(grad, indices, weight_shape[0], padding_idx, scale_grad_by_freq)
        grad_indices = None  # indices is not differentiable
        return grad_weight, grad_indices


class EmbeddingBackwardBackward0(Node):
    """Backward of `embedding_backward(Tensor grad_output, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor` (derivatives.yaml:6453)."""

    __slots__ = ('_saved_indices', '_saved_padding_idx', '_saved_scale_grad_by_freq', '_version_of_indices')
    _saved_tensor_slots = ('_saved_indices',)
    spec_line = 6453
    input_names = ('grad_output', 'indices')
    formulas = {
        'grad_output': 'embedding_backward_adjoint(grad, indices, padding_idx, scale_grad_by_freq)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: embedding_backward_adjoint(grad, indices, padding_idx, scale_grad_by_freq)
            indices = self._unpack(self._saved_indices, self._version_of_indices)._data
            padding_idx = self._saved_padding_idx
            scale_grad_by_freq = self._saved_scale_grad_by_freq
            grad_grad_output = helpers.embedding_backward_adjoint(array_ops, grad, indices, padding_idx, scale_grad_by_freq)
        grad_indices = None  # indices is not differentiable
        return grad_grad_output, grad_indices

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: embedding_backward_adjoint(grad, indices, padding_idx, scale_grad_by_freq)
            indices = self._unpack(self._saved_indices, self._version_of_indices)
            padding_idx = self._saved_padding_idx
            scale_grad_by_freq = self._saved_scale_grad_by_freq
            grad_grad_output = helpers.embedding_backward_adjoint(ops, grad, indices, padding_idx, scale_grad_by_freq)
        grad_indices = None  # indices is not differentiable
        return grad_grad_output, grad_indices


class PadBackward0(Node):
    """Backward of `pad(Tensor self, int[] pad, str mode="constant", float? value=None) -> Tensor` (derivatives.yaml:6493)."""

    __slots__ = ('_saved_self', '_saved_pad', '_saved_mode', '_version_of_self')
    _saved_tensor_slots = ('_saved_self',)
    spec_line = 6493
    input_names = ('self',)
    formulas = {
        'self': 'pad_grad(grad, self, pad, mode)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: pad_grad(grad, self, pad, mode)
            self_ = self._unpack(self._saved_self, self._version_of_self)._data
            pad = self._saved_pad
            mode = self._saved_mode
            grad_self = helpers.pad_grad(array_ops, grad, self_, pad, mode)
        return grad_self,

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_self = None
        if self.next_functions[0][0] is not None:
            # self: pad_grad(grad, self, pad, mode)
            self_ = self._unpack(self._saved_self, self._version_of_self)
            pad = self._saved_pad
            mode = self._saved_mode
            grad_self = helpers.pad_grad(ops, grad, self_, pad, mode)
        return grad_self,


class PadBackwardBackward0(Node):
    """Backward of `pad_backward(Tensor grad_output, int[] shape, int[] pad, str mode) -> Tensor` (derivatives.yaml:6511)."""

    __slots__ = ('_saved_pad', '_saved_mode')
    _saved_tensor_slots = ()
    spec_line = 6511
    input_names = ('grad_output',)
    formulas = {
        'grad_output': 'pad(grad, pad, mode, None)',
    }

    def apply(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: pad(grad, pad, mode, None)
            pad = self._saved_pad
            mode = self._saved_mode
            grad_grad_output = array_ops.pad(grad, pad, mode, None)
        return grad_grad_output,

    def apply_differentiable(self, grads):
        grad = grads[0]
        grad_grad_output = None
        if self.next_functions[0][0] is not None:
            # grad_output: pad(grad, pad, mode, None)
            pad = self._saved_pad
            mode = self._saved_mode
            grad_grad_output = ops.pad(grad, pad, mode, None)
        return grad_grad_output,


class ThnnFusedLstmCellBackward0(Node):
    """Backward of `_thnn_fused_lstm_cell(Tensor input_gates, Tensor hidden_gates, Tensor cx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor hy, Tensor cy, Tensor workspace)` (derivatives.yaml:6723)."""

    __slots__ = ('_saved_input_gates', '_saved_hidden_gates', '_saved_cx', '_saved_input_bias', '_saved_hidden_bias', '_saved_cy', '_saved_workspace', '_version_of_input_gates', '_version_of_hidden_gates', '_version_of_cx', '_version_of_input_bias', '_version_of_hidden_bias', '_version_of_cy', '_version_of_workspace')
    _saved_tensor_slots = ('_saved_input_gates', '_saved_hidden_gates', '_saved_cx', '_saved_input_bias', '_saved_hidden_bias', '_saved_cy', '_saved_workspace')
    spec_line = 6723
    input_names = ('input_gates', 'hidden_gates', 'cx', 'input_bias', 'hidden_bias')
    num_outputs = 3
    formulas = {
        'input_gates': 'lstm_cell_backward("input_gates", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)',
        'hidden_gates': 'lstm_cell_backward("hidden_gates", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)',
        'cx': 'lstm_cell_backward("cx", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)',
        'input_bias': 'lstm_cell_backward("input_bias", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)',
        'hidden_bias': 'lstm_cell_backward("hidden_bias", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_hy = grads[0]
        grad_cy = grads[1]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: lstm_cell_backward("input_gates", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            cx = self._unpack(self._saved_cx, self._version_of_cx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            cy = self._unpack_output(self._saved_cy, self._version_of_cy, 1)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 2)
            grad_input_gates = helpers.lstm_cell_backward(array_ops, 'input_gates', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        grad_hidden_gates = None
        if self.next_functions[1][0] is not None:
            # hidden_gates: lstm_cell_backward("hidden_gates", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            cx = self._unpack(self._saved_cx, self._version_of_cx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            cy = self._unpack_output(self._saved_cy, self._version_of_cy, 1)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 2)
            grad_hidden_gates = helpers.lstm_cell_backward(array_ops, 'hidden_gates', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        grad_cx = None
        if self.next_functions[2][0] is not None:
            # cx: lstm_cell_backward("cx", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            cx = self._unpack(self._saved_cx, self._version_of_cx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            cy = self._unpack_output(self._saved_cy, self._version_of_cy, 1)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 2)
            grad_cx = helpers.lstm_cell_backward(array_ops, 'cx', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        grad_input_bias = None
        if self.next_functions[3][0] is not None:
            # input_bias: lstm_cell_backward("input_bias", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            cx = self._unpack(self._saved_cx, self._version_of_cx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            cy = self._unpack_output(self._saved_cy, self._version_of_cy, 1)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 2)
            grad_input_bias = helpers.lstm_cell_backward(array_ops, 'input_bias', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        grad_hidden_bias = None
        if self.next_functions[4][0] is not None:
            # hidden_bias: lstm_cell_backward("hidden_bias", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            cx = self._unpack(self._saved_cx, self._version_of_cx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            cy = self._unpack_output(self._saved_cy, self._version_of_cy, 1)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 2)
            grad_hidden_bias = helpers.lstm_cell_backward(array_ops, 'hidden_bias', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        return grad_input_gates, grad_hidden_gates, grad_cx, grad_input_bias, grad_hidden_bias

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad_hy = grads[0]
        grad_cy = grads[1]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: lstm_cell_backward("input_gates", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            cx = self._unpack(self._saved_cx, self._version_of_cx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            cy = self._output_tensor(self._unpack_output(self._saved_cy, self._version_of_cy, 1), 1)
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 2))
            grad_input_gates = helpers.lstm_cell_backward(ops, 'input_gates', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        grad_hidden_gates = None
        if self.next_functions[1][0] is not None:
            # hidden_gates: lstm_cell_backward("hidden_gates", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            cx = self._unpack(self._saved_cx, self._version_of_cx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            cy = self._output_tensor(self._unpack_output(self._saved_cy, self._version_of_cy, 1), 1)
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 2))
            grad_hidden_gates = helpers.lstm_cell_backward(ops, 'hidden_gates', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        grad_cx = None
        if self.next_functions[2][0] is not None:
            # cx: lstm_cell_backward("cx", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            cx = self._unpack(self._saved_cx, self._version_of_cx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            cy = self._output_tensor(self._unpack_output(self._saved_cy, self._version_of_cy, 1), 1)
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 2))
            grad_cx = helpers.lstm_cell_backward(ops, 'cx', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        grad_input_bias = None
        if self.next_functions[3][0] is not None:
            # input_bias: lstm_cell_backward("input_bias", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            cx = self._unpack(self._saved_cx, self._version_of_cx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            cy = self._output_tensor(self._unpack_output(self._saved_cy, self._version_of_cy, 1), 1)
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 2))
            grad_input_bias = helpers.lstm_cell_backward(ops, 'input_bias', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        grad_hidden_bias = None
        if self.next_functions[4][0] is not None:
            # hidden_bias: lstm_cell_backward("hidden_bias", grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            cx = self._unpack(self._saved_cx, self._version_of_cx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            cy = self._output_tensor(self._unpack_output(self._saved_cy, self._version_of_cy, 1), 1)
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 2))
            grad_hidden_bias = helpers.lstm_cell_backward(ops, 'hidden_bias', grads[0], grads[1], input_gates, hidden_gates, cx, input_bias, hidden_bias, cy, workspace)
        return grad_input_gates, grad_hidden_gates, grad_cx, grad_input_bias, grad_hidden_bias


class ThnnFusedGruCellBackward0(Node):
    """Backward of `_thnn_fused_gru_cell(Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor hy, Tensor workspace)` (derivatives.yaml:6744)."""

    __slots__ = ('_saved_input_gates', '_saved_hidden_gates', '_saved_hx', '_saved_input_bias', '_saved_hidden_bias', '_saved_workspace', '_version_of_input_gates', '_version_of_hidden_gates', '_version_of_hx', '_version_of_input_bias', '_version_of_hidden_bias', '_version_of_workspace')
    _saved_tensor_slots = ('_saved_input_gates', '_saved_hidden_gates', '_saved_hx', '_saved_input_bias', '_saved_hidden_bias', '_saved_workspace')
    spec_line = 6744
    input_names = ('input_gates', 'hidden_gates', 'hx', 'input_bias', 'hidden_bias')
    num_outputs = 2
    formulas = {
        'input_gates': 'gru_cell_backward("input_gates", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)',
        'hidden_gates': 'gru_cell_backward("hidden_gates", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)',
        'hx': 'gru_cell_backward("hx", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)',
        'input_bias': 'gru_cell_backward("input_bias", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)',
        'hidden_bias': 'gru_cell_backward("hidden_bias", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_hy = grads[0]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: gru_cell_backward("input_gates", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            hx = self._unpack(self._saved_hx, self._version_of_hx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 1)
            grad_input_gates = helpers.gru_cell_backward(array_ops, 'input_gates', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        grad_hidden_gates = None
        if self.next_functions[1][0] is not None:
            # hidden_gates: gru_cell_backward("hidden_gates", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            hx = self._unpack(self._saved_hx, self._version_of_hx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 1)
            grad_hidden_gates = helpers.gru_cell_backward(array_ops, 'hidden_gates', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        grad_hx = None
        if self.next_functions[2][0] is not None:
            # hx: gru_cell_backward("hx", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            hx = self._unpack(self._saved_hx, self._version_of_hx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 1)
            grad_hx = helpers.gru_cell_backward(array_ops, 'hx', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        grad_input_bias = None
        if self.next_functions[3][0] is not None:
            # input_bias: gru_cell_backward("input_bias", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            hx = self._unpack(self._saved_hx, self._version_of_hx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 1)
            grad_input_bias = helpers.gru_cell_backward(array_ops, 'input_bias', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        grad_hidden_bias = None
        if self.next_functions[4][0] is not None:
            # hidden_bias: gru_cell_backward("hidden_bias", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)._data
            hx = self._unpack(self._saved_hx, self._version_of_hx)._data
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias)._data if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias)._data if self._saved_hidden_bias is not None else None
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 1)
            grad_hidden_bias = helpers.gru_cell_backward(array_ops, 'hidden_bias', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        return grad_input_gates, grad_hidden_gates, grad_hx, grad_input_bias, grad_hidden_bias

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad = grads[0]
        grad_hy = grads[0]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: gru_cell_backward("input_gates", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            hx = self._unpack(self._saved_hx, self._version_of_hx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 1))
            grad_input_gates = helpers.gru_cell_backward(ops, 'input_gates', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        grad_hidden_gates = None
        if self.next_functions[1][0] is not None:
            # hidden_gates: gru_cell_backward("hidden_gates", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            hx = self._unpack(self._saved_hx, self._version_of_hx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 1))
            grad_hidden_gates = helpers.gru_cell_backward(ops, 'hidden_gates', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        grad_hx = None
        if self.next_functions[2][0] is not None:
            # hx: gru_cell_backward("hx", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            hx = self._unpack(self._saved_hx, self._version_of_hx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 1))
            grad_hx = helpers.gru_cell_backward(ops, 'hx', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        grad_input_bias = None
        if self.next_functions[3][0] is not None:
            # input_bias: gru_cell_backward("input_bias", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            hx = self._unpack(self._saved_hx, self._version_of_hx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 1))
            grad_input_bias = helpers.gru_cell_backward(ops, 'input_bias', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        grad_hidden_bias = None
        if self.next_functions[4][0] is not None:
            # hidden_bias: gru_cell_backward("hidden_bias", grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            hidden_gates = self._unpack(self._saved_hidden_gates, self._version_of_hidden_gates)
            hx = self._unpack(self._saved_hx, self._version_of_hx)
            input_bias = self._unpack(self._saved_input_bias, self._version_of_input_bias) if self._saved_input_bias is not None else None
            hidden_bias = self._unpack(self._saved_hidden_bias, self._version_of_hidden_bias) if self._saved_hidden_bias is not None else None
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 1))
            grad_hidden_bias = helpers.gru_cell_backward(ops, 'hidden_bias', grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace)
        return grad_input_gates, grad_hidden_gates, grad_hx, grad_input_bias, grad_hidden_bias


class LstmLayerBackward0(Node):
    """Backward of `_lstm_layer(Tensor input_gates, Tensor h0, Tensor c0, Tensor w_hh, bool reverse=False) -> (Tensor output, Tensor hy, Tensor cy, Tensor cells, Tensor workspace)` (derivatives.yaml:6765)."""

    __slots__ = ('_saved_input_gates', '_saved_h0', '_saved_c0', '_saved_w_hh', '_saved_reverse', '_saved_result', '_saved_cells', '_saved_workspace', '_version_of_input_gates', '_version_of_h0', '_version_of_c0', '_version_of_w_hh', '_version_of_result', '_version_of_cells', '_version_of_workspace')
    _saved_tensor_slots = ('_saved_input_gates', '_saved_h0', '_saved_c0', '_saved_w_hh', '_saved_result', '_saved_cells', '_saved_workspace')
    spec_line = 6765
    input_names = ('input_gates', 'h0', 'c0', 'w_hh')
    num_outputs = 5
    formulas = {
        'input_gates': 'lstm_layer_backward("input_gates", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)',
        'h0': 'lstm_layer_backward("h0", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)',
        'c0': 'lstm_layer_backward("c0", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)',
        'w_hh': 'lstm_layer_backward("w_hh", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_output = grads[0]
        grad_hy = grads[1]
        grad_cy = grads[2]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: lstm_layer_backward("input_gates", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            c0 = self._unpack(self._saved_c0, self._version_of_c0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            cells = self._unpack_output(self._saved_cells, self._version_of_cells, 3)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 4)
            grad_input_gates = helpers.lstm_layer_backward(array_ops, 'input_gates', grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, result, cells, workspace)
        grad_h0 = None
        if self.next_functions[1][0] is not None:
            # h0: lstm_layer_backward("h0", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            c0 = self._unpack(self._saved_c0, self._version_of_c0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            cells = self._unpack_output(self._saved_cells, self._version_of_cells, 3)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 4)
            grad_h0 = helpers.lstm_layer_backward(array_ops, 'h0', grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, result, cells, workspace)
        grad_c0 = None
        if self.next_functions[2][0] is not None:
            # c0: lstm_layer_backward("c0", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            c0 = self._unpack(self._saved_c0, self._version_of_c0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            cells = self._unpack_output(self._saved_cells, self._version_of_cells, 3)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 4)
            grad_c0 = helpers.lstm_layer_backward(array_ops, 'c0', grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, result, cells, workspace)
        grad_w_hh = None
        if self.next_functions[3][0] is not None:
            # w_hh: lstm_layer_backward("w_hh", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            c0 = self._unpack(self._saved_c0, self._version_of_c0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            cells = self._unpack_output(self._saved_cells, self._version_of_cells, 3)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 4)
            grad_w_hh = helpers.lstm_layer_backward(array_ops, 'w_hh', grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, result, cells, workspace)
        return grad_input_gates, grad_h0, grad_c0, grad_w_hh

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad_output = grads[0]
        grad_hy = grads[1]
        grad_cy = grads[2]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: lstm_layer_backward("input_gates", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            c0 = self._unpack(self._saved_c0, self._version_of_c0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            cells = Tensor._wrap(self._unpack_output(self._saved_cells, self._version_of_cells, 3))
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 4))
            grad_input_gates = helpers.lstm_layer_backward(ops, 'input_gates', grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, result, cells, workspace)
        grad_h0 = None
        if self.next_functions[1][0] is not None:
            # h0: lstm_layer_backward("h0", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            c0 = self._unpack(self._saved_c0, self._version_of_c0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            cells = Tensor._wrap(self._unpack_output(self._saved_cells, self._version_of_cells, 3))
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 4))
            grad_h0 = helpers.lstm_layer_backward(ops, 'h0', grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, result, cells, workspace)
        grad_c0 = None
        if self.next_functions[2][0] is not None:
            # c0: lstm_layer_backward("c0", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            c0 = self._unpack(self._saved_c0, self._version_of_c0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            cells = Tensor._wrap(self._unpack_output(self._saved_cells, self._version_of_cells, 3))
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 4))
            grad_c0 = helpers.lstm_layer_backward(ops, 'c0', grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, result, cells, workspace)
        grad_w_hh = None
        if self.next_functions[3][0] is not None:
            # w_hh: lstm_layer_backward("w_hh", grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, output, cells, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            c0 = self._unpack(self._saved_c0, self._version_of_c0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            cells = Tensor._wrap(self._unpack_output(self._saved_cells, self._version_of_cells, 3))
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 4))
            grad_w_hh = helpers.lstm_layer_backward(ops, 'w_hh', grads[0], grads[1], grads[2], input_gates, h0, c0, w_hh, reverse, result, cells, workspace)
        return grad_input_gates, grad_h0, grad_c0, grad_w_hh


class RnnLayerBackward0(Node):
    """Backward of `_rnn_layer(Tensor input_gates, Tensor h0, Tensor w_hh, str nonlinearity="tanh", bool reverse=False) -> (Tensor output, Tensor hy)` (derivatives.yaml:6788)."""

    __slots__ = ('_saved_input_gates', '_saved_h0', '_saved_w_hh', '_saved_nonlinearity', '_saved_reverse', '_saved_result', '_version_of_input_gates', '_version_of_h0', '_version_of_w_hh', '_version_of_result')
    _saved_tensor_slots = ('_saved_input_gates', '_saved_h0', '_saved_w_hh', '_saved_result')
    spec_line = 6788
    input_names = ('input_gates', 'h0', 'w_hh')
    num_outputs = 2
    formulas = {
        'input_gates': 'rnn_layer_backward("input_gates", grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, output)',
        'h0': 'rnn_layer_backward("h0", grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, output)',
        'w_hh': 'rnn_layer_backward("w_hh", grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, output)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_output = grads[0]
        grad_hy = grads[1]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: rnn_layer_backward("input_gates", grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, output)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            nonlinearity = self._saved_nonlinearity
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_input_gates = helpers.rnn_layer_backward(array_ops, 'input_gates', grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, result)
        grad_h0 = None
        if self.next_functions[1][0] is not None:
            # h0: rnn_layer_backward("h0", grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, output)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            nonlinearity = self._saved_nonlinearity
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_h0 = helpers.rnn_layer_backward(array_ops, 'h0', grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, result)
        grad_w_hh = None
        if self.next_functions[2][0] is not None:
            # w_hh: rnn_layer_backward("w_hh", grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, output)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            nonlinearity = self._saved_nonlinearity
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            grad_w_hh = helpers.rnn_layer_backward(array_ops, 'w_hh', grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, result)
        return grad_input_gates, grad_h0, grad_w_hh

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad_output = grads[0]
        grad_hy = grads[1]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: rnn_layer_backward("input_gates", grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, output)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            nonlinearity = self._saved_nonlinearity
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_input_gates = helpers.rnn_layer_backward(ops, 'input_gates', grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, result)
        grad_h0 = None
        if self.next_functions[1][0] is not None:
            # h0: rnn_layer_backward("h0", grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, output)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            nonlinearity = self._saved_nonlinearity
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_h0 = helpers.rnn_layer_backward(ops, 'h0', grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, result)
        grad_w_hh = None
        if self.next_functions[2][0] is not None:
            # w_hh: rnn_layer_backward("w_hh", grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, output)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            nonlinearity = self._saved_nonlinearity
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            grad_w_hh = helpers.rnn_layer_backward(ops, 'w_hh', grads[0], grads[1], input_gates, h0, w_hh, nonlinearity, reverse, result)
        return grad_input_gates, grad_h0, grad_w_hh


class GruLayerBackward0(Node):
    """Backward of `_gru_layer(Tensor input_gates, Tensor h0, Tensor w_hh, Tensor? b_hh=None, bool reverse=False) -> (Tensor output, Tensor hy, Tensor workspace)` (derivatives.yaml:6812)."""

    __slots__ = ('_saved_input_gates', '_saved_h0', '_saved_w_hh', '_saved_b_hh', '_saved_reverse', '_saved_result', '_saved_workspace', '_version_of_input_gates', '_version_of_h0', '_version_of_w_hh', '_version_of_b_hh', '_version_of_result', '_version_of_workspace')
    _saved_tensor_slots = ('_saved_input_gates', '_saved_h0', '_saved_w_hh', '_saved_b_hh', '_saved_result', '_saved_workspace')
    spec_line = 6812
    input_names = ('input_gates', 'h0', 'w_hh', 'b_hh')
    num_outputs = 3
    formulas = {
        'input_gates': 'gru_layer_backward("input_gates", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)',
        'h0': 'gru_layer_backward("h0", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)',
        'w_hh': 'gru_layer_backward("w_hh", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)',
        'b_hh': 'gru_layer_backward("b_hh", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)',
    }

    def apply(self, grads):
        self._check_not_released()
        grad_output = grads[0]
        grad_hy = grads[1]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: gru_layer_backward("input_gates", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            b_hh = self._unpack(self._saved_b_hh, self._version_of_b_hh)._data if self._saved_b_hh is not None else None
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 2)
            grad_input_gates = helpers.gru_layer_backward(array_ops, 'input_gates', grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, result, workspace)
        grad_h0 = None
        if self.next_functions[1][0] is not None:
            # h0: gru_layer_backward("h0", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            b_hh = self._unpack(self._saved_b_hh, self._version_of_b_hh)._data if self._saved_b_hh is not None else None
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 2)
            grad_h0 = helpers.gru_layer_backward(array_ops, 'h0', grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, result, workspace)
        grad_w_hh = None
        if self.next_functions[2][0] is not None:
            # w_hh: gru_layer_backward("w_hh", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            b_hh = self._unpack(self._saved_b_hh, self._version_of_b_hh)._data if self._saved_b_hh is not None else None
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 2)
            grad_w_hh = helpers.gru_layer_backward(array_ops, 'w_hh', grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, result, workspace)
        grad_b_hh = None
        if self.next_functions[3][0] is not None:
            # b_hh: gru_layer_backward("b_hh", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)._data
            h0 = self._unpack(self._saved_h0, self._version_of_h0)._data
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)._data
            b_hh = self._unpack(self._saved_b_hh, self._version_of_b_hh)._data if self._saved_b_hh is not None else None
            reverse = self._saved_reverse
            result = self._unpack_output(self._saved_result, self._version_of_result)
            workspace = self._unpack_output(self._saved_workspace, self._version_of_workspace, 2)
            grad_b_hh = helpers.gru_layer_backward(array_ops, 'b_hh', grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, result, workspace)
        return grad_input_gates, grad_h0, grad_w_hh, grad_b_hh

    def apply_differentiable(self, grads):
        self._check_not_released()
        grad_output = grads[0]
        grad_hy = grads[1]
        grad_input_gates = None
        if self.next_functions[0][0] is not None:
            # input_gates: gru_layer_backward("input_gates", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            b_hh = self._unpack(self._saved_b_hh, self._version_of_b_hh) if self._saved_b_hh is not None else None
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 2))
            grad_input_gates = helpers.gru_layer_backward(ops, 'input_gates', grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, result, workspace)
        grad_h0 = None
        if self.next_functions[1][0] is not None:
            # h0: gru_layer_backward("h0", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            b_hh = self._unpack(self._saved_b_hh, self._version_of_b_hh) if self._saved_b_hh is not None else None
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 2))
            grad_h0 = helpers.gru_layer_backward(ops, 'h0', grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, result, workspace)
        grad_w_hh = None
        if self.next_functions[2][0] is not None:
            # w_hh: gru_layer_backward("w_hh", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            b_hh = self._unpack(self._saved_b_hh, self._version_of_b_hh) if self._saved_b_hh is not None else None
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 2))
            grad_w_hh = helpers.gru_layer_backward(ops, 'w_hh', grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, result, workspace)
        grad_b_hh = None
        if self.next_functions[3][0] is not None:
            # b_hh: gru_layer_backward("b_hh", grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, output, workspace)
            input_gates = self._unpack(self._saved_input_gates, self._version_of_input_gates)
            h0 = self._unpack(self._saved_h0, self._version_of_h0)
            w_hh = self._unpack(self._saved_w_hh, self._version_of_w_hh)
            b_hh = self._unpack(self._saved_b_hh, self._version_of_b_hh) if self._saved_b_hh is not None else None
            reverse = self._saved_reverse
            result = self._output_tensor(self._unpack_output(self._saved_result, self._version_of_result), 0)
            workspace = Tensor._wrap(self._unpack_output(self._saved_workspace, self._version_of_workspace, 2))
            grad_b_hh = helpers.gru_layer_backward(ops, 'b_hh', grads[0], grads[1], input_gates, h0, w_hh, b_hh, reverse, result, workspace)
        return grad_input_gates, grad_h0, grad_w_hh, grad_b_hh
