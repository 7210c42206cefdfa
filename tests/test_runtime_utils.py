"""Runtime utilities PyTorch programs call at the top level, checked against PyTorch 2.13: finfo/iinfo,
set_printoptions, thread counts, global flags, anomaly switches, is_inference, scalar_tensor, typename,
the default device, asarray, fill/fill_/zero_, compile."""
import math
import threading
import warnings

import numpy as np
import pytest

import specgrad
from specgrad import lazy_numba as jit, threads, ufunc_threads
from specgrad._tensor_str import format_tensor

torch = pytest.importorskip("torch", reason="PyTorch is the reference for these utilities")

DTYPES = ["float16", "float32", "float64", "int8", "uint8", "int16", "int32", "int64", "bool"]


def _outcome(call):
    """('ok', value) or (exception class, message with torch's name spelled specgrad's)."""
    try:
        return "ok", _spelled(call())
    except Exception as error:  # noqa: BLE001 (compared with PyTorch's)
        return type(error), str(error).replace("torch.", "specgrad.")


def _spelled(value):
    """Strings (also inside tuples) with torch's name spelled specgrad's."""
    if isinstance(value, str):
        return value.replace("torch.", "specgrad.")
    if isinstance(value, tuple):
        return tuple(_spelled(v) for v in value)
    return value


# ------------------------------------------------------------------ finfo / iinfo / typename

@pytest.mark.parametrize("name", DTYPES)
def test_finfo_iinfo_match_torch(name):
    ours, theirs = getattr(specgrad, name), getattr(torch, name)
    for cls in ("finfo", "iinfo"):
        expected = _outcome(lambda: getattr(torch, cls)(theirs))
        got = _outcome(lambda: getattr(specgrad, cls)(ours))
        assert got[0] == expected[0], (cls, got, expected)
        if expected[0] != "ok":
            assert got[1] == expected[1]
            continue
        mine, reference = got[1], expected[1]
        assert repr(mine) == repr(reference) and str(mine) == str(reference)
        fields = ("bits", "eps", "max", "min", "tiny", "smallest_normal", "resolution", "dtype") if cls == "finfo" \
            else ("bits", "max", "min", "dtype")
        for field in fields:
            value = getattr(mine, field)
            assert value == getattr(reference, field) and type(value) is type(getattr(reference, field)), field


def test_finfo_defaults_python_types_and_errors():
    previous = specgrad.get_default_dtype()
    try:
        specgrad.set_default_dtype(specgrad.float64)
        assert specgrad.finfo().dtype == "float64"
    finally:
        specgrad.set_default_dtype(previous)
    assert specgrad.finfo().dtype == "float32" == torch.finfo().dtype
    assert repr(specgrad.finfo(float)) == repr(torch.finfo(float))  # float64, whatever the default
    assert repr(specgrad.iinfo(int)) == repr(torch.iinfo(int))
    assert specgrad.finfo(specgrad.float32) == specgrad.finfo(specgrad.float32) != specgrad.finfo(specgrad.float64)
    for call in (lambda m: m.finfo("float32"), lambda m: m.iinfo(), lambda m: hash(m.finfo(m.float32))):
        assert _outcome(lambda: call(specgrad))[0] is _outcome(lambda: call(torch))[0] is TypeError
    with pytest.raises(AttributeError, match="not writable"):
        specgrad.finfo(specgrad.float32).eps = 1.0


def test_typename():
    pairs = [(specgrad.tensor([1, 2], dtype=getattr(specgrad, name)), torch.tensor([1, 2], dtype=getattr(torch, name)))
             for name in DTYPES]
    for ours, theirs in pairs:
        assert specgrad.typename(ours) == torch.typename(theirs).replace("torch.", "specgrad.")
    assert specgrad.typename(specgrad.nn.Parameter(specgrad.ones(1))) == "specgrad.FloatTensor"
    assert specgrad.typename(specgrad.nn.Linear(1, 1)) == "specgrad.nn.modules.linear.Linear"
    for obj in (1, 1.5, "s", None, np.ones(1), [1], int, np.float32, math.sqrt):
        assert specgrad.typename(obj) == torch.typename(obj)


# ------------------------------------------------------------------ set_printoptions

@pytest.fixture
def restore_printoptions():
    yield
    specgrad.set_printoptions(profile="default")
    torch.set_printoptions(profile="default")


