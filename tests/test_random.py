"""Random sampling and generators: specgrad.Generator, the default generator, and every sampling function.

specgrad's numbers come from NumPy's PCG64, not PyTorch's Mersenne Twister, so values are not compared
with PyTorch's. What is compared: signatures, result dtypes and shapes, and errors (class and words).
Distributions are tested statistically with fixed seeds (so a test cannot flake) and tolerances of
several standard errors (so a right sampler passes for any seed, and a wrong one fails).
"""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")

N = 200_000  # samples per statistical test: the standard error of a mean of unit variance is 0.0022


def _g(seed=0):
    return specgrad.Generator().manual_seed(seed)


def _dtype_name(d):
    return str(d).split(".")[-1]


def _builtin(cls):
    return next(c for c in cls.__mro__ if c.__module__ == "builtins")


def _outcome(f, lib):
    try:
        r = f(lib)
    except Exception as e:  # noqa: BLE001 - the class is what is compared
        return e
    return r


def _same_outcome(f, words=None):
    """f(specgrad) and f(torch) both raise the same builtin class (with `words` in specgrad's message), or
    both return tensors of the same shape and dtype."""
    ours, theirs = _outcome(f, specgrad), _outcome(f, torch)
    if isinstance(theirs, Exception):
        assert isinstance(ours, Exception), f"PyTorch raises {theirs!r}, specgrad returns {ours!r}"
        assert _builtin(type(ours)) is _builtin(type(theirs)), f"specgrad {ours!r}, PyTorch {theirs!r}"
        for word in ([words] if isinstance(words, str) else words or []):
            assert word in str(ours), f"{word!r} not in {ours!r}"
            assert word in str(theirs), f"{word!r} not in PyTorch's {theirs!r}"
        return ours
    assert not isinstance(ours, Exception), f"specgrad raises {ours!r}, PyTorch returns a result"
    assert tuple(ours.shape) == tuple(theirs.shape)
    assert _dtype_name(ours.dtype) == _dtype_name(theirs.dtype)
    assert ours.requires_grad == theirs.requires_grad
    return ours


# ------------------------------------------------------------------------------ generators and seeds

def test_same_seed_same_numbers_for_every_sampler():
    def draw(g):
        x = specgrad.zeros(5)
        return [specgrad.rand(5, generator=g).tolist(), specgrad.randn(5, generator=g).tolist(),
                specgrad.randint(0, 100, (5,), generator=g).tolist(), specgrad.randperm(7, generator=g).tolist(),
                specgrad.normal(specgrad.zeros(5), 2.0, generator=g).tolist(),
                specgrad.bernoulli(specgrad.full((5,), 0.5), generator=g).tolist(),
                specgrad.multinomial(specgrad.ones(6), 3, generator=g).tolist(),
                specgrad.rand_like(x, generator=g).tolist(), specgrad.randint_like(x, 9, generator=g).tolist(),
                x.uniform_(-1, 1, generator=g).tolist(), x.normal_(generator=g).tolist(),
                x.bernoulli_(0.3, generator=g).tolist(), x.random_(50, generator=g).tolist(),
                x.exponential_(generator=g).tolist(), x.geometric_(0.4, generator=g).tolist()]
    first = draw(_g(7))
    assert draw(_g(7)) == first
    assert draw(_g(8)) != first


def test_default_generator_behind_manual_seed_and_rng_state():
    assert specgrad.manual_seed(5) is specgrad.random.default_generator
    assert specgrad.initial_seed() == 5
    a = specgrad.rand(4).tolist()
    specgrad.manual_seed(5)
    assert specgrad.rand(4).tolist() == a
    state = specgrad.get_rng_state()
    assert state.dtype is specgrad.uint8 and state.ndim == 1
    b = [specgrad.randn(3).tolist(), specgrad.randint(10, (3,)).tolist()]
    specgrad.set_rng_state(state)
    assert [specgrad.randn(3).tolist(), specgrad.randint(10, (3,)).tolist()] == b
    # a Generator of its own does not move the default one
    specgrad.set_rng_state(state)
    specgrad.rand(3, generator=_g(1))
    assert specgrad.randn(3).tolist() == b[0]


def test_seed_and_initial_seed():
    s = specgrad.seed()
    assert isinstance(s, int) and 0 <= s < 2 ** 64 and specgrad.initial_seed() == s
    g = specgrad.Generator()
    assert g.initial_seed() == torch.Generator().initial_seed() == 67280421310721
    assert g.device == specgrad.device("cpu") and str(g.device) == "cpu"
    assert g.manual_seed(-1).initial_seed() == torch.Generator().manual_seed(-1).initial_seed() == 2 ** 64 - 1
    s = g.seed()
    assert g.initial_seed() == s


