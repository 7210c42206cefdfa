"""Turn the spec model into the view models the Jinja templates print.

The templates in codegen/templates/ hold the layout of each generated file; this module decides
what goes in it: per op, the saved values, the two renderings of each formula, the kernels.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path

import jinja2

from .formulas import Context, Kernel, Rendered, Saved, local_name, render_formula, render_forward, saved_values
from .spec import Op, SpecError

TEMPLATES = Path(__file__).parent / "templates"
KIND_OF_TYPE = {"Tensor": "tensor", "Tensor[]": "tensor_list", "Scalar": "scalar", "int": "int", "int[]": "int_list",
                "bool": "bool", "float": "scalar", "Index": "index", "ScalarType": "dtype"}


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


def helper_signatures(path: Path) -> dict[str, bool]:
    """Helpers in formula_helpers.py, read from its source: name -> takes the ops namespace `F`."""
    tree = ast.parse(path.read_text())
    return {f.name: bool(f.args.args) and f.args.args[0].arg == "F"
            for f in tree.body if isinstance(f, ast.FunctionDef) and not f.name.startswith("_")}


def _kernel_view(name: str, comment: str, kernel: Kernel, fallback: str) -> KernelView:
    """The wrapper takes every name the NumPy form of the formula reads, in order of appearance."""
    names = [n.id for n in sorted((n for n in ast.walk(ast.parse(fallback)) if isinstance(n, ast.Name)),
                                  key=lambda n: (n.lineno, n.col_offset))]
    params = [n for n in dict.fromkeys(names) if n not in ("np", "arrays")]
    return KernelView(name, comment, params, kernel, fallback)


def build_views(ops: list[Op], helpers: dict[str, bool], path: str) -> list[OpView]:
    by_name: dict[str, list[Op]] = {}
    for op in ops:
        by_name.setdefault(op.name, []).append(op)
    views = []
    for op in ops:
        ctx = Context(op, by_name, helpers, path)
        if sum(o.differentiable for o in op.outputs) > 1:
            raise ctx.error(op.line, "only one differentiable output is supported")
        lists = [p for p in op.params if p.is_tensor_list]
        if lists and len(op.tensor_params) > 1:
            raise ctx.error(op.line, "a Tensor[] input must be the op's only tensor input")
        python_name = op.name if len(by_name[op.name]) == 1 else f"_{op.name}_{op.overload or 'default'}"
        numpy_source, kernel, elementwise = render_forward(ctx)
        snake = op.full_name.replace(".", "_").lstrip("_")
        forward_kernel = None
        if kernel is not None:
            forward_kernel = _kernel_view(f"{snake}_forward", f"{op.forward.strip()}   (derivatives.yaml:{op.line})",
                                          kernel, numpy_source)
        view = OpView(op, python_name, op.full_name.replace(".", "_"), numpy_source, forward_kernel, elementwise)
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
                                         rendered.kernel, rendered.raw)
            view.formulas.append(fv)
            for s in saved:
                if all(s.slot != t.slot for t in view.saved):
                    view.saved.append(s)
        views.append(view)
    return views


def _unpack(view: OpView, s: Saved, mode: str) -> str:
    """How a backward method reads one saved value back."""
    if s.kind == "tensor":
        tensor = f"self._unpack(self._saved_{s.slot}, self._version_of_{s.slot})"
        return f"{tensor}._data" if mode == "raw" else tensor
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
    if any(s.kind in ("tensor", "output") for s in view.saved):
        lines.append("self._check_not_released()")
    grad_index = next(i for i, o in enumerate(op.outputs) if o.differentiable)
    lines.append(f"grad = grads[{grad_index}]")
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
            else:
                expression = formula.rendered.raw
        else:
            expression = formula.rendered.differentiable
        lines.append(f"    {out} = {expression}")
    if len(tensors) == 1 and tensors[0].is_tensor_list:
        name = results[0]
        lines.append(f"return tuple({name}) if {name} is not None else (None,) * len(self.next_functions)")
    else:
        lines.append(f"return {', '.join(results)}{',' if len(results) == 1 else ''}")
    return lines


def inplace_call(name: str, group: list[OpView]) -> tuple[str, str]:
    """(parameters, body) of `name_`, the in-place variant: the op's result written into self."""
    if len(group) > 1:
        return "self, *args, **kwargs", f"inplace(self, {name}, *args, **kwargs)"
    params = [p.name for p in group[0].op.params]
    return python_params(group[0], False), f"inplace({', '.join([params[0], name] + params[1:])})"


