"""Work: the handle of an operation in flight (what async_op=True returns), waited on against a
deadline, so that a rank that never arrives gives an error naming it after the group's timeout
instead of a hang. A collective is a Job on its group's communication thread; a point-to-point
operation is a set of non-blocking MPI requests, polled."""
import datetime
import os
import time

from specgrad.distributed._mpi import mpi
from specgrad.distributed.errors import DistBackendError
from specgrad.futures import Future

_CLOCK_EVERY = 64  # polls of point-to-point requests between two reads of the clock


class Work:
    def __init__(self, group, collective, sequence, job=None, requests=None, finish=None, peers=None, status=None,
                 outputs=None):
        """job: the collective's Job on the group's thread; requests: MPI requests of a point-to-point
        operation; finish: called once it completed (copies results out, divides for AVG); peers: the
        global ranks a point-to-point operation waits for (None: the group's members); status: an
        MPI.Status that a single request's completion fills in (recv from any source); outputs: the value of
        get_future() once complete (a list of the tensors the operation wrote)."""
        self._group = group
        self._collective = collective
        self._sequence = sequence
        self._job = job
        self._requests = requests or []
        self._finish = finish
        self._peers = peers
        self._status = status
        self._completed = False
        self.result_value = None
        self._job_result = None  # what the job's function returned (new_group's communicator)
        self._outputs = outputs
        self._future = None      # get_future()'s, completed with outputs by _complete

    def __repr__(self):
        return f"<specgrad.distributed.Work {self._collective} completed={self._completed}>"

    def _complete(self):
        self._completed = True
        self._requests = []
        job, self._job = self._job, None
        if job is not None:
            if job.error is not None:
                raise job.error
            self._job_result = job.result
        if self._finish is not None:
            finish, self._finish = self._finish, None
            self.result_value = finish()
        if self._future is not None and not self._future._done.is_set():
            self._future.set_result(self._outputs if self._outputs is not None else [])

    def _test(self) -> bool:
        if self._job is not None:
            return self._job.finished
        if self._status is not None:
            return self._requests[0].Test(self._status)
        return mpi().Request.Testall(self._requests)

    def is_completed(self) -> bool:
        """Whether the operation has finished (results written), without waiting."""
        if not self._completed and self._test():
            self._complete()
        return self._completed

    def is_success(self) -> bool:
        return self._completed

    def wait(self, timeout=None) -> bool:
        """Block until the operation completes; after `timeout` (a timedelta; default the group's)
        raise DistBackendError naming the operation and the ranks that have not arrived."""
        if self._completed:
            return True
        limit = self._group.timeout if timeout is None or timeout == datetime.timedelta(0) else timeout
        seconds = limit.total_seconds()
        if self._job is not None:
            if not self._job.wait(seconds):
                self._timed_out(seconds)
        else:
            deadline = time.monotonic() + seconds
            polls = 0
            # MPI moves a point-to-point message only inside MPI calls (Open MPI has no progress thread):
            # poll without sleeping, as MPI_Wait itself does, but yield the core to a rank that shares it
            while not self._test():
                polls += 1
                if polls % _CLOCK_EVERY == 0 and time.monotonic() > deadline:
                    self._timed_out(seconds)
                os.sched_yield()
        self._complete()
        return True

    def _timed_out(self, seconds):
        group = self._group
        group.timed_out = True
        me = group.ranks[group.rank()]
        missing = self._peers if self._peers is not None else group.missing_ranks(self._sequence)
        if missing:
            who = (f"rank {missing[0]} has" if len(missing) == 1 else f"ranks {missing} have") + \
                " not reached it (hung, died, or is running another operation)"
        else:
            who = "every rank has reached it: the transfer itself did not finish (MPI failed, or ranks disagree " \
                  "on the collective's arguments; TORCH_DISTRIBUTED_DEBUG=DETAIL checks them)"
        number = "" if self._sequence is None else f" (SequenceNumber={self._sequence})"
        raise DistBackendError(
            f"[Rank {me}] {self._collective}{number} timed out after {seconds:g} s: {who}. "
            f"The process group cannot be used after a timeout; at exit this process aborts the MPI job so that no "
            f"rank waits forever. Raise init_process_group(timeout=...) if the ranks are only slow.")

    def result(self):
        self.wait()
        return self.result_value

    def _poll(self):  # for the future: complete it if the operation has finished
        self.is_completed()

    def get_future(self):
        """A specgrad.futures.Future completed with the operation's output tensors (a list) once it completes.
        Waiting on it (or on a future chained with then()) waits for the operation."""
        if self._future is None:
            self._future = Future()
            self._future._source = self
            if self._completed:
                self._future.set_result(self._outputs if self._outputs is not None else [])
        return self._future
