"""specgrad.special: torch.special's names for the special functions specgrad has, each the same op as its
top-level name (torch.special.expit is torch.sigmoid, gammaln is lgamma, psi is digamma, multigammaln is
mvlgamma), so gradients and errors are the op's own. torch.special's functions that specgrad has no op for yet
(Bessel functions, ndtr, ndtri, log_ndtr, erfcx, entr, xlog1py, zeta, gammainc, the orthogonal polynomials) are
not here: calling one is an AttributeError naming the module."""
import specgrad

__all__ = ["digamma", "erf", "erfc", "erfinv", "exp2", "expit", "expm1", "gammaln", "i0", "log1p", "log_softmax",
           "logit", "logsumexp", "multigammaln", "polygamma", "psi", "round", "sinc", "softmax", "xlogy"]

digamma = psi = specgrad.digamma
erf = specgrad.erf
erfc = specgrad.erfc
erfinv = specgrad.erfinv
exp2 = specgrad.exp2
expit = specgrad.sigmoid
expm1 = specgrad.expm1
gammaln = specgrad.lgamma
i0 = specgrad.i0
log1p = specgrad.log1p
logit = specgrad.logit
logsumexp = specgrad.logsumexp
multigammaln = specgrad.mvlgamma
polygamma = specgrad.polygamma
round = specgrad.round
sinc = specgrad.sinc
xlogy = specgrad.xlogy


def softmax(input, dim, *, dtype=None):
    """torch.special.softmax: softmax along dim (dim required, as torch.special's)."""
    return specgrad.softmax(input, dim, dtype=dtype)


def log_softmax(input, dim, *, dtype=None):
    """torch.special.log_softmax: log_softmax along dim (dim required)."""
    return specgrad.log_softmax(input, dim, dtype=dtype)
