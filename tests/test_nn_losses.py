"""nn.functional losses where the generated tests cannot reach: PyTorch's errors (class and words) for
bad shapes, targets and arguments, the deprecated size_average/reduce, a float var for gaussian_nll_loss,
targets or weights that must not require grad, and triplet_margin_with_distance_loss (a callable argument,
so hand-written rather than a derivatives.yaml entry)."""
import warnings

import numpy as np
import pytest

import specgrad
import specgrad.nn.functional as F
from specgrad.autograd import gradcheck, gradgradcheck

torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
TF = torch.nn.functional

RNG = np.random.default_rng(0)


def _pair(*arrays):
    """The same values as specgrad and as torch tensors (float64 stays float64, int64 int64)."""
    return [specgrad.from_numpy(np.asarray(a)) for a in arrays], [torch.from_numpy(np.asarray(a)) for a in arrays]


def _args(values):
    ours, theirs = _pair(*[v for v in values if isinstance(v, np.ndarray)])
    it_ours, it_theirs = iter(ours), iter(theirs)
    return ([next(it_ours) if isinstance(v, np.ndarray) else v for v in values],
            [next(it_theirs) if isinstance(v, np.ndarray) else v for v in values])


def r(*shape):
    return np.asarray(RNG.standard_normal(shape))


