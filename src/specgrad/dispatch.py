"""Argument checking and overload resolution for the generated ops.

Errors follow PyTorch's wording (`mul(): argument 'other' (position 2) must be Tensor, not str`)
so that users can search for them.
"""
import numbers

import numpy as np

from specgrad import devices
from specgrad.dtypes import from_numpy_dtype, scalar_type_name

_NUMBER = (numbers.Number, np.number, np.bool_)


def _type_name(x) -> str:
    return type(x).__name__


_WRAPPED_NUMBERS = {}  # (type, value) -> its 0-d tensor: a loop's `y * 1.01` wraps 1.01 once
_NUMBER_DTYPES = {float: np.dtype(np.float64), int: np.dtype(np.int64), bool: np.dtype(np.bool_)}


def tensor_arg(x, op: str, name: str, position: int = 1):
    """A Tensor parameter that takes no Python numbers (PyTorch's `torch.exp(2)` is a TypeError).
    A NumPy array is taken as a constant: formula helpers pass masks they computed."""
    if isinstance(x, Tensor):
        return x
    if isinstance(x, np.ndarray) or type(x) in devices.ARRAY_TYPES:
        return Tensor._wrap(x)
    raise TypeError(f"{op}(): argument '{name}' (position {position}) must be Tensor, not {_type_name(x)}")


def number_arg(x, op: str, name: str, position: int = 1):
    """A Tensor parameter that also takes Python numbers (the spec's `numbers:`): a number becomes a
    0-d 'wrapped number' tensor, which (as in PyTorch) does not raise the dtype of the tensors it meets."""
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
    if isinstance(x, _NUMBER) and not isinstance(x, (complex, np.complexfloating)):
        if isinstance(x, (bool, np.bool_)):
            data = np.asarray(x, dtype=np.bool_)
        elif isinstance(x, (int, np.integer)):
            data = np.asarray(x, dtype=np.int64)
        else:
            data = np.asarray(x, dtype=np.float64)
        t = Tensor._wrap(data)
        t._wrapped_number = True
        return t
    _refuse_complex(x, op, name)
    return tensor_arg(x, op, name, position)


def _refuse_complex(x, op, name):
    if isinstance(x, (complex, np.complexfloating)):
        raise TypeError(f"{op}(): argument '{name}' is the complex number {x!r}: specgrad has no complex tensors; "
                        f"use real and imaginary parts as two real tensors")


_NUMBERS_BY_DTYPE = {}  # (type, value, dtype) -> its 0-d tensor


def wrapped_number(x, dtype, op: str, name: str):
    """A Python number given for a Tensor parameter, as a 0-d tensor already in the op's result
    dtype (so neither the forward nor the saved value for backward needs a cast)."""
    kind = type(x)
    if kind not in _NUMBER_DTYPES:
        return number_arg(x, op, name)
    key = (kind, x, dtype)
    t = _NUMBERS_BY_DTYPE.get(key)
    if t is None:
        if len(_NUMBERS_BY_DTYPE) > 4096:
            _NUMBERS_BY_DTYPE.clear()
        t = _NUMBERS_BY_DTYPE[key] = Tensor._wrap(np.array(x, dtype))
        t._data.flags.writeable = False
        t._wrapped_number = True
    return t


_ON_DEVICE = {}  # (dtype, value, device) -> a wrapped number's 0-d tensor there: one copy per number


def same_device(op: str, *inputs):
    """The tensor inputs of an op (Tensors, None, lists of Tensors) on one device, or PyTorch's error.
    As in PyTorch, a 0-d CPU tensor may join tensors on a GPU: a wrapped Python number is copied there
    once (and kept), a 0-d tensor by a differentiable copy. The generated ops call this only when
    their inputs' arrays are not all of one type."""
    flat = [t for x in inputs if x is not None for t in (x if isinstance(x, (list, tuple)) else (x,))]
    place = next((devices.of_array(t._data) for t in flat if type(t._data) is not np.ndarray), None)
    if place is None:
        return inputs
    for t in flat:
        if type(t._data) is np.ndarray and t._data.ndim:
            raise RuntimeError(f"Expected all tensors to be on the same device, but found at least two devices, "
                               f"{place} and cpu! ({op}() got a tensor of shape {list(t._data.shape)} on the CPU: "
                               f"move it with .to({str(place)!r}), or the others with .cpu())")

    def joined(t):
        if type(t._data) is not np.ndarray:
            return t
        if t._wrapped_number:
            key = (t._data.dtype, t._data.item(), place)
            moved = _ON_DEVICE.get(key)
            if moved is None:
                if len(_ON_DEVICE) > 4096:
                    _ON_DEVICE.clear()
                moved = _ON_DEVICE[key] = Tensor._wrap(devices.move(t._data, place))
                moved._wrapped_number = True
            return moved
        return t.to(place)
    return tuple(None if x is None else [joined(t) for t in x] if isinstance(x, (list, tuple)) else joined(x)
                 for x in inputs)


