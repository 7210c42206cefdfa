"""specgrad.distributed: torch.distributed on MPI (through mpi4py, the `distributed` extra).

Launch N processes with `mpiexec -n N python script.py` or, as torchrun would,
`python -m specgrad.distributed.run --nproc-per-node N script.py`; each calls
init_process_group() and then the collectives below. mpi4py is imported (and MPI started) only
when init_process_group runs, never by `import specgrad`.
"""
from specgrad.distributed import _mpi
from specgrad.distributed.collectives import (all_gather, all_gather_into_tensor, all_reduce, all_to_all_single,
                                              barrier, broadcast, gather, irecv, isend, monitored_barrier, recv,
                                              reduce, reduce_scatter_tensor, scatter, send)
from specgrad.distributed.comm_hook import BuiltinCommHookType, GradBucket
from specgrad.distributed.errors import DistBackendError, DistError, DistNetworkError, DistStoreError
from specgrad.distributed.objects import (all_gather_object, broadcast_object_list, gather_object,
                                         scatter_object_list)
from specgrad.distributed.process_group import (GroupMember, ProcessGroup, default_pg_timeout, destroy_process_group,
                                                get_backend, get_process_group_ranks, get_rank, get_world_size, group,
                                                init_process_group, is_initialized, is_mpi_available, new_group)
from specgrad.distributed.reduce_op import ReduceOp
from specgrad.distributed.work import Work

# DistributedDataParallel's cap on its first bucket when bucket_cap_mb is left at its default (PyTorch's
# dist._DEFAULT_FIRST_BUCKET_BYTES): the first bucket reduced holds the last layers' gradients, the first to come, so
# a small one starts communicating early. Read when a DistributedDataParallel is made; set it before to tune.
_DEFAULT_FIRST_BUCKET_BYTES = 1024 * 1024


def is_available() -> bool:
    """Whether the distributed package can run here: mpi4py is installed (checked without starting MPI)."""
    return _mpi.available()


def is_gloo_available() -> bool:
    return False


def is_nccl_available() -> bool:
    return False


def is_torchelastic_launched() -> bool:
    import os
    return os.environ.get("TORCHELASTIC_RUN_ID") is not None


__all__ = ["BuiltinCommHookType", "DistBackendError", "DistError", "DistNetworkError", "DistStoreError", "GradBucket", "GroupMember", "ProcessGroup",
           "ReduceOp", "Work", "all_gather", "all_gather_into_tensor", "all_gather_object", "all_reduce",
           "all_to_all_single", "barrier", "broadcast", "broadcast_object_list", "default_pg_timeout",
           "destroy_process_group", "gather", "gather_object", "get_backend", "get_process_group_ranks", "get_rank",
           "get_world_size", "group", "init_process_group", "irecv", "is_available", "is_gloo_available",
           "is_initialized", "is_mpi_available", "is_nccl_available", "is_torchelastic_launched", "isend",
           "monitored_barrier", "new_group", "recv", "reduce", "reduce_scatter_tensor", "scatter",
           "scatter_object_list", "send"]
