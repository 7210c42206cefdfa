"""Linear algebra beyond the generated tests: conventions at singular points, and what the spec's
test cases cannot express."""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch", reason="PyTorch is not installed: `make oracle` installs it")


def _singular(seed):
    rng = np.random.default_rng(seed)
    values = rng.integers(-2, 3, size=(3, 3)).astype(np.float64)
    values[-1] = values[0]   # rank 2 at most: the determinant is exactly 0
    return values


@pytest.mark.parametrize("seed", range(3))
def test_det_gradient_at_a_singular_matrix_is_the_cofactor_matrix(seed):
    # PyTorch's create_graph=True backward gives the cofactor matrix (its SVD formula); its plain
    # backward gives 0 there (det times an LU solve). specgrad gives the cofactor matrix in both.
    A = _singular(seed)
    theirs = torch.tensor(A, requires_grad=True)
    expected, = torch.autograd.grad(torch.linalg.det(theirs), theirs, create_graph=True)
    for create_graph in (False, True):
        ours = specgrad.tensor(A, requires_grad=True)
        got, = specgrad.autograd.grad(specgrad.linalg.det(ours), ours, create_graph=create_graph)
        np.testing.assert_allclose(got.detach().numpy(), expected.detach().numpy(), atol=1e-12)


def test_inv_of_a_singular_matrix_raises_runtime_error():
    with pytest.raises(RuntimeError, match="singular"):
        specgrad.linalg.inv(specgrad.zeros(2, 2))


def test_cross_without_dim_warns_as_pytorch():
    with pytest.warns(UserWarning, match="without specifying the dim arg is deprecated"):
        specgrad.cross(specgrad.ones(3, 4), specgrad.ones(3, 4))


def _compare_value_and_gradient(ours_fn, theirs_fn, A, atol=1e-10):
    ours = specgrad.tensor(A, requires_grad=True)
    theirs = torch.tensor(A, requires_grad=True)
    got, expected = ours_fn(ours), theirs_fn(theirs)
    np.testing.assert_allclose(got.detach().numpy(), expected.detach().numpy(), atol=atol)
    got.sum().backward()
    expected.sum().backward()
    np.testing.assert_allclose(ours.grad.numpy(), theirs.grad.numpy(), atol=atol)


@pytest.mark.parametrize("ord", [float("inf"), -float("inf")])
@pytest.mark.parametrize("dim, keepdim", [((-2, -1), False), ((2, 0), True), ((0, 1), False)])
def test_matrix_norm_inf_orders_match_pytorch(ord, dim, keepdim):
    # the spec's cases take finite numbers only: inf and -inf (the max/min row sums) here, with the gradient
    A = np.random.default_rng(0).uniform(-1, 1, (3, 4, 2))
    _compare_value_and_gradient(lambda x: specgrad.linalg.matrix_norm(x, ord, dim, keepdim),
                                lambda x: torch.linalg.matrix_norm(x, ord, dim, keepdim), A)
    _compare_value_and_gradient(lambda x: specgrad.linalg.norm(x, ord, dim, keepdim),
                                lambda x: torch.linalg.norm(x, ord, dim, keepdim), A)


@pytest.mark.parametrize("ord", [float("inf"), -float("inf")])
def test_vector_norm_inf_orders_through_linalg_norm(ord):
    A = np.random.default_rng(1).uniform(-1, 1, (3, 4))
    _compare_value_and_gradient(lambda x: specgrad.linalg.norm(x, ord, 1),
                                lambda x: torch.linalg.norm(x, ord, 1), A)
    _compare_value_and_gradient(lambda x: specgrad.linalg.norm(x[0], ord), lambda x: torch.linalg.norm(x[0], ord), A)


def _same_error(ours_fn, theirs_fn):
    with pytest.raises(Exception) as theirs:
        theirs_fn()
    with pytest.raises(type(theirs.value), match=None) as ours:
        ours_fn()
    if "reduction dim" not in str(theirs.value):  # (specgrad's amin names the dim wrapped: 0, not -1)
        assert str(ours.value) == str(theirs.value)


