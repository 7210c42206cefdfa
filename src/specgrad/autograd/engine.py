"""The backward engine: walks the graph from the outputs, running each node once.

Iterative, never recursive (a million-node chain is fine): first count, for every node reachable
from the roots, how many edges lead into it; then run nodes whose count has dropped to zero,
summing the gradients arriving at each output slot. A plain backward passes NumPy arrays and
calls each node's `apply`; create_graph=True passes Tensors and calls `apply_differentiable`,
so the gradients are themselves recorded. Broadcasting is undone here, for every op at once:
a gradient is summed down to its input's shape and cast to its dtype.
"""
import contextvars
import sys
import threading

import numpy as np

from specgrad import array_helpers, ufunc_threads
from specgrad.devices import ARRAY_TYPES
from specgrad.autograd import anomaly, errors
from specgrad.autograd.graph import AccumulateGrad
from specgrad.grad_mode import set_grad_enabled


def _reduce_to_input(node, index, grad, meta, differentiable):
    """Sum a broadcast gradient down to the input's shape and cast it to the input's dtype."""
    from specgrad.generated import ops
    shape, dtype = meta
    if grad.shape != shape:
        if not _expandable(shape, grad.shape):  # checked first: NumPy could reshape [6] to [2, 3]
            raise RuntimeError(errors.invalid_gradient(node.name(), index, grad.shape, shape))
        grad = ops.sum_to(grad, shape) if differentiable else array_helpers.sum_to(grad, shape)
    if differentiable:
        if grad._data.dtype != dtype:
            grad = ops._to_copy(grad, dtype)
    elif grad.dtype != dtype:
        grad = grad.astype(dtype)
    return grad


def _expandable(shape, target) -> bool:
    """Whether an input of `shape` broadcasts to `target`, so a gradient of shape target sums down to it."""
    if len(shape) > len(target):
        return False
    return all(n == m or n == 1 for n, m in zip(reversed(shape), reversed(target)))


def _as_tensor(grad):
    from specgrad.tensor import Tensor
    return grad if isinstance(grad, Tensor) else Tensor._wrap(grad)


def _hook_name(hook) -> str:
    return getattr(hook, "__name__", type(hook).__name__)


def _check_hook_value(hook, value, original):
    """A gradient a hook returned in place of `original`: a Tensor of the same shape and dtype."""
    from specgrad.tensor import Tensor
    if not isinstance(value, Tensor):
        raise TypeError(f"expected Variable, but hook returned '{type(value).__name__}': a hook must return a tensor "
                        f"(the replacement gradient) or None")
    if original is None:
        return
    data = getattr(original, "_data", original)
    if value._data.shape != data.shape:
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the size of value (was {list(data.shape)}, got "
                           f"{list(value._data.shape)}): a hook must return a gradient of the shape it was given")
    if value._data.dtype != data.dtype:
        raise RuntimeError(f"hook '{_hook_name(hook)}' has changed the type of value (was "
                           f"{errors.legacy_type_name(data.dtype)} got {errors.legacy_type_name(value._data.dtype)}): "
                           f"return the gradient in the dtype it was given, e.g. with .to(grad.dtype)")


def _check_hook_values(hook, values, originals):
    """What a node hook returned in place of the tuple `originals`."""
    if not isinstance(values, (tuple, list)):
        raise TypeError(f"expected tuple, but hook returned '{type(values).__name__}': a node hook returns a tuple "
                        f"with one gradient (or None) per position, or None")
    if len(values) != len(originals):
        raise RuntimeError(f"hook '{_hook_name(hook)}' has returned an incorrect number of values (got {len(values)}, "
                           f"but expected {len(originals)})")
    for value, original in zip(values, originals):
        if value is not None:
            _check_hook_value(hook, value, original)


def _run_hooks(hooks, grad, differentiable):
    """Tensor hooks see Tensors; a hook's return value, if any, replaces the gradient."""
    for hook in list(hooks.values()):
        replaced = user_code(hook, _as_tensor(grad))
        if replaced is not None:
            _check_hook_value(hook, replaced, grad)
            grad = replaced if differentiable else replaced._data
    return grad


_Tensor = None


def _accumulate(variable, grad, create_graph):
    global _Tensor
    if _Tensor is None:  # imported once (a function-local import costs about 0.6 us per call)
        from specgrad.tensor import Tensor as _Tensor
    Tensor = _Tensor
    if variable._hooks:
        grad = _run_hooks(variable._hooks, grad, create_graph)
    if create_graph:
        variable._grad = grad if variable._grad is None else variable._grad + grad
    elif variable._grad is None:
        if _only_reference(grad):
            variable._grad = Tensor._wrap(grad)  # nothing else holds it: take it, as PyTorch does
        else:  # e.g. add passes one array to both inputs: each .grad needs its own
            variable._grad = Tensor._wrap(grad.astype(variable._data.dtype, copy=True))
    elif variable._grad._requires_grad:
        variable._grad = variable._grad + Tensor._wrap(grad)
    else:
        variable._grad._data += grad
    if variable._post_accumulate_grad_hooks:
        _run_post_accumulate_grad_hooks(variable)


