"""nn.utils.prune against PyTorch's from the same weights (drawn without ties): masks of L1/Ln pruning, one
and several rounds (masks combined through a PruningContainer), importance scores, global pruning, custom masks,
outputs and gradients of <name>_orig, state_dict keys, remove and is_pruned; the random methods by their counts
and structure (their draws differ); amount validation errors."""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")
import torch.nn.utils.prune  # noqa: E402  (PyTorch does not import it with torch.nn)


def _conv(lib, seed=0):
    rng = np.random.default_rng(seed)
    conv = lib.nn.Conv2d(3, 4, 3).double()
    with lib.no_grad():
        conv.weight.copy_(lib.tensor(rng.standard_normal(tuple(conv.weight.shape))))
        conv.bias.copy_(lib.tensor(rng.standard_normal(tuple(conv.bias.shape))))
    return conv


def _linear(lib, seed=0):
    rng = np.random.default_rng(seed)
    layer = lib.nn.Linear(6, 5).double()
    with lib.no_grad():
        layer.weight.copy_(lib.tensor(rng.standard_normal((5, 6))))
        layer.bias.copy_(lib.tensor(rng.standard_normal(5)))
    return layer


def _run(lib, steps, make=_conv, x_shape=(2, 3, 5, 5)):
    """Apply the pruning steps (functions of (lib, module)); return masks, pruned weights, output, gradients of
    weight_orig and bias, state-dict keys, then the weight after remove."""
    module = make(lib)
    for step in steps:
        step(lib, module)
    x = lib.tensor(np.random.default_rng(5).standard_normal(x_shape))
    y = module(x)
    (y ** 2).sum().backward()
    seen = {"mask": module.weight_mask.numpy().copy(), "weight": module.weight.detach().numpy().copy(),
            "y": y.detach().numpy(), "grad": module.weight_orig.grad.numpy().copy(),
            "keys": sorted(module.state_dict()), "pruned": lib.nn.utils.prune.is_pruned(module)}
    lib.nn.utils.prune.remove(module, "weight")
    seen["removed"] = module.weight.detach().numpy().copy()
    seen["after_keys"] = sorted(module.state_dict())
    seen["after_pruned"] = lib.nn.utils.prune.is_pruned(module)
    seen["is_param"] = type(module.weight).__name__ == "Parameter"
    return seen


def _assert_same(ours, theirs):
    assert ours.keys() == theirs.keys()
    for key in ours:
        if isinstance(ours[key], np.ndarray):
            np.testing.assert_allclose(ours[key], theirs[key], rtol=1e-10, atol=1e-12, err_msg=key)
        else:
            assert ours[key] == theirs[key], key


CASES = {
    "l1_int": [lambda lib, m: lib.nn.utils.prune.l1_unstructured(m, "weight", amount=30)],
    "l1_fraction": [lambda lib, m: lib.nn.utils.prune.l1_unstructured(m, "weight", amount=0.35)],
    "l1_zero": [lambda lib, m: lib.nn.utils.prune.l1_unstructured(m, "weight", amount=0)],
    "l1_all": [lambda lib, m: lib.nn.utils.prune.l1_unstructured(m, "weight", amount=1.0)],
    "identity": [lambda lib, m: lib.nn.utils.prune.identity(m, "weight")],
    "ln_dim0_l2": [lambda lib, m: lib.nn.utils.prune.ln_structured(m, "weight", amount=2, n=2, dim=0)],
    "ln_dim1_l1": [lambda lib, m: lib.nn.utils.prune.ln_structured(m, "weight", amount=0.34, n=1, dim=1)],
    "ln_inf_last_dim": [lambda lib, m: lib.nn.utils.prune.ln_structured(m, "weight", amount=1, n=float("inf"),
                                                                        dim=-1)],
    "l1_then_l1": [lambda lib, m: lib.nn.utils.prune.l1_unstructured(m, "weight", amount=20),
                   lambda lib, m: lib.nn.utils.prune.l1_unstructured(m, "weight", amount=0.5)],
    "l1_then_ln": [lambda lib, m: lib.nn.utils.prune.l1_unstructured(m, "weight", amount=40),
                   lambda lib, m: lib.nn.utils.prune.ln_structured(m, "weight", amount=1, n=2, dim=0),
                   lambda lib, m: lib.nn.utils.prune.l1_unstructured(m, "weight", amount=10)],
    "ln_then_ln": [lambda lib, m: lib.nn.utils.prune.ln_structured(m, "weight", amount=1, n=2, dim=0),
                   lambda lib, m: lib.nn.utils.prune.ln_structured(m, "weight", amount=0.5, n=1, dim=0)],
    "custom_then_l1": [lambda lib, m: lib.nn.utils.prune.custom_from_mask(
                           m, "weight", mask=lib.tensor(np.random.default_rng(3).random((4, 3, 3, 3)) > 0.3)),
                       lambda lib, m: lib.nn.utils.prune.l1_unstructured(m, "weight", amount=7)],
    "importance_scores": [lambda lib, m: lib.nn.utils.prune.l1_unstructured(
        m, "weight", amount=50, importance_scores=lib.tensor(np.random.default_rng(4).standard_normal((4, 3, 3, 3))))],
    "ln_importance_scores": [lambda lib, m: lib.nn.utils.prune.ln_structured(
        m, "weight", amount=2, n=1, dim=0,
        importance_scores=lib.tensor(np.random.default_rng(4).standard_normal((4, 3, 3, 3))))],
    "class_apply": [lambda lib, m: lib.nn.utils.prune.L1Unstructured.apply(m, "weight", amount=9),
                    lambda lib, m: lib.nn.utils.prune.LnStructured.apply(m, "weight", 1, 2, 1)],
}


