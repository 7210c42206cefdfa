"""Forward-mode automatic differentiation, as torch.autograd.forward_ad.

Inside `with dual_level():`, `make_dual(x, v)` gives a tensor that carries a tangent v beside its value x.
Every op of derivatives.yaml then computes the tangent of its output along with the output: the Jacobian-
vector product J v, in the same pass, with no graph to keep and no backward pass. `unpack_dual(y)` reads
(primal, tangent) back. The tangent formulas come from the spec (generated/tangents.py): derived from an
entry's backward formulas where that is sound (an elementwise op: each input's formula with its tangent in
place of grad; a linear op: the op itself applied to the tangents), or written out under `result:`.

While no dual level is open, an op pays one check (`active`) and nothing else. Tangents are computed with
specgrad ops, so they take part in reverse mode (a jvp can be differentiated) and reverse mode's
create_graph backward passes propagate tangents (forward-over-reverse: Hessian-vector products).
One level at a time, as PyTorch allows today; leaving it drops the tangents made in it.
"""
import threading
import weakref
from collections import namedtuple

__all__ = ["dual_level", "enter_dual_level", "exit_dual_level", "make_dual", "unpack_dual", "UnpackedDualTensor"]

active = False  # a dual level is open: the generated ops look here first (a module global: one lookup)
_level = None  # the open level's number
_next_level = 0
_duals = []  # weak references to the tensors given a tangent at the open level: cleared when it closes
_local = threading.local()  # per thread: `primal_only` depth

UnpackedDualTensor = namedtuple("UnpackedDualTensor", ["primal", "tangent"])


def enter_dual_level():
    """Open a dual level and return its number (use `with dual_level():` rather than this and exit_dual_level)."""
    global active, _level, _next_level
    if _level is not None:
        raise RuntimeError("Nested forward mode AD is not supported at the moment")
    _level, _next_level = _next_level, _next_level + 1
    active = True
    return _level


def exit_dual_level(*, level=None):
    """Close the open dual level: the tangents made in it are dropped."""
    global active, _level
    if _level is None or (level is not None and level != _level):
        raise RuntimeError("Trying to exit a forward AD level that was not the last one that was created. "
                           "This is not supported.")
    for ref in _duals:
        tensor = ref()
        if tensor is not None:
            tensor._tangent = None
    _duals.clear()
    active, _level = False, None


class dual_level:
    """Context manager: forward AD is on inside it (`with dual_level(): ...`)."""

    def __enter__(self):
        return enter_dual_level()

    def __exit__(self, *exc):
        exit_dual_level()


def _check_level(level, what):
    if _level is None:
        raise RuntimeError(f"Trying to {what} outside of a dual level: open one with "
                           "`with specgrad.autograd.forward_ad.dual_level():`")
    if level is not None and level != _level:
        raise RuntimeError(f"Invalid level given to {what}: {level} (the open level is {_level})")


def make_dual(tensor, tangent, *, level=None):
    """A view of `tensor` that carries `tangent` (same shape and dtype) as its forward gradient; reverse mode
    sees it as tensor itself (gradients flow back to tensor)."""
    from specgrad.tensor import Tensor
    _check_level(level, "create a dual Tensor")
    if not isinstance(tensor, Tensor) or not isinstance(tangent, Tensor):
        raise TypeError(f"make_dual(): expected Tensors as primal and tangent, got "
                        f"{type(tensor).__name__} and {type(tangent).__name__}")
    if not tensor.is_floating_point() or not tangent.is_floating_point():
        raise ValueError(f"Expected primal and tangent to be floating point, but got: {tensor.dtype} and "
                         f"{tangent.dtype}")
    if tuple(tangent.shape) != tuple(tensor.shape):
        raise RuntimeError(f"Trying to set a forward gradient that has a different size than that of the original "
                           f"Tensor, this is not supported. Tensor is of size {list(tensor.shape)} while the given "
                           f"forward gradient is of size {list(tangent.shape)}.")
    if tangent.dtype != tensor.dtype:
        raise RuntimeError(f"Expected tangent to have the same dtype as primal, but got: {tangent.dtype} and "
                           f"{tensor.dtype}")
    from specgrad import inplace
    vmap = inplace.vmap
    if vmap.active and vmap.batched(tensor, tangent) and not (
            not vmap.batched(tensor) and vmap.tangents_only(tangent._level)):
        # a dual level inside vmap (vmap of jvp): tangents and batches would need functorch's interleaved
        # levels; vmap runs the function once per example instead. jacfwd's batch of tangents of shared
        # primals is the exception: its level batches tangents only
        raise inplace.vmap.Unbatchable("makes a dual tensor of a batched tensor")
    dual = tensor.view_as(tensor)  # a view: in-place writes and gradients reach tensor
    return _attach(dual, tangent)


