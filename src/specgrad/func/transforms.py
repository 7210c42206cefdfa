"""grad, grad_and_value, vjp, jvp, linearize, jacrev, jacfwd, hessian: torch.func's transforms.

Each takes a function of tensors and returns a function, so they compose: grad(grad(f)), jacfwd(jacrev(f)).
Reverse-mode transforms run specgrad's autograd with create_graph=True when an outer transform may
differentiate their result (an input that requires grad or carries a tangent), so nesting works without
functorch's levels; forward-mode ones open a dual level (specgrad.autograd.forward_ad), which holds one
level at a time: jvp inside jvp is refused. jacrev and jacfwd batch their rows and columns with vmap: jacrev
runs one backward pass on a batch of unit cotangents (its formulas as ops, with batching rules), jacfwd one
forward pass on a batch of unit tangents (a vmap level of tangents only). Inside vmap, grad and vjp give each
example its own leaves (unbatched inputs expanded to the batch) and differentiate under the levels.
"""
import math

from specgrad import grad_mode
from specgrad.autograd import forward_ad
from specgrad.func import batching
from specgrad.func.pytree import flatten, unflatten
from specgrad.func.vmap import check_randomness, mapped


def _tensor_class():
    from specgrad.tensor import Tensor
    return Tensor


def _check_argnums(argnums, count, name):
    numbers = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    if not numbers or not all(isinstance(n, int) for n in numbers):
        raise RuntimeError(f"{name}: argnums must be int or Tuple[int, ...], got: {argnums!r}")
    for n in numbers:
        if not -count <= n < count:
            raise RuntimeError(f"Got argnums={n}, but only {count} positional inputs")
    return tuple(n % count for n in numbers)


def _differentiable_alias(value):
    """A tensor that reverse mode can differentiate with respect to: an alias of `value` in its graph when
    an outer transform differentiates it (it requires grad or has a tangent), else a fresh leaf."""
    Tensor = _tensor_class()
    if not isinstance(value, Tensor):
        raise RuntimeError(f"expected the differentiated inputs to be Tensors, got {type(value).__name__}")
    if not value.is_floating_point():
        raise RuntimeError("only Tensors of floating point dtype can require gradients")
    if value.requires_grad:
        with grad_mode.enable_grad():
            return value.view_as(value)
    leaf = value.detach().requires_grad_(True)
    tangent = forward_ad.tangent_of(value)
    return forward_ad.with_tangent(leaf, tangent) if tangent is not None else leaf  # (jacfwd of jacrev)


def _leaf(value):
    """(what func receives, what autograd differentiates). Inside vmap the input is first batched at every
    open level (an unbatched one expanded), so that each example gets its own gradient; autograd runs on the
    tensors under the levels, whose examples are independent."""
    levels = batching.open_levels()
    if not levels:
        alias = _differentiable_alias(value)
        return alias, alias
    batched = batching.to_levels(value, levels) if isinstance(value, _tensor_class()) else value
    alias = _differentiable_alias(batching.physical(batched))
    return batching.rewrap(alias, batched), alias


def _under_levels(output, like=None):
    """An output (or a cotangent, batched as `like`) as the tensor under its vmap levels."""
    if not batching.open_levels():
        return output
    levels = batching.levels_of(output if like is None else like)
    return batching.physical(batching.to_levels(output, reversed(levels)))


def _nested(values):
    """Whether a result may be differentiated again (an outer grad or a dual level sees these inputs)."""
    return any(getattr(v, "requires_grad", False) or forward_ad.tangent_of(v) is not None for v in values)


def _split_aux(output, has_aux, name):
    if not has_aux:
        return output, None
    if not (isinstance(output, tuple) and len(output) == 2):
        raise RuntimeError(f"{name}(f, ...): output of function f should be a tuple: (output, aux) if has_aux is True")
    return output


