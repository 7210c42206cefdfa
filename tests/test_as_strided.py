"""as_strided over views: strides and offsets count in the input's storage, as PyTorch's; the gradient
sums into storage and reads back where the input lies (averaged over an expanded input's copies)."""
import numpy as np
import pytest

import specgrad

torch = pytest.importorskip("torch")

VIEWS = {"slice": lambda x: x[1:, 2:], "transposed": lambda x: x.t(), "expanded": lambda x: x[:1].expand(3, 6),
         "copy": lambda x: x * 1}
GEOMETRIES = [((2, 3), (1, 2), None), ((3,), (4,), 2), ((2, 2), (0, 1), None), ((4, 3), (1, 1), 1)]


@pytest.mark.parametrize("view", VIEWS)
@pytest.mark.parametrize("size, stride, offset", GEOMETRIES)
def test_as_strided_of_a_view_matches_pytorch(view, size, stride, offset):
    base = np.arange(24.0).reshape(4, 6)
    outcomes = []
    for lib in (specgrad, torch):
        x = lib.tensor(base).requires_grad_()
        v = VIEWS[view](x)
        out = v.as_strided(size, stride) if offset is None else lib.as_strided(v, size, stride, offset)
        seed = lib.tensor(np.arange(out.numel(), dtype=np.float64).reshape(size) - 2.5)
        grad, = lib.autograd.grad(out, x, seed)
        outcomes.append((out.detach().numpy().tolist(), grad.numpy().tolist(), v.storage_offset(), tuple(v.stride()),
                         out.storage_offset(), tuple(out.stride())))
    assert outcomes[0] == outcomes[1]


def test_as_strided_is_a_view_and_differentiates_twice():
    x = specgrad.zeros(6)
    x.as_strided((2,), (2,), 1).add_(1)
    assert x.tolist() == [0, 1, 0, 1, 0, 0]
    y = specgrad.tensor(np.arange(6.0)).requires_grad_()
    assert specgrad.autograd.gradgradcheck(lambda t: t[:1].expand(3, 2).as_strided((2, 2), (1, 1)) ** 2, (y,))


@pytest.mark.parametrize("size, stride, offset, message", [
    ((2, 2), (1,), None, "mismatch in length of strides and shape"),
    ((2,), (-1,), None, "Negative strides are not supported"),
    ((4,), (2,), None, "out of bounds for storage of size 24"),
    ((2,), (1,), -1, "invalid storage offset -1"),
])
def test_as_strided_errors(size, stride, offset, message):
    with pytest.raises(RuntimeError, match=message):
        specgrad.as_strided(specgrad.arange(6.0), size, stride, offset)


@pytest.mark.parametrize("permutation", [(1, 0, 2), (2, 0, 1), (0, 2, 1)])
def test_contiguous_of_a_permuted_tensor_is_c_ordered_and_views_as_pytorch(permutation):
    # was: contiguous() cloned with clone's default preserve_format, which kept the permuted strides, so the
    # tutorial idiom x.permute(...).contiguous().view(-1) raised "view size is not compatible"
    torch = pytest.importorskip("torch")
    results = []
    for lib in (specgrad, torch):
        x = lib.arange(24.0).reshape(2, 3, 4).requires_grad_()
        c = x.permute(*permutation).contiguous()
        flat = c.view(-1)
        (flat * lib.arange(24.0)).sum().backward()
        results.append((c.is_contiguous(), tuple(c.stride()), flat.tolist(), x.grad.tolist()))
    assert results[0] == results[1]
