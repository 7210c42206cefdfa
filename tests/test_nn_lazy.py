"""Lazy modules (LazyLinear, LazyConv1d/2d/3d, LazyBatchNorm and LazyInstanceNorm), UninitializedParameter,
UninitializedBuffer and Buffer against PyTorch: repr before and after the first call, the class they become,
inferred shapes, dtype changes before the call, state_dict and load_state_dict, an optimizer created after the
first call, and errors."""
import numpy as np
import pytest

import specgrad
import specgrad.nn as nn

torch = pytest.importorskip("torch")

CASES = [
    ("LazyLinear", (3,), {}, (2, 5)),
    ("LazyLinear", (4,), {"bias": False}, (2, 3, 6)),
    ("LazyConv1d", (4, 3), {"padding": 1}, (2, 3, 7)),
    ("LazyConv2d", (4, 3), {"stride": 2, "bias": False}, (2, 3, 7, 7)),
    ("LazyConv2d", (4, 2), {"groups": 2}, (6, 5, 5)),
    ("LazyConv3d", (2, 2), {}, (1, 2, 3, 3, 3)),
    ("LazyConvTranspose1d", (4, 3), {"stride": 2, "output_padding": 1}, (2, 3, 5)),
    ("LazyConvTranspose2d", (4, 3), {"padding": 1, "bias": False}, (2, 3, 4, 4)),
    ("LazyConvTranspose2d", (4, 2), {"groups": 2, "dilation": 2}, (4, 5, 5)),
]


@pytest.mark.parametrize("name,args,kwargs,shape", CASES, ids=lambda v: str(v))
def test_first_call_infers_shapes_and_becomes_the_eager_module_as_pytorch(name, args, kwargs, shape):
    theirs = getattr(torch.nn, name)(*args, **kwargs).double()
    ours = getattr(nn, name)(*args, **kwargs).double()
    assert repr(ours) == repr(theirs)
    assert ours.has_uninitialized_params() and all(nn.parameter.is_lazy(p) for p in ours.parameters())
    x = np.random.default_rng(0).standard_normal(shape)
    x_t, x_s = torch.tensor(x, requires_grad=True), specgrad.tensor(x, requires_grad=True)
    theirs(x_t)
    ours(x_s)
    assert type(ours).__name__ == type(theirs).__name__ and isinstance(ours, getattr(nn, type(theirs).__name__))
    assert repr(ours) == repr(theirs)
    assert [(n, tuple(p.shape), type(p).__name__) for n, p in ours.named_parameters()] == \
        [(n, tuple(p.shape), type(p).__name__) for n, p in theirs.named_parameters()]
    assert all(p.dtype == specgrad.float64 for p in ours.parameters())
    # PyTorch's initialisation bounds (kaiming_uniform_ with a=sqrt(5): 1/sqrt(fan_in))
    fan_in = np.prod(ours.weight.shape[1:])
    assert np.abs(ours.weight.detach().numpy()).max() <= 1 / np.sqrt(fan_in)
    # same weights: same outputs and gradients; an optimizer made now steps both alike
    ours.load_state_dict({k: specgrad.tensor(v.detach().numpy()) for k, v in theirs.state_dict().items()})
    opt_t = torch.optim.SGD(theirs.parameters(), lr=0.1, momentum=0.9)
    opt_s = specgrad.optim.SGD(ours.parameters(), lr=0.1, momentum=0.9)
    for _ in range(3):
        opt_t.zero_grad()
        opt_s.zero_grad()
        out_t, out_s = theirs(x_t), ours(x_s)
        np.testing.assert_allclose(out_s.detach().numpy(), out_t.detach().numpy(), rtol=1e-12, atol=1e-12)
        (out_t ** 2).sum().backward()
        (out_s ** 2).sum().backward()
        opt_t.step()
        opt_s.step()
    for (n, p_t), (_, p_s) in zip(theirs.named_parameters(), ours.named_parameters()):
        np.testing.assert_allclose(p_s.detach().numpy(), p_t.detach().numpy(), rtol=1e-10, err_msg=n)


