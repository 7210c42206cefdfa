"""RNN, LSTM, GRU and their single-step cells, as torch.nn's (same parameter names, shapes and init).

Each layer and direction does its input-to-hidden product for all time steps in one matmul before the time
loop. LSTM (without proj_size) then runs the whole layer in one op, _lstm_layer (PyTorch's CPU LSTM runs
mkldnn_rnn_layer likewise), GRU in _gru_layer and RNN in _rnn_layer; LSTM with proj_size and the cells run a
step as one small matmul (h @ W_hh^T) and the fused cell (_thnn_fused_lstm_cell, _thnn_fused_gru_cell, as
PyTorch's), one node each; RNNCell's step is an addmm and tanh or relu. All of them differentiate twice.
"""
import math
import numbers
import warnings

import specgrad
from specgrad.generated import ops as _ops
from specgrad.nn import functional as F
from specgrad.nn import init
from specgrad.nn.modules.module import Module
from specgrad.nn.parameter import Parameter
from specgrad.nn.utils.rnn import PackedSequence

__all__ = ["RNNBase", "RNN", "LSTM", "GRU", "RNNCellBase", "RNNCell", "LSTMCell", "GRUCell"]

_GATES = {"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}


# ---------------------------------------------------------------------------------------------- one step

def _rnn_step(x_proj, h, w_hh_t, nonlinearity):
    """h' = act(x W_ih^T + b_ih + b_hh + h W_hh^T); x_proj already holds the input part and both biases."""
    pre = specgrad.addmm(x_proj, h, w_hh_t)
    return specgrad.tanh(pre) if nonlinearity == "tanh" else specgrad.relu(pre)


def _lstm_step(x_gates, h, c, w_hh_t, w_hr_t, b_ih=None, b_hh=None):
    """PyTorch's gate order i, f, g, o: c' = f*c + i*g, h' = o*tanh(c') (then h' @ W_hr^T with proj_size), in
    the fused cell (_thnn_fused_lstm_cell: one node, one pass each way). x_gates holds the input part
    (x W_ih^T, with both biases unless they are given)."""
    h, c, _ = _ops._thnn_fused_lstm_cell(x_gates, specgrad.matmul(h, w_hh_t), c, b_ih, b_hh)
    if w_hr_t is not None:
        h = specgrad.matmul(h, w_hr_t)
    return h, c


def _gru_step(x_gates, h, w_hh_t, b_ih, b_hh):
    """Gate order r, z, n: n = tanh(x_n + r * (h W_hn^T + b_hn)), h' = (1 - z) * n + z * h, in the fused cell
    (_thnn_fused_gru_cell). b_hh stays apart from the input part because r multiplies its n part."""
    h, _ = _ops._thnn_fused_gru_cell(x_gates, specgrad.matmul(h, w_hh_t), h, b_ih, b_hh)
    return h


# ---------------------------------------------------------------------------------------------- whole layers

def _run_direction(mode, x_proj, state, weights, reverse):
    """Run one layer in one direction over x_proj (T, B, gates); returns (outputs (T, B, H), final state)."""
    if mode == "LSTM" and weights["w_hr"] is None:
        # the whole layer in one op (GRU's too): one node, W_hh's gradient one matmul over all steps
        output, h, c, _, _ = _ops._lstm_layer(x_proj, state[0], state[1], weights["w_hh"], reverse)
        return output, (h, c)
    if mode == "GRU":
        output, h, _ = _ops._gru_layer(x_proj, state, weights["w_hh"], weights["b_hh"], reverse)
        return output, h
    if mode in ("RNN_TANH", "RNN_RELU"):
        output, h = _ops._rnn_layer(x_proj, state, weights["w_hh"], "tanh" if mode == "RNN_TANH" else "relu", reverse)
        return output, h
    # LSTM with proj_size: a step at a time (the fused cell, then the projection)
    w_hh_t = weights["w_hh"].t()
    w_hr_t = weights["w_hr"].t()
    steps = x_proj.unbind(0)
    outputs = [None] * len(steps)
    h, c = state
    for t in (range(len(steps) - 1, -1, -1) if reverse else range(len(steps))):
        h, c = _lstm_step(steps[t], h, c, w_hh_t, w_hr_t)
        outputs[t] = h
    return specgrad.stack(outputs, 0), (h, c)


def _input_projection(mode, layer_input, weights):
    """x W_ih^T + b_ih (+ b_hh, except for GRU) for every time step at once: one matmul."""
    bias = weights["b_ih"]
    if bias is not None and mode != "GRU":
        bias = bias + weights["b_hh"]
    return F.linear(layer_input, weights["w_ih"], bias)


# ---------------------------------------------------------------------------------------------- modules

class RNNBase(Module):
    """What RNN, LSTM and GRU share: the per-layer, per-direction parameters (weight_ih_l{k}[_reverse],
    weight_hh_l{k}, bias_ih_l{k}, bias_hh_l{k}, weight_hr_l{k} with proj_size), argument checks,
    initialisation U(-1/sqrt(hidden_size), 1/sqrt(hidden_size)) and the multi-layer loop."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, proj_size=0, device=None, dtype=None):
        super().__init__()
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        num_directions = 2 if bidirectional else 1
        if not isinstance(dropout, numbers.Number) or not 0 <= dropout <= 1 or isinstance(dropout, bool):
            raise ValueError("dropout should be a number in range [0, 1] representing the probability of an "
                             "element being zeroed")
        if dropout > 0 and num_layers == 1:
            warnings.warn("dropout option adds dropout after all but last recurrent layer, so non-zero dropout "
                          f"expects num_layers greater than 1, but got dropout={dropout} and num_layers={num_layers}",
                          stacklevel=2)
        if not isinstance(bias, bool):
            raise TypeError(f"bias should be of type bool, got: {type(bias).__name__}")
        if not isinstance(batch_first, bool):
            raise TypeError(f"batch_first should be of type bool, got: {type(batch_first).__name__}")
        if not isinstance(input_size, int):
            raise TypeError(f"input_size should be of type int, got: {type(input_size).__name__}")
        if input_size <= 0:
            raise ValueError("input_size must be greater than zero")
        if not isinstance(hidden_size, int):
            raise TypeError(f"hidden_size should be of type int, got: {type(hidden_size).__name__}")
        if hidden_size <= 0:
            raise ValueError("hidden_size must be greater than zero")
        if num_layers <= 0:
            raise ValueError("num_layers must be greater than zero")
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        if mode not in _GATES:
            raise ValueError("Unrecognized RNN mode: " + mode)
        gate_size = _GATES[mode] * hidden_size
        real_hidden_size = proj_size if proj_size > 0 else hidden_size

        self._flat_weights_names = []
        self._all_weights = []
        for layer in range(num_layers):
            for direction in range(num_directions):
                layer_input_size = input_size if layer == 0 else real_hidden_size * num_directions
                suffix = "_reverse" if direction == 1 else ""
                shapes = {"weight_ih": (gate_size, layer_input_size), "weight_hh": (gate_size, real_hidden_size)}
                if bias:
                    shapes.update(bias_ih=(gate_size,), bias_hh=(gate_size,))
                if proj_size > 0:
                    shapes["weight_hr"] = (proj_size, hidden_size)
                names = []
                for kind, shape in shapes.items():
                    name = f"{kind}_l{layer}{suffix}"
                    setattr(self, name, Parameter(specgrad.empty(shape, dtype=dtype)))
                    names.append(name)
                self._flat_weights_names.extend(names)
                self._all_weights.append(names)
        self.reset_parameters()

    @property
    def _flat_weights(self):
        return [getattr(self, name, None) for name in self._flat_weights_names]

    @property
    def all_weights(self):
        return [[getattr(self, name) for name in names] for names in self._all_weights]

    def flatten_parameters(self):
        """A no-op, as PyTorch's is off cuDNN: the weights are already used where they are."""

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    # ------------------------------------------------------------------ checks (PyTorch's messages)

    def check_input(self, input, batch_sizes):
        weight_dtype = self._flat_weights[0].dtype
        if input.dtype != weight_dtype:
            raise ValueError(f"RNN input dtype ({input.dtype}) does not match weight dtype ({weight_dtype}). "
                             f"Convert input: input.to({weight_dtype}), or convert model: model.to({input.dtype})")
        expected_input_dim = 2 if batch_sizes is not None else 3
        if input.dim() != expected_input_dim:
            raise RuntimeError(f"input must have {expected_input_dim} dimensions, got {input.dim()}")
        if self.input_size != input.size(-1):
            raise RuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, "
                               f"got {input.size(-1)}")

    def get_expected_hidden_size(self, input, batch_sizes):
        mini_batch = _mini_batch(self, input, batch_sizes)
        num_directions = 2 if self.bidirectional else 1
        size = self.proj_size if self.proj_size > 0 else self.hidden_size
        return (self.num_layers * num_directions, mini_batch, size)

    def check_hidden_size(self, hx, expected_hidden_size, msg="Expected hidden size {}, got {}"):
        if tuple(hx.size()) != tuple(expected_hidden_size):
            raise RuntimeError(msg.format(tuple(expected_hidden_size), list(hx.size())))

    def check_forward_args(self, input, hidden, batch_sizes):
        self.check_input(input, batch_sizes)
        self.check_hidden_size(hidden, self.get_expected_hidden_size(input, batch_sizes))

    def permute_hidden(self, hx, permutation):
        """hx's batch (dim 1) reordered by permutation (a packed input's sorted or unsorted indices)."""
        if permutation is None:
            return hx
        if isinstance(hx, tuple):
            return tuple(h.index_select(1, permutation) for h in hx)
        return hx.index_select(1, permutation)

    def extra_repr(self):
        s = "{input_size}, {hidden_size}"
        if self.proj_size != 0:
            s += ", proj_size={proj_size}"
        if self.num_layers != 1:
            s += ", num_layers={num_layers}"
        if self.bias is not True:
            s += ", bias={bias}"
        if self.batch_first is not False:
            s += ", batch_first={batch_first}"
        if self.dropout != 0:
            s += ", dropout={dropout}"
        if self.bidirectional is not False:
            s += ", bidirectional={bidirectional}"
        return s.format(**self.__dict__)

    # ------------------------------------------------------------------ the computation

    def _layer_weights(self, layer, direction):
        suffix = f"_l{layer}" + ("_reverse" if direction == 1 else "")
        return {key: getattr(self, name + suffix, None) for key, name in
                (("w_ih", "weight_ih"), ("w_hh", "weight_hh"), ("b_ih", "bias_ih"), ("b_hh", "bias_hh"),
                 ("w_hr", "weight_hr"))}

    def _run(self, input, hx):
        """input (T, B, I) or (B, T, I) with batch_first; hx (L*D, B, H) or, for LSTM, a pair of them.
        Returns (output, h_n) or (output, (h_n, c_n)) in the same layout."""
        num_directions = 2 if self.bidirectional else 1
        lstm = self.mode == "LSTM"
        if self.batch_first:
            input = input.transpose(0, 1)
        if input.size(0) == 0:
            raise RuntimeError("Expected sequence length to be larger than 0 in RNN")
        h0 = hx[0].unbind(0) if lstm else hx.unbind(0)
        c0 = hx[1].unbind(0) if lstm else None
        finals_h, finals_c = [], []
        layer_input = input
        for layer in range(self.num_layers):
            outputs = []
            for direction in range(num_directions):
                index = layer * num_directions + direction
                weights = self._layer_weights(layer, direction)
                state = (h0[index], c0[index]) if lstm else h0[index]
                x_proj = _input_projection(self.mode, layer_input, weights)
                output, final = _run_direction(self.mode, x_proj, state, weights, reverse=direction == 1)
                outputs.append(output)
                if lstm:
                    finals_h.append(final[0])
                    finals_c.append(final[1])
                else:
                    finals_h.append(final)
            layer_input = outputs[0] if num_directions == 1 else specgrad.cat(outputs, 2)
            if self.dropout > 0 and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        output = layer_input.transpose(0, 1) if self.batch_first else layer_input
        h_n = specgrad.stack(finals_h, 0)
        if lstm:
            return output, (h_n, specgrad.stack(finals_c, 0))
        return output, h_n

    def _zeros_state(self, input, size):
        batch = input.size(0) if self.batch_first else input.size(1)
        num_directions = 2 if self.bidirectional else 1
        return specgrad.zeros((self.num_layers * num_directions, batch, size), dtype=input.dtype)


