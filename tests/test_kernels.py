"""The hand-written fast paths of array_helpers agree with NumPy, special values included."""
import numpy as np

from specgrad import array_helpers

SPECIAL = np.array([0.0, -0.0, 1e-30, -3e-4, 5e-4, 0.5, -2.0, 7.9, 9.0, -50.0, 1e4, np.inf, -np.inf, np.nan],
                   dtype=np.float32)


def test_float32_tanh_is_within_4e_7_of_exact():
    """The rational float32 tanh stays within 4.2e-7 of float64 tanh; nan and infinities as NumPy."""
    x = np.concatenate([SPECIAL, np.random.default_rng(0).uniform(-10, 10, 100_000).astype(np.float32)])
    got = array_helpers.tanh(x)
    exact = np.tanh(x.astype(np.float64))
    assert got.dtype == np.float32
    finite = np.isfinite(exact)
    assert np.max(np.abs(got[finite] - exact[finite])) < 4.2e-7
    assert np.isnan(got[~finite]).all() == np.isnan(exact[~finite]).all()
    np.testing.assert_array_equal(got[:2], [0.0, -0.0])


def test_sigmoid_is_stable_and_accurate_in_both_dtypes():
    """sigmoid never overflows and matches the float64 formula, fused path and NumPy path alike."""
    for size in (len(SPECIAL), 100_000):  # below and above the fusion threshold
        x = np.resize(SPECIAL, size)
        for dtype in (np.float32, np.float64):
            with np.errstate(over="raise"):
                got = array_helpers.sigmoid(x.astype(dtype))
            with np.errstate(over="ignore"):  # the reference may overflow: exp(inf) -> sigmoid 0
                exact = 1 / (1 + np.exp(-x.astype(np.float64)))
            assert got.dtype == dtype
            np.testing.assert_allclose(got, exact, rtol=2e-6 if dtype == np.float32 else 1e-14, atol=0)
