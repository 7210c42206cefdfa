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
    specgrad's own frame, which `import specgrad` keeps quiet, as PyTorch is."""
    return np.add.reduce(x, axis=axes(dim), keepdims=keepdim)


def reduce_mean(x, dim, keepdim):
    """The sum over the count; the mean of nothing is NaN, without NumPy's 'Mean of empty slice'."""
    reduced = x.shape if dim is None or (not isinstance(dim, int) and len(dim) == 0) else \
        [x.shape[d] for d in ((dim,) if isinstance(dim, int) else dim)]
    count = int(np.prod(reduced, dtype=np.int64))
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
        return x[indices] if basic is None else x[basic][advanced]
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


# ------------------------------------------------------------------ reductions, scans, sorting, selection

def _reduced_axes(x, dim):
    """`dim` (None, an int or a tuple, already wrapped) as a tuple of axes; None and () mean all."""
    if dim is None or (not isinstance(dim, (int, np.integer)) and len(dim) == 0):
        return tuple(range(x.ndim))
    return (int(dim),) if isinstance(dim, (int, np.integer)) else tuple(dim)


def _squeeze_or_keep(out, axes, keepdim):
    return out if keepdim else np.squeeze(out, axis=axes)


def reduce_prod(x, dim, keepdim):
    """torch.prod: integers and bools multiply in int64, as in PyTorch."""
    dtype = np.int64 if x.dtype.kind in "biu" else None
    if x.ndim == 0:
        return x.astype(dtype or x.dtype)
    return np.multiply.reduce(x, axis=None if dim is None else int(dim), keepdims=keepdim, dtype=dtype)


def _check_correction(name, x, axes, correction):
    count = int(np.prod([x.shape[a] for a in axes], dtype=np.int64)) if x.ndim else 1
    if count - correction <= 0:
        import warnings
        warnings.warn(f"{name}(): degrees of freedom is <= 0. Correction should be strictly less than the "
                      f"reduction factor (input numel divided by output numel).", UserWarning, stacklevel=4)
    return count


def var(x, dim, correction, keepdim, name="var"):
    """The variance over `dim` with `correction` (Bessel's 1 by default), as torch.var."""
    correction = 1 if correction is None else correction
    axes = _reduced_axes(x, dim)
    count = _check_correction(name, x, axes, correction)
    if x.ndim == 0:
        squares = (x - x) * (x - x)  # 0, or NaN for a NaN (or inf) element, as in PyTorch
    else:
        mean = np.mean(x, axis=axes, keepdims=True) if count else np.full([1] * x.ndim, np.nan, x.dtype)
        centered = x - mean
        squares = np.add.reduce(centered * centered, axis=axes, keepdims=keepdim)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.true_divide(squares, max(count - correction, 0), dtype=x.dtype)


def std(x, dim, correction, keepdim):
    return np.sqrt(var(x, dim, correction, keepdim, name="std"))


def unbiased_correction(unbiased):
    return 1 if unbiased else 0


def vector_norm(x, p, dim, keepdim):
    """torch.norm's vector norms over `dim` (None: all elements): p = 2, 1, inf, -inf, 0, any other."""
    axes = None if dim is None else _reduced_axes(x, dim)
    if x.ndim == 0:
        axes = None
    a = np.abs(x)
    if p == 2:
        out = np.sqrt(np.add.reduce(a * a, axis=axes, keepdims=keepdim))
    elif p == 1:
        out = np.add.reduce(a, axis=axes, keepdims=keepdim)
    elif p == np.inf:
        out = np.max(a, axis=axes, keepdims=keepdim, initial=0)
    elif p == -np.inf:
        if a.size == 0:
            raise RuntimeError("linalg.vector_norm cannot compute the -inf norm on an empty tensor because "
                               "the operation does not have an identity")
        out = np.min(a, axis=axes, keepdims=keepdim)
    elif p == 0:
        out = np.add.reduce(a != 0, axis=axes, keepdims=keepdim).astype(x.dtype)
    else:
        if p < 0 and a.size == 0:
            raise RuntimeError(f"linalg.vector_norm cannot compute the {p} norm on an empty tensor because "
                               f"the operation does not have an identity")
        with np.errstate(divide="ignore"):
            out = np.power(np.add.reduce(np.power(a, p), axis=axes, keepdims=keepdim), 1.0 / p)
    return np.asarray(out, dtype=x.dtype)


