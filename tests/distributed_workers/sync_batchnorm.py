"""SyncBatchNorm against single-process BatchNorm on the full batch, on every rank: each rank holds a slice of
the batch (equal slices, then uneven ones with an empty slice on rank 0). Outputs, input gradients, weight and bias
gradients (summed over the ranks with all_reduce), running statistics over three training steps (momentum 0.1 and
None), eval mode (no collective at all), affine=False, track_running_stats=False, float32; then a small CNN
converted with convert_sync_batchnorm and wrapped in DistributedDataParallel, trained three SGD steps against the
same CNN with BatchNorm2d on the full batch. Prints "rank N: sync batchnorm ok"; any mismatch raises (nonzero exit)."""
import datetime

import numpy as np

import specgrad as torch
import specgrad.distributed as dist
from specgrad import nn
from specgrad.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("mpi", timeout=datetime.timedelta(seconds=60))
rank, size = dist.get_rank(), dist.get_world_size()
data = np.random.default_rng(0)


def close(got, want, what, rtol=1e-10, atol=1e-12):
    got = got.detach().numpy() if isinstance(got, torch.Tensor) else np.asarray(got)
    want = want.detach().numpy() if isinstance(want, torch.Tensor) else np.asarray(want)
    if got.shape != want.shape or not np.allclose(got, want, rtol=rtol, atol=atol):
        raise AssertionError(f"rank {rank}: {what}:\n{got}\n!=\n{want}")


def summed(tensor):
    """The sum over the ranks of a local gradient (what DDP's average is, times the world size)."""
    total = tensor.detach().clone()
    dist.all_reduce(total)
    return total


def compare(shape, counts, dtype=torch.float64, momentum=0.1, affine=True, steps=3, tol=(1e-10, 1e-12)):
    """Rank r holds counts[r] samples of a batch of sum(counts); SyncBatchNorm on the slices against BatchNorm on
    the whole, for `steps` training steps. The loss is sum(y * G) for a fixed G: the ranks' losses add up to the
    full batch's, so each rank's input gradient is its slice of the full batch's."""
    channels = shape[0]
    reference_cls = {1: nn.BatchNorm1d, 2: nn.BatchNorm1d, 3: nn.BatchNorm2d, 4: nn.BatchNorm3d}[len(shape)]
    reference = reference_cls(channels, momentum=momentum, affine=affine).to(dtype)
    sync = nn.SyncBatchNorm(channels, momentum=momentum, affine=affine).to(dtype)
    if affine:
        with torch.no_grad():
            for module in (reference, sync):
                module.weight.copy_(torch.tensor(np.linspace(0.5, 1.5, channels)))
                module.bias.copy_(torch.tensor(np.linspace(-0.3, 0.4, channels)))
    start = sum(counts[:rank])
    mine = slice(start, start + counts[rank])
    what = f"shape {shape}, counts {counts}, {dtype}, momentum {momentum}, affine {affine}"
    for step in range(steps):
        full = torch.tensor(3 * data.standard_normal((sum(counts),) + shape) + step).to(dtype)
        weights = torch.tensor(data.standard_normal((sum(counts),) + shape)).to(dtype)
        x_full = full.clone().requires_grad_()
        y_full = reference(x_full)
        (y_full * weights).sum().backward()
        x = full[mine].clone().requires_grad_()
        y = sync(x)
        assert y.grad_fn is not None and "SyncBatchNorm" in type(y.grad_fn).__name__, y.grad_fn
        (y * weights[mine]).sum().backward()
        close(y, y_full[mine], f"{what} step {step}: output", *tol)
        if counts[rank]:
            close(x.grad, x_full.grad[mine], f"{what} step {step}: input gradient", *tol)
        else:  # an empty slice gets no gradient, as PyTorch's (it still joins the backward's all_reduce)
            assert x.grad is None, x.grad
        if affine:
            for name in ("weight", "bias"):
                grad = getattr(sync, name).grad
                grad = torch.zeros(channels, dtype=dtype) if grad is None else grad
                close(summed(grad), getattr(reference, name).grad, f"{what} step {step}: {name} gradient", *tol)
        close(sync.running_mean, reference.running_mean, f"{what} step {step}: running_mean", *tol)
        close(sync.running_var, reference.running_var, f"{what} step {step}: running_var", *tol)
        assert sync.num_batches_tracked.item() == reference.num_batches_tracked.item() == step + 1
        for module in (reference, sync):
            module.zero_grad()

    # eval mode: the running statistics, which are the same on every rank: no collective at all
    reference.eval()
    sync.eval()
    before = dist.group.WORLD.sequence
    x = torch.tensor(data.standard_normal((sum(counts),) + shape)).to(dtype)
    close(sync(x[mine]), reference(x)[mine], f"{what}: eval output", *tol)
    assert dist.group.WORLD.sequence == before, "eval mode ran a collective"


