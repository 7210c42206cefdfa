"""The tensor collectives of torch.distributed on MPI's non-blocking operations.

Each one works in place on the tensor's NumPy array, as PyTorch's work on the tensor's storage:
autograd does not see them (no version bump, allowed on leaves that require grad), and a
contiguous tensor travels without a copy. The blocking MPI call runs on the group's communication
thread (comm_thread.py); with async_op=True they return a Work whose wait() completes them,
otherwise they wait (against the group's timeout) before returning. send/recv/isend/irecv use
MPI's non-blocking point-to-point requests directly, so that pairs of them cannot deadlock.
"""
import numpy as np

from specgrad.distributed import debug_checks
from specgrad.distributed._mpi import mpi
from specgrad.distributed.process_group import resolve
from specgrad.distributed.reduce_op import RedOpType, ReduceOp, mpi_op
from specgrad.distributed.work import Work
from specgrad.tensor import Tensor


def _is_tensor(value) -> bool:
    return isinstance(value, Tensor)


def _array(tensor, collective, argument="tensor"):
    """The tensor's NumPy array, checked: what MPI reads and writes."""
    if not _is_tensor(tensor):
        raise TypeError(f"Invalid function argument. Expected parameter `{argument}` of type torch.Tensor\n"
                        f"             but got {type(tensor)} instead.")
    if type(tensor._data) is not np.ndarray:
        raise RuntimeError(f"{collective}: specgrad's MPI backend sends CPU tensors only, got one on "
                           f"{tensor.device}: move it with .cpu() first")
    return tensor._data


def _tensor_list(tensors, collective, argument):
    if not isinstance(tensors, (list, tuple)) or not all(_is_tensor(t) for t in tensors):
        raise TypeError(f"Invalid function argument. Expected parameter `{argument}` of type List[torch.Tensor]\n"
                        f"             but got {type(tensors)} instead.")
    return [_array(t, collective, argument) for t in tensors]


def _buffer(array):
    """(contiguous buffer, copy_back): the array itself where MPI can use its memory, else a copy
    that copy_back() writes into the array once the operation completed."""
    if array.flags.c_contiguous and array.flags.writeable:
        return array, lambda: None
    buffer = np.ascontiguousarray(array)

    def copy_back():
        array[...] = buffer
    return buffer, copy_back


def _average(array, size):
    if array.dtype.kind in "fc":
        array /= size
    else:  # integers: truncated, as NCCL's AVG
        array[...] = (array / size).astype(array.dtype)


def _run(group, collective, check, start, finish=None, async_op=False, outputs=None):
    """Enter the collective on `group`, check fingerprints under TORCH_DISTRIBUTED_DEBUG=DETAIL,
    queue `start` (its blocking MPI call) on the group's thread, and wait for it unless async_op.
    outputs: what the Work's future holds once done (PyTorch's: the tensors written), by default `check`."""
    sequence = group.enter()
    if group.debug_detail:
        debug_checks.check(group, sequence, collective, check)
    work = Work(group, collective, sequence, job=group.thread.submit(start), finish=finish,
                outputs=check if outputs is None else outputs)
    if async_op:
        return work
    work.wait()
    return None


def _root(group, global_rank, group_rank, collective, argument, default=0):
    """The group rank of a root given as a global rank (src/dst) or as a group rank (group_src/group_dst)."""
    if global_rank is not None and group_rank is not None:
        raise ValueError(f"{collective}: give {argument} or group_{argument}, not both")
    if group_rank is not None:
        if not isinstance(group_rank, int) or not 0 <= group_rank < group.size():
            raise ValueError(f"{collective}: group_{argument}={group_rank!r} is not a rank of the group "
                             f"(0 to {group.size() - 1})")
        return group_rank
    return group.group_rank(default if global_rank is None else global_rank, argument, collective)


def all_reduce(tensor, op=ReduceOp.SUM, group=None, async_op=False):
    """Reduce `tensor` over the group's ranks; every rank gets the result in `tensor`."""
    array = _array(tensor, "all_reduce")
    group = resolve(group, "all_reduce")
    if group is None:
        return None
    mpi_operation = mpi_op(op, "all_reduce")
    buffer, copy_back = _buffer(array)
    MPI = mpi()

    def finish():
        copy_back()
        if op is RedOpType.AVG:
            _average(array, group.size())
    return _run(group, "all_reduce", [tensor],
                lambda: group.comm.Allreduce(MPI.IN_PLACE, buffer, op=mpi_operation), finish, async_op)


