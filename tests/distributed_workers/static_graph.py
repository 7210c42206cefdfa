"""DistributedDataParallel(static_graph=True) and _set_static_graph(), on every rank: parameters unused on every
rank or on some, without find_unused_parameters, train as with find_unused_parameters=True and as single-process
training on the full batch; no graph search after the forward; a block checkpointed twice (reentrant backward
passes reaching its parameters twice) and a non-reentrant checkpoint; the buckets rebuilt after the second
iteration, unused parameters last; no_sync; PyTorch's errors and warnings. Prints "rank N: static graph ok"; any
mismatch raises (nonzero exit)."""
import warnings

import numpy as np

import specgrad as torch
import specgrad.distributed as dist
import specgrad.nn.parallel.distributed as ddp_module
from specgrad import nn
from specgrad.distributed.algorithms.ddp_comm_hooks import default_hooks
from specgrad.nn.parallel import DistributedDataParallel as DDP
from specgrad.utils.checkpoint import checkpoint

dist.init_process_group("mpi")
rank, size = dist.get_rank(), dist.get_world_size()
data = np.random.default_rng(0)
X = torch.tensor(data.standard_normal((8 * size, 5)))
Y = torch.tensor(data.standard_normal((8 * size, 3)))


def rows(r):
    return slice(r * 8, (r + 1) * 8)


def close(a, b, what):
    a = a.detach().numpy() if isinstance(a, torch.Tensor) else a
    b = b.detach().numpy() if isinstance(b, torch.Tensor) else b
    if not np.allclose(a, b, rtol=1e-10, atol=1e-12):
        raise AssertionError(f"rank {rank}: {what}: {a} != {b}")


class Branchy(nn.Module):
    """`branch` is used by rank 0 only, `never` by no rank, in every iteration."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.trunk = nn.Linear(5, 3).double()
        self.never = nn.Linear(5, 3).double()
        self.branch = nn.Linear(5, 3).double()
        self.head = nn.Linear(3, 3).double()

    def forward(self, x, use_branch):
        h = torch.tanh(self.trunk(x))
        if use_branch:
            h = h + self.branch(x)
        return self.head(h)


def loss_of(model, r):
    return ((model(X[rows(r)], r == 0) - Y[rows(r)]) ** 2).mean()


def count_searches():
    """Count DDP's searches of the graph for unused parameters (its calls of reachable_leaves)."""
    calls = []
    original = ddp_module.reachable_leaves

    def counting(outputs):
        calls.append(1)
        return original(outputs)
    ddp_module.reachable_leaves = counting
    return calls, lambda: setattr(ddp_module, "reachable_leaves", original)


# ---------------------------------------------------------------- unused parameters: as find_unused_parameters
results = {}
for how in ("static_graph", "static_graph and find_unused_parameters", "_set_static_graph", "find_unused_parameters"):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        if how == "_set_static_graph":
            model = DDP(Branchy())
            model._set_static_graph()
        else:
            model = DDP(Branchy(), static_graph="static" in how, find_unused_parameters="find_unused" in how)
    messages = [str(w.message) for w in caught]
    if how == "static_graph and find_unused_parameters":
        assert messages == [
            "You passed find_unused_parameters=true to DistributedDataParallel, `_set_static_graph` will detect unused "
            "parameters automatically, so you do not need to set find_unused_parameters=true, just be sure these "
            "unused parameters will not change during training loop while calling `_set_static_graph`."], messages
    else:
        assert messages == [], messages
    reference = Branchy()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    reference_optimizer = torch.optim.SGD(reference.parameters(), lr=0.1)
    searches, restore = count_searches()
    for step in range(4):
        optimizer.zero_grad()
        loss_of(model, rank).backward()
        reference_optimizer.zero_grad()
        (sum(loss_of(reference, r) for r in range(size)) / size).backward()
        for name, p in model.module.named_parameters():
            q = dict(reference.named_parameters())[name]
            if name.startswith("never"):
                assert p.grad is None, f"{how}: {name}: a parameter no rank used keeps grad None"
            else:
                close(p.grad, q.grad, f"{how} step {step}: gradient of {name}")
        optimizer.step()
        reference_optimizer.step()
    restore()
    # the graph is searched after each forward with find_unused_parameters alone, never under a static graph
    assert len(searches) == (4 if how == "find_unused_parameters" else 0), (how, searches)
    results[how] = [p.detach().numpy().copy() for p in model.parameters()]
for how, params in results.items():
    for got, want in zip(params, results["find_unused_parameters"]):
        assert np.array_equal(got, want), f"rank {rank}: {how}: parameters differ from find_unused_parameters'"

# ---------------------------------------------------------------- the buckets: rebuilt after the second iteration


