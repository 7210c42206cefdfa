"""Fused LSTM and GRU cells (issue 7): PyTorch's _thnn_fused_lstm_cell and _thnn_fused_gru_cell.

A cell takes the pre-activation gates of one time step (input part, hidden part, optional biases) and the
previous state, and returns the new state with a workspace (the activated gates) from which its backward
runs in one pass. One time step of nn.LSTM at batch 32, hidden 128 is 16K gate values: the per-call cost
matters as much as the arithmetic, so float32 runs one Numba loop per direction (forward, backward) that
computes every gate, the new state and all gradients at once. Its sigmoid and tanh are the rational
float32 tanh of array_helpers._tanh_float32 (Eigen's, at most 4e-7 from the exact value; sigmoid(x) =
0.5 + 0.5 tanh(x / 2)) inlined, so the loop vectorizes; libm's per element would not (DESIGN.md).
Other dtypes take NumPy's exact sigmoid and tanh over the whole arrays.

Measured at batch 32, hidden 128, float32, one time step (loaded 2-core machine, minimum of repeats): the
previous composite (chunk, 3 sigmoid, 2 tanh, 3 mul and an add over strided views, each an op and a node)
spent about 45 us in each sigmoid alone; the fused kernels take 11-17 us forward and 6 us backward.

nn.LSTM (without proj_size) goes one step further, as PyTorch's CPU LSTM (mkldnn_rnn_layer): lstm_layer runs
a whole layer and direction in one op (no node, wrapper or engine work per step), saves every cell state
and gate activation, and its backward takes W_hh's gradient in one matmul over all steps.
"""
import contextlib

import numpy as np

from specgrad import blas_threads
from specgrad.lazy_numba import numba  # imported on the first kernel call

_F = np.float32
_jit = numba.njit(cache=True, nogil=True, error_model="numpy")


@numba.njit(cache=True, nogil=True, error_model="numpy", inline="always")
def _tanh32(x):
    clamp = _F(7.90531110763549805)  # beyond it, tanh is 1 in float32
    a1, a3, a5 = _F(4.89352455891786e-03), _F(6.37261928875436e-04), _F(1.48572235717979e-05)
    a7, a9, a11 = _F(5.12229709037114e-08), _F(-8.60467152213735e-11), _F(2.00018790482477e-13)
    a13 = _F(-2.76076847742355e-16)
    b0, b2, b4, b6 = (_F(4.89352518554385e-03), _F(2.26843463243900e-03), _F(1.18534705686654e-04),
                      _F(1.19825839466702e-06))
    v = min(max(x, -clamp), clamp)
    v2 = v * v
    p = v * (((((((a13 * v2 + a11) * v2 + a9) * v2 + a7) * v2 + a5) * v2 + a3) * v2) + a1)
    q = ((b6 * v2 + b4) * v2 + b2) * v2 + b0
    return x if abs(x) < _F(0.0004) else p / q


@numba.njit(cache=True, nogil=True, error_model="numpy", inline="always")
def _sigmoid32(x):
    half = _F(0.5)
    return half + half * _tanh32(half * x)


# ---------------------------------------------------------------------------------------------- LSTM

