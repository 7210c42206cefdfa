"""Normalization layers beyond the generated tests: the create_graph=True backward (built from ops)
against the fused first-order one and PyTorch's, the running statistics batch_norm updates in place,
and PyTorch's errors."""
import numpy as np
import pytest

import specgrad
import specgrad.nn.functional as F

torch = pytest.importorskip("torch")
TF = torch.nn.functional


def _grads(lib, fn, arrays, create_graph):
    make = (lambda a: torch.tensor(a, requires_grad=True)) if lib is torch else \
        (lambda a: specgrad.tensor(a, requires_grad=True))
    inputs = [make(a) for a in arrays]
    out = fn(*inputs)
    weights = make(np.random.default_rng(1).standard_normal(out.shape))
    grads = (torch if lib is torch else specgrad).autograd.grad((out * weights).sum(), inputs, create_graph=create_graph)
    return [g.detach().numpy() for g in grads]


CALLS = {
    "layer_norm": (lambda f: lambda x, w, b: f.layer_norm(x, [3, 4], w, b, 1e-3), [(2, 3, 4), (3, 4), (3, 4)]),
    "batch_norm_train": (lambda f: lambda x, w, b: f.batch_norm(x, None, None, w, b, True, 0.1, 1e-3),
                         [(4, 3, 5), (3,), (3,)]),
    "batch_norm_eval": (lambda f: lambda x, w, b: f.batch_norm(
        x, (torch if f is TF else specgrad).tensor([0.5, -1.0, 0.0], dtype=(torch if f is TF else specgrad).float64),
        (torch if f is TF else specgrad).tensor([2.0, 0.5, 1.0], dtype=(torch if f is TF else specgrad).float64),
        w, b, False, 0.1, 1e-3), [(4, 3, 5), (3,), (3,)]),
}


@pytest.mark.parametrize("name", sorted(CALLS))
@pytest.mark.parametrize("create_graph", [False, True])
def test_gradients_match_pytorch_on_both_backward_paths(name, create_graph):
    make, shapes = CALLS[name]
    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal(s) for s in shapes]
    ours = _grads(specgrad, make(F), arrays, create_graph)
    theirs = _grads(torch, make(TF), arrays, False)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-7, atol=1e-9)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_batch_norm_updates_running_statistics_as_pytorch(dtype):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 3, 2, 2)).astype(dtype)
    ours = [specgrad.tensor(np.zeros(3, dtype)), specgrad.tensor(np.ones(3, dtype))]
    theirs = [torch.zeros(3, dtype=getattr(torch, dtype)), torch.ones(3, dtype=getattr(torch, dtype))]
    versions = [t._version for t in ours]
    for _ in range(2):
        F.batch_norm(specgrad.tensor(x), *ours, training=True, momentum=0.3)
        TF.batch_norm(torch.tensor(x), *theirs, training=True, momentum=0.3)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-6)
    assert all(t._version > v for t, v in zip(ours, versions))
    # eval mode reads them and leaves them alone
    before = [t.numpy().copy() for t in ours]
    out = F.batch_norm(specgrad.tensor(x), *ours, training=False)
    expected = TF.batch_norm(torch.tensor(x), *theirs, training=False)
    np.testing.assert_allclose(out.numpy(), expected.numpy(), rtol=1e-5, atol=1e-6)
    for a, b in zip(ours, before):
        np.testing.assert_array_equal(a.numpy(), b)


ERRORS = [
    (lambda f, t: f.batch_norm(t.randn(1, 3), None, None, training=True), ValueError, "more than 1 value per channel"),
    (lambda f, t: f.batch_norm(t.randn(4, 3), None, None), RuntimeError, "running_mean must be defined"),
    (lambda f, t: f.batch_norm(t.randn(4, 3), t.zeros(4), t.ones(3)), RuntimeError, "running_mean should contain 3 elements not 4"),
    (lambda f, t: f.batch_norm(t.randn(4, 3), t.zeros(3), t.ones(3), t.ones(4)), RuntimeError, "weight should contain 3 elements not 4"),
    (lambda f, t: f.layer_norm(t.randn(4, 3), [4]), RuntimeError, r"Given normalized_shape=\[4\], expected input with shape \[\*, 4\]"),
    (lambda f, t: f.layer_norm(t.randn(4, 3), [3], t.ones(4)), RuntimeError, "Expected weight to be of same shape as normalized_shape"),
    (lambda f, t: f.layer_norm(t.randn(4, 3), []), RuntimeError, "Expected normalized_shape to be at least 1-dimensional"),
    (lambda f, t: f.layer_norm(t.ones(4, 3, dtype=t.int64), [3]), NotImplementedError, "not implemented for"),
    (lambda f, t: f.batch_norm(t.ones(4, 3, dtype=t.int64), None, None, training=True), NotImplementedError, "not implemented for"),
]


@pytest.mark.parametrize("index", range(len(ERRORS)))
def test_errors_as_pytorch(index):
    call, error, words = ERRORS[index]
    with pytest.raises(error, match=words):
        call(TF, torch)
    with pytest.raises(error, match=words):
        call(F, specgrad)


def test_instance_norm_updates_running_statistics_as_pytorch():
    rng = np.random.default_rng(0)
    x = rng.standard_normal((3, 2, 5))
    ours = [specgrad.tensor(np.zeros(2)), specgrad.tensor(np.ones(2))]
    theirs = [torch.zeros(2, dtype=torch.float64), torch.ones(2, dtype=torch.float64)]
    F.instance_norm(specgrad.tensor(x), *ours, momentum=0.3)
    TF.instance_norm(torch.tensor(x), *theirs, momentum=0.3)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-12)
