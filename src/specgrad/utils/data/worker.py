"""What runs inside a DataLoader worker process: its loop (fetch the batches it is sent, send them back),
its identity (get_worker_info), and how its exceptions travel back to the main process."""
import os
import queue
import random
import sys
import traceback
from dataclasses import dataclass

from specgrad.utils.data.fetch import create_fetcher

__all__ = ["WorkerInfo", "get_worker_info"]


@dataclass(frozen=True)
class WorkerInfo:
    """Inside a worker: its id (0..num_workers-1), num_workers, the seed its default generator started
    from, and its own copy of the dataset."""
    id: int
    num_workers: int
    seed: int
    dataset: object


_worker_info = None


def get_worker_info():
    """The WorkerInfo of the worker process this runs in; None in the main process."""
    return _worker_info


class WorkerError:
    """An exception raised in a worker, carried to the main process as its type and formatted traceback
    (a traceback object does not pickle), and raised there again."""

    def __init__(self, worker_id):
        exc_type, exc, _ = sys.exc_info()
        self.exc_type = exc_type
        self.message = (f"Caught {exc_type.__name__} in DataLoader worker process {worker_id}.\nOriginal "
                        + "".join(traceback.format_exception(exc_type, exc, exc.__traceback__)))

    def reraise(self):
        try:
            exception = self.exc_type(self.message)
        except Exception:  # a type whose constructor takes other arguments
            raise RuntimeError(self.message) from None
        raise exception


@dataclass(frozen=True)
class IterableEnd:
    """A worker's answer once its copy of an IterableDataset is exhausted."""
    worker_id: int


RESTART = "restart"  # tells a persistent worker that a new epoch begins (a fresh iterator of its dataset)


def _process_alive(pid) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    return True


def worker_loop(is_iterable, dataset, index_queue, result_queue, auto_collation, collate_fn, drop_last, seed,
                init_fn, worker_id, num_workers, main_pid):
    """Answer (task_id, index) messages with (task_id, batch) until None arrives. The worker's default
    generator starts from base seed + worker id, so workers draw different random numbers."""
    global _worker_info
    from specgrad.random import manual_seed
    manual_seed(seed)
    random.seed(seed)
    _worker_info = WorkerInfo(id=worker_id, num_workers=num_workers, seed=seed, dataset=dataset)
    init_error = None
    try:
        if init_fn is not None:
            init_fn(worker_id)
        fetcher = create_fetcher(is_iterable, dataset, auto_collation, collate_fn, drop_last)
    except Exception:
        init_error = WorkerError(worker_id)
    iterable_ended = False
    while True:
        try:
            message = index_queue.get(timeout=5.0)
        except queue.Empty:
            if not _process_alive(main_pid):  # the main process died without telling us
                break
            continue
        if message is None:
            break
        if message == RESTART:
            iterable_ended = False
            try:
                fetcher = create_fetcher(is_iterable, dataset, auto_collation, collate_fn, drop_last)
            except Exception:
                init_error = WorkerError(worker_id)
            continue
        task_id, index = message
        if init_error is not None:
            answer, init_error = init_error, None
        elif iterable_ended:
            answer = IterableEnd(worker_id)
        else:
            try:
                answer = fetcher.fetch(index)
            except StopIteration:
                if not is_iterable:
                    raise
                iterable_ended = True
                answer = IterableEnd(worker_id)
            except Exception:
                answer = WorkerError(worker_id)
        result_queue.put((task_id, answer))
        del answer
