"""nn.utils.parametrizations.orthogonal against PyTorch's from the same weights: for each map (matrix_exp,
cayley, householder), square, tall, wide and batched weights, with and without the trivialization, the
parametrized weight is orthogonal and equals PyTorch's from the same `original` (and `base`, whose completion of
a non-square matrix is random), gradients reach `original` as PyTorch's, and assignment (right_inverse) and
initialization give PyTorch's original and base; the errors."""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")
MAPS = ["matrix_exp", "cayley", "householder"]
SHAPES = {"square": (5, 5), "tall": (7, 3), "wide": (3, 6), "batched": (2, 5, 3)}


class _Holder:
    """A module with one (possibly batched) weight, built in either library."""

    @staticmethod
    def make(lib, shape, values):
        module = lib.nn.Module()
        module.weight = lib.nn.Parameter(lib.tensor(values))
        return module


def _orthogonality_error(W):
    n, k = W.shape[-2], W.shape[-1]
    gram = np.swapaxes(W, -1, -2) @ W if n >= k else W @ np.swapaxes(W, -1, -2)
    return np.abs(gram - np.eye(min(n, k))).max()


def _pair(shape, orthogonal_map, use_trivialization, seed=0):
    """The module in both libraries from the same weight, parametrized; ours gets PyTorch's base (random when
    the weight is not square)."""
    values = np.random.default_rng(seed).standard_normal(shape)
    ours = _Holder.make(specgrad, shape, values)
    theirs = _Holder.make(torch, shape, values)
    specgrad.nn.utils.parametrizations.orthogonal(ours, orthogonal_map=orthogonal_map,
                                                  use_trivialization=use_trivialization)
    torch.nn.utils.parametrizations.orthogonal(theirs, orthogonal_map=orthogonal_map,
                                               use_trivialization=use_trivialization)
    return ours, theirs


def _copy_base(ours, theirs):
    if hasattr(theirs.parametrizations.weight[0], "base"):
        with specgrad.no_grad():
            ours.parametrizations.weight[0].base.copy_(
                specgrad.tensor(theirs.parametrizations.weight[0].base.numpy()))


def _close(a, b, tol=1e-10):
    np.testing.assert_allclose(a, b, rtol=tol, atol=tol)


@pytest.mark.parametrize("use_trivialization", [True, False])
@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("orthogonal_map", MAPS)
def test_weight_and_gradients_match_pytorch(orthogonal_map, shape, use_trivialization):
    ours, theirs = _pair(SHAPES[shape], orthogonal_map, use_trivialization)
    _copy_base(ours, theirs)
    assert sorted(ours.state_dict()) == sorted(theirs.state_dict())
    rng = np.random.default_rng(1)
    original = rng.standard_normal(SHAPES[shape]) * 0.5  # a point away from the initial one
    if orthogonal_map == "householder":  # the diagonal holds the columns' signs, 1 or -1 (it gets no gradient)
        n, k = SHAPES[shape][-2:]
        diagonal = np.eye(n, k, dtype=bool)
        original = np.where(diagonal, np.sign(original), original)
    probe = rng.standard_normal(SHAPES[shape])
    weights, grads = [], []
    for lib, module in ((specgrad, ours), (torch, theirs)):
        with lib.no_grad():
            module.parametrizations.weight.original.copy_(lib.tensor(original))
        W = module.weight
        (W * lib.tensor(probe)).sum().backward()
        weights.append(W.detach().numpy())
        grads.append(module.parametrizations.weight.original.grad.numpy())
    assert _orthogonality_error(weights[0]) < 1e-12
    _close(weights[0], weights[1])
    _close(grads[0], grads[1])


@pytest.mark.parametrize("shape", list(SHAPES))
@pytest.mark.parametrize("orthogonal_map", MAPS)
def test_initialization_matches_pytorch(orthogonal_map, shape):
    """With the trivialization, the original is -I and the base the weight's QR's Q (a square weight), so the
    initial weight is the weight's orthogonalization; without (householder), the original is QR's reflectors."""
    for use_trivialization in (True, False):
        if not use_trivialization and orthogonal_map != "householder":
            continue
        ours, theirs = _pair(SHAPES[shape], orthogonal_map, use_trivialization)
        _close(ours.parametrizations.weight.original.detach().numpy(),
               theirs.parametrizations.weight.original.detach().numpy())
        assert _orthogonality_error(ours.weight.detach().numpy()) < 1e-12
        if shape == "square" or not use_trivialization:
            _close(ours.weight.detach().numpy(), theirs.weight.detach().numpy())
        if shape == "square" and use_trivialization:
            _close(ours.parametrizations.weight[0].base.numpy(), theirs.parametrizations.weight[0].base.numpy())


