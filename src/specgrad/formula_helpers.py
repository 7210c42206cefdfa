"""Building blocks that gradient formulas in derivatives.yaml call by name.

A helper whose first parameter is `F` is written once over an ops namespace: the generated raw
backward passes `specgrad.generated.array_ops` (NumPy arrays), the differentiable one passes
`specgrad.generated.ops` (Tensors, recorded in the graph). So a helper built from ops is
differentiable for free, and double backward needs no second formula. Helpers without `F` only
compute metadata or constant masks from plain values.
"""
import math
import sys

import numpy as np

from specgrad.array_helpers import as_array, as_contiguous

from specgrad.dtypes import cpp_type_name, result_type, scalar_type_name


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


def gather_reduced(F, tangent, dim, indices, keepdim):
    """Forward mode of max.dim and min.dim: the tangent at the positions they chose (indices)."""
    if tangent.ndim == 0:
        return tangent
    picked = F.gather(tangent, dim, restore_reduced(F, indices, dim, keepdim, tangent.ndim))
    return picked if keepdim else F.squeeze(picked, dim)


def solve_tangent(F, A, A_t, B_t, X, left):
    """Forward mode of linalg.solve (AX = B, or XA = B with left=False): X_t = A^-1 (B_t - A_t X), or
    (B_t - X A_t) A^-1. X of a batch of vectors (B of A's shape less its last dim) is a column each."""
    vectors = X.ndim == 1 or (X.ndim == A.ndim - 1 and tuple(X.shape) == tuple(A.shape[:-1]))
    if vectors:
        X, B_t = F.unsqueeze(X, -1), F.unsqueeze(B_t, -1)
    rhs = B_t - (F.matmul(A_t, X) if left else F.matmul(X, A_t))
    X_t = F.linalg_solve(A, rhs, left=left)
    return F.squeeze(X_t, -1) if vectors else X_t


def gather_planes(F, tangent, indices, spatial):
    """Forward mode of max pooling over `spatial` dims: the tangent at the input positions that `indices`
    (flat in each plane, as PyTorch's) chose."""
    start = tangent.ndim - spatial
    planes = F.flatten(tangent, start)
    return F.reshape(F.gather(planes, start, F.flatten(indices, start)), indices.shape)


def ones_for(result):
    """Ones like an op's output, as the grad of a backward formula evaluated for forward mode."""
    from specgrad.tensor import Tensor
    return Tensor._wrap(np.ones_like(result._data))


def sum_over_reduced(F, partials, self_t, result, dim, keepdim):
    """Forward mode of a reduction from its backward formula at grad = ones (`result: auto_reduction`):
    partials holds d result / d self for each element, so the tangent is the sum of partials * self_t over
    the reduced dims (all of them when dim is None or empty)."""
    product = partials * self_t
    if dim is None or (not isinstance(dim, int) and len(dim) == 0):
        return F.reshape(F.sum(product), result.shape)
    return F.sum(product, dim, keepdim)


def layer_norm_tangent(F, input, input_t, mean, rstd, weight, weight_t, bias_t, normalized_shape):
    """Forward mode of layer_norm: with xhat = (x - mean) * rstd over the normalized dims and c = x_t -
    mean(x_t), xhat_t = rstd * (c - xhat * mean(xhat * c)); out_t = xhat_t * w + xhat * w_t + b_t."""
    dims = tuple(range(input.ndim - len(normalized_shape), input.ndim))
    xhat = (input - mean) * rstd
    centred = input_t - F.mean(input_t, dims, True)
    xhat_t = rstd * (centred - xhat * F.mean(xhat * centred, dims, True))
    out_t = xhat_t if weight is None else xhat_t * weight
    if weight_t is not None and weight is not None:
        out_t = out_t + xhat * weight_t
    return out_t if bias_t is None else out_t + bias_t


def batch_norm_tangent(F, input, input_t, save_mean, save_rstd, weight, weight_t, bias_t, training):
    """Forward mode of batch_norm over (N, C, *), per channel: as layer_norm_tangent over the dims other than
    C while training; in eval the statistics are the running ones, constants: xhat_t = x_t * rstd."""
    dims = (0,) + tuple(range(2, input.ndim))
    shape = (1, -1) + (1,) * (input.ndim - 2)
    mean, rstd = F.reshape(save_mean, shape), F.reshape(save_rstd, shape)
    xhat = (input - mean) * rstd
    if training:
        centred = input_t - F.mean(input_t, dims, True)
        xhat_t = rstd * (centred - xhat * F.mean(xhat * centred, dims, True))
    else:
        xhat_t = input_t * rstd
    out_t = xhat_t if weight is None else xhat_t * F.reshape(weight, shape)
    if weight is not None:
        out_t = out_t + xhat * F.reshape(weight_t, shape)
    return out_t if not hasattr(bias_t, "ndim") else out_t + F.reshape(bias_t, shape)  # (no bias: a 0)


def _counting_along(n, dim, ndim):
    """0, 1, ..., n - 1 along `dim` of an ndim-dimensional tensor (size 1 elsewhere): a constant."""
    from specgrad.tensor import Tensor
    shape = [1] * ndim
    shape[dim] = n
    return Tensor._wrap(np.arange(n).reshape(shape))


def cumprod_tangent(F, self, self_t, result, dim):
    """Forward mode of cumprod: result_i' = sum over j <= i of self_t[j] times the product of the other
    self[k], k <= i. Without zeros, cumsum(self_t / self) * result; with a zero, term by term along dim
    (one cumprod per position, exact there as PyTorch's)."""
    if self.ndim == 0:
        return self_t
    if not bool((self == 0).any()):
        return F.cumsum(self_t / self, dim) * result
    dim = dim % self.ndim
    positions = _counting_along(self.shape[dim], dim, self.ndim)
    total = None
    for j in range(self.shape[dim]):
        term = F.where(positions >= j, F.cumprod(F.where(positions == j, self_t, self), dim), 0)
        total = term if total is None else total + term
    return total


def logcumsumexp_tangent(F, self, self_t, dim):
    """Forward mode of logcumsumexp: sum over j <= i of softmax weights exp(x_j - r_i) times the tangent, with
    the exps shifted by the max along dim (PyTorch's logcumsumexp_jvp)."""
    if self.ndim == 0:
        return self_t
    shifted = F.exp(self - F.amax(self, dim, True))
    return F.cumsum(shifted * self_t, dim) / F.cumsum(shifted, dim)


def cholesky_tangent(F, result, A_t, upper):
    """Forward mode of cholesky (A = L L^T): L_t = L phi(L^-1 A_t L^-T), phi the lower triangle with half
    the diagonal (A_t symmetric)."""
    L = F.transpose(result, -2, -1) if upper else result
    inner = F.linalg_solve(L, F.transpose(F.linalg_solve(L, A_t), -2, -1))
    phi = F.tril(inner) - 0.5 * F.diag_embed(F.diagonal(inner, 0, -2, -1))
    L_t = F.matmul(L, phi)
    return F.transpose(L_t, -2, -1) if upper else L_t


def eigh_vectors_tangent(F, A_t, eigenvalues, eigenvectors):
    """Forward mode of eigh's eigenvectors: V (V^T A_t V o E), E_ij = 1 / (lambda_j - lambda_i) off the
    diagonal and 0 on it (distinct eigenvalues)."""
    from specgrad.tensor import Tensor
    V = eigenvectors
    projected = F.matmul(F.transpose(V, -2, -1), F.matmul(A_t, V))
    gaps = F.unsqueeze(eigenvalues, -2) - F.unsqueeze(eigenvalues, -1)
    diagonal = Tensor._wrap(np.eye(V.shape[-1], dtype=bool))
    return F.matmul(V, projected * F.where(diagonal, 0, 1 / F.where(diagonal, 1, gaps)))


def eigenvalues_tangent(F, A_t, eigenvectors):
    """Forward mode of symmetric eigenvalues: the diagonal of V^T A_t V."""
    V = eigenvectors
    return F.diagonal(F.matmul(F.transpose(V, -2, -1), F.matmul(A_t, V)), 0, -2, -1)


def singular_values_tangent(F, A, A_t):
    """Forward mode of svdvals: the diagonal of U^T A_t V (distinct singular values)."""
    U, _, Vh = F.linalg_svd(A, False)
    return F.diagonal(F.matmul(F.transpose(U, -2, -1), F.matmul(A_t, F.transpose(Vh, -2, -1))), 0, -2, -1)


def var_tangent(F, self, self_t, dim, correction, keepdim):
    """Forward mode of var: 2 sum((x - mean) x_t) / (N - correction) over the reduced dims."""
    n = reduced_numel(self.shape, dim)
    centred = self - F.mean(self, dim, True)
    return F.sum(centred * self_t, dim, keepdim) * 2 / (n - (1 if correction is None else correction))


def extreme_tangent(F, self, self_t, value, dim, keepdim):
    """Forward mode of amin/amax (aminmax): the mean of the tangent over the elements equal to the extreme."""
    at = self == (value if dim is None else restore_reduced(F, value, dim, keepdim, self.ndim))
    return F.sum(F.where(at, self_t, 0), dim, keepdim) / F.sum(at, dim, keepdim)


def expand_reduced(F, grad, shape, dim, keepdim):
    """The gradient of a sum over `dim`: the output gradient repeated along the reduced axes."""
    if type(grad) is np.ndarray and grad.ndim == 0 and 1 not in shape:
        # a sum of every element (a loss): the scalar gradient broadcast, as reshape and expand would
        # give it (every stride 0), without their checks (about 7 us of a small backward)
        return np.broadcast_to(grad, tuple(shape))
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
    # multiplied by the mask, as PyTorch's scale_grad_by_count: a slice whose extreme is NaN (no element equals
    # it, count 0) gets NaN, and an inf or NaN grad reaches the other elements as NaN
    return grad / count * mask


def index_mask(indices, shape, dim, keepdim):
    """A bool mask of `shape`, true where `indices` (from max/min along `dim`) point."""
    if not shape:  # max(x, 0) of a 0-d tensor selects x itself
        return np.ones((), bool)
    indices = as_array(indices)
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
    if other.ndim == 2 and self.ndim > 2:  # one matrix for a whole stack: one GEMM over the stack, no sum after
        rows = math.prod(self.shape[:-1])
        return F.matmul(F.t(F.reshape(self, [rows, self.shape[-1]])), F.reshape(grad, [rows, grad.shape[-1]]))
    return F.matmul(F.transpose(self, -1, -2), grad)


def split_like(F, grad, shapes, dim):
    """cat backward: the slices of `grad` along `dim` that each input contributed."""
    pieces, start = [], 0
    for shape in shapes:
        if len(shape) == 1 and shape[0] == 0:  # an empty 1-d input: fresh zeros, as PyTorch's cat backward
            pieces.append(constant_zeros(grad, (0,)))
            continue
        stop = start + shape[dim]
        pieces.append(F.index(grad, (slice(None),) * dim + (slice(start, stop),)))
        start = stop
    return pieces


def unbind(F, grad, dim):
    """stack backward: one slice of `grad` per stacked input."""
    dim = dim % grad.ndim
    return [F.index(grad, (slice(None),) * dim + (i,)) for i in range(grad.shape[dim])]


def linear_grad_weight(F, grad, self):
    """d(self @ weight.T)/d(weight): grad^T @ self, summed over the batch dims."""
    if self.ndim == 1:
        return F.matmul(F.unsqueeze(grad, -1), F.unsqueeze(self, 0))
    rows = math.prod(self.shape[:-1])
    return F.matmul(F.t(F.reshape(grad, [rows, grad.shape[-1]])), F.reshape(self, [rows, self.shape[-1]]))


def apply_reduction(F, loss, reduction):
    """A loss's `reduction`: 'mean' (the default), 'sum' or 'none' (elementwise), as torch.nn.functional."""
    if reduction == "mean":
        return F.mean(loss)
    if reduction == "sum":
        return F.sum(loss)
    if reduction == "none":
        return loss
    raise ValueError(f"{reduction} is not a valid value for reduction: use 'none', 'mean' or 'sum'")


def broadcast_common(F, a, b):
    """a and b broadcast to one shape, then in their common dtype, as broadcast_tensors before an op
    (torch.nn.functional's losses, cosine_similarity): a 0-d input then promotes like any tensor
    (float32 with a 0-d float64 gives float64)."""
    shape = np.broadcast_shapes(tuple(a.shape), tuple(b.shape))
    a, b = F.expand(a, shape), F.expand(b, shape)
    dtype = result_type(a, b)
    if a._data.dtype != dtype:
        a = F._to_copy(a, dtype)
    if b._data.dtype != dtype:
        b = F._to_copy(b, dtype)
    return a, b


def broadcast_difference(F, input, target):
    """input - target, both broadcast and promoted first (broadcast_common): a bool or integer target
    is converted rather than refused."""
    input, target = broadcast_common(F, input, target)
    return input - target
# ------------------------------------------------------------------------------ linear algebra

def _constant(F, array):
    """A constant array as the namespace takes it: as it is for array_ops, a Tensor for ops."""
    tensor = getattr(F, "Tensor", None)
    return array if tensor is None else tensor._wrap(array)


def kron_backward(F, grad, self, other, which):
    """kron backward for `self` (which="self") or `other`: grad seen as the interleaved product
    [a0, b0, a1, b1, ...], times the other factor, summed over the other factor's axes."""
    ndim = max(self.ndim, other.ndim)
    a = (1,) * (ndim - self.ndim) + tuple(self.shape)
    b = (1,) * (ndim - other.ndim) + tuple(other.shape)
    g = F.reshape(grad, [n for pair in zip(a, b) for n in pair])
    if which == "self":
        factor = F.reshape(other, [n for m in b for n in (1, m)])
        summed = F.sum(g * factor, list(range(1, 2 * ndim, 2)), False) if ndim else g * factor
        return F.reshape(summed, list(self.shape))
    factor = F.reshape(self, [n for m in a for n in (m, 1)])
    summed = F.sum(g * factor, list(range(0, 2 * ndim, 2)), False) if ndim else g * factor
    return F.reshape(summed, list(other.shape))


def einsum_operand_grad(F, grad, subscripts, out, operands, k):
    """The gradient of operand k of einsum(subscripts -> out), by einsum itself: grad and the
    other operands contracted to operand k's subscripts. A letter only operand k has (summed away
    in the forward) comes back through a ones vector; a repeated letter (a diagonal, a trace)
    through an identity matrix, so the gradient lies on that diagonal."""
    from specgrad.array_helpers import _LETTERS
    shape = tuple(operands[k].shape)
    sizes = {}
    for term, x in zip(subscripts, operands):
        for ch, n in zip(term, x.shape):
            sizes[ch] = max(sizes.get(ch, 1), n)
    terms = [out] + [t for j, t in enumerate(subscripts) if j != k]
    inputs = [grad] + [x for j, x in enumerate(operands) if j != k]
    used = set("".join(subscripts) + out)
    fresh = (ch for ch in _LETTERS if ch not in used)
    target = ""
    available = set("".join(terms))
    dtype = np.dtype(grad.dtype.numpy if hasattr(grad.dtype, "numpy") else grad.dtype)
    for ch, n in zip(subscripts[k], shape):
        if ch in target:              # a repeated letter: the diagonal, through an identity matrix
            new = next(fresh)
            terms.append(ch + new)
            inputs.append(_constant(F, np.eye(n, dtype=dtype)))
            target += new
            continue
        if ch not in available:       # summed away in the forward: every element gets the gradient
            terms.append(ch)
            inputs.append(_constant(F, np.ones(n, dtype=dtype)))
            available.add(ch)
        target += ch
    result = F.einsum(",".join(terms) + "->" + target, inputs)
    if tuple(result.shape) != shape:
        # a letter of size 1 here and n (or 0) in another operand broadcasts: summed back to 1 here; a letter of
        # size n (or 0) here that is 1 elsewhere comes out as 1: the same value for each of its n elements
        summed = [d for d, (r, s) in enumerate(zip(result.shape, shape)) if s == 1 and r != 1]
        if summed:
            result = F.sum(result, summed, True)
        result = F.expand(result, list(shape))
    return result


def einsum_backward(F, grad, equation, tensors):
    """einsum backward: one gradient per operand, each an einsum (so double backward is einsum too)."""
    from specgrad.array_helpers import einsum_subscripts
    subscripts, out = einsum_subscripts(equation, [t.ndim for t in tensors])
    return [einsum_operand_grad(F, grad, subscripts, out, tensors, k) for k in range(len(tensors))]


def tensordot_backward(F, grad, a, b, dims, which):
    """tensordot backward as einsum backward, over the equation tensordot computes."""
    from specgrad.array_helpers import _LETTERS, tensordot_dims
    da, db = tensordot_dims(a.ndim, b.ndim, dims)
    letters = iter(_LETTERS)
    sa = [next(letters) for _ in range(a.ndim)]
    sb = [next(letters) for _ in range(b.ndim)]
    for i, j in zip(da, db):
        sb[j] = sa[i]
    out = "".join(c for i, c in enumerate(sa) if i not in da) + "".join(c for j, c in enumerate(sb) if j not in db)
    subscripts = ["".join(sa), "".join(sb)]
    return einsum_operand_grad(F, grad, subscripts, out, [a, b], 0 if which == "a" else 1)


def cross_dim(shape, dim):
    """The dim torch.cross works along: `dim`, or (dim=None) the first of size 3."""
    if dim is not None:
        return dim
    return list(shape).index(3)


def _mT(F, x):
    return F.transpose(x, -1, -2)


def _as_matrix_scale(F, x):
    """A batch of numbers (...) as (..., 1, 1), to scale a batch of matrices."""
    return F.unsqueeze(F.unsqueeze(x, -1), -1)


def inv_backward(F, grad, inverse):
    """linalg.inv backward: -A^-T grad A^-T, from the saved inverse."""
    inverse_t = _mT(F, inverse)
    return -F.matmul(F.matmul(inverse_t, grad), inverse_t)


def det_backward(F, grad, A, det):
    """linalg.det backward: grad * det * A^-T where A is invertible. Where det is 0 (a singular
    matrix) the gradient is the cofactor matrix, U diag(prod of the other singular values) Vh times
    det(U Vh) from the SVD, as PyTorch; there it is computed on arrays (not differentiated again)."""
    if A.shape[-1] == 1:  # the cofactor of a 1x1 matrix is 1: grad itself, no graph of A (as PyTorch's)
        return _as_matrix_scale(F, grad)
    if 0 in A.shape:  # no elements: an empty gradient with no graph, as PyTorch's
        return constant_zeros(grad, A.shape)
    raw_det = det._data if hasattr(det, "_data") else det
    if not np.any(raw_det == 0):
        return _as_matrix_scale(F, grad * det) * _mT(F, F.linalg_inv(A))
    raw_A = A._data if hasattr(A, "_data") else A
    U, S, Vh = np.linalg.svd(raw_A)
    n = S.shape[-1]
    others = np.stack([np.prod(np.delete(S, i, axis=-1), axis=-1) for i in range(n)], axis=-1) if n else S
    sign = np.linalg.det(U) * np.linalg.det(Vh)
    cofactor = (U * others[..., None, :]) @ Vh * sign[..., None, None]
    return _as_matrix_scale(F, grad) * _constant(F, cofactor.astype(raw_A.dtype, copy=False))


def slogdet_backward(F, grad, A):
    """linalg.slogdet backward (of logabsdet; the sign is piecewise constant): grad * A^-T. On arrays a singular A
    gives the inf and NaN of an LU solve, as PyTorch's (which solves with the forward's LU and checks nothing);
    differentiated again, A^-T is linalg_inv's, which refuses a singular A."""
    if getattr(F, "Tensor", None) is None:
        return _array_helpers.scaled_inverse_transpose(A, grad)
    return _as_matrix_scale(F, grad) * _mT(F, F.linalg_inv(A))


def solve_backward(F, grad, A, X, left, which):
    """linalg.solve backward, as PyTorch's linalg_solve_backward: gB = solve(A^T, grad), and
    gA = -gB X^T (left) or -X^T gB (left=False); B a (batch of) vector(s) when X is one."""
    vector = X.ndim == A.ndim - 1
    gB = F.linalg_solve(_mT(F, A), grad, left=left)
    if which == "B":
        return gB
    if vector:
        return -F.unsqueeze(gB, -1) * F.unsqueeze(X, -2)
    return -F.matmul(gB, _mT(F, X)) if left else -F.matmul(_mT(F, X), gB)


def cholesky_backward(F, grad, L, upper):
    """linalg.cholesky backward, as PyTorch's cholesky_backward (Murray 2016, arXiv 1602.07527):
    A^-bar = L^-T Phi(L^T grad) L^-1 with Phi the lower triangle, its diagonal halved, symmetrized."""
    if upper:
        L, grad = _mT(F, L), _mT(F, grad)
    n = L.shape[-1]
    lower = np.tril(np.ones((n, n), dtype=bool))
    strictly_lower = np.tril(np.ones((n, n), dtype=bool), -1)
    phi = F.where(lower, F.matmul(_mT(F, L), grad), 0)
    phi = (phi + _mT(F, F.where(strictly_lower, phi, 0))) * 0.5
    return F.linalg_solve(L, F.linalg_solve(_mT(F, L), phi), left=False)


# Backward of the decompositions, as PyTorch's FunctionsManual.cpp. The gradient of an output that
# received none arrives as None (grad_U ...) and counts as zeros: the terms it would give are skipped.

def _eye(F, n, like):
    dtype = np.dtype(like.dtype.numpy if hasattr(like.dtype, "numpy") else like.dtype)
    return _constant(F, np.eye(n, dtype=dtype))


def _diag_embed(F, x):
    """A batch of vectors (..., k) as diagonal matrices (..., k, k)."""
    return F.unsqueeze(x, -2) * _eye(F, x.shape[-1], x)


def _tril(F, x, k=0):
    n, m = x.shape[-2], x.shape[-1]
    return F.where(np.tril(np.ones((n, m), dtype=bool), k), x, 0)


def _qr_differentiable(Q, R, mode):
    """(m, n) of a QR decomposition that can be differentiated, else PyTorch's error."""
    if mode == "r":
        raise RuntimeError("The derivative of linalg.qr depends on Q, which is not computed when mode='r'. Please "
                           "use linalg.qr(A, mode='reduced') if you are going to differentiate through linalg.qr.")
    m, n = Q.shape[-2], R.shape[-1]
    if mode == "complete" and m > n:
        raise RuntimeError("The QR decomposition is not differentiable when mode='complete' and nrows > ncols.")
    return m, n


def qr_backward(F, grad_Q, grad_R, Q, R, mode):
    """linalg.qr backward (PyTorch's linalg_qr_backward). For m >= n: with M = gR R^T - Q^T gQ,
    gA = (gQ + Q syminvadj(triu(M))) R^-T, syminvadj(X) = X + X^T with the diagonal counted once.
    For m < n, A = [X | Y] with X square: X's part from (gQ + Y gR_Y^T, gR_X), Y's part Q gR_Y."""
    m, n = _qr_differentiable(Q, R, mode)
    if grad_Q is None and grad_R is None:
        return None
    if m < n:  # wide: R = [U | V] with Q U = X the square part, V = Q^T Y
        U, V = F.index(R, (Ellipsis, slice(0, m))), F.index(R, (Ellipsis, slice(m, n)))
        Y = F.matmul(Q, V)
        gU = gV = None
        if grad_R is not None:
            gU, gV = F.index(grad_R, (Ellipsis, slice(0, m))), F.index(grad_R, (Ellipsis, slice(m, n)))
            extra = F.matmul(Y, _mT(F, gV))
            grad_Q = extra if grad_Q is None else grad_Q + extra
        gX = qr_backward(F, grad_Q, gU, Q, U, "reduced")
        gY = F.matmul(Q, gV) if gV is not None else F.matmul(Q, F.index(R, (Ellipsis, slice(m, n)))) * 0
        return F.cat([gX, gY], gX.ndim - 1)
    if grad_Q is not None and grad_R is not None:
        M = F.matmul(grad_R, _mT(F, R)) - F.matmul(_mT(F, Q), grad_Q)
    elif grad_Q is not None:
        M = -F.matmul(_mT(F, Q), grad_Q)
    else:
        M = F.matmul(grad_R, _mT(F, R))
    # syminvadj(triu(M)): the symmetric matrix whose upper triangle is M's, its diagonal M's own
    k = M.shape[-1]
    upper = F.where(np.triu(np.ones((k, k), dtype=bool)), M, 0)
    strictly_upper = F.where(np.triu(np.ones((k, k), dtype=bool), 1), M, 0)
    gA = F.matmul(Q, upper + _mT(F, strictly_upper))
    if grad_Q is not None:
        gA = gA + grad_Q
    return F.linalg_solve(_mT(F, R), gA, left=False)   # gA R^-T


def qr_tangent(F, A, A_t, Q, R, mode):
    """Forward mode of linalg.qr (Q_t, R_t). For m >= n, from A_t = Q_t R + Q R_t: C = Q^T A_t R^-1 splits into
    the skew-symmetric Q^T Q_t (its strictly lower part is C's) and the upper triangular R_t R^-1. For m < n,
    A = [X | Y]: X's square decomposition, then V = Q^T Y gives V_t = Q_t^T Y + Q^T Y_t."""
    m, n = _qr_differentiable(Q, R, mode)
    if m < n:
        X, Y = F.index(A, (Ellipsis, slice(0, m))), F.index(A, (Ellipsis, slice(m, n)))
        X_t, Y_t = F.index(A_t, (Ellipsis, slice(0, m))), F.index(A_t, (Ellipsis, slice(m, n)))
        Q_t, U_t = qr_tangent(F, X, X_t, Q, F.index(R, (Ellipsis, slice(0, m))), "reduced")
        V_t = F.matmul(_mT(F, Q_t), Y) + F.matmul(_mT(F, Q), Y_t)
        return Q_t, F.cat([U_t, V_t], R.ndim - 1)
    C = F.linalg_solve(R, F.matmul(_mT(F, Q), A_t), left=False)   # Q^T A_t R^-1
    lower = F.tril(C, -1)
    upper = C - (lower - _mT(F, lower))                              # R_t R^-1
    return F.linalg_solve(R, A_t, left=False) - F.matmul(Q, upper), F.matmul(upper, R)


def svd_tangent(F, A, A_t, U, S, Vh, full_matrices):
    """Forward mode of linalg.svd (U_t, S_t, Vh_t), real case, as PyTorch's linalg_svd_jvp: with dP = U^T A_t V,
    S_t = diag(dP); U_t = U (E o (dP S + S dP^T)) + (I - U U^T) A_t V S^-1 and V_t = V (E o (S dP + dP^T S)) +
    (I - V V^T) A_t^T U S^-1, E_ij = 1 / (s_j^2 - s_i^2) off the diagonal. With full_matrices, the columns
    beyond min(m, n) (not unique) get zero tangents, as PyTorch's."""
    m, n, k = A.shape[-2], A.shape[-1], S.shape[-1]
    Uk = F.index(U, (Ellipsis, slice(0, k)))
    Vk = _mT(F, F.index(Vh, (Ellipsis, slice(0, k), slice(None))))
    dP = F.matmul(F.matmul(_mT(F, Uk), A_t), Vk)
    s_row, s_col = F.unsqueeze(S, -2), F.unsqueeze(S, -1)        # s_j along a row, s_i down a column
    diagonal = np.eye(k, dtype=bool)
    gap = s_row * s_row - s_col * s_col
    E = F.where(diagonal, 0, 1 / F.where(diagonal, 1, gap))
    dPt = _mT(F, dP)
    U_t = F.matmul(Uk, E * (dP * s_row + s_col * dPt))
    V_t = F.matmul(Vk, E * (s_col * dP + dPt * s_row))
    if m > k:
        U_t = U_t + (F.matmul(A_t, Vk) - F.matmul(Uk, dP)) / s_row
    if n > k:
        V_t = V_t + (F.matmul(_mT(F, A_t), Uk) - F.matmul(Vk, dPt)) / s_row
    Vh_t = _mT(F, V_t)
    if full_matrices and m > k:
        U_t = F.cat([U_t, constant_zeros(U_t, tuple(U_t.shape[:-1]) + (m - k,))], U_t.ndim - 1)
    if full_matrices and n > k:
        Vh_t = F.cat([Vh_t, constant_zeros(Vh_t, tuple(Vh_t.shape[:-2]) + (n - k, n))], Vh_t.ndim - 2)
    return U_t, F.diagonal(dP, 0, -2, -1), Vh_t


def svd_backward(F, grad_U, grad_S, grad_Vh, U, S, Vh, full_matrices):
    """linalg.svd backward (PyTorch's svd_backward, real case). With full_matrices, only the first
    k = min(m, n) singular vectors take part (the others are not unique), as in PyTorch."""
    k = S.shape[-1]
    if full_matrices:
        U, Vh = F.index(U, (Ellipsis, slice(0, k))), F.index(Vh, (Ellipsis, slice(0, k), slice(None)))
        grad_U = None if grad_U is None else F.index(grad_U, (Ellipsis, slice(0, k)))
        grad_Vh = None if grad_Vh is None else F.index(grad_Vh, (Ellipsis, slice(0, k), slice(None)))
    m, n = U.shape[-2], Vh.shape[-1]
    if grad_U is None and grad_Vh is None:
        if grad_S is None:
            return None
        return F.matmul(U * F.unsqueeze(grad_S, -2), Vh)
    S_row, S_col = F.unsqueeze(S, -2), F.unsqueeze(S, -1)
    S2 = S * S
    E = F.unsqueeze(S2, -2) - F.unsqueeze(S2, -1) + _eye(F, k, S)   # s_j^2 - s_i^2, 1 on the diagonal
    UhgU = VhgV = None
    if grad_U is not None:
        UhgU = F.matmul(_mT(F, U), grad_U)
        UhgU = UhgU - _mT(F, UhgU)
    if grad_Vh is not None:
        VhgV = F.matmul(Vh, _mT(F, grad_Vh))
        VhgV = VhgV - _mT(F, VhgV)
    if UhgU is not None and VhgV is not None:
        gA = (UhgU * S_row + S_col * VhgV) / E
    elif UhgU is not None:
        gA = UhgU * S_row / E
    else:
        gA = S_col * VhgV / E
    if grad_S is not None:
        gA = gA + _diag_embed(F, grad_S)
    if m > k and grad_U is not None:
        gA = F.matmul(U, gA)
        gUSinv = grad_U / S_row
        gA = gA + gUSinv - F.matmul(U, F.matmul(_mT(F, U), gUSinv))
        return F.matmul(gA, Vh)
    if n > k and grad_Vh is not None:
        gA = F.matmul(gA, Vh)
        SinvgVh = grad_Vh / S_col
        gA = gA + SinvgVh - F.matmul(F.matmul(SinvgVh, _mT(F, Vh)), Vh)
        return F.matmul(U, gA)
    return F.matmul(U, F.matmul(gA, Vh))


def eigh_backward(F, grad_eigenvalues, grad_eigenvectors, eigenvalues, eigenvectors):
    """linalg.eigh backward (PyTorch's linalg_eig_backward, Hermitian case):
    gA = V (diag(gL) + skew(V^T gV) / 2 / E) V^T with E_ij = L_j - L_i."""
    V, L = eigenvectors, eigenvalues
    if grad_eigenvectors is None:
        if grad_eigenvalues is None:
            return None
        return F.matmul(V * F.unsqueeze(grad_eigenvalues, -2), _mT(F, V))
    n = L.shape[-1]
    VhgV = F.matmul(_mT(F, V), grad_eigenvectors)
    VhgV = (VhgV - _mT(F, VhgV)) * 0.5
    E = F.unsqueeze(L, -2) - F.unsqueeze(L, -1) + _eye(F, n, L)
    inner = VhgV / E       # its diagonal is 0: skew-symmetric
    if grad_eigenvalues is not None:
        inner = inner + _diag_embed(F, grad_eigenvalues)
    return F.matmul(V, F.matmul(inner, _mT(F, V)))


