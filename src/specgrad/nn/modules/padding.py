"""Padding layers (constant, zero, reflection, replication, circular), each F.pad with a fixed mode."""
from specgrad.nn import functional as F
from specgrad.nn.modules.module import Module


def _pads(padding, dims):
    if isinstance(padding, (tuple, list)):
        if len(padding) != 2 * dims:
            raise ValueError(f"padding must be an int or a {2 * dims}-tuple, got {len(padding)} elements")
        return tuple(padding)
    return (padding,) * (2 * dims)


class _PadNd(Module):
    _dims = 1
    _mode = "constant"

    def __init__(self, padding):
        super().__init__()
        self.padding = _pads(padding, self._dims)

    def forward(self, input):
        return F.pad(input, self.padding, self._mode)

    def extra_repr(self):
        return f"{self.padding}"


class _ConstantPadNd(_PadNd):
    def __init__(self, padding, value):
        super().__init__(padding)
        self.value = value

    def forward(self, input):
        return F.pad(input, self.padding, "constant", self.value)

    def extra_repr(self):
        return f"padding={self.padding}, value={self.value}"


class ConstantPad1d(_ConstantPadNd):
    _dims = 1


class ConstantPad2d(_ConstantPadNd):
    _dims = 2


class ConstantPad3d(_ConstantPadNd):
    _dims = 3


class _ZeroPadNd(_ConstantPadNd):
    def __init__(self, padding):
        super().__init__(padding, 0.0)

    def extra_repr(self):
        return f"{self.padding}"


class ZeroPad1d(_ZeroPadNd):
    _dims = 1


class ZeroPad2d(_ZeroPadNd):
    _dims = 2


class ZeroPad3d(_ZeroPadNd):
    _dims = 3


def _padding_class(name, dims, mode):
    cls = type(name, (_PadNd,), {"_dims": dims, "_mode": mode, "__module__": __name__,
                                 "__doc__": f"F.pad(input, padding, mode='{mode}') over the last {dims} dim(s)."})
    return cls


ReflectionPad1d = _padding_class("ReflectionPad1d", 1, "reflect")
ReflectionPad2d = _padding_class("ReflectionPad2d", 2, "reflect")
ReflectionPad3d = _padding_class("ReflectionPad3d", 3, "reflect")
ReplicationPad1d = _padding_class("ReplicationPad1d", 1, "replicate")
ReplicationPad2d = _padding_class("ReplicationPad2d", 2, "replicate")
ReplicationPad3d = _padding_class("ReplicationPad3d", 3, "replicate")
CircularPad1d = _padding_class("CircularPad1d", 1, "circular")
CircularPad2d = _padding_class("CircularPad2d", 2, "circular")
CircularPad3d = _padding_class("CircularPad3d", 3, "circular")
