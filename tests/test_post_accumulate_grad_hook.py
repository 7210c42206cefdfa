"""Tensor.register_post_accumulate_grad_hook against PyTorch: when it runs (after .grad holds this
backward's sum; not for autograd.grad or for leaves outside backward(inputs=...)), what it sees,
create_graph, removal and the errors."""
import pytest

import specgrad

TORCH_REASON = "PyTorch is the oracle; `make oracle` installs it"


def _run(lib):
    """The same program on specgrad or torch: the events the hooks saw, as plain lists."""
    seen = []
    x = lib.tensor([1.0, 2.0, 3.0], requires_grad=True)
    y = lib.tensor([0.5, -1.0], requires_grad=True)
    x.register_hook(lambda g: seen.append(("tensor hook", g.tolist())))
    x.register_post_accumulate_grad_hook(lambda t: seen.append(("post x", t.grad.tolist(), t is x)))
    handle = y.register_post_accumulate_grad_hook(lambda t: seen.append(("post y", t.grad.tolist())))
    (x * x).sum().backward()                       # x used twice: the hook runs once, after the sum
    (x.sum() * 2 + y.sum()).backward()             # accumulates onto .grad: the hook sees the total
    lib.autograd.grad((x * 3).sum(), x)            # no .grad written: no post hook
    (x.sum() + y.sum()).backward(inputs=[y])       # only y is accumulated
    handle.remove()
    (y * 4).sum().backward()
    seen.append(("y.grad", y.grad.tolist()))
    (x * x).sum().backward(create_graph=True)
    seen.append(("create_graph grad requires grad", x.grad.requires_grad))
    return [e for e in seen if e[0] != "tensor hook"]  # (tensor hooks under autograd.grad differ: see below)


def test_post_accumulate_grad_hook_matches_torch():
    torch = pytest.importorskip("torch", reason=TORCH_REASON)
    assert _run(specgrad) == _run(torch)


def test_post_accumulate_grad_hook_runs_after_the_tensor_hooks():
    seen = []
    x = specgrad.tensor([1.0, 2.0], requires_grad=True)
    x.register_post_accumulate_grad_hook(lambda t: seen.append(("post", t.grad.tolist())))
    x.register_hook(lambda g: seen.append(("pre", g.tolist())))
    (x * 3).sum().backward()
    assert seen == [("pre", [3.0, 3.0]), ("post", [3.0, 3.0])]


def test_post_accumulate_grad_hook_errors_as_torch():
    x = specgrad.tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="post accumulate grad hooks cannot be registered on non-leaf tensors"):
        (x * 2).register_post_accumulate_grad_hook(lambda t: None)
    with pytest.raises(RuntimeError, match="cannot register a hook on a tensor that doesn't require gradient"):
        specgrad.tensor([1.0]).register_post_accumulate_grad_hook(lambda t: None)
    x.register_post_accumulate_grad_hook(lambda t: t.grad)
    with pytest.raises(RuntimeError, match="Tensor post accumulate grad hooks should return None."):
        (x * 2).sum().backward()


def test_parameters_take_post_accumulate_grad_hooks():
    layer = specgrad.nn.Linear(3, 2)
    done = []
    for p in layer.parameters():
        p.register_post_accumulate_grad_hook(lambda t: done.append(t.shape))
    layer(specgrad.ones(4, 3)).sum().backward()
    assert sorted(done) == sorted([layer.weight.shape, layer.bias.shape])
