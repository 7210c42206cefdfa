"""specgrad.utils.data against torch.utils.data: datasets, samplers, default_collate/default_convert and the
DataLoader.

Without shuffling, every batch must equal PyTorch's (values, dtypes, structure). Shuffled orders come
from a different random number generator, so they are checked for what they promise: a permutation (or
draws in range), reproducible from a seed, different from one epoch to the next.
"""
import collections
import warnings

import numpy as np
import pytest

import specgrad
from specgrad.utils import data
from data_workers import FailsAt, Squares, Stream, WorkerIdentity

torch = pytest.importorskip("torch", reason="PyTorch is the oracle; `make oracle` installs it")
tdata = torch.utils.data

Point = collections.namedtuple("Point", ["x", "y"])


# ---------------------------------------------------------------- comparing specgrad's output with PyTorch's

def plain(value):
    """A nested structure with tensors (of either library) replaced by ('tensor', dtype name, array)."""
    if isinstance(value, (specgrad.Tensor, torch.Tensor)):
        return ("tensor", str(value.dtype).split(".")[-1], value.detach().numpy().tolist())
    if isinstance(value, Point):
        return ("Point",) + tuple(plain(v) for v in value)
    if isinstance(value, dict):
        return {key: plain(v) for key, v in value.items()}
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, [plain(v) for v in value])
    if isinstance(value, np.ndarray):
        return ("ndarray", value.dtype.str, value.tolist())
    return value


def outcome(f):
    try:
        return ("ok", plain(f()))
    except Exception as e:  # noqa: BLE001 (the exception is the result being compared)
        return (type(e).__name__, str(e))


def same(f_specgrad, f_torch):
    ours, theirs = outcome(f_specgrad), outcome(f_torch)
    assert ours == theirs


def both(make):
    """make(lib, utils_data) run with specgrad and with PyTorch must agree."""
    same(lambda: make(specgrad, data), lambda: make(torch, tdata))


# ---------------------------------------------------------------- datasets

def test_tensor_dataset_indexes_every_tensor_along_the_first_dimension():
    x, y = np.arange(12, dtype=np.float32).reshape(6, 2), np.arange(6) * 10

    def make(lib, d):
        ds = d.TensorDataset(lib.from_numpy(x), lib.from_numpy(y))
        return [len(ds), ds[0], ds[-1], ds[1:4], ds[[0, 5]]]
    both(make)


def test_tensor_dataset_size_mismatch():
    both(lambda lib, d: d.TensorDataset(lib.zeros(3, 2), lib.zeros(4)))


def test_subset_concat_stack_chain():
    def make(lib, d):
        base = d.TensorDataset(lib.arange(10))
        sub = d.Subset(base, [7, 2, 5])
        cat = d.ConcatDataset([sub, base, d.Subset(base, [])])
        joined = sub + base
        stack_t = d.StackDataset(base, lib.arange(10) * 2)
        stack_k = d.StackDataset(a=base, b=list(range(10)))
        return [len(sub), sub[0], sub[-1], sub.__getitems__([0, 2]), len(cat), cat.cumulative_sizes, cat[2], cat[3],
                cat[-1], cat[-13], len(joined), joined[4], len(stack_t), stack_t[3], stack_k[4]]
    both(make)


@pytest.mark.parametrize("case", ["concat_too_negative", "concat_empty", "concat_iterable", "stack_mixed",
                                  "stack_none", "stack_sizes", "chain_map_style", "subset_override"])
def test_dataset_errors(case):
    def make(lib, d):
        class Stream_(d.IterableDataset):
            def __iter__(self):
                return iter(range(3))

            def __len__(self):
                return 3

        class Picky(d.Subset):
            def __getitem__(self, i):
                return 0
        base = d.TensorDataset(lib.arange(4))
        if case == "concat_too_negative":
            return d.ConcatDataset([base])[-5]
        if case == "concat_empty":
            return d.ConcatDataset([])
        if case == "concat_iterable":
            return d.ConcatDataset([base, Stream_()])
        if case == "stack_mixed":
            return d.StackDataset(base, b=base)
        if case == "stack_none":
            return d.StackDataset()
        if case == "stack_sizes":
            return d.StackDataset(base, [1])
        if case == "chain_map_style":
            return list(d.ChainDataset([Stream_(), base]))
        return Picky(base, [0])
    both(make)


