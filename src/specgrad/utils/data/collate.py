"""default_collate (a list of samples -> one batch) and default_convert (one sample's NumPy data -> tensors),
as torch.utils.data._utils.collate.

default_collate stacks tensors along a new first dimension, makes Python floats float64 tensors, ints int64
(bools bool), NumPy arrays and scalars tensors of their dtype, keeps strings and bytes as lists, and
recurses into dicts (per key), namedtuples (per field) and sequences (transposed: a batch of pairs becomes
a pair of batches; tuples become lists, as in PyTorch).
"""
import collections.abc
import copy
import re

import numpy as np

from specgrad.tensor import Tensor

__all__ = ["collate", "default_collate", "default_collate_fn_map", "default_convert"]

# NumPy dtype strings of bytes, str, unicode and object arrays: kept as they are, never made tensors
_STRING_OR_OBJECT_DTYPE = re.compile(r"[SaUO]")

_ERROR_FORMAT = "default_collate: batch must contain tensors, numpy arrays, numbers, dicts or lists; found {}"


def _is_numpy_non_string(data) -> bool:
    kind = type(data)
    return kind.__module__ == "numpy" and kind.__name__ not in ("str_", "string_", "bytes_")


def _rebuild_mapping(mapping, values: dict):
    """A mapping of mapping's type holding `values`; a plain dict where the type cannot be rebuilt."""
    try:
        if isinstance(mapping, collections.abc.MutableMapping):
            clone = copy.copy(mapping)  # keeps the extra attributes a dict subclass may carry
            clone.update(values)
            return clone
        return type(mapping)(values)
    except TypeError:
        return values


def _rebuild_sequence(sequence, values: list):
    """A sequence of sequence's type holding `values`; a list where the type cannot be rebuilt (a range)."""
    try:
        if isinstance(sequence, collections.abc.MutableSequence):
            clone = copy.copy(sequence)
            for i, value in enumerate(values):
                clone[i] = value
            return clone
        return type(sequence)(values)
    except TypeError:
        return values


def default_convert(data):
    """NumPy arrays and scalars in `data` (a sample, possibly nested) become tensors; the rest is kept.

    The DataLoader's collate_fn when automatic batching is off (batch_size=None).
    """
    from specgrad.creation import as_tensor
    if isinstance(data, Tensor):
        return data
    if _is_numpy_non_string(data):
        if isinstance(data, np.ndarray) and _STRING_OR_OBJECT_DTYPE.search(data.dtype.str) is not None:
            return data
        return as_tensor(data)
    if isinstance(data, collections.abc.Mapping):
        return _rebuild_mapping(data, {key: default_convert(data[key]) for key in data})
    if isinstance(data, tuple) and hasattr(data, "_fields"):  # a namedtuple
        return type(data)(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]  # a list, as PyTorch (for backwards compatibility)
    if isinstance(data, collections.abc.Sequence) and not isinstance(data, (str, bytes)):
        return _rebuild_sequence(data, [default_convert(d) for d in data])
    return data


def collate(batch, *, collate_fn_map=None):
    """Collate a list of samples; `collate_fn_map` maps a type (or tuple of types) of the first sample to
    the function that collates such samples: fn(batch, *, collate_fn_map)."""
    elem = batch[0]
    elem_type = type(elem)
    if collate_fn_map is not None:
        if elem_type in collate_fn_map:
            return collate_fn_map[elem_type](batch, collate_fn_map=collate_fn_map)
        for collate_type in collate_fn_map:
            if isinstance(elem, collate_type):
                return collate_fn_map[collate_type](batch, collate_fn_map=collate_fn_map)
    if isinstance(elem, collections.abc.Mapping):
        return _rebuild_mapping(elem, {key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map)
                                       for key in elem})
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):  # a namedtuple
        return elem_type(*(collate(samples, collate_fn_map=collate_fn_map) for samples in zip(*batch)))
    if isinstance(elem, collections.abc.Sequence):
        elem_size = len(elem)
        if not all(len(e) == elem_size for e in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        collated = [collate(samples, collate_fn_map=collate_fn_map) for samples in zip(*batch)]
        if isinstance(elem, tuple):
            return collated  # a list, as PyTorch (for backwards compatibility)
        return _rebuild_sequence(elem, collated)
    raise TypeError(_ERROR_FORMAT.format(elem_type))


def collate_tensor_fn(batch, *, collate_fn_map=None):
    from specgrad.generated.ops import FUNCTIONS
    return FUNCTIONS["stack"](batch, 0)


def collate_numpy_array_fn(batch, *, collate_fn_map=None):
    from specgrad.creation import as_tensor
    if _STRING_OR_OBJECT_DTYPE.search(batch[0].dtype.str) is not None:
        raise TypeError(_ERROR_FORMAT.format(batch[0].dtype))
    return collate([as_tensor(b) for b in batch], collate_fn_map=collate_fn_map)


def collate_numpy_scalar_fn(batch, *, collate_fn_map=None):
    from specgrad.creation import as_tensor
    return as_tensor(batch)


def collate_float_fn(batch, *, collate_fn_map=None):
    from specgrad.creation import tensor
    from specgrad.dtypes import float64
    return tensor(batch, dtype=float64)


def collate_int_fn(batch, *, collate_fn_map=None):
    from specgrad.creation import tensor
    return tensor(batch)


def collate_str_fn(batch, *, collate_fn_map=None):
    return batch


default_collate_fn_map = {
    Tensor: collate_tensor_fn,
    np.ndarray: collate_numpy_array_fn,  # and np.memmap, a subclass
    (np.bool_, np.number, np.object_): collate_numpy_scalar_fn,  # NumPy's string scalars are left out
    float: collate_float_fn,
    int: collate_int_fn,  # and bool, a subclass: a bool tensor
    str: collate_str_fn,
    bytes: collate_str_fn,
}


def default_collate(batch):
    """The DataLoader's collate_fn with automatic batching: a list of samples -> one batch (see the module)."""
    return collate(batch, collate_fn_map=default_collate_fn_map)
