"""The backward engine seen from the outside: the walkthrough, PyTorch's error messages,
accumulation, broadcasting, deep graphs, freeing saved values, autograd.grad, higher-order
gradients, backward(inputs=...) and tensor hooks."""
import gc
import re
import sys
import warnings
import weakref

import numpy as np
import pytest

import specgrad

TORCH_REASON = "PyTorch is the oracle; `make oracle` installs it"


def _torch():
    return pytest.importorskip("torch", reason=TORCH_REASON)


def _close(sg, th, rtol=1e-5, atol=1e-6):
    assert tuple(sg.shape) == tuple(th.shape)
    assert str(sg.dtype).split(".")[-1] == str(th.dtype).split(".")[-1]
    np.testing.assert_allclose(np.asarray(sg.detach().numpy(), np.float64), th.detach().double().numpy(),
                               rtol=rtol, atol=atol)


def _xy():
    x = specgrad.FloatTensor([0, 2, 8])
    y = specgrad.FloatTensor([5, 1, 7])
    x.requires_grad = True
    y.requires_grad = True
    return x, y


# ------------------------------------------------------------------------------ the walkthrough

def test_walkthrough():
    """x*y prints with MulBackward0, backward with ones gives x.grad == y, next_functions lead to the leaves."""
    x, y = _xy()
    z = x * y
    assert str(z) == "tensor([ 0.,  2., 56.], grad_fn=<MulBackward0>)"
    z.backward(specgrad.FloatTensor([1, 1, 1]))
    assert repr(x.grad) == "tensor([5., 1., 7.])"
    assert repr(y.grad) == "tensor([0., 2., 8.])"
    assert x.is_leaf and y.is_leaf and not z.is_leaf
    assert z.grad_fn.name() == "MulBackward0"
    (nx, ix), (ny, iy) = z.grad_fn.next_functions
    assert type(nx).__name__ == "AccumulateGrad" and type(ny).__name__ == "AccumulateGrad"
    assert nx.name() == "AccumulateGrad"
    assert nx.variable is x and ny.variable is y and ix == 0 and iy == 0


def test_walkthrough_implicit_grad_needs_scalar():
    """z.backward() on a non-scalar z raises PyTorch's message."""
    x, y = _xy()
    z = x * y
    with pytest.raises(RuntimeError, match="grad can be implicitly created only for scalar outputs"):
        z.backward()


def test_walkthrough_matches_torch():
    """The walkthrough's numbers and graph shape agree with PyTorch."""
    torch = _torch()
    x, y = _xy()
    tx = torch.FloatTensor([0, 2, 8]).requires_grad_()
    ty = torch.FloatTensor([5, 1, 7]).requires_grad_()
    z, tz = x * y, tx * ty
    assert repr(z) == repr(tz)
    z.backward(specgrad.FloatTensor([1, 1, 1]))
    tz.backward(torch.FloatTensor([1, 1, 1]))
    _close(x.grad, tx.grad)
    _close(y.grad, ty.grad)
    assert z.grad_fn.name() == tz.grad_fn.name()
    assert [type(n).__name__ for n, _ in z.grad_fn.next_functions] == \
        [type(n).__name__ for n, _ in tz.grad_fn.next_functions]


# ------------------------------------------------------------------------------ errors

def test_backward_twice_through_saved_values_raises():
    """A second backward through a node with saved values raises PyTorch's message."""
    x, y = _xy()
    z = (x * y).sum()
    z.backward()
    with pytest.raises(RuntimeError, match=re.escape("Trying to backward through the graph a second time")):
        z.backward()


def test_backward_twice_through_add_only_works():
    """Add saves nothing, so (as in PyTorch) a second backward works and accumulates."""
    x, y = _xy()
    z = x + y
    z.backward(specgrad.ones(3))
    z.backward(specgrad.ones(3))
    assert x.grad.tolist() == [2.0, 2.0, 2.0] and y.grad.tolist() == [2.0, 2.0, 2.0]


def test_backward_twice_through_add_and_sum_matches_torch():
    """sum saves only sizes (no tensors), so PyTorch allows backward twice through (x + y).sum()."""
    torch = _torch()
    grads = []
    for m in (specgrad, torch):
        x = m.tensor([0.0, 2.0], requires_grad=True)
        y = m.tensor([1.0, 1.0], requires_grad=True)
        z = (x + y).sum()
        z.backward()
        z.backward()
        grads.append(x.grad)
    _close(*grads)


