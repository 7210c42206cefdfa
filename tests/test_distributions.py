"""specgrad.distributions against torch.distributions: the same parameters give the same log_prob, entropy, moments,
cdf and KL, with the same gradients (float64), at ordinary points and at the conventions (probabilities 0 and 1,
zero-probability classes, disjoint supports); samples have the right shapes and statistics; bad arguments give
PyTorch's errors."""
import numpy as np
import pytest

import specgrad
from specgrad import distributions as D
from specgrad.autograd import gradcheck

torch = pytest.importorskip("torch")
TD = torch.distributions

RNG = np.random.default_rng(11)
LOC = RNG.standard_normal((3, 4))
SCALE = RNG.uniform(0.5, 2.0, (3, 4))
PROBS = np.array([[0.1, 0.6, 0.3], [0.0, 0.5, 0.5], [1.0, 0.0, 0.0]])  # zero-probability classes included
LOGITS = RNG.standard_normal((2, 5))
BERNOULLI = np.array([0.0, 0.2, 0.5, 0.9, 1.0])


def both(array, grad=True):
    return (specgrad.tensor(array, requires_grad=grad), torch.tensor(array, requires_grad=grad))


def assert_same(ours, theirs, tol=1e-10):
    theirs = theirs.detach().numpy() if isinstance(theirs, torch.Tensor) else np.asarray(theirs)
    np.testing.assert_allclose(np.asarray(ours.detach().numpy(), dtype=float), theirs.astype(float), rtol=tol,
                               atol=tol, equal_nan=True)


def check_with_grads(make, values, params):
    """make(lib_distributions, *params) -> a scalar-per-element quantity; compares it and its gradients."""
    ours_params, theirs_params = zip(*params)
    ours = make(D, specgrad, *ours_params, *(v[0] for v in values))
    theirs = make(TD, torch, *theirs_params, *(v[1] for v in values))
    assert_same(ours, theirs)
    finite = np.isfinite(theirs.detach().numpy())
    weights = np.where(finite, RNG.standard_normal(theirs.shape), 0.0)
    (ours * specgrad.tensor(weights)).sum().backward()
    (theirs * torch.tensor(weights)).sum().backward()
    for o, t in zip(ours_params, theirs_params):
        if t.grad is not None:
            assert_same(o.grad, t.grad, tol=1e-9)


def test_normal_against_torch():
    value = RNG.standard_normal((2, 3, 4))
    params = [both(LOC), both(SCALE)]
    check_with_grads(lambda d, lib, m, s, v: d.Normal(m, s).log_prob(v), [both(value, False)], params)
    check_with_grads(lambda d, lib, m, s: d.Normal(m, s).entropy(), [], [both(LOC), both(SCALE)])
    check_with_grads(lambda d, lib, m, s, v: d.Normal(m, s).cdf(v), [both(value, False)], [both(LOC), both(SCALE)])
    u = RNG.uniform(0.01, 0.99, (3, 4))
    check_with_grads(lambda d, lib, m, s, v: d.Normal(m, s).icdf(v), [both(u, False)], [both(LOC), both(SCALE)])
    ours, theirs = D.Normal(specgrad.tensor(LOC), 2.0), TD.Normal(torch.tensor(LOC), 2.0)
    for name in ("mean", "stddev", "variance", "mode"):
        assert_same(getattr(ours, name), getattr(theirs, name))
    assert ours.batch_shape == tuple(theirs.batch_shape) and ours.event_shape == ()
    assert D.Normal(0.0, 1.0).batch_shape == () and D.Normal(0.0, 1.0).log_prob(specgrad.tensor(0.5)).dim() == 0


def test_normal_rsample_is_reparameterized():
    specgrad.manual_seed(0)
    loc, scale = specgrad.tensor(LOC, requires_grad=True), specgrad.tensor(SCALE, requires_grad=True)
    dist = D.Normal(loc, scale)
    x = dist.rsample((5,))
    assert x.shape == (5, 3, 4) and x.requires_grad and not dist.sample((5,)).requires_grad
    x.sum().backward()
    eps = (x.detach().numpy() - LOC) / SCALE
    np.testing.assert_allclose(loc.grad.numpy(), np.full(LOC.shape, 5.0))
    np.testing.assert_allclose(scale.grad.numpy(), eps.sum(0), rtol=1e-12)
    assert gradcheck(lambda m, s: D.Normal(m, s).log_prob(specgrad.tensor(LOC * 0.5)),
                     (specgrad.tensor(LOC, requires_grad=True), specgrad.tensor(SCALE, requires_grad=True)))


