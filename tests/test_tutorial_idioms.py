"""Idioms of the official PyTorch beginner tutorials, run on specgrad and compared with PyTorch (the oracle)."""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")


def test_accelerator_device_selection_as_in_the_tutorials():
    # device = torch.accelerator.current_accelerator().type if torch.accelerator.is_available() else "cpu"
    available = specgrad.accelerator.is_available()
    assert available == specgrad.cuda.is_available()
    current = specgrad.accelerator.current_accelerator()
    device = current.type if available else "cpu"
    assert (current is None) == (not available)
    assert specgrad.ones(2).to(device).device.type == device
    if not available and not torch.accelerator.is_available():
        assert specgrad.accelerator.device_count() == torch.accelerator.device_count() == 0
        for name in ("current_device_index", "synchronize"):
            with pytest.raises(RuntimeError) as theirs:
                getattr(torch.accelerator, name)()
            with pytest.raises(RuntimeError, match=str(theirs.value)):
                getattr(specgrad.accelerator, name)()


def test_partial_state_dict_does_not_report_batch_norm_num_batches_tracked_missing():
    # model.load_state_dict({...}, strict=False) with a plain dict: PyTorch fills num_batches_tracked in
    results = []
    for lib in (torch, specgrad):
        model = lib.nn.Sequential(lib.nn.Linear(3, 2), lib.nn.BatchNorm1d(2))
        model[1].num_batches_tracked.fill_(5)
        result = model.load_state_dict({"0.weight": lib.zeros(2, 3)}, strict=False)
        results.append((result.missing_keys, result.unexpected_keys, int(model[1].num_batches_tracked)))
        with pytest.raises(RuntimeError) as error:
            model.load_state_dict({"0.weight": lib.zeros(2, 3)})
        results.append(str(error.value).replace("torch.", "").replace("specgrad.", ""))
    assert results[2:] == results[:2]


@pytest.mark.parametrize("scalar", [np.float64(2.0), np.float32(2.0), np.float16(2.0), np.int64(2)])
def test_numpy_scalar_on_the_left_gives_a_tensor_in_the_graph(scalar):
    # np.sqrt(2) * t, np.float64(lr) * loss: PyTorch's __array_priority__ makes NumPy defer to Tensor.__rmul__
    for op in (lambda a, b: a * b, lambda a, b: a + b, lambda a, b: a - b, lambda a, b: a / b,
               lambda a, b: a ** b, lambda a, b: a > b):
        results = []
        for lib in (torch, specgrad):
            t = lib.tensor([1.0, 3.0], requires_grad=True)
            out = op(scalar, t)
            assert isinstance(out, lib.Tensor)
            if out.requires_grad:
                out.sum().backward()
            results.append((str(out.dtype).split(".")[-1], out.tolist(), out.requires_grad,
                            None if t.grad is None else t.grad.tolist()))
        assert results[1][::2] == results[0][::2]  # dtype and requires_grad
        np.testing.assert_allclose(results[1][1], results[0][1], rtol=1e-6)
        if results[0][3] is not None:
            np.testing.assert_allclose(results[1][3], results[0][3], rtol=1e-6)
    ints = specgrad.tensor([1, 2])
    assert (np.int32(3) * ints).dtype == specgrad.int64 and (np.float64(0.5) + ints).dtype == specgrad.float32
