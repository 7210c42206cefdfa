"""DataLoader: iterates over a dataset in batches, as torch.utils.data.DataLoader, with PyTorch's arguments,
defaults and errors for contradictory ones.

A sampler picks indices (SequentialSampler, or RandomSampler when shuffle=True), a BatchSampler groups
them, a fetcher reads the samples and collate_fn (default_collate) makes the batch. batch_size=None turns
batching off (each sample goes through default_convert). An IterableDataset is read in order, batched
the same way.

num_workers > 0 reads batches in worker processes, each with its own copy of the dataset, started with
multiprocessing's "forkserver" method where the platform has it ("spawn" elsewhere) unless
multiprocessing_context says otherwise. Not "fork": Numba's OpenMP threads, once used, make a forked
child abort. So, as with PyTorch on macOS and Windows, the dataset, collate_fn and worker_init_fn must be
picklable (no lambdas or local classes) and the script's entry point guarded by
`if __name__ == "__main__":`. Workers start afresh each epoch (about 0.1 s; the first epoch also starts
the fork server, about a second); persistent_workers=True keeps them across epochs. Batches come back
in the sampler's order (in_order=False is accepted and still keeps that order). pin_memory has nothing to
pin on a CPU-only library: it warns, as PyTorch without an accelerator does.
"""
import itertools
import math
import multiprocessing
import os
import queue
import time
import warnings

from specgrad.utils.data.collate import default_collate, default_convert
from specgrad.utils.data.dataset import IterableDataset
from specgrad.utils.data.fetch import create_fetcher
from specgrad.utils.data.sampler import BatchSampler, RandomSampler, Sampler, SequentialSampler
from specgrad.utils.data.worker import RESTART, IterableEnd, WorkerError, worker_loop

__all__ = ["DataLoader"]

_WORKER_POLL_SECONDS = 1.0  # how often a waiting main process checks that its workers are alive
_SHUTDOWN_SECONDS = 10.0  # how long workers get to exit before they are terminated


class _InfiniteConstantSampler(Sampler):
    """None forever: the index sampler of an IterableDataset, which ignores indices."""

    def __iter__(self):
        while True:
            yield None


def _default_context():
    """forkserver (spawn where there is none), with specgrad imported once in the fork server: each worker
    then starts in about 0.1 s instead of a second or more importing specgrad itself. Importing specgrad
    starts no threads, so forking from that server is safe. (The preload list only counts before the
    server first starts.)"""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    from multiprocessing import forkserver
    preload = list(getattr(forkserver._forkserver, "_preload_modules", ["__main__"]))
    if "specgrad" not in preload:
        multiprocessing.set_forkserver_preload(preload + ["specgrad"])
    return multiprocessing.get_context("forkserver")


def _draw_seed(generator) -> int:
    from specgrad.creation import empty
    from specgrad.dtypes import int64
    return int(empty((), dtype=int64).random_(generator=generator).item())


