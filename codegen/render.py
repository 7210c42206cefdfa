"""Turn the spec model into the view models the Jinja templates print.

The templates in codegen/templates/ hold the layout of each generated file; this module decides
what goes in it: per op, the saved values, the two renderings of each formula, the kernels.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

import jinja2

from .expressions import Helper
from .formulas import (Context, Kernel, Rendered, Saved, local_name, render_checks, render_composite, render_formula, render_forward, split_form,
                       saved_values)
from .schema import ANY_DTYPE, FUNCTION_VARIANTS, NOT_IMPLEMENTED_KINDS
from .spec import TENSOR_TYPES, Op, Param, SpecError
from . import batching, tangents

# ops whose index of the wrong dtype PyTorch refuses with an IndexError, not a RuntimeError
INDEX_DTYPE_INDEX_ERROR = {"index_fill"}

TEMPLATES = Path(__file__).parent / "templates"
KIND_OF_TYPE = {"Tensor": "tensor", "Tensor[]": "tensor_list", "Scalar": "scalar", "int": "int", "int[]": "int_list",
                "bool": "bool", "float": "scalar", "Index": "index", "ScalarType": "dtype",
                "str": "str", "int[][]": "int_lists", "MemoryFormat": "memory_format",
                # taken as given: the composite's helper checks them
                "int?[]": "optional_int_list", "float[]": "float_list"}
INDEX_RULES = {"index", "long index", "index or empty"}  # `dtypes:` rules of index tensors, which are never promoted


@dataclass
class KernelView:
    name: str          # public wrapper in generated/kernels.py
    comment: str       # the formula it computes, and where it comes from
    params: list[str]  # wrapper parameters: arrays and scalars by their local names
    kernel: Kernel
    fallback: str      # the same expression in NumPy, for inputs the loop cannot take


@dataclass
class FormulaView:
    input: str
    rendered: Rendered
    saved: list[Saved]
    kernel: KernelView | None = None


@dataclass
class OpView:
    op: Op
    python_name: str               # the function name in generated/ops.py
    array_name: str                # the function name in generated/array_ops.py
    forward_numpy: str
    forward_kernel: KernelView | None
    elementwise: bool
    formulas: list[FormulaView] = field(default_factory=list)
    saved: list[Saved] = field(default_factory=list)
    composite: str = ""            # a composite's expression, rendered over the public function's arguments
    checks: str = ""               # `checks:`, rendered over the public function's arguments
    split: tuple | None = None     # (array, ufunc, operands): a one-ufunc forward that may run in halves
    tangent: tangents.Plan | None = None  # forward mode (codegen/tangents.py); None: the op needs no tangent function
    tangent_body: list[str] = field(default_factory=list)
    batching: batching.Plan | None = None  # vmap's rule (codegen/batching.py); None: a composite, whose ops batch


def helper_signatures(path: Path) -> dict[str, Helper]:
    """Helpers in formula_helpers.py, read from its source: name -> its signature as formulas call
    it (whether it takes the ops namespace `F`, its parameters and their defaults)."""
    tree = ast.parse(path.read_text())
    return {f.name: Helper.from_source(f)
            for f in tree.body if isinstance(f, ast.FunctionDef) and not f.name.startswith("_")}


def _kernel_view(name: str, comment: str, kernel: Kernel, fallback: str) -> KernelView:
    """The wrapper takes every name the NumPy form of the formula reads, in order of appearance."""
    names = [n.id for n in sorted((n for n in ast.walk(ast.parse(fallback)) if isinstance(n, ast.Name)),
                                  key=lambda n: (n.lineno, n.col_offset))]
    params = [n for n in dict.fromkeys(names) if n not in ("np", "arrays")]
    return KernelView(name, comment, params, kernel, fallback)


def _reads_grads(source: str) -> bool:
    return any(isinstance(n, ast.Name) and n.id == "grads" for n in ast.walk(ast.parse(source.strip(), mode="eval")))


FUNCTIONAL_OVERLOAD = "functional"


def is_functional_overload(op: Op) -> bool:
    """`relu.functional(...)`: torch.nn.functional's own signature of an op whose torch.<name> differs
    (F.relu takes inplace=): public only as specgrad.nn.functional.<name>, no overload of torch's."""
    return op.overload == FUNCTIONAL_OVERLOAD


def group_key(op: Op) -> str:
    """The overloads dispatched together under one public name; a functional overload stands alone."""
    return op.full_name if is_functional_overload(op) else op.name


def build_views(ops: list[Op], helpers: dict[str, bool], path: str) -> list[OpView]:
    batch_helpers = batching.helper_names()
    by_name: dict[str, list[Op]] = {}
    for op in ops:
        if not is_functional_overload(op):  # formulas and composites call torch's signature
            by_name.setdefault(op.name, []).append(op)
    views = []
    for op in ops:
        ctx = Context(op, by_name, helpers, path)
        for alias in op.aliases:
            if not alias.isidentifier() or alias in by_name:
                raise ctx.error(op.line, f"alias {alias!r} must be a Python name that no op of the spec has")
        lists = [p for p in op.params if p.is_tensor_list]
        if lists and len(op.tensor_params) > 1:
            raise ctx.error(op.line, "a Tensor[] input must be the op's only tensor input")
        if is_functional_overload(op):
            python_name = f"_{op.name}_functional"
        else:
            python_name = op.name if len(by_name[op.name]) == 1 else f"_{op.name}_{op.overload or 'default'}"
        checks = render_checks(ctx, {p.name: py_name(p) for p in op.params}) if op.checks else ""
        overloaded = not is_functional_overload(op) and len(by_name[op.name]) > 1
        star = None if overloaded else varargs_param(op)
        if op.composite:
            composite = render_composite(ctx, {p.name: py_name(p) for p in op.params})
            views.append(OpView(op, python_name, op.full_name.replace(".", "_"), "", None, False, composite=composite,
                                checks=checks))
            views[-1].batching = batching.plan(op, False, batch_helpers, py_name, star and py_name(star), ctx.error)
            continue
        numpy_source, kernel, elementwise = render_forward(ctx)
        snake = op.full_name.replace(".", "_").lstrip("_")
        forward_kernel = None
        if kernel is not None:
            forward_kernel = _kernel_view(f"{snake}_forward", f"{op.forward.strip()}   (derivatives.yaml:{op.line})",
                                          kernel, numpy_source)
        view = OpView(op, python_name, op.full_name.replace(".", "_"), numpy_source, forward_kernel, elementwise,
                      checks=checks, split=None if kernel else split_form(numpy_source, [p.name for p in op.tensor_params]))
        view.batching = batching.plan(op, elementwise, batch_helpers, py_name, star and py_name(star), ctx.error)
        for formula in op.formulas:
            saved = saved_values(ctx, formula.source, formula.line)
            rendered = render_formula(ctx, formula.source, formula.line, saved)
            if op.no_double_backward:
                rendered.differentiable = None
                rendered.not_differentiable_because = op.no_double_backward
            fv = FormulaView(formula.input, rendered, saved)
            if rendered.kernel is not None:
                fv.kernel = _kernel_view(f"{op.node_name.lower()}_{formula.input}",
                                         f"{formula.input}: {rendered.source}   (derivatives.yaml:{formula.line})",
                                         rendered.kernel,
                                         rendered.kernel_guard[2] if rendered.kernel_guard else rendered.raw)
            view.formulas.append(fv)
            for s in saved:
                if all(s.slot != t.slot for t in view.saved):
                    view.saved.append(s)
        if op.differentiable and any(p.name not in op.non_differentiable for p in op.tensor_params):
            view.tangent = tangents.plan(ctx, op, elementwise)
            view.tangent_body = tangents.body(ctx, op, view.tangent, f"ops.{python_name}({passthrough(view, overloaded)})",
                                              {p.name: py_name(p) for p in op.params},
                                              py_name(star) if star is not None else None)
        elif op.tangent:
            raise ctx.error(op.tangent_line, f"{op.full_name}: `result:` of an op without a differentiable output")
        views.append(view)
    return views