class Recorder:
    def __init__(self, names):
        self.names, self.calls = names, []


def recording_hook(state, bucket):
    state.calls.append([state.names[id(p)] for p in bucket.parameters()])
    return default_hooks.allreduce_hook(None, bucket)


model = DDP(Branchy(), static_graph=True, bucket_cap_mb=0.0001)
names = {id(p): n for n, p in model.module.named_parameters()}
state = Recorder(names)
model.register_comm_hook(state, recording_hook)
order = []
for p in model.module.parameters():
    p.register_post_accumulate_grad_hook(lambda p: order.append(names[id(p)]))
reference = Branchy()
for step in range(4):
    state.calls.clear()
    order.clear()
    model.zero_grad()
    loss_of(model, rank).backward()
    reference.zero_grad()
    (sum(loss_of(reference, r) for r in range(size)) / size).backward()
    for name, p in model.module.named_parameters():
        if not name.startswith("never"):
            close(p.grad, dict(reference.named_parameters())[name].grad, f"rebuild step {step}: gradient of {name}")
    if step < 2:
        assert state.calls == [list(names.values())], state.calls  # one bucket, in registration order
        assert not model._has_rebuilt_buckets
        if step == 1:
            second = [order]
            dist.broadcast_object_list(second, src=0)
            unused_on_0 = ["never.weight", "never.bias"]
            want = second[0] + unused_on_0  # rank 0's ready order of the second iteration, its unused ones last
    else:
        assert model._has_rebuilt_buckets
        assert len(state.calls) > 2 and [n for bucket in state.calls for n in bucket] == want, (state.calls, want)

# ---------------------------------------------------------------- checkpoints


class Checkpointed(nn.Module):
    """`block` runs twice, each time in a reentrant checkpoint: its parameters' gradients are accumulated by two
    backward passes inside the backward; `other` runs in a non-reentrant checkpoint; `never` is unused."""

    def __init__(self, never=True):
        super().__init__()
        torch.manual_seed(1)
        self.block = nn.Linear(5, 5).double()
        self.other = nn.Sequential(nn.Linear(5, 4), nn.Tanh()).double()
        self.never = nn.Linear(2, 2).double() if never else None
        self.head = nn.Linear(4, 3).double()

    def forward(self, x):
        h = checkpoint(lambda t: torch.tanh(self.block(t)), x, use_reentrant=True)
        h = checkpoint(lambda t: torch.tanh(self.block(t)), h, use_reentrant=True)
        h = checkpoint(self.other, h, use_reentrant=False)
        return self.head(h)


def checkpoint_loss(model, r):
    x = X[rows(r)].detach().requires_grad_(True)  # a reentrant checkpoint needs an input that requires grad
    return ((model(x) - Y[rows(r)]) ** 2).mean()


model, reference = DDP(Checkpointed(), static_graph=True, bucket_cap_mb=0.0001), Checkpointed()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
reference_optimizer = torch.optim.SGD(reference.parameters(), lr=0.1)
for step in range(4):
    optimizer.zero_grad()
    checkpoint_loss(model, rank).backward()
    reference_optimizer.zero_grad()
    (sum(checkpoint_loss(reference, r) for r in range(size)) / size).backward()
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        if name.startswith("never"):
            assert p.grad is None, name
        else:
            close(p.grad, q.grad, f"checkpoints, step {step}: gradient of {name}")
    optimizer.step()
    reference_optimizer.step()
assert model._has_rebuilt_buckets
assert model._hook_counts.tolist() == [2, 2, 1, 1, 0, 0, 1, 1], model._hook_counts  # block's twice, never's never

# without static_graph the second reentrant pass over `block` comes after its gradient was reduced (PyTorch's
# reducer does the same): it stays this rank's own, unsynchronized, and the step differs from the full batch's
if size > 1:
    model, reference = DDP(Checkpointed(never=False)), Checkpointed(never=False)
    checkpoint_loss(model, rank).backward()
    (sum(checkpoint_loss(reference, r) for r in range(size)) / size).backward()
    assert not np.allclose(model.module.block.weight.grad.numpy(), reference.block.weight.grad.numpy())

# ---------------------------------------------------------------- no_sync
model, reference = DDP(Branchy(), static_graph=True), Branchy()
for step in range(3):
    model.zero_grad()
    reference.zero_grad()
    with model.no_sync():
        loss_of(model, rank).backward()  # locally accumulated: no hook counted, nothing reduced
    loss_of(model, rank).backward()
    (2 * sum(loss_of(reference, r) for r in range(size)) / size).backward()
    for name, p in model.module.named_parameters():
        if not name.startswith("never"):
            close(p.grad, dict(reference.named_parameters())[name].grad, f"no_sync step {step}: gradient of {name}")
