"""Load derivatives.yaml into a small model (Op, Param, Formula), validating as it goes.

The keys and the kind of value each holds are declared in codegen/schema.py; this module reads
the signature, then every key through its kind, then checks what involves several keys. Every
error names the YAML line it comes from, so a bad entry is found in one look.
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

import yaml

from . import schema
from .errors import SpecError
from .schema import DIM_NAMES, NOT_A_DIM, PARAM_TYPES, TENSOR_TYPES
from .values import UNLESS_EMPTY, Where, mapping

ENTRY_KEYS = set(schema.ENTRY)
TEST_KEYS = set(schema.TEST)


@dataclass
class Param:
    name: str
    type: str
    optional: bool = False
    default: str | None = None  # Python source of the default, None when required
    keyword_only: bool = False  # after a bare `*` in the signature

    @property
    def is_tensor(self) -> bool:
        return self.type == "Tensor"

    @property
    def is_tensor_list(self) -> bool:
        return self.type == "Tensor[]"

    @property
    def has_default(self) -> bool:
        return self.default is not None


@dataclass
class Output:
    name: str
    differentiable: bool = True
    is_list: bool = False  # `-> Tensor[]`: as many tensors as the arguments say (split, unbind)


@dataclass
class Formula:
    input: str       # the input it differentiates
    source: str      # the Python expression as written in the YAML
    line: int


@dataclass
class Op:
    name: str                  # base name, e.g. "pow"
    overload: str              # "" or e.g. "Tensor_Scalar"
    params: list[Param]
    outputs: list[Output]
    forward: str               # "" for a composite
    line: int
    formulas: list[Formula] = field(default_factory=list)
    non_differentiable: list[str] = field(default_factory=list)
    float_compute: bool = False
    float_unless: str = ""     # `dtype: float unless <param>`: that optional parameter, given, keeps the input dtype
    variants: set[str] = field(default_factory=lambda: {"function", "method"})
    test: dict = field(default_factory=dict)
    is_view: bool = False      # the output shares the first input's memory (when NumPy does not copy)
    inplace: bool = False      # also generate op_(self, ...): the result written back into self
    no_double_backward: str = ""  # why its formulas cannot be differentiated, when they cannot
    dtype_rules: dict[str, str] = field(default_factory=dict)  # input -> floating | bool | numeric | same as <input>
    dtype_rules_unless_empty: set[str] = field(default_factory=set)  # inputs whose rule ends `unless an input is empty`
    numbers: list[str] = field(default_factory=list)  # tensor inputs that may be given as Python numbers
    promote: list[str] = field(default_factory=list)  # the inputs that make the result dtype (default: all)
    dim_ranks: dict[str, str] = field(default_factory=dict)  # dim parameter -> the rank it indexes (an expression)
    choices: dict[str, list[str]] = field(default_factory=dict)  # str parameter -> the values it takes
    node_name: str = ""        # e.g. MulBackward0: set once all overloads are known
    signature: str = ""        # the `name:` line as written
    forward_line: int = 0      # the line of `forward:` (or of `composite:`)
    composite: str = ""        # the op written with other ops (`composite:`), autograd differentiates it
    section: str = ""          # the `# ---- <section>` of derivatives.yaml the entry is in
    aliases: list[str] = field(default_factory=list)  # other public names (arctan2 for atan2)
    checks: str = ""           # helper calls run before the `dtypes:` checks (`checks:`): PyTorch's Python-level ones
    tangent: str = ""          # `result:`: the forward-mode formula, or auto_element_wise / auto_linear
    tangent_line: int = 0
    batching: str = ""         # `vmap:`: element_wise, loop, or a helper of func/batch_rules_helpers.py
    batching_line: int = 0

    @property
    def full_name(self) -> str:
        return f"{self.name}.{self.overload}" if self.overload else self.name

    @property
    def tensor_params(self) -> list[Param]:
        return [p for p in self.params if p.type in TENSOR_TYPES]

    def param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)

    @property
    def dim_params(self) -> list[Param]:
        """Parameters that are dims of a tensor: by name (dim, dims, dim0, dim1) or declared in `dims:`."""
        return [p for p in self.params if p.type in ("int", "int[]") and (p.name in DIM_NAMES or p.name in self.dim_ranks)
                and self.dim_ranks.get(p.name) != NOT_A_DIM]

    @property
    def differentiable(self) -> bool:
        return any(o.differentiable for o in self.outputs)

    @property
    def returns_list(self) -> bool:
        """`-> Tensor[]`: a tuple of tensors whose length the arguments decide (split, unbind)."""
        return len(self.outputs) == 1 and self.outputs[0].is_list


_SECTION = re.compile(r"^# -{8,} (.+)$")  # `# ---------------- reductions`: the entries below are in it
_SIGNATURE = re.compile(r"^(?P<name>[A-Za-z_]\w*)(?:\.(?P<overload>\w+))?\((?P<params>.*)\)\s*->\s*(?P<returns>.+)$")
_PARAM = re.compile(r"^(?P<type>\w+(?:\??\[\])*)(?P<optional>\?)?\s+(?P<name>[A-Za-z_]\w*)\s*(?:=\s*(?P<default>.+))?$")


def _split_top_level(text: str) -> list[str]:
    """Split on commas that are not inside brackets: `int[] a=(1, 2), bool b`."""
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return [p.strip() for p in parts]


def _camel(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in name.split("_") if part)


class _Reader:
    """Walks the composed YAML tree so every value keeps its line number."""

    def __init__(self, path: str):
        self.path = path

    def error(self, node, message: str) -> SpecError:
        return SpecError(self.path, node.start_mark.line + 1, message)

    def parse_signature(self, node) -> tuple[str, str, list[Param], list[Output]]:
        text = schema.ENTRY["name"].read(node, Where(self.path, "name"))
        m = _SIGNATURE.match(text.strip())
        if not m:
            raise self.error(node, f"cannot read the signature {text!r}: expected `op(Type arg, ...) -> Tensor`")
        params = []
        keyword_only = False
        for raw in _split_top_level(m["params"]):
            if raw == "*":
                if keyword_only:
                    raise self.error(node, "`*` appears twice in the signature")
                keyword_only = True
                continue
            pm = _PARAM.match(raw)
            if not pm:
                raise self.error(node, f"cannot read the parameter {raw!r}: expected `Type name` or `Type name=default`")
            if pm["type"] not in PARAM_TYPES:
                raise self.error(node, f"unknown type {pm['type']!r} for parameter {pm['name']!r}; known types: {', '.join(sorted(PARAM_TYPES))}")
            if any(p.name == pm["name"] for p in params):
                raise self.error(node, f"parameter {pm['name']!r} appears twice")
            if keyword_only and pm["default"] is None:
                raise self.error(node, f"keyword-only parameter {pm['name']!r} needs a default")
            param = Param(pm["name"], pm["type"], bool(pm["optional"]), pm["default"], keyword_only)
            if param.has_default:
                problem = _default_problem(param)
                if problem:
                    raise self.error(node, f"{m['name']}: the default of {param.name} ({param.type}) {problem}")
            params.append(param)
        returns = m["returns"].strip()
        if returns == "Tensor":
            outputs = [Output("result")]
        elif returns == "Tensor[]":
            outputs = [Output("result", is_list=True)]
        else:
            inner = re.fullmatch(r"\((.*)\)", returns)
            outputs = []
            for raw in _split_top_level(inner[1]) if inner else []:
                om = re.fullmatch(r"Tensor\s+(\w+)", raw)
                if not om:
                    raise self.error(node, f"cannot read the return {raw!r}: expected `Tensor name`")
                outputs.append(Output(om[1]))
            if not outputs:
                raise self.error(node, f"cannot read the returns {returns!r}: expected `Tensor`, `Tensor[]` "
                                             f"or `(Tensor a, Tensor b)`")
        return m["name"], m["overload"] or "", params, outputs

    def entry(self, node) -> Op:
        where = Where(self.path, "entry")
        if not isinstance(node, yaml.MappingNode):
            raise self.error(node, "each entry must be a mapping with at least `name:` and `forward:`")
        items = mapping(node, where)
        if "name" not in items:
            raise self.error(node, "entry has no `name:`")
        name, overload, params, outputs = self.parse_signature(items["name"][1])
        if ("forward" in items) == ("composite" in items):
            raise self.error(node, f"{name}: entry has no `forward:` expression (nor `composite:`)" if "forward" not in items else
                                   f"{name}: an entry has either a `forward:` expression (and gradient formulas) "
                                   f"or a `composite:` one written with other ops, not both")
        op = Op(name=name, overload=overload, params=params, outputs=outputs, forward="",
                line=node.start_mark.line + 1, signature=items["name"][1].value)
        where = Where(self.path, "", op)
        first = "forward" if "forward" in items else "composite"
        op.forward_line = items[first][1].start_mark.line + 1
        if first == "forward":
            op.forward = schema.ENTRY["forward"].read(items["forward"][1], where.at("forward"))
        param_names = [p.name for p in params]
        for key, (key_node, value_node) in items.items():
            if key in ("name", "forward"):
                continue
            if "composite" in items and key in _NOT_FOR_COMPOSITES:
                raise self.error(key_node, f"{op.full_name}: `{key}` does not apply to a composite, whose "
                                           f"output comes from the ops it calls")
            if key == "result":
                op.tangent_line = value_node.start_mark.line + 1
            if key == "vmap":
                op.batching_line = value_node.start_mark.line + 1
            if key in schema.ENTRY:
                self.apply(op, key, schema.ENTRY[key].read(value_node, where.at(key)), value_node)
            elif key in param_names:
                if "composite" in items and schema.FORMULA.read(value_node, where.at(key)).strip() != "non_differentiable":
                    raise self.error(value_node, f"{op.full_name}: a composite has no gradient formulas (autograd "
                                                 f"differentiates the ops it calls); an input may only be "
                                                 f"`non_differentiable`")
                if op.param(key).type not in TENSOR_TYPES:
                    raise self.error(key_node, f"{op.full_name}: {key!r} is a {op.param(key).type}, not a Tensor: "
                                               f"only tensors take gradient formulas")
                source = schema.FORMULA.read(value_node, where.at(key))
                if source.strip() == "non_differentiable":
                    op.non_differentiable.append(key)
                else:
                    op.formulas.append(Formula(key, source, value_node.start_mark.line + 1))
            else:
                raise self.error(key_node, f"{op.full_name}: {key!r} is neither an input of the op ({', '.join(param_names)}) "
                                           f"nor a known key ({', '.join(sorted(ENTRY_KEYS))})")
        if op.overload == "functional":  # F's own signature of a torch op: public in F only
            if "variants" in items and set(op.variants) != {"functional"}:
                raise self.error(items["variants"][1], f"{op.full_name}: a `.functional` overload is "
                                                       f"torch.nn.functional's signature, public only there: "
                                                       f"its variants can only be `functional`")
            op.variants = {"functional"}
        if op.differentiable and not op.composite:
            covered = {f.input for f in op.formulas} | set(op.non_differentiable)
            missing = [p.name for p in op.tensor_params if p.name not in covered]
            if missing:
                raise self.error(node, f"{op.full_name}: no formula for the differentiable input(s) {', '.join(missing)}: "
                                       f"add `{missing[0]}: <formula>` or mark it `{missing[0]}: non_differentiable`")
        elif op.formulas:
            raise self.error(node, f"{op.full_name}: has gradient formulas but no differentiable output")
        return op

    def apply(self, op: Op, key: str, value, node) -> None:
        """Store one key's value (already read by its kind) in the op, checking it against the op."""
        if key == "output_differentiability":
            if len(value) != len(op.outputs):
                raise self.error(node, f"{op.full_name}: output_differentiability must list one true/false per "
                                       f"output ({len(op.outputs)}), not {len(value)}")
            for out, flag in zip(op.outputs, value):
                out.differentiable = flag
            return
        # the in-place variant writes into its first parameter, or into `self` (polygamma_(n))
        if key == "inplace" and value and not (op.params and op.params[0].is_tensor) and \
                not (op.param("self") is not None and op.param("self").is_tensor):
            raise self.error(node, f"{op.full_name}: an in-place variant writes into its first "
                                   f"parameter, which must be a Tensor (or into a Tensor `self`)")
        if key == "variants" and "linalg" in value and not op.name.startswith("linalg_"):
            raise self.error(node, f"{op.full_name}: a linalg op is named linalg_<name>, as in PyTorch's "
                                   f"native_functions.yaml, and is public as specgrad.linalg.<name>")
        if key == "dtype":
            op.float_unless = value
            value = True
        if key == "dtypes":
            op.dtype_rules_unless_empty = {name for name, rule in value.items() if rule.endswith(UNLESS_EMPTY)}
            value = {name: rule[:-len(UNLESS_EMPTY)].strip() if name in op.dtype_rules_unless_empty else rule
                     for name, rule in value.items()}
        setattr(op, _FIELDS[key], value)


