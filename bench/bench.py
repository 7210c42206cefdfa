"""specgrad benchmarks, measured side by side with hand-written NumPy and PyTorch in one run.

    python bench/bench.py            # `make bench`
    python bench/bench.py --quick    # few repeats and launches: a smoke run
    python bench/bench.py --rows softmax    # only the rows whose label contains "softmax"
    python bench/bench.py --rows scaling    # only one table: main, scaling, cold or memory
    python bench/bench.py --no-cold         # without the cold-start table (--no-memory: the memory table)

It prints four tables:

  main      (a)-(f): workloads from a chain of tiny ops to whole training steps, forward and backward,
            in ms per step.
  scaling   (g): single forward ops (mul x*y, tanh, sum to a scalar, matmul n x n) on float32 from
            1 to 16M elements (matmul up to n = 2048), each library called as its users call it (tensor
            ops without requires_grad, NumPy's own call), in us per call.
  cold      (h): what a fresh process pays, in ms: `import specgrad` against `import torch`, and the
            first training step of the (f) MLP in a new process, specgrad's with Numba's kernel cache
            warm and empty, against PyTorch's first step. Each figure is the median of several
            launches of a plain child process (sys.executable -c), timed inside the child.
  memory    (i): the peak resident memory (MB) of a fresh child per library that trains each (f) model for
            MEMORY_STEPS steps, and how much of that peak came after the model and data were built.

In (a)-(g) every workload is written once per library. Its first call is the warm-up (Numba compiles or
loads its kernels then), and the first time its result is also checked against the NumPy version's, so
a row never times a wrong answer (the nn rows (e) and the training steps (f), which have no NumPy
version, are checked against PyTorch's result instead; in (h) the first losses are compared). Each
figure is the median of the timed repeats (of the launches in (h)); the sg IQR and pt IQR columns give
how much specgrad's and PyTorch's repeats spread: their interquartile range as a percentage of the
median (">999%" beyond that).

The libraries take turns a few repeats at a time, in rounds, so a slow spell of a shared machine hits
them all. PyTorch runs in a process of its own: its OpenMP threads and NumPy's OpenBLAS threads keep
spinning after their work, and sharing one process on 2 cores slowed both specgrad and PyTorch down
2-3x on the MLP step. For the same reason each turn starts after a pause (SETTLE_SECONDS) in which
the previous turn's threads go to sleep. PyTorch is optional (imported only in that process, and in
the cold-start children that time it): without it the PyTorch column says n/a.
"""
import os

# specgrad sets GOMP_SPINCOUNT for its own process (see specgrad/__init__.py); PyTorch's process must
# run as PyTorch's users run it, so it gets the value from before specgrad was imported (kept in the
# environment, which the spawned PyTorch process inherits, under a name of its own)
os.environ.setdefault("BENCH_USER_GOMP_SPINCOUNT", os.environ.get("GOMP_SPINCOUNT", ""))

import argparse
import functools
import importlib.util
import inspect
import json
import multiprocessing
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

import numba
import numpy as np

import specgrad
from specgrad import nn_kernels, ufunc_threads
from specgrad.generated import kernels

assert "torch" not in sys.modules, "specgrad must not import torch"

N_LARGE = 4 * 1024 * 1024
# Idle threads keep spinning after their work: OpenBLAS's for about 0.1 s (measured here: a full core for
# 0.1 s after the last np.matmul), OpenMP's for GOMP_SPINCOUNT spins. Each library's turn starts after
# this pause, so the one measured does not share its cores with the spinning threads of the one before
# (PyTorch's conv2d 32->64 read 7.7 ms right after specgrad's turn and 3.6 ms alone).
SETTLE_SECONDS = 0.25
# Untimed repeats after the pause, for this long: the steps after an idle spell run up to 2-3x slower here
# until the machine is busy again for a while (a 4M-element kernel: 4.2, 2.1, 2.1, 1.6, 1.5, 1.4, 1.4 ms)
WARM_UP_SECONDS = 0.1
LIBRARIES = ("specgrad", "NumPy", "PyTorch")


# ---------------------------------------------------------------------------------- workloads
# Each maker takes the library module (specgrad or torch) and returns a step, which returns what
# the NumPy version's step returns: a gradient, or the loss of the first step.

def tiny_chain(lib):
    """(a) 100 x `y = tanh(y * 1.01 + 0.1)` on 16 float32, forward and backward: per-op overhead."""
    x = lib.tensor(np.linspace(-1, 1, 16, dtype=np.float32), requires_grad=True)

    def step():
        y = x
        for _ in range(100):
            y = lib.tanh(y * 1.01 + 0.1)
        y.sum().backward()
        grad, x.grad = x.grad, None
        return grad
    return step


def tiny_chain_numpy():
    x = np.linspace(-1, 1, 16, dtype=np.float32)
    scale, shift = np.float32(1.01), np.float32(0.1)

    def step():
        ys = [x]
        for _ in range(100):
            ys.append(np.tanh(ys[-1] * scale + shift))
        grad = np.ones_like(x)
        for y in reversed(ys[1:]):
            grad = grad * (1 - y * y) * scale
        return grad
    return step


def mlp_data():
    rng = np.random.default_rng(0)
    sizes = [784, 256, 256, 10]
    weights = [(rng.standard_normal((a, b)) / np.sqrt(a)).astype(np.float32) for a, b in zip(sizes, sizes[1:])]
    biases = [np.zeros(b, np.float32) for b in sizes[1:]]
    x = rng.standard_normal((64, 784)).astype(np.float32)
    target = rng.standard_normal((64, 10)).astype(np.float32)
    return weights + biases, x, target


