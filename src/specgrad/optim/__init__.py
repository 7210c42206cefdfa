"""specgrad.optim: optimizers and learning-rate schedules, as torch.optim.

Each optimizer updates a parameter and its state in one fused Numba kernel, in the order of PyTorch's
single-tensor (foreach=False) implementation, so trajectories agree with PyTorch's.
"""
from specgrad.optim import lr_scheduler  # noqa: F401
from specgrad.optim.optimizer import Optimizer
from specgrad.optim.sgd import SGD

__all__ = ["Optimizer", "SGD", "lr_scheduler"]
