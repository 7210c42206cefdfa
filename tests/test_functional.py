"""specgrad.autograd.functional (vjp, jvp, jacobian, hessian, hvp, vhp): compared with
torch.autograd.functional in float64 when PyTorch is installed, and checked by hand without it
(known Jacobians and Hessians, create_graph, strict mode, PyTorch's errors, the caller's inputs)."""
import numpy as np
import pytest

import specgrad
from specgrad.autograd import functional as F

TORCH_REASON = "PyTorch is the oracle; `make oracle` installs it"


def _torch():
    # per test rather than at module level, so that the torch-free checks below still run without it
    return pytest.importorskip("torch", reason=TORCH_REASON)


RNG = np.random.default_rng(0)
A = RNG.standard_normal((3, 3))
W = RNG.standard_normal((3, 2))
X = RNG.uniform(-1, 1, 3)
Y = RNG.uniform(-1, 1, 2)


def _as(lib, *arrays):
    """The arrays as float64 tensors of specgrad or torch (the same code builds both)."""
    ts = tuple(lib.tensor(a, dtype=lib.float64) for a in arrays)
    return ts[0] if len(ts) == 1 else ts


def _assert_same(ours, theirs, rtol=1e-10, atol=1e-12):
    """Same nesting of tuples, same shapes, same values, same requires_grad."""
    if isinstance(theirs, tuple):
        assert isinstance(ours, tuple) and len(ours) == len(theirs)
        for o, t in zip(ours, theirs):
            _assert_same(o, t, rtol, atol)
        return
    assert isinstance(ours, specgrad.Tensor), type(ours)
    assert tuple(ours.shape) == tuple(theirs.shape)
    assert ours.requires_grad == theirs.requires_grad
    np.testing.assert_allclose(ours.detach().numpy(), theirs.detach().numpy(), rtol=rtol, atol=atol)


def _both(name, case, **kwargs):
    """Run functional.<name> of specgrad and of torch on one case: (func(lib), inputs, v or None)."""
    torch = _torch()
    results = []
    for lib, module in ((specgrad, F), (torch, torch.autograd.functional)):
        func, inputs, v = case(lib)
        args = (func, inputs) if v is None else (func, inputs, v)
        results.append(getattr(module, name)(*args, **kwargs))
    return results


# ------------------------------------------------------------------------------ the cases (lib -> func, inputs, v)

def elementwise(lib):
    return (lambda x: x.sin() * x.exp()), _as(lib, X), _as(lib, Y[:1].repeat(3) + X)


def matmul(lib):
    a = _as(lib, A)
    return (lambda x: (a @ x).tanh()), _as(lib, X), _as(lib, [1.0, -2.0, 0.5])


def matrix_input(lib):
    return (lambda m: m.exp().sum(1)), _as(lib, A), _as(lib, [1.0, 2.0, 3.0])


def multi_input(lib):
    w = _as(lib, W)
    return (lambda x, y: (x @ w) * y + y.exp()), _as(lib, X, Y), _as(lib, [0.5, -1.0])


def multi_output(lib):
    return (lambda x, y: (x * y.sum(), (x ** 2).sum() + y.cos().sum())), _as(lib, X, Y), _as(lib, X[::-1].copy(), 2.0)


def rosenbrock(lib):
    return (lambda x: (100 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2).sum()), _as(lib, X), None


def quadratic_exp(lib):
    a = _as(lib, A)
    return (lambda x: x @ a @ x + x.exp().sum()), _as(lib, X), None


def scalar_two_inputs(lib):
    w = _as(lib, W)
    return (lambda x, y: (x.sin() @ w @ y.exp()) + (x ** 3).sum() * y.sum()), _as(lib, X, Y), None


MAPS = [elementwise, matmul, matrix_input, multi_input, multi_output]
SCALARS = [rosenbrock, quadratic_exp, scalar_two_inputs]


def _input_v(case):
    """The case with v shaped as its inputs (for jvp, hvp, vhp) instead of its outputs."""
    def with_input_v(lib):
        func, inputs, _ = case(lib)
        v = tuple(i.cos() + 0.5 for i in inputs) if isinstance(inputs, tuple) else inputs.cos() + 0.5
        return func, inputs, v
    with_input_v.__name__ = case.__name__
    return with_input_v


