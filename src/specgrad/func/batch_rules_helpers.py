"""Batching rules written by hand, for the entries whose `vmap:` names one (derivatives.yaml).

Each takes the op's rule (generated/batch_rules.py), the op, the vmap level and the op's arguments as the public
function received them, and returns
the batched result, or NotImplemented for arguments it does not cover (the op then loops over the examples).
Values under the level have the batch in dim 0 (specgrad.func.batching).
"""
from specgrad.func.batching import add_level, element_wise, unwrap_at, wrap, wrap_result


def _ops():
    from specgrad.generated import ops
    return ops


def _value(t, level):
    """t's value under `level`, its batch in dim 0 (an unbatched tensor is expanded to the batch)."""
    inner, is_batched = unwrap_at(t, level)
    return inner if is_batched else add_level(t, level)._value


_MATMUL_RANKS = {"mm": (2, 2), "bmm": (3, 3), "mv": (2, 1), "dot": (1, 1)}


def matmul(rule, op, level, input, other, out=None):
    """matmul, mm, bmm, mv, dot: a vector is made a matrix (and the result squeezed back), batched operands
    get size-1 dims up to the other's rank, and NumPy-style broadcasting batches the product."""
    ops = _ops()
    name = getattr(op, "__name__", "matmul")
    ranks = (input.ndim, other.ndim)
    if 0 in ranks or (name in _MATMUL_RANKS and ranks != _MATMUL_RANKS[name]) or out is not None:
        return NotImplemented  # the loop raises the op's own error per example
    a, a_batched = unwrap_at(input, level)
    b, b_batched = unwrap_at(other, level)
    rank = max(max(ranks), 2)
    squeeze = []

    def prepare(value, batched, logical_rank, vector_dim):
        if logical_rank == 1:  # a vector as a one-row (or one-column) matrix
            value = ops.unsqueeze(value, vector_dim)
            squeeze.append(vector_dim)
            logical_rank = 2
        if batched and logical_rank < rank:
            value = ops.reshape(value, (value.shape[0],) + (1,) * (rank - logical_rank) + tuple(value.shape[1:]))
        return value
    a = prepare(a, a_batched, ranks[0], -2)
    b = prepare(b, b_batched, ranks[1], -1)
    result = ops.matmul(a, b)
    for d in sorted(squeeze):  # -2 before -1, which stays the last dim
        result = ops.squeeze(result, d)
    return wrap(result, level)


def into_self(rule, op, level, input, *args, **kwargs):
    """Elementwise ops whose result has their first input's shape (masked_fill: the mask broadcasts to self, not
    self to the mask): a shared first input gets the batch before the element_wise rule."""
    if not unwrap_at(input, level)[1]:
        input = add_level(input, level)
    return element_wise(rule, op, level, (input, *args), kwargs)


def linear(rule, op, level, input, weight, bias=None):
    """F.linear: with an unbatched weight and bias the op itself batches (it maps the last dim); a batched
    weight (per-example parameters, as in per-sample gradients) is a batched matmul with its transpose."""
    ops = _ops()
    if not _batched_at(weight, level) and not _batched_at(bias, level):
        return wrap(op(unwrap_at(input, level)[0], weight, bias), level)
    if weight.ndim != 2:
        return NotImplemented
    result = ops.matmul(input, ops.transpose(weight, 0, 1))
    return result if bias is None else ops.add(result, bias)


def _batched_at(t, level):
    return unwrap_at(t, level)[1]


def t(rule, op, level, input):
    """t: a matrix's transpose; a vector or a number is itself."""
    ops = _ops()
    value = unwrap_at(input, level)[0]
    if input.ndim > 2:
        return NotImplemented
    return wrap(ops.transpose(value, 1, 2) if input.ndim == 2 else ops.reshape(value, tuple(value.shape)), level)


def _shiftable(indices):
    """The parts of an index, if putting a full slice of the batch dim in front of them indexes each example
    as they index it: NumPy keeps the dims of an index's arrays (and its ints, when arrays are present) in
    place only when they stand together; None; otherwise (batched index tensors are never here: they loop)."""
    from specgrad.tensor import Tensor
    parts = indices if isinstance(indices, tuple) else (indices,)
    if any(isinstance(p, Tensor) and type(p) is not Tensor for p in parts):
        return None  # a batched index tensor
    arrays = [i for i, p in enumerate(parts) if not (p is None or p is Ellipsis or isinstance(p, (int, slice)))]
    if not arrays:
        return parts
    advanced = [i for i, p in enumerate(parts) if i in arrays or (isinstance(p, int) and not isinstance(p, bool))]
    if advanced != list(range(advanced[0], advanced[-1] + 1)) or any(p is None for p in parts):
        return None
    return parts