def svdvals_backward(F, grad, A):
    """linalg.svdvals backward: U diag(grad) Vh, through linalg.svd (so it differentiates again)."""
    U, S, Vh = F.linalg_svd(A, False)
    return F.matmul(U * F.unsqueeze(grad, -2), Vh)


def eigvalsh_backward(F, grad, A, UPLO):
    """linalg.eigvalsh backward: V diag(grad) V^T, through linalg.eigh."""
    L, V = F.linalg_eigh(A, UPLO)
    return F.matmul(V * F.unsqueeze(grad, -2), _mT(F, V))


# ---- torch.linalg composites (issue 6): norms, products, views, as PyTorch's LinearAlgebra.cpp writes them

def _linalg_wrap_dim(d, ndim):
    rank = max(ndim, 1)
    if not -rank <= d < rank:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-rank}, {rank - 1}], but got {d})")
    return d % rank


def _linalg_is_matrix(A, name, what="A"):
    if A.ndim < 2:
        raise RuntimeError(f"{name}: The input tensor {what} must have at least 2 dimensions.")


def _linalg_square(A, name, what="A"):
    _linalg_is_matrix(A, name, what)
    if A.shape[-1] != A.shape[-2]:
        raise RuntimeError(f"{name}: {what} must be batches of square matrices, but they are {A.shape[-2]} by "
                           f"{A.shape[-1]} matrices")


def _linalg_floating(A, name, low_precision=True):
    """PyTorch's checkFloatingOrComplex: a floating tensor; float16 only where the op allows low precision."""
    dtype = _raw(A).dtype
    if dtype.kind != "f":
        raise RuntimeError(f"{name}: Expected a floating point or complex tensor as input. Got {_label(A)}")
    if not low_precision and dtype.itemsize < 4:
        raise RuntimeError(f"{name}: Low precision dtypes not supported. Got {_label(A)}")


def _linalg_same_dtype(name, first, second, what=("A", "B")):
    if _raw(first).dtype != _raw(second).dtype:
        raise RuntimeError(f"{name}: Expected {what[0]} and {what[1]} to have the same dtype, but found {what[0]} of "
                           f"type {_label(first)} and {what[1]} of type {_label(second)} instead.")


def _ord_text(ord):
    return f"{float(ord):g}" if not isinstance(ord, str) else ord


def _backshift_permutation(dim0, dim1, ndim):
    """PyTorch's create_dim_backshift_permutation: dims dim0 and dim1 moved to the end, in that order."""
    return [d for d in range(ndim) if d not in (dim0, dim1)] + [dim0, dim1]


def _reverse_permutation(permutation):
    reverse = [0] * len(permutation)
    for i, p in enumerate(permutation):
        reverse[p] = i
    return reverse


def linalg_matrix_norm_of(F, A, ord, dim, keepdim, dtype):
    """linalg.matrix_norm, as PyTorch's: 'fro' the vector 2-norm over dim; 'nuc', 2 and -2 from the singular values
    (sum, max, min) of A with dim moved to the end; 1, -1, inf, -inf the max/min over one dim of the 1-norms over
    the other (amax/amin: ties share the gradient)."""
    if not isinstance(dim, (list, tuple)) or not all(isinstance(d, (int, np.integer)) for d in dim):
        # PyTorch's int[2] (dim is an int?[] here, as given): a single int or None is no list of two, and
        # the parser refuses it before any check
        raise TypeError(f"linalg_matrix_norm() received an invalid combination of arguments - got dim={dim!r}, but "
                        f"expected a tuple of ints")
    if isinstance(ord, str):
        if ord not in ("fro", "nuc"):
            raise RuntimeError(f"linalg.matrix_norm: Order {ord} not supported.")
        low_precision = ord != "nuc"
    else:
        if abs(float(ord)) not in (1.0, 2.0, math.inf):
            raise RuntimeError(f"linalg.matrix_norm: Order {_ord_text(ord)} not supported.")
        low_precision = abs(float(ord)) != 2.0
    _linalg_is_matrix(A, "linalg.matrix_norm")
    _linalg_floating(A, "linalg.matrix_norm", low_precision)
    dim = list(dim)
    if len(dim) != 2:
        raise RuntimeError(f"linalg.matrix_norm: dim must be a 2-tuple. Got {' '.join(str(d) for d in dim)}")
    dim = [_linalg_wrap_dim(d, A.ndim) for d in dim]
    if dim[0] == dim[1]:
        raise RuntimeError(f"linalg.matrix_norm: dims must be different. Got ({dim[0]}, {dim[1]})")
    if ord == "fro":
        return F.linalg_vector_norm(A, 2, dim, keepdim, dtype=dtype)
    if dtype is not None:
        A = A.to(dtype)
    if ord == 2 and 0 in (A.shape[dim[0]], A.shape[dim[1]]):
        # no singular values: zeros that take no gradient, as PyTorch's (-2 refuses, as amin of nothing)
        shape = [1 if d in dim else n for d, n in enumerate(A.shape) if keepdim or d not in dim]
        return _constant(F, np.zeros(shape, _raw(A).dtype))
    if ord == "nuc" or abs(float(ord)) == 2.0:
        permutation = _backshift_permutation(dim[0], dim[1], A.ndim)
        values = F.linalg_svdvals(F.permute(A, permutation))
        if ord == "nuc":
            result = F.sum(values, [-1], keepdim)
        else:
            result = (F.amax if float(ord) > 0 else F.amin)(values, -1, keepdim)
        if keepdim:
            result = F.permute(F.unsqueeze(result, -1), _reverse_permutation(permutation))
        return result
    first, second = dim
    if abs(float(ord)) == math.inf:
        first, second = second, first
    if not keepdim and first < second:
        second -= 1
    norms = F.linalg_vector_norm(A, 1, [first], keepdim)
    return (F.amax if float(ord) > 0 else F.amin)(norms, [second], keepdim)


def linalg_norm_of(F, A, ord, dim, keepdim, dtype):
    """linalg.norm: a matrix norm when ord is given and dim has two dims (or A is 2-D without dim), else the vector
    norm (ord None: the 2-norm of all elements); a string ord is always a matrix norm."""
    if dim is not None:
        dims = [dim] if isinstance(dim, (int, np.integer)) else list(dim)
        if len(dims) not in (1, 2):
            raise RuntimeError(f"linalg.norm: If dim is specified, it must be of length 1 or 2. Got {dims}")
    elif ord is not None and A.ndim not in (1, 2):
        raise RuntimeError(f"linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got "
                           f"{A.ndim}D.")
    if isinstance(ord, str) or (ord is not None and (len(dims) == 2 if dim is not None else A.ndim == 2)):
        return linalg_matrix_norm_of(F, A, ord, dims if dim is not None else [0, 1], keepdim, dtype)
    return F.linalg_vector_norm(A, 2 if ord is None else ord, dim, keepdim, dtype=dtype)


def linalg_vecdot_of(F, x, y, dim):
    """linalg.vecdot: sum(x * y, dim) (x.conj() for complex), x and y of one floating dtype."""
    _linalg_floating(x, "linalg.vecdot")
    if _raw(x).dtype != _raw(y).dtype:
        raise RuntimeError(f"linalg.vecdot: Expected x and y to have the same dtype, but found x of type "
                           f"{_label(x)} and y of type {_label(y)} instead")
    return F.sum(F.mul(x, y), [dim], False)


_CAFFE2_NAMES = {"float32": "float", "float64": "double", "float16": "c10::Half", "int64": "long int", "int32": "int",
                 "int16": "short int", "int8": "signed char", "uint8": "unsigned char", "bool": "bool"}


def _matrix_chain_order(shapes):
    """PyTorch's matrix_chain_order: the split s[i][j] of the cheapest product of matrices i..j."""
    n = len(shapes)
    p = [s[0] for s in shapes] + [shapes[-1][1]]
    m = [[0] * n for _ in range(n)]
    s = [[0] * n for _ in range(n)]
    for length in range(1, n):
        for i in range(n - length):
            j = i + length
            m[i][j] = None
            for k in range(i, j):
                q = m[i][k] + m[k + 1][j] + p[i] * p[k + 1] * p[j + 1]
                if m[i][j] is None or q < m[i][j]:
                    m[i][j], s[i][j] = q, k
    return s


def linalg_multi_dot_of(F, tensors):
    """linalg.multi_dot: the chain of mm in PyTorch's order (the cheapest, from its matrix_chain_order; for three
    matrices its cost comparison), the first (last) tensor a row (column) when 1-D."""
    n = len(tensors)
    if n < 2:
        raise RuntimeError(f"multi_dot(): expected at least 2 tensors but got {n}")
    first, last = tensors[0].ndim, tensors[-1].ndim
    if first not in (1, 2):
        raise RuntimeError(f"multi_dot(): the first tensor must be 1D or 2D but got {first}D")
    if last not in (1, 2):
        raise RuntimeError(f"multi_dot(): the last tensor must be 1D or 2D but got {last}D")
    for i in range(1, n - 1):
        if tensors[i].ndim != 2:
            raise RuntimeError(f"multi_dot(): tensor {i} must be 2D but got {tensors[i].ndim}D")
    dtype = _raw(tensors[0]).dtype
    for i in range(1, n):
        if _raw(tensors[i]).dtype != dtype:
            raise RuntimeError(f"multi_dot(): all tensors must have be the same dtype but tensor 0 is "
                               f"{_CAFFE2_NAMES[dtype.name]} and tensor {i} {_CAFFE2_NAMES[_raw(tensors[i]).dtype.name]}")
    matrices = list(tensors)
    if first == 1:
        matrices[0] = F.unsqueeze(matrices[0], 0)
    if last == 1:
        matrices[-1] = F.unsqueeze(matrices[-1], -1)
    for i in range(n - 1):
        if matrices[i].shape[-1] != matrices[i + 1].shape[0]:
            raise RuntimeError(f"multi_dot(): tensors {i} and {i + 1} with shapes {list(tensors[i].shape)} and "
                               f"{list(tensors[i + 1].shape)} cannot be multiplied")
    if n == 2:
        result = F.mm(matrices[0], matrices[1])
    elif n == 3:
        A, B, C = matrices
        a, b, c, d = A.shape[0], B.shape[0], C.shape[0], C.shape[1]
        if (a * c) * (b + d) > (b * d) * (a + c):
            result = F.mm(A, F.mm(B, C))
        else:
            result = F.mm(F.mm(A, B), C)
    else:
        order = _matrix_chain_order([tuple(m.shape) for m in matrices])

        def chain(i, j):
            if i == j:
                return matrices[i]
            return F.mm(chain(i, order[i][j]), chain(order[i][j] + 1, j))
        result = chain(0, n - 1)
    if first == 1 and last == 1:
        return F.reshape(result, [])
    if first == 1:
        return F.squeeze(result, 0)
    if last == 1:
        return F.squeeze(result, -1)
    return result


def adjoint_of(F, self):
    """adjoint: the transpose of the last two dims (a view; the conjugate for complex). A 0-D tensor is returned
    itself, with PyTorch's deprecation warning."""
    if self.ndim == 0:
        import warnings
        warnings.warn("adjoint() is deprecated on 0-D tensors. Consider using x.conj().", UserWarning, stacklevel=3)
        return self
    if self.ndim < 2:
        raise RuntimeError(f"tensor.adjoint() is only supported on matrices or batches of matrices. Got "
                           f"{self.ndim}-D tensor.")
    return F.transpose(self, -2, -1)


# ------------------------------------------------------------------------------ indexing and scatter

def _values(x):
    """The values of a Tensor (differentiable rendering) or an array (raw rendering), as an array."""
    return as_array(getattr(x, "_data", x))


def scatter_add_into(F, grad, shape, dim, index):
    """gather backward: grad added into zeros of `shape` where gather read (scatter_add, so that
    its own backward is a gather again)."""
    return F.scatter_add(np.zeros(shape, _values(grad).dtype), dim, index, grad)


def gather_padded(F, grad, dim, index, shape):
    """scatter backward for src: grad gathered where src was written from, placed into zeros of
    src's shape when src is larger than index."""
    gathered = F.gather(grad, dim, index)
    if not gathered.ndim and len(shape):  # a 0-d index wrote src's first element alone
        gathered = F.reshape(gathered, [1] * len(shape))
    if tuple(gathered.shape) == tuple(shape):
        return gathered
    if 0 in tuple(gathered.shape):  # an empty index wrote nothing from src
        if 0 in tuple(shape):  # src is empty too: its shape, still computed from grad as PyTorch's gather
            return F.reshape(gathered, list(shape))
        return constant_zeros(grad, shape)
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
    size = math.prod(shape)
    index = _values(index)
    flat = F.index_backward(F.reshape(grad, [-1]), [size], np.where(index < 0, index + size, index).reshape(-1))
    return F.reshape(flat, list(shape))


def take_along_dim_backward(F, grad, shape, indices, dim):
    """grad added into zeros where take_along_dim read (broadcast as the forward broadcast)."""
    from specgrad.array_helpers import broadcast_along
    indices = _values(indices)
    if dim is None:
        size = math.prod(shape)
        flat = scatter_add_into(F, F.reshape(grad, [-1]), [size], 0, indices.reshape(-1))
        return F.reshape(flat, list(shape))
    zeros = np.zeros(shape, _values(grad).dtype)
    zeros, indices = broadcast_along(zeros, indices, dim)
    size = zeros.shape[dim] if zeros.ndim else 1
    indices = np.where(indices < 0, indices + size, indices)
    return scatter_add_into(F, grad, zeros.shape, dim, as_contiguous(indices))


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
    """scatter_reduce backward for src, as PyTorch's scatter_reduce_backward; where index is smaller than
    src (0-d included), the elements it does not reach get zeros (PyTorch's engine refuses its gradient of
    the index's shape for sum and mean, and prod's reads src beyond the index)."""
    index_shape = tuple(index.shape) or (1,) * len(src.shape)
    if index_shape == tuple(src.shape) or 0 in index_shape:
        return _scatter_reduce_grad_src(F, grad, self, dim, index, src, reduce, include_self, result)
    covered = tuple(slice(0, n) for n in index_shape)
    index = np.reshape(_values(index), index_shape)
    read = _scatter_reduce_grad_src(F, grad, self, dim, index, src[covered], reduce, include_self, result)
    return F.index_backward(read, list(src.shape), covered)


def _scatter_reduce_grad_src(F, grad, self, dim, index, src, reduce, include_self, result):
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
    from specgrad.array_helpers import _at_least_1d, _int_if_empty, _positions as positions
    return positions(_at_least_1d(_int_if_empty(as_array(index))), dim)


def _gather_values(x, dim, index):
    from specgrad.array_helpers import gather
    return gather(x, dim, index)


def _extreme_count(self, dim, index, src, result):
    """How many of self and the src values scattered to each place equal the result there."""
    from specgrad.array_helpers import _int_if_empty
    self, src, result, index = _values(self), _values(src), _values(result), _int_if_empty(_values(index))
    count = (self == result).astype(result.dtype)
    value = _gather_values(result, dim, index)
    from specgrad.array_helpers import scatter_add
    return scatter_add(count, dim, index, (src[tuple(slice(0, n) for n in index.shape)] == value).astype(result.dtype))
def constant_zeros(grad, shape):
    """Zeros of `shape` in grad's dtype and kind (array or Tensor), with no graph: PyTorch's at::zeros."""
    if isinstance(grad, np.ndarray):
        return np.zeros(tuple(shape), grad.dtype)
    return type(grad)._wrap(np.zeros(tuple(shape), grad._data.dtype))


def zeros_like_grad(grad):
    """A zero gradient: zeros of grad's shape and dtype, also where grad holds inf or NaN (grad * 0 would
    give NaN there), as PyTorch's zeros_like(grad). A constant: in a differentiable backward it has no graph."""
    from specgrad.tensor import Tensor
    if not isinstance(grad, Tensor):  # an array, or a NumPy scalar from arithmetic on a 0-d array
        return np.zeros_like(grad)
    # an example's shape under vmap (its zeros are the same for every example)
    return Tensor._wrap(np.zeros(tuple(grad.shape), grad._data.dtype))


def outer_product(F, self, vec2):
    """torch.outer as PyTorch writes it, self.reshape(-1, 1) * vec2: mul's promotion (a bool vector
    times a float one) and mul's gradients."""
    for name, v in (("self", self), ("vec2", vec2)):
        if v.ndim != 1:
            raise RuntimeError(f"outer: Expected 1-D argument {name}, but got {v.ndim}-D")
    return F.mul(F.unsqueeze(self, 1), vec2)
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
        if isinstance(grad, (np.ndarray, np.generic)) and np.count_nonzero(_raw(self) == 0) > 1:
            # PyTorch's shortcut outside create_graph: zeros, whatever grad holds (NaN or inf too)
            return np.zeros(_raw(self).shape, _raw(self).dtype)
        flat = F.reshape(self, [-1])
        return F.reshape(prod_backward(F, F.reshape(grad, [1]), flat, F.reshape(result, [1]), 0, True), self.shape)
    if not keepdim:
        grad, result = F.unsqueeze(grad, dim), F.unsqueeze(result, dim)
    if not (_raw(self) == 0).any():  # an empty input too, as PyTorch (its gradient then keeps the graph)
        return grad * (result / self)
    if self.shape[dim] == 1:  # with zeros, over one element: grad itself, as PyTorch's prod_safe_zeros_backward
        return grad
    return grad * _exclusive_products(F, self, dim)


def cumprod_backward(F, grad, self, dim, result):
    """cumprod's gradient, right with zeros in the input (as PyTorch's cumprod_backward): without
    zeros reversed_cumsum(grad * result) / self; with zeros, O(n) on arrays, and an exact O(n^2)
    form built from ops for create_graph=True."""
    if self.ndim == 0 or self.shape[dim] <= 1 or _raw(self).size <= 1:  # PyTorch's early returns
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
        return None  # PyTorch's norm_backward returns an undefined gradient: grad() gives None
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
    if any(r <= 0 for r in repeats):  # nothing was repeated: a constant zero gradient, as PyTorch's at::zeros
        return constant_zeros(grad, shape)
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
    axis = 0 if dim is None else dim % max(len(shape), 1)
    n = (math.prod(shape) if dim is None else (shape[dim] if shape else 1))
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
# ------------------------------------------------------------------ nn.functional: activations, softmax, losses

def softmax_dim(name, ndim, dim, stacklevel=3):
    """F.softmax(x) without dim: PyTorch's legacy choice (0 for 0-, 1- and 3-D inputs, else 1), with its warning."""
    if dim is not None:
        return dim
    import warnings
    warnings.warn(f"Implicit dimension choice for {name} has been deprecated. Change the call to include dim=X "
                  f"as an argument.", stacklevel=stacklevel)
    return 0 if ndim in (0, 1, 3) else 1


def gelu_second_derivative(F, self, approximate):
    """d^2 gelu(x) / dx^2, written with ops (gelu_backward's own derivative)."""
    if approximate == "tanh":
        k, c = float(np.sqrt(2 / np.pi)), 0.044715
        t = F.tanh(k * (self + c * self * self * self))
        du = k * (1 + 3 * c * self * self)
        return (1 - t * t) * (du - self * t * du * du + 3 * k * c * self * self)
    return F.exp(-0.5 * self * self) * (2 - self * self) / float(np.sqrt(2 * np.pi))