def _no_v(case):
    def without_v(lib):
        return case(lib)[:2] + (None,)
    return without_v


# ------------------------------------------------------------------------------ against PyTorch

@pytest.mark.parametrize("case", MAPS + SCALARS, ids=lambda c: c.__name__)
def test_vjp_matches_torch(case):
    """vjp gives torch's (outputs, v^T J) with the same tuple structure."""
    ours, theirs = _both("vjp", case)
    _assert_same(ours, theirs)


@pytest.mark.parametrize("case", MAPS + SCALARS, ids=lambda c: c.__name__)
def test_jvp_matches_torch(case):
    """jvp (double-backward trick) gives torch's (outputs, J v)."""
    ours, theirs = _both("jvp", _input_v(case))
    _assert_same(ours, theirs)


@pytest.mark.parametrize("case", MAPS + SCALARS, ids=lambda c: c.__name__)
def test_jacobian_matches_torch(case):
    """jacobian gives torch's Tensor, tuple, or tuple of tuples of output.size() + input.size()."""
    ours, theirs = _both("jacobian", _no_v(case))
    _assert_same(ours, theirs)


@pytest.mark.parametrize("case", SCALARS, ids=lambda c: c.__name__)
def test_hessian_matches_torch(case):
    """hessian gives torch's Tensor (one input) or tuple of tuples (several)."""
    ours, theirs = _both("hessian", case)
    _assert_same(ours, theirs)


@pytest.mark.parametrize("name", ["hvp", "vhp"])
@pytest.mark.parametrize("case", SCALARS, ids=lambda c: c.__name__)
def test_hvp_vhp_match_torch(name, case):
    """hvp and vhp give torch's (output, H v) and (output, v^T H)."""
    ours, theirs = _both(name, _input_v(case))
    _assert_same(ours, theirs)


@pytest.mark.parametrize("name, case", [("vjp", multi_output), ("jvp", _input_v(multi_input)),
                                        ("jacobian", _no_v(multi_output)), ("hessian", scalar_two_inputs),
                                        ("hvp", _input_v(scalar_two_inputs)), ("vhp", _input_v(quadratic_exp))])
def test_create_graph_matches_torch(name, case):
    """With create_graph=True the values are torch's and every result has a grad_fn."""
    ours, theirs = _both(name, case, create_graph=True)
    _assert_same(ours, theirs)
    for t in _flatten(ours):
        assert t.grad_fn is not None


@pytest.mark.parametrize("name", ["vjp", "jvp", "jacobian", "hessian", "hvp", "vhp"])
def test_create_graph_reaches_user_inputs_as_torch(name):
    """With create_graph, results differentiate back to the caller's inputs that require grad, as torch's."""
    torch = _torch()
    grads = []
    for lib, module in ((specgrad, F), (torch, torch.autograd.functional)):
        x = lib.tensor(X, requires_grad=True)
        func = lambda x: (x ** 3).sum() * x.sin().sum()  # noqa: E731
        args = (func, x) if name in ("vjp", "jacobian", "hessian") else (func, x, x.detach().cos())
        result = getattr(module, name)(*args, create_graph=True)
        result = result[1] if isinstance(result, tuple) else result
        grads.append(lib.autograd.grad((result * result).sum(), x)[0])
    _assert_same(*grads)


def test_captured_input_is_a_constant_as_in_torch():
    """A function closing over the very tensor passed as input sees it as a constant (pytorch#32576)."""
    torch = _torch()
    x_sg, x_th = _as(specgrad, X), _as(torch, X)
    ours = F.jacobian(lambda inp: inp * x_sg, x_sg)
    theirs = torch.autograd.functional.jacobian(lambda inp: inp * x_th, x_th)
    _assert_same(ours, theirs)
    np.testing.assert_allclose(ours.numpy(), np.diag(X))


def _error(call):
    with pytest.raises(Exception) as info:
        call()
    return info.type, str(info.value).replace("torch.Size", "specgrad.Size")


