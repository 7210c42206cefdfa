"""Rprop and ASGD against torch.optim over 100 steps (the MLP of test_optim and an exactly computed gradient),
their state dicts, defaults, repr and argument errors."""
import numpy as np
import pytest

import specgrad
import specgrad.optim as optim
from test_optim import MLP, norm_relative_difference, relative_difference, train

torch = pytest.importorskip("torch")

CONFIGS = [
    ("Rprop", dict()),
    ("Rprop", dict(lr=0.005, etas=(0.3, 1.5), step_sizes=(1e-4, 0.02), maximize=True)),
    ("ASGD", dict(lr=0.05)),
    ("ASGD", dict(lr=0.05, lambd=0.01, alpha=0.5, t0=10, weight_decay=0.1)),
    ("ASGD", dict(lr=0.02, t0=0, maximize=True)),
]
IDS = [f"{n}-{'-'.join(f'{k}={v}' for k, v in o.items()) or 'defaults'}" for n, o in CONFIGS]


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("name,options", CONFIGS, ids=IDS)
def test_mlp_trajectory_matches_pytorch(name, options, dtype):
    model = MLP(dtype)
    ours, _ = train(specgrad, optim, name, options, model)
    theirs, _ = train(torch, torch.optim, name, options, model)
    for a, b in zip(ours, theirs):
        assert a.dtype == b.dtype
        assert norm_relative_difference(a, b) <= (1e-6 if dtype == np.float32 else 1e-12)
    assert relative_difference(ours[0], model.init[0]) > 1e-3


@pytest.mark.parametrize("name,options", CONFIGS, ids=IDS)
def test_update_arithmetic_matches_pytorch_bit_for_bit_or_nearly(name, options):
    rng = np.random.default_rng(1)
    for dtype in (np.float32, np.float64):
        p0, a, t = (rng.standard_normal(2000).astype(dtype) for _ in range(3))
        sign = -1 if options.get("maximize") else 1
        a = np.abs(a)
        results = []
        for lib, module in [(specgrad, optim), (torch, torch.optim)]:
            p = lib.tensor(p0.copy(), requires_grad=True)
            optimizer = getattr(module, name)([p], **options)
            for _ in range(100):
                p.grad = lib.tensor(sign * a) * (p.detach() - lib.tensor(t))
                optimizer.step()
            results.append(p.detach().numpy())
        assert np.mean(results[0] != results[1]) < 0.01, (dtype, np.mean(results[0] != results[1]))
        assert relative_difference(*results) < (1e-6 if dtype == np.float32 else 1e-14)


@pytest.mark.parametrize("name,options", CONFIGS, ids=IDS)
def test_state_dict_matches_pytorchs_layout_and_values(name, options):
    model = MLP(np.float64)
    _, ours = train(specgrad, optim, name, options, model, steps=15)
    _, theirs = train(torch, torch.optim, name, options, model, steps=15)
    our_state, their_state = ours.state_dict(), theirs.state_dict()
    assert our_state["param_groups"] == their_state["param_groups"]
    for index, their_entry in their_state["state"].items():
        our_entry = our_state["state"][index]
        assert list(our_entry) == list(their_entry)
        for key, value in their_entry.items():
            assert str(our_entry[key].dtype).split(".")[-1] == str(value.dtype).split(".")[-1]
            assert our_entry[key].shape == value.shape
            np.testing.assert_allclose(our_entry[key].numpy(), value.numpy(), rtol=1e-12, atol=0)


def test_load_pytorchs_state_dict_and_continue():
    for name, options in CONFIGS:
        model = MLP(np.float64)
        params_t = model.params(torch)
        opt_t = getattr(torch.optim, name)(params_t, **options)
        params_s = model.params(specgrad)
        opt_s = getattr(optim, name)(params_s, **options)
        for step in range(20):
            if step == 10:
                state = opt_t.state_dict()
                opt_t.load_state_dict(state)  # PyTorch's load casts ASGD's float32 eta and mu to the params' dtype
                opt_s.load_state_dict({"param_groups": state["param_groups"], "state": {
                    k: {kk: specgrad.tensor(vv.numpy()) for kk, vv in v.items()} for k, v in state["state"].items()}})
                for a, b in zip(params_s, params_t):
                    with specgrad.no_grad():
                        a.copy_(specgrad.tensor(b.detach().numpy()))
            for lib, params, opt in ((torch, params_t, opt_t), (specgrad, params_s, opt_s)):
                opt.zero_grad()
                loss = model.loss(lib, params)
                (-loss if options.get("maximize") else loss).backward()
                opt.step()
        for a, b in zip(params_s, params_t):
            assert norm_relative_difference(a.detach().numpy(), b.detach().numpy()) < 1e-12, name


BAD = [("Rprop", dict(lr=-1)), ("Rprop", dict(etas=(1.5, 2.0))), ("Rprop", dict(etas=(0.5, 0.9))),
       ("ASGD", dict(lr=-1)), ("ASGD", dict(weight_decay=-1))]


@pytest.mark.parametrize("name,options", BAD)
def test_argument_errors_match_pytorch(name, options):
    with pytest.raises(Exception) as expected:
        getattr(torch.optim, name)([torch.zeros(2, requires_grad=True)], **options)
    with pytest.raises(type(expected.value)) as got:
        getattr(optim, name)([specgrad.zeros(2, requires_grad=True)], **options)
    assert str(got.value) == str(expected.value)


@pytest.mark.parametrize("name", ["Rprop", "ASGD"])
def test_defaults_and_repr_match_pytorch(name):
    theirs = getattr(torch.optim, name)([torch.zeros(2, requires_grad=True)])
    ours = getattr(optim, name)([specgrad.zeros(2, requires_grad=True)])
    assert list(ours.defaults.items()) == list(theirs.defaults.items())
    assert repr(ours) == repr(theirs)
