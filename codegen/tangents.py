"""Forward mode from the spec: each entry's tangent function (generated/tangents.py).

A tangent is J v, the derivative of the output along the inputs' tangents v. Most entries need no line of
their own, as in PyTorch's derivatives.yaml (`result: auto_element_wise`, `auto_linear`), except that here
the generator finds them itself:

- elementwise (the forward is arithmetic and vocabulary only, one output): J is diagonal, so each input's
  backward formula with its tangent in place of grad is that input's part of J v; the parts are summed.
- zero (every formula is zeros_like_grad(grad): floor, round, sign): a zero tangent.
- linear (no backward formula reads the value of a differentiable input or of an output, only grad, shapes
  and the other arguments): J does not depend on the inputs, and the op applied to the tangents is J v
  (views, reshapes, sums, cat, indexing). An op that is affine instead (a Scalar fill value, as
  masked_fill's) needs `result:`; the generated tests (the tangent against finite differences) find those.
- `result: auto_multilinear` (linear in each input while the others are held: matmul, einsum, conv): the
  sum over the inputs that have a tangent of the op with that one input replaced by its tangent.
- `result: auto_reduction` (each output element reduces its own slice of one input: norms, var, prod,
  amax): the backward formula at grad = ones gives d result / d input elementwise; the tangent is its
  product with the input's tangent summed over the reduced dims (`dim`, all when the op has none).
- `result:` an explicit formula over the tangents `self_t`, ... (zeros where an input has none), the inputs
  and `result` (of an op with several outputs: the first output's tangent); or auto_element_wise /
  auto_linear to name a derivation.

An entry with none of these gets a tangent function that raises PyTorch's "Trying to use forward AD with
<op> that does not support it" when a tangent reaches it; `python -m codegen --tangents` lists them, and why.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass

from .formulas import _Renamer, Context, saved_values
from .spec import Op

AUTO_ELEMENT_WISE, AUTO_LINEAR, AUTO_MULTILINEAR, AUTO_REDUCTION = \
    "auto_element_wise", "auto_linear", "auto_multilinear", "auto_reduction"
AUTO = (AUTO_ELEMENT_WISE, AUTO_LINEAR, AUTO_MULTILINEAR, AUTO_REDUCTION)
ZERO = "zeros_like_grad(grad)"  # the formula of a piecewise constant op (floor, sign)


@dataclass
class Plan:
    kind: str        # element_wise | linear | zero | multilinear | reduction | explicit | none
    why: str         # how it was derived, or why there is no tangent
    source: str = ""  # the explicit formula


def _reads_values(ctx: Context, op: Op) -> list[str]:
    """The differentiable inputs and outputs whose values (not only shapes) the backward formulas read."""
    differentiable = {p.name for p in op.tensor_params if p.name not in op.non_differentiable}
    outputs = {o.name for o in op.outputs} | {"result"}
    read = []
    for formula in op.formulas:
        for s in saved_values(ctx, formula.source, formula.line):
            if (s.kind in ("tensor", "tensor_list") and s.param in differentiable) or s.kind == "output" \
                    or (s.kind == "argument" and s.param in outputs):
                read.append(s.param)
    return sorted(set(read))


def plan(ctx: Context, op: Op, elementwise: bool) -> Plan:
    if op.tangent and op.tangent.strip() not in AUTO:
        return Plan("explicit", "explicit (`result:`)", op.tangent.strip())
    if op.tangent.strip() == AUTO_REDUCTION:
        if len(op.formulas) != 1 or op.returns_list:
            raise ctx.error(op.tangent_line, f"{op.full_name}: auto_reduction needs one differentiable input")
        return Plan("reduction", "a reduction: its backward formula at grad = ones, times the tangent, summed")
    if op.tangent.strip() == AUTO_MULTILINEAR:
        return Plan("multilinear", "multilinear: the op with each input in turn replaced by its tangent")
    several = len(op.outputs) > 1
    if op.formulas and all(f.source.strip() == ZERO for f in op.formulas):
        return Plan("zero", "piecewise constant: a zero tangent")
    if op.tangent.strip() == AUTO_ELEMENT_WISE or (not op.tangent and elementwise and not several):
        if several or op.returns_list:
            raise ctx.error(op.tangent_line, f"{op.full_name}: auto_element_wise needs one output")
        return Plan("element_wise", "elementwise: each input's backward formula with its tangent for grad")
    read = _reads_values(ctx, op)
    if op.tangent.strip() == AUTO_LINEAR or not read:
        return Plan("linear", "linear: the op applied to the tangents")
    return Plan("none", f"its backward formulas read {', '.join(read)} and it is not elementwise")


class MissingOp(Exception):
    """A derived tangent would call a function the spec lacks (a small spec of the codegen tests)."""


def _render(ctx: Context, source: str, line: int, names: dict[str, str], explicit: bool = False) -> str:
    tree = ast.parse(source.strip(), mode="eval").body
    tangents = tuple(f"{p.name}_t" for p in ctx.op.tensor_params)
    renamer = _Renamer(ctx, "differentiable", names, tangents)
    rendered = ast.unparse(renamer.visit(tree))
    missing = [name for name in renamer.missing if name not in ("len", "tuple", "range")]
    if missing and explicit:
        raise ctx.error(line, f"{ctx.op.full_name}: the tangent calls {', '.join(missing)}, which is neither "
                              f"an op of derivatives.yaml nor a formula helper")
    if missing:
        raise MissingOp(f"its formula calls {', '.join(missing)}, which has no op in derivatives.yaml")
    return rendered


def body(ctx: Context, op: Op, p: Plan, call: str, py: dict[str, str], star: str | None) -> list[str]:
    """The lines of an op's tangent function. `call`: the op itself over the function's parameters;
    py: spec name -> the function's parameter name; star: a `*tensors` or `*size` parameter."""
    differentiable = [t for t in op.tensor_params if t.name not in op.non_differentiable]
    tangent = {t.name: f"{t.name}_t" for t in differentiable}
    lines = [f"{star} = spread({star})"] if star else []  # einsum(eq, a, b) or einsum(eq, [a, b]); sizes alike
    lines += ["with primal_only():", f"    result = {call}"]
    reads = ", ".join(f"tangents_of({py[t.name]})" if t.is_tensor_list else f"tangent_of({py[t.name]})"
                      for t in differentiable)
    lines.append(f"{', '.join(tangent.values())} = {reads}")
    lines.append(f"if {' and '.join(f'{v} is None' for v in tangent.values())}:")
    lines.append("    return result")
    if p.kind == "none":
        lines.append(f"raise not_supported({op.full_name!r}, {op.line}, {p.why!r})")
        return lines
    try:
        expression = _expression(ctx, op, p, call, py, differentiable, tangent, lines)
    except MissingOp as missing:
        lines.append(f"raise not_supported({op.full_name!r}, {op.line}, {str(missing)!r})")
        return lines
    lines.append("with primal_only():")
    lines.append(f"    return with_tangent(result, {expression})")
    return lines