def broadcast(tensor, src=None, group=None, async_op=False, group_src=None):
    """Copy `tensor` of rank src into `tensor` on every rank."""
    array = _array(tensor, "broadcast")
    group = resolve(group, "broadcast")
    if group is None:
        return None
    root = _root(group, src, group_src, "broadcast", "src")
    buffer, copy_back = _buffer(array)
    return _run(group, "broadcast", [tensor], lambda: group.comm.Bcast(buffer, root=root), copy_back, async_op)


def reduce(tensor, dst=None, op=ReduceOp.SUM, group=None, async_op=False, group_dst=None):
    """Reduce `tensor` over the ranks into `tensor` of rank dst (the others' tensors are left as they are)."""
    array = _array(tensor, "reduce")
    group = resolve(group, "reduce")
    if group is None:
        return None
    mpi_operation = mpi_op(op, "reduce")
    root = _root(group, dst, group_dst, "reduce", "dst")
    MPI = mpi()
    if group.rank() == root:
        buffer, copy_back = _buffer(array)

        def finish():
            copy_back()
            if op is RedOpType.AVG:
                _average(array, group.size())
        return _run(group, "reduce", [tensor], lambda: group.comm.Reduce(MPI.IN_PLACE, buffer, op=mpi_operation,
                                                                        root=root), finish, async_op)
    buffer = np.ascontiguousarray(array)
    return _run(group, "reduce", [tensor],
                lambda: group.comm.Reduce(buffer, None, op=mpi_operation, root=root), None, async_op)


def _check_same(array, outputs, collective, argument):
    for i, out in enumerate(outputs):
        if out.shape != array.shape or out.dtype != array.dtype:
            raise ValueError(f"{collective}: {argument}[{i}] has shape {list(out.shape)} and dtype {out.dtype}; "
                             f"it must match the input tensor's shape {list(array.shape)} and dtype {array.dtype}")


def _check_count(outputs, group, collective, argument):
    if len(outputs) != group.size():
        raise ValueError(f"{collective}: {argument} must hold one tensor per rank of the group "
                         f"({group.size()}), got {len(outputs)}")


def all_gather(tensor_list, tensor, group=None, async_op=False):
    """tensor_list[i] = rank i's `tensor`, on every rank."""
    outputs = _tensor_list(tensor_list, "all_gather", "tensor_list")
    array = _array(tensor, "all_gather")
    group = resolve(group, "all_gather")
    if group is None:
        return None
    _check_count(outputs, group, "all_gather", "tensor_list")
    _check_same(array, outputs, "all_gather", "tensor_list")
    sent = np.ascontiguousarray(array)
    received = np.empty((group.size(),) + array.shape, dtype=array.dtype)

    def finish():
        for out, row in zip(outputs, received):
            out[...] = row
    return _run(group, "all_gather", [tensor], lambda: group.comm.Allgather(sent, received), finish, async_op,
                outputs=[list(tensor_list)])


def all_gather_into_tensor(output_tensor, input_tensor, group=None, async_op=False):
    """The ranks' input tensors, concatenated (output of shape [size * n, ...]) or stacked ([size, n, ...])."""
    output = _array(output_tensor, "all_gather_into_tensor", "output_tensor")
    array = _array(input_tensor, "all_gather_into_tensor", "input_tensor")
    group = resolve(group, "all_gather_into_tensor")
    if group is None:
        return None
    if output.size != group.size() * array.size or output.dtype != array.dtype:
        raise ValueError(f"all_gather_into_tensor: output_tensor must have world_size ({group.size()}) times the "
                         f"input's {array.size} elements and its dtype {array.dtype}, got {output.size} elements "
                         f"of {output.dtype}")
    sent = np.ascontiguousarray(array)
    buffer, copy_back = _buffer(output)
    return _run(group, "all_gather_into_tensor", [input_tensor],
                lambda: group.comm.Allgather(sent, buffer), copy_back, async_op, outputs=[output_tensor])


