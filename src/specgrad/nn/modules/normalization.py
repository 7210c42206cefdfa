"""Normalisation layers: BatchNorm1d/2d/3d, SyncBatchNorm, InstanceNorm1d/2d/3d (and their Lazy forms), LayerNorm,
GroupNorm, RMSNorm, as torch.nn's.

Batch and instance norm keep running statistics as buffers (running_mean, running_var,
num_batches_tracked) that F.batch_norm updates in place while training; eval() normalises with them.
"""
import numbers
import warnings

import specgrad
from specgrad.nn import functional as F
from specgrad.nn import init
from specgrad.nn.modules.lazy import LazyModuleMixin
from specgrad.nn.modules.module import Module
from specgrad.nn.parameter import Parameter, UninitializedBuffer, UninitializedParameter


def _register_affine(module, shape, affine, bias, dtype):
    """weight (ones) and bias (zeros) Parameters of `shape`, or None for each one left out."""
    if affine:
        module.weight = Parameter(specgrad.empty(shape, dtype=dtype))
        if bias:
            module.bias = Parameter(specgrad.empty(shape, dtype=dtype))
        else:
            module.register_parameter("bias", None)
    else:
        module.register_parameter("weight", None)
        module.register_parameter("bias", None)


def _reset_affine(module):
    if module.weight is not None:
        init.ones_(module.weight)
    if module.bias is not None:
        init.zeros_(module.bias)



class _NormBase(Module):
    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True, device=None,
                 dtype=None, *, bias=True):
        super().__init__()
        self.num_features = num_features
        self.eps = eps
        self.momentum = momentum
        self.affine = affine
        self.track_running_stats = track_running_stats
        _register_affine(self, num_features, affine, bias, dtype)
        if track_running_stats:
            self.register_buffer("running_mean", specgrad.zeros(num_features, dtype=dtype))
            self.register_buffer("running_var", specgrad.ones(num_features, dtype=dtype))
            self.register_buffer("num_batches_tracked", specgrad.tensor(0, dtype=specgrad.long))
        else:
            self.register_buffer("running_mean", None)
            self.register_buffer("running_var", None)
            self.register_buffer("num_batches_tracked", None)
        self.reset_parameters()

    def reset_running_stats(self):
        if self.track_running_stats:
            self.running_mean.zero_()
            self.running_var.fill_(1)
            self.num_batches_tracked.zero_()

    def reset_parameters(self):
        self.reset_running_stats()
        _reset_affine(self)

    def extra_repr(self):
        return (f"{self.num_features}, eps={self.eps}, momentum={self.momentum}, affine={self.affine}, "
                f"bias={self.bias is not None}, track_running_stats={self.track_running_stats}")

    def _load_from_state_dict(self, state_dict, prefix, *args, **kwargs):
        # as PyTorch: a state dict without version 2 metadata for this module (a plain dict, or a checkpoint
        # from before num_batches_tracked existed) may lack it; it then keeps its value and is not missing
        local_metadata = args[0] if args else kwargs.get("local_metadata", {})
        version = (local_metadata or {}).get("version")
        key = prefix + "num_batches_tracked"
        if (version is None or version < 2) and self.track_running_stats and key not in state_dict:
            state_dict = dict(state_dict)
            state_dict[key] = (self.num_batches_tracked if self.num_batches_tracked is not None
                               else specgrad.tensor(0, dtype=specgrad.long))
        super()._load_from_state_dict(state_dict, prefix, *args, **kwargs)


class _BatchNorm(_NormBase):
    def _check_input_dim(self, input):
        raise NotImplementedError

    def _count_batch(self):
        """Count this training batch and return the running statistics' update factor: momentum, or with
        momentum=None 1 / batches seen (a cumulative moving average)."""
        factor = 0.0 if self.momentum is None else self.momentum
        if self.training and self.track_running_stats and self.num_batches_tracked is not None:
            self.num_batches_tracked.add_(1)
            factor = 1.0 / float(self.num_batches_tracked) if self.momentum is None else self.momentum
        return factor

    def forward(self, input):
        self._check_input_dim(input)
        factor = self._count_batch()
        use_batch_stats = self.training or (self.running_mean is None and self.running_var is None)
        track = not self.training or self.track_running_stats
        return F.batch_norm(input, self.running_mean if track else None, self.running_var if track else None,
                            self.weight, self.bias, use_batch_stats, factor, self.eps)


