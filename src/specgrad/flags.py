"""Global switches PyTorch programs set that specgrad's CPU kernels do not need: recorded, with PyTorch's
checks, so that reading them back gives what was set.

- use_deterministic_algorithms(mode, *, warn_only=False), are_deterministic_algorithms_enabled(),
  is_deterministic_algorithms_warn_only_enabled(), set/get_deterministic_debug_mode(): every specgrad
  kernel is deterministic already (the same inputs give the same bits: no atomics, and the parallel
  kernels and the two-thread ufunc split give each thread a fixed part), so the mode changes nothing
  and no op ever raises or warns for being nondeterministic.
- set/get_float32_matmul_precision('highest' | 'high' | 'medium'): specgrad's float32 matmul is NumPy's
  BLAS in float32 whatever the setting (PyTorch's 'high'/'medium' allow TF32/bfloat16 on GPUs and some
  CPUs). As in PyTorch, another string warns (UserWarning) and changes nothing; a non-str is a
  RuntimeError.
- set_warn_always(b) / is_warn_always_enabled(): recorded. PyTorch's warn-once warnings then warn every
  time; specgrad's warnings go through Python's warnings module, whose filters decide.
"""
import warnings

__all__ = ["use_deterministic_algorithms", "are_deterministic_algorithms_enabled",
           "is_deterministic_algorithms_warn_only_enabled", "set_deterministic_debug_mode",
           "get_deterministic_debug_mode", "set_float32_matmul_precision", "get_float32_matmul_precision",
           "set_warn_always", "is_warn_always_enabled"]

_deterministic = False
_warn_only = False
_matmul_precision = "highest"
_warn_always = False


def use_deterministic_algorithms(mode: bool, *, warn_only: bool = False) -> None:
    """Ask for deterministic algorithms (specgrad's all are: recorded only, see the module's docstring)."""
    global _deterministic, _warn_only
    if type(mode) is not bool:
        raise TypeError(f"_set_deterministic_algorithms(): argument 'mode' (position 1) must be bool, not "
                        f"{type(mode).__name__}")
    if type(warn_only) is not bool:
        raise TypeError(f"_set_deterministic_algorithms(): argument 'warn_only' must be bool, not "
                        f"{type(warn_only).__name__}")
    _deterministic, _warn_only = mode, warn_only


def are_deterministic_algorithms_enabled() -> bool:
    return _deterministic


def is_deterministic_algorithms_warn_only_enabled() -> bool:
    return _warn_only


_DEBUG_MODES = {"default": 0, "warn": 1, "error": 2}


def set_deterministic_debug_mode(debug_mode) -> None:
    """0 / 'default': off; 1 / 'warn': deterministic, warn only; 2 / 'error': deterministic (PyTorch's rule)."""
    if not isinstance(debug_mode, (int, str)):
        raise TypeError(f"debug_mode must be str or int, but got {type(debug_mode)}")
    if isinstance(debug_mode, str):
        if debug_mode not in _DEBUG_MODES:
            raise RuntimeError(f"invalid value of debug_mode, expected one of `default`, `warn`, `error`, but got "
                               f"{debug_mode}")
        debug_mode = _DEBUG_MODES[debug_mode]
    if debug_mode == 0:
        use_deterministic_algorithms(False)
    elif debug_mode == 1:
        use_deterministic_algorithms(True, warn_only=True)
    elif debug_mode == 2:
        use_deterministic_algorithms(True)
    else:
        raise RuntimeError(f"invalid value of debug_mode, expected 0, 1, or 2, but got {debug_mode}")


def get_deterministic_debug_mode() -> int:
    if not _deterministic:
        return 0
    return 1 if _warn_only else 2


def set_float32_matmul_precision(precision: str) -> None:
    """Record the float32 matmul precision ('highest', 'high', 'medium'); specgrad computes in float32 always."""
    global _matmul_precision
    if not isinstance(precision, str):
        raise RuntimeError(f"set_float32_matmul_precision expects a str, but got {type(precision).__name__}")
    if precision not in ("highest", "high", "medium"):
        warnings.warn(f"{precision} is not one of 'highest', 'high', or 'medium'; the current "
                      f"setFloat32MatmulPrecision call has no effect.", UserWarning, stacklevel=2)
        return
    _matmul_precision = precision


def get_float32_matmul_precision() -> str:
    return _matmul_precision


def set_warn_always(b: bool, /) -> None:
    """Record whether warn-once warnings should warn every time (see the module's docstring)."""
    global _warn_always
    if type(b) is not bool:
        raise RuntimeError(f"setWarnOnlyOnce expects a bool, but got {type(b).__name__}")
    _warn_always = b


def is_warn_always_enabled() -> bool:
    return _warn_always
