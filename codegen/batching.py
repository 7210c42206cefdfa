"""vmap from the spec: each entry's batching rule (generated/batch_rules.py), found from what the entry says.

- element_wise: the forward is arithmetic and vocabulary only (it broadcasts), or the entry says `vmap:
  element_wise` (an elementwise op whose forward calls NumPy: floor, clone, gelu). The batch dim stays in
  front and the example dims line up from the right.
- dims: one tensor input (or one list of them: cat, stack) whose dim parameters (`dim`, `dims`, `dim0`, ...,
  and those `dims:` declares) are the op's only positions; they move one place right. A dim list that means
  every dim (None of sum's `int[]?`, () of amax's `int[] dim=()`) becomes every dim of the example; a single
  dim left None (argmax's flatten) and the dims of a 0-d example loop.
- sizes: view, reshape, expand, broadcast_to: the batch size goes in front of the size.
- `vmap: <helper>`: a function of src/specgrad/func/batch_rules_helpers.py (matmul, linear, indexing,
  cross_entropy); it may return NotImplemented for the arguments it does not cover.
- loop: the rest, and entries that say `vmap: loop`: the op runs once per example (functorch's fallback).

Composites need no rule (the ops they call batch), unless they name a helper. `python -m codegen --vmap`
lists the rules; the generated tests check each against a loop over examples.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from .spec import Op

ELEMENT_WISE, DIMS, SIZES, LOOP = "element_wise", "dims", "sizes", "loop"
HELPERS_PATH = Path(__file__).resolve().parent.parent / "src" / "specgrad" / "func" / "batch_rules_helpers.py"
PERMUTATION = "permutation of "
SIZE_OPS = {"view", "reshape", "expand", "broadcast_to"}
EXPANDING = {"expand", "broadcast_to"}


@dataclass
class Plan:
    kind: str       # element_wise | dims | sizes | loop | a helper's name
    why: str
    source: str     # the Rule(...) constructor call of generated/batch_rules.py


def helper_names() -> set[str]:
    tree = ast.parse(HELPERS_PATH.read_text())
    return {f.name for f in tree.body if isinstance(f, ast.FunctionDef) and not f.name.startswith("_")}


def _rank_lambda(op: Op, param_name: str, params: list[str], py) -> str:
    """A lambda over the positional parameters giving the rank of the example a dim parameter indexes."""
    source = op.dim_ranks.get(param_name)
    first = op.tensor_params[0]
    if source is None:
        body = f"{py(first)}[0].ndim" if first.is_tensor_list else f"{py(first)}.ndim"
    else:
        class Rename(ast.NodeTransformer):
            def visit_Name(self, node):
                p = op.param(node.id)
                return ast.copy_location(ast.Name(py(p), ast.Load()), node) if p is not None else node

            def visit_Call(self, node):  # the module's rules are named like ops (max): Python's own functions
                self.generic_visit(node)
                node.func = ast.Attribute(ast.Name("builtins", ast.Load()), node.func.id, ast.Load())
                return node
        body = ast.unparse(Rename().visit(ast.parse(source, mode="eval")))
    return f"lambda {', '.join(params)}: {body}"


def plan(op: Op, elementwise: bool, helpers: set[str], py, star_name: str | None, error) -> Plan | None:
    """The batching rule of one entry; None for a composite that needs none. `py` gives a parameter's
    Python name, `error(line, message)` a spec error."""
    positional = [p for p in op.params if not p.keyword_only]
    keyword_only = [p for p in op.params if p.keyword_only]
    params = [py(p) for p in positional]
    tensors = [i for i, p in enumerate(positional) if p.is_tensor or p.is_tensor_list]
    tensor_keywords = [py(p) for p in keyword_only if p.is_tensor]
    star = params.index(star_name) if star_name in params else -1
    common = (f"{op.full_name!r}, {{kind!r}}, {tuple(params)!r}"
              + (f", keywords={tuple(py(p) for p in keyword_only)!r}" if keyword_only else "")
              + f", tensors={tuple(tensors)!r}"
              + (f", tensor_keywords={tuple(tensor_keywords)!r}" if tensor_keywords else "")
              + (f", star={star}" if star >= 0 else ""))
    given = op.batching.strip()
    if given == DIMS:  # `vmap: dims` of several tensors whose dims align (gather's index): all get the batch
        return _dims_plan(op, params, py, common, "the spec's `vmap: dims`", aligned=True)
    if given:
        if given in (ELEMENT_WISE, LOOP):
            return Plan(given, "the spec's `vmap:`", f"Rule({common.format(kind=given)})")
        if given not in helpers:
            raise error(op.batching_line, f"{op.full_name}: `vmap: {given}` is neither element_wise, loop nor a "
                                          f"helper of src/specgrad/func/batch_rules_helpers.py")
        return Plan(given, f"the helper {given}", f"Rule({common.format(kind=given)})")
    if op.composite:
        return None
    if elementwise:
        return Plan(ELEMENT_WISE, "elementwise forward", f"Rule({common.format(kind=ELEMENT_WISE)})")
    single = len(op.tensor_params) == 1
    lists = [p for p in op.params if p.type == "int[]"]
    size = next((p for p in op.params if p.name in ("size", "shape") and p.type == "int[]"), None)
    if single and op.name in SIZE_OPS and size is not None:
        extra = f", size={params.index(py(size))}" + (", expands=True" if op.name in EXPANDING else "")
        return Plan(SIZES, "a size argument", f"Rule({common.format(kind=SIZES)}{extra})")
    if single and op.dim_params and all(p in op.dim_params for p in lists) and not any(p.type == "Index" for p in op.params):
        return _dims_plan(op, params, py, common, f"dims {', '.join(p.name for p in op.dim_params)}")
    return Plan(LOOP, "no rule derived: a loop over the examples", f"Rule({common.format(kind=LOOP)})")


def _dims_plan(op: Op, params: list[str], py, common: str, why: str, aligned: bool = False) -> Plan:
    """A dims rule: each dim parameter with the rank it indexes and which value of it means every dim."""
    dims, permutations = [], []
    for p in op.dim_params:
        rank = op.dim_ranks.get(p.name, "")
        if rank.startswith(PERMUTATION):
            permutations.append(f"{py(p)!r}: True")
            continue
        # which value means every dim: None of an `int[]?` (sum), () of an `int[] dim=()` (amax)
        every = repr("none" if p.type == "int[]" and p.optional else "empty" if p.default in ("()", "[]") else "")
        dims.append(f"{py(p)!r}: ({_rank_lambda(op, p.name, params, py)}, {every})")
    extra = (f", dims={{{', '.join(dims)}}}" if dims else "") \
        + (f", permutations={{{', '.join(permutations)}}}" if permutations else "") \
        + (", tensor_list=True" if op.tensor_params[0].is_tensor_list else "") \
        + (", aligned=True" if aligned else "")
    return Plan(DIMS, why, f"Rule({common.format(kind=DIMS)}{extra})")
