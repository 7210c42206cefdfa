"""specgrad.testing.assert_close, as torch.testing.assert_close: tensors (or numbers, or sequences and mappings of
them, compared item by item) close within rtol and atol, with PyTorch's default tolerances per dtype and its error
messages: the mismatch count, the greatest absolute and relative differences and where they are, and which item
of a sequence or mapping failed."""
import collections.abc
import math
from numbers import Number

import numpy as np

from specgrad.creation import from_numpy
from specgrad.tensor import Tensor

__all__ = ["assert_close"]

# (rtol, atol) when neither is given, by dtype (the larger of the two inputs' if they differ); exact otherwise
_PRECISIONS = {"float16": (1e-3, 1e-5), "float32": (1.3e-6, 1e-5), "float64": (1e-7, 1e-7),
               "complex64": (1.3e-6, 1e-5), "complex128": (1e-7, 1e-7)}


class _Mismatch(Exception):
    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind


def _diff_line(kind, diff, index, tolerance, equality):
    line = f"{kind.title()} difference: {diff}" if index is None else \
        f"Greatest {kind} difference: {diff} at index {index}"
    return line + ("" if equality else f" (up to {tolerance} allowed)")


def _message(identifier, extra, abs_diff, abs_index, atol, rel_diff, rel_index, rtol):
    equality = rtol == 0 and atol == 0
    return "\n".join([f"{identifier} are not {'equal' if equality else 'close'}!", "", extra,
                      _diff_line("absolute", abs_diff, abs_index, atol, equality),
                      _diff_line("relative", rel_diff, rel_index, rtol, equality)])


def _greatest(diff, matches):
    """(value, index) of the greatest difference among the mismatches; a NaN is the greatest, as torch.max's."""
    diff = np.where(matches, np.zeros((), diff.dtype), diff)
    flat = diff.reshape(-1)
    nans = np.flatnonzero(np.isnan(flat)) if flat.dtype.kind == "f" else []
    position = int(nans[0]) if len(nans) else int(np.argmax(flat))
    return flat[position].item(), tuple(int(i) for i in np.unravel_index(position, diff.shape))


def _compare_tensors(actual, expected, rtol, atol, equal_nan, check_dtype):
    if actual.shape != expected.shape:
        raise _Mismatch(AssertionError, f"The values for attribute 'shape' do not match: {actual.shape} != "
                                        f"{expected.shape}.")
    if check_dtype and actual.dtype != expected.dtype:
        raise _Mismatch(AssertionError, f"The values for attribute 'dtype' do not match: {actual.dtype} != "
                                        f"{expected.dtype}.")
    a, e = actual.detach().cpu().numpy(), expected.detach().cpu().numpy()
    if rtol is None:
        known = [_PRECISIONS.get(x.dtype.name, (0.0, 0.0)) for x in (a, e)]
        rtol, atol = max(r for r, _ in known), max(t for _, t in known)
    if a.dtype != e.dtype:
        common = np.promote_types(a.dtype, e.dtype)
        a, e = a.astype(common), e.astype(common)
    exact = a.dtype.kind not in "fc"
    if exact:
        a, e = a.astype(np.int64), e.astype(np.int64)
    with np.errstate(all="ignore"):
        matches = a == e if exact else np.isclose(a, e, rtol=rtol, atol=atol, equal_nan=equal_nan)
        if matches.all():
            return
        abs_diff = np.abs(a - e)
        # the relative difference in the tensor's float dtype (integers: the default float32), as PyTorch's
        rel_diff = (abs_diff.astype(np.float32) / np.abs(e).astype(np.float32)) if exact else abs_diff / np.abs(e)
    if a.ndim == 0:
        with np.errstate(all="ignore"):
            return _scalar_mismatch(a.item(), e.item(), rtol, atol)
    mismatched = int(matches.size - matches.sum())
    extra = f"Mismatched elements: {mismatched} / {matches.size} ({mismatched / matches.size:.1%})"
    abs_value, abs_index = _greatest(abs_diff, matches)
    rel_value, rel_index = _greatest(rel_diff, matches)
    raise _Mismatch(AssertionError, _message("Tensor-likes", extra, abs_value, abs_index, atol, rel_value, rel_index,
                                             rtol))


