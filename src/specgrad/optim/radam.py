"""RAdam: Adam with a rectified adaptive learning rate, as torch.optim.RAdam."""
import numpy as np

from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.optim._fused import adam_moments, decayed
from specgrad.optim.adam import check_betas_and_eps
from specgrad.optim.optimizer import Optimizer

__all__ = ["RAdam"]


@numba.njit(**_fused.JIT)
def _radam_update(param, grad, exp_avg, exp_avg_sq, weight_decay, decay_factor, weight1, weight1_minus_one, beta2,
                  one_minus_beta2, bias_correction1, lr, one, eps, bias_correction2_sqrt, rect, rectified, maximize,
                  coupled_weight_decay, decoupled_weight_decay):
    """One RAdam step in place over flat arrays, in the order of PyTorch's _single_tensor_radam."""
    for i in range(param.shape[0]):
        p, g = decayed(param[i], grad[i], maximize, coupled_weight_decay, decoupled_weight_decay, weight_decay,
                       decay_factor)
        m, v = adam_moments(exp_avg[i], exp_avg_sq[i], g, weight1, weight1_minus_one, beta2, one_minus_beta2)
        exp_avg[i] = m
        exp_avg_sq[i] = v
        update = m / bias_correction1 * lr  # bias_corrected_exp_avg * lr
        if rectified:
            adaptive_lr = (one / (np.sqrt(v) + eps)) * bias_correction2_sqrt  # scalar / tensor is reciprocal() * scalar
            update = update * adaptive_lr * rect
        param[i] = p - update  # param.add_(update, alpha=-1.0)


class RAdam(Optimizer):
    """RAdam (Liu et al.), PyTorch's algorithm, defaults and state ('step', 'exp_avg', 'exp_avg_sq')."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, decoupled_weight_decay=False,
                 *, foreach=None, maximize=False, capturable=False, differentiable=False):
        check_betas_and_eps(lr, betas, eps, weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, maximize=maximize, foreach=foreach,
                        capturable=capturable, decoupled_weight_decay=decoupled_weight_decay,
                        differentiable=differentiable)
        super().__init__(params, defaults)


    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            lr = _fused.to_scalar(group["lr"])
            beta1, beta2 = group["betas"]
            weight_decay, decoupled = group["weight_decay"], group["decoupled_weight_decay"]
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = _fused.new_step()
                    state["exp_avg"] = _fused.zeros_like(p)
                    state["exp_avg_sq"] = _fused.zeros_like(p)
                step = _fused.increment(state["step"])
                bias_correction1 = 1 - beta1 ** step
                bias_correction2 = 1 - beta2 ** step
                rho_inf = 2 / (1 - beta2) - 1
                rho_t = rho_inf - 2 * step * (beta2 ** step) / bias_correction2
                rectified = rho_t > 5.0
                rect = ((rho_t - 4) * (rho_t - 2) * rho_inf / ((rho_inf - 4) * (rho_inf - 2) * rho_t)) ** 0.5 \
                    if rectified else 0.0
                weight1 = dt(1 - beta1)
                _radam_update(param.array, grad, _fused.state_array(state["exp_avg"]),
                              _fused.state_array(state["exp_avg_sq"]), dt(weight_decay), dt(1 - lr * weight_decay),
                              weight1, weight1 - dt(1), dt(beta2), dt(1 - beta2), dt(bias_correction1), dt(lr), dt(1),
                              dt(group["eps"]), dt(bias_correction2 ** 0.5), dt(rect), rectified, group["maximize"],
                              weight_decay != 0 and not decoupled, weight_decay != 0 and decoupled)
                param.commit()
        return loss
