"""What a drawing of the backward graph shows: nodes, edges, and which graph nodes each drawn node
stands for. Plain data, with no graphviz in it: `viz.graph` turns it into a graphviz.Digraph,
`explain`'s page into SVG (drawn by `dot`, or laid out here when `dot` is not installed).

The walk is iterative and each node is visited once, so a 10,000-node graph takes milliseconds. Two
things keep a drawing readable: a long chain of nodes that pass the gradient along one path (a loop
unrolled in the graph) is drawn as its first and last few nodes and one "... N more" node between,
and past `max_nodes` drawn nodes the rest is one "... N more nodes" node.
"""
import inspect
import sys

import numpy as np

ROOT, FUNCTION, LEAF, SAVED, COLLAPSED, MORE = "root", "function", "leaf", "saved", "collapsed", "more"


def is_leaf_node(node) -> bool:
    return type(node).__name__ == "AccumulateGrad"


def shape_text(shape) -> str:
    return "(" + ", ".join(str(n) for n in shape) + ("," if len(shape) == 1 else "") + ")"


def dtype_text(dtype) -> str:
    return str(np.dtype(dtype)) if dtype is not None else "?"


def custom_function_class(node):
    """The autograd.Function subclass behind a custom node, or None for a generated node."""
    return getattr(type(node), "_forward_cls", None)


def node_source(node) -> str:
    """Where the node's gradient formulas come from: derivatives.yaml:LINE, or the file and line
    of a custom Function's backward."""
    if getattr(node, "spec_line", None) is not None:
        return f"derivatives.yaml:{node.spec_line}"
    function = custom_function_class(node)
    if function is not None:
        try:
            _, line = inspect.getsourcelines(function.backward)
            file = inspect.getsourcefile(function.backward) or "?"
            return f"{file.replace(chr(92), '/').rsplit('/', 1)[-1]}:{line} ({function.__name__}.backward)"
        except (OSError, TypeError):
            return f"{function.__name__}.backward"
    return ""


def edge_input_names(node) -> list:
    """The name of the input behind each edge of next_functions: ("self", "other") for mul, "tensors[0]",
    "tensors[1]", ... for a Tensor[] input, "input 0", ... where the node does not say."""
    names = getattr(type(node), "input_names", None)
    count = len(node.next_functions)
    if names:
        if len(names) == 1 and names[0].endswith("[]"):
            return [f"{names[0][:-2]}[{i}]" for i in range(count)]
        if len(names) == count:
            return list(names)
    return [f"input {i}" for i in range(count)]


def formula_for(node, input_name) -> str:
    """The formula that computes the gradient of one input (by its edge name)."""
    formulas = getattr(node, "formulas", None) or {}
    base = input_name.split("[")[0]
    if base in formulas:
        return formulas[base]
    function = custom_function_class(node)
    if function is not None:
        return f"{function.__name__}.backward(ctx, grad) (hand-written)"
    return ""


def saved_values(node) -> list:
    """(name, value) of what the node holds for backward now: its `_saved_*` slots, or a custom
    Function's saved_tensors. Freed slots are absent."""
    found = []
    for cls in type(node).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if slot.startswith("_saved_"):
                try:
                    found.append((slot[len("_saved_"):], object.__getattribute__(node, slot)))
                except AttributeError:
                    pass
    saved = getattr(node, "_saved", None) if custom_function_class(node) is not None else None
    if saved:
        for i, entry in enumerate(saved):
            if entry is not None:
                found.append((f"saved_tensors[{i}]", entry[0]))
    return found


def describe(value, limit=60) -> str:
    """A short text for a saved value: a tensor's shape and dtype, or a repr."""
    data = getattr(value, "_data", value)
    if isinstance(data, np.ndarray):
        kind = "tensor" if data is not value else "array"
        return f"{kind} {shape_text(data.shape)} {data.dtype}"
    if isinstance(value, (list, tuple)) and value and all(hasattr(v, "_data") for v in value):
        return f"{len(value)} tensors"
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


