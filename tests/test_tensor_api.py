"""The Tensor API as PyTorch users know it: factories, properties, dtype promotion, operators,
indexing and printing. Where PyTorch can decide the expected answer it does (`make oracle`)."""
import numpy as np
import pytest

import specgrad

TORCH_REASON = "PyTorch is the oracle; `make oracle` installs it"


def _torch():
    return pytest.importorskip("torch", reason=TORCH_REASON)


def _dtype_name(d):
    """'float32' for specgrad.float32 and torch.float32 alike."""
    return str(d).split(".")[-1]


def _same(sg, th, rtol=1e-6, atol=1e-6):
    """A specgrad tensor has the shape, dtype and values of a torch tensor."""
    assert tuple(sg.shape) == tuple(th.shape)
    assert _dtype_name(sg.dtype) == _dtype_name(th.dtype)
    np.testing.assert_allclose(np.asarray(sg.detach().numpy(), dtype=np.float64),
                               th.detach().double().numpy(), rtol=rtol, atol=atol)


# ------------------------------------------------------------------------------ factories

@pytest.mark.parametrize("data, expected", [
    ([1.0, 2.0], specgrad.float32),
    (3.5, specgrad.float32),
    ([1, 2, 3], specgrad.int64),
    (7, specgrad.int64),
    ([True, False], specgrad.bool),
    ([1, 2.5], specgrad.float32),
    ([[1, 2], [3, 4]], specgrad.int64),
])
def test_tensor_infers_dtype_from_python_data(data, expected):
    """tensor() infers float32 from floats, int64 from ints, bool from bools, as PyTorch."""
    assert specgrad.tensor(data).dtype is expected


def test_tensor_keeps_numpy_float64():
    """tensor(np.float64 array) keeps float64 (and does not share memory)."""
    a = np.array([1.0, 2.0])
    t = specgrad.tensor(a)
    assert t.dtype is specgrad.float64
    a[0] = 99.0
    assert t.tolist() == [1.0, 2.0]


def test_tensor_explicit_dtype():
    """tensor(data, dtype=...) converts to the requested dtype."""
    assert specgrad.tensor([1, 2], dtype=specgrad.float64).dtype is specgrad.float64
    assert specgrad.tensor([1.7, 2.2], dtype=specgrad.int64).tolist() == [1, 2]


def test_from_numpy_shares_memory_both_ways():
    """from_numpy: writes to the array show in the tensor and writes to the tensor show in the array."""
    a = np.zeros(3)
    t = specgrad.from_numpy(a)
    assert t.dtype is specgrad.float64
    a[0] = 5.0
    assert t[0].item() == 5.0
    t[1] = 7.0
    assert a[1] == 7.0
    t.add_(1.0)
    assert a.tolist() == [6.0, 8.0, 1.0]


def test_float_and_double_tensor_from_list():
    """FloatTensor/DoubleTensor(list) hold the data as float32/float64."""
    f = specgrad.FloatTensor([0, 2, 8])
    d = specgrad.DoubleTensor([5, 1, 7])
    assert f.dtype is specgrad.float32 and f.tolist() == [0.0, 2.0, 8.0]
    assert d.dtype is specgrad.float64 and d.tolist() == [5.0, 1.0, 7.0]


def test_float_and_double_tensor_from_sizes():
    """FloatTensor(2, 3) / DoubleTensor(4) are uninitialised tensors of those sizes."""
    assert specgrad.FloatTensor(2, 3).shape == (2, 3)
    assert specgrad.FloatTensor(2, 3).dtype is specgrad.float32
    assert specgrad.DoubleTensor(4).shape == (4,)
    assert specgrad.DoubleTensor(4).dtype is specgrad.float64


def test_float_tensor_from_size_object():
    """FloatTensor(torch.Size([2, 3])) takes a Size as sizes (a plain tuple is data), as PyTorch."""
    torch = _torch()
    assert tuple(torch.FloatTensor(torch.Size([2, 3])).shape) == (2, 3)
    assert specgrad.FloatTensor(specgrad.Size([2, 3])).shape == (2, 3)
    assert specgrad.FloatTensor((2, 3)).tolist() == torch.FloatTensor((2, 3)).tolist()


FACTORIES = [
    ("zeros(2, 3)", lambda m: m.zeros(2, 3)),
    ("zeros((2, 3))", lambda m: m.zeros((2, 3))),
    ("zeros(2, dtype=int64)", lambda m: m.zeros(2, dtype=m.int64)),
    ("ones(4)", lambda m: m.ones(4)),
    ("ones(2, 2, dtype=float64)", lambda m: m.ones(2, 2, dtype=m.float64)),
    ("full((2,), 3)", lambda m: m.full((2,), 3)),
    ("full((2, 3), 1.5)", lambda m: m.full((2, 3), 1.5)),
    ("full((2,), True)", lambda m: m.full((2,), True)),
    ("arange(5)", lambda m: m.arange(5)),
    ("arange(0., 1, .25)", lambda m: m.arange(0., 1, .25)),
    ("arange(1, 10, 3)", lambda m: m.arange(1, 10, 3)),
    ("linspace(0, 1, 5)", lambda m: m.linspace(0, 1, 5)),
    ("eye(3)", lambda m: m.eye(3)),
    ("eye(2, 4)", lambda m: m.eye(2, 4)),
]


