"""Batching rules: how vmap runs each op once over the whole batch, as functorch's BatchedTensor.

Inside vmap, an input mapped over is a BatchedTensor: a tensor whose shape is one example's (its logical
shape) and whose value is an ordinary tensor holding the whole batch in dim 0 (its physical shape). Every
generated op looks at `active` first; when one of its arguments is a BatchedTensor it hands the call to
`call`, which applies the op's rule from generated/batch_rules.py (derived from derivatives.yaml by
codegen/batching.py) to the values and wraps the result:

- element_wise: the batch dim stays in front and the example dims are aligned from the right (a batched
  value gains size-1 dims up to the broadcast rank), so NumPy-style broadcasting batches the op;
- dims: the op's dim arguments move one place right (`None` for a dim list: every example dim);
- sizes: view/reshape/expand sizes gain the batch size in front;
- a helper of batch_rules_helpers.py named by the spec's `vmap:` (matmul, linear, indexing, cross_entropy);
- loop: anything else runs once per example and the results are stacked (functorch's fallback, with its
  one-time performance warning).

The ops record their nodes on the values, so backward through a batched computation needs no rule at all.
Nested vmap nests BatchedTensors, one level each (the batch of the outer level is the physical dim 0).
Code that reads a BatchedTensor's array directly (outside any op: .item(), .numpy(), Python control flow on
values) raises Unbatchable, and vmap then runs the whole function once per example, warning once.
"""
import sys
import threading
import warnings

from specgrad import inplace as _inplace_module
from specgrad.tensor import Size, Tensor

active = 0  # how many vmap levels are open, in all threads: every generated op checks this first


class Unbatchable(Exception):
    """A BatchedTensor's array was read outside the batching rules: vmap falls back to a loop over examples."""


class _NoArray:
    """BatchedTensor._data: its dtype (an example's is the batch's), and no other use: that is code with no
    batching rule (vmap then loops over the examples)."""
    __slots__ = ("dtype",)

    def __init__(self, dtype):
        self.dtype = dtype

    def __getattr__(self, name):
        raise Unbatchable(f"reads .{name} of a batched tensor's array")

    def __array__(self, *args, **kwargs):
        raise Unbatchable("converts a batched tensor to an array")

    def __getitem__(self, index):
        raise Unbatchable("indexes a batched tensor's array")

    def __len__(self):
        raise Unbatchable("takes len() of a batched tensor's array")


def _refuse(name):
    def method(self, *args):
        raise Unbatchable(f"computes with a batched tensor's array ({name})")
    return method


# Python looks operators up on the type, not through __getattr__: each refuses the same way
for _name in ("lt", "le", "gt", "ge", "add", "radd", "sub", "rsub", "mul", "rmul", "truediv", "rtruediv", "pow",
              "neg", "abs", "invert", "and", "or", "xor", "bool", "iter", "float", "int", "index", "contains",
              "setitem", "matmul", "rmatmul", "floordiv", "mod"):
    setattr(_NoArray, f"__{_name}__", _refuse(_name))


class _Levels(threading.local):
    def __init__(self):
        self.stack = []  # [(level, batch size, randomness)], innermost last


_levels = _Levels()
_next_level = [0]


