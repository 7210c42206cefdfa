"""Collectives on picklable Python objects: all_gather_object, gather_object, broadcast_object_list,
scatter_object_list.

They pickle, so they are for trusted peers only: unpickling data from a rank runs whatever code
that rank's data names (the same holds for PyTorch's)."""
import pickle

import numpy as np

from specgrad.distributed._mpi import mpi
from specgrad.distributed.process_group import resolve
from specgrad.distributed.work import Work


def _call(group, collective, sequence, run):
    """Run a blocking MPI call on the group's thread and wait for it (against the group's timeout)."""
    Work(group, collective, sequence, job=group.thread.submit(run)).wait()


def _gather_bytes(group, collective, payload) -> list:
    """Every rank's payload (bytes), on every rank, in two waits bounded by the group's timeout."""
    MPI = mpi()
    sequence = group.enter()
    sizes = np.zeros(group.size(), dtype=np.int64)
    length = np.array([len(payload)], np.int64)
    _call(group, collective, sequence, lambda: group.comm.Allgather([length, MPI.INT64_T], [sizes, MPI.INT64_T]))
    sequence = group.enter()
    sent = np.frombuffer(payload, dtype=np.uint8)
    received = np.empty(int(sizes.sum()), dtype=np.uint8)
    displacements = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(int).tolist()
    _call(group, collective, sequence,
          lambda: group.comm.Allgatherv([sent, MPI.BYTE], [received, (sizes.tolist(), displacements), MPI.BYTE]))
    return [received[start:start + size].tobytes() for start, size in zip(displacements, sizes.tolist())]


def all_gather_object(object_list, obj, group=None):
    """object_list[i] = rank i's `obj` (pickled: trusted peers only)."""
    group = resolve(group, "all_gather_object")
    if group is None:
        return None
    if not isinstance(object_list, list) or len(object_list) != group.size():
        raise ValueError(f"all_gather_object: object_list must be a list of world_size ({group.size()}) entries "
                         f"to fill, e.g. [None] * dist.get_world_size()")
    for i, payload in enumerate(_gather_bytes(group, "all_gather_object", pickle.dumps(obj))):
        object_list[i] = pickle.loads(payload)
    return None


def broadcast_object_list(object_list, src=None, group=None, device=None, group_src=None):
    """Replace the entries of object_list on every rank by those of rank src (pickled: trusted peers only);
    every rank passes a list of the same length."""
    from specgrad.distributed.collectives import _root
    MPI = mpi()
    group = resolve(group, "broadcast_object_list")
    if group is None:
        return None
    if not isinstance(object_list, list):
        raise TypeError(f"broadcast_object_list: object_list must be a list, got {type(object_list).__name__}")
    root = _root(group, src, group_src, "broadcast_object_list", "src")
    is_root = group.rank() == root
    payloads = [pickle.dumps(o) for o in object_list] if is_root else []
    sizes = np.array([len(p) for p in payloads] if is_root else [0] * len(object_list), dtype=np.int64)
    # the lengths first: every rank must pass a list as long as the source's
    count = np.array([len(object_list)], dtype=np.int64)
    _call(group, "broadcast_object_list", group.enter(), lambda: group.comm.Bcast([count, MPI.INT64_T], root=root))
    if int(count[0]) != len(object_list):
        raise ValueError(f"broadcast_object_list: rank {group.ranks[root]} broadcasts {int(count[0])} objects but this "
                         f"rank's object_list has {len(object_list)} entries: pass lists of the same length")
    _call(group, "broadcast_object_list", group.enter(), lambda: group.comm.Bcast([sizes, MPI.INT64_T], root=root))
    data = np.frombuffer(b"".join(payloads), dtype=np.uint8).copy() if is_root else \
        np.empty(int(sizes.sum()), dtype=np.uint8)
    _call(group, "broadcast_object_list", group.enter(), lambda: group.comm.Bcast([data, MPI.BYTE], root=root))
    if not is_root:
        start = 0
        for i, size in enumerate(sizes.tolist()):
            object_list[i] = pickle.loads(data[start:start + size].tobytes())
            start += size
    return None


