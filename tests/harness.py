"""The checks behind tests/generated/test_ops.py: forward vs NumPy, dtypes, gradcheck,
gradgradcheck and PyTorch, for one test case of one op of derivatives.yaml."""
import itertools
import math
import re
import warnings
from dataclasses import dataclass

import numpy as np
import pytest

import specgrad
from specgrad.autograd import gradcheck, gradgradcheck
from specgrad.generated import ops

TORCH_MISSING = "PyTorch is not installed: `make oracle` installs it (CI always does)"


@dataclass
class OpInfo:
    line: int
    function: str
    params: list
    keyword_only: list
    defaults: dict
    domain: dict
    numpy: str
    torch: str | None
    differentiable_inputs: list
    differentiable_outputs: list
    double_differentiable: bool
    contiguous_only: bool
    special: dict
    dim_ranks: dict
    outputs: list = None      # the outputs' names
    gauge: str | None = None  # an expression over the outputs that every test compares instead of them
    hermitian: list = None    # inputs gradcheck symmetrizes: op((x + x.mT) / 2)
    arbitrary_ties: bool = False
    forward_ad: str | None = None  # how the tangent is made: element_wise, linear, explicit, none, composite
    vmap: str | None = None   # its batching rule: element_wise, dims, sizes, loop, a helper; None: a composite's ops
    random: str | None = None  # when a call draws random numbers


class OpCase:
    def __init__(self, infos, op, shapes, args=None, domain=None, singular=False, values=None):
        self.op, self.info, self.shapes, self.args = op, infos[op], shapes, args or {}
        self.values = values or {}  # tensor inputs given as Python source (indices), not drawn
        self.domain = {**self.info.domain, **(domain or {})}  # a case's own domains replace the op's
        self.singular = singular
        described = ",".join("none" if s is None else "x".join(map(str, s)) if s and isinstance(s[0], int) else
                             ("[" + ",".join("x".join(map(str, x)) for x in s) + "]" if s else "scalar") for s in shapes)
        self.id = f"{op}-{described}" + "".join(f"-{k}={v}" for k, v in self.args.items())

    def __getattr__(self, name):
        return getattr(self.info, name)

    def __repr__(self):
        return f"<{self.id} (derivatives.yaml:{self.info.line})>"


def index_add_reference(grad, shape, indices):
    out = np.zeros(shape, dtype=grad.dtype)
    np.add.at(out, indices, grad)
    return out


# the integer domains and the range each draws from (nonzero_int skips 0: -4..-1, 1..4)
INTEGER_DOMAINS = {"int": (-8, 8), "nonnegative_int": (0, 5), "nonzero_int": (-4, 3)}


def scatter_reference(self, dim, index, src, reduce, include_self=True):
    """scatter/scatter_add/scatter_reduce, one element at a time: every src value (or a number)
    goes to its place, where `reduce` (replace, sum, prod, mean, amax, amin) combines the values
    that land there, with self's own value when include_self."""
    out = np.array(self, copy=True)
    view = out.reshape(1) if out.ndim == 0 else out
    landed = {}
    for position in np.ndindex(*index.shape):
        target = list(position) if index.ndim else [0]
        target[dim] = int(index[position])
        value = src[position] if isinstance(src, np.ndarray) else src
        landed.setdefault(tuple(target), []).append(value)
    combine = {"replace": lambda v: v[-1], "sum": sum, "prod": np.prod, "mean": np.mean, "amax": max, "amin": min}
    for target, values in landed.items():
        values = ([view[target]] if include_self and reduce != "replace" else []) + values
        view[target] = combine[reduce](values)
    return out


# ------------------------------------------------------------------------ special-function references
# NumPy has none of these: plain Python over Python's math module, element by element, written apart
# from specgrad's loops (array_helpers.py): other recurrence depths, series and methods.

def _elementwise(function, x, *args):
    x = np.asarray(x)
    dtype = x.dtype if x.dtype.kind == "f" else np.float64
    return np.vectorize(lambda v: function(float(v), *args), otypes=[dtype])(x)


def _digamma(x):
    if x <= 0 and x == math.floor(x):
        return math.nan
    if x < 0:  # reflection: psi(1 - x) - psi(x) = pi cot(pi x)
        return _digamma(1 - x) - math.pi / math.tan(math.pi * x)
    shift = 0.0
    while x < 20:  # psi(x) = psi(x + 1) - 1 / x
        shift -= 1 / x
        x += 1
    z = 1 / (x * x)  # asymptotic series with the Bernoulli numbers B2 ... B10
    tail = z * (1 / 12 - z * (1 / 120 - z * (1 / 252 - z * (1 / 240 - z / 132))))
    return shift + math.log(x) - 1 / (2 * x) - tail


def _polygamma(x, n):
    """(-1) ** (n + 1) n! zeta(n + 1, x): 30 terms of the sum, then Euler-Maclaurin for the rest."""
    if n == 0:
        return _digamma(x)
    if x <= 0:
        return math.nan
    s = n + 1
    total = sum((x + k) ** -s for k in range(30))
    a = x + 30
    total += a ** (1 - s) / (s - 1) + a ** -s / 2
    bernoulli = [1 / 6, -1 / 30, 1 / 42, -1 / 30, 5 / 66]
    rising = s  # s (s + 1) ... (s + 2j - 2)
    for j, b in enumerate(bernoulli, 1):
        total += b / math.factorial(2 * j) * rising * a ** (-s - 2 * j + 1)
        rising *= (s + 2 * j - 1) * (s + 2 * j)
    return (-1) ** (n + 1) * math.factorial(n) * total


def _erfinv(y):
    """By bisection on math.erf, to the last bit."""
    if abs(y) >= 1:
        return math.copysign(math.inf, y) if abs(y) == 1 else math.nan
    low, high = -7.0, 7.0
    for _ in range(200):
        middle = (low + high) / 2
        if middle in (low, high):
            break
        low, high = (middle, high) if math.erf(middle) < y else (low, middle)
    return (low + high) / 2


def digamma_reference(x):
    return _elementwise(_digamma, x)


def polygamma_reference(n, x):
    return _elementwise(_polygamma, x, n)


def erfinv_reference(x):
    return _elementwise(_erfinv, x)


def cross_entropy_reference(x, target, weight=None, ignore_index=-100, reduction="mean", label_smoothing=0.0,
                            log_probabilities=False):
    """cross_entropy (or nll_loss, given log-probabilities) in plain NumPy, loop by loop: class
    indices (with ignore_index) or class probabilities, weight, label smoothing, any (N, C, d...)."""
    if x.ndim == 1:  # one sample of C classes
        out = cross_entropy_reference(x[None], np.asarray(target)[None], weight, ignore_index, reduction,
                                      label_smoothing, log_probabilities)
        return out[0] if reduction == "none" else out
    classes = x.shape[1]
    logp = x if log_probabilities else x - np.log(np.sum(np.exp(x), axis=1, keepdims=True))
    w = np.ones(classes, x.dtype) if weight is None else weight
    logp = np.moveaxis(logp, 1, -1).reshape(-1, classes)  # one row per sample and position
    if target.dtype.kind == "f":
        t = np.moveaxis(target, 1, -1).reshape(-1, classes) * (1 - label_smoothing) + label_smoothing / classes
        losses = np.array([-sum(logp[k, c] * t[k, c] * w[c] for c in range(classes)) for k in range(len(logp))],
                          x.dtype).reshape(target.shape[:1] + target.shape[2:])
        if reduction == "none":
            return losses
        return np.sum(losses) if reduction == "sum" else np.asarray(np.sum(losses) / losses.size, x.dtype)
    t = target.reshape(-1)
    nll, smooth, total = [], [], 0.0
    for k, c in enumerate(t):
        if c == ignore_index:
            nll.append(0.0)
            smooth.append(0.0)
            continue
        nll.append(-logp[k, c] * w[c])
        smooth.append(-sum(logp[k, j] * w[j] for j in range(classes)))
        total += w[c]
    nll, smooth = np.array(nll, x.dtype).reshape(target.shape), np.array(smooth, x.dtype).reshape(target.shape)
    if reduction == "sum":
        nll, smooth = np.sum(nll), np.sum(smooth)
    elif reduction == "mean":
        nll, smooth = np.asarray(np.sum(nll) / total, x.dtype), np.asarray(np.sum(smooth) / total, x.dtype)
    if label_smoothing == 0:
        return nll
    return np.asarray((1 - label_smoothing) * nll + smooth * (label_smoothing / classes), x.dtype)


def _draw(domain, shape, dtype, rng):
    if domain in ("invertible", "symmetric", "spd", "singular", "full_rank"):
        return np.asarray(_draw_matrices(domain, shape, rng), dtype=dtype)
    if domain == "bool":
        return np.asarray(rng.random(shape) > 0.5)
    if domain == "small_int":
        return rng.integers(-2, 3, size=shape).astype(dtype)
    if domain in INTEGER_DOMAINS:  # int64 whatever the dtype asked for, as bool
        low, high = INTEGER_DOMAINS[domain]
        values = rng.integers(low, high + 1, size=shape)
        if domain == "nonzero_int":
            values = np.where(values >= 0, values + 1, values)
        return np.asarray(values, dtype=np.int64)
    values = rng.uniform(-2, 2, size=shape)
    if domain == "nonfinite":
        values = np.where(rng.random(shape) < 0.5, rng.choice([np.nan, np.inf, -np.inf], size=shape), values)
    if domain == "positive":
        values = rng.uniform(0.5, 2, size=shape)
    elif domain == "nonzero":
        values = np.sign(values + (values == 0)) * rng.uniform(0.5, 2, size=shape)
    elif domain == "unit":
        values = rng.uniform(-0.9, 0.9, size=shape)
    elif domain == "above_one":
        values = rng.uniform(1.1, 3, size=shape)
    elif domain == "probability":
        values = rng.uniform(0.05, 0.95, size=shape)
    return np.asarray(values, dtype=dtype)


def _draw_matrices(domain, shape, rng):
    """Square matrices (..., n, n): well conditioned (invertible), symmetric with distinct eigenvalues
    (symmetric), symmetric positive definite (spd), singular with a determinant of exactly 0, or
    (..., m, n) of full rank with well separated singular values (full_rank)."""
    n = shape[-1]
    values = rng.uniform(-1, 1, size=shape)
    if domain == "full_rank":  # any shape (..., m, n): distinct, well separated singular values
        return values + np.eye(shape[-2], n) * (2 + 1.5 * np.arange(n))
    if domain == "invertible":
        return values + np.eye(n) * (n + 1) * np.sign(rng.uniform(-1, 1, size=shape[:-2] + (1, 1)))
    if domain == "singular":  # small integers, the last row a copy of the first: the determinant is exactly 0
        values = rng.integers(-2, 3, size=shape).astype(np.float64)
        values[..., -1, :] = values[..., 0, :]
        return values
    if domain == "symmetric":
        return values + np.swapaxes(values, -1, -2) + np.diag(np.arange(n) * 1.5)
    return values @ np.swapaxes(values, -1, -2) + np.eye(n)


def gauged(case, outputs):
    """The outputs a test compares: the op's own, or the spec's gauge-invariant function of them."""
    if not case.gauge:
        return tuple(outputs)
    names = dict(zip(case.outputs, outputs))
    result = eval(case.gauge, {"abs": abs}, names)
    return tuple(result) if isinstance(result, tuple) else (result,)