def reduce_scatter_tensor(output, input, op=ReduceOp.SUM, group=None, async_op=False):
    """Reduce the ranks' inputs, then rank i keeps the i-th of world_size equal chunks in `output`."""
    out = _array(output, "reduce_scatter_tensor", "output")
    array = _array(input, "reduce_scatter_tensor", "input")
    group = resolve(group, "reduce_scatter_tensor")
    if group is None:
        return None
    mpi_operation = mpi_op(op, "reduce_scatter_tensor")
    if array.size != group.size() * out.size or out.dtype != array.dtype:
        raise ValueError(f"reduce_scatter_tensor: input must have world_size ({group.size()}) times the output's "
                         f"{out.size} elements and its dtype {out.dtype}, got {array.size} elements of {array.dtype}")
    sent = np.ascontiguousarray(array)
    buffer, copy_back = _buffer(out)

    def finish():
        copy_back()
        if op is RedOpType.AVG:
            _average(out, group.size())
    return _run(group, "reduce_scatter_tensor", [input],
                lambda: group.comm.Reduce_scatter_block(sent, buffer, op=mpi_operation), finish, async_op,
                outputs=[output])


def gather(tensor, gather_list=None, dst=None, group=None, async_op=False, group_dst=None):
    """gather_list[i] = rank i's `tensor`, on rank dst only (the other ranks pass no gather_list)."""
    array = _array(tensor, "gather")
    group = resolve(group, "gather")
    if group is None:
        return None
    root = _root(group, dst, group_dst, "gather", "dst")
    sent = np.ascontiguousarray(array)
    if group.rank() != root:
        if gather_list:
            raise ValueError("Argument ``gather_list`` must NOT be specified on non-destination ranks.")
        return _run(group, "gather", [tensor], lambda: group.comm.Gather(sent, None, root=root), None, async_op)
    if gather_list is None:
        raise ValueError("Argument ``gather_list`` must be specified on destination rank.")
    outputs = _tensor_list(gather_list, "gather", "gather_list")
    _check_count(outputs, group, "gather", "gather_list")
    _check_same(array, outputs, "gather", "gather_list")
    received = np.empty((group.size(),) + array.shape, dtype=array.dtype)

    def finish():
        for out, row in zip(outputs, received):
            out[...] = row
    return _run(group, "gather", [tensor], lambda: group.comm.Gather(sent, received, root=root), finish, async_op)


def scatter(tensor, scatter_list=None, src=None, group=None, async_op=False, group_src=None):
    """`tensor` = scatter_list[i] of rank src, on rank i (the other ranks pass no scatter_list)."""
    array = _array(tensor, "scatter")
    group = resolve(group, "scatter")
    if group is None:
        return None
    root = _root(group, src, group_src, "scatter", "src")
    buffer, copy_back = _buffer(array)
    if group.rank() != root:
        if scatter_list:
            raise ValueError("Argument ``scatter_list`` must NOT be specified on non-source ranks.")
        return _run(group, "scatter", [tensor], lambda: group.comm.Scatter(None, buffer, root=root),
                    copy_back, async_op)
    if scatter_list is None:
        raise ValueError("Argument ``scatter_list`` must be specified on source rank.")
    inputs = _tensor_list(scatter_list, "scatter", "scatter_list")
    _check_count(inputs, group, "scatter", "scatter_list")
    _check_same(array, inputs, "scatter", "scatter_list")
    sent = np.stack(inputs) if inputs else np.empty((0,) + array.shape, array.dtype)
    return _run(group, "scatter", [tensor], lambda: group.comm.Scatter(sent, buffer, root=root),
                copy_back, async_op)


