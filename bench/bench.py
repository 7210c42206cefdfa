"""specgrad benchmarks, measured side by side with hand-written NumPy and PyTorch in one run.

    python bench/bench.py            # `make bench`
    python bench/bench.py --quick    # fewer repeats, for a smoke run

Each row is the median of several timed repeats after a warm-up (Numba compiles on first call).
PyTorch runs with as many threads as NumPy's BLAS would use here; it is optional.
"""
import argparse
import os
import platform
import statistics
import sys
import time

import numba
import numpy as np

import specgrad
from specgrad.generated import kernels

try:
    import torch
except ImportError:  # the table says n/a
    torch = None


def median_time(function, repeats, inner=1):
    function()  # warm-up: compiles kernels, fills caches
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(inner):
            function()
        samples.append((time.perf_counter() - start) / inner)
    return statistics.median(samples)


# ---------------------------------------------------------------------------------- workloads

def tiny_chain(lib):
    """(a) 100 x `y = tanh(y * 1.01 + 0.1)` on 16 float32, forward and backward: per-op overhead."""
    x = lib.rand(16, dtype=lib.float32, requires_grad=True)

    def run():
        y = x
        for _ in range(100):
            y = lib.tanh(y * 1.01 + 0.1)
        y.sum().backward()
        x.grad = None
    return run


def tiny_chain_numpy():
    x = np.random.rand(16).astype(np.float32)

    def run():
        ys = [x]
        for _ in range(100):
            ys.append(np.tanh(ys[-1] * np.float32(1.01) + np.float32(0.1)))
        g = np.ones_like(x)
        for y in reversed(ys[1:]):
            g = g * (1 - y * y) * np.float32(1.01)
        return g
    return run


def mlp_shapes():
    rng = np.random.default_rng(0)
    sizes = [784, 256, 256, 10]
    weights = [(rng.standard_normal((a, b)) / np.sqrt(a)).astype(np.float32) for a, b in zip(sizes, sizes[1:])]
    biases = [np.zeros(b, np.float32) for b in sizes[1:]]
    x = rng.standard_normal((64, 784)).astype(np.float32)
    target = rng.standard_normal((64, 10)).astype(np.float32)
    return weights, biases, x, target


def mlp_step(lib):
    """(b) one SGD step of a 784-256-256-10 relu MLP, batch 64, MSE loss, float32."""
    weights, biases, x, target = mlp_shapes()
    params = [lib.tensor(p, requires_grad=True) for p in weights + biases]
    x, target = lib.tensor(x), lib.tensor(target)

    def run():
        w1, w2, w3, b1, b2, b3 = params
        h = lib.relu(x @ w1 + b1)
        h = lib.relu(h @ w2 + b2)
        loss = ((h @ w3 + b3 - target) ** 2).mean()
        loss.backward()
        with lib.no_grad():
            for p in params:
                p -= 0.01 * p.grad
                p.grad = None
    return run


def mlp_step_numpy():
    weights, biases, x, target = mlp_shapes()

    def run():
        (w1, w2, w3), (b1, b2, b3) = weights, biases
        a1 = x @ w1 + b1
        h1 = np.maximum(a1, 0)
        a2 = h1 @ w2 + b2
        h2 = np.maximum(a2, 0)
        out = h2 @ w3 + b3
        g = (2 / out.size) * (out - target)
        grads = [None] * 6
        grads[2], grads[5] = h2.T @ g, g.sum(0)
        g = (g @ w3.T) * (a2 > 0)
        grads[1], grads[4] = h1.T @ g, g.sum(0)
        g = (g @ w2.T) * (a1 > 0)
        grads[0], grads[3] = x.T @ g, g.sum(0)
        for p, grad in zip(weights + biases, grads):
            p -= np.float32(0.01) * grad
    return run


N_LARGE = 4 * 1024 * 1024


def large_elementwise(lib):
    """(c) tanh(1.5x + 0.5) * sigmoid(x) on 4M float32, forward and backward."""
    x = lib.tensor(np.random.default_rng(0).standard_normal(N_LARGE).astype(np.float32), requires_grad=True)

    def run():
        y = lib.tanh(x * 1.5 + 0.5) * lib.sigmoid(x)
        y.backward(lib.ones_like(y))
        x.grad = None
    return run