def glu_halves(F, self, dim):
    """glu's two halves of `self` along dim: (a, b), checked as PyTorch does."""
    if self.ndim == 0:
        raise RuntimeError("glu does not support scalars because halving size must be even")
    dim = dim % self.ndim
    size = self.shape[dim]
    if size % 2:
        raise RuntimeError(f"Halving dimension must be even, but dimension {dim} is size {size}")
    before = (slice(None),) * dim
    return F.index(self, before + (slice(0, size // 2),)), F.index(self, before + (slice(size // 2, size),))


def glu_of(F, self, dim):
    """glu: the first half of self along dim, gated by the sigmoid of the second."""
    a, b = glu_halves(F, self, dim)
    return a * F.sigmoid(b)


def prelu_of(F, self, weight):
    """max(0, x) + weight * min(0, x), weight along dim 1 (the channels) or one weight for all."""
    if weight.ndim > 1:
        raise RuntimeError(f"prelu: Expected `weight` to be a scalar or 1D tensor, but got: ndim = {weight.ndim}")
    channels = self.shape[1] if self.ndim >= 2 else 1
    count = weight.shape[0] if weight.ndim == 1 else 1
    if count != 1 and count != channels:
        raise RuntimeError(f"Mismatch of parameter numbers and input channel size. Found parameter numbers = "
                           f"{count} and channel size = {channels}.")
    if self.dtype != weight.dtype:
        raise RuntimeError(f"prelu: Type promoting not supported. Got {scalar_type_name(self.dtype)} and "
                           f"{scalar_type_name(weight.dtype)}")
    if weight.ndim == 1 and count > 1:
        weight = F.reshape(weight, [count] + [1] * (self.ndim - 2))
    elif weight.ndim == 1:  # one weight for all: the result has the input's shape, also a 0-d input's
        weight = F.reshape(weight, [])
    return F.where(self > 0, self, weight * self)


def legacy_reduction(size_average, reduce, reduction):
    """The losses' deprecated size_average= and reduce=, as torch.nn._reduction.legacy_get_string."""
    if size_average is None and reduce is None:
        return reduction
    import warnings
    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    result = "none" if not reduce else ("mean" if size_average else "sum")
    warnings.warn(f"size_average and reduce args will be deprecated, please use reduction='{result}' instead.",
                  stacklevel=3)
    return result


def reduction_of(size_average, reduce, reduction):
    """The reduction a loss applies: `reduction`, or what the deprecated size_average/reduce say."""
    if size_average is None and reduce is None:
        return reduction
    if reduce is not None and not reduce:
        return "none"
    return "sum" if size_average is not None and not size_average else "mean"


def loss_reduction(F, loss, size_average, reduce, reduction, weight=None, mean_over_weight=True, input_shape=None):
    """A loss's elementwise values reduced as torch.nn.functional does, with the deprecated
    size_average/reduce (warned about) and an optional elementwise `weight` (l1, mse, huber)."""
    if size_average is not None or reduce is not None:
        reduction = legacy_reduction(size_average, reduce, reduction)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if weight is None:
        return apply_reduction(F, loss, reduction)
    if tuple(weight.shape) != tuple(loss.shape if input_shape is None else input_shape):
        raise ValueError("Weights and input must have the same size.")
    loss = loss * weight
    if reduction == "mean" and mean_over_weight:
        return F.sum(loss) / F.sum(weight)
    return apply_reduction(F, loss, reduction)


def nll_loss_backward(F, grad, shape, dtype, target, weight, ignore_index, reduction):
    """d nll_loss / d input: -weight[target] (over the total weight for 'mean') at each target's
    class, 0 elsewhere and where target is ignore_index; linear in grad."""
    target = _values(target)
    weight = None if weight is None else _values(weight)
    np_dtype = getattr(dtype, "numpy", dtype)
    single = len(shape) == 1
    t = target.reshape(1) if single else target
    valid = t != ignore_index
    safe = np.where(valid, t, 0)
    # new arrays *_like(t): on target's device (NumPy's functions hand a CuPy array to CuPy's)
    classes = shape[0 if single else 1]
    w = np.ones_like(t, shape=(classes,), dtype=np_dtype) if weight is None else as_array(weight, np_dtype).reshape(-1)
    if not all(shape):  # no elements (no classes: every target ignored): nothing was picked
        coefficient = np.zeros_like(t, shape=tuple(shape), dtype=np_dtype, order="C")
    else:
        picked = np.where(valid, w[safe], 0).astype(np_dtype)
        if reduction == "mean":
            picked = picked / picked.sum()
        coefficient = np.zeros_like(t, shape=(1,) + tuple(shape) if single else tuple(shape), dtype=np_dtype, order="C")
        # an ignored target's row stays +0.0 (PyTorch's kernel writes nothing there), not -0.0 from -picked
        np.put_along_axis(coefficient, np.expand_dims(safe, 1), np.expand_dims(np.where(valid, -picked, 0), 1), axis=1)
        coefficient = coefficient.reshape(shape)
    if reduction == "none" and not single:
        grad = F.unsqueeze(grad, 1)
    return grad * coefficient


def cross_entropy_of(F, self, target, weight, ignore_index, reduction, label_smoothing):
    """cross_entropy as PyTorch composes it: log_softmax over the class dim, then nll_loss for class
    indices or -sum(target * log p) for class probabilities, with label smoothing. A target of the
    input's shape holds probabilities, any other one class indices (PyTorch's rule, and its checks in
    its order). A negative label_smoothing is no smoothing, as there."""
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if tuple(target.shape) == tuple(self.shape):
        return _cross_entropy_of_probabilities(F, self, target, weight, ignore_index, reduction, label_smoothing)
    if label_smoothing > 1.0:
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing:g}")
    if self.ndim == 0:  # PyTorch's class dim is 1 unless the input is 1-D: log_softmax(self, 1) refuses a 0-D input
        raise IndexError("Dimension out of range (expected to be in range of [-1, 0], but got 1)")
    class_dim = 1 if self.ndim >= 2 else 0
    classes = self.shape[class_dim] if self.ndim else 0
    if fused_cross_entropy(self, target, weight, reduction, label_smoothing):
        if nn_kernels.targets_valid(as_contiguous(_values(target)), classes, ignore_index):  # else nll_loss's error
            return F.cross_entropy_indices(self, target, ignore_index, reduction)[0]
    logp = F.log_softmax(self, class_dim)
    loss = F.nll_loss(logp, target, weight, None, ignore_index, None, reduction)
    if label_smoothing <= 0:
        return loss
    ignored = as_array(target.numpy() == ignore_index)
    w = None if weight is None else F.reshape(weight, [classes] + [1] * (self.ndim - class_dim - 1))
    smooth = -F.sum(logp if w is None else logp * w, class_dim)
    smooth = F.where(ignored, 0, smooth)
    if reduction == "sum":
        smooth = F.sum(smooth)
    elif reduction == "mean":
        kept = target.numpy()[~ignored]
        denominator = kept.size if weight is None else weight.detach().numpy()[kept].sum()
        smooth = F.sum(smooth) / denominator
    return (1 - label_smoothing) * loss + smooth * _c_divide(label_smoothing, classes)


def _cross_entropy_of_probabilities(F, self, target, weight, ignore_index, reduction, label_smoothing):
    """-sum(target * log_softmax(self)) over the class dim: PyTorch's cross_entropy_loss_prob_target."""
    if _raw(target).dtype.kind != "f":
        raise RuntimeError(f"Expected floating point type for target with class probabilities, got "
                           f"{scalar_type_name(_raw(target).dtype)}")
    if ignore_index >= 0:
        raise RuntimeError("ignore_index is not supported for floating point target")
    if self.ndim == 0:  # PyTorch reads self.size(1)
        raise IndexError("Dimension specified as 1 but tensor has no dimensions")
    class_dim = 1 if self.ndim >= 2 else 0
    classes = self.shape[class_dim]
    if weight is not None and (weight.ndim != 1 or weight.shape[0] != classes):
        raise RuntimeError(f"cross_entropy: weight tensor should be defined either for all {classes} classes or "
                           f"no classes but got weight tensor of shape: {list(weight.shape)}")
    if label_smoothing > 1.0:
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing:g}")
    logp = F.log_softmax(self, class_dim)
    if label_smoothing > 0:
        target = target * (1 - label_smoothing) + _c_divide(label_smoothing, classes)
    terms = logp * target
    if weight is not None:
        terms = terms * F.reshape(weight, [classes] + [1] * (self.ndim - class_dim - 1))
    if reduction == "none":
        return -F.sum(terms, class_dim)
    total = -F.sum(terms)
    # no elements (no classes either): 0 / 0, NaN, as PyTorch
    return total if reduction == "sum" else total / (int(np.prod(self.shape)) // classes if classes else 0)


def smooth_l1(F, diff, beta):
    """smooth_l1_loss of diff = input - target, d = |diff|: 0.5 diff^2 / beta below beta, d - 0.5 beta from it (l1
    at beta 0). The square of diff itself, not of |diff|: at diff = 0 the second derivative is 1 / beta, as
    PyTorch's (abs's derivative sign(0) = 0 made it 0)."""
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    d = F.abs(diff)
    if beta == 0:
        return d
    return F.where(d < beta, 0.5 * diff * diff / beta, d - 0.5 * beta)


def huber(F, diff, delta):
    """huber_loss of diff = input - target, d = |diff|: 0.5 diff^2 below delta, delta (d - 0.5 delta) from it (the
    square of diff itself, as smooth_l1)."""
    if delta <= 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    d = F.abs(diff)
    return F.where(d < delta, 0.5 * diff * diff, delta * (d - 0.5 * delta))


def _refuse_weight_gradient(op, **weights):
    """PyTorch's error for class or element weights that require grad (they take no gradient)."""
    from specgrad.grad_mode import is_grad_enabled
    for name, weight in weights.items():
        if weight is not None and weight.requires_grad and is_grad_enabled():
            raise RuntimeError(f"The function '{op}' is not differentiable with respect to argument '{name}'. "
                               f"This input cannot have requires_grad True.")


def binary_cross_entropy_terms(F, self, target, weight):
    """-(t log x + (1 - t) log(1 - x)) * weight, each log clamped to >= -100 as PyTorch (the sizes are checked
    first: target_size_check)."""
    _refuse_weight_gradient("binary_cross_entropy", weight=weight)
    # PyTorch's kernel checks each element's input, then its target (NaN fails too): the first bad element speaks
    bad_input = ~((_values(self) >= 0) & (_values(self) <= 1)).reshape(-1)
    bad_target = ~((_values(target) >= 0) & (_values(target) <= 1)).reshape(-1)
    bad = np.flatnonzero(bad_input | bad_target)
    if bad.size:
        raise RuntimeError(f"all elements of {'input' if bad_input[bad[0]] else 'target'} should be between 0 and 1")
    # log(0) is -inf: 1 stands in for 0 under the log, and the clamp turns it into -100
    log_x = F.clamp(F.where(self > 0, F.log(F.where(self > 0, self, 1.0)), -100.0), -100.0)
    log_1mx = F.clamp(F.where(self < 1, F.log(F.where(self < 1, 1 - self, 1.0)), -100.0), -100.0)
    terms = -(target * log_x + (1 - target) * log_1mx)
    if weight is not None and weight.dtype != terms.dtype:  # PyTorch multiplies in place: the input's dtype stays
        weight = F._to_copy(weight, terms.dtype)
    return terms if weight is None else terms * weight


def _size(t):
    return f"torch.Size([{', '.join(str(n) for n in t.shape)}])"


def bce_with_logits_terms(F, self, target, weight, pos_weight):
    """(1 - t) x - (1 + (pos_weight - 1) t) log(sigmoid(x)), times weight, as PyTorch computes it (the sizes are
    checked first: target_size_check)."""
    _refuse_weight_gradient("binary_cross_entropy_with_logits", weight=weight, pos_weight=pos_weight)
    if _raw(target).dtype.kind in "iu":  # PyTorch's (1 - target).mul_(input): in place, in the target's dtype
        raise RuntimeError(f"result type {scalar_type_name(self.dtype)} can't be cast to the desired output type "
                           f"{scalar_type_name(target.dtype)}")
    # PyTorch multiplies in place: log_sigmoid(input) by the pos_weight term, the target-shaped loss by weight
    if pos_weight is not None:
        _in_place_broadcast_check(self.shape, pos_weight.shape, target.shape)
    if weight is not None:
        _in_place_broadcast_check(target.shape, weight.shape)
    if self.dtype != target.dtype:  # PyTorch computes in the target's dtype
        self = F._to_copy(self, target.dtype)
    log_weight = 1 if pos_weight is None else (pos_weight - 1) * target + 1
    terms = (1 - target) * self - log_weight * F.logsigmoid(self)
    if weight is not None:
        terms = terms * weight
    # the weights multiply in place: the target's dtype stays
    return F._to_copy(terms, target.dtype) if terms.dtype != target.dtype and _raw(target).dtype.kind == "f" else terms


def _in_place_broadcast_check(out_shape, *other_shapes):
    """PyTorch's error for out.op_(other) where other (the broadcast of other_shapes) broadcasts, but not into
    out's shape; shapes that do not broadcast at all are left to the op's own error."""
    try:
        other = np.broadcast_shapes(*map(tuple, other_shapes))
        shape = np.broadcast_shapes(tuple(out_shape), other)
    except ValueError:
        return
    if shape != tuple(out_shape):
        raise RuntimeError(f"output with shape {list(out_shape)} doesn't match the broadcast shape {list(shape)}")


def kl_div_terms(F, self, target, log_target):
    """xlogy(target, target) - target * input, as PyTorch writes it (0 where target is 0, and xlogy's
    gradients there); or exp(t) (t - input) for a log target."""
    if log_target:
        return F.exp(target) * (target - self)
    return F.xlogy(target, target) - target * self


def kl_div_reduction(F, loss, size_average, reduce, reduction, batch):
    if size_average is not None or reduce is not None:
        # torch.nn.functional.kl_div reduces as the legacy arguments say, and then still divides by the
        # batch size when reduction says 'batchmean'
        reduced = loss_reduction(F, loss, None, None, legacy_reduction(size_average, reduce, reduction))
        return reduced / batch if reduction == "batchmean" and batch is not None else reduced
    if reduction == "batchmean":
        # the sum over the batch size, none for a 0-d input (an empty batch: 0 / 0, NaN, as PyTorch)
        return F.sum(loss) if batch is None else F.sum(loss) / batch
    if reduction == "mean":
        import warnings
        warnings.warn("reduction: 'mean' divides the total loss by both the batch size and the support size."
                      "'batchmean' divides only by the batch size, and aligns with the KL div math definition."
                      "'mean' will be changed to behave the same as 'batchmean' in the next major release.",
                      stacklevel=3)
    return loss_reduction(F, loss, None, None, reduction)


def clamp_min_like_torch(F, x, minimum):
    """max(x, minimum) with the gradient of x itself (PyTorch clamps these norms under no_grad). Where nothing is
    clamped, x plus -0.0, which keeps a -0.0 (plus 0.0 would make it +0.0: gaussian_nll_loss's var)."""
    values = _values(x)
    return x + np.where(values < minimum, np.maximum(values, minimum) - values, -0.0)


def cosine_similarity_of(F, x1, x2, dim, eps):
    """sum((x1 / |x1|) * (x2 / |x2|)) along dim, the norms clamped to eps, as PyTorch."""
    from specgrad.dispatch import dim_arg
    if eps < 0:
        raise RuntimeError(f"eps must be non-negative, got: {eps:g}")
    # PyTorch expands both first (a shape mismatch is its error before the dim's): the norms are over the broadcast
    # shape, and a 0-d input promotes
    try:
        x1, x2 = broadcast_common(F, x1, x2)
    except ValueError as error:
        from specgrad.dispatch import shape_error
        raise shape_error("cosine_similarity", error, x1, x2) from None
    rank = x1.ndim
    dim = dim_arg(dim, rank, "cosine_similarity")
    dim = dim - rank if dim >= 0 else dim  # counted from the end
    # linalg.vector_norm, as ATen: its gradient is 0 at a zero norm (sqrt's would be NaN)
    n1 = clamp_min_like_torch(F, F.linalg_vector_norm(x1, 2, [dim], True), eps)
    n2 = clamp_min_like_torch(F, F.linalg_vector_norm(x2, 2, [dim], True), eps)
    return F.sum((x1 / n1) * (x2 / n2), dim)


def pairwise_distance_of(F, x1, x2, p, eps, keepdim):
    """The p-norm of x1 - x2 + eps over the last dim."""
    d = x1 - x2 + float(eps)  # a double in ATen: integer inputs give the default float dtype
    # at::norm over the innermost dim, as ATen (any p: 0 counts, inf, negative; -1 of 0-d inputs is |d|)
    return F.norm(d, float(p), [max(x1.ndim, x2.ndim) - 1], keepdim)


def margin_ranking_terms(F, input1, input2, target, margin):
    """max(0, -target (input1 - input2) + margin), the three inputs of one rank as PyTorch requires."""
    if not input1.ndim == input2.ndim == target.ndim:
        raise RuntimeError(f"margin_ranking_loss : All input tensors should have same dimension but got sizes: "
                           f"input1: {_size(input1)}, input2: {_size(input2)}, target: {_size(target)} ")
    return F.clamp(-target * (input1 - input2) + float(margin), 0)  # a double in ATen: integers give float32


# ------------------------------------------------------------------------------ convolution

def _conv_tuple(value, nd, name, op):
    """stride/dilation/output_padding as nd ints (one int applies to every spatial dim), as PyTorch."""
    value = tuple(value) if not isinstance(value, (int, np.integer)) else (int(value),)
    if len(value) == 1:
        value = value * nd
    if len(value) != nd:
        raise RuntimeError(f"expected {name} to be a single integer value or a list of {nd} values to match "
                           f"the convolution dimensions, but got {name}={list(value)}")
    return value


def _conv_padding(padding, nd, kernel, stride, dilation, op):
    """padding as (low, high) per spatial dim: ints pad both sides; 'valid' none; 'same' keeps the
    size, with the odd one on the high side, as PyTorch's _conv_padding_same."""
    if isinstance(padding, str):
        if padding == "valid":
            return (0,) * (2 * nd)
        if padding != "same":
            raise RuntimeError(f"Invalid padding string: '{padding}'")
        if any(s != 1 for s in stride):
            raise RuntimeError("padding='same' is not supported for strided convolutions")
        pairs = []
        for k, d in zip(kernel, dilation):
            total = d * (k - 1)
            pairs += [total // 2, total - total // 2]
        return tuple(pairs)
    padding = _conv_tuple(padding, nd, "padding", op)
    if any(p < 0 for p in padding):
        raise RuntimeError("negative padding is not supported")
    return tuple(p for p in padding for _ in range(2))


def _conv_check(op, input, weight, bias, nd, groups, transposed):
    """PyTorch's checks of a convolution's shapes, with its messages."""
    if weight.ndim != nd + 2:
        raise RuntimeError(f"weight should have at least three dimensions" if weight.ndim < 3 else
                           f"Expected {nd + 2}-dimensional weight for {nd + 2}-dimensional input, "
                           f"but got {weight.ndim}-dimensional weight of size {list(weight.shape)}")
    if input.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"Expected {nd + 1}D (unbatched) or {nd + 2}D (batched) input to {op}, but got input "
                           f"of size: {list(input.shape)}")
    if groups <= 0:
        raise RuntimeError("non-positive groups is not supported")
    channels = input.shape[1] if input.ndim == nd + 2 else input.shape[0]
    if transposed:
        if channels != weight.shape[0]:
            raise RuntimeError(f"Given transposed=1, weight of size {list(weight.shape)}, expected input"
                               f"{list(input.shape)} to have {weight.shape[0]} channels, but got {channels} "
                               f"channels instead")
        if weight.shape[0] % groups:
            raise RuntimeError(f"Given groups={groups}, expected weight to be divisible by {groups} at dimension 0, "
                               f"but got weight of size {list(weight.shape)} instead")
        out_channels = weight.shape[1] * groups
    else:
        if weight.shape[0] % groups:
            raise RuntimeError(f"Given groups={groups}, expected weight to be divisible by {groups} at dimension 0, "
                               f"but got weight of size {list(weight.shape)} instead")
        if channels != weight.shape[1] * groups:
            raise RuntimeError(f"Given groups={groups}, weight of size {list(weight.shape)}, expected input"
                               f"{list(input.shape)} to have {weight.shape[1] * groups} channels, but got "
                               f"{channels} channels instead")
        out_channels = weight.shape[0]
    if bias is not None and tuple(bias.shape) != (out_channels,):
        raise RuntimeError(f"Given weight of size {list(weight.shape)}, expected bias to be 1-dimensional with "
                           f"{out_channels} elements, but got bias of size {list(bias.shape)} instead")


def _conv_bias(F, bias, input):
    """The bias in input's dtype: PyTorch's transposed and padding='same'/'valid' convolutions take a
    float32 bias with float64 input (and cast it), and refuse any other mismatch."""
    if bias._data.dtype == input._data.dtype:
        return bias
    if input._data.dtype == np.float64 and bias._data.dtype == np.float32:
        return F._to_copy(bias, input._data.dtype)
    raise RuntimeError(f"Input type ({input.dtype}) and bias type ({bias.dtype}) should be the same")


def conv_nd(F, input, weight, bias, stride, padding, dilation, groups, nd, op):
    """conv1d/conv2d/conv3d: checks, the padding, then the internal convolution op plus bias."""
    _conv_check(op, input, weight, bias, nd, groups, False)
    kernel = tuple(weight.shape[2:])
    stride = _conv_tuple(stride, nd, "stride", op)
    dilation = _conv_tuple(dilation, nd, "dilation", op)
    if any(s <= 0 for s in stride):
        raise RuntimeError("non-positive stride is not supported")
    if any(d <= 0 for d in dilation):
        raise RuntimeError("dilation should be greater than zero")
    pairs = _conv_padding(padding, nd, kernel, stride, dilation, op)
    batched = input.ndim == nd + 2
    if not batched:
        input = F.unsqueeze(input, 0)
    padded = [input.shape[2 + i] + pairs[2 * i] + pairs[2 * i + 1] for i in range(nd)]
    if any(p < d * (k - 1) + 1 for p, k, d in zip(padded, kernel, dilation)):
        raise RuntimeError(f"Calculated padded input size per channel: ({' x '.join(map(str, padded))}). Kernel size: "
                           f"({' x '.join(str(d * (k - 1) + 1) for k, d in zip(kernel, dilation))}). Kernel size "
                           f"can't be greater than actual input size")
    if bias is not None and isinstance(padding, str):
        bias = _conv_bias(F, bias, input)
    if bias is None:
        out = F.convolution(input, weight, list(stride), list(pairs), list(dilation), groups)
    else:  # the bias added in the convolution's own pass
        out = F.convolution_bias(input, weight, bias, list(stride), list(pairs), list(dilation), groups)
    return out if batched else F.squeeze(out, 0)


def conv_transpose_nd(F, input, weight, bias, stride, padding, output_padding, groups, dilation, nd, op):
    """conv_transpose1d/2d/3d: the gradient of a convolution for its input, plus bias."""
    _conv_check(op, input, weight, bias, nd, groups, True)
    kernel = tuple(weight.shape[2:])
    stride = _conv_tuple(stride, nd, "stride", op)
    dilation = _conv_tuple(dilation, nd, "dilation", op)
    padding = _conv_tuple(padding, nd, "padding", op)
    output_padding = _conv_tuple(output_padding, nd, "output_padding", op)
    if any(s <= 0 for s in stride):
        raise RuntimeError("non-positive stride is not supported")
    if any(d <= 0 for d in dilation):
        raise RuntimeError("dilation should be greater than zero")
    if any(p < 0 for p in padding) or any(p < 0 for p in output_padding):
        raise RuntimeError("negative padding is not supported")
    if any(p >= s and p >= d for p, s, d in zip(output_padding, stride, dilation)):
        raise RuntimeError(f"output padding must be smaller than either stride or dilation, but got "
                           f"output_padding={list(output_padding)} stride={list(stride)} dilation={list(dilation)}")
    batched = input.ndim == nd + 2
    if not batched:
        input = F.unsqueeze(input, 0)
    size = [(input.shape[2 + i] - 1) * stride[i] - 2 * padding[i] + dilation[i] * (kernel[i] - 1)
            + output_padding[i] + 1 for i in range(nd)]
    if any(s <= 0 for s in size):
        raise RuntimeError(f"Given input size per channel: ({' x '.join(map(str, input.shape[2:]))}). Calculated "
                           f"output size per channel: ({' x '.join(map(str, size))}). Output size is too small")
    shape = [input.shape[0], weight.shape[1] * groups, *size]
    pairs = [p for p in padding for _ in range(2)]
    out = F.convolution_input_grad(input, weight, shape, list(stride), pairs, list(dilation), groups)
    if bias is not None:
        bias = _conv_bias(F, bias, input)
        out = out + F.reshape(bias, [-1] + [1] * nd)
    return out if batched else F.squeeze(out, 0)


# ------------------------------------------------------------------------------ pooling

def _pool_tuple(value, nd, name, op, default=None):
    if value is None or (not isinstance(value, (int, np.integer)) and len(value) == 0):
        value = default if default is not None else ()  # (an empty kernel_size: the error below)
    value = (int(value),) if isinstance(value, (int, np.integer)) else tuple(value)
    if len(value) == 1:
        value = value * nd
    if len(value) != nd:
        raise RuntimeError(f"{op}: {name} must either be a single int, or a tuple of {nd} ints")
    return value


def _pool_geometry(op, input, kernel_size, stride, padding, dilation, ceil_mode, nd):
    """Pooling's kernel, stride, dilation, (low, high) padding pairs and output size, with
    PyTorch's checks: ceil_mode adds high padding, but no window may start in the padding alone."""
    wrong_rank = input.ndim not in (nd + 1, nd + 2)
    if op == "max_pool1d" and (wrong_rank or not all(input.shape[input.ndim - 2:])):
        raise RuntimeError(f"max_pool1d: Expected 2D or 3D (batch mode) tensor with optional 0 dim batch size for "
                           f"input, but got:{list(input.shape)}")
    if wrong_rank:
        raise RuntimeError(f"non-empty {nd + 1}D or {nd + 2}D (batch mode) tensor expected for input")
    if not all(input.shape[1 if input.ndim == nd + 2 else 0:]):  # only the batch may be empty, as PyTorch
        shape = list(input.shape)
        if nd == 1:  # avg_pool1d is avg_pool2d over the input with a dim of 1 before the last
            nd, shape = 2, shape[:-1] + [1] + shape[-1:]
        raise RuntimeError(f"Expected {nd + 1}D or {nd + 2}D (batch mode) tensor with optional 0 dim batch size for "
                           f"input, but got:{shape}")
    kernel = _pool_tuple(kernel_size, nd, "kernel_size", op)
    stride = _pool_tuple(stride, nd, "stride", op, default=kernel)
    padding = _pool_tuple(padding, nd, "padding", op)
    dilation = _pool_tuple(dilation, nd, "dilation", op)
    if any(k <= 0 for k in kernel):
        raise RuntimeError(f"{op}: kernel_size must be greater than zero, but got {list(kernel)}")
    if any(s <= 0 for s in stride):
        raise RuntimeError(f"{op}: stride must be greater than zero, but got {list(stride)}")
    if any(d <= 0 for d in dilation):
        raise RuntimeError(f"{op}: dilation must be greater than zero, but got {list(dilation)}")
    for k, p, d in zip(kernel, padding, dilation):
        if p < 0 or p > (d * (k - 1) + 1) // 2:
            raise RuntimeError(f"pad should be at most half of effective kernel size, but got pad={p}, "
                               f"kernel_size={k} and dilation={d}")
    spatial = input.shape[-nd:]
    sizes, pairs = [], []
    for size, k, s, p, d in zip(spatial, kernel, stride, padding, dilation):
        span = size + 2 * p - d * (k - 1) - 1
        out = (-(-span // s) if ceil_mode else span // s) + 1
        if ceil_mode and (out - 1) * s >= size + p:
            out -= 1
        sizes.append(out)
        pairs += [p, max(p, (out - 1) * s + d * (k - 1) + 1 - size - p)]
    if any(o <= 0 for o in sizes):
        raise RuntimeError(f"Given input size: ({'x'.join(map(str, input.shape[-nd - 1:]))}). Calculated output size: "
                           f"({'x'.join(map(str, [input.shape[-nd - 1], *sizes]))}). Output size is too small")
    return kernel, stride, dilation, pairs


def max_pool_nd(F, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, nd, op):
    """max_pool1d/2d: the internal max_pool op on a batched input; the values (and indices)."""
    kernel, stride, dilation, pairs = _pool_geometry(op, input, kernel_size, stride, padding, dilation, ceil_mode, nd)
    if op == "max_pool1d":  # max_pool1d (not max_pool2d) refuses integers, after the shape checks
        _refuse_integers(op, input)
    batched = input.ndim == nd + 2
    if not batched:
        input = F.unsqueeze(input, 0)
    values, indices = F.max_pool(input, list(kernel), list(stride), pairs, list(dilation))
    if not batched:
        values, indices = F.squeeze(values, 0), F.squeeze(indices, 0)
    return (values, indices) if return_indices else values


def max_pool_grad(F, grad, indices, shape):
    """max_pool's gradient: grad sent back to where each maximum came from."""
    return F.max_pool_backward(grad, indices, list(shape))


def max_pool_backward_grad(F, grad, indices):
    """The gradient of max_pool_backward for its grad_output: the input gradient read at the maxima."""
    n = indices.shape[0] * indices.shape[1]
    flat = F.reshape(grad, [n, -1])
    return F.reshape(F.gather(flat, 1, _constant(F, as_array(_values(indices)).reshape(n, -1))), list(indices.shape))


def avg_pool_nd(F, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override, nd, op):
    """avg_pool1d/2d: the internal avg_pool (float32/float64), else a depthwise convolution with ones,
    divided by each window's count."""
    if nd == 2:  # avg_pool2d's meta function: the sizes of kernel_size, stride, padding, then input.size(-3)
        for name, value, default in (("kernel_size", kernel_size, None), ("stride", stride, kernel_size),
                                     ("padding", padding, None)):
            _pool_tuple(value, nd, name, op, default)
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError("divisor must be not zero")
    if nd == 2 and input.ndim < 3:
        raise (IndexError("Dimension specified as -3 but tensor has no dimensions") if input.ndim == 0
               else IndexError(f"Dimension out of range (expected to be in range of [{-input.ndim}, {input.ndim - 1}], "
                               f"but got -3)"))
    kernel, stride, dilation, pairs = _pool_geometry(op, input, kernel_size, stride, padding, 1, ceil_mode, nd)
    if input._data.dtype.kind in "biu" and input._data.dtype != np.int64:  # its kernel's dtypes, after the checks
        raise NotImplementedError(f"\"avg_pool2d\" not implemented for '{scalar_type_name(input._data.dtype)}'")
    if input._data.dtype in (np.float32, np.float64):  # one Numba pass (conv_kernels.avg_pool)
        batched = input.ndim == nd + 2
        out = F.avg_pool(input if batched else F.unsqueeze(input, 0), list(kernel), list(stride), pairs,
                         bool(count_include_pad), divisor_override)
        return out if batched else F.squeeze(out, 0)
    shape = list(input.shape)
    planes = F.reshape(input, [-1, 1, *shape[-nd:]])
    ones = _constant(F, np.ones((1, 1, *kernel), dtype=input._data.dtype))
    sums = F.convolution(planes, ones, list(stride), pairs, [1] * nd, 1)
    if divisor_override is not None:
        divisor = divisor_override
    else:  # how many elements each window counts: the padding's too with count_include_pad, not ceil_mode's
        inside = np.zeros(shape[-nd:], dtype=np.float64)
        inside[...] = 1
        if count_include_pad:
            inside = np.pad(inside, [(p, p) for p in pairs[::2]], constant_values=1)
            counted = [(0, h - lo) for lo, h in zip(pairs[::2], pairs[1::2])]
        else:
            counted = [(lo, h) for lo, h in zip(pairs[::2], pairs[1::2])]
        inside = np.pad(inside, counted)
        windows = np.lib.stride_tricks.sliding_window_view(inside, kernel)
        windows = windows[tuple(slice(None, None, s) for s in stride)]
        divisor = windows.sum(axis=tuple(range(nd, 2 * nd)))
        divisor = divisor[tuple(slice(0, o) for o in sums.shape[2:])].astype(input._data.dtype)
        if input._data.dtype.kind in "iu":
            divisor = divisor.astype(input._data.dtype)
        divisor = _constant(F, divisor)
    out = F.div(sums, divisor, rounding_mode="trunc") if input._data.dtype.kind in "iu" else sums / divisor
    return F.reshape(out, [*shape[:-nd], *out.shape[2:]])


# ------------------------------------------------------------------ softmax family: fused backward kernels

from specgrad import nn_kernels  # noqa: E402
from specgrad import array_helpers as _array_helpers  # noqa: E402


def softmax_backward_data(F, grad, result, dim):
    """softmax's gradient y * (g - sum(g * y)) along dim (PyTorch's _softmax_backward_data): one fused
    kernel pass per row on raw arrays, the ops themselves when differentiated again."""
    if getattr(F, "Tensor", None) is None:
        out = grad if _donated(grad) else None  # a statement of its own: see _DONATED_REFERENCES
        grad, out = _writeable_grad(grad, out)
        fused = nn_kernels.along(nn_kernels.softmax_backward, dim, grad, result, out=out)
        if fused is not None:
            return fused
    return result * (grad - F.sum(grad * result, dim, True))


def log_softmax_backward_data(F, grad, result, dim):
    """log_softmax's gradient g - exp(y) * sum(g) along dim (PyTorch's _log_softmax_backward_data),
    fused as softmax_backward_data."""
    if getattr(F, "Tensor", None) is None:
        out = grad if _donated(grad) else None
        grad, out = _writeable_grad(grad, out)
        fused = nn_kernels.along(nn_kernels.log_softmax_backward, dim, grad, result, out=out)
        if fused is not None:
            return fused
    return grad - F.exp(result) * F.sum(grad, dim, True)


def cross_entropy_indices_backward(F, grad, self, target, ignore_index, reduction, row_stats=None):
    """cross_entropy_indices' gradient: grad * (softmax(self) - onehot(target)) on the rows not
    ignored, over their count for 'mean'; one fused kernel pass on raw arrays, from the forward's
    row_stats (each row's max and sum of exp(row - max)); differentiated again, the ops themselves."""
    t = as_contiguous(_values(target))
    count = nn_kernels.count_not_ignored(t, ignore_index)  # (t != ignore_index).sum() without two passes
    if getattr(F, "Tensor", None) is None:
        if self.dtype not in (np.float32, np.float64):  # float16: in float32, its row_stats afresh
            return cross_entropy_indices_backward(F, np.float32(grad), self.astype(np.float32), target, ignore_index,
                                                  reduction).astype(self.dtype)
        x = as_contiguous(self)
        if row_stats is None or row_stats.dtype != x.dtype:
            row_stats = _array_helpers.cross_entropy_indices(x, t, ignore_index, reduction)[1]
        scale = grad / x.dtype.type(count) if reduction == "mean" else grad
        out = np.empty_like(x)
        kernel = nn_kernels.parallel_twin(nn_kernels.cross_entropy_backward, x.size, x.shape[0])
        kernel(x, t, ignore_index, x.dtype.type(scale), as_contiguous(row_stats), out, x.dtype.type(0))
        return out
    valid = t != ignore_index
    onehot = np.zeros(self.shape, _values(self).dtype)
    onehot[np.nonzero(valid)[0], t[valid]] = 1
    coefficient = _constant(F, onehot)
    mask = _constant(F, valid[:, None].astype(_values(self).dtype))
    share = grad / count if reduction == "mean" else grad
    return (F.softmax(self, 1) * mask - coefficient) * share


def fused_cross_entropy(self, target, weight, reduction, label_smoothing):
    """Whether cross_entropy_of may take the fused kernel: (N, C) float logits, valid int64 class
    indices, no weight, no label smoothing, a reduced loss (else the composite, with PyTorch's errors)."""
    if weight is not None or label_smoothing > 0 or reduction not in ("mean", "sum") or self.ndim != 2:
        return False
    x, t = _values(self), _values(target)
    return (type(x) is np.ndarray and x.dtype in (np.float32, np.float64) and t.dtype == np.int64 and t.shape == x.shape[:1]
            and x.shape[1] > 0)

# ------------------------------------------------------------------------------ resampling and adaptive pooling
# One internal op, resample, changes the size of one axis (nearest, nearest-exact, linear, cubic, or
# 'area': adaptive average pooling); interpolate and the adaptive average pools apply it per spatial
# axis, last axis first (as PyTorch's separable kernels nest their weights). Its gradient is
# resample_backward (the adjoint) and the adjoint's gradient is resample again: any order differentiates.

def _refuse_integers(op, input):
    if input._data.dtype.kind in "biu":
        raise NotImplementedError(f"\"{op}\" not implemented for '{scalar_type_name(input._data.dtype)}' "
                                  f"(convert the input with .float() first)")


def _resample_axes(F, input, sizes, mode, align_corners, scales):
    """input resampled along its last len(sizes) axes, the last axis first."""
    nd = len(sizes)
    for i in reversed(range(nd)):
        dim = input.ndim - nd + i
        if mode == "area":
            input = F.adaptive_avg_resample(input, dim, sizes[i])
        elif input.shape[dim] != sizes[i]:
            input = F.resample(input, dim, sizes[i], mode, align_corners, None if scales is None else scales[i])
    return input


def resample_grad(F, grad, shape, dim, mode, align_corners, scale):
    """resample's gradient: the adjoint, back to the input's size along dim."""
    return F.resample_backward(grad, dim, shape[dim], mode, align_corners, scale)


def resample_backward_grad(F, grad, shape, dim, mode, align_corners, scale):
    """resample_backward's gradient for grad_output: resample to grad_output's size along dim."""
    return F.resample(grad, dim, shape[dim], mode, align_corners, scale)


def _adaptive_output_size(op, input, output_size, nd):
    """output_size as nd ints, None entries taking the input's size there (as F's _list_with_default)."""
    if isinstance(output_size, (int, np.integer)) and not isinstance(output_size, bool):
        sizes = (int(output_size),) * nd
    elif isinstance(output_size, (list, tuple)):
        if nd == 1 and len(output_size) != 1:  # torch.adaptive_*_pool1d's check_1d, after its rank check
            raise RuntimeError(f"{op}() argument 'output_size' should contain one int (got {len(output_size)})")
        if input.ndim <= len(output_size):
            raise ValueError(f"Input dimension should be at least {len(output_size) + 1}")
        sizes = tuple(input.shape[input.ndim - len(output_size) + i] if v is None else v
                      for i, v in enumerate(output_size))
        if not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in sizes):
            raise TypeError(f"{op}(): output_size must be an int or a tuple of ints (or None), but got {output_size!r}")
        sizes = tuple(int(v) for v in sizes)
        if len(sizes) == 1 and nd == 1:
            pass
        elif len(sizes) != nd:
            raise RuntimeError(f"{op}: output_size must be {nd}")
    else:
        raise TypeError(f"{op}(): output_size must be an int or a tuple of ints, not {type(output_size).__name__}")
    return sizes


def _adaptive_check(op, input, sizes, nd, maximum, spatial=True):
    """The adaptive poolings' checks: the input's rank; then (spatial) no empty spatial dim, no negative size."""
    if nd == 1:
        if input.ndim not in (2, 3):
            raise RuntimeError(f"Expected 2 to 3 dimensions, but got {input.ndim}-dimensional tensor for argument #1 "
                               f"'self' (while checking arguments for {op})")
    elif input.ndim not in (nd + 1, nd + 2):
        raise RuntimeError(f"{op}(): Expected {nd + 1}D or {nd + 2}D tensor, but got{':' if maximum else ''} "
                           f"{list(input.shape)}")
    if not spatial:
        return
    # adaptive_max_pool checks every dim but the first (channels too), adaptive_avg_pool the spatial ones
    for d in range(1 if maximum else input.ndim - nd, input.ndim):
        if input.shape[d] == 0:
            raise RuntimeError(f"{op}(): Expected input to have non-zero size for non-batch dimensions, but input "
                               f"has sizes {list(input.shape)} with dimension {d} being empty")
    if any(s < 0 for s in sizes):
        raise RuntimeError(f"{op}: elements of output_size must be greater than or equal to 0 but received "
                           f"{{{', '.join(map(str, sizes))}}}")


def adaptive_avg_pool_nd(F, input, output_size, nd, op):
    """adaptive_avg_pool1d/2d/3d: each output the mean of its window [floor(i * L / out), ceil((i + 1) * L / out))
    along every spatial axis (the 'area' resampling, axis by axis)."""
    if nd == 1:  # (torch.adaptive_avg_pool1d checks the rank first; F's 2d and 3d read output_size first)
        _adaptive_check(op, input, (), nd, False, spatial=False)
    sizes = _adaptive_output_size(op, input, output_size, nd)
    if all(s == 1 for s in sizes):  # PyTorch's shortcut, before its other checks: the mean over the spatial dims
        # (integers refused as mean's RuntimeError, an empty window NaN)
        return F.mean(input, list(range(-nd, 0)), True)
    _adaptive_check(op, input, sizes, nd, False)
    if not all(input.shape[:-nd]) or not all(sizes):  # no output elements: PyTorch's kernel is not dispatched
        if input._data.dtype.kind != "f":
            return _constant(F, np.zeros((*input.shape[:-nd], *sizes), input._data.dtype))
    else:
        _refuse_integers(op, input)
    return _resample_axes(F, input, sizes, "area", False, None)


def adaptive_max_pool_nd(F, input, output_size, return_indices, nd, op):
    """adaptive_max_pool1d/2d/3d: the internal adaptive_max_pool op on a batched input (values, indices)."""
    if nd == 1:  # (torch.adaptive_max_pool1d checks the rank first)
        _adaptive_check(op, input, (), nd, True, spatial=False)
    sizes = _adaptive_output_size(op, input, output_size, nd)
    _adaptive_check(op, input, sizes, nd, True)
    _refuse_integers(op, input)
    batched = input.ndim == nd + 2
    if not batched:
        input = F.unsqueeze(input, 0)
    values, indices = F.adaptive_max_pool(input, list(sizes))
    if not batched:
        values, indices = F.squeeze(values, 0), F.squeeze(indices, 0)
    return (values, indices) if return_indices else values


_INTERPOLATE_MODES = {3: "linear", 4: "bilinear", 5: "trilinear"}


def interpolate_of(F, input, size, scale_factor, mode, align_corners, recompute_scale_factor, antialias):
    """torch.nn.functional.interpolate: PyTorch's checks in its order, then resample per spatial axis."""
    if mode in ("nearest", "area", "nearest-exact"):
        if align_corners is not None:
            raise ValueError("align_corners option can only be set with the interpolating modes: "
                             "linear | bilinear | bicubic | trilinear")
    elif align_corners is None:
        align_corners = False
    nd = input.ndim - 2
    if size is not None and scale_factor is not None:
        raise ValueError("only one of size or scale_factor should be defined")
    scales = None
    if size is not None:
        if isinstance(size, (list, tuple)):
            if len(size) != nd:
                raise ValueError(f"Input and output must have the same number of spatial dimensions, but got input "
                                 f"with spatial dimensions of {list(input.shape[2:])} and output size of {size}. "
                                 f"Please provide input tensor in (N, C, d1, d2, ...,dK) format and output size in "
                                 f"(o1, o2, ...,oK) format.")
            if not all(isinstance(v, (int, np.integer)) for v in size):
                raise TypeError(f"expected size to be one of int or Tuple[int] or Tuple[int, int] or Tuple[int, int, "
                                f"int], but got size with types {[type(v) for v in size]}")
            sizes = [int(v) for v in size]
        elif isinstance(size, (int, np.integer)):
            sizes = [int(size)] * nd
        else:
            raise TypeError(f"interpolate(): size must be an int or a tuple of ints, not {type(size).__name__}")
    elif scale_factor is not None:
        if isinstance(scale_factor, (list, tuple)):
            if len(scale_factor) != nd:
                raise ValueError(f"Input and scale_factor must have the same number of spatial dimensions, but got "
                                 f"input with spatial dimensions of {list(input.shape[2:])} and scale_factor of shape "
                                 f"{scale_factor}. Please provide input tensor in (N, C, d1, d2, ...,dK) format and "
                                 f"scale_factor in (s1, s2, ...,sK) format.")
            scales = list(scale_factor)
        else:
            scales = [scale_factor] * nd
        if not all(isinstance(v, (int, float, np.integer, np.floating)) and not isinstance(v, bool) for v in scales):
            raise TypeError(f"interpolate(): scale_factor must be a number or a tuple of numbers, but got "
                            f"{scale_factor!r}")
        scales = [float(v) for v in scales]
        sizes = None
    else:
        raise ValueError("either size or scale_factor should be defined")
    if recompute_scale_factor and size is not None:
        raise ValueError("recompute_scale_factor is not meaningful with an explicit size.")
    if mode == "area" and sizes is None:
        recompute_scale_factor = True
    if recompute_scale_factor:
        sizes = [int(input.shape[2 + i] * scales[i]) for i in range(nd)]
        scales = None
    if antialias and not (mode in ("bilinear", "bicubic", "lanczos") and input.ndim == 4):
        raise ValueError("Anti-alias option is restricted to bilinear, bicubic, and lanczos modes and requires a 4-D "
                         "tensor as input")
    kind = {"nearest": "nearest", "nearest-exact": "nearest-exact", "area": "area", "bicubic": "cubic"}.get(mode)
    if mode == _INTERPOLATE_MODES.get(input.ndim):
        kind = "linear"
    elif mode in ("bicubic", "lanczos") and input.ndim != 4:
        kind = None
    if mode == "lanczos" and input.ndim == 4:
        if align_corners:
            raise ValueError("Lanczos mode does not support align_corners=True")
        if not antialias:
            raise ValueError("Lanczos mode requires antialias=True")
    if kind is None or mode == "lanczos" or input.ndim not in _INTERPOLATE_MODES:
        if mode in _INTERPOLATE_MODES.values() and input.ndim in _INTERPOLATE_MODES:
            wanted = {"linear": 3, "bilinear": 4, "trilinear": 5}[mode]
            raise NotImplementedError(f"Got {input.ndim}D input, but {mode} mode needs {wanted}D input")
        if mode != "lanczos" or input.ndim != 4:
            raise NotImplementedError(f"Input Error: Only 3D, 4D and 5D input Tensors supported (got {input.ndim}D) "
                                      f"for the modes: nearest | linear | bilinear | bicubic | trilinear | lanczos | "
                                      f"area | nearest-exact (got {mode})")
    if antialias or mode == "lanczos":
        raise NotImplementedError(f"interpolate(): antialias=True (mode {mode!r}) is not implemented in specgrad")
    if input.dtype == _bool_dtype():  # PyTorch's kernel refuses bool, after the Python checks above
        from specgrad.dispatch import dtype_error
        raise dtype_error("interpolate", "input", "not implemented for bool", input._data.dtype)
    if sizes is None:
        sizes = [int(np.floor(input.shape[2 + i] * scales[i])) for i in range(nd)]
    if mode == "area":
        return adaptive_avg_pool_nd(F, input, sizes, nd, f"adaptive_avg_pool{nd}d")
    name = {"nearest": "upsample_nearest", "nearest-exact": "_upsample_nearest_exact", "linear": "upsample_linear",
            "bilinear": "upsample_bilinear", "bicubic": "upsample_bicubic", "trilinear": "upsample_trilinear"}[mode]
    if any(s <= 0 for s in input.shape[2:]) or any(s <= 0 for s in sizes):
        axes = "DHW"[3 - nd:] if nd <= 3 else ""
        raise RuntimeError("Input and output sizes should be greater than 0, but got input ("
                           + ", ".join(f"{a}: {s}" for a, s in zip(axes, input.shape[2:])) + ") output ("
                           + ", ".join(f"{a}: {s}" for a, s in zip(axes, sizes)) + ")")
    _refuse_integers(f"{name}{nd}d", input)
    return _resample_axes(F, input, sizes, kind, bool(align_corners), scales)


# ------------------------------------------------------------------------------ pixel shuffle, channel shuffle

def pixel_shuffle_of(F, input, upscale_factor):
    """(*, C * r * r, H, W) -> (*, C, H * r, W * r): reshape, permute, reshape."""
    r = upscale_factor
    if input.ndim < 3:
        raise RuntimeError(f"pixel_shuffle expects input to have at least 3 dimensions, but got input with "
                           f"{input.ndim} dimension(s)")
    if r <= 0:
        raise RuntimeError(f"pixel_shuffle expects a positive upscale_factor, but got {r}")
    *batch, c, h, w = input.shape
    if c % (r * r):
        raise RuntimeError(f"pixel_shuffle expects its input's 'channel' dimension to be divisible by the square of "
                           f"upscale_factor, but input.size(-3)={c} is not divisible by {r * r}")
    b = len(batch)
    x = F.reshape(input, [*batch, c // (r * r), r, r, h, w])
    x = F.permute(x, [*range(b), b, b + 3, b + 1, b + 4, b + 2])
    return F.reshape(x, [*batch, c // (r * r), h * r, w * r])


def pixel_unshuffle_of(F, input, downscale_factor):
    """(*, C, H * r, W * r) -> (*, C * r * r, H, W): pixel_shuffle's inverse."""
    r = downscale_factor
    if input.ndim < 3:
        raise RuntimeError(f"pixel_unshuffle expects input to have at least 3 dimensions, but got input with "
                           f"{input.ndim} dimension(s)")
    if r <= 0:
        raise RuntimeError(f"pixel_unshuffle expects a positive downscale_factor, but got {r}")
    *batch, c, h, w = input.shape
    if h % r:
        raise RuntimeError(f"pixel_unshuffle expects height to be divisible by downscale_factor, but input.size(-2)={h} "
                           f"is not divisible by {r}")
    if w % r:
        raise RuntimeError(f"pixel_unshuffle expects width to be divisible by downscale_factor, but input.size(-1)={w} "
                           f"is not divisible by {r}")
    b = len(batch)
    x = F.reshape(input, [*batch, c, h // r, r, w // r, r])
    x = F.permute(x, [*range(b), b, b + 2, b + 4, b + 1, b + 3])
    return F.reshape(x, [*batch, c * r * r, h // r, w // r])


def channel_shuffle_of(F, input, groups):
    """(N, C, *) -> channels regrouped: (N, g, C / g, *) transposed to (N, C / g, g, *); always a new tensor, as
    PyTorch's (the reshapes alone give a view when g or C / g is 1)."""
    from specgrad.array_helpers import channel_shuffle_check
    channel_shuffle_check(input.shape, groups)
    n, c, *rest = input.shape
    x = F.reshape(input, [n, groups, c // groups, *rest])
    out = F.reshape(F.transpose(x, 1, 2), [n, c, *rest])
    return F.clone(out, memory_format=None) if groups in (1, c) else out  # (there the reshapes give a view)


# ------------------------------------------------------------------------------ unfold, fold

def _pair(value, name, what):
    """F.fold's and F.unfold's _pair: an int is (v, v), a sequence is taken as it is (of two, else im2col's
    RuntimeError); the parameters are `int?[]`, so that [2] and 2 differ, as in PyTorch."""
    value = (value,) * 2 if isinstance(value, (int, np.integer)) and not isinstance(value, bool) else tuple(value)
    if not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in value):
        raise TypeError(f"{what}(): argument '{name}' must be tuple of ints")
    if len(value) != 2:
        raise RuntimeError(f"It is expected {name} equals to 2, but got size {len(value)}")
    return tuple(int(v) for v in value)


def _fold_geometry(what, kernel_size, dilation, padding, stride):
    kernel = _pair(kernel_size, "kernel_size", what)
    dilation = _pair(dilation, "dilation", what)
    padding = _pair(padding, "padding", what)
    stride = _pair(stride, "stride", what)
    for name, value, low in (("kernel size", kernel, 1), ("dilation", dilation, 1), ("padding", padding, 0),
                             ("stride", stride, 1)):
        if any(v < low for v in value):
            rule = "should be non-negative" if low == 0 else "should be greater than zero"
            key = name.replace(" ", "_") if name != "kernel size" else "kernel"
            raise RuntimeError(f"{name} {rule}, but got {key}_height: {value[0]} {key}_width: {value[1]}")
    return kernel, dilation, padding, stride


def unfold_of(F, input, kernel_size, dilation, padding, stride):
    """torch.nn.functional.unfold: the sliding blocks (N, C * kh * kw, L) of a (N, C, H, W) input."""
    kernel, dilation, padding, stride = _fold_geometry("im2col", kernel_size, dilation, padding, stride)
    if input.ndim < 3:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-max(input.ndim, 1)}, "
                         f"{max(input.ndim, 1) - 1}], but got {input.ndim})")
    if input.ndim > 4 or any(s == 0 for s in input.shape[-3:]):
        raise RuntimeError(f"Expected 3D or 4D (batch mode) tensor with possibly 0 batch size and other non-zero "
                           f"dimensions for input, but got: {list(input.shape)}")
    blocks = [(s + 2 * p - d * (k - 1) - 1) // st + 1
              for s, k, d, p, st in zip(input.shape[-2:], kernel, dilation, padding, stride)]
    if any(b < 1 for b in blocks):
        raise RuntimeError(f"Given input with spatial size ({input.shape[-2]}, {input.shape[-1]}), kernel_size={kernel}, "
                           f"dilation={dilation}, padding={padding}, calculated shape of the array of sliding blocks as "
                           f"({blocks[0]}, {blocks[1]}), but its components must be at least one.")
    if input._data.dtype.kind in "iu":  # bool is taken, as PyTorch's im2col
        _refuse_integers("im2col_out_cpu", input)
    batched = input.ndim == 4
    if not batched:
        input = F.unsqueeze(input, 0)
    out = F.im2col(input, list(kernel), list(dilation), list(padding), list(stride))
    return out if batched else F.squeeze(out, 0)


def fold_of(F, input, output_size, kernel_size, dilation, padding, stride):
    """torch.nn.functional.fold: sliding blocks (N, C * kh * kw, L) summed into (N, C, *output_size)."""
    output_size = _pair(output_size, "output_size", "col2im")
    kernel, dilation, padding, stride = _fold_geometry("col2im", kernel_size, dilation, padding, stride)
    if input.ndim not in (2, 3) or any(s == 0 for s in input.shape[-2:]):
        raise RuntimeError(f"Expected 2D or 3D (batch mode) tensor for input with possibly 0 batch size and non-zero "
                           f"dimensions for input, but got: {list(input.shape)}")
    columns = input.shape[-2]
    if columns % (kernel[0] * kernel[1]):
        raise RuntimeError(f"Expected size of input's dimension 1 to be divisible by the product of kernel_size, but "
                           f"got input.size(1)={columns} and kernel_size={kernel}.")
    blocks = [(s + 2 * p - d * (k - 1) - 1) // st + 1
              for s, k, d, p, st in zip(output_size, kernel, dilation, padding, stride)]
    if input.shape[-1] != blocks[0] * blocks[1] or any(b < 1 for b in blocks):
        raise RuntimeError(f"Given output_size={output_size}, kernel_size={kernel}, dilation={dilation}, "
                           f"padding={padding}, stride={stride}, expected size of input's dimension 2 to match the "
                           f"calculated number of sliding blocks {blocks[0]} * {blocks[1]} = {blocks[0] * blocks[1]}, "
                           f"but got input.size(2)={input.shape[-1]}.")
    if input._data.dtype.kind in "iu":
        _refuse_integers("col2im_out_cpu", input)
    batched = input.ndim == 3
    if not batched:
        input = F.unsqueeze(input, 0)
    out = F.col2im(input, list(output_size), list(kernel), list(dilation), list(padding), list(stride))
    return out if batched else F.squeeze(out, 0)


def col2im_of_shape(F, grad, shape, kernel_size, dilation, padding, stride):
    """im2col's gradient: col2im back to the input's spatial size."""
    return F.col2im(grad, list(shape[2:]), kernel_size, dilation, padding, stride)
# ------------------------------------------------------------------------------ dropout, embedding, padding

_ALPHA = 1.7580993408473766  # SELU's -scale * alpha: alpha_dropout's saturation value


def dropout_of(F, input, p, training, feature, alpha):
    """F.dropout and its kin as ATen's _dropout_impl: identity for p = 0, training=False or an empty input,
    input * 0 for p = 1, else a Bernoulli(1 - p) mask from the default Generator (one per channel for feature
    dropout), kept elements scaled by 1 / (1 - p) (alpha dropout: scaled and shifted to keep SELU's mean and
    variance). The mask is a constant of dropout_apply's node, saved as bool."""
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    if p == 0 or not training or input._data.size == 0:
        return input
    if p == 1:  # before the feature check, as ATen: times a 0-d zero of input's dtype (a bool stays bool)
        return input * _constant(F, np.zeros((), input._data.dtype))
    if feature and input.ndim < 2:
        raise RuntimeError("Feature dropout requires at least 2 dimensions in the input")
    if input._data.dtype.kind != "f":
        raise RuntimeError(f"result type Float can't be cast to the desired output type "
                           f"{scalar_type_name(input._data.dtype)}")
    from specgrad.random import generator_or_default
    shape = tuple(input.shape[:2]) + (1,) * (input.ndim - 2) if feature else tuple(input.shape)
    mask = generator_or_default(None).numpy_generator().random(shape) < (1.0 - p)
    mask = _constant(F, mask)
    if not alpha:
        return F.dropout_apply(input, mask, 1.0 / (1.0 - p))
    a = 1.0 / np.sqrt((_ALPHA * _ALPHA * p + 1) * (1 - p))
    return F.dropout_apply(input, mask, a, _ALPHA * a * p, _ALPHA * a * (p - 1))


def channel_dropout_of(F, input, p, training, inplace, op):
    """F.dropout1d/2d/3d: whole channels, an unbatched input seen as a batch of one, as PyTorch's checks."""
    if p < 0.0 or p > 1.0:
        raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
    ndim = input.ndim
    spatial = {"dropout1d": 1, "dropout2d": 2, "dropout3d": 3}[op]
    if op == "dropout1d" and ndim not in (2, 3):
        raise RuntimeError(f"dropout1d: Expected 2D or 3D input, but received a {ndim}D input. Note that dropout1d "
                           "exists to provide channel-wise dropout on inputs with 1 spatial dimension, a channel "
                           "dimension, and an optional batch dimension (i.e. 2D or 3D inputs).")
    import warnings
    if op != "dropout1d" and ndim not in (spatial + 1, spatial + 2):
        warnings.warn(f"{op}: Received a {ndim}-D input to {op}, which is deprecated and will result in an error in a "
                      f"future release. To retain the behavior and silence this warning, please use dropout instead. "
                      f"Note that {op} exists to provide channel-wise dropout on inputs with {spatial} spatial "
                      f"dimensions, a channel dimension, and an optional batch dimension (i.e. {spatial + 1}D or "
                      f"{spatial + 2}D inputs).", stacklevel=3)
    if op == "dropout2d":  # PyTorch reads a 3-D input as (N, C, L), not as an unbatched (C, H, W)
        if ndim == 3:
            warnings.warn("dropout2d: Received a 3D input to dropout2d and assuming that channel-wise 1D dropout "
                          "behavior is desired - input is interpreted as shape (N, C, L), where C is the channel dim. "
                          "This behavior will change in a future release to interpret the input as one without a "
                          "batch dimension, i.e. shape (C, H, W). To maintain the 1D channel-wise dropout behavior, "
                          "please switch to using dropout1d instead.", stacklevel=3)
        return dropout_of(F, input, p, training, True, False)
    if ndim == spatial + 2:
        return dropout_of(F, input, p, training, True, False)
    result = dropout_of(F, F.unsqueeze(input, 0), p, training, True, False)
    return F.squeeze(result, 0)


def embedding_backward_adjoint(F, grad, indices, padding_idx, scale_grad_by_freq):
    """The gradient of embedding_backward for its grad_output: grad's rows at indices, zero at padding_idx,
    divided by the index's frequency with scale_grad_by_freq (the adjoint of that linear map)."""
    rows = F.embedding(grad, indices)
    if padding_idx < 0 and not scale_grad_by_freq:
        return rows
    idx = _values(indices)
    coefficient = (idx != padding_idx).astype(grad.dtype.numpy if hasattr(grad.dtype, "numpy") else grad.dtype)
    if scale_grad_by_freq:
        counts = np.bincount(idx.reshape(-1).astype(np.intp), minlength=grad.shape[0])
        coefficient = coefficient / counts[idx]
    return rows * _constant(F, coefficient[..., None].astype(rows.dtype.numpy if hasattr(rows.dtype, "numpy") else rows.dtype))


def embedding_of(F, input, weight, padding_idx, max_norm, norm_type, scale_grad_by_freq, sparse):
    """F.embedding: padding_idx checked and made non-negative, rows used renormalized in place to max_norm
    (under no_grad, as PyTorch's embedding_renorm_), then torch.embedding. sparse=True gives a dense gradient."""
    n = weight.shape[0] if weight.ndim else 0
    if padding_idx is not None:
        if padding_idx > 0 and padding_idx >= n or padding_idx < 0 and padding_idx < -n:
            raise AssertionError("Padding_idx must be within num_embeddings")
        if padding_idx < 0:
            padding_idx = n + padding_idx
    else:
        padding_idx = -1
    if max_norm is not None:
        embedding_renorm_(weight, input, max_norm, norm_type)
    return F.embedding(weight, input, padding_idx, scale_grad_by_freq, sparse)


def embedding_renorm_(weight, indices, max_norm, norm_type):
    """The rows of weight that indices name, scaled in place to norm max_norm where their norm_type-norm is
    larger (max_norm / (norm + 1e-7), as PyTorch), outside autograd."""
    if weight.ndim != 2:
        raise RuntimeError("'weight' must be 2-D")
    idx = _values(indices)
    if idx.dtype.kind not in "iu":
        raise RuntimeError(f"Expected tensor for argument #2 'indices' to have one of the following scalar types: "
                           f"Long, Int; but got {scalar_type_name(idx.dtype)}Tensor instead (while checking "
                           f"arguments for embedding_renorm_)")
    if idx.size and (idx.min() < 0 or idx.max() >= weight.shape[0]):
        raise IndexError("index out of range in self")
    rows = np.unique(idx)
    data = weight._data
    norms = np.linalg.norm(data[rows].astype(np.float64), ord=norm_type, axis=1)
    over = norms > max_norm
    if over.any():
        scale = max_norm / (norms[over] + 1e-7)
        data[rows[over]] = (data[rows[over]] * scale[:, None]).astype(data.dtype)
        weight._bump_version()
    return weight


def normalize_of(F, self, p, dim, eps):
    """F.normalize: self over its p-norm along dim, the norm clamped below to eps (the clamp stops gradients)."""
    return self / F.clamp(F.norm(self, p, dim, True), eps)
# ------------------------------------------------------------------------------ normalization
# The native ops (native_layer_norm, native_batch_norm) save the mean and rstd. Their backward on
# arrays is a fused kernel over those; with create_graph=True it is the same formula in ops, with
# xhat recomputed from the input so that the statistics' own dependence on it is differentiated.

def _shape_list(shape):
    return [int(shape)] if isinstance(shape, (int, np.integer)) else [int(s) for s in shape]


def _normalized(F, input, dims, eps):
    """xhat = (x - mean) * rstd over `dims`, and rstd (keepdim), built from ops."""
    xc = input - F.mean(input, dims, True)
    rstd = F.rsqrt(F.mean(xc * xc, dims, True) + eps)
    return xc * rstd, rstd


def _normalize_backward(F, gw, xhat, rstd, dims):
    """rstd * (g - mean(g) - xhat * mean(g * xhat)) over `dims`: the gradient through xhat."""
    return rstd * (gw - F.mean(gw, dims, True) - xhat * F.mean(gw * xhat, dims, True))


def layer_norm_of(F, input, normalized_shape, weight, bias, eps):
    """F.layer_norm: PyTorch's checks, then native_layer_norm's output."""
    shape = _shape_list(normalized_shape)
    if not shape:
        raise RuntimeError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           f"element, but got normalized_shape = {shape}")
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and list(t.shape) != shape:
            raise RuntimeError(f"Expected {name} to be of same shape as normalized_shape, but got {name} of shape "
                               f"{list(t.shape)} and normalized_shape = {shape}")
    if input.ndim < len(shape) or list(input.shape[input.ndim - len(shape):]) != shape:
        raise RuntimeError(f"Given normalized_shape={shape}, expected input with shape [*, "
                           f"{', '.join(map(str, shape))}], but got input of size{list(input.shape)}")
    return F.native_layer_norm(input, shape, weight, bias, eps)[0]


def layer_norm_input_grad(F, grad, input, mean, rstd, weight, normalized_shape, eps):
    k = len(_shape_list(normalized_shape))
    if isinstance(grad, np.ndarray):
        # grads[0] is also apply's `grad_out` (a node of several outputs): one more reference
        out = grad if _donated(grad, _DONATED_REFERENCES + 1) else None
        grad, out = _writeable_grad(grad, out)
        fused = _array_helpers.layer_norm_grads(grad, input, mean, rstd, weight, k, out)
        if fused is not None:
            return fused
        return _array_helpers.layer_norm_grad_input(grad, input, mean, rstd, weight, k)
    dims = list(range(input.ndim - k, input.ndim))
    xhat, r = _normalized(F, input, dims, eps)
    return _normalize_backward(F, grad if weight is None else grad * weight, xhat, r, dims)


def layer_norm_weight_grad(F, grad, input, mean, rstd, normalized_shape, eps):
    k = len(_shape_list(normalized_shape))
    if isinstance(grad, np.ndarray):
        from specgrad import array_helpers
        return array_helpers.layer_norm_grad_weight(grad, input, mean, rstd, k)
    dims = list(range(input.ndim - k, input.ndim))
    xhat, _ = _normalized(F, input, dims, eps)
    lead = list(range(input.ndim - k))
    return F.sum(grad * xhat, lead, False) if lead else grad * xhat


def layer_norm_bias_grad(F, grad, input, mean, rstd, normalized_shape):
    """sum of grad over the leading dims; on raw arrays from the weight gradient's pass when it made one."""
    k = len(_shape_list(normalized_shape))
    if isinstance(grad, np.ndarray):
        from specgrad import array_helpers
        return array_helpers.layer_norm_grad_bias(grad, input, mean, rstd, k)
    lead = list(range(input.ndim - k))
    return F.sum(grad, lead, False) if lead else grad


def _channel_dims(ndim):
    return [0] + list(range(2, ndim))


def _per_channel(F, t, ndim):
    """a (C,) tensor shaped to broadcast along dim 1 of an ndim-dim input."""
    return F.reshape(t, [-1] + [1] * (ndim - 2))


def batch_norm_input_grad(F, grad, input, save_mean, save_rstd, weight, training, eps):
    if isinstance(grad, np.ndarray):
        # in training the weight's and bias's formulas take the sums this one takes first (shared_sums),
        # so g may become the result; with the running statistics the weight's reads g afterwards.
        # grads[0] is also apply's `grad_out` (a node of several outputs): one more reference
        out = grad if training and _donated(grad, _DONATED_REFERENCES + 1) else None
        grad, out = _writeable_grad(grad, out)
        return _array_helpers.batch_norm_grad_input(grad, input, save_mean, save_rstd, weight, training, out)
    n = input.ndim
    gw = grad if weight is None else grad * _per_channel(F, weight, n)
    if not training:  # the running statistics are constants
        return gw * _per_channel(F, save_rstd, n)
    dims = _channel_dims(n)
    xhat, r = _normalized(F, input, dims, eps)
    return _normalize_backward(F, gw, xhat, r, dims)


def batch_norm_weight_grad(F, grad, input, save_mean, save_rstd, training, eps):
    if isinstance(grad, np.ndarray):
        from specgrad import array_helpers
        _, sum_gx = array_helpers.batch_norm_grad_sums(grad, input, save_mean, "weight")
        return (sum_gx * save_rstd).astype(input.dtype)
    n = input.ndim
    if training:
        xhat, _ = _normalized(F, input, _channel_dims(n), eps)
    else:
        xhat = (input - _per_channel(F, save_mean, n)) * _per_channel(F, save_rstd, n)
    return F.sum(grad * xhat, _channel_dims(n), False)


def batch_norm_bias_grad(F, grad, input, save_mean):
    if isinstance(grad, np.ndarray):  # sum(g) per channel, from the pass that the other formulas made
        from specgrad import array_helpers
        sum_g, _ = array_helpers.batch_norm_grad_sums(grad, input, save_mean, "bias")
        return sum_g.astype(input.dtype)
    return F.sum(grad, _channel_dims(grad.ndim), False)


def _norm_size_check(name, t, channels):
    if t is not None and t.numel() != channels:
        raise RuntimeError(f"{name} should contain {channels} elements not {t.numel()}")


def _running_stats_take_no_grad(running_mean, running_var):
    """PyTorch's autograd refuses running statistics that require grad (native_batch_norm has no formula)."""
    from specgrad.grad_mode import is_grad_enabled
    for name, t in (("running_mean", running_mean), ("running_var", running_var)):
        if t is not None and t.requires_grad and is_grad_enabled():
            raise RuntimeError(f"The function 'native_batch_norm' is not differentiable with respect to argument "
                               f"'{name}'. This input cannot have requires_grad True.")


def batch_norm_of(F, input, running_mean, running_var, weight, bias, training, momentum, eps, functional=True):
    """F.batch_norm: PyTorch's checks, native_batch_norm's output; in training the running
    statistics it updated in place count as modified (their version moves on). functional=False:
    torch.batch_norm, ATen's op, without F's Python-level checks of the batch size and eps."""
    if training and functional:  # F's _verify_batch_size: every dim but the channels'
        if input.ndim == 0:
            raise IndexError("tuple index out of range")
        if input.shape[0] * math.prod(input.shape[2:]) == 1:
            raise ValueError(f"Expected more than 1 value per channel when training, got input size "
                             f"torch.Size({list(input.shape)})")
    if functional and training and eps <= 0:  # F.batch_norm's own checks, before torch.batch_norm's
        raise ValueError(f"batch_norm eps must be positive during training, but got {eps}")
    if functional and eps < 0:
        raise ValueError(f"batch_norm eps must be non-negative, but got {eps}")
    if not training and input.ndim < 2:  # PyTorch's eval mode checks these before reading input.size(1)
        for name, t in (("running_mean", running_mean), ("running_var", running_var)):
            _norm_size_check(name, t, input.shape[1] if input.ndim >= 2 else 0)
    if input.ndim < 2:  # autograd's check of native_batch_norm, then PyTorch reads input.size(1): an IndexError
        _running_stats_take_no_grad(running_mean, running_var)
        if input.ndim == 1 and training:  # native_batch_norm counts no channels in a 1-d input
            for name, t in (("running_mean", running_mean), ("running_var", running_var)):
                _norm_size_check(name, t, 0)
        raise IndexError("tuple index out of range" if input.ndim == 0 else
                         "Dimension out of range (expected to be in range of [-1, 0], but got 1)")
    channels = input.shape[1]
    if input.numel() == 0:  # torch.batch_norm's shortcut, any dtype, before its other checks: the input's clone
        out = F.clone(input)  # times weight[0], plus bias[0] (their gradients read it: in the graph, as PyTorch's)
        if weight is not None:
            out = out * weight[0]
        if bias is not None:
            out = out + bias[0]
        return out
    if not training:
        for name, t in (("running_mean", running_mean), ("running_var", running_var)):
            if t is None:
                raise RuntimeError(f"{name} must be defined in evaluation mode")
    for name, t in (("running_mean", running_mean), ("running_var", running_var), ("weight", weight),
                    ("bias", bias)):
        _norm_size_check(name, t, channels)
    _running_stats_take_no_grad(running_mean, running_var)
    for t in (running_mean, running_var):  # PyTorch's kernel reads them through 1-d accessors (weight, bias: any)
        if t is not None and t.ndim != 1:
            raise RuntimeError(f"TensorAccessor expected 1 dims but tensor has {t.ndim}: batch_norm's running "
                               f"statistics must be 1-d, one value per channel")
    if input._data.dtype.kind in "biu":
        _refuse_integers("batch_norm", input)
    out = F.native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps)[0]
    if training:
        for t in (running_mean, running_var):
            if t is not None:
                t._bump_version()
    return out


def group_norm_of(F, input, num_groups, weight, bias, eps, aten=False):
    """F.group_norm: layer_norm of each group of channels (native_layer_norm over (N, G, -1)), then
    the per-channel affine. aten: torch.group_norm, which reads the input's sizes N and C before any check."""
    if aten and input.ndim < 2:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions" if input.ndim == 0 else
                         "Dimension out of range (expected to be in range of [-1, 0], but got 1)")
    if input.ndim < 2:
        raise RuntimeError(f"Expected at least 2 dimensions for input tensor but received {input.ndim}")
    batch, channels = input.shape[0], input.shape[1]
    if not aten and num_groups == 0:  # F.group_norm's batch-size check divides N * C by it first
        raise ZeroDivisionError("integer division or modulo by zero")
    if num_groups <= 0 or channels % num_groups:
        raise RuntimeError(f"Expected number of channels in input to be divisible by num_groups, but got input of "
                           f"shape {list(input.shape)} and num_groups={num_groups}")
    for name, t in (("weight", weight), ("bias", bias)):
        if t is not None and (t.ndim != 1 or t.numel() != channels):
            raise RuntimeError(f"Expected {name} to be a vector of size equal to the number of channels in input, "
                               f"but got {name} of shape {list(t.shape)} and input of shape {list(input.shape)}")
    grouped = F.reshape(input, [batch, num_groups, -1])
    out = F.reshape(F.native_layer_norm(grouped, [grouped.shape[2]], None, None, eps)[0], list(input.shape))
    if weight is not None:
        out = out * _per_channel(F, weight, input.ndim)
    if bias is not None:
        out = out + _per_channel(F, bias, input.ndim)
    return out


def instance_norm_of(F, input, running_mean, running_var, weight, bias, use_input_stats, momentum, eps):
    """F.instance_norm as PyTorch's: batch_norm of the (1, N*C, *) input with the affine parameters and
    running statistics repeated N times; the running statistics then take the mean over the batch."""
    if input.ndim < 3:  # PyTorch checks the spatial size first
        raise ValueError(f"Expected more than 1 spatial element when training, got input size "
                         f"torch.Size({list(input.shape)})")
    batch, channels = input.shape[0], input.shape[1]
    if use_input_stats:
        if math.prod(input.shape[2:]) == 1:
            raise ValueError(f"Expected more than 1 spatial element when training, got input size "
                             f"torch.Size({list(input.shape)})")
    elif running_mean is None or running_var is None:
        raise RuntimeError("Expected running_mean and running_var to be defined when use_input_stats is false")
    for name, t in (("running_mean", running_mean), ("running_var", running_var), ("weight", weight),
                    ("bias", bias)):
        _norm_size_check(name, t, channels)
    repeated = [None if t is None else _constant(F, np.tile(_raw(t).reshape(-1), batch))
                for t in (running_mean, running_var)]
    weight = None if weight is None else F.repeat(F.reshape(weight, [-1]), [batch])
    bias = None if bias is None else F.repeat(F.reshape(bias, [-1]), [batch])
    flat = F.reshape(input, [1, batch * channels, *input.shape[2:]])
    out = F.native_batch_norm(flat, weight, bias, *repeated, use_input_stats, momentum, eps)[0]
    if use_input_stats:
        for t, r in zip((running_mean, running_var), repeated):
            if t is not None:
                _raw(t)[...] = _raw(r).reshape(batch, -1).mean(axis=0).reshape(_raw(t).shape)
                t._bump_version()
    return F.reshape(out, list(input.shape))


# ------------------------------------------------------------------------------ attention

def _attention_checks(query, key, value, attn_mask, is_causal):
    if query.ndim < 2 or key.ndim < 2 or value.ndim < 2:
        raise RuntimeError(f"Expected query, key, and value to all be  at least 2 dimensional, but got query.dim: "
                           f"{query.ndim} key.dim: {key.ndim} and value.dim: {value.ndim} instead.")
    dtypes = [_raw(t).dtype for t in (query, key, value)]
    if not dtypes[0] == dtypes[1] == dtypes[2]:
        raise RuntimeError(f"Expected query, key, and value to have the same dtype, but got query.dtype: "
                           f"{cpp_type_name(dtypes[0])} key.dtype: {cpp_type_name(dtypes[1])} and value.dtype: "
                           f"{cpp_type_name(dtypes[2])} instead.")
    if dtypes[0].kind != "f":
        raise RuntimeError(f"expected scalar type Float but found {scalar_type_name(dtypes[0])}"
                           f" (scaled_dot_product_attention takes floating point query, key and value)")
    if attn_mask is not None:
        mask = _raw(attn_mask).dtype
        if mask.kind != "b" and mask != np.float32 and mask != dtypes[0]:
            raise RuntimeError(f"Expected attn_mask dtype to be bool or float or to match query dtype, but got "
                               f"attn_mask.dtype: {cpp_type_name(mask)} and  query.dtype: {cpp_type_name(dtypes[0])} "
                               f"instead.")


def _repeat_heads(F, x, heads, name):
    """enable_gqa: key or value with fewer heads (dim -3) repeated to the query's number of heads."""
    if x.ndim < 3:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-x.ndim}, {x.ndim - 1}], but got -3)")
    if heads % x.shape[-3]:
        raise RuntimeError(f"Number of heads in key and value must divide the number of heads in query ({name} has "
                           f"{x.shape[-3]} heads, query {heads})")
    return x if x.shape[-3] == heads else F.repeat_interleave(x, heads // x.shape[-3], -3)


def scaled_dot_product_attention_of(F, query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa):
    """softmax(query @ key^T * scale + mask) @ value, as PyTorch's math backend computes it: a bool mask
    (True attends) becomes 0 / -inf added to the scores, is_causal the top-left-aligned lower triangle of
    (L, S), a float mask is added; a row that attends nowhere gives zeros and zero gradients (PyTorch's
    _safe_softmax); dropout_p > 0 drops attention weights, drawn from the default generator."""
    _attention_checks(query, key, value, attn_mask, is_causal)
    dtype = _raw(query).dtype
    empty = 0 in (query.shape[-2], key.shape[-2], value.shape[-1], *query.shape[:-2], *key.shape[:-2])
    if enable_gqa and not (empty and query.ndim < 3):  # (an empty result returns before PyTorch reads size(-3))
        if query.ndim < 3:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-query.ndim}, {query.ndim - 1}],"
                             f" but got -3)")
        key = _repeat_heads(F, key, query.shape[-3], "key")
        value = _repeat_heads(F, value, query.shape[-3], "value")
    L, S = query.shape[-2], key.shape[-2]
    if scale is None:
        scale = 1.0 / float(np.sqrt(query.shape[-1])) if query.shape[-1] else float("inf")
    scores = F.matmul(query * scale, F.transpose(key, -2, -1))
    if scores.numel() == 0 or value.shape[-1] == 0:
        # an empty result: PyTorch checks no mask then, and every input's gradient is a constant (empty) zero
        # (query's, key's and value's: its result is not connected to the mask, whose gradient is None)
        # (..., L, Ev), the batch dims broadcast; PyTorch does not match S between key and value then,
        # and with Ev = 0 its result takes query's batch dims alone: query.shape[:-1] + (0,)
        if value.shape[-1] == 0:
            shape = [*query.shape[:-1], 0]
        else:
            shape = [*np.broadcast_shapes(tuple(scores.shape[:-2]), tuple(value.shape[:-2])), scores.shape[-2],
                     value.shape[-1]]
        parts = [query, key, value]
        out = None
        for part in parts:
            part = part if _raw(part).dtype == dtype else F._to_copy(part, dtype)
            # zeros of the result's shape (no keys, S = 0, leave (..., L, Ev) non-empty), whatever the part holds
            empty = F.expand(F.sum(F.as_strided(part, [0], [0], 0)), shape)
            out = empty if out is None else out + empty
        return out
    bias = None
    if is_causal and attn_mask is not None:  # checked by PyTorch's math kernel, which an empty result never reaches
        raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should not be set when is_causal=True")
    if is_causal:
        bias = _constant(F, np.where(np.tril(np.ones((L, S), bool)), 0, -np.inf).astype(dtype))
    elif attn_mask is not None:
        if _raw(attn_mask).dtype.kind == "b":
            bias = _constant(F, np.where(_raw(attn_mask), 0, -np.inf).astype(dtype))
        else:
            bias = attn_mask if _raw(attn_mask).dtype == dtype else F._to_copy(attn_mask, dtype)
    if bias is not None:
        try:
            shape = np.broadcast_shapes(tuple(scores.shape), tuple(bias.shape))
        except ValueError:
            raise RuntimeError(f"The attention mask of shape {list(bias.shape)} does not broadcast to the attention "
                               f"scores' shape {list(scores.shape)} (batch..., L, S)") from None
        if tuple(shape) != tuple(scores.shape):  # PyTorch adds the mask in place into the scores
            raise RuntimeError(f"output with shape {list(scores.shape)} doesn't match the broadcast shape "
                               f"{list(shape)}")
        scores = scores + bias
    # rows the mask closes entirely (read from the mask, which is small, not from the scores)
    dead = np.all(np.isneginf(_raw(bias)), axis=-1, keepdims=True) if bias is not None and not is_causal else None
    if dead is not None and dead.any():  # no key to attend to: zeros, and no NaN in the softmax's gradient
        dead = _constant(F, dead)
        weights = F.where(dead, 0, F.softmax(F.where(dead, 0, scores), -1))
    else:
        weights = F.softmax(scores, -1)
    if dropout_p > 0:
        if dropout_p > 1:
            raise RuntimeError(f"dropout probability has to be between 0 and 1, but got {dropout_p}")
        from specgrad.random import generator_or_default
        keep = generator_or_default(None).numpy_generator().random(tuple(weights.shape)) >= dropout_p
        factor = np.zeros(keep.shape, dtype) if dropout_p >= 1 else keep.astype(dtype) / dtype.type(1 - dropout_p)
        weights = weights * _constant(F, factor)
    return F.matmul(weights, value)


# ------------------------------------------------------------------------------ unique, nonzero

def unique_of(F, self, consecutive, return_inverse, return_counts, dim):
    """unique / unique_consecutive: the values, then the inverse and the counts as asked for."""
    values, inverse, counts = F.unique_all(self, consecutive, dim)
    if not return_inverse and not return_counts:
        return values
    return (values,) + ((inverse,) if return_inverse else ()) + ((counts,) if return_counts else ())


def nonzero_of(F, self, as_tuple):
    """nonzero: the (N, ndim) indices of the nonzero elements, or one 1-D index tensor per dim
    (as_tuple=True; a 0-d tensor counts as 1-D there, as in PyTorch)."""
    if not as_tuple:
        return F.argwhere(self)
    indices = F.argwhere(self if self.ndim else F.reshape(self, [1]))
    return tuple(F.unbind(indices, 1))


# ------------------------------------------------------------------------------ as_strided

def as_strided_of(F, self, size, stride, storage_offset):
    """as_strided: the view, given the input's own place in its storage for the gradient (PyTorch's
    as_strided_backward: the output's gradient summed into storage, read back where the input lies)."""
    from specgrad.array_helpers import element_strides, storage_offset as offset_of
    data = _raw(self)
    offset = offset_of(data) if storage_offset is None else storage_offset
    return F.as_strided_view(self, list(size), list(stride), offset, list(element_strides(data)), offset_of(data))


def repeats_array(repeats):
    """repeat_interleave's tensor of repeats as the array of counts (it takes no gradient)."""
    return as_array(_raw(repeats))


def as_strided_backward(F, grad, size, stride, storage_offset, shape, self_stride, self_offset):
    """as_strided's gradient (as_strided_remap back to the input's geometry); when the output or the input
    has no elements, a constant zero gradient, as PyTorch's as_strided_backward (new_zeros)."""
    if not all(size) or not all(shape):
        zeros = np.zeros(tuple(shape), _raw(grad).dtype)
        return zeros if isinstance(grad, np.ndarray) else type(grad)._wrap(zeros)
    return F.as_strided_remap(grad, list(size), list(stride), storage_offset, list(shape), list(self_stride),
                              self_offset, False, True)


# ------------------------------------------------------------------------------ more losses (issue 6)

def checked_reduction(size_average, reduce, reduction, message="is not a valid value for reduction"):
    """A loss's reduction after the deprecated size_average/reduce (warned about), refused with
    PyTorch's ValueError (`<reduction> <message>`) unless none, mean or sum."""
    if size_average is not None or reduce is not None:
        reduction = legacy_reduction(size_average, reduce, reduction)
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(f"{reduction} {message}")
    return reduction


def _sizes_text(t):
    return f"[{', '.join(str(n) for n in t.shape)}]"


# PyTorch's Loss.cpp adds a float constant 1e-12 (so 1e-12 rounded to float32) to the squared norms
_COSINE_EMBEDDING_EPSILON = float(np.float32(1e-12))


def cosine_embedding_loss_of(F, input1, input2, target, margin, size_average, reduce, reduction):
    """1 - cos(input1, input2) where target is 1, max(0, cos - margin) where it is -1, 0 elsewhere;
    cos over the last dim with 1e-12 added to both squared norms, as PyTorch's Loss.cpp."""
    reduction = checked_reduction(size_average, reduce, reduction)
    if target.ndim not in (0, 1):
        raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
    want = target.ndim + 1
    if input1.ndim != want or input2.ndim != want:
        raise RuntimeError(f"{target.ndim}D target tensor expects {want}D input tensors, but found inputs with "
                           f"sizes {_sizes_text(input1)} and {_sizes_text(input2)}.")
    dim = target.ndim
    prod_sum = F.sum(input1 * input2, dim)
    mag_square1 = F.sum(input1 * input1, dim) + _COSINE_EMBEDDING_EPSILON
    mag_square2 = F.sum(input2 * input2, dim) + _COSINE_EMBEDDING_EPSILON
    cos = prod_sum / F.sqrt(mag_square1 * mag_square2)
    loss = F.where(target == 1, 1 - cos, 0) + F.where(target == -1, F.clamp(cos - margin, 0), 0)
    return apply_reduction(F, loss, reduction)


def triplet_margin_loss_of(F, anchor, positive, negative, margin, p, eps, swap, size_average, reduce, reduction):
    """max(0, margin + d(anchor, positive) - d(anchor, negative)), d = pairwise_distance(p, eps); with
    swap, d(anchor, negative) is min(d(anchor, negative), d(positive, negative))."""
    reduction = checked_reduction(size_average, reduce, reduction)
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    return triplet_margin_loss_aten(F, anchor, positive, negative, margin, p, eps, swap, reduction)


def poisson_nll_loss_of(F, input, target, log_input, full, eps, size_average, reduce, reduction):
    """exp(input) - target input (log_input), else input - target log(input + eps); `full` adds
    Stirling's target log(target) - target + log(2 pi target) / 2 where target > 1."""
    reduction = checked_reduction(size_average, reduce, reduction)
    if log_input:
        loss = F.exp(input) - target * input
    else:
        loss = input - target * F.log(input + eps)
    if full:
        stirling = target * F.log(target) - target + 0.5 * F.log(2 * np.pi * target)
        loss = loss + F.where(target <= 1, 0, stirling)
    return apply_reduction(F, loss, reduction)


def gaussian_nll_loss_of(F, input, target, var, full, eps, reduction):
    """(log(var) + (input - target)^2 / var) / 2, plus log(2 pi) / 2 when `full`; var (a tensor or a
    float) of input's shape, or one dim short, or with one dim of size 1; clamped to eps with the
    gradient of var itself (PyTorch clamps a clone under no_grad)."""
    from specgrad.tensor import Tensor
    if not isinstance(var, Tensor):
        if type(var) is not float:  # PyTorch's own failure: torch.any() of a Python bool
            raise TypeError(f"gaussian_nll_loss(): argument 'var' must be Tensor or float, not {type(var).__name__}")
        if var < 0:
            raise ValueError("var has negative entry/entries")
        from specgrad.dtypes import get_default_dtype
        values = _values(input)
        dtype = values.dtype if values.dtype.kind == "f" else get_default_dtype().numpy
        var = _constant(F, np.full(values.shape, var, dtype))
    elif bool(np.any(_values(var) < 0)):
        raise ValueError("var has negative entry/entries")
    if tuple(var.shape) != tuple(input.shape):
        if tuple(input.shape[:-1]) == tuple(var.shape):
            var = F.unsqueeze(var, -1)
        elif not (input.ndim == var.ndim and
                  sum(v for i, v in zip(input.shape, var.shape) if i != v) == 1):
            raise ValueError("var is of incorrect size")
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")  # (as PyTorch's: a TypeError for None)
    if var.dtype.numpy.kind != "f" and isinstance(eps, float):  # PyTorch clamps var in place to eps
        raise RuntimeError(f"result type Float can't be cast to the desired output type "
                           f"{cpp_type_name(var.dtype)}")
    var = clamp_min_like_torch(F, var, eps)
    loss = 0.5 * (F.log(var) + (input - target) ** 2 / var)
    if full:
        loss = loss + 0.5 * float(np.log(2 * np.pi))
    return apply_reduction(F, loss, reduction)


def hinge_embedding_loss_of(F, self, target, margin, size_average, reduce, reduction):
    """max(0, margin - input) where target is not 1, plus input where target is not -1; in input's dtype."""
    reduction = checked_reduction(size_average, reduce, reduction)
    loss = F.where(target != 1, F.clamp(margin - self, 0), 0) + F.where(target != -1, self, 0)
    if loss.dtype != self.dtype:  # integer input: PyTorch's result keeps its dtype
        loss = F._to_copy(loss, self.dtype)
    return apply_reduction(F, loss, reduction)


def soft_margin_loss_of(F, self, target, size_average, reduce, reduction):
    """log(1 + exp(-target input)), in input's dtype and shape (target broadcasts to it)."""
    reduction = checked_reduction(size_average, reduce, reduction)
    _refuse_weight_gradient("soft_margin_loss", target=target)
    if self.dtype.numpy.kind == "b":
        raise RuntimeError("Negation, the `-` operator, on a bool tensor is not supported. If you are trying to "
                           "invert a mask, use the `~` or `logical_not()` operator instead.")
    if self.dtype.numpy.kind != "f":
        raise RuntimeError(f"result type Float can't be cast to the desired output type {scalar_type_name(self.dtype)}")
    broadcast_check(self, target)
    shape = np.broadcast_shapes(tuple(self.shape), tuple(target.shape))
    if shape != tuple(self.shape):
        raise RuntimeError(f"output with shape {_sizes_text(self)} doesn't match the broadcast shape "
                           f"[{', '.join(str(n) for n in shape)}]")
    if target.dtype != self.dtype:
        target = F._to_copy(target, self.dtype)
    loss = F.log(1 + F.exp(-target * self))
    return apply_reduction(F, loss, reduction)


def multilabel_soft_margin_loss_of(F, input, target, weight, size_average, reduce, reduction):
    """-(t logsigmoid(x) + (1 - t) logsigmoid(-x)) times weight, averaged over the last (class) dim."""
    if size_average is not None or reduce is not None:
        reduction = legacy_reduction(size_average, reduce, reduction)
    loss = -(target * F.logsigmoid(input) + (1 - target) * F.logsigmoid(-input))
    if weight is not None:
        loss = loss * weight
    if input.ndim == 0:
        raise IndexError("Dimension specified as -1 but tensor has no dimensions")
    loss = F.sum(loss, input.ndim - 1) / input.shape[-1]
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not valid")  # (as PyTorch's: a TypeError for None)
    return apply_reduction(F, loss, reduction)


def _margin_input_check(self):
    ndim = self.ndim
    if not ((ndim == 2 and self.shape[1] != 0) or (ndim == 1 and self.shape[0] != 0) or ndim == 0):
        raise RuntimeError(f"Expected non-empty vector or matrix with optional 0-dim batch size, but got: "
                           f"{_sizes_text(self)}")
    return (self.shape[0] if ndim == 2 else 1), (self.shape[-1] if ndim else 1)


def _margin_dtypes(op, self, target, weight=None):
    if self.dtype.numpy.kind != "f" or self.dtype.numpy.itemsize == 2:
        raise NotImplementedError(f"\"{op}\" not implemented for '{scalar_type_name(self.dtype)}'")
    if target.dtype.name != "int64":
        raise RuntimeError(f"expected scalar type Long but found {scalar_type_name(target.dtype)}")
    if weight is not None and weight.dtype != self.dtype:
        raise RuntimeError(f"expected scalar type {scalar_type_name(self.dtype)} but found "
                           f"{scalar_type_name(weight.dtype)}")


def _margin_reduction(F, loss, nframe, reduction):
    if reduction == "mean":  # an empty batch's mean is 0, as PyTorch's kernels
        return F.mean(loss) if nframe else F.sum(loss)
    return apply_reduction(F, loss, reduction)


def multi_margin_loss_of(F, self, target, p, margin, weight, size_average, reduce, reduction):
    """sum over classes j != y of max(0, margin - x[y] + x[j])^p, times weight[y], over the class count;
    where the margin term is exactly 0 its gradient is 0, as PyTorch's kernel (z > 0)."""
    reduction = checked_reduction(size_average, reduce, reduction)
    if p != 1 and p != 2:
        raise ValueError("only p == 1 and p == 2 supported")
    if weight is not None and weight.ndim != 1:
        raise ValueError("weight must be one-dimensional")
    nframe, dim = _margin_input_check(self)
    if target.ndim > 1 or math.prod(target.shape) != nframe:
        raise RuntimeError(f"multi_margin_loss: target tensor should be 1-D with size equal to the number of input "
                           f"samples (batch size). Expected target size [{nframe}], but got {_sizes_text(target)}. "
                           f"Input has shape {_sizes_text(self)}.")
    if weight is not None and weight.shape[0] != dim:
        raise RuntimeError(f"inconsistent weight size, expected {dim} but got {_sizes_text(weight)}")
    _margin_dtypes("multi_margin_loss_cpu_kernel", self, target, weight)
    _refuse_weight_gradient("multi_margin_loss", weight=weight)
    t = _values(target).reshape(nframe)
    if ((t < 0) | (t >= dim)).any():
        raise RuntimeError("target out of range")
    x = F.reshape(self, [nframe, dim])
    z = margin - F.gather(x, 1, _constant(F, t.reshape(nframe, 1))) + x
    counted = (np.arange(dim) != t[:, None]) & (_values(z) > 0)
    h = F.where(counted, z if p == 1 else z * z, 0)
    if weight is not None:
        h = h * _constant(F, _values(weight)[t].reshape(nframe, 1))
    loss = F.reshape(F.sum(h, 1) / dim, list(target.shape))
    return _margin_reduction(F, loss, nframe, reduction)


def multilabel_margin_loss_of(F, self, target, size_average, reduce, reduction):
    """sum over the target classes j (target's entries up to the first -1, repeats counted) and the
    other classes k of max(0, 1 - (x[j] - x[k])), over the class count; gradient 0 where exactly 0."""
    reduction = checked_reduction(size_average, reduce, reduction)
    nframe, dim = _margin_input_check(self)
    if (self.ndim <= 1 and not (target.ndim <= 1 and math.prod(target.shape) == dim)) or \
            (self.ndim == 2 and tuple(target.shape) != (nframe, dim)):
        raise RuntimeError(f"inconsistent target size: {_sizes_text(target)} for input of size: {_sizes_text(self)}")
    t = _values(target).reshape(nframe, dim)
    if t.size and (t.min() < -1 or t.max() >= dim):
        raise RuntimeError("argument #2 'target' is out of range")
    _margin_dtypes("multilabel_margin_loss_forward_out_frame", self, target)
    valid = np.cumprod(t != -1, axis=1).astype(bool)  # the targets: up to the first -1
    is_target = np.zeros((nframe, dim), bool)
    rows = np.broadcast_to(np.arange(nframe)[:, None], t.shape)
    is_target[rows[valid], t[valid]] = True
    k = int(valid.sum(axis=1).max()) if nframe else 0
    x = F.reshape(self, [nframe, dim])
    picked = F.gather(x, 1, _constant(F, np.where(valid, t, 0)[:, :k]))
    z = 1 - F.unsqueeze(picked, 2) + F.unsqueeze(x, 1)
    counted = valid[:, :k, None] & ~is_target[:, None, :]
    # relu: max(0, z), and a gradient that reads self (threshold_backward), so that with create_graph it
    # requires grad as PyTorch's multilabel_margin_loss_backward does
    loss = F.sum(F.where(counted, F.relu(z), 0), [1, 2]) / dim
    if self.ndim < 2:
        loss = F.reshape(loss, [])
    return _margin_reduction(F, loss, nframe, reduction)


def bilinear_of(F, input1, input2, weight, bias):
    """y[..., o] = sum_ij input1[..., i] weight[o, i, j] input2[..., j] + bias[o]: one matmul of input1
    with weight laid out (i, o j), then a product with input2 summed over j."""
    tensors = [("input1", input1), ("input2", input2), ("weight", weight)] + ([("bias", bias)] if bias is not None else [])
    if len({t.dtype for _, t in tensors}) > 1:
        raise RuntimeError("All tensors must have the same dtype, got " +
                           ", ".join(f"{n}: {cpp_type_name(t.dtype)}" for n, t in tensors))
    if input1.ndim != input2.ndim:
        raise RuntimeError(f"bilinear(): input dimensions do not match: got {input1.ndim} and {input2.ndim}")
    for i in range(input1.ndim - 1):
        if input1.shape[i] != input2.shape[i]:
            raise RuntimeError(f"bilinear(): input batch dimensions do not match at dim {i}: got "
                               f"{input1.shape[i]} and {input2.shape[i]}")
    if input1.ndim == 0:
        raise IndexError("Dimension specified as -1 but tensor has no dimensions")
    if input1.shape[-1] != _size_at(weight, 1):
        raise RuntimeError(f"bilinear(): input1 size does not match weight size: got {input1.shape[-1]} but "
                           f"expected {weight.shape[1]}")
    if input2.shape[-1] != _size_at(weight, 2):
        raise RuntimeError(f"bilinear(): input2 size does not match weight size: got {input2.shape[-1]} but "
                           f"expected {weight.shape[2]}")
    if bias is not None:
        if bias.ndim == 0:
            raise IndexError("Dimension specified as 0 but tensor has no dimensions")
        if bias.shape[0] != weight.shape[0]:
            raise RuntimeError(f"bilinear(): bias size does not match weight size: got {bias.shape[0]} but "
                               f"expected {weight.shape[0]}")
    if weight.ndim != 3:
        raise RuntimeError("number of dimensions must match")
    if input1.dtype.numpy.kind == "b":
        raise NotImplementedError("\"bmm\" not implemented for 'Bool'")
    out_features, in1, in2 = weight.shape
    batch = list(input1.shape[:-1])
    x1 = F.reshape(input1, [-1, in1])
    x2 = F.reshape(input2, [-1, 1, in2])
    laid_out = F.reshape(F.permute(weight, [1, 0, 2]), [in1, out_features * in2])
    y = F.reshape(F.sum(F.reshape(F.matmul(x1, laid_out), [-1, out_features, in2]) * x2, 2), batch + [out_features])
    # the bias is added to the output's shape (it may have more dims than one, as long as they broadcast)
    return y if bias is None else y + bias
# ------------------------------------------------------------------------------ mse_loss, fused (issue 6)

def mse_loss_of(F, input, target, size_average, reduce, reduction, weight):
    """F.mse_loss: one internal op (mse_loss_reduced, one node, one pass each way) for same-shaped float
    tensors of one dtype reduced by 'mean' or 'sum'; else the composite of broadcast difference, square
    and reduction (broadcasting, promotion, weight, the legacy arguments)."""
    if (weight is None and size_average is None and reduce is None and reduction in ("mean", "sum")
            and tuple(input.shape) == tuple(target.shape) and _values(input).dtype == _values(target).dtype
            and _values(input).dtype in (np.float32, np.float64)):
        return F.mse_loss_reduced(input, target, reduction)
    return loss_reduction(F, broadcast_difference(F, input, target) ** 2, size_average, reduce, reduction, weight,
                          True, input.shape)


def mse_loss_backward(F, grad, self, target, reduction):
    """PyTorch's mse_loss_backward: 2 * (self - target) * grad, over self's size for 'mean'; on raw arrays
    one subtraction and one scaling in place."""
    if getattr(F, "Tensor", None) is None:
        scale = grad * (2 / self.size if reduction == "mean" else 2)
        return _array_helpers.scaled_difference(self, target, scale)
    n = math.prod(self.shape)
    scale = grad * (2 / n if reduction == "mean" else 2)
    return (self - target) * scale


# ------------------------------------------------------------------ gradients the engine donates
# references to an incoming gradient array that only the engine holds, seen from inside _donated when
# a formula helper called by a generated raw backward (Node.apply) asks: the engine's list of the node's
# gradients, apply's local `grad`, the helper's parameter, _donated's parameter, getrefcount's argument.
# The helper must ask in a statement of its own (`out = grad if _donated(grad) else None`): inside a
# call's argument list, the arguments pushed before it are references too.
_DONATED_REFERENCES = 5


def _donated(grad, references=_DONATED_REFERENCES) -> bool:
    """Whether a node's incoming gradient array (`grad` of a helper called from a generated raw backward)
    may be overwritten with the node's result: nothing else holds it (not a hook, a retained .grad,
    another node's gradient slot: add passes one array to both inputs), it owns its memory and may be
    written. A backward kernel that reads each element before it writes it can then work in place: no
    new array, whose first touch page-faults for big ones (engine._only_reference is the same test)."""
    return (type(grad) is np.ndarray and grad.base is None and grad.flags.writeable
            and grad.flags.c_contiguous and sys.getrefcount(grad) <= references)
def conv_bias_grad(F, grad):
    """convolution_bias's gradient for its bias (O,): grad (N, O, *spatial) summed over all but dim 1."""
    return F.sum(grad, _channel_dims(grad.ndim), False)
# ------------------------------------------------------------------------------ fused recurrent cells (issue 7)

def _lstm_cell_grads(grad_hy, grad_cy, cx, cy, workspace):
    """(gates' gradient, cx's) on raw arrays, computed once per node for all its formulas (shared_sums)."""
    from specgrad import array_helpers
    arrays = [a for a in (grad_hy, grad_cy, cx, cy, workspace) if a is not None]
    return arrays, lambda: array_helpers.rnn_kernels.fused_lstm_cell_backward(grad_hy, grad_cy, cx, cy, workspace)


# Arguments a helper treats alike: swapping them in a formula changes nothing (the LSTM cell adds its two
# gate parts and its two biases), so `make mutants` does not count that swap as a mutant to be caught.
INTERCHANGEABLE_ARGUMENTS = {"lstm_cell_backward": (("input_gates", "hidden_gates"), ("input_bias", "hidden_bias")),
                             "sum_over_reduced": (("partials", "self_t"),)}  # they are multiplied


# ---- forward mode of the recurrent cells and layers: the tangents run the recurrence beside the primal, whose
# saved activations (the workspace: each step's activated gates) give every derivative

def _gate(x, k, h):
    return x[..., k * h:(k + 1) * h]


def _lstm_step_tangent(F, gates_t, activated, cx, cx_t, cy):
    """(hy', cy') of one LSTM cell from its pre-activation gates' tangent (B, 4H) and its activated gates
    [i, f, g, o]: cy = f cx + i g, hy = o tanh(cy)."""
    h = cy.shape[-1]
    i, f, g, o = (_gate(activated, k, h) for k in range(4))
    di, df, dg, do = (_gate(gates_t, k, h) for k in range(4))
    cy_t = df * f * (1 - f) * cx + f * cx_t + di * i * (1 - i) * g + i * (1 - g * g) * dg
    tanh_cy = F.tanh(cy)
    return do * o * (1 - o) * tanh_cy + o * (1 - tanh_cy * tanh_cy) * cy_t, cy_t


def _gru_step_tangent(F, input_t, hidden_t, activated, hx, hx_t):
    """hy' of one GRU cell from the tangents of its input part and hidden part (B, 3H, biases included) and its
    workspace [r, z, n, h_n]: r = σ(x_r + h_r), z = σ(x_z + h_z), n = tanh(x_n + r h_n), hy = (1 - z) n + z hx."""
    h = hx.shape[-1]
    r, z, n, hn = (_gate(activated, k, h) for k in range(4))
    r_t = r * (1 - r) * (_gate(input_t, 0, h) + _gate(hidden_t, 0, h))
    z_t = z * (1 - z) * (_gate(input_t, 1, h) + _gate(hidden_t, 1, h))
    n_t = (1 - n * n) * (_gate(input_t, 2, h) + r_t * hn + r * _gate(hidden_t, 2, h))
    return (1 - z) * n_t + z_t * (hx - n) + z * hx_t


def lstm_cell_tangent(F, input_gates_t, hidden_gates_t, cx, cx_t, input_bias_t, hidden_bias_t, cy, workspace):
    """_thnn_fused_lstm_cell's tangents (hy, cy, workspace: none)."""
    gates_t = input_gates_t + hidden_gates_t + input_bias_t + hidden_bias_t
    return (*_lstm_step_tangent(F, gates_t, workspace, cx, cx_t, cy), None)


def gru_cell_tangent(F, input_gates_t, hidden_gates_t, hx, hx_t, input_bias_t, hidden_bias_t, workspace):
    """_thnn_fused_gru_cell's tangents (hy, workspace: none)."""
    return (_gru_step_tangent(F, input_gates_t + input_bias_t, hidden_gates_t + hidden_bias_t, workspace, hx, hx_t),
            None)


def lstm_layer_tangent(F, input_gates_t, h0, h0_t, c0, c0_t, w_hh, w_hh_t, reverse, output, cells, workspace):
    """_lstm_layer's tangents (output, hy, cy; cells and workspace none): each step's gates' tangent is its input
    gates' plus h_prev' W_hh^T + h_prev W_hh'^T, then the cell's."""
    steps = output.shape[0]
    if not steps:
        return F.zeros_like(output), h0_t, c0_t, None, None
    w_t, w_t_t = F.t(w_hh), F.t(w_hh_t)
    order = range(steps - 1, -1, -1) if reverse else range(steps)
    h_prev, c_prev, h_prev_t, c_prev_t, hs = h0, c0, h0_t, c0_t, {}
    for t in order:
        gates_t = input_gates_t[t] + F.matmul(h_prev_t, w_t) + F.matmul(h_prev, w_t_t)
        h_prev_t, c_prev_t = _lstm_step_tangent(F, gates_t, workspace[t], c_prev, c_prev_t, cells[t])
        hs[t] = h_prev_t
        h_prev, c_prev = output[t], cells[t]
    return F.stack([hs[t] for t in range(steps)]), h_prev_t, c_prev_t, None, None


def rnn_layer_tangent(F, input_gates_t, h0, h0_t, w_hh, w_hh_t, nonlinearity, reverse, output):
    """_rnn_layer's tangents (output, hy): h = act(input_gates[t] + h_prev W_hh^T), tanh' = 1 - h^2, relu's where
    h > 0."""
    steps = output.shape[0]
    if not steps:
        return F.zeros_like(output), h0_t
    w_t, w_t_t = F.t(w_hh), F.t(w_hh_t)
    order = range(steps - 1, -1, -1) if reverse else range(steps)
    h_prev, h_prev_t, hs = h0, h0_t, {}
    for t in order:
        pre_t = input_gates_t[t] + F.matmul(h_prev_t, w_t) + F.matmul(h_prev, w_t_t)
        y = output[t]
        h_prev_t = hs[t] = pre_t * (1 - y * y) if nonlinearity == "tanh" else F.where(y > 0, pre_t, 0)
        h_prev = y
    return F.stack([hs[t] for t in range(steps)]), h_prev_t


def gru_layer_tangent(F, input_gates_t, h0, h0_t, w_hh, w_hh_t, b_hh_t, reverse, output, workspace):
    """_gru_layer's tangents (output, hy; workspace none): each step's hidden part's tangent is
    h' W_hh^T + h W_hh'^T + b_hh', then the cell's."""
    steps = output.shape[0]
    if not steps:
        return F.zeros_like(output), h0_t, None
    w_t, w_t_t = F.t(w_hh), F.t(w_hh_t)
    order = range(steps - 1, -1, -1) if reverse else range(steps)
    h_prev, h_prev_t, hs = h0, h0_t, {}
    for t in order:
        hidden_t = F.matmul(h_prev_t, w_t) + F.matmul(h_prev, w_t_t) + b_hh_t
        h_prev_t = hs[t] = _gru_step_tangent(F, input_gates_t[t], hidden_t, workspace[t], h_prev, h_prev_t)
        h_prev = output[t]
    return F.stack([hs[t] for t in range(steps)]), h_prev_t, None


def lstm_cell_backward(F, part, grad_hy, grad_cy, input_gates, hidden_gates, cx, input_bias, hidden_bias, cy,
                       workspace):
    """_thnn_fused_lstm_cell's gradient for `part` (input_gates, hidden_gates, cx, input_bias, hidden_bias).

    On raw arrays one fused pass from the workspace (PyTorch's _thnn_fused_lstm_cell_backward); with
    create_graph the cell recomputed in ops from its inputs (PyTorch's _thnn_differentiable_lstm_cell_backward),
    so the gradient is itself differentiable."""
    if grad_hy is None and grad_cy is None:
        return None
    if isinstance(cx, np.ndarray):
        from specgrad import array_helpers
        arrays, compute = _lstm_cell_grads(grad_hy, grad_cy, cx, cy, workspace)
        grad_gates, grad_cx = array_helpers.shared_sums("lstm_cell", part, compute, *arrays)
        if part == "cx":
            return grad_cx
        if part in ("input_bias", "hidden_bias"):
            return grad_gates.sum(0)
        # both gate inputs take the same values: hidden_gates its own copy, so that no two gradients share memory
        return grad_gates if part == "input_gates" else grad_gates.copy()
    gates = input_gates + hidden_gates
    if input_bias is not None:
        gates = gates + input_bias + hidden_bias
    i, f, g, o = F.chunk(gates, 4, 1)
    i, f, g, o = F.sigmoid(i), F.sigmoid(f), F.tanh(g), F.sigmoid(o)
    tc = F.tanh(f * cx + i * g)
    gc = grad_cy
    if grad_hy is not None:
        gc_h = grad_hy * o * (1 - tc * tc)
        gc = gc_h if gc is None else gc + gc_h
    if part == "cx":
        return gc * f
    go = grad_hy * tc * o * (1 - o) if grad_hy is not None else zeros_like_grad(o)
    grad_gates = F.cat([gc * g * i * (1 - i), gc * cx * f * (1 - f), gc * i * (1 - g * g), go], 1)
    return F.sum(grad_gates, [0], False) if part in ("input_bias", "hidden_bias") else grad_gates


def gru_cell_backward(F, part, grad, input_gates, hidden_gates, hx, input_bias, hidden_bias, workspace):
    """_thnn_fused_gru_cell's gradient for `part` (input_gates, hidden_gates, hx, input_bias, hidden_bias): one
    fused pass from the workspace on raw arrays, the cell recomputed in ops with create_graph."""
    if isinstance(hx, np.ndarray):
        from specgrad import array_helpers
        grad_input_gates, grad_hidden_gates, grad_hx = array_helpers.shared_sums(
            "gru_cell", part, lambda: array_helpers.rnn_kernels.fused_gru_cell_backward(grad, hx, workspace),
            grad, hx, workspace)
        return {"input_gates": grad_input_gates, "hidden_gates": grad_hidden_gates, "hx": grad_hx,
                "input_bias": grad_input_gates.sum(0) if part == "input_bias" else None,
                "hidden_bias": grad_hidden_gates.sum(0) if part == "hidden_bias" else None}[part]
    if input_bias is not None:
        input_gates = input_gates + input_bias
        hidden_gates = hidden_gates + hidden_bias
    x_r, x_z, x_n = F.chunk(input_gates, 3, 1)
    h_r, h_z, hn = F.chunk(hidden_gates, 3, 1)
    r, z = F.sigmoid(x_r + h_r), F.sigmoid(x_z + h_z)
    n = F.tanh(x_n + r * hn)
    if part == "hx":
        return grad * z
    gz = grad * (hx - n) * z * (1 - z)
    gn = grad * (1 - z) * (1 - n * n)
    gr = gn * hn * r * (1 - r)
    out = F.cat([gr, gz, gn] if part in ("input_gates", "input_bias") else [gr, gz, gn * r], 1)
    return F.sum(out, [0], False) if part in ("input_bias", "hidden_bias") else out


def _layer_gradient(kind, parts, part, backward, *arrays):
    """The gradient for `part` of a whole-layer op (_lstm_layer, _gru_layer, _rnn_layer) on raw arrays: its
    reverse pass, backward() giving every input's gradient in the order of `parts`, runs once per node and
    is shared by the node's formulas (array_helpers.shared_sums)."""
    from specgrad import array_helpers
    grads = array_helpers.shared_sums(kind, part, backward, *(a for a in arrays if a is not None))
    return grads[parts.index(part)]


def lstm_layer_backward(F, part, grad_output, grad_hy, grad_cy, input_gates, h0, c0, w_hh, reverse, output, cells,
                        workspace):
    """_lstm_layer's gradient for `part` (input_gates, h0, c0, w_hh). On raw arrays one reverse pass shared by
    the four formulas (rnn_kernels.lstm_layer_backward); with create_graph the layer recomputed step by step
    in ops and its backward written in ops (the fused cells' differentiable backward), so it differentiates."""
    if grad_output is None and grad_hy is None and grad_cy is None:
        return None
    if isinstance(h0, np.ndarray):
        return _layer_gradient("lstm_layer", ("input_gates", "h0", "c0", "w_hh"), part,
                               lambda: _array_helpers.rnn_kernels.lstm_layer_backward(
                                   grad_output, grad_hy, grad_cy, h0, c0, w_hh, reverse, output, cells, workspace),
                               grad_output, grad_hy, grad_cy, h0, c0, w_hh, output, cells, workspace)
    steps = input_gates.shape[0]
    order = list(range(steps - 1, -1, -1)) if reverse else list(range(steps))
    w_t = F.t(w_hh)
    step_gates = F.unbind(input_gates, 0)
    h, c = h0, c0
    h_prev, c_prev, hidden_gates = [None] * steps, [None] * steps, [None] * steps
    for t in order:
        h_prev[t], c_prev[t] = h, c
        hidden_gates[t] = F.matmul(h, w_t)
        h, c, _ = F._thnn_fused_lstm_cell(step_gates[t], hidden_gates[t], c, None, None)
    dh, dc = grad_hy, grad_cy
    grad_gates = [None] * steps
    for t in reversed(order):
        if grad_output is not None:
            dh = grad_output[t] if dh is None else dh + grad_output[t]
        if dh is None and dc is None:
            grad_gates[t] = zeros_like_grad(step_gates[t])
            continue
        args = (dh, dc, step_gates[t], hidden_gates[t], c_prev[t], None, None, None, None)
        grad_gates[t] = lstm_cell_backward(F, "input_gates", *args)
        dc = lstm_cell_backward(F, "cx", *args)
        dh = F.matmul(grad_gates[t], w_hh)
    if part == "input_gates":
        return F.stack(grad_gates, 0)
    if part == "h0":
        return dh if dh is not None else zeros_like_grad(h0)
    if part == "c0":
        return dc if dc is not None else zeros_like_grad(c0)
    return F.matmul(F.t(F.cat(grad_gates, 0)), F.cat(h_prev, 0))


def gru_layer_backward(F, part, grad_output, grad_hy, input_gates, h0, w_hh, b_hh, reverse, output, workspace):
    """_gru_layer's gradient for `part` (input_gates, h0, w_hh, b_hh): one shared reverse pass on raw arrays
    (rnn_kernels.gru_layer_backward); with create_graph the layer recomputed and differentiated in ops."""
    if grad_output is None and grad_hy is None:
        return None
    if isinstance(h0, np.ndarray):
        return _layer_gradient("gru_layer", ("input_gates", "h0", "w_hh", "b_hh"), part,
                               lambda: _array_helpers.rnn_kernels.gru_layer_backward(
                                   grad_output, grad_hy, h0, w_hh, reverse, output, workspace),
                               grad_output, grad_hy, h0, w_hh, b_hh, output, workspace)
    steps = input_gates.shape[0]
    order = list(range(steps - 1, -1, -1)) if reverse else list(range(steps))
    w_t = F.t(w_hh)
    step_gates = F.unbind(input_gates, 0)
    h = h0
    h_prev, hidden_gates = [None] * steps, [None] * steps
    for t in order:
        h_prev[t] = h
        hidden_gates[t] = F.matmul(h, w_t) if b_hh is None else F.addmm(b_hh, h, w_t)
        h, _ = F._thnn_fused_gru_cell(step_gates[t], hidden_gates[t], h, None, None)
    dh = grad_hy
    grad_input, grad_hidden = [None] * steps, [None] * steps
    for t in reversed(order):
        if grad_output is not None:
            dh = grad_output[t] if dh is None else dh + grad_output[t]
        if dh is None:
            grad_input[t] = grad_hidden[t] = zeros_like_grad(step_gates[t])
            continue
        args = (dh, step_gates[t], hidden_gates[t], h_prev[t], None, None, None)
        grad_input[t] = gru_cell_backward(F, "input_gates", *args)
        grad_hidden[t] = gru_cell_backward(F, "hidden_gates", *args)
        dh = gru_cell_backward(F, "hx", *args) + F.matmul(grad_hidden[t], w_hh)
    if part == "input_gates":
        return F.stack(grad_input, 0)
    if part == "h0":
        return dh if dh is not None else zeros_like_grad(h0)
    if part == "b_hh":
        return F.sum(F.cat(grad_hidden, 0), [0], False)
    return F.matmul(F.t(F.cat(grad_hidden, 0)), F.cat(h_prev, 0))


def rnn_layer_backward(F, part, grad_output, grad_hy, input_gates, h0, w_hh, nonlinearity, reverse, output):
    """_rnn_layer's gradient for `part` (input_gates, h0, w_hh): one shared reverse pass on raw arrays
    (rnn_kernels.rnn_layer_backward); with create_graph the layer recomputed and differentiated in ops."""
    if grad_output is None and grad_hy is None:
        return None
    if isinstance(h0, np.ndarray):
        return _layer_gradient("rnn_layer", ("input_gates", "h0", "w_hh"), part,
                               lambda: _array_helpers.rnn_kernels.rnn_layer_backward(
                                   grad_output, grad_hy, h0, w_hh, nonlinearity, reverse, output),
                               grad_output, grad_hy, h0, w_hh, output)
    steps = input_gates.shape[0]
    order = list(range(steps - 1, -1, -1)) if reverse else list(range(steps))
    w_t = F.t(w_hh)
    step_inputs = F.unbind(input_gates, 0)
    h = h0
    h_prev, outputs = [None] * steps, [None] * steps
    for t in order:
        h_prev[t] = h
        pre = F.addmm(step_inputs[t], h, w_t)
        h = outputs[t] = F.relu(pre) if nonlinearity == "relu" else F.tanh(pre)
    dh = grad_hy
    grad_pre = [None] * steps
    for t in reversed(order):
        if grad_output is not None:
            dh = grad_output[t] if dh is None else dh + grad_output[t]
        if dh is None:
            grad_pre[t] = zeros_like_grad(step_inputs[t])
            continue
        y = outputs[t]
        grad_pre[t] = F.threshold_backward(dh, y, threshold=0) if nonlinearity == "relu" else dh * (1 - y * y)
        dh = F.matmul(grad_pre[t], w_hh)
    if part == "input_gates":
        return F.stack(grad_pre, 0)
    if part == "h0":
        return dh if dh is not None else zeros_like_grad(h0)
    return F.matmul(F.t(F.cat(grad_pre, 0)), F.cat(h_prev, 0))
def _writeable_grad(grad, out):
    """(grad, out) for a fused kernel that may write its result into grad: Numba cannot compile such a kernel
    for a read-only array (a gradient broadcast from one element, as sum's of a 1-element tensor), so that one
    is copied, and the copy, ours alone, takes the result."""
    if grad.flags.writeable:
        return grad, out
    grad = np.array(grad)
    return grad, grad


def target_size_check(self, target, op):
    """binary_cross_entropy's and binary_cross_entropy_with_logits' target of the input's size, checked (in
    Python, ValueError) before PyTorch's kernel checks the dtypes (`checks:`)."""
    if tuple(target.shape) == tuple(self.shape):
        return
    if op == "binary_cross_entropy":
        raise ValueError(f"Using a target size ({_size(target)}) that is different to the input size ({_size(self)}) "
                         f"is deprecated. Please ensure they have the same size.")
    raise ValueError(f"Target size ({_size(target)}) must be the same as input size ({_size(self)})")


def _c_divide(a, b):
    """a / b as C++ doubles divide: by zero inf (or NaN), not Python's ZeroDivisionError (cross_entropy's
    label_smoothing / classes with no classes)."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return float(np.float64(a) / np.float64(b))


def celu_alpha_check(alpha):
    """celu's 1 / alpha, which PyTorch computes before anything else (`checks:`)."""
    if alpha == 0:
        raise RuntimeError("ZeroDivisionError: alpha cannot be 0 for CELU")


def index_dtype_check(index, op, name, rule):
    """An index tensor's `dtypes:` rule (`index`, `long index`, `index or empty`), for an op that checks it before
    its dim (`checks:`)."""
    from specgrad.dispatch import index_dtype_error
    data = _raw(index)
    allowed = ("int64",) if rule == "long index" else ("int64", "int32")
    if data.dtype.name not in allowed and (data.size or rule != "index or empty"):
        raise index_dtype_error(op, name, rule, index)


def reduction_check(size_average, reduce, reduction, *more):
    """A loss's `reduction` checked as torch.nn.functional's _Reduction.get_enum, which most losses call before
    anything else (`checks:`): 'none', 'mean', 'sum' (and `more`, kl_div's 'batchmean'); the deprecated
    size_average and reduce, when given, replace it (so it is not checked)."""
    if size_average is not None or reduce is not None:
        return
    if reduction not in ("none", "mean", "sum", *more):
        raise ValueError(f"{reduction} is not a valid value for reduction")


def broadcast_check(a, b):
    """torch.broadcast_tensors(a, b)'s RuntimeError for shapes that do not broadcast."""
    from specgrad.dispatch import shape_error
    try:
        np.broadcast_shapes(tuple(a.shape), tuple(b.shape))
    except ValueError as error:
        raise shape_error("broadcast_tensors", error, a, b) from None


def elementwise_loss_checks(self, target, size_average, reduce, reduction, weight=None):
    """mse_loss, l1_loss, smooth_l1_loss and huber_loss check as torch.nn.functional does (`checks:`): input and
    target broadcast first; then, without a weight, the reduction (get_enum, before the kernel's checks); with
    one, the weight's size (their reduction is checked after the weighted loss is computed)."""
    broadcast_check(self, target)
    if weight is None:
        reduction_check(size_average, reduce, reduction)
    elif tuple(weight.shape) != tuple(self.shape):
        raise ValueError("Weights and input must have the same size.")


def mse_loss_checks(self, target, size_average, reduce, reduction, weight=None):
    """mse_loss's checks (`checks:`): elementwise_loss_checks; with a weight, torch.nn.functional computes
    input - target as it is, so a bool input or target is sub's RuntimeError (without one, the kernel
    promotes it)."""
    elementwise_loss_checks(self, target, size_average, reduce, reduction, weight)
    if weight is not None:
        from specgrad.dispatch import dtype_error
        for name, x in (("input", self), ("other", target)):
            if _values(x).dtype == np.bool_:
                raise dtype_error("sub", name, "numeric", x)


def smooth_l1_loss_checks(self, target, size_average, reduce, reduction, beta):
    """smooth_l1_loss's checks in PyTorch's order (`checks:`): elementwise_loss_checks, then, as beta 0 is
    l1_loss's kernel (which takes integers), only for beta != 0 the kernel's: a negative beta, integer dtypes."""
    elementwise_loss_checks(self, target, size_average, reduce, reduction)
    if beta == 0:
        return
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    dtype = result_type(self, target)
    if dtype.kind in "biu":
        from specgrad.dispatch import dtype_error
        raise dtype_error("smooth_l1_loss", "input", "not implemented for integers", dtype)


def huber_loss_checks(self, target, delta):
    """huber_loss's kernel checks (`checks:`), before its dtype dispatch: delta, then whether the dtype input and
    target promote to can be written into a tensor of the input's dtype (its result, huber_loss_terms)."""
    if delta <= 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    common, own = result_type(self, target), _raw(self).dtype
    if (common.kind == "f" and own.kind in "biu") or (common.kind in "iu" and own.kind == "b"):
        raise RuntimeError(f"result type {scalar_type_name(common)} can't be cast to the desired output type "
                           f"{scalar_type_name(own)}")


def huber_loss_terms(F, self, target, delta):
    """huber of self - target in their common dtype, in self's dtype (PyTorch's kernel writes into
    empty_like(input): float32 for a float32 input and a float64 target)."""
    loss = huber(F, self - target, delta)
    return loss if loss.dtype == self.dtype else F._to_copy(loss, self.dtype)


def reduction_words_check(size_average, reduce, reduction):
    """poisson_nll_loss's reduction check (`checks:`, after the deprecated size_average and reduce replace it): its
    message is reduction + " is not ...", so a reduction of None is a TypeError, as in PyTorch."""
    if size_average is not None or reduce is not None:
        return
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(reduction + " is not a valid value for reduction")


def smooth_l1_loss_terms(F, self, target, beta):
    """smooth_l1 of self - target: PyTorch's kernel takes both in their common dtype (a bool target too, forward
    and backward); beta 0 is l1_loss's plain subtraction (which refuses a bool)."""
    return smooth_l1(F, broadcast_subtraction(F, self, target) if beta == 0 else broadcast_difference(F, self, target),
                     beta)


def _size_at(tensor, dim):
    """tensor.size(dim) with PyTorch's IndexError for a dim the tensor does not have."""
    if tensor.ndim == 0:
        raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
    if not -tensor.ndim <= dim < tensor.ndim:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-tensor.ndim}, {tensor.ndim - 1}], "
                         f"but got {dim})")
    return tensor.shape[dim]


