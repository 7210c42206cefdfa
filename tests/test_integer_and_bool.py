"""Integer, bool and half precision tensors against PyTorch: type promotion between every pair of dtypes,
the Tensor operators (// % << >> & | ^ ~ and their reflected and in-place forms), dtype conversions, and
allclose / equal. The ops themselves are tested from derivatives.yaml (tests/generated)."""
import itertools

import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch", reason="PyTorch is not installed: `make oracle` installs it (CI always does)")

DTYPES = ["bool", "uint8", "int8", "int16", "int32", "int64", "float16", "float32", "float64"]
VALUES = [1, 0, 3]  # valid in every dtype


def both(name):
    return getattr(specgrad, name), getattr(torch, name)


def _name(dtype) -> str:
    return str(dtype).rsplit(".", 1)[-1]


# ------------------------------------------------------------------------------------------ promotion

@pytest.mark.parametrize("a, b", list(itertools.combinations_with_replacement(DTYPES, 2)))
def test_promotion_of_every_pair_matches_pytorch(a, b):
    (sa, ta), (sb, tb) = both(a if a != "bool" else "bool"), both(b)
    assert _name(specgrad.promote_types(sa, sb)) == _name(torch.promote_types(ta, tb))
    assert specgrad.can_cast(sa, sb) == torch.can_cast(ta, tb)
    assert specgrad.can_cast(sb, sa) == torch.can_cast(tb, ta)
    # a tensor with dimensions against one with dimensions, a 0-d tensor and a Python number
    ours = [specgrad.tensor(VALUES, dtype=sa), specgrad.tensor(VALUES, dtype=sb), specgrad.tensor(1, dtype=sb)]
    theirs = [torch.tensor(VALUES, dtype=ta), torch.tensor(VALUES, dtype=tb), torch.tensor(1, dtype=tb)]
    for i, j in [(0, 1), (1, 0), (0, 2), (2, 0)]:
        assert _name(specgrad.result_type(ours[i], ours[j])) == _name(torch.result_type(theirs[i], theirs[j]))
        expected = torch.mul(theirs[i], theirs[j])
        got = specgrad.mul(ours[i], ours[j])
        assert _name(got.dtype) == _name(expected.dtype), (a, b, i, j)
        np.testing.assert_array_equal(got.numpy(), expected.numpy())
    for number in (True, 2, 2.5):
        assert _name(specgrad.result_type(ours[0], number)) == _name(torch.result_type(theirs[0], number))


def test_dtype_aliases():
    for alias, dtype in [("int", "int32"), ("long", "int64"), ("float", "float32"), ("double", "float64"),
                         ("half", "float16"), ("short", "int16")]:
        assert getattr(specgrad, alias) is getattr(specgrad, dtype)
        assert _name(getattr(torch, alias)) == dtype
    for name in DTYPES:
        ours, theirs = both(name)
        assert (ours.is_floating_point, ours.is_signed, ours.itemsize) == \
               (theirs.is_floating_point, theirs.is_signed, theirs.itemsize), name


# ------------------------------------------------------------------------------------------ operators

OPERATOR_PROGRAMS = [
    "i & j", "i | j", "i ^ j", "~i", "b & c", "b | c", "b ^ c", "~b", "b & 1", "b | 2", "b & True", "i & b",
    "3 & i", "3 | i", "3 ^ i", "i & 2.5", "x & x", "x | 1", "~x", "u & s",
    "i << 2", "i >> 1", "1 << n", "-64 >> n", "i << n", "i >> n", "i << -1", "i >> -1", "i << 70", "i >> 70",
    "x << 1", "b << b", "b << 1", "s << 6", "u >> 9",
    "i // 3", "i // -3", "7 // j1", "x // 0.5", "x // y", "2.5 // y", "i // 0", "b // b", "x // 0.0",
    "i % 3", "i % -3", "-7 % j1", "x % 0.75", "x % y", "2.5 % y", "i % 0", "b % b", "x % 0.0",
    "specgrad_div(i, j1, 'floor')", "specgrad_div(i, j1, 'trunc')", "specgrad_div(x, y, 'trunc')",
    "specgrad_div(i, 0, 'floor')", "specgrad_div(b, b, 'floor')", "specgrad_div(b, b, None)", "specgrad_div(x, y, 'round')",
]


