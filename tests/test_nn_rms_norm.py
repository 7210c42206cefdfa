"""nn.RMSNorm and F.rms_norm / torch.rms_norm beyond the generated tests: the module against PyTorch's
(values, gradients, parameters, repr), eps=None in each dtype, float16, a weight of another dtype, errors."""
import warnings

import numpy as np
import pytest

import specgrad
import specgrad.nn as nn
import specgrad.nn.functional as F

torch = pytest.importorskip("torch")


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("kwargs", [{}, {"eps": 0.5}, {"elementwise_affine": False}], ids=str)
@pytest.mark.parametrize("shape", [4, (3, 4)], ids=str)
def test_module_matches_pytorch(shape, kwargs, dtype):
    theirs = torch.nn.RMSNorm(shape, **kwargs).to(getattr(torch, dtype))
    ours = nn.RMSNorm(shape, **kwargs).to(getattr(specgrad, dtype))
    assert repr(ours) == repr(theirs)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    rng = np.random.default_rng(0)
    if kwargs.get("elementwise_affine", True):
        w = rng.standard_normal(theirs.weight.shape).astype(dtype)
        assert np.array_equal(ours.weight.detach().numpy(), theirs.weight.detach().numpy())  # ones
        with torch.no_grad():
            theirs.weight.copy_(torch.tensor(w))
        ours.load_state_dict({"weight": specgrad.tensor(w)})
    x = rng.standard_normal((2, 3, 4)).astype(dtype) * 1e-4  # small: eps=None (the dtype's epsilon) matters
    x_t, x_s = torch.tensor(x, requires_grad=True), specgrad.tensor(x, requires_grad=True)
    out_t, out_s = theirs(x_t), ours(x_s)
    assert out_s.dtype == getattr(specgrad, dtype)
    tol = dict(rtol=1e-5, atol=1e-6) if dtype == "float32" else dict(rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(out_s.detach().numpy(), out_t.detach().numpy(), **tol)
    g = rng.standard_normal(x.shape).astype(dtype)
    out_t.backward(torch.tensor(g))
    out_s.backward(specgrad.tensor(g))
    np.testing.assert_allclose(x_s.grad.numpy(), x_t.grad.numpy(), rtol=tol["rtol"], atol=tol["atol"] * 1e4)
    if ours.weight is not None:
        np.testing.assert_allclose(ours.weight.grad.numpy(), theirs.weight.grad.numpy(), **tol)


def test_float16_is_computed_in_float32_and_a_weight_of_another_dtype_keeps_the_input_dtype():
    x = np.random.default_rng(1).standard_normal((3, 5))
    out_t = torch.rms_norm(torch.tensor(x, dtype=torch.float16), [5])
    out_s = specgrad.rms_norm(specgrad.tensor(x, dtype=specgrad.float16), [5])
    assert out_s.dtype == specgrad.float16
    np.testing.assert_allclose(out_s.numpy().astype(np.float64), out_t.numpy().astype(np.float64), rtol=1e-3)
    with warnings.catch_warnings():  # PyTorch warns about the mixed dtypes once per process
        warnings.simplefilter("ignore")
        theirs = torch.rms_norm(torch.tensor(x, dtype=torch.float32), [5], torch.full((5,), 2.0, dtype=torch.float64))
    ours = F.rms_norm(specgrad.tensor(x, dtype=specgrad.float32), [5], specgrad.full((5,), 2.0, dtype=specgrad.float64))
    assert ours.dtype == specgrad.float32
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-6)


ERRORS = {
    "input_shape": lambda lib, f: f.rms_norm(lib.ones(2, 3), [4]),
    "input_shape_2d": lambda lib, f: f.rms_norm(lib.ones(2, 3), [3, 3]),
    "empty_shape": lambda lib, f: f.rms_norm(lib.ones(2, 3), []),
    "weight_shape": lambda lib, f: f.rms_norm(lib.ones(2, 3), [3], lib.ones(2)),
    "integers": lambda lib, f: f.rms_norm(lib.ones(2, 3, dtype=lib.int64), [3]),
    "module": lambda lib, f: lib.nn.RMSNorm(3)(lib.ones(2, 4)),
}


@pytest.mark.parametrize("name", list(ERRORS))
def test_errors_match_pytorch(name):
    with pytest.raises(Exception) as theirs:
        ERRORS[name](torch, torch.nn.functional)
    with pytest.raises(type(theirs.value)) as ours:
        ERRORS[name](specgrad, F)
    if name == "integers":  # specgrad's dtype checks add the dtype's name and a hint
        assert str(ours.value).startswith('"rms_norm" not implemented for')
    else:
        assert str(ours.value) == str(theirs.value)