def tensor_list_arg(xs, op: str, name: str):
    if isinstance(xs, Tensor) or not isinstance(xs, (list, tuple)):
        raise TypeError(f"{op}(): argument '{name}' must be tuple of Tensors, not {_type_name(xs)}")
    for position, x in enumerate(xs):
        if not isinstance(x, Tensor):
            raise TypeError(f"{op}(): expected Tensor as element {position} in argument '{name}', but got "
                            f"{_type_name(x)}")
    return list(xs)


def scalar_arg(x, op: str, name: str):
    """A Python number for a Scalar parameter; a one-element tensor is read with item()."""
    if x is None or isinstance(x, _NUMBER):
        _refuse_complex(x, op, name)
        return x.item() if isinstance(x, np.generic) else x
    if hasattr(x, "_data") and x._data.size == 1:
        return x._data.item()
    raise TypeError(f"{op}(): argument '{name}' must be Number, not {_type_name(x)}")


def int_arg(x, op: str, name: str, position=None):
    """An int parameter given as something else than a Python int: a NumPy integer, or a 0-d integer tensor (its
    value), as PyTorch's parser takes them; a bool, a float or anything else is its TypeError (tril(x, True))."""
    value = integer_tensor_value(x)
    if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
        return int(value)
    where = f" (position {position})" if position is not None else ""
    raise TypeError(f"{op}(): argument '{name}'{where} must be int, not {_type_name(x)}")


def present(*tensors):
    """The tensors that were given: an optional `Tensor? bias=None` left out is None."""
    return [t for t in tensors if t is not None]


def str_arg(x, op: str, name: str):
    """A str parameter (reduction='mean', an einsum equation): only a str is one."""
    raise TypeError(f"{op}(): argument '{name}' must be str, not {_type_name(x)}")


def dtype_arg(d, op: str, name: str):
    """A ScalarType parameter (specgrad.float32, float, a NumPy dtype) as a NumPy dtype."""
    from specgrad.dtypes import numpy_dtype
    try:
        return numpy_dtype(d)
    except TypeError:
        raise TypeError(f"{op}(): argument '{name}' must be a dtype such as specgrad.float32, not "
                        f"{_type_name(d)} {d!r}") from None


# ------------------------------------------------------------------------------ dims

def _dim_out_of_range(dim, rank):
    low, high = (-rank, rank - 1) if rank else (-1, 0)
    return IndexError(f"Dimension out of range (expected to be in range of [{low}, {high}], but got {dim})")


def dim_arg(dim, rank: int, op: str, name: str = "dim") -> int:
    """A dim of a tensor with `rank` dims, wrapped to 0..rank-1, or PyTorch's IndexError.
    A 0-d tensor takes dim 0 or -1, as in PyTorch."""
    if type(dim) is not int:
        dim = integer_tensor_value(dim)
        if not isinstance(dim, (int, np.integer)) or isinstance(dim, (bool, np.bool_)):
            raise TypeError(f"{op}(): argument '{name}' must be int, not {_type_name(dim)}")
        dim = int(dim)
    size = rank or 1
    if not -size <= dim < size:
        raise _dim_out_of_range(dim, rank)
    return dim % size


def dim_list_arg(dims, rank: int, op: str, name: str = "dim"):
    """dims (None, an int or a sequence of ints) as a tuple of wrapped dims, each at most once.
    None stays None; on a 0-d tensor the valid dims 0 and -1 mean the tensor itself: ()."""
    if dims is None:
        return None
    dims = integer_tensor_value(dims)
    if isinstance(dims, (int, np.integer)) and not isinstance(dims, (bool, np.bool_)):
        dims = (dims,)
    elif not isinstance(dims, (tuple, list)):
        raise TypeError(f"{op}(): argument '{name}' must be tuple of ints, not {_type_name(dims)}")
    wrapped = tuple(dim_arg(d, rank, op, name) for d in dims)
    if len(set(wrapped)) != len(wrapped):
        repeated = next(d for d in wrapped if wrapped.count(d) > 1)
        raise RuntimeError(f"{op}(): dim {repeated} appears multiple times in the list of dims")
    return wrapped if rank else ()


