"""Moving a tensor between devices, differentiably: the gradient goes back to the device it came from.

A copy between devices is not math, so it has no entry in derivatives.yaml: its backward is the same
copy the other way, written once here as a Function (to(), cuda() and cpu() call it).
"""
from specgrad import devices
from specgrad.autograd.function import Function
from specgrad.tensor import Tensor


class ToCopy(Function):
    """y = x on another device; dL/dx = dL/dy copied back to x's device (so it differentiates again)."""

    @staticmethod
    def forward(ctx, x, place):
        ctx.source = x.device
        return Tensor._wrap(devices.move(x._data, place))

    @staticmethod
    def backward(ctx, grad):
        return grad.to(ctx.source), None


def to_device(t: Tensor, place: devices.device) -> Tensor:
    """t on device `place` (a new tensor; differentiable when t requires grad)."""
    if not t._requires_grad:
        return Tensor._wrap(devices.move(t._data, place))
    return ToCopy.apply(t, place)
