"""specgrad.autograd.functional: vjp, jvp, jacobian, hessian, hvp and vhp of a Python function.

As torch.autograd.functional, built on autograd.grad alone (reverse mode): jvp and hvp use the
double-backward trick, and jacobian/hessian ask for one row at a time (no vmap, no forward mode).

Every function takes a Tensor or a tuple of Tensors and answers in the same form. The inputs are
copied into new tensors that require grad, so the caller's tensors are never touched and get no
.grad. With create_graph=True the results stay in the graph (and can be differentiated again);
otherwise they are detached. An output independent of an input gives zeros, or with strict=True
PyTorch's error.
"""
from specgrad.grad_mode import enable_grad, is_grad_enabled, set_grad_enabled
from specgrad.tensor import Tensor

__all__ = ["vjp", "jvp", "jacobian", "hessian", "hvp", "vhp"]


# ------------------------------------------------------------------------------ helpers

def _as_tuple(inp, arg_name, fn_name):
    """(was it a tuple, the tensors as a tuple), refusing anything but Tensors."""
    is_tuple = isinstance(inp, tuple)
    inp = inp if is_tuple else (inp,)
    for i, el in enumerate(inp):
        if not isinstance(el, Tensor):
            where = f"value at index {i}" if is_tuple else f"given {arg_name}"
            raise TypeError(f"The {arg_name} given to {fn_name} must be either a Tensor or a tuple of Tensors but "
                            f"the {where} has type {type(el)}.")
    return is_tuple, inp


def _tuple_postprocess(res, to_unpack):
    """Undo _as_tuple: to_unpack is one flag, or (outer, inner) flags for a tuple of tuples."""
    if isinstance(to_unpack, tuple):
        outer, inner = to_unpack
        if not inner:
            res = tuple(el[0] for el in res)
        if not outer:
            res = res[0]
    elif not to_unpack:
        res = res[0]
    return res


def _grad_preprocess(inputs, create_graph, need_graph):
    """New tensor objects for the inputs, so that grad() can tell them from the same tensors captured
    by the function's closure (pytorch/pytorch#32576). With create_graph, inputs that require grad
    stay connected (a view) so the result can be differentiated with respect to them."""
    return tuple(inp.view(inp.shape) if create_graph and inp.requires_grad
                 else inp.detach().requires_grad_(need_graph) for inp in inputs)


def _grad_postprocess(inputs, create_graph):
    """Detach the results (recursing into tuples of tuples) unless the caller asked for a graph."""
    if isinstance(inputs[0], Tensor):
        return inputs if create_graph else tuple(inp.detach() for inp in inputs)
    return tuple(_grad_postprocess(inp, create_graph) for inp in inputs)


def _validate_v(v, other, is_other_tuple):
    """v must have one tensor per tensor of `other`, of the same size."""
    if len(other) != len(v):
        if is_other_tuple:
            raise RuntimeError(f"v is a tuple of invalid length: should be {len(other)} but got {len(v)}.")
        raise RuntimeError("The given v should contain a single Tensor.")
    for idx, (el_v, el_other) in enumerate(zip(v, other)):
        if el_v.size() != el_other.size():
            prepend = f"Entry {idx} in " if is_other_tuple else ""
            raise RuntimeError(f"{prepend}v has invalid size: should be {el_other.size()} but got {el_v.size()}.")


_NOT_REQUIRING_GRAD = {
    "outputs": "Output {} of the user-provided function does not require gradients. The outputs must be computed "
               "in a differentiable manner from the input when running in strict mode.",
    "grad_inputs": "The gradient with respect to input {} is independent of the inputs of the user-provided "
                   "function. This is not allowed in strict mode.",
    "jacobian": "While computing the hessian, found that the jacobian of the user-provided function with respect "
                "to input {} is independent of the input. This is not allowed in strict mode. You should ensure "
                "that your function is twice differentiable and that the jacobian depends on the inputs (this "
                "would be violated by a linear function for example).",
}


def _check_requires_grad(tensors, kind, strict):
    """In strict mode, refuse a missing or constant tensor at the given stage (kind)."""
    if not strict:
        return
    for i, t in enumerate(tensors):
        if t is None:  # only grad() results can be None
            raise RuntimeError(f"The output of the user-provided function is independent of input {i}. "
                               "This is not allowed in strict mode.")
        if not t.requires_grad:
            raise RuntimeError(_NOT_REQUIRING_GRAD[kind].format(i))