class RNN(RNNBase):
    """Elman RNN: h_t = tanh(x_t W_ih^T + b_ih + h_{t-1} W_hh^T + b_hh) (or relu), stacked num_layers deep."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        if len(args) > 3:
            nonlinearity = args[3]
            args = args[:3] + args[4:]
        else:
            nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if nonlinearity == "tanh":
            mode = "RNN_TANH"
        elif nonlinearity == "relu":
            mode = "RNN_RELU"
        else:
            raise ValueError(f"Unknown nonlinearity '{nonlinearity}'. Select from 'tanh' or 'relu'.")
        super().__init__(mode, *args, **kwargs)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):
        return _forward_single_state(self, input, hx, "RNN")


class GRU(RNNBase):
    """Gated recurrent unit: r = σ(W_ir x + b_ir + W_hr h + b_hr), z likewise, n = tanh(W_in x + b_in +
    r * (W_hn h + b_hn)), h' = (1 - z) * n + z * h."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)

    def forward(self, input, hx=None):
        return _forward_single_state(self, input, hx, "GRU")


def _mini_batch(module, input, batch_sizes):
    """The batch size: a packed input's largest (batch_sizes[0]), else the input's batch dim."""
    if batch_sizes is not None:
        return int(batch_sizes[0])
    return input.size(0) if module.batch_first else input.size(1)


