"""Weight normalization (https://arxiv.org/abs/1602.07868), the classic hook-based torch.nn.utils.weight_norm:
the parameter `name` is replaced by name_g (magnitude) and name_v (direction), and a forward pre-hook
recomputes name = v * (g / ||v||) before every call (the norm over every dim but `dim`; dim=None: over all)."""
import specgrad
from specgrad.nn.parameter import Parameter, UninitializedParameter

__all__ = ["WeightNorm", "weight_norm", "remove_weight_norm"]


def norm_except_dim(v, pow=2, dim=0):
    """||v||_pow over every dim but `dim`, kept as size-1 dims (dim=-1: over all dims, a 0-d tensor)."""
    if dim == -1:
        return specgrad.linalg.vector_norm(v, pow)
    dim = dim % v.dim()
    others = [d for d in range(v.dim()) if d != dim]
    if not others:
        return v.abs()
    return specgrad.linalg.vector_norm(v, pow, others, keepdim=True)


def _weight_norm(v, g, dim=0):
    return v * (g / norm_except_dim(v, 2, dim))


class WeightNorm:
    """The forward pre-hook that recomputes module.<name> from <name>_g and <name>_v."""

    def __init__(self, name, dim):
        self.name = name
        self.dim = -1 if dim is None else dim

    def compute_weight(self, module):
        return _weight_norm(getattr(module, self.name + "_v"), getattr(module, self.name + "_g"), self.dim)

    @staticmethod
    def apply(module, name, dim):
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, WeightNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two weight_norm hooks on the same parameter {name}")
        fn = WeightNorm(name, dim)
        weight = getattr(module, name)
        if isinstance(weight, UninitializedParameter):
            raise ValueError("The module passed to `WeightNorm` can't have uninitialized parameters. Make sure to "
                             "run the dummy forward before applying weight normalization")
        del module._parameters[name]
        module.register_parameter(name + "_g", Parameter(norm_except_dim(weight, 2, fn.dim).detach()))
        module.register_parameter(name + "_v", Parameter(weight.detach()))
        setattr(module, name, fn.compute_weight(module))
        module.register_forward_pre_hook(fn)
        return fn

    def remove(self, module):
        weight = self.compute_weight(module)
        delattr(module, self.name)
        del module._parameters[self.name + "_g"]
        del module._parameters[self.name + "_v"]
        setattr(module, self.name, Parameter(weight.detach()))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module))


def weight_norm(module, name="weight", dim=0):
    """Reparameterize module.<name> as <name>_g * <name>_v / ||<name>_v||. Returns the module. (PyTorch
    deprecates this one for parametrizations.weight_norm with a FutureWarning; specgrad has only this one, so it
    does not warn.)"""
    WeightNorm.apply(module, name, dim)
    return module


def remove_hook_reparametrization(module, name, hook_class, what):
    """Undo a hook-based reparametrization of module.<name> (weight_norm, spectral_norm): its hook's remove()
    makes <name> a Parameter again, and the hook goes."""
    for k, hook in module._forward_pre_hooks.items():
        if isinstance(hook, hook_class) and hook.name == name:
            hook.remove(module)
            del module._forward_pre_hooks[k]
            return module
    raise ValueError(f"{what} of '{name}' not found in {module}")


def remove_weight_norm(module, name="weight"):
    """Undo weight_norm: module.<name> is a Parameter again, holding the current normalized weight."""
    return remove_hook_reparametrization(module, name, WeightNorm, "weight_norm")