# keys about a forward of our own, which a composite does not have (a composite's `double_backward` says that the
# ops it calls refuse it: its tests then expect their error)
_NOT_FOR_COMPOSITES = {"view", "dtype", "result"}
# the Op field each entry key is stored in (output_differentiability goes to the outputs)
_FIELDS = {"composite": "composite", "choices": "choices", "dtype": "float_compute", "variants": "variants",
           "test": "test", "view": "is_view", "inplace": "inplace", "double_backward": "no_double_backward",
           "dtypes": "dtype_rules", "numbers": "numbers", "dims": "dim_ranks", "promote": "promote",
           "aliases": "aliases", "checks": "checks", "result": "tangent", "vmap": "batching"}


def _default_problem(param: Param) -> str:
    """'' when the default is a Python value of the parameter's type, else what is wrong with it.
    generated/ops.py writes it as it is, so anything else would break `import specgrad`."""
    kind = PARAM_TYPES[param.type]
    source = param.default.strip()
    if not kind.default and source != "None":
        return f"can only be None, not {source!r}"
    try:
        value = ast.literal_eval(source)
    except (ValueError, SyntaxError):
        return f"is not a Python value: {source!r} (it must be {kind.what})"
    return kind.problem(param, value)


# PyYAML's contexts whose mark is where the mistake is: an opened bracket or quote, a key without `:`
_OPENERS = {"while parsing a flow sequence": "the `[` opened on this line is never closed",
            "while parsing a flow mapping": "the `{` opened on this line is never closed",
            "while scanning a quoted scalar": "the quote opened on this line is never closed",
            "while scanning a simple key": "this line has no `key: value` nor `- item`"}


