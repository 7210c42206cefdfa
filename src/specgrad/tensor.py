"""Tensor: a NumPy array plus the autograd state PyTorch keeps on a tensor.

The ops themselves are generated from derivatives.yaml (generated/ops.py) and attached as methods
by specgrad/__init__.py; this module holds what is not an op: autograd attributes, Python
protocols (operators, indexing, printing) and conversions.
"""
import math
import warnings
import weakref

import numpy as np

from specgrad import devices, dtypes, inplace
from specgrad.autograd import forward_ad
from specgrad import memory_format as memory_formats
from specgrad._tensor_str import format_tensor
from specgrad.array_helpers import index_error
from specgrad.grad_mode import is_grad_enabled


_ARRAY_TYPES = devices.ARRAY_TYPES  # NumPy's ndarray, and CuPy's once CUDA is in use


class Size(tuple):
    """A tensor's shape: a tuple that prints as PyTorch's torch.Size."""

    def __repr__(self):
        return f"specgrad.Size({list(self)})"

    def numel(self) -> int:
        return math.prod(self)

    # as torch.Size: concatenating and slicing give a Size
    def __add__(self, other):
        if not isinstance(other, tuple):
            return NotImplemented
        return Size(tuple(self) + tuple(other))

    def __radd__(self, other):
        if not isinstance(other, tuple):
            return NotImplemented
        return Size(tuple(other) + tuple(self))

    def __getitem__(self, index):
        item = tuple.__getitem__(self, index)
        return Size(item) if isinstance(index, slice) else item


_NON_LEAF_GRAD_WARNING = (
    "The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad attribute won't be "
    "populated during autograd.backward(). If you indeed want the .grad field to be populated for a non-leaf "
    "Tensor, use .retain_grad() on the non-leaf Tensor. If you access the non-leaf Tensor by mistake, make sure "
    "you access the leaf Tensor instead.")


