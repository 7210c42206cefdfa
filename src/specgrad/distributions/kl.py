"""kl_divergence(p, q) and register_kl, as torch.distributions.kl: KL(p || q) summed over the event dims, from a
registry of closed forms by the pair of distribution types (the most specific registered pair wins)."""
import specgrad
from specgrad.distributions.bernoulli import Bernoulli
from specgrad.distributions.beta import Beta
from specgrad.distributions.categorical import Categorical
from specgrad.distributions.dirichlet import Dirichlet
from specgrad.distributions.exponential import Exponential
from specgrad.distributions.gamma import Gamma
from specgrad.distributions.independent import Independent
from specgrad.distributions.laplace import Laplace
from specgrad.distributions.multivariate_normal import MultivariateNormal, _batch_mahalanobis
from specgrad.distributions.normal import Normal
from specgrad.distributions.one_hot_categorical import OneHotCategorical
from specgrad.distributions.transformed_distribution import TransformedDistribution
from specgrad.distributions.uniform import Uniform
from specgrad.distributions.utils import _sum_rightmost
from specgrad.nn.functional import softplus

__all__ = ["kl_divergence", "register_kl"]

_KL_REGISTRY = {}  # (type_p, type_q) -> function(p, q)
_KL_MEMOIZE = {}   # (type(p), type(q)) -> the function found


def register_kl(type_p, type_q):
    """Decorator: register fn(p, q) as KL(p || q) for p of type_p and q of type_q (and their subclasses, unless
    a more specific pair is registered)."""
    if not isinstance(type_p, type) or not isinstance(type_q, type):
        raise TypeError(f"Expected type_p and type_q to be Distribution subclasses but got {type_p} and {type_q}")

    def decorator(fun):
        _KL_REGISTRY[type_p, type_q] = fun
        _KL_MEMOIZE.clear()
        return fun
    return decorator


def _dispatch_kl(type_p, type_q):
    matches = [(super_p, super_q) for super_p, super_q in _KL_REGISTRY
               if issubclass(type_p, super_p) and issubclass(type_q, super_q)]
    if not matches:
        return NotImplemented
    best = min(matches, key=lambda m: (type_p.__mro__.index(m[0]), type_q.__mro__.index(m[1])))
    return _KL_REGISTRY[best]


def kl_divergence(p, q):
    """KL(p || q) of two distributions of the same batch shape, per batch element."""
    key = (type(p), type(q))
    fun = _KL_MEMOIZE.get(key)
    if fun is None:
        fun = _KL_MEMOIZE[key] = _dispatch_kl(*key)
    if fun is NotImplemented:
        raise NotImplementedError(f"No KL(p || q) is implemented for p type {p.__class__.__name__} and q type "
                                  f"{q.__class__.__name__}")
    return fun(p, q)


def _infinite_like(tensor):
    return specgrad.full_like(tensor, float("inf"))


@register_kl(Normal, Normal)
def _kl_normal_normal(p, q):
    var_ratio = (p.scale / q.scale).pow(2)
    t1 = ((p.loc - q.loc) / q.scale).pow(2)
    return 0.5 * (var_ratio + t1 - 1 - var_ratio.log())


@register_kl(Bernoulli, Bernoulli)
def _kl_bernoulli_bernoulli(p, q):
    t1 = p.probs * (softplus(-q.logits) - softplus(-p.logits))
    t1 = specgrad.where(q.probs == 0, float("inf"), t1)
    t1 = specgrad.where(p.probs == 0, 0.0, t1)
    t2 = (1 - p.probs) * (softplus(q.logits) - softplus(p.logits))
    t2 = specgrad.where(q.probs == 1, float("inf"), t2)
    t2 = specgrad.where(p.probs == 1, 0.0, t2)
    return t1 + t2


@register_kl(Categorical, Categorical)
def _kl_categorical_categorical(p, q):
    t = p.probs * (p.logits - q.logits)
    t = specgrad.where((q.probs == 0).expand_as(t), float("inf"), t)
    t = specgrad.where((p.probs == 0).expand_as(t), 0.0, t)
    return t.sum(-1)


@register_kl(Uniform, Uniform)
def _kl_uniform_uniform(p, q):
    result = ((q.high - q.low) / (p.high - p.low)).log()
    return specgrad.where((q.low > p.low) | (q.high < p.high), float("inf"), result)


