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


def linear_grad_weight(F, grad, self):
    """d(self @ weight.T)/d(weight): grad^T @ self, summed over the batch dims."""
    if self.ndim == 1:
        return F.matmul(F.unsqueeze(grad, -1), F.unsqueeze(self, 0))
    return F.matmul(F.t(F.reshape(grad, [-1, grad.shape[-1]])), F.reshape(self, [-1, self.shape[-1]]))


def apply_reduction(F, loss, reduction):
    """A loss's `reduction`: 'mean' (the default), 'sum' or 'none' (elementwise), as torch.nn.functional."""
    if reduction == "mean":
        return F.mean(loss)
    if reduction == "sum":
        return F.sum(loss)
    if reduction == "none":
        return loss
    raise ValueError(f"{reduction} is not a valid value for reduction: use 'none', 'mean' or 'sum'")


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
        raise RuntimeError(f"prelu: Type promoting not supported. Got {_torch_name(self.dtype)} and "
                           f"{_torch_name(weight.dtype)}")
    if weight.ndim == 1 and count > 1:
        weight = F.reshape(weight, [count] + [1] * (self.ndim - 2))
    return F.where(self > 0, self, weight * self)


def _torch_name(dtype):
    return {"float32": "Float", "float64": "Double", "int64": "Long", "bool": "Bool"}.get(
        getattr(dtype, "name", str(dtype)), str(dtype))


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
    w = np.ones(shape[0 if single else 1], np_dtype) if weight is None else np.asarray(weight, np_dtype)
    picked = np.where(valid, w[safe], 0).astype(np_dtype)
    if reduction == "mean":
        picked = picked / picked.sum()
    coefficient = np.zeros((1,) + tuple(shape) if single else shape, np_dtype)
    np.put_along_axis(coefficient, np.expand_dims(safe, 1), -np.expand_dims(picked, 1), axis=1)
    coefficient = coefficient.reshape(shape)
    if reduction == "none" and not single:
        grad = F.unsqueeze(grad, 1)
    return grad * coefficient


