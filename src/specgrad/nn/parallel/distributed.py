"""DistributedDataParallel: the same model on every rank, each rank a slice of the batch; backward
averages the gradients over the ranks, so every replica takes the same optimizer step.

As PyTorch's reducer: the gradients are grouped into buckets, each reduced by one all-reduce. A
post-accumulate-grad hook on each parameter copies its fresh .grad into its bucket; once a bucket is full its
all-reduce starts, non-blocking, while backward goes on with the layers below. Buckets start in order on every
rank (MPI needs the same sequence of collectives everywhere). Once the last bucket has started, a callback queued
with the engine waits for all of them at the end of the backward call and writes the averages back into .grad,
so backward() returns with the gradients synchronized.

Which parameters share a bucket, and in what order the buckets go:
- At construction, without find_unused_parameters (or with static_graph), all gradients of a dtype go into one
  bucket, reduced once backward has produced them all: the registration order of the parameters says little
  about the order backward produces their gradients, and bucketing by it could start one rank's all-reduce at
  a point where another rank runs some other collective of the model's own.
- During the first backward each rank records the order in which its gradients became ready; at the start of
  the next forward that synchronizes, the buckets are rebuilt, once, along rank 0's order (broadcast, so all
  ranks agree): a bucket closes once it holds bucket_cap_mb (the first one, whose all-reduce can start earliest,
  dist._DEFAULT_FIRST_BUCKET_BYTES, 1 MiB, when bucket_cap_mb is left at its default). So the first bucket
  fills first and each bucket's all-reduce starts as soon as backward has produced its gradients.
- With find_unused_parameters (and no static_graph) the order of ready gradients changes from iteration to
  iteration, so the buckets are made once, by size, in reverse registration order (the closest guess to the
  order backward runs), and never rebuilt.

static_graph=True (or _set_static_graph() before training): the set of parameters used and the number of
times each one's gradient is accumulated are the same in every iteration. The first iteration only counts the
hooks of each parameter (a parameter may be reached more than once, as by reentrant checkpoints of one block);
at the end of its backward (a callback queued with the engine) all buckets are reduced at once, and the ranks'
used-parameter maps with them. From then on a parameter is ready after its counted number of hooks, those never
used are ready at the iteration's first hook (no graph search, with or without find_unused_parameters), the
buckets are rebuilt after the second iteration, and a change of the graph is an error (PyTorch's). Only the
first backward that synchronizes counts (not those under no_sync()). A rank that joins (join()) before its first
iteration has counted nothing: it cannot train on with that model (its hooks raise the "graph has changed"
error).

Uneven inputs (join(), or specgrad.distributed.algorithms.Join([ddp])): a rank that has run out of
batches shadows, in _DDPJoinHook.main_hook, each iteration of the ranks still training with the same
collectives in the same order (the buffer broadcast, the "will backward synchronize" all-reduce, the bucket
rebuild, one all-reduce of zeros per bucket, the used-parameter map), so that nobody waits for it; once all have
joined, the model of the last rank to join is broadcast to every rank.
"""
import contextlib
import copy
import os
import sys
import warnings
import weakref

import numpy as np

from specgrad import distributed as dist
from specgrad.autograd import engine
from specgrad.autograd.function import Function
from specgrad.autograd.graph import reachable_leaves
from specgrad.distributed.algorithms.join import Join, Joinable, JoinHook
from specgrad.grad_mode import is_grad_enabled
from specgrad.nn.modules.module import Module

_DEFAULT_BUCKET_CAP_MB = 25

_STATIC_GRAPH_CHANGED = ("Your training graph has changed in this iteration, e.g., one parameter is unused in first "
                         "iteration, but then got used in the second iteration. this is not compatible with "
                         "static_graph set to True.")


