"""specgrad.special against torch.special: the same values and gradients for each name it has (aliases of
specgrad's ops)."""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")

X = np.linspace(-0.9, 2.5, 7)
POSITIVE = np.linspace(1.6, 4.0, 7)
UNIT = np.linspace(0.05, 0.95, 7)

CALLS = {
    "digamma": (lambda s, x: s.digamma(x), POSITIVE),
    "psi": (lambda s, x: s.psi(x), POSITIVE),
    "erf": (lambda s, x: s.erf(x), X),
    "erfc": (lambda s, x: s.erfc(x), X),
    "erfinv": (lambda s, x: s.erfinv(x), UNIT - 0.5),
    "exp2": (lambda s, x: s.exp2(x), X),
    "expit": (lambda s, x: s.expit(x), X),
    "expm1": (lambda s, x: s.expm1(x), X),
    "gammaln": (lambda s, x: s.gammaln(x), POSITIVE),
    "i0": (lambda s, x: s.i0(x), X),
    "log1p": (lambda s, x: s.log1p(x), POSITIVE),
    "logit": (lambda s, x: s.logit(x), UNIT),
    "logsumexp": (lambda s, x: s.logsumexp(x, 0), X),
    "multigammaln": (lambda s, x: s.multigammaln(x, 2), POSITIVE),
    "polygamma": (lambda s, x: s.polygamma(1, x), POSITIVE),
    "round": (lambda s, x: s.round(x * 3), X),
    "sinc": (lambda s, x: s.sinc(x), X),
    "softmax": (lambda s, x: s.softmax(x, 0), X),
    "log_softmax": (lambda s, x: s.log_softmax(x, 0), X),
    "xlogy": (lambda s, x: s.xlogy(x, x + 1.0), POSITIVE),
}


# PyTorch's trigamma and polygamma(2) lose digits (about 1e-9 and 1e-7 relative here); specgrad's series are
# exact to about 1e-15 (tests/test_special_functions.py)
LOOSE = {"polygamma": 1e-6}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_special_matches_torch(name):
    call, values = CALLS[name]
    rtol = LOOSE.get(name, 1e-9)
    ours_x = specgrad.tensor(values, requires_grad=True)
    theirs_x = torch.tensor(values, requires_grad=True)
    ours, theirs = call(specgrad.special, ours_x), call(torch.special, theirs_x)
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=rtol, atol=1e-12)
    weights = np.linspace(0.5, 1.5, ours.numel()).reshape(tuple(ours.shape))
    (ours * specgrad.tensor(weights)).sum().backward()
    (theirs * torch.tensor(weights)).sum().backward()
    if theirs_x.grad is not None:
        np.testing.assert_allclose(ours_x.grad.numpy(), theirs_x.grad.numpy(), rtol=rtol, atol=1e-12)


def test_a_missing_special_function_is_an_attribute_error():
    with pytest.raises(AttributeError, match="ndtr"):
        specgrad.special.ndtr
