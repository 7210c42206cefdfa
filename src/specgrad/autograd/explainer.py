"""specgrad.autograd.explain: run a backward pass and record what every node did.

    ex = specgrad.autograd.explain(loss)        # runs loss.backward(), recording
    print(ex)                                   # each node in the order the engine ran it
    ex.to_html("backward.html")                 # one page: the graph, and a step-through

    with specgrad.autograd.explain() as ex:     # or around your own backward() call(s)
        loss.backward()

For each node the record has its class, its derivatives.yaml line (or a custom Function's backward),
the formula for each input, the gradient that came in and each gradient that went out (shape,
dtype, values or summary statistics), where broadcasting was summed away, what the node had saved
and what backward freed, and for each leaf what was added into .grad.

How it costs nothing when unused: the engine reads `engine.recorder` once per backward call and,
while it is None (always, unless an explanation is open), runs its own loop untouched. While an
explanation is open, `_record` below runs instead: the engine's loop, step for step, with records
taken around each node (the values are copies; the engine's arrays are not held).
"""
import inspect
import textwrap

import numpy as np

from specgrad.autograd import anomaly, engine
from specgrad.autograd.graph import AccumulateGrad
from specgrad.grad_mode import set_grad_enabled
from specgrad.viz import model as viz_model
from specgrad.viz.model import shape_text

__all__ = ["explain", "Explanation", "Pass", "Step", "Value"]


def _number(x) -> str:
    if isinstance(x, (bool, np.bool_)):
        return str(bool(x))
    if isinstance(x, (int, np.integer)):
        return str(int(x))
    if isinstance(x, complex):
        return f"{x:.4g}"
    text = f"{float(x):.4g}"
    return text if any(c in text for c in ".ena") else text + "."  # a float reads as one: 1., as PyTorch prints


def _nested(values) -> str:
    if isinstance(values, list):
        return "[" + ", ".join(_nested(v) for v in values) + "]"
    return _number(values)


class Value:
    """One gradient as the engine held it: shape, dtype, a copy of its values (`array`, None past
    `keep` elements), summary statistics, and the class of its grad_fn when create_graph recorded it."""

    def __init__(self, grad, keep=100_000):
        data = np.asarray(getattr(grad, "_data", grad))
        grad_fn = getattr(grad, "grad_fn", None)
        self.grad_fn = grad_fn.name() if grad_fn is not None else None
        self.shape = tuple(data.shape)
        self.dtype = str(data.dtype)
        self.size = int(data.size)
        self.array = np.array(data, copy=True) if data.size <= keep else None
        self.stats = {}
        if data.size and data.dtype.kind in "biuf":
            values = data.astype(np.float64, copy=False)
            self.stats = {"min": float(values.min()), "max": float(values.max()), "mean": float(values.mean()),
                          "norm": float(np.sqrt(np.sum(values * values)))}
        self.preview = self._preview(data)

    @staticmethod
    def _preview(data) -> str:
        if data.size <= 8:
            return _nested(data.tolist())
        head = ", ".join(_number(v) for v in data.reshape(-1)[:6].tolist())
        return f"[{head}, ...]"

    def summary(self) -> str:
        if not self.stats or self.size <= 8:
            return ""
        s = self.stats
        return f"min {_number(s['min'])}, mean {_number(s['mean'])}, max {_number(s['max'])}, norm {_number(s['norm'])}"

    def __str__(self):
        text = f"{shape_text(self.shape)} {self.dtype} {self.preview}"
        if self.summary():
            text += f"  ({self.size} values: {self.summary()})"
        if self.grad_fn:
            text += f"  grad_fn={self.grad_fn}"
        return text

    __repr__ = __str__

    def to_dict(self):
        return {"shape": shape_text(self.shape), "dtype": self.dtype, "preview": self.preview,
                "summary": self.summary(), "size": self.size, "grad_fn": self.grad_fn}


