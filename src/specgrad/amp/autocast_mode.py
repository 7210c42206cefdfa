"""torch.autocast: a region where chosen ops run in a lower precision.

specgrad does not cast ops by region yet: each op computes in its inputs' dtype. An autocast region that is
disabled (`enabled=False`, the switch training scripts flip with a flag) is exactly PyTorch's no-op and runs
as such; an enabled one raises, saying what to do, rather than silently computing at another precision than
the program asked for.
"""
import functools


def is_autocast_available(device_type: str) -> bool:
    return False


class autocast:
    """with autocast(device_type, dtype=None, enabled=True, cache_enabled=None): ...; also a decorator."""

    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        if not isinstance(device_type, str):
            raise ValueError(f"Expected `device_type` of type `str`, got: `{type(device_type)}`")
        self.device = device_type
        self.fast_dtype = dtype
        self._enabled = bool(enabled)
        if self._enabled:
            raise NotImplementedError(
                f"specgrad.autocast(device_type={device_type!r}, enabled=True): mixed-precision regions are not "
                f"implemented; ops compute in their inputs' dtype. Use enabled=False (the same program in full "
                f"precision), or cast the model and inputs with .half() yourself.")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def __call__(self, function):
        @functools.wraps(function)
        def wrapper(*args, **kwargs):
            with autocast(self.device, self.fast_dtype, self._enabled):
                return function(*args, **kwargs)
        return wrapper
