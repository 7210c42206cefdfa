"""specgrad.autograd.forward_ad: dual tensors through ops, in-place writes, reverse mode and levels,
compared with torch.autograd.forward_ad in float64 (the per-op tangents are checked for every spec entry
by tests/generated/test_ops.py::test_forward_mode)."""
import numpy as np
import pytest

import specgrad
import specgrad.nn.functional as F
from specgrad.autograd import forward_ad as fwAD

RNG = np.random.default_rng(0)
X = RNG.standard_normal((3, 4))
V = RNG.standard_normal((3, 4))
W = RNG.standard_normal((4, 5))


def _torch():
    return pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")


def _tangent(lib, ad, f):
    with ad.dual_level():
        out = f(lib, ad.make_dual(lib.tensor(X), lib.tensor(V)))
        return ad.unpack_dual(out).tangent


def _spd(lib, x):
    """A symmetric positive definite 3x3 matrix made from x (distinct eigenvalues)."""
    a = x[:, :3]
    return a @ a.T + lib.tensor(np.diag([3.0, 5.0, 8.0]))


FUNCTIONS = {
    "mlp": lambda lib, x: lib.tanh(x @ lib.tensor(W)).sum(1),
    "softmax": lambda lib, x: lib.softmax(x * 2, -1),
    "log_softmax_nll": lambda lib, x: lib.log_softmax(x, 1)[[0, 1, 2], [1, 3, 0]],
    "layer_norm": lambda lib, x: lib.nn.functional.layer_norm(x, (4,)),
    "norm": lambda lib, x: lib.linalg.vector_norm(x, dim=1),
    "indexing": lambda lib, x: x[1:, ::2].T.reshape(-1),
    "where": lambda lib, x: lib.where(x > 0, x, x * 0.1),
    "var": lambda lib, x: x.var(0),
    "max": lambda lib, x: x.max(1).values,
    "cat_stack": lambda lib, x: lib.stack([lib.cat([x, x ** 2]), lib.cat([x.exp(), -x])]),
    "cross_entropy": lambda lib, x: lib.nn.functional.cross_entropy(x, lib.tensor([0, 3, 1]), reduction="none"),
    "cross_entropy_mean": lambda lib, x: lib.nn.functional.cross_entropy(x, lib.tensor([0, 3, 1]), label_smoothing=0.1),
    "batch_norm": lambda lib, x: lib.nn.functional.batch_norm(x, None, None, training=True),
    "batch_norm_eval": lambda lib, x: lib.nn.functional.batch_norm(x, lib.tensor(X[0] * 0.1), lib.tensor(V[0] ** 2 + 0.5)),
    "cumprod_at_zeros": lambda lib, x: (x * lib.tensor(np.array([1.0, 0.0, 1.0, 1.0]))).cumprod(1),
    "logcumsumexp": lambda lib, x: lib.logcumsumexp(x * 3, 1),
    "eigh": lambda lib, x: lib.linalg.eigh(_spd(lib, x)).eigenvectors ** 2 + lib.linalg.eigvalsh(_spd(lib, x)),
    "cholesky": lambda lib, x: lib.linalg.cholesky(_spd(lib, x)),
    "conv": lambda lib, x: lib.nn.functional.conv1d(x[None], lib.tensor(W[:, :3, None].repeat(3, 2)), padding=1),
    "matrix_exp": lambda lib, x: lib.matrix_exp(x[:, :3] * 0.5),
    "qr_tall": lambda lib, x: (lambda q, r: q.sum(0) * 2 + r.sum(0))(*lib.linalg.qr(x.T)),
    "qr_wide": lambda lib, x: (lambda q, r: q.sum(1) * 2 + r.sum(1))(*lib.linalg.qr(x)),
    # singular vectors up to sign: u_i u_i^T and v_i v_i^T are unique (U diag(s) and the projections)
    "svd_tall": lambda lib, x: (lambda u, s, vh: lib.cat([(u @ u.T).flatten(), s, (vh.T @ vh).flatten()]))(
        *lib.linalg.svd(x.T * lib.tensor([[1.0], [2.0], [0.5], [3.0]]), full_matrices=False)),
    "scatter_reduce_amax": lambda lib, x: lib.scatter_reduce(x, 1, lib.tensor([[0, 0, 2, 3]] * 3), x * 2, "amax"),
    "svd_full": lambda lib, x: (lambda u, s, vh: lib.cat([(u[:, :1] @ vh[:1]).flatten(), s]))(*lib.linalg.svd(x)),
}


