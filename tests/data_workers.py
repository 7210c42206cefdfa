"""Datasets and functions for tests/test_data.py's DataLoader worker tests. They live in their own module,
importable without PyTorch, because worker processes unpickle them (they import this module)."""
import numpy as np

import specgrad
from specgrad.utils.data import Dataset, IterableDataset, get_worker_info


class Squares(Dataset):
    """Sample i: (i as a float32 tensor of shape (2,), i * i)."""

    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return specgrad.full((2,), float(i)), i * i


class FailsAt(Dataset):
    """Raises KeyError at index `bad`: the test checks the worker's exception reaches the main process."""

    def __init__(self, n, bad):
        self.n, self.bad = n, bad

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if i == self.bad:
            raise ValueError(f"sample {i} is broken")
        return i


class Stream(IterableDataset):
    """range(start, end), split between the workers by get_worker_info() (as in PyTorch's docs)."""

    def __init__(self, start, end):
        self.start, self.end = start, end

    def __iter__(self):
        info = get_worker_info()
        if info is None:
            return iter(range(self.start, self.end))
        per_worker = -(-(self.end - self.start) // info.num_workers)
        begin = self.start + info.id * per_worker
        return iter(range(begin, min(begin + per_worker, self.end)))


class WorkerIdentity(Dataset):
    """Sample i: (worker id, a number drawn from the worker's default generator, the worker's seed)."""

    def __len__(self):
        return 4

    def __getitem__(self, i):
        info = get_worker_info()
        return info.id, float(specgrad.rand(()).item()), info.seed


def numpy_pair(i):
    return np.full(3, i, dtype=np.int16), {"label": i % 2}