@pytest.mark.parametrize("make", [f for _, f in FACTORIES], ids=[n for n, _ in FACTORIES])
def test_deterministic_factories_match_torch(make):
    """zeros/ones/full/arange/linspace/eye give PyTorch's shape, dtype and values."""
    _same(make(specgrad), make(_torch()))


RANDOM_FACTORIES = [
    ("empty(2, 3)", lambda m: m.empty(2, 3)),
    ("empty(3, dtype=float64)", lambda m: m.empty(3, dtype=m.float64)),
    ("rand(2, 3)", lambda m: m.rand(2, 3)),
    ("rand((4,))", lambda m: m.rand((4,))),
    ("randn(3, 2)", lambda m: m.randn(3, 2)),
    ("randn(2, dtype=float64)", lambda m: m.randn(2, dtype=m.float64)),
]


@pytest.mark.parametrize("make", [f for _, f in RANDOM_FACTORIES], ids=[n for n, _ in RANDOM_FACTORIES])
def test_random_factories_shape_and_dtype_match_torch(make):
    """empty/rand/randn give PyTorch's shape and dtype."""
    torch = _torch()
    s, t = make(specgrad), make(torch)
    assert tuple(s.shape) == tuple(t.shape) and _dtype_name(s.dtype) == _dtype_name(t.dtype)


def test_rand_is_in_unit_interval():
    """rand draws from [0, 1)."""
    values = specgrad.rand(1000).numpy()
    assert values.min() >= 0.0 and values.max() < 1.0


@pytest.mark.parametrize("name", ["zeros_like", "ones_like", "empty_like", "rand_like", "randn_like"])
@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_like_factories_keep_shape_and_dtype(name, dtype):
    """*_like copies the shape and dtype of its argument."""
    x = specgrad.zeros(2, 3, dtype=getattr(specgrad, dtype))
    y = getattr(specgrad, name)(x)
    assert y.shape == (2, 3) and y.dtype is x.dtype and not y.requires_grad


def test_like_factories_values_and_overrides():
    """zeros_like/ones_like/full_like values; dtype= and requires_grad= are honoured."""
    x = specgrad.tensor([1, 2, 3])
    assert specgrad.zeros_like(x).tolist() == [0, 0, 0] and specgrad.zeros_like(x).dtype is specgrad.int64
    assert specgrad.ones_like(x, dtype=specgrad.float64).dtype is specgrad.float64
    assert specgrad.full_like(x, 7).tolist() == [7, 7, 7]
    assert specgrad.ones_like(x, dtype=specgrad.float32, requires_grad=True).requires_grad


def test_manual_seed_reproducible():
    """manual_seed(s) makes rand/randn repeat the same values."""
    specgrad.manual_seed(123)
    a, b = specgrad.rand(5), specgrad.randn(5)
    specgrad.manual_seed(123)
    assert specgrad.rand(5).tolist() == a.tolist()
    assert specgrad.randn(5).tolist() == b.tolist()
    specgrad.manual_seed(124)
    assert specgrad.rand(5).tolist() != a.tolist()


# ------------------------------------------------------------------------------ autograd properties

def test_requires_grad_argument_and_setter():
    """requires_grad can be given to the factory or set afterwards on a leaf."""
    x = specgrad.tensor([1.0, 2.0], requires_grad=True)
    assert x.requires_grad
    y = specgrad.tensor([1.0, 2.0])
    assert not y.requires_grad
    y.requires_grad = True
    assert y.requires_grad
    y.requires_grad = False
    assert not y.requires_grad


def test_requires_grad_underscore_returns_self():
    """requires_grad_() switches it on in place and returns the tensor itself."""
    x = specgrad.ones(2)
    assert x.requires_grad_() is x and x.requires_grad
    assert x.requires_grad_(False) is x and not x.requires_grad


def test_requires_grad_setter_refused_on_non_leaf():
    """Setting requires_grad on a non-leaf raises PyTorch's error."""
    x = specgrad.ones(2, requires_grad=True)
    y = x * 2
    with pytest.raises(RuntimeError, match="you can only change requires_grad flags of leaf variables"):
        y.requires_grad = False


def test_grad_grad_fn_is_leaf():
    """grad starts as None; leaves have no grad_fn; results of ops on them do."""
    x = specgrad.tensor([1.0, 2.0], requires_grad=True)
    assert x.grad is None and x.grad_fn is None and x.is_leaf
    y = x * 3
    assert y.grad_fn is not None and not y.is_leaf and y.requires_grad
    c = specgrad.tensor([1.0]) * 3  # nothing requires grad: a leaf with no grad_fn
    assert c.grad_fn is None and c.is_leaf and not c.requires_grad
    y.sum().backward()
    assert x.grad.tolist() == [3.0, 3.0]


