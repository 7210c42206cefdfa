"""specgrad.utils.checkpoint: activation checkpointing, as torch.utils.checkpoint. A checkpointed part of a model
keeps only its inputs for backward; its activations are freed after its forward and computed again (the same
random draws: the generator's state is restored) when backward reaches it. Memory for time.

    y = checkpoint(block, x, use_reentrant=False)
    y = checkpoint_sequential(model, segments=4, input=x, use_reentrant=False)

use_reentrant=False (PyTorch's recommendation): the part becomes one node whose inputs are its tensor arguments and
every leaf it uses (its parameters), found by running the forward with autograd on and dropping that graph at the
end of the part. Its backward recomputes the part and takes the gradients with autograd.grad, so
specgrad.autograd.grad works through it, and parameters get gradients whether or not the input requires one.
A tensor the part reads that requires grad must be one of its arguments or a leaf (a parameter): a non-leaf tensor
captured by the function from outside would be differentiated back to its own leaves, not through its graph.
use_reentrant=True is PyTorch's original: the forward runs without autograd, the backward recomputes and calls
backward() inside the engine, accumulating into the parameters' .grad; as in PyTorch, if no input requires a
gradient, the part gets none (with PyTorch's warning).
"""
import warnings

import specgrad
from specgrad.autograd.function import Function
from specgrad.autograd.graph import reachable_leaves
from specgrad.grad_mode import enable_grad, is_grad_enabled
from specgrad.tensor import Tensor

__all__ = ["checkpoint", "checkpoint_sequential"]

_NO_USE_REENTRANT = ("torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. Starting in "
                     "PyTorch 2.9, calling checkpoint without use_reentrant will raise an exception. "
                     "use_reentrant=False is recommended, but if you need to preserve the current default behavior, "
                     "you can pass use_reentrant=True. Refer to docs for more details on the differences between the "
                     "two variants.")


class _RNGFork:
    """Within: the default generator at `state` (the forward's); after: where it was."""

    def __init__(self, state):
        self.state = state

    def __enter__(self):
        if self.state is not None:
            self.saved = specgrad.get_rng_state()
            specgrad.set_rng_state(self.state)

    def __exit__(self, *exc):
        if self.state is not None:
            specgrad.set_rng_state(self.saved)


def _as_tuple(outputs):
    return outputs if isinstance(outputs, tuple) else (outputs,)


def _detach_like(args):
    """Tensor arguments detached (a fresh leaf each, requiring grad as the argument did); others as they are."""
    return [a.detach().requires_grad_(a.requires_grad) if isinstance(a, Tensor) else a for a in args]


class _ReentrantCheckpoint(Function):
    @staticmethod
    def forward(ctx, run_function, rng_state, *args):
        ctx.run_function, ctx.rng_state = run_function, rng_state
        ctx.arguments = [None if isinstance(a, Tensor) else a for a in args]
        ctx.save_for_backward(*(a for a in args if isinstance(a, Tensor)))
        return run_function(*args)

    @staticmethod
    def backward(ctx, *grads):
        tensors = iter(ctx.saved_tensors)
        args = [next(tensors) if a is None else a for a in ctx.arguments]
        with _RNGFork(ctx.rng_state):
            detached = _detach_like(args)
            with enable_grad():
                outputs = _as_tuple(ctx.run_function(*detached))
        pairs = [(o, g) for o, g in zip(outputs, grads) if isinstance(o, Tensor) and o.requires_grad]
        if not pairs:
            raise RuntimeError("none of output has requires_grad=True, this checkpoint() is not necessary")
        specgrad.autograd.backward([o for o, _ in pairs], [g for _, g in pairs])
        return (None, None) + tuple(d.grad if isinstance(d, Tensor) else None for d in detached)