def test_get_state_set_state_round_trip_and_copy():
    g = _g(3)
    state = g.get_state()
    a = specgrad.rand(10, generator=g).tolist()
    state2 = g.get_state()
    assert state.tolist() != state2.tolist()  # get_state is a copy taken when called
    h = specgrad.Generator().set_state(state)
    assert specgrad.rand(10, generator=h).tolist() == a
    assert h.initial_seed() == 3


@pytest.mark.parametrize("call, words", [
    (lambda lib: lib.Generator().manual_seed(1.5), "manual_seed expected a long, but got float"),
    (lambda lib: lib.Generator().manual_seed("a"), "manual_seed expected a long"),
    (lambda lib: lib.Generator().manual_seed(2 ** 64), "Overflow when unpacking long long"),
    (lambda lib: lib.Generator().manual_seed(-2 ** 63 - 1), "Overflow when unpacking long long"),
    (lambda lib: lib.Generator().set_state([1, 2]), "expected a torch.ByteTensor"),
    (lambda lib: lib.Generator().set_state(lib.zeros(3, dtype=lib.uint8)), "RNG state size to be 3"),
    (lambda lib: lib.rand(2, generator=5), None),
])
def test_generator_errors_match_pytorch(call, words):
    _same_outcome(call, words)


# ------------------------------------------------------------------------------ signatures, dtypes, errors

