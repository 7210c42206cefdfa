"""Array-level primitives that `forward:` expressions in derivatives.yaml call as `arrays.<name>`.

These hold what one NumPy call does not say alone: PyTorch's semantics where NumPy's differ
(squeeze of a non-1 dim is a no-op, view refuses to copy, expand takes -1), and numerically
stable forms (sigmoid). They see only NumPy arrays; the errors they raise use PyTorch's words.
"""
import math
import threading
import weakref

import numpy as np

from specgrad.dtypes import scalar_type_name
from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.fusion import fusable
from specgrad import ufunc_threads  # big elementwise calls in two halves on two threads
from specgrad import spin_pool  # mid-sized ones with a spinning second thread


def as_array(x, dtype=None):
    """np.asarray(x, dtype) for x on any device: a GPU array stays where it is (and a full reduction's
    NumPy scalar becomes a 0-d array, as np.asarray makes it)."""
    if hasattr(x, "__cuda_array_interface__"):
        return x if dtype is None else x.astype(dtype, copy=False)
    return np.asarray(x, dtype)


def as_contiguous(x, dtype=None):
    """np.ascontiguousarray(x, dtype) for x on any device."""
    if hasattr(x, "__cuda_array_interface__"):
        x = x if dtype is None else x.astype(dtype, copy=False)
        return x if x.flags.c_contiguous else x.copy()
    return np.ascontiguousarray(x, dtype)


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
    if x.dtype == np.float32 and _sums_all(x, dim, keepdim):
        return np.float32(_sum_float32(x.reshape(-1)))
    if type(x) is not np.ndarray:
        return x.sum(axis=axes(dim), keepdims=keepdim)
    return np.add.reduce(x, axis=axes(dim), keepdims=keepdim)


def reduce_mean(x, dim, keepdim):
    """The sum over the count; the mean of nothing is NaN, without NumPy's 'Mean of empty slice'."""
    reduced = x.shape if dim is None or (not isinstance(dim, int) and len(dim) == 0) else \
        [x.shape[d] for d in ((dim,) if isinstance(dim, int) else dim)]
    count = math.prod(reduced)
    if x.dtype == np.float16:  # in float32, as PyTorch: a float16 count or sum overflows at 65504
        return np.true_divide(np.add.reduce(x, axis=axes(dim), keepdims=keepdim, dtype=np.float32), count,
                              dtype=np.float32).astype(np.float16)
    if x.dtype == np.float32 and _sums_all(x, dim, keepdim):
        return np.true_divide(np.float32(_sum_float32(x.reshape(-1))), count, dtype=np.float32)
    return np.true_divide(np.add.reduce(x, axis=axes(dim), keepdims=keepdim), count, dtype=x.dtype)


def sigmoid(x):
    """1 / (1 + exp(-x)) without overflow warnings (small arrays: exp only ever sees -|x|).

    Arrays large enough to fuse take one vectorized pass, 1 / (1 + exp(-x)) with nn_kernels.fast_exp_anywhere,
    as PyTorch's vectorized CPU kernel computes it: exp(-x) overflows to inf below x = -88.7 and the
    result is 0 there, as PyTorch's (NumPy's exp would give subnormals down to x = -103). Measured on 4M
    float32: 4.5 ms (three passes around NumPy's exp) -> 1.7 ms."""
    if fusable(x) is None:
        e = np.exp(-np.abs(x))
        return np.where(x >= 0, 1 / (1 + e), e / (1 + e)).astype(x.dtype, copy=False)
    out = np.empty(x.shape, x.dtype)
    ufunc_threads.run(_sigmoid, (x.size,), as_contiguous(x).reshape(-1), out.reshape(-1), x.dtype.type(1))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _sigmoid(x, out, one):
    nn_kernels._wide_vectors()
    for i in range(x.size):
        out[i] = one / (one + nn_kernels.fast_exp_anywhere(-x[i]))


def tanh(x):
    """np.tanh, but float32 arrays large enough to fuse take a rational approximation (Eigen's, at
    most 4e-7 from the exact value) that vectorizes: about 10x faster than np.tanh on AVX2 machines
    whose NumPy has no SIMD tanh."""
    if x.dtype != np.float32 or fusable(x) is None:
        return np.tanh(x)
    out = np.empty_like(x)
    ufunc_threads.run(_tanh_float32, (x.size,), x.reshape(-1), out.reshape(-1))
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
    """alpha * other in other's dtype (add and sub's alpha=), refusing a float alpha for integers and a bool
    alpha (even True) for anything but bools; other itself for alpha 1."""
    kind = as_array(other).dtype.kind
    if isinstance(alpha, (bool, np.bool_)) and kind != "b":
        raise RuntimeError("Boolean alpha only supported for Boolean results.")
    if kind in "biu" and isinstance(alpha, float):
        raise RuntimeError("For integral input tensors, argument alpha must not be a floating point number.")
    if alpha == 1 and not isinstance(alpha, (bool, np.bool_)):
        return other
    return np.multiply(other, alpha).astype(as_array(other).dtype, copy=False)


def clamp(x, min, max):
    """x limited to [min, max] (np.clip, one pass); where x equals a bound PyTorch keeps x, np.clip returns the
    bound, which differs only for a zero bound (-0.0 clamped with min=0.0 stays -0.0): then the zeros of x
    are put back (unless min > max, where PyTorch's result is max itself)."""
    if min is None and max is None:
        raise RuntimeError("torch.clamp: At least one of 'min' or 'max' must not be None")
    out = np.clip(x, min, max)
    if (min == 0 or max == 0) and not (min is not None and max is not None and min > max):
        out = np.where(x == 0, x, out)
    return out


def maximum(a, b):
    """torch.maximum: where a equals b (+0.0 and -0.0) PyTorch returns a, NumPy's maximum its second argument."""
    return ufunc_threads.call(np.maximum, b, a) if ufunc_threads.big(a) else np.maximum(b, a)


def minimum(a, b):
    """torch.minimum: a where a equals b, as maximum."""
    return ufunc_threads.call(np.minimum, b, a) if ufunc_threads.big(a) else np.minimum(b, a)


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
    known = math.prod([n for n in shape if n != -1])
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
    dim = dim + first.ndim if dim < 0 else dim  # backward formulas pass a dim as given (split's -1)
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
        out = np.broadcast_to(x, target)
    except ValueError:
        raise RuntimeError(f"The expanded size of the tensor ({list(size)}) must match the existing size "
                           f"({list(x.shape)}) at non-singleton dimensions") from None
    # NumPy gives every size-1 dim stride 0; PyTorch keeps a dim's stride where the size does not change
    strides = tuple(x.strides[i - lead] if i >= lead and n == 1 and x.shape[i - lead] == 1 else st
                    for i, (n, st) in enumerate(zip(out.shape, out.strides)))
    if strides != out.strides and out.size:
        root, offset = storage_root(x)
        if root.flags.c_contiguous or root.flags.f_contiguous:  # a view of the same memory, kept linked to x
            out = np.ndarray(out.shape, out.dtype, buffer=root, offset=offset * x.itemsize, strides=strides)
            out.flags.writeable = False
    return out


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
    if x.ndim == 0:
        return x.view()  # still a view: writes through either reach the other
    dims = tuple(d for d in ((dim,) if isinstance(dim, (int, np.integer)) else dim) if x.shape[d] == 1)
    return np.squeeze(x, dims) if dims else x.view()


def index_backward(grad, shape, indices):
    """Scatter `grad` into zeros of `shape` at x[indices], adding where an index repeats."""
    out = np.zeros(shape, dtype=grad.dtype)
    basic, advanced = _split_index(indices)
    if basic is None:
        np.add.at(out, indices, grad)
    else:
        np.add.at(out[basic], advanced, grad)  # out[basic] is a view: the sums land in out
    return out


def matmul(a, b):
    """np.matmul, but a C-contiguous stack of float matrices times one matrix is one (N, K) @ (K, M) GEMM:
    np.matmul would make one small BLAS call per matrix of the stack ((35, 32, 512) @ (512, 64): 818 ->
    572 us, one thread). A spinning spin_pool worker is sent to sleep first: BLAS wants the second core."""
    spin_pool.stand_down()
    if a.ndim > 2 and b.ndim == 2 and a.shape[-1] == b.shape[0] and a.flags.c_contiguous and \
            a.dtype == b.dtype and a.dtype.kind == "f":
        return np.matmul(a.reshape(math.prod(a.shape[:-1]), a.shape[-1]), b).reshape(a.shape[:-1] + (b.shape[1],))
    if a.ndim > 2 and b.ndim > 2 and a.shape[-1] == 1 == b.shape[-2] and a.dtype == b.dtype and a.dtype.kind == "f":
        return outer_products(a, b)
    return np.matmul(a, b)


def outer_products(a, b):
    """A stack of outer products (..., n, 1) @ (..., 1, m): per-example weight gradients under vmap. np.matmul
    makes a BLAS call per pair and a broadcast np.multiply runs a slow strided loop (64 x (784, 1) @ (1, 128):
    7.3 and 3.0 ms); one loop over the stack takes 0.7 ms. (Its prange twin gained little inside a training
    step, its threads meeting BLAS's.)"""
    if a.shape[:-2] != b.shape[:-2] or a.dtype.kind != "f" or a.size * b.shape[-1] < 4096:
        return np.multiply(a, b)
    batch = math.prod(a.shape[:-2])
    out = np.empty(a.shape[:-1] + (b.shape[-1],), a.dtype)
    _outer_products(a.reshape(batch, a.shape[-2]), b.reshape(batch, b.shape[-1]),
                    out.reshape(batch, a.shape[-2], b.shape[-1]))
    return out


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _outer_products(a, b, out):
    for k in range(a.shape[0]):
        for i in range(a.shape[1]):
            ai = a[k, i]
            for j in range(b.shape[1]):
                out[k, i, j] = ai * b[k, j]


def linear(x, weight, bias):
    """x @ weight.T + bias, as torch.nn.functional.linear: one BLAS call and an in-place add."""
    if weight.ndim != 2 or x.ndim == 0 or x.shape[-1] != weight.shape[1]:
        raise RuntimeError(f"linear(): input and weight shapes cannot be multiplied "
                           f"({'x'.join(map(str, x.shape)) or 'scalar'} and "
                           f"{'x'.join(map(str, weight.shape[::-1]))}): weight must be (out_features, in_features)")
    out = matmul(x, weight.T)  # a stack of inputs as one GEMM
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
    """Python's %: the remainder of x / other rounded toward minus infinity, the sign of other; in floating
    point as PyTorch's kernel: fmod, plus other where the signs differ, so a zero keeps x's sign (NumPy's
    takes other's: remainder(0.0, -0.5) would be -0.0, and digamma of it +inf, not -inf)."""
    _check_integer_divisor(other, "remainder")
    if np.result_type(x, other).kind != "f":
        return np.remainder(x, other)
    mod = np.fmod(x, other)
    fix = np.less(mod, 0) != np.less(other, 0)
    fix &= mod != 0
    return np.add(mod, other, out=mod, where=fix) if mod.ndim else (mod + other if fix else mod)


ROUNDING_MODES = (None, "trunc", "floor")


def div_rounded(x, other, rounding_mode):
    """x / other rounded toward zero ('trunc') or minus infinity ('floor'), in the inputs' dtype,
    as torch.div(..., rounding_mode=...): integers stay integers and may not be divided by zero."""
    if rounding_mode not in ROUNDING_MODES:
        raise RuntimeError(f"div expected rounding_mode to be one of None, 'trunc', or 'floor' but found "
                           f"{rounding_mode!r}")
    if rounding_mode is None:
        return x / other
    if np.result_type(x, other).kind == "b":  # (a raw backward passes the arrays unpromoted: bool / float is float)
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
    other = as_array(other)
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
    return as_array(np.dot(x, y))


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
    return as_array(out).astype(product.dtype, copy=False)


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
        dims = as_array(dims, dtype=np.int64)
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
        # a contracted dim of size 1 broadcasts: the other side's is summed first, as PyTorch
        if b.shape[j] == 1:
            a = a.sum(axis=i, keepdims=True, dtype=a.dtype)
        elif a.shape[i] == 1:
            b = b.sum(axis=j, keepdims=True, dtype=b.dtype)
        elif a.shape[i] != b.shape[j]:
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
    return as_array(result)


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


def pinv(A, atol, rtol, hermitian=False):
    """linalg.pinv of a batch of matrices: V diag(1/S) U^T over the singular values above max(atol, rtol * the
    largest), PyTorch's cutoff (rtol's default eps * max(m, n) without a positive atol, 0 with one). hermitian:
    square matrices only (PyTorch's eigh checks so), then the same SVD."""
    if A.ndim < 2 or A.dtype not in (np.float32, np.float64):
        raise RuntimeError(f"linalg.pinv({scalar_type_name(A.dtype)}{{{list(A.shape)}}}): expected a tensor with 2 or "
                           f"more dimensions of float, double, cfloat or cdouble types")
    if hermitian and A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"linalg.eigh: A must be batches of square matrices, but they are {A.shape[-2]} by "
                           f"{A.shape[-1]} matrices")
    if rtol is None:
        rtol = 0.0 if atol is not None and atol > 0 else np.finfo(A.dtype).eps * max(A.shape[-2:])
    atol = 0.0 if atol is None else atol
    if 0 in A.shape[-2:]:
        return np.zeros((*A.shape[:-2], A.shape[-1], A.shape[-2]), A.dtype)
    U, S, Vh = np.linalg.svd(A, full_matrices=False)
    cutoff = np.maximum(S.max(-1, keepdims=True) * rtol, atol)
    kept = S > cutoff
    inverse = np.where(kept, 1 / np.where(kept, S, 1), 0).astype(A.dtype, copy=False)
    return np.matmul(np.swapaxes(Vh, -1, -2) * inverse[..., None, :], np.swapaxes(U, -1, -2))


def scaled_inverse_transpose(A, scale):
    """scale * A^-T for a batch of matrices A (...) and numbers scale (...), never raising: a singular matrix's
    result is the LU solve of A^T X = scale I with its zero pivot (LU with partial pivoting, then triangular
    solves that skip zero entries), inf and NaN where PyTorch's linalg_lu_solve from slogdet's LU gives them.
    Matrices NumPy inverts take np.linalg.inv."""
    out = np.empty(A.shape, np.result_type(A, scale))
    scale = np.broadcast_to(scale, A.shape[:-2])
    for index in np.ndindex(*A.shape[:-2]):
        try:
            out[index] = scale[index] * np.swapaxes(np.linalg.inv(A[index]), -1, -2)
        except np.linalg.LinAlgError:
            out[index] = _lu_solve_transposed(A[index], scale[index] * np.eye(A.shape[-1], dtype=out.dtype))
    return out


def _lu_solve_transposed(a, b):
    """X with a^T X = b (n x n each), as LAPACK's getrf then getrs('T') compute it, with no check of the pivots:
    a zero pivot is left in U (its column of L unscaled) and divided by in the solve, where an entry is not zero."""
    lu, b = a.astype(b.dtype), b.copy()
    n = lu.shape[0]
    swaps = np.arange(n)
    with np.errstate(all="ignore"):
        for k in range(n):
            p = k + int(np.argmax(np.abs(lu[k:, k])))  # the first largest, as idamax
            swaps[k] = p
            lu[[k, p]] = lu[[p, k]]
            if lu[k, k] != 0:
                lu[k + 1:, k] /= lu[k, k]
            lu[k + 1:, k + 1:] -= np.outer(lu[k + 1:, k], lu[k, k + 1:])
        for k in range(n):  # U^T Y = b: U^T is lower triangular, its column k U's row k
            b[k] = np.where(b[k] != 0, b[k] / lu[k, k], b[k])
            b[k + 1:] -= np.outer(lu[k, k + 1:], b[k])
        for k in range(n - 1, -1, -1):  # L^T Z = Y: unit upper triangular, its column k L's row k
            b[:k] -= np.outer(lu[k, :k], b[k])
        for k in range(n - 1, -1, -1):  # the row interchanges, last first
            b[[k, swaps[k]]] = b[[swaps[k], k]]
    return b


def det(A):
    square_matrices(A, "linalg.det")
    return as_array(np.linalg.det(A))


def slogdet(A):
    square_matrices(A, "linalg.slogdet")
    sign, logabsdet = np.linalg.slogdet(A)
    sign = np.where(np.isnan(logabsdet), 0, sign).astype(sign.dtype)  # a NaN determinant: sign 0, as PyTorch's
    return as_array(sign), as_array(logabsdet)


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
    return (L.astype(A.dtype), V.astype(A.dtype)) if A.size == 0 else (L, V)  # (PyTorch's empty integer input)


def eigvalsh(A, UPLO="L"):
    square_matrices(A, "linalg.eigvalsh")
    _check_uplo(UPLO, "linalg.eigvalsh")
    L = np.linalg.eigvalsh(A, UPLO=UPLO.upper())
    return L.astype(A.dtype) if A.size == 0 else L  # an empty integer input gives an empty integer output


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
    if index.size == 0:  # PyTorch checks nothing of an empty index
        return np.empty(shape, dtype=x.dtype)
    x, index = _at_least_1d(x), _at_least_1d(_int_if_empty(index))
    _check_gather_shapes("gather", x, dim, index)
    return x[_positions(index, dim)].reshape(shape)


def _scatter_parts(op, x, dim, index, src):
    x1, index1 = _at_least_1d(x), _at_least_1d(_int_if_empty(index))
    src1 = None if np.ndim(src) == 0 and not isinstance(src, np.ndarray) else _at_least_1d(as_array(src))
    out = x1.copy()
    if index1.size == 0:  # PyTorch checks nothing of an empty index, and writes nothing
        return out, tuple(np.zeros(0, np.intp) for _ in range(out.ndim)), np.zeros(0, out.dtype)
    _check_gather_shapes(op, x1, dim, index1, src1)
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
    index = _int_if_empty(as_array(index))
    count = np.zeros(shape if shape else (1,), np.int64) + (1 if include_self else 0)
    np.add.at(count, _positions(_at_least_1d(index), dim), 1)
    return np.maximum(count, 1).reshape(shape)


def scatter_mask(shape, dim, index):
    """A bool mask of `shape`, true where scatter along `dim` with `index` writes."""
    index = _int_if_empty(as_array(index))
    mask = np.zeros(shape if shape else (1,), bool)
    if index.size:  # an empty index (of any rank, as PyTorch takes it) writes nowhere
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
    if x.ndim == 0 and index.size != 1:
        raise RuntimeError(f"index_select(): Index to scalar can have only 1 value, got {index.size} value(s)")
    size = x.shape[dim] if x.ndim else 1
    if index.size and (index.min() < 0 or index.max() >= size):
        bad = index[(index < 0) | (index >= size)].flat[0]
        # PyTorch's CPU kernel raises an IndexError along dim 0, a RuntimeError along the others
        raise (IndexError if dim == 0 else RuntimeError)(
            f"index_select(): index {bad} is out of range for dimension {dim} with size {size}")
    if x.ndim == 0:
        return x.reshape(1)[index].reshape(())
    return np.take(x, index, axis=dim)


def _check_index_source(op, x, dim, index, source):
    """index_add/index_copy: a vector index, one per slice of source along dim, source shaped as self
    apart from dim; each op's checks in PyTorch's order, with its words and classes."""
    index = _vector_index(op, index)
    x1 = _at_least_1d(x)
    source1 = _at_least_1d(source)
    if op == "index_copy":
        if source.ndim == 0 and index.size != 1:
            raise IndexError(f"index_copy_(): When source is scalar, index should have one element (got {index.size})")
        if source.ndim != x.ndim and source.ndim and x.ndim:
            raise IndexError(f"index_copy_(): When source and destination are not scalars, their dimensionality "
                             f"must match. Source dimensionality ({source.ndim}), destination dimensionality "
                             f"({x.ndim})")
        x_slice, source_slice = list(x.shape), list(source.shape)
        for sizes in (x_slice, source_slice):
            if sizes:
                del sizes[dim]
        if x_slice != source_slice:
            raise RuntimeError(f"index_copy_(): Source/destination tensor must have same slice shapes. Destination "
                               f"slice shape: {' '.join(map(str, x_slice))} at dimension {dim} and source slice "
                               f"shape: {' '.join(map(str, source_slice))} at dimension 0.")
        if source.ndim and index.size != source.shape[dim]:
            raise IndexError(f"index_copy_(): Number of indices ({index.size}) should be equal to source.size(dim) "
                             f"({source.shape[dim]})")
        if source1.ndim != x1.ndim:  # a 0-d self with a (1, 1) source: its kernel's shape error
            raise RuntimeError(f"index_copy_(): Source/destination tensor must have same slice shapes. Destination "
                               f"slice shape:  at dimension {dim} and source slice shape: "
                               f"{' '.join(map(str, source_slice))} at dimension 0.")
    if index.size != source1.shape[dim]:
        raise RuntimeError(f"{op}_(): Number of indices ({index.size}) should be equal to source.size(dim): "
                           f"({source1.shape[dim]}), for dim: {dim}")
    if source1.ndim != x1.ndim or any(d != dim and x1.shape[d] != source1.shape[d] for d in range(x1.ndim)):
        raise RuntimeError(f"source tensor shape must match self tensor shape, excluding the specified dimension. "
                           f"Got self.shape = {list(x.shape)} source.shape = {list(source.shape)}")
    size = x1.shape[dim]
    if op == "index_copy" and index.size and (index.min() < 0 or index.max() >= size):  # its kernel's IndexError
        bad = index[(index < 0) | (index >= size)].flat[0]
        raise IndexError(f"index_copy_(): index {bad} is out of bounds for dimension {dim} with size {size}")
    if op == "index_add" and index.size and index.min() < 0:  # a negative index: its kernel's IndexError
        raise IndexError("index out of range in self")
    _check_in_range(index, size, dim)  # index_add past the end: RuntimeError, as PyTorch's check
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
    mask[_along(dim, as_array(index).reshape(-1))] = True
    return mask.reshape(shape)


