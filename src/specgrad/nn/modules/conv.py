"""Conv1d/2d/3d, ConvTranspose1d/2d and LazyConv1d/2d/3d, as torch.nn's (same parameter shapes and
initialisation)."""
import math

import specgrad
from specgrad.nn import functional as F
from specgrad.nn import init
from specgrad.nn.modules.lazy import LazyModuleMixin
from specgrad.nn.modules.module import Module
from specgrad.nn.parameter import Parameter, UninitializedParameter
from specgrad.tensor import Size

_PADDING_MODES = ("zeros", "reflect", "replicate", "circular")


def _ntuple(value, n):
    if isinstance(value, (tuple, list)):
        return tuple(value)
    return (value,) * n


class _ConvNd(Module):
    _dims = 2
    _transposed = False

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None, output_padding=0):
        super().__init__()
        n = self._dims
        if groups <= 0:
            raise ValueError("groups must be a positive integer")
        if in_channels % groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups != 0:
            raise ValueError("out_channels must be divisible by groups")
        if isinstance(padding, str):
            if padding not in ("same", "valid"):
                raise ValueError(f"Invalid padding string {padding!r}, should be one of {{'valid', 'same'}}")
            if padding == "same" and any(s != 1 for s in _ntuple(stride, n)):
                raise ValueError("padding='same' is not supported for strided convolutions")
        if padding_mode not in _PADDING_MODES:
            raise ValueError("padding_mode must be one of {'zeros', 'reflect', 'replicate', 'circular'}, but got "
                             f"padding_mode='{padding_mode}'")
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = _ntuple(kernel_size, n)
        self.stride = _ntuple(stride, n)
        self.padding = padding if isinstance(padding, str) else _ntuple(padding, n)
        self.dilation = _ntuple(dilation, n)
        self.transposed = self._transposed
        self.output_padding = _ntuple(output_padding, n)
        self.groups = groups
        self.padding_mode = padding_mode
        # F.pad's order (last dim first, low then high) for padding_mode != 'zeros'
        if isinstance(self.padding, str):
            pads = []
            if padding == "same":
                for d, k in zip(self.dilation, self.kernel_size):
                    total = d * (k - 1)
                    pads = [total // 2, total - total // 2] + pads
            else:
                pads = [0, 0] * n
            self._reversed_padding_repeated_twice = pads
        else:
            self._reversed_padding_repeated_twice = [p for p in reversed(self.padding) for _ in range(2)]
        if self._transposed:
            shape = (in_channels, out_channels // groups, *self.kernel_size)
        else:
            shape = (out_channels, in_channels // groups, *self.kernel_size)
        self.weight = Parameter(specgrad.empty(shape, dtype=dtype))
        if bias:
            self.bias = Parameter(specgrad.empty(out_channels, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self):
        init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            fan_in, _ = init._calculate_fan_in_and_fan_out(self.weight)
            if fan_in != 0:
                bound = 1 / math.sqrt(fan_in)
                init.uniform_(self.bias, -bound, bound)

    def extra_repr(self):
        s = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        if self.padding != (0,) * len(self.padding):
            s += f", padding={self.padding}"
        if self.dilation != (1,) * len(self.dilation):
            s += f", dilation={self.dilation}"
        if self.output_padding != (0,) * len(self.output_padding):
            s += f", output_padding={self.output_padding}"
        if self.groups != 1:
            s += f", groups={self.groups}"
        if self.bias is None:
            s += ", bias=False"
        if self.padding_mode != "zeros":
            s += f", padding_mode={self.padding_mode}"
        return s


class _Conv(_ConvNd):
    _function = None

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                         padding_mode, device, dtype)

    def _conv_forward(self, input, weight, bias):
        conv = type(self)._function
        if self.padding_mode != "zeros":
            padded = F.pad(input, self._reversed_padding_repeated_twice, mode=self.padding_mode)
            return conv(padded, weight, bias, self.stride, 0, self.dilation, self.groups)
        return conv(input, weight, bias, self.stride, self.padding, self.dilation, self.groups)

    def forward(self, input):
        return self._conv_forward(input, self.weight, self.bias)


class Conv1d(_Conv):
    _dims = 1
    _function = staticmethod(F.conv1d)


class Conv2d(_Conv):
    _dims = 2
    _function = staticmethod(F.conv2d)


class Conv3d(_Conv):
    _dims = 3
    _function = staticmethod(F.conv3d)


class _ConvTranspose(_ConvNd):
    _transposed = True
    _function = None

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1,
                 bias=True, dilation=1, padding_mode="zeros", device=None, dtype=None):
        if padding_mode != "zeros":
            raise ValueError(f'Only "zeros" padding mode is supported for {type(self).__name__}')
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, groups, bias,
                         padding_mode, device, dtype, output_padding=output_padding)

    def _output_padding(self, input, output_size):
        """The output_padding that makes the output `output_size` (PyTorch's rule and errors)."""
        if output_size is None:
            return self.output_padding
        n = self._dims
        has_batch = input.dim() == n + 2
        requested = output_size
        output_size = list(output_size)
        if len(output_size) == n + 2 - (0 if has_batch else 1) or len(output_size) == n + 2:
            output_size = output_size[-n:]
        if len(output_size) != n:
            raise ValueError(f"ConvTranspose{n}D: for {input.dim()}D input, output_size must have {n} or "
                             f"{n + 2} elements (got {len(output_size)})")
        min_sizes = [(input.size(d - n) - 1) * self.stride[d] - 2 * self.padding[d]
                     + self.dilation[d] * (self.kernel_size[d] - 1) + 1 for d in range(n)]
        max_sizes = [low + self.stride[d] - 1 for d, low in enumerate(min_sizes)]
        result = []
        for d in range(n):
            min_size, max_size = min_sizes[d], max_sizes[d]
            if not min_size <= output_size[d] <= max_size:
                raise ValueError(f"requested an output size of {requested}, but valid sizes range from "
                                 f"{min_sizes} to {max_sizes} (for an input of {Size(input.shape[-n:])!r})")
            result.append(output_size[d] - min_size)
        return tuple(result)

    def forward(self, input, output_size=None):
        output_padding = self._output_padding(input, output_size)
        return type(self)._function(input, self.weight, self.bias, self.stride, self.padding, output_padding,
                                    self.groups, self.dilation)


class ConvTranspose1d(_ConvTranspose):
    _dims = 1
    _function = staticmethod(F.conv_transpose1d)


class ConvTranspose2d(_ConvTranspose):
    _dims = 2
    _function = staticmethod(F.conv_transpose2d)


class _LazyConvXdMixin(LazyModuleMixin):
    """in_channels from the first input's channel dim (dim 1 batched, 0 unbatched), then the weight and
    bias materialized and initialised as the conv's."""

    def reset_parameters(self):
        if not self.has_uninitialized_params() and self.in_channels != 0:
            super().reset_parameters()

    def initialize_parameters(self, input, *args, **kwargs):
        if self.has_uninitialized_params():
            self.in_channels = self._get_in_channels(input)
            if self.in_channels % self.groups != 0:
                raise ValueError("in_channels must be divisible by groups")
            if self.transposed:
                shape = (self.in_channels, self.out_channels // self.groups, *self.kernel_size)
            else:
                shape = (self.out_channels, self.in_channels // self.groups, *self.kernel_size)
            with specgrad.no_grad():
                self.weight.materialize(shape)
                if self.bias is not None:
                    self.bias.materialize((self.out_channels,))
                self.reset_parameters()

    def _make_lazy(self, out_channels, bias, dtype):
        """The weight (and bias) as UninitializedParameters, after the conv's __init__ made none for 0 channels."""
        self.weight = UninitializedParameter(dtype=dtype)
        self.out_channels = out_channels
        if bias:
            self.bias = UninitializedParameter(dtype=dtype)

    def _get_in_channels(self, input):
        no_batch = self._dims + 1
        if input.dim() not in (no_batch, no_batch + 1):
            raise RuntimeError(f"Expected {no_batch}D (unbatched) or {no_batch + 1}D (batched) input to "
                               f"{self.__class__.__name__}, but got input of size: {input.shape}")
        return input.shape[1] if input.dim() == no_batch + 1 else input.shape[0]


class _LazyConv(_LazyConvXdMixin):
    def __init__(self, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=True,
                 padding_mode="zeros", device=None, dtype=None):
        super().__init__(0, 0, kernel_size, stride, padding, dilation, groups, False, padding_mode, device, dtype)
        self._make_lazy(out_channels, bias, dtype)


class LazyConv1d(_LazyConv, Conv1d):
    """A Conv1d whose in_channels is inferred from the first input; it then becomes a Conv1d."""
    cls_to_become = Conv1d


class LazyConv2d(_LazyConv, Conv2d):
    """A Conv2d whose in_channels is inferred from the first input; it then becomes a Conv2d."""
    cls_to_become = Conv2d


class LazyConv3d(_LazyConv, Conv3d):
    """A Conv3d whose in_channels is inferred from the first input; it then becomes a Conv3d."""
    cls_to_become = Conv3d


class _LazyConvTranspose(_LazyConvXdMixin):
    def __init__(self, out_channels, kernel_size, stride=1, padding=0, output_padding=0, groups=1, bias=True,
                 dilation=1, padding_mode="zeros", device=None, dtype=None):
        super().__init__(0, 0, kernel_size, stride, padding, output_padding, groups, False, dilation, padding_mode,
                         device, dtype)
        self._make_lazy(out_channels, bias, dtype)


class LazyConvTranspose1d(_LazyConvTranspose, ConvTranspose1d):
    """A ConvTranspose1d whose in_channels is inferred from the first input; it then becomes a ConvTranspose1d."""
    cls_to_become = ConvTranspose1d


class LazyConvTranspose2d(_LazyConvTranspose, ConvTranspose2d):
    """A ConvTranspose2d whose in_channels is inferred from the first input; it then becomes a ConvTranspose2d."""
    cls_to_become = ConvTranspose2d


class ConvTranspose3d(_ConvTranspose):
    _dims = 3
    _function = staticmethod(F.conv_transpose3d)


class LazyConvTranspose3d(_LazyConvTranspose, ConvTranspose3d):
    """A ConvTranspose3d whose in_channels is inferred from the first input; it then becomes a ConvTranspose3d."""
    cls_to_become = ConvTranspose3d