def test_data_shares_memory_without_grad():
    """.data is a view of the same memory that does not require grad."""
    x = specgrad.tensor([1.0, 2.0], requires_grad=True)
    d = x.data
    assert not d.requires_grad and d.grad_fn is None
    d[0] = 10.0
    assert x.tolist() == [10.0, 2.0]


def test_detach_shares_memory_without_grad():
    """detach() shares memory, is a leaf and does not require grad."""
    x = specgrad.tensor([1.0, 2.0], requires_grad=True)
    y = x * 2
    d = y.detach()
    assert not d.requires_grad and d.grad_fn is None and d.is_leaf
    assert np.shares_memory(d.numpy(), y.data.numpy())
    d[1] = 0.0
    assert y.tolist() == [2.0, 0.0]


def test_item_and_tolist():
    """item() returns a Python number for one element; tolist() nested lists."""
    assert specgrad.tensor(3.5).item() == 3.5 and type(specgrad.tensor(3.5).item()) is float
    assert type(specgrad.tensor([4]).item()) is int
    assert specgrad.tensor([[1, 2], [3, 4]]).tolist() == [[1, 2], [3, 4]]
    with pytest.raises(RuntimeError, match="a Tensor with 6 elements cannot be converted to Scalar"):
        specgrad.ones(2, 3).item()


def test_numpy_shares_memory_and_refuses_requires_grad():
    """numpy() shares memory, and refuses a tensor requiring grad with PyTorch's message."""
    x = specgrad.tensor([1.0, 2.0])
    a = x.numpy()
    a[0] = 5.0
    assert x[0].item() == 5.0
    x.requires_grad_()
    with pytest.raises(RuntimeError) as info:
        x.numpy()
    assert str(info.value) == ("Can't call numpy() on Tensor that requires grad. "
                               "Use tensor.detach().numpy() instead.")
    assert x.detach().numpy().tolist() == [5.0, 2.0]


def test_shape_size_dim_numel():
    """shape, size(), size(d), dim(), numel() as PyTorch."""
    x = specgrad.zeros(2, 3, 4)
    assert x.shape == (2, 3, 4) and isinstance(x.shape, specgrad.Size)
    assert x.size() == specgrad.Size([2, 3, 4])
    assert x.size(1) == 3 and x.size(-1) == 4
    assert x.dim() == 3 and x.ndim == 3
    assert x.numel() == 24 and specgrad.numel(x) == 24
    assert repr(x.shape) == "specgrad.Size([2, 3, 4])"
    s = specgrad.tensor(5.0)
    assert s.shape == () and s.dim() == 0 and s.numel() == 1


def test_transpose_T_and_t():
    """T and t() transpose a matrix like PyTorch, and the gradient flows back."""
    torch = _torch()
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    x, tx = specgrad.tensor(a, requires_grad=True), torch.tensor(a, requires_grad=True)
    _same(x.T, tx.T)
    _same(x.t(), tx.t())
    w = np.arange(6, dtype=np.float32).reshape(3, 2)
    (x.t() * specgrad.tensor(w)).sum().backward()
    (tx.t() * torch.tensor(w)).sum().backward()
    _same(x.grad, tx.grad)
    assert tx.t().grad_fn.name() == "TBackward0"


# ------------------------------------------------------------------------------ dtype promotion

def _promotion_operands(m):
    f32 = m.tensor([1.0, 2.0])
    f64 = m.tensor([1.0, 2.0], dtype=m.float64)
    i64 = m.tensor([1, 2])
    i32 = m.tensor([1, 2], dtype=m.int32)
    b = m.tensor([True, False])
    return {
        "f32*2.5": lambda: f32 * 2.5,
        "f32*2": lambda: f32 * 2,
        "i64*2.5": lambda: i64 * 2.5,
        "i64*2": lambda: i64 * 2,
        "i64/i64": lambda: i64 / i64,
        "i64/2": lambda: i64 / 2,
        "f32+f64_0d": lambda: f32 + m.tensor(1.0, dtype=m.float64),
        "f32+f64_1d": lambda: f32 + f64,
        "f64+f32": lambda: f64 + f32,
        "i64+f64_0d": lambda: i64 + m.tensor(1.0, dtype=m.float64),
        "i32+i64_0d": lambda: i32 + m.tensor(1),
        "i32+i64": lambda: i32 + i64,
        "bool+int": lambda: b + 1,
        "bool+bool": lambda: b * b,
        "bool+i64": lambda: b + i64,
        "bool+1.5": lambda: b + 1.5,
        "i64+True": lambda: i64 + True,
        "True+i64": lambda: True + i64,
        "f32**2": lambda: f32 ** 2,
        "i64**2": lambda: i64 ** 2,
        "2.0**i64": lambda: 2.0 ** i64,
        "f32_0d*i64": lambda: m.tensor(2.0) * i64,
        "f64_0d*i64_0d": lambda: m.tensor(2.0, dtype=m.float64) * m.tensor(3),
        "f32<f64": lambda: f32 < f64,
        "f32+i64": lambda: f32 + i64,
        "i64*f32": lambda: i64 * f32,
        "f32+i32": lambda: f32 + i32,
        "f32**i64": lambda: f32 ** i64,
        "f32_0d*i64_0d": lambda: m.tensor(2.0) * m.tensor(3),
        "f16+i64": lambda: m.tensor([1.0, 2.0], dtype=m.float16) + i64,
        "u8+i8": lambda: m.tensor([1, 2], dtype=m.uint8) + m.tensor([1, 2], dtype=m.int8),
    }


