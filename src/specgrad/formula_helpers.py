"""Building blocks that gradient formulas in derivatives.yaml call by name.

A helper whose first parameter is `F` is written once over an ops namespace: the generated raw
backward passes `specgrad.generated.array_ops` (NumPy arrays), the differentiable one passes
`specgrad.generated.ops` (Tensors, recorded in the graph). So a helper built from ops is
differentiable for free, and double backward needs no second formula. Helpers without `F` only
compute metadata or constant masks from plain values.
"""
import numpy as np


def _dims(dim, ndim):
    """Normalize `dim` (None, an int or a sequence) to sorted non-negative ints."""
    if dim is None or (not isinstance(dim, int) and len(dim) == 0):
        return tuple(range(ndim))
    dims = (dim,) if isinstance(dim, (int, np.integer)) else tuple(dim)
    return tuple(sorted(d % ndim if ndim else 0 for d in dims))


def maybe_multiply(grad, alpha):
    """grad * alpha, without a pass over memory when alpha is 1 (add and sub's usual case)."""
    return grad if alpha == 1 else grad * alpha


def restore_reduced(F, grad, dim, keepdim, ndim=None):
    """Put back the size-1 axes a reduction with keepdim=False removed."""
    if keepdim:
        return grad
    if ndim is None:
        ndim = grad.ndim + 1
    shape = list(grad.shape)
    for d in _dims(dim, ndim):
        shape.insert(d, 1)
    return F.reshape(grad, shape)


def expand_reduced(F, grad, shape, dim, keepdim):
    """The gradient of a sum over `dim`: the output gradient repeated along the reduced axes."""
    if not keepdim:
        kept = [1 if i in _dims(dim, len(shape)) else n for i, n in enumerate(shape)]
        grad = F.reshape(grad, kept)
    return F.expand(grad, shape)


def reduced_numel(shape, dim):
    """How many elements each output of a reduction over `dim` averaged."""
    return int(np.prod([shape[d] for d in _dims(dim, len(shape))], dtype=np.int64)) if shape else 1


def share_among_extrema(F, grad, self, result, dim, keepdim):
    """amax/amin backward: the gradient of each slice, shared equally by the elements that hit it."""
    ndim = len(self.shape)
    if not keepdim:
        kept = [1 if i in _dims(dim, ndim) else n for i, n in enumerate(self.shape)]
        grad, result = F.reshape(grad, kept), F.reshape(result, kept)
    mask = self == result
    count = F.sum(mask, list(_dims(dim, ndim)), True)
    return F.where(mask, grad / count, 0)


def index_mask(indices, shape, dim, keepdim):
    """A bool mask of `shape`, true where `indices` (from max/min along `dim`) point."""
    if not shape:  # max(x, 0) of a 0-d tensor selects x itself
        return np.ones((), bool)
    indices = np.asarray(indices)
    dim = dim % len(shape)
    if not keepdim:
        indices = np.expand_dims(indices, dim)
    positions = np.arange(shape[dim]).reshape([-1 if i == dim else 1 for i in range(len(shape))])
    return positions == indices


def clamp_mask(self, min, max):
    """Where clamp passed its input through (the gradient flows there)."""
    if min is None:
        return self <= max
    if max is None:
        return self >= min
    return (self >= min) & (self <= max)


def inverse_permutation(dims):
    inverse = [0] * len(dims)
    for position, d in enumerate(dims):
        inverse[d % len(dims)] = position
    return inverse


def matmul_grad_self(F, grad, self, other):
    """d(self @ other)/d(self), with NumPy's promotion of 1-D operands undone."""
    if self.ndim == 1 and other.ndim == 1:
        return grad * other
    if other.ndim == 1:
        return F.matmul(F.unsqueeze(grad, -1), F.unsqueeze(other, 0))
    if self.ndim == 1:
        return F.squeeze(F.matmul(F.unsqueeze(grad, -2), F.transpose(other, -1, -2)), -2)
    return F.matmul(grad, F.transpose(other, -1, -2))


