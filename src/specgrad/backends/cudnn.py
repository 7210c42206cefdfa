"""torch.backends.cudnn's flags: specgrad has no cuDNN (is_available() is False); setting them has no effect."""
enabled = True
benchmark = False
deterministic = False
allow_tf32 = True


def is_available() -> bool:
    return False


def version():
    return None