@register_kl(Independent, Independent)
def _kl_independent_independent(p, q):
    if p.reinterpreted_batch_ndims != q.reinterpreted_batch_ndims:
        raise NotImplementedError
    return _sum_rightmost(kl_divergence(p.base_dist, q.base_dist), p.reinterpreted_batch_ndims)


@register_kl(OneHotCategorical, OneHotCategorical)
def _kl_onehotcategorical_onehotcategorical(p, q):
    return _kl_categorical_categorical(p._categorical, q._categorical)


@register_kl(Exponential, Exponential)
def _kl_exponential_exponential(p, q):
    rate_ratio = q.rate / p.rate
    return rate_ratio - 1 - rate_ratio.log()


@register_kl(Laplace, Laplace)
def _kl_laplace_laplace(p, q):
    scale_ratio = p.scale / q.scale
    loc_abs_diff = (p.loc - q.loc).abs()
    t1 = -scale_ratio.log()
    t2 = loc_abs_diff / q.scale
    t3 = scale_ratio * specgrad.exp(-loc_abs_diff / p.scale)
    return t1 + t2 + t3 - 1


@register_kl(Gamma, Gamma)
def _kl_gamma_gamma(p, q):
    t1 = q.concentration * specgrad.log(p.rate / q.rate)
    t2 = specgrad.lgamma(q.concentration) - specgrad.lgamma(p.concentration)
    t3 = (p.concentration - q.concentration) * specgrad.digamma(p.concentration)
    t4 = (q.rate - p.rate) * (p.concentration / p.rate)
    return t1 + t2 + t3 + t4


@register_kl(Dirichlet, Dirichlet)
def _kl_dirichlet_dirichlet(p, q):
    sum_p_concentration = p.concentration.sum(-1)
    sum_q_concentration = q.concentration.sum(-1)
    t1 = sum_p_concentration.lgamma() - sum_q_concentration.lgamma()
    t2 = (p.concentration.lgamma() - q.concentration.lgamma()).sum(-1)
    t3 = p.concentration - q.concentration
    t4 = p.concentration.digamma() - sum_p_concentration.digamma().unsqueeze(-1)
    return t1 - t2 + (t3 * t4).sum(-1)


@register_kl(Beta, Beta)
def _kl_beta_beta(p, q):
    sum_params_p = p.concentration1 + p.concentration0
    sum_params_q = q.concentration1 + q.concentration0
    t1 = q.concentration1.lgamma() + q.concentration0.lgamma() + sum_params_p.lgamma()
    t2 = p.concentration1.lgamma() + p.concentration0.lgamma() + sum_params_q.lgamma()
    t3 = (p.concentration1 - q.concentration1) * specgrad.digamma(p.concentration1)
    t4 = (p.concentration0 - q.concentration0) * specgrad.digamma(p.concentration0)
    t5 = (sum_params_q - sum_params_p) * specgrad.digamma(sum_params_p)
    return t1 - t2 + t3 + t4 + t5


@register_kl(MultivariateNormal, MultivariateNormal)
def _kl_multivariatenormal_multivariatenormal(p, q):
    if p.event_shape != q.event_shape:
        raise ValueError("KL-divergence between two Multivariate Normals with different event shapes cannot be "
                         "computed")
    half_term1 = (q._unbroadcasted_scale_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1)
                  - p._unbroadcasted_scale_tril.diagonal(dim1=-2, dim2=-1).log().sum(-1))
    n = p.event_shape[0]
    batch = specgrad.broadcast_shapes(tuple(q._unbroadcasted_scale_tril.shape[:-2]),
                                      tuple(p._unbroadcasted_scale_tril.shape[:-2]))
    q_tril = q._unbroadcasted_scale_tril.expand(tuple(batch) + (n, n))
    p_tril = p._unbroadcasted_scale_tril.expand(tuple(batch) + (n, n))
    term2 = specgrad.linalg.solve(q_tril, p_tril).pow(2).sum((-2, -1))  # tr((Lq^-1 Lp)(Lq^-1 Lp)^T)
    term3 = _batch_mahalanobis(q._unbroadcasted_scale_tril, q.loc - p.loc)
    return half_term1 + 0.5 * (term2 + term3 - n)


@register_kl(TransformedDistribution, TransformedDistribution)
def _kl_transformed_transformed(p, q):
    if p.transforms != q.transforms:
        raise NotImplementedError
    if p.event_shape != q.event_shape:
        raise NotImplementedError
    return kl_divergence(p.base_dist, q.base_dist)
