"""Pruning, as torch.nn.utils.prune. Pruning module.<name> moves the parameter to module.<name>_orig, registers a
buffer module.<name>_mask (1 keeps an entry, 0 prunes it) and a forward pre-hook that sets the plain attribute
module.<name> = <name>_orig * <name>_mask before every forward, so gradients reach <name>_orig through the mask.

Pruning the same tensor again combines the masks through a PruningContainer: the new method computes its mask on
the entries (unstructured) or channels (structured) the current mask still keeps, so `amount` counts among those.
`remove` makes module.<name> a plain Parameter again, holding the pruned values.

Which entries L1Unstructured and LnStructured pick: the `amount` entries of smallest |t| (channels of smallest
n-norm), chosen by a stable sort, so on ties L1Unstructured prunes the lower flat indices first and LnStructured
keeps the lower channel indices (prunes the higher ones first). PyTorch leaves ties to its topk, unspecified.
The random methods draw from specgrad's generator (specgrad.manual_seed), not PyTorch's.
"""
import numbers
from abc import ABC, abstractmethod
from collections.abc import Iterable

import specgrad

__all__ = ["BasePruningMethod", "PruningContainer", "Identity", "RandomUnstructured", "L1Unstructured",
           "RandomStructured", "LnStructured", "CustomFromMask", "identity", "random_unstructured", "l1_unstructured",
           "random_structured", "ln_structured", "global_unstructured", "custom_from_mask", "remove", "is_pruned"]


class BasePruningMethod(ABC):
    """A pruning method: compute_mask(t, default_mask) gives the new mask; an instance registered as the forward
    pre-hook of a module recomputes module.<_tensor_name> from <name>_orig and <name>_mask."""

    _tensor_name: str = None

    def __call__(self, module, inputs):
        setattr(module, self._tensor_name, self.apply_mask(module))

    @abstractmethod
    def compute_mask(self, t, default_mask):
        """The mask for t: default_mask (the current one) with more entries set to 0."""

    def apply_mask(self, module):
        """<name>_orig * <name>_mask, the pruned tensor (differentiable with respect to <name>_orig)."""
        if self._tensor_name is None:
            raise AssertionError(f"Module {module} has to be pruned")
        mask = getattr(module, self._tensor_name + "_mask")
        orig = getattr(module, self._tensor_name + "_orig")
        return mask.to(dtype=orig.dtype) * orig

    @classmethod
    def apply(cls, module, name, *args, importance_scores=None, **kwargs):
        """Prune module.<name> with cls(*args, **kwargs) (combined with an earlier pruning of it through a
        PruningContainer); the mask is computed from importance_scores (default: the tensor itself)."""
        old_method, found, hooks_to_remove = None, 0, []
        for k, hook in module._forward_pre_hooks.items():
            if isinstance(hook, BasePruningMethod) and hook._tensor_name == name:
                old_method = hook
                hooks_to_remove.append(k)
                found += 1
        if found > 1:
            raise AssertionError(f"Avoid adding multiple pruning hooks to the same tensor {name} of module {module}. "
                                 "Use a PruningContainer.")
        for k in hooks_to_remove:
            del module._forward_pre_hooks[k]
        method = cls(*args, **kwargs)
        method._tensor_name = name
        if old_method is not None:
            if isinstance(old_method, PruningContainer):
                old_method.add_pruning_method(method)
                method = old_method
            else:
                container = PruningContainer(old_method)
                container.add_pruning_method(method)
                method = container

        orig = getattr(module, name)
        if importance_scores is not None:
            if importance_scores.shape != orig.shape:
                raise AssertionError(f"importance_scores should have the same shape as parameter {name} of {module}, "
                                     f"got {importance_scores.shape} vs {orig.shape}")
        else:
            importance_scores = orig
        if not isinstance(method, PruningContainer):  # first pruning: the parameter becomes <name>_orig
            module.register_parameter(name + "_orig", orig)
            del module._parameters[name]
            default_mask = specgrad.ones_like(orig)
        else:
            default_mask = getattr(module, name + "_mask").detach().clone()
        try:
            with specgrad.no_grad():  # the mask is data: no graph from the scores into it
                mask = method.compute_mask(importance_scores, default_mask=default_mask)
            module.register_buffer(name + "_mask", mask)
            setattr(module, name, method.apply_mask(module))
            module.register_forward_pre_hook(method)
        except Exception:
            if not isinstance(method, PruningContainer):  # leave the module as it was
                orig = getattr(module, name + "_orig")
                module.register_parameter(name, orig)
                del module._parameters[name + "_orig"]
            raise
        return method

    def prune(self, t, default_mask=None, importance_scores=None):
        """t times the mask this method computes (from importance_scores, default t), outside any module."""
        if importance_scores is not None:
            if importance_scores.shape != t.shape:
                raise AssertionError("importance_scores should have the same shape as tensor t, "
                                     f"got {importance_scores.shape} vs {t.shape}")
        else:
            importance_scores = t
        default_mask = default_mask if default_mask is not None else specgrad.ones_like(t)
        return t * self.compute_mask(importance_scores, default_mask=default_mask)

    def remove(self, module):
        """Make module.<name> a plain Parameter (the <name>_orig object) holding the pruned values; drop
        <name>_orig and <name>_mask. The caller takes the hook out."""
        if self._tensor_name is None:
            raise AssertionError(f"Module {module} has to be pruned before pruning can be removed")
        weight = self.apply_mask(module)
        if hasattr(module, self._tensor_name):
            delattr(module, self._tensor_name)
        orig = module._parameters[self._tensor_name + "_orig"]
        orig.data = weight.data
        del module._parameters[self._tensor_name + "_orig"]
        del module._buffers[self._tensor_name + "_mask"]
        setattr(module, self._tensor_name, orig)