class Names:
    """Names for tensors in a graph: given `params` ({name: tensor}), and the variables of the user's
    code (the first frame outside specgrad) that hold a leaf, an nn.Module or a tensor with a grad_fn."""

    def __init__(self, params=None, frame=None):
        self.leaves = {}   # id(leaf tensor) -> (name, tensor): the tensor is kept so its id is not reused
        self.outputs = {}  # (grad_fn, output_nr) -> name
        self.tensors = {}  # id(any tensor of the user's variables) -> (name, tensor)
        if frame is not None:
            self._from_frame(frame)
        for name, tensor in (dict(params).items() if params else ()):
            self._add(name, tensor, given=True)

    def _add(self, name, tensor, given=False):
        if getattr(tensor, "grad_fn", None) is not None:
            key = (tensor.grad_fn, tensor._output_nr)
            if given or key not in self.outputs:
                self.outputs[key] = name
        elif getattr(tensor, "_requires_grad", False):
            if given or id(tensor) not in self.leaves:
                self.leaves[id(tensor)] = (name, tensor)

    def _from_frame(self, frame):
        from specgrad.tensor import Tensor
        try:
            from specgrad.nn import Module
        except ImportError:  # pragma: no cover - nn is part of specgrad
            Module = ()
        scopes = [frame.f_locals]
        if frame.f_globals is not frame.f_locals:
            scopes.append(frame.f_globals)
        for scope in scopes:
            for name, value in list(scope.items()):
                if name.startswith("__"):
                    continue
                if isinstance(value, Tensor):
                    self._add(name, value)
                    self.tensors.setdefault(id(value), (name, value))
                elif Module and isinstance(value, Module):
                    for pname, p in value.named_parameters():
                        self._add(f"{name}.{pname}", p)

    def leaf(self, node):
        entry = self.leaves.get(id(node.variable))
        return entry[0] if entry is not None and entry[1] is node.variable else None

    def output(self, node, output_nr=0):
        return self.outputs.get((node, output_nr))


_PACKAGE_DIRS = None


def _in_specgrad(filename) -> bool:
    global _PACKAGE_DIRS
    if _PACKAGE_DIRS is None:
        import os
        import specgrad
        import specgrad.generated
        _PACKAGE_DIRS = tuple(os.path.dirname(os.path.abspath(m.__file__)) + os.sep
                              for m in (specgrad, specgrad.generated))
    return filename.startswith(_PACKAGE_DIRS) or filename.startswith("<frozen")


def user_frame():
    """The innermost frame of code outside specgrad (whoever called backward or explain)."""
    frame = sys._getframe(1)
    while frame is not None and _in_specgrad(frame.f_code.co_filename):
        frame = frame.f_back
    return frame


class GraphModel:
    """The drawing: `nodes` {key: dict(kind, label, tooltip, ...)} in walk order, `edges`
    [dict(id, src, dst, label)], `drawn` {graph node: key of the drawn node standing for it}."""

    def __init__(self):
        self.nodes = {}
        self.edges = []
        self.drawn = {}
        self.graph_nodes = 0  # how many nodes the graph has (AccumulateGrad included)

    def add_node(self, key, **info):
        self.nodes[key] = info
        return key

    def add_edge(self, src, dst, label=""):
        self.edges.append({"id": f"e{len(self.edges)}", "src": src, "dst": dst, "label": label})


def walk(roots):
    """Every node reachable from roots [(node, output_nr)], in breadth-first order, and for each its
    parents (the nodes whose next_functions point to it)."""
    order, parents, seen, queue = [], {}, set(), []
    for node, _ in roots:
        if node is not None and node not in seen:
            seen.add(node)
            parents[node] = []
            queue.append(node)
    position = 0
    while position < len(queue):
        node = queue[position]
        position += 1
        order.append(node)
        for next_node, _ in node.next_functions:
            if next_node is None:
                continue
            parents.setdefault(next_node, []).append(node)
            if next_node not in seen:
                seen.add(next_node)
                queue.append(next_node)
    return order, parents