def permutation_arg(dims, rank: int, op: str, name: str = "dims"):
    """dims that reorder all `rank` dims of a tensor, each once (permute), with PyTorch's errors."""
    dims = int_list(dims)
    if len(dims) != rank:
        raise RuntimeError(f"{op}(): the number of dims ({len(dims)}) must equal the number of dimensions of the "
                           f"tensor ({rank}): input.dim() = {rank} is not equal to len(dims) = {len(dims)}")
    wrapped = tuple(dim_arg(d, rank, op, name) for d in dims)
    if len(set(wrapped)) != len(wrapped):
        raise RuntimeError(f"{op}(): duplicate dims are not allowed.")
    return wrapped


def numpy_aliases(op: str, given: dict, **params):
    """NumPy's names PyTorch also accepts (axis= for dim=, keepdims= for keepdim=): the values of
    `params` with the aliases in `given` applied; any other unknown keyword is a TypeError."""
    for alias, value in given.items():
        name = _ALIASES.get(alias)
        if name is None or name not in params:
            raise TypeError(f"{op}() got an unexpected keyword argument '{alias}'")
        params[name] = value
    return tuple(params.values())


_ALIASES = {"axis": "dim", "keepdims": "keepdim"}


# ------------------------------------------------------------------------------ dtypes

def _dtype_name(t) -> str:
    return from_numpy_dtype(t._data.dtype if hasattr(t, "_data") else t).name


def dtype_error(op: str, name: str, rule: str, tensor, other_name: str = "", other=None) -> RuntimeError:
    """The error for a tensor whose dtype breaks the op's `dtypes:` rule in derivatives.yaml. Where the
    message starts as PyTorch's, the dtype is named as there ('Float'), then specgrad's name follows."""
    got = _dtype_name(tensor)
    torch_got = scalar_type_name(tensor._data.dtype if hasattr(tensor, "_data") else tensor)
    if rule == "bool":
        return RuntimeError(f"{op}(): expected '{name}' to be a bool tensor, but got a tensor with dtype {got}; "
                            f"make a mask with a comparison such as x > 0, or convert with .bool()")
    if rule == "class indices":
        return RuntimeError(f"expected target dtype to be Long or Byte, but got {torch_got} ('{name}' holds class "
                            f"indices: convert it with .long())")
    if rule == "floating":
        return RuntimeError(f"{op}(): expected a floating point tensor for '{name}', but got dtype {got}; "
                            f"convert it with .float() or .double(), or pass dtype=specgrad.float32 where {op} "
                            f"takes a dtype")
    if rule == "floating (common dtype)":  # `name`: the inputs, e.g. "x1, x2"
        return RuntimeError(f"{op}(): expected the common dtype of its inputs ({name}) to be floating point, but "
                            f"it is {got}; convert one with .float() or .double()")
    if rule == "float32 or float64":
        return RuntimeError(f"{op}(): expected a float32 or float64 tensor for '{name}' (low precision and integer "
                            f"dtypes are not supported), but got dtype {got}; convert it with .float() or .double()")
    if rule in ("not implemented for floating", "not implemented for bool or floating"):
        kinds = "integer" if rule == "not implemented for bool or floating" else "integer and bool"
        return NotImplementedError(f"\"{op}\" not implemented for '{torch_got}' ('{name}' has dtype {got}): {op} "
                                   f"works on {kinds} tensors; convert with .long() first")
    if rule.startswith("not implemented for"):
        return NotImplementedError(f"\"{op}\" not implemented for '{torch_got}' ('{name}' has dtype {got}): convert it "
                                   f"with {'.long() or ' if rule.endswith('bool') else ''}.float() first")
    if rule == "long":
        return RuntimeError(f"{op}(): expected '{name}' to be an index tensor of integers (int64), but got dtype "
                            f"{got}; convert it with .long()")
    if rule == "numeric":
        return RuntimeError(f"{op}() does not support bool tensors ('{name}' is bool): to invert a mask use `~` or "
                            f"logical_not(), to combine masks logical_and()/logical_or(); to do arithmetic, "
                            f"convert with .long() or .float() first")
    return RuntimeError(f"{op}(): expected '{name}' and '{other_name}' to have the same dtype, but got {got} and "
                        f"{_dtype_name(other)}; convert one with .to(...), e.g. {name}.to({other_name}.dtype)")


# ------------------------------------------------------------------------------ out=

