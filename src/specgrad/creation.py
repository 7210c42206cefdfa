"""Tensor factories: tensor, from_numpy, zeros, ones, full, empty, rand, randn, arange, linspace, eye,
the *_like versions, FloatTensor/DoubleTensor/LongTensor/BoolTensor; and the sampling functions
(rand, randn, randint, randperm, normal, bernoulli, multinomial, Tensor.uniform_ ...), which draw from
a specgrad.Generator (specgrad/random.py).

Arguments are checked as PyTorch checks them, with PyTorch's exception classes and wording (sizes
are tuples of non-negative ints, `tensor` takes rectangular nested sequences of numbers), so a bad
call says what was wrong instead of surfacing NumPy's error or returning a wrong tensor.
"""
import builtins
import functools
import math
import numbers
import operator

import inspect

import numpy as np

from specgrad import devices, dtypes
from specgrad.random import generator_or_default, manual_seed  # noqa: F401  (manual_seed: kept importable here)
from specgrad.tensor import Size, Tensor

_MAX_DIMS = 64  # PyTorch's limit on a tensor's number of dimensions


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
    """Where a new tensor goes: the device given, else the default device (a CUDA one is checked here)."""
    return devices.target(device)


def _on_device(factory):
    """`factory` with its device= argument: the factory builds on the CPU, with its own checks, and the new
    tensor's array moves to the device (one copy). Without generator=, a sampling factory draws from the
    device's default generator."""
    parameters = inspect.signature(factory).parameters
    names = list(parameters)
    position = names.index("device")
    if any(p.kind is not p.POSITIONAL_OR_KEYWORD for p in list(parameters.values())[:position + 1]):
        position = None  # keyword-only
    samples = "generator" in parameters

    @functools.wraps(factory)
    def placed(*args, **kwargs):
        if position is not None and len(args) > position:
            place, args = args[position], args[:position] + (None,) + args[position + 1:]
        else:
            place = kwargs.pop("device", None)
        place = devices.target(place)
        if place is devices.CPU:
            return factory(*args, **kwargs)
        if samples and kwargs.get("generator") is None:
            kwargs["generator"] = generator_or_default(None, place)
        t = factory(*args, **kwargs)
        t._data = devices.move(t._data, place)  # a new tensor, still a leaf: nothing else holds its array
        return t
    return placed


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
    """A new tensor holding a copy of `data` (nested lists, numbers, a NumPy or CuPy array, or a Tensor):
    on `device`, else on data's device when data is a tensor or an array, else on the default device."""
    source = data._data if isinstance(data, Tensor) else data if type(data) in devices.ARRAY_TYPES else None
    place = _check_device(device) if device is not None or source is None else devices.of_array(source)
    if source is not None:
        if source.dtype.kind == "c":
            raise _complex_error(complex(source.reshape(-1)[0]) if source.size else 1j)
        dtypes.from_numpy_dtype(source.dtype)  # refuses dtypes specgrad has no name for
        array = source.copy() if devices.of_array(source) == place else devices.move(source, place)
    else:
        array = devices.move(_from_data(data, dtype), place)
    return _finish(array, dtype, requires_grad)


def as_tensor(data, dtype=None, device=None):
    """data as a tensor, sharing its memory where dtype and device allow (a Tensor, a NumPy array)."""
    place = None if device is None else _check_device(device)
    if isinstance(data, Tensor):
        if place is not None and devices.of_array(data._data) != place:
            data = data.to(place)
        return data if dtype is None or dtypes.numpy_dtype(dtype) == data._data.dtype else data.to(dtype)
    if type(data) in devices.ARRAY_TYPES:
        if data.dtype.kind == "c":
            raise _complex_error(complex(data.reshape(-1)[0]) if data.size else 1j)
        dtypes.from_numpy_dtype(data.dtype)  # refuses dtypes specgrad has no name for
        return _finish(data if place is None else devices.move(data, place), dtype, False)
    return tensor(data, dtype=dtype, device=device)


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
    @_on_device
    def factory(*args, size=None, dtype=None, device=None, requires_grad=False):
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


@_on_device
def full(size, fill_value, dtype=None, device=None, requires_grad=False):
    """A tensor of shape `size` (a tuple of ints) filled with fill_value."""
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


def _uniform_array(rng, shape, np_dtype):
    """Uniform on [0, 1) in np_dtype (NumPy draws float32 and float64 directly)."""
    if np_dtype == np.float64 or np_dtype == np.float32:
        return rng.random(shape, dtype=np_dtype)
    return rng.random(shape, dtype=np.float32).astype(np_dtype)


def _normal_array(rng, shape, np_dtype):
    """Standard normal in np_dtype."""
    if np_dtype == np.float64 or np_dtype == np.float32:
        return rng.standard_normal(shape, dtype=np_dtype)
    return rng.standard_normal(shape, dtype=np.float32).astype(np_dtype)