def vjp(func, *primals, has_aux=False):
    """(func(*primals), vjp_fn): vjp_fn(cotangents) gives the gradients of <cotangents, output> with respect
    to each primal (a tuple, one per primal, pytrees alike)."""
    from specgrad.autograd import grad as autograd_grad
    flat, spec = flatten(primals)
    pairs = [_leaf(p) for p in flat]
    inner, leaves = [seen for seen, _ in pairs], [leaf for _, leaf in pairs]
    nested = _nested(flat)
    with grad_mode.enable_grad():
        output, aux = _split_aux(func(*unflatten(inner, spec)), has_aux, "vjp")
    outputs, out_spec = flatten(output)
    # outputs with a tangent: func closed over a dual tensor (the inner vjp of a jvp within a jvp), whose
    # tangent the gradients must carry, so they are taken as ops
    nested = nested or any(forward_ad.tangent_of(o) is not None for o in outputs)

    def vjp_fn(cotangents):
        cots, cot_spec = flatten(cotangents)
        if cot_spec != out_spec:
            raise RuntimeError("Expected pytree structure of cotangents to be the same as pytree structure of "
                               "outputs to the function")
        # cotangents batched where their output is not (jacrev's rows under vmap): backward runs on the batch
        # itself, its formulas as ops (batching rules), as PyTorch's is_grads_batched
        batched_rows = any(set(batching.levels_of(c)) - set(batching.levels_of(o)) for o, c in zip(outputs, cots))
        if batched_rows and any(batching.levels_of(o) for o in outputs):
            raise batching.Unbatchable("takes a batch of cotangents of a batched output")
        pairs = [(o, c) if batched_rows else (_under_levels(o), _under_levels(c, o))
                 for o, c in zip(outputs, cots) if o.requires_grad]
        if not pairs:  # no output depends on the primals: zeros
            grads = [None] * len(inner)
        else:
            grads = autograd_grad([o for o, _ in pairs], leaves, [c for _, c in pairs], retain_graph=True,
                                  create_graph=nested or batched_rows or _nested(cots), allow_unused=True)
            if batched_rows and not (nested or _nested(cots)):  # (ops ran the formulas: nothing differentiates them)
                grads = [g.detach() if g is not None else None for g in grads]
        grads = [batching.rewrap(g, p) if g is not None else _zeros_like(p) for g, p in zip(grads, inner)]
        return unflatten(grads, spec)

    plain = unflatten([o if nested else o.detach() for o in outputs], out_spec)
    return (plain, vjp_fn, aux) if has_aux else (plain, vjp_fn)


def _ones_like(t):
    from specgrad.creation import ones_like
    return ones_like(t)


def _zeros_like(t):
    from specgrad.creation import zeros_like
    return zeros_like(t)


def grad_and_value(func, argnums=0, has_aux=False):
    """A function returning (gradient, value) of func, a function with a scalar tensor output, with respect
    to the positional arguments `argnums` (an int or a tuple of ints: a tuple of gradients)."""
    def wrapper(*args, **kwargs):
        from specgrad.autograd import grad as autograd_grad
        numbers = _check_argnums(argnums, len(args), "grad_and_value")
        args = list(args)
        flats, originals, leaves = {}, [], []
        for n in numbers:
            flat, spec = flatten(args[n])
            originals += flat
            pairs = [_leaf(t) for t in flat]
            leaves += [leaf for _, leaf in pairs]
            flats[n] = ([seen for seen, _ in pairs], spec)
            args[n] = unflatten(flats[n][0], spec)
        nested = _nested(originals)
        with grad_mode.enable_grad():
            output, aux = _split_aux(func(*args, **kwargs), has_aux, "grad_and_value")
        Tensor = _tensor_class()
        if not isinstance(output, Tensor) or output.numel() != 1 or output.ndim != 0:
            raise RuntimeError("grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, got "
                               + (f"tensor with {output.ndim} dims" if isinstance(output, Tensor)
                                  else type(output).__name__))
        inputs = [t for n in numbers for t in flats[n][0]]
        nested = nested or forward_ad.tangent_of(output) is not None
        if output.requires_grad:
            under = _under_levels(output)  # one loss per example under vmap: each differentiated by itself
            grads = autograd_grad(under, leaves, _ones_like(under) if under.ndim else None, create_graph=nested,
                                  allow_unused=True)
        else:
            grads = [None] * len(inputs)
        grads = [batching.rewrap(g, t) if g is not None else _zeros_like(t) for g, t in zip(grads, inputs)]
        results, at = [], 0
        for n in numbers:
            count = len(flats[n][0])
            results.append(unflatten(grads[at:at + count], flats[n][1]))
            at += count
        gradient = results[0] if isinstance(argnums, int) else tuple(results)
        value = output if nested else output.detach()
        return (gradient, (value, aux)) if has_aux else (gradient, value)
    return wrapper