def _scalar_mismatch(actual, expected, rtol, atol):
    difference = abs(actual - expected)
    relative = math.inf if expected == 0 else difference / abs(expected)
    raise _Mismatch(AssertionError, _message("Scalars", f"Expected {expected} but got {actual}.", difference, None,
                                             atol, relative, None, rtol))


def _compare_numbers(actual, expected, rtol, atol, equal_nan, check_dtype):
    if check_dtype and type(actual) is not type(expected):
        raise _Mismatch(AssertionError, f"The (d)types do not match: {type(actual)} != {type(expected)}.")
    if rtol is None:
        rtol, atol = _PRECISIONS["float64"] if isinstance(actual, float) or isinstance(expected, float) else (0.0, 0.0)
    if actual == expected or (equal_nan and actual != actual and expected != expected):
        return
    if abs(actual - expected) <= atol + rtol * abs(expected):
        return
    _scalar_mismatch(actual, expected, rtol, atol)


def _compare(actual, expected, rtol, atol, equal_nan, check_dtype):
    """Raise _Mismatch, or a _Located one for an item of a sequence or mapping."""
    if isinstance(actual, Tensor) and isinstance(expected, Tensor):
        return _compare_tensors(actual, expected, rtol, atol, equal_nan, check_dtype)
    if isinstance(actual, np.ndarray) and isinstance(expected, np.ndarray):  # two arrays compare as tensors
        return _compare_tensors(from_numpy(actual), from_numpy(expected), rtol, atol, equal_nan, check_dtype)
    if isinstance(actual, Number) and isinstance(expected, Number) and not isinstance(actual, Tensor):
        return _compare_numbers(actual, expected, rtol, atol, equal_nan, check_dtype)
    if isinstance(actual, collections.abc.Mapping) and isinstance(expected, collections.abc.Mapping):
        if set(actual) != set(expected):
            raise _Mismatch(AssertionError, f"The keys of the mappings do not match:\n"
                                            f"Missing keys in the actual mapping: {sorted(set(expected) - set(actual))}"
                                            f"\nAdditional keys in the actual mapping: "
                                            f"{sorted(set(actual) - set(expected))}")
        items = [(key, actual[key], expected[key]) for key in expected]
    elif (isinstance(actual, collections.abc.Sequence) and isinstance(expected, collections.abc.Sequence)
          and not isinstance(actual, str) and not isinstance(expected, str)):
        if len(actual) != len(expected):
            raise _Mismatch(AssertionError, f"The length of the sequences mismatch: {len(actual)} != {len(expected)}")
        items = [(i, a, e) for i, (a, e) in enumerate(zip(actual, expected))]
    else:
        raise _Mismatch(TypeError, f"No comparison pair was able to handle inputs of type {type(actual)} and "
                                   f"{type(expected)}.")
    for key, a, e in items:
        try:
            _compare(a, e, rtol, atol, equal_nan, check_dtype)
        except _Mismatch as mismatch:
            text = str(mismatch)
            where = f"[{key!r}]"
            if "\n\nThe failure occurred for item " in text:  # a nested item: prepend this level's key
                head, _, inner = text.rpartition("\n\nThe failure occurred for item ")
                raise _Mismatch(mismatch.kind, f"{head}\n\nThe failure occurred for item {where}{inner}") from None
            raise _Mismatch(mismatch.kind, f"{text}\n\nThe failure occurred for item {where}") from None


def assert_close(actual, expected, *, allow_subclasses=True, rtol=None, atol=None, equal_nan=False,
                 check_device=True, check_dtype=True, check_layout=True, check_stride=False, msg=None):
    """Raise AssertionError unless actual and expected are close: |actual - expected| <= atol + rtol * |expected|
    elementwise (NaN equal to NaN only with equal_nan), with one shape and (check_dtype) one dtype. msg: a string,
    or a function of the default message, that replaces it."""
    if (rtol is None) != (atol is None):
        raise ValueError(f"Both 'rtol' and 'atol' must be either specified or omitted, but got no "
                         f"{'rtol' if rtol is None else 'atol'}.")
    try:
        _compare(actual, expected, rtol, atol, equal_nan, check_dtype)
    except _Mismatch as mismatch:
        text = str(mismatch)
        if msg is not None:
            text = msg(text) if callable(msg) else msg
        raise mismatch.kind(text) from None
