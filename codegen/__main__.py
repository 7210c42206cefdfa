"""`python -m codegen` writes generated/ from derivatives.yaml; `--check` only compares.

Exit status 1 with the differing files listed when --check finds generated/ out of date;
exit status 2 with `derivatives.yaml:LINE: message` when the spec has an error.
"""
import argparse
import difflib
import sys
from pathlib import Path

from .render import helper_signatures, render_all
from .spec import SpecError, load_spec

ROOT = Path(__file__).resolve().parent.parent


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m codegen", description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail if generated files differ from a fresh render")
    parser.add_argument("--spec", default="derivatives.yaml", help="the spec file, relative to the repository")
    args = parser.parse_args(argv)
    spec_path = ROOT / args.spec
    try:
        ops = load_spec(spec_path.read_text(), args.spec)
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


if __name__ == "__main__":
    sys.exit(main())