class BatchNorm1d(_BatchNorm):
    """Batch norm over a (N, C) or (N, C, L) input, statistics per channel C."""

    def _check_input_dim(self, input):
        if input.dim() not in (2, 3):
            raise ValueError(f"expected 2D or 3D input (got {input.dim()}D input)")


class BatchNorm2d(_BatchNorm):
    """Batch norm over a (N, C, H, W) input, statistics per channel C."""

    def _check_input_dim(self, input):
        if input.dim() != 4:
            raise ValueError(f"expected 4D input (got {input.dim()}D input)")


class BatchNorm3d(_BatchNorm):
    def _check_input_dim(self, input):
        if input.dim() != 5:
            raise ValueError(f"expected 5D input (got {input.dim()}D input)")


class SyncBatchNorm(_BatchNorm):
    """Batch norm over an (N, C, ...) input whose statistics, in training, are those of the whole batch
    spread over the ranks of `process_group` (default: the default group, dist.group.WORLD): every rank
    normalizes its slice with the global per-channel mean and variance, updates running_mean/running_var
    with them (the variance unbiased over the global count), and its input gradient is its slice of the
    gradient of the full batch (see nn.modules._functions.SyncBatchNorm). Every rank of the group must call
    forward (and backward) together: they are collectives.

    As PyTorch's: in eval mode with running statistics, without an initialized process group, or in a group
    of one rank, it is plain batch norm (no collective). An input of fewer than 2 dims or with 0 channels is a
    ValueError. Unlike PyTorch's, CPU tensors are synchronized (PyTorch's refuses them: its kernels are CUDA's).
    Build a model with it directly, or convert one with SyncBatchNorm.convert_sync_batchnorm(model), before
    wrapping it in DistributedDataParallel.
    """

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True,
                 process_group=None, device=None, dtype=None, *, bias=True):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device, dtype, bias=bias)
        self.process_group = process_group

    def _check_input_dim(self, input):
        if input.dim() < 2:
            raise ValueError(f"expected at least 2D input (got {input.dim()}D input)")

    def _check_non_zero_input_channels(self, input):
        if input.size(1) == 0:
            raise ValueError("SyncBatchNorm number of input channels should be non-zero")

    def forward(self, input):
        from specgrad import distributed as dist
        from specgrad.nn.modules._functions import SyncBatchNorm as sync_batch_norm
        self._check_input_dim(input)
        self._check_non_zero_input_channels(input)
        factor = self._count_batch()
        bn_training = self.training or (self.running_mean is None and self.running_var is None)
        track = not self.training or self.track_running_stats
        running_mean = self.running_mean if track else None
        running_var = self.running_var if track else None
        # only training mode synchronizes: eval mode normalizes with each rank's (identical) running statistics
        need_sync = bn_training and self.training and dist.is_available() and dist.is_initialized()
        if need_sync:
            process_group = self.process_group if self.process_group is not None else dist.group.WORLD
            world_size = dist.get_world_size(process_group)
            need_sync = world_size > 1
        if not need_sync:
            return F.batch_norm(input, running_mean, running_var, self.weight, self.bias, bn_training, factor,
                                self.eps)
        return sync_batch_norm.apply(input, self.weight, self.bias, running_mean, running_var, self.eps, factor,
                                     process_group, world_size)

    @classmethod
    def convert_sync_batchnorm(cls, module, process_group=None):
        """Replace every BatchNorm1d/2d/3d (every _BatchNorm) in `module`'s tree by a SyncBatchNorm on
        `process_group`, which takes over its weight and bias (the same Parameters), its running statistics
        (the same buffers) and its training flag. Returns `module` with its children converted, or, if
        `module` is itself a batch norm, the new SyncBatchNorm."""
        module_output = module
        if isinstance(module, _BatchNorm):
            module_output = cls(module.num_features, module.eps, module.momentum, module.affine,
                                module.track_running_stats, process_group, bias=module.bias is not None)
            if module.affine:
                with specgrad.no_grad():
                    module_output.weight = module.weight
                    module_output.bias = module.bias
            module_output.running_mean = module.running_mean
            module_output.running_var = module.running_var
            module_output.num_batches_tracked = module.num_batches_tracked
            module_output.training = module.training
            if hasattr(module, "qconfig"):
                module_output.qconfig = module.qconfig
        for name, child in module.named_children():
            module_output.add_module(name, cls.convert_sync_batchnorm(child, process_group))
        del module
        return module_output


