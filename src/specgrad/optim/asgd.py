"""ASGD: averaged stochastic gradient descent (Polyak-Ruppert averaging of the iterates in state 'ax'), as
torch.optim.ASGD."""
from specgrad.dtypes import get_default_dtype
from specgrad.lazy_numba import numba  # imported on the first kernel call
from specgrad.optim import _fused
from specgrad.optim._fused import fma
from specgrad.optim.optimizer import Optimizer
from specgrad.tensor import Tensor

__all__ = ["ASGD"]


@numba.njit(**_fused.JIT)
def _asgd_update(param, grad, ax, weight_decay, decay, neg_eta, mu, maximize, use_weight_decay, average):
    """One ASGD step in place over flat arrays, in the order of PyTorch's _single_tensor_asgd."""
    for i in range(param.shape[0]):
        g = -grad[i] if maximize else grad[i]
        if use_weight_decay:
            g = fma(param[i], weight_decay, g)  # grad.add(param, alpha=weight_decay)
        p = param[i] * decay  # param.mul_(1 - lambd * eta)
        p = fma(g, neg_eta, p)  # param.add_(grad, alpha=-eta)
        param[i] = p
        if average:
            ax[i] = ax[i] + (p - ax[i]) * mu  # ax.add_(param.sub(ax).mul_(mu))
        else:
            ax[i] = p


class ASGD(Optimizer):
    """ASGD, PyTorch's algorithm, defaults and state ('step', 'eta', 'mu', 'ax'): SGD with the step size
    eta = lr / (1 + lambd * lr * step) ** alpha and a decay of the parameter by lambd * eta; 'ax' averages the
    iterates from step t0 on (before it, ax is the latest iterate)."""

    def __init__(self, params, lr=1e-2, lambd=1e-4, alpha=0.75, t0=1e6, weight_decay=0, foreach=None,
                 maximize=False, differentiable=False, capturable=False):
        if isinstance(lr, Tensor) and lr.numel() != 1:
            raise ValueError("Tensor lr must be 1-element")
        if not 0.0 <= lr:
            raise ValueError(f"Invalid learning rate: {lr}")
        if not 0.0 <= weight_decay:
            raise ValueError(f"Invalid weight_decay value: {weight_decay}")
        defaults = dict(lr=lr, lambd=lambd, alpha=alpha, t0=t0, weight_decay=weight_decay, foreach=foreach,
                        maximize=maximize, differentiable=differentiable, capturable=capturable)
        super().__init__(params, defaults)

    def step(self, closure=None):
        """One step over every parameter that has a gradient; returns closure()'s loss when given one."""
        loss = self._evaluate(closure)
        for group in self.param_groups:
            lr = _fused.to_scalar(group["lr"])
            lambd, alpha, t0 = group["lambd"], group["alpha"], group["t0"]
            weight_decay = group["weight_decay"]
            for p in self._params_with_grad(group):
                param, grad, dt = _fused.kernel_arrays(p)
                state = self.state[p]
                if len(state) == 0:
                    state["step"] = _fused.new_step()
                    state["eta"] = _fused.new_step(lr)
                    state["mu"] = _fused.new_step(1.0)
                    state["ax"] = _fused.zeros_like(p)
                step = _fused.increment(state["step"])
                eta, mu = float(state["eta"]._data), float(state["mu"]._data)  # as stored (float32 by default)
                _asgd_update(param.array, grad, _fused.state_array(state["ax"]), dt(weight_decay),
                             dt(1 - lambd * eta), dt(-eta), dt(mu), group["maximize"], weight_decay != 0, mu != 1)
                param.commit()
                # PyTorch stores torch.as_tensor(value): rounded to the default dtype, then to the state's
                default = get_default_dtype().numpy.type
                for key, value in (("eta", lr / ((1 + lambd * lr * step) ** alpha)), ("mu", 1 / max(1, step - t0))):
                    state[key]._data[...] = default(value)
                    state[key]._bump_version()
        return loss