def _packed_forward(module, input, hx):
    from specgrad.nn.modules.rnn_packed import packed_forward
    return packed_forward(module, input, hx)


def _forward_single_state(module, input, hx, name):
    """RNN's and GRU's forward: unbatched (2-D) input, a zero initial state, PyTorch's checks."""
    if isinstance(input, PackedSequence):
        return _packed_forward(module, input, hx)
    if input.dim() not in (2, 3):
        suffix = " tensor instead" if name == "RNN" else " instead"
        raise ValueError(f"{name}: Expected input to be 2D or 3D, got {input.dim()}D{suffix}")
    is_batched = input.dim() == 3
    batch_dim = 0 if module.batch_first else 1
    if not is_batched:
        input = input.unsqueeze(batch_dim)
        if hx is not None:
            if hx.dim() != 2:
                raise RuntimeError(f"For unbatched 2-D input, hx should also be 2-D but got {hx.dim()}-D tensor")
            hx = hx.unsqueeze(1)
    elif hx is not None and hx.dim() != 3:
        raise RuntimeError(f"For batched 3-D input, hx should also be 3-D but got {hx.dim()}-D tensor")
    if hx is None:
        hx = module._zeros_state(input, module.hidden_size)
    module.check_forward_args(input, hx, None)
    output, hidden = module._run(input, hx)
    if not is_batched:
        output = output.squeeze(batch_dim)
        hidden = hidden.squeeze(1)
    return output, hidden


