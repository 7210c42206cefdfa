"""Every class of mistake in derivatives.yaml is reported when codegen runs, as
`derivatives.yaml:LINE: what is wrong` at the mistake's own line: never as a traceback, and never
later (at `import specgrad`, in backward, or when pytest collects the generated tests)."""
import ast
import re

import pytest
import yaml

from test_codegen import HELPERS, ROOT, assert_error, line_of, spec, views

from codegen import schema  # noqa: E402 (test_codegen put the repository on sys.path)
from codegen.render import render_all  # noqa: E402
from codegen.spec import load_spec  # noqa: E402

NEG = "- name: neg(Tensor self) -> Tensor\n  forward: -self\n  self: -grad\n"
SCALE = "- name: scale(Tensor self, Scalar k) -> Tensor\n  forward: self * k\n  self: grad * k\n"
CAT = ("- name: cat(Tensor[] tensors, int dim=0) -> Tensor\n  forward: np.concatenate(tensors, axis=dim)\n"
       "  tensors: split_like(grad, tensors.shapes, dim)\n")


def neg_test(*lines: str) -> str:
    """The spec with a neg entry whose `test:` section holds these lines."""
    return spec(NEG + "  test:\n    numpy: np.negative(self)\n" + "".join(f"    {line}\n" for line in lines))


# ------------------------------------------------------------------------------ YAML itself

def test_unclosed_bracket_is_reported_where_it_was_opened():
    """PyYAML notices a missing `]` at the next entry; the report names the line of the `[`, and
    the line where PyYAML noticed."""
    text = spec(NEG + "  test:\n    numpy: np.negative(self)\n    cases: [{shapes: [[3, 4]]}\n",
                "- name: exp(Tensor self) -> Tensor\n  forward: exp(self)\n  self: grad * result\n")
    assert_error(text, "cases: [{shapes:", "not valid YAML", "`[` opened on this line is never closed",
                 f"at line {line_of(text, '- name: exp')}")


def test_unclosed_brace_is_reported_where_it_was_opened():
    text = spec(NEG + "  test: {numpy: np.negative(self)\n", "- name: exp(Tensor self) -> Tensor\n  forward: exp(self)\n")
    assert_error(text, "test: {numpy", "not valid YAML", "`{` opened on this line is never closed")


def test_key_without_colon_is_reported_at_its_line():
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -self\n  self -grad\n  test:\n    numpy: -self\n")
    assert_error(text, "  self -grad", "not valid YAML", "no `key: value`")


def test_unsafe_tag_is_a_yaml_error():
    text = spec(NEG + "  test:\n    numpy: -self\n    contiguous_only: !!python/name:os.system yes\n")
    assert_error(text, "!!python", "not valid YAML", "could not determine a constructor")


def test_colon_in_a_plain_value_says_to_quote_it():
    text = spec(NEG + "  double_backward: not_implemented: no second derivative\n")
    assert_error(text, "double_backward:", "not valid YAML", "quote the value")


# ------------------------------------------------------------------------------ kinds of value

@pytest.mark.parametrize("line, words", [
    ("domain: positive", ("`test.domain` must be a mapping", "'positive'")),
    ("cases: {shapes: [[3, 4]]}", ("`test.cases` must be a list", "not a mapping")),
    ("contiguous_only: yes please", ("`test.contiguous_only` must be true or false",)),
    ("special: [0.0]", ("`test.special` must be a mapping",)),
    ("domain: {self: positiv}", ("unknown 'positiv'", "nonzero")),
    ("domain: {other: positive}", ("`test.domain` names 'other'", "not a tensor input")),
    ("special: {self: [0.0, one]}", ("`test.special.self` must be a finite number", "'one'")),
    ("special: {self: [.inf]}", ("must be a finite number", "inf")),
    ("shapes: [[3, 4]]", ("unknown key 'shapes' in `test`", "cases")),
    ("cases: []", ("`test.cases` is an empty list",)),
    ("cases: [{shapes: [[3]], values: {x: 'np.array([0])'}}]", ("`test.cases.values` names 'x'",)),
    ("cases: [{shapes: [[3]], values: {self: 'numpy.array([0])'}}]", ("the value uses unknown name 'numpy'",)),
])
def test_test_key_of_the_wrong_kind(line, words):
    """A `test:` key holding the wrong kind of value is reported at its line, saying what it must be."""
    assert_error(neg_test(line), line, "neg", *words)