def node_slots(view: OpView) -> tuple:
    """__slots__ of a node: its saved values, and the version each saved tensor had."""
    slots = [f"_saved_{s.slot}" for s in view.saved]
    slots += [f"_version_of_{s.slot}" for s in view.saved if s.kind in ("tensor", "output")]
    return tuple(slots)


def varargs_param(op: Op):
    """The int[] parameter that may also be given as separate ints (x.reshape(2, 3)), if any."""
    lists = [p for p in op.params if p.type == "int[]"]
    if len(lists) == 1 and lists[0] is op.params[-1] and not lists[0].has_default:
        return lists[0]
    return None


def python_params(view: OpView, overloaded: bool) -> str:
    parts = []
    star = None if overloaded else varargs_param(view.op)
    for p in view.op.params:
        if p is star:
            parts.append(f"*{p.name}")
        elif p.has_default:
            parts.append(f"{p.name}={p.default}")
        else:
            parts.append(p.name)
    return ", ".join(parts)


def forward_body(view: OpView, overloaded: bool) -> list[str]:
    """The lines of a public op: check and promote arguments, compute, record the node."""
    op = view.op
    name = op.name
    lines = []
    star = None if overloaded else varargs_param(op)
    promoted = [p for p in op.params if p.type in ("Tensor", "Tensor[]", "Scalar")]
    tensors = op.tensor_params
    single = len(tensors) == 1 and tensors[0].is_tensor and len(promoted) == 1
    # with a dtype to compute, a Python number for a Tensor parameter is wrapped after it, in that dtype
    numbers_after_dtype = not single or op.float_compute
    for p in op.params:
        kind = KIND_OF_TYPE[p.type]
        if kind == "tensor" and numbers_after_dtype and len(promoted) > 1:
            continue
        if kind == "tensor":
            lines.append(f"if not isinstance({p.name}, Tensor):")
            lines.append(f"    {p.name} = tensor_arg({p.name}, {name!r}, {p.name!r})")
        elif kind == "tensor_list":
            lines.append(f"{p.name} = tensor_list_arg({p.name}, {name!r}, {p.name!r})")
        elif kind == "int_list":
            lines.append(f"{p.name} = int_list({p.name}{', varargs=True' if p is star else ''})")
        elif kind == "index":
            lines.append(f"{p.name} = index_arg({p.name})")
        elif kind == "dtype":
            lines.append(f"{p.name} = numpy_dtype({p.name})")
        elif kind == "scalar":
            lines.append(f"{p.name} = scalar_arg({p.name}, {name!r}, {p.name!r})")
    arrays = {}
    if single and not op.float_compute:
        arrays[tensors[0].name] = f"{tensors[0].name}._data"
    else:
        spread = ", ".join(f"*{p.name}" if p.is_tensor_list else p.name for p in promoted)
        lines.append(f"dtype = {'float_result_type' if op.float_compute else 'result_type'}({spread})")
        for p in tensors:
            if p.is_tensor and len(promoted) > 1:
                lines.append(f"if not isinstance({p.name}, Tensor):")
                lines.append(f"    {p.name} = wrapped_number({p.name}, dtype, {name!r}, {p.name!r})")
        for p in tensors:
            arrays[p.name] = (f"[cast(t, dtype) for t in {p.name}]" if p.is_tensor_list
                              else f"cast({p.name}, dtype)")
    call_args = ", ".join(arrays.get(p.name, p.name) for p in op.params)
    outputs = [o.name for o in op.outputs]
    target = outputs[0] if len(outputs) == 1 else ", ".join(outputs)
    shapes = ", ".join(f"{p.name}" for p in tensors)
    lines.append("try:")
    lines.append(f"    {target} = array_ops.{view.array_name}({call_args})")
    lines.append("except ValueError as error:")
    lines.append(f"    raise shape_error({name!r}, error, {shapes}) from None")

    view_of = f"._as_view_of({tensors[0].name})" if op.is_view else ""

    def wrap(with_node: bool) -> str:
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
    if not op.differentiable or not differentiable:
        lines.append(f"return {wrap(False)}")
        return lines

    def requires(p) -> str:
        return f"any(t.requires_grad for t in {p.name})" if p.is_tensor_list else f"{p.name}.requires_grad"

    any_requires = " or ".join(requires(p) for p in differentiable)
    if len(differentiable) > 1:
        any_requires = f"({any_requires})"
    lines.append(f"if not {any_requires} or not is_grad_enabled():")
    lines.append(f"    return {wrap(False)}")
    lines.append(f"node = nodes.{op.node_name}()")
    if len(tensors) == 1 and tensors[0].is_tensor_list:
        t = tensors[0].name
        lines.append(f"node.next_functions = tuple(edge(t) for t in {t})")
        lines.append(f"node.input_meta = tuple((t._data.shape, t._data.dtype) for t in {t})")
    else:
        edges = ", ".join(f"edge({p.name})" for p in tensors)
        metas = ", ".join(f"({p.name}._data.shape, {p.name}._data.dtype)" for p in tensors)
        comma = "," if len(tensors) == 1 else ""
        lines.append(f"node.next_functions = ({edges}{comma})")
        lines.append(f"node.input_meta = ({metas}{comma})")
    for s in view.saved:
        users = [f.input for f in view.formulas if any(t.slot == s.slot for t in f.saved)]
        if s.kind == "tensor":
            value = s.param
        elif s.kind == "metadata" and s.attribute == "shapes":
            value = f"[t._data.shape for t in {s.param}]"
        elif s.kind == "metadata":
            value = f"{s.param}._data.{s.attribute}" if s.attribute != "dtype" else f"{s.param}.dtype"
        else:
            value = s.param
        saving = [f"node._saved_{s.slot} = {value}"]
        if s.kind == "tensor":
            saving.append(f"node._version_of_{s.slot} = {s.param}._version")
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
        "function": op.name,
        "params": [(p.name, KIND_OF_TYPE[p.type]) for p in op.params],
        "defaults": {p.name: p.default for p in op.params if p.has_default},
        "domain": op.test.get("domain", {}),
        "numpy": op.test["numpy"],
        "torch": op.test.get("torch"),
        "differentiable_inputs": [f.input for f in view.formulas],
        "differentiable_outputs": [i for i, o in enumerate(op.outputs) if o.differentiable],
        "double_differentiable": all(f.rendered.differentiable is not None for f in view.formulas),
        "contiguous_only": bool(op.test.get("contiguous_only")),
    }


