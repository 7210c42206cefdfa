"""specgrad.nn.functional, as torch.nn.functional: activations, losses, convolution, pooling, ...

Every function here is an op of derivatives.yaml whose `variants:` include `functional`; the
generator lists them in specgrad.generated.ops.FUNCTIONAL. Ops that PyTorch also has as
torch.<name> (relu, softmax, ...) are the same function in both places.
"""
import warnings

from specgrad.generated import ops as _ops

globals().update(_ops.FUNCTIONAL)


def triplet_margin_with_distance_loss(anchor, positive, negative, *, distance_function=None, margin=1.0, swap=False,
                                      reduction="mean"):
    """max(0, margin + d(anchor, positive) - d(anchor, negative)) for any distance function d (a callable of
    two tensors; pairwise_distance by default); with swap, d(anchor, negative) is min(d(anchor, negative),
    d(positive, negative)). Hand-written rather than a derivatives.yaml entry: the spec has no type for a
    callable argument. Autograd differentiates whatever ops the distance function calls."""
    if reduction not in ("mean", "sum", "none"):
        raise ValueError(f"{reduction} is not a valid value for reduction")
    if margin <= 0:
        raise ValueError(f"margin must be greater than 0, got {margin}")
    a_dim, p_dim, n_dim = anchor.ndim, positive.ndim, negative.ndim
    if not (a_dim == p_dim and p_dim == n_dim):
        raise RuntimeError(f"The anchor, positive, and negative tensors are expected to have the same number of "
                           f"dimensions, but got: anchor {a_dim}D, positive {p_dim}D, and negative {n_dim}D inputs")
    if distance_function is None:
        distance_function = _ops.pairwise_distance
    dist_pos = distance_function(anchor, positive)
    dist_neg = distance_function(anchor, negative)
    if swap:
        dist_neg = _ops.minimum(dist_neg, distance_function(positive, negative))
    loss = _ops.clamp(margin + dist_pos - dist_neg, 0)
    if reduction == "sum":
        return _ops.sum(loss)
    if reduction == "mean":
        return _ops.mean(loss)
    return loss


# F's in-place activations, as torch.nn.functional's relu_ ... threshold_: the input written over and returned.
# Those torch has too (torch.relu_, selu_, celu_, threshold_) are the same function; the others are the op
# with inplace=True.
relu_ = _ops.relu_
selu_ = _ops.selu_
celu_ = _ops.celu_
threshold_ = _ops.threshold_


def elu_(input, alpha=1.0):
    """elu(input, alpha) written into input."""
    return _ops.FUNCTIONAL["elu"](input, alpha, inplace=True)


def leaky_relu_(input, negative_slope=0.01):
    """leaky_relu(input, negative_slope) written into input."""
    return _ops.FUNCTIONAL["leaky_relu"](input, negative_slope, inplace=True)


def hardtanh_(input, min_val=-1.0, max_val=1.0):
    """hardtanh(input, min_val, max_val) written into input."""
    return _ops.FUNCTIONAL["hardtanh"](input, min_val, max_val, inplace=True)
rrelu_ = _ops.rrelu_


def upsample(input, size=None, scale_factor=None, mode="nearest", align_corners=None):
    """Deprecated: interpolate(input, size, scale_factor, mode, align_corners), with PyTorch's warning."""
    warnings.warn("`nn.functional.upsample` is deprecated. Use `nn.functional.interpolate` instead.", stacklevel=2)
    return _ops.interpolate(input, size, scale_factor, mode, align_corners)


def upsample_nearest(input, size=None, scale_factor=None):
    """Deprecated: interpolate(input, size, scale_factor, mode="nearest"), with PyTorch's warning."""
    warnings.warn("`nn.functional.upsample_nearest` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return _ops.interpolate(input, size, scale_factor, mode="nearest")


def upsample_bilinear(input, size=None, scale_factor=None):
    """Deprecated: interpolate(input, size, scale_factor, mode="bilinear", align_corners=True), with PyTorch's
    warning."""
    warnings.warn("`nn.functional.upsample_bilinear` is deprecated. Use `nn.functional.interpolate` instead.",
                  stacklevel=2)
    return _ops.interpolate(input, size, scale_factor, mode="bilinear", align_corners=True)