def _chains(order, parents, min_length):
    """Maximal chains of function nodes, each of which hands the gradient to exactly one function node
    that has no other function parent: {first node: [nodes]} for those of at least min_length."""
    def function_children(node):
        return [n for n, _ in node.next_functions if n is not None and not is_leaf_node(n)]

    def single_link(a):
        children = function_children(a)
        return children[0] if len(children) == 1 and len(parents.get(children[0], ())) == 1 else None

    chains, in_chain = {}, set()
    for node in order:
        if is_leaf_node(node) or node in in_chain:
            continue
        chain = [node]
        following = single_link(node)
        while following is not None and following not in in_chain and following not in chain:
            chain.append(following)
            following = single_link(following)
        if len(chain) >= min_length:
            chains[node] = chain
            in_chain.update(chain)
    return chains


def build(roots, names=None, show_saved=False, max_nodes=400, collapse_chains=12, keep_ends=3,
          root_labels=None, root_tensors=None):
    """The GraphModel of the graph under roots [(node, output_nr)]."""
    names = names or Names()
    order, parents = walk(roots)
    model = GraphModel()
    model.graph_nodes = len(order)
    stand_in = {}  # a chain's hidden middle node -> key of its collapsed node
    if collapse_chains and collapse_chains > 2 * keep_ends:
        for chain in _chains(order, parents, collapse_chains).values():
            middle = chain[keep_ends:len(chain) - keep_ends]
            key = f"c{len(model.nodes)}"
            counts = {}
            for node in middle:
                counts[node.name()] = counts.get(node.name(), 0) + 1
            kinds = ", ".join(f"{name} x{count}" for name, count in counts.items())
            model.add_node(key, kind=COLLAPSED, label=f"... {len(middle)} more nodes ...\n{kinds[:80]}",
                           tooltip=f"{len(middle)} nodes of a long chain, not drawn one by one: {kinds}",
                           members=len(middle))
            for node in middle:
                stand_in[node] = key
    key_of = {}
    for i, (node, output_nr) in enumerate(roots):
        if node is None:
            continue
        label = (root_labels or {}).get(i) or names.output(node, output_nr) or "output"
        tensor = (root_tensors or {}).get(i)
        shape = f"\n{shape_text(tensor.shape)} {dtype_text(tensor._data.dtype)}" if tensor is not None else ""
        model.add_node(f"r{i}", kind=ROOT, label=f"{label}{shape}", tooltip=f"{label}: where backward starts")
    drawn_count = 0
    more_key = None
    for node in order:
        if node in stand_in:
            model.drawn[node] = stand_in[node]
            continue
        if drawn_count >= max_nodes:
            if more_key is None:
                more_key = model.add_node("more", kind=MORE, label="", tooltip="", members=0)
            model.nodes[more_key]["members"] += 1
            model.drawn[node] = more_key
            continue
        drawn_count += 1
        key = f"n{len(key_of)}"
        key_of[node] = key
        model.drawn[node] = key
        if is_leaf_node(node):
            name = names.leaf(node) or "leaf"
            variable = node.variable
            model.add_node(key, kind=LEAF, name=name, cls="AccumulateGrad",
                           label=f"{name}\n{shape_text(variable.shape)} {dtype_text(variable._data.dtype)}",
                           tooltip=f"AccumulateGrad: adds the gradient into {name}.grad")
            continue
        output_name = names.output(node, 0)
        source = node_source(node)
        label = node.name() + (f"\n{source}" if source else "") + (f"\ngives {output_name}" if output_name else "")
        inputs = edge_input_names(node)
        lines = [f"{node.name()}  {source}"]
        for input_name, (next_node, _) in zip(inputs, node.next_functions):
            formula = formula_for(node, input_name)
            if next_node is None:
                lines.append(f"d/d{input_name}: not needed (no gradient required)")
            elif formula:
                lines.append(f"d/d{input_name}: {formula}")
        saved = saved_values(node)
        if saved:
            lines.append("saved: " + ", ".join(f"{n} = {describe(v, 30)}" for n, v in saved))
        model.add_node(key, kind=FUNCTION, cls=node.name(), label=label, tooltip="\n".join(lines),
                       source=source, output=output_name or "")
        if show_saved:
            for saved_name, value in saved:
                if not hasattr(value, "_data") and not isinstance(value, np.ndarray):
                    continue
                saved_key = f"{key}s{len(model.nodes)}"
                model.add_node(saved_key, kind=SAVED, label=f"{saved_name}\n{describe(value)}",
                               tooltip=f"saved by {node.name()} for backward: {saved_name} = {describe(value)}")
                model.add_edge(saved_key, key, "saved")
    if more_key is not None:
        count = model.nodes[more_key]["members"]
        model.nodes[more_key]["label"] = f"... {count} more nodes\n(max_nodes={max_nodes})"
        model.nodes[more_key]["tooltip"] = f"{count} more nodes, not drawn: pass max_nodes= to draw more"
    # edges: one per next_functions entry between drawn nodes; edges inside a collapsed chain vanish,
    # several edges between the same two drawn nodes become one labelled with their count
    seen_edges = {}
    for i, (node, _) in enumerate(roots):
        if node is not None:
            model.add_edge(f"r{i}", model.drawn[node], "")
    for node in order:
        if is_leaf_node(node):
            continue
        src = model.drawn[node]
        for input_name, (next_node, _) in zip(edge_input_names(node), node.next_functions):
            if next_node is None:
                continue
            dst = model.drawn[next_node]
            if src == dst:
                continue
            pair = (src, dst)
            if pair in seen_edges:
                seen_edges[pair]["count"] += 1
                continue
            model.add_edge(src, dst, input_name)
            seen_edges[pair] = model.edges[-1]
            seen_edges[pair]["count"] = 1
    for edge in model.edges:
        count = edge.pop("count", 1)
        if count > 1 and (model.nodes[edge["src"]]["kind"] in (COLLAPSED, MORE)
                          or model.nodes[edge["dst"]]["kind"] in (COLLAPSED, MORE)):
            edge["label"] = f"x{count}"
    return model


