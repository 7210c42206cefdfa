"""specgrad.backends, as torch.backends: the flags PyTorch programs set at the top of a script.

specgrad computes on the CPU with NumPy, Numba and the BLAS NumPy links (CUDA arrays through CuPy, see
specgrad.cuda); none of PyTorch's vendor backends (cuDNN, MPS, oneDNN) exists here. Their flags are kept so
that seeding and setup code such as `torch.backends.cudnn.deterministic = True` runs unchanged; setting
them changes nothing in specgrad, whose CPU results are deterministic already.
"""
from specgrad.backends import cuda, cudnn, mkldnn, mps, openmp  # noqa: F401
