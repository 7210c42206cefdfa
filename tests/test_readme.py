"""The README's Python examples run, print what their comments say, and raise where they say so."""
import builtins
import contextlib
import io
import re
from pathlib import Path

import pytest

README = (Path(__file__).parent.parent / "README.md").read_text()
BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.S)


def run_block(code: str, namespace: dict) -> None:
    """Run a block line by line: `# RuntimeError: msg` (any built-in error class) expects that error, `print(...)  # text`
    expects the printed text to start as the comment says (up to a `...` or an address)."""
    statement = []
    for line in code.splitlines() + [""]:
        statement.append(line)
        source = "\n".join(statement)
        if line.startswith((" ", "\t", "@")) or not _complete(source):
            continue
        statement = []
        comment = line.split("#", 1)[1].strip() if "#" in line and not line.lstrip().startswith("#") else ""
        error = re.match(r"(\w+Error): ", comment)
        if error:  # `# IndexError: msg`: the statement raises that class, with that message
            with pytest.raises(getattr(builtins, error[1]), match=re.escape(comment[error.end():].strip())):
                exec(source, namespace)
            continue
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            exec(source, namespace)
        if line.startswith("print(") and comment and not comment.startswith(("diag", "{")):
            expected = comment.split("0x")[0].rstrip(".")
            assert output.getvalue().startswith(expected), f"{line!r} printed {output.getvalue()!r}"


def _complete(source: str) -> bool:
    try:
        compile(source, "<readme>", "exec")
        return True
    except SyntaxError:
        return False


@pytest.mark.parametrize("number", range(len(BLOCKS)))
def test_readme_example_runs(number, tmp_path, monkeypatch):
    """README example block `number` runs as documented (in a scratch directory: one saves a file)."""
    monkeypatch.chdir(tmp_path)
    namespace = {}
    for previous in BLOCKS[:number]:  # later blocks reuse earlier imports
        if previous.startswith("import"):
            exec(previous.split("\n\n")[0], namespace)
    run_block(BLOCKS[number], namespace)


def test_readme_has_examples():
    """The README shows the walkthrough, a Hessian, a hook and a custom Function."""
    text = "\n".join(BLOCKS)
    assert "MulBackward0" in text and "hessian" in text and "register_hook" in text and "Function" in text
