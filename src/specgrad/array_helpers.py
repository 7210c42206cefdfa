"""Array-level primitives that `forward:` expressions in derivatives.yaml call as `arrays.<name>`.

These hold what one NumPy call does not say alone: PyTorch's semantics where NumPy's differ
(squeeze of a non-1 dim is a no-op, view refuses to copy, expand takes -1), and numerically
stable forms (sigmoid). They see only NumPy arrays; the errors they raise use PyTorch's words.
"""
import math

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


# ------------------------------------------------------------------ nn.functional: activations, softmax, losses

def _keep(x, dim):
    """A 0-d input as 1-D (its dim 0 is itself), so reductions along `dim` work."""
    return (x.reshape(1), 0) if x.ndim == 0 else (x, dim)


def _sum_along(x, d):
    """x summed along d, keeping it; along the last dim of a float array, a BLAS matrix-vector
    product (several times faster than NumPy's pairwise reduction over short rows)."""
    if d % x.ndim == x.ndim - 1 and x.dtype.kind == "f" and x.flags.c_contiguous:
        return np.matmul(x, np.ones(x.shape[-1], x.dtype))[..., None]
    return np.add.reduce(x, axis=d, keepdims=True)


def softmax(x, dim):
    """exp(x - max) / sum(exp(x - max)) along dim: two reductions and three passes, in place."""
    if x.size == 0:
        return np.empty_like(x)
    y, d = _keep(x, dim)
    out = np.subtract(y, np.max(y, axis=d, keepdims=True))
    np.exp(out, out=out)
    out /= _sum_along(out, d)
    return out.reshape(x.shape)


def log_softmax(x, dim):
    """(x - max) - log(sum(exp(x - max))) along dim."""
    if x.size == 0:
        return np.empty_like(x)
    y, d = _keep(x, dim)
    out = np.subtract(y, np.max(y, axis=d, keepdims=True))
    total = _sum_along(np.exp(out), d)
    out -= np.log(total, out=total)
    return out.reshape(x.shape)


def softplus(x, beta, threshold):
    """log(1 + exp(beta x)) / beta, and x itself where beta x > threshold, as PyTorch."""
    scaled = x * beta if beta != 1 else x
    out = np.log1p(np.exp(-np.abs(scaled))) + np.maximum(scaled, 0)
    if beta != 1:
        out /= beta
    return np.where(scaled > threshold, x, out).astype(x.dtype, copy=False)


def logsigmoid(x):
    """log(sigmoid(x)) = min(x, 0) - log1p(exp(-|x|)), without overflow."""
    return (np.minimum(x, 0) - np.log1p(np.exp(-np.abs(x)))).astype(x.dtype, copy=False)


@numba.vectorize(["float32(float32)", "float64(float64)"], cache=True)
def _erf(x):
    return math.erf(x)


def gelu(x, approximate):
    """x * Phi(x), Phi the standard normal CDF; approximate='tanh' uses PyTorch's tanh formula."""
    if approximate == "tanh":
        inner = np.asarray(np.sqrt(2 / np.pi) * (x + 0.044715 * x * x * x), x.dtype)
        return (0.5 * x * (1 + tanh(inner))).astype(x.dtype, copy=False)
    return (0.5 * x * (1 + _erf(x * np.sqrt(0.5)))).astype(x.dtype, copy=False)


def gelu_backward(grad, x, approximate):
    """d gelu(x) / dx times grad."""
    if approximate == "tanh":
        k, c = np.sqrt(2 / np.pi), 0.044715
        inner = np.asarray(k * (x + c * x * x * x), x.dtype)
        t = tanh(inner)
        derivative = 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * k * (1 + 3 * c * x * x)
    else:
        derivative = 0.5 * (1 + _erf(x * np.sqrt(0.5))) + x * np.exp(-0.5 * x * x) / np.sqrt(2 * np.pi)
    return (grad * derivative).astype(np.result_type(grad, x), copy=False)