class LSTM(RNNBase):
    """Long short-term memory: gates i, f, g, o from x_t and h_{t-1}; c_t = f*c_{t-1} + i*g, h_t = o*tanh(c_t),
    with proj_size > 0 h_t is then projected by weight_hr to proj_size features."""

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

    def get_expected_cell_size(self, input, batch_sizes):
        mini_batch = _mini_batch(self, input, batch_sizes)
        num_directions = 2 if self.bidirectional else 1
        return (self.num_layers * num_directions, mini_batch, self.hidden_size)

    def check_forward_args(self, input, hidden, batch_sizes):
        self.check_input(input, batch_sizes)
        self.check_hidden_size(hidden[0], self.get_expected_hidden_size(input, batch_sizes),
                               "Expected hidden[0] size {}, got {}")
        self.check_hidden_size(hidden[1], self.get_expected_cell_size(input, batch_sizes),
                               "Expected hidden[1] size {}, got {}")

    def forward(self, input, hx=None):
        if isinstance(input, PackedSequence):
            return _packed_forward(self, input, hx)
        if input.dim() not in (2, 3):
            raise ValueError(f"LSTM: Expected input to be 2D or 3D, got {input.dim()}D instead")
        is_batched = input.dim() == 3
        batch_dim = 0 if self.batch_first else 1
        if not is_batched:
            input = input.unsqueeze(batch_dim)
        if hx is None:
            real_hidden_size = self.proj_size if self.proj_size > 0 else self.hidden_size
            hx = (self._zeros_state(input, real_hidden_size), self._zeros_state(input, self.hidden_size))
        else:
            if is_batched:
                if hx[0].dim() != 3 or hx[1].dim() != 3:
                    raise RuntimeError("For batched 3-D input, hx and cx should also be 3-D but got "
                                       f"({hx[0].dim()}-D, {hx[1].dim()}-D) tensors")
            else:
                if hx[0].dim() != 2 or hx[1].dim() != 2:
                    raise RuntimeError("For unbatched 2-D input, hx and cx should also be 2-D but got "
                                       f"({hx[0].dim()}-D, {hx[1].dim()}-D) tensors")
                hx = (hx[0].unsqueeze(1), hx[1].unsqueeze(1))
        self.check_forward_args(input, hx, None)
        output, hidden = self._run(input, hx)
        if not is_batched:
            output = output.squeeze(batch_dim)
            hidden = (hidden[0].squeeze(1), hidden[1].squeeze(1))
        return output, hidden