# ------------------------------------------------------------------------------ masked ops and take

def masked_fill(x, mask, value):
    """x with value where mask is true (both broadcast), in x's dtype."""
    if isinstance(value, np.ndarray) and value.ndim:
        raise RuntimeError(f"masked_fill_ only supports a 0-dimensional value tensor, but got tensor with "
                           f"{value.ndim} dimension(s).")
    return np.where(mask, as_array(value).astype(x.dtype), x)  # x broadcasts too (not in masked_fill_)


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
    if dim is None:  # flattened, a negative index is out of bounds (PyTorch wraps only along a dim)
        flat = indices.reshape(-1)
        _check_in_range(flat, x.size, 0)
        return take_along_dim(x.reshape(-1), flat, 0)
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


def view_dtype(x, dtype):
    """Tensor.view(dtype): the same memory read as another dtype, as PyTorch. With another item size the
    last dim shrinks or grows by the ratio, and PyTorch's conditions apply (checked here, NumPy's view
    would otherwise reinterpret a copy or reject with its own words)."""
    from specgrad import dtypes
    target = dtypes.numpy_dtype(dtype)
    if target.itemsize == x.itemsize:
        return x.view(target)
    what = f"to view {scalar_type_name(x.dtype)} as {scalar_type_name(target)} (different element sizes)"
    if x.ndim == 0:
        raise RuntimeError(f"self.dim() cannot be 0 {what}")
    if x.size == 0:
        # no bytes to share, and NumPy's strides of an empty array are arbitrary: PyTorch's checks on the
        # strides a contiguous tensor of this shape has (a size-0 dim counts as 1)
        if target.itemsize > x.itemsize:
            ratio = target.itemsize // x.itemsize
            if x.shape[-1] % ratio:
                raise RuntimeError(f"self.size(-1) must be divisible by {ratio} {what}, but got {x.shape[-1]}")
            stride = 1
            strides = []
            for n in reversed(x.shape[1:]):
                stride *= max(n, 1)
                strides.insert(0, stride)
            for i, stride in enumerate(strides):
                if stride % ratio:
                    raise RuntimeError(f"self.stride({i}) must be divisible by {ratio} {what}, but got {stride}")
        return np.empty(x.shape[:-1] + (x.shape[-1] * x.itemsize // target.itemsize,), dtype=target)
    if x.strides[-1] != x.itemsize:
        raise RuntimeError(f"self.stride(-1) must be 1 {what}, but got {x.strides[-1] // x.itemsize}")
    if target.itemsize > x.itemsize:
        ratio = target.itemsize // x.itemsize
        if x.shape[-1] % ratio:
            raise RuntimeError(f"self.size(-1) must be divisible by {ratio} {what}, but got {x.shape[-1]}")
        base = x.base if x.base is not None else x
        offset = (x.__array_interface__["data"][0] - base.__array_interface__["data"][0]) // x.itemsize
        if offset % ratio:
            raise RuntimeError(f"self.storage_offset() must be divisible by {ratio} {what}, but got {offset}")
        for i, stride in enumerate(x.strides[:-1]):
            if (stride // x.itemsize) % ratio:
                raise RuntimeError(f"self.stride({i}) must be divisible by {ratio} {what}, but got "
                                   f"{stride // x.itemsize}")
    return x.view(target)
# ------------------------------------------------------------------ elementwise math: special functions
# NumPy has no erf, lgamma, digamma, polygamma or erfinv (and SciPy is no dependency): these loops
# compute them per element in float64, as PyTorch's CPU kernels do (aten/src/ATen/native/Math.h),
# so that the values at poles and boundaries are PyTorch's too. float32 input gets a float32 result.

def _float_result(function, x, *args):
    """Run a float64 elementwise loop over x (any float dtype) and return x's dtype."""
    x = as_array(x)
    flat = as_contiguous(x, dtype=np.float64).reshape(-1)
    out = np.empty_like(flat)
    function(flat, out, *args)
    return out.reshape(x.shape).astype(x.dtype if x.dtype.kind == "f" else np.float64, copy=False)


# Cephes' erf and erfc (ndtr.c, Moshier): rational functions of x (erf, |x| <= 1) and of |x| times
# exp(-x * x) (erfc); the exponential is NumPy's SIMD one, the rest is arithmetic that Numba compiles
# to a tight loop (Numba's own math.erf is CPython's, about 20 ns an element).
_ERF_T = (9.60497373987051638749E0, 9.00260197203842689217E1, 2.23200534594684319226E3,
                   7.00332514112805075473E3, 5.55923013010394962768E4)
_ERF_U = (1.0, 3.35617141647503099647E1, 5.21357949780152679795E2, 4.59432382970980127987E3,
                   2.26290000613890934246E4, 4.92673942608635921086E4)
_ERFC_P = (2.46196981473530512524E-10, 5.64189564831068821977E-1, 7.46321056442269912687E0,
                    4.86371970985681366614E1, 1.96520832956077098242E2, 5.26445194995477358631E2,
                    9.34528527171957607540E2, 1.02755188689515710272E3, 5.57535335369399327526E2)
_ERFC_Q = (1.0, 1.32281951154744992508E1, 8.67072140885989742329E1, 3.54937778887819891062E2,
                    9.75708501743205489753E2, 1.82390916687909736289E3, 2.24633760818710981792E3,
                    1.65666309194161350182E3, 5.57535340817727675546E2)
_ERFC_R = (5.64189583547755073984E-1, 1.27536670759978104416E0, 5.01905042251180477414E0,
                    6.16021097993053585195E0, 7.40974269950448939160E0, 2.97886665372100240670E0)
_ERFC_S = (1.0, 2.26052863220117276590E0, 9.39603524938001434673E0, 1.20489539808096656605E1,
                    1.70814450747565897222E1, 9.60896809063285878198E0, 3.36907645100081516050E0)


def _horner(name, coefficients):
    """A Numba function computing the polynomial (the highest power first) by Horner's rule, written
    out with its coefficients as constants: a loop over a tuple of 20 coefficients would index it
    at run time and keep the element loop from vectorizing (70 ns an element instead of 2)."""
    expression = repr(float(coefficients[0]))
    for c in coefficients[1:]:
        expression = f"({expression}) * v + {float(c)!r}"
    namespace = {}
    exec(f"def {name}(v):\n    return {expression}\n", namespace)
    return numba.njit(inline="always", error_model="numpy")(namespace[name])


_erf_t, _erf_u = _horner("_erf_t", _ERF_T), _horner("_erf_u", _ERF_U)
_erfc_p, _erfc_q = _horner("_erfc_p", _ERFC_P), _horner("_erfc_q", _ERFC_Q)
_erfc_r, _erfc_s = _horner("_erfc_r", _ERFC_R), _horner("_erfc_s", _ERFC_S)


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _erf_loop(x, e, out, complement):
    """Branch-free, so that the loop vectorizes: all three rational functions, then a choice."""
    for i in range(x.size):
        v = x[i]
        ax = abs(v)
        z = v * v
        small = v * _erf_t(z) / _erf_u(z)   # erf, |x| <= 1
        near = e[i] * _erfc_p(ax) / _erfc_q(ax)  # erfc(|x|), 1 < |x| < 8
        far = e[i] * _erfc_r(ax) / _erfc_s(ax)   # erfc(|x|), |x| >= 8
        tail = near if ax < 8.0 else far
        tail = 0.0 if ax > 27.0 else tail  # underflowed (and inf / inf at inf)
        if complement:
            out[i] = 1.0 - small if ax <= 1.0 else (2.0 - tail if v < 0 else tail)
        else:
            out[i] = small if ax <= 1.0 else math.copysign(1.0 - tail, v)


def _erf_or_erfc(x, complement):
    x = as_array(x)
    flat = as_contiguous(x, dtype=np.float64).reshape(-1)
    e = np.exp(-(flat * flat))
    _erf_loop(flat, e, e, complement)
    return e.reshape(x.shape).astype(x.dtype if x.dtype.kind == "f" else np.float64, copy=False)


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _lgamma_loop(x, out):
    for i in range(x.size):
        v = x[i]
        # lgamma at 0 and the negative integers (the poles of gamma) is +inf, as in C and PyTorch
        out[i] = np.inf if v <= 0 and v == math.floor(v) else math.lgamma(v)


def erf(x):
    return _erf_or_erfc(x, False)


def erfc(x):
    return _erf_or_erfc(x, True)


def lgamma(x):
    return _float_result(_lgamma_loop, x)


_ERFINV_CENTRAL = (
    -3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18, 1.115787767802518096e-17,
    -1.333171662854620906e-16, 2.0972767875968561637e-17, 6.6376381343583238325e-15, -4.0545662729752068639e-14,
    -8.1519341976054721522e-14, 2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
    1.051212273321532285e-9, -4.1126339803469836976e-9, -2.9070369957882005086e-8, 4.2347877827932403518e-7,
    -1.3654692000834678645e-6, -1.3882523362786468719e-5, 0.0001867342080340571352, -0.00074070253416626697512,
    -0.0060336708714301490533, 0.24015818242558961693, 1.6536545626831027356)
_ERFINV_NEAR_TAIL = (
    2.2137376921775787049e-9, 9.0756561938885390979e-8, -2.7517406297064545428e-7, 1.8239629214389227755e-8,
    1.5027403968909827627e-6, -4.013867526981545969e-6, 2.9234449089955446044e-6, 1.2475304481671778723e-5,
    -4.7318229009055733981e-5, 6.8284851459573175448e-5, 2.4031110387097893999e-5, -0.0003550375203628474796,
    0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066, -0.0037512085075692412107,
    0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635)
_ERFINV_FAR_TAIL = (
    -2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-9, -3.7894654401267369937e-9,
    7.6157012080783393804e-9, -1.4960026627149240478e-8, 2.9147953450901080826e-8, -6.7711997758452339498e-8,
    2.2900482228026654717e-7, -9.9298272942317002539e-7, 4.5260625972231537039e-6, -1.9681778105531670567e-5,
    7.5995277030017761139e-5, -0.00021503011930044477347, -0.00013871931833623122026, 1.0103004648645343977,
    4.8499064014085844221)


_erfinv_central = _horner("_erfinv_central", _ERFINV_CENTRAL)
_erfinv_near_tail = _horner("_erfinv_near_tail", _ERFINV_NEAR_TAIL)
_erfinv_far_tail = _horner("_erfinv_far_tail", _ERFINV_FAR_TAIL)


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _erfinv_loop(y, w, out):
    """Giles' double-precision approximation ("Approximating the erfinv function", GPU Computing
    Gems 2, 2010) from w = -log((1 - y) (1 + y)): arithmetic and square roots, branch-free."""
    for i in range(y.size):
        v = y[i]
        root = math.sqrt(max(w[i], 0.0))
        central = _erfinv_central(w[i] - 3.125)
        near = _erfinv_near_tail(root - 3.25)
        far = _erfinv_far_tail(root - 5.0)
        p = central if w[i] < 6.25 else (near if w[i] < 16.0 else far)
        edge = math.copysign(np.inf, v) if abs(v) == 1 else np.nan
        out[i] = v * p if abs(v) < 1 else edge


def erfinv(x):
    """The inverse of erf: +-inf at +-1, NaN beyond; the logarithm is NumPy's (SIMD) over the array."""
    x = as_array(x)
    flat = as_contiguous(x, dtype=np.float64).reshape(-1)
    with np.errstate(all="ignore"):
        w = -np.log((1.0 - flat) * (1.0 + flat))
    out = np.empty_like(flat)
    _erfinv_loop(flat, w, out)
    return out.reshape(x.shape).astype(x.dtype if x.dtype.kind == "f" else np.float64, copy=False)


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _digamma_scalar(x):
    """PyTorch's calc_digamma (from Cephes): reflection below 0, recurrence up to 10, then the
    asymptotic series. -inf at +0, +inf at -0, NaN at the negative integers."""
    if x == 0:
        return math.copysign(np.inf, -x)
    result = 0.0
    if x < 0:
        if x == math.trunc(x):
            return np.nan
        r = x - math.trunc(x)  # the fractional part: tan(pi * r) is more accurate than tan(pi * x)
        result = -math.pi / math.tan(math.pi * r)
        x = 1 - x
    while x < 10:
        result -= 1 / x
        x += 1
    if x == 10:
        return result + 2.25175258906672110764
    y = 0.0
    if x < 1.0e17:
        z = 1.0 / (x * x)
        p = 8.33333333333333333333E-2
        p = p * z + -2.10927960927960927961E-2
        p = p * z + 7.57575757575757575758E-3
        p = p * z + -4.16666666666666666667E-3
        p = p * z + 3.96825396825396825397E-3
        p = p * z + -8.33333333333333333333E-3
        p = p * z + 8.33333333333333333333E-2
        y = z * p
    return result + math.log(x) - (0.5 / x) - y


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _trigamma_scalar(x):
    """PyTorch's trigamma, more accurate: reflection below 1/2 as PyTorch (so the same values at the
    poles), then recurrence up to 20 where PyTorch stops after 6 steps, and two more terms of the
    asymptotic series. PyTorch's is within 5e-10 of the exact value, this one within 1e-15."""
    sign = 1.0
    result = 0.0
    if x < 0.5:
        sign = -1.0
        sin_pi_x = math.sin(math.pi * x)
        result -= (math.pi * math.pi) / (sin_pi_x * sin_pi_x)
        x = 1 - x
    while x < 20:
        result += 1 / (x * x)
        x += 1
    ixx = 1 / (x * x)
    result += (1 + 1 / (2 * x) + ixx * (1. / 6 - ixx * (1. / 30 - ixx * (1. / 42 - ixx * (1. / 30 - ixx * (5. / 66)))))) / x
    return sign * result


_ZETA_A = np.array([12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9, 7.47242496e10,
                    -2.950130727918164224e12, 1.1646782814350067249e14, -4.5979787224074726105e15,
                    1.8152105401943546773e17, -7.1661652561756670113e18])


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _zeta_scalar(x, q, coefficients):
    """The Hurwitz zeta function sum_k (k + q) ** -x by Euler-Maclaurin summation (Cephes, as PyTorch)."""
    machep = 1.11022302462515654042E-16
    if x == 1:
        return np.inf
    if x < 1:
        return np.nan
    if q <= 0:
        if q == math.floor(q):
            return np.inf
        if x != math.floor(x):
            return np.nan
    s = q ** -x
    a = q
    i = 0
    b = 0.0
    while i < 9 or a <= 9.0:
        i += 1
        a += 1.0
        b = a ** -x
        s += b
        if -machep * s < b < machep * s:
            return s
    w = a
    s += b * w / (x - 1)
    s -= 0.5 * b
    a = 1.0
    k = 0.0
    for j in range(12):
        a *= x + k
        b /= w
        t = a * b / coefficients[j]
        s = s + t
        if abs(t / s) < machep:
            return s
        k += 1.0
        a *= x + k
        b /= w
        k += 1.0
    return s


@numba.njit(cache=True, nogil=True, error_model="numpy")
def _polygamma_loop(x, out, n, coefficients):
    if n == 0:
        for i in range(x.size):
            out[i] = _digamma_scalar(x[i])
    elif n == 1:
        for i in range(x.size):
            out[i] = _trigamma_scalar(x[i])
    else:
        # (-1) ** (n + 1) * n! * zeta(n + 1, x)
        factor = (1.0 if n % 2 else -1.0) * math.exp(math.lgamma(n + 1.0))
        for i in range(x.size):
            out[i] = factor * _zeta_scalar(n + 1.0, x[i], coefficients)


def digamma(x):
    return _float_result(_polygamma_loop, x, 0, _ZETA_A)


def polygamma(n, x):
    """The n-th derivative of digamma; polygamma(0, x) is digamma(x)."""
    n = _integer_tensor_value(n)
    if not isinstance(n, (int, np.integer)) or isinstance(n, (bool, np.bool_)):
        raise TypeError(f"polygamma(): argument 'n' (position 1) must be int, not {type(n).__name__}")
    if n < 0:
        raise RuntimeError("polygamma(n, x) does not support negative n.")
    return _float_result(_polygamma_loop, x, int(n), _ZETA_A)


# ------------------------------------------------------------------ elementwise math: rounding and others

def _keeps_integers(function, name):
    """A rounding function that returns integer tensors as they are (a copy), as PyTorch does, and
    has no kernel for bool."""
    def rounded(x):
        if x.dtype.kind == "b":
            raise NotImplementedError(f"\"{name}\" not implemented for 'Bool'")
        if x.dtype.kind in "iu":
            return x.copy()
        return function(x)
    rounded.__name__ = name
    return rounded


floor = _keeps_integers(np.floor, "floor")
ceil = _keeps_integers(np.ceil, "ceil")
trunc = _keeps_integers(np.trunc, "trunc")
rint = _keeps_integers(np.rint, "round")  # halves to even, as torch.round


def round_decimals(x, decimals):
    """torch.round(x, decimals=d): rint(x * 10**d) / 10**d, or rint(x / 10**-d) * 10**-d for d < 0."""
    if x.dtype.kind in "biu":
        raise NotImplementedError(f"\"round_cpu\" not implemented for '{scalar_type_name(x.dtype)}'")
    if decimals >= 0:
        scale = x.dtype.type(10.0 ** decimals)
        return np.rint(x * scale) / scale
    scale = x.dtype.type(10.0 ** -decimals)
    return np.rint(x / scale) * scale


def square(x):
    """x * x; a bool tensor squares to int64 (torch.square is pow(x, 2))."""
    if x.dtype.kind == "b":
        x = x.astype(np.int64)
    return np.multiply(x, x)


def xlogy(x, y):
    """x * log(y), 0 where x is 0 (unless y is NaN), as torch.xlogy."""
    with np.errstate(divide="ignore", invalid="ignore"):
        product = x * np.log(y)
    return np.where((x == 0) & ~np.isnan(y), 0, product).astype(product.dtype, copy=False)


def addcdiv_quotient(x, y):
    """x / y for addcdiv, which PyTorch refuses for two integer tensors."""
    if as_array(x).dtype.kind in "biu" and as_array(y).dtype.kind in "biu":
        raise RuntimeError("Integer division with addcdiv is no longer supported, and in a future release addcdiv "
                           "will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be "
                           "implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for "
                           "integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future "
                           "addcdiv behavior can be implemented with (input + value * tensor1 / tensor2) for all "
                           "dtypes.")
    return x / y
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
    count = math.prod([x.shape[a] for a in axes]) if x.ndim else 1
    if count - correction <= 0:
        import warnings
        warnings.warn(f"{name}(): degrees of freedom is <= 0. Correction should be strictly less than the "
                      f"reduction factor (input numel divided by output numel).", UserWarning, stacklevel=4)
    return count


def var(x, dim, correction, keepdim, name="var", root=False):
    """The variance over `dim` with `correction` (Bessel's 1 by default), as torch.var; its square root with
    `root`. float16 and float32 accumulate in float64, as PyTorch's (its Welford runs in double on CPU): the
    squares of values above 1.8e19 would overflow float32."""
    correction = 1 if correction is None else correction
    axes = _reduced_axes(x, dim)
    count = _check_correction(name, x, axes, correction)
    work = x.astype(np.float64) if x.dtype in (np.float16, np.float32) else x
    if x.ndim == 0:
        squares = (work - work) * (work - work)  # 0, or NaN for a NaN (or inf) element, as in PyTorch
    else:
        mean = np.mean(work, axis=axes, keepdims=True) if count else np.full([1] * x.ndim, np.nan, work.dtype)
        centered = work - mean
        squares = np.add.reduce(centered * centered, axis=axes, keepdims=keepdim)
    with np.errstate(divide="ignore", invalid="ignore"):
        # over no elements NaN, whatever the correction (a negative one would make it 0 / -correction)
        out = np.true_divide(squares, max(count - correction, 0) if count else 0, dtype=work.dtype)
    return (np.sqrt(out) if root else out).astype(x.dtype, copy=False)


def std(x, dim, correction, keepdim):
    return var(x, dim, correction, keepdim, name="std", root=True)


def unbiased_correction(unbiased):
    return 1 if unbiased else 0


def vector_norm(x, p, dim, keepdim):
    """torch.norm's vector norms over `dim` (None: all elements): p = 2, 1, inf, -inf, 0, any other."""
    all_dims = dim is None or (not isinstance(dim, (int, np.integer)) and len(dim) == 0)
    axes = None if dim is None else _reduced_axes(x, dim)
    if x.ndim == 0:
        axes = None
    a = np.abs(x)
    if p < 0 or p == np.inf:
        # a norm without an identity (inf, p < 0) is refused only when some reduction is over no elements
        empty = [i for i in (range(x.ndim) if axes is None else np.atleast_1d(axes)) if x.shape[i] == 0]
        if empty:
            p_text = f"{p:g}" if np.isfinite(p) else str(p)
            where = "an empty tensor because" if all_dims else f"the dimension {empty[0]}because this dimension is empty and"
            raise RuntimeError(f"linalg.vector_norm cannot compute the {p_text} norm on {where} the operation does "
                               f"not have an identity")
    if p != 0 and a.size and all(x.shape[i] == 1 for i in (range(x.ndim) if axes is None else np.atleast_1d(axes))):
        # every result from one element: |x| itself, as PyTorch's (not the root of its p-th power: (6 ** 3) ** (1/3)
        # is 6.0000005 in float32, (1e-30 ** 2) ** (1/2) is 0); PyTorch takes the root for a 0-d tensor over dim 0
        # or -1, which dim_list_arg has made () (1 ulp apart at most)
        out = np.add.reduce(a, axis=axes, keepdims=keepdim)
    elif p == 2:
        out = np.sqrt(np.add.reduce(a * a, axis=axes, keepdims=keepdim))
    elif p == 1:
        out = np.add.reduce(a, axis=axes, keepdims=keepdim)
    elif p == np.inf:
        out = np.max(a, axis=axes, keepdims=keepdim, initial=0)
    elif p == -np.inf:
        out = np.min(a, axis=axes, keepdims=keepdim, initial=np.inf)
    elif p == 0:
        out = np.add.reduce(a != 0, axis=axes, keepdims=keepdim).astype(x.dtype)
    else:
        with np.errstate(divide="ignore"):
            out = np.power(np.add.reduce(np.power(a, p), axis=axes, keepdims=keepdim), 1.0 / p)
    return as_array(out, dtype=x.dtype)


def norm_p(p, dim=None):
    """norm's p: a number, 'fro' (the 2-norm of all given dims, at most two: more go to PyTorch's
    matrix_norm, which refuses them), or refused ('nuc' needs SVD)."""
    if p == "fro" and dim is not None and len(dim) > 2:
        raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {' '.join(str(d) for d in dim)}")
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
    return as_array(out, dtype=np.uint8 if x.dtype == np.uint8 else np.bool_)


def argmax_argmin(function, name, x, dim, keepdim):
    """argmax/argmin: the first extreme; dim=None flattens (keepdim then keeps every dim as 1)."""
    if x.dtype.kind == "b":
        raise RuntimeError(f"{name}(): does not support bool input")
    if dim is None:
        if x.size == 0:
            raise IndexError(f"{name}(): Expected reduction dim to be specified for input.numel() == 0.")
        out = as_array(function(x.reshape(-1)), dtype=np.int64)
        return out.reshape([1] * x.ndim) if keepdim else out
    if x.ndim == 0:
        return np.zeros((), np.int64)
    if x.shape[dim] == 0:
        raise IndexError(f"{name}(): Expected reduction dim {dim} to have non-zero size.")
    return as_array(function(x, axis=dim, keepdims=keepdim), dtype=np.int64)


def count_nonzero(x, dim):
    axes = None if dim is None or x.ndim == 0 else _reduced_axes(x, dim)
    return as_array(np.count_nonzero(x, axis=axes), dtype=np.int64)


def _scan_dtype(x, dtype, name):
    """cumsum/cumprod compute integers and bools in int64, as in PyTorch, unless given a dtype (Bool has no
    kernel there: PyTorch's NotImplementedError, except for a 0-d tensor, which it copies)."""
    if dtype is not None:
        if np.dtype(dtype) == np.bool_ and x.ndim:
            raise NotImplementedError(f"\"{name}_out_cpu\" not implemented for 'Bool'")
        return dtype
    return np.dtype(np.int64) if x.dtype.kind in "biu" else x.dtype


def cumsum(x, dim, dtype=None):
    if x.ndim == 0:
        return x.astype(_scan_dtype(x, dtype, "cumsum"))
    return np.cumsum(x, axis=dim, dtype=_scan_dtype(x, dtype, "cumsum"))


def cumprod(x, dim, dtype=None):
    if x.ndim == 0:
        return x.astype(_scan_dtype(x, dtype, "cumprod"))
    return np.cumprod(x, axis=dim, dtype=_scan_dtype(x, dtype, "cumprod"))


def logcumsumexp(x, dim):
    if x.dtype.kind in "biu":
        raise NotImplementedError(f"\"logcumsumexp_out_cpu\" not implemented for '{scalar_type_name(x.dtype)}'")
    if x.ndim == 0 or x.size == 0:
        return x.copy()
    return np.logaddexp.accumulate(x, axis=dim)


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
    return as_array(low), as_array(high)


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
    """The k-th smallest along `dim` (k from 1) and its index; checked in PyTorch's order: an empty dim, k, and
    the dtype last (a 0-d tensor is itself, bool or not)."""
    if x.ndim and x.shape[dim] == 0:
        raise IndexError(f"kthvalue(): Expected reduction dim {dim} to have non-zero size.")
    n = x.shape[dim] if x.ndim else 1
    if not 1 <= k <= n:
        raise RuntimeError(f"kthvalue(): selected number k out of range for dimension {dim}")
    if x.ndim == 0:
        return x.copy(), np.zeros((), np.int64)
    _refuse_bool("kthvalue", x)
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
    """The lower median of all elements; NaN if any is NaN, as torch.median(). Of no elements NaN, in the dtype:
    True for bool, as PyTorch (whose NaN converted to an integer is undefined: here an IndexError)."""
    if x.size == 0:
        return as_array(np.nan if x.dtype.kind == "f" else True, x.dtype) if x.dtype.kind in "fb" else _empty_median(x)
    _refuse_bool("median", x)
    flat = x.reshape(-1)
    if x.dtype.kind == "f" and np.isnan(flat).any():
        return as_array(np.nan, x.dtype)
    return np.partition(flat, (flat.size - 1) // 2)[(flat.size - 1) // 2].copy()


def _empty_median(x):
    raise IndexError("median() input tensor cannot be empty")


def median_dim(x, dim, keepdim):
    """(values, indices) of the lower median along `dim`: a slice with a NaN gives its first NaN."""
    if x.ndim and x.shape[dim] == 0:
        raise IndexError(f"median(): Expected reduction dim {dim} to have non-zero size.")
    _refuse_bool("median", x)  # after the empty dim, as PyTorch's kernel
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
    mean = reduce_mean(x, None if dim is None else list(dim), keepdim) if x.ndim else x.copy()
    return var(x, dim, correction, keepdim, name="std_mean", root=True), mean
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


def _require_1d(x, what):
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
    _require_1d(x, "split")
    dim = _dim_of(x, dim, "split")
    return _pieces(x, dim, split_sizes(x.shape[dim], split_size))


def split_with_sizes(x, split_sizes, dim):
    _require_1d(x, "split")
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
    _require_1d(x, "chunk")
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
    if length < 0:  # checked before the dim, as PyTorch does
        raise RuntimeError("narrow(): length must be non-negative.")
    dim = _dim_of(x, dim, "narrow")
    size = x.shape[dim]
    if not -size <= start <= size:
        raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
    start = start + size if start < 0 else start
    if start + length > size:
        raise RuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({size}).")
    return x[(slice(None),) * dim + (slice(start, start + length),)]


def unflatten(x, dim, sizes):
    sizes = tuple(sizes)
    if not sizes:
        raise RuntimeError("unflatten: sizes must be non-empty")
    if x.ndim == 0:  # PyTorch wraps the dim without taking a 0-d tensor as 1-d
        raise RuntimeError(f"unflatten got an unexpected error: Dimension specified as {dim} but tensor has no "
                           f"dimensions")
    size = x.shape[dim]
    known = math.prod([n for n in sizes if n != -1])
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
    if x.ndim == 0:  # PyTorch does not take a 0-d tensor as 1-d here
        raise IndexError(f"Dimension specified as {dims[0]} but tensor has no dimensions")
    rank = x.ndim
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
    """np.diagonal's view, dims dim1 and dim2 gone and the diagonal as the last dim; writable when x is, as
    PyTorch's (NumPy's own is read-only, so t.diagonal().fill_(1) could not write into t)."""
    if dim1 == dim2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    if type(x) is np.ndarray and x.flags.writeable:
        return _diagonal_view(x, offset, dim1 % x.ndim, dim2 % x.ndim)
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
        return x.copy(order="K" if memory_format != "contiguous_format" else "C")
    raise RuntimeError(f"clone(): unsupported memory format {memory_format}")


def contiguous(x):
    """x itself (a view) when C-contiguous, else a C-ordered copy."""
    return x.view() if x.flags.c_contiguous else as_contiguous(x)


def as_strided(x, size, stride, storage_offset):
    """A read-only view of x's memory (x C-contiguous, offsets in elements, as PyTorch's)."""
    size, stride = tuple(size), tuple(stride)
    if len(size) != len(stride):
        raise RuntimeError(f"mismatch in length of strides and shape")
    if any(s < 0 for s in stride):
        raise RuntimeError("as_strided: Negative strides are not supported at the moment, got strides: "
                           f"{list(stride)}")
    offset = 0 if storage_offset is None else storage_offset
    flat = as_contiguous(x).reshape(-1)
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


# ------------------------------------------------------------------ nn.functional: activations, softmax, losses

from specgrad import nn_kernels  # noqa: E402  (fused softmax-family kernels)
from specgrad import conv_kernels  # noqa: E402  (im2col, col2im and pooling kernels)


def _keep(x, dim):
    """A 0-d input as 1-D (its dim 0 is itself), so reductions along `dim` work."""
    return (x.reshape(1), 0) if x.ndim == 0 else (x, dim)


def _sum_along(x, d):
    """x summed along d, keeping it; along the last dim of a float array, a BLAS matrix-vector
    product (several times faster than NumPy's pairwise reduction over short rows)."""
    if type(x) is not np.ndarray:
        return x.sum(axis=d, keepdims=True)
    if d % x.ndim == x.ndim - 1 and x.dtype.kind == "f" and x.flags.c_contiguous:
        return np.matmul(x, np.ones(x.shape[-1], x.dtype))[..., None]
    return np.add.reduce(x, axis=d, keepdims=True)


def softmax(x, dim):
    """exp(x - max) / sum(exp(x - max)) along dim: two reductions and three passes, in place."""
    if x.size == 0:
        return np.empty_like(x)
    fused = nn_kernels.along(nn_kernels.softmax, dim, x)  # one pass per row, along a contiguous last dim
    if fused is not None:
        return fused
    y, d = _keep(x, dim)
    out = np.subtract(y, np.max(y, axis=d, keepdims=True))
    np.exp(out, out=out)
    out /= _sum_along(out, d)
    return out.reshape(x.shape)


def log_softmax(x, dim):
    """(x - max) - log(sum(exp(x - max))) along dim."""
    if x.size == 0:
        return np.empty_like(x)
    fused = nn_kernels.along(nn_kernels.log_softmax, dim, x)
    if fused is not None:
        return fused
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


@numba.vectorize(cache=True)  # no signatures: compiled (or loaded) on first call; typed ones loaded Numba's
def _erf(x):                   # numpy registries at import, and with them scipy.linalg (0.14 s of import)
    return math.erf(x)


def gelu(x, approximate):
    """x * Phi(x), Phi the standard normal CDF; approximate='tanh' uses PyTorch's tanh formula."""
    if approximate == "tanh":
        inner = as_array(np.sqrt(2 / np.pi) * (x + 0.044715 * x * x * x), x.dtype)
        return (0.5 * x * (1 + tanh(inner))).astype(x.dtype, copy=False)
    return (0.5 * x * (1 + _erf(x * np.sqrt(0.5)))).astype(x.dtype, copy=False)


def gelu_backward(grad, x, approximate):
    """d gelu(x) / dx times grad."""
    if approximate == "tanh":
        k, c = np.sqrt(2 / np.pi), 0.044715
        inner = as_array(k * (x + c * x * x * x), x.dtype)
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
    # x * 0 between, as PyTorch's kernel: NaN stays NaN, -0.3 gives -0.0
    return np.where(x > lambd, x - lambd, np.where(x < -lambd, x + lambd, x * 0)).astype(x.dtype, copy=False)


def hardtanh(x, min_val, max_val):
    """x clipped to [min_val, max_val] in x's dtype (an integer tensor stays integer, as in PyTorch)."""
    if min_val > max_val:
        raise value_error("min_val cannot be greater than max_val")
    if x.dtype.kind in "iu":
        min_val, max_val = int(min_val), int(max_val)
    return np.clip(x, min_val, max_val).astype(x.dtype, copy=False)


def threshold(x, threshold, value):
    """value where x <= threshold, else x, in x's dtype."""
    if x.dtype.kind in "iu":
        threshold, value = int(threshold), int(value)
    return np.where(x <= threshold, as_array(value, x.dtype), x)


def nll_loss(x, target, weight, ignore_index, reduction):
    """-x[n, target[n]] * weight[target[n]], over (N, C), (C,) or (N, C, d1, ...) inputs; 'mean' divides by the
    total weight of the targets not ignored. The shapes are checked before (formula_helpers.nll_loss_nd_check)."""
    if reduction not in ("none", "mean", "sum"):
        raise value_error(f"{reduction} is not a valid value for reduction")
    single = x.ndim == 1
    target = target.reshape(()) if single else target  # a 1-D input's target of shape (1,) is its one class index
    classes = x.shape[0 if single else 1]
    if (x.ndim == 3 or x.ndim > 4) and x.size == 0 and target.size:  # (no classes): nll_loss_nd views an empty
        # input as (N, C, 0, 0) and the target as (N, 1, -1), which nll_loss2d's size check refuses
        raise RuntimeError(f"size mismatch (got input: {[x.shape[0], classes, 0, 0]} , target: "
                           f"{[target.shape[0], 1, target.size // target.shape[0]]}")
    weight = None if weight is None else weight.reshape(-1)  # nll_loss2d takes any shape of C elements
    t = target.reshape(1) if single else target
    x2 = x.reshape(1, classes) if single else x
    valid = t != ignore_index
    bad = valid & ((t < 0) | (t >= classes))
    if bad.any():
        raise IndexError(f"Target {t[bad].flat[0]} is out of bounds.")
    safe = np.where(valid, t, 0).astype(np.intp)
    if classes == 0:  # every target ignored (any other is out of bounds): nothing is picked, as PyTorch
        x2 = np.zeros_like(x2, shape=x2.shape[:1] + (1,) + x2.shape[2:])
        weight = None if weight is None else np.zeros_like(weight, shape=(1,))
    picked = np.take_along_axis(x2, np.expand_dims(safe, 1), axis=1)[:, 0]
    w = (x.dtype.type(1) if weight is None else weight[safe]) * valid
    losses = np.where(valid, -picked * w, 0)  # an ignored target's loss is 0 (not -0.0), as PyTorch's kernel
    if reduction == "none":
        return losses.reshape(target.shape).astype(x.dtype, copy=False)
    total = np.add.reduce(losses, axis=None)
    if reduction == "sum":
        return as_array(total, x.dtype)
    with np.errstate(invalid="ignore", divide="ignore"):
        return as_array(total / np.add.reduce(np.broadcast_to(w, losses.shape), axis=None), x.dtype)


def reduction(size_average, reduce, reduction):
    """A loss's reduction, from the deprecated size_average= and reduce= when given (with their warning)."""
    if size_average is None and reduce is None:
        return reduction
    from specgrad.formula_helpers import legacy_reduction
    return legacy_reduction(size_average, reduce, reduction)
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
    columns = as_contiguous(windows.transpose(order))
    return columns.reshape(groups, n * math.prod(out), -1), out


def _conv_kernels(nd, *arrays):
    """Whether conv_kernels' Numba path takes these: float32 or float64 alike, 1 or 2 spatial dims."""
    dtype = arrays[0].dtype
    return nd in (1, 2) and dtype in (np.float32, np.float64) and all(a.dtype == dtype for a in arrays)


def _plane_geometry(kernel, stride, padding, dilation):
    """kernel, stride, low padding and dilation of 1 or 2 spatial dims as 2 (a 1-D signal: height 1)."""
    if len(kernel) == 1:
        return (1, kernel[0]), (1, stride[0]), (0, padding[0]), (1, dilation[0])
    return tuple(kernel), tuple(stride), (padding[0], padding[2]), tuple(dilation)


def _conv_out(x_shape, kernel, stride, padding, dilation):
    return tuple(_conv_output_size(x_shape[2 + i], kernel[i], stride[i], padding[2 * i], padding[2 * i + 1],
                                   dilation[i]) for i in range(len(kernel)))


def _columns_layout(n, out, rows):
    """The layout of the Numba convolutions' columns (conv_kernels.im2col), for `rows` = C/G * K columns per
    output and an output plane `out`. SAMPLES: one GEMM per sample (columns (N, C * K, P)); BATCH: all samples
    in one GEMM (columns (C * K, N * P)), which costs a transposed copy of the output (or of grad); BATCH_LAST:
    the same with the samples last (columns (C * K, P * N)), for planes whose rows are too short for BATCH's
    copies. Per-sample GEMMs cost BLAS's call and thread start-up each, and the weight gradient's sum over
    samples. Measured forward, weight grad, input grad (us): (32,32,16,16) w (64,32,3,3) per sample 2436, 2783,
    2120 -> one GEMM 1888, 2343, 2036; (64,32,4,4) w (64,32,3,3) 478, 914, 420 -> 480, 485, 453 (BATCH) ->
    BATCH_LAST, whose im2col takes 44 us against 140 and col2im 54 against 233; but (64,1,8,8) w (32,1,3,3),
    9 rows: 43, 54, 37 -> 88, 115, 78 (a GEMM that thin is memory-bound: the copy doubles it), and per sample
    (32,3,32,32) w (32,3,3,3) 0.43 ms against 0.71 with the copy. At 8x8 planes BATCH_LAST's copies gained
    less than its transposes cost."""
    if not (n > 1 and rows >= ONE_GEMM_MIN_ROWS and math.prod(out) < ONE_GEMM_MAX_PLANE):
        return conv_kernels.SAMPLES
    return conv_kernels.BATCH_LAST if out[-1] < SHORT_ROW and n >= BATCH_LAST_MIN_SAMPLES else conv_kernels.BATCH


ONE_GEMM_MIN_ROWS, ONE_GEMM_MAX_PLANE = 64, 1024
SHORT_ROW, BATCH_LAST_MIN_SAMPLES = 8, 8


def _conv_planes(x, kernel, stride, padding, dilation, ones=False, layout=conv_kernels.SAMPLES):
    """x (N, C, *S) as its columns from conv_kernels.im2col in `layout`; ones: one more row of ones (see im2col).
    And out."""
    nd = len(kernel)
    out = _conv_out(x.shape, kernel, stride, padding, dilation)
    k2, s2, p2, d2 = _plane_geometry(kernel, stride, padding, dilation)
    x = as_contiguous(x)
    planes = x.reshape(*x.shape[:2], 1, x.shape[2]) if nd == 1 else x
    cols = conv_kernels.im2col(planes, k2, (1, *out) if nd == 1 else out, s2, p2, d2, ones, layout)
    return cols, out


def _sample_major(y, n):
    """y (O, N * P) from one GEMM as a fresh (N, O, P) array."""
    o = y.shape[0]
    return as_contiguous(y.reshape(o, n, -1).transpose(1, 0, 2))


def _gemm_rows(grad, groups, layout, consumer=None):
    """grad (N, O, *out) as (G, O/G, N * P) (BATCH) or (G, O/G, P * N) (BATCH_LAST): the rows of one GEMM over
    all samples (a transposed copy). With a consumer ("input", "weight"), the copy is made once for the input's
    and the weight's gradient of one backward node (shared_sums)."""
    def compute():
        n, o = grad.shape[:2]
        if layout == conv_kernels.BATCH_LAST:
            g = conv_kernels.samples_last(grad)
        else:
            g = as_contiguous(grad.reshape(n, o, -1).transpose(1, 0, 2))
        return g.reshape(groups, o // groups, -1)
    if consumer is None:
        return compute()
    return shared_sums(f"conv_gemm_rows_{groups}_{layout}", consumer, compute, grad, consumers=("input", "weight"))


def conv(x, weight, stride, padding, dilation, groups, bias=None):
    """Cross-correlation of x (N, C, *S) with weight (O, C/groups, *kernel), as torch's convolution,
    plus bias (O,) if given."""
    spin_pool.stand_down()  # BLAS below wants the second core (spin_pool)
    nd = weight.ndim - 2
    if _conv_kernels(nd, x, weight) and (bias is None or bias.dtype == x.dtype):
        # (O/G, C/G * K) @ (C/G * K, P) per group, for all samples at once or one by one; a bias is
        # one more column of the weight against a row of ones (groups == 1): no pass of its own
        n, o = x.shape[0], weight.shape[0]
        fused = bias is not None and groups == 1
        out = _conv_out(x.shape, weight.shape[2:], stride, padding, dilation)
        plane = math.prod(out)
        layout = _columns_layout(n, out, weight[0].size)
        columns, out = _conv_planes(x, weight.shape[2:], stride, padding, dilation, fused, layout)
        w = weight.reshape(groups, o // groups, -1)
        if fused:
            w = np.concatenate([w, bias.reshape(1, o, 1)], axis=2)
        if layout == conv_kernels.SAMPLES:
            y = np.matmul(w, columns.reshape(n, groups, -1, plane))  # (N, G, O/G, P)
        else:
            y = np.matmul(w, columns.reshape(groups, -1, n * plane)).reshape(o, -1)
            y = _sample_major(y, n) if layout == conv_kernels.BATCH else conv_kernels.samples_first(y, n)
        y = y.reshape(n, o, *out)
        if bias is not None and not fused:
            y += bias.reshape(o, *(1,) * nd)
        return y
    if bias is not None:
        return conv(x, weight, stride, padding, dilation, groups) + bias.reshape(-1, *(1,) * nd)
    kernel = weight.shape[2:]
    n = x.shape[0]
    columns, out = _conv_columns(x, kernel, stride, padding, dilation, groups)
    o = weight.shape[0]
    w = weight.reshape(groups, o // groups, -1)
    y = np.matmul(columns, w.transpose(0, 2, 1))  # (G, N * P, O/G)
    y = y.reshape(groups, n, *out, o // groups)
    order = (1, 0, 2 + nd, *range(2, 2 + nd))
    return as_contiguous(y.transpose(order)).reshape(n, o, *out)


def _grad_rows(grad, groups):
    """grad (N, O, *out) as (G, N * prod(out), O/G), the rows of the im2col matmul."""
    n, o = grad.shape[:2]
    nd = grad.ndim - 2
    g = grad.reshape(n, groups, o // groups, *grad.shape[2:])
    order = (1, 0, *range(3, 3 + nd), 2)
    return as_contiguous(g.transpose(order)).reshape(groups, -1, o // groups)


def conv_input_grad(grad, weight, input_shape, stride, padding, dilation, groups):
    """The gradient of conv for its input (col2im of grad @ weight): also conv_transpose's forward.
    input_shape is (N, C, *S); only the low padding matters, the high side is cropped away."""
    spin_pool.stand_down()  # BLAS below wants the second core (spin_pool)
    nd = weight.ndim - 2
    kernel = weight.shape[2:]
    n, c = input_shape[:2]
    out = grad.shape[2:]
    o = weight.shape[0]
    w = weight.reshape(groups, o // groups, -1)
    if _conv_kernels(nd, grad, weight):  # per group (C/G * K, O/G) @ (O/G, P), all samples or each, then col2im
        plane = math.prod(out)
        layout = _columns_layout(n, out, weight[0].size)
        if layout == conv_kernels.SAMPLES:
            rows = as_contiguous(grad).reshape(n, groups, o // groups, plane)
            columns = np.matmul(w.transpose(0, 2, 1), rows)  # (N, G, C/G * K, P)
        else:  # (G, C/G * K, N * P) or (G, C/G * K, P * N)
            columns = np.matmul(w.transpose(0, 2, 1), _gemm_rows(grad, groups, layout, "input"))
        k2, s2, p2, d2 = _plane_geometry(kernel, stride, padding, dilation)
        planes = (n, c, 1, input_shape[2]) if nd == 1 else tuple(input_shape)
        return conv_kernels.col2im(columns, planes, k2, (1, *out) if nd == 1 else out, s2, p2, d2, layout,
                                   tuple(input_shape))  # owns its memory (no view): it can become x.grad
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
    spin_pool.stand_down()  # BLAS below wants the second core (spin_pool)
    kernel = tuple(weight_shape[2:])
    if _conv_kernels(len(kernel), x, grad):  # per group (O/G, P) @ (P, C/G * K), all samples or each (summed)
        n, o = grad.shape[:2]
        plane = math.prod(grad.shape[2:])
        layout = _columns_layout(n, grad.shape[2:], math.prod(weight_shape[1:]))
        columns, out = _conv_planes(x, kernel, stride, padding, dilation, layout=layout)
        if layout != conv_kernels.SAMPLES:
            # (C/G * K, N * P) @ (N * P, O/G), then transposed: OpenBLAS takes this order of the long product
            # about 1.25x faster (measured 1179 against 1488 us for (64, 8192) @ (8192, 288), two threads)
            columns = columns.reshape(groups, -1, n * plane)
            w = np.matmul(columns, _gemm_rows(grad, groups, layout, "weight").transpose(0, 2, 1))
            return as_contiguous(w.transpose(0, 2, 1)).reshape(weight_shape)
        rows = as_contiguous(grad).reshape(n, groups, o // groups, plane)
        columns = columns.reshape(n, groups, columns.shape[1] // groups, plane).transpose(0, 1, 3, 2)  # a view
        return np.matmul(rows, columns).sum(axis=0).reshape(weight_shape)
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
    if nd in (1, 2) and x.dtype in (np.float32, np.float64) and x.size:  # Numba, as PyTorch: the last NaN wins
        out = tuple(_conv_output_size(x.shape[2 + i], kernel[i], stride[i], padding[2 * i], padding[2 * i + 1],
                                      dilation[i]) for i in range(nd))
        k2, s2, p2, d2 = _plane_geometry(kernel, stride, padding, dilation)
        planes = as_contiguous(x).reshape(-1, 1 if nd == 1 else x.shape[2], x.shape[-1])
        values, indices = conv_kernels.max_pool(planes, k2, (1, *out) if nd == 1 else out, s2, p2, d2)
        return values.reshape(*x.shape[:2], *out), indices.reshape(*x.shape[:2], *out)
    spatial = x.shape[2:]
    fill = -np.inf if x.dtype.kind == "f" else np.iinfo(x.dtype).min
    pads = [(0, 0), (0, 0)] + [(padding[2 * i], padding[2 * i + 1]) for i in range(nd)]
    padded = np.pad(x, pads, constant_values=fill)
    positions = np.pad(np.arange(math.prod(spatial), dtype=np.int64).reshape(spatial), pads[2:],
                       constant_values=-1)
    no_padding = (0,) * (2 * nd)
    windows = _conv_windows(padded, kernel, stride, no_padding, dilation)
    out = windows.shape[2:2 + nd]
    windows = windows.reshape(*x.shape[:2], *out, math.prod(kernel))  # (an empty batch: no -1)
    where = np.argmax(windows, axis=-1)[..., None]
    values = np.take_along_axis(windows, where, axis=-1)[..., 0]
    places = _conv_windows(positions[None, None], kernel, stride, no_padding, dilation).reshape(*out, -1)
    indices = np.take_along_axis(np.broadcast_to(places, windows.shape), where, axis=-1)[..., 0]
    return values, indices


def max_pool_backward(grad, indices, shape):
    """Each output gradient added to the input element its maximum came from (windows may overlap)."""
    n = math.prod(shape[:2])
    plane = math.prod(shape[2:])
    if grad.dtype in (np.float32, np.float64) and grad.size and plane:  # Numba: one plane per iteration
        rows = as_contiguous(grad).reshape(n, -1)
        where = as_contiguous(indices, dtype=np.int64).reshape(n, -1)
        return conv_kernels.max_pool_backward(rows, where, n, plane, tuple(shape))  # owns its memory: x.grad
    flat = (indices.reshape(n, math.prod(indices.shape[2:])) + np.arange(n, dtype=np.int64)[:, None] * plane).ravel()
    out = np.bincount(flat, weights=grad.ravel(), minlength=n * plane)
    return out.astype(grad.dtype, copy=False).reshape(shape)


def _avg_pool_geometry(shape, kernel, stride, padding):
    nd = len(kernel)
    out = tuple(_conv_output_size(shape[2 + i], kernel[i], stride[i], padding[2 * i], padding[2 * i + 1], 1)
                for i in range(nd))
    k2, s2, p2, _ = _plane_geometry(kernel, stride, padding, (1,) * nd)
    size2 = (1, shape[2]) if nd == 1 else tuple(shape[2:])
    return out, k2, s2, p2, size2, math.prod(shape[:2])


def avg_pool(x, kernel, stride, padding, count_include_pad, divisor_override):
    """Average pooling of x (N, C, *S) float, 1 or 2 spatial dims, `padding` as (low, high) pairs: each
    window's sum over the input divided by divisor_override, or by its size clipped to the input padded
    by the low sides (count_include_pad), or to the input."""
    out, k2, s2, p2, size2, planes = _avg_pool_geometry(x.shape, kernel, stride, padding)
    y = conv_kernels.avg_pool(as_contiguous(x).reshape(planes, *size2), k2, (1, *out) if len(out) == 1 else out,
                              s2, p2, count_include_pad, divisor_override or 0)
    return y.reshape(*x.shape[:2], *out)


def avg_pool_backward(grad, shape, kernel, stride, padding, count_include_pad, divisor_override):
    """The adjoint of avg_pool for an input of `shape`: each gradient over its window's count, spread on it."""
    out, k2, s2, p2, size2, planes = _avg_pool_geometry(shape, kernel, stride, padding)
    g = as_contiguous(grad).reshape(planes, *((1, *out) if len(out) == 1 else out))
    return conv_kernels.avg_pool_backward(g, size2, k2, s2, p2, count_include_pad, divisor_override or 0,
                                          tuple(shape))  # owns its memory (no view): it can become x.grad


def same(x, source=None):
    """The array itself: the value of connect_to(x, source), which only adds a graph edge to source."""
    return x
# ------------------------------------------------------------------ cross_entropy with class indices, fused

def cross_entropy_indices(x, target, ignore_index, reduction):
    """(loss, row_stats) of cross_entropy of (N, C) logits and valid class indices (formula_helpers.
    cross_entropy_of checks them), 'mean' or 'sum': one fused kernel pass per row. row_stats (N, 2): each
    row's max and sum of exp(row - max), for the gradient."""
    if x.dtype not in (np.float32, np.float64):  # float16: computed in float32, as PyTorch accumulates
        return tuple(a.astype(x.dtype) for a in cross_entropy_indices(x.astype(np.float32), target, ignore_index,
                                                                      reduction))
    kernel = nn_kernels.parallel_twin(nn_kernels.cross_entropy, x.size, x.shape[0])
    stats = np.empty((x.shape[0], 2), x.dtype)
    total, count = kernel(as_contiguous(x), as_contiguous(target), ignore_index, x.dtype.type(0),
                          stats)
    if reduction == "mean" and count:
        total = total / x.dtype.type(count)
    elif reduction == "mean":
        with np.errstate(invalid="ignore", divide="ignore"):  # every target ignored: 0 / 0, NaN as PyTorch
            total = total / x.dtype.type(count)
    return as_array(total, x.dtype), stats

# ------------------------------------------------------------------ resampling (interpolate, adaptive pools)
# Every mode resamples one axis at a time through "taps": output j along the axis reads input
# index[t, j] with weight[t, j] for t < T (T = 1 nearest, 2 linear, 4 cubic, the longest window for
# 'area', i.e. adaptive average pooling). Index rows never decrease along j, so the adjoint adds each
# tap's contributions with one np.add.reduceat over runs of equal indices: no per-pixel loop, no add.at.

_RESAMPLE_MODES = ("nearest", "nearest-exact", "linear", "cubic", "area")


def _opmath(dtype):
    """The type PyTorch computes weights in: double for double, float otherwise."""
    return np.float64 if np.dtype(dtype) == np.float64 else np.float32


def _linear_scale(size, out, align_corners, scale, dtype):
    """PyTorch's area_pixel_compute_scale."""
    if align_corners:
        return dtype((size - 1) / (out - 1)) if out > 1 else dtype(0)
    if scale is not None and scale > 0:
        return dtype(1.0 / scale)
    return dtype(size) / dtype(out)


def resample_taps(size, out, mode, align_corners, scale, dtype):
    """(index, weight, count): index (T, out) int64 rows, weight (T, out) in the op math type or None
    (nearest), and for 'area' the window lengths (each output the mean of its taps)."""
    j = np.arange(out, dtype=np.int64)
    if mode == "nearest":
        if out == size:
            index = j
        elif out == 2 * size:
            index = j >> 1
        else:
            s = np.float32(1.0 / scale) if scale is not None and scale > 0 else np.float32(size) / np.float32(out)
            index = np.floor(j.astype(np.float32) * s).astype(np.int64)
        return np.minimum(index, size - 1)[None], None, None
    if mode == "nearest-exact":
        s = np.float32(1.0 / scale) if scale is not None and scale > 0 else np.float32(size) / np.float32(out)
        index = np.floor(((j + 0.5) * np.float64(s)).astype(np.float32)).astype(np.int64)
        return np.minimum(index, size - 1)[None], None, None
    if mode == "area":  # adaptive pooling's windows [floor(j * L / out), ceil((j + 1) * L / out))
        start = (j * size) // out
        end = -((-(j + 1) * size) // out)
        count = end - start
        taps = np.arange(int(count.max()) if out else 1, dtype=np.int64)[:, None]
        index = np.minimum(start + taps, end - 1)
        return index, (start + taps < end), count
    op = _opmath(dtype)
    s = _linear_scale(size, out, align_corners, scale, op)
    if mode == "linear":
        if out == size:
            return np.stack([j, j]), np.stack([np.ones(out, op), np.zeros(out, op)]), None
        src = s * j.astype(op) if align_corners else np.maximum(s * (j.astype(op) + op(0.5)) - op(0.5), op(0))
        i0 = np.minimum(src.astype(np.int64), size - 1)
        i1 = i0 + (i0 < size - 1)
        l1 = np.clip(src - i0.astype(op), op(0), op(1)).astype(op)
        return np.stack([i0, i1]), np.stack([op(1) - l1, l1]), None
    # cubic (A = -0.75), indices clamped to the input as PyTorch's upsample_get_value_bounded
    src = s * j.astype(op) if align_corners else s * (j.astype(op) + op(0.5)) - op(0.5)
    i = np.floor(src).astype(np.int64)
    t = (src - np.floor(src)).astype(op)
    a = op(-0.75)

    def near(x):
        return ((a + op(2)) * x - (a + op(3))) * x * x + op(1)

    def far(x):
        return ((a * x - op(5) * a) * x + op(8) * a) * x - op(4) * a

    weight = np.stack([far(t + op(1)), near(t), near(op(1) - t), far(op(1) - t + op(1))])
    index = np.clip(i + np.arange(-1, 3, dtype=np.int64)[:, None], 0, size - 1)
    return index, weight, None


def _axis_shape(ndim, dim, n):
    return [n if d == dim else 1 for d in range(ndim)]


def resample(x, dim, size, mode, align_corners, scale):
    """x resampled along `dim` to `size` elements (one separable pass of interpolate or an adaptive pool)."""
    index, weight, count = resample_taps(x.shape[dim], size, mode, align_corners, scale, x.dtype)
    if weight is None:
        return np.take(x, index[0], axis=dim)
    if count is not None:  # area: the sum of each window, divided by its length
        total = None
        for t in range(index.shape[0]):
            term = np.take(x, index[t], axis=dim)
            if not weight[t].all():
                term = np.where(weight[t].reshape(_axis_shape(x.ndim, dim, size)), term, 0)
            total = term if total is None else total + term
        if total is None:
            total = np.zeros(tuple(size if d == dim else n for d, n in enumerate(x.shape)), x.dtype)
        return (total / count.reshape(_axis_shape(x.ndim, dim, size))).astype(x.dtype, copy=False)
    total = None
    for t in range(index.shape[0]):
        term = np.take(x, index[t], axis=dim) * weight[t].astype(x.dtype).reshape(_axis_shape(x.ndim, dim, size))
        total = term if total is None else total + term
    return total


def resample_backward(grad, dim, size, mode, align_corners, scale):
    """The adjoint of resample for its input (of `size` along dim): each tap's weighted gradients
    summed over the runs of outputs that read the same input element."""
    out = grad.shape[dim]
    shape = list(grad.shape)
    shape[dim] = size
    result = np.zeros(shape, grad.dtype)
    if grad.size == 0 or size == 0:
        return result
    index, weight, count = resample_taps(size, out, mode, align_corners, scale, grad.dtype)
    axis = _axis_shape(grad.ndim, dim, out)
    if count is not None:
        grad = grad / count.reshape(axis).astype(grad.dtype)
    for t in range(index.shape[0]):
        if weight is None:
            term = grad
        elif weight.dtype == bool:
            term = np.where(weight[t].reshape(axis), grad, 0) if not weight[t].all() else grad
        else:
            term = grad * weight[t].astype(grad.dtype).reshape(axis)
        starts = np.flatnonzero(np.r_[True, index[t, 1:] != index[t, :-1]])
        sums = np.add.reduceat(term, starts, axis=dim)
        result[(slice(None),) * dim + (index[t, starts],)] += sums
    return result


def adaptive_max_pool(x, output_size):
    """Adaptive max pooling of x (N, C, *S): each output the first largest element of its window
    [floor(i * L / out), ceil((i + 1) * L / out)) per dim (NaN wins), and its flat index in the plane."""
    nd = len(output_size)
    spatial = x.shape[2:]
    positions = np.arange(math.prod(spatial), dtype=np.int64).reshape(spatial)[None, None]
    windows = x
    taps = 1
    for d in range(nd):  # each spatial axis becomes (out, taps), windows padded by repeating their last element
        index, _, _ = resample_taps(spatial[d], output_size[d], "area", False, None, x.dtype)
        axis = 2 + 2 * d
        windows = np.take(windows, index.T, axis=axis)
        positions = np.take(positions, index.T, axis=axis)
        taps *= index.shape[0]
    order = (0, 1, *range(2, 2 + 2 * nd, 2), *range(3, 3 + 2 * nd, 2))
    windows = windows.transpose(order).reshape(*x.shape[:2], *output_size, taps)  # (an empty batch: no -1)
    positions = positions.transpose(order).reshape(*output_size, taps)
    if windows.shape[-1] == 0 or windows.size == 0:
        return np.zeros(windows.shape[:-1], x.dtype), np.zeros(windows.shape[:-1], np.int64)
    where = np.argmax(windows, axis=-1)[..., None]
    values = np.take_along_axis(windows, where, axis=-1)[..., 0]
    indices = np.take_along_axis(np.broadcast_to(positions, windows.shape), where, axis=-1)[..., 0]
    return values, indices


# ------------------------------------------------------------------ unfold / fold (im2col / col2im)

def im2col(x, kernel, dilation, padding, stride):
    """x (N, C, *S) as its sliding blocks (N, C * prod(kernel), L), channel-major as torch.nn.functional.unfold."""
    nd = len(kernel)
    pairs = [p for p in padding for _ in range(2)]
    windows = _conv_windows(x, kernel, stride, pairs, dilation)  # (N, C, *out, *kernel)
    order = (0, 1, *range(2 + nd, 2 + 2 * nd), *range(2, 2 + nd))
    return as_contiguous(windows.transpose(order)).reshape(x.shape[0], -1, math.prod(windows.shape[2:2 + nd]))


def col2im(columns, output_size, kernel, dilation, padding, stride):
    """The adjoint of im2col: blocks (N, C * prod(kernel), L) summed into (N, C, *output_size); one
    strided add per kernel offset."""
    nd = len(kernel)
    n = columns.shape[0]
    blocks = [(s + 2 * p - d * (k - 1) - 1) // st + 1
              for s, k, d, p, st in zip(output_size, kernel, dilation, padding, stride)]
    c = columns.shape[1] // math.prod(kernel)
    columns = columns.reshape(n, c, *kernel, *blocks)
    size = [max(s + 2 * p, d * (k - 1) + st * (b - 1) + 1)
            for s, k, d, p, st, b in zip(output_size, kernel, dilation, padding, stride, blocks)]
    padded = np.zeros((n, c, *size), dtype=columns.dtype)
    for offset in np.ndindex(*kernel):
        where = tuple(slice(k * d, k * d + st * (b - 1) + 1, st) for k, d, st, b in zip(offset, dilation, stride, blocks))
        padded[(slice(None), slice(None), *where)] += columns[(slice(None), slice(None), *offset)]
    return padded[(slice(None), slice(None), *(slice(p, p + s) for p, s in zip(padding, output_size)))]
# ------------------------------------------------------------------ embedding, one_hot, padding (nn.functional)

def embedding(weight, indices):
    """weight's rows at indices (a result of shape indices.shape + weight.shape[1:]), PyTorch's checks."""
    if weight.ndim != 2:
        raise RuntimeError("'weight' must be 2-D")
    indices = as_array(indices)
    if indices.size and (indices.min() < 0 or indices.max() >= weight.shape[0]):
        raise IndexError("index out of range in self")
    return weight[indices]


def embedding_backward(grad, indices, num_weights, padding_idx, scale_grad_by_freq):
    """embedding's gradient for weight: each row of grad added to the row its index names, none to
    padding_idx's, divided by how often the index occurs with scale_grad_by_freq."""
    idx = as_array(indices).reshape(-1).astype(np.intp)
    g = grad.reshape(idx.size, -1)
    if scale_grad_by_freq:
        counts = np.bincount(idx, minlength=num_weights)
        g = g * (1.0 / counts[idx]).astype(grad.dtype)[:, None]
    keep = idx != padding_idx
    out = np.zeros((num_weights, g.shape[1]), grad.dtype)
    np.add.at(out, idx[keep], g[keep])
    return out


def one_hot(x, num_classes):
    """int64 (..., num_classes): 1 at each value's class, with PyTorch's checks and words."""
    if x.dtype != np.int64:
        raise RuntimeError("one_hot is only applicable to index tensor of type LongTensor.")
    if num_classes == -1:
        if x.size == 0:
            raise RuntimeError("Can not infer total number of classes from empty tensor.")
        num_classes = int(x.max()) + 1
    if x.size:
        if x.min() < 0:
            raise RuntimeError("Class values must be non-negative.")
        if x.max() >= num_classes:
            raise RuntimeError("Class values must be smaller than num_classes.")
    elif num_classes < 0:
        raise RuntimeError("Class values must be smaller than num_classes.")
    return (x[..., None] == np.arange(num_classes)).astype(np.int64)


_PAD_MODES = ("constant", "reflect", "replicate", "circular")


def _pad_sources(x_shape, pad, mode):
    """For each padded dim (the last len(pad) // 2, the last first): (dim, the input index each output index
    reads, or -1 for constant's fill), after PyTorch's checks."""
    pad = [int(p) for p in pad]
    ndim = len(x_shape)
    if len(pad) % 2:
        raise RuntimeError("Padding length must be divisible by 2")
    pairs = len(pad) // 2
    if pairs > ndim:
        raise RuntimeError(f"Padding length should be less than or equal to two times the input dimension but got "
                           f"padding length {len(pad)} and input of dimension {ndim}")
    if mode not in _PAD_MODES:
        raise NotImplementedError(f"Unrecognised padding mode {mode}")
    if mode != "constant":
        if pairs not in (1, 2, 3) or ndim not in (pairs + 1, pairs + 2):
            raise NotImplementedError(
                f"Padding size {len(pad)} is not supported for {ndim}D input tensor.\n"
                "Supported combinations for non-constant padding:\n"
                "  - 2D or 3D input: padding size = 2 (pads last dimension)\n"
                "  - 3D or 4D input: padding size = 4 (pads last 2 dimensions)\n"
                "  - 4D or 5D input: padding size = 6 (pads last 3 dimensions)")
        if mode != "circular" and any(n == 0 for n in (x_shape[1:] if ndim == pairs + 2 else x_shape)):
            raise RuntimeError(f"Expected {pairs + 1}D or {pairs + 2}D (batch mode) tensor with possibly 0 batch size and "
                               f"other non-zero dimensions for input, but got: {list(x_shape)}")
    sources = []
    for i in range(pairs):
        d = ndim - 1 - i
        n, lo, hi = x_shape[d], pad[2 * i], pad[2 * i + 1]
        if n + lo + hi < 0:
            raise RuntimeError("narrow(): length must be non-negative.")
        if mode == "reflect" and (lo >= n or hi >= n):
            raise RuntimeError(f"Argument #4: Padding size should be less than the corresponding input dimension, but "
                               f"got: padding ({lo}, {hi}) at dimension {d} of input {list(x_shape)}")
        if mode == "circular" and (lo > n or hi > n):
            raise RuntimeError("Padding value causes wrapping around more than once.")
        source = np.arange(n + lo + hi) - lo
        if mode == "constant":
            source[(source < 0) | (source >= n)] = -1
        elif mode == "reflect":
            source = np.abs(source)
            source = np.where(source > n - 1, 2 * (n - 1) - source, source)
        elif mode == "replicate":
            source = np.clip(source, 0, n - 1)
        else:  # negative pads crop first, the rest wraps around what is left, as PyTorch
            start, stop = max(-lo, 0), n - max(-hi, 0)
            source = start + (np.arange(n + lo + hi) - max(lo, 0)) % max(stop - start, 1)
        sources.append((d, source))
    return sources


def pad(x, pad, mode, value):
    """torch.nn.functional.pad: constant (negative pads crop), reflect, replicate, circular."""
    if mode != "constant" and value is not None and value != 0:  # PyTorch takes a value of 0 with any mode
        raise RuntimeError(f'Padding mode "{mode}" doesn\'t take in value argument')
    sources = _pad_sources(x.shape, pad, mode)
    if mode == "constant":
        crop = [slice(None)] * x.ndim
        widths = [(0, 0)] * x.ndim
        for (d, source), i in zip(sources, range(len(sources))):
            lo, hi = int(pad[2 * i]), int(pad[2 * i + 1])
            crop[d] = slice(max(-lo, 0), max(x.shape[d] - max(-hi, 0), max(-lo, 0)))
            widths[d] = (max(lo, 0), max(hi, 0))
        fill = 0 if value is None else value
        if not widths:  # a 0-d input with no pads: np.pad takes no empty widths
            return x.copy()
        return np.pad(x[tuple(crop)], widths, constant_values=fill)
    for d, source in sources:
        x = np.take(x, source, axis=d)
    return x


def pad_backward(grad, shape, pad, mode):
    """pad's gradient: each output element's gradient added to the input element it read (constant's fill
    reads none)."""
    for d, source in _pad_sources(tuple(shape), pad, mode):
        n = shape[d]
        reads = (source[:, None] == np.arange(n)).astype(grad.dtype)  # (out, n): which input each output read
        grad = np.moveaxis(np.moveaxis(grad, d, -1) @ reads, -1, d)
    return as_contiguous(grad)
# ------------------------------------------------------------------ normalization (layer_norm, batch_norm)
# Fused loops: each row (layer_norm) or channel (batch_norm) is read once for its statistics and once
# to normalize, as PyTorch's native kernels do; sums are taken in float64 (PyTorch's CPU acc_type).
# The sums may be reassociated (so that they vectorize), never assumed free of NaN or inf.
_NORM_MATH = {"reassoc", "contract", "nsz", "arcp"}


_norm_jit = numba.njit(cache=True, nogil=True, error_model="numpy", fastmath=_NORM_MATH)
_norm_pjit = numba.njit(cache=True, nogil=True, error_model="numpy", fastmath=_NORM_MATH, parallel=True)
# a row's function inlined into its loops: called per row, the row kernels ran 1.3-1.5x slower
_norm_row_jit = numba.njit(cache=True, nogil=True, error_model="numpy", fastmath=_NORM_MATH, inline="always")


def _parallel(size):
    """Whether an array of `size` elements goes to a kernel's parallel twin (nn_kernels' threshold)."""
    return size >= nn_kernels.PARALLEL_MIN_ELEMENTS


@_norm_row_jit
def _layer_norm_row(x, w, b, eps, out, mean, rstd, i):
    """Sums in float64, differences and products in x's dtype (as PyTorch's float math): the variance's pass
    over x - mean in float32 took (32,128,256) 374 -> 318 us."""
    n = x.shape[1]
    xr, orow = x[i], out[i]  # rows as 1-D views
    s = 0.0
    for j in range(n):
        s += xr[j]
    mean[i] = s / n
    mi = mean[i]
    q = 0.0
    for j in range(n):
        d = xr[j] - mi
        q += d * d
    rstd[i] = 1.0 / math.sqrt(q / n + eps)
    ri = rstd[i]
    for j in range(n):
        orow[j] = (xr[j] - mi) * ri * w[j] + b[j]


@_norm_jit
def _layer_norm_rows(x, w, b, eps, out, mean, rstd):
    for i in range(x.shape[0]):
        _layer_norm_row(x, w, b, eps, out, mean, rstd, i)


@_norm_pjit
def _layer_norm_rows_parallel(x, w, b, eps, out, mean, rstd):
    for i in numba.prange(x.shape[0]):
        _layer_norm_row(x, w, b, eps, out, mean, rstd, i)


@_norm_row_jit
def _layer_norm_row_grad_input(g, x, mean, rstd, w, out, i, scalars):
    """The row's sums in float64; the output's pass in x's dtype (its two factors rounded to it through
    `scalars`, a 2-element array of that dtype): in float64 it took (32,128,256) 520 us, in float32 299."""
    n = x.shape[1]
    gr, xr, orow = g[i], x[i], out[i]
    mi = mean[i]
    ri = rstd[i]
    a = 0.0
    c = 0.0
    for j in range(n):
        gw = gr[j] * w[j]
        a += gw
        c += gw * (xr[j] - mi)
    scalars[0] = a / n
    scalars[1] = c * ri / n * ri  # the mean of g * w * xhat, times rstd
    a_n = scalars[0]
    c_n = scalars[1]
    for j in range(n):
        orow[j] = ri * (gr[j] * w[j] - a_n - (xr[j] - mi) * c_n)


@_norm_jit
def _layer_norm_rows_grad_input(g, x, mean, rstd, w, out):
    scalars = np.empty(2, x.dtype)
    for i in range(x.shape[0]):
        _layer_norm_row_grad_input(g, x, mean, rstd, w, out, i, scalars)


@_norm_pjit
def _layer_norm_rows_grad_input_parallel(g, x, mean, rstd, w, out):
    scalars = np.empty((x.shape[0], 2), x.dtype)  # a pair per row: the threads share no scratch
    for i in numba.prange(x.shape[0]):
        _layer_norm_row_grad_input(g, x, mean, rstd, w, out, i, scalars[i])


@_norm_jit
def _layer_norm_block_grad_affine(g, x, mean, rstd, acc, acc_bias, lo, hi):
    """acc[j] += sum of g[i, j] * xhat[i, j] and acc_bias[j] += sum of g[i, j] over rows lo <= i < hi, in order."""
    n = x.shape[1]
    for i in range(lo, hi):
        mi = mean[i]
        ri = rstd[i]
        for j in range(n):
            gi = g[i, j]
            acc[j] += gi * ((x[i, j] - mi) * ri)
            acc_bias[j] += gi


@_norm_jit
def _layer_norm_rows_grad_affine(g, x, mean, rstd, acc, acc_bias):
    _layer_norm_block_grad_affine(g, x, mean, rstd, acc, acc_bias, 0, x.shape[0])


_AFFINE_BLOCKS = 16  # row blocks of the parallel sums: fixed, so the bits do not depend on the thread count


@_norm_pjit
def _layer_norm_rows_grad_affine_parallel(g, x, mean, rstd, acc, acc_bias):
    """The sums of blocks of rows in parallel, each into its own partial sums, then added in block order."""
    rows, n = x.shape
    part = np.zeros((_AFFINE_BLOCKS, n))
    part_bias = np.zeros((_AFFINE_BLOCKS, n))
    for b in numba.prange(_AFFINE_BLOCKS):
        _layer_norm_block_grad_affine(g, x, mean, rstd, part[b], part_bias[b], rows * b // _AFFINE_BLOCKS,
                                      rows * (b + 1) // _AFFINE_BLOCKS)
    for b in range(_AFFINE_BLOCKS):
        for j in range(n):
            acc[j] += part[b, j]
            acc_bias[j] += part_bias[b, j]


def _in_float32(function, *args):
    """function over float16 arrays computed in float32 (Numba has no float16; PyTorch computes half
    in float too), its array results cast back to float16."""
    out = function(*(a.astype(np.float32) if isinstance(a, np.ndarray) and a.dtype == np.float16 else a
                     for a in args))
    if isinstance(out, tuple):
        return tuple(o.astype(np.float16) if o.dtype == np.float32 else o for o in out)
    return out.astype(np.float16)


def _affine_or(value, n, dtype, fill):
    return np.full(n, fill, dtype) if value is None else as_contiguous(value, dtype=dtype).reshape(n)


def native_layer_norm(x, normalized_shape, weight, bias, eps):
    """(out, mean, rstd) of layer_norm over the last len(normalized_shape) dims; mean and rstd keep
    those dims as 1s, as PyTorch's native_layer_norm."""
    if x.dtype == np.float16:
        return _in_float32(native_layer_norm, x, normalized_shape, weight, bias, eps)
    k = len(normalized_shape)
    lead = x.shape[:x.ndim - k]
    n = math.prod(x.shape[x.ndim - k:])
    rows = math.prod(lead)
    flat = as_contiguous(x).reshape(rows, n)
    out = np.empty(x.shape, x.dtype)  # its own memory (no view): a gradient the engine may keep as .grad
    mean = np.empty(rows, x.dtype)
    rstd = np.empty(rows, x.dtype)
    if rows and n:
        w, b, result = _affine_or(weight, n, x.dtype, 1), _affine_or(bias, n, x.dtype, 0), out.reshape(rows, n)
        if nn_kernels.in_two(x.size, rows):
            ufunc_threads.in_two(lambda lo, hi: _layer_norm_rows(flat[lo:hi], w, b, float(eps), result[lo:hi],
                                                                 mean[lo:hi], rstd[lo:hi]), rows)
        else:
            kernel = _layer_norm_rows_parallel if _parallel(x.size) and rows > 1 else _layer_norm_rows
            kernel(flat, w, b, float(eps), result, mean, rstd)
    elif rows:
        mean[...] = np.nan
        rstd[...] = np.nan
    stat_shape = tuple(lead) + (1,) * k
    return out, mean.reshape(stat_shape), rstd.reshape(stat_shape)


def layer_norm_grad_input(g, x, mean, rstd, weight, k):
    """layer_norm's input gradient from the saved mean and rstd: one fused loop per row."""
    if x.dtype == np.float16:
        return _in_float32(layer_norm_grad_input, g, x, mean, rstd, weight, k)
    n = math.prod(x.shape[x.ndim - k:])
    rows = x.size // n if n else 0
    out = np.empty(x.shape, x.dtype)  # its own memory: the engine takes it as .grad without a copy
    if rows and n:
        g2, x2 = as_contiguous(g, dtype=x.dtype).reshape(rows, n), as_contiguous(x).reshape(rows, n)
        mean, rstd, w, result = mean.reshape(rows), rstd.reshape(rows), _affine_or(weight, n, x.dtype, 1), \
            out.reshape(rows, n)
        if nn_kernels.in_two(x.size, rows):  # as the forward: two halves of the rows, the second on ufunc_threads'
            ufunc_threads.in_two(lambda lo, hi: _layer_norm_rows_grad_input(
                g2[lo:hi], x2[lo:hi], mean[lo:hi], rstd[lo:hi], w, result[lo:hi]), rows)
        else:
            kernel = _layer_norm_rows_grad_input_parallel if _parallel(x.size) and rows > 1 \
                else _layer_norm_rows_grad_input
            kernel(g2, x2, mean, rstd, w, result)
    return out


def layer_norm_grad_weight(g, x, mean, rstd, k):
    """sum over the leading dims of g * xhat, in the normalized shape."""
    return _layer_norm_affine_grads(g, x, mean, rstd, k, "weight")[0]


def layer_norm_grad_bias(g, x, mean, rstd, k):
    """sum over the leading dims of g, in the normalized shape (taken with the weight's gradient, in one pass)."""
    return _layer_norm_affine_grads(g, x, mean, rstd, k, "bias")[1]


def _layer_norm_affine_grads(g, x, mean, rstd, k, consumer):
    """(weight's, bias's) gradients of layer_norm, one pass for both (shared_sums)."""
    def compute():
        if x.dtype == np.float16:
            return _in_float32(_layer_norm_affine_sums, g, x, mean, rstd, k)
        return _layer_norm_affine_sums(g, x, mean, rstd, k)
    return shared_sums("layer_norm", consumer, compute, g, x, mean, rstd)


def _layer_norm_affine_sums(g, x, mean, rstd, k):
    n = math.prod(x.shape[x.ndim - k:])
    rows = x.size // n if n else 0
    acc = np.zeros(n, np.float64)
    acc_bias = np.zeros(n, np.float64)
    if rows and n:
        g2, x2, mean, rstd = as_contiguous(g, dtype=x.dtype).reshape(rows, n), as_contiguous(x).reshape(rows, n), \
            mean.reshape(rows), rstd.reshape(rows)
        kernel = _layer_norm_rows_grad_affine_parallel if _parallel(x.size) and rows > 1 \
            else _layer_norm_rows_grad_affine
        kernel(g2, x2, mean, rstd, acc, acc_bias)
    shape = x.shape[x.ndim - k:]
    return acc.astype(x.dtype).reshape(shape), acc_bias.astype(x.dtype).reshape(shape)


_shared = threading.local()


def shared_sums(kind, consumer, compute, *arrays, consumers=()):
    """compute(), or the value that an earlier formula of the same backward node computed from the same
    arrays. A node's formulas run in order (input, weight, bias) and may need the same sums (batch_norm's
    sum(g) and sum(g * xhat)): the first computes them, each later one takes them once. The entry holds
    weak references (identity, not the arrays' lifetime), and a consumer that already took it (a later
    backward pass through the node, whose arrays may have been written) computes afresh. Once all of
    `consumers` (where given) have taken a value, the entry is dropped: a big one is not kept alive."""
    entry = getattr(_shared, kind, None)
    if entry is not None:
        refs, used, value = entry
        if consumer not in used and all(r() is a for r, a in zip(refs, arrays)):
            used.add(consumer)
            if consumers and used.issuperset(consumers):
                delattr(_shared, kind)
            return value
    value = compute()
    setattr(_shared, kind, ([weakref.ref(a) for a in arrays], {consumer}, value))
    return value


@_norm_jit
def _channel_moments_of(x, eps, mean, rstd, var, c):
    """x (N, C, L): the biased mean and variance of channel c in one pass over shifted data."""
    batch, channels, length = x.shape
    count = batch * length
    shift = x[0, c, 0]
    s = 0.0
    q = 0.0
    for i in range(batch):
        for j in range(length):
            d = x[i, c, j] - shift
            s += d
            q += d * d
    ms = s / count
    v = max(q / count - ms * ms, 0.0)
    mean[c] = shift + ms
    var[c] = v
    rstd[c] = 1.0 / math.sqrt(v + eps)


@_norm_jit
def _channel_moments(x, eps, mean, rstd, var):
    for c in range(x.shape[1]):
        _channel_moments_of(x, eps, mean, rstd, var, c)


@_norm_pjit
def _channel_moments_parallel(x, eps, mean, rstd, var):
    for c in numba.prange(x.shape[1]):
        _channel_moments_of(x, eps, mean, rstd, var, c)


@_norm_jit
def _channel_affine_of(x, scale, shift, out, i):
    """out[i] = x[i] * scale[c] + shift[c] over (C, L)."""
    for c in range(x.shape[1]):
        a = scale[c]
        k = shift[c]
        for j in range(x.shape[2]):
            out[i, c, j] = x[i, c, j] * a + k


@_norm_jit
def _channel_affine(x, scale, shift, out):
    for i in range(x.shape[0]):
        _channel_affine_of(x, scale, shift, out, i)


@_norm_pjit
def _channel_affine_parallel(x, scale, shift, out):
    for i in numba.prange(x.shape[0]):
        _channel_affine_of(x, scale, shift, out, i)


@_norm_jit
def _channel_grad_sums_of(g, x, mean, sum_g, sum_gx, c):
    """sum(g) and sum(g * (x - mean)) of channel c over (N, L)."""
    batch, channels, length = x.shape
    m = mean[c]
    a = 0.0
    b = 0.0
    for i in range(batch):
        for j in range(length):
            gi = g[i, c, j]
            a += gi
            b += gi * (x[i, c, j] - m)
    sum_g[c] = a
    sum_gx[c] = b


@_norm_jit
def _channel_grad_sums(g, x, mean, sum_g, sum_gx):
    for c in range(x.shape[1]):
        _channel_grad_sums_of(g, x, mean, sum_g, sum_gx, c)


@_norm_pjit
def _channel_grad_sums_parallel(g, x, mean, sum_g, sum_gx):
    for c in numba.prange(x.shape[1]):
        _channel_grad_sums_of(g, x, mean, sum_g, sum_gx, c)


@_norm_jit
def _channel_grad_input_of(g, x, mean, scale, coef, offset, out, i):
    """out[i] = scale[c] * g[i] - coef[c] * (x[i] - mean[c]) - offset[c]: batch_norm's training input gradient."""
    for c in range(x.shape[1]):
        s = scale[c]
        k = coef[c]
        o = offset[c]
        m = mean[c]
        if nn_kernels.same_memory(g, out):  # in place: through one array (see nn_kernels.same_memory)
            for j in range(x.shape[2]):
                g[i, c, j] = s * g[i, c, j] - k * (x[i, c, j] - m) - o
            continue
        for j in range(x.shape[2]):
            out[i, c, j] = s * g[i, c, j] - k * (x[i, c, j] - m) - o


@_norm_jit
def _channel_grad_input(g, x, mean, scale, coef, offset, out):
    for i in range(x.shape[0]):
        _channel_grad_input_of(g, x, mean, scale, coef, offset, out, i)


@_norm_pjit
def _channel_grad_input_parallel(g, x, mean, scale, coef, offset, out):
    for i in numba.prange(x.shape[0]):
        _channel_grad_input_of(g, x, mean, scale, coef, offset, out, i)


def _channels_view(x):
    """x (N, C, *) as a contiguous (N, C, L) array."""
    return as_contiguous(x).reshape(x.shape[0], x.shape[1], math.prod(x.shape[2:]))


def native_batch_norm(x, weight, bias, running_mean, running_var, training, momentum, eps):
    """(out, mean, rstd) of batch_norm; in training the batch's statistics, and running_mean and
    running_var (when given) updated in place with the unbiased variance, as PyTorch."""
    if x.dtype == np.float16:  # in float32, as PyTorch; the running statistics written back in place
        stats = [None if t is None else t.astype(np.float32) for t in (running_mean, running_var)]
        out = _in_float32(native_batch_norm, x, weight, bias, *stats, training, momentum, eps)
        for t, s in zip((running_mean, running_var), stats):
            if t is not None and training:
                t[...] = s
        return out
    channels = x.shape[1]
    x3 = _channels_view(x)
    dtype = x.dtype
    if training:
        mean = np.empty(channels, np.float64)
        var = np.empty(channels, np.float64)
        rstd = np.empty(channels, np.float64)
        if x3.size:
            kernel = _channel_moments_parallel if _parallel(x3.size) and channels > 1 else _channel_moments
            kernel(x3, float(eps), mean, rstd, var)
        else:
            mean[...] = var[...] = rstd[...] = np.nan
        count = x3.shape[0] * x3.shape[2]
        if running_mean is not None:
            running_mean[...] = (1 - momentum) * running_mean + momentum * mean
        if running_var is not None:
            unbiased = var * count / (count - 1) if count > 1 else np.full(channels, np.nan)
            running_var[...] = (1 - momentum) * running_var + momentum * unbiased
    else:
        # PyTorch checks only the number of elements of the per-channel tensors: flatten them
        mean = as_array(running_mean, np.float64).reshape(-1)
        rstd = 1 / np.sqrt(as_array(running_var, np.float64).reshape(-1) + eps)
    scale = rstd if weight is None else rstd * weight.reshape(-1)
    shift = -mean * scale if bias is None else bias.reshape(-1) - mean * scale
    out = np.empty(x.shape, dtype)
    kernel = _channel_affine_parallel if _parallel(x3.size) and x3.shape[0] > 1 else _channel_affine
    kernel(x3, scale.astype(dtype), shift.astype(dtype), out.reshape(x3.shape))
    return out, mean.astype(dtype), rstd.astype(dtype)


def batch_norm_grad_sums(g, x, mean, consumer=None):
    """sum(g) and sum(g * (x - mean)) per channel (float64); with a consumer ("input", "weight", "bias"),
    shared among the formulas of one backward node (shared_sums)."""
    if consumer is not None:
        return shared_sums("batch_norm", consumer, lambda: batch_norm_grad_sums(g, x, mean), g, x, mean)
    channels = x.shape[1]
    if x.dtype == np.float16:
        x, g = x.astype(np.float32), as_array(g, np.float32)
    sum_g = np.zeros(channels, np.float64)
    sum_gx = np.zeros(channels, np.float64)
    x3 = _channels_view(x)
    if x3.size:
        kernel = _channel_grad_sums_parallel if _parallel(x3.size) and channels > 1 else _channel_grad_sums
        kernel(_channels_view(as_array(g, x.dtype)), x3, mean.astype(np.float64), sum_g, sum_gx)
    return sum_g, sum_gx


def batch_norm_grad_input(g, x, mean, rstd, weight, training, out=None):
    """batch_norm's input gradient from the saved mean and rstd: w * rstd * (g - mean(g) - xhat *
    mean(g * xhat)) in training, w * rstd * g with the running statistics. `out`: an array to write it
    into (g itself, when the caller may overwrite it: each element is read before it is written)."""
    if x.dtype == np.float16:
        return _in_float32(batch_norm_grad_input, g, x, mean, rstd, weight, training)
    rstd64 = rstd.astype(np.float64)
    scale = rstd64 if weight is None else rstd64 * weight.reshape(-1)  # a weight of C elements, any shape
    channels = x.shape[1]
    x3 = _channels_view(x)
    g3 = _channels_view(as_array(g, x.dtype))
    if out is None or out.dtype != x.dtype or out.shape != x.shape or not out.flags.c_contiguous:
        out = np.empty(x.shape, x.dtype)  # its own memory: the engine takes it as .grad without a copy
    if training:
        count = x3.shape[0] * x3.shape[2]
        sum_g, sum_gx = batch_norm_grad_sums(g, x, mean, "input")
        coef = scale * rstd64 * rstd64 * sum_gx / count
        offset = scale * sum_g / count
    else:
        coef = offset = np.zeros(channels)
    kernel = _channel_grad_input_parallel if _parallel(x3.size) and x3.shape[0] > 1 else _channel_grad_input
    kernel(g3, x3, mean.astype(x.dtype), scale.astype(x.dtype), coef.astype(x.dtype), offset.astype(x.dtype),
           out.reshape(x3.shape))
    return out
# ------------------------------------------------------------------------------ unique

def _group_starts(keys):
    """True where a row of `keys` (n, m) differs from the one before it (NaN differs from everything)."""
    starts = np.ones(len(keys), dtype=bool)
    if len(keys) > 1:
        starts[1:] = np.any(keys[1:] != keys[:-1], axis=1)
    return starts


def unique(self, consecutive, dim):
    """torch.unique / unique_consecutive: (values, inverse, counts), each NaN its own value, values sorted
    (ascending; slices along `dim` lexicographically) unless consecutive. inverse has self's shape
    (dim None) or (self.shape[dim],); inverse and counts are int64."""
    if dim is None:
        keys, shape = self.reshape(-1, 1), None
    else:
        if self.ndim == 0:
            raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
        dim = dim % self.ndim
        moved = np.moveaxis(self, dim, 0)
        if moved.shape[0] and 0 in moved.shape[1:]:
            raise RuntimeError("There are 0 sized dimensions, and they aren't selected, so unique cannot be applied")
        keys, shape = moved.reshape(moved.shape[0], math.prod(moved.shape[1:])), moved.shape[1:]
    n = len(keys)
    if consecutive:
        order = None
        ordered = keys
    else:
        order = np.argsort(keys[:, 0], kind="stable") if keys.shape[1] == 1 else np.lexsort(keys.T[::-1])
        ordered = keys[order]
    starts = _group_starts(ordered)
    group = np.cumsum(starts, dtype=np.int64) - 1
    inverse = np.empty(n, dtype=np.int64)
    if order is None:
        inverse[:] = group
    else:
        inverse[order] = group
    counts = np.diff(np.append(np.flatnonzero(starts), n)).astype(np.int64)
    values = ordered[starts]
    if dim is None:
        return values.reshape(-1), inverse.reshape(self.shape), counts
    return np.moveaxis(values.reshape((len(values),) + shape), 0, dim), inverse, counts


# ------------------------------------------------------------------------------ as_strided: storage geometry

def storage_root(x):
    """The array whose memory x views (its storage, in PyTorch's words): (root, x's offset in elements)."""
    root = x
    while isinstance(root.base, np.ndarray):
        root = root.base
    offset = (x.__array_interface__["data"][0] - root.__array_interface__["data"][0]) // max(x.itemsize, 1)
    return root, offset


def storage_offset(x) -> int:
    """Tensor.storage_offset(): where x's first element sits in its storage, in elements."""
    return int(storage_root(x)[1]) if x.size else 0


def element_strides(x):
    """Tensor.stride(): x's strides in elements."""
    return tuple(s // x.itemsize for s in x.strides)


def _strided_positions(size, stride, offset):
    """The storage position (in elements) of every element of a strided geometry, in C order."""
    positions = np.full((), offset, np.int64)
    for n, s in zip(size, stride):
        positions = positions[..., None] + np.arange(n, dtype=np.int64) * s
    return positions.reshape(-1)


def as_strided_view(x, size, stride, storage_offset):
    """as_strided: a view of x's storage (the memory block of the array x views) with element strides, as
    PyTorch's (storage_offset None: x's own); a copy-free view whenever that block is contiguous."""
    size, stride = tuple(int(n) for n in size), tuple(int(s) for s in stride)
    if len(size) != len(stride):
        raise RuntimeError("mismatch in length of strides and shape")
    if any(s < 0 for s in stride):
        raise RuntimeError(f"as_strided: Negative strides are not supported at the moment, got strides: {list(stride)}")
    if any(n < 0 for n in size):
        raise RuntimeError(f"Storage size calculation overflowed with sizes={list(size)} and strides={list(stride)}")
    root, own = storage_root(x)
    if not (root.flags.c_contiguous or root.flags.f_contiguous):  # not one block: x's elements are its storage
        root, own = as_contiguous(x), 0
    offset = own if storage_offset is None else int(storage_offset)
    if offset < 0:
        raise RuntimeError(f"Tensor: invalid storage offset {offset}")
    needed = offset + sum((n - 1) * s for n, s in zip(size, stride)) + 1 if all(size) else 0
    if needed > root.size:
        raise RuntimeError(f"setStorage: sizes {list(size)}, strides {list(stride)}, storage offset {offset}, and "
                           f"itemsize {x.itemsize} requiring a storage size of {needed * x.itemsize} are out of "
                           f"bounds for storage of size {root.size * x.itemsize}")
    out = np.ndarray(size, x.dtype, buffer=root, offset=offset * x.itemsize if all(size) else 0,
                     strides=[s * x.itemsize for s in stride])
    out.flags.writeable = x.flags.writeable
    return out


def as_strided_remap(x, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average):
    """Move values between two strided geometries of one storage: x (laid out as src) summed into the
    storage positions it covers, then read at dst's; `*_average` divides by how often a geometry visits each
    position (an expanded, self-overlapping input). as_strided's gradient and that gradient's own."""
    src = _strided_positions(src_size, src_stride, src_offset)
    dst = _strided_positions(dst_size, dst_stride, dst_offset)
    length = int(max(src.max(initial=-1), dst.max(initial=-1))) + 1
    values = x.reshape(-1)
    if src_average:
        values = values / np.bincount(src, minlength=length)[src]
    storage = np.bincount(src, weights=values, minlength=length)
    out = storage[dst] if dst.size else np.zeros(0)
    if dst_average:
        out = out / np.bincount(dst, minlength=length)[dst]
    return out.astype(x.dtype, copy=False).reshape(tuple(dst_size))


# ------------------------------------------------------------------------------ repeat_interleave with tensor repeats

def repeat_counts(repeats):
    """repeat_interleave's tensor of repeats, checked as PyTorch's kernel does: int32 or int64 only."""
    if repeats.dtype not in (np.int32, np.int64):
        from specgrad.dtypes import from_numpy_dtype
        name = {"float32": "Float", "float64": "Double", "float16": "Half", "bool": "Bool", "int16": "Short",
                "int8": "Char", "uint8": "Byte"}.get(repeats.dtype.name, from_numpy_dtype(repeats.dtype).name)
        raise NotImplementedError(f"\"repeat_interleave_cpu\" not implemented for '{name}' (repeats must be an "
                                  f"int64 or int32 tensor of counts)")
    return repeats


def repeat_indices(repeats, output_size):
    """repeat_interleave(repeats): each index i repeated repeats[i] times, in repeats' dtype."""
    repeats = repeat_counts(repeats)
    if repeats.ndim != 1:
        raise RuntimeError("repeat_interleave only accept 1D vector as repeat")
    indices = np.arange(repeats.size, dtype=repeats.dtype)
    return repeat_interleave(indices, repeats, 0, output_size if repeats.size else None)


def repeat_interleave_counts(x, repeats, dim, output_size):
    """repeat_interleave with a tensor of counts; an empty one makes an empty result whatever output_size says,
    as PyTorch's kernel (which checks output_size only against counts it sums)."""
    if repeats.ndim > 1:  # before the dim, as PyTorch
        raise RuntimeError("repeats must be 0-dim or 1-dim tensor")
    if dim is not None and x.ndim == 0:  # PyTorch reads input.size(dim) before the counts' kernel sees their dtype
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    dim = None if dim is None else _dim_of(x, dim, "repeat_interleave")
    repeats = repeat_counts(repeats)
    return repeat_interleave(x, repeats, dim, None if repeats.size == 0 else output_size)
# ------------------------------------------------------------------ mse_loss, fused (issue 6)

@numba.njit(cache=True, nogil=True, fastmath=_NORM_MATH)
def _squared_difference_sum(x, y):
    """sum((x - y) ** 2) over flat arrays in one pass, accumulated in float64 (no temporaries)."""
    nn_kernels._wide_vectors()
    s = 0.0
    for i in range(x.size):
        d = x[i] - y[i]
        s += d * d
    return s


def mse_loss_reduced(x, target, reduction):
    """mean or sum of (x - target) ** 2, same shape and float dtype (formula_helpers.mse_loss_of checks)."""
    if x.dtype not in (np.float32, np.float64):  # float16: in float32, as PyTorch accumulates
        return mse_loss_reduced(x.astype(np.float32), target.astype(np.float32), reduction).astype(x.dtype)
    total = _squared_difference_sum(as_contiguous(x).reshape(-1), as_contiguous(target).reshape(-1))
    if reduction == "mean":  # a Python float over an int: no NumPy warning to silence (np.errstate costs 1.5 us)
        total = total / x.size if x.size else np.nan  # empty: NaN as PyTorch
    return as_array(total, x.dtype)


@numba.njit(cache=True, nogil=True, fastmath=_NORM_MATH)
def _scaled_difference(x, y, scale, out):
    """out = (x - y) * scale over flat arrays in one pass: mse_loss's gradient (NumPy: a new array for the
    difference, then a second pass to scale it)."""
    nn_kernels._wide_vectors()
    for i in range(x.size):
        out[i] = (x[i] - y[i]) * scale


def scaled_difference(x, y, scale):
    """(x - y) * scale for same-shaped arrays of one float dtype, scale a number of that dtype."""
    if x.dtype in (np.float32, np.float64) and y.dtype == x.dtype and x.shape == y.shape:
        out = np.empty(x.shape, x.dtype)
        _scaled_difference(as_contiguous(x).reshape(-1), as_contiguous(y).reshape(-1),
                           x.dtype.type(scale), out.reshape(-1))
        return out
    out = np.subtract(x, y)
    out *= as_array(scale).astype(out.dtype)
    return out


# ------------------------------------------------------------------ layer_norm's backward in one pass
# The input's gradient and the weight's and bias's sums from one read of g and x (the separate kernels
# read both twice, in two parallel regions), optionally written into g itself (formula_helpers._donated):
# a row's elements are read for its sums before any is written. The sums go in row order (parallel:
# _AFFINE_BLOCKS blocks of rows, added in block order), through partial sums of _GRAD_BLOCK_ROWS rows.

# Rows whose weight and bias contributions are summed in x's dtype before each addition into the float64
# sums: a float64 add per element and row made the backward 1.35x slower ((32,128,256) float32 0.76 ->
# 0.56 ms, one thread), for sums no less accurate (16 terms in float32, then float64).
_GRAD_BLOCK_ROWS = 16


@_norm_jit
def _layer_norm_range_grads(g, x, mean, rstd, w, out, acc, acc_bias, lo, hi):
    """Rows lo <= i < hi: input gradients, and the weight's and bias's sums (g * xhat, g) added into acc and
    acc_bias in blocks of _GRAD_BLOCK_ROWS rows, in row order. A row's own sums and its output pass are in x's
    dtype, as PyTorch's (float for float32): in float64 (32,128,256) took 550 us on one thread, now 416."""
    nn_kernels._wide_vectors()
    n = x.shape[1]
    part = np.empty(n, x.dtype)
    part_bias = np.empty(n, x.dtype)
    scalars = np.empty(2, x.dtype)  # the output pass's two factors, rounded to x's dtype (_layer_norm_row_grad_input)
    in_place = nn_kernels.same_memory(g, out)  # then through one array (see nn_kernels.same_memory)
    for start in range(lo, hi, _GRAD_BLOCK_ROWS):
        part[:] = 0
        part_bias[:] = 0
        for i in range(start, min(start + _GRAD_BLOCK_ROWS, hi)):
            gr, xr = g[i], x[i]
            mi = mean[i]
            ri = rstd[i]
            scalars[0] = 0
            a = c = scalars[0]  # x's dtype
            for j in range(n):
                gi = gr[j]
                part[j] += gi * ((xr[j] - mi) * ri)
                part_bias[j] += gi
                gw = gi * w[j]
                a += gw
                c += gw * (xr[j] - mi)
            scalars[0] = a / n
            scalars[1] = c * ri / n * ri
            a_n = scalars[0]
            c_n = scalars[1]
            if in_place:
                for j in range(n):
                    gr[j] = ri * (gr[j] * w[j] - a_n - (xr[j] - mi) * c_n)
            else:
                orow = out[i]
                for j in range(n):
                    orow[j] = ri * (gr[j] * w[j] - a_n - (xr[j] - mi) * c_n)
        for j in range(n):
            acc[j] += part[j]
            acc_bias[j] += part_bias[j]


@_norm_jit
def _layer_norm_rows_grads(g, x, mean, rstd, w, out, acc, acc_bias):
    _layer_norm_range_grads(g, x, mean, rstd, w, out, acc, acc_bias, 0, x.shape[0])


@_norm_pjit
def _layer_norm_rows_grads_parallel(g, x, mean, rstd, w, out, acc, acc_bias):
    rows, n = x.shape
    part = np.zeros((_AFFINE_BLOCKS, n))
    part_bias = np.zeros((_AFFINE_BLOCKS, n))
    for b in numba.prange(_AFFINE_BLOCKS):
        _layer_norm_range_grads(g, x, mean, rstd, w, out, part[b], part_bias[b], rows * b // _AFFINE_BLOCKS,
                                rows * (b + 1) // _AFFINE_BLOCKS)
    _add_blocks(part, part_bias, acc, acc_bias)


@_norm_jit
def _layer_norm_blocks_grads(g, x, mean, rstd, w, out, part, part_bias, first, last):
    """The parallel twin's blocks first <= b < last (ufunc_threads.in_two runs each half on a thread)."""
    rows = x.shape[0]
    for b in range(first, last):
        _layer_norm_range_grads(g, x, mean, rstd, w, out, part[b], part_bias[b], rows * b // _AFFINE_BLOCKS,
                                rows * (b + 1) // _AFFINE_BLOCKS)


@_norm_jit
def _add_blocks(part, part_bias, acc, acc_bias):
    """The blocks' partial sums added in block order."""
    for b in range(part.shape[0]):
        for j in range(part.shape[1]):
            acc[j] += part[b, j]
            acc_bias[j] += part_bias[b, j]


def layer_norm_grads(g, x, mean, rstd, weight, k, out=None):
    """layer_norm_grad_input's result, computed with the weight's and bias's sums in the same pass; those
    are left for layer_norm_grad_weight and layer_norm_grad_bias of the same node (shared_sums), which
    then read neither g nor x (so `out` may be g itself: the caller's decision). None where the fused
    kernel does not apply (float16, an empty row): then layer_norm_grad_input."""
    n = math.prod(x.shape[x.ndim - k:])
    rows = x.size // n if n else 0
    if x.dtype not in (np.float32, np.float64) or g.dtype != x.dtype or not rows:
        return None
    if out is None or out.dtype != x.dtype or not out.flags.c_contiguous or out.shape != x.shape:
        out = np.empty(x.shape, x.dtype)
    acc = np.zeros(n, np.float64)
    acc_bias = np.zeros(n, np.float64)
    args = (as_contiguous(g).reshape(rows, n), as_contiguous(x).reshape(rows, n), mean.reshape(rows),
            rstd.reshape(rows), _affine_or(weight, n, x.dtype, 1), out.reshape(rows, n))
    if nn_kernels.in_two(x.size, rows):  # the parallel twin's blocks, half of them on the worker thread
        part, part_bias = np.zeros((_AFFINE_BLOCKS, n)), np.zeros((_AFFINE_BLOCKS, n))
        ufunc_threads.in_two(lambda lo, hi: _layer_norm_blocks_grads(*args, part, part_bias, lo, hi), _AFFINE_BLOCKS)
        _add_blocks(part, part_bias, acc, acc_bias)
    else:
        kernel = _layer_norm_rows_grads_parallel if _parallel(x.size) and rows > 1 else _layer_norm_rows_grads
        kernel(*args, acc, acc_bias)
    shape = x.shape[x.ndim - k:]
    sums = acc.astype(x.dtype).reshape(shape), acc_bias.astype(x.dtype).reshape(shape)
    setattr(_shared, "layer_norm", ([weakref.ref(a) for a in (g, x, mean, rstd)], {"input"}, sums))
    return out


# ------------------------------------------------------------------ the sum of a whole float32 array
# NumPy's float32 sum is pairwise but not SIMD: 1M elements 156 us, 4M 625 us here. specgrad sums blocks of
# SUM_BLOCK elements in float32, each in one vectorized loop (LLVM keeps 64 partial sums, 4 registers of 16
# lanes), and adds the block sums in float64 (NumPy's pairwise add over them): 1M 47 us, 4M 222 us, against
# 72 us and 293 us for one loop accumulating in float64 (the convert halves its lanes), and still more
# accurate than NumPy's (see _sum_float32). From ufunc_threads.MIN_SIZE elements the blocks are shared with
# ufunc_threads' worker (4M 165 us): the same blocks and the same adds, so the same bits either way. float64
# arrays keep NumPy's pairwise sum. Used from fusion.FUSION_MIN_SIZE elements (tests lower it to 0, so that
# small arrays take this path too).
from specgrad import fusion as _fusion  # noqa: E402

SUM_BLOCK = 4096  # 16 KB of float32: its 64 partial sums add 64 elements each


def _sums_all(x, dim, keepdim):
    """Whether a reduction is over every element of a big C-contiguous array, to a scalar."""
    return (type(x) is np.ndarray and not keepdim and (dim is None or (not isinstance(dim, (int, np.integer)) and len(dim) == 0))
            and x.size >= _fusion.FUSION_MIN_SIZE and x.flags.c_contiguous)


@numba.njit(cache=True, nogil=True, fastmath=_NORM_MATH)
def _block_sums(x, sums, lo, hi):
    """sums[b] = the float32 sum of block b of the flat array x, for lo <= b < hi."""
    nn_kernels._wide_vectors()
    for b in range(lo, hi):
        block = x[b * SUM_BLOCK:min(b * SUM_BLOCK + SUM_BLOCK, x.size)]  # a slice: its loop index is never
        s = np.float32(0)                                                # negative, so the loop vectorizes
        for i in range(block.size):
            s += block[i]
        sums[b] = s


@spin_pool.job
def _block_sums_job(address, lo, hi):
    """spin_pool's job of _block_sums: arguments (x's address, sums' address, x's size)."""
    arguments = numba.carray(spin_pool.pointer(address, np.int64), 3)
    n = arguments[2]
    _block_sums(numba.carray(spin_pool.pointer(arguments[0], np.float32), n),
                numba.carray(spin_pool.pointer(arguments[1], np.float64), (n + SUM_BLOCK - 1) // SUM_BLOCK), lo, hi)


@numba.njit(nogil=True, cache=True)
def _post_block_sums(box, job, x, sums):
    arguments = np.empty(3, np.int64)
    arguments[0], arguments[1], arguments[2] = x.ctypes.data, sums.ctypes.data, x.size
    spin_pool.run(box, job, sums.size, arguments)


def _sum_float32(x):
    """The sum of a flat float32 array, as a float64: float32 block sums added in float64 (see above). 4M
    standard normals, three seeds: off by 2e-12 to 1.3e-10 of the sum of their absolute values, NumPy's
    pairwise float32 sum by 4e-11 to 1.6e-10."""
    blocks = -(-x.size // SUM_BLOCK)
    sums = np.empty(blocks)
    if x.size >= ufunc_threads.SPIN_MIN_SIZE and ufunc_threads.splitting():
        _post_block_sums(spin_pool.mailbox(), _block_sums_job.address, x, sums)
    elif x.size >= ufunc_threads.MIN_SIZE:
        ufunc_threads.in_two(lambda lo, hi: _block_sums(x, sums, lo, hi), blocks)
    else:
        _block_sums(x, sums, 0, blocks)
    return np.add.reduce(sums)
# ------------------------------------------------------------------ fused recurrent cells (nn: recurrent cells)

from specgrad import rnn_kernels  # noqa: E402  (fused LSTM and GRU cell kernels)


def fused_lstm_cell(input_gates, hidden_gates, cx, input_bias, hidden_bias):
    """_thnn_fused_lstm_cell: (hy, cy, workspace) from the pre-activation gates i, f, g, o (B, 4H)."""
    return rnn_kernels.fused_lstm_cell(input_gates, hidden_gates, cx, input_bias, hidden_bias)


def fused_gru_cell(input_gates, hidden_gates, hx, input_bias, hidden_bias):
    """_thnn_fused_gru_cell: (hy, workspace) from the pre-activation gates r, z, n (B, 3H) of each part."""
    return rnn_kernels.fused_gru_cell(input_gates, hidden_gates, hx, input_bias, hidden_bias)


def lstm_layer(input_gates, h0, c0, w_hh, reverse):
    """_lstm_layer: one LSTM layer and direction over all steps, (output, h_n, c_n, cells, workspace)."""
    return rnn_kernels.lstm_layer(input_gates, h0, c0, w_hh, reverse)


def gru_layer(input_gates, h0, w_hh, b_hh, reverse):
    """_gru_layer: one GRU layer and direction over all steps, (output, h_n, workspace)."""
    return rnn_kernels.gru_layer(input_gates, h0, w_hh, b_hh, reverse)


def rnn_layer(input_gates, h0, w_hh, nonlinearity, reverse):
    """_rnn_layer: one RNN (tanh or relu) layer and direction over all steps, (output, h_n)."""
    return rnn_kernels.rnn_layer(input_gates, h0, w_hh, nonlinearity, reverse)
def _refuse_bool(op, x):
    """The NotImplementedError of a kernel without a bool version, where PyTorch reaches it after its other checks
    (so the op's `dtypes:` cannot say it)."""
    if x.dtype.kind == "b":
        raise NotImplementedError(f"\"{op}\" not implemented for 'bool' ('input' has dtype bool): convert it with "
                                  f".long() or .float() first")


def _integer_tensor_value(value):
    """An int argument given as a 0-d integer tensor, as PyTorch takes it (dispatch.integer_tensor_value)."""
    from specgrad.dispatch import integer_tensor_value
    return integer_tensor_value(value)
# ------------------------------------------------------------------ op coverage 5a: elementwise math

def heaviside(x, values):
    """0 below zero, 1 above, `values` at zero, in the inputs' dtype (bools too)."""
    out = np.where(x == 0, values, x > 0)
    return out.astype(np.result_type(x, values), copy=False)


def signbit(x):
    """Whether the sign bit is set (-0.0 and -NaN too); bools never, integers when negative."""
    if x.dtype.kind == "b":
        return np.zeros(x.shape, np.bool_)
    return np.signbit(x)


def sinc(x):
    """sin(pi x) / (pi x), 1 at 0 (NumPy's normalized sinc), in x's float dtype."""
    return np.sinc(x).astype(x.dtype, copy=False)


def logit(x, eps):
    """log(x / (1 - x)), x clamped to [eps, 1 - eps] first when eps is given."""
    if eps is not None:  # PyTorch's clamp: below eps -> eps, else above 1 - eps -> 1 - eps (eps > 0.5 too)
        low, high = x.dtype.type(eps), x.dtype.type(1 - eps)
        x = np.where(x < low, low, np.where(x > high, high, x))
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(x / (1 - x))


# ------------------------------------------------------------------ op coverage 5a: reductions

def nanmedian_all(x):
    """The lower median of the elements that are not NaN (NaN when there are none), as torch.nanmedian()."""
    _refuse_bool("nanmedian", x)
    flat = x.reshape(-1)
    if x.dtype.kind == "f":
        flat = flat[~np.isnan(flat)]
    if flat.size == 0:
        if x.dtype.kind != "f":
            _empty_median(x)
        return as_array(np.nan, x.dtype)
    return np.partition(flat, (flat.size - 1) // 2)[(flat.size - 1) // 2].copy()


def nanmedian_dim(x, dim, keepdim):
    """(values, indices) of the lower median along `dim` of the elements that are not NaN (a slice of NaNs
    only gives NaN, at one of them)."""
    if x.ndim and x.shape[dim] == 0:
        raise IndexError(f"nanmedian(): Expected reduction dim {dim} to have non-zero size.")
    _refuse_bool("nanmedian", x)
    n = x.shape[dim] if x.ndim else 1
    if x.dtype.kind != "f" or x.ndim == 0:
        return _select_sorted(x, (n - 1) // 2, dim, keepdim)
    counts = n - np.sum(np.isnan(x), axis=dim, keepdims=True)
    order = np.argsort(x, axis=dim, kind="stable")  # NaNs last
    position = np.maximum(counts - 1, 0) // 2
    indices = np.take_along_axis(order, position, axis=dim).astype(np.int64)
    values = np.take_along_axis(x, indices, axis=dim)
    if not keepdim:
        values, indices = np.squeeze(values, dim), np.squeeze(indices, dim)
    return values, indices


def histc(x, bins, min, max):
    """torch.histc: `bins` equal bins over [min, max] (the data's range when min == max, widened by 1 each
    way when that is one value); elements outside are not counted, max falls into the last bin."""
    if bins <= 0:
        raise RuntimeError(f"torch.histogram(): bins must be > 0, but got {bins} for dimension 0")
    if min > max:
        raise RuntimeError("torch.histc: max must be larger than min")
    low, high = float(min), float(max)
    finite = x[np.isfinite(x)] if x.dtype.kind == "f" else x
    if low == high and finite.size:
        low, high = float(finite.min()), float(finite.max())
    if low == high:
        low, high = low - 1, high + 1
    if not (math.isfinite(low) and math.isfinite(high)):
        raise RuntimeError(f"torch.histc: range of [{low}, {high}] is not finite")
    values = x.reshape(-1)
    values = values[(values >= low) & (values <= high)]
    positions = ((values.astype(np.float64) - low) * bins / (high - low)).astype(np.int64)
    positions = np.minimum(positions, bins - 1)
    return np.bincount(positions, minlength=bins)[:bins].astype(x.dtype)


def bincount(x, weights, minlength):
    """How often each non-negative integer occurs in the 1-D x (summing weights when given): int64 counts, or
    the weights' float dtype (float64 for integer weights), as PyTorch; of an empty x, int64 zeros, weights
    or not (PyTorch's shortcut)."""
    if x.dtype.kind not in "iu":
        raise NotImplementedError(f"\"bincount_cpu\" not implemented for '{x.dtype.name}' ('input' holds values to "
                                  f"count: convert it with .long())")
    if minlength < 0:
        raise RuntimeError("minlength should be >= 0")
    if x.ndim != 1 or (x.size and x.min() < 0):
        raise RuntimeError("bincount only supports 1-d non-negative integral inputs.")
    if weights is None or x.size == 0:  # PyTorch's shortcut comes before its check of the weights
        return np.bincount(x, minlength=minlength).astype(np.int64)
    if weights.ndim != 1 or weights.shape[0] != x.shape[0]:
        raise RuntimeError("weights should be 1-d and have the same length as input")
    dtype = weights.dtype if weights.dtype.kind == "f" else np.dtype(np.float64)
    return np.bincount(x, weights.astype(np.float64), minlength=minlength).astype(dtype)


# ------------------------------------------------------------------ op coverage 5a: searching

def searchsorted(boundaries, values, out_int32, right, side, sorter):
    """For each value, the index in its row of `boundaries` (sorted along the last dim, or put in order by
    `sorter`) where it would be inserted: before equal elements (left) or after them (right); a 1-D boundaries
    serves every value. Vectorized over rows: each element is replaced by its rank among all the elements, and
    rows are told apart by an offset, so that one np.searchsorted answers every row."""
    name = "torch.searchsorted()"
    if side is not None and side not in ("left", "right"):
        raise RuntimeError(f"{name}: side can only be 'left' or 'right' but got {side}")
    if side == "left" and right:
        raise RuntimeError(f"{name}: side and right can't be set to opposites, got side of left while right was True")
    right = right or side == "right"
    values = as_array(values)
    if boundaries.ndim == 0:
        raise RuntimeError(f"{name}: boundaries tensor should have positive dimension, but got 0 dimension")
    if boundaries.ndim > 1 and (values.ndim != boundaries.ndim or values.shape[:-1] != boundaries.shape[:-1]):
        raise RuntimeError(f"{name}: boundaries tensor should be 1 dimension or the first N-1 dimensions of boundaries "
                           f"tensor and input value tensor must match, but we got boundaries tensor "
                           f"{list(boundaries.shape)} and input value tensor {list(values.shape)}")
    if sorter is not None:
        if sorter.dtype != np.int64:
            raise RuntimeError(f"{name}: sorter must be a tensor of long dtype but got dtype "
                               f"{ {'int32': 'Int', 'int16': 'Short', 'int8': 'Char', 'uint8': 'Byte'}.get(sorter.dtype.name, sorter.dtype.name)}")
        if sorter.shape != boundaries.shape:
            raise RuntimeError(f"{name}: boundary and sorter must have the same size, but got boundary tensor "
                               f"{list(boundaries.shape)}and got sorter tensor {list(sorter.shape)}")
        if sorter.size and (sorter.min() < 0 or sorter.max() >= boundaries.shape[-1]):
            raise RuntimeError(f"{name}: sorter index out of range")
        boundaries = np.take_along_axis(boundaries, sorter.astype(np.int64), axis=-1)
    side_name = "right" if right else "left"
    out_dtype = np.int32 if out_int32 else np.int64
    if not _ordered(boundaries) or _has_nan(values):  # np.searchsorted assumes ordered rows, and orders NaN last
        return _aten_binary_search(boundaries, values, right).astype(out_dtype)
    if boundaries.ndim == 1:
        return np.searchsorted(boundaries, values, side=side_name).astype(out_dtype)
    n = boundaries.shape[-1]
    rows = int(np.prod(boundaries.shape[:-1]))
    flat_boundaries = boundaries.reshape(rows, n)
    flat_values = values.reshape(rows, -1)
    _, ranks = np.unique(np.concatenate([flat_boundaries.reshape(-1), flat_values.reshape(-1)]), return_inverse=True)
    ranks = ranks.reshape(-1)
    span = ranks.max() + 1 if ranks.size else 1
    offsets = np.arange(rows, dtype=np.int64)[:, None] * span
    keys = (ranks[:flat_boundaries.size].reshape(rows, n) + offsets).reshape(-1)
    queries = ranks[flat_boundaries.size:].reshape(flat_values.shape) + offsets
    found = np.searchsorted(keys, queries, side=side_name) - np.arange(rows, dtype=np.int64)[:, None] * n
    return found.reshape(values.shape).astype(out_dtype)


def _has_nan(a):
    return a.dtype.kind in "fc" and bool(np.isnan(a).any())


def _ordered(boundaries):
    """Whether every row is non-decreasing with no NaN (a NaN compares False, so a NaN row is not)."""
    return bool(np.all(boundaries[..., 1:] >= boundaries[..., :-1])) and not _has_nan(boundaries[..., :1])


def _aten_binary_search(boundaries, values, right):
    """ATen's binary search, vectorized over every value: while start < end, go right of mid unless
    boundaries[mid] >= value (> value for right). Where boundaries are out of order or hold NaN, or a value is
    NaN, it differs from np.searchsorted (which orders a NaN after every number): PyTorch's answer is this one."""
    n = boundaries.shape[-1]
    if n == 0:
        return np.zeros(values.shape, np.int64)
    rows = boundaries.reshape(-1, n)
    flat = values.reshape(rows.shape[0] if boundaries.ndim > 1 else 1, -1)
    row = np.arange(flat.shape[0])[:, None]
    start = np.zeros(flat.shape, np.int64)
    end = np.full(flat.shape, n, np.int64)
    while True:
        active = start < end
        if not active.any():
            return start.reshape(values.shape)
        mid = start + ((end - start) >> 1)
        at_mid = rows[row if boundaries.ndim > 1 else 0, np.minimum(mid, n - 1)]
        above = at_mid > flat if right else at_mid >= flat
        start = np.where(active & ~above, mid + 1, start)
        end = np.where(active & above, mid, end)


def bucketize(values, boundaries, out_int32, right):
    """The bucket of each value among the 1-D sorted boundaries: searchsorted(boundaries, values)."""
    if boundaries.ndim != 1:
        raise RuntimeError(f"boundaries tensor must be 1 dimension, but got dim({boundaries.ndim})")
    return searchsorted(boundaries, values, out_int32, right, None, None)


def isin(elements, test_elements, invert):
    """Whether each element occurs among test_elements (or does not, with invert), as torch.isin."""
    elements, test_elements = as_array(elements), as_array(test_elements)
    if elements.dtype.kind == "b" or test_elements.dtype.kind == "b":
        raise RuntimeError("Unsupported input type encountered for isin(): Bool")
    return np.isin(elements, test_elements, invert=invert)


# ------------------------------------------------------------------ op coverage 5a: Bessel functions

def i0(x):
    """The modified Bessel function of the first kind, order 0 (NumPy's Chebyshev approximation), in x's dtype."""
    with np.errstate(all="ignore"):
        out = np.i0(x).astype(x.dtype, copy=False)
    # inf once e^|x| overflows the dtype, as PyTorch's (which computes e^|x| times a series)
    with np.errstate(invalid="ignore"):
        out[np.abs(x) > np.log(np.finfo(x.dtype).max)] = np.inf
    out[np.isinf(x)] = np.nan  # PyTorch's formula gives inf * 0 there
    return out


def i1(x):
    """The modified Bessel function of the first kind, order 1, in x's dtype: its power series (positive terms, no
    cancellation) up to |x| = 30, the asymptotic expansion e^|x| / sqrt(2 pi |x|) (1 - 3/(8|x|) ...) beyond; odd."""
    a = np.abs(x.astype(np.float64))
    out = np.empty_like(a)
    small = a <= 30
    s = a[small] / 2
    term, total = s.copy(), s.copy()
    square = s * s
    for k in range(1, 90):  # the terms peak near k = |x| / 2 and are below 1e-17 of the sum by k = 90
        term = term * square / (k * (k + 1))
        total += term
    out[small] = total
    big = a[~small]
    with np.errstate(over="ignore", invalid="ignore"):
        series, coefficient = np.ones_like(big), np.ones_like(big)
        for k in range(1, 30):  # a_k(1) = prod (4 - (2j - 1)^2) / (k! 8^k), alternating
            coefficient = coefficient * (4 - (2 * k - 1) ** 2) / (k * 8 * big)
            series += (-1) ** k * coefficient
        half = np.exp(big / 2)
        out[~small] = half * (half / np.sqrt(2 * np.pi * big)) * series
    # inf once e^|x| overflows the dtype, as PyTorch's (which computes e^|x| times a series)
    out[a > np.log(np.finfo(x.dtype if x.dtype.kind == "f" else np.float64).max)] = np.inf
    out[np.isinf(a)] = np.nan  # PyTorch's formula gives inf * 0 there
    return (np.sign(x) * out).astype(x.dtype, copy=False)
# ------------------------------------------------------------------------------ op coverage round 5 (B)

def unfold(x, dim, size, step):
    """Tensor.unfold: the windows of `size` elements, `step` apart, along dim, as a new last dim (a view;
    a 0-d tensor reads as one element). Overlapping windows (step < size) are read-only, as PyTorch
    refuses writes into memory that several elements share."""
    if x.ndim == 0:  # PyTorch: the window alone, of size 0 or 1
        if size > 1:
            raise RuntimeError(f"maximum size for tensor at dimension {dim} is 1 but size is {size}")
        if step <= 0:
            raise RuntimeError(f"step is {step} but must be > 0")
        return x.reshape(1)[:size]
    n = x.shape[dim]
    if size > n:
        raise RuntimeError(f"maximum size for tensor at dimension {dim} is {n} but size is {size}")
    if size < 0:
        raise RuntimeError(f"size is {size} but must be >= 0")
    if step <= 0:
        raise RuntimeError(f"step is {step} but must be > 0")
    shape = x.shape[:dim] + ((n - size) // step + 1,) + x.shape[dim + 1:] + (size,)
    strides = x.strides[:dim] + (x.strides[dim] * step,) + x.strides[dim + 1:] + (x.strides[dim],)
    return np.lib.stride_tricks.as_strided(x, shape, strides, writeable=x.flags.writeable and step >= size)


def unfold_backward(grad, input_sizes, dim, size, step):
    """unfold's gradient: each window's gradient added back where the window read it (one pass per window offset,
    not per element)."""
    shape = tuple(input_sizes)
    if not shape:  # a 0-d input's window: grad of shape (size,)
        return grad.sum().astype(grad.dtype).reshape(())
    out = np.zeros(shape, grad.dtype)
    windows = grad.shape[dim]
    for k in range(size):
        target = (slice(None),) * dim + (slice(k, k + step * (windows - 1) + 1, step),)
        out[target] += grad[..., k]
    return out.reshape(shape)


def tril_indices(row, col, offset, upper):
    """The (2, N) int64 coordinates of the lower (upper) triangle of a row x col matrix, row by row."""
    r, c = np.indices((row, col)).reshape(2, -1)
    keep = c - r >= offset if upper else c - r <= offset
    return np.stack([r[keep], c[keep]]).astype(np.int64)


def _scatter_into(out, place, src):
    """out[place] = src, where src must have the slice's shape exactly (PyTorch's *_scatter ops)."""
    target = out[place]
    if target.shape != src.shape:
        raise RuntimeError(f"expected src to have a size equal to the slice of self. src size = {list(src.shape)}, "
                           f"slice size = {list(target.shape)}")
    out[place] = src
    return out


def select_scatter(self, src, dim, index):
    """A copy of self with self.select(dim, index) replaced by src."""
    if self.ndim == 0:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    size = self.shape[dim]
    if not -size <= index < size:
        raise IndexError(f"select(): index {index} out of range for tensor of size {list(self.shape)} at "
                         f"dimension {dim}")
    return _scatter_into(self.copy(), (slice(None),) * dim + (index,), src)


def slice_scatter(self, src, dim, start, end, step):
    """A copy of self with self[..., start:end:step, ...] (along dim) replaced by src."""
    if self.ndim == 0:
        raise IndexError("slice() cannot be applied to a 0-dim tensor.")
    if step <= 0:
        raise RuntimeError("slice step must be positive")
    return _scatter_into(self.copy(), (slice(None),) * dim + (slice(start, end, step),), src)


def diagonal_scatter(self, src, offset, dim1, dim2):
    """A copy of self with its diagonal(offset, dim1, dim2) replaced by src."""
    if dim1 == dim2:  # (PyTorch 2.13 crashes here; its diagonal's error)
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    out = self.copy()
    diagonal = _diagonal_view(out, offset, dim1, dim2)
    if diagonal.shape != src.shape:
        raise RuntimeError(f"expected src to have a size equal to the slice of self. src size = {list(src.shape)}, "
                           f"slice size = {list(diagonal.shape)}")
    diagonal[...] = src
    return out


def masked_scatter(self, mask, source):
    """self where mask is False; where it is True, source's elements in order (self and mask broadcast)."""
    shape = np.broadcast_shapes(self.shape, mask.shape)
    out = np.array(np.broadcast_to(self, shape))
    mask = np.broadcast_to(mask, shape)
    count = int(np.count_nonzero(mask))
    if count > source.size:
        raise RuntimeError("Number of elements of source < number of ones in mask")
    out[mask] = source.reshape(-1)[:count]
    return out


def addr(self, vec1, vec2, beta, alpha):
    """beta * self + alpha * outer(vec1, vec2) (self ignored when beta is 0)."""
    for name, v in (("vec1", vec1), ("vec2", vec2)):
        if v.ndim != 1:
            raise RuntimeError(f"addr: Expected 1-D argument {name}, but got {v.ndim}-D")
    dtype = np.result_type(self.dtype, vec1.dtype, vec2.dtype)  # as PyTorch's addr: a 0-d self promotes too
    product = np.multiply.outer(vec1, vec2).astype(dtype, copy=False)
    scaled(product, alpha)  # PyTorch's alpha check for integers
    if dtype.kind == "b":  # bools: beta and alpha as logical and, the sum as or
        return np.logical_or(np.logical_and(self, bool(beta)), np.logical_and(product, bool(alpha)))
    return _scaled_sum(self, product, beta, alpha)


def addbmm(self, batch1, batch2, beta, alpha):  # (dtypes checked here: PyTorch reads the sizes first)
    """beta * self + alpha * the sum over the batch of batch1[i] @ batch2[i], as one GEMM over (n, b*k) @ (b*k, m)."""
    for x, dim in ((batch1, 1), (batch2, 2)):  # PyTorch reads batch1.size(1) and batch2.size(2) first
        if x.ndim <= dim:
            low, high = (-x.ndim, x.ndim - 1) if x.ndim else (-1, 0)
            raise IndexError(f"Dimension out of range (expected to be in range of [{low}, {high}], but got {dim})")
    if batch1.ndim != 3:
        raise RuntimeError("batch1 must be a 3D tensor")
    if batch2.ndim != 3:
        raise RuntimeError("batch2 must be a 3D tensor")
    for x in (batch1, batch2):  # (PyTorch's message names either batch mat2)
        if x.dtype != self.dtype:
            raise RuntimeError(f"self and mat2 must have the same dtype, but got {scalar_type_name(self.dtype)} and "
                               f"{scalar_type_name(x.dtype)}")
    if self.dtype.kind == "b":
        raise NotImplementedError("\"addmm_impl_cpu_\" not implemented for 'Bool'")
    b, n, k = batch1.shape
    if batch2.shape[0] != b:
        raise RuntimeError(f"batch1 and batch2 must have same number of batches, got {b} and {batch2.shape[0]}")
    if batch2.shape[1] != k:
        raise RuntimeError(f"Expected size for first two dimensions of batch2 tensor to be: [{b}, {k}] but got: "
                           f"[{batch2.shape[0]}, {batch2.shape[1]}].")
    product = np.matmul(np.moveaxis(batch1, 0, 1).reshape(n, b * k), batch2.reshape(b * k, batch2.shape[2]))
    return _scaled_sum(self, product, beta, alpha)


def index_reduce(self, dim, index, source, reduce, include_self):
    """index_reduce: source's slices along dim reduced (prod, mean, amax, amin) into self's slices at index: a
    scatter_reduce with the index repeated across source's other dims."""
    if reduce not in ("prod", "mean", "amax", "amin"):
        raise RuntimeError(f"index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got {reduce}.")
    if self.ndim != source.ndim or any(
            a != b for d, (a, b) in enumerate(zip(self.shape, source.shape)) if d != dim):
        raise RuntimeError(f"source tensor shape must match self tensor shape, excluding the specified dimension. "
                           f"Got self.shape = {list(self.shape)} source.shape = {list(source.shape)}")
    if self.ndim == 0:
        return index_reduce(self.reshape(1), dim, index, source.reshape(1), reduce, include_self).reshape(())
    count = source.shape[dim] if source.ndim else 1
    if index.size != count:
        raise RuntimeError(f"index_reduce_(): Number of indices ({index.size}) should be equal to source.size(dim): "
                           f"({count}), for dim: {dim}")
    size = self.shape[dim]
    if index.size and (index.min() < -size or index.max() >= size):
        raise IndexError("index out of range in self")
    full = np.broadcast_to(index.reshape(-1).reshape([-1 if d == dim else 1 for d in range(source.ndim)]), source.shape)
    return scatter_reduce(self, dim, full, source, reduce, include_self)


def matrix_exp(A):
    """The matrix exponential by scaling and squaring: A / 2^s of 1-norm at most 1/2, its Taylor series to degree 18
    (Horner, error below 1e-21 there), squared s times; float16 is computed in float32."""
    if A.ndim < 2:
        raise RuntimeError("linalg.matrix_exp: The input tensor A must have at least 2 dimensions.")
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"linalg.matrix_exp: A must be batches of square matrices, but they are {A.shape[-2]} by "
                           f"{A.shape[-1]} matrices")
    if A.size == 0:
        return A.copy()
    work = A.astype(np.float32) if A.dtype == np.float16 else A
    norm = float(np.abs(work).sum(-2).max()) if np.isfinite(work).all() else 0.0
    s = max(0, math.ceil(math.log2(norm / 0.5))) if norm > 0.5 else 0
    X = work / work.dtype.type(2.0 ** s)
    eye = np.eye(A.shape[-1], dtype=work.dtype)
    result = eye + X / work.dtype.type(18)
    for k in range(17, 0, -1):
        result = eye + np.matmul(X, result) / work.dtype.type(k)
    for _ in range(s):
        result = np.matmul(result, result)
    return result.astype(A.dtype, copy=False)


def cdist(x1, x2, p, compute_mode):
    """The p-norm distances between the rows of x1 (..., r1, c) and x2 (..., r2, c), batches broadcast. p = 2 with
    more than 25 rows (or compute_mode="use_mm_for_euclid_dist"): from |x1|^2 + |x2|^2 - 2 x1 x2^T, one GEMM, as
    PyTorch's; else from the differences."""
    if cdist_by_gemm(x1, x2, p, compute_mode):
        squares = (np.einsum("...ij,...ij->...i", x1, x1)[..., :, None]
                   + np.einsum("...ij,...ij->...i", x2, x2)[..., None, :] - 2 * np.matmul(x1, np.swapaxes(x2, -1, -2)))
        return np.sqrt(np.maximum(squares, 0)).astype(x1.dtype, copy=False)
    return _norms_of_differences(np.abs(x1[..., :, None, :] - x2[..., None, :, :]), p)


def cdist_by_gemm(x1, x2, p, compute_mode):
    """Whether cdist computes (and differentiates) its distances from one GEMM, as PyTorch's _euclidean_dist."""
    return p == 2 and (compute_mode == "use_mm_for_euclid_dist" or (
        compute_mode == "use_mm_for_euclid_dist_if_necessary" and (x1.shape[-2] > 25 or x2.shape[-2] > 25)))


def pdist(x, p):
    """The p-norm distances between the rows i < j of x (r, c), pairs in row order: (r (r - 1) / 2,)."""
    i, j = tril_indices(x.shape[0], x.shape[0], 1, True)
    return _norms_of_differences(np.abs(x[i] - x[j]), p)


def _norms_of_differences(diff, p):
    """The p-norms along the last axis of diff, absolute differences (cdist, pdist), each summed in column order as
    PyTorch's distance kernels do (a cumulative sum's last element: NumPy's sum is pairwise, which rounds otherwise
    from 8 columns on, and einsum's order differs from 4)."""
    if diff.shape[-1] == 0:
        return np.zeros(diff.shape[:-1], diff.dtype)
    if p == 0:
        return np.count_nonzero(diff, axis=-1).astype(diff.dtype)
    if p == math.inf:
        return diff.max(-1)
    if p == 1:
        return np.cumsum(diff, -1)[..., -1]
    if p == 2:
        return np.sqrt(np.cumsum(diff * diff, -1)[..., -1])
    return np.cumsum(diff ** diff.dtype.type(p), -1)[..., -1] ** diff.dtype.type(1 / p)


def channel_shuffle_check(shape, groups):
    """channel_shuffle's checks of an (N, C, *) input: more than 2 dims, C divisible into `groups` > 0."""
    if len(shape) <= 2:
        raise RuntimeError(f"channel_shuffle expects input with > 2 dims, but got input with sizes {list(shape)}")
    if groups <= 0:
        raise RuntimeError(f"Number of groups to divide channels in must be positive. Value of groups:{groups}")
    if shape[1] % groups:
        raise RuntimeError(f"Number of channels must be divisible by groups. Got {shape[1]} channels and {groups} "
                           f"groups.")


def native_channel_shuffle(x, groups):
    """(N, C, *) with its channels as a (groups, C / groups) grid, transposed (torch.native_channel_shuffle,
    channel_shuffle's checks)."""
    channel_shuffle_check(x.shape, groups)
    n, c, *rest = x.shape
    out = as_contiguous(x.reshape(n, groups, c // groups, *rest).swapaxes(1, 2).reshape(x.shape))
    # a new tensor always, as PyTorch's (with groups 1 or C the reshapes alone are a view of x)
    return out.copy() if np.may_share_memory(out, x) else out


def frexp(x):
    """(mantissa, exponent): x = mantissa * 2 ** exponent, |mantissa| in [0.5, 1), exponent int32 (NumPy's frexp,
    as arrays also for 0-d input)."""
    mantissa, exponent = np.frexp(x)
    return as_array(mantissa, x.dtype), as_array(exponent, np.int32)


# ------------------------------------------------------------------ grid_sample (2-D): PyTorch's grid_sampler_2d
# input (N, C, H, W) sampled at grid (N, H_out, W_out, 2), each point (x, y) in [-1, 1] across the input's width and
# height. Modes: bilinear 0, nearest 1; padding: zeros 0, border 1, reflection 2. The source coordinates, their
# derivatives and the corners' weights follow PyTorch's GridSampler.h (clip and reflect set a gradient of 0 at and
# beyond the clip limits).

GRID_MODES, GRID_PADDINGS = ("bilinear", "nearest", "bicubic"), ("zeros", "border", "reflection")


def _clip_coordinates(x, size):
    """(x clipped to [0, size - 1], its derivative: 0 at and beyond the limits, else 1)."""
    inside = (x > 0) & (x < size - 1)
    return np.clip(x, 0, size - 1), inside.astype(x.dtype)


def _reflect_coordinates(x, twice_low, twice_high):
    """(x reflected into [twice_low / 2, twice_high / 2], its derivative +-1)."""
    if twice_low == twice_high:
        return np.zeros_like(x), np.zeros_like(x)
    low = twice_low / 2
    span = (twice_high - twice_low) / 2
    x = x - low
    sign = np.where(x < 0, -1, 1).astype(x.dtype)
    x = np.abs(x)
    extra = np.fmod(x, span)
    flips = np.floor(x / span)
    even = np.fmod(flips, 2) == 0
    return np.where(even, extra + low, span - extra + low).astype(x.dtype), np.where(even, sign, -sign)


def _grid_source(coord, size, padding, align_corners):
    """The input coordinate a normalized one reads, and its derivative with respect to the normalized one."""
    if align_corners:
        scale = (size - 1) / 2
        x = (coord + 1) * scale
    else:
        scale = size / 2
        x = ((coord + 1) * size - 1) / 2
    derivative = np.full_like(x, scale)
    if padding == 1:
        x, d = _clip_coordinates(x, size)
        derivative *= d
    elif padding == 2:
        x, d = _reflect_coordinates(x, 0, 2 * (size - 1)) if align_corners else \
            _reflect_coordinates(x, -1, 2 * size - 1)
        x, clip = _clip_coordinates(x, size)
        derivative *= d * clip
    return x.astype(coord.dtype), derivative.astype(coord.dtype)


def _grid_check(input, grid, mode, padding):
    """PyTorch's checks in its order (check_grid_sampler_common, then the 2-D or 3-D kernel's)."""
    for tensor in (input, grid):  # input.size(0), grid.size(0)
        if tensor.ndim == 0:
            raise IndexError("Dimension specified as 0 but tensor has no dimensions")
    sizes = f"input with sizes {list(input.shape)} and grid with sizes {list(grid.shape)}"
    if input.shape[0] != grid.shape[0]:
        raise RuntimeError(f"grid_sampler(): expected grid and input to have same batch size, but got {sizes}")
    if grid.shape[-1] != input.ndim - 2:
        raise RuntimeError(f"grid_sampler(): expected grid to have size {input.ndim - 2} in last dimension, but got "
                           f"grid with sizes {list(grid.shape)}")
    for i in range(2, input.ndim):
        if input.shape[i] == 0:
            raise RuntimeError(f"grid_sampler(): expected input to have non-empty spatial dimensions, but input has "
                               f"sizes {list(input.shape)} with dimension {i} being empty")
    if input.ndim != 4:  # PyTorch's 3-D kernel takes every other rank, and checks for 5-D
        if input.ndim != 5 or grid.ndim != 5:
            raise RuntimeError(f"grid_sampler(): expected 5D input and grid with same number of dimensions, but got "
                               f"{sizes}")
        raise NotImplementedError("grid_sample of 5-D inputs (volumetric) is not implemented in specgrad")
    if grid.ndim != 4:
        raise RuntimeError(f"grid_sampler(): expected 4D input and grid with same number of dimensions, but got {sizes}")
    if mode == 2:
        raise NotImplementedError("grid_sample with mode='bicubic' is not implemented in specgrad (bilinear and "
                                  "nearest are)")
    if mode not in (0, 1) or padding not in (0, 1, 2):
        raise RuntimeError(f"grid_sampler(): unknown interpolation mode {mode} or padding mode {padding}")


def _grid_corners(input, grid, mode, padding, align_corners):
    """Per output point: the corners read ((y, x) integer indices, their validity, their weights) and the source
    coordinates' derivatives: bilinear's four corners, nearest's one."""
    h, w = input.shape[2:]
    ix, dix = _grid_source(grid[..., 0], w, padding, align_corners)
    iy, diy = _grid_source(grid[..., 1], h, padding, align_corners)
    with np.errstate(invalid="ignore"):
        if mode == 1:  # nearest: round half to even, as PyTorch's nearbyint
            corners = [(np.rint(iy), np.rint(ix), np.ones_like(ix))]
        else:
            x0, y0 = np.floor(ix), np.floor(iy)
            x1, y1 = x0 + 1, y0 + 1
            corners = [(y0, x0, (x1 - ix) * (y1 - iy)), (y0, x1, (ix - x0) * (y1 - iy)),
                       (y1, x0, (x1 - ix) * (iy - y0)), (y1, x1, (ix - x0) * (iy - y0))]
    located = []
    for y, x, weight in corners:
        valid = (x >= 0) & (x <= w - 1) & (y >= 0) & (y <= h - 1)  # NaN coordinates read nothing
        located.append((np.where(valid, y, 0).astype(np.intp), np.where(valid, x, 0).astype(np.intp), valid,
                        np.where(valid, weight, 0).astype(input.dtype)))
    return located, (ix, iy, dix, diy)


def grid_sampler(input, grid, interpolation_mode, padding_mode, align_corners):
    """input sampled at grid: (N, C, H_out, W_out)."""
    _grid_check(input, grid, interpolation_mode, padding_mode)
    n = input.shape[0]
    batch = np.arange(n).reshape(n, 1, 1)
    out = np.zeros((n, input.shape[1]) + grid.shape[1:3], input.dtype)
    located, _ = _grid_corners(input, grid.astype(input.dtype), interpolation_mode, padding_mode, align_corners)
    for y, x, valid, weight in located:
        values = input[batch, :, y, x]  # (N, H_out, W_out, C)
        out += np.moveaxis(np.where(valid[..., None], values, 0) * weight[..., None], -1, 1)
    return out


def grid_sampler_backward(grad, input, grid, interpolation_mode, padding_mode, align_corners):
    """(input's gradient, grid's gradient) of grid_sampler, as PyTorch's grid_sampler_2d_backward."""
    n, c, h, w = input.shape
    grid = grid.astype(input.dtype)
    located, (ix, iy, dix, diy) = _grid_corners(input, grid, interpolation_mode, padding_mode, align_corners)
    g = np.moveaxis(grad, 1, -1)  # (N, H_out, W_out, C)
    batch = np.broadcast_to(np.arange(n).reshape(n, 1, 1), grid.shape[:3])
    grad_input = np.zeros(n * h * w * c, input.dtype)
    for y, x, valid, weight in located:
        flat = ((batch * h + y) * w + x)[valid]
        contribution = (g * weight[..., None])[valid]  # (points, C)
        np.add.at(grad_input.reshape(n * h * w, c), flat, contribution)  # channels last, moved below
    grad_input = np.moveaxis(grad_input.reshape(n, h, w, c), -1, 1).copy()
    grad_grid = np.zeros(grid.shape, input.dtype)
    if interpolation_mode == 0:
        x0, y0 = np.floor(ix), np.floor(iy)
        gix = np.zeros(ix.shape, input.dtype)
        giy = np.zeros(iy.shape, input.dtype)
        signs = [(-1, -1), (1, -1), (-1, 1), (1, 1)]  # nw, ne, sw, se: d weight / d ix, d weight / d iy signs
        batch_index = np.arange(n).reshape(n, 1, 1)
        for (y, x, valid, _), (sx, sy), (cy, cx) in zip(located, signs, [(0, 0), (0, 1), (1, 0), (1, 1)]):
            values = np.where(valid[..., None], input[batch_index, :, y, x], 0)  # (N, H_out, W_out, C)
            gv = (values * g).sum(-1)
            # weight = (x-part) * (y-part); the x-part is (x1 - ix) or (ix - x0), the y-part likewise
            x_part = (ix - x0) if cx else (x0 + 1 - ix)
            y_part = (iy - y0) if cy else (y0 + 1 - iy)
            gix += np.where(valid, sx * gv * y_part, 0)
            giy += np.where(valid, sy * gv * x_part, 0)
        grad_grid[..., 0] = gix * dix
        grad_grid[..., 1] = giy * diy
    return grad_input, grad_grid
