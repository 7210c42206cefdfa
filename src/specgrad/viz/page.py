"""Explanation.to_html: one self-contained page (inline SVG, CSS and JavaScript; nothing fetched).

Left, the graph of each backward pass: by `dot` when it is installed, else by specgrad.viz.layout.
Right, a panel stepping through the nodes in the order the engine ran them: Previous/Next buttons,
the arrow keys, a click on a node or on the list. `page.html?step=N` (and `&pass=P`) opens at
step N of pass P; `window.specgradStep(n)` goes to step n (1-based); <body data-step> says where it is.
"""
import json
import shutil
import subprocess
from html import escape

from specgrad.viz import layout
from specgrad.viz import model as viz_model


def graph_svg(model, use_dot=None) -> str:
    """The SVG of a drawing: `dot -Tsvg` when available (use_dot None: if installed), else the built-in layout."""
    if use_dot is None:
        use_dot = shutil.which("dot") is not None
    if use_dot:
        try:
            result = subprocess.run(["dot", "-Tsvg"], input=viz_model.to_dot(model).encode(), capture_output=True,
                                    timeout=60, check=True)
            text = result.stdout.decode("utf-8")
            return text[text.index("<svg"):]
        except (OSError, subprocess.SubprocessError, ValueError):
            pass
    return layout.svg(model)


CSS = """
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #222; background: #fafafa; }
header { padding: 10px 18px; background: #263238; color: #fff; }
header h1 { margin: 0; font-size: 18px; font-weight: 600; }
header p { margin: 4px 0 0; color: #cfd8dc; font-size: 13px; white-space: pre-line; }
header select { margin-top: 6px; }
main { display: flex; height: calc(100vh - 86px); min-height: 420px; }
#graph { flex: 1 1 55%; overflow: auto; padding: 12px; background: #fff; border-right: 1px solid #ddd; }
#graph svg { display: block; margin: 0 auto; }
#graph g.node { cursor: pointer; }
#graph g.node.done polygon, #graph g.node.done path, #graph g.node.done rect { fill: #e3f4e1; }
#graph g.node.current polygon, #graph g.node.current path, #graph g.node.current rect { fill: #ffe37a; stroke: #d84315; stroke-width: 3px; }
#graph g.edge.flow path { stroke: #d84315; stroke-width: 2.5px; }
#graph g.edge.flow polygon { fill: #d84315; stroke: #d84315; }
#graph g.edge.flow text { fill: #d84315; font-weight: bold; }
aside { flex: 1 1 45%; max-width: 640px; display: flex; flex-direction: column; overflow: hidden; }
#nav { display: flex; align-items: center; gap: 10px; padding: 10px 14px; border-bottom: 1px solid #ddd; background: #f0f3f5; }
#nav button { font-size: 14px; padding: 5px 12px; border-radius: 5px; border: 1px solid #90a4ae; background: #fff; cursor: pointer; }
#nav button:disabled { opacity: .4; cursor: default; }
#counter { flex: 1; text-align: center; font-weight: 600; }
#step { padding: 12px 16px; overflow: auto; flex: 1 1 auto; }
#step h2 { margin: 0 0 2px; font-size: 18px; }
.source { color: #6a1b9a; font-family: Menlo, Consolas, monospace; font-size: 12px; }
.intro { color: #555; margin: 6px 0 10px; }
.box { border: 1px solid #ddd; border-radius: 6px; padding: 8px 10px; margin: 8px 0; background: #fff; }
.box h3 { margin: 0 0 4px; font-size: 13px; color: #455a64; text-transform: uppercase; letter-spacing: .03em; }
.formula { font-family: Menlo, Consolas, monospace; background: #f3e5f5; padding: 1px 5px; border-radius: 3px; }
.value { font-family: Menlo, Consolas, monospace; font-size: 12.5px; }
.meta { color: #607d8b; font-size: 12px; }
.summed { color: #bf360c; font-size: 12.5px; }
.arrow { color: #d84315; font-weight: 600; }
.muted { color: #888; }
pre { background: #f5f5f5; padding: 6px 8px; overflow: auto; font-size: 12px; }
#steps { margin: 0; padding: 6px 14px 10px 40px; border-top: 1px solid #ddd; max-height: 30%; overflow: auto; font-size: 12.5px; flex: 0 0 auto; }
#steps li { cursor: pointer; padding: 1px 4px; }
#steps li.current { background: #ffe37a; font-weight: 600; }
#steps li.done { color: #2e7d32; }
"""