def baddbmm_size_check(self, batch1, batch2):
    """baddbmm's first reads (`checks:`), before any other check: self expanded to [batch1.size(0), batch1.size(1),
    batch2.size(2)] (IndexError for a size a batch does not have, RuntimeError for a self that does not expand)."""
    sizes = [_size_at(batch1, 0), _size_at(batch1, 1), _size_at(batch2, 2)]
    shape = tuple(self.shape)
    if len(shape) > 3:
        raise RuntimeError(f"expand: the number of sizes provided (3) must be greater or equal to the number of "
                           f"dimensions in the tensor ({len(shape)})")
    for i, n in enumerate(shape):
        target = sizes[3 - len(shape) + i]
        if n != target and n != 1:
            raise RuntimeError(f"The expanded size of the tensor ({target}) must match the existing size ({n}) at "
                               f"non-singleton dimension {3 - len(shape) + i}.  Target sizes: {sizes}.  Tensor sizes: "
                               f"{list(shape)}")


def nll_loss_nd_check(self, target, weight):
    """nll_loss_nd's shape checks (`checks:`), in PyTorch's order and before the target's dtype is looked at: its
    own (ValueErrors: the input's rank, the batch sizes; for 3 or 5 and more dims the target's size), then the
    autograd kernel's refusal of a weight that requires grad (cross_entropy's class indices reach it too), then
    the checks of the kernel the rank picks: nll_loss for 1 or 2 dims (a 1-D input's target of one element),
    nll_loss2d for 3 or more. The weight's size comes after the target's dtype there: a target of another dtype
    than int64 or uint8 is left to the `dtypes:` rule's error."""
    if self.ndim < 1:
        raise ValueError(f"Expected 1 or more dimensions (got {self.ndim})")
    if self.ndim != 1 and (target.ndim == 0 or self.shape[0] != target.shape[0]):
        raise ValueError(f"Expected input batch_size ({self.shape[0]}) to match target batch_size "
                         f"({target.shape[0] if target.ndim else 1}).")
    if self.ndim == 3 or self.ndim > 4:
        expected = [self.shape[0], *self.shape[2:]]
        if list(target.shape) != expected:
            raise RuntimeError(f"Expected target size {expected}, got {list(target.shape)}")
    _refuse_weight_gradient("nll_loss_forward" if self.ndim <= 2 else "nll_loss2d_forward", weight=weight)
    classes = self.shape[0 if self.ndim == 1 else 1]
    weight_checked = _raw(target).dtype in (np.int64, np.uint8)  # the checks after the target's dtype
    weight = weight if weight_checked else None
    if self.ndim <= 2:
        if target.ndim > 1:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")
        if self.ndim == 1 and target.ndim == 1 and target.shape[0] != 1 and weight_checked:
            raise ValueError(f"For 1D input, 1D target must have size 1, but got target size: {target.shape[0]}")
        if weight is not None and (weight.ndim != 1 or weight.shape[0] != classes):
            raise RuntimeError(f"weight tensor should be defined either for all {classes} classes or no classes but "
                               f"got weight tensor of shape: {list(weight.shape)}")
        return
    if self.ndim == 4:
        if target.ndim != 3:
            raise RuntimeError(f"only batches of spatial targets supported (3D tensors) but got targets of "
                               f"dimension: {target.ndim}")
        if tuple(target.shape[1:]) != tuple(self.shape[2:]):
            raise RuntimeError(f"size mismatch (got input: {list(self.shape)} , target: {list(target.shape)}")
    if weight is not None and weight.numel() != classes:  # nll_loss2d counts the weight's elements only
        raise RuntimeError("weight tensor should be defined either for all or no classes")


