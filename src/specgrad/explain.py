"""python -m specgrad.explain script.py [-o page.html]: run a script, explain its backward passes.

The script runs as `python script.py` would (runpy, as __main__, its own arguments after `--`).
Meanwhile every backward pass it runs (loss.backward(), autograd.backward, autograd.grad) is
recorded by specgrad.autograd.explain: the first pass from each line of the script that calls
backward (a training loop's later passes are counted, not recorded; --passes N keeps N per line).
The page, written at the end, steps through each recorded pass; the text goes to stdout with --text.
"""
import argparse
import os
import runpy
import sys

from specgrad.autograd import engine
from specgrad.autograd.explainer import Explanation
from specgrad.viz import model as viz_model


class ScriptRecorder(Explanation):
    """An Explanation that keeps the first `per_line` passes from each calling line of user code."""

    def __init__(self, per_line=1, **options):
        super().__init__(**options)
        self.per_line = per_line
        self.calls = {}  # "file:line" -> how many backward passes it ran

    def _record(self, roots, root_grads, retain_graph, create_graph, capture, accumulate, only):
        frame = viz_model.user_frame()
        where = f"{os.path.basename(frame.f_code.co_filename)}:{frame.f_lineno}" if frame is not None else "?"
        count = self.calls[where] = self.calls.get(where, 0) + 1
        if count > self.per_line:
            return engine._run_backward(roots, root_grads, retain_graph, create_graph, capture, accumulate, only)
        result = super()._record(roots, root_grads, retain_graph, create_graph, capture, accumulate, only)
        record = self.passes[-1]
        kind = "autograd.grad" if capture and not accumulate else "backward"
        record.title = f"{kind} at {where}" + (f" (call {count})" if self.per_line > 1 else "")
        return result


def run(script, args=(), output=None, per_line=1, text=False):
    """Run `script` recording its backward passes; write the page to `output`. Returns the recorder."""
    recorder = ScriptRecorder(per_line=per_line)
    argv = sys.argv
    sys.argv = [script, *args]
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    try:
        with recorder:
            runpy.run_path(script, run_name="__main__")
    finally:
        sys.argv = argv
        sys.path.pop(0)
    for record in recorder.passes:
        calls = recorder.calls.get(record.title.split(" at ")[-1].split(" (")[0], 1)
        if calls > per_line:
            record.title += f"; this line ran backward {calls} times, the first {per_line} recorded"
    if output is not None and recorder.passes:
        recorder.to_html(output, title=f"How the gradients of {os.path.basename(script)} were computed")
    if text:
        print(recorder)
    return recorder


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m specgrad.explain",
                                     description="Run a script and explain the backward passes it runs, as a "
                                                 "web page that steps through them node by node.")
    parser.add_argument("script", help="the Python script to run")
    parser.add_argument("args", nargs="*", help="its arguments (after --)")
    parser.add_argument("-o", "--output", help="the page to write (default: <script>.explain.html)")
    parser.add_argument("--passes", type=int, default=1, help="backward passes recorded per calling line (1)")
    parser.add_argument("--text", action="store_true", help="also print the explanation as text")
    options = parser.parse_args(argv)
    args = options.args
    output = options.output or os.path.splitext(os.path.basename(options.script))[0] + ".explain.html"
    recorder = run(options.script, args, output, options.passes, options.text)
    if not recorder.passes:
        print(f"specgrad.explain: {options.script} ran no backward pass; no page written", file=sys.stderr)
        return 1
    lines = ", ".join(f"{where} ({n}x)" for where, n in recorder.calls.items())
    print(f"specgrad.explain: recorded {len(recorder.passes)} backward pass(es) from {lines}; "
          f"open {output} in a browser")
    return 0


if __name__ == "__main__":
    sys.exit(main())
