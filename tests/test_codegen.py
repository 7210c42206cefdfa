"""The code generator: errors in derivatives.yaml name their line and say what is wrong, and the
formula analysis saves only what backward reads and fuses only what pays."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # codegen/ is a top-level package of the repository, not installed

from codegen.render import build_views, helper_signatures, render_all  # noqa: E402
from codegen.spec import SpecError, load_spec  # noqa: E402

HELPERS = helper_signatures(ROOT / "src/specgrad/formula_helpers.py")

MUL = """\
- name: mul(Tensor self, Tensor other) -> Tensor
  forward: self * other
  self: grad * other
  other: grad * self
  test:
    numpy: np.multiply(self, other)
    torch: torch.mul(self, other)
"""


def spec(*entries: str) -> str:
    """A spec text: the mul entry followed by the given entries, separated by blank lines."""
    return "\n".join((MUL,) + entries)


def line_of(text: str, fragment: str) -> int:
    """The 1-based line of the one line of `text` that contains `fragment`."""
    lines = [n for n, line in enumerate(text.splitlines(), 1) if fragment in line]
    assert len(lines) == 1, f"{fragment!r} is on lines {lines}"
    return lines[0]


def spec_error(text: str) -> SpecError:
    """The SpecError that loading and rendering `text` raises."""
    with pytest.raises(SpecError) as info:
        render_all(load_spec(text), HELPERS)
    return info.value


def assert_error(text: str, fragment: str, *words: str) -> None:
    """Loading `text` fails at the line holding `fragment`, with a message containing `words`."""
    err = spec_error(text)
    line = line_of(text, fragment)
    assert err.line == line, str(err)
    assert str(err).startswith(f"derivatives.yaml:{line}: "), str(err)
    for word in words:
        assert word in str(err), f"{word!r} not in {str(err)!r}"


def views(text: str) -> dict:
    """The render views of a spec text, by op name."""
    return {v.op.full_name: v for v in build_views(load_spec(text), HELPERS, "derivatives.yaml")}


# ------------------------------------------------------------------------------ errors

def test_yaml_syntax_error():
    """A badly indented key is reported as invalid YAML at its line."""
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -self\n   self: -grad\n")
    assert_error(text, "   self: -grad", "not valid YAML")


def test_entry_without_name():
    """An entry with no `name:` is reported at its first line."""
    text = spec("- forward: -self\n  self: -grad\n")
    assert_error(text, "- forward: -self", "no `name:`")


def test_unreadable_signature():
    """A signature with an unclosed parenthesis is reported, quoted, at its line."""
    text = spec("- name: neg(Tensor self -> Tensor\n  forward: -self\n  self: -grad\n")
    assert_error(text, "- name: neg(", "cannot read the signature", "neg(Tensor self -> Tensor")


def test_unknown_parameter_type():
    """A misspelt parameter type names the type and the parameter."""
    text = spec("- name: neg(Tensr self) -> Tensor\n  forward: -self\n  self: -grad\n")
    assert_error(text, "- name: neg(", "unknown type 'Tensr'", "'self'")


def test_missing_forward():
    """An entry without `forward:` names the op."""
    text = spec("- name: neg(Tensor self) -> Tensor\n  self: -grad\n")
    assert_error(text, "- name: neg(", "neg", "no `forward:`")


def test_formula_not_python():
    """A formula that does not parse is reported at the formula's line."""
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -self\n  self: -grad *\n")
    assert_error(text, "self: -grad *", "neg", "not a Python expression")


def test_formula_unknown_name():
    """A formula reading a name that is no input, output or grad names it."""
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -self\n  self: -grad * other\n")
    assert_error(text, "self: -grad * other", "unknown name 'other'")


def test_formula_unknown_function():
    """A formula calling neither an op nor a helper names the function."""
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -self\n  self: -frobnicate(grad)\n")
    assert_error(text, "self: -frobnicate(grad)", "unknown function 'frobnicate'", "formula_helpers.py")


