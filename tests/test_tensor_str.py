"""specgrad._tensor_str.format_tensor against PyTorch's own repr.

PyTorch is the oracle: each case builds a torch tensor, prints it with repr(),
and checks that format_tensor, given the same values as a NumPy array, prints
the same text (with "torch." spelled "specgrad.").
"""

import numpy as np
import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is the reference for tensor printing and is not installed"
)

from specgrad._tensor_str import PRINT_OPTS, format_tensor  # noqa: E402

# dtypes whose name repr leaves out (with torch's default float32 dtype).
_DEFAULT_DTYPES = (torch.float32, torch.int64, torch.bool, torch.complex64)


def _torch_repr(t):
    return repr(t).replace("torch.", "specgrad.")


def _specgrad_repr(t):
    """format_tensor called the way the specgrad Tensor is expected to call it."""
    dtype_suffix = None if t.dtype in _DEFAULT_DTYPES else str(t.dtype).replace("torch.", "specgrad.")
    suffixes = []
    if t.grad_fn is not None:
        suffixes.append(f"grad_fn=<{type(t.grad_fn).__name__}>")
    elif t.requires_grad:
        suffixes.append("requires_grad=True")
    return format_tensor(t.detach().numpy(), dtype_suffix, suffixes)


def _check(t):
    assert _specgrad_repr(t) == _torch_repr(t)


f32, f64 = torch.float32, torch.float64
inf, nan = float("inf"), float("nan")
_rng = np.random.default_rng(1234)


def _randn(*shape, dtype=f32, scale=1.0):
    return torch.tensor(_rng.standard_normal(shape) * scale, dtype=dtype)


