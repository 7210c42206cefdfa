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


def zeros_like_grad(grad):
    """A zero gradient: zeros of grad's shape and dtype, also where grad holds inf or NaN (grad * 0 would
    give NaN there), as PyTorch's zeros_like(grad). A constant: in a differentiable backward it has no graph."""
    from specgrad.tensor import Tensor
    if not isinstance(grad, Tensor):  # an array, or a NumPy scalar from arithmetic on a 0-d array
        return np.zeros_like(grad)
    return Tensor._wrap(np.zeros_like(grad._data))
