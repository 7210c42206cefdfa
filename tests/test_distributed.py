"""specgrad.distributed, DistributedDataParallel (with join for uneven inputs), SyncBatchNorm, DistributedSampler
and the launcher.

The multi-process tests start real MPI jobs (mpiexec, 2 or 4 processes) running the scripts in
tests/distributed_workers/, which check their results against NumPy or single-process training
and exit nonzero on any mismatch. Each launch costs about a second, so each script checks a lot.
They skip, saying why, where mpi4py or mpiexec is missing (`make test` installs the distributed extra)."""
import importlib.util
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import specgrad
import specgrad.distributed as dist
from specgrad.distributed.launcher import find_mpiexec, mpiexec_command

WORKERS = Path(__file__).parent / "distributed_workers"
MPI_REASON = ("MPI is not installed: `pip install 'specgrad[distributed]'` (mpi4py and Open MPI; `make test` "
              "installs it) runs these tests")
needs_mpi = pytest.mark.skipif(importlib.util.find_spec("mpi4py") is None or find_mpiexec() is None,
                               reason=MPI_REASON)
TORCH_REASON = "PyTorch is the oracle; `make oracle` installs it"


def _run(command, timeout=120, env=None):
    """Run a job in a session of its own, so that a job that hangs past the timeout is killed whole
    (mpiexec and its ranks), not only mpiexec."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                               start_new_session=True)
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        pytest.fail(f"{' '.join(command)} did not end within {timeout} s:\n{stdout}\n{stderr}")
    return subprocess.CompletedProcess(command, process.returncode, stdout, stderr)


def _mpiexec(nprocs, script, *args, env=None, timeout=120):
    environment = {k: v for k, v in os.environ.items() if k != "TORCH_DISTRIBUTED_DEBUG"}
    environment.update(env or {})
    return _run(mpiexec_command(nprocs) + [sys.executable, str(WORKERS / script), *args], timeout, environment)


def _passed(result, marker, nprocs):
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    for rank in range(nprocs):
        assert f"rank {rank}: {marker}" in result.stdout, output


# ---------------------------------------------------------------------- one process, no MPI

def test_import_does_not_start_mpi():
    code = "import sys, specgrad, specgrad.distributed; print('mpi4py' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip() == "False"


def test_collective_before_init_gives_torch_error():
    assert not dist.is_initialized()
    message = "Default process group has not been initialized, please make sure to call init_process_group."
    for call in (lambda: dist.all_reduce(specgrad.ones(2)), lambda: dist.broadcast(specgrad.ones(2), src=0),
                 lambda: dist.barrier(), lambda: dist.get_rank(), lambda: dist.get_world_size(),
                 lambda: dist.all_gather_object([None], 1), lambda: dist.new_group([0])):
        with pytest.raises(ValueError) as error:
            call()
        assert str(error.value) == message


def test_torch_error_wording():
    torch = pytest.importorskip("torch", reason=TORCH_REASON)
    with pytest.raises(ValueError) as theirs:
        torch.distributed.all_reduce(torch.ones(2))
    with pytest.raises(ValueError) as ours:
        dist.all_reduce(specgrad.ones(2))
    assert str(ours.value) == str(theirs.value)


def test_reduce_op_and_names():
    assert dist.is_available() == (importlib.util.find_spec("mpi4py") is not None)
    assert {op.name for op in dist.ReduceOp.RedOpType} >= {"SUM", "AVG", "MAX", "MIN", "PRODUCT"}
    assert dist.ReduceOp.SUM is not dist.ReduceOp.AVG
    assert specgrad.nn.parallel.DistributedDataParallel is specgrad.nn.parallel.distributed.DistributedDataParallel
    assert specgrad.utils.data.DistributedSampler is specgrad.utils.data.distributed.DistributedSampler
    assert issubclass(dist.DistBackendError, RuntimeError)


@pytest.mark.parametrize("seed", [0, 1, 41, 2 ** 32 + 7, -5])
def test_distributed_sampler_indices_equal_torch(seed):
    torch = pytest.importorskip("torch", reason=TORCH_REASON)
    from torch.utils.data import DistributedSampler as TorchSampler
    from specgrad.utils.data import DistributedSampler
    for n in (0, 1, 2, 5, 13, 64, 1001):
        for replicas in (1, 2, 3, 4, 7):
            for shuffle in (True, False):
                for drop_last in (True, False):
                    for rank in range(replicas):
                        ours = DistributedSampler(range(n), replicas, rank, shuffle, seed, drop_last)
                        theirs = TorchSampler(range(n), replicas, rank, shuffle, seed, drop_last)
                        for epoch in (0, 3):
                            ours.set_epoch(epoch)
                            theirs.set_epoch(epoch)
                            assert list(ours) == list(theirs), (n, replicas, rank, shuffle, drop_last, epoch)
                            assert len(ours) == len(theirs)


def test_torch_randperm_stream_and_specgrads_own():
    """The sampler's permutation is torch.randperm's; specgrad.randperm (PCG64) is not, which is why."""
    torch = pytest.importorskip("torch", reason=TORCH_REASON)
    from specgrad.utils.data.distributed import torch_randperm
    for seed in (0, 3, 12345):
        for n in (2, 10, 500):
            assert torch_randperm(n, seed) == torch.randperm(n, generator=torch.Generator().manual_seed(seed)).tolist()
    ours = specgrad.randperm(50, generator=specgrad.Generator().manual_seed(0)).tolist()
    assert ours != torch.randperm(50, generator=torch.Generator().manual_seed(0)).tolist()


def test_distributed_sampler_errors():
    from specgrad.utils.data import DistributedSampler
    with pytest.raises(ValueError, match=r"Invalid rank 2, rank should be in the interval \[0, 1\]"):
        DistributedSampler(range(4), num_replicas=2, rank=2)
    with pytest.raises(ValueError, match="Default process group has not been initialized"):
        DistributedSampler(range(4))


def test_bucket_assignment_equals_torch():
    """Bucketing by size as torch's: in registration order (buckets sorted by their smallest index), and along a
    given order (the rebuild's: buckets in the order they close)."""
    torch = pytest.importorskip("torch", reason=TORCH_REASON)
    from specgrad.nn.parallel.distributed import _compute_bucket_assignment_by_size
    shapes = [(300, 300), (300,), (1000, 500), (10,), (512, 512), (7, 3), (2000, 200), (64,)]
    orders = [list(range(len(shapes))), [7, 6, 5, 4, 3, 2, 1, 0], [3, 0, 7, 5, 1, 6, 2, 4]]
    for dtypes in (["float32"] * len(shapes), ["float32", "float64"] * (len(shapes) // 2)):
        ours_params = [specgrad.zeros(*s, dtype=getattr(specgrad, d)) for s, d in zip(shapes, dtypes)]
        theirs_params = [torch.zeros(*s, dtype=getattr(torch, d)) for s, d in zip(shapes, dtypes)]
        for limits in ([torch.distributed._DEFAULT_FIRST_BUCKET_BYTES, 25 * 2 ** 20], [2 ** 20], [2 ** 19],
                       [25 * 2 ** 20], [sys.maxsize], [100, 2 ** 20]):
            theirs, _ = torch.distributed._compute_bucket_assignment_by_size(theirs_params, limits, [False] * 8)
            assert _compute_bucket_assignment_by_size(ours_params, limits) == theirs, (dtypes, limits)
            for order in orders:
                theirs, _ = torch.distributed._compute_bucket_assignment_by_size(
                    [theirs_params[i] for i in order], limits, [False] * 8, order)
                ours = _compute_bucket_assignment_by_size([ours_params[i] for i in order], limits, order)
                if len(set(dtypes)) > 1:  # torch leaves the open buckets of several dtypes in its hash map's order
                    ours, theirs = sorted(ours), sorted(theirs)
                assert ours == theirs, (dtypes, limits, order)
    assert specgrad.distributed._DEFAULT_FIRST_BUCKET_BYTES == torch.distributed._DEFAULT_FIRST_BUCKET_BYTES


def test_engine_final_callbacks():
    """queue_callback (DDP's static graph reduces its first iteration there): a callback runs once its backward
    call has been through the whole graph, a reentrant call's included, and may queue another; outside backward,
    PyTorch's error."""
    from specgrad.autograd import engine
    from specgrad.utils.checkpoint import checkpoint
    with pytest.raises(RuntimeError, match="^Final callbacks can only be installed during backward pass.$"):
        engine.queue_callback(lambda: None)
    events = []
    weight = specgrad.ones(3, requires_grad=True)
    weight.register_post_accumulate_grad_hook(lambda w: events.append("accumulated"))
    x = specgrad.ones(3, requires_grad=True)

    def queue(grad):
        events.append("queued")
        engine.queue_callback(lambda: (events.append("first"), engine.queue_callback(lambda: events.append("then"))))
        return grad
    x.register_hook(lambda grad: events.append("x"))
    out = checkpoint(lambda t: (t * weight).sum(), x, use_reentrant=True) * 2
    out.register_hook(queue)  # on the outer graph, before the reentrant backward
    out.backward()
    assert events == ["queued", "accumulated", "x", "first", "then"], events
    assert engine._final_callbacks() == []


def test_sync_batchnorm_without_process_group_is_batchnorm():
    """No process group initialized: SyncBatchNorm trains as BatchNorm (PyTorch's falls back likewise), with
    PyTorch's errors for the input's dims and channels."""
    import numpy as np
    assert not dist.is_initialized()
    data = np.random.default_rng(0)
    for shape, reference_cls in [((6, 3), specgrad.nn.BatchNorm1d), ((6, 3, 4), specgrad.nn.BatchNorm1d),
                                 ((6, 3, 2, 2), specgrad.nn.BatchNorm2d)]:
        values = data.standard_normal(shape)
        sync, reference = specgrad.nn.SyncBatchNorm(3).double(), reference_cls(3).double()
        for _ in range(2):
            outputs = []
            for module in (sync, reference):
                x = specgrad.tensor(values, requires_grad=True)
                y = module(x)
                (y * y).sum().backward()
                outputs.append((y.detach().numpy(), x.grad.numpy(), module.weight.grad.numpy()))
            for ours, theirs in zip(*outputs):
                assert np.allclose(ours, theirs, rtol=1e-12, atol=1e-12)
        assert np.allclose(sync.running_var.numpy(), reference.running_var.numpy(), rtol=1e-12)
    with pytest.raises(ValueError, match=r"^expected at least 2D input \(got 1D input\)$"):
        specgrad.nn.SyncBatchNorm(3)(specgrad.ones(3))
    with pytest.raises(ValueError, match="^SyncBatchNorm number of input channels should be non-zero$"):
        specgrad.nn.SyncBatchNorm(3)(specgrad.ones(2, 0))
    assert specgrad.nn.SyncBatchNorm is specgrad.nn.modules.normalization.SyncBatchNorm


def test_convert_sync_batchnorm_as_torch():
    torch = pytest.importorskip("torch", reason=TORCH_REASON)

    def build(nn):
        return nn.Sequential(nn.Conv2d(1, 2, 3), nn.BatchNorm2d(2, momentum=None),
                             nn.Sequential(nn.Flatten(), nn.BatchNorm1d(8, affine=False, eps=1e-3)),
                             nn.BatchNorm3d(4, track_running_stats=False), nn.InstanceNorm2d(2), nn.LayerNorm(3))

    for nn in (specgrad.nn, torch.nn):
        model = build(nn)
        model[2].eval()
        weight, running_mean = model[1].weight, model[1].running_mean
        converted = nn.SyncBatchNorm.convert_sync_batchnorm(model, process_group=None)
        assert converted is model and converted[1].weight is weight and converted[1].running_mean is running_mean
        summary = [(type(m).__name__, m.training, getattr(m, "process_group", "-")) for m in converted.modules()]
        if nn is specgrad.nn:
            ours, ours_repr, ours_keys = summary, repr(converted), list(converted.state_dict())
        else:
            assert ours == summary and ours_repr == repr(converted) and ours_keys == list(converted.state_dict())
    single = specgrad.nn.SyncBatchNorm.convert_sync_batchnorm(specgrad.nn.BatchNorm1d(5).eval(), "group")
    assert type(single) is specgrad.nn.SyncBatchNorm and not single.training and single.process_group == "group"


def test_join_names_and_errors():
    torch = pytest.importorskip("torch", reason=TORCH_REASON)
    from specgrad.distributed.algorithms import Join, Joinable, JoinHook
    from specgrad.distributed.algorithms.join import Join as JoinAgain
    assert Join is JoinAgain and issubclass(specgrad.nn.parallel.DistributedDataParallel, Joinable)
    assert JoinHook().main_hook() is None and JoinHook().post_hook(True) is None
    with pytest.raises(ValueError) as ours:
        Join([])
    with pytest.raises(ValueError) as theirs:
        torch.distributed.algorithms.Join([])
    assert str(ours.value) == str(theirs.value)
    with pytest.raises(TypeError):
        Joinable()  # abstract, as PyTorch's


def test_launcher_flags():
    from specgrad.distributed.run import _parser, command
    line = command(_parser().parse_args(["--nproc_per_node", "3", "--master-port", "1234", "train.py", "--lr", "1"]))
    assert line[line.index("-n") + 1] == "3"
    assert line[-5:] == ["-m", "specgrad.distributed._rank_env", "train.py", "--lr", "1"]
    with pytest.raises(SystemExit, match="mpiexec -n TOTAL --hostfile"):
        command(_parser().parse_args(["--nnodes", "2", "train.py"]))
    with pytest.raises(SystemExit, match="--nproc-per-node must be"):
        command(_parser().parse_args(["--nproc-per-node", "two", "train.py"]))


# ---------------------------------------------------------------------- MPI jobs

@needs_mpi
@pytest.mark.parametrize("nprocs", [2, 4])
def test_collectives_against_numpy(nprocs):
    _passed(_mpiexec(nprocs, "collectives.py"), "collectives ok", nprocs)


@needs_mpi
@pytest.mark.parametrize("nprocs", [2, 4])
def test_ddp_gradients_equal_full_batch(nprocs):
    _passed(_mpiexec(nprocs, "ddp.py"), "ddp ok", nprocs)


@needs_mpi
@pytest.mark.parametrize("nprocs", [2, 4])
def test_ddp_comm_hooks_against_full_batch(nprocs):
    _passed(_mpiexec(nprocs, "comm_hooks.py"), "comm hooks ok", nprocs)


@needs_mpi
@pytest.mark.parametrize("nprocs", [2, 4])
def test_ddp_bucket_rebuild_follows_rank0_ready_order(nprocs):
    _passed(_mpiexec(nprocs, "bucket_rebuild.py"), "bucket rebuild ok", nprocs)


@needs_mpi
@pytest.mark.parametrize("nprocs", [2, 4])
def test_ddp_static_graph_against_full_batch(nprocs):
    _passed(_mpiexec(nprocs, "static_graph.py"), "static graph ok", nprocs)


@needs_mpi
@pytest.mark.parametrize("nprocs", [2, 4])
def test_sync_batchnorm_equals_full_batch_batchnorm(nprocs):
    _passed(_mpiexec(nprocs, "sync_batchnorm.py"), "sync batchnorm ok", nprocs)


@needs_mpi
@pytest.mark.parametrize("nprocs", [2, 3, 4])
def test_ddp_join_uneven_inputs_against_simulation(nprocs):
    _passed(_mpiexec(nprocs, "join.py"), "join ok", nprocs)


@needs_mpi
def test_hung_rank_gives_timeout_error_naming_it():
    start = time.monotonic()
    result = _mpiexec(3, "faults.py", "hang", timeout=60)
    elapsed = time.monotonic() - start
    assert "[Rank 0] all_reduce (SequenceNumber=2) timed out after 2 s: rank 1 has not reached it" in result.stdout, \
        result.stdout + result.stderr
    assert "rank 0 then: a collective of this process group timed out earlier: the group cannot be used" \
        in result.stdout
    assert result.returncode != 0  # the job was aborted at exit, ending the sleeping rank too
    assert elapsed < 30, f"the hung job took {elapsed:.0f} s to end"


@needs_mpi
@pytest.mark.parametrize("mode", ["die", "raise"])
def test_failed_rank_ends_the_job(mode):
    start = time.monotonic()
    result = _mpiexec(2, "faults.py", mode, timeout=60)
    assert result.returncode != 0
    assert "all_reduce returned" not in result.stdout
    if mode == "raise":
        assert "ValueError: a bug on rank 1" in result.stderr
    assert time.monotonic() - start < 30, "the other rank waited for the failed one"


@needs_mpi
def test_destroy_with_an_orphan_async_collective_times_out():
    start = time.monotonic()
    result = _mpiexec(2, "faults.py", "orphan", timeout=60)
    assert "rank 0: destroy_process_group: collectives started on ranks [0, 1] with async_op=True were still " \
           "running after 2 s" in result.stdout, result.stdout + result.stderr
    assert result.returncode != 0 and time.monotonic() - start < 30


@needs_mpi
def test_debug_detail_names_the_shape_mismatch():
    result = _mpiexec(2, "faults.py", "detail", env={"TORCH_DISTRIBUTED_DEBUG": "DETAIL"})
    assert result.returncode == 0, result.stdout + result.stderr
    assert "rank 0: Detected mismatch between collectives on ranks. Rank 0 is running collective: " \
           "CollectiveFingerPrint(SequenceNumber=2, OpType=ALL_REDUCE, TensorShape=[[3]]" in result.stdout
    assert "but Rank 1 is running collective: CollectiveFingerPrint(SequenceNumber=2, OpType=ALL_REDUCE, " \
           "TensorShape=[[4]]" in result.stdout
    assert "rank 1: then [2.0, 2.0]" in result.stdout  # a matching collective still works afterwards


@needs_mpi
def test_launcher_sets_torchrun_environment(tmp_path):
    script = tmp_path / "show_env.py"
    script.write_text(
        "import os, sys\n"
        "names = ('RANK', 'LOCAL_RANK', 'WORLD_SIZE', 'LOCAL_WORLD_SIZE', 'MASTER_ADDR', 'MASTER_PORT',\n"
        "         'OMP_NUM_THREADS')\n"
        "env = {n: os.environ[n] for n in names}\n"  # read before init_process_group, as torchrun scripts do
        "import specgrad.distributed as dist\n"
        "dist.init_process_group('gloo')\n"
        "assert dist.get_rank() == int(env['RANK'])\n"
        "print('env', env['RANK'], env['LOCAL_RANK'], env['WORLD_SIZE'], env['LOCAL_WORLD_SIZE'], env['MASTER_ADDR'], "
        "env['MASTER_PORT'], env['OMP_NUM_THREADS'], sys.argv[1:], __name__)\n")
    environment = {k: v for k, v in os.environ.items() if k != "OMP_NUM_THREADS"}
    result = _run([sys.executable, "-m", "specgrad.distributed.run", "--nproc-per-node", "2", "--master-port", "29999",
                   str(script), "--flag", "x"], env=environment)
    assert result.returncode == 0, result.stdout + result.stderr
    for rank in range(2):  # one thread per process unless OMP_NUM_THREADS says otherwise, as torchrun
        assert f"env {rank} {rank} 2 2 127.0.0.1 29999 1 ['--flag', 'x'] __main__" in result.stdout, result.stdout
    assert "Setting OMP_NUM_THREADS environment variable for each process to be 1" in result.stderr


@needs_mpi
def test_init_checks_rank_against_mpi(tmp_path):
    script = tmp_path / "bad_rank.py"
    script.write_text("import os\n"
                      "import specgrad.distributed as dist\n"
                      "try:\n    dist.init_process_group('mpi', world_size=3)\n"
                      "except ValueError as e:\n    print('error', e)\n"
                      "os.environ['RANK'] = '5'\n"
                      "try:\n    dist.init_process_group('mpi')\n"
                      "except ValueError as e:\n    print('error', e)\n"
                      "del os.environ['RANK']\n"
                      "dist.init_process_group('mpi')\n"
                      "print('joined', dist.get_rank(), dist.get_world_size())\n")
    result = _run(mpiexec_command(2) + [sys.executable, str(script)])
    output = result.stdout + result.stderr
    assert "error init_process_group: argument world_size is 3 but MPI started this process as world_size 2" \
        in result.stdout, output
    assert "error init_process_group: environment variable RANK is 5 but MPI started this process as rank" \
        in result.stdout, output
    assert "joined 0 2" in result.stdout and "joined 1 2" in result.stdout, output


@needs_mpi
def test_train_ddp_example_reaches_single_process_accuracy():
    """examples/train_ddp.py on 2 processes (torchrun's launcher) after the 4 epochs of train_digits.py --quick,
    which reaches about 98% alone: the same within a point or two."""
    pytest.importorskip("sklearn", reason="the digits come with scikit-learn: pip install -e '.[examples]'")
    example = Path(__file__).parent.parent / "examples" / "train_ddp.py"
    result = _run([sys.executable, "-m", "specgrad.distributed.run", "--nproc-per-node", "2", str(example), "--quick"],
                  timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    accuracy = float(result.stdout.split("held-out accuracy ")[1].split("%")[0])
    assert accuracy >= 95.0, result.stdout


def test_engine_final_callbacks_belong_to_their_thread():
    """Two threads' backward calls at once: each callback runs at the end of its own thread's call."""
    import threading
    from specgrad.autograd import engine
    barrier = threading.Barrier(2)
    ran = {}

    def work(name):
        x = specgrad.ones(3, requires_grad=True)

        def hook(grad):
            barrier.wait()  # both threads are inside backward now
            engine.queue_callback(lambda: ran.setdefault(name, threading.current_thread().name))
            barrier.wait()  # and both have queued their callback before either call ends
            return grad
        y = x * 2
        y.register_hook(hook)
        y.sum().backward()
    threads = [threading.Thread(target=work, args=(name,), name=name) for name in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert ran == {"a": "a", "b": "b"}
    assert engine._final_callbacks() == []
