"""nn.RNN, LSTM, GRU and the cells against PyTorch with the same weights: outputs, final states, and the
gradients of the input, the initial state and every parameter; PyTorch's errors, names, init and repr."""
import warnings

import numpy as np
import pytest

import specgrad
import specgrad.nn as nn
from specgrad.autograd import gradcheck, gradgradcheck

torch = pytest.importorskip("torch")
pytestmark = pytest.mark.filterwarnings("ignore:LSTM with projections is not supported with oneDNN")

TOL = {"float64": dict(rtol=1e-10, atol=1e-12), "float32": dict(rtol=1e-4, atol=2e-5)}


def _pair(name, *args, dtype="float64", **kwargs):
    """The same layer in PyTorch and specgrad, specgrad's weights loaded from PyTorch's state_dict."""
    theirs = getattr(torch.nn, name)(*args, **kwargs).to(getattr(torch, dtype))
    ours = getattr(nn, name)(*args, **kwargs).to(getattr(specgrad, dtype))
    result = ours.load_state_dict({k: specgrad.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    assert not result.missing_keys and not result.unexpected_keys
    return theirs, ours


def _leaves(rng, shapes, dtype):
    arrays = [rng.standard_normal(shape).astype(dtype) for shape in shapes]
    return ([torch.tensor(a, requires_grad=True) for a in arrays],
            [specgrad.tensor(a, requires_grad=True) for a in arrays])


def _flat(x):
    return list(x) if isinstance(x, tuple) else [x]


def _backward_weighted(outputs, weights, lib):
    """sum(output_i * w_i) with fixed random w_i: every output element gets its own upstream gradient."""
    total = 0
    for out, weight in zip(outputs, weights):
        total = total + (out * lib.tensor(weight.astype(out.detach().numpy().dtype))).sum()
    total.backward()


def _compare(theirs_out, ours_out, tol):
    for a, b in zip(theirs_out, ours_out):
        assert tuple(a.shape) == tuple(b.shape)
        np.testing.assert_allclose(b.detach().numpy(), a.detach().numpy(), **tol)


def _run_both(theirs, ours, inputs_t, inputs_s, dtype, seed=0):
    out_t, out_s = theirs(*inputs_t), ours(*inputs_s)
    flat_t = [out_t[0]] + _flat(out_t[1])
    flat_s = [out_s[0]] + _flat(out_s[1])
    tol = TOL[dtype]
    _compare(flat_t, flat_s, tol)
    rng = np.random.default_rng(seed)
    weights = [rng.standard_normal(tuple(o.shape)) for o in flat_t]
    _backward_weighted(flat_t, weights, torch)
    _backward_weighted(flat_s, weights, specgrad)
    for t, s in zip(_leaves_of(inputs_t), _leaves_of(inputs_s)):
        np.testing.assert_allclose(s.grad.numpy(), t.grad.numpy(), **tol)
    for (name, p_t), (name_s, p_s) in zip(theirs.named_parameters(), ours.named_parameters()):
        assert name == name_s
        np.testing.assert_allclose(p_s.grad.numpy(), p_t.grad.numpy(), err_msg=name, **tol)


def _leaves_of(inputs):
    leaves = []
    for x in inputs:
        leaves.extend(_flat(x) if x is not None else [])
    return leaves


def _id(value):
    return "-".join(f"{k}={v}" for k, v in value.items()) or "default" if isinstance(value, dict) else str(value)


MODES = [("RNN", {}), ("RNN", {"nonlinearity": "relu"}), ("LSTM", {}), ("LSTM", {"proj_size": 2}), ("GRU", {})]
LAYOUTS = [
    dict(num_layers=1),
    dict(num_layers=2, batch_first=True),
    dict(num_layers=2, bidirectional=True),
    dict(num_layers=1, bidirectional=True, batch_first=True, bias=False),
]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("layout", LAYOUTS, ids=_id)
@pytest.mark.parametrize("name,extra", MODES, ids=_id)
@pytest.mark.parametrize("with_state", [False, True], ids=["zero_state", "given_state"])
def test_matches_pytorch_outputs_and_gradients(name, extra, layout, dtype, with_state):
    torch.manual_seed(0)
    input_size, hidden, seq, batch = 3, 4, 5, 2
    theirs, ours = _pair(name, input_size, hidden, dtype=dtype, **layout, **extra)
    rng = np.random.default_rng(1)
    shape = (batch, seq, input_size) if layout.get("batch_first") else (seq, batch, input_size)
    (x_t,), (x_s,) = _leaves(rng, [shape], dtype)
    if not with_state:
        _run_both(theirs, ours, [x_t], [x_s], dtype)
        return
    states = layout["num_layers"] * (2 if layout.get("bidirectional") else 1)
    h_size = extra.get("proj_size") or hidden
    if name == "LSTM":
        (h_t, c_t), (h_s, c_s) = _leaves(rng, [(states, batch, h_size), (states, batch, hidden)], dtype)
        _run_both(theirs, ours, [x_t, (h_t, c_t)], [x_s, (h_s, c_s)], dtype)
    else:
        (h_t,), (h_s,) = _leaves(rng, [(states, batch, hidden)], dtype)
        _run_both(theirs, ours, [x_t, h_t], [x_s, h_s], dtype)


@pytest.mark.parametrize("name", ["RNN", "LSTM", "GRU"])
@pytest.mark.parametrize("batch_first", [False, True])
def test_unbatched_input(name, batch_first):
    torch.manual_seed(1)
    theirs, ours = _pair(name, 3, 4, num_layers=2, bidirectional=True, batch_first=batch_first)
    rng = np.random.default_rng(2)
    (x_t,), (x_s,) = _leaves(rng, [(5, 3)], "float64")
    _run_both(theirs, ours, [x_t], [x_s], "float64")
    (x_t, h_t, c_t), (x_s, h_s, c_s) = _leaves(rng, [(5, 3), (4, 4), (4, 4)], "float64")
    if name == "LSTM":
        _run_both(theirs, ours, [x_t, (h_t, c_t)], [x_s, (h_s, c_s)], "float64")
    else:
        _run_both(theirs, ours, [x_t, h_t], [x_s, h_s], "float64")


CELLS = [("RNNCell", {}), ("RNNCell", {"nonlinearity": "relu"}), ("RNNCell", {"bias": False}), ("LSTMCell", {}),
         ("LSTMCell", {"bias": False}), ("GRUCell", {}), ("GRUCell", {"bias": False})]


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("batched", [True, False])
@pytest.mark.parametrize("with_state", [False, True])
@pytest.mark.parametrize("name,extra", CELLS, ids=_id)
def test_cells_match_pytorch(name, extra, batched, with_state, dtype):
    torch.manual_seed(2)
    theirs, ours = _pair(name, 3, 4, dtype=dtype, **extra)
    rng = np.random.default_rng(3)
    lead = (2,) if batched else ()
    (x_t, h_t, c_t), (x_s, h_s, c_s) = _leaves(rng, [lead + (3,), lead + (4,), lead + (4,)], dtype)
    if not with_state:
        args_t, args_s = [x_t], [x_s]
    elif name == "LSTMCell":
        args_t, args_s = [x_t, (h_t, c_t)], [x_s, (h_s, c_s)]
    else:
        args_t, args_s = [x_t, h_t], [x_s, h_s]
    out_t, out_s = theirs(*args_t), ours(*args_s)
    flat_t, flat_s = _flat(out_t), _flat(out_s)
    _compare(flat_t, flat_s, TOL[dtype])
    weights = [np.random.default_rng(4).standard_normal(tuple(o.shape)) for o in flat_t]
    _backward_weighted(flat_t, weights, torch)
    _backward_weighted(flat_s, weights, specgrad)
    for t, s in zip(_leaves_of(args_t), _leaves_of(args_s)):
        np.testing.assert_allclose(s.grad.numpy(), t.grad.numpy(), **TOL[dtype])
    for (name_t, p_t), (name_s, p_s) in zip(theirs.named_parameters(), ours.named_parameters()):
        assert name_t == name_s
        np.testing.assert_allclose(p_s.grad.numpy(), p_t.grad.numpy(), **TOL[dtype])


@pytest.mark.parametrize("name,args,kwargs", [
    ("RNN", (3, 4), dict(num_layers=2, bidirectional=True, bias=False)),
    ("LSTM", (3, 4), dict(num_layers=2, proj_size=2, bidirectional=True)),
    ("GRU", (3, 4), dict(num_layers=3)),
    ("RNNCell", (3, 4), dict(nonlinearity="relu")),
    ("LSTMCell", (3, 4), {}),
    ("GRUCell", (3, 4), dict(bias=False)),
])
def test_parameter_names_shapes_init_and_repr_match_pytorch(name, args, kwargs):
    theirs = getattr(torch.nn, name)(*args, **kwargs)
    ours = getattr(nn, name)(*args, **kwargs)
    assert [(n, tuple(p.shape)) for n, p in ours.named_parameters()] == \
        [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]
    assert repr(ours) == repr(theirs)
    bound = 1 / np.sqrt(args[1])
    values = np.concatenate([p.detach().numpy().ravel() for p in ours.parameters()])
    assert np.all(np.abs(values) <= bound) and np.abs(values).max() > 0.8 * bound  # U(-bound, bound), every one
    assert all(p.dtype == specgrad.float32 and p.requires_grad for p in ours.parameters())
    if name in ("RNN", "LSTM", "GRU"):
        assert ours._flat_weights_names == theirs._flat_weights_names
        assert [[tuple(p.shape) for p in ws] for ws in ours.all_weights] == \
            [[tuple(p.shape) for p in ws] for ws in theirs.all_weights]


def test_dtype_argument_and_double():
    model = nn.LSTM(3, 4, dtype=specgrad.float64)
    assert all(p.dtype == specgrad.float64 for p in model.parameters())
    model = nn.GRU(3, 4).double()
    out, h = model(specgrad.randn(2, 1, 3, dtype=specgrad.float64))
    assert out.dtype == h.dtype == specgrad.float64


def _errors_alike(make_theirs, make_ours):
    with pytest.raises(Exception) as theirs:
        make_theirs()
    with pytest.raises(type(theirs.value)) as ours:
        make_ours()
    assert str(ours.value) == str(theirs.value).replace("torch.", "specgrad.")


@pytest.mark.parametrize("name,args,kwargs", [
    ("LSTM", (3, 4), dict(dropout=1.5)),
    ("LSTM", (3, 4), dict(dropout=True)),
    ("GRU", (3, 4), dict(bias=1)),
    ("GRU", (3, 4), dict(batch_first=0)),
    ("RNN", (3.0, 4), {}),
    ("RNN", (0, 4), {}),
    ("RNN", (3, "4"), {}),
    ("RNN", (3, 0), {}),
    ("RNN", (3, 4, 0), {}),
    ("LSTM", (3, 4), dict(proj_size=-1)),
    ("LSTM", (3, 4), dict(proj_size=4)),
    ("GRU", (3, 4), dict(proj_size=2)),
    ("RNN", (3, 4), dict(nonlinearity="sigmoid")),
    ("RNN", (3, 4, 1, "gelu"), {}),
    ("RNNBase", ("FOO", 3, 4), {}),
])
def test_constructor_errors_match_pytorch(name, args, kwargs):
    _errors_alike(lambda: getattr(torch.nn, name)(*args, **kwargs), lambda: getattr(nn, name)(*args, **kwargs))


def test_dropout_with_one_layer_warns_as_pytorch():
    with pytest.warns(UserWarning, match="non-zero dropout expects num_layers greater than 1, but got "
                                         "dropout=0.5 and num_layers=1"):
        nn.LSTM(3, 4, dropout=0.5)


@pytest.mark.parametrize("name", ["RNN", "LSTM", "GRU"])
@pytest.mark.parametrize("call", ["4-D input", "wrong input size", "wrong batch in hx", "wrong hidden size",
                                  "3-D hx for 2-D input", "2-D hx for 3-D input", "dtype", "empty sequence"])
def test_forward_errors_match_pytorch(name, call):
    theirs, ours = _pair(name, 3, 4, num_layers=2, dtype="float32")
    lstm = name == "LSTM"

    def make(lib, module):
        f32 = dict(dtype=lib.float32)
        x = lib.zeros(5, 2, 3, **f32)
        h = lib.zeros(2, 2, 4, **f32)

        def state(hidden):
            return (hidden, lib.zeros(tuple(hidden.shape), **f32)) if lstm else hidden
        calls = {
            "4-D input": lambda: module(lib.zeros(5, 2, 3, 1, **f32)),
            "wrong input size": lambda: module(lib.zeros(5, 2, 2, **f32)),
            "wrong batch in hx": lambda: module(x, state(lib.zeros(2, 3, 4, **f32))),
            "wrong hidden size": lambda: module(x, state(lib.zeros(2, 2, 5, **f32))),
            "3-D hx for 2-D input": lambda: module(lib.zeros(5, 3, **f32), state(h)),
            "2-D hx for 3-D input": lambda: module(x, state(lib.zeros(2, 4, **f32))),
            "dtype": lambda: module(lib.zeros(5, 2, 3, dtype=lib.float64)),
            "empty sequence": lambda: module(lib.zeros(0, 2, 3, **f32)),
        }
        return calls[call]
    _errors_alike(make(torch, theirs), make(specgrad, ours))


def test_lstm_cell_state_size_error_names_the_tensor():
    theirs, ours = _pair("LSTM", 3, 4, dtype="float32")
    x_t, x_s = torch.zeros(5, 2, 3), specgrad.zeros(5, 2, 3)
    _errors_alike(lambda: theirs(x_t, (torch.zeros(1, 2, 4), torch.zeros(1, 2, 5))),
                  lambda: ours(x_s, (specgrad.zeros(1, 2, 4), specgrad.zeros(1, 2, 5))))


@pytest.mark.parametrize("name", ["RNNCell", "LSTMCell", "GRUCell"])
@pytest.mark.parametrize("call", ["3-D input", "3-D hidden", "input size", "batch", "hidden size"])
def test_cell_errors_match_pytorch(name, call):
    theirs, ours = _pair(name, 3, 4, dtype="float32")
    lstm = name == "LSTMCell"

    def make(lib, module):
        def state(hidden):
            return (hidden, hidden) if lstm else hidden
        calls = {
            "3-D input": lambda: module(lib.zeros(1, 2, 3)),
            "3-D hidden": lambda: module(lib.zeros(2, 3), state(lib.zeros(1, 2, 4))),
            "input size": lambda: module(lib.zeros(2, 5)),
            "batch": lambda: module(lib.zeros(2, 3), state(lib.zeros(3, 4))),
            "hidden size": lambda: module(lib.zeros(2, 3), state(lib.zeros(2, 5))),
        }
        return calls[call]
    _errors_alike(make(torch, theirs), make(specgrad, ours))


def test_eval_mode_turns_dropout_off_and_matches_pytorch():
    torch.manual_seed(3)
    theirs, ours = _pair("LSTM", 3, 4, num_layers=3, dropout=0.5, bidirectional=True)
    theirs.eval()
    ours.eval()
    rng = np.random.default_rng(5)
    (x_t,), (x_s,) = _leaves(rng, [(6, 2, 3)], "float64")
    _run_both(theirs, ours, [x_t], [x_s], "float64")


def test_dropout_in_training_is_random_reproducible_and_unbiased():
    """Between layers only, in training only. With relu, positive weights and inputs the network is linear
    in the dropped activations, so the mean over many draws is the eval output."""
    model = nn.RNN(2, 3, num_layers=2, nonlinearity="relu", dropout=0.5, dtype=specgrad.float64)
    with specgrad.no_grad():
        for p in model.parameters():
            p.abs_()
    x = specgrad.rand(4, 1, 2, dtype=specgrad.float64)
    model.requires_grad_(False)
    model.eval()
    expected = model(x)[0].numpy()
    model.train()
    specgrad.manual_seed(7)
    first = model(x)[0].numpy()
    specgrad.manual_seed(7)
    np.testing.assert_array_equal(model(x)[0].numpy(), first)
    assert not np.allclose(first, expected)
    with specgrad.no_grad():
        mean = np.mean([model(x)[0].numpy() for _ in range(3000)], axis=0)
    np.testing.assert_allclose(mean, expected, rtol=0.05)
    # the last layer's output is not dropped: a one-layer network ignores dropout even in training
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        single = nn.GRU(2, 3, dropout=0.9, dtype=specgrad.float64).requires_grad_(False)
    np.testing.assert_array_equal(single(x)[0].numpy(), single.eval()(x)[0].numpy())


def test_gradcheck_tiny_lstm_and_gru():
    specgrad.manual_seed(0)
    lstm = nn.LSTM(2, 3, num_layers=2, bidirectional=True, proj_size=1, dtype=specgrad.float64)
    x = specgrad.randn(3, 2, 2, dtype=specgrad.float64, requires_grad=True)
    h0 = specgrad.randn(4, 2, 1, dtype=specgrad.float64, requires_grad=True)
    c0 = specgrad.randn(4, 2, 3, dtype=specgrad.float64, requires_grad=True)

    def run_lstm(x, h0, c0, *params):
        out, (h, c) = lstm(x, (h0, c0))
        return out, h, c
    assert gradcheck(run_lstm, (x, h0, c0, *lstm.parameters()))
    gru = nn.GRU(2, 2, dtype=specgrad.float64)
    assert gradgradcheck(lambda x, *params: gru(x)[0], (x, *gru.parameters()))


def test_weights_replaced_after_construction_are_used():
    """PyTorch keeps a list of flat weights in step with attribute assignment; here the layer reads its
    attributes on every call, so an assigned Parameter is the one used."""
    model = nn.RNN(2, 3, dtype=specgrad.float64)
    model.weight_hh_l0 = nn.Parameter(specgrad.zeros(3, 3, dtype=specgrad.float64))
    x = specgrad.randn(4, 1, 2, dtype=specgrad.float64)
    out = model(x)[0]
    expected = np.tanh(x.numpy() @ model.weight_ih_l0.detach().numpy().T + model.bias_ih_l0.detach().numpy()
                       + model.bias_hh_l0.detach().numpy())
    np.testing.assert_allclose(out.detach().numpy(), expected)
    assert model._flat_weights[1] is model.weight_hh_l0


def test_dropout_zeroes_a_fraction_p_of_the_layer_outputs_and_scales_the_rest():
    """Layer 1 set to relu(identity) makes the network's output the dropped layer-0 output itself."""
    p = 0.3
    model = nn.RNN(3, 3, num_layers=2, nonlinearity="relu", dropout=p, dtype=specgrad.float64)
    model.requires_grad_(False)
    with specgrad.no_grad():
        for q in model.parameters():
            q.abs_()
        model.weight_ih_l1.copy_(specgrad.eye(3, dtype=specgrad.float64))
        model.weight_hh_l1.zero_()
        model.bias_ih_l1.zero_()
        model.bias_hh_l1.zero_()
    x = specgrad.rand(50, 40, 3, dtype=specgrad.float64)
    kept = model.eval()(x)[0].numpy()
    dropped = model.train()(x)[0].numpy()
    zeros = dropped == 0
    assert abs(zeros.mean() - p) < 0.03
    np.testing.assert_allclose(dropped[~zeros], kept[~zeros] / (1 - p))


# ---------------------------------------------------------------------------------------------- fused cells

def _saturating_gates(rng, shape):
    """Pre-activation gates from -12 to 12 and near 0: sigmoid and tanh near 0, +-1 and their small-x branch."""
    gates = rng.standard_normal(shape) * 6
    gates.flat[:4] = [12.0, -12.0, 1e-5, -3e-4]
    return gates


@pytest.mark.parametrize("cell", ["lstm", "gru"])
def test_fused_cell_float32_kernels_match_float64(cell):
    """The float32 kernels (rational tanh and sigmoid, one loop) against the exact float64 path, forward and
    backward, with gradients reaching every output; the generated tests see only tiny float32 shapes."""
    from specgrad import rnn_kernels
    rng = np.random.default_rng(5)
    batch, hidden = 7, 33
    chunks = 4 if cell == "lstm" else 3
    arrays = [_saturating_gates(rng, (batch, chunks * hidden)), rng.standard_normal((batch, chunks * hidden)),
              rng.standard_normal((batch, hidden)), rng.standard_normal(chunks * hidden),
              rng.standard_normal(chunks * hidden)]
    grads = [rng.standard_normal((batch, hidden)) for _ in range(2)]
    forward = rnn_kernels.fused_lstm_cell if cell == "lstm" else rnn_kernels.fused_gru_cell
    exact = forward(*arrays)
    fast = forward(*[a.astype(np.float32) for a in arrays])
    for a, b in zip(exact, fast):
        assert b.dtype == np.float32
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=2e-6)
    if cell == "lstm":
        exact_grads = rnn_kernels.fused_lstm_cell_backward(grads[0], grads[1], arrays[2], exact[1], exact[2])
        fast_grads = rnn_kernels.fused_lstm_cell_backward(*[a.astype(np.float32) for a in
                                                            (grads[0], grads[1], arrays[2], fast[1], fast[2])])
    else:
        exact_grads = rnn_kernels.fused_gru_cell_backward(grads[0], arrays[2], exact[1])
        fast_grads = rnn_kernels.fused_gru_cell_backward(*[a.astype(np.float32) for a in
                                                          (grads[0], arrays[2], fast[1])])
    for a, b in zip(exact_grads, fast_grads):
        assert b.dtype == np.float32
        np.testing.assert_allclose(b, a, rtol=1e-5, atol=2e-6)


@pytest.mark.parametrize("name", ["LSTMCell", "GRUCell", "LSTM", "GRU"])
def test_saturated_gates_match_pytorch_float32(name):
    """Large inputs saturate the gates: the fused float32 kernels still give PyTorch's outputs and gradients."""
    theirs, ours = _pair(name, 3, 5, dtype="float32")
    shape = (4, 3) if name.endswith("Cell") else (6, 4, 3)
    x = (np.random.default_rng(2).standard_normal(shape) * 8).astype(np.float32)
    x_t, x_s = torch.tensor(x, requires_grad=True), specgrad.tensor(x, requires_grad=True)
    out_t, out_s = theirs(x_t), ours(x_s)
    flat_t = _flat(out_t) if name.endswith("Cell") else [out_t[0]] + _flat(out_t[1])
    flat_s = _flat(out_s) if name.endswith("Cell") else [out_s[0]] + _flat(out_s[1])
    _compare(flat_t, flat_s, TOL["float32"])
    weights = [np.random.default_rng(4).standard_normal(tuple(o.shape)) for o in flat_t]
    _backward_weighted(flat_t, weights, torch)
    _backward_weighted(flat_s, weights, specgrad)
    np.testing.assert_allclose(x_s.grad.numpy(), x_t.grad.numpy(), **TOL["float32"])
    for (name_t, p_t), p_s in zip(theirs.named_parameters(), ours.parameters()):
        np.testing.assert_allclose(p_s.grad.numpy(), p_t.grad.numpy(), **TOL["float32"], err_msg=name_t)


def test_lstm_final_cell_state_alone_takes_gradient():
    """Only c_n reaches the loss: the cells' hy gradients are None and the fused backward takes them as zeros."""
    theirs, ours = _pair("LSTM", 3, 4)
    rng = np.random.default_rng(4)
    (x_t,), (x_s,) = _leaves(rng, [(5, 2, 3)], "float64")
    theirs(x_t)[1][1].sum().backward()
    ours(x_s)[1][1].sum().backward()
    np.testing.assert_allclose(x_s.grad.numpy(), x_t.grad.numpy(), **TOL["float64"])
    for (name, p_t), p_s in zip(theirs.named_parameters(), ours.parameters()):
        np.testing.assert_allclose(p_s.grad.numpy(), p_t.grad.numpy(), **TOL["float64"], err_msg=name)
