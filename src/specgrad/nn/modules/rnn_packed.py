"""RNN, LSTM and GRU over a PackedSequence, around the unchanged whole-layer kernels.

The packed batch is sorted longest first, so the sequences still running at step t are the first
batch_sizes[t]. The steps split into segments over which batch_sizes is constant (one per distinct length);
each segment is one call of the layer kernel on a batch that shrinks from segment to segment (forward: the
sequences that ended leave with their final state, which is their h_n) or grows (reverse direction: a sequence
joins, with its initial state, at its last step). A batch of equal lengths is one segment: one kernel call, as
unpacked. A segment's rows are contiguous in the packed data, so its input is a view and its output is appended
to the packed output as is.
"""
import numpy as np

import specgrad
from specgrad.nn import functional as F
from specgrad.nn.modules.rnn import _input_projection, _run_direction
from specgrad.nn.utils.rnn import PackedSequence


def _segments(batch_sizes):
    """[(first step, end step, batch size, first packed row, end packed row)] for runs of equal batch size."""
    offsets = np.concatenate([[0], np.cumsum(batch_sizes)])
    starts = np.flatnonzero(np.diff(batch_sizes, prepend=-1))
    ends = np.append(starts[1:], batch_sizes.size)
    return [(int(a), int(b), int(batch_sizes[a]), int(offsets[a]), int(offsets[b])) for a, b in zip(starts, ends)]


def _rows(state, start, stop):
    return tuple(s[start:stop] for s in state) if isinstance(state, tuple) else state[start:stop]


def _cat_rows(parts):
    if isinstance(parts[0], tuple):
        return tuple(specgrad.cat([p[i] for p in parts], 0) for i in range(len(parts[0])))
    return specgrad.cat(parts, 0)


def _segment_input(x_proj, segment):
    a, b, n, row_a, row_b = segment
    return x_proj[row_a:row_b].reshape((b - a, n, x_proj.shape[-1]))


def _forward_direction(mode, x_proj, state, weights, segments):
    """Left to right; a sequence's final state is taken when the batch shrinks past it."""
    outputs, finished = [], []
    rows = segments[0][2]
    for segment in segments:
        n = segment[2]
        if n < rows:
            finished.append(_rows(state, n, rows))
            state = _rows(state, 0, n)
            rows = n
        output, state = _run_direction(mode, _segment_input(x_proj, segment), state, weights, reverse=False)
        outputs.append(output.reshape((-1, output.shape[-1])))
    finished.append(state)
    return outputs, _cat_rows(finished[::-1])


def _reverse_direction(mode, x_proj, initial, weights, segments):
    """Right to left; a sequence joins the batch at its last step, starting from its initial state."""
    outputs, state, rows = [], None, 0
    for segment in reversed(segments):
        n = segment[2]
        if n > rows:
            joining = _rows(initial, rows, n)
            state = joining if state is None else _cat_rows([state, joining])
            rows = n
        output, state = _run_direction(mode, _segment_input(x_proj, segment), state, weights, reverse=True)
        outputs.append(output.reshape((-1, output.shape[-1])))
    return outputs[::-1], state


def run_packed(module, data, batch_sizes, hx):
    """module's layers over packed data (N, input_size) with batch_sizes (NumPy ints) from the sorted initial
    state hx (L*D, B, H) (a pair for LSTM). Returns (packed output data, h_n or (h_n, c_n)), sorted order."""
    num_directions = 2 if module.bidirectional else 1
    lstm = module.mode == "LSTM"
    segments = _segments(batch_sizes)
    h0 = hx[0].unbind(0) if lstm else hx.unbind(0)
    c0 = hx[1].unbind(0) if lstm else None
    finals = []
    layer_input = data
    for layer in range(module.num_layers):
        outputs = []
        for direction in range(num_directions):
            index = layer * num_directions + direction
            weights = module._layer_weights(layer, direction)
            state = (h0[index], c0[index]) if lstm else h0[index]
            x_proj = _input_projection(module.mode, layer_input, weights)
            run = _reverse_direction if direction == 1 else _forward_direction
            pieces, final = run(module.mode, x_proj, state, weights, segments)
            outputs.append(specgrad.cat(pieces, 0) if len(pieces) > 1 else pieces[0])
            finals.append(final)
        layer_input = outputs[0] if num_directions == 1 else specgrad.cat(outputs, 1)
        if module.dropout > 0 and module.training and layer < module.num_layers - 1:
            layer_input = F.dropout(layer_input, module.dropout, True)
    if lstm:
        return layer_input, (specgrad.stack([f[0] for f in finals], 0), specgrad.stack([f[1] for f in finals], 0))
    return layer_input, specgrad.stack(finals, 0)


def packed_forward(module, packed, hx):
    """RNNBase.forward for a PackedSequence input, as PyTorch's: hx in the caller's batch order is permuted
    into the packed (sorted) order, and h_n back; the output is a PackedSequence with the input's order."""
    data, batch_sizes, sorted_indices, unsorted_indices = packed
    sizes = batch_sizes._data.astype(np.int64) if hasattr(batch_sizes, "_data") else np.asarray(batch_sizes)
    max_batch_size = int(sizes[0])
    if hx is None:
        real_hidden_size = module.proj_size if module.proj_size > 0 else module.hidden_size
        shape = (module.num_layers * (2 if module.bidirectional else 1), max_batch_size)
        h_zeros = specgrad.zeros(shape + (real_hidden_size,), dtype=data.dtype)
        if module.mode == "LSTM":
            hx = (h_zeros, specgrad.zeros(shape + (module.hidden_size,), dtype=data.dtype))
        else:
            hx = h_zeros
    else:
        hx = module.permute_hidden(hx, sorted_indices)
    module.check_forward_args(data, hx, batch_sizes)
    output, hidden = run_packed(module, data, sizes, hx)
    return PackedSequence(output, batch_sizes, sorted_indices, unsorted_indices), \
        module.permute_hidden(hidden, unsorted_indices)
