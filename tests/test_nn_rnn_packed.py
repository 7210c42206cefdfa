"""nn.utils.rnn (PackedSequence, pack/pad/unpad) and RNN, LSTM, GRU over packed input, against PyTorch: values,
batch sizes and permutations, gradients of the inputs, initial states and every parameter, and errors."""
import numpy as np
import pytest

import specgrad
import specgrad.nn as nn
from specgrad.autograd import gradcheck, gradgradcheck
from specgrad.nn.utils import rnn as R

torch = pytest.importorskip("torch")
from torch.nn.utils import rnn as TR  # noqa: E402

pytestmark = pytest.mark.filterwarnings("ignore:LSTM with projections is not supported with oneDNN")

TOL = dict(rtol=1e-10, atol=1e-12)


def _leaf(array):
    return torch.tensor(array, requires_grad=True), specgrad.tensor(array, requires_grad=True)


def _np(x):
    return x.detach().numpy()


def _weighted_backward(outputs, seed=0):
    """sum(out_i * w_i) over both libraries' outputs with the same random weights, then backward."""
    rng = np.random.default_rng(seed)
    totals = {"t": 0, "s": 0}
    for out_t, out_s in outputs:
        w = rng.standard_normal(tuple(out_t.shape))
        totals["t"] = totals["t"] + (out_t * torch.tensor(w, dtype=out_t.dtype)).sum()
        totals["s"] = totals["s"] + (out_s * specgrad.tensor(w, dtype=out_s.dtype)).sum()
    totals["t"].backward()
    totals["s"].backward()


def _same_packed(p_t, p_s):
    np.testing.assert_allclose(_np(p_s.data), _np(p_t.data), **TOL)
    assert p_s.batch_sizes.tolist() == p_t.batch_sizes.tolist()
    assert p_s.batch_sizes.dtype == specgrad.int64
    for a, b in ((p_t.sorted_indices, p_s.sorted_indices), (p_t.unsorted_indices, p_s.unsorted_indices)):
        assert (a is None) == (b is None)
        if a is not None:
            assert b.tolist() == a.tolist() and b.dtype == specgrad.int64


LENGTHS = [[5, 3, 3, 1], [2, 5, 1, 5], [4, 4, 4]]


@pytest.mark.parametrize("lengths", LENGTHS, ids=str)
@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("trailing", [(), (2, 3)], ids=["scalars", "2x3"])
@pytest.mark.parametrize("as_tensor", [False, True], ids=["list", "tensor"])
def test_pack_then_pad_matches_pytorch_with_gradients(lengths, batch_first, trailing, as_tensor):
    enforce_sorted = lengths == sorted(lengths, reverse=True)
    steps, batch = max(lengths) + 1, len(lengths)
    shape = ((batch, steps) if batch_first else (steps, batch)) + trailing
    x_t, x_s = _leaf(np.random.default_rng(0).standard_normal(shape))
    lens_t = torch.tensor(lengths) if as_tensor else lengths
    lens_s = specgrad.tensor(lengths) if as_tensor else lengths
    p_t = TR.pack_padded_sequence(x_t, lens_t, batch_first=batch_first, enforce_sorted=enforce_sorted)
    p_s = R.pack_padded_sequence(x_s, lens_s, batch_first=batch_first, enforce_sorted=enforce_sorted)
    assert isinstance(p_s, R.PackedSequence)
    _same_packed(p_t, p_s)
    padded_t, out_lens_t = TR.pad_packed_sequence(p_t, batch_first=batch_first, padding_value=-2.5,
                                                  total_length=steps + 1)
    padded_s, out_lens_s = R.pad_packed_sequence(p_s, batch_first=batch_first, padding_value=-2.5,
                                                 total_length=steps + 1)
    assert tuple(padded_s.shape) == tuple(padded_t.shape)
    np.testing.assert_allclose(_np(padded_s), _np(padded_t), **TOL)
    assert out_lens_s.tolist() == out_lens_t.tolist() and out_lens_s.dtype == specgrad.int64
    _weighted_backward([(p_t.data, p_s.data), (padded_t, padded_s)])
    np.testing.assert_allclose(x_s.grad.numpy(), x_t.grad.numpy(), **TOL)


