"""Stochastic weight averaging and exponential moving averages of a model's weights, as torch.optim.swa_utils:
AveragedModel (a copy of the model whose parameters average the model's over update_parameters calls), the
averaging functions (get_swa_avg_fn, get_ema_avg_fn and their in-place multi_ forms), SWALR (anneal each
group's lr to a constant swa_lr) and update_bn (recompute batch-norm statistics for the averaged weights).
"""
import itertools
import math
from copy import deepcopy

import specgrad
from specgrad.dtypes import get_default_dtype
from specgrad.grad_mode import no_grad
from specgrad.nn.modules.module import Module
from specgrad.optim.lr_scheduler import LRScheduler, _format_param, _warn_get_lr_called_within_step
from specgrad.tensor import Tensor

__all__ = ["AveragedModel", "update_bn", "SWALR", "get_ema_multi_avg_fn", "get_swa_multi_avg_fn", "get_ema_avg_fn",
           "get_swa_avg_fn"]


def _check_decay(decay):
    if decay < 0.0 or decay > 1.0:
        raise ValueError(f"Invalid decay value {decay} provided. Please provide a value in [0,1] range.")


def get_ema_multi_avg_fn(decay=0.999):
    """An in-place EMA over lists of tensors: ema = lerp(ema, current, 1 - decay)."""
    _check_decay(decay)

    def ema_update(ema_param_list, current_param_list, _):
        with no_grad():
            if ema_param_list[0].is_floating_point():
                for p_ema, p_model in zip(ema_param_list, current_param_list):
                    p_ema.lerp_(p_model, 1 - decay)
            else:
                for p_ema, p_model in zip(ema_param_list, current_param_list, strict=True):
                    p_ema.copy_(p_ema * decay + p_model * (1 - decay))
    return ema_update


_INTEGER_ADDCDIV = (
    "Integer division with addcdiv is no longer supported, and in a future  release addcdiv will perform a true "
    "division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as (input + value * "
    "torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * tensor1 / tensor2) "
    "for float inputs. The future addcdiv behavior is just the latter implementation: (input + value * tensor1 / "
    "tensor2), for all dtypes.")


def get_swa_multi_avg_fn():
    """An in-place running mean over lists of tensors: avg = lerp(avg, current, 1 / (num_averaged + 1))."""
    def swa_update(averaged_param_list, current_param_list, num_averaged):
        with no_grad():
            if averaged_param_list[0].is_floating_point():
                if isinstance(num_averaged, Tensor):
                    # PyTorch's 1 / (n + 1) of an integer tensor: a tensor of the default float dtype
                    one = get_default_dtype().numpy.type(1)
                    weight = float(one / one.dtype.type(num_averaged.item() + 1))
                else:
                    weight = 1 / (num_averaged + 1)
                for p_avg, p_model in zip(averaged_param_list, current_param_list):
                    p_avg.lerp_(p_model, weight)
            elif isinstance(num_averaged, Tensor):
                # PyTorch's addcdiv_ of integers (an int64 buffer such as num_batches_tracked) refuses
                raise RuntimeError(_INTEGER_ADDCDIV)
            else:
                for p_avg, p_model in zip(averaged_param_list, current_param_list):
                    p_avg.add_((p_model - p_avg) * (1.0 / (num_averaged + 1)))
    return swa_update


def get_ema_avg_fn(decay=0.999):
    """ema_update(ema, current, num_averaged) -> decay * ema + (1 - decay) * current."""
    _check_decay(decay)

    def ema_update(ema_param, current_param, num_averaged):
        with no_grad():
            return decay * ema_param + (1 - decay) * current_param
    return ema_update


def get_swa_avg_fn():
    """swa_update(avg, current, num_averaged) -> avg + (current - avg) / (num_averaged + 1)."""
    def swa_update(averaged_param, current_param, num_averaged):
        with no_grad():
            return averaged_param + (current_param - averaged_param) / (num_averaged + 1)
    return swa_update


