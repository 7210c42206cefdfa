"""Work on mid-sized arrays split with a second thread that spins between jobs, as PyTorch's OpenMP threads do.

Opt-in for now (`specgrad.spin_pool.enable()`): see ufunc_threads.SPIN_MIN_SIZE for the measurement that keeps
it off by default.

PyTorch splits an op over its threads from 32K elements: they spin after each parallel region, so the next op
starts on both cores at once. ufunc_threads' worker sleeps on a semaphore, and waking it costs about 60 us:
worth it only from 2M elements. Here the worker is a Numba loop that runs without the GIL, polling a mailbox
(an int64 array: atomic loads, the CPU's `pause`) for SPIN_PAUSES pauses after its last job, then returns to
Python to sleep. A job is a cfunc `void(int64 args, int64 lo, int64 hi)` that computes blocks lo <= b < hi of
the work its args (int64 slots in the mailbox: array addresses and sizes) describe. `run` (nogil too) posts
the job, and the caller and the worker take CHUNK blocks at a time from a shared counter (compare-and-swap)
until none are left; the caller then waits for the worker's last chunk. No Python, no GIL and no OS wake-up
between them: float32 x * y over 1M elements 146 -> 73 us (PyTorch 72 us), over 64K 8.4 -> 5.3 us. A worker
that is asleep is woken before the job is posted and joins it when it can (after about 60 us), so a long job
still gains. Each block is computed by the same code whichever thread takes it, and a job's blocks are fixed
by its sizes: the result is the same bits either way.

The counter holds the job's number in its high 32 bits: a worker that read an old job's description can no
longer take a block of it (or of the next one) once the caller has moved on. The spin window is short because
the spinning worker takes the second core from OpenBLAS's threads: a digits-CNN training step that kept the
worker spinning 3 ms after each job ran 3.5 -> 8 ms (each matmul waited a scheduler tick for its BLAS thread);
with a window of about 75 us, within a few percent; and the products of matmul, linear and conv call
stand_down first, which sends a spinning worker to sleep at once. On a loaded machine the worker may be
descheduled in the middle of a chunk, and its caller waits for it (PyTorch's threads wait at their barriers
the same way): a caller that waited long backs off for a while (CONTENDED_PAUSES). One caller at a time
posts jobs (a compare-and-swap takes the mailbox); other threads' calls meanwhile run alone. A forked child
(a DataLoader worker) starts its own worker on its first call.
"""
import ctypes
import os
import threading

import numpy as np

from specgrad.lazy_numba import _load as _load_numba, numba

SPIN_PAUSES = 3000  # about 75 us of `pause` here (25 ns each)

CHUNK = 4  # blocks a thread takes at a time (1 for a job of fewer than 16 * CHUNK blocks: a short last wait)
# A caller that waited more than CONTENDED_PAUSES (about 100 us) for the worker's last chunk found the worker
# descheduled: another process has the second core. The next BACKOFF_JOBS jobs then run alone, and the pool
# tries again after them. Measured on the layer_norm bench row with layer_norm's kernels on the pool too (taken
# off again: in `make bench` that row then ran 1.6 ms against 1.2): with a busy process on the other core
# 1.9-2.5 ms without the back-off, 1.5-2.0 with it, 1.6 without the pool.
CONTENDED_PAUSES = 4000
BACKOFF_JOBS = 4096

# the mailbox: control words on cache lines of their own, then the job (function, blocks) and its arguments
_SEQ, _NEXT, _FINISHED, _STATE = 0, 8, 16, 24
_OWNER, _STOP, _BACKOFF = 32, 33, 34
_FN, _TOTAL, _STEP, _ARGS = 40, 41, 42, 48
_SPINNING, _SLEEPING, _WAKING = 0, 1, 2
ARGUMENT_SLOTS = 16
_BLOCK_BITS = 32  # _NEXT: (job number << 32) | the next block


@numba.extending.intrinsic
def _atomic_load(typingctx, box, index):
    """box[index] with acquire ordering: a load that LLVM may neither hoist out of a loop nor reorder."""
    from numba.core import cgutils

    def codegen(context, builder, sig, args):
        array = context.make_array(sig.args[0])(context, builder, args[0])
        return builder.load_atomic(cgutils.get_item_pointer(context, builder, sig.args[0], array, [args[1]]),
                                   "acquire", 8)
    return numba.types.int64(box, index), codegen


@numba.extending.intrinsic
def _atomic_store(typingctx, box, index, value):
    """box[index] = value with release ordering: what was written before is seen by whoever loads it."""
    from numba.core import cgutils

    def codegen(context, builder, sig, args):
        array = context.make_array(sig.args[0])(context, builder, args[0])
        pointer = cgutils.get_item_pointer(context, builder, sig.args[0], array, [args[1]])
        builder.store_atomic(args[2], pointer, "release", 8)
        return context.get_dummy_value()
    return numba.types.void(box, index, value), codegen


