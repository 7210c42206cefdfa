"""Error messages worded as PyTorch's, since users search for these exact strings."""

BACKWARD_TWICE = (
    "Trying to backward through the graph a second time (or directly access saved tensors after they have "
    "already been freed). Saved intermediate values of the graph are freed when you call .backward() or "
    "autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or "
    "if you need to access saved tensors after calling backward.")

IMPLICIT_GRAD = "grad can be implicitly created only for scalar outputs"


def no_grad_fn(index: int) -> str:
    return f"element {index} of tensors does not require grad and does not have a grad_fn"


def shape_mismatch(index: int, grad_shape, output_shape) -> str:
    return (f"Mismatch in shape: grad_output[{index}] has a shape of specgrad.Size({list(grad_shape)}) and "
            f"output[{index}] has a shape of specgrad.Size({list(output_shape)}).")


def unused_input(index: int) -> str:
    return (f"The differentiated Tensor at index {index} appears to not have been used in the graph. "
            f"Set allow_unused=True if this is the desired behavior.")
