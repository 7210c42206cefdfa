"""Tensor factories: tensor, from_numpy, zeros, ones, full, empty, rand, randn, arange, linspace, eye,
the *_like versions, FloatTensor/DoubleTensor/LongTensor/BoolTensor, and manual_seed.

Arguments are checked as PyTorch checks them, with PyTorch's exception classes and wording (sizes
are tuples of non-negative ints, `tensor` takes rectangular nested sequences of numbers), so a bad
call says what was wrong instead of surfacing NumPy's error or returning a wrong tensor.
"""
import builtins
import math
import numbers
import operator

import numpy as np

from specgrad import dtypes
from specgrad.tensor import Size, Tensor

_generator = [np.random.default_rng()]

_MAX_DIMS = 64  # PyTorch's limit on a tensor's number of dimensions


def manual_seed(seed: int):
    """Seed the generator behind rand, randn and randint (NumPy's PCG64, so values differ from PyTorch's)."""
    _generator[0] = np.random.default_rng(seed)
    return _generator[0]


def _finish(data, dtype, requires_grad):
    if dtype is not None:
        data = data.astype(dtypes.numpy_dtype(dtype), copy=False)
    t = Tensor._wrap(data)
    if requires_grad:
        if data.dtype.kind != "f":
            raise RuntimeError(f"Only Tensors of floating point dtype can require gradients (this one is "
                               f"{dtypes.from_numpy_dtype(data.dtype)}): create it with a floating point dtype, "
                               f"e.g. dtype=specgrad.float32, or from float values such as 1.0")
        t.requires_grad = True
    return t


def _type_name(x) -> str:
    return "Tensor" if isinstance(x, Tensor) else type(x).__name__


def _check_device(device):
    if device is not None and not str(device).startswith("cpu"):
        raise RuntimeError(f"specgrad runs on the CPU only; cannot create a tensor on device {str(device)!r} "
                           f"(pass device='cpu' or leave device out)")


def _complex_error(value) -> TypeError:
    return TypeError(f"complex tensors are not supported by specgrad (got the complex number {value!r}); keep the "
                     f"real and imaginary parts in two float tensors")


# ------------------------------------------------------------------ tensor(): Python data to an array

def _promote(a, b):
    """PyTorch's promoteTypes for the dtypes of the elements of a nested list."""
    if a is None or a == b:
        return b
    rank = {"b": 0, "u": 1, "i": 1, "f": 2}
    if rank[a.kind] != rank[b.kind]:
        return a if rank[a.kind] > rank[b.kind] else b
    return np.promote_types(a, b)


_BOOL, _INT64 = np.dtype(np.bool_), np.dtype(np.int64)