def mlp_step(lib):
    """(b) one SGD step of a 784-256-256-10 relu MLP, batch 64, MSE loss, float32."""
    arrays, x, target = mlp_data()
    params = [lib.tensor(p, requires_grad=True) for p in arrays]
    x, target = lib.tensor(x), lib.tensor(target)

    def step():
        w1, w2, w3, b1, b2, b3 = params
        h = lib.relu(x @ w1 + b1)
        h = lib.relu(h @ w2 + b2)
        loss = ((h @ w3 + b3 - target) ** 2).mean()
        loss.backward()
        with lib.no_grad():
            for p in params:
                p -= 0.01 * p.grad
                p.grad = None
        return loss
    return step


def mlp_step_numpy():
    params, x, target = mlp_data()
    lr = np.float32(0.01)

    def step():
        w1, w2, w3, b1, b2, b3 = params
        a1 = x @ w1 + b1
        h1 = np.maximum(a1, 0)
        a2 = h1 @ w2 + b2
        h2 = np.maximum(a2, 0)
        diff = h2 @ w3 + b3 - target
        loss = (diff * diff).mean()
        g = (2 / np.float32(diff.size)) * diff
        g3, gb3 = h2.T @ g, g.sum(0)
        g = (g @ w3.T) * (a2 > 0)
        g2, gb2 = h1.T @ g, g.sum(0)
        g = (g @ w2.T) * (a1 > 0)
        g1, gb1 = x.T @ g, g.sum(0)
        for p, grad in zip(params, (g1, g2, g3, gb1, gb2, gb3)):
            p -= lr * grad
        return loss
    return step


def large_elementwise(lib):
    """(c) tanh(1.5x + 0.5) * sigmoid(x) on 4M float32, forward and backward."""
    x = lib.tensor(np.random.default_rng(0).standard_normal(N_LARGE).astype(np.float32), requires_grad=True)

    def step():
        (lib.tanh(x * 1.5 + 0.5) * lib.sigmoid(x)).sum().backward()
        grad, x.grad = x.grad, None
        return grad
    return step


def large_elementwise_numpy():
    x = np.random.default_rng(0).standard_normal(N_LARGE).astype(np.float32)

    def step():
        t = np.tanh(x * np.float32(1.5) + np.float32(0.5))
        s = 1 / (1 + np.exp(-x))
        (t * s).sum()  # the forward's output, as the others compute it
        return s * (1 - t * t) * np.float32(1.5) + t * s * (1 - s)
    return step


# ---------------------------------------------------------------------------------- kernel table

@functools.lru_cache(maxsize=None)
def kernel_inputs():
    rng = np.random.default_rng(1)
    g, r, y = (rng.uniform(0.5, 2, N_LARGE).astype(np.float32) for _ in range(3))
    return g, r, y, rng.standard_normal(N_LARGE).astype(np.float32)  # the last for relu: signs vary


# Each fused backward kernel against the NumPy expression it replaces (and PyTorch's own backward
# kernel), and each elementwise forward against NumPy's single ufunc. Every lambda takes the library
# module and the inputs g, r, y, s in its types (specgrad Tensors, NumPy arrays, torch Tensors).
KERNELS = [
    ("bwd tanh      g*(1-r*r)",
     lambda _, g, r, y, s: kernels.tanhbackward0_self(g.numpy(), r.numpy()),
     lambda _, g, r, y, s: g * (1 - r * r),
     lambda torch, g, r, y, s: torch.ops.aten.tanh_backward(g, r)),
    ("bwd sigmoid   g*r*(1-r)",
     lambda _, g, r, y, s: kernels.sigmoidbackward0_self(g.numpy(), r.numpy()),
     lambda _, g, r, y, s: g * r * (1 - r),
     lambda torch, g, r, y, s: torch.ops.aten.sigmoid_backward(g, r)),
    ("bwd div other -g*x/(y*y)",
     lambda _, g, r, y, s: kernels.divbackward0_other(g.numpy(), r.numpy(), y.numpy()),
     lambda _, g, r, y, s: -g * r / (y * y),
     lambda _, g, r, y, s: -g * r / (y * y)),
    ("bwd relu      where(s>0,g,0)",
     lambda _, g, r, y, s: kernels.threshold_backward_forward(s.numpy(), 0, g.numpy()),
     lambda _, g, r, y, s: np.where(s > 0, g, 0),
     lambda torch, g, r, y, s: torch.ops.aten.threshold_backward(g, s, 0)),
    ("fwd mul", lambda sg, g, *_: sg.mul(g, g), lambda _, g, *__: np.multiply(g, g), lambda _, g, *__: g * g),
    ("fwd add", lambda sg, g, *_: sg.add(g, g), lambda _, g, *__: np.add(g, g), lambda _, g, *__: g + g),
    ("fwd exp", lambda sg, g, *_: sg.exp(g), lambda _, g, *__: np.exp(g), lambda _, g, *__: g.exp()),
    ("fwd tanh", lambda sg, g, *_: sg.tanh(g), lambda _, g, *__: np.tanh(g), lambda _, g, *__: g.tanh()),
    # NumPy has no sigmoid ufunc: its shortest form
    ("fwd sigmoid", lambda sg, g, *_: sg.sigmoid(g), lambda _, g, *__: 1 / (1 + np.exp(-g)),
     lambda _, g, *__: g.sigmoid()),
]


# ---------------------------------------------------------------------------------- nn rows

# nn.functional ops at realistic sizes, forward and backward. They have no hand-written NumPy version:
# each row is checked against PyTorch's result instead (loss and every input's gradient), so a row
# still never times a wrong answer, and its NumPy column says n/a. A row names its op as F.<op>: where
# the library lacks it (a branch without layer_norm), the row shows n/a. To add a row: one entry
# (label, op name, make_inputs, call); make_inputs(rng) gives NumPy arrays, `grad` those that take a
# gradient, call(F, *tensors) the output (reduced to a scalar by the row's random projection).