@_jit
def _lstm_cell_float32(gates, more_gates, cx, hy, cy, workspace):
    """gates + more_gates (B, 4H): pre-activation i, f, g, o (added here, which saves a pass: a layer's step
    adds its input's part to h W_hh^T); workspace (B, 4H) receives the activated gates. Each row's gates are
    taken as 1-D views: so LLVM vectorizes the loop (2-D indexing of one array, read at one gate and written
    at another, made it 10x slower)."""
    batch, hidden = cx.shape
    for b in range(batch):
        gi, gf, gg, go = gates[b, :hidden], gates[b, hidden:2 * hidden], gates[b, 2 * hidden:3 * hidden], \
            gates[b, 3 * hidden:]
        mi, mf, mg, mo = more_gates[b, :hidden], more_gates[b, hidden:2 * hidden], \
            more_gates[b, 2 * hidden:3 * hidden], more_gates[b, 3 * hidden:]
        wi, wf, wg, wo = workspace[b, :hidden], workspace[b, hidden:2 * hidden], \
            workspace[b, 2 * hidden:3 * hidden], workspace[b, 3 * hidden:]
        c_in, c_out, h_out = cx[b], cy[b], hy[b]
        for j in range(hidden):
            i = _sigmoid32(gi[j] + mi[j])
            f = _sigmoid32(gf[j] + mf[j])
            g = _tanh32(gg[j] + mg[j])
            o = _sigmoid32(go[j] + mo[j])
            wi[j] = i
            wf[j] = f
            wg[j] = g
            wo[j] = o
            c = f * c_in[j] + i * g
            c_out[j] = c
            h_out[j] = o * _tanh32(c)


@_jit
def _lstm_cell_backward_float32(grad_hy, grad_cy, cx, cy, workspace, grad_gates, grad_cx):
    one = _F(1)
    batch, hidden = cx.shape
    for b in range(batch):
        wi, wf, wg, wo = workspace[b, :hidden], workspace[b, hidden:2 * hidden], \
            workspace[b, 2 * hidden:3 * hidden], workspace[b, 3 * hidden:]
        di, df, dg, do = grad_gates[b, :hidden], grad_gates[b, hidden:2 * hidden], \
            grad_gates[b, 2 * hidden:3 * hidden], grad_gates[b, 3 * hidden:]
        gh_row, gc_row, c_in, c_out, dc = grad_hy[b], grad_cy[b], cx[b], cy[b], grad_cx[b]
        for j in range(hidden):
            i = wi[j]
            f = wf[j]
            g = wg[j]
            o = wo[j]
            tc = _tanh32(c_out[j])
            gh = gh_row[j]
            gc = gc_row[j] + gh * o * (one - tc * tc)
            di[j] = gc * g * i * (one - i)
            df[j] = gc * c_in[j] * f * (one - f)
            dg[j] = gc * i * (one - g * g)
            do[j] = gh * tc * o * (one - o)
            dc[j] = gc * f


def _sigmoid(x):
    from specgrad.array_helpers import sigmoid
    return sigmoid(x)


def _check_cell(name, input_gates, hidden_gates, state, input_bias, hidden_bias, chunks):
    """ATen's checkSizes for the fused cells: 2-D gates (B, chunks * H) of one shape, state (B, H), 1-D
    biases (chunks * H) given both or neither, one float dtype."""
    if input_gates.ndim != 2 or input_gates.shape != hidden_gates.shape:
        raise RuntimeError(f"{name}: expected input_gates and hidden_gates of one 2-D shape, got "
                           f"{list(input_gates.shape)} and {list(hidden_gates.shape)}")
    if state.ndim != 2 or input_gates.shape != (state.shape[0], chunks * state.shape[1]):
        raise RuntimeError(f"{name}: expected gates of size [{state.shape[0] if state.ndim else 0}, "
                           f"{chunks} * {state.shape[-1] if state.ndim else 0}], got {list(input_gates.shape)}")
    if (input_bias is None) != (hidden_bias is None):
        raise RuntimeError(f"{name}: expected both biases or neither")
    for bias in (input_bias, hidden_bias):
        if bias is not None and bias.shape != (input_gates.shape[1],):
            raise RuntimeError(f"{name}: expected biases of size [{input_gates.shape[1]}], got {list(bias.shape)}")
    dtypes = {a.dtype for a in (input_gates, hidden_gates, state, input_bias, hidden_bias) if a is not None}
    if len(dtypes) != 1:
        raise RuntimeError(f"{name}: expected all arguments of one dtype, got {sorted(map(str, dtypes))}")


