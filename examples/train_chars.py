"""A character-level LSTM language model on the Zen of Python, trained in specgrad and, when PyTorch
is installed, in PyTorch from the same initial weights and batches: the two loss curves side by side.

    python examples/train_chars.py              # 300 steps
    python examples/train_chars.py --steps 50

The model reads 32 characters and predicts each next one: Embedding -> 2-layer LSTM -> Linear,
cross_entropy, Adam, gradient clipping. It is the same code for both libraries (`lib` is specgrad
or torch), which is the point: PyTorch code runs on specgrad with only the import changed.
"""
import argparse
import codecs
import contextlib
import io
import time

import numpy as np


def corpus():
    """The Zen of Python (the `this` module keeps it rot13-encoded), as an array of character ids."""
    with contextlib.redirect_stdout(io.StringIO()):  # importing `this` prints the Zen
        import this
    text = codecs.decode(this.s, "rot13")
    chars = sorted(set(text))
    return np.array([chars.index(c) for c in text], dtype=np.int64), chars


def build(lib, vocab, hidden=128):
    nn = lib.nn

    class CharLSTM(nn.Module):
        def __init__(self):
            super().__init__()
            self.embed = nn.Embedding(vocab, 32)
            self.lstm = nn.LSTM(32, hidden, num_layers=2, batch_first=True)
            self.head = nn.Linear(hidden, vocab)

        def forward(self, x):
            out, _ = self.lstm(self.embed(x))
            return self.head(out)
    return CharLSTM()


def batches(ids, steps, batch=16, length=32, seed=0):
    """`steps` (inputs, targets) pairs of random windows: the targets are the inputs shifted by one."""
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        starts = rng.integers(0, len(ids) - length - 1, batch)
        windows = np.stack([ids[s:s + length + 1] for s in starts])
        yield windows[:, :-1], windows[:, 1:]


def train(lib, model, ids, vocab, steps):
    optimizer = lib.optim.Adam(model.parameters(), lr=3e-3)
    losses = []
    for inputs, targets in batches(ids, steps):
        logits = model(lib.tensor(inputs))
        loss = lib.nn.functional.cross_entropy(logits.reshape(-1, vocab), lib.tensor(targets).reshape(-1))
        optimizer.zero_grad()
        loss.backward()
        lib.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        losses.append(loss.item())
    return losses


def main():
    import specgrad
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=300)
    args = parser.parse_args()
    ids, chars = corpus()
    vocab = len(chars)
    print(f"\n{len(ids)} characters, {vocab} distinct")
    specgrad.manual_seed(0)
    ours = build(specgrad, vocab)
    try:
        import torch
    except ImportError:
        torch = None
    if torch is not None:  # start both from PyTorch's initial weights
        torch.manual_seed(0)
        theirs = build(torch, vocab)
        ours.load_state_dict({k: specgrad.tensor(v.numpy()) for k, v in theirs.state_dict().items()})
    curves = {}
    start = time.perf_counter()
    curves["specgrad"] = train(specgrad, ours, ids, vocab, args.steps)
    print(f"specgrad: {args.steps} steps in {time.perf_counter() - start:.1f} s "
          "(`make bench` times both libraries fairly, each in its own process)")
    if torch is not None:
        curves["PyTorch"] = train(torch, theirs, ids, vocab, args.steps)
    print("\n step  " + "  ".join(f"{name:>9}" for name in curves))
    for step in sorted({0, *range(9, args.steps, max(args.steps // 10, 1)), args.steps - 1}):
        print(f"{step + 1:5d}  " + "  ".join(f"{curve[step]:9.4f}" for curve in curves.values()))


if __name__ == "__main__":
    main()
