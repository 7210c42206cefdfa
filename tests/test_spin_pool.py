"""spin_pool: mid-sized work shared with a spinning second thread, the same bits as one thread computes."""
import os
import threading

import numpy as np
import pytest

import specgrad
from specgrad import array_helpers, spin_pool, ufunc_threads

SIZES = [2 * 4096, 3 * 4096 + 5, 40 * 4096 + 7]


@pytest.fixture
def spin_from_small(monkeypatch):
    monkeypatch.setattr(ufunc_threads, "SPIN_MIN_SIZE", 4096)


def _used(monkeypatch):
    calls = []
    real = ufunc_threads._post_arithmetic
    monkeypatch.setattr(ufunc_threads, "_post_arithmetic", lambda *a: calls.append(a) or real(*a))
    return calls


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("size", SIZES)
def test_arithmetic_gives_numpys_bits(spin_from_small, monkeypatch, dtype, size):
    rng = np.random.default_rng(size)
    x = (rng.standard_normal(size) * 3).astype(dtype)
    y = (rng.standard_normal(size) * 3 + 0.5).astype(dtype)
    y[::97] = 0  # division by zero: inf and NaN, as NumPy's
    number = np.array(1.7, dtype)
    calls = _used(monkeypatch)
    for _ in range(3):  # the worker asleep (a call alone), woken, then spinning
        for ufunc in (np.add, np.subtract, np.multiply, np.true_divide):
            for operands in ((x, y), (number, y), (x, number), (x.reshape(-1, 1), y.reshape(-1, 1))):
                result, expected = ufunc_threads.call(ufunc, *operands), ufunc(*operands)
                assert result.dtype == expected.dtype and result.shape == expected.shape
                np.testing.assert_array_equal(result, expected)
    assert len(calls) == 3 * 4 * 4


def test_what_it_does_not_take_goes_to_numpy(spin_from_small, monkeypatch):
    calls = _used(monkeypatch)
    x = np.random.default_rng(0).standard_normal(3 * 4096).astype(np.float32)
    cases = [(np.maximum, x, x), (np.multiply, x, x.astype(np.float64)), (np.multiply, x[::2], x[::2]),
             (np.multiply, x.reshape(3, -1), x[:4096]), (np.exp, x), (np.multiply, x.astype(np.int64), 2)]
    for ufunc, *operands in cases:
        np.testing.assert_array_equal(ufunc_threads.call(ufunc, *operands), ufunc(*operands))
    assert calls == []


def test_tensor_ops_use_it_and_set_num_threads_1_turns_it_off(spin_from_small, monkeypatch):
    calls = _used(monkeypatch)
    x = specgrad.randn(5000)
    np.testing.assert_array_equal((x * x).numpy(), x.numpy() * x.numpy())
    assert len(calls) == 1
    threads = specgrad.get_num_threads()
    specgrad.set_num_threads(1)
    try:
        np.testing.assert_array_equal((x + x).numpy(), x.numpy() + x.numpy())
        assert float(x.sum()) == float(x.sum())
        assert len(calls) == 1
    finally:
        specgrad.set_num_threads(threads)