@pytest.mark.parametrize("name", FUNCTIONS)
def test_tangents_match_pytorch(name):
    torch = _torch()
    import torch.autograd.forward_ad as tfwAD
    ours = _tangent(specgrad, fwAD, FUNCTIONS[name])
    theirs = _tangent(torch, tfwAD, FUNCTIONS[name])
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-10, atol=1e-12)


def test_dual_and_unpack():
    with fwAD.dual_level():
        x = specgrad.tensor(X)
        dual = fwAD.make_dual(x, specgrad.tensor(V))
        primal, tangent = fwAD.unpack_dual(dual)
        assert primal._data.base is not None or primal._data is x._data  # a view of the primal's memory
        np.testing.assert_array_equal(tangent.numpy(), V)
        assert fwAD.unpack_dual(x).tangent is None  # a plain tensor has none
        y = dual * 3
    assert fwAD.unpack_dual(y).tangent is None  # the level closed: tangents are dropped
    assert fwAD.unpack_dual(y) == (y, None)


def test_errors():
    x = specgrad.tensor(X)
    with pytest.raises(RuntimeError, match="outside of a dual level"):
        fwAD.make_dual(x, x)
    with fwAD.dual_level():
        with pytest.raises(RuntimeError, match="different size"):
            fwAD.make_dual(x, specgrad.zeros(4))
        with pytest.raises(ValueError, match="floating point"):
            fwAD.make_dual(specgrad.tensor([1, 2]), specgrad.tensor([1, 2]))
        with pytest.raises(RuntimeError, match="Nested forward mode AD is not supported"):
            fwAD.enter_dual_level()


@pytest.mark.parametrize("kind", ["LSTM", "GRU", "RNN"])
def test_recurrent_layers_carry_tangents(kind):
    """nn.LSTM/GRU/RNN run each layer and direction as one op (_lstm_layer...): its tangent runs the tangents'
    recurrence beside the saved activations. Two layers, both directions, a tangent on the input, the initial state
    and every weight, against torch.func.jvp."""
    torch = _torch()
    rng = np.random.default_rng(4)
    x, h0, c0 = (rng.standard_normal(s) for s in ((4, 2, 3), (4, 2, 2), (4, 2, 2)))
    states = {"LSTM": (h0, c0)}.get(kind, h0)
    results = []
    for lib, func in ((specgrad, specgrad.func), (torch, torch.func)):
        extra = {"nonlinearity": "relu"} if kind == "RNN" else {}
        module = getattr(lib.nn, kind)(3, 2, num_layers=2, bidirectional=True, **extra).double()
        names = [name for name, _ in module.named_parameters()]
        weights = [np.sin(np.arange(p.numel()) * 0.7 + i).reshape(tuple(p.shape))
                   for i, (_, p) in enumerate(module.named_parameters())]
        tangents = [np.cos(np.arange(w.size) * 1.3 + i).reshape(w.shape) * 0.1 for i, w in enumerate(weights)]
        state = tuple(lib.tensor(s) for s in states) if kind == "LSTM" else lib.tensor(states)

        def run(x, state, *params):
            out, last = func.functional_call(module, dict(zip(names, params)), (x, state))
            return out, last
        primals = (lib.tensor(x), state, *[lib.tensor(w) for w in weights])
        state_t = tuple(lib.tensor(s * 0.5) for s in states) if kind == "LSTM" else lib.tensor(states * 0.5)
        directions = (lib.tensor(np.cos(x)), state_t, *[lib.tensor(t) for t in tangents])
        _, (out_t, last_t) = func.jvp(run, primals, directions)
        results.append([out_t.detach().numpy()] + [t.detach().numpy() for t in
                                                   (last_t if isinstance(last_t, tuple) else (last_t,))])
    for ours, theirs in zip(*results):
        np.testing.assert_allclose(ours, theirs, rtol=1e-10, atol=1e-12)


