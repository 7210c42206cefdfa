"""specgrad.futures.Future, as torch.futures.Future: completion, then() chains, callbacks, errors, collect_all."""
import threading

import pytest

import specgrad
from specgrad.futures import Future, collect_all, wait_all


def test_set_result_then_chain_and_callbacks():
    f = Future()
    seen = []
    f.add_done_callback(lambda fut: seen.append(fut.value()))
    doubled = f.then(lambda fut: fut.value() * 2)
    plus_one = doubled.then(lambda fut: fut.value() + 1)
    assert not f.done() and not doubled.done()
    f.set_result(20)
    assert seen == [20] and doubled.done() and plus_one.wait() == 41
    late = []
    f.add_done_callback(lambda fut: late.append(fut.value()))  # already complete: runs at once
    assert late == [20]


def test_value_before_completion_and_completing_twice_raise():
    f = Future()
    with pytest.raises(RuntimeError, match="not completed"):
        f.value()
    f.set_result(1)
    with pytest.raises(RuntimeError, match="completed once"):
        f.set_result(2)


def test_errors_reach_the_waiter_through_a_chain():
    f = Future()
    child = f.then(lambda fut: 1 / 0)
    grandchild = child.then(lambda fut: fut.value() + 1)  # value() re-raises the child's error
    f.set_result(0)
    with pytest.raises(ZeroDivisionError):
        child.wait()
    with pytest.raises(ZeroDivisionError):
        grandchild.wait()
    failed = Future()
    failed.set_exception(ValueError("no"))
    with pytest.raises(ValueError, match="no"):
        failed.wait()
    with pytest.raises(TypeError):
        Future().set_exception("not an exception")


def test_wait_blocks_until_another_thread_completes():
    f = Future()
    threading.Timer(0.05, lambda: f.set_result("done")).start()
    assert f.wait() == "done"


def test_collect_all_and_wait_all():
    futures = [Future() for _ in range(3)]
    combined = collect_all(futures)
    for i, f in enumerate(futures):
        assert not combined.done()
        f.set_result(i)
    assert combined.wait() == futures
    assert wait_all(futures) == [0, 1, 2]
    assert collect_all([]).wait() == []


def test_reachable_as_torch_futures():
    assert specgrad.futures.Future is Future