def make_arrays(case, dtype, seed=0, layout="contiguous"):
    """Input arrays by parameter name (a list of arrays for a Tensor[] parameter)."""
    rng = np.random.default_rng(seed)
    tensors = [name for name, kind in case.params if kind in ("tensor", "tensor_list")]
    arrays = {}
    for name, shape in zip(tensors, case.shapes):
        domain = case.domain.get(name, "any")
        kind = dict(case.params)[name]
        if shape is None:  # an optional `Tensor?` input left out (a case's `null` shape)
            arrays[name] = None
        elif name in case.values:
            # `dtype`: the dtype the test draws its other inputs in (a float value that must match them)
            arrays[name] = np.asarray(eval(case.values[name], {"np": np, "dtype": np.dtype(dtype)}))
            assert list(arrays[name].shape) == list(shape), \
                f"{case}: the value of {name} has shape {list(arrays[name].shape)}, `shapes:` says {shape}"
        elif domain == "class_index":  # int64 in [0, C): C is dim 1 of the first input (dim 0 if 1-D)
            first = arrays[tensors[0]]
            classes = first.shape[1] if first.ndim >= 2 else first.shape[0]
            arrays[name] = rng.integers(0, classes, size=tuple(shape)).astype(np.int64)
        elif kind == "tensor_list":
            arrays[name] = [_draw(domain, tuple(s), dtype, rng) for s in shape]
        else:
            arrays[name] = _draw(domain, tuple(shape), dtype, rng)
    if layout == "non_contiguous":
        for name, value in arrays.items():
            if value is None:
                continue
            values = value if isinstance(value, list) else [value]
            laid_out = [np.asfortranarray(v) if v.ndim >= 2 else v for v in values]
            arrays[name] = laid_out if isinstance(value, list) else laid_out[0]
    return arrays


def _value(case, name, kind, module):
    """A non-tensor argument: from the case, else the parameter's default."""
    if name in case.args:
        value = case.args[name]
    elif name in case.defaults:
        value = eval(case.defaults[name])
    else:
        raise KeyError(f"{case.id}: no value for parameter {name!r}")
    if kind == "index" and isinstance(value, str):
        value = eval(value, {"np": np})
    if kind == "dtype" and isinstance(value, str):
        value = getattr(module, value)
    if kind == "memory_format" and isinstance(value, str) and module is not np:  # NumPy has none: the name
        value = getattr(module, value)
    return value


def call_specgrad(case, tensors):
    args, kwargs = [], {}
    for name, kind in case.params:
        value = tensors[name] if name in tensors else _value(case, name, kind, specgrad)
        if name in case.keyword_only:
            kwargs[name] = value
        else:
            args.append(value)
    out = getattr(ops, case.function)(*args, **kwargs)
    return tuple(out) if isinstance(out, tuple) else (out,)


def to_tensors(case, arrays, requires_grad):
    tensors = {}
    for name, value in arrays.items():
        grad = requires_grad and name in case.differentiable_inputs
        if value is None:
            tensors[name] = None
        elif isinstance(value, list):
            tensors[name] = [specgrad.from_numpy(v).requires_grad_(grad) for v in value]
        else:
            tensors[name] = specgrad.from_numpy(value).requires_grad_(grad and value.dtype.kind == "f")
    return tensors


def numpy_reference(case, arrays):
    namespace = {"np": np, "index_add_reference": index_add_reference, "scatter_reference": scatter_reference,
                 "math": math, "digamma_reference": digamma_reference, "polygamma_reference": polygamma_reference,
                 "erfinv_reference": erfinv_reference, "cross_entropy_reference": cross_entropy_reference,
                 "nn_reference": nn_reference}
    for name, kind in case.params:
        namespace[name] = arrays[name] if name in arrays else _value(case, name, kind, np)
    out = eval(case.numpy, namespace)
    return tuple(np.asarray(o) for o in out) if isinstance(out, tuple) else (np.asarray(out),)


def check_forward(case, dtype):
    arrays = make_arrays(case, dtype)
    outputs = call_specgrad(case, to_tensors(case, arrays, requires_grad=False))
    expected = numpy_reference(case, arrays)
    assert len(outputs) == len(expected), f"{case}: {len(outputs)} outputs, NumPy reference has {len(expected)}"
    outputs, expected = gauged(case, outputs), gauged(case, expected)
    assert len(outputs) == len(expected), f"{case}: {len(outputs)} outputs, NumPy reference has {len(expected)}"
    tolerance = {"float32": dict(rtol=2e-5, atol=1e-6), "float64": dict(rtol=1e-10, atol=1e-12)}[dtype]
    for out, ref in zip(outputs, expected):
        assert tuple(out.shape) == ref.shape, f"{case}: shape {tuple(out.shape)}, NumPy gives {ref.shape}"
        np.testing.assert_allclose(out.numpy(), ref, **tolerance, err_msg=f"{case} in {dtype}")


def check_dtypes(case):
    """Output dtypes follow PyTorch's promotion: float32 in, float32 out; mixed float32/float64 as torch."""
    arrays = make_arrays(case, "float32")
    outputs = call_specgrad(case, to_tensors(case, arrays, requires_grad=False))
    for out, ref in zip(outputs, numpy_reference(case, arrays)):
        assert out.dtype.numpy == ref.dtype, f"{case}: float32 inputs gave {out.dtype}, NumPy {ref.dtype}"
    try:
        import torch
    except ImportError:
        return
    if not case.torch:
        return
    # mixed precision: the first tensor input float64, the others float32
    mixed = make_arrays(case, "float32")
    first = next(iter(mixed))
    if isinstance(mixed[first], np.ndarray) and mixed[first].dtype.kind == "f":
        mixed[first] = mixed[first].astype(np.float64)
    try:
        theirs = torch_outputs(case, mixed, torch, requires_grad=False)[0]
    except RuntimeError:
        # PyTorch refuses mixed dtypes for this op (matmul): so must specgrad
        with pytest.raises(RuntimeError):
            call_specgrad(case, to_tensors(case, mixed, requires_grad=False))
        return
    ours = call_specgrad(case, to_tensors(case, mixed, requires_grad=False))

    for out, ref in zip(ours, theirs):
        assert out.dtype.name == str(ref.dtype).replace("torch.", ""), f"{case}: mixed inputs gave {out.dtype}, torch {ref.dtype}"


def _differentiable_function(case, arrays):
    """(function of flat tensors returning the differentiable outputs, the flat input tensors)."""
    tensors = to_tensors(case, arrays, requires_grad=True)
    absent = {name: None for name, v in tensors.items() if v is None}
    tensors = {name: v for name, v in tensors.items() if v is not None}
    layout = [(name, len(v) if isinstance(v, list) else None) for name, v in tensors.items()]
    flat = [t for v in tensors.values() for t in (v if isinstance(v, list) else [v])]

    def function(*flat_inputs):
        rebuilt, position = dict(absent), 0
        for name, count in layout:
            if count is None:
                rebuilt[name], position = flat_inputs[position], position + 1
            else:
                rebuilt[name], position = list(flat_inputs[position:position + count]), position + count
        for name in case.hermitian or ():
            rebuilt[name] = (rebuilt[name] + rebuilt[name].mT) * 0.5
        outputs = call_specgrad(case, rebuilt)
        if case.gauge:
            return gauged(case, outputs)
        return tuple(outputs[i] for i in differentiable_indices(case, outputs))
    return function, flat


def differentiable_indices(case, outputs):
    """The positions of the outputs that carry gradients: all of a Tensor[] return's."""
    if case.differentiable_outputs == "all":
        return range(len(outputs))
    return case.differentiable_outputs


def _skip_if_integer(case, arrays):
    """A case whose inputs are all integers or bools (an integer domain) has nothing to differentiate."""
    if not any(a.dtype.kind == "f" for v in arrays.values() for a in (v if isinstance(v, list) else [v])):
        pytest.skip("integer inputs only: nothing to differentiate")


def _skip_if_singular(case):
    if case.singular:
        pytest.skip("the case sits on a singularity: its gradients are compared with PyTorch's, not finite differences")


def check_gradcheck(case, layout):
    _skip_if_singular(case)
    arrays = make_arrays(case, "float64", layout=layout)
    if layout == "non_contiguous":
        if case.contiguous_only:
            pytest.skip(f"{case.op} works on contiguous inputs only (as in PyTorch)")
        if not any(not a.flags.c_contiguous for v in arrays.values() if v is not None
                   for a in (v if isinstance(v, list) else [v])):
            pytest.skip("no input has two or more dimensions to lay out non-contiguously")
    _skip_if_integer(case, arrays)
    function, inputs = _differentiable_function(case, arrays)
    assert gradcheck(function, inputs)


def check_gradgradcheck(case):
    _skip_if_singular(case)
    arrays = make_arrays(case, "float64")
    _skip_if_integer(case, arrays)
    function, inputs = _differentiable_function(case, arrays)
    if not case.double_differentiable:
        # the spec says its formulas cannot be differentiated: double backward must say so, naming the op (a
        # composite's: naming the op it calls that refuses)
        line = "[0-9]+" if case.forward_ad == "composite" else case.line
        with pytest.raises(NotImplementedError, match=f"derivatives.yaml:{line}"):
            gradgradcheck(function, inputs)
        return
    assert gradgradcheck(function, inputs)
    check_first_derivative_renderings_agree(function, inputs)


def check_first_derivative_renderings_agree(function, inputs):
    """Each gradient formula has two renderings: on raw arrays (backward) and with ops (create_graph=True).
    gradgradcheck differentiates the second, which a consistent mistake in it (one the first rendering does
    not share) would pass: the two first derivatives must agree."""
    outputs = [o for o in function(*inputs) if o.requires_grad]
    differentiable = [t for t in inputs if t.requires_grad]
    if not outputs or not differentiable:
        return
    rng = np.random.default_rng(7)
    grad_outputs = [specgrad.tensor(rng.standard_normal(tuple(o.shape)).astype(o.detach().numpy().dtype)) for o in outputs]
    fast = specgrad.autograd.grad(outputs, differentiable, grad_outputs, retain_graph=True, allow_unused=True)
    slow = specgrad.autograd.grad(outputs, differentiable, grad_outputs, create_graph=True, allow_unused=True)
    for f, s in zip(fast, slow):
        if f is None or s is None:
            assert f is None and s is None or (f if s is None else s).abs().max().item() == 0
            continue
        np.testing.assert_allclose(s.detach().numpy(), f.numpy(), rtol=1e-7, atol=1e-9,
                                   err_msg="the create_graph=True rendering of a formula differs from backward's")


