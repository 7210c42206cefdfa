"""In-place ops and views: declared in derivatives.yaml, guarded by version counters, never silently wrong."""
import numpy as np
import pytest

import specgrad

def leaf(values, dtype=specgrad.float64):
    return specgrad.tensor(values, dtype=dtype, requires_grad=True)


def test_inplace_ops_come_from_the_spec():
    """Every `inplace: true` entry has a function and a method ending in _."""
    for name in ["add_", "sub_", "mul_", "div_", "pow_", "exp_", "neg_", "clamp_", "tanh_", "relu_"]:
        assert hasattr(specgrad.Tensor, name), name


def test_inplace_result_and_version():
    """x.mul_(2) writes into x's memory and increases its version."""
    data = np.array([1.0, 2.0])
    x = specgrad.from_numpy(data)
    assert x._version == 0
    assert x.mul_(2) is x
    x += 1
    np.testing.assert_allclose(data, [3.0, 5.0])
    assert x._version == 2


def test_inplace_on_non_leaf_gives_pytorch_gradient():
    """(x * 2).mul_(y) then backward matches the out-of-place gradient for x and y."""
    x, y = leaf([1.0, 2.0, 3.0]), leaf([4.0, 5.0, 6.0])
    z = x * 2
    z.mul_(y)
    z.exp_()
    z.sum().backward()
    expected = np.exp(2 * x.detach().numpy() * y.detach().numpy())
    np.testing.assert_allclose(x.grad.numpy(), expected * 2 * y.detach().numpy())
    np.testing.assert_allclose(y.grad.numpy(), expected * 2 * x.detach().numpy())
    assert z.grad_fn.name() == "ExpBackward0"


def test_saved_tensor_modified_in_place_raises():
    """A tensor saved for backward and then modified raises PyTorch's version error."""
    x = leaf([1.0, 2.0])
    b = x * 1
    c = b * b
    b.add_(1)
    with pytest.raises(RuntimeError, match=r"modified by an inplace operation: \[specgrad.DoubleTensor \[2\]\], "
                                           r"which is output 0 of AddBackward0, is at version 1; expected version 0"):
        c.sum().backward()


def test_saved_output_modified_in_place_raises():
    """exp saves its result: modifying that result in place is caught."""
    x = leaf([1.0, 2.0])
    y = x.exp()
    y.add_(1)
    with pytest.raises(RuntimeError, match="output 0 of ExpBackward0, is at version 1; expected version 0"):
        y.sum().backward()


def test_op_that_saved_only_its_result_allows_modifying_its_input():
    """c = b.exp(); b.add_(1); c.sum().backward() works: exp saved its result, not b."""
    x = leaf([1.0, 2.0])
    b = x * 1
    c = b.exp()
    b.add_(1)
    c.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), np.exp([1.0, 2.0]))


def test_op_that_saved_only_a_shape_allows_modification():
    """sum saves only a shape: its input may change afterwards."""
    x = leaf([1.0, 2.0])
    b = x * 1
    c = b.sum()
    b.mul_(3)
    c.backward()
    np.testing.assert_allclose(x.grad.numpy(), [1.0, 1.0])


def test_leaf_requiring_grad_refuses_inplace():
    """In-place on a leaf that requires grad raises PyTorch's error, and works under no_grad."""
    w = leaf([1.0, 2.0])
    with pytest.raises(RuntimeError, match="a leaf Variable that requires grad is being used in an in-place operation."):
        w.add_(1)
    with specgrad.no_grad():
        w -= 0.5
        w.mul_(2)
    np.testing.assert_allclose(w.detach().numpy(), [1.0, 3.0])
    assert w.is_leaf and w.requires_grad


def test_views_share_memory_and_version():
    """view, transpose, expand, slicing share memory and the version counter with their base."""
    base = specgrad.zeros(2, 3)
    for view in [base.view(6), base.transpose(0, 1), base[:, 1:], base.unsqueeze(0), base.t()]:
        before = view._version
        base.add_(1)
        assert view._version == before + 1
        assert np.shares_memory(view.numpy(), base.numpy())