def index_vector_check(index, op):
    """index_add's, index_copy's and index_select's index of more than one dim: their IndexError comes before the
    dtype checks (`checks:`; the dim's own errors are IndexErrors too)."""
    if index.ndim > 1:
        raise IndexError(f"{op}(): Index is supposed to be a vector, but got dim: {index.ndim}")


def mv_check(self):
    """mv reads self.size(0) for its output first: a 0-d matrix is PyTorch's IndexError, before the dtype checks."""
    if self.ndim == 0:
        raise IndexError("Dimension specified as 0 but tensor has no dimensions")


def pad_grad(F, grad, self, pad, mode):
    """pad's gradient: each padded position's gradient added back where it was read (pad_backward); connected
    to self for reflect and replicate, whose PyTorch backward ops take self (with create_graph=True that
    gradient requires grad whenever self does; constant and circular pads are slices and cats there)."""
    out = F.pad_backward(grad, list(self.shape), pad, mode)
    return F.connect_to(out, self) if mode in ("reflect", "replicate") else out


def rms_norm_of(F, input, normalized_shape, weight, eps):
    """F.rms_norm, as PyTorch's composite: x * rsqrt(mean(x^2) + eps) over the last len(normalized_shape)
    dims, then times weight; eps=None is the machine epsilon of the computing dtype (float32 for float16,
    which is computed in float32 and cast back)."""
    shape = _shape_list(normalized_shape)
    if not shape:
        raise RuntimeError("Expected normalized_shape to be at least 1-dimensional, i.e., containing at least one "
                           f"element, but got normalized_shape = {shape}")
    if weight is not None and list(weight.shape) != shape:
        raise RuntimeError(f"Expected weight to be of same shape as normalized_shape, but got weight of shape "
                           f"{list(weight.shape)} and normalized_shape = {shape}")
    if input.ndim < len(shape) or list(input.shape[input.ndim - len(shape):]) != shape:
        raise RuntimeError(f"Given normalized_shape={shape}, expected input with shape [*{', '.join(map(str, shape))}]"
                           f", but got input of size{list(input.shape)}")
    _refuse_integers("rms_norm", input)
    dtype = input._data.dtype
    x = F._to_copy(input, np.dtype(np.float32)) if dtype == np.float16 else input
    if eps is None:
        eps = float(np.finfo(x._data.dtype).eps)
    dims = list(range(input.ndim - len(shape), input.ndim))
    result = x * F.rsqrt(F.mean(x * x, dims, True) + eps)
    if result._data.dtype != dtype:
        result = F._to_copy(result, dtype)
    if weight is None:
        return result
    if weight._data.dtype != dtype:
        weight = F._to_copy(weight, dtype)
    return result * weight
