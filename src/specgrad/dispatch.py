"""Argument checking and overload resolution for the generated ops.

Errors follow PyTorch's wording (`mul(): argument 'other' (position 2) must be Tensor, not str`)
so that users can search for them.
"""
import numbers

import numpy as np

_NUMBER = (numbers.Number, np.number, np.bool_)


def _type_name(x) -> str:
    return type(x).__name__


_WRAPPED_NUMBERS = {}  # (type, value) -> its 0-d tensor: a loop's `y * 1.01` wraps 1.01 once
_NUMBER_DTYPES = {float: np.dtype(np.float64), int: np.dtype(np.int64), bool: np.dtype(np.bool_)}


def tensor_arg(x, op: str, name: str):
    """A Tensor for a Tensor parameter: Python numbers become 0-d 'wrapped number' tensors,
    which (as in PyTorch) do not raise the dtype of the tensors they meet."""
    from specgrad.tensor import Tensor
    if isinstance(x, Tensor):
        return x
    kind = type(x)
    if kind in _NUMBER_DTYPES:
        key = (kind, x)
        t = _WRAPPED_NUMBERS.get(key)
        if t is None:
            if len(_WRAPPED_NUMBERS) > 4096:
                _WRAPPED_NUMBERS.clear()
            t = _WRAPPED_NUMBERS[key] = Tensor._wrap(np.array(x, _NUMBER_DTYPES[kind]))
            t._data.flags.writeable = False
            t._wrapped_number = True
        return t
    if isinstance(x, _NUMBER):
        if isinstance(x, (bool, np.bool_)):
            data = np.asarray(x, dtype=np.bool_)
        elif isinstance(x, (int, np.integer)):
            data = np.asarray(x, dtype=np.int64)
        else:
            data = np.asarray(x, dtype=np.float64)
        t = Tensor._wrap(data)
        t._wrapped_number = True
        return t
    if isinstance(x, np.ndarray):
        return Tensor._wrap(x)  # a constant, e.g. a mask a formula helper computed
    raise TypeError(f"{op}(): argument '{name}' must be Tensor, not {_type_name(x)}")


_NUMBERS_BY_DTYPE = {}  # (type, value, dtype) -> its 0-d tensor


def wrapped_number(x, dtype, op: str, name: str):
    """A Python number given for a Tensor parameter, as a 0-d tensor already in the op's result
    dtype (so neither the forward nor the saved value for backward needs a cast)."""
    from specgrad.tensor import Tensor
    kind = type(x)
    if kind not in _NUMBER_DTYPES:
        return tensor_arg(x, op, name)
    key = (kind, x, dtype)
    t = _NUMBERS_BY_DTYPE.get(key)
    if t is None:
        if len(_NUMBERS_BY_DTYPE) > 4096:
            _NUMBERS_BY_DTYPE.clear()
        t = _NUMBERS_BY_DTYPE[key] = Tensor._wrap(np.array(x, dtype))
        t._data.flags.writeable = False
        t._wrapped_number = True
    return t


def tensor_list_arg(xs, op: str, name: str):
    from specgrad.tensor import Tensor
    if isinstance(xs, Tensor) or not isinstance(xs, (list, tuple)):
        raise TypeError(f"{op}(): argument '{name}' must be tuple of Tensors, not {_type_name(xs)}")
    if not xs:
        raise RuntimeError(f"{op}(): expected a non-empty list of Tensors")
    return [tensor_arg(x, op, name) for x in xs]


def scalar_arg(x, op: str, name: str):
    """A Python number for a Scalar parameter; a one-element tensor is read with item()."""
    if x is None or isinstance(x, _NUMBER):
        return x.item() if isinstance(x, np.generic) else x
    if hasattr(x, "_data") and x._data.size == 1:
        return x._data.item()
    raise TypeError(f"{op}(): argument '{name}' must be Number, not {_type_name(x)}")


