"""kl_divergence(p, q) and register_kl, as torch.distributions.kl: KL(p || q) summed over the event dims, from a
registry of closed forms by the pair of distribution types (the most specific registered pair wins)."""
import specgrad
from specgrad.distributions.bernoulli import Bernoulli
from specgrad.distributions.categorical import Categorical
from specgrad.distributions.independent import Independent
from specgrad.distributions.normal import Normal
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
