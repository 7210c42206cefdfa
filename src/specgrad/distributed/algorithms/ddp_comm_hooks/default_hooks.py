"""The default DDP communication hooks, as torch.distributed.algorithms.ddp_comm_hooks.default_hooks: stateless
(their state is a process group, or None for the default one), each returning a future of the bucket's average.

    ddp_model.register_comm_hook(None, fp16_compress_hook)  # all-reduce the gradients as float16

bf16_compress_hook is not here: specgrad has no bfloat16 dtype (nor has MPI a bfloat16 type to reduce).
"""
import specgrad
from specgrad import distributed as dist

__all__ = ["allreduce_hook", "fp16_compress_hook", "fp16_compress_wrapper"]


def _group(process_group):
    return process_group if process_group is not None else dist.group.WORLD


def _allreduce_fut(process_group, tensor):
    """tensor divided by the group's size first (so that a sum of float16s cannot overflow), then all-reduced in
    place, without waiting: a future of the tensor."""
    group = _group(process_group)
    tensor.div_(group.size())
    return dist.all_reduce(tensor, group=group, async_op=True).get_future().then(lambda fut: fut.value()[0])


def allreduce_hook(process_group, bucket):
    """The bucket's average over the ranks, by one all_reduce: what DDP does without a hook (a reference to
    start a hook of one's own from)."""
    return _allreduce_fut(process_group, bucket.buffer())


def fp16_compress_hook(process_group, bucket):
    """The bucket cast to float16 and divided by the group's size, all-reduced (half the bytes on the wire), then
    cast back into the bucket's buffer."""
    group = _group(process_group)
    buffer = bucket.buffer()
    compressed = buffer.to(specgrad.float16).div_(group.size())

    def decompress(fut):
        buffer.copy_(fut.value()[0])  # in place: no second full-precision buffer
        return buffer
    return dist.all_reduce(compressed, group=group, async_op=True).get_future().then(decompress)


def fp16_compress_wrapper(hook):
    """A hook that runs `hook` on the bucket cast to float16 and casts its result back to the bucket's dtype:
    fp16_compress_wrapper(allreduce_hook) is fp16_compress_hook."""
    def fp16_compress_wrapper_hook(hook_state, bucket):
        dtype = bucket.buffer().dtype
        bucket.set_buffer(bucket.buffer().to(specgrad.float16))
        fut = hook(hook_state, bucket)

        def decompress(fut):
            value = fut.value()
            return (value[0] if isinstance(value, list) else value).to(dtype)
        return fut.then(decompress)
    return fp16_compress_wrapper_hook