@pytest.mark.parametrize("batch_first", [False, True])
@pytest.mark.parametrize("padding_side", ["right", "left"])
def test_pad_sequence_matches_pytorch_with_gradients(batch_first, padding_side):
    rng = np.random.default_rng(1)
    pairs = [_leaf(rng.standard_normal((n, 2))) for n in (2, 4, 1)]
    out_t = TR.pad_sequence([p[0] for p in pairs], batch_first=batch_first, padding_value=7.0,
                            padding_side=padding_side)
    out_s = R.pad_sequence([p[1] for p in pairs], batch_first=batch_first, padding_value=7.0,
                           padding_side=padding_side)
    assert tuple(out_s.shape) == tuple(out_t.shape)
    np.testing.assert_allclose(_np(out_s), _np(out_t), **TOL)
    _weighted_backward([(out_t, out_s)])
    for a, b in pairs:
        np.testing.assert_allclose(b.grad.numpy(), a.grad.numpy(), **TOL)


def test_pad_sequence_of_integers_and_of_a_tensor_matches_pytorch():
    seqs = [np.arange(3), np.arange(1)]
    out_t = TR.pad_sequence([torch.tensor(s) for s in seqs], padding_value=-1)
    out_s = R.pad_sequence([specgrad.tensor(s) for s in seqs], padding_value=-1)
    assert out_s.dtype == specgrad.int64 and out_s.tolist() == out_t.tolist()
    block = np.arange(6.0).reshape(2, 3)
    assert R.pad_sequence(specgrad.tensor(block)).tolist() == TR.pad_sequence(torch.tensor(block)).tolist()


@pytest.mark.parametrize("enforce_sorted", [True, False])
def test_pack_sequence_unpack_sequence_and_unpad_sequence_match_pytorch(enforce_sorted):
    rng = np.random.default_rng(2)
    arrays = [rng.standard_normal((n, 3)) for n in ((4, 2, 1) if enforce_sorted else (2, 4, 1))]
    p_t = TR.pack_sequence([torch.tensor(a) for a in arrays], enforce_sorted=enforce_sorted)
    p_s = R.pack_sequence([specgrad.tensor(a) for a in arrays], enforce_sorted=enforce_sorted)
    _same_packed(p_t, p_s)
    for a, b in zip(TR.unpack_sequence(p_t), R.unpack_sequence(p_s)):
        np.testing.assert_allclose(_np(b), _np(a), **TOL)
    padded = rng.standard_normal((4, 3, 2))
    lengths = [4, 1, 3]
    ours = R.unpad_sequence(specgrad.tensor(padded), specgrad.tensor(lengths))
    theirs = TR.unpad_sequence(torch.tensor(padded), torch.tensor(lengths))
    assert len(ours) == len(theirs)
    for a, b in zip(theirs, ours):
        np.testing.assert_allclose(_np(b), _np(a), **TOL)


def test_packed_sequence_construction_conversions_and_invert_permutation():
    perm = [2, 0, 3, 1]
    assert R.invert_permutation(specgrad.tensor(perm)).tolist() == TR.invert_permutation(torch.tensor(perm)).tolist()
    assert R.invert_permutation(None) is None
    data, sizes = specgrad.ones(3), specgrad.tensor([2, 1])
    p = R.PackedSequence((data, sizes))
    assert p.data is data and p.batch_sizes is sizes and p.sorted_indices is None and p.unsorted_indices is None
    p = R.PackedSequence(data, sizes, specgrad.tensor([1, 0]))
    assert p.unsorted_indices.tolist() == [1, 0]
    assert p.double().data.dtype == specgrad.float64 and p.to(specgrad.float32) is p
    assert p.long().batch_sizes is sizes and not p.is_cuda
    data_out, batch_sizes, sorted_indices, unsorted_indices = p
    assert data_out is data