# ---------------------------------------------------------------------------------------------- cells

def _check_cell(input, hx, index, input_size, hidden_size):
    """The checks PyTorch's rnn cells make (in C++) on the input and one hidden tensor."""
    if input.size(1) != input_size:
        raise RuntimeError(f"input has inconsistent input_size: got {input.size(1)} expected {input_size}")
    if input.size(0) != hx.size(0):
        raise RuntimeError(f"Input batch size {input.size(0)} doesn't match hidden{index} batch size {hx.size(0)}")
    if hx.size(1) != hidden_size:
        raise RuntimeError(f"hidden{index} has inconsistent hidden_size: got {hx.size(1)}, expected {hidden_size}")


class RNNCellBase(Module):
    """What the cells share: weight_ih (chunks*hidden, input), weight_hh (chunks*hidden, hidden), optional
    bias_ih/bias_hh, all U(-1/sqrt(hidden_size), 1/sqrt(hidden_size))."""

    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        self.weight_ih = Parameter(specgrad.empty((num_chunks * hidden_size, input_size), dtype=dtype))
        self.weight_hh = Parameter(specgrad.empty((num_chunks * hidden_size, hidden_size), dtype=dtype))
        if bias:
            self.bias_ih = Parameter(specgrad.empty(num_chunks * hidden_size, dtype=dtype))
            self.bias_hh = Parameter(specgrad.empty(num_chunks * hidden_size, dtype=dtype))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def extra_repr(self):
        s = "{input_size}, {hidden_size}"
        if "bias" in self.__dict__ and self.bias is not True:
            s += ", bias={bias}"
        if "nonlinearity" in self.__dict__ and self.nonlinearity != "tanh":
            s += ", nonlinearity={nonlinearity}"
        return s.format(**self.__dict__)

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -stdv, stdv)

    def _batched(self, name, input, hidden):
        """Check dims as PyTorch does; returns (is_batched, input as 2-D)."""
        if input.dim() not in (1, 2):
            raise ValueError(f"{name}: Expected input to be 1D or 2D, got {input.dim()}D instead")
        for label, value in hidden:
            if value is not None and value.dim() not in (1, 2):
                raise ValueError(f"{name}: Expected {label} to be 1D or 2D, got {value.dim()}D instead")
        is_batched = input.dim() == 2
        return is_batched, input if is_batched else input.unsqueeze(0)

    def _input_part(self, input, bias):
        return F.linear(input, self.weight_ih, bias)

    def _check_dtype(self, input):
        if input.dtype != self.weight_ih.dtype:
            raise RuntimeError(f"mat1 and mat2 must have the same dtype, but got {_short(input.dtype)} and "
                               f"{_short(self.weight_ih.dtype)}")


