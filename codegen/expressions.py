"""Python expressions written in derivatives.yaml: parsing them, the names they read, the ranks
`dims:` declares, and whether a call fits the signature of what it calls.

Each check returns or raises a message without a line; the caller knows the line and reports it.
"""
from __future__ import annotations

import ast
import builtins
import re
from dataclasses import dataclass

BUILTINS = frozenset(dir(builtins))


def parse(source: str) -> ast.expr:
    """The expression's tree; ValueError saying why when it is not one Python expression."""
    try:
        return ast.parse(source.strip(), mode="eval").body
    except SyntaxError as exc:
        raise ValueError(f"not a Python expression: {exc.msg} in {source.strip()!r}") from None


def free_names(tree: ast.AST) -> list[str]:
    """The names an expression reads from outside, in order: names a comprehension, a lambda or
    `:=` binds inside it are its own."""
    bound = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Lambda):
            args = node.args
            bound |= {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}
            bound |= {a.arg for a in (args.vararg, args.kwarg) if a is not None}
    reads = sorted((n for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)),
                   key=lambda n: (n.lineno, n.col_offset))
    return list(dict.fromkeys(n.id for n in reads if n.id not in bound))


# ------------------------------------------------------------------------------ dims: ranks

PERMUTATION = "permutation of "   # `dims: {dims: permutation of self.ndim}`: every dim, each once
_RANK_FORM = ("a rank reads `x.ndim` of tensor inputs, int constants, + - *, and max(...), e.g. "
              "`self.ndim + 1` or `max((t.ndim for t in tensors), default=0)`")


def rank_problem(source: str, tensors: set[str], lists: set[str]) -> str:
    """Why `source` is not a rank over these Tensor and Tensor[] inputs ('' when it is one)."""
    text = source.strip()
    if text.startswith(PERMUTATION):
        text = text[len(PERMUTATION):]
    try:
        tree = parse(text)
    except ValueError as exc:
        return str(exc)

    def problem(node, variables: set[str]) -> str:
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return ""
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
            return problem(node.left, variables) or problem(node.right, variables)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return problem(node.operand, variables)
        if isinstance(node, ast.Attribute) and node.attr == "ndim" and isinstance(node.value, ast.Name):
            if node.value.id in tensors | variables:
                return ""
            if node.value.id in lists:
                return f"{node.value.id} is a Tensor[]: read its tensors' ranks, e.g. max((t.ndim for t in {node.value.id}), default=0)"
            return f"{node.value.id!r} is not a Tensor input of the op"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "max":
            for keyword in node.keywords:
                if keyword.arg != "default":
                    return f"max() takes only default=, not {keyword.arg}="
                found = problem(keyword.value, variables)
                if found:
                    return found
            return next((found for found in (problem(a, variables) for a in node.args) if found), "")
        if isinstance(node, ast.GeneratorExp) and len(node.generators) == 1:
            generator = node.generators[0]
            if not (isinstance(generator.target, ast.Name) and isinstance(generator.iter, ast.Name)
                    and generator.iter.id in lists and not generator.ifs):
                return f"a generator in a rank runs over a Tensor[] input ({', '.join(sorted(lists)) or 'none here'})"
            return problem(node.elt, variables | {generator.target.id})
        return f"{_RANK_FORM}; not {ast.unparse(node)!r}"

    return problem(tree, set())


# ------------------------------------------------------------------------------ calls

@dataclass(frozen=True)
class Parameter:
    """What checking a call needs of a parameter (spec.Param has the same three attributes)."""
    name: str
    has_default: bool
    keyword_only: bool = False


@dataclass(frozen=True)
class Helper:
    """A function of formula_helpers.py as a formula calls it. Its first parameter `F`, when it has
    one, is the ops namespace: the generator passes it, so the formula does not."""
    name: str
    takes_namespace: bool
    params: tuple[Parameter, ...]
    varargs: bool = False   # *args
    varkw: bool = False     # **kwargs

    @classmethod
    def from_source(cls, function: ast.FunctionDef) -> Helper:
        args = function.args
        positional = args.posonlyargs + args.args
        first_default = len(positional) - len(args.defaults)
        params = [Parameter(a.arg, k >= first_default) for k, a in enumerate(positional)]
        params += [Parameter(a.arg, d is not None, True) for a, d in zip(args.kwonlyargs, args.kw_defaults)]
        takes_namespace = bool(params) and params[0].name == "F"
        return cls(function.name, takes_namespace, tuple(params[1:] if takes_namespace else params),
                   args.vararg is not None, args.kwarg is not None)

    def signature(self) -> str:
        return f"{self.name}({', '.join(p.name for p in self.params)})"


def call_problem(params, call: ast.Call, varargs: bool = False, varkw: bool = False) -> str:
    """Why `call` does not fit these parameters ('' when it does, or when *args/**kwargs in the
    call make it impossible to count). Keyword-only parameters are passed only by keyword."""
    if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
        return ""
    params = list(params)
    positional = [p for p in params if not p.keyword_only]
    given = len(call.args)
    if given > len(positional) and not varargs:
        keyword_only = [p.name for p in params if p.keyword_only]
        note = f"; {', '.join(keyword_only)} only by keyword ({keyword_only[0]}=...)" if keyword_only else ""
        return f"takes {len(positional)} positional argument(s), {given} given{note}"
    filled = {p.name for p in positional[:given]}
    names = {p.name for p in params}
    keywords = [k.arg for k in call.keywords]
    for name in keywords:
        if name in filled:
            return f"gets {name!r} twice (by position and by keyword)"
        if name not in names and not varkw:
            return f"has no parameter {name!r}"
    missing = [p.name for p in params if not p.has_default and p.name not in filled and p.name not in keywords]
    if missing:
        return f"misses {', '.join(missing)}"
    return ""


def template_arity(template: str | None) -> int | None:
    """How many arguments an elementwise kernel template ({0}, {1}, ...) takes; None without one."""
    if template is None:
        return None
    return len(set(re.findall(r"\{(\d+)\}", template)))
