"""Array-level primitives that `forward:` expressions in derivatives.yaml call as `arrays.<name>`.

These hold what one NumPy call does not say alone: PyTorch's semantics where NumPy's differ
(squeeze of a non-1 dim is a no-op, view refuses to copy, expand takes -1), and numerically
stable forms (sigmoid). They see only NumPy arrays; the errors they raise use PyTorch's words.
"""
import numba
import numpy as np

from specgrad.fusion import fusable


def value_error(message: str) -> ValueError:
    """A ValueError PyTorch raises too: the generated ops pass it on as it is, where they reword
    NumPy's own ValueErrors (shapes that do not fit) as PyTorch's RuntimeErrors."""
    error = ValueError(message)
    error.pytorch_class = True
    return error


def axes(dim):
    """A `dim` argument (None, int or sequence) as NumPy's `axis`; an empty sequence means all."""
    if dim is None:
        return None
    if isinstance(dim, (int, np.integer)):
        return int(dim)
    dim = tuple(dim)
    return dim if dim else None


def reduce_sum(x, dim, keepdim):
    """np.sum, as the ufunc's reduce called from here: NumPy's warnings (inf - inf) then come from
    specgrad's own frame, which `import specgrad` keeps quiet, as PyTorch is. float16 is summed in
    float32, as PyTorch accumulates half precision (a float16 sum overflows, and loses small terms)."""
    if x.dtype == np.float16:
        return np.add.reduce(x, axis=axes(dim), keepdims=keepdim, dtype=np.float32).astype(np.float16)
    return np.add.reduce(x, axis=axes(dim), keepdims=keepdim)


def reduce_mean(x, dim, keepdim):
    """The sum over the count; the mean of nothing is NaN, without NumPy's 'Mean of empty slice'."""
    reduced = x.shape if dim is None or (not isinstance(dim, int) and len(dim) == 0) else \
        [x.shape[d] for d in ((dim,) if isinstance(dim, int) else dim)]
    count = int(np.prod(reduced, dtype=np.int64))
    if x.dtype == np.float16:  # in float32, as PyTorch: a float16 count or sum overflows at 65504
        return np.true_divide(np.add.reduce(x, axis=axes(dim), keepdims=keepdim, dtype=np.float32), count,
                              dtype=np.float32).astype(np.float16)
    return np.true_divide(np.add.reduce(x, axis=axes(dim), keepdims=keepdim), count, dtype=x.dtype)


def sigmoid(x):
    """1 / (1 + exp(-x)) without overflow: exp only ever sees -|x|.

    On large arrays two fused loops around NumPy's SIMD exp make three passes over memory,
    where the NumPy expression makes seven."""
    if fusable(x) is None:
        e = np.exp(-np.abs(x))
        return np.where(x >= 0, 1 / (1 + e), e / (1 + e)).astype(x.dtype, copy=False)
    flat = x.reshape(-1)
    e = np.empty_like(flat)
    _negative_abs(flat, e)
    np.exp(e, out=e)
    _sigmoid_from_exp(flat, e, x.dtype.type(1))
    return e.reshape(x.shape)


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _negative_abs(x, out):
    for i in range(x.size):
        out[i] = -abs(x[i])


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _sigmoid_from_exp(x, e, one):
    """e holds exp(-|x|) and receives sigmoid(x)."""
    for i in range(x.size):
        denominator = one + e[i]
        e[i] = (one if x[i] >= 0 else e[i]) / denominator


def tanh(x):
    """np.tanh, but float32 arrays large enough to fuse take a rational approximation (Eigen's, at
    most 4e-7 from the exact value) that vectorizes: about 10x faster than np.tanh on AVX2 machines
    whose NumPy has no SIMD tanh."""
    if x.dtype != np.float32 or fusable(x) is None:
        return np.tanh(x)
    out = np.empty_like(x)
    _tanh_float32(x.reshape(-1), out.reshape(-1))
    return out


_F = np.float32


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _tanh_float32(x, out):
    clamp = _F(7.90531110763549805)  # beyond it, tanh is 1 in float32
    a1, a3, a5 = _F(4.89352455891786e-03), _F(6.37261928875436e-04), _F(1.48572235717979e-05)
    a7, a9, a11 = _F(5.12229709037114e-08), _F(-8.60467152213735e-11), _F(2.00018790482477e-13)
    a13 = _F(-2.76076847742355e-16)
    b0, b2, b4, b6 = (_F(4.89352518554385e-03), _F(2.26843463243900e-03), _F(1.18534705686654e-04),
                      _F(1.19825839466702e-06))
    tiny = _F(0.0004)  # below it tanh(x) is x to float32 precision
    for i in range(x.size):
        v = min(max(x[i], -clamp), clamp)
        v2 = v * v
        p = v * (((((((a13 * v2 + a11) * v2 + a9) * v2 + a7) * v2 + a5) * v2 + a3) * v2) + a1)
        q = ((b6 * v2 + b4) * v2 + b2) * v2 + b0
        out[i] = x[i] if abs(x[i]) < tiny else p / q


def power(x, exponent):
    """x ** exponent with PyTorch's integer rules: a negative integer power is 1 / x ** -e truncated
    (0 unless x is 1 or -1), not NumPy's ValueError; bool ** bool has no kernel in PyTorch."""
    dtype = getattr(x, "dtype", None)
    if dtype is not None and dtype.kind == "b" and getattr(exponent, "dtype", None) == dtype:
        raise NotImplementedError("\"pow\" not implemented for 'Bool': convert with .long() or .float() first")
    if dtype is not None and dtype.kind == "b" and isinstance(exponent, (bool, np.bool_)):
        return x.copy() if exponent else np.ones_like(x)  # stays bool, as in PyTorch (NumPy gives int8)
    if (dtype is None or dtype.kind not in "iu" or not isinstance(exponent, np.ndarray)
            or exponent.dtype.kind not in "iu"):
        return x ** exponent  # a negative Python int exponent of integers raises, as in PyTorch
    negative = exponent < 0
    if not negative.any():
        return x ** exponent
    magnitude = np.where(negative, 0, exponent)
    odd = (exponent % 2) != 0
    inverse = np.where(x == 1, 1, np.where(x == -1, np.where(odd, -1, 1), 0))
    return np.where(negative, inverse, x ** magnitude).astype(np.result_type(x, exponent))


def sign(x):
    """(x > 0) - (x < 0), as PyTorch: the sign of NaN is 0 (np.sign's is NaN), of a bool itself."""
    if x.dtype.kind == "b":
        return x.copy()
    return np.subtract(x > 0, x < 0, dtype=x.dtype)


def scaled(other, alpha):
    """alpha * other in other's dtype (add and sub's alpha=), refusing a float alpha for integers."""
    kind = np.asarray(other).dtype.kind
    if kind in "biu" and isinstance(alpha, float):
        raise RuntimeError("For integral input tensors, argument alpha must not be a floating point number.")
    return np.multiply(other, alpha).astype(np.asarray(other).dtype, copy=False)


def clamp(x, min, max):
    if min is None and max is None:
        raise RuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    return np.clip(x, min, max)


def _check_not_empty(x, name):
    if x.size == 0:
        raise RuntimeError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0. "
                           f"Specify the reduction dim with the 'dim' argument.")


def reduce_max(x):
    _check_not_empty(x, "max")
    return np.max(x)


def reduce_min(x):
    _check_not_empty(x, "min")
    return np.min(x)