LONG = np.int64
BAD_CALLS = [
    # (op, positional arguments (arrays become tensors), keyword arguments)
    ("cosine_embedding_loss", (r(2, 3, 4), r(2, 3, 4), np.ones((2, 3))), {}),
    ("cosine_embedding_loss", (r(3, 4), r(4), np.ones(3)), {}),
    ("cosine_embedding_loss", (r(4), r(4), np.ones(3)), {}),
    ("cosine_embedding_loss", (r(3, 4), r(3, 4), np.array(1.0)), {}),
    ("cosine_embedding_loss", (r(3, 4), r(3, 4), np.ones(3)), {"reduction": "average"}),
    ("triplet_margin_loss", (r(3, 4), r(4), r(3, 4)), {}),
    ("triplet_margin_loss", (r(3, 4), r(3, 4), r(3, 4)), {"margin": 0.0}),
    ("triplet_margin_loss", (r(3, 4), r(3, 4), r(3, 4)), {"margin": -1.0}),
    ("triplet_margin_loss", (r(3, 4), r(3, 4), r(3, 4)), {"reduction": "x"}),
    ("poisson_nll_loss", (r(3), r(3)), {"reduction": "x"}),
    ("gaussian_nll_loss", (r(3), r(3), -np.ones(3)), {}),
    ("gaussian_nll_loss", (r(3), r(3), -1.0), {}),
    ("gaussian_nll_loss", (r(3), r(3), 1), {}),
    ("gaussian_nll_loss", (r(3, 4), r(3, 4), np.ones(4)), {}),
    ("gaussian_nll_loss", (r(3, 4), r(3, 4), np.ones((3, 2))), {}),
    ("gaussian_nll_loss", (r(2, 3, 4), r(2, 3, 4), np.ones((2, 1, 1))), {}),
    ("gaussian_nll_loss", (r(3, 4), r(3, 4), np.ones((3, 4))), {"reduction": "x"}),
    ("gaussian_nll_loss", (r(3), r(3), np.ones(3, LONG)), {}),
    ("hinge_embedding_loss", (r(3), np.ones(3)), {"reduction": "x"}),
    ("soft_margin_loss", (r(4), np.ones((3, 4))), {}),
    ("soft_margin_loss", (np.ones(3, LONG), np.ones(3, LONG)), {}),
    ("soft_margin_loss", (np.ones(3, bool), np.ones(3)), {}),
    ("soft_margin_loss", (r(3), r(3)), {"reduction": "x"}),
    ("multilabel_soft_margin_loss", (r(), np.ones(())), {}),
    ("multilabel_soft_margin_loss", (r(3, 4), np.ones((3, 4))), {"reduction": "x"}),
    ("multi_margin_loss", (r(2, 3, 4), np.zeros(3, LONG)), {}),
    ("multi_margin_loss", (r(3, 0), np.zeros(3, LONG)), {}),
    ("multi_margin_loss", (r(3, 4), np.array([0, 1])), {}),
    ("multi_margin_loss", (r(3, 4), np.zeros((3, 1), LONG)), {}),
    ("multi_margin_loss", (r(3, 4), np.array([0, 1, 4])), {}),
    ("multi_margin_loss", (r(3, 4), np.array([0, -1, 1])), {}),
    ("multi_margin_loss", (r(3, 4), np.array([0.0, 1.0, 2.0])), {}),
    ("multi_margin_loss", (r(3, 4), np.array([0, 1, 2], np.int32)), {}),
    ("multi_margin_loss", (r(3, 4), np.array([0, 1, 2])), {"p": 3}),
    ("multi_margin_loss", (r(3, 4), np.array([0, 1, 2])), {"weight": np.ones((1, 4))}),
    ("multi_margin_loss", (r(3, 4), np.array([0, 1, 2])), {"weight": np.ones(3)}),
    ("multi_margin_loss", (r(3, 4), np.array([0, 1, 2])), {"weight": np.ones(4, np.float32)}),
    ("multi_margin_loss", (np.ones((3, 4), LONG), np.array([0, 1, 2])), {}),
    ("multi_margin_loss", (r(3, 4), np.array([0, 1, 2])), {"reduction": "x"}),
    ("multilabel_margin_loss", (r(2, 3, 4), np.zeros((2, 3, 4), LONG)), {}),
    ("multilabel_margin_loss", (r(3, 0), np.zeros((3, 0), LONG)), {}),
    ("multilabel_margin_loss", (r(3, 4), np.zeros((3, 3), LONG)), {}),
    ("multilabel_margin_loss", (r(4), np.zeros(3, LONG)), {}),
    ("multilabel_margin_loss", (r(3, 4), np.full((3, 4), 4)), {}),
    ("multilabel_margin_loss", (r(3, 4), np.full((3, 4), -2)), {}),
    ("multilabel_margin_loss", (r(3, 4), np.zeros((3, 4))), {}),
    ("multilabel_margin_loss", (np.ones((3, 4), LONG), np.zeros((3, 4), LONG)), {}),
    ("multilabel_margin_loss", (r(3, 4), np.zeros((3, 4), LONG)), {"reduction": "x"}),
    ("bilinear", (r(2, 3, 4), r(1, 3, 5), r(6, 4, 5)), {}),
    ("bilinear", (r(3, 4), r(2, 3, 5), r(6, 4, 5)), {}),
    ("bilinear", (r(3, 4), r(3, 5), r(6, 5, 4)), {}),
    ("bilinear", (r(3, 4), r(3, 5), r(6, 4, 6)), {}),
    ("bilinear", (r(3, 4), r(3, 5), r(6, 4, 5, 1)), {}),
    ("bilinear", (r(3, 4), r(3, 5), r(6, 4, 5), r(5)), {}),
    ("bilinear", (r(3, 4), r(3, 5), r(6, 4, 5), r()), {}),
    ("bilinear", (r(3, 4), r(3, 5), r(6, 4, 5), r(6).astype(np.float32)), {}),
    ("bilinear", (r(3, 4).astype(np.float32), r(3, 5), r(6, 4, 5)), {}),
    ("bilinear", (np.ones((3, 4), bool), np.ones((3, 5), bool), np.ones((6, 4, 5), bool)), {}),
    ("bilinear", (r(), r(5), r(6, 1, 5)), {}),
    # class indices out of range: the fused path's check (nn_kernels.targets_valid) hands over to nll_loss's error
    ("cross_entropy", (r(4, 5).astype(np.float32), np.array([0, 1, 5, 2])), {}),
    ("cross_entropy", (r(4, 5).astype(np.float32), np.array([0, -1, 2, 3])), {"reduction": "sum"}),
    ("cross_entropy", (r(4, 5).astype(np.float32), np.array([0, -100, 2, 3])), {"ignore_index": 2}),
]