def test_reshape_of_non_contiguous_copies_and_is_not_a_view():
    """reshape of a transposed tensor copies, as in PyTorch, and is not a view."""
    t = specgrad.zeros(2, 3).t()
    r = t.reshape(6)
    assert not np.shares_memory(r.numpy(), t.numpy()) and r._base is None


def test_inplace_on_view_in_graph_raises_clear_error():
    """In-place on a view of a tensor that requires grad is refused, not silently wrong."""
    x = leaf([1.0, 2.0, 3.0])
    y = x * 1
    v = y[1:]
    with pytest.raises(RuntimeError, match="view that takes part in a graph"):
        v.mul_(2)


def test_stale_view_after_base_inplace_raises():
    """A view taken before its base was modified in place (in the graph) cannot be used."""
    x = leaf([1.0, 2.0, 3.0])
    y = x * 1
    v = y[:2]
    y.mul_(2)
    with pytest.raises(RuntimeError, match="view was used after its base was modified"):
        (v * 3).sum()
    w = y[:2]  # taken again: fine, and the gradient is through the in-place op
    (w * 3).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [6.0, 6.0, 0.0])


def test_view_inplace_without_grad_updates_base():
    """Under no_grad (or without grad) writing through a view updates the base."""
    base = specgrad.zeros(2, 2)
    base[0].fill_(3)
    base[:, 1] += 1
    np.testing.assert_allclose(base.numpy(), [[3.0, 4.0], [0.0, 1.0]])


def test_zero_and_copy_in_graph():
    """zero_ gives zero gradient to the old values; copy_ sends the gradient to its source."""
    x, s = leaf([1.0, 2.0]), leaf([5.0, 6.0])
    y = x * 3
    y.copy_(s)
    (y * y).sum().backward()
    np.testing.assert_allclose(s.grad.numpy(), [10.0, 12.0])
    assert x.grad is None or np.allclose(x.grad.numpy(), 0)


def test_inplace_dtype_rules():
    """An int tensor cannot hold a float result in place (PyTorch's error)."""
    i = specgrad.tensor([1, 2])
    with pytest.raises(RuntimeError, match="result type Float can't be cast to the desired output type Long"):
        i.mul_(1.5)


def test_inplace_matches_pytorch():
    """A chain of in-place ops gives PyTorch's values and gradients."""
    torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
    values = np.array([0.3, -1.2, 2.0])

    def run(lib, x):
        y = x * 1.5
        y.add_(x).mul_(x).clamp_(min=-1, max=3).sub_(0.25)
        y.pow_(2)
        y.tanh_()
        return y

    ours = leaf(values)
    theirs = torch.tensor(values, requires_grad=True)
    a, b = run(specgrad, ours), run(torch, theirs)
    a.sum().backward()
    b.sum().backward()
    np.testing.assert_allclose(a.detach().numpy(), b.detach().numpy(), rtol=1e-12)
    np.testing.assert_allclose(ours.grad.numpy(), theirs.grad.numpy(), rtol=1e-12)


def test_inplace_after_inplace_keeps_the_saved_result():
    """tanh_ then pow_: PyTorch refuses (tanh_ saved self as its result); specgrad's tanh_ keeps its
    result apart from self, so the gradient is simply correct."""
    x = leaf([0.5, 1.0])
    y = x * 1
    y.tanh_()
    y.pow_(2)
    y.sum().backward()
    t = np.tanh([0.5, 1.0])
    np.testing.assert_allclose(x.grad.numpy(), 2 * t * (1 - t * t))


def test_saved_view_then_base_modified_raises():
    """A view saved for backward shares its base's version: modifying the base is caught."""
    x = leaf([1.0, 2.0, 3.0])
    b = x * 1
    v = b[:2]
    y = v * v
    b.mul_(2)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        y.sum().backward()


