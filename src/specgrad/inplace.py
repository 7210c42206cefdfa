"""In-place ops (x.add_(y), x += y, x.zero_(), x[i] = v): an out-of-place op written back into x.

Every in-place variant declared in derivatives.yaml (`inplace: true`) runs through `inplace`: the
op computes its result and records its node as usual, then the result is copied into the tensor,
whose version counter goes up and whose grad_fn becomes the op's node. A value saved for backward
that the write would clobber is snapshotted first; any other saved tensor modified later is
caught by the version check when backward unpacks it (PyTorch's "modified by an inplace
operation" error). What autograd here cannot follow, it refuses with an error, never a silently
wrong gradient: a leaf that requires grad, and a view taking part in a graph.
"""
import numpy as np

from specgrad.autograd import forward_ad
from specgrad.dtypes import cpp_type_name, numpy_dtype

from specgrad.grad_mode import is_grad_enabled

LEAF_ERROR = "a leaf Variable that requires grad is being used in an in-place operation."


def check_inplace(tensor, records_graph):
    """Refuse in-place writes that autograd cannot follow, or that memory cannot take."""
    if not tensor._data.flags.writeable:  # NumPy makes expand()'s broadcast views read-only
        raise RuntimeError("unsupported operation: more than one element of the written-to tensor refers to a "
                           "single memory location. Please clone() the tensor before performing the operation.")
    if not is_grad_enabled():
        return
    if tensor._requires_grad and tensor.grad_fn is None:
        raise RuntimeError(LEAF_ERROR)
    base = tensor._base
    if base is not None and records_graph and (tensor._requires_grad or base._requires_grad):
        raise RuntimeError("specgrad does not support in-place operations on a view that takes part in a graph "
                           "(PyTorch rebases the view's base, specgrad does not yet): write into the base tensor, "
                           "or use the out-of-place op on a clone() of the view")


def commit(tensor, result, inputs=None):
    """Write `result` into `tensor`; `tensor` takes over result's place in the graph. `inputs`: the op's tensors
    that require grad (default: tensor, if it does), to which a result that takes no gradient is connected."""
    target = tensor._data
    if result._data.shape != target.shape:
        raise RuntimeError(f"output with shape {list(target.shape)} doesn't match the broadcast shape "
                           f"{list(result._data.shape)}")
    if not np.can_cast(result._data.dtype, target.dtype, casting="same_kind"):
        raise RuntimeError(f"result type {_type_name(result._data.dtype)} can't be cast to the desired output type "
                           f"{_type_name(target.dtype)}")
    node = result.grad_fn
    if inputs is None:
        inputs = (tensor,) if tensor._requires_grad else ()
    if node is None and inputs and is_grad_enabled() and target.dtype.kind == "f":  # only floats take gradients
        for source in inputs:
            result = _zero_gradient_result(result, source)
        node = result.grad_fn
    if node is not None:
        _snapshot_saved_self(node, tensor, inputs)
    np.copyto(target, result._data, casting="same_kind")
    tensor._bump_version()
    if node is not None:
        tensor.grad_fn, tensor._output_nr, tensor._requires_grad = node, result._output_nr, True
    return tensor


def inplace_dtype(tensor, dtype):
    """The `dtype` of an op written into `tensor` (x.cumsum_(dim, dtype=...)): the op computes in tensor's own dtype,
    as PyTorch's op_out(self, self) does (cumsum_ of uint8 wraps); another dtype is PyTorch's error."""
    if dtype is None:
        return tensor.dtype
    try:
        wanted = numpy_dtype(dtype)
    except TypeError:
        return dtype  # not a dtype: the op's own argument check says so
    if wanted != tensor._data.dtype:
        raise RuntimeError(f"Bad in-place call: input tensor dtype {cpp_type_name(tensor._data.dtype)} and output "
                           f"tensor dtype {cpp_type_name(wanted)} should match")
    return dtype


class _NoVmap:
    active = 0


vmap = _NoVmap  # specgrad.func.batching, once imported (it imports this module's importers: not the reverse)


