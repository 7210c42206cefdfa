"""The kinds of value derivatives.yaml holds, each read from its YAML node.

codegen/schema.py says which kind each key holds. A kind checks the node it is given, reports a
mistake at that node's own line (an item of a list at the item's line, a key at the key's line),
and returns plain Python data, so nothing after loading meets a value of the wrong shape.
"""
from __future__ import annotations

import ast
import math
from dataclasses import dataclass, replace
from typing import Callable

import yaml

from .errors import SpecError
from .expressions import BUILTINS, free_names, parse, rank_problem, template_arity

NULL = "tag:yaml.org,2002:null"
INT = "tag:yaml.org,2002:int"
FLOAT = "tag:yaml.org,2002:float"
BOOL = "tag:yaml.org,2002:bool"


def plain(node):
    """A YAML node as plain Python data."""
    return yaml.SafeLoader("").construct_object(node, deep=True)


def describe(node) -> str:
    """A node in words, for `... must be X, not <this>`."""
    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    return "empty" if node.tag == NULL else repr(plain(node))


@dataclass(frozen=True)
class Where:
    """What is being read: the file, the key (dotted: `test.cases`) and the op, once its signature
    is known. Errors name the op and point at the line of the node they are about."""
    path: str
    key: str = ""
    op: object = None

    def at(self, key: str) -> Where:
        return replace(self, key=f"{self.key}.{key}" if self.key else key)

    @property
    def name(self) -> str:
        """The last part of the key: in `dtypes.self`, the input `self`."""
        return self.key.rpartition(".")[2]

    def error(self, node, message: str) -> SpecError:
        prefix = f"{self.op.full_name}: " if self.op is not None else ""
        return SpecError(self.path, node.start_mark.line + 1, prefix + message)


class Kind:
    """A kind of value: `read` checks a YAML node and returns it as plain Python data."""
    what = "a value"

    def read(self, node, where: Where):
        raise NotImplementedError

    def wrong(self, node, where: Where) -> SpecError:
        return where.error(node, f"`{where.key}` must be {self.what}, not {describe(node)}")


# ------------------------------------------------------------------------------ scalars

class Text(Kind):
    """A string as written (a number written there is kept as its source text: `self: 0`)."""

    def __init__(self, what: str = "a string"):
        self.what = what

    def read(self, node, where) -> str:
        if not isinstance(node, yaml.ScalarNode) or node.tag == NULL or node.value.strip() == "":
            raise self.wrong(node, where)
        return node.value


class Flag(Kind):
    what = "true or false"

    def read(self, node, where) -> bool:
        if not isinstance(node, yaml.ScalarNode) or node.tag != BOOL:
            raise self.wrong(node, where)
        return plain(node)


class Number(Kind):
    """An int or a float. Finite only: the generated test module writes values as Python
    literals, and `inf` or `nan` is no literal."""
    what = "a finite number"

    def read(self, node, where) -> int | float:
        if not isinstance(node, yaml.ScalarNode) or node.tag not in (INT, FLOAT) or not math.isfinite(plain(node)):
            raise self.wrong(node, where)
        return plain(node)


class Choice(Text):
    def __init__(self, options, what: str = ""):
        self.options = sorted(options)
        super().__init__(what or "one of " + ", ".join(self.options))

    def read(self, node, where) -> str:
        value = super().read(node, where)
        if value not in self.options:
            raise where.error(node, f"`{where.key}`: unknown {value!r}; use {self.what}")
        return value


class CommaList(Text):
    """Words separated by commas, from a fixed set: `variants: function, method`."""

    def __init__(self, options):
        self.options = sorted(options)
        super().__init__(f"a comma-separated list of {', '.join(self.options)}")

    def read(self, node, where) -> set[str]:
        words = {word.strip() for word in super().read(node, where).split(",")}
        unknown = sorted(words - set(self.options))
        if unknown:
            raise where.error(node, f"unknown {where.key} {unknown}; use {', '.join(self.options)}")
        return words


# ------------------------------------------------------------------------------ collections

def mapping(node, where: Where, kind: Kind | None = None) -> dict[str, tuple]:
    """The items of a mapping node by key, each key a name that appears once."""
    if not isinstance(node, yaml.MappingNode):
        raise (kind or Text("a mapping")).wrong(node, where)
    items = {}
    for key_node, value_node in node.value:
        if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == NULL:
            raise where.error(key_node, f"the keys of `{where.key}` must be names, not {describe(key_node)}")
        key = key_node.value
        if key in items:
            raise where.error(key_node, f"key {key!r} appears twice in `{where.key}`")
        items[key] = (key_node, value_node)
    return items


