"""specgrad.futures: torch.futures' Future, the value of an operation that completes later (a collective started
with async_op=True: Work.get_future(); what a DistributedDataParallel communication hook returns).

A future is completed once, with set_result or set_exception. then(callback) gives a new future, completed with
callback(this future) once this one is; add_done_callback runs callback(this future) then. Callbacks run on the
thread that completes the future, or at once if it is already complete. A future whose value comes from another
operation (a Work's, a parent's) completes that operation when it is waited on: wait() on a then() chain waits for
the collective at its start, and runs the callbacks in order.
"""
import threading

__all__ = ["Future", "collect_all", "wait_all"]


class Future:
    def __init__(self, *, devices=None):
        self._done = threading.Event()
        self._lock = threading.Lock()
        self._value = None
        self._error = None
        self._callbacks = []
        self._source = None  # what completes this future when it is waited on (a Work, a parent future)

    def __repr__(self):
        return f"<specgrad.futures.Future done={self.done()}>"

    def done(self) -> bool:
        """Whether the future has a value or an error (a Work's is checked, without waiting)."""
        if not self._done.is_set() and self._source is not None:
            self._source._poll()
        return self._done.is_set()

    def _poll(self):  # a parent future's: nothing to drive but its own source
        self.done()

    def wait(self):
        """Block until complete; the value, or the error raised."""
        if not self._done.is_set() and self._source is not None:
            self._source.wait()
        self._done.wait()
        if self._error is not None:
            raise self._error
        return self._value

    def value(self):
        """The value of a complete future (its error raised); RuntimeError if it is not complete yet."""
        if not self.done():
            raise RuntimeError("Future.value() called on a future that is not completed yet: call wait() first")
        return self.wait()

    def set_result(self, result):
        self._complete(result, None)

    def set_exception(self, result):
        if not isinstance(result, BaseException):
            raise TypeError(f"set_exception expects an exception, got {type(result).__name__}")
        self._complete(None, result)

    def _complete(self, value, error):
        with self._lock:
            if self._done.is_set():
                raise RuntimeError("Future can only be marked completed once (set_result or set_exception called "
                                   "on a completed future)")
            self._value, self._error = value, error
            self._done.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback(self)

    def add_done_callback(self, callback):
        """callback(self) once complete (now, if it is). Its return value is ignored; an error it raises is not
        caught (wrap it in try/except, as PyTorch's documentation advises)."""
        with self._lock:
            if not self._done.is_set():
                self._callbacks.append(callback)
                return
        callback(self)

    def then(self, callback):
        """A new future, completed with callback(self) once this one is (or with the error callback raised)."""
        child = Future()
        child._source = self

        def run(parent):
            try:
                result = callback(parent)
            except BaseException as error:  # handed to whoever waits on the child
                child.set_exception(error)
            else:
                child.set_result(result)
        self.add_done_callback(run)
        return child


def collect_all(futures):
    """A future completed with the list of `futures` once all of them are."""
    futures = list(futures)
    combined = Future()

    class _All:  # what drives the combined future: its members
        @staticmethod
        def wait():
            for f in futures:
                f.wait()

        @staticmethod
        def _poll():
            for f in futures:
                f.done()
    combined._source = _All
    remaining = [len(futures)]
    lock = threading.Lock()

    def one_done(_):
        with lock:
            remaining[0] -= 1
            last = remaining[0] == 0
        if last:
            combined.set_result(futures)
    if not futures:
        combined.set_result([])
    for f in futures:
        f.add_done_callback(one_done)
    return combined


def wait_all(futures):
    """The values of `futures`, once all are complete (the first error raised)."""
    return [f.wait() for f in futures]
