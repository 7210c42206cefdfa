"""NumPy's elementwise calls on big arrays in two halves, one on a second thread.

NumPy runs a ufunc on one core; PyTorch splits the same work over its threads. A ufunc releases the GIL
while it loops, so a plain Python thread can take the second half of the elements while the calling
thread computes the first: np.multiply over 4M float32 1.15 -> 0.72 ms, np.exp 1.58 -> 0.93 ms on 2 cores.
Waking the thread costs about 60 us here, so only calls of at least MIN_SIZE elements split (at 1M
elements the gain was 15%, at 2M 30%). The arrays are cut along their first axis (any strides: no copy),
at a multiple of 1024 elements where the rows allow, so that each part's SIMD loop starts as the whole
call's would there: the result is NumPy's own, to the bit (tests/test_ufunc_threads.py).

The generated array ops (generated/array_ops.py) call `call` for forwards that are one ufunc of their
operands (x * y, np.exp(x), ...), and the backward formulas that are (grad * other), after asking `big`,
so that small arrays pay one attribute lookup;
float32 tanh and the fused sigmoid hand their nogil Numba kernels to `run` the same way.
The worker sleeps on a semaphore between calls (no spinning that would take a core from BLAS), is a
daemon, and is started again in a forked child (a DataLoader worker) on its first big call.

Below MIN_SIZE, from SPIN_MIN_SIZE elements (opt-in: spin_pool.enable()), `call` hands x + y, x - y, x * y and
x / y of float32 and float64 arrays to spin_pool instead, whose worker spins between jobs for a short while (see
the end of this module).
"""
import math
import os
import threading

import numpy as np

MIN_SIZE = 1 << 21
_OFF = 1 << 62  # MIN_SIZE while splitting is off (specgrad.set_num_threads(1))


class _Worker:
    """One thread that runs the jobs it is handed, one at a time."""

    def __init__(self):
        self.start_job = threading.Semaphore(0)
        self.job_done = threading.Semaphore(0)
        self.job = None
        self.error = None
        threading.Thread(target=self._run, name="specgrad-ufunc-half", daemon=True).start()

    def _run(self):
        while True:
            self.start_job.acquire()
            function, args, errstate = self.job
            self.job = None  # holds no view of an output past its call (the engine's _only_reference counts them)
            try:
                with np.errstate(**errstate):  # the caller's (errstate is per thread)
                    function(*args)
            except BaseException as error:  # noqa: BLE001 (handed back to the caller's thread)
                self.error = error
            function = args = None
            self.job_done.release()


_worker = None
_lock = threading.Lock()  # one split call at a time: the worker takes one job


def _forget_worker():
    global _worker, _lock
    _worker, _lock = None, threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_worker)  # a forked child has no worker thread


def splitting() -> bool:
    """Whether work is split over two threads at all (specgrad.set_num_threads(1) turns it off)."""
    return MIN_SIZE < _OFF


def big(x) -> bool:
    """Whether x is an array big enough for a split call (the generated ops ask before `call`): from
    SPIN_MIN_SIZE elements (spin_pool's arithmetic, below) while splitting is on."""
    return type(x) is np.ndarray and (x.size >= MIN_SIZE or x.size >= SPIN_MIN_SIZE) and MIN_SIZE < _OFF


def _half(x, shape, mid, second):
    """x's first or second part along its first axis if x is one of the split arrays (its shape is
    `shape`: inputs and outputs alike, any strides), else x (a 0-d array, a number, a constant)."""
    if type(x) is not np.ndarray or x.shape != shape:
        return x
    return x[mid:] if second else x[:mid]


