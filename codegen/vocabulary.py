"""The elementwise vocabulary: function names a `forward:` or a formula may call bare.

Each entry says how to compute the function on whole NumPy arrays and, when the function is
cheap arithmetic that LLVM vectorizes, how to write it inside a fused Numba loop. A function
with no kernel form (a libm transcendental: exp, tanh, ...) is *hoisted*: NumPy computes it into
a temporary, whose SIMD loop is 10-80x faster here than calling libm per element from Numba, and
the fused kernel takes that temporary as one more input.
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Function:
    numpy: str                # the NumPy-level callable, e.g. "np.exp"
    kernel: str | None = None  # a scalar expression template over {0}, {1}, ...; None: hoist


VOCABULARY = {
    "exp": Function("np.exp"),
    "log": Function("np.log"),
    "sqrt": Function("np.sqrt", "np.sqrt({0})"),
    "sin": Function("np.sin"),
    "cos": Function("np.cos"),
    "tanh": Function("arrays.tanh"),
    "sigmoid": Function("arrays.sigmoid"),
    "abs": Function("np.abs", "abs({0})"),
    "sign": Function("arrays.sign", "(1 if {0} > 0 else (-1 if {0} < 0 else 0))"),
    "power": Function("arrays.power"),
    "maximum": Function("np.maximum", "max({0}, {1})"),
    "minimum": Function("np.minimum", "min({0}, {1})"),
    "where": Function("np.where", "({1} if {0} else {2})"),
    # an activation's gradient {0}, connected to its input {1} with a zero derivative: a graph edge
    # only, so the value is {0} itself (fused with it); the differentiable rendering is the op connect_to
    "connect_to": Function("arrays.same", "{0}"),
    "logical_and": Function("np.logical_and", "(bool({0}) and bool({1}))"),
    "logical_or": Function("np.logical_or", "(bool({0}) or bool({1}))"),
    "logical_not": Function("np.logical_not", "(not {0})"),
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
    "isnan": Function("np.isnan"),
    "isinf": Function("np.isinf"),
    "isfinite": Function("np.isfinite"),
    "isposinf": Function("arrays.isposinf"),
    "isneginf": Function("arrays.isneginf"),
    # elementwise math (issue 6): NumPy's ufuncs, and array_helpers' loops where NumPy has none
    "log1p": Function("np.log1p"),
    "expm1": Function("np.expm1"),
    "log2": Function("np.log2"),
    "log10": Function("np.log10"),
    "exp2": Function("np.exp2"),
    "tan": Function("np.tan"),
    "asin": Function("np.arcsin"),
    "acos": Function("np.arccos"),
    "atan": Function("np.arctan"),
    "atan2": Function("np.arctan2"),
    "sinh": Function("np.sinh"),
    "cosh": Function("np.cosh"),
    "asinh": Function("np.arcsinh"),
    "acosh": Function("np.arccosh"),
    "atanh": Function("np.arctanh"),
    "hypot": Function("np.hypot"),
    "copysign": Function("np.copysign"),
    "erf": Function("arrays.erf"),
    "erfc": Function("arrays.erfc"),
    "erfinv": Function("arrays.erfinv"),
    "lgamma": Function("arrays.lgamma"),
    "digamma": Function("arrays.digamma"),
    "polygamma": Function("arrays.polygamma"),
    "xlogy": Function("arrays.xlogy"),
    "trunc": Function("arrays.trunc"),
    # x / y that refuses integers (addcdiv's rule); in a fused loop the operands are floats already
    "addcdiv_quotient": Function("arrays.addcdiv_quotient", "({0} / {1})"),
    # op coverage 5a: NumPy's ufuncs (hoisted)
    "logical_xor": Function("np.logical_xor", "(bool({0}) != bool({1}))"),
    "fmax": Function("np.fmax"),
    "fmin": Function("np.fmin"),
    "logaddexp": Function("np.logaddexp"),
    "logaddexp2": Function("np.logaddexp2"),
    "nextafter": Function("np.nextafter"),
    "gcd": Function("np.gcd"),
    "lcm": Function("np.lcm"),
}
