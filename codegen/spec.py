"""Load derivatives.yaml into a small model (Op, Param, Formula), validating as it goes.

Every error names the YAML line it comes from, so a bad entry is found in one look.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import yaml


class SpecError(Exception):
    """A problem with derivatives.yaml, reported as `derivatives.yaml:LINE: message`."""

    def __init__(self, path: str, line: int, message: str):
        super().__init__(f"{path}:{line}: {message}")
        self.line = line


TENSOR_TYPES = {"Tensor", "Tensor[]"}
PARAM_TYPES = TENSOR_TYPES | {"Scalar", "int", "int[]", "bool", "float", "Index", "ScalarType"}
ENTRY_KEYS = {"name", "forward", "output_differentiability", "dtype", "variants", "test", "view", "inplace",
              "double_backward", "dtypes", "numbers", "dims"}
TEST_KEYS = {"numpy", "torch", "domain", "cases", "contiguous_only", "special"}
# what `dtypes:` may require of a tensor input (see the header of derivatives.yaml)
DTYPE_RULES = {"floating", "bool", "numeric", "not implemented for bool", "not implemented for integers"}
SAME_DTYPE = re.compile(r"^same as (\w+)$")
# int parameters with these names are dims of the first tensor input, checked and wrapped as PyTorch does
DIM_NAMES = {"dim", "dim0", "dim1", "dims"}
DOMAINS = {"any", "positive", "nonzero", "unit", "bool", "small_int"}
VARIANTS = {"function", "method", "internal"}


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
    forward: str
    line: int
    formulas: list[Formula] = field(default_factory=list)
    non_differentiable: list[str] = field(default_factory=list)
    float_compute: bool = False
    variants: set[str] = field(default_factory=lambda: {"function", "method"})
    test: dict = field(default_factory=dict)
    is_view: bool = False      # the output shares the first input's memory (when NumPy does not copy)
    inplace: bool = False      # also generate op_(self, ...): the result written back into self
    no_double_backward: str = ""  # why its formulas cannot be differentiated, when they cannot
    dtype_rules: dict[str, str] = field(default_factory=dict)  # input -> floating | bool | numeric | same as <input>
    numbers: list[str] = field(default_factory=list)  # tensor inputs that may be given as Python numbers
    dim_ranks: dict[str, str] = field(default_factory=dict)  # dim parameter -> the rank it indexes (an expression)
    node_name: str = ""        # e.g. MulBackward0: set once all overloads are known
    signature: str = ""        # the `name:` line as written

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
        return [p for p in self.params if p.type in ("int", "int[]") and (p.name in DIM_NAMES or p.name in self.dim_ranks)]

    @property
    def differentiable(self) -> bool:
        return any(o.differentiable for o in self.outputs)


_SIGNATURE = re.compile(r"^(?P<name>[A-Za-z_]\w*)(?:\.(?P<overload>\w+))?\((?P<params>.*)\)\s*->\s*(?P<returns>.+)$")
_PARAM = re.compile(r"^(?P<type>[\w\[\]]+)(?P<optional>\?)?\s+(?P<name>[A-Za-z_]\w*)\s*(?:=\s*(?P<default>.+))?$")


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

    def plain(self, node):
        """A YAML node as plain Python data (for test data, where lines matter less)."""
        return yaml.safe_load(yaml.serialize(node))

    def string(self, node, what: str) -> str:
        if not isinstance(node, yaml.ScalarNode) or node.tag == "tag:yaml.org,2002:null":
            raise self.error(node, f"{what} must be a string")
        return str(node.value)

    def parse_signature(self, node) -> tuple[str, str, list[Param], list[Output]]:
        text = self.string(node, "name")
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
            params.append(Param(pm["name"], pm["type"], bool(pm["optional"]), pm["default"], keyword_only))
        returns = m["returns"].strip()
        if returns == "Tensor":
            outputs = [Output("result")]
        else:
            inner = re.fullmatch(r"\((.*)\)", returns)
            outputs = []
            for raw in _split_top_level(inner[1]) if inner else []:
                om = re.fullmatch(r"Tensor\s+(\w+)", raw)
                if not om:
                    raise self.error(node, f"cannot read the return {raw!r}: expected `Tensor name`")
                outputs.append(Output(om[1]))
            if not outputs:
                raise self.error(node, f"cannot read the returns {returns!r}: expected `Tensor` or `(Tensor a, Tensor b)`")
        return m["name"], m["overload"] or "", params, outputs

    def entry(self, node) -> Op:
        if not isinstance(node, yaml.MappingNode):
            raise self.error(node, "each entry must be a mapping with at least `name:` and `forward:`")
        items = {}
        for key_node, value_node in node.value:
            key = key_node.value
            if key in items:
                raise self.error(key_node, f"key {key!r} appears twice in this entry")
            items[key] = (key_node, value_node)
        if "name" not in items:
            raise self.error(node, "entry has no `name:`")
        name, overload, params, outputs = self.parse_signature(items["name"][1])
        if "forward" not in items:
            raise self.error(node, f"{name}: entry has no `forward:` expression")
        op = Op(name=name, overload=overload, params=params, outputs=outputs,
                forward=self.string(items["forward"][1], "forward"), line=node.start_mark.line + 1,
                signature=items["name"][1].value)
        param_names = {p.name for p in params}
        for key, (key_node, value_node) in items.items():
            if key in ("name", "forward"):
                continue
            if key == "output_differentiability":
                flags = self.plain(value_node)
                if not isinstance(flags, list) or len(flags) != len(outputs) or not all(isinstance(f, bool) for f in flags):
                    raise self.error(value_node, f"output_differentiability must list one true/false per output ({len(outputs)})")
                for out, flag in zip(outputs, flags):
                    out.differentiable = flag
            elif key == "dtype":
                if self.string(value_node, "dtype") != "float":
                    raise self.error(value_node, "dtype can only be `float` (integer inputs computed in the default float dtype)")
                op.float_compute = True
            elif key == "variants":
                variants = {v.strip() for v in self.string(value_node, "variants").split(",")}
                if not variants <= VARIANTS:
                    raise self.error(value_node, f"unknown variants {sorted(variants - VARIANTS)}; use {', '.join(sorted(VARIANTS))}")
                op.variants = variants
            elif key == "test":
                op.test = self.test_section(value_node, op)
            elif key == "double_backward":
                reason = self.string(value_node, "double_backward")
                if not reason.startswith("not_implemented"):
                    raise self.error(value_node, "double_backward can only be `not_implemented: <why>`")
                op.no_double_backward = reason.partition(":")[2].strip() or "not implemented"
            elif key == "dtypes":
                op.dtype_rules = self.dtype_rules(value_node, op)
            elif key == "numbers":
                op.numbers = self.tensor_names(value_node, op, "numbers")
            elif key == "dims":
                op.dim_ranks = self.dim_ranks(value_node, op)
            elif key in ("view", "inplace"):
                flag = self.plain(value_node)
                if not isinstance(flag, bool):
                    raise self.error(value_node, f"{key} must be true or false")
                if key == "inplace" and flag and not (op.params and op.params[0].is_tensor):
                    raise self.error(value_node, f"{op.full_name}: an in-place variant writes into its first "
                                                 f"parameter, which must be a Tensor")
                setattr(op, "is_view" if key == "view" else "inplace", flag)
            elif key in param_names:
                param = op.param(key)
                source = self.string(value_node, f"the formula for {key}")
                if param.type not in TENSOR_TYPES:
                    raise self.error(key_node, f"{op.full_name}: {key!r} is a {param.type}, not a Tensor: only tensors take gradient formulas")
                if source.strip() == "non_differentiable":
                    op.non_differentiable.append(key)
                else:
                    op.formulas.append(Formula(key, source, value_node.start_mark.line + 1))
            else:
                raise self.error(key_node, f"{op.full_name}: {key!r} is neither an input of the op ({', '.join(param_names)}) "
                                           f"nor a known key ({', '.join(sorted(ENTRY_KEYS))})")
        if op.differentiable:
            covered = {f.input for f in op.formulas} | set(op.non_differentiable)
            missing = [p.name for p in op.tensor_params if p.name not in covered]
            if missing:
                raise self.error(node, f"{op.full_name}: no formula for the differentiable input(s) {', '.join(missing)}: "
                                       f"add `{missing[0]}: <formula>` or mark it `{missing[0]}: non_differentiable`")
        elif op.formulas:
            raise self.error(node, f"{op.full_name}: has gradient formulas but no differentiable output")
        return op

    def tensor_names(self, node, op: Op, key: str) -> list[str]:
        names = self.plain(node)
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise self.error(node, f"{key} must be a list of tensor inputs, e.g. [self, other]")
        for name in names:
            if op.param(name) is None or not op.param(name).is_tensor:
                raise self.error(node, f"{op.full_name}: {key} names {name!r}, which is not a Tensor input")
        return names

    def dtype_rules(self, node, op: Op) -> dict[str, str]:
        rules = self.plain(node)
        if not isinstance(rules, dict):
            raise self.error(node, "dtypes must map tensor inputs to a rule, e.g. {condition: bool}")
        for name, rule in rules.items():
            param = op.param(name)
            if param is None or param.type not in TENSOR_TYPES:
                raise self.error(node, f"{op.full_name}: dtypes names {name!r}, which is not a Tensor input")
            same = SAME_DTYPE.match(str(rule))
            if same:
                other = op.param(same[1])
                if other is None or other.type not in TENSOR_TYPES or other is param:
                    raise self.error(node, f"{op.full_name}: {name}: {rule!r} must name another Tensor input")
            elif rule not in DTYPE_RULES:
                raise self.error(node, f"{op.full_name}: unknown dtype rule {rule!r} for {name}; use one of "
                                       f"{', '.join(sorted(DTYPE_RULES))} or `same as <input>`")
        return rules

    def dim_ranks(self, node, op: Op) -> dict[str, str]:
        ranks = self.plain(node)
        if not isinstance(ranks, dict):
            raise self.error(node, "dims must map a dim parameter to the rank it indexes, e.g. {dim: self.ndim + 1}")
        for name, rank in ranks.items():
            param = op.param(name)
            if param is None or param.type not in ("int", "int[]"):
                raise self.error(node, f"{op.full_name}: dims names {name!r}, which is not an int or int[] parameter")
            if not isinstance(rank, str):
                raise self.error(node, f"{op.full_name}: the rank of {name} must be an expression, e.g. self.ndim + 1")
        return {name: str(rank) for name, rank in ranks.items()}

    def test_section(self, node, op: Op) -> dict:
        data = self.plain(node)
        if not isinstance(data, dict):
            raise self.error(node, "test must be a mapping")
        values = {key.value: value for key, value in node.value}
        unknown = set(data) - TEST_KEYS
        if unknown:
            raise self.error(node, f"unknown test keys {sorted(unknown)}; known: {', '.join(sorted(TEST_KEYS))}")
        if "numpy" not in data:
            raise self.error(node, f"{op.full_name}: the test needs a `numpy:` reference forward")
        for name, domain in (data.get("domain") or {}).items():
            if op.param(name) is None:
                raise self.error(values["domain"], f"test domain names {name!r}, which is not an input of {op.full_name}")
            if domain not in DOMAINS:
                raise self.error(values["domain"], f"unknown domain {domain!r} for {name}; use one of {', '.join(sorted(DOMAINS))}")
        special = data.get("special") or {}
        if not isinstance(special, dict) or not all(
                isinstance(v, list) and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in v)
                for v in special.values()):
            raise self.error(values.get("special", node), "special must map tensor inputs to lists of numbers, "
                                                           "e.g. {self: [0.0, 1.0]}")
        for name in special:
            if op.param(name) is None or op.param(name).type not in TENSOR_TYPES:
                raise self.error(values["special"], f"test special names {name!r}, which is not a tensor input of "
                                                    f"{op.full_name}")
        case_nodes = values["cases"].value if "cases" in values and isinstance(values["cases"], yaml.SequenceNode) else []
        for case, case_node in zip(data.get("cases") or [], case_nodes):
            shapes = case.get("shapes")
            if shapes is not None and len(shapes) != len(op.tensor_params):
                raise self.error(case_node, f"{op.full_name}: a test case gives {len(shapes)} shape(s) for "
                                            f"{len(op.tensor_params)} tensor input(s): {case}")
            for arg in case.get("args") or {}:
                if op.param(arg) is None:
                    raise self.error(case_node, f"{op.full_name}: test case argument {arg!r} is not a parameter")
        return data


def load_spec(text: str, path: str = "derivatives.yaml") -> list[Op]:
    reader = _Reader(path)
    try:
        root = yaml.compose(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise SpecError(path, mark.line + 1 if mark else 1, f"not valid YAML: {exc}") from None
    if root is None:
        return []
    if not isinstance(root, yaml.SequenceNode):
        raise reader.error(root, "the file must be a list of entries (`- name: ...`)")
    ops = [reader.entry(node) for node in root.value]
    seen: dict[str, int] = {}
    overload_count: dict[str, int] = {}
    for op in ops:
        if op.full_name in seen:
            raise SpecError(path, op.line, f"{op.full_name} is already defined at line {seen[op.full_name]}")
        seen[op.full_name] = op.line
        number = overload_count.get(op.name, 0)
        overload_count[op.name] = number + 1
        op.node_name = f"{_camel(op.name)}Backward{number}"
    return ops
