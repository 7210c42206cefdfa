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
