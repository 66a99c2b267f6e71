"""ui/runtime.py: the process-wide settings a class's server runs with, and the queue for heavy computations."""
import threading
import time

import numpy as np
import pytest
import torch
from threadpoolctl import threadpool_info

from ui import runtime


_where = threading.local()          # a test thread's session and page (what a script thread reads of its run)


@pytest.fixture(autouse=True)
def _fresh_page_memory(monkeypatch):
    """Each test its own sessions: each thread's run reads its page and its session's state from ``_where`` (in a
    server: ``st.context.url`` and ``st.session_state``)."""
    sessions: dict[str, dict] = {}
    monkeypatch.setattr(runtime, "_page", lambda: getattr(_where, "page", None))
    monkeypatch.setattr(runtime, "_memory", lambda: sessions.setdefault(_where.session, {}))


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


def test_page_runs_take_turns_and_heavy_work_keeps_its_turn():
    """``page_run``: one page run at a time, the next waits; a ``heavy`` computation keeps the turn while it
    works (beside a busy page run its torch calls would crawl), and the turn is given back at the end even when the
    run raises."""
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
    time.sleep(0.3)
    assert log == []                                    # the second waits while the heavy work goes on
    leave.set()
    a.join(5), b.join(5)
    assert log == ["done", ("turn held after", True), "second in"]

    with pytest.raises(ValueError):
        with runtime.page_run():
            raise ValueError
    assert runtime._turns.take()                        # given back: free at once
    runtime._turns.give()


def test_a_run_waiting_for_a_heavy_permit_lets_the_next_run_go():
    """Both permits taken (by threads that are not page runs, like the warm-up): a page run whose heavy call must
    wait gives its turn away meanwhile, and takes it back before the runs that came after."""
    order, taken, free = [], threading.Semaphore(0), threading.Event()

    @runtime.heavy
    def occupy():
        taken.release()
        free.wait(5)

    @runtime.heavy
    def mine():
        order.append("heavy")

    occupiers = [_in_thread(occupy) for _ in range(runtime.HEAVY_AT_ONCE)]
    for _ in occupiers:
        assert taken.acquire(timeout=5)

    def waiter():
        with runtime.page_run():
            mine()
            order.append("waiter out")

    a = _in_thread(waiter)
    time.sleep(0.1)
    b = _in_thread(_page_run(order, "next"))
    b.join(5)
    assert order == ["next"]                            # went while the first waited for a permit
    free.set()
    for t in (a, *occupiers):
        t.join(5)
    assert order == ["next", "heavy", "waiter out"]
    assert not runtime._turns._busy and not runtime._turns.waiting()


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
    assert not runtime._turns._busy and not runtime._turns.waiting()


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
    order, busy, done_waiting = [], threading.Event(), threading.Event()
    holder_go = threading.Event()

    def mover():
        with runtime.page_run():
            with runtime.turn_given_up():               # waits (word2vec training in its own thread, say)
                busy.set()
                done_waiting.wait(5)
            order.append("mover")

    a = _in_thread(mover)
    assert busy.wait(5)
    b = _in_thread(_page_run(order, "holder", after=holder_go))     # takes the turn the mover gave away
    time.sleep(0.05)
    c = _in_thread(_page_run(order, "later"))                       # queued behind the holder
    time.sleep(0.05)
    done_waiting.set()                                  # the mover wants its turn back: queued first
    time.sleep(0.05)
    holder_go.set()
    for t in (a, b, c):
        t.join(5)
    assert order == ["holder", "mover", "later"]


def _run_of(session: str, page: str, log, name, after=None):
    """A page run of ``session`` on ``page``, as a thread's target."""
    def run():
        _where.session, _where.page = session, page
        with runtime.page_run():
            if after is not None:
                after.wait(5)
            log.append(name)
    return run


def test_a_moved_control_goes_before_pages_being_opened():
    order, gate = [], threading.Event()
    for s in ("s1", "s2"):                              # s1 and s2 have drawn page A before
        t = _in_thread(_run_of(s, "A", [], "first"))
        t.join(5)
    holder = _in_thread(_run_of("s0", "A", [], "holder", after=gate))
    time.sleep(0.05)
    queued = []
    for name, session, page in (("s3 opens A", "s3", "A"), ("s1 opens B", "s1", "B"), ("s2 moves on A", "s2", "A"),
                                ("s4 opens A", "s4", "A")):
        queued.append(_in_thread(_run_of(session, page, order, name)))
        time.sleep(0.05)
    gate.set()
    for t in (holder, *queued):
        t.join(5)
    assert order == ["s2 moves on A", "s3 opens A", "s1 opens B", "s4 opens A"]


def test_a_page_opened_long_ago_goes_before_moved_controls(monkeypatch):
    monkeypatch.setattr(runtime, "OPEN_WAIT_MAX", 0.2)
    order, gate = [], threading.Event()
    _in_thread(_run_of("m", "A", [], "first")).join(5)
    holder = _in_thread(_run_of("h", "A", [], "holder", after=gate))
    time.sleep(0.05)
    opener = _in_thread(_run_of("o", "A", order, "opens"))
    time.sleep(0.3)                                     # waited longer than OPEN_WAIT_MAX
    mover = _in_thread(_run_of("m", "A", order, "moves"))
    time.sleep(0.05)
    gate.set()
    for t in (holder, opener, mover):
        t.join(5)
    assert order == ["opens", "moves"]


def test_long_work_lets_waiting_runs_go_between_its_steps(monkeypatch):
    """``let_others_run``: with nobody waiting, or before ``SLICE`` seconds, it keeps the turn; after, the next
    waiting run goes, and the work goes on before the runs queued after that one."""
    monkeypatch.setattr(runtime, "SLICE", 0.2)
    order, started = [], threading.Event()
    proceed = threading.Event()

    def training():
        with runtime.page_run():
            started.set()
            runtime.let_others_run()                    # nobody waits: nothing happens
            order.append("step 1")
            proceed.wait(5)
            runtime.let_others_run()                    # before SLICE: keeps the turn
            order.append("step 2")
            time.sleep(0.25)
            runtime.let_others_run()                    # after SLICE, runs waiting: the first of them goes
            order.append("step 3")
            assert runtime._turn.held

    a = _in_thread(training)
    assert started.wait(5)
    time.sleep(0.05)
    b = _in_thread(_page_run(order, "waiting 1"))
    time.sleep(0.05)
    c = _in_thread(_page_run(order, "waiting 2"))
    time.sleep(0.05)
    runtime._turns._since = time.monotonic()            # the slice starts now
    proceed.set()
    for t in (a, b, c):
        t.join(5)
    assert order == ["step 1", "step 2", "waiting 1", "step 3", "waiting 2"]