def index(rule, op, level, input, indices):
    """x[index] of a batched x by an index of ints, slices, None, Ellipsis and shared tensors: the same index
    after a full slice of the batch dim, where NumPy keeps the indexed dims in place (_shiftable)."""
    value, batched = unwrap_at(input, level)
    parts = _shiftable(indices)
    if not batched or parts is None:
        return NotImplemented
    return wrap(op(value, (slice(None),) + parts), level)


def index_backward(rule, op, level, grad_output, shape, indices):
    """index's backward (a batch of gradients scattered into zeros of the input's shape) for a basic index
    (ints, slices, None, Ellipsis): the same index after a full slice of the batch dim. An index with arrays
    loops (its scatter-add splits the index at its first array)."""
    value, batched = unwrap_at(grad_output, level)
    parts = _shiftable(indices)
    if not batched or parts is None or any(not (p is None or p is Ellipsis or isinstance(p, (int, slice)))
                                           for p in parts):
        return NotImplemented
    return wrap(op(value, (value.shape[0],) + tuple(shape), (slice(None),) + parts), level)


def sum_to(rule, op, level, input, shape):
    """The adjoint of broadcasting (a batch of gradients summed to an input's shape): the example's extra
    leading dims summed first, so that the batch dim stays."""
    ops = _ops()
    value, batched = unwrap_at(input, level)
    extra = input.ndim - len(shape)
    if not batched or extra < 0:
        return NotImplemented
    if extra:
        value = ops.sum(value, tuple(range(1, extra + 1)))
    return wrap(op(value, (value.shape[0],) + tuple(shape)), level)


def movedim(rule, op, level, input, source, destination):
    """movedim: the example's dims, counted from its rank, one place right; the batch stays in front."""
    rank = input.ndim

    def shift(d):
        ds = [d] if isinstance(d, int) else list(d)
        if not all(isinstance(x, int) and -rank <= x < rank for x in ds):
            return None
        return [x % rank + 1 for x in ds]
    s, d = shift(source), shift(destination)
    value, batched = unwrap_at(input, level)
    if s is None or d is None or not batched:
        return NotImplemented
    return wrap(op(value, s, d), level)


def cross_entropy(rule, op, level, input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,
                  reduction="mean", label_smoothing=0.0):
    """cross_entropy of class indices over (N, C) or (C,) examples, without weights or smoothing: the
    examples' rows as one (batch * N, C) call with reduction='none', each example then reduced by itself."""
    if label_smoothing != 0:
        return NotImplemented
    return _rows_loss(op, level, input, target, weight, size_average, reduce, reduction,
                      ignore_index=ignore_index)


def nll_loss(rule, op, level, input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,
             reduction="mean"):
    """nll_loss of (N, C) or (C,) examples, without class weights: as cross_entropy's."""
    return _rows_loss(op, level, input, target, weight, size_average, reduce, reduction, ignore_index=ignore_index)


def _rows_loss(op, level, input, target, weight, size_average, reduce, reduction, ignore_index):
    ops = _ops()
    if weight is not None or size_average is not None or reduce is not None or input.ndim not in (1, 2) \
            or target.ndim != input.ndim - 1 or target.is_floating_point() or reduction not in ("none", "mean", "sum"):
        return NotImplemented
    x, t = _value(input, level), _value(target, level)
    classes = x.shape[-1]
    losses = op(ops.reshape(x, (-1, classes)), ops.reshape(t, (-1,)), ignore_index=ignore_index, reduction="none")
    losses = ops.reshape(losses, tuple(t.shape))
    if reduction == "none" or input.ndim == 1 and reduction == "sum":
        return wrap(losses, level)
    if input.ndim == 1:  # one row: the mean is the loss, or NaN when its target is ignored
        return wrap(ops.div(losses, ops.ne(t, ignore_index).to(losses.dtype)), level)
    total = ops.sum(losses, 1)
    if reduction == "sum":
        return wrap(total, level)
    return wrap(ops.div(total, ops.sum(ops.ne(t, ignore_index), 1).to(losses.dtype)), level)