class BatchedTensor(Tensor):
    """One example's view of a batch: the logical shape is the value's without its dim 0."""
    __slots__ = ("_value", "_level")

    @property
    def shape(self):
        return Size(self._value.shape[1:])

    def size(self, dim=None):
        return self.shape if dim is None else self.shape[dim]

    @property
    def ndim(self):
        return self._value.ndim - 1

    def dim(self):
        return self._value.ndim - 1

    def numel(self):
        return self.shape.numel()

    nelement = numel

    @property
    def dtype(self):
        return self._value.dtype

    @property
    def device(self):
        return self._value.device

    @property
    def is_cuda(self):
        return self._value.is_cuda

    @property
    def is_cpu(self):
        return self._value.is_cpu

    def is_floating_point(self):
        return self._value.is_floating_point()

    def element_size(self):
        return self._value.element_size()

    @property
    def requires_grad(self):
        return self._value.requires_grad

    def detach(self):
        return wrap(self._value.detach(), self._level)

    def _meta(self):
        """A stand-in array of one example's shape and dtype (no data): what autograd's engine checks."""
        import numpy as np
        return np.broadcast_to(np.empty((), physical(self)._data.dtype), tuple(self.shape))

    def to(self, *args, **kwargs):
        moved = self._value.to(*args, **kwargs)
        return self if moved is self._value else wrap(moved, self._level)

    def backward(self, *args, **kwargs):
        raise RuntimeError("backward() called inside a functorch transform. This is not supported, please use "
                           "functorch.grad or functorch.vjp instead or call backward() outside of functorch "
                           "transforms.")

    def __len__(self):
        if self.ndim == 0:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    def __repr__(self):
        return f"BatchedTensor(lvl={self._level}, bdim=0, value=\n{self._value!r}\n)"

    __str__ = __repr__


def wrap(value, level):
    """value (dim 0 the batch) as a BatchedTensor of `level`."""
    t = Tensor._new_leaf(BatchedTensor, _NoArray(value._data.dtype))
    t._value = value
    t._level = level
    return t


# ---------------------------------------------------------------------------------------------- levels

def push(size, randomness, tangents_only=False):
    """Open a vmap level of batch size `size`; returns the level. A tangents-only level (jacfwd's) batches
    forward-mode tangents alone: the primals stay shared, so grad inside does not give each example its own
    leaves there, and a dual tensor may carry a tangent batched at it."""
    global active
    with _lock:
        _next_level[0] += 1
        level = _next_level[0]
        active += 1
    _levels.stack.append((level, size, randomness, tangents_only))
    return level


def pop():
    global active
    _levels.stack.pop()
    with _lock:
        active -= 1


_lock = threading.Lock()


def open_levels():
    """The levels open in this thread whose examples have their own values (not tangents-only), outermost
    first."""
    return [level for level, _, _, tangents_only in _levels.stack if not tangents_only]


def tangents_only(level):
    return any(lv == level and only for lv, _, _, only in _levels.stack)


def size_of(level):
    for lv, size, _, _ in _levels.stack:
        if lv == level:
            return size
    raise RuntimeError("vmap: a batched tensor escaped the vmap that made it (returned through a side channel?)")


def randomness_of_innermost():
    return _levels.stack[-1][2] if _levels.stack else None


def levels_of(value):
    """The levels a tensor is batched at, outermost first."""
    found = []
    while type(value) is BatchedTensor:
        found.append(value._level)
        value = value._value
    return found


def physical(value):
    """The ordinary tensor under every level of a BatchedTensor (itself for other values)."""
    while type(value) is BatchedTensor:
        value = value._value
    return value


def rewrap(value, like):
    """An ordinary tensor of `like`'s physical shape, batched at the same levels as `like`."""
    levels = levels_of(like)
    for level in reversed(levels):
        value = wrap(value, level)
    return value


def add_level(value, level):
    """value batched at `level` too (the batch of another tensor's: each example sees the same value)."""
    if type(value) is BatchedTensor and value._level > level:
        return wrap(add_level(value._value, level), value._level)
    if type(value) is BatchedTensor and value._level == level:
        return value
    from specgrad.generated import ops
    logical = tuple(value.shape)
    return wrap(ops.expand(ops.unsqueeze(value, 0), (size_of(level),) + logical), level)


def to_levels(value, levels):
    """value batched at each of `levels` (adding the ones it lacks)."""
    for level in levels:
        value = add_level(value, level)
    return value


# ---------------------------------------------------------------------------------------------- dispatch

def batched(*args):
    """Whether any argument (or element of a list argument) is a BatchedTensor."""
    for a in args:
        if type(a) is BatchedTensor:
            return True
        if type(a) in (list, tuple) and any(type(x) is BatchedTensor for x in a):
            return True
    return False


