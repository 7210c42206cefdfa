"""Keep freed array memory in the process (glibc's malloc), so the next step reuses it without page faults.

A training step allocates and frees the same few-MB arrays every step (activations, gradients: PyTorch's
zero_grad(set_to_none=True) drops them). glibc gives memory back to the OS when more than its trim
threshold is free at the top of the heap, and serves big requests with fresh mmaps; either way the next
step touches new pages, each a page fault of about 2 us here. layer_norm over (32,128,256) float32 with
its gradients set to None each step faulted ~1,000 times a step: 3.8 ms against 1.6 ms without faults.

`specgrad.malloc.keep_freed_memory()`, called once at the start of a training script, asks glibc to serve
requests up to MMAP_THRESHOLD from the heap (its own dynamic threshold tops out at this value too, but only
after the first big free) and to keep up to TRIM_THRESHOLD of free memory at the heap's top. Peak memory is
unchanged; what a process holds after a peak may stay up to TRIM_THRESHOLD higher. Like GOMP_SPINCOUNT (see
__init__), a user's own setting wins: any of glibc's MALLOC_*_ variables or GLIBC_TUNABLES leaves malloc as it
is, as does a C library other than glibc.

It is not called at `import specgrad`: it changes malloc for the whole process, PyTorch's allocations too,
and the fixed-seed fuzz tests' program stream (built by running PyTorch) changed with it, which turned up
disagreements at singular matrices (logdet's backward, fixed since; det's second derivative, still a known
issue). A later measurement of the layer_norm step showed no gain from it (1.24 ms with it, 1.15 without).
"""
import ctypes
import os

MMAP_THRESHOLD = 32 << 20
TRIM_THRESHOLD = 128 << 20

_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # glibc's malloc.h
_USER_SETTINGS = ("MALLOC_TRIM_THRESHOLD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TOP_PAD_", "MALLOC_MMAP_MAX_",
                  "GLIBC_TUNABLES")


def keep_freed_memory() -> bool:
    """Set glibc's mmap and trim thresholds (see the module's docstring); whether they were set."""
    if any(name in os.environ for name in _USER_SETTINGS):
        return False
    try:
        libc = ctypes.CDLL(None)
        if not hasattr(libc, "gnu_get_libc_version"):  # musl, macOS, Windows: their own allocators
            return False
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    return bool(mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD) and mallopt(_M_TRIM_THRESHOLD, TRIM_THRESHOLD))
