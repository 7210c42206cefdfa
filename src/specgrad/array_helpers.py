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
    if not isinstance(dim, (int, np.integer)):  # a tuple of dims: those of size 1 go
        return np.squeeze(x, tuple(d for d in dim if x.shape[d] == 1)).view()
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


# ------------------------------------------------------------------------------ shape ops (issue 6)
# Views where PyTorch returns views (NumPy slicing, reshape, moveaxis); copies where it copies.

def _pieces(x, dim, sizes):
    """Views of x along `dim`, of the given sizes (which sum to x.shape[dim])."""
    pieces, start = [], 0
    lead = (slice(None),) * dim
    for size in sizes:
        pieces.append(x[lead + (slice(start, start + size),)])
        start += size
    return pieces


def _at_least_1d(x, what):
    if x.ndim == 0:
        raise RuntimeError(f"{what} expects at least a 1-dimensional tensor")


def _dim_of(x, dim, op):
    """A dim checked after the op's own 0-d check (PyTorch's order for split, chunk, narrow)."""
    from specgrad.dispatch import dim_arg
    return dim_arg(dim, x.ndim, op, "dim")


def split_sizes(length, split_size):
    """The sizes split(x, split_size) cuts a dim of `length` into: equal ones, the last smaller."""
    if split_size < 0:
        raise RuntimeError(f"split expects split_size be non-negative, but got split_size={split_size}")
    if split_size == 0:
        if length != 0:
            raise RuntimeError(f"split_size can only be 0 if dimension size is 0, but got dimension size of {length}")
        return [0]
    count = max(-(-length // split_size), 1)
    return [min(split_size, length - k * split_size) for k in range(count)]


def split(x, split_size, dim):
    _at_least_1d(x, "split")
    dim = _dim_of(x, dim, "split")
    return _pieces(x, dim, split_sizes(x.shape[dim], split_size))


def split_with_sizes(x, split_sizes, dim):
    _at_least_1d(x, "split")
    dim = _dim_of(x, dim, "split")
    sizes = list(split_sizes)
    if any(s < 0 for s in sizes):
        raise RuntimeError(f"split_with_sizes expects split_sizes have only non-negative entries, but got "
                           f"split_sizes={sizes}")
    if sum(sizes) != x.shape[dim]:
        raise RuntimeError(f"split_with_sizes expects split_sizes to sum exactly to {x.shape[dim]} (input tensor's "
                           f"size at dimension {dim}), but got split_sizes={sizes}")
    return _pieces(x, dim, sizes)


def chunk(x, chunks, dim):
    _at_least_1d(x, "chunk")
    dim = _dim_of(x, dim, "chunk")
    if chunks <= 0:
        raise RuntimeError(f"chunk expects `chunks` to be greater than 0, got: {chunks}")
    length = x.shape[dim]
    size = -(-length // chunks)
    if size == 0:  # an empty dim: `chunks` empty pieces, as PyTorch
        return _pieces(x, dim, [0] * chunks)
    return _pieces(x, dim, split_sizes(length, size))


def unbind(x, dim):
    if x.ndim == 0:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    lead = (slice(None),) * dim
    return [x[lead + (i,)] for i in range(x.shape[dim])]


def tensor_split_slices(dim, bounds):
    """The index of each piece tensor_split cuts at `bounds`: Python slices, so pieces may be empty
    or, with bounds out of order, overlap (as in PyTorch)."""
    starts, stops = [0] + list(bounds), list(bounds) + [None]
    return [(slice(None),) * dim + (slice(start, stop),) for start, stop in zip(starts, stops)]


def _tensor_split_at(x, dim, bounds):
    return [x[index] for index in tensor_split_slices(dim, bounds)]


def tensor_split_sections(x, sections, dim):
    if x.ndim == 0:
        raise RuntimeError("tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims")
    dim = _dim_of(x, dim, "tensor_split")
    if sections <= 0:
        raise RuntimeError(f"number of sections must be larger than 0, got {sections}")
    length = x.shape[dim]
    size, extra = divmod(length, sections)
    bounds, stop = [], 0
    for k in range(sections - 1):
        stop += size + (k < extra)
        bounds.append(stop)
    return _tensor_split_at(x, dim, bounds)


def tensor_split_indices(x, indices, dim):
    if x.ndim == 0:
        raise RuntimeError("tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims")
    return _tensor_split_at(x, _dim_of(x, dim, "tensor_split"), indices)


def meshgrid(xs, indexing):
    if not xs:
        raise RuntimeError("meshgrid expects a non-empty TensorList")
    indexing = "ij" if indexing is None else indexing
    if indexing not in ("ij", "xy"):
        raise RuntimeError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    for x in xs:
        if x.ndim > 1:
            raise RuntimeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got a tensor of "
                               f"shape {list(x.shape)}")
        if x.dtype != xs[0].dtype:
            raise RuntimeError("meshgrid expects all tensors to have the same dtype")
    sizes = [x.size for x in xs]
    swap = indexing == "xy" and len(xs) >= 2
    if swap:
        sizes[0], sizes[1] = sizes[1], sizes[0]
    out = []
    for k, x in enumerate(xs):
        position = {0: 1, 1: 0}.get(k, k) if swap else k
        shape = [1] * len(xs)
        shape[position] = x.size
        out.append(np.broadcast_to(x.reshape(shape), sizes))
    return out


def narrow(x, dim, start, length):
    if x.ndim == 0:
        raise RuntimeError("narrow() cannot be applied to a 0-dim tensor.")
    dim = _dim_of(x, dim, "narrow")
    size = x.shape[dim]
    if not -size <= start <= size:
        raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
    if length < 0:
        raise RuntimeError("narrow(): length must be non-negative.")
    start = start + size if start < 0 else start
    if start + length > size:
        raise RuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({size}).")
    return x[(slice(None),) * dim + (slice(start, start + length),)]


def flatten(x, start_dim, end_dim):
    if x.ndim == 0:
        return x.reshape(1)
    if start_dim > end_dim:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    merged = int(np.prod(x.shape[start_dim:end_dim + 1], dtype=np.int64))
    return np.reshape(x, x.shape[:start_dim] + (merged,) + x.shape[end_dim + 1:])


def unflatten(x, dim, sizes):
    sizes = tuple(sizes)
    if not sizes:
        raise RuntimeError("unflatten: sizes must be non-empty")
    size = x.shape[dim] if x.ndim else 1
    known = int(np.prod([n for n in sizes if n != -1], dtype=np.int64))
    if sizes.count(-1) > 1:
        raise RuntimeError("only one dimension can be inferred")
    if (-1 in sizes and (known == 0 or size % known)) or (-1 not in sizes and known != size):
        raise RuntimeError(f"unflatten: Provided sizes {list(sizes)} don't multiply up to the size of dim {dim} "
                           f"({size}) in the input tensor")
    if -1 in sizes:
        sizes = tuple(size // known if n == -1 else n for n in sizes)
    return np.reshape(x, x.shape[:dim] + sizes + x.shape[dim + 1:])


def flip(x, dims):
    """A copy, as PyTorch's flip (NumPy's flip is a view with negative strides)."""
    return np.flip(x, dims).copy() if dims else x.copy()


def fliplr(x):
    if x.ndim < 2:
        raise RuntimeError("Input must be >= 2-d.")
    return x[:, ::-1].copy()


def flipud(x):
    if x.ndim < 1:
        raise RuntimeError("Input must be >= 1-d.")
    return x[::-1].copy()


def roll(x, shifts, dims):
    """np.roll with PyTorch's checks: dims may repeat (the shifts add up); no dims rolls the flat tensor."""
    shifts, dims = tuple(shifts), tuple(dims)
    if not dims:
        if len(shifts) != 1:
            raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims)}")
        return np.roll(x, shifts[0])
    if len(shifts) != len(dims):
        raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims)}")
    rank = max(x.ndim, 1)
    for d in dims:
        if not -rank <= d < rank:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-rank}, {rank - 1}], but got {d})")
    if x.ndim == 0:
        return x.copy()
    return np.roll(x, shifts, tuple(d % rank for d in dims))