def _errors_alike(make_theirs, make_ours):
    with pytest.raises(Exception) as theirs:
        make_theirs()
    with pytest.raises(type(theirs.value)) as ours:
        make_ours()
    assert str(ours.value) == str(theirs.value)


ERRORS = {
    "unsorted": lambda m, lib: m.pack_padded_sequence(lib.ones(4, 3, 2), [3, 4, 1]),
    "zero_length": lambda m, lib: m.pack_padded_sequence(lib.ones(4, 3, 2), [3, 0, 0]),
    "wrong_count": lambda m, lib: m.pack_padded_sequence(lib.ones(4, 3, 2), [3, 1]),
    "lengths_2d": lambda m, lib: m.pack_padded_sequence(lib.ones(4, 3, 2), lib.tensor([[3, 1, 1]])),
    "total_length": lambda m, lib: m.pad_packed_sequence(m.pack_sequence([lib.ones(3), lib.ones(1)]),
                                                         total_length=2),
    "empty_list": lambda m, lib: m.pad_sequence([]),
    "padding_side": lambda m, lib: m.pad_sequence([lib.ones(2), lib.ones(3)], padding_side="up"),
    "not_iterable": lambda m, lib: m.pad_sequence(3),
    "trailing_mismatch": lambda m, lib: m.pad_sequence([lib.ones(2, 3), lib.ones(3, 2)]),
    "packed_init": lambda m, lib: m.PackedSequence(lib.ones(3)),
}


@pytest.mark.parametrize("name", list(ERRORS))
def test_errors_match_pytorch(name):
    _errors_alike(lambda: ERRORS[name](TR, torch), lambda: ERRORS[name](R, specgrad))


def test_a_length_beyond_the_padded_input_is_a_clear_error():
    with pytest.raises(RuntimeError, match="larger than the padded input"):
        R.pack_padded_sequence(specgrad.ones(4, 3, 2), [5, 1, 1])


# ---------------------------------------------------------------------------------------------- RNN modules