def test_differentiable_input_without_formula():
    """A Tensor input with no formula (and not non_differentiable) is reported at the entry."""
    text = spec("- name: sub(Tensor self, Tensor other) -> Tensor\n  forward: self - other\n  self: grad\n")
    assert_error(text, "- name: sub(", "no formula", "other", "non_differentiable")


def test_formula_key_not_an_input():
    """A formula for a name the signature does not have is reported at that key."""
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -self\n  self: -grad\n  other: -grad\n")
    assert_error(text, "  other: -grad", "'other'", "neither an input")


def test_formula_for_non_tensor_parameter():
    """A formula for a Scalar parameter is refused: only tensors take gradients."""
    text = spec("- name: mul.Scalar(Tensor self, Scalar other) -> Tensor\n  forward: self * other\n"
                "  self: grad * other\n  other: sum(grad * self)\n")
    assert_error(text, "other: sum(grad * self)", "'other' is a Scalar", "not a Tensor")


def test_duplicate_op():
    """A second entry with the same name is reported at it, pointing back to the first."""
    text = spec(MUL)
    err = spec_error(text)
    assert err.line == 9, str(err)  # MUL is 7 lines, a blank line, then the copy
    assert "mul is already defined at line 1" in str(err)


def test_test_section_without_numpy():
    """A test section with no NumPy reference says it needs `numpy:`."""
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -self\n  self: -grad\n  test:\n"
                "    torch: torch.neg(self)\n")
    assert_error(text, "torch: torch.neg(self)", "neg", "`numpy:`")


WRONG_SHAPES = spec("- name: neg(Tensor self) -> Tensor\n  forward: -self\n  self: -grad\n  test:\n"
                    "    numpy: np.negative(self)\n    cases:\n      - {shapes: [[3, 4]]}\n"
                    "      - {shapes: [[2, 3], [3]]}\n")


def test_test_case_wrong_number_of_shapes():
    """A test case with two shapes for a one-tensor op says how many it gave and needs."""
    err = spec_error(WRONG_SHAPES)
    assert "neg" in str(err) and "2 shape(s)" in str(err) and "1 tensor input(s)" in str(err)


def test_test_case_wrong_number_of_shapes_names_the_case_line():
    """The error for a bad test case points at that case's line."""
    assert spec_error(WRONG_SHAPES).line == line_of(WRONG_SHAPES, "[[2, 3], [3]]")


def test_formula_unknown_attribute():
    """`x.foo` in a formula names the attribute and the ones a formula may read."""
    text = spec("- name: neg(Tensor self) -> Tensor\n  forward: -self\n  self: -grad * self.foo\n")
    assert_error(text, "self: -grad * self.foo", "self.foo", "shape")


# ------------------------------------------------------------------------------ analysis

ANALYSED = spec("""\
- name: tanh(Tensor self) -> Tensor
  forward: tanh(self)
  self: grad * (1 - result * result)
""", """\
- name: sqrt(Tensor self) -> Tensor
  forward: sqrt(self)
  self: grad / (2 * result)
""", """\
- name: cos(Tensor self) -> Tensor
  forward: cos(self)
  self: -grad * sin(self)
""", """\
- name: sin(Tensor self) -> Tensor
  forward: sin(self)
  self: grad * cos(self)
""", """\
- name: sum(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor
  forward: np.sum(self, axis=arrays.axes(dim), keepdims=keepdim)
  self: expand_reduced(grad, self.shape, dim, keepdim)
""", """\
- name: where(Tensor condition, Tensor self, Tensor other) -> Tensor
  forward: where(condition, self, other)
  condition: non_differentiable
  self: where(condition, grad, 0)
  other: where(condition, 0, grad)
""")


def saved_slots(name: str) -> set:
    return {s.slot for s in views(ANALYSED)[name].saved}


def kernel(name: str):
    return views(ANALYSED)[name].formulas[0].rendered.kernel


def test_mul_saves_both_inputs():
    """mul's backward reads self and other, so its node saves both tensors."""
    assert saved_slots("mul") == {"self", "other"}