def yaml_error(path: str, exc: yaml.YAMLError) -> SpecError:
    """A YAML syntax error at the line to fix. PyYAML notices an unclosed bracket or quote only
    where it meets the next thing it cannot read, often the next entry: its context_mark is where
    the bracket or quote was opened, and the mistake is there."""
    problem, context = getattr(exc, "problem_mark", None), getattr(exc, "context_mark", None)
    what = getattr(exc, "problem", None) or str(exc)
    if problem is None:
        return SpecError(path, 1, f"not valid YAML: {what}")
    line = problem.line + 1
    message = f"not valid YAML: {what}"
    if context is not None and context.line != problem.line and exc.context in _OPENERS:
        line = context.line + 1
        message = f"not valid YAML: {_OPENERS[exc.context]} ({what} at line {problem.line + 1})"
    elif "mapping values are not allowed" in what:
        message += " (a plain value cannot contain `: `: quote the value, or check the indentation of this line)"
    return SpecError(path, line, message)


def load_spec(text: str, path: str = "derivatives.yaml") -> list[Op]:
    reader = _Reader(path)
    try:
        root = yaml.compose(text)
        if root is None:
            return []
        if not isinstance(root, yaml.SequenceNode):
            raise reader.error(root, "the file must be a list of entries (`- name: ...`)")
        ops = [reader.entry(node) for node in root.value]
    except yaml.YAMLError as exc:  # also a tag that safe YAML cannot construct (`!!python/...`)
        raise yaml_error(path, exc) from None
    seen: dict[str, int] = {}
    overload_count: dict[str, int] = {}
    headers = [(number, m[1].strip()) for number, line in enumerate(text.splitlines(), 1)
               for m in [_SECTION.match(line)] if m]
    for op in ops:
        op.section = next((title for number, title in reversed(headers) if number < op.line), "")
        if op.full_name in seen:
            raise SpecError(path, op.line, f"{op.full_name} is already defined at line {seen[op.full_name]}")
        seen[op.full_name] = op.line
        if op.overload == "functional":
            continue  # F.<name>'s own function: not an overload of torch.<name>, no grad_fn number of its own
        number = overload_count.get(op.name, 0)
        overload_count[op.name] = number + 1
        op.node_name = f"{_camel(op.name)}Backward{number}"
    for op in ops:
        if op.overload == "functional":
            base = [o for o in ops if o.name == op.name and o is not op]
            if any("functional" in o.variants for o in base):
                raise SpecError(path, op.line, f"{op.full_name}: {op.name} is already public in "
                                               f"torch.nn.functional (its variants include functional)")
            op.node_name = f"{_camel(op.name)}FunctionalBackward0"
    return ops
