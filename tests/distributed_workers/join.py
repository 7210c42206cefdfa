"""DistributedDataParallel with uneven inputs (ddp.join(), Join) against a single-process simulation of the same
training, on every rank: rank r has counts[r] batches (a rank may have none). The simulation replays every rank's
batches on one model: each step sums the gradients of the ranks still training and divides by the initial world
size (or by the number still training, divide_by_initial_world_size=False; a comm hook divides by itself), then
takes an SGD step; BatchNorm's running statistics follow DDP's buffer broadcasts (before a forward that follows a
synchronizing one, from the highest rank still training) and, at the end, the last rank to join. After the join
every rank's model must equal the simulation's. Variants: no_sync accumulation with a no_grad forward per step,
find_unused_parameters, a comm hook, a second Joinable of our own beside DDP, throw_on_early_termination, and the
Join errors. A collective that some rank misses fails after the group's timeout (no hang).
Prints "rank N: join ok"; any mismatch raises (nonzero exit)."""
import datetime

import numpy as np

import specgrad as torch
import specgrad.distributed as dist
from specgrad import nn
from specgrad.distributed.algorithms import Join, Joinable, JoinHook
from specgrad.distributed.algorithms.ddp_comm_hooks import default_hooks
from specgrad.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("mpi", timeout=datetime.timedelta(seconds=30))
rank, size = dist.get_rank(), dist.get_world_size()
LR = 0.1


def close(got, want, what, rtol=1e-10, atol=1e-12):
    got = got.detach().numpy() if isinstance(got, torch.Tensor) else np.asarray(got)
    want = want.detach().numpy() if isinstance(want, torch.Tensor) else np.asarray(want)
    if got.shape != want.shape or not np.allclose(got, want, rtol=rtol, atol=atol):
        raise AssertionError(f"rank {rank}: {what}:\n{got}\n!=\n{want}")


class Net(nn.Module):
    def __init__(self, seed, unused=False):
        super().__init__()
        torch.manual_seed(seed)
        self.body = nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.Tanh(), nn.Linear(8, 2))
        self.never = nn.Linear(4, 2) if unused else None  # used by no rank (find_unused_parameters)

    def forward(self, x):
        return self.body(x)


def batch(r, t, k):
    """Batch k of step t on rank r: the same on every process, so that the simulation can replay it."""
    data = np.random.default_rng([r, t, k])
    return torch.tensor(data.standard_normal((3, 4))), torch.tensor(data.standard_normal((3, 2)))


def loss_of(model, x, y):
    return ((model(x) - y) ** 2).mean()


def train(counts, divide=True, accumulate=False, unused=False, hook=None, extra=None, static=False):
    """DDP training on this rank's counts[rank] steps, in a Join context. accumulate: each step is a forward and
    backward under no_sync, a synchronizing one, the optimizer step, and a forward under no_grad. static: with
    static_graph (then an unused parameter needs no find_unused_parameters)."""
    model = DDP(Net(rank + 10, unused).double(), find_unused_parameters=unused and not static,
                static_graph=static)  # rank 0's weights everywhere
    if hook is not None:
        model.register_comm_hook(None, hook)
    optimizer = torch.optim.SGD(model.parameters(), lr=LR)
    joinables = [model] + ([extra] if extra is not None else [])
    with Join(joinables, divide_by_initial_world_size=divide):
        for t in range(counts[rank]):
            optimizer.zero_grad()
            if accumulate:
                with model.no_sync():
                    loss_of(model, *batch(rank, t, 0)).backward()
            loss_of(model, *batch(rank, t, 1)).backward()
            optimizer.step()
            if accumulate:
                with torch.no_grad():
                    model(batch(rank, t, 2)[0])
            if extra is not None:
                extra.iteration()
    return model.module


def simulate(counts, divide=True, accumulate=False, unused=False, divisor=None):
    """One process, every rank's batches: the parameters and buffers DDP with join must end with."""
    model = Net(10, unused).double()  # rank 0's initial weights
    optimizer = torch.optim.SGD(model.parameters(), lr=LR)
    buffers = {r: {k: v.clone() for k, v in model.named_buffers()} for r in range(size)}
    forwards = [(0, "no_sync"), (1, "sync"), (2, "no_grad")] if accumulate else [(1, "sync")]
    sync_buffers = True  # a forward after a synchronizing forward (or the first) broadcasts the buffers
    for t in range(max(counts)):
        active = [r for r in range(size) if counts[r] > t]
        authority = max(active)  # the highest rank still training
        optimizer.zero_grad()
        for k, kind in forwards:
            if kind == "no_grad":
                for p in model.parameters():  # the step comes before the no_grad forward
                    if p.grad is not None:
                        p.grad /= divisor or (size if divide else len(active))
                optimizer.step()
            if sync_buffers:
                for r in active:
                    buffers[r] = {name: b.clone() for name, b in buffers[authority].items()}
            for r in active:
                with torch.no_grad():
                    for name, b in model.named_buffers():
                        b.copy_(buffers[r][name])
                if kind == "no_grad":
                    with torch.no_grad():
                        model(batch(r, t, k)[0])
                else:
                    loss_of(model, *batch(r, t, k)).backward()
                buffers[r] = {name: b.clone() for name, b in model.named_buffers()}
            sync_buffers = kind == "sync"
        if not accumulate:
            for p in model.parameters():
                if p.grad is not None:
                    p.grad /= divisor or (size if divide else len(active))
            optimizer.step()
    last = max(r for r in range(size) if counts[r] == max(counts))  # the last to join (ties: the highest rank)
    with torch.no_grad():
        for name, b in model.named_buffers():
            b.copy_(buffers[last][name])
    return model