def test_samples_have_the_distributions_statistics():
    specgrad.manual_seed(1)
    n = 40000
    x = D.Normal(specgrad.tensor([1.0, -2.0]), specgrad.tensor([0.5, 3.0])).sample((n,)).numpy()
    np.testing.assert_allclose(x.mean(0), [1.0, -2.0], atol=0.05)
    np.testing.assert_allclose(x.std(0), [0.5, 3.0], rtol=0.03)
    u = D.Uniform(specgrad.tensor([0.0, 2.0]), specgrad.tensor([1.0, 6.0])).rsample((n,)).numpy()
    assert (u[:, 0] >= 0).all() and (u[:, 0] < 1).all() and (u[:, 1] >= 2).all() and (u[:, 1] < 6).all()
    np.testing.assert_allclose(u.mean(0), [0.5, 4.0], atol=0.05)
    k = D.Categorical(probs=specgrad.tensor([0.2, 0.5, 0.3])).sample((n,)).numpy()
    assert k.dtype == np.int64
    np.testing.assert_allclose(np.bincount(k, minlength=3) / n, [0.2, 0.5, 0.3], atol=0.015)
    b = D.Bernoulli(probs=specgrad.tensor([0.0, 0.25, 1.0])).sample((n,)).numpy()
    np.testing.assert_allclose(b.mean(0), [0.0, 0.25, 1.0], atol=0.015)
    assert D.Categorical(logits=specgrad.randn(4, 3)).sample((2, 5)).shape == (2, 5, 4)


def test_categorical_against_torch():
    classes = np.array([[1, 2, 0], [0, 2, 1]])
    for kind, array in (("probs", PROBS), ("logits", LOGITS)):
        value = classes if kind == "probs" else RNG.integers(0, 5, (4, 2))
        check_with_grads(lambda d, lib, p, v: d.Categorical(**{kind: p}).log_prob(v),
                         [both(value, False)], [both(array)])
        check_with_grads(lambda d, lib, p: d.Categorical(**{kind: p}).entropy(), [], [both(array)])
        ours, theirs = D.Categorical(**{kind: specgrad.tensor(array)}), TD.Categorical(**{kind: torch.tensor(array)})
        for name in ("probs", "logits", "mode", "mean", "variance"):
            assert_same(getattr(ours, name), getattr(theirs, name))
        assert_same(ours.enumerate_support(), theirs.enumerate_support())
    # a masked class (logit -inf, as action masks make): its p log p is 0, not NaN
    masked = np.array([[-np.inf, 0.3, 1.2], [0.5, -np.inf, -np.inf]])
    check_with_grads(lambda d, lib, p: d.Categorical(logits=p).entropy(), [], [both(masked)])
    check_with_grads(lambda d, lib, p, v: d.Categorical(logits=p).log_prob(v), [both(np.array([2, 0]), False)],
                     [both(masked)])


def test_bernoulli_against_torch():
    value = np.array([0.0, 1.0, 1.0, 0.0, 1.0])
    check_with_grads(lambda d, lib, p, v: d.Bernoulli(probs=p).log_prob(v), [both(value, False)], [both(BERNOULLI)])
    check_with_grads(lambda d, lib, p: d.Bernoulli(probs=p).entropy(), [], [both(BERNOULLI)])
    check_with_grads(lambda d, lib, p, v: d.Bernoulli(logits=p).log_prob(v), [both(value, False)],
                     [both(RNG.standard_normal(5))])
    ours, theirs = D.Bernoulli(probs=specgrad.tensor(BERNOULLI)), TD.Bernoulli(probs=torch.tensor(BERNOULLI))
    for name in ("mean", "variance", "mode", "logits"):
        assert_same(getattr(ours, name), getattr(theirs, name))


def test_uniform_against_torch():
    low, high = RNG.uniform(-2, 0, 4), RNG.uniform(0.5, 2, 4)
    value = np.array([-3.0, 0.0, 0.4, 2.5])  # below, inside, inside, above (validation off: outside the support)
    check_with_grads(lambda d, lib, lo, hi, v: d.Uniform(lo, hi, validate_args=False).log_prob(v),
                     [both(value, False)], [both(low), both(high)])
    check_with_grads(lambda d, lib, lo, hi: d.Uniform(lo, hi).entropy(), [], [both(low), both(high)])
    check_with_grads(lambda d, lib, lo, hi, v: d.Uniform(lo, hi, validate_args=False).cdf(v),
                     [both(value, False)], [both(low), both(high)])
    ours, theirs = D.Uniform(specgrad.tensor(low), specgrad.tensor(high)), TD.Uniform(torch.tensor(low),
                                                                                       torch.tensor(high))
    for name in ("mean", "stddev", "variance"):
        assert_same(getattr(ours, name), getattr(theirs, name))