def adaptive_avg_resample_grad(F, grad, self, dim):
    """adaptive_avg_resample's gradient: resample's adjoint in area mode, connected to self (PyTorch's
    adaptive_avg_pool backward takes self: with create_graph=True the gradient requires grad whenever self does)."""
    return F.connect_to(F.resample_backward(grad, dim, self.shape[dim], "area", False, None), self)


def take_along_dim_check(self, indices, dim):
    """take_along_dim's checks before the dim's, in PyTorch's order: along a dim, the same number of dims, then
    indices of int64, also when empty; with dim None PyTorch gathers from the flattened input, so gather's rule:
    int32 or int64, any dtype when empty."""
    if dim is not None and self.ndim != indices.ndim:
        raise RuntimeError(f"torch.take_along_dim(): input and indices should have the same number of dimensions, "
                           f"but got {self.ndim} dimensions for input, and {indices.ndim} dimensions for indices")
    if dim is None:
        index_dtype_check(indices, "gather", "index", "index or empty")
    else:
        index_dtype_check(indices, "take_along_dim", "indices", "long index")


def broadcast_subtraction(F, input, target):
    """input - target after torch.broadcast_tensors, as F.l1_loss (and smooth_l1_loss with beta 0) computes it:
    the broadcast tensors promote as tensors with dims (a 0-d float64 target makes a float32 input's loss float64);
    a bool is refused by the subtraction."""
    shape = list(np.broadcast_shapes(tuple(input.shape), tuple(target.shape)))
    if list(input.shape) != shape:
        input = F.expand(input, shape)
    if list(target.shape) != shape:
        target = F.expand(target, shape)
    return input - target
# ------------------------------------------------------------------ op coverage 5a: elementwise math

def logit_backward(F, grad, self, eps):
    """grad / (x (1 - x)) inside [0, 1] (NaN outside) without eps; with eps, 0 where x was clamped, as PyTorch's
    (infinitely differentiable) logit_backward."""
    low, high = (0, 1) if eps is None else (eps, 1 - eps)
    return F.where((self < low) | (self > high), math.nan if eps is None else 0, grad / (self * (1 - self)))


def float_power_of(F, self, exponent):
    """float_power: pow computed in float64, whatever the inputs' dtypes (numbers stay numbers)."""
    from specgrad.dtypes import float64

    def double(x):
        return F._to_copy(x, float64) if hasattr(x, "_data") and x._data.dtype != np.float64 else x
    return F.pow(double(self), double(exponent))


def mvlgamma_of(F, self, p):
    """The multivariate log-gamma: sum over j < p of lgamma(x - j/2), plus p (p - 1) / 4 log(pi)."""
    from specgrad.dtypes import float_result_type
    if self._data.dtype.kind == "b":
        raise RuntimeError("The input tensor may not be a boolean tensor.")
    if p < 1:
        raise RuntimeError("p has to be greater than or equal to 1")
    offsets = type(self)._wrap(-np.arange(p, dtype=float_result_type(self)) / 2)
    return F.sum(F.lgamma(F.unsqueeze(self, -1) + offsets), -1) + p * (p - 1) / 4 * math.log(math.pi)


# ------------------------------------------------------------------ op coverage 5a: reductions

def nanmean_of(F, self, dim, keepdim, dtype):
    """nansum over the count of elements that are not NaN, as PyTorch's nanmean; floating inputs only."""
    if self._data.dtype.kind != "f":
        raise RuntimeError(f"nanmean(): expected input to have floating point or complex dtype but got "
                           f"{_TORCH_TYPE_NAMES.get(self._data.dtype.name, self._data.dtype.name)}")
    if dtype is not None and np.dtype(dtype).kind not in "fc":  # a mean's result must be a float, as PyTorch says
        name = _TORCH_TYPE_NAMES.get(np.dtype(dtype).name, np.dtype(dtype).name)
        raise RuntimeError(f"nanmean(): could not infer output dtype. Optional dtype must be either a floating point "
                           f"or complex dtype. Got: {name}")
    return F.nansum(self, dim, keepdim, dtype=dtype) / F.sum(F.logical_not(F.isnan(self)), dim, keepdim)


_TORCH_TYPE_NAMES = {"int64": "Long", "int32": "Int", "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool",
                     "float16": "Half", "float32": "Float", "float64": "Double"}
_INTERPOLATIONS = ("linear", "lower", "higher", "midpoint", "nearest")