def _run_post_accumulate_grad_hooks(variable):
    """Hooks that see the leaf itself once .grad holds this backward's contribution (PyTorch's
    register_post_accumulate_grad_hook: DistributedDataParallel starts a bucket's all-reduce here)."""
    for hook in list(variable._post_accumulate_grad_hooks.values()):
        if user_code(hook, variable) is not None:
            raise RuntimeError("Tensor post accumulate grad hooks should return None.")


def _count_dependencies(roots):
    """For every node reachable from the roots: how many edges lead into it."""
    dependencies = {}
    root_nodes = {node for node, _ in roots if node is not None}
    stack = list(root_nodes)
    while stack:
        node = stack.pop()
        for next_node, _ in node.next_functions:
            if next_node is None:
                continue
            count = dependencies.get(next_node)
            if count is None:
                dependencies[next_node] = 1
                if next_node not in root_nodes:
                    stack.append(next_node)
            else:
                dependencies[next_node] = count + 1
    return dependencies, root_nodes


# references to a gradient array that only the engine holds, as seen inside _only_reference: the
# engine's local, _accumulate's parameter, this function's parameter and getrefcount's argument
_ENGINE_REFERENCES = 4


def _only_reference(array) -> bool:
    """Whether a gradient array is referenced only by the engine's own bookkeeping, owns its memory
    and may be written (so it can become a .grad that later backward passes add into)."""
    return (type(array) is np.ndarray and array.base is None and array.flags.writeable
            and array.flags.c_contiguous and sys.getrefcount(array) <= _ENGINE_REFERENCES)


# While the engine runs, NumPy's floating point warnings are off (as in PyTorch, log's gradient at 0
# is inf without a word); user code it calls (hooks, Function.backward) gets the caller's settings
# back. NumPy >= 2 keeps the settings in a context variable, set here directly (about 0.2 us per
# backward call; np.errstate costs about 1.5 us); older NumPy goes through np.errstate.
try:
    from numpy._core._ufunc_config import _extobj_contextvar, _make_extobj
    _IGNORE_ALL = _make_extobj(all="ignore")
except (ImportError, TypeError):  # NumPy 1.x (or a NumPy whose private names moved): np.errstate
    _extobj_contextvar = None
_user_errstate = contextvars.ContextVar("specgrad_user_errstate", default=None)


def user_code(function, *args):
    """Call a hook or a custom Function's backward with the NumPy error settings its author had."""
    state = _user_errstate.get()
    if state is None:
        return function(*args)
    if _extobj_contextvar is not None:
        token = _extobj_contextvar.set(state)
        try:
            return function(*args)
        finally:
            _extobj_contextvar.reset(token)
    with np.errstate(**state):
        return function(*args)


# specgrad.autograd.explain sets this while it records: a function with _run_backward's parameters
# that runs in its place (a separate loop that records each node). Read once per backward call, so
# a backward that nobody explains runs exactly the loop below.
recorder = None


# The final callbacks of this thread's backward calls now running, the innermost call's last (a reentrant
# backward, as checkpoint's, runs inside its caller's): see queue_callback. Per thread, as grad mode: backward
# calls in other threads have their own.
_final_callbacks_of_thread = threading.local()


def _final_callbacks():
    stack = getattr(_final_callbacks_of_thread, "stack", None)
    if stack is None:
        stack = _final_callbacks_of_thread.stack = []
    return stack


def queue_callback(callback):
    """Call callback() once the backward call now running has been through its whole graph, before it returns
    (PyTorch's Variable._execution_engine.queue_callback). It belongs to the innermost call: queued from a node of
    the outer graph, it waits for the reentrant backward calls that nodes of that graph make. DistributedDataParallel
    with static_graph reduces its first iteration's gradients there, when every hook of the iteration has fired."""
    stack = _final_callbacks()
    if not stack:
        raise RuntimeError("Final callbacks can only be installed during backward pass.")
    stack[-1].append(callback)


def run_backward(roots, root_grads, retain_graph, create_graph, capture=None, accumulate=True, only=None):
    """Propagate root_grads from roots [(node, output_nr)] through the graph.

    capture: {(node, output_nr): position} whose summed incoming gradient is returned (autograd.grad);
    accumulate: whether AccumulateGrad nodes write .grad; only: if given, the set of AccumulateGrad
    nodes allowed to (backward(inputs=...)).

    Then the callbacks queued during the call (queue_callback) run, in order, with the caller's NumPy
    settings; one may queue another. A call that raises drops them.
    """
    callbacks = []
    stack = _final_callbacks()
    stack.append(callbacks)
    try:
        captured = _run_backward_quietly(roots, root_grads, retain_graph, create_graph, capture, accumulate, only)
        for callback in callbacks:  # the loop also reaches callbacks appended while it runs
            callback()
        return captured
    finally:
        stack.pop()


