"""The schema of derivatives.yaml, declared once: the types a signature may use, every key an
entry and its `test:` section may have, and the kind of value each key holds.

spec.py reads every entry through these tables, and codegen/values.py says what each kind
accepts. The header of derivatives.yaml documents the same keys for people;
tests/test_spec_mistakes.py checks that it names them all.
"""
from .values import (Args, Choice, CommaList, DtypeRule, Expression, FloatCompute, Flag, Formula, Input, ListOf,
                     MapOf, NotImplementedReason, Number, OutputExpression, ParamType, Rank, Record, Shapes, Text,
                     complete_case, complete_test, is_int, is_ints, is_number)
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
    # tensordot's dims: an int n, or a pair of lists of dims (a tensor holding either is taken too)
    "int[][]": ParamType("an int or a list of lists of ints",
                         lambda v: is_int(v) or (isinstance(v, list) and all(is_ints(x) for x in v))),
    "Index": ParamType('an int, or Python source of an index such as "np.s_[1:, None]"',
                       lambda v: is_int(v) or isinstance(v, str)),
    # specgrad.contiguous_format or preserve_format (clone's memory_format); a default can only be None
    "MemoryFormat": ParamType("a memory format name (contiguous_format, preserve_format)",
                              lambda v: v in ("contiguous_format", "preserve_format"), default=False),
    # a default can only be None: generated/ops.py writes defaults as they are, and names no dtype
    "ScalarType": ParamType(f"a dtype name ({', '.join(sorted(DTYPE_NAMES))})", lambda v: v in DTYPE_NAMES,
                            default=False),
    # a word such as div's rounding_mode; the forward checks its value
    "str": ParamType("a string", lambda v: isinstance(v, str)),
    # taken as given (a composite's helper checks and normalizes them): an int or ints some of which may
    # be None (adaptive pools' output_size: None keeps that input size); a number or numbers (interpolate's
    # scale_factor)
    "int?[]": ParamType("an int or a list of ints and nulls",
                        lambda v: is_int(v) or isinstance(v, list) and all(x is None or is_int(x) for x in v)),
    "float[]": ParamType("a number or a list of numbers",
                         lambda v: is_number(v) or isinstance(v, list) and all(is_number(x) for x in v)),
}
TENSOR_TYPES = {name for name, kind in PARAM_TYPES.items() if kind.tensor}

DOMAINS = {"any", "positive", "nonzero", "unit", "bool", "small_int",
           # int64 values whatever dtype the test asks for (as bool): -8..8, 0..5, +-1..+-4
           "int", "nonnegative_int", "nonzero_int",
           # floats, about half of them NaN, inf or -inf
           "nonfinite",
           # square matrices (..., n, n): well conditioned, symmetric, symmetric positive definite, singular;
           # matrices (..., m, n) of full rank with well separated singular values
           "invertible", "symmetric", "spd", "singular", "full_rank",
           # acosh's domain
           "above_one",
           # int64 class indices in [0, C), C the size of dim 1 of the first tensor input (dim 0 when it
           # is 1-D), as cross_entropy's target; values in (0, 1), as binary_cross_entropy's
           "class_index", "probability"}
# `op.functional(...)`: torch.nn.functional's own signature of torch.op, public only in F (see
# codegen/render.py:is_functional_overload); a `bool inplace` parameter writes the result into the input
# where the op is public: specgrad.op (function), Tensor.op (method), specgrad.nn.functional.op
# (functional), specgrad.linalg.<op without its linalg_ prefix> (linalg); internal: formulas only
VARIANTS = {"function", "method", "functional", "linalg", "internal"}
# the variants that are functions users call (as opposed to a method, or internal)
FUNCTION_VARIANTS = {"function", "functional", "linalg"}
# what `dtypes:` may require of a tensor input
DTYPE_RULES = {"floating", "float32 or float64", "floating (float16 not implemented)", "bool", "numeric",
               "not implemented for bool", "not implemented for integers",
               "not implemented for floating", "not implemented for bool or floating",
               "not implemented for integers or float16",
               # an index tensor: int32 or int64 (`index`), int64 only (`long index`); never promoted
               "index", "long index", "index or empty",
               # an integer index tensor (int32 or int64 alike), never promoted
               "long",
               # int64 or uint8, as nll_loss's target; never promoted
               "class indices"}
# the dtype kinds (NumPy's dtype.kind) each `not implemented for ...` rule refuses
NOT_IMPLEMENTED_KINDS = {"not implemented for bool": "b", "not implemented for integers": "biu",
                         "not implemented for floating": "f", "not implemented for bool or floating": "bf",
                         "not implemented for integers or float16": "biu"}  # (and float16)
# `dtypes: {other: any}`: only the input's shape or values are read (expand_as's other, repeat_interleave's
# repeats): any dtype, and it takes no part in the promotion of the other inputs
ANY_DTYPE = "any"
DTYPE_RULES.add(ANY_DTYPE)
# the dtype the promoted inputs make (result_type) must be floating, else a RuntimeError (cosine_similarity:
# an integer x1 with a float x2 computes in float)
COMMON_FLOATING = "floating (common dtype)"
DTYPE_RULES.add(COMMON_FLOATING)
# int parameters with these names are dims of the first tensor input, checked and wrapped as PyTorch does
DIM_NAMES = {"dim", "dim0", "dim1", "dim2", "dims"}
# `dims: {dims: not a dim}`: a parameter with one of those names that is no dim (tile's repetitions)
NOT_A_DIM = "not a dim"

