"""specgrad.utils: helpers around the core library, as torch.utils (`data`: datasets and DataLoader)."""
from specgrad.utils import data  # noqa: E402,F401
