"""nn.utils.parametrize and parametrizations.weight_norm against PyTorch: names and state-dict keys, repr,
values and gradients, chains, assignment through right_inverse, cached(), removal, and errors."""
import numpy as np
import pytest

import specgrad
import specgrad.nn as nn
from specgrad.nn.utils import parametrize as P

torch = pytest.importorskip("torch")
TP = torch.nn.utils.parametrize


def _copy(theirs, ours):
    ours.load_state_dict({k: specgrad.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})


def _symmetric(base):
    class Symmetric(base):
        def forward(self, x):
            return x.triu() + x.triu(1).transpose(-1, -2)

        def right_inverse(self, a):
            return a.triu()
    return Symmetric


def _scale(base):
    class Scale(base):
        def forward(self, x):
            return x * 2

        def right_inverse(self, a):
            return a / 2
    return Scale


@pytest.mark.parametrize("dim", [0, 1, None])
def test_weight_norm_parametrization_matches_pytorch(dim):
    torch.manual_seed(0)
    theirs, ours = torch.nn.Linear(3, 4).double(), nn.Linear(3, 4).double()
    _copy(theirs, ours)
    torch.nn.utils.parametrizations.weight_norm(theirs, dim=dim)
    assert nn.utils.parametrizations.weight_norm(ours, dim=dim) is ours
    assert type(ours).__name__ == type(theirs).__name__ == "ParametrizedLinear"
    assert isinstance(ours, nn.Linear) and P.type_before_parametrizations(ours) is nn.Linear
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    for (k, a), (_, b) in zip(ours.state_dict().items(), theirs.state_dict().items()):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-12, err_msg=k)
    x = np.random.default_rng(0).standard_normal((5, 3))
    out_t, out_s = theirs(torch.tensor(x)), ours(specgrad.tensor(x))
    np.testing.assert_allclose(out_s.detach().numpy(), out_t.detach().numpy(), rtol=1e-12)
    (out_t ** 2).sum().backward()
    (out_s ** 2).sum().backward()
    for (n, a), (_, b) in zip(ours.named_parameters(), theirs.named_parameters()):
        np.testing.assert_allclose(a.grad.numpy(), b.grad.numpy(), rtol=1e-10, err_msg=n)
    TP.remove_parametrizations(theirs, "weight")
    P.remove_parametrizations(ours, "weight")
    assert type(ours) is nn.Linear and list(ours.state_dict()) == list(theirs.state_dict())
    np.testing.assert_allclose(ours.weight.detach().numpy(), theirs.weight.detach().numpy(), rtol=1e-12)


def test_a_chain_of_parametrizations_assignment_cached_and_removal_match_pytorch():
    torch.manual_seed(0)
    theirs, ours = torch.nn.Linear(3, 3).double(), nn.Linear(3, 3).double()
    _copy(theirs, ours)
    for lib, m, reg in ((torch, theirs, TP), (specgrad, ours, P)):
        weight_before = m.weight
        reg.register_parametrization(m, "weight", _symmetric(lib.nn.Module)())
        reg.register_parametrization(m, "weight", _scale(lib.nn.Module)())
        assert m.parametrizations.weight.original is weight_before  # the same Parameter, set in place
    assert repr(ours) == repr(theirs)
    np.testing.assert_allclose(ours.weight.detach().numpy(), theirs.weight.detach().numpy(), rtol=1e-12)
    a = np.random.default_rng(1).standard_normal((3, 3))
    a = a + a.T
    theirs.weight = torch.tensor(a)
    ours.weight = specgrad.tensor(a)
    np.testing.assert_allclose(ours.parametrizations.weight.original.detach().numpy(),
                               theirs.parametrizations.weight.original.detach().numpy(), rtol=1e-12)
    np.testing.assert_allclose(ours.weight.detach().numpy(), a, rtol=1e-12)
    with P.cached():
        assert ours.weight is ours.weight
    assert ours.weight is not ours.weight
    TP.remove_parametrizations(theirs, "weight", leave_parametrized=False)
    P.remove_parametrizations(ours, "weight", leave_parametrized=False)
    assert type(ours) is nn.Linear and not P.is_parametrized(ours)
    np.testing.assert_allclose(ours.weight.detach().numpy(), theirs.weight.detach().numpy(), rtol=1e-12)


def _errors_alike(make_theirs, make_ours):
    with pytest.raises(Exception) as theirs:
        make_theirs()
    with pytest.raises(type(theirs.value)) as ours:
        make_ours()
    assert str(ours.value) == str(theirs.value).replace("torch.", "specgrad.")


def test_errors_match_pytorch():
    class Halve(torch.nn.Module):
        def forward(self, x):
            return x[:1]

    class HalveS(nn.Module):
        def forward(self, x):
            return x[:1]

    _errors_alike(lambda: TP.register_parametrization(torch.nn.Linear(2, 2), "weight", Halve()),
                  lambda: P.register_parametrization(nn.Linear(2, 2), "weight", HalveS()))
    _errors_alike(lambda: TP.register_parametrization(torch.nn.Linear(2, 2), "nothing", Halve()),
                  lambda: P.register_parametrization(nn.Linear(2, 2), "nothing", HalveS()))
    _errors_alike(lambda: TP.remove_parametrizations(torch.nn.Identity(), "weight"),
                  lambda: P.remove_parametrizations(nn.Identity(), "weight"))
    wn_t = torch.nn.utils.parametrizations.weight_norm(torch.nn.Linear(2, 2))
    wn_s = nn.utils.parametrizations.weight_norm(nn.Linear(2, 2))
    _errors_alike(lambda: TP.remove_parametrizations(wn_t, "weight", leave_parametrized=False),
                  lambda: P.remove_parametrizations(wn_s, "weight", leave_parametrized=False))
