"""The hand-written fast paths of array_helpers agree with NumPy, special values included."""
import numpy as np
import pytest

from specgrad import array_helpers, conv_kernels

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


def test_fused_sigmoid_matches_pytorch_up_to_exps_overflow():
    """The fused sigmoid (1 / (1 + exp(-x)) with nn_kernels.fast_exp) is PyTorch's within 4 ulp from -110 to
    110 in float32: subnormal results from -88.72 to -87.3 (exp(-x) near float32's largest number), 0 below,
    where exp(-x) overflows (NumPy's exp would give subnormals down to -103)."""
    torch = pytest.importorskip("torch")
    for dtype in (np.float32, np.float64):
        x = np.concatenate([np.linspace(-110, 110, 400_001), [-88.72, -88.6, -88.45, 88.6]]).astype(dtype)
        got = array_helpers.sigmoid(x)
        theirs = torch.sigmoid(torch.from_numpy(x)).numpy()
        np.testing.assert_allclose(got, theirs, rtol=4 * np.finfo(dtype).eps, atol=np.finfo(dtype).smallest_subnormal)


@pytest.mark.parametrize("name,top", [("fast_exp", 88.37), ("fast_exp_anywhere", 89.0)])
def test_fast_exps_over_float32s_range(name, top):
    """fast_exp (for x up to 88.37) and fast_exp_anywhere (2^128 at x > 88.38 built from two powers of two):
    within 2 ulp of exp where exp(x) is a normal number, 0 below, inf above 88.72."""
    from specgrad import lazy_numba as jit, nn_kernels
    exp = getattr(nn_kernels, name)

    @jit.numba.njit
    def exps(x, out):
        for i in range(x.size):
            out[i] = exp(x[i])
    x = np.linspace(-90, top, 1_000_001).astype(np.float32)
    if top > 88.72:
        x = np.concatenate([x, np.array([88.38, 88.5, 88.72, 88.73], np.float32)])
    got = np.empty_like(x)
    exps(x, got)
    exact = np.exp(x.astype(np.float64))
    normal = (exact >= np.finfo(np.float32).tiny) & (exact <= np.finfo(np.float32).max)
    np.testing.assert_allclose(got[normal], exact[normal], rtol=2 * np.finfo(np.float32).eps)
    assert np.all(np.isinf(got[exact > np.finfo(np.float32).max]))
    assert np.all(got[x < -87.34] == 0)


CONV_GEOMETRIES = [  # (x shape, weight shape, stride, padding (low, high) per dim, dilation, groups)
    ((3, 8, 5, 6), (4, 8, 3, 3), (1, 1), (1, 1, 1, 1), (1, 1), 1),
    ((2, 6, 7, 5), (6, 3, 2, 3), (2, 1), (0, 1, 2, 0), (1, 2), 2),
    ((3, 4, 9), (8, 2, 3), (2,), (1, 2), (2,), 2),
    # rows of 8 outputs or more (im2col copies rows rather than gathering), with stride 1 and 2
    ((2, 3, 4, 11), (4, 3, 3, 3), (1, 1), (1, 1, 1, 1), (1, 1), 1),
    ((2, 3, 5, 20), (4, 3, 3, 3), (1, 2), (0, 1, 1, 1), (1, 1), 1),
    # the digits CNN's second convolution, smaller: 4x4 planes
    ((9, 5, 4, 4), (6, 5, 3, 3), (1, 1), (1, 1, 1, 1), (1, 1), 1),
]


@pytest.mark.parametrize("geometry", CONV_GEOMETRIES, ids=lambda g: f"x{g[0]}-w{g[1]}-groups{g[5]}")
@pytest.mark.parametrize("layout", [conv_kernels.SAMPLES, conv_kernels.BATCH, conv_kernels.BATCH_LAST])
def test_convolution_layouts_agree_with_the_loop_reference(geometry, layout, monkeypatch):
    """Every column layout of the Numba convolutions (a GEMM per sample, or one over all samples with the
    samples inner or last: array_helpers._columns_layout) gives conv, its input and weight gradients, and the
    fused bias, as the element-by-element reference does."""
    from harness import nn_reference
    monkeypatch.setattr(array_helpers, "_columns_layout", lambda n, out, rows: layout)
    x_shape, w_shape, stride, padding, dilation, groups = geometry
    rng = np.random.default_rng(7)
    for dtype in (np.float32, np.float64):
        x, w = rng.standard_normal(x_shape).astype(dtype), rng.standard_normal(w_shape).astype(dtype)
        bias = rng.standard_normal(w_shape[0]).astype(dtype)
        tol = {"rtol": 1e-4, "atol": 1e-4} if dtype == np.float32 else {"rtol": 1e-12, "atol": 1e-12}
        want = nn_reference.conv(x.astype(np.float64), w.astype(np.float64), stride, padding, dilation, groups)
        got = array_helpers.conv(x, w, stride, padding, dilation, groups)
        assert got.dtype == dtype
        np.testing.assert_allclose(got, want, **tol)
        with_bias = array_helpers.conv(x, w, stride, padding, dilation, groups, bias)
        np.testing.assert_allclose(with_bias, want + bias.reshape(-1, *(1,) * (x.ndim - 2)), **tol)
        grad = rng.standard_normal(want.shape).astype(dtype)
        np.testing.assert_allclose(
            array_helpers.conv_input_grad(grad, w, x.shape, stride, padding, dilation, groups),
            nn_reference.conv_input_grad(grad.astype(np.float64), w.astype(np.float64), x.shape, stride, padding,
                                         dilation, groups), **tol)
        np.testing.assert_allclose(
            array_helpers.conv_weight_grad(x, grad, w.shape, stride, padding, dilation, groups),
            nn_reference.conv_weight_grad(x.astype(np.float64), grad.astype(np.float64), w.shape, stride, padding,
                                          dilation, groups), **tol)


def test_conv_backward_keeps_no_copy_of_grad_after_the_node():
    """The input's and weight's gradients of one conv node share grad's channel-major copy (shared_sums); once
    both have taken it, nothing holds it (a grad-sized array otherwise kept until the next conv's backward)."""
    import specgrad
    x = specgrad.randn(4, 32, 8, 8, requires_grad=True)  # one GEMM over all samples: the shared copy is made
    w = specgrad.randn(64, 32, 3, 3, requires_grad=True)
    specgrad.nn.functional.conv2d(x, w, padding=1).sum().backward()
    assert not [name for name in vars(array_helpers._shared) if name.startswith("conv_gemm_rows")]
    assert x.grad is not None and w.grad is not None