@pytest.mark.parametrize("shape", ["square", "tall", "wide"])
@pytest.mark.parametrize("orthogonal_map", MAPS)
def test_assignment_matches_pytorch(orthogonal_map, shape):
    ours, theirs = _pair(SHAPES[shape], orthogonal_map, True)
    rng = np.random.default_rng(2)
    n, k = SHAPES[shape]
    Q = np.linalg.qr(rng.standard_normal((max(n, k), min(n, k))))[0]
    Q = Q if n >= k else Q.T
    for value in (Q, rng.standard_normal((n, k))):  # an orthogonal value is kept, another one orthogonalized
        ours.weight = specgrad.tensor(value)
        theirs.weight = torch.tensor(value)
        _close(ours.parametrizations.weight.original.detach().numpy(),
               theirs.parametrizations.weight.original.detach().numpy())
        W = ours.weight.detach().numpy()
        assert _orthogonality_error(W) < 1e-12
        if shape == "square":
            _close(W, theirs.weight.detach().numpy())
            _close(ours.parametrizations.weight[0].base.numpy(), theirs.parametrizations.weight[0].base.numpy())
        if value is Q:
            _close(W, Q)  # the column (row) space completion is random, the kept part is Q itself


def test_householder_assignment_without_trivialization_matches_pytorch():
    ours, theirs = _pair((6, 4), "householder", False)
    value = np.random.default_rng(3).standard_normal((6, 4))
    ours.weight = specgrad.tensor(value)
    theirs.weight = torch.tensor(value)
    _close(ours.parametrizations.weight.original.detach().numpy(),
           theirs.parametrizations.weight.original.detach().numpy())
    _close(ours.weight.detach().numpy(), theirs.weight.detach().numpy())
    _close(ours.weight.detach().numpy(), np.linalg.qr(value)[0] * np.sign(np.diag(np.linalg.qr(value)[1])))


def test_default_map_and_a_linear_layer():
    layer = specgrad.nn.Linear(20, 40)
    specgrad.nn.utils.parametrizations.orthogonal(layer)
    assert layer.parametrizations.weight[0].orthogonal_map.name == "householder"
    square = specgrad.nn.utils.parametrizations.orthogonal(specgrad.nn.Linear(4, 4))
    assert square.parametrizations.weight[0].orthogonal_map.name == "matrix_exp"
    W = layer.weight
    assert float(specgrad.dist(W.T @ W, specgrad.eye(20))) < 1e-5
    assert type(layer).__name__ == "ParametrizedLinear"
    y = layer(specgrad.randn(3, 20))
    y.sum().backward()
    assert layer.parametrizations.weight.original.grad is not None


def test_training_keeps_the_weight_orthogonal():
    layer = specgrad.nn.Linear(6, 4).double()
    specgrad.nn.utils.parametrizations.orthogonal(layer, orthogonal_map="cayley")
    opt = specgrad.optim.SGD(layer.parameters(), lr=0.1)
    x, target = specgrad.randn(16, 6, dtype=specgrad.float64), specgrad.randn(16, 4, dtype=specgrad.float64)
    losses = []
    for _ in range(20):
        opt.zero_grad()
        loss = ((layer(x) - target) ** 2).mean()
        loss.backward()
        opt.step()
        losses.append(float(loss))
    assert losses[-1] < losses[0]
    assert _orthogonality_error(layer.weight.detach().numpy()) < 1e-12


def _error(lib, fn):
    with pytest.raises(Exception) as info:
        fn(lib)
    return type(info.value).__name__, str(info.value).replace("torch.Size", "Size").replace("specgrad.Size", "Size")


def _assign_without_trivialization(lib, orthogonal_map):
    module = lib.nn.utils.parametrizations.orthogonal(lib.nn.Linear(3, 3), orthogonal_map=orthogonal_map,
                                                      use_trivialization=False)
    module.weight = lib.eye(3)


ERRORS = {
    "one_dim": lambda lib: lib.nn.utils.parametrizations.orthogonal(lib.nn.Linear(3, 3), "bias"),
    "no_such_tensor": lambda lib: lib.nn.utils.parametrizations.orthogonal(lib.nn.ReLU()),
    "bad_map": lambda lib: lib.nn.utils.parametrizations.orthogonal(lib.nn.Linear(3, 3), orthogonal_map="qr"),
    "assign_shape": lambda lib: setattr(lib.nn.utils.parametrizations.orthogonal(lib.nn.Linear(3, 3)), "weight",
                                        lib.eye(4)),
    "assign_matrix_exp": lambda lib: _assign_without_trivialization(lib, "matrix_exp"),
    "assign_cayley": lambda lib: _assign_without_trivialization(lib, "cayley"),
}


@pytest.mark.parametrize("case", list(ERRORS))
def test_errors_match_pytorch(case):
    ours, theirs = _error(specgrad, ERRORS[case]), _error(torch, ERRORS[case])
    assert ours[0] == theirs[0]
    if case != "no_such_tensor":  # names the module
        assert ours[1] == theirs[1]
