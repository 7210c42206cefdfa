"""torch-level names of nn.functional ops (torch.dropout(input, p, train), torch.kl_div(x, y, 2), ...) and F's
in-place activations (F.relu_ ... F.threshold_): their signatures and errors as PyTorch's. Values and gradients
are the generated tests' (derivatives.yaml)."""
import numpy as np
import pytest
import torch

import specgrad
import specgrad.nn.functional as F


def _outcome(call):
    try:
        result = call()
    except Exception as exc:  # noqa: BLE001 - the exception class is what is compared
        return type(exc)
    return result


@pytest.mark.parametrize("name, args", [
    ("relu_", ()), ("elu_", (0.7,)), ("selu_", ()), ("celu_", (1.3,)), ("leaky_relu_", (0.2,)),
    ("hardtanh_", (-0.5, 0.5)), ("threshold_", (0.1, 2.0)),
])
def test_functional_inplace_activations(name, args):
    x = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    ours, theirs = specgrad.tensor(x.copy()), torch.tensor(x.copy())
    assert getattr(F, name)(ours, *args) is ours
    getattr(torch.nn.functional, name)(theirs, *args)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-6)
    # through a non-leaf, the gradient of the op written in place
    a, t = specgrad.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    b, u = a * 2, t * 2
    getattr(F, name)(b, *args)
    getattr(torch.nn.functional, name)(u, *args)
    (b * b).sum().backward()
    (u * u).sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), t.grad.numpy(), rtol=1e-5)


def test_torch_inplace_names_as_pytorch():
    # torch has relu_, selu_, celu_, threshold_, dropout_ ... but not elu_, leaky_relu_, hardtanh_
    for name in ("relu_", "selu_", "celu_", "threshold_", "dropout_", "alpha_dropout_", "feature_dropout_",
                 "feature_alpha_dropout_", "elu_", "leaky_relu_", "hardtanh_"):
        assert hasattr(specgrad, name) == hasattr(torch, name), name


def test_threshold_inplace_of_a_parameter_named_as_the_op():
    x = specgrad.tensor([-1.0, 0.5, 2.0])
    assert specgrad.threshold_(x, 0.6, -3.0) is x
    assert x.tolist() == [-3.0, -3.0, 2.0]


@pytest.mark.parametrize("call", [
    lambda L: L.kl_div(L.ones(2, 3), L.ones(2, 3), "mean"),
    lambda L: L.margin_ranking_loss(L.ones(3), L.ones(3), L.ones(3), 0.0, "sum"),
    lambda L: L.dropout(L.ones(3), 1.5, True),
    lambda L: L.dropout(L.ones(3), 0.5),
    lambda L: L.feature_dropout(L.ones(3), 0.5, True),
    lambda L: L.binary_cross_entropy_with_logits(L.ones(2, 3), L.ones(3)),
    lambda L: L.max_pool2d(L.ones(1, 4, 4), 2, return_indices=True),
])
def test_torch_level_errors_as_pytorch(call):
    assert _outcome(lambda: call(specgrad)) is _outcome(lambda: call(torch))


def test_torch_level_signatures_differ_from_functional():
    x = specgrad.ones(2, 3, 4)
    # F.dropout has defaults and inplace=; torch.dropout takes (input, p, train)
    assert F.dropout(x).shape == x.shape
    # torch.adaptive_max_pool1d returns (values, indices); F's only with return_indices=True
    values, indices = specgrad.adaptive_max_pool1d(x, 2)
    assert indices.dtype == specgrad.int64 and not isinstance(F.adaptive_max_pool1d(x, 2), tuple)
    # F.kl_div's 'batchmean' is F's alone
    assert float(F.kl_div(x, x, reduction="batchmean")) == float(specgrad.kl_div(x, x, 2)) / 2


def test_torch_dropout_inplace_statistics():
    specgrad.manual_seed(0)
    x = specgrad.ones(400, 50)
    assert specgrad.dropout_(x, 0.3, True) is x
    kept = x.numpy() != 0
    assert abs(kept.mean() - 0.7) < 0.02
    np.testing.assert_allclose(x.numpy()[kept], 1 / 0.7, rtol=1e-6)
    y = specgrad.feature_dropout(specgrad.ones(200, 30, 3), 0.5, True).numpy()
    assert (y == y[..., :1]).all() and abs((y[..., 0] != 0).mean() - 0.5) < 0.03


@pytest.mark.parametrize("call", [
    lambda L: L.hsplit(L.ones(2, 6), 4),
    lambda L: L.hsplit(L.ones(()), 1),
    lambda L: L.vsplit(L.ones(6), 2),
    lambda L: L.dsplit(L.ones(2, 2), [1]),
    lambda L: L.unravel_index(L.ones(2), (3, 4)),
    lambda L: L.unravel_index(L.ones(2, dtype=L.bool), (3, 4)),
    lambda L: L.unravel_index(L.ones(2, dtype=L.int64), (3, -1)),
    lambda L: L.unravel_index(L.ones(2, dtype=L.int64), (3, 0)),
    lambda L: L.trapezoid(L.ones(3, dtype=L.bool)),
    lambda L: L.trapezoid(L.ones(2, 3), L.ones(2)),
    lambda L: L.trapezoid(L.ones(())),
    lambda L: L.cumulative_trapezoid(L.ones(2, 3), dim=2),
    lambda L: L.renorm(L.ones(2, 3), 0, 0, 1.0),
    lambda L: L.renorm(L.ones(2, 3), 2, 0, -1.0),
    lambda L: L.renorm(L.ones(3), 2, 0, 1.0),
    lambda L: L.frexp(L.ones(3, dtype=L.int64)),
])
def test_new_ops_errors_as_pytorch(call):
    assert _outcome(lambda: call(specgrad)) is _outcome(lambda: call(torch))