@_on_device
def rand(*args, size=None, generator=None, dtype=None, device=None, requires_grad=False):
    """Uniform on [0, 1)."""
    rng = generator_or_default(generator).numpy_generator()
    np_dtype = _random_dtype("rand", dtype)
    shape = _sizes("rand", args, size)
    return _finish(_uniform_array(rng, shape, np_dtype), None, requires_grad)


@_on_device
def randn(*args, size=None, generator=None, dtype=None, device=None, requires_grad=False):
    """Standard normal."""
    rng = generator_or_default(generator).numpy_generator()
    np_dtype = _random_dtype("randn", dtype)
    shape = _sizes("randn", args, size)
    return _finish(_normal_array(rng, shape, np_dtype), None, requires_grad)


@_on_device
def randint(low=0, high=None, size=None, *, generator=None, dtype=None, device=None, requires_grad=False):
    """Integers uniform on [low, high): randint(high, size) or randint(low, high, size), as PyTorch."""
    rng = generator_or_default(generator).numpy_generator()
    if size is None and isinstance(high, (list, tuple)):  # randint(high, size)
        low, high, size = 0, low, high
    elif high is None and size is not None:  # randint(high, size=size)
        low, high = 0, low
    if size is None and high is not None and not isinstance(high, (list, tuple)) and _is_index(high):
        raise TypeError(f"randint(): argument 'size' (position 2) must be tuple of ints, not {_type_name(high)} "
                        f"(randint({low}, {high}) has no size: write randint({low}, {high}, (n,)))")
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
    return _finish(rng.integers(low, high, size=shape), np_dtype, requires_grad)


@_on_device
def arange(start, end=None, step=1, dtype=None, device=None, requires_grad=False):
    """Values from start (default 0) up to, not including, end, `step` apart."""
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


@_on_device
def linspace(start, end, steps, dtype=None, device=None, requires_grad=False):
    """`steps` values evenly spaced from start to end, both included."""
    start = _number_arg("linspace", "start", 1, start)
    end = _number_arg("linspace", "end", 2, end)
    steps = _int_arg("linspace", "steps", 3, steps)
    if steps < 0:
        raise RuntimeError(f"number of steps must be non-negative (got {steps})")
    np_dtype = _default(dtype)
    if np_dtype.kind in "iub":
        return _finish(_integer_linspace(start, end, steps, np_dtype), None, requires_grad)
    return _finish(np.linspace(start, end, steps, dtype=np_dtype), None, requires_grad)


@_on_device
def eye(n, m=None, dtype=None, device=None, requires_grad=False):
    """The n x m (default n x n) identity matrix."""
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
    return factory(tuple(t.shape), dtype=t.dtype if dtype is None else dtype,  # (an example's shape under vmap)
                   device=t.device if device is None else device, requires_grad=requires_grad)


def zeros_like(input, dtype=None, device=None, requires_grad=False):
    return _like(zeros, "zeros_like", input, dtype, requires_grad, device)


def ones_like(input, dtype=None, device=None, requires_grad=False):
    return _like(ones, "ones_like", input, dtype, requires_grad, device)


def empty_like(input, dtype=None, device=None, requires_grad=False):
    return _like(empty, "empty_like", input, dtype, requires_grad, device)


def full_like(input, fill_value, dtype=None, device=None, requires_grad=False):
    input = _like_input("full_like", input)
    return full(input._data.shape, fill_value, dtype=input.dtype if dtype is None else dtype,
                device=devices.of_array(input._data) if device is None else device, requires_grad=requires_grad)


def rand_like(input, *, generator=None, dtype=None, device=None, requires_grad=False):
    return _like(functools.partial(rand, generator=generator), "rand_like", input, dtype, requires_grad, device)


def randn_like(input, *, generator=None, dtype=None, device=None, requires_grad=False):
    return _like(functools.partial(randn, generator=generator), "randn_like", input, dtype, requires_grad, device)


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


# ------------------------------------------------------------------ sampling (drawing from a specgrad.Generator)

def _not_implemented(kernel, np_dtype) -> NotImplementedError:
    return NotImplementedError(f'"{kernel}" not implemented for \'{dtypes.scalar_type_name(np_dtype)}\'')


@_on_device
def randperm(n, *, generator=None, dtype=None, device=None, requires_grad=False):
    """A random permutation of 0 .. n-1 (int64 unless dtype= says otherwise)."""
    rng = generator_or_default(generator).numpy_generator()
    n = _int_arg("randperm", "n", 1, n)
    if n < 0:
        raise RuntimeError(f"Trying to create tensor with negative dimension {n}: [{n}]")
    np_dtype = _INT64 if dtype is None else dtypes.numpy_dtype(dtype)
    if np_dtype.kind == "b":
        raise _not_implemented("randperm", np_dtype)
    if n > 0 and not _fits(n - 1, np_dtype):
        raise RuntimeError(f"value cannot be converted to type {dtypes.from_numpy_dtype(np_dtype).name} without "
                           f"overflow: randperm({n}) holds {n - 1}")
    return _finish(rng.permutation(n).astype(np_dtype), None, requires_grad)