def quantile_of(F, self, q, dim, keepdim, interpolation, ignore_nan):
    """quantile / nanquantile as PyTorch computes them: sort along dim (every element when dim is None), read
    the elements at the ranks q (n - 1) (n counting the non-NaN ones for nanquantile; a NaN's rank is the last
    for quantile), and interpolate between the two around each rank; q's dim (when q is 1-D) comes first.
    Differentiable through sort and gather, as PyTorch's."""
    name = "nanquantile" if ignore_nan else "quantile"
    Tensor = type(self)
    x = self._data
    q_values = as_array(q._data if isinstance(q, Tensor) else q)
    if x.size == 0:
        raise RuntimeError(f"{name}() input tensor must be non-empty")
    if q_values.ndim > 1:
        raise RuntimeError(f"{name}() q must be a scalar or 1D tensor")
    if x.dtype.kind != "f" or x.dtype.itemsize < 4:
        raise RuntimeError(f"{name}() input tensor must be either float or double dtype")
    if isinstance(q, Tensor) and q._data.dtype != x.dtype:
        raise RuntimeError(f"{name}() q tensor must be same dtype as the input tensor")
    if interpolation not in _INTERPOLATIONS:
        raise RuntimeError(f"{name}() interpolation must be one of linear, lower, higher, midpoint or nearest, "
                           f"but got {interpolation}")
    if np.any((q_values < 0) | (q_values > 1)):
        bad = q_values if q_values.ndim == 0 else q_values[(q_values < 0) | (q_values > 1)][0]
        raise RuntimeError(f"{name}() q must be in the range [0, 1] but got {float(bad)}" if q_values.ndim == 0
                           else f"{name}() q values must be in the range [0, 1]")
    ndim = x.ndim
    if dim is None:
        out_shape = [1] * ndim if keepdim else []
        values = F.reshape(self, [-1])
    else:
        out_shape = [1 if i == dim else n for i, n in enumerate(x.shape)] if keepdim else \
            [n for i, n in enumerate(x.shape) if i != dim]
        values = F.movedim(self, [dim], [-1]) if ndim else F.reshape(self, [1])
    sorted_values = F.sort(values, -1)[0]
    raw = sorted_values._data
    n = raw.shape[-1]
    qs = q_values.reshape((-1,) + (1,) * raw.ndim).astype(x.dtype)
    nans = np.isnan(raw)
    # the rank of each quantile in the sorted slice, in the input's precision, as PyTorch's
    if ignore_nan:
        last = (np.sum(~nans, axis=-1, keepdims=True) - 1).astype(x.dtype)
        fixed = np.broadcast_to(qs * last < 0, qs.shape[:1] + last.shape)
        fixed_rank = np.zeros((), x.dtype)
    else:
        last = np.full(raw.shape[:-1] + (1,), n - 1, x.dtype)
        fixed = np.broadcast_to(np.any(nans, axis=-1, keepdims=True), qs.shape[:1] + last.shape)
        fixed_rank = as_array(n - 1, x.dtype)
    ranks = np.where(fixed, fixed_rank, qs * last)
    if interpolation == "lower":
        ranks = np.floor(ranks)
    elif interpolation == "higher":
        ranks = np.ceil(ranks)
    elif interpolation == "nearest":
        ranks = np.round(ranks)
    below = ranks.astype(np.int64)
    expanded = F.expand(F.unsqueeze(sorted_values, 0), [qs.shape[0]] + list(raw.shape))
    result = F.gather(expanded, -1, Tensor._wrap(below))
    if interpolation in ("linear", "midpoint"):
        above = F.gather(expanded, -1, Tensor._wrap(np.ceil(ranks).astype(np.int64)))
        if interpolation == "midpoint":
            weights = Tensor._wrap(np.full(ranks.shape, 0.5, x.dtype))
        elif isinstance(q, Tensor):  # ranks - below with ranks = q * last: q takes a gradient, as in PyTorch
            q_ranks = F.reshape(q if q._data.dtype == x.dtype else F._to_copy(q, x.dtype), list(qs.shape)) * \
                Tensor._wrap(last)
            weights = F.where(Tensor._wrap(as_contiguous(fixed)), Tensor._wrap(fixed_rank), q_ranks) - \
                Tensor._wrap(below.astype(x.dtype))
        else:
            weights = Tensor._wrap((ranks - below).astype(x.dtype))
        result = F.lerp(result, above, weights)
    qs = qs.reshape(-1)
    result = F.reshape(result, ([len(qs)] if q_values.ndim else []) + out_shape)
    return result


def diff_of(F, self, n, dim, prepend, append):
    """The n-th forward difference along dim (prepend and append joined on first), as PyTorch's diff: bools
    differ by logical_xor; n at least the length gives an empty dim."""
    if self.ndim == 0:
        raise RuntimeError("diff expects input to be at least one-dimensional")
    if n < 0:
        raise RuntimeError(f"order must be non-negative but got {n}")
    parts = []
    for name, extra in (("prepend", prepend), ("append", append)):
        if extra is not None and extra.ndim != self.ndim:
            raise RuntimeError("diff expects prepend or append to be the same dimension as input")
    if n == 0:  # PyTorch's diff returns a copy of self then, leaving prepend and append out
        return F.clone(self)
    x = self
    if prepend is not None or append is not None:
        parts = [t for t in (prepend, self, append) if t is not None]
        x = F.cat(parts, dim)
    for _ in range(n):
        length = x.shape[dim]
        if length == 0:
            break
        later, earlier = F.narrow(x, dim, 1, length - 1), F.narrow(x, dim, 0, length - 1)
        x = F.logical_xor(later, earlier) if x._data.dtype.kind == "b" else later - earlier
    return x


def cov_of(F, self, correction, fweights, aweights):
    """The covariance of the rows of self (variables) over its columns (observations), weighted by fweights
    (integer frequencies) and aweights (float importances), as PyTorch's cov."""
    if self.ndim > 2:
        raise RuntimeError(f"cov(): expected input to have two or fewer dimensions but got an input with {self.ndim} "
                           f"dimensions")
    if self._data.dtype.kind == "b":
        raise RuntimeError("cov(): bool dtype is not supported for input")
    x = F.reshape(self, [1, -1]) if self.ndim < 2 else self
    observations = x.shape[1]
    for name, w, integral in (("fweights", fweights, True), ("aweights", aweights, False)):
        if w is None:
            continue
        if w.ndim > 1:
            raise RuntimeError(f"cov(): expected {name} to have one or fewer dimensions but got {name} with {w.ndim} "
                               f"dimensions")
        if integral and w._data.dtype.kind not in "iu":
            raise RuntimeError(f"cov(): expected fweights to have integral dtype but got fweights with "
                               f"{_TORCH_TYPE_NAMES.get(w._data.dtype.name, w._data.dtype.name)} dtype")
        if not integral and w._data.dtype.kind != "f":
            raise RuntimeError(f"cov(): expected aweights to have floating point dtype but got aweights with "
                               f"{_TORCH_TYPE_NAMES.get(w._data.dtype.name, w._data.dtype.name)} dtype")
        if w._data.size != observations:
            raise RuntimeError(f"cov(): expected {name} to have the same numel as there are observations in the input "
                               f"but got {w._data.size} != {observations}")
        if w._data.size and w._data.min() < 0:
            raise RuntimeError(f"cov(): {name} cannot be negative")
    w = fweights
    if aweights is not None:
        w = aweights if w is None else w * aweights
    if w is None:
        w_sum = observations
        average = F.sum(x, 1) / observations
    else:
        w_sum = F.sum(w)
        average = F.sum(x * w, 1) / w_sum
    if w is None or correction == 0:
        norm = w_sum - correction
    elif aweights is None:
        norm = w_sum - correction
    else:
        norm = w_sum - correction * F.sum(w * aweights) / w_sum
    if float(getattr(norm, "_data", norm)) <= 0:
        import warnings
        warnings.warn("cov(): degrees of freedom is <= 0. Correction should be strictly less than the number of "
                      "observations.", UserWarning, stacklevel=4)
        norm = F.clamp(norm, 0) if hasattr(norm, "_data") else 0
    centered = x - F.unsqueeze(average, 1)
    product = F.mm(centered, F.t(centered * w if w is not None else centered))
    return F.squeeze(product / norm)


def corrcoef_of(F, self):
    """cov normalized by the standard deviations, clipped to [-1, 1], as PyTorch's corrcoef."""
    c = F.cov(self)
    if c.ndim == 0:
        return c / c
    stddev = F.sqrt(F.diagonal(c))
    c = c / F.unsqueeze(stddev, 1)
    c = c / F.unsqueeze(stddev, 0)
    return F.clamp(c, -1, 1)


def ldexp_of(F, self, other):
    """self * 2 ** other, as PyTorch's: mul(self, exp2(other)) written into a tensor of the (floating) dtype self and
    other make, so a 0-d float64 self with integer exponents gives float64 (computed in float32 as PyTorch's)."""
    from specgrad.dtypes import float_result_type
    if _values(other).dtype == np.bool_ and _values(self).dtype.kind in "fc":  # PyTorch's float kernel has no Bool
        raise NotImplementedError("\"ldexp_cpu_exp\" not implemented for 'Bool': convert the exponents with .long() "
                                  "first")
    dtype = float_result_type(self, other)
    out = F.mul(self, F.exp2(other))
    return out if out._data.dtype == dtype else F._to_copy(out, dtype)
# ------------------------------------------------------------------------------ op coverage round 5 (B)

def select_of(F, self, dim, index):
    """select: self[..., index] along dim (a view), with PyTorch's IndexErrors."""
    from specgrad.dispatch import dim_arg
    if self.ndim == 0:
        raise IndexError("select() cannot be applied to a 0-dim tensor.")
    dim = dim_arg(dim, self.ndim, "select")
    size = self.shape[dim]
    if not -size <= index < size:
        raise IndexError(f"select(): index {index} out of range for tensor of size {list(self.shape)} at "
                         f"dimension {dim}")
    return F.index(self, (slice(None),) * dim + (index % size,))


def flatten_of(F, self, start, end):
    """torch.flatten: the dims start..end (wrapped) as one, through reshape; self itself (the same tensor) when
    they are one dim already, as ATen's flatten."""
    if start > end:
        raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
    if self.ndim == 0:
        return F.reshape(self, [1])
    if start == end:
        return self
    shape = list(self.shape)
    return F.reshape(self, shape[:start] + [math.prod(shape[start:end + 1])] + shape[end + 1:])


def atleast_nd(F, self, n):
    """atleast_1d/2d/3d of one tensor: a view with dims of size 1 added as NumPy's (1-D (k,) is (1, k) in 2-D
    and (1, k, 1) in 3-D; 2-D (m, k) is (m, k, 1) in 3-D)."""
    shape = tuple(self.shape)
    if len(shape) >= n:
        return self
    if n == 1:
        return F.reshape(self, [1])
    if n == 2:
        return F.reshape(self, [1, *shape] if shape else [1, 1])
    return F.reshape(self, {0: [1, 1, 1], 1: [1, *shape, 1], 2: [*shape, 1]}[len(shape)])


def atleast_nd_all(F, tensors, n):
    return tuple(atleast_nd(F, t, n) for t in tensors)


def _nonempty_list(tensors, name):
    if len(tensors) == 0:
        raise RuntimeError(f"{name} expects a non-empty TensorList")


def hstack_of(F, tensors):
    """hstack: 1-D tensors (and numbers) end to end, others side by side along dim 1."""
    _nonempty_list(tensors, "hstack")
    tensors = atleast_nd_all(F, tensors, 1)
    return F.cat(list(tensors), 0 if tensors[0].ndim == 1 else 1)


def vstack_of(F, tensors):
    """vstack (row_stack): rows one above the other, 1-D tensors as rows."""
    _nonempty_list(tensors, "vstack")
    return F.cat(list(atleast_nd_all(F, tensors, 2)), 0)


def dstack_of(F, tensors):
    """dstack: along dim 2, after atleast_3d."""
    _nonempty_list(tensors, "dstack")
    return F.cat(list(atleast_nd_all(F, tensors, 3)), 2)


def column_stack_of(F, tensors):
    """column_stack: 0-D and 1-D tensors as columns (n, 1), then side by side along dim 1."""
    _nonempty_list(tensors, "column_stack")
    columns = [F.reshape(t, [t.numel() if hasattr(t, "numel") else t.size, 1]) if t.ndim <= 1 else t
               for t in tensors]
    return F.cat(columns, 1)


def broadcast_all(F, tensors):
    """broadcast_tensors: each tensor expanded (a view) to the shape they broadcast to."""
    from specgrad.dispatch import shape_error
    try:
        shape = np.broadcast_shapes(*(tuple(t.shape) for t in tensors)) if tensors else ()
    except ValueError as error:
        raise shape_error("broadcast_tensors", error, list(tensors)) from None
    return tuple(t if tuple(t.shape) == shape else F.expand(t, list(shape)) for t in tensors)  # as expand_outplace


def split_with_sizes_of(F, self, split_sizes, dim):
    """split_with_sizes: split's overload with sizes (`split` alone names both overloads)."""
    return F._split_sizes(self, split_sizes, dim)


def masked_scatter_source_grad(F, grad, mask, source_shape):
    """masked_scatter's gradient for source: the gradient of the written places in order, then zeros for the source
    elements left unused (PyTorch's masked_scatter_backward), built from ops so that it differentiates again."""
    taken = F.masked_select(grad, mask)
    size = math.prod(source_shape)
    missing = size - (taken.shape[0] if taken.ndim else 1)
    if missing:
        taken = F.cat([taken, constant_zeros(grad, (missing,))], 0)
    return F.reshape(taken, list(source_shape))


def select_slot(dim, index):
    """The index x[...] of x.select(dim, index) (dim wrapped)."""
    return (slice(None),) * dim + (index,)


def slice_slot(dim, start, end, step):
    """The index x[...] of x[start:end:step] along dim (dim wrapped)."""
    return (slice(None),) * dim + (slice(start, end, step),)


def expand_batch(F, grad, batch):
    """grad (n, m) repeated over a batch of `batch` (addbmm's gradient: every product of the sum gets it)."""
    return F.expand(F.unsqueeze(grad, 0), [batch, -1, -1])


def logdet_of(F, self):
    """logdet: log|det|, NaN for a negative determinant (-inf for a zero one), as PyTorch's where(sign == -1, nan,
    logabsdet): no gradient flows from a NaN."""
    sign, logabsdet = F.linalg_slogdet(self)
    return F.where(sign == -1, math.nan, logabsdet)


def matrix_power_of(F, self, n):
    """matrix_power: repeated squaring of self (of its inverse for n < 0); the identity for n = 0."""
    if self.ndim < 2:
        raise RuntimeError("linalg.matrix_power: The input tensor A must have at least 2 dimensions.")
    if self.shape[-1] != self.shape[-2]:
        raise RuntimeError(f"linalg.matrix_power: A must be batches of square matrices, but they are "
                           f"{self.shape[-2]} by {self.shape[-1]} matrices")
    if n == 0:  # as PyTorch's: identities copied into a clone of self, connected to it with a zero gradient
        eye = np.broadcast_to(np.eye(self.shape[-1], dtype=_raw(self).dtype), self.shape)
        result = F.clone(self)
        result.copy_(type(self)._wrap(np.array(eye)))
        return result
    if n == 1:
        return F.clone(self)  # a new tensor, as PyTorch's
    base = F.linalg_inv(self) if n < 0 else self
    n, result = abs(n), None
    while True:
        if n & 1:
            result = base if result is None else F.matmul(result, base)
        n >>= 1
        if not n:
            return result
        base = F.matmul(base, base)


def inner_of(F, self, other):
    """inner: the sum over the last dims (a product when either is 0-d)."""
    if self.ndim == 0 or other.ndim == 0:
        return F.mul(self, other)
    if self.shape[-1] != other.shape[-1]:
        raise RuntimeError(f"inner() the last dimension must match on both input tensors but got shapes "
                           f"{list(self.shape)} and {list(other.shape)}")
    return F.tensordot(self, other, [[self.ndim - 1], [other.ndim - 1]])


def cdist_check(x1, x2, p, compute_mode):
    """cdist's checks, in PyTorch's order: compute_mode (torch.cdist's Python wrapper), then ATen's ranks,
    columns, p, dtypes."""
    if compute_mode not in ("use_mm_for_euclid_dist_if_necessary", "use_mm_for_euclid_dist",
                            "donot_use_mm_for_euclid_dist"):
        raise ValueError(f"{compute_mode} is not a valid value for compute_mode")
    for name, x in (("X1", x1), ("X2", x2)):
        if x.ndim < 2:
            raise RuntimeError(f"cdist only supports at least 2D tensors, {name} got: {x.ndim}D")
    if x1.shape[-1] != x2.shape[-1]:
        raise RuntimeError(f"X1 and X2 must have the same number of columns. X1: {x1.shape[-1]} X2: {x2.shape[-1]}")
    if p < 0:
        raise RuntimeError("cdist only supports non-negative p values")
    for name, x in (("X1", x1), ("X2", x2)):
        if _raw(x).dtype.kind != "f":
            raise RuntimeError(f"cdist only supports floating-point dtypes, {name} got: {_label(x)}")
    _no_half(x1, "cdist")
    if _raw(x1).dtype != _raw(x2).dtype:
        raise RuntimeError(f"expected scalar type {_label(x1)} but found {_label(x2)}")


def _connected_zeros(F, x):
    """Zeros of x's shape that depend on x in the graph (connect_to): with create_graph they require grad when x
    does, as the gradients of PyTorch's distance kernels (a node of their own) do."""
    return F.connect_to(constant_zeros(x, x.shape), x)


def _distance_terms(F, diff, grad, dist, p):
    """grad times d dist / d diff, for the p-norm distances dist = |diff|_p over diff's last axis (grad and dist
    have diff's other axes), as PyTorch's distance kernels take it: zero where a distance is zero; p = inf to every
    element at the maximum (ties are not split); otherwise sign(d) |d|^(p-1) / dist^(p-1), zero where d is 0 for
    p < 1."""
    if p == 1:
        return F.sign(diff) * F.unsqueeze(grad, -1)
    if p == math.inf:
        return F.sign(diff) * F.where(abs(diff) == F.unsqueeze(dist, -1), F.unsqueeze(grad, -1), 0)
    scale = F.where(dist == 0, 0, grad / F.where(dist == 0, 1, dist) ** (p - 1))
    term = F.sign(diff) * abs(diff) ** (p - 1) * F.unsqueeze(scale, -1)
    return F.where(diff == 0, 0, term) if p < 1 else term


def cdist_backward(F, grad, x1, x2, p, compute_mode, dist, which):
    """cdist's gradient for x1 or x2, as PyTorch's _cdist_backward (_distance_terms), with d = x1_i - x2_j; from two
    GEMMs where the forward used one (PyTorch differentiates its _euclidean_dist: the same sums, so the same
    roundings); p = 0 zeros. Built from ops, so it differentiates again."""
    from specgrad.array_helpers import cdist_by_gemm
    if p == 0:
        return _connected_zeros(F, x1 if which == "x1" else x2)
    if cdist_by_gemm(x1, x2, p, compute_mode):
        g = F.where(dist == 0, 0, grad / F.where(dist == 0, 1, dist))
        if which == "x1":
            return x1 * F.unsqueeze(F.sum(g, -1), -1) - F.matmul(g, x2)
        return x2 * F.unsqueeze(F.sum(g, -2), -1) - F.matmul(F.transpose(g, -1, -2), x1)
    term = _distance_terms(F, F.unsqueeze(x1, -2) - F.unsqueeze(x2, -3), grad, dist, p)
    return F.sum(term, -2) if which == "x1" else -F.sum(term, -3)


def cdist_tangent(F, x1, x2, x1_t, x2_t, p, dist):
    """Forward mode of cdist: each distance's derivative along its pair's difference (d/d diff as the
    backward's _distance_terms at grad = 1, zero at a zero distance) dotted with the difference's tangent."""
    if p == 0:
        return constant_zeros(dist, dist.shape)
    diff = F.unsqueeze(x1, -2) - F.unsqueeze(x2, -3)
    diff_t = F.unsqueeze(x1_t, -2) - F.unsqueeze(x2_t, -3)
    return F.sum(_distance_terms(F, diff, ones_for(dist), dist, p) * diff_t, -1)


def pdist_tangent(F, input, input_t, p, dist):
    """Forward mode of pdist: as cdist's, over the pairs i < j of rows."""
    if p == 0 or input.shape[0] < 2:
        return constant_zeros(dist, dist.shape)
    i, j = _pairs(F, input)
    diff = F.index_select(input, 0, i) - F.index_select(input, 0, j)
    diff_t = F.index_select(input_t, 0, i) - F.index_select(input_t, 0, j)
    return F.sum(_distance_terms(F, diff, ones_for(dist), dist, p) * diff_t, -1)


def sparse_gather_index(index, sparse_grad, ndim):
    """gather's index in its backward: with sparse_grad=True PyTorch builds a sparse gradient; of a 0-d input, its
    indices are the index's own, which must then be int64 (its error, at backward). specgrad's gradient is dense
    either way."""
    if sparse_grad and ndim == 0 and _raw(index).dtype != np.int64:
        raise RuntimeError("indices must be an int64 tensor")
    return index


def cross_ndim_check(self, other):
    """cross's and linalg.cross's first check, before the dim is wrapped: the inputs' ranks."""
    if self.ndim != other.ndim:
        raise RuntimeError("linalg.cross: inputs must have the same number of dimensions.")


def pdist_check(input, p):
    """pdist's checks, in PyTorch's order."""
    if input.ndim != 2:
        raise RuntimeError(f"pdist only supports 2D tensors, got: {input.ndim}D")
    if p < 0:
        raise RuntimeError("pdist only supports non-negative p values")
    if _raw(input).dtype.kind != "f":
        raise RuntimeError("pdist only supports floating-point dtypes")
    _no_half(input, "pdist")


def _pairs(F, input):
    """The row indices (i, j) of pdist's pairs i < j, in row order, as constants of F."""
    from specgrad.array_helpers import tril_indices
    i, j = tril_indices(input.shape[0], input.shape[0], 1, True)
    return _constant(F, i), _constant(F, j)


def pdist_backward(F, grad, input, p, dist):
    """pdist's gradient, as PyTorch's _pdist_backward: each pair's _distance_terms added to its row i and taken
    from its row j; p = 0 zeros. Built from ops, so it differentiates again."""
    if p == 0 or input.shape[0] < 2:
        return _connected_zeros(F, input)
    i, j = _pairs(F, input)
    term = _distance_terms(F, F.index_select(input, 0, i) - F.index_select(input, 0, j), grad, dist, p)
    zeros = constant_zeros(term, input.shape)
    return F.index_add(zeros, 0, i, term) - F.index_add(zeros, 0, j, term)


def chain_matmul_of(F, matrices):
    """chain_matmul: mm of the matrices left to right (each must be 2-D)."""
    if len(matrices) == 0:
        raise RuntimeError("chain_matmul(): Expected one or more matrices")
    for i, m in enumerate(matrices):
        if m.ndim != 2:
            raise RuntimeError(f"Tensor dimension is {m.ndim}, expected 2 instead.")
    result = matrices[0]
    if len(matrices) == 1:
        return F.clone(result)
    for m in matrices[1:]:
        result = F.mm(result, m)
    return result


def block_diag_of(F, tensors):
    """block_diag: the tensors (0-d as 1x1, 1-D as a row) along the diagonal of zeros, in their common dtype."""
    import specgrad
    if not tensors:
        return specgrad.zeros(1, 0)
    for i, t in enumerate(tensors):
        if t.ndim > 2:
            raise RuntimeError(f"torch.block_diag: Input tensors must have 2 or fewer dimensions. Input {i} has "
                               f"{t.ndim} dimensions")
    dtype = result_type(*tensors)
    blocks = [F.reshape(t, [1, -1] if t.ndim == 1 else [1, 1]) if t.ndim < 2 else t for t in tensors]
    blocks = [F._to_copy(b, dtype) if _raw(b).dtype != dtype else b for b in blocks]
    # an empty 1-D tensor: zeros connected to it, so its gradient is an empty tensor with no graph (as PyTorch's,
    # whose block_diag_backward makes fresh zeros for those, as cat's)
    blocks = [F.connect_to(constant_zeros(b, b.shape), b) if t.ndim == 1 and t.shape[0] == 0 else b
              for t, b in zip(tensors, blocks)]
    width = sum(b.shape[1] for b in blocks)
    rows, left = [], 0
    for b in blocks:
        h, w = b.shape
        parts = [constant_zeros(b, (h, left)), b, constant_zeros(b, (h, width - left - w))]
        rows.append(F.cat(parts, 1))
        left += w
    return F.cat(rows, 0)


def _vector_check(t):
    if t.ndim != 1:
        raise RuntimeError(f"Expect a 1D vector, but got shape {list(t.shape)}")


def cartesian_prod_of(F, tensors):
    """cartesian_prod: every combination of the vectors' elements, one row each (the last varying fastest)."""
    for t in tensors:
        _vector_check(t)
    if len(tensors) == 1:
        return tensors[0]
    grids = F.meshgrid(list(tensors), indexing="ij")
    return F.stack([F.reshape(g, [-1]) for g in grids], 1)


def combinations_of(F, input, r, with_replacement):
    """combinations: the r-element combinations of the vector's elements (itertools' order), one row each."""
    import itertools
    _vector_check(input)
    if r < 0:
        raise RuntimeError(f"Expect a non-negative number, but got {r}")
    if r == 0:  # a new empty tensor, outside the graph (PyTorch's at::empty)
        return type(input)._wrap(np.empty(0, _values(input).dtype))
    combine = itertools.combinations_with_replacement if with_replacement else itertools.combinations
    index = np.array(list(combine(range(input.shape[0]), r)), np.int64).reshape(-1, r)
    return F.reshape(F.index_select(input, 0, type(input)._wrap(index.reshape(-1))), [-1, r])


def rot90_of(F, self, k, dims):
    """rot90: flips and a transpose, as PyTorch writes it."""
    from specgrad.dispatch import dim_arg
    dims = list(dims)
    if len(dims) != 2:
        raise RuntimeError(f"expected total rotation dims == 2, but got dims = {len(dims)}")
    if self.ndim < 2:
        raise RuntimeError(f"expected total dims >= 2, but got total dims = {self.ndim}")
    if dims[0] == dims[1] or abs(dims[0] - dims[1]) == self.ndim:
        raise RuntimeError(f"expected rotation dims to be different, but got dim0 = {dims[0]} and dim1 = {dims[1]}")
    d0, d1 = (dim_arg(d, self.ndim, "rot90") for d in dims)
    k = k % 4
    if k == 1:
        return F.transpose(F.flip(self, [d1]), d0, d1)
    if k == 2:
        return F.flip(self, [d0, d1])
    if k == 3:
        return F.transpose(F.flip(self, [d0]), d0, d1)
    return F.clone(self)


def vander_of(F, x, N, increasing):
    """vander: the powers x^0 .. x^(N-1) (decreasing unless `increasing`) as PyTorch computes them, a cumprod of
    x repeated after a column of ones; integers and bools in int64."""
    if x.ndim != 1:
        raise RuntimeError("x must be a one-dimensional tensor.")
    n = x.shape[0] if N is None else N
    if n < 0:
        raise RuntimeError("N must be non-negative.")
    dtype = np.dtype(np.int64) if _raw(x).dtype.kind in "biu" else _raw(x).dtype
    if _raw(x).dtype != dtype:
        x = F._to_copy(x, dtype)
    ones = type(x)._wrap(np.ones((x.shape[0], min(n, 1)), dtype))
    if n > 1:
        powers = F.cumprod(F.expand(F.unsqueeze(x, 1), [x.shape[0], n - 1]), 1)
        result = F.cat([ones, powers], 1)
    else:
        result = ones
    return result if increasing else F.flip(result, [1])


def pinverse_of(F, self, rcond):
    """pinverse: linalg.pinv with rtol = rcond (and atol 0)."""
    return F.linalg_pinv(self, atol=None, rtol=rcond)


def pinv_backward(F, grad, pinv, A):
    """linalg.pinv's gradient from the result alone, as PyTorch's pinv_backward (the products of the smaller
    dimension): finite where the singular values are degenerate or dropped, unlike a path through the SVD."""
    m, n = A.shape[-2:]
    pinv_h, grad_h = _mT(F, pinv), _mT(F, grad)
    if m <= n:
        K = F.matmul(grad_h, pinv)
        K_pinv_h = F.matmul(K, pinv_h)
        return (-_mT(F, F.matmul(pinv, K)) + K_pinv_h - F.matmul(F.matmul(A, pinv), K_pinv_h)
                + F.matmul(F.matmul(pinv_h, pinv), grad_h - F.matmul(K, A)))
    K = F.matmul(pinv, grad_h)
    pinv_h_K = F.matmul(pinv_h, K)
    return (-_mT(F, F.matmul(K, pinv)) + F.matmul(F.matmul(grad_h - F.matmul(A, K), pinv), pinv_h) + pinv_h_K
            - F.matmul(F.matmul(pinv_h_K, pinv), A))


def pinv_tangent(F, A, pinv, A_t):
    """linalg.pinv's tangent, as PyTorch's pinv_jvp."""
    m, n = A.shape[-2:]
    A_t_h, pinv_h = _mT(F, A_t), _mT(F, pinv)
    if m <= n:
        K = F.matmul(pinv_h, A_t_h)
        return (F.matmul(pinv, K - _mT(F, K) - F.matmul(K, F.matmul(A, pinv)))
                + F.matmul(A_t_h - F.matmul(pinv, F.matmul(A, A_t_h)), F.matmul(pinv_h, pinv)))
    K = F.matmul(pinv, A_t)
    K_h = _mT(F, K)
    return (F.matmul(K_h - K - F.matmul(F.matmul(pinv, A), K_h), pinv)
            + F.matmul(F.matmul(pinv, pinv_h), A_t_h - F.matmul(F.matmul(A_t_h, A), pinv)))


def _label(x):
    """PyTorch's name of a tensor's dtype in kernel errors: Long, Float, Half, Bool."""
    return {"int64": "Long", "int32": "Int", "int16": "Short", "int8": "Char", "uint8": "Byte", "bool": "Bool",
            "float32": "Float", "float64": "Double", "float16": "Half"}[_raw(x).dtype.name]


def _no_half(x, kernel):
    if _raw(x).dtype == np.float16:
        raise NotImplementedError(f'"{kernel}" not implemented for \'Half\'')


def index_along(index, dim, shape):
    """index_reduce's index (a vector along dim) repeated to `shape` (source's): the index scatter_reduce takes; a
    Tensor for a Tensor index (the differentiable backward), else an array."""
    values = _values(index).reshape(-1)
    dim = dim % len(shape) if len(shape) else dim  # (forward mode passes the dim as the caller gave it)
    full = np.array(np.broadcast_to(values.reshape([-1 if d == dim else 1 for d in range(len(shape))]), tuple(shape)))
    return type(index)._wrap(full) if hasattr(index, "_data") else full


def matrix_exp_backward(F, self, grad):
    """matrix_exp's gradient, as PyTorch's: the top right block of the exponential of [[A^T, grad], [0, A^T]]
    (itself a matrix_exp, so it differentiates again)."""
    n = self.shape[-1]
    At = F.transpose(self, -1, -2)
    big = F.cat([F.cat([At, grad], -1), F.cat([constant_zeros(grad, grad.shape), At], -1)], -2)
    return F.index(F.matrix_exp(big), (Ellipsis, slice(0, n), slice(n, 2 * n)))


def matrix_exp_tangent(F, self, self_t):
    """Forward mode of matrix_exp: the top right block of the exponential of [[A, A_t], [0, A]]."""
    n = self.shape[-1]
    big = F.cat([F.cat([self, self_t], -1), F.cat([constant_zeros(self_t, self_t.shape), self], -1)], -2)
    return F.index(F.matrix_exp(big), (Ellipsis, slice(0, n), slice(n, 2 * n)))


def reduction_of_enum(reduction, op, position):
    """The torch-level losses' `int reduction` (torch.kl_div(x, y, 2)) as F's word: ATen's Reduction enum, 0
    none, 1 mean, 2 sum; any other int leaves the loss unreduced, as ATen's apply_loss_reduction. F's word
    ('mean') is refused with PyTorch's TypeError."""
    if isinstance(reduction, bool) or not isinstance(reduction, (int, np.integer)):
        raise TypeError(f"{op}(): argument 'reduction' (position {position}) must be int, not {type(reduction).__name__}")
    return {1: "mean", 2: "sum"}.get(int(reduction), "none")