def _tiled(x, repeats):
    """np.tile with PyTorch's check: a negative repeat is refused only where it makes a negative size
    (a dim of size 0 times -2 is an empty dim)."""
    padded = (1,) * (len(repeats) - x.ndim) + x.shape
    sizes = [n * r for n, r in zip(padded, repeats)]
    if any(n < 0 for n in sizes):
        raise RuntimeError(f"Trying to create tensor with negative dimension {min(sizes)}: {sizes}")
    return np.tile(x, tuple(max(r, 0) for r in repeats))


def repeat(x, repeats):
    repeats = tuple(repeats)
    if len(repeats) < x.ndim:
        raise RuntimeError("Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor")
    return _tiled(x, repeats)


def tile(x, dims):
    dims = tuple(dims)
    return _tiled(x, (1,) * (x.ndim - len(dims)) + dims)


def repeat_interleave(x, repeats, dim, output_size):
    """np.repeat; repeats an int, or an integer tensor with one count per slice (or one for all)."""
    if isinstance(repeats, np.ndarray):
        if repeats.dtype.kind not in "iu":
            raise RuntimeError("repeats has to be Long or Int tensor")
        if repeats.ndim > 1:
            raise RuntimeError("repeats must be 0-dim or 1-dim tensor")
        if (repeats < 0).any():
            raise RuntimeError("repeats can not be negative")
        repeats = repeats.reshape(-1)
        if repeats.size == 1:
            repeats = int(repeats[0])
    elif repeats < 0:
        raise RuntimeError("repeats can not be negative")
    if dim is None:
        x = x.reshape(-1)
        dim = 0
    elif x.ndim == 0:  # PyTorch's kernel looks at dim 1 of the 0-d tensor
        raise IndexError("Dimension out of range (expected to be in range of [-1, 0], but got 1)")
    if not isinstance(repeats, int) and repeats.size != x.shape[dim]:
        raise RuntimeError("repeats must have the same size as input along dim, but got repeats.size(0) = "
                           f"{repeats.size} and input.size({dim}) = {x.shape[dim]}")
    out = np.repeat(x, repeats, axis=dim)
    if output_size is not None and out.shape[dim] != output_size:
        raise RuntimeError(f"allocated size does not match required size: output_size={output_size}, "
                           f"required size={out.shape[dim]}")
    return out


