"""ElementwiseKernel: a fused formula of derivatives.yaml as a CuPy ElementwiseKernel (what
generated/cuda_kernels.py declares, one per formula), built on its first call.

Each array operand gets its own type (a float gradient may meet a bool mask); the constants and the
output take the operands' common float dtype. CuPy compiles the kernel once per combination of types
and caches it on disk, so later processes start with it compiled.
"""
import numpy as np

from specgrad import cuda


_TYPES = "ABCDEFGHIJKLMNOPQRSTUVWX"  # CuPy's type placeholders are capital letters; Y is the output's


class ElementwiseKernel:
    __slots__ = ("name", "arrays", "scalars", "body", "_kernel")

    def __init__(self, name: str, arrays: tuple, scalars: tuple, body: str):
        self.name, self.arrays, self.scalars, self.body = name, arrays, scalars, body
        self._kernel = None

    def _build(self):
        cupy = cuda._require()
        params = [f"{_TYPES[k]} {name}" for k, name in enumerate(self.arrays)] + [f"Y {name}" for name in self.scalars]
        self._kernel = cupy.ElementwiseKernel(", ".join(params), "Y out", f"out = {self.body}", f"specgrad_{self.name}")
        return self._kernel

    def __call__(self, arrays, scalars):
        """The formula over `arrays` (broadcast together) with these constants, or None when the arrays
        have no common float dtype (the caller then evaluates the formula as written)."""
        dtype = np.result_type(*(a.dtype for a in arrays))
        if dtype.kind != "f":
            return None
        kernel = self._kernel or self._build()
        shape = np.broadcast_shapes(*(a.shape for a in arrays))
        out = cuda._cupy.empty(shape, dtype)
        kernel(*arrays, *(dtype.type(s) for s in scalars), out)
        return out

    def __repr__(self):
        return f"<CUDA kernel {self.name}: out = {self.body}>"