def test_retain_graph_allows_second_backward_and_accumulates():
    """retain_graph=True keeps saved values; the second backward adds to .grad."""
    x, y = _xy()
    z = (x * y).sum()
    z.backward(retain_graph=True)
    z.backward()
    assert x.grad.tolist() == [10.0, 2.0, 14.0]
    assert y.grad.tolist() == [0.0, 4.0, 16.0]


def test_backward_on_tensor_without_grad():
    """backward on a tensor that does not require grad raises PyTorch's message."""
    with pytest.raises(RuntimeError, match="element 0 of tensors does not require grad and does not have a grad_fn"):
        specgrad.tensor([1.0, 2.0]).sum().backward()


def test_requires_grad_on_int_tensor():
    """An integer tensor cannot require grad (PyTorch's message; it adds 'and complex')."""
    pattern = r"(?i)only Tensors of floating point (and complex )?dtype can require gradients"
    with pytest.raises(RuntimeError, match=pattern):
        specgrad.tensor([1, 2], requires_grad=True)
    with pytest.raises(RuntimeError, match=pattern):
        specgrad.tensor([1, 2]).requires_grad_()


def test_gradient_with_wrong_shape_names_both_shapes():
    """backward(gradient) of the wrong shape: PyTorch's 'Mismatch in shape' naming both shapes."""
    x, y = _xy()
    z = x * y
    with pytest.raises(RuntimeError) as info:
        z.backward(specgrad.FloatTensor([1, 1]))
    assert str(info.value) == ("Mismatch in shape: grad_output[0] has a shape of specgrad.Size([2]) and "
                               "output[0] has a shape of specgrad.Size([3]).")


def test_non_leaf_grad_access_warns():
    """Reading .grad of a non-leaf warns (UserWarning) as PyTorch does, and is None."""
    x, y = _xy()
    z = x * y
    z.sum().backward()
    with pytest.warns(UserWarning, match="is not a leaf Tensor is being accessed"):
        assert z.grad is None
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert x.grad is not None  # leaves do not warn


def test_retain_grad_keeps_non_leaf_grad():
    """retain_grad() makes a non-leaf keep its .grad, without warning."""
    x, y = _xy()
    z = x * y
    z.retain_grad()
    assert z.retains_grad
    (z * 2).sum().backward()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert z.grad.tolist() == [2.0, 2.0, 2.0]
    assert x.grad.tolist() == [10.0, 2.0, 14.0]


def test_op_shape_mismatch_names_both_shapes():
    """(3,) + (4,) raises an error naming both sizes, as PyTorch's 'size of tensor a (3) ... b (4)'."""
    with pytest.raises(RuntimeError) as info:
        specgrad.ones(3) + specgrad.ones(4)
    message = str(info.value)
    assert "3" in message and "4" in message
    assert "operands could not be broadcast" not in message  # not NumPy's raw ValueError text


def test_op_shape_mismatch_matches_torch_wording():
    """The broadcast error has PyTorch's wording."""
    torch = _torch()
    with pytest.raises(RuntimeError) as expected:
        torch.ones(3) + torch.ones(4)
    with pytest.raises(RuntimeError) as info:
        specgrad.ones(3) + specgrad.ones(4)
    assert str(expected.value) in str(info.value)


# ------------------------------------------------------------------------------ accumulation and broadcasting

def test_tensor_used_twice_sums_gradients():
    """x*x gives 2x and x+x gives 2: a tensor used twice gets the sum of both paths."""
    x = specgrad.tensor([1.0, -3.0, 4.0], requires_grad=True)
    (x * x).sum().backward()
    assert x.grad.tolist() == [2.0, -6.0, 8.0]
    x.grad = None
    (x + x).sum().backward()
    assert x.grad.tolist() == [2.0, 2.0, 2.0]


def test_gradient_through_diamond_graph_matches_torch():
    """A value feeding two branches that meet again: the engine sums both, as PyTorch."""
    torch = _torch()
    data = [0.5, -1.0, 2.0]
    results = []
    for m in (specgrad, torch):
        x = m.tensor(data, requires_grad=True)
        h = x * 3
        out = (h.tanh() * h.sin() + h * h).sum()
        out.backward()
        results.append(x.grad)
    _close(*results)


