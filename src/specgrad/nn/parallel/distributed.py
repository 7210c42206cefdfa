"""DistributedDataParallel: the same model on every rank, each rank a slice of the batch; backward
averages the gradients over the ranks, so every replica takes the same optimizer step.

As PyTorch's reducer: the parameters are grouped into buckets of about bucket_cap_mb (with the
default cap, the first layers' bucket 1 MiB), reduced in reverse order of registration, which is
roughly the order backward produces their gradients. (PyTorch then rebuilds the buckets after the
first iteration in the order the gradients actually came; this reducer keeps its first assignment.)
A post-accumulate-grad hook on each parameter copies its fresh .grad into its bucket;
once a bucket is full its all-reduce starts, non-blocking, while backward goes on with the layers
below. Buckets start in order on every rank (MPI needs the same sequence of collectives
everywhere). When the last bucket has started, its hook waits for all of them and writes the
averages back into .grad, so backward() returns with the gradients already synchronized.

Uneven inputs (join(), or specgrad.distributed.algorithms.Join([ddp])): a rank that has run out of
batches shadows, in _DDPJoinHook.main_hook, each iteration of the ranks still training with the same
collectives in the same order (the buffer broadcast, the "will backward synchronize" all-reduce, one
all-reduce of zeros per bucket, the unused-parameter map), so that nobody waits for it; once all have
joined, the model of the last rank to join is broadcast to every rank.
"""
import contextlib
import weakref

import numpy as np

from specgrad import distributed as dist
from specgrad.autograd.graph import reachable_leaves
from specgrad.distributed.algorithms.join import Join, Joinable, JoinHook
from specgrad.grad_mode import is_grad_enabled
from specgrad.nn.modules.module import Module

_FIRST_BUCKET_BYTES = 1024 * 1024  # torch.distributed._DEFAULT_FIRST_BUCKET_BYTES
_DEFAULT_BUCKET_CAP_MB = 25

_UNFINISHED = ("Expected to have finished reduction in the prior iteration before starting a new one. This error "
               "indicates that your module has parameters that were not used in producing loss. You can enable unused "
               "parameter detection by passing the keyword argument `find_unused_parameters=True` to "
               "`torch.nn.parallel.DistributedDataParallel`, and by making sure all `forward` function outputs "
               "participate in calculating loss.")


class _Bucket:
    """Gradients of some parameters of one dtype, flattened into one array that is all-reduced at once."""

    def __init__(self, indices, params):
        self.indices = indices
        self.offsets = {}
        size = 0
        for i in indices:
            self.offsets[i] = (size, params[i].numel())
            size += params[i].numel()
        self.buffer = np.zeros(size, dtype=params[indices[0]]._data.dtype)
        self.pending = len(indices)
        self.work = None    # the all-reduce in flight, or a communication hook's future


def _assign_buckets(params, bucket_cap_mb):
    """Parameter indices per bucket, in the order the buckets are reduced. As torch's
    _compute_bucket_assignment_by_size: walking the parameters in registration order, one dtype per
    bucket, a bucket closes once it holds at least its limit (the first 1 MiB when bucket_cap_mb is
    the default, so that the first layers' gradients, the last to come, do not wait in a big bucket;
    then bucket_cap_mb); buckets ordered by their first parameter, then reversed, as DDP does."""
    cap = int((_DEFAULT_BUCKET_CAP_MB if bucket_cap_mb is None else bucket_cap_mb) * 1024 * 1024)
    limits = [_FIRST_BUCKET_BYTES, cap] if bucket_cap_mb is None else [cap]
    open_buckets = {}  # dtype: (indices, bytes, how many buckets of this dtype closed)
    buckets = []
    for i, param in enumerate(params):
        dtype = param._data.dtype
        indices, size, closed = open_buckets.get(dtype, ([], 0, 0))
        indices.append(i)
        size += param._data.nbytes
        if size >= limits[min(closed, len(limits) - 1)]:
            buckets.append(indices)
            open_buckets[dtype] = ([], 0, closed + 1)
        else:
            open_buckets[dtype] = (indices, size, closed)
    buckets.extend(indices for indices, _, _ in open_buckets.values() if indices)
    buckets.sort(key=min)
    return buckets[::-1]


