"""scaled_dot_product_attention's dropout (random, so not in the generated tests) and its errors."""
import numpy as np
import pytest

import specgrad
import specgrad.nn.functional as F


def _qkv(seed=0):
    rng = np.random.default_rng(seed)
    return [specgrad.tensor(rng.standard_normal(shape)) for shape in ((2, 3, 5), (2, 4, 5), (2, 4, 6))]


def test_dropout_draws_from_the_default_generator():
    q, k, v = _qkv()
    specgrad.manual_seed(3)
    first = F.scaled_dot_product_attention(q, k, v, dropout_p=0.4)
    specgrad.manual_seed(3)
    again = F.scaled_dot_product_attention(q, k, v, dropout_p=0.4)
    plain = F.scaled_dot_product_attention(q, k, v)
    np.testing.assert_array_equal(first.numpy(), again.numpy())
    assert not np.allclose(first.numpy(), plain.numpy())


def test_dropout_keeps_the_expectation_and_its_gradient_flows_through_the_kept_weights():
    q, k, v = _qkv(1)
    plain = F.scaled_dot_product_attention(q, k, v).numpy()
    mean = np.mean([F.scaled_dot_product_attention(q, k, v, dropout_p=0.25).numpy() for _ in range(3000)], axis=0)
    np.testing.assert_allclose(mean, plain, atol=0.05)
    v.requires_grad_()
    specgrad.manual_seed(5)
    F.scaled_dot_product_attention(q, k, v, dropout_p=0.5).sum().backward()
    specgrad.manual_seed(5)
    weights = F.scaled_dot_product_attention(q, k, specgrad.eye(4, dtype=specgrad.float64).expand(2, 4, 4),
                                             dropout_p=0.5)
    # out = weights' @ v: the gradient for v is the column sums of the dropped, rescaled weights
    np.testing.assert_allclose(v.grad.numpy(), np.broadcast_to(weights.numpy().sum(1)[..., None], (2, 4, 6)))


def test_dropout_p_one_gives_zeros_and_above_one_raises():
    q, k, v = _qkv()
    assert not F.scaled_dot_product_attention(q, k, v, dropout_p=1.0).numpy().any()
    with pytest.raises(RuntimeError, match="dropout probability has to be between 0 and 1, but got 1.5"):
        F.scaled_dot_product_attention(q, k, v, dropout_p=1.5)


def test_errors_as_pytorch():
    q, k, v = _qkv()
    with pytest.raises(RuntimeError, match="Explicit attn_mask should not be set when is_causal=True"):
        F.scaled_dot_product_attention(q, k, v, attn_mask=specgrad.ones(3, 4, dtype=specgrad.bool), is_causal=True)
    with pytest.raises(RuntimeError, match="to have the same dtype"):
        F.scaled_dot_product_attention(q, k.float(), v)
    with pytest.raises(RuntimeError, match="attn_mask dtype to be bool or float"):
        F.scaled_dot_product_attention(q, k, v, attn_mask=specgrad.ones(3, 4, dtype=specgrad.int64))
    with pytest.raises(RuntimeError, match="does not broadcast"):
        F.scaled_dot_product_attention(q, k, v, attn_mask=specgrad.ones(5, 4))
    with pytest.raises(RuntimeError, match="must divide the number of heads"):
        F.scaled_dot_product_attention(q, k[:, None].expand(2, 3, 4, 5), v[:, None].expand(2, 3, 4, 6),
                                       enable_gqa=True)