def _run_backward_quietly(roots, root_grads, retain_graph, create_graph, capture, accumulate, only):
    """The engine's walk with NumPy's warnings off for the whole call, not per node. Unlike the warning filter
    set in specgrad/__init__.py this also covers NumPy functions the formulas call (np.sum warns from NumPy's
    own module) and holds under a user's warnings.simplefilter("error")."""
    if _extobj_contextvar is not None:
        user = _user_errstate.set(_extobj_contextvar.get())
        token = _extobj_contextvar.set(_IGNORE_ALL)
        try:
            run = _run_backward if recorder is None else recorder
            return run(roots, root_grads, retain_graph, create_graph, capture, accumulate, only)
        finally:
            _extobj_contextvar.reset(token)
            _user_errstate.reset(user)
    user = _user_errstate.set(np.geterr())
    try:
        with np.errstate(all="ignore"):
            run = _run_backward if recorder is None else recorder
            return run(roots, root_grads, retain_graph, create_graph, capture, accumulate, only)
    finally:
        _user_errstate.reset(user)


def _run_backward(roots, root_grads, retain_graph, create_graph, capture, accumulate, only):
    dependencies, root_nodes = _count_dependencies(roots)
    buffers = {}
    for (node, output_nr), grad in zip(roots, root_grads):
        if node is not None:
            _add_to_buffer(buffers, node, output_nr, grad)
    captured = [None] * (max(capture.values()) + 1) if capture else []
    ready = [node for node in root_nodes if node not in dependencies]
    ndarray = np.ndarray

    with set_grad_enabled(create_graph):
        while ready:
            node = ready.pop()
            grads = buffers.pop(node, None)
            if capture and grads is not None:
                for output_nr, grad in enumerate(grads):
                    position = capture.get((node, output_nr))
                    if position is not None:
                        captured[position] = grad
            if type(node) is AccumulateGrad:
                if grads is not None and accumulate and (only is None or node in only):
                    grad, grads[0] = grads[0], None  # hand the array over: .grad may take it, uncopied
                    _accumulate(node.variable, grad, create_graph)
                grad = grads = None
                continue
            if grads is None:
                results = (None,) * len(node.next_functions)  # no gradient reached this node
            else:
                if node._tensor_hooks or node._pre_hooks or node._hooks:
                    results = _apply_with_hooks(node, grads, create_graph)
                elif create_graph:
                    results = node.apply_differentiable(grads)
                else:
                    results = node.apply(grads)
                if anomaly._state.enabled:
                    anomaly.check_gradients(node, results)
                if not retain_graph:
                    node._release()
            for index, ((next_node, output_nr), grad) in enumerate(zip(node.next_functions, results)):
                if next_node is None:
                    continue
                if grad is not None:
                    data = grad._data if create_graph else grad
                    if type(data) is not ndarray and type(data) not in ARRAY_TYPES:
                        if getattr(grad, "_level", None) is not None:  # a batch of gradients (vmap of a vjp)
                            data = grad._meta()
                        else:
                            data = grad = np.asarray(grad)
                    shape, dtype = node.input_meta[index]
                    if data.shape != shape or data.dtype is not dtype:
                        grad = _reduce_to_input(node, index, grad, node.input_meta[index], create_graph)
                    slots = buffers.get(next_node)
                    if slots is None:
                        slots = buffers[next_node] = [None] * next_node.num_outputs
                    previous = slots[output_nr]
                    if previous is None:
                        slots[output_nr] = grad
                    elif not create_graph and ufunc_threads.big(previous):  # in two halves on two threads
                        slots[output_nr] = ufunc_threads.call(np.add, previous, grad)
                    else:
                        slots[output_nr] = previous + grad
                remaining = dependencies[next_node] - 1
                dependencies[next_node] = remaining
                if remaining == 0:
                    ready.append(next_node)
            results = grad = data = grads = None  # hold no gradient past its node (see _only_reference)
    return captured


def _add_to_buffer(buffers, node, output_nr, grad):
    slots = buffers.get(node)
    if slots is None:
        slots = buffers[node] = [None] * node.num_outputs
    previous = slots[output_nr]
    slots[output_nr] = grad if previous is None else previous + grad


def _apply_with_hooks(node, grads, create_graph):
    if node._tensor_hooks:
        for output_nr, hooks in node._tensor_hooks.items():
            if grads[output_nr] is not None and hooks:
                grads[output_nr] = _run_hooks(hooks, grads[output_nr], create_graph)
    if node._pre_hooks:
        for hook in list(node._pre_hooks.values()):
            replaced = user_code(hook, tuple(_as_tensor(g) if g is not None else None for g in grads))
            if replaced is not None:
                _check_hook_values(hook, replaced, grads)
                grads = [g if create_graph or g is None else g._data for g in replaced]
    # post hooks see the gradients that came in: holding them here tells formula_helpers._donated that a
    # formula may not write its result into one of them
    incoming = tuple(grads) if node._hooks else ()
    results = node.apply_differentiable(grads) if create_graph else node.apply(grads)
    if node._hooks:
        for hook in list(node._hooks.values()):
            replaced = user_code(hook, tuple(_as_tensor(g) if g is not None else None for g in results),
                                 tuple(_as_tensor(g) if g is not None else None for g in grads))
            if replaced is not None:
                _check_hook_values(hook, replaced, results)
                results = tuple(g if create_graph or g is None else g._data for g in replaced)
    return results
