"""Differential testing against PyTorch: random programs over the ops of derivatives.yaml, run in both
libraries, values, gradients and gradients of gradients compared in float64 (see tests/fuzz_programs.py).

`make test` runs a fixed seed and a fixed number of examples (about a minute on 2 cores; FUZZ_EXAMPLES
changes the number). `make fuzz` runs random seeds for FUZZ_SECONDS (default 600) and prints them;
FUZZ_SEED=<n> starts from a given seed again. A disagreement is shrunk by Hypothesis and printed as a program
ready to paste into tests/test_fuzz_regressions.py.
"""
import collections
import os
import random
import re
import subprocess
import sys
import time

import pytest

pytest.importorskip("torch", reason="PyTorch is not installed: `make oracle` installs it (CI always does)")
pytest.importorskip("hypothesis", reason="Hypothesis is not installed: pip install -e '.[dev]'")

from hypothesis import HealthCheck, given, seed, settings  # noqa: E402

import fuzz_programs as fp  # noqa: E402

# a fixed number of examples, not a time limit, so that CI checks the same programs on any machine
CI_EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "6000"))
CI_ERROR_EXAMPLES = max(CI_EXAMPLES // 6, 1)
# exception classes are the business of the second test; gradients at NaN or inf are counted, not failed on (see
# fuzz_programs.ALL_KINDS); the ones found are in tests/test_fuzz_regressions.py
CHECKED = tuple(k for k in fp.ALL_KINDS if k not in ("exception_class", "nonfinite_gradient"))
ERRORS_CHECKED = tuple(k for k in fp.ALL_KINDS if k != "nonfinite_gradient")

SETTINGS = dict(deadline=None, database=None, print_blob=False,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much, HealthCheck.large_base_example])


def _check(program, kinds, stats=None):
    outcome = fp.run_program(program.source, kinds=kinds, stop=kinds)
    if stats is not None:
        stats["programs"] += 1
        stats["statements"] += outcome.statements
        for op in program.ops:
            stats["op " + op] += 1
        for finding, issue in outcome.known:
            stats["known " + issue.test] += 1
        for finding in outcome.unchecked:
            stats["unchecked " + finding.kind] += 1
    assert not outcome.findings, fp.describe_failure(program, outcome.findings)
    return outcome


# The programs are built by running PyTorch, and which ones come out depends on the process's past: on some
# inputs PyTorch's results depend on what reused memory held (a different malloc setting, or a different set
# of tests run before, gave other programs). A fresh process of its own makes the fixed-seed stream the same
# in CI as in a run of this file alone.
_FRESH = "SPECGRAD_FUZZ_FRESH_PROCESS"


def _in_a_fresh_process(test):
    """Whether `test` has run in a fresh Python process (this one is not it): its output on failure."""
    if os.environ.get(_FRESH):
        return False
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:randomly",
                           f"{__file__}::{test.__name__}"], env={**os.environ, _FRESH: "1"},
                          cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))), capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-20000:] + done.stderr[-5000:]
    return True


def test_programs_agree_with_pytorch():
    """Values, dtypes, requires_grad, first and second derivatives, and which calls raise."""
    if _in_a_fresh_process(test_programs_agree_with_pytorch):
        return

    @settings(max_examples=CI_EXAMPLES, derandomize=True, **SETTINGS)
    @given(fp.programs())
    def check(program):
        _check(program, CHECKED)

    check()


def test_refused_calls_agree_with_pytorch():
    """Programs aimed at PyTorch's refusals (dims out of range, bad shapes and dtypes): specgrad must refuse
    the same calls, with the same exception class."""
    if _in_a_fresh_process(test_refused_calls_agree_with_pytorch):
        return

    @settings(max_examples=CI_ERROR_EXAMPLES, derandomize=True, **SETTINGS)
    @given(fp.programs(errors=True))
    def check(program):
        _check(program, ERRORS_CHECKED)

    check()