@pytest.mark.parametrize("case", list(_promotion_operands(specgrad)))
def test_dtype_promotion_matches_torch(case):
    """Result dtype and values of mixed-dtype ops follow PyTorch's promotion rules."""
    torch = _torch()
    _same(_promotion_operands(specgrad)[case](), _promotion_operands(torch)[case]())


def test_dtype_promotion_key_cases_without_torch():
    """The headline promotion rules, stated directly."""
    f32 = specgrad.tensor([1.0, 2.0])
    i64 = specgrad.tensor([1, 2])
    assert (f32 * 2.5).dtype is specgrad.float32
    assert (i64 * 2.5).dtype is specgrad.float32
    assert (i64 / i64).dtype is specgrad.float32
    assert (f32 + specgrad.tensor(1.0, dtype=specgrad.float64)).dtype is specgrad.float32
    assert (f32 + specgrad.tensor([1.0, 1.0], dtype=specgrad.float64)).dtype is specgrad.float64
    assert (specgrad.tensor([True]) + 1).dtype is specgrad.int64
    assert (i64 + True).dtype is specgrad.int64 and (i64 + True).tolist() == [2, 3]


def test_float_tensor_plus_int_tensor_stays_float32():
    """float32 tensor (op) int64 tensor is float32 in PyTorch (NumPy would say float64)."""
    f32, i64 = specgrad.tensor([1.0, 2.0]), specgrad.tensor([1, 2])
    assert (f32 + i64).dtype is specgrad.float32
    assert (i64 * f32).dtype is specgrad.float32
    assert (specgrad.tensor(2.0) * specgrad.tensor(3)).dtype is specgrad.float32


# ------------------------------------------------------------------------------ operators

OPERATORS = {
    "x+s": lambda x, s: x + s, "s+x": lambda x, s: s + x,
    "x-s": lambda x, s: x - s, "s-x": lambda x, s: s - x,
    "x*s": lambda x, s: x * s, "s*x": lambda x, s: s * x,
    "x/s": lambda x, s: x / s, "s/x": lambda x, s: s / x,
    "x**s": lambda x, s: x ** s, "s**x": lambda x, s: s ** x,
}


@pytest.mark.parametrize("op", list(OPERATORS))
@pytest.mark.parametrize("scalar", [2, 2.5], ids=["int", "float"])
@pytest.mark.parametrize("data", [[1.0, 2.0, 4.0], [1, 2, 4]], ids=["float32", "int64"])
def test_operators_with_scalars_on_both_sides(op, scalar, data):
    """+ - * / ** with a Python number on either side: PyTorch's values and dtypes."""
    torch = _torch()
    _same(OPERATORS[op](specgrad.tensor(data), scalar), OPERATORS[op](torch.tensor(data), scalar))


@pytest.mark.parametrize("op", list(OPERATORS))
def test_operator_gradients_match_torch(op):
    """Gradients of the scalar operators on a float tensor agree with PyTorch."""
    torch = _torch()
    data = [0.5, 1.0, 2.0]
    x, tx = specgrad.tensor(data, requires_grad=True), torch.tensor(data, requires_grad=True)
    OPERATORS[op](x, 1.5).sum().backward()
    OPERATORS[op](tx, 1.5).sum().backward()
    _same(x.grad, tx.grad, rtol=1e-5)


@pytest.mark.parametrize("shapes", [((2, 3), (3, 4)), ((3,), (3,)), ((3,), (3, 2)), ((2, 3), (3,))],
                         ids=str)
def test_matmul_operator_matches_torch(shapes):
    """@ for matrix-matrix, vector-vector, vector-matrix, matrix-vector; values, dtype, grads."""
    torch = _torch()
    rng = np.random.default_rng(0)
    a = rng.standard_normal(shapes[0]).astype(np.float32)
    b = rng.standard_normal(shapes[1]).astype(np.float32)
    x, y = specgrad.tensor(a, requires_grad=True), specgrad.tensor(b, requires_grad=True)
    tx, ty = torch.tensor(a, requires_grad=True), torch.tensor(b, requires_grad=True)
    out, tout = x @ y, tx @ ty
    _same(out, tout, rtol=1e-5)
    out.sum().backward()
    tout.sum().backward()
    _same(x.grad, tx.grad, rtol=1e-5)
    _same(y.grad, ty.grad, rtol=1e-5)


def test_unary_minus():
    """-x negates, keeps the dtype, and has gradient -1."""
    x = specgrad.tensor([1.0, -2.0], requires_grad=True)
    y = -x
    assert y.tolist() == [-1.0, 2.0] and y.dtype is specgrad.float32
    assert y.grad_fn.name() == "NegBackward0"
    y.sum().backward()
    assert x.grad.tolist() == [-1.0, -1.0]
    assert (-specgrad.tensor([3])).tolist() == [-3]


