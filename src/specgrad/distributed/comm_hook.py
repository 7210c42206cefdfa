"""The interface of DistributedDataParallel's communication hooks (PyTorch's dist.GradBucket and
dist.BuiltinCommHookType): what a hook registered with DistributedDataParallel.register_comm_hook(state, hook)
is handed for each bucket of gradients. The hook returns a specgrad.futures.Future whose value is the bucket's
reduced gradients (a tensor of the bucket's size, or a list holding one), which DDP writes back into .grad."""
import enum

__all__ = ["GradBucket", "BuiltinCommHookType"]


class GradBucket:
    """One bucket of gradients, flattened: buffer() is a 1-D tensor holding every parameter's gradient in the
    bucket, in the order of parameters(); gradients() views it per parameter, in each parameter's shape."""

    def __init__(self, index, buffer, parameters, offsets, is_last):
        self._index = index
        self._buffer = buffer
        self._parameters = parameters
        self._offsets = offsets  # (start, count) per parameter
        self._is_last = is_last

    def index(self) -> int:
        """The bucket's number: 0 is the first bucket reduced (the last layers' gradients)."""
        return self._index

    def buffer(self):
        return self._buffer

    def set_buffer(self, buffer):
        """Replace the flat buffer (a compression hook's cast copy, for instance)."""
        self._buffer = buffer

    def gradients(self):
        return [self._buffer[start:start + count].view(p.shape)
                for p, (start, count) in zip(self._parameters, self._offsets)]

    def parameters(self):
        return list(self._parameters)

    def is_last(self) -> bool:
        """Whether this is the last bucket of the iteration to be reduced."""
        return self._is_last

    def __repr__(self):
        return f"<specgrad.distributed.GradBucket index={self._index} numel={self._buffer.numel()}>"


class BuiltinCommHookType(enum.Enum):
    """For DistributedDataParallel._register_builtin_comm_hook: the default hooks by name."""
    ALLREDUCE = 1
    FP16_COMPRESS = 2
