"""torch.nn.modules.utils: the argument helpers custom layers import (_pair(3) == (3, 3)) and
consume_prefix_in_state_dict_if_present, which loads a DistributedDataParallel checkpoint ("module." keys)
into a plain model."""
import collections.abc
import itertools

__all__ = ["consume_prefix_in_state_dict_if_present"]


def _ntuple(n, name="parse"):
    """A function that gives an iterable as a tuple and repeats anything else n times."""
    def parse(x):
        if isinstance(x, collections.abc.Iterable):
            return tuple(x)
        return tuple(itertools.repeat(x, n))
    parse.__name__ = name
    return parse


_single = _ntuple(1, "_single")
_pair = _ntuple(2, "_pair")
_triple = _ntuple(3, "_triple")
_quadruple = _ntuple(4, "_quadruple")


def _reverse_repeat_tuple(t, n):
    """t reversed, each element repeated n times: a conv's per-dim padding (ph, pw) as F.pad's (pw, pw, ph, ph)."""
    return tuple(x for x in reversed(t) for _ in range(n))


def _list_with_default(out_size, defaults):
    """An adaptive pool's output size with each None taken from the input's trailing sizes."""
    if isinstance(out_size, int):
        return out_size
    if len(defaults) <= len(out_size):
        raise ValueError(f"Input dimension should be at least {len(out_size) + 1}")
    return [v if v is not None else d for v, d in zip(out_size, defaults[-len(out_size):])]


def consume_prefix_in_state_dict_if_present(state_dict, prefix):
    """Strip `prefix` from the keys that start with it, in place (and from the keys of its _metadata, if any)."""
    for key in list(state_dict.keys()):
        if key.startswith(prefix):
            state_dict[key[len(prefix):]] = state_dict.pop(key)
    metadata = getattr(state_dict, "_metadata", None)
    if metadata is not None:
        for key in list(metadata.keys()):
            if key and (key == prefix.replace(".", "") or key.startswith(prefix)):
                metadata[key[len(prefix):]] = metadata.pop(key)