@pytest.mark.parametrize("op,args,kwargs", BAD_CALLS, ids=[f"{c[0]}-{i}" for i, c in enumerate(BAD_CALLS)])
def test_bad_calls_raise_pytorchs_error(op, args, kwargs):
    ours_args, their_args = _args(list(args))
    ours_kwargs = {k: specgrad.from_numpy(v) if isinstance(v, np.ndarray) else v for k, v in kwargs.items()}
    their_kwargs = {k: torch.from_numpy(v) if isinstance(v, np.ndarray) else v for k, v in kwargs.items()}
    with pytest.raises(Exception) as theirs:
        getattr(TF, op)(*their_args, **their_kwargs)
    with pytest.raises(Exception) as ours:
        getattr(F, op)(*ours_args, **ours_kwargs)
    expected = next(k for k in type(theirs.value).__mro__ if k.__module__ == "builtins")
    assert isinstance(ours.value, expected), f"specgrad raised {ours.value!r}, PyTorch {theirs.value!r}"
    if not isinstance(theirs.value, TypeError):  # TypeErrors name the function each library's way
        assert str(ours.value) == str(theirs.value).split("\n")[0]


LEGACY = [
    ("cosine_embedding_loss", (r(3, 4), r(3, 4), np.array([1.0, -1.0, -1.0]))),
    ("triplet_margin_loss", (r(3, 4), r(3, 4), r(3, 4))),
    ("poisson_nll_loss", (r(3, 4), np.abs(r(3, 4)))),
    ("hinge_embedding_loss", (r(3, 4), np.sign(r(3, 4)))),
    ("soft_margin_loss", (r(3, 4), np.sign(r(3, 4)))),
    ("multilabel_soft_margin_loss", (r(3, 4), (r(3, 4) > 0).astype(np.float64))),
    ("multi_margin_loss", (r(3, 4), np.array([0, 3, 1]))),
    ("multilabel_margin_loss", (r(3, 4), np.array([[3, 0, -1, 1], [1, -1, 0, 0], [-1, 0, 0, 0]]))),
]


@pytest.mark.parametrize("size_average,reduce", [(False, None), (None, False), (True, True), (False, True)])
@pytest.mark.parametrize("op,args", LEGACY, ids=[c[0] for c in LEGACY])
def test_legacy_size_average_and_reduce(op, args, size_average, reduce):
    ours_args, their_args = _args(list(args))
    with warnings.catch_warnings(record=True) as ours_warned:
        warnings.simplefilter("always")
        ours = getattr(F, op)(*ours_args, size_average=size_average, reduce=reduce)
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        theirs = getattr(TF, op)(*their_args, size_average=size_average, reduce=reduce)
    assert any("size_average and reduce args will be deprecated" in str(w.message) for w in ours_warned)
    assert tuple(ours.shape) == tuple(theirs.shape)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-12, atol=1e-12)


def test_gaussian_nll_loss_takes_a_float_var():
    x, t = r(3, 4), r(3, 4)
    for var in (0.5, 1e-9):
        ours = F.gaussian_nll_loss(specgrad.from_numpy(x), specgrad.from_numpy(t), var, reduction="none")
        theirs = TF.gaussian_nll_loss(torch.from_numpy(x), torch.from_numpy(t), var, reduction="none")
        assert ours.dtype == specgrad.float64
        np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-12)


def test_gaussian_nll_loss_var_gradient_passes_the_eps_clamp():
    """var below eps is read as eps, yet its gradient is the unclamped one (PyTorch clamps under no_grad)."""
    x, t, v = r(5), r(5), np.array([1e-9, 0.1, 0.5, 1.0, 2.0])
    ours = [specgrad.from_numpy(a).requires_grad_() for a in (x, t, v)]
    theirs = [torch.from_numpy(a).requires_grad_() for a in (x, t, v)]
    F.gaussian_nll_loss(*ours, eps=0.2).backward()
    TF.gaussian_nll_loss(*theirs, eps=0.2).backward()
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a.grad.numpy(), b.grad.numpy(), rtol=1e-12)


@pytest.mark.parametrize("op,args,name", [
    ("soft_margin_loss", (r(3), np.ones(3)), 1),
    ("multi_margin_loss", (r(3, 4), np.array([0, 1, 2]), 1, 1.0, np.ones(4)), 4),
])
def test_inputs_that_take_no_gradient_refuse_requires_grad(op, args, name):
    ours_args, their_args = _args(list(args))
    ours_args[name].requires_grad_()
    their_args[name].requires_grad_()
    with pytest.raises(RuntimeError) as theirs:
        getattr(TF, op)(*their_args)
    with pytest.raises(RuntimeError) as ours:
        getattr(F, op)(*ours_args)
    assert str(ours.value) == str(theirs.value)


