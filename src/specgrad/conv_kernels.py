"""Numba kernels for convolution (im2col, col2im) and pooling (max, average) over 2-D planes.

array_helpers.conv and friends call these for float32/float64 arrays with 1 or 2 spatial dims (1-D
as a plane of height 1); other dtypes and 3-D keep the NumPy paths there. Each kernel writes its output
once, one (n, c) plane or (c, n) slab after another, every sum in a fixed order (deterministic).

They run serially. A prange variant over the planes (tried: parallel=True, a threshold on the work)
won 20-30% on a quiet machine, but on the 2 shared cores here, with other jobs running, its median was
6x worse on the bench's pooling rows (16 ms against 2.7 ms: a parallel region waits for a descheduled
thread, a 4 ms scheduler tick) and 25% worse even at 16M elements (40 ms against 32 ms); OpenMP's
spinning threads also slowed the BLAS calls of the convolution next to them.
Kernels compile on first use (cache=True), never at import.

Measured (2 shared cores, AVX-512), what made the bench's rows faster:
- Average pooling: a row's windows that the input does not clip are summed together, vectorized along
  the row (2x2 windows: both columns in one pass), the clipped ones one at a time; the backward of
  windows that tile the plane writes each element once. (32,32,32,32) k 2: forward 1.7 -> 0.35 ms,
  backward 1.8 -> 0.35 ms, and bit for bit PyTorch's values (its sums in its order, float32 division).
  A row buffer of grad / count in the backward was 2x slower than dividing again per kernel offset
  (LLVM cannot tell the buffer from dx). A scalar gather (dx[iw] = row[iw // 2]) was 8x slower.
- Fresh outputs cost page faults here (about 2 us per 4 KiB page): glibc returns freed memory above
  ~8 MB at the heap's top to the OS, so a step holding several 4 MB temporaries faulted ~1500 times
  (3 ms) in conv2d (32,3,32,32). Fewer temporaries (no transposed copy of the output, gradients that
  become x.grad without a copy) brought that to 0.
- Convolution columns sample by sample (N, C * K, P): the matmul per sample writes (N, O, P), the
  output's layout, where one big (O, C * K) @ (C * K, N * P) GEMM needs a transposed copy after it;
  on a quiet machine the two cost the same (0.42 + 0.29 ms copy against 0.43 ms for (32,3,32,32)).
  With other jobs loading the machine, BLAS's two threads made either 5-30x slower at its median.
  The weight gradient as one GEMM over all samples (columns (C * K, N * P), grad's rows copied to
  (O, N * P)) was no faster for (32,32,16,16) w (64,32,3,3) (3.2 ms either way) and 6x slower for
  (32,3,32,32) w (32,3,3,3): kept per sample there. With many rows and small planes the opposite holds
  (issue 6, round 4): im2col can also write (C * K, N, P), all samples' columns for one GEMM, which
  array_helpers._columns_layout picks; the digits CNN's (64,32,4,4) w (64,32,3,3) forward+backward 2.1 -> 1.6
  ms. With 4x4 planes, (C * K, P, N) (samples last) makes every copy of im2col and col2im a run of N values:
  forward, weight and input gradient 460-560, 480-530, 590-640 -> 370-450, 400-420, 380-400 us (interleaved
  runs), the transposes of the output and of grad done by kernels of their own (NumPy's copy of grad to
  (O, P, N) took 185 us, _samples_last 21).
- Max pooling over small planes (rows of fewer than 16 outputs) with windows that tile them: one scalar
  pass per window (_max_pool_tiles), 4.5x faster than passes along such short rows.
- im2col and col2im copy each plane into a zero-padded one (and back), so that a row of columns is one
  copy without bounds: 1.35x and 2x faster on 16x16 planes, the same on 32x32.
- Max pooling: passes along the row, one per kernel offset, 1.6 -> 0.8 ms forward on (32,32,32,32) k 2;
  one pass over 2x2 windows keeping the maximum and index in registers was 10% slower than that.
"""
import numpy as np

from specgrad.lazy_numba import numba  # imported on the first kernel call

# im2col's layouts of a convolution's columns (see im2col)
SAMPLES, BATCH, BATCH_LAST = "samples", "batch", "batch_last"


# ---------------------------------------------------------------------------------- im2col / col2im
# The kernels index flat (raveled) arrays with unsigned offsets: with signed indices Numba checks each
# access for a negative (wrap-around) index, and the copy loops do not vectorize (5x slower measured).

@numba.njit(cache=True, inline="always")
def _padded_size(size, pad, out, stride, kernel, dilation):
    """The length of a padded plane's axis: the input after `pad` zeros, and as far as the windows reach."""
    reach = (out - 1) * stride + (kernel - 1) * dilation + 1
    return max(pad + size, reach)