def fused_lstm_cell(input_gates, hidden_gates, cx, input_bias, hidden_bias):
    """(hy, cy, workspace): workspace holds the activated gates sigmoid(i), sigmoid(f), tanh(g), sigmoid(o)."""
    _check_cell("_thnn_fused_lstm_cell", input_gates, hidden_gates, cx, input_bias, hidden_bias, 4)
    hy = np.empty_like(cx)
    cy = np.empty_like(cx)
    if input_gates.dtype == np.float32 and input_gates.size:
        workspace = np.empty_like(input_gates)
        gates = np.ascontiguousarray(input_gates) if input_bias is None else input_gates + input_bias + hidden_bias
        _lstm_cell_float32(gates, np.ascontiguousarray(hidden_gates), np.ascontiguousarray(cx), hy, cy, workspace)
        return hy, cy, workspace
    gates = np.add(input_gates, hidden_gates)
    if input_bias is not None:
        gates += input_bias
        gates += hidden_bias
    h = cx.shape[1]
    gates[:, :2 * h] = _sigmoid(gates[:, :2 * h])
    np.tanh(gates[:, 2 * h:3 * h], out=gates[:, 2 * h:3 * h])
    gates[:, 3 * h:] = _sigmoid(gates[:, 3 * h:])
    i, f, g, o = (gates[:, k * h:(k + 1) * h] for k in range(4))
    np.add(f * cx, i * g, out=cy)
    np.multiply(o, np.tanh(cy), out=hy)
    return hy, cy, gates


def fused_lstm_cell_backward(grad_hy, grad_cy, cx, cy, workspace):
    """(gradient of the pre-activation gates (B, 4H), gradient of cx); a missing output gradient is zero."""
    grad_hy = np.zeros_like(cy) if grad_hy is None else np.ascontiguousarray(grad_hy, dtype=cy.dtype)
    grad_cy = np.zeros_like(cy) if grad_cy is None else np.ascontiguousarray(grad_cy, dtype=cy.dtype)
    if cy.dtype == np.float32 and cy.size:
        grad_gates = np.empty_like(workspace)
        grad_cx = np.empty_like(cy)
        _lstm_cell_backward_float32(grad_hy, grad_cy, np.ascontiguousarray(cx), np.ascontiguousarray(cy),
                                    np.ascontiguousarray(workspace), grad_gates, grad_cx)
        return grad_gates, grad_cx
    h = cy.shape[1]
    i, f, g, o = (workspace[:, k * h:(k + 1) * h] for k in range(4))
    tc = np.tanh(cy)
    gc = grad_cy + grad_hy * o * (1 - tc * tc)
    grad_gates = np.concatenate([gc * g * i * (1 - i), gc * cx * f * (1 - f), gc * i * (1 - g * g),
                                 grad_hy * tc * o * (1 - o)], axis=1)
    return grad_gates, gc * f


# ---------------------------------------------------------------------------------------------- GRU

@_jit
def _gru_cell_float32(input_gates, hidden_gates, hx, hy, workspace):
    """gates (B, 3H) r, z, n (biases already added); workspace (B, 4H): r, z, n and the hidden n part.
    Rows as 1-D views, as _lstm_cell_float32."""
    batch, hidden = hx.shape
    for b in range(batch):
        xr, xz, xn = input_gates[b, :hidden], input_gates[b, hidden:2 * hidden], input_gates[b, 2 * hidden:]
        hr, hz, hn_row = hidden_gates[b, :hidden], hidden_gates[b, hidden:2 * hidden], hidden_gates[b, 2 * hidden:]
        wr, wz, wn, whn = workspace[b, :hidden], workspace[b, hidden:2 * hidden], \
            workspace[b, 2 * hidden:3 * hidden], workspace[b, 3 * hidden:]
        h_in, h_out = hx[b], hy[b]
        for j in range(hidden):
            r = _sigmoid32(xr[j] + hr[j])
            z = _sigmoid32(xz[j] + hz[j])
            hn = hn_row[j]
            n = _tanh32(xn[j] + r * hn)
            wr[j] = r
            wz[j] = z
            wn[j] = n
            whn[j] = hn
            h_out[j] = n + z * (h_in[j] - n)


