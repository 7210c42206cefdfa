"""`python -m codegen` writes generated/ from derivatives.yaml; `--check` only compares; `--tangents` lists how
each entry's forward-mode tangent is made, and the entries that have none, with why; `--vmap` how each entry
batches under vmap, and the entries that loop over the examples.

Exit status 1 with the differing files listed when --check finds generated/ out of date;
exit status 2 with `derivatives.yaml:LINE: message` when the spec has an error.
"""
import argparse
import difflib
import sys
from pathlib import Path

from .render import batching_report, helper_signatures, render_all, tangent_report
from .spec import SpecError, load_spec

ROOT = Path(__file__).resolve().parent.parent


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if generated files differ from a fresh render")
    parser.add_argument("--spec", default="derivatives.yaml", help="the spec file, relative to the repository")
    parser.add_argument("--tangents", action="store_true", help="list each entry's forward-mode tangent, write nothing")
    parser.add_argument("--vmap", action="store_true", help="list each entry's batching rule, write nothing")
    args = parser.parse_args(argv)
    spec_path = ROOT / args.spec
    try:
        ops = load_spec(spec_path.read_text(), args.spec)
        if args.tangents:
            return _print_tangents(tangent_report(ops, helper_signatures(ROOT / "src/specgrad/formula_helpers.py"),
                                                  args.spec))
        if args.vmap:
            return _print_batching(batching_report(ops, helper_signatures(ROOT / "src/specgrad/formula_helpers.py"),
                                                   args.spec))
        files = render_all(ops, helper_signatures(ROOT / "src/specgrad/formula_helpers.py"), args.spec)
    except SpecError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    stale = []
    for relative, text in files.items():
        path = ROOT / relative
        current = path.read_text() if path.exists() else ""
        if current == text:
            continue
        stale.append(relative)
        if args.check:
            diff = difflib.unified_diff(current.splitlines(True), text.splitlines(True), relative, "fresh render", n=1)
            sys.stdout.writelines(list(diff)[:40])
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    if args.check and stale:
        print(f"\n{len(stale)} generated file(s) differ from derivatives.yaml: run `make regenerate`", file=sys.stderr)
        return 1
    print(f"{'checked' if args.check else 'wrote'} {len(files)} files from {len(ops)} ops" +
          (f" ({len(stale)} changed)" if stale and not args.check else ""))
    return 0


def _print_batching(rows) -> int:
    counts = {}
    for _, _, kind, _ in rows:
        key = kind if kind in ("element_wise", "dims", "sizes", "loop") else "helper"
        counts[key] = counts.get(key, 0) + 1
    for name, line, kind, why in sorted(rows, key=lambda r: r[1]):
        if kind == "loop":
            print(f"derivatives.yaml:{line}: {name}: loops over the examples ({why})")
    print(f"{len(rows)} entries with a batching rule (composites without one batch through the ops they call): "
          + ", ".join(f"{counts[k]} {k}" for k in sorted(counts, key=lambda k: -counts[k])))
    return 0


def _print_tangents(rows) -> int:
    counts = {}
    for _, _, kind, _ in rows:
        counts[kind] = counts.get(kind, 0) + 1
    for name, line, kind, why in sorted(rows, key=lambda r: (r[2] != "none", r[1])):
        if kind == "none":
            print(f"derivatives.yaml:{line}: {name}: no tangent: {why}")
    print(f"{len(rows)} entries with a differentiable input: "
          + ", ".join(f"{counts[k]} {k}" for k in sorted(counts, key=lambda k: -counts[k])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
