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