_rng = np.random.default_rng(7)
PRINTED = [
    np.array([1.123456789, -2.5, 3.0], np.float32),
    np.array([0.0001234, 12345.678], np.float64),
    np.array([1.0, 2.0, 300.0], np.float32),
    np.arange(30, dtype=np.int64),
    np.arange(2000, dtype=np.float32).reshape(40, 50) / 7,
    (_rng.standard_normal((7, 9)) * 100).astype(np.float32),
    _rng.standard_normal((3, 4, 5)),
    np.array(3.14159265, np.float64),
    np.array([np.inf, -np.inf, np.nan, 1.5], np.float32),
]
SETTINGS = [
    {"precision": 2},
    {"precision": 8},
    {"threshold": 5},
    {"threshold": 5, "edgeitems": 1},
    {"threshold": 5, "edgeitems": 0},
    {"linewidth": 30},
    {"profile": "short"},
    {"profile": "full"},
    {"profile": "short", "precision": 6},
    {"sci_mode": True},
    {"sci_mode": False},
    {"sci_mode": True, "precision": 1},
    {"profile": "bogus"},
]


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()))
def test_set_printoptions_matches_torch(settings, restore_printoptions):
    specgrad.set_printoptions(**settings)
    torch.set_printoptions(**settings)
    for array in PRINTED:
        for requires_grad in (False, True) if array.dtype.kind == "f" else (False,):
            ours = specgrad.tensor(array, requires_grad=requires_grad)
            theirs = torch.tensor(array, requires_grad=requires_grad)
            if array.dtype in (np.float32, np.int64):  # no dtype shown: the reprs are the same text
                assert repr(ours) == repr(theirs) and str(ours) == str(theirs)
            else:  # "dtype=specgrad.float64" is 3 characters longer than torch's and may wrap elsewhere
                suffixes = ["requires_grad=True"] if requires_grad else []
                assert format_tensor(array, f"torch.{array.dtype}", suffixes) == repr(theirs)
    from torch._tensor_str import get_printoptions
    assert specgrad._tensor_str.get_printoptions() == get_printoptions()


def test_printoptions_sticky_reset_and_context(restore_printoptions):
    x = specgrad.tensor([1.123456, 2.0])
    specgrad.set_printoptions(precision=2, sci_mode=True)
    specgrad.set_printoptions(linewidth=100)  # keeps precision, resets sci_mode to None (PyTorch's rule)
    assert repr(x) == "tensor([1.12, 2.00])"
    specgrad.set_printoptions(profile="default")
    assert repr(x) == "tensor([1.1235, 2.0000])"
    with specgrad._tensor_str.printoptions(precision=1):
        assert repr(x) == "tensor([1.1, 2.0])"
    assert repr(x) == "tensor([1.1235, 2.0000])"


# ------------------------------------------------------------------ threads

@pytest.fixture
def restore_threads(monkeypatch):
    """Put everything set_num_threads sets back as it was (Numba's count, the split's threshold, BLAS's)."""
    numba_threads = jit.numba.get_num_threads()
    monkeypatch.setattr(threads, "_num_threads", threads._num_threads)
    monkeypatch.setattr(ufunc_threads, "MIN_SIZE", ufunc_threads.MIN_SIZE)
    try:
        import threadpoolctl
        blas = threadpoolctl.threadpool_limits(limits=None)  # remembers the current limits
    except ImportError:
        blas = None
    yield
    jit.numba.set_num_threads(numba_threads)
    if blas is not None:
        blas.restore_original_limits()


def test_set_num_threads_runs_parallel_kernels_on_one_thread(restore_threads):
    rng = np.random.default_rng(0)
    x = specgrad.tensor(rng.standard_normal((300, 500)).astype(np.float32), requires_grad=True)
    big = specgrad.tensor(rng.standard_normal(1 << 21).astype(np.float32))

    def compute():
        y = specgrad.softmax(x, dim=1) * 3
        y.sum().backward()
        grad, x.grad = x.grad, None
        return y.detach().numpy().copy(), grad.numpy().copy(), (big * big).numpy().copy()

    before = compute()
    specgrad.set_num_threads(1)
    assert specgrad.get_num_threads() == 1
    assert jit.numba.get_num_threads() == 1
    assert not ufunc_threads.big(big._data)  # the two-thread split is off
    kernel_threads = []

    @jit.numba.njit(parallel=True)
    def probe(out):
        for i in jit.numba.prange(out.size):
            out[i] = jit.numba.get_thread_id()
    ids = np.full(64, -1, np.int64)
    probe(ids)
    kernel_threads = set(ids.tolist())
    assert kernel_threads == {0}  # every iteration ran on one thread
    after = compute()
    for a, b in zip(before, after):
        np.testing.assert_array_equal(a, b)
    specgrad.set_num_threads(2)
    assert specgrad.get_num_threads() == 2 and jit.numba.get_num_threads() == min(2, jit.numba.config.NUMBA_NUM_THREADS)
    assert ufunc_threads.big(big._data) == (big.numel() >= threads._SPLIT_MIN_SIZE)


