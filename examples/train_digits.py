"""Train a small CNN on scikit-learn's handwritten digits (8x8 images, 1,797 of them) with specgrad.

This is ordinary PyTorch training code with `import specgrad as torch`: a Dataset and a shuffling
DataLoader, Conv2d/BatchNorm/ReLU/MaxPool/Linear, cross_entropy, Adam with a learning-rate
schedule, a tqdm progress bar, and a checkpoint saved and loaded back.

    python examples/train_digits.py            # the full run (`make train`)
    python examples/train_digits.py --quick    # a short run (`make demo` uses it)

The digits ship with scikit-learn (nothing is downloaded); install them with `pip install -e .[examples]`.
"""
import argparse
import os
import tempfile
import time

import numpy as np

import specgrad as torch
import specgrad.nn as nn
import specgrad.nn.functional as F
from specgrad.utils.data import DataLoader, TensorDataset


def load_digits(test_size=360, seed=0):
    """(train, test) TensorDatasets of (1, 8, 8) float images scaled to [0, 1] and their labels."""
    try:
        from sklearn.datasets import load_digits as sklearn_digits
    except ImportError:
        raise SystemExit("the digits come with scikit-learn: pip install -e '.[examples]'") from None
    digits = sklearn_digits()
    images = (digits.images / 16.0).astype(np.float32)[:, None]
    labels = digits.target.astype(np.int64)
    order = np.random.default_rng(seed).permutation(len(labels))
    test, train = order[:test_size], order[test_size:]
    return (TensorDataset(torch.from_numpy(images[train]), torch.from_numpy(labels[train])),
            TensorDataset(torch.from_numpy(images[test]), torch.from_numpy(labels[test])))


class DigitsCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),   # 32 x 4 x 4
            nn.Conv2d(32, 64, 3, padding=1), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(2),  # 64 x 2 x 2
        )
        self.classifier = nn.Sequential(nn.Flatten(), nn.Linear(256, 128), nn.ReLU(), nn.Dropout(0.25),
                                        nn.Linear(128, 10))

    def forward(self, x):
        return self.classifier(self.features(x))


def evaluate(model, loader):
    """Accuracy (in %) and mean loss of the model in eval mode over a loader."""
    model.eval()
    correct, total, loss_sum = 0, 0, 0.0
    with torch.no_grad():
        for images, labels in loader:
            logits = model(images)
            loss_sum += F.cross_entropy(logits, labels, reduction="sum").item()
            correct += (logits.argmax(1) == labels).sum().item()
            total += labels.numel()
    return 100.0 * correct / total, loss_sum / total


def train(epochs, seed=0, quiet=False, checkpoint_dir=None):
    from tqdm import tqdm

    torch.manual_seed(seed)
    train_set, test_set = load_digits(seed=seed)
    train_loader = DataLoader(train_set, batch_size=64, shuffle=True, generator=torch.Generator().manual_seed(seed))
    test_loader = DataLoader(test_set, batch_size=256)
    model = DigitsCNN()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=1e-2, epochs=epochs,
                                                    steps_per_epoch=len(train_loader))
    print(f"{len(train_set)} training images, {len(test_set)} held out; "
          f"{sum(p.numel() for p in model.parameters()):,} parameters")
    start = time.perf_counter()
    for epoch in range(epochs):
        model.train()
        seen, correct, loss_sum = 0, 0, 0.0
        bar = tqdm(train_loader, desc=f"epoch {epoch + 1}/{epochs}", leave=True, disable=quiet, ncols=90)
        for images, labels in bar:
            logits = model(images)
            loss = F.cross_entropy(logits, labels)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            scheduler.step()
            seen += labels.numel()
            loss_sum += loss.item() * labels.numel()
            correct += (logits.argmax(1) == labels).sum().item()
            bar.set_postfix(loss=f"{loss_sum / seen:.3f}", acc=f"{100.0 * correct / seen:.1f}%")
    seconds = time.perf_counter() - start
    accuracy, test_loss = evaluate(model, test_loader)
    print(f"held-out accuracy {accuracy:.2f}% (loss {test_loss:.3f}) after {epochs} epochs, "
          f"training took {seconds:.1f} s")

    # a checkpoint, saved and loaded back into a fresh model: the same accuracy
    checkpoint_dir = checkpoint_dir or tempfile.mkdtemp(prefix="specgrad-digits-")
    path = os.path.join(checkpoint_dir, "digits.pt")
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(), "epochs": epochs}, path)
    restored = DigitsCNN()
    restored.load_state_dict(torch.load(path)["model"])
    restored_accuracy, _ = evaluate(restored, test_loader)
    print(f"checkpoint {path} ({os.path.getsize(path) / 1024:.0f} KiB) loaded back: "
          f"held-out accuracy {restored_accuracy:.2f}%")
    return accuracy, restored_accuracy, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--epochs", type=int, default=None)
    parser.add_argument("--quick", action="store_true", help="a short run (4 epochs)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    epochs = args.epochs or (4 if args.quick else 15)
    train(epochs, seed=args.seed)


if __name__ == "__main__":
    main()
