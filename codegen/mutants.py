"""Mutation testing of derivatives.yaml: which wrong gradient formulas do the generated tests miss?

    python -m codegen.mutants                 every mutant of every formula (`make mutants`)
    python -m codegen.mutants --op relu       one op's mutants
    python -m codegen.mutants --sample 20 --seed 1 --budget 60
    python -m codegen.mutants --list          print the mutants, run nothing
    python -m codegen.mutants --tangents      only the forward-mode formulas (`result:`)

Method. Each gradient formula, read with codegen's own loader (spec.load_spec), is parsed as a
Python expression, and every operator below is applied at every place of its AST where it fits,
one change per mutant:

    negate formula              F -> -F  (or -F -> F)
    remove / add unary minus    -x -> x;  a + b -> a + -b,  a - b -> -a - b, ...
    drop a factor               a * b -> a  and  -> b;  a / b -> a
    swap operands               a - b -> b - a,  a / b -> b / a
    exponent +1 / -1            x ** k -> x ** (k + 1), x ** (k - 1)   (folded: k - 1 + 1 is k)
    constant                    c -> c + 1, 0, -c  (not -c for an output's index, grads[c])
    comparison                  > -> >= and <,  >= -> > and <=, ...,  == <-> !=
    swap where branches         where(c, a, b) -> where(c, b, a)
    tie sharing                 x / 2 -> x
    swap helper arguments       f(a, b) -> f(b, a) for a helper of formula_helpers.py whose two
                                arguments have the same kind (tensor, shape, an int parameter, ...),
                                unless the helper treats them alike (INTERCHANGEABLE_ARGUMENTS there)
    replace by grad / by zero   F -> grad,  F -> grad * 0

Skipped, as equivalent by construction: a mutant whose AST is the original's or an earlier
mutant's (c -> -c for c = 0 gives 0 again); negating what is identically zero (`grad * 0`, `zeros_like_grad(grad)` ->
`-(grad * 0)`, `a - 0` -> `a - -0`: -0 is 0); dropping a factor or divisor that is the literal 1;
adding a minus to a term that already has one (that is the "remove" mutant); `a > b` <-> `a >= b`
(and < <=) in the branch of where(a == b, tie, other) taken when a != b. `grad * 0` -> `0` is kept:
it loses the gradient's shape. A formula that is just `grad` gets `-grad` and `grad * 0` only.

A mutant is the spec with that one formula's line rewritten. It is *killed* when codegen rejects
it (listed separately) or when any generated test whose id names the op (e.g.
`test_gradcheck[contiguous-relu-3x4]`) fails, exactly as `pytest tests/generated -x` would say;
it *survives* when they all pass. A mutant that runs past --timeout counts as killed.

Speed: two workers (--workers), each a long-lived Python process with its own scratch copy of
the working tree and NumPy, Numba (its compiler warmed), PyTorch, pytest and codegen already
imported. Per mutant a worker writes the spec, runs codegen in-process and forks; the child
imports specgrad fresh from the scratch copy and runs pytest in-process on the op's tests only.
A mutant costs about 1-2 s. Before any mutant, the unmutated spec must pass the same tests, or
every mutant would look killed. The real derivatives.yaml, generated/ and tests/ are only read.
Exit status: 0, 1 when some mutant survives, 2 when the run cannot start.
"""
from __future__ import annotations

import argparse
import ast
import copy
import hashlib
import io
import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import asdict, dataclass
from pathlib import Path

import yaml

from .tangents import AUTO
from .spec import Op, load_spec

ROOT = Path(__file__).resolve().parent.parent
HELPERS_FILE = "src/specgrad/formula_helpers.py"
ZERO = "grad * 0"
COMPARISON_SWAPS = {ast.Gt: (ast.GtE, ast.Lt), ast.GtE: (ast.Gt, ast.LtE), ast.Lt: (ast.LtE, ast.Gt),
                    ast.LtE: (ast.Lt, ast.GtE), ast.Eq: (ast.NotEq,), ast.NotEq: (ast.Eq,)}
