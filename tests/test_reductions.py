"""Reductions, scans, sorting and selection at the points where PyTorch's result or gradient is a
convention that random test data rarely reaches: zeros in prod and cumprod, a zero-norm vector,
infinite inputs to logsumexp, ties in sort(stable=True), median and cummax; and how overloads
(var(x, False), norm(x, 'fro')) and namedtuple results look."""
import numpy as np
import pytest

import specgrad
from specgrad.autograd import gradcheck, gradgradcheck

torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")


def _pair(values, dtype="float64"):
    array = np.asarray(values, dtype=dtype)
    return (specgrad.from_numpy(array.copy()).requires_grad_(True),
            torch.tensor(array.copy(), requires_grad=True))


def _same(ours, theirs, rtol=1e-10, atol=1e-12):
    theirs = theirs.detach().numpy() if hasattr(theirs, "detach") else np.asarray(theirs)
    np.testing.assert_allclose(ours.detach().numpy(), theirs, rtol=rtol, atol=atol, equal_nan=True)


def _forward_and_grad(function, values, seed=0, first_output=True):
    """Value and gradient of `function` (given the library and its tensor) in specgrad and PyTorch."""
    x, t = _pair(values)
    ours, theirs = function(specgrad, x), function(torch, t)
    if isinstance(ours, tuple):
        for a, b in zip(ours, theirs):
            _same(a, b)
        ours, theirs = ours[0], theirs[0]
    _same(ours, theirs)
    seed_grad = np.random.default_rng(seed).standard_normal(tuple(theirs.shape))
    (g,) = specgrad.autograd.grad(ours, x, specgrad.from_numpy(seed_grad), allow_unused=True)
    (h,) = torch.autograd.grad(theirs, t, torch.tensor(seed_grad), allow_unused=True)
    if g is None and h is None:  # an undefined gradient in both (norm of order 0)
        return
    _same(g, torch.zeros_like(t) if h is None else h, rtol=1e-9, atol=1e-10)  # None: PyTorch's zero gradient


# ---------------------------------------------------------------- zeros in products

PROD_INPUTS = {
    "one zero": [[2.0, 0.0, 3.0], [1.5, -2.0, 0.5]],
    "two zeros in a row": [[0.0, 4.0, 0.0], [1.0, 2.0, 3.0]],
    "a zero row": [[0.0, 0.0, 0.0], [0.0, 1.0, 2.0]],
}


@pytest.mark.parametrize("name", list(PROD_INPUTS))
@pytest.mark.parametrize("dim", [None, 0, 1])
def test_prod_gradient_with_zeros_matches_pytorch(name, dim):
    values = PROD_INPUTS[name]
    _forward_and_grad(lambda lib, x: lib.prod(x) if dim is None else lib.prod(x, dim), values)


@pytest.mark.parametrize("name", list(PROD_INPUTS))
def test_prod_with_zeros_differentiates_twice(name):
    x = specgrad.tensor(PROD_INPUTS[name], dtype=specgrad.float64, requires_grad=True)
    assert gradgradcheck(lambda x: specgrad.prod(x, 1), [x])
    assert gradgradcheck(lambda x: specgrad.prod(x), [x])


CUMPROD_INPUTS = {
    "one zero": [[2.0, 0.5, 0.0, 3.0, -1.5]],
    "two zeros": [[1.5, 0.0, 2.0, 0.0, 3.0]],
    "zero first": [[0.0, 2.0, -1.0, 0.5, 1.5]],
    "zero last": [[1.5, 2.0, -1.0, 0.5, 0.0]],
}


@pytest.mark.parametrize("name", list(CUMPROD_INPUTS))
@pytest.mark.parametrize("dim", [0, 1])
def test_cumprod_gradient_with_zeros_matches_pytorch(name, dim):
    values = np.asarray(CUMPROD_INPUTS[name])
    values = values if dim == 1 else values.T
    _forward_and_grad(lambda lib, x: lib.cumprod(x, dim), values)