class PruningContainer(BasePruningMethod):
    """The sequence of pruning methods applied to one tensor; its mask is the last method's, computed on what
    the mask before it keeps."""

    def __init__(self, *args):
        self._pruning_methods = ()
        if not isinstance(args, Iterable):
            self._tensor_name = args._tensor_name
            self.add_pruning_method(args)
        elif len(args) == 1:
            self._tensor_name = args[0]._tensor_name
            self.add_pruning_method(args[0])
        else:
            for method in args:
                self.add_pruning_method(method)

    def add_pruning_method(self, method):
        if not isinstance(method, BasePruningMethod) and method is not None:
            raise TypeError(f"{type(method)} is not a BasePruningMethod subclass")
        elif method is not None and self._tensor_name != method._tensor_name:
            raise ValueError("Can only add pruning methods acting on "
                             f"the parameter named '{self._tensor_name}' to PruningContainer {self}."
                             f" Found '{method._tensor_name}'")
        self._pruning_methods += (method,)

    def __len__(self):
        return len(self._pruning_methods)

    def __iter__(self):
        return iter(self._pruning_methods)

    def __getitem__(self, idx):
        return self._pruning_methods[idx]

    def compute_mask(self, t, default_mask):
        """default_mask updated by the last method, which sees only the part of t still kept: the unpruned
        entries (unstructured, as a 1-D tensor), the channels along its dim with any unpruned entry (structured),
        or all of t (global)."""
        method = self._pruning_methods[-1]
        new_mask = default_mask.to(dtype=t.dtype)
        if method.PRUNING_TYPE == "unstructured":
            slc = default_mask == 1
        elif method.PRUNING_TYPE == "structured":
            if not hasattr(method, "dim"):
                raise AttributeError('Pruning methods of PRUNING_TYPE "structured" need to have the attribute `dim` '
                                     "defined.")
            n_dims = t.dim()
            dim = method.dim
            if dim < 0:
                dim = n_dims + dim
            if dim < 0:
                raise IndexError(f"Index is out of bounds for tensor with dimensions {n_dims}")
            keep_channel = default_mask.sum(dim=[d for d in range(n_dims) if d != dim]) != 0
            slc = [slice(None)] * n_dims
            slc[dim] = keep_channel
            slc = tuple(slc)
        elif method.PRUNING_TYPE == "global":
            slc = tuple([slice(None)] * t.dim())
        else:
            raise ValueError(f"Unrecognized PRUNING_TYPE {method.PRUNING_TYPE}")
        partial_mask = method.compute_mask(t[slc], default_mask=default_mask[slc])
        new_mask[slc] = partial_mask.to(dtype=new_mask.dtype)
        return new_mask


