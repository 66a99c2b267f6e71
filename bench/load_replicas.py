"""``python -m bench.load_class --replicas 2``: the class through HAProxy in front of N replicas (bench/replicas.py).

One run, on the same processes:

1. **throughput**: ``--closed`` sessions each open page after page as fast as they are answered, through a
   proxy that sends everyone to replica 1 and through one that spreads them over all N, in the order 1, N, N, 1
   (``--closed-seconds`` per configuration); page runs per second of each and their ratio;
2. **the walk**: ``--sessions`` sessions walk every page on one replica, then ``N x --sessions`` on N (p95 of
   a page load, over all pages);
3. **upload**: a word list uploaded through the proxy, with XSRF protection on, reaches the session's replica
   and is used (the sidebar names it); the same upload sent with another replica's affinity cookie is refused;
4. **a replica killed** (SIGKILL) with sessions on it: each of its sessions reconnects through the proxy, as
   Streamlit's frontend does, and reopens its link; seconds from the kill to the page drawn again;
5. **SIGTERM**: a fresh replica gets a first visit of the sentences page (about 3 s: it loads two encoders) and
   SIGTERM half a second in; does the run finish? Plain ``streamlit run`` and ``deploy/serve.py`` side by side.
"""
from __future__ import annotations

import asyncio
import os
import signal
import statistics
import time
import urllib.error
import urllib.request
from pathlib import Path

from bench.class_run import label, percentile, print_table, run_class, soak_word_list, warm
from bench.replicas import COOKIE, Replica, Topology
from bench.st_client import RunResult, Server, StreamlitSession, process_cpu_seconds

KILL_QUERY = "seed=7&ct_alpha=0.5"
ROOM_STEP = 2                      # the lesson room under a kill: counting's step 2 (a number question), then 3


class _At:
    """What run_class/warm need of a server: its URL."""

    def __init__(self, url: str):
        self.url = url


def _pct(values: list[float], q: float) -> float | None:
    return round(percentile(values, q), 3) if values else None


# ---------------------------------------------------------------- 1. throughput
async def closed_loop(url: str, pages: list[str], sessions: int, seconds: float, timeout: float) -> dict:
    counts, problems, times = [0] * sessions, [], []
    stop_at = time.perf_counter() + seconds

    async def worker(i: int) -> None:
        async with StreamlitSession(url) as s:
            n = i
            while time.perf_counter() < stop_at:
                r = await s.open(pages[n % len(pages)], timeout=timeout)
                n += 1
                if r.status != "ok" or r.exceptions:
                    problems.append(f"{r.status} {r.exceptions[:1]}")
                    return
                counts[i] += 1
                times.append(r.seconds)

    t0 = time.perf_counter()
    await asyncio.gather(*(worker(i) for i in range(sessions)))
    elapsed = time.perf_counter() - t0
    return {"runs": sum(counts), "seconds": round(elapsed, 1), "runs_per_s": round(sum(counts) / elapsed, 2),
            "run_median_s": round(statistics.median(times), 3) if times else None,
            "run_p95_s": _pct(times, 95), "problems": problems[:5]}


# ---------------------------------------------------------------- 3. upload
async def upload_through_proxy(top: Topology, timeout: float) -> dict:

    out = {"sessions": []}
    for i in range(2 * top.n):                       # enough fresh visitors to land on every replica
        async with StreamlitSession(top.url) as s:
            r = await s.open("count_table", timeout=timeout)
            replica = top.replica_of(s.cookies[COOKIE])
            name = f"class_list_{i}.txt"
            u = await s.upload("wordlist_file", name, soak_word_list(i), timeout=timeout)
            used = any(f"`{name}`" in m for m in u.markdown)          # the file name, shown as text
            # the same kind of upload, but carrying another replica's affinity cookie: that replica has no such
            # session, so Streamlit refuses it (this is why affinity is needed)
            refused = None
            other = next((c for c, k in _cookies(top).items() if k != replica), None)
            if other is not None:
                refused = _put_elsewhere(top.url, s, other)
            out["sessions"].append({"replica": top.replicas[replica].name, "load": r.status, "upload": u.status,
                                    "used": used, "errors": u.errors[:1], "exceptions": u.exceptions[:1],
                                    "wrong_replica_status": refused})
    out["all_used"] = all(x["used"] and not x["errors"] and not x["exceptions"] for x in out["sessions"])
    out["replicas_reached"] = sorted({x["replica"] for x in out["sessions"]})
    return out


