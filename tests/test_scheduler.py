"""The gate (``ui/runtime.py``), against the rules its docstring states:

- page runs take their place as they start; a room's fragment runs and the widgets' callbacks go through the same
  gate;
- first come, first served;
- a waiting run whose session asked for a newer one (Streamlit raises at its next ``st`` call) leaves the queue
  without going in;
- when the run inside is slow, at most one waiter goes in per ``ESCAPE_AFTER`` seconds, never the whole queue;
- a place is given back when the work inside raises, however many times.

Threads with fake work stand in for the sessions' script threads; no server, no browser."""
from __future__ import annotations

import ast
import threading
import time
from pathlib import Path

import pytest

from ui import runtime

ROOT = Path(__file__).resolve().parent.parent
_AT_ST_CALL = runtime._yield_to_streamlit      # the real one (the fixture puts a stand-in in its place)
_mine = threading.local()           # a test thread's stand-in for Streamlit's check at an ``st`` call


class Superseded(Exception):
    """Stands in for Streamlit's RerunException: the session asked for a newer run."""


@pytest.fixture(autouse=True)
def gate(monkeypatch):
    monkeypatch.setattr(runtime, "_gate", runtime._Gate())
    monkeypatch.setattr(runtime, "POLL", 0.02)
    monkeypatch.setattr(runtime, "ESCAPE_AFTER", 5.0)      # no escape unless a test asks for one
    monkeypatch.setattr(runtime, "GATE_AT_ONCE", 1)

    def at_st_call():
        check = getattr(_mine, "check", None)
        if check is not None:
            check()

    monkeypatch.setattr(runtime, "_yield_to_streamlit", at_st_call)
    return runtime._gate


def _thread(fn):
    t = threading.Thread(target=fn, daemon=True)
    t.start()
    return t


def _page_run(log, name, hold=None, check=None):
    """A session's page run: its page known, it draws (notes ``name``), maybe waits for ``hold`` inside."""
    def run():
        _mine.check = check
        with runtime.page_run():
            log.append(name)
            if hold is not None:
                hold.wait(5)
    return run


def _wait_queued(gate, n, limit=5.0):
    t0 = time.monotonic()
    while len(gate._queue) < n:
        assert time.monotonic() - t0 < limit, f"{len(gate._queue)} waiting, expected {n}"
        time.sleep(0.005)


def _free(gate) -> bool:
    return gate._inside == 0 and not gate._queue


# ---------------------------------------------------------------------------------------- fragments, callbacks
def test_fragment_runs_and_callbacks_wait_for_the_page_run_inside(gate):
    log, hold = [], threading.Event()

    @runtime.gated(poll=True)
    def follow_check():                                  # a room's fragment (``st.fragment(run_every=...)``)
        log.append("fragment")

    @runtime.gated
    def on_click():                                      # a button's callback
        log.append("callback")

    a = _thread(_page_run(log, "page", hold=hold))
    _wait_queued(gate, 0)
    while log != ["page"]:
        time.sleep(0.005)
    b = _thread(follow_check)
    _wait_queued(gate, 1)
    c = _thread(on_click)
    _wait_queued(gate, 2)
    time.sleep(0.1)
    assert log == ["page"]                               # neither went in beside the page run
    hold.set()
    for t in (a, b, c):
        t.join(5)
    assert log == ["page", "fragment", "callback"]
    assert _free(gate)


def test_a_fragment_drawn_inside_its_page_run_does_not_queue_behind_itself(gate):
    """A page run calls its fragments as it draws them: they run in the run's place, not as a second waiter."""
    log = []

    @runtime.gated(poll=True)
    def fragment():
        log.append(("fragment", gate._inside, len(gate._queue)))

    def page():
        with runtime.page_run():
            fragment()

    _thread(page).join(2)
    assert log == [("fragment", 1, 0)]
    assert _free(gate)


