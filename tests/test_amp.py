"""specgrad.amp against torch.amp: GradScaler's scaled training (skipped steps, backoff, growth, unscale_ for
clipping), its errors and state dict, and autocast's disabled region; torch.backends' flags."""
import warnings

import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")


def _scaled_training(lib, steps=24):
    """A float32 MLP trained with SGD (momentum) under a GradScaler whose first scale overflows the gradients:
    (the scale, whether the step was skipped) per step and the final parameters."""
    rng = np.random.default_rng(0)
    model = lib.nn.Sequential(lib.nn.Linear(4, 8), lib.nn.Tanh(), lib.nn.Linear(8, 1))
    with lib.no_grad():
        for p in model.parameters():
            p.copy_(lib.tensor(rng.standard_normal(tuple(p.shape)).astype(np.float32) * 0.5))
    x = lib.tensor(rng.standard_normal((16, 4)).astype(np.float32))
    y = lib.tensor(rng.standard_normal((16, 1)).astype(np.float32) * 30)
    optimizer = lib.optim.SGD(model.parameters(), lr=0.002, momentum=0.5)
    scaler = lib.amp.GradScaler("cpu", init_scale=2.0 ** 126, growth_factor=4.0, backoff_factor=2.0 ** -6,
                                growth_interval=3)
    trace = []
    for step in range(steps):
        optimizer.zero_grad()
        loss = ((model(x) - y) ** 2).mean()
        scaler.scale(loss).backward()
        if step % 2:  # unscale first, as for clipping
            scaler.unscale_(optimizer)
            lib.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        scale = scaler.get_scale()
        scaler.step(optimizer)
        scaler.update()
        trace.append((scaler.get_scale(), scaler.get_scale() < scale, scaler._get_growth_tracker()))
    return trace, [p.detach().numpy().copy() for p in model.parameters()], scaler.state_dict()


def test_scaled_training_matches_pytorch_step_for_step():
    ours, theirs = _scaled_training(specgrad), _scaled_training(torch)
    assert ours[0] == theirs[0]
    assert any(skipped for _, skipped, _ in ours[0]) and not all(skipped for _, skipped, _ in ours[0])
    assert len({scale for scale, _, _ in ours[0]}) > 2  # backed off and grown
    for a, b in zip(ours[1], theirs[1]):
        np.testing.assert_allclose(a, b, rtol=2e-5, atol=1e-5)
    assert ours[2] == theirs[2]


@pytest.mark.parametrize("lib", [specgrad, torch], ids=["specgrad", "torch"])
def test_misuse_raises_as_pytorch(lib):
    model = lib.nn.Linear(2, 1)
    optimizer = lib.optim.SGD(model.parameters(), lr=0.1)
    scaler = lib.amp.GradScaler("cpu")
    with pytest.raises(AssertionError, match="Attempted step but _scale is None"):
        scaler.step(optimizer)
    scaler.scale(model(lib.ones(1, 2)).sum()).backward()
    scaler.unscale_(optimizer)
    with pytest.raises(RuntimeError, match=r"unscale_\(\) has already been called on this optimizer"):
        scaler.unscale_(optimizer)
    scaler.step(optimizer)
    with pytest.raises(RuntimeError, match=r"step\(\) has already been called since the last update\(\)"):
        scaler.step(optimizer)
    with pytest.raises(RuntimeError, match=r"unscale_\(\) is being called after step\(\)"):
        scaler.unscale_(optimizer)
    scaler.update()
    with pytest.raises(RuntimeError, match="Closure use is not currently supported"):
        scaler.step(optimizer, closure=lambda: None)
    half = lib.nn.Linear(2, 1).half()
    half_optimizer = lib.optim.SGD(half.parameters(), lr=0.1)
    scaler.scale(half(lib.ones(1, 2, dtype=lib.float16)).sum()).backward()
    with pytest.raises(ValueError, match="Attempting to unscale FP16 gradients."):
        scaler.unscale_(half_optimizer)


@pytest.mark.parametrize("lib", [specgrad, torch], ids=["specgrad", "torch"])
def test_a_cuda_scaler_without_cuda_passes_through_with_a_warning(lib):
    if lib is torch and torch.cuda.is_available():
        pytest.skip("PyTorch has CUDA here")
    if lib is specgrad and specgrad.cuda.is_available():
        pytest.skip("specgrad has CUDA here")
    with pytest.warns(UserWarning, match="CUDA is not available.  Disabling."):
        scaler = lib.amp.GradScaler()
    loss = lib.ones(())
    assert scaler.scale(loss) is loss and scaler.get_scale() == 1.0 and scaler.state_dict() == {}
    with pytest.warns(UserWarning, match="CUDA is not available"):
        assert not lib.cuda.amp.GradScaler().is_enabled()


def test_state_dict_round_trip():
    scaler = specgrad.amp.GradScaler("cpu", init_scale=8.0, growth_interval=5)
    model = specgrad.nn.Linear(2, 1)
    optimizer = specgrad.optim.SGD(model.parameters(), lr=0.1)
    scaler.scale(model(specgrad.ones(1, 2)).sum()).backward()
    scaler.step(optimizer)
    scaler.update()
    state = scaler.state_dict()
    assert state == {"scale": 8.0, "growth_factor": 2.0, "backoff_factor": 0.5, "growth_interval": 5,
                     "_growth_tracker": 1}
    other = specgrad.amp.GradScaler("cpu")
    other.load_state_dict(state)
    assert other.state_dict() == state
    with pytest.raises(RuntimeError, match="The source state dict is empty"):
        other.load_state_dict({})


def test_autocast_disabled_is_a_no_op_and_enabled_says_it_is_not_implemented():
    x = specgrad.ones(2, 2)
    with specgrad.autocast("cpu", enabled=False):
        assert (x @ x).dtype == specgrad.float32
    with specgrad.cuda.amp.autocast(enabled=False):
        pass

    @specgrad.autocast("cpu", enabled=False)
    def double(t):
        return t * 2
    assert double(x).sum().item() == 8.0
    with pytest.raises(NotImplementedError, match="mixed-precision regions are not implemented"):
        specgrad.autocast("cpu", dtype=specgrad.float16)


def test_backends_flags_exist_and_can_be_set():
    b = specgrad.backends
    assert b.cudnn.is_available() is False and b.mps.is_available() is False
    assert b.cudnn.deterministic is torch.backends.cudnn.deterministic
    assert b.cudnn.benchmark is torch.backends.cudnn.benchmark
    previous = b.cudnn.deterministic
    b.cudnn.deterministic = True
    b.cudnn.deterministic = previous
    assert isinstance(b.cuda.matmul.allow_tf32, bool)
    assert specgrad.vmap is specgrad.func.vmap