def _top_level(positional, keywords):
    top = 0
    for a in (*positional, *keywords.values()):
        if type(a) is BatchedTensor:
            top = max(top, a._level)
        elif type(a) in (list, tuple):
            for x in a:
                if type(x) is BatchedTensor:
                    top = max(top, x._level)
    return top


def call(rule, op, positional, keywords):
    """op(*positional, **keywords) with BatchedTensor arguments, by the op's rule (generated/batch_rules.py)."""
    from specgrad.func import batch_rules_helpers
    level = _top_level(positional, keywords)
    if keywords.get("out") is not None:
        raise Unbatchable("out= inside vmap")
    keywords = {k: v for k, v in keywords.items() if k != "out"}
    if rule.star >= 0:  # reshape(x, 2, 3) and reshape(x, (2, 3)) alike: the sizes as one tuple
        star = positional[rule.star]
        if len(star) == 1 and isinstance(star[0], (list, tuple, Size)):
            positional = (*positional[:rule.star], tuple(star[0]), *positional[rule.star + 1:])
    if set(keywords) - set(rule.keywords):  # NumPy's names (axis=): the loop passes them on as given
        return loop(rule, op, level, positional, keywords)
    kind = rule.kind
    if kind == "element_wise":
        result = element_wise(rule, op, level, positional, keywords)
    elif kind == "dims":
        result = dims(rule, op, level, positional, keywords)
    elif kind == "sizes":
        result = sizes(rule, op, level, positional, keywords)
    elif kind == "loop":
        result = None
    else:
        result = getattr(batch_rules_helpers, kind)(rule, op, level, *positional, **keywords)
    if result is NotImplemented or result is None:  # the rule does not cover these arguments
        return loop(rule, op, level, positional, keywords)
    return result


def unwrap_at(value, level):
    """(the value under `level`, whether it was batched there)."""
    if type(value) is BatchedTensor and value._level == level:
        return value._value, True
    return value, False


def wrap_result(result, level):
    if isinstance(result, Tensor):
        return wrap(result, level)
    if isinstance(result, tuple):
        wrapped = [wrap_result(r, level) for r in result]
        return type(result)(*wrapped) if hasattr(result, "_fields") else tuple(wrapped)
    if isinstance(result, list):
        return [wrap_result(r, level) for r in result]
    raise Unbatchable(f"an op returned {type(result).__name__} for a batched input")


def _logical_ndim(value):
    return value.ndim if isinstance(value, Tensor) else 0


def element_wise(rule, op, level, positional, keywords):
    """Broadcasting ops: each batched value gets size-1 dims after the batch dim up to the broadcast rank."""
    from specgrad.generated import ops
    args = list(positional)
    rank = max((_logical_ndim(args[i]) for i in rule.tensors if i < len(args)), default=0)
    rank = max([rank] + [_logical_ndim(v) for k, v in keywords.items() if k in rule.tensor_keywords])

    def align(value):
        inner, is_batched = unwrap_at(value, level)
        if not is_batched:
            return inner
        logical = tuple(inner.shape[1:])
        if len(logical) == rank:
            return inner
        return ops.reshape(inner, (inner.shape[0],) + (1,) * (rank - len(logical)) + logical)
    for i in rule.tensors:
        if i < len(args):
            args[i] = align(args[i])
    keywords = {k: align(v) if k in rule.tensor_keywords else v for k, v in keywords.items()}
    return wrap_result(invoke(rule, op, args, keywords), level)


def invoke(rule, op, args, keywords):
    """op called with arguments laid out as the rule's parameters (a *varargs one given as its tuple)."""
    if rule.star >= 0:
        return op(*args[:rule.star], *args[rule.star], *args[rule.star + 1:], **keywords)
    return op(*args, **keywords)


def _batched_all(values, level):
    """Every tensor of a list batched at `level` (the others expanded to the batch): their values."""
    out = []
    for v in values:
        inner, is_batched = unwrap_at(v, level)
        out.append(inner if is_batched else add_level(v, level)._value)
    return out


