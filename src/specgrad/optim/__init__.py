"""specgrad.optim: optimizers and learning-rate schedules, as torch.optim.

Each optimizer updates a parameter and its state in one fused Numba kernel, in the order of PyTorch's
single-tensor (foreach=False) implementation, so trajectories agree with PyTorch's.
"""
from specgrad.optim import lr_scheduler  # noqa: F401
from specgrad.optim import swa_utils  # noqa: F401
from specgrad.optim.adadelta import Adadelta
from specgrad.optim.adagrad import Adagrad
from specgrad.optim.adam import Adam
from specgrad.optim.adamax import Adamax
from specgrad.optim.adamw import AdamW
from specgrad.optim.asgd import ASGD
from specgrad.optim.lbfgs import LBFGS
from specgrad.optim.nadam import NAdam
from specgrad.optim.optimizer import Optimizer
from specgrad.optim.radam import RAdam
from specgrad.optim.rmsprop import RMSprop
from specgrad.optim.rprop import Rprop
from specgrad.optim.sgd import SGD

__all__ = ["ASGD", "Adadelta", "Adagrad", "Adam", "AdamW", "Adamax", "LBFGS", "NAdam", "Optimizer", "RAdam", "RMSprop",
           "Rprop", "SGD", "lr_scheduler", "swa_utils"]