def _pair(name, *args, **kwargs):
    theirs = getattr(torch.nn, name)(*args, **kwargs).double()
    ours = getattr(nn, name)(*args, **kwargs).double()
    ours.load_state_dict({k: specgrad.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    return theirs, ours


MODES = [("RNN", {}), ("RNN", {"nonlinearity": "relu"}), ("LSTM", {}), ("LSTM", {"proj_size": 2}), ("GRU", {})]
LAYOUTS = [dict(num_layers=1), dict(num_layers=2, batch_first=True), dict(num_layers=2, bidirectional=True),
           dict(num_layers=1, bidirectional=True, batch_first=True, bias=False)]


def _id(value):
    return "-".join(f"{k}={v}" for k, v in value.items()) or "default" if isinstance(value, dict) else str(value)


@pytest.mark.parametrize("lengths", [[2, 5, 1, 5, 3], [3, 3]], ids=str)
@pytest.mark.parametrize("layout", LAYOUTS, ids=_id)
@pytest.mark.parametrize("name,extra", MODES, ids=_id)
@pytest.mark.parametrize("with_state", [False, True], ids=["zero_state", "given_state"])
def test_packed_input_matches_pytorch_outputs_states_and_gradients(name, extra, layout, lengths, with_state):
    torch.manual_seed(0)
    input_size, hidden = 3, 4
    theirs, ours = _pair(name, input_size, hidden, **layout, **extra)
    rng = np.random.default_rng(3)
    batch, steps = len(lengths), max(lengths)
    batch_first = layout.get("batch_first", False)
    x_t, x_s = _leaf(rng.standard_normal((batch, steps, input_size) if batch_first else (steps, batch, input_size)))
    p_t = TR.pack_padded_sequence(x_t, lengths, batch_first=batch_first, enforce_sorted=False)
    p_s = R.pack_padded_sequence(x_s, lengths, batch_first=batch_first, enforce_sorted=False)
    leaves = []
    args_t, args_s = [p_t], [p_s]
    if with_state:
        states = layout["num_layers"] * (2 if layout.get("bidirectional") else 1)
        h_size = extra.get("proj_size") or hidden
        shapes = [(states, batch, h_size)] + ([(states, batch, hidden)] if name == "LSTM" else [])
        leaves = [_leaf(rng.standard_normal(shape)) for shape in shapes]
        if name == "LSTM":
            args_t.append(tuple(p[0] for p in leaves))
            args_s.append(tuple(p[1] for p in leaves))
        else:
            args_t.append(leaves[0][0])
            args_s.append(leaves[0][1])
    out_t, state_t = theirs(*args_t)
    out_s, state_s = ours(*args_s)
    assert isinstance(out_s, R.PackedSequence)
    _same_packed(out_t, out_s)
    states_t = list(state_t) if name == "LSTM" else [state_t]
    states_s = list(state_s) if name == "LSTM" else [state_s]
    for a, b in zip(states_t, states_s):
        assert tuple(b.shape) == tuple(a.shape)
        np.testing.assert_allclose(_np(b), _np(a), **TOL)
    _weighted_backward([(out_t.data, out_s.data)] + list(zip(states_t, states_s)))
    np.testing.assert_allclose(x_s.grad.numpy(), x_t.grad.numpy(), **TOL)
    for a, b in leaves:
        np.testing.assert_allclose(b.grad.numpy(), a.grad.numpy(), **TOL)
    for (label, p_t_), (_, p_s_) in zip(theirs.named_parameters(), ours.named_parameters()):
        np.testing.assert_allclose(p_s_.grad.numpy(), p_t_.grad.numpy(), err_msg=label, **TOL)


def test_packed_float32_lstm_and_round_trip_through_pad_packed_sequence():
    theirs, ours = _pair("LSTM", 2, 3, batch_first=True)
    theirs, ours = theirs.float(), ours.float()
    x = np.random.default_rng(4).standard_normal((3, 4, 2)).astype(np.float32)
    lengths = [4, 2, 3]
    out_t, _ = theirs(TR.pack_padded_sequence(torch.tensor(x), lengths, batch_first=True, enforce_sorted=False))
    out_s, _ = ours(R.pack_padded_sequence(specgrad.tensor(x), lengths, batch_first=True, enforce_sorted=False))
    padded_t, _ = TR.pad_packed_sequence(out_t, batch_first=True)
    padded_s, _ = R.pad_packed_sequence(out_s, batch_first=True)
    assert padded_s.dtype == specgrad.float32
    np.testing.assert_allclose(_np(padded_s), _np(padded_t), rtol=1e-5, atol=1e-6)


PACKED_ERRORS = {
    "hidden_size": lambda lib, m: lib.nn.GRU(2, 3)(m.pack_sequence([lib.ones(3, 2), lib.ones(2, 2)]),
                                                   lib.zeros(1, 3, 3, dtype=lib.float32)),
    "input_size": lambda lib, m: lib.nn.RNN(2, 3)(m.pack_sequence([lib.ones(3, 4), lib.ones(2, 4)])),
}


@pytest.mark.parametrize("name", list(PACKED_ERRORS))
def test_packed_forward_errors_match_pytorch(name):
    _errors_alike(lambda: PACKED_ERRORS[name](torch, TR), lambda: PACKED_ERRORS[name](specgrad, R))


def test_gradcheck_and_gradgradcheck_through_a_packed_gru():
    torch.manual_seed(0)
    _, gru = _pair("GRU", 2, 2, bidirectional=True)
    x = specgrad.tensor(np.random.default_rng(5).standard_normal((3, 2, 2)), requires_grad=True)

    def run(x):
        out, h = gru(R.pack_padded_sequence(x, [3, 1]))
        padded, _ = R.pad_packed_sequence(out)
        return padded, h

    assert gradcheck(run, (x,))
    assert gradgradcheck(run, (x,))