def unpack_dual(tensor, *, level=None):
    """(primal, tangent) of a tensor: primal a view of it without the tangent, tangent None for a tensor that
    has none (also outside a dual level)."""
    tangent = tangent_of(tensor) if level is None or level == _level else None
    if tangent is None:
        return UnpackedDualTensor(tensor, None)
    with primal_only():
        primal = tensor.view_as(tensor)
    return UnpackedDualTensor(primal, tangent)


# ----------------------------------------------------------------------------------------- for generated code

def tangent_of(value):
    """The tangent a tensor carries at the open level, or None (a number, a tensor without one)."""
    return getattr(value, "_tangent", None) if _level is not None else None


def spread(values):
    """A `*tensors` (`*size`) parameter as a list: f(a, b) and f([a, b]) alike."""
    if len(values) == 1 and isinstance(values[0], (list, tuple)):
        return list(values[0])
    return list(values)


def tangents_of(values):
    """tangent_of each of a list of tensors (a Tensor[] input), or None when none has one."""
    tangents = [tangent_of(v) for v in values]
    return tangents if any(t is not None for t in tangents) else None


def _attach(tensor, tangent):
    tensor._tangent = tangent
    _duals.append(weakref.ref(tensor))
    node = tensor.grad_fn
    if node is not None:  # a create_graph backward rebuilds saved outputs from the node: it keeps the tangent too
        if getattr(node, "_output_tangents", None) is None:
            node._output_tangents = {}
        node._output_tangents[tensor._output_nr] = (_level, tangent)
    return tensor


def restore_output_tangent(output, saved):
    """An output rebuilt from its node (graph.Node._output_tensor) gets the tangent saved there, if its level
    is still open."""
    if saved is not None and saved[0] == _level and _level is not None:
        output._tangent = saved[1]


def with_tangent(result, tangent):
    """result (a Tensor, or a tuple of them for several outputs) given its tangent(s); None leaves one without."""
    if isinstance(result, tuple):
        for r, t in zip(result, tangent):
            if t is not None:
                _attach(r, _shaped_like(t, r))
        return result
    if tangent is not None:
        _attach(result, _shaped_like(tangent, result))
    return result


def take_tangent(tensor, result):
    """An in-place op wrote result into tensor: the tensor's tangent becomes result's (none if it has none)."""
    tangent = tangent_of(result)
    if tangent is not None:
        _attach(tensor, _shaped_like(tangent, tensor))
    elif getattr(tensor, "_tangent", None) is not None:
        tensor._tangent = None


def _shaped_like(tangent, result):
    """A tangent summed from inputs of broadcast shapes, or of another float dtype, made result's."""
    if tuple(tangent.shape) != tuple(result.shape):
        tangent = tangent.expand(result.shape)
    if tangent.dtype != result.dtype:
        tangent = tangent.to(result.dtype)
    return tangent


def total(*terms):
    """The sum of the terms that are not None (None if all are): one input's part of a tangent each."""
    present = [t for t in terms if t is not None]
    if not present:
        return None
    out = present[0]
    for t in present[1:]:
        out = out + t
    return out


def zeros_for(value, tangent):
    """An input's tangent, or zeros like the input where it has none (a formula that reads every tangent)."""
    if tangent is not None:
        return tangent
    from specgrad.creation import zeros_like
    return zeros_like(value) if hasattr(value, "_data") else 0.0


def each_replaced(values, tangents):
    """For each tensor of a list that has a tangent: the list with that one replaced by its tangent."""
    return [[t if j == i else v for j, v in enumerate(values)] for i, t in enumerate(tangents) if t is not None]


def zeros_for_list(values, tangents):
    """zeros_for of each tensor of a list (tangents: tangents_of's, or None)."""
    return [zeros_for(v, t) for v, t in zip(values, tangents or [None] * len(values))]


class primal_only:
    """Within it, this thread's ops compute values only: the tangent functions run the op itself, and their
    formulas, this way (one level: no tangents of tangents)."""

    def __enter__(self):
        _local.depth = getattr(_local, "depth", 0) + 1

    def __exit__(self, *exc):
        _local.depth -= 1


def wants_tangents():
    """Whether this thread's ops should compute tangents now (a level is open and no primal_only holds)."""
    return not getattr(_local, "depth", 0)


def not_supported(name, line, why):
    """The error of an op without a tangent formula, when a dual tensor reaches it."""
    return NotImplementedError(f"Trying to use forward AD with {name} that does not support it because it has not "
                               f"been implemented yet: {why} (derivatives.yaml:{line}). Give the entry a "
                               f"`result:` formula, or compute it outside the dual level.")