def grad(func, argnums=0, has_aux=False):
    """The gradient of func (scalar tensor output) with respect to the arguments `argnums`: torch.func.grad."""
    both = grad_and_value(func, argnums, has_aux)

    def wrapper(*args, **kwargs):
        gradient, value = both(*args, **kwargs)
        return (gradient, value[1]) if has_aux else gradient
    return wrapper


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    """(func(*primals), the derivative of func at primals along tangents): one forward pass with dual
    tensors (forward_ad)."""
    if strict:
        raise RuntimeError("jvp(f, primals, tangents): strict=True is not yet implemented")
    if not isinstance(primals, tuple) or not isinstance(tangents, tuple):
        raise RuntimeError("jvp(f, primals, tangents): Expected primals and tangents to be tuples")
    flat_p, spec_p = flatten(primals)
    flat_t, spec_t = flatten(tangents)
    if spec_p != spec_t:
        raise RuntimeError("jvp(f, primals, tangents): Expected primals and tangents to have the same python "
                           "structure")
    for p, t in zip(flat_p, flat_t):
        if tuple(p.shape) != tuple(t.shape):
            raise RuntimeError(f"jvp(f, primals, tangents): Expected primals and tangents to have the same "
                               f"shape, got {list(p.shape)} and {list(t.shape)}")
    if forward_ad._level is not None:
        return _jvp_by_double_vjp(func, primals, tangents, has_aux)
    with forward_ad.dual_level():
        duals = [forward_ad.make_dual(p, t.to(p.dtype)) for p, t in zip(flat_p, flat_t)]
        output, aux = _split_aux(func(*unflatten(duals, spec_p)), has_aux, "jvp")
        outputs, out_spec = flatten(output)
        values, derivatives = [], []
        for o in outputs:
            primal, tangent = forward_ad.unpack_dual(o)
            values.append(primal)
            derivatives.append(tangent if tangent is not None else _zeros_like(primal))
    if not any(getattr(t, "requires_grad", False) for t in flat_p + flat_t):
        # nothing outside differentiates this: the graph the inner transforms built (jacrev's) is dropped
        values, derivatives = [v.detach() for v in values], [d.detach() for d in derivatives]
    result = (unflatten(values, out_spec), unflatten(derivatives, out_spec))
    return (*result, aux) if has_aux else result


def _jvp_by_double_vjp(func, primals, tangents, has_aux):
    """jvp within another jvp's dual level (jacfwd of jacfwd, jvp of jvp): forward mode holds one level at a
    time, so this one is J v by two reverse passes, u -> J^T u (linear in u) transposed at v. The outer level's
    tangents flow through both as through any backward (forward over reverse): the same derivatives, at the cost
    of reverse mode."""
    value, vjp_fn, *aux = vjp(func, *primals, has_aux=has_aux)
    outputs, out_spec = flatten(value)
    seeds = unflatten([_zeros_like(o) for o in outputs], out_spec)
    _, transpose = vjp(vjp_fn, seeds)
    (derivative,) = transpose(tangents)
    return (value, derivative, *aux)


def linearize(func, *primals):
    """(func(*primals), jvp_fn): jvp_fn(*tangents) is the derivative at primals along tangents (each call a
    forward pass with dual tensors: nothing is traced)."""
    output = func(*primals)

    def jvp_fn(*tangents):
        return jvp(func, primals, tangents)[1]
    return output, jvp_fn


def _basis(t):
    """The unit tangents of a tensor's elements, one at a time."""
    from specgrad.creation import zeros
    for i in range(t.numel()):
        e = zeros(t.numel(), dtype=t.dtype)
        e[i] = 1.0
        yield e.reshape(tuple(t.shape))