class DataLoader:
    """Batches of samples from `dataset`: see the module docstring."""

    _initialized = False
    _FROZEN = ("batch_size", "batch_sampler", "sampler", "drop_last", "dataset", "persistent_workers")

    def __init__(self, dataset, batch_size=1, shuffle=None, sampler=None, batch_sampler=None, num_workers=0,
                 collate_fn=None, pin_memory=False, drop_last=False, timeout=0, worker_init_fn=None,
                 multiprocessing_context=None, generator=None, *, prefetch_factor=None, persistent_workers=False,
                 pin_memory_device="", in_order=True):
        if num_workers < 0:
            raise ValueError("num_workers option should be non-negative; use num_workers=0 to disable multiprocessing.")
        if timeout < 0:
            raise ValueError("timeout option should be non-negative")
        if num_workers == 0 and prefetch_factor is not None:
            raise ValueError("prefetch_factor option could only be specified in multiprocessing.let num_workers > 0 "
                             "to enable multiprocessing, otherwise set prefetch_factor to None.")
        elif num_workers > 0 and prefetch_factor is None:
            prefetch_factor = 2
        elif prefetch_factor is not None and prefetch_factor < 0:
            raise ValueError("prefetch_factor option should be non-negative")
        if persistent_workers and num_workers == 0:
            raise ValueError("persistent_workers option needs num_workers > 0")

        self.dataset = dataset
        self.num_workers = num_workers
        self.prefetch_factor = prefetch_factor
        self.pin_memory = pin_memory
        self.pin_memory_device = pin_memory_device
        self.timeout = timeout
        self.worker_init_fn = worker_init_fn
        self.multiprocessing_context = multiprocessing_context
        self.in_order = in_order

        self._is_iterable = isinstance(dataset, IterableDataset)
        if self._is_iterable:
            if shuffle not in {False, None}:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified shuffle option, but got "
                                 f"shuffle={shuffle}")
            if sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified sampler option, but got "
                                 f"sampler={sampler}")
            if batch_sampler is not None:
                raise ValueError(f"DataLoader with IterableDataset: expected unspecified batch_sampler option, but "
                                 f"got batch_sampler={batch_sampler}")
        else:
            shuffle = bool(shuffle)
        if sampler is not None and shuffle:
            raise ValueError("sampler option is mutually exclusive with shuffle")
        if batch_sampler is not None:
            if batch_size != 1 or shuffle or sampler is not None or drop_last:
                raise ValueError("batch_sampler option is mutually exclusive with batch_size, shuffle, sampler, and "
                                 "drop_last")
            batch_size = None
            drop_last = False
        elif batch_size is None and drop_last:
            raise ValueError("batch_size=None option disables auto-batching and is mutually exclusive with drop_last")

        if sampler is None:
            if self._is_iterable:
                sampler = _InfiniteConstantSampler()
            elif shuffle:
                sampler = RandomSampler(dataset, generator=generator)
            else:
                sampler = SequentialSampler(dataset)
        if batch_size is not None and batch_sampler is None:
            batch_sampler = BatchSampler(sampler, batch_size, drop_last)

        self.batch_size = batch_size
        self.drop_last = drop_last
        self.sampler = sampler
        self.batch_sampler = batch_sampler
        self.generator = generator
        if collate_fn is None:
            collate_fn = default_collate if self._auto_collation else default_convert
        self.collate_fn = collate_fn
        self.persistent_workers = persistent_workers
        self._initialized = True
        self._IterableDataset_len_called = None  # what len(loader) said, to warn when the stream runs longer
        self._iterator = None
        self.check_worker_number_rationality()

    @property
    def multiprocessing_context(self):
        return self._multiprocessing_context

    @multiprocessing_context.setter
    def multiprocessing_context(self, context):
        if context is not None:
            if self.num_workers <= 0:
                raise ValueError("multiprocessing_context can only be used with multi-process loading "
                                 f"(num_workers > 0), but got num_workers={self.num_workers}")
            if isinstance(context, str):
                methods = multiprocessing.get_all_start_methods()
                if context not in methods:
                    raise ValueError(f"multiprocessing_context option should specify a valid start method in "
                                     f"{methods!r}, but got multiprocessing_context={context!r}")
                context = multiprocessing.get_context(context)
            if not isinstance(context, multiprocessing.context.BaseContext):
                raise TypeError("multiprocessing_context option should be a valid context object or a string "
                                f"specifying the start method, but got multiprocessing_context={context}")
        self._multiprocessing_context = context

    def __setattr__(self, attr, value):
        if self._initialized and attr in self._FROZEN:
            raise ValueError(f"{attr} attribute should not be set after {type(self).__name__} is initialized")
        super().__setattr__(attr, value)

    @property
    def _auto_collation(self) -> bool:
        return self.batch_sampler is not None

    @property
    def _index_sampler(self):
        return self.batch_sampler if self._auto_collation else self.sampler

    def __iter__(self):
        if self.num_workers == 0:
            return _SingleProcessIterator(self)
        if not self.persistent_workers:
            return _MultiProcessIterator(self)
        if self._iterator is None:
            self._iterator = _MultiProcessIterator(self)
        else:
            self._iterator._reset(self)
        return self._iterator

    def __len__(self):
        if not self._is_iterable:
            return len(self._index_sampler)
        length = self._IterableDataset_len_called = len(self.dataset)
        if self.batch_size is not None:
            length = length // self.batch_size if self.drop_last else math.ceil(length / self.batch_size)
        return length

    def check_worker_number_rationality(self):
        """Warn when asked for more workers than this process may use CPUs, as PyTorch does."""
        if not self.num_workers:
            return
        cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
        if cpus is None or self.num_workers > cpus:
            suggestion = (f"Our suggested max number of worker in current system is {cpus}"
                          f"{'' if hasattr(os, 'sched_getaffinity') else ' (`cpuset` is not taken into account)'}, "
                          "which is smaller than what this DataLoader is going to create."
                          if cpus is not None else
                          "DataLoader is not able to compute a suggested max number of worker in current system.")
            warnings.warn(f"This DataLoader will create {self.num_workers} worker processes in total. {suggestion} "
                          "Please be aware that excessive worker creation might get DataLoader running slow or even "
                          "freeze, lower the worker number to avoid potential slowness/freeze if necessary.",
                          stacklevel=3)


