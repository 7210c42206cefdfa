"""Training with uneven inputs: the Join context manager and its Joinable/JoinHook protocol, as
torch.distributed.algorithms.join.

Every collective needs every rank of the group. When the ranks hold different numbers of batches, a rank
that runs out leaves the loop while the others still start collectives it would never join: they would
hang. Inside `with Join([ddp_model]):` a rank that has run out ("joined") instead runs, once per iteration
of the others, its joinables' main hooks, which take part in the same collectives with neutral values (for
DistributedDataParallel: zero gradients), until every rank has joined; then their post hooks run once
(DistributedDataParallel's copies the model of the last rank to join to all).

How a rank knows: each Joinable calls Join.notify_join_context(self) at the start of its per-iteration
collectives (DistributedDataParallel's forward does), which all-reduces a 1 from every rank still training;
a joined rank contributes 0 to the same all-reduce from __exit__, so the sum is the number of ranks still
training, and 0 once all have joined.
"""
import warnings
from abc import ABC, abstractmethod
from typing import Any, NamedTuple

from specgrad import distributed as dist

__all__ = ["JoinHook", "Joinable", "Join"]


class JoinHook:
    """What a joined rank runs for one Joinable: main_hook() once per iteration of the ranks still training,
    shadowing that iteration's collectives; post_hook(is_last_joiner) once after every rank has joined.
    Subclass it and override either."""

    def main_hook(self) -> None:
        """Shadow the collectives of one training iteration (forward, backward, optimizer step) of the ranks
        that have not joined."""

    def post_hook(self, is_last_joiner: bool) -> None:
        """Run once every rank has joined. is_last_joiner: whether this rank was one of the last to join."""


class _JoinConfig(NamedTuple):
    """What a Joinable needs to know of the Join context it is in."""
    enable: bool
    throw_on_early_termination: bool
    is_first_joinable: bool

    @staticmethod
    def construct_disabled_join_config():
        """Outside any Join context: no join collectives."""
        return _JoinConfig(enable=False, throw_on_early_termination=False, is_first_joinable=False)


class Joinable(ABC):
    """A class whose instances can be passed to Join: it implements join_hook(**kwargs) (its JoinHook), and
    the properties join_device and join_process_group (where the context's own collectives run); its
    __init__ must call Joinable.__init__(self), and it calls Join.notify_join_context(self) before its
    per-iteration collectives."""

    @abstractmethod
    def __init__(self):
        super().__init__()
        self._join_config = _JoinConfig.construct_disabled_join_config()

    @abstractmethod
    def join_hook(self, **kwargs) -> JoinHook:
        """The JoinHook of this Joinable; kwargs are the extra keyword arguments given to Join, the same for
        every Joinable of one context."""

    @property
    @abstractmethod
    def join_device(self):
        """The device of the context's own collectives."""

    @property
    @abstractmethod
    def join_process_group(self) -> Any:
        """The process group of the context's own collectives."""