def test_independent_and_kl_against_torch():
    q_loc, q_scale = RNG.standard_normal((3, 4)), RNG.uniform(0.5, 2.0, (3, 4))
    check_with_grads(lambda d, lib, m, s, qm, qs: d.kl_divergence(d.Independent(d.Normal(m, s), 1),
                                                                   d.Independent(d.Normal(qm, qs), 1)),
                     [], [both(LOC), both(SCALE), both(q_loc), both(q_scale)])
    value = RNG.standard_normal((3, 4))
    check_with_grads(lambda d, lib, m, s, v: d.Independent(d.Normal(m, s), 2).log_prob(v), [both(value, False)],
                     [both(LOC), both(SCALE)])
    other = np.array([[0.3, 0.3, 0.4], [0.5, 0.0, 0.5], [0.2, 0.4, 0.4]])  # a class q gives 0 but p does not
    check_with_grads(lambda d, lib, p, q: d.kl_divergence(d.Categorical(probs=p), d.Categorical(probs=q)),
                     [], [both(PROBS), both(other)])
    check_with_grads(lambda d, lib, p, q: d.kl_divergence(d.Bernoulli(probs=p), d.Bernoulli(probs=q)),
                     [], [both(BERNOULLI), both(np.array([0.5, 0.0, 0.3, 1.0, 0.6]))])
    check_with_grads(lambda d, lib, a, b, c, e: d.kl_divergence(d.Uniform(a, b), d.Uniform(c, e)), [],
                     [both(np.array([0.0, 0.0])), both(np.array([1.0, 1.0])), both(np.array([-1.0, 0.5])),
                      both(np.array([2.0, 3.0]))])
    independent = D.Independent(D.Normal(specgrad.zeros(2, 3), specgrad.ones(2, 3)), 1)
    assert independent.batch_shape == (2,) and independent.event_shape == (3,)
    with pytest.raises(NotImplementedError, match="No KL"):
        D.kl_divergence(D.Normal(0.0, 1.0), D.Uniform(0.0, 1.0))


def test_register_kl_for_a_subclass():
    class Wide(D.Normal):
        pass

    @D.register_kl(Wide, D.Normal)
    def _kl(p, q):
        return specgrad.tensor(42.0)
    assert D.kl_divergence(Wide(0.0, 1.0), D.Normal(0.0, 1.0)).item() == 42.0
    assert D.kl_divergence(D.Normal(0.0, 1.0), Wide(0.0, 1.0)).item() == 0.0  # Normal-Normal still


def message(error):
    return str(error).replace("torch.", "specgrad.").replace("torch", "specgrad")


@pytest.mark.parametrize("build", [
    lambda d, lib: d.Normal(lib.tensor([0.0, 1.0]), lib.tensor([1.0, -1.0])),
    lambda d, lib: d.Normal(lib.tensor([float("nan")]), lib.tensor([1.0])),
    lambda d, lib: d.Bernoulli(probs=lib.tensor([0.5, 1.5])),
    lambda d, lib: d.Bernoulli(probs=lib.tensor([0.5]), logits=lib.tensor([0.0])),
    lambda d, lib: d.Categorical(probs=lib.tensor(0.5)),
    lambda d, lib: d.Categorical(probs=lib.tensor([[0.5, -0.5]])),
    lambda d, lib: d.Uniform(lib.tensor([1.0]), lib.tensor([0.0])),
    lambda d, lib: d.Normal(0.0, 1.0).log_prob(1.0),
    lambda d, lib: d.Categorical(probs=lib.tensor([0.5, 0.5])).log_prob(lib.tensor(2)),
    lambda d, lib: d.Bernoulli(probs=lib.tensor([0.5, 0.5])).log_prob(lib.tensor([0.5, 1.0])),
    lambda d, lib: d.Normal(lib.zeros(3), lib.ones(3)).log_prob(lib.zeros(2)),
    lambda d, lib: d.Independent(d.Normal(lib.zeros(3), lib.ones(3)), 2),
], ids=["negative scale", "nan loc", "probs above 1", "probs and logits", "0-d categorical", "negative probs",
        "low above high", "a number to log_prob", "class out of range", "bernoulli value 0.5", "shape mismatch",
        "too many reinterpreted dims"])
