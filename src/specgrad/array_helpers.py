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


# ------------------------------------------------------------------ elementwise math: special functions
# NumPy has no erf, lgamma, digamma, polygamma or erfinv (and SciPy is no dependency): these loops
# compute them per element in float64, as PyTorch's CPU kernels do (aten/src/ATen/native/Math.h),
# so that the values at poles and boundaries are PyTorch's too. float32 input gets a float32 result.

def _float_result(function, x, *args):
    """Run a float64 elementwise loop over x (any float dtype) and return x's dtype."""
    x = np.asarray(x)
    flat = np.ascontiguousarray(x, dtype=np.float64).reshape(-1)
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
    x = np.asarray(x)
    flat = np.ascontiguousarray(x, dtype=np.float64).reshape(-1)
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
    x = np.asarray(x)
    flat = np.ascontiguousarray(x, dtype=np.float64).reshape(-1)
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
        raise NotImplementedError(f"\"round_cpu\" not implemented for '{_kind_name(x.dtype)}'")
    if decimals >= 0:
        scale = x.dtype.type(10.0 ** decimals)
        return np.rint(x * scale) / scale
    scale = x.dtype.type(10.0 ** -decimals)
    return np.rint(x / scale) * scale


def _kind_name(dtype):
    return {"b": "Bool", "i": "Long", "u": "Byte"}.get(dtype.kind, str(dtype))


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
    if np.asarray(x).dtype.kind in "biu" and np.asarray(y).dtype.kind in "biu":
        raise RuntimeError("Integer division with addcdiv is no longer supported, and in a future release addcdiv "
                           "will perform a true division of tensor1 and tensor2. The historic addcdiv behavior can be "
                           "implemented as (input + value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for "
                           "integer inputs and as (input + value * tensor1 / tensor2) for float inputs. The future "
                           "addcdiv behavior can be implemented with (input + value * tensor1 / tensor2) for all "
                           "dtypes.")
    return x / y