SYMBOLS = {ast.Gt: ">", ast.GtE: ">=", ast.Lt: "<", ast.LtE: "<=", ast.Eq: "==", ast.NotEq: "!=",
           ast.Sub: "-", ast.Div: "/"}
# what an argument is, for "swap helper arguments": x.shape and dim are never swapped with a tensor
ATTRIBUTE_KINDS = {"shape": "shape", "shapes": "shapes", "dtype": "dtype", "ndim": "int"}
# the scratch copy leaves out what is big or machine-specific (and stale Numba caches)
NOT_COPIED = shutil.ignore_patterns(".git", ".venv", "build", "*.egg-info", "__pycache__", ".pytest_cache",
                                    "*.nbi", "*.nbc")


@dataclass(frozen=True)
class Mutant:
    op: str          # full name, e.g. max.other
    input: str       # the input whose formula changed
    line: int        # of the formula in derivatives.yaml
    original: str    # as written there
    mutated: str
    mutation: str    # which operator, e.g. "comparison > -> >="

    def spec_with(self, spec_text: str) -> str:
        """The spec text with this mutant's formula line rewritten."""
        lines = spec_text.splitlines(keepends=True)
        match = _formula_line(lines[self.line - 1], self.input)
        ending = "\n" if lines[self.line - 1].endswith("\n") else ""
        lines[self.line - 1] = f"{match[1]}{self.input}: {_yaml_scalar(self.mutated)}{ending}"
        return "".join(lines)


@dataclass
class Outcome:
    status: str      # killed | rejected | survived | timeout | error
    detail: str = ""  # the first failing test, codegen's message, ...
    seconds: float = 0.0

    @property
    def killed(self) -> bool:
        return self.status in ("killed", "rejected", "timeout")


# ------------------------------------------------------------------------------- making mutants

def _formula_line(line: str, name: str):
    return re.match(rf"^(\s*){re.escape(name)}:\s*(.*?)\s*$", line)


def _yaml_scalar(text: str) -> str:
    """The formula as a YAML value: plain when YAML reads it back unchanged, else double-quoted."""
    try:
        if yaml.safe_load(f"k: {text}") == {"k": text}:
            return text
    except yaml.YAMLError:
        pass
    return json.dumps(text)  # a JSON string is a YAML double-quoted scalar


def _constant(node) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) in (int, float)


def _is_zero(node) -> bool:
    """Identically zero by construction: 0, -0, x * 0, zeros_like_grad(grad)."""
    if _constant(node):
        return node.value == 0
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "zeros_like_grad":
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        return _is_zero(node.operand)
    return (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)
            and (_is_zero(node.left) or _is_zero(node.right)))


def _neg(node):
    return ast.UnaryOp(ast.USub(), node)


def _with(node, **fields):
    changed = copy.copy(node)
    for name, value in fields.items():
        setattr(changed, name, value)
    return changed


def _shifted(exponent, delta: int):
    """exponent + delta, folded where that reads better: (k - 1) + 1 is k, 2 + 1 is 3."""
    if _constant(exponent):
        return ast.Constant(exponent.value + delta)
    if isinstance(exponent, ast.BinOp) and isinstance(exponent.op, (ast.Add, ast.Sub)) and _constant(exponent.right):
        total = (exponent.right.value if isinstance(exponent.op, ast.Add) else -exponent.right.value) + delta
        if total == 0:
            return exponent.left
        return ast.BinOp(exponent.left, ast.Add() if total > 0 else ast.Sub(), ast.Constant(abs(total)))
    return ast.BinOp(exponent, ast.Add() if delta > 0 else ast.Sub(), ast.Constant(abs(delta)))


def _kind(node, kinds: dict[str, str]) -> str | None:
    """Tensor, shape, a parameter's spec type, number... or None when unknown (never swapped)."""
    if isinstance(node, ast.Name):
        return kinds.get(node.id)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return ATTRIBUTE_KINDS.get(node.attr)
    if isinstance(node, ast.Constant):
        return "bool" if isinstance(node.value, bool) else "number" if _constant(node) else None
    if any(isinstance(n, ast.Name) and kinds.get(n.id) == "Tensor" for n in ast.walk(node)):
        return "Tensor"  # an expression of tensors is a tensor
    return None