def check_jvp(case):
    """Forward mode (float64): the outputs' tangents for random input tangents v are J v. Checked two ways:
    against reverse mode (u . J v = J^T u . v for a random u: the backward formulas are gradchecked), and
    against central finite differences of the op along v. An entry without a tangent must refuse a dual input
    with PyTorch's error, naming its spec line."""
    from specgrad.autograd import forward_ad
    _skip_if_singular(case)
    arrays = make_arrays(case, "float64")
    _skip_if_integer(case, arrays)
    function, inputs = _differentiable_function(case, arrays)
    rng = np.random.default_rng(5)
    directions = [rng.standard_normal(t.shape) if t.requires_grad else None for t in inputs]

    def along(step):  # the op's outputs at inputs + step * v
        moved = [specgrad.tensor(t.detach().numpy() + step * v) if v is not None else t.detach()
                 for t, v in zip(inputs, directions)]
        return [o.detach().numpy() for o in function(*moved)]

    with forward_ad.dual_level():
        duals = [forward_ad.make_dual(t.detach(), specgrad.tensor(v)) if v is not None else t.detach()
                 for t, v in zip(inputs, directions)]
        if case.forward_ad == "none":
            with pytest.raises(NotImplementedError, match=f"Trying to use forward AD with .*derivatives.yaml:{case.line}"):
                function(*duals)
            return
        try:
            outputs = function(*duals)
        except NotImplementedError as error:
            if case.forward_ad == "composite" and "Trying to use forward AD" in str(error):
                pytest.xfail(f"a composite calling an op without a tangent: {error}")
            raise
        jvps = [forward_ad.unpack_dual(o).tangent for o in outputs]
    jvps = [np.zeros(o.shape) if t is None else t.detach().numpy() for o, t in zip(outputs, jvps)]
    h = 1e-6
    plus, minus = along(h), along(-h)
    for jvp, p, m in zip(jvps, plus, minus):
        assert jvp.shape == p.shape
        np.testing.assert_allclose(jvp, (p - m) / (2 * h), rtol=1e-4, atol=1e-5,
                                   err_msg="the tangent differs from finite differences")
    # a random u, zero where the output is not finite (the mean over an empty dim: NaN, whose gradient is 0)
    us = [rng.standard_normal(o.shape) * np.isfinite(o.detach().numpy()) for o in outputs]
    leaves = [t for t in inputs if t.requires_grad]
    grads = specgrad.autograd.grad(list(function(*inputs)), leaves, [specgrad.tensor(u) for u in us],
                                   allow_unused=True)
    backward = sum(float((g.numpy() * v).sum()) for g, v in zip(grads, [v for v in directions if v is not None])
                   if g is not None)
    forward = sum(float(np.where(u != 0, u * j, 0).sum()) for u, j in zip(us, jvps))
    assert math.isclose(forward, backward, rel_tol=1e-8, abs_tol=1e-10), \
        f"u . (J v) = {forward} from the tangent, but (J^T u) . v = {backward} from backward"


def _forward_ad_refusal(case, call):
    """Runs call(), the forward-mode computation: an entry without a tangent must refuse it with PyTorch's
    error naming its spec line (True: it did); a composite calling such an op xfails, as in check_jvp."""
    if case.forward_ad == "none":
        with pytest.raises(NotImplementedError, match=f"Trying to use forward AD with .*derivatives.yaml:{case.line}"):
            call()
        return True, None
    try:
        return False, call()
    except NotImplementedError as error:
        if case.forward_ad == "composite" and "Trying to use forward AD" in str(error):
            pytest.xfail(f"a composite calling an op without a tangent: {error}")
        raise


def _skip_if_no_differentiable_output(case, function, primals):
    if not function(*primals):
        pytest.skip("no differentiable output (integer outputs only)")


def check_jacfwd(case):
    """specgrad.func.jacfwd's Jacobian (one batched forward pass of unit tangents: the tangent formulas under
    vmap) equals jacrev's (the gradchecked backward formulas), float64, for every differentiable output and
    input. Not-finite entries must agree as NaN/inf."""
    from specgrad.func import jacfwd, jacrev
    _skip_if_singular(case)
    arrays = make_arrays(case, "float64")
    _skip_if_integer(case, arrays)
    function, inputs = _differentiable_function(case, arrays)
    argnums = tuple(k for k, t in enumerate(inputs) if t.requires_grad)
    if not argnums:
        pytest.skip("no floating-point input to differentiate")
    primals = [t.detach() for t in inputs]
    _skip_if_no_differentiable_output(case, function, primals)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the loop fallback's performance warning (jacfwd batches its tangents)
        refused, forward = _forward_ad_refusal(case, lambda: jacfwd(function, argnums=argnums)(*primals))
    if refused:
        return
    if case.double_differentiable:
        reverse = jacrev(function, argnums=argnums)(*primals)
    else:  # jacrev's batch of cotangents runs the backward formulas as ops, which the spec says cannot be done
        rows = specgrad.autograd.functional.jacobian(lambda *xs: tuple(function(*xs)), tuple(primals))
        reverse = [tuple(rows[k][j] for j in argnums) for k in range(len(rows))]
    assert len(forward) == len(reverse)
    for k, (fwd_blocks, rev_blocks) in enumerate(zip(forward, reverse)):
        for j, f, r in zip(argnums, fwd_blocks, rev_blocks):
            assert tuple(f.shape) == tuple(r.shape), f"output {k}, input {j}: jacfwd {tuple(f.shape)}, jacrev {tuple(r.shape)}"
            np.testing.assert_allclose(f.detach().numpy(), r.detach().numpy(), rtol=1e-9, atol=1e-10, equal_nan=True,
                                       err_msg=f"d output {k} / d input {j}: jacfwd differs from jacrev")


def _torch_differentiable_function(case, arrays, torch):
    """As _differentiable_function, with the case's PyTorch expression: (function of the flat inputs returning
    the differentiable outputs, the flat input tensors)."""
    tensors = {name: value for name, value in arrays.items() if value is not None}
    layout = [(name, len(v) if isinstance(v, list) else None) for name, v in tensors.items()]
    flat = [torch.tensor(a) for v in tensors.values() for a in (v if isinstance(v, list) else [v])]

    def function(*flat_inputs):
        namespace, position = {"torch": torch, "np": np}, 0
        for name, count in layout:
            if count is None:
                namespace[name], position = flat_inputs[position], position + 1
            else:
                namespace[name], position = list(flat_inputs[position:position + count]), position + count
        for name in case.hermitian or ():
            namespace[name] = (namespace[name] + namespace[name].mT) * 0.5
        for name, kind in case.params:
            if name not in namespace:
                namespace[name] = None if name in arrays else _value(case, name, kind, torch)
        out = eval(case.torch, namespace)
        outputs = tuple(out) if isinstance(out, tuple) else (out,)
        return tuple(outputs[i] for i in differentiable_indices(case, outputs))
    return function, flat


def check_jvp_torch(case):
    """specgrad.func.jvp of the op (float64) against torch.func.jvp of its PyTorch expression, with the same
    primals and random tangents: the outputs and their tangents. PyTorch's forward AD is an independent
    oracle for the tangent formulas (check_jvp compares them with specgrad's own backward)."""
    from specgrad.func import jvp
    torch = pytest.importorskip("torch", reason=TORCH_MISSING)
    if not case.torch:
        pytest.skip("no PyTorch expression")
    if case.arbitrary_ties or case.gauge:
        pytest.skip("arbitrary ties or a gauge freedom: PyTorch may pick another of the equally valid outputs")
    _skip_if_singular(case)
    arrays = make_arrays(case, "float64")
    _skip_if_integer(case, arrays)
    function, inputs = _differentiable_function(case, arrays)
    torch_function, torch_inputs = _torch_differentiable_function(case, arrays, torch)
    chosen = [k for k, t in enumerate(inputs) if t.requires_grad]
    if not chosen:
        pytest.skip("no floating-point input to differentiate")
    rng = np.random.default_rng(5)
    directions = [rng.standard_normal(tuple(inputs[k].shape)) for k in chosen]

    def of_chosen(call, flat):  # the function of the differentiable inputs, the others fixed
        def f(*values):
            full = list(flat)
            for k, v in zip(chosen, values):
                full[k] = v
            return call(*full)
        return f
    primals = [t.detach() for t in inputs]
    _skip_if_no_differentiable_output(case, function, primals)
    try:
        theirs, their_tangents = torch.func.jvp(of_chosen(torch_function, torch_inputs),
                                                tuple(torch_inputs[k] for k in chosen),
                                                tuple(torch.tensor(d) for d in directions))
    except (RuntimeError, NotImplementedError) as error:
        if "Trying to use forward AD" not in str(error):
            raise
        pytest.skip(f"torch.func.jvp refuses the op (PyTorch has no tangent for it): {str(error).splitlines()[0]}")
    refused, result = _forward_ad_refusal(case, lambda: jvp(of_chosen(function, primals),
                                                            tuple(primals[k] for k in chosen),
                                                            tuple(specgrad.tensor(d) for d in directions)))
    if refused:
        return
    ours, our_tangents = result
    assert len(ours) == len(theirs)
    try:
        for k, (o, t, ot, tt) in enumerate(zip(ours, theirs, our_tangents, their_tangents)):
            np.testing.assert_allclose(o.detach().numpy(), t.detach().numpy(), rtol=1e-10, atol=1e-12, equal_nan=True,
                                       err_msg=f"output {k} differs from PyTorch's")
            assert tuple(ot.shape) == tuple(tt.shape)
            np.testing.assert_allclose(ot.detach().numpy(), tt.detach().numpy(force=True), rtol=1e-8, atol=1e-10,
                                       equal_nan=True, err_msg=f"the tangent of output {k} differs from torch.func.jvp's")
    except AssertionError:
        if case.id in TORCH_JVP_DIFFERS:
            pytest.xfail(TORCH_JVP_DIFFERS[case.id])
        raise
    assert case.id not in TORCH_JVP_DIFFERS, \
        f"{case.id} now matches torch.func.jvp: remove it from TORCH_JVP_DIFFERS ({TORCH_JVP_DIFFERS[case.id]})"


# cases (by id) whose torch.func.jvp (PyTorch 2.13) differs from specgrad's, where PyTorch's forward AD is the
# one that is wrong (the case xfails; should it come to match, the test fails until the entry is removed)
TORCH_JVP_DIFFERS = {
    "scatter_reduce-4x2,3x2,3x2-dim=0-reduce=prod":
        "torch.func.jvp of scatter_reduce(reduce='prod') gives a zero tangent; torch.autograd.functional.jvp "
        "(double backward) and finite differences (test_forward_mode) give specgrad's",
}


VMAP_LAYOUTS = ["all at dim 0", "first only", "all at the last dim"]
# ops whose vmap differs from the loop over examples, and why (each xfails, so a fix shows as XPASS)
VMAP_KNOWN = {
    "as_strided": "as_strided reads the strides and storage offset of its input: inside vmap each example is a "
                  "view into the batch's storage, so the offsets count from the batch's start, not the example's "
                  "(functorch's rule makes them relative to each example)",
}


