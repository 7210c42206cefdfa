"""Fused Numba kernels for the softmax family and cross_entropy, over rows of a C-contiguous 2-D array.

Each kernel makes one pass over a row while it sits in L1 cache (max, exp-sum, normalize), where NumPy
needs four or five passes over the whole block. exp is written out (Cody-Waite range reduction, a
polynomial, 2^n from its bits) so that the loops vectorize: a Numba loop calling libm's exp per
element is several times slower than NumPy's SIMD exp here (DESIGN.md). Its error is ~1 ulp (float32)
and a few ulp (float64); below the smallest normal number it returns 0 (exp(-inf) = 0, as masks need);
its polynomial may contract to FMA (1.01 ulp at most over [-87, 88] float32; softmax over 4M float32
3.9 ms -> 3.1 ms serial).

Every kernel has a parallel twin (`_PARALLEL`, prange over rows) that `along` and `parallel_twin` pick
for arrays of at least PARALLEL_MIN_ELEMENTS elements. A row is computed by the same code whichever
thread takes it, and reductions across rows (cross_entropy's total) are summed in row order afterwards:
the results are the same bits on every run (tests/test_parallel_kernels.py). On a loaded machine a
parallel region waits for a core for both threads (as PyTorch's do): prange pays off when the machine
is not oversubscribed, which is what PyTorch's own two threads assume.

Callers (array_helpers.softmax, log_softmax, ...; formula_helpers' backward helpers) pass float32 or
float64 arrays of shape (rows, n) and get the same dtype back: no float64 temporaries for float32.

Round 3 (issue 6): the row kernels ask LLVM for 512-bit vectors (_wide_vectors; it prefers 256-bit ones on
AVX-512 machines): exp loops ~35% faster. The backward kernels may be handed their incoming gradient as
`out` (formula_helpers._donated: only the engine holds it): no new array, whose first touch page-faults
for big ones; they then load and store through that one array (same_memory), or LLVM's runtime overlap
check sends the loop to its scalar version. cross_entropy's forward saves each row's max and exp-sum, so
its backward is one exp pass (narrow rows: one flat exp over a block of rows).
"""
import numpy as np

from specgrad import ufunc_threads
from specgrad.lazy_numba import numba  # imported on the first kernel call (specgrad.lazy_numba)


@numba.extending.intrinsic
def _bits_as_float(typingctx, bits):
    """An int32 (int64) reinterpreted as the float32 (float64) with those bits: 2^n from n + bias."""
    from llvmlite import ir
    types = numba.types
    if bits == types.int32:
        return types.float32(types.int32), lambda context, builder, sig, args: builder.bitcast(args[0], ir.FloatType())
    if bits == types.int64:
        return types.float64(types.int64), lambda context, builder, sig, args: builder.bitcast(args[0], ir.DoubleType())
    return None


@numba.extending.intrinsic
def _wide_vectors(typingctx):
    """Marks the function it is called in with LLVM's "prefer-vector-width"="512": on AVX-512 machines
    (which LLVM tunes for 256-bit vectors) the loops of the row kernels use 512-bit registers, 16 float32
    a step. softmax of 64x1000 float32 36 -> 31 us, its exp loop alone 21.6 -> 14.2 us (NumPy's exp:
    22.5 us); a machine without AVX-512 keeps its widest vectors. llvmlite knows no key="value"
    attributes, hence set.add past its check of the names."""
    def codegen(context, builder, sig, args):
        set.add(builder.function.attributes, '"prefer-vector-width"="512"')
        return context.get_dummy_value()
    return numba.types.none(), codegen


def fast_exp(x):
    """exp(x) for float32/float64 scalars inside kernels (see the module's docstring). float32 x from 88.38
    to 88.72 gives inf (2^128 has no float32): the softmax family's exps are of x - max <= 0."""
    raise NotImplementedError("only inside Numba kernels")


def fast_exp_anywhere(x):
    """fast_exp, finite up to float32's largest exp (88.72) too: 2^n built from two factors, one multiply
    more (softmax 64x1000 float32 35 -> 48 us with it), for callers whose x may be large (sigmoid's exp(-x))."""
    raise NotImplementedError("only inside Numba kernels")


_LO32, _HI32 = np.float32(-87.33654), np.float32(88.72284)