def test_cases(view: OpView) -> list[dict]:
    """The test cases of one op: its own, or broadcasting defaults for an elementwise op."""
    op = view.op
    if not op.test:
        return []
    cases = op.test.get("cases")
    if not cases:
        if not view.elementwise:
            raise SpecError("derivatives.yaml", op.line, f"{op.full_name}: the test needs `cases:` "
                                                       f"(only elementwise ops get default shapes)")
        cases = [{"shapes": shapes} for shapes in DEFAULT_CASES[len(op.tensor_params)]]
    return [{"shapes": case.get("shapes", []), "args": case.get("args", {})} for case in cases]


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), trim_blocks=True, lstrip_blocks=True,
                             keep_trailing_newline=True, undefined=jinja2.StrictUndefined)
    env.globals.update(tuple=tuple, local_name=local_name, kind_of=lambda p: KIND_OF_TYPE[p.type], repr=repr,
                       backward_body=backward_body, node_slots=node_slots, inplace_call=inplace_call, test_cases=test_cases, test_info=test_info, forward_body=forward_body, python_params=python_params)
    env.filters.update(add_suffix=lambda text, suffix: text + suffix,
                       add_prefix=lambda text, prefix: prefix + text,
                       dtype_cast=lambda source: f"dtype.type({source})")
    return env


def render_all(ops: list[Op], helpers: dict[str, bool], path: str = "derivatives.yaml") -> dict[str, str]:
    """Every generated file, by its path relative to the repository root."""
    views = build_views(ops, helpers, path)
    env = _environment()
    groups: dict[str, list[OpView]] = {}
    for v in views:
        groups.setdefault(v.op.name, []).append(v)
    kernel_sources = [kv.fallback + "".join(src for _, src in kv.kernel.hoisted)
                      for v in views for kv in [v.forward_kernel] + [f.kernel for f in v.formulas] if kv]
    context = {"views": views, "groups": groups,
               "uses_array_helpers": any("arrays." in source for source in kernel_sources)}
    files = {
        "generated/kernels.py": "kernels.py.j2",
        "generated/array_ops.py": "array_ops.py.j2",
        "generated/nodes.py": "nodes.py.j2",
        "generated/ops.py": "ops.py.j2",
        "tests/generated/test_ops.py": "test_ops.py.j2",
    }
    return {out: env.get_template(template).render(**context) for out, template in files.items()}