ERROR_CALLS = {
    "vjp needs v": lambda lib, fn: fn.vjp(lambda x: x * 2, _as(lib, X)),
    "jvp needs v": lambda lib, fn: fn.jvp(lambda x: x * 2, _as(lib, X)),
    "hvp needs v": lambda lib, fn: fn.hvp(lambda x: x.sum(), _as(lib, X)),
    "vhp needs v": lambda lib, fn: fn.vhp(lambda x: x.sum(), _as(lib, X)),
    "v size": lambda lib, fn: fn.vjp(lambda x: x * 2, _as(lib, X), _as(lib, Y)),
    "v tuple size": lambda lib, fn: fn.jvp(lambda x, y: x, _as(lib, X, Y), (_as(lib, X), _as(lib, X))),
    "v tuple length": lambda lib, fn: fn.jvp(lambda x, y: x, _as(lib, X, Y), (_as(lib, X),)),
    "v single": lambda lib, fn: fn.vjp(lambda x: x, _as(lib, X), (_as(lib, X), _as(lib, X))),
    "not a tensor": lambda lib, fn: fn.vjp(lambda x: x, (_as(lib, X), 3.0)),
    "hessian non-scalar": lambda lib, fn: fn.hessian(lambda x: x * x, _as(lib, X)),
    "hessian tuple out": lambda lib, fn: fn.hessian(lambda x: (x.sum(), x.sum()), _as(lib, X)),
    "vhp tuple out": lambda lib, fn: fn.vhp(lambda x: (x.sum(),), _as(lib, X), _as(lib, X)),
    "strict vjp": lambda lib, fn: fn.vjp(lambda x, y: x * 2, _as(lib, X, Y), _as(lib, X), strict=True),
    "strict jvp constant": lambda lib, fn: fn.jvp(lambda x: lib.ones(3, dtype=lib.float64), _as(lib, X),
                                                  _as(lib, X), strict=True),
    "strict jacobian": lambda lib, fn: fn.jacobian(lambda x, y: x * 2, _as(lib, X, Y), strict=True),
    "strict hessian linear": lambda lib, fn: fn.hessian(lambda x: (2 * x).sum(), _as(lib, X), strict=True),
    "strict vhp linear": lambda lib, fn: fn.vhp(lambda x: (2 * x).sum(), _as(lib, X), _as(lib, X), strict=True),
    "strict hvp linear": lambda lib, fn: fn.hvp(lambda x: (2 * x).sum(), _as(lib, X), _as(lib, X), strict=True),
    "strict create_graph": lambda lib, fn: fn.vjp(lambda x: 2 * x, _as(lib, X), _as(lib, X), create_graph=True,
                                                  strict=True),
}


@pytest.mark.parametrize("which", list(ERROR_CALLS))
def test_errors_match_torch(which):
    """Misuse raises the exception type and message torch does."""
    torch = _torch()
    ours = _error(lambda: ERROR_CALLS[which](specgrad, F))
    theirs = _error(lambda: ERROR_CALLS[which](torch, torch.autograd.functional))
    assert ours[0] is theirs[0]
    assert ours[1] == theirs[1].replace("torch.Tensor", "specgrad.tensor.Tensor")


# ------------------------------------------------------------------------------ without PyTorch

def _flatten(x):
    if isinstance(x, tuple):
        return [t for el in x for t in _flatten(el)]
    return [x]


def test_jacobian_of_sin_is_diag_cos():
    """The Jacobian of elementwise sin is diag(cos x)."""
    jac = F.jacobian(lambda x: x.sin(), specgrad.tensor(X))
    np.testing.assert_allclose(jac.numpy(), np.diag(np.cos(X)), rtol=1e-12)


def test_jacobian_shapes_and_nesting():
    """Tuple outputs and inputs give jac[i][j] of size output_i.size() + input_j.size()."""
    x, m = specgrad.tensor(X), specgrad.tensor(A[:2])
    jac = F.jacobian(lambda x, m: (m @ x, x.sum()), (x, m))
    assert [[tuple(t.shape) for t in row] for row in jac] == [[(2, 3), (2, 2, 3)], [(3,), (2, 3)]]
    np.testing.assert_allclose(jac[0][0].numpy(), A[:2], rtol=1e-12)
    np.testing.assert_allclose(jac[1][1].numpy(), np.zeros((2, 3)))