def test_inplace_on_expanded_tensor_raises_pytorch_error():
    """expand() makes several elements share memory: writing into it is refused, as in PyTorch."""
    e = specgrad.zeros(3, 1).expand(3, 4)
    for write in (lambda: e.add_(1), lambda: e.fill_(2), lambda: e.__setitem__(0, 3)):
        with pytest.raises(RuntimeError, match="more than one element of the written-to tensor refers to a single"):
            write()


def test_setitem_in_graph_matches_pytorch():
    """y[:, 1] = v and y[mask] = 0 on a tensor in a graph give PyTorch's values and gradients."""
    torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
    weights = [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]
    results = []
    for lib in (specgrad, torch):
        x = lib.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], dtype=lib.float64, requires_grad=True)
        v = lib.tensor([10.0, 20.0], dtype=lib.float64, requires_grad=True)
        y = x * 2
        y[:, 1] = v
        y[y > 11] = 0
        (y * lib.tensor(weights, dtype=lib.float64)).sum().backward()
        results.append([a.detach().numpy() for a in (y, x.grad, v.grad)])
    for ours, theirs in zip(*results):
        np.testing.assert_allclose(ours, theirs)



@pytest.mark.parametrize("dtype", ["float32", "float64", "int64"])
def test_in_place_arithmetic_without_a_graph_matches_the_out_of_place_op(dtype):
    """x.add_(y) and friends outside a graph write through one ufunc (inplace._write_through): the same bits
    as the out-of-place op, for tensors, broadcasting tensors and Python numbers; other cases take the
    general path (its errors included)."""
    rng = np.random.default_rng(0)
    base = (rng.standard_normal((4, 5)) * 10).astype(dtype)
    others = [specgrad.tensor((rng.standard_normal((4, 5)) * 3 + 5).astype(dtype)),
              specgrad.tensor((rng.standard_normal(5) * 3 + 5).astype(dtype)), 3, 0.37, -2.5]
    for name in ("add", "sub", "mul", "div"):
        for other in others:
            x = specgrad.tensor(base.copy())
            view = x[1:]
            expected = getattr(specgrad, name)(specgrad.tensor(base.copy()), other)
            version = x._version
            try:
                getattr(x, name + "_")(other)
            except RuntimeError:  # an integer tensor taking a float result: PyTorch refuses it too
                assert dtype == "int64" and (name == "div" or isinstance(other, float))
                continue
            np.testing.assert_array_equal(x.numpy(), expected.numpy())
            np.testing.assert_array_equal(view.numpy(), expected.numpy()[1:])
            assert x._version == version + 1 and x.dtype == expected.dtype
    with specgrad.no_grad():
        w = specgrad.ones(3, requires_grad=True)
        w -= 0.5 * specgrad.ones(3)
    assert w.requires_grad and w.grad_fn is None and w.tolist() == [0.5, 0.5, 0.5]
    for dtype in ("int64", "float64"):  # shapes that do not broadcast: PyTorch's RuntimeError, not NumPy's ValueError
        x = specgrad.zeros(2, dtype=getattr(specgrad, dtype))
        with pytest.raises(RuntimeError, match="must match the size"):
            x += specgrad.zeros(3, dtype=x.dtype)
        with pytest.raises(RuntimeError, match="doesn't match the broadcast shape"):
            x.mul_(specgrad.zeros(2, 2, dtype=x.dtype))


