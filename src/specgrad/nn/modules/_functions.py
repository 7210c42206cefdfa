"""Autograd Functions behind nn layers, as torch.nn.modules._functions: SyncBatchNorm, batch norm whose
statistics are those of the whole batch spread over the ranks of a process group.

Forward: each rank computes, per channel, the mean and the sum of squared deviations (M2) of its own
slice and the slice's element count; one all_gather_into_tensor gives every rank all of them, which it
combines into the global mean and biased variance (Chan's pairwise formula: exact, and stable where a
sum of squares minus a squared sum would cancel). PyTorch gathers mean, invstd and count instead; both
carry per-rank counts, so ranks may hold different batch sizes, an empty one included. The running
statistics move towards the global mean and the unbiased global variance (over the global count).

Backward: the input gradient of batch norm needs, per channel, sum(grad) and sum(grad * (x - mean))
over the whole batch; one all_reduce (SUM) of the local sums gives them, so each rank's input gradient
is its slice of the single-process gradient of the ranks' losses added together. The weight and bias
gradients stay local (the sums over this rank's slice), as PyTorch's: DistributedDataParallel reduces
them with the other parameters.
"""
import numpy as np

from specgrad.autograd.function import Function, once_differentiable
from specgrad.tensor import Tensor


def _per_channel(array, ndim):
    """A (C,) array shaped to broadcast along dim 1 of an ndim-dim input."""
    return array.reshape((1, -1) + (1,) * (ndim - 2))


def _reduced_axes(ndim):
    return (0,) + tuple(range(2, ndim))


class SyncBatchNorm(Function):
    @staticmethod
    def forward(ctx, input, weight, bias, running_mean, running_var, eps, momentum, process_group, world_size):
        from specgrad import distributed as dist
        x = input._data
        ndim, channels = x.ndim, x.shape[1]
        axes = _reduced_axes(ndim)
        count = x.size // channels
        # the statistics in the input's dtype, float16 in float32 (as PyTorch's kernels accumulate)
        dtype = np.promote_types(x.dtype, np.float32) if x.dtype.kind == "f" else np.dtype(np.float64)
        if count > 0:
            mean = x.mean(axis=axes, dtype=dtype)
            centered = x - _per_channel(mean, ndim)
            m2 = np.sum(centered * centered, axis=axes, dtype=dtype)
        else:  # an empty slice still joins the collective, with a count of 0 that weighs nothing
            mean = m2 = np.zeros(channels, dtype=dtype)
        local = np.concatenate([mean, m2, np.array([count], dtype=dtype)])
        gathered = np.empty(world_size * local.size, dtype=dtype)
        dist.all_gather_into_tensor(Tensor._wrap(gathered), Tensor._wrap(local), group=process_group)
        rows = gathered.reshape(world_size, local.size)
        means, m2s, counts = rows[:, :channels], rows[:, channels:2 * channels], rows[:, 2 * channels:]
        total = counts.sum()
        with np.errstate(divide="ignore", invalid="ignore"):  # a total of 0 or 1: NaN or inf, as PyTorch
            global_mean = (counts * means).sum(axis=0) / total
            global_m2 = (m2s + counts * (means - global_mean) ** 2).sum(axis=0)
            var = global_m2 / total
            invstd = 1.0 / np.sqrt(var + eps)
            if running_mean is not None:
                running_mean._data[...] = (1 - momentum) * running_mean._data + momentum * global_mean
                running_mean._bump_version()  # modified in place, as F.batch_norm's update counts
            if running_var is not None:
                unbiased = global_m2 / (total - 1)
                running_var._data[...] = (1 - momentum) * running_var._data + momentum * unbiased
                running_var._bump_version()
        out = (x - _per_channel(global_mean, ndim)) * _per_channel(invstd, ndim)
        if weight is not None:
            out = out * _per_channel(weight._data, ndim)
        if bias is not None:
            out = out + _per_channel(bias._data, ndim)
        ctx.save_for_backward(input, weight)
        ctx.mean, ctx.invstd, ctx.total = global_mean, invstd, total
        ctx.process_group = process_group
        return Tensor._wrap(np.ascontiguousarray(out, dtype=x.dtype))

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_output):
        from specgrad import distributed as dist
        input, weight = ctx.saved_tensors
        x, g = input._data, grad_output._data
        ndim, channels = x.ndim, x.shape[1]
        axes = _reduced_axes(ndim)
        mean, invstd = ctx.mean, ctx.invstd
        grad_input = grad_weight = grad_bias = None
        if x.size > 0:
            centered = x - _per_channel(mean, ndim)
            sum_dy = g.sum(axis=axes, dtype=mean.dtype)
            sum_dy_xmu = np.sum(g * centered, axis=axes, dtype=mean.dtype)
            if weight is not None and ctx.needs_input_grad[1]:
                grad_weight = Tensor._wrap((sum_dy_xmu * invstd).astype(weight._data.dtype))
            if weight is not None and ctx.needs_input_grad[2]:
                grad_bias = Tensor._wrap(sum_dy.astype(weight._data.dtype))
            if ctx.needs_input_grad[0]:
                # the whole batch's sums, one collective for both
                combined = np.concatenate([sum_dy, sum_dy_xmu])
                dist.all_reduce(Tensor._wrap(combined), dist.ReduceOp.SUM, group=ctx.process_group)
                mean_dy = combined[:channels] / ctx.total
                mean_dy_xmu = combined[channels:] / ctx.total
                scale = invstd if weight is None else invstd * weight._data
                grad_input = (g - _per_channel(mean_dy, ndim)
                              - centered * _per_channel(invstd * invstd * mean_dy_xmu, ndim)) * _per_channel(scale,
                                                                                                              ndim)
                grad_input = Tensor._wrap(np.ascontiguousarray(grad_input, dtype=x.dtype))
        elif ctx.needs_input_grad[0]:
            # nothing to compute here, but the other ranks wait for this rank's (zero) sums
            dist.all_reduce(Tensor._wrap(np.zeros(2 * channels, dtype=mean.dtype)), dist.ReduceOp.SUM,
                            group=ctx.process_group)
        return grad_input, grad_weight, grad_bias, None, None, None, None, None, None
