"""nn.Module's API against torch.nn.Module: registration, traversal, hooks, state dicts, modes,
dtype conversion, containers and their errors; nn.init and nn.utils."""
import copy
import math

import numpy as np
import pytest

import specgrad
import specgrad.nn as nn

torch = pytest.importorskip("torch")


def build(lib):
    class Net(lib.nn.Module):
        def __init__(self):
            super().__init__()
            self.features = lib.nn.Sequential(lib.nn.Conv2d(1, 2, 3), lib.nn.BatchNorm2d(2), lib.nn.ReLU())
            self.heads = lib.nn.ModuleList([lib.nn.Linear(8, 3), lib.nn.Linear(8, 3)])
            self.table = lib.nn.ModuleDict({"b": lib.nn.Linear(3, 1), "a": lib.nn.Identity()})
            self.scale = lib.nn.Parameter(lib.ones(1))
            self.register_buffer("steps", lib.zeros(1))
            self.register_buffer("scratch", lib.zeros(2), persistent=False)
            self.shared = self.heads[0]

        def forward(self, x):
            h = self.features(x).flatten(1)[:, :8]
            return self.table["b"](self.heads[0](h) + self.heads[1](h)) * self.scale
    return Net()


def test_traversal_names_match_torch():
    ours, theirs = build(specgrad), build(torch)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    assert [n for n, _ in ours.named_parameters(remove_duplicate=False)] == \
        [n for n, _ in theirs.named_parameters(remove_duplicate=False)]
    assert [n for n, _ in ours.named_buffers()] == [n for n, _ in theirs.named_buffers()]
    assert [n for n, _ in ours.named_modules()] == [n for n, _ in theirs.named_modules()]
    assert [n for n, _ in ours.named_children()] == [n for n, _ in theirs.named_children()]
    assert list(ours.state_dict()) == list(theirs.state_dict())
    assert [n for n, _ in ours.named_parameters(recurse=False)] == ["scale"]
    assert repr(ours).replace("specgrad", "torch") == repr(theirs)
    assert len(list(ours.modules())) == len(list(theirs.modules()))
    assert ours.get_submodule("features.0") is ours.features[0]
    assert ours.get_parameter("heads.1.bias") is ours.heads[1].bias
    assert ours.get_buffer("features.1.running_mean") is ours.features[1].running_mean


def test_forward_and_backward_match_torch_with_copied_state():
    ours, theirs = build(specgrad), build(torch)
    ours.load_state_dict({k: specgrad.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    x = np.random.default_rng(1).standard_normal((4, 1, 5, 5)).astype(np.float32)
    y, t = ours(specgrad.tensor(x)), theirs(torch.tensor(x))
    np.testing.assert_allclose(y.detach().numpy(), t.detach().numpy(), rtol=1e-5, atol=1e-6)
    y.sum().backward()
    t.sum().backward()
    for (name, p), (_, q) in zip(ours.named_parameters(), theirs.named_parameters()):
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), rtol=1e-4, atol=1e-5, err_msg=name)
    ours.zero_grad()
    assert all(p.grad is None for p in ours.parameters())


def test_state_dict_shares_memory_and_round_trips():
    a, b = build(specgrad), build(specgrad)
    state = a.state_dict()
    assert "scratch" not in state and "steps" in state
    assert not state["scale"].requires_grad
    a.scale.data.fill_(3.0)
    assert state["scale"].item() == 3.0  # detached, not copied
    result = b.load_state_dict(state)
    assert repr(result) == "<All keys matched successfully>"
    assert b.scale.item() == 3.0 and b.scale is not a.scale
    assert b.state_dict(keep_vars=True)["scale"] is b.scale


def error_of(fn):
    try:
        fn()
    except Exception as error:
        return type(error), str(error)
    return None


def test_load_state_dict_errors_match_torch():
    ours, theirs = specgrad.nn.Linear(2, 3), torch.nn.Linear(2, 3)

    def bad(lib, **kw):
        state = {"weight": lib.zeros(3, 3), "extra": lib.zeros(1)}
        return (lambda: ours.load_state_dict(state, **kw)) if lib is specgrad else \
            (lambda: theirs.load_state_dict(state, **kw))
    e1, e2 = error_of(bad(specgrad)), error_of(bad(torch))
    assert e1[0] is e2[0] is RuntimeError
    assert e1[1].replace("specgrad.Size", "torch.Size") == e2[1]
    good = {"weight": specgrad.ones(3, 2), "extra": specgrad.zeros(1)}
    result = ours.load_state_dict(good, strict=False)
    assert result.missing_keys == ["bias"] and result.unexpected_keys == ["extra"]
    assert ours.weight.sum().item() == 6


