"""ui/runtime.py: the process-wide settings a class's server runs with, and the queue for heavy computations."""
import threading
import time

import numpy as np
import pytest
import torch
from threadpoolctl import threadpool_info

from ui import runtime


def test_configure_keeps_torch_and_numpy_to_one_thread():
    runtime.configure()
    runtime.configure()                                   # a second call changes nothing
    assert torch.get_num_threads() == 1
    blas = [pool for pool in threadpool_info() if pool["user_api"] == "blas"]
    assert blas, "numpy ships a BLAS that threadpoolctl can see"
    assert all(pool["num_threads"] == 1 for pool in blas), blas
    a = np.arange(64 * 64, dtype=np.float64).reshape(64, 64) / 4096
    assert np.allclose(a @ a, np.einsum("ij,jk->ik", a, a))   # products still right with one thread


def test_heavy_lets_only_two_run_at_once_and_nests_without_a_second_permit():
    running, peak, lock = [0], [0], threading.Lock()

    @runtime.heavy
    def inner():
        return "inner"

    @runtime.heavy
    def work(i):
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
        time.sleep(0.05)
        nested = inner()                                  # a heavy call inside a heavy one does not wait
        with lock:
            running[0] -= 1
        return i, nested

    out = []
    threads = [threading.Thread(target=lambda i=i: out.append(work(i))) for i in range(6)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(10)
    assert sorted(out) == [(i, "inner") for i in range(6)]
    assert peak[0] == runtime.HEAVY_AT_ONCE


def test_cached_functions_signatures_are_kept_once_and_are_streamlits():
    """``_memoize_signatures``: the parameters Streamlit's cache keys read are those ``inspect`` gives, computed
    once per function; an unhashable callable still works; a cached function still tells apart its arguments."""
    import inspect

    import streamlit as st
    from streamlit import type_util

    runtime.configure()
    get = type_util.get_func_parameters
    assert get.__wrapped__ is not None

    def f(a, b=2, *args, c, _d=None, **kw):
        return a

    assert list(get(f)) == list(inspect.signature(f).parameters.values()) == list(get.__wrapped__(f))
    assert get(f) is get(f)                                  # kept, not computed again

    class Unhashable:
        __hash__ = None

        def __call__(self, x, y):
            return x

    assert [p.name for p in get(Unhashable())] == ["x", "y"]

    calls = []

    @st.cache_data(show_spinner=False)
    def twice(x, _skip, y=1):
        calls.append((x, y))
        return x * y

    assert twice(2, object(), 3) == 6 and twice(2, object(), 3) == 6 and twice(3, object(), 3) == 9
    assert calls == [(2, 3), (3, 3)]                         # "_skip" is still left out of the key
    twice.clear()


def _in_thread(fn):
    t = threading.Thread(target=fn, daemon=True)
    t.start()
    return t


def _page_run(log, name, after=None):
    """A page run (as a thread's target) that waits for ``after`` if given, then notes ``name`` in ``log``."""
    def run():
        with runtime.page_run():
            if after is not None:
                after.wait(5)
            log.append(name)
    return run


def test_page_runs_take_turns_and_a_long_one_gives_its_turn_away(monkeypatch):
    """``page_run``: one page run at a time, the next waits; work inside ``turn_given_up`` (a ``heavy``
    computation, a live training) lets the next run start; the turn is taken back after, and given back at the
    end even when the run raises."""
    assert runtime.IN_TURN
    log = []
    first_in, first_go = threading.Event(), threading.Event()

    def first():
        with runtime.page_run():
            log.append("first in")
            first_in.set()
            first_go.wait(5)
            log.append("first out")

    second = _page_run(log, "second in")

    a = _in_thread(first)
    assert first_in.wait(5)
    b = _in_thread(second)
    time.sleep(0.3)
    assert log == ["first in"]                          # the second waits its turn
    first_go.set()
    a.join(5), b.join(5)
    assert log == ["first in", "first out", "second in"]

    log.clear()
    inside, leave = threading.Event(), threading.Event()

    @runtime.heavy
    def long_work():
        inside.set()
        leave.wait(5)
        return "done"

    def training():
        with runtime.page_run():
            log.append(long_work())
            log.append(("turn held after", runtime._turn.held))

    a = _in_thread(training)
    assert inside.wait(5)
    b = _in_thread(second)
    b.join(5)
    assert log == ["second in"]                         # went while the first worked
    leave.set()
    a.join(5)
    assert log == ["second in", "done", ("turn held after", True)]

    with pytest.raises(ValueError):
        with runtime.page_run():
            raise ValueError
    assert runtime._turns.take()                        # given back: free at once
    runtime._turns.give()


def test_a_run_that_waited_too_long_goes_ahead(monkeypatch):
    monkeypatch.setattr(runtime, "HOLD_MAX", 0.3)
    holding, release = threading.Event(), threading.Event()

    def stuck():
        with runtime.page_run():
            holding.set()
            release.wait(5)

    a = _in_thread(stuck)
    assert holding.wait(5)
    t0 = time.perf_counter()
    with runtime.page_run():
        waited = time.perf_counter() - t0
        assert runtime._turn.held is False              # went ahead without a turn
    assert 0.25 < waited < 2
    release.set()
    a.join(5)
    assert runtime._turns.take()                        # the stuck run's turn came back; nothing given twice
    runtime._turns.give()
    assert not runtime._turns._busy and not runtime._turns._waiting


def test_waiting_runs_are_served_in_the_order_they_came():
    order, gate = [], threading.Event()

    a = _in_thread(_page_run([], "holder", after=gate))
    time.sleep(0.05)
    waiters = []
    for i in range(6):
        waiters.append(_in_thread(_page_run(order, i)))
        time.sleep(0.03)                                # each queued before the next arrives
    gate.set()
    for t in [a, *waiters]:
        t.join(5)
    assert order == list(range(6))


def test_a_run_taking_its_turn_back_goes_before_runs_not_yet_started():
    order, busy, done_work = [], threading.Event(), threading.Event()
    holder_go = threading.Event()

    @runtime.heavy
    def work():
        busy.set()
        done_work.wait(5)

    def mover():
        with runtime.page_run():
            work()                                      # gives the turn away, then takes it back
            order.append("mover")

    a = _in_thread(mover)
    assert busy.wait(5)
    b = _in_thread(_page_run(order, "holder", after=holder_go))     # takes the turn the mover gave away
    time.sleep(0.05)
    c = _in_thread(_page_run(order, "later"))                       # queued behind the holder
    time.sleep(0.05)
    done_work.set()                                     # the mover wants its turn back: queued first
    time.sleep(0.05)
    holder_go.set()
    for t in (a, b, c):
        t.join(5)
    assert order == ["holder", "mover", "later"]