CASES = {
    # 0-d
    "scalar_float": lambda: torch.tensor(3.0),
    "scalar_int": lambda: torch.tensor(3),
    "scalar_true": lambda: torch.tensor(True),
    "scalar_false": lambda: torch.tensor(False),
    "scalar_4dec": lambda: torch.tensor(0.12345),
    "scalar_4dec_f64": lambda: torch.tensor(0.12345, dtype=f64),
    "scalar_int_f64": lambda: torch.tensor(3.0, dtype=f64),
    "scalar_negative": lambda: torch.tensor(-2.5),
    "scalar_neg_zero": lambda: torch.tensor(-0.0),
    "scalar_zero": lambda: torch.tensor(0.0),
    "scalar_nan": lambda: torch.tensor(nan),
    "scalar_inf": lambda: torch.tensor(inf),
    "scalar_neg_inf": lambda: torch.tensor(-inf, dtype=f64),
    "scalar_huge": lambda: torch.tensor(1e10),
    "scalar_tiny": lambda: torch.tensor(1.5e-5),
    "scalar_1e8": lambda: torch.tensor(1e8),
    "scalar_big_int_valued": lambda: torch.tensor(123456789.0, dtype=f64),
    "scalar_int32": lambda: torch.tensor(7, dtype=torch.int32),
    "scalar_requires_grad": lambda: torch.tensor(2.0, requires_grad=True),
    # 1-D floats
    "int_valued": lambda: torch.tensor([0.0, 2.0, 56.0]),
    "int_valued_f64": lambda: torch.tensor([0.0, 2.0, 56.0], dtype=f64),
    "int_valued_negative": lambda: torch.tensor([-1.0, 20.0, -300.0]),
    "four_decimals": lambda: torch.tensor([1.5, -2.25, 3.0]),
    "four_decimals_f64": lambda: torch.tensor([0.1, 0.2, 0.3], dtype=f64),
    "negative_mixed": lambda: torch.tensor([-0.5, 0.25, -10.125]),
    "ratio_1000": lambda: torch.tensor([1.0, 1000.5]),
    "ratio_just_over_1000": lambda: torch.tensor([1.0, 1000.0001], dtype=f64),
    "ratio_int_sci": lambda: torch.tensor([1.0, 100000.0]),
    "tiny_sci": lambda: torch.tensor([1e-5, 0.5]),
    "huge_sci": lambda: torch.tensor([1e9, 2e9]),
    "huge_sci_f64": lambda: torch.tensor([1.23456789e200, -4e201], dtype=f64),
    "tiny_sci_f64": lambda: torch.tensor([1e-300, 3e-300], dtype=f64),
    "extreme_ratio_f64": lambda: torch.tensor([1e-300, 1e300], dtype=f64),
    "min_1e-4_f64": lambda: torch.tensor([1e-4, 0.05], dtype=f64),
    # float32(1e-4) is slightly below 1e-4, so float32 switches to sci mode.
    "min_1e-4_f32": lambda: torch.tensor([1e-4, 0.05]),
    # float32(1.00005) rounds down, float64 rounds up.
    "f32_rounding": lambda: torch.tensor([1.00005, 2.00015]),
    "f64_rounding": lambda: torch.tensor([1.00005, 2.00015], dtype=f64),
    "f32_big_integers": lambda: torch.tensor([16777217.0, 3.0]),
    "f32_values_third": lambda: torch.tensor([1 / 3, 2 / 3, 1e-3]),
    # inf / nan / -0.
    "inf_int_mode": lambda: torch.tensor([inf, 1.0]),
    "neg_inf_int_mode": lambda: torch.tensor([-inf, 1.0, 2.0]),
    "nan_four_dec": lambda: torch.tensor([nan, -inf, 2.5]),
    "nan_sci": lambda: torch.tensor([nan, 1e-6, inf], dtype=f64),
    "neg_zero_int": lambda: torch.tensor([-0.0, 0.0]),
    "neg_zero_dec": lambda: torch.tensor([-0.0, 1.5]),
    "neg_zero_sci": lambda: torch.tensor([-0.0, 1e10]),
    "only_nan": lambda: torch.tensor([nan, nan]),
    "only_inf": lambda: torch.tensor([inf, -inf]),
    "zeros": lambda: torch.zeros(4),
    "zeros_2d_f64": lambda: torch.zeros(2, 3, dtype=f64),
    "inf_2d": lambda: torch.tensor([[inf, -1.5], [nan, 1e-8]]),
    # ints and bools
    "int_1d": lambda: torch.tensor([1, -2, 300]),
    "int_big": lambda: torch.tensor([2**62, -(2**40), 5]),
    "int32": lambda: torch.tensor([1, 2, 3], dtype=torch.int32),
    "int16": lambda: torch.tensor([-1, 2], dtype=torch.int16),
    "int8": lambda: torch.tensor([-128, 127], dtype=torch.int8),
    "uint8": lambda: torch.tensor([0, 255], dtype=torch.uint8),
    "int_2d": lambda: torch.arange(12).reshape(3, 4),
    "int_2d_negative": lambda: torch.arange(-6, 6).reshape(3, 4) * 7,
    "bool_1d": lambda: torch.tensor([True, False, True]),
    "bool_2d": lambda: torch.tensor([[True], [False]]),
    "int_long_row": lambda: torch.arange(100),
    "int_long_row_wide": lambda: torch.arange(100) * 123457,
    # 2-D and more
    "randn_2d": lambda: _randn(3, 4),
    "randn_2d_f64": lambda: _randn(3, 4, dtype=f64),
    "int_valued_2d": lambda: torch.arange(12.0).reshape(3, 4),
    "sci_2d": lambda: _randn(3, 3, scale=1e6),
    "wide_2d_wraps": lambda: _randn(2, 20),
    "wide_2d_wraps_f64": lambda: _randn(3, 15, dtype=f64, scale=100),
    "randn_3d": lambda: _randn(2, 3, 4),
    "randn_4d": lambda: _randn(2, 2, 2, 2),
    "randn_5d": lambda: _randn(2, 1, 2, 1, 3),
    "int_3d": lambda: torch.arange(24).reshape(2, 3, 4),
    "single_element_2d": lambda: torch.tensor([[5.0]]),
    "column": lambda: _randn(4, 1),
    "wide_3d_wraps": lambda: _randn(2, 2, 16),
    # line wrapping of 1-D rows
    "long_1d_float": lambda: _randn(50),
    "long_1d_f64": lambda: torch.linspace(0, 1, 30, dtype=f64),
    "long_1d_sci": lambda: _randn(25, scale=1e-7),
    "long_1d_int_valued": lambda: torch.arange(40.0),
    "exact_fit_row": lambda: torch.full((12,), 1.2345),
    # summarization
    "len_1000_not_summarized": lambda: torch.arange(1000.0) / 7,
    "len_1001_summarized": lambda: torch.arange(1001.0),
    "len_5000_int": lambda: torch.arange(5000),
    "summarized_1d_sci": lambda: _randn(2000, scale=1e-6),
    # The huge middle value is hidden, so it must not force sci mode.
    "summarized_hidden_outlier": lambda: torch.cat([torch.ones(600), torch.tensor([1e20]), torch.ones(600) * 2]),
    "summarized_2d": lambda: _randn(40, 40),
    "summarized_2d_int": lambda: torch.arange(1600).reshape(40, 40),
    "summarized_2d_short_rows": lambda: _randn(1000, 2),
    "summarized_2d_short_cols": lambda: _randn(2, 1000, dtype=f64),
    "summarized_3d": lambda: _randn(20, 20, 20),
    "summarized_3d_small_middle": lambda: _randn(200, 2, 5),
    "summarized_4d": lambda: torch.arange(4096.0).reshape(8, 8, 8, 8),
    "summarized_bool": lambda: torch.arange(2000) % 3 == 0,
    # empty
    "empty_1d": lambda: torch.tensor([]),
    "empty_1d_f64": lambda: torch.tensor([], dtype=f64),
    "empty_1d_int": lambda: torch.tensor([], dtype=torch.int64),
    "empty_1d_int32": lambda: torch.tensor([], dtype=torch.int32),
    "empty_1d_bool": lambda: torch.tensor([], dtype=torch.bool),
    "empty_0x3": lambda: torch.zeros(0, 3),
    "empty_3x0": lambda: torch.zeros(3, 0),
    "empty_2x0x4_f64": lambda: torch.zeros(2, 0, 4, dtype=f64),
    "empty_int_2d": lambda: torch.zeros(0, 2, dtype=torch.int64),
    "empty_requires_grad": lambda: torch.zeros(0, requires_grad=True),
    "empty_0x3_f64_requires_grad": lambda: torch.zeros(0, 3, dtype=f64, requires_grad=True),
    # suffixes
    "requires_grad_1d": lambda: torch.tensor([1.0, 2.0], requires_grad=True),
    "requires_grad_f64": lambda: torch.tensor([1.0, 2.5], dtype=f64, requires_grad=True),
    "requires_grad_2d": lambda: _randn(3, 3).requires_grad_(),
    "requires_grad_3d_f64": lambda: _randn(2, 2, 2, dtype=f64).requires_grad_(),
    "grad_fn_mul": lambda: torch.tensor([1.0, 2.0], requires_grad=True) * 2,
    "grad_fn_sum_scalar": lambda: torch.tensor([1.0, 2.0], dtype=f64, requires_grad=True).sum(),
    "grad_fn_2d": lambda: _randn(2, 3).requires_grad_() + 1,
    # Single line that is long enough that the suffix moves to its own line.
    "suffix_wraps_f64": lambda: torch.tensor([1.0, 2.0, 3.5, 4.25, 5.5, 6.0, 7.0, 8.125], dtype=f64, requires_grad=True),
    "suffix_wraps_single_line": lambda: torch.tensor([1.5] * 9, requires_grad=True),
    "suffix_fits_single_line": lambda: torch.tensor([1.5] * 6, requires_grad=True),
    "suffix_long_1d_wrapped": lambda: _randn(30, dtype=f64).requires_grad_(),
    "suffix_summarized": lambda: _randn(2000, dtype=f64).requires_grad_(),
    "suffix_int_dtype": lambda: torch.tensor([1, 2], dtype=torch.int32),
    "suffix_f16": lambda: torch.tensor([1.5, -2.0, 1e-3], dtype=torch.float16),
    # complex (real and imaginary parts are formatted independently)
    "complex_1d": lambda: torch.tensor([1 + 2j, -3.5 - 0.5j]),
    "complex_f64_2d": lambda: torch.tensor([[1 + 1e-6j, 2 - 0j], [nan + 1j, 3 + 4j]], dtype=torch.complex128),
    "complex_scalar": lambda: torch.tensor(1 - 2j),
    "complex_empty": lambda: torch.zeros(0, dtype=torch.complex64),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_torch(name):
    _check(CASES[name]())


# Random tensors over many magnitudes, shapes and special-value mixes.
_SCALES = [1e-9, 1e-5, 1e-3, 0.1, 1.0, 37.0, 1e4, 1e7, 1e9, 1e15]
_SHAPES = [(), (1,), (5,), (17,), (2, 3), (4, 9), (2, 3, 4), (3, 1, 2, 2), (1200,), (30, 40), (11, 11, 11)]


@pytest.mark.parametrize("seed", range(120))
def test_random_matches_torch(seed):
    rng = np.random.default_rng(seed)
    shape = _SHAPES[seed % len(_SHAPES)]
    dtype = (f32, f64)[seed % 2]
    values = rng.standard_normal(shape) * rng.choice(_SCALES)
    if seed % 3 == 0:
        values = np.round(values)  # integer-valued floats
    if seed % 5 == 0 and values.size:
        flat = values.reshape(-1)
        specials = [np.inf, -np.inf, np.nan, -0.0, 0.0]
        for i in rng.integers(0, flat.size, size=min(3, flat.size)):
            flat[i] = rng.choice(specials)
    t = torch.tensor(values, dtype=dtype)
    if seed % 4 == 0:
        t.requires_grad_()
    _check(t)


@pytest.mark.parametrize(
    "options, make",
    [
        ({"precision": 2}, lambda: torch.tensor([1.12345, -2.5])),
        ({"precision": 6}, lambda: torch.tensor([1e-7, 2.0], dtype=f64)),
        ({"threshold": 5}, lambda: torch.arange(10)),
        ({"threshold": 5, "edgeitems": 1}, lambda: torch.arange(24.0).reshape(4, 6)),
        ({"threshold": 5, "edgeitems": 0}, lambda: torch.arange(24.0).reshape(4, 6)),
        ({"threshold": 5, "edgeitems": 0}, lambda: torch.arange(10)),
        ({"linewidth": 40}, lambda: _randn(20)),
        ({"sci_mode": True}, lambda: torch.tensor([1.0, 2.5])),
        ({"sci_mode": False}, lambda: torch.tensor([1e-8, 1e10], dtype=f64)),
    ],
)
def test_print_options_match_torch(monkeypatch, options, make):
    for key, value in options.items():
        monkeypatch.setattr(PRINT_OPTS, key, value)
    t = make()
    torch.set_printoptions(**options)
    try:
        expected = _torch_repr(t)
    finally:
        torch.set_printoptions(profile="default")
    assert _specgrad_repr(t) == expected


def test_str_print_and_format_of_a_parameter_as_pytorch():
    # print(model.a) in PyTorch's tutorials shows "Parameter containing:" (str() went to Tensor's repr)
    import specgrad

    for make in (lambda lib: lib.ones(2), lambda lib: lib.tensor(2.0)):
        ours, theirs = specgrad.nn.Parameter(make(specgrad)), torch.nn.Parameter(make(torch))
        assert str(ours) == str(theirs)
        assert f"{ours}" == f"{theirs}"
        assert str([ours]) == str([theirs])
    assert str(specgrad.ones(2)) == str(torch.ones(2))
    assert f"{specgrad.tensor(2.5):.1f}" == f"{torch.tensor(2.5):.1f}"
    with pytest.raises(TypeError, match="unsupported format string passed to Parameter.__format__"):
        f"{torch.nn.Parameter(torch.tensor(2.0)):.2f}"
    with pytest.raises(TypeError, match="unsupported format string passed to Parameter.__format__"):
        f"{specgrad.nn.Parameter(specgrad.tensor(2.0)):.2f}"