def _autograd_grad(outputs, inputs, grad_outputs=None, create_graph=False, retain_graph=None):
    """autograd.grad that skips outputs that are None or constant, and gives None for unused inputs."""
    from specgrad.autograd import grad
    if grad_outputs is None:
        grad_outputs = (None,) * len(outputs)
    kept = [(out, g) for out, g in zip(outputs, grad_outputs) if out is not None and out.requires_grad]
    if not kept:  # nothing differentiable: no need to run the engine
        return (None,) * len(inputs)
    new_outputs, new_grad_outputs = zip(*kept)
    return grad(new_outputs, inputs, new_grad_outputs, allow_unused=True, create_graph=create_graph,
                retain_graph=retain_graph)


_INDEPENDENT = {
    "back": "The output of the user-provided function is independent of input {}. This is not allowed in "
            "strict mode.",
    "back_trick": "The gradient with respect to the input is independent of entry {} in the grad_outputs when "
                  "using the double backward trick to compute forward mode gradients. This is not allowed in "
                  "strict mode.",
    "double_back": "The jacobian of the user-provided function is independent of input {}. This is not allowed "
                   "in strict mode.",
    "double_back_trick": "The hessian of the user-provided function is independent of entry {} in the "
                         "grad_jacobian. This is not allowed in strict mode as it prevents from using the double "
                         "backward trick to replace forward mode AD.",
}


def _fill_in_zeros(grads, refs, strict, create_graph, stage):
    """Replace a None gradient by zeros shaped as refs[i] (the mathematical value), or raise in strict mode;
    with create_graph, strict also refuses a gradient that is constant (cannot be differentiated again)."""
    from specgrad import zeros_like
    res = []
    for i, g in enumerate(grads):
        if g is None:
            if strict:
                raise RuntimeError(_INDEPENDENT[stage].format(i))
            g = zeros_like(refs[i])
        elif strict and create_graph and not g.requires_grad:
            what = "hessian" if "double" in stage else "jacobian"
            raise RuntimeError(f"The {what} of the user-provided function is independent of input {i}. "
                               "This is not allowed in strict mode when create_graph=True.")
        res.append(g)
    return tuple(res)


def _prepare_v(v, refs, is_refs_tuple, create_graph, fn_name, none_message):
    """v as a tuple checked against refs; None only allowed when refs is one single-element tensor."""
    if v is not None:
        _, v = _as_tuple(v, "v", fn_name)
        v = _grad_preprocess(v, create_graph=create_graph, need_graph=False)
        _validate_v(v, refs, is_refs_tuple)
    elif len(refs) != 1 or refs[0].nelement() != 1:
        raise RuntimeError(none_message)
    return v


_V_NONE_INPUT = ("The vector v can only be None if the input to the user-provided function is a single Tensor "
                 "with a single element.")


def _scalar_output(func, inputs, strict, fn_name):
    """Run func, which must return one single-element Tensor (hessian, vhp, hvp)."""
    is_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", fn_name)
    _check_requires_grad(outputs, "outputs", strict=strict)
    if is_tuple:
        raise RuntimeError(f"The function given to {fn_name} should return a single Tensor")
    if outputs[0].nelement() != 1:
        raise RuntimeError(f"The Tensor returned by the function given to {fn_name} should contain a single element")
    return outputs


# ------------------------------------------------------------------------------ public API

def vjp(func, inputs, v=None, create_graph=False, strict=False):
    """(func(inputs), v^T J): the vector-Jacobian product, shaped as the inputs.

    v may be omitted only when func returns a single-element Tensor."""
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "vjp")
        inputs = _grad_preprocess(inputs, create_graph=create_graph, need_graph=True)
        is_outputs_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", "vjp")
        _check_requires_grad(outputs, "outputs", strict=strict)
        v = _prepare_v(v, outputs, is_outputs_tuple, create_graph, "vjp",
                       "The vector v can only be None if the user-provided function returns a single Tensor "
                       "with a single element.")

    # the last backward records a graph only if asked to (or if the caller's mode records anyway)
    with set_grad_enabled(create_graph or is_grad_enabled()):
        grad_res = _autograd_grad(outputs, inputs, v, create_graph=create_graph)
        result = _fill_in_zeros(grad_res, inputs, strict, create_graph, "back")

    return (_tuple_postprocess(_grad_postprocess(outputs, create_graph), is_outputs_tuple),
            _tuple_postprocess(_grad_postprocess(result, create_graph), is_inputs_tuple))


