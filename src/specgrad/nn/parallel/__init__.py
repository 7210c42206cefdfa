"""specgrad.nn.parallel: data parallelism across processes (DistributedDataParallel, on specgrad.distributed)."""
from specgrad.nn.parallel.distributed import DistributedDataParallel

__all__ = ["DistributedDataParallel"]