def _operands(lib):
    tensor = lib.tensor
    return {
        "i": tensor([7, -7, 0, 12]), "j": tensor([3, 2, -5, 12]), "j1": tensor([3, -2, 5, 1]),
        "n": tensor([0, 1, 3, 5]), "b": tensor([True, False, True, False]), "c": tensor([True, True, False, False]),
        "x": tensor([5.5, -5.5, 0.25, 3.0]), "y": tensor([2.0, 2.0, -0.5, -1.25]),
        "u": tensor([200, 3, 128, 1], dtype=lib.uint8), "s": tensor([7, -7, 1, -1], dtype=lib.int8),
        "specgrad_div": lambda a, b, mode: lib.div(a, b, rounding_mode=mode),
    }


def _run(program, lib):
    try:
        return eval(program, {}, _operands(lib))
    except Exception as error:  # noqa: BLE001 - the class is compared
        return error


def _builtin_class(error):
    return next(k for k in type(error).__mro__ if k.__module__ == "builtins")


@pytest.mark.parametrize("program", OPERATOR_PROGRAMS)
def test_operators_match_pytorch(program):
    ours, theirs = _run(program, specgrad), _run(program, torch)
    if isinstance(theirs, Exception) or isinstance(ours, Exception):
        assert isinstance(ours, Exception) and isinstance(theirs, Exception), (ours, theirs)
        assert _builtin_class(ours) is _builtin_class(theirs), (ours, theirs)
        return
    assert _name(ours.dtype) == _name(theirs.dtype)
    np.testing.assert_array_equal(ours.numpy(), theirs.numpy())


@pytest.mark.parametrize("operator", ["&=", "|=", "^=", "<<=", ">>=", "//=", "%="])
def test_in_place_operators_write_into_the_tensor(operator):
    results = []
    for lib in (specgrad, torch):
        i = lib.tensor([7, -7, 12])
        alias = i
        exec(f"i {operator} lib.tensor([3, 2, 5])", {"lib": lib}, locals_ := {"i": i})
        assert locals_["i"] is alias
        results.append(alias.numpy().copy())
    np.testing.assert_array_equal(*results)


def test_remainder_and_fmod_gradients_match_pytorch():
    grads = []
    for lib in (specgrad, torch):
        x = lib.tensor([5.5, -5.5, 3.0, -0.5], dtype=lib.float64, requires_grad=True)
        y = lib.tensor([2.0, 2.0, -2.0, 0.75], dtype=lib.float64, requires_grad=True)
        out = (x % y) * 2 + lib.fmod(x, y) * 3 + lib.fmod(x, 1.5) + lib.remainder(x, -1.5)
        grads.append([g.numpy() for g in lib.autograd.grad(out.sum(), [x, y])])
    for ours, theirs in zip(*grads):
        np.testing.assert_allclose(ours, theirs)


