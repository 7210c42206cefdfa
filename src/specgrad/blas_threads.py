"""One BLAS thread or BLAS's own count for a loop of small, strictly sequential products, learnt from the loop's
own times (an RNN layer's time steps: h W_hh^T at batch 32, hidden 128 is a 32x128 @ 128x512 product).

Neither count is right everywhere. On an idle 2-core machine, NumPy's OpenBLAS on two threads took the LSTM
training step of `make bench` (f) from 7.8-8.1 to 6.4-6.6 ms (interleaved runs in one process); with another
process busy on both cores, two threads took 60-100 ms for one layer's 35 steps and one thread 5 ms: each
product waits for a descheduled BLAS worker. So each kind of loop (its name and shapes) keeps the last few
times of each choice, runs the faster one, and now and then tries the other again: right after a loss every
8th loop, doubling up to every 256th while it keeps losing, so a choice that stays bad costs little.

Only OpenBLAS as NumPy's wheels bundle it can be told (openblas_set_num_threads_local, 0.3.27+: this thread
only); with another BLAS, or when BLAS already runs on one thread, loops run as they are.
"""
import collections
import contextlib
import ctypes
import glob
import os
import statistics
import time

import numpy as np

__all__ = ["sequential_products"]

ONE, OWN = 1, 0           # the two choices: one BLAS thread, BLAS's own count
KEPT_TIMES = 3            # the times kept per choice (their median decides)
FIRST_PROBE, LAST_PROBE = 8, 256  # loops between tries of the other choice: after a loss, and at most
EXPLORE = (OWN, ONE, OWN, ONE)   # the choices of the first timed loops

_setter = []  # [openblas_set_num_threads_local or None], looked up on first use (not at import)


def local_setter():
    """OpenBLAS's openblas_set_num_threads_local from the library NumPy's wheel bundles (sets this thread's
    count, returns the previous one), or None (another BLAS: then nothing changes)."""
    if not _setter:
        found = None
        libs = os.path.join(os.path.dirname(os.path.dirname(np.__file__)), "numpy.libs")
        for path in sorted(glob.glob(os.path.join(libs, "*openblas*"))):
            try:
                found = getattr(ctypes.CDLL(path), "openblas_set_num_threads_local", None)
            except OSError:
                continue
            if found is not None:
                found.restype, found.argtypes = ctypes.c_int, [ctypes.c_int]
                break
        _setter.append(found)
    return _setter[0]


class _Loop:
    """What one kind of loop has learnt: recent times per choice, the choice to run, when to try the other."""

    def __init__(self):
        self.times = {OWN: collections.deque(maxlen=KEPT_TIMES), ONE: collections.deque(maxlen=KEPT_TIMES)}
        self.calls = 0  # the first is not timed (it may compile kernels or fault in pages), then each choice twice
        self.best = OWN
        self.interval = FIRST_PROBE
        self.until_probe = 0

    def choice(self):
        if self.calls <= len(EXPLORE):
            return EXPLORE[self.calls - 1] if self.calls else OWN
        if self.until_probe <= 0:
            return ONE if self.best == OWN else OWN
        return self.best

    def record(self, option, seconds):
        self.calls += 1
        if self.calls == 1:
            return
        learnt = self.calls > len(EXPLORE) + 1
        if learnt and option != self.best:
            self.times[option].clear()  # a try stands on its own time, not on times from before a change
        self.times[option].append(seconds)
        if self.calls <= len(EXPLORE):
            return
        faster = OWN if statistics.median(self.times[OWN]) <= statistics.median(self.times[ONE]) else ONE
        if not learnt:
            self.best, self.until_probe = faster, self.interval
        elif option == self.best and faster == option:
            self.until_probe -= 1
        elif faster == self.best:  # a try of the other choice lost: try it less often
            self.interval = min(2 * self.interval, LAST_PROBE)
            self.until_probe = self.interval
        else:  # the other choice won a try, or the usual one got slower (another process took a core)
            self.best, self.interval = faster, FIRST_PROBE
            self.until_probe = self.interval


_loops = {}


@contextlib.contextmanager
def sequential_products(kind, count):
    """Run the block, a loop of `count` small products, on the BLAS thread count that has been faster for this
    kind of loop (a hashable description: its name and the products' shapes), per product."""
    setter = local_setter()
    if setter is None:
        yield
        return
    loop = _loops.get(kind)
    if loop is None:
        loop = _loops[kind] = _Loop()
    option = loop.choice()
    previous = setter(1) if option == ONE else None
    start = time.perf_counter()
    try:
        yield
    finally:
        if previous is not None:
            setter(previous)
    loop.record(option, (time.perf_counter() - start) / max(count, 1))