def test_inplace_comparisons_and_aliases_match_pytorch():
    """x.lt_(y), x.eq_(...) write 0/1 in x's dtype; logical_and_ too; the aliases (greater_, clip_, absolute_,
    subtract_, ...) and torch-level in-place functions (torch.exp_(x)) run the same ops, as PyTorch's."""
    torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
    values = np.array([[0.5, -1.0, 2.0], [0.0, 3.0, -0.25]])
    other = np.array([0.5, 1.0, -1.0])
    calls = [lambda lib, x: x.lt_(0.5), lambda lib, x: x.eq_(lib.tensor(other)), lambda lib, x: x.ne_(0.5),
             lambda lib, x: x.ge_(lib.tensor(other)), lambda lib, x: x.greater_(0.0), lambda lib, x: x.less_equal_(2),
             lambda lib, x: x.not_equal_(lib.tensor(other)), lambda lib, x: x.logical_xor_(lib.tensor(other)),
             lambda lib, x: x.logical_and_(lib.tensor(other)), lambda lib, x: x.logical_not_(),
             lambda lib, x: lib.clip_(x, -0.5, 1.0), lambda lib, x: x.absolute_(), lambda lib, x: x.subtract_(1.5),
             lambda lib, x: x.multiply_(lib.tensor(other)), lambda lib, x: x.divide_(2, rounding_mode="floor"),
             lambda lib, x: x.true_divide_(4), lambda lib, x: lib.exp_(x), lambda lib, x: lib.relu_(x),
             lambda lib, x: lib.sigmoid_(x), lambda lib, x: lib.xlogy_(x, 2.0), lambda lib, x: lib.fix_(x),
             lambda lib, x: x.clamp_min_(0.25), lambda lib, x: lib.negative_(x)]
    for k, call in enumerate(calls):
        for dtype in ("float64", "int64"):
            if dtype == "int64" and k >= 10:
                continue
            ours = specgrad.tensor(values).to(getattr(specgrad, dtype))
            theirs = torch.tensor(values).to(getattr(torch, dtype))
            assert call(specgrad, ours) is ours and call(torch, theirs) is theirs
            assert ours.dtype.name == str(theirs.dtype).split(".")[1], k
            np.testing.assert_array_equal(ours.numpy(), theirs.numpy(), err_msg=str(k))


def test_non_differentiable_inplace_write_gives_a_zero_gradient():
    """(x * 2).eq_(2) in a graph: the value no longer depends on x, whose gradient is 0, as PyTorch's (the
    tensor's former grad_fn must not pass gradients through the value the write replaced)."""
    torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
    grads = []
    for lib in (specgrad, torch):
        x = lib.tensor([1.0, 2.0, 3.0], dtype=lib.float64, requires_grad=True)
        y = x * 2
        y.eq_(2.0)
        z = y * x
        assert y.requires_grad
        z.sum().backward()
        grads.append(np.asarray(x.grad.tolist()))
    np.testing.assert_array_equal(grads[0], grads[1])


def test_composite_inplace_ops_and_float_power_match_pytorch():
    """In-place variants of composites (ldexp_, mvlgamma_) write the composite's result and keep its gradient;
    float_power_ only into float64, as PyTorch's."""
    torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
    values = np.array([1.5, 2.25, 3.0])
    grads = []
    for lib in (specgrad, torch):
        x = lib.tensor(values, dtype=lib.float64, requires_grad=True)
        y = x * 1.0
        y = y.ldexp_(lib.tensor([1, 2, 3])) * 1.0  # (PyTorch's ldexp_ and mvlgamma_ save what the next would modify)
        y = y.mvlgamma_(2) * 1.0
        y.float_power_(2)
        y.sum().backward()
        grads.append((y.detach().numpy(), x.grad.numpy()))
        with pytest.raises(RuntimeError, match="float_power_ has dtype Float"):
            lib.tensor([1.0]).float_power_(2)
    np.testing.assert_allclose(grads[0][0], grads[1][0], rtol=1e-12)
    np.testing.assert_allclose(grads[0][1], grads[1][1], rtol=1e-12)


def test_writes_into_a_diagonal_view_reach_the_base_as_in_pytorch():
    # was: NumPy's diagonal view is read-only, so t.diagonal().fill_(v) raised the expand() error
    torch = pytest.importorskip("torch")
    results = []
    for lib in (specgrad, torch):
        t = lib.zeros(3, 4)
        t.diagonal(1).fill_(5.0)
        t.diagonal().add_(1)
        u = lib.arange(24.0).reshape(2, 3, 4)
        u.diagonal(-1, 0, 2).mul_(10)
        results.append((t.tolist(), u.tolist()))
    assert results[0] == results[1]
    with pytest.raises(RuntimeError, match="more than one element of the written-to tensor"):
        specgrad.ones(3).expand(3, 3).diagonal().fill_(2.0)  # a broadcast view stays read-only
