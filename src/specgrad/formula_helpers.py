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


# ------------------------------------------------------------------------------ indexing and scatter

def _values(x):
    """The values of a Tensor (differentiable rendering) or an array (raw rendering), as an array."""
    return np.asarray(getattr(x, "_data", x))


def scatter_add_into(F, grad, shape, dim, index):
    """gather backward: grad added into zeros of `shape` where gather read (scatter_add, so that
    its own backward is a gather again)."""
    return F.scatter_add(np.zeros(shape, _values(grad).dtype), dim, index, grad)


def gather_padded(F, grad, dim, index, shape):
    """scatter backward for src: grad gathered where src was written from, placed into zeros of
    src's shape when src is larger than index."""
    gathered = F.gather(grad, dim, index)
    if tuple(gathered.shape) == tuple(shape):
        return gathered
    covered = tuple(slice(0, n) for n in gathered.shape) if len(shape) else ()
    return F.index_backward(gathered, list(shape), covered)


def scatter_mask(shape, dim, index):
    """True where scatter along `dim` with `index` writes into a tensor of `shape`."""
    from specgrad.array_helpers import scatter_mask as mask
    return mask(tuple(shape), dim, _values(index))


def index_add_into(F, grad, shape, dim, index):
    """index_select backward: grad added into zeros of `shape` at the slices index_select read."""
    return F.index_add(np.zeros(shape, _values(grad).dtype), dim, index, grad)


def index_slices_mask(shape, dim, index):
    """True in the slices along `dim` that `index` names (index_copy, index_fill)."""
    from specgrad.array_helpers import index_mask
    return index_mask(tuple(shape), dim, _values(index))


def masked_select_backward(F, grad, shape, mask):
    """grad placed where mask (broadcast with self) was true; the engine sums it to self's shape."""
    mask = _values(mask)
    full = np.broadcast_shapes(tuple(shape), mask.shape)
    return F.index_backward(grad, list(full), np.broadcast_to(mask, full))


def take_backward(F, grad, shape, index):
    """grad added into zeros of self's flattened shape at index, reshaped as self."""
    size = int(np.prod(shape, dtype=np.int64))
    index = _values(index)
    flat = F.index_backward(F.reshape(grad, [-1]), [size], np.where(index < 0, index + size, index).reshape(-1))
    return F.reshape(flat, list(shape))


def take_along_dim_backward(F, grad, shape, indices, dim):
    """grad added into zeros where take_along_dim read (broadcast as the forward broadcast)."""
    from specgrad.array_helpers import broadcast_along
    indices = _values(indices)
    if dim is None:
        size = int(np.prod(shape, dtype=np.int64))
        flat = scatter_add_into(F, F.reshape(grad, [-1]), [size], 0, indices.reshape(-1))
        return F.reshape(flat, list(shape))
    zeros = np.zeros(shape, _values(grad).dtype)
    zeros, indices = broadcast_along(zeros, indices, dim)
    size = zeros.shape[dim] if zeros.ndim else 1
    indices = np.where(indices < 0, indices + size, indices)
    return scatter_add_into(F, grad, zeros.shape, dim, np.ascontiguousarray(indices))


def assigned_mask(shape, indices):
    """True where x[indices] = v writes into a tensor of `shape`."""
    from specgrad.array_helpers import assigned_mask as mask
    return mask(tuple(shape), indices)


def _scatter_count(shape, dim, index, include_self):
    from specgrad.array_helpers import scatter_count
    return scatter_count(tuple(shape), dim, _values(index), include_self)


def scatter_reduce_grad_self(F, grad, self, dim, index, src, reduce, include_self, result):
    """scatter_reduce backward for self, as PyTorch's scatter_reduce_backward."""
    reduce = {"max": "amax", "min": "amin"}.get(reduce, reduce)
    if reduce == "sum":
        grad_self = grad
    elif reduce == "mean":
        grad_self = grad / _scatter_count(self.shape, dim, index, include_self).astype(_values(grad).dtype)
    elif reduce == "prod":
        masked_self = F.where(self == 0, 1, self)
        masked_result = F.scatter_reduce(masked_self, dim, index, src, "prod", include_self=include_self)
        grad_self = grad * masked_result / masked_self
    else:  # amax, amin: the gradient shared equally by every value that hit the extreme
        grad_self = F.where(_values(self) == _values(result), grad / _extreme_count(self, dim, index, src, result), 0)
    if not include_self:
        grad_self = F.where(scatter_mask(self.shape, dim, index), 0, grad_self)
    return grad_self


def scatter_reduce_grad_src(F, grad, self, dim, index, src, reduce, include_self, result):
    """scatter_reduce backward for src, as PyTorch's scatter_reduce_backward."""
    reduce = {"max": "amax", "min": "amin"}.get(reduce, reduce)
    if reduce == "sum":
        return F.gather(grad, dim, index)
    if reduce == "mean":
        count = _scatter_count(self.shape, dim, index, include_self).astype(_values(grad).dtype)
        return F.gather(grad / count, dim, index)
    if reduce == "prod":
        src_zero = _values(src) == 0
        zeros_at = np.zeros(self.shape, np.int64)
        np.add.at(zeros_at.reshape(-1) if zeros_at.ndim == 0 else zeros_at,
                  _positions(_values(index), dim), src_zero.astype(np.int64))
        single_zero = src_zero & (_gather_values(zeros_at, dim, _values(index)) == 1)
        masked_src = F.where(single_zero, 1, src)
        masked_result = F.scatter_reduce(self, dim, index, masked_src, "prod", include_self=include_self)
        return F.where(single_zero, F.gather(grad * masked_result, dim, index),
                       F.gather(grad * result, dim, index) / F.where(src_zero, 1, src))
    value = _gather_values(_values(result), dim, _values(index))
    distributed = grad / _extreme_count(self, dim, index, src, result)
    return F.where(_values(src) == value, F.gather(distributed, dim, index), 0)


def _positions(index, dim):
    from specgrad.array_helpers import _at_least_1d, _positions as positions
    return positions(_at_least_1d(index), dim)


def _gather_values(x, dim, index):
    from specgrad.array_helpers import gather
    return gather(x, dim, index)


def _extreme_count(self, dim, index, src, result):
    """How many of self and the src values scattered to each place equal the result there."""
    self, src, result, index = _values(self), _values(src), _values(result), _values(index)
    count = (self == result).astype(result.dtype)
    value = _gather_values(result, dim, index)
    from specgrad.array_helpers import scatter_add
    return scatter_add(count, dim, index, (src[tuple(slice(0, n) for n in index.shape)] == value).astype(result.dtype))