@numba.njit(cache=True)
def _im2col_all(x, cols, planes, shape, sh, sw, ph, pw, dh, dw, taps):
    """The columns of the planes r = (n, c) of x: element [n, c, kh, kw, oh, ow] at
    n * sample + ((c * KH + kh) * KW + kw) * row + oh * OW + ow of cols (`sample`, `row`: the layout's
    strides, see im2col). Each plane is first copied into a zero-padded one, so that every row of
    columns is one copy without bounds (small planes: 35% faster than clipping each row to the input).
    Rows of fewer than 8 outputs are too short for a loop each: a kernel offset's whole plane of
    columns is then one gather, through `taps` (each output's window start in the padded plane):
    (64,32,4,4) k 3: 137 -> 100 us."""
    channels, kernel_h, kernel_w, sample, row, out_h, out_w, height, width = shape
    padded_h = _padded_size(height, ph, out_h, sh, kernel_h, dh)
    padded_w = _padded_size(width, pw, out_w, sw, kernel_w, dw)
    buf = np.zeros(padded_h * padded_w, x.dtype)
    for r in range(planes):
        xb = r * height * width
        for i in range(height):
            b = (i + ph) * padded_w + pw
            xi = xb + i * width
            for j in range(width):
                buf[np.uintp(b + j)] = x[np.uintp(xi + j)]
        n = r // channels
        c = r % channels
        for kh in range(kernel_h):
            for kw in range(kernel_w):
                ob = n * sample + ((c * kernel_h + kh) * kernel_w + kw) * row
                if out_w < 8:
                    first = kh * dh * padded_w + kw * dw
                    for q in range(out_h * out_w):
                        cols[np.uintp(ob + q)] = buf[np.uintp(first + taps[q])]
                    continue
                for oh in range(out_h):
                    src = (oh * sh + kh * dh) * padded_w + kw * dw
                    o = ob + oh * out_w
                    if sw == 1:
                        for ow in range(out_w):
                            cols[np.uintp(o + ow)] = buf[np.uintp(src + ow)]
                    elif sw == 2:
                        for ow in range(out_w):
                            cols[np.uintp(o + ow)] = buf[np.uintp(src + 2 * ow)]
                    else:
                        for ow in range(out_w):
                            cols[np.uintp(o + ow)] = buf[np.uintp(src + ow * sw)]


@numba.njit(cache=True)
def _im2col_channels(x, cols, batch, shape, sh, sw, ph, pw, dh, dw, taps):
    """_im2col_all for the (C * KH * KW, N, OH * OW) layout, written in its order: channel by channel, the
    channel's planes of every sample zero-padded first, then each row of columns (c, kh, kw) sample after
    sample, so that the stores run through cols sequentially ((64,32,4,4) k 3: 160-180 -> 90-100 us)."""
    channels, kernel_h, kernel_w, sample, row, out_h, out_w, height, width = shape
    padded_h = _padded_size(height, ph, out_h, sh, kernel_h, dh)
    padded_w = _padded_size(width, pw, out_w, sw, kernel_w, dw)
    padded = padded_h * padded_w
    plane = out_h * out_w
    buf = np.zeros(batch * padded, x.dtype)
    for c in range(channels):
        for n in range(batch):
            xb = (n * channels + c) * height * width
            for i in range(height):
                b = n * padded + (i + ph) * padded_w + pw
                xi = xb + i * width
                for j in range(width):
                    buf[np.uintp(b + j)] = x[np.uintp(xi + j)]
        for kh in range(kernel_h):
            for kw in range(kernel_w):
                o = ((c * kernel_h + kh) * kernel_w + kw) * row
                first = kh * dh * padded_w + kw * dw
                for n in range(batch):
                    src = n * padded + first
                    if out_w < 8:
                        for q in range(plane):
                            cols[np.uintp(o + q)] = buf[np.uintp(src + taps[q])]
                        o += plane
                        continue
                    for oh in range(out_h):
                        start = src + oh * sh * padded_w
                        if sw == 1:
                            for ow in range(out_w):
                                cols[np.uintp(o + ow)] = buf[np.uintp(start + ow)]
                        else:
                            for ow in range(out_w):
                                cols[np.uintp(o + ow)] = buf[np.uintp(start + ow * sw)]
                        o += out_w


@numba.njit(cache=True)
def _im2col_batch_last(x, cols, batch, shape, sh, sw, ph, pw, dh, dw, taps):
    """_im2col_all for the (C * KH * KW, OH * OW, N) layout: channel by channel, the channel's planes of every
    sample copied into one zero-padded (H, W, N) buffer (samples last), then each column is a run of N
    contiguous values, read and written whole. For rows of fewer than 8 outputs, where the other layouts
    copy runs of a few values: (64,32,4,4) k 3 140 -> 44 us, and the same bits."""
    channels, kernel_h, kernel_w, sample, row, out_h, out_w, height, width = shape
    padded_h = _padded_size(height, ph, out_h, sh, kernel_h, dh)
    padded_w = _padded_size(width, pw, out_w, sw, kernel_w, dw)
    buf = np.zeros(padded_h * padded_w * batch, x.dtype)
    for c in range(channels):
        for n in range(batch):
            xb = (n * channels + c) * height * width
            for i in range(height):
                b = ((i + ph) * padded_w + pw) * batch + n
                xi = xb + i * width
                for j in range(width):
                    buf[np.uintp(b + j * batch)] = x[np.uintp(xi + j)]
        for kh in range(kernel_h):
            for kw in range(kernel_w):
                o = ((c * kernel_h + kh) * kernel_w + kw) * row
                for oh in range(out_h):
                    for ow in range(out_w):
                        src = ((oh * sh + kh * dh) * padded_w + ow * sw + kw * dw) * batch
                        for n in range(batch):
                            cols[np.uintp(o + n)] = buf[np.uintp(src + n)]
                        o += batch