def test_new_ops_methods_as_pytorch():
    for name in ("hsplit", "vsplit", "dsplit", "msort", "renorm", "renorm_", "frexp"):
        assert hasattr(specgrad.Tensor, name) and hasattr(torch.Tensor, name), name
    x = specgrad.tensor([[3.0, 4.0], [0.3, 0.4]])
    assert x.renorm_(2, 0, 1.0) is x
    np.testing.assert_allclose(x.numpy(), [[0.6, 0.8], [0.3, 0.4]], rtol=1e-5)


def test_rrelu_training_draws_slopes_and_differentiates_by_them():
    specgrad.manual_seed(1)
    x = specgrad.tensor(np.linspace(-3, 2, 20000).astype(np.float64), requires_grad=True)
    y = specgrad.rrelu(x, 0.1, 0.3, True)
    y.sum().backward()
    xs, ys, g = x.detach().numpy(), y.detach().numpy(), x.grad.numpy()
    negative = xs <= 0
    slopes = ys[negative & (xs < 0)] / xs[negative & (xs < 0)]
    assert slopes.min() >= 0.1 and slopes.max() <= 0.3 and abs(slopes.mean() - 0.2) < 0.005 and slopes.std() > 0.05
    np.testing.assert_array_equal(ys[~negative], xs[~negative])
    # the gradient is the drawn slope where x <= 0 (x = 0 included, as ATen), 1 elsewhere
    np.testing.assert_allclose(g[negative & (xs < 0)], slopes)
    np.testing.assert_array_equal(g[~negative], 1.0)
    # F.rrelu: the same op, inplace= writes into the input; F.rrelu_ and torch-style rrelu_
    z = specgrad.tensor([-1.0, 2.0])
    assert F.rrelu(z, 0.25, 0.25, True, True) is z and z.tolist() == [-0.25, 2.0]
    assert F.rrelu_(z, 0.5, 0.5, False) is z and z.tolist() == [-0.125, 2.0]


@pytest.mark.parametrize("call", [
    lambda L: L.rrelu(L.ones(3), 0.5, 0.1, True),
    lambda L: L.rrelu(L.ones(3, dtype=L.int64), training=True),
    lambda L: L.rrelu(L.ones(3, dtype=L.int64)),
    lambda L: L.nn.functional.local_response_norm(L.ones(2, 3), 2),
    lambda L: L.nn.functional.lp_pool2d(L.ones(1, 3), 2.0, 2),
])
def test_random_and_norm_ops_errors_as_pytorch(call):
    assert _outcome(lambda: call(specgrad)) is _outcome(lambda: call(torch))


def test_gumbel_softmax_soft_and_hard():
    specgrad.manual_seed(0)
    logits = specgrad.tensor(np.log(np.array([[0.6, 0.3, 0.1]] * 6000)), requires_grad=True)
    soft = F.gumbel_softmax(logits, tau=0.5)
    np.testing.assert_allclose(soft.detach().numpy().sum(-1), 1, rtol=1e-6)
    hard = F.gumbel_softmax(logits, tau=0.5, hard=True, dim=1)
    h = hard.detach().numpy()
    assert set(np.unique(h)) <= {0.0, 1.0} and (h.sum(-1) == 1).all()
    # Gumbel-max: the one-hot's class frequencies are the softmax of the logits
    np.testing.assert_allclose(h.mean(0), [0.6, 0.3, 0.1], atol=0.02)
    # straight-through: hard's gradient is the soft sample's (same noise: same seed)
    w = specgrad.tensor(np.random.default_rng(1).standard_normal((6000, 3)))
    specgrad.manual_seed(5)
    (F.gumbel_softmax(logits, 0.7, True) * w).sum().backward()
    hard_grad = logits.grad.numpy().copy()
    logits.grad = None
    specgrad.manual_seed(5)
    (F.gumbel_softmax(logits, 0.7) * w).sum().backward()
    np.testing.assert_allclose(hard_grad, logits.grad.numpy(), rtol=1e-10)
    with pytest.warns(UserWarning, match="eps"):
        F.gumbel_softmax(logits, eps=1e-5)