def _short(dtype):
    return {"float64": "Double", "float32": "Float", "float16": "Half"}.get(str(dtype).split(".")[-1], str(dtype))


class RNNCell(RNNCellBase):
    """One step of an Elman RNN: h' = tanh(x W_ih^T + b_ih + h W_hh^T + b_hh) (or relu)."""

    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=1, device=device, dtype=dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):
        is_batched, input = self._batched("RNNCell", input, [("hidden", hx)])
        if hx is None:
            hx = specgrad.zeros((input.size(0), self.hidden_size), dtype=input.dtype)
        elif not is_batched:
            hx = hx.unsqueeze(0)
        if self.nonlinearity not in ("tanh", "relu"):
            raise RuntimeError(f"Unknown nonlinearity: {self.nonlinearity}")
        _check_cell(input, hx, 0, self.input_size, self.hidden_size)
        self._check_dtype(input)
        bias = None if self.bias_ih is None else self.bias_ih + self.bias_hh
        ret = _rnn_step(self._input_part(input, bias), hx, self.weight_hh.t(), self.nonlinearity)
        return ret if is_batched else ret.squeeze(0)


class LSTMCell(RNNCellBase):
    """One LSTM step: returns (h', c')."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=4, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        hidden = [] if hx is None else [(f"hx[{i}]", value) for i, value in enumerate(hx)]
        is_batched, input = self._batched("LSTMCell", input, hidden)
        if hx is None:
            zeros = specgrad.zeros((input.size(0), self.hidden_size), dtype=input.dtype)
            hx = (zeros, zeros)
        elif not is_batched:
            hx = (hx[0].unsqueeze(0), hx[1].unsqueeze(0))
        _check_cell(input, hx[0], 0, self.input_size, self.hidden_size)
        _check_cell(input, hx[1], 1, self.input_size, self.hidden_size)
        self._check_dtype(input)
        h, c = _lstm_step(self._input_part(input, None), hx[0], hx[1], self.weight_hh.t(), None, self.bias_ih,
                          self.bias_hh)
        return (h, c) if is_batched else (h.squeeze(0), c.squeeze(0))


class GRUCell(RNNCellBase):
    """One GRU step: returns h'."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=3, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        is_batched, input = self._batched("GRUCell", input, [("hidden", hx)])
        if hx is None:
            hx = specgrad.zeros((input.size(0), self.hidden_size), dtype=input.dtype)
        elif not is_batched:
            hx = hx.unsqueeze(0)
        _check_cell(input, hx, 0, self.input_size, self.hidden_size)
        self._check_dtype(input)
        ret = _gru_step(self._input_part(input, None), hx, self.weight_hh.t(), self.bias_ih, self.bias_hh)
        return ret if is_batched else ret.squeeze(0)
