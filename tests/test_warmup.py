"""The server's warm-up (``ui/warmup.py``): it fills the caches every page's default view reads, runs once per
process, draws nothing, and an error inside it is logged and never reaches a page.

The coverage check is the real one: every Streamlit cache is cleared, the warm-up runs, and then each view of every
chapter (``Chapter.views()``) is opened as a first visitor (AppTest); Streamlit's own per-function cache counters
must show no miss during that run, i.e. every cached call the page makes was computed by the warm-up with the very
arguments the page passes. The whole module shares one warmed process (``xdist_group``).
"""
from __future__ import annotations

import logging
import threading

import pytest
import streamlit as st
from streamlit.delta_generator import DeltaGenerator
from streamlit.runtime.caching import cache_metrics

from ui import warmup
from ui.chapters import CHAPTERS, STEMS
from ui.chapters.count_table import cache as count_cache

pytestmark = [pytest.mark.xdist_group("warmup"), pytest.mark.slow]

VIEWS = [(c.stem, q) for c in CHAPTERS for q in c.views()]


def misses() -> dict[tuple, int]:
    """Misses so far of every cached function of the process (Streamlit's cache metrics)."""
    registry = cache_metrics.get_cache_metrics()
    with registry._lock:
        return {key: m._misses for key, m in registry._functions.items()}


@pytest.fixture(scope="module")
def warmed():
    """Every cache emptied, then one complete warm-up in this process; what it drew (nothing, it must be)."""
    st.cache_data.clear()
    st.cache_resource.clear()
    drawn = []
    original = DeltaGenerator._enqueue

    def spy(self, *args, **kwargs):
        drawn.append(args[:1])
        return original(self, *args, **kwargs)

    DeltaGenerator._enqueue = spy
    before = misses()
    try:
        ok = warmup.run(pause=0, idle=0)
    finally:
        DeltaGenerator._enqueue = original
    computed = {k: n - before.get(k, 0) for k, n in misses().items() if n > before.get(k, 0)}
    return {"ok": ok, "drawn": drawn, "computed": computed, "status": dict(warmup.status)}


def test_the_warm_up_completes_and_draws_nothing(warmed):
    assert warmed["ok"], warmed["status"]["error"]
    assert warmed["status"]["finished"] and warmed["status"]["error"] is None
    assert warmed["drawn"] == []
    # every chapter took part, the sentences models first
    done = warmed["status"]["done"]
    assert {s.split(".")[0] for s in done} == set(STEMS)
    assert done[0] == "sentences.minilm"
    assert len(warmed["computed"]) > 40, sorted(warmed["computed"])        # it computed, through the caches


@pytest.mark.parametrize("stem,query", VIEWS, ids=[f"{s}-{'-'.join(q.values()) or 'page'}" for s, q in VIEWS])
def test_a_first_visit_after_the_warm_up_misses_no_cache(warmed, app, stem, query):
    """Each page and tab default view, opened first after the warm-up: every cached call is a hit."""
    assert warmed["ok"], warmed["status"]["error"]
    page = next(c.page for c in CHAPTERS if c.stem == stem)
    before = misses()
    at = app(page, **query)
    missed = sorted(f"{k[1]} ({n - before.get(k, 0)})" for k, n in misses().items() if n > before.get(k, 0))
    assert missed == [], f"{stem} {query}: computed on the first visit, not by the warm-up: {missed}"
    assert not at.exception


def test_off_under_tests_unless_asked(monkeypatch):
    monkeypatch.delenv(warmup.ENV, raising=False)
    assert not warmup.enabled()                     # pytest is imported: AppTest, the browser tests' servers
    for value, on in (("1", True), ("yes", True), ("0", False), ("off", False), ("false", False)):
        monkeypatch.setenv(warmup.ENV, value)
        assert warmup.enabled() is on, value


def test_app_starts_no_thread_under_tests(monkeypatch, app):
    monkeypatch.delenv(warmup.ENV, raising=False)
    monkeypatch.setattr(warmup, "_started", False)
    monkeypatch.setattr(warmup, "thread", None)
    app()
    assert warmup._started                          # app.py asked
    assert warmup.thread is None                    # and nothing started
    assert not any(t.name == "tbt-warmup" for t in threading.enumerate())


