"""mpi4py, imported on first use only: `import specgrad` must not start MPI (importing mpi4py.MPI
initializes it), and a machine without the `distributed` extra must still import specgrad."""
import importlib.util

INSTALL_HINT = "install the extra: pip install 'specgrad[distributed]' (mpi4py and Open MPI wheels)"

_MPI = None


def available() -> bool:
    """Whether mpi4py can be imported, found without importing (and so without starting) MPI."""
    return _MPI is not None or importlib.util.find_spec("mpi4py") is not None


def mpi():
    """The mpi4py.MPI module (starts MPI on the first call)."""
    global _MPI
    if _MPI is None:
        try:
            from mpi4py import MPI
        except ImportError as error:
            raise RuntimeError(f"specgrad.distributed runs on MPI through mpi4py, which is not installed: "
                               f"{INSTALL_HINT}") from error
        _MPI = MPI
    return _MPI
