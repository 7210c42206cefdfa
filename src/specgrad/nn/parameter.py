"""Parameter: a leaf tensor that a Module registers as one of its learnable weights, as torch.nn.Parameter."""
import numpy as np

from specgrad.tensor import Tensor


class Parameter(Tensor):
    """A tensor that, assigned as a Module attribute, joins the module's parameters().

    It shares memory (and version counter) with `data`, as PyTorch's does, and is a graph leaf that
    requires grad unless requires_grad=False. Ops on a Parameter return plain Tensors.
    """

    __slots__ = ()

    def __new__(cls, data=None, requires_grad=True):
        if data is None:
            data = Tensor._wrap(np.empty(0, dtype=np.float32))
        if not isinstance(data, Tensor):
            raise TypeError(f"Parameter expects a Tensor as data, got {type(data).__name__}")
        p = object.__new__(cls)
        p._data = data._data
        p._requires_grad = False
        p.grad_fn = None
        p._output_nr = 0
        p._grad = None
        p._base = None
        p._retains_grad = False
        p._accumulator = None
        p._wrapped_number = False
        p._hooks = None
        p._version_counter = data._shared_version_counter()
        p.requires_grad = requires_grad  # raises for integer data, as PyTorch
        return p

    def __init__(self, data=None, requires_grad=True):
        pass  # everything happens in __new__ (Tensor.__init__ refuses arguments)

    def __repr__(self):
        return "Parameter containing:\n" + super().__repr__()

    def __deepcopy__(self, memo):
        if id(self) in memo:
            return memo[id(self)]
        result = Parameter(Tensor._wrap(self._data.copy()), self._requires_grad)
        memo[id(self)] = result
        if self._grad is not None:
            result._grad = self._grad.__deepcopy__(memo)
        return result

    def __reduce_ex__(self, protocol):
        return (Parameter, (Tensor._wrap(self._data), self._requires_grad))