@pytest.mark.parametrize("call", [
    "linalg.norm(x3, 2)", "linalg.norm(x3, dim=(0, 1, 2))", "linalg.norm(v, 'fro')",
    "linalg.matrix_norm(v)", "linalg.matrix_norm(x3, 3)", "linalg.matrix_norm(x3, 'abc')",
    "linalg.matrix_norm(x3, dim=(0, 0))", "linalg.matrix_norm(x3, dim=(0, 5))", "linalg.matrix_norm(x3.int())",
    "linalg.matrix_norm(x3.half(), 'nuc')", "linalg.matrix_norm(x3.half(), 2)", "linalg.matrix_norm(e, -2)",
    "linalg.vecdot(v, v.double())", "linalg.vecdot(v.int(), v.int())",
    "linalg.multi_dot([v])", "linalg.multi_dot([x3, m])", "linalg.multi_dot([m, x3])", "linalg.multi_dot([m, v, v])",
    "linalg.multi_dot([m, m.double()])", "linalg.multi_dot([m, m[:2]])", "linalg.matrix_exp(m[:2])",
    "adjoint(v)",
])
def test_linalg_errors_are_pytorchs(call):
    def run(module):
        names = {"x3": module.ones(2, 3, 4), "v": module.ones(3), "m": module.ones(3, 3), "e": module.ones(3, 0)}
        return eval(call, {"linalg": module.linalg, "adjoint": module.adjoint, **names})
    _same_error(lambda: run(specgrad), lambda: run(torch))


def test_matrix_norm_2_of_an_empty_matrix_is_zero():
    for shape in ((0, 3), (2, 3, 0)):
        got = specgrad.linalg.matrix_norm(specgrad.zeros(*shape), 2, keepdim=True)
        expected = torch.linalg.matrix_norm(torch.zeros(*shape), 2, keepdim=True)
        assert tuple(got.shape) == tuple(expected.shape) and not got.numpy().any()


# ---------------------------------------------------------------- the new linalg entries at their kinks, ties and
# boundaries: values and gradients against PyTorch's (a subgradient's choice is a convention: PyTorch is the
# reference), and finite differences where the function is smooth there

def _value_and_grads(lib, function, arrays):
    """function's value and the gradients of sum(out * w) (w = 1, 2, 3, ... over the output) for float64 inputs."""
    inputs = [lib.tensor(a, dtype=lib.float64, requires_grad=True) for a in arrays]
    out = function(lib, *inputs)
    weights = lib.arange(1.0, out.numel() + 1.0, dtype=lib.float64).reshape(out.shape)
    grads = lib.autograd.grad((out * weights).sum(), inputs, allow_unused=True)
    return out.detach().numpy(), [None if g is None else g.numpy() for g in grads]


def _agree_with_pytorch(function, *arrays):
    (ours, our_grads), (theirs, their_grads) = (_value_and_grads(specgrad, function, arrays),
                                                _value_and_grads(torch, function, arrays))
    np.testing.assert_allclose(ours, theirs, rtol=1e-12, atol=1e-14)
    for a, b in zip(our_grads, their_grads):
        assert (a is None) == (b is None)
        if a is not None:
            np.testing.assert_allclose(a, b, rtol=1e-12, atol=1e-14)


ZERO_3x2 = np.zeros((3, 2))
TIED_COLUMNS = np.array([[1.0, -2.0, 0.5], [-2.0, 1.0, 0.5]])   # column 1-norms 3, 3, 1: a tie for the max
TIED_ROWS = np.array([[1.0, -2.0], [3.0, 0.0], [-0.5, 0.5]])     # row 1-norms 3, 3, 1: a tie for inf; 0 for -inf's min


@pytest.mark.parametrize("function", [
    pytest.param(lambda lib, a: lib.linalg.norm(a), id="norm 2 of a zero matrix"),
    pytest.param(lambda lib, a: lib.linalg.norm(a, dim=1), id="vector 2-norms of zero rows"),
    pytest.param(lambda lib, a: lib.linalg.norm(a.reshape(-1), 1), id="1-norm at zeros"),
    pytest.param(lambda lib, a: lib.linalg.norm(a.reshape(-1), 3), id="3-norm at zeros"),
    pytest.param(lambda lib, a: lib.linalg.norm(a, "fro"), id="fro of a zero matrix"),
    pytest.param(lambda lib, a: lib.linalg.matrix_norm(a, 1), id="matrix 1-norm, all columns tied at 0"),
])
def test_norms_at_zero_match_pytorch(function):
    _agree_with_pytorch(function, ZERO_3x2)