def pad(rule, op, level, input, pad, mode="constant", value=None):
    """F.pad: constant padding of the last dims leaves the batch dim alone; the other modes, which take
    inputs of set ranks, pad the batch merged into the input's first dim."""
    if mode == "constant":
        inner, batched = unwrap_at(input, level)
        return wrap(op(inner, pad, mode, value), level) if batched else NotImplemented
    return merged_rows(rule, op, level, input, pad, mode, value)


def flattened(rule, op, level, input, *args, **kwargs):
    """A reduction of every element (max(x), prod(x), var(x), median(x)): its overload with a dim, over the
    example's elements in one row."""
    ops = _ops()
    value, batched = unwrap_at(input, level)
    if not batched:
        return NotImplemented
    public = getattr(ops, rule.name.split(".")[0])
    result = public(ops.reshape(value, (value.shape[0], -1)), 1, *args, **kwargs)
    return wrap(result[0] if isinstance(result, tuple) else result, level)


def leading_batch(rule, op, level, *args, **kwargs):
    """Ops that map the leading dims of their first input independently (layer_norm, one_hot): called on its
    value as it is, when every other tensor is shared."""
    return _leading(op, level, rule.tensors[0], args, kwargs)


def embedding(rule, op, level, weight, indices, *args):
    """embedding: a batch of index tensors looks rows up in one shared table."""
    return _leading(op, level, 1, (weight, indices, *args), {})


def _leading(op, level, mapped, args, kwargs):
    if [i for i, a in enumerate(args) if unwrap_at(a, level)[1]] != [mapped]:
        return NotImplemented  # another batched tensor (per-example weights): the loop
    values = list(args)
    values[mapped] = unwrap_at(args[mapped], level)[0]
    return wrap_result(op(*values, **kwargs), level)


def merged_batch(rule, op, level, input, weight, *args):
    """convolution: by shared weights, the batch merged into the input's own batch dim (N), one call, split
    again after; by per-example weights (per-sample gradients), one grouped convolution with a group per
    example and per group of the op (functorch's rule)."""
    ops = _ops()
    value, batched = unwrap_at(input, level)
    bound = dict(zip(rule.params, (input, weight, *args)))
    bias = bound.get("bias")
    if not _batched_at(weight, level) and not _batched_at(bias, level):
        shape = tuple(value.shape)
        out = op(ops.reshape(value, (shape[0] * shape[1],) + shape[2:]), weight, *args)
        return wrap(ops.reshape(out, shape[:2] + tuple(out.shape[1:])), level)
    x, w = _value(input, level), _value(weight, level)  # (B, N, C, *spatial), (B, O, C / groups, *kernel)
    batch, n, channels = x.shape[0], x.shape[1], x.shape[2]
    out_channels = w.shape[1]
    x = ops.reshape(ops.movedim(x, 0, 1), (n, batch * channels) + tuple(x.shape[3:]))
    w = ops.reshape(w, (batch * out_channels,) + tuple(w.shape[2:]))
    grouped = {**bound, "input": x, "weight": w, "groups": batch * bound["groups"]}
    if bias is not None:
        grouped["bias"] = ops.reshape(_value(bias, level), (batch * out_channels,))
    out = op(*(grouped[p] for p in rule.params))
    out = ops.reshape(out, (n, batch, out_channels) + tuple(out.shape[2:]))
    return wrap(ops.movedim(out, 1, 0), level)


def merged_rows(rule, op, level, input, *args):
    """Ops of one input whose dim 0 holds independent rows (pooling over (N, C, *spatial)): the batch merged
    into that dim, one call, split again after."""
    ops = _ops()
    value, batched = unwrap_at(input, level)
    if not batched or input.ndim < 2 or any(_batched_at(a, level) for a in args):
        return NotImplemented
    shape = tuple(value.shape)
    result = op(ops.reshape(value, (shape[0] * shape[1],) + shape[2:]), *args)
    parts = result if isinstance(result, tuple) else (result,)
    split = [ops.reshape(r, shape[:2] + tuple(r.shape[1:])) for r in parts]
    if not isinstance(result, tuple):
        return wrap(split[0], level)
    return wrap_result(type(result)(*split) if hasattr(result, "_fields") else tuple(split), level)