@numba.njit(inline="always")
def _exp32_parts(x):
    """(p, n): exp(x) = p * 2^n for x clamped to [_LO32, _HI32], n an int32."""
    clamped = _LO32 if x < _LO32 else (_HI32 if x > _HI32 else x)  # NaN stays NaN
    n = np.floor(clamped * np.float32(1.44269504) + np.float32(0.5))
    r = clamped - n * np.float32(0.693359375) + n * np.float32(2.12194440e-4)
    p = np.float32(1.9875691500e-4)
    p = p * r + np.float32(1.3981999507e-3)
    p = p * r + np.float32(8.3334519073e-3)
    p = p * r + np.float32(4.1665795894e-2)
    p = p * r + np.float32(1.6666665459e-1)
    p = p * r + np.float32(5.0000001201e-1)
    p = p * r * r + r + np.float32(1.0)
    return p, (np.int32(n) if n == n else np.int32(0))  # NaN: any exponent (p is NaN)


def _exp32(x):
    p, k = _exp32_parts(x)
    e = p * _bits_as_float(np.int32((k + np.int32(127)) << np.int32(23)))
    return np.float32(0.0) if x < _LO32 else (np.float32(np.inf) if x > _HI32 else e)


def _exp32_anywhere(x):
    p, k = _exp32_parts(x)
    half = k >> np.int32(1)  # 2^n as 2^(n >> 1) * 2^(n - (n >> 1)): both factors are float32s
    e = p * _bits_as_float(np.int32((half + np.int32(127)) << np.int32(23))) \
        * _bits_as_float(np.int32((k - half + np.int32(127)) << np.int32(23)))
    return np.float32(0.0) if x < _LO32 else (np.float32(np.inf) if x > _HI32 else e)


def _exp64(x):
    lo, hi = -708.3964185322641, 709.782712893384
    clamped = lo if x < lo else (hi if x > hi else x)
    n = np.floor(clamped * 1.4426950408889634 + 0.5)
    r = clamped - n * 6.93147180369123816490e-01 - n * 1.90821492927058770002e-10
    p = 1.0 / 6227020800.0
    p = p * r + 1.0 / 479001600.0
    p = p * r + 1.0 / 39916800.0
    p = p * r + 1.0 / 3628800.0
    p = p * r + 1.0 / 362880.0
    p = p * r + 1.0 / 40320.0
    p = p * r + 1.0 / 5040.0
    p = p * r + 1.0 / 720.0
    p = p * r + 1.0 / 120.0
    p = p * r + 1.0 / 24.0
    p = p * r + 1.0 / 6.0
    p = p * r + 0.5
    p = p * r * r + r + 1.0
    k = np.int64(n) if n == n else np.int64(0)
    # 2^n as 2^(n-1) * 2, so that the exponent bits of n = 1024 do not overflow
    e = p * _bits_as_float(np.int64((k + np.int64(1022)) << np.int64(52))) * 2.0
    return 0.0 if x < lo else (np.inf if x > hi else e)


@numba.extending.overload(fast_exp, jit_options={"fastmath": {"contract"}})
def _fast_exp(x):
    if x == numba.types.float32:
        return _exp32
    if x == numba.types.float64:
        return _exp64
    return None


@numba.extending.overload(fast_exp_anywhere, jit_options={"fastmath": {"contract"}})
def _fast_exp_anywhere(x):
    if x == numba.types.float32:
        return _exp32_anywhere
    if x == numba.types.float64:
        return _exp64  # 2^n as 2^(n - 1) * 2 already
    return None


_FASTMATH = {"reassoc", "contract", "nsz", "arcp"}  # no nnan: NaN rows stay NaN
_jit = numba.njit(cache=True, fastmath=_FASTMATH)
_pjit = numba.njit(cache=True, fastmath=_FASTMATH, parallel=True)

