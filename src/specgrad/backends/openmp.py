"""torch.backends.openmp: specgrad's kernels run their parallel loops on Numba's threading layer."""


def is_available() -> bool:
    return True