def test_chain_dataset_and_iterable_add():
    def make(lib, d):
        class Count(d.IterableDataset):
            def __init__(self, n):
                self.n = n

            def __iter__(self):
                return iter(range(self.n))

            def __len__(self):
                return self.n
        chained = Count(2) + Count(3)
        return [type(chained).__name__, list(chained), len(chained)]
    both(make)


def test_base_dataset_getitem_is_abstract():
    both(lambda lib, d: d.Dataset()[0])


@pytest.mark.parametrize("lengths", [[3, 7], [0.3, 0.7], [0.5, 0.25, 0.25], [0.34, 0.33, 0.33], [0.25] * 4,
                                     [10, 0], [1.0]])
def test_random_split_lengths_as_pytorch_and_a_partition(lengths):
    n = 10
    ours = data.random_split(range(n), lengths, generator=specgrad.Generator().manual_seed(3))
    theirs = tdata.random_split(range(n), lengths, generator=torch.Generator().manual_seed(3))
    assert [len(s) for s in ours] == [len(s) for s in theirs]
    assert all(isinstance(s, data.Subset) for s in ours)
    assert sorted(i for s in ours for i in s) == list(range(n))
    again = data.random_split(range(n), lengths, generator=specgrad.Generator().manual_seed(3))
    assert [list(s) for s in again] == [list(s) for s in ours]


def test_random_split_is_random_and_uses_the_default_generator():
    specgrad.manual_seed(5)
    first = [list(s) for s in data.random_split(range(50), [25, 25])]
    second = [list(s) for s in data.random_split(range(50), [25, 25])]
    specgrad.manual_seed(5)
    assert [list(s) for s in data.random_split(range(50), [25, 25])] == first
    assert first != second and first[0] != list(range(25))


@pytest.mark.parametrize("lengths", [[3, 3], [0.5, 0.6], [1.5, -0.5], [-0.1, 1.1]])
def test_random_split_errors(lengths):
    same(lambda: data.random_split(range(10), lengths), lambda: tdata.random_split(range(10), lengths))


def test_random_split_warns_of_an_empty_split():
    with pytest.warns(UserWarning, match="Length of split at index 1 is 0"):
        data.random_split(range(1), [0.5, 0.5])


# ---------------------------------------------------------------- samplers

def test_sequential_and_batch_samplers():
    def make(lib, d):
        seq = d.SequentialSampler(range(7))
        return [list(seq), len(seq)] + [
            (list(d.BatchSampler(seq, size, drop)), len(d.BatchSampler(seq, size, drop)))
            for size in (1, 3, 7, 8) for drop in (False, True)] + [list(d.BatchSampler(iter(range(5)), 2, False))]
    both(make)


@pytest.mark.parametrize("args", [(0, False), (2.0, False), (True, False), (2, 1), (2, None), (-1, True)])
def test_batch_sampler_argument_errors(args):
    both(lambda lib, d: d.BatchSampler(range(5), *args))


@pytest.mark.parametrize("num_samples", [None, 4, 10, 23])
def test_random_sampler_without_replacement_gives_permutations(num_samples):
    n = 10
    sampler = data.RandomSampler(range(n), num_samples=num_samples, generator=specgrad.Generator().manual_seed(0))
    drawn = list(sampler)
    expected = num_samples or n
    assert len(drawn) == len(sampler) == len(list(tdata.RandomSampler(range(n), num_samples=num_samples)))
    assert len(drawn) == expected
    full, rest = divmod(expected, n)
    for k in range(full):  # every whole block is a permutation; the tail has no repeats
        assert sorted(drawn[k * n:(k + 1) * n]) == list(range(n))
    assert len(set(drawn[full * n:])) == rest
    assert drawn[:n] != list(range(n))


def test_random_sampler_reproducible_and_new_each_epoch():
    sampler = data.RandomSampler(range(30), generator=specgrad.Generator().manual_seed(1))
    epoch1, epoch2 = list(sampler), list(sampler)
    assert epoch1 != epoch2
    assert list(data.RandomSampler(range(30), generator=specgrad.Generator().manual_seed(1))) == epoch1
    specgrad.manual_seed(9)  # without generator=: seeded from the default generator
    a = list(data.RandomSampler(range(30)))
    specgrad.manual_seed(9)
    assert list(data.RandomSampler(range(30))) == a


