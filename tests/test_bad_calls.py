"""A catalogue of bad and edge-case calls. Each row is one call written against a module T, run with
T=specgrad and, when it is installed, T=torch: specgrad must raise PyTorch's exception class (or
both succeed with equal values), and its message must be its own: no "array", "axis", "ndarray",
"numpy" or Numba traceback, in the exception or anything chained to it that Python would print.

Each row records the class PyTorch raises (or OK), so without PyTorch the rows still run and check
specgrad against the record. Rows that wait for the code generator's side of this work are marked
xfail(strict=True) with reason "generator: ..."; remove the mark when the fix lands.
"""
import math

import numpy as np
import pytest

import specgrad

try:
    import torch
except ImportError:
    torch = None

OK = None  # expected outcome: the call succeeds
FORBIDDEN = ("array", "axis", "ndarray", "numpy", "numba")


def row(name, call, expected, generator=None, torch_differs=None, allow=()):
    """One catalogue row. generator: why it fails until the generator's fix lands (xfail, strict);
    torch_differs: why PyTorch is not the oracle for this row (specgrad is checked against `expected`);
    allow: FORBIDDEN words this row's message may hold (tensor.numpy() names the method)."""
    marks = [pytest.mark.xfail(strict=True, reason=f"generator: {generator}")] if generator else []
    return pytest.param(call, expected, torch_differs, allow, id=name, marks=marks)


# ------------------------------------------------------------------------------ helpers the rows use

def v(T, *shape, dtype=None, grad=False):
    """A float tensor 1, 2, 3, ... of `shape` (dtype default float32)."""
    n = math.prod(shape)
    t = T.arange(1, n + 1, dtype=dtype or T.float32).reshape(shape)
    return t.requires_grad_() if grad else t


def ints(T, *shape):
    return T.arange(math.prod(shape)).reshape(shape)


def backward_twice(T):
    x = v(T, 3, grad=True)
    y = (x * x).sum()
    y.backward()
    y.backward()


def saved_then_modified(T):
    x = v(T, 3, grad=True)
    y = x.exp()  # exp saves its result
    y.add_(1)
    y.sum().backward()


def inplace_on_leaf(T):
    x = v(T, 3, grad=True)
    x.add_(1)


def iadd_on_leaf(T):
    x = v(T, 3, grad=True)
    x += 1


def setitem_on_leaf(T):
    x = v(T, 3, grad=True)
    x[0] = 5.0


def grad_of_unused(T):
    x, z = v(T, 3, grad=True), v(T, 3, grad=True)
    return T.autograd.grad((x * 2).sum(), z)


def grad_of_unused_allowed(T):
    x, z = v(T, 3, grad=True), v(T, 3, grad=True)
    return T.autograd.grad((x * 2).sum(), [x, z], allow_unused=True)


def assign_grad(T, value):
    x = v(T, 3, grad=True)
    x.grad = value
    return x.grad


def set_requires_grad_on_non_leaf(T):
    y = v(T, 3, grad=True) * 2
    y.requires_grad = False


def exp_out(T):
    y = T.zeros(3)
    T.exp(v(T, 3), out=y)
    return y


def setitem(T, x, index, value):
    x[index] = value
    return x


# ------------------------------------------------------------------------------ the catalogue

