"""nn layers against torch.nn: the same constructor arguments and weights give the same repr, outputs,
input gradients and parameter gradients (float64), and the same buffers after training steps."""
import numpy as np
import pytest

import specgrad
import specgrad.nn as nn

torch = pytest.importorskip("torch")

rng = np.random.default_rng(0)


def randn(*shape):
    return rng.standard_normal(shape)


def labels(n, classes):
    return rng.integers(0, classes, n)


# (constructor expression in both libraries' `nn`, input arrays); a few layers take several inputs
CASES = [
    ("Linear(5, 3)", [randn(4, 5)]),
    ("Linear(5, 3, bias=False)", [randn(2, 4, 5)]),
    ("Bilinear(3, 4, 2)", [randn(5, 3), randn(5, 4)]),
    ("Identity(7, foo=1)", [randn(2, 3)]),
    ("Conv1d(2, 4, 3, stride=2, padding=1)", [randn(2, 2, 9)]),
    ("Conv2d(3, 4, 3, padding=1)", [randn(2, 3, 6, 6)]),
    ("Conv2d(4, 4, (3, 2), stride=(2, 1), dilation=(1, 2), groups=2, bias=False)", [randn(1, 4, 7, 8)]),
    ("Conv2d(2, 3, 3, padding='same', padding_mode='reflect')", [randn(2, 2, 5, 5)]),
    ("Conv2d(2, 3, 3, padding=1, padding_mode='circular')", [randn(2, 2, 5, 5)]),
    ("Conv2d(2, 3, 3, padding=2, padding_mode='replicate')", [randn(1, 2, 5, 4)]),
    ("Conv3d(2, 2, 2)", [randn(1, 2, 3, 4, 3)]),
    ("ConvTranspose1d(2, 3, 3, stride=2)", [randn(2, 2, 5)]),
    ("ConvTranspose2d(4, 2, 3, stride=2, padding=1, output_padding=1, groups=2)", [randn(2, 4, 4, 4)]),
    ("MaxPool1d(3, 2, 1)", [randn(2, 3, 9)]),
    ("MaxPool2d(2)", [randn(2, 3, 6, 6)]),
    ("MaxPool2d(3, stride=2, padding=1, ceil_mode=True)", [randn(1, 2, 7, 7)]),
    ("AvgPool1d(3, 2, 1, count_include_pad=False)", [randn(2, 3, 8)]),
    ("AvgPool2d(2)", [randn(2, 3, 6, 6)]),
    ("AvgPool2d(3, 2, 1, ceil_mode=True, divisor_override=4)", [randn(1, 2, 7, 7)]),
    ("AdaptiveAvgPool1d(3)", [randn(2, 3, 8)]),
    ("AdaptiveAvgPool2d((2, 3))", [randn(2, 3, 7, 8)]),
    ("AdaptiveAvgPool2d(1)", [randn(2, 3, 5, 5)]),
    ("AdaptiveMaxPool2d(2)", [randn(2, 3, 5, 5)]),
    ("BatchNorm1d(3)", [randn(6, 3)]),
    ("BatchNorm1d(3, affine=False, momentum=None)", [randn(4, 3, 5)]),
    ("BatchNorm2d(3)", [randn(4, 3, 5, 5)]),
    ("BatchNorm2d(3, track_running_stats=False)", [randn(4, 3, 2, 2)]),
    ("InstanceNorm1d(3)", [randn(2, 3, 6)]),
    ("InstanceNorm2d(3, affine=True, track_running_stats=True)", [randn(2, 3, 4, 4)]),
    ("LayerNorm(6)", [randn(3, 4, 6)]),
    ("LayerNorm((4, 6), elementwise_affine=False)", [randn(3, 4, 6)]),
    ("LayerNorm(6, bias=False)", [randn(3, 6)]),
    ("GroupNorm(2, 4)", [randn(3, 4, 5)]),
    ("GroupNorm(1, 4, affine=False)", [randn(3, 4, 2, 2)]),
    ("Flatten()", [randn(2, 3, 4)]),
    ("Flatten(0, 1)", [randn(2, 3, 4)]),
    ("Unflatten(1, (2, 3))", [randn(4, 6)]),
    ("Embedding(10, 3)", [labels(7, 10)]),
    ("Embedding(10, 3, padding_idx=0)", [np.array([[0, 2, 0], [4, 9, 1]])]),
    ("Dropout(0.3)", [randn(4, 5)]),
    ("ZeroPad2d((1, 2, 0, 1))", [randn(1, 2, 3, 3)]),
    ("ConstantPad1d(2, 0.5)", [randn(2, 3, 4)]),
    ("ReflectionPad2d(1)", [randn(1, 2, 4, 4)]),
    ("ReplicationPad1d((1, 2))", [randn(2, 2, 4)]),
    ("CircularPad2d(1)", [randn(1, 2, 3, 3)]),
    ("Upsample(scale_factor=2)", [randn(1, 2, 3, 3)]),
    ("Upsample(size=(5, 4), mode='bilinear', align_corners=True)", [randn(1, 2, 3, 3)]),
    ("UpsamplingBilinear2d(scale_factor=2)", [randn(1, 1, 2, 3)]),
    ("PixelShuffle(2)", [randn(1, 8, 2, 3)]),
    ("PixelUnshuffle(2)", [randn(1, 2, 4, 6)]),
    ("ChannelShuffle(2)", [randn(1, 4, 2, 2)]),
    ("Unfold(2, padding=1)", [randn(2, 3, 4, 4)]),
    ("Fold((4, 5), 2)", [randn(2, 12, 12)]),
    ("CosineSimilarity(dim=1)", [randn(3, 4), randn(3, 4)]),
    ("PairwiseDistance(p=1.5)", [randn(3, 4), randn(3, 4)]),
    ("Softmax2d()", [randn(2, 3, 2, 2)]),
]
ACTIVATIONS = ["ReLU()", "ReLU6()", "LeakyReLU(0.2)", "ELU(0.5)", "CELU(1.5)", "SELU()", "GELU()",
               "GELU(approximate='tanh')", "SiLU()", "Mish()", "Softplus(2.0, 3.0)", "Softsign()", "Hardtanh(-2.0, 1.5)",
               "Hardsigmoid()", "Hardswish()", "LogSigmoid()", "Tanhshrink()", "Softshrink(0.3)", "Hardshrink(0.4)",
               "Threshold(0.1, 20.0)", "GLU()", "GLU(0)", "Sigmoid()", "Tanh()", "Softmax(dim=1)", "LogSoftmax(1)",
               "Softmin(dim=0)", "PReLU()", "PReLU(4, init=0.1)"]
