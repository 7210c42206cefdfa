"""specgrad.nn.functional, as torch.nn.functional: activations, losses, convolution, pooling, ...

Every function here is an op of derivatives.yaml whose `variants:` include `functional`; the
generator lists them in specgrad.generated.ops.FUNCTIONAL. Ops that PyTorch also has as
torch.<name> (relu, softmax, ...) are the same function in both places.
"""
from specgrad.generated import ops as _ops

globals().update(_ops.FUNCTIONAL)
