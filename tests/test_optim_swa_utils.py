"""optim.swa_utils against PyTorch's: AveragedModel with the default SWA mean, EMA (avg_fn and multi_avg_fn,
with and without buffers), update_bn, SWALR's learning rates, state dicts and errors."""
import warnings

import numpy as np
import pytest

import specgrad
import specgrad.nn as nn
from specgrad.optim import swa_utils

torch = pytest.importorskip("torch")
TS = torch.optim.swa_utils


def _net(lib, dtype):
    torch.manual_seed(0)
    net = lib.nn.Sequential(lib.nn.Linear(3, 5), lib.nn.BatchNorm1d(5), lib.nn.Tanh(), lib.nn.Linear(5, 2))
    return net.to(getattr(lib, dtype))


def _pair(dtype):
    theirs, ours = _net(torch, dtype), _net(specgrad, dtype)
    ours.load_state_dict({k: specgrad.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    return theirs, ours


def _close(ours, theirs, dtype):
    tol = dict(rtol=2e-6, atol=1e-7) if dtype == "float32" else dict(rtol=1e-12, atol=1e-14)
    np.testing.assert_allclose(np.asarray(ours.detach().numpy(), np.float64),
                               np.asarray(theirs.detach().numpy(), np.float64), **tol)


AVERAGERS = {
    "swa": lambda m: {},
    "ema_multi": lambda m: {"multi_avg_fn": m.get_ema_multi_avg_fn(0.9)},
    "ema_multi_buffers": lambda m: {"multi_avg_fn": m.get_ema_multi_avg_fn(0.8), "use_buffers": True},
    "ema_fn": lambda m: {"avg_fn": m.get_ema_avg_fn(0.7)},
    "swa_multi": lambda m: {"multi_avg_fn": m.get_swa_multi_avg_fn()},
    "swa_fn": lambda m: {"avg_fn": m.get_swa_avg_fn()},
}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("averager", list(AVERAGERS))
def test_averaged_model_follows_pytorch_over_training(averager, dtype):
    theirs, ours = _pair(dtype)
    avg_t = TS.AveragedModel(theirs, **AVERAGERS[averager](TS))
    avg_s = swa_utils.AveragedModel(ours, **AVERAGERS[averager](swa_utils))
    opt_t = torch.optim.SGD(theirs.parameters(), lr=0.1, momentum=0.5)
    opt_s = specgrad.optim.SGD(ours.parameters(), lr=0.1, momentum=0.5)
    rng = np.random.default_rng(0)
    for step in range(12):
        x = rng.standard_normal((8, 3)).astype(dtype)
        for lib, net, opt, avg in ((torch, theirs, opt_t, avg_t), (specgrad, ours, opt_s, avg_s)):
            opt.zero_grad()
            (net(lib.tensor(x)) ** 2).mean().backward()
            opt.step()
            avg.update_parameters(net)
    assert int(avg_s.n_averaged.item()) == int(avg_t.n_averaged.item()) == 12
    assert avg_s.n_averaged.dtype == specgrad.int64
    assert list(avg_s.state_dict()) == list(avg_t.state_dict())
    for (name, a), (_, b) in zip(avg_s.state_dict().items(), avg_t.state_dict().items()):
        _close(a, b, dtype)
    # the average is not the model: it lags behind it
    assert not np.allclose(avg_s.module[0].weight.detach().numpy(), ours[0].weight.detach().numpy())
    avg_t.eval()
    avg_s.eval()
    x = rng.standard_normal((4, 3)).astype(dtype)
    _close(avg_s(specgrad.tensor(x)), avg_t(torch.tensor(x)), dtype)


def test_update_bn_recomputes_running_statistics_as_pytorch():
    theirs, ours = _pair("float64")
    rng = np.random.default_rng(1)
    batches = [rng.standard_normal((6, 3)) * 2 + 1 for _ in range(4)]
    theirs.eval()
    ours.eval()
    TS.update_bn([(torch.tensor(b), 0) for b in batches], theirs)
    swa_utils.update_bn([(specgrad.tensor(b), 0) for b in batches], ours)
    assert not ours.training and ours[1].momentum == theirs[1].momentum == 0.1
    for name in ("running_mean", "running_var", "num_batches_tracked"):
        np.testing.assert_allclose(getattr(ours[1], name).numpy(), getattr(theirs[1], name).numpy(), rtol=1e-12)
    swa_utils.update_bn([specgrad.tensor(b) for b in batches], ours)  # bare tensors too
    np.testing.assert_allclose(ours[1].running_mean.numpy(), theirs[1].running_mean.numpy(), rtol=1e-12)
    swa_utils.update_bn(batches, nn.Linear(2, 2))  # no batch norm: nothing to do


@pytest.mark.parametrize("kwargs", [dict(swa_lr=0.05), dict(swa_lr=[0.05, 0.2], anneal_epochs=3, anneal_strategy="linear"),
                                    dict(swa_lr=0.01, anneal_epochs=0)], ids=str)
def test_swalr_learning_rates_match_pytorch(kwargs):
    lrs = {}
    for lib in (torch, specgrad):
        groups = [{"params": [lib.zeros(2, requires_grad=True)], "lr": 0.5},
                  {"params": [lib.zeros(2, requires_grad=True)], "lr": 0.1}]
        if not isinstance(kwargs["swa_lr"], list):
            groups = groups[:1]
        opt = lib.optim.SGD(groups, lr=0.3)
        scheduler = (TS if lib is torch else swa_utils).SWALR(opt, **kwargs)
        seen = [scheduler.get_last_lr()]
        for _ in range(14):
            opt.step()
            scheduler.step()
            seen.append(scheduler.get_last_lr())
        lrs[lib] = seen
        state = scheduler.state_dict()
        assert "optimizer" not in state and "anneal_func" not in state
    np.testing.assert_allclose(np.array(lrs[specgrad]), np.array(lrs[torch]), rtol=1e-14)


def test_swalr_state_dict_round_trip_and_get_lr_warning():
    opt = specgrad.optim.SGD([specgrad.zeros(2, requires_grad=True)], lr=0.5)
    scheduler = swa_utils.SWALR(opt, swa_lr=0.1, anneal_strategy="linear", anneal_epochs=4)
    opt.step()
    scheduler.step()
    other = swa_utils.SWALR(specgrad.optim.SGD([specgrad.zeros(2, requires_grad=True)], lr=0.5), swa_lr=0.3)
    other.load_state_dict(scheduler.state_dict())
    assert other.anneal_func is other._linear_anneal and other.anneal_epochs == 4
    with pytest.warns(UserWarning, match="get_last_lr"):
        scheduler.get_lr()


def _swa_multi_with_integer_buffers(m, lib):
    net = lib.nn.BatchNorm1d(2)
    avg = m.AveragedModel(net, multi_avg_fn=m.get_swa_multi_avg_fn(), use_buffers=True)
    avg.update_parameters(net)
    avg.update_parameters(net)


ERRORS = [
    _swa_multi_with_integer_buffers,
    lambda m, lib: m.get_ema_avg_fn(1.5),
    lambda m, lib: m.get_ema_multi_avg_fn(-0.1),
    lambda m, lib: m.AveragedModel(lib.nn.Linear(2, 2), avg_fn=m.get_swa_avg_fn(),
                                   multi_avg_fn=m.get_swa_multi_avg_fn()),
    lambda m, lib: m.SWALR(lib.optim.SGD([lib.zeros(2, requires_grad=True)], lr=0.1), swa_lr=0.1,
                           anneal_strategy="exp"),
    lambda m, lib: m.SWALR(lib.optim.SGD([lib.zeros(2, requires_grad=True)], lr=0.1), swa_lr=0.1, anneal_epochs=-1),
    lambda m, lib: m.SWALR(lib.optim.SGD([lib.zeros(2, requires_grad=True)], lr=0.1), swa_lr=[0.1, 0.2]),
]


@pytest.mark.parametrize("index", range(len(ERRORS)))
def test_errors_match_pytorch(index):
    with pytest.raises(Exception) as theirs:
        ERRORS[index](TS, torch)
    with pytest.raises(type(theirs.value)) as ours:
        ERRORS[index](swa_utils, specgrad)
    assert str(ours.value) == str(theirs.value)