class Join:
    """Context manager for training loops whose ranks hold different numbers of inputs.

        with Join([ddp_model]):            # or: with ddp_model.join():
            for x, y in my_batches:        # ranks may have different numbers of batches
                loss_fn(ddp_model(x), y).backward()
                optimizer.step()

    joinables: the participating Joinables (their hooks run in this order; they must share one process group;
    the first one's device is used). enable: False turns the context into a no-op (inputs known to be even).
    throw_on_early_termination: once a rank runs out of inputs, every rank raises RuntimeError instead of
    going on (needed when the loop has collectives that no join hook shadows, as SyncBatchNorm's). Extra
    keyword arguments go to every joinable's join_hook (DistributedDataParallel's takes
    divide_by_initial_world_size).

    On leaving the block normally, a rank shadows the others' iterations (their main hooks) until all have
    joined, then runs the post hooks. An exception raised in the block propagates at once, without shadowing.
    After the context (normally or not) the joinables are out of join mode again, with no per-iteration
    join collectives (PyTorch leaves them configured; every rank leaves together, so the collectives match
    either way).
    """

    def __init__(self, joinables, enable=True, throw_on_early_termination=False, **kwargs):
        if len(joinables) == 0:
            raise ValueError("The join context manager requires at least one joinable")
        self._joinables = joinables
        self._join_hooks = [joinable.join_hook(**kwargs) for joinable in self._joinables]
        self._enable = enable
        self._throw_on_early_termination = throw_on_early_termination
        self._set_joinable_configs()
        self._extract_dist_info()

    def _set_joinable_configs(self):
        """Tell each joinable it is in this context; only the first one runs notify_join_context's collectives."""
        for number, joinable in enumerate(self._joinables):
            joinable._join_config = _JoinConfig(enable=self._enable,
                                                throw_on_early_termination=self._throw_on_early_termination,
                                                is_first_joinable=number == 0)

    def _extract_dist_info(self):
        process_group = None
        device = None
        for joinable in self._joinables:
            if process_group is None:
                process_group = joinable.join_process_group
            elif process_group != joinable.join_process_group:
                raise ValueError("Using join context manager with multiple process groups")
            if device is None:
                device = joinable.join_device
        self._process_group = process_group
        self._rank = dist.get_rank(self._process_group)
        self._device = device

    def __enter__(self):
        return None

    def __exit__(self, type, value, traceback):
        """Run the main hooks until every rank has joined, then the post hooks. With
        throw_on_early_termination, raise RuntimeError (on every rank) if some rank is still training."""
        try:
            if not self._enable or type:
                return  # an exception in the block propagates as it is
            self._shadow_until_all_joined()
        finally:
            for joinable in self._joinables:
                joinable._join_config = _JoinConfig.construct_disabled_join_config()

    def _shadow_until_all_joined(self):
        all_procs_joined = False
        is_last_joiner = True
        iterations = 0
        warn_threshold = 1000
        while not all_procs_joined:
            if iterations > warn_threshold:
                warnings.warn(f"Detected uneven input skew of greater than {warn_threshold}. This means that rank "
                              f"{self._rank} has at least {warn_threshold} fewer inputs than other currently-active "
                              f"ranks. This level of skew could lead to performance degradation during training.",
                              stacklevel=3)
                warn_threshold = float("inf")  # once, as PyTorch's "once" filter does
            # this 0 meets the 1 of every rank still training (notify_join_context)
            if self._get_num_nonjoined_procs() == 0:
                all_procs_joined = True
            else:
                if self._throw_on_early_termination:
                    self._notify_procs_to_terminate()
                for join_hook in self._join_hooks:
                    join_hook.main_hook()
                is_last_joiner = False
                iterations += 1
        for join_hook in self._join_hooks:
            join_hook.post_hook(is_last_joiner)

    def _get_num_nonjoined_procs(self):
        from specgrad import zeros
        count = zeros(1)
        dist.all_reduce(count, group=self._process_group)
        return count.item()

    def _notify_procs_to_terminate(self):
        """Meet the training ranks' early-termination check with a 1, so that they raise too; then raise."""
        from specgrad import ones
        dist.all_reduce(ones(1), group=self._process_group)
        raise RuntimeError(f"Rank {self._rank} exhausted all inputs.")

    @staticmethod
    def notify_join_context(joinable):
        """Called by a Joinable (the first of its context) before its per-iteration collectives: tells the
        joined ranks that this one is still training (an all-reduce of 1, returned as an async work handle whose
        result is the number of ranks still training), and, with throw_on_early_termination, raises
        RuntimeError if some rank has joined. Returns None outside a Join context or for a joinable that is not
        the first."""
        from specgrad import ones, zeros
        if not hasattr(joinable, "_join_config"):
            raise AssertionError(f"Check that the {type(joinable)} constructor calls the ``Joinable`` constructor")
        join_config = joinable._join_config
        if not join_config.is_first_joinable or not join_config.enable:
            return None
        process_group = joinable.join_process_group
        still_training = ones(1)
        work = dist.all_reduce(still_training, group=process_group, async_op=True)
        if join_config.throw_on_early_termination:
            # joined ranks put a 1 here (_notify_procs_to_terminate), training ranks a 0
            should_throw = zeros(1)
            dist.all_reduce(should_throw, group=process_group)
            if should_throw.item():
                raise RuntimeError("Detected at least one rank that exhausted inputs. Throwing across all ranks.")
        return work