class _BaseIterator:
    """One pass over a DataLoader (an epoch)."""

    def __init__(self, loader):
        self._dataset = loader.dataset
        self._is_iterable = loader._is_iterable
        self._auto_collation = loader._auto_collation
        self._drop_last = loader.drop_last
        self._index_sampler = loader._index_sampler
        self._num_workers = loader.num_workers
        self._collate_fn = loader.collate_fn
        self._timeout = loader.timeout
        self._persistent_workers = loader.persistent_workers
        if loader.pin_memory:
            warnings.warn("'pin_memory' argument is set as true but no accelerator is found, then device pinned "
                          "memory won't be used.", stacklevel=3)
        # drawn per epoch as PyTorch does (it seeds the workers), so the generator advances the same way
        self._base_seed = _draw_seed(loader.generator)
        self._reset(loader, first_iter=True)

    def _reset(self, loader, first_iter=False):
        self._sampler_iter = iter(self._index_sampler)
        self._num_yielded = 0
        self._IterableDataset_len_called = loader._IterableDataset_len_called

    def __iter__(self):
        return self

    def _next_index(self):
        return next(self._sampler_iter)  # may raise StopIteration

    def __next__(self):
        data = self._next_data()
        self._num_yielded += 1
        if (self._is_iterable and self._IterableDataset_len_called is not None
                and self._num_yielded > self._IterableDataset_len_called):
            message = (f"Length of IterableDataset {self._dataset} was reported to be "
                       f"{self._IterableDataset_len_called}(when accessing len(dataloader)), but {self._num_yielded} "
                       "samples have been fetched. ")
            if self._num_workers > 0:
                message += ("For multiprocessing data-loading, this could be caused by not properly configuring the "
                            "IterableDataset replica at each worker.")
            warnings.warn(message, stacklevel=2)
        return data

    def __len__(self):
        return len(self._index_sampler)

    def __getstate__(self):
        raise NotImplementedError(f"{type(self).__name__} cannot be pickled")


class _SingleProcessIterator(_BaseIterator):
    """Reads each batch in this process when it is asked for."""

    def __init__(self, loader):
        super().__init__(loader)
        self._fetcher = create_fetcher(self._is_iterable, self._dataset, self._auto_collation, self._collate_fn,
                                       self._drop_last)

    def _next_data(self):
        return self._fetcher.fetch(self._next_index())  # either may raise StopIteration