def test_set_num_threads_limits_blas(restore_threads):
    threadpoolctl = pytest.importorskip("threadpoolctl")
    specgrad.set_num_threads(1)
    blas = [info for info in threadpoolctl.threadpool_info() if info["user_api"] == "blas"]
    assert blas and all(info["num_threads"] == 1 for info in blas)


def test_thread_count_checks_match_torch(restore_threads):
    for name in ("set_num_threads", "set_num_interop_threads"):
        for bad in (0, -1, 1.5, "2", True, None):
            got, expected = (_outcome(lambda: getattr(m, name)(bad)) for m in (specgrad, torch))
            assert got == expected, (name, bad)
    specgrad.set_num_threads(64)  # more than the CPUs: recorded as PyTorch does, Numba capped
    assert specgrad.get_num_threads() == 64
    assert jit.numba.get_num_threads() == jit.numba.config.NUMBA_NUM_THREADS


def test_interop_threads_set_once(monkeypatch):
    monkeypatch.setattr(threads, "_interop_threads", None)
    assert specgrad.get_num_interop_threads() >= 1
    specgrad.set_num_interop_threads(3)
    assert specgrad.get_num_interop_threads() == 3
    with pytest.raises(RuntimeError, match="cannot set number of interop threads"):
        specgrad.set_num_interop_threads(2)


def test_get_num_threads_does_not_import_numba(monkeypatch):
    monkeypatch.setattr(threads, "_num_threads", None)
    monkeypatch.setattr(jit, "_real", None)
    monkeypatch.setenv("NUMBA_NUM_THREADS", "5")
    assert specgrad.get_num_threads() == 5  # answered without loading Numba
    assert not jit.loaded()


# ------------------------------------------------------------------ flags

@pytest.fixture
def restore_flags():
    yield
    for m in (specgrad, torch):
        m.use_deterministic_algorithms(False)
        m.set_float32_matmul_precision("highest")
        m.set_warn_always(False)
        m.set_anomaly_enabled(False)


def _state(m):
    return (m.are_deterministic_algorithms_enabled(), m.is_deterministic_algorithms_warn_only_enabled(),
            m.get_deterministic_debug_mode(), m.get_float32_matmul_precision(), m.is_warn_always_enabled(),
            m.is_anomaly_enabled(), m.is_anomaly_check_nan_enabled())


FLAG_CALLS = [
    lambda m: m.use_deterministic_algorithms(True),
    lambda m: m.use_deterministic_algorithms(True, warn_only=True),
    lambda m: m.use_deterministic_algorithms(False, warn_only=True),
    lambda m: m.use_deterministic_algorithms(1),
    lambda m: m.use_deterministic_algorithms(None),
    lambda m: m.use_deterministic_algorithms(True, True),
    lambda m: m.use_deterministic_algorithms(False, warn_only=None),
    *[(lambda mode: lambda m: m.set_deterministic_debug_mode(mode))(mode)
      for mode in ("default", "warn", "error", 0, 1, 2, 3, "bogus", "WARN", 1.0, None, True)],
    *[(lambda p: lambda m: m.set_float32_matmul_precision(p))(p) for p in ("high", "medium", "highest", 1, None)],
    lambda m: m.set_warn_always(True),
    lambda m: m.set_warn_always(0),
    lambda m: m.set_warn_always(b=True),
    lambda m: m.set_anomaly_enabled(True),
    lambda m: m.set_anomaly_enabled(True, False),
    lambda m: m.set_anomaly_enabled(False),
    lambda m: m.set_anomaly_enabled(1),
    lambda m: m.set_anomaly_enabled(),
]


def test_flags_match_torch(restore_flags):
    assert _state(specgrad) == _state(torch)
    for call in FLAG_CALLS:  # in sequence: each call's state carries to the next, in both libraries
        got, expected = _outcome(lambda: call(specgrad)), _outcome(lambda: call(torch))
        assert got[0] == expected[0], (got, expected)
        if got[0] is not TypeError:  # TypeErrors of Python's argument binding say "set_warn_always()" etc.
            assert got == expected
        assert _state(specgrad) == _state(torch)