ROWS = [
    # tensor creation
    row("tensor of multi-element tensors", lambda T: T.tensor([v(T, 2), v(T, 2)]), ValueError),
    row("tensor of one-element tensors", lambda T: T.tensor([v(T, 1), v(T, 1, 1) * 2]), OK),
    row("tensor(None)", lambda T: T.tensor(None), RuntimeError),
    row("tensor([1, None])", lambda T: T.tensor([1, None]), RuntimeError),
    row("tensor('abc')", lambda T: T.tensor("abc"), TypeError),
    row("tensor ragged", lambda T: T.tensor([[1, 2], [3]]), ValueError),
    row("tensor of an empty list", lambda T: T.tensor([]), OK),
    row("zeros(-1)", lambda T: T.zeros(-1), RuntimeError),
    row("ones(2, 2.5)", lambda T: T.ones(2, 2.5), TypeError),
    row("full str fill", lambda T: T.full((2,), "a"), TypeError),
    row("arange step 0", lambda T: T.arange(0, 10, 0), RuntimeError),
    row("arange wrong sign", lambda T: T.arange(0, 10, -1), RuntimeError),
    row("randint low >= high", lambda T: T.randint(5, 2, (3,)), RuntimeError),
    row("eye(-1)", lambda T: T.eye(-1), RuntimeError),
    row("linspace negative steps", lambda T: T.linspace(0, 1, -1), RuntimeError),
    row("int tensor requiring grad", lambda T: T.tensor([1, 2], requires_grad=True), RuntimeError),
    row("requires_grad_ on an int tensor", lambda T: ints(T, 3).requires_grad_(), RuntimeError),
    row("zeros(0, 3)", lambda T: T.zeros(0, 3), OK),
    row("complex scalar", lambda T: T.tensor(1 + 2j), TypeError, torch_differs="PyTorch has complex tensors"),

    # indexing
    row("index out of range", lambda T: v(T, 3)[5], IndexError),
    row("negative index out of range", lambda T: v(T, 3)[-4], IndexError),
    row("too many indices", lambda T: v(T, 3)[0, 0], IndexError),
    row("float index", lambda T: v(T, 3)[1.5], IndexError),
    row("index into a 0-d tensor", lambda T: T.tensor(1.0)[0], IndexError),
    row("float tensor as index", lambda T: v(T, 3)[T.tensor([0.5])], IndexError),
    row("bool mask of the wrong length", lambda T: v(T, 3)[T.tensor([True, False])], IndexError),
    row("list index out of range", lambda T: v(T, 3)[[0, 5]], IndexError),
    row("negative step", lambda T: v(T, 3)[::-1], ValueError),
    row("str index", lambda T: v(T, 3)["a"], TypeError),
    row("None, int and ellipsis", lambda T: v(T, 2, 3)[None, ..., 1], OK),
    row("slice past the end", lambda T: v(T, 3)[10:20], OK),
    row("bool mask", lambda T: v(T, 3)[T.tensor([True, False, True])], OK),
    row("assign a value of the wrong shape", lambda T: setitem(T, T.zeros(4), slice(1, 3), v(T, 3)), RuntimeError),
    row("assign with grad, wrong shape", lambda T: setitem(T, v(T, 4, grad=True) * 1, slice(1, 3), v(T, 3)),
        RuntimeError),
    row("assign a str", lambda T: setitem(T, T.zeros(4), 0, "a"), TypeError),
    row("assign out of range", lambda T: setitem(T, T.zeros(4), 4, 1.0), IndexError),
    row("assign a broadcast row", lambda T: setitem(T, T.zeros(2, 3), slice(None), v(T, 1, 3)), OK),

    # shapes that do not fit
    row("add (3,) + (4,)", lambda T: v(T, 3) + v(T, 4), RuntimeError),
    row("mul (2, 3) * (3, 2)", lambda T: v(T, 2, 3) * v(T, 3, 2), RuntimeError),
    row("where with shapes that do not broadcast", lambda T: T.where(v(T, 2) > 1, v(T, 3), v(T, 3)), RuntimeError),
    row("maximum (2,) (3,)", lambda T: T.maximum(v(T, 2), v(T, 3)), RuntimeError),
    row("matmul (2, 3) @ (2, 3)", lambda T: v(T, 2, 3) @ v(T, 2, 3), RuntimeError),
    row("matmul (3,) @ (4,)", lambda T: T.matmul(v(T, 3), v(T, 4)), RuntimeError),
    row("matmul of 0-d tensors", lambda T: T.matmul(T.tensor(2.0), T.tensor(3.0)), RuntimeError),
    row("matmul batch mismatch", lambda T: v(T, 2, 2, 3) @ v(T, 3, 3, 2), RuntimeError),
    row("cat sizes differ", lambda T: T.cat([v(T, 2, 3), v(T, 2, 4)], 0), RuntimeError),
    row("stack sizes differ", lambda T: T.stack([v(T, 2), v(T, 3)]), RuntimeError),
    row("cat of nothing", lambda T: T.cat([]), ValueError),
    row("cat with a legacy empty tensor", lambda T: T.cat([v(T, 2, 3), T.tensor([])]), OK),
    row("cat of a tensor, not a list", lambda T: T.cat(v(T, 2, 3)), TypeError),
    row("cat with a str", lambda T: T.cat([v(T, 2), "a"]), TypeError),
    row("stack of numbers", lambda T: T.stack([1.0, 2.0]), TypeError),
    row("reshape (6,) to (4,)", lambda T: v(T, 6).reshape(4), RuntimeError),
    row("view with two -1", lambda T: v(T, 6).view(-1, -1), RuntimeError),
    row("view of a transpose", lambda T: v(T, 2, 3).t().view(6), RuntimeError),
    row("t() of a 3-d tensor", lambda T: v(T, 2, 2, 2).t(), RuntimeError),
    row("expand (3,) to (2, 4)", lambda T: v(T, 3).expand(2, 4), RuntimeError),
    row("permute repeats a dim", lambda T: v(T, 2, 3).permute(0, 0), RuntimeError),
    row("permute too few dims", lambda T: v(T, 2, 3).permute(0), RuntimeError),
    row("reshape with -1", lambda T: v(T, 6).reshape(2, -1), OK),

    # dims out of range, and of the wrong type
    row("sum dim 2 of a 2-d tensor", lambda T: v(T, 2, 3).sum(2), IndexError),
    row("mean dim -3 of a 2-d tensor", lambda T: v(T, 2, 3).mean(-3), IndexError),
    row("max dim 5", lambda T: v(T, 2, 3).max(5), IndexError),
    row("amax dim 2", lambda T: T.amax(v(T, 2, 3), 2), IndexError),
    row("squeeze dim 3", lambda T: v(T, 2, 3).squeeze(3), IndexError),
    row("unsqueeze dim 4", lambda T: v(T, 2, 3).unsqueeze(4), IndexError),
    row("transpose dim 2", lambda T: v(T, 2, 3).transpose(0, 2), IndexError),
    row("transpose of a 1-d tensor", lambda T: v(T, 3).transpose(0, 1), IndexError),
    row("cat dim 2", lambda T: T.cat([v(T, 2, 3), v(T, 2, 3)], 2), IndexError),
    row("stack dim 3", lambda T: T.stack([v(T, 2, 3), v(T, 2, 3)], 3), IndexError),
    row("sum dim 0.5", lambda T: v(T, 2, 3).sum(0.5), TypeError),
    row("sum dim 'a'", lambda T: v(T, 2, 3).sum("a"), TypeError),
    row("sum over a repeated dim", lambda T: v(T, 2, 3).sum((0, 0)), RuntimeError),
    row("unsqueeze dim 1.5", lambda T: v(T, 2, 3).unsqueeze(1.5), TypeError),
    row("transpose dim 1.0", lambda T: v(T, 2, 3).transpose(0, 1.0), TypeError),
    row("permute float dims", lambda T: v(T, 2, 3).permute(0.0, 1), TypeError),
    row("reshape to 2.5", lambda T: v(T, 6).reshape(2.5), TypeError),
    row("expand to 2.0", lambda T: v(T, 1).expand(2.0), TypeError),
    row("sum over dims (0, 1)", lambda T: v(T, 2, 3).sum((0, 1)), OK),
    row("squeeze a dim that is not 1", lambda T: v(T, 2, 3).squeeze(0), OK),
    row("sum dim 0 of a 0-d tensor", lambda T: T.tensor(2.0).sum(0), OK),
    row("max dim 0 of an empty dim", lambda T: T.zeros(0, 3).max(0), IndexError),
    row("max of an empty tensor", lambda T: T.zeros(0).max(), RuntimeError),
    row("mean of an empty tensor", lambda T: T.zeros(0).mean(), OK),
    row("sum of an empty tensor", lambda T: T.zeros(0, 3).sum(0), OK),
    row("negative dim", lambda T: v(T, 2, 3).sum(-1), OK),

    # argument types and dtypes
    row("add a str", lambda T: T.add(v(T, 3), "a"), TypeError),
    row("exp of a str", lambda T: T.exp("a"), TypeError),
    row("tensor + None", lambda T: v(T, 3) + None, TypeError),
    row("matmul with a list", lambda T: T.matmul(v(T, 2), [1.0, 2.0]), TypeError),
    row("clamp min a str", lambda T: T.clamp(v(T, 3), min="a"), TypeError),
    row("clamp without bounds", lambda T: T.clamp(v(T, 3)), RuntimeError),
    row("mean of an int tensor", lambda T: T.mean(ints(T, 3)), RuntimeError),
    row("where with a float condition", lambda T: T.where(v(T, 3), v(T, 3), v(T, 3)), RuntimeError),
    row("matmul float32 @ float64", lambda T: v(T, 2, 2) @ v(T, 2, 2, dtype=T.float64), RuntimeError),
    row("neg of a bool tensor", lambda T: -(v(T, 3) > 1), RuntimeError),
    row("bool - bool", lambda T: (v(T, 3) > 1) - (v(T, 3) > 2), RuntimeError),
    row("int ** negative int", lambda T: ints(T, 3) ** -1, RuntimeError),
    row("add a complex scalar", lambda T: v(T, 3) + (1 + 2j), TypeError, torch_differs="PyTorch has complex tensors"),
    row("pow with a str exponent", lambda T: T.pow(v(T, 3), "a"), TypeError),
    row("where with two numbers", lambda T: T.where(v(T, 3) > 1, 1.0, 0.0), OK),
    row("sqrt of an int tensor", lambda T: T.sqrt(ints(T, 3)), OK),
    row("sum of a bool tensor", lambda T: (v(T, 3) > 1).sum(), OK),
    row("int / int", lambda T: ints(T, 3) / T.tensor([2, 0, 0]), OK),
    row("float32 + float64 0-d", lambda T: v(T, 3) + T.tensor(2.0, dtype=T.float64), OK),

    # keyword arguments PyTorch accepts
    row("add alpha=2", lambda T: T.add(v(T, 3), v(T, 3), alpha=2), OK),
    row("sub alpha=2", lambda T: T.sub(v(T, 3), v(T, 3), alpha=2), OK),
    row("sum dim=0, dtype=float64", lambda T: T.sum(v(T, 2, 3), dim=0, dtype=T.float64), OK),
    row("sum axis=0, keepdims=True", lambda T: T.sum(v(T, 2, 3), axis=0, keepdims=True), OK),
    row("add input=, other=", lambda T: T.add(input=v(T, 3), other=v(T, 3)), OK),
    row("exp out=", exp_out, OK),
    row("mean of ints with dtype=float32", lambda T: T.mean(ints(T, 3), dtype=T.float32), OK),
    row("sum keepdim=True", lambda T: v(T, 2, 3).sum(1, keepdim=True), OK),
    row("max dim=, keepdim=", lambda T: tuple(T.max(v(T, 2, 3), dim=1, keepdim=True)), OK),

    # conversions
    row("item of a multi-element tensor", lambda T: v(T, 3).item(), RuntimeError),
    row("bool of a multi-element tensor", lambda T: bool(v(T, 3)), RuntimeError),
    row("len of a 0-d tensor", lambda T: len(T.tensor(1.0)), TypeError),
    row("iterate a 0-d tensor", lambda T: list(T.tensor(1.0)), TypeError),
    row("numpy() of a tensor that requires grad", lambda T: v(T, 3, grad=True).numpy(), RuntimeError,
        allow=("numpy",)),
    row("float() of a one-element tensor", lambda T: float(v(T, 1)), OK),

    # backward misuse
    row("backward twice", backward_twice, RuntimeError),
    row("backward of a non-scalar", lambda T: (v(T, 3, grad=True) * 2).backward(), RuntimeError),
    row("backward of a tensor that needs no grad", lambda T: v(T, 3).sum().backward(), RuntimeError),
    row("backward of a detached tensor", lambda T: (v(T, 3, grad=True) * 2).detach().sum().backward(),
        RuntimeError),
    row("backward with a gradient of the wrong shape",
        lambda T: (v(T, 3, grad=True) * 2).backward(T.ones(2)), RuntimeError),
    row("grad of a tensor not in the graph", grad_of_unused, RuntimeError),
    row("grad of a tensor not in the graph, allowed", grad_of_unused_allowed, OK),
    row("grad of a tensor that needs no grad", lambda T: T.autograd.grad((v(T, 3, grad=True) * 2).sum(), v(T, 3)),
        RuntimeError),
    row("grad with no inputs", lambda T: T.autograd.grad((v(T, 3, grad=True) * 2).sum(), []), RuntimeError),
    row("saved tensor modified in place", saved_then_modified, RuntimeError),
    row("in-place on a leaf that requires grad", inplace_on_leaf, RuntimeError),
    row("+= on a leaf that requires grad", iadd_on_leaf, RuntimeError),
    row("x[0] = v on a leaf that requires grad", setitem_on_leaf, RuntimeError),
    row(".grad of the wrong shape", lambda T: assign_grad(T, T.zeros(2)), RuntimeError),
    row(".grad of the wrong dtype", lambda T: assign_grad(T, T.zeros(3, dtype=T.float64)), RuntimeError),
    row(".grad of the right kind", lambda T: assign_grad(T, T.ones(3)), OK),
    row("requires_grad = False on a non-leaf", set_requires_grad_on_non_leaf, RuntimeError),
    row("register_hook on a tensor that needs no grad", lambda T: v(T, 3).register_hook(lambda g: g), RuntimeError),
    row("retain_grad on a tensor that needs no grad", lambda T: v(T, 3).retain_grad(), RuntimeError),
    # an int parameter takes no bool nor float (PyTorch's parser), but a 0-d integer tensor
    row("tril with a bool diagonal", lambda T: T.tril(v(T, 2, 2), True), TypeError),
    row("tril with a float diagonal", lambda T: T.tril(v(T, 2, 2), 1.0), TypeError),
    row("tril with a 0-d integer tensor diagonal", lambda T: T.tril(v(T, 2, 2), T.tensor(1)), OK),
    row("topk with a bool k", lambda T: T.topk(v(T, 3), True), TypeError),
    row("repeat_interleave with a bool count", lambda T: T.repeat_interleave(v(T, 2), True), TypeError),
    # grid_sample and affine_grid: PyTorch's argument checks
    row("grid_sample with an unknown mode",
        lambda T: T.nn.functional.grid_sample(v(T, 1, 1, 2, 2), v(T, 1, 2, 2, 2), mode="linear", align_corners=False),
        ValueError),
    row("grid_sample with an unknown padding_mode",
        lambda T: T.nn.functional.grid_sample(v(T, 1, 1, 2, 2), v(T, 1, 2, 2, 2), padding_mode="wrap",
                                              align_corners=False), ValueError),
    row("grid_sample with a grid of 3 coordinates",
        lambda T: T.nn.functional.grid_sample(v(T, 1, 1, 2, 2), v(T, 1, 2, 2, 3), align_corners=False), RuntimeError),
    row("grid_sample over batches of different sizes",
        lambda T: T.nn.functional.grid_sample(v(T, 2, 1, 2, 2), v(T, 1, 2, 2, 2), align_corners=False), RuntimeError),
    row("affine_grid with a 3x3 theta for a 4-D size",
        lambda T: T.nn.functional.affine_grid(v(T, 1, 3, 3), [1, 1, 2, 2], align_corners=False), ValueError),
    row("affine_grid of a 3-D size", lambda T: T.nn.functional.affine_grid(v(T, 1, 2, 3), [1, 1, 2], align_corners=False),
        NotImplementedError),
    row("affine_grid of an empty size",
        lambda T: T.nn.functional.affine_grid(v(T, 1, 2, 3), [1, 1, 0, 2], align_corners=False), ValueError),
    row("affine_grid of an integer theta",
        lambda T: T.nn.functional.affine_grid(T.ones(1, 2, 3, dtype=T.int64), [1, 1, 2, 2], align_corners=False),
        ValueError),
]


