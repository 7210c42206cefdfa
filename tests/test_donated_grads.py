"""Backward kernels that write their result into the incoming gradient array when only the engine holds
it (formula_helpers._donated): softmax's and log_softmax's. They must do so in the plain case (else the
mechanism silently never runs) and never where anything else can still see that array: a hook, a
retained .grad, another node's gradient (add passes one array to both of its inputs), a user's gradient."""
import numpy as np
import pytest

import specgrad
from specgrad import nn_kernels

F = specgrad.nn.functional
OPS = {"softmax": lambda x: F.softmax(x, -1), "log_softmax": lambda x: F.log_softmax(x, -1)}


@pytest.fixture
def in_place(monkeypatch):
    """A list that records, per call of a row kernel through nn_kernels.along, whether it wrote into its
    first input."""
    calls = []
    along = nn_kernels.along

    def spy(kernel, dim, *arrays, out=None):
        calls.append(out is not None and out is arrays[0])
        return along(kernel, dim, *arrays, out=out)
    monkeypatch.setattr(nn_kernels, "along", spy)
    return calls


def _data(seed, shape=(5, 40)):
    return np.random.default_rng(seed).standard_normal(shape).astype(np.float32)


def _expected(name, x, p):
    """The gradient of sum(op(x) * p) from the formula, in float64."""
    x = x.astype(np.float64)
    e = np.exp(x - x.max(-1, keepdims=True))
    y = e / e.sum(-1, keepdims=True)
    if name == "softmax":
        return y * (p - (p * y).sum(-1, keepdims=True))
    return p - y * p.sum(-1, keepdims=True)


