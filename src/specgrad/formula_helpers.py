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


# ------------------------------------------------------------------------------ shape ops (issue 6)

def filled(grads, shapes):
    """The gradients of a Tensor[] return's outputs, zeros where none flowed (None), in the dtype
    and kind (array or Tensor) of those that did: backward always receives at least one."""
    like = next(g for g in grads if g is not None)
    if isinstance(like, np.ndarray):
        return [np.zeros(shape, like.dtype) if g is None else g for g, shape in zip(grads, shapes)]
    return [type(like)._wrap(np.zeros(shape, like._data.dtype)) if g is None else g
            for g, shape in zip(grads, shapes)]


def narrow_index(shape, dim, start, length):
    """The index x[...] narrow(x, dim, start, length) reads (dim and start wrapped)."""
    dim = dim % len(shape)
    start = start + shape[dim] if start < 0 else start
    return (slice(None),) * dim + (slice(start, start + length),)


def negated(values):
    return [-v for v in values]


def repeat_backward(F, grad, shape, repeats):
    """repeat/tile backward: the sum over the tiles. Each dim of the result (size r * n) is split
    into (r, n) and the r axes summed; leading new dims are summed away."""
    repeats = list(repeats)
    padded = [1] * (len(repeats) - len(shape)) + list(shape)
    split = []
    for r, n in zip(repeats, padded):
        split += [max(r, 0), n]  # a negative repeat of an empty dim made it empty
    summed = F.sum(F.reshape(grad, split), list(range(0, 2 * len(repeats), 2)))
    return F.reshape(summed, list(shape))


def tile_repeats(shape, dims):
    """tile's dims as repeat's: padded with leading 1s to the input's rank."""
    return [1] * (len(shape) - len(dims)) + list(dims)


def repeat_interleave_backward(F, grad, shape, repeats, dim):
    """The sum of the copies of each slice: grouped sums along `dim` (the flat tensor when dim is None)."""
    axis = 0 if dim is None else dim
    n = (int(np.prod(shape, dtype=np.int64)) if dim is None else (shape[dim] if shape else 1))
    if isinstance(repeats, np.ndarray):
        counts = np.broadcast_to(repeats.reshape(-1), (n,)) if repeats.size == 1 else repeats.reshape(-1)
        index = np.repeat(np.arange(n), counts)
        flat_shape = [n] if dim is None else ([n] if not shape else list(shape))
        out = F.index_backward(grad, flat_shape, (slice(None),) * axis + (index,))
    else:
        grouped = list(grad.shape)
        grouped[axis:axis + 1] = [n, repeats]
        out = F.sum(F.reshape(grad, grouped), axis + 1)
    return F.reshape(out, list(shape))


def trace_backward(F, grad, shape):
    """grad on the diagonal of a matrix of `shape`, zeros elsewhere."""
    return F.diagonal_backward(F.expand(grad, [min(shape)]), list(shape), 0, 0, 1)


def diag_backward(F, grad, shape, diagonal):
    """diag of a vector made a matrix: its diagonal back; diag of a matrix: the diagonal scattered."""
    if len(shape) == 1:
        return F.diagonal(grad, diagonal, 0, 1)
    return F.diagonal_backward(grad, list(shape), diagonal, 0, 1)


def meshgrid_backward(F, grads, shapes, indexing):
    """Each input's gradient: its output's gradient summed over every dim but the one it runs along."""
    out = []
    for k, (g, shape) in enumerate(zip(grads, shapes)):
        if g is None:
            out.append(None)
            continue
        position = {0: 1, 1: 0}.get(k, k) if indexing == "xy" and len(grads) >= 2 else k
        others = [d for d in range(g.ndim) if d != position]
        out.append(F.reshape(F.sum(g, others) if others else g, list(shape)))
    return out


def tensor_split_backward(F, grads, shape, dim, indices):
    """tensor_split at `indices`: its pieces may overlap, so each gradient is scattered to where
    its piece came from and the scatters are added."""
    from specgrad.array_helpers import tensor_split_slices
    dim = dim % len(shape)
    total = None
    for g, index in zip(grads, tensor_split_slices(dim, indices)):
        if g is not None:
            part = F.index_backward(g, list(shape), index)
            total = part if total is None else total + part
    return total