def passthrough(view: OpView, overloaded: bool) -> str:
    """The arguments of a call that hands a public function's own parameters on, as it received them."""
    op = view.op
    star = None if overloaded else varargs_param(op)
    args, after_star = [], False
    for p in op.params:
        name = py_name(p)
        if p is star:
            args.append(f"*{name}")
            after_star = True
        elif p.keyword_only or after_star:  # (after *name, a parameter can only be given by keyword)
            args.append(f"{name}={name}")
        else:
            args.append(name)
    if takes_out(op):
        args.append("out=out")
    if aliased(op) and not overloaded:
        args.append("**numpy_names")
    return ", ".join(args)


def batch_call(view: OpView, overloaded: bool) -> tuple[str, str, str]:
    """(the tensor arguments, the positional ones, the keyword dict's items) of a public function's call of
    batching.call: positional parameters in order (a *varargs one as its tuple), keyword-only ones by name."""
    op = view.op
    tensors = ", ".join(py_name(p) for p in op.params if p.is_tensor or p.is_tensor_list)
    names = [py_name(p) for p in op.params if not p.keyword_only]
    positional = f"{names[0]}," if len(names) == 1 else ", ".join(names)
    keywords = [f"{py_name(p)!r}: {py_name(p)}" for p in op.params if p.keyword_only]
    if takes_out(op):
        keywords.append("'out': out")
    if aliased(op) and not overloaded:
        keywords.append("**numpy_names")
    return tensors, positional, ", ".join(keywords)


def _unpack(view: OpView, s: Saved, mode: str) -> str:
    """How a backward method reads one saved value back."""
    if s.kind == "tensor":
        tensor = f"self._unpack(self._saved_{s.slot}, self._version_of_{s.slot})"
        tensor = f"{tensor}._data" if mode == "raw" else tensor
        if view.op.param(s.param).optional:  # an absent `Tensor?` input reads as None
            tensor = f"{tensor} if self._saved_{s.slot} is not None else None"
        return tensor
    if s.kind == "tensor_list":
        tensor = "self._unpack(t, v)"
        return (f"[{tensor}{'._data' if mode == 'raw' else ''} for t, v in "
                f"zip(self._saved_{s.slot}, self._version_of_{s.slot})]")
    if s.kind == "output":
        index = [o.name for o in view.op.outputs].index(s.param)
        array = f"self._unpack_output(self._saved_{s.slot}, self._version_of_{s.slot}{f', {index}' if index else ''})"
        if mode == "raw":
            return array
        if view.op.outputs[index].differentiable:
            return f"self._output_tensor({array}, {index})"
        return f"Tensor._wrap({array})"
    return f"self._saved_{s.slot}"


def _local(s: Saved) -> str:
    if s.kind == "metadata":
        return f"{s.param}_{s.attribute}"
    if s.kind == "output":
        return s.slot
    return local_name(s.param)


def backward_body(view: OpView, mode: str) -> list[str]:
    """The lines of Node.apply (mode "raw") or Node.apply_differentiable (mode "differentiable")."""
    op = view.op
    lines = []
    if any(s.kind in ("tensor", "tensor_list", "output") for s in view.saved):
        lines.append("self._check_not_released()")
    differentiable_outputs = [i for i, o in enumerate(op.outputs) if o.differentiable]
    # a Tensor[] return's formulas read `grads`, one per output (None: no gradient)
    if len(differentiable_outputs) == 1 and not op.returns_list:
        lines.append(f"grad = grads[{differentiable_outputs[0]}]")
    # grad_<output>: each differentiable output's gradient by name, None where none reached it
    for i in differentiable_outputs if len(op.outputs) > 1 else ():
        lines.append(f"grad_{op.outputs[i].name} = grads[{i}]")
    tensors = op.tensor_params
    results = []
    for k, param in enumerate(tensors):
        out = f"grad_{param.name}"
        results.append(out)
        formula = next((f for f in view.formulas if f.input == param.name), None)
        if formula is None:
            lines.append(f"{out} = None  # {param.name} is not differentiable")
            continue
        lines.append(f"{out} = None")
        if param.is_tensor_list:
            lines.append("if any(node is not None for node, _ in self.next_functions):")
        else:
            lines.append(f"if self.next_functions[{k}][0] is not None:")
        lines.append(f"    # {param.name}: {formula.rendered.source}")
        for s in formula.saved:
            lines.append(f"    {_local(s)} = {_unpack(view, s, mode)}")
        if mode == "raw":
            if formula.kernel is not None:
                expression = f"kernels.{formula.kernel.name}({', '.join(formula.kernel.params)})"
                if formula.rendered.kernel_guard:
                    test, otherwise, _ = formula.rendered.kernel_guard
                    expression = f"{expression} if {test} else {otherwise}"
            else:
                expression = formula.rendered.raw
                split = split_form(expression, ["grad"] + [_local(s) for s in formula.saved])
                if split is not None:  # one ufunc (grad * other): big arrays in two halves on two threads
                    first, ufunc, operands = split
                    expression = (f"ufunc_threads.call({ufunc}, {', '.join(operands)}) if ufunc_threads.big({first}) "
                                  f"else {expression}")
        else:
            expression = formula.rendered.differentiable
        lines.append(f"    {out} = {expression}")
    if len(tensors) == 1 and tensors[0].is_tensor_list:
        name = results[0]
        lines.append(f"return tuple({name}) if {name} is not None else (None,) * len(self.next_functions)")
    else:
        lines.append(f"return {', '.join(results)}{',' if len(results) == 1 else ''}")
    return lines


def py_name(p: Param) -> str:
    """A parameter's Python name: as in PyTorch's Python API, a Tensor called `self` in the
    signature is `input` (methods pass it positionally, so x.add(y) and add(input=x, other=y) agree)."""
    return "input" if p.name == "self" and p.is_tensor else p.name


def takes_out(op: Op) -> bool:
    """Whether the public function has PyTorch's out= (a function with one output that is no view)."""
    return (bool(FUNCTION_VARIANTS & op.variants) and len(op.outputs) == 1 and not op.is_view and not op.composite
            and not op.returns_list)


def aliased(op: Op) -> list[str]:
    """The parameters that also go by NumPy's name (dim: axis, keepdim: keepdims)."""
    return [p.name for p in op.params if p.name in ("dim", "keepdim")]


