"""blas_threads: the BLAS thread count for loops of small products (an RNN layer's steps), learnt from their times."""
import pytest

import specgrad
from specgrad import blas_threads, nn
from specgrad.blas_threads import ONE, OWN


def run(loop, times, calls=200):
    """Feed a _Loop the time each choice takes (a function of the call number); return its choices."""
    chosen = []
    for call in range(calls):
        option = loop.choice()
        chosen.append(option)
        loop.record(option, times(call)[option])
    return chosen


def test_the_faster_choice_runs_and_the_other_is_tried_less_often():
    loop = blas_threads._Loop()
    chosen = run(loop, lambda call: {OWN: 1.0, ONE: 1.5}, calls=400)
    assert chosen[:5] == [OWN, OWN, ONE, OWN, ONE]  # the first call (warm-up) is not timed
    tries = [i for i, option in enumerate(chosen) if option == ONE][2:]
    gaps = [b - a for a, b in zip(tries, tries[1:])]
    assert gaps[:4] == [17, 33, 65, 129] and loop.best == OWN  # every 16th, 32nd, ... loop (doubling)


def test_one_thread_wins_when_it_is_faster():
    loop = blas_threads._Loop()
    chosen = run(loop, lambda call: {OWN: 3.0, ONE: 1.0})
    assert loop.best == ONE and chosen[-50:].count(ONE) >= 49


def test_a_choice_that_gets_slower_is_dropped_at_once_and_tried_again_later():
    # two threads are faster until another process takes a core at call 100 (two threads 20x slower), which
    # leaves at call 150
    loop = blas_threads._Loop()
    busy = range(100, 150)
    chosen = run(loop, lambda call: {OWN: 20.0 if call in busy else 1.0, ONE: 1.5})
    assert chosen[90:100].count(OWN) >= 9
    assert chosen[102:150].count(OWN) <= 4    # at most a few loops pay the slow choice
    assert chosen[-30:].count(OWN) >= 28      # and two threads come back once the core is free


def test_a_layer_restores_the_callers_thread_count():
    setter = blas_threads.local_setter()
    if setter is None:
        pytest.skip("NumPy's BLAS is not OpenBLAS with per-thread counts")
    before = setter(2)
    try:
        lstm = nn.LSTM(3, 4)
        for _ in range(6):  # both choices, and the layer's backward
            lstm(specgrad.randn(5, 2, 3))[0].sum().backward()
            assert setter(2) == 2
        with pytest.raises(ZeroDivisionError):
            with blas_threads.sequential_products(("a loop that raises",), 1):
                1 / 0
        assert setter(2) == 2
    finally:
        setter(before)