@numba.extending.intrinsic
def _compare_and_swap(typingctx, box, index, expected, new):
    """Whether box[index] was `expected` and is now `new` (atomically)."""
    from numba.core import cgutils

    def codegen(context, builder, sig, args):
        array = context.make_array(sig.args[0])(context, builder, args[0])
        pointer = cgutils.get_item_pointer(context, builder, sig.args[0], array, [args[1]])
        return builder.extract_value(builder.cmpxchg(pointer, args[2], args[3], "acq_rel", "acquire"), 1)
    return numba.types.boolean(box, index, expected, new), codegen


@numba.extending.intrinsic
def _atomic_add(typingctx, box, index, value):
    """box[index] += value, atomically."""
    from numba.core import cgutils

    def codegen(context, builder, sig, args):
        array = context.make_array(sig.args[0])(context, builder, args[0])
        pointer = cgutils.get_item_pointer(context, builder, sig.args[0], array, [args[1]])
        builder.atomic_rmw("add", pointer, args[2], "acq_rel")
        return context.get_dummy_value()
    return numba.types.void(box, index, value), codegen


@numba.extending.intrinsic
def _pause(typingctx):
    """The CPU's spin-wait hint (x86 `pause`; nothing elsewhere)."""
    def codegen(context, builder, sig, args):
        import platform
        if platform.machine().lower() in ("x86_64", "amd64", "i386", "i686"):
            from llvmlite import ir
            from numba.core import cgutils
            pause = cgutils.get_or_insert_function(builder.module, ir.FunctionType(ir.VoidType(), []),
                                                   "llvm.x86.sse2.pause")
            builder.call(pause, [])
        return context.get_dummy_value()
    return numba.types.void(), codegen


@numba.extending.intrinsic
def _call_job(typingctx, function, arguments, lo, hi):
    """function(arguments, lo, hi), the function given by its address (a job cfunc's)."""
    def codegen(context, builder, sig, args):
        from llvmlite import ir
        int64 = ir.IntType(64)
        job = builder.inttoptr(args[0], ir.FunctionType(ir.VoidType(), [int64] * 3).as_pointer())
        builder.call(job, [args[1], args[2], args[3]])
        return context.get_dummy_value()
    return numba.types.void(function, arguments, lo, hi), codegen


@numba.extending.intrinsic
def pointer(typingctx, address, dtype):
    """The address (an int64) as a pointer to `dtype` (a NumPy scalar type): numba.carray(pointer(a, t), n)."""
    element = dtype.dtype if isinstance(dtype, numba.types.NumberClass) else dtype

    def codegen(context, builder, sig, args):
        return builder.inttoptr(args[0], context.get_value_type(sig.return_type))
    return numba.types.CPointer(element)(address, dtype), codegen


@numba.njit(nogil=True, cache=True)
def _take_chunks(box, job_number):
    """Run chunks of the job numbered job_number until it has none left (or a newer job has replaced it)."""
    arguments = box.ctypes.data + 8 * _ARGS
    while True:
        word = _atomic_load(box, _NEXT)
        block, total = word & ((1 << _BLOCK_BITS) - 1), box[_TOTAL]
        if word >> _BLOCK_BITS != job_number or block >= total:
            return
        step = box[_STEP]
        if _compare_and_swap(box, _NEXT, word, word + step):  # the chunk is ours: the job waits for it
            end = min(block + step, box[_TOTAL])
            _call_job(box[_FN], arguments, block, end)
            _atomic_add(box, _FINISHED, end - block)


@numba.njit(nogil=True, cache=True)
def _worker_loop(box, pauses):
    """Take chunks of the jobs posted to box (of the current one too, on entry) until none came for `pauses`
    pauses, then mark the worker asleep and return."""
    _atomic_store(box, _STATE, _SPINNING)
    seen = -1
    idle = 0
    while True:
        job_number = _atomic_load(box, _SEQ)
        if job_number != seen:
            seen = job_number
            _take_chunks(box, job_number)
            idle = 0
            continue
        _pause()
        idle += 1
        if (idle > pauses or _atomic_load(box, _STOP)) and _compare_and_swap(box, _STATE, _SPINNING, _SLEEPING):
            return