def test_broadcasting_gradients_reduced_to_input_shape():
    """(3,1) + (4,) broadcasts to (3,4); the gradients come back as (3,1) and (4,), as PyTorch."""
    torch = _torch()
    a = np.arange(3, dtype=np.float32).reshape(3, 1)
    b = np.arange(4, dtype=np.float32)
    w = np.arange(12, dtype=np.float32).reshape(3, 4)
    grads = []
    for m in (specgrad, torch):
        x, y = m.tensor(a, requires_grad=True), m.tensor(b, requires_grad=True)
        out = x + y
        assert tuple(out.shape) == (3, 4)
        (out * m.tensor(w)).sum().backward()
        grads.append((x.grad, y.grad))
    (sx, sy), (tx, ty) = grads
    assert sx.shape == (3, 1) and sy.shape == (4,)
    _close(sx, tx)
    _close(sy, ty)


def test_broadcasting_mul_with_scalar_tensor_gradient():
    """A 0-d tensor times a matrix gets a 0-d gradient, summed over the matrix."""
    s = specgrad.tensor(2.0, requires_grad=True)
    m = specgrad.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
    (s * m).sum().backward()
    assert s.grad.shape == () and s.grad.item() == 10.0
    assert m.grad.tolist() == [[2.0, 2.0], [2.0, 2.0]]


def test_grad_dtypes_match_inputs_when_mixing_precisions():
    """float32 * float64 runs in float64, but each input's grad has the input's own dtype."""
    torch = _torch()
    grads = []
    for m in (specgrad, torch):
        a = m.tensor([1.0, 2.0], requires_grad=True)
        b = m.tensor([3.0, 4.0], dtype=m.float64, requires_grad=True)
        out = a * b
        assert str(out.dtype).endswith("float64")
        out.sum().backward()
        grads.append((a.grad, b.grad))
    (sa, sb), (ta, tb) = grads
    assert sa.dtype is specgrad.float32 and sb.dtype is specgrad.float64
    _close(sa, ta)
    _close(sb, tb)


def test_long_chain_has_no_recursion_error():
    """Backward through 100,000 chained multiplications completes (the engine is iterative)."""
    x = specgrad.tensor(1.0, dtype=specgrad.float64, requires_grad=True)
    y = x
    for _ in range(100_000):
        y = y * 1.0001
    limit = sys.getrecursionlimit()
    y.backward()
    assert sys.getrecursionlimit() == limit
    assert x.grad.item() == pytest.approx(1.0001 ** 100_000, rel=1e-6)
    del y
    gc.collect()  # dropping a long graph must not overflow the stack either


# ------------------------------------------------------------------------------ saved values

def test_saved_tensors_have_pytorch_names():
    """MulBackward0 saves _saved_self and _saved_other (PyTorch's names), holding the inputs."""
    x, y = _xy()
    z = x * y
    assert z.grad_fn._saved_self.tolist() == x.tolist()
    assert z.grad_fn._saved_other.tolist() == y.tolist()


def test_saved_tensors_released_after_backward():
    """After backward the saved values are gone: None, or PyTorch's error when accessed."""
    x, y = _xy()
    z = x * y
    z.sum().backward()
    for name in ("_saved_self", "_saved_other"):
        try:
            value = getattr(z.grad_fn, name)
        except RuntimeError as error:  # PyTorch raises here
            assert "Trying to backward through the graph a second time" in str(error)
        else:
            assert value is None


def test_saved_intermediate_freed_after_backward():
    """An intermediate held only by the graph's saved values is freed by backward (no retain_graph)."""
    x = specgrad.tensor([1.0, 2.0, 3.0], requires_grad=True)
    h = x * 2
    ref = weakref.ref(h)
    out = (h * h).sum()  # MulBackward0 saves h twice
    del h
    gc.collect()
    assert ref() is not None
    out.backward()
    gc.collect()
    assert ref() is None
    assert x.grad.tolist() == [8.0, 16.0, 24.0]


def test_retain_graph_keeps_saved_values():
    """With retain_graph=True the saved values stay."""
    x, y = _xy()
    z = x * y
    z.sum().backward(retain_graph=True)
    assert z.grad_fn._saved_self is not None and z.grad_fn._saved_other is not None


# ------------------------------------------------------------------------------ autograd.grad

