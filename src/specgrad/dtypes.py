"""dtypes and PyTorch's type promotion rules, over NumPy dtypes.

Promotion follows PyTorch, not NumPy: a category (bool < integer < float) decides first, and
within one category a tensor with dimensions outranks a 0-d tensor, which outranks a Python
number. So `float32_tensor * 2.5` stays float32, `int_tensor * 2.5` is the default float dtype,
and `float32_matrix + float64_scalar_tensor` stays float32.
"""
import builtins

import numpy as np


class dtype:
    """A specgrad dtype: `specgrad.float32`, ... Compares equal to itself only; wraps a NumPy dtype."""

    __slots__ = ("name", "numpy", "is_floating_point", "itemsize")

    def __init__(self, name: str, numpy_type):
        self.name = name
        self.numpy = np.dtype(numpy_type)
        self.is_floating_point = self.numpy.kind == "f"
        self.itemsize = self.numpy.itemsize

    def __repr__(self):
        return f"specgrad.{self.name}"

    @property
    def is_signed(self) -> bool:
        return self.numpy.kind in "if"

    def __reduce__(self):
        return (from_numpy_dtype, (self.numpy,))


float32 = dtype("float32", np.float32)
float64 = dtype("float64", np.float64)
float16 = dtype("float16", np.float16)
int64 = dtype("int64", np.int64)
int32 = dtype("int32", np.int32)
int16 = dtype("int16", np.int16)
int8 = dtype("int8", np.int8)
uint8 = dtype("uint8", np.uint8)
bool_ = dtype("bool", np.bool_)

_BY_NUMPY = {d.numpy: d for d in (float32, float64, float16, int64, int32, int16, int8, uint8, bool_)}
_DEFAULT = [float32]


def from_numpy_dtype(np_dtype) -> dtype:
    try:
        return _BY_NUMPY[np.dtype(np_dtype)]
    except KeyError:
        raise TypeError(f"specgrad has no dtype for NumPy's {np.dtype(np_dtype)}; supported: "
                        f"{', '.join(str(d) for d in _BY_NUMPY)}") from None


def numpy_dtype(d) -> np.dtype:
    """A dtype argument (specgrad dtype, NumPy dtype or Python type) as a NumPy dtype."""
    if isinstance(d, dtype):
        return d.numpy
    if d is builtins.float:
        return _DEFAULT[0].numpy
    if d is builtins.int:
        return int64.numpy
    if d is builtins.bool:
        return bool_.numpy
    return from_numpy_dtype(d).numpy


# PyTorch's names of a dtype in its errors: its ScalarType ("expected scalar type Long") and its C++ type
# ("Bad in-place call: input tensor dtype long int ...")
_SCALAR_TYPE_NAMES = {"float16": "Half", "float32": "Float", "float64": "Double", "int8": "Char", "uint8": "Byte",
                      "int16": "Short", "int32": "Int", "int64": "Long", "bool": "Bool"}
_CPP_TYPE_NAMES = {"float16": "c10::Half", "float32": "float", "float64": "double", "int8": "signed char",
                   "uint8": "unsigned char", "int16": "short int", "int32": "int", "int64": "long int", "bool": "bool"}


def _numpy_name(d) -> str:
    return d.numpy.name if isinstance(d, dtype) else np.dtype(d).name


def scalar_type_name(d) -> str:
    """PyTorch's ScalarType name of a dtype (specgrad's or NumPy's): 'Float', 'Long', 'Bool', ..."""
    name = _numpy_name(d)
    return _SCALAR_TYPE_NAMES.get(name, name)


def cpp_type_name(d) -> str:
    """PyTorch's C++ name of a dtype (specgrad's or NumPy's): 'float', 'long int', 'bool', ..."""
    name = _numpy_name(d)
    return _CPP_TYPE_NAMES.get(name, name)


def get_default_dtype() -> dtype:
    return _DEFAULT[0]


def set_default_dtype(d) -> None:
    d = from_numpy_dtype(numpy_dtype(d))
    if not d.is_floating_point:
        raise TypeError(f"only floating-point types are supported as the default type, not {d}")
    _DEFAULT[0] = d


def _category(np_dtype) -> int:
    return {"b": 0, "u": 1, "i": 1, "f": 2}[np_dtype.kind]