def norm_p(p):
    """norm's p: a number, 'fro' (the 2-norm of all given dims), or refused ('nuc' needs SVD)."""
    if p is None or p == "fro":
        return 2
    if isinstance(p, str):
        raise RuntimeError(f"norm(): p={p!r} is not supported by specgrad (supported: numbers, inf, -inf, 'fro')")
    return p


def logsumexp(x, dim, keepdim):
    """log(sum(exp(x))) over `dim`, shifted by the max so that large values do not overflow; an
    infinite max is not shifted by (inf - inf is NaN), as in PyTorch."""
    axes = _reduced_axes(x, dim)
    if x.dtype.kind in "biu":
        x = x.astype(np.float32)
    if x.ndim == 0:
        return x.copy()
    if x.size == 0:
        return np.log(np.add.reduce(np.exp(x), axis=axes, keepdims=keepdim))
    m = np.max(x, axis=axes, keepdims=True)
    m = np.where(np.isinf(m), 0, m)
    with np.errstate(divide="ignore"):
        out = np.log(np.add.reduce(np.exp(x - m), axis=axes, keepdims=True)) + m
    return _squeeze_or_keep(out, axes, keepdim)


def all_any(function, x, dim, keepdim):
    """torch.all/any: bool results, except uint8 inputs, which give uint8 (as in PyTorch). An empty
    dim list reduces nothing (where sum's reduces everything), as in PyTorch."""
    if dim is not None and not isinstance(dim, (int, np.integer)) and len(dim) == 0:
        axis = ()
    else:
        axis = None if dim is None or x.ndim == 0 else _reduced_axes(x, dim)
    out = function(x, axis=axis, keepdims=keepdim)
    return np.asarray(out, dtype=np.uint8 if x.dtype == np.uint8 else np.bool_)


def argmax_argmin(function, name, x, dim, keepdim):
    """argmax/argmin: the first extreme; dim=None flattens (keepdim then keeps every dim as 1)."""
    if x.dtype.kind == "b":
        raise RuntimeError(f"{name}(): does not support bool input")
    if dim is None:
        if x.size == 0:
            raise IndexError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0.")
        out = np.asarray(function(x.reshape(-1)), dtype=np.int64)
        return out.reshape([1] * x.ndim) if keepdim else out
    if x.ndim == 0:
        return np.zeros((), np.int64)
    if x.shape[dim] == 0:
        raise IndexError(f"{name}(): Expected reduction dim {dim} to have non-zero size.")
    return np.asarray(function(x, axis=dim, keepdims=keepdim), dtype=np.int64)


def count_nonzero(x, dim):
    axes = None if dim is None or x.ndim == 0 else _reduced_axes(x, dim)
    return np.asarray(np.count_nonzero(x, axis=axes), dtype=np.int64)


def _scan_dtype(x, dtype):
    """cumsum/cumprod compute integers and bools in int64, as in PyTorch."""
    if dtype is not None:
        return dtype
    return np.dtype(np.int64) if x.dtype.kind in "biu" else x.dtype


def cumsum(x, dim):
    if x.ndim == 0:
        return x.astype(_scan_dtype(x, None))
    return np.cumsum(x, axis=dim, dtype=_scan_dtype(x, None))


def cumprod(x, dim):
    if x.ndim == 0:
        return x.astype(_scan_dtype(x, None))
    return np.cumprod(x, axis=dim, dtype=_scan_dtype(x, None))


def logcumsumexp(x, dim):
    if x.dtype.kind in "biu":
        raise NotImplementedError(f"\"logcumsumexp_out_cpu\" not implemented for '{_torch_name(x.dtype)}'")
    if x.ndim == 0 or x.size == 0:
        return x.copy()
    return np.logaddexp.accumulate(x, axis=dim)


def _torch_name(dtype):
    return {"int64": "Long", "int32": "Int", "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool"}.get(
        np.dtype(dtype).name, np.dtype(dtype).name)