def inplace(tensor, op, *args, **kwargs):
    """tensor.op_(*args): op(tensor, *args), written into tensor."""
    if vmap.active and vmap.batched(tensor, *args, *kwargs.values()):
        return vmap.inplace(tensor, op, args, kwargs)
    if forward_ad.active and forward_ad.wants_tangents():
        return _with_tangent(tensor, op, args, kwargs)
    if getattr(op, "__name__", None) in NOT_RECORDED:
        return _write_unrecorded(tensor, op(tensor, *args, **kwargs))
    records = is_grad_enabled() and (tensor._requires_grad or any(
        getattr(a, "_requires_grad", False) for a in _differentiable_arguments(op, args, kwargs)))
    try:
        check_inplace(tensor, records)
    except RuntimeError:
        error = _argument_error(op, (tensor, *args), kwargs)
        if error is not None:  # PyTorch parses the arguments first: their TypeError comes before autograd's
            raise error from None
        raise
    if not records and _write_through(tensor, op, args, kwargs):
        tensor._bump_version()
        return tensor
    inputs = [a for a in (tensor, *_differentiable_arguments(op, args, kwargs))
              if getattr(a, "_requires_grad", False)] if records else ()
    return commit(tensor, op(tensor, *args, **kwargs), inputs)


def _differentiable_arguments(op, args, kwargs):
    """The arguments after self that may take a gradient: not an index or a mask (ops.INPLACE_NOT_DIFFERENTIABLE)."""
    if not _NOT_DIFFERENTIABLE:
        from specgrad.generated import ops
        _NOT_DIFFERENTIABLE.update(ops.INPLACE_NOT_DIFFERENTIABLE)
    skip = _NOT_DIFFERENTIABLE.get(op)
    if skip is None:
        return (*args, *kwargs.values())
    positions, names = skip
    return (*(a for i, a in enumerate(args) if i not in positions), *(v for k, v in kwargs.items() if k not in names))


_NOT_DIFFERENTIABLE = {}  # filled from the generated ops on first use (they import this module)


def _with_tangent(tensor, op, args, kwargs):
    """inplace inside a dual level (forward_ad): the op's result and its tangent both written back. The
    tensor takes the result's tangent (none if the result has none: x.zero_()), a new one rather than a write
    into the old one, so a view of the tensor keeps the tangent it had (PyTorch writes it in place)."""
    result = op(tensor, *args, **kwargs)  # the value and its tangent
    with forward_ad.primal_only():  # then written back as any in-place op's
        if getattr(op, "__name__", None) in NOT_RECORDED:
            written = _write_unrecorded(tensor, result)
        else:
            written = inplace(tensor, _value_of, result)
    forward_ad.take_tangent(written, result)
    return written


def _value_of(tensor, result):
    """The op `inplace` runs for _with_tangent: its result, already computed (connected to the graph)."""
    return result


_UFUNCS = {}  # the generated add, sub, mul, div -> their NumPy ufunc (filled on first use)


def _write_through(tensor, op, args, kwargs):
    """x.add_(y), sub_, mul_, div_ with no graph to record (no_grad, as an optimizer's `p -= lr * p.grad`), as
    one ufunc into x's memory: no temporary result and no copy back (a 784x256 float32 update 70 -> 25 us).
    Only where the result is the out-of-place op's to the bit: y of x's dtype (a tensor broadcasting to x's
    shape, or a Python number with a float x, which PyTorch casts to x's dtype too), alpha 1, no rounding mode,
    no integer division. Anything else returns False: the general path then runs."""
    if not _UFUNCS:
        from specgrad.generated import ops
        _UFUNCS.update({ops.add: np.add, ops.sub: np.subtract, ops.mul: np.multiply, ops.div: np.divide})
    ufunc = _UFUNCS.get(op)
    if ufunc is None or len(args) != 1 or (kwargs and (set(kwargs) - {"alpha", "rounding_mode"}
                                                        or kwargs.get("alpha", 1) != 1 or kwargs.get("rounding_mode"))):
        return False
    target, other = tensor._data, args[0]
    if target.dtype.kind not in "fiu" or (ufunc is np.divide and target.dtype.kind != "f"):
        return False
    if type(other) is float or type(other) is int:
        if target.dtype.kind != "f":
            return False  # an integer tensor: PyTorch's wrap-around or promotion rules, the general path's
        other = target.dtype.type(other)
    elif getattr(other, "_data", None) is not None and type(other._data) is np.ndarray:
        other = other._data
        if other.dtype != target.dtype:
            return False
        if other.shape != target.shape:
            try:
                if np.broadcast_shapes(other.shape, target.shape) != target.shape:
                    return False
            except ValueError:
                return False  # shapes that do not broadcast: the general path raises PyTorch's RuntimeError
    else:
        return False
    ufunc(target, other, out=target)
    return True