@pytest.mark.parametrize("call, words", [
    # randint: randint(high, size) and randint(low, high, size)
    (lambda lib: lib.randint(3, (2, 3)), None),
    (lambda lib: lib.randint(-2, 3, (4,)), None),
    (lambda lib: lib.randint(3, size=(2,)), None),
    (lambda lib: lib.randint(high=3, size=(2,)), None),
    (lambda lib: lib.randint(0, 3, size=(2,)), None),
    (lambda lib: lib.randint(3, (2,), dtype=lib.float32), None),
    (lambda lib: lib.randint(3, (2,), dtype=lib.float32, requires_grad=True), None),
    (lambda lib: lib.randint(3, 2, (2,)), "random_ expects 'from' to be less than 'to', but got from=3 >= to=2"),
    (lambda lib: lib.randint(3, 3, (2,)), "random_ expects 'from' to be less than 'to'"),
    (lambda lib: lib.randint(3, (-1,)), "Trying to create tensor with negative dimension -1"),
    (lambda lib: lib.randint(3, 5), "must be tuple of ints, not int"),
    (lambda lib: lib.randint(3.5, (2,)), "must be int, not float"),
    (lambda lib: lib.randint(3, (2,), requires_grad=True), "Only Tensors of floating point"),
    # randperm
    (lambda lib: lib.randperm(5), None),
    (lambda lib: lib.randperm(0), None),
    (lambda lib: lib.randperm(5, dtype=lib.float64), None),
    (lambda lib: lib.randperm(5, dtype=lib.float32, requires_grad=True), None),
    (lambda lib: lib.randperm(-1), "Trying to create tensor with negative dimension -1"),
    (lambda lib: lib.randperm(5, dtype=lib.bool), "not implemented for 'Bool'"),
    (lambda lib: lib.randperm(300, dtype=lib.uint8), "without overflow"),
    (lambda lib: lib.randperm(5, requires_grad=True), "Only Tensors of floating point"),
    # normal's overloads
    (lambda lib: lib.normal(lib.zeros(3), lib.ones(3)), None),
    (lambda lib: lib.normal(lib.zeros(3, 1), lib.ones(2)), None),
    (lambda lib: lib.normal(lib.zeros(3, dtype=lib.float64), lib.ones(3)), None),
    (lambda lib: lib.normal(lib.zeros(2, 3)), None),
    (lambda lib: lib.normal(lib.zeros(2, 3), 0.5), None),
    (lambda lib: lib.normal(2.0, lib.ones(3)), None),
    (lambda lib: lib.normal(0.0, 1.0, (2, 3)), None),
    (lambda lib: lib.normal(0, 1, (2,), dtype=lib.float64), None),
    (lambda lib: lib.normal(0, 1, size=(2,), requires_grad=True), None),
    (lambda lib: lib.normal(lib.zeros(3), lib.ones(2)), "The size of tensor a (3) must match the size of tensor b (2)"),
    (lambda lib: lib.normal(lib.zeros(3), -lib.ones(3)), "normal expects all elements of std >= 0.0"),
    (lambda lib: lib.normal(0.0, -1.0, (2,)), "normal expects std >= 0.0, but found std -1"),
    (lambda lib: lib.normal(lib.zeros(3), -1.0), "normal expects std >= 0.0"),
    (lambda lib: lib.normal(lib.zeros(3, dtype=lib.int64), 1.0), "not implemented for 'Long'"),
    (lambda lib: lib.normal(0, 1, (2,), dtype=lib.int64), "not implemented for 'Long'"),
    (lambda lib: lib.normal(0.0, 1.0), None),
    (lambda lib: lib.normal(lib.zeros(3), 1.0, size=(3,)), None),
    # bernoulli
    (lambda lib: lib.bernoulli(lib.full((2, 3), 0.5)), None),
    (lambda lib: lib.bernoulli(lib.full((2,), 0.5, dtype=lib.float64)), None),
    (lambda lib: lib.bernoulli(lib.zeros(3), 0.3), None),
    (lambda lib: lib.bernoulli(lib.tensor([1.5])), "Expected p_in >= 0 && p_in <= 1 to be true, but got false"),
    (lambda lib: lib.bernoulli(lib.tensor([-0.5])), "Expected p_in >= 0 && p_in <= 1"),
    (lambda lib: lib.bernoulli(lib.tensor([float("nan")])), "Expected p_in >= 0 && p_in <= 1"),
    (lambda lib: lib.bernoulli(lib.tensor([0.5]), p=1.5), "bernoulli_ expects p to be in [0, 1], but got p=1.5"),
    (lambda lib: lib.bernoulli(lib.tensor([1, 0])), "not implemented for 'Long'"),
    (lambda lib: lib.bernoulli(lib.tensor([True])), "not implemented for 'Bool'"),
    # multinomial
    (lambda lib: lib.multinomial(lib.tensor([0.2, 0.8]), 2), None),
    (lambda lib: lib.multinomial(lib.tensor([[0.2, 0.8], [1.0, 0.0]]), 1), None),
    (lambda lib: lib.multinomial(lib.tensor([0.2, 0.8]), 5, True), None),
    (lambda lib: lib.multinomial(lib.tensor([0.2, 0.8]), 3),
     "cannot sample n_sample > prob_dist.size(-1) samples without replacement"),
    (lambda lib: lib.multinomial(lib.tensor([0.2, -0.8]), 1),
     "probability tensor contains either `inf`, `nan` or element < 0"),
    (lambda lib: lib.multinomial(lib.tensor([1.0, float("inf")]), 1), "probability tensor contains either"),
    (lambda lib: lib.multinomial(lib.tensor([1.0, float("nan")]), 1), "probability tensor contains either"),
    (lambda lib: lib.multinomial(lib.tensor([0.0, 0.0]), 1), "invalid multinomial distribution (sum of probabilities"),
    (lambda lib: lib.multinomial(lib.tensor(0.5), 1), "prob_dist must be 1 or 2 dim"),
    (lambda lib: lib.multinomial(lib.ones(2, 2, 2), 1), "prob_dist must be 1 or 2 dim"),
    (lambda lib: lib.multinomial(lib.tensor([1, 2]), 1), "multinomial only supports floating-point dtypes for input"),
    (lambda lib: lib.multinomial(lib.tensor([1.0, 2.0]), 0), "cannot sample n_sample <= 0 samples"),
    # *_like
    (lambda lib: lib.rand_like(lib.zeros(2, 3, dtype=lib.float64)), None),
    (lambda lib: lib.randn_like(lib.zeros(2, 3), dtype=lib.float64, requires_grad=True), None),
    (lambda lib: lib.randint_like(lib.zeros(3), 5), None),
    (lambda lib: lib.randint_like(lib.zeros(3, dtype=lib.int32), 2, 5), None),
    (lambda lib: lib.randint_like(lib.zeros(3), 5, 2), "random_ expects 'from' to be less than 'to'"),
    # factories with dtype=, requires_grad=, device='cpu'; full infers its dtype from the value
    (lambda lib: lib.full((2,), 1), None),
    (lambda lib: lib.full((2,), True), None),
    (lambda lib: lib.full((2,), 1.5), None),
    (lambda lib: lib.full((2,), 1, dtype=lib.float64, requires_grad=True), None),
    (lambda lib: lib.zeros(2, 3, dtype=lib.int32, device="cpu"), None),
    (lambda lib: lib.ones((2,), dtype=lib.float64, requires_grad=True, device="cpu"), None),
    (lambda lib: lib.empty(3, dtype=lib.bool), None),
    (lambda lib: lib.zeros(2, dtype=lib.int64, requires_grad=True), "Only Tensors of floating point"),
])
def test_sampling_calls_match_pytorch(call, words):
    _same_outcome(call, words)