def test_hessian_of_quadratic_form_is_a_plus_at():
    """The Hessian of x^T A x is A + A^T."""
    a = specgrad.tensor(A)
    hess = F.hessian(lambda x: x @ a @ x, specgrad.tensor(X))
    np.testing.assert_allclose(hess.numpy(), A + A.T, rtol=1e-12)


def test_hessian_of_two_inputs_is_block_tuple():
    """hessian((x, y)) of sum(x^2 y) gives ((2 diag(y), 2 diag(x)), (2 diag(x), 0))."""
    x, y = specgrad.tensor([1.0, 2.0]), specgrad.tensor([3.0, 5.0])
    (hxx, hxy), (hyx, hyy) = F.hessian(lambda x, y: (x * x * y).sum(), (x, y))
    np.testing.assert_allclose(hxx.numpy(), np.diag([6.0, 10.0]))
    np.testing.assert_allclose(hxy.numpy(), np.diag([2.0, 4.0]))
    np.testing.assert_allclose(hyx.numpy(), np.diag([2.0, 4.0]))
    np.testing.assert_allclose(hyy.numpy(), np.zeros((2, 2)))


def test_products_agree_with_jacobian_and_hessian():
    """vjp = v^T J, jvp = J v, hvp = H v and vhp = v^T H, with J and H from jacobian and hessian."""
    a, x = specgrad.tensor(A), specgrad.tensor(X)
    v = specgrad.tensor([0.3, -1.2, 2.0])
    f = lambda x: (a @ x).sin() * x  # noqa: E731
    s = lambda x: (x @ a @ x).exp() + (x ** 3).sum()  # noqa: E731
    J, H = F.jacobian(f, x).numpy(), F.hessian(s, x).numpy()
    np.testing.assert_allclose(F.vjp(f, x, v)[1].numpy(), v.numpy() @ J, rtol=1e-12)
    np.testing.assert_allclose(F.jvp(f, x, v)[1].numpy(), J @ v.numpy(), rtol=1e-12)
    np.testing.assert_allclose(F.hvp(s, x, v)[1].numpy(), H @ v.numpy(), rtol=1e-12)
    np.testing.assert_allclose(F.vhp(s, x, v)[1].numpy(), v.numpy() @ H, rtol=1e-12)
    np.testing.assert_allclose(F.vjp(f, x, v)[0].numpy(), f(x).detach().numpy())


def test_single_element_v_may_be_omitted():
    """v defaults to 1 for a single-element output (vjp) or input (jvp, hvp, vhp)."""
    x = specgrad.tensor([2.0])
    assert F.vjp(lambda x: (x ** 3).sum(), specgrad.tensor(X))[1].tolist() == pytest.approx((3 * X ** 2).tolist())
    assert F.jvp(lambda x: x ** 3, x)[1].tolist() == [12.0]
    assert F.hvp(lambda x: (x ** 3).sum(), x)[1].tolist() == [12.0]
    assert F.vhp(lambda x: (x ** 3).sum(), x)[1].tolist() == [12.0]


def test_independent_input_gives_zeros():
    """An input the outputs do not depend on gets zeros (not None) when strict=False."""
    x, y = specgrad.tensor(X), specgrad.tensor(Y)
    _, (gx, gy) = F.vjp(lambda x, y: x * 2, (x, y), specgrad.ones(3, dtype=specgrad.float64))
    assert gx.tolist() == [2.0] * 3 and gy.tolist() == [0.0, 0.0]
    _, jv = F.jvp(lambda x: (x * 2, specgrad.ones(2, dtype=specgrad.float64)), x, x)
    assert jv[1].tolist() == [0.0, 0.0]
    assert F.hessian(lambda x: (2 * x).sum(), x).tolist() == np.zeros((3, 3)).tolist()