COMPARISONS = {
    "x<2": lambda x, y: x < 2, "x<=2": lambda x, y: x <= 2, "x>2": lambda x, y: x > 2,
    "x>=2": lambda x, y: x >= 2, "x==2": lambda x, y: x == 2, "x!=2": lambda x, y: x != 2,
    "2<x": lambda x, y: 2 < x, "2.5>=x": lambda x, y: 2.5 >= x, "x==y": lambda x, y: x == y,
    "x<y": lambda x, y: x < y,
}


@pytest.mark.parametrize("cmp", list(COMPARISONS))
def test_comparisons_return_bool_tensors(cmp):
    """Comparisons give bool tensors with PyTorch's values, and do not require grad."""
    torch = _torch()
    x = specgrad.tensor([1.0, 2.0, 3.0], requires_grad=True)
    y = specgrad.tensor([1.0, 0.0, 4.0])
    tx, ty = torch.tensor([1.0, 2.0, 3.0], requires_grad=True), torch.tensor([1.0, 0.0, 4.0])
    result = COMPARISONS[cmp](x, y)
    assert result.dtype is specgrad.bool and not result.requires_grad
    assert result.tolist() == COMPARISONS[cmp](tx, ty).tolist()


# ------------------------------------------------------------------------------ indexing

INDEXES = {
    "x[1]": lambda x, m: x[1],
    "x[-1]": lambda x, m: x[-1],
    "x[1:3]": lambda x, m: x[1:3],
    "x[::2]": lambda x, m: x[::2],
    "x[..., None]": lambda x, m: x[..., None],
    "x[None]": lambda x, m: x[None],
    "x[[0, 2]]": lambda x, m: x[[0, 2]],
    "x[[0, 0, 2]]": lambda x, m: x[[0, 0, 2]],
    "x[tensor([3, 1])]": lambda x, m: x[m.tensor([3, 1])],
    "x[mask]": lambda x, m: x[x > 0.5],
    "x[1, 2]": lambda x, m: x[1, 2],
    "x[:, 1]": lambda x, m: x[:, 1],
}


@pytest.mark.parametrize("index", list(INDEXES))
def test_indexing_values_and_gradients_match_torch(index):
    """Basic, advanced and boolean indexing: PyTorch's values, and gradients (repeated indices add up)."""
    torch = _torch()
    a = np.array([[0.1, 0.9, 0.4, 0.7], [0.8, 0.2, 0.6, 0.3], [0.5, 0.95, 0.05, 0.65], [1, 2, 3, 4]],
                 dtype=np.float32)
    x, tx = specgrad.tensor(a, requires_grad=True), torch.tensor(a, requires_grad=True)
    out, tout = INDEXES[index](x, specgrad), INDEXES[index](tx, torch)
    _same(out, tout)
    weights = np.arange(1, tout.numel() + 1, dtype=np.float32).reshape(tuple(tout.shape))
    (out * specgrad.tensor(weights)).sum().backward()
    (tout * torch.tensor(weights)).sum().backward()
    _same(x.grad, tx.grad)


def test_indexing_a_vector():
    """x[i] is 0-d, x[a:b] a slice, x[mask] the selected elements."""
    x = specgrad.tensor([10.0, 20.0, 30.0])
    assert x[1].shape == () and x[1].item() == 20.0
    assert x[0:2].tolist() == [10.0, 20.0]
    assert x[..., None].shape == (3, 1)
    assert x[[0, 2]].tolist() == [10.0, 30.0]
    assert x[x > 15].tolist() == [20.0, 30.0]


# ------------------------------------------------------------------------------ repr / str

def _repr_cases(m):
    x = m.tensor([0.0, 2.0, 8.0], requires_grad=True)
    y = m.tensor([5.0, 1.0, 7.0], requires_grad=True)
    return {
        "tensor(3.)": lambda: m.tensor(3.0),
        "tensor([5., 1., 7.])": lambda: m.tensor([5.0, 1.0, 7.0]),
        "grad_fn=MulBackward0": lambda: x * y,
        "grad_fn=AddBackward0": lambda: x + y,
        "requires_grad=True": lambda: m.tensor([1.0, 2.0], requires_grad=True),
        "float64": lambda: m.tensor([1.0, 2.5], dtype=m.float64),
        "float64 requires_grad": lambda: m.tensor([1.0, 2.5], dtype=m.float64, requires_grad=True),
        "float64 0-d": lambda: m.tensor(1.5, dtype=m.float64),
        "2-D": lambda: m.tensor([[1.0, 2.0, 3.0], [4.0, 5.5, -6.0]]),
        "2-D grad_fn": lambda: m.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True) * 2,
        "int": lambda: m.tensor([1, 2, 30]),
        "int 0-d": lambda: m.tensor(7),
        "int32": lambda: m.tensor([1, 2], dtype=m.int32),
        "int 2-D": lambda: m.tensor([[1, -2], [30, 4]]),
        "bool": lambda: m.tensor([True, False]),
        "comparison": lambda: m.tensor([1.0, 3.0]) > 2,
        "small floats": lambda: m.tensor([1e-5, 1.0, 1000.0]),
        "empty": lambda: m.zeros(0),
    }


