"""The parallel twins of the nn kernels (prange over rows, channels or batch, used for arrays of at least
nn_kernels.PARALLEL_MIN_ELEMENTS elements) give the serial kernels' values (to the last bits: LLVM may
vectorize a row's sums differently in the two compilations) and the same bits run after run: every row
(channel) is computed by the same code whichever thread takes it. The generated tests check
the serial kernels' values against PyTorch on small arrays; here the threshold is lowered so that
small arrays take both paths."""
import numpy as np
import pytest

import specgrad
from specgrad import nn_kernels, ufunc_threads

F = specgrad.nn.functional


def _step(op, arrays, dtype):
    tensors = [specgrad.tensor(a.astype(dtype), requires_grad=True) for a in arrays]
    out = op(*tensors)
    projection = np.random.default_rng(1).standard_normal(tuple(out.shape)).astype(dtype)
    (out * specgrad.tensor(projection)).sum().backward()
    return [out.detach().numpy()] + [t.grad.numpy() for t in tensors]


TARGETS = np.random.default_rng(3).integers(0, 1000, 300)

CASES = {
    "softmax": (lambda x: F.softmax(x, -1), [(37, 64)]),
    "log_softmax": (lambda x: F.log_softmax(x, -1), [(5, 7, 33)]),
    "layer_norm": (lambda x, w, b: F.layer_norm(x, (40,), w, b), [(3, 9, 40), (40,), (40,)]),
    "cross_entropy wide": (lambda x: F.cross_entropy(x, specgrad.tensor(TARGETS[:x.shape[0]] % x.shape[1]), ignore_index=3),
                           [(50, 40)]),
    "cross_entropy narrow": (lambda x: F.cross_entropy(x, specgrad.tensor(TARGETS[:x.shape[0]] % x.shape[1]),
                                                       reduction="sum", ignore_index=3), [(300, 10)]),
    "batch_norm": (lambda x, w, b: F.batch_norm(x, None, None, w, b, training=True), [(6, 5, 4, 7), (5,), (5,)]),
    "batch_norm eval": (lambda x, w, b: F.batch_norm(x, specgrad.zeros(5, dtype=x.dtype), specgrad.ones(5, dtype=x.dtype),
                                                     w, b), [(6, 5, 11), (5,), (5,)]),
}


# float32 for every kernel, float64 for two (each parallel signature is one more compilation in CI)
# "parallel": the prange twins; "in two": two calls over halves of the rows, one on ufunc_threads' worker
@pytest.mark.parametrize("path", ["parallel", "in two"])
@pytest.mark.parametrize("name, dtype", [(name, np.float32) for name in CASES]
                         + [("log_softmax", np.float64), ("layer_norm", np.float64)])
def test_parallel_twins_are_deterministic_and_match_serial(monkeypatch, name, dtype, path):
    op, shapes = CASES[name]
    rng = np.random.default_rng(0)
    arrays = [rng.standard_normal(s) for s in shapes]
    monkeypatch.setattr(nn_kernels, "PARALLEL_MIN_ELEMENTS", 1 << 62)
    monkeypatch.setattr(nn_kernels, "IN_TWO_MIN_ELEMENTS", 1 << 62)
    serial = _step(op, arrays, dtype)
    if path == "parallel":
        monkeypatch.setattr(nn_kernels, "PARALLEL_MIN_ELEMENTS", 1)
    else:
        monkeypatch.setattr(nn_kernels, "IN_TWO_MIN_ELEMENTS", 1)
        calls = []
        real = ufunc_threads.in_two
        monkeypatch.setattr(ufunc_threads, "in_two", lambda *a: calls.append(a) or real(*a))
    first = _step(op, arrays, dtype)
    if path == "in two" and name in ("softmax", "log_softmax", "layer_norm"):
        assert calls  # the path under test was taken
    for s, p in zip(serial, first):
        assert s.dtype == p.dtype and s.shape == p.shape
        np.testing.assert_allclose(p, s, rtol=1e-5 if dtype == np.float32 else 1e-12, atol=1e-7 if dtype == np.float32 else 1e-15)
    for _ in range(3):
        for f, p in zip(first, _step(op, arrays, dtype)):
            np.testing.assert_array_equal(p, f)


