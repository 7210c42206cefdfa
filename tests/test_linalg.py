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