def write_out(op: str, out, result, requires_grad: bool):
    """Write an op's result array into `out` (PyTorch's out=): resized when its shape differs, cast
    when the result's dtype can be cast to out's; never recorded in the graph, as in PyTorch."""
    from specgrad import inplace
    if not isinstance(out, Tensor):
        raise TypeError(f"{op}(): argument 'out' must be Tensor, not {_type_name(out)}")
    if requires_grad or out._requires_grad:
        raise RuntimeError(f"{op}(): functions with out=... arguments don't support automatic differentiation, "
                           f"but one of the arguments requires grad.")
    inplace.check_inplace(out, False)
    result = np.asarray(result)
    if not np.can_cast(result.dtype, out._data.dtype, casting="same_kind"):
        raise RuntimeError(f"result type {_dtype_name(result.dtype).capitalize()} can't be cast to the desired "
                           f"output type {_dtype_name(out).capitalize()}")
    if out._data.shape != result.shape:
        if out._data.size:
            import warnings
            warnings.warn(f"An output with one or more elements was resized since it had shape "
                          f"{list(out._data.shape)}, which does not match the required output shape "
                          f"{list(result.shape)}. This behavior is deprecated; pass an out tensor of the right "
                          f"shape, or one with 0 elements.", UserWarning, stacklevel=3)
        out._data = np.empty(result.shape, out._data.dtype)
    np.copyto(out._data, result, casting="same_kind")
    out._bump_version()
    return out


