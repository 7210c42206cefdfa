"""specgrad.optim.lr_scheduler against torch.optim.lr_scheduler: the learning rates (and momenta) of every
schedule over many steps with two parameter groups, state dicts, and PyTorch's warnings."""
import math
import warnings

import numpy as np
import pytest

import specgrad
import specgrad.optim as optim
from specgrad.optim import lr_scheduler

torch = pytest.importorskip("torch")


def make_optimizers(kind="SGD", **options):
    """The same two-group optimizer in both libraries (lr 0.1 and 0.01), with gradients so that step() steps."""
    def groups(lib):
        a = lib.tensor(np.ones(3, np.float32), requires_grad=True)
        b = lib.tensor(np.ones(2, np.float32), requires_grad=True)
        a.grad, b.grad = lib.ones(3), lib.ones(2)
        return [{"params": [a]}, {"params": [b], "lr": 0.01}]
    return getattr(torch.optim, kind)(groups(torch), lr=0.1, **options), getattr(optim, kind)(groups(specgrad), lr=0.1,
                                                                                               **options)


def group_values(optimizer):
    return [(g["lr"], g.get("momentum"), g.get("betas")) for g in optimizer.param_groups]


SCHEDULES = {
    "StepLR": lambda m, o: m.StepLR(o, step_size=7, gamma=0.5),
    "MultiStepLR": lambda m, o: m.MultiStepLR(o, milestones=[3, 10, 10, 25], gamma=0.3),
    "ExponentialLR": lambda m, o: m.ExponentialLR(o, gamma=0.93),
    "CosineAnnealingLR": lambda m, o: m.CosineAnnealingLR(o, T_max=12, eta_min=0.001),
    "LambdaLR": lambda m, o: m.LambdaLR(o, lr_lambda=[lambda e: 0.97 ** e, lambda e: 1 / (1 + e)]),
    "MultiplicativeLR": lambda m, o: m.MultiplicativeLR(o, lr_lambda=lambda e: 0.95),
    "LinearLR": lambda m, o: m.LinearLR(o, start_factor=0.25, end_factor=0.9, total_iters=9),
    "ConstantLR": lambda m, o: m.ConstantLR(o, factor=0.5, total_iters=4),
    "PolynomialLR": lambda m, o: m.PolynomialLR(o, total_iters=15, power=2.0),
    "CosineAnnealingWarmRestarts": lambda m, o: m.CosineAnnealingWarmRestarts(o, T_0=5, T_mult=2, eta_min=1e-4),
    "CyclicLR": lambda m, o: m.CyclicLR(o, base_lr=[0.01, 0.001], max_lr=0.1, step_size_up=4, step_size_down=6,
                                        mode="triangular2"),
    "CyclicLR_exp_range": lambda m, o: m.CyclicLR(o, base_lr=0.01, max_lr=0.1, step_size_up=5, mode="exp_range",
                                                  gamma=0.97),
    "OneCycleLR": lambda m, o: m.OneCycleLR(o, max_lr=[0.5, 0.05], total_steps=41),
    "OneCycleLR_three_phase_linear": lambda m, o: m.OneCycleLR(o, max_lr=0.5, epochs=4, steps_per_epoch=10,
                                                               anneal_strategy="linear", three_phase=True),
    "SequentialLR": lambda m, o: m.SequentialLR(o, [m.LinearLR(o, start_factor=0.1, total_iters=5),
                                                    m.ExponentialLR(o, gamma=0.9)], milestones=[5]),
    "ChainedScheduler": lambda m, o: m.ChainedScheduler([m.ConstantLR(o, factor=0.5, total_iters=3),
                                                         m.ExponentialLR(o, gamma=0.9)]),
}