def gather_object(obj, object_gather_list=None, dst=None, group=None, group_dst=None):
    """object_gather_list[i] = rank i's `obj` on rank dst, which passes a list of world_size entries (the
    others pass None). Pickled: trusted peers only."""
    from specgrad.distributed.collectives import _root
    MPI = mpi()
    group = resolve(group, "gather_object")
    if group is None:
        return None
    root = _root(group, dst, group_dst, "gather_object", "dst")
    is_root = group.rank() == root
    if is_root and (not isinstance(object_gather_list, list) or len(object_gather_list) != group.size()):
        raise ValueError(f"gather_object: on the destination rank, object_gather_list must be a list of world_size "
                         f"({group.size()}) entries to fill, e.g. [None] * dist.get_world_size()")
    if not is_root and object_gather_list is not None:
        raise ValueError("Argument ``object_gather_list`` must NOT be specified on non-destination ranks.")
    payload = np.frombuffer(pickle.dumps(obj), dtype=np.uint8)
    sizes = np.zeros(group.size(), dtype=np.int64)
    length = np.array([payload.size], np.int64)
    _call(group, "gather_object", group.enter(),
          lambda: group.comm.Gather([length, MPI.INT64_T], [sizes, MPI.INT64_T] if is_root else None, root=root))
    displacements = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(int).tolist()
    received = np.empty(int(sizes.sum()), dtype=np.uint8)
    _call(group, "gather_object", group.enter(),
          lambda: group.comm.Gatherv([payload, MPI.BYTE],
                                     [received, (sizes.tolist(), displacements), MPI.BYTE] if is_root else None,
                                     root=root))
    if is_root:
        for i, (start, size) in enumerate(zip(displacements, sizes.tolist())):
            object_gather_list[i] = pickle.loads(received[start:start + size].tobytes())
    return None


def scatter_object_list(scatter_object_output_list, scatter_object_input_list=None, src=None, group=None,
                        group_src=None):
    """scatter_object_output_list[0] = rank src's scatter_object_input_list[i] on rank i. Pickled: trusted
    peers only."""
    from specgrad.distributed.collectives import _root
    MPI = mpi()
    group = resolve(group, "scatter_object_list")
    if group is None:
        return None
    if not isinstance(scatter_object_output_list, list) or len(scatter_object_output_list) < 1:
        raise ValueError("Expected argument scatter_object_output_list to be a list of size at least 1.")
    root = _root(group, src, group_src, "scatter_object_list", "src")
    is_root = group.rank() == root
    if is_root:
        if not isinstance(scatter_object_input_list, list) or len(scatter_object_input_list) != group.size():
            raise ValueError(f"scatter_object_list: on the source rank, scatter_object_input_list must be a list of "
                             f"world_size ({group.size()}) objects")
        payloads = [pickle.dumps(o) for o in scatter_object_input_list]
        sizes = np.array([len(p) for p in payloads], dtype=np.int64)
        data = np.frombuffer(b"".join(payloads), dtype=np.uint8).copy()
    else:
        sizes = data = None
    size = np.zeros(1, dtype=np.int64)
    _call(group, "scatter_object_list", group.enter(),
          lambda: group.comm.Scatter([sizes, MPI.INT64_T] if is_root else None, [size, MPI.INT64_T], root=root))
    received = np.empty(int(size[0]), dtype=np.uint8)
    displacements = np.concatenate([[0], np.cumsum(sizes)[:-1]]).astype(int).tolist() if is_root else None
    _call(group, "scatter_object_list", group.enter(),
          lambda: group.comm.Scatterv([data, (sizes.tolist(), displacements), MPI.BYTE] if is_root else None,
                                      [received, MPI.BYTE], root=root))
    scatter_object_output_list[0] = pickle.loads(received.tobytes())
    return None
