"""specgrad.autograd: backward, grad, and the graph machinery behind them."""
import numpy as np

from specgrad.autograd import errors, forward_ad, functional
from specgrad.autograd.anomaly import detect_anomaly, is_anomaly_enabled, set_detect_anomaly
from specgrad.autograd.engine import run_backward
from specgrad.autograd.function import Function, FunctionCtx, once_differentiable
from specgrad.autograd.gradcheck import GradcheckError, gradcheck, gradgradcheck
from specgrad.autograd.graph import AccumulateGrad, Node, edge
from specgrad.grad_mode import enable_grad, is_grad_enabled, no_grad, set_grad_enabled
from specgrad.autograd.explainer import Explanation, explain  # noqa: E402 - after graph, engine

__all__ = ["backward", "grad", "functional", "Function", "FunctionCtx", "once_differentiable", "detect_anomaly", "set_detect_anomaly", "is_anomaly_enabled", "gradcheck", "gradgradcheck", "GradcheckError", "Node", "AccumulateGrad", "no_grad", "enable_grad", "set_grad_enabled",
           "is_grad_enabled", "explain", "Explanation"]


_Tensor = None


def _tensor_class():
    """specgrad.tensor.Tensor, imported once on first use (specgrad.tensor needs this package first):
    a function-local import costs about 0.6 us, and a backward call made six of them."""
    global _Tensor
    if _Tensor is None:
        from specgrad.tensor import Tensor
        _Tensor = Tensor
    return _Tensor


def _as_tuple(x):
    Tensor = _Tensor or _tensor_class()
    if x is None:
        return None
    return (x,) if isinstance(x, Tensor) else tuple(x)


def _root_grads(outputs, grad_outputs, create_graph):
    """Check the outputs and make their starting gradients (ones for a scalar output)."""
    Tensor = _Tensor or _tensor_class()
    grads = []
    for i, output in enumerate(outputs):
        given = grad_outputs[i] if grad_outputs is not None and i < len(grad_outputs) else None
        if not output._requires_grad:
            raise RuntimeError(errors.no_grad_fn(i))
        if given is None:
            if output._data.size != 1:
                raise RuntimeError(errors.IMPLICIT_GRAD)
            data = np.ones_like(output._data)
            grads.append(Tensor._wrap(data) if create_graph else data)
            continue
        if not isinstance(given, Tensor):
            given = Tensor._wrap(np.asarray(given, dtype=output._data.dtype))
        if type(given) is not Tensor:  # a batch of gradients under vmap (jacrev): its example's shape
            if tuple(given.shape) != output._data.shape:
                raise RuntimeError(errors.shape_mismatch(i, tuple(given.shape), output._data.shape))
            grads.append(given.to(output.dtype))
            continue
        if given._data.shape != output._data.shape:
            raise RuntimeError(errors.shape_mismatch(i, given._data.shape, output._data.shape))
        if given._data.dtype != output._data.dtype:
            given = given.to(output.dtype)
        grads.append(given if create_graph else given._data)
    return grads


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None):
    """Accumulate into .grad of the graph's leaves the gradient of `tensors` (weighted by grad_tensors).

    retain_graph defaults to create_graph; without it the saved values are freed as they are used.
    inputs: only these tensors accumulate a gradient.
    """
    Tensor = _Tensor or _tensor_class()
    outputs = _as_tuple(tensors)
    grad_tensors = _as_tuple(grad_tensors)
    if retain_graph is None:
        retain_graph = create_graph
    roots = [edge(t) for t in outputs]
    root_grads = _root_grads(outputs, grad_tensors, create_graph)
    only, capture = None, None
    if inputs is not None:
        inputs = _as_tuple(inputs)
        if not inputs:
            raise RuntimeError("'inputs' argument to backward() cannot be empty.")
        only = set()
        non_leaves = []
        for t in inputs:
            if t.grad_fn is None:
                if not t._requires_grad:
                    raise RuntimeError("One of the differentiated Tensors does not require grad")
                only.add(t._grad_accumulator())
            else:
                non_leaves.append(t)
        capture = {(t.grad_fn, t._output_nr): i for i, t in enumerate(non_leaves)}
    captured = run_backward(roots, root_grads, retain_graph, create_graph, capture=capture or None, only=only)
    for t, g in zip(non_leaves if capture else (), captured):
        if g is not None and not t._retains_grad:  # retain_grad's hook has stored it already
            g = g if create_graph else Tensor._wrap(g.copy())
            t._grad = g if t._grad is None else t._grad + g


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False, allow_unused=False):
    """The gradients of `outputs` with respect to `inputs`, returned instead of accumulated in .grad."""
    Tensor = _Tensor or _tensor_class()
    outputs = _as_tuple(outputs)
    inputs = _as_tuple(inputs)
    grad_outputs = _as_tuple(grad_outputs)
    if not inputs:
        raise RuntimeError("`inputs` argument to `grad()` cannot be empty.")
    if retain_graph is None:
        retain_graph = create_graph
    for t in inputs:
        if not t._requires_grad:
            raise RuntimeError("One of the differentiated Tensors does not require grad")
    capture = {}
    for i, t in enumerate(inputs):
        capture[(t.grad_fn, t._output_nr) if t.grad_fn is not None else (t._grad_accumulator(), 0)] = i
    roots = [edge(t) for t in outputs]
    captured = run_backward(roots, _root_grads(outputs, grad_outputs, create_graph), retain_graph, create_graph,
                            capture=capture, accumulate=False)
    result = []
    for i, g in enumerate(captured[:len(inputs)] if captured else [None] * len(inputs)):
        if g is None:
            if not allow_unused:
                raise RuntimeError(errors.unused_input(i))
            result.append(None)
        else:
            result.append(g if create_graph else Tensor._wrap(g))
    return tuple(result)
