"""specgrad.utils.safetensors: .safetensors files of specgrad tensors, with safetensors.torch's functions
(save_file, load_file, save, load), so weights move between PyTorch and specgrad both ways.

It goes through the `safetensors` package (its NumPy side), imported only when used:
`pip install 'specgrad[safetensors]'`. specgrad.save(state_dict, "x.safetensors") and
specgrad.load("x.safetensors") call these. A safetensors file is a flat dict of tensors by name (plus
optional string metadata) that cannot run code. Non-contiguous tensors and views are saved as copies
(safetensors.torch refuses them). Tensors of a dtype specgrad lacks (bfloat16, complex, ...) cannot be
loaded: the error names them.
"""
import json
import os
import struct

import numpy as np

from specgrad.tensor import Tensor

__all__ = ["save_file", "load_file", "save", "load"]

# safetensors' dtype names of what specgrad has
_DTYPES = {"BOOL", "U8", "I8", "I16", "I32", "I64", "F16", "F32", "F64"}


def _numpy_backend():
    try:
        import safetensors.numpy
    except ImportError:
        raise ImportError("reading and writing .safetensors files needs the safetensors package: "
                          "pip install 'specgrad[safetensors]' (or pip install safetensors)") from None
    return safetensors.numpy


def _arrays(tensors) -> dict:
    if not isinstance(tensors, dict):
        raise TypeError(f"expected a dict of tensors by name, got {type(tensors).__name__}")
    arrays = {}
    for name, tensor in tensors.items():
        if not isinstance(name, str):
            raise TypeError(f"argument 'tensor_dict': '{type(name).__name__}' object is not an instance of 'str'")
        if not isinstance(tensor, Tensor):
            raise ValueError(f"Key `{name}` is invalid, expected specgrad.Tensor but received {type(tensor)}")
        data = tensor._data
        arrays[name] = data if data.flags.c_contiguous else data.copy(order="C")
    return arrays


def _tensors(arrays) -> dict:
    return {name: Tensor._wrap(array if array.flags.writeable else array.copy()) for name, array in arrays.items()}


def _check_dtypes(header_bytes, source):
    """Name the tensors whose dtype specgrad lacks, before NumPy's 'data type not understood'."""
    try:
        header = json.loads(header_bytes)
        unsupported = {name: entry["dtype"] for name, entry in header.items()
                       if name != "__metadata__" and entry["dtype"] not in _DTYPES}
    except (ValueError, TypeError, KeyError, AttributeError):
        return  # a damaged header: safetensors itself says what is wrong
    if unsupported:
        listed = ", ".join(f"{name!r} ({dtype})" for name, dtype in unsupported.items())
        raise TypeError(f"{source} holds tensors of dtypes specgrad does not have: {listed}; convert them (for "
                        "example to float32) before saving")


def _read_header(prefix: bytes):
    if len(prefix) < 8:
        return None
    (length,) = struct.unpack("<Q", prefix[:8])
    return prefix[8:8 + length] if len(prefix) >= 8 + length else None


def save_file(tensors, filename, metadata=None) -> None:
    """Write a dict of tensors by name (and optional dict of str metadata) to a .safetensors file."""
    backend = _numpy_backend()
    backend.save_file(_arrays(tensors), os.fspath(filename), metadata=metadata)


def load_file(filename, device="cpu") -> dict:
    """Read a .safetensors file into a dict of tensors by name."""
    if not str(device).startswith("cpu"):
        raise RuntimeError(f"specgrad runs on the CPU only; cannot load onto device {device!r}")
    backend = _numpy_backend()
    filename = os.fspath(filename)
    with open(filename, "rb") as f:
        size = struct.unpack("<Q", f.read(8).ljust(8, b"\0"))[0]
        header = f.read(min(size, 100_000_000))
    _check_dtypes(header, repr(filename))
    try:
        return _tensors(backend.load_file(filename))
    except Exception as e:  # safetensors' own error type for damaged files (SafetensorError), and others
        raise RuntimeError(f"could not load {filename!r} as a .safetensors file: {e}") from None


def save(tensors, metadata=None) -> bytes:
    """A dict of tensors by name as the bytes of a .safetensors file."""
    return _numpy_backend().save(_arrays(tensors), metadata=metadata)


def load(data: bytes) -> dict:
    """The dict of tensors by name in the bytes of a .safetensors file."""
    backend = _numpy_backend()
    header = _read_header(bytes(data[:100_000_008]))
    if header is not None:
        _check_dtypes(header, "the safetensors data")
    try:
        return _tensors(backend.load(data))
    except Exception as e:
        raise RuntimeError(f"could not load the bytes as safetensors data: {e}") from None
