"""nn.Module's full backward hooks (register_full_backward_hook, register_full_backward_pre_hook) against PyTorch's:
what the hooks see, what their return values replace, and their errors."""
import warnings

import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")


def _values(grads):
    return [None if g is None else g.detach().numpy().round(9).tolist() for g in grads]


def _linear(lib):
    layer = lib.nn.Linear(3, 2).double()
    with lib.no_grad():
        layer.weight.copy_(lib.tensor(np.arange(6.0).reshape(2, 3) / 7))
        layer.bias.copy_(lib.tensor([0.1, -0.2]))
    return layer


def _hooked_step(lib):
    """What the hooks saw and the gradients that came out, with both hooks replacing their gradients."""
    seen = []
    layer = _linear(lib)

    def hook(module, grad_input, grad_output):
        assert module is layer
        seen.append(("grad_input", _values(grad_input), "grad_output", _values(grad_output)))
        return tuple(None if g is None else g * 2 for g in grad_input)

    def pre_hook(module, grad_output):
        seen.append(("pre grad_output", _values(grad_output)))
        return tuple(g * 3 for g in grad_output)

    handles = [layer.register_full_backward_hook(hook), layer.register_full_backward_pre_hook(pre_hook)]
    x = lib.tensor(np.linspace(-1, 1, 12).reshape(4, 3), requires_grad=True)
    (layer(x) ** 2).sum().backward()
    seen.append(("x.grad", x.grad.numpy().tolist(), "weight.grad", layer.weight.grad.numpy().tolist()))
    for handle in handles:
        handle.remove()
    x.grad = None
    layer(x).sum().backward()
    seen.append(("x.grad after remove", x.grad.numpy().tolist()))
    return seen


def test_full_backward_hooks_see_and_replace_what_pytorch_s_do():
    ours, theirs = _hooked_step(specgrad), _hooked_step(torch)
    assert len(ours) == len(theirs) == 4
    for a, b in zip(ours, theirs):
        assert a[0] == b[0]
        for x, y in zip(a[1::2], b[1::2]):
            np.testing.assert_allclose(np.array(x, dtype=float), np.array(y, dtype=float), rtol=1e-12)


def _several_arguments(lib):
    seen = []

    class Two(lib.nn.Module):
        def forward(self, a, k, b):
            return a * k, a + b

    two = Two()
    two.register_full_backward_hook(lambda m, gi, go: seen.append(
        ([None if g is None else tuple(g.shape) for g in gi], [None if g is None else tuple(g.shape) for g in go])))
    a = lib.ones(2, requires_grad=True)
    b = lib.ones(2, requires_grad=True)
    p, q = two(a, 3.0, b)
    (p.sum() + 2 * q.sum()).backward()
    return seen, a.grad.tolist(), b.grad.tolist()


def test_non_tensor_arguments_are_none_and_outputs_are_all_seen():
    assert _several_arguments(specgrad) == _several_arguments(torch)


def _inputs_without_grad(lib):
    seen = []
    layer = _linear(lib)
    layer.register_full_backward_hook(lambda m, gi, go: seen.append((gi, _values(go))))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        layer(lib.ones(1, 3, dtype=lib.float64)).sum().backward()
    return seen, [str(w.message).split(".")[0] for w in caught], layer.weight.grad.tolist()


def test_a_module_whose_inputs_need_no_grad_calls_its_hook_with_none_and_warns():
    assert _inputs_without_grad(specgrad) == _inputs_without_grad(torch)


@pytest.mark.parametrize("lib", [specgrad, torch], ids=["specgrad", "torch"])
def test_a_hook_returning_the_wrong_number_of_gradients_raises(lib):
    layer = lib.nn.Linear(2, 2)
    layer.register_full_backward_hook(lambda m, gi, go: (None, None))
    with pytest.raises(RuntimeError, match="Backward hook returned an invalid number of grad_input, got 2, but "
                                           "expected 1"):
        layer(lib.ones(1, 2, requires_grad=True)).sum().backward()
    pre = lib.nn.Linear(2, 2)
    pre.register_full_backward_pre_hook(lambda m, go: (None, None))
    with pytest.raises(RuntimeError, match="Backward pre hook returned an invalid number of grad_output, got 2, "
                                           "but expected 1"):
        pre(lib.ones(1, 2, requires_grad=True)).sum().backward()


def test_hooks_in_a_sequential_fire_from_the_last_module_back_with_prepend_order():
    order = []
    model = specgrad.nn.Sequential(specgrad.nn.Linear(2, 3), specgrad.nn.ReLU(), specgrad.nn.Linear(3, 1))
    for i, layer in enumerate(model):
        layer.register_full_backward_hook(lambda m, gi, go, i=i: order.append(("hook", i)))
    model[2].register_full_backward_hook(lambda m, gi, go: order.append(("first", 2)), prepend=True)
    model(specgrad.ones(4, 2, requires_grad=True)).sum().backward()
    assert order == [("first", 2), ("hook", 2), ("hook", 1), ("hook", 0)]
