"""Formula analysis: what a formula reads, what must be saved for it, and its renderings.

A formula is a Python expression (see the header of derivatives.yaml). From its AST we learn, as
PyTorch's load_derivatives.py does, which values backward needs: a bare input name saves the
tensor, `x.shape` saves only the shape, an input no formula reads is not kept at all. We then
render it three ways:

  raw             NumPy on raw arrays, for a plain backward
  differentiable  specgrad ops on Tensors, recorded, for backward(create_graph=True)
  kernel          one fused Numba loop, when the formula is elementwise and does at least two
                  arithmetic operations (one operation gains nothing over NumPy's own ufunc)
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass

import numpy as np

from .expressions import Helper, call_problem, template_arity
from .spec import Op, SpecError
from .vocabulary import VOCABULARY

METADATA = {"shape", "dtype", "ndim"}   # attributes that save metadata, not the tensor
LIST_METADATA = {"shapes"}              # for a Tensor[] input: the list of shapes
KERNEL_INT_POWERS = {2, 3}              # x ** 2 fuses as x * x; other powers call NumPy


def output_grad_names(op: Op) -> list[str]:
    """grad_<output>: the gradient of each differentiable output, by name (for ops with several)."""
    return [f"grad_{o.name}" for o in op.outputs if o.differentiable] if len(op.outputs) > 1 else []


def local_name(name: str) -> str:
    """Spec names as locals of a method: `self` is the node there, so the input becomes `self_`."""
    return "self_" if name == "self" else name


@dataclass
class Saved:
    """A value a node keeps for backward, stored as `_saved_<slot>`, as PyTorch exposes them."""
    slot: str          # e.g. "self", "self_shape", "result", "dim"
    kind: str          # tensor | tensor_list | output | metadata | argument
    param: str         # the input or output it comes from
    attribute: str = ""


@dataclass
class Kernel:
    """A fused elementwise loop: hoisted NumPy temporaries, array operands, scalar constants."""
    hoisted: list[tuple[str, str]]   # (temporary name, NumPy source)
    arrays: list[str]                # operands indexed per element (locals and temporaries)
    scalars: list[tuple[str, str]]   # (kernel parameter, Python source of its value)
    body: str                        # the scalar expression for element i
    operations: int
    cuda: "Kernel | None" = None     # the same plan in CUDA C (transcendentals inline), for CuPy


@dataclass
class Rendered:
    source: str            # as written in the YAML
    line: int
    raw: str
    differentiable: str | None   # None when some function in it has no differentiable form
    kernel: Kernel | None
    not_differentiable_because: str = ""
    # `A if <scalar test> else B`: the kernel computes A alone; (raw test, raw B, raw A) say when and what else
    kernel_guard: tuple[str, str, str] | None = None


@dataclass
class Context:
    """What names mean while reading the formulas of one op."""
    op: Op
    ops: dict[str, list[Op]]            # every op of the spec, by base name
    helpers: dict[str, Helper]          # formula helpers by name, with their signatures
    path: str

    def error(self, line: int, message: str) -> SpecError:
        return SpecError(self.path, line, f"{self.op.full_name}: {message}")


def _parse(ctx: Context, source: str, line: int, what: str) -> ast.expr:
    try:
        return ast.parse(source.strip(), mode="eval").body
    except SyntaxError as exc:
        raise ctx.error(line, f"{what} is not a Python expression: {exc.msg} in {source.strip()!r}") from None


def _function_name(call: ast.Call) -> str | None:
    return call.func.id if isinstance(call.func, ast.Name) else None


# ------------------------------------------------------------------------------------- analysis

def saved_values(ctx: Context, formula_source: str, line: int, in_composite: bool = False) -> list[Saved]:
    """The values one gradient formula reads, validating every name on the way."""
    op = ctx.op
    tree = _parse(ctx, formula_source, line, "the formula")
    output_names = {o.name for o in op.outputs} | {"result"}
    saved: dict[str, Saved] = {}
    callee_nodes = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    attribute_bases = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            attribute_bases[id(node.value)] = node.attr

    output_grads = output_grad_names(op)
    several = sum(o.differentiable for o in op.outputs) > 1
    # grad_<output> may be None (no gradient reached that output): only a helper, which takes None
    # as zeros, may read it, as a direct argument
    helper_arguments = {id(a) for node in ast.walk(tree) if isinstance(node, ast.Call)
                        and _function_name(node) in ctx.helpers for a in node.args + [k.value for k in node.keywords]}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _function_name(node)
            if name is None:
                raise ctx.error(line, f"call {ast.unparse(node.func)!r}: formulas call functions by bare name "
                                      f"(ops of derivatives.yaml, helpers of formula_helpers.py)")
            # a call that does not fit what it calls would fail only when backward runs
            problem, callee = "", ""
            if name in ctx.helpers:
                helper = ctx.helpers[name]
                problem = call_problem(helper.params, node, helper.varargs, helper.varkw)
                callee = f"formula_helpers.py has {helper.signature()}" + (
                    " (after F, the ops namespace, which the generator passes)" if helper.takes_namespace else "")
            elif name in ctx.ops and len(ctx.ops[name]) == 1:
                problem = call_problem(ctx.ops[name][0].params, node)
                callee = f"derivatives.yaml has {ctx.ops[name][0].signature}"
            elif name in VOCABULARY and template_arity(VOCABULARY[name].kernel) not in (None, len(node.args)):
                problem = f"takes {template_arity(VOCABULARY[name].kernel)} argument(s), {len(node.args)} given"
                callee = "see codegen/vocabulary.py"
            if problem:
                raise ctx.error(line, f"{ast.unparse(node)}: {name} {problem}; {callee}")
            if name in ctx.helpers or name in VOCABULARY:
                continue
            if name in ctx.ops:
                if ctx.ops[name][0].composite and not in_composite:
                    raise ctx.error(line, f"{name} is a composite, which has no array form for a plain backward: "
                                          f"call what it is written with (its helper or ops) instead")
                if len(ctx.ops[name]) > 1:
                    raise ctx.error(line, f"{name} has overloads ({', '.join(o.full_name for o in ctx.ops[name])}); "
                                          f"a formula cannot tell which one to call: use a helper")
                continue
            raise ctx.error(line, f"unknown function {name!r} in {formula_source.strip()!r}: not an op of "
                                  f"derivatives.yaml nor a helper in src/specgrad/formula_helpers.py")
        if not isinstance(node, ast.Name) or id(node) in callee_nodes:
            continue
        name = node.id
        attribute = attribute_bases.get(id(node))
        if name == "grads":  # grads[0], grads[1]: the gradients of the outputs by position (None when absent)
            if not (several or op.returns_list):
                raise ctx.error(line, "`grads` is for ops with several outputs or returning Tensor[]; this op's "
                                      "formulas read `grad`")
            continue
        if name == "grad":
            if op.returns_list:
                raise ctx.error(line, "an op returning Tensor[] reads `grads`, the gradients of its outputs (None "
                                      "where none flowed), not `grad`")
            if several:
                raise ctx.error(line, f"this op has several differentiable outputs: a formula reads the gradient of "
                                      f"each by name ({', '.join(output_grads)}) or position (grads[0], grads[1]), not `grad`")
            continue
        if name in output_grads:
            if id(node) not in helper_arguments:
                raise ctx.error(line, f"{name} is None when no gradient reached that output: pass it to a helper of "
                                      f"formula_helpers.py (as an argument of its own), which takes None as zeros")
            continue
        if name in output_names and op.returns_list:
            if attribute not in LIST_METADATA:
                raise ctx.error(line, f"{name} is a Tensor[] output: a formula may read only {name}.shapes")
            slot = f"result_{attribute}"
            saved.setdefault(slot, Saved(slot, "metadata", "result", attribute))
            continue
        if name in output_names:
            output = op.outputs[0].name if name == "result" else name
            slot = "result" if output == op.outputs[0].name else output
            saved.setdefault(slot, Saved(slot, "output", output))
            continue
        param = op.param(name)
        if param is None:
            grads = ["grads"] if op.returns_list else ["grads", *output_grads] if several else ["grad"]
            known = [*grads, "result"] + [o.name for o in op.outputs] + [p.name for p in op.params]
            raise ctx.error(line, f"unknown name {name!r} in {formula_source.strip()!r}; a formula may use "
                                  f"{', '.join(dict.fromkeys(known))}, ops and helpers")
        if param.is_tensor_list and attribute is None:
            saved.setdefault(name, Saved(name, "tensor_list", name))   # the tensors themselves (einsum)
        elif param.is_tensor_list:
            if attribute not in LIST_METADATA:
                raise ctx.error(line, f"{name} is a Tensor[]: a formula may read {name}.shapes or {name} itself")
            slot = f"{name}_{attribute}"
            saved.setdefault(slot, Saved(slot, "metadata", name, attribute))
        elif param.is_tensor and attribute in METADATA:
            slot = f"{name}_{attribute}"
            saved.setdefault(slot, Saved(slot, "metadata", name, attribute))
        elif param.is_tensor:
            if attribute is not None:
                raise ctx.error(line, f"{name}.{attribute}: a formula may read {', '.join(sorted(METADATA))} "
                                      f"of an input, or the input itself")
            saved.setdefault(name, Saved(name, "tensor", name))
        else:
            saved.setdefault(name, Saved(name, "argument", name))
    return list(saved.values())


class _Renamer(ast.NodeTransformer):
    """Rewrites a formula for one rendering: saved names become locals, calls get their module."""

    def __init__(self, ctx: Context, mode: str, names: dict[str, str], tensors: tuple[str, ...] = ()):
        self.ctx, self.mode, self.names = ctx, mode, names
        self.tensors = tensors  # more names of tensors (a tangent formula's self_t, ...)
        self.missing: list[str] = []

    def visit_Attribute(self, node):
        if isinstance(node.value, ast.Name) and f"{node.value.id}_{node.attr}" in self.names:
            return ast.copy_location(ast.Name(self.names[f"{node.value.id}_{node.attr}"], ast.Load()), node)
        return self.generic_visit(node)

    def visit_Name(self, node):
        if node.id in self.names:
            return ast.copy_location(ast.Name(self.names[node.id], ast.Load()), node)
        return node

    def visit_Call(self, node):
        name = _function_name(node)
        # a call that reads no tensor (log of a Scalar argument) is a constant, computed by NumPy in
        # every rendering: the ops refuse Python numbers where PyTorch does
        constant = self.mode == "differentiable" and not _reads_tensor(self.ctx, node, self.tensors)
        if self.mode == "composite":  # ops on the arguments, as given: Tensors or numbers
            self.mode, constant = "differentiable", False
            try:
                return self.visit_Call(node)
            finally:
                self.mode = "composite"
        node.args = [self.visit(a) for a in node.args]
        node.keywords = [self.visit(k) for k in node.keywords]
        namespace = "array_ops" if self.mode == "raw" or constant else "ops"
        if self.mode == "kernel":
            return node
        if constant and name in VOCABULARY:
            node.func = ast.parse(VOCABULARY[name].numpy, mode="eval").body
            return node
        if name in self.ctx.helpers:
            node.func = ast.Attribute(ast.Name("helpers", ast.Load()), name, ast.Load())
            if self.ctx.helpers[name].takes_namespace:
                node.args.insert(0, ast.Name(namespace, ast.Load()))
        elif self.mode == "raw" and name in VOCABULARY:
            node.func = ast.parse(VOCABULARY[name].numpy, mode="eval").body
        elif name in self.ctx.ops:
            node.func = ast.Attribute(ast.Name(namespace, ast.Load()), name, ast.Load())
        else:
            self.missing.append(name)
        return node


def _reads_tensor(ctx: Context, node: ast.AST, also: tuple[str, ...] = ()) -> bool:
    """Whether an expression reads grad, an output, a tensor input (or one of `also`)."""
    tensors = {"grad", "grads", "result", *output_grad_names(ctx.op), *also} | {o.name for o in ctx.op.outputs} | \
        {p.name for p in ctx.op.tensor_params}
    return any(isinstance(n, ast.Name) and n.id in tensors for n in ast.walk(node))


def _locals_for(ctx: Context, saved: list[Saved]) -> dict[str, str]:
    names = {"grad": "grad", "grads": "grads", **{g: g for g in output_grad_names(ctx.op)}}
    for s in saved:
        if s.kind == "output":
            names[s.param] = s.slot if s.slot != "result" else "result"
            names["result"] = "result" if s.slot == "result" else names.get("result", "result")
        elif s.kind == "metadata":
            names[s.slot] = s.slot
        else:
            names[s.param] = local_name(s.param)
    return names


def render_formula(ctx: Context, source: str, line: int, saved: list[Saved]) -> Rendered:
    names = _locals_for(ctx, saved)
    raw_tree = _Renamer(ctx, "raw", names).visit(_parse(ctx, source, line, "the formula"))
    diff_renamer = _Renamer(ctx, "differentiable", names)
    diff_tree = diff_renamer.visit(_parse(ctx, source, line, "the formula"))
    rendered = Rendered(source.strip(), line, ast.unparse(raw_tree), ast.unparse(diff_tree), None)
    if diff_renamer.missing:
        rendered.differentiable = None
        rendered.not_differentiable_because = f"{', '.join(diff_renamer.missing)} has no op in derivatives.yaml"
    array_names = {local for key, local in names.items()
                   if key == "grad" or any(s.kind in ("tensor", "output") and s.param == key for s in saved)}
    array_names |= {"result"} if any(s.slot == "result" for s in saved) else set()
    scalar_names = {local_name(s.param) for s in saved if s.kind == "argument"}
    kernel_tree = _Renamer(ctx, "kernel", names).visit(_parse(ctx, source, line, "the formula"))
    rendered.kernel = plan_kernel(kernel_tree, array_names, scalar_names)
    if rendered.kernel is None and isinstance(raw_tree, ast.IfExp) and not _reads_tensor(ctx, kernel_tree.test):
        # a choice made on arguments alone (div's rounding_mode): the branch taken first may still fuse
        rendered.kernel = plan_kernel(kernel_tree.body, array_names, scalar_names)
        if rendered.kernel is not None:
            rendered.kernel_guard = (ast.unparse(raw_tree.test), ast.unparse(raw_tree.orelse),
                                     ast.unparse(raw_tree.body))
    return rendered


def render_composite(ctx: Context, python_names: dict[str, str]) -> str:
    """A composite's expression as Python over the public function's arguments: other ops and
    formula helpers on Tensors, recorded as they run, so autograd differentiates the composite."""
    op = ctx.op
    line = op.forward_line or op.line
    saved_values(ctx, op.composite, line, in_composite=True)  # the same checks of names and calls as a formula's
    tree = _parse(ctx, op.composite, line, "composite")
    outputs = {"grad", "result"} | {o.name for o in op.outputs}
    reads = sorted({n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id in outputs} - set(python_names))
    if reads:
        raise ctx.error(line, f"composite reads {reads[0]!r}: it computes the output from the parameters "
                              f"({', '.join(p.name for p in op.params)})")
    renamer = _Renamer(ctx, "composite", python_names)
    rendered = ast.unparse(renamer.visit(tree))
    if renamer.missing:
        raise ctx.error(line, f"composite calls {renamer.missing[0]}, which is not an op of derivatives.yaml "
                              f"(a composite is written with ops, so autograd can differentiate it)")
    return rendered


def render_forward(ctx: Context) -> tuple[str, Kernel | None, bool]:
    """The forward as NumPy source over the op's parameters, its kernel plan, and elementwise-ness."""
    op = ctx.op
    tree = _parse(ctx, op.forward, op.forward_line or op.line, "forward")
    params = {p.name for p in op.params}
    callee_nodes = {id(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id not in VOCABULARY:
            raise ctx.error(op.forward_line or op.line, f"forward calls {node.func.id!r}, which is not in the elementwise vocabulary "
                                     f"(codegen/vocabulary.py: {', '.join(VOCABULARY)}); use np.<name> or arrays.<name>")
        if isinstance(node, ast.Name) and id(node) not in callee_nodes and node.id not in params | {"np", "arrays"}:
            raise ctx.error(op.forward_line or op.line, f"forward uses unknown name {node.id!r}; it may use the parameters "
                                     f"({', '.join(params)}), np, arrays and the elementwise vocabulary")

    class ToNumpy(ast.NodeTransformer):
        def visit_Call(self, node):
            self.generic_visit(node)
            if isinstance(node.func, ast.Name):
                node.func = ast.parse(VOCABULARY[node.func.id].numpy, mode="eval").body
            return node

    numpy_source = ast.unparse(ToNumpy().visit(_parse(ctx, op.forward, op.forward_line or op.line, "forward")))
    arrays = {p.name for p in op.params if p.is_tensor}
    scalars = {p.name for p in op.params if p.type == "Scalar"}
    elementwise = _is_elementwise(tree, arrays, scalars)
    kernel = plan_kernel(tree, arrays, scalars) if elementwise else None
    return numpy_source, kernel, elementwise


_UFUNC_OF_OPERATOR = {ast.Add: "np.add", ast.Sub: "np.subtract", ast.Mult: "np.multiply", ast.Div: "np.true_divide",
                      ast.Pow: "np.power", ast.FloorDiv: "np.floor_divide", ast.Mod: "np.remainder",
                      ast.BitAnd: "np.bitwise_and", ast.BitOr: "np.bitwise_or", ast.BitXor: "np.bitwise_xor",
                      ast.LShift: "np.left_shift", ast.RShift: "np.right_shift", ast.USub: "np.negative",
                      ast.Invert: "np.invert", ast.Gt: "np.greater", ast.GtE: "np.greater_equal", ast.Lt: "np.less",
                      ast.LtE: "np.less_equal", ast.Eq: "np.equal", ast.NotEq: "np.not_equal"}


def split_form(numpy_source: str, arrays: list[str]) -> tuple[str, str, list[str]] | None:
    """(the array whose size decides, the ufunc, its operands' sources) when a forward is one elementwise
    NumPy ufunc of its operands (x * y, np.exp(x), np.maximum(x, 0)): ufunc_threads may run it in two
    halves. None for anything else."""
    tree = ast.parse(numpy_source, mode="eval").body
    if isinstance(tree, ast.BinOp) and type(tree.op) in _UFUNC_OF_OPERATOR:
        ufunc, operands = _UFUNC_OF_OPERATOR[type(tree.op)], [tree.left, tree.right]
    elif isinstance(tree, ast.UnaryOp) and type(tree.op) in _UFUNC_OF_OPERATOR:
        ufunc, operands = _UFUNC_OF_OPERATOR[type(tree.op)], [tree.operand]
    elif isinstance(tree, ast.Compare) and len(tree.ops) == 1 and type(tree.ops[0]) in _UFUNC_OF_OPERATOR:
        ufunc, operands = _UFUNC_OF_OPERATOR[type(tree.ops[0])], [tree.left, tree.comparators[0]]
    elif (isinstance(tree, ast.Call) and not tree.keywords and isinstance(tree.func, ast.Attribute)
          and isinstance(tree.func.value, ast.Name) and tree.func.value.id == "np"
          and isinstance(getattr(np, tree.func.attr, None), np.ufunc)
          and getattr(np, tree.func.attr).signature is None and getattr(np, tree.func.attr).nout == 1
          and not any(isinstance(a, ast.Starred) for a in tree.args)):
        ufunc, operands = f"np.{tree.func.attr}", list(tree.args)
    else:
        return None
    first = next((o.id for o in operands if isinstance(o, ast.Name) and o.id in arrays), None)
    if first is None:
        return None
    return first, ufunc, [ast.unparse(o) for o in operands]


def _is_elementwise(tree: ast.expr, arrays: set[str], scalars: set[str]) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            if not (isinstance(node.func, ast.Name) and node.func.id in VOCABULARY) or node.keywords:
                return False
        elif isinstance(node, ast.Name):
            if node.id not in arrays | scalars and node.id not in VOCABULARY:
                return False
        elif not isinstance(node, (ast.BinOp, ast.UnaryOp, ast.Compare, ast.Constant, ast.Load,
                                   ast.operator, ast.unaryop, ast.cmpop)):
            return False
    return True


# ------------------------------------------------------------------------------------- kernels

def _constant_name(value) -> str:
    text = repr(value).replace("-", "minus_").replace(".", "_").replace("+", "")
    return "k_" + re.sub(r"\W", "_", text)


def plan_kernel(tree: ast.expr, arrays: set[str], scalars: set[str]) -> Kernel | None:
    """Plan a fused loop for an elementwise expression, or None when fusing would not pay. The plan
    carries the same expression in CUDA C too (Kernel.cuda), for CuPy's ElementwiseKernel."""
    if not _is_elementwise(tree, arrays, scalars):
        return None
    kernel = _plan(tree, arrays, "numba")
    if kernel is not None:
        kernel.cuda = _plan(tree, arrays, "cuda")
    return kernel


# how each target writes what a kernel body is made of: an operand of element i, a bool constant,
# `not`, and masks combined as truth values (a scalar operand arrives in the float dtype)
_SYNTAX = {
    "numba": dict(element="{0}[i]", true="True", false="False", not_="not ", and_="(bool({0}) and bool({1}))",
                  or_="(bool({0}) or bool({1}))"),
    "cuda": dict(element="{0}", true="true", false="false", not_="!", and_="((bool){0} && (bool){1})",
                 or_="((bool){0} || (bool){1})"),
}


def _plan(tree: ast.expr, arrays: set[str], target: str) -> Kernel | None:
    syntax = _SYNTAX[target]
    hoisted: list[tuple[str, str]] = []
    used_arrays: list[str] = []
    used_scalars: dict[str, str] = {}
    operations = 0

    def numpy_of(node) -> str:
        class ToNumpy(ast.NodeTransformer):
            def visit_Call(self, call):
                self.generic_visit(call)
                call.func = ast.parse(VOCABULARY[call.func.id].numpy, mode="eval").body
                return call
        return ast.unparse(ToNumpy().visit(ast.parse(ast.unparse(node), mode="eval").body))

    def hoist(node) -> str:
        name = f"t{len(hoisted)}"
        hoisted.append((name, numpy_of(node)))
        used_arrays.append(name)
        return syntax["element"].format(name)

    def reads_an_array(node) -> bool:
        return any(isinstance(n, ast.Name) and n.id in arrays for n in ast.walk(node))

    def scalar(node) -> str:
        nonlocal operations
        if not isinstance(node, (ast.Name, ast.Constant)) and not reads_an_array(node):
            # e.g. log(self) of a Python number: computed once, passed in as a constant
            name = f"k{len(used_scalars)}"
            used_scalars[name] = numpy_of(node)
            return name
        if isinstance(node, ast.Name):
            if node.id in arrays:
                if node.id not in used_arrays:
                    used_arrays.append(node.id)
                return syntax["element"].format(node.id)
            used_scalars.setdefault(f"k_{node.id}", node.id)
            return f"k_{node.id}"
        if isinstance(node, ast.Constant):
            if isinstance(node.value, bool):
                return syntax["true"] if node.value else syntax["false"]
            used_scalars.setdefault(_constant_name(node.value), repr(node.value))
            return _constant_name(node.value)
        if isinstance(node, ast.UnaryOp):
            operations += 1
            op = {ast.USub: "-", ast.UAdd: "+", ast.Not: syntax["not_"]}[type(node.op)]
            return f"({op}{scalar(node.operand)})"
        if isinstance(node, ast.BinOp):
            if isinstance(node.op, ast.Pow):
                exponent = node.right
                if isinstance(exponent, ast.Constant) and exponent.value in KERNEL_INT_POWERS:
                    operations += exponent.value - 1
                    base = scalar(node.left)
                    return "(" + " * ".join([base] * exponent.value) + ")"
                return hoist(node)
            operations += 1
            if isinstance(node.op, (ast.BitAnd, ast.BitOr)):
                combine = syntax["and_"] if isinstance(node.op, ast.BitAnd) else syntax["or_"]
                return combine.format(scalar(node.left), scalar(node.right))
            symbol = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/"}.get(type(node.op))
            if symbol is None:
                return hoist(node)
            return f"({scalar(node.left)} {symbol} {scalar(node.right)})"
        if isinstance(node, ast.Compare) and len(node.ops) == 1:
            operations += 1
            symbol = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">",
                      ast.GtE: ">="}[type(node.ops[0])]
            return f"({scalar(node.left)} {symbol} {scalar(node.comparators[0])})"
        if isinstance(node, ast.Call):
            function = VOCABULARY[node.func.id]
            template = function.kernel if target == "numba" else function.cuda
            if template is None:
                return hoist(node)
            operations += 1
            return template.format(*[scalar(a) for a in node.args])
        return hoist(node)

    body = scalar(tree)
    if body.startswith("(") and body.endswith(")") and _balanced(body[1:-1]):
        body = body[1:-1]
    if operations < 2 or not any(a in arrays for a in used_arrays):
        return None
    return Kernel(hoisted, used_arrays, list(used_scalars.items()), body, operations)


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        if depth < 0:
            return False
    return depth == 0


def render_checks(ctx: Context, python_names: dict[str, str]) -> str:
    """`checks:` as Python over the public function's arguments: calls of formula helpers (only), which
    raise PyTorch's errors; the public op runs it before its `dtypes:` checks."""
    op = ctx.op
    tree = _parse(ctx, op.checks, op.line, "checks")
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _function_name(node) not in ctx.helpers:
            raise ctx.error(op.line, f"checks calls {ast.unparse(node.func)}, which is not a helper of "
                                     f"formula_helpers.py (checks only raise; they compute nothing)")
        if isinstance(node, ast.Name) and node.id not in python_names and node.id not in ctx.helpers:
            raise ctx.error(op.line, f"checks reads {node.id!r}, which is not a parameter of the op "
                                     f"({', '.join(p.name for p in op.params)})")
    return ast.unparse(_Renamer(ctx, "composite", python_names).visit(tree))

