"""ufunc_threads: big elementwise NumPy calls in two halves on two threads, NumPy's result to the bit."""
import os
import sys

import numpy as np
import pytest

import specgrad
from specgrad import ufunc_threads


@pytest.fixture
def small_split(monkeypatch):
    monkeypatch.setattr(ufunc_threads, "MIN_SIZE", 4096)


@pytest.mark.parametrize("dtype", ["float32", "float64", "int64"])
def test_halves_give_numpys_bits(small_split, dtype):
    rng = np.random.default_rng(0)
    x = (rng.standard_normal((37, 301)) * 3).astype(dtype)
    y = (rng.standard_normal((37, 301)) * 3 + 0.5).astype(dtype)
    broadcast = np.broadcast_to(np.array(3, dtype), x.shape)  # a sum's gradient: stride 0
    transposed = np.ascontiguousarray(y.T).T  # F-ordered
    cases = [(np.multiply, x, y), (np.add, x, np.array(2, dtype)), (np.true_divide, 1, x), (np.greater, x, y),
             (np.maximum, x, 0), (np.multiply, broadcast, y), (np.subtract, transposed, x)]
    if dtype != "int64":
        cases += [(np.exp, x), (np.tanh, x), (np.log1p, np.abs(x))]
    for ufunc, *operands in cases:
        result, expected = ufunc_threads.call(ufunc, *operands), ufunc(*operands)
        assert result.dtype == expected.dtype and result.shape == expected.shape
        np.testing.assert_array_equal(result, expected)


def test_ops_take_the_split_path_and_what_it_does_not_take_goes_whole(small_split, monkeypatch):
    calls = []
    real = ufunc_threads.call
    monkeypatch.setattr(ufunc_threads, "call", lambda *a: calls.append(a[0]) or real(*a))
    x = specgrad.randn(64, 100)
    np.testing.assert_array_equal((x * x).numpy(), x.numpy() * x.numpy())
    np.testing.assert_array_equal(specgrad.exp(x).numpy(), np.exp(x.numpy()))
    assert calls == [np.multiply, np.exp]
    # operands of two shapes (broadcasting), one row: NumPy's whole call (same values)
    row = specgrad.randn(100)
    np.testing.assert_array_equal(ufunc_threads.call(np.multiply, x.numpy(), row.numpy()), x.numpy() * row.numpy())
    view = x.numpy()[:1]
    np.testing.assert_array_equal(ufunc_threads.call(np.exp, view), np.exp(view))


def test_errors_and_error_state_follow_numpy(small_split):
    x = np.arange(8192, dtype=np.int64).reshape(64, 128)
    with pytest.raises(ValueError, match="negative integer powers"):
        ufunc_threads.call(np.power, x, np.full_like(x, -1))
    big = np.full(8192, 1000.0)
    with np.errstate(over="raise"), pytest.raises(FloatingPointError):
        ufunc_threads.call(np.exp, big)
    assert np.isinf(ufunc_threads.call(np.exp, big)).all()  # the lock and the worker are free again


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_a_forked_child_starts_its_own_worker(small_split):
    x = np.random.default_rng(1).standard_normal(10000)
    ufunc_threads.call(np.exp, x)  # the parent's worker exists
    pid = os.fork()
    if pid == 0:  # the child: no worker thread was copied; a big call must not wait for one forever
        ok = np.array_equal(ufunc_threads.call(np.exp, x), np.exp(x))
        os._exit(0 if ok else 1)
    _, status = os.waitpid(pid, 0)
    assert os.WEXITSTATUS(status) == 0


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_nogil_kernels_in_halves(monkeypatch, dtype):
    """array_helpers' float32 tanh and fused sigmoid kernels run in halves (ufunc_threads.run): the serial
    kernel's bits."""
    from specgrad import array_helpers
    x = (np.random.default_rng(2).standard_normal((61, 257)) * 6).astype(dtype)
    serial = array_helpers.tanh(x), array_helpers.sigmoid(x)
    monkeypatch.setattr(ufunc_threads, "MIN_SIZE", 4096)
    calls = []
    real = ufunc_threads.run
    monkeypatch.setattr(ufunc_threads, "run", lambda f, *a: calls.append(f) or real(f, *a))
    for got, expected in zip((array_helpers.tanh(x), array_helpers.sigmoid(x)), serial):
        np.testing.assert_array_equal(got, expected)
    assert len(calls) == (2 if dtype == "float32" else 1)


def test_the_worker_holds_no_view_of_a_result(small_split):
    """A result that only its caller holds can become a .grad without a copy (the engine counts references)."""
    x = np.random.default_rng(2).standard_normal((64, 128))
    out = ufunc_threads.call(np.multiply, x, x)
    assert sys.getrefcount(out) == 2  # `out` and getrefcount's argument
    y = specgrad.tensor(x, requires_grad=True)
    (y * y).sum().backward()  # y * y's two gradients, summed in two halves, are taken as y.grad uncopied
    np.testing.assert_array_equal(y.grad.numpy(), 2 * x)