CASES += [(a, [randn(6, 4)]) for a in ACTIVATIONS]


def as_torch(a):
    return torch.tensor(a, requires_grad=a.dtype.kind == "f")


def as_ours(a):
    return specgrad.tensor(a, requires_grad=a.dtype.kind == "f")


def copy_weights(ours, theirs):
    state = {k: specgrad.tensor(v.detach().numpy().copy()) for k, v in theirs.state_dict().items()}
    result = ours.load_state_dict(state)
    assert not result.missing_keys and not result.unexpected_keys


def close(a, b, name):
    a = a.detach().numpy() if hasattr(a, "detach") else np.asarray(a)
    np.testing.assert_allclose(a, b.detach().numpy(), rtol=1e-7, atol=1e-9, err_msg=name)


@pytest.mark.parametrize("expression, inputs", CASES, ids=[c[0] for c in CASES])
def test_layer_matches_torch(expression, inputs):
    specgrad.set_default_dtype(specgrad.float64)
    torch.set_default_dtype(torch.float64)
    try:
        ours = eval("nn." + expression)
        theirs = eval("torch.nn." + expression)
    finally:
        specgrad.set_default_dtype(specgrad.float32)
        torch.set_default_dtype(torch.float32)
    assert repr(ours) == repr(theirs)
    assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]
    assert [n for n, _ in ours.named_buffers()] == [n for n, _ in theirs.named_buffers()]
    assert list(ours.state_dict()) == list(theirs.state_dict())
    for (name, p), (_, q) in zip(ours.named_parameters(), theirs.named_parameters()):
        assert p.shape == tuple(q.shape) and p.dtype == specgrad.float64, name
    copy_weights(ours, theirs)
    if expression.startswith("Dropout"):
        ours.eval(), theirs.eval()  # training-mode masks come from different random generators
    ours_in, theirs_in = [as_ours(a) for a in inputs], [as_torch(a) for a in inputs]
    for step in range(2):  # twice: batch norm's running statistics must agree after an update too
        y, t = ours(*ours_in), theirs(*theirs_in)
        close(y, t, "output")
        upstream = randn(*t.shape)
        y.backward(specgrad.tensor(upstream))
        t.backward(torch.tensor(upstream))
        for a, b in zip(ours_in, theirs_in):
            if b.grad is not None:
                close(a.grad, b.grad, "input grad")
                a.grad, b.grad = None, None
        for (name, p), (_, q) in zip(ours.named_parameters(), theirs.named_parameters()):
            close(p.grad, q.grad, name + " grad")
        for (name, b), (_, c) in zip(ours.named_buffers(), theirs.named_buffers()):
            close(b, c, name)
    ours.eval(), theirs.eval()
    close(ours(*ours_in), theirs(*theirs_in), "eval output")


