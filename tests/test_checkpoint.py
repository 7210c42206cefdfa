"""specgrad.utils.checkpoint: gradients equal to the same model without checkpointing (both variants, dropout's
draws replayed, autograd.grad, parameters with an input that needs no gradient, double backward), the graph keeps
only the parts' inputs, and PyTorch's warnings and errors."""
import warnings

import numpy as np
import pytest

import specgrad
from specgrad import nn
from specgrad.utils.checkpoint import checkpoint, checkpoint_sequential


def model(seed=0, dropout=0.0):
    specgrad.manual_seed(seed)
    return nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Dropout(dropout), nn.Linear(8, 8), nn.Tanh(),
                         nn.Linear(8, 3)).double()


def grads(m):
    return [p.grad.numpy().copy() for p in m.parameters()]


@pytest.mark.parametrize("use_reentrant", [False, True])
def test_gradients_equal_the_plain_model(use_reentrant):
    x = specgrad.randn(5, 4, dtype=specgrad.float64, requires_grad=True)
    plain, checked = model(), model()
    plain(x).pow(2).sum().backward()
    x_plain = x.grad.clone()
    x.grad = None
    y = checkpoint(checked, x, use_reentrant=use_reentrant)
    y.pow(2).sum().backward()
    for a, b in zip(grads(plain), grads(checked)):
        np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(x.grad.numpy(), x_plain.numpy())


@pytest.mark.parametrize("use_reentrant", [False, True])
def test_dropout_draws_are_replayed(use_reentrant):
    x = specgrad.randn(6, 4, dtype=specgrad.float64, requires_grad=True)
    plain, checked = model(dropout=0.5), model(dropout=0.5)
    specgrad.manual_seed(7)
    plain(x).sum().backward()
    specgrad.manual_seed(7)
    checkpoint(checked, x, use_reentrant=use_reentrant).sum().backward()
    for a, b in zip(grads(plain), grads(checked)):
        np.testing.assert_array_equal(a, b)


def test_non_reentrant_works_with_autograd_grad_and_an_input_without_grad():
    x = specgrad.randn(5, 4, dtype=specgrad.float64)  # the first layer's input: no gradient wanted
    plain, checked = model(), model()
    want = specgrad.autograd.grad(plain(x).sum(), list(plain.parameters()))
    got = specgrad.autograd.grad(checkpoint(checked, x, use_reentrant=False).sum(), list(checked.parameters()))
    for a, b in zip(want, got):
        np.testing.assert_array_equal(a.numpy(), b.numpy())
    assert all(p.grad is None for p in checked.parameters())  # autograd.grad does not accumulate


def test_reentrant_with_no_input_requiring_grad_warns_as_pytorch():
    x = specgrad.randn(5, 4, dtype=specgrad.float64)
    with pytest.warns(UserWarning, match="None of the inputs have requires_grad=True"):
        y = checkpoint(model(), x, use_reentrant=True)
    assert not y.requires_grad


def test_the_graph_keeps_only_the_parts_inputs():
    x = specgrad.randn(5, 4, dtype=specgrad.float64, requires_grad=True)
    m = model()
    y = checkpoint(m, x, use_reentrant=False)
    node = y.grad_fn
    reached = [n for n, _ in node.next_functions if n is not None]
    assert all(type(n).__name__ == "AccumulateGrad" for n in reached)  # no node of the part's own ops
    assert {id(n.variable) for n in reached} == {id(x)} | {id(p) for p in m.parameters()}


def test_double_backward_through_a_checkpoint():
    x = specgrad.randn(3, 4, dtype=specgrad.float64, requires_grad=True)
    m = model()
    def f(t):
        return checkpoint(m, t, use_reentrant=False).pow(2).sum()
    (g,) = specgrad.autograd.grad(f(x), x, create_graph=True)
    (h,) = specgrad.autograd.grad(g.sum(), x)
    (g_plain,) = specgrad.autograd.grad(m(x).pow(2).sum(), x, create_graph=True)
    (h_plain,) = specgrad.autograd.grad(g_plain.sum(), x)
    np.testing.assert_allclose(h.numpy(), h_plain.numpy(), rtol=1e-12)


def test_checkpoint_sequential_and_the_use_reentrant_warning():
    x = specgrad.randn(5, 4, dtype=specgrad.float64, requires_grad=True)
    plain, checked = model(), model()
    plain(x).sum().backward()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        checkpoint_sequential(checked, 3, x, use_reentrant=False).sum().backward()
    for a, b in zip(grads(plain), grads(checked)):
        np.testing.assert_array_equal(a, b)
    with pytest.warns(UserWarning, match="the use_reentrant parameter should be passed explicitly"):
        checkpoint(model(), x)
    with pytest.raises(ValueError, match="Unexpected keyword arguments: scale"):
        checkpoint(lambda t, scale: t * scale, x, scale=2.0, use_reentrant=True)
    y = checkpoint(lambda t, scale: t * scale, x, scale=2.0, use_reentrant=False)
    np.testing.assert_array_equal(y.detach().numpy(), 2 * x.detach().numpy())
