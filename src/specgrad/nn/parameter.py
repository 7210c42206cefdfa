"""Parameter: a leaf tensor that a Module registers as one of its learnable weights, as torch.nn.Parameter;
Buffer: one that it registers as state that is not learned (BatchNorm's running_mean), as torch.nn.Buffer;
UninitializedParameter and UninitializedBuffer: ones whose shape a lazy module infers at its first call."""
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
        return _share(cls, data, requires_grad)  # (requires_grad raises for integer data, as PyTorch)

    def __init__(self, data=None, requires_grad=True):
        pass  # everything happens in __new__ (Tensor.__init__ refuses arguments)

    def __repr__(self):
        return "Parameter containing:\n" + super().__repr__()

    _formats_as_number = False  # f"{p}" of a 0-d Parameter is its repr, as PyTorch's (only plain tensors differ)

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


_UNINITIALIZED = ("Can't access the shape of an uninitialized parameter or buffer. This error usually happens in "
                  "`load_state_dict` when trying to load an uninitialized parameter into an initialized one. Call "
                  "`forward` to initialize the parameters before accessing their attributes.")


class UninitializedParameter(Parameter):
    """A parameter whose shape is not known yet (a lazy module's, until its first call). It holds only its dtype
    (as an empty array, so Module.to / double() change it); materialize(shape) gives it storage in place and
    makes it a plain Parameter: the same object, so anything that already holds it keeps working."""

    __slots__ = ()
    cls_to_become = Parameter

    def __new__(cls, requires_grad=True, device=None, dtype=None):
        from specgrad.dtypes import get_default_dtype
        dtype = dtype if dtype is not None else get_default_dtype()
        return super().__new__(cls, Tensor._wrap(np.empty(0, dtype=dtype.numpy)), requires_grad)

    def __init__(self, requires_grad=True, device=None, dtype=None):
        pass

    def materialize(self, shape, device=None, dtype=None):
        """Give the parameter uninitialised storage of `shape` (and dtype, default its own) and make it a
        Parameter."""
        numpy_dtype = dtype.numpy if dtype is not None else self._data.dtype
        self._data = np.empty(tuple(shape), dtype=numpy_dtype)
        self._bump_version()
        self.__class__ = self.cls_to_become

    @property
    def shape(self):
        raise RuntimeError(_UNINITIALIZED)

    def size(self, dim=None):
        raise RuntimeError(_UNINITIALIZED)

    def numel(self):
        raise RuntimeError(_UNINITIALIZED)

    def dim(self):
        raise RuntimeError(_UNINITIALIZED)

    def detach(self):
        return self

    def __repr__(self):
        return "<UninitializedParameter>"

    __str__ = __repr__

    def __deepcopy__(self, memo):
        if id(self) not in memo:
            memo[id(self)] = UninitializedParameter(self._requires_grad, dtype=self.dtype)
        return memo[id(self)]

    def __reduce_ex__(self, protocol):
        return (UninitializedParameter, (self._requires_grad, None, self.dtype))


class Buffer(Tensor):
    """A tensor that, assigned as a Module attribute, joins the module's buffers() (and its state_dict unless
    persistent=False), as torch.nn.Buffer. It shares memory with `data` and keeps its requires_grad. (PyTorch's
    Buffer is a plain Tensor marked as a buffer; here it is a Tensor subclass whose ops return plain Tensors.)"""

    __slots__ = ()
    persistent = True  # a class attribute: Buffer(..., persistent=False) is of the subclass that says False

    def __new__(cls, data=None, *, persistent=True):
        if data is None:
            data = Tensor._wrap(np.empty(0, dtype=np.float32))
        if not isinstance(data, Tensor):
            raise TypeError(f"Buffer expects a Tensor as data, got {type(data).__name__}")
        return _share(cls if persistent else _non_persistent(cls), data, data.requires_grad)

    def __init__(self, data=None, *, persistent=True):
        pass


def _share(cls, data, requires_grad):
    """A new leaf of class `cls` on data's memory and version counter."""
    t = Tensor._new_leaf(cls, data._data)
    t._version_counter = data._shared_version_counter()
    t.requires_grad = requires_grad
    return t


_NON_PERSISTENT = {}


def _non_persistent(cls):
    """The subclass of a buffer class whose instances are not persistent (same name, persistent = False)."""
    if cls not in _NON_PERSISTENT:
        _NON_PERSISTENT[cls] = type(cls.__name__, (cls,), {"__slots__": (), "persistent": False,
                                                           "__module__": cls.__module__})
    return _NON_PERSISTENT[cls]


class UninitializedBuffer(Buffer):
    """A buffer whose shape is not known yet (a lazy BatchNorm's running_mean, until its first call), as
    torch.nn.UninitializedBuffer: it holds only its dtype; materialize(shape) gives it storage in place and makes
    it a plain Tensor (the same object)."""

    __slots__ = ()
    cls_to_become = Tensor

    def __new__(cls, requires_grad=False, device=None, dtype=None, persistent=True):
        from specgrad.dtypes import get_default_dtype
        dtype = dtype if dtype is not None else get_default_dtype()
        data = Tensor._wrap(np.empty(0, dtype=dtype.numpy))
        return _share(cls if persistent else _non_persistent(cls), data, requires_grad)

    def __init__(self, requires_grad=False, device=None, dtype=None, persistent=True):
        pass

    materialize = UninitializedParameter.materialize
    shape = UninitializedParameter.shape
    size = UninitializedParameter.size
    numel = UninitializedParameter.numel
    dim = UninitializedParameter.dim

    def __repr__(self):
        return "<UninitializedBuffer>"

    __str__ = __repr__

    def __deepcopy__(self, memo):
        if id(self) not in memo:
            memo[id(self)] = UninitializedBuffer(self._requires_grad, dtype=self.dtype, persistent=self.persistent)
        return memo[id(self)]

    def __reduce_ex__(self, protocol):
        return (UninitializedBuffer, (self._requires_grad, None, self.dtype, self.persistent))


def is_lazy(param):
    """Whether param is an uninitialized (lazy) parameter or buffer."""
    return isinstance(param, (UninitializedParameter, UninitializedBuffer))