def test_bad_arguments_raise_torchs_errors(build):
    with pytest.raises(Exception) as theirs:
        build(TD, torch)
    with pytest.raises(type(theirs.value)) as ours:
        build(D, specgrad)
    assert message(ours.value) == message(theirs.value)


def test_validation_can_be_turned_off():
    assert D.Normal(specgrad.tensor([0.0]), specgrad.tensor([-1.0]), validate_args=False).scale.item() == -1.0
    D.Distribution.set_default_validate_args(False)
    try:
        D.Bernoulli(probs=specgrad.tensor([2.0]))
    finally:
        D.Distribution.set_default_validate_args(True)


POS = RNG.uniform(0.5, 3.0, 4)
POS2 = RNG.uniform(0.5, 3.0, 4)
UNIT = RNG.uniform(0.05, 0.95, 4)
SIMPLEX = np.array([[0.2, 0.3, 0.5], [0.6, 0.3, 0.1]])
CONC = RNG.uniform(0.5, 3.0, (2, 3))
COV = np.array([[[2.0, 0.3, 0.1], [0.3, 1.0, -0.2], [0.1, -0.2, 1.5]],
                [[1.0, 0.0, 0.0], [0.0, 0.5, 0.1], [0.0, 0.1, 0.7]]])
MVN_LOC = RNG.standard_normal((2, 3))

# (name, make(d, lib, *params) -> distribution, params, a value in the support)
MORE = [
    ("LogNormal", lambda d, lib, m, s: d.LogNormal(m, s), [LOC[0], POS], POS2),
    ("Exponential", lambda d, lib, r: d.Exponential(r), [POS], POS2),
    ("Laplace", lambda d, lib, m, s: d.Laplace(m, s), [LOC[0], POS], LOC[1]),
    ("Gamma", lambda d, lib, c, r: d.Gamma(c, r), [POS, POS2], UNIT * 3),
    ("Beta", lambda d, lib, a, b: d.Beta(a, b), [POS, POS2], UNIT),
    ("Dirichlet", lambda d, lib, c: d.Dirichlet(c), [CONC], SIMPLEX),
    ("OneHotCategorical", lambda d, lib, p: d.OneHotCategorical(probs=p), [SIMPLEX],
     np.array([[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]])),
    ("MultivariateNormal cov", lambda d, lib, m, c: d.MultivariateNormal(m, covariance_matrix=c), [MVN_LOC, COV],
     RNG.standard_normal((5, 2, 3))),
    ("MultivariateNormal precision", lambda d, lib, m, c: d.MultivariateNormal(m, precision_matrix=c),
     [MVN_LOC, COV], RNG.standard_normal((2, 3))),
    ("MultivariateNormal scale_tril", lambda d, lib, m, c: d.MultivariateNormal(m, scale_tril=lib.linalg.cholesky(c)),
     [MVN_LOC, COV], RNG.standard_normal((2, 3))),
    ("tanh Normal", lambda d, lib, m, s: d.TransformedDistribution(d.Normal(m, s), [d.TanhTransform()]),
     [LOC[0], POS], np.tanh(LOC[1])),
    ("affine sigmoid Normal", lambda d, lib, m, s: d.TransformedDistribution(
        d.Normal(m, s), [d.SigmoidTransform(), d.AffineTransform(1.0, 3.0)]), [LOC[0], POS], 1.0 + 3.0 * UNIT),
]


@pytest.mark.parametrize("name, make, params, value", MORE, ids=[m[0] for m in MORE])
def test_more_distributions_against_torch(name, make, params, value):
    check_with_grads(lambda d, lib, *args: make(d, lib, *args[:-1]).log_prob(args[-1]), [both(value, False)],
                     [both(p) for p in params])
    if name not in ("tanh Normal", "affine sigmoid Normal"):  # PyTorch has no closed-form entropy there either
        check_with_grads(lambda d, lib, *args: make(d, lib, *args).entropy(), [], [both(p) for p in params])
    ours = make(D, specgrad, *(specgrad.tensor(p) for p in params))
    theirs = make(TD, torch, *(torch.tensor(p) for p in params))
    assert ours.batch_shape == tuple(theirs.batch_shape) and ours.event_shape == tuple(theirs.event_shape)
    for attribute in ("mean", "variance"):
        try:
            want = getattr(theirs, attribute)
        except NotImplementedError:
            continue
        assert_same(getattr(ours, attribute), want)
    sample = ours.sample((7,))
    assert sample.shape == (7,) + tuple(theirs.batch_shape) + tuple(theirs.event_shape)
    assert bool(ours.support.check(sample).all())
    if ours.has_rsample:
        assert make(D, specgrad, *(specgrad.tensor(p, requires_grad=True) for p in params)).rsample().requires_grad
    elif name in ("Gamma", "Beta", "Dirichlet"):  # PyTorch's have one: specgrad says what to do instead
        with pytest.raises(NotImplementedError, match="no reparameterized sample"):
            ours.rsample()


