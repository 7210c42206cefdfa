"""nn.functional's random and stateful ops that the generated tests cannot check by value: dropout and its
kin (masks drawn from specgrad's Generator, so only statistics are compared with PyTorch's definition),
embedding's max_norm (rows renormalized in place). Fixed seeds, tolerances of several standard errors."""
import warnings

import numpy as np
import pytest

import specgrad
import specgrad.nn.functional as F
from specgrad.autograd import gradcheck, gradgradcheck

torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")

N = 200_000


def _seeded(f, seed=0):
    """f with the default generator reseeded on every call, so that gradcheck sees one mask."""
    def call(*args):
        specgrad.manual_seed(seed)
        return f(*args)
    return call


@pytest.mark.parametrize("p", [0.2, 0.5, 0.9])
def test_dropout_keeps_one_minus_p_and_scales(p):
    specgrad.manual_seed(1)
    x = specgrad.ones(N, dtype=specgrad.float64)
    y = F.dropout(x, p).numpy()
    kept = y != 0
    assert abs(kept.mean() - (1 - p)) < 5 * np.sqrt(p * (1 - p) / N)
    np.testing.assert_allclose(y[kept], 1 / (1 - p))
    assert abs(y.mean() - 1) < 5 * np.sqrt(p / (1 - p) / N)


def test_dropout_reproducible_with_manual_seed_and_gradient_uses_the_mask():
    x = specgrad.randn(6, 7, dtype=specgrad.float64, requires_grad=True)
    specgrad.manual_seed(3)
    y = F.dropout(x, 0.4)
    specgrad.manual_seed(3)
    assert np.array_equal(F.dropout(x, 0.4).detach().numpy(), y.detach().numpy())
    y.sum().backward()
    mask = y.detach().numpy() != 0
    np.testing.assert_array_equal(x.grad.numpy(), mask / 0.6)
    assert y.grad_fn is not None and "Dropout" in type(y.grad_fn).__name__


@pytest.mark.parametrize("op,shape", [("dropout", (3, 4)), ("dropout1d", (2, 3, 4)), ("dropout2d", (2, 3, 2, 2)),
                                      ("dropout3d", (2, 2, 2, 2, 2)), ("alpha_dropout", (3, 4)),
                                      ("feature_alpha_dropout", (2, 3, 2))])
def test_dropout_gradcheck_with_a_fixed_mask(op, shape):
    f = getattr(F, op)
    x = specgrad.randn(*shape, dtype=specgrad.float64, requires_grad=True)
    call = _seeded(lambda t: f(t, 0.4, True))
    assert gradcheck(call, (x,))
    assert gradgradcheck(call, (x,))


@pytest.mark.parametrize("op,shape,channels", [("dropout1d", (40, 50, 7), 2), ("dropout1d", (50, 7), 1),
                                               ("dropout2d", (40, 50, 3, 2), 2), ("dropout2d", (40, 50, 3), 2),
                                               ("dropout3d", (40, 50, 2, 2, 2), 2), ("dropout3d", (50, 2, 2, 2), 1),
                                               ("feature_alpha_dropout", (40, 50, 3), 2)])
def test_channel_dropout_drops_whole_channels(op, shape, channels):
    specgrad.manual_seed(2)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        kwargs = {"training": True} if op == "feature_alpha_dropout" else {}
        y = getattr(F, op)(specgrad.ones(*shape, dtype=specgrad.float64), 0.3, **kwargs).numpy()
    per_channel = y.reshape(int(np.prod(shape[:channels])), -1)
    assert (per_channel == per_channel[:, :1]).all()  # one draw per channel
    dropped = (per_channel[:, 0] == (0 if op != "feature_alpha_dropout" else per_channel.min())).mean()
    n = per_channel.shape[0]
    assert abs(dropped - 0.3) < 5 * np.sqrt(0.21 / n)


def test_alpha_dropout_keeps_mean_and_variance():
    specgrad.manual_seed(4)
    x = specgrad.randn(N, dtype=specgrad.float64)
    y = F.alpha_dropout(x, 0.3, True).numpy()
    assert abs(y.mean()) < 0.02 and abs(y.std() - 1) < 0.02
    alpha = 1.7580993408473766
    a = 1 / np.sqrt((alpha ** 2 * 0.3 + 1) * 0.7)
    dropped = np.isclose(y, alpha * a * (0.3 - 1))  # input * 0 + b where the noise is 0
    assert abs(dropped.mean() - 0.3) < 0.01


def test_dropout_eval_is_the_input_and_inplace_writes_it():
    x = specgrad.randn(3, 4)
    assert F.dropout(x, 0.5, False) is x
    specgrad.manual_seed(0)
    y = specgrad.ones(1000)
    out = F.dropout(y, 0.5, inplace=True)
    assert out is y and set(np.unique(y.numpy())) == {0.0, 2.0}


