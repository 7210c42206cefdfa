"""Tensor printing, a NumPy port of PyTorch's ``torch/_tensor_str.py``.

The goal is character-for-character agreement with ``repr(torch.tensor(...))``
under PyTorch's default print options, so the functions below mirror
PyTorch's own (``_Formatter``, ``_vector_str``, ``get_summarized_data``,
``_add_suffixes`` ...) and keep its quirks on purpose.  Values are always
formatted as Python floats/ints obtained with ``ndarray.tolist()``, which is
what PyTorch formats too (a float32 element becomes the exact Python float
of its float32 value).
"""

from __future__ import annotations

import contextlib
import dataclasses
import math

import numpy as np

__all__ = ["format_tensor", "PRINT_OPTS", "set_printoptions", "get_printoptions", "printoptions"]


@dataclasses.dataclass
class _PrinterOptions:
    precision: int = 4
    threshold: float = 1000
    edgeitems: int = 3
    linewidth: int = 80
    sci_mode: bool | None = None


# PyTorch's defaults, changed by set_printoptions.
PRINT_OPTS = _PrinterOptions()


class _Formatter:
    """Decides one element width and notation for a whole tensor.

    Everything is derived from the (summarized) data, so all elements of a
    tensor line up in columns.
    """

    def __init__(self, array: np.ndarray):
        self.floating_dtype = array.dtype.kind == "f"
        self.int_mode = True
        self.sci_mode = False
        self.max_width = 1

        values = array.reshape(-1)

        if not self.floating_dtype:
            for value in values.tolist():
                self.max_width = max(self.max_width, len(f"{value}"))
            return

        # Zeros and non-finite values do not influence the notation.
        nonzero_finite = values[np.isfinite(values) & (values != 0)]
        if nonzero_finite.size == 0:
            return

        # PyTorch compares magnitudes in float64 (float16 would overflow at 1e8).
        abs_values = np.abs(nonzero_finite).astype(np.float64)
        abs_min = abs_values.min()
        abs_max = abs_values.max()

        self.int_mode = bool(np.all(nonzero_finite == np.ceil(nonzero_finite)))

        if PRINT_OPTS.sci_mode is None:
            with np.errstate(over="ignore"):  # huge / tiny -> inf is fine here
                self.sci_mode = bool(
                    abs_max / abs_min > 1000.0 or abs_max > 1.0e8 or abs_min < 1.0e-4
                )
        else:
            self.sci_mode = PRINT_OPTS.sci_mode

        precision = PRINT_OPTS.precision
        for value in nonzero_finite.tolist():
            if self.sci_mode:
                width = len(f"{value:.{precision}e}")
            elif self.int_mode:
                # +1 for the "." that marks an integer-valued float.
                width = len(f"{value:.0f}") + 1
            else:
                width = len(f"{value:.{precision}f}")
            self.max_width = max(self.max_width, width)

    def width(self) -> int:
        return self.max_width

    def format(self, value) -> str:
        if self.floating_dtype:
            if self.sci_mode:
                ret = f"{value:{self.max_width}.{PRINT_OPTS.precision}e}"
            elif self.int_mode:
                ret = f"{value:.0f}"
                # inf/nan get no "." (it is what tells floats from ints otherwise).
                if not (math.isinf(value) or math.isnan(value)):
                    ret += "."
            else:
                ret = f"{value:.{PRINT_OPTS.precision}f}"
        else:
            ret = f"{value}"
        # Values wider than max_width (e.g. "-inf") are simply not padded.
        return (self.max_width - len(ret)) * " " + ret


def _complex_str(value, formatter1: _Formatter, formatter2: _Formatter) -> str:
    real_str = formatter1.format(value.real)
    imag_str = (formatter2.format(value.imag) + "j").lstrip()
    # The imaginary part carries its own sign when negative (or "-0.").
    if imag_str[0] == "+" or imag_str[0] == "-":
        return real_str + imag_str
    return real_str + "+" + imag_str


def _scalar_str(array: np.ndarray, formatter1, formatter2=None) -> str:
    value = array.item()
    if formatter2 is not None:
        return _complex_str(value, formatter1, formatter2)
    return formatter1.format(value)