EMPTY_KEYS = ["forward", "variants", "view", "inplace", "dtype", "dtypes", "numbers", "dims", "promote",
              "output_differentiability", "double_backward", "test", "self"]


@pytest.mark.parametrize("key", EMPTY_KEYS)
def test_empty_entry_key(key):
    """A key left empty (YAML null) is reported at its line: it must be something, not empty."""
    entry = NEG.replace(f"  {key}: -grad\n", "") if key == "self" else NEG
    entry = entry.replace("  forward: -self\n", "") if key == "forward" else entry
    text = entry + f"  {key}:\n"
    assert_error(text, f"  {key}:", f"`{key}` must be", "not empty")


@pytest.mark.parametrize("key", ["numpy", "torch", "domain", "cases", "special", "contiguous_only"])
def test_empty_test_key(key):
    text = NEG + "  test:\n" + ("" if key == "numpy" else "    numpy: np.negative(self)\n") + f"    {key}:\n"
    assert_error(text, f"    {key}:", f"`test.{key}` must be", "not empty")


def test_key_twice_in_test():
    assert_error(neg_test("domain: {self: positive}", "domain: {self: unit}"), "domain: {self: unit}",
                 "key 'domain' appears twice")


@pytest.mark.parametrize("line, words", [
    ("dtypes: {self: floaty}", ("unknown dtype rule 'floaty'", "same as <input>")),
    ("dtypes: {self: same as self}", ("must name another Tensor input",)),
    ("numbers: [k]", ("`numbers` names 'k'", "not a Tensor input")),
    ("dims: {self: self.ndim}", ("`dims` names 'self'", "not an int or int[] parameter")),
    ("dims: {dim: len(self)}", ("the rank of dim", "x.ndim", "len(self)")),
    ("dims: {dim: other.ndim}", ("the rank of dim", "'other' is not a Tensor input")),
    ("variants: function, methods", ("unknown variants ['methods']",)),
    ("variants: linalg", ("a linalg op is named linalg_<name>", "specgrad.linalg.<name>")),
    ("choices: {dim: [a, b]}", ("`choices` names 'dim'", "not a str parameter")),
    ("dtype: double", ("unknown 'double'", "`float`")),
    ("dtype: float unless k", ("must name an optional (`?`) parameter", "not 'k'")),
    ("dtype: float unless mode", ("must name an optional (`?`) parameter", "not 'mode'")),
    ("output_differentiability: [true, false]", ("one true/false per output (1), not 2",)),
    ("double_backward: yes", ('must be "not_implemented: <why>"', "quoted")),
    ("promote: [dim]", ("`promote` names 'dim'", "not a Tensor or Scalar input")),
    ("dtypes: {self: indices}", ("unknown dtype rule 'indices'", "long index")),
    ("dtypes: {self: floaty unless an input is empty}", ("unknown dtype rule 'floaty'", "unless an input is empty")),
])
def test_entry_key_of_the_wrong_kind(line, words):
    text = spec("- name: scale(Tensor self, Scalar k, int dim=0) -> Tensor\n  forward: self * k\n"
                f"  self: grad * k\n  {line}\n")
    assert_error(text, line, "scale", *words)


