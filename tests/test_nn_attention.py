"""nn.MultiheadAttention and the Transformer layers against PyTorch with the same weights: outputs, attention
weights, and the gradients of the inputs and every parameter; PyTorch's errors, names, init and repr."""
import warnings

import numpy as np
import pytest

import specgrad
import specgrad.nn as nn
from specgrad.autograd import gradcheck
from specgrad.nn.modules.transformer import LayerNorm  # nn.LayerNorm, or its stand-in before the merge

torch = pytest.importorskip("torch")
pytestmark = [pytest.mark.filterwarnings("ignore:enable_nested_tensor is True"),
              pytest.mark.filterwarnings("ignore:The PyTorch API of nested tensors is in prototype stage")]

TOL = {"float64": dict(rtol=1e-9, atol=1e-11), "float32": dict(rtol=2e-4, atol=2e-5)}


def _load(theirs, ours):
    result = ours.load_state_dict({k: specgrad.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    assert not result.missing_keys and not result.unexpected_keys


def _pair(name, *args, dtype="float64", **kwargs):
    theirs = getattr(torch.nn, name)(*args, **kwargs).to(getattr(torch, dtype))
    ours = getattr(nn, name)(*args, **kwargs).to(getattr(specgrad, dtype))
    _load(theirs, ours)
    return theirs, ours


def _id(value):
    return "-".join(f"{k}={v}" for k, v in value.items()) or "default" if isinstance(value, dict) else str(value)


def _check_backward(outs_t, outs_s, leaves_t, leaves_s, theirs, ours, tol, seed=0):
    """Outputs equal; then sum(out_i * w_i) with random w_i back-propagated: every gradient equal."""
    outs_t = [o for o in outs_t if o is not None]
    outs_s = [o for o in outs_s if o is not None]
    assert len(outs_t) == len(outs_s)
    rng = np.random.default_rng(seed)
    total_t = total_s = 0
    for a, b in zip(outs_t, outs_s):
        assert tuple(a.shape) == tuple(b.shape)
        np.testing.assert_allclose(b.detach().numpy(), a.detach().numpy(), **tol)
        weight = rng.standard_normal(tuple(a.shape)).astype(a.detach().numpy().dtype)
        total_t = total_t + (a * torch.tensor(weight)).sum()
        total_s = total_s + (b * specgrad.tensor(weight)).sum()
    total_t.backward()
    total_s.backward()
    for a, b in zip(leaves_t, leaves_s):
        np.testing.assert_allclose(b.grad.numpy(), a.grad.numpy(), **tol)
    for (name_t, p_t), (name_s, p_s) in zip(theirs.named_parameters(), ours.named_parameters()):
        assert name_t == name_s
        np.testing.assert_allclose(p_s.grad.numpy(), p_t.grad.numpy(), err_msg=name_t, **tol)


def _leaves(arrays):
    return ([torch.tensor(a, requires_grad=True) for a in arrays],
            [specgrad.tensor(a, requires_grad=True) for a in arrays])


# ---------------------------------------------------------------------------------------------- MultiheadAttention

MHA_MODULES = [
    dict(),
    dict(batch_first=True),
    dict(kdim=5, vdim=3),
    dict(add_bias_kv=True, add_zero_attn=True),
    dict(bias=False, batch_first=True),
]
MHA_CALLS = [
    dict(),
    dict(need_weights=False),
    dict(average_attn_weights=False),
    dict(masks="bool"),
    dict(masks="float", need_weights=False),
    dict(masks="causal", is_causal=True),
    dict(masks="causal", is_causal=True, need_weights=False),
]


def _masks(kind, lib, batch, heads, tgt, src, dtype):
    """attn_mask and key_padding_mask of the kind asked for, in lib's tensors."""
    rng = np.random.default_rng(11)
    if kind == "bool":
        padding = np.zeros((batch, src), bool)
        padding[0, -2:] = True
        attn = np.triu(np.ones((tgt, src), bool), 2)
        return dict(attn_mask=lib.tensor(attn), key_padding_mask=lib.tensor(padding))
    if kind == "float":
        attn = rng.standard_normal((batch * heads, tgt, src)).astype(dtype)
        padding = np.where(rng.random((batch, src)) < 0.3, -np.inf, 0.0).astype(dtype)
        padding[:, 0] = 0
        return dict(attn_mask=lib.tensor(attn), key_padding_mask=lib.tensor(padding))
    if kind == "causal":
        return dict(attn_mask=lib.tensor(np.triu(np.full((tgt, src), -np.inf), 1).astype(dtype)))
    return {}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("call", MHA_CALLS, ids=_id)
@pytest.mark.parametrize("module", MHA_MODULES, ids=_id)
def test_multihead_attention_matches_pytorch(module, call, dtype):
    torch.manual_seed(0)
    embed, heads, tgt, batch = 8, 2, 4, 3
    src = tgt if call.get("masks") == "causal" else 5
    theirs, ours = _pair("MultiheadAttention", embed, heads, dtype=dtype, **module)
    rng = np.random.default_rng(1)
    bf = module.get("batch_first", False)

    def shape(length, features):
        return (batch, length, features) if bf else (length, batch, features)
    arrays = [rng.standard_normal(s).astype(dtype) for s in
              (shape(tgt, embed), shape(src, module.get("kdim", embed)), shape(src, module.get("vdim", embed)))]
    leaves_t, leaves_s = _leaves(arrays)
    call = dict(call)
    kind = call.pop("masks", None)
    masks_t = _masks(kind, torch, batch, heads, tgt, src, dtype)
    masks_s = _masks(kind, specgrad, batch, heads, tgt, src, dtype)
    outs_t = theirs(*leaves_t, **call, **masks_t)
    outs_s = ours(*leaves_s, **call, **masks_s)
    assert (outs_s[1] is None) == (outs_t[1] is None)
    _check_backward(outs_t, outs_s, leaves_t, leaves_s, theirs, ours, TOL[dtype])


@pytest.mark.parametrize("need_weights", [True, False])
@pytest.mark.parametrize("same_tensor", ["self", "key_is_value", "separate"])
def test_self_attention_and_shared_key_value_paths(same_tensor, need_weights):
    """PyTorch projects q, k, v with one matmul when query is key is value, two when key is value: all agree."""
    torch.manual_seed(1)
    theirs, ours = _pair("MultiheadAttention", 6, 3, batch_first=True)
    rng = np.random.default_rng(2)
    (x_t, y_t, z_t), (x_s, y_s, z_s) = _leaves([rng.standard_normal((2, 4, 6)) for _ in range(3)])
    args_t = {"self": (x_t, x_t, x_t), "key_is_value": (x_t, y_t, y_t), "separate": (x_t, y_t, z_t)}[same_tensor]
    args_s = {"self": (x_s, x_s, x_s), "key_is_value": (x_s, y_s, y_s), "separate": (x_s, y_s, z_s)}[same_tensor]
    outs_t = theirs(*args_t, need_weights=need_weights)
    outs_s = ours(*args_s, need_weights=need_weights)
    used = {"self": 1, "key_is_value": 2, "separate": 3}[same_tensor]
    _check_backward(outs_t, outs_s, [x_t, y_t, z_t][:used], [x_s, y_s, z_s][:used], theirs, ours, TOL["float64"])


@pytest.mark.parametrize("need_weights", [True, False])
def test_unbatched_multihead_attention(need_weights):
    torch.manual_seed(2)
    theirs, ours = _pair("MultiheadAttention", 4, 2, kdim=3, vdim=5)
    rng = np.random.default_rng(3)
    leaves_t, leaves_s = _leaves([rng.standard_normal(s) for s in ((3, 4), (6, 3), (6, 5))])
    padding = np.array([False, False, True, False, False, True])
    outs_t = theirs(*leaves_t, key_padding_mask=torch.tensor(padding), need_weights=need_weights)
    outs_s = ours(*leaves_s, key_padding_mask=specgrad.tensor(padding), need_weights=need_weights)
    _check_backward(outs_t, outs_s, leaves_t, leaves_s, theirs, ours, TOL["float64"])


def test_multihead_attention_parameters_init_and_repr_match_pytorch():
    for kwargs in (dict(), dict(kdim=3, vdim=5, add_bias_kv=True), dict(bias=False)):
        theirs = torch.nn.MultiheadAttention(8, 2, **kwargs)
        ours = nn.MultiheadAttention(8, 2, **kwargs)
        assert [(n, tuple(p.shape)) for n, p in ours.named_parameters()] == \
            [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]
        assert repr(ours) == repr(theirs)
        assert (ours.head_dim, ours._qkv_same_embed_dim) == (theirs.head_dim, theirs._qkv_same_embed_dim)
    ours = nn.MultiheadAttention(8, 2)
    bound = np.sqrt(6 / (8 + 24))  # xavier_uniform_ of (3E, E)
    weight = ours.in_proj_weight.detach().numpy()
    assert np.abs(weight).max() <= bound and np.abs(weight).max() > 0.9 * bound
    assert not ours.in_proj_bias.detach().numpy().any() and not ours.out_proj.bias.detach().numpy().any()
    out_bound = 1 / np.sqrt(8)  # out_proj keeps Linear's own init
    assert np.abs(ours.out_proj.weight.detach().numpy()).max() <= out_bound


def _errors_alike(make_theirs, make_ours):
    with pytest.raises(Exception) as theirs:
        make_theirs()
    with pytest.raises(type(theirs.value)) as ours:
        make_ours()
    assert str(ours.value) == str(theirs.value).replace("torch.", "specgrad.")


@pytest.mark.parametrize("args", [(0, 2), (8, 0), (8, 3)])
def test_multihead_attention_constructor_errors(args):
    _errors_alike(lambda: torch.nn.MultiheadAttention(*args), lambda: nn.MultiheadAttention(*args))


@pytest.mark.parametrize("call", ["4-D query", "2-D key for 3-D query", "1-D key_padding_mask", "4-D attn_mask",
                                  "wrong 2-D mask", "wrong 3-D mask", "wrong padding batch", "wrong padding length",
                                  "int mask", "causal without mask", "embed dim", "key value shapes"])
def test_multihead_attention_forward_errors(call):
    theirs, ours = _pair("MultiheadAttention", 4, 2, dtype="float32")

    def make(lib, module):
        x = lib.zeros(3, 2, 4)
        kv = lib.zeros(5, 2, 4)
        calls = {
            "4-D query": lambda: module(lib.zeros(1, 3, 2, 4), kv, kv),
            "2-D key for 3-D query": lambda: module(x, lib.zeros(5, 4), kv),
            "1-D key_padding_mask": lambda: module(x, kv, kv, key_padding_mask=lib.zeros(5, dtype=lib.bool)),
            "4-D attn_mask": lambda: module(x, kv, kv, attn_mask=lib.zeros(1, 1, 3, 5)),
            "wrong 2-D mask": lambda: module(x, kv, kv, attn_mask=lib.zeros(3, 4)),
            "wrong 3-D mask": lambda: module(x, kv, kv, attn_mask=lib.zeros(2, 3, 5)),
            "wrong padding batch": lambda: module(x, kv, kv, key_padding_mask=lib.zeros(3, 5, dtype=lib.bool)),
            "wrong padding length": lambda: module(x, kv, kv, key_padding_mask=lib.zeros(2, 4, dtype=lib.bool)),
            "int mask": lambda: module(x, kv, kv, attn_mask=lib.zeros(3, 5, dtype=lib.int64)),
            "causal without mask": lambda: module(x, kv, kv, is_causal=True),
            "embed dim": lambda: module(lib.zeros(3, 2, 5), kv, kv),
            "key value shapes": lambda: module(x, kv, lib.zeros(4, 2, 4)),
        }
        return calls[call]
    _errors_alike(make(torch, theirs), make(specgrad, ours))


def test_multihead_attention_dropout_only_in_training():
    torch.manual_seed(3)
    theirs, ours = _pair("MultiheadAttention", 4, 2, dropout=0.5)
    rng = np.random.default_rng(4)
    leaves_t, leaves_s = _leaves([rng.standard_normal((3, 2, 4)) for _ in range(3)])
    theirs.eval()
    ours.eval()
    _check_backward(theirs(*leaves_t), ours(*leaves_s), leaves_t, leaves_s, theirs, ours, TOL["float64"])
    ours.train()
    with specgrad.no_grad():
        plain = ours.eval()(*leaves_s)[1].numpy()
        ours.train()
        specgrad.manual_seed(5)
        weights = ours(*leaves_s, average_attn_weights=False)[1].numpy()
        specgrad.manual_seed(5)
        again = ours(*leaves_s, average_attn_weights=False)[1].numpy()
    np.testing.assert_array_equal(weights, again)
    zeros = weights == 0
    assert 0.3 < zeros.mean() < 0.7  # a fraction p of the weights dropped, the rest scaled by 1 / (1 - p)
    np.testing.assert_allclose(weights.mean(1)[~zeros.any(1)] * 0.5, plain[~zeros.any(1)])


def test_gradcheck_tiny_multihead_attention():
    specgrad.manual_seed(0)
    mha = nn.MultiheadAttention(4, 2, kdim=3, vdim=2, add_bias_kv=True, dtype=specgrad.float64)
    q = specgrad.randn(2, 1, 4, dtype=specgrad.float64, requires_grad=True)
    k = specgrad.randn(3, 1, 3, dtype=specgrad.float64, requires_grad=True)
    v = specgrad.randn(3, 1, 2, dtype=specgrad.float64, requires_grad=True)
    assert gradcheck(lambda q, k, v, *params: mha(q, k, v), (q, k, v, *mha.parameters()))
    self_attention = nn.MultiheadAttention(4, 2, dtype=specgrad.float64)
    assert gradcheck(lambda q, *params: self_attention(q, q, q, need_weights=False)[0],
                     (q, *self_attention.parameters()))


# ---------------------------------------------------------------------------------------------- Transformer

ENCODER_LAYERS = [
    dict(),
    dict(batch_first=True, norm_first=True),
    dict(activation="gelu", bias=False),
    dict(activation="callable", layer_norm_eps=1e-3),
]


def _activation(kwargs):
    """'callable' stands for a user's function: the same one in each library."""
    kwargs = dict(kwargs)
    if kwargs.get("activation") == "callable":
        return ({**kwargs, "activation": lambda x: torch.tanh(x) * 2},
                {**kwargs, "activation": lambda x: specgrad.tanh(x) * 2})
    return kwargs, kwargs


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("masks", ["none", "causal", "padding"])
@pytest.mark.parametrize("layer", ENCODER_LAYERS, ids=_id)
def test_transformer_encoder_matches_pytorch(layer, masks, dtype):
    torch.manual_seed(4)
    kw_t, kw_s = _activation(layer)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PyTorch's note that its nested-tensor fast path is off
        theirs = torch.nn.TransformerEncoder(torch.nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, **kw_t), 2,
                                             norm=torch.nn.LayerNorm(8)).to(getattr(torch, dtype))
    ours = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, dropout=0.0, **kw_s), 2,
                                 norm=LayerNorm(8)).to(getattr(specgrad, dtype))
    _load(theirs, ours)
    batch, seq = 3, 5
    bf = layer.get("batch_first", False)
    rng = np.random.default_rng(5)
    leaves_t, leaves_s = _leaves([rng.standard_normal((batch, seq, 8) if bf else (seq, batch, 8)).astype(dtype)])
    extra_t, extra_s = {}, {}
    if masks == "causal":
        mask = np.triu(np.full((seq, seq), -np.inf), 1).astype(dtype)
        extra_t, extra_s = dict(mask=torch.tensor(mask)), dict(mask=specgrad.tensor(mask))
    elif masks == "padding":
        padding = np.zeros((batch, seq), bool)
        padding[1, -2:] = True
        extra_t = dict(src_key_padding_mask=torch.tensor(padding))
        extra_s = dict(src_key_padding_mask=specgrad.tensor(padding))
    _check_backward([theirs(*leaves_t, **extra_t)], [ours(*leaves_s, **extra_s)], leaves_t, leaves_s, theirs, ours,
                    TOL[dtype])