@pytest.mark.parametrize("call, words", [
    (lambda lib: lib.zeros(3).uniform_(2, 1), "uniform_ expects to return a [from, to) range, but found from=2 > to=1"),
    (lambda lib: lib.zeros(3).uniform_(1, 1), None),
    (lambda lib: lib.zeros(3, dtype=lib.int64).uniform_(1, 2), "not implemented for 'Long'"),
    (lambda lib: lib.zeros(3).normal_(0, -1), "normal expects std >= 0.0, but found std -1"),
    (lambda lib: lib.zeros(3, dtype=lib.int64).normal_(), "not implemented for 'Long'"),
    (lambda lib: lib.zeros(3).bernoulli_(1.5), "bernoulli_ expects p to be in [0, 1], but got p=1.5"),
    (lambda lib: lib.zeros(3, dtype=lib.int64).bernoulli_(0.5), None),
    (lambda lib: lib.zeros(2, 3).bernoulli_(lib.tensor([0.5, 0.2, 0.1])), None),
    (lambda lib: lib.zeros(3).exponential_(0), "exponential_ expects lambda > 0.0, but found lambda=0"),
    (lambda lib: lib.zeros(3).exponential_(-1), "exponential_ expects lambda > 0.0"),
    (lambda lib: lib.zeros(3, dtype=lib.int64).exponential_(), "dtype must be a floating point but you specified Long"),
    (lambda lib: lib.zeros(3).geometric_(0), "geometric_ expects p to be in (0, 1), but got p=0"),
    (lambda lib: lib.zeros(3).geometric_(1), "geometric_ expects p to be in (0, 1)"),
    (lambda lib: lib.zeros(3, dtype=lib.int64).geometric_(0.5), None),
    (lambda lib: lib.zeros(3).random_(), None),
    (lambda lib: lib.zeros(3).random_(5, 2), "random_ expects 'from' to be less than 'to', but got from=5 >= to=2"),
    (lambda lib: lib.zeros(3, dtype=lib.uint8).random_(0, 300), "to - 1 is out of bounds for"),
    (lambda lib: lib.zeros(3, dtype=lib.bool).random_(), None),
    (lambda lib: lib.zeros(3, requires_grad=True).uniform_(), "a leaf Variable that requires grad"),
    (lambda lib: lib.zeros(3, requires_grad=True).normal_(), "a leaf Variable that requires grad"),
    (lambda lib: lib.zeros(3).fill_(2).zero_(), None),
])
def test_in_place_samplers_match_pytorch(call, words):
    _same_outcome(call, words)


def test_in_place_samplers_in_a_graph_give_the_old_values_a_zero_gradient():
    for lib in (specgrad, torch):
        x = lib.tensor([1.0, float("inf"), 3.0], requires_grad=True)
        y = x * 2
        y.uniform_()
        assert y.grad_fn is not None and np.isfinite(y.detach().numpy()).all()
        (y * 3 + x).sum().backward()
        assert x.grad.tolist() == [1.0, 1.0, 1.0], lib


def test_normal_and_bernoulli_with_parameters_that_require_grad_have_zero_gradients():
    for lib in (specgrad, torch):
        mean = lib.tensor([0.0, 1.0], requires_grad=True)
        std = lib.tensor([[1.0], [2.0]], requires_grad=True)
        p = lib.tensor([0.3, 0.6], requires_grad=True)
        y = lib.normal(mean, std)
        b = lib.bernoulli(p)
        assert y.requires_grad and b.requires_grad and y.shape == (2, 2)
        (y.sum() + b.sum() + lib.normal(mean, 2.0).sum() + lib.normal(1.0, std).sum()).backward()
        assert mean.grad.tolist() == [0.0, 0.0] and std.grad.tolist() == [[0.0], [0.0]]
        assert p.grad.tolist() == [0.0, 0.0]


# ------------------------------------------------------------------------------ distributions

def _mean_std(t):
    a = np.asarray(t.numpy(), dtype=np.float64)
    return a.mean(), a.std()