def dims(rule, op, level, positional, keywords):
    """Ops with dim arguments over one tensor (or one list of tensors): the dims move one place right."""
    args = list(positional)
    bound = dict(zip(rule.params, args))
    bound.update(keywords)
    new = {}
    for name, (rank_of, every) in rule.dims.items():
        if name not in bound:
            continue
        rank = rank_of(*[bound.get(p) for p in rule.params])
        d = bound[name]
        if rank == 0:
            return NotImplemented  # a 0-d example's dim 0 or -1 has no place in the batch
        if d is None or (isinstance(d, (tuple, list)) and len(d) == 0):
            if every != ("none" if d is None else "empty"):
                return NotImplemented
            new[name] = tuple(range(1, rank + 1))
            continue
        shifted = _shift(d, rank)
        if shifted is None:
            return NotImplemented  # out of range or not ints: the loop raises PyTorch's error per example
        new[name] = shifted
    for name in rule.permutations:
        if bound.get(name) is not None:
            rank = _logical_ndim(args[rule.tensors[0]])
            shifted = _shift(bound[name], rank)
            if shifted is None:
                return NotImplemented
            new[name] = (0,) + tuple(shifted)
    first = rule.tensors[0]
    if rule.aligned:  # gather's index, scatter's src: every tensor gets the batch, the dims line up
        present = [i for i in rule.tensors if i < len(args) and isinstance(args[i], Tensor)]
        for i, value in zip(present, _batched_all([args[i] for i in present], level)):
            args[i] = value
    elif rule.tensor_list:
        args[first] = _batched_all(args[first], level)
    else:
        args[first], is_batched = unwrap_at(args[first], level)
        if not is_batched:
            return NotImplemented
    for name, value in new.items():
        index = rule.params.index(name) if name in rule.params else None
        if index is not None and index < len(args):
            args[index] = value
        else:
            keywords[name] = value
    return wrap_result(invoke(rule, op, args, keywords), level)


def _shift(d, rank):
    """Dims of an example (negative ones counted from its rank) as dims of the batch; None if invalid."""
    def one(x):
        if type(x) is not int and not (hasattr(x, "__index__") and not isinstance(x, (bool, float))):
            return None
        x = int(x)
        if not -rank <= x < rank:
            return None
        return x % rank + 1
    if isinstance(d, (list, tuple)):
        shifted = [one(x) for x in d]
        return None if any(s is None for s in shifted) else tuple(shifted)
    return one(d)


def sizes(rule, op, level, positional, keywords):
    """view, reshape, expand, broadcast_to: the batch size goes in front of the size argument."""
    from specgrad.generated import ops
    args = list(positional)
    inner, is_batched = unwrap_at(args[0], level)
    if not is_batched:
        return NotImplemented
    size = args[rule.size] if rule.size < len(args) else keywords.get(rule.params[rule.size])
    if not isinstance(size, (list, tuple, Size)):
        return NotImplemented
    size = tuple(size)
    batch = inner.shape[0]
    if rule.expands:  # an expand may add dims in front: the example's own dims line up on the right
        logical = tuple(inner.shape[1:])
        if len(size) < len(logical):
            return NotImplemented
        inner = ops.reshape(inner, (batch,) + (1,) * (len(size) - len(logical)) + logical)
    args[0] = inner
    args[rule.size] = (batch,) + size
    return wrap_result(invoke(rule, op, args, keywords), level)


_warned = set()


def loop(rule, op, level, positional, keywords):
    """functorch's fallback: the op once per example (its batched arguments sliced), the results stacked."""
    from specgrad import random
    if rule.name not in _warned:
        _warned.add(rule.name)
        warnings.warn(f"There is a performance drop because we have not yet implemented the batching rule for "
                      f"{rule.name}. Please file us an issue on GitHub so that we can prioritize its "
                      f"implementation.", UserWarning, stacklevel=4)
    size = size_of(level)
    same = randomness_of_innermost() == "same"
    state = random.default_generator.get_state() if same else None
    results = []
    for i in range(size):
        if state is not None:
            random.default_generator.set_state(state)
        args = [_example(a, level, i) for a in positional]
        kws = {k: _example(v, level, i) for k, v in keywords.items()}
        results.append(invoke(rule, op, args, kws))
    return _stack_results(results, level)