def test_every_fragment_and_room_callback_in_the_app_goes_through_the_gate():
    """The rule for the code base: every ``st.fragment`` in ``ui/`` is wrapped in ``runtime.gated(poll=True)``, and
    every callback the live room hands to a widget (``on_click=``) is ``runtime.gated``."""
    fragments, ungated = 0, []
    for path in sorted((ROOT / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.FunctionDef):
                continue
            names = [ast.unparse(d) for d in node.decorator_list]
            if any(n.startswith("st.fragment") for n in names):
                fragments += 1
                if "runtime.gated(poll=True)" not in names:
                    ungated.append(f"{path.relative_to(ROOT)}:{node.name}")
    assert fragments >= 2                                # the room's follow check and its answer count
    assert ungated == []

    room = ROOT / "ui" / "lesson" / "room.py"
    tree = ast.parse(room.read_text())
    gated = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)
             and "runtime.gated" in [ast.unparse(d) for d in n.decorator_list]}
    callbacks = {ast.unparse(k.value) for n in ast.walk(tree) if isinstance(n, ast.Call)
                 for k in n.keywords if k.arg in ("on_click", "on_change", "on_submit")}
    assert callbacks and callbacks <= gated, callbacks - gated


# ---------------------------------------------------------------------------------------- first come, first served
def test_waiters_go_in_the_order_they_came_page_runs_and_fragments_alike(gate):
    log, hold = [], threading.Event()
    holder = _thread(_page_run([], "holder", hold=hold))
    _wait_queued(gate, 0)
    while gate._inside == 0:
        time.sleep(0.005)
    waiters = []
    for i in range(7):
        if i % 3 == 2:
            waiters.append(_thread(runtime.gated(poll=True)(lambda i=i: log.append(i))))
        else:
            waiters.append(_thread(_page_run(log, i)))
        _wait_queued(gate, i + 1)                        # each queued before the next comes
    hold.set()
    for t in (holder, *waiters):
        t.join(5)
    assert log == list(range(7))
    assert _free(gate)


def test_two_places_let_two_in_and_the_third_waits(gate, monkeypatch):
    monkeypatch.setattr(runtime, "GATE_AT_ONCE", 2)
    log, hold = [], threading.Event()
    runs = [_thread(_page_run(log, i, hold=hold)) for i in range(2)]
    while len(log) < 2:
        time.sleep(0.005)
    third = _thread(_page_run(log, "third"))
    _wait_queued(gate, 1)
    time.sleep(0.05)
    assert sorted(log, key=str) == [0, 1]
    hold.set()
    for t in (*runs, third):
        t.join(5)
    assert log[-1] == "third" and _free(gate)


# ---------------------------------------------------------------------------------------- a superseded run stops
def test_a_superseded_waiting_run_leaves_the_queue_without_going_in(gate):
    """The session of the second run moves its slider again while the run waits: Streamlit raises at the waiter's
    next ``st`` call; the run never goes in, and the run queued after it goes next."""
    log, hold, newer = [], threading.Event(), threading.Event()
    outcome = []

    def superseded_check():
        if newer.is_set():
            raise Superseded

    def superseded_run():
        try:
            _page_run(log, "superseded", check=superseded_check)()
        except Superseded:
            outcome.append(("stopped", gate._inside))

    holder = _thread(_page_run(log, "holder", hold=hold))
    while log != ["holder"]:
        time.sleep(0.005)
    a = _thread(superseded_run)
    _wait_queued(gate, 1)
    b = _thread(_page_run(log, "next"))
    _wait_queued(gate, 2)
    newer.set()                                          # a newer run asked for, while it waits
    a.join(5)
    assert outcome == [("stopped", 1)]                   # it stopped while the holder was still inside
    assert len(gate._queue) == 1                         # only the next run waits now
    hold.set()
    holder.join(5), b.join(5)
    assert log == ["holder", "next"]                     # the superseded run never drew
    assert _free(gate)


def test_a_run_with_nobody_ahead_goes_in_without_asking_streamlit(gate):
    """The gate free: no wait, so no check (a run is only stopped while it waits)."""
    calls = []
    log = []
    _thread(_page_run(log, "alone", check=lambda: calls.append(1))).join(2)
    assert log == ["alone"] and calls == []


