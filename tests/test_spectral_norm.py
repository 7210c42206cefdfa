"""Spectral normalization, both of PyTorch's APIs (nn.utils.spectral_norm's hook and
nn.utils.parametrizations.spectral_norm), against PyTorch from the same weights and power-iteration vectors:
outputs and gradients over training steps (u and v advance), eval mode (they do not), state dict keys; sigma
converges to the largest singular value; errors and removal."""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")
MODULES = {"linear": lambda lib: lib.nn.Linear(5, 4), "conv": lambda lib: lib.nn.Conv2d(2, 3, 3),
           "conv_transpose": lambda lib: lib.nn.ConvTranspose2d(3, 2, 3)}


def _trained(lib, api, kind, dim=None):
    rng = np.random.default_rng(1)
    module = MODULES[kind](lib).double()
    with lib.no_grad():
        module.weight.copy_(lib.tensor(rng.standard_normal(tuple(module.weight.shape))))
        module.bias.copy_(lib.tensor(rng.standard_normal(tuple(module.bias.shape))))
    if api == "hook":
        lib.nn.utils.spectral_norm(module, dim=dim)
        u, v = module.weight_u, module.weight_v
    else:
        lib.nn.utils.parametrizations.spectral_norm(module, dim=dim)
        u, v = module.parametrizations.weight[0]._u, module.parametrizations.weight[0]._v
    with lib.no_grad():  # the libraries draw different random starts: give both the same
        u.copy_(lib.tensor(rng.standard_normal(tuple(u.shape))))
        v.copy_(lib.tensor(rng.standard_normal(tuple(v.shape))))
    x = lib.tensor(rng.standard_normal((2, 5) if kind == "linear" else (1, module.in_channels, 5, 5)))
    seen = []
    for _ in range(3):
        y = module(x)
        (y ** 2).sum().backward()
        original = module.weight_orig if api == "hook" else module.parametrizations.weight.original
        seen += [y.detach().numpy().copy(), original.grad.numpy().copy(), u.numpy().copy()]
    module.eval()
    seen += [module(x).detach().numpy().copy(), module(x).detach().numpy().copy(), u.numpy().copy()]
    return seen, sorted(module.state_dict())


@pytest.mark.parametrize("kind", list(MODULES))
@pytest.mark.parametrize("api", ["hook", "parametrization"])
def test_training_steps_match_pytorch(api, kind):
    (ours, our_keys), (theirs, their_keys) = _trained(specgrad, api, kind), _trained(torch, api, kind)
    assert our_keys == their_keys
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("api", ["hook", "parametrization"])
def test_dim_one_of_a_linear_weight_matches_pytorch(api):
    (ours, _), (theirs, _) = _trained(specgrad, api, "linear", dim=1), _trained(torch, api, "linear", dim=1)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-10, atol=1e-12)


@pytest.mark.parametrize("api", ["hook", "parametrization"])
def test_sigma_converges_to_the_largest_singular_value(api):
    layer = specgrad.nn.Linear(6, 4).double()
    spectral_norm = specgrad.nn.utils.spectral_norm if api == "hook" else \
        specgrad.nn.utils.parametrizations.spectral_norm
    spectral_norm(layer, n_power_iterations=50)
    original = (layer.weight_orig if api == "hook" else layer.parametrizations.weight.original).detach().numpy()
    layer(specgrad.ones(1, 6, dtype=specgrad.float64))
    normalized = layer.weight.detach().numpy()
    assert np.linalg.svd(normalized, compute_uv=False)[0] == pytest.approx(1.0, rel=1e-9)
    np.testing.assert_allclose(normalized * np.linalg.svd(original, compute_uv=False)[0], original, rtol=1e-9)