def bce_with_logits_broadcast_check(self, target):
    """torch.binary_cross_entropy_with_logits (ATen, not F's size check): the loss is computed in place in a
    target-shaped tensor, so the input must broadcast to the target's shape."""
    shape = tuple(np.broadcast_shapes(tuple(self.shape), tuple(target.shape))) if _broadcasts(self, target) else None
    if shape != tuple(target.shape):
        raise RuntimeError(f"output with shape {list(target.shape)} doesn't match the broadcast shape "
                           f"{list(shape) if shape is not None else list(self.shape)}")


def _broadcasts(a, b):
    try:
        np.broadcast_shapes(tuple(a.shape), tuple(b.shape))
        return True
    except ValueError:
        return False


def margin_ranking_terms_aten(F, input1, input2, target, margin):
    """torch.margin_ranking_loss's terms: max(0, -target (input1 - input2) + margin), broadcast (F's equal-rank
    check is Python's, not ATen's)."""
    return F.clamp(-target * (input1 - input2) + float(margin), 0)


def triplet_margin_loss_aten(F, anchor, positive, negative, margin, p, eps, swap, reduction):
    """torch.triplet_margin_loss: F's loss without F's Python checks (any margin, as ATen); ATen checks the dims too."""
    if not anchor.ndim == positive.ndim == negative.ndim:
        raise RuntimeError(f"The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {anchor.ndim}D, positive {positive.ndim}D, and negative "
                           f"{negative.ndim}D inputs")
    dist_pos = F.pairwise_distance(anchor, positive, p, eps)
    dist_neg = F.pairwise_distance(anchor, negative, p, eps)
    if swap:
        dist_neg = F.minimum(dist_neg, F.pairwise_distance(positive, negative, p, eps))
    return apply_reduction(F, F.clamp(margin + dist_pos - dist_neg, 0), reduction)


def dropout_aten(F, input, p, train, feature, alpha):
    """torch.dropout and its kin: ATen's RuntimeError for p outside [0, 1] (F's is a ValueError), then F's dropout."""
    if p < 0.0 or p > 1.0:
        raise RuntimeError(f"dropout probability has to be between 0 and 1, but got {p}")
    return dropout_of(F, input, p, train, feature, alpha)


def direction_split(F, self, sections_or_indices, op):
    """torch.hsplit / vsplit / dsplit: tensor_split along dim 1 (dim 0 of a 1-d input), 0 or 2, an int number of
    sections dividing the size exactly, as PyTorch's checks."""
    least = {"hsplit": 1, "vsplit": 2, "dsplit": 3}[op]
    if self.ndim < least:
        raise RuntimeError(f"torch.{op} requires a tensor with at least {least} dimension, but got a tensor with "
                           f"{self.ndim} dimensions!")
    dim = {"hsplit": 1 if self.ndim > 1 else 0, "vsplit": 0, "dsplit": 2}[op]
    if isinstance(sections_or_indices, (int, np.integer)) and not isinstance(sections_or_indices, bool):
        size = self.shape[dim]
        if sections_or_indices == 0 or size % sections_or_indices:
            raise RuntimeError(f"torch.{op} attempted to split along dimension {dim}, but the size of the dimension "
                               f"{size} is not divisible by the split_size {sections_or_indices}!")
        return F.tensor_split(self, int(sections_or_indices), dim)
    return F.tensor_split(self, list(sections_or_indices), dim)


def unravel_index_of(F, indices, shape):
    """torch.unravel_index: flat indices (any integer dtype) as one int64 coordinate tensor per dim of shape, C
    order; indices out of range wrap around (floor division and modulo), as PyTorch's."""
    if indices.dtype.is_floating_point or indices.dtype == _bool_dtype():
        raise TypeError(f"expected 'indices' to be integer dtype, but got {indices.dtype}")
    shape = (shape,) if isinstance(shape, (int, np.integer)) else tuple(shape)
    if any(s < 0 for s in shape):
        raise ValueError(f"'shape' cannot have negative values, but got {shape}")
    if 0 in shape:  # PyTorch's floor division by the zero size: RuntimeError('ZeroDivisionError')
        raise RuntimeError(f"ZeroDivisionError: unravel_index into a shape with a zero size {shape}")
    flat = _raw(indices).astype(np.int64)
    coefs = np.cumprod((1,) + shape[:0:-1])[::-1] if shape else ()
    wrap = type(indices)._wrap
    return tuple(wrap(as_array(flat // c % s, np.int64)) for c, s in zip(coefs, shape))


def _bool_dtype():
    import specgrad
    return specgrad.bool


def trapezoid_of(F, y, x, dx, dim, cumulative, op):
    """torch.trapezoid / trapz / cumulative_trapezoid: the trapezoidal rule along dim, with spacing dx (a number)
    or the sample points x (1-d along dim, or broadcasting with y), as ATen's Integration.cpp."""
    from specgrad.dispatch import dim_arg
    name = "cumulative_trapezoid" if cumulative else "trapezoid"
    boolean = y.dtype == _bool_dtype() or (x is not None and x.dtype == _bool_dtype())
    if cumulative and boolean:  # cumulative_trapezoid refuses bool before it reads dim; trapezoid after
        raise RuntimeError(f"{name}: received a bool input for `{'y' if x is None else 'x` or `y'}`, "
                           "but bool is not supported")
    if y.ndim == 0:
        raise IndexError("Dimension specified as -1 but tensor has no dimensions" if dim == -1 else
                         f"Dimension specified as {dim} but tensor has no dimensions")
    dim = dim_arg(dim, y.ndim, op)
    n = y.shape[dim]
    if n == 0 and not cumulative:
        # ATen's zeros_like_except(y, dim): new zeros in y's dtype, outside the graph (not the sum, which
        # promotes integers and records a node); cumulative_trapezoid has no such shortcut
        return _constant(F, np.zeros(y.shape[:dim] + y.shape[dim + 1:], y._data.dtype))
    if boolean:
        raise RuntimeError(f"{name}: received a bool input for `{'y' if x is None else 'x` or `y'}`, "
                           "but bool is not supported")

    def ends(t):
        """t without its last and without its first entry along dim (ATen's slice(dim, 0, -1), slice(dim, 1):
        both empty for an empty dim)"""
        m = max(t.shape[dim] - 1, 0)
        return F.narrow(t, dim, 0, m), F.narrow(t, dim, min(1, t.shape[dim]), m)

    if x is None:
        left, right = ends(y)
        if cumulative:
            return F.cumsum(float(dx) / 2.0 * (left + right), dim)
        return (F.sum(y, dim) - (F.select(y, dim, 0) + F.select(y, dim, -1)) * 0.5) * float(dx)
    if x.ndim == 1:
        if x.shape[0] != n:
            raise RuntimeError(f"{name}: There must be one `x` value for each sample point")
        x = F.reshape(x, [n if d == dim else 1 for d in range(y.ndim)])
    elif x.ndim < y.ndim:
        x = F.reshape(x, [1] * (y.ndim - x.ndim) + list(x.shape))
    # in ATen's order (dx from x's slices, then y's right and left slices): the same nodes, created in the same
    # order, accumulate their gradients in PyTorch's order, so that a gradient that cancels cancels alike
    x_left, x_right = ends(x)
    spacing = x_right - x_left
    left, right = ends(y)
    if cumulative:
        return F.cumsum(spacing / 2.0 * (left + right), dim)
    return F.sum(spacing * (right + left), dim) / 2.0


def renorm_of(F, self, p, dim, maxnorm):
    """torch.renorm: each slice along dim whose p-norm exceeds maxnorm scaled to maxnorm (by maxnorm / (norm +
    1e-7), as ATen); differentiated through the norm, as PyTorch's renorm_backward."""
    from specgrad.dispatch import dim_arg
    if p <= 0:
        raise RuntimeError("renorm: non-positive-norm not supported")
    if maxnorm < 0:
        raise RuntimeError(f"renorm: expected maxnorm to be >= 0 but got {maxnorm}")
    if self.ndim <= 1:
        raise RuntimeError(f"renorm: input needs at least 2 dimensions, got {self.ndim} dimensions")
    dim = dim_arg(dim, self.ndim, "renorm")
    norm = F.linalg_vector_norm(self, p, [d for d in range(self.ndim) if d != dim], True)
    factor = F.where(norm > maxnorm, maxnorm / (norm + 1e-7), _constant(F, np.ones((), _raw(norm).dtype)))
    return self * factor


def avg_pool3d_of(F, input, kernel_size, stride, padding, ceil_mode, count_include_pad, divisor_override):
    """F.avg_pool3d: PyTorch's checks, then (float32/float64) the internal avg_pool twice, over (H, W) and then
    over D: a box average is separable, and so are its divisors (each a product of per-dim counts, with or without
    the padding; divisor_override: sums, divided once); int64 as avg_pool_nd, a convolution with ones."""
    if divisor_override is not None and divisor_override == 0:
        raise RuntimeError("divisor must be not zero")
    kernel, stride, _, pairs = _pool_geometry("avg_pool3d", input, kernel_size, stride, padding, 1, ceil_mode, 3)
    dtype = input._data.dtype
    if dtype not in (np.float32, np.float64, np.int64):
        raise NotImplementedError(f"\"avg_pool3d_out_frame\" not implemented for '{scalar_type_name(dtype)}'")
    if dtype == np.int64:
        return avg_pool_nd(F, input, kernel_size, list(stride), padding, ceil_mode, count_include_pad,
                           divisor_override, 3, "avg_pool3d")
    batched = input.ndim == 5
    x = input if batched else F.unsqueeze(input, 0)
    n, c, d, h, w = x.shape
    divisor = None if divisor_override is None else 1
    planes = F.avg_pool(F.reshape(x, [n, c * d, h, w]), list(kernel[1:]), list(stride[1:]), pairs[2:],
                        bool(count_include_pad), divisor)
    ho, wo = planes.shape[2], planes.shape[3]
    rows = F.reshape(F.permute(F.reshape(planes, [n, c, d, ho * wo]), [0, 1, 3, 2]), [n, c * ho * wo, d])
    rows = F.avg_pool(rows, [kernel[0]], [stride[0]], pairs[:2], bool(count_include_pad), divisor)
    out = F.permute(F.reshape(rows, [n, c, ho, wo, rows.shape[2]]), [0, 1, 4, 2, 3])
    if divisor_override is not None:
        out = out / float(divisor_override)
    return out if batched else F.squeeze(out, 0)


def max_pool3d_of(F, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices):
    """F.max_pool3d: max_pool_nd over three spatial dims, bool refused after the shape checks, as PyTorch."""
    _pool_geometry("max_pool3d", input, kernel_size, stride, padding, dilation, ceil_mode, 3)
    if input._data.dtype == np.bool_:
        raise NotImplementedError("\"max_pool3d\" not implemented for 'Bool'")
    return max_pool_nd(F, input, kernel_size, stride, padding, dilation, ceil_mode, return_indices, 3, "max_pool3d")


def lp_pool_of(F, input, norm_type, kernel_size, stride, ceil_mode, nd):
    """F.lp_pool1d/2d/3d as PyTorch writes them: (sum over each window of x ** p) ** (1 / p), from avg_pool times
    the window size (sign(out) * relu(|out|): a negative sum of odd powers gives NaN, as PyTorch); p = inf the max
    of |x| (-inf: the min)."""
    if nd > 1 and len(kernel_size) not in (1, nd):
        # F.lp_pool2d/3d unpack kernel_size into nd sizes (_pair, _triple) before anything else
        raise ValueError(f"not enough values to unpack (expected {nd}, got {len(kernel_size)})"
                         if len(kernel_size) < nd else f"too many values to unpack (expected {nd})")
    pool = {1: lambda v: avg_pool_nd(F, v, kernel_size, stride, 0, ceil_mode, True, None, 1, "avg_pool1d"),
            2: lambda v: avg_pool_nd(F, v, kernel_size, stride, 0, ceil_mode, True, None, 2, "avg_pool2d"),
            3: lambda v: avg_pool3d_of(F, v, kernel_size, stride, 0, ceil_mode, True, None)}[nd]
    if norm_type == math.inf or norm_type == -math.inf:
        sign = 1 if norm_type > 0 else -1
        if nd == 3:
            return sign * max_pool3d_of(F, sign * F.abs(input), kernel_size, stride, 0, 1, ceil_mode, False)
        op = f"max_pool{nd}d"
        return sign * max_pool_nd(F, sign * F.abs(input), kernel_size, stride, 0, 1, ceil_mode, False, nd, op)
    out = pool(F.pow(input, norm_type))  # its checks (dims, kernel_size's length) come first, as in PyTorch
    size = int(np.prod(np.broadcast_to(as_array(kernel_size, dtype=np.int64), (nd,))))
    return F.pow(F.sign(out) * F.relu(F.abs(out)) * size, 1.0 / norm_type)


def rrelu_of(F, input, lower, upper, training):
    """torch.rrelu: training, each element <= 0 times a slope drawn uniformly from [lower, upper] (the default
    Generator), a constant of the graph (the gradient there is that slope, as ATen's rrelu_with_noise); else
    leaky_relu with the mean slope (lower + upper) / 2."""
    if lower > upper:
        raise RuntimeError("Lower bound should be less than or equal to the upper bound")
    dtype = input._data.dtype
    if not training:
        if dtype.kind in "biu":
            raise NotImplementedError(f"\"leaky_relu_cpu\" not implemented for '{scalar_type_name(dtype)}'")
        return F.leaky_relu(input, (lower + upper) / 2)
    if dtype not in (np.float32, np.float64):
        raise NotImplementedError(f"\"rrelu_with_noise_out_cpu\" not implemented for '{scalar_type_name(dtype)}'")
    from specgrad.random import generator_or_default
    slopes = generator_or_default(None).numpy_generator().uniform(lower, upper, tuple(input.shape)).astype(dtype)
    noise = np.where(input._data <= 0, slopes, dtype.type(1))
    return input * _constant(F, noise)


def local_response_norm_of(F, input, size, alpha, beta, k):
    """F.local_response_norm as PyTorch writes it: input / (k + alpha * mean of x ** 2 over `size` neighbouring
    channels, zero-padded (size // 2 before, (size - 1) // 2 after)) ** beta; channels are dim 1."""
    dim = input.ndim
    if dim < 3:
        raise ValueError(f"Expected 3D or higher dimensionality input (got {dim} dimensions)")
    if input._data.size == 0:
        return input
    div = input * input
    shape = list(input.shape)
    # the channels as the rows of one plane per sample: (N, 1, C, rest), zero rows padded on both sides
    div = F.reshape(div, [shape[0], 1, shape[1], -1])
    if div._data.dtype in (np.float32, np.float64) and size > 0:
        # the internal avg_pool with the zero padding as its own and `size` as the divisor: one pass each way
        # (F.pad's gradient is a slow scatter here)
        div = F.avg_pool(div, [size, 1], [1, 1], [size // 2, (size - 1) // 2, 0, 0], True, size)
    else:
        div = F.pad(div, [0, 0, size // 2, (size - 1) // 2], "constant", None)
        div = avg_pool_nd(F, div, [size, 1], 1, 0, False, True, None, 2, "avg_pool2d")
    div = F.reshape(div, shape)
    return input / F.pow(div * alpha + k, beta)


def gumbel_softmax_of(F, logits, tau, hard, eps, dim):
    """F.gumbel_softmax: Gumbel(0, 1) noise, -log of Exponential(1) draws from the default Generator, added to the
    logits; then gumbel_softmax_apply (softmax at temperature tau; hard: its argmax as a one-hot, straight-through)."""
    if eps != 1e-10:
        import warnings
        warnings.warn("`eps` parameter is deprecated and has no effect.", stacklevel=3)
    from specgrad.random import generator_or_default
    dtype = logits._data.dtype
    exponential = generator_or_default(None).numpy_generator().standard_exponential(tuple(logits.shape))
    gumbels = _constant(F, (-np.log(exponential)).astype(dtype if dtype.kind == "f" else np.float32))
    return F.gumbel_softmax_apply(logits, gumbels, tau, hard, dim)


def gumbel_softmax_apply_of(F, logits, gumbels, tau, hard, dim):
    """softmax((logits + gumbels) / tau, dim); hard: y_hard - y_soft.detach() + y_soft, the one-hot of y_soft's
    argmax whose gradient is y_soft's (straight-through), as PyTorch."""
    y_soft = F.softmax((logits + gumbels) / tau, dim)
    if not hard:
        return y_soft
    soft = _raw(y_soft)
    axis = dim % max(soft.ndim, 1) if soft.ndim else None
    if soft.ndim == 0:
        y_hard = np.ones((), soft.dtype)
    else:
        index = np.expand_dims(np.argmax(soft, axis=axis), axis)
        y_hard = np.zeros_like(soft)
        np.put_along_axis(y_hard, index, 1, axis=axis)
    return _constant(F, y_hard) - _constant(F, soft) + y_soft


def max_unpool_nd(F, input, indices, kernel_size, stride, padding, output_size, nd):
    """F.max_unpool1d/2d: each input value written at its index (a flat position in its output plane, as max_pool's
    return_indices) of a zero output of the default size (in - 1) * stride - 2 * padding + kernel, or output_size
    (within a stride of it). The internal max_pool_backward (a scatter-add, so a repeated index sums where PyTorch
    keeps one value); its gradient reads the output's gradient at the indices. max_unpool1d is max_unpool2d of a
    trailing dim of 1, as PyTorch's."""
    # F's _single/_pair: one size for every dim, or the sizes as given, of any length: F's _unpool_output_size then
    # indexes them and the input's sizes dim by dim (IndexError past an end), and ATen wants two output sizes
    def sizes(value):
        return tuple(value) * nd if len(value) == 1 else tuple(value)

    kernel = sizes(kernel_size)
    stride = kernel if stride is None else sizes(stride)
    padding = sizes(padding)
    k = len(kernel)
    try:
        default = [(input.shape[d - k] - 1) * stride[d] + kernel[d] - 2 * padding[d] for d in range(k)]
    except IndexError:
        raise IndexError("tuple index out of range") from None
    if output_size is None:
        size = default
    else:
        size = [int(output_size)] if isinstance(output_size, (int, np.integer)) else list(output_size)
        if len(size) == k + 2:
            size = size[2:]
        if len(size) != k:
            raise ValueError(f"output_size should be a sequence containing {k} or {k + 2} elements, but it has a "
                             f"length of '{len(size)}'")
        for d in range(k):
            low, high = default[d] - stride[d], default[d] + stride[d]
            if not low < size[d] < high:
                raise ValueError(f'invalid output_size "{output_size}" (dim {d} must be between {low} and {high})')
    for d in range(k):
        if size[d] < 0:
            raise ValueError(f"max_unpooling: output_size must contain non-negative spatial dimensions, but got "
                             f"output_size[{d}]={size[d]}")
    if nd == 1:
        input, indices, size = F.unsqueeze(input, -1), F.unsqueeze(indices, -1), size + [1]
    if indices._data.dtype != np.int64:
        raise RuntimeError(f"elements in indices should be type int64 but got: {scalar_type_name(indices._data.dtype)}")
    if len(size) != 2:
        raise RuntimeError(f"There should be exactly two elements (height, width) in output_size, but got {len(size)} "
                           "elements.")
    if input.ndim not in (3, 4):
        raise RuntimeError(f"Input to max_unpooling2d should be a 3d or 4d Tensor, but got a tensor with {input.ndim} "
                           "dimensions.")
    if list(indices.shape) != list(input.shape):
        raise RuntimeError(f"Expected shape of indices to be same as that of the input tensor ({list(input.shape)}) "
                           f"but got indices tensor with shape: {list(indices.shape)}")
    if input._data.dtype.kind != "f":
        raise NotImplementedError(f"\"max_unpool2d\" not implemented for '{scalar_type_name(input._data.dtype)}'")
    plane = size[0] * size[1]
    where = _raw(indices)
    bad = where[(where < 0) | (where >= plane)]
    if bad.size:
        raise RuntimeError(f"Found an invalid max index: {bad.flat[0]} (output volumes are of size {size[0]}x{size[1]}")
    batched = input.ndim == 4
    if not batched:
        input, indices = F.unsqueeze(input, 0), F.unsqueeze(indices, 0)
    out = F.max_pool_backward(input, indices, [input.shape[0], input.shape[1], *size])
    if not batched:
        out = F.squeeze(out, 0)
    return F.squeeze(out, -1) if nd == 1 else out


def embedding_bag_of(F, input, weight, offsets, max_norm, norm_type, scale_grad_by_freq, mode, sparse,
                     per_sample_weights, include_last_offset, padding_idx):
    """F.embedding_bag: the rows of weight that each bag's indices name, reduced per bag (sum, mean or max; an
    empty bag is zeros). Bags: the rows of a 2-d input, or the runs of a 1-d input starting at offsets. Indices equal
    to padding_idx count in no bag. Gathered with embedding (its gradient, scale_grad_by_freq included), summed into
    the bags with index_add; max gathers each bag's first maximum per column. PyTorch's checks, in its order."""
    if per_sample_weights is not None and tuple(input.shape) != tuple(per_sample_weights.shape):
        raise ValueError(f"embedding_bag: If per_sample_weights ({_size(per_sample_weights)}) is not None, then it "
                         f"must have the same shape as the input ({_size(input)})")
    if weight.ndim != 2:
        raise ValueError(f"weight has to be a 2D Tensor, but got Tensor of dimension {weight.ndim}")
    if input.ndim == 2:
        if offsets is not None:
            raise ValueError("if input is 2D, then offsets has to be None, as input is treated is a mini-batch of fixed "
                             f"length sequences. However, found offsets of type {type(offsets)}")
        bags, length = input.shape
        starts = np.arange(0, bags * length, length if length else 1, dtype=np.int64)[:bags]
        include_last_offset = False
        input = F.reshape(input, [-1])
        if per_sample_weights is not None:
            per_sample_weights = F.reshape(per_sample_weights, [-1])
    elif input.ndim == 1:
        if offsets is None:
            raise ValueError("offsets has to be a 1D Tensor but got None")
        if offsets.ndim != 1:
            raise ValueError("offsets has to be a 1D Tensor")
        starts = None
    else:
        raise ValueError(f"input has to be 1D or 2D Tensor, but got Tensor of dimension {input.ndim}")
    if mode not in ("sum", "mean", "max"):
        raise ValueError("mode has to be one of sum, mean or max")
    if mode == "max" and scale_grad_by_freq:
        raise ValueError("max mode does not support scaling the gradient by the frequency")
    if mode == "max" and sparse:
        raise ValueError("max mode does not support sparse weights")
    index = _raw(input)
    if index.dtype not in (np.int32, np.int64):
        raise RuntimeError(f"Expected tensor for argument #1 'indices' to have one of the following scalar types: "
                           f"Long, Int; but got torch.{scalar_type_name(index.dtype)}Tensor instead (while checking "
                           "arguments for embedding_bag)")
    if max_norm is not None:
        embedding_renorm_(weight, input, max_norm, norm_type)
    if per_sample_weights is not None and mode != "sum":
        raise NotImplementedError("embedding_bag: per_sample_weights was not None. per_sample_weights is only "
                                  f"supported for mode='{'sum'}' (got mode='{mode}'). Please open a feature request "
                                  "on GitHub.")
    rows_count = weight.shape[0]
    if padding_idx is not None:
        if not -rows_count <= padding_idx < rows_count:
            raise RuntimeError(f"padding_idx must be within the number of embeddings, {-rows_count} through "
                               f"{rows_count - 1}, but got {padding_idx}")
        padding_idx = padding_idx % rows_count
    dtype = weight._data.dtype
    if dtype.kind != "f":
        raise RuntimeError(f"Expected tensor for argument #1 'weight' to have one of the following scalar types: Half, "
                           f"BFloat16, Float, Double; but got torch.{scalar_type_name(dtype)}Tensor instead (while "
                           "checking arguments for embedding_bag)")
    if per_sample_weights is not None and per_sample_weights._data.dtype != dtype:
        raise RuntimeError(f"Expected tensor for argument #1 'weight' to have the same type as tensor for argument #1 "
                           f"'per_sample_weights'; but type torch.{scalar_type_name(dtype)}Tensor does not equal torch."
                           f"{scalar_type_name(per_sample_weights._data.dtype)}Tensor (while checking arguments for "
                           "embedding_bag)")
    n = index.size
    if starts is None:
        starts = _raw(offsets).astype(np.int64)
        if starts.size and starts[0] != 0:
            raise RuntimeError(f"offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to start from "
                               f"position 0. However, got {starts[0]}")
        if starts.size and starts[-1] > n:
            raise RuntimeError(f"offsets[-1] can not be greater than input's length {n} but got offsets[-1] of "
                               f"{starts[-1]}")
        if np.any(np.diff(starts) < 0):
            raise RuntimeError("embedding_bag: offsets must be non-decreasing")
        ends = np.append(starts[1:], n)
        if include_last_offset:
            starts, ends = starts[:-1], starts[1:]
    else:
        ends = starts + (input.shape[0] // max(len(starts), 1) if len(starts) else 0)
    bad = np.flatnonzero((index < 0) | (index >= rows_count))
    if bad.size:
        raise RuntimeError(f"Index {bad[0]} of input takes value {index[bad[0]]} which is not in the valid range "
                           f"[0, {rows_count})")
    bags = len(starts)
    # each element's bag (elements past the last bag's end, after include_last_offset, in none), padding dropped
    bag_of = np.full(n, -1, np.int64)
    lengths = np.maximum(ends - starts, 0)
    bag_of[np.concatenate([np.arange(s, e) for s, e in zip(starts, ends)]).astype(np.int64) if bags else
           np.zeros(0, np.int64)] = np.repeat(np.arange(bags), lengths)
    keep = bag_of >= 0
    if padding_idx is not None:
        keep &= index != padding_idx
    kept = np.flatnonzero(keep)
    width = weight.shape[1]
    zeros = _constant(F, np.zeros((bags, width), dtype))
    if kept.size == 0:
        return zeros + 0 * F.sum(weight)  # every bag empty: zeros, still on weight's graph
    wrap = type(input)._wrap
    rows = F.embedding(weight, wrap(index[kept].astype(np.int64)), -1, bool(scale_grad_by_freq), False)
    bag = bag_of[kept]
    if mode == "max":
        values = _raw(rows)
        firsts = np.flatnonzero(np.r_[True, bag[1:] != bag[:-1]])  # the elements of a bag are contiguous
        best = np.maximum.reduceat(values, firsts, axis=0)
        position = np.where(values == best[np.repeat(np.arange(len(firsts)), np.diff(np.r_[firsts, len(bag)]))],
                            np.arange(len(bag))[:, None], len(bag))
        first_best = np.minimum.reduceat(position, firsts, axis=0)  # (non-empty bags, width): the first maximum
        picked = F.gather(rows, 0, wrap(first_best.astype(np.int64)))
        return F.index_add(zeros, 0, wrap(bag[firsts]), picked)
    if per_sample_weights is not None:
        rows = rows * F.unsqueeze(F.index_select(per_sample_weights, 0, wrap(kept.astype(np.int64))), 1)
    out = F.index_add(zeros, 0, wrap(bag), rows)
    if mode == "mean":
        counts = np.bincount(bag, minlength=bags).astype(dtype)
        out = out / _constant(F, np.maximum(counts, 1)[:, None])
    return out


# ------------------------------------------------------------------------------ grid_sample and affine_grid

def grid_sampler_input_grad(F, grad, input, grid, interpolation_mode, padding_mode, align_corners):
    """grid_sampler's gradient for input: grad spread back onto the corners each point read (computed with the
    grid's gradient in one pass: shared_sums)."""
    return _grid_sampler_grads(grad, input, grid, interpolation_mode, padding_mode, align_corners, "input")[0]


def grid_sampler_grid_grad(F, grad, input, grid, interpolation_mode, padding_mode, align_corners):
    """grid_sampler's gradient for grid: how the bilinear weights move with each point (zero for nearest)."""
    return _grid_sampler_grads(grad, input, grid, interpolation_mode, padding_mode, align_corners, "grid")[1]


def _grid_sampler_grads(grad, input, grid, interpolation_mode, padding_mode, align_corners, consumer):
    return _array_helpers.shared_sums(
        "grid_sampler", consumer,
        lambda: _array_helpers.grid_sampler_backward(grad, input, grid, interpolation_mode, padding_mode,
                                                     align_corners),
        grad, input, grid, consumers=("input", "grid"))


_ALIGN_CORNERS_WARNING = ("Default grid_sample and affine_grid behavior has changed to align_corners=False since "
                          "1.3.0. Please specify align_corners=True if the old behavior is desired. See the "
                          "documentation of grid_sample for details.")


def grid_sample_of(F, input, grid, mode, padding_mode, align_corners):
    """F.grid_sample: PyTorch's checks of mode and padding_mode, then grid_sampler with their numbers."""
    import warnings
    if mode not in _array_helpers.GRID_MODES:
        raise ValueError(f"nn.functional.grid_sample(): expected mode to be 'bilinear', 'nearest' or 'bicubic', but "
                         f"got: '{mode}'")
    if padding_mode not in _array_helpers.GRID_PADDINGS:
        raise ValueError(f"nn.functional.grid_sample(): expected padding_mode to be 'zeros', 'border', or "
                         f"'reflection', but got: '{padding_mode}'")
    if align_corners is None:
        warnings.warn(_ALIGN_CORNERS_WARNING, stacklevel=3)
        align_corners = False
    return F.grid_sampler(input, grid, _array_helpers.GRID_MODES.index(mode),
                          _array_helpers.GRID_PADDINGS.index(padding_mode), align_corners)


def _linspace_from_neg_one(count, align_corners, dtype):
    """count points spread over [-1, 1] (the pixels' centres when not align_corners), as PyTorch's affine_grid."""
    if count <= 1:
        return np.zeros(1, dtype)
    values = np.linspace(-1, 1, count, dtype=dtype)
    return values if align_corners else values * ((count - 1) / count)


def affine_grid_of(F, theta, size, align_corners):
    """F.affine_grid: the base grid of (x, y[, z], 1) points times theta's transpose, per batch element."""
    import warnings
    from specgrad.tensor import Size as _Size
    if align_corners is None:
        warnings.warn(_ALIGN_CORNERS_WARNING, stacklevel=3)
        align_corners = False
    if _raw(theta).dtype.kind != "f":
        raise ValueError(f"Expected theta to have floating point type, but got {theta.dtype}")
    size = [int(v) for v in size]
    if len(size) == 4:
        if theta.ndim != 3 or tuple(theta.shape[-2:]) != (2, 3):
            raise ValueError(f"Expected a batch of 2D affine matrices of shape Nx2x3 for size {_Size(size)}. Got "
                             f"{theta.shape}.")
    elif len(size) == 5:
        if theta.ndim != 3 or tuple(theta.shape[-2:]) != (3, 4):
            raise ValueError(f"Expected a batch of 3D affine matrices of shape Nx3x4 for size {_Size(size)}. Got "
                             f"{theta.shape}.")
    else:
        raise NotImplementedError(f"affine_grid only supports 4D and 5D sizes, for 2D and 3D affine transforms, "
                                  f"respectively. Got size {_Size(size)}.")
    if min(size) <= 0:
        raise ValueError(f"Expected non-zero, positive output size. Got {_Size(size)}")
    dtype = _raw(theta).dtype
    spatial = size[2:]
    axes = [_linspace_from_neg_one(count, align_corners, dtype) for count in spatial]
    mesh = np.meshgrid(*axes, indexing="ij")  # one per spatial dim, of the output's spatial shape
    base = np.stack([*mesh[::-1], np.ones(spatial, dtype)], axis=-1).reshape(1, -1, len(spatial) + 1)
    grid = F.matmul(_constant(F, base), F.transpose(theta, 1, 2))  # (N, points, len(spatial))
    return F.reshape(grid, [size[0], *spatial, len(spatial)])