def test_autograd_grad_returns_without_touching_grad():
    """autograd.grad returns the gradients and leaves .grad alone."""
    x, y = _xy()
    gx, gy = specgrad.autograd.grad((x * y).sum(), [x, y])
    assert gx.tolist() == [5.0, 1.0, 7.0] and gy.tolist() == [0.0, 2.0, 8.0]
    assert x.grad is None and y.grad is None
    assert not gx.requires_grad


def test_autograd_grad_single_input_tuple():
    """autograd.grad with one input tensor returns a 1-tuple."""
    x = specgrad.tensor(3.0, requires_grad=True)
    result = specgrad.autograd.grad(x * x, x)
    assert isinstance(result, tuple) and len(result) == 1 and result[0].item() == 6.0


def test_autograd_grad_of_non_leaf():
    """autograd.grad can differentiate with respect to an intermediate."""
    x = specgrad.tensor([1.0, 2.0], requires_grad=True)
    h = x * 3
    (g,) = specgrad.autograd.grad((h * h).sum(), h)
    assert g.tolist() == [6.0, 12.0]


def test_autograd_grad_unused_input():
    """An input not in the graph raises PyTorch's message, or gives None with allow_unused=True."""
    a = specgrad.tensor(1.0, requires_grad=True)
    b = specgrad.tensor(2.0, requires_grad=True)
    with pytest.raises(RuntimeError, match="The differentiated Tensor at index 1 appears to not have been "
                                           "used in the graph. Set allow_unused=True"):
        specgrad.autograd.grad(a * 2, [a, b])
    ga, gb = specgrad.autograd.grad(a * 2, [a, b], allow_unused=True)
    assert ga.item() == 2.0 and gb is None


# ------------------------------------------------------------------------------ higher order

def test_create_graph_second_derivative_of_cube():
    """backward(create_graph=True) on x**3 gives 3x**2 with a grad_fn, whose own gradient is 6x."""
    x = specgrad.tensor([1.0, 2.0, -3.0], requires_grad=True)
    (x ** 3).sum().backward(create_graph=True)
    g = x.grad
    assert g.grad_fn is not None and g.requires_grad
    assert g.tolist() == [3.0, 12.0, 27.0]
    (second,) = specgrad.autograd.grad(g.sum(), x)
    assert second.tolist() == [6.0, 12.0, -18.0]


def test_create_graph_tanh_matches_torch():
    """First and second derivatives of tanh via create_graph agree with PyTorch."""
    torch = _torch()
    data = [-1.5, 0.0, 0.3, 2.0]
    results = []
    for m in (specgrad, torch):
        x = m.tensor(data, dtype=m.float64, requires_grad=True)
        (g,) = m.autograd.grad(x.tanh().sum(), x, create_graph=True)
        (gg,) = m.autograd.grad(g.sum(), x)
        results.append((g, gg))
    (g, gg), (tg, tgg) = results
    _close(g, tg, rtol=1e-10)
    _close(gg, tgg, rtol=1e-10)


@pytest.mark.filterwarnings("ignore:Using backward\\(\\) with create_graph=True")
def test_create_graph_backward_tanh_matches_torch():
    """backward(create_graph=True) then backward of x.grad: tanh''s result vs PyTorch."""
    torch = _torch()
    data = [-1.5, 0.0, 0.3, 2.0]
    grads = []
    for m in (specgrad, torch):
        x = m.tensor(data, dtype=m.float64, requires_grad=True)
        x.tanh().sum().backward(create_graph=True)
        first = x.grad
        assert first.grad_fn is not None
        x.grad = None
        first.sum().backward()
        grads.append((first, x.grad))
    _close(grads[0][0], grads[1][0], rtol=1e-10)
    _close(grads[0][1], grads[1][1], rtol=1e-10)


# ------------------------------------------------------------------------------ backward(inputs=...)

def test_backward_inputs_accumulates_only_into_given():
    """backward(inputs=[x]) fills x.grad and leaves y.grad None."""
    x, y = _xy()
    (x * y).sum().backward(inputs=[x])
    assert x.grad.tolist() == [5.0, 1.0, 7.0]
    assert y.grad is None