class Step:
    """What one node did: `grads_in` (one Value or None per output), `outputs` (one dict per edge:
    input, formula, value, summed, final, to), `saved`, `freed`, `hooks`, `leaf`, `notes`."""

    def __init__(self, index, node, key, names):
        self.index = index
        self.node_key = key
        self.name = node.name()
        self.kind = "leaf" if type(node) is AccumulateGrad else "function"
        self.source = viz_model.node_source(node)
        self.output_name = names.output(node, 0) if self.kind == "function" else None
        self.leaf_name = (names.leaf(node) or "leaf") if self.kind == "leaf" else None
        self.grads_in = []
        self.after_hooks = None
        self.outputs = []
        self.saved = []
        self.freed = []
        self.hooks = []
        self.leaf = None
        self.notes = []
        self.code = None
        function = viz_model.custom_function_class(node)
        if function is not None:
            try:
                self.code = textwrap.dedent(inspect.getsource(function.backward))
            except (OSError, TypeError):
                self.code = None

    @property
    def title(self) -> str:
        if self.kind == "leaf":
            return f"AccumulateGrad of {self.leaf_name}"
        return self.name + (f" (gives {self.output_name})" if self.output_name else "")

    def to_dict(self):
        return {
            "index": self.index, "key": self.node_key, "name": self.name, "kind": self.kind, "title": self.title,
            "source": self.source, "output": self.output_name, "leaf_name": self.leaf_name,
            "grads_in": [g.to_dict() if g is not None else None for g in self.grads_in],
            "after_hooks": [g.to_dict() if g is not None else None for g in self.after_hooks]
            if self.after_hooks else None,
            "outputs": [{"input": o["input"], "formula": o["formula"], "to": o["to"], "to_key": o["to_key"],
                         "edge": o.get("edge"), "value": o["value"].to_dict() if o["value"] else None,
                         "summed": o["summed"], "final": o["final"].to_dict() if o["final"] else None,
                         "note": o["note"]} for o in self.outputs],
            "saved": self.saved, "freed": self.freed, "hooks": self.hooks, "notes": self.notes, "code": self.code,
            "leaf": {k: (v.to_dict() if isinstance(v, Value) else v) for k, v in self.leaf.items()}
            if self.leaf else None,
        }

    def text(self) -> str:
        lines = [f"[{self.index}] {self.title}" + (f"   {self.source}" if self.source else "")]
        pad = "      "
        for i, g in enumerate(self.grads_in):
            which = f" (output {i})" if len(self.grads_in) > 1 else ""
            lines.append(f"{pad}grad in{which}: {g if g is not None else 'none (no gradient reached this output)'}")
        if self.after_hooks:
            for i, g in enumerate(self.after_hooks):
                which = f" (output {i})" if len(self.after_hooks) > 1 else ""
                lines.append(f"{pad}after the hooks{which}: {g}")
        if self.leaf and self.leaf["after"] is not None:
            leaf = self.leaf
            before = "None" if leaf["before"] is None else leaf["before"].preview
            lines.append(f"{pad}{self.leaf_name}.grad: {before} + {leaf['added'].preview} = {leaf['after'].preview}")
        for o in self.outputs:
            if o["value"] is None:
                lines.append(f"{pad}d/d{o['input']}: {o['note']}")
                continue
            lines.append(f"{pad}d/d{o['input']} = {o['formula']}")
            lines.append(f"{pad}    = {o['value']}")
            if o["summed"]:
                lines.append(f"{pad}    {o['summed']}: {o['final']}")
            lines.append(f"{pad}    -> {o['to']}" + (f"  ({o['note']})" if o["note"] else ""))
        if self.saved:
            lines.append(f"{pad}saved: " + ", ".join(f"{n} = {d}" for n, d in self.saved))
        if self.freed:
            lines.append(f"{pad}freed after this step: {', '.join(self.freed)}")
        for note in self.notes:
            lines.append(f"{pad}note: {note}")
        return "\n".join(lines)


