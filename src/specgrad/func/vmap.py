"""vmap: a function over one example mapped over a batch, as torch.func.vmap.

The function runs once, on BatchedTensors (batching.py): each op applies its batching rule, derived from
derivatives.yaml, to the whole batch; an op without one loops over the examples (functorch's fallback).
Code that reads a batched tensor's values outside the ops (.item(), data-dependent Python control flow)
makes vmap run the whole function once per example instead, warning once, with the same results. Nested
vmap, vmap(grad(f)) (per-sample gradients) and in_dims/out_dims as pytrees work either way.
"""
import warnings

from specgrad import random
from specgrad.func import batching
from specgrad.func.pytree import flatten, unflatten


def _dims_for(in_dims, args):
    """in_dims (an int, None, or a tree matching args as a prefix) as one dim per leaf of args."""
    def expand(dims, node):
        if dims is None or isinstance(dims, int):
            return [dims] * len(flatten(node)[0])
        if isinstance(dims, (tuple, list)) and isinstance(node, (tuple, list)) and len(dims) == len(node):
            return [d for sub, child in zip(dims, node) for d in expand(sub, child)]
        if isinstance(dims, dict) and isinstance(node, dict) and dims.keys() == node.keys():
            return [d for key in node for d in expand(dims[key], node[key])]
        raise ValueError(f"vmap(f, in_dims={in_dims}, ...)(<inputs>): in_dims is not compatible with the structure "
                         f"of `inputs`. in_dims has structure {type(dims).__name__} but inputs has structure "
                         f"{type(node).__name__}.")
    if not isinstance(in_dims, (int, tuple)) and in_dims is not None:
        raise ValueError(f"vmap(f, in_dims={in_dims}, ...): expected `in_dims` to be int or a (potentially nested) "
                         f"tuple matching the structure of inputs, got: {type(in_dims).__name__}.")
    return expand(in_dims, tuple(args))


def check_randomness(randomness):
    if randomness not in ("error", "different", "same"):
        raise RuntimeError(f"Only allowed values for randomness are 'error', 'different', or 'same'. "
                           f"Got {randomness}")


class draws:
    """Random draws inside a transform, by its `randomness`: "error" refuses them, "same" starts each call from
    the generator state the first one saw (draws(mode).restart() before each), "different" leaves them be."""

    def __init__(self, randomness, batched=False):
        self.randomness = randomness
        self.batched = batched
        self.state = random.default_generator.get_state() if randomness == "same" else None

    def restart(self):
        if self.state is not None:
            random.default_generator.set_state(self.state)

    def __enter__(self):
        self.refused = random.refuse_draws
        # batched, "different" needs a draw per example: the function then runs once per example
        random.refuse_draws = "error" if self.randomness == "error" else \
            "batched" if self.batched and self.randomness == "different" else False
        return self

    def __exit__(self, *exc):
        random.refuse_draws = self.refused


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    """func mapped over dimension in_dims of its inputs (None: not mapped), its outputs stacked at out_dims.
    randomness: "error" (a random op inside raises), "different" (each example draws its own numbers), or
    "same" (every example draws the same numbers)."""
    check_randomness(randomness)
    if chunk_size is not None and (not isinstance(chunk_size, int) or chunk_size <= 0):
        raise ValueError(f"vmap: chunk_size should be None or greater than 0. (got {chunk_size})")
    return mapped(func, in_dims, out_dims, randomness)