@pytest.mark.parametrize("case", list(CASES))
def test_pruning_matches_pytorch(case):
    _assert_same(_run(specgrad, CASES[case]), _run(torch, CASES[case]))


def test_pruned_entries_are_the_smallest_and_masks_combine():
    conv = _conv(specgrad)
    w = conv.weight.detach().numpy().copy()
    specgrad.nn.utils.prune.l1_unstructured(conv, "weight", amount=20)
    mask = conv.weight_mask.numpy()
    assert mask.sum() == w.size - 20
    assert np.abs(w[mask == 0]).max() < np.abs(w[mask == 1]).min()
    specgrad.nn.utils.prune.l1_unstructured(conv, "weight", amount=10)  # 10 more, among the kept ones
    assert conv.weight_mask.numpy().sum() == w.size - 30
    hooks = list(conv._forward_pre_hooks.values())
    assert len(hooks) == 1 and isinstance(hooks[0], specgrad.nn.utils.prune.PruningContainer)
    assert [type(m).__name__ for m in hooks[0]] == ["L1Unstructured", "L1Unstructured"]


def test_ties_are_broken_by_index():
    layer = specgrad.nn.Linear(4, 2, bias=False)
    with specgrad.no_grad():
        layer.weight.copy_(specgrad.tensor([[1.0, -1.0, 2.0, 1.0], [3.0, 1.0, -2.0, 5.0]]))
    specgrad.nn.utils.prune.l1_unstructured(layer, "weight", amount=2)
    np.testing.assert_array_equal(layer.weight_mask.numpy(), [[0, 0, 1, 1], [1, 1, 1, 1]])
    layer = specgrad.nn.Linear(3, 3, bias=False)
    with specgrad.no_grad():
        layer.weight.copy_(specgrad.tensor([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 2.0]]))
    specgrad.nn.utils.prune.ln_structured(layer, "weight", amount=1, n=2, dim=0)
    np.testing.assert_array_equal(layer.weight_mask.numpy().sum(1), [3, 0, 3])


def test_forward_recomputes_the_weight_from_orig():
    ours, theirs = _linear(specgrad), _linear(torch)
    for lib, m in ((specgrad, ours), (torch, theirs)):
        lib.nn.utils.prune.l1_unstructured(m, "weight", amount=0.5)
        with lib.no_grad():
            m.weight_orig.mul_(2.0)  # only the next forward's pre-hook shows this
    x = np.random.default_rng(2).standard_normal((3, 6))
    np.testing.assert_allclose(ours(specgrad.tensor(x)).detach().numpy(), theirs(torch.tensor(x)).detach().numpy(),
                               rtol=1e-12)
    np.testing.assert_allclose(ours.weight.detach().numpy(), theirs.weight.detach().numpy(), rtol=1e-12)


def test_global_unstructured_matches_pytorch():
    def run(lib):
        model = lib.nn.Sequential(_conv(lib, 0), lib.nn.Flatten(), _linear(lib, 1))
        model[2] = lib.nn.Linear(36, 5).double()
        with lib.no_grad():
            model[2].weight.copy_(lib.tensor(np.random.default_rng(7).standard_normal((5, 36)) * 0.5))
        lib.nn.utils.prune.l1_unstructured(model[2], "weight", amount=10)  # an earlier mask is respected
        params = [(model[0], "weight"), (model[2], "weight"), (model[2], "bias")]
        lib.nn.utils.prune.global_unstructured(params, pruning_method=lib.nn.utils.prune.L1Unstructured, amount=0.4)
        y = model(lib.tensor(np.random.default_rng(8).standard_normal((2, 3, 5, 5))))
        y.sum().backward()
        return ([model[0].weight_mask.numpy(), model[2].weight_mask.numpy(), model[2].bias_mask.numpy(),
                 y.detach().numpy(), model[2].weight_orig.grad.numpy(), model[0].weight_orig.grad.numpy()],
                sorted(model.state_dict()), [type(m).__name__ for m in model[2]._forward_pre_hooks.values()])
    (ours, our_keys, our_hooks), (theirs, their_keys, their_hooks) = run(specgrad), run(torch)
    assert our_keys == their_keys and our_hooks == their_hooks
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