def index_along_dim(rule, op, level, input, dim, index, *rest, **kwargs):
    """index_select, index_add, index_copy, index_fill, index_reduce with a shared index: the input and its
    source both batched, the dim one place right. A batched index loops."""
    from specgrad.tensor import Tensor
    rank = input.ndim
    if _batched_at(index, level) or type(dim) is not int or rank == 0 or not -rank <= dim < rank:
        return NotImplemented
    rest = [_value(r, level) if isinstance(r, Tensor) else r for r in rest]
    return wrap_result(op(_value(input, level), dim % rank + 1, index, *rest, **kwargs), level)


def shaped_like(rule, op, level, input, other):
    """expand_as, reshape_as, view_as: the op of `other`'s example shape (the batched ops do the rest)."""
    ops = _ops()
    shape = tuple(other.shape)
    return {"expand_as": ops.expand, "reshape_as": ops.reshape, "view_as": ops.view}[rule.name](input, shape)


def along_dim(rule, op, level, input, *args):
    """split, chunk, tensor_split, narrow, unflatten, roll: the dim argument (or roll's dims) moved one place
    right; roll without dims (of the flattened tensor) loops."""
    value, batched = unwrap_at(input, level)
    bound = dict(zip(rule.params[1:], args))
    name = "dims" if "dims" in bound else "dim"
    rank = input.ndim
    dims = bound.get(name, 0)
    if not batched or rank == 0:
        return NotImplemented
    listed = isinstance(dims, (list, tuple))
    values = list(dims) if listed else [dims]
    if (listed and not values) or not all(type(d) is int and -rank <= d < rank for d in values):
        return NotImplemented
    bound[name] = [d % rank + 1 for d in values] if listed else values[0] % rank + 1
    return wrap_result(op(value, *(bound[p] for p in rule.params[1:] if p in bound)), level)


def repeated(rule, op, level, input, repeats):
    """repeat, tile: the example's dims padded to the repeats' count (both add dims in front), the batch dim
    repeated once."""
    ops = _ops()
    value, batched = unwrap_at(input, level)
    counts = list(repeats[0]) if len(repeats) == 1 and isinstance(repeats[0], (list, tuple)) else list(repeats)
    rank = input.ndim
    if not batched or not all(type(c) is int for c in counts) or (rule.name == "repeat" and len(counts) < rank):
        return NotImplemented
    counts = [1] * (rank - len(counts)) + counts  # tile's fewer repeats count from the right
    value = ops.reshape(value, (value.shape[0],) + (1,) * (len(counts) - rank) + tuple(value.shape[1:]))
    return wrap(op(value, [1] + counts), level)


def einsum(rule, op, level, equation, tensors):
    """einsum: a letter of its own for the batch in front of each batched operand's subscripts and of the
    output's (the implicit output made explicit first)."""
    import string
    if not isinstance(equation, str):
        return NotImplemented
    text = equation.replace(" ", "")
    inputs, arrow, output = text.partition("->")
    operands = inputs.split(",")
    if len(operands) != len(tensors):
        return NotImplemented
    if not arrow:  # NumPy's rule: the letters that appear once, in order, after any ellipsis
        letters = [c for c in inputs if c.isalpha()]
        output = ("..." if "..." in inputs else "") + "".join(sorted(c for c in set(letters) if letters.count(c) == 1))
    free = [c for c in string.ascii_letters if c not in text]
    if not free:
        return NotImplemented
    batch = free[0]
    values = []
    for k, t in enumerate(tensors):
        value, batched = unwrap_at(t, level)
        if batched:
            operands[k] = batch + operands[k]
        values.append(value)
    return wrap(op(",".join(operands) + "->" + batch + output, *values), level)


def scaled_product(rule, op, level, input, a, b, beta=1, alpha=1, out=None):
    """addmm, addmv, baddbmm: beta * input + alpha * (a @ b) with the batched ops (beta = 0 ignores input,
    NaN included, as PyTorch's)."""
    ops = _ops()
    if rule.name == "addmm" and (a.ndim, b.ndim) != (2, 2) or rule.name == "addmv" and (a.ndim, b.ndim) != (2, 1) \
            or rule.name == "baddbmm" and (a.ndim, b.ndim) != (3, 3):
        return NotImplemented
    product = ops.matmul(a, b)
    product = product if alpha == 1 else ops.mul(product, alpha)
    if beta == 0:
        return product
    return ops.add(input if beta == 1 else ops.mul(input, beta), product)
