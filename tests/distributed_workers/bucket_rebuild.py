"""DistributedDataParallel's bucket rebuild, on every rank: the first backward reduces one bucket; the next forward
rebuilds the buckets along the order in which rank 0's gradients became ready (bucket_cap_mb, the first bucket
dist._DEFAULT_FIRST_BUCKET_BYTES with the default cap), the same on every rank even where a rank's own order
differs; comm hooks see the new buckets (GradBucket.index(), parameters()); gradients and SGD steps stay those of
single-process training on the full batch; no_sync and find_unused_parameters. Prints "rank N: bucket rebuild ok";
any mismatch raises (nonzero exit)."""
import numpy as np

import specgrad as torch
import specgrad.distributed as dist
from specgrad import nn
from specgrad.distributed.algorithms.ddp_comm_hooks import default_hooks
from specgrad.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("mpi")
rank, size = dist.get_rank(), dist.get_world_size()
data = np.random.default_rng(0)
X = torch.tensor(data.standard_normal((8 * size, 3)))
Y = torch.tensor(data.standard_normal((8 * size, 2)))
mine = slice(rank * 8, (rank + 1) * 8)


def close(a, b, what):
    a = a.detach().numpy() if isinstance(a, torch.Tensor) else a
    b = b.detach().numpy() if isinstance(b, torch.Tensor) else b
    if not np.allclose(a, b, rtol=1e-10, atol=1e-12):
        raise AssertionError(f"rank {rank}: {what}: {a} != {b}")


class Scrambled(nn.Module):
    """Registered in an order unlike the order of use (first, then two branches, then mid, then last); the
    branches are added in an order that depends on the rank, and so does the order of their gradients."""

    def __init__(self, swap):
        super().__init__()
        torch.manual_seed(0)
        self.last = nn.Linear(5, 2).double()
        self.left = nn.Linear(4, 4).double()
        self.first = nn.Linear(3, 4).double()
        self.mid = nn.Linear(4, 5).double()
        self.right = nn.Linear(4, 4).double()
        self.swap = swap

    def forward(self, x):
        h = torch.tanh(self.first(x))
        h = self.right(h) + self.left(h) if self.swap else self.left(h) + self.right(h)
        return self.last(torch.tanh(self.mid(torch.tanh(h))))


class Recorder:
    """A comm hook's state: per backward, (index, parameter names, is_last) of each bucket handed to the hook."""

    def __init__(self, names):
        self.names, self.calls = names, []


def recording_hook(state, bucket):
    state.calls.append((bucket.index(), [state.names[id(p)] for p in bucket.parameters()], bucket.is_last()))
    return default_hooks.allreduce_hook(None, bucket)  # the average, as without a hook


def ready_order_recorder(model, names):
    """The order in which backward accumulates the parameters' gradients (hooks registered after DDP's run
    after them)."""
    order = []
    for p in model.module.parameters():
        p.register_post_accumulate_grad_hook(lambda p: order.append(names[id(p)]))
    return order


def nbytes(names_in_bucket, named):
    return sum(named[n]._data.nbytes for n in names_in_bucket)


# ---------------------------------------------------------------- rebuild along the ready order, rank 0's
cap_mb = 0.0002  # 209 bytes: a float64 Linear(4, 4)'s weight and bias close a bucket
model = DDP(Scrambled(swap=rank % 2 == 1), bucket_cap_mb=cap_mb)
reference = Scrambled(swap=False)
named = dict(model.module.named_parameters())
names = {id(p): n for n, p in named.items()}
registered = list(named)
state = Recorder(names)
model.register_comm_hook(state, recording_hook)
order = ready_order_recorder(model, names)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
reference_optimizer = torch.optim.SGD(reference.parameters(), lr=0.1)
first_order = None
for step in range(5):
    state.calls.clear()
    order.clear()
    optimizer.zero_grad()
    ((model(X[mine]) - Y[mine]) ** 2).mean().backward()
    reference_optimizer.zero_grad()
    ((reference(X) - Y) ** 2).mean().backward()
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        close(p.grad, q.grad, f"step {step}: gradient of {name}")
    optimizer.step()
    reference_optimizer.step()
    if step == 0:
        # one bucket, registration order, until backward has shown the order of the gradients
        assert state.calls == [(0, registered, True)], state.calls
        assert not model._has_rebuilt_buckets
        first_order = list(order)
        rank0_order = [None]
        if rank == 0:
            rank0_order = [first_order]
        dist.broadcast_object_list(rank0_order, src=0)
        rank0_order = rank0_order[0]
        continue
    assert model._has_rebuilt_buckets
    # the buckets, in the order of their all-reduces, hold the parameters in rank 0's order of ready gradients
    assert [name for _, names_in_bucket, _ in state.calls for name in names_in_bucket] == rank0_order, \
        (state.calls, rank0_order)
    assert [index for index, _, _ in state.calls] == list(range(len(state.calls))), state.calls
    assert [last for _, _, last in state.calls] == [False] * (len(state.calls) - 1) + [True], state.calls
    # bucket_cap_mb closes each bucket: every one but the last holds at least the cap (its last parameter
    # tipped it over); with a cap of one's own the first bucket has the same cap
    cap = int(cap_mb * 2 ** 20)
    for _, names_in_bucket, last in state.calls:
        if not last:
            assert nbytes(names_in_bucket, named) >= cap > nbytes(names_in_bucket[:-1], named), state.calls
    assert len(state.calls) >= 3, state.calls
    if step == 1:
        rebuilt = [list(b) for b in model._bucket_indices]
