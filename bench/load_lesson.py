"""The lesson mode of the class benchmark (issue 25 §6, issue 44): a whole class over Streamlit's own websocket
protocol: sixty students, the teacher's console and the projector screen, each a real session with real page runs.

    python -m bench.load_class --lesson                    # 60 students, the default SQLite store
    python -m bench.load_class --lesson --store redis://127.0.0.1:6379/0

The bench starts ``streamlit run app.py`` with ``TBT_STORE`` set (a fresh SQLite file by default) and makes the room
through the store; the console opens it as a teacher's browser does after a reload (its key in the ``tbt_console``
cookie, never in the address), the projector screen with ``?room=<code>&display=1&present=1``, and one session per
student at ``?room=<code>`` on the count table's question (counting, step 2). Each student types an answer and
commits it, all at once. Then the console **closes the question** (a click on its button: a real page run) and every
student's screen, ticking as the browser ticks it (the server announces each fragment with ``auto_rerun``; the
client asks for a fragment rerun every interval), is timed until it shows its verdict (the projector until it shows
the class's score): the close-and-verdict burst. Then the console **advances** (a click) and each screen is timed
until it shows the next step. Printed: the time for all to answer, answers lost or duplicated (the store must hold
exactly what was sent), when the store's count reached the class size, the verdict and follow latencies (median,
p95) against the targets (issue 44: follow p95 ≤ 1.5 s, verdict p95 ≤ 2 s for 60 students), the server's CPU per
student in each burst, and what following costs while nothing changes: a fragment tick against a full page rerun,
measured in the same process (a ratio, never a pass/fail threshold).
"""
from __future__ import annotations

import asyncio
import os
import statistics
import tempfile
import time
from pathlib import Path

from bench.st_client import Server, StreamlitSession, process_cpu_seconds

STEP_Q, STEP_NEXT = 2, 3          # counting: the empty-cell question, then sampling
FOLLOW_TARGET, VERDICT_TARGET = 1.5, 2.0     # issue 44: p95 for 60 students, seconds


def _p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))] if xs else float("nan")