@pytest.mark.parametrize("action", [
    "m.weight = lib.zeros(2, 2)",
    "m.register_buffer('a.b', lib.zeros(1))",
    "m.register_buffer('weight', lib.zeros(1))",
    "m.register_parameter('p', lib.zeros(1))",
    "m.register_parameter('', None)",
    "m.register_buffer('buf', 3)",
    "m.add_module('x', 3)",
    "m.nonexistent",
    "m.train('yes')",
    "m.register_parameter('q', lib.nn.Parameter(lib.ones(2)) * 2)",
    "lib.nn.Sequential(lib.nn.ReLU())[3]",
    "lib.nn.ModuleList([lib.nn.ReLU()])[-2]",
    "lib.nn.Conv2d(3, 4, 3, groups=2)",
    "lib.nn.Conv2d(2, 4, 3, stride=2, padding='same')",
    "lib.nn.Conv2d(2, 4, 3, padding_mode='mirror')",
    "lib.nn.Dropout(1.5)",
    "lib.nn.BatchNorm2d(3)(lib.zeros(2, 3))",
    "lib.nn.Embedding(5, 2, padding_idx=5)",
    "lib.nn.GroupNorm(3, 4)",
    "lib.nn.Module()(1)",
    "lib.nn.Linear(2, 2).to(lib.int64)",
    "lib.nn.ConvTranspose2d(2, 2, 3, stride=2)(lib.zeros(1, 2, 3, 3), output_size=(9, 9))",
])
def test_errors_match_torch(action):
    results = []
    for lib in (specgrad, torch):
        m = lib.nn.Linear(2, 2)
        results.append(error_of(lambda: exec(action, {"lib": lib, "m": m})))
    ours, theirs = results
    assert theirs is not None and ours is not None, (ours, theirs)
    assert ours[0] is theirs[0], (ours, theirs)
    if "padding_mode=" not in action:  # PyTorch prints a set there, in an order that varies per process
        assert ours[1].replace("specgrad", "torch") == theirs[1]


def test_hooks_run_in_order_and_can_replace_values():
    for lib in (specgrad, torch):
        m = lib.nn.Linear(2, 2)
        calls = []
        h1 = m.register_forward_pre_hook(lambda mod, args: (args[0] * 0,))
        h2 = m.register_forward_hook(lambda mod, args, out: calls.append("second") or out + 1)
        m.register_forward_hook(lambda mod, args, out: calls.append("first"), prepend=True)
        m.register_forward_pre_hook(lambda mod, args, kwargs: calls.append(sorted(kwargs)), with_kwargs=True)
        out = m(lib.ones(1, 2))
        assert calls == [[], "first", "second"]
        np.testing.assert_allclose(out.detach().numpy()[0], (m.bias + 1).detach().numpy())
        h1.remove()
        h2.remove()
        out = m(lib.ones(1, 2))
        np.testing.assert_allclose(out.detach().numpy()[0], (m.weight.sum(1) + m.bias).detach().numpy(), rtol=1e-6)


def test_train_eval_requires_grad_and_frozen_parameters():
    m = nn.Sequential(nn.Linear(3, 3), nn.Dropout(0.5), nn.BatchNorm1d(3))
    assert m.training and m[1].training
    m.eval()
    assert not m.training and not m[1].training and not m[2].training
    x = specgrad.ones(4, 3)
    assert specgrad.equal(m(x), m(x))  # dropout off, batch norm uses running statistics
    m.train()
    m[0].requires_grad_(False)
    m(x).sum().backward()
    assert m[0].weight.grad is None and m[2].weight.grad is not None
    with specgrad.no_grad():
        assert not m(x).requires_grad


def test_to_double_keeps_parameter_objects_and_int_buffers():
    m = nn.BatchNorm1d(3)
    weight = m.weight
    m.weight.grad = specgrad.ones(3)
    assert m.double() is m
    assert m.weight is weight and m.weight.dtype == specgrad.float64 and m.weight.grad.dtype == specgrad.float64
    assert m.running_mean.dtype == specgrad.float64 and m.num_batches_tracked.dtype == specgrad.int64
    m.to(specgrad.float32)
    assert m.weight.dtype == specgrad.float32
    m.half().float()
    assert m(specgrad.randn(4, 3)).dtype == specgrad.float32


def test_deepcopy_and_apply():
    m = nn.Sequential(nn.Linear(2, 2), nn.Linear(2, 2))
    c = copy.deepcopy(m)
    assert c[0].weight is not m[0].weight and specgrad.equal(c[0].weight, m[0].weight)
    assert isinstance(c[0].weight, nn.Parameter)
    seen = []
    m.apply(lambda mod: seen.append(type(mod).__name__))
    assert seen == ["Linear", "Linear", "Sequential"]