def jvp(func, inputs, v=None, create_graph=False, strict=False):
    """(func(inputs), J v): the Jacobian-vector product, shaped as the outputs.

    Without forward mode, this is the double-backward trick: g -> J^T g is linear in g, so
    differentiating J^T g with respect to g, weighted by v, gives J v."""
    from specgrad import zeros_like
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jvp")
        inputs = _grad_preprocess(inputs, create_graph=create_graph, need_graph=True)
        v = _prepare_v(v, inputs, is_inputs_tuple, create_graph, "jvp", _V_NONE_INPUT)
        is_outputs_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", "jvp")
        _check_requires_grad(outputs, "outputs", strict=strict)
        # the value of g does not matter (the backward is linear in it) as long as it is finite
        grad_outputs = tuple(zeros_like(out, requires_grad=True) for out in outputs)
        grad_inputs = _autograd_grad(outputs, inputs, grad_outputs, create_graph=True)
        _check_requires_grad(grad_inputs, "grad_inputs", strict=strict)

    with set_grad_enabled(create_graph or is_grad_enabled()):
        grad_res = _autograd_grad(grad_inputs, grad_outputs, v, create_graph=create_graph)
        result = _fill_in_zeros(grad_res, outputs, strict, create_graph, "back_trick")

    return (_tuple_postprocess(_grad_postprocess(outputs, create_graph), is_outputs_tuple),
            _tuple_postprocess(_grad_postprocess(result, create_graph), is_outputs_tuple))


def jacobian(func, inputs, create_graph=False, strict=False, vectorize=False, strategy="reverse-mode"):
    """The Jacobian of func: for output i and input j, a tensor of size output_i.size() + input_j.size().

    One input and one output give a Tensor; a tuple on one side a tuple; tuples on both sides a tuple of
    tuples, jacobian[i][j]. Computed row by row, one backward per output element."""
    from specgrad import stack, zeros_like
    if strategy not in ("forward-mode", "reverse-mode"):
        raise AssertionError('Expected strategy to be either "forward-mode" or "reverse-mode". Hint: If your '
                             'function has more outputs than inputs, "forward-mode" tends to be more performant. '
                             'Otherwise, prefer to use "reverse-mode".')
    if strategy == "forward-mode" and create_graph:
        raise NotImplementedError('torch.autograd.functional.jacobian: `create_graph=True` and '
                                  '`strategy="forward-mode"` are not supported together (yet). Please either set '
                                  '`create_graph=False` or `strategy="reverse-mode"`.')
    if strategy == "forward-mode" and not vectorize:
        raise NotImplementedError("Computing Jacobian using forward-AD or forward-over-reverse Hessian is "
                                  "only implemented for `vectorize=True`.")
    if vectorize:  # through specgrad.func: jacfwd (forward mode) or jacrev
        return _jacobian_by_transform(func, inputs, create_graph, strategy)

    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
        inputs = _grad_preprocess(inputs, create_graph=create_graph, need_graph=True)
        is_outputs_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", "jacobian")
        _check_requires_grad(outputs, "outputs", strict=strict)

        jac = []
        for i, out in enumerate(outputs):
            rows = [[] for _ in inputs]  # rows[j]: d out.flat[k] / d inputs[j], for each k
            for k in range(out.nelement()):
                grads = _autograd_grad((out.reshape(-1)[k],), inputs, retain_graph=True, create_graph=create_graph)
                for j, (g, inp) in enumerate(zip(grads, inputs)):
                    if g is None:
                        if strict:
                            raise RuntimeError(f"Output {i} of the user-provided function is independent of "
                                               f"input {j}. This is not allowed in strict mode.")
                        g = zeros_like(inp)
                    elif strict and create_graph and not g.requires_grad:
                        # PyTorch's message names the output index i here, not the input
                        raise RuntimeError(f"The jacobian of the user-provided function is independent of input "
                                           f"{i}. This is not allowed in strict mode when create_graph=True.")
                    rows[j].append(g)
            jac.append(tuple(stack(r, dim=0).view(tuple(out.size()) + tuple(inp.size()))
                             for r, inp in zip(rows, inputs)))

        return _tuple_postprocess(_grad_postprocess(tuple(jac), create_graph), (is_outputs_tuple, is_inputs_tuple))