def nn_inputs(*shapes, classes=None, grad=None):
    """A make_inputs: float32 standard normals of the shapes (and int64 class indices in [0, classes)
    of shape `classes[0]`, classes[1] classes); `grad` the indices of those that take a gradient."""
    def make(rng):
        arrays = [rng.standard_normal(shape).astype(np.float32) for shape in shapes]
        if classes is not None:
            arrays.append(rng.integers(0, classes[1], classes[0]))
        return arrays, range(len(shapes)) if grad is None else grad
    return make


NN_ROWS = [
    ("conv2d (32,3,32,32) w (32,3,3,3) pad 1", "conv2d",
     nn_inputs((32, 3, 32, 32), (32, 3, 3, 3), (32,)), lambda F, x, w, b: F.conv2d(x, w, b, padding=1)),
    ("conv2d (32,32,16,16) w (64,32,3,3) pad 1", "conv2d",
     nn_inputs((32, 32, 16, 16), (64, 32, 3, 3), (64,)), lambda F, x, w, b: F.conv2d(x, w, b, padding=1)),
    ("max_pool2d (32,32,32,32) k 2", "max_pool2d",
     nn_inputs((32, 32, 32, 32)), lambda F, x: F.max_pool2d(x, 2)),
    ("avg_pool2d (32,32,32,32) k 2", "avg_pool2d",
     nn_inputs((32, 32, 32, 32)), lambda F, x: F.avg_pool2d(x, 2)),
    ("softmax 64x1000 dim -1", "softmax", nn_inputs((64, 1000)), lambda F, x: F.softmax(x, -1)),
    ("softmax (32,8,128,128) dim -1", "softmax", nn_inputs((32, 8, 128, 128)), lambda F, x: F.softmax(x, -1)),
    ("log_softmax 64x1000 dim -1", "log_softmax", nn_inputs((64, 1000)), lambda F, x: F.log_softmax(x, -1)),
    ("log_softmax (32,8,128,128) dim -1", "log_softmax",
     nn_inputs((32, 8, 128, 128)), lambda F, x: F.log_softmax(x, -1)),
    ("cross_entropy 64x1000, indices", "cross_entropy",
     nn_inputs((64, 1000), classes=(64, 1000)), lambda F, x, t: F.cross_entropy(x, t)),
    ("cross_entropy 256x10, indices", "cross_entropy",
     nn_inputs((256, 10), classes=(256, 10)), lambda F, x, t: F.cross_entropy(x, t)),
    ("mse_loss 64x1000", "mse_loss", nn_inputs((64, 1000), (64, 1000), grad=[0]), lambda F, x, y: F.mse_loss(x, y)),
    ("layer_norm (32,128,256) over 256", "layer_norm",
     nn_inputs((32, 128, 256), (256,), (256,)), lambda F, x, w, b: F.layer_norm(x, (256,), w, b)),
    ("batch_norm (32,32,32,32) training", "batch_norm",
     nn_inputs((32, 32, 32, 32), (32,), (32,)), lambda F, x, w, b: F.batch_norm(x, None, None, w, b, training=True)),
]


def functional(lib):
    return lib.nn.functional


def nn_maker(make_inputs, call):
    """The row's step for `lib`: forward, a fixed random projection to a scalar (so every output
    element's gradient differs), backward; it returns the gradients, concatenated flat."""
    def make(lib):
        rng = np.random.default_rng(2)
        arrays, grad = make_inputs(rng)
        tensors = [lib.tensor(a, requires_grad=i in grad) for i, a in enumerate(arrays)]
        leaves = [tensors[i] for i in grad]
        F = functional(lib)
        out_shape = call(F, *[lib.tensor(a) for a in arrays]).shape
        projection = lib.tensor(rng.standard_normal(tuple(out_shape)).astype(np.float32))

        def step():
            (call(F, *tensors) * projection).sum().backward()
            grads = [leaf.grad for leaf in leaves]
            for leaf in leaves:
                leaf.grad = None
            return grads
        return step
    return make


# (f) training steps of whole models: forward, cross_entropy, backward, an Adam step. Both libraries
# build the model with their own nn and optim and start from the same weights (seeded normals scaled
# by 1/sqrt(fan-in), written into named_parameters in order); the check compares the first loss.