# Arrays of at least this many elements go to the parallel twins (prange over rows, both cores), also
# array_helpers' layer_norm and batch_norm kernels. Measured on 2 cores (Xeon, AVX-512) with the process
# at SCHED_FIFO priority (the machine was shared; so both threads had a core), median of 1000 back-to-back
# calls, serial -> parallel, float32 softmax, rows of 1000: 8 rows 5.5 -> 4.7 us, 16 rows 11.1 -> 7.4 us,
# 32 rows 21.7 -> 12.7 us, 64 rows 41.1 -> 22.5 us; its backward (memory-bound) 8 rows 1.6 -> 2.8 us,
# 16 rows 3.3 -> 3.8 us, 32 rows 5.5 -> 4.8 us, 64 rows 8.9 -> 6.6 us: both gain from about 32K elements.
# It is also PyTorch's grain size (at::internal::GRAIN_SIZE), and shares its weakness: on a loaded machine
# a parallel region waits for a descheduled thread (a scheduler tick, ~4 ms), so softmax of 64x1000 took
# 13-15 ms there against 0.2 ms serial (PyTorch's 20-56 ms in the same runs). Raised from 32K to 128K:
# in whole steps the gain at 64K was gone (softmax 64x1000 forward+backward 0.12 ms serial or parallel,
# run alone), while each parallel region cost time when other threads wanted the cores: in `make bench`,
# next to PyTorch's process, those rows took 0.5-0.66 ms parallel against 0.13-0.16 ms serial, and in a
# digits-CNN training step the batch norm kernels between BLAS calls took 6.3 ms serial, 7.2 parallel.
# Raised again to 2M (issue 7, round 4): in whole training steps a parallel region right after a BLAS
# call waits for OpenBLAS's worker, which keeps spinning on the other core. Medians of 300 steps, 128K ->
# 2M: the digits CNN (batch norm of (64,32,8,8)) 5.0 -> 3.95 ms; conv 16->32 + batch norm of 524K
# elements 9.0 -> 7.7 ms; of 1M 14.5 -> 13.2 ms; of 2M 44.3 (1M threshold) -> 43.3 ms. With OpenBLAS at
# one thread the parallel regions cost little, but the GEMMs lose more (digits 4.5 ms).
# Tried (issue 9): one pool for both, every GEMM of a step split over Numba's OpenMP threads, each block one
# single-threaded OpenBLAS sgemm (its address called from the kernel). The fight was gone (digits CNN at a
# 64K threshold 3.4 ms, against 24-34 ms with OpenBLAS's pool), but nothing was won: products alone ran
# 1.3-1.9x faster than np.matmul back to back, yet inside steps at the same speed (conv 32->64's three at
# 1.4-1.5 ms either way), and the row kernels' second core paid for no more than its wake-ups: digits CNN,
# MLP and LSTM steps 3.3/2.3/6.2 ms with OpenBLAS against 3.4-3.5/2.4-2.5/6.3-6.7 ms with one pool.
PARALLEL_MIN_ELEMENTS = 1 << 21

# Below that, from IN_TWO_MIN_ELEMENTS, a row kernel runs as two calls over halves of its rows, the second
# on ufunc_threads' worker: a plain thread that sleeps on a semaphore between calls (no OpenMP region, no
# spinning), woken in about 60 us. layer_norm's forward over (4096, 256) float32 380 -> 250 us; at 512K
# elements 190 -> 160 us, at 256K slower (96 -> 113 us). The halves are fixed by the shape: the same bits on
# every run, and those of the parallel twin where its blocks are the same.
IN_TWO_MIN_ELEMENTS = 1 << 20


def in_two(size, rows):
    """Whether a row kernel over `rows` rows of `size` elements in all runs in two halves (ufunc_threads.in_two)."""
    return IN_TWO_MIN_ELEMENTS <= size < PARALLEL_MIN_ELEMENTS and rows > 1


@numba.njit(inline="always")
def same_memory(a, b):
    """Whether two arrays start at the same address: a kernel told to write its result into one of its
    inputs (formula_helpers._donated) must then load and store through that one array. Through two arrays
    LLVM vectorizes a loop only after a runtime check that they do not overlap, which fails, and runs the
    scalar loop: log_softmax's backward in place 21 -> 206 us over 64x1000 float32."""
    return a.ctypes.data == b.ctypes.data