def _select_along(arg_function, x, dim, keepdim):
    """(values, indices) of max or min along `dim`: the first extreme, as torch.max(x, dim)."""
    if x.ndim == 0:  # dim 0 of a 0-d tensor is the tensor itself
        return x.copy(), np.zeros((), np.int64)
    if x.shape[dim] == 0:
        name = "max" if arg_function is np.argmax else "min"
        raise IndexError(f"{name}(): Expected reduction dim {dim} to have non-zero size.")
    indices = arg_function(x, axis=dim, keepdims=True)
    values = np.take_along_axis(x, indices, axis=dim)
    if not keepdim:
        values, indices = np.squeeze(values, dim), np.squeeze(indices, dim)
    return values, indices


def max_along(x, dim, keepdim):
    return _select_along(np.argmax, x, dim, keepdim)


def min_along(x, dim, keepdim):
    return _select_along(np.argmin, x, dim, keepdim)


def reduce_extreme(function, name, x, dim, keepdim):
    """amax/amin over `dim` (all dims when empty), refusing to reduce an empty dim as PyTorch does."""
    if not dim and x.size == 0:
        raise RuntimeError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0. Specify the "
                           f"reduction dim with the 'dim' argument.")
    for d in (dim if dim else range(x.ndim)):
        if x.shape[d] == 0:
            raise IndexError(f"{name}(): Expected reduction dim {d} to have non-zero size.")
    return function(x, axis=axes(dim), keepdims=keepdim)


def reshape(x, shape):
    """np.reshape with PyTorch's errors."""
    shape = tuple(shape)
    if shape.count(-1) > 1:
        raise RuntimeError("only one dimension can be inferred")
    if any(n < -1 for n in shape):
        raise RuntimeError(f"invalid shape dimension {min(shape)}")
    known = int(np.prod([n for n in shape if n != -1], dtype=np.int64))
    if (-1 in shape and (known == 0 or x.size % known)) or (-1 not in shape and known != x.size):
        raise RuntimeError(f"shape '{list(shape)}' is invalid for input of size {x.size}")
    return np.reshape(x, shape)


def transpose(x, dim0, dim1):
    return x.view() if x.ndim == 0 else np.swapaxes(x, dim0, dim1)  # a view, also when nothing moves


def permute(x, dims):
    if len(dims) != x.ndim:
        raise RuntimeError(f"permute(): the number of dims given ({len(dims)}) must equal the number of dimensions "
                           f"of the tensor ({x.ndim}): input.dim() = {x.ndim} is not equal to len(dims) = {len(dims)}")
    return np.transpose(x, dims)


def _legacy_empty(x) -> bool:
    """torch.tensor([]): cat skips it, so `out = cat([out, x])` can start from an empty tensor."""
    return x.ndim == 1 and x.shape[0] == 0


def cat(xs, dim):
    """np.concatenate with PyTorch's rules: legacy empty tensors are skipped, 0-d ones refused."""
    if not xs:
        raise value_error("cat(): expected a non-empty list of Tensors")
    for position, x in enumerate(xs):
        if x.ndim == 0:
            raise RuntimeError(f"zero-dimensional tensor (at position {position}) cannot be concatenated")
    kept = [(position, x) for position, x in enumerate(xs) if not _legacy_empty(x)] or [(0, xs[0])]
    first = kept[0][1]
    for position, x in kept[1:]:
        if x.ndim != first.ndim:
            raise RuntimeError(f"Tensors must have same number of dimensions: got {first.ndim} and {x.ndim}")
        for d, (expected, got) in enumerate(zip(first.shape, x.shape)):
            if d != dim and expected != got:
                raise RuntimeError(f"Sizes of tensors must match except in dimension {dim}. Expected size "
                                   f"{expected} but got size {got} for tensor number {position} in the list.")
    return np.concatenate([x for _, x in kept], axis=dim)


def stack(xs, dim):
    if not xs:
        raise RuntimeError("stack expects a non-empty TensorList")
    for position, x in enumerate(xs[1:], 1):
        if x.shape != xs[0].shape:
            raise RuntimeError(f"stack expects each tensor to be equal size, but got {list(xs[0].shape)} at entry 0 "
                               f"and {list(x.shape)} at entry {position}")
    return np.stack(xs, axis=dim)


def index(x, indices):
    """x[indices] with PyTorch's rules and words: no negative steps (PyTorch has no such views)."""
    for part in (indices if isinstance(indices, tuple) else (indices,)):
        if isinstance(part, slice) and part.step is not None:
            if part.step == 0:
                raise value_error("slice step cannot be zero")
            if part.step < 0:
                raise value_error("step must be greater than zero")
    try:
        basic, advanced = _split_index(indices)
        out = x[indices] if basic is None else x[basic][advanced]
        if not isinstance(out, np.ndarray):  # an element: NumPy copies it out; x[i, ...] is a 0-d view
            out = x[(indices if isinstance(indices, tuple) else (indices,)) + (Ellipsis,)]
        return out
    except IndexError as error:
        raise index_error(x, indices, error) from None


def _split_index(indices):
    """PyTorch applies integer indices first, as basic indexing (select), where NumPy broadcasts them
    with the index arrays: x[1, ..., [0, 0]] differs when they are apart. For such an index, the
    (basic, advanced) pair that gives PyTorch's result as x[basic][advanced]; (None, None) otherwise."""
    parts = indices if isinstance(indices, tuple) else (indices,)
    is_int = [isinstance(p, (int, np.integer)) and not isinstance(p, (bool, np.bool_)) for p in parts]
    if not any(is_int) or not any(isinstance(p, np.ndarray) and p.ndim > 0 for p in parts):
        return None, None
    basic, advanced = [], []
    for p, integer in zip(parts, is_int):
        if isinstance(p, np.ndarray):
            width = p.ndim if p.dtype.kind == "b" else 1
            basic.extend([slice(None)] * width)
            advanced.append(p)
        else:
            basic.append(p)
            if not integer:  # an int's dim is gone; a slice's or None's dim is there, taken whole
                advanced.append(Ellipsis if p is Ellipsis else slice(None))
    return tuple(basic), tuple(advanced)


_INDEX_TYPES = "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are valid indices"


def index_error(data, index, error) -> Exception:
    """NumPy's IndexError for `data[index]` in PyTorch's words (dimension, tensor, mask)."""
    message = str(error)
    parts = index if isinstance(index, tuple) else (index,)
    if message.startswith("too many indices"):
        if data.ndim == 0:
            return IndexError("invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` "
                              "in C++ to convert a 0-dim tensor to a number")
        return IndexError(f"too many indices for tensor of dimension {data.ndim}")
    if message.startswith("only integers") or message.startswith("arrays used as indices"):
        bad = next((p for p in parts if not (p is None or p is Ellipsis or isinstance(p, (slice, np.ndarray))
                                            or _is_int(p))), None)
        if bad is None:
            return IndexError("tensors used as indices must be long, int, byte or bool tensors")
        kind = TypeError if isinstance(bad, str) else IndexError  # as PyTorch (and Python's lists) for a str
        return kind(f"{_INDEX_TYPES} (got {type(bad).__name__})")
    if message.startswith("boolean index did not match"):
        for position, p in enumerate(parts):
            if isinstance(p, np.ndarray) and p.dtype.kind == "b":
                dim = _dim_of_part(parts, position, data.ndim)
                indexed = list(data.shape[dim:dim + p.ndim])
                if list(p.shape) != indexed:
                    mismatch = next(i for i, (n, m) in enumerate(zip(p.shape, indexed)) if n != m) \
                        if len(indexed) == p.ndim else 0
                    return IndexError(f"The shape of the mask {list(p.shape)} at index {mismatch} does not match the "
                                      f"shape of the indexed tensor {list(data.shape)} at index {dim + mismatch}")
    message = (message.replace("numpy.newaxis (`None`)", "None").replace("arrays", "tensors")
               .replace("array", "tensor").replace("axis", "dimension"))
    return IndexError(message)


