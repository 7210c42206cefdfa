"""specgrad.autograd.explain: the recorded values are the engine's (checked against .grad and PyTorch's
hooks on the same graph), create_graph and custom Functions, the command, and the page in Chromium."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import specgrad as torch
from test_custom_function import torch_cube
from specgrad.autograd import engine

ROOT = Path(__file__).parent.parent
EXAMPLE = ROOT / "examples" / "explain_example.py"


def _graph(lib, x0, y0, w0):
    """The same graph in specgrad and PyTorch: broadcasting, a shared input, a reduction."""
    x = lib.tensor(x0, requires_grad=True)
    y = lib.tensor(y0, requires_grad=True)
    w = lib.tensor(w0, requires_grad=True)
    z = x * y                      # (3,)
    h = lib.tanh(z[None, :] * w)   # (2, 3): w is (2, 1), broadcast
    s = h.sum(dim=1)               # (2,)
    loss = (s ** 2).mean() + x.exp().sum()
    return loss, {"x": x, "y": y, "w": w, "z": z, "h": h, "s": s}


def test_recorded_gradients_are_grad_and_pytorch_hooks():
    torch_ = pytest.importorskip("torch", reason="PyTorch is the oracle: make oracle")
    x0, y0, w0 = [0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [[0.3], [-0.7]]
    loss, t = _graph(torch, x0, y0, w0)
    explanation = torch.autograd.explain(loss)
    ref_loss, ref = _graph(torch_, x0, y0, w0)
    seen = {}
    for name in ("z", "h", "s"):
        ref[name].register_hook(lambda g, name=name: seen.__setitem__(name, g.detach().numpy().copy()))
    ref_loss.backward()
    for name in ("z", "h", "s"):
        np.testing.assert_allclose(explanation.grad_into(t[name]), seen[name], rtol=1e-5, atol=1e-6, err_msg=name)
    for name in ("x", "y", "w"):
        recorded = explanation.grad_into(t[name])
        np.testing.assert_array_equal(recorded, t[name].grad.numpy(), err_msg=name)
        np.testing.assert_allclose(recorded, ref[name].grad.numpy(), rtol=1e-5, atol=1e-6, err_msg=name)


def test_steps_follow_the_engine_and_say_what_happened():
    loss, t = _graph(torch, [0.5, -1.0, 2.0], [1.5, 0.25, -0.5], [[0.3], [-0.7]])
    explanation = torch.autograd.explain(loss, params=t)  # names its leaves and intermediates
    steps = explanation.steps
    assert steps[0].name == "AddBackward0" and steps[0].grads_in[0].preview == "1."
    assert len(steps) == len({s.node_key for s in steps})  # each node once
    mul = next(s for s in steps if s.name == "MulBackward0" and s.outputs[1]["input"] == "other"
               and s.outputs[1]["to"] == "w.grad (AccumulateGrad)")
    assert mul.outputs[1]["formula"] == "grad * self"
    assert "broadcasting summed away: (2, 3) summed over dim 1 to the input's shape (2, 1)" in mul.outputs[1]["summed"]
    assert mul.outputs[1]["value"].shape == (2, 3) and mul.outputs[1]["final"].shape == (2, 1)  # before, after
    tanh = next(s for s in steps if s.name == "TanhBackward0")
    assert ("result", "array (2, 3) float32") in tanh.saved and tanh.freed == ["result"]
    x_leaf = next(s for s in steps if s.kind == "leaf" and s.leaf_name == "x")
    assert x_leaf.leaf["before"] is None and np.array_equal(x_leaf.leaf["after"].array, t["x"].grad.numpy())
    assert steps.index(x_leaf) == len(steps) - 1 or all(s.kind == "leaf" for s in steps[steps.index(x_leaf):])
    text = str(explanation)
    assert "MulBackward0 (gives z)   derivatives.yaml:" in text and "d/dself = grad * other" in text
    assert "x.grad: None + " in text and "freed after this step: result" in text


def test_nothing_recorded_outside_and_recorder_restored_after_errors():
    assert engine.recorder is None
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    with pytest.raises(RuntimeError, match="grad can be implicitly created only for scalar outputs"):
        with torch.autograd.explain():
            (x * 2).backward()
    assert engine.recorder is None
    with torch.autograd.explain() as explanation:
        (x * 2).sum().backward()
        (g,) = torch.autograd.grad((x ** 2).sum(), x)
    assert engine.recorder is None and len(explanation.passes) == 2
    np.testing.assert_array_equal(explanation.passes[1].grad_into(x), g.numpy())
    assert "autograd.grad does not write .grad" in str(explanation)
    (x * 3).sum().backward()  # not recorded
    assert len(explanation.passes) == 2


def test_hooks_are_shown_with_what_they_returned():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    y = x * 3
    y.register_hook(lambda grad: grad * 10)
    explanation = torch.autograd.explain(y.sum())
    mul = next(s for s in explanation.steps if s.name == "MulBackward0")
    assert mul.grads_in[0].array.tolist() == [1.0, 1.0] and mul.after_hooks[0].array.tolist() == [10.0, 10.0]
    assert explanation.grad_into(x).tolist() == [30.0, 30.0] == x.grad.tolist()


def test_create_graph_pass_is_explained_and_differentiable():
    x = torch.tensor([1.0, 2.0], dtype=torch.float64, requires_grad=True)
    explanation = torch.autograd.explain((x ** 3).sum(), create_graph=True)
    pow_step = next(s for s in explanation.steps if s.name == "PowBackward0")
    assert pow_step.outputs[0]["value"].grad_fn is not None  # the gradient was recorded as a graph
    assert pow_step.outputs[0]["value"].array.tolist() == [3.0, 12.0]
    assert "create_graph=True" in str(explanation)
    (h,) = torch.autograd.grad(x.grad.sum(), x, retain_graph=True)
    assert h.tolist() == [6.0, 12.0]
    second = torch.autograd.explain(x.grad.sum(), inputs=[x])  # the pass through the gradient's own graph
    assert any(s.name == "MulBackward0" for s in second.steps)


def test_custom_function_backward_is_explained():
    Cube = torch_cube(torch)  # the Function test_custom_function.py checks against PyTorch's
    x = torch.tensor([2.0], requires_grad=True)
    explanation = torch.autograd.explain(Cube.apply(x))
    step = explanation.steps[0]
    assert step.name == "TorchCubeBackward" and "TorchCube.backward" in step.source
    assert "return grad * 3 * x ** 2" in step.code
    assert step.saved == [("saved_tensors[0]", "x: tensor (1,) float32")] and step.freed == ["saved_tensors[0]"]
    assert step.outputs[0]["value"].array.tolist() == [12.0] == x.grad.tolist()
    assert "TorchCubeBackward" in explanation.to_html()


def test_page_is_self_contained(tmp_path, monkeypatch):
    x = torch.tensor([0.0, 2.0, 8.0], requires_grad=True)
    y = torch.tensor([5.0, 1.0, 7.0], requires_grad=True)
    z = x * y
    explanation = torch.autograd.explain(z, torch.ones(3))
    for dot in (True, False):
        if dot and shutil.which("dot") is None:
            continue
        if not dot:
            monkeypatch.setattr(shutil, "which", lambda name: None)
        html = explanation.to_html(tmp_path / "page.html")
        assert "<svg" in html and 'id="sg_n0"' in html and "grad * other" in html
        assert "http://" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "").replace(
            'xmlns:xlink="http://www.w3.org/1999/xlink"', "").replace("http://www.w3.org/", "")
        assert "<script src" not in html and "<link" not in html


def test_command_writes_the_page(tmp_path):
    page = tmp_path / "example.html"
    result = subprocess.run([sys.executable, "-m", "specgrad.explain", str(EXAMPLE), "-o", str(page), "--text"],
                            capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "recorded 3 backward pass(es)" in out and "explain_example.py:" in out and "(50x)" in out
    assert "MulBackward0 (gives z)" in out and "d/dother = grad * self" in out
    assert "PowBackward0 (gives cube)" in out and "= (3,) float32 [3., 12., 27.]" in out
    assert "AccumulateGrad of w" in out and "broadcasting summed away" in out
    html = page.read_text()
    assert html.count('class="pass-graph"') == 3 and "the first 1 recorded" in html


def _chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    pytest.skip("headless Chromium is not installed (Debian: apt install chromium; CI installs it)")


def _browser(chromium, *args, url):
    command = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
               "--window-size=1400,900", *args, url]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("use_dot", [True, False], ids=["dot", "built-in layout"])
def test_page_in_headless_chromium(tmp_path, monkeypatch, use_dot):
    chromium = _chromium()
    if use_dot and shutil.which("dot") is None:
        pytest.skip("the dot program is not installed (apt install graphviz): the page uses its own layout")
    if not use_dot:
        monkeypatch.setattr(shutil, "which", lambda name: None)
    torch.manual_seed(0)
    inputs = torch.rand(20, 1)
    targets = 3 * inputs - 2
    w = torch.zeros(1, 1, requires_grad=True)
    b = torch.zeros(1, requires_grad=True)
    loss = ((inputs @ w + b - targets) ** 2).mean()
    explanation = torch.autograd.explain(loss)
    page = tmp_path / "page.html"
    explanation.to_html(page)
    steps = explanation.steps
    # open at step 2 and click "Next" twice: step 4, whatever the engine ran fourth is highlighted
    dom = _browser(chromium, "--dump-dom", url=page.as_uri() + "?step=2&click_next=2").stdout
    assert 'data-step="4"' in dom, dom[-2000:]
    assert f'id="sg_{steps[3].node_key}" class="node current"' in dom
    assert all(f'id="sg_{s.node_key}" class="node done"' in dom for s in steps[:3])
    assert "Step 4 of 7" in dom and steps[3].title in dom
    assert 'class="edge flow"' in dom  # the gradients leaving the current node
    shot = tmp_path / "page.png"
    _browser(chromium, f"--screenshot={shot}", url=page.as_uri() + "?step=4")
    assert shot.exists() and shot.stat().st_size > 20_000
    if os.environ.get("SPECGRAD_SCREENSHOT_DIR"):
        shutil.copy(shot, Path(os.environ["SPECGRAD_SCREENSHOT_DIR"]) / f"explain-{'dot' if use_dot else 'layout'}.png")


def test_node_with_two_outputs_records_each_outputs_gradient():
    torch_ = pytest.importorskip("torch", reason="PyTorch is the oracle: make oracle")
    results = {}
    for lib in (torch, torch_):
        x = lib.tensor([1.0, 2.0, 4.0], dtype=lib.float64, requires_grad=True)
        v, m = lib.var_mean(x)
        loss = v * 3 + m * m
        if lib is torch:
            explanation = torch.autograd.explain(loss)
            results[lib] = [explanation.grad_into(v), explanation.grad_into(m), explanation.grad_into(x)]
        else:
            seen = []
            v.register_hook(lambda g: seen.append(("v", g.numpy().copy())))
            m.register_hook(lambda g: seen.append(("m", g.numpy().copy())))
            loss.backward()
            got = dict(seen)
            results[lib] = [got["v"], got["m"], x.grad.numpy()]
    for ours, theirs in zip(results[torch], results[torch_]):
        np.testing.assert_allclose(ours, theirs, rtol=1e-12)
    assert results[torch][0].item() == 3.0 and results[torch][1].item() != 3.0
