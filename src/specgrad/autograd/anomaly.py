"""Anomaly detection: find the forward call behind a NaN that appears in backward.

While enabled, every node records the stack of the forward call that created it; the engine
checks each gradient a node returns and, on a NaN, raises an error naming the node, its entry
in derivatives.yaml and that forward stack. Off by default: recording stacks is slow.
"""
import threading
import traceback
import weakref

import numpy as np


class _State(threading.local):
    enabled = False
    check_nan = True  # False: nodes still record their forward stack, but a NaN gradient does not raise


_state = _State()
_traces = weakref.WeakKeyDictionary()  # node -> the forward stack that created it


def is_anomaly_enabled() -> bool:
    return _state.enabled


class set_detect_anomaly:
    """set_detect_anomaly(mode): turn anomaly detection on or off (a context manager too)."""

    def __init__(self, mode: bool, check_nan: bool = True):
        self._previous = _state.enabled
        self._previous_check_nan = _state.check_nan
        _state.enabled = bool(mode)
        _state.check_nan = bool(check_nan)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        _state.enabled = self._previous
        _state.check_nan = self._previous_check_nan
        return False


class detect_anomaly(set_detect_anomaly):
    """Context manager: anomaly detection on inside it."""

    def __init__(self, check_nan: bool = True):
        super().__init__(True, check_nan)


def set_anomaly_enabled(enabled: bool, check_nan: bool = True) -> None:
    """torch.set_anomaly_enabled: anomaly detection on or off (check_nan: whether a NaN gradient raises)."""
    for name, position, value in (("enabled", 1, enabled), ("check_nan", 2, check_nan)):
        if type(value) is not bool:
            raise TypeError(f"set_anomaly_enabled(): argument '{name}' (position {position}) must be bool, not "
                            f"{type(value).__name__}")
    _state.enabled = enabled
    _state.check_nan = check_nan


def is_anomaly_check_nan_enabled() -> bool:
    return _state.check_nan


def record_creation(node) -> None:
    _traces[node] = "".join(traceback.format_stack()[:-3])


def check_gradients(node, gradients) -> None:
    """Raise when a node's backward produced a NaN, pointing at its spec entry and forward call."""
    if not _state.check_nan:
        return
    for index, grad in enumerate(gradients):
        if grad is None:
            continue
        data = getattr(grad, "_data", grad)
        if np.issubdtype(data.dtype, np.floating) and np.isnan(data).any():
            spec = f" (derivatives.yaml:{node.spec_line})" if node.spec_line else ""
            formulas = "".join(f"\n    {name}: {formula}" for name, formula in node.formulas.items())
            trace = _traces.get(node, "    (created before anomaly detection was enabled)\n")
            raise RuntimeError(f"Function '{node.name()}'{spec} returned nan values in its {index}th output."
                               f"{' Its formulas:' + formulas if formulas else ''}\n"
                               f"The forward call that created it:\n{trace}")