def int_list(x, varargs: bool = False):
    """An int[] argument as a tuple of ints: (2, 3), [2, 3], a Size, a single int, or - when the
    parameter takes varargs (x.reshape(2, 3)) - a one-element tuple holding any of those."""
    if x is None:
        return None
    if varargs and len(x) == 1 and not isinstance(x[0], (int, np.integer)):
        x = x[0]
    if isinstance(x, (bool, np.bool_)):  # PyTorch's parser takes no bool for an int, alone or in the list
        raise TypeError(f"expected a sequence of ints, not {_type_name(x)}")
    x = integer_tensor_value(x)
    if isinstance(x, (int, np.integer)):
        return (int(x),)
    try:
        values = tuple(x)
    except TypeError:
        raise TypeError(f"expected a sequence of ints, not {_type_name(x)}") from None
    return tuple(int(v) if isinstance(v, (int, np.integer)) and not isinstance(v, bool) else _not_int(v)
                 for v in map(integer_tensor_value, values, [True] * len(values)))


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
    naming the shapes involved (a ValueError PyTorch raises too, see arrays.value_error, stays)."""
    if getattr(error, "pytorch_class", False):
        return error
    shapes = []
    for x in present(*inputs):
        for t in (x if isinstance(x, list) else [x]):
            shapes.append(tuple(t._data.shape) if hasattr(t, "_data") else ())
    if "broadcast" in str(error) and len(shapes) >= 2:
        a = shapes[0]
        for b in shapes[1:]:  # broadcast left to right, as PyTorch does, and name the first clash
            for offset in range(1, min(len(a), len(b)) + 1):
                if a[-offset] != b[-offset] and 1 not in (a[-offset], b[-offset]):
                    dim = max(len(a), len(b)) - offset
                    return RuntimeError(f"The size of tensor a ({a[-offset]}) must match the size of tensor b "
                                        f"({b[-offset]}) at non-singleton dimension {dim}")
            a = np.broadcast_shapes(a, b)
    if op == "matmul" and len(shapes) == 2:
        a, b = ("x".join(map(str, s)) or "scalar" for s in shapes)
        return RuntimeError(f"{op}: shapes cannot be multiplied ({a} and {b})")
    described = " and ".join(str(list(s)) for s in shapes)
    return RuntimeError(f"{op}(): {error} (input shape{'s' if len(shapes) > 1 else ''} {described})")


# ------------------------------------------------------------------------------ overloads

def _fits(value, kind: str, strict: bool) -> bool:
    if kind == "tensor":
        return isinstance(value, Tensor)
    if kind == "number":  # a Tensor parameter that also takes Python numbers (the spec's `numbers:`)
        return isinstance(value, Tensor) or (not strict and isinstance(value, _NUMBER))
    if kind == "scalar":
        return isinstance(value, _NUMBER) and not isinstance(value, Tensor)
    if kind == "int":  # not a bool: PyTorch's parser refuses True for an int (repeat_interleave(x, True))
        value = value if strict else integer_tensor_value(value)
        return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))
    if kind == "bool":  # (a 0-d integer tensor only where no overload takes it as a tensor: min(x, t))
        return isinstance(value if strict else integer_tensor_value(value), (int, np.integer, bool, np.bool_))
    if kind == "int_list":  # a bool is no dim (PyTorch: sum(x, True) is a TypeError): var(x, False) is unbiased=
        return value is None or (isinstance(value, (int, np.integer, tuple, list))
                                 and not isinstance(value, (bool, np.bool_)))
    if kind == "str":
        return isinstance(value, str)
    if kind == "tensor_list":
        return isinstance(value, (list, tuple))
    if kind == "str":
        return isinstance(value, str)
    return True


def _bind(params, args, kwargs, strict):
    positional = [p for p in params if not p[3]]
    if len(args) > len(positional):
        # as for a single signature (x.view(3, 4)): a last positional int[] without default takes separate ints
        if not positional or positional[-1][1] != "int_list" or positional[-1][2]:
            return None
        args = (*args[:len(positional) - 1], tuple(args[len(positional) - 1:]))
    bound = {}
    for (name, kind, has_default, keyword_only), value in zip(positional, args):
        bound[name] = value
    for name, value in kwargs.items():
        name = name if any(name == p[0] for p in params) else _ALIASES.get(name, name)
        if name in bound or all(name != p[0] for p in params):
            return None
        bound[name] = value
    for name, kind, has_default, keyword_only in params:
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


_KIND_WORDS = {"tensor": "Tensor", "number": "Tensor", "scalar": "Number", "int": "int", "bool": "bool",
               "int_list": "tuple of ints", "str": "str", "tensor_list": "tuple of Tensors"}


def argument_error(name, overloads, args, kwargs):
    """The TypeError of PyTorch's argument parser for a call of `name` with these arguments, or None when they
    fit one of the overloads: "tril_(): argument 'diagonal' (position 1) must be int, not float", or for
    several overloads the "invalid combination of arguments" of dispatch. Positions count from self's
    right, as in a method call."""
    if any(_bind(params, args, kwargs, False) is not None for _, _, params in overloads):
        return None
    if len(overloads) > 1:
        got = ", ".join([_type_name(a) for a in args[1:]] + [f"{k}={_type_name(v)}" for k, v in kwargs.items()])
        expected = "\n".join(f" * {signature}" for _, signature, _ in overloads)
        return TypeError(f"{name}() received an invalid combination of arguments - got ({got}), "
                         f"but expected one of:\n{expected}")
    params = overloads[0][2]
    positional = [p for p in params if not p[3]]
    given = [(p, value, f" (position {i})") for i, (p, value) in enumerate(zip(positional, args))]
    given += [(p, kwargs[p[0]], "") for p in params if p[0] in kwargs]
    for (param, kind, has_default, _), value, position in given:
        if not (value is None and has_default) and not _fits(value, kind, False) and kind in _KIND_WORDS:
            return TypeError(f"{name}(): argument '{param}'{position} must be {_KIND_WORDS[kind]}, "
                             f"not {_type_name(value)}")
    return None


# ------------------------------------------------------------------------------ index tensors

# ops whose index of the wrong dtype PyTorch refuses with an IndexError (index_fill), not a RuntimeError
_INDEX_DTYPE_INDEX_ERROR = {"index_fill"}


def index_dtype_error(op: str, name: str, rule: str, tensor) -> Exception:
    """The error for an index tensor (the spec's `dtypes: {index: index}` or `long index`) of another dtype."""
    expected = "int64" if rule == "long index" else "int32 or int64"
    kind = IndexError if op in _INDEX_DTYPE_INDEX_ERROR else RuntimeError
    return kind(f"{op}(): Expected dtype {expected} for {name}, but got {_dtype_name(tensor)}; convert it with .long()")


from specgrad.tensor import Tensor  # noqa: E402  (at the end: tensor's imports reach this module)


def integer_tensor_value(value, in_list=False):
    """An int argument given as a tensor, as PyTorch's argument parser takes it: a 0-d integer tensor (in an int
    list, one of a single element) is its int (x.polygamma_(torch.tensor(1)), x.reshape(torch.tensor(6))); any
    other value is returned as it is (bool and float tensors stay refused)."""
    data = getattr(value, "_data", None)
    if (isinstance(data, np.ndarray) and data.dtype.kind in "iu" and isinstance(value, Tensor)
            and (data.size == 1 if in_list else data.ndim == 0)):
        return int(data.item())
    return value
