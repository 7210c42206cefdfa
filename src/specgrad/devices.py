"""The default device: set_default_device / get_default_device, for the one device specgrad has.

specgrad computes on the CPU, and a tensor's device is the string 'cpu' (Tensor.device). So
set_default_device takes 'cpu' (also 'cpu:0', and any object whose str is one of those, such as a
torch.device('cpu')) or None, and get_default_device() returns 'cpu' (a str where PyTorch returns
torch.device('cpu'); it prints without the index, as specgrad's tensors do). Another device ('cuda',
'mps', ...) is a RuntimeError that says so, where PyTorch would move every new tensor there.
"""
import re

__all__ = ["set_default_device", "get_default_device"]

_CPU = re.compile(r"cpu(:\d+)?")


def set_default_device(device) -> None:
    """Accepts 'cpu' or None (nothing changes: every specgrad tensor is on the CPU); other devices raise."""
    if device is None or _CPU.fullmatch(str(device)):
        return
    raise RuntimeError(f"specgrad runs on the CPU only; cannot make {str(device)!r} the default device "
                       f"(set_default_device takes 'cpu' or None)")


def get_default_device() -> str:
    """'cpu', the device of every specgrad tensor."""
    return "cpu"
