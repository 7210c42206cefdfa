"""The engine under load: deep graphs, memory, freeing saved values, threads, anomaly detection."""
import gc
import threading
import tracemalloc
import weakref

import numpy as np
import pytest

import specgrad


def test_backward_through_a_million_op_chain():
    """A chain of 1,000,000 ops backpropagates without RecursionError, and frees without one."""
    x = specgrad.tensor([1.0, 2.0], dtype=specgrad.float64, requires_grad=True)
    y = x
    for _ in range(1_000_000):
        y = y * 1.0000001
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [1.0000001 ** 1_000_000] * 2, rtol=1e-9)
    del y
    gc.collect()


def test_backward_memory_stays_within_the_graph_size():
    """Backward through a 50,000-node chain allocates less than the graph itself holds."""
    x = specgrad.tensor(np.ones(16), requires_grad=True)
    tracemalloc.start()
    y = x
    for _ in range(50_000):
        y = (y * 1.0001).tanh()
    graph_size, _ = tracemalloc.get_traced_memory()
    tracemalloc.reset_peak()
    y.sum().backward()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak - graph_size < graph_size, f"graph {graph_size / 1e6:.1f} MB, backward peak {peak / 1e6:.1f} MB"


def test_saved_arrays_are_freed_after_backward():
    """Saved intermediates die once backward has used them; with retain_graph they stay."""
    for retain, alive in [(False, False), (True, True)]:
        x = specgrad.randn(4, requires_grad=True)
        h = x * 2
        saved = weakref.ref(h._data)
        z = (h * h).exp()
        del h
        z.sum().backward(retain_graph=retain)
        gc.collect()
        assert (saved() is not None) == alive


def test_backward_twice_without_retain_graph_raises():
    """A second backward through freed saved values raises PyTorch's error."""
    x = specgrad.randn(3, requires_grad=True)
    y = (x * x).sum()
    y.backward()
    with pytest.raises(RuntimeError, match="Trying to backward through the graph a second time"):
        y.backward()


def test_two_threads_one_under_no_grad():
    """Grad mode is per thread: a no_grad thread does not disturb another's backward."""
    results, errors = {}, []

    def train():
        try:
            for _ in range(200):
                x = specgrad.tensor([1.0, 2.0, 3.0], requires_grad=True)
                (x * x).sum().backward()
                assert np.allclose(x.grad.numpy(), [2.0, 4.0, 6.0])
            results["train"] = True
        except Exception as error:  # reported below, in the main thread
            errors.append(error)

    def infer():
        try:
            with specgrad.no_grad():
                for _ in range(200):
                    w = specgrad.ones(3, requires_grad=True)
                    assert not (w * 2).requires_grad
            results["infer"] = True
        except Exception as error:
            errors.append(error)

    threads = [threading.Thread(target=train), threading.Thread(target=infer)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and results == {"train": True, "infer": True}


def test_allow_unused():
    """autograd.grad of an unused input raises PyTorch's error, or gives None with allow_unused."""
    x, unused = specgrad.randn(2, requires_grad=True), specgrad.randn(2, requires_grad=True)
    y = (x * 3).sum()
    with pytest.raises(RuntimeError, match="The differentiated Tensor at index 1 appears to not have been used "
                                           "in the graph. Set allow_unused=True"):
        specgrad.autograd.grad(y, [x, unused], retain_graph=True)
    gx, gu = specgrad.autograd.grad(y, [x, unused], allow_unused=True)
    assert gu is None and np.allclose(gx.numpy(), 3)


def test_detect_anomaly_names_node_spec_and_forward_call():
    """A NaN made in backward is reported with the node, its spec line and the forward call."""
    x = specgrad.tensor([0.0, 1.0], requires_grad=True)
    with specgrad.autograd.detect_anomaly():
        y = x.sqrt()  # the forward call to be named
        with pytest.raises(RuntimeError) as error, np.errstate(all="ignore"):
            (y * 0).sum().backward()
    message = str(error.value)
    assert "Function 'SqrtBackward0' (derivatives.yaml:" in message and "returned nan values" in message
    assert "y = x.sqrt()  # the forward call to be named" in message
    assert not specgrad.autograd.is_anomaly_enabled()


def test_inference_mode():
    """inference_mode records nothing, as a context and as a decorator, and restores the mode."""
    x = specgrad.ones(2, requires_grad=True)
    with specgrad.inference_mode():
        assert specgrad.is_inference_mode_enabled() and not (x * 2).requires_grad

    @specgrad.inference_mode()
    def doubled():
        return x * 2
    assert not doubled().requires_grad
    assert (x * 2).requires_grad and not specgrad.is_inference_mode_enabled()


def test_leaf_gradients_never_alias():
    """add sends one array to both inputs; each .grad is its own (one is copied, one may be taken)."""
    x, y = specgrad.ones(3, requires_grad=True), specgrad.ones(3, requires_grad=True)
    (x + y).sum().backward()
    x.grad += 5
    np.testing.assert_allclose(y.grad.numpy(), 1)
    g = specgrad.ones(3)
    w = specgrad.ones(3, requires_grad=True)
    w.backward(g)  # the user's gradient tensor is not taken over by .grad
    w.grad += 1
    np.testing.assert_allclose(g.numpy(), 1)


def test_import_loads_no_numba():
    """`import specgrad` (nn and optim included) does not import Numba or llvmlite (0.17 s): specgrad.lazy_numba
    imports them at the first kernel call. A kernel typed at import (a signature given to njit or vectorize)
    would also load Numba's numpy implementations, and with them scipy.linalg: 0.14 s more per import."""
    import subprocess
    import sys
    code = ("import sys, specgrad, specgrad.nn, specgrad.optim\n"
            "loaded = [m for m in ('numba', 'llvmlite', 'scipy.linalg') if m in sys.modules]\n"
            "assert not loaded, loaded\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]


def test_first_kernel_call_loads_numba_for_every_module():
    """In a fresh process, the first kernel call imports Numba and rebinds every kernel module's `numba`
    (kernel bodies use numba.prange) and intrinsics; kernels that call kernels (typed as their dispatchers),
    inlined ones, intrinsics and overloads (fast_exp) then compile: a parallel softmax, an Adam step."""
    import subprocess
    import sys
    code = ("import sys, numpy as np, specgrad\n"
            "from specgrad import lazy_numba as jit, nn_kernels\n"
            "from specgrad.optim import _fused\n"
            "assert not jit.loaded() and 'numba' not in sys.modules\n"
            "x = np.random.default_rng(0).standard_normal((4, 9)).astype(np.float32)\n"
            "out = np.empty_like(x)\n"
            "nn_kernels.softmax_parallel(x, out, np.float32(0))\n"
            "e = np.exp(x - x.max(1, keepdims=True))\n"
            "np.testing.assert_allclose(out, e / e.sum(1, keepdims=True), rtol=1e-6)\n"
            "import numba\n"
            "assert jit.loaded() and nn_kernels.numba is numba and _fused.numba is numba\n"
            "assert not isinstance(_fused.fma, jit.LazyIntrinsic)\n"
            "p = specgrad.nn.Parameter(specgrad.ones(3)); p.grad = specgrad.ones(3)\n"
            "specgrad.optim.Adam([p], lr=0.1).step()\n"
            "np.testing.assert_allclose(p.detach().numpy(), 0.9, rtol=1e-6)\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