@pytest.mark.parametrize("num_samples", [5, 32, 70])
def test_random_sampler_with_replacement(num_samples):
    sampler = data.RandomSampler(range(4), replacement=True, num_samples=num_samples,
                                 generator=specgrad.Generator().manual_seed(2))
    drawn = list(sampler)
    assert len(drawn) == len(sampler) == num_samples
    assert set(drawn) <= set(range(4)) and all(type(i) is int for i in drawn)
    if num_samples >= 32:
        assert set(drawn) == set(range(4))


@pytest.mark.parametrize("kwargs", [dict(replacement=1), dict(num_samples=0), dict(num_samples=2.0),
                                    dict(num_samples=-3)])
def test_random_sampler_argument_errors(kwargs):
    both(lambda lib, d: d.RandomSampler(range(5), **kwargs))


def test_random_sampler_of_an_empty_dataset():
    both(lambda lib, d: d.RandomSampler([]))


def test_subset_random_sampler():
    indices = [3, 8, 11, 20, 42]
    sampler = data.SubsetRandomSampler(indices, generator=specgrad.Generator().manual_seed(0))
    orders = [list(sampler) for _ in range(6)]
    assert all(sorted(o) == indices for o in orders) and len(sampler) == 5
    assert len({tuple(o) for o in orders}) > 1


def test_weighted_random_sampler():
    weights = [0.0, 1.0, 3.0, 0.0]
    drawn = list(data.WeightedRandomSampler(weights, 4000, generator=specgrad.Generator().manual_seed(0)))
    assert len(drawn) == 4000 and set(drawn) == {1, 2}
    assert abs(drawn.count(2) / 4000 - 0.75) < 0.03
    once = list(data.WeightedRandomSampler([1, 1, 1, 1, 1], 5, replacement=False,
                                           generator=specgrad.Generator().manual_seed(0)))
    assert sorted(once) == [0, 1, 2, 3, 4]
    both(lambda lib, d: [len(d.WeightedRandomSampler([1, 2], 7)), d.WeightedRandomSampler([1, 2], 7).weights])


@pytest.mark.parametrize("args", [([1.0, 2.0], 0), ([1.0, 2.0], True), ([1.0, 2.0], 3.0), ([1.0, 2.0], 3, 1),
                                  ([[1.0, 2.0]], 3)])
def test_weighted_random_sampler_errors(args):
    both(lambda lib, d: list(d.WeightedRandomSampler(*args)))


def test_weighted_random_sampler_without_replacement_asks_too_much():
    ours = outcome(lambda: list(data.WeightedRandomSampler([1.0, 2.0], 3, False)))
    theirs = outcome(lambda: list(tdata.WeightedRandomSampler([1.0, 2.0], 3, False)))
    assert ours[0] == theirs[0] and ours[1].startswith(theirs[1])  # multinomial's words, specgrad's with details


# ---------------------------------------------------------------- default_collate and default_convert

SAMPLES = {
    "tensors": lambda lib: [lib.tensor([1.0, 2.0]), lib.tensor([3.0, 4.0])],
    "int_tensors_0d": lambda lib: [lib.tensor(1, dtype=lib.int32), lib.tensor(2, dtype=lib.int32)],
    "floats": lambda lib: [1.5, 2.0, -3.25],
    "ints": lambda lib: [1, 2, 3],
    "bools": lambda lib: [True, False],
    "strings": lambda lib: ["a", "bc"],
    "bytes": lambda lib: [b"a", b"bc"],
    "numpy_float32": lambda lib: [np.ones((2, 2), np.float32), np.zeros((2, 2), np.float32)],
    "numpy_int16": lambda lib: [np.arange(3, dtype=np.int16), np.arange(3, dtype=np.int16)],
    "numpy_uint8_0d": lambda lib: [np.array(3, np.uint8), np.array(200, np.uint8)],
    "numpy_bool": lambda lib: [np.array([True, False]), np.array([False, False])],
    "numpy_scalars_f64": lambda lib: [np.float64(1.5), np.float64(2.5)],
    "numpy_scalars_i32": lambda lib: [np.int32(1), np.int32(7)],
    "numpy_scalars_f32": lambda lib: [np.float32(1.5), np.float32(2.5)],
    "numpy_bool_scalars": lambda lib: [np.bool_(True), np.bool_(False)],
    "pairs": lambda lib: [(lib.tensor([1.0]), 0), (lib.tensor([2.0]), 1)],
    "lists": lambda lib: [[1, 2.5, "x"], [3, 4.5, "y"]],
    "dicts": lambda lib: [{"image": lib.ones(2, 2), "label": 3, "name": "a"},
                          {"image": lib.zeros(2, 2), "label": 4, "name": "b"}],
    "nested": lambda lib: [{"a": (lib.tensor(1.0), [np.float32(2.0)])}, {"a": (lib.tensor(3.0), [np.float32(4.0)])}],
    "namedtuples": lambda lib: [Point(lib.tensor(1.0), 2), Point(lib.tensor(3.0), 4)],
    "ordered_dict": lambda lib: [collections.OrderedDict(b=1, a=2.0), collections.OrderedDict(b=3, a=4.0)],
    "ranges": lambda lib: [range(2), range(2, 4)],
    "mismatched_tensors": lambda lib: [lib.zeros(2), lib.zeros(3)],
    "mixed_dtypes": lambda lib: [lib.zeros(2, dtype=lib.float64), lib.zeros(2, dtype=lib.float32)],
    "unequal_lists": lambda lib: [[1, 2], [3]],
    "unsupported": lambda lib: [object(), object()],
    "none": lambda lib: [None, None],
    "numpy_strings": lambda lib: [np.array(["a"]), np.array(["b"])],
    "numpy_objects": lambda lib: [np.array([None]), np.array([None])],
}