def check(counts, what, **options):
    got = train(counts, **{k: v for k, v in options.items() if k != "divisor"})
    want = simulate(counts, **{k: v for k, v in options.items() if k not in ("hook", "extra", "static")})
    for (name, p), q in zip(got.state_dict().items(), want.state_dict().values()):
        close(p, q, f"{what}, counts {counts}: {name}")
    gathered = [None] * size
    dist.all_gather_object(gathered, {k: v.numpy() for k, v in got.state_dict().items()})
    for other in gathered:  # bit for bit the same model everywhere (the final broadcast)
        for k, v in other.items():
            assert np.array_equal(v, got.state_dict()[k].numpy()), (what, counts, k)


layouts = {2: [[2, 4], [4, 2], [3, 3], [0, 2]], 4: [[1, 3, 2, 3], [3, 1, 2, 0], [2, 2, 2, 2]]}.get(
    size, [[r + 1 for r in range(size)]])
for counts in layouts:
    check(counts, "divide_by_initial_world_size=True")
    check(counts, "divide_by_initial_world_size=False", divide=False)
counts = layouts[0]
check(counts, "no_sync and no_grad forwards", accumulate=True)
check(counts, "no_sync, divide_by_initial_world_size=False", accumulate=True, divide=False)
check(counts, "find_unused_parameters", unused=True)
# static_graph: the first iteration's reduction at the end of backward with the used-parameter map, the buckets
# rebuilt after the second; a rank may join before its first iteration, or before the rebuild
for static_counts in ([counts, [0, 4], [1, 4], [2, 4]] if size == 2 else [counts, [1] + [4] * (size - 1)]):
    check(static_counts, "static_graph", static=True)
    check(static_counts, "static_graph, an unused parameter", static=True, unused=True)
    check(static_counts, "static_graph, no_sync and no_grad forwards", static=True, accumulate=True)
# a comm hook divides by itself (allreduce_hook: by the group's size), whatever divide_by_initial_world_size says
check(counts, "allreduce_hook", hook=default_hooks.allreduce_hook, divide=False, divisor=size)


class Counter(Joinable):
    """A Joinable of our own: one all-reduce of 1 per training iteration; a joined rank's hook adds 0."""

    class Hook(JoinHook):
        def __init__(self, counter):
            self.counter = counter

        def main_hook(self):
            self.counter.shadowed += 1
            dist.all_reduce(torch.zeros(1))

        def post_hook(self, is_last_joiner):
            self.counter.last_joiner = is_last_joiner

    def __init__(self):
        super().__init__()
        self.total, self.shadowed, self.last_joiner = 0.0, 0, None

    def iteration(self):
        assert Join.notify_join_context(self) is None  # not the first joinable: DDP's notice counts
        one = torch.ones(1)
        dist.all_reduce(one)
        self.total += one.item()

    def join_hook(self, **kwargs):
        assert kwargs == {"divide_by_initial_world_size": True}, kwargs
        return Counter.Hook(self)

    @property
    def join_device(self):
        return torch.device("cpu")

    @property
    def join_process_group(self):
        return dist.group.WORLD


counter = Counter()
check(counts, "DDP and a Joinable of our own", extra=counter)
assert counter.shadowed == max(counts) - counts[rank], counter.shadowed
assert counter.last_joiner == (counts[rank] == max(counts)), counter.last_joiner
# on each step, the ranks still training add 1: the all-reduces' sum over the steps of this rank
assert counter.total == sum(sum(1 for r in range(size) if counts[r] > t) for t in range(counts[rank])), counter.total

# throw_on_early_termination: every rank raises once the first runs out; the group works on afterwards
model = DDP(Net(0).double())
optimizer = torch.optim.SGD(model.parameters(), lr=LR)
counts = [2 + r for r in range(size)]
try:
    with model.join(throw_on_early_termination=True):
        for t in range(counts[rank]):
            optimizer.zero_grad()
            loss_of(model, *batch(rank, t, 0)).backward()
            optimizer.step()
except RuntimeError as error:
    message = str(error)
else:
    message = None
expected = "Rank 0 exhausted all inputs." if rank == 0 else \
    "Detected at least one rank that exhausted inputs. Throwing across all ranks."
assert message == expected, (rank, message)
assert not model._join_config.enable  # out of join mode: no more join collectives
optimizer.zero_grad()
loss_of(model, *batch(rank, 9, 0)).backward()  # a plain DDP step: every rank's collectives still match
optimizer.step()
gathered = [None] * size
dist.all_gather_object(gathered, [p.detach().numpy() for p in model.parameters()])
assert all(all(np.array_equal(a, b) for a, b in zip(other, gathered[0])) for other in gathered)

# enable=False: no join collectives (even inputs)
before = dist.group.WORLD.sequence
with model.join(enable=False):
    with torch.no_grad():
        model(batch(rank, 0, 0)[0])
# only the buffer broadcast (one per dtype: float64 running statistics, int64 num_batches_tracked)
assert dist.group.WORLD.sequence - before == 2, "enable=False ran join collectives"

for call, error in [(lambda: Join([]), "The join context manager requires at least one joinable")]:
    try:
        call()
    except ValueError as raised:
        assert str(raised) == error, raised
    else:
        raise AssertionError(f"no error: {error}")
if size > 1:
    other = DDP(Net(0).double(), process_group=dist.new_group(list(range(size))))  # the same ranks, another group
    try:
        Join([model, other])
    except ValueError as raised:
        assert str(raised) == "Using join context manager with multiple process groups", raised
    else:
        raise AssertionError("two process groups in one Join were accepted")

dist.barrier()
dist.destroy_process_group()
print(f"rank {rank}: join ok", flush=True)