class ListOf(Kind):
    def __init__(self, item: Kind, what: str):
        self.item, self.what = item, what

    def read(self, node, where) -> list:
        if not isinstance(node, yaml.SequenceNode):
            raise self.wrong(node, where)
        if not node.value:
            raise where.error(node, f"`{where.key}` is an empty list; it must be {self.what}")
        return [self.item.read(item, where) for item in node.value]


class MapOf(Kind):
    """A mapping from names (read by the key kind) to values; a value is read at `key.name`."""

    def __init__(self, key: Kind, value: Kind, what: str):
        self.key, self.value, self.what = key, value, what

    def read(self, node, where) -> dict:
        return {self.key.read(key_node, where): self.value.read(value_node, where.at(name))
                for name, (key_node, value_node) in mapping(node, where, self).items()}


class Record(Kind):
    """A mapping with known keys, each holding its own kind; `required` keys with why they are
    needed; `check` sees the whole record once its keys are read."""

    def __init__(self, fields: dict[str, Kind], what: str, required: dict[str, str] | None = None,
                 check: Callable | None = None):
        self.fields, self.what, self.required, self.check = fields, what, required or {}, check

    def read(self, node, where) -> dict:
        items = mapping(node, where, self)
        for key, (key_node, _) in items.items():
            if key not in self.fields:
                raise where.error(key_node, f"unknown key {key!r} in `{where.key}`; known: {', '.join(self.fields)}")
        for key, why in self.required.items():
            if key not in items:
                raise where.error(node, f"`{where.key}` needs `{key}:` ({why})")
        data = {key: self.fields[key].read(value_node, where.at(key)) for key, (_, value_node) in items.items()}
        if self.check is not None:
            self.check(data, node, where)
        return data


# ------------------------------------------------------------------------------ names of the op

class Input(Text):
    """The name of a parameter of the op, of one of `types`: `dtypes: {self: ...}`."""

    def __init__(self, types, what: str):
        super().__init__(what)
        self.types = set(types)

    def read(self, node, where) -> str:
        name = super().read(node, where)
        param = where.op.param(name)
        if param is None or param.type not in self.types:
            choices = [p.name for p in where.op.params if p.type in self.types]
            raise where.error(node, f"`{where.key}` names {name!r}, which is not {self.what} of the op "
                                    f"({', '.join(choices) or 'it has none'})")
        return name


# ------------------------------------------------------------------------------ expressions

class Expression(Text):
    """A Python expression that may read only `names`, the op's parameters (when `parameters`) and
    Python's builtins (when `builtins`). `kernels` gives the elementwise functions that have a
    kernel template, whose argument count is then checked."""

    def __init__(self, what: str, names=(), parameters: bool = True, builtins: bool = False,
                 kernels: dict | None = None):
        super().__init__("a Python expression")
        self.description, self.names = what, tuple(names)
        self.parameters, self.builtins, self.kernels = parameters, builtins, kernels or {}

    def allowed(self, op) -> list[str]:
        return list(self.names) + ([p.name for p in op.params] if self.parameters and op is not None else [])

    def read(self, node, where) -> str:
        source = super().read(node, where)
        try:
            tree = parse(source)
        except ValueError as exc:
            raise where.error(node, f"{self.description} is {exc}") from None
        allowed = set(self.allowed(where.op)) | (BUILTINS if self.builtins else set())
        unknown = [name for name in free_names(tree) if name not in allowed]
        if unknown:
            may = ", ".join(self.allowed(where.op)) + (" and Python's builtins" if self.builtins else "")
            raise where.error(node, f"{self.description} uses unknown name {unknown[0]!r}; it may use {may}")
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)):
            arity = template_arity(self.kernels.get(call.func.id))
            if arity is not None and (len(call.args) != arity or call.keywords):
                raise where.error(node, f"{self.description} calls {call.func.id} with {len(call.args)} "
                                        f"argument(s); it takes {arity}")
        return source


class Formula(Text):
    """The gradient formula of one input, or `non_differentiable`. A formula is the vector-Jacobian
    product grad . d(output)/d(input): linear in grad, so one that does not read grad is wrong
    unless it is zero, and a zero written as `0` is a number where backward needs a tensor."""

    def __init__(self):
        super().__init__("a gradient formula (a Python expression) or non_differentiable")

    def read(self, node, where) -> str:
        source = super().read(node, where)
        if source.strip() == "non_differentiable":
            return source
        try:
            tree = parse(source)
        except ValueError as exc:
            raise where.error(node, f"the formula for {where.name} is {exc}") from None
        outputs = where.op.outputs if where.op is not None else []
        grads = {"grad", "grads"} | {f"grad_{o.name}" for o in outputs if len(outputs) > 1}
        if not grads & set(free_names(tree)):
            raise where.error(node, f"the formula for {where.name} does not read grad: a gradient formula is "
                                    f"linear in grad (grad times the derivative), so it must read it; for a zero "
                                    f"gradient write `grad * 0`, or mark the input `non_differentiable`")
        return source


