"""Adagrad (with learning-rate decay and an initial accumulator value), as torch.optim.Adagrad."""
import numpy as np

from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.optim._fused import fma
from specgrad.optim.optimizer import Optimizer
from specgrad.tensor import Tensor

__all__ = ["Adagrad"]


@numba.njit(**_fused.JIT)
def _adagrad_update(param, grad, state_sum, weight_decay, eps, neg_clr, maximize, use_weight_decay):
    """One Adagrad step in place over flat arrays, in the order of PyTorch's _single_tensor_adagrad."""
    for i in range(param.shape[0]):
        g = -grad[i] if maximize else grad[i]
        if use_weight_decay:
            g = fma(param[i], weight_decay, g)
        s = fma(g, g, state_sum[i])  # state_sum.addcmul_(grad, grad, value=1)
        state_sum[i] = s
        param[i] = param[i] + (neg_clr * g) / (np.sqrt(s) + eps)  # param.addcdiv_(grad, std, value=-clr)


class Adagrad(Optimizer):
    """Adagrad (Duchi et al.), PyTorch's algorithm, defaults and state ('step', 'sum', made for every parameter)."""

    def __init__(self, params, lr=1e-2, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10,
                 foreach=None, *, maximize=False, differentiable=False, fused=None):
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 <= lr_decay:
            raise ValueError(f"Invalid lr_decay value: {lr_decay}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if not 0.0 <= initial_accumulator_value:
            raise ValueError(f"Invalid initial_accumulator_value value: {initial_accumulator_value}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        defaults = dict(lr=lr, lr_decay=lr_decay, eps=eps, weight_decay=weight_decay,
                        initial_accumulator_value=initial_accumulator_value, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, fused=fused)
        super().__init__(params, defaults)
        if fused and foreach:
            raise RuntimeError("`fused` and `foreach` cannot be `True` together.")
        for group in self.param_groups:
            for p in group["params"]:
                state = self.state[p]
                state["step"] = _fused.new_step()
                state["sum"] = _fused.full_like(p, group["initial_accumulator_value"])


    def share_memory(self):
        """A no-op here (PyTorch moves the sums to shared memory for multiprocessing)."""

    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            lr = _fused.to_scalar(group["lr"])
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                state = self.state[p]
                step = _fused.increment(state["step"])
                clr = lr / (1 + (step - 1) * group["lr_decay"])
                _adagrad_update(param.array, grad, _fused.state_array(state["sum"]), dt(group["weight_decay"]),
                                dt(group["eps"]), dt(-clr), group["maximize"], group["weight_decay"] != 0)
                param.commit()
        return loss