# the use order, not the registration order: the last layer's gradients first, the first layer's last
by_layer = [name.split(".")[0] for name in rank0_order]
assert by_layer[:2] == ["last", "last"] and by_layer[2:4] == ["mid", "mid"] and by_layer[-2:] == ["first", "first"], \
    rank0_order
# the ranks' own orders differ (the branches swap), their buckets do not
orders = [None] * size
dist.all_gather_object(orders, first_order)
buckets = [None] * size
dist.all_gather_object(buckets, model._bucket_indices)
assert all(b == buckets[0] for b in buckets), buckets
if size > 1:
    assert orders[1] != orders[0], orders
# the buckets were rebuilt once: the later steps' buckets were the second step's
assert model._bucket_indices == rebuilt and not model._rebuilt_param_indices, (model._bucket_indices, rebuilt)

# ---------------------------------------------------------------- the default cap: a first bucket of 1 MiB


def wide(seed):
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(3, 400), nn.Tanh(), nn.Linear(400, 400), nn.Tanh(), nn.Linear(400, 400),
                         nn.Tanh(), nn.Linear(400, 2)).double()  # 1.28 MB per 400 x 400 weight


x, y = X[mine], Y[mine]
for cap_mb, first_cap in ((None, dist._DEFAULT_FIRST_BUCKET_BYTES), (2, 2 * 2 ** 20)):
    model = DDP(wide(0), bucket_cap_mb=cap_mb)
    reference = wide(0)
    named = dict(model.module.named_parameters())
    names = {id(p): n for n, p in named.items()}
    state = Recorder(names)
    model.register_comm_hook(state, recording_hook)
    for step in range(2):
        state.calls.clear()
        model.zero_grad()
        ((model(x) - y) ** 2).mean().backward()
    reference.zero_grad()
    ((reference(X) - Y) ** 2).mean().backward()
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        close(p.grad, q.grad, f"bucket_cap_mb={cap_mb}: gradient of {name}")
    first = state.calls[0][1]
    assert nbytes(first, named) >= first_cap > nbytes(first[:-1], named), (cap_mb, state.calls)
    assert len(state.calls) == 2, (cap_mb, state.calls)  # and the rest, under 25 MiB or 2 MiB

# ---------------------------------------------------------------- no_sync around the rebuild


def small(seed):
    torch.manual_seed(seed)
    return nn.Sequential(nn.Linear(3, 6), nn.Tanh(), nn.Linear(6, 6), nn.Tanh(), nn.Linear(6, 2)).double()


model, reference = DDP(small(0), bucket_cap_mb=0.0001), small(0)
halves = [slice(rank * 8, rank * 8 + 4), slice(rank * 8 + 4, rank * 8 + 8)]
full = [np.concatenate([np.arange(r * 8 + k * 4, r * 8 + k * 4 + 4) for r in range(size)]) for k in range(2)]
for step in range(3):
    model.zero_grad()
    reference.zero_grad()
    with model.no_sync():  # a backward that does not synchronize records no order
        ((model(X[halves[0]]) - Y[halves[0]]) ** 2).mean().backward()
    if step == 0:
        assert model._rebuilt_param_indices == [], model._rebuilt_param_indices
    if step == 1:
        # the order came with step 0's synchronizing backward; the forward under no_sync did not rebuild (PyTorch's
        # would: here the rebuild waits for a forward that synchronizes)
        assert len(model._rebuilt_param_indices) == 6 and not model._has_rebuilt_buckets
    ((model(X[halves[1]]) - Y[halves[1]]) ** 2).mean().backward()
    assert model._has_rebuilt_buckets == (step >= 1)
    for k in range(2):
        ((reference(X[torch.tensor(full[k])]) - Y[torch.tensor(full[k])]) ** 2).mean().backward()
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        close(p.grad, q.grad, f"no_sync step {step}: gradient of {name}")
assert len(model._bucket_indices) > 1, model._bucket_indices

# ---------------------------------------------------------------- find_unused_parameters: no rebuild
model = DDP(small(0), bucket_cap_mb=0.0001, find_unused_parameters=True)
reference = small(0)
initial = [list(b) for b in model._bucket_indices]
assert len(initial) > 1 and max(initial[0]) == 5, initial  # by size, reverse registration order
for step in range(3):
    model.zero_grad()
    ((model(X[mine]) - Y[mine]) ** 2).mean().backward()
    reference.zero_grad()
    ((reference(X) - Y) ** 2).mean().backward()
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        close(p.grad, q.grad, f"find_unused_parameters step {step}: gradient of {name}")
assert model._bucket_indices == initial and not model._has_rebuilt_buckets and not model._rebuilt_param_indices

dist.barrier()
dist.destroy_process_group()
print(f"rank {rank}: bucket rebuild ok", flush=True)