def cummax_cummin(name, x, dim):
    """(values, indices) of the running max or min along `dim`. Ties take the latest index; a NaN,
    once met, stays, and each later NaN takes the index, as in PyTorch."""
    if x.dtype.kind == "b":
        x_cmp = x.astype(np.int8)
    else:
        x_cmp = x
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    if x.size == 0:
        return x.copy(), np.zeros(x.shape, np.int64)
    values = (np.maximum if name == "cummax" else np.minimum).accumulate(x_cmp, axis=dim)
    n = x.shape[dim]
    positions = np.arange(n).reshape([-1 if i == dim else 1 for i in range(x.ndim)])
    # where x equals the running extreme (or is the NaN that made it NaN), this index becomes current
    hits = x_cmp == values
    if x.dtype.kind == "f" and np.isnan(values).any():
        hits |= np.isnan(values) & np.isnan(x_cmp)  # a NaN equals the running NaN: the later index wins
    indices = np.maximum.accumulate(np.where(hits, positions, 0), axis=dim).astype(np.int64)
    return values.astype(x.dtype, copy=False), indices


def aminmax(x, dim, keepdim):
    if x.size == 0 and dim is None:
        raise RuntimeError("aminmax(): cannot compute aminmax over an empty dimension as the operation has no "
                           "identity.")
    if dim is not None and x.ndim and x.shape[dim] == 0:
        raise IndexError(f"aminmax(): Expected reduction dim {dim} to have non-zero size.")
    axis = None if dim is None or x.ndim == 0 else dim
    low, high = np.min(x, axis=axis, keepdims=keepdim), np.max(x, axis=axis, keepdims=keepdim)
    if keepdim and dim is None:
        low, high = low.reshape([1] * x.ndim), high.reshape([1] * x.ndim)
    return np.asarray(low), np.asarray(high)


def sort(x, dim, descending, stable):
    """(values, indices) sorted along `dim`. NaN is the largest value, as in PyTorch; equal values
    keep their order (PyTorch does so when stable=True, and promises nothing otherwise)."""
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    if descending:
        # a stable descending order: sort the reversed axis ascending, then reverse and map back
        n = x.shape[dim]
        flipped = np.flip(x, axis=dim)
        order = np.argsort(flipped, axis=dim, kind="stable")
        indices = (n - 1 - np.flip(order, axis=dim)).astype(np.int64)
    else:
        indices = np.argsort(x, axis=dim, kind="stable").astype(np.int64)
    return np.take_along_axis(x, indices, axis=dim), indices


def topk(x, k, dim, largest, sorted):
    """The k largest (or smallest) along `dim`, with their indices: np.argpartition, then a sort of
    the k chosen only."""
    n = x.shape[dim] if x.ndim else 1
    if not 0 <= k <= n:
        raise RuntimeError(f"selected index k out of range")
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    if k == 0:
        shape = list(x.shape)
        shape[dim] = 0
        return np.empty(shape, x.dtype), np.empty(shape, np.int64)
    key = x if x.dtype.kind != "b" else x.astype(np.int8)
    if largest:
        key = -key if key.dtype.kind != "u" else (key.max() - key)
        if x.dtype.kind == "f":
            key = np.where(np.isnan(x), -np.inf, key)  # NaN is the largest
    if k < n:
        chosen = np.argpartition(key, k - 1, axis=dim)
        chosen = np.take(chosen, np.arange(k), axis=dim)
    else:
        chosen = np.broadcast_to(np.arange(n).reshape([-1 if i == dim else 1 for i in range(x.ndim)]),
                                 x.shape).copy()
    order = np.argsort(np.take_along_axis(key, chosen, axis=dim), axis=dim, kind="stable")
    indices = np.take_along_axis(chosen, order, axis=dim).astype(np.int64)
    return np.take_along_axis(x, indices, axis=dim), indices


def kthvalue(x, k, dim, keepdim):
    """The k-th smallest along `dim` (k from 1) and its index."""
    n = x.shape[dim] if x.ndim else 1
    if not 1 <= k <= n:
        raise IndexError(f"kthvalue(): selected number k out of range for dimension {dim}")
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    # np.argpartition, not a full sort: which of equal elements comes out is unspecified, as in PyTorch
    indices = np.take(np.argpartition(x, k - 1, axis=dim), [k - 1], axis=dim).astype(np.int64)
    values = np.take_along_axis(x, indices, axis=dim)
    if not keepdim:
        values, indices = np.squeeze(values, dim), np.squeeze(indices, dim)
    return values, indices


def _select_sorted(x, position, dim, keepdim):
    """The element at `position` of each slice along `dim` in stable sorted order (NaN last)."""
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    order = np.argsort(x, axis=dim, kind="stable")
    indices = np.take(order, [position], axis=dim).astype(np.int64)
    values = np.take_along_axis(x, indices, axis=dim)
    if not keepdim:
        values, indices = np.squeeze(values, dim), np.squeeze(indices, dim)
    return values, indices