def randint_like(input, low=0, high=None, *, generator=None, dtype=None, device=None, requires_grad=False):
    """randint(low, high, input.shape) with input's dtype: randint_like(x, high) or randint_like(x, low, high)."""
    input = _like_input("randint_like", input)
    if high is None:
        low, high = 0, low
    return randint(low, high, input._data.shape, generator=generator, dtype=input.dtype if dtype is None else dtype,
                   device=device, requires_grad=requires_grad)


def _zero_gradient_function(name):
    """The autograd Function of a sample whose gradient to its parameters is zero (normal, bernoulli), as
    PyTorch's NormalBackward and BernoulliBackward: the output requires grad, the gradient is zeros."""
    from specgrad.autograd.function import Function

    def forward(ctx, sample, *parameters):
        ctx.shapes = [p._data.shape if isinstance(p, Tensor) else None for p in parameters]
        return sample

    def backward(ctx, grad):
        return (None,) + tuple(None if shape is None else zeros(shape, dtype=grad.dtype) for shape in ctx.shapes)
    return type(name, (Function,), {"forward": staticmethod(forward), "backward": staticmethod(backward),
                                    "__module__": __name__})


_SAMPLE_FUNCTIONS = {}


def _sample_output(name, array, *parameters):
    """`array` as the output of a sampling op whose tensor parameters may require grad (zero gradient);
    its grad_fn is a <name>Backward node."""
    if not any(isinstance(p, Tensor) and p._requires_grad for p in parameters):
        return Tensor._wrap(array)
    if name not in _SAMPLE_FUNCTIONS:
        _SAMPLE_FUNCTIONS[name] = _zero_gradient_function(name)
    return _SAMPLE_FUNCTIONS[name].apply(Tensor._wrap(array), *parameters)


def _float_tensor_arg(name, argument, value, kernel):
    if not isinstance(value, Tensor):
        raise TypeError(f"{name}(): argument '{argument}' must be Tensor, not {_type_name(value)}")
    if value._data.dtype.kind != "f":
        raise _not_implemented(kernel, value._data.dtype)
    return value


def _broadcast_shapes(name, *tensors):
    try:
        return np.broadcast_shapes(*(t._data.shape for t in tensors))
    except ValueError as error:
        from specgrad.dispatch import shape_error
        raise shape_error(name, error, *tensors) from None


def normal(mean, std=1.0, size=None, *, generator=None, dtype=None, device=None, requires_grad=False):
    """Samples from normal distributions, as torch.normal's overloads:

    normal(mean: Tensor, std: Tensor | float = 1.0)   one sample per element (shapes broadcast)
    normal(mean: float, std: Tensor)
    normal(mean: float, std: float, size, dtype=None, requires_grad=False)

    With tensor parameters that require grad, the output requires grad and their gradient is zero, as in
    PyTorch (the sample is not reparametrized: write mean + std * randn_like(mean) for that).
    """
    mean_is_tensor, std_is_tensor = isinstance(mean, Tensor), isinstance(std, Tensor)
    if not (mean_is_tensor or std_is_tensor):
        if size is None:
            raise TypeError("normal() received an invalid combination of arguments: normal(float mean, float std) "
                            "needs a size, e.g. normal(0.0, 1.0, (2, 3)), or a tensor mean or std")
        place = _check_device(device)
        rng = generator_or_default(generator, place).numpy_generator()
        mean = _number_arg("normal", "mean", 1, mean)
        std = _number_arg("normal", "std", 2, std)
        if std < 0:
            raise RuntimeError(f"normal expects std >= 0.0, but found std {std}")
        np_dtype = _default(dtype)
        if np_dtype.kind != "f":
            raise _not_implemented("normal_kernel_cpu", np_dtype)
        shape = _shape("normal", (size,) if isinstance(size, (list, tuple)) else (size,))
        sample = _normal_array(rng, shape, np_dtype)
        sample = (sample * np_dtype.type(std) + np_dtype.type(mean)).astype(np_dtype, copy=False)
        return _finish(devices.move(sample, place), None, requires_grad)
    if size is not None or dtype is not None or requires_grad:
        raise TypeError("normal() received an invalid combination of arguments: size=, dtype= and requires_grad= "
                        "go with normal(float mean, float std, size) only; with a tensor mean or std the shape is "
                        "theirs")
    tensors = []
    if mean_is_tensor:
        tensors.append(_float_tensor_arg("normal", "mean", mean, "normal_kernel_cpu"))
    else:
        mean = _number_arg("normal", "mean", 1, mean)
    if std_is_tensor:
        tensors.append(_float_tensor_arg("normal", "std", std, "normal_kernel_cpu"))
        if np.any(std._data < 0):
            raise RuntimeError("normal expects all elements of std >= 0.0")
    else:
        std = _number_arg("normal", "std", 2, std)
        if std < 0:
            raise RuntimeError(f"normal expects std >= 0.0, but found std {std}")
    shape = _broadcast_shapes("normal", *tensors)
    np_dtype = np.result_type(*(t._data.dtype for t in tensors))
    mean_values = mean._data if mean_is_tensor else np_dtype.type(mean)
    std_values = std._data if std_is_tensor else np_dtype.type(std)
    place = devices.of_array(tensors[0]._data)  # the tensors' device (the ops below refuse a mix)
    rng = generator_or_default(generator, place).numpy_generator()
    draws = devices.move(_normal_array(rng, shape, np_dtype), place)
    sample = (draws * std_values + mean_values).astype(np_dtype, copy=False)
    return _sample_output("Normal", sample, mean, std)