def test_superseded_runs_never_take_a_turn_however_many(gate):
    """Ten sessions each drag a slider: their first runs queue, are superseded while waiting and stop; only their
    newest runs go in, one each."""
    log, hold, newer = [], threading.Event(), threading.Event()

    def check():
        if newer.is_set():
            raise Superseded

    def stale(i):
        def run():
            with pytest.raises(Superseded):
                _page_run(log, f"stale {i}", check=check)()
        return run

    holder = _thread(_page_run(log, "holder", hold=hold))
    while log != ["holder"]:
        time.sleep(0.005)
    stales = []
    for i in range(10):
        stales.append(_thread(stale(i)))
        _wait_queued(gate, i + 1)
    newer.set()
    for t in stales:
        t.join(5)
    assert not gate._queue
    fresh = [_thread(_page_run(log, f"fresh {i}")) for i in range(10)]
    hold.set()
    for t in (holder, *fresh):
        t.join(5)
    assert sorted(log[1:]) == sorted(f"fresh {i}" for i in range(10))
    assert _free(gate)


# ---------------------------------------------------------------------------------------- the escape
def test_a_slow_run_inside_lets_at_most_one_waiter_through_per_interval(gate, monkeypatch):
    monkeypatch.setattr(runtime, "ESCAPE_AFTER", 0.3)
    entered, hold, stuck = [], threading.Event(), threading.Event()
    let_in_at = []                                       # when the gate let each run in (read under its lock)
    let_in = gate._let_in

    def noting():
        let_in()
        let_in_at.append(gate._moved)

    monkeypatch.setattr(gate, "_let_in", noting)

    def waiter(i):
        def run():
            with runtime.page_run():
                entered.append(i)
                hold.wait(5)                             # each escaped run is slow too
        return run

    holder = _thread(_page_run([], "slow", hold=stuck))
    while gate._inside == 0:
        time.sleep(0.005)
    waiters = []
    for i in range(4):
        waiters.append(_thread(waiter(i)))
        _wait_queued(gate, i + 1)
    time.sleep(0.15)
    assert entered == []                                 # before the interval: nobody past the slow run
    time.sleep(1.3)
    got = list(entered)
    hold.set(), stuck.set()
    for t in (holder, *waiters):
        t.join(5)
    assert got == list(range(len(got)))                  # in their order
    assert 1 <= len(got) <= 4
    escapes = let_in_at[1:len(got) + 1]                  # the holder's own entry first
    gaps = [b - a for a, b in zip(let_in_at, escapes)]
    assert min(gaps) >= 0.3, gaps                        # never two within one interval
    assert _free(gate)


def test_no_escape_while_runs_keep_going_in(gate, monkeypatch):
    """Runs going in one after another, each short, the queue never escapes: one inside at a time."""
    monkeypatch.setattr(runtime, "ESCAPE_AFTER", 0.05)
    inside, peak, lock = [0], [0], threading.Lock()

    def run():
        with runtime.page_run():
            with lock:
                inside[0] += 1
                peak[0] = max(peak[0], inside[0])
            time.sleep(0.01)
            with lock:
                inside[0] -= 1

    threads = [_thread(run) for _ in range(12)]
    for t in threads:
        t.join(10)
    assert peak[0] == 1
    assert _free(gate)


# ---------------------------------------------------------------------------------------- exceptions
class Boom(Exception):
    pass


def test_work_that_raises_gives_its_place_back_every_time(gate):
    @runtime.gated(poll=True)
    def fragment():
        raise Boom

    @runtime.gated
    def callback():
        raise Boom

    for _ in range(3):
        with pytest.raises(Boom):
            with runtime.page_run():
                raise Boom
        with pytest.raises(Boom):
            fragment()
        with pytest.raises(Boom):
            callback()
        assert _free(gate) and not getattr(runtime._in_gate, "held", False)
    log = []
    _thread(_page_run(log, "next")).join(2)              # goes in at once: nothing was left taken
    assert log == ["next"] and _free(gate)