def _example(value, level, i):
    from specgrad.generated import ops
    inner, is_batched = unwrap_at(value, level)
    if is_batched:  # a copy: an op that reads storage (as_strided) sees the example's alone
        return ops.clone(ops.select(inner, 0, i))
    if type(value) in (list, tuple) and any(type(x) is BatchedTensor for x in value):
        return type(value)(_example(x, level, i) for x in value)
    return value


def _stack_results(results, level):
    from specgrad.generated import ops
    first = results[0]
    if isinstance(first, Tensor):
        return wrap(ops.stack(results), level)
    if isinstance(first, (tuple, list)):
        columns = [_stack_results([r[k] for r in results], level) for k in range(len(first))]
        return type(first)(*columns) if hasattr(first, "_fields") else type(first)(columns)
    raise Unbatchable(f"an op returned {type(first).__name__} for a batched input")


INPLACE_ERROR = ("vmap: inplace arithmetic(self, *extra_args) is not possible because there exists a Tensor `other` "
                 "in extra_args that has more elements than `self`. This happened due to `other` being vmapped over "
                 "but `self` not being vmapped over in a vmap. Please try to use out-of-place operators instead of "
                 "inplace arithmetic. If said operator is being called inside the PyTorch framework, please file a "
                 "bug report instead.")


def inplace(tensor, op, args, kwargs):
    """tensor.op_(*args) with a batched tensor or argument: the batched result written under the levels. A
    tensor shared by every example (not batched) cannot take one result per example: PyTorch's error."""
    levels = levels_of(tensor)
    arguments = [a for a in (*args, *kwargs.values()) for a in (a if type(a) in (list, tuple) else (a,))]
    if any(set(levels_of(a)) - set(levels) for a in arguments):
        raise RuntimeError(INPLACE_ERROR)
    result = op(tensor, *args, **kwargs)
    under = physical(tensor)
    written = physical(to_levels(result, reversed(levels)))
    _inplace_module.inplace(under, _take, written)
    return tensor


def _take(target, source):
    """The in-place write of `inplace` above: source (already the op's result) as the new value."""
    from specgrad.generated import ops
    return ops.expand_as(ops.to(source, target.dtype), target) if source.dtype != target.dtype or \
        tuple(source.shape) != tuple(target.shape) else source


class Rule:
    """How one op batches (generated/batch_rules.py): its kind and what the kind needs to know."""
    __slots__ = ("name", "kind", "params", "keywords", "tensors", "tensor_keywords", "tensor_list", "dims",
                 "permutations", "size", "star", "expands", "aligned")

    def __init__(self, name, kind, params, keywords=(), tensors=(), tensor_keywords=(), tensor_list=False,
                 dims=None, permutations=None, size=None, star=-1, expands=False, aligned=False):
        self.name = name
        self.kind = kind
        self.params = params              # positional parameters, in order
        self.keywords = keywords          # keyword-only parameters
        self.tensors = tensors            # positions of the tensor parameters
        self.tensor_keywords = tensor_keywords
        self.tensor_list = tensor_list    # the first tensor parameter is a Tensor[] (cat, stack)
        self.dims = dims or {}            # dim parameter -> (rank of the example it indexes, "none"/"empty": the
        #                                   value meaning every dim, or "")
        self.permutations = permutations or {}
        self.size = size                  # position of the size parameter (sizes rules)
        self.star = star                  # the position of a *varargs parameter (-1: none)
        self.expands = expands            # expand semantics: the size may add dims in front
        self.aligned = aligned            # dims: every tensor argument gets the batch (gather's index)


_inplace_module.vmap = sys.modules[__name__]  # in-place ops look here for open vmap levels
