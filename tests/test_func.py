"""specgrad.func (grad, grad_and_value, vjp, jvp, linearize, jacrev, jacfwd, hessian, vmap, functional_call)
against torch.func in float64: values, composition (per-sample gradients, Hessians), and PyTorch's errors."""
import numpy as np
import pytest

import specgrad
from specgrad import func as sf

RNG = np.random.default_rng(0)
W1 = RNG.standard_normal((5, 4))
X = RNG.standard_normal(5)
V = RNG.standard_normal(5)
XB = RNG.standard_normal((8, 5))
YB = RNG.standard_normal(8)


def _torch():
    return pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")


def _np(t):
    return t.detach().numpy()


def scalar_fn(lib):
    w = lib.tensor(W1)
    return lambda a: (lib.tanh(a @ w) * lib.sigmoid(a.sum())).sum() + (a ** 3).sum()


def vector_fn(lib):
    w = lib.tensor(W1)
    return lambda a: lib.softmax(lib.tanh(a @ w), -1) * a[:4]


def _same(ours, theirs, rtol=1e-10):
    np.testing.assert_allclose(_np(ours), _np(theirs), rtol=rtol, atol=1e-12)


@pytest.mark.parametrize("transform", ["grad", "jacrev", "jacfwd", "hessian"])
def test_transforms_match_torch_func(transform):
    torch = _torch()
    fn = scalar_fn if transform in ("grad", "hessian") else vector_fn
    ours = getattr(sf, transform)(fn(specgrad))(specgrad.tensor(X))
    theirs = getattr(torch.func, transform)(fn(torch))(torch.tensor(X))
    assert tuple(ours.shape) == tuple(theirs.shape)
    _same(ours, theirs)


def test_composed_second_derivatives_agree():
    """jacfwd(jacrev), jacrev(jacrev), jacrev(grad) and hessian are one matrix; grad(grad) of a scalar too."""
    x = specgrad.tensor(X)
    f = scalar_fn(specgrad)
    h = sf.hessian(f)(x)
    for other in (sf.jacrev(sf.jacrev(f)), sf.jacrev(sf.grad(f)), sf.jacfwd(sf.grad(f))):
        _same(other(x), h)
    g2 = sf.grad(sf.grad(lambda t: specgrad.sin(t) * t ** 2))(specgrad.tensor(0.7))
    np.testing.assert_allclose(g2.item(), -np.sin(0.7) * 0.49 + 4 * 0.7 * np.cos(0.7) + 2 * np.sin(0.7))


def test_grad_and_value_argnums_and_aux():
    torch = _torch()

    def f(lib):
        def fn(a, b):
            out = (a * b.sin()).sum()
            return out, {"b2": b * 2}
        return fn
    (ga, gb), (value, aux) = sf.grad_and_value(f(specgrad), argnums=(0, 1), has_aux=True)(
        specgrad.tensor(X), specgrad.tensor(V))
    (ta, tb), (tvalue, taux) = torch.func.grad_and_value(f(torch), argnums=(0, 1), has_aux=True)(
        torch.tensor(X), torch.tensor(V))
    _same(ga, ta), _same(gb, tb), _same(value, tvalue), _same(aux["b2"], taux["b2"])
    with pytest.raises(RuntimeError, match="scalar"):
        sf.grad(lambda a: a * 2)(specgrad.tensor(X))
    with pytest.raises(RuntimeError, match="argnums"):
        sf.grad(lambda a: a.sum(), argnums=3)(specgrad.tensor(X))


def test_vjp_jvp_linearize():
    torch = _torch()
    out, vjp_fn = sf.vjp(vector_fn(specgrad), specgrad.tensor(X))
    tout, tvjp_fn = torch.func.vjp(vector_fn(torch), torch.tensor(X))
    u = RNG.standard_normal(4)
    _same(out, tout)
    _same(vjp_fn(specgrad.tensor(u))[0], tvjp_fn(torch.tensor(u))[0])
    out, tangent = sf.jvp(vector_fn(specgrad), (specgrad.tensor(X),), (specgrad.tensor(V),))
    tout, ttangent = torch.func.jvp(vector_fn(torch), (torch.tensor(X),), (torch.tensor(V),))
    _same(out, tout), _same(tangent, ttangent)
    out, jvp_fn = sf.linearize(vector_fn(specgrad), specgrad.tensor(X))
    _same(jvp_fn(specgrad.tensor(V)), ttangent)
    with pytest.raises(RuntimeError, match="same shape"):
        sf.jvp(vector_fn(specgrad), (specgrad.tensor(X),), (specgrad.tensor(V[:3]),))