@pytest.mark.parametrize("name", list(CUMPROD_INPUTS))
def test_cumprod_with_zeros_second_derivative_matches_pytorch(name):
    """create_graph=True takes the exact O(n^2) form: its gradient of the gradient is PyTorch's."""
    x, t = _pair(CUMPROD_INPUTS[name])
    seed = np.random.default_rng(3).standard_normal(x.shape)
    results = []
    for lib, leaf in ((specgrad, x), (torch, t)):
        out = lib.cumprod(leaf, 1)
        (g,) = lib.autograd.grad(out, leaf, lib.tensor(seed) if lib is torch else specgrad.from_numpy(seed),
                                 create_graph=True)
        (h,) = lib.autograd.grad((g * g).sum(), leaf)
        results.append((g, h))
    _same(results[0][0], results[1][0], rtol=1e-9, atol=1e-10)
    _same(results[0][1], results[1][1], rtol=1e-9, atol=1e-10)


# ---------------------------------------------------------------- norms at zero and at infinity

@pytest.mark.parametrize("p", [2, 1, 3, 1.5, 0.5, 0, float("inf"), float("-inf")])
def test_norm_gradient_at_a_zero_vector_matches_pytorch(p):
    """p = 2 (and any p > 1) gives 0 at the zero vector, as PyTorch's norm_backward."""
    _forward_and_grad(lambda lib, x: lib.norm(x, p, 1), [[0.0, 0.0, 0.0], [1.0, -2.0, 0.0]])


@pytest.mark.parametrize("p", [float("inf"), float("-inf"), 4, 0.5])
@pytest.mark.parametrize("dim,keepdim", [(None, False), (1, False), ((0, 1), True)])
def test_norm_other_p_matches_pytorch(p, dim, keepdim):
    # ties at the extreme share the gradient for inf
    _forward_and_grad(lambda lib, x: lib.norm(x, p, dim, keepdim), [[1.0, -3.0, 3.0], [0.5, 2.0, -1.0]])


def test_norm_inf_differentiates():
    x = specgrad.tensor([[1.0, -3.0, 2.0], [0.5, 2.5, -1.0]], dtype=specgrad.float64, requires_grad=True)
    assert gradcheck(lambda x: specgrad.norm(x, float("inf"), 1), [x])
    assert gradgradcheck(lambda x: specgrad.norm(x, 4, 1), [x])


def test_norm_fro_and_p_overloads():
    x = specgrad.tensor([[3.0, 4.0], [0.0, 0.0]])
    assert specgrad.norm(x).item() == pytest.approx(5.0)
    assert specgrad.norm(x, "fro").item() == pytest.approx(5.0)
    assert x.norm(p="fro", dim=1).tolist() == pytest.approx([5.0, 0.0])
    assert specgrad.norm(x, None).item() == pytest.approx(5.0)
    with pytest.raises(RuntimeError):
        specgrad.norm(x, "nuc")
    with pytest.raises(RuntimeError):  # integers: PyTorch asks for a floating point tensor too
        specgrad.norm(specgrad.tensor([1, 2]))


# ---------------------------------------------------------------- logsumexp: large and infinite values

@pytest.mark.parametrize("values", [[1000.0, 1000.5, -1000.0], [-1000.0, -1001.0, -999.0],
                                    [float("inf"), 1.0, 2.0], [float("-inf"), float("-inf"), float("-inf")],
                                    [float("-inf"), 0.0, 1.0]])
def test_logsumexp_is_stable_and_handles_inf_as_pytorch(values):
    with np.errstate(all="ignore"):
        _forward_and_grad(lambda lib, x: lib.logsumexp(x, 0), values)


def test_logsumexp_needs_dim():
    with pytest.raises(TypeError):
        specgrad.logsumexp(specgrad.tensor([1.0, 2.0]))


def test_logcumsumexp_is_stable():
    _forward_and_grad(lambda lib, x: lib.logcumsumexp(x, 0), [1000.0, 1001.0, -5.0, 999.0])


# ---------------------------------------------------------------- ties

def test_sort_stable_ties_match_pytorch_with_gradient():
    values = [[1.0, 0.0, 1.0, 0.0, 1.0, 2.0, 0.0], [2.0, 2.0, 2.0, 1.0, 1.0, 0.0, 0.0]]
    for descending in (False, True):
        _forward_and_grad(lambda lib, x: lib.sort(x, dim=1, descending=descending, stable=True), values)