def _cookies(top: Topology) -> dict[str, int]:
    """One affinity cookie value per replica (asked of the proxy as fresh visitors)."""
    found: dict[str, int] = {}
    deadline = time.time() + 10
    while len(found) < top.n and time.time() < deadline:
        value = Topology.cookie_of(top.url)
        found[value] = top.replica_of(value)
    return found


def _put_elsewhere(url: str, s: StreamlitSession, other_cookie: str) -> int:
    """PUT a file for session ``s`` with the XSRF token right but the affinity cookie of another replica."""
    import uuid
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"UploadedFile\"; filename=\"x.txt\"\r\n"
            f"Content-Type: text/plain\r\n\r\nanna\r\n--{boundary}--\r\n").encode()
    cookies = dict(s.cookies, **{COOKIE: other_cookie})
    req = urllib.request.Request(f"{url}/_stcore/upload_file/{s.session_id}/{uuid.uuid4().hex}", data=body,
                                 method="PUT", headers={
                                     "X-Xsrftoken": s.xsrf or "",
                                     "Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items()),
                                     "Content-Type": f"multipart/form-data; boundary={boundary}"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code


# ---------------------------------------------------------------- 4. a replica killed
async def reconnect_and_reopen(url: str, old: StreamlitSession, page: str, query: str, timeout: float,
                               give_up: float = 30, session_cls=StreamlitSession
                               ) -> tuple[RunResult | None, StreamlitSession | None]:
    """What the frontend does when its websocket drops: connect again (same cookies) and rerun its URL."""
    deadline = time.perf_counter() + give_up
    while time.perf_counter() < deadline:
        s = session_cls(url)
        try:
            s.cookies.update({k: v for k, v in old.cookies.items() if k == COOKIE})
            await s.connect()
            r = await s.open(page, query=query, timeout=timeout)
            if r.status == "ok":
                return r, s
            await s.close()
        except Exception:
            await s.close()
        await asyncio.sleep(0.25)
    return None, None


class _Room:
    """A lesson room live across the replicas (issue 26): a teacher's session (holding the key from its teacher's
    link) and students through the proxy on the count table's question (counting, step 2), each answered once."""

    def __init__(self, top: Topology, students: int, timeout: float):
        from lm_core.lessons.store import open_store
        self.top, self.n, self.timeout = top, students, timeout
        self.store = open_store(top.store)
        self.made = self.store.create("counting")
        self.store.set_step(self.made.code, self.made.key, ROOM_STEP)
        self.teacher = None
        self.students: list[dict] = []

    async def join_and_answer(self) -> None:
        from bench.load_lesson import Student
        from urllib.parse import urlencode
        code = self.made.code
        self.teacher = Student(self.top.url)
        self.teacher.cookies["tbt_console"] = f"{code}.{self.made.key}"     # the console's key, as its browser keeps it
        await self.teacher.connect()
        r = await self.teacher.open("count_table", query=urlencode({"room": code}), timeout=self.timeout)
        self.teacher_ok = r.status == "ok" and "room_next" in self.teacher.widgets and not r.exceptions
        self.teacher_replica = self.top.replica_of(self.teacher.cookies[COOKIE])
        for i in range(self.n):
            s = Student(self.top.url)
            await s.connect()
            r = await s.open("count_table", query=f"room={code}", timeout=self.timeout)
            value = str(10 + i)
            await s.set_widget(f"lesson_in_counting_{ROOM_STEP}", string_value=value, timeout=self.timeout)
            a = await s.set_widget(f"lesson_commit_counting_{ROOM_STEP}", trigger_value=True, timeout=self.timeout)
            self.students.append({"s": s, "replica": self.top.replica_of(s.cookies[COOKIE]), "value": value,
                                  "token": _who(s.query_string), "ok": r.status == a.status == "ok"
                                  and not (r.exceptions or a.exceptions)})
        self.before = sorted(self.store.values(code, self.made.key, ROOM_STEP))

    async def after_kill(self, victim: int) -> dict:
        """The killed replica's students reconnect with their link, see the step and their own answer, change it;
        the teacher advances; everyone follows. What the store holds, before and after."""
        from bench.load_lesson import Student
        from ui.i18n import lookup                     # (a lesson's texts live in its file)
        from ui.strings.lesson import EN
        code, key = self.made.code, self.made.key
        question = lookup(f"lesson.counting.{ROOM_STEP}.q")
        next_body = lookup(f"lesson.counting.{ROOM_STEP + 1}.body")
        moved = []
        for st in self.students:
            if st["replica"] != victim:
                continue
            r, new = await reconnect_and_reopen(self.top.url, st["s"], "count_table", st["s"].query_string,
                                                self.timeout, session_cls=Student)
            res = {"token": st["token"], "back": r is not None}
            if r is not None:
                earlier = EN["lesson.committed"].split("{answer}")[0] + st["value"]      # then its unit
                res.update(replica=self.top.replica_of(new.cookies[COOKIE]), same_token=_who(new.query_string)
                           == st["token"], step_shown=any(question in m for m in r.markdown),
                           own_answer_shown=any(m.startswith(earlier) for m in r.markdown),
                           problems=len(r.exceptions) + len(r.errors))
                st["value"] = str(50 + len(moved))                   # a changed answer, after the move
                await new.set_widget(f"lesson_in_counting_{ROOM_STEP}", string_value=st["value"],
                                     timeout=self.timeout)
                a = await new.set_widget(f"lesson_commit_counting_{ROOM_STEP}", trigger_value=True,
                                         timeout=self.timeout)
                res["changed"] = a.status == "ok" and not a.exceptions
                await st["s"].close()
                st["s"] = new
            moved.append(res)
        sent = sorted(repr(float(st["value"])) for st in self.students)
        after = sorted(self.store.values(code, key, ROOM_STEP))
        mine_ok = all(self.store.mine(code, st["token"], ROOM_STEP) == repr(float(st["value"]))
                      for st in self.students)
        r = await self.teacher.set_widget("room_next", trigger_value=True, timeout=self.timeout)
        advanced = r.status == "ok" and not r.exceptions and self.store.room(code).step == ROOM_STEP + 1
        t0 = time.perf_counter()

        async def follow(s, body: str) -> float | None:
            while time.perf_counter() - t0 < 30:
                for res in await s.tick(self.timeout):
                    if any(body in m for m in res.markdown):
                        return round(time.perf_counter() - t0, 2)
                await asyncio.sleep(0.2)
            return None

        followed = await asyncio.gather(*(follow(st["s"], next_body) for st in self.students))
        # once more, to a step that locks a control (a new style sheet): how many script runs each follow took
        # (the fragment's tick that finds the new version, then one page run)
        locking = ROOM_STEP + 2
        for st in self.students:
            st["s"].runs = 0
        r = await self.teacher.set_widget("room_next", trigger_value=True, timeout=self.timeout)
        advanced = advanced and r.status == "ok" and self.store.room(code).step == locking
        t0 = time.perf_counter()
        followed_locking = await asyncio.gather(*(follow(st["s"], lookup(f"lesson.counting.{locking}.body"))
                                                  for st in self.students))
        runs = [st["s"].runs for st in self.students]
        for s in [self.teacher] + [st["s"] for st in self.students]:
            try:
                await s.close()
            except Exception:
                pass
        return {"students": self.n, "teacher_replica": self.teacher_replica, "teacher_ok": self.teacher_ok,
                "joined_ok": all(st["ok"] for st in self.students), "moved": moved,
                "answers_before": self.before, "answers_after": after, "answers_sent": sent, "mine_ok": mine_ok,
                "students_in_room": self.store.room(code).students,
                "answers_counted": self.store.count(code, ROOM_STEP),
                "advanced": advanced, "followed_s": followed, "followed_locking_s": followed_locking,
                "runs_per_follow": runs}


def _who(query: str) -> str | None:
    from urllib.parse import parse_qs
    return (parse_qs(query).get("who") or [None])[0]


async def kill_one(top: Topology, victim: int | None, sessions: int, timeout: float,
                   room_students: int = 0) -> dict:
    """SIGKILL replica ``victim`` (None: one the lesson room's teacher is not on) with ``sessions`` count-table
    sessions spread over the replicas, and (``room_students`` > 0, Redis) a live lesson room."""
    room = None
    if room_students:
        room = _Room(top, room_students, timeout)
        await room.join_and_answer()
    if victim is None:
        victim = top.n - 1 if room is None or room.teacher_replica != top.n - 1 else 0
    out = await _kill_count_table(top, victim, sessions, timeout)
    if room is not None:
        out["room"] = await room.after_kill(victim)
    out["victim"] = victim
    return out


async def _kill_count_table(top: Topology, victim: int, sessions: int, timeout: float) -> dict:
    page = "count_table"
    opened = []
    for _ in range(sessions):
        s = StreamlitSession(top.url)
        await s.connect()
        r = await s.open(page, query=KILL_QUERY, timeout=timeout)
        opened.append((s, top.replica_of(s.cookies[COOKIE]), r.status))
    on_victim = [s for s, k, _ in opened if k == victim]
    t_kill = time.perf_counter()
    top.kill(victim)

    async def recover(s: StreamlitSession) -> dict:
        r, new = await reconnect_and_reopen(top.url, s, page, KILL_QUERY, timeout)
        took = time.perf_counter() - t_kill
        res = {"seconds": round(took, 2), "ok": r is not None}
        if r is not None:
            res.update(page=r.page, query=new.query_string, exceptions=len(r.exceptions), errors=len(r.errors),
                       replica=top.replicas[top.replica_of(new.cookies[COOKIE])].name)
            await new.close()
        return res

    async def still_there(s: StreamlitSession) -> str:
        r = await s.set_widget("seed", timeout=timeout, double_value=42)
        return r.status

    moved = await asyncio.gather(*(recover(s) for s in on_victim))
    others = await asyncio.gather(*(still_there(s) for s, k, _ in opened if k != victim))
    for s, _, _ in opened:
        try:
            await s.close()
        except Exception:
            pass
    times = [m["seconds"] for m in moved if m["ok"]]
    return {"sessions": sessions, "on_killed_replica": len(on_victim), "recovered": len(times),
            "recovery_max_s": max(times) if times else None, "recovery_median_s": _pct(times, 50),
            "same_view": all(m.get("page") == page and "seed=7" in m.get("query", "") for m in moved),
            "exceptions": sum(m.get("exceptions", 0) for m in moved), "errors": sum(m.get("errors", 0) for m in moved),
            "moved_to": sorted({m.get("replica") for m in moved if m["ok"]}),
            "other_replica_sessions_ok": sum(x == "ok" for x in others), "other_replica_sessions": len(others)}


# ---------------------------------------------------------------- 5. SIGTERM
async def _visit_and_signal(url: str, pid: int, page: str, after: float, timeout: float) -> dict:
    async with StreamlitSession(url) as s:
        task = asyncio.create_task(s.open(page, timeout=timeout))
        await asyncio.sleep(after)
        t_sig = time.perf_counter()
        os.kill(pid, signal.SIGTERM)
        r = await task
        return {"run": r.status, "elements": r.elements, "exceptions": len(r.exceptions),
                "finished_after_signal_s": round(time.perf_counter() - t_sig, 2)}


def sigterm_in_flight(logdir: Path, page: str = "sentences", after: float = 0.5, timeout: float = 120) -> dict:
    out = {}
    with Server(log=logdir / "plain_streamlit.log") as plain:
        out["streamlit run"] = asyncio.run(_visit_and_signal(plain.url, plain.proc.pid, page, after, timeout))
        t0 = time.perf_counter()
        plain.proc.wait(timeout=30)
        out["streamlit run"]["exited_after_s"] = round(time.perf_counter() - t0, 2)
    rep = Replica("drain", {"TBT_DRAIN_SECONDS": "20"}, logdir).start()
    try:
        rep.wait()
        out["deploy/serve.py"] = asyncio.run(_visit_and_signal(rep.url, rep.proc.pid, page, after, timeout))
        t0 = time.perf_counter()
        rep.proc.wait(timeout=40)
        out["deploy/serve.py"]["exited_after_s"] = round(time.perf_counter() - t0, 2)
    finally:
        if rep.alive():
            rep.proc.kill()
    return out


# ---------------------------------------------------------------- main
def run(args, pages: list[str]) -> dict:

    n = args.replicas
    out: dict = {"replicas": n}
    with Topology(n, proxies=(1, n)) as top:
        out["replica_start_s"] = [round(r.started_in, 2) for r in top.replicas]
        one, many = _At(top.proxies[0][1]), _At(top.proxies[1][1])
        print(f"{n} replicas up ({out['replica_start_s']} s), HAProxy from deploy/haproxy.cfg at {many.url} "
              f"(and one in front of replica 1 only at {one.url}), Redis at {top.store}", flush=True)
        if args.warm:
            async def warm_all():
                return await asyncio.gather(*(warm(_At(r.url), pages, args.timeout) for r in top.replicas))
            t0 = time.perf_counter()
            asyncio.run(warm_all())
            print(f"warm-up of every replica (every page and tab): {time.perf_counter() - t0:.0f} s", flush=True)

        if args.closed:
            # A-B-B-A: 1 replica, N, N, 1, so that a change in the machine's other load during the run weighs
            # on both alike; each phase half of --closed-seconds
            thr = {"phases": []}
            names = ("1 replica", f"{n} replicas")
            for name, at in ((names[0], one), (names[1], many), (names[1], many), (names[0], one)):
                cpu0 = time.process_time()
                server0 = [process_cpu_seconds(r.proc.pid) for r in top.replicas]
                ph = asyncio.run(closed_loop(at.url, pages, args.closed, args.closed_seconds / 2, args.timeout))
                server = [process_cpu_seconds(r.proc.pid) - c for r, c in zip(top.replicas, server0)]
                # the replicas' own CPU: how many of the machine's cores the app used, and its CPU per page run
                ph.update(name=name, client_cpu_s=round(time.process_time() - cpu0, 1),
                          load_average=round(os.getloadavg()[0], 2),
                          replica_cores=[round(c / ph["seconds"], 2) for c in server],
                          cpu_per_run_ms=round(1000 * sum(server) / max(1, ph["runs"]), 1))
                thr["phases"].append(ph)
                print(f"throughput, {name}: {ph['runs']} page runs in {ph['seconds']} s = {ph['runs_per_s']} runs/s "
                      f"(run median {ph['run_median_s']} s, p95 {ph['run_p95_s']} s; this client used "
                      f"{ph['client_cpu_s']} s of CPU; load average {ph['load_average']}; the replicas used "
                      f"{ph['replica_cores']} cores, {ph['cpu_per_run_ms']} ms of CPU per run) {ph['problems'] or ''}",
                      flush=True)
            for name in names:
                mine = [ph for ph in thr["phases"] if ph["name"] == name]
                thr[name] = round(sum(ph["runs"] for ph in mine) / sum(ph["seconds"] for ph in mine), 2)
            thr["ratio"] = round(thr[names[1]] / max(1e-9, thr[names[0]]), 2)
            print(f"throughput: {thr[names[0]]} runs/s on 1 replica, {thr[names[1]]} on {n}: "
                  f"ratio {thr['ratio']}x", flush=True)
            out["throughput"] = thr

        if args.sessions:
            walks = {}
            for name, at, k in (("1 replica", one, args.sessions), (f"{n} replicas", many, n * args.sessions)):
                cpu0 = time.process_time()
                stats, elapsed, finished = asyncio.run(run_class(at, pages, k, args.window, True, args.move_share,
                                                                 args.timeout, args.max_seconds, args.seed))
                client_cpu = round(time.process_time() - cpu0, 1)
                rows = {p: s.summary(args.timeout) for p, s in stats.items()}
                loads = [r.seconds for s in stats.values() for r in s.loads if r.status in ("ok", "timeout")]
                bad = {key: sum(row[key] for row in rows.values())
                       for key in ("dropped", "timeouts", "exceptions", "error_alerts", "wrong_page", "no_sidebar")}
                print_table(f"{name}: {k} sessions walking every page through the proxy ({elapsed:.0f} s)", rows,
                            args.timeout)
                walks[name] = {"sessions": k, "seconds": round(elapsed, 1), "finished": finished,
                               "page_loads": len(loads), "load_median_s": _pct(loads, 50),
                               "load_p95_s": _pct(loads, 95), **bad, "client_cpu_s": client_cpu,
                               "load_average": round(os.getloadavg()[0], 2), "per_page": rows}
                print(f"  all pages: {len(loads)} loads, median {walks[name]['load_median_s']} s, "
                      f"p95 {walks[name]['load_p95_s']} s; {bad}; this client used {client_cpu} s of CPU in "
                      f"{elapsed:.0f} s; load average {walks[name]['load_average']}", flush=True)
            out["walk"] = walks
        out["memory_per_replica_mb"] = [{"name": r.name, "rss": round(m["rss"], 1), "peak": round(m["peak"], 1)}
                                        for r, m in zip(top.replicas, top.memory())]
        print(f"memory per replica (RSS now / peak VmHWM, MB): "
              f"{[(m['name'], m['rss'], m['peak']) for m in out['memory_per_replica_mb']]}", flush=True)

        out["upload"] = asyncio.run(upload_through_proxy(top, args.timeout))
        print(f"upload through the proxy (XSRF on): used on its own replica in every case: {out['upload']['all_used']}"
              f", replicas reached {out['upload']['replicas_reached']}, with another replica's cookie: HTTP "
              f"{sorted({x['wrong_replica_status'] for x in out['upload']['sessions']})}", flush=True)

        out["kill"] = asyncio.run(kill_one(top, None, args.kill_sessions, args.timeout, room_students=6))
        k = out["kill"]
        print(f"replica {top.replicas[k['victim']].name} killed with {k['on_killed_replica']} of {k['sessions']} "
              f"sessions on it: {k['recovered']} back on {k['moved_to']} within {k['recovery_max_s']} s (median "
              f"{k['recovery_median_s']} s), same view from the link: {k['same_view']}, exceptions "
              f"{k['exceptions']}, errors {k['errors']}; sessions elsewhere still answering: "
              f"{k['other_replica_sessions_ok']}/{k['other_replica_sessions']}", flush=True)
        room = k["room"]
        moved = room["moved"]
        print(f"  a lesson room through the kill ({room['students']} students, the teacher on "
              f"{top.replicas[room['teacher_replica']].name}): answers in Redis before {room['answers_before']}, "
              f"after {room['answers_after']} ({room['answers_counted']} counted, {room['students_in_room']} students"
              f" in the room); {sum(m['back'] for m in moved)}/{len(moved)} moved students back with their token "
              f"{sum(m.get('same_token', False) for m in moved)}, step and own answer shown "
              f"{sum(m.get('step_shown', False) and m.get('own_answer_shown', False) for m in moved)}, answer "
              f"changed {sum(m.get('changed', False) for m in moved)}; the teacher advanced: {room['advanced']}, "
              f"followed in {room['followed_s']} s (to a step that locks a control: {room['followed_locking_s']} s, "
              f"script runs per follow {sorted(set(room['runs_per_follow']))})", flush=True)
        logdir = top.logdir
    if args.sigterm:
        out["sigterm"] = sigterm_in_flight(logdir, timeout=args.timeout)
        for name, r in out["sigterm"].items():
            print(f"SIGTERM 0.5 s into a first visit of {label('sentences')}, {name}: run {r['run']} "
                  f"({r['elements']} elements), answered {r['finished_after_signal_s']} s after the signal, process "
                  f"gone {r['exited_after_s']} s later", flush=True)
    return out