@_jit
def _gru_cell_backward_float32(grad_hy, hx, workspace, grad_input_gates, grad_hidden_gates, grad_hx):
    one = _F(1)
    batch, hidden = hx.shape
    for b in range(batch):
        wr, wz, wn, whn = workspace[b, :hidden], workspace[b, hidden:2 * hidden], \
            workspace[b, 2 * hidden:3 * hidden], workspace[b, 3 * hidden:]
        dxr, dxz, dxn = grad_input_gates[b, :hidden], grad_input_gates[b, hidden:2 * hidden], \
            grad_input_gates[b, 2 * hidden:]
        dhr, dhz, dhn = grad_hidden_gates[b, :hidden], grad_hidden_gates[b, hidden:2 * hidden], \
            grad_hidden_gates[b, 2 * hidden:]
        gh_row, h_in, dh = grad_hy[b], hx[b], grad_hx[b]
        for j in range(hidden):
            r = wr[j]
            z = wz[j]
            n = wn[j]
            gh = gh_row[j]
            gz = gh * (h_in[j] - n) * z * (one - z)
            gn = gh * (one - z) * (one - n * n)
            gr = gn * whn[j] * r * (one - r)
            dxr[j] = gr
            dxz[j] = gz
            dxn[j] = gn
            dhr[j] = gr
            dhz[j] = gz
            dhn[j] = gn * r
            dh[j] = gh * z


def fused_gru_cell(input_gates, hidden_gates, hx, input_bias, hidden_bias):
    """(hy, workspace): workspace (B, 4H) holds sigmoid(r), sigmoid(z), tanh(n) and the hidden part of n
    with its bias (r multiplies it); PyTorch's adds a copy of hx, which the backward here reads from hx."""
    _check_cell("_thnn_fused_gru_cell", input_gates, hidden_gates, hx, input_bias, hidden_bias, 3)
    if input_bias is not None:
        input_gates = input_gates + input_bias
        hidden_gates = hidden_gates + hidden_bias
    batch, h = hx.shape
    hy = np.empty_like(hx)
    workspace = np.empty((batch, 4 * h), hx.dtype)
    if hx.dtype == np.float32 and hx.size:
        _gru_cell_float32(np.ascontiguousarray(input_gates), np.ascontiguousarray(hidden_gates),
                          np.ascontiguousarray(hx), hy, workspace)
        return hy, workspace
    workspace[:, :2 * h] = _sigmoid(input_gates[:, :2 * h] + hidden_gates[:, :2 * h])
    r, z = workspace[:, :h], workspace[:, h:2 * h]
    workspace[:, 3 * h:] = hidden_gates[:, 2 * h:]
    workspace[:, 2 * h:3 * h] = np.tanh(input_gates[:, 2 * h:] + r * hidden_gates[:, 2 * h:])
    n = workspace[:, 2 * h:3 * h]
    np.add(n, z * (hx - n), out=hy)
    return hy, workspace


def fused_gru_cell_backward(grad_hy, hx, workspace):
    """(gradient of input_gates, of hidden_gates (both (B, 3H)), of hx)."""
    grad_hy = np.ascontiguousarray(grad_hy, dtype=hx.dtype)
    batch, h = hx.shape
    if hx.dtype == np.float32 and hx.size:
        grad_input_gates = np.empty((batch, 3 * h), hx.dtype)
        grad_hidden_gates = np.empty((batch, 3 * h), hx.dtype)
        grad_hx = np.empty_like(hx)
        _gru_cell_backward_float32(grad_hy, np.ascontiguousarray(hx), np.ascontiguousarray(workspace),
                                   grad_input_gates, grad_hidden_gates, grad_hx)
        return grad_input_gates, grad_hidden_gates, grad_hx
    r, z, n, hn = (workspace[:, k * h:(k + 1) * h] for k in range(4))
    gz = grad_hy * (hx - n) * z * (1 - z)
    gn = grad_hy * (1 - z) * (1 - n * n)
    gr = gn * hn * r * (1 - r)
    return (np.concatenate([gr, gz, gn], axis=1), np.concatenate([gr, gz, gn * r], axis=1), grad_hy * z)


