"""Ready-made parametrizations, as torch.nn.utils.parametrizations: weight_norm (the parametrize-based one;
the magnitude and direction are parametrizations.<name>.original0 and original1) and spectral_norm (the
power-iteration vectors are buffers _u and _v of parametrizations.<name>[0])."""
import specgrad
from specgrad.nn import functional as F
from specgrad.nn.modules.module import Module
from specgrad.nn.utils import parametrize
from specgrad.nn.utils.spectral_norm import default_dim, weight_as_matrix
from specgrad.nn.utils.weight_norm import _weight_norm, norm_except_dim

__all__ = ["weight_norm", "spectral_norm"]


class _WeightNorm(Module):
    def __init__(self, dim=0):
        super().__init__()
        self.dim = -1 if dim is None else dim

    def forward(self, weight_g, weight_v):
        return _weight_norm(weight_v, weight_g, self.dim)

    def right_inverse(self, weight):
        return norm_except_dim(weight, 2, self.dim), weight


def weight_norm(module, name="weight", dim=0):
    """Reparameterize module.<name> as g * v / ||v|| (the norm over every dim but `dim`; None: over all), g in
    parametrizations.<name>.original0 and v in original1, recomputed at each access of module.<name>. (PyTorch's
    also loads state dicts saved with the old weight_norm's <name>_g / <name>_v keys; this one does not.)"""
    parametrize.register_parametrization(module, name, _WeightNorm(dim), unsafe=True)
    return module


class _SpectralNorm(Module):
    """weight / sigma, sigma estimated by power iteration on the weight as a matrix (`dim` first); a 1-D weight
    is only normalized. In training mode each forward first advances u and v by n_power_iterations steps."""

    def __init__(self, weight, n_power_iterations=1, dim=0, eps=1e-12):
        super().__init__()
        ndim = weight.ndim
        if dim >= ndim or dim < -ndim:
            raise IndexError(f"Dimension out of range (expected to be in range of [-{ndim}, {ndim - 1}] but got {dim})")
        if n_power_iterations <= 0:
            raise ValueError(f"Expected n_power_iterations to be positive, but got "
                             f"n_power_iterations={n_power_iterations}")
        self.dim = dim if dim >= 0 else dim + ndim
        self.eps = eps
        if ndim > 1:
            self.n_power_iterations = n_power_iterations
            weight_mat = weight_as_matrix(weight, self.dim)
            h, w = weight_mat.shape
            with specgrad.no_grad():
                u = weight_mat.new_empty(h).normal_(0, 1)
                v = weight_mat.new_empty(w).normal_(0, 1)
            self.register_buffer("_u", F.normalize(u, dim=0, eps=self.eps))
            self.register_buffer("_v", F.normalize(v, dim=0, eps=self.eps))
            self._power_method(weight_mat, 15)  # start from a good estimate, as PyTorch's

    def _power_method(self, weight_mat, n_power_iterations):
        with specgrad.no_grad():
            for _ in range(n_power_iterations):  # u first, then v (the hook-based spectral_norm goes v first)
                self._u.copy_(F.normalize(specgrad.mv(weight_mat, self._v), dim=0, eps=self.eps))
                self._v.copy_(F.normalize(specgrad.mv(weight_mat.t(), self._u), dim=0, eps=self.eps))

    def forward(self, weight):
        if weight.ndim == 1:
            return F.normalize(weight, dim=0, eps=self.eps)
        weight_mat = weight_as_matrix(weight, self.dim)
        if self.training:
            self._power_method(weight_mat, self.n_power_iterations)
        sigma = specgrad.vdot(self._u.clone(), specgrad.mv(weight_mat, self._v.clone()))
        return weight / sigma

    def right_inverse(self, value):
        return value


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Parametrize module.<name> as weight / sigma (its largest singular value, by power iteration); returns the
    module. dim defaults to 0, or 1 for transposed convolutions."""
    weight = getattr(module, name, None)
    if not isinstance(weight, specgrad.Tensor):
        raise ValueError(f"Module '{module}' has no parameter or buffer with name '{name}'")
    parametrize.register_parametrization(
        module, name, _SpectralNorm(weight, n_power_iterations, default_dim(module) if dim is None else dim, eps))
    return module
