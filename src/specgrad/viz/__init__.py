"""specgrad.viz: pictures of the backward graph.

    import specgrad.viz
    dot = specgrad.viz.graph(loss, params=dict(model.named_parameters()))
    dot                      # in Jupyter: drawn inline
    dot.render("graph", format="svg")   # needs the `dot` program (apt install graphviz)

Each grad_fn is a box with its class and its derivatives.yaml line (hover for its formulas), each
leaf a blue box with its name and shape, the output a green box; arrows go the way the gradient
flows, from the output along next_functions to the leaves, labelled with the input they feed.
`graph` needs the `graphviz` Python package (`pip install specgrad[viz]`); `specgrad.autograd.explain`
does not.
"""
from specgrad.viz import model as _model

__all__ = ["graph", "dot_source"]


def _import_graphviz():
    try:
        import graphviz
    except ImportError as error:
        raise ImportError("specgrad.viz.graph needs the graphviz Python package: pip install 'specgrad[viz]' "
                          "(or pip install graphviz); rendering to SVG or PNG also needs the dot program "
                          "(Debian/Ubuntu: apt install graphviz, macOS: brew install graphviz)") from error
    return graphviz


def _roots(root):
    from specgrad.autograd.graph import edge
    from specgrad.tensor import Tensor
    tensors = [root] if isinstance(root, Tensor) else list(root)
    roots, labels, by_index = [], {}, {}
    for i, t in enumerate(tensors):
        if not isinstance(t, Tensor):
            raise TypeError(f"specgrad.viz.graph: expected a Tensor or a sequence of Tensors, got {type(t).__name__}")
        roots.append(edge(t) if t._requires_grad else (None, 0))
        by_index[i] = t
    return roots, labels, by_index


def build_model(root, params=None, show_saved=False, max_nodes=400, collapse_chains=12, names=None):
    """The drawing of the graph under `root` (a Tensor or several) as plain data (viz.model.GraphModel)."""
    roots, labels, tensors = _roots(root)
    if names is None:
        names = _model.Names(params, _model.user_frame())
    return _model.build(roots, names, show_saved=show_saved, max_nodes=max_nodes, collapse_chains=collapse_chains,
                        root_labels=labels, root_tensors=tensors)


def graph(root, params=None, show_saved=False, max_nodes=400, collapse_chains=12):
    """A graphviz.Digraph of the backward graph under `root` (a Tensor, or a list of them).

    params: {name: tensor} naming the leaves (e.g. dict(model.named_parameters())); leaves and outputs
    held by variables of the calling code are named after them too. show_saved: also draw what each
    node saved for backward. A chain of at least `collapse_chains` nodes (0: never) is drawn as its
    ends and one "... N more nodes" box; at most `max_nodes` nodes are drawn.
    """
    graphviz = _import_graphviz()
    drawing = build_model(root, params, show_saved, max_nodes, collapse_chains)
    dot = graphviz.Digraph(name="backward", graph_attr=_model.GRAPH_ATTRS, node_attr=_model.NODE_ATTRS,
                           edge_attr=_model.EDGE_ATTRS)
    for key, info in drawing.nodes.items():
        dot.node(key, **_model.node_attrs(key, info))
    for edge in drawing.edges:
        dot.edge(edge["src"], edge["dst"], **_model.edge_attrs(edge))
    return dot


def dot_source(root, params=None, show_saved=False, max_nodes=400, collapse_chains=12) -> str:
    """The same drawing as DOT text, without the graphviz package."""
    return _model.to_dot(build_model(root, params, show_saved, max_nodes, collapse_chains))
