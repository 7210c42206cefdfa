"""The schema of derivatives.yaml, declared once: the types a signature may use, every key an
entry and its `test:` section may have, and the kind of value each key holds.

spec.py reads every entry through these tables, and codegen/values.py says what each kind
accepts. The header of derivatives.yaml documents the same keys for people;
tests/test_spec_mistakes.py checks that it names them all.
"""
from .values import (Args, Choice, CommaList, DtypeRule, Expression, Flag, Formula, Input, ListOf, MapOf,
                     NotImplementedReason, Number, ParamType, Rank, Record, Shapes, Text, complete_case,
                     complete_test, is_int, is_ints, is_number)
from .vocabulary import VOCABULARY

# dtype names the tests can look up in specgrad, NumPy and PyTorch alike
DTYPE_NAMES = {"float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool"}

PARAM_TYPES = {
    "Tensor": ParamType("a tensor", lambda v: False, tensor=True, default=False),
    "Tensor[]": ParamType("a list of tensors", lambda v: False, tensor=True, default=False),
    "Scalar": ParamType("a finite number", is_number),
    "float": ParamType("a finite number", is_number),
    "int": ParamType("an int", is_int),
    "int[]": ParamType("an int or a list of ints", is_ints),
    "bool": ParamType("true or false", lambda v: type(v) is bool),
    "str": ParamType("a string", lambda v: isinstance(v, str)),
    "Index": ParamType('an int, or Python source of an index such as "np.s_[1:, None]"',
                       lambda v: is_int(v) or isinstance(v, str)),
    # a default can only be None: generated/ops.py writes defaults as they are, and names no dtype
    "ScalarType": ParamType(f"a dtype name ({', '.join(sorted(DTYPE_NAMES))})", lambda v: v in DTYPE_NAMES,
                            default=False),
}
TENSOR_TYPES = {name for name, kind in PARAM_TYPES.items() if kind.tensor}

# class_index: int64 class indices in [0, C), C the size of dim 1 of the first tensor input (dim 0
# when it is 1-D), as cross_entropy's target; probability: values in (0, 1), as binary_cross_entropy's
DOMAINS = {"any", "positive", "nonzero", "unit", "bool", "small_int", "class_index", "probability"}
# `op.functional(...)`: torch.nn.functional's own signature of torch.op, public only in F (see
# codegen/render.py:is_functional_overload); a `bool inplace` parameter writes the result into the input
# where the op is public: specgrad.op (function), Tensor.op (method), specgrad.nn.functional.op
# (functional), specgrad.linalg.<op without its linalg_ prefix> (linalg); internal: formulas only
VARIANTS = {"function", "method", "functional", "linalg", "internal"}
# the variants that are functions users call (as opposed to a method, or internal)
FUNCTION_VARIANTS = {"function", "functional", "linalg"}
# what `dtypes:` may require of a tensor input
# (class indices: int64 or uint8, as nll_loss's target; such inputs, like bool ones, are never promoted)
DTYPE_RULES = {"floating", "bool", "numeric", "not implemented for bool", "not implemented for integers",
               "class indices"}
# int parameters with these names are dims of the first tensor input, checked and wrapped as PyTorch does
DIM_NAMES = {"dim", "dim0", "dim1", "dims"}

TENSOR_INPUT = Input(TENSOR_TYPES, "a tensor input")

CASE = {
    "shapes": Shapes(),
    "args": Args(PARAM_TYPES),
    # this case's own domains, replacing the test's
    "domain": MapOf(TENSOR_INPUT, Choice(DOMAINS), "a mapping from tensor inputs to domains, e.g. {self: positive}"),
    # the case sits on a singularity (0 ** -1): gradients are compared with PyTorch's, not finite differences
    "singular": Flag(),
}

TEST = {
    "numpy": Expression("the numpy reference", names=("np", "index_add_reference", "cross_entropy_reference"),
                        builtins=True),
    "torch": Expression("the torch reference", names=("torch", "np"), builtins=True),
    "domain": MapOf(TENSOR_INPUT, Choice(DOMAINS), "a mapping from tensor inputs to domains, e.g. {self: positive}"),
    "cases": ListOf(Record(CASE, "a test case, e.g. {shapes: [[3, 4]], args: {dim: 1}}", check=complete_case),
                    "a list of test cases, e.g. [{shapes: [[3, 4]]}, {shapes: [[5]]}]"),
    "contiguous_only": Flag(),
    "special": MapOf(TENSOR_INPUT, ListOf(Number(), "a list of numbers"),
                     "a mapping from tensor inputs to lists of numbers, e.g. {self: [0.0, 1.0]}"),
}

ENTRY = {
    "name": Text("the signature, e.g. `neg(Tensor self) -> Tensor`"),
    "forward": Expression("forward", names=("np", "arrays", *VOCABULARY),
                          kernels={name: f.kernel for name, f in VOCABULARY.items()}),
    # instead of forward and formulas: the op written with other ops, differentiated through them
    "composite": Text("an expression over the parameters, ops of derivatives.yaml and formula helpers"),
    "output_differentiability": ListOf(Flag(), "a list of true/false, one per output"),
    "dtype": Choice({"float"}, "`float` (integer inputs computed in the default float dtype)"),
    "variants": CommaList(VARIANTS),
    "view": Flag(),
    "inplace": Flag(),
    "double_backward": NotImplementedReason(),
    "dtypes": MapOf(TENSOR_INPUT, DtypeRule(DTYPE_RULES), "a mapping from tensor inputs to dtype rules, "
                                                          "e.g. {condition: bool}"),
    "numbers": ListOf(Input({"Tensor"}, "a Tensor input"), "a list of Tensor inputs, e.g. [self, other]"),
    "dims": MapOf(Input({"int", "int[]"}, "an int or int[] parameter"), Rank(),
                  "a mapping from dim parameters to the rank they index, e.g. {dim: self.ndim + 1}"),
    "test": Record(TEST, "a mapping with `numpy:` and optional torch, domain, cases, contiguous_only, special",
                   required={"numpy": "a reference forward in NumPy"}, check=complete_test),
}
# any other key of an entry names a tensor input and holds its gradient formula
FORMULA = Formula()