class _Checkpoint(Function):
    """The non-reentrant part: inputs are (function, kwargs, rng state, argument count, outputs, *args, *leaves)."""

    @staticmethod
    def forward(ctx, run_function, kwargs, rng_state, count, outputs, *inputs):
        ctx.run_function, ctx.kwargs, ctx.rng_state, ctx.count = run_function, kwargs, rng_state, count
        args = inputs[:count]
        ctx.arguments = [None if isinstance(a, Tensor) else a for a in args]
        ctx.save_for_backward(*(a for a in inputs if isinstance(a, Tensor)))
        ctx.leaf_count = len(inputs) - count
        return tuple(o.detach() if isinstance(o, Tensor) else o for o in outputs)

    @staticmethod
    def backward(ctx, *grads):
        saved = ctx.saved_tensors
        leaves = list(saved[len(saved) - ctx.leaf_count:]) if ctx.leaf_count else []
        tensors = iter(saved[:len(saved) - ctx.leaf_count])
        args = [next(tensors) if a is None else a for a in ctx.arguments]
        create_graph = is_grad_enabled()  # a backward with create_graph: the gradients' own graph must reach args
        with _RNGFork(ctx.rng_state):
            detached = args if create_graph else _detach_like(args)
            with enable_grad():
                outputs = _as_tuple(ctx.run_function(*detached, **ctx.kwargs))
        pairs = [(o, g) for o, g in zip(outputs, grads)
                 if isinstance(o, Tensor) and o.requires_grad and g is not None]
        wanted = [d for d in detached if isinstance(d, Tensor) and d.requires_grad] + leaves
        found = specgrad.autograd.grad([o for o, _ in pairs], wanted, [g for _, g in pairs],
                                       create_graph=create_graph, allow_unused=True) if pairs and wanted else \
            [None] * len(wanted)
        found = iter(found)
        arg_grads = tuple(next(found) if isinstance(d, Tensor) and d.requires_grad else None for d in detached)
        return (None,) * 5 + arg_grads + tuple(found)


def checkpoint(function, *args, use_reentrant=None, context_fn=None, determinism_check="default", debug=False,
               early_stop=True, **kwargs):
    """function(*args, **kwargs), its activations recomputed in backward instead of kept (see the module's
    docstring). preserve_rng_state=False (a keyword) skips restoring the generator for the recomputation."""
    if use_reentrant is None:
        warnings.warn(_NO_USE_REENTRANT.replace("torch.", "specgrad."), stacklevel=2)
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs and use_reentrant:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))
    if use_reentrant:
        if context_fn is not None or debug is not False:
            raise ValueError("Passing `context_fn` or `debug` is only supported when use_reentrant=False.")
        if is_grad_enabled() and not any(a.requires_grad for a in args if isinstance(a, Tensor)):
            warnings.warn("None of the inputs have requires_grad=True. Gradients will be None", stacklevel=2)
        state = specgrad.get_rng_state() if preserve else None
        return _ReentrantCheckpoint.apply(function, state, *args)
    if context_fn is not None:
        raise NotImplementedError("checkpoint: context_fn is not supported by specgrad")
    if not is_grad_enabled():
        return function(*args, **kwargs)
    state = specgrad.get_rng_state() if preserve else None
    # run with autograd on, on detached arguments: the graph, dropped at the end of the part, shows the leaves the
    # part itself uses (its parameters), and not those of the graph before it
    probe_args = _detach_like(args)
    result = function(*probe_args, **kwargs)
    outputs = _as_tuple(result)
    arguments = {id(a) for a in probe_args}
    leaves = [t for t in reachable_leaves([o for o in outputs if isinstance(o, Tensor)]) if id(t) not in arguments]
    if not leaves and not any(isinstance(a, Tensor) and a.requires_grad for a in args):
        return result  # nothing to differentiate
    detached = _Checkpoint.apply(function, kwargs, state, len(args), outputs, *args, *leaves)
    return detached if isinstance(result, tuple) else detached[0]


def checkpoint_sequential(functions, segments, input, use_reentrant=None, **kwargs):
    """A Sequential (or a list of modules) run in `segments` checkpointed parts; the last part runs plainly."""
    if use_reentrant is None:
        warnings.warn(_NO_USE_REENTRANT.replace("torch.", "specgrad."), stacklevel=2)
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))
    if isinstance(functions, specgrad.nn.Sequential):
        functions = list(functions.children())

    def run_function(start, end, functions):
        def forward(x):
            for j in range(start, end + 1):
                x = functions[j](x)
            return x
        return forward

    segment_size = len(functions) // segments
    end = -1
    for start in range(0, segment_size * (segments - 1), segment_size):
        end = start + segment_size - 1
        input = checkpoint(run_function(start, end, functions), input, use_reentrant=use_reentrant,
                           preserve_rng_state=preserve)
    return run_function(end + 1, len(functions) - 1, functions)(input)
