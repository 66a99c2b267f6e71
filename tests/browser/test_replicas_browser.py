"""A replica dies in the middle of a lesson, seen from a real browser: Chromium opens a link through HAProxy
(deploy/haproxy.cfg) in front of two replicas (bench/replicas.py), the replica holding its session is killed,
and Streamlit's own frontend reconnects through the proxy to the other replica, keeping the page on screen; the
student's next move is the survivor's first run of the session, which rebuilds the same view from the link and the
browser's widgets, with no error on screen. How fast is measured by ``python -m bench.browser_failover``
(docs/performance.md); this test holds the behaviour, with a bound only against hanging."""
from __future__ import annotations

from pathlib import Path

import pytest

from bench.browser_failover import LINK, MOVE, kill_under_browser
from bench.replicas import HAPROXY, Topology


@pytest.fixture
def topology(tmp_path):
    if not Path(HAPROXY).exists():
        pytest.fail(f"{HAPROXY} is missing: .ci/run installs Debian's haproxy")
    with Topology(2, logdir=tmp_path, redis=False) as t:
        yield t


def test_a_student_page_survives_its_replica_being_killed(browser, topology):
    r = kill_under_browser(browser, topology, LINK, give_up=90)
    assert r["before"]["seed"] == "7" and not r["before"]["errors"]
    assert r["survivor"] is not None and r["survivor"] != r["victim"]          # the cookie now names the survivor
    assert not topology.replicas[[x.name for x in topology.replicas].index(r["victim"])].alive()
    assert r["title"] == r["before"]["title"]                                    # the same page ...
    assert "seed=7" in r["url"]                                                  # ... the same link ...
    assert r["seed"] == "7"                                                      # ... rebuilt from it
    assert "ct_alpha=0.5" in r["url"] and f"{MOVE}=" not in r["before"]["url"]
    # the move itself is kept: the survivor's first run takes the browser's value over the link's
    # (ui.state.url_state; every view is checked without a browser in tests/test_reconnect.py)
    assert f"{MOVE}=" in r["url"], r["url"]
    assert r["errors"] == []