class Pass:
    """One backward call: its roots, the drawing of its graph (`model`), and its `steps` in the order
    the engine ran them."""

    def __init__(self, index, roots, root_grads, retain_graph, create_graph, names, explanation):
        self.index = index
        self.create_graph = create_graph
        self.retain_graph = retain_graph
        self.names = names
        self.model = viz_model.build(roots, names, max_nodes=explanation.max_nodes)
        self.roots = [names.output(node, nr) or "output" if node is not None else "(no graph)" for node, nr in roots]
        for i, name in enumerate(self.roots):
            key = f"r{i}"
            if key in self.model.nodes:
                info = self.model.nodes[key]
                data = np.asarray(getattr(root_grads[i], "_data", root_grads[i]))
                info["label"] = f"{name}\n{shape_text(data.shape)} {data.dtype}"
                info["tooltip"] = f"{name}: backward starts here"
        self.edge_ids = {(e["src"], e["dst"]): e["id"] for e in reversed(self.model.edges)}
        self.root_grads = [Value(g, explanation.keep_values) for g in root_grads]
        self.steps = []
        self.unrecorded = 0  # steps past max_steps: run, counted, not recorded
        self._step_of = {}
        self._nodes = []  # the nodes, kept alive so the ids in _step_of stay theirs
        self.title = ""

    def step_of(self, node):
        """The Step of a graph node (a grad_fn or an AccumulateGrad), or None."""
        return self._step_of.get(id(node))

    def grad_into(self, tensor):
        """The gradient this pass sent into `tensor` (an intermediate: what reached its grad_fn's output;
        a leaf: what was added into its .grad), as an array, or None."""
        if tensor.grad_fn is not None:
            step = self.step_of(tensor.grad_fn)
            value = step.grads_in[tensor._output_nr] if step is not None else None
        else:
            node = tensor._accumulator() if tensor._accumulator is not None else None
            step = self.step_of(node) if node is not None else None
            value = step.leaf["added"] if step is not None and step.leaf else None
        return None if value is None else value.array

    def header(self) -> str:
        roots = ", ".join(f"{name} (shape {shape_text(g.shape)})" for name, g in zip(self.roots, self.root_grads))
        start = "; ".join(f"d{name}/d{name} = {g.preview}" for name, g in zip(self.roots, self.root_grads))
        text = f"Backward pass {self.index + 1} from {roots}, starting with {start}"
        text += f"\nThe engine ran {len(self.steps) + self.unrecorded} nodes, each once every gradient into it had arrived."
        if self.create_graph:
            text += ("\ncreate_graph=True: the formulas ran on Tensors (apply_differentiable), so each gradient "
                     "has a grad_fn of its own and can be differentiated again.")
        return text

    def text(self) -> str:
        parts = [self.header(), ""]
        parts += [step.text() for step in self.steps]
        if self.unrecorded:
            parts.append(f"... {self.unrecorded} more steps, not recorded (max_steps)")
        return "\n".join(parts)

    def to_dict(self):
        return {"index": self.index, "title": self.title, "header": self.header(), "roots": self.roots,
                "create_graph": self.create_graph, "retain_graph": bool(self.retain_graph), "steps": [s.to_dict() for s in self.steps],
                "unrecorded": self.unrecorded}