def overload_params(view: OpView) -> tuple:
    """What dispatch needs to bind arguments to one overload: (name, kind, has default, keyword-only)."""
    params = [(py_name(p), "number" if p.name in view.op.numbers else KIND_OF_TYPE[p.type], p.has_default,
               p.keyword_only) for p in view.op.params]
    if takes_out(view.op):
        params.append(("out", "out", True, True))
    return tuple(params)


def inplace_call(name: str, group: list[OpView]) -> tuple[str, str]:
    """(parameters, body) of `name_`, the in-place variant: the op's result written into self; of a view op
    (`view: true`, transpose_), self takes the result's shape and strides instead (inplace_view)."""
    params, body = _inplace_call(name, group)
    if all(view.op.is_view for view in group):
        body = body.replace("inplace(", "inplace_view(", 1)
    return params, body


def _inplace_call(name: str, group: list[OpView]) -> tuple[str, str]:
    if len(group) > 1:
        return "self, *args, **kwargs", f"inplace(self, {name}, *args, **kwargs)"
    op = group[0].op
    if method_call(name, group) is not None:  # polygamma_(n): through the method, which puts self in place
        rest = [p.name for p in op.params if p.name != "self"]
        return ", ".join(["self"] + rest), f"inplace({', '.join(['self', f'_{name}_method'] + rest)})"
    passed = [p.name if p.keyword_only is False else f"{p.name}={p.name}" for p in op.params[1:]]
    # an op's `dtype` is its output's: written into self, it is self's (inplace.inplace_dtype)
    passed = ["dtype=inplace_dtype(self, dtype)" if p == "dtype=dtype" else p for p in passed]
    # a parameter named as the op (threshold's `threshold`) hides the op's function: reach it through globals()
    callee = f"globals()[{name!r}]" if any(p.name == name for p in op.params) else name
    return python_params(group[0], False, mode="inplace"), f"inplace({', '.join(['self', callee] + passed)})"


def inplace_not_differentiable(name: str, group: list[OpView]) -> tuple[str, tuple, tuple] | None:
    """(the callable `name_` passes to inplace(), positions among its arguments after self, keyword names) of the
    tensor parameters declared non_differentiable (an index, a mask) in every overload that has them: one of
    those that requires grad does not put the written tensor in the graph (PyTorch's x.scatter_(0, index, v)).
    None when there are none."""
    callee, _ = inplace_signature(name, group)
    positions, names = None, None
    for view in group:
        rest = [p for p in view.op.params if p.name != "self"]
        mine = {i for i, p in enumerate(rest) if p.is_tensor and p.name in view.op.non_differentiable}
        keywords = {py_name(p) for p in rest if p.is_tensor and p.name in view.op.non_differentiable}
        positions = mine if positions is None else positions & mine
        names = keywords if names is None else names & keywords
    if not positions and not names:
        return None
    return callee, tuple(sorted(positions)), tuple(sorted(names))


def inplace_signature(name: str, group: list[OpView]) -> tuple[str, str]:
    """(the callable `name_` passes to inplace(), the overloads its arguments (self first) must fit): PyTorch's
    argument parser checks them before autograd's in-place checks (inplace.argument_error)."""
    if len(group) > 1:
        return name, f"_{name.upper()}_OVERLOADS"
    view = group[0]
    params = overload_params(view)
    if method_call(name, group) is not None:  # the method helper takes self first
        params = tuple(sorted(params, key=lambda p: p[0] != py_name(view.op.param("self"))))
        return f"_{name}_method", repr(((None, view.op.signature, params),))
    return name, repr(((None, view.op.signature, params),))


def node_slots(view: OpView) -> tuple:
    """__slots__ of a node: its saved values, and the version each saved tensor had."""
    slots = [f"_saved_{s.slot}" for s in view.saved]
    slots += [f"_version_of_{s.slot}" for s in view.saved if s.kind in ("tensor", "tensor_list", "output")]
    if view.op.returns_list:
        slots.append("num_outputs")  # per node: how many tensors this call returned
    return tuple(slots)


def varargs_param(op: Op):
    """The int[] or Tensor[] parameter that may also be given as separate ints (x.reshape(2, 3)) or
    tensors (einsum("ij,jk", a, b)), if any: the last positional one, without a default."""
    lists = [p for p in op.params if p.type in ("int[]", "Tensor[]") and not p.keyword_only]
    positional = [p for p in op.params if not p.keyword_only]
    if len(positional) == 1 and positional[0].is_tensor_list and not positional[0].has_default:
        return positional[0]  # meshgrid(x, y) and meshgrid([x, y])
    if len(lists) == 1 and lists[0] is positional[-1] and not lists[0].has_default:
        return lists[0]
    return None


def python_params(view: OpView, overloaded: bool, mode: str = "public") -> str:
    """The parameter list of a generated function. Public ops (mode "public") use PyTorch's Python
    names and take out= and NumPy's aliases; in-place variants keep `self`; array_ops ("array")
    keep the spec's names, all positional."""
    op = view.op
    public = mode == "public"
    parts = []
    star = None if overloaded or not public else varargs_param(op)
    starred = star is not None
    for p in op.params:
        name = py_name(p) if public else p.name
        if p.keyword_only and not starred and mode != "array":
            parts.append("*")
            starred = True
        if p is star:
            parts.append(f"*{name}")
        elif p.has_default:
            parts.append(f"{name}={p.default}")
        else:
            parts.append(name)
    if public and takes_out(op):
        if not starred:
            parts.append("*")
        parts.append("out=None")
    if public and aliased(op) and not overloaded:
        parts.append("**numpy_names")
    return ", ".join(parts)


PERMUTATION = "permutation of "


def is_permutation(op: Op, param: Param) -> bool:
    """`dims: {dims: permutation of self.ndim}`: every dim, each once, in a new order (permute)."""
    return op.dim_ranks.get(param.name, "").startswith(PERMUTATION)


def _device_check(op, name, n, tensors) -> list[str]:
    """Lines that send inputs on two devices to dispatch.same_device: a type test per input, so that the
    common case (all on one device) costs next to nothing."""
    if len(tensors) == 1 and not tensors[0].is_tensor_list:
        return []
    first = next((p for p in tensors if not p.is_tensor_list and not p.optional), None)
    if first is None:  # only lists and optional tensors: compare with the first tensor given
        given = ", ".join(("*" if p.is_tensor_list else "") + n[p.name] for p in tensors)
        return [f"if len({{type(t._data) for t in present({given})}}) > 1:",
                f"    {_targets(n[p.name] for p in tensors)} = same_device({name!r}, "
                f"{', '.join(n[p.name] for p in tensors)})"]
    kind = f"type({n[first.name]}._data)"
    tests = []
    for p in tensors:
        if p is first:
            continue
        local = n[p.name]
        if p.is_tensor_list:
            tests.append(f"any(type(t._data) is not {kind} for t in {local})")
        elif p.optional:
            tests.append(f"({local} is not None and type({local}._data) is not {kind})")
        else:
            tests.append(f"type({local}._data) is not {kind}")
    names = ", ".join(n[p.name] for p in tensors)
    return [f"if {' or '.join(tests)}:", f"    {_targets(n[p.name] for p in tensors)} = same_device({name!r}, {names})"]