def _vector_str(array: np.ndarray, indent: int, summarize: bool, formatter1, formatter2=None) -> str:
    # Each element takes its width plus ", ".
    element_length = formatter1.width() + 2
    if formatter2 is not None:
        # Imaginary part plus its "j".
        element_length += formatter2.width() + 1

    elements_per_line = max(1, math.floor((PRINT_OPTS.linewidth - indent) / element_length))

    def _val_formatter(value):
        if formatter2 is not None:
            return _complex_str(value, formatter1, formatter2)
        return formatter1.format(value)

    edge = PRINT_OPTS.edgeitems
    if summarize and not edge:
        data = ["..."]
    elif summarize and array.shape[0] > 2 * edge:
        data = (
            [_val_formatter(v) for v in array[:edge].tolist()]
            + [" ..."]
            + [_val_formatter(v) for v in array[-edge:].tolist()]
        )
    else:
        data = [_val_formatter(v) for v in array.tolist()]

    lines = [
        ", ".join(data[i : i + elements_per_line])
        for i in range(0, len(data), elements_per_line)
    ]
    # Continuation lines start under the first element, just after "[".
    return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"


def _tensor_str_with_formatter(array: np.ndarray, indent: int, summarize: bool, formatter1, formatter2=None) -> str:
    dim = array.ndim

    if dim == 0:
        return _scalar_str(array, formatter1, formatter2)

    if dim == 1:
        return _vector_str(array, indent, summarize, formatter1, formatter2)

    edge = PRINT_OPTS.edgeitems
    if summarize and array.shape[0] > 2 * edge:
        slices = (
            [
                _tensor_str_with_formatter(array[i], indent + 1, summarize, formatter1, formatter2)
                for i in range(edge)
            ]
            + ["..."]
            + [
                _tensor_str_with_formatter(array[i], indent + 1, summarize, formatter1, formatter2)
                for i in range(len(array) - edge, len(array))
            ]
        )
    else:
        slices = [
            _tensor_str_with_formatter(array[i], indent + 1, summarize, formatter1, formatter2)
            for i in range(array.shape[0])
        ]

    # dim - 1 newlines: sub-blocks of 3-D and higher are separated by blank lines.
    return "[" + ("," + "\n" * (dim - 1) + " " * (indent + 1)).join(slices) + "]"


def get_summarized_data(array: np.ndarray) -> np.ndarray:
    """The elements that will actually be printed, so the formatter ignores the rest."""
    dim = array.ndim
    edge = PRINT_OPTS.edgeitems
    if dim == 0:
        return array
    if dim == 1:
        if array.shape[0] > 2 * edge:
            # With edge == 0, array[-0:] is the whole array, as in PyTorch.
            return np.concatenate((array[:edge], array[-edge:]))
        return array
    if not edge:
        return np.empty((0,) * dim, dtype=array.dtype)
    if array.shape[0] > 2 * edge:
        rows = [array[i] for i in range(edge)] + [
            array[i] for i in range(len(array) - edge, len(array))
        ]
    else:
        rows = list(array)
    return np.stack([get_summarized_data(row) for row in rows])


def _tensor_str(array: np.ndarray, indent: int) -> str:
    if array.size == 0:
        return "[]"

    summarize = array.size > PRINT_OPTS.threshold

    if array.dtype.kind == "c":
        # Real and imaginary parts get independent widths and notations.
        real, imag = array.real, array.imag
        real_formatter = _Formatter(get_summarized_data(real) if summarize else real)
        imag_formatter = _Formatter(get_summarized_data(imag) if summarize else imag)
        return _tensor_str_with_formatter(array, indent, summarize, real_formatter, imag_formatter)

    formatter = _Formatter(get_summarized_data(array) if summarize else array)
    return _tensor_str_with_formatter(array, indent, summarize, formatter)


def _add_suffixes(tensor_str: str, suffixes: list[str], indent: int, force_newline: bool) -> str:
    tensor_strs = [tensor_str]
    # PyTorch's arithmetic, kept as is: it over-counts by 2 on single-line
    # tensors, which decides when a suffix wraps.
    last_line_len = len(tensor_str) - tensor_str.rfind("\n") + 1
    for suffix in suffixes:
        suffix_len = len(suffix)
        if force_newline or last_line_len + suffix_len + 2 > PRINT_OPTS.linewidth:
            tensor_strs.append(",\n" + " " * indent + suffix)
            last_line_len = indent + suffix_len
            force_newline = False
        else:
            tensor_strs.append(", " + suffix)
            last_line_len += suffix_len + 2
    tensor_strs.append(")")
    return "".join(tensor_strs)