def matmul_grad_other(F, grad, self, other):
    """d(self @ other)/d(other), with NumPy's promotion of 1-D operands undone."""
    if self.ndim == 1 and other.ndim == 1:
        return grad * self
    if self.ndim == 1:
        return F.matmul(F.unsqueeze(self, -1), F.unsqueeze(grad, -2))
    if other.ndim == 1:
        return F.squeeze(F.matmul(F.transpose(self, -1, -2), F.unsqueeze(grad, -1)), -1)
    return F.matmul(F.transpose(self, -1, -2), grad)


def split_like(F, grad, shapes, dim):
    """cat backward: the slices of `grad` along `dim` that each input contributed."""
    pieces, start = [], 0
    for shape in shapes:
        if len(shape) == 1 and shape[0] == 0 and grad.ndim != 1:  # a legacy empty tensor cat skipped
            pieces.append(F.index(F.reshape(grad, [-1]), slice(0, 0)))
            continue
        stop = start + shape[dim]
        pieces.append(F.index(grad, (slice(None),) * dim + (slice(start, stop),)))
        start = stop
    return pieces


def unbind(F, grad, dim):
    """stack backward: one slice of `grad` per stacked input."""
    dim = dim % grad.ndim
    return [F.index(grad, (slice(None),) * dim + (i,)) for i in range(grad.shape[dim])]


# ------------------------------------------------------------------ reductions, scans, sorting, selection

def _raw(x):
    """The array behind a Tensor (or the array itself): for decisions on values, never recorded."""
    return getattr(x, "_data", x)


def _along(dim, part, ndim=None):
    """An index that applies `part` to axis `dim` and takes every other axis whole."""
    return (slice(None),) * dim + (part,)


def flip_along(F, x, dim):
    """x reversed along `dim` (an index with a reversed range: differentiable, as index is)."""
    n = x.shape[dim]
    return F.index(x, _along(dim, np.arange(n - 1, -1, -1)))


def reversed_cumsum(F, x, dim):
    """sum_{k >= i} x_k along `dim`: the adjoint of cumsum."""
    return flip_along(F, F.cumsum(flip_along(F, x, dim), dim), dim)


def cumsum_backward(F, grad, dim):
    if grad.ndim == 0 or grad.shape[dim] <= 1:
        return grad
    return reversed_cumsum(F, grad, dim)


def _exclusive_products(F, x, dim):
    """prod_{j != i} x_j along `dim`, without division (zeros allowed): the cumulative product of
    the elements before i times that of the elements after i, as PyTorch's prod_safe_zeros_backward."""
    n = x.shape[dim]
    if n <= 1:
        return x * 0 + 1
    ones = F.index(x, _along(dim, slice(0, 1))) * 0 + 1
    before = F.cumprod(F.cat([ones, F.index(x, _along(dim, slice(0, n - 1)))], dim), dim)
    after = F.cumprod(F.cat([ones, flip_along(F, F.index(x, _along(dim, slice(1, n))), dim)], dim), dim)
    return before * flip_along(F, after, dim)


def prod_backward(F, grad, self, result, dim, keepdim):
    """prod's gradient, right with zeros in the input: with none, grad * result / self; with one or
    more, the product of the other elements (as PyTorch's prod_backward)."""
    if self.ndim == 0:
        return grad
    if dim is None:
        flat = F.reshape(self, [-1])
        return F.reshape(prod_backward(F, F.reshape(grad, [1]), flat, F.reshape(result, [1]), 0, True), self.shape)
    if not keepdim:
        grad, result = F.unsqueeze(grad, dim), F.unsqueeze(result, dim)
    if self.shape[dim] == 0:
        return F.expand(grad, self.shape)
    if not (_raw(self) == 0).any():
        return grad * (result / self)
    return grad * _exclusive_products(F, self, dim)