class _Converter:
    """One pass over nested sequences: checks they are rectangular, infers PyTorch's dtype and
    collects the scalars in order (one-element tensors become their value, with no graph)."""

    def __init__(self):
        self.flat = []
        self.dtype = None  # promoted over the elements; None while only lists were seen
        self.has_float = False

    def sizes(self, data):
        """The shape, read from the first element at each depth (as PyTorch's compute_sizes)."""
        sizes = []
        x = data
        while _is_sequence(x):
            n = len(x)
            sizes.append(n)
            if len(sizes) > _MAX_DIMS:
                raise ValueError(f"too many dimensions '{type(data).__name__}'")
            if n == 0:
                break
            x = x[0]
            if isinstance(x, str):
                raise ValueError(f"too many dimensions 'str': tensor() takes numbers, not strings (got {x!r})")
        return sizes

    def store(self, seq, sizes, dim):
        if len(seq) != sizes[dim]:
            raise ValueError(f"expected sequence of length {sizes[dim]} at dim {dim} (got {len(seq)}); nested "
                             f"lists given to tensor() must be rectangular: every list at one depth the same length")
        if dim + 1 < len(sizes):
            for x in seq:
                if not _is_sequence(x):
                    self.scalar(x)  # a None, str, ... is reported as such, not as a missing sequence
                    raise TypeError(f"not a sequence: expected a sequence of length {sizes[dim + 1]} at dim "
                                    f"{dim + 1} (got {_type_name(x)}); nested lists given to tensor() must be "
                                    f"rectangular")
                self.store(x, sizes, dim + 1)
            return
        self.leaves(seq)

    def leaves(self, seq):
        append = self.flat.append
        for x in seq:
            kind = type(x)
            if kind is float:
                self.has_float = True
                append(x)
            elif kind is int:
                if self.dtype is not _INT64:
                    self.dtype = _promote(self.dtype, _INT64)
                append(x)
            elif kind is bool:
                if self.dtype is None:
                    self.dtype = _BOOL
                append(x)
            else:
                append(self.scalar(x))

    def scalar(self, x):
        """One element that is not a plain Python float, int or bool."""
        if isinstance(x, (str, bytes)):
            raise TypeError(f"new(): invalid data type '{type(x).__name__}': tensor() takes numbers, nested "
                            f"sequences of numbers, or tensors (got {x!r})")
        if isinstance(x, Tensor):
            if x._data.size != 1:
                raise ValueError(f"only one element tensors can be converted to Python scalars (got a tensor of "
                                 f"shape {list(x._data.shape)} inside the list); to join tensors use "
                                 f"specgrad.stack(list_of_tensors) or specgrad.cat(list_of_tensors)")
            self._note(x._data.dtype)
            return x._data.item()
        if isinstance(x, np.generic) or (isinstance(x, np.ndarray) and x.ndim == 0):
            if x.dtype.kind == "c":
                raise _complex_error(x.item())
            self._note(dtypes.numpy_dtype(x.dtype))
            return x.item()
        if isinstance(x, (bool, np.bool_)):
            self.dtype = _promote(self.dtype, _BOOL)
            return bool(x)
        if isinstance(x, numbers.Integral):
            self.dtype = _promote(self.dtype, _INT64)
            return int(x)
        if isinstance(x, numbers.Real):
            self.has_float = True
            return float(x)
        if isinstance(x, numbers.Complex):
            raise _complex_error(x)
        if _is_sequence(x):
            raise TypeError(f"must be real number, not {type(x).__name__}: a sequence where a number was expected; "
                            f"nested lists given to tensor() must be rectangular")
        raise RuntimeError(f"Could not infer dtype of {type(x).__name__}: tensor() takes numbers, nested sequences "
                           f"of numbers, or tensors")

    def _note(self, np_dtype):
        self.dtype = _promote(self.dtype, np_dtype)

    def result_dtype(self):
        if self.has_float:
            default = dtypes.get_default_dtype().numpy
            return default if self.dtype is None or self.dtype.kind != "f" else _promote(self.dtype, default)
        return self.dtype if self.dtype is not None else dtypes.get_default_dtype().numpy


def _is_sequence(x) -> bool:
    return isinstance(x, (list, tuple, range)) or (isinstance(x, np.ndarray) and x.ndim > 0)


def _from_data(data, dtype):
    """The array PyTorch's torch.tensor(data) holds, for Python data (not a Tensor or an array)."""
    target = None if dtype is None else dtypes.numpy_dtype(dtype)
    converter = _Converter()
    if _is_sequence(data):
        sizes = converter.sizes(data)
        converter.store(data, sizes, 0)
    else:
        sizes = []
        converter.leaves((data,))
    values = converter.flat
    inferred = converter.result_dtype()
    if target is None:
        target = inferred
    try:
        array = np.array(values, dtype=target)
    except (OverflowError, ValueError):
        if dtype is None and inferred == _INT64:
            raise ValueError("Overflow when unpacking long long: an integer in the data does not fit in int64; pass "
                             "it as a float (e.g. 2.0 ** 70) or give dtype=specgrad.float64") from None
        raise RuntimeError(f"value cannot be converted to type {dtypes.from_numpy_dtype(target).name} without overflow "
                           f"(the data holds a value outside its range, or a nan or inf for an integer dtype)") \
            from None
    return array.reshape(sizes)


