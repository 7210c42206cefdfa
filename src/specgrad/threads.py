"""How many threads specgrad computes with: get_num_threads / set_num_threads and the inter-op pair.

specgrad's intra-op parallelism has three parts, and set_num_threads(n) sets all three:
- Numba's parallel kernels (numba.prange): numba.set_num_threads(min(n, NUMBA_NUM_THREADS)). Numba
  starts NUMBA_NUM_THREADS threads (the CPUs, unless the environment variable says otherwise) and cannot
  use more, so a larger n runs on that many. Numba's setting belongs to the calling thread (Numba's
  rule): a thread started later runs kernels on Numba's default count. Numba is imported by this call
  if no kernel has run yet (about 0.17 s).
- ufunc_threads, the two-thread split of big NumPy elementwise calls, and spin_pool's of mid-sized arithmetic,
  sums and softmax rows (when enabled): n == 1 turns both off, n >= 2 on.
- NumPy's BLAS (matmul, conv's GEMMs): through threadpoolctl when it is installed (it is not one of
  specgrad's dependencies); without it BLAS keeps its own count (set OMP_NUM_THREADS or
  OPENBLAS_NUM_THREADS before starting Python).
get_num_threads() returns the last n given, as PyTorch's does (even above the CPUs); before any call,
Numba's count for this thread if Numba is imported, else the count Numba would start with (Numba is not
imported to answer).

Inter-op threads: specgrad runs independent ops one after another on the calling thread, so there is
no inter-op pool; get/set_num_interop_threads record the number, with PyTorch's checks (a positive int,
set once).
"""
import os

from specgrad import lazy_numba, ufunc_threads

__all__ = ["get_num_threads", "set_num_threads", "get_num_interop_threads", "set_num_interop_threads"]

_num_threads = None      # the last set_num_threads(n)
_interop_threads = None  # set_num_interop_threads(n), once
_SPLIT_MIN_SIZE = ufunc_threads.MIN_SIZE  # the split's threshold while it is on


def _check_count(name, n):
    if type(n) is bool or not isinstance(n, int):
        raise RuntimeError(f"{name} expects an int, but got {type(n).__name__}")
    if n <= 0:
        raise RuntimeError(f"{name} expects a positive integer")
    return int(n)


def _default_threads() -> int:
    """NUMBA_NUM_THREADS as Numba computes it (its environment variable, else the CPUs this process may use)."""
    value = os.environ.get("NUMBA_NUM_THREADS", "")
    if value.strip().isdigit() and int(value) > 0:
        return int(value)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def get_num_threads() -> int:
    """The number of threads specgrad's parallel kernels use (see the module's docstring)."""
    if _num_threads is not None:
        return _num_threads
    if lazy_numba.loaded():
        return lazy_numba.numba.get_num_threads()
    return _default_threads()


def set_num_threads(n: int) -> None:
    """Run specgrad's parallel work (Numba kernels, the ufunc split, BLAS when threadpoolctl is installed)
    on n threads (see the module's docstring). A positive int; anything else is PyTorch's RuntimeError."""
    global _num_threads
    n = _check_count("set_num_threads", n)
    numba = lazy_numba._load()
    numba.set_num_threads(min(n, numba.config.NUMBA_NUM_THREADS))
    ufunc_threads.MIN_SIZE = _SPLIT_MIN_SIZE if n >= 2 else ufunc_threads._OFF
    _set_blas_threads(n)
    _num_threads = n


def _set_blas_threads(n):
    try:
        import threadpoolctl
    except ImportError:
        return  # BLAS keeps its own count: see the module's docstring
    threadpoolctl.threadpool_limits(limits=n, user_api="blas")


def get_num_interop_threads() -> int:
    """The number given to set_num_interop_threads, else the CPUs (PyTorch's default). specgrad has no
    inter-op pool: the number changes nothing."""
    return _interop_threads if _interop_threads is not None else _default_threads()


def set_num_interop_threads(n: int) -> None:
    """Record the inter-op thread count (specgrad has no inter-op pool). Once only, as in PyTorch."""
    global _interop_threads
    n = _check_count("set_num_interop_threads", n)
    if _interop_threads is not None:
        raise RuntimeError("Error: cannot set number of interop threads after parallel work has started or "
                           "set_num_interop_threads called")
    _interop_threads = n
