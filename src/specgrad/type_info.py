"""finfo and iinfo: the numerical limits of specgrad's dtypes, as torch.finfo and torch.iinfo.

    specgrad.finfo(specgrad.float16).eps   # 0.0009765625
    specgrad.iinfo(specgrad.int32).max     # 2147483647

Values, attribute names and reprs are PyTorch's (the values come from NumPy's finfo/iinfo, which agree
with PyTorch's for every dtype specgrad has). Differences from PyTorch: specgrad has no bfloat16, complex
or float8 dtypes, so finfo takes float16, float32 and float64 (and Python's float, which is float64 as in
PyTorch); `dtype` is PyTorch's string ('float32'). The error messages name specgrad instead of torch.
"""
import builtins

import numpy as np

from specgrad import dtypes

__all__ = ["finfo", "iinfo", "typename"]


def _dtype_arg(name, type):
    if type is builtins.float:
        return dtypes.float64  # PyTorch's finfo(float) is float64's, whatever the default dtype
    if type is builtins.int:
        return dtypes.int64
    if type is builtins.bool:
        return dtypes.bool_
    if not isinstance(type, dtypes.dtype):
        raise TypeError(f"{name}(): argument 'type' (position 1) must be specgrad.dtype, not "
                        f"{builtins.type(type).__name__}")
    return type


def _read_only(self, name, value):
    raise AttributeError(f"attribute '{name}' of 'specgrad.{type(self).__name__}' objects is not writable")


class finfo:
    """finfo(type=None): the limits of a floating point dtype (the default dtype when type is None).

    bits, eps (the gap between 1 and the next value), max, min (= -max), tiny and smallest_normal (the
    smallest positive normal number), resolution (10 ** -digits, digits the decimal digits the type
    holds: 1e-06 for float32) and dtype (its name, a str). Python floats, as in PyTorch.
    """

    __slots__ = ("bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype")

    def __init__(self, type=None):
        d = dtypes.get_default_dtype() if type is None else _dtype_arg("finfo", type)
        if not d.is_floating_point:
            raise TypeError("specgrad.finfo() requires a floating point input type. Use specgrad.iinfo to handle "
                            "'specgrad.finfo'")
        info = np.finfo(d.numpy)
        object.__setattr__(self, "bits", int(info.bits))
        object.__setattr__(self, "eps", float(info.eps))
        object.__setattr__(self, "max", float(info.max))
        object.__setattr__(self, "min", float(info.min))
        object.__setattr__(self, "tiny", float(info.smallest_normal))
        object.__setattr__(self, "smallest_normal", float(info.smallest_normal))
        # NumPy's precision is C++'s numeric_limits::digits10, which PyTorch's resolution is made of
        object.__setattr__(self, "resolution", 10.0 ** -int(info.precision))
        object.__setattr__(self, "dtype", d.name)

    def __eq__(self, other):
        return isinstance(other, finfo) and self.dtype == other.dtype

    __hash__ = None  # as PyTorch's finfo: comparable, not hashable
    __setattr__ = _read_only

    def __repr__(self):
        return (f"finfo(resolution={self.resolution:g}, min={self.min:g}, max={self.max:g}, eps={self.eps:g}, "
                f"smallest_normal={self.smallest_normal:g}, tiny={self.tiny:g}, dtype={self.dtype})")

    __str__ = __repr__


class iinfo:
    """iinfo(type): the limits of an integer dtype: bits, max, min (Python ints) and dtype (its name, a str).
    bool is not an integer type here (a TypeError, as in PyTorch)."""

    __slots__ = ("bits", "max", "min", "dtype")

    def __init__(self, type):
        d = _dtype_arg("iinfo", type)
        if d.numpy.kind not in "iu":
            if d.numpy.kind == "b":
                raise TypeError("specgrad.bool is not supported by specgrad.iinfo")
            raise TypeError("specgrad.iinfo() requires an integer input type. Use specgrad.finfo to handle "
                            "'specgrad.iinfo'")
        info = np.iinfo(d.numpy)
        object.__setattr__(self, "bits", int(info.bits))
        object.__setattr__(self, "max", int(info.max))
        object.__setattr__(self, "min", int(info.min))
        object.__setattr__(self, "dtype", d.name)

    def __eq__(self, other):
        return isinstance(other, iinfo) and self.dtype == other.dtype

    __hash__ = None
    __setattr__ = _read_only

    def __repr__(self):
        return f"iinfo(min={self.min:g}, max={self.max:g}, dtype={self.dtype})"

    __str__ = __repr__



def typename(obj, /) -> str:
    """torch.typename: a tensor's legacy type name, else the object's module-qualified name.

    A tensor gives specgrad's analogue of PyTorch's 'torch.FloatTensor': 'specgrad.FloatTensor' (Tensor.type()),
    with PyTorch's names per dtype (ByteTensor, CharTensor, ShortTensor, IntTensor, LongTensor, HalfTensor,
    FloatTensor, DoubleTensor, BoolTensor). Anything else follows PyTorch's rule (module + qualified name,
    no module for builtins), so it names specgrad's own classes where PyTorch names torch's
    ('specgrad.nn.modules.linear.Linear' for an nn.Linear, 'specgrad.dtypes.dtype' for a dtype).
    """
    from specgrad.tensor import Tensor
    if isinstance(obj, Tensor):
        return obj.type()
    module = getattr(obj, "__module__", "") or ""
    if hasattr(obj, "__qualname__"):
        qualname = obj.__qualname__
    elif hasattr(obj, "__name__"):
        qualname = obj.__name__
    else:
        module = obj.__class__.__module__ or ""
        qualname = obj.__class__.__qualname__
    if module in {"", "builtins"}:
        return qualname
    return f"{module}.{qualname}"
