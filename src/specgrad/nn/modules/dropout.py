"""Dropout layers: active in training mode, the identity after eval(), as torch.nn's."""
from specgrad.nn import functional as F
from specgrad.nn.modules.module import Module


class _DropoutNd(Module):
    _function = None

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        if p < 0 or p > 1:
            raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p = p
        self.inplace = inplace

    def forward(self, input):
        return type(self)._function(input, self.p, self.training, self.inplace)

    def extra_repr(self):
        return f"p={self.p}, inplace={self.inplace}"


class Dropout(_DropoutNd):
    """Zero each element with probability p and scale the rest by 1 / (1 - p)."""
    _function = staticmethod(F.dropout)


class Dropout1d(_DropoutNd):
    """Zero whole channels of a (N, C, L) input."""
    _function = staticmethod(F.dropout1d)


class Dropout2d(_DropoutNd):
    """Zero whole channels of a (N, C, H, W) input."""
    _function = staticmethod(F.dropout2d)


class Dropout3d(_DropoutNd):
    _function = staticmethod(F.dropout3d)


class AlphaDropout(_DropoutNd):
    """Dropout that keeps a SELU network's mean and variance."""
    _function = staticmethod(F.alpha_dropout)


class FeatureAlphaDropout(_DropoutNd):
    _function = staticmethod(F.feature_alpha_dropout)
