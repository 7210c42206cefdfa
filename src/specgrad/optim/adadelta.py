"""Adadelta, as torch.optim.Adadelta."""
import numpy as np

from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.optim._fused import fma
from specgrad.optim.optimizer import Optimizer
from specgrad.tensor import Tensor

__all__ = ["Adadelta"]


@numba.njit(**_fused.JIT)
def _adadelta_update(param, grad, square_avg, acc_delta, weight_decay, rho, one_minus_rho, eps, neg_lr, maximize,
                     use_weight_decay):
    """One Adadelta step in place over flat arrays, in the order of PyTorch's _single_tensor_adadelta."""
    for i in range(param.shape[0]):
        g = -grad[i] if maximize else grad[i]
        if use_weight_decay:
            g = fma(param[i], weight_decay, g)
        s = fma(one_minus_rho * g, g, square_avg[i] * rho)
        square_avg[i] = s
        std = np.sqrt(s + eps)
        delta = np.sqrt(acc_delta[i] + eps) / std * g  # delta.div_(std).mul_(grad)
        acc_delta[i] = fma(one_minus_rho * delta, delta, acc_delta[i] * rho)
        param[i] = fma(delta, neg_lr, param[i])


class Adadelta(Optimizer):
    """Adadelta (Zeiler), PyTorch's algorithm, defaults and state ('step', 'square_avg', 'acc_delta')."""

    def __init__(self, params, lr=1.0, rho=0.9, eps=1e-6, weight_decay=0, foreach=None, *, capturable=False,
                 maximize=False, differentiable=False):
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 <= rho <= 1.0:
            raise ValueError(f"Invalid rho value: {rho}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = dict(lr=lr, rho=rho, eps=eps, weight_decay=weight_decay, maximize=maximize, capturable=capturable,
                        foreach=foreach, differentiable=differentiable)
        super().__init__(params, defaults)


    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            lr, rho = _fused.to_scalar(group["lr"]), group["rho"]
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = _fused.new_step()
                    state["square_avg"] = _fused.zeros_like(p)
                    state["acc_delta"] = _fused.zeros_like(p)
                _fused.increment(state["step"])
                _adadelta_update(param.array, grad, _fused.state_array(state["square_avg"]),
                                 _fused.state_array(state["acc_delta"]), dt(group["weight_decay"]), dt(rho),
                                 dt(1 - rho), dt(group["eps"]), dt(-lr), group["maximize"], group["weight_decay"] != 0)
                param.commit()
        return loss