def _is_int(p) -> bool:
    return isinstance(p, (int, np.integer)) and not isinstance(p, (bool, np.bool_))


def _dim_of_part(parts, position, ndim) -> int:
    """The first dimension of data that index part `position` applies to."""
    def width(p):
        if p is None:
            return 0
        if isinstance(p, np.ndarray) and p.dtype.kind == "b":
            return p.ndim
        return 1
    if any(p is Ellipsis for p in parts[:position]):
        return ndim - sum(width(p) for p in parts[position:] if p is not Ellipsis)
    return sum(width(p) for p in parts[:position])


def view(x, size):
    """A view with a new shape that never copies, as Tensor.view."""
    out = x.view()
    try:
        out.shape = size
    except AttributeError:
        raise RuntimeError("view size is not compatible with input tensor's size and stride (at least one "
                           "dimension spans across two contiguous subspaces). Use .reshape(...) instead.") from None
    except ValueError:
        raise RuntimeError(f"shape '{list(size)}' is invalid for input of size {x.size}") from None
    return out


def t(x):
    if x.ndim > 2:
        raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is {x.ndim}D")
    return x.T


def expand(x, size):
    """broadcast_to with PyTorch's -1 (keep this dimension)."""
    size = tuple(size)
    lead = len(size) - x.ndim
    if lead < 0:
        raise RuntimeError(f"expand: the number of sizes provided ({len(size)}) must be greater or equal "
                           f"to the number of dimensions in the tensor ({x.ndim})")
    target = tuple(x.shape[i - lead] if n == -1 and i >= lead else n for i, n in enumerate(size))
    try:
        return np.broadcast_to(x, target)
    except ValueError:
        raise RuntimeError(f"The expanded size of the tensor ({list(size)}) must match the existing size "
                           f"({list(x.shape)}) at non-singleton dimensions") from None


def sum_to(x, shape):
    """Sum `x` down to `shape`: the adjoint of broadcasting `shape` up to x.shape."""
    shape = tuple(shape)
    if x.shape == shape:
        return x
    lead = x.ndim - len(shape)
    reduce = tuple(range(lead)) + tuple(lead + i for i, n in enumerate(shape) if n == 1 and x.shape[lead + i] != 1)
    return np.sum(x, axis=reduce, keepdims=True).reshape(shape)


def squeeze(x, dim):
    """Only dims of size 1 go: squeeze(dim) of a larger dim is a no-op, as in PyTorch."""
    if dim is None:
        return np.squeeze(x).view()  # np.squeeze returns x itself when no dim has size 1
    if x.ndim == 0 or x.shape[dim] != 1:
        return x.view()  # still a view: writes through either reach the other
    return np.squeeze(x, dim)


def index_backward(grad, shape, indices):
    """Scatter `grad` into zeros of `shape` at x[indices], adding where an index repeats."""
    out = np.zeros(shape, dtype=grad.dtype)
    basic, advanced = _split_index(indices)
    if basic is None:
        np.add.at(out, indices, grad)
    else:
        np.add.at(out[basic], advanced, grad)  # out[basic] is a view: the sums land in out
    return out


def linear(x, weight, bias):
    """x @ weight.T + bias, as torch.nn.functional.linear: one BLAS call and an in-place add."""
    if weight.ndim != 2 or x.ndim == 0 or x.shape[-1] != weight.shape[1]:
        raise RuntimeError(f"linear(): input and weight shapes cannot be multiplied "
                           f"({'x'.join(map(str, x.shape)) or 'scalar'} and "
                           f"{'x'.join(map(str, weight.shape[::-1]))}): weight must be (out_features, in_features)")
    out = np.matmul(x, weight.T)
    if bias is not None:
        out += bias  # the product is a new array: adding in place saves a pass over memory
    return out
# ------------------------------------------------------------------ integer division, remainders, shifts

def _check_integer_divisor(other, op: str):
    """Integers divided by zero have no result: PyTorch raises (NumPy would give 0 and warn)."""
    if other.dtype.kind in "iub" and not np.all(other):
        raise RuntimeError(f"ZeroDivisionError: {op} of integer tensors by zero (the divisor has a zero element)")


def fmod(x, other):
    """C's fmod: the remainder of x / other truncated toward zero, the sign of x."""
    _check_integer_divisor(other, "fmod")
    return np.fmod(x, other)


def remainder(x, other):
    """Python's %: the remainder of x / other rounded toward minus infinity, the sign of other."""
    _check_integer_divisor(other, "remainder")
    return np.remainder(x, other)


ROUNDING_MODES = (None, "trunc", "floor")


def div_rounded(x, other, rounding_mode):
    """x / other rounded toward zero ('trunc') or minus infinity ('floor'), in the inputs' dtype,
    as torch.div(..., rounding_mode=...): integers stay integers and may not be divided by zero."""
    if rounding_mode not in ROUNDING_MODES:
        raise RuntimeError(f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but found "
                           f"{rounding_mode!r}")
    if rounding_mode is None:
        return x / other
    if x.dtype.kind == "b":
        raise NotImplementedError(f"\"div_{rounding_mode}\" not implemented for 'bool': rounded division works on "
                                  f"integer and floating point tensors; convert with .long() first")
    _check_integer_divisor(other, "div")
    floor = np.floor_divide(x, other)  # NumPy's floor division is PyTorch's, also for floats (divmod-based)
    if rounding_mode == "floor":
        return floor
    if x.dtype.kind == "f":
        return np.trunc(x / other)
    # integers: floor and trunc differ by one where the signs differ and the division is not exact
    inexact = (np.remainder(x, other) != 0) & ((x < 0) != (other < 0))
    return floor + inexact.astype(floor.dtype)


def _shift_in_range(x, other):
    """The shift counts that C defines (0 <= other < bits), and the counts made safe to shift by."""
    bits = x.dtype.itemsize * 8
    other = np.asarray(other)
    in_range = (other >= 0) & (other < bits)
    return in_range, np.where(in_range, other, 0).astype(x.dtype, copy=False)


def left_shift(x, other):
    """x << other, as PyTorch: a count below 0 or of the width of the dtype or more gives 0."""
    in_range, counts = _shift_in_range(x, other)
    return np.where(in_range, np.left_shift(x, counts), 0).astype(x.dtype, copy=False)


def right_shift(x, other):
    """x >> other, as PyTorch: a count below 0 or of the width of the dtype or more fills with the sign."""
    in_range, counts = _shift_in_range(x, other)
    return np.where(in_range, np.right_shift(x, counts), np.where(x < 0, -1, 0)).astype(x.dtype, copy=False)


# ------------------------------------------------------------------ floating-point tests

def isposinf(x):
    return np.isposinf(x) if x.dtype.kind == "f" else np.zeros(x.shape, dtype=bool)


def isneginf(x):
    return np.isneginf(x) if x.dtype.kind == "f" else np.zeros(x.shape, dtype=bool)


def isclose(x, other, rtol, atol, equal_nan):
    """|x - other| <= atol + rtol * |other|, elementwise, as torch.isclose: equal values (infinities
    too) are close; NaN is close to NaN only with equal_nan; bool and integer inputs are compared
    in the default float dtype."""
    if rtol < 0:
        raise RuntimeError(f"rtol must be greater than or equal to zero, but got {rtol}")
    if atol < 0:
        raise RuntimeError(f"atol must be greater than or equal to zero, but got {atol}")
    close = x == other
    if equal_nan and x.dtype.kind == "f":
        close |= np.isnan(x) & np.isnan(other)
    if rtol == 0 and atol == 0:
        return close
    from specgrad.dtypes import get_default_dtype
    compute = x.dtype if x.dtype.kind == "f" else get_default_dtype().numpy
    a, b = x.astype(compute, copy=False), other.astype(compute, copy=False)
    with np.errstate(invalid="ignore", over="ignore"):
        allowed = compute.type(atol) + np.abs(compute.type(rtol) * b)
        actual = np.abs(a - b)
        close |= np.isfinite(actual) & (actual <= allowed)
    return close