def _promote(a, b):
    """Two dtypes of one priority class: the higher category wins outright (float32 + int64 is
    float32, as in PyTorch); within a category, the wider type."""
    if a is None:
        return b
    if b is None or a == b:
        return a
    if _category(a) != _category(b):
        return a if _category(a) > _category(b) else b
    return np.promote_types(a, b)


def result_type(*operands) -> np.dtype:
    """The NumPy dtype PyTorch gives an op over these Tensors and Python numbers."""
    # the common cases first: tensors that share one dtype, with Python numbers that cannot raise it
    common, numbers = None, False
    for x in operands:
        data = getattr(x, "_data", None)
        if data is None:
            numbers = True
        elif x._wrapped_number or (common is not None and data.dtype is not common):
            return _result_type(operands)
        else:
            common = data.dtype
    if common is None:
        return _result_type(operands)
    if numbers:
        for x in operands:
            kind = type(x)
            if (kind is float and common.kind != "f") or (kind is int and common.kind == "b") or \
                    (kind not in (float, int, bool) and getattr(x, "_data", None) is None):
                return _result_type(operands)
    return common


def _result_type(operands) -> np.dtype:
    dims = zero_dims = numbers = None
    for x in operands:
        data = getattr(x, "_data", None)
        if data is not None:
            if getattr(x, "_wrapped_number", False):
                numbers = _promote(numbers, data.dtype)
            elif data.ndim:
                dims = _promote(dims, data.dtype)
            else:
                zero_dims = _promote(zero_dims, data.dtype)
        elif isinstance(x, builtins.bool):
            numbers = _promote(numbers, np.dtype(np.bool_))
        elif isinstance(x, (builtins.int, np.integer)):
            numbers = _promote(numbers, np.dtype(np.int64))
        elif isinstance(x, (builtins.float, np.floating)):
            numbers = _promote(numbers, np.dtype(np.float64))
    result = dims
    for lower, is_number in ((zero_dims, False), (numbers, True)):
        if lower is None:
            continue
        if result is None or _category(lower) > _category(result):
            # a Python float brings its category, not its precision: the default float dtype
            result = _DEFAULT[0].numpy if is_number and _category(lower) == 2 else lower
    return np.dtype(result) if result is not None else _DEFAULT[0].numpy


def float_result_type(*operands) -> np.dtype:
    """result_type, with integer and bool results computed in the default float dtype (as torch.div)."""
    result = result_type(*operands)
    return result if result.kind == "f" else _DEFAULT[0].numpy


def cast(tensor, np_dtype):
    """The tensor's array in `np_dtype`, copied only when the dtype differs."""
    data = tensor._data
    return data if data.dtype is np_dtype or data.dtype == np_dtype else data.astype(np_dtype)


# ------------------------------------------------------------------ PyTorch's public promotion functions

def promote_types(type1, type2) -> dtype:
    """The dtype two tensors of these dtypes (both with dimensions) combine to: torch.promote_types."""
    return from_numpy_dtype(_promote(numpy_dtype(type1), numpy_dtype(type2)))


def result_type_of(tensor1, tensor2) -> dtype:
    """The dtype an arithmetic op over these tensors or Python numbers gives: torch.result_type."""
    if not hasattr(tensor1, "_data") and not hasattr(tensor2, "_data"):
        raise TypeError("result_type(): at least one of the arguments must be a Tensor")
    return from_numpy_dtype(result_type(tensor1, tensor2))


def can_cast(from_, to) -> bool:
    """Whether PyTorch's casting rules allow from_ into to: never to a lower category
    (float to integer, integer to bool): torch.can_cast."""
    return _category(numpy_dtype(from_)) <= _category(numpy_dtype(to))


# The index dtypes that generated argument checks accept, as dtype objects: `dtype in INDEX_DTYPES[...]`
# costs 0.01 us where `dtype.name in (...)` costs 1.8 us (NumPy builds the name in Python). The checks
# fall back to the name, which also accepts a byte-swapped int64.
INDEX_DTYPES = {
    ("int64",): (np.dtype(np.int64),),
    ("int64", "int32"): (np.dtype(np.int64), np.dtype(np.int32)),
    ("int64", "uint8"): (np.dtype(np.int64), np.dtype(np.uint8)),
}