def test_containers_behave_as_torch():
    for lib in (specgrad, torch):
        s = lib.nn.Sequential(lib.nn.ReLU(), lib.nn.Tanh(), lib.nn.Sigmoid())
        assert [type(x).__name__ for x in s[1:]] == ["Tanh", "Sigmoid"]
        del s[0]
        assert list(s._modules) == ["0", "1"]
        s.append(lib.nn.ReLU()).insert(0, lib.nn.ELU())
        assert [type(x).__name__ for x in s] == ["ELU", "Tanh", "Sigmoid", "ReLU"]
        lst = lib.nn.ModuleList([lib.nn.ReLU()])
        lst += [lib.nn.Tanh()]
        lst.insert(0, lib.nn.ELU())
        assert [type(x).__name__ for x in lst] == ["ELU", "ReLU", "Tanh"]
        d = lib.nn.ModuleDict([("x", lib.nn.ReLU())])
        d.update({"y": lib.nn.Tanh()})
        assert list(d.keys()) == ["x", "y"] and "y" in d and len(d) == 2
        pl = lib.nn.ParameterList([lib.nn.Parameter(lib.ones(2)), lib.zeros(3)])
        assert isinstance(pl[1], lib.nn.Parameter) and len(list(pl.parameters())) == 2
        pd = lib.nn.ParameterDict({"a": lib.ones(1)})
        assert isinstance(pd["a"], lib.nn.Parameter) and list(pd) == ["a"]
    assert repr(nn.ParameterList([nn.Parameter(specgrad.ones(2, 3))])) == \
        repr(torch.nn.ParameterList([torch.nn.Parameter(torch.ones(2, 3))])).replace("torch.", "specgrad.")