def test_bad_matmul_precision_warns_and_changes_nothing(restore_flags):
    specgrad.set_float32_matmul_precision("medium")
    with pytest.warns(UserWarning, match="low is not one of 'highest', 'high', or 'medium'"):
        specgrad.set_float32_matmul_precision("low")
    assert specgrad.get_float32_matmul_precision() == "medium"


def test_anomaly_switches_share_detect_anomalys_state(restore_flags):
    x = specgrad.tensor([0.0, 1.0], requires_grad=True)
    specgrad.set_anomaly_enabled(True)
    assert specgrad.autograd.is_anomaly_enabled()
    with pytest.raises(RuntimeError, match="returned nan values"):
        (specgrad.sqrt(x) * 0).sum().backward()
    specgrad.set_anomaly_enabled(True, check_nan=False)  # recorded, not raised
    (specgrad.sqrt(x) * 0).sum().backward()
    assert math.isnan(x.grad[0].item())
    specgrad.set_anomaly_enabled(False)
    with specgrad.autograd.detect_anomaly(check_nan=False):
        assert (specgrad.is_anomaly_enabled(), specgrad.is_anomaly_check_nan_enabled()) == (True, False)
    assert (specgrad.is_anomaly_enabled(), specgrad.is_anomaly_check_nan_enabled()) == (False, True)
    specgrad.autograd.set_detect_anomaly(False, check_nan=False)  # as PyTorch's, it sets both for good
    assert specgrad.is_anomaly_check_nan_enabled() is False


# ------------------------------------------------------------------ is_floating_point, is_inference

def test_is_floating_point_and_is_inference():
    for name in DTYPES:
        assert specgrad.is_floating_point(specgrad.ones(1, dtype=getattr(specgrad, name))) == \
            torch.is_floating_point(torch.ones(1, dtype=getattr(torch, name)))
    for m in (specgrad, torch):
        x = m.tensor([1.0], requires_grad=True)
        with m.inference_mode():
            made, computed = m.ones(2), x * 2
            with m.inference_mode(False):
                outside = m.ones(1)
        with m.no_grad():
            no_grad = m.ones(1)
        assert (m.is_inference(made), computed.is_inference(), m.is_inference(x), no_grad.is_inference(),
                outside.is_inference(), m.is_inference(m.ones(1))) == (True, True, False, False, False, False)
        for call in (lambda: m.is_floating_point(1.0), lambda: m.is_inference(np.ones(1))):
            with pytest.raises(TypeError, match="must be Tensor"):
                call()
    assert specgrad.Tensor.__dict__["_wrap"].__func__.__name__ == "_wrap"  # the plain _wrap is back


def test_is_inference_per_thread():
    marked = {}

    def other():
        marked["other"] = specgrad.ones(1)
    with specgrad.inference_mode():
        thread = threading.Thread(target=other)
        thread.start()
        thread.join()
    assert not marked["other"].is_inference()  # made while another thread was in inference mode


# ------------------------------------------------------------------ scalar_tensor

SCALARS = [(3, {}), (3.5, {"dtype": "float64"}), (True, {}), (2, {"requires_grad": True}), (2, {"dtype": "int64"}),
           (2.7, {"dtype": "int32"}), (np.float64(2.5), {}), (300, {"dtype": "uint8"}), (1e40, {}),
           (1e40, {"dtype": "float16"}), (float("nan"), {"dtype": "int64"}), (2 ** 70, {}), (7, {"dtype": "bool"}), (float("nan"), {"dtype": "bool"}),
           ("a", {}), (2, {"dtype": "int64", "requires_grad": True}), (-129, {"dtype": "int8"})]


@pytest.mark.parametrize("value,kwargs", SCALARS, ids=lambda x: repr(x) if not isinstance(x, dict) else "")
def test_scalar_tensor_matches_torch(value, kwargs):
    def call(m):
        options = {k: getattr(m, v) if k == "dtype" else v for k, v in kwargs.items()}
        return repr(m.scalar_tensor(value, **options))
    got, expected = _outcome(lambda: call(specgrad)), _outcome(lambda: call(torch))
    assert got[0] == expected[0]
    if got[0] == "ok" or got[0] is not RuntimeError or "overflow" in expected[1]:
        assert got == expected
    assert _outcome(lambda: specgrad.scalar_tensor(specgrad.tensor(1.0)))[0] is TypeError