def _jacobian_by_transform(func, inputs, create_graph, strategy):
    """jacobian(vectorize=True): specgrad.func's jacfwd or jacrev over every input, shaped as jacobian's."""
    from specgrad import func as transforms
    is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
    outputs_are_tuple = []

    def call(*args):
        out = func(*args)
        outputs_are_tuple.append(isinstance(out, tuple))
        return out
    transform = transforms.jacfwd if strategy == "forward-mode" else transforms.jacrev
    jac = transform(call, argnums=tuple(range(len(inputs))))(*inputs)
    if not outputs_are_tuple[-1]:
        jac = (jac,)
    jac = tuple(tuple(block if create_graph else block.detach() for block in row) for row in jac)
    return _tuple_postprocess(jac, (outputs_are_tuple[-1], is_inputs_tuple))


def hessian(func, inputs, create_graph=False, strict=False, vectorize=False, outer_jacobian_strategy="reverse-mode"):
    """The Hessian of a scalar func: the Jacobian of its gradient.

    One input gives a Tensor of size input.size() + input.size(); a tuple gives hessian[i][j] for
    inputs i and j."""
    is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "hessian")
    if outer_jacobian_strategy not in ("forward-mode", "reverse-mode"):
        raise AssertionError('Expected strategy to be either "forward-mode" or "reverse-mode".')

    def single_output_function(*inp):
        return _scalar_output(func, inp, strict, "hessian")[0].squeeze()

    def jac_func(*inp):
        # the inner Jacobian must stay in the graph for the outer one to differentiate it
        jac = jacobian(single_output_function, inp, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict=strict)
        return jac

    if vectorize and outer_jacobian_strategy == "forward-mode":  # forward-over-reverse, as func.hessian
        from specgrad import func as transforms
        argnums = tuple(range(len(inputs)))
        res = transforms.jacfwd(transforms.jacrev(single_output_function, argnums), argnums)(*inputs)
        res = tuple(tuple(block if create_graph else block.detach() for block in row) for row in res)
        return _tuple_postprocess(res, (is_inputs_tuple, is_inputs_tuple))
    res = jacobian(jac_func, inputs, create_graph=create_graph, strict=strict, vectorize=vectorize,
                   strategy=outer_jacobian_strategy)
    return _tuple_postprocess(res, (is_inputs_tuple, is_inputs_tuple))


def vhp(func, inputs, v=None, create_graph=False, strict=False):
    """(func(inputs), v^T H) for a scalar func: the gradient of (grad f . v), shaped as the inputs."""
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "vhp")
        inputs = _grad_preprocess(inputs, create_graph=create_graph, need_graph=True)
        v = _prepare_v(v, inputs, is_inputs_tuple, create_graph, "vhp", _V_NONE_INPUT)
        outputs = _scalar_output(func, inputs, strict, "vhp")
        jac = _autograd_grad(outputs, inputs, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict=strict)

    with set_grad_enabled(create_graph or is_grad_enabled()):
        grad_res = _autograd_grad(jac, inputs, v, create_graph=create_graph)
        result = _fill_in_zeros(grad_res, inputs, strict, create_graph, "double_back")

    return (_tuple_postprocess(_grad_postprocess(outputs, create_graph), False),
            _tuple_postprocess(_grad_postprocess(result, create_graph), is_inputs_tuple))


def hvp(func, inputs, v=None, create_graph=False, strict=False):
    """(func(inputs), H v) for a scalar func, by the double-backward trick on v^T H.

    Slower than vhp, and equal to it when func is twice continuously differentiable (H symmetric)."""
    from specgrad import zeros_like
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "hvp")
        inputs = _grad_preprocess(inputs, create_graph=create_graph, need_graph=True)
        v = _prepare_v(v, inputs, is_inputs_tuple, create_graph, "hvp", _V_NONE_INPUT)
        outputs = _scalar_output(func, inputs, strict, "hvp")
        jac = _autograd_grad(outputs, inputs, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict=strict)
        # g -> H^T g is linear in g: its derivative with respect to g, weighted by v, is H v
        grad_jac = tuple(zeros_like(inp, requires_grad=True) for inp in inputs)
        double_back = _autograd_grad(jac, inputs, grad_jac, create_graph=True)

    with set_grad_enabled(create_graph or is_grad_enabled()):
        grad_res = _autograd_grad(double_back, grad_jac, v, create_graph=create_graph)
        result = _fill_in_zeros(grad_res, inputs, strict, create_graph, "double_back_trick")

    return (_tuple_postprocess(_grad_postprocess(outputs, create_graph), False),
            _tuple_postprocess(_grad_postprocess(result, create_graph), is_inputs_tuple))
