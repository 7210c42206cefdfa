"""Devices: specgrad.device, where a tensor's array lives, and moving arrays between devices.

A tensor on the CPU holds a NumPy array; one on a CUDA device holds a CuPy array (specgrad.cuda loads
CuPy on first use; without it or without a GPU only the CPU exists). Every op runs on the arrays it is
given, so an op's device is its inputs' device, and the generated ops refuse inputs on two devices with
PyTorch's error. set_default_device('cuda') makes the factories (zeros, tensor, randn, ...) build there.
"""
import re

import numpy as np

__all__ = ["device", "set_default_device", "get_default_device"]

# the array types a tensor may hold: CuPy's ndarray joins when specgrad.cuda loads CuPy (a set, so the
# modules that test `type(a) in ARRAY_TYPES` see it without re-importing)
ARRAY_TYPES = {np.ndarray}

_DEVICE = re.compile(r"(cpu|cuda|mps|meta|xpu|xla|hip|ipu|mtia|privateuseone)(?::(\d+))?")


class device:
    """A device: device('cpu'), device('cuda'), device('cuda:0'), device('cuda', 0), device(0) (CUDA 0).

    As PyTorch's torch.device: `type` and `index` (None when not given), printed as 'cuda:0', equal to
    another device of the same type and index (a str is not a device: compare str(d) with one)."""

    __slots__ = ("type", "index")

    def __new__(cls, type_or_device, index=None):
        if isinstance(type_or_device, device):
            if index is not None:
                raise TypeError("device(): a device and an index cannot both be given")
            return type_or_device
        self = object.__new__(cls)
        if isinstance(type_or_device, int) and not isinstance(type_or_device, bool):
            if index is not None:
                raise TypeError("device(): an int device and an index cannot both be given")
            if type_or_device < 0:
                raise RuntimeError(f"Device index must not be negative (got {type_or_device})")
            self.type, self.index = "cuda", type_or_device
            return self
        if not isinstance(type_or_device, str):
            raise TypeError(f"device() takes a str such as 'cpu' or 'cuda:0', an int or a device, not "
                            f"{type(type_or_device).__name__}")
        match = _DEVICE.fullmatch(type_or_device.strip())
        if match is None:
            raise RuntimeError(f"Expected one of cpu, cuda, mps, meta, xpu device type at start of device string: "
                               f"{type_or_device}")
        parsed_index = None if match.group(2) is None else int(match.group(2))
        if parsed_index is not None and index is not None:
            raise RuntimeError(f"type (string) must not include an index because index was passed explicitly: "
                               f"{type_or_device}")
        if index is not None and (not isinstance(index, int) or index < 0):
            raise RuntimeError(f"Device index must not be negative (got {index})")
        self.type = match.group(1)
        self.index = parsed_index if index is None else index
        return self

    def __repr__(self):
        return f"device(type={self.type!r})" if self.index is None else \
            f"device(type={self.type!r}, index={self.index})"

    def __str__(self):
        return self.type if self.index is None else f"{self.type}:{self.index}"

    def __eq__(self, other):
        return isinstance(other, device) and other.type == self.type and other.index == self.index

    def __hash__(self):
        return hash((self.type, self.index))

    def __reduce__(self):
        return device, (self.type, self.index)


CPU = device("cpu")
_default = CPU


def as_device(d) -> device:
    """A device argument (str, int, device, or a torch.device, read through its str) as a device."""
    if isinstance(d, device):
        return d
    if isinstance(d, (str, int)):
        return device(d)
    return device(str(d))


def target(d):
    """Where a factory builds: the device named, else the default device. CUDA is checked here, so that
    a machine without it says so before any work."""
    place = _default if d is None else as_device(d)
    if place.type == "cpu":
        return CPU
    if place.type != "cuda":
        raise RuntimeError(f"specgrad has no {place.type!r} device: tensors live on the CPU or, with CuPy and an "
                           f"NVIDIA GPU, on 'cuda'")
    from specgrad import cuda
    return cuda.checked_device(place)


def of_array(array) -> device:
    """The device an array lives on."""
    if type(array) is np.ndarray:
        return CPU
    return device("cuda", array.device.id)


def move(array, place: device):
    """`array` on device `place` (the same array when it is there already): one copy between devices."""
    if place.type == "cpu":
        return array if type(array) is np.ndarray else array.get()
    from specgrad import cuda
    return cuda.to_device(array, place)


def set_default_device(d) -> None:
    """The device that factories build on when they are given no device= ('cpu', 'cuda', or None for the CPU)."""
    global _default
    _default = CPU if d is None else target(d)


def get_default_device() -> device:
    """The device factories build on by default (device('cpu') unless set_default_device changed it)."""
    return _default