# ------------------------------------------------------------------ default device

def test_default_device():
    assert specgrad.get_default_device() == specgrad.device("cpu")
    for device in ("cpu", "cpu:0", None, specgrad.device("cpu")):
        specgrad.set_default_device(device)
        assert specgrad.get_default_device() == specgrad.device("cpu")
        assert specgrad.zeros(2).device == specgrad.device("cpu")
    with pytest.raises(RuntimeError, match="has no 'mps' device"):
        specgrad.set_default_device("mps")
    with pytest.raises(RuntimeError, match="Expected one of cpu, cuda"):
        specgrad.set_default_device("cpux")
    if not specgrad.cuda.is_available():
        for device in ("cuda", "cuda:0", 3):
            with pytest.raises(RuntimeError, match="cannot use CUDA here"):
                specgrad.set_default_device(device)
    assert specgrad.get_default_device() == specgrad.device("cpu")


# ------------------------------------------------------------------ asarray

def _asarray_case(m, source_kind, kwargs):
    """Call asarray on fresh sources; report the result's repr, whether it shares memory with the source,
    whether it is the source itself, and the source's requires_grad afterwards."""
    a = np.array([1.0, 2.0])
    sources = {
        "numpy": lambda: a,
        "numpy_int32": lambda: np.arange(3, dtype=np.int32),
        "numpy_scalar": lambda: np.float64(2.0),
        "numpy_0d": lambda: np.array(2, dtype=np.int32),
        "tensor": lambda: m.tensor([1.0, 2.0]),
        "leaf": lambda: m.tensor([1.0, 2.0], requires_grad=True),
        "non_leaf": lambda: m.tensor([1.0, 2.0], requires_grad=True) * 2,
        "int_tensor": lambda: m.tensor([1, 2]),
        "list": lambda: [1, 2],
        "float_list": lambda: [1.0, 2],
        "nested": lambda: [[1.0], [2.0]],
        "number": lambda: 3.0,
    }
    source = sources[source_kind]()
    options = {k: getattr(m, v) if k == "dtype" else v for k, v in kwargs.items()}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        result = m.asarray(source, **options)
    data = result.detach().numpy()
    if isinstance(source, np.ndarray):
        shares = np.shares_memory(data, source)
    elif isinstance(source, (m.Tensor,)):
        shares = np.shares_memory(data, source.detach().numpy())
    else:
        shares = None
    return (repr(result).replace("torch.", "specgrad.").replace("CloneBackward0", "CloneBackward0")
            .replace("ToCopyBackward0", "ToCopyBackward0"),
            shares, result is source, getattr(source, "requires_grad", None))


ASARRAY_SOURCES = ["numpy", "numpy_int32", "numpy_scalar", "numpy_0d", "tensor", "leaf", "non_leaf", "int_tensor",
                   "list", "float_list", "nested", "number"]
ASARRAY_OPTIONS = [{}, {"copy": True}, {"copy": False}, {"dtype": "float32"}, {"dtype": "float64"},
                   {"dtype": "float32", "copy": False}, {"requires_grad": True}, {"requires_grad": False},
                   {"dtype": "float64", "copy": True}, {"copy": True, "requires_grad": False}]


@pytest.mark.parametrize("source", ASARRAY_SOURCES)
def test_asarray_matches_torch(source):
    for kwargs in ASARRAY_OPTIONS:
        got = _outcome(lambda: _asarray_case(specgrad, source, kwargs))
        expected = _outcome(lambda: _asarray_case(torch, source, kwargs))
        assert got[0] == expected[0], (source, kwargs, got, expected)
        if got[0] is RuntimeError:  # requires_grad of an integer tensor: both refuse, in their words
            continue
        ours, theirs = got, expected
        if ours[0] == "ok":  # PyTorch names its nodes ToCopyBackward0 / CloneBackward0 / MulBackward0 too
            assert ours[1] == theirs[1], (source, kwargs)
        else:
            assert ours == theirs, (source, kwargs)