@pytest.mark.parametrize("name", list(SAMPLES))
def test_default_collate(name):
    def make(lib, d):
        result = d.default_collate(SAMPLES[name](lib))
        if name == "unsupported":
            return "unreachable"
        return result
    ours, theirs = outcome(lambda: make(specgrad, data)), outcome(lambda: make(torch, tdata))
    if name in ("unsupported", "none"):  # the message names the type: specgrad's or torch's words are alike
        assert ours[0] == theirs[0] == "TypeError" and ours[1] == theirs[1]
    else:
        assert ours == theirs


@pytest.mark.parametrize("name", ["tensors", "floats", "numpy_float32", "numpy_scalars_i32", "pairs", "dicts",
                                  "nested", "namedtuples", "numpy_strings", "strings", "ranges", "ordered_dict"])
def test_default_convert(name):
    same(lambda: data.default_convert(SAMPLES[name](specgrad)), lambda: tdata.default_convert(SAMPLES[name](torch)))


def test_default_collate_of_tensors_that_require_grad_keeps_the_graph():
    a, b = specgrad.ones(2, requires_grad=True), specgrad.zeros(2, requires_grad=True)
    batch = data.default_collate([a, b])
    (batch * specgrad.tensor([[1.0, 2.0], [3.0, 4.0]])).sum().backward()
    assert a.grad.tolist() == [1.0, 2.0] and b.grad.tolist() == [3.0, 4.0]


# ---------------------------------------------------------------- DataLoader, batch for batch

class Pairs:
    """A map-style dataset of (float32 vector, int label, name) without subclassing Dataset (duck typing)."""

    def __init__(self, lib, n=11):
        self.lib, self.n = lib, n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return self.lib.full((3,), float(i)), i % 4, f"s{i}"


LOADERS = {
    "default": dict(),
    "batch3": dict(batch_size=3),
    "batch3_drop_last": dict(batch_size=3, drop_last=True),
    "batch11": dict(batch_size=11),
    "batch20_drop_last": dict(batch_size=20, drop_last=True),
    "no_batching": dict(batch_size=None),
    "shuffle_false": dict(batch_size=4, shuffle=False),
    "sampler_list": dict(batch_size=2, sampler=[10, 0, 5, 5, 3]),
    "batch_sampler_lists": dict(batch_sampler=[[1, 2], [0], [9, 8, 7]]),
    "collate_fn": dict(batch_size=4, collate_fn=lambda batch: [label for _, label, _ in batch]),
}


@pytest.mark.parametrize("name", list(LOADERS))
def test_dataloader_batches_equal_pytorch(name):
    def make(lib, d):
        loader = d.DataLoader(Pairs(lib), **LOADERS[name])
        return [len(loader), list(loader), list(loader)]  # two epochs
    both(make)