assert model._hook_counts.tolist() == [1, 1, 0, 0, int(rank == 0), int(rank == 0), 1, 1], model._hook_counts

# ---------------------------------------------------------------- errors, as PyTorch's
model = DDP(Branchy(), static_graph=True)
model(X[rows(rank)], False).sum().backward()
model(X[rows(rank)], False).sum().backward()
try:
    model(X[rows(rank)], True).sum().backward()  # `branch` was not used in the first iteration
except RuntimeError as error:
    assert str(error) == ddp_module._STATIC_GRAPH_CHANGED, error
    assert str(error) == ("Your training graph has changed in this iteration, e.g., one parameter is unused in first "
                          "iteration, but then got used in the second iteration. this is not compatible with "
                          "static_graph set to True."), error
else:
    raise AssertionError("a parameter used after the first iteration was accepted")

model = DDP(Branchy(), static_graph=True)
model(X[rows(rank)], True).sum().backward()
model(X[rows(rank)], False).sum().backward()  # `branch` (indices 4, 5) was used in the first iteration
try:
    model(X[rows(rank)], False)
except RuntimeError as error:
    assert str(error) == (
        "Expected to have finished reduction in the prior iteration before starting a new one. This error indicates "
        "that your training graph has changed in this iteration, e.g., one parameter is used in first iteration, but "
        "then got unused in the second iteration. this is not compatible with static_graph set to True.\n"
        f"Parameter indices which did not receive grad for rank {rank}: 4 5\n In addition, you can set the "
        "environment variable TORCH_DISTRIBUTED_DEBUG to either INFO or DETAIL to print out information about which "
        "particular parameters did not receive gradient on this rank as part of this error"), error
else:
    raise AssertionError("a parameter unused after the first iteration was accepted")
model = DDP(Branchy())
model(X[rows(rank)], True).sum().backward()
for call, message in [(model._set_static_graph, "set_static_graph() should be called before training loop starts "
                                                "and after DistributedDataParallel is constructed.")]:
    try:
        call()
    except RuntimeError as error:
        assert str(error) == message, error
    else:
        raise AssertionError(f"no error: {message}")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    model = DDP(Branchy(), static_graph=True)
    model._set_static_graph()
assert [str(w.message) for w in caught] == ["You've set static_graph to be True, no need to set it again."], caught



class ReentrantUnused(nn.Module):
    """`a` runs in a reentrant checkpoint: the forward's graph does not reach it (it ran without autograd)."""

    def __init__(self):
        super().__init__()
        torch.manual_seed(2)
        self.a = nn.Linear(3, 3).double()
        self.b = nn.Linear(3, 3).double()

    def forward(self, x):
        return self.b(checkpoint(self.a, x, use_reentrant=True))


# find_unused_parameters without a static graph takes `a` for unused; its hooks then come from the reentrant
# backward, after every bucket has started: PyTorch's error (its text, compared with torch 2.13's)
x = X[rows(rank), :3].detach().requires_grad_(True)
model = DDP(ReentrantUnused(), find_unused_parameters=True)
try:
    model(x).sum().backward()
except RuntimeError as error:
    assert str(error) == (
        "Expected to mark a variable ready only once. This error is caused by one of the following reasons: 1) Use "
        "of a module parameter outside the `forward` function. Please make sure model parameters are not shared "
        "across multiple concurrent forward-backward passes. or try to use _set_static_graph() as a workaround if "
        "this module graph does not change during training loop.2) Reused parameters in multiple reentrant "
        "backward passes. For example, if you use multiple `checkpoint` functions to wrap the same part of your "
        "model, it would result in the same set of parameters been used by different reentrant backward passes "
        "multiple times, and hence marking a variable ready multiple times. DDP does not support such use cases in "
        "default. You can try to use _set_static_graph() as a workaround if your module graph does not change over "
        "iterations.\nParameter at index 1 with name a.bias has been marked as ready twice. This means that "
        "multiple autograd engine  hooks have fired for this particular parameter during this iteration."), error
else:
    raise AssertionError("a parameter taken for unused and then reached by a reentrant backward was accepted")
# with static_graph (and find_unused_parameters, now without effect) it trains as the full batch
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    model = DDP(ReentrantUnused(), find_unused_parameters=True, static_graph=True)
reference = ReentrantUnused()
for step in range(3):
    model.zero_grad()
    reference.zero_grad()
    model(x).sum().backward()
    sum(reference(X[rows(r), :3].detach().requires_grad_(True)).sum() / size for r in range(size)).backward()
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        close(p.grad, q.grad, f"reentrant checkpoint, static_graph, step {step}: gradient of {name}")

dist.barrier()
dist.destroy_process_group()
print(f"rank {rank}: static graph ok", flush=True)