def test_one_thread_per_process(monkeypatch):
    """Many first runs at once (a class arriving on a fresh server) start one warm-up, and later runs none."""
    monkeypatch.setenv(warmup.ENV, "1")
    monkeypatch.setattr(warmup, "_started", False)
    monkeypatch.setattr(warmup, "thread", None)
    ran = []
    monkeypatch.setattr(warmup, "run", lambda: ran.append(threading.current_thread().name))
    barrier = threading.Barrier(8)
    started = []

    def first_run():
        barrier.wait()
        started.append(warmup.start())

    runs = [threading.Thread(target=first_run) for _ in range(8)]
    for r in runs:
        r.start()
    for r in runs:
        r.join()
    threads = [t for t in started if t is not None]
    assert len(started) == 8 and len(threads) == 1
    threads[0].join(10)
    assert ran == ["tbt-warmup"] and threads[0].daemon
    assert warmup.start() is None and ran == ["tbt-warmup"]


@pytest.fixture
def warmup_log(monkeypatch):
    records = []
    handler = logging.Handler()
    handler.emit = records.append
    warmup.log.addHandler(handler)
    monkeypatch.setattr(warmup, "status", {"done": [], "error": None, "finished": False, "seconds": None,
                                           "first_views_s": None})
    yield records
    warmup.log.removeHandler(handler)


def test_an_error_is_logged_and_stops_the_warm_up(monkeypatch, warmup_log, app):
    def broken():
        yield "first"
        raise RuntimeError("a broken warm-up step")

    monkeypatch.setattr(count_cache, "warm", broken)
    monkeypatch.setattr(warmup, "order", lambda: ["count_table", "home"])
    hooked = []
    monkeypatch.setattr(threading, "excepthook", hooked.append)
    worker = threading.Thread(target=warmup.run, kwargs={"pause": 0, "idle": 0})
    worker.start()
    worker.join(60)
    assert not worker.is_alive() and hooked == []               # the thread ended normally: nothing escaped
    assert warmup.status["done"] == ["count_table.first"]       # stopped there: home was not warmed
    assert not warmup.status["finished"] and "RuntimeError: a broken warm-up step" in warmup.status["error"]
    errors = [r for r in warmup_log if r.levelno == logging.ERROR]
    assert len(errors) == 1 and errors[0].exc_info[0] is RuntimeError
    assert "count_table.first" in errors[0].getMessage()
    at = app("pages/count_table.py")                            # the page computes what it needs, as before
    assert not at.exception and not at.error


def test_a_thread_that_cannot_start_does_not_reach_the_page(monkeypatch, warmup_log):
    monkeypatch.setenv(warmup.ENV, "1")
    monkeypatch.setattr(warmup, "_started", False)
    monkeypatch.setattr(warmup, "thread", None)

    def no_threads(*args, **kwargs):
        raise RuntimeError("can't start new thread")

    monkeypatch.setattr(warmup.threading, "Thread", no_threads)
    assert warmup.start() is None
    assert [r.levelno for r in warmup_log] == [logging.ERROR]


@pytest.mark.parametrize("activity", ["start", "note_run"])
def test_the_tabs_wait_until_no_page_runs(monkeypatch, warmup_log, activity):
    """While runs keep starting (a class at work: page runs, which call ``start``, or a live room's fragments, which
    call ``note_run``), only the chapters of ``FIRST`` are warmed; the rest follows once the server has been idle
    for ``idle`` seconds."""
    import time

    monkeypatch.setattr(warmup, "_started", True)              # start() only notes the run, as on a served app
    monkeypatch.setattr(warmup, "order", lambda: ["rnn_gradients"])
    monkeypatch.setattr(warmup, "FIRST", ("rnn_gradients",))   # its first view at once, its tabs when idle
    worker = threading.Thread(target=warmup.run, kwargs={"pause": 0, "idle": 0.5})
    warmup.start()
    worker.start()
    busy_until = time.monotonic() + 3.0
    while time.monotonic() < busy_until:                       # a run starts every 0.1 s
        getattr(warmup, activity)()
        time.sleep(0.1)
        assert warmup.status["done"] in ([], ["rnn_gradients.curve"])
    assert warmup.status["done"] == ["rnn_gradients.curve"] and worker.is_alive()
    worker.join(120)
    assert warmup.status["finished"], warmup.status["error"]
    assert warmup.status["done"][:2] == ["rnn_gradients.curve", "rnn_gradients.gated"]
    assert warmup.status["first_views_s"] is not None
