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