class Explanation:
    """The record of one or more backward passes (`passes`); print it, or write `to_html(path)`.
    Used as a context manager, it records every backward pass run inside the `with`."""

    def __init__(self, params=None, max_steps=2000, keep_values=100_000, max_nodes=400, max_passes=None):
        self.params = params
        self.max_steps = max_steps
        self.keep_values = keep_values
        self.max_nodes = max_nodes
        self.max_passes = max_passes
        self.passes = []
        self.skipped_passes = 0
        self._previous = None

    # -- recording ----------------------------------------------------------------------------------
    def __enter__(self):
        self._previous = engine.recorder
        engine.recorder = self._record
        return self

    def __exit__(self, *exc):
        engine.recorder = self._previous
        self._previous = None
        return False

    def _record(self, roots, root_grads, retain_graph, create_graph, capture, accumulate, only):
        if self.max_passes is not None and len(self.passes) >= self.max_passes:
            self.skipped_passes += 1
            return engine._run_backward(roots, root_grads, retain_graph, create_graph, capture, accumulate, only)
        names = viz_model.Names(self.params, viz_model.user_frame())
        record = Pass(len(self.passes), roots, root_grads, retain_graph, create_graph, names, self)
        self.passes.append(record)
        return _recorded_backward(record, self, roots, root_grads, retain_graph, create_graph, capture, accumulate,
                                  only)

    # -- reading --------------------------------------------------------------------------------------
    def grad_into(self, tensor, pass_index=-1):
        """What the pass (the last by default) sent into `tensor`: see Pass.grad_into."""
        return self.passes[pass_index].grad_into(tensor)

    @property
    def steps(self):
        """The steps of the last pass."""
        return self.passes[-1].steps if self.passes else []

    def __str__(self):
        if not self.passes:
            return "No backward pass was recorded."
        text = "\n\n".join(p.text() for p in self.passes)
        if self.skipped_passes:
            text += f"\n\n({self.skipped_passes} more backward passes ran, not recorded: max_passes={self.max_passes})"
        return text

    def __repr__(self):
        return f"<Explanation of {len(self.passes)} backward pass(es): print() it, or .to_html(path)>"

    def to_html(self, path=None, title="How the gradients were computed") -> str:
        """One self-contained page (no network): each pass's graph as SVG and a panel stepping through
        its nodes. Writes it to `path` if given; returns the HTML."""
        from specgrad.viz import page
        html = page.render(self, title)
        if path is not None:
            with open(path, "w", encoding="utf-8") as f:
                f.write(html)
        return html


def explain(tensors=None, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None, params=None,
            **options):
    """Run backward on `tensors` (as autograd.backward, same arguments) and return the Explanation of it.

    Without tensors, returns an Explanation to use as a context manager around your own backward() or
    autograd.grad() calls. params: {name: tensor} naming leaves (variables of the calling code that hold
    tensors or nn.Modules name them too). options: max_steps (steps recorded in detail per pass),
    keep_values (largest gradient whose values are copied), max_nodes (drawn per graph), max_passes.
    """
    explanation = Explanation(params=params, **options)
    if tensors is None:
        return explanation
    from specgrad.autograd import backward
    with explanation:
        backward(tensors, grad_tensors, retain_graph, create_graph, inputs)
    return explanation


def _describe_saved(value, names):
    data = getattr(value, "_data", None)
    if data is not None and getattr(value, "grad_fn", None) is None and getattr(value, "_requires_grad", False):
        name = names.leaves.get(id(value))
        if name is not None and name[1] is value:
            return f"{name[0]}: {viz_model.describe(value)}"
    if data is not None and id(value) in names.tensors and names.tensors[id(value)][1] is value:
        return f"{names.tensors[id(value)][0]}: {viz_model.describe(value)}"
    if data is not None and getattr(value, "grad_fn", None) is not None:
        name = names.output(value.grad_fn, value._output_nr)
        if name:
            return f"{name}: {viz_model.describe(value)}"
    return viz_model.describe(value)


def _summed_note(raw_shape, shape):
    lead = len(raw_shape) - len(shape)
    dims = list(range(lead)) + [lead + i for i, n in enumerate(shape) if n == 1 and raw_shape[lead + i] != 1]
    return (f"broadcasting summed away: {shape_text(raw_shape)} summed over dim{'s' if len(dims) > 1 else ''} "
            f"{', '.join(map(str, dims))} to the input's shape {shape_text(shape)}")