def test_median_ties_match_pytorch():
    """median(): the gradient shared by the elements equal to the median; median(dim): the one a
    stable sort puts in the middle gets it all."""
    values = [[1.0, 2.0, 2.0, 3.0, 2.0], [0.0, 0.0, 0.0, 0.0, 1.0]]
    _forward_and_grad(lambda lib, x: lib.median(x), values)
    _forward_and_grad(lambda lib, x: lib.median(x, 1), values)
    _forward_and_grad(lambda lib, x: lib.median(x, 0, keepdim=True), values)


def test_cummax_cummin_ties_take_the_later_index_as_pytorch():
    values = [[1.0, 3.0, 3.0, 2.0, 3.0, 0.0], [2.0, 2.0, 1.0, 1.0, 4.0, 1.0]]
    _forward_and_grad(lambda lib, x: lib.cummax(x, 1), values)
    _forward_and_grad(lambda lib, x: lib.cummin(x, 1), values)
    _forward_and_grad(lambda lib, x: lib.cummax(x, 0), values)
    with_nan = [[float("nan"), 1.0, 2.0, float("nan"), 0.0], [1.0, float("nan"), 3.0, 2.0, 5.0]]
    _forward_and_grad(lambda lib, x: lib.cummax(x, 1), with_nan)
    _forward_and_grad(lambda lib, x: lib.cummin(x, 1), with_nan)


def test_argmax_argmin_ties_take_the_first_as_pytorch():
    x = [[1.0, 3.0, 3.0], [0.0, 0.0, -1.0]]
    for name in ("argmax", "argmin"):
        for kwargs in ({}, {"dim": 1}, {"dim": 0, "keepdim": True}, {"keepdim": True}):
            ours = getattr(specgrad, name)(specgrad.tensor(x), **kwargs)
            theirs = getattr(torch, name)(torch.tensor(x), **kwargs)
            assert ours.tolist() == theirs.tolist() and tuple(ours.shape) == tuple(theirs.shape)


def test_mode_values_and_indices():
    """The most frequent value (the smallest of equally frequent ones), at an index holding it."""
    x = specgrad.tensor([[1.0, 2.0, 2.0, 3.0, 3.0], [4.0, 4.0, 4.0, 1.0, 1.0]])
    values, indices = specgrad.mode(x, 1)
    assert values.tolist() == torch.mode(torch.tensor(x.tolist()), 1).values.tolist() == [2.0, 4.0]
    assert all(x.tolist()[r][i] == v for r, (i, v) in enumerate(zip(indices.tolist(), values.tolist())))


# ---------------------------------------------------------------- signatures and results

def test_var_std_overloads_match_pytorch():
    values = np.random.default_rng(0).standard_normal((3, 4))
    calls = [((), {}), ((False,), {}), ((1,), {}), ((1, False), {}), ((0, True, True), {}),
             (((0, 1),), {"correction": 0}), ((), {"unbiased": False}), ((1,), {"keepdim": True, "correction": 2}),
             ((-1,), {"unbiased": False, "keepdim": True})]
    for name in ("var", "std"):
        for args, kwargs in calls:
            _forward_and_grad(lambda lib, x: getattr(lib, name)(x, *args, **kwargs), values)
    with pytest.raises(RuntimeError):  # integers: only floating point, as in PyTorch
        specgrad.var(specgrad.tensor([1, 2, 3]))
    # found by the fuzzer: over a given dim of one element, the gradient still depends on x
    x = specgrad.tensor([-2.0], dtype=specgrad.float64, requires_grad=True)
    (g,) = specgrad.autograd.grad(specgrad.var(x, [0], True, False), x, create_graph=True)
    assert g.requires_grad
    # found by the fuzzer: the variance of a 0-d NaN is NaN
    assert np.isnan(specgrad.var(specgrad.tensor(float("nan")), False).item())


def test_namedtuple_results():
    x = specgrad.tensor([[3.0, 1.0, 2.0]])
    for name, args in (("sort", ()), ("topk", (2,)), ("kthvalue", (1,)), ("median", (1,)), ("mode", ()),
                       ("cummax", (1,)), ("cummin", (1,))):
        result = getattr(specgrad, name)(x, *args)
        expected = getattr(torch, name)(torch.tensor(x.tolist()), *args)
        assert result.values.tolist() == expected.values.tolist()
        assert result.indices.tolist() == expected.indices.tolist()
        assert getattr(x, name)(*args).values.tolist() == expected.values.tolist()  # the method variant


