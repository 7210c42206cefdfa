"""Ops that return several tensors (split, chunk, unbind, tensor_split, meshgrid: `-> Tensor[]` in
derivatives.yaml) and shape views, beyond what the generated tests check."""
import numpy as np
import pytest

import specgrad


def test_split_outputs_share_one_node_with_their_index():
    x = specgrad.randn(5, 3, requires_grad=True)
    pieces = specgrad.split(x, 2)
    assert len(pieces) == 3
    assert all(p.grad_fn is pieces[0].grad_fn for p in pieces)
    assert [p._output_nr for p in pieces] == [0, 1, 2]
    assert pieces[0].grad_fn.name() == "SplitBackward0"


def test_a_piece_without_gradient_gets_zeros():
    x = specgrad.randn(5, 3, requires_grad=True)
    a, b, c = x.split(2)
    (b * 3).sum().backward()
    expected = np.zeros((5, 3))
    expected[2:4] = 3
    np.testing.assert_allclose(x.grad.numpy(), expected)


def test_double_backward_through_unbind_with_one_piece_used():
    x = specgrad.randn(3, 2, requires_grad=True, dtype=specgrad.float64)
    rows = specgrad.unbind(x)
    y = (rows[1] ** 3).sum()
    (g,) = specgrad.autograd.grad(y, x, create_graph=True)
    g.sum().backward()
    expected = np.zeros((3, 2))
    expected[1] = 6 * x.detach().numpy()[1]
    np.testing.assert_allclose(x.grad.numpy(), expected)


def test_split_pieces_are_views_of_the_input():
    x = specgrad.arange(6.0)
    a, b = x.split(3)
    x.add_(1)
    np.testing.assert_allclose(b.numpy(), [4.0, 5.0, 6.0])


def test_meshgrid_takes_varargs_or_a_list():
    x, y = specgrad.arange(3.0), specgrad.arange(2.0)
    for grids in (specgrad.meshgrid(x, y), specgrad.meshgrid([x, y])):
        assert [tuple(g.shape) for g in grids] == [(3, 2), (3, 2)]
    assert tuple(specgrad.meshgrid(x, y, indexing="xy")[0].shape) == (2, 3)
    assert tuple(specgrad.meshgrid(x, y, indexing=None)[0].shape) == (3, 2)  # found by the fuzzer
    with pytest.raises(RuntimeError, match="indexing"):
        specgrad.meshgrid(x, y, indexing="yx")


def test_clone_memory_format():
    x = specgrad.randn(3, 4).t()
    assert not x.clone(memory_format=specgrad.contiguous_format).numpy().flags.f_contiguous
    assert x.clone(memory_format=specgrad.preserve_format).numpy().flags.f_contiguous
    with pytest.raises(TypeError):
        x.clone(memory_format="contiguous")


@pytest.mark.parametrize("source, destination, error", [
    ([0], [], RuntimeError),        # lengths differ: checked first, also on a 0-d tensor (found by the fuzzer)
    ([0, 0], [1, 2], RuntimeError),  # a repeated dim
    ([3], [0], IndexError),
])
def test_movedim_refuses_as_pytorch(source, destination, error):
    x = specgrad.zeros(2, 3, 4) if source != [0] else specgrad.tensor(1.0)
    with pytest.raises(error):
        specgrad.movedim(x, source, destination)


def test_meshgrid_output_requires_grad_only_where_its_input_does():
    """Found by the fuzzer: output i of meshgrid is a view of input i alone, as in PyTorch."""
    x, y = specgrad.arange(3.0).requires_grad_(), specgrad.arange(2.0)
    gx, gy = specgrad.meshgrid(x, y)
    assert gx.requires_grad and not gy.requires_grad
    gx.sum().backward()
    np.testing.assert_allclose(x.grad.numpy(), [2.0, 2.0, 2.0])


@pytest.mark.parametrize("call", [
    lambda x: specgrad.split(x, 2, 1), lambda x: specgrad.split(x, [1], 1), lambda x: specgrad.chunk(x, 2, 1),
    lambda x: specgrad.tensor_split(x, 2, 1), lambda x: specgrad.tensor_split(x, [1], 1),
    lambda x: specgrad.narrow(x, 1, 0, 1),
])
def test_0d_input_refused_before_its_dim_is_checked(call):
    """Found by the fuzzer: PyTorch's RuntimeError for a 0-d input comes before the dim's IndexError;
    a dim out of range of a real tensor is still an IndexError."""
    with pytest.raises(RuntimeError):
        call(specgrad.tensor(1.0))
    with pytest.raises(IndexError):
        call(specgrad.zeros(3))


def test_negative_repeat_of_an_empty_dim():
    """Found by the fuzzer: tile/repeat refuse a negative repeat only where it makes a negative size."""
    x = specgrad.zeros(0, requires_grad=True)
    y = specgrad.tile(x, [-2])
    assert tuple(y.shape) == (0,)
    y.sum().backward()
    assert tuple(x.grad.shape) == (0,)
    with pytest.raises(RuntimeError, match="negative dimension -4"):
        specgrad.tile(specgrad.zeros(2), [-2])
