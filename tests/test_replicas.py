"""The compose topology, run for real on 127.0.0.1 (bench/replicas.py): two replicas started as the image starts
them (deploy/serve.py), HAProxy configured from deploy/haproxy.cfg, Redis; sessions driven through the proxy
with Streamlit's own websocket protocol (bench/st_client.py). Needs Debian's haproxy and redis-server
(.ci/run installs them)."""
from __future__ import annotations

import asyncio
import os
import signal
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from bench.load_class import soak_word_list
from bench.load_replicas import KILL_QUERY, _put_elsewhere, _Room, reconnect_and_reopen
from bench.replicas import COOKIE, HAPROXY, REDIS_SERVER, Replica, Topology
from bench.st_client import StreamlitSession


def _require_tools() -> None:
    missing = [t for t in (HAPROXY, REDIS_SERVER) if not Path(t).exists()]
    if missing:
        pytest.fail(f"{missing} missing: .ci/run installs Debian's haproxy and redis-server")


def run_async(coro):
    """``asyncio.run`` in a thread of its own: a worker that already ran a Playwright browser test holds a running
    event loop in its main thread, where ``asyncio.run`` refuses to start."""
    import threading

    out = {}

    def target():
        try:
            out["value"] = asyncio.run(coro)
        except BaseException as err:          # re-raised in the test's thread
            out["error"] = err

    th = threading.Thread(target=target)
    th.start()
    th.join()
    if "error" in out:
        raise out["error"]
    return out.get("value")


# the tests of one shared topology run on one worker: under xdist each worker that got one started its own (two
# replicas and haproxy, 16-19 s of setup each, three times in `--durations=0`, 2026-12-05)
TOPOLOGY = pytest.mark.xdist_group("replica_topology")


@pytest.fixture(scope="module")
def top(tmp_path_factory):
    _require_tools()
    with Topology(2, logdir=tmp_path_factory.mktemp("topology")) as t:
        yield t


def _fresh_cookies(top: Topology) -> dict[int, str]:
    """One affinity cookie per replica, as the proxy hands them to new visitors."""
    found: dict[int, str] = {}
    for _ in range(20):
        value = Topology.cookie_of(top.url)
        found[top.replica_of(value)] = value
        if len(found) == 2:
            break
    return found


@TOPOLOGY
def test_new_visitors_are_spread_and_each_stays_on_its_replica(top):
    async def go():
        placed = []
        for _ in range(4):
            async with StreamlitSession(top.url) as s:
                first = top.replica_of(s.cookies[COOKIE])
                r1 = await s.open("count_table", query="seed=7")
                r2 = await s.set_widget("seed", double_value=42)
                r3 = await s.open("count_table", query="seed=123")   # another run, same websocket
                assert [r.status for r in (r1, r2, r3)] == ["ok"] * 3
                assert not (r1.exceptions or r2.exceptions or r3.exceptions)
                assert r1.page == r3.page == "count_table"
                assert top.replica_of(s.cookies[COOKIE]) == first
                placed.append(first)
        return placed

    placed = run_async(go())
    assert set(placed) == {0, 1}                             # leastconn + fresh cookies: both replicas serve


@TOPOLOGY
def test_the_proxy_cookie_decides_the_replica(top):
    cookies = _fresh_cookies(top)
    assert set(cookies) == {0, 1} and cookies[0] != cookies[1]
    for k, value in cookies.items():
        assert {top.replica_of(value) for _ in range(5)} == {k}
    # the replicas share one cookie secret, but each holds only its own sessions
    assert top.cookie_secret and all(r.env["STREAMLIT_SERVER_COOKIE_SECRET"] == top.cookie_secret
                                     for r in top.replicas)
    assert all(r.env["TBT_STORE"] == top.store for r in top.replicas)


@TOPOLOGY
def test_an_upload_through_the_proxy_reaches_its_replica_with_xsrf_on(top):
    """The word list is PUT over plain HTTP: it carries the proxy's cookie and the XSRF token, reaches the
    replica holding the websocket session, and the page uses it. Sent with the other replica's cookie it is
    refused (no such session there): affinity is what makes uploads work. Without the XSRF token: refused."""
    async def go():
        async with StreamlitSession(top.url) as s:
            assert (await s.open("count_table")).status == "ok"
            mine = top.replica_of(s.cookies[COOKIE])
            u = await s.upload("wordlist_file", "class_list.txt", soak_word_list(3))
            assert u.status == "ok" and not u.errors and not u.exceptions, (u.errors, u.exceptions)
            assert any("`class_list.txt`" in m for m in u.markdown)      # the file name shown as text
            other = _fresh_cookies(top)[1 - mine]
            assert await asyncio.to_thread(_put_elsewhere, top.url, s, other) == 400
            s.xsrf, token = "", s.xsrf
            try:
                assert await asyncio.to_thread(_put_elsewhere, top.url, s, s.cookies[COOKIE]) == 403
            finally:
                s.xsrf = token

    run_async(go())


