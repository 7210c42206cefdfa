"""The smaller pieces of torch.nn's API that training scripts and custom layers reach for, against PyTorch's:
state_dict pre-hooks, to_empty, nn.modules.utils, the deprecated F.upsample family, nn.utils.stateless."""
import importlib
import warnings

import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")
LIBS = pytest.mark.parametrize("lib", [specgrad, torch], ids=["specgrad", "torch"])


def _state_dict_pre_hooks(lib):
    model = lib.nn.Sequential(lib.nn.Linear(2, 3), lib.nn.BatchNorm1d(3))
    calls = []
    model.register_state_dict_pre_hook(lambda m, prefix, keep_vars: calls.append((type(m).__name__, prefix, keep_vars)))
    handle = model[0].register_state_dict_pre_hook(lambda m, prefix, keep_vars: calls.append((type(m).__name__, prefix)))
    keys = list(model.state_dict(keep_vars=True))
    handle.remove()
    model.state_dict()
    return calls, keys


def test_state_dict_pre_hooks_run_as_pytorch_s():
    assert _state_dict_pre_hooks(specgrad) == _state_dict_pre_hooks(torch)


@LIBS
def test_to_empty_gives_new_memory_of_the_same_shapes_and_keeps_the_parameters(lib):
    model = lib.nn.Sequential(lib.nn.Linear(2, 3), lib.nn.BatchNorm1d(3))
    weight = model[0].weight
    assert model.to_empty(device="cpu") is model
    assert model[0].weight is weight and tuple(weight.shape) == (3, 2) and weight.dtype == lib.float32
    assert tuple(model[1].running_mean.shape) == (3,)
    outer = lib.nn.Sequential(lib.nn.Linear(2, 3))
    outer.register_buffer("scale", lib.full((2,), 5.0))
    with lib.no_grad():
        outer[0].weight.fill_(7.0)
    outer.to_empty(device="cpu", recurse=False)  # only the outer module's own buffer gets new memory
    assert (outer[0].weight == 7.0).all()


@LIBS
def test_modules_utils(lib):
    utils = importlib.import_module(lib.__name__ + ".nn.modules.utils")
    assert utils._single(3) == (3,) and utils._pair(3) == (3, 3) and utils._triple([1, 2, 3]) == (1, 2, 3)
    assert utils._quadruple(0) == (0, 0, 0, 0) and utils._pair.__name__ == "_pair"
    assert utils._reverse_repeat_tuple((1, 2), 2) == (2, 2, 1, 1)
    assert utils._list_with_default([None, 4], [9, 8, 7]) == [8, 4]
    state = {"module.a": 1, "module.b.c": 2, "x": 3}
    utils.consume_prefix_in_state_dict_if_present(state, "module.")
    assert state == {"x": 3, "a": 1, "b.c": 2}
    assert lib.nn.utils.clip_grad_norm_  # nn.utils is still nn.utils, not nn.modules.utils


def _upsampled(lib):
    F = lib.nn.functional
    x = lib.tensor(np.arange(8.0).reshape(1, 2, 2, 2))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        values = [F.upsample(x, scale_factor=2, mode="bilinear").numpy(), F.upsample_nearest(x, size=3).numpy(),
                  F.upsample_bilinear(x, scale_factor=2).numpy()]
    return values, [str(w.message) for w in caught], [w.filename for w in caught]


def test_the_deprecated_upsample_functions_warn_and_interpolate_as_pytorch_s():
    (ours, our_messages, our_files), (theirs, their_messages, _) = _upsampled(specgrad), _upsampled(torch)
    for a, b in zip(ours, theirs):
        np.testing.assert_allclose(a, b, rtol=1e-12)
    assert our_messages == their_messages and set(our_files) == {__file__}  # the warning names the caller


def test_stateless_functional_call_is_func_s():
    from specgrad.nn.utils.stateless import functional_call
    model = specgrad.nn.Linear(2, 1)
    out = functional_call(model, {"weight": specgrad.ones(1, 2), "bias": specgrad.zeros(1)}, (specgrad.ones(1, 2),))
    assert out.item() == 2.0 and functional_call is specgrad.func.functional_call