def im2col(x, kernel, out, stride, padding, dilation, ones=False, layout=SAMPLES):
    """x (N, C, H, W) C-contiguous as its columns: element [n, c, kh, kw, oh, ow] is
    x[n, c, oh * sh + kh * dh - ph, ow * sw + kw * dw - pw], zero outside x. padding: the low sides.
    layout SAMPLES: (N, C * KH * KW, OH * OW), a matmul per sample writes (N, O, OH, OW) directly. BATCH:
    (C * KH * KW, N, OH * OW), all samples' columns for one GEMM (small planes). BATCH_LAST:
    (C * KH * KW, OH * OW, N), the same with the samples last (planes with short rows).
    ones: one more row of ones after a sample's (or all) rows, a bias column's factor."""
    n, c, h, w = x.shape
    rows = c * kernel[0] * kernel[1]
    plane = out[0] * out[1]
    if layout == SAMPLES:
        cols = np.empty((n, rows + ones, plane), x.dtype)
        sample, row = (rows + ones) * plane, plane
    else:
        cols = np.empty((rows + ones, n, plane) if layout == BATCH else (rows + ones, plane, n), x.dtype)
        sample, row = (plane, n * plane) if layout == BATCH else (1, n * plane)
    if ones:
        cols[(slice(None), rows) if layout == SAMPLES else rows] = 1
    shape = (c, kernel[0], kernel[1], sample, row, out[0], out[1], h, w)
    padded_w = max(padding[1] + w, (out[1] - 1) * stride[1] + (kernel[1] - 1) * dilation[1] + 1)  # _padded_size's
    taps = (np.arange(out[0], dtype=np.uintp)[:, None] * np.uintp(stride[0] * padded_w)
            + np.arange(out[1], dtype=np.uintp) * np.uintp(stride[1])).reshape(-1)
    fill = {SAMPLES: _im2col_all, BATCH: _im2col_channels, BATCH_LAST: _im2col_batch_last}[layout]
    fill(x.reshape(-1), cols.reshape(-1), n * c if layout == SAMPLES else n, shape, stride[0], stride[1],
         padding[0], padding[1], dilation[0], dilation[1], taps)
    return cols


@numba.njit(cache=True)
def _col2im_all(cols, dx, planes, shape, sh, sw, ph, pw, dh, dw, zero):
    """Each plane p = (n, c) of dx (N, C, H, W): the sum of its columns (at the strides `sample` and
    `row`, as _im2col_all) over the windows, kernel offsets in order, added up in a zero-padded plane
    (no bounds per row), its inside copied out."""
    channels, kernel_h, kernel_w, sample, row, out_h, out_w, height, width = shape
    padded_h = _padded_size(height, ph, out_h, sh, kernel_h, dh)
    padded_w = _padded_size(width, pw, out_w, sw, kernel_w, dw)
    buf = np.empty(padded_h * padded_w, dx.dtype)
    for p in range(planes):
        for i in range(padded_h * padded_w):
            buf[np.uintp(i)] = zero
        n = p // channels
        ch = p % channels
        for kh in range(kernel_h):
            for kw in range(kernel_w):
                cb = n * sample + ((ch * kernel_h + kh) * kernel_w + kw) * row
                for oh in range(out_h):
                    d = (oh * sh + kh * dh) * padded_w + kw * dw
                    c = cb + oh * out_w
                    if sw == 1:
                        for ow in range(out_w):
                            buf[np.uintp(d + ow)] += cols[np.uintp(c + ow)]
                    else:
                        for ow in range(out_w):
                            buf[np.uintp(d + ow * sw)] += cols[np.uintp(c + ow)]
        db = p * height * width
        for i in range(height):
            b = (i + ph) * padded_w + pw
            for j in range(width):
                dx[np.uintp(db + i * width + j)] = buf[np.uintp(b + j)]