def test_tanh_saves_only_result():
    """tanh's formula reads only the output, so the input is not saved."""
    assert saved_slots("tanh") == {"result"}


def test_sum_saves_shape_not_tensor():
    """sum's formula reads self.shape: the shape and the arguments are saved, not the tensor."""
    saved = {s.slot: s.kind for s in views(ANALYSED)["sum"].saved}
    assert saved == {"self_shape": "metadata", "dim": "argument", "keepdim": "argument"}


def test_unread_inputs_not_saved():
    """where's formulas read only the condition: self and other are not kept."""
    assert saved_slots("where") == {"condition"}


def test_two_operations_fuse_one_does_not():
    """`grad / (2 * result)` gets a fused kernel, `grad * other` (one operation) does not."""
    assert kernel("sqrt") is not None and kernel("sqrt").operations == 2
    assert kernel("mul") is None


def test_transcendental_is_hoisted():
    """sin in cos's formula is computed by NumPy before the fused loop."""
    plan = kernel("cos")
    assert plan is not None
    assert [source for _, source in plan.hoisted] == ["np.sin(self_)"]
    assert "sin" not in plan.body


def test_hoisting_does_not_count_as_an_operation():
    """`grad * cos(self)` is one arithmetic operation around a hoisted cos: not fused."""
    assert kernel("sin") is None


