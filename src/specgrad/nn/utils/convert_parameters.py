"""parameters_to_vector / vector_to_parameters: all parameters as one flat vector and back."""
import specgrad
from specgrad.tensor import Tensor


def parameters_to_vector(parameters):
    """One 1-D tensor of every parameter's elements in order (differentiable, as PyTorch's)."""
    return specgrad.cat([p.reshape(-1) for p in parameters])


def vector_to_parameters(vec, parameters):
    """Point each parameter's data at its slice of vec (the inverse of parameters_to_vector)."""
    if not isinstance(vec, Tensor):
        raise TypeError(f"expected torch.Tensor, but got: {type(vec).__name__}")
    pointer = 0
    for param in parameters:
        count = param.numel()
        param.data = vec[pointer:pointer + count].view_as(param).data
        pointer += count