def nan_to_num(x, nan, posinf, neginf):
    """NaN, +inf and -inf replaced: by 0, the largest and the lowest finite value of the dtype unless given."""
    if x.dtype.kind != "f":
        return x.copy()
    info = np.finfo(x.dtype)
    return np.nan_to_num(x, nan=0.0 if nan is None else nan, posinf=info.max if posinf is None else posinf,
                         neginf=info.min if neginf is None else neginf)


def floor_divide(x, other):
    """x // other, as torch.floor_divide: rounded toward minus infinity, in the inputs' dtype."""
    return div_rounded(x, other, "floor")
# ------------------------------------------------------------------------------ linear algebra: products
# Shape checks with PyTorch's messages (RuntimeErrors, which the generated ops pass on as they are);
# the products themselves go to BLAS through np.matmul / np.einsum / np.tensordot.

def _dims_word(x):
    return f"{x.ndim}D"


def dot(x, y, name="dot"):
    """dot/vdot of two 1-D tensors of the same length."""
    if x.ndim != 1 or y.ndim != 1:
        raise RuntimeError(f"1D tensors expected, but got {_dims_word(x)} and {_dims_word(y)} tensors")
    if x.shape[0] != y.shape[0]:
        raise RuntimeError(f"inconsistent tensor size, expected tensor [{x.shape[0]}] and src [{y.shape[0]}] to have "
                           f"the same number of elements, but got {x.shape[0]} and {y.shape[0]} elements respectively")
    return np.asarray(np.dot(x, y))


def _shape_text(x):
    return "x".join(map(str, x.shape))


def mm(x, y):
    if x.ndim != 2:
        raise RuntimeError("self must be a matrix")
    if y.ndim != 2:
        raise RuntimeError("mat2 must be a matrix")
    if x.shape[1] != y.shape[0]:
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({_shape_text(x)} and {_shape_text(y)})")
    return np.matmul(x, y)


def bmm(x, y):
    if x.ndim != 3:
        raise RuntimeError("batch1 must be a 3D tensor")
    if y.ndim != 3:
        raise RuntimeError("batch2 must be a 3D tensor")
    if y.shape[:2] != (x.shape[0], x.shape[2]):
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{x.shape[0]}, "
                           f"{x.shape[2]}] but got: [{y.shape[0]}, {y.shape[1]}].")
    return np.matmul(x, y)


def mv(x, v):
    if x.ndim != 2 or v.ndim != 1:
        raise RuntimeError(f"vector + matrix @ vector expected, got 1, {x.ndim}, {v.ndim}")
    if x.shape[1] != v.shape[0]:
        raise RuntimeError(f"size mismatch, got input ({x.shape[0]}), mat ({_shape_text(x)}), vec ({v.shape[0]})")
    return np.matmul(x, v)


def outer(x, y):
    for name, v in (("self", x), ("vec2", y)):
        if v.ndim != 1:
            raise RuntimeError(f"outer: Expected 1-D argument {name}, but got {v.ndim}-D")
    return np.multiply.outer(x, y)


def _scaled_sum(self, product, beta, alpha):
    """beta * self + alpha * product in product's dtype; self is ignored when beta is 0 (its NaNs too)."""
    if self.ndim > product.ndim or np.broadcast_shapes(self.shape, product.shape) != product.shape:
        raise RuntimeError(f"The expanded size of the tensor ({product.shape[-1]}) must match the existing size "
                           f"({self.shape[-1] if self.ndim else 1}) at non-singleton dimension {product.ndim - 1}.  "
                           f"Target sizes: {list(product.shape)}.  Tensor sizes: {list(self.shape)}")
    if product.dtype.kind in "biu" and (isinstance(alpha, float) or isinstance(beta, float)):
        pass  # PyTorch truncates as it goes; the cast below does the same at the end
    out = product if alpha == 1 else product * alpha
    if beta != 0:
        out = out + (self if beta == 1 else self * beta)
    else:
        out = np.broadcast_to(out, product.shape)
    return np.asarray(out).astype(product.dtype, copy=False)


def addmm(self, mat1, mat2, beta, alpha):
    if mat1.ndim != 2:
        raise RuntimeError(f"mat1 must be a matrix, got {mat1.ndim}-D tensor")
    if mat2.ndim != 2:
        raise RuntimeError(f"mat2 must be a matrix, got {mat2.ndim}-D tensor")
    if mat1.shape[1] != mat2.shape[0]:
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({_shape_text(mat1)} and {_shape_text(mat2)})")
    return _scaled_sum(self, np.matmul(mat1, mat2), beta, alpha)


def addmv(self, mat, vec, beta, alpha):
    if mat.ndim != 2 or vec.ndim != 1:
        raise RuntimeError(f"vector + matrix @ vector expected, got {self.ndim}, {mat.ndim}, {vec.ndim}")
    if mat.shape[1] != vec.shape[0]:
        raise RuntimeError(f"size mismatch, got input ({self.shape[0] if self.ndim else 1}), mat ({_shape_text(mat)}), "
                           f"vec ({vec.shape[0]})")
    return _scaled_sum(self, np.matmul(mat, vec), beta, alpha)


def baddbmm(self, batch1, batch2, beta, alpha):
    return _scaled_sum(self, bmm(batch1, batch2), beta, alpha)


def kron(x, y):
    return np.kron(x, y)


def _cross_dim(shape, dim, name):
    if dim is None:
        dim = next((d for d, n in enumerate(shape) if n == 3), None)
        if dim is None:
            raise RuntimeError("no dimension of size 3 in input")
    return dim


def cross(x, y, dim, name="linalg.cross", warn=False):
    """torch.cross (dim=None: the first dim of size 3, with PyTorch's deprecation warning) and
    torch.linalg.cross: same ranks, broadcast sizes, length 3 along dim."""
    if x.ndim != y.ndim:
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")
    shape = np.broadcast_shapes(x.shape, y.shape)
    if dim is None:
        import warnings
        warnings.warn("Using torch.cross without specifying the dim arg is deprecated.\nPlease either pass the dim "
                      "explicitly or simply use torch.linalg.cross.\nThe default value of dim will change to agree "
                      "with that of linalg.cross in a future release.", UserWarning, stacklevel=4)
        dim = _cross_dim(shape, dim, name)
    if x.shape[dim] != 3 or y.shape[dim] != 3:
        raise RuntimeError(f"linalg.cross: inputs dimension {dim} must have length 3. Got {x.shape[dim]} and "
                           f"{y.shape[dim]}")
    x, y = np.broadcast_to(x, shape), np.broadcast_to(y, shape)
    return np.cross(x, y, axis=dim)


def tensordot_dims(a_ndim, b_ndim, dims):
    """tensordot's dims (an int n: the last n of a with the first n of b; or a pair of lists) as
    two lists of non-negative dims."""
    try:
        dims = np.asarray(dims, dtype=np.int64)
    except (TypeError, ValueError):
        dims = np.empty((0,))
    if dims.ndim == 0:
        n = int(dims)
        if n < 0:
            raise RuntimeError(f"tensordot expects dims >= 0, but got dims={n}")
        if n > min(a_ndim, b_ndim):
            raise RuntimeError(f"tensordot expects dims < ndim_a or ndim_b, but got dims={n}")
        return list(range(a_ndim - n, a_ndim)), list(range(n))
    if dims.ndim == 1 and dims.shape[0] == 2:
        dims = dims.reshape(2, 1)
    if dims.ndim != 2 or dims.shape[0] != 2:
        raise RuntimeError(f"tensordot expects dims to be int or tuple[list[int], list[int]] or list[list[int]] "
                           f"containing two lists, but got dims={dims.tolist() if dims.size else 'that'}")
    return [int(d) % a_ndim for d in dims[0]], [int(d) % b_ndim for d in dims[1]]


