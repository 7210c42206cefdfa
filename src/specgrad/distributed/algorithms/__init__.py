"""specgrad.distributed.algorithms: DistributedDataParallel's communication hooks (ddp_comm_hooks) and the Join
context manager for uneven inputs (Join, Joinable, JoinHook), as torch.distributed.algorithms."""
from specgrad.distributed.algorithms.join import Join, Joinable, JoinHook

__all__ = ["Join", "JoinHook", "Joinable"]