class Identity(BasePruningMethod):
    """Prunes nothing: the mask is all ones (to get the <name>_orig / <name>_mask layout)."""

    PRUNING_TYPE = "unstructured"

    def compute_mask(self, t, default_mask):
        return default_mask

    @classmethod
    def apply(cls, module, name):
        return super().apply(module, name)


class _Unstructured(BasePruningMethod):
    """Prunes `amount` entries (an int, or a fraction of the entries, rounded): those `_pruned` picks."""

    PRUNING_TYPE = "unstructured"

    def __init__(self, amount):
        _validate_pruning_amount_init(amount)
        self.amount = amount

    def compute_mask(self, t, default_mask):
        tensor_size = t.nelement()
        nparams_toprune = _compute_nparams_toprune(self.amount, tensor_size)
        _validate_pruning_amount(nparams_toprune, tensor_size)
        mask = default_mask.clone()
        if nparams_toprune != 0:
            mask.view(-1)[self._pruned(t, nparams_toprune)] = 0
        return mask


class RandomUnstructured(_Unstructured):
    """Prunes `amount` entries chosen at random."""

    def _pruned(self, t, count):
        return specgrad.topk(specgrad.rand_like(t).reshape(-1), k=count).indices

    @classmethod
    def apply(cls, module, name, amount):
        return super().apply(module, name, amount=amount)


class L1Unstructured(_Unstructured):
    """Prunes the `amount` entries of smallest absolute value (ties: the lower flat indices first)."""

    def _pruned(self, t, count):
        # a stable sort rather than topk, so that ties are broken the same way every time
        return specgrad.argsort(specgrad.abs(t).reshape(-1), stable=True)[:count]

    @classmethod
    def apply(cls, module, name, amount, importance_scores=None):
        return super().apply(module, name, amount=amount, importance_scores=importance_scores)


def _structured_counts(t, amount, dim):
    """(channels along dim, how many of them to prune), after PyTorch's checks of t, dim and amount."""
    _validate_structured_pruning(t)
    _validate_pruning_dim(t, dim)
    tensor_size = t.shape[dim]
    nparams_toprune = _compute_nparams_toprune(amount, tensor_size)
    _validate_pruning_amount(nparams_toprune, tensor_size)
    return tensor_size, nparams_toprune


class RandomStructured(BasePruningMethod):
    """Prunes `amount` whole channels along `dim` (every entry with that index), chosen at random."""

    PRUNING_TYPE = "structured"

    def __init__(self, amount, dim=-1):
        _validate_pruning_amount_init(amount)
        self.amount = amount
        self.dim = dim

    def compute_mask(self, t, default_mask):
        tensor_size, nparams_toprune = _structured_counts(t, self.amount, self.dim)
        if nparams_toprune == 0:
            return default_mask
        prob = specgrad.rand(tensor_size)
        # the nparams_toprune channels of lowest draw go (a sort, not kthvalue: exactly that many even on ties)
        channel_mask = specgrad.ones(tensor_size, dtype=specgrad.bool)
        channel_mask[specgrad.argsort(prob, stable=True)[:nparams_toprune]] = False
        mask = _channel_mask(t, self.dim, channel_mask)
        mask *= default_mask.to(dtype=mask.dtype)
        return mask

    @classmethod
    def apply(cls, module, name, amount, dim=-1):
        return super().apply(module, name, amount=amount, dim=dim)


