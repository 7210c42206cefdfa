"""specgrad.utils: helpers around the core library, as torch.utils (`data`: datasets and DataLoader; `checkpoint`:
activation checkpointing)."""
from specgrad.utils import checkpoint, data  # noqa: E402,F401