@pytest.mark.parametrize("classes", [10, 40])
def test_cross_entropy_kernels_narrow_and_wide_rows(classes):
    """Rows narrower than nn_kernels.NARROW take the blocked path: both agree with NumPy's log-softmax."""
    rng = np.random.default_rng(4)
    x = rng.standard_normal((70, classes))
    target = rng.integers(0, classes, 70)
    target[::7] = 2  # ignored
    xt = specgrad.tensor(x, requires_grad=True)
    loss = F.cross_entropy(xt, specgrad.tensor(target), ignore_index=2)
    loss.backward()
    logp = x - x.max(1, keepdims=True)
    logp = logp - np.log(np.exp(logp).sum(1, keepdims=True))
    kept = target != 2
    np.testing.assert_allclose(loss.item(), -logp[kept, target[kept]].mean(), rtol=1e-12)
    expected = np.exp(logp)
    expected[kept, target[kept]] -= 1
    expected[~kept] = 0
    np.testing.assert_allclose(xt.grad.numpy(), expected / kept.sum(), rtol=1e-10, atol=1e-15)


def test_fused_elementwise_kernels_parallel_twin(monkeypatch):
    """The generated fused kernels' parallel twins (blocks of fusion.BLOCK elements over the cores) give the
    serial loop's bits: each element is computed by the same code. A size of several blocks plus a partial one."""
    from specgrad import fusion
    from specgrad.generated import kernels
    rng = np.random.default_rng(5)
    n = 3 * fusion.BLOCK + 123
    grad, result = rng.standard_normal(n).astype(np.float32), np.tanh(rng.standard_normal(n)).astype(np.float32)
    x, y = rng.standard_normal(n), rng.standard_normal(n) + 3
    calls = [lambda: kernels.tanhbackward0_self(grad, result), lambda: kernels.divbackward0_other(y, x, y)]
    monkeypatch.setattr(nn_kernels, "PARALLEL_MIN_ELEMENTS", 1 << 62)
    serial = [call() for call in calls]
    monkeypatch.setattr(nn_kernels, "PARALLEL_MIN_ELEMENTS", 1)
    assert fusion.parallel(n)
    for call, expected in zip(calls, serial):
        np.testing.assert_array_equal(call(), expected)
    np.testing.assert_allclose(serial[0], grad * (1 - result * result), rtol=1e-6)


@pytest.mark.parametrize("size", [1, 4095, 4097, 3 * 4096 + 5, 40 * 4096 + 7])
def test_float32_sum_in_blocks_is_accurate_and_the_same_on_two_threads(monkeypatch, size):
    # sum and mean of a whole float32 array: float32 block sums (array_helpers.SUM_BLOCK) added in float64; the
    # blocks shared with spin_pool's worker give the same bits, and the result is within float32 rounding of
    # the exact sum (the float64 sum of the float64 values), also across the blocks' ends
    from specgrad import array_helpers
    x = (np.random.default_rng(size).standard_normal(size) + 0.25).astype(np.float32)
    exact = np.sum(x.astype(np.float64))
    monkeypatch.setattr(ufunc_threads, "SPIN_MIN_SIZE", 1 << 62)
    alone = specgrad.tensor(x).sum().item(), specgrad.tensor(x).mean().item()
    monkeypatch.setattr(ufunc_threads, "SPIN_MIN_SIZE", 1)
    calls = []
    real = array_helpers._post_block_sums
    monkeypatch.setattr(array_helpers, "_post_block_sums", lambda *a: calls.append(a) or real(*a))
    for _ in range(20):  # the worker asleep, then woken, then spinning
        shared = specgrad.tensor(x).sum().item(), specgrad.tensor(x).mean().item()
        assert shared == alone
    assert len(calls) == 40
    np.testing.assert_allclose(alone[0], exact, rtol=2 ** -23, atol=1e-7 * np.abs(x).sum())
    np.testing.assert_allclose(alone[1], exact / size, rtol=2 ** -22, atol=1e-7 * np.abs(x).mean())