# ---------------------------------------------------------------------------------------------- a whole LSTM layer

# A layer's time steps run their products (h W_hh^T, grad_gates W_hh) through blas_threads, which learns whether
# one BLAS thread or BLAS's own count runs them faster, for products up to this many multiply-adds; larger
# ones keep BLAS's count.
RECURRENT_CHOICE_MACS = 1 << 22
# Tried and rejected (issue 7, LSTM step at 1.4-1.6x PyTorch's): a whole layer as one Numba kernel with
# parallel=True, each step a prange over two halves of the hidden units, each half its four gate products
# (single-threaded OpenBLAS sgemm called by address) and its cells. Bit-identical to this loop, and alone
# faster (forward of 35 steps at batch 32, hidden 128: 1.79 -> 1.16 ms), but Numba's OpenMP workers spin after
# each kernel, and OpenBLAS's threads for the next big products (the weights' gradients) then shared the two
# cores with them: the training step went from 6.7 to 15-24 ms, and to 7.2 ms with GOMP_SPINCOUNT=100 (a
# sleeping worker to wake at every step). It needs one thread pool for products and kernels alike.


def _step_blas_threads(name, steps, batch, hidden, gate_size):
    """The BLAS thread count for a layer's steps (blas_threads), when a step's product is small."""
    if batch * hidden * gate_size > RECURRENT_CHOICE_MACS:
        return contextlib.nullcontext()
    return blas_threads.sequential_products((name, batch, hidden, gate_size), steps)


def _time_order(steps, reverse):
    return range(steps - 1, -1, -1) if reverse else range(steps)


def lstm_layer(input_gates, h0, c0, w_hh, reverse):
    """One LSTM layer in one direction over all time steps (PyTorch's CPU LSTM runs a layer per call too,
    mkldnn_rnn_layer): input_gates (T, B, 4H) = x W_ih^T + biases; per step one matmul h W_hh^T added to the
    step's input gates, then the fused cell. Returns (output (T, B, H), h_n, c_n, cells (T, B, H): every
    cell state, workspace (T, B, 4H): every step's activated gates); the last two are for the backward."""
    if input_gates.ndim != 3 or h0.ndim != 2 or c0.ndim != 2 or w_hh.ndim != 2:
        raise RuntimeError("_lstm_layer: expected input_gates (T, B, 4H), h0 and c0 (B, H), w_hh (4H, H)")
    steps, batch, gate_size = input_gates.shape
    hidden = h0.shape[1]
    if (gate_size != 4 * hidden or w_hh.shape != (gate_size, hidden) or h0.shape != (batch, hidden)
            or c0.shape != (batch, hidden)):
        raise RuntimeError(f"_lstm_layer: input_gates {list(input_gates.shape)}, h0 {list(h0.shape)}, c0 "
                           f"{list(c0.shape)} and w_hh {list(w_hh.shape)} do not fit one layer")
    dtype = input_gates.dtype
    output = np.empty((steps, batch, hidden), dtype)
    cells = np.empty((steps, batch, hidden), dtype)
    workspace = np.empty((steps, batch, gate_size), dtype)
    # a contiguous W_hh^T: OpenBLAS multiplies by it about 1.5x faster than by the transposed view (measured
    # 66 against 102 us per 32x128 @ 128x512 product, one thread)
    w_t = np.ascontiguousarray(w_hh.T)
    h, c = h0, np.ascontiguousarray(c0)
    gates = np.empty((batch, gate_size), dtype)
    fast = dtype == np.float32 and input_gates.size
    with _step_blas_threads("lstm forward", steps, batch, hidden, gate_size):
        for t in _time_order(steps, reverse):
            np.matmul(h, w_t, out=gates)
            if fast:
                _lstm_cell_float32(input_gates[t], gates, c, output[t], cells[t], workspace[t])
            else:
                output[t], cells[t], workspace[t] = fused_lstm_cell(input_gates[t], gates, c, None, None)
            h, c = output[t], cells[t]
    if steps == 0:
        return output, h0.copy(), c0.copy(), cells, workspace
    return output, h.copy(), c.copy(), cells, workspace