def test_many_jobs_of_many_sizes_from_two_threads(spin_from_small):
    # the jobs' claims: each block computed once, by one thread, of the job it belongs to, however the worker's
    # turns (asleep, waking, spinning) and another thread's calls (which then run alone) fall
    failures = []

    def work(seed):
        rng = np.random.default_rng(seed)
        for _ in range(150):
            size = int(rng.integers(4096, 60 * 4096))
            x = rng.standard_normal(size).astype(np.float32)
            y = rng.standard_normal(size).astype(np.float32)
            if not np.array_equal(ufunc_threads.call(np.multiply, x, y), x * y):
                failures.append(size)
            if array_helpers._sum_float32(x) != array_helpers._sum_float32(x.copy()):
                failures.append(-size)
    threads = [threading.Thread(target=work, args=(seed,)) for seed in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_a_forked_child_starts_its_own_worker(spin_from_small):
    x = np.random.default_rng(1).standard_normal(10 * 4096)
    ufunc_threads.call(np.multiply, x, x)  # the parent's worker exists, and may be spinning
    pid = os.fork()
    if pid == 0:  # the child: no worker thread was copied; a call must not wait for one forever
        ok = all(np.array_equal(ufunc_threads.call(np.multiply, x, x), x * x) for _ in range(5))
        os._exit(0 if ok else 1)
    _, status = os.waitpid(pid, 0)
    assert os.WEXITSTATUS(status) == 0
    assert spin_pool.mailbox() is spin_pool._box


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_softmax_family_rows_give_the_serial_kernels_bits(spin_from_small, monkeypatch, dtype):
    # nn_kernels.along hands the four row kernels to spin_pool (blocks of whole rows): each row computed by the
    # same code, so the serial kernels' bits; the backward ones also in place (out is the incoming gradient)
    from specgrad import nn_kernels
    rng = np.random.default_rng(3)
    x = rng.standard_normal((97, 300)).astype(dtype)
    g = rng.standard_normal((97, 300)).astype(dtype)
    y = nn_kernels.along(nn_kernels.softmax, -1, x)
    calls = []
    real = nn_kernels._post_rows
    monkeypatch.setattr(nn_kernels, "_post_rows", lambda *a: calls.append(a) or real(*a))
    cases = [(nn_kernels.softmax, (x,)), (nn_kernels.log_softmax, (x,)), (nn_kernels.softmax_backward, (g, y)),
             (nn_kernels.log_softmax_backward, (g, np.log(y)))]
    for kernel, arrays in cases:
        pooled = [nn_kernels.along(kernel, -1, *arrays) for _ in range(3)]
        in_place = arrays[0].copy()
        nn_kernels.along(kernel, -1, in_place, *arrays[1:], out=in_place) if len(arrays) == 2 else None
        serial = np.empty_like(x)
        kernel(*arrays, serial, dtype(0))
        for result in pooled + ([in_place] if len(arrays) == 2 else []):
            np.testing.assert_array_equal(result, serial)
    assert len(calls) == 4 * 3 + 2


def test_the_worker_sleeps_after_its_window_and_at_once_before_a_product(spin_from_small, monkeypatch):
    import time
    x = np.random.default_rng(2).standard_normal(10 * 4096)

    def asleep_within(seconds):
        deadline = time.perf_counter() + seconds
        while time.perf_counter() < deadline:
            if spin_pool._box[spin_pool._STATE] == spin_pool._SLEEPING:
                return True
            time.sleep(0.0005)  # lets the worker's thread take the GIL
        return False

    for _ in range(3):
        ufunc_threads.call(np.multiply, x, x)
    assert asleep_within(0.5)  # the window (about 75 us) is over: no core spent on nothing
    cpu = time.process_time()
    time.sleep(0.2)
    assert time.process_time() - cpu < 0.1
    monkeypatch.setattr(spin_pool, "SPIN_PAUSES", 1 << 60)  # from its next wake the window never ends...
    for _ in range(3):
        ufunc_threads.call(np.multiply, x, x)
    assert not asleep_within(0.05)
    spin_pool.stand_down()  # ...but what matmul, linear and conv call first sends it to sleep
    assert asleep_within(0.05)
    np.testing.assert_array_equal(ufunc_threads.call(np.multiply, x, x), x * x)  # it wakes again


def test_backing_off_runs_jobs_alone_then_tries_again(spin_from_small, monkeypatch):
    # after a long wait for a descheduled worker (another process has the core) the next BACKOFF_JOBS jobs run
    # alone, without waking the worker; then the pool is used again
    x = np.random.default_rng(4).standard_normal(10 * 4096)
    ufunc_threads.call(np.multiply, x, x)
    box = spin_pool._box
    box[spin_pool._BACKOFF] = 3
    for expected in (2, 1, 0):
        np.testing.assert_array_equal(ufunc_threads.call(np.multiply, x, x), x * x)
        assert box[spin_pool._BACKOFF] == expected
    sequence = box[spin_pool._SEQ]
    np.testing.assert_array_equal(ufunc_threads.call(np.multiply, x, x), x * x)
    assert box[spin_pool._SEQ] == sequence + 1  # posted to the worker again
