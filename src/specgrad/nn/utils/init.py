"""skip_init: build a module without paying for (or relying on) its parameters' initialisation, as
torch.nn.utils.skip_init (PyTorch builds it on the meta device, then allocates empty storage)."""
import inspect

import numpy as np

from specgrad.grad_mode import no_grad


def skip_init(module_cls, *args, **kwargs):
    """module_cls(*args, **kwargs) whose parameters and buffers hold uninitialized memory (their values must
    be set before use). module_cls must take a `device` argument, as PyTorch requires. Here the module is
    built normally (specgrad has no meta device) and its floating parameters and buffers are then given fresh
    empty storage, so nothing may rely on the initial values, as with PyTorch."""
    from specgrad.nn.modules.module import Module
    if not (isinstance(module_cls, type) and issubclass(module_cls, Module)):
        raise RuntimeError(f"Expected a Module; got {module_cls}")
    if "device" not in inspect.signature(module_cls).parameters:
        raise RuntimeError("Module must support a 'device' arg to skip initialization")
    final_device = kwargs.pop("device", "cpu")
    if final_device is not None and str(final_device).split(":")[0] != "cpu":
        raise RuntimeError(f"specgrad runs on the CPU only; cannot make a module on '{final_device}'")
    module = module_cls(*args, **kwargs)
    with no_grad():
        for tensor in list(module.parameters()) + list(module.buffers()):
            if tensor._data.dtype.kind == "f":
                tensor._data = np.empty_like(tensor._data)
                tensor._bump_version()
    return module
