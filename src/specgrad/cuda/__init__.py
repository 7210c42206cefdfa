"""specgrad.cuda: tensors on an NVIDIA GPU, through CuPy.

CuPy is an optional extra (`pip install specgrad[cuda12]` or `[cuda13]`, the CUDA major version of the
driver); specgrad never needs it, and imports it only when a CUDA tensor is first asked for, or
when is_available() is called. A CUDA tensor holds a cupy.ndarray: the generated ops call the same
NumPy functions on it (CuPy implements NumPy's dispatch protocols), matmul goes to cuBLAS, and the
fused elementwise formulas of derivatives.yaml run as CuPy ElementwiseKernels (generated/cuda_kernels.py).
"""
from specgrad import devices

__all__ = ["is_available", "device_count", "current_device", "synchronize", "manual_seed", "manual_seed_all",
           "get_device_name", "set_device", "device", "is_initialized", "seed", "initial_seed", "get_rng_state",
           "set_rng_state"]

_cupy = None          # the cupy module once loaded
_missing = None       # why CUDA is not available (a str), once we know


def _load():
    """CuPy, or None with _missing saying why (no CuPy, no driver, no GPU)."""
    global _cupy, _missing
    if _cupy is not None or _missing is not None:
        return _cupy
    try:
        import cupy
    except ImportError as error:
        _missing = f"CuPy is not installed ({error}); install a cupy-cudaNNx wheel for your CUDA version"
        return None
    try:
        count = cupy.cuda.runtime.getDeviceCount()
    except Exception as error:  # CUDARuntimeError with no driver or no device
        _missing = f"CuPy found no usable CUDA device ({type(error).__name__}: {error})"
        return None
    if count == 0:
        _missing = "CuPy found no CUDA device"
        return None
    _cupy = cupy
    devices.ARRAY_TYPES.add(cupy.ndarray)
    return cupy


def is_available() -> bool:
    """Whether CUDA tensors can be made here: CuPy imports and sees at least one GPU."""
    return _load() is not None


def is_initialized() -> bool:
    return _cupy is not None


def _require():
    cupy = _load()
    if cupy is None:
        raise RuntimeError(f"Torch not compiled with CUDA enabled: specgrad cannot use CUDA here. {_missing}. "
                           f"Tensors on the CPU need none of this: leave device= out, or pass device='cpu'")
    return cupy


def device_count() -> int:
    cupy = _load()
    return 0 if cupy is None else cupy.cuda.runtime.getDeviceCount()


def current_device() -> int:
    return _require().cuda.runtime.getDevice()


def set_device(d) -> None:
    index = d if isinstance(d, int) else devices.as_device(d).index
    _require().cuda.runtime.setDevice(0 if index is None else index)


def get_device_name(d=None) -> str:
    cupy = _require()
    index = current_device() if d is None else d if isinstance(d, int) else (devices.as_device(d).index or 0)
    name = cupy.cuda.runtime.getDeviceProperties(index)["name"]
    return name.decode() if isinstance(name, bytes) else name


def synchronize(d=None) -> None:
    """Wait for every kernel queued on the GPU: time GPU work between two synchronize() calls."""
    _require().cuda.runtime.deviceSynchronize()


def checked_device(place) -> devices.device:
    """`place` (a cuda device) with its index filled in and checked against the GPUs present."""
    cupy = _require()
    count = cupy.cuda.runtime.getDeviceCount()
    index = cupy.cuda.runtime.getDevice() if place.index is None else place.index
    if index >= count:
        raise RuntimeError(f"CUDA error: invalid device ordinal: cuda:{index} was asked for, and this machine has "
                           f"{count} CUDA device{'s' if count != 1 else ''} (cuda:0 to cuda:{count - 1})")
    return devices.device("cuda", index)


def to_device(array, place):
    """`array` (NumPy or CuPy) on CUDA device `place`: the same array when it is already there."""
    cupy = _require()
    if type(array) is cupy.ndarray and array.device.id == place.index:
        return array
    with cupy.cuda.Device(place.index):
        if type(array) is cupy.ndarray:
            return array.copy()  # between GPUs: CuPy copies peer to peer
        return cupy.asarray(array)


from specgrad.cuda import amp  # noqa: E402,F401  (torch.cuda.amp: GradScaler, autocast)
from specgrad.cuda.random import (get_rng_state, initial_seed, manual_seed, manual_seed_all, seed,  # noqa: E402
                                  set_rng_state)

device = devices.device