def tensordot(a, b, dims):
    da, db = tensordot_dims(a.ndim, b.ndim, dims)
    for i, j in zip(da, db):
        if a.shape[i] != b.shape[j]:
            raise RuntimeError(f"contracted dimensions need to match, but first has size {a.shape[i]} in dim {i} "
                               f"and second has size {b.shape[j]} in dim {j}")
    return np.tensordot(a, b, axes=(da, db))


_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def einsum_subscripts(equation, ndims):
    """An einsum equation over operands of these ranks as explicit subscripts: (one string of
    letters per operand, the output's letters), '...' replaced by letters the equation does not
    use (right-aligned, as broadcasting aligns), and the implicit output of an equation without
    '->' made explicit: the broadcast dims, then the letters used once, in alphabetical order."""
    equation = equation.replace(" ", "")
    lhs, arrow, out = equation.partition("->")
    terms = lhs.split(",")
    if len(terms) > len(ndims):
        raise RuntimeError("einsum(): fewer operands were provided than specified in the equation")
    if len(terms) < len(ndims):
        raise RuntimeError("einsum(): more operands were provided than specified in the equation")
    for ch in equation:
        if ch not in _LETTERS and ch not in ".,->":
            raise RuntimeError(f"einsum(): invalid subscript given at index {equation.index(ch)} in the equation "
                               f"string, subscripts must be in [a-zA-Z]")
    free = [ch for ch in _LETTERS if ch not in equation]
    ellipsis_rank = 0
    for k, (term, ndim) in enumerate(zip(terms, ndims)):
        letters = len(term.replace("...", ""))
        if "..." in term:
            if letters > ndim:
                raise RuntimeError(f"einsum(): the number of subscripts in the equation ({letters}) is more than the "
                                   f"number of dimensions ({ndim}) for operand {k}")
            ellipsis_rank = max(ellipsis_rank, ndim - letters)
        elif letters != ndim:
            raise RuntimeError(f"einsum(): the number of subscripts in the equation ({letters}) does not match the "
                               f"number of dimensions ({ndim}) for operand {k} and no ellipsis was given")
    broadcast = "".join(free[:ellipsis_rank])
    expanded = [term.replace("...", broadcast[ellipsis_rank - (ndim - len(term.replace('...', ''))):]
                             if ndim - len(term.replace("...", "")) else "")
                for term, ndim in zip(terms, ndims)]
    if arrow:
        if "..." in out and not any("..." in t for t in terms):
            raise RuntimeError("einsum(): ellipsis in the output but none in the operands")
        out = out.replace("...", broadcast)
        for ch in out:
            if not any(ch in t for t in expanded):
                raise RuntimeError(f"einsum(): output subscript {ch} does not appear in the equation for any input "
                                   f"operand")
            if out.count(ch) > 1:
                raise RuntimeError(f"einsum(): output subscript {ch} appears more than once in the output")
    else:
        counts = {}
        for t in terms:
            for ch in t.replace("...", ""):
                counts[ch] = counts.get(ch, 0) + 1
        out = broadcast + "".join(sorted(ch for ch, n in counts.items() if n == 1))
    return expanded, out


def einsum(equation, operands):
    """torch.einsum on arrays: PyTorch's checks, then np.einsum (BLAS through tensordot when
    there are several operands to contract)."""
    if not operands:
        raise value_error("einsum(): must specify the equation string and at least one operand, or at least one "
                          "operand and its subscripts list")
    subscripts, out = einsum_subscripts(equation, [x.ndim for x in operands])
    sizes = {}
    for k, (term, x) in enumerate(zip(subscripts, operands)):
        for ch, n in zip(term, x.shape):
            seen = sizes.get(ch)
            if seen is not None and n != seen and 1 not in (n, seen):
                raise RuntimeError(f"einsum(): subscript {ch} has size {n} for operand {k} which does not "
                                   f"broadcast with previously seen size {seen}")
            sizes[ch] = n if seen is None or seen == 1 else seen
    if operands and operands[0].dtype.kind == "b" and len(operands) > 1:
        raise NotImplementedError("\"bmm\" not implemented for 'Bool'")
    result = np.einsum(f"{','.join(subscripts)}->{out}", *operands, optimize=len(operands) > 1)
    return np.asarray(result)


# ------------------------------------------------------------------------------ torch.linalg

def square_matrices(A, name, what="A"):
    """PyTorch's checks of a (batch of) square matrices."""
    if A.ndim < 2:
        raise RuntimeError(f"{name}: The input tensor {what} must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"{name}: {what} must be batches of square matrices, but they are {A.shape[-2]} by "
                           f"{A.shape[-1]} matrices")


class _Singular(RuntimeError):
    pass


def linalg_error(message):
    """torch.linalg's LinAlgError, a RuntimeError."""
    return _Singular(message)


def inv(A):
    square_matrices(A, "linalg.inv")
    try:
        return np.linalg.inv(A)
    except np.linalg.LinAlgError:
        raise linalg_error("linalg.inv: The diagonal element is zero, the inversion could not be completed because "
                           "the input matrix is singular.") from None


def det(A):
    square_matrices(A, "linalg.det")
    return np.asarray(np.linalg.det(A))


def slogdet(A):
    square_matrices(A, "linalg.slogdet")
    sign, logabsdet = np.linalg.slogdet(A)
    return np.asarray(sign), np.asarray(logabsdet)


def _is_vector_rhs(A, B):
    """linalg.solve's rule: B is a (batch of) vector(s) when 1-D, or when its shape is A's without the last dim."""
    return B.ndim == 1 or (B.ndim == A.ndim - 1 and B.shape == A.shape[:-1])


def solve(A, B, left=True):
    square_matrices(A, "linalg.solve")
    vector = _is_vector_rhs(A, B)
    if vector:
        B = B[..., None]
    if not left:
        if vector:
            raise RuntimeError("linalg.solve: Vector broadcasting of the left hand side is not supported for "
                               "left=False. In this case linalg.solve is equivalent to B / A.squeeze(-1)")
        A, B = np.swapaxes(A, -1, -2), np.swapaxes(B, -1, -2)
    if B.shape[-2] != A.shape[-1]:
        raise RuntimeError(f"linalg.solve: Incompatible shapes of A and B for the equation "
                           f"{'AX = B' if left else 'XA = B'} ({A.shape[-2]}x{A.shape[-1]} and "
                           f"{B.shape[-2]}x{B.shape[-1]})")
    try:
        X = np.linalg.solve(A, B)
    except np.linalg.LinAlgError:
        raise linalg_error("torch.linalg.solve: The solver failed because the input matrix is singular.") from None
    if not left:
        X = np.swapaxes(X, -1, -2)
    return X[..., 0] if vector else X


def cholesky(A, upper=False):
    square_matrices(A, "linalg.cholesky")
    try:
        L = np.linalg.cholesky(A)
    except np.linalg.LinAlgError:
        raise linalg_error("linalg.cholesky: The factorization could not be completed because the input is not "
                           "positive-definite.") from None
    return np.swapaxes(L, -1, -2).copy() if upper else L