class AveragedModel(Module):
    """A deep copy of `model` (in .module) whose parameters (and buffers with use_buffers=True) are a running
    average of model's: update_parameters(model) copies them the first time and then averages with avg_fn
    (per tensor, returning the new value) or multi_avg_fn (in place, over lists), default the equal-weight SWA
    mean. n_averaged (an int64 buffer) counts the updates. Calling it runs the averaged copy."""

    def __init__(self, model, device=None, avg_fn=None, multi_avg_fn=None, use_buffers=False):
        super().__init__()
        if avg_fn is not None and multi_avg_fn is not None:
            raise AssertionError("Only one of avg_fn and multi_avg_fn should be provided")
        self.module = deepcopy(model)
        if device is not None:
            self.module = self.module.to(device)
        self.register_buffer("n_averaged", specgrad.tensor(0, dtype=specgrad.int64))
        self.avg_fn = avg_fn
        self.multi_avg_fn = multi_avg_fn
        self.use_buffers = use_buffers

    def forward(self, *args, **kwargs):
        return self.module(*args, **kwargs)

    def update_parameters(self, model):
        """Fold model's current parameters (and buffers with use_buffers) into the average."""
        if self.use_buffers:
            self_param = itertools.chain(self.module.parameters(), self.module.buffers())
            model_param = itertools.chain(model.parameters(), model.buffers())
        else:
            self_param, model_param = self.parameters(), model.parameters()
        averaged, current = [], []
        copy_param = int(self.n_averaged.item()) == 0
        with no_grad():
            for p_averaged, p_model in zip(self_param, model_param):
                p_model_ = p_model.detach()
                averaged.append(p_averaged.detach())
                current.append(p_model_)
                if copy_param:
                    p_averaged.detach().copy_(p_model_)
            if int(self.n_averaged.item()) > 0:
                if self.multi_avg_fn is not None:
                    for group_averaged, group_current in _by_dtype(averaged, current):
                        self.multi_avg_fn(group_averaged, group_current, self.n_averaged)
                else:
                    avg_fn = self.avg_fn if self.avg_fn is not None else get_swa_avg_fn()
                    for p_averaged, p_model in zip(averaged, current, strict=True):
                        p_averaged.copy_(avg_fn(p_averaged, p_model, self.n_averaged))
            if not self.use_buffers:
                for b_swa, b_model in zip(self.module.buffers(), model.buffers(), strict=True):
                    b_swa.detach().copy_(b_model.detach())
            self.n_averaged.add_(1)


def _by_dtype(averaged, current):
    """The (averaged, current) pairs grouped by dtype, as PyTorch groups them for the foreach kernels."""
    groups = {}
    for a, c in zip(averaged, current, strict=True):
        pair = groups.setdefault(a.dtype, ([], []))
        pair[0].append(a)
        pair[1].append(c)
    return list(groups.values())


def update_bn(loader, model, device=None):
    """One pass over loader (batches, or tuples/lists whose first item is the input) in training mode to
    recompute every batch norm's running statistics as a cumulative average (momentum=None), e.g. for the
    averaged weights of an AveragedModel; each batch norm's momentum and the model's mode are restored."""
    from specgrad.nn.modules.normalization import _BatchNorm
    with no_grad():
        momenta = {}
        for module in model.modules():
            if isinstance(module, _BatchNorm):
                module.reset_running_stats()
                momenta[module] = module.momentum
        if not momenta:
            return
        was_training = model.training
        model.train()
        for module in momenta:
            module.momentum = None
        for input in loader:
            if isinstance(input, (list, tuple)):
                input = input[0]
            model(input)
        for bn_module in momenta:
            bn_module.momentum = momenta[bn_module]
        model.train(was_training)


class SWALR(LRScheduler):
    """Anneals each group's lr to swa_lr over anneal_epochs epochs ('cos' or 'linear'), then holds it."""

    def __init__(self, optimizer, swa_lr, anneal_epochs=10, anneal_strategy="cos", last_epoch=-1):
        swa_lrs = _format_param("swa_lr", optimizer, swa_lr)
        for value, group in zip(swa_lrs, optimizer.param_groups, strict=True):
            group["swa_lr"] = value
        if anneal_strategy not in ["cos", "linear"]:
            raise ValueError(f"anneal_strategy must be one of 'cos' or 'linear', instead got {anneal_strategy}")
        self._set_anneal_func(anneal_strategy)
        if not isinstance(anneal_epochs, int) or anneal_epochs < 0:
            raise ValueError(f"anneal_epochs must be equal or greater than 0, got {anneal_epochs}")
        self.anneal_epochs = anneal_epochs
        super().__init__(optimizer, last_epoch)

    @staticmethod
    def _linear_anneal(t):
        return t

    @staticmethod
    def _cosine_anneal(t):
        return (1 - math.cos(math.pi * t)) / 2

    @staticmethod
    def _get_initial_lr(lr, swa_lr, alpha):
        if alpha == 1:
            return swa_lr
        return (lr - alpha * swa_lr) / (1 - alpha)

    def get_lr(self):
        """The lr of each group one epoch further along the anneal from the current lr to swa_lr."""
        _warn_get_lr_called_within_step(self)
        step = self._step_count - 1
        if self.anneal_epochs == 0:
            step = max(1, step)
        prev_t = max(0, min(1, (step - 1) / max(1, self.anneal_epochs)))
        prev_alpha = self.anneal_func(prev_t)
        prev_lrs = [self._get_initial_lr(group["lr"], group["swa_lr"], prev_alpha)
                    for group in self.optimizer.param_groups]
        t = max(0, min(1, step / max(1, self.anneal_epochs)))
        alpha = self.anneal_func(t)
        return [group["swa_lr"] * alpha + lr * (1 - alpha)
                for group, lr in zip(self.optimizer.param_groups, prev_lrs, strict=True)]

    def _set_anneal_func(self, anneal_strategy):
        self._anneal_strategy = anneal_strategy
        self.anneal_func = self._cosine_anneal if anneal_strategy == "cos" else self._linear_anneal

    def state_dict(self):
        return {key: value for key, value in self.__dict__.items() if key not in ("optimizer", "anneal_func")}

    def load_state_dict(self, state_dict):
        self.__dict__.update(state_dict)
        self._set_anneal_func(self._anneal_strategy)
