"""DistributedDataParallel's communication hooks against single-process training on the full batch, on every rank:
the default hooks (allreduce_hook, the built-in ALLREDUCE and FP16_COMPRESS, fp16_compress_hook,
fp16_compress_wrapper), a stateful hook of our own that sums rather than averages and records the buckets it was
given, and the errors of a bad hook. Each rank prints "rank N: comm hooks ok" on success; any mismatch raises (nonzero exit)."""
import numpy as np

import specgrad as torch
import specgrad.distributed as dist
from specgrad import nn
from specgrad.distributed.algorithms.ddp_comm_hooks import default_hooks
from specgrad.nn.parallel import DistributedDataParallel as DDP

dist.init_process_group("mpi")
rank, size = dist.get_rank(), dist.get_world_size()
data = np.random.default_rng(0)
X = data.standard_normal((8 * size, 5))
Y = data.standard_normal((8 * size, 3))
mine = slice(rank * 8, (rank + 1) * 8)


def mlp(dtype):
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(5, 16), nn.Tanh(), nn.Linear(16, 3)).to(dtype)


def reference_grads(dtype):
    model = mlp(dtype)
    x, y = torch.tensor(X).to(dtype), torch.tensor(Y).to(dtype)
    ((model(x) - y) ** 2).mean().backward()
    return [p.grad.numpy() for p in model.parameters()]


def ddp_grads(dtype, register, bucket_cap_mb=25):
    """The gradients of the second of two backward passes on the same data: the first has one bucket, the second
    the buckets rebuilt in the order the gradients came."""
    model = DDP(mlp(dtype), bucket_cap_mb=bucket_cap_mb)
    register(model)
    x, y = torch.tensor(X[mine]).to(dtype), torch.tensor(Y[mine]).to(dtype)
    for step in range(2):
        model.zero_grad()
        ((model(x) - y) ** 2).mean().backward()
    return model, [p.grad.numpy() for p in model.parameters()]


def close(got, want, what, rtol=1e-10, atol=1e-12):
    for g, w in zip(got, want):
        if not np.allclose(g, w, rtol=rtol, atol=atol):
            raise AssertionError(f"rank {rank}: {what}: {g} != {w}")


want64 = reference_grads(torch.float64)
for name, register in [("allreduce_hook", lambda m: m.register_comm_hook(None, default_hooks.allreduce_hook)),
                       ("builtin ALLREDUCE", lambda m: m._register_builtin_comm_hook(dist.BuiltinCommHookType.ALLREDUCE))]:
    for cap in (25, 0.0002):  # one bucket; several
        close(ddp_grads(torch.float64, register, cap)[1], want64, f"{name}, bucket_cap_mb={cap}")

want32 = reference_grads(torch.float32)
for name, register in [
        ("fp16_compress_hook", lambda m: m.register_comm_hook(None, default_hooks.fp16_compress_hook)),
        ("builtin FP16_COMPRESS", lambda m: m._register_builtin_comm_hook(dist.BuiltinCommHookType.FP16_COMPRESS)),
        ("fp16_compress_wrapper", lambda m: m.register_comm_hook(
            None, default_hooks.fp16_compress_wrapper(default_hooks.allreduce_hook)))]:
    _, got = ddp_grads(torch.float32, register, 0.0002)
    close(got, want32, name, rtol=1e-2, atol=1e-3)
    for g in got:  # the averages went over the wire as float16: every value is one
        assert g.dtype == np.float32 and np.array_equal(g.astype(np.float16).astype(np.float32), g), (name, g)


class Recorder:
    """A stateful hook's state: the buckets seen."""
    def __init__(self):
        self.buckets = []


def summing_hook(state, bucket):
    """The sum over the ranks, not the average: every gradient comes back `size` times the reference's."""
    params = bucket.parameters()
    assert [tuple(g.shape) for g in bucket.gradients()] == [tuple(p.shape) for p in params]
    state.buckets.append((bucket.index(), bucket.is_last(), len(params), bucket.buffer().numel()))
    return dist.all_reduce(bucket.buffer(), async_op=True).get_future()


state = Recorder()
model, got = ddp_grads(torch.float64, lambda m: m.register_comm_hook(state, summing_hook), 0.0002)
close(got, [size * w for w in want64], "a summing hook")
indices = [b[0] for b in state.buckets]
assert len(model._bucket_indices) > 1 and indices == [0] + list(range(len(model._bucket_indices))), state.buckets
assert [b[1] for b in state.buckets] == [True] + [False] * (len(indices) - 2) + [True], state.buckets
assert sum(b[3] for b in state.buckets) == 2 * sum(p.numel() for p in model.parameters()), state.buckets

try:
    model.register_comm_hook(None, default_hooks.allreduce_hook)
except RuntimeError as error:
    assert "can only be called once" in str(error), error
else:
    raise AssertionError("a second register_comm_hook was accepted")


def wrong_size_hook(state, bucket):
    return dist.all_reduce(bucket.buffer()[:1].clone(), async_op=True).get_future()


try:
    ddp_grads(torch.float64, lambda m: m.register_comm_hook(None, wrong_size_hook))
except RuntimeError as error:
    assert "must hold a tensor of the bucket's" in str(error), error
else:
    raise AssertionError("a hook's result of the wrong size was accepted")

dist.barrier()
dist.destroy_process_group()
print(f"rank {rank}: comm hooks ok", flush=True)
