"""Faults, one per launch: python faults.py MODE
hang:   rank 1 sleeps through an all_reduce; rank 0's times out after 2 s and prints the error, which must
        name rank 1 and not rank 2 (run on 3 ranks; rank 2 arrives and waits on, ended by the job's abort).
die:    rank 1 exits before an all_reduce; MPI's launcher must end the job (rank 0 waits 60 s at most).
raise:  rank 1 raises before an all_reduce; its exit must end the job as well.
orphan: rank 0 starts an async all_reduce that rank 1 never joins, then destroys the group: an error
        after the timeout (2 s), not a hang.
detail: TORCH_DISTRIBUTED_DEBUG=DETAIL, the ranks pass different shapes: both print the mismatch error,
        then a matching all_reduce still works."""
import datetime
import os
import sys
import time

import specgrad as torch
import specgrad.distributed as dist

mode = sys.argv[1]
dist.init_process_group("mpi", timeout=datetime.timedelta(seconds=2 if mode == "orphan" else 60))
rank = dist.get_rank()
dist.barrier()

if mode == "hang":
    if rank == 1:
        time.sleep(60)  # ended by the job's abort once rank 0 exits
    start = time.monotonic()
    try:
        work = dist.all_reduce(torch.ones(4), async_op=True)
        if rank == 0:
            work.wait(timeout=datetime.timedelta(seconds=2))
        else:
            work.wait()
    except dist.DistBackendError as error:
        print(f"rank {rank} after {time.monotonic() - start:.1f} s: {error}", flush=True)
    if rank == 0:
        try:
            dist.monitored_barrier(timeout=datetime.timedelta(seconds=1))
        except dist.DistBackendError as error:  # the group is unusable after a timeout
            print(f"rank {rank} then: {error}", flush=True)
elif mode == "die":
    if rank == 1:
        os._exit(3)
    dist.all_reduce(torch.ones(4))
    print("rank 0: all_reduce returned without rank 1", flush=True)
elif mode == "raise":
    if rank == 1:
        raise ValueError("a bug on rank 1")
    dist.all_reduce(torch.ones(4))
    print("rank 0: all_reduce returned without rank 1", flush=True)
elif mode == "orphan":
    if rank == 0:
        dist.all_reduce(torch.ones(4), async_op=True)
        try:
            dist.destroy_process_group()
        except dist.DistBackendError as error:
            print(f"rank 0: {error}", flush=True)
        assert not dist.is_initialized()
    else:
        time.sleep(60)  # ended by the job's abort once rank 0 exits
elif mode == "detail":
    try:
        dist.all_reduce(torch.ones(3 + rank))
    except RuntimeError as error:
        print(f"rank {rank}: {error}", flush=True)
    t = torch.ones(2)
    dist.all_reduce(t)
    print(f"rank {rank}: then {t.tolist()}", flush=True)
    dist.destroy_process_group()