def _check_probability(name, p):
    if not (0 <= p <= 1):
        raise RuntimeError(f"{name} expects p to be in [0, 1], but got p={p}")


def bernoulli(input, p=None, *, generator=None):
    """0/1 samples, 1 with probability input (elementwise), or with probability p for every element."""
    rng = generator_or_default(generator).numpy_generator()
    if not isinstance(input, Tensor):
        raise TypeError(f"bernoulli(): argument 'input' (position 1) must be Tensor, not {_type_name(input)}")
    data = input._data
    if p is None:
        _float_tensor_arg("bernoulli", "input", input, "bernoulli_tensor_cpu_p_")
        if np.any(~((data >= 0) & (data <= 1))):
            raise RuntimeError("Expected p_in >= 0 && p_in <= 1 to be true, but got false: every element of the "
                               "input of bernoulli() is a probability, in [0, 1]")
        sample = _uniform_array(rng, data.shape, data.dtype) < data
    else:
        p = _number_arg("bernoulli", "p", 2, p)
        _check_probability("bernoulli_", p)
        sample = rng.random(data.shape) < p
    return _sample_output("Bernoulli", sample.astype(data.dtype), input)


def multinomial(input, num_samples, replacement=False, *, generator=None):
    """Indices drawn from the categories of each row of input (weights, not necessarily normalised): int64
    of shape (num_samples,) or (rows, num_samples). Without replacement each category comes at most once."""
    rng = generator_or_default(generator).numpy_generator()
    if not isinstance(input, Tensor):
        raise TypeError(f"multinomial(): argument 'input' (position 1) must be Tensor, not {_type_name(input)}")
    num_samples = _int_arg("multinomial", "num_samples", 2, num_samples)
    data = input._data
    if data.ndim not in (1, 2):
        raise RuntimeError(f"prob_dist must be 1 or 2 dim (got {data.ndim} dims)")
    if data.dtype.kind != "f":
        raise RuntimeError(f"multinomial only supports floating-point dtypes for input, got: "
                           f"{dtypes.scalar_type_name(data.dtype)}")
    if num_samples <= 0:
        raise RuntimeError("cannot sample n_sample <= 0 samples")
    categories = data.shape[-1]
    if not replacement and num_samples > categories:
        raise RuntimeError(f"cannot sample n_sample > prob_dist.size(-1) samples without replacement "
                           f"(n_sample={num_samples}, {categories} categories)")
    weights = data.reshape(-1, categories).astype(np.float64)
    if not np.all(np.isfinite(weights) & (weights >= 0)):
        raise RuntimeError("probability tensor contains either `inf`, `nan` or element < 0")
    totals = weights.sum(axis=1)
    if weights.shape[0] and (np.any(totals <= 0) or categories == 0):
        raise RuntimeError("invalid multinomial distribution (sum of probabilities <= 0)")
    rows = weights.shape[0]
    if replacement:
        # inverse CDF: one searchsorted over all rows, each row's CDF shifted by its row number
        cdf = np.cumsum(weights, axis=1) / totals[:, None]
        offsets = np.arange(rows, dtype=np.float64)[:, None]
        u = rng.random((rows, num_samples))
        flat = np.searchsorted((cdf + offsets).ravel(), (u + offsets).ravel(), side="right")
        picked = flat.reshape(rows, num_samples) - (np.arange(rows) * categories)[:, None]
        # rounding may leave u above a row's last CDF value: that sample goes to the row's last possible category
        last = categories - 1 - np.argmax(weights[:, ::-1] > 0, axis=1)
        picked = np.minimum(picked, last[:, None])
    else:
        # exponential races (as PyTorch): category i wins at time E_i / w_i; the first num_samples arrivals
        with np.errstate(divide="ignore"):
            keys = rng.standard_exponential(weights.shape) / weights
        picked = np.argsort(keys, axis=1, kind="stable")[:, :num_samples]
    result = picked.astype(np.int64)
    return Tensor._wrap(result.reshape(num_samples) if data.ndim == 1 else result)


