"""Custom autograd functions with a hand-written backward, as torch.autograd.Function.

    class Cube(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x ** 3

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return grad * 3 * x ** 2

    y = Cube.apply(x)   # y.grad_fn is a CubeBackward node

As in PyTorch, the ctx passed to forward and backward is the graph node itself (`y.grad_fn`), so
what forward stores on it is there for backward. Each Function subclass gets its own node class,
`<Name>Backward`, made once when the subclass is defined.
"""
import functools

import numpy as np

from specgrad import inplace
from specgrad.autograd.engine import user_code
from specgrad.autograd.errors import BACKWARD_TWICE, modified_by_inplace
from specgrad.autograd.graph import Node, edge
from specgrad.grad_mode import is_grad_enabled, no_grad
from specgrad.tensor import Tensor

__all__ = ["Function", "FunctionCtx", "BackwardCFunction", "once_differentiable"]


class FunctionCtx:
    """What forward and backward may call on ctx."""

    def save_for_backward(self, *tensors):
        """Keep tensors (or None) for backward; read them back with ctx.saved_tensors."""
        for i, t in enumerate(tensors):
            if t is not None and not isinstance(t, Tensor):
                raise TypeError(f"save_for_backward can only save variables, but argument {i} is of type "
                                f"{type(t).__name__}")
        self._to_save = tensors

    def mark_dirty(self, *tensors):
        """Declare inputs that forward modified in place (they must also be returned as outputs)."""
        self._dirty = tensors

    def mark_non_differentiable(self, *tensors):
        """Declare outputs that get no grad_fn (indices, masks); backward receives zeros for them."""
        self._non_differentiable = tensors

    def set_materialize_grads(self, value: bool):
        """False: backward receives None, not zeros, for outputs that got no gradient."""
        self._materialize_grads = bool(value)


class BackwardCFunction(Node, FunctionCtx):
    """The node of one Function call (and its ctx). Subclassed per Function as <Name>Backward."""

    _forward_cls = None

    def __init__(self):
        super().__init__()
        self._to_save = self._saved = self._dirty = self._non_differentiable = ()
        self._materialize_grads = True
        self._output_info = ()  # (shape, dtype) per output, None for a non-tensor output
        self._tensor_positions = ()  # which forward arguments were tensors (one edge each)
        self.needs_input_grad = ()

    @property
    def saved_tensors(self):
        if self._released:
            raise RuntimeError(BACKWARD_TWICE)
        return tuple(None if s is None else _unpack(*s) for s in self._saved)

    def _save(self):
        # recorded after forward, as PyTorch does: in-place writes inside forward are not errors
        self._saved = tuple(None if t is None else (t, t._version, t.grad_fn, t._output_nr) for t in self._to_save)
        self._to_save = ()

    def _release(self):
        self._saved = ()
        self._released = True

    def apply(self, grads):
        with no_grad():
            results = self._call_backward([None if g is None else Tensor._wrap(g) for g in grads])
        return tuple(None if g is None else g._data for g in results)

    def apply_differentiable(self, grads):
        # the engine has turned grad mode on, so what backward computes is recorded
        return self._call_backward(list(grads))

    def _call_backward(self, grads):
        if self._materialize_grads:
            grads = [Tensor._wrap(np.zeros(*info)) if g is None and info is not None else g
                     for g, info in zip(grads, self._output_info)]
        results = user_code(self._forward_cls.backward, self, *grads)
        if not isinstance(results, tuple):
            results = (results,)
        expected = len(self.needs_input_grad)
        if len(results) > expected and all(r is None for r in results[expected:]):
            results = results[:expected]  # extra Nones are allowed, as in PyTorch
        if len(results) != expected:
            raise RuntimeError(f"function {self.name()} returned an incorrect number of gradients (expected "
                               f"{expected}, got {len(results)}): backward returns one gradient per argument of "
                               f"forward, None for an argument that needs none")
        for i, r in enumerate(results):
            if r is None:
                continue
            if i not in self._tensor_positions:
                raise RuntimeError(f"function {self.name()} returned a gradient different than None at position "
                                   f"{i + 1}, but the corresponding forward input was not a Variable")
            if not isinstance(r, Tensor):
                raise RuntimeError(f"expected Variable or None (got {type(r).__name__}): function {self.name()} "
                                   f"returned it as the gradient at position {i + 1}; backward must return tensors "
                                   f"(or None)")
        return tuple(results[i] for i in self._tensor_positions)  # one per edge of next_functions

    def _wrap_outputs(self, inputs, outputs, executable):
        """Give the outputs their place in the graph, as PyTorch's _wrap_outputs does."""
        input_ids = {id(t) for t in inputs}
        dirty_ids = {id(t) for t in self._dirty}
        non_diff_ids = {id(t) for t in self._non_differentiable}
        if dirty_ids - {id(o) for o in outputs}:
            raise RuntimeError("Some elements marked as dirty during the forward method were not returned as output. "
                               "The inputs that are modified inplace must all be outputs of the Function.")
        for t in self._dirty:
            t._bump_version()  # PyTorch bumps them too, so a write through t._data still counts
        wrapped = []
        for nr, out in enumerate(outputs):
            if not isinstance(out, Tensor):
                wrapped.append(out)
                continue
            is_input, is_dirty = id(out) in input_ids, id(out) in dirty_ids
            differentiable = executable and id(out) not in non_diff_ids and out._data.dtype.kind in "fc"
            if is_dirty and differentiable:
                if out._requires_grad and out.grad_fn is None:
                    raise RuntimeError("a leaf Variable that requires grad has been used in an in-place operation.")
                inplace.check_inplace(out, True)  # refuses a view in a graph: its base would need rebasing
            elif is_input and (not is_dirty or out._requires_grad):
                # an input returned as is becomes a new tensor sharing its data, so the input keeps its own
                # grad_fn / requires_grad (PyTorch's view_as(self) or detach())
                out = Tensor._wrap(out._data.view())._as_view_of(out)
            if differentiable:
                out.grad_fn, out._output_nr, out._requires_grad = self, nr, True
            wrapped.append(out)
        if executable:
            self.num_outputs = len(outputs)
            self._output_info = tuple((o._data.shape, o._data.dtype) if isinstance(o, Tensor) else None
                                      for o in outputs)
        return tuple(wrapped)