def movedim(x, source, destination):
    if len(source) != len(destination):
        raise RuntimeError(f"movedim: Invalid source or destination dims: source ({list(source)} dims) should "
                           f"contain the same number of dims as destination ({list(destination)} dims)")
    rank = max(x.ndim, 1)
    for name, dims in (("source", source), ("destination", destination)):
        for d in dims:
            if not -rank <= d < rank:
                raise IndexError(f"Dimension out of range (expected to be in range of [{-rank}, {rank - 1}], "
                                 f"but got {d})")
        if len({d % rank for d in dims}) != len(dims):
            raise RuntimeError(f"movedim: repeated dim in `{name}` ({list(dims)})")
    source, destination = [d % rank for d in source], [d % rank for d in destination]
    return x.view() if x.ndim == 0 else np.moveaxis(x, source, destination)


def _check_2d_or_more(x, name):
    if x.ndim < 2:
        raise RuntimeError(f"{name}: input tensor must have at least 2 dimensions")


def tril(x, diagonal):
    _check_2d_or_more(x, "tril")
    return np.tril(x, diagonal)


def triu(x, diagonal):
    _check_2d_or_more(x, "triu")
    return np.triu(x, diagonal)


def diagonal(x, offset, dim1, dim2):
    """np.diagonal (a read-only view in NumPy): dims dim1 and dim2 go, the diagonal is the last dim."""
    if dim1 == dim2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    return np.diagonal(x, offset, dim1, dim2)


def _diagonal_view(out, offset, dim1, dim2):
    """A writable view of out's diagonal, laid out as np.diagonal's (the diagonal as the last dim)."""
    rest = [d for d in range(out.ndim) if d not in (dim1, dim2)]
    start = [slice(None)] * out.ndim
    if offset >= 0:
        start[dim2] = slice(offset, None)
    else:
        start[dim1] = slice(-offset, None)
    corner = out[tuple(start)]  # begins at the diagonal's first element
    length = max(min(corner.shape[dim1], corner.shape[dim2]), 0)
    shape = [out.shape[d] for d in rest] + [length]
    strides = [out.strides[d] for d in rest] + [out.strides[dim1] + out.strides[dim2]]
    return np.lib.stride_tricks.as_strided(corner, shape, strides, writeable=True)


