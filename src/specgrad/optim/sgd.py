"""SGD: stochastic gradient descent with momentum, dampening, Nesterov momentum and weight decay, as torch.optim.SGD."""
from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.tensor import Tensor
from specgrad.optim._fused import fma
from specgrad.optim.optimizer import Optimizer

__all__ = ["SGD"]


@numba.njit(**_fused.JIT)
def _sgd_update(param, grad, buf, weight_decay, momentum, one_minus_dampening, neg_lr,
                maximize, use_weight_decay, use_momentum, first_step, nesterov):
    """One SGD step in place over flat arrays (buf: the momentum buffer, unused without momentum)."""
    for i in range(param.shape[0]):
        g = -grad[i] if maximize else grad[i]
        if use_weight_decay:
            g = fma(param[i], weight_decay, g)  # grad.add(param, alpha=weight_decay)
        if use_momentum:
            b = g if first_step else fma(g, one_minus_dampening, buf[i] * momentum)
            buf[i] = b
            g = fma(b, momentum, g) if nesterov else b
        param[i] = fma(g, neg_lr, param[i])  # param.add_(grad, alpha=-lr)


class SGD(Optimizer):
    """Stochastic gradient descent (optionally with momentum), PyTorch's algorithm and defaults."""

    def __init__(self, params, lr=1e-3, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, maximize=False,
                 foreach=None, differentiable=False, fused=None):
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if momentum < 0.0:
            raise ValueError(f"Invalid momentum value: {momentum}")
        if weight_decay < 0.0:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = dict(lr=lr, momentum=momentum, dampening=dampening, weight_decay=weight_decay, nesterov=nesterov,
                        maximize=maximize, foreach=foreach, differentiable=differentiable, fused=fused)
        if nesterov and (momentum <= 0 or dampening != 0):
            raise ValueError("Nesterov momentum requires a momentum and zero dampening")
        super().__init__(params, defaults)
        if fused and foreach:
            raise RuntimeError("`fused` and `foreach` cannot be `True` together.")


    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            lr = _fused.to_scalar(group["lr"])
            weight_decay, momentum = _fused.to_scalar(group["weight_decay"]), group["momentum"]
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                buf, first_step = grad, False
                if momentum != 0:
                    state = self.state[p]
                    if state.get("momentum_buffer") is None:
                        state["momentum_buffer"] = _fused.zeros_like(p)
                        first_step = True
                    buf = _fused.state_array(state["momentum_buffer"])
                _sgd_update(param.array, grad, buf, dt(weight_decay), dt(momentum), dt(1 - group["dampening"]),
                            dt(-lr), group["maximize"], weight_decay != 0, momentum != 0, first_step, group["nesterov"])
                param.commit()
        return loss