@pytest.mark.parametrize("function, matrix", [
    pytest.param(lambda lib, a: lib.linalg.matrix_norm(a, 1), TIED_COLUMNS, id="1: tied column sums share"),
    pytest.param(lambda lib, a: lib.linalg.matrix_norm(a, -1), TIED_COLUMNS.T, id="-1: tied column minima"),
    pytest.param(lambda lib, a: lib.linalg.matrix_norm(a, float("inf")), TIED_ROWS, id="inf: tied row sums"),
    pytest.param(lambda lib, a: lib.linalg.norm(a, 1), TIED_COLUMNS, id="linalg.norm ord 1 of a matrix"),
    pytest.param(lambda lib, a: lib.linalg.matrix_norm(a, 2), np.eye(3), id="2: all singular values tied"),
    pytest.param(lambda lib, a: lib.linalg.matrix_norm(a, -2), np.diag([2.0, 2.0, 5.0]), id="-2: a tied minimum"),
    pytest.param(lambda lib, a: lib.linalg.matrix_norm(a, "nuc"), np.eye(2), id="nuc: tied singular values"),
    pytest.param(lambda lib, a: lib.linalg.norm(a, 1, dim=0), np.array([[0.0, 1.0], [-1.0, 0.0]]),
                 id="vector 1-norms through zeros"),
])
def test_norms_at_ties_match_pytorch(function, matrix):
    _agree_with_pytorch(function, matrix)


@pytest.mark.parametrize("function, arrays", [
    pytest.param(lambda lib, x, y: lib.linalg.vecdot(x, y), (np.ones((2, 0)), np.ones((2, 0))), id="vecdot, empty dim"),
    pytest.param(lambda lib, x, y: lib.linalg.vecdot(x, y, dim=0), (np.arange(3.0), np.ones((2, 3))[:1].reshape(3)),
                 id="vecdot, 1-D"),
    pytest.param(lambda lib, a, b: lib.linalg.multi_dot([a, b]), (np.arange(3.0), np.arange(3.0) - 1),
                 id="multi_dot of two vectors: a scalar"),
    pytest.param(lambda lib, a, b, c: lib.linalg.multi_dot([a, b, c]),
                 (np.ones((2, 0)), np.ones((0, 3)), np.arange(6.0).reshape(3, 2)), id="multi_dot, empty inner dim"),
    pytest.param(lambda lib, a: lib.linalg.diagonal(a, offset=4), (np.arange(12.0).reshape(3, 4),),
                 id="diagonal past the last column: empty"),
    pytest.param(lambda lib, a: lib.linalg.diagonal(a, offset=-3, dim1=0, dim2=2),
                 (np.arange(24.0).reshape(3, 2, 4),), id="diagonal past the last row: empty"),
    pytest.param(lambda lib, a: lib.linalg.diagonal(a, offset=3), (np.arange(12.0).reshape(3, 4),),
                 id="diagonal of one element"),
    pytest.param(lambda lib, a: lib.linalg.matrix_exp(a), (np.zeros((3, 3)),), id="matrix_exp at zero"),
    pytest.param(lambda lib, a: lib.linalg.matrix_exp(a), (np.array([[0.7]]),), id="matrix_exp 1x1"),
    pytest.param(lambda lib, a: lib.linalg.matrix_exp(a), (np.array([[0.0, 1.0], [0.0, 0.0]]),),
                 id="matrix_exp of a nilpotent matrix"),
    pytest.param(lambda lib, a: lib.adjoint(a), (np.ones((0, 3)),), id="adjoint of an empty matrix"),
    pytest.param(lambda lib, a: lib.adjoint(a), (np.arange(3.0).reshape(3, 1),), id="adjoint of a column"),
])
def test_linalg_boundaries_match_pytorch_and_finite_differences(function, arrays):
    _agree_with_pytorch(function, *arrays)
    inputs = tuple(specgrad.tensor(a, dtype=specgrad.float64, requires_grad=True) for a in arrays)
    assert specgrad.autograd.gradcheck(lambda *xs: function(specgrad, *xs), inputs)
