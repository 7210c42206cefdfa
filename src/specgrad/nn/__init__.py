"""specgrad.nn: neural-network building blocks, as torch.nn. `functional` holds the stateless ops."""
from specgrad.nn import functional  # noqa: F401
