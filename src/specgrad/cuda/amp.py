"""torch.cuda.amp: the older names of specgrad.amp's GradScaler and autocast, for device "cuda"."""
import functools

from specgrad import amp as _amp


class GradScaler(_amp.GradScaler):
    """torch.cuda.amp.GradScaler(...): torch.amp.GradScaler("cuda", ...)."""

    def __init__(self, init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000,
                 enabled=True):
        super().__init__("cuda", init_scale, growth_factor, backoff_factor, growth_interval, enabled)


@functools.wraps(_amp.autocast)
def autocast(enabled=True, dtype=None, cache_enabled=True):
    """torch.cuda.amp.autocast(...): torch.autocast("cuda", ...)."""
    return _amp.autocast("cuda", dtype=dtype, enabled=enabled, cache_enabled=cache_enabled)