@numba.njit(cache=True)
def _col2im_channels(cols, dx, batch, shape, sh, sw, ph, pw, dh, dw, zero):
    """_col2im_all from the (C * KH * KW, N, OH * OW) layout, read in its order: channel by channel, every
    sample's plane of the channel summed up in its zero-padded buffer, row of columns (c, kh, kw) after row,
    then the insides copied out ((32,32,16,16) k 3: 608 -> 523 us, (64,32,4,4) 155 -> 122 us)."""
    channels, kernel_h, kernel_w, sample, row, out_h, out_w, height, width = shape
    padded_h = _padded_size(height, ph, out_h, sh, kernel_h, dh)
    padded_w = _padded_size(width, pw, out_w, sw, kernel_w, dw)
    padded = padded_h * padded_w
    buf = np.empty(batch * padded, dx.dtype)
    for c in range(channels):
        for i in range(batch * padded):
            buf[np.uintp(i)] = zero
        for kh in range(kernel_h):
            for kw in range(kernel_w):
                o = ((c * kernel_h + kh) * kernel_w + kw) * row
                first = kh * dh * padded_w + kw * dw
                for n in range(batch):
                    for oh in range(out_h):
                        d = n * padded + first + oh * sh * padded_w
                        if sw == 1:
                            for ow in range(out_w):
                                buf[np.uintp(d + ow)] += cols[np.uintp(o + ow)]
                        else:
                            for ow in range(out_w):
                                buf[np.uintp(d + ow * sw)] += cols[np.uintp(o + ow)]
                        o += out_w
        for n in range(batch):
            db = (n * channels + c) * height * width
            for i in range(height):
                b = n * padded + (i + ph) * padded_w + pw
                for j in range(width):
                    dx[np.uintp(db + i * width + j)] = buf[np.uintp(b + j)]


@numba.njit(cache=True)
def _col2im_batch_last(cols, dx, batch, shape, sh, sw, ph, pw, dh, dw, zero):
    """_col2im_all from the (C * KH * KW, OH * OW, N) layout (_im2col_batch_last's): channel by channel, every
    column a run of N values added into a zero-padded (H, W, N) buffer, kernel offsets in the order of the other
    layouts (the same sums, the same bits), then the buffer's inside copied out: (64,32,4,4) k 3 233 -> 54 us."""
    channels, kernel_h, kernel_w, sample, row, out_h, out_w, height, width = shape
    padded_h = _padded_size(height, ph, out_h, sh, kernel_h, dh)
    padded_w = _padded_size(width, pw, out_w, sw, kernel_w, dw)
    size = padded_h * padded_w * batch
    buf = np.empty(size, dx.dtype)
    for c in range(channels):
        for i in range(size):
            buf[np.uintp(i)] = zero
        for kh in range(kernel_h):
            for kw in range(kernel_w):
                o = ((c * kernel_h + kh) * kernel_w + kw) * row
                for oh in range(out_h):
                    for ow in range(out_w):
                        d = ((oh * sh + kh * dh) * padded_w + ow * sw + kw * dw) * batch
                        for n in range(batch):
                            buf[np.uintp(d + n)] += cols[np.uintp(o + n)]
                        o += batch
        for n in range(batch):
            db = (n * channels + c) * height * width
            for i in range(height):
                b = ((i + ph) * padded_w + pw) * batch + n
                for j in range(width):
                    dx[np.uintp(db + i * width + j)] = buf[np.uintp(b + j * batch)]


def col2im(cols, input_shape, kernel, out, stride, padding, dilation, layout=SAMPLES, shape=None):
    """The adjoint of im2col, from C-contiguous columns in its `layout`: dx of input_shape (N, C, H, W), or in
    `shape` (of as many elements) if given: a fresh array, no view."""
    n, c, h, w = input_shape
    dx = np.empty(input_shape if shape is None else shape, cols.dtype)
    rows = c * kernel[0] * kernel[1]
    plane = out[0] * out[1]
    sample, row = {SAMPLES: (rows * plane, plane), BATCH: (plane, n * plane), BATCH_LAST: (1, n * plane)}[layout]
    geometry = (c, kernel[0], kernel[1], sample, row, out[0], out[1], h, w)
    spread = {SAMPLES: _col2im_all, BATCH: _col2im_channels, BATCH_LAST: _col2im_batch_last}[layout]
    spread(cols.reshape(-1), dx.reshape(-1), n * c if layout == SAMPLES else n, geometry, stride[0], stride[1],
           padding[0], padding[1], dilation[0], dilation[1], cols.dtype.type(0))
    return dx


@numba.njit(cache=True)
def _samples_first(y, out, outputs, plane, batch):
    for o in range(outputs):
        for n in range(batch):
            dst = (n * outputs + o) * plane
            for p in range(plane):
                out[np.uintp(dst + p)] = y[np.uintp((o * plane + p) * batch + n)]


@numba.njit(cache=True)
def _samples_last(g, out, batch, outputs, plane):
    for o in range(outputs):
        for n in range(batch):
            src = (n * outputs + o) * plane
            for p in range(plane):
                out[np.uintp((o * plane + p) * batch + n)] = g[np.uintp(src + p)]