def _begin(record, explanation, node, grads):
    """The Step for `node`, with what came in and what it holds, or None past max_steps."""
    if len(record.steps) >= explanation.max_steps:
        record.unrecorded += 1
        return None
    step = Step(len(record.steps) + 1, node, record.model.drawn.get(node, ""), record.names)
    record.steps.append(step)
    record._step_of[id(node)] = step
    record._nodes.append(node)
    keep = explanation.keep_values
    if grads is None:
        step.grads_in = [None] * max(1, node.num_outputs)
    else:
        step.grads_in = [None if g is None else Value(g, keep) for g in grads]
    step.saved = [(name, _describe_saved(value, record.names)) for name, value in viz_model.saved_values(node)]
    return step


def _recorded_backward(record, explanation, roots, root_grads, retain_graph, create_graph, capture, accumulate,
                       only):
    """engine._run_backward with each node's work recorded into `record` (keep the two loops in step)."""
    keep = explanation.keep_values
    dependencies, root_nodes = engine._count_dependencies(roots)
    buffers = {}
    for (node, output_nr), grad in zip(roots, root_grads):
        if node is not None:
            engine._add_to_buffer(buffers, node, output_nr, grad)
    captured = [None] * (max(capture.values()) + 1) if capture else []
    ready = [node for node in root_nodes if node not in dependencies]
    ndarray = np.ndarray

    with set_grad_enabled(create_graph):
        while ready:
            node = ready.pop()
            grads = buffers.pop(node, None)
            step = _begin(record, explanation, node, grads)
            if capture and grads is not None:
                for output_nr, grad in enumerate(grads):
                    position = capture.get((node, output_nr))
                    if position is not None:
                        captured[position] = grad
                        if step is not None:
                            step.notes.append(f"this gradient is returned by autograd.grad (result {position})")
            if type(node) is AccumulateGrad:
                if grads is not None and accumulate and (only is None or node in only):
                    variable = node.variable
                    before = None if variable._grad is None else Value(variable._grad, keep)
                    grad, grads[0] = grads[0], None  # hand the array over: .grad may take it, uncopied
                    added = Value(grad, keep) if step is not None else None
                    engine._accumulate(variable, grad, create_graph)
                    if step is not None:
                        step.leaf = {"before": before, "added": added, "after": Value(variable._grad, keep)}
                        if variable._hooks:
                            step.hooks = [engine._hook_name(h) for h in variable._hooks.values()]
                            step.notes.append("the leaf's hooks ran before the gradient was added")
                elif step is not None and grads is not None:
                    if not accumulate:
                        step.notes.append("autograd.grad does not write .grad")
                        step.leaf = {"before": None, "added": step.grads_in[0], "after": None}
                    else:
                        step.notes.append("not written into .grad: this leaf is not in backward(inputs=...)")
                grad = grads = None
                continue
            if grads is None:
                results = (None,) * len(node.next_functions)  # no gradient reached this node
                if step is not None:
                    step.notes.append("no gradient reached this node, so it passes none on")
            else:
                if node._tensor_hooks or node._pre_hooks or node._hooks:
                    results = _apply_with_hooks(node, grads, create_graph, step, keep)
                elif create_graph:
                    results = node.apply_differentiable(grads)
                else:
                    results = node.apply(grads)
                if anomaly._state.enabled:
                    anomaly.check_gradients(node, results)
                if not retain_graph:
                    node._release()
                    if step is not None:
                        held = {name for name, _ in viz_model.saved_values(node)}
                        step.freed = [name for name, _ in step.saved if name not in held]
            input_names = viz_model.edge_input_names(node)
            for index, ((next_node, output_nr), grad) in enumerate(zip(node.next_functions, results)):
                out = None
                if step is not None:
                    name = input_names[index] if index < len(input_names) else f"input {index}"
                    out = {"input": name, "formula": viz_model.formula_for(node, name), "value": None,
                           "summed": None, "final": None, "to": "", "to_key": "", "note": ""}
                    step.outputs.append(out)
                    if next_node is None:
                        out["note"] = "not computed: this input does not require grad"
                    else:
                        out["to_key"] = record.model.drawn.get(next_node, "")
                        out["to"] = (f"{record.names.leaf(next_node) or 'leaf'}.grad (AccumulateGrad)"
                                     if type(next_node) is AccumulateGrad else next_node.name())
                        out["edge"] = record.edge_ids.get((step.node_key, out["to_key"]))
                        if grad is None:
                            out["note"] = "no gradient (the formula gave none)"
                if next_node is None:
                    continue
                if grad is not None:
                    data = grad._data if create_graph else grad
                    if type(data) is not ndarray:
                        data = grad = np.asarray(grad)
                    if out is not None:
                        out["value"] = Value(grad, keep)
                    shape, dtype = node.input_meta[index]
                    if data.shape != shape or data.dtype is not dtype:
                        grad = engine._reduce_to_input(node, index, grad, node.input_meta[index], create_graph)
                        if out is not None:
                            notes = []
                            if data.shape != shape:
                                notes.append(_summed_note(data.shape, shape))
                            if np.dtype(dtype) != data.dtype:
                                notes.append(f"cast from {data.dtype} to the input's dtype {np.dtype(dtype)}")
                            out["summed"] = "; ".join(notes) if notes else None
                            out["final"] = Value(grad, keep)
                    slots = buffers.get(next_node)
                    if slots is None:
                        slots = buffers[next_node] = [None] * next_node.num_outputs
                    previous = slots[output_nr]
                    slots[output_nr] = grad if previous is None else previous + grad
                    if out is not None and previous is not None:
                        out["note"] = "added to the gradient already waiting there (the input is used more than once)"
                remaining = dependencies[next_node] - 1
                dependencies[next_node] = remaining
                if remaining == 0:
                    ready.append(next_node)
            results = grad = data = grads = None  # hold no gradient past its node (see engine._only_reference)
    return captured