@pytest.mark.parametrize("name", OPS)
def test_a_gradient_only_the_engine_holds_is_written_in_place(name, in_place):
    x, p = _data(0), _data(1)
    t = specgrad.tensor(x, requires_grad=True)
    (OPS[name](t) * specgrad.tensor(p)).sum().backward()
    assert in_place == [False, True]  # the forward makes a new array; the backward reuses grad * p's
    np.testing.assert_allclose(t.grad.numpy(), _expected(name, x, p), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", OPS)
def test_a_gradient_that_add_passes_to_both_inputs_is_not_overwritten(name, in_place):
    x, p = _data(2), _data(3)
    a, b = (specgrad.tensor(x, requires_grad=True) for _ in range(2))
    ((OPS[name](a) + OPS[name](b)) * specgrad.tensor(p)).sum().backward()
    assert in_place[2] is False  # the first of the two backward calls: the other still needs the array
    np.testing.assert_allclose(a.grad.numpy(), _expected(name, x, p), rtol=1e-5, atol=1e-6)
    np.testing.assert_array_equal(a.grad.numpy(), b.grad.numpy())


@pytest.mark.parametrize("name", OPS)
@pytest.mark.parametrize("keeper", ["hook", "retain_grad"])
def test_a_gradient_a_hook_keeps_or_retained_is_not_overwritten(name, keeper, in_place):
    x, p = _data(4), _data(5)
    t = specgrad.tensor(x, requires_grad=True)
    y = OPS[name](t)
    kept = []
    if keeper == "hook":
        y.register_hook(lambda g: kept.append(g))
    else:
        y.retain_grad()
    (y * specgrad.tensor(p)).sum().backward()
    assert in_place[-1] is False
    np.testing.assert_array_equal((kept[0] if kept else y.grad).numpy(), p)
    np.testing.assert_allclose(t.grad.numpy(), _expected(name, x, p), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("name", OPS)
def test_a_users_gradient_is_not_overwritten(name, in_place):
    x, p = _data(6), _data(7)
    t = specgrad.tensor(x, requires_grad=True)
    g = specgrad.tensor(p)
    OPS[name](t).backward(g)
    assert in_place[-1] is False
    np.testing.assert_array_equal(g.numpy(), p)
    np.testing.assert_allclose(t.grad.numpy(), _expected(name, x, p), rtol=1e-5, atol=1e-6)


# layer_norm: the input's gradient may take over g, and the weight's and bias's gradients, which also read
# g, come from sums taken in the same pass (array_helpers.layer_norm_grads)
@pytest.fixture
def layer_norm_in_place(monkeypatch):
    from specgrad import array_helpers
    calls = []
    fused = array_helpers.layer_norm_grads

    def spy(g, *args):
        out = fused(g, *args)
        calls.append(out is g)
        return out
    monkeypatch.setattr(array_helpers, "layer_norm_grads", spy)
    return calls


def _layer_norm_grads(x, w, b, p, keep=None):
    """(x, w, b gradients of sum(layer_norm(x) * p), the gradient a hook on layer_norm's output saw)."""
    tensors = [specgrad.tensor(a, requires_grad=a is not None) if a is not None else None for a in (x, w, b)]
    y = F.layer_norm(tensors[0], (x.shape[-1],), tensors[1], tensors[2])
    kept = []
    if keep:
        y.register_hook(lambda g: kept.append(g))
    (y * specgrad.tensor(p)).sum().backward()
    return [None if t is None else t.grad.numpy() for t in tensors], kept


def _layer_norm_expected(x, w, b, p):
    x, p = x.astype(np.float64), p.astype(np.float64)
    mean, var = x.mean(-1, keepdims=True), x.var(-1, keepdims=True)
    r = 1 / np.sqrt(var + 1e-5)
    xhat = (x - mean) * r
    gw = p * (1 if w is None else w)
    dx = r * (gw - gw.mean(-1, keepdims=True) - xhat * (gw * xhat).mean(-1, keepdims=True))
    return [dx, (p * xhat).sum(0), p.sum(0)]


@pytest.mark.parametrize("affine", ["both", "weight", "bias", "none"])
@pytest.mark.parametrize("keep", [False, True])
def test_layer_norm_gradients_with_g_taken_over_or_kept(affine, keep, layer_norm_in_place):
    x, p = _data(8, (6, 40)), _data(9, (6, 40))
    w = _data(10, (40,)) if affine in ("both", "weight") else None
    b = _data(11, (40,)) if affine in ("both", "bias") else None
    grads, kept = _layer_norm_grads(x, w, b, p, keep)
    assert layer_norm_in_place == [not keep]
    expected = _layer_norm_expected(x, w, b, p)
    for got, want in zip(grads, expected):
        if got is not None:
            np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)
    if keep:
        np.testing.assert_array_equal(kept[0].numpy(), p)


# batch_norm in training: the weight's and bias's gradients take the per-channel sums that the input's
# formula took before writing into g; with the running statistics g is not taken over (the weight's
# formula reads it afterwards)
@pytest.fixture
def batch_norm_in_place(monkeypatch):
    from specgrad import array_helpers
    calls = []
    grad_input = array_helpers.batch_norm_grad_input

    def spy(g, *args):
        out = grad_input(g, *args)
        calls.append(out is g)
        return out
    monkeypatch.setattr(array_helpers, "batch_norm_grad_input", spy)
    return calls


@pytest.mark.parametrize("training", [True, False])
@pytest.mark.parametrize("keep", [False, True])
def test_batch_norm_gradients_with_g_taken_over_or_kept(training, keep, batch_norm_in_place):
    torch = pytest.importorskip("torch")
    x, p = _data(12, (4, 3, 5)), _data(13, (4, 3, 5))
    w, b = _data(14, (3,)), _data(15, (3,))
    mean, var = _data(16, (3,)), np.abs(_data(17, (3,))) + 0.5
    results = []
    for lib in (specgrad, torch):
        tensors = [lib.tensor(a, requires_grad=True) for a in (x, w, b)]
        y = lib.nn.functional.batch_norm(tensors[0], lib.tensor(mean), lib.tensor(var), tensors[1], tensors[2],
                                         training=training)
        kept = []
        if keep:
            y.register_hook(lambda g: kept.append(g))
        (y * lib.tensor(p)).sum().backward()
        results.append([t.grad.numpy() for t in tensors] + [k.numpy() for k in kept])
    assert batch_norm_in_place == [training and not keep]
    for ours, theirs in zip(*results):
        np.testing.assert_allclose(ours, theirs, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("name", OPS)
def test_a_gradient_a_node_hook_sees_is_not_overwritten(name, in_place):
    """A grad_fn post hook gets the node's incoming gradients after the node ran: they must be intact."""
    x, p = _data(18), _data(19)
    t = specgrad.tensor(x, requires_grad=True)
    y = OPS[name](t)
    seen = []
    y.grad_fn.register_hook(lambda grad_inputs, grad_outputs: seen.append(grad_outputs[0]))
    (y * specgrad.tensor(p)).sum().backward()
    assert in_place[-1] is False
    np.testing.assert_array_equal(seen[0].numpy(), p)
    np.testing.assert_allclose(t.grad.numpy(), _expected(name, x, p), rtol=1e-5, atol=1e-6)
