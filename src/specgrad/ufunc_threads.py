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
"""
import math
import os
import threading

import numpy as np

MIN_SIZE = 1 << 21


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


def big(x) -> bool:
    """Whether x is an array big enough for a split call (the generated ops ask before `call`)."""
    return type(x) is np.ndarray and x.size >= MIN_SIZE


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
    if shape is None or math.prod(shape) < MIN_SIZE or ufunc.nout != 1:
        return ufunc(*operands)
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
