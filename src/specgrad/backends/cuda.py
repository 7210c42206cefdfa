"""torch.backends.cuda's flags: kept so that setup code runs; specgrad's CUDA path (CuPy) reads none of them."""


class _MatmulFlags:
    allow_tf32 = False
    allow_fp16_reduced_precision_reduction = True
    allow_bf16_reduced_precision_reduction = True


matmul = _MatmulFlags()


def is_built() -> bool:
    """Whether specgrad can run CUDA arrays: CuPy is importable (as torch.cuda.is_available, without a device check)."""
    import importlib.util
    return importlib.util.find_spec("cupy") is not None