LOSSES = [
    ("MSELoss()", "regression"), ("MSELoss(reduction='sum')", "regression"), ("L1Loss()", "regression"),
    ("SmoothL1Loss(beta=0.5)", "regression"), ("HuberLoss(delta=0.7)", "regression"),
    ("CrossEntropyLoss()", "indices"), ("CrossEntropyLoss(label_smoothing=0.1, ignore_index=2)", "indices"),
    ("CrossEntropyLoss(weight=W)", "indices"), ("CrossEntropyLoss()", "probabilities"),
    ("NLLLoss(reduction='none')", "log_probabilities"), ("NLLLoss(weight=W)", "log_probabilities"),
    ("KLDivLoss(reduction='batchmean')", "log_probabilities_pair"),
    ("BCELoss()", "binary"), ("BCEWithLogitsLoss(pos_weight=W)", "binary_logits"),
    ("SoftMarginLoss()", "signs"), ("MultiLabelSoftMarginLoss()", "binary_logits"),
    ("MultiMarginLoss(p=2, margin=0.5)", "indices"), ("HingeEmbeddingLoss(margin=0.5)", "signs"),
    ("PoissonNLLLoss()", "regression"), ("MultiLabelMarginLoss()", "multilabel"),
]


def loss_inputs(kind):
    x = randn(5, 4)
    if kind == "regression":
        return [x, randn(5, 4)]
    if kind == "indices":
        return [x, labels(5, 4)]
    if kind == "probabilities":
        p = np.exp(randn(5, 4))
        return [x, p / p.sum(1, keepdims=True)]
    if kind == "log_probabilities":
        return [x - np.log(np.exp(x).sum(1, keepdims=True)), labels(5, 4)]
    if kind == "log_probabilities_pair":
        p = np.exp(randn(5, 4))
        return [x - np.log(np.exp(x).sum(1, keepdims=True)), p / p.sum(1, keepdims=True)]
    if kind == "binary":
        return [1 / (1 + np.exp(-x)), rng.integers(0, 2, (5, 4)).astype(float)]
    if kind == "binary_logits":
        return [x, rng.integers(0, 2, (5, 4)).astype(float)]
    if kind == "signs":
        return [x, rng.choice([-1.0, 1.0], (5, 4))]
    if kind == "multilabel":
        return [x, np.array([[3, 0, -1, 1], [0, 1, 2, 3], [1, -1, 0, 0], [2, 1, -1, 0], [-1, 0, 0, 0]])]
    raise ValueError(kind)


@pytest.mark.parametrize("expression, kind", LOSSES, ids=[f"{e}-{k}" for e, k in LOSSES])
def test_loss_module_matches_torch(expression, kind):
    weight = np.abs(randn(4)) + 0.5
    ours = eval("nn." + expression, {"nn": nn, "W": specgrad.tensor(weight)})
    theirs = eval("torch.nn." + expression, {"torch": torch, "W": torch.tensor(weight)})
    assert repr(ours) == repr(theirs)
    inputs = loss_inputs(kind)
    ours_in = [as_ours(inputs[0]), specgrad.tensor(inputs[1])]
    theirs_in = [as_torch(inputs[0]), torch.tensor(inputs[1])]
    y, t = ours(*ours_in), theirs(*theirs_in)
    close(y, t, "loss")
    upstream = randn(*t.shape)
    y.backward(specgrad.tensor(upstream))
    t.backward(torch.tensor(upstream))
    close(ours_in[0].grad, theirs_in[0].grad, "input grad")
    if "W" in expression:
        assert "weight" in dict(ours.named_buffers()) or "pos_weight" in dict(ours.named_buffers())
