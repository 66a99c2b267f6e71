"""ui/runtime.py on its exception paths and across repeated use: a heavy permit and a page run's turn are given
back when the work inside raises, however many times; malloc is set and trimmed as the module says (two arenas,
blocks of 1 MB or more from mmap, a trim at most every 2 s); work outside a page run takes no place in the
gate."""
from __future__ import annotations

import threading
from types import SimpleNamespace

import pytest

from ui import runtime


class Boom(Exception):
    pass


def _in_thread(fn):
    t = threading.Thread(target=fn, daemon=True)
    t.start()
    return t


def test_a_heavy_computation_that_raises_gives_its_permit_back_every_time():
    @runtime.heavy
    def fails(i):
        raise Boom(i)

    @runtime.heavy
    def ok():
        return "ok"

    for i in range(3 * runtime.HEAVY_AT_ONCE):          # more failures than there are permits
        with pytest.raises(Boom):
            fails(i)
    assert runtime._held.depth == 0                     # not left "inside a heavy computation"
    done = []
    threads = [_in_thread(lambda: done.append(ok())) for _ in range(runtime.HEAVY_AT_ONCE)]
    for t in threads:
        t.join(5)
    assert done == ["ok"] * runtime.HEAVY_AT_ONCE       # every permit free: none waited
    for _ in range(runtime.HEAVY_AT_ONCE):               # and exactly HEAVY_AT_ONCE of them, no more
        assert runtime._heavy.acquire(blocking=False)
    assert not runtime._heavy.acquire(blocking=False)
    for _ in range(runtime.HEAVY_AT_ONCE):
        runtime._heavy.release()


def test_a_nested_heavy_call_that_raises_leaves_the_outer_permit_to_the_outer_call():
    @runtime.heavy
    def inner():
        raise Boom

    @runtime.heavy
    def outer():
        with pytest.raises(Boom):
            inner()
        return runtime._held.depth

    assert outer() == 1                                 # still inside the outer one after the inner failed
    assert runtime._held.depth == 0


def test_a_page_run_that_raises_gives_its_place_back_every_time(gate):
    for _ in range(3):
        with pytest.raises(Boom):
            with runtime.page_run():
                assert runtime._in_gate.held and gate._inside == 1
                raise Boom
        assert not runtime._in_gate.held and gate._inside == 0
    order = []

    def next_run():
        with runtime.page_run():
            order.append(("next", gate._inside))

    _in_thread(next_run).join(2)
    assert order == [("next", 1)]                       # it went in, alone: none was left inside
    assert gate._inside == 0


def test_a_heavy_computation_raising_inside_a_page_run_gives_back_both(gate):
    @runtime.heavy
    def fails():
        raise Boom

    with pytest.raises(Boom):
        with runtime.page_run():
            fails()
    assert gate._inside == 0 and runtime._held.depth == 0
    assert all(runtime._heavy.acquire(blocking=False) for _ in range(runtime.HEAVY_AT_ONCE))
    for _ in range(runtime.HEAVY_AT_ONCE):
        runtime._heavy.release()


def test_waiting_that_raises_takes_the_place_back(gate):
    with runtime.page_run():
        with pytest.raises(Boom):
            with runtime.turn_given_up():
                assert not runtime._in_gate.held and gate._inside == 0    # given up while waiting
                raise Boom
        assert runtime._in_gate.held and gate._inside == 1               # taken back even so
    assert gate._inside == 0
    with runtime.turn_given_up():                       # outside a page run: nothing to give
        assert not getattr(runtime._in_gate, "held", False) and gate._inside == 0


class FakeLibc:
    def __init__(self):
        self.mallopt_calls, self.trims = [], 0

    def mallopt(self, param, value):
        self.mallopt_calls.append((param, value))

    def malloc_trim(self, pad):
        self.trims += 1
        self.pads = getattr(self, "pads", []) + [pad]