# ------------------------------------------------------------------ in-place sampling methods (Tensor.uniform_ ...)

def _write_sample(tensor, array):
    """Write `array` into tensor: in a graph, as PyTorch's in-place samplers, the old values get a zero
    gradient (where(True, sample, old) keeps the values exact, also where old held inf or nan)."""
    from specgrad.generated import ops as _ops
    from specgrad.grad_mode import is_grad_enabled
    from specgrad import inplace
    if is_grad_enabled() and tensor._requires_grad:
        everywhere = Tensor._wrap(np.ones(tensor._data.shape, dtype=np.bool_))
        sample = Tensor._wrap(array)
        return inplace.inplace(tensor, lambda t: _ops.where(everywhere, sample, t))
    inplace.check_inplace(tensor, False)
    np.copyto(tensor._data, array, casting="unsafe")
    tensor._bump_version()
    return tensor


def _float_target(tensor, kernel):
    if tensor._data.dtype.kind != "f":
        raise _not_implemented(kernel, tensor._data.dtype)
    return tensor._data.dtype


def uniform_(self, a=0.0, b=1.0, *, generator=None):
    """Fill with samples uniform on [a, b)."""
    rng = generator_or_default(generator).numpy_generator()
    np_dtype = _float_target(self, "check_uniform_bounds")
    a = _number_arg("uniform_", "from", 1, a)
    b = _number_arg("uniform_", "to", 2, b)
    if a > b:
        raise RuntimeError(f"uniform_ expects to return a [from, to) range, but found from={a} > to={b}")
    sample = _uniform_array(rng, self._data.shape, np.dtype(np.float64)) * (b - a) + a
    return _write_sample(self, sample.astype(np_dtype))


def normal_(self, mean=0.0, std=1.0, *, generator=None):
    """Fill with samples from the normal distribution N(mean, std**2)."""
    rng = generator_or_default(generator).numpy_generator()
    np_dtype = _float_target(self, "normal_kernel_cpu")
    mean = _number_arg("normal_", "mean", 1, mean)
    std = _number_arg("normal_", "std", 2, std)
    if std < 0:
        raise RuntimeError(f"normal expects std >= 0.0, but found std {std}")
    sample = _normal_array(rng, self._data.shape, np_dtype) * np_dtype.type(std) + np_dtype.type(mean)
    return _write_sample(self, sample.astype(np_dtype, copy=False))


def bernoulli_(self, p=0.5, *, generator=None):
    """Fill with 0/1 samples, 1 with probability p (a number, or a tensor broadcast to self's shape)."""
    rng = generator_or_default(generator).numpy_generator()
    if isinstance(p, Tensor):
        _float_target(self, "bernoulli_tensor_cpu_self_")
        probabilities = p._data
        if np.any(~((probabilities >= 0) & (probabilities <= 1))):
            raise RuntimeError("Expected p_in >= 0 && p_in <= 1 to be true, but got false: every element of p is a "
                               "probability, in [0, 1]")
        try:
            probabilities = np.broadcast_to(probabilities, self._data.shape)
        except ValueError as error:
            from specgrad.dispatch import shape_error
            raise shape_error("bernoulli_", error, self, p) from None
        sample = rng.random(self._data.shape) < probabilities
    else:
        p = _number_arg("bernoulli_", "p", 1, p)
        _check_probability("bernoulli_", p)
        sample = rng.random(self._data.shape) < p
    return _write_sample(self, sample.astype(self._data.dtype))


def _random_bounds(np_dtype):
    """random_()'s default range [0, to): every value of an integer dtype from 0 up, or for a float dtype
    the integers it holds exactly (up to 2 ** mantissa bits), as PyTorch."""
    if np_dtype.kind == "b":
        return 2
    if np_dtype.kind in "iu":
        return int(np.iinfo(np_dtype).max) + 1
    return 2 ** (np.finfo(np_dtype).nmant + 1) + 1


