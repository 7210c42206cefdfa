"""Grad mode: no_grad, enable_grad, set_grad_enabled, is_grad_enabled, and their thread-locality."""
import threading

import pytest

import specgrad


@pytest.fixture(autouse=True)
def grad_mode_restored():
    """Each test starts with grad mode on and leaves it on, whatever it did."""
    specgrad.set_grad_enabled(True)
    yield
    specgrad.set_grad_enabled(True)


def _leaf():
    return specgrad.tensor([1.0, 2.0], requires_grad=True)


def test_grad_enabled_by_default():
    """Grad mode is on by default and ops record the graph."""
    assert specgrad.is_grad_enabled()
    y = _leaf() * 2
    assert y.requires_grad and y.grad_fn is not None


def test_no_grad_context():
    """Inside no_grad results do not require grad; the mode is restored on exit."""
    x = _leaf()
    with specgrad.no_grad():
        assert not specgrad.is_grad_enabled()
        y = x * 2
    assert specgrad.is_grad_enabled()
    assert not y.requires_grad and y.grad_fn is None and y.is_leaf
    assert y.tolist() == [2.0, 4.0]


def test_no_grad_restores_after_exception():
    """no_grad restores grad mode even when the block raises."""
    with pytest.raises(ValueError):
        with specgrad.no_grad():
            raise ValueError
    assert specgrad.is_grad_enabled()


def test_no_grad_decorator():
    """@no_grad() turns recording off for the function only."""
    @specgrad.no_grad()
    def double(t):
        assert not specgrad.is_grad_enabled()
        return t * 2

    y = double(_leaf())
    assert not y.requires_grad and specgrad.is_grad_enabled()
    assert double.__name__ == "double"


def test_no_grad_decorator_reusable_and_nested():
    """A no_grad-decorated function can be called repeatedly and from inside another no_grad."""
    @specgrad.no_grad()
    def f(t):
        return t * 3

    assert not f(_leaf()).requires_grad
    with specgrad.no_grad():
        assert not f(_leaf()).requires_grad
        assert not specgrad.is_grad_enabled()
    assert not f(_leaf()).requires_grad
    assert specgrad.is_grad_enabled()


def test_leaf_requires_grad_kept_under_no_grad():
    """Tensors created under no_grad with requires_grad=True still require grad (as PyTorch)."""
    with specgrad.no_grad():
        x = specgrad.tensor([1.0], requires_grad=True)
    assert x.requires_grad and x.is_leaf


def test_no_grad_in_place_update_of_leaf():
    """The optimiser pattern: an in-place update of a leaf under no_grad is allowed and not recorded."""
    w = _leaf()
    (w * w).sum().backward()
    with specgrad.no_grad():
        w -= 0.1 * w.grad
    assert w.requires_grad and w.is_leaf and w.grad_fn is None
    assert w.tolist() == pytest.approx([0.8, 1.6])


def test_enable_grad_inside_no_grad():
    """enable_grad re-enables recording inside a no_grad block, then no_grad resumes."""
    x = _leaf()
    with specgrad.no_grad():
        with specgrad.enable_grad():
            assert specgrad.is_grad_enabled()
            y = x * 2
        assert not specgrad.is_grad_enabled()
        z = x * 2
    assert y.requires_grad and y.grad_fn is not None
    assert not z.requires_grad
    y.sum().backward()
    assert x.grad.tolist() == [2.0, 2.0]


def test_enable_grad_decorator():
    """@enable_grad() records even when called under no_grad."""
    @specgrad.enable_grad()
    def f(t):
        return t * 2

    with specgrad.no_grad():
        y = f(_leaf())
        assert not specgrad.is_grad_enabled()
    assert y.requires_grad


def test_set_grad_enabled_as_function():
    """set_grad_enabled(False) called plainly switches grad mode off until switched back."""
    specgrad.set_grad_enabled(False)
    assert not specgrad.is_grad_enabled()
    assert not (_leaf() * 2).requires_grad
    specgrad.set_grad_enabled(True)
    assert specgrad.is_grad_enabled()
    assert (_leaf() * 2).requires_grad


def test_set_grad_enabled_as_context():
    """with set_grad_enabled(False): off inside, restored after."""
    with specgrad.set_grad_enabled(False):
        assert not specgrad.is_grad_enabled()
        y = _leaf() * 2
    assert specgrad.is_grad_enabled()
    assert not y.requires_grad


