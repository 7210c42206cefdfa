"""CUDA tensors (issue 10): devices, moves between them, PyTorch's errors, training on the GPU.

The device-independent parts (specgrad.device, the errors where CUDA is missing) run everywhere; the rest
needs CuPy and an NVIDIA GPU and is skipped, with the reason, where there is none. Each op's CUDA
forward, backward and double backward is compared with the CPU's in tests/generated/test_ops.py
(test_cuda_matches_cpu).
"""
import numpy as np
import pytest

import specgrad
from specgrad import nn

CUDA = specgrad.cuda.is_available()
needs_cuda = pytest.mark.skipif(not CUDA, reason="no CUDA device here (CuPy and an NVIDIA GPU are needed)")


def test_device_objects_follow_pytorch():
    d = specgrad.device("cuda:1")
    assert (d.type, d.index, str(d), repr(d)) == ("cuda", 1, "cuda:1", "device(type='cuda', index=1)")
    assert specgrad.device("cuda", 1) == d and hash(specgrad.device("cuda", 1)) == hash(d)
    assert specgrad.device(0) == specgrad.device("cuda:0")
    assert specgrad.device(d) is d
    assert repr(specgrad.device("cpu")) == "device(type='cpu')" and specgrad.device("cpu").index is None
    assert specgrad.device("cpu") != "cpu"  # as torch.device: a str is not a device
    with pytest.raises(RuntimeError, match="Expected one of cpu, cuda"):
        specgrad.device("gpu")
    with pytest.raises(RuntimeError, match="must not include an index"):
        specgrad.device("cuda:0", 1)
    with pytest.raises(TypeError):
        specgrad.device(1.5)
    assert specgrad.zeros(2).device == specgrad.device("cpu") and not specgrad.zeros(2).is_cuda


def test_without_cuda_every_way_in_says_why():
    if CUDA:
        pytest.skip("this machine has CUDA")
    assert not specgrad.cuda.is_available() and specgrad.cuda.device_count() == 0
    x = specgrad.ones(2)
    for call in (lambda: x.cuda(), lambda: x.to("cuda"), lambda: specgrad.zeros(2, device="cuda"),
                 lambda: nn.Linear(2, 2).cuda(), lambda: specgrad.cuda.synchronize()):
        with pytest.raises(RuntimeError, match="cannot use CUDA here"):
            call()


@needs_cuda
def test_tensors_move_and_print_as_pytorch():
    x = specgrad.tensor([1.0, 2.0], device="cuda")
    assert x.is_cuda and x.device == specgrad.device("cuda", 0) and x.get_device() == 0
    assert repr(x) == "tensor([1., 2.], device='cuda:0')"
    assert repr(x.int()) == "tensor([1, 2], device='cuda:0', dtype=specgrad.int32)"
    assert x.cuda() is x and x.to("cuda:0") is x
    back = x.cpu()
    assert not back.is_cuda and back.tolist() == [1.0, 2.0] and x.tolist() == [1.0, 2.0] and x[1].item() == 2.0
    with pytest.raises(TypeError, match="can't convert cuda:0 device type tensor to numpy"):
        x.numpy()
    assert x.numpy(force=True).tolist() == [1.0, 2.0]
    for made in (specgrad.zeros(2, 3, device="cuda"), specgrad.randn(4, device="cuda"),
                 specgrad.arange(5, device="cuda"), specgrad.full((2,), 7.0, device="cuda"),
                 specgrad.zeros_like(x), specgrad.tensor(x), specgrad.eye(3, device=specgrad.device("cuda"))):
        assert made.is_cuda


@needs_cuda
def test_mixing_devices_is_pytorchs_error_but_numbers_and_0d_tensors_join():
    x = specgrad.ones(3, device="cuda")
    with pytest.raises(RuntimeError, match="Expected all tensors to be on the same device"):
        x + specgrad.ones(3)
    assert (x * 2 + 1).tolist() == [3.0, 3.0, 3.0] and (x * 2).is_cuda
    scalar = specgrad.tensor(2.0, requires_grad=True)  # a 0-d CPU tensor: allowed, and gets its gradient
    (x * scalar).sum().backward()
    assert not scalar.grad.is_cuda and scalar.grad.item() == 3.0


@needs_cuda
def test_gradients_flow_back_across_devices():
    w = specgrad.randn(3, 4, requires_grad=True)  # on the CPU
    x = specgrad.randn(5, 3, device="cuda")
    y = (x @ w.cuda()).tanh().sum()
    y.backward()
    assert not w.grad.is_cuda
    expected = (x.cpu() @ w.detach()).tanh()
    np.testing.assert_allclose(w.grad.numpy(), (x.cpu().T @ (1 - expected * expected)).numpy(), rtol=1e-5)


@needs_cuda
def test_a_model_trains_on_the_gpu_as_on_the_cpu():
    specgrad.manual_seed(0)
    data = specgrad.randn(64, 10), specgrad.randint(0, 3, (64,))
    losses = {}
    for place in ("cpu", "cuda"):
        specgrad.manual_seed(1)
        model = nn.Sequential(nn.Linear(10, 32), nn.ReLU(), nn.Linear(32, 3)).to(place)
        optimizer = specgrad.optim.Adam(model.parameters(), lr=0.01)
        inputs, targets = data[0].to(place), data[1].to(place)
        for _ in range(20):
            optimizer.zero_grad()
            loss = nn.functional.cross_entropy(model(inputs), targets)
            loss.backward()
            optimizer.step()
        assert all(p.is_cuda == (place == "cuda") for p in model.parameters())
        losses[place] = loss.item()
    assert losses["cuda"] == pytest.approx(losses["cpu"], rel=1e-4)


@needs_cuda
def test_fused_formulas_run_as_one_cuda_kernel():
    from specgrad.generated import cuda_kernels
    x = specgrad.randn(1000, device="cuda", requires_grad=True)
    y = x.tanh()
    y.backward(specgrad.ones_like(y))
    assert cuda_kernels._tanhbackward0_self._kernel is not None  # the backward took the generated kernel
    expected = 1 - np.tanh(x.detach().cpu().numpy()) ** 2
    np.testing.assert_allclose(x.grad.cpu().numpy(), expected, rtol=1e-5, atol=1e-6)