@pytest.mark.parametrize("name", SCHEDULES)
def test_schedule_matches_pytorch(name):
    optimizer_kind = "SGD"
    options = {"momentum": 0.9} if name.startswith(("CyclicLR", "OneCycleLR")) else {}
    torch_opt, our_opt = make_optimizers(optimizer_kind, **options)
    torch_sched, our_sched = SCHEDULES[name](torch.optim.lr_scheduler, torch_opt), SCHEDULES[name](lr_scheduler, our_opt)
    assert our_sched.get_last_lr() == torch_sched.get_last_lr()
    for _ in range(40):
        torch_opt.step(), our_opt.step()
        torch_sched.step(), our_sched.step()
        assert our_sched.get_last_lr() == torch_sched.get_last_lr()
        assert group_values(our_opt) == group_values(torch_opt)
    assert getattr(our_sched, "last_epoch", None) == getattr(torch_sched, "last_epoch", None)


@pytest.mark.parametrize("name", ["OneCycleLR", "CyclicLR"])
def test_cycle_momentum_drives_adams_beta1(name):
    torch_opt, our_opt = make_optimizers("Adam")
    torch_sched, our_sched = SCHEDULES[name](torch.optim.lr_scheduler, torch_opt), SCHEDULES[name](lr_scheduler, our_opt)
    for _ in range(40):
        torch_opt.step(), our_opt.step()
        torch_sched.step(), our_sched.step()
        assert group_values(our_opt) == group_values(torch_opt)
        assert our_opt.param_groups[0]["betas"][1] == 0.999


def test_reduce_lr_on_plateau():
    metrics = [1.0, 0.9, 0.95, 0.95, 0.95, 0.8, 0.81, 0.82, 0.83, 0.84, 0.85, 0.7] * 3
    for options in [dict(patience=2, factor=0.5), dict(mode="max", patience=1, cooldown=2, threshold_mode="abs",
                                                      threshold=0.01, min_lr=[0.02, 0.005])]:
        torch_opt, our_opt = make_optimizers()
        torch_sched = torch.optim.lr_scheduler.ReduceLROnPlateau(torch_opt, **options)
        our_sched = lr_scheduler.ReduceLROnPlateau(our_opt, **options)
        for metric in metrics:
            torch_opt.step(), our_opt.step()
            torch_sched.step(torch.tensor(metric)), our_sched.step(specgrad.tensor(metric))
            assert our_sched.get_last_lr() == torch_sched.get_last_lr()
            assert (our_sched.num_bad_epochs, our_sched.best) == (torch_sched.num_bad_epochs, torch_sched.best)


@pytest.mark.parametrize("name", ["StepLR", "MultiStepLR", "ExponentialLR", "CosineAnnealingLR", "LinearLR",
                                  "ConstantLR", "PolynomialLR"])
def test_closed_form_when_stepped_with_an_epoch(name):
    torch_opt, our_opt = make_optimizers()
    torch_sched, our_sched = SCHEDULES[name](torch.optim.lr_scheduler, torch_opt), SCHEDULES[name](lr_scheduler, our_opt)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for epoch in [3, 4, 9, 20, 13]:
            torch_sched.step(epoch), our_sched.step(epoch)
            assert our_sched.get_last_lr() == torch_sched.get_last_lr()


def test_warm_restarts_with_fractional_epochs():
    torch_opt, our_opt = make_optimizers()
    make = SCHEDULES["CosineAnnealingWarmRestarts"]
    torch_sched, our_sched = make(torch.optim.lr_scheduler, torch_opt), make(lr_scheduler, our_opt)
    for epoch in np.arange(0, 30, 0.35):
        torch_sched.step(float(epoch)), our_sched.step(float(epoch))
        assert our_sched.get_last_lr() == torch_sched.get_last_lr()


def test_state_dict_round_trip_continues_the_schedule():
    _, our_opt = make_optimizers()
    sched = lr_scheduler.OneCycleLR(our_opt, max_lr=0.5, total_steps=30)
    for _ in range(10):
        our_opt.step()
        sched.step()
    state = sched.state_dict()
    torch_opt, _ = make_optimizers()
    torch_sched = torch.optim.lr_scheduler.OneCycleLR(torch_opt, max_lr=0.5, total_steps=30)
    assert set(state) == set(torch_sched.state_dict())
    _, resumed_opt = make_optimizers()
    resumed_opt.load_state_dict(our_opt.state_dict())
    resumed = lr_scheduler.OneCycleLR(resumed_opt, max_lr=0.5, total_steps=30, last_epoch=9)
    resumed.load_state_dict(state)
    for _ in range(15):
        our_opt.step(), resumed_opt.step()
        sched.step(), resumed.step()
        assert resumed.get_last_lr() == sched.get_last_lr()