def test_floor_division_takes_no_gradient():
    x = specgrad.tensor([5.5, -5.5], requires_grad=True)
    assert not (x // 2).requires_grad and not specgrad.div(x, 2, rounding_mode="floor").grad_fn is None


# ------------------------------------------------------------------------------------------ conversions

@pytest.mark.parametrize("method", ["float", "double", "half", "int", "long", "short", "char", "byte", "bool"])
def test_conversion_methods_match_pytorch(method):
    ours = getattr(specgrad.tensor([1.5, -2.5, 0.0], requires_grad=True), method)()
    theirs = getattr(torch.tensor([1.5, -2.5, 0.0], requires_grad=True), method)()
    assert _name(ours.dtype) == _name(theirs.dtype)
    assert ours.requires_grad == theirs.requires_grad  # integers and bools take no gradient
    assert ours.type() == theirs.type().replace("torch.", "specgrad.")
    np.testing.assert_array_equal(ours.detach().numpy(), theirs.detach().numpy())


def test_type_and_to():
    x = specgrad.tensor([1.5, 2.5], requires_grad=True)
    assert x.type() == "specgrad.FloatTensor"
    assert x.type(specgrad.int32).dtype is specgrad.int32
    assert x.type("torch.DoubleTensor").dtype is specgrad.float64 and x.type("specgrad.HalfTensor").dtype is specgrad.float16
    with pytest.raises(ValueError, match="invalid type"):
        x.type("float")
    assert x.to(specgrad.float32) is x and x.to(x) is x and x.to("cpu") is x
    copy = x.to(specgrad.float32, copy=True)
    assert copy is not x and copy.grad_fn is not None
    assert x.to(dtype=specgrad.float64).dtype is specgrad.float64
    assert x.to(specgrad.tensor([1], dtype=specgrad.int8)).dtype is specgrad.int8
    assert x.to("cpu", specgrad.float64).dtype is specgrad.float64
    with pytest.raises(TypeError):
        x.to(specgrad.float64, colour="red")


@pytest.mark.parametrize("target", ["float64", "float16"])
def test_conversion_between_floating_dtypes_is_differentiable(target):
    grads = []
    for lib in (specgrad, torch):
        x = lib.tensor([1.5, -2.5, 0.25], requires_grad=True)
        y = x.to(getattr(lib, target))
        (y * y).sum().backward()
        assert _name(x.grad.dtype) == "float32"
        grads.append(x.grad.numpy())
    np.testing.assert_allclose(*grads)


# ------------------------------------------------------------------------------------------ allclose, equal

@pytest.mark.parametrize("program", [
    "lib.allclose(a, a + 1e-7)", "lib.allclose(a, a + 1e-3)", "lib.allclose(a, a + 1e-3, rtol=1e-2)",
    "lib.allclose(a, a[:1] + 0.0)", "lib.allclose(n, n)", "lib.allclose(n, n, equal_nan=True)", "a.allclose(a * 1)",
    "lib.allclose(a, lib.tensor([1.0, 2.0, 3.0]))", "lib.equal(a, a * 1)", "lib.equal(a, a[:2])", "lib.equal(n, n)",
    "lib.equal(lib.tensor([1, 2]), lib.tensor([1.0, 2.0]))", "a.equal(a + 1)", "lib.allclose(a, a.double())",
])
def test_allclose_and_equal_match_pytorch(program):
    outcomes = []
    for lib in (specgrad, torch):
        namespace = {"lib": lib, "a": lib.tensor([1.0, -2.0, 3.5]), "n": lib.tensor([float("nan"), 1.0])}
        try:
            outcomes.append(eval(program, namespace))
        except Exception as error:  # noqa: BLE001 - the class is compared
            outcomes.append(_builtin_class(error))
    assert outcomes[0] == outcomes[1]
    assert type(outcomes[0]) is type(outcomes[1])


# ------------------------------------------------------------------------------------------ float16

def test_float16_sum_and_mean_accumulate_in_float32():
    # a float16 accumulator loses everything past 2048 and a float16 count overflows at 65504
    data = np.random.default_rng(0).uniform(0, 1, 100_000).astype(np.float16)
    for reduce in ("sum", "mean"):
        ours = getattr(specgrad.from_numpy(data), reduce)()
        theirs = getattr(torch.from_numpy(data), reduce)()
        assert ours.dtype is specgrad.float16
        np.testing.assert_allclose(ours.item(), theirs.item(), rtol=2e-3)
        np.testing.assert_allclose(specgrad.from_numpy(data).reshape(100, 1000).mean(1).numpy().astype(np.float64),
                                   torch.from_numpy(data).reshape(100, 1000).mean(1).numpy().astype(np.float64),
                                   rtol=2e-3)


@pytest.mark.parametrize("name", ["cumsum", "cumprod"])
@pytest.mark.parametrize("dtype", ["bool", "uint8", "int8", "int32", "int64", "float16", "float64"])
def test_scans_in_a_given_dtype_and_in_place_match_pytorch(name, dtype):
    """cumsum(x, dim, dtype=d) computes in d (uint8 wraps); x.cumsum_(dim) computes in x's own dtype, as PyTorch's
    cumsum_out into self; Bool has no kernel (NotImplementedError) except on a 0-d tensor, which is copied."""
    for values in ([1, 0, 200, 3], True):
        results = []
        for lib in (specgrad, torch):
            x = lib.tensor(values).to(getattr(lib, dtype))
            outcome = []
            for call in (lambda: getattr(lib, name)(x, 0, dtype=x.dtype), lambda: getattr(x.clone(), name + "_")(0),
                         lambda: getattr(lib, name)(x, 0)):
                try:
                    result = call()
                    outcome.append((str(result.dtype).split(".")[-1], result.tolist()))
                except NotImplementedError as error:
                    outcome.append(("NotImplementedError", str(error)))
            results.append(outcome)
        assert results[0] == results[1]