def test_dtypes_of_integer_reductions_and_scans():
    ints = specgrad.tensor([1, 2, 3], dtype=specgrad.int32)
    assert specgrad.prod(ints).dtype == specgrad.int64
    assert specgrad.cumsum(ints, 0).dtype == specgrad.int64
    assert specgrad.cumprod(specgrad.tensor([True, True]), 0).dtype == specgrad.int64
    assert specgrad.cumsum(ints, 0, dtype=specgrad.float64).dtype == specgrad.float64
    assert specgrad.prod(ints, 0, dtype=specgrad.float32).dtype == specgrad.float32
    assert specgrad.logsumexp(ints, 0).dtype == specgrad.float32
    assert specgrad.all(specgrad.tensor([1, 0], dtype=specgrad.uint8)).dtype == specgrad.uint8
    assert specgrad.any(specgrad.tensor([1.0, 0.0])).dtype == specgrad.bool
    with pytest.raises(NotImplementedError):
        specgrad.logcumsumexp(ints, 0)


def test_all_any_over_an_empty_dim_list_reduce_nothing():
    """Found by the fuzzer: torch.all(x, []) is elementwise, where torch.sum(x, []) sums everything."""
    x = [[1.0, 0.0, 2.0], [3.0, 4.0, 5.0]]
    for name in ("all", "any"):
        ours = getattr(specgrad, name)(specgrad.tensor(x), [])
        assert ours.tolist() == getattr(torch, name)(torch.tensor(x), []).tolist()


def test_reductions_of_a_0d_tensor():
    x, t = _pair(2.5)
    for function in (lambda lib, x: lib.sum(x, 0), lambda lib, x: lib.prod(x, 0), lambda lib, x: lib.cumsum(x, 0),
                     lambda lib, x: lib.cumprod(x, -1), lambda lib, x: lib.logsumexp(x, 0),
                     lambda lib, x: lib.sort(x), lambda lib, x: lib.median(x, 0), lambda lib, x: lib.cummax(x, 0)):
        _forward_and_grad(function, 2.5)


def test_selection_errors_are_pytorchs():
    x = specgrad.tensor([[1.0, 2.0, 3.0]])
    with pytest.raises(RuntimeError):
        specgrad.topk(x, 4)
    with pytest.raises(RuntimeError):  # PyTorch 2.13: "selected number k out of range"
        specgrad.kthvalue(x, 0)
    with pytest.raises(IndexError):
        specgrad.argmax(specgrad.tensor([]))
    with pytest.raises(RuntimeError):
        specgrad.argmax(specgrad.tensor([True, False]))


# ---------------------------------------------------------------- several differentiable outputs

@pytest.mark.parametrize("name", ["var_mean", "std_mean", "aminmax"])
@pytest.mark.parametrize("used", [0, 1])
def test_one_of_two_differentiable_outputs_takes_the_gradient(name, used):
    """Only one output reaches the loss: the other's gradient is None in the node, as in PyTorch."""
    values = [[1.0, 3.0, 3.0, -2.0], [0.5, 0.5, 0.5, 2.0]]
    kwargs = {"dim": 1} if name == "aminmax" else {"dim": 1, "keepdim": True}
    _forward_and_grad(lambda lib, x: getattr(lib, name)(x, **kwargs)[used], values)


def test_aminmax_all_elements_and_ties():
    values = [[1.0, 3.0, 3.0], [1.0, 0.0, 3.0]]
    _forward_and_grad(lambda lib, x: lib.aminmax(x), values)
    _forward_and_grad(lambda lib, x: lib.aminmax(x, keepdim=True), values)
    _forward_and_grad(lambda lib, x: lib.aminmax(x, dim=0, keepdim=True), values)
    low, high = specgrad.aminmax(specgrad.tensor(values))
    assert (low.item(), high.item()) == (0.0, 3.0)
    assert specgrad.aminmax(specgrad.tensor(values)).max.item() == 3.0