def _argument_error(op, args, kwargs):
    """The TypeError PyTorch's argument parser gives for these arguments of op's in-place variant, or None."""
    from specgrad.dispatch import argument_error
    from specgrad.generated.ops import INPLACE_SIGNATURES  # the generated ops import this module
    if op not in INPLACE_SIGNATURES:
        return None
    name, overloads = INPLACE_SIGNATURES[op]
    return argument_error(name, overloads, args, kwargs)


def _snapshot_saved_self(node, tensor, inputs=()):
    """The nodes the op just recorded saved `tensor` itself, or a view of it (e.g. mul_ saves self for the other
    input's gradient; a composite such as renorm_ records several nodes, and its norm saves self): keep the
    values they had, since the write is about to replace them (PyTorch saves a copy of the original self). The
    walk goes from the op's node back to the nodes its inputs already had, so it only sees what the op recorded."""
    known = {id(t.grad_fn) for t in (tensor, *inputs) if getattr(t, "grad_fn", None) is not None}
    counter = tensor._version_counter  # shared with every view of the tensor
    stack, seen = [node], set()
    while stack:
        current = stack.pop()
        if current is None or id(current) in seen or id(current) in known:
            continue
        seen.add(id(current))
        for slot in current._saved_tensor_slots:
            saved = getattr(current, slot, None)
            if saved is tensor or (counter is not None and getattr(saved, "_version_counter", None) is counter):
                setattr(current, slot, saved._snapshot())
        stack.extend(following for following, _ in current.next_functions)


def _type_name(np_dtype):
    return {"f": "Float", "i": "Long", "b": "Bool", "u": "Byte"}.get(np_dtype.kind, str(np_dtype))


def _zero_gradient_result(result, tensor):
    """A result that takes no gradient (x.eq_(y), x.floor_divide_(y)) of inputs that require grad (`tensor`, one
    of them; each is connected in turn): the written tensor's new value depends on them through a zero
    derivative, as PyTorch's eq_
    (keeping the old grad_fn would pass gradients through a value the write replaced)."""
    from specgrad.generated.ops import connect_to  # the generated ops import this module
    return connect_to(result, tensor)


# In-place ops PyTorch's autograd does not see at all (no derivative, not even a zero one): a leaf that requires
# grad may take them, and a tensor keeps its grad_fn, so a gradient flows through it as if the values had not
# changed (x.logical_and_(m)); every other op whose result takes no gradient gives the tensor a zero one (eq_)
NOT_RECORDED = {"logical_and", "logical_or", "logical_not", "logical_xor"}


def _write_unrecorded(tensor, result):
    """Write a NOT_RECORDED op's result into tensor, leaving its place in the graph as it was."""
    check_inplace_memory(tensor)
    commit_values(tensor, result)
    return tensor


def check_inplace_memory(tensor):
    if not tensor._data.flags.writeable:
        check_inplace(tensor, False)  # its error for memory that cannot be written


def commit_values(tensor, result):
    """The checks and the write of commit, without the graph."""
    target = tensor._data
    if result._data.shape != target.shape:
        raise RuntimeError(f"output with shape {list(target.shape)} doesn't match the broadcast shape "
                           f"{list(result._data.shape)}")
    np.copyto(target, result._data, casting="unsafe")
    tensor._bump_version()


def inplace_view(tensor, op, *args, **kwargs):
    """tensor.op_(*args) of a view op (transpose_, unsqueeze_): the tensor takes the view's shape and strides
    over its own memory, and the view's node, as PyTorch's. No value changes, so a view in a graph may do it
    (its base is unaffected); a leaf that requires grad may not while grad mode is on."""
    base = tensor._base
    if is_grad_enabled() and tensor._requires_grad and (tensor.grad_fn is None or (
            base is not None and base._requires_grad and base.grad_fn is None)):
        error = _argument_error(op, (tensor, *args), kwargs)
        raise error if error is not None else RuntimeError(LEAF_ERROR if tensor.grad_fn is None else
                                                           "a view of " + LEAF_ERROR)
    result = op(tensor, *args, **kwargs)
    tensor._data = result._data
    tensor._bump_version()
    if result.grad_fn is not None:
        tensor.grad_fn, tensor._output_nr = result.grad_fn, result._output_nr
    return tensor