def _loss(lib):
    def loss(w, x, y):
        return ((lib.tanh(x @ w) - y) ** 2).sum()
    return loss


def test_per_sample_gradients_match_torch_func():
    torch = _torch()
    w = RNG.standard_normal(5)
    ours = sf.vmap(sf.grad(_loss(specgrad)), in_dims=(None, 0, 0))(
        specgrad.tensor(w), specgrad.tensor(XB), specgrad.tensor(YB))
    theirs = torch.func.vmap(torch.func.grad(_loss(torch)), in_dims=(None, 0, 0))(
        torch.tensor(w), torch.tensor(XB), torch.tensor(YB))
    _same(ours, theirs)


def test_per_sample_gradients_of_a_module_with_functional_call():
    torch = _torch()
    net = specgrad.nn.Sequential(specgrad.nn.Linear(5, 6), specgrad.nn.Tanh(), specgrad.nn.Linear(6, 2)).double()
    tnet = torch.nn.Sequential(torch.nn.Linear(5, 6), torch.nn.Tanh(), torch.nn.Linear(6, 2)).double()
    tnet.load_state_dict({k: torch.tensor(v.detach().numpy()) for k, v in net.state_dict().items()})
    params = {k: v.detach() for k, v in net.named_parameters()}
    tparams = {k: v.detach() for k, v in tnet.named_parameters()}

    def loss(lib, func, module):
        return lambda p, x: func.functional_call(module, p, (x[None],)).pow(2).sum()
    ours = sf.vmap(sf.grad(loss(specgrad, sf, net)), in_dims=(None, 0))(params, specgrad.tensor(XB))
    theirs = torch.func.vmap(torch.func.grad(loss(torch, torch.func, tnet)), in_dims=(None, 0))(
        tparams, torch.tensor(XB))
    assert ours.keys() == theirs.keys()
    for name in ours:
        _same(ours[name], theirs[name])
    assert all(p.grad is None for p in net.parameters())  # the module's own parameters were not touched
    assert net[0].weight is not params["0.weight"] and isinstance(net[0].weight, specgrad.nn.Parameter)


def test_vmap_dims_nesting_and_errors():
    torch = _torch()
    a = RNG.standard_normal((3, 4, 2))
    b = RNG.standard_normal((2, 4))
    for in_dims, out_dims, y in [((0, None), 0, b.T), ((2, 0), 1, b), ((1, 1), 0, b), ((1, 1), -1, b)]:
        ours = sf.vmap(lambda x, yy: (x * yy).sum(-1), in_dims=in_dims, out_dims=out_dims)
        theirs = torch.func.vmap(lambda x, yy: (x * yy).sum(-1), in_dims=in_dims, out_dims=out_dims)
        _same(ours(specgrad.tensor(a), specgrad.tensor(y)), theirs(torch.tensor(a), torch.tensor(y)))
    nested = sf.vmap(sf.vmap(lambda x: x.sum() * x))(specgrad.tensor(a))
    _same(nested, torch.func.vmap(torch.func.vmap(lambda x: x.sum() * x))(torch.tensor(a)))
    with pytest.raises(ValueError, match="same size in the mapped dimension"):
        sf.vmap(lambda x, y: x + y)(specgrad.zeros(3), specgrad.zeros(4))
    with pytest.raises(ValueError, match="non-Tensor"):
        sf.vmap(lambda x, y: x * y)(specgrad.zeros(3), 2.0)
    with pytest.raises(ValueError, match="in_dim"):
        sf.vmap(lambda x: x, in_dims=2)(specgrad.zeros(3, 4))


def test_vmap_randomness():
    x = specgrad.zeros(4, 3)
    with pytest.raises(RuntimeError, match="randomness"):
        sf.vmap(lambda t: t + specgrad.rand(3))(x)
    same = sf.vmap(lambda t: t + specgrad.rand(3), randomness="same")(x)
    assert np.all(same.numpy() == same.numpy()[0])
    different = sf.vmap(lambda t: t + specgrad.rand(3), randomness="different")(x)
    assert len({tuple(row) for row in different.numpy()}) == 4
    specgrad.rand(2)  # drawing is allowed again after vmap
    with pytest.raises(RuntimeError, match="randomness"):  # jacfwd batches its jvps as vmap does
        sf.jacfwd(lambda t: t * specgrad.rand(3))(specgrad.ones(3))
    specgrad.manual_seed(3)
    noise = sf.jacfwd(lambda t: t * specgrad.rand(3), randomness="same")(specgrad.ones(3))
    specgrad.manual_seed(3)
    np.testing.assert_array_equal(noise.numpy(), np.diag(specgrad.rand(3).numpy()))  # one draw for every column
    with pytest.raises(RuntimeError, match="strict=True"):
        sf.jvp(lambda t: t, (specgrad.ones(2),), (specgrad.ones(2),), strict=True)