def test_malloc_is_capped_at_two_arenas_and_large_blocks_use_mmap(monkeypatch):
    libc = FakeLibc()
    monkeypatch.setattr(runtime, "_libc", libc)
    monkeypatch.setattr(runtime, "_configured", False)
    runtime.configure()
    runtime.configure()
    # glibc's mallopt parameters (malloc.h): M_ARENA_MAX -8, M_MMAP_THRESHOLD -3, M_TRIM_THRESHOLD -1
    assert libc.mallopt_calls == [(-8, 2), (-3, 1024 * 1024), (-1, 4 * 1024 * 1024)]


def test_trim_at_most_every_two_seconds(monkeypatch):
    libc = FakeLibc()
    clock = [1000.0]
    monkeypatch.setattr(runtime, "_libc", libc)
    monkeypatch.setattr(runtime, "_last_trim", 0.0)
    monkeypatch.setattr(runtime.time, "monotonic", lambda: clock[0])
    for now, trims in [(1000.0, 1), (1001.0, 1), (1001.99, 1), (1002.0, 2), (1002.5, 2), (1004.1, 3)]:
        clock[0] = now
        runtime.trim()
        assert libc.trims == trims, now
    assert libc.pads == [0, 0, 0]                       # no padding kept: every free top of a heap goes back
    monkeypatch.setattr(runtime, "_libc", False)        # not glibc: nothing to call, nothing raised
    clock[0] = 2000.0
    runtime.trim()


def test_off_glibc_nothing_is_set(monkeypatch):
    import ctypes

    monkeypatch.setattr(runtime, "_libc", None)
    monkeypatch.setattr(ctypes, "CDLL", lambda *a, **k: SimpleNamespace())   # no mallopt: not glibc
    assert runtime._glibc() is False
    monkeypatch.setattr(runtime, "_libc", None)

    def missing(*a, **k):
        raise OSError("no libc")

    monkeypatch.setattr(ctypes, "CDLL", missing)
    assert runtime._glibc() is False


def test_glibc_is_found_by_name_or_by_its_soname(monkeypatch):
    import ctypes.util

    monkeypatch.setattr(runtime, "_libc", None)
    libc = runtime._glibc()
    assert libc and callable(libc.mallopt) and callable(libc.malloc_trim)
    monkeypatch.setattr(runtime, "_libc", None)
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None)       # no ldconfig cache: the soname
    libc = runtime._glibc()
    assert libc and "libc.so.6" in libc._name


def test_configure_sets_one_thread_each_time_a_process_starts(monkeypatch):
    """configure() runs once per process: here as in a fresh one (torch and OpenBLAS set to two threads first)."""
    import torch
    from threadpoolctl import threadpool_info, threadpool_limits

    monkeypatch.setattr(runtime, "_configured", False)
    monkeypatch.setattr(runtime, "_libc", FakeLibc())
    before = torch.get_num_threads()
    torch.set_num_threads(2)
    threadpool_limits(limits=2, user_api="blas")
    try:
        runtime.configure()
        assert torch.get_num_threads() == 1
        assert all(p["num_threads"] == 1 for p in threadpool_info() if p["user_api"] == "blas")
    finally:
        torch.set_num_threads(before)


def test_work_outside_a_page_run_never_takes_a_place(gate, monkeypatch):
    """let_others_run() in a thread that is no page run (the warm-up, a background training) is a no-op, even
    with runs waiting behind a place held for long."""
    import threading
    import time

    monkeypatch.setattr(runtime, "POLL", 0.02)
    hold, holding = threading.Event(), threading.Event()

    def holder():
        with runtime.page_run():
            holding.set()
            hold.wait(5)

    h = _in_thread(holder)
    assert holding.wait(2)

    def waiting_run():
        with runtime.page_run():
            pass

    w = _in_thread(waiting_run)                                              # a run waiting for the gate
    time.sleep(runtime.SLICE + 0.05)
    assert gate.waiting()
    done = []
    plain = _in_thread(lambda: (runtime.let_others_run(), done.append((getattr(runtime._in_gate, "held", None),
                                                                         gate._inside, len(gate._queue)))))
    plain.join(0.5)
    assert done == [(None, 1, 1)]                                            # returned at once, took nothing
    hold.set()
    h.join(2)
    w.join(2)
    assert gate._inside == 0 and not gate.waiting()
