"""Variable-length sequences for the recurrent layers, as torch.nn.utils.rnn: PackedSequence and the functions
that pack, pad and unpad.

A PackedSequence stores a batch of sequences time-major without padding: the rows of step t are the first
batch_sizes[t] sequences (sorted longest first). Every conversion here is one gather (index_select) with an
index computed in NumPy, so each is one autograd node and differentiates like PyTorch's.
"""
from collections.abc import Iterable
from typing import NamedTuple

import numpy as np

import specgrad
from specgrad.tensor import Tensor

__all__ = ["PackedSequence", "invert_permutation", "pack_padded_sequence", "pad_packed_sequence", "pad_sequence",
           "unpad_sequence", "pack_sequence", "unpack_sequence"]


class PackedSequence_(NamedTuple):
    data: Tensor
    batch_sizes: Tensor
    sorted_indices: Tensor | None
    unsorted_indices: Tensor | None


class PackedSequence(PackedSequence_):
    """Holds the packed data and the batch size at each time step (an int64 tensor), plus how the batch was
    sorted (sorted_indices) and how to undo it (unsorted_indices). Made by pack_padded_sequence or
    pack_sequence; every RNN module accepts one and returns one."""

    def __new__(cls, data, batch_sizes=None, sorted_indices=None, unsorted_indices=None):
        if unsorted_indices is None:
            unsorted_indices = invert_permutation(sorted_indices)
        if batch_sizes is None:
            if not (isinstance(data, (list, tuple)) and len(data) == 2):
                raise AssertionError("Expected data to be a list or tuple of length 2")
            data, batch_sizes = data
        return super().__new__(cls, data, batch_sizes, sorted_indices, unsorted_indices)

    def to(self, *args, **kwargs):
        """The same packed sequence with its data converted as Tensor.to converts (self if nothing changes)."""
        data = self.data.to(*args, **kwargs)
        if data is self.data:
            return self
        return type(self)(data, self.batch_sizes, self.sorted_indices, self.unsorted_indices)

    def cpu(self, *args, **kwargs):
        return self.to(*args, **kwargs)

    def double(self):
        return self.to(dtype=specgrad.float64)

    def float(self):
        return self.to(dtype=specgrad.float32)

    def half(self):
        return self.to(dtype=specgrad.float16)

    def long(self):
        return self.to(dtype=specgrad.int64)

    def int(self):
        return self.to(dtype=specgrad.int32)

    def short(self):
        return self.to(dtype=specgrad.int16)

    def char(self):
        return self.to(dtype=specgrad.int8)

    def byte(self):
        return self.to(dtype=specgrad.uint8)

    @property
    def is_cuda(self):
        return False

    def is_pinned(self):
        return False


def _index(array):
    return specgrad.tensor(np.ascontiguousarray(array, dtype=np.int64))


def _numpy_ints(value):
    return value._data if isinstance(value, Tensor) else np.asarray(value)


def invert_permutation(permutation):
    """The inverse of a 1-D permutation tensor (None stays None): output[permutation[i]] = i."""
    if permutation is None:
        return None
    perm = _numpy_ints(permutation).astype(np.int64)
    inverse = np.empty_like(perm)
    inverse[perm] = np.arange(perm.size, dtype=np.int64)
    return _index(inverse)


def _lengths_array(lengths):
    """lengths as a 1-D int64 NumPy array, with PyTorch's check of a tensor's rank."""
    if isinstance(lengths, Tensor):
        if lengths.dim() != 1:
            raise RuntimeError(f"'lengths' argument should be a 1D CPU int64 tensor, but got {lengths.dim()}D cpu "
                               "Long tensor")
        return lengths._data.astype(np.int64)
    array = np.asarray(lengths)
    if array.ndim != 1:
        raise RuntimeError(f"'lengths' argument should be a 1D CPU int64 tensor, but got {array.ndim}D cpu Long tensor")
    return array.astype(np.int64)