def lstm_layer_backward(grad_output, grad_hy, grad_cy, h0, c0, w_hh, reverse, output, cells, workspace):
    """(input_gates', h0', c0', w_hh' gradients): the steps in reverse, each the fused cell's backward and one
    matmul for the previous h; W_hh's gradient is then one matmul over all steps (sum over t of
    grad_gates_t^T h_{t-1}), not one per step."""
    steps, batch, hidden = cells.shape
    dtype = cells.dtype
    grad_gates = np.empty((steps, batch, 4 * hidden), dtype)
    dh = np.zeros((batch, hidden), dtype) if grad_hy is None else np.array(grad_hy, dtype)
    dc = np.zeros((batch, hidden), dtype) if grad_cy is None else np.array(grad_cy, dtype)  # written below
    fast = dtype == np.float32 and cells.size
    spare_dc = np.empty((batch, hidden), dtype)  # each step's grad_cx goes where the step before last's went
    with _step_blas_threads("lstm backward", steps, batch, hidden, 4 * hidden):
        for t in reversed(_time_order(steps, reverse)):
            previous = t + 1 if reverse else t - 1
            cx = c0 if previous in (-1, steps) else cells[previous]
            if grad_output is not None:
                dh += grad_output[t]
            if fast:
                _lstm_cell_backward_float32(dh, dc, np.ascontiguousarray(cx), cells[t], workspace[t],
                                            grad_gates[t], spare_dc)
                dc, spare_dc = spare_dc, dc
            else:
                grad_gates[t], dc = fused_lstm_cell_backward(dh, dc, cx, cells[t], workspace[t])
            np.matmul(grad_gates[t], w_hh, out=dh)
        # h_{t-1} is output[t - 1] (output[t + 1] when reversed), h0 at the first step: a step-sized product
        grad_w = grad_gates[steps - 1 if reverse else 0].T @ h0
    if steps > 1:
        later = grad_gates[:-1] if reverse else grad_gates[1:]
        earlier = output[1:] if reverse else output[:-1]
        grad_w += later.reshape(-1, 4 * hidden).T @ earlier.reshape(-1, hidden)
    return grad_gates, dh, dc, grad_w


# ---------------------------------------------------------------------------------------------- a whole GRU layer