KL_PAIRS = [
    ("Exponential", lambda d, a: d.Exponential(a), [POS], [POS2]),
    ("Laplace", lambda d, m, s: d.Laplace(m, s), [LOC[0], POS], [LOC[1], POS2]),
    ("Gamma", lambda d, c, r: d.Gamma(c, r), [POS, POS2], [POS2, POS]),
    ("Beta", lambda d, a, b: d.Beta(a, b), [POS, POS2], [POS2, POS]),
    ("Dirichlet", lambda d, c: d.Dirichlet(c), [CONC], [CONC[::-1].copy()]),
    ("OneHotCategorical", lambda d, p: d.OneHotCategorical(probs=p), [SIMPLEX], [SIMPLEX[::-1].copy()]),
    ("MultivariateNormal", lambda d, m, c: d.MultivariateNormal(m, covariance_matrix=c), [MVN_LOC, COV],
     [MVN_LOC[::-1].copy(), COV[::-1].copy()]),
    ("LogNormal", lambda d, m, s: d.LogNormal(m, s), [LOC[0], POS], [LOC[1], POS2]),
]


@pytest.mark.parametrize("name, make, p_params, q_params", KL_PAIRS, ids=[k[0] for k in KL_PAIRS])
def test_more_kl_against_torch(name, make, p_params, q_params):
    count = len(p_params)
    check_with_grads(lambda d, lib, *args: d.kl_divergence(make(d, *args[:count]), make(d, *args[count:])), [],
                     [both(p) for p in p_params + q_params])


def test_tanh_transform_cache_inverts_exactly():
    """A squashed sample that rounds to 1 still scores through the cached pre-image (SAC's policies)."""
    transform = D.TanhTransform(cache_size=1)
    x = specgrad.tensor([25.0, 0.3], dtype=specgrad.float64)
    y = transform(x)
    assert y[0].item() == 1.0 and transform.inv(y) is x
    assert transform.inv(y.clone()) is not x


EXPANDED = [
    ("Normal", lambda d, lib: d.Normal(lib.tensor(LOC[0]), lib.tensor(POS)), LOC[1]),
    ("Laplace", lambda d, lib: d.Laplace(lib.tensor(LOC[0]), lib.tensor(POS)), LOC[1]),
    ("Exponential", lambda d, lib: d.Exponential(lib.tensor(POS)), POS2),
    ("Gamma", lambda d, lib: d.Gamma(lib.tensor(POS), lib.tensor(POS2)), UNIT * 3),
    ("Uniform", lambda d, lib: d.Uniform(lib.tensor(LOC[0]), lib.tensor(LOC[0] + POS)), LOC[0] + UNIT * POS),
    ("Bernoulli", lambda d, lib: d.Bernoulli(probs=lib.tensor(UNIT)), np.array([0.0, 1.0, 1.0, 0.0])),
    ("Categorical", lambda d, lib: d.Categorical(probs=lib.tensor(SIMPLEX[0])), np.array(2)),
    ("Independent", lambda d, lib: d.Independent(d.Normal(lib.tensor(LOC[0]), lib.tensor(POS)), 1), LOC[1]),
]


@pytest.mark.parametrize("name, make, value", EXPANDED, ids=[e[0] for e in EXPANDED])
def test_expand_against_torch(name, make, value):
    ours, theirs = make(D, specgrad).expand((2,) + tuple(make(TD, torch).batch_shape)), \
        make(TD, torch).expand((2,) + tuple(make(TD, torch).batch_shape))
    assert ours.batch_shape == tuple(theirs.batch_shape) and ours.event_shape == tuple(theirs.event_shape)
    assert_same(ours.log_prob(specgrad.tensor(value)), theirs.log_prob(torch.tensor(value)))
    assert ours.sample().shape == tuple(theirs.sample().shape)
