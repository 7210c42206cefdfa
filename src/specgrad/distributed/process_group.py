"""Process groups on MPI communicators: the default group that init_process_group makes from
MPI_COMM_WORLD, the subgroups of new_group, and the bookkeeping that lets a timed-out collective
name the ranks that never arrived.

Every rank announces each collective it enters to the other members of the group (a small
non-blocking message carrying the collective's sequence number, on a communicator of its own).
A rank whose collective times out reads the announcements that did arrive: the ranks whose last
announced sequence number is below its own are the ones that hang, died or went elsewhere.
"""
import atexit
import datetime
import os
import sys
import warnings

import numpy as np

from specgrad.distributed._mpi import mpi
from specgrad.distributed.comm_thread import CommThread
from specgrad.distributed.errors import NOT_INITIALIZED, DistBackendError

# as torch.distributed.constants.default_pg_timeout (gloo and MPI: 30 minutes)
default_pg_timeout = datetime.timedelta(minutes=30)

_NOTICE_TAG = 7


class ProcessGroup:
    """A set of ranks that run collectives together: an MPI communicator plus the global ranks of its
    members (collectives take global ranks for src and dst, as PyTorch's)."""

    def __init__(self, comm, ranks, timeout, debug_detail):
        self.comm = comm                       # the data travels here
        self._notices = comm.Dup()             # the arrival announcements, apart from the data
        self.ranks = list(ranks)               # global rank of each group rank
        self.timeout = timeout
        self.debug_detail = debug_detail
        self.sequence = 0                      # collectives entered so far
        self.timed_out = False
        self._last_seen = [0] * len(self.ranks)
        self._sends = []                       # announcements still in flight: (request, buffer)
        self.thread = CommThread(f"specgrad.distributed ranks {self.ranks[:8]}")  # runs the collectives

    def rank(self) -> int:
        return self.comm.Get_rank()

    def size(self) -> int:
        return self.comm.Get_size()

    def __repr__(self):
        return f"<specgrad.distributed.ProcessGroup ranks={self.ranks}>"

    def group_rank(self, global_rank, argument, collective) -> int:
        if not isinstance(global_rank, int) or isinstance(global_rank, bool):
            raise TypeError(f"{collective}: {argument} must be an int (a global rank), got {global_rank!r}")
        if global_rank not in self.ranks:
            raise ValueError(f"{collective}: {argument}={global_rank} is not a rank of this group (its global ranks "
                             f"are {self.ranks})")
        return self.ranks.index(global_rank)

    # ------------------------------------------------------------------ arrival announcements

    def enter(self) -> int:
        """Start the next collective: announce it to the other members; its sequence number."""
        if self.timed_out:
            raise DistBackendError("a collective of this process group timed out earlier: the group cannot be used "
                                   "any more (its communication thread is still waiting in MPI)")
        MPI = mpi()
        self.sequence += 1
        self._read_notices()
        self._sends = [(request, buffer) for request, buffer in self._sends if not request.Test()]
        me = self.rank()
        buffer = np.array([self.sequence], dtype=np.int64)
        for peer in range(self.size()):
            if peer != me:
                self._sends.append((self._notices.Isend([buffer, MPI.INT64_T], dest=peer, tag=_NOTICE_TAG), buffer))
        self._last_seen[me] = self.sequence
        return self.sequence

    def _read_notices(self):
        MPI = mpi()
        status = MPI.Status()
        buffer = np.zeros(1, dtype=np.int64)
        while self._notices.Iprobe(source=MPI.ANY_SOURCE, tag=_NOTICE_TAG, status=status):
            source = status.Get_source()
            self._notices.Recv([buffer, MPI.INT64_T], source=source, tag=_NOTICE_TAG)
            self._last_seen[source] = max(self._last_seen[source], int(buffer[0]))

    def missing_ranks(self, sequence) -> list:
        """Global ranks that have not announced collective number `sequence`."""
        self._read_notices()
        return [self.ranks[r] for r, seen in enumerate(self._last_seen) if seen < sequence]

    def free(self):
        if self.timed_out:  # the thread is stuck in MPI on these communicators: leave them
            return
        seconds = self.timeout.total_seconds()
        if not self.thread.stop(seconds):  # an async collective that some rank never joined
            self.timed_out = True
            raise DistBackendError(f"destroy_process_group: collectives started on ranks {self.ranks} with "
                                   f"async_op=True were still running after {seconds:g} s (a rank never called "
                                   f"them); at exit this process aborts the MPI job")
        self._notices.Free()
        if self.comm != mpi().COMM_WORLD:
            self.comm.Free()