def mapped(func, in_dims=0, out_dims=0, randomness="error", tangents_only=False):
    """vmap's wrapper; tangents_only: the batch is of forward-mode tangents alone (jacfwd's columns)."""
    def wrapper(*args, **kwargs):
        from specgrad.tensor import Tensor
        leaves, spec = flatten(args)
        dims = _dims_for(in_dims, args)
        sizes = set()
        for leaf, d in zip(leaves, dims):
            if d is None:
                continue
            if not isinstance(leaf, Tensor):
                raise ValueError(f"vmap(f, in_dims={in_dims}, ...)(<inputs>): Got in_dim={d} for an input but "
                                 f"the input is of type {type(leaf)}. We cannot vmap over non-Tensor arguments, "
                                 f"please use None as the respective in_dim")
            if not -leaf.ndim <= d < max(leaf.ndim, 1) or leaf.ndim == 0:
                raise ValueError(f"vmap(f, in_dims={in_dims}, ...)(<inputs>): Got in_dim={d} for some input, but "
                                 f"that input is a Tensor of dimensionality {leaf.ndim} so expected in_dim to "
                                 f"satisfy -{leaf.ndim} <= in_dim < {leaf.ndim}.")
            sizes.add(leaf.shape[d])
        if not sizes:
            raise ValueError(f"vmap(f, in_dims={in_dims}, ...)(<inputs>): at least one input must be a Tensor "
                             f"mapped along a dimension (in_dims were all None)")
        if len(sizes) > 1:
            raise ValueError(f"vmap: Expected all tensors to have the same size in the mapped dimension, got sizes "
                             f"{sorted(sizes)} for the mapped dimension")
        (size,) = sizes
        try:
            return _batched(func, leaves, dims, spec, kwargs, size, out_dims, randomness, tangents_only)
        except batching.Unbatchable as reason:
            _warn_loop(func, reason)
        outputs = []
        with draws(randomness) as drawing:
            for i in range(size):
                drawing.restart()
                sliced = [leaf.select(d, i) if d is not None else leaf for leaf, d in zip(leaves, dims)]
                outputs.append(func(*unflatten(sliced, spec), **kwargs))
        return _stack(outputs, out_dims, size)
    return wrapper


def _batched(func, leaves, dims, spec, kwargs, size, out_dims, randomness, tangents_only):
    """func run once on BatchedTensors (each op by its batching rule); the batch dim moved to out_dims."""
    from specgrad.generated import ops
    level = batching.push(size, randomness, tangents_only)
    try:
        with draws(randomness, batched=True):
            wrapped = [batching.wrap(ops.movedim(leaf, d, 0) if d else leaf, level) if d is not None else leaf
                       for leaf, d in zip(leaves, dims)]
            output = func(*unflatten(wrapped, spec), **kwargs)
            flat, out_spec = flatten(output)
            out = _dims_for(out_dims, output) if not isinstance(out_dims, int) else [out_dims] * len(flat)
            return unflatten([_unbatched(o, d, level, size) for o, d in zip(flat, out)], out_spec)
    finally:
        batching.pop()


def _unbatched(value, d, level, size):
    """An output of the batched function as an ordinary tensor, its batch at dim d (an output that does not
    depend on the batch is expanded to it, as functorch's)."""
    from specgrad.generated import ops
    from specgrad.tensor import Tensor
    if not isinstance(value, Tensor):
        raise ValueError(f"vmap(f, ...): `f` must only return Tensors, got type {type(value)}. Did you mean to set "
                         f"out_dims= to None for output?")
    inner, is_batched = batching.unwrap_at(value, level)
    if d is None:
        if is_batched:
            raise ValueError("vmap(f, ..., out_dims=None): the output is batched (it depends on a mapped input), "
                             "so it needs an out_dim; out_dims=None is only for outputs that do not")
        return value
    if not is_batched:
        inner = ops.expand(ops.unsqueeze(value, 0), (size,) + tuple(value.shape))
    rank = inner.ndim
    if not -rank <= d < rank:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-rank}, {rank - 1}], but got {d})")
    return ops.movedim(inner, 0, d) if d % rank else inner


_warned_functions = set()


def _warn_loop(func, reason):
    name = getattr(func, "__qualname__", repr(func))
    if name not in _warned_functions:
        _warned_functions.add(name)
        warnings.warn(f"vmap: {name} {reason}, which has no batching rule: it runs once per example instead "
                      f"(correct, but as slow as a Python loop)", UserWarning, stacklevel=3)


def _stack(outputs, out_dims, size):
    from specgrad.generated import ops
    from specgrad.tensor import Tensor
    first, out_spec = flatten(outputs[0])
    columns = [flatten(o)[0] for o in outputs]
    dims = _dims_for(out_dims, outputs[0]) if not isinstance(out_dims, int) else [out_dims] * len(first)
    stacked = []
    for k, leaf in enumerate(first):
        if not isinstance(leaf, Tensor):
            raise ValueError(f"vmap(f, ...): `f` must only return Tensors, got type {type(leaf)}. Did you mean to "
                             f"set out_dims= to None for output?")
        d = dims[k]
        if d is None:
            stacked.append(leaf)
            continue
        if not -(leaf.ndim + 1) <= d <= leaf.ndim:
            raise IndexError(f"Dimension out of range (expected to be in range of [{-(leaf.ndim + 1)}, {leaf.ndim}]"
                             f", but got {d})")
        stacked.append(ops.stack([c[k] for c in columns], d))
    return unflatten(stacked, out_spec)
