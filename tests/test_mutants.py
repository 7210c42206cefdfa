"""Mutation testing of derivatives.yaml (codegen/mutants.py): the operators, the verdicts, and the CI sample.

The sample is seeded, so a failure names mutants anyone can rerun with
`python -m codegen.mutants --sample 40 --seed 7` (or `--op NAME`); `make mutants` runs them all.
"""
import ast
import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # codegen/ is a top-level package, not installed
from codegen import mutants  # noqa: E402
from codegen.spec import load_spec  # noqa: E402

SPEC = (mutants.ROOT / "derivatives.yaml").read_text()
SAMPLE, SEED, BUDGET = 40, 7, 60  # about 35 s on 2 idle cores; the budget caps a busy machine
KINDS = {"grad": "Tensor", "result": "Tensor", "self": "Tensor", "other": "Tensor", "dim": "int"}


def texts(source, helpers=()):
    """{mutated formula: operator}; helpers: names, or {name: interchangeable argument position pairs}."""
    helpers = helpers if isinstance(helpers, dict) else {name: set() for name in helpers}
    return dict((text, label) for label, text in mutants.formula_mutants(source, KINDS, helpers))


def test_operators_make_one_change_each():
    relu = texts("where(result > 0, grad, 0)")
    assert relu["where(result >= 0, grad, 0)"] == "comparison > -> >="   # the kink
    assert relu["where(result > 0, 0, grad)"] == "swap where branches"
    assert relu["-where(result > 0, grad, 0)"] == "negate formula"
    assert {"grad", "grad * 0"} <= relu.keys()
    assert texts("grad * exponent * self ** (exponent - 1)")["grad * exponent * self ** exponent"] == "exponent +1"
    assert texts("grad / (2 * result)")["grad / result"] == "drop factor 2"
    assert texts("-grad * self / (other * other)")["other * other / (-grad * self)"] == "swap operands of /"
    assert texts("f(grad, self, dim)", ["f"]) == {
        "-f(grad, self, dim)": "negate formula", "grad": "replace by grad", "grad * 0": "replace by zero",
        "f(self, grad, dim)": "swap f arguments grad, self"}   # dim is not a tensor: never swapped with one
    for source in ("where(result > 0, grad, 0)", "grad * exponent * self ** (exponent - 1)"):
        assert all(ast.parse(text) for text in texts(source)) and source not in texts(source)


def test_equivalent_mutants_are_skipped():
    assert texts("grad") == {"-grad": "negate formula", "grad * 0": "replace by zero"}
    assert "-(grad * 0)" not in texts("grad * 0")        # -0 is 0
    maximum = texts("where(self == other, grad / 2, where(self > other, grad, 0))")
    assert maximum["where(self == other, grad, where(self > other, grad, 0))"] == "tie sharing x / 2 -> x"
    # where self != other, `>` and `>=` agree: no mutant there, but the direction flip is one
    assert "where(self == other, grad / 2, where(self >= other, grad, 0))" not in maximum
    assert "where(self == other, grad / 2, where(self < other, grad, 0))" in maximum


def test_arguments_a_helper_treats_alike_are_not_swapped():
    """formula_helpers.INTERCHANGEABLE_ARGUMENTS: the LSTM cell adds its two biases, so swapping them is no mutant."""
    swaps = {text for text, label in texts("f(grad, self, other)", {"f": {frozenset((1, 2))}}).items()
             if label.startswith("swap")}
    assert swaps == {"f(self, grad, other)", "f(other, self, grad)"}
    lstm = mutants.helper_names()["lstm_cell_backward"]
    assert frozenset((6, 7)) in lstm  # input_bias, hidden_bias after ("part", grads[0], grads[1], input_gates, ...)


def test_an_outputs_gradient_index_is_not_negated():
    """grads[-1] of a node with two outputs is grads[1]: no mutant; grads[0] and grads[2] still are."""
    mutated = texts("f(grads[0], grads[1])", ["f"])
    assert "f(grads[0], grads[-1])" not in mutated
    assert {"f(grads[0], grads[2])", "f(grads[0], grads[0])", "f(grads[1], grads[1])"} <= mutated.keys()


def test_a_mutant_rewrites_only_its_formula_line():
    mutant = mutants.all_mutants(SPEC, "mul")[0]
    changed = mutant.spec_with(SPEC)
    assert [a != b for a, b in zip(SPEC.splitlines(), changed.splitlines())].count(True) == 1
    formulas = {(f.line, f.input): f.source for op in load_spec(changed) for f in op.formulas}
    assert formulas[mutant.line, mutant.input] == mutant.mutated


def _mul_self_mutant(mutated, mutation):
    formula = next(f for op in load_spec(SPEC) if op.full_name == "mul" for f in op.formulas if f.input == "self")
    original = formula.source.strip()
    return mutants.Mutant("mul", "self", formula.line, original, mutated.format(original), mutation)


def test_verdicts_wrong_equivalent_and_rejected():
    """The tool itself: a wrong gradient is killed, an equivalent one survives, nonsense is rejected."""
    wrong = _mul_self_mutant("-({})", "wrong sign")
    same = _mul_self_mutant("({}) * 1", "equivalent")
    bogus = _mul_self_mutant("({}) * no_such_name", "unknown name")
    outcomes = dict(mutants.run([wrong, same, bogus], SPEC))
    assert outcomes[wrong].status == "killed" and "mul-" in outcomes[wrong].detail
    assert outcomes[same].status == "survived"
    assert outcomes[bogus].status == "rejected" and "no_such_name" in outcomes[bogus].detail


def test_seeded_sample_of_mutants_is_killed():
    chosen = mutants.sample(mutants.all_mutants(SPEC), SAMPLE, SEED)
    results = mutants.run(chosen, SPEC, budget=BUDGET)
    assert results, "the budget ran out before any mutant ran"
    survivors = [m for m, outcome in results if not outcome.killed]
    assert not survivors, mutants.report(results, len(chosen))