def test_float_unless_names_the_parameter_that_keeps_integer_dtypes():
    """`dtype: float unless <param>` loads, and the op computes in float only while that parameter is None."""
    from codegen.render import build_views, forward_body
    text = spec("- name: scale(Tensor self, Tensor other, *, str? mode=None) -> Tensor\n  forward: self * other\n"
                "  self: grad * other\n  other: grad * self\n  dtype: float unless mode\n")
    (_, op) = load_spec(text)
    assert op.float_compute and op.float_unless == "mode"
    (view,) = [v for v in build_views(load_spec(text), HELPERS, "derivatives.yaml") if v.op.name == "scale"]
    assert "dtype = result_type(input, other) if mode is not None else float_result_type(input, other)" \
        in forward_body(view, False)


def test_double_backward_quoted_form_is_read():
    """The documented form loads, and its reason is what double backward will say."""
    (_, op) = load_spec(spec(NEG + '  double_backward: "not_implemented: needs a second formula"\n'))
    assert op.no_double_backward == "needs a second formula"


# ------------------------------------------------------------------------------ signatures

@pytest.mark.parametrize("param, words", [
    ("bool keepdim=Flase", ("the default of keepdim (bool) is not a Python value: 'Flase'", "true or false")),
    ("int dim=1.5", ("the default of dim (int) must be an int, not 1.5",)),
    ("int dim=None", ("the default of dim (int) cannot be None", "int? dim")),
    ("int[] dim=(0, 1.5)", ("the default of dim (int[]) must be an int or a list of ints",)),
    ("Scalar alpha=inf", ("the default of alpha (Scalar) is not a Python value: 'inf'",)),
    ("Scalar alpha=True", ("the default of alpha (Scalar) must be a finite number",)),
    ("ScalarType? dtype=float32", ("the default of dtype (ScalarType) can only be None",)),
    ("int?[] output_size=[1, 2.5]", ("the default of output_size (int?[]) must be an int or a list of ints and nulls",)),
    ("float[] scale_factor=[2, 'a']", ("the default of scale_factor (float[]) must be a number or a list of numbers",)),
])
def test_default_not_a_value_of_its_type(param, words):
    """A default that is not a Python value of its type would break `import specgrad` (the
    generated signature holds it as written): it is reported at the signature."""
    text = spec(f"- name: neg(Tensor self, *, {param}) -> Tensor\n  forward: -self\n  self: -grad\n")
    assert_error(text, "- name: neg(", "neg", *words)


# ------------------------------------------------------------------------------ expressions

@pytest.mark.parametrize("line, words", [
    ("numpy: numpy.negative(self)", ("the numpy reference uses unknown name 'numpy'", "np, index_add_reference, scatter_reference, cross_entropy_reference, nn_reference, self")),
    ("numpy: np.negative(self", ("the numpy reference is not a Python expression", "never closed")),
    ("torch: torch.neg(other)", ("the torch reference uses unknown name 'other'", "torch, np, self")),
    ("torch: torch.neg(self))", ("the torch reference is not a Python expression",)),
    ("torch: index_add_reference(self)", ("unknown name 'index_add_reference'",)),
])
def test_test_reference_does_not_compile_or_resolve(line, words):
    """A reference that would fail only when its test runs is reported at its line."""
    text = spec(NEG + "  test:\n    " + ("" if line.startswith("numpy") else "numpy: np.negative(self)\n    ")
                + line + "\n")
    assert_error(text, line, "neg", *words)


def test_references_may_use_builtins_and_their_own_variables():
    load_spec(spec(NEG + "  test:\n    numpy: np.array([x for x in range(len(self))]) + 0 * self\n"
                   "    torch: \"(lambda t: -t)(self)\"\n"))


def test_forward_unknown_name_at_the_forward_line():
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -selff\n  self: -grad\n")
    assert_error(text, "forward: -selff", "forward uses unknown name 'selff'")