@pytest.mark.parametrize("kwargs", [dict(), dict(batch_first=True, norm_first=True, activation="gelu")], ids=_id)
def test_transformer_matches_pytorch(kwargs):
    torch.manual_seed(6)
    theirs, ours = _pair("Transformer", 8, 2, 2, 2, 16, 0.0, **kwargs)
    bf = kwargs.get("batch_first", False)
    rng = np.random.default_rng(7)
    leaves_t, leaves_s = _leaves([rng.standard_normal((2, n, 8) if bf else (n, 2, 8)) for n in (5, 4)])
    tgt_mask = nn.Transformer.generate_square_subsequent_mask(4, dtype=specgrad.float64)
    np.testing.assert_array_equal(tgt_mask.numpy(), torch.nn.Transformer.generate_square_subsequent_mask(4).numpy())
    padding = np.zeros((2, 5), bool)
    padding[0, -1] = True
    outs_t = theirs(*leaves_t, tgt_mask=torch.tensor(tgt_mask.numpy()), memory_key_padding_mask=torch.tensor(padding))
    outs_s = ours(*leaves_s, tgt_mask=tgt_mask, memory_key_padding_mask=specgrad.tensor(padding))
    _check_backward([outs_t], [outs_s], leaves_t, leaves_s, theirs, ours, TOL["float64"])


