"""specgrad.accelerator: torch.accelerator, the device-generic API the PyTorch tutorials use
(`device = torch.accelerator.current_accelerator().type if torch.accelerator.is_available() else "cpu"`).

specgrad's only accelerator is CUDA through CuPy (specgrad.cuda): it is the current accelerator where CuPy
loads and sees a GPU, and there is none otherwise (current_accelerator() is None, is_available() False), as
a CPU-only PyTorch build.
"""
from specgrad import cuda, devices

__all__ = ["current_accelerator", "current_device_index", "current_device_idx", "device_count", "is_available",
           "set_device_index", "set_device_idx", "synchronize"]


def current_accelerator(check_available: bool = False):
    """device('cuda') where CUDA tensors can be made here, else None (check_available changes nothing:
    specgrad knows of an accelerator only once it has found one usable)."""
    return devices.device("cuda") if cuda.is_available() else None


def is_available() -> bool:
    return current_accelerator() is not None


def device_count() -> int:
    return cuda.device_count() if is_available() else 0


def _require():
    if not is_available():
        raise RuntimeError("Cannot access accelerator device when none is available.")


def current_device_index() -> int:
    _require()
    return cuda.current_device()


def set_device_index(device, /) -> None:
    _require()
    if device is None:
        return
    cuda.set_device(device)


def synchronize(device=None, /) -> None:
    _require()
    cuda.synchronize(device)


current_device_idx = current_device_index
set_device_idx = set_device_index
