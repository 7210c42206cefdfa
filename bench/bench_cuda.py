"""The GPU section of `make bench`: specgrad on CUDA tensors against PyTorch CUDA eager, side by side.

    python bench/bench_cuda.py            # skipped, with the reason, without CuPy and an NVIDIA GPU

Rows (issue 10's goals): forward+backward of tanh(1.5x+0.5)*sigmoid(x) over 16M float32; an MLP
training step (784-512-256-10, batch 512, SGD); 300 tiny ops (a chain on 16 floats) forward+backward.
Each library runs in a process of its own, as its users run it; the two take turns, a few repeats at a
time, and each figure is the median, with the GPU synchronized before each clock read.
"""
import multiprocessing
import statistics
import sys
import time

ROUNDS, REPEATS = 5, 10


def workloads(lib):
    """name -> (setup, step): each step does the whole workload once and waits for the GPU."""
    sync = lib.cuda.synchronize

    def elementwise():
        x = lib.randn(16 * 1024 * 1024, device="cuda", requires_grad=True)

        def step():
            x.grad = None
            (lib.tanh(1.5 * x + 0.5) * lib.sigmoid(x)).backward(lib.ones_like(x))
            sync()
        return step

    def mlp():
        nn = lib.nn
        model = nn.Sequential(nn.Linear(784, 512), nn.ReLU(), nn.Linear(512, 256), nn.ReLU(),
                              nn.Linear(256, 10)).to("cuda")
        optimizer = lib.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
        x, y = lib.randn(512, 784, device="cuda"), lib.randint(0, 10, (512,), device="cuda")

        def step():
            optimizer.zero_grad()
            nn.functional.cross_entropy(model(x), y).backward()
            optimizer.step()
            sync()
        return step

    def tiny():
        x = lib.randn(16, device="cuda", requires_grad=True)

        def step():
            y = x
            for _ in range(100):
                y = (y * 0.99 + 0.01).tanh()
            y.sum().backward()
            x.grad = None
            sync()
        return step
    return {"16M fused elementwise fwd+bwd": elementwise, "MLP step 784-512-256-10, b512": mlp,
            "300 tiny ops fwd+bwd": tiny}


def worker(name, requests, replies):
    if name == "torch":
        import torch as lib
    else:
        import specgrad as lib
    steps = {}
    while True:
        row = requests.get()
        if row is None:
            return
        if row not in steps:
            steps[row] = workloads(lib)[row]()
            for _ in range(3):  # warm-up: kernels compile or load, memory pools fill
                steps[row]()
        times = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            steps[row]()
            times.append(time.perf_counter() - start)
        replies.put(times)


def main():
    import specgrad
    if not specgrad.cuda.is_available():
        print(f"GPU section skipped: {specgrad.cuda._missing}")
        return
    context = multiprocessing.get_context("spawn")
    procs = {}
    for name in ("specgrad", "torch"):
        requests, replies = context.Queue(), context.Queue()
        proc = context.Process(target=worker, args=(name, requests, replies))
        proc.start()
        procs[name] = (proc, requests, replies)
    print(f"GPU: {specgrad.cuda.get_device_name()}   (median ms; ratio = specgrad / PyTorch CUDA eager)")
    print(f"{'workload':36} {'specgrad':>10} {'PyTorch':>10} {'ratio':>7}")
    for row in workloads(specgrad):
        times = {"specgrad": [], "torch": []}
        for _ in range(ROUNDS):
            for name, (_, requests, replies) in procs.items():
                requests.put(row)
                times[name] += replies.get()
        ours, theirs = (statistics.median(times[n]) * 1e3 for n in ("specgrad", "torch"))
        print(f"{row:36} {ours:10.3f} {theirs:10.3f} {ours / theirs:7.2f}x")
        sys.stdout.flush()
    for proc, requests, _ in procs.values():
        requests.put(None)
        proc.join()


if __name__ == "__main__":
    main()