TENSOR_INPUT = Input(TENSOR_TYPES, "a tensor input")

CASE = {
    "shapes": Shapes(),
    "args": Args(PARAM_TYPES),
    # this case's own domains, replacing the test's
    "domain": MapOf(TENSOR_INPUT, Choice(DOMAINS), "a mapping from tensor inputs to domains, e.g. {self: positive}"),
    # the case sits on a singularity (0 ** -1): gradients are compared with PyTorch's, not finite differences
    "singular": Flag(),
    # tensor inputs given as values (Python source over np) instead of drawn: indices, e.g.
    # {index: "np.array([[0, 2], [1, 0]])"}; `shapes:` still gives their shape, which must match
    "values": MapOf(TENSOR_INPUT, Expression("the value", names=("np", "dtype"), parameters=False, builtins=True),
                    'a mapping from tensor inputs to Python source of their values, e.g. {index: "np.array([0, 2])"}'),
}

TEST = {
    # math: Python's math module (erf, lgamma); *_reference: special functions NumPy lacks, loop
    # references of nn.functional ops (tests/harness.py)
    "numpy": Expression("the numpy reference", names=("math", "digamma_reference", "polygamma_reference",
                                                      "erfinv_reference", "np", "index_add_reference",
                                                      "scatter_reference", "cross_entropy_reference",
                                                      "nn_reference"), builtins=True),
    "torch": Expression("the torch reference", names=("torch", "np"), builtins=True),
    "domain": MapOf(TENSOR_INPUT, Choice(DOMAINS), "a mapping from tensor inputs to domains, e.g. {self: positive}"),
    "cases": ListOf(Record(CASE, "a test case, e.g. {shapes: [[3, 4]], args: {dim: 1}}", check=complete_case),
                    "a list of test cases, e.g. [{shapes: [[3, 4]]}, {shapes: [[5]]}]"),
    "contiguous_only": Flag(),
    # outputs unique only up to sign (qr, svd, eigh): every test compares this function of them instead
    "gauge": OutputExpression("the gauge-invariant outputs"),
    # inputs read as symmetric matrices (one triangle): gradcheck differentiates op((x + x.mT) / 2)
    "hermitian": ListOf(TENSOR_INPUT, "a list of tensor inputs, e.g. [self]"),
    # PyTorch leaves the order of equal elements unspecified (sort, topk): the special-point tests,
    # full of ties, compare the first output's values only
    "arbitrary_ties": Flag(),
    # when a call draws from the random generator (dropout while training): a Python condition over the
    # parameters; the differential fuzz against PyTorch draws other arguments for such a call
    "random": Text("a condition over the parameters, e.g. `training and 0 < p < 1`"),
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
    "dtype": FloatCompute(),
    "variants": CommaList(VARIANTS),
    "aliases": ListOf(Text("a name"), "a list of other names of the op, e.g. [arctan2]"),
    "view": Flag(),
    # also op_(self, ...): the result written into self; of a view op, self restrided to the view (transpose_)
    "inplace": Flag(),
    "double_backward": NotImplementedReason(),
    # forward mode: the output's tangent over the inputs' tangents (self_t, ...), the inputs and result; or
    # auto_element_wise / auto_linear where the generator's own derivation (codegen/tangents.py) misses the entry
    "result": Text("a tangent formula over self_t, other_t, ..., the inputs and result, or auto_element_wise, "
                   "auto_linear"),
    # vmap: how the op batches when codegen/batching.py derives no rule, or a derived rule that would be wrong
    "vmap": Text("element_wise, loop, or the name of a helper in src/specgrad/func/batch_rules_helpers.py"),
    "dtypes": MapOf(TENSOR_INPUT, DtypeRule(DTYPE_RULES), "a mapping from tensor inputs to dtype rules, "
                                                          "e.g. {condition: bool}"),
    "numbers": ListOf(Input({"Tensor"}, "a Tensor input"), "a list of Tensor inputs, e.g. [self, other]"),
    "choices": MapOf(Input({"str"}, "a str parameter"), ListOf(Text("a string"), "a list of strings"),
                     "a mapping from str parameters to the values they take, e.g. {reduction: [none, mean, sum]}"),
    "promote": ListOf(Input({"Tensor", "Scalar"}, "a Tensor or Scalar input"),
                      "a list of the inputs whose dtypes make the result's, e.g. [self]"),
    "dims": MapOf(Input({"int", "int[]"}, "an int or int[] parameter"), Rank(),
                  "a mapping from dim parameters to the rank they index, e.g. {dim: self.ndim + 1}"),
    # PyTorch's Python-level checks (torch.nn.functional's), which run before its kernel's dtype checks
    "checks": Text("an expression over the parameters calling formula helpers, e.g. "
                   "`same_size_target(self, target, 'binary_cross_entropy')`"),
    "test": Record(TEST, "a mapping with `numpy:` and optional torch, domain, cases, contiguous_only, special",
                   required={"numpy": "a reference forward in NumPy"}, check=complete_test),
}
# any other key of an entry names a tensor input and holds its gradient formula
FORMULA = Formula()