def check_vmap(case, layout):
    """vmap of the op over 3 examples (float64) against the op called on each example and stacked: the
    outputs, and the gradients of a random weighting of them through the batched computation. Layouts: every
    tensor input batched at dim 0; only the first (the others shared: in_dims None); every one at its last
    dim. An op whose outputs change shape from example to example cannot be stacked, nor vmapped."""
    import warnings
    from specgrad.func import vmap
    if case.random:
        pytest.skip("draws random numbers: vmap's randomness is tested in tests/test_func.py")
    if case.op in VMAP_KNOWN:
        pytest.xfail(VMAP_KNOWN[case.op])
    _skip_if_singular(case)
    examples = [make_arrays(case, "float64", seed=seed) for seed in range(3)]
    tensors = [name for name, kind in case.params if kind in ("tensor", "tensor_list") and examples[0][name] is not None]
    if not tensors:
        pytest.skip("no tensor input")
    batched_names = tensors[:1] if layout == "first only" else tensors
    for name in tensors:  # shared inputs are example 0's in every call
        if name not in batched_names:
            for arrays in examples[1:]:
                arrays[name] = examples[0][name]
    rng = np.random.default_rng(7)
    per_example = []
    for arrays in examples:
        inputs = to_tensors(case, arrays, requires_grad=True)
        per_example.append((inputs, call_specgrad(case, inputs)))
    shapes = {tuple(tuple(o.shape) for o in outputs) for _, outputs in per_example}
    if len(shapes) > 1:
        pytest.skip("outputs of data-dependent shape (they differ between examples)")
    at_last = layout == "all at the last dim"

    def grad_for(name, array):
        return name in case.differentiable_inputs and array.dtype.kind == "f"

    def stacked(name):
        values = [arrays[name] for arrays in examples]
        if isinstance(values[0], list):
            return [specgrad.tensor(np.stack([v[k] for v in values], -1 if at_last else 0)).requires_grad_(
                grad_for(name, values[0][k])) for k in range(len(values[0]))]
        array = np.stack(values, -1 if at_last else 0)
        return specgrad.tensor(array).requires_grad_(grad_for(name, array))
    batched = {name: stacked(name) if name in batched_names else to_tensors(case, examples[0], True)[name]
               for name in tensors}
    in_dims = tuple(([-1] * len(batched[n]) if isinstance(batched[n], list) else -1) if at_last and n in batched_names
                    else ([0] * len(batched[n]) if isinstance(batched[n], list) else 0) if n in batched_names
                    else None for n in tensors)
    absent = {name: None for name, kind in case.params if kind in ("tensor", "tensor_list") and name not in tensors}

    def function(*values):
        return call_specgrad(case, {**absent, **dict(zip(tensors, values))})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the loop fallback's performance warning
        outputs = vmap(function, in_dims=in_dims)(*[batched[n] for n in tensors])
    expected = [np.stack([outs[k].detach().numpy() for _, outs in per_example]) for k in range(len(outputs))]
    for k, (got, want) in enumerate(zip(outputs, expected)):
        assert tuple(got.shape) == want.shape, f"output {k}: vmap gave shape {tuple(got.shape)}, the loop {want.shape}"
        assert got.dtype == per_example[0][1][k].dtype, f"output {k}: vmap gave {got.dtype}"
        np.testing.assert_allclose(got.detach().numpy(), want, rtol=1e-10, atol=1e-12, equal_nan=True,
                                   err_msg=f"output {k} of vmap differs from the op on each example ({case.vmap})")

    def leaves_of(tensors_by_name):  # [(input name, the leaf)] of the differentiable inputs, list elements each
        return [(n, t) for n in tensors for t in (tensors_by_name[n] if isinstance(tensors_by_name[n], list)
                                                  else [tensors_by_name[n]]) if t.requires_grad]
    if layout == VMAP_LAYOUTS[0] and case.torch and not case.arbitrary_ties and not case.gauge \
            and case.op not in TORCH_VMAP_DIFFERS:
        _check_torch_vmap(case, examples, tensors, expected)
    differentiable = [k for k in differentiable_indices(case, outputs) if outputs[k].requires_grad]
    leaves = leaves_of(batched)
    if not differentiable or not leaves:
        return
    weights = [rng.standard_normal(tuple(outputs[k].shape)) * np.isfinite(expected[k]) for k in differentiable]
    grads = specgrad.autograd.grad([outputs[k] for k in differentiable], [t for _, t in leaves],
                                   [specgrad.tensor(w) for w in weights], allow_unused=True)
    # the same weighting of each example's outputs, differentiated example by example
    expected_grads = [np.zeros(tuple(t.shape)) for _, t in leaves]
    for i, (inputs, outs) in enumerate(per_example):
        example_leaves = leaves_of(inputs)
        assert [n for n, _ in example_leaves] == [n for n, _ in leaves]
        gs = specgrad.autograd.grad([outs[k] for k in differentiable], [t for _, t in example_leaves],
                                    [specgrad.tensor(w[i]) for w in weights], allow_unused=True)
        for j, ((name, _), g) in enumerate(zip(example_leaves, gs)):
            if g is None:
                continue
            if name not in batched_names:
                expected_grads[j] += g.numpy()  # a shared input gathers every example's gradient
            elif at_last:
                expected_grads[j][..., i] = g.numpy()
            else:
                expected_grads[j][i] = g.numpy()
    for j, (g, want) in enumerate(zip(grads, expected_grads)):
        got = np.zeros_like(want) if g is None else g.numpy()
        np.testing.assert_allclose(got, want, rtol=1e-9, atol=1e-10,
                                   err_msg=f"the gradient of input {j} through vmap differs from the loop's")


def check_nested_vmap(case):
    """vmap(vmap(op)) over inputs of shape (2, 3, *example) (float64, every tensor input batched at dim 0 of
    both levels) against the op called on each of the 6 examples and stacked: a batching rule must handle an
    input that is already batched at an outer level (two levels, or a batch dim not at 0 in the inner one)."""
    import warnings
    from specgrad.func import vmap
    if case.random:
        pytest.skip("draws random numbers: vmap's randomness is tested in tests/test_func.py")
    if case.op in VMAP_KNOWN:
        pytest.xfail(VMAP_KNOWN[case.op])
    _skip_if_singular(case)
    examples = [make_arrays(case, "float64", seed=seed) for seed in range(6)]
    tensors = [name for name, kind in case.params if kind in ("tensor", "tensor_list") and examples[0][name] is not None]
    if not tensors:
        pytest.skip("no tensor input")
    per_example = [call_specgrad(case, to_tensors(case, arrays, requires_grad=False)) for arrays in examples]
    if len({tuple(tuple(o.shape) for o in outputs) for outputs in per_example}) > 1:
        pytest.skip("outputs of data-dependent shape (they differ between examples)")

    def stacked(name):  # (2, 3, *example): examples 0-2, then 3-5
        values = [arrays[name] for arrays in examples]
        if isinstance(values[0], list):
            return [specgrad.tensor(np.stack([v[k] for v in values]).reshape((2, 3) + values[0][k].shape))
                    for k in range(len(values[0]))]
        return specgrad.tensor(np.stack(values).reshape((2, 3) + values[0].shape))
    absent = {name: None for name, kind in case.params if kind in ("tensor", "tensor_list") and name not in tensors}

    def function(*values):
        return call_specgrad(case, {**absent, **dict(zip(tensors, values))})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the loop fallback's performance warning
        outputs = vmap(vmap(function, in_dims=0), in_dims=0)(*[stacked(n) for n in tensors])
    assert len(outputs) == len(per_example[0])
    for k, got in enumerate(outputs):
        want = np.stack([outs[k].numpy() for outs in per_example])
        want = want.reshape((2, 3) + want.shape[1:])
        assert tuple(got.shape) == want.shape, f"output {k}: vmap(vmap) gave shape {tuple(got.shape)}, the loop {want.shape}"
        assert got.dtype == per_example[0][k].dtype, f"output {k}: vmap(vmap) gave {got.dtype}"
        np.testing.assert_allclose(got.numpy(), want, rtol=1e-10, atol=1e-12, equal_nan=True,
                                   err_msg=f"output {k} of vmap(vmap) differs from the op on each example ({case.vmap})")



# where torch.func.vmap (PyTorch 2.13) gives another result than PyTorch's own op on each example
TORCH_VMAP_DIFFERS = {
    "argmax": "torch.func.vmap(lambda t: t.argmax(keepdim=True)) drops a kept dim: (B, 1) for examples (3, 4), "
              "whose argmax(keepdim=True) is (1, 1)",
    "argmin": "as argmax",
}


def _check_torch_vmap(case, examples, tensors, expected):
    """torch.func.vmap of the case's PyTorch expression over the same examples gives the loop's outputs too
    (where PyTorch's vmap takes the op at all: it refuses data-dependent shapes and .item())."""
    torch = pytest.importorskip("torch", reason=TORCH_MISSING)

    def function(*values):
        namespace = {"torch": torch, "np": np}
        for name, kind in case.params:
            if name in tensors:
                namespace[name] = values[tensors.index(name)]
            elif name in examples[0]:
                namespace[name] = None  # an optional tensor left out
            else:
                namespace[name] = _value(case, name, kind, torch)
        out = eval(case.torch, namespace)
        return tuple(out) if isinstance(out, tuple) else (out,)

    def stacked(name):
        values = [arrays[name] for arrays in examples]
        if isinstance(values[0], list):
            return [torch.tensor(np.stack([v[k] for v in values])) for k in range(len(values[0]))]
        return torch.tensor(np.stack(values))
    try:
        theirs = torch.func.vmap(function)(*[stacked(n) for n in tensors])
    except (RuntimeError, ValueError, NotImplementedError, IndexError, TypeError):
        return  # PyTorch's vmap refuses what its op on each example runs (.item(), data-dependent shapes,
        # squeeze(-1) of 0-d examples, slice_scatter, linalg.solve of a vector B)
    for k, (t, want) in enumerate(zip(theirs, expected)):
        np.testing.assert_allclose(t.detach().numpy(), want, rtol=1e-9, atol=1e-11, equal_nan=True,
                                   err_msg=f"output {k}: torch.func.vmap differs from the loop over examples")


def torch_outputs(case, arrays, torch, requires_grad):
    namespace = {"torch": torch, "np": np}
    leaves = []
    for name, kind in case.params:
        if name in arrays:
            value = arrays[name]
            grad = requires_grad and name in case.differentiable_inputs
            if value is None:
                namespace[name] = None
            elif isinstance(value, list):
                namespace[name] = [torch.tensor(v, requires_grad=grad) for v in value]
                leaves.extend(namespace[name] if grad else [])
            else:
                namespace[name] = torch.tensor(value, requires_grad=grad and value.dtype.kind == "f")
                if namespace[name].requires_grad:
                    leaves.append(namespace[name])
        else:
            namespace[name] = _value(case, name, kind, torch)
    out = eval(case.torch, namespace)
    return (tuple(out) if isinstance(out, tuple) else (out,)), leaves


def check_torch(case, arrays=None, ties=False):
    """Forward and gradients as PyTorch's. With `ties` (inputs full of equal values) an op whose
    choice among equal elements PyTorch leaves unspecified (`arbitrary_ties`) has its first
    output's values compared only."""
    torch = pytest.importorskip("torch", reason=TORCH_MISSING)
    arrays = make_arrays(case, "float64", seed=1) if arrays is None else arrays
    tensors = to_tensors(case, arrays, requires_grad=True)
    ours = call_specgrad(case, tensors)
    theirs, torch_leaves = torch_outputs(case, arrays, torch, requires_grad=True)
    if ties and case.arbitrary_ties:
        np.testing.assert_allclose(ours[0].detach().numpy(), theirs[0].detach().numpy(), rtol=1e-10, atol=1e-12,
                                   err_msg=f"{case}: values differ from PyTorch at {_show(arrays)}")
        return
    compared = list(differentiable_indices(case, ours))
    if case.gauge:
        ours, theirs = gauged(case, ours), gauged(case, theirs)
        compared = list(range(len(ours)))
    for out, ref in zip(ours, theirs):
        np.testing.assert_allclose(out.detach().numpy(), ref.detach().numpy(), rtol=1e-10, atol=1e-12,
                                   err_msg=f"{case}: forward differs from PyTorch at {_show(arrays)}")
    our_leaves = [t for v in tensors.values() if v is not None
                  for t in (v if isinstance(v, list) else [v]) if t.requires_grad]
    if not case.differentiable_inputs or not our_leaves:  # no gradient asked, or integer inputs only
        return
    rng = np.random.default_rng(2)
    seeds = [rng.standard_normal(tuple(ours[i].shape)) for i in compared]
    our_grads = specgrad.autograd.grad([ours[i] for i in compared], our_leaves,
                                       [specgrad.from_numpy(s) for s in seeds], allow_unused=True)
    their_grads = torch.autograd.grad([theirs[i] for i in compared], torch_leaves,
                                      [torch.tensor(s) for s in seeds], allow_unused=True)
    for k, (g, ref) in enumerate(zip(our_grads, their_grads)):
        ref = np.zeros(tuple(torch_leaves[k].shape)) if ref is None else ref.numpy(force=True)  # force: sgn's ZeroTensor
        got = np.zeros_like(ref) if g is None else g.numpy()
        np.testing.assert_allclose(got, ref, rtol=1e-8, atol=1e-10,
                                   err_msg=f"{case}: gradient {k} differs from PyTorch at {_show(arrays)}")