def _compute_bucket_assignment_by_size(tensors, bucket_size_limits, tensor_indices=None):
    """Bucket the tensors (PyTorch's dist._compute_bucket_assignment_by_size): walking them in the order given,
    one dtype per bucket, a bucket closes once it holds at least its limit in bytes, the first limit for a
    dtype's first bucket, the next for its next one, and so on, the last limit for the rest. Returns lists of
    indices: tensor_indices[k] is the index of tensors[k] (by default k). Without tensor_indices the buckets are
    sorted by their smallest index; with them (a rebuild along the order the gradients became ready) they stay
    in the order they closed, those left open after the last tensor at the end."""
    indices = range(len(tensors)) if tensor_indices is None else [int(i) for i in tensor_indices]
    open_buckets = {}  # dtype: [indices, bytes, how many buckets of this dtype closed]
    buckets = []
    for tensor, index in zip(tensors, indices):
        bucket = open_buckets.setdefault(tensor._data.dtype, [[], 0, 0])
        bucket[0].append(index)
        bucket[1] += tensor._data.nbytes
        if bucket[1] >= bucket_size_limits[min(bucket[2], len(bucket_size_limits) - 1)]:
            buckets.append(bucket[0])
            bucket[0:2] = [], 0
            bucket[2] += 1
    buckets.extend(bucket for bucket, _, _ in open_buckets.values() if bucket)
    if tensor_indices is None:
        buckets.sort(key=min)
    return buckets


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


def _replace_tensors(value, replacements):
    """`value` with its tensors, in _output_tensors' order, replaced by the next ones of `replacements`."""
    from specgrad.tensor import Tensor
    if isinstance(value, Tensor):
        return next(replacements)
    if isinstance(value, dict):
        result = copy.copy(value)
        for key, v in value.items():
            result[key] = _replace_tensors(v, replacements)
        return result
    if isinstance(value, tuple) and hasattr(value, "_fields"):  # a namedtuple
        return type(value)(*(_replace_tensors(v, replacements) for v in value))
    if isinstance(value, (list, tuple)):
        items = [_replace_tensors(v, replacements) for v in value]
        return items if type(value) is list else tuple(items) if type(value) is tuple else type(value)(items)
    return value