def random_(self, a=None, b=None, *, generator=None):
    """Fill with integers uniform on [from, to): random_(), random_(to) or random_(from, to)."""
    rng = generator_or_default(generator).numpy_generator()
    np_dtype = self._data.dtype
    if a is None and b is None:
        low, high = 0, _random_bounds(np_dtype)
    elif b is None:
        low, high = 0, _int_arg("random_", "to", 1, a)
    else:
        low = _int_arg("random_", "from", 1, a)
        high = _int_arg("random_", "to", 2, b)
    if low >= high:
        raise RuntimeError(f"random_ expects 'from' to be less than 'to', but got from={low} >= to={high}")
    if np_dtype.kind in "iub":
        for name, value in (("from", low), ("to - 1", high - 1)):
            if not _fits(value, np_dtype) or (np_dtype.kind == "b" and value not in (0, 1)):
                raise RuntimeError(f"{name} is out of bounds for {dtypes.from_numpy_dtype(np_dtype).name}")
    sample = rng.integers(low, high, size=self._data.shape, dtype=np.int64 if high <= 2 ** 63 else np.uint64)
    return _write_sample(self, sample.astype(np_dtype))


def exponential_(self, lambd=1.0, *, generator=None):
    """Fill with samples from the exponential distribution of rate lambd."""
    rng = generator_or_default(generator).numpy_generator()
    if self._data.dtype.kind != "f":
        raise RuntimeError(f"Exponential distribution is a continuous probability distribution. dtype must be a "
                           f"floating point but you specified {dtypes.scalar_type_name(self._data.dtype)}")
    lambd = _number_arg("exponential_", "lambd", 1, lambd)
    if not lambd > 0:
        raise RuntimeError(f"exponential_ expects lambda > 0.0, but found lambda={lambd}")
    sample = rng.standard_exponential(self._data.shape) / lambd
    return _write_sample(self, sample.astype(self._data.dtype))


def geometric_(self, p, *, generator=None):
    """Fill with samples of the geometric distribution: the number of trials up to the first success (>= 1)."""
    rng = generator_or_default(generator).numpy_generator()
    p = _number_arg("geometric_", "p", 1, p)
    if not 0 < p < 1:
        raise RuntimeError(f"geometric_ expects p to be in (0, 1), but got p={p}")
    return _write_sample(self, rng.geometric(p, size=self._data.shape).astype(self._data.dtype))


TENSOR_METHODS = {f.__name__: f for f in (uniform_, normal_, bernoulli_, random_, exponential_, geometric_)}
TENSOR_METHODS.update(bernoulli=bernoulli, multinomial=multinomial)
"""The sampling methods specgrad/__init__.py attaches to Tensor."""


# ------------------------------------------------------------------ linspace with an integer dtype

def _integer_scalar(value, np_dtype) -> int:
    """A linspace bound converted to an integer dtype as PyTorch's Scalar.to<T>(): a float truncates toward 0
    and must fit; an int must fit, except that uint8 takes ints down to -255 and wraps them (two's complement)."""
    info = np.iinfo(np_dtype)
    name = dtypes.from_numpy_dtype(np_dtype).name
    if isinstance(value, numbers.Integral):
        value = int(value)
        fits = info.min <= value <= info.max or (np_dtype == np.uint8 and -info.max <= value < 0)
    else:
        fits = math.isfinite(value) and info.min <= value <= info.max
    if not fits:
        raise RuntimeError(f"value cannot be converted to type {name} without overflow (linspace bound {value})")
    return int(value) % (info.max + 1) if np_dtype == np.uint8 else int(value)


