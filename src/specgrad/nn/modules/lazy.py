"""LazyModuleMixin: a module whose parameters' shapes are inferred from its first input, as torch.nn's.

Its parameters start as UninitializedParameters. A forward pre-hook calls initialize_parameters(input) at
the first call, which materializes them (in place: the same Parameter objects) and runs reset_parameters;
the module then becomes its cls_to_become (LazyLinear becomes Linear). load_state_dict into a lazy module
materializes the parameters at the checkpoint's shapes first. Create optimizers after the first call (or the
load), as with PyTorch: before it, the parameters have no shape.
"""
import itertools

from specgrad.grad_mode import no_grad
from specgrad.nn.parameter import is_lazy


class LazyModuleMixin:
    """Put before the module class it makes lazy: class LazyLinear(LazyModuleMixin, Linear)."""

    cls_to_become = None

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._initialize_hook = self.register_forward_pre_hook(self._infer_parameters, with_kwargs=True)

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        for name, param in self._parameters.items():
            if param is not None:
                destination[prefix + name] = param if is_lazy(param) or keep_vars else param.detach()
        for name, buffer in self._buffers.items():
            if buffer is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = buffer if is_lazy(buffer) or keep_vars else buffer.detach()

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs, assign=False):
        for name, param in itertools.chain(self._parameters.items(), self._buffers.items()):
            key = prefix + name
            if key in state_dict and param is not None and is_lazy(param) and not is_lazy(state_dict[key]):
                with no_grad():
                    param.materialize(state_dict[key].shape)
        super()._load_from_state_dict(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                                      error_msgs, assign)

    def initialize_parameters(self, *args, **kwargs):
        raise NotImplementedError(f"initialize_parameters is not implemented for {self.__class__.__name__}")

    def has_uninitialized_params(self):
        """Whether any parameter or buffer is still uninitialized."""
        return any(is_lazy(p) for p in itertools.chain(self._parameters.values(), self._buffers.values()))

    def _infer_parameters(self, module, args, kwargs=None):
        module.initialize_parameters(*args, **(kwargs or {}))
        if module.has_uninitialized_params():
            raise RuntimeError(f"module {self._get_name()} has not been fully initialized")
        module._initialize_hook.remove()
        del module._initialize_hook
        if module.cls_to_become is not None:
            module.__class__ = module.cls_to_become