def qr(A, mode="reduced"):
    if A.ndim < 2:
        raise RuntimeError("linalg.qr: The input tensor A must have at least 2 dimensions.")
    if mode not in ("reduced", "complete", "r"):
        raise RuntimeError(f"qr received unrecognized mode '{mode}' but expected one of 'reduced' (default), 'r', "
                           f"or 'complete'")
    if mode == "r":
        return np.empty((0,), A.dtype), np.linalg.qr(A, mode="r")
    Q, R = np.linalg.qr(A, mode=mode)
    return Q, R


def svd(A, full_matrices=True):
    if A.ndim < 2:
        raise RuntimeError("linalg.svd: The input tensor A must have at least 2 dimensions.")
    U, S, Vh = np.linalg.svd(A, full_matrices=full_matrices)
    return U, S, Vh


def svdvals(A):
    if A.ndim < 2:
        raise RuntimeError("linalg.svdvals: The input tensor A must have at least 2 dimensions.")
    return np.linalg.svd(A, compute_uv=False)


def _check_uplo(UPLO, name):
    if UPLO not in ("L", "U", "l", "u"):
        raise RuntimeError(f"{name}: Expected UPLO argument to be 'L' or 'U', but got {UPLO}")


def eigh(A, UPLO="L"):
    square_matrices(A, "linalg.eigh")
    _check_uplo(UPLO, "linalg.eigh")
    L, V = np.linalg.eigh(A, UPLO=UPLO.upper())
    return L, V


def eigvalsh(A, UPLO="L"):
    square_matrices(A, "linalg.eigvalsh")
    _check_uplo(UPLO, "linalg.eigvalsh")
    return np.linalg.eigvalsh(A, UPLO=UPLO.upper())
# ------------------------------------------------------------------------------ gather and scatter

def _at_least_1d(x):
    """PyTorch's gather/scatter take a 0-d tensor as one of 1 element (ensure_nonempty_dim)."""
    return x.reshape(1) if x.ndim == 0 else x


def _check_in_range(index, size, dim):
    """Index values in [0, size), or PyTorch's RuntimeError naming the first one out of range."""
    if index.size and (index.min() < 0 or index.max() >= size):
        bad = index[(index < 0) | (index >= size)].flat[0]
        raise RuntimeError(f"index {bad} is out of bounds for dimension {dim} with size {size}")


def _check_gather_shapes(op, x, dim, index, src=None):
    """PyTorch's gather/scatter shape rules: index has the rank of self (and src), and is no larger
    than self apart from `dim` (and no larger than src anywhere)."""
    if index.ndim != x.ndim:
        raise RuntimeError("Index tensor must have the same number of dimensions as "
                           f"{'input' if op == 'gather' else 'self'} tensor")
    if src is not None and index.ndim != src.ndim:
        raise RuntimeError("Index tensor must have the same number of dimensions as src tensor")
    for d in range(index.ndim):
        if (d != dim and index.shape[d] > x.shape[d]) or (src is not None and index.shape[d] > src.shape[d]):
            if src is None:
                raise RuntimeError(f"Size does not match at dimension {d} expected index {list(index.shape)} to be no "
                                   f"larger than self {list(x.shape)} apart from dimension {dim}")
            raise RuntimeError(f"Expected index {list(index.shape)} to be no larger than self {list(x.shape)} apart "
                               f"from dimension {dim} and to be no larger size than src {list(src.shape)}")
    _check_in_range(index, x.shape[dim], dim)


def _int_if_empty(index):
    """gather and scatter take an empty index of any dtype, as PyTorch does."""
    return index.astype(np.int64) if index.size == 0 and index.dtype.kind not in "iu" else index


def _positions(index, dim):
    """The coordinates gather/scatter address: index along `dim`, each element's own elsewhere."""
    grids = list(np.indices(index.shape, sparse=True))
    grids[dim] = index
    return tuple(grids)


def gather(x, dim, index):
    """out[i][j] = x[i][index[i][j]] (dim 1): np.take_along_axis, on the part of x the index covers."""
    shape = index.shape
    x, index = _at_least_1d(x), _at_least_1d(_int_if_empty(index))
    _check_gather_shapes("gather", x, dim, index)
    return x[_positions(index, dim)].reshape(shape)


def _scatter_parts(op, x, dim, index, src):
    x1, index1 = _at_least_1d(x), _at_least_1d(_int_if_empty(index))
    src1 = None if np.ndim(src) == 0 and not isinstance(src, np.ndarray) else _at_least_1d(np.asarray(src))
    _check_gather_shapes(op, x1, dim, index1, src1)
    out = x1.copy()
    values = src if src1 is None else src1[tuple(slice(0, n) for n in index1.shape)]
    return out, _positions(index1, dim), values


def scatter(x, dim, index, src):
    """out = x; out[i][index[i][j]] = src[i][j] (dim 1). src is a tensor or a number."""
    out, positions, values = _scatter_parts("scatter", x, dim, index, src)
    out[positions] = values
    return out.reshape(x.shape)


def scatter_add(x, dim, index, src):
    """out = x; out[i][index[i][j]] += src[i][j], adding up where indices repeat."""
    out, positions, values = _scatter_parts("scatter_add", x, dim, index, src)
    add_at(out, positions, values)
    return out.reshape(x.shape)


def add_at(out, positions, values):
    """np.add.at(out, positions, values), on flat positions when out is contiguous (as a fresh copy
    is): measured on 1M elements, 2x faster than np.add.at with a tuple of index arrays, and 1.7x
    faster than np.bincount with weights (NumPy 2.4's add.at has a fast path for one 1-d index)."""
    if not out.flags.c_contiguous or out.size == 0 or not isinstance(positions, tuple):
        np.add.at(out, positions, values)
        return
    flat = np.ravel_multi_index(positions, out.shape)
    flat, values = np.broadcast_arrays(flat, values)
    np.add.at(out.reshape(-1), flat.reshape(-1), values.reshape(-1))


_SCATTER_REDUCTIONS = ("sum", "prod", "mean", "amax", "amin")


def scatter_reduce(x, dim, index, src, reduce, include_self):
    """scatter with a reduction of everything that lands on one place (and self, with include_self)."""
    reduce = {"max": "amax", "min": "amin"}.get(reduce, reduce)  # PyTorch takes these too
    if reduce not in _SCATTER_REDUCTIONS:
        raise RuntimeError(f"reduce argument must be either sum, prod, mean, amax or amin, got {reduce}")
    out, positions, values = _scatter_parts("scatter_reduce", x, dim, index, src)
    if not include_self:
        identity = {"sum": 0, "mean": 0, "prod": 1,
                    "amax": -np.inf if out.dtype.kind == "f" else np.iinfo(out.dtype).min if out.dtype.kind in "iu" else False,
                    "amin": np.inf if out.dtype.kind == "f" else np.iinfo(out.dtype).max if out.dtype.kind in "iu" else True}
        out[positions] = identity[reduce]
    if reduce in ("sum", "mean"):
        add_at(out, positions, values)
    else:
        {"prod": np.multiply, "amax": np.maximum, "amin": np.minimum}[reduce].at(out, positions, values)
    if reduce == "mean":
        count = np.zeros(out.shape, np.int64) + (1 if include_self else 0)
        np.add.at(count, positions, 1)
        count = np.maximum(count, 1)
        out = out // count if out.dtype.kind in "iu" else np.true_divide(out, count, dtype=out.dtype)
    return out.reshape(x.shape)


def scatter_count(shape, dim, index, include_self):
    """How many values scatter_reduce(..., 'mean') averaged at each place of `shape` (at least 1)."""
    index = np.asarray(index)
    count = np.zeros(shape if shape else (1,), np.int64) + (1 if include_self else 0)
    np.add.at(count, _positions(_at_least_1d(index), dim), 1)
    return np.maximum(count, 1).reshape(shape)


