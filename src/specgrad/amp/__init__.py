"""specgrad.amp, as torch.amp: GradScaler (loss scaling, with its skipped steps and scale updates) and autocast."""
from specgrad.amp.autocast_mode import autocast, is_autocast_available  # noqa: F401
from specgrad.amp.grad_scaler import GradScaler  # noqa: F401
