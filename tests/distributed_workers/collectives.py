"""Every collective against the NumPy result, on however many ranks mpiexec started (2 or 4).
Each rank's data is a known function of its rank, so each rank computes the expected result itself.
Prints "collectives ok: N checks" on success; any mismatch raises (nonzero exit)."""
import datetime

import numpy as np

import specgrad as torch
import specgrad.distributed as dist

dist.init_process_group("mpi", timeout=datetime.timedelta(seconds=60))
rank, size = dist.get_rank(), dist.get_world_size()
checks = 0


def check(actual, expected, what):
    global checks
    actual = actual.numpy() if isinstance(actual, torch.Tensor) else np.asarray(actual)
    expected = np.asarray(expected)
    if actual.shape != expected.shape or actual.dtype != expected.dtype or not np.allclose(actual, expected):
        raise AssertionError(f"rank {rank}: {what}: got {actual!r} ({actual.dtype}), expected {expected!r} "
                             f"({expected.dtype})")
    checks += 1


def data(r, dtype=np.float32, shape=(3, 4)):
    """Rank r's tensor: distinct per rank and per element."""
    return (np.arange(np.prod(shape)).reshape(shape) + 10 * r + 1).astype(dtype)


everyone = np.stack([data(r) for r in range(size)])

# all_reduce: every op, float and integer, sync and async, contiguous and not
for op, reduce in ((dist.ReduceOp.SUM, np.sum), (dist.ReduceOp.PRODUCT, np.prod), (dist.ReduceOp.MIN, np.min),
                   (dist.ReduceOp.MAX, np.max), (dist.ReduceOp.AVG, np.mean)):
    for dtype in (np.float32, np.float64):
        t = torch.tensor(data(rank, dtype))
        array_before = t._data
        assert dist.all_reduce(t, op=op) is None
        assert t._data is array_before, "all_reduce must write into the tensor's own array"
        check(t, reduce(np.stack([data(r, dtype) for r in range(size)]), axis=0).astype(dtype), f"all_reduce {op}")
t = torch.tensor(data(rank, np.int64))
dist.all_reduce(t)
check(t, np.stack([data(r, np.int64) for r in range(size)]).sum(0), "all_reduce int64")
for op, reduce in ((dist.ReduceOp.BAND, np.bitwise_and), (dist.ReduceOp.BOR, np.bitwise_or),
                   (dist.ReduceOp.BXOR, np.bitwise_xor)):
    t = torch.tensor(data(rank, np.int64) * 7)
    dist.all_reduce(t, op=op)
    check(t, reduce.reduce(np.stack([data(r, np.int64) * 7 for r in range(size)]), axis=0), f"all_reduce {op}")
t = torch.tensor(data(rank))
work = dist.all_reduce(t, async_op=True)
work.wait()
assert work.is_completed()
check(t, everyone.sum(0), "all_reduce async_op")
base = torch.tensor(data(rank, shape=(4, 6)))
view = base[:, ::2]  # not contiguous: reduced through a copy, written back into base
assert not view.is_contiguous()
dist.all_reduce(view)
expected = np.stack([data(r, shape=(4, 6)) for r in range(size)])
check(base[:, ::2], expected.sum(0)[:, ::2], "all_reduce of a strided view")
check(base[:, 1::2], data(rank, shape=(4, 6))[:, 1::2], "all_reduce leaves the rest of the base")
leaf = torch.tensor(data(rank), requires_grad=True)  # as PyTorch: works on the data, autograd does not see it
version = leaf._version
dist.all_reduce(leaf)
check(leaf.detach(), everyone.sum(0), "all_reduce of a leaf that requires grad")
assert leaf.requires_grad and leaf.is_leaf and leaf._version == version

# broadcast from every source
for src in range(size):
    t = torch.tensor(data(rank))
    dist.broadcast(t, src=src)
    check(t, data(src), f"broadcast src={src}")
t = torch.tensor(data(rank))
dist.broadcast(t, src=size - 1, async_op=True).wait()
check(t, data(size - 1), "broadcast async_op")

# reduce to the last rank
t = torch.tensor(data(rank))
dist.reduce(t, dst=size - 1, op=dist.ReduceOp.MAX)
check(t, everyone.max(0) if rank == size - 1 else data(rank), "reduce MAX")

# all_gather, all_gather_into_tensor (concatenated and stacked)
outputs = [torch.zeros(3, 4) for _ in range(size)]
dist.all_gather(outputs, torch.tensor(data(rank)))
for r in range(size):
    check(outputs[r], data(r), f"all_gather[{r}]")
out = torch.zeros(size * 3, 4)
dist.all_gather_into_tensor(out, torch.tensor(data(rank)))
check(out, everyone.reshape(size * 3, 4), "all_gather_into_tensor")
out = torch.zeros(size, 3, 4)
dist.all_gather_into_tensor(out, torch.tensor(data(rank)), async_op=True).wait()
check(out, everyone, "all_gather_into_tensor stacked, async")