def _split_point(shape):
    """Where the first axis is cut: its middle, moved to a multiple of 1024 elements where the rows allow."""
    rows, row = shape[0], math.prod(shape[1:])
    step = max(1, 1024 // math.gcd(row, 1024))  # rows per 1024-element boundary
    mid = rows // 2 // step * step
    return mid if mid > 0 else rows // 2


def run(function, shape, *args):
    """function(*args) as two calls, function(*first parts) here and function(*second parts) on the worker
    thread, where every array of `shape` among args (inputs and outputs alike) is cut along its first axis;
    other arguments go to both. For NumPy ufuncs and nogil Numba kernels that compute each element on its
    own. Below MIN_SIZE elements, or while another thread's split call runs, one call here."""
    if math.prod(shape) < MIN_SIZE or shape[0] < 2 or not _lock.acquire(blocking=False):
        function(*args)
        return
    mid = _split_point(shape)
    _with_worker(function, [_half(x, shape, mid, False) for x in args], [_half(x, shape, mid, True) for x in args])


def in_two(function, count):
    """function(0, count) as function(0, mid) here and function(mid, count) on the worker thread: for
    nogil kernels over `count` independent rows or blocks (nn_kernels.in_two decides when). While another
    thread's split call runs, both parts run here, one after the other: the same parts, so the same bits."""
    mid = count // 2
    if not _lock.acquire(blocking=False):
        function(0, mid)
        function(mid, count)
        return
    _with_worker(function, (0, mid), (mid, count))


def _with_worker(function, here, there):
    """function(*here) on this thread while the worker runs function(*there); the caller holds _lock,
    released here. The worker's error, if any, is raised here."""
    global _worker
    try:
        if _worker is None:
            _worker = _Worker()
        _worker.error = None
        _worker.job = (function, there, np.geterr())
        _worker.start_job.release()
        try:
            function(*here)
        finally:
            _worker.job_done.acquire()
        if _worker.error is not None:
            raise _worker.error
    finally:
        _lock.release()


def call(ufunc, *operands):
    """ufunc(*operands), computed in two parts (run) when the operands allow (arrays of one shape, any
    strides (a broadcast gradient included), or 0-d ones and numbers) and are big; otherwise NumPy's call
    as it is."""
    shape = None
    for x in operands:
        if type(x) is np.ndarray and x.ndim:
            if shape is None:
                shape = x.shape
            elif x.shape != shape:
                return ufunc(*operands)
    if shape is None or ufunc.nout != 1 or MIN_SIZE >= _OFF:
        return ufunc(*operands)
    size = math.prod(shape)
    if size < MIN_SIZE:
        out = _spin_arithmetic(ufunc, *operands) if size >= SPIN_MIN_SIZE and len(operands) == 2 else None
        return ufunc(*operands) if out is None else out
    try:
        dtype = ufunc.resolve_dtypes(tuple(x.dtype if isinstance(x, np.ndarray) else type(x) for x in operands)
                                     + (None,))[-1]
    except (TypeError, ValueError):  # no loop for these types: NumPy's own call, and its error
        return ufunc(*operands)
    out = np.empty(shape, dtype)
    run(_into(ufunc), shape, *operands, out)
    return out


def _into(ufunc):
    return _INTO.get(ufunc) or _INTO.setdefault(ufunc, lambda *args: ufunc(*args[:-1], out=args[-1]))


_INTO = {}  # ufunc -> a function of (*operands, out)


# ---------------------------------------------------------------------------- mid-sized arithmetic on two threads
# From SPIN_MIN_SIZE elements, x + y, x - y, x * y and x / y of float32 or float64 arrays (C-contiguous, one
# shape, or one of them a 0-d array or a number) are split with spin_pool's spinning worker. The loops are IEEE
# single operations, as NumPy's: the same bits.
from specgrad import spin_pool  # noqa: E402
from specgrad.lazy_numba import numba  # noqa: E402

# Off by default (spin_pool.enable() sets it to 64K): in `make bench` the pool gave float32 x * y over 1M
# elements 149 -> 86 us and a 1M sum 50 -> 33 us, but in some processes the layer_norm row (a mul and a sum on
# the pool) ran 2.5-2.7 ms instead of 1.1-1.2, run after run, for reasons not found yet.
SPIN_MIN_SIZE = 1 << 62
SPIN_BLOCK = 4096  # elements of a block: the halves split at a block boundary
_ARITHMETIC = {np.add: 0, np.subtract: 1, np.multiply: 2, np.true_divide: 3}


@numba.njit(inline="always")
def _loops(op, x, y, out):
    """out = x (op) y over equal-length arrays, one loop per op: a branch inside the loop kept it from
    vectorizing (6x slower)."""
    if op == 0:
        for i in range(out.size):
            out[i] = x[i] + y[i]
    elif op == 1:
        for i in range(out.size):
            out[i] = x[i] - y[i]
    elif op == 2:
        for i in range(out.size):
            out[i] = x[i] * y[i]
    else:
        for i in range(out.size):
            out[i] = x[i] / y[i]


@numba.njit(inline="always")
def _loops_number_first(op, u, y, out):
    if op == 0:
        for i in range(out.size):
            out[i] = u + y[i]
    elif op == 1:
        for i in range(out.size):
            out[i] = u - y[i]
    elif op == 2:
        for i in range(out.size):
            out[i] = u * y[i]
    else:
        for i in range(out.size):
            out[i] = u / y[i]


@numba.njit(inline="always")
def _loops_number_second(op, x, v, out):
    if op == 0:
        for i in range(out.size):
            out[i] = x[i] + v
    elif op == 1:
        for i in range(out.size):
            out[i] = x[i] - v
    elif op == 2:
        for i in range(out.size):
            out[i] = x[i] * v
    else:
        for i in range(out.size):
            out[i] = x[i] / v


@numba.njit(inline="always")
def _arithmetic_blocks(arguments, lo, hi, dtype):
    """Blocks lo <= b < hi of out = x (op) y: arguments (x, y, out addresses, n, op, x is one number, y is)."""
    n, op = arguments[3], arguments[4]
    start, stop = lo * SPIN_BLOCK, min(hi * SPIN_BLOCK, n)
    out = numba.carray(spin_pool.pointer(arguments[2], dtype), n)[start:stop]
    if arguments[5]:  # x is one number
        u = numba.carray(spin_pool.pointer(arguments[0], dtype), 1)[0]
        _loops_number_first(op, u, numba.carray(spin_pool.pointer(arguments[1], dtype), n)[start:stop], out)
    elif arguments[6]:  # y is
        v = numba.carray(spin_pool.pointer(arguments[1], dtype), 1)[0]
        _loops_number_second(op, numba.carray(spin_pool.pointer(arguments[0], dtype), n)[start:stop], v, out)
    else:
        _loops(op, numba.carray(spin_pool.pointer(arguments[0], dtype), n)[start:stop],
               numba.carray(spin_pool.pointer(arguments[1], dtype), n)[start:stop], out)


@spin_pool.job
def _arithmetic_float32(address, lo, hi):
    _arithmetic_blocks(numba.carray(spin_pool.pointer(address, np.int64), 7), lo, hi, np.float32)


@spin_pool.job
def _arithmetic_float64(address, lo, hi):
    _arithmetic_blocks(numba.carray(spin_pool.pointer(address, np.int64), 7), lo, hi, np.float64)


@numba.njit(nogil=True, cache=True)
def _post_arithmetic(box, job, x, y, out, op, x_number, y_number):
    """Run the job on these operands through spin_pool."""
    arguments = np.empty(7, np.int64)
    arguments[0], arguments[1], arguments[2] = x.ctypes.data, y.ctypes.data, out.ctypes.data
    arguments[3], arguments[4], arguments[5], arguments[6] = out.size, op, x_number, y_number
    spin_pool.run(box, job, (out.size + SPIN_BLOCK - 1) // SPIN_BLOCK, arguments)


def _spin_arithmetic(ufunc, x, y):
    """ufunc(x, y) through spin_pool, or None where the operands do not fit it (see above)."""
    op = _ARITHMETIC.get(ufunc)
    if op is None:
        return None
    dtype = shape = None
    for a in (x, y):
        if type(a) is np.ndarray:
            if a.ndim:
                if shape is not None and a.shape != shape or not a.flags.c_contiguous:
                    return None
                shape = a.shape
            if dtype is not None and a.dtype != dtype or a.dtype not in _SPIN_DTYPES:
                return None
            dtype = a.dtype
    if shape is None or dtype is None:
        return None
    x_number, y_number = (type(a) is not np.ndarray or not a.ndim for a in (x, y))
    x, y = (np.asarray(a, dtype).reshape(1) if number else a for a, number in ((x, x_number), (y, y_number)))
    out = np.empty(shape, dtype)
    job = _arithmetic_float32 if dtype == np.float32 else _arithmetic_float64
    _post_arithmetic(spin_pool.mailbox(), job.address, x, y, out, op, x_number, y_number)
    return out


_SPIN_DTYPES = (np.dtype(np.float32), np.dtype(np.float64))