def samples_first(y, n):
    """y (O, P * N) from a BATCH_LAST GEMM as a fresh (N, O, P) array (a run of P written per sample and
    output: (64, 64, 16) 20 us, NumPy's transposed copy 39)."""
    o = y.shape[0]
    out = np.empty((n, o, y.shape[1] // n), y.dtype)
    _samples_first(np.ascontiguousarray(y).reshape(-1), out.reshape(-1), o, out.shape[2], n)
    return out


def samples_last(g):
    """g (N, O, *out) as a fresh (O, P * N) array, the rows of a BATCH_LAST GEMM ((64, 64, 16) 21 us, NumPy's
    transposed copy 185)."""
    n, o = g.shape[:2]
    plane = g[0, 0].size
    out = np.empty((o, plane * n), g.dtype)
    _samples_last(np.ascontiguousarray(g).reshape(-1), out.reshape(-1), n, o, plane)
    return out


# ---------------------------------------------------------------------------------- max pooling

def _window_taps(out, size, kernel, stride, pad, dilation):
    """For each output along an axis: its window's start in the input, and the range [lo, hi) of its
    kernel taps that fall inside the input (computed once here: integer divisions are slow in loops)."""
    start = np.arange(out, dtype=np.int64) * stride - pad
    lo = np.maximum(-(start // dilation), 0)
    hi = np.minimum(-((start - size) // dilation), kernel)
    return start, lo, np.maximum(hi, lo)


@numba.njit(cache=True, inline="always")
def _takes(v, best):
    """Whether v replaces the running maximum: greater, or a NaN (the last NaN wins, as PyTorch)."""
    return (v > best) | (v != v)


@numba.njit(cache=True, inline="always")
def _max_pool_window(x, xb, h0, i0, i1, w0, j0, j1, width, dh, dw, lowest):
    """A window's maximum and its flat index in the plane, as PyTorch's kernel: window elements in
    row-major order, the first maximum wins, a NaN wins over numbers (the last NaN), and a window of
    -inf gives its first element's index."""
    where = (h0 + i0 * dh) * width + w0 + j0 * dw
    best = lowest
    for i in range(i0, i1):
        row = (h0 + i * dh) * width + w0
        for j in range(j0, j1):
            at = row + j * dw
            v = x[np.uintp(xb + at)]
            take = _takes(v, best)
            best = v if take else best
            where = at if take else where
    return best, where


@numba.njit(cache=True)
def _max_pool_plane(x, values, indices, p, taps, shape, dh, dw, lowest):
    """Plane p of x (P, H, W): the windows clipped by the input's sides one at a time, the others of a
    row together, vectorized along the row: one pass per kernel offset in row-major order, each
    output's running maximum and index kept in values and indices (the same comparisons in the same
    order as one window at a time)."""
    out_h, out_w, height, width, kernel_h, kernel_w, sw, lo, hi = shape
    xb = p * height * width
    ob = p * out_h * out_w
    for oh in range(out_h):
        h0, i0, i1 = taps[0, oh], taps[1, oh], taps[2, oh]
        o = ob + oh * out_w
        full = i0 == 0 and i1 == kernel_h and lo < hi
        for ow in range(out_w):
            if full and ow == lo:
                break
            best, where = _max_pool_window(x, xb, h0, i0, i1, taps[3, ow], taps[4, ow], taps[5, ow], width, dh, dw,
                                           lowest)
            values[np.uintp(o + ow)] = best
            indices[np.uintp(o + ow)] = where
        if not full:
            continue
        w0 = taps[3, lo] - lo * sw  # the window of ow starts at w0 + ow * sw, inside the input for lo <= ow < hi
        for i in range(kernel_h):
            for j in range(kernel_w):
                start = (h0 + i * dh) * width + w0 + j * dw
                if i == 0 and j == 0:
                    for ow in range(lo, hi):
                        at = start + ow * sw
                        v = x[np.uintp(xb + at)]
                        values[np.uintp(o + ow)] = v if _takes(v, lowest) else lowest
                        indices[np.uintp(o + ow)] = at
                elif sw == 2:
                    for ow in range(lo, hi):
                        at = start + 2 * ow
                        v = x[np.uintp(xb + at)]
                        best = values[np.uintp(o + ow)]
                        take = _takes(v, best)
                        values[np.uintp(o + ow)] = v if take else best
                        indices[np.uintp(o + ow)] = at if take else indices[np.uintp(o + ow)]
                else:
                    for ow in range(lo, hi):
                        at = start + ow * sw
                        v = x[np.uintp(xb + at)]
                        best = values[np.uintp(o + ow)]
                        take = _takes(v, best)
                        values[np.uintp(o + ow)] = v if take else best
                        indices[np.uintp(o + ow)] = at if take else indices[np.uintp(o + ow)]
        for ow in range(hi, out_w):
            best, where = _max_pool_window(x, xb, h0, i0, i1, taps[3, ow], taps[4, ow], taps[5, ow], width, dh, dw,
                                           lowest)
            values[np.uintp(o + ow)] = best
            indices[np.uintp(o + ow)] = where


@numba.njit(cache=True)
def _max_pool_all(x, values, indices, planes, taps, shape, dh, dw, lowest):
    for p in range(planes):
        _max_pool_plane(x, values, indices, p, taps, shape, dh, dw, lowest)


@numba.njit(cache=True, inline="always")
def _take_max(x, xb, at, best, where):
    """The running (maximum, index) after the element at `at` of the plane at xb (see _takes)."""
    v = x[np.uintp(xb + at)]
    take = _takes(v, best)
    return (v if take else best), (at if take else where)


@numba.njit(cache=True)
def _max_pool_tiles(x, values, indices, planes, shape, lowest):
    """Windows that tile the planes (stride = kernel, no padding, no dilation): no clipping, so each
    output is one scalar pass over its window, with no per-row loop set-up. For rows of fewer than 16
    outputs, where _max_pool_plane's vectorized passes along a row are too short to pay. k 2 on planes
    (2048,8,8) 700 -> 155 us, (4096,4,4) 456 -> 85 us, (1024,16,16) 1212 -> 385 us, and with the 2x2
    window written out 98, 54 and 199 us; (1024,32,32) takes 729 us along rows, 772 here."""
    out_h, out_w, height, width, kernel_h, kernel_w = shape
    o = 0
    if kernel_h == 2 and kernel_w == 2:  # the common MaxPool2d(2), its window written out
        for p in range(planes):
            xb = p * height * width
            for oh in range(out_h):
                for ow in range(out_w):
                    first = 2 * oh * width + 2 * ow
                    best, where = _take_max(x, xb, first, lowest, first)
                    best, where = _take_max(x, xb, first + 1, best, where)
                    best, where = _take_max(x, xb, first + width, best, where)
                    best, where = _take_max(x, xb, first + width + 1, best, where)
                    values[np.uintp(o)] = best
                    indices[np.uintp(o)] = where
                    o += 1
        return
    for p in range(planes):
        xb = p * height * width
        for oh in range(out_h):
            for ow in range(out_w):
                first = oh * kernel_h * width + ow * kernel_w
                best = lowest
                where = first
                for i in range(kernel_h):
                    for j in range(kernel_w):
                        at = first + i * width + j
                        v = x[np.uintp(xb + at)]
                        take = _takes(v, best)
                        best = v if take else best
                        where = at if take else where
                values[np.uintp(o)] = best
                indices[np.uintp(o)] = where
                o += 1


def max_pool(x, kernel, out, stride, padding, dilation):
    """Max pooling of the planes x (P, H, W) C-contiguous: values (P, OH, OW) and int64 flat indices."""
    values = np.empty((x.shape[0], *out), x.dtype)
    indices = np.empty((x.shape[0], *out), np.int64)
    if out[1] < 16 and tuple(stride) == tuple(kernel) and not any(padding) and tuple(dilation) == (1, 1) and \
            out[0] * kernel[0] <= x.shape[1] and out[1] * kernel[1] <= x.shape[2]:
        shape = (out[0], out[1], x.shape[1], x.shape[2], kernel[0], kernel[1])
        _max_pool_tiles(x.reshape(-1), values.reshape(-1), indices.reshape(-1), x.shape[0], shape,
                        x.dtype.type(-np.inf))
        return values, indices
    longest = max(out)
    taps = np.zeros((6, longest), np.int64)
    for axis in range(2):
        for t, row in enumerate(_window_taps(out[axis], x.shape[1 + axis], kernel[axis], stride[axis],
                                             padding[axis], dilation[axis])):
            taps[3 * axis + t, :out[axis]] = row
    # the outputs [lo, hi) along a row whose windows the input does not clip
    inside = np.flatnonzero((taps[4, :out[1]] == 0) & (taps[5, :out[1]] == kernel[1]))
    lo, hi = (int(inside[0]), int(inside[-1]) + 1) if inside.size else (0, 0)
    shape = (out[0], out[1], x.shape[1], x.shape[2], kernel[0], kernel[1], stride[1], lo, hi)
    _max_pool_all(x.reshape(-1), values.reshape(-1), indices.reshape(-1), x.shape[0], taps, shape, dilation[0],
                  dilation[1], x.dtype.type(-np.inf))
    return values, indices


@numba.njit(cache=True)
def _scatter_plane(grad, indices, out, p, per_plane, plane, zero):
    ob = p * plane
    for i in range(plane):
        out[np.uintp(ob + i)] = zero
    gb = p * per_plane
    for q in range(per_plane):
        out[np.uintp(ob + indices[np.uintp(gb + q)])] += grad[np.uintp(gb + q)]


@numba.njit(cache=True)
def _scatter_all(grad, indices, out, planes, per_plane, plane, zero):
    for p in range(planes):
        _scatter_plane(grad, indices, out, p, per_plane, plane, zero)


def max_pool_backward(grad, indices, planes, plane, shape=None):
    """grad (P, Q) C-contiguous added at indices (P, Q) (each in [0, plane)) of P zero planes: (P, plane),
    or in `shape` (of as many elements) if given: a fresh array, no view."""
    out = np.empty((planes, plane) if shape is None else shape, grad.dtype)
    _scatter_all(grad.reshape(-1), indices.reshape(-1), out.reshape(-1), planes, grad.shape[1], plane,
                 grad.dtype.type(0))
    return out


# ---------------------------------------------------------------------------------- average pooling

@numba.njit(cache=True, inline="always")
def _window(o, stride, pad, kernel, size):
    """An output's window along one axis, as PyTorch's avg_pool kernels: [start, end) clipped to the
    input, and the window's length clipped to the padded input only (count_include_pad's count)."""
    start = o * stride - pad
    end = start + kernel
    end = size + pad if end > size + pad else end
    padded = end - start
    start = 0 if start < 0 else start
    end = size if end > size else end
    return start, end, padded


@numba.njit(cache=True, inline="always")
def _count(h0, h1, hp, w0, w1, wp, include_pad, divisor):
    if divisor > 0:
        return divisor
    if include_pad:
        return hp * wp
    return (h1 - h0) * (w1 - w0)


def _interior(out, size, kernel, stride, pad):
    """The outputs [lo, hi) along an axis whose whole window lies inside the input (no clipping)."""
    if size < kernel:
        return 0, 0
    lo = min(-(-pad // stride), out)  # the first window starting at or after 0
    hi = min((size - kernel + pad) // stride + 1, out)  # past the last ending at or before size
    return lo, max(hi, lo)


@numba.njit(cache=True, inline="always")
def _avg_pool_window(x, xb, h0, h1, hp, ow, sw, pw, kernel_w, width, include_pad, divisor, zero):
    w0, w1, wp = _window(ow, sw, pw, kernel_w, width)
    total = zero
    for ih in range(h0, h1):
        for iw in range(w0, w1):
            total += x[np.uintp(xb + ih * width + iw)]
    return total / (zero + np.float32(_count(h0, h1, hp, w0, w1, wp, include_pad, divisor)))


@numba.njit(cache=True)
def _avg_pool_plane(x, out, p, shape, sh, sw, ph, pw, include_pad, divisor, zero, interior):
    """Plane p: the windows clipped by the input's sides one at a time, the others of a row together,
    vectorized along the row (each output's sum in PyTorch's order: row by row, left to right)."""
    kernel_h, kernel_w, out_h, out_w, height, width = shape
    lo, hi = interior
    xb = p * height * width
    ob = p * out_h * out_w
    for oh in range(out_h):
        h0, h1, hp = _window(oh, sh, ph, kernel_h, height)
        o = ob + oh * out_w
        for ow in range(lo):
            out[np.uintp(o + ow)] = _avg_pool_window(x, xb, h0, h1, hp, ow, sw, pw, kernel_w, width, include_pad,
                                                     divisor, zero)
        pairs = sw == 2 and kernel_w == 2 and h1 > h0  # the common 2x2 pooling: a row's columns in one pass
        if not pairs:
            for ow in range(lo, hi):
                out[np.uintp(o + ow)] = zero
        for ih in range(h0, h1):
            if pairs:
                xi = xb + ih * width - pw
                if ih == h0:  # (0 + a) + b: as from zero, without a pass writing zeros
                    for ow in range(lo, hi):
                        out[np.uintp(o + ow)] = (zero + x[np.uintp(xi + 2 * ow)]) + x[np.uintp(xi + 2 * ow + 1)]
                else:
                    for ow in range(lo, hi):
                        out[np.uintp(o + ow)] = (out[np.uintp(o + ow)] + x[np.uintp(xi + 2 * ow)]) + \
                            x[np.uintp(xi + 2 * ow + 1)]
                continue
            for iw in range(kernel_w):
                xi = xb + ih * width + iw - pw  # + ow * sw >= 0 for ow >= lo
                if sw == 1:
                    for ow in range(lo, hi):
                        out[np.uintp(o + ow)] += x[np.uintp(xi + ow)]
                elif sw == 2:
                    for ow in range(lo, hi):
                        out[np.uintp(o + ow)] += x[np.uintp(xi + 2 * ow)]
                else:
                    for ow in range(lo, hi):
                        out[np.uintp(o + ow)] += x[np.uintp(xi + ow * sw)]
        count = zero + np.float32(_count(h0, h1, hp, 0, kernel_w, kernel_w, include_pad, divisor))
        for ow in range(lo, hi):
            out[np.uintp(o + ow)] /= count
        for ow in range(hi, out_w):
            out[np.uintp(o + ow)] = _avg_pool_window(x, xb, h0, h1, hp, ow, sw, pw, kernel_w, width, include_pad,
                                                     divisor, zero)


@numba.njit(cache=True)
def _avg_pool_all(x, out, planes, shape, sh, sw, ph, pw, include_pad, divisor, zero, interior):
    for p in range(planes):
        _avg_pool_plane(x, out, p, shape, sh, sw, ph, pw, include_pad, divisor, zero, interior)


def avg_pool(x, kernel, out, stride, padding, count_include_pad, divisor):
    """Average pooling of the planes x (P, H, W) C-contiguous (float): (P, OH, OW). padding: the
    symmetric padding (ceil_mode's extra windows come from `out`); divisor 0: the window's count."""
    result = np.empty((x.shape[0], *out), x.dtype)
    shape = (kernel[0], kernel[1], out[0], out[1], x.shape[1], x.shape[2])
    interior = _interior(out[1], x.shape[2], kernel[1], stride[1], padding[1])
    _avg_pool_all(x.reshape(-1), result.reshape(-1), x.shape[0], shape, stride[0], stride[1], padding[0], padding[1],
        bool(count_include_pad), int(divisor), x.dtype.type(0), interior)
    return result


@numba.njit(cache=True, inline="always")
def _avg_pool_spread(grad, dx, db, g, h0, h1, hp, ow, sw, pw, kernel_w, width, include_pad, divisor, zero):
    w0, w1, wp = _window(ow, sw, pw, kernel_w, width)
    g = g / (zero + np.float32(_count(h0, h1, hp, w0, w1, wp, include_pad, divisor)))
    for ih in range(h0, h1):
        for iw in range(w0, w1):
            dx[np.uintp(db + ih * width + iw)] += g


@numba.njit(cache=True)
def _avg_pool_backward_plane(grad, dx, p, shape, sh, sw, ph, pw, include_pad, divisor, zero, interior):
    """Plane p: as _avg_pool_plane, each input element's sum in PyTorch's order (by output, row-major):
    in a row, the windows clipped on the left, then the others (kernel columns from the right: outputs
    from the left), then those clipped on the right."""
    kernel_h, kernel_w, out_h, out_w, height, width = shape
    lo, hi = interior
    db = p * height * width
    gb = p * out_h * out_w
    # windows that tile the plane (stride = kernel, no padding): the interior ones write their
    # elements once, the rest is zeroed first; otherwise every element is a sum, from zero
    tiled = sh == kernel_h and sw == kernel_w and ph == 0 and pw == 0
    if tiled:
        covered = min(out_h * kernel_h, height)
        for ih in range(covered):
            for iw in range(hi * kernel_w, width):
                dx[np.uintp(db + ih * width + iw)] = zero
        for i in range(covered * width, height * width):
            dx[np.uintp(db + i)] = zero
    else:
        for i in range(height * width):
            dx[np.uintp(db + i)] = zero
    for oh in range(out_h):
        h0, h1, hp = _window(oh, sh, ph, kernel_h, height)
        g = gb + oh * out_w
        for ow in range(lo):
            _avg_pool_spread(grad, dx, db, grad[np.uintp(g + ow)], h0, h1, hp, ow, sw, pw, kernel_w, width,
                             include_pad, divisor, zero)
        # each gradient over its count, computed again for each kernel offset: faster than a row
        # buffer, which the stores to dx may alias for all LLVM knows
        count = zero + np.float32(_count(h0, h1, hp, 0, kernel_w, kernel_w, include_pad, divisor))
        for ih in range(h0, h1):
            if tiled:
                d = db + ih * width
                if kernel_w == 2:
                    for ow in range(lo, hi):
                        v = grad[np.uintp(g + ow)] / count
                        dx[np.uintp(d + 2 * ow)] = v
                        dx[np.uintp(d + 2 * ow + 1)] = v
                else:
                    for iw in range(kernel_w):
                        for ow in range(lo, hi):
                            dx[np.uintp(d + ow * kernel_w + iw)] = grad[np.uintp(g + ow)] / count
                continue
            for iw in range(kernel_w - 1, -1, -1):
                d = db + ih * width + iw - pw
                if sw == 1:
                    for ow in range(lo, hi):
                        dx[np.uintp(d + ow)] += grad[np.uintp(g + ow)] / count
                elif sw == 2:
                    for ow in range(lo, hi):
                        dx[np.uintp(d + 2 * ow)] += grad[np.uintp(g + ow)] / count
                else:
                    for ow in range(lo, hi):
                        dx[np.uintp(d + ow * sw)] += grad[np.uintp(g + ow)] / count
        for ow in range(hi, out_w):
            _avg_pool_spread(grad, dx, db, grad[np.uintp(g + ow)], h0, h1, hp, ow, sw, pw, kernel_w, width,
                             include_pad, divisor, zero)


@numba.njit(cache=True)
def _avg_pool_backward_all(grad, dx, planes, shape, sh, sw, ph, pw, include_pad, divisor, zero, interior):
    for p in range(planes):
        _avg_pool_backward_plane(grad, dx, p, shape, sh, sw, ph, pw, include_pad, divisor, zero, interior)


def avg_pool_backward(grad, size, kernel, stride, padding, count_include_pad, divisor, shape=None):
    """The adjoint of avg_pool: grad (P, OH, OW) C-contiguous spread over the windows of (P, *size),
    returned in `shape` (of as many elements) if given: a fresh array, no view."""
    dx = np.empty((grad.shape[0], *size) if shape is None else shape, grad.dtype)
    geometry = (kernel[0], kernel[1], grad.shape[1], grad.shape[2], size[0], size[1])
    interior = _interior(grad.shape[2], size[1], kernel[1], stride[1], padding[1])
    _avg_pool_backward_all(grad.reshape(-1), dx.reshape(-1), grad.shape[0], geometry, stride[0], stride[1], padding[0],
                           padding[1], bool(count_include_pad), int(divisor), grad.dtype.type(0), interior)
    return dx