@_jit
def _row_max(x, i):
    """The max of row i, with eight running maxima (a single one is a dependency chain that LLVM does
    not vectorize without nnan: 12x slower). A NaN is skipped here, but the exp-sum that follows turns
    the whole row into NaN all the same, as PyTorch's."""
    _wide_vectors()
    row = x[i]
    a0 = a1 = a2 = a3 = a4 = a5 = a6 = a7 = row[0]
    n, j = row.size, 0
    while j + 8 <= n:
        a0 = row[j] if row[j] > a0 else a0
        a1 = row[j + 1] if row[j + 1] > a1 else a1
        a2 = row[j + 2] if row[j + 2] > a2 else a2
        a3 = row[j + 3] if row[j + 3] > a3 else a3
        a4 = row[j + 4] if row[j + 4] > a4 else a4
        a5 = row[j + 5] if row[j + 5] > a5 else a5
        a6 = row[j + 6] if row[j + 6] > a6 else a6
        a7 = row[j + 7] if row[j + 7] > a7 else a7
        j += 8
    while j < n:
        a0 = row[j] if row[j] > a0 else a0
        j += 1
    a0, a2, a4, a6 = max(a0, a1), max(a2, a3), max(a4, a5), max(a6, a7)
    return max(max(a0, a2), max(a4, a6))


@_jit
def _softmax_row(x, out, zero, i):
    """out[i] = exp(x[i] - max) / sum(exp(x[i] - max))."""
    _wide_vectors()
    n = x.shape[1]
    m = _row_max(x, i)
    total = zero
    for j in range(n):
        e = fast_exp(x[i, j] - m)
        out[i, j] = e
        total += e
    scale = 1 / total
    for j in range(n):
        out[i, j] *= scale


@_jit
def _log_softmax_row(x, out, zero, i):
    """out[i] = x[i] - max - log(sum(exp(x[i] - max)))."""
    _wide_vectors()
    n = x.shape[1]
    m = _row_max(x, i)
    total = zero
    for j in range(n):
        total += fast_exp(x[i, j] - m)
    shift = m + np.log(total)
    for j in range(n):
        out[i, j] = x[i, j] - shift


@_jit
def _softmax_backward_row(g, y, out, zero, i):
    """out[i] = y[i] * (g[i] - sum(g[i] * y[i])): softmax's gradient from its output y."""
    _wide_vectors()
    n = y.shape[1]
    total = zero
    for j in range(n):
        total += g[i, j] * y[i, j]
    if same_memory(g, out):  # in place: loads and stores through one array, or the loop is not vectorized
        for j in range(n):
            g[i, j] = y[i, j] * (g[i, j] - total)
        return
    for j in range(n):
        out[i, j] = y[i, j] * (g[i, j] - total)


@_jit
def _log_softmax_backward_row(g, y, out, zero, i):
    """out[i] = g[i] - exp(y[i]) * sum(g[i]): log_softmax's gradient from its output y."""
    _wide_vectors()
    n = y.shape[1]
    total = zero
    for j in range(n):
        total += g[i, j]
    if same_memory(g, out):
        for j in range(n):
            g[i, j] = g[i, j] - fast_exp(y[i, j]) * total
        return
    for j in range(n):
        out[i, j] = g[i, j] - fast_exp(y[i, j]) * total


# Each row kernel twice: serial, and over both cores (prange over rows) for big arrays. Every row is
# computed by the same code whichever thread takes it, so the results are the same bits either way.
@_jit
def softmax(x, out, zero):
    for i in range(x.shape[0]):
        _softmax_row(x, out, zero, i)


@_pjit
def softmax_parallel(x, out, zero):
    for i in numba.prange(x.shape[0]):
        _softmax_row(x, out, zero, i)


@_jit
def log_softmax(x, out, zero):
    for i in range(x.shape[0]):
        _log_softmax_row(x, out, zero, i)


@_pjit
def log_softmax_parallel(x, out, zero):
    for i in numba.prange(x.shape[0]):
        _log_softmax_row(x, out, zero, i)


@_jit
def softmax_backward(g, y, out, zero):
    for i in range(y.shape[0]):
        _softmax_backward_row(g, y, out, zero, i)


@_pjit
def softmax_backward_parallel(g, y, out, zero):
    for i in numba.prange(y.shape[0]):
        _softmax_backward_row(g, y, out, zero, i)


@_jit
def log_softmax_backward(g, y, out, zero):
    for i in range(y.shape[0]):
        _log_softmax_backward_row(g, y, out, zero, i)


@_pjit
def log_softmax_backward_parallel(g, y, out, zero):
    for i in numba.prange(y.shape[0]):
        _log_softmax_backward_row(g, y, out, zero, i)