class _InstanceNorm(_NormBase):
    _spatial = 1

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=False, track_running_stats=False, device=None,
                 dtype=None, *, bias=True):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device, dtype, bias=bias)

    def forward(self, input):
        no_batch = self._spatial + 1
        if input.dim() not in (no_batch, no_batch + 1):
            raise ValueError(f"expected {no_batch}D or {no_batch + 1}D input (got {input.dim()}D input)")
        feature_dim = input.dim() - no_batch
        if input.size(feature_dim) != self.num_features:
            if self.affine:
                raise ValueError(f"expected input's size at dim={feature_dim} to match num_features "
                                 f"({self.num_features}), but got: {input.size(feature_dim)}.")
            warnings.warn(f"input's size at dim={feature_dim} does not match num_features. You can silence this "
                          "warning by not passing in num_features, which is not used because affine=False",
                          stacklevel=2)
        unbatched = input.dim() == no_batch
        x = input.unsqueeze(0) if unbatched else input
        use_input_stats = self.training or not self.track_running_stats
        out = F.instance_norm(x, self.running_mean, self.running_var, self.weight, self.bias, use_input_stats,
                              self.momentum if self.momentum is not None else 0.0, self.eps)
        return out.squeeze(0) if unbatched else out


class InstanceNorm1d(_InstanceNorm):
    _spatial = 1


class InstanceNorm2d(_InstanceNorm):
    _spatial = 2


class InstanceNorm3d(_InstanceNorm):
    _spatial = 3


class _LazyNormBase(LazyModuleMixin, _NormBase):
    """num_features from the first input's channel dim; then weight, bias, running_mean and running_var are
    materialized and reset as the norm's. (PyTorch reads input.shape[1] for an unbatched instance norm's input
    too, which is not its channel dim; here it is dim 0.)"""

    def __init__(self, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True, device=None, dtype=None, *,
                 bias=True):
        super().__init__(0, eps, momentum, False, False, device, dtype, bias=False)  # nothing to overwrite later
        self.affine = affine
        self.track_running_stats = track_running_stats
        if affine:
            self.weight = UninitializedParameter(dtype=dtype)
            if bias:
                self.bias = UninitializedParameter(dtype=dtype)
        if track_running_stats:
            self.running_mean = UninitializedBuffer(dtype=dtype)
            self.running_var = UninitializedBuffer(dtype=dtype)
            self.num_batches_tracked = specgrad.tensor(0, dtype=specgrad.long)

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.num_features != 0:
            super().reset_parameters()

    def initialize_parameters(self, input):
        if self.has_uninitialized_params():
            unbatched = isinstance(self, _InstanceNorm) and input.dim() == self._spatial + 1
            self.num_features = input.shape[0 if unbatched else 1]
            with specgrad.no_grad():
                for t in (self.weight, self.bias, self.running_mean, self.running_var):
                    if t is not None:
                        t.materialize((self.num_features,))
                self.reset_parameters()


class LazyBatchNorm1d(_LazyNormBase, BatchNorm1d):
    """A BatchNorm1d whose num_features is inferred from the first input; it then becomes a BatchNorm1d."""
    cls_to_become = BatchNorm1d


class LazyBatchNorm2d(_LazyNormBase, BatchNorm2d):
    """A BatchNorm2d whose num_features is inferred from the first input; it then becomes a BatchNorm2d."""
    cls_to_become = BatchNorm2d