def cross_entropy_of(F, self, target, weight, ignore_index, reduction, label_smoothing):
    """cross_entropy as PyTorch composes it: log_softmax over the class dim, then nll_loss for class
    indices or -sum(target * log p) for class probabilities, with label smoothing."""
    if reduction not in ("none", "mean", "sum"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if not 0.0 <= label_smoothing <= 1.0:
        raise RuntimeError(f"label_smoothing must be between 0.0 and 1.0. Got: {label_smoothing:g}")
    class_dim = 1 if self.ndim >= 2 else 0
    classes = self.shape[class_dim]
    logp = F.log_softmax(self, class_dim)
    w = None
    if weight is not None:
        w = F.reshape(weight, [classes] + [1] * (self.ndim - class_dim - 1))
    if target.dtype.numpy.kind == "f":  # class probabilities
        if tuple(target.shape) != tuple(self.shape):
            raise RuntimeError(f"Expected target size {list(self.shape)}, got {list(target.shape)}")
        if label_smoothing > 0:
            target = target * (1 - label_smoothing) + label_smoothing / classes
        terms = logp * target if w is None else logp * target * w
        if reduction == "none":
            return -F.sum(terms, class_dim)
        total = -F.sum(terms)
        return total if reduction == "sum" else total / (int(np.prod(self.shape)) // classes)
    loss = F.nll_loss(logp, target, weight, None, ignore_index, None, reduction)
    if label_smoothing <= 0:
        return loss
    ignored = np.asarray(target.numpy() == ignore_index)
    smooth = -F.sum(logp if w is None else logp * w, class_dim)
    smooth = F.where(ignored, 0, smooth)
    if reduction == "sum":
        smooth = F.sum(smooth)
    elif reduction == "mean":
        kept = target.numpy()[~ignored]
        denominator = kept.size if weight is None else weight.detach().numpy()[kept].sum()
        smooth = F.sum(smooth) / denominator
    return (1 - label_smoothing) * loss + smooth * (label_smoothing / classes)


def _values(x):
    """The array of a Tensor (or an array): constants a helper computes with, outside the graph."""
    return x._data if hasattr(x, "_data") else np.asarray(x)


def smooth_l1(F, d, beta):
    """smooth_l1_loss of |input - target| = d: 0.5 d^2 / beta below beta, d - 0.5 beta from it (l1 at beta 0)."""
    if beta < 0:
        raise RuntimeError("smooth_l1_loss does not support negative values for beta.")
    if beta == 0:
        return d
    return F.where(d < beta, 0.5 * d * d / beta, d - 0.5 * beta)


def huber(F, d, delta):
    """huber_loss of |input - target| = d: 0.5 d^2 below delta, delta (d - 0.5 delta) from it."""
    if delta <= 0:
        raise RuntimeError("huber_loss does not support non-positive values for delta.")
    return F.where(d < delta, 0.5 * d * d, delta * (d - 0.5 * delta))


def _refuse_weight_gradient(op, **weights):
    """PyTorch's error for class or element weights that require grad (they take no gradient)."""
    from specgrad.grad_mode import is_grad_enabled
    for name, weight in weights.items():
        if weight is not None and weight.requires_grad and is_grad_enabled():
            raise RuntimeError(f"The function '{op}' is not differentiable with respect to argument '{name}'. "
                               f"This input cannot have requires_grad True.")


def binary_cross_entropy_terms(F, self, target, weight):
    """-(t log x + (1 - t) log(1 - x)) * weight, each log clamped to >= -100 as PyTorch."""
    if tuple(target.shape) != tuple(self.shape):
        raise ValueError(f"Using a target size ({_size(target)}) that is different to the input size ({_size(self)}) "
                         f"is deprecated. Please ensure they have the same size.")
    _refuse_weight_gradient("binary_cross_entropy", weight=weight)
    values = _values(self)
    if ((values < 0) | (values > 1)).any():
        raise RuntimeError("all elements of input should be between 0 and 1")
    # log(0) is -inf: 1 stands in for 0 under the log, and the clamp turns it into -100
    log_x = F.clamp(F.where(self > 0, F.log(F.where(self > 0, self, 1.0)), -100.0), -100.0)
    log_1mx = F.clamp(F.where(self < 1, F.log(F.where(self < 1, 1 - self, 1.0)), -100.0), -100.0)
    terms = -(target * log_x + (1 - target) * log_1mx)
    return terms if weight is None else terms * weight


def _size(t):
    return f"torch.Size([{', '.join(str(n) for n in t.shape)}])"


def bce_with_logits_terms(F, self, target, weight, pos_weight):
    """(1 - t) x - (1 + (pos_weight - 1) t) log(sigmoid(x)), times weight, as PyTorch computes it."""
    if tuple(target.shape) != tuple(self.shape):
        raise ValueError(f"Target size ({_size(target)}) must be the same as input size ({_size(self)})")
    _refuse_weight_gradient("binary_cross_entropy_with_logits", weight=weight, pos_weight=pos_weight)
    if self.dtype != target.dtype:  # PyTorch computes in the target's dtype
        self = F._to_copy(self, target.dtype)
    log_weight = 1 if pos_weight is None else (pos_weight - 1) * target + 1
    terms = (1 - target) * self - log_weight * F.logsigmoid(self)
    return terms if weight is None else terms * weight


def kl_div_terms(F, self, target, log_target):
    """target (log target - input), 0 where target is 0; or exp(t) (t - input) for a log target."""
    if log_target:
        return F.exp(target) * (target - self)
    zero = target == 0  # xlogy(t, t): 0 at t = 0, NaN below as log's
    return F.where(zero, 0.0, target * F.log(F.where(zero, 1.0, target))) - target * self


def kl_div_reduction(F, loss, size_average, reduce, reduction, batch):
    if size_average is not None or reduce is not None:
        reduction = legacy_reduction(size_average, reduce, reduction)
    if reduction == "batchmean":
        return F.sum(loss) / batch if batch else F.sum(loss)
    if reduction == "mean":
        import warnings
        warnings.warn("reduction: 'mean' divides the total loss by both the batch size and the support size."
                      "'batchmean' divides only by the batch size, and aligns with the KL div math definition."
                      "'mean' will be changed to behave the same as 'batchmean' in the next major release.",
                      stacklevel=3)
    return loss_reduction(F, loss, None, None, reduction)


def clamp_min_like_torch(F, x, minimum):
    """max(x, minimum) with the gradient of x itself (PyTorch clamps these norms under no_grad)."""
    values = _values(x)
    return x + (np.maximum(values, minimum) - values)


def cosine_similarity_of(F, x1, x2, dim, eps):
    """sum((x1 / |x1|) * (x2 / |x2|)) along dim, the norms clamped to eps, as PyTorch."""
    rank = max(x1.ndim, x2.ndim)
    dim = dim - rank if dim >= 0 else dim  # counted from the end: the inputs broadcast
    n1 = clamp_min_like_torch(F, F.sqrt(F.sum(x1 * x1, dim, True)), eps)
    n2 = clamp_min_like_torch(F, F.sqrt(F.sum(x2 * x2, dim, True)), eps)
    return F.sum((x1 / n1) * (x2 / n2), dim)


def pairwise_distance_of(F, x1, x2, p, eps, keepdim):
    """The p-norm of x1 - x2 + eps over the last dim."""
    d = x1 - x2 + eps
    dim = max(x1.ndim, x2.ndim) - 1
    if dim < 0:
        return F.abs(d)
    if p == 2:
        return F.sqrt(F.sum(d * d, dim, keepdim))
    if p == 1:
        return F.sum(F.abs(d), dim, keepdim)
    return F.sum(F.abs(d) ** p, dim, keepdim) ** (1.0 / p)


def margin_ranking_terms(F, input1, input2, target, margin):
    """max(0, -target (input1 - input2) + margin), the three inputs of one rank as PyTorch requires."""
    if not input1.ndim == input2.ndim == target.ndim:
        raise RuntimeError(f"margin_ranking_loss : All input tensors should have same dimension but got sizes: "
                           f"input1: {_size(input1)}, input2: {_size(input2)}, target: {_size(target)} ")
    return F.clamp(-target * (input1 - input2) + margin, 0)
