"""gradcheck / gradgradcheck: compare autograd's gradients with central finite differences.

As torch.autograd.gradcheck: every input that requires grad is perturbed element by element
(eps=1e-6), the numerical Jacobian is compared with the one autograd computes row by row, with
atol=1e-5 and rtol=1e-3. Use float64 inputs: float32 cannot resolve such small differences.
"""
import warnings

import numpy as np


class GradcheckError(RuntimeError):
    """Raised when a numerical and an analytical Jacobian disagree."""


def _tensors(x):
    from specgrad.tensor import Tensor
    if isinstance(x, Tensor):
        return (x,)
    return tuple(x)


def _differentiable(outputs):
    return [o for o in outputs if o._requires_grad and o._data.dtype.kind == "f"]


def _numerical_jacobians(func, inputs, targets, eps):
    """For each (input, output): a (input.numel, output.numel) matrix of central differences."""
    # not under no_grad: func may itself differentiate (gradgradcheck's first derivatives do)
    outputs = _tensors(func(*inputs))
    sizes = [o._data.size for o in outputs]
    jacobians = [[np.zeros((t._data.size, n)) for n in sizes] for t in targets]
    for ti, t in enumerate(targets):
        data = t._data
        for flat in range(data.size):
            position = np.unravel_index(flat, data.shape)
            original = data[position].item()
            data[position] = original + eps
            plus = [o._data.astype(np.float64).ravel().copy() for o in _tensors(func(*inputs))]
            data[position] = original - eps
            minus = [o._data.astype(np.float64).ravel().copy() for o in _tensors(func(*inputs))]
            data[position] = original
            for oi in range(len(outputs)):
                jacobians[ti][oi][flat] = (plus[oi] - minus[oi]) / (2 * eps)
    return jacobians, outputs


def _analytical_jacobians(func, inputs, targets):
    from specgrad import autograd
    from specgrad.tensor import Tensor
    outputs = _tensors(func(*inputs))
    jacobians = [[np.zeros((t._data.size, o._data.size)) for o in outputs] for t in targets]
    for oi, output in enumerate(outputs):
        if not (output._requires_grad and output._data.dtype.kind == "f"):
            continue
        for flat in range(output._data.size):
            seed = np.zeros(output._data.shape, dtype=output._data.dtype)
            seed[np.unravel_index(flat, seed.shape)] = 1
            grads = autograd.grad(output, targets, Tensor._wrap(seed), retain_graph=True, allow_unused=True)
            for ti, g in enumerate(grads):
                if g is not None:
                    jacobians[ti][oi][:, flat] = g._data.astype(np.float64).ravel()
    return jacobians, outputs


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True):
    """True when autograd's gradients of func(*inputs) match finite differences, else raise (or False)."""
    inputs = _tensors(inputs)
    # positions found by identity: inputs.index(t) would compare tensors with ==, elementwise
    positions = [i for i, t in enumerate(inputs) if getattr(t, "_requires_grad", False)]
    targets = [inputs[i] for i in positions]
    if not targets:
        raise ValueError("gradcheck expects at least one input tensor to require gradient, but none of them have "
                         "requires_grad=True.")
    for position, t in zip(positions, targets):
        if t._data.dtype != np.float64:
            warnings.warn(f"Input #{position} requires gradient and is not a double precision floating point. "
                          "This check will likely fail if all the inputs are not of double precision floating point.")
    numerical, outputs = _numerical_jacobians(func, inputs, targets, eps)
    analytical, _ = _analytical_jacobians(func, inputs, targets)
    for ti, t in enumerate(targets):
        for oi, output in enumerate(outputs):
            if output._data.dtype.kind != "f":
                continue
            n, a = numerical[ti][oi], analytical[ti][oi]
            if not np.allclose(a, n, rtol=rtol, atol=atol):
                if not raise_exception:
                    return False
                raise GradcheckError(f"Jacobian mismatch for output {oi} with respect to input {positions[ti]},\n"
                                     f"numerical:{n}\nanalytical:{a}\n")
    return True


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True,
                  seed=0):
    """gradcheck of the gradient itself: differentiates func's vector-Jacobian product, built with
    create_graph=True, with respect to both the inputs and the output gradients."""
    from specgrad import autograd
    from specgrad.tensor import Tensor
    inputs = _tensors(inputs)
    outputs = _differentiable(_tensors(func(*inputs)))
    if grad_outputs is None:
        rng = np.random.default_rng(seed)
        grad_outputs = [Tensor._wrap(rng.standard_normal(o._data.shape).astype(o._data.dtype)).requires_grad_()
                        for o in outputs]
    grad_outputs = list(_tensors(grad_outputs))
    count = len(inputs)

    def first_derivatives(*args):
        outs = _differentiable(_tensors(func(*args[:count])))
        diff_inputs = [a for a in args[:count] if a._requires_grad]
        grads = autograd.grad(outs, diff_inputs, args[count:], create_graph=True, allow_unused=True)
        return tuple(g for g in grads if g is not None)

    return gradcheck(first_derivatives, tuple(inputs) + tuple(grad_outputs), eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception)
