"""nn.utils.weight_norm / remove_weight_norm, fuse_conv_bn_eval / fuse_linear_bn_eval and skip_init against
PyTorch: outputs, gradients of the new parameters, names and shapes, errors."""
import warnings

import numpy as np
import pytest

import specgrad
import specgrad.nn as nn

torch = pytest.importorskip("torch")


def _copy_weights(theirs, ours):
    ours.load_state_dict({k: specgrad.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})


@pytest.mark.parametrize("layer,args,dim,shape", [
    ("Linear", (3, 4), 0, (2, 3)),
    ("Linear", (3, 4), None, (2, 3)),
    ("Linear", (3, 4), 1, (2, 3)),
    ("Conv2d", (2, 3, 2), 0, (1, 2, 4, 4)),
    ("Conv1d", (2, 3, 2), 2, (1, 2, 5)),
])
def test_weight_norm_matches_pytorch(layer, args, dim, shape):
    torch.manual_seed(0)
    theirs = getattr(torch.nn, layer)(*args).double()
    ours = getattr(nn, layer)(*args).double()
    _copy_weights(theirs, ours)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        torch.nn.utils.weight_norm(theirs, dim=dim)
    assert nn.utils.weight_norm(ours, dim=dim) is ours
    assert [(n, tuple(p.shape)) for n, p in ours.named_parameters()] == \
        [(n, tuple(p.shape)) for n, p in theirs.named_parameters()]
    np.testing.assert_allclose(ours.weight_g.detach().numpy(), theirs.weight_g.detach().numpy(), rtol=1e-12)
    x = np.random.default_rng(0).standard_normal(shape)
    for step in range(2):  # the hook recomputes the weight from g and v at each call
        out_t, out_s = theirs(torch.tensor(x)), ours(specgrad.tensor(x))
        np.testing.assert_allclose(out_s.detach().numpy(), out_t.detach().numpy(), rtol=1e-10, atol=1e-12)
        (out_t ** 2).sum().backward()
        (out_s ** 2).sum().backward()
        for (n, p_t), (_, p_s) in zip(theirs.named_parameters(), ours.named_parameters()):
            np.testing.assert_allclose(p_s.grad.numpy(), p_t.grad.numpy(), rtol=1e-10, atol=1e-12, err_msg=n)
        with torch.no_grad():
            theirs.weight_g.mul_(1.5)
        with specgrad.no_grad():
            ours.weight_g.mul_(1.5)
    torch.nn.utils.remove_weight_norm(theirs)
    nn.utils.remove_weight_norm(ours)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    assert isinstance(ours.weight, nn.Parameter) and ours.weight.grad_fn is None
    np.testing.assert_allclose(ours.weight.detach().numpy(), theirs.weight.detach().numpy(), rtol=1e-12)


def _errors_alike(make_theirs, make_ours):
    with pytest.raises(Exception) as theirs:
        make_theirs()
    with pytest.raises(type(theirs.value)) as ours:
        make_ours()
    assert str(ours.value) == str(theirs.value).replace("torch.", "specgrad.")


@pytest.mark.filterwarnings("ignore::FutureWarning")
def test_weight_norm_errors_match_pytorch():
    def twice(lib):
        m = lib.nn.utils.weight_norm(lib.nn.Linear(2, 2))
        lib.nn.utils.weight_norm(m)
    _errors_alike(lambda: twice(torch), lambda: twice(specgrad))
    _errors_alike(lambda: torch.nn.utils.remove_weight_norm(torch.nn.Linear(2, 2), "bias"),
                  lambda: nn.utils.remove_weight_norm(nn.Linear(2, 2), "bias"))
    _errors_alike(lambda: torch.nn.utils.weight_norm(torch.nn.LazyLinear(2)),
                  lambda: nn.utils.weight_norm(nn.LazyLinear(2)))


def _trained_bn(lib, bn):
    """A batch norm whose running statistics and affine parameters are not the defaults."""
    rng = np.random.default_rng(1)
    c = bn.num_features
    with lib.no_grad():
        bn.running_mean.copy_(lib.tensor(rng.standard_normal(c)))
        bn.running_var.copy_(lib.tensor(rng.uniform(0.5, 2.0, c)))
        if bn.weight is not None:
            bn.weight.copy_(lib.tensor(rng.standard_normal(c)))
            bn.bias.copy_(lib.tensor(rng.standard_normal(c)))
    return bn.eval()