def test_vmap_runs_the_function_once_on_the_whole_batch():
    """Batching rules, not a loop: the function body runs once, and no op falls back (no warning)."""
    import warnings
    torch = _torch()
    calls = []

    def per_example(w, x, y):
        calls.append(1)
        out = specgrad.relu(x @ w["w1"] + w["b1"]) @ w["w2"]
        return specgrad.nn.functional.cross_entropy(out[None], y[None])
    w = {"w1": RNG.standard_normal((5, 7)), "b1": RNG.standard_normal(7), "w2": RNG.standard_normal((7, 3))}
    y = RNG.integers(0, 3, 8)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a loop fallback would warn
        ours = sf.vmap(sf.grad(per_example), in_dims=(None, 0, 0))(
            {k: specgrad.tensor(v) for k, v in w.items()}, specgrad.tensor(XB), specgrad.tensor(y))
    assert len(calls) == 1

    def theirs_example(p, x, t):
        out = torch.relu(x @ p["w1"] + p["b1"]) @ p["w2"]
        return torch.nn.functional.cross_entropy(out[None], t[None])
    theirs = torch.func.vmap(torch.func.grad(theirs_example), in_dims=(None, 0, 0))(
        {k: torch.tensor(v) for k, v in w.items()}, torch.tensor(XB), torch.tensor(y))
    for k in w:
        _same(ours[k], theirs[k])


@pytest.mark.parametrize("shapes", [((4,), (4,)), ((4,), (4, 3)), ((2, 4), (4,)), ((2, 4), (4, 3)),
                                    ((5, 2, 4), (4, 3)), ((2, 4), (5, 4, 3))])
@pytest.mark.parametrize("in_dims", [(0, 0), (0, None), (None, 0), (1, -1)])
def test_vmap_matmul_of_vectors_and_matrices_matches_torch(shapes, in_dims):
    torch = _torch()
    arrays = []
    for shape, d in zip(shapes, in_dims):
        full = list(shape)
        if d is not None:
            full.insert(d % (len(shape) + 1), 6)
        arrays.append(RNG.standard_normal(full))
    ours = sf.vmap(lambda a, b: a @ b, in_dims=in_dims)(*map(specgrad.tensor, arrays))
    theirs = torch.func.vmap(lambda a, b: a @ b, in_dims=in_dims)(*map(torch.tensor, arrays))
    _same(ours, theirs)


@pytest.mark.parametrize("reduction", ["mean", "sum", "none"])
def test_vmap_cross_entropy_rule_matches_torch(reduction):
    torch = _torch()
    logits = RNG.standard_normal((6, 4, 5))
    target = RNG.integers(0, 5, (6, 4))
    target[1, 2] = target[3, 0] = -100  # ignored: 'mean' divides by the examples' own counts

    def loss(lib):
        return lambda x, t: lib.nn.functional.cross_entropy(x, t, reduction=reduction)
    ours = sf.vmap(sf.grad_and_value(lambda x, t: loss(specgrad)(x, t).sum()))(
        specgrad.tensor(logits), specgrad.tensor(target))
    theirs = torch.func.vmap(torch.func.grad_and_value(lambda x, t: loss(torch)(x, t).sum()))(
        torch.tensor(logits), torch.tensor(target))
    _same(ours[0], theirs[0])
    _same(ours[1], theirs[1])


def test_vmap_of_grad_nested_with_shared_and_batched_inputs_matches_torch():
    torch = _torch()
    a = RNG.standard_normal((3, 5))
    b = RNG.standard_normal((4, 5))

    def f(lib):
        return lambda x, y: (lib.sin(x) * y).sum() ** 2
    ours = sf.vmap(sf.vmap(sf.grad(f(specgrad), argnums=(0, 1)), in_dims=(None, 0)), in_dims=(0, None))(
        specgrad.tensor(a), specgrad.tensor(b))
    theirs = torch.func.vmap(torch.func.vmap(torch.func.grad(f(torch), argnums=(0, 1)), in_dims=(None, 0)),
                             in_dims=(0, None))(torch.tensor(a), torch.tensor(b))
    for o, t in zip(ours, theirs):
        assert tuple(o.shape) == tuple(t.shape) == (3, 4, 5)
        _same(o, t)