SCRIPT = r"""
(function () {
  const passes = DATA.passes;
  let p = 0, s = 0;
  const $ = (id) => document.getElementById(id);
  const esc = (t) => String(t == null ? "" : t).replace(/[&<>"]/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;"}[c]));
  function value(v) {
    if (!v) return '<span class="muted">none</span>';
    let t = '<span class="meta">shape ' + esc(v.shape) + ' ' + esc(v.dtype) + '</span> <span class="value">' + esc(v.preview) + '</span>';
    if (v.summary) t += '<div class="meta">' + v.size + ' values: ' + esc(v.summary) + '</div>';
    if (v.grad_fn) t += '<div class="meta">this gradient is itself recorded: grad_fn=' + esc(v.grad_fn) + '</div>';
    return t;
  }
  function render() {
    const pass = passes[p], step = pass.steps[s];
    document.body.dataset.pass = p + 1; document.body.dataset.step = s + 1;
    $("summary").textContent = pass.header;
    for (const [i, div] of document.querySelectorAll(".pass-graph").entries()) div.style.display = i === p ? "" : "none";
    $("counter").textContent = "Step " + (s + 1) + " of " + pass.steps.length;
    $("prev").disabled = s === 0; $("next").disabled = s === pass.steps.length - 1;
    const graph = document.querySelectorAll(".pass-graph")[p];
    graph.querySelectorAll("g.node, g.edge").forEach((g) => g.classList.remove("current", "done", "flow"));
    pass.steps.forEach((st, i) => {
      const g = graph.querySelector("#sg_" + st.key);
      if (g && i < s) g.classList.add("done");
    });
    const node = graph.querySelector("#sg_" + step.key);
    if (node) { node.classList.remove("done"); node.classList.add("current"); node.scrollIntoView({block: "nearest", inline: "nearest"}); }
    step.outputs.forEach((o) => { if (o.edge && o.value) { const e = graph.querySelector("#sg_" + o.edge); if (e) e.classList.add("flow"); } });
    let h = '<h2>' + step.index + '. ' + esc(step.title) + '</h2>';
    if (step.source) h += '<div class="source">' + esc(step.source) + '</div>';
    if (step.kind === "leaf") {
      h += '<p class="intro">A leaf tensor. Its AccumulateGrad node adds the gradient that reached it into <b>' + esc(step.leaf_name) + '.grad</b>.</p>';
    } else if (step.code) {
      h += '<p class="intro">A custom <b>autograd.Function</b>: its hand-written <code>backward</code> turns the gradient of its output into the gradients of its inputs.</p>';
    } else {
      h += '<p class="intro"><b>grad</b> is the gradient of the loss with respect to this node\'s output. Each formula (from derivatives.yaml) turns it into the gradient with respect to one input; the arrow in the graph shows where it goes.</p>';
    }
    h += '<div class="box"><h3>Gradient in</h3>';
    step.grads_in.forEach((g, i) => { h += '<div>' + (step.grads_in.length > 1 ? 'output ' + i + ': ' : 'grad = ') + value(g) + '</div>'; });
    if (step.after_hooks) step.after_hooks.forEach((g, i) => { h += '<div>after the hooks: ' + value(g) + '</div>'; });
    h += '</div>';
    if (step.leaf && step.leaf.after) {
      h += '<div class="box"><h3>' + esc(step.leaf_name) + '.grad</h3><div>before: ' + value(step.leaf.before) + '</div><div>added: ' + value(step.leaf.added) + '</div><div><b>now</b>: ' + value(step.leaf.after) + '</div></div>';
    }
    step.outputs.forEach((o) => {
      h += '<div class="box"><h3>Gradient out: d/d' + esc(o.input) + '</h3>';
      if (o.formula && o.value) h += '<div><span class="formula">' + esc(o.formula) + '</span></div>';
      if (o.value) {
        h += '<div>= ' + value(o.value) + '</div>';
        if (o.summed) h += '<div class="summed">' + esc(o.summed) + ':</div><div>= ' + value(o.final) + '</div>';
        h += '<div><span class="arrow">&rarr; ' + esc(o.to) + '</span></div>';
      }
      if (o.note) h += '<div class="meta">' + esc(o.note) + '</div>';
      h += '</div>';
    });
    if (step.code) h += '<div class="box"><h3>backward, as written</h3><pre>' + esc(step.code) + '</pre></div>';
    if (step.saved.length) {
      h += '<div class="box"><h3>Saved for backward</h3>' + step.saved.map((x) => '<div><code>' + esc(x[0]) + '</code> = ' + esc(x[1]) + '</div>').join("");
      h += step.freed.length ? '<div class="meta">freed after this step: ' + esc(step.freed.join(", ")) + '</div>' : '<div class="meta">' + (pass.retain_graph ? 'nothing freed: retain_graph=True keeps what was saved' : 'nothing freed: numbers and shapes stay with the node') + '</div>';
      h += '</div>';
    }
    step.notes.forEach((n) => { h += '<div class="meta">note: ' + esc(n) + '</div>'; });
    $("step").innerHTML = h;
    const list = $("steps");
    list.innerHTML = pass.steps.map((st, i) => '<li data-i="' + i + '" class="' + (i === s ? "current" : i < s ? "done" : "") + '">' + esc(st.title) + '</li>').join("");
    const cur = list.querySelector("li.current"); if (cur) cur.scrollIntoView({block: "nearest"});
  }
  window.specgradStep = function (n, pass) {
    if (pass != null) p = Math.max(0, Math.min(passes.length - 1, pass - 1));
    s = Math.max(0, Math.min(passes[p].steps.length - 1, n - 1));
    render();
  };
  $("prev").onclick = () => window.specgradStep(s);
  $("next").onclick = () => window.specgradStep(s + 2);
  $("steps").onclick = (e) => { const li = e.target.closest("li"); if (li) window.specgradStep(+li.dataset.i + 1); };
  document.addEventListener("keydown", (e) => {
    if (e.key === "ArrowRight" || e.key === "ArrowDown") { window.specgradStep(s + 2); e.preventDefault(); }
    if (e.key === "ArrowLeft" || e.key === "ArrowUp") { window.specgradStep(s); e.preventDefault(); }
  });
  document.querySelectorAll(".pass-graph").forEach((div, pi) => div.addEventListener("click", (e) => {
    const g = e.target.closest("g.node"); if (!g) return;
    const i = passes[pi].steps.findIndex((st) => "sg_" + st.key === g.id);
    if (i >= 0) window.specgradStep(i + 1, pi + 1);
  }));
  const select = $("pass");
  if (select) select.onchange = () => window.specgradStep(1, +select.value);
  const q = new URLSearchParams(location.search);
  window.specgradStep(+(q.get("step") || 1), +(q.get("pass") || 1));
  for (let k = +(q.get("click_next") || 0); k > 0; k--) $("next").click();  // for tests: the button, clicked
  if (select) select.value = String(p + 1);
})();
"""