@pytest.mark.parametrize("call", [
    lambda L: L.nn.functional.max_unpool2d(L.ones(1, 2, 2, 2), L.zeros(1, 2, 2, 2, dtype=L.int32), 2),
    lambda L: L.nn.functional.max_unpool2d(L.ones(1, 2, 2, 2), L.full((1, 2, 2, 2), 50, dtype=L.int64), 2),
    lambda L: L.nn.functional.max_unpool2d(L.ones(1, 2, 2, 2), L.zeros(1, 2, 2, 2, dtype=L.int64), 2, output_size=[6, 5]),
    lambda L: L.nn.functional.max_unpool2d(L.ones(1, 2, 2, 2), L.zeros(1, 2, 2, 2, dtype=L.int64), 2, output_size=[5]),
    lambda L: L.nn.functional.max_unpool2d(L.ones(1, 2, 2, 2), L.zeros(1, 2, 2, 1, dtype=L.int64), 2),
    lambda L: L.nn.functional.max_unpool2d(L.ones(2, 2), L.zeros(2, 2, dtype=L.int64), 2),
    lambda L: L.nn.functional.max_unpool2d(L.ones(1, 2, 2, 2, dtype=L.int64), L.zeros(1, 2, 2, 2, dtype=L.int64), 2),
])
def test_max_unpool_errors_as_pytorch(call):
    assert _outcome(lambda: call(specgrad)) is _outcome(lambda: call(torch))


def test_max_unpool_modules_invert_max_pool():
    x = np.random.default_rng(3).standard_normal((2, 3, 4, 6)).astype(np.float32)
    for lib in (specgrad, torch):
        pool, unpool = lib.nn.MaxPool2d(2, return_indices=True), lib.nn.MaxUnpool2d(2)
        values, indices = pool(lib.tensor(x))
        out = unpool(values, indices).numpy()
        if lib is specgrad:
            ours = out
    np.testing.assert_array_equal(ours, out)
    assert repr(specgrad.nn.MaxUnpool1d(3)) == repr(torch.nn.MaxUnpool1d(3))
    assert repr(specgrad.nn.MaxUnpool2d(2, 1)) == repr(torch.nn.MaxUnpool2d(2, 1))


@pytest.mark.parametrize("call", [
    lambda L: L.nn.functional.embedding_bag(L.tensor([1, 2, 4]), L.ones(6, 2), L.tensor([1, 2])),
    lambda L: L.nn.functional.embedding_bag(L.tensor([1, 2, 4]), L.ones(6, 2), L.tensor([0, 4])),
    lambda L: L.nn.functional.embedding_bag(L.tensor([1, 2, 9]), L.ones(6, 2), L.tensor([0, 2])),
    lambda L: L.nn.functional.embedding_bag(L.tensor([1, 2, 4]), L.ones(6, 2), L.tensor([0]), padding_idx=6),
    lambda L: L.nn.functional.embedding_bag(L.tensor([1.0, 2.0]), L.ones(6, 2), L.tensor([0])),
    lambda L: L.nn.functional.embedding_bag(L.tensor([1, 2]), L.ones(6, 2, dtype=L.int64), L.tensor([0])),
    lambda L: L.nn.functional.embedding_bag(L.tensor([1, 2]), L.ones(6, 2), L.tensor([0]), mode="mean",
                                            per_sample_weights=L.ones(2)),
    lambda L: L.nn.functional.embedding_bag(L.tensor([1, 2]), L.ones(6, 2), L.tensor([0]), mode="max",
                                            scale_grad_by_freq=True),
    lambda L: L.nn.functional.embedding_bag(L.tensor([1, 2]), L.ones(6, 2), None),
    lambda L: L.nn.functional.embedding_bag(L.tensor([[1, 2]]), L.ones(6, 2), L.tensor([0])),
    lambda L: L.nn.functional.embedding_bag(L.tensor([1, 2]), L.ones(6, 2), L.tensor([0]), mode="median"),
])
def test_embedding_bag_errors_as_pytorch(call):
    assert _outcome(lambda: call(specgrad)) is _outcome(lambda: call(torch))


def test_embedding_bag_include_last_offset_max_gradient_and_module():
    w = np.random.default_rng(4).standard_normal((6, 3)).astype(np.float32)
    index, offsets = np.array([1, 2, 4, 5, 4, 3, 2]), np.array([0, 2, 2, 7])
    results = []
    for lib in (specgrad, torch):
        weight = lib.tensor(w, requires_grad=True)
        out = lib.nn.functional.embedding_bag(lib.tensor(index), weight, lib.tensor(offsets), include_last_offset=True,
                                              mode="max")
        (out * lib.tensor(np.arange(9.0, dtype=np.float32).reshape(3, 3))).sum().backward()
        results.append((out.detach().numpy(), weight.grad.numpy()))
    np.testing.assert_allclose(results[0][0], results[1][0])
    np.testing.assert_allclose(results[0][1], results[1][1])
    bag = specgrad.nn.EmbeddingBag(5, 3, mode="sum", padding_idx=-1)
    assert repr(bag) == repr(torch.nn.EmbeddingBag(5, 3, mode="sum", padding_idx=-1))
    assert (bag.weight.detach().numpy()[4] == 0).all()
    y = bag(specgrad.tensor([[0, 4], [1, 2]]))
    np.testing.assert_allclose(y.detach().numpy()[0], bag.weight.detach().numpy()[0])
