"""The elementwise vocabulary: function names a `forward:` or a formula may call bare.

Each entry says how to compute the function on whole NumPy arrays and, when the function is
cheap arithmetic that LLVM vectorizes, how to write it inside a fused Numba loop. A function
with no kernel form (a libm transcendental: exp, tanh, ...) is *hoisted*: NumPy computes it into
a temporary, whose SIMD loop is 10-80x faster here than calling libm per element from Numba, and
the fused kernel takes that temporary as one more input.

`cuda` is the same function in CUDA C, for the CuPy ElementwiseKernel rendering of a fused formula. On a
GPU the transcendentals are cheap next to memory traffic, so they are written inline (CUDA's math
library overloads exp, tanh, ... for float and double); a function without one is hoisted there too.
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Function:
    numpy: str                # the NumPy-level callable, e.g. "np.exp"
    kernel: str | None = None  # a scalar expression template over {0}, {1}, ...; None: hoist
    cuda: str | None = None    # the template in CUDA C; None: hoist


VOCABULARY = {
    "exp": Function("np.exp", None, "exp({0})"),
    "log": Function("np.log", None, "log({0})"),
    "sqrt": Function("np.sqrt", "np.sqrt({0})", "sqrt({0})"),
    "sin": Function("np.sin", None, "sin({0})"),
    "cos": Function("np.cos", None, "cos({0})"),
    "tanh": Function("arrays.tanh", None, "tanh({0})"),
    "sigmoid": Function("arrays.sigmoid", None, "(1 / (1 + exp(-{0})))"),
    "abs": Function("np.abs", "abs({0})", "fabs({0})"),
    "sign": Function("arrays.sign", "(1 if {0} > 0 else (-1 if {0} < 0 else 0))", "(({0} > 0) - ({0} < 0))"),
    "power": Function("arrays.power"),
    # PyTorch's maximum/minimum return their first argument where the two are equal (+0.0 and -0.0)
    "maximum": Function("arrays.maximum", "max({0}, {1})", "(({0} >= {1} || {0} != {0}) ? {0} : {1})"),
    "minimum": Function("arrays.minimum", "min({0}, {1})", "(({0} <= {1} || {0} != {0}) ? {0} : {1})"),
    "where": Function("np.where", "({1} if {0} else {2})", "({0} ? {1} : {2})"),
    # an activation's gradient {0}, connected to its input {1} with a zero derivative: a graph edge
    # only, so the value is {0} itself (fused with it); the differentiable rendering is the op connect_to
    "connect_to": Function("arrays.same", "{0}", "{0}"),
    "logical_and": Function("np.logical_and", "(bool({0}) and bool({1}))", "((bool){0} && (bool){1})"),
    "logical_or": Function("np.logical_or", "(bool({0}) or bool({1}))", "((bool){0} || (bool){1})"),
    "logical_not": Function("np.logical_not", "(not {0})", "(!(bool){0})"),
    # integer division and remainders (integers by zero raise, as in PyTorch), bitwise ops and shifts
    "fmod": Function("arrays.fmod"),
    "remainder": Function("arrays.remainder"),
    "floor_divide": Function("arrays.floor_divide"),
    "bitwise_and": Function("np.bitwise_and"),
    "bitwise_or": Function("np.bitwise_or"),
    "bitwise_xor": Function("np.bitwise_xor"),
    "bitwise_not": Function("np.invert"),
    "left_shift": Function("arrays.left_shift"),
    "right_shift": Function("arrays.right_shift"),
    # floating-point tests
    "isnan": Function("np.isnan", None, "isnan({0})"),
    "isinf": Function("np.isinf", None, "isinf({0})"),
    "isfinite": Function("np.isfinite", None, "isfinite({0})"),
    "isposinf": Function("arrays.isposinf"),
    "isneginf": Function("arrays.isneginf"),
    # elementwise math (issue 6): NumPy's ufuncs, and array_helpers' loops where NumPy has none
    "log1p": Function("np.log1p", None, "log1p({0})"),
    "expm1": Function("np.expm1", None, "expm1({0})"),
    "log2": Function("np.log2", None, "log2({0})"),
    "log10": Function("np.log10", None, "log10({0})"),
    "exp2": Function("np.exp2", None, "exp2({0})"),
    "tan": Function("np.tan", None, "tan({0})"),
    "asin": Function("np.arcsin", None, "asin({0})"),
    "acos": Function("np.arccos", None, "acos({0})"),
    "atan": Function("np.arctan", None, "atan({0})"),
    "atan2": Function("np.arctan2", None, "atan2({0}, {1})"),
    "sinh": Function("np.sinh", None, "sinh({0})"),
    "cosh": Function("np.cosh", None, "cosh({0})"),
    "asinh": Function("np.arcsinh", None, "asinh({0})"),
    "acosh": Function("np.arccosh", None, "acosh({0})"),
    "atanh": Function("np.arctanh", None, "atanh({0})"),
    "hypot": Function("np.hypot", None, "hypot({0}, {1})"),
    "copysign": Function("np.copysign", None, "copysign({0}, {1})"),
    "erf": Function("arrays.erf", None, "erf({0})"),
    "erfc": Function("arrays.erfc", None, "erfc({0})"),
    "erfinv": Function("arrays.erfinv", None, "erfinv({0})"),
    "lgamma": Function("arrays.lgamma", None, "lgamma({0})"),
    "digamma": Function("arrays.digamma"),
    "polygamma": Function("arrays.polygamma"),
    "xlogy": Function("arrays.xlogy"),
    "trunc": Function("arrays.trunc", None, "trunc({0})"),
    # x / y that refuses integers (addcdiv's rule); in a fused loop the operands are floats already
    "addcdiv_quotient": Function("arrays.addcdiv_quotient", "({0} / {1})", "({0} / {1})"),
    # op coverage 5a: NumPy's ufuncs (hoisted)
    "logical_xor": Function("np.logical_xor", "(bool({0}) != bool({1}))", "((bool){0} != (bool){1})"),
    "fmax": Function("np.fmax", None, "fmax({0}, {1})"),
    "fmin": Function("np.fmin", None, "fmin({0}, {1})"),
    "logaddexp": Function("np.logaddexp"),
    "logaddexp2": Function("np.logaddexp2"),
    "nextafter": Function("np.nextafter"),
    "gcd": Function("np.gcd"),
    "lcm": Function("np.lcm"),
}