_PARALLEL = {softmax: softmax_parallel, log_softmax: log_softmax_parallel,
             softmax_backward: softmax_backward_parallel, log_softmax_backward: log_softmax_backward_parallel}


def rows_of(x, dim):
    """x as a C-contiguous (rows, n) array whose rows run along `dim`, or None when that needs a copy
    (dim not the last, or x not contiguous): the callers then take NumPy's path."""
    if x.ndim == 0 or dim % x.ndim != x.ndim - 1 or not x.flags.c_contiguous or x.size == 0 \
            or x.dtype not in (np.float32, np.float64):
        return None
    return x.reshape(-1, x.shape[-1])


def along(kernel, dim, *arrays, out=None):
    """kernel applied to the rows along `dim` of arrays (same shape and dtype), or None where rows_of
    says no. `out`: one of the arrays, to be overwritten with the result (a row kernel reads each element
    of a row before it writes it), else a new array."""
    if any(type(a) is not np.ndarray for a in arrays):  # GPU arrays: the caller's array expression
        return None
    rows = [rows_of(a, dim) for a in arrays]
    if any(r is None for r in rows) or any(a.dtype != arrays[0].dtype or a.shape != arrays[0].shape for a in arrays):
        return None
    if out is None:
        out = np.empty(arrays[0].shape, arrays[0].dtype)
    shape = rows[0].shape
    result, zero = out.reshape(shape), arrays[0].dtype.type(0)
    if _on_spin_pool(kernel, rows, result):
        return out
    if in_two(out.size, shape[0]):
        ufunc_threads.in_two(lambda lo, hi: kernel(*(r[lo:hi] for r in rows), result[lo:hi], zero), shape[0])
    else:
        parallel_twin(kernel, out.size, shape[0])(*rows, result, zero)
    return out


@_jit
def _cross_entropy_row(x, target, ignore_index, zero, stats, i):
    """logsumexp(x[i]) - x[i, target[i]], or 0 where target[i] is ignore_index; stats[i] = (max, sum of
    exp(x[i] - max)), for every row (the gradient's, and the op's second output)."""
    _wide_vectors()
    m = _row_max(x, i)
    s = zero
    for j in range(x.shape[1]):
        s += fast_exp(x[i, j] - m)
    stats[i, 0] = m
    stats[i, 1] = s
    t = target[i]
    if t == ignore_index:
        return zero
    return m + np.log(s) - x[i, t]


# Rows narrower than NARROW (cross_entropy over 10 classes) never reach a row loop's vector body: their
# exps are taken over a block of rows at once, written out flat: 256x10 float32 forward 9.7 us -> 7 us.
# The backward (in place in its output) gained nothing while it also had to find each row's max and sum
# (11.4 us -> 12.1 us); from the forward's saved row_stats it is a single flat exp: 11.7 us -> 2.9 us.
NARROW = 32
_BLOCK = 4096  # elements per block of narrow rows (16 KB of float32: in L1)