class _State:
    default = None      # the default ProcessGroup (None before init_process_group)
    groups = []         # every group made, so destroy_process_group frees them and a timeout is seen at exit
    atexit_registered = False
    uncaught = False    # an exception reached the top of this process: abort the job at exit
    excepthook = None


_state = _State()


class _NonGroupMember:
    """What new_group returns on a rank that is not in the group (torch's GroupMember.NON_GROUP_MEMBER)."""

    def __repr__(self):
        return "<specgrad.distributed.GroupMember.NON_GROUP_MEMBER>"


class GroupMember:
    NON_GROUP_MEMBER = _NonGroupMember()

    @property
    def WORLD(self):
        return _state.default


group = GroupMember()  # dist.group.WORLD


def default_group() -> ProcessGroup:
    if _state.default is None:
        raise ValueError(NOT_INITIALIZED)
    return _state.default


def resolve(group_or_none, collective):
    """The group a collective runs on; None where this rank is not a member (PyTorch warns and returns)."""
    if group_or_none is None:
        return default_group()
    default_group()
    if group_or_none is GroupMember.NON_GROUP_MEMBER:
        warnings.warn(f"Running {collective} on global rank {get_rank()} which does not belong to the given group.")
        return None
    if not isinstance(group_or_none, ProcessGroup):
        raise TypeError(f"{collective}: group must be a ProcessGroup (from new_group) or None, got "
                        f"{type(group_or_none).__name__}")
    return group_or_none


def _debug_detail() -> bool:
    return os.environ.get("TORCH_DISTRIBUTED_DEBUG", "OFF").upper() == "DETAIL"


def _check_timeout(timeout):
    if timeout is None:
        return default_pg_timeout
    if not isinstance(timeout, datetime.timedelta):
        raise TypeError(f"Expected timeout argument to be of type datetime.timedelta, got {type(timeout).__name__}")
    return timeout


def _environment_int(name):
    value = os.environ.get(name)
    if value is None or value == "":
        return None
    try:
        return int(value)
    except ValueError:
        raise ValueError(f"Error initializing torch.distributed using env:// rendezvous: environment variable "
                         f"{name} is {value!r}, expected an integer") from None


def init_process_group(backend=None, init_method=None, timeout=None, world_size=-1, rank=-1, store=None,
                       group_name="", pg_options=None, device_id=None):
    """Join the default process group. MPI has already started every process and knows each one's rank
    (mpiexec, or python -m specgrad.distributed.run, which runs mpiexec), so there is no rendezvous:
    rank and world_size, given or read from torchrun's RANK and WORLD_SIZE, are checked against MPI's
    own. MASTER_ADDR/MASTER_PORT and init_method are accepted and not needed. backend: "mpi", or
    "gloo" (PyTorch's CPU backend, so that scripts written for it run unchanged)."""
    if _state.default is not None:
        raise ValueError("trying to initialize the default process group twice!")
    if backend is not None:
        if not isinstance(backend, str):
            raise TypeError(f"backend must be a string such as 'mpi', got {type(backend).__name__}")
        names = {part.split(":")[-1].strip().lower() for part in backend.split(",")}
        unknown = names - {"mpi", "gloo"}
        if unknown:
            raise ValueError(f"backend {backend!r} is not available in specgrad: CPU tensors travel over MPI "
                             f"(backend='mpi'; 'gloo' is accepted as its synonym); 'nccl' is not supported yet")
    if init_method is not None and not isinstance(init_method, str):
        raise TypeError(f"init_method must be a URL string such as 'env://', got {type(init_method).__name__}")
    if store is not None:
        raise ValueError("specgrad's MPI backend needs no store: MPI's launcher has already connected the processes")
    timeout = _check_timeout(timeout)
    MPI = mpi()
    if MPI.Query_thread() < MPI.THREAD_MULTIPLE:
        raise RuntimeError("specgrad.distributed needs an MPI library with MPI_THREAD_MULTIPLE (collectives run on a "
                           "thread of their own): Open MPI's and MPICH's wheels have it; set mpi4py.rc.thread_level "
                           "= 'multiple' if you changed it")
    world = MPI.COMM_WORLD
    mpi_rank, mpi_size = world.Get_rank(), world.Get_size()
    launch = ("launch with `mpiexec -n N python script.py` or "
              "`python -m specgrad.distributed.run --nproc-per-node N script.py`")
    for name, given, environment, actual in (("world_size", world_size, "WORLD_SIZE", mpi_size),
                                             ("rank", rank, "RANK", mpi_rank)):
        if given is None or given == -1:
            given, source = _environment_int(environment), f"environment variable {environment}"
        else:
            source = f"argument {name}"
        if given is not None and given != actual:
            raise ValueError(f"init_process_group: {source} is {given} but MPI started this process as "
                             f"{name} {actual} (of {mpi_size} processes): {launch}, which sets both consistently")
    _state.default = ProcessGroup(world, range(mpi_size), timeout, _debug_detail())
    _state.groups.append(_state.default)
    if not _state.atexit_registered:
        atexit.register(_abort_if_failed)  # runs before mpi4py's MPI_Finalize (registered earlier)
        _state.excepthook = sys.excepthook
        sys.excepthook = _note_uncaught_exception
        _state.atexit_registered = True