class LazyBatchNorm3d(_LazyNormBase, BatchNorm3d):
    """A BatchNorm3d whose num_features is inferred from the first input; it then becomes a BatchNorm3d."""
    cls_to_become = BatchNorm3d


# (PyTorch's lazy instance norms default to affine=True, track_running_stats=True, as the batch norms, unlike
# InstanceNorm1d/2d/3d)
class LazyInstanceNorm1d(_LazyNormBase, InstanceNorm1d):
    """An InstanceNorm1d whose num_features is inferred from the first input; it then becomes an InstanceNorm1d."""
    cls_to_become = InstanceNorm1d


class LazyInstanceNorm2d(_LazyNormBase, InstanceNorm2d):
    """An InstanceNorm2d whose num_features is inferred from the first input; it then becomes an InstanceNorm2d."""
    cls_to_become = InstanceNorm2d


class LazyInstanceNorm3d(_LazyNormBase, InstanceNorm3d):
    """An InstanceNorm3d whose num_features is inferred from the first input; it then becomes an InstanceNorm3d."""
    cls_to_become = InstanceNorm3d


class LayerNorm(Module):
    """Normalise over the last len(normalized_shape) dims, then scale and shift elementwise."""

    def __init__(self, normalized_shape, eps=1e-5, elementwise_affine=True, bias=True, device=None, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, numbers.Integral):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        _register_affine(self, self.normalized_shape, elementwise_affine, bias, dtype)
        self.reset_parameters()

    def reset_parameters(self):
        _reset_affine(self)

    def forward(self, input):
        return F.layer_norm(input, self.normalized_shape, self.weight, self.bias, self.eps)

    def extra_repr(self):
        return (f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}, "
                f"bias={self.bias is not None}")


class GroupNorm(Module):
    """Normalise each group of num_channels // num_groups channels, then scale and shift per channel."""

    def __init__(self, num_groups, num_channels, eps=1e-5, affine=True, device=None, dtype=None, *, bias=True):
        super().__init__()
        if num_channels % num_groups != 0:
            raise ValueError(f"num_channels ({num_channels}) must be divisible by num_groups ({num_groups})")
        self.num_groups = num_groups
        self.num_channels = num_channels
        self.eps = eps
        self.affine = affine
        _register_affine(self, num_channels, affine, bias, dtype)
        self.reset_parameters()

    def reset_parameters(self):
        _reset_affine(self)

    def forward(self, input):
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)

    def extra_repr(self):
        return f"{self.num_groups}, {self.num_channels}, eps={self.eps}, affine={self.affine}, bias={self.bias is not None}"


class RMSNorm(Module):
    """Root-mean-square layer norm: x / sqrt(mean(x^2) + eps) over the last len(normalized_shape) dims, times
    an elementwise weight (ones at first); no mean subtracted, no bias. eps=None: the dtype's epsilon."""

    def __init__(self, normalized_shape, eps=None, elementwise_affine=True, device=None, dtype=None):
        super().__init__()
        if isinstance(normalized_shape, numbers.Integral):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if elementwise_affine:
            self.weight = Parameter(specgrad.empty(self.normalized_shape, dtype=dtype))
        else:
            self.register_parameter("weight", None)
        self.reset_parameters()

    def reset_parameters(self):
        if self.weight is not None:
            init.ones_(self.weight)

    def forward(self, x):
        return F.rms_norm(x, self.normalized_shape, self.weight, self.eps)

    def extra_repr(self):
        return f"{self.normalized_shape}, eps={self.eps}, elementwise_affine={self.elementwise_affine}"


class LocalResponseNorm(Module):
    """Normalization over neighbouring channels: input / (k + alpha * mean of input ** 2 over `size` channels)
    ** beta, as torch.nn.LocalResponseNorm."""

    def __init__(self, size, alpha=1e-4, beta=0.75, k=1.0):
        super().__init__()
        self.size = size
        self.alpha = alpha
        self.beta = beta
        self.k = k

    def forward(self, input):
        return F.local_response_norm(input, self.size, self.alpha, self.beta, self.k)

    def extra_repr(self):
        return f"{self.size}, alpha={self.alpha}, beta={self.beta}, k={self.k}"
