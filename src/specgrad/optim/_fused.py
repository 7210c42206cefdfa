"""What every optimizer's fused update kernel shares: an FMA that Numba can call, and the array plumbing.

PyTorch's CPU kernels compute `add(alpha=)`, `lerp_` and `addcmul_` with a fused multiply-add (one
rounding), while `addcdiv_`, `mul_` and `div` round each operation. Each kernel here spells out the same
sequence of roundings, in the parameter's dtype with the Python-float options rounded to that dtype as
PyTorch's Scalars are, so that trajectories agree with PyTorch's to the last bits or nearly so.

Kernels are compiled on first use (cache=True keeps them across runs), never at import. Numba keys a cached
kernel on its own file only: after editing `lerp` here, delete src/specgrad/optim/__pycache__/*.nb? (or touch
the optimizer modules), or the kernels keep the old inlined code.
"""
import numpy as np

from specgrad.lazy_numba import numba  # imported on the first kernel call (specgrad.lazy_numba)

from specgrad import dtypes
from specgrad.tensor import Tensor

JIT = dict(cache=True, nogil=True, error_model="numpy")


@numba.extending.intrinsic
def fma(typingctx, a, b, c):
    """a * b + c with one rounding (LLVM's llvm.fma: the CPU's FMA instruction where it has one)."""
    from llvmlite import ir
    if not (a == b == c and a in (numba.types.float32, numba.types.float64)):
        return None

    def codegen(context, builder, signature, args):
        kind = args[0].type
        function = builder.module.declare_intrinsic("llvm.fma", [kind], ir.FunctionType(kind, [kind, kind, kind]))
        return builder.call(function, args)

    return a(a, b, c), codegen


@numba.njit(inline="always")
def lerp(start, end, weight, weight_minus_one):
    """start + weight * (end - start) as PyTorch's lerp computes it for a scalar weight (two branches, one FMA).

    weight_minus_one is `weight - 1` rounded in the kernel's dtype (a literal 1 would promote float32 to float64).
    """
    if abs(weight) < 0.5:
        return fma(weight, end - start, start)
    return fma(weight_minus_one, end - start, end)



@numba.njit(inline="always")
def decayed(p, g, maximize, coupled_weight_decay, decoupled_weight_decay, weight_decay, decay_factor):
    """(parameter, gradient) after maximize and weight decay, the start of Adam, NAdam and RAdam's steps:
    decoupled shrinks the parameter (param.mul_(1 - lr * weight_decay)), coupled adds it to the gradient
    (grad.add(param, alpha=weight_decay))."""
    if maximize:
        g = -g
    if decoupled_weight_decay:
        p = p * decay_factor
    elif coupled_weight_decay:
        g = fma(p, weight_decay, g)
    return p, g


@numba.njit(inline="always")
def adam_moments(m, v, g, weight1, weight1_minus_one, beta2, one_minus_beta2):
    """The first and second moments updated as PyTorch's Adam family: exp_avg.lerp_(grad, 1 - beta1),
    exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)."""
    return lerp(m, g, weight1, weight1_minus_one), fma(one_minus_beta2 * g, g, v * beta2)


def flat(tensor):
    """The tensor's values as a 1-D C-contiguous array (no copy when it already is contiguous)."""
    return np.ascontiguousarray(tensor._data).reshape(-1)


class Writable:
    """A parameter's values as a 1-D array a kernel can write; `commit()` stores it back when it had to copy.

    Parameters are almost always contiguous (then this is a view and commit only bumps the version).
    """

    __slots__ = ("tensor", "array", "copied")

    def __init__(self, tensor):
        self.tensor = tensor
        data = tensor._data
        self.copied = not data.flags.c_contiguous
        self.array = np.ascontiguousarray(data).reshape(-1)

    def commit(self):
        if self.copied:
            self.tensor._data[...] = self.array.reshape(self.tensor._data.shape)
        self.tensor._bump_version()


def scalar(value, dtype):
    """A Python number as the kernel's dtype, rounded as PyTorch rounds a Scalar for a float32 kernel."""
    return dtype.type(value)


def new_step(value=0.0):
    """A 0-d float32 state tensor ('step', NAdam's 'mu_product'); float64 under a float64 default dtype, as PyTorch's."""
    double = dtypes.get_default_dtype() is dtypes.float64
    return Tensor._wrap(np.array(value, dtype=np.float64 if double else np.float32))


def increment(step):
    """step += 1 in place (PyTorch's `step_t += 1`), returning the new value as a Python float."""
    step._data[...] = step._data + 1
    step._bump_version()
    return float(step._data)


def zeros_like(param):
    return Tensor._wrap(np.zeros(param._data.shape, dtype=param._data.dtype))


def full_like(param, value):
    return Tensor._wrap(np.full(param._data.shape, value, dtype=param._data.dtype))


def state_array(tensor):
    """A state tensor's array, made C-contiguous in place if a loaded state dict gave a strided one."""
    if not tensor._data.flags.c_contiguous:
        tensor._data = np.ascontiguousarray(tensor._data)
    return tensor._data.reshape(-1)


def to_scalar(value):
    """An option given as a 1-element tensor (lr=tensor(0.01)) as a Python number, as PyTorch's _to_scalar."""
    return value.item() if isinstance(value, Tensor) else value


def kernel_arrays(param):
    """(writable parameter, its gradient as a flat array, the dtype's scalar type) for one parameter's update."""
    dtype = param._data.dtype
    if dtype not in (np.float32, np.float64):
        raise TypeError(f"specgrad's optimizers update float32 and float64 parameters, got {dtype}")
    grad = param._grad._data
    if grad.dtype != dtype:
        grad = grad.astype(dtype)
    return Writable(param), np.ascontiguousarray(grad).reshape(-1), dtype.type