@pytest.mark.parametrize("conv,args,bias,affine,transpose", [
    ("Conv2d", (2, 3, 3), True, True, False),
    ("Conv2d", (2, 3, 3), False, False, False),
    ("Conv1d", (2, 4, 2), True, True, False),
    ("ConvTranspose2d", (2, 3, 2), True, True, True),
])
def test_fuse_conv_bn_eval_matches_pytorch_and_the_unfused_pair(conv, args, bias, affine, transpose):
    torch.manual_seed(0)
    dims = 2 if conv.endswith("2d") else 1
    bn_name = f"BatchNorm{dims}d"
    pair = {}
    for lib in (torch, specgrad):
        c = getattr(lib.nn, conv)(*args, bias=bias).double()
        b = _trained_bn(lib, getattr(lib.nn, bn_name)(args[1], affine=affine).double())
        pair[lib] = (c, b)
    _copy_weights(pair[torch][0], pair[specgrad][0])
    x = np.random.default_rng(2).standard_normal((2, 2) + (5,) * dims)
    fused_t = torch.nn.utils.fuse_conv_bn_eval(pair[torch][0].eval(), pair[torch][1], transpose)
    fused_s = nn.utils.fuse_conv_bn_eval(pair[specgrad][0].eval(), pair[specgrad][1], transpose)
    assert type(fused_s).__name__ == conv and fused_s is not pair[specgrad][0]
    assert fused_s.bias is not None and fused_s.weight.requires_grad
    np.testing.assert_allclose(fused_s.weight.detach().numpy(), fused_t.weight.detach().numpy(), rtol=1e-12)
    np.testing.assert_allclose(fused_s.bias.detach().numpy(), fused_t.bias.detach().numpy(), rtol=1e-12)
    unfused = pair[specgrad][1](pair[specgrad][0](specgrad.tensor(x)))
    np.testing.assert_allclose(fused_s(specgrad.tensor(x)).detach().numpy(), unfused.detach().numpy(),
                               rtol=1e-10, atol=1e-12)


def test_fuse_linear_bn_eval_matches_pytorch_and_errors():
    torch.manual_seed(0)
    lin_t, bn_t = torch.nn.Linear(3, 4).double().eval(), _trained_bn(torch, torch.nn.BatchNorm1d(4).double())
    lin_s, bn_s = nn.Linear(3, 4).double().eval(), _trained_bn(specgrad, nn.BatchNorm1d(4).double())
    _copy_weights(lin_t, lin_s)
    fused_t = torch.nn.utils.fuse_linear_bn_eval(lin_t, bn_t)
    fused_s = nn.utils.fuse_linear_bn_eval(lin_s, bn_s)
    x = np.random.default_rng(3).standard_normal((5, 3))
    np.testing.assert_allclose(fused_s(specgrad.tensor(x)).detach().numpy(),
                               fused_t(torch.tensor(x)).detach().numpy(), rtol=1e-10)
    _errors_alike(lambda: torch.nn.utils.fuse_linear_bn_eval(torch.nn.Linear(3, 4), bn_t),
                  lambda: nn.utils.fuse_linear_bn_eval(nn.Linear(3, 4), bn_s))
    _errors_alike(lambda: torch.nn.utils.fuse_linear_bn_eval(lin_t, torch.nn.BatchNorm1d(3).eval()),
                  lambda: nn.utils.fuse_linear_bn_eval(lin_s, nn.BatchNorm1d(3).eval()))
    _errors_alike(lambda: torch.nn.utils.fuse_conv_bn_eval(torch.nn.Conv2d(1, 4, 1).eval(),
                                                           torch.nn.BatchNorm2d(4, track_running_stats=False).eval()),
                  lambda: nn.utils.fuse_conv_bn_eval(nn.Conv2d(1, 4, 1).eval(),
                                                     nn.BatchNorm2d(4, track_running_stats=False).eval()))


def test_skip_init_makes_the_module_and_refuses_what_pytorch_refuses():
    m = nn.utils.skip_init(nn.Linear, 3, 4, bias=False, dtype=specgrad.float64)
    assert isinstance(m, nn.Linear) and m.weight.shape == (4, 3) and m.bias is None
    assert m.weight.dtype == specgrad.float64 and m.weight.requires_grad
    _errors_alike(lambda: torch.nn.utils.skip_init(int), lambda: nn.utils.skip_init(int))

    class NoDevice(nn.Module):
        def __init__(self):
            super().__init__()

    class TorchNoDevice(torch.nn.Module):
        def __init__(self):
            super().__init__()

    _errors_alike(lambda: torch.nn.utils.skip_init(TorchNoDevice), lambda: nn.utils.skip_init(NoDevice))
