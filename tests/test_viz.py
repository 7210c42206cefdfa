"""specgrad.viz: the drawn graph's nodes and edges for known graphs, collapsing, the graphviz Digraph."""
import shutil

import pytest

import specgrad as torch
from test_custom_function import torch_cube
from specgrad import viz
from specgrad.viz import layout
from specgrad.viz import model as viz_model


def _structure(drawing):
    """{key: (kind, first label line)} and {(src label, dst label, edge label)} of a drawing."""
    first = {k: info["label"].split("\n")[0] for k, info in drawing.nodes.items()}
    nodes = sorted((info["kind"], first[k]) for k, info in drawing.nodes.items())
    edges = sorted((first[e["src"]], first[e["dst"]], e["label"]) for e in drawing.edges)
    return nodes, edges


def test_mul_graph_nodes_and_edges():
    x = torch.tensor([0.0, 2.0, 8.0], requires_grad=True)
    y = torch.tensor([5.0, 1.0, 7.0], requires_grad=True)
    z = x * y
    nodes, edges = _structure(viz.build_model(z))
    assert nodes == [("function", "MulBackward0"), ("leaf", "x"), ("leaf", "y"), ("root", "z")]
    assert edges == [("MulBackward0", "x", "self"), ("MulBackward0", "y", "other"), ("z", "MulBackward0", "")]


def test_shared_leaf_and_constant_input():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    c = torch.tensor([3.0, 4.0])
    loss = (x ** 3 + x * c).sum()
    drawing = viz.build_model(loss, params={"weights": x})  # params name the leaf over the variable
    nodes, edges = _structure(drawing)
    assert nodes == [("function", "AddBackward0"), ("function", "MulBackward0"), ("function", "PowBackward0"),
                     ("function", "SumBackward0"), ("leaf", "weights"), ("root", "loss")]
    assert edges == [("AddBackward0", "MulBackward0", "other"), ("AddBackward0", "PowBackward0", "self"),
                     ("MulBackward0", "weights", "self"), ("PowBackward0", "weights", "self"),
                     ("SumBackward0", "AddBackward0", "self"), ("loss", "SumBackward0", "")]
    mul = next(info for info in drawing.nodes.values() if info["label"].startswith("MulBackward0"))
    assert "derivatives.yaml:" in mul["label"]
    assert "d/dself: grad * other" in mul["tooltip"] and "d/dother: not needed" in mul["tooltip"]


def test_show_saved_draws_saved_tensors():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    y = x.exp()
    drawing = viz.build_model(y, show_saved=True)
    saved = [info for info in drawing.nodes.values() if info["kind"] == "saved"]
    assert [s["label"].split("\n")[0] for s in saved] == ["result"]
    assert not [info for info in viz.build_model(y).nodes.values() if info["kind"] == "saved"]


def test_long_chain_collapses_and_10000_nodes_stay_small():
    x = torch.tensor([0.5], requires_grad=True)
    y = x
    for _ in range(5000):
        y = torch.tanh(y * 1.01)  # 10,000 nodes in one chain
    drawing = viz.build_model(y)
    assert drawing.graph_nodes == 10_001
    collapsed = [info for info in drawing.nodes.values() if info["kind"] == "collapsed"]
    assert len(collapsed) == 1 and collapsed[0]["members"] == 10_000 - 6
    assert len(drawing.nodes) == 1 + 6 + 1 + 1  # root, the chain's ends, the collapsed middle, the leaf
    assert "TanhBackward0 x4997" in collapsed[0]["label"] and "MulBackward0 x4997" in collapsed[0]["label"]
    assert len(viz.build_model(y, collapse_chains=0, max_nodes=50).nodes) <= 52
    assert len(layout.svg(drawing)) < 20_000


def test_wide_10000_node_graph_is_capped():
    x = torch.tensor([1.0, 2.0], requires_grad=True)
    parts = [x[i % 2] * float(i) for i in range(5000)]  # 10,000 function nodes side by side
    total = torch.stack(parts).sum()
    drawing = viz.build_model(total, max_nodes=100)
    assert drawing.graph_nodes > 10_000
    assert len(drawing.nodes) <= 102
    more = [info for info in drawing.nodes.values() if info["kind"] == "more"]
    assert more and more[0]["members"] == drawing.graph_nodes - 100


def test_graph_returns_a_digraph():
    graphviz = pytest.importorskip("graphviz", reason="the graphviz package: pip install specgrad[viz]")
    x = torch.tensor([0.0, 2.0, 8.0], requires_grad=True)
    y = torch.tensor([5.0, 1.0, 7.0], requires_grad=True)
    z = x * y
    dot = viz.graph(z)
    assert isinstance(dot, graphviz.Digraph)
    assert "MulBackward0" in dot.source and "d/dself: grad * other" in dot.source
    assert dot.source.count("->") == 3
    if shutil.which("dot") is None:
        pytest.skip("the dot program is not installed (apt install graphviz): rendering not checked")
    svg = dot.pipe(format="svg").decode()
    assert 'id="sg_n0"' in svg and "MulBackward0" in svg


def test_graph_without_graphviz_says_how_to_install(monkeypatch):
    import builtins
    real_import = builtins.__import__

    def no_graphviz(name, *args, **kwargs):
        if name == "graphviz":
            raise ImportError("No module named 'graphviz'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_graphviz)
    x = torch.tensor([1.0], requires_grad=True)
    with pytest.raises(ImportError, match=r"pip install 'specgrad\[viz\]'.*apt install graphviz"):
        viz.graph(x * 2)
    assert "MulBackward0" in viz.dot_source(x * 2)  # the DOT text needs no package


def test_custom_function_node_names_its_backward():
    Cube = torch_cube(torch)  # the Function test_custom_function.py checks against PyTorch's
    x = torch.tensor([2.0], requires_grad=True)
    drawing = viz.build_model(Cube.apply(x))
    cube = next(info for info in drawing.nodes.values() if info["label"].startswith("TorchCubeBackward"))
    assert "test_custom_function.py:" in cube["label"] and "TorchCube.backward" in cube["label"]
    assert viz_model.formula_for(Cube.apply(x).grad_fn, "input 0").startswith("TorchCube.backward")
