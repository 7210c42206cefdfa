"""Communication hooks for DistributedDataParallel.register_comm_hook: default_hooks."""
from specgrad.distributed.algorithms.ddp_comm_hooks import default_hooks

__all__ = ["default_hooks"]
