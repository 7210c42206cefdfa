"""Comparisons of whole tensors that answer with a Python bool: allclose and equal.

They are not ops of derivatives.yaml (an op returns a tensor); allclose is isclose(...).all().
"""
from specgrad.generated import ops as _ops


def allclose(input, other, rtol=1e-05, atol=1e-08, equal_nan=False) -> bool:
    """Whether every element of input is close to the one of other: |input - other| <= atol + rtol * |other|
    (see isclose), broadcasting the two; a Python bool."""
    return bool(_ops.isclose(input, other, rtol, atol, equal_nan)._data.all())


def equal(input, other) -> bool:
    """Whether the two tensors have the same shape and the same elements (NaN equals nothing); a Python bool.
    Their dtypes may differ, as in PyTorch: equal(tensor([1]), tensor([1.0])) is True."""
    from specgrad.dispatch import tensor_arg
    input, other = tensor_arg(input, "equal", "input", 1), tensor_arg(other, "equal", "other", 2)
    return input._data.shape == other._data.shape and bool((input._data == other._data).all())