def test_strict_errors():
    """strict=True raises PyTorch's messages for an independent input or a constant output."""
    x, y = specgrad.tensor(X), specgrad.tensor(Y)
    with pytest.raises(RuntimeError, match="^The output of the user-provided function is independent of input 1. "
                                           "This is not allowed in strict mode.$"):
        F.vjp(lambda x, y: x * 2, (x, y), x, strict=True)
    with pytest.raises(RuntimeError, match="^Output 0 of the user-provided function is independent of input 1"):
        F.jacobian(lambda x, y: x * 2, (x, y), strict=True)
    with pytest.raises(RuntimeError, match="^Output 0 of the user-provided function does not require gradients"):
        F.jvp(lambda x: specgrad.ones(3), x, x, strict=True)
    with pytest.raises(RuntimeError, match="jacobian of the user-provided function with respect to input 0 is "
                                           "independent of the input"):
        F.hessian(lambda x: (2 * x).sum(), x, strict=True)


def test_v_errors():
    """A missing or mis-sized v raises PyTorch's messages."""
    x = specgrad.tensor(X)
    with pytest.raises(RuntimeError, match="^The vector v can only be None if the user-provided function returns"):
        F.vjp(lambda x: x * 2, x)
    with pytest.raises(RuntimeError, match="^The vector v can only be None if the input to the user-provided"):
        F.jvp(lambda x: x * 2, x)
    with pytest.raises(RuntimeError, match=r"^v has invalid size: should be specgrad.Size\(\[3\]\) but got"):
        F.vjp(lambda x: x * 2, x, specgrad.ones(2))
    with pytest.raises(TypeError, match="must be either a Tensor or a tuple of Tensors"):
        F.jacobian(lambda x: x, [x])


def test_vectorize_and_forward_mode_match_pytorch():
    """vectorize=True (through specgrad.func) and strategy="forward-mode" give PyTorch's Jacobians and
    Hessians, tuples too; forward mode without vectorize=True, or with create_graph, raises as PyTorch's."""
    torch = _torch()
    x, y = RNG.standard_normal(3), RNG.standard_normal(2)

    def two(lib):
        return lambda a, b: (lib.sin(a) * b.sum(), a[:2] * b ** 2)

    def scalar(lib):
        return lambda a, b: (lib.sin(a) * b.sum()).sum() + (a[:2] * b ** 3).sum()
    for strategy in ("reverse-mode", "forward-mode"):
        ours = F.jacobian(two(specgrad), (specgrad.tensor(x), specgrad.tensor(y)), vectorize=True, strategy=strategy)
        theirs = torch.autograd.functional.jacobian(two(torch), (torch.tensor(x), torch.tensor(y)), vectorize=True,
                                                    strategy=strategy)
        for row, trow in zip(ours, theirs):
            for block, tblock in zip(row, trow):
                assert not block.requires_grad
                np.testing.assert_allclose(block.numpy(), tblock.numpy(), rtol=1e-12, atol=1e-14)
        ours = F.hessian(scalar(specgrad), (specgrad.tensor(x), specgrad.tensor(y)), vectorize=True,
                         outer_jacobian_strategy=strategy)
        theirs = torch.autograd.functional.hessian(scalar(torch), (torch.tensor(x), torch.tensor(y)), vectorize=True,
                                                   outer_jacobian_strategy=strategy)
        for row, trow in zip(ours, theirs):
            for block, tblock in zip(row, trow):
                np.testing.assert_allclose(block.detach().numpy(), tblock.detach().numpy(), rtol=1e-12, atol=1e-14)
    single = F.jacobian(lambda a: a.sin(), specgrad.tensor(x), vectorize=True, strategy="forward-mode")
    np.testing.assert_allclose(single.numpy(), np.diag(np.cos(x)), rtol=1e-12, atol=1e-15)
    with pytest.raises(NotImplementedError, match="only implemented for `vectorize=True`"):
        F.jacobian(lambda a: a.sin(), specgrad.tensor(x), strategy="forward-mode")
    with pytest.raises(NotImplementedError, match="create_graph=True"):
        F.jacobian(lambda a: a.sin(), specgrad.tensor(x), strategy="forward-mode", vectorize=True, create_graph=True)