def _is_where(node) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "where"
            and len(node.args) == 3)


def _unequal_comparisons(tree) -> set[int]:
    """ids of the comparisons of a and b inside the branch of where(a == b, ...) (or
    `... if a == b else ...`) taken when a != b: there `a > b` and `a >= b` are the same."""
    found = set()
    for node in ast.walk(tree):
        if _is_where(node):
            test, branches = node.args[0], node.args[1:]
        elif isinstance(node, ast.IfExp):
            test, branches = node.test, [node.body, node.orelse]
        else:
            continue
        if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in (ast.Eq, ast.NotEq)):
            continue
        operands = sorted(ast.dump(x) for x in (test.left, test.comparators[0]))
        unequal = branches[1] if isinstance(test.ops[0], ast.Eq) else branches[0]
        found |= {id(c) for c in ast.walk(unequal) if isinstance(c, ast.Compare) and len(c.ops) == 1
                  and sorted(ast.dump(x) for x in (c.left, c.comparators[0])) == operands}
    return found


def _node_mutations(node, kinds: dict[str, str], helpers: dict[str, set[frozenset[int]]], unequal: set[int],
                    output_indices: set[int]):
    """(operator, replacement) for one AST node, each replacement a single change."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        yield "remove unary minus", node.operand
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Div) and _constant(node.right) and node.right.value == 2:
            yield "tie sharing x / 2 -> x", node.left
        if isinstance(node.op, (ast.Add, ast.Sub)):
            for side in ("left", "right"):
                term = getattr(node, side)
                if not _is_zero(term) and not (isinstance(term, ast.UnaryOp) and isinstance(term.op, ast.USub)):
                    yield "add unary minus", _with(node, **{side: _neg(term)})
        if isinstance(node.op, ast.Mult):
            for kept, dropped in ((node.left, node.right), (node.right, node.left)):
                if not (_constant(dropped) and dropped.value == 1):
                    yield f"drop factor {ast.unparse(dropped)}", kept
        if isinstance(node.op, ast.Div) and not (_constant(node.right) and node.right.value == 1):
            yield f"drop divisor {ast.unparse(node.right)}", node.left
        if isinstance(node.op, (ast.Sub, ast.Div)):
            yield f"swap operands of {SYMBOLS[type(node.op)]}", _with(node, left=node.right, right=node.left)
        if isinstance(node.op, ast.Pow):
            yield "exponent +1", _with(node, right=_shifted(node.right, 1))
            yield "exponent -1", _with(node, right=_shifted(node.right, -1))
    if _constant(node):
        # grads[-k] of a node with n outputs is grads[n - k]: the same output as a c + 1 or 0 mutant, or
        # (grads[-1] for grads[1] of two outputs) the same formula
        negated = () if id(node) in output_indices else (-node.value,)
        for value in (node.value + 1, type(node.value)(0), *negated):
            yield f"constant {node.value} -> {value}", ast.Constant(value)
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in COMPARISON_SWAPS:
        old = type(node.ops[0])
        for new in COMPARISON_SWAPS[old]:
            if id(node) in unequal and {old, new} in ({ast.Gt, ast.GtE}, {ast.Lt, ast.LtE}):
                continue  # a and b differ here, so strict or not makes no difference
            yield f"comparison {SYMBOLS[old]} -> {SYMBOLS[new]}", _with(node, ops=[new()])
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        args = node.args
        if _is_where(node):
            yield "swap where branches", _with(node, args=[args[0], args[2], args[1]])
        elif node.func.id in helpers:
            for i in range(len(args)):
                for j in range(i + 1, len(args)):
                    if frozenset((i, j)) in helpers[node.func.id]:
                        continue  # arguments the helper treats alike: the swap changes nothing
                    kind = _kind(args[i], kinds)
                    if kind is not None and kind == _kind(args[j], kinds):
                        swapped = list(args)
                        swapped[i], swapped[j] = args[j], args[i]
                        yield (f"swap {node.func.id} arguments {ast.unparse(args[i])}, {ast.unparse(args[j])}",
                               _with(node, args=swapped))


def _replaced(tree: ast.Expression, node, new) -> ast.expr:
    """The expression of `tree` with `node` replaced by `new`; `tree` itself is left unchanged."""
    if tree.body is node:
        return new
    return copy.deepcopy(tree, memo={id(node): new}).body  # the copy takes `new` where `node` was


def formula_mutants(source: str, kinds: dict[str, str],
                    helpers: dict[str, set[frozenset[int]]]) -> list[tuple[str, str]]:
    """(operator, mutated source) for every non-equivalent single change of one formula."""
    tree = ast.parse(source.strip(), mode="eval")
    body = tree.body
    negated = body.operand if isinstance(body, ast.UnaryOp) and isinstance(body.op, ast.USub) else _neg(body)
    texts = [("replace by grad", "grad"), ("replace by zero", ZERO)]
    if not _is_zero(body):  # -0 is 0
        texts.insert(0, ("negate formula", ast.unparse(negated)))
    unequal = _unequal_comparisons(body)
    output_indices = {id(n.slice) for n in ast.walk(body)
                      if isinstance(n, ast.Subscript) and isinstance(n.value, ast.Name) and n.value.id == "grads"}
    for node in ast.walk(body):
        texts += [(label, ast.unparse(_replaced(tree, node, new)))
                  for label, new in _node_mutations(node, kinds, helpers, unequal, output_indices)]
    seen, mutants = {ast.unparse(body)}, []
    for label, text in texts:
        if text in seen:
            continue  # the original again, or an earlier mutant
        seen.add(text)
        mutants.append((label, text))
    return mutants


def helper_names(root: Path = ROOT) -> dict[str, set[frozenset[int]]]:
    """The public helpers of formula_helpers.py, each with the positions (in a formula's call, after F) of the
    argument pairs it treats alike (its INTERCHANGEABLE_ARGUMENTS): swapping those is no mutation."""
    tree = ast.parse((root / HELPERS_FILE).read_text())
    alike = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "INTERCHANGEABLE_ARGUMENTS"
                                                for t in node.targets):
            alike = ast.literal_eval(node.value)
    helpers = {}
    for f in tree.body:
        if isinstance(f, ast.FunctionDef) and not f.name.startswith("_"):
            names = [a.arg for a in f.args.args]
            names = names[1:] if names[:1] == ["F"] else names
            helpers[f.name] = {frozenset((names.index(a), names.index(b))) for a, b in alike.get(f.name, ())}
    return helpers


def op_mutants(op: Op, spec_lines: list[str], helpers: dict[str, set[frozenset[int]]]) -> list[Mutant]:
    kinds = {"grad": "Tensor", "result": "Tensor"} | {o.name: "Tensor" for o in op.outputs}
    kinds |= {p.name: p.type for p in op.params}
    mutants = []
    for formula in op.formulas:
        match = _formula_line(spec_lines[formula.line - 1], formula.input)
        if not match or match[2] != formula.source.strip():
            print(f"note: derivatives.yaml:{formula.line}: {op.full_name}'s formula for {formula.input} is not "
                  f"written as a one-line plain value; its mutants are left out", file=sys.stderr)
            continue
        for label, text in formula_mutants(formula.source, kinds, helpers):
            mutants.append(Mutant(op.full_name, formula.input, formula.line, formula.source.strip(), text, label))
    # an explicit forward-mode formula (`result:`), which the generated test_forward_mode checks
    if op.tangent.strip() and op.tangent.strip() not in AUTO and \
            _formula_line(spec_lines[op.tangent_line - 1], "result"):
        tangent_kinds = kinds | {f"{p.name}_t": "Tensor" for p in op.tensor_params}
        for label, text in formula_mutants(op.tangent, tangent_kinds, helpers):
            mutants.append(Mutant(op.full_name, "result", op.tangent_line, op.tangent.strip(), text, label))
    return mutants


def all_mutants(spec_text: str, only_op: str | None = None, root: Path = ROOT) -> list[Mutant]:
    ops = load_spec(spec_text, "derivatives.yaml")
    if only_op and not any(only_op in (op.name, op.full_name) for op in ops):
        raise ValueError(f"no op named {only_op!r} in derivatives.yaml")
    helpers, lines = helper_names(root), spec_text.splitlines()
    return [m for op in ops if not only_op or only_op in (op.name, op.full_name)
            for m in op_mutants(op, lines, helpers)]


def sample(mutants: list[Mutant], size: int, seed: int) -> list[Mutant]:
    """A seeded sample, kept in spec order. Each mutant draws its own number from the seed and what
    it is (not its position), so editing one op of the spec leaves the others' picks alone."""
    def draw(m: Mutant) -> str:
        return hashlib.sha256(f"{seed}|{m.op}|{m.input}|{m.mutated}".encode()).hexdigest()
    chosen = set(sorted(mutants, key=draw)[:size])
    return [m for m in mutants if m in chosen]


# ------------------------------------------------------------------------------- running them

class _OpSelection:
    """pytest plugin: keep the tests whose parameter id names one of the ops, remember the first failure."""

    def __init__(self, ops):
        self.ops, self.first_failure = set(ops), ""

    def pytest_collection_modifyitems(self, config, items):
        # ids read like "contiguous-relu-3x4": the op is one of the dash-separated parts
        chosen = [item for item in items
                  if self.ops & set(getattr(getattr(item, "callspec", None), "id", "").split("-"))]
        config.hook.pytest_deselected(items=[item for item in items if item not in chosen])
        items[:] = chosen

    def pytest_collectreport(self, report):
        if report.failed and not self.first_failure:
            self.first_failure = f"collecting {report.nodeid}"

    def pytest_runtest_logreport(self, report):
        if report.failed and not self.first_failure:
            self.first_failure = report.nodeid.rpartition("::")[2]


def _run_tests(ops: list[str], timeout: float) -> Outcome:
    """In a forked child: import specgrad fresh from this scratch copy and run the ops' generated tests."""
    import pytest
    reader, writer = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(reader)
        code, message = 99, ""
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            selection = _OpSelection(ops)
            code = int(pytest.main(["-x", "-q", "-p", "no:cacheprovider", "tests/generated"], plugins=[selection]))
            message = selection.first_failure
            for name in ("specgrad", "specgrad.generated"):  # tested the scratch copy, not the real one?
                module = sys.modules.get(name)
                if module and not Path(module.__file__).resolve().is_relative_to(Path.cwd().resolve()):
                    code, message = 99, f"{name} was imported from {module.__file__}, not the scratch copy"
        except BaseException as exc:  # noqa: BLE001 - whatever happens, the worker must hear back
            message = f"{type(exc).__name__}: {exc}"
        finally:
            os.write(writer, json.dumps({"code": code, "message": message}).encode())
            os._exit(0)
    os.close(writer)
    chunks, deadline = [], time.monotonic() + timeout
    while True:
        ready, _, _ = select.select([reader], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os.close(reader)
            return Outcome("timeout", f"still running after {timeout:g} s")
        chunk = os.read(reader, 65536)
        if not chunk:
            break
        chunks.append(chunk)
    os.close(reader)
    os.waitpid(pid, 0)
    reply = json.loads(b"".join(chunks) or b'{"code": 99, "message": "the test process died"}')
    code, message = reply["code"], reply["message"]
    if code == 99:
        return Outcome("error", message)
    if code == 0:
        return Outcome("survived")
    if code == 5:  # pytest: nothing collected
        return Outcome("survived", "no generated test names this op")
    return Outcome("killed", message or f"pytest exit status {code}")


def serve() -> None:
    """A worker, started in a scratch copy: one JSON job per stdin line, one JSON outcome per stdout line."""
    protocol = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)  # stray prints must not corrupt the protocol
    import numba
    import numpy as np
    import pytest  # noqa: F401 - imported once here, not once per mutant
    try:
        import torch  # noqa: F401 - the PyTorch comparison tests import it
    except ImportError:
        pass
    from .__main__ import main as codegen_main

    @numba.njit(cache=False, error_model="numpy")
    def warm(out, a):  # the first compilation in a process sets Numba up: do it once, before forking
        for i in range(out.size):
            out[i] = a[i] * 2.0 + 1.0
    warm(np.empty(2), np.ones(2))

    for line in sys.stdin:
        job = json.loads(line)
        started = time.monotonic()
        Path("derivatives.yaml").write_text(job["spec"])
        messages = io.StringIO()
        try:
            with redirect_stdout(io.StringIO()), redirect_stderr(messages):
                code = codegen_main([])
            said = messages.getvalue().strip().splitlines() or [f"codegen exit status {code}"]
            rejection = said[-1] if code else ""
        except Exception as exc:  # noqa: BLE001 - a crash in codegen rejects the mutant just as well
            rejection = f"codegen crashed: {type(exc).__name__}: {exc}"
        outcome = Outcome("rejected", rejection) if rejection else _run_tests(job["ops"], job["timeout"])
        outcome.seconds = round(time.monotonic() - started, 2)
        protocol.write(json.dumps(asdict(outcome)) + "\n")


class Worker:
    """A `serve()` process in its own scratch copy of the working tree."""

    def __init__(self, root: Path):
        self.scratch = Path(tempfile.mkdtemp(prefix="specgrad-mutants-"))
        shutil.copytree(root, self.scratch, ignore=NOT_COPIED, dirs_exist_ok=True)
        # specgrad.generated must come from the scratch copy: without this link the editable install's
        # mapping would find the real generated/ for it
        (self.scratch / "src/specgrad/generated").symlink_to(Path("../../generated"))
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(self.scratch / "src"),
                                                                          os.environ.get("PYTHONPATH")])))
        self.process = subprocess.Popen([sys.executable, "-m", "codegen.mutants", "--serve"], cwd=self.scratch,
                                        env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, spec_text: str, ops: list[str], timeout: float) -> Outcome:
        self.process.stdin.write(json.dumps({"spec": spec_text, "ops": ops, "timeout": timeout}) + "\n")
        self.process.stdin.flush()
        reply = self.process.stdout.readline()
        if not reply:
            raise RuntimeError(f"a mutation worker stopped (exit status {self.process.wait()})")
        return Outcome(**json.loads(reply))

    def close(self):
        self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.scratch, ignore_errors=True)


