"""nn.AdaptiveLogSoftmaxWithLoss against PyTorch's with the same weights: forward's (output, loss) named tuple
for targets in the shortlist and in every cluster, unbatched input, gradients of every parameter and of the
input, log_prob, predict (rows in the shortlist, in clusters, mixed), structure and the errors."""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")


def _module(lib, in_features=16, n_classes=20, cutoffs=(4, 9, 15), div_value=2.0, head_bias=True, seed=0):
    rng = np.random.default_rng(seed)
    module = lib.nn.AdaptiveLogSoftmaxWithLoss(in_features, n_classes, list(cutoffs), div_value=div_value,
                                               head_bias=head_bias).double()
    with lib.no_grad():
        for _, p in sorted(module.named_parameters()):
            p.copy_(lib.tensor(rng.standard_normal(tuple(p.shape))))
    return module


def _assert_close(a, b):
    np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("head_bias", [False, True])
@pytest.mark.parametrize("cutoffs,div_value", [((4, 9, 15), 2.0), ((5,), 4.0), ((2, 3), 1.5)])
def test_forward_and_gradients_match_pytorch(cutoffs, div_value, head_bias):
    rng = np.random.default_rng(1)
    x = rng.standard_normal((12, 16))
    target = np.concatenate([np.arange(20)[:6], rng.integers(0, 20, 6)])  # every part of the split is hit
    results = []
    for lib in (specgrad, torch):
        module = _module(lib, cutoffs=cutoffs, div_value=div_value, head_bias=head_bias)
        xi = lib.tensor(x, requires_grad=True)
        result = module(xi, lib.tensor(target))
        assert type(result).__name__ == "_ASMoutput" and result._fields == ("output", "loss")
        (result.loss * 3 + (result.output ** 2).sum()).backward()
        grads = {name: p.grad.numpy().copy() for name, p in module.named_parameters() if p.grad is not None}
        results.append((result.output.detach().numpy(), result.loss.detach().numpy(), xi.grad.numpy(), grads,
                        sorted(module.state_dict())))
    (out, loss, gx, grads, keys), (t_out, t_loss, t_gx, t_grads, t_keys) = results
    assert keys == t_keys and sorted(grads) == sorted(t_grads)
    _assert_close(out, t_out)
    _assert_close(loss, t_loss)
    _assert_close(gx, t_gx)
    for name in grads:
        _assert_close(grads[name], t_grads[name])


@pytest.mark.parametrize("target", [2, 7, 19])
def test_unbatched_input(target):
    x = np.random.default_rng(2).standard_normal(16)
    seen = []
    for lib in (specgrad, torch):
        module = _module(lib)
        result = module(lib.tensor(x), lib.tensor(target))
        result.loss.backward()
        seen.append((result.output.detach().numpy(), result.loss.detach().numpy(),
                     module.head.weight.grad.numpy()))
    assert seen[0][0].shape == ()
    for a, b in zip(*seen):
        _assert_close(a, b)


def test_single_row_batch():
    x = np.random.default_rng(3).standard_normal((1, 16))
    seen = []
    for lib in (specgrad, torch):
        result = _module(lib)(lib.tensor(x), lib.tensor([11]))
        seen.append((result.output.detach().numpy(), result.loss.detach().numpy()))
    assert seen[0][0].shape == seen[1][0].shape
    for a, b in zip(*seen):
        _assert_close(a, b)


def test_log_prob_matches_pytorch_and_normalizes():
    x = np.random.default_rng(4).standard_normal((7, 16))
    ours = _module(specgrad).log_prob(specgrad.tensor(x))
    theirs = _module(torch).log_prob(torch.tensor(x))
    _assert_close(ours.detach().numpy(), theirs.detach().numpy())
    np.testing.assert_allclose(np.exp(ours.detach().numpy()).sum(1), 1.0, rtol=1e-12)
    target = np.arange(7) * 3 % 20  # forward's output is log_prob at the target
    _assert_close(_module(specgrad)(specgrad.tensor(x), specgrad.tensor(target)).output.detach().numpy(),
                  ours.detach().numpy()[np.arange(7), target])