def _integer_linspace(start, end, steps, np_dtype):
    """PyTorch's linspace for an integer dtype: the bounds converted to the dtype, a step in double, the first
    half counted up from start and the second half down from end, each value truncated toward zero."""
    if np_dtype.kind == "b":
        if steps > 1:  # no kernel for bool; 0 or 1 steps need none
            raise _not_implemented("linspace_cpu", np_dtype)
        return np.array([bool(start)] * steps, dtype=np_dtype)
    if steps <= 1:  # as PyTorch: nothing converted for 0 steps, only start for 1
        return np.array([_integer_scalar(start, np_dtype)] if steps else [], dtype=np_dtype)
    first, last = _integer_scalar(start, np_dtype), _integer_scalar(end, np_dtype)
    step = (float(last) - float(first)) / (steps - 1)
    i = np.arange(steps, dtype=np.float64)
    values = np.where(i < steps // 2, first + step * i, last - step * (steps - i - 1))
    return np.trunc(values).astype(np.int64).astype(np_dtype)


@_on_device
def logspace(start, end, steps, base=10.0, dtype=None, device=None, requires_grad=False):
    """`steps` values base ** e, e evenly spaced from start to end (both included), as PyTorch's: the exponents
    counted up from start for the first half and down from end for the second, in double, then the powers in
    the dtype (integer dtypes truncate the double powers)."""
    start = _number_arg("logspace", "start", 1, start)
    end = _number_arg("logspace", "end", 2, end)
    steps = _int_arg("logspace", "steps", 3, steps)
    base = _number_arg("logspace", "base", 4, base)
    if steps < 0:
        raise RuntimeError(f"number of steps must be non-negative (got {steps})")
    np_dtype = _default(dtype)
    index = np.arange(steps, dtype=np.float64)
    step = (end - start) / (steps - 1) if steps > 1 else 0.0
    exponents = np.where(index < steps // 2, start + step * index, end - step * (steps - 1 - index))
    if steps == 1:
        exponents = np.array([start], np.float64)
    if np_dtype.kind == "f":
        data = np.power(np_dtype.type(base), exponents.astype(np_dtype))
    else:
        with np.errstate(all="ignore"):
            data = np.trunc(np.power(np.float64(base), exponents))
    return _finish(data.astype(np_dtype, copy=False), None, requires_grad)


@_on_device
def range_(start, end, step=1, dtype=None, device=None, requires_grad=False):
    """torch.range (deprecated): start, start + step, ... up to and including end, in the default float dtype
    unless dtype says otherwise (ints too), with PyTorch's deprecation warning."""
    import warnings
    warnings.warn("torch.range is deprecated and will be removed in a future release because its behavior is "
                  "inconsistent with Python's range builtin. Instead, use torch.arange, which produces values in "
                  "[start, end).", UserWarning, stacklevel=2)
    start = _number_arg("range", "start", 1, start)
    end = _number_arg("range", "end", 2, end)
    step = _number_arg("range", "step", 3, step)
    if step == 0 or not math.isfinite(step):
        raise RuntimeError("step must be nonzero")
    if not (math.isfinite(start) and math.isfinite(end)):
        raise RuntimeError(f"unsupported range: {start} -> {end}")
    if (step > 0 and end < start) or (step < 0 and end > start):
        raise RuntimeError("upper bound and lower bound inconsistent with step sign")
    np_dtype = _default(dtype)
    count = int(math.floor((end - start) / step)) + 1
    data = start + step * np.arange(count, dtype=np.float64)
    return _finish(data.astype(np_dtype, copy=False), None, requires_grad)


# ------------------------------------------------------------------ round 5: index factories, shape and tensor queries

def _triangle_indices(name, row, col, offset, dtype, device, upper):
    from specgrad.array_helpers import tril_indices as coordinates
    row, col = _int_arg(name, "row", 1, row), _int_arg(name, "col", 2, col)
    offset = _int_arg(name, "offset", 3, offset)
    np_dtype = np.dtype(np.int64) if dtype is None else dtypes.numpy_dtype(dtype)
    if np_dtype not in (np.int64, np.int32):
        raise _not_implemented(name, np_dtype)
    for argument, n in (("row", row), ("col", col)):
        if n < 0:
            raise RuntimeError(f"{argument} must be non-negative, got{n}")
    return Tensor._wrap(coordinates(row, col, offset, upper).astype(np_dtype))


@_on_device
def tril_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    """The (2, N) coordinates of the lower triangle of a row x col matrix (offset: the diagonal it stops at),
    row by row; int64 unless dtype says int32."""
    return _triangle_indices("tril_indices", row, col, offset, dtype, device, upper=False)


@_on_device
def triu_indices(row, col, offset=0, *, dtype=None, device=None, layout=None):
    """The (2, N) coordinates of the upper triangle of a row x col matrix, row by row."""
    return _triangle_indices("triu_indices", row, col, offset, dtype, device, upper=True)


def broadcast_shapes(*shapes):
    """The shape tensors of these shapes (ints or sequences of ints) broadcast to, without making any;
    PyTorch's errors."""
    sizes = []
    for shape in shapes:
        shape = (shape,) if _is_index(shape) else shape
        if not isinstance(shape, (tuple, list)):
            raise TypeError(f"broadcast_shapes(): expected shapes as ints or sequences of ints, got "
                            f"{_type_name(shape)}")
        for i, n in enumerate(shape):
            if not _is_index(n):
                raise TypeError(f"torch.Size() takes an iterable of 'int' (item {i} is '{_type_name(n)}')")
        sizes.append(tuple(operator.index(n) for n in shape))
    result = [1] * max((len(s) for s in sizes), default=0)
    for position, shape in enumerate(sizes):
        for i in range(-1, -len(shape) - 1, -1):
            n = shape[i]
            if n < 0:
                raise ValueError("Attempting to broadcast a dimension with negative length!")
            if result[i] == 1 or n == result[i]:
                result[i] = n if result[i] == 1 else result[i]
            elif n != 1:
                raise RuntimeError(f"Attempting to broadcast a dimension of length {n} at {i}! Mismatching argument "
                                   f"at index {position} had {shape}; but expected shape should be broadcastable "
                                   f"to {result}")
    return Size(result)


def _tensor_query(name):
    def query(input, *args):
        if not isinstance(input, Tensor):
            raise TypeError(f"{name}(): argument 'input' (position 1) must be Tensor, not {_type_name(input)}")
        return getattr(input, name)(*args)
    query.__name__ = name
    query.__doc__ = f"input.{name}()"
    return query


detach, is_signed, is_complex, is_same_size, is_nonzero, get_device = (
    _tensor_query(n) for n in ("detach", "is_signed", "is_complex", "is_same_size", "is_nonzero", "get_device"))


# ------------------------------------------------------------------ is_floating_point, zero_, fill_, fill, scalar_tensor

is_floating_point, zero_, fill_ = (_tensor_query(n) for n in ("is_floating_point", "zero_", "fill_"))

# the C++ type PyTorch names in "value cannot be converted to type ... without overflow"
_OVERFLOW_TYPE_NAMES = {"uint8": "uint8_t", "int8": "int8_t", "int16": "int16_t", "int32": "int", "int64": "int64_t",
                        "float16": "c10::Half", "float32": "float", "float64": "double", "bool": "bool"}


def scalar_in(value, np_dtype):
    """A Python number (already checked to be one) as a scalar of np_dtype, with PyTorch's checks: an int
    beyond int64 is an OverflowError, a value outside an integer dtype's range (nan and inf included) or a
    finite one beyond float32's range a RuntimeError; a float becomes an integer by truncation."""
    if isinstance(value, numbers.Integral) and not -2 ** 63 <= int(value) < 2 ** 63:
        raise OverflowError("int too big to convert")
    if np_dtype.kind == "b":
        return np.bool_(bool(value))
    if not _fits(value, np_dtype) or (np_dtype == np.float32 and math.isfinite(value)
                                      and abs(value) > float(np.finfo(np.float32).max)):
        raise RuntimeError(f"value cannot be converted to type {_OVERFLOW_TYPE_NAMES[np_dtype.name]} without overflow")
    if np_dtype.kind == "f":
        with np.errstate(over="ignore"):  # float16: beyond its range is inf, as in PyTorch
            return np_dtype.type(value)
    return np_dtype.type(int(value))


@_on_device
def scalar_tensor(s, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False):
    """A 0-d tensor holding the number s, of the default float dtype unless dtype says otherwise (an int or
    a bool too, as in PyTorch: scalar_tensor(3) is tensor(3.)). A tensor is not a number here (TypeError)."""
    if isinstance(s, Tensor) or isinstance(s, (str, bytes)):
        raise TypeError(f"scalar_tensor(): argument 's' (position 1) must be Number, not {_type_name(s)}")
    s = _number_arg("scalar_tensor", "s", 1, s)
    np_dtype = dtypes.get_default_dtype().numpy if dtype is None else dtypes.numpy_dtype(dtype)
    return _finish(np.array(scalar_in(s, np_dtype), dtype=np_dtype), None, requires_grad)


def _fill_value(name, value):
    if isinstance(value, Tensor):
        if value.dim() != 0:
            raise RuntimeError(f"fill_ only supports 0-dimension value tensor but got tensor with {value.dim()} "
                               f"dimensions.")
        return value
    if isinstance(value, (str, bytes)) or not isinstance(value, (numbers.Number, np.number, np.bool_)):
        raise TypeError(f"{name}(): argument 'value' (position 2) must be Number or a 0-dimensional Tensor, not "
                        f"{_type_name(value)}")
    return _number_arg(name, "value", 2, value)


def filled(input, value):
    """A new tensor of input's shape and dtype holding `value` (a number or a 0-d tensor). In a graph, as
    PyTorch's FillBackward: input's gradient is zero, value's the sum of the output's gradient (computed as
    where(True, value, input), which keeps the values exact also where input holds inf or nan)."""
    from specgrad.grad_mode import is_grad_enabled
    np_dtype = input._data.dtype
    shape = input._data.shape
    if isinstance(value, Tensor):
        records = is_grad_enabled() and (input._requires_grad or value._requires_grad)
        if not records:
            return Tensor._wrap(np.full(shape, value._data.astype(np_dtype), dtype=np_dtype))
        value = value if value._data.dtype == np_dtype else value.to(input.dtype)
    else:
        scalar = scalar_in(value, np_dtype)
        if not (is_grad_enabled() and input._requires_grad):
            return Tensor._wrap(np.full(shape, scalar, dtype=np_dtype))
        value = Tensor._wrap(np.array(scalar, dtype=np_dtype))
    from specgrad.generated import ops as _ops
    return _ops.where(Tensor._wrap(np.ones(shape, dtype=np.bool_)), value, input)


def fill(input, value):
    """torch.fill: a new tensor like input, every element `value` (a number or a 0-d tensor), in input's
    dtype (a float value in an integer tensor is truncated). Its grad_fn is WhereBackward0 where PyTorch's
    is FillBackward0/1, with the same gradients."""
    if not isinstance(input, Tensor):
        raise TypeError(f"fill(): argument 'input' (position 1) must be Tensor, not {_type_name(input)}")
    return filled(input, _fill_value("fill", value))