def test_check_passes_on_the_repository():
    """`python -m codegen --check` finds generated/ up to date with derivatives.yaml."""
    run = subprocess.run([sys.executable, "-m", "codegen", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_a_formula_chosen_by_an_argument_still_fuses_its_first_branch():
    """`A if <test of arguments> else B` (div's rounding_mode): A runs as one fused kernel when the test holds."""
    text = spec("- name: scaled_div(Tensor self, Tensor other, *, str? mode=None) -> Tensor\n"
                "  forward: self / other\n  self: grad / other if mode is None else grad * 0\n"
                "  other: -grad * ((self / other) / other) if mode is None else grad * 0\n")
    files = render_all(load_spec(text), HELPERS)
    assert "grad_other = kernels.scaleddivbackward0_other(grad, self_, other) if mode is None else grad * 0" \
        in files["generated/nodes.py"]
    assert "def scaleddivbackward0_other(grad, self_, other):" in files["generated/kernels.py"]


# ------------------------------------------------------------------------------ several differentiable outputs

TWO_OUTPUTS = """\
- name: pair(Tensor self) -> (Tensor first, Tensor second)
  forward: (self, self)
  self: svd_backward(grad_first, grad_second, None, first, second, first, False)
  test:
    numpy: (self, self)
    cases: [{shapes: [[3]]}]
"""


def test_several_differentiable_outputs_bind_each_gradient_by_name():
    """Each differentiable output's gradient is grad_<name> (grads[i], None when none reached it);
    the node tells the engine how many outputs it has."""
    files = render_all(load_spec(spec(TWO_OUTPUTS)), HELPERS)
    nodes = files["generated/nodes.py"]
    block = nodes[nodes.index("class PairBackward0"):]
    assert "num_outputs = 2" in block
    assert "grad_first = grads[0]" in block and "grad_second = grads[1]" in block
    assert "grad = grads" not in block.split("class ", 2)[1]


def test_several_differentiable_outputs_refuse_plain_grad():
    text = spec(TWO_OUTPUTS.replace("svd_backward(grad_first,", "svd_backward(grad,"))
    assert_error(text, "svd_backward(grad,", "several differentiable outputs", "grad_first")


def test_output_gradient_only_as_a_helper_argument():
    """grad_<output> may be None: arithmetic on it would fail at backward time, so codegen refuses it."""
    text = spec(TWO_OUTPUTS.replace("self: svd_backward(grad_first, grad_second, None, first, second, first, False)",
                                    "self: grad_first + grad_second"))
    assert_error(text, "self: grad_first + grad_second", "grad_first is None", "helper")


def test_tensor_list_input_saved_whole():
    """A formula reading a Tensor[] input bare (einsum) saves the tensors, with their versions."""
    saved = {s.slot: s.kind for s in views(spec(
        "- name: einsum(str equation, Tensor[] tensors) -> Tensor\n"
        "  forward: arrays.einsum(equation, tensors)\n"
        "  tensors: einsum_backward(grad, equation, tensors)\n"
        "  variants: function\n"))["einsum"].saved}
    assert saved == {"equation": "argument", "tensors": "tensor_list"}


# ------------------------------------------------------------------------------ self not first

POLYGAMMA = """\
- name: polygamma(int n, Tensor self) -> Tensor
  forward: polygamma(n, self)
  inplace: true
  dtype: float
  self: grad * polygamma(n + 1, self)
  test:
    numpy: polygamma_reference(n, self)
    cases: [{shapes: [[3]], args: {n: 1}}]
"""


def test_method_of_an_op_whose_self_is_not_first():
    """polygamma(n, self): Tensor.polygamma(n) and polygamma_(n) put the tensor in self's place."""
    ops = render_all(load_spec(spec(POLYGAMMA)), HELPERS)["generated/ops.py"]
    assert "def _polygamma_method(self, n):\n" in ops
    assert "    return polygamma(n=n, input=self)\n" in ops
    assert "def polygamma_(self, n):\n    \"\"\"In place" in ops
    assert "return inplace(self, _polygamma_method, n)" in ops
    assert "'polygamma': _polygamma_method," in ops
    assert "'mul': mul," in ops  # an op whose self is first is its own method


def test_in_place_needs_a_tensor_to_write_into():
    text = spec(POLYGAMMA.replace("Tensor self) -> Tensor", "Tensor input) -> Tensor")
                .replace("self: grad", "input: grad").replace("(n + 1, self)", "(n + 1, input)")
                .replace("(n, self)", "(n, input)"))
    assert_error(text, "inplace: true", "in-place variant writes into its first parameter")


def test_scalar_arguments_do_not_choose_the_dtype_a_rule_checks():
    """lerp(int, int, 0.5) has no kernel in PyTorch: the rule looks at the tensors, not at the weight."""
    lerp = """\
- name: lerp(Tensor self, Tensor end, Scalar weight) -> Tensor
  forward: self + weight * (end - self)
  dtypes: {self: not implemented for integers}
  self: grad * (1 - weight)
  end: grad * weight
  test:
    numpy: self + weight * (end - self)
    cases: [{shapes: [[3], [3]], args: {weight: 0.5}}]
"""
    ops = render_all(load_spec(spec(lerp)), HELPERS)["generated/ops.py"]
    assert "if result_type(input, end).kind in 'biu':" in ops


# an op with an alias and an in-place variant (the alias tests' spec)
ATAN2_WITH_ALIAS = """\
- name: atan2(Tensor self, Tensor other) -> Tensor
  forward: atan2(self, other)
  aliases: [arctan2]
  inplace: true
  self: grad * other / (self * self + other * other)
  other: -grad * self / (self * self + other * other)
  test:
    numpy: np.arctan2(self, other)
"""


def test_aliases_name_the_same_function_method_and_in_place_variant():
    atan2 = ATAN2_WITH_ALIAS
    ops = render_all(load_spec(spec(atan2)), HELPERS)["generated/ops.py"]
    assert ops.count("'arctan2': atan2,") == 2  # FUNCTIONS and METHODS
    assert "'arctan2_': atan2_," in ops
    assert_error(spec(atan2.replace("[arctan2]", "[mul]")), "- name: atan2", "alias 'mul'", "no op of the spec has")


def test_same_dtype_rule_can_exempt_a_0d_tensor():
    """`same as self unless 0-d`: a 0-d weight of lerp is read as a number, of any dtype, as in PyTorch."""
    lerp = """\
- name: lerp(Tensor self, Tensor end, Tensor weight) -> Tensor
  forward: self + weight * (end - self)
  dtypes: {end: same as self, weight: same as self unless 0-d}
  self: grad * (1 - weight)
  end: grad * weight
  weight: grad * (end - self)
  test:
    numpy: self + weight * (end - self)
"""
    ops = render_all(load_spec(spec(lerp)), HELPERS)["generated/ops.py"]
    assert "if weight._data.ndim != 0 and weight._data.dtype != input._data.dtype:" in ops
    assert "if end._data.dtype != input._data.dtype:" in ops
    assert_error(spec(lerp.replace("same as self unless 0-d", "same as nothing unless 0-d")), "dtypes:",
                 "must name another Tensor input")


def test_a_dtype_rule_can_exempt_empty_inputs():
    """`... unless an input is empty`: PyTorch's softmax returns an empty int64 tensor before its dtype dispatch."""
    softmax = """\
- name: softmax(Tensor self, int dim) -> Tensor
  forward: arrays.softmax(self, dim)
  dtypes: {self: not implemented for integers unless an input is empty}
  self: grad
  test:
    numpy: self
    cases:
      - {shapes: [[3]], args: {dim: 0}}
"""
    ops = render_all(load_spec(spec(softmax)), HELPERS)["generated/ops.py"]
    assert "if input._data.size and input._data.dtype.kind in 'biu':" in ops
    plain = render_all(load_spec(spec(softmax.replace(" unless an input is empty", ""))), HELPERS)["generated/ops.py"]
    assert "if input._data.dtype.kind in 'biu':" in plain


# ------------------------------------------------------------------------------ Tensor[] returns

SPLIT = """\
- name: cat(Tensor[] tensors, int dim=0) -> Tensor
  forward: arrays.cat(tensors, dim)
  tensors: split_like(grad, tensors.shapes, dim)
  variants: function

- name: unbind(Tensor self, int dim=0) -> Tensor[]
  forward: arrays.unbind(self, dim)
  self: cat(filled(grads, result.shapes), dim)
"""


def test_tensor_list_return_saves_the_output_shapes():
    """`-> Tensor[]`: the formula reads `grads` and `result.shapes`, saved as metadata (no tensor)."""
    view = views(spec(SPLIT))["unbind"]
    assert view.op.returns_list
    assert {s.slot: s.kind for s in view.saved} == {"result_shapes": "metadata", "dim": "argument"}


def test_tensor_list_return_renders_one_node_output_per_tensor():
    """The public op wraps each array as output i of one node, whose num_outputs is set per call."""
    ops = render_all(load_spec(spec(SPLIT)), HELPERS)["generated/ops.py"]
    assert "node.num_outputs = len(result)" in ops
    assert "tuple(Tensor._wrap(a, node, i) for i, a in enumerate(result))" in ops
    nodes = render_all(load_spec(spec(SPLIT)), HELPERS)["generated/nodes.py"]
    assert "'num_outputs'" in nodes and "grad = grads[0]" not in nodes.split("class UnbindBackward0")[1]


def test_tensor_list_return_formula_reading_grad_is_refused():
    text = spec(SPLIT.replace("cat(filled(grads, result.shapes), dim)", "grad * 2"))
    assert_error(text, "self: grad * 2", "grads")


def test_grads_in_a_single_output_op_is_refused():
    text = spec("""\
- name: neg(Tensor self) -> Tensor
  forward: -self
  self: -grads
""")
    assert_error(text, "self: -grads", "`grads` is for ops with several outputs or returning Tensor[]")


def test_tensor_list_output_read_bare_is_refused():
    text = spec(SPLIT.replace("cat(filled(grads, result.shapes), dim)", "cat(filled(grads, result), dim)"))
    assert_error(text, "self: cat(filled(grads, result), dim)", "result.shapes")


def test_not_a_dim_is_not_checked_as_dims():
    """`dims: {dims: not a dim}`: a parameter named like a dim that is none (tile's repetitions)."""
    text = spec("""\
- name: tile(Tensor self, int[] dims) -> Tensor
  forward: arrays.tile(self, dims)
  dims: {dims: not a dim}
  self: repeat_backward(grad, self.shape, tile_repeats(self.shape, dims))
""")
    view = views(text)["tile"]
    assert view.op.dim_params == []
    assert "dim_list_arg" not in render_all(load_spec(text), HELPERS)["generated/ops.py"].split("def tile")[1]


# ------------------------------------------------------------------------------ torch.nn.functional's signatures

RELU = """\
- name: relu(Tensor self) -> Tensor
  forward: maximum(self, 0)
  self: where(result <= 0, 0, grad)
  test:
    numpy: np.maximum(self, 0)
"""

RELU_FUNCTIONAL = """\
- name: relu.functional(Tensor self, bool inplace=False) -> Tensor
  composite: relu(self)
  test:
    numpy: np.maximum(self, 0)
    cases: [{shapes: [[3]]}]
"""


def test_functional_overload_is_public_in_F_only():
    """`relu.functional(...)` is F.relu's own signature: exported as FUNCTIONAL['relu'], not
    dispatched with torch.relu, whose FUNCTIONS and METHODS entries stay the plain op."""
    source = render_all(load_spec(spec(RELU, RELU_FUNCTIONAL)), HELPERS)["generated/ops.py"]
    assert "def _relu_functional(input, inplace=False):" in source
    assert "    'relu': _relu_functional," in source.split("FUNCTIONAL = {")[1].split("}")[0]
    assert "    'relu': relu," in source.split("FUNCTIONS = {")[1].split("}")[0]
    assert "dispatch('relu'" not in source
    # a formula calling relu still means torch's relu: the functional overload is no overload of it
    assert views(spec(RELU, RELU_FUNCTIONAL))["relu.functional"].composite == "ops.relu(input)"


def test_functional_overload_takes_no_other_variants():
    text = spec(RELU, RELU_FUNCTIONAL.replace("  composite: relu(self)\n", "  composite: relu(self)\n  variants: function\n"))
    assert_error(text, "variants: function", "can only be `functional`")


def test_functional_overload_of_an_op_already_in_F():
    text = spec(RELU.replace("  forward:", "  variants: function, functional\n  forward:"), RELU_FUNCTIONAL)
    assert_error(text, "relu.functional(", "already public in torch.nn.functional")


def test_inplace_parameter_writes_into_the_input():
    """A `bool inplace=False` parameter (F.relu's, F.elu's): inplace=True runs the same call and
    writes the result into the first input, as op_ does."""
    source = render_all(load_spec(spec(RELU, RELU_FUNCTIONAL)), HELPERS)["generated/ops.py"]
    body = source.split("def _relu_functional(")[1].split("\ndef ")[0]
    assert "if inplace:\n        return write_inplace(input, _relu_functional, inplace=False)" in body


def test_connect_to_fuses_with_the_gradient_it_carries():
    """connect_to(value, self) is a graph edge only: its raw form is the value, fused into one kernel
    (with create_graph=True it is the op connect_to, which links the gradient to self)."""
    text = spec("""\
- name: clip01(Tensor self) -> Tensor
  forward: minimum(maximum(self, 0), 1)
  self: connect_to(where((self > 0) & (self < 1), grad, 0), self)
""", """\
- name: connect_to(Tensor grad_output, Tensor self) -> Tensor
  forward: arrays.same(grad_output)
  grad_output: connect_to(grad, self)
  self: grad * 0
  variants: internal
""")
    nodes = render_all(load_spec(text), HELPERS)["generated/nodes.py"]
    assert "grad_self = kernels.clip01backward0_self(" in nodes


def test_numeric_rule_also_refuses_a_python_bool_for_a_number_parameter():
    """`numeric` on an input listed under `numbers:` (sub's self and other take Python numbers) refuses a
    Python bool too, as PyTorch wraps it as a bool tensor; an op without such inputs gets no such check."""
    import inspect

    import specgrad
    from specgrad.generated import ops
    assert "if type(other) is bool:" in inspect.getsource(ops.sub)
    assert "is bool:" not in inspect.getsource(ops.bitwise_not)
    with pytest.raises(RuntimeError, match=r"sub\(\) does not support bool tensors \('other' is bool\)"):
        ops.sub(specgrad.ones(2), True)


def test_checks_run_before_the_dtype_rules():
    """`checks:` calls formula helpers on the arguments before the `dtypes:` checks (PyTorch's Python-level
    checks, torch.nn.functional's, run before its kernel's): F.binary_cross_entropy of an integer target of
    another size is the ValueError about the size, not the dtype's RuntimeError; a call of anything but a
    helper is refused."""
    import inspect

    import specgrad
    from specgrad.generated import ops
    source = inspect.getsource(ops.binary_cross_entropy)
    assert source.index("helpers.target_size_check(input, target, 'binary_cross_entropy')") < source.index("dtype_error")
    with pytest.raises(ValueError, match="Using a target size"):
        specgrad.nn.functional.binary_cross_entropy(specgrad.ones(2, dtype=specgrad.float64), specgrad.tensor(0))
    text = spec(MUL.replace("- name: mul(", "- name: mul2(").replace("  forward:", "  checks: mul(self, other)\n  forward:"))
    assert_error(text, "- name: mul2(", "checks calls mul", "not a helper")


def test_common_floating_rule_checks_the_promoted_dtype():
    """`floating (common dtype)`: the dtype the promoted inputs make must be floating (RuntimeError), so an
    integer x1 with a float x2 runs, as PyTorch's cosine_similarity; two integers do not."""
    import specgrad
    F = specgrad.nn.functional
    assert F.cosine_similarity(specgrad.tensor([1, 2]), specgrad.tensor([1.0, 0.5]), 0).dtype == specgrad.float32
    with pytest.raises(RuntimeError, match=r"common dtype of its inputs \(x1, x2\) to be floating point"):
        F.cosine_similarity(specgrad.tensor([1, 2]), specgrad.tensor([True, False]), 0)


def test_inplace_op_with_a_function_variant_is_also_a_function():
    """An op with function and in-place variants also gets specgrad.<name>_ (torch.exp_(x)), under each alias
    too; a method-only op does not."""
    atan2 = ATAN2_WITH_ALIAS
    ops = render_all(load_spec(spec(atan2)), HELPERS)["generated/ops.py"]
    functions = ops.split("FUNCTIONS = {")[1].split("}")[0]
    assert "'atan2_': atan2_," in functions and "'arctan2_': atan2_," in functions
    method_only = render_all(load_spec(spec(atan2.replace("inplace: true", "inplace: true\n  variants: method"))),
                             HELPERS)["generated/ops.py"]
    assert "atan2_" not in method_only.split("FUNCTIONS = {")[1].split("}")[0]


def test_a_composite_may_have_an_in_place_variant():
    """`inplace: true` on a composite: name_ writes the composite's result into self (as ldexp_)."""
    square = """\
- name: square(Tensor self, Tensor other) -> Tensor
  composite: mul(mul(self, other), other)
  inplace: true
  test:
    numpy: self * other * other
    cases: [{shapes: [[3], [3]]}]
"""
    ops = render_all(load_spec(spec(square)), HELPERS)["generated/ops.py"]
    assert "def square_(self, other):" in ops and "inplace(self, square, other)" in ops


def test_the_inplace_variant_of_a_view_op_restrides_self():
    """`view: true` with `inplace: true` (transpose_): self takes the view's shape and node (inplace_view), no copy
    of values into it; an op that is no view writes its result in (inplace)."""
    text = spec("- name: flipped(Tensor self) -> Tensor\n  forward: self.T\n  view: true\n  inplace: true\n"
                "  self: grad.T\n  test:\n    numpy: self.T\n    cases: [{shapes: [[2, 3]]}]\n",
                "- name: doubled(Tensor self) -> Tensor\n  forward: self * 2\n  inplace: true\n"
                "  self: grad * 2\n  test:\n    numpy: self * 2\n")
    ops = render_all(load_spec(text), HELPERS)["generated/ops.py"]
    assert "return inplace_view(self, flipped)" in ops
    assert "return inplace(self, doubled)" in ops