def test_a_run_stopped_while_it_waits_gives_back_no_place_it_never_took(gate):
    """A superseded run leaves ``page_run`` through its ``finally``: the holder's place stays the holder's."""
    hold, log = threading.Event(), []
    holder = _thread(_page_run(log, "holder", hold=hold))
    while log != ["holder"]:
        time.sleep(0.005)

    def check():
        raise Superseded

    with pytest.raises(Superseded):
        _page_run(log, "stopped", check=check)()
    assert gate._inside == 1 and not gate._queue        # the holder still inside, alone
    hold.set()
    holder.join(5)
    assert log == ["holder"] and _free(gate)


def test_waiting_for_a_heavy_permit_lets_the_next_run_in_and_takes_the_place_back_first(gate):
    """A run inside whose heavy computation must wait for a permit (both held by others) steps out meanwhile; the
    next waiter goes in; when the permit comes the run goes back in before those still waiting."""
    order, taken, free = [], threading.Semaphore(0), threading.Event()

    @runtime.heavy
    def occupy():
        taken.release()
        free.wait(5)

    @runtime.heavy
    def mine():
        order.append("heavy")

    occupiers = [_thread(occupy) for _ in range(runtime.HEAVY_AT_ONCE)]
    for _ in occupiers:
        assert taken.acquire(timeout=5)
    hold = threading.Event()

    def waiter():
        with runtime.page_run():
            mine()
            order.append("waiter out")

    a = _thread(waiter)
    b = _thread(_page_run(order, "next", hold=hold))
    while "next" not in order:
        time.sleep(0.005)
    c = _thread(_page_run(order, "later"))
    _wait_queued(gate, 1)
    free.set()                                           # the permit comes while "next" is inside
    _wait_queued(gate, 2)
    hold.set()
    for t in (a, b, c, *occupiers):
        t.join(5)
    assert order == ["next", "heavy", "waiter out", "later"]
    assert _free(gate)


def test_long_work_lets_one_waiter_in_between_its_steps(gate, monkeypatch):
    monkeypatch.setattr(runtime, "SLICE", 0.05)
    order, started, step = [], threading.Event(), threading.Event()

    def training():
        with runtime.page_run():
            started.set()
            runtime.let_others_run()                     # nobody waits: keeps its place
            order.append("step 1")
            step.wait(5)
            time.sleep(0.06)
            runtime.let_others_run()                     # after SLICE with runs waiting: the first goes in
            order.append("step 2")

    a = _thread(training)
    assert started.wait(5)
    b = _thread(_page_run(order, "waiting 1"))
    _wait_queued(gate, 1)
    c = _thread(_page_run(order, "waiting 2"))
    _wait_queued(gate, 2)
    step.set()
    for t in (a, b, c):
        t.join(5)
    assert order == ["step 1", "waiting 1", "step 2", "waiting 2"]
    assert _free(gate)


def test_the_check_a_waiter_makes_is_a_streamlit_call_that_draws_nothing(monkeypatch):
    """A waiter's check is an ``st`` call (where Streamlit stops a superseded run) and adds nothing to the page: the
    page holds the same elements with or without it, and it does not fail inside a run."""
    from streamlit.testing.v1 import AppTest

    monkeypatch.setattr(runtime, "_yield_to_streamlit", _AT_ST_CALL)

    def with_checks():
        import streamlit as st
        from ui import runtime
        for _ in range(3):
            runtime._yield_to_streamlit()
        st.markdown("drawn")
        runtime._yield_to_streamlit()
        st.sidebar.markdown("side")

    def without():
        import streamlit as st
        st.markdown("drawn")
        st.sidebar.markdown("side")

    runs = [AppTest.from_function(f).run(timeout=30) for f in (with_checks, without)]
    assert not runs[0].exception
    trees = [([type(e).__name__ for e in at.main], [type(e).__name__ for e in at.sidebar]) for at in runs]
    assert trees[0] == trees[1]
    assert [m.value for m in runs[0].markdown] == ["drawn", "side"]
