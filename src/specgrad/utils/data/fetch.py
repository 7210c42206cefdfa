"""Fetchers: turn what the index sampler yields (an index, or a batch of indices) into a collated batch, for
map-style and iterable datasets alike; the same code runs in the main process and in worker processes."""


class MapDatasetFetcher:
    """dataset[i] for each index of the batch (or dataset.__getitems__(batch) when defined), then collate."""

    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        self.dataset = dataset
        self.auto_collation = auto_collation
        self.collate_fn = collate_fn

    def fetch(self, possibly_batched_index):
        if not self.auto_collation:
            return self.collate_fn(self.dataset[possibly_batched_index])
        getitems = getattr(self.dataset, "__getitems__", None)
        if getitems:
            data = getitems(possibly_batched_index)
        else:
            data = [self.dataset[idx] for idx in possibly_batched_index]
        return self.collate_fn(data)


class IterableDatasetFetcher:
    """The next len(batch) samples of the dataset's iterator (the next one without batching), then collate;
    StopIteration once the stream ends (or when the last batch is short and drop_last is set)."""

    def __init__(self, dataset, auto_collation, collate_fn, drop_last):
        self.dataset_iter = iter(dataset)
        self.auto_collation = auto_collation
        self.collate_fn = collate_fn
        self.drop_last = drop_last
        self.ended = False

    def fetch(self, possibly_batched_index):
        if self.ended:
            raise StopIteration
        if not self.auto_collation:
            return self.collate_fn(next(self.dataset_iter))
        data = []
        for _ in possibly_batched_index:
            try:
                data.append(next(self.dataset_iter))
            except StopIteration:
                self.ended = True
                break
        if not data or (self.drop_last and len(data) < len(possibly_batched_index)):
            raise StopIteration
        return self.collate_fn(data)


def create_fetcher(is_iterable, dataset, auto_collation, collate_fn, drop_last):
    kind = IterableDatasetFetcher if is_iterable else MapDatasetFetcher
    return kind(dataset, auto_collation, collate_fn, drop_last)
