"""specgrad.autograd.function: custom ops with a hand-written backward, as torch.autograd.Function."""
import numpy as np
import pytest

import specgrad
from specgrad import autograd
from specgrad.autograd.errors import BACKWARD_TWICE
from specgrad.autograd.function import Function, once_differentiable
from specgrad.autograd.graph import AccumulateGrad


class Cube(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return grad * 3 * x ** 2


class Scale(Function):
    """x * k for a Python number k (a non-tensor argument)."""

    @staticmethod
    def forward(ctx, x, k):
        ctx.k = k
        return x * k

    @staticmethod
    def backward(ctx, grad):
        return grad * ctx.k, None


def leaf(values, dtype=np.float64):
    return specgrad.tensor(np.array(values, dtype=dtype), requires_grad=True)


def test_cube_gradient_matches_finite_differences():
    """Cube's hand-written backward agrees with central differences (gradcheck, float64)."""
    assert autograd.gradcheck(Cube.apply, (leaf([0.5, -1.2, 2.0]),))


def test_cube_gradient_value():
    """Cube's gradient is 3x^2."""
    x = leaf([1.0, -2.0, 3.0])
    Cube.apply(x).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [3.0, 12.0, 27.0])


def torch_cube(torch):
    """Cube written as a torch.autograd.Function: the oracle for specgrad's."""
    class TorchCube(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x ** 3

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return grad * 3 * x ** 2
    return TorchCube


def test_cube_matches_torch_function():
    """Gradients equal those of the same op written as a torch.autograd.Function."""
    torch = pytest.importorskip("torch")

    TorchCube = torch_cube(torch)

    values = np.array([0.3, -1.5, 2.2])
    weights = np.array([1.0, -2.0, 0.5])
    x = leaf(values)
    (Cube.apply(x) * specgrad.tensor(weights)).sum().backward()
    tx = torch.tensor(values, requires_grad=True)
    (TorchCube.apply(tx) * torch.tensor(weights)).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), tx.grad.numpy())


def test_double_backward_through_specgrad_ops():
    """A backward written with specgrad ops is differentiable: gradgradcheck passes, d2/dx2 x^3 = 6x."""
    x = leaf([0.5, -1.2, 2.0])
    assert autograd.gradgradcheck(Cube.apply, (x,))
    (g,) = autograd.grad(Cube.apply(x).sum(), x, create_graph=True)
    assert g.grad_fn is not None
    (h,) = autograd.grad(g.sum(), x)
    np.testing.assert_allclose(h.numpy(), 6 * x.detach().numpy())


def test_double_backward_matches_torch():
    """Second derivatives through a custom Function equal PyTorch's."""
    torch = pytest.importorskip("torch")

    TorchCube = torch_cube(torch)

    values = np.array([0.7, -1.1])
    x, tx = leaf(values), torch.tensor(values, requires_grad=True)
    (g,) = autograd.grad((Cube.apply(x) * x).sum(), x, create_graph=True)
    (tg,) = torch.autograd.grad((TorchCube.apply(tx) * tx).sum(), tx, create_graph=True)
    (h,) = autograd.grad((g * g).sum(), x)
    (th,) = torch.autograd.grad((tg * tg).sum(), tx)
    np.testing.assert_allclose(h.numpy(), th.numpy())


def test_grad_fn_name_and_next_functions():
    """The node is CubeBackward and its next_functions lead to the inputs' nodes."""
    x = leaf([1.0, 2.0])
    y = Cube.apply(x)
    assert y.grad_fn.name() == "CubeBackward" and type(y.grad_fn).__name__ == "CubeBackward"
    assert "CubeBackward" in repr(y)
    (node, nr), = y.grad_fn.next_functions
    assert isinstance(node, AccumulateGrad) and node.variable is x and nr == 0
    z = Cube.apply(x * 2)
    assert z.grad_fn.next_functions[0][0].name() == "MulBackward0"
    assert type(z.grad_fn) is type(y.grad_fn)  # one node class per Function, reused