def test_dataloader_sampler_objects_and_tensor_dataset():
    def make(lib, d):
        ds = d.TensorDataset(lib.arange(20, dtype=lib.float64).reshape(10, 2), lib.arange(10))
        seq = d.DataLoader(ds, sampler=d.SequentialSampler(ds), batch_size=4)
        batches = d.DataLoader(ds, batch_sampler=d.BatchSampler(d.SequentialSampler(ds), 3, True))
        none = d.DataLoader(ds, batch_size=None, sampler=[4, 1])
        return [len(seq), list(seq), len(batches), list(batches), list(none)]
    both(make)


def test_dataloader_over_a_plain_list_and_dicts():
    def make(lib, d):
        rows = [{"x": np.full(2, i, np.float32), "y": i} for i in range(5)]
        return list(d.DataLoader(rows, batch_size=2)) + list(d.DataLoader(rows, batch_size=None))
    both(make)


class CountTo:
    """An IterableDataset over range(n), built for either library; with_len adds __len__."""

    @staticmethod
    def make(d, n, with_len=True):
        class Count(d.IterableDataset):
            def __iter__(self):
                return iter(range(n))
        if with_len:
            Count.__len__ = lambda self: n
        return Count()


@pytest.mark.parametrize("kwargs", [dict(), dict(batch_size=3), dict(batch_size=3, drop_last=True),
                                    dict(batch_size=None), dict(batch_size=7), dict(batch_size=2, shuffle=False)])
def test_dataloader_over_an_iterable_dataset(kwargs):
    def make(lib, d):
        loader = d.DataLoader(CountTo.make(d, 7), **kwargs)
        return [len(loader), list(loader), list(loader)]
    both(make)


def test_iterable_dataset_without_len():
    both(lambda lib, d: list(d.DataLoader(CountTo.make(d, 5, with_len=False), batch_size=2)))
    both(lambda lib, d: len(d.DataLoader(CountTo.make(d, 5, with_len=False), batch_size=2)))


def test_iterable_dataset_longer_than_its_len_warns():
    def make(lib, d):
        class Liar(d.IterableDataset):
            def __iter__(self):
                return iter(range(5))

            def __len__(self):
                return 3
        loader = d.DataLoader(Liar(), batch_size=None)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            batches = [len(loader), list(loader)]
        return batches + [str(w.message).split("was reported to be ")[1] for w in caught]
    both(make)


def test_getitems_is_used_for_whole_batches():
    def make(lib, d):
        class Batched(d.Dataset):
            calls = []

            def __len__(self):
                return 5

            def __getitem__(self, i):
                raise AssertionError("__getitems__ should have been used")

            def __getitems__(self, indices):
                Batched.calls.append(list(indices))
                return [i * 10 for i in indices]
        batches = list(d.DataLoader(Batched(), batch_size=2))
        return [batches, Batched.calls]
    both(make)


LOADER_ERRORS = {
    "sampler_and_shuffle": dict(sampler=[0, 1], shuffle=True),
    "batch_sampler_and_batch_size": dict(batch_sampler=[[0]], batch_size=2),
    "batch_sampler_and_shuffle": dict(batch_sampler=[[0]], shuffle=True),
    "batch_sampler_and_sampler": dict(batch_sampler=[[0]], sampler=[0]),
    "batch_sampler_and_drop_last": dict(batch_sampler=[[0]], drop_last=True),
    "no_batching_and_drop_last": dict(batch_size=None, drop_last=True),
    "negative_workers": dict(num_workers=-1),
    "negative_timeout": dict(timeout=-1),
    "prefetch_without_workers": dict(prefetch_factor=2),
    "negative_prefetch": dict(num_workers=1, prefetch_factor=-1),
    "persistent_without_workers": dict(persistent_workers=True),
    "context_without_workers": dict(multiprocessing_context="spawn"),
    "bad_context_name": dict(num_workers=1, multiprocessing_context="teleport"),
    "bad_context_type": dict(num_workers=1, multiprocessing_context=3),
    "batch_size_zero": dict(batch_size=0),
    "batch_size_float": dict(batch_size=2.0),
    "drop_last_not_bool": dict(drop_last=1),
}


@pytest.mark.parametrize("name", list(LOADER_ERRORS))
def test_dataloader_argument_errors(name):
    both(lambda lib, d: d.DataLoader(list(range(4)), **LOADER_ERRORS[name]))


@pytest.mark.parametrize("kwargs", [dict(shuffle=True), dict(sampler=[0]), dict(batch_sampler=[[0]])])
def test_iterable_dataset_refuses_samplers_and_shuffle(kwargs):
    both(lambda lib, d: d.DataLoader(CountTo.make(d, 3), **kwargs))