def test_random_unstructured_counts():
    specgrad.manual_seed(0)
    conv = _conv(specgrad)
    specgrad.nn.utils.prune.random_unstructured(conv, "weight", amount=0.25)
    assert conv.weight_mask.numpy().sum() == 108 - 27
    specgrad.nn.utils.prune.random_unstructured(conv, "weight", amount=20)
    mask = conv.weight_mask.numpy()
    assert mask.sum() == 108 - 47 and set(np.unique(mask)) <= {0.0, 1.0}
    np.testing.assert_array_equal(conv.weight.detach().numpy(), conv.weight_orig.detach().numpy() * mask)


@pytest.mark.parametrize("dim", [0, 1, -1])
def test_random_structured_prunes_whole_channels(dim):
    specgrad.manual_seed(1)
    conv = _conv(specgrad)
    size = conv.weight.shape[dim]
    specgrad.nn.utils.prune.random_structured(conv, "weight", amount=1, dim=dim)
    other = tuple(d for d in range(4) if d != dim % 4)
    per_channel = conv.weight_mask.numpy().sum(axis=other)
    full = 108 // size
    assert sorted(per_channel) == [0] + [full] * (size - 1)
    if size > 2:
        specgrad.nn.utils.prune.random_structured(conv, "weight", amount=1, dim=dim)  # another, among the kept
        assert sorted(conv.weight_mask.numpy().sum(axis=other)) == [0, 0] + [full] * (size - 2)


def test_random_draws_follow_specgrad_seed():
    masks = []
    for _ in range(2):
        specgrad.manual_seed(3)
        conv = _conv(specgrad)
        specgrad.nn.utils.prune.random_unstructured(conv, "weight", amount=0.5)
        masks.append(conv.weight_mask.numpy().copy())
    np.testing.assert_array_equal(*masks)


def test_prune_method_outside_a_module():
    t = np.random.default_rng(0).standard_normal((4, 5))
    ours = specgrad.nn.utils.prune.L1Unstructured(amount=6).prune(specgrad.tensor(t))
    theirs = torch.nn.utils.prune.L1Unstructured(amount=6).prune(torch.tensor(t))
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())
    ours = specgrad.nn.utils.prune.LnStructured(amount=2, n=1, dim=1).prune(specgrad.tensor(t))
    theirs = torch.nn.utils.prune.LnStructured(amount=2, n=1, dim=1).prune(torch.tensor(t))
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())


def _message(lib, fn):
    with pytest.raises(Exception) as info:
        fn(lib)
    return type(info.value).__name__, str(info.value).replace("torch.Size", "Size").replace("specgrad.Size", "Size")


ERRORS = {
    "amount_type": lambda lib: lib.nn.utils.prune.l1_unstructured(_linear(lib), "weight", amount="a"),
    "amount_negative": lambda lib: lib.nn.utils.prune.l1_unstructured(_linear(lib), "weight", amount=-1),
    "amount_fraction": lambda lib: lib.nn.utils.prune.l1_unstructured(_linear(lib), "weight", amount=1.5),
    "amount_too_many": lambda lib: lib.nn.utils.prune.l1_unstructured(_linear(lib), "weight", amount=31),
    "structured_1d": lambda lib: lib.nn.utils.prune.ln_structured(_linear(lib), "bias", amount=1, n=2, dim=0),
    "structured_dim": lambda lib: lib.nn.utils.prune.random_structured(_linear(lib), "weight", amount=1, dim=2),
    "remove_unpruned": lambda lib: lib.nn.utils.prune.remove(lib.nn.Linear(2, 2), "weight"),
    "global_not_iterable": lambda lib: lib.nn.utils.prune.global_unstructured(
        3, lib.nn.utils.prune.L1Unstructured, amount=1),
    "global_structured": lambda lib: lib.nn.utils.prune.global_unstructured(
        [(_linear(lib), "weight")], lib.nn.utils.prune.LnStructured, amount=1, n=2, dim=0),
    "global_scores_type": lambda lib: lib.nn.utils.prune.global_unstructured(
        [(_linear(lib), "weight")], lib.nn.utils.prune.L1Unstructured, importance_scores=[1], amount=1),
}


@pytest.mark.parametrize("case", list(ERRORS))
def test_errors_match_pytorch(case):
    ours, theirs = _message(specgrad, ERRORS[case]), _message(torch, ERRORS[case])
    assert ours[0] == theirs[0]
    if case not in ("remove_unpruned", "global_structured"):  # these name the module / the class
        assert ours[1] == theirs[1]


def test_failed_pruning_leaves_the_module_as_it_was():
    layer = _linear(specgrad)
    with pytest.raises(ValueError):
        specgrad.nn.utils.prune.l1_unstructured(layer, "weight", amount=100)
    assert sorted(layer.state_dict()) == ["bias", "weight"] and not specgrad.nn.utils.prune.is_pruned(layer)
