"""Tensor factories: tensor, from_numpy, zeros, ones, full, empty, rand, randn, arange, linspace, eye,
the *_like versions, FloatTensor/DoubleTensor/LongTensor/BoolTensor, and manual_seed."""
import numbers

import numpy as np

from specgrad import dtypes
from specgrad.tensor import Size, Tensor

_generator = [np.random.default_rng()]


def manual_seed(seed: int):
    """Seed the generator behind rand, randn and randint (NumPy's PCG64, so values differ from PyTorch's)."""
    _generator[0] = np.random.default_rng(seed)
    return _generator[0]


def _finish(data, dtype, requires_grad):
    if dtype is not None:
        data = data.astype(dtypes.numpy_dtype(dtype), copy=False)
    t = Tensor._wrap(data)
    if requires_grad:
        t.requires_grad = True  # validates the dtype, with PyTorch's error for integer tensors
    return t


def _infer_dtype(data) -> np.dtype:
    """PyTorch's inference for Python data: bools -> bool, ints -> int64, any float -> default float."""
    kinds = set()

    def walk(x):
        if isinstance(x, Tensor):
            kinds.add(x._data.dtype.kind)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)
        elif isinstance(x, (bool, np.bool_)):
            kinds.add("b")
        elif isinstance(x, (numbers.Integral,)):
            kinds.add("i")
        elif isinstance(x, numbers.Real):
            kinds.add("f")
        else:
            raise TypeError(f"Could not infer dtype of {type(x).__name__}")
    walk(data)
    if "f" in kinds:
        return dtypes.get_default_dtype().numpy
    if "i" in kinds or "u" in kinds:
        return np.dtype(np.int64)
    if "b" in kinds:
        return np.dtype(np.bool_)
    return dtypes.get_default_dtype().numpy  # an empty list


def tensor(data, dtype=None, device=None, requires_grad=False):
    """A new tensor holding a copy of `data` (nested lists, numbers, a NumPy array or a Tensor)."""
    if isinstance(data, Tensor):
        array = np.array(data._data, copy=True)
    elif isinstance(data, np.ndarray):
        array = np.array(data, copy=True)
    else:
        inferred = _infer_dtype(data)
        array = np.array(_unwrap(data), dtype=inferred if dtype is None else dtypes.numpy_dtype(dtype))
    return _finish(array, dtype, requires_grad)


def _unwrap(data):
    if isinstance(data, Tensor):
        return data._data
    if isinstance(data, (list, tuple)):
        return [_unwrap(x) for x in data]
    return data


def as_tensor(data, dtype=None):
    if isinstance(data, Tensor) and (dtype is None or dtypes.numpy_dtype(dtype) == data._data.dtype):
        return data
    if isinstance(data, np.ndarray):
        return _finish(data, dtype, False)
    return tensor(data, dtype=dtype)


def from_numpy(array: np.ndarray) -> Tensor:
    """A tensor sharing memory with `array`: writes to one are seen by the other."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"expected np.ndarray (got {type(array).__name__})")
    dtypes.from_numpy_dtype(array.dtype)  # refuses dtypes specgrad has no name for
    return Tensor._wrap(array)


def _shape(size):
    if len(size) == 1 and isinstance(size[0], (list, tuple)):
        size = size[0]
    return tuple(int(n) for n in size)


def _default(dtype):
    return dtypes.numpy_dtype(dtype) if dtype is not None else dtypes.get_default_dtype().numpy


def zeros(*size, dtype=None, device=None, requires_grad=False):
    return _finish(np.zeros(_shape(size), _default(dtype)), None, requires_grad)


def ones(*size, dtype=None, device=None, requires_grad=False):
    return _finish(np.ones(_shape(size), _default(dtype)), None, requires_grad)


def empty(*size, dtype=None, device=None, requires_grad=False):
    return _finish(np.empty(_shape(size), _default(dtype)), None, requires_grad)


def full(size, fill_value, dtype=None, device=None, requires_grad=False):
    if dtype is None:
        dtype = (np.bool_ if isinstance(fill_value, bool) else np.int64 if isinstance(fill_value, numbers.Integral)
                 else dtypes.get_default_dtype().numpy)
    return _finish(np.full(_shape((size,)), fill_value, dtypes.numpy_dtype(dtype)), None, requires_grad)


def rand(*size, dtype=None, device=None, requires_grad=False):
    """Uniform on [0, 1)."""
    return _finish(_generator[0].random(_shape(size)).astype(_default(dtype)), None, requires_grad)


def randn(*size, dtype=None, device=None, requires_grad=False):
    """Standard normal."""
    return _finish(_generator[0].standard_normal(_shape(size)).astype(_default(dtype)), None, requires_grad)


def randint(low, high=None, size=(), dtype=None, device=None, requires_grad=False):
    if high is None:
        low, high = 0, low
    return _finish(_generator[0].integers(low, high, size=_shape((size,))), dtype or dtypes.int64, requires_grad)


def arange(start, end=None, step=1, dtype=None, device=None, requires_grad=False):
    if end is None:
        start, end = 0, start
    if dtype is None:
        integral = all(isinstance(v, numbers.Integral) for v in (start, end, step))
        dtype = np.int64 if integral else dtypes.get_default_dtype().numpy
    return _finish(np.arange(start, end, step, dtype=dtypes.numpy_dtype(dtype)), None, requires_grad)


def linspace(start, end, steps, dtype=None, device=None, requires_grad=False):
    return _finish(np.linspace(start, end, steps, dtype=_default(dtype)), None, requires_grad)


def eye(n, m=None, dtype=None, device=None, requires_grad=False):
    return _finish(np.eye(n, m, dtype=_default(dtype)), None, requires_grad)


def _like(factory, t, dtype, requires_grad, *args):
    dtype = t.dtype if dtype is None else dtype
    return factory(*args, dtype=dtype, requires_grad=requires_grad)


def zeros_like(input, dtype=None, device=None, requires_grad=False):
    return _like(zeros, input, dtype, requires_grad, input._data.shape)


def ones_like(input, dtype=None, device=None, requires_grad=False):
    return _like(ones, input, dtype, requires_grad, input._data.shape)


def empty_like(input, dtype=None, device=None, requires_grad=False):
    return _like(empty, input, dtype, requires_grad, input._data.shape)


def full_like(input, fill_value, dtype=None, device=None, requires_grad=False):
    return full(input._data.shape, fill_value, dtype=input.dtype if dtype is None else dtype,
                requires_grad=requires_grad)


def rand_like(input, dtype=None, device=None, requires_grad=False):
    return _like(rand, input, dtype, requires_grad, input._data.shape)


def randn_like(input, dtype=None, device=None, requires_grad=False):
    return _like(randn, input, dtype, requires_grad, input._data.shape)


def _legacy_constructor(dtype):
    def constructor(*args):
        """Legacy typed constructor: a list of data, or sizes for an uninitialised tensor."""
        if len(args) == 1 and not isinstance(args[0], (numbers.Integral, Size)):
            return tensor(args[0], dtype=dtype)
        return empty(*args, dtype=dtype)
    return constructor


FloatTensor = _legacy_constructor(dtypes.float32)
DoubleTensor = _legacy_constructor(dtypes.float64)
LongTensor = _legacy_constructor(dtypes.int64)
BoolTensor = _legacy_constructor(dtypes.bool_)