def test_uninitialized_parameter_and_state_dict_of_a_lazy_module_as_pytorch():
    p = nn.UninitializedParameter()
    assert repr(p) == repr(torch.nn.UninitializedParameter()) and p.requires_grad and p.dtype == specgrad.float32
    with pytest.raises(RuntimeError) as ours:
        p.shape
    with pytest.raises(RuntimeError) as theirs:
        torch.nn.UninitializedParameter().shape
    assert str(ours.value) == str(theirs.value)
    state = nn.LazyLinear(3).state_dict()
    assert list(state) == ["weight", "bias"] and all(nn.parameter.is_lazy(v) for v in state.values())
    assert nn.UninitializedParameter(dtype=specgrad.float64).dtype == specgrad.float64


def test_load_state_dict_materializes_then_the_first_call_makes_a_linear():
    w = np.arange(6.0).reshape(3, 2)
    theirs, ours = torch.nn.LazyLinear(3), nn.LazyLinear(3)
    theirs.load_state_dict({"weight": torch.tensor(w), "bias": torch.zeros(3)})
    ours.load_state_dict({"weight": specgrad.tensor(w), "bias": specgrad.zeros(3)})
    assert type(ours).__name__ == type(theirs).__name__ == "LazyLinear" and ours.weight.shape == (3, 2)
    x = np.ones((1, 2), dtype=np.float32)
    np.testing.assert_allclose(ours(specgrad.tensor(x)).detach().numpy(), theirs(torch.tensor(x)).detach().numpy())
    assert repr(ours) == repr(theirs)


def test_bad_first_input_errors_as_pytorch():
    for make in (lambda lib: lib.nn.LazyConv2d(4, 3)(lib.ones(2, 3)),
                 lambda lib: lib.nn.LazyConv1d(4, 3, groups=2)(lib.ones(2, 3, 5))):
        with pytest.raises(Exception) as theirs:
            make(torch)
        with pytest.raises(type(theirs.value)) as ours:
            make(specgrad)
        assert str(ours.value).replace("specgrad.", "torch.") == str(theirs.value)


NORM_CASES = [
    ("LazyBatchNorm1d", {}, (4, 3)),
    ("LazyBatchNorm1d", {"momentum": None, "bias": False}, (4, 3, 5)),
    ("LazyBatchNorm2d", {"affine": False}, (2, 3, 4, 4)),
    ("LazyBatchNorm2d", {"track_running_stats": False}, (2, 3, 2, 2)),
    ("LazyBatchNorm3d", {"eps": 1e-3}, (2, 2, 2, 3, 2)),
    ("LazyInstanceNorm1d", {}, (2, 3, 5)),
    ("LazyInstanceNorm2d", {"affine": False, "track_running_stats": False}, (2, 3, 4, 4)),
    ("LazyInstanceNorm3d", {"track_running_stats": False}, (2, 2, 2, 3, 2)),
]


def _state(module):
    return [(n, tuple(t.shape), type(t).__name__) for n, t in module.state_dict().items()]


@pytest.mark.filterwarnings("ignore:input's size at dim=1")  # a lazy norm with nothing to infer stays at 0, as there
@pytest.mark.parametrize("name,kwargs,shape", NORM_CASES, ids=lambda v: str(v))
def test_lazy_norms_infer_num_features_and_become_the_eager_norm_as_pytorch(name, kwargs, shape):
    theirs = getattr(torch.nn, name)(**kwargs).double()
    ours = getattr(nn, name)(**kwargs).double()
    assert repr(ours) == repr(theirs)
    assert [(n, repr(t)) for n, t in ours.state_dict().items()] == \
        [(n, repr(t)) for n, t in theirs.state_dict().items()]
    assert ours.has_uninitialized_params() == theirs.has_uninitialized_params()
    rng = np.random.default_rng(1)
    batches = [rng.standard_normal(shape) for _ in range(3)]
    for x in batches:  # training steps: the running statistics move alike
        out_t, out_s = theirs(torch.tensor(x)), ours(specgrad.tensor(x))
        np.testing.assert_allclose(out_s.detach().numpy(), out_t.detach().numpy(), rtol=1e-10, atol=1e-12)
    assert type(ours).__name__ == type(theirs).__name__ and isinstance(ours, getattr(nn, type(theirs).__name__))
    assert repr(ours) == repr(theirs)
    assert _state(ours) == [(n, s, t.replace("torch.", "")) for n, s, t in _state(theirs)]
    for (n, t_t), (_, t_s) in zip(theirs.state_dict().items(), ours.state_dict().items()):
        np.testing.assert_allclose(t_s.numpy(), t_t.numpy(), rtol=1e-10, err_msg=n)
        assert str(t_s.dtype).split(".")[-1] == str(t_t.dtype).split(".")[-1], n
    theirs.eval()
    ours.eval()
    np.testing.assert_allclose(ours(specgrad.tensor(batches[0])).detach().numpy(),
                               theirs(torch.tensor(batches[0])).detach().numpy(), rtol=1e-10, atol=1e-12)