def tensor(data, dtype=None, device=None, requires_grad=False):
    """A new tensor holding a copy of `data` (nested lists, numbers, a NumPy array or a Tensor)."""
    _check_device(device)
    if isinstance(data, Tensor):
        array = np.array(data._data, copy=True)
    elif isinstance(data, np.ndarray):
        if data.dtype.kind == "c":
            raise _complex_error(data.flat[0] if data.size else 1j)
        dtypes.from_numpy_dtype(data.dtype)  # refuses dtypes specgrad has no name for
        array = np.array(data, copy=True)
    else:
        array = _from_data(data, dtype)
    return _finish(array, dtype, requires_grad)


def as_tensor(data, dtype=None, device=None):
    _check_device(device)
    if isinstance(data, Tensor) and (dtype is None or dtypes.numpy_dtype(dtype) == data._data.dtype):
        return data
    if isinstance(data, np.ndarray):
        if data.dtype.kind == "c":
            raise _complex_error(data.flat[0] if data.size else 1j)
        dtypes.from_numpy_dtype(data.dtype)  # refuses dtypes specgrad has no name for
        return _finish(data, dtype, False)
    return tensor(data, dtype=dtype)


def from_numpy(array: np.ndarray) -> Tensor:
    """A tensor sharing memory with `array`: writes to one are seen by the other."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"expected np.ndarray (got {type(array).__name__})")
    dtypes.from_numpy_dtype(array.dtype)  # refuses dtypes specgrad has no name for
    return Tensor._wrap(array)


# ------------------------------------------------------------------ sizes and the factories

def _int_arg(name, argument, position, value) -> int:
    """An int argument (a Python int, a NumPy integer or a one-element integer tensor), as PyTorch
    takes it: a float, a bool or a str is a TypeError, not rounded."""
    if not isinstance(value, (bool, np.bool_)):
        try:
            return operator.index(value)
        except TypeError:
            pass
    raise TypeError(f"{name}(): argument '{argument}' (position {position}) must be int, not {_type_name(value)}")


def _shape(name, size) -> tuple:
    """`size` as the factories take it: ints as separate arguments, or one tuple/list/Size of ints."""
    if len(size) == 1 and isinstance(size[0], (list, tuple)):
        size = size[0]
    elif len(size) == 1 and not _is_index(size[0]):
        raise TypeError(f"{name}(): argument 'size' (position 1) must be tuple of ints, not {_type_name(size[0])}")
    shape = []
    for i, n in enumerate(size):
        if not _is_index(n):
            raise TypeError(f"{name}(): argument 'size' must be tuple of ints, but found element of type "
                            f"{_type_name(n)} at pos {i}" + (" (sizes are whole numbers: write 3, not 3.0)"
                                                             if isinstance(n, float) else ""))
        shape.append(operator.index(n))
    for n in shape:
        if n < 0:
            raise RuntimeError(f"Trying to create tensor with negative dimension {n}: {shape}")
    numel = 1
    for n in shape:
        numel *= n
    if numel >= 2 ** 63:
        raise RuntimeError(f"Storage size calculation overflowed with sizes={shape}")
    return tuple(shape)


def _is_index(n) -> bool:
    if isinstance(n, (bool, np.bool_)):
        return False
    try:
        operator.index(n)
    except TypeError:
        return False
    return True


def _allocate(make, shape, np_dtype):
    try:
        return make(shape, np_dtype)
    except MemoryError:
        raise RuntimeError(f"not enough memory: you tried to allocate "
                           f"{math.prod(shape) * np_dtype.itemsize} bytes (sizes={list(shape)})") from None


def _sizes(name, size, keyword):
    if keyword is not None:
        if size:
            raise TypeError(f"{name}() got multiple values for argument 'size'")
        size = (keyword,)
    elif not size:
        raise TypeError(f'{name}() missing 1 required positional arguments: "size"')
    return _shape(name, size)


def _default(dtype):
    return dtypes.numpy_dtype(dtype) if dtype is not None else dtypes.get_default_dtype().numpy


def _empty_like_factory(name, make):
    def factory(*args, size=None, dtype=None, device=None, requires_grad=False):
        _check_device(device)
        np_dtype = _default(dtype)
        return _finish(_allocate(make, _sizes(name, args, size), np_dtype), None, requires_grad)
    factory.__name__ = factory.__qualname__ = name
    return factory


zeros = _empty_like_factory("zeros", np.zeros)
zeros.__doc__ = "zeros(*size, dtype=None, requires_grad=False): a tensor filled with 0."
ones = _empty_like_factory("ones", np.ones)
ones.__doc__ = "ones(*size, dtype=None, requires_grad=False): a tensor filled with 1."
empty = _empty_like_factory("empty", np.empty)
empty.__doc__ = "empty(*size, dtype=None, requires_grad=False): a tensor of uninitialised memory."


def _number_arg(name, argument, position, value):
    """A Number argument (bool, int, float, a NumPy scalar or a one-element tensor) as a Python number."""
    if isinstance(value, Tensor) and value._data.size == 1:
        value = value._data.item()
    elif isinstance(value, (np.generic, np.ndarray)) and np.size(value) == 1 and not isinstance(value, np.str_):
        value = np.asarray(value).item()
    if isinstance(value, numbers.Complex) and not isinstance(value, numbers.Real):
        raise _complex_error(value)
    if not isinstance(value, numbers.Real):
        raise TypeError(f"{name}(): argument '{argument}' (position {position}) must be Number, not "
                        f"{_type_name(value)}")
    return value


def _fits(value, np_dtype) -> bool:
    """Whether a Python number can be stored in np_dtype without overflow (nan/inf only in floats)."""
    if np_dtype.kind in "iu":
        if isinstance(value, float) and not math.isfinite(value):
            return False
        info = np.iinfo(np_dtype)
        return info.min <= int(value) <= info.max
    return True


def full(size, fill_value, dtype=None, device=None, requires_grad=False):
    """A tensor of shape `size` (a tuple of ints) filled with fill_value."""
    _check_device(device)
    if not isinstance(size, (list, tuple)):
        raise TypeError(f"full(): argument 'size' (position 1) must be tuple of ints, not {_type_name(size)} "
                        f"(write full(({size!r},), value) for one dimension)")
    shape = _shape("full", (size,))
    fill_value = _number_arg("full", "fill_value", 2, fill_value)
    if dtype is None:
        if isinstance(fill_value, bool):
            np_dtype = _BOOL
        elif isinstance(fill_value, numbers.Integral):
            if not _fits(fill_value, _INT64):
                raise OverflowError(f"int too big to convert: full()'s fill_value {fill_value} does not fit in int64; "
                                    f"pass it as a float or give dtype=specgrad.float64")
            np_dtype = _INT64
        else:
            np_dtype = dtypes.get_default_dtype().numpy
    else:
        np_dtype = dtypes.numpy_dtype(dtype)
    if not _fits(fill_value, np_dtype):
        raise RuntimeError(f"value cannot be converted to type {dtypes.from_numpy_dtype(np_dtype).name} without overflow "
                           f"(full()'s fill_value is {fill_value})")
    return _finish(_allocate(lambda s, d: np.full(s, fill_value, d), shape, np_dtype), None, requires_grad)


def _random_dtype(name, dtype):
    np_dtype = _default(dtype)
    if np_dtype.kind != "f":
        raise NotImplementedError(f"{name}() is not implemented for {dtypes.from_numpy_dtype(np_dtype)}: it draws "
                                  f"floating point values; use randint(low, high, size) for random integers")
    return np_dtype


def rand(*args, size=None, dtype=None, device=None, requires_grad=False):
    """Uniform on [0, 1)."""
    _check_device(device)
    np_dtype = _random_dtype("rand", dtype)
    shape = _sizes("rand", args, size)
    return _finish(_generator[0].random(shape).astype(np_dtype), None, requires_grad)


def randn(*args, size=None, dtype=None, device=None, requires_grad=False):
    """Standard normal."""
    _check_device(device)
    np_dtype = _random_dtype("randn", dtype)
    shape = _sizes("randn", args, size)
    return _finish(_generator[0].standard_normal(shape).astype(np_dtype), None, requires_grad)


def randint(low=0, high=None, size=None, dtype=None, device=None, requires_grad=False):
    """Integers uniform on [low, high): randint(high, size) or randint(low, high, size), as PyTorch."""
    _check_device(device)
    if size is None and isinstance(high, (list, tuple)):  # randint(high, size)
        low, high, size = 0, low, high
    if high is None or size is None:
        raise TypeError("randint() received an invalid combination of arguments: expected randint(high, size) or "
                        "randint(low, high, size), with size a tuple of ints, e.g. randint(0, 10, (3,))")
    low = _int_arg("randint", "low", 1, low)
    high = _int_arg("randint", "high", 2, high)
    if not isinstance(size, (list, tuple)):
        raise TypeError(f"randint(): argument 'size' must be tuple of ints, not {_type_name(size)} "
                        f"(write randint(low, high, ({size!r},)) for one dimension)")
    shape = _shape("randint", (size,))
    for value in (low, high):
        if not _fits(value, _INT64):
            raise ValueError(f"Overflow when unpacking long long: randint() bound {value} does not fit in int64")
    if low >= high:
        raise RuntimeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}: randint "
                           f"draws from [low, high), so high must be greater than low")
    np_dtype = _INT64 if dtype is None else dtypes.numpy_dtype(dtype)
    for value in (low, high - 1):
        if not _fits(value, np_dtype) or (np_dtype.kind == "b" and value not in (0, 1)):
            raise RuntimeError(f"{'from' if value == low else 'to - 1'} is out of bounds for "
                               f"{dtypes.from_numpy_dtype(np_dtype).name}: randint({low}, {high}) draws values it cannot "
                               f"hold")
    return _finish(_generator[0].integers(low, high, size=shape), np_dtype, requires_grad)


def arange(start, end=None, step=1, dtype=None, device=None, requires_grad=False):
    """Values from start (default 0) up to, not including, end, `step` apart."""
    _check_device(device)
    if end is None:
        start, end = 0, _number_arg("arange", "end", 1, start)
    else:
        start = _number_arg("arange", "start", 1, start)
        end = _number_arg("arange", "end", 2, end)
    step = _number_arg("arange", "step", 3, step)
    if not all(math.isfinite(v) for v in (start, end)):
        raise RuntimeError(f"unsupported range: {start} -> {end}")
    if step == 0 or not math.isfinite(step):
        raise RuntimeError(f"step must be nonzero (got step={step})")
    if (step > 0 and end < start) or (step < 0 and end > start):
        raise RuntimeError(f"upper bound and lower bound inconsistent with step sign: arange({start}, {end}, {step}) "
                           f"would go the wrong way; use a {'negative' if step > 0 else 'positive'} step or swap "
                           f"start and end")
    integral = all(isinstance(v, numbers.Integral) for v in (start, end, step))
    if dtype is None:
        np_dtype = _INT64 if integral else dtypes.get_default_dtype().numpy
    else:
        np_dtype = dtypes.numpy_dtype(dtype)
    if integral:
        data = np.arange(start, end, step, dtype=np.int64)
    elif np_dtype.kind in "iub":
        # as PyTorch: the length from the exact bounds, the values from start and step cast to the dtype
        length = math.ceil((end - start) / step)
        first, stride = int(start), int(step)
        if stride == 0:
            raise RuntimeError(f"step must be nonzero (step={step} is 0 as {dtypes.from_numpy_dtype(np_dtype).name})")
        data = first + stride * np.arange(length, dtype=np.int64)
    else:
        # as PyTorch: start + i * step in double, then cast (NumPy's arange adds a rounded delta instead)
        data = start + step * np.arange(math.ceil((end - start) / step), dtype=np.float64)
    return _finish(data.astype(np_dtype, copy=False), None, requires_grad)


def linspace(start, end, steps, dtype=None, device=None, requires_grad=False):
    """`steps` values evenly spaced from start to end, both included."""
    _check_device(device)
    start = _number_arg("linspace", "start", 1, start)
    end = _number_arg("linspace", "end", 2, end)
    steps = _int_arg("linspace", "steps", 3, steps)
    if steps < 0:
        raise RuntimeError(f"number of steps must be non-negative (got {steps})")
    return _finish(np.linspace(start, end, steps, dtype=_default(dtype)), None, requires_grad)


def eye(n, m=None, dtype=None, device=None, requires_grad=False):
    """The n x m (default n x n) identity matrix."""
    _check_device(device)
    n = _int_arg("eye", "n", 1, n)
    m = n if m is None else _int_arg("eye", "m", 2, m)
    for name, value in (("n", n), ("m", m)):
        if value < 0:
            raise RuntimeError(f"{name} must be greater or equal to 0, got {value}")
    return _finish(_allocate(lambda s, d: np.eye(*s, dtype=d), (n, m), _default(dtype)), None, requires_grad)


def _like_input(name, input):
    if not isinstance(input, Tensor):
        raise TypeError(f"{name}(): argument 'input' (position 1) must be Tensor, not {_type_name(input)}")
    return input


def _like(factory, name, t, dtype, requires_grad, device):
    t = _like_input(name, t)
    return factory(t._data.shape, dtype=t.dtype if dtype is None else dtype, device=device,
                   requires_grad=requires_grad)


def zeros_like(input, dtype=None, device=None, requires_grad=False):
    return _like(zeros, "zeros_like", input, dtype, requires_grad, device)


def ones_like(input, dtype=None, device=None, requires_grad=False):
    return _like(ones, "ones_like", input, dtype, requires_grad, device)


def empty_like(input, dtype=None, device=None, requires_grad=False):
    return _like(empty, "empty_like", input, dtype, requires_grad, device)


def full_like(input, fill_value, dtype=None, device=None, requires_grad=False):
    input = _like_input("full_like", input)
    return full(input._data.shape, fill_value, dtype=input.dtype if dtype is None else dtype, device=device,
                requires_grad=requires_grad)


def rand_like(input, dtype=None, device=None, requires_grad=False):
    return _like(rand, "rand_like", input, dtype, requires_grad, device)


def randn_like(input, dtype=None, device=None, requires_grad=False):
    return _like(randn, "randn_like", input, dtype, requires_grad, device)


def _legacy_constructor(dtype):
    def constructor(*args):
        """Legacy typed constructor: a sequence of data, or sizes for an uninitialised tensor."""
        if not args:
            return empty(0, dtype=dtype)
        if len(args) == 1 and not _is_index(args[0]) and not isinstance(args[0], Size):
            data = args[0]
            if not (_is_sequence(data) or isinstance(data, (Tensor, np.ndarray))):
                raise TypeError(f"new(): data must be a sequence (got {_type_name(data)})")
            return tensor(data, dtype=dtype)
        return empty(*args, dtype=dtype)
    return constructor


FloatTensor = _legacy_constructor(dtypes.float32)
DoubleTensor = _legacy_constructor(dtypes.float64)
LongTensor = _legacy_constructor(dtypes.int64)
BoolTensor = _legacy_constructor(dtypes.bool_)