def _cosine_distance(a, b):
    return 1 - (a * b).sum(-1) / ((a * a).sum(-1) * (b * b).sum(-1)) ** 0.5


@pytest.mark.parametrize("distance", [None, _cosine_distance], ids=["pairwise", "cosine"])
@pytest.mark.parametrize("swap,reduction", [(False, "mean"), (True, "none"), (True, "sum")])
def test_triplet_margin_with_distance_loss(distance, swap, reduction):
    arrays = [r(4, 3), r(4, 3), r(4, 3)]
    ours = [specgrad.from_numpy(a).requires_grad_() for a in arrays]
    theirs = [torch.from_numpy(a).requires_grad_() for a in arrays]
    kwargs = dict(distance_function=distance, margin=0.7, swap=swap, reduction=reduction)
    out = F.triplet_margin_with_distance_loss(*ours, **kwargs)
    ref = TF.triplet_margin_with_distance_loss(*theirs, **kwargs)
    np.testing.assert_allclose(out.detach().numpy(), ref.detach().numpy(), rtol=1e-12)
    seed = RNG.standard_normal(tuple(out.shape))
    got = specgrad.autograd.grad([out], ours, [specgrad.from_numpy(seed)])
    want = torch.autograd.grad([ref], theirs, [torch.from_numpy(seed)])
    for g, w in zip(got, want):
        np.testing.assert_allclose(g.numpy(), w.numpy(), rtol=1e-10, atol=1e-12)

    def f(*xs):
        return F.triplet_margin_with_distance_loss(*xs, **kwargs)
    inputs = [specgrad.from_numpy(a).requires_grad_() for a in arrays]
    assert gradcheck(f, inputs)
    assert gradgradcheck(f, inputs)


@pytest.mark.parametrize("args,kwargs", [
    ((r(3, 4), r(4), r(3, 4)), {}),
    ((r(3, 4), r(3, 4), r(3, 4)), {"margin": 0.0}),
    ((r(3, 4), r(3, 4), r(3, 4)), {"reduction": "x"}),
])
def test_triplet_margin_with_distance_loss_errors(args, kwargs):
    ours_args, their_args = _args(list(args))
    with pytest.raises(Exception) as theirs:
        TF.triplet_margin_with_distance_loss(*their_args, **kwargs)
    with pytest.raises(type(theirs.value)) as ours:
        F.triplet_margin_with_distance_loss(*ours_args, **kwargs)
    assert str(ours.value) == str(theirs.value)


def test_bilinear_is_also_torch_bilinear_and_keeps_integer_dtypes():
    x1, x2, w = np.ones((3, 4), LONG), np.arange(15).reshape(3, 5), np.ones((2, 4, 5), LONG)
    ours = specgrad.bilinear(*_pair(x1, x2, w)[0])
    theirs = torch.bilinear(*_pair(x1, x2, w)[1])
    assert ours.dtype == specgrad.int64
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())


@pytest.mark.parametrize("loss", [F.nll_loss, F.cross_entropy])
def test_a_1d_inputs_target_of_shape_1_is_its_class_index(loss):
    # PyTorch's forward takes it (its backward then fails): the value and gradient are the 0-d target's
    x = specgrad.tensor([0.5, -1.0, 2.0, 0.25], dtype=specgrad.float64, requires_grad=True)
    for reduction in ("none", "mean", "sum"):
        one, scalar = loss(x, specgrad.tensor([2]), reduction=reduction), loss(x, specgrad.tensor(2), reduction=reduction)
        assert one.shape == scalar.shape == ()
        (g_one,), (g_scalar,) = specgrad.autograd.grad(one, [x]), specgrad.autograd.grad(scalar, [x])
        np.testing.assert_array_equal(one.detach().numpy(), scalar.detach().numpy())
        np.testing.assert_array_equal(g_one.numpy(), g_scalar.numpy())
    assert gradcheck(lambda t: loss(t, specgrad.tensor([1]), reduction="sum"), (x,))