def test_a_killed_replica_s_sessions_come_back_on_the_other_with_their_link(tmp_path):
    """SIGKILL one replica with sessions on it: each reconnects through the proxy (as the frontend does),
    lands on the survivor and reruns its link; sessions on the survivor never notice. (How fast: the bench.)
    A lesson room is live at the same time (Redis): the killed replica's students come back with their link
    (the ``who`` token), see the teacher's step and their own earlier answer, change it; the store holds one
    answer per student, the latest; the teacher, on the survivor, advances and every student follows."""
    _require_tools()
    with Topology(2, logdir=tmp_path) as t:
        async def go():
            room = _Room(t, 6, timeout=120)
            await room.join_and_answer()
            assert room.teacher_ok and all(st["ok"] and st["token"] for st in room.students)
            sent_first = sorted(repr(float(st["value"])) for st in room.students)
            assert room.before == sent_first                    # in Redis before the kill
            victim = 1 - room.teacher_replica
            on_victim = [st for st in room.students if st["replica"] == victim]
            assert on_victim and len(on_victim) < len(room.students)      # some move, some stay

            sessions = []
            for _ in range(4):
                s = StreamlitSession(t.url)
                await s.connect()
                r = await s.open("count_table", query=KILL_QUERY)
                assert r.status == "ok"
                sessions.append((s, t.replica_of(s.cookies[COOKIE])))
            assert {k for _, k in sessions} == {0, 1}
            t.kill(victim)
            for s, k in sessions:
                if k == victim:
                    r, new = await reconnect_and_reopen(t.url, s, "count_table", KILL_QUERY, timeout=60, give_up=60)
                    assert r is not None, "no replica answered"
                    assert r.page == "count_table"
                    assert "seed=7" in new.query_string and "ct_alpha=0.5" in new.query_string
                    assert not r.exceptions and not r.errors
                    assert t.replica_of(new.cookies[COOKIE]) == 1 - victim
                    await new.close()
                else:
                    r = await s.set_widget("seed", double_value=42)
                    assert r.status == "ok" and not r.exceptions
            for s, _ in sessions:
                await s.close()

            out = await room.after_kill(victim)
            assert len(out["moved"]) == len(on_victim)
            for m in out["moved"]:
                assert m["back"] and m["replica"] == 1 - victim and m["same_token"], m
                assert m["step_shown"] and m["own_answer_shown"] and not m["problems"], m
                assert m["changed"], m
            latest = sorted(repr(float(st["value"])) for st in room.students)
            assert latest != sent_first                          # the moved students' answers did change
            assert out["answers_after"] == out["answers_sent"] == latest        # neither lost nor counted twice
            assert out["mine_ok"] and out["answers_counted"] == out["students_in_room"] == len(room.students)
            assert out["advanced"]
            assert all(x is not None for x in out["followed_s"]), out["followed_s"]
            # on to a step that locks a control: each follow is the fragment's tick and one page run (the new
            # style sheet is prepared before it, so no second run redraws it)
            assert all(x is not None for x in out["followed_locking_s"]), out["followed_locking_s"]
            assert out["runs_per_follow"] == [2] * len(room.students), out["runs_per_follow"]

        run_async(go())


SLOW_SCRIPT = """
import time
import streamlit as st
st.write("started")
time.sleep(float(st.query_params.get("sleep", "3")))
st.write("finished")
"""


def test_sigterm_lets_the_run_in_flight_finish(tmp_path):
    """deploy/serve.py (the image's command) on SIGTERM: the health check answers 503 at once, the run that
    was in flight is finished and sent, and then the process exits. (Streamlit's own handler cuts the run off:
    measured by `python -m bench.load_class --replicas 2`, docs/performance.md.)"""
    script = tmp_path / "slow.py"
    script.write_text(SLOW_SCRIPT)
    rep = Replica("drain", {"TBT_DRAIN_SECONDS": "20"}, tmp_path, script=script).start()
    try:
        rep.wait(60)

        async def go():
            async with StreamlitSession(rep.url) as s:
                run = asyncio.create_task(s.open("", query="sleep=2.5"))
                await asyncio.sleep(0.8)
                os.kill(rep.proc.pid, signal.SIGTERM)
                await asyncio.sleep(0.3)
                with pytest.raises(urllib.error.HTTPError) as e:
                    await asyncio.to_thread(urllib.request.urlopen, rep.url + "/_stcore/health", None, 5)
                assert e.value.code == 503
                assert rep.alive()
                return await run

        r = run_async(go())
        assert r.status == "ok" and r.markdown == ["started", "finished"]
        rep.proc.wait(timeout=20)
        assert "SIGTERM: drained" in rep.log.read_text()
    finally:
        if rep.alive():
            rep.proc.kill()