def _expression(ctx: Context, op: Op, p: Plan, call: str, py: dict[str, str], differentiable: list,
                tangent: dict[str, str], lines: list[str]) -> str:
    """The tangent's expression (statements it needs first are appended to lines)."""
    names = {**py, "result": "result"}
    if len(op.outputs) > 1:  # result is a tuple: each output by its name
        names.update({"result": "result[0]", **{o.name: f"result[{i}]" for i, o in enumerate(op.outputs)}})
    if p.kind == "zero":
        expression = "zeros_for(result, None)" if not op.returns_list else "[zeros_for(r, None) for r in result]"
    elif p.kind == "element_wise":
        parts = [(_render(ctx, f.source, f.line, {**names, "grad": tangent[f.input]}), tangent[f.input])
                 for f in op.formulas if f.input in tangent]
        if len(parts) == 1:  # its tangent is there: the function has returned otherwise
            expression = parts[0][0]
        else:
            expression = f"total({', '.join(f'({part}) if {t} is not None else None' for part, t in parts)})"
    elif p.kind == "reduction":
        (formula,) = op.formulas
        ones = f"helpers.ones_for({names['result']})"
        partials = _render(ctx, formula.source, formula.line, {**names, "grad": ones})
        dim = py["dim"] if "dim" in py else "None"
        keepdim = py["keepdim"] if "keepdim" in py else "False"
        first = "result[0]" if len(op.outputs) > 1 else "result"
        expression = f"helpers.sum_over_reduced(ops, {partials}, {tangent[formula.input]}, {first}, {dim}, {keepdim})"
        if len(op.outputs) > 1:
            expression = f"({expression}, {', '.join('None' for _ in op.outputs[1:])})"
    elif p.kind == "multilinear":
        terms = []
        for t in differentiable:
            if t.is_tensor_list:  # one term per tensor of the list that has a tangent
                swapped = _substitute(_without_out(call), py[t.name], "swapped")
                terms.append(f"*[{swapped} for swapped in each_replaced({py[t.name]}, {tangent[t.name]})]")
            else:
                swapped = _substitute(_without_out(call), py[t.name], tangent[t.name])
                terms.append(f"{swapped} if {tangent[t.name]} is not None else None")
        expression = f"total({', '.join(terms)})"
    elif p.kind == "linear":
        expression = call
        for t in differentiable:
            zeros = "zeros_for_list" if t.is_tensor_list else "zeros_for"
            expression = _substitute(expression, py[t.name], f"{zeros}({py[t.name]}, {tangent[t.name]})")
        expression = _without_out(expression)
    else:
        for t in differentiable:  # a formula reads every tangent: zeros where an input has none
            zeros = "zeros_for_list" if t.is_tensor_list else "zeros_for"
            lines.append(f"{tangent[t.name]} = {zeros}({py[t.name]}, {tangent[t.name]})")
        expression = _render(ctx, p.source, op.tangent_line, {**names, **{f"{k}_t": v for k, v in tangent.items()},
                                                              **{f"{k}_p": py[k] for k in tangent}}, explicit=True)
        tuple_given = isinstance(ast.parse(p.source, mode="eval").body, ast.Tuple)
        if len(op.outputs) > 1 and not tuple_given:  # the first output's; the others (indices, statistics) none
            expression = f"({expression}, {', '.join('None' for _ in op.outputs[1:])})"
    return expression


def _substitute(call: str, name: str, replacement: str) -> str:
    tree = ast.parse(call, mode="eval")

    class Swap(ast.NodeTransformer):
        def visit_Name(self, node):
            return ast.parse(replacement, mode="eval").body if node.id == name else node
    return ast.unparse(Swap().visit(tree))


def _without_out(call: str) -> str:
    tree = ast.parse(call, mode="eval")
    tree.body.keywords = [k for k in tree.body.keywords if k.arg != "out"]
    return ast.unparse(tree)
