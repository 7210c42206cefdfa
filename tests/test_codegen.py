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
