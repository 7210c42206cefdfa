"""NAdam: Adam with Nesterov momentum (and optional decoupled weight decay), as torch.optim.NAdam."""
import numpy as np

from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.optim._fused import adam_moments, decayed
from specgrad.optim.adam import check_betas_and_eps
from specgrad.optim.optimizer import Optimizer

__all__ = ["NAdam"]


@numba.njit(**_fused.JIT)
def _nadam_update(param, grad, exp_avg, exp_avg_sq, weight_decay, decay_factor, weight1, weight1_minus_one, beta2,
                  one_minus_beta2, bias_correction2, eps, grad_coefficient, exp_avg_coefficient, maximize,
                  coupled_weight_decay, decoupled_weight_decay):
    """One NAdam step in place over flat arrays, in the order of PyTorch's _single_tensor_nadam."""
    for i in range(param.shape[0]):
        p, g = decayed(param[i], grad[i], maximize, coupled_weight_decay, decoupled_weight_decay, weight_decay,
                       decay_factor)
        m, v = adam_moments(exp_avg[i], exp_avg_sq[i], g, weight1, weight1_minus_one, beta2, one_minus_beta2)
        exp_avg[i] = m
        exp_avg_sq[i] = v
        denom = np.sqrt(v / bias_correction2) + eps  # exp_avg_sq.div(bias_correction2).sqrt().add_(eps)
        p = p + (grad_coefficient * g) / denom  # param.addcdiv_(grad, denom, value=-lr * (1 - mu) / (1 - mu_product))
        param[i] = p + (exp_avg_coefficient * m) / denom


class NAdam(Optimizer):
    """NAdam (Dozat), PyTorch's algorithm, defaults and state ('step', 'mu_product', 'exp_avg', 'exp_avg_sq')."""

    def __init__(self, params, lr=2e-3, betas=(0.9, 0.999), eps=1e-8, weight_decay=0, momentum_decay=4e-3,
                 decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False,
                 differentiable=False):
        check_betas_and_eps(lr, betas, eps, weight_decay)
        if not 0.0 <= momentum_decay:
            raise ValueError(f"Invalid momentum_decay value: {momentum_decay}")
        defaults = dict(lr=lr, betas=betas, eps=eps, weight_decay=weight_decay, momentum_decay=momentum_decay,
                        decoupled_weight_decay=decoupled_weight_decay, maximize=maximize, foreach=foreach,
                        capturable=capturable, differentiable=differentiable)
        super().__init__(params, defaults)


    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            lr = _fused.to_scalar(group["lr"])
            beta1, beta2 = group["betas"]
            weight_decay, decoupled = group["weight_decay"], group["decoupled_weight_decay"]
            momentum_decay = group["momentum_decay"]
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = _fused.new_step()
                    state["mu_product"] = _fused.new_step(1.0)
                    state["exp_avg"] = _fused.zeros_like(p)
                    state["exp_avg_sq"] = _fused.zeros_like(p)
                step = _fused.increment(state["step"])
                bias_correction2 = 1 - beta2 ** step
                mu = beta1 * (1.0 - 0.5 * (0.96 ** (step * momentum_decay)))
                mu_next = beta1 * (1.0 - 0.5 * (0.96 ** ((step + 1) * momentum_decay)))
                mu_product = state["mu_product"]  # a float32 tensor: `mu_product *= mu` rounds to float32
                mu_product._data[...] = mu_product._data * mu_product._data.dtype.type(mu)
                mu_product._bump_version()
                mu_product_value = float(mu_product._data)
                mu_product_next = mu_product_value * mu_next
                weight1 = dt(1 - beta1)
                _nadam_update(param.array, grad, _fused.state_array(state["exp_avg"]),
                              _fused.state_array(state["exp_avg_sq"]), dt(weight_decay), dt(1 - lr * weight_decay),
                              weight1, weight1 - dt(1), dt(beta2), dt(1 - beta2), dt(bias_correction2),
                              dt(group["eps"]), dt(-lr * (1.0 - mu) / (1.0 - mu_product_value)),
                              dt((-lr * mu_next) / (1.0 - mu_product_next)), group["maximize"],
                              weight_decay != 0 and not decoupled, weight_decay != 0 and decoupled)
                param.commit()
        return loss