CUDA_MISSING = None if specgrad.cuda.is_available() else \
    "no CUDA device here (CuPy and an NVIDIA GPU are needed): the CUDA tests run on a GPU machine"


# Ops whose CUDA test still fails (first GPU run of issue 10: 864 of 1348 cases passed): most compute on
# the CPU with Numba kernels (conv, pools, norms, RNN cells, special functions) or NumPy calls CuPy lacks
# (ufunc.at, accumulate). A failing case of one of them is an expected failure; an op leaves the list when
# all of its cases pass.
CUDA_PENDING = frozenset({
    "_gelu_backward", "_gru_layer", "_lstm_layer", "_rnn_layer", "_thnn_fused_gru_cell", "adaptive_avg_pool1d",
    "adaptive_avg_pool2d", "adaptive_avg_pool3d", "adaptive_avg_resample", "adaptive_max_pool",
    "adaptive_max_pool1d", "adaptive_max_pool1d.functional", "adaptive_max_pool2d", "adaptive_max_pool3d", "argmin",
    "as_strided", "as_strided_remap", "as_strided_view", "avg_pool", "avg_pool1d", "avg_pool2d", "avg_pool3d",
    "avg_pool_backward", "batch_norm", "batch_norm.functional", "block_diag", "bucketize.Scalar", "col2im",
    "combinations", "constant_pad_nd", "conv1d", "conv1d.padding", "conv2d", "conv2d.padding", "conv3d",
    "conv_transpose1d", "conv_transpose2d", "conv_transpose3d", "convolution", "convolution_bias",
    "convolution_input_grad", "convolution_weight_grad", "corrcoef", "cross_entropy", "cross_entropy_indices",
    "cummax", "cummin", "cumprod", "cumulative_trapezoid.dx", "cumulative_trapezoid.x", "diag", "diag_embed",
    "diagflat", "diagonal", "diagonal_backward", "diagonal_scatter", "diff", "digamma", "dsplit.indices", "einsum",
    "embedding", "embedding.functional", "embedding_backward", "embedding_bag.functional", "erf", "erfc", "erfinv",
    "fold", "gather", "gelu", "glu", "group_norm", "group_norm.functional", "gumbel_softmax_apply", "hsplit.indices",
    "im2col", "index", "index_add", "index_backward", "index_copy", "index_fill.int_Scalar", "index_fill.int_Tensor",
    "index_put", "index_reduce", "index_select", "instance_norm", "instance_norm.functional", "interpolate",
    "isin.Scalar_Tensor", "isin.Tensor_Scalar", "isreal", "kthvalue", "layer_norm", "layer_norm.functional",
    "lgamma", "linalg_cholesky", "linalg_eigh", "linalg_eigvalsh", "linalg_qr", "linalg_solve", "linalg_svd",
    "linalg_svdvals", "local_response_norm", "log_softmax", "log_softmax.functional", "logcumsumexp", "lp_pool1d",
    "lp_pool2d", "lp_pool3d", "masked_fill.Scalar", "masked_scatter", "masked_select", "matrix_exp", "max.dim",
    "max_pool", "max_pool1d", "max_pool1d.functional", "max_pool2d", "max_pool2d.functional", "max_pool3d",
    "max_pool3d.functional", "max_pool_backward", "max_unpool1d", "max_unpool2d", "median.dim", "min.dim", "mode",
    "mse_loss", "mse_loss_reduced", "msort", "multi_margin_loss", "multilabel_margin_loss", "mvlgamma",
    "nanmedian.dim", "nanquantile", "nanquantile.scalar", "narrow", "native_batch_norm", "native_layer_norm",
    "nll_loss", "one_hot", "pad", "pad_backward", "pdist", "pinverse", "polygamma", "prod", "prod.dim_int",
    "quantile", "quantile.scalar", "remainder", "repeat_interleave.Tensor", "repeat_interleave.self_Tensor",
    "resample", "resample_backward", "scaled_dot_product_attention", "scatter.src", "scatter.value", "scatter_add",
    "scatter_reduce", "searchsorted.Scalar", "searchsorted.Tensor", "select.int", "select_scatter", "slice_scatter",
    "softmax", "softmax.functional", "softmin", "sort", "take", "take_along_dim", "tensor_split.indices",
    "threshold", "threshold.functional", "topk", "trace", "trapezoid.dx", "trapezoid.x", "trapz.dx", "trapz.x",
    "unfold", "unfold_backward", "unfold_view", "unique", "unique_consecutive", "vander", "vsplit.indices",
})


def _on_cuda(tensors):
    """The tensors (by name, lists and None too) copied to CUDA as new leaves, requiring grad as they did."""
    def moved(t):
        return t.detach().cuda().requires_grad_(t.requires_grad)
    return {name: None if v is None else [moved(t) for t in v] if isinstance(v, list) else moved(v)
            for name, v in tensors.items()}


def _tensors_of(outputs):
    return [o for o in outputs if isinstance(o, specgrad.Tensor)]


def check_cuda(case):
    """The op on CUDA tensors (float64): outputs on the GPU with the CPU's values, and the same first and
    second derivatives as on the CPU."""
    if CUDA_MISSING:
        pytest.skip(CUDA_MISSING)
    if case.op in CUDA_PENDING:
        try:
            _check_cuda(case)
        except Exception as error:
            pytest.xfail(f"{case.op} does not run on CUDA yet (CUDA_PENDING): {type(error).__name__}")
        return  # one case of a pending op passes; the op leaves the list when all of its cases do
    _check_cuda(case)


def _check_cuda(case):
    arrays = make_arrays(case, "float64", seed=1)
    cpu = to_tensors(case, arrays, requires_grad=True)
    gpu = _on_cuda(cpu)
    ours, expected = call_specgrad(case, gpu), call_specgrad(case, cpu)
    tolerance = dict(rtol=1e-9, atol=1e-12)  # the GPU's exp, sin, ... are not the CPU's, and sums run in another order
    for out, ref in zip(_tensors_of(ours), _tensors_of(expected)):
        assert out.is_cuda, f"{case}: an output is on {out.device}, not on the GPU"
        assert out.dtype == ref.dtype and tuple(out.shape) == tuple(ref.shape), f"{case}: {out.dtype}{tuple(out.shape)}"
        np.testing.assert_allclose(out.detach().cpu().numpy(), ref.detach().numpy(), **tolerance,
                                   err_msg=f"{case}: CUDA forward differs from the CPU's")
    leaves = [(g, c) for name in cpu if cpu[name] is not None
              for g, c in zip(*((gpu[name], cpu[name]) if isinstance(cpu[name], list) else ([gpu[name]], [cpu[name]])))
              if c.requires_grad]
    compared = [i for i in differentiable_indices(case, expected) if i < len(expected)
                and isinstance(expected[i], specgrad.Tensor) and expected[i].requires_grad]
    if not leaves or not compared:
        return
    rng = np.random.default_rng(2)
    seeds = [rng.standard_normal(tuple(expected[i].shape)) for i in compared]
    grads = []
    for outputs, place in ((ours, "cuda"), (expected, "cpu")):
        inputs = [g if place == "cuda" else c for g, c in leaves]
        first = specgrad.autograd.grad([outputs[i] for i in compared], inputs,
                                       [specgrad.tensor(s, device=place) for s in seeds], allow_unused=True,
                                       create_graph=case.double_differentiable)
        grads.append(first)
    for k, (g, ref) in enumerate(zip(*grads)):
        assert (g is None) == (ref is None), f"{case}: gradient {k} is None on one device only"
        if g is None:
            continue
        assert g.is_cuda, f"{case}: gradient {k} is on {g.device}, not on the GPU"
        np.testing.assert_allclose(g.detach().cpu().numpy(), ref.detach().numpy(), **tolerance,
                                   err_msg=f"{case}: CUDA gradient {k} differs from the CPU's")
    if not case.double_differentiable:
        return
    pairs = [(g, ref) for g, ref in zip(*grads) if g is not None and g.requires_grad]
    if not pairs:
        return
    # the second derivative of sum(w * gradient), one weight array per gradient, the same on both devices
    weights = [np.random.default_rng(3 + k).standard_normal(tuple(ref.shape)) for k, (_, ref) in enumerate(pairs)]
    second = []
    for side, place in ((0, "cuda"), (1, "cpu")):
        total = sum((pair[side] * specgrad.tensor(w, device=place)).sum() for pair, w in zip(pairs, weights))
        second.append(specgrad.autograd.grad(total, [leaf[side] for leaf in leaves], allow_unused=True))
    for k, (g, ref) in enumerate(zip(*second)):
        if g is None or ref is None:
            assert g is None or ref is None or not ref.abs().max().item(), f"{case}: second derivative {k}"
            continue
        assert g.is_cuda, f"{case}: second derivative {k} is on {g.device}, not on the GPU"
        np.testing.assert_allclose(g.cpu().numpy(), ref.numpy(), **tolerance,
                                   err_msg=f"{case}: CUDA second derivative {k} differs from the CPU's")


def _show(arrays) -> str:
    return ", ".join(f"{name}={[a.tolist() for a in v] if isinstance(v, list) else v.tolist()}"
                     for name, v in arrays.items() if v is not None)


# ------------------------------------------------------------------------ special points

# Values where derivatives are conventions rather than limits (kinks at 0, ties between
# equal values, a domain's boundary): few distinct values, so equal elements are common
_SPECIAL_VALUES = {"any": [-1.0, -0.5, 0.0, 0.5, 1.0], "positive": [0.0, 0.5, 1.0, 2.0],
                   "nonzero": [-1.0, -0.5, 0.0, 0.5, 1.0], "unit": [-0.9, -0.5, 0.0, 0.5, 0.9],
                   "above_one": [1.0, 1.5, 2.0],
                   # inside (0, 1): binary_cross_entropy's gradient at exactly 0 and 1 is not PyTorch's yet
                   "probability": [0.25, 0.5, 0.75]}
SPECIAL_SEEDS = range(4)


def special_arrays(case, seed):
    """Inputs drawn from a few special values: exact zeros, ties within and between inputs, the
    domain's boundary, the op's own Scalar arguments (clamp's bounds) and the spec's `special:`
    values. Even seeds use only three values, so that ties are all but certain."""
    rng = np.random.default_rng(seed)
    scalars = [float(v) for name, kind in case.params if kind == "scalar" and name in case.args
               for v in [case.args[name]] if isinstance(v, (int, float)) and not isinstance(v, bool)]
    arrays = make_arrays(case, "float64", seed=seed)
    for name, value in arrays.items():
        domain = case.domain.get(name, "any")
        if domain not in _SPECIAL_VALUES or value is None or name in case.values \
                or (isinstance(value, np.ndarray) and value.dtype.kind != "f"):
            continue  # bool and small_int inputs are special already
        values = _SPECIAL_VALUES[domain] + scalars + [float(v) for v in case.special.get(name, [])]
        if seed % 2 == 0:
            values = sorted(set(values), key=abs)[:3]
        pool = np.array(sorted(set(values)))
        if isinstance(value, list):
            arrays[name] = [rng.choice(pool, size=v.shape) for v in value]
        else:
            arrays[name] = rng.choice(pool, size=value.shape)
    return arrays