def int_list(x, varargs: bool = False):
    """An int[] argument as a tuple of ints: (2, 3), [2, 3], a Size, a single int, or - when the
    parameter takes varargs (x.reshape(2, 3)) - a one-element tuple holding any of those."""
    if x is None:
        return None
    if varargs and len(x) == 1 and not isinstance(x[0], (int, np.integer)):
        x = x[0]
    if isinstance(x, (int, np.integer)):
        return (int(x),)
    try:
        return tuple(int(v) if isinstance(v, (int, np.integer)) else _not_int(v) for v in x)
    except TypeError:
        raise TypeError(f"expected a sequence of ints, not {_type_name(x)}") from None


def _not_int(v):
    raise TypeError(f"expected a sequence of ints, but found an element of type {_type_name(v)}")


def index_arg(index):
    """What x[index] received, with Tensors turned into arrays so NumPy indexes with them."""
    if isinstance(index, tuple):
        return tuple(_index_part(i) for i in index)
    return _index_part(index)


def _index_part(i):
    data = getattr(i, "_data", None)
    if data is not None:
        if data.dtype.kind == "f":
            raise IndexError("tensors used as indices must be long, int, byte or bool tensors")
        return data
    if isinstance(i, list):
        return np.asarray(i)
    return i


def shape_error(op: str, error: ValueError, *inputs) -> RuntimeError:
    """NumPy's ValueError for inputs whose shapes do not fit, reworded as PyTorch's RuntimeError,
    naming the shapes involved."""
    shapes = []
    for x in inputs:
        for t in (x if isinstance(x, list) else [x]):
            shapes.append(tuple(t._data.shape) if hasattr(t, "_data") else ())
    if len(shapes) == 2 and "broadcast" in str(error):
        a, b = shapes
        for offset in range(1, min(len(a), len(b)) + 1):
            if a[-offset] != b[-offset] and 1 not in (a[-offset], b[-offset]):
                dim = max(len(a), len(b)) - offset
                return RuntimeError(f"The size of tensor a ({a[-offset]}) must match the size of tensor b "
                                    f"({b[-offset]}) at non-singleton dimension {dim}")
    if op == "matmul" and len(shapes) == 2:
        a, b = ("x".join(map(str, s)) or "scalar" for s in shapes)
        return RuntimeError(f"{op}: shapes cannot be multiplied ({a} and {b})")
    described = " and ".join(str(list(s)) for s in shapes)
    return RuntimeError(f"{op}(): {error} (input shape{'s' if len(shapes) > 1 else ''} {described})")


# ------------------------------------------------------------------------------ overloads

def _fits(value, kind: str, strict: bool) -> bool:
    from specgrad.tensor import Tensor
    if kind == "tensor":
        return isinstance(value, Tensor) or (not strict and isinstance(value, _NUMBER))
    if kind == "scalar":
        return isinstance(value, _NUMBER) and not isinstance(value, Tensor)
    if kind in ("int", "bool"):
        return isinstance(value, (int, np.integer, bool, np.bool_))
    if kind == "int_list":
        return value is None or isinstance(value, (int, np.integer, tuple, list))
    if kind == "tensor_list":
        return isinstance(value, (list, tuple))
    return True


def _bind(params, args, kwargs, strict):
    if len(args) > len(params):
        return None
    bound = {}
    for (name, kind, has_default), value in zip(params, args):
        bound[name] = value
    for name, value in kwargs.items():
        if name in bound or all(name != p[0] for p in params):
            return None
        bound[name] = value
    for name, kind, has_default in params:
        if name not in bound:
            if not has_default:
                return None
            continue
        value = bound[name]
        if value is None and has_default:
            continue
        if not _fits(value, kind, strict):
            return None
    return bound


def dispatch(name, overloads, args, kwargs):
    """Call the first overload whose parameters fit; Python numbers stand in for tensors only
    when no overload takes them as they are (so pow(x, 2) picks the Scalar exponent)."""
    for strict in (True, False):
        for function, signature, params in overloads:
            bound = _bind(params, args, kwargs, strict)
            if bound is not None:
                return function(**bound)
    got = ", ".join([_type_name(a) for a in args] + [f"{k}={_type_name(v)}" for k, v in kwargs.items()])
    expected = "\n".join(f" * {signature}" for _, signature, _ in overloads)
    raise TypeError(f"{name}() received an invalid combination of arguments - got ({got}), "
                    f"but expected one of:\n{expected}")