# ---------------------------------------------------------------------------------------------------
# DOT text, for `dot -Tsvg` (the page) and for the graphviz.Digraph of viz.graph

STYLE = {
    ROOT: dict(shape="box", style="filled,rounded", fillcolor="#c8f0c8", color="#2e7d32"),
    FUNCTION: dict(shape="box", style="filled,rounded", fillcolor="#f2f2f2", color="#555555"),
    LEAF: dict(shape="box", style="filled", fillcolor="#cfe3ff", color="#1f5fa8"),
    SAVED: dict(shape="box", style="filled,dashed", fillcolor="#fff4d6", color="#b08000", fontsize="10"),
    COLLAPSED: dict(shape="box", style="filled,dashed", fillcolor="#ffffff", color="#888888"),
    MORE: dict(shape="note", style="filled", fillcolor="#ffffff", color="#888888"),
}
GRAPH_ATTRS = dict(rankdir="TB", nodesep="0.25", ranksep="0.35")
NODE_ATTRS = dict(fontname="Helvetica", fontsize="11", margin="0.12,0.05", height="0.3")
EDGE_ATTRS = dict(fontname="Helvetica", fontsize="9", color="#666666", fontcolor="#444444", arrowsize="0.7")


def node_attrs(key, info):
    attrs = dict(STYLE[info["kind"]])
    attrs.update(label=info["label"], tooltip=info.get("tooltip") or info["label"], id=f"sg_{key}")
    return attrs


def edge_attrs(edge):
    attrs = {"id": f"sg_{edge['id']}"}
    if edge["label"]:
        attrs["label"] = " " + edge["label"]
    if edge["label"] == "saved":
        attrs.update(style="dashed", arrowhead="none", label="")
    return attrs


def _quote(text) -> str:
    return '"' + str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _attr_list(attrs) -> str:
    return "[" + " ".join(f"{k}={_quote(v)}" for k, v in attrs.items()) + "]"


def to_dot(model) -> str:
    """The model as DOT source."""
    lines = ["digraph backward {"]
    lines.append(f"  graph {_attr_list(GRAPH_ATTRS)}")
    lines.append(f"  node {_attr_list(NODE_ATTRS)}")
    lines.append(f"  edge {_attr_list(EDGE_ATTRS)}")
    for key, info in model.nodes.items():
        lines.append(f"  {key} {_attr_list(node_attrs(key, info))}")
    for edge in model.edges:
        lines.append(f"  {edge['src']} -> {edge['dst']} {_attr_list(edge_attrs(edge))}")
    lines.append("}")
    return "\n".join(lines) + "\n"
