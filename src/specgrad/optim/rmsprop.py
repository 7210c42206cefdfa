"""RMSprop (plain or centered, with momentum), as torch.optim.RMSprop."""
import numpy as np

from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.optim._fused import fma, lerp
from specgrad.optim.optimizer import Optimizer
from specgrad.tensor import Tensor

__all__ = ["RMSprop"]


@numba.njit(**_fused.JIT)
def _rmsprop_update(param, grad, square_avg, grad_avg, momentum_buffer, weight_decay, alpha, one_minus_alpha,
                    one_minus_alpha_minus_one, eps, momentum, neg_lr, maximize, use_weight_decay, centered,
                    use_momentum):
    """One RMSprop step in place over flat arrays, in the order of PyTorch's _single_tensor_rmsprop."""
    for i in range(param.shape[0]):
        g = -grad[i] if maximize else grad[i]
        if use_weight_decay:
            g = fma(param[i], weight_decay, g)
        s = fma(one_minus_alpha * g, g, square_avg[i] * alpha)  # square_avg.mul_(alpha).addcmul_(grad, grad, 1 - alpha)
        square_avg[i] = s
        if centered:
            a = lerp(grad_avg[i], g, one_minus_alpha, one_minus_alpha_minus_one)
            grad_avg[i] = a
            avg = np.sqrt(fma(-a, a, s)) + eps  # square_avg.addcmul(grad_avg, grad_avg, value=-1).sqrt_().add_(eps)
        else:
            avg = np.sqrt(s) + eps
        if use_momentum:
            b = momentum_buffer[i] * momentum + g / avg  # buf.mul_(momentum).addcdiv_(grad, avg)
            momentum_buffer[i] = b
            param[i] = fma(b, neg_lr, param[i])
        else:
            param[i] = param[i] + (neg_lr * g) / avg  # param.addcdiv_(grad, avg, value=-lr)


class RMSprop(Optimizer):
    """RMSprop (Hinton), PyTorch's algorithm, defaults and state ('step', 'square_avg', 'momentum_buffer', 'grad_avg')."""

    def __init__(self, params, lr=1e-2, alpha=0.99, eps=1e-8, weight_decay=0, momentum=0, centered=False,
                 capturable=False, foreach=None, maximize=False, differentiable=False):
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 <= eps:
            raise ValueError(f"Invalid epsilon value: {eps}")
        if not 0.0 <= momentum:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        if not 0.0 <= alpha:
            raise ValueError(f"Invalid alpha value: {alpha}")
        defaults = dict(lr=lr, momentum=momentum, alpha=alpha, eps=eps, centered=centered, weight_decay=weight_decay,
                        capturable=capturable, foreach=foreach, maximize=maximize, differentiable=differentiable)
        super().__init__(params, defaults)


    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            lr = _fused.to_scalar(group["lr"])
            alpha, momentum, centered = group["alpha"], group["momentum"], group["centered"]
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = _fused.new_step()
                    state["square_avg"] = _fused.zeros_like(p)
                    if momentum > 0:
                        state["momentum_buffer"] = _fused.zeros_like(p)
                    if centered:
                        state["grad_avg"] = _fused.zeros_like(p)
                _fused.increment(state["step"])
                square_avg = _fused.state_array(state["square_avg"])
                grad_avg = _fused.state_array(state["grad_avg"]) if centered else square_avg
                buf = _fused.state_array(state["momentum_buffer"]) if momentum > 0 else square_avg
                weight = dt(1 - alpha)
                _rmsprop_update(param.array, grad, square_avg, grad_avg, buf, dt(group["weight_decay"]), dt(alpha),
                                weight, weight - dt(1), dt(group["eps"]), dt(momentum), dt(-lr), group["maximize"],
                                group["weight_decay"] != 0, centered, momentum > 0)
                param.commit()
        return loss