def scatter_mask(shape, dim, index):
    """A bool mask of `shape`, true where scatter along `dim` with `index` writes."""
    index = np.asarray(index)
    mask = np.zeros(shape if shape else (1,), bool)
    mask[_positions(_at_least_1d(index), dim)] = True
    return mask.reshape(shape)


# ------------------------------------------------------------------------------ index_* ops

def _vector_index(op, index):
    if index.ndim > 1:
        raise IndexError(f"{op}(): Index is supposed to be a vector")
    return index.reshape(-1)


def _along(dim, index):
    return (slice(None),) * dim + (index,)


def index_select(x, dim, index):
    index = _vector_index("index_select", index)
    size = x.shape[dim] if x.ndim else 1
    if index.size and (index.min() < 0 or index.max() >= size):
        bad = index[(index < 0) | (index >= size)].flat[0]
        # PyTorch's CPU kernel raises an IndexError along dim 0, a RuntimeError along the others
        raise (IndexError if dim == 0 else RuntimeError)(
            f"index_select(): index {bad} is out of range for dimension {dim} with size {size}")
    if x.ndim == 0:
        return x.reshape(1)[index].reshape(()) if index.size == 1 else x.reshape(1)[index]
    return np.take(x, index, axis=dim)


def _check_index_source(op, x, dim, index, source):
    """index_add/index_copy: a vector index, one per slice of source along dim, source shaped as self
    apart from dim."""
    index = _vector_index(op, index)
    x1 = _at_least_1d(x)
    source1 = _at_least_1d(source)
    if source1.ndim != x1.ndim:
        raise RuntimeError(f"{op}(): When source and destination are not scalars, their dimensionality must "
                           f"match. Source dimensionality ({source.ndim}), destination dimensionality ({x.ndim})")
    if index.size != source1.shape[dim]:
        raise RuntimeError(f"{op}(): Number of indices ({index.size}) should be equal to source.size(dim): "
                           f"({source1.shape[dim]}), for dim: {dim}")
    for d in range(x1.ndim):
        if d != dim and x1.shape[d] != source1.shape[d]:
            raise RuntimeError(f"{op}(): Expected self.size({d}) ({x1.shape[d]}) to equal source.size({d}) "
                               f"({source1.shape[d]}) apart from dim {dim}")
    _check_in_range(index, x1.shape[dim], dim)
    return x1, index, source1


def index_add(x, dim, index, source, alpha):
    x1, index, source1 = _check_index_source("index_add", x, dim, index, source)
    out = x1.copy()
    if alpha != 1:
        source1 = scaled(source1, alpha)
    if out.size and index.size:
        # the flat position of every source element: its slice's index along dim, its own place elsewhere
        positions = list(np.indices(source1.shape, sparse=True))
        positions[dim] = index.reshape([-1 if d == dim else 1 for d in range(source1.ndim)])
        add_at(out, tuple(positions), source1)
    return out.reshape(x.shape)


def index_copy(x, dim, index, source):
    x1, index, source1 = _check_index_source("index_copy", x, dim, index, source)
    out = x1.copy()
    out[_along(dim, index)] = source1
    return out.reshape(x.shape)