def test_a_lazy_norm_loads_a_checkpoint_before_its_first_call():
    theirs, ours = torch.nn.LazyBatchNorm2d(), nn.LazyBatchNorm2d()
    eager = torch.nn.BatchNorm2d(3)
    eager.running_mean.fill_(0.5)
    theirs.load_state_dict(eager.state_dict())
    ours.load_state_dict({k: specgrad.tensor(v.numpy()) for k, v in eager.state_dict().items()})
    assert type(ours).__name__ == type(theirs).__name__ == "LazyBatchNorm2d"
    assert not ours.has_uninitialized_params() and tuple(ours.running_mean.shape) == (3,)
    np.testing.assert_array_equal(ours.running_mean.numpy(), theirs.running_mean.numpy())
    x = np.ones((2, 3, 2, 2), dtype=np.float32)
    ours.eval()
    theirs.eval()
    np.testing.assert_allclose(ours(specgrad.tensor(x)).detach().numpy(), theirs(torch.tensor(x)).detach().numpy())


def test_an_unbatched_lazy_instance_norm_takes_its_channels_from_dim_0():
    # PyTorch reads input.shape[1] there (the length, so its affine check then fails); the channels are dim 0
    norm = nn.LazyInstanceNorm1d(affine=True)
    out = norm(specgrad.ones(3, 5))
    assert norm.num_features == 3 and tuple(norm.weight.shape) == (3,) and tuple(out.shape) == (3, 5)


def test_buffer_and_uninitialized_buffer_as_pytorch():
    for persistent in (True, False):
        ours, theirs = specgrad.nn.Module(), torch.nn.Module()
        b_s, b_t = nn.Buffer(specgrad.ones(2), persistent=persistent), torch.nn.Buffer(torch.ones(2), persistent=persistent)
        assert b_s.persistent == b_t.persistent == persistent and isinstance(b_s, nn.Buffer)
        ours.b, theirs.b = b_s, b_t
        assert ours.b is b_s and theirs.b is b_t
        assert list(ours.state_dict()) == list(theirs.state_dict())
        assert [n for n, _ in ours.named_buffers()] == [n for n, _ in theirs.named_buffers()] == ["b"]
        b_s.add_(1)  # the buffer shares the tensor's memory
    with pytest.raises(TypeError):
        ours.weight = specgrad.nn.Parameter(specgrad.ones(1))
        ours.weight = nn.Buffer(specgrad.ones(1))  # a parameter's name: PyTorch's TypeError
    u_s, u_t = nn.UninitializedBuffer(), torch.nn.UninitializedBuffer()
    assert repr(u_s) == repr(u_t) and not u_s.requires_grad and u_s.dtype == specgrad.float32
    with pytest.raises(RuntimeError) as ours_error:
        u_s.shape
    with pytest.raises(RuntimeError) as theirs_error:
        u_t.shape
    assert str(ours_error.value) == str(theirs_error.value)
    holder = specgrad.nn.Module()
    holder.u = u_s
    assert [n for n, _ in holder.named_buffers()] == ["u"] and holder.double().u is u_s
    u_s.materialize((3,))
    assert type(u_s) is specgrad.Tensor and tuple(u_s.shape) == (3,) and u_s.dtype == specgrad.float64