@pytest.mark.parametrize("case", list(_repr_cases(specgrad)))
def test_repr_and_str_match_torch(case):
    """repr and str print exactly PyTorch's text (with torch. spelled specgrad.)."""
    torch = _torch()
    s, t = _repr_cases(specgrad)[case](), _repr_cases(torch)[case]()
    expected = repr(t).replace("torch.", "specgrad.")
    assert repr(s) == expected
    assert str(s) == str(t).replace("torch.", "specgrad.")


def test_repr_walkthrough_strings():
    """The strings the walkthrough prints, stated literally."""
    x = specgrad.FloatTensor([0, 2, 8]).requires_grad_()
    y = specgrad.FloatTensor([5, 1, 7]).requires_grad_()
    assert repr(specgrad.tensor(3.0)) == "tensor(3.)"
    assert repr(y) == "tensor([5., 1., 7.], requires_grad=True)"
    assert str(x * y) == "tensor([ 0.,  2., 56.], grad_fn=<MulBackward0>)"
    assert repr(specgrad.tensor([1.0, 2.0], dtype=specgrad.float64)) == "tensor([1., 2.], dtype=specgrad.float64)"
    assert repr(specgrad.tensor([[1, 2], [3, 4]])) == "tensor([[1, 2],\n        [3, 4]])"
    assert repr(specgrad.tensor([True, False])) == "tensor([ True, False])"


# ------------------------------------------------------------------------------ format, linspace, view(dtype), squeeze

@pytest.mark.parametrize("make, spec", [
    (lambda lib: lib.tensor(1.0), ""), (lambda lib: lib.tensor(0.1), ""), (lambda lib: lib.tensor(1.0), ".3f"),
    (lambda lib: lib.tensor(3), "04d"), (lambda lib: lib.tensor(True), ""), (lambda lib: lib.tensor(2.5), ">8"),
    (lambda lib: lib.tensor(1.5, requires_grad=True), ".2f"), (lambda lib: lib.tensor(2.0, dtype=lib.float64), "e"),
    (lambda lib: lib.tensor([1.0, 2.0]), ""), (lambda lib: lib.tensor([1.0, 2.0]), ".3f"),
    (lambda lib: lib.tensor([[1]]), "d"), (lambda lib: lib.tensor(3), ".2f"),
])
def test_format_matches_pytorch(make, spec):
    """f"{t}" of a 0-d tensor is its number and f"{t:.3f}" formats it; other tensors take no format spec."""
    torch = _torch()
    outcomes = []
    for lib in (specgrad, torch):
        try:
            outcomes.append(format(make(lib), spec))
        except Exception as e:  # noqa: BLE001 - compared below
            outcomes.append(type(e))
    if isinstance(outcomes[1], str):
        outcomes[1] = outcomes[1].replace("torch.", "specgrad.")
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize("start, end", [(0, 10), (-5, 5), (0.5, 9.7), (10, 0), (0, -7), (-2.5, 3.5), (-10, -1),
                                        (0, 255), (1, 2), (-0.5, 3), (-200, 5), (300, 5), (-255, 0), (7, -3.9),
                                        (float("nan"), 3)])
@pytest.mark.parametrize("steps", [0, 1, 4, 7, 33])
@pytest.mark.parametrize("dtype", ["int64", "int32", "int8", "uint8", "bool"])
def test_linspace_with_an_integer_dtype_matches_pytorch(start, end, steps, dtype):
    """The bounds converted to the dtype, the values truncated toward zero from both ends, as PyTorch."""
    torch = _torch()
    outcomes = []
    for lib in (specgrad, torch):
        try:
            t = lib.linspace(start, end, steps, dtype=getattr(lib, dtype))
            outcomes.append((_dtype_name(t.dtype), t.tolist()))
        except Exception as e:  # noqa: BLE001 - compared below
            outcomes.append(type(e))
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize("make", [
    lambda lib: lib.tensor([1.0, -2.0]).view(lib.int32),
    lambda lib: lib.tensor([1.0, -2.0]).view(lib.int16),
    lambda lib: lib.tensor([[1.0, -2.0], [0.5, 3.0]]).view(lib.float64),
    lambda lib: lib.tensor([1.0, -2.0, 3.0]).view(lib.float64),
    lambda lib: lib.tensor([1.0]).view(lib.uint8),
    lambda lib: lib.tensor(1.0).view(lib.int16),
    lambda lib: lib.tensor(1.0).view(lib.int32),
    lambda lib: lib.tensor([[1.0, 2.0]]).t().view(lib.int16),
    lambda lib: lib.tensor([1.0, 2.0], requires_grad=True).view(lib.float32),
    lambda lib: lib.tensor([1, 2]).view(dtype=lib.float64),
    lambda lib: lib.tensor([True, False]).view(lib.uint8),
    lambda lib: lib.tensor([[1, 2, 3, 4], [5, 6, 7, 8]], dtype=lib.int32)[:, :2].view(lib.int64),
    lambda lib: lib.tensor([[1, 2, 3, 4], [5, 6, 7, 8]], dtype=lib.int32)[:, 1:3].view(lib.int64),
    lambda lib: lib.tensor([[1, 2, 3], [5, 6, 7]], dtype=lib.int32)[:, :2].view(lib.int64),
    lambda lib: lib.arange(12).view(3, 4),
    lambda lib: (lib.tensor([]) + lib.tensor([])).view(lib.float64),
    lambda lib: lib.zeros(2, 0, 3).view(lib.int16),
    lambda lib: lib.zeros(3, 0).view(lib.float64),
    lambda lib: lib.zeros(0, 3).view(lib.float64),
    lambda lib: lib.arange(12).view(2, -1),
])
def test_view_dtype_matches_pytorch(make):
    """x.view(dtype) reads the same bytes as another dtype; another item size rescales the last dim."""
    torch = _torch()
    outcomes = []
    for lib in (specgrad, torch):
        try:
            t = make(lib)
            outcomes.append((_dtype_name(t.dtype), t.tolist(), t.requires_grad))
        except Exception as e:  # noqa: BLE001 - compared below
            outcomes.append((type(e), str(e).split(",")[0]))
    assert outcomes[0] == outcomes[1]