def _targets(names) -> str:
    """The left side of an assignment that unpacks a tuple into these names."""
    names = list(names)
    return names[0] + "," if len(names) == 1 else ", ".join(names)


def _rank_expression(ctx_op: Op, param: Param) -> str:
    """Python source, over the public function's locals, of the rank a dim parameter indexes."""
    source = ctx_op.dim_ranks.get(param.name)
    if source is not None and source.startswith(PERMUTATION):
        source = source[len(PERMUTATION):]
    if source is None:
        first = ctx_op.tensor_params[0]
        if first.is_tensor_list:
            return f"{py_name(first)}[0]._data.ndim"
        return f"{py_name(first)}._data.ndim"

    class Rename(ast.NodeTransformer):
        def visit_Name(self, node):
            p = ctx_op.param(node.id)
            return ast.copy_location(ast.Name(py_name(p), ast.Load()), node) if p is not None else node

        def visit_Call(self, node):
            # ops of the module (max, sum, ...) shadow Python's functions of the same name there
            self.generic_visit(node)
            node.func = ast.Attribute(ast.Name("builtins", ast.Load()), node.func.id, ast.Load())
            return node
    return ast.unparse(Rename().visit(ast.parse(source, mode="eval")))


def forward_body(view: OpView, overloaded: bool) -> list[str]:
    """The lines of a public op: check and convert arguments, promote, compute, record the node."""
    op = view.op
    name = op.name
    n = {p.name: py_name(p) for p in op.params}   # spec name -> Python name
    lines = []
    if view.batching is not None:  # inside vmap, a batched argument: the op's batching rule runs it
        tensors, positional, keywords = batch_call(view, overloaded)
        lines.append(f"if batching.active and batching.batched({tensors}):")
        shadowed = any(py_name(p) == view.python_name for p in op.params)  # threshold(input, threshold, value)
        function = f"ops.{view.python_name}" if shadowed else view.python_name
        lines.append(f"    return batching.call(batch_rules.{view.python_name}, {function}, ({positional}), "
                     f"{{{keywords}}})")
    if view.tangent is not None:  # a dual level is open (forward_ad): the tangent function runs the op
        lines.append("if forward_ad.active and forward_ad.wants_tangents():")
        lines.append(f"    return tangents.{view.python_name}({passthrough(view, overloaded)})")
    star = None if overloaded else varargs_param(op)
    # a `ScalarType? dtype` argument is the dtype the inputs are cast to before the op computes
    cast_to = op.param("dtype") if op.param("dtype") is not None and op.param("dtype").optional else None
    tensors = op.tensor_params
    # conditions, indices, class indices, and inputs read only for their shape or values (`any`): never promoted
    masks = [p for p in tensors if op.dtype_rules.get(p.name) in INDEX_RULES | {"bool", "long", "class indices", ANY_DTYPE}]
    # keyword-only Scalars (add's alpha) scale a result, they do not choose its dtype
    promoted = [p for p in op.params if p.type in ("Tensor", "Tensor[]", "Scalar") and p not in masks
                and not (p.type == "Scalar" and p.keyword_only)]
    if op.promote:  # `promote:` names the inputs that make the result dtype; the others are cast to it
        promoted = [p for p in promoted if p.name in op.promote]
    single = len(tensors) == 1 and tensors[0].is_tensor and len(promoted) == 1
    if aliased(op) and not overloaded:
        names = ", ".join(n[a] for a in aliased(op))
        lines.append("if numpy_names:")
        lines.append(f"    {names}{',' if len(aliased(op)) == 1 else ''} = numpy_aliases({name!r}, numpy_names, "
                     + ", ".join(f"{a}={a}" for a in aliased(op)) + ")")
    # 1. arguments as the types the signature names; Python numbers only where `numbers:` allows
    numbers_later = not single or op.float_compute
    for position, p in enumerate(op.params, 1):
        kind, local = KIND_OF_TYPE[p.type], n[p.name]
        if kind == "tensor":
            if p.name in op.numbers:
                if numbers_later and p in promoted and len(promoted) > 1:
                    continue  # wrapped below, in the dtype the op computes in
                convert = f"number_arg({local}, {name!r}, {local!r}, {position})"
            else:
                convert = f"tensor_arg({local}, {name!r}, {local!r}, {position})"
            absent = f"{local} is not None and " if p.optional else ""  # `Tensor? bias=None`: may be absent
            lines.append(f"if {absent}not isinstance({local}, Tensor):")
            lines.append(f"    {local} = {convert}")
        elif kind == "tensor_list" and p is star:
            lines.append(f"{local} = tensor_list_arg({local}[0] if len({local}) == 1 and isinstance({local}[0], "
                         f"(list, tuple)) else {local}, {name!r}, {local!r})")
        elif kind == "tensor_list":
            lines.append(f"{local} = tensor_list_arg({local}, {name!r}, {local!r})")
        elif kind == "memory_format":
            lines.append(f"{local} = memory_format_arg({local}, {name!r})")
        elif kind == "int_list" and p not in op.dim_params:
            lines.append(f"{local} = int_list({local}{', varargs=True' if p is star else ''})")
        elif kind == "index":
            lines.append(f"{local} = index_arg({local})")
        elif kind == "dtype":
            if p.optional:
                lines.append(f"if {local} is not None:")
                lines.append(f"    {local} = dtype_arg({local}, {name!r}, {local!r})")
            else:
                lines.append(f"{local} = dtype_arg({local}, {name!r}, {local!r})")
        elif kind == "int_lists":  # taken as it is (a Tensor as its values); the forward reads it
            lines.append(f"{local} = getattr({local}, '_data', {local})")
        elif kind == "str":
            if op.variants & {"function", "method", "linalg"}:
                # (torch.nn.functional's own functions are Python that checks values, not types:
                # F.mse_loss(reduction=None) is a ValueError from the value check, not a TypeError)
                lines.append(f"if type({local}) is not str{f' and {local} is not None' if p.optional else ''}:")
                lines.append(f"    {local} = str_arg({local}, {name!r}, {local!r})")
            if p.name in op.choices:  # before any dtype check, as PyTorch's Python checks run before its kernels
                values = tuple(op.choices[p.name])
                lines.append(f"if {local} not in {values!r}:")
                lines.append(f"    raise ValueError(f\"{{{local}}} is not a valid value for {p.name}: use "
                             f"{', '.join(map(repr, values[:-1]))} or {values[-1]!r}\")")
        elif kind == "scalar":
            lines.append(f"if type({local}) is not int and type({local}) is not float:")
            lines.append(f"    {local} = scalar_arg({local}, {name!r}, {local!r})")
        elif kind == "int" and p not in op.dim_params and op.variants & {"function", "method", "linalg"}:
            # PyTorch's parser: an int is an int (a bool or a float is a TypeError), an integer tensor its value
            where = "None" if p.keyword_only else str(position)
            lines.append(f"if type({local}) is not int{f' and {local} is not None' if p.optional else ''}:")
            lines.append(f"    {local} = int_arg({local}, {name!r}, {local!r}, {where})")
    # `checks:`: PyTorch's Python-level checks (torch.nn.functional's), before its kernel's dtype checks
    if view.checks:
        lines.append(view.checks)
    # 2. dtype rules of the spec (`dtypes:`), on the tensors as given (or as cast by dtype=); a `not implemented
    # for` rule is the kernel's own dtype dispatch, which PyTorch reaches after wrapping the dims: after step 3,
    # as an index tensor's rule
    kernel_dtype_checks, same_dtype_checks = [], []
    for pname, rule in op.dtype_rules.items():
        if rule == ANY_DTYPE:
            continue
        local = n[pname]
        guard = f"isinstance({local}, Tensor) and " if pname in op.numbers else ""
        guard = f"{local} is not None and " if op.param(pname).optional else guard
        if pname == tensors[0].name and cast_to is not None:
            dtype_of = f"({local}._data.dtype if dtype is None else dtype)"
        else:
            dtype_of = f"{local}._data.dtype"
        if rule == "bool":
            test, error = f"{dtype_of}.kind != 'b'", f"dtype_error({name!r}, {local!r}, 'bool', {local})"
        elif rule == "floating (float16 not implemented)":  # linalg: no float16 kernels
            lines.append(f"if {guard}{dtype_of}.kind != 'f':")
            lines.append(f"    raise dtype_error({name!r}, {local!r}, 'floating', {dtype_of})")
            test = f"{dtype_of}.itemsize < 4"
            error = f"dtype_error({name!r}, {local!r}, 'not implemented for float16', {dtype_of})"
        elif rule == "float32 or float64":  # linalg: no float16 kernels
            test = f"{dtype_of}.kind != 'f' or {dtype_of}.itemsize < 4"
            error = f"dtype_error({name!r}, {local!r}, {rule!r}, {dtype_of})"
        elif rule == "class indices":
            test = f"{dtype_of} not in INDEX_DTYPES[('int64', 'uint8')] and {dtype_of}.name not in ('int64', 'uint8')"
            error = f"dtype_error({name!r}, {local!r}, 'class indices', {local})"
        elif rule == "floating":
            test = f"{dtype_of}.kind != 'f'"
            error = f"dtype_error({name!r}, {local!r}, 'floating', {dtype_of})"
        elif rule == "floating (common dtype)":  # of the promoted tensors, as `not implemented for` below
            spread = ", ".join(n[p.name] for p in promoted if p.type in TENSOR_TYPES)
            dtype_of = f"result_type({spread})"
            test, error = f"{dtype_of}.kind != 'f'", f"dtype_error({name!r}, {spread!r}, {rule!r}, {dtype_of})"
        elif rule.startswith("not implemented for"):
            # PyTorch has no kernel for the dtype its inputs promote to (the common dtype, before any
            # `dtype: float` computing): hypot(int, float) runs, hypot(int, int) does not
            # (of the tensors only: a Scalar argument such as lerp's weight does not choose the kernel)
            if len([p for p in promoted if p.type in TENSOR_TYPES]) > 1:
                spread = ", ".join(n[p.name] for p in promoted if p.type in TENSOR_TYPES)
                dtype_of = f"result_type({spread})"
            kinds = NOT_IMPLEMENTED_KINDS[rule]
            test, error = f"{dtype_of}.kind in {kinds!r}", f"dtype_error({name!r}, {local!r}, {rule!r}, {dtype_of})"
            if rule.endswith("float16"):
                test = f"{test} or {dtype_of} == 'float16'"
        elif rule == "long":
            test, error = f"{dtype_of}.kind not in 'iu'", f"dtype_error({name!r}, {local!r}, 'long', {local})"
        elif rule == "numeric":
            test, error = f"{dtype_of}.kind == 'b'", f"dtype_error({name!r}, {local!r}, {rule!r}, {local})"
            if pname in op.numbers:  # a Python bool is a bool operand too (PyTorch wraps it as a bool tensor)
                lines.append(f"if type({local}) is bool:")
                lines.append(f"    raise dtype_error({name!r}, {local!r}, {rule!r}, bool)")
        elif rule in INDEX_RULES:
            allowed = ("int64",) if rule == "long index" else ("int64", "int32")
            test = f"{dtype_of} not in INDEX_DTYPES[{allowed!r}] and {dtype_of}.name not in {allowed!r}"
            error = f"index_dtype_error({name!r}, {local!r}, {rule!r}, {local})"
            if rule == "index or empty":  # gather and scatter take an empty index of any dtype, as PyTorch
                test = f"{local}._data.size and {test}"
        else:
            other = n[rule.split()[2]]
            test = f"{dtype_of} != {other}._data.dtype"
            if rule.endswith("unless 0-d"):  # lerp's weight: a 0-d tensor is read as a number
                test = f"{local}._data.ndim != 0 and {test}"
            error = f"dtype_error({name!r}, {local!r}, 'same', {local}, {other!r}, {other})"
        # (and an index tensor's: gather, scatter, index_select wrap their dim before they look at the index; and
        # `same as`: scatter, index_add, cross wrap their dim before they compare the dtypes)
        # (the `same as` checks stay before the kernel's: after the dims, in the order they had before them)
        if rule.startswith("same as"):
            checks = same_dtype_checks
        elif rule.startswith("not implemented for") or rule in INDEX_RULES:
            checks = kernel_dtype_checks
        else:
            checks = lines
        if pname in op.dtype_rules_unless_empty:  # PyTorch's kernel returns before its dtype dispatch
            nonempty = " and ".join(f"{n[p.name]}._data.size" for p in op.tensor_params
                                    if p.type == "Tensor" and not p.optional)
            test = f"{nonempty} and {f'({test})' if ' or ' in test else test}"
        checks.append(f"if {guard}{test}:")
        checks.append(f"    raise {error}")
    # 3. dims: wrapped into range, with PyTorch's IndexError
    for p in op.dim_params:
        local = n[p.name]
        function = "dim_list_arg" if p.type == "int[]" else "dim_arg"
        if is_permutation(op, p):
            function = "permutation_arg"
        if p.type == "int[]" and p is star:
            lines.append(f"{local} = int_list({local}, varargs=True)")
        call = f"{function}({local}, {_rank_expression(op, p)}, {name!r}, {local!r})"
        if p.optional:
            lines.append(f"if {local} is not None:")
            lines.append(f"    {local} = {call}")
        else:
            lines.append(f"{local} = {call}")
    lines += same_dtype_checks + kernel_dtype_checks
    # torch.nn.functional's `inplace=True`: the same call, its result written into the input
    flag = op.param("inplace")
    if flag is not None and flag.type == "bool":
        rest = ", ".join(f"{n[p.name]}={n[p.name]}" for p in op.params[1:] if p is not flag)
        lines.append("if inplace:")
        lines.append(f"    return write_inplace({n[op.params[0].name]}, {view.python_name}"
                     f"{', ' + rest if rest else ''}, inplace=False)")
    if op.composite:  # the ops it calls promote, compute and record
        lines.append(f"return {view.composite}")
        return lines
    # 4. promotion to PyTorch's result dtype
    arrays = {}
    if single and not op.float_compute:
        t = n[tensors[0].name]
        arrays[tensors[0].name] = f"{t}._data" if cast_to is None else f"({t}._data if dtype is None else cast({t}, dtype))"
    else:
        if cast_to is not None:
            raise SpecError("derivatives.yaml", op.line, f"{op.full_name}: a `dtype` argument is supported on "
                                                         f"ops of one tensor input only")
        spread = ", ".join(f"*{n[p.name]}" if p.is_tensor_list else n[p.name] for p in promoted)
        if any(p.optional and p.is_tensor for p in promoted):
            spread = f"*present({spread})"  # absent optional tensors take no part in promotion
        if op.float_unless:  # `dtype: float unless <param>`: given, that parameter keeps the inputs' dtype
            lines.append(f"dtype = result_type({spread}) if {n[op.float_unless]} is not None "
                         f"else float_result_type({spread})")
        else:
            lines.append(f"dtype = {'float_result_type' if op.float_compute else 'result_type'}({spread})")
        for position, p in enumerate(op.params, 1):
            if p.is_tensor and p in promoted and len(promoted) > 1 and p.name in op.numbers:
                lines.append(f"if not isinstance({n[p.name]}, Tensor):")
                lines.append(f"    {n[p.name]} = wrapped_number({n[p.name]}, dtype, {name!r}, {n[p.name]!r})")
        for p in tensors:
            if p in masks:
                arrays[p.name] = f"{n[p.name]}._data" if not p.optional else \
                    f"({n[p.name]}._data if {n[p.name]} is not None else None)"
            elif p.optional:
                arrays[p.name] = f"(cast({n[p.name]}, dtype) if {n[p.name]} is not None else None)"
            else:
                arrays[p.name] = (f"[cast(t, dtype) for t in {n[p.name]}]" if p.is_tensor_list
                                  else f"cast({n[p.name]}, dtype)")
    # 5. one device for every tensor input (a 0-d CPU tensor, such as a wrapped number, joins the others')
    lines += _device_check(op, name, n, tensors)
    # 6. the forward on arrays
    call_args = ", ".join(arrays.get(p.name, n[p.name]) for p in op.params)
    outputs = [o.name for o in op.outputs]
    target = outputs[0] if len(outputs) == 1 else ", ".join(outputs)
    shapes = ", ".join(n[p.name] for p in tensors)
    lines.append("try:")
    lines.append(f"    {target} = array_ops.{view.array_name}({call_args})")
    lines.append("except ValueError as error:")
    lines.append(f"    raise shape_error({name!r}, error, {shapes}) from None")

    view_of = f"._as_view_of({n[tensors[0].name]})" if op.is_view else ""
    if op.is_view and tensors[0].is_tensor_list:  # output i a view of input i (meshgrid)
        view_of = f"._as_view_of({n[tensors[0].name]}[i])"

    def wrap(with_node: bool) -> str:
        if op.returns_list:  # `-> Tensor[]`: a tuple, output i of the node at position i
            node_arg = ", node, i" if with_node else ""
            if with_node and op.is_view and tensors[0].is_tensor_list:
                # output i is a view of input i alone (meshgrid): it requires grad when that input does
                node_arg = f", node if {n[tensors[0].name]}[i].requires_grad else None, i"
            return f"tuple(Tensor._wrap(a{node_arg}){view_of} for i, a in enumerate({outputs[0]}))"
        parts = []
        for i, o in enumerate(op.outputs):
            if with_node and o.differentiable:
                parts.append(f"Tensor._wrap({o.name}, node{f', {i}' if i else ''}){view_of}")
            else:
                parts.append(f"Tensor._wrap({o.name}){view_of}")
        if len(parts) == 1:
            return parts[0]
        return f"{view.array_name}_result({', '.join(parts)})"

    differentiable = [p for p in tensors if p.name not in op.non_differentiable]

    def requires(p) -> str:
        local = n[p.name]
        if p.optional:
            return f"({local} is not None and {local}.requires_grad)"
        return f"builtins.any(t.requires_grad for t in {local})" if p.is_tensor_list else f"{local}.requires_grad"

    any_requires = " or ".join(requires(p) for p in differentiable)
    if takes_out(op):
        records = f"is_grad_enabled() and ({any_requires})" if op.differentiable and differentiable else "False"
        lines.append("if out is not None:")
        lines.append(f"    return write_out({name!r}, out, {outputs[0]}, {records})")
    if not op.differentiable or not differentiable:
        lines.append(f"return {wrap(False)}")
        return lines
    if len(differentiable) > 1:
        any_requires = f"({any_requires})"
    lines.append(f"if not {any_requires} or not is_grad_enabled():")
    lines.append(f"    return {wrap(False)}")
    if cast_to is not None:  # sum(x, dtype=int64) of a tensor that requires grad: no gradient can flow
        lines.append("if dtype is not None and dtype.kind != 'f':")
        lines.append(f"    raise RuntimeError(f\"{name}(): cannot compute in {{dtype}} a tensor that requires grad "
                     f"(autograd does not support integer dtypes); use a floating dtype, or .detach() first\")")
    lines.append(f"node = nodes.{op.node_name}()")
    if op.returns_list:
        lines.append(f"node.num_outputs = len({outputs[0]})")
    if len(tensors) == 1 and tensors[0].is_tensor_list:
        t = n[tensors[0].name]
        lines.append(f"node.next_functions = tuple(edge(t) for t in {t})")
        lines.append(f"node.input_meta = tuple((t._data.shape, t._data.dtype) for t in {t})")
    else:
        edges = ", ".join(f"edge({n[p.name]})" + (f" if {n[p.name]} is not None else (None, 0)" if p.optional else "")
                          for p in tensors)
        metas = ", ".join(f"({n[p.name]}._data.shape, {n[p.name]}._data.dtype)" +
                          (f" if {n[p.name]} is not None else None" if p.optional else "") for p in tensors)
        comma = "," if len(tensors) == 1 else ""
        lines.append(f"node.next_functions = ({edges}{comma})")
        lines.append(f"node.input_meta = ({metas}{comma})")
    for s in view.saved:
        users = [f.input for f in view.formulas if any(t.slot == s.slot for t in f.saved)]
        local = n.get(s.param, s.param)
        if s.kind == "tensor":
            value = local
        elif s.kind == "tensor_list":
            value = f"list({local})"
        elif s.kind == "metadata" and s.attribute == "shapes" and op.returns_list and s.param == "result":
            value = f"[a.shape for a in {outputs[0]}]"  # the shapes of the outputs, still arrays here
        elif s.kind == "metadata" and s.attribute == "shapes":
            value = f"[t._data.shape for t in {local}]"
        elif s.kind == "metadata":
            value = f"{local}._data.{s.attribute}" if s.attribute != "dtype" else f"{local}.dtype"
        else:
            value = local
        saving = [f"node._saved_{s.slot} = {value}"]
        if s.kind == "tensor":
            absent = f" if {local} is not None else 0" if op.param(s.param).optional else ""
            saving.append(f"node._version_of_{s.slot} = {local}._version{absent}")
        elif s.kind == "tensor_list":
            saving.append(f"node._version_of_{s.slot} = [t._version for t in {local}]")
        if len(users) < len(differentiable):
            condition = " or ".join(requires(op.param(u)) for u in users)
            lines.append(f"if {condition}:")
            lines.extend("    " + line for line in saving)
        else:
            lines.extend(saving)
    saved_outputs = [s for s in view.saved if s.kind == "output"]
    if not saved_outputs:
        lines.append(f"return {wrap(True)}")
        return lines
    # an output saved for backward is checked against later in-place writes through its version counter
    returned = "output" if len(op.outputs) == 1 else "outputs"
    lines.append(f"{returned} = {wrap(True)}")
    for s in saved_outputs:
        index = [o.name for o in op.outputs].index(s.param)
        tensor = returned if len(op.outputs) == 1 else f"outputs[{index}]"
        lines.append(f"node._version_of_{s.slot} = {tensor}._shared_version_counter()")
    lines.append(f"return {returned}")
    return lines


