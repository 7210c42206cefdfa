"""Adamax: Adam with the infinity norm, as torch.optim.Adamax."""
from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.optim._fused import fma, lerp
from specgrad.optim.adam import check_betas_and_eps
from specgrad.optim.optimizer import Optimizer

__all__ = ["Adamax"]


@numba.njit(**_fused.JIT)
def _adamax_update(param, grad, exp_avg, exp_inf, weight_decay, weight1, weight1_minus_one, beta2, eps, neg_clr,
                   maximize, use_weight_decay):
    """One Adamax step in place over flat arrays, in the order of PyTorch's _single_tensor_adamax."""
    for i in range(param.shape[0]):
        g = -grad[i] if maximize else grad[i]
        if use_weight_decay:
            g = fma(param[i], weight_decay, g)
        m = lerp(exp_avg[i], g, weight1, weight1_minus_one)
        exp_avg[i] = m
        u = max(exp_inf[i] * beta2, abs(g) + eps)  # torch.maximum(exp_inf.mul_(beta2), grad.abs().add_(eps))
        exp_inf[i] = u
        param[i] = param[i] + (neg_clr * m) / u  # param.addcdiv_(exp_avg, exp_inf, value=-clr)


class Adamax(Optimizer):
    """Adamax (Kingma & Ba), PyTorch's algorithm, defaults and state ('step', 'exp_avg', 'exp_inf')."""

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, foreach=None, *,
                 maximize=False, differentiable=False, capturable=False):
        check_betas_and_eps(lr, betas, eps, weight_decay)
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)


    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            lr = _fused.to_scalar(group["lr"])
            beta1, beta2 = group["betas"]
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = _fused.new_step()
                    state["exp_avg"] = _fused.zeros_like(p)
                    state["exp_inf"] = _fused.zeros_like(p)
                step = _fused.increment(state["step"])
                clr = lr / (1 - beta1 ** step)
                weight1 = dt(1 - beta1)
                _adamax_update(param.array, grad, _fused.state_array(state["exp_avg"]),
                               _fused.state_array(state["exp_inf"]), dt(group["weight_decay"]), weight1,
                               weight1 - dt(1), dt(beta2), dt(group["eps"]), dt(-clr), group["maximize"],
                               group["weight_decay"] != 0)
                param.commit()
        return loss