def test_rand_randn_uniform_normal_moments():
    g = _g(11)
    m, s = _mean_std(specgrad.rand(N, generator=g))
    assert abs(m - 0.5) < 0.003 and abs(s - (1 / 12) ** 0.5) < 0.003
    m, s = _mean_std(specgrad.randn(N, generator=g, dtype=specgrad.float64))
    assert abs(m) < 0.012 and abs(s - 1) < 0.01
    x = specgrad.zeros(N).uniform_(-2, 6, generator=g)
    assert x.min().item() >= -2 and x.max().item() < 6
    m, s = _mean_std(x)
    assert abs(m - 2) < 0.03 and abs(s - 8 / 12 ** 0.5) < 0.03
    m, s = _mean_std(specgrad.zeros(N).normal_(3, 0.5, generator=g))
    assert abs(m - 3) < 0.006 and abs(s - 0.5) < 0.006
    m, s = _mean_std(specgrad.normal(-1.0, 2.0, (N,), generator=g))
    assert abs(m + 1) < 0.025 and abs(s - 2) < 0.02
    y = specgrad.normal(specgrad.tensor([[-5.0], [5.0]]), specgrad.tensor([0.1, 1.0, 3.0]).expand(N, 3)[:, None, :]
                        .reshape(N, 1, 3), generator=g).numpy()
    assert y.shape == (N, 2, 3)
    assert np.allclose(y.mean(axis=0), [[-5] * 3, [5] * 3], atol=0.05)
    assert np.allclose(y.std(axis=0), [[0.1, 1, 3]] * 2, rtol=0.02)
    m, s = _mean_std(specgrad.zeros(N).exponential_(4.0, generator=g))
    assert abs(m - 0.25) < 0.005 and abs(s - 0.25) < 0.005


def test_discrete_distributions():
    g = _g(12)
    r = specgrad.randint(-3, 4, (N,), generator=g).numpy()
    assert r.min() == -3 and r.max() == 3
    assert np.allclose(np.bincount(r + 3) / N, 1 / 7, atol=0.005)
    b = specgrad.bernoulli(specgrad.tensor([0.0, 0.25, 1.0]).expand(N, 3).contiguous(), generator=g).numpy()
    assert set(np.unique(b)) <= {0.0, 1.0}
    assert b[:, 0].sum() == 0 and b[:, 2].sum() == N and abs(b[:, 1].mean() - 0.25) < 0.005
    assert abs(specgrad.zeros(N).bernoulli_(0.7, generator=g).numpy().mean() - 0.7) < 0.005
    geo = specgrad.zeros(N).geometric_(0.25, generator=g).numpy()
    assert geo.min() == 1 and abs(geo.mean() - 4) < 0.05  # trials up to the first success, as PyTorch
    rnd = specgrad.zeros(N, dtype=specgrad.int64).random_(5, 9, generator=g).numpy()
    assert set(np.unique(rnd)) == {5, 6, 7, 8}
    f = specgrad.zeros(N).random_(generator=g).numpy()
    assert (f == np.round(f)).all() and f.min() >= 0 and f.max() <= 2 ** 24 and f.mean() > 2 ** 22
    assert set(np.unique(specgrad.zeros(1000, dtype=specgrad.bool).random_(generator=g).numpy())) == {False, True}


def test_randperm_is_a_permutation_with_uniform_positions():
    g = _g(13)
    perms = np.stack([specgrad.randperm(5, generator=g).numpy() for _ in range(20_000)])
    assert (np.sort(perms, axis=1) == np.arange(5)).all()
    assert np.allclose(np.mean(perms == 0, axis=0), 0.2, atol=0.015)


def test_multinomial_frequencies():
    g = _g(14)
    weights = specgrad.tensor([[1.0, 0.0, 3.0, 4.0], [0.0, 0.0, 0.0, 2.0]])
    s = specgrad.multinomial(weights, N, replacement=True, generator=g).numpy()
    assert s.shape == (2, N) and s.dtype == np.int64
    assert np.allclose(np.bincount(s[0], minlength=4) / N, [1 / 8, 0, 3 / 8, 4 / 8], atol=0.005)
    assert (s[1] == 3).all()
    # without replacement: distinct categories; the first draw follows the weights; zero weights come last
    rows = specgrad.tensor([1.0, 0.0, 3.0, 4.0]).expand(20_000, 4).contiguous()
    w = specgrad.multinomial(rows, 4, generator=g).numpy()
    assert (np.sort(w, axis=1) == np.arange(4)).all()
    assert np.allclose(np.bincount(w[:, 0], minlength=4) / 20_000, [1 / 8, 0, 3 / 8, 4 / 8], atol=0.015)
    assert (w[:, 3] == 1).all()
    # P(second = 0 | first = 3) = 1 / 4
    second = w[w[:, 0] == 3, 1]
    assert abs(np.mean(second == 0) - 0.25) < 0.02
