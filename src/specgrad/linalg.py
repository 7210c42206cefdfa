"""specgrad.linalg, as torch.linalg: the ops named linalg_<name> in derivatives.yaml, as <name>."""
from specgrad.generated import ops as _ops

globals().update(_ops.LINALG)