def gru_layer(input_gates, h0, w_hh, b_hh, reverse):
    """One GRU layer in one direction over all steps, as lstm_layer: input_gates (T, B, 3H) = x W_ih^T + b_ih;
    per step h W_hh^T + b_hh and the fused cell. Returns (output (T, B, H), h_n, workspace (T, B, 4H))."""
    if input_gates.ndim != 3 or h0.ndim != 2 or w_hh.ndim != 2:
        raise RuntimeError("_gru_layer: expected input_gates (T, B, 3H), h0 (B, H), w_hh (3H, H)")
    steps, batch, gate_size = input_gates.shape
    hidden = h0.shape[1]
    if (gate_size != 3 * hidden or w_hh.shape != (gate_size, hidden) or h0.shape != (batch, hidden)
            or (b_hh is not None and b_hh.shape != (gate_size,))):
        raise RuntimeError(f"_gru_layer: input_gates {list(input_gates.shape)}, h0 {list(h0.shape)} and w_hh "
                           f"{list(w_hh.shape)} do not fit one layer")
    dtype = input_gates.dtype
    output = np.empty((steps, batch, hidden), dtype)
    workspace = np.empty((steps, batch, 4 * hidden), dtype)
    input_gates = np.ascontiguousarray(input_gates)  # each step's rows as the kernel takes them
    w_t = np.ascontiguousarray(w_hh.T)
    h = np.ascontiguousarray(h0)
    hidden_gates = np.empty((batch, gate_size), dtype)
    fast = dtype == np.float32 and input_gates.size
    with _step_blas_threads("gru forward", steps, batch, hidden, gate_size):
        for t in _time_order(steps, reverse):
            np.matmul(h, w_t, out=hidden_gates)
            if b_hh is not None:
                hidden_gates += b_hh
            if fast:
                _gru_cell_float32(input_gates[t], hidden_gates, h, output[t], workspace[t])
            else:
                output[t], workspace[t] = fused_gru_cell(input_gates[t], hidden_gates, h, None, None)
            h = output[t]
    return output, (h if steps else h0).copy(), workspace


def gru_layer_backward(grad_output, grad_hy, h0, w_hh, reverse, output, workspace):
    """(input_gates', h0', w_hh', b_hh' gradients): the steps in reverse, each the fused cell's backward and one
    matmul for the previous h; W_hh's gradient one matmul over all steps, b_hh's one sum."""
    steps, batch, hidden = output.shape
    dtype = output.dtype
    grad_input_gates = np.empty((steps, batch, 3 * hidden), dtype)
    grad_hidden_gates = np.empty((steps, batch, 3 * hidden), dtype)
    dh = np.zeros((batch, hidden), dtype) if grad_hy is None else np.array(grad_hy, dtype)
    fast = dtype == np.float32 and output.size
    with _step_blas_threads("gru backward", steps, batch, hidden, 3 * hidden):
        for t in reversed(_time_order(steps, reverse)):
            previous = t + 1 if reverse else t - 1
            hx = h0 if previous in (-1, steps) else output[previous]
            if grad_output is not None:
                dh += grad_output[t]
            if fast:
                grad_hx = np.empty((batch, hidden), dtype)
                _gru_cell_backward_float32(dh, np.ascontiguousarray(hx), workspace[t], grad_input_gates[t],
                                           grad_hidden_gates[t], grad_hx)
            else:
                grad_input_gates[t], grad_hidden_gates[t], grad_hx = fused_gru_cell_backward(dh, hx, workspace[t])
            dh = grad_hx
            dh += np.matmul(grad_hidden_gates[t], w_hh)
        grad_w = grad_hidden_gates[steps - 1 if reverse else 0].T @ h0
    if steps > 1:
        later = grad_hidden_gates[:-1] if reverse else grad_hidden_gates[1:]
        earlier = output[1:] if reverse else output[:-1]
        grad_w += later.reshape(-1, 3 * hidden).T @ earlier.reshape(-1, hidden)
    return grad_input_gates, dh, grad_w, grad_hidden_gates.reshape(-1, 3 * hidden).sum(0)


# ---------------------------------------------------------------------------------------------- a whole RNN layer

@_jit
def _rnn_activation_float32(pre, step_input, out, relu):
    """out = tanh(pre + step_input) (the rational float32 tanh), or relu of it; (B, H) rows as 1-D views."""
    batch, hidden = pre.shape
    for b in range(batch):
        p, x, o = pre[b], step_input[b], out[b]
        for j in range(hidden):
            v = p[j] + x[j]
            o[j] = (v if v > _F(0) else _F(0)) if relu else _tanh32(v)