def large_elementwise_numpy():
    x = np.random.default_rng(0).standard_normal(N_LARGE).astype(np.float32)

    def run():
        t = np.tanh(x * np.float32(1.5) + np.float32(0.5))
        s = 1 / (1 + np.exp(-x))
        y = t * s
        g = np.ones_like(y)
        return g * s * (1 - t * t) * np.float32(1.5) + g * t * s * (1 - s), y
    return run


# ---------------------------------------------------------------------------------- kernel table

def kernel_rows(repeats):
    """Each fused kernel and each elementwise forward against the NumPy it replaces, 4M float32."""
    rng = np.random.default_rng(1)
    a, b, c = (rng.uniform(0.5, 2, N_LARGE).astype(np.float32) for _ in range(3))
    ta = specgrad.from_numpy(a)
    rows = [
        ("tanh backward  grad*(1-r*r)", lambda: kernels.tanhbackward0_self(a, b),
         lambda: a * (1 - b * b)),
        ("sigmoid backward  grad*r*(1-r)", lambda: kernels.sigmoidbackward0_self(a, b),
         lambda: a * b * (1 - b)),
        ("div backward  -grad*x/(y*y)", lambda: kernels.divbackward0_other(a, b, c),
         lambda: -a * b / (c * c)),
        ("relu backward  where(r>0, g, 0)", lambda: kernels.relubackward0_self(b, a),
         lambda: np.where(b > 0, a, 0)),
        ("forward mul", lambda: specgrad.mul(ta, ta), lambda: np.multiply(a, a)),
        ("forward add", lambda: specgrad.add(ta, ta), lambda: np.add(a, a)),
        ("forward exp", lambda: specgrad.exp(ta), lambda: np.exp(a)),
        ("forward tanh", lambda: specgrad.tanh(ta), lambda: np.tanh(a)),
        ("forward sigmoid", lambda: specgrad.sigmoid(ta), lambda: 1 / (1 + np.exp(-a))),
    ]
    table = []
    for name, ours, numpy_version in rows:
        ta_ms = median_time(ours, repeats) * 1e3
        tn_ms = median_time(numpy_version, repeats) * 1e3
        table.append((f"4M float32 {name}", ta_ms, tn_ms, None))
    return table


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="few repeats: a smoke run")
    args = parser.parse_args()
    repeats = 3 if args.quick else 15
    threads = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    if torch is not None:
        torch.set_num_threads(threads)
    print(f"specgrad {specgrad.__version__} | numpy {np.__version__} | numba {numba.__version__} | "
          f"torch {torch.__version__ if torch else 'not installed'} ({threads} threads) | "
          f"python {platform.python_version()} | {threads} cores")

    specgrad.manual_seed(0)
    rows = []
    for label, make, make_numpy, inner in [
        ("(a) 100x tanh(y*1.01+0.1), 16 f32, fwd+bwd", tiny_chain, tiny_chain_numpy, 5),
        ("(b) MLP step 784-256-256-10, batch 64", mlp_step, mlp_step_numpy, 3),
        ("(c) tanh(1.5x+.5)*sigmoid(x), 4M f32, fwd+bwd", large_elementwise, large_elementwise_numpy, 1),
    ]:
        ours = median_time(make(specgrad), repeats, inner) * 1e3
        numpy_ms = median_time(make_numpy(), repeats, inner) * 1e3
        torch_ms = median_time(make(torch), repeats, inner) * 1e3 if torch is not None else None
        rows.append((label, ours, numpy_ms, torch_ms))
    rows.extend(kernel_rows(max(3, repeats // 3)))

    header = f"{'workload':<48} {'specgrad':>10} {'NumPy':>10} {'PyTorch':>10} {'/NumPy':>8} {'/PyTorch':>9}"
    print(header)
    print("-" * len(header))
    for label, ours, numpy_ms, torch_ms in rows:
        torch_text = f"{torch_ms:8.3f}ms" if torch_ms is not None else f"{'n/a':>10}"
        torch_ratio = f"{ours / torch_ms:8.2f}x" if torch_ms is not None else f"{'':>9}"
        print(f"{label:<48} {ours:8.3f}ms {numpy_ms:8.3f}ms {torch_text} {ours / numpy_ms:7.2f}x {torch_ratio}")
    print("\n(a) per op (300 ops forward, each with its backward): "
          f"specgrad {rows[0][1] / 300 * 1e3:.1f} us"
          + (f", PyTorch {rows[0][3] / 300 * 1e3:.1f} us" if rows[0][3] is not None else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