def _unpack(tensor, version, grad_fn, output_nr):
    """A saved tensor, checked against in-place writes since it was saved."""
    if tensor._version != version:
        raise RuntimeError(modified_by_inplace(tensor._data, grad_fn, output_nr, tensor._version, version))
    return tensor


class Function:
    """Base class of custom ops: define static forward(ctx, *args) and backward(ctx, *grad_outputs),
    call with Subclass.apply(*args)."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._backward_cls = type(f"{cls.__name__}Backward", (BackwardCFunction,),
                                 {"_forward_cls": cls, "__module__": cls.__module__})

    @staticmethod
    def forward(ctx, *args, **kwargs):
        raise NotImplementedError("You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def setup_context(ctx, inputs, output):
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError("You must implement either the backward or vjp method for your custom "
                                  "autograd.Function to use it with backward mode AD.")

    @classmethod
    def apply(cls, *args, **kwargs):
        ctx = cls._backward_cls()
        inputs = [a for a in args if isinstance(a, Tensor)]
        ctx._tensor_positions = tuple(i for i, a in enumerate(args) if isinstance(a, Tensor))
        ctx.needs_input_grad = tuple(isinstance(a, Tensor) and a._requires_grad for a in args)
        executable = is_grad_enabled() and any(ctx.needs_input_grad)
        if executable:
            # taken before forward: mark_dirty will point the modified inputs at this node
            ctx.next_functions = tuple(edge(t) for t in inputs)
            ctx.input_meta = tuple((t._data.shape, t._data.dtype) for t in inputs)
        with no_grad():
            if cls.setup_context is not Function.setup_context:  # PyTorch 2 style: forward without ctx
                output = cls.forward(*args, **kwargs)
                cls.setup_context(ctx, args, output)
            else:
                output = cls.forward(ctx, *args, **kwargs)
        single = not isinstance(output, tuple)
        outputs = ctx._wrap_outputs(inputs, (output,) if single else output, executable)
        if executable:
            ctx._save()
        return outputs[0] if single else outputs


class DelayedError(Node):
    """A node that only raises: stands for the missing graph of a @once_differentiable backward."""

    def __init__(self, message, num_outputs):
        super().__init__()
        self.message = message
        self.num_outputs = num_outputs

    def apply(self, grads):
        raise RuntimeError(self.message)

    apply_differentiable = apply


def once_differentiable(backward):
    """Decorate a backward that cannot itself be differentiated (it may use NumPy freely): it runs
    under no_grad, and under create_graph its results get a node that raises if reached."""

    @functools.wraps(backward)
    def wrapper(ctx, *grad_outputs):
        with no_grad():
            results = backward(ctx, *grad_outputs)
        # PyTorch marks the results only when a grad_output requires grad; the results also depend on
        # the saved inputs, so here any create_graph marks them: differentiating again always raises
        if not is_grad_enabled():
            return results
        single = not isinstance(results, tuple)
        error = DelayedError("trying to differentiate twice a function that was marked with @once_differentiable",
                             1 if single else len(results))
        results = tuple(Tensor._wrap(r._data, error, i) if isinstance(r, Tensor) and r._data.dtype.kind in "fc"
                        else r for i, r in enumerate((results,) if single else results))
        return results[0] if single else results

    return wrapper