def test_vmap_in_place_writes():
    """A shared tensor cannot take one value per example (PyTorch's error); a batched one is written."""
    torch = _torch()
    shared = specgrad.zeros(3)
    for write in [lambda x: shared.add_(x), lambda x: shared.copy_(x), lambda x: shared.__setitem__(0, x[0])]:
        with pytest.raises(RuntimeError, match="vmap: inplace arithmetic"):
            sf.vmap(write)(specgrad.ones(2, 3))
    assert shared.numpy().tolist() == [0, 0, 0]
    x, tx = specgrad.tensor(XB), torch.tensor(XB)
    ours = sf.vmap(lambda t: t.mul_(specgrad.tensor(V)).add_(1.0))(x)
    theirs = torch.func.vmap(lambda t: t.mul_(torch.tensor(V)).add_(1.0))(tx)
    _same(ours, theirs)
    _same(x, tx)  # the input itself was written, as in PyTorch
    ours = sf.vmap(lambda t, s: t.clone().add_(s), in_dims=(0, None))(specgrad.tensor(XB), specgrad.tensor(V))
    _same(ours, torch.tensor(XB + V))  # a shared argument written into a batched tensor is fine


def test_vmap_falls_back_to_a_loop_with_a_warning_where_values_are_read():
    """.item() and Python control flow on values have no batching rule: the function runs per example
    (PyTorch raises instead; the result here is the loop's)."""
    def f(t):
        return t * 2 if t.sum().item() > 0 else -t
    x = specgrad.tensor(XB)
    with pytest.warns(UserWarning, match="runs once per example"):
        result = sf.vmap(f)(x)
    expected = np.stack([r * 2 if r.sum() > 0 else -r for r in XB])
    np.testing.assert_allclose(result.numpy(), expected)


def test_vmap_op_without_a_rule_loops_with_functorchs_warning():
    from specgrad.func import batching
    batching._warned.discard("trace")
    a = RNG.standard_normal((4, 3, 3))
    with pytest.warns(UserWarning, match="performance drop .* batching rule for trace"):
        out = sf.vmap(specgrad.trace)(specgrad.tensor(a))
    np.testing.assert_allclose(out.numpy(), np.trace(a, axis1=1, axis2=2))


def test_vmap_composes_with_forward_mode_as_torch_func():
    """jvp of a vmap (tangents under the batch), and vmap of jvp, jacfwd and hessian (a dual level inside
    vmap: run per example, with the loop's results)."""
    import warnings
    torch = _torch()
    a, w = RNG.standard_normal((4, 5)), RNG.standard_normal((5, 3))

    def f(lib, weight):
        return lambda v: (lib.tanh(v @ weight) * 2).sum()
    ours = sf.jvp(sf.vmap(f(specgrad, specgrad.tensor(w))), (specgrad.tensor(a),), (specgrad.tensor(a * 0.5),))
    theirs = torch.func.jvp(torch.func.vmap(f(torch, torch.tensor(w))), (torch.tensor(a),), (torch.tensor(a * 0.5),))
    _same(ours[0], theirs[0])
    _same(ours[1], theirs[1])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours = sf.vmap(lambda t: sf.jvp(sf.grad(f(specgrad, specgrad.tensor(w))), (specgrad.tensor(a[0]),), (t,))[1])(
            specgrad.eye(5, dtype=specgrad.float64))
        _same(ours, torch.func.hessian(f(torch, torch.tensor(w)))(torch.tensor(a[0])))
        _same(sf.vmap(sf.hessian(f(specgrad, specgrad.tensor(w))))(specgrad.tensor(a)),
              torch.func.vmap(torch.func.hessian(f(torch, torch.tensor(w))))(torch.tensor(a)))
        _same(sf.vmap(sf.jacfwd(lambda v: specgrad.sin(v) * v.sum()))(specgrad.tensor(a)),
              torch.func.vmap(torch.func.jacfwd(lambda v: torch.sin(v) * v.sum()))(torch.tensor(a)))


@pytest.mark.parametrize("index", ["idx", "(slice(None), idx)", "(idx, 0)", "(idx, slice(None), 0)", "mask",
                                  "(Ellipsis, last)", "(0, slice(1, None), None)", "(idx, idx2)"])