def test_set_grad_enabled_true_inside_no_grad():
    """with set_grad_enabled(True) inside no_grad records, and no_grad resumes after."""
    with specgrad.no_grad():
        with specgrad.set_grad_enabled(True):
            y = _leaf() * 2
        assert not specgrad.is_grad_enabled()
    assert y.requires_grad


def test_set_grad_enabled_context_restores_previous_mode():
    """set_grad_enabled(True) as a context inside no_grad restores False, not True, on exit."""
    specgrad.set_grad_enabled(False)
    with specgrad.set_grad_enabled(True):
        assert specgrad.is_grad_enabled()
    assert not specgrad.is_grad_enabled()


def test_set_grad_enabled_decorator():
    """@set_grad_enabled(False) applies to the function only: decorating leaves grad mode on (as PyTorch)."""
    @specgrad.set_grad_enabled(False)
    def f(t):
        return t * 2

    assert specgrad.is_grad_enabled()
    y = f(_leaf())
    assert not y.requires_grad and specgrad.is_grad_enabled()


def test_set_grad_enabled_decorator_matches_torch():
    """Decorating with set_grad_enabled(False) restores the previous mode, as in PyTorch."""
    torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
    seen = []
    for m in (specgrad, torch):
        @m.set_grad_enabled(False)
        def f(t):
            return t * 2
        seen.append((m.is_grad_enabled(), f(m.tensor([1.0], requires_grad=True)).requires_grad))
        m.set_grad_enabled(True)
    assert seen[0] == seen[1] == (True, False)


def test_grad_modes_match_torch():
    """no_grad / enable_grad / set_grad_enabled nesting gives PyTorch's requires_grad results."""
    torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
    results = []
    for m in (specgrad, torch):
        x = m.tensor([1.0], requires_grad=True)
        seen = []
        with m.no_grad():
            seen.append((x * 2).requires_grad)
            with m.enable_grad():
                seen.append((x * 2).requires_grad)
                with m.set_grad_enabled(False):
                    seen.append((x * 2).requires_grad)
                seen.append(m.is_grad_enabled())
            seen.append(m.is_grad_enabled())
        seen.append((x * 2).requires_grad)
        results.append(seen)
    assert results[0] == results[1]


def test_grad_mode_is_thread_local():
    """Two threads, one under no_grad: each does forward/backward on its own graph correctly."""
    barrier = threading.Barrier(2, timeout=10)
    results, errors = {}, []

    def worker(name, disable):
        try:
            x = specgrad.tensor([1.0, 2.0, 3.0], requires_grad=True)
            if disable:
                with specgrad.no_grad():
                    barrier.wait()  # both threads are now inside their blocks
                    y = x * x
                    barrier.wait()
                    results[name] = (specgrad.is_grad_enabled(), y.requires_grad, None)
            else:
                barrier.wait()
                y = (x * x * 2).sum()
                barrier.wait()
                enabled = specgrad.is_grad_enabled()
                y.backward()
                results[name] = (enabled, y.requires_grad, x.grad.tolist())
        except Exception as error:  # reported by the main thread
            errors.append(error)
            barrier.abort()

    threads = [threading.Thread(target=worker, args=("off", True)),
               threading.Thread(target=worker, args=("on", False))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert not errors, errors
    assert results["off"] == (False, False, None)
    assert results["on"] == (True, True, [4.0, 8.0, 12.0])
    assert specgrad.is_grad_enabled()


def test_new_thread_starts_with_grad_enabled():
    """A thread started while the main thread is under no_grad still starts with grad enabled."""
    seen = []
    with specgrad.no_grad():
        t = threading.Thread(target=lambda: seen.append(specgrad.is_grad_enabled()))
        t.start()
        t.join()
        assert not specgrad.is_grad_enabled()
    assert seen == [True]


def test_many_threads_forward_backward():
    """Eight threads alternating grad modes, repeated: every backward is right, no mode leaks."""
    errors = []

    def worker(i):
        try:
            for _ in range(50):
                x = specgrad.tensor([float(i), 1.0], requires_grad=True)
                if i % 2:
                    with specgrad.no_grad():
                        assert not (x * x).requires_grad
                else:
                    (x * x).sum().backward()
                    assert x.grad.tolist() == [2.0 * i, 2.0]
                    assert specgrad.is_grad_enabled()
        except Exception as error:
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not errors, errors
