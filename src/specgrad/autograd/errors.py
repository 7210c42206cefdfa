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


STALE_VIEW = ("a view was used after its base was modified by an in-place operation that is recorded in the "
              "graph; specgrad cannot re-derive the view's gradient path (PyTorch replays the view): take the "
              "view again after the in-place operation")


def modified_by_inplace(data, grad_fn, output_nr, version, expected) -> str:
    kind = {"float32": "FloatTensor", "float64": "DoubleTensor", "int64": "LongTensor", "bool": "BoolTensor"}
    name = f"[specgrad.{kind.get(data.dtype.name, data.dtype.name)} {list(data.shape)}]"
    origin = f", which is output {output_nr} of {grad_fn.name()}," if grad_fn is not None else ""
    return (f"one of the variables needed for gradient computation has been modified by an inplace operation: "
            f"{name}{origin} is at version {version}; expected version {expected} instead. Hint: the backtrace "
            f"further above can also show the operation that failed to compute its gradient. The variable in "
            f"question was changed in there or anywhere later. Good luck!")


def invalid_gradient(node_name: str, index: int, got, expected) -> str:
    return (f"Function {node_name} returned an invalid gradient at index {index} - got {list(got)} but expected "
            f"shape compatible with {list(expected)}: a gradient must have its input's shape, or a shape that sums "
            f"down to it (the input broadcast to it)")


def legacy_type_name(np_dtype) -> str:
    """specgrad.FloatTensor, ... as PyTorch names a tensor's type in its messages."""
    kinds = {"float32": "FloatTensor", "float64": "DoubleTensor", "float16": "HalfTensor", "int64": "LongTensor",
             "int32": "IntTensor", "int16": "ShortTensor", "int8": "CharTensor", "uint8": "ByteTensor",
             "bool": "BoolTensor"}
    return f"specgrad.{kinds.get(np_dtype.name, np_dtype.name)}"
