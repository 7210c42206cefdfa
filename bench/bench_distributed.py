"""Benchmarks of specgrad.distributed on this machine (`make bench` runs it when MPI is installed).

(a) all_reduce (SUM, float32, in place) over message sizes from 4 KB to 256 MB, against mpi4py's own
    Allreduce on the same NumPy array: what the process group, the Work handle and its polling cost.
(b) the digits CNN's training step: one process on the batch of 64, the same process wrapped in
    DistributedDataParallel (world of 1: hooks, buckets and an all-reduce of every gradient), and two
    processes with DDP on 32 images each.

    python bench/bench_distributed.py            # starts itself under mpiexec -n 2 (and -n 1 for (b))
    python bench/bench_distributed.py --quick    # fewer repeats
"""
import argparse
import os
import subprocess
import sys
import time

import numpy as np

SIZES = [4 << 10, 16 << 10, 64 << 10, 256 << 10, 1 << 20, 4 << 20, 16 << 20, 64 << 20, 256 << 20]


def slowest_rank_seconds(call, comm):
    """Seconds of one call(), every rank starting together: the slowest rank's time."""
    from mpi4py import MPI
    comm.Barrier()
    start = time.perf_counter()
    call()
    elapsed = np.array([time.perf_counter() - start])
    comm.Allreduce(MPI.IN_PLACE, elapsed, op=MPI.MAX)
    return elapsed[0]


def median_time(call, repeats, comm):
    """Median seconds of call() over repeats (the slowest rank's time)."""
    return float(np.median([slowest_rank_seconds(call, comm) for _ in range(repeats)]))


def paired_times(first, second, repeats, comm):
    """Median seconds of first() and of second(), alternated call by call so that both see the same load
    (this machine's two cores may be shared with other work)."""
    times = ([], [])
    for _ in range(repeats):
        for call, kept in ((first, times[0]), (second, times[1])):
            kept.append(slowest_rank_seconds(call, comm))
    return float(np.median(times[0])), float(np.median(times[1]))


def all_reduce_rows(quick):
    import specgrad as torch
    import specgrad.distributed as dist
    from mpi4py import MPI
    dist.init_process_group("mpi")
    comm = MPI.COMM_WORLD
    rank, world = dist.get_rank(), dist.get_world_size()
    if rank == 0:
        print(f"(a) all_reduce, float32 SUM in place, {world} processes: specgrad.distributed vs mpi4py Allreduce")
        print(f"{'size':>8} {'specgrad':>11} {'mpi4py':>11} {'specgrad GB/s':>14} {'mpi4py GB/s':>12} {'ratio':>6}")
    for nbytes in SIZES:
        array = np.ones(nbytes // 4, dtype=np.float32)
        tensor = torch.from_numpy(array.copy())
        repeats = max(3, min(200, int(2e8 / nbytes))) // (4 if quick else 1) + 3
        for _ in range(2):  # warm up both paths (and the pages)
            dist.all_reduce(tensor)
            comm.Allreduce(MPI.IN_PLACE, array)
        ours, raw = paired_times(lambda: dist.all_reduce(tensor), lambda: comm.Allreduce(MPI.IN_PLACE, array),
                                 repeats, comm)
        if rank == 0:
            label = f"{nbytes >> 20} MB" if nbytes >= 1 << 20 else f"{nbytes >> 10} KB"
            print(f"{label:>8} {ours * 1e3:>9.3f}ms {raw * 1e3:>9.3f}ms {nbytes / ours / 1e9:>14.2f} "
                  f"{nbytes / raw / 1e9:>12.2f} {raw / ours:>6.2f}", flush=True)
    dist.destroy_process_group()


def ddp_step_rows(quick, plain):
    """Median time of a digits CNN step (forward, backward, Adam) on 64 / world images per rank."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples"))
    import specgrad as torch
    import specgrad.distributed as dist
    import specgrad.nn.functional as F
    from specgrad.nn.parallel import DistributedDataParallel as DDP
    from train_digits import DigitsCNN
    from mpi4py import MPI
    dist.init_process_group("mpi")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.manual_seed(0)
    model = DigitsCNN() if plain else DDP(DigitsCNN())
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    images = torch.randn(64 // world, 1, 8, 8)
    labels = torch.randint(0, 10, (64 // world,))

    def step():
        loss = F.cross_entropy(model(images), labels)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    for _ in range(5):
        step()
    seconds = median_time(step, 30 if quick else 200, MPI.COMM_WORLD)
    if rank == 0:
        what = "plain model" if plain else "DistributedDataParallel"
        print(f"{world} process{'es' if world > 1 else ''}, {what}, {64 // world} images per rank: "
              f"{seconds * 1e3:.2f} ms per step", flush=True)
    dist.destroy_process_group()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--worker", choices=["all_reduce", "ddp", "plain"])
    args = parser.parse_args()
    if args.worker == "all_reduce":
        return all_reduce_rows(args.quick)
    if args.worker in ("ddp", "plain"):
        return ddp_step_rows(args.quick, args.worker == "plain")
    import importlib.util
    from specgrad.distributed.launcher import find_mpiexec, mpiexec_command, process_environment
    if importlib.util.find_spec("mpi4py") is None or find_mpiexec() is None:
        print("bench_distributed: skipped, MPI is not installed (pip install -e '.[distributed]')")
        return
    quick = ["--quick"] if args.quick else []
    me = [sys.executable, os.path.abspath(__file__)] + quick
    # each library as its users run it: several processes with OMP_NUM_THREADS=1, as torchrun (and
    # specgrad.distributed.run) set it
    subprocess.run(mpiexec_command(2) + me + ["--worker", "all_reduce"], check=True,
                   env=process_environment(2, os.environ))
    print("(b) the digits CNN's training step (forward, backward, Adam), global batch 64")
    for nprocs, worker in ((1, "plain"), (1, "ddp"), (2, "ddp")):
        subprocess.run(mpiexec_command(nprocs) + me + ["--worker", worker], check=True,
                       env=process_environment(nprocs, os.environ))


if __name__ == "__main__":
    main()
