"""Rprop: resilient backpropagation (per-element step sizes grown or shrunk by the gradient's sign changes), as
torch.optim.Rprop."""
from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.optim._fused import fma
from specgrad.optim.optimizer import Optimizer
from specgrad.tensor import Tensor

__all__ = ["Rprop"]


@numba.njit(**_fused.JIT)
def _rprop_update(param, grad, prev, step_size, etaminus, etaplus, one, step_size_min, step_size_max, maximize):
    """One Rprop step in place over flat arrays, in the order of PyTorch's _single_tensor_rprop."""
    for i in range(param.shape[0]):
        g = -grad[i] if maximize else grad[i]
        product = g * prev[i]
        if product > 0:
            factor = etaplus
        elif product < 0:
            factor = etaminus
        elif product == 0:
            factor = one
        else:
            factor = product  # NaN: sign(NaN) is NaN, which no mask selects
        size = min(max(step_size[i] * factor, step_size_min), step_size_max)  # mul_(sign).clamp_(min, max)
        if size != size:
            size = step_size[i] * factor
        step_size[i] = size
        if factor == etaminus:  # the sign flipped: no step, and no flip detected next time
            g = one - one
        if g > 0:
            direction = one
        elif g < 0:
            direction = -one
        else:
            direction = g * (one - one)  # sign(0) = 0, sign(NaN) = NaN
        param[i] = fma(-direction, size, param[i])  # param.addcmul_(grad.sign(), step_size, value=-1)
        prev[i] = g


class Rprop(Optimizer):
    """Rprop, PyTorch's algorithm, defaults and state ('step', 'prev', 'step_size'): each element's step size is
    multiplied by etas[1] while its gradient keeps its sign and by etas[0] when it flips (then that step is
    skipped), within step_sizes; the parameter moves by its step size against the gradient's sign."""

    def __init__(self, params, lr=1e-2, etas=(0.5, 1.2), step_sizes=(1e-6, 50), *, capturable=False, foreach=None,
                 maximize=False, differentiable=False):
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 < etas[0] < 1.0 < etas[1]:
            raise ValueError(f"Invalid eta values: {etas[0]}, {etas[1]}")
        defaults = dict(lr=lr, etas=etas, step_sizes=step_sizes, foreach=foreach, maximize=maximize,
                        differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            etaminus, etaplus = group["etas"]
            step_size_min, step_size_max = group["step_sizes"]
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = _fused.new_step()
                    state["prev"] = _fused.zeros_like(p)
                    state["step_size"] = _fused.full_like(p, _fused.to_scalar(group["lr"]))
                _fused.increment(state["step"])
                _rprop_update(param.array, grad, _fused.state_array(state["prev"]),
                              _fused.state_array(state["step_size"]), dt(etaminus), dt(etaplus), dt(1),
                              dt(step_size_min), dt(step_size_max), group["maximize"])
                param.commit()
        return loss