def test_forward_not_python_at_the_forward_line():
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -(self\n  self: -grad\n")
    assert_error(text, "forward: -(self", "forward is not a Python expression")


def test_forward_vocabulary_call_with_wrong_arity():
    text = spec("- name: top(Tensor self) -> Tensor\n  forward: maximum(self)\n  self: grad\n")
    assert_error(text, "forward: maximum(self)", "calls maximum with 1 argument(s); it takes 2")


# ------------------------------------------------------------------------------ formulas

def test_formula_that_is_a_bare_number():
    """`self: 0` would fail only in backward: a formula reads grad (it is linear in it)."""
    text = spec("- name: step(Tensor self) -> Tensor\n  forward: self > 0\n  self: 0\n")
    assert_error(text, "  self: 0", "step", "the formula for self does not read grad", "grad * 0",
                 "non_differentiable")


def test_helper_called_with_too_few_arguments():
    """Arity comes from formula_helpers.py's source; the generator passes `F` itself."""
    text = spec("- name: total(Tensor self, int[]? dim=None) -> Tensor\n  forward: np.sum(self, axis=dim)\n"
                "  self: expand_reduced(grad, self.shape)\n")
    assert_error(text, "expand_reduced(grad, self.shape)", "expand_reduced misses dim, keepdim",
                 "expand_reduced(grad, shape, dim, keepdim)", "after F")


def test_helper_called_with_too_many_arguments():
    text = spec("- name: clip(Tensor self) -> Tensor\n  forward: self\n"
                "  self: where(clamp_mask(self, 0, 1, 2), grad, 0)\n")
    assert_error(text, "clamp_mask(self, 0, 1, 2)", "clamp_mask takes 3 positional argument(s), 4 given")


def test_helper_called_with_an_unknown_keyword():
    text = spec("- name: clip(Tensor self) -> Tensor\n  forward: self\n"
                "  self: where(clamp_mask(self, 0, maximum=1), grad, 0)\n")
    assert_error(text, "clamp_mask(self, 0, maximum=1)", "clamp_mask has no parameter 'maximum'")


def test_op_called_with_too_few_arguments():
    text = spec("- name: sq(Tensor self) -> Tensor\n  forward: self * self\n  self: mul(grad) * 2\n")
    assert_error(text, "mul(grad)", "mul misses other", "mul(Tensor self, Tensor other) -> Tensor")


def test_keyword_only_parameter_passed_by_position():
    text = spec("- name: plus(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor\n"
                "  forward: self + alpha * other\n  self: grad\n  other: plus(grad * 0, grad, 2)\n")
    assert_error(text, "plus(grad * 0, grad, 2)", "takes 2 positional argument(s), 3 given",
                 "alpha only by keyword")


def test_keyword_only_parameter_passed_by_keyword_is_fine():
    render_all(load_spec(spec("- name: plus(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor\n"
                              "  forward: self + alpha * other\n  self: grad\n"
                              "  other: plus(grad * 0, grad, alpha=alpha)\n")), HELPERS)


def test_vocabulary_function_called_with_wrong_arity():
    text = spec("- name: pos(Tensor self) -> Tensor\n  forward: self\n  self: where(self > 0, grad)\n")
    assert_error(text, "where(self > 0, grad)", "where takes 3 argument(s), 2 given")


# ------------------------------------------------------------------------------ test cases

@pytest.mark.parametrize("case, words", [
    ("{shapes: [[3, x]]}", ("the shape of self must be a list of sizes", "[3, 'x']")),
    ("{shapes: [3, 4]}", ("one shape per tensor input", "write [[3, 4]]")),
    ("{shapes: [[3, -4]]}", ("the shape of self has a negative size",)),
    ("{shapes: [[3.5]]}", ("the shape of self must be a list of sizes",)),
    ("{shapes: [[3], [4]]}", ("2 shape(s) for 1 tensor input(s)",)),
    ("{shapes: 3}", ("`test.cases.shapes` must be a list with one shape per tensor input",)),
    ("{args: {}}", ("a test case needs `shapes:`",)),
    ("{shapes: [[3]], size: 2}", ("unknown key 'size' in `test.cases`",)),
    ("{shapes: [[3]], args: {dim: 1}}", ("test case argument 'dim' is not a parameter",)),
])
def test_malformed_case(case, words):
    """A malformed case would stop pytest collecting the whole generated module: it is reported
    at its own line."""
    text = neg_test("cases:", "  - {shapes: [[2]]}", f"  - {case}")
    assert_error(text, f"  - {case}", "neg", *words)


def test_tensor_list_input_takes_a_list_of_shapes():
    text = spec(CAT + "  test:\n    numpy: np.concatenate(tensors, axis=dim)\n    cases:\n      - {shapes: [[2, 3]]}\n")
    assert_error(text, "{shapes: [[2, 3]]}", "cat", "tensors is a Tensor[]", "list of shapes")


def test_tensor_list_shapes_are_checked_one_by_one():
    text = spec(CAT + "  test:\n    numpy: np.concatenate(tensors, axis=dim)\n    cases:\n"
                      "      - {shapes: [[[2, 3], [4, -3]]]}\n")
    assert_error(text, "{shapes: [[[2, 3], [4, -3]]]}", "the shape of tensors has a negative size")


@pytest.mark.parametrize("args, words", [
    ("{k: two}", ("test case argument k (Scalar) must be a finite number, not 'two'",)),
    ("{k: .nan}", ("must be a finite number",)),
    ("{k: 1e3}", ("must be a finite number, not '1e3'",)),
    ("{k: null}", ("test case argument k (Scalar) cannot be None",)),
    ("{k: 1, self: 2}", ("test case argument 'self' is a tensor input", "shapes")),
])
def test_case_argument_of_the_wrong_type(args, words):
    text = spec(SCALE + f"  test:\n    numpy: self * k\n    cases:\n      - {{shapes: [[3]], args: {args}}}\n")
    assert_error(text, args, "scale", *words)


def test_case_without_a_required_argument():
    text = spec(SCALE + "  test:\n    numpy: self * k\n    cases:\n      - {shapes: [[3]], args: {k: 2}}\n"
                        "      - {shapes: [[4]]}\n")
    assert_error(text, "{shapes: [[4]]}", "a test case gives no value for k")


def test_default_cases_without_a_required_argument():
    text = spec(SCALE + "  test:\n    numpy: self * k\n")
    assert_error(text, "numpy: self * k", "the default test cases give no value for k", "cases:")


@pytest.mark.parametrize("value, words", [
    ('"numpy.s_[1:]"', ("the index uses unknown name 'numpy'", "np")),
    ('"np.s_[1:"', ("the index is not a Python expression",)),
    ("[1, 2]", ("test case argument indices (Index) must be an int, or Python source",)),
])
def test_index_argument_is_python_source_over_np(value, words):
    text = spec("- name: at(Tensor self, Index indices) -> Tensor\n  forward: self[indices]\n"
                "  self: index_backward(grad, self.shape, indices)\n  test:\n    numpy: self[indices]\n"
                f"    cases:\n      - {{shapes: [[3]], args: {{indices: {value}}}}}\n")
    assert_error(text, f"indices: {value}", "at", *words)


def test_dtype_argument_is_a_dtype_name():
    text = spec("- name: to(Tensor self, ScalarType dtype) -> Tensor\n  forward: self.astype(dtype)\n"
                "  self: grad\n  test:\n    numpy: self.astype(dtype)\n"
                "    cases:\n      - {shapes: [[3]], args: {dtype: double}}\n")
    assert_error(text, "dtype: double", "test case argument dtype (ScalarType) must be a dtype name", "float64")


def test_every_test_value_is_a_python_literal_in_the_generated_module():
    """Collection of tests/generated/test_ops.py evaluates every case's shapes and args: each must
    be a Python literal (`inf` is a name, not a literal), for the real spec and for one holding
    every kind of argument."""
    every_kind = spec("- name: every(Tensor self, Scalar s, int i, int[] l, bool b, Index x, ScalarType t) -> Tensor\n"
                      "  forward: self\n  self: grad\n  test:\n    numpy: self\n    special: {self: [0, -1.5]}\n"
                      "    cases:\n      - {shapes: [[3, 0]], args: {s: -2.5e+3, i: -1, l: [0, 1], b: false,"
                      " x: \"np.s_[1:]\", t: float64}}\n")
    for text in (every_kind, (ROOT / "derivatives.yaml").read_text()):
        rendered = render_all(load_spec(text), HELPERS)["tests/generated/test_ops.py"]
        calls = [node for node in ast.walk(ast.parse(rendered))
                 if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("OpCase", "OpInfo", "BadCall")]
        assert calls
        for call in calls:
            for value in call.args[1:] + [k.value for k in call.keywords]:
                if not (isinstance(value, ast.Name) and value.id.endswith("Error")):  # BadCall's exception class
                    ast.literal_eval(value)


# ------------------------------------------------------------------------------ the real spec and its header

def test_the_real_spec_passes_the_schema_and_renders():
    ops = load_spec((ROOT / "derivatives.yaml").read_text())
    assert len(ops) > 40
    render_all(ops, HELPERS)


HEADER = (ROOT / "derivatives.yaml").read_text().split("\n- name:")[0]
# a documented key written out: `#   key: value   what it means` (one space after the colon)
EXAMPLE = re.compile(r"^#\s+(?P<key>\w+): (?P<value>\S.*?)(?:\s{3,}.*)?$")


def header_examples() -> dict:
    examples = {}
    for line in HEADER.splitlines():
        m = EXAMPLE.match(line)
        if m and m["key"] in {**schema.ENTRY, **schema.TEST}:
            examples[m["key"]] = m["value"]
    return examples


def test_header_documents_every_key():
    documented = set(re.findall(r"^#\s+(\w+):", HEADER, re.MULTILINE))
    assert set(schema.ENTRY) | set(schema.TEST) <= documented, sorted(set(schema.ENTRY) | set(schema.TEST) - documented)


def test_header_example_lines_parse():
    """Each key the header writes out is valid YAML, and together they load as one entry."""
    examples = header_examples()
    assert "double_backward" in examples and "cases" in examples
    for key, value in examples.items():
        assert yaml.safe_load(f"{key}: {value}") is not None, key
    # a composite has no forward: its example line is checked on its own
    entry = "".join(f"  {key}: {value}\n" for key, value in examples.items() if key in schema.ENTRY and key != "composite")
    test = "".join(f"    {key}: {value}\n" for key, value in examples.items() if key in schema.TEST)
    text = ("- name: example(Tensor self, Tensor other, int dim=0, str reduction=\"mean\")"
            " -> (Tensor values, Tensor indices)\n"
            "  forward: arrays.example(self, other, dim)\n  self: grad\n  other: grad\n"
            + entry + "  test:\n    numpy: self + other\n" + test)
    (op,) = load_spec(text)
    assert op.no_double_backward == "<why>"
    assert op.test["cases"] == [{"shapes": [[3, 4], [4]], "args": {"dim": 1}}]


def test_spec_errors_name_the_file_given():
    """`python -m codegen --spec other.yaml` reports mistakes in other.yaml."""
    err = pytest.raises(Exception, load_spec, "- name: neg(Tensor self) -> Tensor\n", "other.yaml").value
    assert str(err).startswith("other.yaml:1: ")


# ------------------------------------------------------------------------------ composites and optional inputs

SQUARE = "- name: square_error(Tensor self, Tensor target) -> Tensor\n"


@pytest.mark.parametrize("lines, fragment, words", [
    ("  forward: self - target\n  composite: mul(self - target, self - target)\n", "- name: square_error",
     ("either a `forward:`", "not both")),
    ("  self: grad\n", "- name: square_error", ("no `forward:`",)),
    ("  composite: mul(self, target)\n  self: grad * 2\n", "self: grad * 2",
     ("a composite has no gradient formulas", "non_differentiable")),
    ("  composite: mul(self, target)\n  view: true\n", "view: true", ("`view` does not apply to a composite",)),
    ("  composite: squared(self - target)\n", "composite:", ("unknown function 'squared'",)),
    ("  composite: mul(self, grad)\n", "composite:", ("composite reads 'grad'",)),
    ("  composite: mul(self, bias)\n", "composite:", ("unknown name 'bias'",)),
    ("  composite: power(self - target, 2)\n", "composite:", ("composite calls power", "not an op")),
])
def test_composite_mistakes(lines, fragment, words):
    """A composite is written with ops and helpers over its parameters, and has no formulas."""
    assert_error(spec(SQUARE + lines), fragment, "square_error", *words)


def test_composite_renders_as_calls_of_the_ops():
    view = views(spec(SQUARE + "  composite: mul(self - target, self - target)\n  target: non_differentiable\n"))
    assert view["square_error"].composite == "ops.mul(input - target, input - target)"


def test_null_shape_only_for_an_optional_tensor():
    text = spec("- name: shift(Tensor self, Tensor? bias=None) -> Tensor\n  forward: self\n  self: grad\n"
                "  bias: grad\n  test:\n    numpy: self\n    cases: [{shapes: [[3], null]}, {shapes: [null, [3]]}]\n")
    assert_error(text, "cases:", "self is not optional", "not null")


def test_formula_cannot_call_a_composite():
    """A plain backward runs on arrays, and a composite has no array form."""
    text = spec(SQUARE + "  composite: mul(self - target, self - target)\n",
                "- name: twice(Tensor self) -> Tensor\n  forward: self * 2\n  self: square_error(grad, grad)\n")
    assert_error(text, "self: square_error(grad, grad)", "square_error is a composite", "no array form")


# ------------------------------------------------------------------------------ several differentiable outputs

def test_several_differentiable_outputs_need_grads():
    """With two differentiable outputs, `grad` alone would drop the second one's gradient."""
    text = spec("- name: pair(Tensor self) -> (Tensor a, Tensor b)\n  forward: (self, self)\n  self: grad\n")
    with pytest.raises(Exception) as raised:
        render_all(load_spec(text), HELPERS)
    assert "grads[0], grads[1]" in str(raised.value) and "pair" in str(raised.value)


def test_several_differentiable_outputs_read_grads_and_count_their_outputs():
    text = spec("- name: pair(Tensor self) -> (Tensor a, Tensor b)\n  forward: (self, self)\n"
                "  self: grads[0] + grads[1]\n")
    nodes = render_all(load_spec(text), HELPERS)["generated/nodes.py"]
    assert "num_outputs = 2" in nodes and "grads[0] + grads[1]" in nodes


def test_long_rule_keeps_index_tensors_out_of_promotion():
    text = spec("- name: pick(Tensor self, Tensor index) -> Tensor\n  forward: self[index]\n"
                "  dtypes: {index: long}\n  self: grad\n  index: non_differentiable\n")
    ops = render_all(load_spec(text), HELPERS)["generated/ops.py"]
    assert "cast(index, dtype)" not in ops and "'long'" in ops


def test_optional_int_list_and_float_list_types_are_read():
    """int?[] (ints, some None: adaptive pools' output_size) and float[] (interpolate's scale_factor)
    are signature types; their defaults are checked as the other types' are."""
    text = spec("- name: neg(Tensor self, int?[] output_size=[None, 2], float[]? scale=None) -> Tensor\n"
                "  forward: -self\n  self: -grad\n")
    ops = load_spec(text)
    neg = next(op for op in ops if op.name == "neg")
    assert [(p.type, p.optional) for p in neg.params[1:]] == [("int?[]", False), ("float[]", True)]
    render_all(ops, HELPERS)