even = [4] * size
uneven = [0] + [r + 2 for r in range(1, size)]  # rank 0 holds no sample
for shape in [(3,), (3, 5), (2, 3, 4), (2, 2, 3, 2)]:
    compare(shape, even)
compare((3, 5), uneven)
compare((3,), [1] * size)  # one sample per rank: only the whole batch has more than one value per channel
compare((3, 5), even, momentum=None)
compare((2, 3, 4), even, affine=False)
compare((2, 3, 4), uneven, dtype=torch.float32, tol=(1e-4, 1e-5))

# track_running_stats=False: eval mode still normalizes with batch statistics, this rank's own (as PyTorch)
local = nn.SyncBatchNorm(3, track_running_stats=False).double().eval()
x = torch.tensor(data.standard_normal((4, 3, 5)))
before = dist.group.WORLD.sequence
close(local(x), nn.BatchNorm1d(3, track_running_stats=False).double()(x), "track_running_stats=False, eval")
assert dist.group.WORLD.sequence == before
assert local.running_mean is None

# a process group of one rank: plain batch norm, without collectives
solo = [dist.new_group([r]) for r in range(size)][rank]  # every rank makes every group (non-members get none)
alone = nn.SyncBatchNorm(3, process_group=solo).double()
x = torch.tensor(data.standard_normal((4, 3)))
close(alone(x), nn.BatchNorm1d(3).double()(x), "a group of one rank")


# convert_sync_batchnorm on a small CNN, trained with DDP against the BatchNorm CNN on the full batch
class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        torch.manual_seed(0)
        self.features = nn.Sequential(nn.Conv2d(1, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(),
                                      nn.Conv2d(4, 4, 3), nn.BatchNorm2d(4), nn.ReLU())
        self.head = nn.Sequential(nn.Flatten(), nn.Linear(4 * 4 * 4, 8), nn.BatchNorm1d(8), nn.Tanh(),
                                  nn.Linear(8, 3))

    def forward(self, x):
        return self.head(self.features(x))


reference = SmallCNN().double()
converted = nn.SyncBatchNorm.convert_sync_batchnorm(SmallCNN().double())
assert [type(m).__name__ for m in converted.modules()].count("SyncBatchNorm") == 3
assert not any(isinstance(m, (nn.BatchNorm1d, nn.BatchNorm2d)) for m in converted.modules())
assert list(converted.state_dict()) == list(reference.state_dict()), "convert_sync_batchnorm changed the keys"
model = DDP(converted)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
reference_optimizer = torch.optim.SGD(reference.parameters(), lr=0.1)
per_rank = 3
mine = slice(rank * per_rank, (rank + 1) * per_rank)
for step in range(3):
    images = torch.tensor(data.standard_normal((per_rank * size, 1, 6, 6)))
    labels = torch.tensor(data.integers(0, 3, per_rank * size))
    optimizer.zero_grad()
    nn.functional.cross_entropy(model(images[mine]), labels[mine]).backward()
    reference_optimizer.zero_grad()
    nn.functional.cross_entropy(reference(images), labels).backward()
    for (name, p), q in zip(model.module.named_parameters(), reference.parameters()):
        close(p.grad, q.grad, f"DDP + SyncBatchNorm step {step}: gradient of {name}")
    optimizer.step()
    reference_optimizer.step()
for (name, p), q in zip(model.module.state_dict().items(), reference.state_dict().values()):
    close(p, q, f"DDP + SyncBatchNorm after 3 steps: {name}")
model.eval()
reference.eval()
images = torch.tensor(data.standard_normal((per_rank * size, 1, 6, 6)))
with torch.no_grad():
    close(model(images[mine]), reference(images)[mine], "DDP + SyncBatchNorm: eval output")

dist.barrier()
dist.destroy_process_group()
print(f"rank {rank}: sync batchnorm ok", flush=True)
