"""torch.backends.mkldnn: specgrad does not use oneDNN (its products go to NumPy's BLAS)."""
enabled = True


def is_available() -> bool:
    return False