def _output_tensors(value, found):
    from specgrad.tensor import Tensor
    if isinstance(value, Tensor):
        found.append(value)
    elif isinstance(value, dict):
        for v in value.values():
            _output_tensors(v, found)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _output_tensors(v, found)
    return found


class _DDPJoinHook(JoinHook):
    """What a DistributedDataParallel rank that has run out of inputs runs inside a Join context (see Join)."""

    def __init__(self, ddp, divide_by_initial_world_size):
        if not isinstance(ddp, DistributedDataParallel):
            raise AssertionError("DDP join hook requires passing in a DistributedDataParallel instance as the state")
        self.ddp = ddp
        self.ddp._divide_by_initial_world_size = divide_by_initial_world_size
        super().__init__()

    def main_hook(self):
        """Shadow one iteration of the ranks still training: their buffer broadcast, their notice of whether
        backward synchronizes, and then their bucket all-reduces (with zero gradients) and unused-parameter map."""
        ddp = self.ddp
        ddp._check_and_sync_module_buffers()
        should_sync_backwards = ddp._check_global_requires_backward_grad_sync(is_joined_rank=True)
        # the training ranks skip the next buffer broadcast after a forward that does not synchronize: so must this
        ddp.require_forward_param_sync = should_sync_backwards
        if not should_sync_backwards:
            return
        ddp._match_all_reduce_for_bwd_pass()
        if ddp.find_unused_parameters:
            ddp._match_unused_params_allreduce()

    def post_hook(self, is_last_joiner):
        """Every rank has joined: copy the model of the last rank to join (the most trained) to all."""
        self.ddp._sync_final_model(is_last_joiner)