class NotImplementedReason(Text):
    """`double_backward: "not_implemented: <why>"`: the why, for the error double backward raises."""

    def __init__(self):
        super().__init__('"not_implemented: <why>" (quoted: a plain YAML value cannot contain `: `)')

    def read(self, node, where) -> str:
        text = super().read(node, where)
        head, _, reason = text.partition(":")
        if head.strip() != "not_implemented":
            raise self.wrong(node, where)
        return reason.strip() or "not implemented"


UNLESS_0D = "unless 0-d"
# a rule PyTorch's kernel skips when a tensor input has no elements (softmax of an empty int64 tensor is one)
UNLESS_EMPTY = "unless an input is empty"


class DtypeRule(Text):
    """What dtype an input must have: a rule of `rules`, or `same as <another tensor input>` (with
    `unless 0-d` when a 0-d tensor there is read as a number of any dtype, as lerp's weight); any of
    them may end `unless an input is empty`."""

    def __init__(self, rules):
        self.rules = sorted(rules)
        super().__init__(f"one of {', '.join(self.rules)}, or `same as <input>`, optionally followed by "
                         f"`{UNLESS_EMPTY}`")

    def read(self, node, where) -> str:
        rule = super().read(node, where)
        base = rule[:-len(UNLESS_EMPTY)].strip() if rule.endswith(UNLESS_EMPTY) else rule
        if base in self.rules:
            return rule
        other = base[len("same as "):].strip() if base.startswith("same as ") else None
        if other is not None and other.endswith(UNLESS_0D):  # lerp's weight: a 0-d tensor is read as a number
            other = other[:-len(UNLESS_0D)].strip()
        if other is None:
            raise where.error(node, f"unknown dtype rule {base!r} for {where.name}; use {self.what}")
        param = where.op.param(other)
        if param is None or param.type not in ("Tensor", "Tensor[]") or other == where.name:
            raise where.error(node, f"{where.name}: {base!r} must name another Tensor input")
        return rule


class Rank(Text):
    """The rank a dim parameter indexes (`dims: {dim: self.ndim + 1}`), or `permutation of <rank>`."""

    def __init__(self):
        super().__init__("an expression of the rank the dim indexes, e.g. self.ndim + 1")

    def read(self, node, where) -> str:
        source = super().read(node, where)
        if source.strip() == "not a dim":  # schema.NOT_A_DIM: named like a dim, but none (tile's dims)
            return "not a dim"
        op = where.op
        problem = rank_problem(source, {p.name for p in op.params if p.is_tensor},
                               {p.name for p in op.params if p.is_tensor_list})
        if problem:
            raise where.error(node, f"the rank of {where.name}: {problem}")
        return source


# ------------------------------------------------------------------------------ test cases

@dataclass(frozen=True)
class ParamType:
    """A type of the signature: what a default or a test argument of it may be."""
    what: str                       # e.g. "an int or a list of ints"
    fits: Callable[[object], bool]  # a value as Python data (a default after ast.literal_eval)
    tensor: bool = False            # given by its shape in test cases, not as an argument
    default: bool = True            # whether a default other than None can be written in Python

    def problem(self, param, value) -> str:
        """'' when `value` fits `param` (of this type), else what is wrong, as `must ...`."""
        if value is None:
            return "" if param.optional else f"cannot be None: write `{param.type}? {param.name}` to allow None"
        return "" if self.fits(value) else f"must be {self.what}, not {value!r}"


def is_int(value) -> bool:
    return type(value) is int


def is_number(value) -> bool:
    return type(value) in (int, float) and math.isfinite(value)


def is_ints(value) -> bool:
    return is_int(value) or isinstance(value, (list, tuple)) and all(is_int(v) for v in value)