def test_needs_input_grad_and_ctx_attributes():
    """ctx.needs_input_grad has one bool per argument; attributes set in forward reach backward."""
    seen = {}

    class Mul(Function):
        @staticmethod
        def forward(ctx, a, b, k):
            ctx.constant = 3
            ctx.save_for_backward(a, b)
            seen["needs"] = ctx.needs_input_grad
            return a * b * k

        @staticmethod
        def backward(ctx, grad):
            a, b = ctx.saved_tensors
            seen["constant"] = ctx.constant
            return (grad * b * 2 if ctx.needs_input_grad[0] else None,
                    grad * a * 2 if ctx.needs_input_grad[1] else None, None)

    a, b = leaf([1.0, 2.0]), specgrad.tensor([3.0, 4.0])
    y = Mul.apply(a, b, 2)
    y.sum().backward()
    assert seen == {"needs": (True, False, False), "constant": 3}
    assert y.grad_fn.next_functions[1] == (None, 0)
    np.testing.assert_allclose(a.grad.numpy(), [6.0, 8.0])


def test_non_tensor_argument():
    """A Python number argument takes no gradient: backward returns None for it."""
    x = leaf([1.0, 2.0])
    y = Scale.apply(x, 2.5)
    assert len(y.grad_fn.next_functions) == 1
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [2.5, 2.5])


def test_forward_runs_under_no_grad():
    """Inside forward nothing is recorded; outside, the output's only node is the Function's."""
    modes = []

    class Probe(Function):
        @staticmethod
        def forward(ctx, x):
            modes.append(specgrad.is_grad_enabled())
            y = x * 2
            modes.append(y.requires_grad)
            return y

        @staticmethod
        def backward(ctx, grad):
            return grad * 2

    y = Probe.apply(leaf([1.0]))
    assert modes == [False, False] and y.grad_fn.name() == "ProbeBackward"


def test_apply_under_no_grad_records_nothing():
    """Under no_grad (or with no input requiring grad) the output has no grad_fn."""
    x = leaf([1.0, 2.0])
    with specgrad.no_grad():
        y = Cube.apply(x)
    assert y.grad_fn is None and not y.requires_grad
    assert Cube.apply(specgrad.tensor([1.0])).grad_fn is None


class SplitTwo(Function):
    """(2x, 3x); backward records what it received."""
    received = []

    @staticmethod
    def forward(ctx, x, materialize=True):
        ctx.set_materialize_grads(materialize)
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, g2, g3):
        SplitTwo.received.append((g2, g3))
        total = g2 * 2 if g3 is None else g2 * 2 + g3 * 3
        return total, None


def test_multiple_outputs_one_unused():
    """With one of two outputs unused, backward gets zeros for it, and the right gradient."""
    SplitTwo.received.clear()
    x = leaf([1.0, 2.0])
    a, b = SplitTwo.apply(x)
    assert a.grad_fn is b.grad_fn and (a._output_nr, b._output_nr) == (0, 1)
    a.sum().backward()
    (g2, g3), = SplitTwo.received
    np.testing.assert_array_equal(g3.numpy(), [0.0, 0.0])
    np.testing.assert_allclose(x.grad.numpy(), [2.0, 2.0])
    x.grad = None
    a, b = SplitTwo.apply(x)
    (a + b).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [5.0, 5.0])


def test_set_materialize_grads_false_passes_none():
    """set_materialize_grads(False): the unused output's gradient arrives as None."""
    SplitTwo.received.clear()
    x = leaf([1.0, 2.0])
    a, _ = SplitTwo.apply(x, False)
    a.sum().backward()
    assert SplitTwo.received[0][1] is None
    np.testing.assert_allclose(x.grad.numpy(), [2.0, 2.0])


def test_mark_non_differentiable():
    """A marked float output does not require grad; backward gets zeros for it."""
    received = []

    class WithConstant(Function):
        @staticmethod
        def forward(ctx, x):
            ones = x * 0 + 1
            ctx.mark_non_differentiable(ones)
            return x * 2, ones

        @staticmethod
        def backward(ctx, grad, grad_ones):
            received.append(grad_ones)
            return grad * 2

    x = leaf([1.0, 5.0, 2.0])
    doubled, ones = WithConstant.apply(x)
    assert doubled.requires_grad and not ones.requires_grad and ones.grad_fn is None
    (doubled * ones).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [2.0, 2.0, 2.0])
    np.testing.assert_array_equal(received[0].numpy(), [0.0, 0.0, 0.0])


