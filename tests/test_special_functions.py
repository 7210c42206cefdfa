"""Special functions of the elementwise math section (erf, erfc, erfinv, lgamma, digamma, polygamma):
their accuracy over wide ranges, their values at poles and boundaries, and the calls the generated
tests do not make (Tensor.polygamma(n), round's decimals=)."""
import numpy as np
import pytest

import specgrad
from harness import polygamma_reference

WIDE = np.concatenate([np.linspace(-30, 30, 6001), np.geomspace(1e-8, 1e8, 400), -np.geomspace(1e-8, 50, 400)])
# poles, boundaries and signed zeros: the values there are conventions, PyTorch's
EDGES = np.array([0.0, -0.0, 1.0, -1.0, 2.0, -2.0, -3.0, 0.5, -0.5, 1e-300, -1e-300, 1e300, np.inf, -np.inf, np.nan])


def _torch():
    return pytest.importorskip("torch", reason="PyTorch is the oracle for these values")


def _ours(name, x, *args):
    return getattr(specgrad, name)(*args, specgrad.tensor(x)).numpy()


def _theirs(torch, name, x, *args):
    return getattr(torch, name)(*args, torch.tensor(x, dtype=torch.float64)).numpy()


def _assert_close(ours, theirs, rtol, atol=0.0, what=""):
    """Equal within tolerance where finite, equal infinities and NaNs elsewhere."""
    np.testing.assert_array_equal(np.isnan(ours), np.isnan(theirs), err_msg=f"{what}: NaN in different places")
    np.testing.assert_array_equal(ours[np.isinf(theirs)], theirs[np.isinf(theirs)], err_msg=f"{what}: infinities")
    finite = np.isfinite(theirs)
    np.testing.assert_allclose(ours[finite], theirs[finite], rtol=rtol, atol=atol, err_msg=what)


@pytest.mark.parametrize("name", ["erf", "erfc", "lgamma", "digamma"])
def test_matches_pytorch_over_a_wide_range_and_at_the_edges(name):
    torch = _torch()
    x = np.concatenate([WIDE, EDGES])
    with np.errstate(all="ignore"):
        # digamma's roots make relative errors large next to them: an absolute tolerance there
        _assert_close(_ours(name, x), _theirs(torch, name, x), rtol=1e-12, atol=1e-13, what=name)


def test_erfinv_matches_pytorch_up_to_the_boundaries():
    torch = _torch()
    y = np.concatenate([np.linspace(-1, 1, 4001), 1 - np.geomspace(1e-15, 0.1, 200), -1 + np.geomspace(1e-15, 0.1, 200),
                        np.geomspace(1e-300, 1e-3, 100), [1.5, -1.5, 0.0, -0.0, np.nan, np.inf]])
    _assert_close(_ours("erfinv", y), _theirs(torch, "erfinv", y), rtol=1e-13, what="erfinv")


@pytest.mark.parametrize("n", [1, 2, 3, 4, 6])
def test_polygamma_matches_pytorch_and_the_reference(n):
    torch = _torch()
    x = np.concatenate([np.linspace(0.05, 40, 800), np.linspace(-4.9, -0.1, 49) + 0.013])
    ours = _ours("polygamma", x, n)
    # PyTorch's trigamma (n = 1) is exact to 5e-10 only (6 recurrence steps); specgrad's to 1e-15
    _assert_close(ours, _theirs(torch, "polygamma", x, n), rtol=1e-9 if n == 1 else 1e-12, what=f"polygamma({n})")
    positive = x > 0
    _assert_close(ours[positive], polygamma_reference(n, x[positive]), rtol=1e-13, what=f"polygamma({n}) reference")


@pytest.mark.parametrize("n", [1, 2, 3])
def test_polygamma_at_its_poles_is_pytorchs(n):
    torch = _torch()
    x = np.array([0.0, -1.0, -2.0, 1e-300, np.inf, np.nan])
    with np.errstate(all="ignore"):
        _assert_close(_ours("polygamma", x, n), _theirs(torch, "polygamma", x, n), rtol=1e-9, what=f"polygamma({n})")


