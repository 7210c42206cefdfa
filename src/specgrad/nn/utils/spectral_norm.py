"""Spectral normalization (https://arxiv.org/abs/1802.05957), the classic hook-based torch.nn.utils.spectral_norm:
module.<name> becomes <name>_orig / sigma, sigma the largest singular value of <name>_orig (seen as a matrix
with `dim` first), estimated by power iteration. The vectors u and v (buffers <name>_u, <name>_v) are updated in
place by n_power_iterations steps at each training-mode forward and kept as they are in eval mode; sigma is
u . (W v), differentiated through W only, as PyTorch's."""
import specgrad
from specgrad.nn import functional as F
from specgrad.nn.modules.conv import ConvTranspose1d, ConvTranspose2d, ConvTranspose3d
from specgrad.nn.parameter import Parameter
from specgrad.nn.utils.weight_norm import remove_hook_reparametrization

__all__ = ["SpectralNorm", "spectral_norm", "remove_spectral_norm"]


def weight_as_matrix(weight, dim):
    """weight with `dim` moved first and the other dims flattened: an (h, w) matrix."""
    if dim != 0:
        weight = weight.permute(dim, *[d for d in range(weight.dim()) if d != dim])
    return weight.reshape(weight.size(0), -1)


def default_dim(module):
    """0, or 1 for transposed convolutions, whose weights hold output channels in dim 1."""
    return 1 if isinstance(module, (ConvTranspose1d, ConvTranspose2d, ConvTranspose3d)) else 0


class SpectralNorm:
    """The forward pre-hook that sets module.<name> = <name>_orig / sigma before every call."""

    def __init__(self, name="weight", n_power_iterations=1, dim=0, eps=1e-12):
        self.name = name
        self.dim = dim
        if n_power_iterations <= 0:
            raise ValueError(f"Expected n_power_iterations to be positive, but got "
                             f"n_power_iterations={n_power_iterations}")
        self.n_power_iterations = n_power_iterations
        self.eps = eps

    def compute_weight(self, module, do_power_iteration):
        weight = getattr(module, self.name + "_orig")
        u = getattr(module, self.name + "_u")
        v = getattr(module, self.name + "_v")
        weight_mat = weight_as_matrix(weight, self.dim)
        if do_power_iteration:
            with specgrad.no_grad():
                for _ in range(self.n_power_iterations):  # v first, then u (the parametrization goes u first)
                    v.copy_(F.normalize(specgrad.mv(weight_mat.t(), u), dim=0, eps=self.eps))
                    u.copy_(F.normalize(specgrad.mv(weight_mat, v), dim=0, eps=self.eps))
            u, v = u.clone(), v.clone()  # sigma's graph keeps these values, not the buffers updated next time
        sigma = specgrad.dot(u, specgrad.mv(weight_mat, v))
        return weight / sigma

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module, do_power_iteration=module.training))

    def remove(self, module):
        with specgrad.no_grad():
            weight = self.compute_weight(module, do_power_iteration=False)
        delattr(module, self.name)
        delattr(module, self.name + "_u")
        delattr(module, self.name + "_v")
        delattr(module, self.name + "_orig")
        module.register_parameter(self.name, Parameter(weight.detach()))

    @staticmethod
    def apply(module, name, n_power_iterations, dim, eps):
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, SpectralNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two spectral_norm hooks on the same parameter {name}")
        fn = SpectralNorm(name, n_power_iterations, dim, eps)
        weight = module._parameters[name]
        with specgrad.no_grad():
            h, w = weight_as_matrix(weight, dim).shape
            u = F.normalize(weight.new_empty(h).normal_(0, 1), dim=0, eps=fn.eps)
            v = F.normalize(weight.new_empty(w).normal_(0, 1), dim=0, eps=fn.eps)
        delattr(module, fn.name)
        module.register_parameter(fn.name + "_orig", weight)
        setattr(module, fn.name, weight.detach())  # a plain attribute, replaced at every forward
        module.register_buffer(fn.name + "_u", u)
        module.register_buffer(fn.name + "_v", v)
        module.register_forward_pre_hook(fn)
        return fn


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Apply spectral normalization to module.<name>; returns the module."""
    SpectralNorm.apply(module, name, n_power_iterations, default_dim(module) if dim is None else dim, eps)
    return module


def remove_spectral_norm(module, name="weight"):
    """Undo spectral_norm: module.<name> is a Parameter again, holding the current normalized weight."""
    return remove_hook_reparametrization(module, name, SpectralNorm, "spectral_norm")