class BaselineError(RuntimeError):
    """The unmutated spec fails its own tests: every mutant would look killed."""


def run(mutants: list[Mutant], spec_text: str, root: Path = ROOT, workers: int = 2, budget: float | None = None,
        timeout: float = 300, progress=None) -> list[tuple[Mutant, Outcome]]:
    """Each mutant's outcome, in the given order; with a budget (seconds, setup included) the ones
    started before it ran out. progress(done, mutant, outcome) is called as they finish."""
    started = time.monotonic()
    pool = [Worker(root) for _ in range(max(1, min(workers, len(mutants))))]
    try:
        ops = sorted({m.op for m in mutants})
        groups = [ops[i::len(pool)] for i in range(len(pool)) if ops[i::len(pool)]]
        for group, outcome in _parallel(pool, groups, lambda worker, group: worker.ask(spec_text, group, timeout)):
            if outcome.status != "survived":
                raise BaselineError(f"the unmutated spec fails its generated tests for {', '.join(group)}: "
                                    f"{outcome.status} {outcome.detail}")
        results = {}

        def one(worker, mutant):
            if budget is not None and time.monotonic() - started >= budget:
                return None
            outcome = worker.ask(mutant.spec_with(spec_text), [mutant.op], timeout)
            if outcome.status == "error":
                raise RuntimeError(f"{mutant.op} ({mutant.mutated}): {outcome.detail}")
            results[mutant] = outcome
            if progress:
                progress(len(results), mutant, outcome)
            return outcome
        _parallel(pool, mutants, one)
        return [(m, results[m]) for m in mutants if m in results]
    finally:
        for worker in pool:
            worker.close()


