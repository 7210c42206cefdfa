"""The checks behind tests/generated/test_ops.py: forward vs NumPy, dtypes, gradcheck,
gradgradcheck and PyTorch, for one test case of one op of derivatives.yaml."""
import re
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


class OpCase:
    def __init__(self, infos, op, shapes, args=None, domain=None, singular=False):
        self.op, self.info, self.shapes, self.args = op, infos[op], shapes, args or {}
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
    if domain == "bool":
        return np.asarray(rng.random(shape) > 0.5)
    if domain == "small_int":
        return rng.integers(-2, 3, size=shape).astype(dtype)
    values = rng.uniform(-2, 2, size=shape)
    if domain == "positive":
        values = rng.uniform(0.5, 2, size=shape)
    elif domain == "nonzero":
        values = np.sign(values + (values == 0)) * rng.uniform(0.5, 2, size=shape)
    elif domain == "unit":
        values = rng.uniform(-0.9, 0.9, size=shape)
    elif domain == "probability":
        values = rng.uniform(0.05, 0.95, size=shape)
    return np.asarray(values, dtype=dtype)


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
    namespace = {"np": np, "index_add_reference": index_add_reference,
                 "cross_entropy_reference": cross_entropy_reference}
    for name, kind in case.params:
        namespace[name] = arrays[name] if name in arrays else _value(case, name, kind, np)
    out = eval(case.numpy, namespace)
    return tuple(np.asarray(o) for o in out) if isinstance(out, tuple) else (np.asarray(out),)


def check_forward(case, dtype):
    arrays = make_arrays(case, dtype)
    outputs = call_specgrad(case, to_tensors(case, arrays, requires_grad=False))
    expected = numpy_reference(case, arrays)
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
        outputs = call_specgrad(case, rebuilt)
        return tuple(outputs[i] for i in case.differentiable_outputs)
    return function, flat


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
    function, inputs = _differentiable_function(case, arrays)
    assert gradcheck(function, inputs)


def check_gradgradcheck(case):
    _skip_if_singular(case)
    function, inputs = _differentiable_function(case, make_arrays(case, "float64"))
    if not case.double_differentiable:
        # the spec says its formulas cannot be differentiated: double backward must say so, naming the op
        with pytest.raises(NotImplementedError, match=f"derivatives.yaml:{case.line}"):
            gradgradcheck(function, inputs)
        return
    assert gradgradcheck(function, inputs)


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


def check_torch(case, arrays=None):
    torch = pytest.importorskip("torch", reason=TORCH_MISSING)
    arrays = make_arrays(case, "float64", seed=1) if arrays is None else arrays
    tensors = to_tensors(case, arrays, requires_grad=True)
    ours = call_specgrad(case, tensors)
    theirs, torch_leaves = torch_outputs(case, arrays, torch, requires_grad=True)
    for out, ref in zip(ours, theirs):
        np.testing.assert_allclose(out.detach().numpy(), ref.detach().numpy(), rtol=1e-10, atol=1e-12,
                                   err_msg=f"{case}: forward differs from PyTorch at {_show(arrays)}")
    if not case.differentiable_inputs:
        return
    rng = np.random.default_rng(2)
    seeds = [rng.standard_normal(tuple(ours[i].shape)) for i in case.differentiable_outputs]
    our_leaves = [t for v in tensors.values() if v is not None
                  for t in (v if isinstance(v, list) else [v]) if t.requires_grad]
    our_grads = specgrad.autograd.grad([ours[i] for i in case.differentiable_outputs], our_leaves,
                                       [specgrad.from_numpy(s) for s in seeds], allow_unused=True)
    their_grads = torch.autograd.grad([theirs[i] for i in case.differentiable_outputs], torch_leaves,
                                      [torch.tensor(s) for s in seeds], allow_unused=True)
    for k, (g, ref) in enumerate(zip(our_grads, their_grads)):
        ref = np.zeros(tuple(torch_leaves[k].shape)) if ref is None else ref.numpy()
        got = np.zeros_like(ref) if g is None else g.numpy()
        np.testing.assert_allclose(got, ref, rtol=1e-8, atol=1e-10,
                                   err_msg=f"{case}: gradient {k} differs from PyTorch at {_show(arrays)}")


def _show(arrays) -> str:
    return ", ".join(f"{name}={[a.tolist() for a in v] if isinstance(v, list) else v.tolist()}"
                     for name, v in arrays.items() if v is not None)


# ------------------------------------------------------------------------ special points

# Values where derivatives are conventions rather than limits (kinks at 0, ties between
# equal values, a domain's boundary): few distinct values, so equal elements are common
_SPECIAL_VALUES = {"any": [-1.0, -0.5, 0.0, 0.5, 1.0], "positive": [0.0, 0.5, 1.0, 2.0],
                   # inside (0, 1): binary_cross_entropy's gradient at exactly 0 and 1 is not PyTorch's yet
                   "probability": [0.25, 0.5, 0.75],
                   "nonzero": [-1.0, -0.5, 0.0, 0.5, 1.0], "unit": [-0.9, -0.5, 0.0, 0.5, 0.9]}
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
        if domain not in _SPECIAL_VALUES or value is None or (isinstance(value, np.ndarray) and value.dtype.kind != "f"):
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
            check_torch(case, special_arrays(case, seed))


# ------------------------------------------------------------------------ other dtypes

def check_other_dtypes(case, dtype):
    """Integer and bool inputs: the same result and dtype as PyTorch, or the same exception class."""
    torch = pytest.importorskip("torch", reason=TORCH_MISSING)
    arrays = make_arrays(case, "float64")
    for name, value in arrays.items():
        if case.domain.get(name) in ("bool", "small_int", "class_index") or value is None:
            continue
        convert = (lambda a: np.round(np.abs(a) + 0.5 if case.domain.get(name) == "positive" else a).astype(np.int64)
                   ) if dtype == "int64" else (lambda a: a > 0)
        arrays[name] = [convert(v) for v in value] if isinstance(value, list) else convert(value)
    ours = _outcome(lambda: call_specgrad(case, to_tensors(case, arrays, requires_grad=False)))
    theirs = _outcome(lambda: torch_outputs(case, arrays, torch, requires_grad=False)[0])
    _assert_same_outcome(case, f"{dtype} inputs", ours, theirs)


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

    def __init__(self, infos, op, kind, param, expected, shapes, args=None, value=None):
        self.case = OpCase(infos, op, shapes, args)
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
