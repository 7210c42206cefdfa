"""DistributedDataParallel against single-process training on the full batch, on every rank: an
MLP (float64, several bucket sizes, three SGD steps), no_sync, find_unused_parameters, and the digits
CNN of examples/train_digits.py. Prints "ddp ok" on success; any mismatch raises (nonzero exit)."""
import sys
from pathlib import Path

import numpy as np

import specgrad as torch
import specgrad.distributed as dist
from specgrad import nn
from specgrad.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("mpi")
rank, size = dist.get_rank(), dist.get_world_size()
batch = 8 * size
data = np.random.default_rng(0)
X = torch.tensor(data.standard_normal((batch, 5)))
Y = torch.tensor(data.standard_normal((batch, 3)))
mine = slice(rank * 8, (rank + 1) * 8)


def mlp(seed):
    torch.manual_seed(seed)
    model = nn.Sequential(nn.Linear(5, 16), nn.Tanh(), nn.Linear(16, 16), nn.Tanh(), nn.Linear(16, 3)).double()
    model.register_buffer("scale", torch.tensor([1.0 + seed], dtype=torch.float64))
    return model


def close(a, b, what):
    a = a.numpy() if isinstance(a, torch.Tensor) else a
    b = b.numpy() if isinstance(b, torch.Tensor) else b
    if not np.allclose(a, b, rtol=1e-10, atol=1e-12):
        raise AssertionError(f"rank {rank}: {what}: {a} != {b}")


def loss_of(model, x, y):
    return ((model(x) - y) ** 2).mean()


for bucket_cap_mb in (25, 0.0003):  # one bucket; one bucket per parameter or so
    reference = mlp(0)
    model = DDP(mlp(rank), bucket_cap_mb=bucket_cap_mb)  # ranks start different: DDP copies rank 0's
    assert list(model.state_dict()) == ["module." + k for k in reference.state_dict()], list(model.state_dict())
    for (name, p), q in zip(model.module.state_dict().items(), reference.state_dict().values()):
        close(p, q, f"{name} after construction (broadcast from rank 0)")
    # as PyTorch's: without find_unused_parameters, one bucket until the first backward has shown the order of
    # the gradients
    assert model._bucket_indices == [list(range(len(list(reference.parameters()))))], model._bucket_indices
    if bucket_cap_mb < 1:
        first = next(model.module.parameters())  # the last gradient backward produces
        started = []
        first.register_hook(lambda grad: started.append(model._next_bucket))

    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    reference_optimizer = torch.optim.SGD(reference.parameters(), lr=0.1)
    for step in range(3):
        optimizer.zero_grad()
        loss_of(model, X[mine], Y[mine]).backward()
        reference_optimizer.zero_grad()
        loss_of(reference, X, Y).backward()
        for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
            close(p.grad, q.grad, f"bucket_cap_mb={bucket_cap_mb} step {step}: gradient of {name}")
        optimizer.step()
        reference_optimizer.step()
    if bucket_cap_mb < 1:
        # rebuilt buckets (from the second step): the early buckets' all-reduces were started while backward still
        # had the first layer to do
        assert len(model._bucket_indices) > 2, model._bucket_indices
        assert started[0] == 0 and len(started) == 3 and all(s >= 1 for s in started[1:]), started

# no_sync: two micro-batches, the first only accumulated locally
reference, model = mlp(0), DDP(mlp(0), bucket_cap_mb=0.0003)
local = mlp(0)
micro = [slice(rank * 8, rank * 8 + 4), slice(rank * 8 + 4, rank * 8 + 8)]
with model.no_sync():
    loss_of(model, X[micro[0]], Y[micro[0]]).backward()
loss_of(local, X[micro[0]], Y[micro[0]]).backward()
for p, q in zip(model.parameters(), local.parameters()):
    close(p.grad, q.grad, "gradient inside no_sync (local)")
loss_of(model, X[micro[1]], Y[micro[1]]).backward()
full = [np.concatenate([np.arange(r * 8 + k * 4, r * 8 + k * 4 + 4) for r in range(size)]) for k in range(2)]
for k in range(2):
    loss_of(reference, X[torch.tensor(full[k])], Y[torch.tensor(full[k])]).backward()
for p, q in zip(model.parameters(), reference.parameters()):
    close(p.grad, q.grad, "gradient accumulated over no_sync")


# find_unused_parameters: `branch` is used on rank 0 only, `never` on no rank
class Branchy(nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.trunk = nn.Linear(5, 3).double()
        self.branch = nn.Linear(5, 3).double()
        self.never = nn.Linear(5, 3).double()

    def forward(self, x, use_branch):
        out = self.trunk(x)
        return out + self.branch(x) if use_branch else out


model = DDP(Branchy(), find_unused_parameters=True)
reference = Branchy()
for step in range(2):
    model.zero_grad()
    ((model(X[mine], rank == 0) - Y[mine]) ** 2).mean().backward()
    reference.zero_grad()
    total = sum(((reference(X[r * 8:(r + 1) * 8], r == 0) - Y[r * 8:(r + 1) * 8]) ** 2).mean() for r in range(size))
    (total / size).backward()
    for name, p in model.module.named_parameters():
        q = dict(reference.named_parameters())[name]
        if name.startswith("never"):
            assert p.grad is None, f"{name}: a parameter no rank used keeps grad None"
        else:
            close(p.grad, q.grad, f"find_unused_parameters step {step}: gradient of {name}")

# without find_unused_parameters, an unused parameter stops the next iteration with PyTorch's error
model = DDP(Branchy())
((model(X[mine], True) - Y[mine]) ** 2).mean().backward()  # `never` gets no gradient
try:
    model(X[mine], True)
except RuntimeError as error:
    assert "Expected to have finished reduction in the prior iteration" in str(error), error
else:
    raise AssertionError("no error for an unused parameter")

# the digits CNN (eval mode: BatchNorm's running statistics and no dropout make a rank's gradient the
# mean of its samples', which DDP averages into the full batch's; in train mode the batch statistics
# of 8 images differ from those of the whole batch, in PyTorch as here)
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "examples"))
from train_digits import DigitsCNN  # noqa: E402

images = torch.tensor(data.standard_normal((batch, 1, 8, 8)).astype(np.float32))
labels = torch.tensor(data.integers(0, 10, batch))
torch.manual_seed(0)
reference = DigitsCNN().eval()
torch.manual_seed(rank)
model = DDP(DigitsCNN().eval())
torch.nn.functional.cross_entropy(model(images[mine]), labels[mine]).backward()
torch.nn.functional.cross_entropy(reference(images), labels).backward()
for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
    if not np.allclose(p.grad.numpy(), q.grad.numpy(), rtol=1e-4, atol=1e-6):
        raise AssertionError(f"rank {rank}: digits CNN gradient of {name} differs from the full batch's")

# broadcast_buffers: every forward starts from rank 0's buffers (BatchNorm's running statistics)
with torch.no_grad():
    model.module.features[1].running_mean.fill_(float(rank))
    model.module.features[1].num_batches_tracked.fill_(rank + 5)
model(images[mine])
assert model.module.features[1].running_mean.tolist() == [0.0] * 32, "buffers not broadcast from rank 0"
assert model.module.features[1].num_batches_tracked.item() == 5

dist.destroy_process_group()
print(f"rank {rank}: ddp ok", flush=True)
