"""DistributedSampler: each of num_replicas ranks reads its own slice of the dataset, as
torch.utils.data.distributed.DistributedSampler, index for index.

PyTorch shuffles with torch.randperm on a torch.Generator seeded seed + epoch. specgrad's own
Generator is NumPy's PCG64 and gives other permutations (see sampler.py), so this sampler draws
its permutation the way PyTorch's CPU randperm does instead: a Fisher-Yates shuffle whose
swaps take 32-bit outputs of a Mersenne Twister (mt19937) seeded as PyTorch seeds it. The same
seed and epoch therefore give the same shards as a PyTorch job (checked against torch in the
tests), and a run can move between the two.
"""
import math

import numpy as np

from specgrad.utils.data.sampler import Sampler

__all__ = ["DistributedSampler"]

# PyTorch's CPU randperm shuffles as below for n below this; above it, it draws 64-bit numbers
_SMALL_RANDPERM = (2 ** 32 - 1) // 20


def torch_randperm(n: int, seed: int) -> list:
    """torch.randperm(n, generator=torch.Generator().manual_seed(seed)).tolist(), without torch."""
    if n >= _SMALL_RANDPERM:
        raise NotImplementedError(f"DistributedSampler: shuffling {n} indices the way PyTorch does is implemented "
                                  f"for fewer than {_SMALL_RANDPERM} only")
    twister = np.random.MT19937(0)
    twister._legacy_seeding(seed & 0xFFFFFFFF)  # PyTorch's mt19937 seeds from the seed's low 32 bits
    indices = list(range(n))
    if n > 1:
        swaps = (twister.random_raw(n - 1) % np.arange(n, 1, -1, dtype=np.uint64)).tolist()
        for i, z in enumerate(swaps):
            j = i + z
            indices[i], indices[j] = indices[j], indices[i]
    return indices


class DistributedSampler(Sampler):
    """The indices rank `rank` of `num_replicas` reads: a shuffled (seed + epoch: call set_epoch at the
    start of each epoch) or ordered list, padded by repeating its start (or, with drop_last, cut) to a
    multiple of num_replicas, of which this rank takes every num_replicas-th from position rank."""

    def __init__(self, dataset, num_replicas=None, rank=None, shuffle=True, seed=0, drop_last=False):
        if num_replicas is None or rank is None:
            from specgrad import distributed as dist
            if not dist.is_available():
                raise RuntimeError("Requires distributed package to be available")
            num_replicas = dist.get_world_size() if num_replicas is None else num_replicas
            rank = dist.get_rank() if rank is None else rank
        if rank >= num_replicas or rank < 0:
            raise ValueError(f"Invalid rank {rank}, rank should be in the interval [0, {num_replicas - 1}]")
        self.dataset = dataset
        self.num_replicas = num_replicas
        self.rank = rank
        self.epoch = 0
        self.drop_last = drop_last
        if self.drop_last and len(self.dataset) % self.num_replicas != 0:
            self.num_samples = math.ceil((len(self.dataset) - self.num_replicas) / self.num_replicas)
        else:
            self.num_samples = math.ceil(len(self.dataset) / self.num_replicas)
        self.total_size = self.num_samples * self.num_replicas
        self.shuffle = shuffle
        self.seed = seed

    def __iter__(self):
        if self.shuffle:
            indices = torch_randperm(len(self.dataset), self.seed + self.epoch)
        else:
            indices = list(range(len(self.dataset)))
        if not self.drop_last:
            padding_size = self.total_size - len(indices)
            if padding_size <= len(indices):
                indices += indices[:padding_size]
            else:
                indices += (indices * math.ceil(padding_size / len(indices)))[:padding_size]
        else:
            indices = indices[:self.total_size]
        return iter(indices[self.rank:self.total_size:self.num_replicas])

    def __len__(self):
        return self.num_samples

    def set_epoch(self, epoch: int) -> None:
        """Use before each epoch's iteration: the shuffle is seeded seed + epoch, so every rank draws the same
        permutation and each epoch a new one."""
        self.epoch = epoch