class LnStructured(BasePruningMethod):
    """Prunes the `amount` channels along `dim` of smallest n-norm (n as torch.norm's p: a number, inf, -inf,
    'fro', 'nuc'); among equal norms the channels of higher index are pruned first."""

    PRUNING_TYPE = "structured"

    def __init__(self, amount, n, dim=-1):
        _validate_pruning_amount_init(amount)
        self.amount = amount
        self.n = n
        self.dim = dim

    def compute_mask(self, t, default_mask):
        tensor_size, nparams_toprune = _structured_counts(t, self.amount, self.dim)
        nparams_tokeep = tensor_size - nparams_toprune
        if nparams_toprune == 0:
            return default_mask
        norm = _compute_norm(t, self.n, self.dim)
        keep = specgrad.argsort(norm, descending=True, stable=True)[:nparams_tokeep]
        mask = specgrad.zeros_like(t)
        slc = [slice(None)] * t.dim()
        slc[self.dim] = keep
        mask[tuple(slc)] = 1
        mask *= default_mask.to(dtype=mask.dtype)
        return mask

    @classmethod
    def apply(cls, module, name, amount, n, dim, importance_scores=None):
        return super().apply(module, name, amount=amount, n=n, dim=dim, importance_scores=importance_scores)


class CustomFromMask(BasePruningMethod):
    """Prunes where the given mask is 0 (combined with the current mask)."""

    PRUNING_TYPE = "global"

    def __init__(self, mask):
        self.mask = mask

    def compute_mask(self, t, default_mask):
        if default_mask.shape != self.mask.shape:
            raise AssertionError(f"default_mask shape {default_mask.shape} must match "
                                 f"self.mask shape {self.mask.shape}")
        return default_mask * self.mask.to(dtype=default_mask.dtype)

    @classmethod
    def apply(cls, module, name, mask):
        return super().apply(module, name, mask=mask)


def identity(module, name):
    """Prune nothing of module.<name>, but reparametrize it as <name>_orig * <name>_mask (all ones)."""
    Identity.apply(module, name)
    return module


def random_unstructured(module, name, amount):
    """Prune `amount` (int: a count; float in [0, 1]: a fraction) random entries of module.<name>."""
    RandomUnstructured.apply(module, name, amount)
    return module


def l1_unstructured(module, name, amount, importance_scores=None):
    """Prune the `amount` entries of module.<name> (or of importance_scores) of smallest absolute value."""
    L1Unstructured.apply(module, name, amount=amount, importance_scores=importance_scores)
    return module


def random_structured(module, name, amount, dim):
    """Prune `amount` random channels of module.<name> along dim."""
    RandomStructured.apply(module, name, amount, dim)
    return module


def ln_structured(module, name, amount, n, dim, importance_scores=None):
    """Prune the `amount` channels of module.<name> along dim of smallest n-norm."""
    LnStructured.apply(module, name, amount, n, dim, importance_scores=importance_scores)
    return module