def cumprod_backward(F, grad, self, dim, result):
    """cumprod's gradient, right with zeros in the input (as PyTorch's cumprod_backward): without
    zeros reversed_cumsum(grad * result) / self; with zeros, O(n) on arrays, and an exact O(n^2)
    form built from ops for create_graph=True."""
    if self.ndim == 0 or self.shape[dim] <= 1:
        return grad
    if not (_raw(self) == 0).any():
        return reversed_cumsum(F, grad * result, dim) / self
    if isinstance(grad, np.ndarray):
        return _cumprod_backward_zeros(grad, self, dim, result)
    return _cumprod_backward_quadratic(F, grad, self, dim)


def _cumprod_backward_zeros(grad, x, dim, result):
    """Before the first zero of a slice: reversed_cumsum(grad * result) / x; at the first zero z:
    sum_{k >= z} grad_k * prod_{j <= k, j != z} x_j; after it: 0 (every product holds x_z = 0)."""
    count = np.cumsum(x == 0, axis=dim)
    before = count == 0
    first = (count == 1) & (x == 0)
    out = np.where(before, reversed_cumsum(_ARRAY_OPS(), grad * result, dim) / np.where(before, x, 1), 0)
    skipped = np.cumprod(np.where(first, 1, x), axis=dim)
    return np.where(first, reversed_cumsum(_ARRAY_OPS(), grad * skipped, dim), out).astype(grad.dtype, copy=False)


def _ARRAY_OPS():
    from specgrad.generated import array_ops
    return array_ops


def _cumprod_backward_quadratic(F, grad, x, dim):
    """grad_i = prod_{j < i} x_j * sum_{k >= i} grad_k prod_{i < j <= k} x_j, from ops on an n x n
    grid per slice: exact for any zeros, so that it differentiates again."""
    last = x.ndim - 1
    if dim != last:
        x, grad = F.transpose(x, dim, last), F.transpose(grad, dim, last)
    n = x.shape[-1]
    i, j = np.arange(n)[:, None], np.arange(n)[None, :]
    rows = F.where(j > i, F.unsqueeze(x, -2), 1)              # [..., i, j]: x_j after i, else 1
    spans = F.where(j >= i, F.cumprod(rows, -1), 0)           # prod_{i < j <= k} x_j for k >= i
    tails = F.sum(spans * F.unsqueeze(grad, -2), [-1], False)
    out = _exclusive_before(F, x, last) * tails
    return F.transpose(out, dim, last) if dim != last else out


def _exclusive_before(F, x, dim):
    n = x.shape[dim]
    ones = F.index(x, _along(dim, slice(0, 1))) * 0 + 1
    return F.cumprod(F.cat([ones, F.index(x, _along(dim, slice(0, n - 1)))], dim), dim)


def var_backward(F, grad, self, dim, correction, keepdim):
    """(2 / (N - correction)) * grad * (self - mean), as PyTorch's var_backward; with N <= correction,
    inf (NaN where self is its mean)."""
    correction = 1 if correction is None else correction
    ndim = self.ndim
    if ndim and dim is not None and not keepdim:
        grad = restore_reduced(F, grad, dim, False, ndim)
    axes = list(_dims(dim, ndim)) if ndim else []
    count = reduced_numel(self.shape, dim) if ndim else 1
    mean = F.mean(self, axes, True) if ndim else self
    dof = count - correction
    if dof <= 0 and (dim is None or not ndim):
        return grad * F.where(self == mean, np.nan, np.inf)
    return (2.0 / dof if dof else np.inf) * grad * (self - mean)  # over given dims, as PyTorch: 2 / 0 is inf


def std_backward(F, grad, self, result, dim, correction, keepdim):
    """var_backward of grad / (2 * std), 0 where std is 0, as PyTorch's std_backward."""
    return var_backward(F, F.where(result == 0, 0, grad / (result * 2)), self, dim, correction, keepdim)