DEFAULT_CASES = {
    # shapes for elementwise ops without explicit cases: same shape, broadcasting, 0-d
    1: [[[3, 4]], [[]], [[2, 1, 3]]],
    2: [[[3, 4], [3, 4]], [[3, 4], [4]], [[2, 1, 3], [4, 1]], [[], [3]]],
    3: [[[3, 4], [3, 4], [3, 4]], [[3, 1], [4], [1]]],
}


def test_info(view: OpView) -> dict:
    """What the generated tests need to know about one op (see tests/harness.py:OpInfo)."""
    op = view.op
    return {
        "line": op.line,
        "function": view.python_name if is_functional_overload(op) else op.name,
        "params": [(p.name, KIND_OF_TYPE[p.type]) for p in op.params],
        "keyword_only": [p.name for p in op.params if p.keyword_only],
        "defaults": {p.name: p.default for p in op.params if p.has_default},
        "domain": op.test.get("domain", {}),
        "numpy": op.test["numpy"],
        "torch": op.test.get("torch"),
        "differentiable_inputs": [f.input for f in view.formulas] if not op.composite else
                                 [p.name for p in op.tensor_params if p.name not in op.non_differentiable],
        # "all": every tensor of a Tensor[] return, however many the arguments make
        "differentiable_outputs": "all" if op.returns_list else [i for i, o in enumerate(op.outputs) if o.differentiable],
        "double_differentiable": not op.no_double_backward if op.composite else
                                 all(f.rendered.differentiable is not None for f in view.formulas),
        "contiguous_only": bool(op.test.get("contiguous_only")),
        "arbitrary_ties": bool(op.test.get("arbitrary_ties")),
        "special": op.test.get("special", {}),
        "outputs": [o.name for o in op.outputs],
        "gauge": op.test.get("gauge"),
        "hermitian": op.test.get("hermitian", []),
        # forward mode: element_wise, linear or explicit (a tangent function), none (it must refuse a
        # tangent), composite (the ops it calls decide)
        "forward_ad": "composite" if op.composite else view.tangent.kind if view.tangent else None,
        "vmap": view.batching.kind if view.batching else None,
        "random": op.test.get("random"),
        "dim_ranks": {p.name: op.dim_ranks.get(p.name, f"{op.tensor_params[0].name}.ndim"
                                               if op.tensor_params[0].is_tensor else
                                               f"{op.tensor_params[0].name}[0].ndim") for p in op.dim_params},
    }