def test_asarray_warns_once_and_keeps_graph():
    import specgrad.conversion as conversion
    conversion._warned_requires_grad = False
    x = specgrad.tensor([1.0, 2.0], requires_grad=True)
    with pytest.warns(UserWarning, match="unspecified requires_grad now defaults to obj.requires_grad"):
        assert specgrad.asarray(x) is x
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        specgrad.asarray(x)  # once only, as PyTorch's TORCH_WARN_ONCE
    y = specgrad.asarray(x, dtype=specgrad.float64, requires_grad=True)
    y.sum().backward()
    np.testing.assert_array_equal(x.grad.numpy(), [1.0, 1.0])
    shared = np.zeros(3)
    specgrad.asarray(shared)[0] = 5.0
    assert shared[0] == 5.0
    with pytest.raises(RuntimeError, match="has no 'mps' device"):
        specgrad.asarray([1.0], device="mps")
    if not specgrad.cuda.is_available():
        with pytest.raises(RuntimeError, match="cannot use CUDA here"):
            specgrad.asarray([1.0], device="cuda")


# ------------------------------------------------------------------ fill, fill_, zero_

FILL_CASES = [
    ("fill", [1.0, 2.0], "float32", 4), ("fill", [1, 2], "int64", 2.5), ("fill", [1, 2], "uint8", 300),
    ("fill", [True, False], "bool", 2), ("fill", [1.0, 2.0], "float64", "tensor_int"),
    ("fill", [1.0, 2.0], "float32", "tensor_1d"), ("fill", [1.0, 2.0], "float32", "a"),
    ("fill_", [1.0, 2.0], "float32", 3), ("fill_", [1, 2], "int32", "tensor_float"), ("zero_", [1.0, 2.0], "float32", None),
    ("zero_", [3, 4], "int64", None), ("fill", [[1.0], [2.0]], "float32", -0.5),
]


@pytest.mark.parametrize("name,data,dtype,value", FILL_CASES)
def test_fill_functions_match_torch(name, data, dtype, value):
    def call(m):
        t = m.tensor(data, dtype=getattr(m, dtype))
        values = {"tensor_int": m.tensor(1), "tensor_1d": m.tensor([1.0]), "tensor_float": m.tensor(3.7)}
        v = values.get(value, value)
        result = getattr(m, name)(t) if name == "zero_" else getattr(m, name)(t, v)
        return repr(result), repr(t), result is t
    got, expected = _outcome(lambda: call(specgrad)), _outcome(lambda: call(torch))
    assert got[0] == expected[0]
    if got[0] is not TypeError:  # PyTorch's TypeError lists its overloads
        assert got == expected


def test_fill_gradients_match_torch():
    for m in (specgrad, torch):
        x = m.tensor([1.0, math.inf, 3.0], requires_grad=True)
        v = m.tensor(2.0, requires_grad=True)
        weights = m.tensor([1.0, 5.0, 7.0])
        out = m.fill(x * 1, v) * weights
        (out.sum() + m.fill(x, 4.0).sum()).backward()
        filled_ = (x * 1).fill_(v)  # in place, in a graph: old values get a zero gradient, inf included
        (filled_ * weights).sum().backward()
        zeroed = m.zero_(x * 1)
        w = m.tensor(3.0, requires_grad=True)
        plain = m.zeros(3).fill_(w)  # a tensor outside the graph filled with one that requires grad joins it
        (plain * weights).sum().backward()
        results = [t.detach().numpy().tolist() for t in (out, x.grad, v.grad, filled_, zeroed, plain, w.grad)]
        if m is specgrad:
            ours = results
        else:
            assert ours == results
    assert ours[1] == [0.0, 0.0, 0.0] and ours[2] == 26.0


# ------------------------------------------------------------------ compile

def test_compile_returns_the_model_and_checks_arguments_as_torch():
    model = specgrad.nn.Linear(2, 1)

    def f(x):
        return x * 2
    assert specgrad.compile(model) is model
    assert specgrad.compile(f, mode="max-autotune", fullgraph=True, dynamic=False, backend="inductor") is f
    assert specgrad.compile(options={"triton.cudagraphs": False})(f) is f

    @specgrad.compile
    def g(x):
        return x + 1
    assert g(specgrad.tensor(1.0)).item() == 2.0
    for call in (lambda m: m.compile(f, mode="default", options={}), lambda m: m.compile()(None),
                 lambda m: m.compile(f, mode="bogus"), lambda m: m.compile(3), lambda m: m.compile(f, "x")):
        got, expected = _outcome(lambda: call(specgrad)), _outcome(lambda: call(torch))
        assert got[0] == expected[0]
        if got[0] is not TypeError:
            assert got == expected
    assert specgrad.compiler.is_compiling() is False
    assert specgrad.compiler.disable(f) is f and specgrad.compiler.disable()(f) is f