def norm_backward(F, grad, self, p, result, dim, keepdim):
    """The gradient of a vector p-norm over `dim`, as PyTorch's norm_backward: 0 at a zero norm for
    p = 2 (and p > 1), sign(self) for p = 1, shared among the extreme elements for p = +-inf."""
    p = 2 if p is None or p == "fro" else p
    ndim = self.ndim
    if ndim and not keepdim:
        if dim is None:
            grad, result = F.reshape(grad, [1] * ndim), F.reshape(result, [1] * ndim)
        else:
            grad, result = restore_reduced(F, grad, dim, False, ndim), restore_reduced(F, result, dim, False, ndim)
    if p == 0:
        return self * 0 * grad
    if p == 1:
        return F.sign(self) * grad
    if p == 2:
        return grad * F.where(result == 0, 0, self / result)
    if p in (np.inf, -np.inf):
        mask = F.abs(self) == result
        axes = list(_dims(dim, ndim)) if ndim else []
        count = F.sum(mask, axes, True) if ndim else 1
        return F.sign(self) * F.where(mask, grad / count, 0)
    if p < 1:
        scaled = F.where(self == 0, 0, F.sign(self) * F.abs(self) ** (p - 1))
        return scaled * grad * result ** (1 - p)
    if p < 2:
        scaled = F.sign(self) * F.abs(self) ** (p - 1)
    else:
        scaled = self * F.abs(self) ** (p - 2)
    return scaled * F.where(result == 0, 0, grad / result ** (p - 1))


def logsumexp_backward(F, grad, self, result, dim, keepdim):
    """grad * exp(self - result): each element's share of the sum (a softmax)."""
    if self.ndim and not keepdim:
        grad, result = restore_reduced(F, grad, dim, False, self.ndim), restore_reduced(F, result, dim, False, self.ndim)
    return grad * F.exp(self - result)


def logcumsumexp_backward(F, grad, self, result, dim):
    """sum_{k >= i} grad_k exp(self_i - result_k), computed in log space for the positive and the
    negative parts of grad separately, as PyTorch's logcumsumexp_backward."""
    if grad.ndim == 0 or _raw(grad).size == 0:
        return grad
    lowest = np.finfo(_raw(grad).dtype).min

    def reverse_logcumsumexp(x):
        return flip_along(F, F.logcumsumexp(flip_along(F, x, dim), dim), dim)
    log_abs = F.log(F.abs(grad))
    positive = F.where(grad > 0, log_abs, lowest)
    negative = F.where(grad < 0, log_abs, lowest)
    return (F.exp(reverse_logcumsumexp(positive - result) + self)
            - F.exp(reverse_logcumsumexp(negative - result) + self))


def var_mean_backward(F, grad_var, grad_mean, self, dim, correction, keepdim):
    """var_mean's gradient: var_backward of the first output's plus mean's (either may be None)."""
    out = None
    if grad_var is not None:
        out = var_backward(F, grad_var, self, dim, correction, keepdim)
    if grad_mean is not None:
        share = expand_reduced(F, grad_mean, self.shape, dim, keepdim) / reduced_numel(self.shape, dim)
        out = share if out is None else out + share
    return out


def std_mean_backward(F, grad_std, grad_mean, self, std, dim, correction, keepdim):
    if grad_std is not None:
        grad_std = F.where(std == 0, 0, grad_std / (std * 2))
    return var_mean_backward(F, grad_std, grad_mean, self, dim, correction, keepdim)


def aminmax_backward(F, grad_min, grad_max, self, low, high, dim, keepdim):
    """Each output's gradient shared equally among the elements equal to it, as amin and amax."""
    dims = None if dim is None else [dim]
    if dim is None and not keepdim and self.ndim:
        grad_min = None if grad_min is None else F.reshape(grad_min, [1] * self.ndim)
        grad_max = None if grad_max is None else F.reshape(grad_max, [1] * self.ndim)
        low, high, keepdim = F.reshape(low, [1] * self.ndim), F.reshape(high, [1] * self.ndim), True
    if self.ndim == 0:
        parts = [g for g in (grad_min, grad_max) if g is not None]
        return parts[0] if len(parts) == 1 else parts[0] + parts[1]
    out = None
    for grad, extreme in ((grad_min, low), (grad_max, high)):
        if grad is not None:
            part = share_among_extrema(F, grad, self, extreme, dims, keepdim)
            out = part if out is None else out + part
    return out