def test_results_are_detached_without_create_graph():
    """Without create_graph nothing returned requires grad, even for inputs that do."""
    x = specgrad.tensor(X, requires_grad=True)
    results = [F.vjp(lambda x: x.exp(), x, x), F.jvp(lambda x: x.exp(), x, x), F.jacobian(lambda x: x.exp(), x),
               F.hessian(lambda x: x.exp().sum(), x), F.hvp(lambda x: x.exp().sum(), x, x),
               F.vhp(lambda x: x.exp().sum(), x, x)]
    for t in _flatten(tuple(results)):
        assert t.grad_fn is None and not t.requires_grad


def test_inputs_get_no_grad_and_are_not_modified():
    """The caller's tensors keep their values and get no .grad."""
    x = specgrad.tensor(X, requires_grad=True)
    y = specgrad.tensor(Y)
    for call in (lambda: F.vjp(lambda x, y: x.sum() * y, (x, y), y),
                 lambda: F.jvp(lambda x, y: x * y.sum(), (x, y), (x, y)),
                 lambda: F.jacobian(lambda x, y: x * y.sum(), (x, y)),
                 lambda: F.hessian(lambda x: (x ** 3).sum(), x),
                 lambda: F.hvp(lambda x: (x ** 3).sum(), x, x),
                 lambda: F.vhp(lambda x: (x ** 3).sum(), x, x)):
        call()
        assert x.grad is None and y.grad is None
        assert x.requires_grad and not y.requires_grad
        assert x.tolist() == X.tolist() and y.tolist() == Y.tolist()


def test_create_graph_third_derivative_of_x4():
    """hessian(x**4, create_graph=True) = 12 x^2 stays differentiable: its derivative is 24 x."""
    x = specgrad.tensor([1.5], requires_grad=True)
    hess = F.hessian(lambda x: (x ** 4).sum(), x, create_graph=True)
    assert hess.grad_fn is not None
    assert hess.tolist() == [[pytest.approx(12 * 1.5 ** 2)]]
    (third,) = specgrad.autograd.grad(hess.sum(), x)
    assert third.tolist() == [pytest.approx(24 * 1.5)]


def test_create_graph_vjp_differentiates_through_v():
    """With create_graph, the vjp is differentiable with respect to both the input and v."""
    x = specgrad.tensor([0.5, -1.0], requires_grad=True)
    v = specgrad.tensor([2.0, 3.0], requires_grad=True)
    _, g = F.vjp(lambda x: x ** 3, x, v, create_graph=True)  # g = 3 x^2 v
    gx, gv = specgrad.autograd.grad(g.sum(), (x, v))
    assert gx.tolist() == pytest.approx((6 * np.array([0.5, -1.0]) * [2.0, 3.0]).tolist())
    assert gv.tolist() == pytest.approx((3 * np.array([0.5, -1.0]) ** 2).tolist())


def test_works_under_no_grad():
    """The functions record their own graph even when called inside no_grad, and give plain results."""
    x = specgrad.tensor(X)
    with specgrad.no_grad():
        _, g = F.vjp(lambda x: (x ** 2).sum(), x)
        hess = F.hessian(lambda x: (x ** 3).sum(), x)
    assert g.tolist() == pytest.approx((2 * X).tolist())
    np.testing.assert_allclose(hess.numpy(), np.diag(6 * X), rtol=1e-12)
    assert specgrad.is_grad_enabled()


def test_functional_inplace_writes_into_the_input():
    """F.relu(x, inplace=True) and the other activations with inplace= return x, overwritten, with
    the activation's grad_fn; torch.relu keeps its own signature (no inplace=)."""
    import specgrad.nn.functional as F
    x = specgrad.tensor([-1.0, 0.5, 2.0], requires_grad=True)
    y = x * 1
    out = F.leaky_relu(y, 0.1, inplace=True)
    assert out is y and y.grad_fn is not None and type(y.grad_fn).__name__ == "LeakyReluBackward0"
    np.testing.assert_allclose(y.detach().numpy(), [-0.1, 0.5, 2.0])
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [0.1, 1.0, 1.0])
    z = specgrad.tensor([-1.0, 2.0])
    assert F.relu(z, inplace=True) is z and z.tolist() == [0.0, 2.0]
    with pytest.raises(TypeError):
        specgrad.relu(z, inplace=True)
    with pytest.raises(RuntimeError, match="leaf Variable"):
        F.elu(specgrad.tensor([1.0], requires_grad=True), inplace=True)