# a dtype that breaks each rule of `dtypes:`, and the exception class PyTorch raises for it
_RULE_BREAKERS = {"bool": ("float32", "RuntimeError"), "floating": ("int64", "RuntimeError"),
                  "floating (common dtype)": ("int64", "RuntimeError"),
                  "class indices": ("float32", "RuntimeError"),
                  "float32 or float64": ("float16", "RuntimeError"),
                  "floating (float16 not implemented)": ("float16", "NotImplementedError"),
                  "not implemented for integers or float16": ("int64", "NotImplementedError"),
                  "numeric": ("bool", "RuntimeError"), "not implemented for bool": ("bool", "NotImplementedError"),
                  "not implemented for integers": ("int64", "NotImplementedError"),
                  "not implemented for floating": ("float32", "NotImplementedError"),
                  "not implemented for bool or floating": ("float32", "NotImplementedError"),
                  "index": ("float32", "RuntimeError"), "long index": ("float32", "RuntimeError"),
                  "index or empty": ("float32", "RuntimeError"),
                  "long": ("float32", "RuntimeError")}


def bad_calls(view: OpView, group: list[OpView]) -> list[dict]:
    """Calls of one op that must fail, derived from its signature and `dtypes:` rules: each says
    which argument is made wrong, how, and the exception class PyTorch raises for it."""
    op = view.op
    if not op.test or not (FUNCTION_VARIANTS | {"method"}) & op.variants:
        return []
    calls = []
    for p in op.dim_params:
        calls.append({"kind": "dim_out_of_range", "param": p.name, "expected": "IndexError"})
        calls.append({"kind": "dim_out_of_range_negative", "param": p.name, "expected": "IndexError"})
        calls.append({"kind": "dim_not_int", "param": p.name, "expected": "TypeError"})
        if p.type == "int[]":
            calls.append({"kind": "dim_repeated", "param": p.name, "expected": "RuntimeError"})
    for name, rule in op.dtype_rules.items():
        if rule == ANY_DTYPE:
            continue
        if rule in _RULE_BREAKERS:
            value, expected = _RULE_BREAKERS[rule]
            if op.name in INDEX_DTYPE_INDEX_ERROR and rule in INDEX_RULES:
                expected = "IndexError"
            calls.append({"kind": "dtype", "param": name, "value": value, "expected": expected})
        else:  # same as <other>: this input in the other float dtype
            calls.append({"kind": "dtype_mismatch", "param": name, "expected": "RuntimeError"})
    others = [v.op for v in group if v is not view]
    for position, p in enumerate(op.params):
        if p.type not in TENSOR_TYPES or (p.name == "self" and not FUNCTION_VARIANTS & op.variants):
            continue  # a method is called on a tensor: its `self` cannot be made wrong
        # another overload may take a number there (pow(2, x) is pow.Scalar, max(x, 1) is max.dim)
        number_elsewhere = any(len(o.params) > position and o.params[position].type not in TENSOR_TYPES
                               for o in others)
        if p.is_tensor and p.name not in op.numbers and not number_elsewhere:
            calls.append({"kind": "number_for_tensor", "param": p.name, "expected": "TypeError"})
        calls.append({"kind": "string_for_tensor", "param": p.name, "expected": "TypeError"})
    required = [p for p in op.params if not p.has_default and not p.keyword_only]
    # a varargs Tensor[] (meshgrid(*tensors), einsum) given nothing is an empty list: the op's own error, not Python's TypeError
    if required and required[-1].type in TENSOR_TYPES and not others and varargs_param(op) is not required[-1]:
        calls.append({"kind": "missing_argument", "param": required[-1].name, "expected": "TypeError"})
    return calls