def test_vmap_indexing_with_shared_index_tensors_matches_torch(index):
    torch = _torch()
    a = RNG.standard_normal((4, 3, 5, 2))
    idx, idx2, last, mask = np.array([2, 0, 2]), np.array([1, 4, 0]), np.array([1, 0, 1]), RNG.standard_normal((3, 5, 2)) > 0

    def run(lib):
        names = {"idx": lib.tensor(idx), "idx2": lib.tensor(idx2), "last": lib.tensor(last), "mask": lib.tensor(mask)}
        return sf.vmap if lib is specgrad else lib.func.vmap, eval(index, names)
    (ours_vmap, our_index), (their_vmap, their_index) = run(specgrad), run(torch)
    x, tx = specgrad.tensor(a, requires_grad=True), torch.tensor(a, requires_grad=True)
    ours = ours_vmap(lambda t: t[our_index])(x)
    theirs = their_vmap(lambda t: t[their_index])(tx)
    _same(ours, theirs)
    weight = RNG.standard_normal(tuple(theirs.shape))
    ours.backward(specgrad.tensor(weight))
    theirs.backward(torch.tensor(weight))
    _same(x.grad, tx.grad)


def test_per_sample_gradients_of_a_cnn_match_torch_func():
    """conv2d with per-example weights runs as one grouped convolution, pooling on the merged batch."""
    import warnings
    torch = _torch()
    images = RNG.standard_normal((5, 2, 8, 8))
    labels = RNG.integers(0, 3, 5)
    w = {"conv.weight": RNG.standard_normal((4, 2, 3, 3)) * 0.3, "conv.bias": RNG.standard_normal(4) * 0.1,
         "fc.weight": RNG.standard_normal((3, 36)) * 0.2, "fc.bias": np.zeros(3)}

    def loss(lib):
        F = lib.nn.functional

        def one(p, x, y):
            h = F.max_pool2d(F.relu(F.conv2d(x[None], p["conv.weight"], p["conv.bias"])), 2)
            return F.cross_entropy(F.linear(h.flatten(1), p["fc.weight"], p["fc.bias"]), y[None])
        return one
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # no op loops
        ours = sf.vmap(sf.grad(loss(specgrad)), in_dims=(None, 0, 0))(
            {k: specgrad.tensor(v) for k, v in w.items()}, specgrad.tensor(images), specgrad.tensor(labels))
    theirs = torch.func.vmap(torch.func.grad(loss(torch)), in_dims=(None, 0, 0))(
        {k: torch.tensor(v) for k, v in w.items()}, torch.tensor(images), torch.tensor(labels))
    for k in w:
        _same(ours[k], theirs[k], rtol=1e-9)


NESTED_FORWARD = {
    "jacfwd(jacfwd)": lambda fn, f, x, v: fn.jacfwd(fn.jacfwd(f))(x),
    "jvp(jvp)": lambda fn, f, x, v: fn.jvp(lambda y: fn.jvp(f, (y,), (v,))[1], (x,), (v * 0.5,))[1],
    "jacfwd(hessian)": lambda fn, f, x, v: fn.jacfwd(fn.hessian(f))(x),
    "jacfwd(jvp)": lambda fn, f, x, v: fn.jacfwd(lambda y: fn.jvp(f, (y,), (v,))[1])(x),
    "vmap(jacfwd(jacfwd))": lambda fn, f, x, v: fn.vmap(fn.jacfwd(fn.jacfwd(f)))(x[None].repeat(2, 1) * v[:2, None]),
}


@pytest.mark.parametrize("name", NESTED_FORWARD)
def test_forward_mode_within_forward_mode(name):
    """A jvp inside another's dual level (jacfwd of jacfwd, third derivatives): specgrad's forward mode holds one
    level, so the inner one runs as two reverse passes under the outer level; the derivatives are torch.func's."""
    torch = _torch()
    results = []
    for lib in (specgrad, torch):
        def f(x, lib=lib):
            return lib.stack([(x.sin() * x).sum() + (x[0] * x[1]) ** 2, x.tanh().prod()])
        x = lib.tensor([0.3, 0.5, -0.2], dtype=lib.float64)
        v = lib.tensor([1.0, -2.0, 0.5], dtype=lib.float64)
        results.append(NESTED_FORWARD[name](lib.func, f, x, v).detach().numpy())
    np.testing.assert_allclose(*results, rtol=1e-10, atol=1e-12)