def test_view_dtype_shares_memory():
    x = specgrad.zeros(4)
    y = x.view(specgrad.int16)
    y[1] = 16256  # the high half of 1.0f
    assert x.tolist() == [1.0, 0.0, 0.0, 0.0]


@pytest.mark.parametrize("shape, dim", [((2, 1), 2), ((2, 1), -3), ((), 1), ((), -2), ((3, 1, 1), (0, 1)),
                                        ((3, 1, 1), (-1, 5)), ((3, 1), (1, 1)), ((3, 1), ()), ((), 0)])
def test_squeeze_dims_match_pytorch(shape, dim):
    torch = _torch()
    outcomes = []
    for lib in (specgrad, torch):
        try:
            outcomes.append(tuple(lib.zeros(shape).squeeze(dim).shape))
        except Exception as e:  # noqa: BLE001 - compared below
            outcomes.append(type(e))
    assert outcomes[0] == outcomes[1]


def test_logspace_and_range_match_pytorch():
    """logspace (base, integer dtypes, one step) and the deprecated, end-inclusive range (warning included)."""
    torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
    for args, kwargs in [((0, 2, 3), {}), ((0, 2, 3), {"base": 2}), ((-1, 3, 7), {"dtype": "float64"}),
                         ((0, 2, 3), {"base": 2, "dtype": "int64"}), ((1, 5, 1), {}), ((0, 1, 0), {}),
                         ((2.5, -1, 6), {"base": 3.0})]:
        ours = specgrad.logspace(*args, **{k: getattr(specgrad, v) if k == "dtype" else v for k, v in kwargs.items()})
        theirs = torch.logspace(*args, **{k: getattr(torch, v) if k == "dtype" else v for k, v in kwargs.items()})
        assert ours.dtype.name == str(theirs.dtype).split(".")[1]
        np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-6)
    for args, kwargs in [((0, 2), {}), ((0, 2, 0.5), {}), ((0, 3), {"dtype": "int64"}), ((1.5, 3), {}),
                         ((3, 0, -1), {}), ((0, 1, 0.3), {})]:
        with pytest.warns(UserWarning, match="torch.range is deprecated"):
            ours = specgrad.range(*args, **{k: getattr(specgrad, v) for k, v in kwargs.items()})
        with pytest.warns(UserWarning):
            theirs = torch.range(*args, **{k: getattr(torch, v) for k, v in kwargs.items()})
        assert ours.dtype.name == str(theirs.dtype).split(".")[1]
        np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-6)
    with pytest.raises(RuntimeError, match="inconsistent with step sign"), pytest.warns(UserWarning):
        specgrad.range(0, 2, -1)


# ------------------------------------------------------------------------------ round 5: factories from a tensor, metadata

def _outcome(call):
    """A call's result as comparable plain data (a tensor's shape, dtype and values), or its exception class."""
    try:
        result = call()
    except Exception as e:  # noqa: BLE001 - compared by class
        return type(e)
    if hasattr(result, "detach") and hasattr(result, "dtype"):
        return tuple(result.shape), _dtype_name(result.dtype), result.detach().tolist(), result.requires_grad
    return tuple(result) if isinstance(result, tuple) else result


