"""specgrad.utils.data: datasets, samplers and the DataLoader that batches them, as torch.utils.data."""
from specgrad.utils.data.collate import default_collate, default_convert
from specgrad.utils.data.dataloader import DataLoader
from specgrad.utils.data.dataset import (ChainDataset, ConcatDataset, Dataset, IterableDataset, StackDataset,
                                         Subset, TensorDataset, random_split)
from specgrad.utils.data.sampler import (BatchSampler, RandomSampler, Sampler, SequentialSampler,
                                         SubsetRandomSampler, WeightedRandomSampler)
from specgrad.utils.data.worker import get_worker_info
from specgrad.utils.data.distributed import DistributedSampler

__all__ = ["BatchSampler", "ChainDataset", "ConcatDataset", "DataLoader", "Dataset", "DistributedSampler", "IterableDataset",
           "RandomSampler", "Sampler", "SequentialSampler", "StackDataset", "Subset", "SubsetRandomSampler",
           "TensorDataset", "WeightedRandomSampler", "default_collate", "default_convert", "get_worker_info",
           "random_split"]