def median_all(x):
    """The lower median of all elements; NaN if any is NaN, as torch.median()."""
    if x.size == 0:
        return np.asarray(np.nan, x.dtype) if x.dtype.kind == "f" else _empty_median(x)
    flat = x.reshape(-1)
    if x.dtype.kind == "f" and np.isnan(flat).any():
        return np.asarray(np.nan, x.dtype)
    return np.partition(flat, (flat.size - 1) // 2)[(flat.size - 1) // 2].copy()


def _empty_median(x):
    raise IndexError("median() input tensor cannot be empty")


def median_dim(x, dim, keepdim):
    """(values, indices) of the lower median along `dim`: a slice with a NaN gives its first NaN."""
    if x.ndim and x.shape[dim] == 0:
        raise IndexError(f"median(): Expected reduction dim {dim} to have non-zero size.")
    n = x.shape[dim] if x.ndim else 1
    if x.dtype.kind != "f" or x.ndim == 0:
        return _select_sorted(x, (n - 1) // 2, dim, keepdim)
    nans = np.sum(np.isnan(x), axis=dim, keepdims=True)
    order = np.argsort(x, axis=dim, kind="stable")  # NaNs last, in their order
    position = np.where(nans > 0, n - nans, (n - 1) // 2)
    indices = np.take_along_axis(order, position, axis=dim).astype(np.int64)
    values = np.take_along_axis(x, indices, axis=dim)
    if not keepdim:
        values, indices = np.squeeze(values, dim), np.squeeze(indices, dim)
    return values, indices


def mode(x, dim, keepdim):
    """(values, indices): the most frequent value along `dim` (the smallest among equally frequent
    ones) and the last index where it occurs."""
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    if x.shape[dim] == 0:
        raise IndexError(f"mode(): Expected reduction dim {dim} to have non-zero size.")
    moved = np.moveaxis(x, dim, -1)
    n = moved.shape[-1]
    order = np.argsort(moved, axis=-1, kind="stable")
    ordered = np.take_along_axis(moved, order, axis=-1)
    # the length of the run of equal values ending at each sorted position
    starts = np.ones(ordered.shape, bool)
    starts[..., 1:] = ordered[..., 1:] != ordered[..., :-1]
    positions = np.broadcast_to(np.arange(n), ordered.shape)
    run_start = np.maximum.accumulate(np.where(starts, positions, 0), axis=-1)
    run_length = positions - run_start + 1
    # the end of the longest run, the first such (smallest value) on ties
    best = np.argmax(run_length, axis=-1)[..., None]
    values = np.take_along_axis(ordered, best, axis=-1)
    indices = np.take_along_axis(order, best, axis=-1).astype(np.int64)
    values, indices = np.moveaxis(values, -1, dim), np.moveaxis(indices, -1, dim)
    if not keepdim:
        values, indices = np.squeeze(values, dim), np.squeeze(indices, dim)
    return values, indices


def select_along(x, dim, indices, keepdim):
    """x at `indices` along `dim` (indices with dim removed unless keepdim): gather, for formulas."""
    if x.ndim == 0:
        return x.copy()
    if not keepdim:
        indices = np.expand_dims(indices, dim)
    out = np.take_along_axis(x, indices, axis=dim)
    return out if keepdim else np.squeeze(out, dim)


def value_selecting_backward(grad, dim, indices, sizes, keepdim):
    """Zeros of `sizes` with `grad` added at `indices` along `dim`: the gradient of an op that
    selected those elements (sort, topk, median, cummax, ...); repeated indices add up."""
    out = np.zeros(tuple(sizes), dtype=grad.dtype)
    if out.ndim == 0:
        return out + grad
    if not keepdim:
        grad, indices = np.expand_dims(grad, dim), np.expand_dims(indices, dim)
    index = list(np.ix_(*[np.arange(n) for n in indices.shape]))
    index[dim] = indices
    np.add.at(out, tuple(index), grad)
    return out


def var_mean(x, dim, correction, keepdim):
    mean = reduce_mean(x, None if dim is None else list(dim), keepdim) if x.ndim else x.copy()
    return var(x, dim, correction, keepdim, name="var_mean"), mean


def std_mean(x, dim, correction, keepdim):
    variance, mean = var_mean(x, dim, correction, keepdim)
    return np.sqrt(variance), mean