def _signature(finding):
    """What makes two findings the same for the long run: kind, the first call's name, the detail's words."""
    call = re.search(r"(torch\.[\w.]+|\.\w+)\(|([-+*/@<>=!&|~]+)", finding.statement)
    words = re.sub(r"[^a-zA-Z_ ]", "", finding.detail.split(":")[-1])[:40]
    return finding.kind, call.group(0) if call else finding.statement[:20], words


@pytest.mark.skipif("FUZZ_SECONDS" not in os.environ, reason="the long fuzz run: `make fuzz` (sets FUZZ_SECONDS)")
def test_fuzz_long():
    """Random seeds until FUZZ_SECONDS have passed. Each disagreement is shrunk, printed, and then passed over
    (by its kind and call) for the rest of the run, which fails at the end if there was any."""
    budget = float(os.environ["FUZZ_SECONDS"])
    base = int(os.environ.get("FUZZ_SEED") or random.randrange(2 ** 32))
    chunk = int(os.environ.get("FUZZ_CHUNK", "500"))
    print(f"\nfuzz: FUZZ_SEED={base}, {budget:.0f} s, {chunk} examples per seed")
    start = time.monotonic()
    end = start + budget
    stats = collections.Counter()
    failures = []
    seen = set()
    saved = fp.KNOWN_ISSUES[:]
    try:
        for number in range(10 ** 9):
            if time.monotonic() > end:
                break
            errors = number % 4 == 3
            kinds = ERRORS_CHECKED if errors else CHECKED
            last = {}

            @settings(max_examples=chunk, **SETTINGS)
            @seed(base + number)
            @given(fp.programs(errors=errors))
            def check(program):
                try:
                    _check(program, kinds, stats)
                except AssertionError:
                    last["program"] = program
                    raise

            try:
                check()
            except Exception as failure:  # noqa: BLE001 - a shrunk disagreement; keep looking for others
                program = last.get("program")
                outcome = fp.run_program(program.source, kinds=kinds, stop=kinds) if program else None
                findings = outcome.findings if outcome else []
                message = fp.describe_failure(program, findings) if findings else str(failure)
                print(f"\n--- seed {base + number} ({'errors' if errors else 'values'}):\n{message}", flush=True)
                failures.append(message)
                for finding in findings:
                    kind, call, words = _signature(finding)
                    if (kind, call, words) not in seen:
                        seen.add((kind, call, words))
                        fp.KNOWN_ISSUES.append(fp.KnownIssue("(found in this run)", kind, re.escape(call),
                                                             re.escape(words.split(" ")[0]) if words else ""))
            print(f"seed {base + number} done: {stats['programs']} programs, {stats['statements']} statements, "
                  f"{time.monotonic() - start:.0f} s", flush=True)
    finally:
        fp.KNOWN_ISSUES[:] = saved
    ops = {k[3:]: v for k, v in stats.items() if k.startswith("op ")}
    known = {k[6:]: v for k, v in stats.items() if k.startswith("known ")}
    print(f"\nfuzz: {stats['programs']} programs ({stats['statements']} statements) in "
          f"{time.monotonic() - start:.0f} s from FUZZ_SEED={base}")
    print("op applications:", ", ".join(f"{k} {v}" for k, v in sorted(ops.items())))
    never = sorted({op.full_name for op in fp.OPS} - set(ops))
    if never:
        print("ops never applied:", ", ".join(never))
    if known:
        print("known issues met:", ", ".join(f"{k} {v}" for k, v in sorted(known.items())))
    unchecked = {k[10:]: v for k, v in stats.items() if k.startswith("unchecked ")}
    if unchecked:
        print("findings of kinds not failed on:", ", ".join(f"{k} {v}" for k, v in sorted(unchecked.items())))
    assert not failures, f"{len(failures)} disagreement(s) with PyTorch:\n\n" + "\n\n".join(failures)