@pytest.mark.parametrize("lib", [specgrad, torch], ids=["specgrad", "torch"])
def test_errors_and_removal(lib):
    layer = lib.nn.utils.spectral_norm(lib.nn.Linear(3, 2))
    with pytest.raises(RuntimeError, match="Cannot register two spectral_norm hooks on the same parameter weight"):
        lib.nn.utils.spectral_norm(layer)
    lib.nn.utils.remove_spectral_norm(layer)
    assert sorted(name for name, _ in layer.named_parameters()) == ["bias", "weight"]
    assert sorted(name for name, _ in layer.named_buffers()) == []
    with pytest.raises(ValueError, match="spectral_norm of 'weight' not found in"):
        lib.nn.utils.remove_spectral_norm(layer)
    with pytest.raises(ValueError, match="Expected n_power_iterations to be positive, but got n_power_iterations=0"):
        lib.nn.utils.parametrizations.spectral_norm(lib.nn.Linear(3, 2), n_power_iterations=0)
    with pytest.raises(IndexError, match=r"Dimension out of range \(expected to be in range of \[-2, 1\] but got 2\)"):
        lib.nn.utils.parametrizations.spectral_norm(lib.nn.Linear(3, 2), dim=2)
    with pytest.raises(ValueError, match="has no parameter or buffer with name 'kernel'"):
        lib.nn.utils.parametrizations.spectral_norm(lib.nn.Linear(3, 2), name="kernel")
    bias_normalized = lib.nn.utils.parametrizations.spectral_norm(lib.nn.Linear(3, 2), name="bias")
    assert float(bias_normalized.bias.norm()) == pytest.approx(1.0)


@pytest.mark.parametrize("api", ["hook", "parametrization"])
def test_two_forwards_then_one_backward_match_pytorch(api):
    # each training forward advances u and v in place; the sigma of an earlier forward must keep its own u and v
    def run(lib):
        rng = np.random.default_rng(2)
        layer = lib.nn.Linear(4, 3).double()
        with lib.no_grad():
            layer.weight.copy_(lib.tensor(rng.standard_normal((3, 4))))
            layer.bias.zero_()
        spectral_norm = lib.nn.utils.spectral_norm if api == "hook" else lib.nn.utils.parametrizations.spectral_norm
        spectral_norm(layer)
        u, v = (layer.weight_u, layer.weight_v) if api == "hook" else \
            (layer.parametrizations.weight[0]._u, layer.parametrizations.weight[0]._v)
        with lib.no_grad():
            u.copy_(lib.tensor(rng.standard_normal(3)))
            v.copy_(lib.tensor(rng.standard_normal(4)))
        x = lib.tensor(rng.standard_normal((2, 4)))
        (layer(x).sum() + (layer(x) ** 2).sum()).backward()
        original = layer.weight_orig if api == "hook" else layer.parametrizations.weight.original
        return original.grad.numpy()
    np.testing.assert_allclose(run(specgrad), run(torch), rtol=1e-10)


@pytest.mark.parametrize("lib", [specgrad, torch], ids=["specgrad", "torch"])
def test_the_parametrization_starts_from_fifteen_power_iterations(lib, ITERATIONS=18):
    lib.manual_seed(5)
    layer = lib.nn.Linear(4, 3).double()
    lib.manual_seed(7)
    lib.nn.utils.parametrizations.spectral_norm(layer)
    lib.manual_seed(7)  # the same draws again: u then v
    u = lib.empty(3, dtype=lib.float64).normal_(0, 1).numpy()
    v = lib.empty(4, dtype=lib.float64).normal_(0, 1).numpy()
    w = layer.parametrizations.weight.original.detach().numpy()
    u, v = u / np.linalg.norm(u), v / np.linalg.norm(v)
    for _ in range(15 + 1):  # 15 at construction, 1 in the training-mode forward that register_parametrization runs
        u = w @ v
        u /= np.linalg.norm(u)
        v = w.T @ u
        v /= np.linalg.norm(v)
    parametrization = layer.parametrizations.weight[0]
    np.testing.assert_allclose(parametrization._u.numpy(), u, rtol=1e-12)
    np.testing.assert_allclose(parametrization._v.numpy(), v, rtol=1e-12)