def test_lambda_state_dict_keeps_callable_objects_state():
    class Decay:
        def __init__(self, rate):
            self.rate = rate

        def __call__(self, epoch):
            return self.rate ** epoch

    _, opt = make_optimizers()
    sched = lr_scheduler.LambdaLR(opt, [Decay(0.5), lambda e: 1.0])
    state = sched.state_dict()
    assert state["lr_lambdas"] == [{"rate": 0.5}, None]
    other = lr_scheduler.LambdaLR(opt, [Decay(0.9), lambda e: 1.0])
    other.load_state_dict(state)
    assert other.lr_lambdas[0].rate == 0.5


def test_scheduler_step_before_optimizer_step_warns_as_pytorch():
    for lib, module in [(torch, torch.optim), (specgrad, optim)]:
        opt = module.SGD([lib.zeros(2, requires_grad=True)], lr=0.1)
        sched = module.lr_scheduler.StepLR(opt, step_size=2)
        with pytest.warns(UserWarning, match=r"Detected call of `lr_scheduler.step\(\)` before `optimizer.step\(\)`"):
            sched.step()
    opt = optim.SGD([specgrad.zeros(2, requires_grad=True)], lr=0.1)
    sched = lr_scheduler.StepLR(opt, step_size=2)
    opt.step()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        sched.step()


def test_get_lr_outside_step_warns():
    _, opt = make_optimizers()
    sched = lr_scheduler.ExponentialLR(opt, gamma=0.5)
    with pytest.warns(UserWarning, match="please use `get_last_lr\\(\\)`"):
        sched.get_lr()


def test_argument_errors_match_pytorch():
    torch_opt, our_opt = make_optimizers()
    cases = [
        ("LinearLR", dict(start_factor=0)), ("LinearLR", dict(end_factor=2)), ("ConstantLR", dict(factor=2)),
        ("OneCycleLR", dict(max_lr=0.1)), ("OneCycleLR", dict(max_lr=0.1, total_steps=0)),
        ("OneCycleLR", dict(max_lr=0.1, total_steps=5, anneal_strategy="x")),
        ("OneCycleLR", dict(max_lr=[0.1], total_steps=5)),
        ("CosineAnnealingWarmRestarts", dict(T_0=0)), ("ReduceLROnPlateau", dict(factor=1.0)),
        ("ReduceLROnPlateau", dict(mode="x")), ("LambdaLR", dict(lr_lambda=[lambda e: 1])),
        ("SequentialLR", dict(schedulers=[], milestones=[])),
    ]
    for name, kwargs in cases:
        with pytest.raises(Exception) as expected:
            getattr(torch.optim.lr_scheduler, name)(torch_opt, **kwargs)
        with pytest.raises(type(expected.value)) as got:
            getattr(lr_scheduler, name)(our_opt, **kwargs)
        assert str(got.value) == str(expected.value), name
    with pytest.raises(TypeError, match="list is not an Optimizer"):
        lr_scheduler.StepLR([], step_size=1)
    with pytest.raises(KeyError, match="initial_lr"):
        lr_scheduler.StepLR(optim.SGD([specgrad.zeros(1, requires_grad=True)]), step_size=1, last_epoch=3)


def test_tensor_lr_is_updated_in_place():
    opt = optim.SGD([specgrad.zeros(2, requires_grad=True)], lr=specgrad.tensor(0.1))
    lr = opt.param_groups[0]["lr"]
    sched = lr_scheduler.ExponentialLR(opt, gamma=0.5)
    opt.step()
    sched.step()
    assert opt.param_groups[0]["lr"] is lr and math.isclose(lr.item(), 0.05, rel_tol=1e-6)
