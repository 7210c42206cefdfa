"""TORCH_DISTRIBUTED_DEBUG=DETAIL: before a collective runs, the ranks exchange its fingerprint
(operation, shapes, dtypes) and stop with an error that names the difference, where without the
check mismatched ranks would read past buffers, truncate, or hang."""
import numpy as np

_SIZE = 512  # bytes per rank: a fingerprint longer than this is compared by its hash


def _encode(fingerprint) -> np.ndarray:
    import hashlib
    import json
    text = json.dumps(fingerprint, separators=(",", ":")).encode()
    if len(text) > _SIZE:
        digest = hashlib.sha256(text).hexdigest()
        text = json.dumps({"OpType": fingerprint["OpType"], "digest": digest}).encode()
    buffer = np.zeros(_SIZE, dtype=np.uint8)
    buffer[:len(text)] = np.frombuffer(text, dtype=np.uint8)
    return buffer


def _decode(row) -> dict:
    import json
    return json.loads(bytes(row).rstrip(b"\0").decode())


def _describe(fingerprint) -> str:
    fields = ", ".join(f"{key}={value}" for key, value in fingerprint.items())
    return f"CollectiveFingerPrint({fields})"


def check(group, sequence, collective, tensors):
    """Raise RuntimeError on this rank if another rank's `collective` number `sequence` has other
    shapes or dtypes. tensors: the tensors whose shapes must agree on every rank."""
    from specgrad.distributed._mpi import mpi
    from specgrad.distributed.work import Work
    mine = {"SequenceNumber": sequence, "OpType": collective.upper(),
            "TensorShape": [list(t.shape) for t in tensors],
            "TensorDtypes": [str(t.dtype).replace("specgrad.", "") for t in tensors]}
    sent = _encode(mine)
    received = np.zeros((group.size(), _SIZE), dtype=np.uint8)
    MPI = mpi()
    Work(group, f"{collective} (TORCH_DISTRIBUTED_DEBUG=DETAIL fingerprint check)", sequence,
         job=group.thread.submit(lambda: group.comm.Allgather([sent, MPI.BYTE], [received, MPI.BYTE]))).wait()
    me, ours = group.rank(), _decode(sent)  # (ours: as the others decode it, hashed if it was long)
    for r in range(group.size()):
        theirs = _decode(received[r])
        if theirs != ours:
            aspects = [f"{key}: {ours.get(key)} vs {theirs.get(key)}" for key in ours
                       if ours.get(key) != theirs.get(key)]
            raise RuntimeError(
                f"Detected mismatch between collectives on ranks. Rank {group.ranks[me]} is running collective: "
                f"{_describe(ours)}, but Rank {group.ranks[r]} is running collective: {_describe(theirs)}. "
                f"Collectives differ in the following aspects: {'; '.join(aspects)}")