def format_tensor(array: np.ndarray, dtype_suffix: str | None, suffixes: list[str], device: str | None = None) -> str:
    """Return what PyTorch's repr would print for a tensor holding `array`.

    dtype_suffix: e.g. "specgrad.float64" (without "dtype="), or None when the
    dtype is the default one for its kind (float32, int64 and bool are not
    shown; the caller decides). suffixes: already-formatted trailing parts such
    as "requires_grad=True" or "grad_fn=<MulBackward0>", appended in order.

    Empty tensors are the exception to "the caller decides": PyTorch shows
    every dtype of an empty tensor except the default float dtype (nothing in
    "[]" tells an int tensor apart), so for empty non-float arrays the dtype is
    shown as "specgrad.<numpy dtype name>" even when dtype_suffix is None.
    device: "cuda:0" for a tensor off the CPU (shown first, as device='cuda:0'; array is then a host copy).
    """
    array = np.asarray(array)
    prefix = "tensor("
    indent = len(prefix)
    all_suffixes = [] if device is None else [f"device='{device}'"]

    if array.size == 0:
        # Like NumPy, the shape is shown unless it is plainly (0,).
        if array.ndim != 1:
            all_suffixes.append("size=" + str(tuple(array.shape)))
        if dtype_suffix is None and array.dtype.kind != "f":
            dtype_suffix = "specgrad." + array.dtype.name
        if dtype_suffix is not None:
            all_suffixes.append("dtype=" + dtype_suffix)
        tensor_str = "[]"
    else:
        if not PRINT_OPTS.edgeitems:
            all_suffixes.append("size=" + str(tuple(array.shape)))
        if dtype_suffix is not None:
            all_suffixes.append("dtype=" + dtype_suffix)
        tensor_str = _tensor_str(array, indent)

    all_suffixes.extend(suffixes)
    return _add_suffixes(prefix + tensor_str, all_suffixes, indent, force_newline=False)


def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, sci_mode=None):
    """Set how tensors print, as torch.set_printoptions (its rules, quirks included).

    precision: digits after the point (default 4); threshold: more elements than this and the tensor is
    summarized (default 1000); edgeitems: items kept at each end of each summarized dimension (default 3;
    0 prints "..." and the size); linewidth: characters per line (default 80); profile: "default",
    "short" (precision 2, edgeitems 2) or "full" (no summarizing) first sets all four (another string
    changes nothing, as in PyTorch); sci_mode: True or False forces scientific notation on or off, None
    lets the values decide. As in PyTorch, every call sets sci_mode: leaving it out resets it to None.
    The options are global (not per thread), as PyTorch's.
    """
    if profile is not None:
        if profile == "default":
            PRINT_OPTS.precision, PRINT_OPTS.threshold, PRINT_OPTS.edgeitems, PRINT_OPTS.linewidth = 4, 1000, 3, 80
        elif profile == "short":
            PRINT_OPTS.precision, PRINT_OPTS.threshold, PRINT_OPTS.edgeitems, PRINT_OPTS.linewidth = 2, 1000, 2, 80
        elif profile == "full":
            PRINT_OPTS.precision, PRINT_OPTS.threshold, PRINT_OPTS.edgeitems, PRINT_OPTS.linewidth = 4, math.inf, 3, 80
    if precision is not None:
        PRINT_OPTS.precision = precision
    if threshold is not None:
        PRINT_OPTS.threshold = threshold
    if edgeitems is not None:
        PRINT_OPTS.edgeitems = edgeitems
    if linewidth is not None:
        PRINT_OPTS.linewidth = linewidth
    PRINT_OPTS.sci_mode = sci_mode


def get_printoptions() -> dict:
    """The current print options as a dict that set_printoptions(**options) takes (torch._tensor_str's)."""
    return dataclasses.asdict(PRINT_OPTS)


@contextlib.contextmanager
def printoptions(**kwargs):
    """Print options changed inside a with block only (torch._tensor_str.printoptions)."""
    old = get_printoptions()
    set_printoptions(**kwargs)
    try:
        yield
    finally:
        set_printoptions(**old)