def test_transformer_names_init_and_errors_match_pytorch():
    theirs = torch.nn.Transformer(8, 2, 1, 1, 16)
    ours = nn.Transformer(8, 2, 1, 1, 16)
    assert [(n, tuple(p.shape)) for n, p in ours.named_parameters()] == \
        [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]
    # xavier_uniform_ on every matrix: linear2's (8, 16) weight spans +-0.5 where Linear's own init gives +-0.25
    weight = np.abs(ours.decoder.layers[0].linear2.weight.detach().numpy())
    assert 0.4 < weight.max() <= np.sqrt(6 / (8 + 16))
    _errors_alike(lambda: theirs(torch.zeros(3, 2, 8), torch.zeros(3, 4, 8)),
                  lambda: ours(specgrad.zeros(3, 2, 8), specgrad.zeros(3, 4, 8)))
    _errors_alike(lambda: theirs(torch.zeros(3, 2, 8), torch.zeros(3, 2, 6)),
                  lambda: ours(specgrad.zeros(3, 2, 8), specgrad.zeros(3, 2, 6)))
    _errors_alike(lambda: torch.nn.TransformerEncoderLayer(8, 2, activation="tanh"),
                  lambda: nn.TransformerEncoderLayer(8, 2, activation="tanh"))


def test_encoder_layers_are_independent_copies_and_dropout_follows_the_mode():
    layer = nn.TransformerEncoderLayer(4, 2, 8, dropout=0.5, dtype=specgrad.float64)
    encoder = nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
    first, second = encoder.layers
    assert first.linear1.weight is not second.linear1.weight
    np.testing.assert_array_equal(first.linear1.weight.detach().numpy(), second.linear1.weight.detach().numpy())
    x = specgrad.randn(3, 2, 4, dtype=specgrad.float64)
    with specgrad.no_grad():
        encoder.eval()
        np.testing.assert_array_equal(encoder(x).numpy(), encoder(x).numpy())
        encoder.train()
        assert not np.allclose(encoder(x).numpy(), encoder(x).numpy())