def test_special_functions_keep_float32():
    x = specgrad.tensor([0.25, 0.5], dtype=specgrad.float32)
    for name in ["erf", "erfc", "erfinv", "lgamma", "digamma"]:
        assert getattr(specgrad, name)(x).dtype == specgrad.float32, name
    assert specgrad.polygamma(2, x).dtype == specgrad.float32


def test_polygamma_method_and_in_place_take_n_first_as_pytorch():
    x = specgrad.tensor([0.5, 1.5, 3.0])
    expected = specgrad.polygamma(2, x).numpy()
    np.testing.assert_array_equal(x.polygamma(2).numpy(), expected)
    np.testing.assert_array_equal(specgrad.polygamma(n=2, input=x).numpy(), expected)
    y = x.clone()
    assert y.polygamma_(2) is y
    np.testing.assert_array_equal(y.numpy(), expected)


def test_polygamma_in_place_records_its_gradient():
    x = specgrad.tensor([0.5, 1.5], requires_grad=True)
    y = x * 1
    y.polygamma_(1)
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), specgrad.polygamma(2, x.detach()).numpy(), rtol=1e-6)


def test_polygamma_refuses_a_bad_order():
    x = specgrad.tensor([0.5])
    with pytest.raises(TypeError, match="must be int"):
        specgrad.polygamma(1.5, x)
    with pytest.raises(RuntimeError, match="does not support negative n"):
        specgrad.polygamma(-1, x)


def test_round_with_decimals_as_method_and_in_place():
    x = specgrad.tensor([1.234, -5.678, 1250.0], dtype=specgrad.float64)
    np.testing.assert_allclose(x.round(decimals=2).numpy(), [1.23, -5.68, 1250.0])
    np.testing.assert_allclose(specgrad.round(x, decimals=-2).numpy(), [0.0, 0.0, 1200.0])
    y = x.clone()
    y.round_(decimals=1)
    np.testing.assert_allclose(y.numpy(), [1.2, -5.7, 1250.0])
    with pytest.raises(NotImplementedError):
        specgrad.tensor([1, 2]).round(decimals=1)


def test_addcdiv_refuses_integer_division_as_pytorch():
    i = specgrad.tensor([1, 2])
    with pytest.raises(RuntimeError, match="Integer division with addcdiv"):
        specgrad.addcdiv(i, i, i)
    assert specgrad.addcdiv(i, i.float(), i).dtype == specgrad.float32


@pytest.mark.parametrize("name, alias", [("asin", "arcsin"), ("acos", "arccos"), ("atan", "arctan"), ("asinh", "arcsinh"),
                                         ("acosh", "arccosh"), ("atanh", "arctanh"), ("atan2", "arctan2")])
def test_aliases_are_the_same_ops_as_in_pytorch(name, alias):
    torch = _torch()
    for suffix in ("", "_"):
        assert hasattr(torch.Tensor, alias + suffix) and hasattr(specgrad.Tensor, alias + suffix), alias + suffix
        assert getattr(specgrad.Tensor, alias + suffix) is getattr(specgrad.Tensor, name + suffix)
    assert hasattr(torch, alias) and getattr(specgrad, alias) is getattr(specgrad, name)


def test_lerp_reads_a_0d_weight_of_any_dtype_as_a_number():
    torch = _torch()
    start, end = np.array([1.0, 2.0]), np.array([3.0, 6.0])
    for weight in (np.array(1), np.array(True), np.array(0.25, dtype=np.float32)):
        ours = specgrad.lerp(specgrad.tensor(start), specgrad.tensor(end), specgrad.from_numpy(weight))
        theirs = torch.lerp(torch.tensor(start), torch.tensor(end), torch.tensor(weight))
        assert ours.dtype == specgrad.float64
        np.testing.assert_array_equal(ours.numpy(), theirs.numpy())
    with pytest.raises(RuntimeError):  # a weight with dims must have the dtype of the ends
        specgrad.lerp(specgrad.tensor(start), specgrad.tensor(end), specgrad.tensor([1, 1]))