def index_fill(x, dim, index, value):
    """x with the slices along dim that index names set to value (a number or a 0-d array)."""
    if isinstance(value, np.ndarray) and value.ndim:
        raise RuntimeError(f"index_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                           f"{value.ndim} dimension(s).")
    index = _vector_index("index_fill", index)
    out = _at_least_1d(x).copy()
    size = out.shape[dim]
    if index.size and (index.min() < -size or index.max() >= size):  # negative indices count from the end
        bad = index[(index < -size) | (index >= size)].flat[0]
        raise IndexError(f"index {bad} is out of bounds for dimension {dim} with size {size}")
    out[_along(dim, index)] = value
    return out.reshape(x.shape)


def index_mask(shape, dim, index):
    """A bool mask of `shape`, true in the slices along dim that `index` names."""
    mask = np.zeros(shape if shape else (1,), bool)
    mask[_along(dim, np.asarray(index).reshape(-1))] = True
    return mask.reshape(shape)


# ------------------------------------------------------------------------------ masked ops and take

def masked_fill(x, mask, value):
    """x with value where mask is true (both broadcast), in x's dtype."""
    if isinstance(value, np.ndarray) and value.ndim:
        raise RuntimeError(f"masked_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                           f"{value.ndim} dimension(s).")
    return np.where(mask, np.asarray(value).astype(x.dtype), x)  # x broadcasts too (not in masked_fill_)


def masked_select(x, mask):
    """The elements of x (both broadcast) where mask is true, as a 1-d tensor."""
    shape = np.broadcast_shapes(x.shape, mask.shape)
    return np.broadcast_to(x, shape)[np.broadcast_to(mask, shape)]


def take(x, index):
    """x as 1-d, indexed by index (negative indices count from the end): shaped as index."""
    n = x.size
    if index.size and (index.min() < -n or index.max() >= n):
        bad = index[(index < -n) | (index >= n)].flat[0]
        raise IndexError(f"out of range: tried to access index {bad} on a tensor of {n} elements.")
    return np.ravel(x)[index]


def take_along_dim(x, indices, dim):
    """np.take_along_axis with PyTorch's broadcasting of x and indices apart from dim; dim None:
    both flattened."""
    indices = _int_if_empty(indices)
    if dim is None:
        return take_along_dim(x.reshape(-1), indices.reshape(-1), 0)
    if x.ndim != indices.ndim:
        raise RuntimeError(f"torch.take_along_dim(): input and indices should have the same number of dimensions, "
                           f"but got {x.ndim} dimensions for input, and {indices.ndim} dimensions for indices")
    x, indices = broadcast_along(x, indices, dim)
    size = x.shape[dim] if x.ndim else 1
    # along a dim, negative indices count from the end, as in PyTorch (which does not check the upper
    # bound there and reads past the tensor: specgrad refuses such an index)
    indices = np.where(indices < 0, indices + size, indices)
    _check_in_range(indices, size, dim)
    return np.take_along_axis(x, indices, axis=dim)


def broadcast_along(x, indices, dim):
    """x and indices broadcast to each other's shapes apart from dim, which each keeps."""
    if x.ndim == 0:
        return x, indices
    shape = list(np.broadcast_shapes(x.shape[:dim] + (1,) + x.shape[dim + 1:],
                                     indices.shape[:dim] + (1,) + indices.shape[dim + 1:]))
    x_shape, i_shape = list(shape), list(shape)
    x_shape[dim], i_shape[dim] = x.shape[dim], indices.shape[dim]
    return np.broadcast_to(x, x_shape), np.broadcast_to(indices, i_shape)


# ------------------------------------------------------------------------------ index_put (x[i] = v)

def index_put(x, indices, values, accumulate):
    """x with x[indices] = values (or += values, adding up repeated indices, with accumulate)."""
    out = x.copy()
    basic, advanced = _split_index(indices)
    target, where = (out, indices) if basic is None else (out[basic], advanced)
    try:
        if accumulate:
            selected = target[where]  # checks the index, and the shape the values must broadcast to
            np.broadcast_to(values, selected.shape)
            np.add.at(target, where, values)
        else:
            target[where] = values
    except IndexError as error:
        raise index_error(x, indices, error) from None
    except ValueError:
        shape = x[indices].shape if basic is None else x[basic][advanced].shape
        raise RuntimeError(f"shape mismatch: value tensor of shape {list(np.shape(values))} cannot be broadcast to "
                           f"indexing result of shape {list(shape)}") from None
    return out


def assigned_mask(shape, indices):
    """A bool mask of `shape`, true where x[indices] = v writes."""
    mask = np.zeros(shape, bool)
    basic, advanced = _split_index(indices)
    if basic is None:
        mask[indices] = True
    else:
        mask[basic][advanced] = True
    return mask
# ------------------------------------------------------------------ convolution (im2col + one matmul per group)
#
# The three convolution kernels of nn.functional, for 1, 2 or 3 spatial dims. Each is linear in both
# of its tensors and the gradients of each are the other two, so they differentiate any number of
# times (derivatives.yaml: convolution, convolution_input_grad, convolution_weight_grad).
# `padding` holds (low, high) per spatial dim: conv's padding='same' pads more on the high side.

def _conv_windows(x, kernel, stride, padding, dilation):
    """x (N, C, *S) zero-padded, as a strided view (N, C, *out, *kernel) of its windows."""
    nd = len(kernel)
    pads = [(0, 0), (0, 0)] + [(padding[2 * i], padding[2 * i + 1]) for i in range(nd)]
    if any(p for pair in pads for p in pair):
        x = np.pad(x, pads)
    spans = tuple(d * (k - 1) + 1 for k, d in zip(kernel, dilation))
    windows = np.lib.stride_tricks.sliding_window_view(x, spans, axis=tuple(range(2, 2 + nd)))
    return windows[(Ellipsis, *(slice(None, None, s) for s in stride), *(slice(None, None, d) for d in dilation))] \
        if nd else windows


def _conv_output_size(size, kernel, stride, low, high, dilation):
    return (size + low + high - dilation * (kernel - 1) - 1) // stride + 1


def _conv_columns(x, kernel, stride, padding, dilation, groups):
    """im2col: the windows of x as a (groups, N * prod(out), C/groups * prod(kernel)) array, and out."""
    nd = len(kernel)
    n, c = x.shape[:2]
    windows = _conv_windows(x, kernel, stride, padding, dilation)
    out = windows.shape[2:2 + nd]
    windows = windows.reshape(n, groups, c // groups, *out, *kernel)
    # (G, N, *out, C/G, *kernel): one copy, rows ready for one matmul per group
    order = (1, 0, *range(3, 3 + nd), 2, *range(3 + nd, 3 + 2 * nd))
    columns = np.ascontiguousarray(windows.transpose(order))
    return columns.reshape(groups, n * int(np.prod(out, dtype=np.int64)), -1), out


def conv(x, weight, stride, padding, dilation, groups):
    """Cross-correlation of x (N, C, *S) with weight (O, C/groups, *kernel), as torch's convolution."""
    nd = weight.ndim - 2
    kernel = weight.shape[2:]
    n = x.shape[0]
    columns, out = _conv_columns(x, kernel, stride, padding, dilation, groups)
    o = weight.shape[0]
    w = weight.reshape(groups, o // groups, -1)
    y = np.matmul(columns, w.transpose(0, 2, 1))  # (G, N * P, O/G)
    y = y.reshape(groups, n, *out, o // groups)
    order = (1, 0, 2 + nd, *range(2, 2 + nd))
    return np.ascontiguousarray(y.transpose(order)).reshape(n, o, *out)


def _grad_rows(grad, groups):
    """grad (N, O, *out) as (G, N * prod(out), O/G), the rows of the im2col matmul."""
    n, o = grad.shape[:2]
    nd = grad.ndim - 2
    g = grad.reshape(n, groups, o // groups, *grad.shape[2:])
    order = (1, 0, *range(3, 3 + nd), 2)
    return np.ascontiguousarray(g.transpose(order)).reshape(groups, -1, o // groups)


def conv_input_grad(grad, weight, input_shape, stride, padding, dilation, groups):
    """The gradient of conv for its input (col2im of grad @ weight): also conv_transpose's forward.
    input_shape is (N, C, *S); only the low padding matters, the high side is cropped away."""
    nd = weight.ndim - 2
    kernel = weight.shape[2:]
    n, c = input_shape[:2]
    out = grad.shape[2:]
    o = weight.shape[0]
    w = weight.reshape(groups, o // groups, -1)
    columns = np.matmul(_grad_rows(grad, groups), w)  # (G, N * P, C/G * prod(kernel))
    columns = columns.reshape(groups, n, *out, c // groups, *kernel)
    # (N, G, C/G, *kernel, *out): each kernel offset's slab is one strided add
    order = (1, 0, 2 + nd, *range(3 + nd, 3 + 2 * nd), *range(2, 2 + nd))
    columns = columns.transpose(order).reshape(n, c, *kernel, *out)
    low = [padding[2 * i] for i in range(nd)]
    size = [max(low[i] + input_shape[2 + i], dilation[i] * (kernel[i] - 1) + stride[i] * (out[i] - 1) + 1)
            for i in range(nd)]
    padded = np.zeros((n, c, *size), dtype=np.result_type(grad, weight))
    for offset in np.ndindex(*kernel):
        where = tuple(slice(k * d, k * d + s * (m - 1) + 1, s) for k, d, s, m in zip(offset, dilation, stride, out))
        padded[(slice(None), slice(None), *where)] += columns[(slice(None), slice(None), *offset)]
    return padded[(slice(None), slice(None), *(slice(lo, lo + m) for lo, m in zip(low, input_shape[2:])))]


def conv_weight_grad(x, grad, weight_shape, stride, padding, dilation, groups):
    """The gradient of conv for its weight: the correlation of x's windows with grad, per group."""
    kernel = tuple(weight_shape[2:])
    columns, out = _conv_columns(x, kernel, stride, padding, dilation, groups)
    rows = _grad_rows(grad, groups)  # (G, N * P, O/G)
    w = np.matmul(rows.transpose(0, 2, 1), columns)  # (G, O/G, C/G * prod(kernel))
    return w.reshape(weight_shape)


# ------------------------------------------------------------------ pooling

def max_pool(x, kernel, stride, padding, dilation):
    """Max pooling of x (N, C, *S) with `padding` as (low, high) pairs (the high side also holds
    ceil_mode's extra): the values and, as PyTorch, each maximum's flat index in its input plane.
    The first maximum of a window wins; a NaN wins over numbers (np.argmax, as PyTorch)."""
    nd = len(kernel)
    spatial = x.shape[2:]
    fill = -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    pads = [(0, 0), (0, 0)] + [(padding[2 * i], padding[2 * i + 1]) for i in range(nd)]
    padded = np.pad(x, pads, constant_values=fill)
    positions = np.pad(np.arange(int(np.prod(spatial, dtype=np.int64)), dtype=np.int64).reshape(spatial), pads[2:],
                       constant_values=-1)
    no_padding = (0,) * (2 * nd)
    windows = _conv_windows(padded, kernel, stride, no_padding, dilation)
    out = windows.shape[2:2 + nd]
    windows = windows.reshape(*x.shape[:2], *out, -1)
    where = np.argmax(windows, axis=-1)[..., None]
    values = np.take_along_axis(windows, where, axis=-1)[..., 0]
    places = _conv_windows(positions[None, None], kernel, stride, no_padding, dilation).reshape(*out, -1)
    indices = np.take_along_axis(np.broadcast_to(places, windows.shape), where, axis=-1)[..., 0]
    return values, indices


def max_pool_backward(grad, indices, shape):
    """Each output gradient added to the input element its maximum came from (windows may overlap)."""
    n = int(np.prod(shape[:2], dtype=np.int64))
    plane = int(np.prod(shape[2:], dtype=np.int64))
    flat = (indices.reshape(n, -1) + np.arange(n, dtype=np.int64)[:, None] * plane).ravel()
    out = np.bincount(flat, weights=grad.ravel(), minlength=n * plane)
    return out.astype(grad.dtype, copy=False).reshape(shape)