def diagonal_backward(grad, shape, offset, dim1, dim2):
    """Zeros of `shape` with `grad` on the diagonal that diagonal(offset, dim1, dim2) takes."""
    out = np.zeros(tuple(shape), grad.dtype)
    if grad.size and out.size:
        _diagonal_view(out, offset, dim1, dim2)[...] = grad
    return out


def diag_embed(x, offset, dim1, dim2):
    """A new tensor with x's last dim on the diagonal of the dims dim1, dim2 (of the result)."""
    if dim1 == dim2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    n = (x.shape[-1] if x.ndim else 1) + abs(offset)
    rest = list(x.shape[:-1])
    shape = [0] * (len(rest) + 2)
    shape[dim1] = shape[dim2] = n
    others = iter(rest)
    shape = [n if d in (dim1, dim2) else next(others) for d in range(len(shape))]
    return diagonal_backward(x, shape, offset, dim1, dim2)


def diag(x, diagonal):
    if x.ndim == 1:
        return diag_embed(x, diagonal, 0, 1)
    if x.ndim == 2:
        return np.diagonal(x, diagonal).copy()
    raise RuntimeError(f"diag(): Supports 1D or 2D tensors. Got {x.ndim}D")


def trace(x):
    if x.ndim != 2:
        raise RuntimeError(f"trace: expected a matrix, but got tensor with dim {x.ndim}")
    if x.dtype.kind == "b":
        return np.trace(x, dtype=np.int64)
    return np.trace(x, dtype=np.int64 if x.dtype.kind in "iu" else x.dtype)


def clone(x, memory_format):
    """A copy; contiguous_format gives C order, preserve_format keeps a dense input's strides."""
    if memory_format in ("contiguous_format", "preserve_format") or memory_format is None:
        return np.array(x, order="K" if memory_format != "contiguous_format" else "C", copy=True)
    raise RuntimeError(f"clone(): unsupported memory format {memory_format}")


def contiguous(x):
    """x itself (a view) when C-contiguous, else a C-ordered copy."""
    return x.view() if x.flags.c_contiguous else np.ascontiguousarray(x)


def as_strided(x, size, stride, storage_offset):
    """A read-only view of x's memory (x C-contiguous, offsets in elements, as PyTorch's)."""
    size, stride = tuple(size), tuple(stride)
    if len(size) != len(stride):
        raise RuntimeError(f"mismatch in length of strides and shape")
    if any(s < 0 for s in stride):
        raise RuntimeError("as_strided: Negative strides are not supported at the moment, got strides: "
                           f"{list(stride)}")
    offset = 0 if storage_offset is None else storage_offset
    flat = np.ascontiguousarray(x).reshape(-1)
    needed = offset + sum((n - 1) * s for n, s in zip(size, stride)) + 1 if all(size) else 0
    if needed > flat.size:
        raise RuntimeError(f"setStorage: sizes {list(size)}, strides {list(stride)}, storage offset {offset}, and "
                           f"itemsize {x.itemsize} requiring a storage size of {needed * x.itemsize} are out of "
                           f"bounds for storage of size {flat.size * x.itemsize}")
    return np.lib.stride_tricks.as_strided(flat[offset:], size, [s * x.itemsize for s in stride], writeable=False)


def as_strided_backward(grad, numel, size, stride, storage_offset, shape):
    """Scatter-add grad into zeros of the base's numel at the positions as_strided read, reshaped."""
    offset = 0 if storage_offset is None else storage_offset
    positions = np.full((), offset, np.int64)
    for n, s in zip(size, stride):
        positions = positions[..., None] + np.arange(n, dtype=np.int64) * s
    out = np.zeros(numel, grad.dtype)
    np.add.at(out, positions.reshape(-1), grad.reshape(-1))
    return out.reshape(shape)