def _stack_jacobian(rows, out_shape, in_shape, by_output):
    """Rows (one per output element, or one per input element) as a tensor of shape out_shape + in_shape."""
    from specgrad.generated import ops
    if not rows:
        from specgrad.creation import zeros
        return zeros(tuple(out_shape) + tuple(in_shape))
    stacked = ops.stack(rows)
    if by_output:  # rows[k] has in_shape: k runs over outputs
        return stacked.reshape(tuple(out_shape) + tuple(in_shape))
    # rows[k] has out_shape, k over inputs: move the input axis last
    flat = stacked.reshape(math.prod(in_shape), math.prod(out_shape))
    return flat.transpose(0, 1).reshape(tuple(out_shape) + tuple(in_shape))


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None):
    """The Jacobian of func with respect to the arguments `argnums` by reverse mode: one forward pass, one
    vjp per output element. Shape: output's shape + input's shape (nested as the outputs and argnums)."""
    def wrapper(*args):  # (chunk_size: rows are taken one at a time anyway)
        numbers = _check_argnums(argnums, len(args), "jacrev")
        chosen = tuple(args[n] for n in numbers)

        def of_chosen(*values):
            full = list(args)
            for n, v in zip(numbers, values):
                full[n] = v
            return func(*full)
        output, vjp_fn, *aux = vjp(of_chosen, *chosen, has_aux=has_aux)
        outputs, out_spec = flatten(output)
        flat_in, in_spec = flatten(chosen)
        per_output = []
        for k, o in enumerate(outputs):
            def row(e):  # the vjp of one unit cotangent of output k
                cots = [e if j == k else _zeros_like(other) for j, other in enumerate(outputs)]
                return flatten(vjp_fn(unflatten(cots, out_spec)))[0]
            if o.numel() > 1:  # every row at once: vmap over the unit cotangents (one batched backward pass)
                from specgrad.func.vmap import vmap
                from specgrad.creation import eye
                units = eye(o.numel(), dtype=o.dtype).reshape((o.numel(),) + tuple(o.shape))
                blocks = [g.reshape(tuple(o.shape) + tuple(x.shape)) for g, x in zip(vmap(row)(units), flat_in)]
            else:
                rows = [[] for _ in flat_in]
                for e in _basis(o):
                    for r, g in zip(rows, row(e)):
                        r.append(g)
                blocks = [_stack_jacobian(r, o.shape, x.shape, True) for r, x in zip(rows, flat_in)]
            per_output.append(_by_argnums(unflatten(blocks, in_spec), argnums))
        jacobian = unflatten(per_output, out_spec)
        return (jacobian, aux[0]) if has_aux else jacobian
    return wrapper


def _by_argnums(per_argument, argnums):
    """The Jacobian block(s) of one output: a single one for an int argnums, a tuple for a tuple."""
    return per_argument[0] if isinstance(argnums, int) else tuple(per_argument)


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    """The Jacobian of func with respect to the arguments `argnums` by forward mode: the jvps of all unit
    tangents of an input in one batched forward pass. Shape: output's shape + input's shape (nested as the
    outputs and argnums). randomness: as vmap's (a random op inside raises by default)."""
    check_randomness(randomness)

    def wrapper(*args):
        from specgrad.creation import eye
        from specgrad.generated import ops
        numbers = _check_argnums(argnums, len(args), "jacfwd")
        chosen = tuple(args[n] for n in numbers)
        flat_in, in_spec = flatten(chosen)

        def of_flat(*values):
            full = list(args)
            for n, v in zip(numbers, unflatten(list(values), in_spec)):
                full[n] = v
            return func(*full)
        found = {}  # the primal output and aux, from inside the batched jvp (shared by every column)

        def column(tangent, i):  # the jvps of a batch of unit tangents of input i
            tangents = tuple(tangent if j == i else _zeros_like(other) for j, other in enumerate(flat_in))
            result = jvp(of_flat, tuple(flat_in), tangents, has_aux=has_aux)
            found["output"], found["aux"] = result[0], result[2] if has_aux else None
            return flatten(result[1])[0]
        columns = []  # per input: per output, the jvps of its unit tangents, (elements, *output shape)
        for i, x in enumerate(flat_in):
            if x.numel() == 0:
                columns.append(None)
                continue
            units = eye(x.numel(), dtype=x.dtype).reshape((x.numel(),) + tuple(x.shape))
            # one forward pass for all of them: their batch is a vmap level of tangents only (the primals
            # stay shared); where that has no batching rule, vmap takes them one at a time
            columns.append(mapped(lambda t, i=i: column(t, i), randomness=randomness, tangents_only=True)(units))
        output, aux = found.get("output"), found.get("aux")
        if output is None:  # no input elements: evaluate once for the output's structure
            output = func(*args)
            output, aux = _split_aux(output, has_aux, "jacfwd")
        outputs, out_spec = flatten(output)
        per_output = []
        for k, o in enumerate(outputs):
            blocks = [_stack_jacobian([], o.shape, x.shape, False) if cols is None else
                      ops.movedim(cols[k], 0, -1).reshape(tuple(o.shape) + tuple(x.shape))
                      for cols, x in zip(columns, flat_in)]
            per_output.append(_by_argnums(unflatten(blocks, in_spec), argnums))
        jacobian = unflatten(per_output, out_spec)
        return (jacobian, aux) if has_aux else jacobian
    return wrapper


def hessian(func, argnums=0):
    """The Hessian of a scalar function: jacfwd(jacrev(func)), forward-over-reverse as torch.func.hessian."""
    return jacfwd(jacrev(func, argnums), argnums)