def global_unstructured(parameters, pruning_method, importance_scores=None, **kwargs):
    """Prune the (module, name) pairs in `parameters` as one flattened tensor with pruning_method(**kwargs) (an
    unstructured method, e.g. L1Unstructured, amount counting over all of them); each gets a CustomFromMask."""
    if not isinstance(parameters, Iterable):
        raise TypeError("global_unstructured(): parameters is not an Iterable")
    parameters = list(parameters)  # walked three times below
    importance_scores = importance_scores if importance_scores is not None else {}
    if not isinstance(importance_scores, dict):
        raise TypeError("global_unstructured(): importance_scores must be of type dict")
    vector = specgrad.nn.utils.parameters_to_vector
    relevant_importance_scores = vector(
        [importance_scores.get((module, name), getattr(module, name)) for (module, name) in parameters])
    default_mask = vector([getattr(module, name + "_mask", specgrad.ones_like(getattr(module, name)))
                           for (module, name) in parameters])
    container = PruningContainer()
    container._tensor_name = "temp"
    method = pruning_method(**kwargs)
    method._tensor_name = "temp"
    if method.PRUNING_TYPE != "unstructured":
        raise TypeError('Only "unstructured" PRUNING_TYPE supported for the `pruning_method`. '
                        f"Found method {pruning_method} of type {method.PRUNING_TYPE}")
    container.add_pruning_method(method)
    with specgrad.no_grad():
        final_mask = container.compute_mask(relevant_importance_scores, default_mask)
    pointer = 0
    for module, name in parameters:
        param = getattr(module, name)
        num_param = param.numel()
        custom_from_mask(module, name, mask=final_mask[pointer:pointer + num_param].view_as(param))
        pointer += num_param


def custom_from_mask(module, name, mask):
    """Prune module.<name> where `mask` is 0."""
    CustomFromMask.apply(module, name, mask)
    return module


def remove(module, name):
    """Make the pruning of module.<name> permanent: module.<name> becomes a Parameter with the pruned values,
    <name>_orig, <name>_mask and the hook go."""
    for k, hook in module._forward_pre_hooks.items():
        if isinstance(hook, BasePruningMethod) and hook._tensor_name == name:
            hook.remove(module)
            del module._forward_pre_hooks[k]
            return module
    raise ValueError(f"Parameter '{name}' of module {module} has to be pruned before pruning can be removed")


def is_pruned(module):
    """Whether module or any of its submodules has a pruning hook."""
    for _, submodule in module.named_modules():
        for hook in submodule._forward_pre_hooks.values():
            if isinstance(hook, BasePruningMethod):
                return True
    return False


def _validate_pruning_amount_init(amount):
    if not isinstance(amount, numbers.Real):
        raise TypeError(f"Invalid type for amount: {amount}. Must be int or float.")
    if (isinstance(amount, numbers.Integral) and amount < 0) or (
            not isinstance(amount, numbers.Integral) and (float(amount) > 1.0 or float(amount) < 0.0)):
        raise ValueError(f"amount={amount} should either be a float in the range [0, 1] or a non-negative integer")


def _validate_pruning_amount(amount, tensor_size):
    if isinstance(amount, numbers.Integral) and amount > tensor_size:
        raise ValueError(f"amount={amount} should be smaller than the number of parameters to prune={tensor_size}")


def _validate_structured_pruning(t):
    shape = t.shape
    if len(shape) <= 1:
        raise ValueError("Structured pruning can only be applied to multidimensional tensors. Found tensor of shape "
                         f"{shape} with {len(shape)} dims")


def _compute_nparams_toprune(amount, tensor_size):
    """amount itself (an int), or round(amount * tensor_size) (Python's round: halves to even, as PyTorch)."""
    if isinstance(amount, numbers.Integral):
        return amount
    return round(amount * tensor_size)


def _validate_pruning_dim(t, dim):
    if dim >= t.dim():
        raise IndexError(f"Invalid index {dim} for tensor of size {t.shape}")


def _compute_norm(t, n, dim):
    """The n-norm of each channel of t along dim (over all the other dims)."""
    dims = list(range(t.dim()))
    if dim < 0:
        dim = dims[dim]
    dims.remove(dim)
    return specgrad.norm(t, p=n, dim=dims)


def _channel_mask(t, dim, channel_mask):
    """A mask like t: 1 in the channels along dim where channel_mask is True, 0 elsewhere."""
    mask = specgrad.zeros_like(t)
    slc = [slice(None)] * t.dim()
    slc[dim] = channel_mask
    mask[tuple(slc)] = 1
    return mask