# ------------------------------------------------------------------------------ the test

def _outcome(call, module):
    try:
        return True, call(module)
    except Exception as error:  # noqa: BLE001 - the exception is the outcome being compared
        return False, error


def _builtin_class(error):
    """The exception's nearest built-in class (PyTorch's GradcheckError, specgrad's subclasses alike)."""
    return next(c for c in type(error).__mro__ if c.__module__ == "builtins")


def _shown(error):
    """The exception and those Python prints with it (causes, and contexts not suppressed)."""
    while error is not None:
        yield error
        error = error.__cause__ or (None if error.__suppress_context__ else error.__context__)


def _values(result):
    """A result as plain values, the same for a specgrad and a torch result."""
    if hasattr(result, "detach") and hasattr(result, "shape"):
        data = np.asarray(result.detach().tolist())
        return ("tensor", tuple(result.shape), str(result.dtype).split(".")[-1], data)
    if isinstance(result, (tuple, list)):
        return tuple(_values(r) for r in result)
    return result


def _assert_same(ours, theirs):
    if isinstance(ours, tuple) and ours and ours[0] == "tensor":
        assert theirs[0] == "tensor", (ours, theirs)
        assert ours[1:3] == theirs[1:3], f"shape/dtype {ours[1:3]} != PyTorch's {theirs[1:3]}"
        if ours[3].dtype == object or theirs[3].dtype == object:
            assert ours[3].tolist() == theirs[3].tolist()
        else:
            np.testing.assert_allclose(ours[3], theirs[3], rtol=1e-6, equal_nan=True)
    elif isinstance(ours, tuple):
        assert isinstance(theirs, tuple) and len(ours) == len(theirs)
        for a, b in zip(ours, theirs):
            _assert_same(a, b)
    elif isinstance(ours, float):
        assert ours == pytest.approx(theirs, rel=1e-6, nan_ok=True)
    else:
        assert ours == theirs