def _splits(sizes, rows, group, argument):
    if sizes is None or len(sizes) == 0:
        if rows % group.size():
            raise ValueError(f"all_to_all_single: without {argument}, dim 0 ({rows}) must divide evenly among the "
                             f"{group.size()} ranks")
        return [rows // group.size()] * group.size()
    sizes = [int(s) for s in sizes]
    if len(sizes) != group.size() or sum(sizes) != rows or min(sizes) < 0:
        raise ValueError(f"all_to_all_single: {argument} {sizes} must give one non-negative size per rank "
                         f"({group.size()}) summing to dim 0 of its tensor ({rows})")
    return sizes


def all_to_all_single(output, input, output_split_sizes=None, input_split_sizes=None, group=None, async_op=False):
    """Rank i sends the j-th slice (along dim 0) of `input` to rank j, which writes it as the i-th slice of `output`."""
    out = _array(output, "all_to_all_single", "output")
    array = _array(input, "all_to_all_single", "input")
    group = resolve(group, "all_to_all_single")
    if group is None:
        return None
    if out.dtype != array.dtype:
        raise ValueError(f"all_to_all_single: output dtype {out.dtype} differs from input dtype {array.dtype}")
    row = int(np.prod(array.shape[1:], dtype=np.int64)) if array.ndim else 1
    if out.shape[1:] != array.shape[1:]:
        raise ValueError(f"all_to_all_single: output {list(out.shape)} and input {list(array.shape)} must agree "
                         f"beyond dim 0")
    send_counts = [s * row for s in _splits(input_split_sizes, array.shape[0], group, "input_split_sizes")]
    receive_counts = [s * row for s in _splits(output_split_sizes, out.shape[0], group, "output_split_sizes")]
    sent = np.ascontiguousarray(array)
    buffer, copy_back = _buffer(out)
    send_displacements = np.concatenate([[0], np.cumsum(send_counts)[:-1]]).astype(int).tolist()
    receive_displacements = np.concatenate([[0], np.cumsum(receive_counts)[:-1]]).astype(int).tolist()
    from mpi4py.util.dtlib import from_numpy_dtype
    datatype = from_numpy_dtype(array.dtype)

    def start():
        group.comm.Alltoallv([sent, (send_counts, send_displacements), datatype],
                             [buffer, (receive_counts, receive_displacements), datatype])
    return _run(group, "all_to_all_single", [], start, copy_back, async_op)


def barrier(group=None, async_op=False, device_ids=None):
    """Wait until every rank of the group has reached the barrier."""
    group = resolve(group, "barrier")
    if group is None:
        return None
    return _run(group, "barrier", [], lambda: group.comm.Barrier(), None, async_op)


def monitored_barrier(group=None, timeout=None, wait_all_ranks=False):
    """A barrier that, after `timeout` (default the group's), raises an error naming the ranks that did not
    reach it (every barrier here does; wait_all_ranks is accepted: the error names all of them)."""
    group = resolve(group, "monitored_barrier")
    if group is None:
        return None
    work = _run(group, "monitored_barrier", [], lambda: group.comm.Barrier(), None, async_op=True)
    work.wait(timeout)
    return None


# ---------------------------------------------------------------------- point to point

def _peer(group, global_rank, group_rank, collective, argument):
    if global_rank is None and group_rank is None:
        return None
    return _root(group, global_rank, group_rank, collective, argument)


def isend(tensor, dst=None, group=None, tag=0, group_dst=None):
    """Send `tensor` to rank dst; returns a Work."""
    array = _array(tensor, "send")
    group = resolve(group, "send")
    if group is None:
        return None
    peer = _peer(group, dst, group_dst, "send", "dst")
    if peer is None:
        raise ValueError("send: give the destination rank, dst=...")
    if peer == group.rank():
        raise ValueError("Invalid destination rank: should not be the same as the rank of the current process.")
    sent = np.ascontiguousarray(array)
    request = group.comm.Isend(sent, dest=peer, tag=tag)
    return Work(group, f"send to rank {group.ranks[peer]}", None, requests=[request], peers=[group.ranks[peer]])


def irecv(tensor, src=None, group=None, tag=0, group_src=None):
    """Receive into `tensor` from rank src (any rank if None); returns a Work whose result() is the sender."""
    MPI = mpi()
    array = _array(tensor, "recv")
    group = resolve(group, "recv")
    if group is None:
        return None
    peer = _peer(group, src, group_src, "recv", "src")
    if peer is not None and peer == group.rank():
        raise ValueError("Invalid source rank: should not be the same as the rank of the current process.")
    buffer, copy_back = _buffer(array)
    status = MPI.Status()

    def finish():
        copy_back()
        return group.ranks[status.Get_source()]
    source = MPI.ANY_SOURCE if peer is None else peer
    name = "recv from any rank" if peer is None else f"recv from rank {group.ranks[peer]}"
    peers = [r for r in group.ranks if r != group.ranks[group.rank()]] if peer is None else [group.ranks[peer]]
    request = group.comm.Irecv(buffer, source=source, tag=tag)
    return Work(group, name, None, requests=[request], finish=finish, peers=peers, status=status)


def send(tensor, dst=None, group=None, tag=0, group_dst=None):
    work = isend(tensor, dst, group, tag, group_dst)
    if work is not None:
        work.wait()


def recv(tensor, src=None, group=None, tag=0, group_src=None):
    """Receive into `tensor`; returns the sender's global rank."""
    work = irecv(tensor, src, group, tag, group_src)
    if work is None:
        return -1
    return work.result()
