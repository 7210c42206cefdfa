"""nn.init.eye_ and dirac_ (the identity-preserving initialisers) against PyTorch's exactly, and their errors."""
import numpy as np
import pytest

import specgrad
import specgrad.nn as nn

torch = pytest.importorskip("torch")


@pytest.mark.parametrize("shape,groups", [((4, 2, 3), 1), ((6, 3, 3, 2), 2), ((4, 5, 3, 3, 3), 1),
                                          ((6, 2, 1, 4), 3), ((2, 4, 5), 2)], ids=str)
def test_dirac_matches_pytorch(shape, groups):
    ours, theirs = specgrad.full(shape, 7.0), torch.full(shape, 7.0)
    assert nn.init.dirac_(ours, groups) is ours
    torch.nn.init.dirac_(theirs, groups)
    assert np.array_equal(ours.numpy(), theirs.numpy()) and ours.dtype == specgrad.float32


@pytest.mark.parametrize("shape", [(3, 3), (2, 5), (4, 1)])
def test_eye_matches_pytorch_and_keeps_a_parameter_a_leaf(shape):
    p = nn.Parameter(specgrad.full(shape, 3.0, dtype=specgrad.float64))
    nn.init.eye_(p)
    assert np.array_equal(p.detach().numpy(), torch.nn.init.eye_(torch.empty(shape, dtype=torch.float64)).numpy())
    assert p.is_leaf and p.requires_grad and p.dtype == specgrad.float64


@pytest.mark.parametrize("call", [lambda lib: lib.nn.init.eye_(lib.empty(2, 2, 2)),
                                  lambda lib: lib.nn.init.dirac_(lib.empty(2, 2)),
                                  lambda lib: lib.nn.init.dirac_(lib.empty(3, 2, 3), groups=2)])
def test_errors_match_pytorch(call):
    with pytest.raises(Exception) as theirs:
        call(torch)
    with pytest.raises(type(theirs.value)) as ours:
        call(specgrad)
    assert str(ours.value) == str(theirs.value)