@numba.njit(nogil=True, cache=True)
def run(box, job, blocks, arguments):
    """job over blocks [0, blocks) with `arguments` (an int64 array of at most ARGUMENT_SLOTS): in chunks taken
    by this thread and the worker (see the module's docstring), or all here while another thread's job holds
    the mailbox. Whether the worker was asked to help."""
    if blocks < 2 or not _compare_and_swap(box, _OWNER, 0, 1):
        _call_job(job, arguments.ctypes.data, 0, blocks)
        return False
    if box[_BACKOFF] > 0:  # the second core was taken lately: alone (see CONTENDED_PAUSES)
        box[_BACKOFF] -= 1
        _atomic_store(box, _OWNER, 0)
        _call_job(job, arguments.ctypes.data, 0, blocks)
        return False
    job_number = (box[_SEQ] + 1) & ((1 << 31) - 1)
    _atomic_store(box, _NEXT, job_number << _BLOCK_BITS)  # first: the previous job's claims now fail
    box[_ARGS:_ARGS + arguments.size] = arguments
    box[_FN], box[_TOTAL], box[_FINISHED], box[_STEP] = job, blocks, 0, CHUNK if blocks >= 16 * CHUNK else 1
    _atomic_store(box, _SEQ, job_number)
    _take_chunks(box, job_number)
    waited = 0
    while _atomic_load(box, _FINISHED) != blocks:
        _pause()
        waited += 1
    if waited > CONTENDED_PAUSES:
        box[_BACKOFF] = BACKOFF_JOBS
    _atomic_store(box, _OWNER, 0)
    return True


@numba.njit(nogil=True, cache=True)
def _wake_claim(box):
    return _compare_and_swap(box, _STATE, _SLEEPING, _WAKING)


class _Worker:
    def __init__(self, box):
        self.box = box
        self.wake = threading.Semaphore(0)
        threading.Thread(target=self._run, name="specgrad-spin-pool", daemon=True).start()

    def _run(self):
        while True:
            _worker_loop(self.box, SPIN_PAUSES)
            self.wake.acquire()


_box = np.zeros(_ARGS + ARGUMENT_SLOTS, np.int64)
_box[_STATE] = _SLEEPING
_worker = None
_start_lock = threading.Lock()


def _forget_worker():
    global _box, _worker, _start_lock
    _box = np.zeros(_ARGS + ARGUMENT_SLOTS, np.int64)
    _box[_STATE] = _SLEEPING
    _worker, _start_lock = None, threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_worker)  # a forked child has no worker thread


def mailbox():
    """The mailbox for `run` (called from a nogil kernel, as ufunc_threads' _post_arithmetic), its worker
    started or woken first."""
    global _worker
    box = _box
    if box[_STATE] == _SLEEPING and box[_BACKOFF] == 0:  # (backing off: no wake-up, see CONTENDED_PAUSES)
        if _worker is None:
            with _start_lock:
                if _worker is None:
                    # compiled (or loaded) here first: a worker thread compiling while this thread compiles a
                    # job deadlocks (specgrad.lazy_numba's lock and Numba's compiler lock, taken in opposite orders)
                    _worker_loop(np.zeros_like(box), 0)
                    _wake_claim(np.zeros_like(box))
                    _worker = _Worker(box)
        elif _wake_claim(box):
            box[_STOP] = 0  # a stand_down before this wake is over
            _worker.wake.release()
    return box


def enable(min_size=1 << 16):
    """Use the pool from `min_size` elements (arithmetic, float32 sums, softmax rows). It is off by default:
    see ufunc_threads.SPIN_MIN_SIZE for what was measured."""
    from specgrad import ufunc_threads
    ufunc_threads.SPIN_MIN_SIZE = int(min_size)


def disable():
    """Back to the default: no spin_pool."""
    from specgrad import ufunc_threads
    ufunc_threads.SPIN_MIN_SIZE = 1 << 62


def stand_down():
    """Before a BLAS call: a spinning worker goes to sleep now, leaving the second core to OpenBLAS's threads
    (a job posted meanwhile is done by its caller alone)."""
    if _worker is None:  # the pool never ran (it is opt-in): nothing to send to sleep
        return
    box = _box
    if box[_STATE] != _SLEEPING:  # spinning, or woken and about to: it sleeps when it sees the flag
        box[_STOP] = 1


class Job:
    """A job: `function(arguments, lo, hi)` compiled as a cfunc on first use (Numba's cache keeps it), its
    address for `run`. `function` reads its arguments from numba.carray(pointer(arguments, np.int64), n)."""

    def __init__(self, function):
        self.function = function
        self._address = None

    @property
    def address(self):
        if self._address is None:
            cfunc = _load_numba().cfunc("void(int64, int64, int64)", nogil=True, cache=True,
                                        error_model="numpy")(self.function)  # x / 0 is inf, as NumPy: no raise
            self._address = ctypes.cast(cfunc.ctypes, ctypes.c_void_p).value
            self._cfunc = cfunc  # keeps the compiled code alive
        return self._address


def job(function):
    """Decorator: the function as a Job (see Job)."""
    return Job(function)
