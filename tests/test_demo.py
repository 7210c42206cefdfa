"""`make demo` runs: its graph walkthrough prints spec formulas and its regression converges."""
import runpy
from pathlib import Path

DEMO = Path(__file__).parent.parent / "examples" / "demo.py"


def test_demo_prints_formulas_and_fits_the_line(capsys, monkeypatch, tmp_path):
    """The walkthrough shows each node's spec formula, and the fit recovers w=3, b=-2."""
    monkeypatch.chdir(tmp_path)  # the demo writes its explain page into the current directory
    namespace = runpy.run_path(str(DEMO), run_name="__main__")
    out = capsys.readouterr().out
    assert "MulBackward0  (derivatives.yaml:" in out and "d/dself: grad * other" in out
    assert "Trying to backward through the graph a second time" in out
    fitted = out.split("fitted w = ")[1]
    w, b = float(fitted.split()[0]), float(fitted.split("b = ")[1].split()[0])
    assert abs(w - 3) < 0.1 and abs(b + 2) < 0.1, out
    assert namespace["part1_graph"] and namespace["part2_regression"]
    assert "[2] PowBackward0" in out or "PowBackward0" in out.split("3. Step by step")[1]
    assert (tmp_path / "demo_explain.html").read_text().count("MulBackward0") >= 1
