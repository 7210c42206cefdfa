"""Samplers: the order in which a DataLoader visits a map-style dataset's indices, and BatchSampler, which
groups them into batches, as torch.utils.data.sampler.

The random samplers draw from a specgrad Generator, so a seed reproduces the order; it is not the order
PyTorch gives for the same seed (a different random number generator).
"""
import itertools
from typing import Generic, Iterator, TypeVar

__all__ = ["BatchSampler", "RandomSampler", "Sampler", "SequentialSampler", "SubsetRandomSampler",
           "WeightedRandomSampler"]

T_co = TypeVar("T_co", covariant=True)


def _is_positive_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


class Sampler(Generic[T_co]):
    """Iterates over indices (or lists of indices) of a dataset. No default __len__: list() relies on that."""

    def __iter__(self) -> Iterator[T_co]:
        raise NotImplementedError


class SequentialSampler(Sampler[int]):
    """0, 1, ..., len(data_source) - 1."""

    def __init__(self, data_source):
        self.data_source = data_source

    def __iter__(self):
        return iter(range(len(self.data_source)))

    def __len__(self):
        return len(self.data_source)


def _fresh_generator():
    """A Generator seeded from the default generator, as PyTorch's samplers do without generator=, so that
    specgrad.manual_seed makes shuffling reproducible."""
    from specgrad.creation import empty
    from specgrad.dtypes import int64
    from specgrad.random import Generator
    return Generator().manual_seed(int(empty((), dtype=int64).random_().item()))


class RandomSampler(Sampler[int]):
    """A random permutation of the indices (num_samples of them, repeating permutations when more than the
    dataset's length), or num_samples indices drawn with replacement."""

    def __init__(self, data_source, replacement=False, num_samples=None, generator=None):
        self.data_source = data_source
        self.replacement = replacement
        self._num_samples = num_samples
        self.generator = generator
        if not isinstance(self.replacement, bool):
            raise TypeError(f"replacement should be a boolean value, but got replacement={self.replacement}")
        if not isinstance(self.num_samples, int) or self.num_samples <= 0:
            raise ValueError(f"num_samples should be a positive integer value, but got num_samples={self.num_samples}")

    @property
    def num_samples(self) -> int:
        # the dataset's size may change between epochs
        return len(self.data_source) if self._num_samples is None else self._num_samples

    def __iter__(self):
        from specgrad.creation import randint, randperm
        from specgrad.dtypes import int64
        n = len(self.data_source)
        generator = self.generator if self.generator is not None else _fresh_generator()
        if self.replacement:
            for _ in range(self.num_samples // 32):
                yield from randint(high=n, size=(32,), dtype=int64, generator=generator).tolist()
            yield from randint(high=n, size=(self.num_samples % 32,), dtype=int64, generator=generator).tolist()
        else:
            for _ in range(self.num_samples // n):
                yield from randperm(n, generator=generator).tolist()
            yield from randperm(n, generator=generator).tolist()[:self.num_samples % n]

    def __len__(self):
        return self.num_samples


class SubsetRandomSampler(Sampler[int]):
    """The given indices in a random order."""

    def __init__(self, indices, generator=None):
        self.indices = indices
        self.generator = generator

    def __iter__(self):
        from specgrad.creation import randperm
        for i in randperm(len(self.indices), generator=self.generator).tolist():
            yield self.indices[i]

    def __len__(self):
        return len(self.indices)


class WeightedRandomSampler(Sampler[int]):
    """num_samples indices drawn with probabilities proportional to `weights` (with replacement by default)."""

    def __init__(self, weights, num_samples, replacement=True, generator=None):
        from specgrad.creation import as_tensor
        from specgrad.dtypes import float64
        if not _is_positive_int(num_samples):
            raise ValueError(f"num_samples should be a positive integer value, but got num_samples={num_samples}")
        if not isinstance(replacement, bool):
            raise ValueError(f"replacement should be a boolean value, but got replacement={replacement}")
        weights_tensor = as_tensor(weights, dtype=float64)
        if len(weights_tensor.shape) != 1:
            raise ValueError("weights should be a 1d sequence but given "
                             f"weights have shape {tuple(weights_tensor.shape)}")
        self.weights = weights_tensor
        self.num_samples = num_samples
        self.replacement = replacement
        self.generator = generator

    def __iter__(self):
        from specgrad.creation import multinomial
        yield from multinomial(self.weights, self.num_samples, self.replacement, generator=self.generator).tolist()

    def __len__(self):
        return self.num_samples


class BatchSampler(Sampler[list]):
    """Lists of batch_size indices from `sampler` (any iterable of indices); the last one shorter unless
    drop_last."""

    def __init__(self, sampler, batch_size, drop_last):
        if not _is_positive_int(batch_size):
            raise ValueError(f"batch_size should be a positive integer value, but got batch_size={batch_size}")
        if not isinstance(drop_last, bool):
            raise ValueError(f"drop_last should be a boolean value, but got drop_last={drop_last}")
        self.sampler = sampler
        self.batch_size = batch_size
        self.drop_last = drop_last

    def __iter__(self):
        indices = iter(self.sampler)
        while True:
            batch = list(itertools.islice(indices, self.batch_size))
            if not batch or (self.drop_last and len(batch) < self.batch_size):
                return
            yield batch

    def __len__(self):
        if self.drop_last:
            return len(self.sampler) // self.batch_size
        return (len(self.sampler) + self.batch_size - 1) // self.batch_size
