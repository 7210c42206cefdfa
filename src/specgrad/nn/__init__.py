"""specgrad.nn: neural-network building blocks, as torch.nn. `functional` holds the stateless ops."""
from specgrad.nn import functional  # noqa: F401
from specgrad.nn.parameter import Parameter  # noqa: F401