def pack_padded_sequence(input, lengths, batch_first=False, enforce_sorted=True):
    """Pack a padded batch (T x B x * or B x T x * with batch_first) of sequences of the given lengths.
    With enforce_sorted=False the batch is sorted longest first here and the order is kept in the result's
    sorted_indices; otherwise lengths must already be decreasing."""
    lengths = _lengths_array(lengths)
    sorted_indices = None
    if not enforce_sorted:
        order = np.argsort(-lengths, kind="stable")
        lengths = lengths[order]
        sorted_indices = _index(order)
    if input.dim() < 2:
        raise IndexError(f"Dimension out of range (expected to be in range of [-{max(input.dim(), 1)}, "
                         f"{max(input.dim(), 1) - 1}], but got 1)")
    if batch_first:
        input = input.transpose(0, 1)
    steps, batch = input.shape[0], input.shape[1]
    if lengths.size != batch:
        raise RuntimeError(f"Expected `len(lengths)` to be equal to batch_size, but got {lengths.size} "
                           f"(batch_size={batch})")
    if (lengths <= 0).any():
        raise RuntimeError("Length of all samples has to be greater than 0, but found an element in 'lengths' "
                           "that is <= 0")
    if (np.diff(lengths) > 0).any():
        raise RuntimeError("`lengths` array must be sorted in decreasing order when `enforce_sorted` is True. You "
                           "can pass `enforce_sorted=False` to pack_padded_sequence and/or pack_sequence to "
                           "sidestep this requirement if you do not need ONNX exportability.")
    if lengths.size and lengths[0] > steps:
        # PyTorch reads past the end of the input here; a clear error instead
        raise RuntimeError(f"pack_padded_sequence: a length ({lengths[0]}) is larger than the padded input's "
                           f"sequence length ({steps})")
    max_length = int(lengths[0]) if lengths.size else 0
    valid = lengths[None, :] > np.arange(max_length)[:, None]            # (T', B): step t of sequence b exists
    rows = (np.arange(max_length)[:, None] * batch + np.arange(batch)[None, :])[valid]   # time-major order
    if sorted_indices is not None:
        # gather from the unsorted input directly: sorted column b is input column order[b]
        rows = (rows // batch) * batch + order[rows % batch]
    flat = input.reshape((steps * batch,) + tuple(input.shape[2:]))
    data = flat.index_select(0, _index(rows))
    batch_sizes = _index(valid.sum(1))
    return PackedSequence(data, batch_sizes, sorted_indices, None)


def pad_packed_sequence(sequence, batch_first=False, padding_value=0.0, total_length=None):
    """Undo pack_padded_sequence: returns (padded T x B x * or B x T x *, lengths), the batch back in the order
    it was packed from, padded with padding_value to the longest length or to total_length."""
    batch_sizes = _numpy_ints(sequence.batch_sizes).astype(np.int64)
    max_seq_length = batch_sizes.size
    if total_length is not None:
        if total_length < max_seq_length:
            raise ValueError("Expected total_length to be at least the length of the longest sequence in input, but "
                             f"got total_length={total_length} and max sequence length being {max_seq_length}")
        max_seq_length = total_length
    data = sequence.data
    batch = int(batch_sizes[0]) if batch_sizes.size else 0
    offsets = np.concatenate([[0], np.cumsum(batch_sizes)])[:-1]
    sizes = np.zeros(max_seq_length, dtype=np.int64)
    sizes[:batch_sizes.size] = batch_sizes
    starts = np.zeros(max_seq_length, dtype=np.int64)
    starts[:batch_sizes.size] = offsets
    columns = np.arange(batch)
    padding_row = data.shape[0]
    index = np.where(columns[None, :] < sizes[:, None], starts[:, None] + columns[None, :], padding_row)
    lengths = (batch_sizes[None, :] > columns[:, None]).sum(1)
    if sequence.unsorted_indices is not None:
        unsorted = _numpy_ints(sequence.unsorted_indices).astype(np.int64)
        index = index[:, unsorted]
        lengths = lengths[unsorted]
    if batch_first:
        index = index.T
    rest = tuple(data.shape[1:])
    padding = specgrad.full((1,) + rest, padding_value, dtype=data.dtype)
    source = specgrad.cat([data, padding], 0)
    padded = source.index_select(0, _index(index.reshape(-1))).reshape(index.shape + rest)
    return padded, _index(lengths)


def pad_sequence(sequences, batch_first=False, padding_value=0.0, padding_side="right"):
    """Stack a list of L_i x * tensors into T x B x * (B x T x * with batch_first), T the longest L_i, the
    shorter ones padded with padding_value on padding_side ('right' or 'left')."""
    if not isinstance(sequences, Iterable):
        raise RuntimeError("pad_sequence: Expected iterable for input sequences, but got arg of type: "
                           f"{type(sequences)}")
    sequences = tuple(sequences)
    if not sequences:
        raise RuntimeError("received an empty list of sequences")
    if padding_side not in ("left", "right"):
        raise RuntimeError(f"Expected padding_side to be one of left or right, but got {padding_side}.")
    first = sequences[0]
    if first.dim() == 0 or any(s.dim() == 0 for s in sequences):
        raise RuntimeError("pad_sequence: every sequence needs at least one dimension (its length)")
    rest = tuple(first.shape[1:])
    for s in sequences[1:]:
        if tuple(s.shape[1:]) != rest:
            dim = next((i + 1 for i, (a, b) in enumerate(zip(s.shape[1:], rest)) if a != b), 1)
            got = s.shape[dim] if dim < s.dim() else s.dim()
            want = first.shape[dim] if dim < first.dim() else first.dim()
            raise RuntimeError(f"The size of tensor a ({want}) must match the size of tensor b ({got}) at "
                               f"non-singleton dimension {dim}")
    lengths = np.array([s.shape[0] for s in sequences], dtype=np.int64)
    starts = np.concatenate([[0], np.cumsum(lengths)])[:-1]
    total = int(lengths.sum())
    longest = int(lengths.max())
    steps = np.arange(longest)[:, None]
    shift = 0 if padding_side == "right" else (longest - lengths)[None, :]
    position = steps - shift                                   # where step t of column b reads in its sequence
    index = np.where((position >= 0) & (position < lengths[None, :]), starts[None, :] + position, total)
    if batch_first:
        index = index.T
    pieces = [s if s.dtype == first.dtype else s.to(first.dtype) for s in sequences]
    padding = specgrad.full((1,) + rest, padding_value, dtype=first.dtype)
    source = specgrad.cat(pieces + [padding], 0)
    return source.index_select(0, _index(index.reshape(-1))).reshape(index.shape + rest)


def unpad_sequence(padded_sequences, lengths, batch_first=False):
    """Split a padded batch back into a list of its sequences, each cut to its length. (PyTorch's transposes a
    time-major input in place as a side effect; this one leaves the input as it is.)"""
    if not batch_first:
        padded_sequences = padded_sequences.transpose(0, 1)
    lengths = _numpy_ints(lengths)
    if len(lengths) != padded_sequences.shape[0]:
        raise ValueError(f"zip() argument 2 is {'shorter' if len(lengths) < padded_sequences.shape[0] else 'longer'}"
                         " than argument 1")
    return [padded_sequences[i, :int(length)] for i, length in enumerate(lengths)]


def pack_sequence(sequences, enforce_sorted=True):
    """pack_padded_sequence(pad_sequence(sequences), their lengths): a list of L_i x * tensors packed."""
    lengths = [v.size(0) for v in sequences]
    return pack_padded_sequence(pad_sequence(sequences), lengths, enforce_sorted=enforce_sorted)


def unpack_sequence(packed_sequences):
    """The list of sequences a PackedSequence holds, in the order they were packed from."""
    padded_sequences, lengths = pad_packed_sequence(packed_sequences, batch_first=True)
    return unpad_sequence(padded_sequences, lengths, batch_first=True)