class DistributedDataParallel(Module, Joinable):
    """Wrap `module` for data-parallel training over the process group (see the module docstring).

    broadcast_buffers: copy rank 0's buffers (BatchNorm's running statistics) to every rank before each
    forward (as PyTorch: not before one that follows a forward under no_sync() or no_grad, whose backward
    does not synchronize). find_unused_parameters: find, after each forward, the parameters its output does not
    depend on, so their buckets do not wait for gradients that never come; a parameter that no rank
    used keeps its .grad. no_sync(): a context in which backward only accumulates into .grad.
    register_comm_hook(state, hook): each bucket reduced by a hook of one's own or of
    specgrad.distributed.algorithms.ddp_comm_hooks.default_hooks (fp16_compress_hook sends float16s).
    join(): a context for ranks with different numbers of batches (see the module docstring and join()).
    Accepted for PyTorch's signature and without effect: dim (inputs are not scattered: each rank
    passes its own batch, as with PyTorch on one device per process), check_reduction,
    gradient_as_bucket_view (.grad stays its own array; the bucket is copied in and out) and
    static_graph (buckets are never rebuilt anyway).
    """

    def __init__(self, module, device_ids=None, output_device=None, dim=0, broadcast_buffers=True, init_sync=True,
                 process_group=None, bucket_cap_mb=None, find_unused_parameters=False, check_reduction=False,
                 gradient_as_bucket_view=False, static_graph=False, **unsupported):
        super().__init__()
        Joinable.__init__(self)
        if unsupported:
            raise TypeError(f"DistributedDataParallel: arguments not supported by specgrad: {sorted(unsupported)}")
        if not isinstance(module, Module):
            raise TypeError(f"DistributedDataParallel wraps an nn.Module, got {type(module).__name__}")
        if device_ids is not None or output_device is not None:
            raise ValueError(f"DistributedDataParallel device_ids and output_device arguments only work with "
                             f"single-device/multiple-device GPU modules or CPU modules, but got device_ids "
                             f"{device_ids}, output_device {output_device}, and module parameters on the CPU: "
                             f"leave them out for a CPU module")
        self.module = module
        self.process_group = dist.process_group.resolve(process_group, "DistributedDataParallel")
        self.broadcast_buffers = broadcast_buffers
        self.find_unused_parameters = find_unused_parameters
        self.gradient_as_bucket_view = gradient_as_bucket_view
        self.static_graph = static_graph
        self.dim = dim
        self.require_backward_grad_sync = True
        self.require_forward_param_sync = True
        self._params = [p for p in module.parameters() if p.requires_grad]
        if not self._params:
            raise RuntimeError("DistributedDataParallel is not needed when a module doesn't have any parameter that "
                               "requires a gradient.")
        if init_sync:
            self._broadcast_states([t for _, t in module.state_dict(keep_vars=True).items()])
        self.bucket_cap_mb = _DEFAULT_BUCKET_CAP_MB if bucket_cap_mb is None else bucket_cap_mb
        self._bucket_indices = _assign_buckets(self._params, bucket_cap_mb)
        self._bucket_of = {i: b for b, indices in enumerate(self._bucket_indices) for i in indices}
        self._buckets = None          # this iteration's buckets (made by forward)
        self._expect_hooks = False    # forward prepared a reduction that backward's hooks carry out
        self._comm_hook = None        # (state, hook) from register_comm_hook
        self._divide_by_initial_world_size = True  # set by join()
        self._join_work = None        # this forward's "still training" all-reduce, in a Join context
        self._div_factor = None       # this iteration's divisor of the summed gradients (None: the world size)
        owner = weakref.ref(self)     # the hooks must not keep the wrapper alive
        self._hook_handles = [p.register_post_accumulate_grad_hook(_make_hook(owner, i))
                              for i, p in enumerate(self._params)]

    # ------------------------------------------------------------------ forward

    def _broadcast_states(self, tensors, authoritative_rank=0):
        """Copy the values of `tensors` on group rank `authoritative_rank` into them on every rank: one broadcast
        per dtype, of all of them flattened together (as PyTorch's _broadcast_coalesced), not one per tensor."""
        from specgrad.tensor import Tensor
        by_dtype = {}
        for t in tensors:
            if isinstance(t, Tensor) and t.numel() > 0:
                by_dtype.setdefault(t._data.dtype, []).append(t)
        for same in by_dtype.values():
            flat = np.concatenate([t._data.reshape(-1) for t in same])
            dist.broadcast(_wrap(flat), group=self.process_group, group_src=authoritative_rank)
            start = 0
            for t in same:
                t._data[...] = flat[start:start + t.numel()].reshape(t._data.shape)
                start += t.numel()

    def forward(self, *inputs, **kwargs):
        sync = is_grad_enabled() and self.require_backward_grad_sync
        if sync:
            self._prepare_for_backward()
        # in a Join context: tell the joined ranks this one still trains (its result: how many still do)
        self._join_work = Join.notify_join_context(self)
        if self._will_sync_module_buffers():
            self._sync_buffers()
        if self._join_config.enable:
            # tell the joined ranks whether this iteration's backward reduces gradients. PyTorch sends
            # require_backward_grad_sync alone; a forward under no_grad would then make the joined ranks wait for
            # bucket all-reduces that never come, so grad mode counts here too
            self._check_global_requires_backward_grad_sync(is_joined_rank=False, sync=sync)
        output = self.module(*inputs, **kwargs)
        if sync and self.find_unused_parameters:
            used = {id(t) for t in reachable_leaves(_output_tensors(output, []))}
            for i, p in enumerate(self._params):
                if id(p) not in used:
                    self._mark_ready(i, used=False)
        # as PyTorch's: after a forward whose backward does not synchronize (no_sync, no_grad), the next forward
        # does not broadcast the buffers
        self.require_forward_param_sync = sync
        return output

    def _will_sync_module_buffers(self):
        return self.require_forward_param_sync and self.broadcast_buffers and any(
            True for _ in self.module.buffers())

    def _sync_buffers(self):
        """Broadcast the buffers: from rank 0, or in a Join context from the highest rank still training (rank 0
        may have joined, with stale buffers)."""
        authoritative_rank = self._find_common_rank(self.process_group.rank(), True) if self._join_config.enable \
            else 0
        self._broadcast_states(list(self.module.buffers()), authoritative_rank)

    def _prepare_for_backward(self):
        if self._buckets is not None and self._expect_hooks and any(
                b.pending < len(b.indices) for b in self._buckets):
            raise RuntimeError(_UNFINISHED)
        self._buckets = [_Bucket(indices, self._params) for indices in self._bucket_indices]
        self._ready = [False] * len(self._params)
        self._used = np.zeros(len(self._params), dtype=np.int32)
        self._next_bucket = 0
        self._expect_hooks = True
        self._div_factor = None

    # ------------------------------------------------------------------ backward (hooks)

    def _mark_ready(self, i, used=True):
        """Parameter i's gradient is final for this iteration: copy it into its bucket, start the buckets
        that are complete (in order), and finish the reduction after the last one."""
        if self._ready[i]:
            raise RuntimeError(f"Expected to mark a variable ready only once. Parameter {i} has been marked ready "
                               f"twice in one iteration: run forward again before another backward, or (for "
                               f"reentrant backward passes) use no_sync()")
        self._ready[i] = True
        param = self._params[i]
        bucket = self._buckets[self._bucket_of[i]]
        start, count = bucket.offsets[i]
        if param._grad is not None:
            bucket.buffer[start:start + count] = param._grad._data.reshape(-1)
            self._used[i] = int(used)
        bucket.pending -= 1
        while self._next_bucket < len(self._buckets) and self._buckets[self._next_bucket].pending == 0:
            ready = self._buckets[self._next_bucket]
            if self._comm_hook is None:
                if self._next_bucket == 0:
                    self._set_divide_factor()
                # SUM when the divisor is the number of ranks still training (join), else AVG: the same MPI_SUM
                op = dist.ReduceOp.AVG if self._div_factor is None else dist.ReduceOp.SUM
                ready.work = dist.all_reduce(_wrap(ready.buffer), op=op, group=self.process_group, async_op=True)
            else:
                ready.work = self._run_comm_hook(self._next_bucket, ready)
            self._next_bucket += 1
        if self._next_bucket == len(self._buckets) and self._expect_hooks:
            self._finish_reduction()

    def _finish_reduction(self):
        self._expect_hooks = False
        if self.find_unused_parameters:  # a parameter no rank used keeps its .grad (None stays None)
            dist.all_reduce(_wrap(self._used), op=dist.ReduceOp.MAX, group=self.process_group)
        for number, bucket in enumerate(self._buckets):
            result = bucket.work.wait()
            if self._comm_hook is not None:
                self._take_hook_result(number, bucket, result)
            elif self._div_factor is not None:
                bucket.buffer /= self._div_factor
            for i in bucket.indices:
                if self.find_unused_parameters and not self._used[i]:
                    continue
                param = self._params[i]
                start, count = bucket.offsets[i]
                average = bucket.buffer[start:start + count].reshape(param._data.shape)
                if param._grad is None:
                    param._grad = _wrap(average.copy())
                else:
                    param._grad._data[...] = average

    def _set_divide_factor(self):
        """The divisor of this iteration's summed gradients: None (the world size, an AVG all-reduce), or, in a
        Join context with divide_by_initial_world_size=False, the number of ranks still training. (Comm hooks
        divide by themselves, as PyTorch's.)"""
        self._div_factor = None
        if self._join_work is not None and not self._divide_by_initial_world_size:
            self._div_factor = int(self._join_work.get_future().wait()[0].item())

    # ------------------------------------------------------------------ uneven inputs (join)

    def join(self, divide_by_initial_world_size=True, enable=True, throw_on_early_termination=False):
        """A context manager for training with different numbers of batches on different ranks:

            with ddp_model.join():
                for x, y in my_batches:   # this rank's batches: their number may differ between ranks
                    loss_fn(ddp_model(x), y).backward()
                    optimizer.step()

        A rank that leaves the loop early takes part in the collectives of the others' remaining iterations
        with zero gradients, so that nobody hangs; once every rank has left it, the parameters and buffers of the
        last rank to leave are broadcast to all (ties: the highest rank). divide_by_initial_world_size: divide
        the summed gradients by the world size DDP started with (True: each sample weighs the same), or by the
        number of ranks still training (False: parity with a smaller world). enable=False: no join collectives
        at all (inputs known to be even). throw_on_early_termination=True: as soon as one rank runs out, every
        rank raises RuntimeError (use it when the loop has collectives DDP does not know of, as SyncBatchNorm's:
        then divide_by_initial_world_size does not matter). The same as Join([self], enable,
        throw_on_early_termination, divide_by_initial_world_size=...)."""
        return Join([self], enable, throw_on_early_termination,
                     divide_by_initial_world_size=divide_by_initial_world_size)

    def join_hook(self, **kwargs):
        """DDP's JoinHook; kwargs may hold divide_by_initial_world_size (default True), as join()'s."""
        divide_by_initial_world_size = kwargs.get("divide_by_initial_world_size", True)
        return _DDPJoinHook(self, divide_by_initial_world_size=divide_by_initial_world_size)

    @property
    def join_device(self):
        from specgrad.devices import device
        return device("cpu")

    @property
    def join_process_group(self):
        return self.process_group

    def _find_common_rank(self, input_rank, rank_cond):
        """The highest group rank among the ranks whose rank_cond is true (one all-reduce, MAX)."""
        from specgrad import tensor
        rank_to_use = tensor([input_rank if rank_cond else -1])
        dist.all_reduce(rank_to_use, op=dist.ReduceOp.MAX, group=self.process_group)
        if rank_to_use.item() == -1:
            raise ValueError("BUG! Expected rank_cond to be true for at least one process. This indicates a bug in "
                             "specgrad, please report an issue.")
        return int(rank_to_use.item())

    def _check_global_requires_backward_grad_sync(self, is_joined_rank, sync=None):
        """The all-reduce by which the training ranks (1) tell the joined ones (0) whether this iteration's
        backward reduces gradients. Training ranks do not wait for it; a joined rank waits and gets the answer."""
        from specgrad import ones, zeros
        if sync is None:
            sync = self.require_backward_grad_sync
        requires_sync = ones(1) if not is_joined_rank and sync else zeros(1)
        work = dist.all_reduce(requires_sync, group=self.process_group, async_op=True)
        if not is_joined_rank:
            return work
        work.wait()
        return requires_sync.item() != 0

    def _check_and_sync_module_buffers(self):
        """A joined rank's part of the training ranks' buffer broadcast (it is not a candidate source)."""
        if self._will_sync_module_buffers():
            authoritative_rank = self._find_common_rank(self.process_group.rank(), False)
            self._broadcast_states(list(self.module.buffers()), authoritative_rank)

    def _match_all_reduce_for_bwd_pass(self):
        """A joined rank's part of the bucket reductions of one backward: the same collectives, in bucket order,
        on zero gradients (through the comm hook, if one is registered), waited for and discarded."""
        works = []
        for number, indices in enumerate(self._bucket_indices):
            zero = _Bucket(indices, self._params)
            if self._comm_hook is None:
                works.append(dist.all_reduce(_wrap(zero.buffer), op=dist.ReduceOp.SUM, group=self.process_group,
                                             async_op=True))
            else:
                works.append(self._run_comm_hook(number, zero))
        for work in works:
            work.wait()

    def _match_unused_params_allreduce(self):
        """A joined rank's part of the used-parameter all-reduce: it used none."""
        dist.all_reduce(_wrap(np.zeros(len(self._params), dtype=np.int32)), op=dist.ReduceOp.MAX,
                        group=self.process_group)

    def _sync_final_model(self, is_last_joiner):
        """After every rank joined: broadcast parameters and buffers from the highest of the last joiners."""
        self._authoritative_rank = self._find_common_rank(self.process_group.rank(), is_last_joiner)
        self._broadcast_states([t for _, t in self.module.state_dict(keep_vars=True).items()],
                               self._authoritative_rank)

    # ------------------------------------------------------------------ communication hooks

    def register_comm_hook(self, state, hook):
        """Reduce each bucket with hook(state, bucket) instead of the built-in averaging all-reduce. `bucket` is a
        specgrad.distributed.GradBucket; the hook returns a specgrad.futures.Future whose value (a tensor of the
        bucket's size, or a list holding one) DDP writes into the parameters' .grad. Hooks start in bucket order
        on every rank, during backward, as the built-in all-reduce does. Once per model, before training."""
        if self._comm_hook is not None:
            raise RuntimeError("register_comm_hook or register_builtin_comm_hook can only be called once.")
        if not callable(hook):
            raise TypeError(f"register_comm_hook: hook must be callable as hook(state, bucket), got "
                            f"{type(hook).__name__}")
        self._comm_hook = (state, hook)

    def _register_builtin_comm_hook(self, comm_hook_type):
        """A default hook by name: dist.BuiltinCommHookType.ALLREDUCE or FP16_COMPRESS."""
        from specgrad.distributed.algorithms.ddp_comm_hooks import default_hooks
        from specgrad.distributed.comm_hook import BuiltinCommHookType
        hooks = {BuiltinCommHookType.ALLREDUCE: default_hooks.allreduce_hook,
                 BuiltinCommHookType.FP16_COMPRESS: default_hooks.fp16_compress_hook}
        if comm_hook_type not in hooks:
            raise TypeError(f"_register_builtin_comm_hook expects a dist.BuiltinCommHookType, got {comm_hook_type!r}")
        self.register_comm_hook(self.process_group, hooks[comm_hook_type])

    def _run_comm_hook(self, number, bucket):
        from specgrad.distributed.comm_hook import GradBucket
        from specgrad.futures import Future
        state, hook = self._comm_hook
        params = [self._params[i] for i in bucket.indices]
        grad_bucket = GradBucket(number, _wrap(bucket.buffer), params, [bucket.offsets[i] for i in bucket.indices],
                                 number == len(self._bucket_indices) - 1)
        future = hook(state, grad_bucket)
        if not isinstance(future, Future):
            raise RuntimeError(f"The communication hook must return a specgrad.futures.Future (as "
                               f"dist.all_reduce(..., async_op=True).get_future() gives), got "
                               f"{type(future).__name__}")
        return future

    def _take_hook_result(self, number, bucket, result):
        """Write the hook's result for bucket `number` into its buffer (cast to the gradients' dtype)."""
        from specgrad.tensor import Tensor
        if isinstance(result, (list, tuple)) and len(result) == 1:
            result = result[0]
        if not isinstance(result, Tensor) or result.numel() != bucket.buffer.size:
            what = f"a tensor of {result.numel()} elements" if isinstance(result, Tensor) else type(result).__name__
            raise RuntimeError(f"The communication hook's future for bucket {number} must hold a tensor of the "
                               f"bucket's {bucket.buffer.size} elements (or a list of one), got {what}")
        if result._data is not bucket.buffer:
            bucket.buffer[...] = result._data.reshape(-1)

    @contextlib.contextmanager
    def no_sync(self):
        """Backward passes of forwards run inside this context only accumulate into .grad; the first
        backward after it averages the accumulated gradients."""
        previous = self.require_backward_grad_sync
        self.require_backward_grad_sync = False
        try:
            yield
        finally:
            self.require_backward_grad_sync = previous


def _wrap(array):
    from specgrad.tensor import Tensor
    return Tensor._wrap(array)


def _make_hook(owner, index):
    def hook(param):
        ddp = owner()
        if ddp is not None and ddp._expect_hooks and ddp._buckets is not None:
            ddp._mark_ready(index)
    return hook