@pytest.mark.filterwarnings("ignore::UserWarning")  # PyTorch's own warnings (non-tuple index, ...)
# NumPy's warnings from forward ops (mean of an empty tensor, int / 0) are tracked by the xfail tests
# test_runtime_errors.py::test_forward_ops_issue_no_numpy_warning_whatever_the_filters
@pytest.mark.filterwarnings("ignore::RuntimeWarning")
@pytest.mark.parametrize("call, expected, torch_differs, allow", ROWS)
def test_bad_call(call, expected, torch_differs, allow):
    ok, ours = _outcome(call, specgrad)
    if not ok:
        for error in _shown(ours):
            message = f"{type(error).__name__}: {error}".lower()
            for word in allow:
                message = message.replace(f"{word}()", "")
            assert not any(word in message for word in FORBIDDEN), f"NumPy/Numba wording leaks: {message}"
            assert "numba" not in type(error).__module__.lower() and "numpy" not in type(error).__module__.lower()
    if torch is not None and not torch_differs:
        torch_ok, theirs = _outcome(call, torch)
        assert torch_ok == (expected is OK) and (torch_ok or _builtin_class(theirs) is expected), \
            f"the row's record is stale: PyTorch gives {theirs!r}"
        if torch_ok:
            assert ok, f"PyTorch succeeds, specgrad raises {type(ours).__name__}: {ours}"
            _assert_same(_values(ours), _values(theirs))
            return
    if expected is OK:
        assert ok, f"expected success, specgrad raises {type(ours).__name__}: {ours}"
    else:
        assert not ok, f"expected {expected.__name__}, specgrad returns {ours!r}"
        assert _builtin_class(ours) is expected, f"expected {expected.__name__}, got {type(ours).__name__}: {ours}"


def test_the_catalogue_covers_at_least_80_calls():
    assert len(ROWS) >= 80