def render(explanation, title) -> str:
    passes = [p for p in explanation.passes if p.steps]
    if not passes:
        raise RuntimeError("to_html: no backward pass was recorded (call backward() inside the explanation)")
    data = {"passes": [p.to_dict() for p in passes]}
    graphs = "\n".join(f'<div class="pass-graph" data-pass="{i + 1}">{graph_svg(p.model)}</div>'
                       for i, p in enumerate(passes))
    select = ""
    if len(passes) > 1:
        options = "".join(f'<option value="{i + 1}">pass {i + 1}: {escape(p.title or ", ".join(p.roots))}</option>'
                          for i, p in enumerate(passes))
        select = f'<select id="pass" aria-label="backward pass">{options}</select>'
    payload = json.dumps(data).replace("</", "<\\/")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>{CSS}</style></head>
<body>
<header><h1>{escape(title)}</h1><p id="summary"></p>{select}</header>
<main>
<section id="graph">{graphs}</section>
<aside>
<div id="nav"><button id="prev" title="previous node (left arrow)">&larr; Previous</button><span id="counter"></span>
<button id="next" title="next node (right arrow)">Next &rarr;</button></div>
<div id="step"></div>
<ol id="steps"></ol>
</aside>
</main>
<script>const DATA = {payload};</script>
<script>{SCRIPT}</script>
</body></html>
"""