class _DDPSink(Function):
    """The outputs of the first forward under static_graph pass through this node (as copies, so that an in-place
    change of the loss does not hit a view), so that its backward, the first node to run, can queue the first
    iteration's reduction with the engine: it runs when the whole backward call, reentrant ones included, is
    over, once every hook of the iteration has fired and been counted."""

    @staticmethod
    def forward(ctx, ddp_weakref, *outputs):
        ctx.set_materialize_grads(False)  # outputs that get no gradient keep None
        ctx.ddp_weakref = ddp_weakref
        return tuple(t.clone() for t in outputs)

    @staticmethod
    def backward(ctx, *grad_outputs):
        ddp = ctx.ddp_weakref()
        if ddp is not None and ddp._expect_hooks and not ddp._delay_all_reduce_queued:
            ddp._delay_all_reduce_queued = True
            engine.queue_callback(ddp._delay_all_reduce)
        return (None,) + grad_outputs


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
        backward synchronizes, and then their bucket rebuild, their bucket all-reduces (with zero gradients)
        and used-parameter map."""
        ddp = self.ddp
        ddp._check_and_sync_module_buffers()
        should_sync_backwards = ddp._check_global_requires_backward_grad_sync(is_joined_rank=True)
        # the training ranks skip the next buffer broadcast after a forward that does not synchronize: so must this
        ddp.require_forward_param_sync = should_sync_backwards
        if not should_sync_backwards:
            return
        # the training ranks rebuild their buckets (once) in a forward that synchronizes, after the notice
        ddp._rebuild_buckets()
        first_static_iteration = ddp._static_graph_first_iteration()
        ddp._match_all_reduce_for_bwd_pass()
        if ddp._dynamic_graph_find_unused() or first_static_iteration:
            ddp._match_unused_params_allreduce()
        if first_static_iteration:
            # the training ranks now know their graph; this rank counted no hooks (should it train again, its
            # hooks raise the "graph has changed" error)
            ddp._static_graph_recorded = True
        else:
            # the training ranks have recorded their order of ready gradients this iteration: have one too (rank
            # 0's is the one used), so that this rank takes part in their rebuild
            ddp._push_all_rebuilt_params()

    def post_hook(self, is_last_joiner):
        """Every rank has joined: copy the model of the last rank to join (the most trained) to all."""
        self.ddp._sync_final_model(is_last_joiner)


class DistributedDataParallel(Module, Joinable):
    """Wrap `module` for data-parallel training over the process group (see the module docstring).

    broadcast_buffers: copy rank 0's buffers (BatchNorm's running statistics) to every rank before each
    forward (as PyTorch: not before one that follows a forward under no_sync() or no_grad, whose backward
    does not synchronize). bucket_cap_mb: the size of a bucket (default 25 MiB, the first bucket 1 MiB after the
    rebuild). find_unused_parameters: find, after each forward, the parameters its output does not depend on, so
    their buckets do not wait for gradients that never come; a parameter that no rank used keeps its .grad.
    static_graph: the graph is the same in every iteration (see the module docstring): unused parameters
    without find_unused_parameters, parameters reached more than once (reentrant checkpoints), no graph search.
    no_sync(): a context in which backward only accumulates into .grad.
    register_comm_hook(state, hook): each bucket reduced by a hook of one's own or of
    specgrad.distributed.algorithms.ddp_comm_hooks.default_hooks (fp16_compress_hook sends float16s).
    join(): a context for ranks with different numbers of batches (see the module docstring and join()).
    Accepted for PyTorch's signature and without effect: dim (inputs are not scattered: each rank
    passes its own batch, as with PyTorch on one device per process), check_reduction and
    gradient_as_bucket_view (.grad stays its own array; the bucket is copied in and out).
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
        self.static_graph = False  # _set_static_graph() below
        self.dim = dim
        self.require_backward_grad_sync = True
        self.require_forward_param_sync = True
        named = [(name, p) for name, p in module.named_parameters() if p.requires_grad]
        self._params = [p for _, p in named]
        self._param_names = [name for name, _ in named]
        if not self._params:
            raise RuntimeError("DistributedDataParallel is not needed when a module doesn't have any parameter that "
                               "requires a gradient.")
        if init_sync:
            self._broadcast_states([t for _, t in module.state_dict(keep_vars=True).items()])
        self.bucket_bytes_cap_default = bucket_cap_mb is None
        self.bucket_cap_mb = _DEFAULT_BUCKET_CAP_MB if bucket_cap_mb is None else bucket_cap_mb
        self.bucket_bytes_cap = int(self.bucket_cap_mb * 1024 * 1024)
        self._first_bucket_bytes_cap = dist._DEFAULT_FIRST_BUCKET_BYTES if self.bucket_bytes_cap_default \
            else self.bucket_bytes_cap
        if static_graph or not find_unused_parameters:
            limits = [sys.maxsize]  # one bucket per dtype until the rebuild (see the module docstring)
        elif self._first_bucket_bytes_cap < self.bucket_bytes_cap:
            limits = [self._first_bucket_bytes_cap, self.bucket_bytes_cap]
        else:
            limits = [self.bucket_bytes_cap]
        # reversed: the first registered parameters are assumed to be used first, their gradients to come last
        self._set_buckets(_compute_bucket_assignment_by_size(self._params, limits)[::-1])
        self._has_rebuilt_buckets = False
        self._rebuilt_param_indices = []  # the order of ready gradients, recorded for the rebuild
        self._num_iterations = 0      # forwards whose backward synchronizes
        self._buckets = None          # this iteration's buckets (made by forward)
        self._expect_hooks = False    # forward prepared a reduction that backward's hooks carry out
        self._require_finalize = False  # a parameter was marked ready, so the reduction must be finished
        self._unused_parameters = []  # parameters marked ready at the first hook of an iteration
        self._comm_hook = None        # (state, hook) from register_comm_hook
        self._divide_by_initial_world_size = True  # set by join()
        self._join_work = None        # this forward's "still training" all-reduce, in a Join context
        self._div_factor = None       # this iteration's divisor of the summed gradients (None: the world size)
        owner = weakref.ref(self)     # the hooks must not keep the wrapper alive
        self._hook_handles = [p.register_post_accumulate_grad_hook(_make_hook(owner, i))
                              for i, p in enumerate(self._params)]
        if static_graph:
            self._set_static_graph()

    def _set_buckets(self, bucket_indices):
        self._bucket_indices = bucket_indices
        self._bucket_of = {i: b for b, indices in enumerate(bucket_indices) for i in indices}

    # ------------------------------------------------------------------ static graph

    def _set_static_graph(self):
        """Declare the graph static (as static_graph=True does; see the module docstring). Call it after the
        construction and before the first forward that synchronizes."""
        if self.static_graph:
            warnings.warn("You've set static_graph to be True, no need to set it again.", stacklevel=2)
            return
        if self._num_iterations != 0:
            raise RuntimeError("set_static_graph() should be called before training loop starts and after "
                               "DistributedDataParallel is constructed.")
        self.static_graph = True
        self._static_graph_recorded = False   # whether the first iteration has counted the hooks
        self._delay_all_reduce_queued = False
        self._hook_counts = np.zeros(len(self._params), dtype=np.int64)  # hooks per parameter and iteration
        self._global_used = None              # the ranks' used-parameter map of the first iteration
        if self.find_unused_parameters:
            warnings.warn("You passed find_unused_parameters=true to DistributedDataParallel, `_set_static_graph` "
                          "will detect unused parameters automatically, so you do not need to set "
                          "find_unused_parameters=true, just be sure these unused parameters will not change during "
                          "training loop while calling `_set_static_graph`.", stacklevel=2)

    def _static_graph_first_iteration(self):
        return self.static_graph and not self._static_graph_recorded

    def _dynamic_graph_find_unused(self):
        """Whether each forward searches its graph for the parameters it does not use."""
        return self.find_unused_parameters and not self.static_graph

    # ------------------------------------------------------------------ bucket rebuild

    def _should_rebuild_buckets(self):
        return (self.static_graph or not self.find_unused_parameters) and not self._has_rebuilt_buckets

    def _rebuild_buckets(self):
        """Once, at the start of a forward that synchronizes: bucket the gradients along the order in which they
        became ready in the last backward, rank 0's (broadcast, so that every rank has the same buckets). The
        limits: the first bucket's (1 MiB with the default bucket_cap_mb), then bucket_cap_mb. True if rebuilt."""
        if not self._should_rebuild_buckets() or not self._rebuilt_param_indices:
            return False
        order = np.asarray(self._rebuilt_param_indices, dtype=np.int64)
        if sorted(order.tolist()) != list(range(len(self._params))):
            raise RuntimeError(f"rebuilt parameter indices size is not same as original model parameters size. "
                               f"Original model param size is: {len(self._params)} versus rebuilt params size of: "
                               f"{order.size}")
        dist.broadcast(_wrap(order), group=self.process_group, group_src=0)
        self._rebuilt_param_indices = []
        self._has_rebuilt_buckets = True
        self._set_buckets(_compute_bucket_assignment_by_size(
            [self._params[i] for i in order], [self._first_bucket_bytes_cap, self.bucket_bytes_cap], order))
        return True

    def _push_all_rebuilt_params(self):
        """A rank that has recorded no order of ready gradients (it joined before it had a backward) takes the
        registration order, to take part in the rebuild (rank 0's order is the one used)."""
        if self._should_rebuild_buckets() and not self._rebuilt_param_indices:
            self._rebuilt_param_indices = list(range(len(self._params)))

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
        if is_grad_enabled():
            self._ensure_prior_reduction_finished()
        if sync:
            self._num_iterations += 1
        # in a Join context: tell the joined ranks this one still trains (its result: how many still do)
        self._join_work = Join.notify_join_context(self)
        if self._will_sync_module_buffers():
            self._sync_buffers()
        if self._join_config.enable:
            # tell the joined ranks whether this iteration's backward reduces gradients. PyTorch sends
            # require_backward_grad_sync alone; a forward under no_grad would then make the joined ranks wait for
            # bucket all-reduces that never come, so grad mode counts here too
            self._check_global_requires_backward_grad_sync(is_joined_rank=False, sync=sync)
        if sync:
            # PyTorch rebuilds in any forward with grad mode on, before the buffers; here it waits for one that
            # synchronizes and comes after the notice, so that joined ranks know when to take part
            self._rebuild_buckets()
            self._prepare_for_backward()
        output = self.module(*inputs, **kwargs)
        if sync and self._dynamic_graph_find_unused():
            used = {id(t) for t in reachable_leaves(_output_tensors(output, []))}
            self._unused_parameters = [i for i, p in enumerate(self._params) if id(p) not in used]
        if sync and self._static_graph_first_iteration():
            output = self._through_sink(output)
        # as PyTorch's: after a forward whose backward does not synchronize (no_sync, no_grad), the next forward
        # does not broadcast the buffers
        self.require_forward_param_sync = sync
        return output

    def _through_sink(self, output):
        """The output with its tensors that have a graph passed through _DDPSink (its backward queues the first
        static-graph iteration's reduction)."""
        tensors = _output_tensors(output, [])
        through = [t for t in tensors if t.grad_fn is not None]
        if not through:
            return output
        passed = iter(_DDPSink.apply(weakref.ref(self), *through))
        return _replace_tensors(output, iter([next(passed) if t.grad_fn is not None else t for t in tensors]))

    def _will_sync_module_buffers(self):
        return self.require_forward_param_sync and self.broadcast_buffers and any(
            True for _ in self.module.buffers())

    def _sync_buffers(self):
        """Broadcast the buffers: from rank 0, or in a Join context from the highest rank still training (rank 0
        may have joined, with stale buffers)."""
        authoritative_rank = self._find_common_rank(self.process_group.rank(), True) if self._join_config.enable \
            else 0
        self._broadcast_states(list(self.module.buffers()), authoritative_rank)

    def _ensure_prior_reduction_finished(self):
        """PyTorch's error for a forward (with grad mode on) while the last backward left some buckets waiting for
        gradients that never came: parameters that were not used, without find_unused_parameters, or a static
        graph that changed."""
        if not self._require_finalize:
            return
        unmarked = [i for i, ready in enumerate(self._ready) if not ready]
        if self.static_graph:
            message = ("Expected to have finished reduction in the prior iteration before starting a new one. This "
                       "error indicates that your training graph has changed in this iteration, e.g., one parameter "
                       "is used in first iteration, but then got unused in the second iteration. this is not "
                       "compatible with static_graph set to True.")
        else:
            message = ("Expected to have finished reduction in the prior iteration before starting a new one. This "
                       "error indicates that your module has parameters that were not used in producing loss. ")
            outputs = "making sure all `forward` function outputs participate in calculating loss. "
            if not self.find_unused_parameters:
                message += ("You can enable unused parameter detection by passing the keyword argument "
                            "`find_unused_parameters=True` to `torch.nn.parallel.DistributedDataParallel`, and by \n"
                            + outputs)
            else:
                message += ("Since `find_unused_parameters=True` is enabled, this likely  means that not all "
                            "`forward` outputs participate in computing loss. You can fix this by " + outputs)
            message += ("\nIf you already have done the above, then the distributed data parallel module wasn't "
                        "able to locate the output tensors in the return value of your module's `forward` function. "
                        "Please include the loss function and the structure of the return value of `forward` of "
                        "your module when reporting this issue (e.g. list, dict, iterable).")
        rank = self.process_group.rank()
        indices = f"\nParameter indices which did not receive grad for rank {rank}: {' '.join(map(str, unmarked))}"
        if os.environ.get("TORCH_DISTRIBUTED_DEBUG", "OFF").upper() in ("INFO", "DETAIL"):
            names = ", ".join(self._param_names[i] for i in unmarked)
            message += f"\nParameters which did not receive grad for rank {rank}: {names}" + indices
        else:
            message += (indices + "\n In addition, you can set the environment variable TORCH_DISTRIBUTED_DEBUG to "
                        "either INFO or DETAIL to print out information about which particular parameters did not "
                        "receive gradient on this rank as part of this error")
        raise RuntimeError(message)

    def _prepare_for_backward(self):
        """Fresh buckets and bookkeeping for the backward of this forward."""
        self._buckets = [_Bucket(indices, self._params) for indices in self._bucket_indices]
        self._ready = [False] * len(self._params)
        self._next_bucket = 0
        self._expect_hooks = True
        self._div_factor = None
        self._has_marked_unused_parameters = False
        if self._dynamic_graph_find_unused():
            self._used = np.zeros(len(self._params), dtype=np.int32)
            self._unused_parameters = []  # the graph search after the forward fills it
        if self._static_graph_first_iteration():
            self._hook_counts[:] = 0
            self._used = np.zeros(len(self._params), dtype=np.int32)
            self._delay_all_reduce_queued = False
        elif self.static_graph:
            self._hook_counts_left = self._hook_counts.copy()

    # ------------------------------------------------------------------ backward (hooks)

    def _autograd_hook(self, i):
        """Parameter i's .grad has just been accumulated (its post-accumulate-grad hook)."""
        if not self._expect_hooks:
            return  # no_sync, a backward without forward, or a second backward of one forward
        param = self._params[i]
        if self._static_graph_first_iteration():
            # only count: the reduction of the first iteration waits for the end of backward (_delay_all_reduce)
            if param._grad is not None:
                self._used[i] = 1
            self._hook_counts[i] += 1
            return
        if self._dynamic_graph_find_unused() and param._grad is not None:
            self._used[i] = 1
        if not self._has_marked_unused_parameters:
            # now that backward has started (a forward's output may have been dropped), the parameters the graph
            # does not reach are ready: their buckets must not wait for them
            self._has_marked_unused_parameters = True
            for unused in self._unused_parameters:
                self._mark_ready(unused)
        if self.static_graph:
            if self._hook_counts_left[i] <= 0:
                raise RuntimeError(_STATIC_GRAPH_CHANGED)
            self._hook_counts_left[i] -= 1
            if self._hook_counts_left[i] > 0:
                return  # reached again later in this backward
        if self._should_rebuild_buckets():
            self._rebuilt_param_indices.append(i)
        self._mark_ready(i)

    def _mark_ready(self, i):
        """Parameter i's gradient is final for this iteration: copy it into its bucket, start the buckets
        that are complete (in order), and finish the reduction after the last one."""
        if self._ready[i]:
            raise RuntimeError(
                "Expected to mark a variable ready only once. This error is caused by one of the following reasons: "
                "1) Use of a module parameter outside the `forward` function. Please make sure model parameters are "
                "not shared across multiple concurrent forward-backward passes. or try to use _set_static_graph() as "
                "a workaround if this module graph does not change during training loop.2) Reused parameters in "
                "multiple reentrant backward passes. For example, if you use multiple `checkpoint` functions to wrap "
                "the same part of your model, it would result in the same set of parameters been used by different "
                "reentrant backward passes multiple times, and hence marking a variable ready multiple times. DDP "
                "does not support such use cases in default. You can try to use _set_static_graph() as a workaround "
                f"if your module graph does not change over iterations.\nParameter at index {i} with name "
                f"{self._param_names[i]} has been marked as ready twice. This means that multiple autograd engine  "
                f"hooks have fired for this particular parameter during this iteration.")
        self._copy_into_bucket(i)
        self._start_ready_buckets()
        if self._next_bucket == len(self._buckets):
            if self._dynamic_graph_find_unused():  # the ranks' used-parameter maps, behind the last bucket
                self._used_work = dist.all_reduce(_wrap(self._used), op=dist.ReduceOp.MAX, group=self.process_group,
                                                  async_op=True)
            # as PyTorch's: the results are written into .grad once the backward call is over, so that a hook
            # that comes after all buckets have started (a parameter marked unused, reached by a reentrant
            # backward) is an error rather than a gradient left out of the average
            if engine._final_callbacks():
                engine.queue_callback(self._finish_reduction)
            else:
                self._finish_reduction()

    def _copy_into_bucket(self, i):
        """Parameter i's .grad into its place in its bucket (a parameter without .grad leaves its zeros)."""
        self._ready[i] = True
        self._require_finalize = True
        param = self._params[i]
        bucket = self._buckets[self._bucket_of[i]]
        if param._grad is not None:
            start, count = bucket.offsets[i]
            bucket.buffer[start:start + count] = param._grad._data.reshape(-1)
        bucket.pending -= 1

    def _start_ready_buckets(self):
        """Start the reduction of the next buckets whose gradients are all in, in bucket order."""
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

    def _delay_all_reduce(self):
        """The reduction of the first iteration under static_graph, queued by _DDPSink for the end of backward:
        the parameters whose hooks never fired are this rank's unused ones (from now on ready at the first hook of
        each iteration); every bucket is reduced, then the ranks' used-parameter maps (a parameter no rank used
        keeps its .grad, now and later)."""
        if not self._expect_hooks:
            return
        self._unused_parameters = [i for i in range(len(self._params)) if self._hook_counts[i] == 0]
        for i in range(len(self._params)):
            self._copy_into_bucket(i)
        self._start_ready_buckets()
        dist.all_reduce(_wrap(self._used), op=dist.ReduceOp.MAX, group=self.process_group)
        self._global_used = self._used
        self._static_graph_recorded = True
        self._finish_reduction(first_static_iteration=True)

    def _finish_reduction(self, first_static_iteration=False):
        self._expect_hooks = False
        self._require_finalize = False
        if self.static_graph and not first_static_iteration and self._should_rebuild_buckets():
            self._rebuilt_param_indices.extend(self._unused_parameters)  # unused ones last, as PyTorch's
        global_used = None  # whether some rank used each parameter (None: all were)
        if self._dynamic_graph_find_unused():
            self._used_work.wait()
            global_used = self._used
        elif self.static_graph:
            global_used = self._global_used
        for number, bucket in enumerate(self._buckets):
            result = bucket.work.wait()
            if self._comm_hook is not None:
                self._take_hook_result(number, bucket, result)
            elif self._div_factor is not None:
                bucket.buffer /= self._div_factor
            for i in bucket.indices:
                if global_used is not None and not global_used[i]:
                    continue  # a parameter no rank used keeps its .grad (None stays None)
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
        if ddp is not None:
            ddp._autograd_hook(index)
    return hook
