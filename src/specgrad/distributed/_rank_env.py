"""Run inside each process that specgrad.distributed.run starts through mpiexec: set torchrun's
per-rank environment (RANK, LOCAL_RANK) from what the MPI launcher says, then run the user's script
as __main__, so a script that reads os.environ["LOCAL_RANK"] before init_process_group still works.

Usage (written by run.py, not by hand): python -m specgrad.distributed._rank_env [-m] target args...
"""
import os
import runpy
import sys

# the rank variables of Open MPI, of MPICH/Hydra (PMI) and of PMIx launchers (Slurm's srun --mpi=pmix)
_RANK = ("OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK")
_LOCAL_RANK = ("OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID", "PMI_LOCAL_RANK")
_SIZE = ("OMPI_COMM_WORLD_SIZE", "PMI_SIZE")
_LOCAL_SIZE = ("OMPI_COMM_WORLD_LOCAL_SIZE", "MPI_LOCALNRANKS", "PMI_LOCAL_SIZE")


def _first(names):
    for name in names:
        if os.environ.get(name):
            return os.environ[name]
    return None


def set_rank_environment():
    rank = _first(_RANK)
    if rank is None:
        raise SystemExit("specgrad.distributed._rank_env: no MPI rank in the environment (none of "
                         f"{', '.join(_RANK)}): start it through mpiexec, as python -m specgrad.distributed.run does")
    os.environ["RANK"] = rank
    os.environ["LOCAL_RANK"] = _first(_LOCAL_RANK) or rank
    os.environ["GROUP_RANK"] = os.environ.get("GROUP_RANK", "0")
    size = _first(_SIZE)
    if size is not None:
        os.environ["WORLD_SIZE"] = size
    local_size = _first(_LOCAL_SIZE)
    if local_size is not None:
        os.environ["LOCAL_WORLD_SIZE"] = local_size


def main(argv):
    set_rank_environment()
    if argv and argv[0] == "-m":
        sys.argv = argv[1:]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = argv
        sys.path.insert(0, os.path.dirname(os.path.abspath(argv[0])))
        runpy.run_path(argv[0], run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1:])
