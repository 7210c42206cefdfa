"""compile and specgrad.compiler: PyTorch's compiler entry points, which keep PyTorch code running.

specgrad has no graph compiler (torch.compile's Dynamo + Inductor): its speed comes from the Numba
kernels generated per op and the fusion of elementwise chains (specgrad.fusion), which run whether or not
a model is "compiled". So compile(model) returns the model itself, unchanged (PyTorch returns an
OptimizedModule wrapper around an nn.Module: here `compile(m) is m`, and its state_dict keys have no
"_orig_mod." prefix). PyTorch's keyword arguments are accepted and checked as PyTorch checks them
(mode against its modes, mode and options not both, a callable), then ignored. specgrad.compiler holds
is_compiling() (always False), disable() and reset(), which code written for torch.compiler calls.
"""
__all__ = ["compile", "disable", "is_compiling", "is_dynamo_compiling", "reset"]

_MODES = ("default", "lite", "reduce-overhead", "max-autotune-no-cudagraphs", "max-autotune")


def compile(model=None, *, fullgraph=False, dynamic=None, backend=None, mode=None, options=None, name=None,
            disable=False, recompile_limit=None, isolate_recompiles=False, shapes_spec=None):
    """torch.compile: returns `model` unchanged (see the module's docstring). Without a model, a decorator."""
    if model is None:
        def decorator(model):
            if model is None:
                raise RuntimeError("Model can't be None")
            return compile(model, fullgraph=fullgraph, dynamic=dynamic, backend=backend, mode=mode, options=options,
                           name=name, disable=disable, recompile_limit=recompile_limit,
                           isolate_recompiles=isolate_recompiles, shapes_spec=shapes_spec)
        return decorator
    if mode is not None and options is not None:
        raise RuntimeError("Either mode or options can be specified, but both can't be specified at the same time.")
    if mode is not None and mode not in _MODES:
        raise RuntimeError(f"Unrecognized mode={mode}, should be one of: {', '.join(_MODES)}")
    if not callable(model):
        raise AssertionError(f"A callable function is expected, but {type(model)} is provided.")
    return model


def disable(fn=None, recursive=True, *, reason=None):
    """torch.compiler.disable: fn unchanged (nothing is compiled); without fn, a decorator."""
    if fn is None:
        return lambda fn: fn
    return fn


def is_compiling() -> bool:
    """False: specgrad code never runs under a compiler's tracing."""
    return False


is_dynamo_compiling = is_compiling


def reset() -> None:
    """torch.compiler.reset: there are no compiled caches to clear."""
