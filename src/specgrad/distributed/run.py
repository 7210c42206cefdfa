"""python -m specgrad.distributed.run: torchrun's command line on MPI.

    python -m specgrad.distributed.run --nproc-per-node 2 train.py --epochs 3

torchrun starts the processes itself and lets them meet at MASTER_ADDR:MASTER_PORT. specgrad's
backend is MPI, whose processes must be started by MPI's own launcher to find each other, so this
launcher runs `mpiexec -n N python -m specgrad.distributed._rank_env train.py ...`: each process
first gets torchrun's environment (RANK, LOCAL_RANK, WORLD_SIZE, LOCAL_WORLD_SIZE, MASTER_ADDR,
MASTER_PORT) from MPI's rank, then runs the script as __main__. A script written for torchrun thus
runs unchanged, and `mpiexec -n N python train.py` works too (init_process_group then takes the
ranks from MPI). Several machines: MPI starts all of them from one command, so launch once with
`mpiexec -n TOTAL --hostfile hosts python train.py` rather than once per node as with torchrun.
"""
import argparse
import os
import subprocess
import sys

from specgrad.distributed.launcher import mpiexec_command, process_environment


def _parser():
    parser = argparse.ArgumentParser(prog="python -m specgrad.distributed.run",
                                     description="Start N processes of a training script on MPI, as torchrun does.")
    parser.add_argument("--nproc-per-node", "--nproc_per_node", default="1",
                        help="processes on this machine: a number, or 'cpu'/'auto' for one per core")
    parser.add_argument("--nnodes", default="1", help="machines (only 1 here: see the module's docstring)")
    parser.add_argument("--node-rank", "--node_rank", type=int, default=0)
    parser.add_argument("--master-addr", "--master_addr", default="127.0.0.1",
                        help="set as MASTER_ADDR for scripts that read it; MPI needs no rendezvous address")
    parser.add_argument("--master-port", "--master_port", type=int, default=29500)
    parser.add_argument("--standalone", action="store_true", help="accepted, as torchrun's (one machine)")
    parser.add_argument("-m", "--module", action="store_true", help="run the target as a module, as python -m")
    parser.add_argument("--no-python", "--no_python", action="store_true",
                        help="run the target as an executable, not through Python")
    parser.add_argument("target", help="the training script (or module with -m)")
    parser.add_argument("target_args", nargs=argparse.REMAINDER)
    return parser


def process_count(args) -> int:
    if args.nproc_per_node in ("cpu", "auto"):
        nprocs = os.cpu_count() or 1
    else:
        try:
            nprocs = int(args.nproc_per_node)
        except ValueError:
            raise SystemExit(f"--nproc-per-node must be a number, 'cpu' or 'auto', got {args.nproc_per_node!r}")
        if nprocs < 1:
            raise SystemExit(f"--nproc-per-node must be at least 1, got {nprocs}")
    return nprocs


def command(args) -> list:
    """The mpiexec command line for parsed arguments."""
    nprocs = process_count(args)
    if args.nnodes not in ("1", "1:1"):
        raise SystemExit(f"--nnodes {args.nnodes}: MPI starts the processes of every machine from one command; "
                         f"run `mpiexec -n TOTAL --hostfile HOSTS python {args.target}` once instead of this "
                         f"launcher on each node")
    if args.no_python:
        target = [args.target]
    else:
        target = [sys.executable, "-m", "specgrad.distributed._rank_env"] + (["-m"] if args.module else []) + \
            [args.target]
    return mpiexec_command(nprocs) + target + list(args.target_args)


def main(argv=None) -> int:
    args = _parser().parse_args(argv)
    environment = dict(os.environ, MASTER_ADDR=args.master_addr, MASTER_PORT=str(args.master_port),
                       GROUP_RANK=str(args.node_rank),
                       TORCHELASTIC_RUN_ID=os.environ.get("TORCHELASTIC_RUN_ID", "none"))
    line = command(args)
    return subprocess.call(line, env=process_environment(process_count(args), environment))


if __name__ == "__main__":
    sys.exit(main())