def _apply_with_hooks(node, grads, create_graph, step, keep):
    """engine._apply_with_hooks, noting the hooks and what they changed."""
    if step is not None:
        step.hooks = [engine._hook_name(h) for hooks in (node._tensor_hooks or {}).values() for h in hooks.values()]
        step.hooks += [engine._hook_name(h) for h in (node._pre_hooks or {}).values()]
        step.hooks += [engine._hook_name(h) for h in (node._hooks or {}).values()]
    if node._tensor_hooks:
        for output_nr, hooks in node._tensor_hooks.items():
            if grads[output_nr] is not None and hooks:
                grads[output_nr] = engine._run_hooks(hooks, grads[output_nr], create_graph)
    if node._pre_hooks:
        for hook in list(node._pre_hooks.values()):
            replaced = engine.user_code(hook, tuple(engine._as_tensor(g) if g is not None else None for g in grads))
            if replaced is not None:
                engine._check_hook_values(hook, replaced, grads)
                grads = [g if create_graph or g is None else g._data for g in replaced]
    if step is not None and step.hooks:
        step.after_hooks = [None if g is None else Value(g, keep) for g in grads]
        step.notes.append(f"hooks ran on the incoming gradient: {', '.join(step.hooks)}; the formulas used what "
                          f"they returned")
    results = node.apply_differentiable(grads) if create_graph else node.apply(grads)
    if node._hooks:
        for hook in list(node._hooks.values()):
            replaced = engine.user_code(hook, tuple(engine._as_tensor(g) if g is not None else None for g in results),
                                        tuple(engine._as_tensor(g) if g is not None else None for g in grads))
            if replaced is not None:
                engine._check_hook_values(hook, replaced, results)
                results = tuple(g if create_graph or g is None else g._data for g in replaced)
    return results