def test_log_prob_gradients_match_pytorch():
    x = np.random.default_rng(5).standard_normal((5, 16))
    seen = []
    for lib in (specgrad, torch):
        module = _module(lib)
        (module.log_prob(lib.tensor(x)) * lib.tensor(np.arange(20.0))).sum().backward()
        seen.append([p.grad.numpy().copy() for _, p in sorted(module.named_parameters())])
    for a, b in zip(*seen):
        _assert_close(a, b)


@pytest.mark.parametrize("rows", ["shortlist", "clusters", "mixed"])
def test_predict_matches_pytorch(rows):
    rng = np.random.default_rng(6)
    x = rng.standard_normal((40, 16)) * 3
    ours_module, theirs_module = _module(specgrad), _module(torch)
    best_head = theirs_module.head(torch.tensor(x)).argmax(1).detach().numpy()
    in_shortlist = best_head < 4
    pick = {"shortlist": in_shortlist, "clusters": ~in_shortlist, "mixed": np.ones(40, bool)}[rows]
    assert pick.any() and (rows != "mixed" or 0 < in_shortlist.sum() < 40)
    x = x[pick]
    ours = ours_module.predict(specgrad.tensor(x))
    theirs = theirs_module.predict(torch.tensor(x))
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())
    np.testing.assert_array_equal(ours.numpy(), ours_module.log_prob(specgrad.tensor(x)).detach().numpy().argmax(1))


def test_structure_matches_pytorch():
    ours = specgrad.nn.AdaptiveLogSoftmaxWithLoss(64, 1000, [10, 100, 500], div_value=4.0)
    theirs = torch.nn.AdaptiveLogSoftmaxWithLoss(64, 1000, [10, 100, 500], div_value=4.0)
    assert [(n, tuple(p.shape)) for n, p in ours.named_parameters()] == \
        [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]
    for attr in ("cutoffs", "shortlist_size", "n_clusters", "head_size", "div_value", "head_bias"):
        assert getattr(ours, attr) == getattr(theirs, attr)
    assert repr(ours) == repr(theirs)


def _error(lib, fn):
    with pytest.raises(Exception) as info:
        fn(lib)
    return type(info.value).__name__, str(info.value).replace("torch.Size", "Size").replace("specgrad.Size", "Size")


ERRORS = {
    "no_cutoffs": lambda lib: lib.nn.AdaptiveLogSoftmaxWithLoss(8, 10, []),
    "unsorted": lambda lib: lib.nn.AdaptiveLogSoftmaxWithLoss(8, 10, [5, 3]),
    "too_large": lambda lib: lib.nn.AdaptiveLogSoftmaxWithLoss(8, 10, [3, 10]),
    "zero": lambda lib: lib.nn.AdaptiveLogSoftmaxWithLoss(8, 10, [0, 3]),
    "repeated": lambda lib: lib.nn.AdaptiveLogSoftmaxWithLoss(8, 10, [3, 3]),
    "not_integer": lambda lib: lib.nn.AdaptiveLogSoftmaxWithLoss(8, 10, [2.5]),
    "batch_mismatch": lambda lib: _module(lib)(lib.zeros(3, 16, dtype=lib.float64), lib.tensor([1, 2])),
    "input_3d": lambda lib: _module(lib)(lib.zeros(2, 3, 16, dtype=lib.float64), lib.tensor([1, 2])),
    "input_2d_target_0d": lambda lib: _module(lib)(lib.zeros(2, 16, dtype=lib.float64), lib.tensor(1)),
    "target_2d": lambda lib: _module(lib)(lib.zeros(2, 16, dtype=lib.float64), lib.tensor([[1], [2]])),
    "target_out_of_range": lambda lib: _module(lib)(lib.zeros(2, 16, dtype=lib.float64), lib.tensor([1, 20])),
    "target_negative": lambda lib: _module(lib)(lib.zeros(2, 16, dtype=lib.float64), lib.tensor([-1, 3])),
}


@pytest.mark.parametrize("case", list(ERRORS))
def test_errors_match_pytorch(case):
    assert _error(specgrad, ERRORS[case]) == _error(torch, ERRORS[case])
