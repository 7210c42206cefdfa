"""Training end to end: the digits example reaches the issue's accuracy and its checkpoint loads back
the same; a model trained for 10,000 steps keeps its memory flat; modes and frozen parameters."""
import gc
import runpy
import sys
from pathlib import Path

import numpy as np
import pytest

import specgrad
import specgrad.nn as nn
import specgrad.nn.functional as F

EXAMPLES = Path(__file__).parent.parent / "examples"


def rss_bytes():
    """This process's resident memory, from /proc (Linux) or resource's peak elsewhere."""
    try:
        with open("/proc/self/statm") as f:
            import os
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def test_digits_cnn_reaches_97_percent_and_its_checkpoint_loads_back(tmp_path, capsys):
    pytest.importorskip("sklearn", reason="the digits come with scikit-learn (make examples)")
    pytest.importorskip("tqdm", reason="the example draws tqdm progress bars (make examples)")
    sys.path.insert(0, str(EXAMPLES))
    try:
        example = runpy.run_path(str(EXAMPLES / "train_digits.py"))
    finally:
        sys.path.remove(str(EXAMPLES))
    accuracy, restored, _ = example["train"](4, quiet=True, checkpoint_dir=str(tmp_path))
    assert accuracy >= 97.0, capsys.readouterr().out
    assert restored == accuracy
    assert (tmp_path / "digits.pt").exists()


def test_memory_stays_flat_over_10000_training_steps():
    specgrad.manual_seed(0)
    model = nn.Sequential(nn.Linear(20, 32), nn.BatchNorm1d(32), nn.ReLU(), nn.Dropout(0.1), nn.Linear(32, 4))
    optimizer = specgrad.optim.Adam(model.parameters(), lr=1e-3)
    scheduler = specgrad.optim.lr_scheduler.StepLR(optimizer, 1000, 0.9)
    x, y = specgrad.randn(16, 20), specgrad.randint(0, 4, (16,))
    checkpoints = {}
    for step in range(1, 10_001):
        loss = F.cross_entropy(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        if step in (1_000, 10_000):
            gc.collect()
            checkpoints[step] = rss_bytes()
    growth = checkpoints[10_000] - checkpoints[1_000]
    # a leak of one small array per step would be 10,000 x >= 100 bytes; allow 8 MB of allocator noise
    assert growth < 8 * 2**20, f"RSS grew {growth / 2**20:.1f} MB between step 1,000 and 10,000"
    assert np.isfinite(loss.item())


def test_eval_mode_no_grad_and_frozen_parameters_in_a_training_loop():
    model = nn.Sequential(nn.Linear(4, 8), nn.BatchNorm1d(8), nn.Dropout(0.5), nn.Linear(8, 2))
    model[0].requires_grad_(False)
    optimizer = specgrad.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=0.1)
    frozen = model[0].weight.detach().clone()
    x, y = specgrad.randn(32, 4), specgrad.randint(0, 2, (32,))
    for _ in range(3):
        optimizer.zero_grad()
        F.cross_entropy(model(x), y).backward()
        optimizer.step()
    assert model[0].weight.grad is None and specgrad.equal(model[0].weight, frozen)
    assert model[1].num_batches_tracked.item() == 3
    model.eval()
    running = model[1].running_mean.clone()
    with specgrad.no_grad():
        a, b = model(x), model(x)
    assert specgrad.equal(a, b) and not a.requires_grad  # no dropout, running statistics, no graph
    assert specgrad.equal(model[1].running_mean, running)


def test_char_lstm_loss_curve_follows_pytorch():
    """examples/train_chars.py: from PyTorch's initial weights and the same batches, 20 Adam steps of a
    2-layer LSTM language model with gradient clipping give PyTorch's losses (float32 rounding aside)."""
    torch = pytest.importorskip("torch")
    example = runpy.run_path(str(EXAMPLES / "train_chars.py"))
    ids, chars = example["corpus"]()
    vocab = len(chars)
    torch.manual_seed(0)
    theirs = example["build"](torch, vocab, hidden=32)
    ours = example["build"](specgrad, vocab, hidden=32)
    ours.load_state_dict({k: specgrad.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    ours_curve = example["train"](specgrad, ours, ids, vocab, 20)
    theirs_curve = example["train"](torch, theirs, ids, vocab, 20)
    np.testing.assert_allclose(ours_curve, theirs_curve, rtol=1e-4)
    assert ours_curve[-1] < ours_curve[0] - 0.5