# reduce_scatter_tensor: rank i keeps chunk i of the sum
inputs = np.stack([data(r, shape=(size * 2, 3)) for r in range(size)])
out = torch.zeros(2, 3)
source = torch.tensor(data(rank, shape=(size * 2, 3)))
dist.reduce_scatter_tensor(out, source)
check(out, inputs.sum(0)[2 * rank:2 * rank + 2], "reduce_scatter_tensor")
check(source, data(rank, shape=(size * 2, 3)), "reduce_scatter_tensor leaves its input")
dist.reduce_scatter_tensor(out, source, op=dist.ReduceOp.AVG)
check(out, inputs.mean(0)[2 * rank:2 * rank + 2], "reduce_scatter_tensor AVG")

# gather and scatter
gathered = [torch.zeros(3, 4) for _ in range(size)] if rank == 0 else None
dist.gather(torch.tensor(data(rank)), gathered, dst=0)
if rank == 0:
    for r in range(size):
        check(gathered[r], data(r), f"gather[{r}]")
t = torch.zeros(3, 4)
pieces = [torch.tensor(data(100 + r)) for r in range(size)] if rank == size - 1 else None
dist.scatter(t, pieces, src=size - 1)
check(t, data(100 + rank), "scatter")

# all_to_all_single: even, then uneven splits (rank i sends i + 1 rows to everyone)
send = torch.tensor(data(rank, shape=(size * 2, 3)))
received = torch.zeros(size * 2, 3)
dist.all_to_all_single(received, send)
check(received, np.concatenate([data(r, shape=(size * 2, 3))[2 * rank:2 * rank + 2] for r in range(size)]),
      "all_to_all_single")
rows = rank + 1
send = torch.tensor((np.repeat(data(rank, shape=(1, 2)), size * rows, axis=0)
                     + np.arange(size * rows)[:, None]).astype(np.float32))
received = torch.zeros(sum(r + 1 for r in range(size)), 2)
dist.all_to_all_single(received, send, output_split_sizes=[r + 1 for r in range(size)],
                       input_split_sizes=[rows] * size)
expected = np.concatenate([(np.repeat(data(r, shape=(1, 2)), size * (r + 1), axis=0)
                            + np.arange(size * (r + 1))[:, None])[rank * (r + 1):(rank + 1) * (r + 1)]
                           for r in range(size)]).astype(np.float32)
check(received, expected, "all_to_all_single with split sizes")

# send/recv around a ring, isend/irecv, recv from any source
right, left = (rank + 1) % size, (rank - 1) % size
t = torch.zeros(3, 4)
if rank % 2 == 0:
    dist.send(torch.tensor(data(rank)), dst=right)
    assert dist.recv(t, src=left) == left
else:
    assert dist.recv(t, src=left) == left
    dist.send(torch.tensor(data(rank)), dst=right)
check(t, data(left), "send/recv")
sending = dist.isend(torch.tensor(data(rank)), dst=right, tag=5)
receiving = dist.irecv(t, tag=5)
sending.wait()
assert receiving.result() == left
check(t, data(left), "isend/irecv from any source")

# objects (pickled)
objects = [None] * size
dist.all_gather_object(objects, {"rank": rank, "name": "r" * rank})
assert objects == [{"rank": r, "name": "r" * r} for r in range(size)], objects
listed = [rank, "x" * rank, None]
dist.broadcast_object_list(listed, src=1)
assert listed == [1, "x", None], listed
gathered = [None] * size if rank == size - 1 else None
dist.gather_object(("r", rank, [rank] * rank), gathered, dst=size - 1)
if rank == size - 1:
    assert gathered == [("r", r, [r] * r) for r in range(size)], gathered
mine = [None]
dist.scatter_object_list(mine, [{"to": r, "pad": "x" * r} for r in range(size)] if rank == 0 else None, src=0)
assert mine == [{"to": rank, "pad": "x" * rank}], mine
checks += 4

# a subgroup of the even ranks: collectives take global ranks for src
evens = dist.new_group([r for r in range(size) if r % 2 == 0])
if rank % 2 == 0:
    assert dist.get_world_size(evens) == len(range(0, size, 2)) and dist.get_rank(evens) == rank // 2
    t = torch.tensor(data(rank))
    dist.all_reduce(t, group=evens)
    check(t, sum(data(r) for r in range(0, size, 2)), "all_reduce on new_group")
    last_even = max(range(0, size, 2))
    t = torch.tensor(data(rank))
    dist.broadcast(t, src=last_even, group=evens)
    check(t, data(last_even), "broadcast on new_group (global src)")
else:
    assert evens is dist.GroupMember.NON_GROUP_MEMBER and dist.get_rank(evens) == -1

# bad calls: PyTorch's error classes
for call, error in ((lambda: dist.all_reduce([1, 2]), TypeError),
                    (lambda: dist.all_reduce(torch.ones(2), op="sum"), TypeError),
                    (lambda: dist.broadcast(torch.ones(2), src=size), ValueError),
                    (lambda: dist.all_gather([torch.zeros(2)], torch.ones(2)), ValueError),
                    (lambda: dist.init_process_group("mpi"), ValueError)):
    try:
        call()
    except error:
        checks += 1
    else:
        raise AssertionError(f"rank {rank}: no {error.__name__}")

dist.barrier()
dist.monitored_barrier()
dist.destroy_process_group()
assert not dist.is_initialized()
print(f"rank {rank}: collectives ok: {checks} checks", flush=True)