class AddOneInPlace(Function):
    @staticmethod
    def forward(ctx, x):
        x.add_(1)
        ctx.mark_dirty(x)
        return x

    @staticmethod
    def backward(ctx, grad):
        return grad


def test_mark_dirty_rebases_input():
    """An input modified in forward and marked dirty is returned, now an output of the Function."""
    a = leaf([1.0, 2.0])
    x = a * 2
    version = x._version
    y = AddOneInPlace.apply(x)
    assert y is x and x.grad_fn.name() == "AddOneInPlaceBackward"
    assert x._version == version + 2  # the add_ in forward, and mark_dirty (as in PyTorch)
    np.testing.assert_allclose(x.detach().numpy(), [3.0, 5.0])
    (x * x).sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), [12.0, 20.0])  # d/da (2a+1)^2


def test_mark_dirty_saves_modified_value():
    """Saving a tensor that forward then modifies in place is fine: saves are taken after forward."""

    class ExpInPlace(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            x.exp_()
            ctx.mark_dirty(x)
            return x

        @staticmethod
        def backward(ctx, grad):
            (result,) = ctx.saved_tensors
            return grad * result

    a = leaf([0.0, 1.0])
    ExpInPlace.apply(a * 1).sum().backward()
    np.testing.assert_allclose(a.grad.numpy(), np.exp([0.0, 1.0]))


def test_mark_dirty_by_writing_data():
    """A write through x._data marked dirty still bumps x's version, so earlier saves see it."""

    class Double(Function):
        @staticmethod
        def forward(ctx, x):
            x._data *= 2
            ctx.mark_dirty(x)
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad * 2

    a = leaf([1.0, 2.0])
    x = a + 0
    saver = x * a  # MulBackward0 saves x
    Double.apply(x)
    assert x._version == 1
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        saver.sum().backward()


def test_mark_dirty_leaf_refused():
    """mark_dirty on a leaf that requires grad is PyTorch's leaf error."""
    with pytest.raises(RuntimeError, match="a leaf Variable that requires grad has been used in an in-place"):
        AddOneInPlace.apply(leaf([1.0]))


def test_mark_dirty_must_be_returned():
    """A tensor marked dirty but not returned is an error."""

    class Forgot(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.mark_dirty(x)
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grad

    with pytest.raises(RuntimeError, match="marked as dirty during the forward method were not returned"):
        Forgot.apply(leaf([1.0]) * 1)


def test_input_returned_unchanged_is_new_tensor():
    """An input returned as is comes back as a new tensor sharing its data; the input stays a leaf."""

    class Identity(Function):
        @staticmethod
        def forward(ctx, x):
            return x

        @staticmethod
        def backward(ctx, grad):
            return grad * 2

    x = leaf([1.0, 2.0])
    y = Identity.apply(x)
    assert y is not x and x.is_leaf and y.grad_fn.name() == "IdentityBackward"
    assert np.shares_memory(y._data, x._data)
    y.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [2.0, 2.0])
    with specgrad.no_grad():
        x.add_(1)
    assert y._version == x._version == 1  # the alias shares x's version counter


def test_saved_tensor_modified_raises_version_error():
    """A saved input changed in place after the call makes saved_tensors raise PyTorch's error."""
    x = leaf([1.0, 2.0, 3.0], np.float32)
    y = Cube.apply(x)
    with specgrad.no_grad():
        x.mul_(2)
    with pytest.raises(RuntimeError, match=r"modified by an inplace operation: \[specgrad.FloatTensor \[3\]\] "
                                           r"is at version 1; expected version 0 instead"):
        y.sum().backward()


def test_saved_output_modified_names_the_function():
    """A saved output modified in place is reported as output 0 of the Function's node."""

    class Exp(Function):
        @staticmethod
        def forward(ctx, x):
            result = x.exp()
            ctx.save_for_backward(result)
            return result

        @staticmethod
        def backward(ctx, grad):
            (result,) = ctx.saved_tensors
            return grad * result

    y = Exp.apply(leaf([0.0, 1.0, 2.0], np.float32))
    y.add_(1)
    with pytest.raises(RuntimeError, match=r"\[specgrad.FloatTensor \[3\]\], which is output 0 of ExpBackward, "
                                           r"is at version 1; expected version 0 instead"):
        y.sum().backward()


def test_saved_tensors_after_backward_raise():
    """After backward has freed them, saved_tensors raises the backward-twice error; retain_graph keeps them."""
    x = leaf([1.0, 2.0])
    y = Cube.apply(x)
    y.sum().backward(retain_graph=True)
    assert y.grad_fn.saved_tensors[0] is x
    y.sum().backward()
    with pytest.raises(RuntimeError) as info:
        y.grad_fn.saved_tensors
    assert str(info.value) == BACKWARD_TWICE
    with pytest.raises(RuntimeError, match="Trying to backward through the graph a second time"):
        y.sum().backward()


def test_wrong_number_of_gradients():
    """backward returning too many or too few values is PyTorch's error; extra Nones are allowed."""

    class TooMany(Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            return grad * 2, grad

    class TooFew(Scale):
        @staticmethod
        def backward(ctx, grad):
            return grad * ctx.k

    class ExtraNone(TooMany):
        @staticmethod
        def backward(ctx, grad):
            return grad * 2, None, None

    with pytest.raises(RuntimeError, match=r"function TooManyBackward returned an incorrect number of gradients "
                                           r"\(expected 1, got 2\)"):
        TooMany.apply(leaf([1.0])).sum().backward()
    with pytest.raises(RuntimeError, match=r"function TooFewBackward returned an incorrect number of gradients "
                                           r"\(expected 2, got 1\)"):
        TooFew.apply(leaf([1.0]), 3.0).sum().backward()
    x = leaf([1.0])
    ExtraNone.apply(x).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [2.0])


def test_gradient_for_non_tensor_argument_raises():
    """A gradient returned for a non-tensor argument is refused, as in PyTorch."""

    class Bad(Scale):
        @staticmethod
        def backward(ctx, grad):
            return grad, grad

    with pytest.raises(RuntimeError, match="returned a gradient different than None at position 2"):
        Bad.apply(leaf([1.0]), 2.0).sum().backward()


class OnceCube(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    @once_differentiable
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        assert not specgrad.is_grad_enabled()
        return specgrad.tensor(3 * x._data ** 2 * grad._data)  # NumPy inside: no graph possible


def test_once_differentiable_first_derivative():
    """A once_differentiable backward gives the right gradient, also under create_graph."""
    x = leaf([1.0, 2.0])
    OnceCube.apply(x).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [3.0, 12.0])
    (g,) = autograd.grad(OnceCube.apply(x).sum(), x, create_graph=True)
    np.testing.assert_allclose(g.detach().numpy(), [3.0, 12.0])


def test_once_differentiable_refuses_second_derivative():
    """Differentiating a once_differentiable backward's result raises PyTorch's error."""
    x = leaf([1.0, 2.0])
    (g,) = autograd.grad(OnceCube.apply(x).sum(), x, create_graph=True)
    assert g.requires_grad
    with pytest.raises(RuntimeError, match="trying to differentiate twice a function that was marked with "
                                           "@once_differentiable"):
        g.sum().backward()


def test_setup_context_style():
    """PyTorch 2 style: forward without ctx, and setup_context(ctx, inputs, output)."""

    class Square(Function):
        @staticmethod
        def forward(x):
            return x * x

        @staticmethod
        def setup_context(ctx, inputs, output):
            ctx.save_for_backward(inputs[0])

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return grad * 2 * x

    x = leaf([1.0, -3.0])
    Square.apply(x).sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [2.0, -6.0])


def test_save_for_backward_rejects_non_tensors():
    """save_for_backward takes tensors or None only."""

    class SavesNumber(Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x, 3)
            return x * 1

    with pytest.raises(TypeError, match="save_for_backward can only save variables, but argument 1 is of type int"):
        SavesNumber.apply(leaf([1.0]))
