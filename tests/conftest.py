import sys
from pathlib import Path

import pytest

import specgrad

sys.path.insert(0, str(Path(__file__).parent))  # the generated tests import harness.py


@pytest.fixture(autouse=True)
def fused_kernels_on_small_inputs():
    """Run the fused Numba kernels even on the tests' small inputs (normally NumPy takes those)."""
    previous = specgrad.set_fusion_min_size(0)
    yield
    specgrad.set_fusion_min_size(previous)