class Student(StreamlitSession):
    """A session that also keeps the fragments the server asked to rerun on a timer (``auto_rerun``)."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.auto: dict[str, float] = {}
        self.runs = 0                            # script runs started (fragment runs too): new_session messages
        self.watch: str | None = None            # a text to look for in what arrives ...
        self.seen_at: float | None = None        # ... and when it first arrived (perf_counter)

    def _take_delta(self, delta, result) -> None:
        super()._take_delta(delta, result)
        if (self.watch and self.seen_at is None and delta.WhichOneof("type") == "new_element"
                and self.watch in delta.new_element.markdown.body):
            self.seen_at = time.perf_counter()

    async def _recv(self, timeout: float):
        fwd = await super()._recv(timeout)
        kind = fwd.WhichOneof("type")
        if kind == "new_session":
            self.runs += 1
        elif kind == "auto_rerun":
            self.auto[fwd.auto_rerun.fragment_id] = fwd.auto_rerun.interval
        elif kind == "stop_auto_rerun":
            for fid in fwd.stop_auto_rerun.fragment_ids:
                self.auto.pop(fid, None)
        return fwd

    async def tick(self, timeout: float = 120, until: str | None = None):
        """One timer tick of every auto-rerun fragment, as the browser sends it (in the order the server announced
        them: a room's watch first). With ``until``: stop at the first result that shows that text (a fragment drawn
        by an earlier run may be gone from this one, and its tick would only wait)."""
        from streamlit.proto.BackMsg_pb2 import BackMsg
        results = []
        for fid in list(self.auto):
            msg = BackMsg()
            cs = msg.rerun_script
            cs.query_string = self.query_string
            cs.page_script_hash = self.page_script_hash
            cs.fragment_id = fid
            cs.is_auto_rerun = True
            cs.context_info.timezone = "UTC"
            cs.context_info.locale = "en-US"
            results.append(await self._send_and_wait(msg, timeout))
            if until is not None and any(until in m for m in results[-1].markdown):
                break
        return results

    async def _send_and_wait(self, msg, timeout):
        # the parent's loop, fed with a ready message (its _rerun builds a full-app rerun)
        from bench.st_client import _DONE, RunResult
        res = RunResult(0.0, "timeout")
        t0 = time.perf_counter()
        await self.ws.send(msg.SerializeToString())
        try:
            while True:
                fwd = await self._recv(max(0.01, t0 + timeout - time.perf_counter()))
                kind = fwd.WhichOneof("type")
                if kind == "delta":
                    self._take_delta(fwd.delta, res)
                elif kind == "page_info_changed":
                    self.query_string = fwd.page_info_changed.query_string
                elif kind == "navigation":
                    self.page_script_hash = fwd.navigation.page_script_hash
                elif kind == "script_finished" and fwd.script_finished in _DONE:
                    res.status = _DONE[fwd.script_finished]
                    if res.markdown or res.elements == 0 or fwd.script_finished == 0:
                        break
        except asyncio.TimeoutError:
            pass
        res.seconds = time.perf_counter() - t0
        return res


async def _click(session, key: str, t0: float, timeout: float) -> float:
    """The console presses a button (a real page run): when its own run ended, from ``t0``."""
    await session.set_widget(key, trigger_value=True, timeout=timeout)
    return time.perf_counter() - t0


async def run(sessions: int = 60, store_setting: str | None = None, timeout: float = 120) -> dict:
    from lm_core.lessons.store import open_store
    from ui.i18n import lookup                         # (a lesson's texts live in its file)
    from ui.strings.lesson import EN
    from ui.strings.room import EN as ROOM_EN

    folder = Path(tempfile.mkdtemp(prefix="tbt-lesson-bench-"))
    setting = store_setting or str(folder / "rooms.sqlite3")
    store = open_store(setting)
    made = store.create("counting")
    store.set_step(made.code, made.key, STEP_Q)
    next_body = lookup(f"lesson.counting.{STEP_NEXT}.body")
    out: dict = {"sessions": sessions, "store": "redis" if setting.startswith("redis") else "sqlite"}
    env = {"TBT_STORE": setting}
    with Server(env=env, log=folder / "server.log") as server:
        async with StreamlitSession(server.url) as warm:         # a warm server: the page and its caches loaded
            await warm.open("count_table", timeout=timeout)
        students = [Student(server.url) for _ in range(sessions)]
        await asyncio.gather(*(s.connect() for s in students))
        opened = await asyncio.gather(*(s.open("count_table", query=f"room={made.code}", timeout=timeout)
                                        for s in students))
        # the console (its key in its browser's cookie, as after a reload) and the projector screen: real sessions
        teacher, beamer = Student(server.url), Student(server.url)
        teacher.cookies["tbt_console"] = f"{made.code}.{made.key}"
        await asyncio.gather(teacher.connect(), beamer.connect())
        lead = await teacher.open("count_table", query=f"room={made.code}", timeout=timeout)
        shown = await beamer.open("count_table", query=f"room={made.code}&display=1&present=1", timeout=timeout)
        out["teacher_leads"] = "room_close" in teacher.widgets and not lead.exceptions
        out["projector_leads"] = any(k.startswith("room_") and k != "room_count" for k in beamer.widgets)
        screens_all = [*students, teacher, beamer]
        out["join_median_s"] = statistics.median(r.seconds for r in opened)
        out["join_p95_s"] = _p95([r.seconds for r in opened])
        out["exceptions"] = sum(len(r.exceptions) for r in opened) + len(lead.exceptions) + len(shown.exceptions)
        out["exception_texts"] = [str(e)[:300] for r in (*opened, lead, shown) for e in r.exceptions][:3]
        sent = {}

        async def answer(i, s):
            key = f"lesson_in_counting_{STEP_Q}"
            value = f"{10 + i % 20}"
            await s.set_widget(key, string_value=value, timeout=timeout)
            r = await s.set_widget(f"lesson_commit_counting_{STEP_Q}", trigger_value=True, timeout=timeout)
            sent[i] = repr(float(value))
            return time.perf_counter(), r

        t1 = time.perf_counter()
        done = await asyncio.gather(*(answer(i, s) for i, s in enumerate(students)))
        last = max(t for t, _ in done)
        out["all_answered_s"] = last - t1
        out["exceptions"] += sum(len(r.exceptions) for _, r in done)
        out["exception_texts"] += [str(e)[:300] for _, r in done for e in r.exceptions][:3]
        count_at = None
        for _ in range(100):
            if store.count(made.code, STEP_Q) >= sessions:
                count_at = time.perf_counter() - last
                break
            await asyncio.sleep(0.02)
        out["count_reached_after_last_s"] = count_at
        stored = sorted(store.values(made.code, made.key, STEP_Q))
        out["answers_stored"] = len(stored)
        out["answers_exact"] = stored == sorted(sent.values())

        # following: what a tick costs while nothing changes, against a full rerun of the same page
        idle = [r.seconds for s in students[:10] for r in await s.tick(timeout)]
        full = [(await s._rerun(timeout=timeout)).seconds for s in students[:10]]
        out["tick_median_s"] = statistics.median(idle) if idle else None
        out["rerun_median_s"] = statistics.median(full)
        out["rerun_per_tick"] = (out["rerun_median_s"] / out["tick_median_s"]) if idle else None
        interval = max((v for s in students for v in s.auto.values()), default=1.5)

        # idle: every student ticks on its timer (out of phase) while nothing changes; the server's CPU in that time
        # per student per second, and per tick
        idle_for = 4 * interval
        cpu0, t_idle = process_cpu_seconds(server.proc.pid), time.perf_counter()

        async def idle(i, s):
            ticks = 0
            await asyncio.sleep((i / len(students)) * interval)
            while time.perf_counter() - t_idle < idle_for:
                await s.tick(timeout)
                ticks += 1
                await asyncio.sleep(interval)
            return ticks

        ticks = sum(await asyncio.gather(*(idle(i, s) for i, s in enumerate(students))))
        idle_cpu, idle_wall = process_cpu_seconds(server.proc.pid) - cpu0, time.perf_counter() - t_idle
        out["idle_cpu_ms_per_student_s"] = 1000 * idle_cpu / (len(students) * idle_wall)
        out["idle_cpu_ms_per_tick"] = 1000 * idle_cpu / max(1, ticks)

        # the teacher advances; each student ticks on its timer until its screen shows the next step: when the step's
        # text arrives (the panel comes first: the browser draws it then) and when the page under it is complete
        async def follow(s, text=None):
            text = text or next_body
            offset = (hash(id(s)) % 1000) / 1000 * interval        # the timers are not in phase
            await asyncio.sleep(offset)
            while time.perf_counter() - t2 < timeout:
                for r in await s.tick(timeout, until=text):
                    if any(text in m for m in r.markdown):
                        return time.perf_counter() - t2
                await asyncio.sleep(interval)
            return float("inf")

        # the console closes the question (a click: a real page run); each screen ticks until it shows the verdict
        yours = EN["lesson.truth"].split("{")[0]                   # "The answer: ", drawn with the verdict
        score = ROOM_EN["room.class_score"].split("{")[0]
        cpu0 = process_cpu_seconds(server.proc.pid)
        t2 = time.perf_counter()
        teacher_done = _click(teacher, "room_close", t2, timeout)
        verdicts = await asyncio.gather(*(follow(s, yours) for s in students), follow(beamer, score), teacher_done)
        out["verdict_cpu_ms_per_student"] = 1000 * (process_cpu_seconds(server.proc.pid) - cpu0) / len(students)
        v = list(verdicts[:len(students)])
        out["verdict_median_s"], out["verdict_p95_s"] = statistics.median(v), _p95(v)
        out["verdicts"] = sum(x != float("inf") for x in v)
        out["projector_verdict_s"] = verdicts[len(students)]
        out["teacher_run_s_close"] = verdicts[-1]

        for s in screens_all:
            s.watch, s.seen_at = next_body, None
        cpu0 = process_cpu_seconds(server.proc.pid)
        t2 = time.perf_counter()
        teacher_done = _click(teacher, "room_next", t2, timeout)       # the console advances: a real page run

        screens = [*students, beamer]
        lat_all = await asyncio.gather(*(follow(s) for s in screens), teacher_done)
        lat = list(lat_all[:len(students)])
        out["projector_follow_s"] = lat_all[len(students)]
        out["teacher_run_s"] = lat_all[-1]
        out["follow_cpu_ms_per_student"] = 1000 * (process_cpu_seconds(server.proc.pid) - cpu0) / len(students)
        shown = [s.seen_at - t2 if s.seen_at else float("inf") for s in students]
        out["follow_median_s"] = statistics.median(lat)
        out["follow_p95_s"] = _p95(lat)
        out["shown_median_s"] = statistics.median(shown)
        out["shown_p95_s"] = _p95(shown)
        out["followed"] = sum(x != float("inf") for x in lat)
        out["interval_s"] = interval
        out["load_average"] = [round(x, 2) for x in os.getloadavg()]
        await asyncio.gather(*(s.close() for s in screens_all))
    return out


def report(r: dict) -> None:
    print(f"lesson mode: {r['sessions']} students, store {r['store']}")
    print(f"  join: median {r['join_median_s']:.2f} s, p95 {r['join_p95_s']:.2f} s; exceptions {r['exceptions']}")
    for text in r.get("exception_texts", []):
        print(f"    exception: {text}")
    print(f"  all answered in {r['all_answered_s']:.2f} s; stored {r['answers_stored']} "
          f"(exactly what was sent: {r['answers_exact']}); count reached {r['sessions']} "
          f"{r['count_reached_after_last_s']} s after the last answer")
    if r["tick_median_s"]:
        print(f"  idle follow tick: median {r['tick_median_s'] * 1000:.1f} ms; a full rerun "
              f"{r['rerun_median_s'] * 1000:.1f} ms ({r['rerun_per_tick']:.1f}x a tick)")
    print(f"  idle (every student ticking, nothing changes): {r['idle_cpu_ms_per_student_s']:.2f} ms of server CPU per "
          f"student per second, {r['idle_cpu_ms_per_tick']:.1f} ms per tick")
    print(f"  console leads: {r['teacher_leads']}; projector screen has a leading control: {r['projector_leads']}")
    print(f"  close and verdict: the console's click ran in {r['teacher_run_s_close']:.2f} s; verdict shown median "
          f"{r['verdict_median_s']:.2f} s, p95 {r['verdict_p95_s']:.2f} s (target {VERDICT_TARGET} s); "
          f"{r['verdicts']}/{r['sessions']} saw it; projector showed the class's score after "
          f"{r['projector_verdict_s']:.2f} s; server CPU {r['verdict_cpu_ms_per_student']:.0f} ms per student")
    print(f"  follow after the console advanced: projector {r['projector_follow_s']:.2f} s, the console's own run "
          f"{r['teacher_run_s']:.2f} s; target p95 {FOLLOW_TARGET} s")
    print(f"  follow after the teacher advanced (timer {r['interval_s']:.1f} s): step shown median "
          f"{r['shown_median_s']:.2f} s, p95 {r['shown_p95_s']:.2f} s; page complete median {r['follow_median_s']:.2f}"
          f" s, p95 {r['follow_p95_s']:.2f} s; {r['followed']}/{r['sessions']} followed; server CPU "
          f"{r['follow_cpu_ms_per_student']:.0f} ms per student")
    print(f"  load average {r['load_average']}")


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser()
    ap.add_argument("--sessions", type=int, default=60)
    ap.add_argument("--store")
    a = ap.parse_args()
    report(asyncio.run(run(a.sessions, a.store)))