def test_cases(view: OpView) -> list[dict]:
    """The test cases of one op: its own, or broadcasting defaults for an elementwise op."""
    op = view.op
    if not op.test:
        return []
    cases = op.test.get("cases")
    if not cases:
        if not view.elementwise or len(op.tensor_params) not in DEFAULT_CASES:
            raise SpecError("derivatives.yaml", op.line, f"{op.full_name}: the test needs `cases:` (only "
                                                       f"elementwise ops of 1 to 3 tensors get default shapes)")
        cases = [{"shapes": shapes} for shapes in DEFAULT_CASES[len(op.tensor_params)]]
    return [{"shapes": case.get("shapes", []), "args": case.get("args", {}), "domain": case.get("domain", {}),
             "singular": bool(case.get("singular")), "values": case.get("values", {})} for case in cases]


def _cell(text: str) -> str:
    """Text inside a Markdown table cell: a `|` would end the cell."""
    return text.replace("|", "\\|")


def places(view: OpView) -> str:
    """Where users call an op: torch.<op>, Tensor.<op>, F.<op>, linalg.<op>, or nowhere (internal)."""
    op, name = view.op, view.op.name
    where = []
    if "function" in op.variants:
        where.append(f"torch.{name}")
    if "method" in op.variants:
        where.append(f"Tensor.{name}" + (", `_`" if op.inplace else ""))
    if "functional" in op.variants:
        where.append(f"F.{name}")
    if "linalg" in op.variants:
        where.append(f"linalg.{name[len('linalg_'):]}")
    return ", ".join(where) or "internal"


