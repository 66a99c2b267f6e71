"""A replica dies in the middle of a lesson, seen from a real browser: Chromium opens a link through HAProxy
(deploy/haproxy.cfg) in front of two replicas (bench/replicas.py), the replica holding its session is killed,
and Streamlit's own frontend reconnects through the proxy to the other replica, which rebuilds the same view
from the link, within 10 s and without an error on screen."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from bench.replicas import COOKIE, HAPROXY, Topology
from tests.browser.conftest import assert_no_error, wait_idle

LINK = "count_table?seed=7&ct_alpha=0.5"


@pytest.fixture
def topology(tmp_path):
    if not Path(HAPROXY).exists():
        pytest.fail(f"{HAPROXY} is missing: .ci/run installs Debian's haproxy")
    with Topology(2, logdir=tmp_path, redis=False) as t:
        yield t


def _replica(ctx, top: Topology) -> int:
    values = [c["value"] for c in ctx.cookies() if c["name"] == COOKIE]
    assert values, "the proxy set no affinity cookie"
    return top.replica_of(values[0])


def _seed_shown(page) -> str:
    return page.get_by_test_id("stSidebar").get_by_label("Random seed", exact=False).first.input_value()


def test_a_student_page_survives_its_replica_being_killed(browser, topology):
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = ctx.new_page()
        page.set_default_timeout(60_000)
        page.goto(f"{topology.url}/{LINK}")
        wait_idle(page)
        assert_no_error(page)
        seed_before = _seed_shown(page)
        assert seed_before == "7"
        victim = _replica(ctx, topology)
        title = page.locator('[data-testid="stMain"] h1').first.inner_text()

        t0 = time.perf_counter()
        topology.kill(victim)
        # the frontend notices the closed websocket, reconnects through the proxy (which redispatches it to the
        # survivor and sets the survivor's cookie) and reruns the page with the URL it shows
        deadline = t0 + 10
        while time.perf_counter() < deadline and _replica_or_none(ctx, topology) in (None, victim):
            page.wait_for_timeout(200)
        assert _replica_or_none(ctx, topology) == 1 - victim, "the browser did not reach the other replica in 10 s"
        wait_idle(page, timeout=max(1_000, (deadline - time.perf_counter()) * 1000))
        recovered = time.perf_counter() - t0
        assert recovered <= 10, recovered
        assert_no_error(page)
        assert page.locator('[data-testid="stMain"] h1').first.inner_text() == title
        assert "seed=7" in page.url and "ct_alpha=0.5" in page.url
        assert _seed_shown(page) == "7"
        # and the page is live on its new replica: a control still works
        assert topology.replicas[1 - victim].alive() and not topology.replicas[victim].alive()
    finally:
        ctx.close()


def _replica_or_none(ctx, top: Topology) -> int | None:
    try:
        return _replica(ctx, top)
    except (AssertionError, ValueError, OSError):
        return None
