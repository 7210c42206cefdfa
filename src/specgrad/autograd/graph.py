"""The nodes of the backward graph: Node (base of every generated XBackward class), AccumulateGrad."""
from specgrad.autograd import anomaly
from specgrad.autograd.errors import BACKWARD_TWICE, STALE_VIEW, modified_by_inplace


class Node:
    """One recorded operation. `next_functions` holds, per tensor input, the (node, output_nr)
    its gradient flows to ((None, 0) for an input that does not require grad); `input_meta`
    the (shape, dtype) of each input, so the engine can sum broadcast gradients back down."""

    __slots__ = ("next_functions", "input_meta", "_released", "_hooks", "_pre_hooks", "_tensor_hooks",
                 "_output_tangents", "__weakref__")
    formulas: dict = {}
    spec_line = None
    _saved_tensor_slots = ()  # the slots holding tensors or arrays, freed after backward
    num_outputs = 1

    def __init__(self):
        self.next_functions = ()
        self.input_meta = ()
        self._released = False
        self._hooks = None
        self._pre_hooks = None
        self._tensor_hooks = None
        if anomaly._state.enabled:
            anomaly.record_creation(self)

    def name(self) -> str:
        return type(self).__name__

    def __repr__(self):
        return f"<{self.name()} object at {hex(id(self))}>"

    def apply(self, grads):
        """Gradients of the inputs (one per next_functions edge) from those of the outputs: arrays."""
        raise NotImplementedError

    def apply_differentiable(self, grads):
        """The same on Tensors, recorded in the graph (for create_graph=True)."""
        raise NotImplementedError

    def __getattr__(self, name):
        # only reached for a `_saved_*` slot that holds nothing: not saved, or freed by backward
        if name.startswith("_saved_") and name in type(self).__slots__:
            if self._released:
                raise RuntimeError(BACKWARD_TWICE)
            return None
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def _release(self):
        """Drop the saved tensors once backward has used them (unless retain_graph); as in PyTorch,
        saved shapes and arguments stay, so a node that saved only those can run again."""
        if self._saved_tensor_slots:
            for slot in self._saved_tensor_slots:
                try:
                    delattr(self, slot)
                except AttributeError:
                    pass  # never saved: its input needed no gradient
            self._released = True

    def _unpack(self, tensor, version):
        """A saved input, checked against in-place writes since it was saved."""
        if tensor._version != version:
            raise RuntimeError(modified_by_inplace(tensor._data, tensor.grad_fn, tensor._output_nr,
                                                   tensor._version, version))
        return tensor

    def _unpack_output(self, data, counter, output_nr=0):
        """A saved output (its array), checked against in-place writes to the output tensor."""
        if counter[0] != 0:
            raise RuntimeError(modified_by_inplace(data, self, output_nr, counter[0], 0))
        return data

    def _check_not_released(self):
        if self._released:
            raise RuntimeError(BACKWARD_TWICE)

    def _output_tensor(self, data, output_nr):
        """A saved output as a Tensor whose grad_fn is this node (for differentiable formulas), with the
        tangent the output had if a dual level is open (forward-over-reverse: see forward_ad)."""
        from specgrad.tensor import Tensor
        output = Tensor._wrap(data, self, output_nr)
        tangents = getattr(self, "_output_tangents", None)  # (unset on most nodes: no cost to the rest)
        if tangents is not None:
            from specgrad.autograd import forward_ad
            forward_ad.restore_output_tangent(output, tangents.get(output_nr))
        return output

    def _hooks_of_output(self, output_nr):
        """The hook dict of one output tensor (its register_hook and retain_grad hooks)."""
        if self._tensor_hooks is None:
            self._tensor_hooks = {}
        return self._tensor_hooks.setdefault(output_nr, {})

    def register_hook(self, hook):
        """hook(grad_inputs, grad_outputs) runs after this node; it may return replacement grad_inputs."""
        from specgrad.tensor import _RemovableHandle
        if self._hooks is None:
            self._hooks = {}
        return _RemovableHandle(self._hooks, hook)

    def register_prehook(self, hook):
        """hook(grad_outputs) runs before this node; it may return replacement grad_outputs."""
        from specgrad.tensor import _RemovableHandle
        if self._pre_hooks is None:
            self._pre_hooks = {}
        return _RemovableHandle(self._pre_hooks, hook)


class AccumulateGrad(Node):
    """The sink of a leaf tensor's gradient: adds it into `variable.grad`."""

    __slots__ = ("variable",)

    def __init__(self, variable):
        super().__init__()
        self.variable = variable
        self.input_meta = ()

    def _release(self):
        pass  # nothing saved: a leaf can receive gradients from any number of backward passes

    def apply(self, grads):
        raise RuntimeError("AccumulateGrad is run by the engine, not applied")


def edge(tensor):
    """Where the gradient of `tensor` goes: its grad_fn, its AccumulateGrad, or nowhere."""
    if tensor._base is not None and tensor._requires_grad and tensor._base.grad_fn is not tensor._view_base_fn:
        raise RuntimeError(STALE_VIEW)
    if tensor.grad_fn is not None:
        return (tensor.grad_fn, tensor._output_nr)
    if tensor._requires_grad:
        return (tensor._grad_accumulator(), 0)
    return (None, 0)


def reachable_leaves(outputs):
    """The leaf tensors requiring grad that the outputs' graphs reach (an output that is such a leaf included),
    each once, in the order a depth-first walk from the first output meets them (the same on every run)."""
    leaves, known, seen = [], set(), set()

    def found(tensor):
        if id(tensor) not in known:
            known.add(id(tensor))
            leaves.append(tensor)
    stack = []
    for t in reversed(outputs):
        if t.grad_fn is not None:
            stack.append(t.grad_fn)
    for t in outputs:
        if t.grad_fn is None and t.requires_grad:
            found(t)
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        if type(node) is AccumulateGrad:
            found(node.variable)
            continue
        stack.extend(n for n, _ in reversed(node.next_functions) if n is not None)
    return leaves