def check_special_points(case):
    """At special points finite differences cannot decide a (sub)gradient: PyTorch's convention can."""
    pytest.importorskip("torch", reason=TORCH_MISSING)
    with np.errstate(all="ignore"):
        for seed in SPECIAL_SEEDS:
            check_torch(case, special_arrays(case, seed), ties=True)


# ------------------------------------------------------------------------ other dtypes

def check_other_dtypes(case, dtype):
    """Integer, bool and float16 inputs: the same result and dtype as PyTorch, or the same exception class."""
    torch = pytest.importorskip("torch", reason=TORCH_MISSING)
    arrays = make_arrays(case, "float64")
    if dtype == "float16":
        return _check_float16(case, arrays, torch)
    for name, value in arrays.items():
        domain = case.domain.get(name)
        if domain in ("bool", "small_int", "class_index") or (domain in INTEGER_DOMAINS and dtype == "int64") \
                or value is None or name in case.values:
            continue
        convert = (lambda a: _as_integers(a, domain)) if dtype == "int64" else (lambda a: a > 0)
        arrays[name] = [np.asarray(convert(v)) for v in value] if isinstance(value, list) else np.asarray(convert(value))
    ours = _outcome(lambda: call_specgrad(case, to_tensors(case, arrays, requires_grad=False)))
    theirs = _outcome(lambda: torch_outputs(case, arrays, torch, requires_grad=False)[0])
    if case.arbitrary_ties and not isinstance(ours, Exception) and not isinstance(theirs, Exception):
        ours, theirs = ours[:1], theirs[:1]  # integers are full of ties: PyTorch's choice among them is its own
    _assert_same_outcome(case, f"{dtype} inputs", ours, theirs)


def _check_float16(case, arrays, torch):
    """float16 inputs (half precision: NumPy's float16, PyTorch's torch.half): the same dtype as PyTorch
    and values within half precision's rounding, or the same exception class."""
    arrays = {name: [v.astype(np.float16) for v in value] if isinstance(value, list)
              else value.astype(np.float16) if value is not None and value.dtype.kind == "f" else value
              for name, value in arrays.items()}
    ours = _outcome(lambda: call_specgrad(case, to_tensors(case, arrays, requires_grad=False)))
    theirs = _outcome(lambda: torch_outputs(case, arrays, torch, requires_grad=False)[0])
    if isinstance(theirs, Exception) or isinstance(ours, Exception):
        return _assert_same_outcome(case, "float16 inputs", ours, theirs)
    for out, ref in zip(ours, theirs):
        assert out.dtype.name == str(ref.dtype).replace("torch.", ""), f"{case}, float16: {out.dtype} vs {ref.dtype}"
        # PyTorch computes half in float32 and rounds once; NumPy's loops may round in between
        np.testing.assert_allclose(out.numpy().astype(np.float64), ref.numpy().astype(np.float64),
                                   rtol=4e-3, atol=2e-3, err_msg=f"{case}, float16 inputs")


def _as_integers(a, domain):
    """Values of a domain as int64 values of the same domain: positive stays positive, nonzero nonzero."""
    a = np.nan_to_num(a, nan=0.0, posinf=3.0, neginf=-3.0)
    if domain == "positive":
        return np.round(np.abs(a) + 0.5).astype(np.int64)
    if domain == "nonzero":  # |a| >= 0.5: away from zero, never 0
        return np.where(a < 0, np.floor(a), np.ceil(a)).astype(np.int64)
    return np.round(a).astype(np.int64)


def _outcome(call):
    try:
        return call()
    except Exception as error:  # noqa: BLE001 - the class is what is compared
        return error


def _builtin_class(error) -> type:
    """The first built-in exception class of an error (torch's own errors subclass them)."""
    return next(k for k in type(error).__mro__ if k.__module__ == "builtins")


def _assert_same_outcome(case, what, ours, theirs):
    if isinstance(theirs, Exception) or isinstance(ours, Exception):
        assert isinstance(ours, Exception), f"{case}, {what}: PyTorch raises {theirs!r}, specgrad returns a result"
        assert isinstance(theirs, Exception), f"{case}, {what}: specgrad raises {ours!r}, PyTorch returns a result"
        assert _builtin_class(ours) is _builtin_class(theirs), \
            f"{case}, {what}: specgrad raises {ours!r}, PyTorch {theirs!r}"
        assert_plain_words(ours)
        return
    for out, ref in zip(ours, theirs):
        assert out.dtype.name == str(ref.dtype).replace("torch.", ""), f"{case}, {what}: {out.dtype} vs {ref.dtype}"
        np.testing.assert_allclose(out.numpy().astype(np.float64), ref.numpy().astype(np.float64),
                                   rtol=1e-6, atol=1e-6, err_msg=f"{case}, {what}")


_NUMPY_WORDS = re.compile(r"\b(array|arrays|axis|axes|ndarray|numpy|numba)\b", re.IGNORECASE)


def assert_plain_words(error):
    """A message for users of tensors: no NumPy words, no Numba traceback."""
    found = _NUMPY_WORDS.search(str(error))
    assert found is None, f"{type(error).__name__}: {error} (says {found.group()!r})"


# ------------------------------------------------------------------------ bad calls

class BadCall:
    """One call of an op made wrong in one way (see codegen/render.py:bad_calls)."""

    def __init__(self, infos, op, kind, param, expected, shapes, args=None, value=None, values=None):
        self.case = OpCase(infos, op, shapes, args, values=values)
        self.kind, self.param, self.expected, self.value = kind, param, expected, value
        self.id = f"{op}-{kind}-{param}"

    def __repr__(self):
        return f"<{self.id} (derivatives.yaml:{self.case.info.line})>"


def _broken(call, arrays):
    """The op's argument values, by parameter name, with call.param made wrong; and whether the
    broken value is a tensor (converted per library) or a plain value."""
    case, kind, name = call.case, call.kind, call.param
    values = {n: arrays[n] if n in arrays else ("value", _value(case, n, k, np)) for n, k in case.params}
    if kind.startswith("dim"):
        namespace = {n: v for n, v in arrays.items()}
        rank = max(eval(case.dim_ranks[name].replace("permutation of ", ""), {"max": max}, namespace), 1)
        is_list = dict(case.params)[name] == "int_list"
        bad = {"dim_out_of_range": rank, "dim_out_of_range_negative": -rank - 1, "dim_not_int": 0.5,
               "dim_repeated": [0, 0]}[kind]
        if case.dim_ranks[name].startswith("permutation of "):  # every dim once: make one of them wrong
            bad = list(range(rank - 1)) + [bad] if kind != "dim_repeated" else [0] * rank
        elif is_list and kind != "dim_repeated":
            bad = [bad]
        values[name] = ("value", bad)
    elif kind == "dtype":  # every float input in the rule-breaking dtype, so only the rule can object
        for other, array in arrays.items():
            if other == name or (isinstance(array, np.ndarray) and array.dtype.kind == "f"):
                values[other] = array > 0 if call.value == "bool" else array.astype(call.value)
    elif kind == "dtype_mismatch":
        values[name] = arrays[name].astype(np.float32)
    elif kind == "number_for_tensor":
        values[name] = ("value", 2)
    elif kind == "string_for_tensor":
        values[name] = ("value", "two")
    elif kind == "missing_argument":
        values[name] = ("missing", None)
    return values


def _arguments(case, values, library, tensor):
    """The argument values for one library: arrays as its tensors, dtype names as its dtypes."""
    arguments = {}
    for name, kind in case.params:
        value = values[name]
        if isinstance(value, tuple):
            if value[0] == "missing":
                continue
            value = value[1]
            if kind == "dtype" and isinstance(value, str):
                value = getattr(library, value)
        elif isinstance(value, list):
            value = [tensor(v) for v in value]
        elif value is not None:  # None: an optional tensor left out
            value = tensor(value)
        arguments[name] = value
    return arguments


def _specgrad_call(case, values):
    arguments = _arguments(case, values, specgrad, specgrad.from_numpy)
    # positional up to a missing argument; after it, by keyword (or they would shift into its place)
    names = [name for name, _ in case.params]
    missing = next((names.index(n) for n in names if n not in arguments), len(names))
    args = [v for name, v in arguments.items() if name not in case.keyword_only and names.index(name) < missing]
    kwargs = {name: v for name, v in arguments.items() if name not in case.keyword_only and names.index(name) > missing}
    kwargs.update({name: v for name, v in arguments.items() if name in case.keyword_only})
    return getattr(ops, case.function)(*args, **kwargs)


def _torch_call(case, values, torch):
    return eval(case.torch, {"torch": torch, "np": np, **_arguments(case, values, torch, torch.tensor)})


def check_bad_call(call):
    """The call raises the exception class PyTorch raises (checked against PyTorch when installed),
    with a message in the words of tensors."""
    case = call.case
    values = _broken(call, make_arrays(case, "float64"))
    expected = call.expected
    with pytest.raises(expected) as raised:
        _specgrad_call(case, values)
    assert_plain_words(raised.value)
    if not case.torch or call.kind == "missing_argument":
        return
    try:
        import torch
    except ImportError:
        return
    theirs = _outcome(lambda: _torch_call(case, values, torch))
    assert isinstance(theirs, Exception), f"{call}: PyTorch accepts this call, specgrad raises {raised.value!r}"
    if isinstance(theirs, AttributeError):
        return  # the reference is a Python composite (F.softsign) choking on a non-tensor: no class to match
    assert _builtin_class(theirs) is expected, f"{call}: PyTorch raises {theirs!r}, specgrad {raised.value!r}"


