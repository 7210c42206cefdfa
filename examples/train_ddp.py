"""Train the digits CNN of train_digits.py data-parallel on N processes with DistributedDataParallel.

This is a torchrun script: it reads the environment torchrun sets, joins the process group, gives
each rank its shard of the data through DistributedSampler and lets DDP average the gradients.
Either launcher runs it unchanged:

    python -m specgrad.distributed.run --nproc-per-node 2 examples/train_ddp.py   # torchrun's command line
    mpiexec -n 2 python examples/train_ddp.py                                      # MPI's own launcher

(Open MPI as root needs `mpiexec --allow-run-as-root`; more processes than cores `--oversubscribe`.)
Each rank trains on batch_size / N samples per step, so N processes take the same steps, on the same
global batch of 64, as `python examples/train_digits.py`; rank 0 reports the held-out accuracy.
Needs the distributed and examples extras: pip install -e '.[distributed,examples]'.
"""
import argparse
import os
import time

import specgrad as torch
import specgrad.distributed as dist
import specgrad.nn.functional as F
from specgrad.nn.parallel import DistributedDataParallel as DDP
from specgrad.utils.data import DataLoader, DistributedSampler
from train_digits import DigitsCNN, evaluate, load_digits


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--epochs", type=int, default=15)
    parser.add_argument("--quick", action="store_true", help="a short run (4 epochs)")
    parser.add_argument("--batch-size", type=int, default=64, help="the global batch, split over the ranks")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    epochs = 4 if args.quick else args.epochs

    dist.init_process_group(backend="mpi")
    rank, world = dist.get_rank(), dist.get_world_size()
    local_rank = int(os.environ.get("LOCAL_RANK", rank))  # set by either launcher; unused on CPU
    if args.batch_size % world:
        raise SystemExit(f"--batch-size {args.batch_size} must divide evenly among {world} processes")

    torch.manual_seed(args.seed)
    train_set, test_set = load_digits(seed=args.seed)
    sampler = DistributedSampler(train_set, shuffle=True, seed=args.seed)
    train_loader = DataLoader(train_set, batch_size=args.batch_size // world, sampler=sampler)
    model = DDP(DigitsCNN())  # rank 0's initial weights on every rank
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=1e-2, epochs=epochs,
                                                    steps_per_epoch=len(train_loader))
    if rank == 0:
        print(f"{world} processes (rank 0 local rank {local_rank}), {len(train_set)} training images, "
              f"{len(train_loader)} steps of {args.batch_size // world} images per rank per epoch", flush=True)

    start = time.perf_counter()
    for epoch in range(epochs):
        sampler.set_epoch(epoch)  # a new shuffle each epoch, the same one on every rank
        model.train()
        loss_sum = torch.zeros(2)
        for images, labels in train_loader:
            loss = F.cross_entropy(model(images), labels)
            optimizer.zero_grad()
            loss.backward()       # the gradients arrive averaged over the ranks
            optimizer.step()
            scheduler.step()
            loss_sum += torch.tensor([loss.item() * labels.numel(), labels.numel()])
        dist.all_reduce(loss_sum)  # the epoch's training loss over every rank's samples
        if rank == 0:
            print(f"epoch {epoch + 1}/{epochs}: training loss {(loss_sum[0] / loss_sum[1]).item():.3f}", flush=True)
    seconds = time.perf_counter() - start

    if rank == 0:
        accuracy, test_loss = evaluate(model.module, DataLoader(test_set, batch_size=256))
        print(f"held-out accuracy {accuracy:.2f}% (loss {test_loss:.3f}) after {epochs} epochs on {world} "
              f"processes, training took {seconds:.1f} s", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