@_jit
def _rnn_activation_backward_float32(dh, y, grad_pre, relu):
    """grad_pre = dh * tanh'(pre) = dh * (1 - y^2) from the output y, or dh where y > 0 (relu, PyTorch's
    threshold_backward); (B, H)."""
    batch, hidden = dh.shape
    for b in range(batch):
        d, v, g = dh[b], y[b], grad_pre[b]
        for j in range(hidden):
            g[j] = (d[j] if v[j] > _F(0) else _F(0)) if relu else d[j] * (_F(1) - v[j] * v[j])


def rnn_layer(input_gates, h0, w_hh, nonlinearity, reverse):
    """One nn.RNN layer in one direction over all steps, as gru_layer: input_gates (T, B, H) = x W_ih^T + b_ih
    + b_hh, per step h' = act(input_gates[t] + h W_hh^T) with act tanh or relu. Returns (output (T, B, H),
    h_n); the outputs are all the backward needs."""
    if input_gates.ndim != 3 or h0.ndim != 2 or w_hh.ndim != 2:
        raise RuntimeError("_rnn_layer: expected input_gates (T, B, H), h0 (B, H), w_hh (H, H)")
    if nonlinearity not in ("tanh", "relu"):
        raise RuntimeError(f"_rnn_layer: Unknown nonlinearity '{nonlinearity}'. Select from 'tanh' or 'relu'.")
    steps, batch, hidden = input_gates.shape
    if w_hh.shape != (hidden, hidden) or h0.shape != (batch, hidden):
        raise RuntimeError(f"_rnn_layer: input_gates {list(input_gates.shape)}, h0 {list(h0.shape)} and w_hh "
                           f"{list(w_hh.shape)} do not fit one layer")
    dtype = input_gates.dtype
    relu = nonlinearity == "relu"
    output = np.empty((steps, batch, hidden), dtype)
    input_gates = np.ascontiguousarray(input_gates)
    w_t = np.ascontiguousarray(w_hh.T)
    h = np.ascontiguousarray(h0)
    pre = np.empty((batch, hidden), dtype)
    fast = dtype == np.float32 and input_gates.size
    with _step_blas_threads("rnn forward", steps, batch, hidden, hidden):
        for t in _time_order(steps, reverse):
            np.matmul(h, w_t, out=pre)
            if fast:
                _rnn_activation_float32(pre, input_gates[t], output[t], relu)
            else:
                pre += input_gates[t]
                output[t] = np.maximum(pre, 0) if relu else np.tanh(pre)
            h = output[t]
    return output, (h if steps else h0).copy()


def rnn_layer_backward(grad_output, grad_hy, h0, w_hh, nonlinearity, reverse, output):
    """(input_gates', h0', w_hh' gradients) of rnn_layer: the steps in reverse, each the activation's backward
    and one matmul for the previous h; W_hh's gradient one matmul over all steps."""
    steps, batch, hidden = output.shape
    dtype = output.dtype
    relu = nonlinearity == "relu"
    grad_pre = np.empty((steps, batch, hidden), dtype)
    dh = np.zeros((batch, hidden), dtype) if grad_hy is None else np.array(grad_hy, dtype)
    fast = dtype == np.float32 and output.size
    with _step_blas_threads("rnn backward", steps, batch, hidden, hidden):
        for t in reversed(_time_order(steps, reverse)):
            if grad_output is not None:
                dh += grad_output[t]
            if fast:
                _rnn_activation_backward_float32(dh, output[t], grad_pre[t], relu)
            else:
                grad_pre[t] = dh * (output[t] > 0) if relu else dh * (1 - output[t] * output[t])
            dh = np.matmul(grad_pre[t], w_hh)
        grad_w = grad_pre[steps - 1 if reverse else 0].T @ h0 if steps else np.zeros_like(w_hh, dtype)
    if steps > 1:
        later = grad_pre[:-1] if reverse else grad_pre[1:]
        earlier = output[1:] if reverse else output[:-1]
        grad_w += later.reshape(-1, hidden).T @ earlier.reshape(-1, hidden)
    return grad_pre, dh, grad_w