NEW_AND_QUERIES = [
    lambda lib, x: x.new_zeros(2, 3),
    lambda lib, x: x.new_zeros((2,), dtype=lib.int64),
    lambda lib, x: x.new_ones([3], requires_grad=True),
    lambda lib, x: x.new_empty(0, 2).shape,
    lambda lib, x: x.new_full((2,), 2.5),
    lambda lib, x: x.int().new_full((2,), 2.5),
    lambda lib, x: x.new_tensor([1, 2]),
    lambda lib, x: x.long().new_tensor([1.5]),
    lambda lib, x: x.new_tensor(x.detach().clone(), dtype=lib.float64),
    lambda lib, x: x.type_as(lib.ones(1, dtype=lib.int32)),
    lambda lib, x: x.type_as(2),
    lambda lib, x: (x.is_signed(), x.bool().is_signed(), x.to(lib.uint8).is_signed(), x.int().is_signed()),
    lambda lib, x: (lib.is_signed(x), lib.is_complex(x), x.is_complex(), x.is_cpu, x.is_cuda),
    lambda lib, x: (x.nbytes, x.itemsize, x[:, :1].nbytes, x.expand(4, 2, 3).nbytes, x.double().itemsize),
    lambda lib, x: (x.element_size(), x.ndimension(), x[0].ndimension(), x.get_device(), lib.get_device(x)),
    lambda lib, x: (x.is_same_size(lib.ones(2, 3)), x.is_same_size(lib.ones(3, 2)), lib.is_same_size(x, x)),
    lambda lib, x: x.is_same_size(3),
    lambda lib, x: (x[:1, :1].is_nonzero(), lib.zeros(1).is_nonzero(), lib.is_nonzero(lib.tensor(3))),
    lambda lib, x: lib.zeros(0).is_nonzero(),
    lambda lib, x: x.is_nonzero(),
    lambda lib, x: (x.data_ptr() == x.view(-1).data_ptr(), x[1].data_ptr() - x.data_ptr()),
    lambda lib, x: lib.detach(x.requires_grad_()),
    lambda lib, x: lib.tril_indices(3, 4, 1),
    lambda lib, x: lib.triu_indices(4, 3, -1, dtype=lib.int32),
    lambda lib, x: lib.tril_indices(3, 3, dtype=lib.float32),
    lambda lib, x: lib.triu_indices(3, -2),
    lambda lib, x: lib.tril_indices(3.0, 3),
    lambda lib, x: lib.tril_indices(0, 3, -5),
    lambda lib, x: tuple(lib.broadcast_shapes(2, (3, 1), [1, 1, 1])),
    lambda lib, x: tuple(lib.broadcast_shapes()),
    lambda lib, x: lib.broadcast_shapes((2, 2), (3,)),
    lambda lib, x: lib.broadcast_shapes((-1,), (3,)),
    lambda lib, x: lib.broadcast_shapes((2.0,)),
]


@pytest.mark.parametrize("call", range(len(NEW_AND_QUERIES)))
def test_new_factories_and_metadata_match_pytorch(call):
    torch = _torch()
    make = NEW_AND_QUERIES[call]
    ours = _outcome(lambda: make(specgrad, specgrad.arange(6.0).reshape(2, 3)))
    theirs = _outcome(lambda: make(torch, torch.arange(6.0).reshape(2, 3)))
    assert ours == theirs


def test_output_nr_names_the_output_of_its_node():
    x = specgrad.ones(3, requires_grad=True)
    a, b, c = x.unbind()
    assert (x.output_nr, a.output_nr, c.output_nr, (a * 2).output_nr) == (0, 0, 2, 0)


SHAPE_INPLACE = [
    lambda x: x.t_(),
    lambda x: x.transpose_(-1, 0),
    lambda x: x.swapaxes_(0, 1),
    lambda x: x.swapdims_(1, 0),
    lambda x: x.unsqueeze_(-1),
    lambda x: x.unsqueeze_(1).squeeze_(),
    lambda x: x[:, :1].squeeze_(1),
    lambda x: x[0].unsqueeze_(0),
    lambda x: x.cumsum_(1),
    lambda x: x.cumprod_(-1),
]


@pytest.mark.parametrize("call", range(len(SHAPE_INPLACE)))
def test_inplace_shape_ops_match_pytorch(call):
    """x.t_(), x.unsqueeze_(0), ...: the tensor itself takes the new shape (over the same memory), the view's
    node and a new version; a leaf that requires grad refuses, as in PyTorch, except under no_grad."""
    torch = _torch()
    outcomes = []
    for lib in (specgrad, torch):
        leaf = lib.arange(6.0).reshape(2, 3).requires_grad_()
        y = leaf * 2
        version = y._version
        out = SHAPE_INPLACE[call](y)
        weights = lib.arange(float(out.numel())).reshape(out.shape)
        (out * weights).sum().backward()
        leaf_error = _outcome(lambda: SHAPE_INPLACE[call](lib.ones(2, 3, requires_grad=True)))
        with lib.no_grad():
            free = SHAPE_INPLACE[call](lib.arange(6.0).reshape(2, 3))
        outcomes.append((tuple(out.shape), out.tolist(), y._version - version, leaf.grad.tolist(), leaf_error,
                         tuple(free.shape)))
    assert outcomes[0] == outcomes[1]
    y = specgrad.arange(6.0).reshape(2, 3)
    assert y.t_().data_ptr() == y.data_ptr() and y.shape == (3, 2)  # the same memory, transposed
