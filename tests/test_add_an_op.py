"""The promise of derivatives.yaml, end to end: add an entry, run the code generator, and the op's
function, Tensor method, grad_fn class and tests appear with no other file touched."""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

NEW_OPS = """
- name: soft_sign(Tensor self) -> Tensor
  forward: self / (1 + abs(self))
  dtype: float
  dtypes: {self: not implemented for bool}
  self: grad / ((1 + abs(self)) * (1 + abs(self)))
  test:
    numpy: self / (1 + np.abs(self))
    torch: torch.nn.functional.softsign(self)

- name: norm2d(Tensor self, Tensor other) -> Tensor
  forward: sqrt(self * self + other * other)
  dtype: float
  dtypes: {self: not implemented for integers}
  self: grad * self / result
  other: grad * other / result
  test:
    numpy: np.hypot(self, other)
    torch: torch.hypot(self, other)

- name: cube_first_order(Tensor self) -> Tensor
  forward: self * self * self
  self: 3 * grad * self * self
  double_backward: "not_implemented: kept first-order on purpose"
  test:
    numpy: self ** 3

- name: scaled_by_total(Tensor self) -> Tensor
  # neither elementwise nor linear, and no result: formula: forward mode refuses it, naming its line
  forward: self * np.sum(self)
  self: grad * sum(self) + sum(grad * self)
  test:
    numpy: self * np.sum(self)
    cases:
      - {shapes: [[3]]}
"""

CHECK_IMPORT = """
import re
import specgrad
from specgrad import Tensor
assert specgrad.__file__.startswith({pkgroot!r}), specgrad.__file__
assert callable(specgrad.soft_sign) and callable(Tensor.soft_sign) and callable(specgrad.norm2d)
x = specgrad.tensor([-1.0, 0.5, 2.0], requires_grad=True)
assert x.soft_sign().grad_fn.name() == "SoftSignBackward0", x.soft_sign().grad_fn.name()
try:
    specgrad.autograd.grad(x.cube_first_order().sum(), x, create_graph=True)
    raise AssertionError("double backward of cube_first_order did not raise")
except NotImplementedError as error:
    assert "CubeFirstOrderBackward0" in str(error) and "kept first-order on purpose" in str(error), error
from specgrad.autograd import forward_ad
with forward_ad.dual_level():
    try:
        specgrad.scaled_by_total(forward_ad.make_dual(x.detach(), specgrad.ones(3)))
        raise AssertionError("forward AD of scaled_by_total did not raise")
    except NotImplementedError as error:
        assert re.search(r"Trying to use forward AD with scaled_by_total .*derivatives.yaml:[0-9]+", str(error)), error
print("ok")
"""


def snapshot(root: Path) -> dict:
    """Every file under root (but caches) with its contents."""
    return {str(f.relative_to(root)): f.read_bytes() for f in root.rglob("*") if f.is_file() and "__pycache__" not in f.parts}


def run(args, cwd, env=None):
    """Run a command, failing the test with its output when it fails."""
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"{args} exited {done.returncode}:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def test_adding_an_op_needs_only_the_spec(tmp_path):
    """soft_sign (F.softsign as a torch op of its own) and norm2d (hypot by another name) appended to a copy of
    derivatives.yaml become ops, methods, nodes and passing tests."""
    copy = tmp_path / "repo"
    ignore = shutil.ignore_patterns("__pycache__")
    for name in ("codegen", "src", "generated", "tests"):
        shutil.copytree(ROOT / name, copy / name, ignore=ignore)
    spec = copy / "derivatives.yaml"
    spec.write_text((ROOT / "derivatives.yaml").read_text() + NEW_OPS)

    before = snapshot(copy)
    run([sys.executable, "-m", "codegen"], cwd=copy)
    after = snapshot(copy)
    changed = {f for f in before.keys() | after.keys() if before.get(f) != after.get(f)}
    assert changed == {"docs/ops.md", "generated/kernels.py", "generated/cuda_kernels.py", "generated/array_ops.py",
                       "generated/nodes.py", "generated/ops.py", "generated/tangents.py", "generated/batch_rules.py",
                       "tests/generated/test_ops.py"}, changed

    # the copy's package, importable ahead of the installed editable specgrad
    pkgroot = tmp_path / "pkgroot"
    shutil.copytree(copy / "src/specgrad", pkgroot / "specgrad", ignore=ignore)
    shutil.copytree(copy / "generated", pkgroot / "specgrad/generated", ignore=ignore)
    env = {**os.environ, "PYTHONPATH": str(pkgroot)}

    assert run([sys.executable, "-c", CHECK_IMPORT.format(pkgroot=str(pkgroot))], cwd=copy, env=env).strip() == "ok"

    out = run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/generated/test_ops.py",
               "-k", "soft_sign or norm2d or cube_first_order or scaled_by_total"], cwd=copy, env=env)
    passed = re.search(r"(\d+) passed", out)
    assert passed and int(passed[1]) > 0, out
    assert "failed" not in out and "error" not in out, out