def check_gelu_approximate(approximate):
    if approximate not in ("none", "tanh"):
        raise RuntimeError(f"approximate argument must be either none or tanh.")
    return approximate


def softshrink(x, lambd):
    """x - lambd above lambd, x + lambd below -lambd, 0 between, refusing a negative lambd as PyTorch."""
    if lambd < 0:
        name = {"f": {4: "Float", 8: "Double"}.get(x.dtype.itemsize, "Half")}.get(x.dtype.kind, "Float")
        raise RuntimeError(f"lambda must be in range [0, 3.40282e+38] for input dtype {name}, but found {lambd:g}")
    return np.where(x > lambd, x - lambd, np.where(x < -lambd, x + lambd, 0)).astype(x.dtype, copy=False)


def hardtanh(x, min_val, max_val):
    """x clipped to [min_val, max_val] in x's dtype (an integer tensor stays integer, as in PyTorch)."""
    if x.dtype.kind in "iu":
        min_val, max_val = int(min_val), int(max_val)
    return np.clip(x, min_val, max_val).astype(x.dtype, copy=False)


def threshold(x, threshold, value):
    """value where x <= threshold, else x, in x's dtype."""
    if x.dtype.kind in "iu":
        threshold, value = int(threshold), int(value)
    return np.where(x <= threshold, np.asarray(value, x.dtype), x)


def nll_loss(x, target, weight, ignore_index, reduction):
    """-x[n, target[n]] * weight[target[n]], over (N, C), (C,) or (N, C, d1, ...) inputs, with
    PyTorch's checks and words; 'mean' divides by the total weight of the targets not ignored."""
    if reduction not in ("none", "mean", "sum"):
        raise value_error(f"{reduction} is not a valid value for reduction")
    if x.ndim == 0 or x.ndim > 1 and target.ndim == 0:
        raise value_error(f"Expected 2 or more dimensions (got {x.ndim})") if x.ndim == 0 else \
            value_error(f"Expected input batch_size ({x.shape[0]}) to match target batch_size (1).")
    single = x.ndim == 1
    if single and target.ndim != 0:
        raise RuntimeError(f"1D target tensor expected, multi-target not supported")
    if not single and target.shape[:1] != x.shape[:1]:
        raise value_error(f"Expected input batch_size ({x.shape[0]}) to match target batch_size ({target.shape[0]}).")
    if not single and target.shape != x.shape[:1] + x.shape[2:]:
        raise RuntimeError(f"Expected target size {list(x.shape[:1] + x.shape[2:])}, got {list(target.shape)}")
    classes = x.shape[0 if single else 1]
    if weight is not None and weight.shape != (classes,):
        raise RuntimeError(f"weight tensor should be defined either for all {classes} classes or no classes but "
                           f"got weight tensor of shape: {list(weight.shape)}")
    t = target.reshape(1) if single else target
    x2 = x.reshape(1, classes) if single else x
    valid = t != ignore_index
    bad = valid & ((t < 0) | (t >= classes))
    if bad.any():
        raise IndexError(f"Target {t[bad].flat[0]} is out of bounds.")
    safe = np.where(valid, t, 0).astype(np.intp)
    picked = np.take_along_axis(x2, np.expand_dims(safe, 1), axis=1)[:, 0]
    w = (np.ones((), x.dtype) if weight is None else weight[safe]) * valid
    losses = -(picked * w)
    if reduction == "none":
        return losses.reshape(target.shape).astype(x.dtype, copy=False)
    total = np.add.reduce(losses, axis=None)
    if reduction == "sum":
        return np.asarray(total, x.dtype)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.asarray(total / np.add.reduce(np.broadcast_to(w, losses.shape), axis=None), x.dtype)


def reduction(size_average, reduce, reduction):
    """A loss's reduction, from the deprecated size_average= and reduce= when given (with their warning)."""
    if size_average is None and reduce is None:
        return reduction
    from specgrad.formula_helpers import legacy_reduction
    return legacy_reduction(size_average, reduce, reduction)
