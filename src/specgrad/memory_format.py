"""Memory formats, as PyTorch's torch.contiguous_format and torch.preserve_format: the values
clone(memory_format=) takes. specgrad's tensors are NumPy arrays, so a format says only whether
a copy is C-ordered (contiguous_format) or keeps the input's layout (preserve_format)."""


class memory_format:
    __slots__ = ("name",)

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f"specgrad.{self.name}"

    def __reduce__(self):
        return self.name


contiguous_format = memory_format("contiguous_format")
preserve_format = memory_format("preserve_format")
channels_last = memory_format("channels_last")


def memory_format_arg(value, op: str) -> str:
    """A memory_format argument (None: preserve_format) as its name; PyTorch's TypeError otherwise."""
    if value is None:
        return "preserve_format"
    if not isinstance(value, memory_format):
        raise TypeError(f"{op}(): argument 'memory_format' must be memory_format, not {type(value).__name__}")
    if value is channels_last:
        raise RuntimeError(f"{op}(): specgrad supports contiguous_format and preserve_format, not channels_last")
    return value.name