def test_inplace_and_setitem_carry_tangents():
    with fwAD.dual_level():
        dual = fwAD.make_dual(specgrad.tensor(X), specgrad.tensor(V))
        y = dual.clone()
        y.mul_(2).add_(dual)  # 3 * dual: tangent 3 V
        np.testing.assert_allclose(fwAD.unpack_dual(y).tangent.numpy(), 3 * V)
        y[0] = 5.0  # a constant row: its tangent is zero
        expected = 3 * V
        expected[0] = 0
        np.testing.assert_allclose(fwAD.unpack_dual(y).tangent.numpy(), expected)
        z = specgrad.zeros(3, 4, dtype=specgrad.float64)
        z[1] = dual[1] ** 2  # a plain tensor takes the tangent of what is written into it
        expected = np.zeros((3, 4))
        expected[1] = 2 * X[1] * V[1]
        np.testing.assert_allclose(fwAD.unpack_dual(z).tangent.numpy(), expected)


def test_forward_over_reverse_is_a_hessian_vector_product():
    """A create_graph backward of dual inputs carries tangents (saved outputs too: tanh's result)."""
    torch = _torch()
    x = specgrad.tensor(X[0], requires_grad=True)

    def f(lib, a):
        return (lib.tanh(a) * lib.sigmoid(a * 2) + a.exp() * a).sum()
    with fwAD.dual_level():
        dual = fwAD.make_dual(x, specgrad.tensor(V[0]))
        (g,) = specgrad.autograd.grad(f(specgrad, dual), dual, create_graph=True)
        hvp = fwAD.unpack_dual(g).tangent
    xt = torch.tensor(X[0])
    _, expected = torch.autograd.functional.hvp(lambda a: f(torch, a), xt, torch.tensor(V[0]))
    np.testing.assert_allclose(hvp.detach().numpy(), expected.numpy(), rtol=1e-10)


def test_tangent_is_differentiable_reverse_over_forward():
    x = specgrad.tensor(X, requires_grad=True)
    with fwAD.dual_level():
        dual = fwAD.make_dual(x, specgrad.tensor(V))
        tangent = fwAD.unpack_dual((dual ** 3).sum()).tangent  # 3 x^2 . V
    (g,) = specgrad.autograd.grad(tangent, x)
    np.testing.assert_allclose(g.numpy(), 6 * X * V)


def test_no_level_costs_nothing_in_the_op_path():
    """Outside a dual level the ops never reach the tangent functions (forward_ad.active is False)."""
    assert fwAD.active is False
    with fwAD.dual_level():
        assert fwAD.active is True
    assert fwAD.active is False


@pytest.mark.parametrize("name, f", [
    ("cdist", lambda lib, x: lib.cdist(x, x[:2] * 2 + 1)),
    ("cdist_p3", lambda lib, x: lib.cdist(x, x[:2] * 2 + 1, p=3.0)),
    ("cdist_p1", lambda lib, x: lib.cdist(x, x[:2] * 2 + 1, p=1.0)),
    ("pdist", lambda lib, x: lib.nn.functional.pdist(x, p=1.5)),
    ("scatter_reduce_prod", lambda lib, x: lib.scatter_reduce(x, 1, lib.tensor([[1, 0, 1, 3]] * 3), x, "prod",
                                                              include_self=False)),
    ("index_reduce_mean", lambda lib, x: lib.index_reduce(x, 0, lib.tensor([2, 0, 2]), x * 3, "mean")),
    ("index_reduce_amin", lambda lib, x: lib.index_reduce(x, 1, lib.tensor([1, 1, 0, 1]), x.round(), "amin")),
])
def test_tangents_of_ops_pytorch_has_none_for_match_its_double_backward_jvp(name, f):
    """PyTorch has no forward AD for cdist, pdist, index_reduce and scatter_reduce's prod: its reverse-mode
    Jacobian times the direction is the oracle."""
    torch = _torch()
    ours = _tangent(specgrad, fwAD, f)
    jacobian = torch.autograd.functional.jacobian(lambda x: f(torch, x), torch.tensor(X))
    theirs = torch.tensordot(jacobian, torch.tensor(V), dims=V.ndim)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-10, atol=1e-12)