def digits_cnn(lib):
    nn = lib.nn
    return nn.Sequential(nn.Conv2d(1, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
                         nn.Conv2d(32, 64, 3, padding=1), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(2),
                         nn.Flatten(), nn.Linear(256, 128), nn.ReLU(), nn.Linear(128, 10))


def mlp_classifier(lib):
    nn = lib.nn
    return nn.Sequential(nn.Linear(784, 512), nn.ReLU(), nn.Linear(512, 256), nn.ReLU(), nn.Linear(256, 10))


def lstm_classifier(lib):
    class LSTMClassifier(lib.nn.Module):
        def __init__(self):
            super().__init__()
            self.lstm = lib.nn.LSTM(64, 128)
            self.head = lib.nn.Linear(128, 10)

        def forward(self, x):
            out, _ = self.lstm(x)
            return self.head(out[-1])
    return LSTMClassifier()


TRAINING_ROWS = [
    ("digits CNN step, batch 64 (1,8,8), Adam", digits_cnn, (64, 1, 8, 8)),
    ("MLP step 784-512-256-10, batch 128, Adam", mlp_classifier, (128, 784)),
    ("LSTM step 64->128, seq 35, batch 32, Adam", lstm_classifier, (35, 32, 64)),
]


def training_maker(build, input_shape):
    def make(lib):
        rng = np.random.default_rng(3)
        model = build(lib)
        with lib.no_grad():
            for _, p in model.named_parameters():
                scale = 1 / np.sqrt(np.prod(p.shape[1:])) if p.dim() > 1 else 0.1
                p.copy_(lib.tensor((rng.standard_normal(tuple(p.shape)) * scale).astype(np.float32)))
        x = lib.tensor(rng.standard_normal(input_shape).astype(np.float32))
        batch = input_shape[1] if len(input_shape) == 3 and input_shape[2] == 64 else input_shape[0]
        target = lib.tensor(rng.integers(0, 10, batch))
        optimizer = lib.optim.Adam(model.parameters(), lr=1e-3)
        cross_entropy = lib.nn.functional.cross_entropy

        def step():
            optimizer.zero_grad()
            loss = cross_entropy(model(x), target)
            loss.backward()
            optimizer.step()
            return loss
        return step
    return make


def has_op(lib, op):
    return lib is not None and hasattr(functional(lib), op)


def kernel_maker(kernel):
    def make(lib):
        inputs = [np.asarray(a) if lib is np else lib.from_numpy(a) for a in kernel_inputs()]
        return lambda: kernel(lib, *inputs)
    return make


# (label, inner calls per repeat, {library: maker taking the library module})
# ---------------------------------------------------------------------------------- torch.func rows
# (j) specgrad.func against torch.func: the same code runs on both (lib.func, lib.autograd.functional),
# checked against PyTorch's result before timing, float32 as users run it. The Hessian is of a 100-32-1 tanh
# MLP's output with respect to its input; per-sample gradients of a 784-128-10 relu MLP's cross_entropy over
# a batch of 64; the jvp of tanh(1.5x+.5)*sigmoid(x) over 1M elements (autograd.functional.jvp: the
# double-vjp trick, two backward passes; func.jvp: dual tensors, one forward pass).

def func_mlp(lib):
    """A 100-32-1 tanh MLP of its input (the scalar function whose Hessian is taken)."""
    rng = np.random.default_rng(5)
    w1 = lib.tensor((rng.standard_normal((100, 32)) / 10).astype(np.float32))
    w2 = lib.tensor((rng.standard_normal(32) / 6).astype(np.float32))
    x = lib.tensor(rng.standard_normal(100).astype(np.float32))
    return (lambda v: (lib.tanh(v @ w1) * w2).sum()), x


def hessian_maker(transform):
    def make(lib):
        f, x = func_mlp(lib)
        return lambda: transform(lib, f, x)
    return make


def per_sample_data(lib):
    """A 784-128-10 relu MLP's parameters (a dict), a batch of 64 and its labels."""
    rng = np.random.default_rng(6)
    shapes = {"w1": (784, 128), "b1": (128,), "w2": (128, 10), "b2": (10,)}
    params = {k: lib.tensor((rng.standard_normal(s) / np.sqrt(s[0])).astype(np.float32)) for k, s in shapes.items()}
    x = lib.tensor(rng.standard_normal((64, 784)).astype(np.float32))
    y = lib.tensor(rng.integers(0, 10, 64))

    def loss(p, xi, yi):
        out = lib.relu(xi @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]
        return lib.nn.functional.cross_entropy(out[None], yi[None])
    return params, x, y, loss


def per_sample_vmap(lib):
    """(j) per-sample gradients as vmap(grad(loss)): a gradient per example, stacked."""
    params, x, y, loss = per_sample_data(lib)
    per_sample = lib.func.vmap(lib.func.grad(loss), in_dims=(None, 0, 0))
    return lambda: list(per_sample(params, x, y).values())


def per_sample_loop(lib):
    """(j) per-sample gradients as a Python loop of backward calls, one example at a time."""
    params, x, y, loss = per_sample_data(lib)
    leaves = {k: v.clone().requires_grad_(True) for k, v in params.items()}

    def step():
        grads = {k: [] for k in leaves}
        for i in range(x.shape[0]):
            loss(leaves, x[i], y[i]).backward()
            for k, leaf in leaves.items():
                grads[k].append(leaf.grad)
                leaf.grad = None
        return [lib.stack(g) for g in grads.values()]
    return step


def jvp_maker(transform):
    """(j) the jvp of tanh(1.5x+.5)*sigmoid(x) over 1M float32 along a random direction."""
    def make(lib):
        rng = np.random.default_rng(7)
        x, v = (lib.tensor(rng.standard_normal(1 << 20).astype(np.float32)) for _ in range(2))
        f = lambda t: lib.tanh(t * 1.5 + 0.5) * lib.sigmoid(t)  # noqa: E731
        return lambda: list(transform(lib, f, x, v))
    return make


FUNC_ROWS = [
    ("hessian 100-in MLP: func (fwd-over-rev)", hessian_maker(lambda lib, f, x: lib.func.hessian(f)(x))),
    ("hessian 100-in MLP: functional (rev-rev)",
     hessian_maker(lambda lib, f, x: lib.autograd.functional.hessian(f, x))),
    ("per-sample grads b64: vmap(grad)", per_sample_vmap),
    ("per-sample grads b64: backward loop", per_sample_loop),
    ("jvp 1M elementwise: func.jvp (dual)",
     jvp_maker(lambda lib, f, x, v: lib.func.jvp(f, (x,), (v,)))),
    ("jvp 1M elementwise: functional.jvp",
     jvp_maker(lambda lib, f, x, v: lib.autograd.functional.jvp(f, x, v))),
]


WORKLOADS = [
    ("(a) 100x tanh(y*1.01+0.1), 16 f32, fwd+bwd", 5,
     {"specgrad": tiny_chain, "NumPy": lambda _: tiny_chain_numpy(), "PyTorch": tiny_chain}),
    ("(b) MLP SGD step 784-256-256-10, batch 64", 5,
     {"specgrad": mlp_step, "NumPy": lambda _: mlp_step_numpy(), "PyTorch": mlp_step}),
    ("(c) tanh(1.5x+.5)*sigmoid(x), 4M f32, fwd+bwd", 1,
     {"specgrad": large_elementwise, "NumPy": lambda _: large_elementwise_numpy(), "PyTorch": large_elementwise}),
] + [
    (f"(d) 4M f32 {name}", 1,
     {"specgrad": kernel_maker(ours), "NumPy": kernel_maker(numpy_version), "PyTorch": kernel_maker(torch_version)})
    for name, ours, numpy_version, torch_version in KERNELS
] + [
    (f"(e) {label}", 1, {"specgrad": nn_maker(make_inputs, call), "PyTorch": nn_maker(make_inputs, call), "op": op})
    for label, op, make_inputs, call in NN_ROWS
] + [
    (f"(f) {label}", 3, {"specgrad": training_maker(build, shape), "PyTorch": training_maker(build, shape),
                         "op": "cross_entropy"})
    for label, build, shape in TRAINING_ROWS
] + [
    (f"(j) {label}", 1, {"specgrad": make, "PyTorch": make}) for label, make in FUNC_ROWS
]


# ---------------------------------------------------------------------------------- scaling table
# (g) single forward ops from 1 to 16M float32 elements, each called as its users call it: specgrad and
# torch ops on tensors without requires_grad, NumPy's own call (`lib` is np for NumPy). From one element
# (Python overhead only) to 16M (memory bandwidth, and the threads that start at 2M elements).

SCALING_SIZES = [("1", 1), ("1K", 1024), ("64K", 64 * 1024), ("1M", 1024 * 1024), ("4M", 4 * 1024 * 1024),
                 ("16M", 16 * 1024 * 1024)]
# matmul n x n with n*n about those sizes; n = 4096 (16M) is left out: one call took 1.2 s here
MATMUL_SIZES = [1, 32, 256, 1024, 2048]


@functools.lru_cache(maxsize=None)
def scaling_inputs(shape):
    """u, v uniform in [0.5, 2) (sum and matmul: no cancellation, so float32 results compare to a relative
    tolerance) and s standard normal, float32 of `shape`."""
    rng = np.random.default_rng(4)
    u, v = (rng.uniform(0.5, 2, shape).astype(np.float32) for _ in range(2))
    return u, v, rng.standard_normal(shape).astype(np.float32)


# (label, call(lib, u, v, s)), the same call for all three libraries
SCALING_OPS = [
    ("mul x*y", lambda lib, u, v, s: s * u),
    ("tanh", lambda lib, u, v, s: lib.tanh(s)),
    ("sum to scalar", lambda lib, u, v, s: u.sum()),
]


def scaling_maker(call, shape):
    def make(lib):
        inputs = [a if lib is np else lib.from_numpy(a) for a in scaling_inputs(shape)]
        return lambda: call(lib, *inputs)
    return make


def inner_calls(work):
    """Calls per timed repeat, so a repeat of a small op lasts long enough for the clock (about 2**22 elements
    or multiply-adds in all, 1 to 1000 calls)."""
    return max(1, min(1000, 2 ** 22 // work))


SCALING = [
    (f"(g) {name}, {size} f32", inner_calls(n),
     {library: scaling_maker(call, (n,)) for library in LIBRARIES})
    for name, call in SCALING_OPS for size, n in SCALING_SIZES
] + [
    (f"(g) matmul n={n} ({size} f32)", inner_calls(n ** 3),
     {library: scaling_maker(lambda lib, u, v, s: u @ v, (n, n)) for library in LIBRARIES})
    for size, n in zip([size for size, _ in SCALING_SIZES], MATMUL_SIZES)
]

# each table of timed rows by name; a row is named by (table, index); --rows picks rows by label or a table by name
TABLES = {"main": WORKLOADS, "scaling": SCALING}


# ---------------------------------------------------------------------------------- timing

def as_array(value):
    """A result as a NumPy array, whichever library made it (a list of them: concatenated flat)."""
    if isinstance(value, list):
        return np.concatenate([as_array(v).ravel() for v in value])
    if hasattr(value, "detach"):
        value = value.detach()
    return np.asarray(value.numpy() if hasattr(value, "numpy") else value)


def load(library, threads=None):
    """The library's module, or None when PyTorch is not installed."""
    if library != "PyTorch":
        return specgrad if library == "specgrad" else np
    user_spincount = os.environ["BENCH_USER_GOMP_SPINCOUNT"]  # before torch loads its own OpenMP runtime
    if user_spincount:
        os.environ["GOMP_SPINCOUNT"] = user_spincount
    else:
        os.environ.pop("GOMP_SPINCOUNT", None)
    try:
        import torch
    except ImportError:
        return None
    if threads:
        torch.set_num_threads(threads)  # as many as NumPy's BLAS uses
    return torch


def torch_version():
    assert not specgrad.malloc.active, "PyTorch's process runs with specgrad's malloc thresholds"
    torch = load("PyTorch")
    return torch.__version__ if torch else None


def start(torch_process):
    """Start PyTorch's process; its version. The process imports this module, and with it specgrad, whose
    import sets glibc's malloc thresholds for the whole process (specgrad/malloc.py): PyTorch's process is
    started with SPECGRAD_KEEP_FREED_MEMORY=0, so that its malloc runs as PyTorch's users have it."""
    user_setting = os.environ.get("SPECGRAD_KEEP_FREED_MEMORY")
    os.environ["SPECGRAD_KEEP_FREED_MEMORY"] = "0"
    try:
        return torch_process.submit(torch_version).result()  # the process starts at the first submit
    finally:
        if user_setting is None:
            del os.environ["SPECGRAD_KEEP_FREED_MEMORY"]
        else:
            os.environ["SPECGRAD_KEEP_FREED_MEMORY"] = user_setting


def workload(key):
    """(label, inner calls per repeat, makers) of the row `key`: (table name, index in TABLES[table])."""
    table, index = key
    return TABLES[table][index]


def steps_of(key, libraries, threads):
    """{library: step} for the row `key`, for the libraries installed that have the row's op."""
    _, _, makers = workload(key)
    modules = {library: load(library, threads) for library in libraries if library in makers}
    return {library: makers[library](module) for library, module in modules.items()
            if module is not None and ("op" not in makers or has_op(module, makers["op"]))}


def reference(key, threads):
    """PyTorch's result of an nn row (its check), or None without PyTorch or the op."""
    steps = steps_of(key, ("PyTorch",), threads)
    return as_array(steps["PyTorch"]()) if steps else None


def sample(key, libraries, repeats, threads, check, expected=None):
    """{library: seconds per step of each repeat} for the row `key`; the libraries take turns.
    With `check`, each library's first result is compared with `expected` (PyTorch's, for an nn row)
    or else with the NumPy version's."""
    label, inner, makers = workload(key)
    steps = steps_of(key, libraries, threads)
    if check and expected is None and "NumPy" in makers and steps:
        expected = as_array(makers["NumPy"](np)())
    for library, step in steps.items():  # the warm-up, and the check that it computes the reference
        result = step()
        if check and expected is not None:
            result = as_array(result)
            # nn rows sum thousands of float32 products per element: tolerance relative to the scale
            atol = 1e-5 if "NumPy" in makers else 2e-5 * float(np.abs(expected).max(initial=0))
            np.testing.assert_allclose(result, expected, rtol=2e-4, atol=atol, err_msg=f"{library}: {label}")
    samples = {library: [] for library in steps}
    for library, step in steps.items():
        time.sleep(SETTLE_SECONDS)  # the threads of the turn before have gone to sleep
        warm_until = time.perf_counter() + WARM_UP_SECONDS
        step()
        while time.perf_counter() < warm_until:
            step()
        for _ in range(repeats):
            start = time.perf_counter()
            for _ in range(inner):
                step()
            samples[library].append((time.perf_counter() - start) / inner)
    time.sleep(SETTLE_SECONDS)
    return samples


# ---------------------------------------------------------------------------------- cold start
# (h) What a fresh process pays before its first result. Each figure is the median of several launches of a
# plain child process (sys.executable -c), timed inside the child with time.perf_counter: `import specgrad`
# against `import torch` (children that only import), and the first training step of the (f) MLP (the same
# model, weights and data: forward, cross_entropy, backward, an Adam step), after the import and the model's
# construction. specgrad's first step runs with Numba's kernel cache warm (NUMBA_CACHE_DIR a directory that
# an untimed child filled first) and empty (a fresh directory per child: every kernel it calls compiles);
# PyTorch has no such cache, and its first-step children serve both rows. A child imports one library
# (specgrad's never torch, torch's never specgrad: each child asserts it), runs with each library's default
# threads and with the user's GOMP_SPINCOUNT (specgrad sets its own), and the first losses are checked equal.

COLD_IMPORT = """
import json, sys, time
start = time.perf_counter()
import {module}
seconds = time.perf_counter() - start
assert {other!r} not in sys.modules, "{module} imported {other}"
print(json.dumps({{"import": seconds}}))
"""

COLD_STEP = """
import json, sys, time
start = time.perf_counter()
import {module} as lib
imported = time.perf_counter()
import numpy as np
{source}
step = training_maker(mlp_classifier, (128, 784))(lib)
built = time.perf_counter()
loss = step()
done = time.perf_counter()
assert {other!r} not in sys.modules, "{module} imported {other}"
print(json.dumps({{"import": imported - start, "step": done - built, "total": done - start, "loss": loss.item()}}))
"""

# the children: (library, kind) -> (code, Numba cache: None, "warm" or "empty")
COLD_CHILDREN = {
    ("specgrad", "import"): ("import", None),
    ("PyTorch", "import"): ("import", None),
    ("specgrad", "warm"): ("step", "warm"),
    ("specgrad", "empty"): ("step", "empty"),
    ("PyTorch", "step"): ("step", None),
}

# (label, specgrad's child, PyTorch's child, the figure they report)
COLD_ROWS = [
    ("(h) import specgrad | import torch", "import", "import", "import"),
    ("(h) MLP 784-512-256-10 1st step, cache warm", "warm", "step", "step"),
    ("(h) MLP 784-512-256-10 1st step, cache empty", "empty", "step", "step"),
    ("(h) import+build+1st step, cache warm", "warm", "step", "total"),
    ("(h) import+build+1st step, cache empty", "empty", "step", "total"),
]


def child_environment(numba_cache=None):
    """The user's environment (GOMP_SPINCOUNT as before specgrad set it), with NUMBA_CACHE_DIR if given.
    Python may write its bytecode cache, as it does for users (with PYTHONDONTWRITEBYTECODE every import
    compiles its modules from source again: `import specgrad` about 0.5 s instead of 0.1 s); an untimed
    launch of each child first writes it (measure_cold)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    user_spincount = env.pop("BENCH_USER_GOMP_SPINCOUNT", "")
    if user_spincount:
        env["GOMP_SPINCOUNT"] = user_spincount
    else:
        env.pop("GOMP_SPINCOUNT", None)
    if numba_cache is not None:
        env["NUMBA_CACHE_DIR"] = numba_cache
    return env


def launch(library, kind, numba_cache=None):
    """One fresh child's figures ({"import": s, ...}), after the settle pause."""
    code, _ = COLD_CHILDREN[library, kind]
    module, other = ("specgrad", "torch") if library == "specgrad" else ("torch", "specgrad")
    source = inspect.getsource(mlp_classifier) + "\n\n" + inspect.getsource(training_maker)
    text = (COLD_IMPORT if code == "import" else COLD_STEP).format(module=module, other=other, source=source)
    time.sleep(SETTLE_SECONDS)
    done = subprocess.run([sys.executable, "-c", text], env=child_environment(numba_cache),
                          capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{library} {kind} child failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure_cold(rows, launches, with_torch):
    """{(library, kind): [figures of each launch]} for the children that `rows` (of COLD_ROWS) need; the
    children take turns, launch after launch."""
    children = [(library, kind) for library, kind in COLD_CHILDREN if (library == "specgrad" or with_torch)
                and any(kind == (row[1] if library == "specgrad" else row[2]) for row in rows)]
    results = {child: [] for child in children}
    warm_cache = tempfile.mkdtemp(prefix="bench-numba-cache-")
    try:
        for library, kind in children:  # untimed: Python's bytecode caches, and the warm kernel cache, filled
            launch(library, kind, warm_cache if COLD_CHILDREN[library, kind][1] == "warm" else None)
        for _ in range(launches):
            for library, kind in children:
                cache = COLD_CHILDREN[library, kind][1]
                if cache == "empty":
                    empty_cache = tempfile.mkdtemp(prefix="bench-numba-cache-")
                    try:
                        results[library, kind].append(launch(library, kind, empty_cache))
                    finally:
                        shutil.rmtree(empty_cache, ignore_errors=True)
                else:
                    results[library, kind].append(launch(library, kind, warm_cache if cache == "warm" else None))
            losses = {child: figures[-1]["loss"] for child, figures in results.items() if "loss" in figures[-1]}
            if ("PyTorch", "step") in losses:  # every first step computes PyTorch's first loss
                for child, loss in losses.items():
                    np.testing.assert_allclose(loss, losses["PyTorch", "step"], rtol=2e-4,
                                               err_msg=f"{child}: first MLP step's loss")
    finally:
        shutil.rmtree(warm_cache, ignore_errors=True)
    return results


# ---------------------------------------------------------------------------------- peak memory
# (i) The peak resident memory of each (f) training workload, as its users would see it: a fresh plain child per
# library (the same children as the cold start's: one library each, default threads) imports it, builds the model,
# runs MEMORY_STEPS training steps and reports its peak RSS (VmHWM: imports, model, data and the steps' arrays
# together) and its RSS just before the first step, so that the steps' own share shows too.

MEMORY_STEPS = 100

MEMORY_CHILD = """
import json, resource, sys
import {module} as lib
import numpy as np
{source}
step = training_maker({build}, {shape})(lib)
with open("/proc/self/statm") as f:
    before = int(f.read().split()[1]) * resource.getpagesize()
for _ in range({steps}):
    step()
assert {other!r} not in sys.modules, "{module} imported {other}"
with open("/proc/self/status") as f:  # the peak of this process's own memory (ru_maxrss keeps the forking parent's)
    peak = next(int(line.split()[1]) for line in f if line.startswith("VmHWM:"))
print(json.dumps({{"before": before / 2 ** 20, "peak": peak / 1024}}))
"""


def measure_memory(label, build, shape, steps):
    """{library: {"before": MB, "peak": MB}} of one (f) workload's child per library (PyTorch's when installed)."""
    figures = {}
    for library in ("specgrad", "PyTorch"):
        module, other = ("specgrad", "torch") if library == "specgrad" else ("torch", "specgrad")
        if library == "PyTorch" and importlib.util.find_spec("torch") is None:
            continue
        source = "\n\n".join(inspect.getsource(f) for f in (build, training_maker))
        text = MEMORY_CHILD.format(module=module, other=other, source=source, build=build.__name__, shape=shape,
                                   steps=steps)
        time.sleep(SETTLE_SECONDS)
        done = subprocess.run([sys.executable, "-c", text], env=child_environment(), capture_output=True, text=True)
        if done.returncode:
            raise RuntimeError(f"{library} memory child of {label} failed:\n{done.stderr}")
        figures[library] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


# ---------------------------------------------------------------------------------- report

def blas_threads():
    """The thread count NumPy's BLAS (OpenBLAS/MKL) starts with: its env settings, else all CPUs."""
    for variable in ("OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "OMP_NUM_THREADS"):
        if os.environ.get(variable, "").isdigit():
            return int(os.environ[variable])
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next(line.split(":", 1)[1].strip() for line in f if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    try:  # private, but the only place NumPy says which SIMD its ufuncs dispatch to
        from numpy._core._multiarray_umath import __cpu_features__ as features
        cpu += ", SIMD " + next((name for name in ("AVX512F", "AVX2", "ASIMD") if features.get(name)), "baseline")
    except ImportError:
        pass
    return cpu


def measure_row(key, torch_process, rounds, per_round, threads):
    """{library: seconds per step of each repeat} of the row `key` for each of LIBRARIES (none: not installed)."""
    samples = {library: [] for library in LIBRARIES}
    expected = None
    if "NumPy" not in workload(key)[2]:  # an nn row: PyTorch's result is its check
        expected = torch_process.submit(reference, key, threads).result()
        if expected is None:  # no PyTorch (or no such op in it) to check ours against: not timed
            return samples
    for round in range(rounds):  # the two processes take turns: a slow spell of the machine hits all columns
        for part in (sample(key, ("specgrad", "NumPy"), per_round, threads, round == 0, expected),
                     torch_process.submit(sample, key, ("PyTorch",), per_round, threads, round == 0).result()):
            for library, values in part.items():
                samples[library] += values
    return samples


def median(values):
    return statistics.median(values) if values else None


def ms(seconds):
    return f"{seconds * 1e3:9.3f}" if seconds is not None else f"{'n/a':>9}"


def us(seconds):
    return f"{seconds * 1e6:9.1f}" if seconds is not None else f"{'n/a':>9}"


def ratio(a, b):
    return f"{a / b:7.2f}x" if a is not None and b is not None else f"{'n/a':>8}"


def spread(values):
    """The interquartile range of the repeats as a percentage of their median, in a column of 6."""
    if len(values) < 2:
        return f"{'n/a':>6}"
    q1, _, q3 = statistics.quantiles(values, n=4, method="inclusive")
    percent = (q3 - q1) / statistics.median(values) * 100
    return f"{percent:5.0f}%" if percent < 999.5 else f"{'>999%':>6}"


def selected(text, table, label):
    """--rows: a row whose label contains the text, or every row of the table named by it."""
    return text in label or text == table


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="few repeats and launches: a smoke run")
    parser.add_argument("--rows", default="", help="only the rows whose label contains this text (e.g. softmax), "
                        "or the whole table of this name: main, scaling, cold, memory")
    parser.add_argument("--no-cold", action="store_true", help="without the cold-start table (h)")
    parser.add_argument("--no-memory", action="store_true", help="without the peak-memory table (i)")
    args = parser.parse_args()
    rounds, per_round = (1, 3) if args.quick else (3, 5)
    launches = 2 if args.quick else 5
    threads = blas_threads()

    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as torch_process:
        version = start(torch_process)
        print(f"specgrad {specgrad.__version__} | numpy {np.__version__} | numba {numba.__version__} | "
              f"torch {version or 'not installed'} | python {platform.python_version()} | {machine()} | "
              f"{os.cpu_count()} cores")
        print(f"threads: NumPy's BLAS {threads} = torch.set_num_threads({threads}); NumPy ufuncs 1; specgrad's "
              f"elementwise ops 1, 2 from {ufunc_threads.MIN_SIZE} elements ("
              + (f"+ - * /, sums and softmax rows: 2 from {ufunc_threads.SPIN_MIN_SIZE}, spin_pool"
                 if ufunc_threads.SPIN_MIN_SIZE < ufunc_threads.MIN_SIZE else "spin_pool off")
              + f"), its nn row kernels 2 (halves) from "
              f"{nn_kernels.IN_TWO_MIN_ELEMENTS}, {numba.config.NUMBA_NUM_THREADS} from "
              f"{nn_kernels.PARALLEL_MIN_ELEMENTS} elements | "
              f"median of {rounds * per_round} repeats | "
              f"ratios < 1: specgrad is faster")
        print("sg IQR, pt IQR: the interquartile range of specgrad's and PyTorch's repeats, as % of the median")
        for table, title, unit in (("main", "workload (times in ms)", ms),
                                   ("scaling", "(g) forward op, per call (times in us)", us)):
            keys = [(table, index) for index, (label, _, _) in enumerate(TABLES[table])
                    if selected(args.rows, table, label)]
            if not keys:
                continue
            header = (f"{title:<46} {'specgrad':>9} {'NumPy':>9} {'PyTorch':>9} {'sg/NumPy':>8} {'sg/torch':>8} "
                      f"{'sg IQR':>6} {'pt IQR':>6}")
            print(f"\n{header}\n{'-' * len(header)}")
            medians = {}
            for key in keys:
                samples = measure_row(key, torch_process, rounds, per_round, threads)
                ours, numpy_time, torch_time = medians[key] = [median(samples[library]) for library in LIBRARIES]
                print(f"{workload(key)[0]:<46} {unit(ours)} {unit(numpy_time)} {unit(torch_time)} "
                      f"{ratio(ours, numpy_time)} {ratio(ours, torch_time)} "
                      f"{spread(samples['specgrad'])} {spread(samples['PyTorch'])}", flush=True)
            if ("main", 0) in medians:  # (a) makes 300 forward ops, each with its backward
                print("\n(a) per op, forward with its backward: " + ", ".join(
                    f"{library} {t / 300 * 1e6:.1f} us" for library, t in zip(LIBRARIES, medians["main", 0]) if t))

    cold_rows = [row for row in COLD_ROWS if selected(args.rows, "cold", row[0])]
    if cold_rows and not args.no_cold:
        header = (f"{'(h) cold start, fresh processes (times in ms)':<46} {'specgrad':>9} {'PyTorch':>9} "
                  f"{'sg/torch':>8} {'sg IQR':>6} {'pt IQR':>6}")
        print(f"\n(h) median of {launches} launches of `python -c`, timed inside the child; cache: Numba's kernel "
              f"cache (warm: filled by an untimed child; empty: a fresh NUMBA_CACHE_DIR per child); default threads")
        print(f"{header}\n{'-' * len(header)}", flush=True)
        results = measure_cold(cold_rows, launches, version is not None)
        for label, ours, theirs, figure in cold_rows:
            values = {library: [figures[figure] for figures in results.get((library, kind), [])]
                      for library, kind in (("specgrad", ours), ("PyTorch", theirs))}
            ours_time, torch_time = median(values["specgrad"]), median(values["PyTorch"])
            print(f"{label:<46} {ms(ours_time)} {ms(torch_time)} {ratio(ours_time, torch_time)} "
                  f"{spread(values['specgrad'])} {spread(values['PyTorch'])}", flush=True)

    memory_rows = [row for row in TRAINING_ROWS if selected(args.rows, "memory", f"(i) {row[0]}")]
    if memory_rows and not args.no_memory:
        steps = 10 if args.quick else MEMORY_STEPS
        header = (f"{'(i) peak memory, fresh processes (MB)':<46} {'specgrad':>9} {'PyTorch':>9} {'sg/torch':>8} "
                  f"{'sg steps':>9} {'pt steps':>9}")
        print(f"\n(i) peak RSS (VmHWM) of a fresh `python -c` child per library: import, model, data and "
              f"{steps} training steps; sg steps, pt steps: how much of it came after the model and data were built")
        print(f"{header}\n{'-' * len(header)}", flush=True)
        for label, build, shape in memory_rows:
            figures = measure_memory(label, build, shape, steps)
            ours, theirs = (figures.get(library, {}) for library in ("specgrad", "PyTorch"))
            mb = lambda value: f"{value:9.1f}" if value is not None else f"{'n/a':>9}"  # noqa: E731
            growth = lambda f: f["peak"] - f["before"] if f else None  # noqa: E731
            print(f"{'(i) ' + label:<46} {mb(ours.get('peak'))} {mb(theirs.get('peak'))} "
                  f"{ratio(ours.get('peak'), theirs.get('peak'))} {mb(growth(ours))} {mb(growth(theirs))}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
