"""Keep freed array memory in the process (glibc's malloc), so the next step reuses it without page faults.

A training step allocates and frees the same few-MB arrays every step (activations, gradients: PyTorch's
zero_grad(set_to_none=True) drops them). glibc gives memory back to the OS when more than its trim
threshold is free at the top of the heap, and serves big requests with fresh mmaps; either way the next
step touches new pages, each a page fault of about 2 us here. layer_norm over (32,128,256) float32 with
its gradients set to None each step faulted ~1,000 times a step: 3.8 ms against 1.6 ms without faults.

`import specgrad` calls keep_freed_memory(), which asks glibc to serve requests up to MMAP_THRESHOLD from the
heap (its own dynamic threshold tops out at this value too, but only after the first big free) and to keep up to
TRIM_THRESHOLD of free memory at the heap's top. What a process holds after a peak may stay up to TRIM_THRESHOLD
higher (make bench's (i) training rows peak at 164-180 MB, PyTorch's at 320-325 MB). Whether a process faults depends on the order of its allocations, so the same
step can run at either speed from one script to the next: a layer_norm step (forward, times a projection,
sum, backward, gradients set to None) took 3.4-3.6 ms in a process that had first timed its ops without grad
(~1,000 faults a step) and 1.1-1.2 ms with the thresholds set (none); a process running that step alone took
1.2 ms either way. TRIM_THRESHOLD is 256 MB rather than 128: per-sample gradients of a 784-128-10 MLP
(vmap(grad), a fresh 25.7 MB gradient each step, whose freed predecessor smaller arrays split) grew the heap by a
step's worth until 128 MB were free and then gave that back: 560 faults and 5.0 ms a step, against 2-7 faults and
2.2 ms; its process then holds 396 MB instead of 216-345 MB. The setting is process-wide, so
PyTorch's allocations in the same process follow it too.

Like GOMP_SPINCOUNT (see __init__), a user's own setting wins: any of glibc's MALLOC_*_ variables or
GLIBC_TUNABLES leaves malloc as it is, as does a C library other than glibc, and SPECGRAD_KEEP_FREED_MEMORY=0
turns it off.
"""
import ctypes
import os

MMAP_THRESHOLD = 32 << 20
TRIM_THRESHOLD = 256 << 20

_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # glibc's malloc.h
active = False  # whether keep_freed_memory set the thresholds in this process

_USER_SETTINGS = ("MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_MAX_",
                  "GLIBC_TUNABLES")


def keep_freed_memory() -> bool:
    """Set glibc's mmap and trim thresholds (see the module's docstring); whether they were set."""
    if os.environ.get("SPECGRAD_KEEP_FREED_MEMORY") == "0" or any(name in os.environ for name in _USER_SETTINGS):
        return False
    try:
        libc = ctypes.CDLL(None)
        if not hasattr(libc, "gnu_get_libc_version"):  # musl, macOS, Windows: their own allocators
            return False
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    global active
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    active = bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD) and mallopt(_M_TRIM_THRESHOLD, TRIM_THRESHOLD))
    return active