class _MultiProcessIterator(_BaseIterator):
    """Hands batches of indices to worker processes round-robin, keeping prefetch_factor per worker in
    flight, and returns their results in the sampler's order. Task ids carry an epoch number so that a
    persistent worker's answers from an abandoned epoch are recognised and dropped."""

    def __init__(self, loader):
        self._shutdown = True  # until the workers exist
        self._epoch = -1
        self._prefetch_factor = loader.prefetch_factor
        self._context = loader.multiprocessing_context or _default_context()
        self._workers, self._index_queues = [], []
        self._result_queue = self._context.Queue()
        super().__init__(loader)  # draws the base seed and calls _reset, which needs the workers: see below

    def _start_workers(self, loader):
        self._shutdown = False
        for worker_id in range(self._num_workers):
            index_queue = self._context.Queue()
            index_queue.cancel_join_thread()
            worker = self._context.Process(
                target=worker_loop, daemon=True,
                args=(self._is_iterable, self._dataset, index_queue, self._result_queue, self._auto_collation,
                      self._collate_fn, self._drop_last, (self._base_seed + worker_id) % 2 ** 64,
                      loader.worker_init_fn, worker_id, self._num_workers, os.getpid()))
            worker.start()
            self._index_queues.append(index_queue)
            self._workers.append(worker)

    def _reset(self, loader, first_iter=False):
        super()._reset(loader, first_iter)
        if first_iter:
            self._start_workers(loader)
        else:
            for index_queue in self._index_queues:
                index_queue.put(RESTART)
        self._epoch += 1
        self._send_idx = 0  # the next task's number
        self._rcvd_idx = 0  # the number of the next task to return
        self._task_info = {}  # task number -> (worker id,), then (worker id, data) once its data came early
        self._workers_active = [True] * self._num_workers
        self._next_worker = itertools.cycle(range(self._num_workers))
        for _ in range(self._prefetch_factor * self._num_workers):
            self._try_put_index()

    def _try_put_index(self):
        try:
            index = self._next_index()
        except StopIteration:
            return
        for _ in range(self._num_workers):
            worker_id = next(self._next_worker)
            if self._workers_active[worker_id]:
                break
        else:
            return  # every worker's stream has ended
        self._index_queues[worker_id].put(((self._epoch, self._send_idx), index))
        self._task_info[self._send_idx] = (worker_id,)
        self._send_idx += 1

    def _next_data(self):
        while True:
            while self._rcvd_idx < self._send_idx:
                info = self._task_info[self._rcvd_idx]
                if len(info) == 2 or self._workers_active[info[0]]:
                    break
                del self._task_info[self._rcvd_idx]  # sent to a worker whose stream had ended
                self._rcvd_idx += 1
            else:
                if not self._persistent_workers:
                    self._shutdown_workers()
                raise StopIteration
            if len(self._task_info[self._rcvd_idx]) == 2:
                data = self._task_info.pop(self._rcvd_idx)[1]
                self._rcvd_idx += 1
                return self._process_data(data)
            task, data = self._get_data()
            if isinstance(data, IterableEnd):
                self._workers_active[data.worker_id] = False
                continue
            if task != self._rcvd_idx:
                self._task_info[task] += (data,)
                continue
            del self._task_info[task]
            self._rcvd_idx += 1
            return self._process_data(data)

    def _process_data(self, data):
        self._try_put_index()
        if isinstance(data, WorkerError):
            data.reraise()
        return data

    def _get_data(self):
        """The next (task number, data) of this epoch; raises when a worker died or `timeout` passed."""
        started = time.monotonic()
        while True:
            wait = _WORKER_POLL_SECONDS
            if self._timeout > 0:
                wait = min(wait, max(0.0, self._timeout - (time.monotonic() - started)))
            try:
                (epoch, task), data = self._result_queue.get(timeout=wait)
            except queue.Empty:
                if self._timeout > 0 and time.monotonic() - started >= self._timeout:
                    raise RuntimeError(f"DataLoader timed out after {self._timeout} seconds") from None
                dead = [str(w.pid) for w in self._workers if not w.is_alive()]
                if dead:
                    self._shutdown_workers()
                    raise RuntimeError(f"DataLoader worker (pid(s) {', '.join(dead)}) exited unexpectedly") from None
                continue
            if epoch == self._epoch:
                return task, data

    def _shutdown_workers(self):
        """Tell the workers to stop, drain what they still send (so none blocks exiting), then terminate the
        ones that did not exit in time."""
        if self._shutdown:
            return
        self._shutdown = True
        for index_queue in self._index_queues:
            try:
                index_queue.put(None)
            except (OSError, ValueError):
                pass
        deadline = time.monotonic() + _SHUTDOWN_SECONDS
        while any(w.is_alive() for w in self._workers) and time.monotonic() < deadline:
            try:
                self._result_queue.get(timeout=0.05)
            except (queue.Empty, OSError, ValueError, EOFError):
                pass
        for worker in self._workers:
            if worker.is_alive():
                worker.terminate()
            worker.join(timeout=1.0)
        for q in self._index_queues + [self._result_queue]:
            q.cancel_join_thread()
            q.close()

    def __del__(self):
        try:
            self._shutdown_workers()
        except Exception:
            pass