def test_dataloader_attributes_are_frozen_after_init():
    def make(lib, d):
        loader = d.DataLoader(list(range(4)), batch_size=2)
        loader.num_workers = 0  # allowed
        loader.batch_size = 3
    both(make)
    both(lambda lib, d: [d.DataLoader([1]).batch_size, d.DataLoader([1]).drop_last,
                         type(d.DataLoader([1]).sampler).__name__, type(d.DataLoader([1]).batch_sampler).__name__,
                         type(d.DataLoader([1], shuffle=True).sampler).__name__, d.DataLoader([1]).num_workers,
                         d.DataLoader([1], batch_size=None).batch_sampler])


def test_pin_memory_warns_that_nothing_is_pinned():
    with pytest.warns(UserWarning, match="no accelerator is found"):
        list(data.DataLoader([1, 2], pin_memory=True))


# ---------------------------------------------------------------- shuffling

def shuffled_epochs(generator=None, epochs=3, n=40, batch_size=8):
    loader = data.DataLoader(data.TensorDataset(specgrad.arange(n)), batch_size=batch_size, shuffle=True,
                             generator=generator)
    return [[int(i) for (batch,) in loader for i in batch] for _ in range(epochs)]


def test_shuffle_is_a_permutation_reproducible_and_new_each_epoch():
    epochs = shuffled_epochs(specgrad.Generator().manual_seed(7))
    assert all(sorted(e) == list(range(40)) for e in epochs)
    assert len({tuple(e) for e in epochs}) == 3 and tuple(range(40)) not in {tuple(e) for e in epochs}
    assert shuffled_epochs(specgrad.Generator().manual_seed(7)) == epochs
    assert shuffled_epochs(specgrad.Generator().manual_seed(8)) != epochs


def test_shuffle_without_generator_follows_manual_seed():
    specgrad.manual_seed(11)
    first = shuffled_epochs()
    specgrad.manual_seed(11)
    assert shuffled_epochs() == first


def test_shuffle_with_drop_last_and_len():
    loader = data.DataLoader(list(range(10)), batch_size=4, shuffle=True, drop_last=True)
    batches = list(loader)
    assert len(loader) == len(batches) == 2 and all(len(b) == 4 for b in batches)
    assert len(set(int(i) for b in batches for i in b)) == 8


# ---------------------------------------------------------------- worker processes

def test_get_worker_info_is_none_in_the_main_process():
    assert data.get_worker_info() is None


def test_workers_give_the_same_batches_in_order():
    ds = Squares(23)
    single = list(data.DataLoader(ds, batch_size=4))
    loader = data.DataLoader(ds, batch_size=4, num_workers=2, prefetch_factor=3)
    assert plain(list(loader)) == plain(single)
    unbatched = data.DataLoader(ds, batch_size=None, num_workers=2)
    assert plain(list(unbatched)) == plain(list(data.DataLoader(ds, batch_size=None)))


def test_workers_split_an_iterable_dataset_and_persist_across_epochs():
    loader = data.DataLoader(Stream(3, 14), batch_size=2, num_workers=2, persistent_workers=True)
    for _ in range(2):
        batches = [b.tolist() for b in loader]
        # worker 0 streams 3..8, worker 1 streams 9..13; batches alternate between them, as in PyTorch
        assert batches == [[3, 4], [9, 10], [5, 6], [11, 12], [7, 8], [13]]


def test_a_worker_exception_reaches_the_main_process():
    loader = data.DataLoader(FailsAt(8, bad=5), batch_size=2, num_workers=2)
    with pytest.raises(ValueError, match=r"(?s)Caught ValueError in DataLoader worker process 0.*sample 5 is broken"):
        list(loader)


def test_workers_are_seeded_differently_and_reproducibly():
    def run(seed, epochs=1):
        loader = data.DataLoader(WorkerIdentity(), batch_size=None, num_workers=2,
                                 generator=specgrad.Generator().manual_seed(seed))
        return [[tuple(b) for b in loader] for _ in range(epochs)]
    first, second = run(4, epochs=2)
    assert [w for w, _, _ in first] == [0, 1, 0, 1]
    assert first[0][1] != first[1][1] and first[0][2] + 1 == first[1][2]
    assert run(4) == [first]
    assert second[0][2] != first[0][2] and run(5)[0][0][2] != first[0][2]  # a new base seed each epoch and seed