class Shapes(Kind):
    """One shape per tensor input: a list of sizes, or a list of shapes for a Tensor[] input, or
    null for an optional input (`Tensor? bias=None`) left out."""
    what = "a list with one shape per tensor input, e.g. [[3, 4], [4]]"

    def read(self, node, where) -> list:
        tensors = where.op.tensor_params
        names = ", ".join(p.name for p in tensors)
        if not isinstance(node, yaml.SequenceNode):
            raise self.wrong(node, where)
        if node.value and all(isinstance(n, yaml.ScalarNode) for n in node.value):
            raise where.error(node, f"`shapes` lists one shape per tensor input ({names}): write "
                                    f"[{plain(node)}] for one input of shape {plain(node)}")
        if len(node.value) != len(tensors):
            raise where.error(node, f"a test case gives {len(node.value)} shape(s) for {len(tensors)} tensor "
                                    f"input(s) ({names}): {plain(node)}")
        shapes = []
        for param, item in zip(tensors, node.value):
            if param.is_tensor_list:
                if not isinstance(item, yaml.SequenceNode) or not item.value or \
                        not all(isinstance(n, yaml.SequenceNode) for n in item.value):
                    raise where.error(item, f"{param.name} is a Tensor[]: its shape is a list of shapes, "
                                            f"e.g. [[2, 3], [4, 3]], not {plain(item)}")
                shapes.append([self.shape(n, param.name, where) for n in item.value])
            elif item.tag == NULL:  # an optional input left out
                if not param.optional:
                    raise where.error(item, f"{param.name} is not optional (`Tensor? {param.name}=None`): "
                                            f"it needs a shape, not null")
                shapes.append(None)
            else:
                shapes.append(self.shape(item, param.name, where))
        return shapes

    def shape(self, node, name: str, where) -> list[int]:
        sizes = plain(node) if isinstance(node, yaml.SequenceNode) else None
        if sizes is None or not all(is_int(n) for n in sizes):
            raise where.error(node, f"the shape of {name} must be a list of sizes (ints), e.g. [3, 4], or [] for "
                                    f"a 0-d tensor; not {plain(node)!r}")
        if any(n < 0 for n in sizes):
            raise where.error(node, f"the shape of {name} has a negative size: {sizes}")
        return sizes


class Args(Kind):
    """Values for the op's non-tensor parameters, each of its parameter's type. An Index is an int
    or Python source over np (the tests evaluate it)."""
    what = "a mapping from parameters to values, e.g. {dim: 1}"

    def __init__(self, types: dict[str, ParamType]):
        self.types = types

    def read(self, node, where) -> dict:
        op = where.op
        args = {}
        for name, (key_node, value_node) in mapping(node, where, self).items():
            param = op.param(name)
            if param is None:
                raise where.error(key_node, f"test case argument {name!r} is not a parameter of the op "
                                            f"({', '.join(p.name for p in op.params)})")
            kind = self.types[param.type]
            if kind.tensor:
                raise where.error(key_node, f"test case argument {name!r} is a tensor input: give its shape "
                                            f"in `shapes:`")
            value = plain(value_node)
            problem = kind.problem(param, value)
            if problem:
                raise where.error(value_node, f"test case argument {name} ({param.type}) {problem}")
            if param.type == "Index" and isinstance(value, str):
                _INDEX_SOURCE.read(value_node, where.at(name))
            args[name] = value
        return args


# the tests evaluate an Index argument written as source with NumPy as `np`
_INDEX_SOURCE = Expression("the index", names=("np",), parameters=False, builtins=True)


def missing_arguments(op, args: dict) -> list[str]:
    """The non-tensor parameters with no default that `args` does not give."""
    return [p.name for p in op.params if not p.is_tensor and not p.is_tensor_list
            and not p.has_default and p.name not in args]


def complete_case(case: dict, node, where) -> None:
    """A test case gives every tensor input a shape and every parameter without a default a value."""
    op = where.op
    if op.tensor_params and "shapes" not in case:
        raise where.error(node, f"a test case needs `shapes:`, one per tensor input "
                                f"({', '.join(p.name for p in op.tensor_params)})")
    missing = missing_arguments(op, case.get("args", {}))
    if missing:
        raise where.error(node, f"a test case gives no value for {', '.join(missing)} (no default): "
                                f"add `args: {{{missing[0]}: ...}}`")


def complete_test(test: dict, node, where) -> None:
    """Without `cases:`, the default cases give shapes only: every other parameter needs a default."""
    missing = missing_arguments(where.op, {})
    if "cases" not in test and missing:
        raise where.error(node, f"the default test cases give no value for {', '.join(missing)} (no default): "
                                f"add `cases:` with `args: {{{missing[0]}: ...}}`")


class FloatCompute(Text):
    """`dtype: float`: integer inputs are computed in the default float dtype (as torch.div); or
    `float unless <param>`: so, except when that optional parameter is given (div's rounding_mode
    keeps integer dtypes). Read as the parameter's name, "" for plain `float`."""

    def __init__(self):
        super().__init__("`float` or `float unless <optional parameter>` (integer inputs computed in the "
                         "default float dtype)")

    def read(self, node, where) -> str:
        value = " ".join(super().read(node, where).split())
        if value == "float":
            return ""
        name = value[len("float unless "):] if value.startswith("float unless ") else None
        if name is None:
            raise where.error(node, f"`dtype`: unknown {value!r}; use {self.what}")
        param = where.op.param(name)
        if param is None or not param.optional:
            raise where.error(node, f"`dtype: {value}` must name an optional (`?`) parameter of the op, "
                                    f"not {name!r}")
        return name


class OutputExpression(Expression):
    """An expression over the op's outputs by name (`test: gauge:`), with Python's builtins."""

    def __init__(self, what: str):
        super().__init__(what, parameters=False, builtins=True)

    def allowed(self, op) -> list[str]:
        return [o.name for o in op.outputs] if op is not None else []