def test_conv_transpose_output_size():
    ours, theirs = nn.ConvTranspose2d(2, 3, 3, stride=2), torch.nn.ConvTranspose2d(2, 3, 3, stride=2)
    ours.load_state_dict({k: specgrad.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    x = np.random.default_rng(0).standard_normal((1, 2, 4, 4)).astype(np.float32)
    y, t = ours(specgrad.tensor(x), output_size=(10, 10)), theirs(torch.tensor(x), output_size=(10, 10))
    assert y.shape == tuple(t.shape) == (1, 3, 10, 10)
    np.testing.assert_allclose(y.detach().numpy(), t.detach().numpy(), rtol=1e-5, atol=1e-6)


# ---------------------------------------------------------------- default initialisation and nn.init

@pytest.mark.parametrize("expression, name, bound", [
    ("Linear(400, 30)", "weight", 1 / math.sqrt(400)), ("Linear(400, 30)", "bias", 1 / math.sqrt(400)),
    ("Conv2d(16, 32, 3)", "weight", 1 / math.sqrt(16 * 9)), ("Conv2d(16, 32, 3)", "bias", 1 / math.sqrt(16 * 9)),
    ("ConvTranspose2d(16, 32, 3)", "weight", 1 / math.sqrt(32 * 9)),
    ("Bilinear(20, 30, 40)", "weight", 1 / math.sqrt(20)),
])
def test_default_initialisation_is_torchs_uniform(expression, name, bound):
    specgrad.manual_seed(0)
    torch.manual_seed(0)
    ours, theirs = eval("nn." + expression), eval("torch.nn." + expression)
    p, q = getattr(ours, name).detach().numpy(), getattr(theirs, name).detach().numpy()
    assert np.abs(p).max() <= bound and np.abs(q).max() <= bound
    assert np.abs(p).max() > 0.7 * bound  # uniform over the whole interval (30 draws miss 0.7 with p = 2e-5)
    # a uniform's standard deviation; the sample's varies by about bound / sqrt(15 n): allow 5 of those
    spread = 5 * bound / math.sqrt(15 * p.size)
    assert abs(p.std() - bound / math.sqrt(3)) < spread
    assert abs(p.std() - q.std()) < math.sqrt(2) * spread


def test_init_functions_statistics_and_errors():
    w = specgrad.empty(300, 200)
    nn.init.xavier_uniform_(w, gain=nn.init.calculate_gain("relu"))
    bound = math.sqrt(2) * math.sqrt(6 / 500)
    assert w.abs().max().item() <= bound and w.abs().max().item() > 0.95 * bound
    nn.init.kaiming_normal_(w, mode="fan_out", nonlinearity="relu")
    assert abs(w.std().item() - math.sqrt(2 / 300)) < 0.01
    nn.init.xavier_normal_(w)
    assert abs(w.std().item() - math.sqrt(2 / 500)) < 0.005
    nn.init.trunc_normal_(w, std=0.5, a=-0.3, b=0.6)
    assert w.min().item() >= -0.3 and w.max().item() <= 0.6
    q = specgrad.empty(20, 50)
    nn.init.orthogonal_(q)
    np.testing.assert_allclose((q @ q.T).numpy(), np.eye(20), atol=1e-5)
    nn.init.constant_(q, 0.25)
    assert q.sum().item() == 0.25 * 1000
    nn.init.eye_(q)
    assert q.trace().item() == 20
    d = specgrad.empty(4, 2, 3, 3)
    nn.init.dirac_(d)
    x = specgrad.randn(1, 2, 5, 5)
    np.testing.assert_allclose(nn.functional.conv2d(x, d, padding=1)[:, :2].numpy(), x.numpy(), atol=1e-6)
    for name in ("relu", "tanh", "leaky_relu", "selu", "sigmoid", "conv2d"):
        assert nn.init.calculate_gain(name) == pytest.approx(torch.nn.init.calculate_gain(name))
    for bad in (lambda: nn.init.xavier_uniform_(specgrad.empty(3)), lambda: nn.init.calculate_gain("swish"),
                lambda: nn.init.kaiming_uniform_(w, mode="fan_middle")):
        with pytest.raises(ValueError):
            bad()
    p = nn.Parameter(specgrad.empty(3, 3))
    nn.init.normal_(p)  # in place on a parameter: no autograd error, no graph
    assert p.is_leaf and p.grad_fn is None


def test_generator_makes_init_reproducible():
    a, b = specgrad.empty(5, 5), specgrad.empty(5, 5)
    nn.init.kaiming_uniform_(a, generator=specgrad.Generator().manual_seed(3))
    nn.init.kaiming_uniform_(b, generator=specgrad.Generator().manual_seed(3))
    assert specgrad.equal(a, b)


# ---------------------------------------------------------------- nn.utils

@pytest.mark.parametrize("norm_type", [2.0, 1.0, float("inf"), 3.0])
@pytest.mark.parametrize("max_norm", [0.5, 100.0])
def test_clip_grad_norm_matches_torch(norm_type, max_norm):
    grads = [np.random.default_rng(i).standard_normal(s).astype(np.float32) for i, s in enumerate([(3, 4), (5,)])]
    ours = [nn.Parameter(specgrad.zeros(g.shape)) for g in grads]
    theirs = [torch.nn.Parameter(torch.zeros(g.shape)) for g in grads]
    for p, q, g in zip(ours, theirs, grads):
        p.grad, q.grad = specgrad.tensor(g), torch.tensor(g)
    total = nn.utils.clip_grad_norm_(ours, max_norm, norm_type)
    expected = torch.nn.utils.clip_grad_norm_(theirs, max_norm, norm_type)
    np.testing.assert_allclose(total.item(), expected.item(), rtol=1e-6)
    for p, q in zip(ours, theirs):
        np.testing.assert_allclose(p.grad.numpy(), q.grad.numpy(), rtol=1e-6)


def test_clip_grad_value_vectors_and_nonfinite_error():
    p = nn.Parameter(specgrad.zeros(4))
    p.grad = specgrad.tensor([-3.0, 0.5, 2.0, float("nan")])
    with pytest.raises(RuntimeError, match="non-finite"):
        nn.utils.clip_grad_norm_([p], 1.0, error_if_nonfinite=True)
    p.grad = specgrad.tensor([-3.0, 0.5, 2.0, 0.0])
    nn.utils.clip_grad_value_(p, 1.0)
    assert p.grad.tolist() == [-1.0, 0.5, 1.0, 0.0]
    m = nn.Linear(3, 2)
    v = nn.utils.parameters_to_vector(m.parameters())
    assert v.shape == (8,) and v.requires_grad
    nn.utils.vector_to_parameters(specgrad.arange(8.0), m.parameters())
    assert m.weight.tolist() == [[0, 1, 2], [3, 4, 5]] and m.bias.tolist() == [6, 7]
    with pytest.raises(TypeError, match="expected torch.Tensor"):
        nn.utils.vector_to_parameters([1.0], m.parameters())


def test_dropout_layers_keep_the_input_dtype():
    for layer in (nn.Dropout(0.5), nn.Dropout2d(0.5), nn.AlphaDropout(0.5)):
        for dtype in (specgrad.float32, specgrad.float64):
            assert layer(specgrad.ones(2, 3, 4, 4, dtype=dtype)).dtype == dtype  # was: float32 became float64