def test_backward_inputs_matches_torch():
    """backward(inputs=[y, h]) with a non-leaf h fills y.grad and h.grad only, as PyTorch."""
    torch = _torch()
    results = []
    for m in (specgrad, torch):
        x = m.tensor([1.0, 2.0], requires_grad=True)
        y = m.tensor([3.0, 4.0], requires_grad=True)
        h = x * y
        (h * h).sum().backward(inputs=[y, h])
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            results.append((x.grad, y.grad, h.grad))
    (sx, sy, sh), (tx, ty, th) = results
    assert sx is None and tx is None
    _close(sy, ty)
    _close(sh, th)


def test_backward_inputs_non_leaf_with_retain_grad_not_double_counted():
    """A non-leaf in inputs= that also retain_grad()s gets its gradient once (PyTorch: 2h, not 4h)."""
    x = specgrad.tensor([1.0, 2.0], requires_grad=True)
    y = specgrad.tensor([3.0, 4.0], requires_grad=True)
    h = x * y
    h.retain_grad()
    (h * h).sum().backward(inputs=[y, h])
    assert h.grad.tolist() == [6.0, 16.0]
    assert y.grad.tolist() == [6.0, 32.0]


# ------------------------------------------------------------------------------ hooks

def test_hook_on_leaf_sees_grad():
    """A leaf's hook receives its gradient before accumulation."""
    x, y = _xy()
    seen = []
    x.register_hook(lambda g: seen.append(g.tolist()))
    (x * y).sum().backward()
    assert seen == [[5.0, 1.0, 7.0]]
    assert x.grad.tolist() == [5.0, 1.0, 7.0]


def test_hook_on_leaf_replaces_grad():
    """A leaf hook's return value is what accumulates into .grad."""
    x, y = _xy()
    x.register_hook(lambda g: g * 10)
    (x * y).sum().backward()
    assert x.grad.tolist() == [50.0, 10.0, 70.0]
    assert y.grad.tolist() == [0.0, 2.0, 8.0]


def test_hook_on_non_leaf_replaces_grad_flowing_on():
    """A non-leaf's hook may replace the gradient that continues to the leaves."""
    x, y = _xy()
    z = x * y
    seen = []

    def hook(g):
        seen.append(g.tolist())
        return g * 2
    z.register_hook(hook)
    (z * 3).sum().backward()
    assert seen == [[3.0, 3.0, 3.0]]
    assert x.grad.tolist() == [30.0, 6.0, 42.0]


def test_hook_handle_remove():
    """handle.remove() unregisters the hook."""
    x, y = _xy()
    calls = []
    handle = x.register_hook(lambda g: calls.append(1))
    (x * y).sum().backward()
    handle.remove()
    (x * y).sum().backward()
    assert calls == [1]
    assert x.grad.tolist() == [10.0, 2.0, 14.0]


def test_hook_removal_on_non_leaf():
    """remove() also works for a hook on a non-leaf."""
    x, y = _xy()
    z = x * y
    handle = z.register_hook(lambda g: g * 100)
    handle.remove()
    z.sum().backward()
    assert x.grad.tolist() == [5.0, 1.0, 7.0]


def test_hooks_match_torch():
    """Hooks on a leaf and a non-leaf, replacing gradients: PyTorch's .grad values."""
    torch = _torch()
    results = []
    for m in (specgrad, torch):
        x = m.tensor([1.0, 2.0, 3.0], requires_grad=True)
        h = x * x
        h.register_hook(lambda g: g + 1)
        x.register_hook(lambda g: g * 2)
        (h * 3).sum().backward()
        results.append(x.grad)
    _close(*results)


def test_register_hook_needs_requires_grad():
    """A hook on a tensor that does not require grad is refused, as in PyTorch."""
    with pytest.raises(RuntimeError, match="cannot register a hook on a tensor that doesn't require gradient"):
        specgrad.ones(2).register_hook(lambda g: g)


@pytest.mark.parametrize("retain_first", [True, False])
def test_retained_grad_is_what_the_other_hooks_returned(retain_first):
    """PyTorch runs retain_grad's hook after the tensor's other hooks, whatever order they were registered in."""
    torch = _torch()
    grads = []
    for lib in (specgrad, torch):
        x = lib.tensor([1.0, 2.0], requires_grad=True)
        y = x * 2
        if retain_first:
            y.retain_grad()
        y.register_hook(lambda g: g * 10)
        y.register_hook(lambda g: g + 1)
        if not retain_first:
            y.retain_grad()
        (y * y).sum().backward()
        grads.append((y.grad.tolist(), x.grad.tolist()))
    assert grads[0] == grads[1]