@pytest.mark.parametrize("call", [
    lambda lib, x: lib.nn.functional.dropout(x, 1.5),
    lambda lib, x: lib.nn.functional.dropout(x, -0.1),
    lambda lib, x: lib.nn.functional.dropout2d(x, 2.0),
    lambda lib, x: lib.nn.functional.dropout(x.long(), 0.5),
    lambda lib, x: lib.nn.functional.dropout1d(x.reshape(-1), 0.5),
    lambda lib, x: lib.nn.functional.feature_alpha_dropout(x.reshape(-1), 0.5, True),
])
def test_dropout_errors_as_pytorch(call):
    errors = []
    for lib in (specgrad, torch):
        with pytest.raises(Exception) as info:
            call(lib, lib.ones(3, 4))
        errors.append(info.value)
    assert type(errors[0]) is type(errors[1])
    assert str(errors[0]) == str(errors[1])


def test_dropout2d_warns_as_pytorch():
    for ndim in (2, 3):
        x = specgrad.ones(*[3] * ndim)
        with pytest.warns(UserWarning, match="dropout2d: Received a"):
            F.dropout2d(x, 0.5)


@pytest.mark.parametrize("norm_type", [2.0, 1.0, 3.0])
def test_embedding_max_norm_renormalizes_used_rows_in_place_as_pytorch(norm_type):
    rng = np.random.default_rng(0)
    w = rng.standard_normal((6, 4)) * 2
    idx = np.array([[0, 2], [2, 5]])
    ours = specgrad.tensor(w, requires_grad=True)
    theirs = torch.tensor(w, requires_grad=True)
    out = F.embedding(specgrad.tensor(idx), ours, max_norm=1.5, norm_type=norm_type)
    ref = torch.nn.functional.embedding(torch.tensor(idx), theirs, max_norm=1.5, norm_type=norm_type)
    np.testing.assert_allclose(out.detach().numpy(), ref.detach().numpy(), rtol=1e-12)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=1e-12)  # rows 1, 3, 4 untouched
    out.sum().backward()
    ref.sum().backward()
    np.testing.assert_allclose(ours.grad.numpy(), theirs.grad.numpy())


@pytest.mark.parametrize("call", [
    lambda lib: lib.nn.functional.embedding(lib.tensor([5]), lib.ones(5, 3)),
    lambda lib: lib.nn.functional.embedding(lib.tensor([-1]), lib.ones(5, 3)),
    lambda lib: lib.nn.functional.embedding(lib.tensor([1]), lib.ones(5, 3), padding_idx=5),
    lambda lib: lib.nn.functional.embedding(lib.tensor([1]), lib.ones(5, 3), padding_idx=-6),
    lambda lib: lib.nn.functional.embedding(lib.tensor([1]), lib.ones(5)),
])
def test_embedding_errors_as_pytorch(call):
    errors = []
    for lib in (specgrad, torch):
        with pytest.raises(Exception) as info:
            call(lib)
        errors.append(info.value)
    assert type(errors[0]) is type(errors[1]) and str(errors[0]) == str(errors[1])


@pytest.mark.parametrize("call", [
    lambda lib, x: lib.nn.functional.pad(x, [1]),
    lambda lib, x: lib.nn.functional.pad(x, [1, 1, 1, 1, 1, 1]),
    lambda lib, x: lib.nn.functional.pad(x, [3, 3], mode="reflect"),
    lambda lib, x: lib.nn.functional.pad(x, [1, 1, 1, 1], mode="reflect"),
    lambda lib, x: lib.nn.functional.pad(x, [4, 1], mode="circular"),
    lambda lib, x: lib.nn.functional.pad(x, [1, 1], mode="foo"),
    lambda lib, x: lib.nn.functional.pad(x, [1, 1], mode="replicate", value=2.0),
    lambda lib, x: lib.nn.functional.pad(x, [-3, -1]),
    lambda lib, x: lib.nn.functional.pad(x.reshape(1, 2, 0), [1, 1], mode="replicate"),
    lambda lib, x: lib.nn.functional.one_hot(lib.tensor([0, -1])),
    lambda lib, x: lib.nn.functional.one_hot(lib.tensor([0, 3]), 3),
    lambda lib, x: lib.nn.functional.one_hot(lib.tensor([0, 1], dtype=lib.int32)),
    lambda lib, x: lib.nn.functional.one_hot(lib.tensor([], dtype=lib.int64)),
])
def test_pad_and_one_hot_errors_as_pytorch(call):
    errors = []
    for lib in (specgrad, torch):
        with pytest.raises(Exception) as info:
            x = lib.ones(2, 3)
            call(lib, x)
        errors.append(info.value)
    assert type(errors[0]) is type(errors[1]) and str(errors[0]) == str(errors[1])


def test_pad_integer_value_and_negative_reflect_as_pytorch():
    x = np.arange(6.0).reshape(2, 3)
    for args, kwargs in [(([1, 1],), {"value": 2.5}), (([-1, 1], "reflect"), {}), (([-1, 2], "circular"), {})]:
        for dtype in ("float64", "int64") if "value" in kwargs else ("float64",):
            ours = F.pad(specgrad.tensor(x.astype(dtype)), *args, **kwargs)
            ref = torch.nn.functional.pad(torch.tensor(x.astype(dtype)), *args, **kwargs)
            np.testing.assert_array_equal(ours.numpy(), ref.numpy())