class nn_reference:
    """Loop references for nn.functional ops (`numpy:` of derivatives.yaml reads them as
    nn_reference.conv(...)): one output element, or one input element, at a time, written from
    the definitions and independently of src/specgrad/array_helpers.py."""

    @staticmethod
    def _padded(x, padding):
        nd = x.ndim - 2
        return np.pad(x, [(0, 0), (0, 0)] + [(padding[2 * i], padding[2 * i + 1]) for i in range(nd)])

    @staticmethod
    def conv(x, weight, stride, padding, dilation, groups):
        """Cross-correlation: out[n, o, p] = sum over c in o's group, k of x[n, c, p * stride + k * dilation]."""
        nd = weight.ndim - 2
        xp = nn_reference._padded(x, padding)
        n, c = x.shape[:2]
        o, cg = weight.shape[:2]
        kernel = weight.shape[2:]
        out_shape = [(xp.shape[2 + i] - dilation[i] * (kernel[i] - 1) - 1) // stride[i] + 1 for i in range(nd)]
        out = np.zeros((n, o, *out_shape), dtype=np.result_type(x, weight))
        for b, oc, *p in np.ndindex(n, o, *out_shape):
            group = oc // (o // groups)
            total = 0
            for ci in range(cg):
                for k in np.ndindex(*kernel):
                    where = tuple(p[i] * stride[i] + k[i] * dilation[i] for i in range(nd))
                    total += xp[(b, group * cg + ci, *where)] * weight[(oc, ci, *k)]
            out[(b, oc, *p)] = total
        return out

    @staticmethod
    def conv_input_grad(grad, weight, input_shape, stride, padding, dilation, groups):
        """The adjoint of conv for x: every grad element sent back to the inputs it read."""
        nd = weight.ndim - 2
        n, c = input_shape[:2]
        o, cg = weight.shape[:2]
        kernel = weight.shape[2:]
        padded = [input_shape[2 + i] + padding[2 * i] + padding[2 * i + 1] for i in range(nd)]
        padded = [max(padded[i], padding[2 * i] + input_shape[2 + i],
                      (grad.shape[2 + i] - 1) * stride[i] + dilation[i] * (kernel[i] - 1) + 1) for i in range(nd)]
        xp = np.zeros((n, c, *padded), dtype=np.result_type(grad, weight))
        for b, oc, *p in np.ndindex(*grad.shape):
            group = oc // (o // groups)
            for ci in range(cg):
                for k in np.ndindex(*kernel):
                    where = tuple(p[i] * stride[i] + k[i] * dilation[i] for i in range(nd))
                    xp[(b, group * cg + ci, *where)] += grad[(b, oc, *p)] * weight[(oc, ci, *k)]
        return xp[(slice(None), slice(None), *(slice(padding[2 * i], padding[2 * i] + input_shape[2 + i])
                                                for i in range(nd)))]

    @staticmethod
    def conv_weight_grad(x, grad, weight_shape, stride, padding, dilation, groups):
        """The adjoint of conv for weight: each weight element's inputs times the gradients it made."""
        nd = len(weight_shape) - 2
        xp = nn_reference._padded(x, padding)
        o, cg = weight_shape[:2]
        out = np.zeros(weight_shape, dtype=np.result_type(x, grad))
        for b, oc, *p in np.ndindex(*grad.shape):
            group = oc // (o // groups)
            for ci in range(cg):
                for k in np.ndindex(*weight_shape[2:]):
                    where = tuple(p[i] * stride[i] + k[i] * dilation[i] for i in range(nd))
                    out[(oc, ci, *k)] += xp[(b, group * cg + ci, *where)] * grad[(b, oc, *p)]
        return out

    @staticmethod
    def max_pool(x, kernel, stride, padding, dilation, ceil_mode=False):
        """Each output: the first largest element of its window (a NaN counts as largest, the last one), and its
        flat index in the input plane; padding never wins. ceil_mode lets the last window run past
        the end as long as it starts inside the input or its left padding."""
        nd = len(kernel)
        if x.ndim == nd + 1:  # unbatched
            values, indices = nn_reference.max_pool(x[None], kernel, stride, padding, dilation, ceil_mode)
            return values[0], indices[0]
        spatial = x.shape[2:]
        sizes = []
        for i in range(nd):
            span = spatial[i] + 2 * padding[i] - dilation[i] * (kernel[i] - 1) - 1
            size = (-(-span // stride[i]) if ceil_mode else span // stride[i]) + 1
            if ceil_mode and (size - 1) * stride[i] >= spatial[i] + padding[i]:
                size -= 1
            sizes.append(size)
        values = np.zeros((*x.shape[:2], *sizes), dtype=x.dtype)
        indices = np.zeros(values.shape, dtype=np.int64)
        for position in np.ndindex(*values.shape):
            best, where = None, None
            for k in np.ndindex(*kernel):
                at = [position[2 + i] * stride[i] - padding[i] + k[i] * dilation[i] for i in range(nd)]
                if any(a < 0 or a >= s for a, s in zip(at, spatial)):
                    continue
                v = x[(*position[:2], *at)]
                if best is None or v > best or np.isnan(v):  # as PyTorch's kernel: the last NaN
                    best, where = v, int(np.ravel_multi_index(at, spatial))
            values[position], indices[position] = best, where
        return values, indices

    @staticmethod
    def max_pool_backward(grad, indices, shape):
        out = np.zeros(shape, dtype=grad.dtype)
        for position in np.ndindex(*grad.shape):
            at = np.unravel_index(indices[position], shape[2:])
            out[(*position[:2], *at)] += grad[position]
        return out

    @staticmethod
    def avg_pool(x, kernel, stride, padding, ceil_mode=False, count_include_pad=True, divisor_override=None):
        """Each output: its window's sum over the input, divided by divisor_override, or by the window's
        size clipped to the padded input (count_include_pad) or to the input."""
        nd = len(kernel)
        if x.ndim == nd + 1:  # unbatched
            return nn_reference.avg_pool(x[None], kernel, stride, padding, ceil_mode, count_include_pad,
                                         divisor_override)[0]
        spatial = x.shape[2:]
        _, ref = nn_reference.max_pool(np.zeros_like(x, dtype=np.float64), kernel, stride, padding, (1,) * nd,
                                       ceil_mode)
        out = np.zeros(ref.shape, dtype=x.dtype if x.dtype.kind == "f" else np.float64)
        for position in np.ndindex(*out.shape):
            start = [position[2 + i] * stride[i] - padding[i] for i in range(nd)]
            total, real = 0, 0
            for k in np.ndindex(*kernel):
                at = [start[i] + k[i] for i in range(nd)]
                if all(0 <= a < s for a, s in zip(at, spatial)):
                    total += x[(*position[:2], *at)]
                    real += 1
            padded = np.prod([min(start[i] + kernel[i], spatial[i] + padding[i]) - start[i] for i in range(nd)])
            divisor = divisor_override or (padded if count_include_pad else real)
            out[position] = total / divisor if x.dtype.kind == "f" else np.trunc(total / divisor)
        return out.astype(x.dtype)

    @staticmethod
    def avg_pool_backward(grad, shape, kernel, stride, padding, count_include_pad=True, divisor_override=None):
        """The adjoint of avg_pool, one column of its matrix at a time: input element j's gradient is
        grad's dot product with avg_pool of the unit plane at j (the output's size is grad's)."""
        nd = len(kernel)
        spatial = tuple(shape[2:])
        out = np.zeros(shape, dtype=grad.dtype)
        for j in np.ndindex(*spatial):
            unit = np.zeros((1, 1, *spatial), dtype=np.float64)
            unit[(0, 0, *j)] = 1
            # ceil_mode as far as grad's size needs: a longer ceil output is cropped to grad's
            column = nn_reference.avg_pool(unit, kernel, stride, padding, True, count_include_pad, divisor_override)
            column = column[(0, 0, *(slice(0, m) for m in grad.shape[2:]))]
            out[(slice(None), slice(None), *j)] = np.tensordot(grad, column, axes=nd)
        return out

    # ---- resampling: one output element at a time, from the definitions in PyTorch's UpSample.h
    @staticmethod
    def _taps(size, out, j, mode, align_corners, scale):
        """The (input index, weight) pairs output j reads along one axis."""
        if mode in ("nearest", "nearest-exact"):
            # PyTorch computes nearest indices in float32; output == input and output == 2 * input exactly
            if mode == "nearest" and out == size:
                return [(j, 1.0)]
            if mode == "nearest" and out == 2 * size:
                return [(j // 2, 1.0)]
            ratio = np.float32(1.0 / scale) if scale else np.float32(np.float32(size) / np.float32(out))
            where = np.float32(j) * ratio if mode == "nearest" else np.float32((j + 0.5) * np.float64(ratio))
            return [(min(int(math.floor(where)), size - 1), 1.0)]
        if mode == "area":
            start, end = (j * size) // out, -((-(j + 1) * size) // out)
            return [(i, 1.0 / (end - start)) for i in range(start, end)]
        if align_corners:
            ratio = (size - 1) / (out - 1) if out > 1 else 0.0
            where = ratio * j
        else:
            ratio = 1.0 / scale if scale else size / out
            where = ratio * (j + 0.5) - 0.5
        if mode == "linear":
            if out == size:
                return [(j, 1.0)]
            where = max(where, 0.0)
            low = min(int(where), size - 1)
            high = min(low + 1, size - 1)
            t = min(max(where - low, 0.0), 1.0)
            return [(low, 1.0 - t), (high, t)]
        # cubic convolution, A = -0.75, indices clamped to the input
        a = -0.75
        low = math.floor(where)
        t = where - low

        def kernel(d):
            d = abs(d)
            return ((a + 2) * d - (a + 3)) * d * d + 1 if d <= 1 else ((a * d - 5 * a) * d + 8 * a) * d - 4 * a
        return [(min(max(low + k, 0), size - 1), kernel(t - k)) for k in (-1, 0, 1, 2)]

    @staticmethod
    def resample(x, dim, size, mode, align_corners, scale):
        shape = list(x.shape)
        n = shape[dim]
        shape[dim] = size
        out = np.zeros(shape, dtype=x.dtype)
        for position in np.ndindex(*shape):
            total = 0
            for i, w in nn_reference._taps(n, size, position[dim], mode, align_corners, scale):
                source = list(position)
                source[dim] = i
                total = total + w * x[tuple(source)]
            out[position] = total
        return out

    @staticmethod
    def resample_backward(grad, dim, input_size, mode, align_corners, scale):
        shape = list(grad.shape)
        shape[dim] = input_size
        out = np.zeros(shape, dtype=grad.dtype)
        for position in np.ndindex(*grad.shape):
            for i, w in nn_reference._taps(input_size, grad.shape[dim], position[dim], mode, align_corners, scale):
                target = list(position)
                target[dim] = i
                out[tuple(target)] += w * grad[position]
        return out

    @staticmethod
    def interpolate(x, size, scale_factor, mode, align_corners=None, recompute_scale_factor=None):
        """Each output element: the sum over every combination of its taps along the spatial axes of
        the product of their weights times the input there (not axis by axis)."""
        nd = x.ndim - 2
        scales = None if scale_factor is None else list(np.broadcast_to(scale_factor, nd).astype(float))
        if size is not None:
            sizes = list(np.broadcast_to(size, nd))
        else:
            sizes = [int(math.floor(x.shape[2 + i] * scales[i])) for i in range(nd)]
        if recompute_scale_factor or mode == "area":
            scales = None
        kind = {"bicubic": "cubic", "bilinear": "linear", "trilinear": "linear"}.get(mode, mode)
        out = np.zeros((*x.shape[:2], *sizes), dtype=x.dtype)
        for position in np.ndindex(*sizes):
            taps = [nn_reference._taps(x.shape[2 + i], sizes[i], position[i], kind, bool(align_corners),
                                       None if scales is None else scales[i]) for i in range(nd)]
            total = 0
            for combination in itertools.product(*taps):
                weight = np.prod([w for _, w in combination])
                total = total + weight * x[(Ellipsis, *[i for i, _ in combination])]
            out[(Ellipsis, *position)] = total
        return out

    @staticmethod
    def adaptive_pool(x, output_size, kind):
        """Adaptive pooling: window [floor(i * L / out), ceil((i + 1) * L / out)) per axis; 'avg' its mean,
        'max' its first largest element (NaN counts as largest) and that element's flat index."""
        nd = len(output_size)
        spatial = x.shape[-nd:]
        values = np.zeros((*x.shape[:-nd], *output_size), dtype=x.dtype)
        indices = np.zeros(values.shape, dtype=np.int64)
        for position in np.ndindex(*values.shape):
            where = position[-nd:]
            ranges = [range((o * n) // m, -((-(o + 1) * n) // m)) for o, n, m in zip(where, spatial, output_size)]
            best, at, total, count = None, None, 0, 0
            for k in itertools.product(*ranges):
                v = x[(*position[:-nd], *k)]
                total, count = total + v, count + 1
                if best is None or v > best or (np.isnan(v) and not np.isnan(best)):
                    best, at = v, int(np.ravel_multi_index(k, spatial))
            values[position] = total / count if kind == "avg" else best
            indices[position] = at
        return values if kind == "avg" else (values, indices)

    @staticmethod
    def unfold(x, kernel, dilation, padding, stride):
        """Column c * kh * kw + ki * kw + kj, block bh * bw_count + bw: x[c, bh * sh - ph + ki * dh, ...]."""
        if x.ndim == 3:
            return nn_reference.unfold(x[None], kernel, dilation, padding, stride)[0]
        kernel, dilation, padding, stride = (tuple(np.broadcast_to(v, 2)) for v in (kernel, dilation, padding, stride))
        n, c, h, w = x.shape
        blocks = [(s + 2 * p - d * (k - 1) - 1) // st + 1
                  for s, k, d, p, st in zip((h, w), kernel, dilation, padding, stride)]
        out = np.zeros((n, c * kernel[0] * kernel[1], blocks[0] * blocks[1]), dtype=x.dtype)
        for b, ch, ki, kj, bh, bw in np.ndindex(n, c, *kernel, *blocks):
            i = bh * stride[0] - padding[0] + ki * dilation[0]
            j = bw * stride[1] - padding[1] + kj * dilation[1]
            if 0 <= i < h and 0 <= j < w:
                out[b, (ch * kernel[0] + ki) * kernel[1] + kj, bh * blocks[1] + bw] = x[b, ch, i, j]
        return out

    @staticmethod
    def fold(columns, output_size, kernel, dilation, padding, stride):
        """unfold's adjoint: every column element added where unfold took it from."""
        if columns.ndim == 2:
            return nn_reference.fold(columns[None], output_size, kernel, dilation, padding, stride)[0]
        output_size, kernel, dilation, padding, stride = (tuple(np.broadcast_to(v, 2)) for v in
                                                          (output_size, kernel, dilation, padding, stride))
        n = columns.shape[0]
        c = columns.shape[1] // (kernel[0] * kernel[1])
        blocks = [(s + 2 * p - d * (k - 1) - 1) // st + 1
                  for s, k, d, p, st in zip(output_size, kernel, dilation, padding, stride)]
        out = np.zeros((n, c, *output_size), dtype=columns.dtype)
        for b, ch, ki, kj, bh, bw in np.ndindex(n, c, *kernel, *blocks):
            i = bh * stride[0] - padding[0] + ki * dilation[0]
            j = bw * stride[1] - padding[1] + kj * dilation[1]
            if 0 <= i < output_size[0] and 0 <= j < output_size[1]:
                out[b, ch, i, j] += columns[b, (ch * kernel[0] + ki) * kernel[1] + kj, bh * blocks[1] + bw]
        return out

    @staticmethod
    def pixel_shuffle(x, r):
        """out[..., c, h * r + i, w * r + j] = x[..., c * r * r + i * r + j, h, w]."""
        *batch, channels, h, w = x.shape
        out = np.zeros((*batch, channels // (r * r), h * r, w * r), dtype=x.dtype)
        for position in np.ndindex(*out.shape):
            *b, c, y, z = position
            out[position] = x[(*b, c * r * r + (y % r) * r + z % r, y // r, z // r)]
        return out

    @staticmethod
    def grid_sample(x, grid, mode, padding, align_corners):
        """Point by point: each output reads input at the grid point's source coordinate (math's floor and
        round-half-even, reflections by repeated folding), bilinear over the 4 neighbours or the nearest one;
        a neighbour outside the input reads 0."""
        n, c, h, w = x.shape
        out = np.zeros((n, c) + grid.shape[1:3], dtype=x.dtype)

        def source(v, size):
            v = float(v)
            v = (v + 1) / 2 * (size - 1) if align_corners else ((v + 1) * size - 1) / 2
            if padding == 2:
                low, high = (0.0, size - 1.0) if align_corners else (-0.5, size - 0.5)
                if high == low:
                    v = 0.0
                else:
                    while v < low or v > high:  # fold into [low, high]
                        v = 2 * low - v if v < low else 2 * high - v
            if padding in (1, 2):
                v = min(max(v, 0.0), size - 1.0)
            return v

        for b, i, j in np.ndindex(n, *grid.shape[1:3]):
            sx, sy = source(grid[b, i, j, 0], w), source(grid[b, i, j, 1], h)
            if mode == 1:
                taps = [(round(sy), round(sx), 1.0)]
            else:
                x0, y0 = math.floor(sx), math.floor(sy)
                taps = [(y0 + dy, x0 + dx, (1 - abs(sx - x0 - dx)) * (1 - abs(sy - y0 - dy)))
                        for dy in (0, 1) for dx in (0, 1)]
            for yy, xx, weight in taps:
                if 0 <= yy < h and 0 <= xx < w:
                    out[b, :, i, j] += weight * x[b, :, yy, xx]
        return out

    @staticmethod
    def affine_grid(theta, size, align_corners):
        """grid[n, (d,) h, w] = theta[n] @ (x_w, y_h, (z_d,) 1), the coordinates spread over [-1, 1]."""
        def steps(count):
            if count <= 1:
                return np.zeros(max(count, 1))
            values = np.array([-1 + 2 * k / (count - 1) for k in range(count)])
            return values if align_corners else values * (count - 1) / count
        spatial = list(size[2:])
        axes = [steps(count) for count in spatial]
        out = np.zeros((size[0], *spatial, len(spatial)), dtype=theta.dtype)
        for b in range(size[0]):
            for position in np.ndindex(*spatial):
                point = [axes[k][position[k]] for k in range(len(spatial))][::-1] + [1.0]  # x first
                out[(b, *position)] = theta[b] @ np.array(point)
        return out

    @staticmethod
    def pixel_unshuffle(x, r):
        """out[..., c * r * r + i * r + j, h, w] = x[..., c, h * r + i, w * r + j]."""
        *batch, channels, h, w = x.shape
        out = np.zeros((*batch, channels * r * r, h // r, w // r), dtype=x.dtype)
        for position in np.ndindex(*out.shape):
            *b, c, y, z = position
            out[position] = x[(*b, c // (r * r), y * r + (c % (r * r)) // r, z * r + c % r)]
        return out

    @staticmethod
    def attention(query, key, value, attn_mask=None, is_causal=False, scale=None, enable_gqa=False):
        """scaled_dot_product_attention one query row at a time: softmax of the row's scores over the keys it
        may attend to (zeros where it may attend to none), times the values."""
        if enable_gqa:
            key = np.repeat(key, query.shape[-3] // key.shape[-3], axis=-3)
            value = np.repeat(value, query.shape[-3] // value.shape[-3], axis=-3)
        L, S, E = query.shape[-2], key.shape[-2], query.shape[-1]
        scale = 1 / math.sqrt(E) if scale is None else scale
        if is_causal:
            attn_mask = np.arange(S)[None, :] <= np.arange(L)[:, None]
        batch = np.broadcast_shapes(query.shape[:-2], key.shape[:-2], value.shape[:-2])
        mask = np.zeros((L, S)) if attn_mask is None else attn_mask
        mask = np.broadcast_to(mask, batch + (L, S))
        q, k, v = (np.broadcast_to(x, batch + x.shape[-2:]) for x in (query, key, value))
        out = np.zeros(batch + (L, value.shape[-1]))
        for b in np.ndindex(*batch):
            for i in range(L):
                scores = np.array([np.dot(q[b][i], k[b][j]) * scale for j in range(S)], dtype=np.float64)
                if mask.dtype == bool:
                    scores = np.where(mask[b][i], scores, -np.inf)
                else:
                    scores = scores + mask[b][i]
                if np.all(scores == -np.inf):
                    continue
                p = np.exp(scores - scores.max())
                out[b][i] = (p / p.sum()) @ v[b]
        return out.astype(query.dtype)

    @staticmethod
    def strided_remap(x, src_size, src_stride, src_offset, dst_size, dst_stride, dst_offset, src_average, dst_average):
        """as_strided's gradient map, one element at a time: x's elements added into a storage at the
        positions src_* gives them, read back at dst_*'s (each averaged over its visits when asked)."""
        def position(index, stride, offset):
            return offset + sum(i * s for i, s in zip(index, stride))
        src_visits, dst_visits, storage = {}, {}, {}
        for index in np.ndindex(*src_size):
            p = position(index, src_stride, src_offset)
            src_visits[p] = src_visits.get(p, 0) + 1
        for index in np.ndindex(*dst_size):
            p = position(index, dst_stride, dst_offset)
            dst_visits[p] = dst_visits.get(p, 0) + 1
        for index in np.ndindex(*src_size):
            p = position(index, src_stride, src_offset)
            storage[p] = storage.get(p, 0.0) + x[index] / (src_visits[p] if src_average else 1)
        out = np.zeros(tuple(dst_size), dtype=x.dtype)
        for index in np.ndindex(*dst_size):
            p = position(index, dst_stride, dst_offset)
            out[index] = storage.get(p, 0.0) / (dst_visits[p] if dst_average else 1)
        return out

    @staticmethod
    def lstm_layer(input_gates, h0, c0, w_hh, reverse):
        """_lstm_layer one step at a time from the LSTM equations: (output, h_n, c_n, cells, workspace)."""
        steps, hidden = input_gates.shape[0], h0.shape[1]
        sigmoid = lambda v: 1 / (1 + np.exp(-v))  # noqa: E731
        h, c = h0, c0
        outputs, cells, workspace = [None] * steps, [None] * steps, [None] * steps
        for t in (reversed(range(steps)) if reverse else range(steps)):
            a = input_gates[t] + h @ w_hh.T
            i, f = sigmoid(a[:, :hidden]), sigmoid(a[:, hidden:2 * hidden])
            g, o = np.tanh(a[:, 2 * hidden:3 * hidden]), sigmoid(a[:, 3 * hidden:])
            c = f * c + i * g
            h = o * np.tanh(c)
            outputs[t], cells[t], workspace[t] = h, c, np.concatenate([i, f, g, o], 1)
        return np.stack(outputs), h, c, np.stack(cells), np.stack(workspace)

    @staticmethod
    def rnn_layer(input_gates, h0, w_hh, nonlinearity, reverse):
        """_rnn_layer one step at a time: h' = act(x_t + h W_hh^T), act tanh or relu; (output, h_n)."""
        h = h0
        outputs = [None] * input_gates.shape[0]
        for t in (reversed(range(len(outputs))) if reverse else range(len(outputs))):
            pre = input_gates[t] + h @ w_hh.T
            h = outputs[t] = np.maximum(pre, 0) if nonlinearity == "relu" else np.tanh(pre)
        return np.stack(outputs), h

    @staticmethod
    def gru_layer(input_gates, h0, w_hh, b_hh, reverse):
        """_gru_layer one step at a time from the GRU equations: (output, h_n, workspace)."""
        steps, hidden = input_gates.shape[0], h0.shape[1]
        sigmoid = lambda v: 1 / (1 + np.exp(-v))  # noqa: E731
        h = h0
        outputs, workspace = [None] * steps, [None] * steps
        for t in (reversed(range(steps)) if reverse else range(steps)):
            x, g = input_gates[t], h @ w_hh.T + (0 if b_hh is None else b_hh)
            r, z = sigmoid(x[:, :hidden] + g[:, :hidden]), sigmoid(x[:, hidden:2 * hidden] + g[:, hidden:2 * hidden])
            n = np.tanh(x[:, 2 * hidden:] + r * g[:, 2 * hidden:])
            h = (1 - z) * n + z * h
            outputs[t], workspace[t] = h, np.concatenate([r, z, n, g[:, 2 * hidden:]], 1)
        return np.stack(outputs), h, np.stack(workspace)
