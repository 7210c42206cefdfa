"""Ready-made parametrizations, as torch.nn.utils.parametrizations: weight_norm (the parametrize-based one;
the magnitude and direction are parametrizations.<name>.original0 and original1)."""
from specgrad.nn.modules.module import Module
from specgrad.nn.utils import parametrize
from specgrad.nn.utils.weight_norm import _weight_norm, norm_except_dim

__all__ = ["weight_norm"]


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
