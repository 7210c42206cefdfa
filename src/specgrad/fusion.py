"""When a fused elementwise kernel may run instead of NumPy.

A kernel loops over flat, equally shaped operands of one float dtype. Anything else (broadcasting,
a strided view, mixed dtypes) goes to the NumPy form of the same formula. Below FUSION_MIN_SIZE
elements NumPy's few ufunc calls cost about what the kernel's dispatch does, so NumPy runs there
too; tests lower the threshold to 0 to run every kernel on small inputs.
"""
import numpy as np

from specgrad import nn_kernels

FUSION_MIN_SIZE = 2048
_FLOATS = (np.dtype(np.float32), np.dtype(np.float64))
BLOCK = 1 << 16  # elements a thread takes at a time in a parallel kernel: 256 KB of float32


def parallel(size: int) -> bool:
    """Whether a fused kernel over `size` elements runs its parallel twin: from the size where the row
    kernels go parallel (nn_kernels.PARALLEL_MIN_ELEMENTS, and the measurements behind it)."""
    return size >= nn_kernels.PARALLEL_MIN_ELEMENTS


def set_fusion_min_size(size: int) -> int:
    """Set the smallest array size that runs fused kernels; returns the previous value."""
    global FUSION_MIN_SIZE
    previous, FUSION_MIN_SIZE = FUSION_MIN_SIZE, int(size)
    return previous


def on_gpu(array) -> bool:
    """Whether an operand lives on a GPU (a CuPy array): its kernels are generated/cuda_kernels.py's."""
    return hasattr(array, "__cuda_array_interface__")


def fusable(*operands):
    """The common float dtype when a fused loop can take these operands, else None.

    Operands that are not arrays (Python numbers) are constants of the loop and always fit.
    """
    shape = dtype = None
    for a in operands:
        if type(a) is not np.ndarray:
            continue
        if shape is None:
            if a.size < FUSION_MIN_SIZE:
                return None
            shape = a.shape
        elif a.shape != shape:
            return None
        if not a.flags.c_contiguous:
            return None
        if a.dtype in _FLOATS:
            if dtype is None:
                dtype = a.dtype
            elif a.dtype != dtype:
                return None
        elif a.dtype.kind != "b":
            return None
    return dtype