def gradient(view: OpView) -> str:
    """The gradient column of the op reference: each input's formula."""
    op = view.op
    if op.composite:
        return f"composite: `{_cell(op.composite.strip())}`"
    if not op.differentiable:
        return "not differentiable"
    parts = [f"{f.input}: `{_cell(f.rendered.source)}`" for f in view.formulas]
    parts += [f"{name}: not differentiable" for name in op.non_differentiable]
    return "<br>".join(parts)


def vmap_rule(view: OpView) -> str:
    """The vmap column of the op reference: the op's batching rule (codegen/batching.py)."""
    if view.batching is None:
        return "through its ops"
    kind = view.batching.kind
    if kind == "loop":
        return "**loop** over the examples"
    return kind.replace("_", " ") if kind in (batching.ELEMENT_WISE, batching.DIMS, batching.SIZES) else f"`{kind}`"


def forward_mode(view: OpView) -> str:
    """The forward-mode column of the op reference: how the tangent is made, or why there is none."""
    op = view.op
    if op.composite:
        return "through its ops"
    if view.tangent is None:
        return "none needed" if not op.differentiable else "no differentiable input"
    if view.tangent.kind == "explicit":
        return f"`{_cell(view.tangent.source)}`"
    if view.tangent.kind == "none":
        return f"**none**: {_cell(view.tangent.why)}"
    return view.tangent.kind.replace("_", " ")


def tangent_report(ops: list[Op], helpers: dict, path: str = "derivatives.yaml") -> list[tuple[str, int, str, str]]:
    """(op, line, kind, how or why) of every entry with a differentiable input: `python -m codegen --tangents`."""
    return [(v.op.full_name, v.op.line, v.tangent.kind, v.tangent.why) for v in build_views(ops, helpers, path)
            if v.tangent is not None]


def batching_report(ops: list[Op], helpers: dict, path: str = "derivatives.yaml") -> list[tuple[str, int, str, str]]:
    """(op, line, kind, how or why) of every entry with a batching rule: `python -m codegen --vmap`."""
    return [(v.op.full_name, v.op.line, v.batching.kind, v.batching.why) for v in build_views(ops, helpers, path)
            if v.batching is not None]


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), trim_blocks=True, lstrip_blocks=True,
                             keep_trailing_newline=True, undefined=jinja2.StrictUndefined)
    env.globals.update(tuple=tuple, local_name=local_name, kind_of=lambda p: KIND_OF_TYPE[p.type], repr=repr,
                       backward_body=backward_body, node_slots=node_slots, inplace_call=inplace_call, inplace_signature=inplace_signature, method_call=method_call, test_cases=test_cases, test_info=test_info, forward_body=forward_body, python_params=python_params,
                       py_name=py_name, overload_params=overload_params,
                       bad_calls=bad_calls, places=places, gradient=gradient, forward_mode=forward_mode, vmap_rule=vmap_rule, cell=_cell, group_key=group_key,
                       public_name=lambda key: key.split(".")[0],
                       callable_name=lambda key, group: group[0].python_name if len(group) == 1 else key)
    env.globals["input_names"] = input_names
    env.globals["passthrough"] = passthrough
    env.globals["inplace_not_differentiable"] = inplace_not_differentiable
    env.filters.update(add_suffix=lambda text, suffix: text + suffix,
                       add_prefix=lambda text, prefix: prefix + text,
                       dtype_cast=lambda source: f"dtype.type({source})",
                       tuple_source=lambda items: "(" + ", ".join(f'"{i}"' for i in items) + ("," if len(items) == 1 else "") + ")")
    return env


def render_all(ops: list[Op], helpers: dict[str, bool], path: str = "derivatives.yaml") -> dict[str, str]:
    """Every generated file, by its path relative to the repository root."""
    views = build_views(ops, helpers, path)
    env = _environment()
    groups: dict[str, list[OpView]] = {}
    for v in views:
        groups.setdefault(group_key(v.op), []).append(v)
    kernel_sources = [kv.fallback + "".join(src for _, src in kv.kernel.hoisted)
                      for v in views for kv in [v.forward_kernel] + [f.kernel for f in v.formulas] if kv]
    sections: dict[str, list[OpView]] = {}
    for v in views:
        sections.setdefault(v.op.section or "ops", []).append(v)
    # a formula left unfused calls vocabulary functions in NumPy form, some of them arrays.<name> (sigmoid)
    raw_sources = [f.rendered.raw for v in views for f in v.formulas if f.kernel is None]
    context = {"views": views, "groups": groups, "sections": sections,
               "nodes_use_array_helpers": any("arrays." in source for source in raw_sources),
               "uses_array_helpers": any("arrays." in source for source in kernel_sources)}
    files = {
        "generated/kernels.py": "kernels.py.j2",
        "generated/cuda_kernels.py": "cuda_kernels.py.j2",
        "generated/array_ops.py": "array_ops.py.j2",
        "generated/nodes.py": "nodes.py.j2",
        "generated/ops.py": "ops.py.j2",
        "generated/tangents.py": "tangents.py.j2",
        "generated/batch_rules.py": "batch_rules.py.j2",
        "tests/generated/test_ops.py": "test_ops.py.j2",
        "docs/ops.md": "ops.md.j2",
    }
    return {out: env.get_template(template).render(**context) for out, template in files.items()}


def method_call(name: str, group: list[OpView]) -> tuple[str, str] | None:
    """(parameters, body) of Tensor.<name> for an op whose `self` is not its first parameter
    (polygamma(n, self): x.polygamma(n)); None when the op itself serves as the method."""
    op = group[0].op
    if len(group) > 1 or "method" not in op.variants or not op.params or op.params[0].name == "self" \
            or op.param("self") is None:
        return None
    rest = [p for p in op.params if p.name != "self"]
    params = ", ".join(["self"] + [f"{p.name}={p.default}" if p.has_default else p.name for p in rest])
    arguments = ", ".join(f"{py_name(p)}={'self' if p.name == 'self' else p.name}" for p in op.params)
    return params, f"{name}({arguments})"


def input_names(view: OpView) -> tuple:
    """A node's `input_names`: the tensor parameter behind each edge of next_functions, in order
    ("tensors[]" for a Tensor[] parameter, whose tensors take one edge each); explain and viz label
    the gradients with them."""
    return tuple(p.name + "[]" if p.is_tensor_list else p.name for p in view.op.tensor_params)
