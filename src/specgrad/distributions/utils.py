"""Helpers of the distributions, as torch.distributions.utils: broadcasting parameters, probabilities and logits."""
import math
from numbers import Number

import numpy as np

import specgrad
from specgrad.dtypes import numpy_dtype
from specgrad.random import generator_or_default
from specgrad.tensor import Tensor

__all__ = ["broadcast_all", "clamp_probs", "lazy_property", "logits_to_probs", "probs_to_logits"]


def broadcast_all(*values):
    """The values (tensors or numbers) as tensors broadcast to one shape; numbers take the first tensor's dtype
    (else the default dtype)."""
    if not all(isinstance(v, (Tensor, Number)) for v in values):
        raise ValueError("Input arguments must all be instances of numbers.Number, torch.Tensor or objects "
                         "implementing __torch_function__.")
    if all(isinstance(v, Tensor) for v in values):
        return specgrad.broadcast_tensors(*values)
    dtype = next((v.dtype for v in values if isinstance(v, Tensor)), specgrad.get_default_dtype())
    return specgrad.broadcast_tensors(*(v if isinstance(v, Tensor) else specgrad.tensor(v, dtype=dtype)
                                        for v in values))


def _standard_normal(shape, dtype):
    with specgrad.no_grad():
        return specgrad.randn(shape, dtype=dtype)


def _numpy_draw(draw, dtype):
    """draw(numpy_generator) from specgrad's default generator, as an array of `dtype` (a specgrad dtype)."""
    return np.asarray(draw(generator_or_default(None).numpy_generator()), dtype=numpy_dtype(dtype))


def _sum_rightmost(value, dim):
    """value summed over its rightmost `dim` dims."""
    if dim == 0:
        return value
    return value.reshape(*value.shape[:value.dim() - dim], -1).sum(-1)


def logits_to_probs(logits, is_binary=False):
    """Probabilities from logits: sigmoid for a binary one, softmax over the last dim otherwise."""
    if is_binary:
        return specgrad.sigmoid(logits)
    return specgrad.nn.functional.softmax(logits, dim=-1)


def clamp_probs(probs):
    """probs clamped to [eps, 1 - eps] of their dtype, so that their logits are finite."""
    eps = specgrad.finfo(probs.dtype).eps
    return probs.clamp(min=eps, max=1 - eps)


def probs_to_logits(probs, is_binary=False):
    """Logits from probabilities (clamped first): log(p) - log1p(-p) for a binary one, log(p) otherwise."""
    ps_clamped = clamp_probs(probs)
    if is_binary:
        return specgrad.log(ps_clamped) - specgrad.log1p(-ps_clamped)
    return specgrad.log(ps_clamped)


class lazy_property:
    """A property computed on first access and kept in the instance's __dict__ (so that a distribution made from
    logits computes its probs only when asked, and its repr lists only what it was given)."""

    def __init__(self, wrapped):
        self.wrapped = wrapped
        self.__doc__ = wrapped.__doc__

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        with specgrad.enable_grad():
            value = self.wrapped(instance)
        instance.__dict__[self.wrapped.__name__] = value
        return value


_LOG_SQRT_2PI = math.log(math.sqrt(2 * math.pi))
