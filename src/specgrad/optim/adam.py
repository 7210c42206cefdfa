"""Adam (with AMSGrad and coupled or decoupled weight decay), as torch.optim.Adam."""
import numpy as np

from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.optim._fused import adam_moments, decayed
from specgrad.optim.optimizer import Optimizer
from specgrad.tensor import Tensor

__all__ = ["Adam"]


@numba.njit(**_fused.JIT)
def _adam_update(param, grad, exp_avg, exp_avg_sq, max_exp_avg_sq, weight_decay, decay_factor, weight1,
                 weight1_minus_one, beta2, one_minus_beta2, bias_correction2_sqrt, eps, neg_step_size,
                 maximize, coupled_weight_decay, decoupled_weight_decay, amsgrad):
    """One Adam step in place over flat arrays, in the order of PyTorch's _single_tensor_adam."""
    for i in range(param.shape[0]):
        p, g = decayed(param[i], grad[i], maximize, coupled_weight_decay, decoupled_weight_decay, weight_decay,
                       decay_factor)
        m, v = adam_moments(exp_avg[i], exp_avg_sq[i], g, weight1, weight1_minus_one, beta2, one_minus_beta2)
        exp_avg[i] = m
        exp_avg_sq[i] = v
        if amsgrad:
            v = max(max_exp_avg_sq[i], v)
            max_exp_avg_sq[i] = v
        denom = np.sqrt(v) / bias_correction2_sqrt + eps
        param[i] = p + (neg_step_size * m) / denom  # param.addcdiv_(exp_avg, denom, value=-step_size)


def check_betas_and_eps(lr, betas, eps, weight_decay):
    """The argument checks Adam, AdamW, Adamax, NAdam and RAdam share, with PyTorch's messages."""
    if isinstance(lr, Tensor) and lr.numel() != 1:
        raise ValueError("Tensor lr must be 1-element")
    if not 0.0 <= lr:
        raise ValueError(f"Invalid learning rate: {lr}")
    if not 0.0 <= eps:
        raise ValueError(f"Invalid epsilon value: {eps}")
    if not 0.0 <= betas[0] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 0: {betas[0]}")
    if not 0.0 <= betas[1] < 1.0:
        raise ValueError(f"Invalid beta parameter at index 1: {betas[1]}")
    if not 0.0 <= weight_decay:
        raise ValueError(f"Invalid weight_decay value: {weight_decay}")


class Adam(Optimizer):
    """Adam (Kingma & Ba), PyTorch's algorithm, defaults and state ('step', 'exp_avg', 'exp_avg_sq', 'max_exp_avg_sq')."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, amsgrad=False, *,
                 foreach=None, maximize=False, capturable=False, differentiable=False, fused=None,
                 decoupled_weight_decay=False):
        check_betas_and_eps(lr, betas, eps, weight_decay)
        if not ((isinstance(betas[0], float) and isinstance(betas[1], float))
                or (isinstance(betas[0], Tensor) and isinstance(betas[1], Tensor))):
            raise ValueError("betas must be either both floats or both Tensors")
        betas = tuple(map(_fused.to_scalar, betas))
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, amsgrad=amsgrad, maximize=maximize,
                        foreach=foreach, capturable=capturable, differentiable=differentiable, fused=fused,
                        decoupled_weight_decay=decoupled_weight_decay)
        super().__init__(params, defaults)
        if fused and foreach:
            raise RuntimeError("`fused` and `foreach` cannot be `True` together.")


    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            lr = _fused.to_scalar(group["lr"])
            beta1, beta2 = (_fused.to_scalar(b) for b in group["betas"])
            weight_decay, amsgrad = group["weight_decay"], group["amsgrad"]
            decoupled = group["decoupled_weight_decay"]
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = _fused.new_step()
                    state["exp_avg"] = _fused.zeros_like(p)
                    state["exp_avg_sq"] = _fused.zeros_like(p)
                    if amsgrad:
                        state["max_exp_avg_sq"] = _fused.zeros_like(p)
                step = _fused.increment(state["step"])
                exp_avg_sq = _fused.state_array(state["exp_avg_sq"])
                max_exp_avg_sq = _fused.state_array(state["max_exp_avg_sq"]) if amsgrad else exp_avg_sq
                bias_correction1 = 1 - beta1 ** step
                bias_correction2 = 1 - beta2 ** step
                step_size = lr / bias_correction1
                weight1 = dt(1 - beta1)
                _adam_update(param.array, grad, _fused.state_array(state["exp_avg"]), exp_avg_sq, max_exp_avg_sq,
                             dt(weight_decay), dt(1 - lr * weight_decay), weight1, weight1 - dt(1), dt(beta2),
                             dt(1 - beta2), dt(bias_correction2 ** 0.5), dt(group["eps"]), dt(-step_size),
                             group["maximize"], weight_decay != 0 and not decoupled, weight_decay != 0 and decoupled,
                             amsgrad)
                param.commit()
        return loss