@_jit
def _rows_per_block(n):
    return max(1, _BLOCK // n) if n < NARROW else 16


@_jit
def _cross_entropy_rows(x, target, ignore_index, zero, lo, hi, losses, stats):
    """losses[i] and stats[i] of _cross_entropy_row for rows lo <= i < hi."""
    _wide_vectors()
    n = x.shape[1]
    if n >= NARROW:
        for i in range(lo, hi):
            losses[i] = _cross_entropy_row(x, target, ignore_index, zero, stats, i)
        return
    shifted = np.empty((hi - lo) * n, x.dtype)
    for i in range(lo, hi):
        m = _row_max(x, i)
        stats[i, 0] = m
        for j in range(n):
            shifted[(i - lo) * n + j] = x[i, j] - m
    for k in range(shifted.size):
        shifted[k] = fast_exp(shifted[k])
    for i in range(lo, hi):
        s = zero
        for j in range(n):
            s += shifted[(i - lo) * n + j]
        stats[i, 1] = s
        t = target[i]
        if t == ignore_index:
            losses[i] = zero
            continue
        losses[i] = stats[i, 0] + np.log(s) - x[i, t]


@_jit
def _total(losses, target, ignore_index, zero):
    """(the sum of the losses in row order, the count of rows not ignored)."""
    total, count = zero, 0
    for i in range(losses.size):
        total += losses[i]
        count += target[i] != ignore_index
    return total, count


@_jit
def cross_entropy(x, target, ignore_index, zero, stats):
    """(sum over rows not ignored of logsumexp(x[i]) - x[i, target[i]], their count): cross_entropy
    with class indices, log_softmax and the gather fused, no (N, C) intermediate; stats (N, 2) gets each
    row's max and sum of exp(x[i] - max)."""
    rows = x.shape[0]
    losses = np.empty(rows, x.dtype)
    step = _rows_per_block(x.shape[1])
    for lo in range(0, rows, step):
        _cross_entropy_rows(x, target, ignore_index, zero, lo, min(lo + step, rows), losses, stats)
    return _total(losses, target, ignore_index, zero)


@_pjit
def cross_entropy_parallel(x, target, ignore_index, zero, stats):
    """cross_entropy over both cores: the rows' losses computed in parallel (blocks of rows), then summed
    in row order (the serial kernel's order: the same bits, whatever the scheduling)."""
    rows = x.shape[0]
    losses = np.empty(rows, x.dtype)
    step = _rows_per_block(x.shape[1])
    for b in numba.prange((rows + step - 1) // step):
        _cross_entropy_rows(x, target, ignore_index, zero, b * step, min(b * step + step, rows), losses, stats)
    return _total(losses, target, ignore_index, zero)


@_jit
def _cross_entropy_backward_row(x, target, ignore_index, scale, stats, out, zero, i):
    """out[i] = scale * (softmax(x[i]) - onehot(target[i])), 0 on an ignored row: exp(x[i] - max) * (scale
    / sum) in one pass, from the forward's stats (the values of a pass that finds max and sum itself)."""
    _wide_vectors()
    t = target[i]
    if t == ignore_index:
        for j in range(x.shape[1]):
            out[i, j] = zero
        return
    m = stats[i, 0]
    factor = scale / stats[i, 1]
    for j in range(x.shape[1]):
        out[i, j] = fast_exp(x[i, j] - m) * factor
    out[i, t] -= scale


@_jit
def _cross_entropy_backward_rows(x, target, ignore_index, scale, stats, out, zero, lo, hi):
    """_cross_entropy_backward_row for rows lo <= i < hi; narrow rows (fewer than NARROW classes) with their
    exps taken flat over the block (in out, contiguous), so that the exp loop vectorizes: 256x10 float32
    11.7 -> 6 us."""
    _wide_vectors()
    n = x.shape[1]
    if n >= NARROW:
        for i in range(lo, hi):
            _cross_entropy_backward_row(x, target, ignore_index, scale, stats, out, zero, i)
        return
    for i in range(lo, hi):
        m = stats[i, 0]
        for j in range(n):
            out[i, j] = x[i, j] - m
    flat = out[lo:hi].reshape(-1)
    for k in range(flat.size):
        flat[k] = fast_exp(flat[k])
    for i in range(lo, hi):
        t = target[i]
        if t == ignore_index:
            for j in range(n):
                out[i, j] = zero
            continue
        factor = scale / stats[i, 1]
        for j in range(n):
            out[i, j] *= factor
        out[i, t] -= scale


@_jit
def cross_entropy_backward(x, target, ignore_index, scale, stats, out, zero):
    """out = scale * (softmax(x) - onehot(target)) per row, 0 on ignored rows: its gradient."""
    rows = x.shape[0]
    step = _rows_per_block(x.shape[1])
    for lo in range(0, rows, step):
        _cross_entropy_backward_rows(x, target, ignore_index, scale, stats, out, zero, lo, min(lo + step, rows))


@_pjit
def cross_entropy_backward_parallel(x, target, ignore_index, scale, stats, out, zero):
    rows = x.shape[0]
    step = _rows_per_block(x.shape[1])
    for b in numba.prange((rows + step - 1) // step):
        _cross_entropy_backward_rows(x, target, ignore_index, scale, stats, out, zero, b * step,
                                     min(b * step + step, rows))


_PARALLEL.update({cross_entropy: cross_entropy_parallel, cross_entropy_backward: cross_entropy_backward_parallel})


def parallel_twin(kernel, size, rows):
    """kernel's parallel twin for an array of `size` elements in `rows` rows (above the threshold), else kernel."""
    return _PARALLEL[kernel] if size >= PARALLEL_MIN_ELEMENTS and rows > 1 else kernel


# The checks and counts of class indices that cross_entropy's fused path makes, one pass each instead of
# NumPy's three to five (about 3 us of a small step)
@_jit
def targets_valid(target, classes, ignore_index):
    """Whether every target is a class index in [0, classes) or ignore_index."""
    for i in range(target.size):
        t = target[i]
        if (t < 0 or t >= classes) and t != ignore_index:
            return False
    return True


@_jit
def count_not_ignored(target, ignore_index):
    """How many targets are not ignore_index."""
    count = 0
    for i in range(target.size):
        count += target[i] != ignore_index
    return count


# ---------------------------------------------------------------- the softmax family on spin_pool's two threads
# From ufunc_threads.SPIN_MIN_SIZE elements (below PARALLEL_MIN_ELEMENTS), `along` hands the four row kernels to
# spin_pool: blocks of about ROW_BLOCK elements (whole rows), taken by the caller and the spinning worker. Each
# row is computed by the same code whichever thread takes it: the same bits on every run.
from specgrad import spin_pool  # noqa: E402

ROW_BLOCK = 8192
_ROW_KERNEL_IDS = {softmax: 0, log_softmax: 1, softmax_backward: 2, log_softmax_backward: 3}


@numba.njit(inline="always")
def _row_blocks(arguments, lo, hi, dtype, zero):
    """Rows of blocks lo <= b < hi: arguments (a, b, out addresses, rows, n, rows per block, kernel): kernel 0
    softmax(a), 1 log_softmax(a), 2 softmax_backward(a = g, b = y), 3 log_softmax_backward (as 2)."""
    rows, n, per_block, kernel = arguments[3], arguments[4], arguments[5], arguments[6]
    a = numba.carray(spin_pool.pointer(arguments[0], dtype), (rows, n))
    b = numba.carray(spin_pool.pointer(arguments[1], dtype), (rows, n))
    out = numba.carray(spin_pool.pointer(arguments[2], dtype), (rows, n))
    start, stop = lo * per_block, min(hi * per_block, rows)
    if kernel == 0:
        for i in range(start, stop):
            _softmax_row(a, out, zero, i)
    elif kernel == 1:
        for i in range(start, stop):
            _log_softmax_row(a, out, zero, i)
    elif kernel == 2:
        for i in range(start, stop):
            _softmax_backward_row(a, b, out, zero, i)
    else:
        for i in range(start, stop):
            _log_softmax_backward_row(a, b, out, zero, i)


@spin_pool.job
def _row_blocks_float32(address, lo, hi):
    _row_blocks(numba.carray(spin_pool.pointer(address, np.int64), 7), lo, hi, np.float32, np.float32(0))


@spin_pool.job
def _row_blocks_float64(address, lo, hi):
    _row_blocks(numba.carray(spin_pool.pointer(address, np.int64), 7), lo, hi, np.float64, np.float64(0))


@numba.njit(nogil=True, cache=True)
def _post_rows(box, job, a, b, out, kernel):
    rows, n = out.shape
    per_block = max(1, ROW_BLOCK // n)
    arguments = np.empty(7, np.int64)
    arguments[0], arguments[1], arguments[2] = a.ctypes.data, b.ctypes.data, out.ctypes.data
    arguments[3], arguments[4], arguments[5], arguments[6] = rows, n, per_block, kernel
    spin_pool.run(box, job, (rows + per_block - 1) // per_block, arguments)


def _on_spin_pool(kernel, rows, result):
    """kernel over `rows` (one or two (rows, n) arrays) into result through spin_pool, if it takes it."""
    if not ufunc_threads.SPIN_MIN_SIZE <= result.size < PARALLEL_MIN_ELEMENTS:  # first: false unless enabled
        return False
    kernel_id = _ROW_KERNEL_IDS.get(kernel)
    if kernel_id is None or not ufunc_threads.splitting() or result.shape[0] < 2:
        return False
    job = _row_blocks_float32 if result.dtype == np.float32 else _row_blocks_float64
    _post_rows(spin_pool.mailbox(), job.address, rows[0], rows[-1], result, kernel_id)
    return True