def test_causal_mask_is_detected_as_pytorch():
    from specgrad.nn.modules.transformer import _detect_is_causal_mask
    causal = nn.Transformer.generate_square_subsequent_mask(4)
    assert _detect_is_causal_mask(causal) is True
    assert _detect_is_causal_mask(causal, size=3) is False
    assert _detect_is_causal_mask(specgrad.zeros(4, 4)) is False
    assert _detect_is_causal_mask(specgrad.zeros(4, 4), is_causal=True) is True


@pytest.mark.parametrize("padding", ["left_aligned", "not_aligned", "all_padded_row"])
def test_encoder_inference_zeroes_padded_positions_as_pytorchs_nested_tensor_path(padding):
    torch.manual_seed(8)
    theirs = torch.nn.TransformerEncoder(torch.nn.TransformerEncoderLayer(8, 2, 16, batch_first=True), 2,
                                         norm=torch.nn.LayerNorm(8)).double().eval()
    ours = nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, batch_first=True), 2,
                                 norm=LayerNorm(8)).double().eval()
    _load(theirs, ours)
    x = np.random.default_rng(9).standard_normal((3, 4, 8))
    mask = np.zeros((3, 4), bool)
    mask[1, 2:] = True
    if padding == "not_aligned":
        mask[2, 1] = True
    if padding == "all_padded_row":
        mask[2] = True
    with torch.no_grad():
        expected = theirs(torch.tensor(x), src_key_padding_mask=torch.tensor(mask)).numpy()
    with specgrad.no_grad():
        got = ours(specgrad.tensor(x), src_key_padding_mask=specgrad.tensor(mask)).numpy()
    np.testing.assert_allclose(got, expected, rtol=1e-9, atol=1e-11)
    # with gradients wanted PyTorch takes the padded path: no zeros written
    with_grad = ours(specgrad.tensor(x), src_key_padding_mask=specgrad.tensor(mask))
    assert with_grad.requires_grad
    if padding != "all_padded_row":
        np.testing.assert_allclose(with_grad.detach().numpy(), theirs(torch.tensor(x), src_key_padding_mask=torch.tensor(
            mask)).detach().numpy(), rtol=1e-9, atol=1e-11)


@pytest.mark.parametrize("kwargs", [dict(), dict(batch_first=True, norm_first=True), dict(batch_first=True, bias=False),
                                    dict(batch_first=True, activation=lambda x: x)], ids=_id)
def test_encoder_warns_as_pytorch_when_nested_tensors_cannot_be_used(kwargs):
    with warnings.catch_warnings(record=True) as theirs:
        warnings.simplefilter("always")
        torch.nn.TransformerEncoder(torch.nn.TransformerEncoderLayer(8, 2, 16, **kwargs), 2)
    with warnings.catch_warnings(record=True) as ours:
        warnings.simplefilter("always")
        nn.TransformerEncoder(nn.TransformerEncoderLayer(8, 2, 16, **kwargs), 2)
    assert [str(w.message) for w in ours] == [str(w.message) for w in theirs]