def _note_uncaught_exception(kind, value, traceback):
    _state.uncaught = True
    _state.excepthook(kind, value, traceback)


def _abort_if_failed():
    """Tear the MPI job down at exit, rather than finalize, when this rank failed: after an uncaught
    exception (the other ranks would wait in their next collective until the timeout, and this one in
    MPI_Finalize for them: what `python -m mpi4py script.py` does too) or after a collective timed out
    (its requests can never complete; PyTorch's NCCL watchdog tears the process down likewise)."""
    if _state.uncaught or any(g.timed_out for g in _state.groups):
        sys.stdout.flush()
        sys.stderr.flush()
        mpi().COMM_WORLD.Abort(1)


def is_initialized() -> bool:
    return _state.default is not None


def is_mpi_available() -> bool:
    from specgrad.distributed._mpi import available
    return available()


def get_backend(group=None) -> str:
    resolve(group, "get_backend")
    return "mpi"


def get_rank(group=None) -> int:
    """This process's rank in `group` (default: the global rank); -1 where it is not a member."""
    if group is GroupMember.NON_GROUP_MEMBER:
        default_group()
        return -1
    return (group or default_group()).rank()


def get_world_size(group=None) -> int:
    if group is GroupMember.NON_GROUP_MEMBER:
        default_group()
        return -1
    return (group or default_group()).size()


def get_process_group_ranks(group) -> list:
    return list((group or default_group()).ranks)


def new_group(ranks=None, timeout=None, backend=None, pg_options=None, use_local_synchronization=False,
              group_desc=None, device_id=None):
    """A group of the given global ranks. Every rank of the default group must call it (as in PyTorch),
    members or not; non-members get GroupMember.NON_GROUP_MEMBER."""
    world = default_group()
    timeout = world.timeout if timeout is None else _check_timeout(timeout)
    size = world.size()
    ranks = list(range(size)) if ranks is None else list(ranks)
    if len(set(ranks)) != len(ranks):
        raise ValueError(f"new_group: ranks {ranks} contain duplicates")
    for r in ranks:
        if not isinstance(r, int) or not 0 <= r < size:
            raise ValueError(f"new_group: rank {r!r} is not a rank of the default group (0 to {size - 1})")
    ranks = sorted(ranks)
    MPI = mpi()
    me = world.rank()
    from specgrad.distributed.work import Work
    color, key = (0, ranks.index(me)) if me in ranks else (MPI.UNDEFINED, 0)
    # Split is a collective of the default group: in order with its queued ones, on its thread
    work = Work(world, "new_group", world.enter(), job=world.thread.submit(lambda: world.comm.Split(color, key)))
    work.wait()
    comm = work._job_result
    if comm == MPI.COMM_NULL:
        return GroupMember.NON_GROUP_MEMBER
    made = ProcessGroup(comm, ranks, timeout, world.debug_detail)
    _state.groups.append(made)
    return made


def destroy_process_group(group=None):
    """Free `group`, or every group with the default one (after which init_process_group may run again)."""
    if group is None:
        if _state.default is None:
            raise AssertionError("Process group cannot be None")
        errors = []
        for g in _state.groups:
            try:
                g.free()
            except DistBackendError as error:
                errors.append(error)
        _state.groups = [g for g in _state.groups if g.timed_out]  # kept so that exit still tears the job down
        _state.default = None
        if errors:
            raise errors[0]
    elif group is not GroupMember.NON_GROUP_MEMBER:
        group.free()
        if group in _state.groups and not group.timed_out:
            _state.groups.remove(group)