class Tensor:
    """A multi-dimensional array that can record the operations applied to it.

    Create one with specgrad.tensor(...), zeros(...), from_numpy(...) and friends.
    """

    __slots__ = ("_data", "_requires_grad", "_grad", "grad_fn", "_output_nr", "_version_counter", "_base",
                 "_view_base_fn", "_retains_grad", "_accumulator", "_wrapped_number", "_hooks",
                 "_post_accumulate_grad_hooks", "_tangent", "__weakref__")

    # ------------------------------------------------------------------ construction

    @staticmethod
    def _wrap(data, grad_fn=None, output_nr=0):
        """A Tensor around `data` (no copy); with grad_fn it is that node's output number output_nr. (Every op
        makes one: the slots are set here in line, as _new_leaf does for the rarer kinds of tensor.)"""
        t = object.__new__(Tensor)
        t._data = data if type(data) is np.ndarray or type(data) in _ARRAY_TYPES else np.asarray(data)
        t._requires_grad = grad_fn is not None
        t.grad_fn = grad_fn
        t._output_nr = output_nr
        t._grad = None
        t._version_counter = None  # made on first need; a view shares its base's
        t._base = None
        t._retains_grad = False
        t._accumulator = None
        t._wrapped_number = False
        t._hooks = None
        t._post_accumulate_grad_hooks = None
        return t

    @staticmethod
    def _new_leaf(cls, data):
        """A tensor of class `cls` (Parameter, vmap's BatchedTensor) holding `data`, with a new leaf's autograd
        state and no version counter yet."""
        t = object.__new__(cls)
        t._data = data
        t._requires_grad = False
        t.grad_fn = None
        t._output_nr = 0
        t._grad = None
        t._version_counter = None
        t._base = None
        t._view_base_fn = None
        t._retains_grad = False
        t._accumulator = None
        t._wrapped_number = False
        t._hooks = None
        t._post_accumulate_grad_hooks = None
        return t

    def __init__(self, *args, **kwargs):
        raise TypeError("create tensors with specgrad.tensor(data), specgrad.zeros(shape), ... "
                        "(specgrad.Tensor itself takes no constructor arguments)")

    # ------------------------------------------------------------------ versions and views

    @property
    def _version(self) -> int:
        """How many in-place writes this tensor's memory has seen (shared with its views)."""
        counter = self._version_counter
        return counter[0] if counter is not None else 0

    def _shared_version_counter(self):
        if self._version_counter is None:
            self._version_counter = [0]
        return self._version_counter

    def _bump_version(self):
        self._shared_version_counter()[0] += 1

    def _as_view_of(self, source):
        """Mark this output of a view op as a view of `source` when NumPy did not copy."""
        base_array = self._data.base
        if base_array is not None and (base_array is source._data or base_array is source._data.base):
            self._base = source._base if source._base is not None else source
            self._version_counter = source._shared_version_counter()
            self._view_base_fn = self._base.grad_fn  # if an in-place op rebases the base, this view is stale
        return self

    def _snapshot(self):
        """A copy of this tensor as it is now, in the same place of the graph, at the same version."""
        t = Tensor._wrap(self._data.copy(), self.grad_fn, self._output_nr)
        t._requires_grad = self._requires_grad
        t._version_counter = [self._version]
        return t

    # ------------------------------------------------------------------ autograd state

    @property
    def requires_grad(self) -> bool:
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, flag):
        if self.grad_fn is not None:
            raise RuntimeError("you can only change requires_grad flags of leaf variables. If you want to use a "
                               "computed variable in a subgraph that doesn't require differentiation use "
                               "var_no_grad = var.detach().")
        flag = bool(flag)
        if flag and self._data.dtype.kind != "f":
            raise RuntimeError("only Tensors of floating point dtype can require gradients")
        self._requires_grad = flag

    def requires_grad_(self, requires_grad=True):
        self.requires_grad = requires_grad
        return self

    @property
    def is_leaf(self) -> bool:
        return self.grad_fn is None

    @property
    def grad(self):
        if self.grad_fn is not None and not self._retains_grad:
            warnings.warn(_NON_LEAF_GRAD_WARNING, UserWarning, stacklevel=2)
        return self._grad

    @grad.setter
    def grad(self, value):
        if value is not None:
            if not isinstance(value, Tensor):
                raise TypeError(f"assigned grad expected to be a Tensor or None but got grad of type {type(value).__name__}")
            if value._data.dtype != self._data.dtype:
                raise RuntimeError("assigned grad has data of a different type")
            if value._data.shape != self._data.shape:
                raise RuntimeError("assigned grad has data of a different size")
        self._grad = value

    @property
    def retains_grad(self) -> bool:
        return self._retains_grad

    def retain_grad(self):
        """Keep .grad for this non-leaf tensor after backward (a leaf keeps it anyway)."""
        if not self._requires_grad:
            raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
        if self.grad_fn is not None and not self._retains_grad:
            self._retains_grad = True
            tensor = weakref.ref(self)

            def retain(grad):
                t = tensor()
                if t is not None:
                    t._grad = grad.detach() if t._grad is None else t._grad + grad.detach()
            self.grad_fn._hooks_of_output(self._output_nr)[-1] = retain

    def register_hook(self, hook):
        """Call hook(grad) when this tensor's gradient is computed; it may return a replacement.
        Returns a handle whose remove() unregisters the hook."""
        if not self._requires_grad:
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        if self.grad_fn is not None:
            hooks = self.grad_fn._hooks_of_output(self._output_nr)
            handle = _RemovableHandle(hooks, hook)
            if -1 in hooks:  # retain_grad's hook (key -1) runs last, as PyTorch's: .grad is what the hooks made
                hooks[-1] = hooks.pop(-1)
            return handle
        if self._hooks is None:
            self._hooks = {}
        return _RemovableHandle(self._hooks, hook)

    def register_post_accumulate_grad_hook(self, hook):
        """Call hook(tensor) after backward has accumulated this leaf's gradient into .grad (hook
        returns None; DistributedDataParallel uses it to start a bucket's all-reduce). Returns a handle
        whose remove() unregisters the hook."""
        if not self._requires_grad:
            raise RuntimeError("cannot register a hook on a tensor that doesn't require gradient")
        if self.grad_fn is not None:
            raise RuntimeError("post accumulate grad hooks cannot be registered on non-leaf tensors")
        if self._post_accumulate_grad_hooks is None:
            self._post_accumulate_grad_hooks = {}
        return _RemovableHandle(self._post_accumulate_grad_hooks, hook)

    def _grad_accumulator(self):
        """The AccumulateGrad node of a leaf that requires grad, one per tensor (as next_functions shows)."""
        node = self._accumulator() if self._accumulator is not None else None
        if node is None:
            from specgrad.autograd.graph import AccumulateGrad
            node = AccumulateGrad(self)
            self._accumulator = weakref.ref(node)
        return node

    def backward(self, gradient=None, retain_graph=None, create_graph=False, inputs=None):
        """Compute the gradient of this tensor with respect to the graph's leaves (see autograd.backward)."""
        autograd = _autograd or _load_autograd()
        autograd.backward(self, gradient, retain_graph, create_graph, inputs=inputs)

    def detach(self):
        """A tensor sharing this one's data (and version counter), cut from the graph."""
        t = Tensor._wrap(self._data)
        t._version_counter = self._shared_version_counter()
        return t

    def detach_(self):
        if self.grad_fn is not None:
            self.grad_fn = None
        self._requires_grad = False
        return self

    @property
    def data(self):
        return self.detach()

    @data.setter
    def data(self, value):
        self._data = value._data if isinstance(value, Tensor) else np.asarray(value)  # may change the device, as PyTorch's

    # ------------------------------------------------------------------ metadata

    @property
    def shape(self) -> Size:
        return Size(self._data.shape)

    def size(self, dim=None):
        return Size(self._data.shape) if dim is None else self._data.shape[dim]

    @property
    def dtype(self):
        return dtypes.from_numpy_dtype(self._data.dtype)

    @property
    def device(self) -> devices.device:
        """Where the data lives: device(type='cpu'), or device(type='cuda', index=0) for a CUDA tensor."""
        return devices.CPU if type(self._data) is np.ndarray else devices.of_array(self._data)

    @property
    def is_cuda(self) -> bool:
        return type(self._data) is not np.ndarray

    @property
    def is_cpu(self) -> bool:
        return type(self._data) is np.ndarray

    def cuda(self, device=None, non_blocking=False):
        """This tensor on a CUDA device (itself if it is there already); differentiable, as to()."""
        return self.to("cuda" if device is None else device if not isinstance(device, int) else f"cuda:{device}")

    def cpu(self):
        """This tensor on the CPU (itself if it is there already); differentiable, as to()."""
        return self.to(devices.CPU)

    @property
    def ndim(self) -> int:
        return self._data.ndim

    def dim(self) -> int:
        return self._data.ndim

    def numel(self) -> int:
        return self._data.size

    nelement = numel

    def element_size(self) -> int:
        return self._data.itemsize

    def is_floating_point(self) -> bool:
        return self._data.dtype.kind == "f"

    def is_contiguous(self) -> bool:
        return self._data.flags.c_contiguous

    def stride(self, dim=None):
        strides = tuple(s // self._data.itemsize for s in self._data.strides)
        return strides if dim is None else strides[dim]

    def storage_offset(self) -> int:
        """Where the first element sits in the memory this tensor views, in elements (as_strided counts from there)."""
        from specgrad.array_helpers import storage_offset
        return storage_offset(self._data)

    # ------------------------------------------------------------------ conversions

    def numpy(self, *, force=False):
        """The data as a NumPy array, shared with this tensor (force=True: a copy when one is needed, from
        a tensor that requires grad or lives on a GPU)."""
        if force:
            return devices.move(self._data, devices.CPU) if self.is_cuda else self._data
        if self._requires_grad:
            raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
        if type(self._data) is not np.ndarray:
            raise TypeError(f"can't convert {self.device} device type tensor to numpy. Use Tensor.cpu() to copy the "
                            f"tensor to host memory first.")
        return self._data

    def item(self):
        if self._data.size != 1:
            raise RuntimeError(f"a Tensor with {self._data.size} elements cannot be converted to Scalar")
        return self._data.item()

    def tolist(self):
        return self._data.tolist()

    # NumPy scalars defer to a higher __array_priority__: np.float64(2) * t calls Tensor.__rmul__ and is a tensor
    # in the graph, as in PyTorch (else NumPy took t.__array__() and returned an ndarray, cutting the graph)
    __array_priority__ = 1000

    def __array__(self, dtype=None, copy=None):
        if type(self._data) is not np.ndarray:
            raise TypeError(f"can't convert {self.device} device type tensor to numpy. Use Tensor.cpu() to copy the "
                            f"tensor to host memory first.")
        return self._data if dtype is None else self._data.astype(dtype)

    def to(self, *args, dtype=None, copy=False, **kwargs):
        """to(dtype), to(device), to(device, dtype), to(other_tensor) (its dtype and device), to(dtype=...,
        device=..., copy=...): this tensor on that device, in that dtype; itself when nothing changes, unless
        copy=True. Both conversions are differentiable (a gradient goes back to this tensor's device and
        dtype); an integer or bool result takes no gradient, as in PyTorch."""
        target, place = dtype, kwargs.pop("device", None)
        for a in args:
            if isinstance(a, Tensor):
                target, place = a.dtype, a.device
            elif isinstance(a, dtypes.dtype) or a in (float, int, bool):
                target = a
            elif a is not None:
                place = a
        kwargs.pop("non_blocking", None)
        kwargs.pop("memory_format", None)
        if kwargs:
            raise TypeError(f"to() got an unexpected keyword argument '{next(iter(kwargs))}'")
        np_dtype = self._data.dtype if target is None else dtypes.numpy_dtype(target)
        moved = self
        if place is not None:
            place = devices.target(place)
            if place != self.device:
                from specgrad.autograd.device_copy import to_device
                moved, copy = to_device(self, place), False
        if np_dtype == moved._data.dtype and not copy:
            return moved
        if np_dtype.kind != "f":  # no gradient flows into integers: no node
            return Tensor._wrap(moved._data.astype(np_dtype))
        return _ops._to_copy(moved, np_dtype)

    def type(self, dtype=None, non_blocking=False):
        """The legacy type name ('specgrad.FloatTensor') with no argument; else to(dtype), where dtype may
        also be such a name (torch.IntTensor's spelling is taken too)."""
        if dtype is None:
            return _legacy_type_name(self._data.dtype)
        if isinstance(dtype, str):
            by_name = {_legacy_type_name(np.dtype(d.numpy)).split(".")[1]: d for d in _ALL_DTYPES}
            prefix, _, name = dtype.partition(".")
            if prefix not in ("specgrad", "torch") or name not in by_name:
                raise ValueError(f"invalid type: {dtype!r}")
            dtype = by_name[name]
        return self.to(dtype)

    def float(self):
        return self.to(dtypes.float32)

    def double(self):
        return self.to(dtypes.float64)

    def half(self):
        return self.to(dtypes.float16)

    def long(self):
        return self.to(dtypes.int64)

    def int(self):
        return self.to(dtypes.int32)

    def short(self):
        return self.to(dtypes.int16)

    def char(self):
        return self.to(dtypes.int8)

    def byte(self):
        return self.to(dtypes.uint8)

    def bool(self):
        return self.to(dtypes.bool_)

    def contiguous(self, memory_format=None):
        """self when already C-contiguous (the same tensor, as PyTorch's), else a contiguous clone."""
        if memory_format is not None and memory_format not in (memory_formats.contiguous_format,
                                                              memory_formats.preserve_format):
            return _ops.clone(self, memory_format=memory_format)
        if self._data.flags.c_contiguous:
            return self
        return _ops.clone(self, memory_format=memory_formats.contiguous_format)  # not preserve_format: C order

    def __float__(self):
        return float(self.item())

    def __int__(self):
        return int(self.item())

    def __index__(self):
        if self._data.dtype.kind not in "iu" or self._data.size != 1:
            raise TypeError("only integer tensors of a single element can be converted to an index")
        return int(self._data.item())

    def __bool__(self):
        if self._data.size != 1:
            raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
        return bool(self._data.item())

    # ------------------------------------------------------------------ Python protocols

    def __repr__(self):
        d = self._data.dtype
        shown = d not in (dtypes.get_default_dtype().numpy, np.dtype(np.int64), np.dtype(np.bool_))
        suffixes = []
        if self.grad_fn is not None:
            suffixes.append(f"grad_fn=<{self.grad_fn.name()}>")
        elif self._requires_grad:
            suffixes.append("requires_grad=True")
        if type(self._data) is np.ndarray:
            return format_tensor(self._data, repr(self.dtype) if shown else None, suffixes)
        return format_tensor(self._data.get(), repr(self.dtype) if shown else None, suffixes, str(self.device))

    # no __str__: object's calls repr(), so str() and print() of a subclass (a Parameter's "Parameter
    # containing:") use the subclass's __repr__, as in PyTorch

    _formats_as_number = True  # False for Parameter: PyTorch formats only plain 0-d tensors as their number

    def __format__(self, format_spec):
        """f"{t}" and f"{t:.3f}": a 0-d tensor formats as its number, as in PyTorch; others as str(t)."""
        if self._data.ndim == 0 and type(self)._formats_as_number:
            return self._data.item().__format__(format_spec)
        return object.__format__(self, format_spec)

    def __deepcopy__(self, memo):
        """A copy of a leaf: new memory, the same requires_grad, a copied .grad (PyTorch's rule: leaves only)."""
        if self.grad_fn is not None:
            raise RuntimeError("Only Tensors created explicitly by the user (graph leaves) support the deepcopy "
                               "protocol at the moment.  If you were attempting to deepcopy a module, this may be "
                               "because of a torch.nn.utils.weight_norm usage, see "
                               "https://github.com/pytorch/pytorch/pull/103001")
        if id(self) in memo:
            return memo[id(self)]
        result = Tensor._wrap(self._data.copy())
        result._requires_grad = self._requires_grad
        memo[id(self)] = result
        if self._grad is not None:
            result._grad = self._grad.__deepcopy__(memo)
        return result

    def __reduce_ex__(self, protocol):
        """Pickles (within one program, e.g. copy.copy or multiprocessing) as its array and requires_grad.
        Files use specgrad.save, which never pickles."""
        return (_rebuild_tensor, (self._data, self._requires_grad))

    def __len__(self):
        if self._data.ndim == 0:
            raise TypeError("len() of a 0-d tensor")
        return self._data.shape[0]

    def __iter__(self):
        if self._data.ndim == 0:
            raise TypeError("iteration over a 0-d tensor")
        return (self[i] for i in range(self._data.shape[0]))

    __hash__ = object.__hash__

    def __getitem__(self, index):
        return _ops.index(self, index)

    def __setitem__(self, index, value):
        from specgrad.dispatch import index_arg
        index = index_arg(index)
        if type(value) is not Tensor and type(value) not in (float, int, bool):
            value = _assignable(self, value)
        if inplace.vmap.active and inplace.vmap.batched(self, value):  # (a shared tensor refuses a batched value)
            inplace.inplace(self, _assigned, index, value)
            return
        records = (is_grad_enabled() and self._data.dtype.kind == "f"  # an integer tensor takes values, no graph
                   and (self._requires_grad or getattr(value, "_requires_grad", False)))
        if records or forward_ad.active:  # (a tangent to write too)
            inplace.inplace(self, _assigned, index, value)
            return
        inplace.check_inplace(self, records)
        try:
            self._data[index] = value._data if isinstance(value, Tensor) else value
        except (IndexError, ValueError, TypeError, OverflowError) as error:
            raise _assignment_error(self._data, index, value, error) from None
        self._bump_version()

    def __iadd__(self, other): return _ops.add_(self, other)
    def __isub__(self, other): return _ops.sub_(self, other)
    def __imul__(self, other): return _ops.mul_(self, other)
    def __itruediv__(self, other): return _ops.div_(self, other)
    def __ipow__(self, other): return _ops.pow_(self, other)

    def zero_(self):
        return self.fill_(0)

    def fill_(self, value):
        """Fill with `value`; in a graph, the gradient to the old values is zero (as PyTorch's fill_)."""
        if isinstance(value, Tensor):
            if value.dim() != 0:
                raise RuntimeError(f"fill_ only supports 0-dimension value tensor but got tensor with {value.dim()} "
                                   f"dimensions.")
        elif not isinstance(value, (int, float, complex, bool, np.number, np.bool_)):
            raise TypeError(f"fill_(): argument 'value' (position 1) must be Number, not {type(value).__name__}")
        if is_grad_enabled() and (self._requires_grad or getattr(value, "_requires_grad", False)):
            from specgrad.creation import filled  # where(True, value, old): exact where old held inf
            return inplace.inplace(self, filled, value)
        inplace.check_inplace(self, False)
        self._data[...] = value
        self._bump_version()
        return self

    def copy_(self, src):
        """Copy `src` (broadcast) into this tensor; in a graph the gradient flows to src."""
        if not isinstance(src, Tensor):
            raise TypeError(f"copy_(): argument 'other' (position 1) must be Tensor, not {type(src).__name__}")
        if (is_grad_enabled() and (self._requires_grad or src._requires_grad)) or \
                (inplace.vmap.active and inplace.vmap.batched(self, src)):
            return inplace.inplace(self, lambda t, s: _ops.add(_ops.mul(t, 0), _ops._to_copy(s, self.dtype)), src)
        inplace.check_inplace(self, False)
        np.copyto(self._data, np.broadcast_to(src._data, self._data.shape), casting="unsafe")
        self._bump_version()
        return self

    def __add__(self, other): return _ops.add(self, other)
    def __radd__(self, other): return _ops.add(other, self)
    def __sub__(self, other): return _ops.sub(self, other)
    def __rsub__(self, other): return _ops.sub(other, self)
    def __mul__(self, other): return _ops.mul(self, other)
    def __rmul__(self, other): return _ops.mul(other, self)
    def __truediv__(self, other): return _ops.div(self, other)
    def __rtruediv__(self, other): return _ops.div(other, self)
    def __pow__(self, other): return _ops.pow(self, other)
    def __rpow__(self, other): return _ops.pow(other, self)
    def __matmul__(self, other): return _ops.matmul(self, other)
    def __rmatmul__(self, other): return _ops.matmul(other, self)
    def __neg__(self): return _ops.neg(self)
    def __pos__(self): return self
    def __abs__(self): return _ops.abs(self)
    def __eq__(self, other): return _ops.eq(self, other)
    def __ne__(self, other): return _ops.ne(self, other)
    def __lt__(self, other): return _ops.lt(self, other)
    def __le__(self, other): return _ops.le(self, other)
    def __gt__(self, other): return _ops.gt(self, other)
    def __ge__(self, other): return _ops.ge(self, other)
    # bitwise on integer and bool tensors (so logical on masks), as in PyTorch; floats raise
    def __and__(self, other): return _ops.bitwise_and(self, other)
    def __rand__(self, other): return _ops.bitwise_and(other, self)
    def __iand__(self, other): return _ops.bitwise_and_(self, other)
    def __or__(self, other): return _ops.bitwise_or(self, other)
    def __ror__(self, other): return _ops.bitwise_or(other, self)
    def __ior__(self, other): return _ops.bitwise_or_(self, other)
    def __xor__(self, other): return _ops.bitwise_xor(self, other)
    def __rxor__(self, other): return _ops.bitwise_xor(other, self)
    def __ixor__(self, other): return _ops.bitwise_xor_(self, other)
    def __lshift__(self, other): return _ops.bitwise_left_shift(self, other)
    def __rlshift__(self, other): return _ops.bitwise_left_shift(other, self)
    def __ilshift__(self, other): return _ops.bitwise_left_shift_(self, other)
    def __rshift__(self, other): return _ops.bitwise_right_shift(self, other)
    def __rrshift__(self, other): return _ops.bitwise_right_shift(other, self)
    def __irshift__(self, other): return _ops.bitwise_right_shift_(self, other)
    def __floordiv__(self, other): return _ops.floor_divide(self, other)
    def __rfloordiv__(self, other): return _ops.floor_divide(other, self)
    def __ifloordiv__(self, other): return _ops.floor_divide_(self, other)
    def __mod__(self, other): return _ops.remainder(self, other)
    def __rmod__(self, other): return _ops.remainder(other, self)
    def __imod__(self, other): return _ops.remainder_(self, other)

    def __invert__(self):
        if self._data.dtype.kind == "f":
            raise TypeError("~ (operator.invert) is only implemented on integer and Boolean-type tensors "
                            f"(this one is {self.dtype.name}); for a mask use ~(x > 0) or logical_not")
        return _ops.bitwise_not(self)

    def view_as(self, other):
        return _ops.view(self, other.shape)

    def reshape_as(self, other):
        return _ops.reshape(self, other.shape)

    def expand_as(self, other):
        return _ops.expand(self, other.shape)

    @property
    def T(self):
        return _ops.permute(self, tuple(range(self._data.ndim - 1, -1, -1)))

    @property
    def mT(self):
        return _ops.transpose(self, -2, -1)

    def float_power_(self, exponent):
        """pow_ computed in float64 (float_power's dtype), so only a float64 tensor can hold it, as PyTorch's."""
        if self._data.dtype != np.float64:
            raise RuntimeError(f"the base given to float_power_ has dtype {_legacy_type_name(self._data.dtype)[9:-6]} "
                               f"but the operation's result requires dtype Double")
        return self.pow_(exponent)


    # ------------------------------------------------------------------ round 5: factories from a tensor, metadata

    def _new(self, factory, size, dtype, device, requires_grad, *extra):
        from specgrad import creation
        return getattr(creation, factory)(*size, *extra, dtype=self.dtype if dtype is None else dtype,
                                          device=device, requires_grad=requires_grad)

    def new_zeros(self, *size, dtype=None, device=None, requires_grad=False, layout=None, pin_memory=False):
        """Zeros of `size` with this tensor's dtype unless `dtype` is given."""
        return self._new("zeros", size, dtype, device, requires_grad)

    def new_ones(self, *size, dtype=None, device=None, requires_grad=False, layout=None, pin_memory=False):
        return self._new("ones", size, dtype, device, requires_grad)

    def new_empty(self, *size, dtype=None, device=None, requires_grad=False, layout=None, pin_memory=False):
        return self._new("empty", size, dtype, device, requires_grad)

    def new_full(self, size, fill_value, *, dtype=None, device=None, requires_grad=False, layout=None,
                 pin_memory=False):
        return self._new("full", (size,), dtype, device, requires_grad, fill_value)

    def new_tensor(self, data, dtype=None, device=None, requires_grad=False):
        """A new tensor of `data` (a copy, cut from any graph) with this tensor's dtype unless `dtype` is given."""
        from specgrad import creation
        if isinstance(data, Tensor):
            data = data.detach()
        return creation.tensor(data, dtype=self.dtype if dtype is None else dtype, device=device,
                               requires_grad=requires_grad)

    def type_as(self, other):
        """This tensor cast to other's dtype (differentiable, as to())."""
        if not isinstance(other, Tensor):
            raise TypeError(f"type_as(): argument 'other' (position 1) must be Tensor, not {type(other).__name__}")
        return self.to(other.dtype)

    def is_signed(self) -> bool:
        return self._data.dtype.kind in "if"

    def is_complex(self) -> bool:
        return False

    @property
    def itemsize(self) -> int:
        return self._data.itemsize

    @property
    def nbytes(self) -> int:
        return self._data.size * self._data.itemsize

    def data_ptr(self) -> int:
        """The address of the first element (views of one tensor differ by their offsets)."""
        if type(self._data) is not np.ndarray:
            return self._data.data.ptr
        return self._data.__array_interface__["data"][0]

    def ndimension(self) -> int:
        return self._data.ndim

    def is_same_size(self, other) -> bool:
        if not isinstance(other, Tensor):
            raise TypeError(f"is_same_size(): argument 'other' (position 1) must be Tensor, not {type(other).__name__}")
        return self._data.shape == other._data.shape

    def is_nonzero(self) -> bool:
        if self._data.size == 0:
            raise RuntimeError("Boolean value of Tensor with no values is ambiguous")
        if self._data.size > 1:
            raise RuntimeError("Boolean value of Tensor with more than one value is ambiguous")
        return bool(self._data.item())

    def get_device(self) -> int:
        """The CUDA device's index, or -1 for a tensor on the CPU."""
        return -1 if type(self._data) is np.ndarray else self._data.device.id

    @property
    def output_nr(self) -> int:
        """Which output of its grad_fn this tensor is (0 for a leaf)."""
        return self._output_nr

    def unfold(self, dimension, size, step):
        """The windows of `size` elements, `step` apart, along `dimension`, as a new last dim: a view
        (derivatives.yaml's unfold_view; torch.nn.functional.unfold is another op)."""
        return _ops.unfold_view(self, dimension, size, step)


def _assigned(tensor, index, value):
    """tensor with tensor[index] = value, out of place and differentiable (index_put): the kept
    elements pass the gradient to `tensor`, the assigned ones to `value` (summed where value was
    broadcast, or where an index repeats)."""
    try:
        tensor._data[index]  # the index's own errors first, in PyTorch's words
    except IndexError as error:
        raise index_error(tensor._data, index, error) from None
    if not isinstance(value, Tensor):
        try:
            value = Tensor._wrap(np.asarray(value, dtype=tensor._data.dtype))
        except (ValueError, TypeError, OverflowError) as error:
            raise _assignment_error(tensor._data, index, value, error) from None
    target_shape = tensor._data[index].shape
    value_shape = value._data.shape
    if not _broadcasts_to(value_shape, target_shape):
        raise RuntimeError(_shape_mismatch(value_shape, target_shape))
    if len(value_shape) > len(target_shape):  # leading size-1 dimensions, which PyTorch drops
        value = _ops.reshape(value, value_shape[len(value_shape) - len(target_shape):])
    if value._data.dtype != tensor._data.dtype:
        value = _ops._to_copy(value, tensor._data.dtype)
    return _ops.index_put(tensor, index, value)


def _assignable(tensor, value):
    """A value for tensor[index] = value that is not a Tensor or a Python float/int/bool: a Tensor,
    or a real number; anything else is refused with PyTorch's TypeError rather than converted."""
    import numbers
    if isinstance(value, Tensor):
        return value
    if isinstance(value, (list, tuple)):  # PyTorch refuses lists; specgrad takes them as tensor(value) would
        from specgrad.creation import tensor as make_tensor
        return make_tensor(value)
    if isinstance(value, np.ndarray):
        dtypes.from_numpy_dtype(value.dtype)  # refuses complex, object, str, ... with a TypeError
        return Tensor._wrap(value)
    if isinstance(value, np.generic) and value.dtype.kind in "biuf":
        return value.item()
    if isinstance(value, numbers.Real) and not isinstance(value, (str, bytes)):
        return value
    if isinstance(value, numbers.Complex):
        raise TypeError(f"complex tensors are not supported by specgrad: cannot assign the complex number {value!r} "
                        f"to a {_legacy_type_name(tensor._data.dtype)}")
    raise TypeError(f"can't assign a {type(value).__name__} to a {_legacy_type_name(tensor._data.dtype)}: assign a "
                    f"number or a tensor")


_ALL_DTYPES = (dtypes.float16, dtypes.float32, dtypes.float64, dtypes.int8, dtypes.int16, dtypes.int32, dtypes.int64,
               dtypes.uint8, dtypes.bool_)


def _legacy_type_name(np_dtype):
    kinds = {"float32": "FloatTensor", "float64": "DoubleTensor", "float16": "HalfTensor", "int64": "LongTensor",
             "int32": "IntTensor", "int16": "ShortTensor", "int8": "CharTensor", "uint8": "ByteTensor",
             "bool": "BoolTensor"}
    return f"specgrad.{kinds.get(np_dtype.name, np_dtype.name)}"


def _broadcasts_to(shape, target) -> bool:
    """Whether a value of `shape` can be written into an indexing result of shape `target`, as in
    PyTorch: right-aligned broadcasting, and extra leading dimensions only of size 1."""
    extra = len(shape) - len(target)
    if extra > 0:
        if any(n != 1 for n in shape[:extra]):
            return False
        shape = shape[extra:]
    return all(n == m or n == 1 for n, m in zip(reversed(shape), reversed(target)))


def _shape_mismatch(value_shape, target_shape) -> str:
    return (f"shape mismatch: value tensor of shape {list(value_shape)} cannot be broadcast to indexing result of "
            f"shape {list(target_shape)}; assign a tensor of that shape, one that broadcasts to it, or a number")


def _assignment_error(data, index, value, error):
    """PyTorch's exception for a failed tensor[index] = value, from NumPy's: the index first, then
    the value's shape, then a value the dtype cannot hold."""
    try:
        target_shape = data[index].shape
    except ValueError as index_problem:  # e.g. Python's "slice step cannot be zero"
        return ValueError(str(index_problem))
    except (IndexError, TypeError) as index_problem:
        return index_error(data, index, index_problem)
    value_shape = value._data.shape if isinstance(value, Tensor) else np.shape(value)
    if not _broadcasts_to(value_shape, target_shape):
        return RuntimeError(_shape_mismatch(value_shape, target_shape))
    name = dtypes.from_numpy_dtype(data.dtype).name
    if isinstance(error, OverflowError) and type(value) is int and data.dtype == np.int64:
        return ValueError(f"Overflow when unpacking long long: {value} does not fit in {name}")
    if isinstance(error, (OverflowError, ValueError)):
        return RuntimeError(f"value cannot be converted to type {name} without overflow (assigned {value!r})")
    return RuntimeError(f"cannot assign a {type(value).__name__} of shape {list(value_shape)} to the elements "
                        f"{list(target_shape)} of a {name} tensor")


def _rebuild_tensor(data, requires_grad):
    t = Tensor._wrap(data)
    t._requires_grad = requires_grad
    return t


class _RemovableHandle:
    """What register_hook returns: remove() unregisters the hook."""

    _next_id = 0

    def __init__(self, hooks: dict, hook):
        self._hooks = hooks
        self.id = _RemovableHandle._next_id
        _RemovableHandle._next_id += 1
        hooks[self.id] = hook

    def remove(self):
        self._hooks.pop(self.id, None)


# the generated ops import Tensor from here, so they are imported once Tensor exists
from specgrad.generated import ops as _ops  # noqa: E402


_autograd = None


def _load_autograd():
    """specgrad.autograd, imported once on first use (it imports this module's users; a function-local
    import costs about 0.6 us per call)."""
    global _autograd
    from specgrad import autograd
    _autograd = autograd
    return autograd
