"""Readiness gated on the warm-up (issue 48): a replica answers 503 on /_stcore/health until its warm-up is done, or
until TBT_READY_SECONDS (90 by default, the value the recipes set) have passed, whichever comes first; draining after
SIGTERM is never ready; with the warm-up off it is ready at once. The rule is checked on ui.warmup.ready() and on
deploy/serve.py's gate over a stand-in for Streamlit's runtime (the real server's answers, 503 "warming up" and then
200 with liveness at 200 throughout, are measured in docs/hosting.md: starting the app's warm-up costs seconds of
CPU, too much for the suite)."""
from __future__ import annotations

import asyncio
import threading

import pytest

from deploy import serve
from ui import warmup

BOUND = 90.0                                      # docs/hosting.md and both recipes: TBT_READY_SECONDS=90


@pytest.fixture
def fresh(monkeypatch):
    """ui.warmup as a new server's: the warm-up on, nothing done yet, loaded at t=1000."""
    monkeypatch.setenv("TBT_WARMUP", "1")
    monkeypatch.delenv("TBT_READY_SECONDS", raising=False)
    monkeypatch.setattr(warmup, "status", {"done": [], "error": None, "finished": False, "seconds": None,
                                           "first_views_s": None})
    monkeypatch.setattr(warmup, "_loaded", 1000.0)
    monkeypatch.setattr(warmup, "_stopping", threading.Event())
    return warmup


def test_not_ready_while_warming_up_until_the_bound(fresh):
    assert fresh.ready_seconds() == BOUND
    assert not fresh.ready(now=1000.0)
    assert not fresh.ready(now=1000.0 + BOUND - 0.01)
    assert fresh.ready(now=1000.0 + BOUND)                       # the bound itself: ready, warm or not


def test_ready_as_soon_as_the_warm_up_ends_or_fails(fresh):
    fresh.status["finished"] = True
    assert fresh.ready(now=1000.0)
    fresh.status.update(finished=False, error="after sentences.warm: RuntimeError: x")
    assert fresh.ready(now=1000.0)                             # the pages compute it themselves then


def test_ready_at_once_with_the_warm_up_off(fresh, monkeypatch):
    monkeypatch.setenv("TBT_WARMUP", "0")
    assert fresh.ready(now=1000.0)


def test_the_bound_is_read_from_the_environment(fresh, monkeypatch):
    monkeypatch.setenv("TBT_READY_SECONDS", "5")
    assert not fresh.ready(now=1004.9) and fresh.ready(now=1005.0)
    monkeypatch.setenv("TBT_READY_SECONDS", "soon")              # not a number: the default, not "never"
    assert fresh.ready_seconds() == BOUND and serve.ready_seconds() == BOUND
    monkeypatch.setenv("TBT_READY_SECONDS", "-3")
    assert fresh.ready(now=1000.0)


def test_a_stopping_server_takes_no_further_warm_up_step(fresh, monkeypatch):
    """After stop() (deploy/serve.py calls it on SIGTERM) the warm-up takes no step and waits for nobody."""
    monkeypatch.setattr(fresh, "_last_run", 10**9)              # a page run "now": wait_idle would wait
    monkeypatch.setattr(fresh, "thread", None)
    assert fresh.stop(timeout=0.1)
    fresh.wait_idle(3600)                                         # returns at once
    assert list(fresh.steps(idle=3600)) == []


class _Runtime:
    """What serve.py's gate needs of Streamlit's Runtime: the async property the health endpoint awaits."""

    def __init__(self, answer=(True, "ok")):
        self.answer = answer

    @property
    async def is_ready_for_browser_connection(self):
        return self.answer


def _health(runtime):
    """The gate's answer, awaited on an event loop of its own in a thread of its own (a browser test on the same
    worker leaves Playwright's loop running on this thread, where ``asyncio.run`` refuses to start)."""
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, _await(runtime)).result()


async def _await(runtime):
    return await runtime.is_ready_for_browser_connection


def test_the_health_endpoint_says_warming_up_then_ok_and_draining_wins():
    state = {"ready": False}
    rt = _Runtime()
    serve.gate_readiness(rt, lambda: state["ready"])
    assert _health(rt) == (False, "warming up")
    state["ready"] = True
    assert _health(rt) == (True, "ok")
    rt.answer = (False, "stopping")                               # Streamlit's own "not ready" is kept
    assert _health(rt) == (False, "stopping")
    rt.answer = (True, "ok")
    serve._report_unavailable(rt)                                 # SIGTERM: the drain of today, unchanged
    assert _health(rt) == (False, "draining")


def test_serve_readiness_before_the_warm_up_has_started_uses_the_bound():
    now = [50.0]
    r = serve.WarmupReadiness(bound=BOUND, clock=lambda: now[0])
    assert not r()
    now[0] = 50.0 + BOUND
    assert r()
    r.check = lambda: False                                       # once started, ui.warmup.ready decides
    assert not r()