def _parallel(pool: list[Worker], jobs: list, work) -> list:
    """work(worker, job) for every job, one thread per worker taking jobs in order; (job, result) pairs."""
    queue, done, errors = deque(jobs), [], []

    def drain(worker):
        while not errors:
            try:
                job = queue.popleft()
            except IndexError:
                return
            try:
                done.append((job, work(worker, job)))
            except Exception as exc:  # noqa: BLE001 - re-raised in the caller's thread
                errors.append(exc)
    threads = [threading.Thread(target=drain, args=(worker,)) for worker in pool]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return done


# ------------------------------------------------------------------------------- reporting

def _table(rows: list[tuple], header: tuple) -> str:
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows)]
    return "\n".join("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths)).rstrip()
                     for row in [header, *rows])


def report(results: list[tuple[Mutant, Outcome]], planned: int) -> str:
    survivors = [(m, o) for m, o in results if not o.killed]
    rejected = [(m, o) for m, o in results if o.status == "rejected"]
    parts = []
    if rejected:  # codegen's message on the line below each
        rows = [row for m, o in rejected for row in ((m.op, m.line, m.mutation, m.mutated), ("", "", "", o.detail))]
        parts.append(f"rejected by codegen ({len(rejected)}):\n" +
                     _table(rows, ("op", "line", "mutation", "mutated formula")))
    if survivors:  # the mutated formula below the original, so that the two line up
        rows = [row for m, o in survivors for row in (
            (m.op, m.line, m.mutation + (f" ({o.detail})" if o.detail else ""), f"   {m.original}"),
            ("", "", "", f"-> {m.mutated}"))]
        parts.append(f"survivors ({len(survivors)}): the generated tests pass with these formulas\n" + _table(
            rows, ("op", "derivatives.yaml line", "mutation", "   original formula -> mutated formula")))
    killed = len(results) - len(survivors)
    summary = (f"mutation score: {killed} killed / {len(results)} total ({len(rejected)} rejected by codegen), "
               f"{len(survivors)} survived")
    if len(results) < planned:
        summary += f"\n{planned - len(results)} of {planned} mutants not run: the time budget ran out"
    return "\n\n".join(parts + [summary])


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m codegen.mutants", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--op", help="mutate only this op (a base name takes all its overloads)")
    parser.add_argument("--tangents", action="store_true", help="only the forward-mode formulas (`result:`)")
    parser.add_argument("--sample", type=int, help="run a random sample of this many mutants")
    parser.add_argument("--seed", type=int, default=0, help="the sample's seed (default 0)")
    parser.add_argument("--budget", type=float, help="stop starting mutants after this many seconds")
    parser.add_argument("--workers", type=int, default=2, help="parallel workers (default 2)")
    parser.add_argument("--timeout", type=float, default=300, help="seconds one mutant may take (then killed)")
    parser.add_argument("--list", action="store_true", help="print the mutants, run nothing")
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.serve:
        serve()
        return 0
    spec_text = (ROOT / "derivatives.yaml").read_text()
    try:
        mutants = all_mutants(spec_text, args.op)
        if args.tangents:
            mutants = [m for m in mutants if m.input == "result"]
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.sample is not None:
        mutants = sample(mutants, args.sample, args.seed)
    if args.list:
        print(_table([(m.op, m.line, m.mutation, m.mutated) for m in mutants], ("op", "line", "mutation", "mutated")))
        print(f"\n{len(mutants)} mutants")
        return 0

    def progress(done, mutant, outcome):
        if not args.quiet:
            print(f"[{done}/{len(mutants)}] {outcome.status:8} {mutant.op}:{mutant.line} {mutant.mutation}: "
                  f"{mutant.mutated}  ({outcome.seconds} s{'; ' + outcome.detail if outcome.detail else ''})",
                  file=sys.stderr, flush=True)
    started = time.monotonic()
    try:
        results = run(mutants, spec_text, workers=args.workers, budget=args.budget, timeout=args.timeout,
                      progress=progress)
    except BaselineError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(report(results, len(mutants)))
    print(f"({time.monotonic() - started:.0f} s, {args.workers} workers)")
    return 1 if any(not outcome.killed for _, outcome in results) else 0


if __name__ == "__main__":
    sys.exit(main())
