"""A class on one server: N sessions arriving over a time window, each opening a page (and some moving a control).

    python -m bench.load_class --sessions 60 --window 30            # warm server, one page per session
    python -m bench.load_class --sessions 60 --window 30 --walk     # each session walks every page
    python -m bench.load_class --cold                               # first visitor of each page, fresh server each
    python -m bench.load_class --soak 200                           # one session: new seed + new upload, 200 times
    python -m bench.load_class --burst                              # all sessions switch to each page within 2 s
    python -m bench.load_class --moves                              # all sessions drag a slider within 2 s
    python -m bench.load_class --service 5 --against /tmp/base      # one visitor: time per page and tab, vs a tree
    python -m bench.load_class --after-warmup 3                     # first visits after the server's warm-up vs warm

It starts ``streamlit run app.py`` itself on a free 127.0.0.1 port, speaks Streamlit's websocket protocol
(``bench/st_client.py``), prints per page the load and control-move times (median, p95), dropped
connections, timeouts, exceptions and error alerts shown, and the server's peak RSS (VmHWM) and RSS after
the run, then stops the server. Pages come from ``ui.chapters.CHAPTERS`` ("" = the start page, shown as
``home``). Every run is bounded: ``--timeout`` per script run (a run that takes longer counts as a timeout)
and ``--max-seconds`` for the whole measurement. ``--json PATH`` writes the figures.
"""
from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from bench import load_replicas
from bench.class_run import (  # noqa: F401  (the names the tests and tools read here)
    ALPHA_KEY, ALPHA_MOVES, HOME, LOAD, SEED_KEY, SEED_MOVES, UPLOAD_KEY, MemoryWatch, PageStats, _visit, fmt_s, label,
    one_session, percentile, print_table, run_class, soak_word_list, warm)
from bench.st_client import ROOT, RunResult, Server, StreamlitSession, pages_from_app


def commit_id() -> str:
    try:
        rev = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True,
                             timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT,
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return rev + ("+dirty" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return "unknown"


# ---------------------------------------------------------------- cold start
async def first_visit(url: str, page: str, timeout: float) -> RunResult:
    t0 = time.perf_counter()
    async with StreamlitSession(url) as s:
        connect = time.perf_counter() - t0
        r = await s.open(page, timeout=timeout)
        r.seconds += connect
        return r


def cold(pages: list[str], timeout: float) -> dict[str, dict]:
    """For each page, a freshly started server whose very first visitor opens that page."""
    rows = {}
    for page in pages:
        with Server() as server:
            r = asyncio.run(first_visit(server.url, page, timeout))
            mem = server.memory()
        rows[label(page)] = {"server_start_s": round(server.started_in, 3), "first_visit_s": round(r.seconds, 3),
                             "status": r.status, "exceptions": len(r.exceptions), "error_alerts": len(r.errors),
                             "peak_rss_mb": round(mem["peak"], 1)}
        print(f"  cold {label(page):>14}: server up in {server.started_in:5.2f} s, first visit "
              f"{fmt_s(r.seconds, timeout)} s ({r.status}), exceptions {len(r.exceptions)}, errors {len(r.errors)}, "
              f"peak RSS {mem['peak']:.0f} MB", flush=True)
    return rows


# ---------------------------------------------------------------- after the server's warm-up
def wait_for_warmup(server: Server, limit: float) -> float | None:
    """Seconds until the server logs the end of its warm-up ("done" or "stopped"); None after ``limit`` s."""
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < limit:
        text = server.log_path.read_text(errors="replace")
        if "warm-up: done" in text or "warm-up: stopped" in text:
            return time.perf_counter() - t0
        time.sleep(0.5)
    return None


def after_warmup(pages: list[str], repeats: int, timeout: float, limit: float) -> dict:
    """A fresh server with its warm-up on: one visitor starts it (the process's first run, on the start page); when
    it has finished, every page and tab view is opened for the first time, then ``repeats`` times more (warm). A
    warm-up that fills what the pages read makes the first visits as fast as the later ones."""
    from bench import class_modes
    with Server(env={"TBT_WARMUP": "1"}) as server:
        trigger = asyncio.run(first_visit(server.url, "", timeout))
        waited = wait_for_warmup(server, limit)
        first = asyncio.run(class_modes.service([server.url], pages, 1, timeout))[0]
        warm_runs = asyncio.run(class_modes.service([server.url], pages, repeats, timeout))[0]
        lines = warmup_lines(server)
        peak = server.memory()["peak"]
    print(f"\n== first visit after the server's warm-up vs warm (median of {repeats}), s; the warm-up "
          f"{'ended ' + format(waited, '.1f') + ' s' if waited is not None else 'had not ended ' + str(limit) + ' s'}"
          f" after the first visit ({trigger.seconds:.2f} s)")
    rows = {}
    for view, (t_first,) in first.items():
        t_warm = statistics.median(warm_runs.get(view, [float("nan")]))
        rows[view] = {"first_s": round(t_first, 3), "warm_median_s": round(t_warm, 3),
                      "ratio": round(t_first / t_warm, 2) if t_warm else None}
        print(f"{view:>24} {t_first:8.3f} {t_warm:8.3f}   {t_first / t_warm:5.2f}x")
    firsts, warms = [r["first_s"] for r in rows.values()], [r["warm_median_s"] for r in rows.values()]
    print(f"  median over the views: first {statistics.median(firsts):.3f} s, warm {statistics.median(warms):.3f} s; "
          f"slowest first visit {max(firsts):.3f} s; VmHWM {peak:.0f} MB")
    return {"trigger_s": round(trigger.seconds, 3), "warmup_ended_after_s": waited and round(waited, 1),
            "per_view": rows, "server_warmup": lines, "peak_rss_mb": round(peak, 1)}


async def soak(server: Server, n: int, page: str, timeout: float, max_seconds: float) -> dict:
    """One session changes the seed and re-uploads a word list ``n`` times; RSS at start, checkpoints, end."""
    checkpoints = sorted({max(1, round(n * k / 5)) for k in range(1, 6)})
    rows, times, problems = [], [], []
    t0 = time.perf_counter()
    async with StreamlitSession(server.url) as s:
        r = await s.open(page, timeout=timeout)
        if r.status != "ok":
            raise RuntimeError(f"soak: the page did not load ({r.status})")
        start = server.memory()
        rows.append({"iteration": 0, "rss_mb": round(start["rss"], 1), "peak_mb": round(start["peak"], 1)})
        print(f"  soak {0:>4}: RSS {start['rss']:6.1f} MB  peak {start['peak']:6.1f} MB", flush=True)
        for i in range(1, n + 1):
            if time.perf_counter() - t0 > max_seconds:
                problems.append(f"stopped after {i - 1} iterations: --max-seconds reached")
                break
            a = await s.set_widget(SEED_KEY, timeout=timeout, double_value=1000 + i)
            b = await s.upload(UPLOAD_KEY, f"soak_{i}.txt", soak_word_list(i), timeout=timeout)
            times += [a.seconds, b.seconds]
            for res in (a, b):
                if res.status != "ok" or res.exceptions or res.errors:
                    problems.append(f"iteration {i}: {res.status} {res.exceptions[:1]} {res.errors[:1]}")
            if i in checkpoints:
                mem = server.memory()
                rows.append({"iteration": i, "rss_mb": round(mem["rss"], 1), "peak_mb": round(mem["peak"], 1)})
                print(f"  soak {i:>4}: RSS {mem['rss']:6.1f} MB  peak {mem['peak']:6.1f} MB", flush=True)
    return {"page": label(page), "iterations": n, "checkpoints": rows, "problems": problems[:20],
            "rerun_median_s": round(statistics.median(times), 3) if times else None,
            "rerun_p95_s": round(percentile(times, 95), 3) if times else None,
            "seconds": round(time.perf_counter() - t0, 1)}


# ---------------------------------------------------------------- main
def server_env(args) -> dict:
    """The server's environment: its own warm-up (``ui/warmup.py``) on unless ``--no-warmup``."""
    return {"TBT_WARMUP": "1" if args.warmup else "0"}


def warmup_lines(server: Server) -> list[str]:
    """What the server's warm-up logged (started, done or stopped), printed and kept in the JSON."""
    try:
        lines = [ln.strip() for ln in server.log_path.read_text(errors="replace").splitlines() if "warm-up:" in ln]
    except OSError:
        lines = []
    for ln in lines:
        print("  server", ln)
    return lines


def parse_pages(names: list[str] | None, available: list[str]) -> list[str]:
    if not names:
        return available
    out = []
    for name in names:
        page = "" if name in (HOME, "", "/") else name.strip("/")
        if page not in available:
            raise SystemExit(f"unknown page {name!r}; pages in app.py: {[label(p) for p in available]}")
        out.append(page)
    return out


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(prog="python -m bench.load_class", description=__doc__.split("\n\n")[0])
    ap.add_argument("--sessions", type=int, default=60, help="sessions in the class (default 60)")
    ap.add_argument("--window", type=float, default=30, help="seconds over which they arrive (default 30)")
    ap.add_argument("--pages", nargs="+", help=f"URL paths to open (default: every page in app.py; {HOME} = start)")
    ap.add_argument("--walk", action="store_true", help="each session opens every page, one after another")
    ap.add_argument("--warm", dest="warm", action="store_true", default=True,
                    help="open every page once first (default)")
    ap.add_argument("--no-warm", dest="warm", action="store_false",
                    help="measure on a server nobody has visited (the walk, the class and --burst)")
    ap.add_argument("--no-warmup", dest="warmup", action="store_false",
                    help="start the server with its own warm-up off (TBT_WARMUP=0, ui/warmup.py): a fresh server as "
                         "it was before the warm-up")
    ap.add_argument("--cold", action="store_true", help="first visitor of each page on a freshly started server")
    ap.add_argument("--after-warmup", type=int, nargs="?", const=3, default=None, metavar="N",
                    help="a fresh server's warm-up finishes, then every view's first visit against N warm ones")
    ap.add_argument("--soak", type=int, nargs="?", const=200, default=None, metavar="N",
                    help="one session changes the seed and re-uploads a word list N times (default 200)")
    ap.add_argument("--soak-page", default="count_table", help="page the soak session stays on")
    ap.add_argument("--move-share", type=float, default=0.5, help="share of sessions that also move a control")
    ap.add_argument("--timeout", type=float, default=120, help="seconds one script run may take (then: timeout)")
    ap.add_argument("--max-seconds", type=float, default=900, help="cap on the whole measurement")
    ap.add_argument("--seed", type=int, default=0, help="seed of who moves a control")
    ap.add_argument("--json", type=Path, help="write the figures to this file")
    ap.add_argument("--replicas", type=int, default=None, metavar="N",
                    help="N replicas behind HAProxy (deploy/haproxy.cfg) and Redis: throughput 1 vs N, the walk "
                         "(--sessions on 1, N x --sessions on N; 0 skips it), an upload, a replica killed "
                         "(bench/load_replicas.py)")
    ap.add_argument("--closed", type=int, default=8, help="--replicas: sessions of the throughput phase (0 skips)")
    ap.add_argument("--closed-seconds", type=float, default=20, help="--replicas: length of each throughput phase")
    ap.add_argument("--kill-sessions", type=int, default=12, help="--replicas: sessions open when one is killed")
    ap.add_argument("--no-sigterm", dest="sigterm", action="store_false", help="--replicas: skip the SIGTERM check")
    ap.add_argument("--lesson", action="store_true", help="lesson mode: the students join a room, answer, follow "
                    "the teacher (bench/load_lesson.py)")
    ap.add_argument("--store", help="lesson mode: TBT_STORE for the server (default: a fresh SQLite file)")
    ap.add_argument("--burst", action="store_true",
                    help="the class switches together: all sessions ask for each page within --window (2 s here)")
    ap.add_argument("--moves", action="store_true",
                    help="control moves: every session drags the count table's slider (4 values 0.15 s apart), "
                         "the sessions starting within --window (2 s here)")
    ap.add_argument("--service", type=int, nargs="?", const=5, default=None, metavar="N",
                    help="one visitor opens every page and tab view N times (default 5): median time per view")
    ap.add_argument("--against", type=Path, metavar="TREE",
                    help="with --service: also time the app in TREE (e.g. an older commit's worktree), in turn")
    ap.add_argument("--against-env", action="append", default=[], metavar="KEY=VALUE",
                    help="with --service --against: the second server's extra environment (e.g. TBT_STOCK=1 with "
                         "--against . to time this tree on stock Streamlit, in turn)")
    args = ap.parse_args(argv)
    if not (0 if args.replicas else 1) <= args.sessions <= 500:
        raise SystemExit("--sessions must be between 1 and 500")
    if args.soak is not None and not 1 <= args.soak <= 5000:
        raise SystemExit("--soak must be between 1 and 5000")

    pages = parse_pages(args.pages, pages_from_app())
    out: dict = {"commit": commit_id(),
                 "args": {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()},
                 "pages": [label(p) for p in pages]}
    out["load_average_at_start"] = [round(x, 2) for x in os.getloadavg()]
    print(f"Token by Token class benchmark at commit {out['commit']}; pages: {', '.join(out['pages'])}; "
          f"machine load average {out['load_average_at_start'][0]} on {os.cpu_count()} cores", flush=True)

    if args.replicas is not None:
        if not 2 <= args.replicas <= 8:
            raise SystemExit("--replicas must be between 2 and 8")
        out.update(load_replicas.run(args, pages))
    elif args.lesson:
        from bench import load_lesson
        out["lesson"] = asyncio.run(load_lesson.run(args.sessions, args.store, args.timeout))
        load_lesson.report(out["lesson"])
    elif args.moves:
        from bench import class_modes
        with Server(env=server_env(args)) as server:
            if args.warm:
                out["warm_first_visits_s"] = asyncio.run(warm(server, pages, args.timeout))
            window = args.window if "--window" in (argv or sys.argv) else 2.0
            out["moves"] = asyncio.run(class_modes.moves(server, args.sessions, window, args.timeout))
    elif args.service is not None or args.burst:
        from bench import class_modes
        trees = [ROOT] + ([args.against.resolve()] if args.against and args.service is not None else [])
        with contextlib.ExitStack() as stack:
            extra = dict(kv.split("=", 1) for kv in args.against_env)
            servers = [stack.enter_context(Server(root=tree, env={**server_env(args), **(extra if i else {})}))
                       for i, tree in enumerate(trees)]
            for server in servers:
                if args.warm or not args.burst:
                    out.setdefault("warm_first_visits_s", []).append(asyncio.run(warm(server, pages, args.timeout)))
            if args.burst:
                window = args.window if "--window" in (argv or sys.argv) else 2.0
                print(f"burst: {args.sessions} sessions ask for each page within {window:g} s", flush=True)
                out["burst"] = asyncio.run(class_modes.burst(servers[0], pages, args.sessions, window, args.timeout))
                print(f"server RSS: peak sampled {out['burst']['rss_max_sampled_mb']:.0f} MB, "
                      f"VmHWM (whole life incl. warm-up) {out['burst']['peak_rss_mb']:.0f} MB")
                out["server_warmup"] = warmup_lines(servers[0])
            else:
                rows = asyncio.run(class_modes.service([s.url for s in servers], pages, args.service, args.timeout))
                names = ["this tree"] + ([" ".join([str(args.against), *args.against_env])] if len(servers) > 1 else [])
                out["service"] = class_modes.print_service(rows, names)
            out["peak_rss_mb"] = [round(s.memory()["peak"], 1) for s in servers]
    elif args.cold:
        out["cold"] = cold(pages, args.timeout)
    elif args.after_warmup is not None:
        out["after_warmup"] = after_warmup(pages, args.after_warmup, args.timeout, args.max_seconds)
    elif args.soak is not None:
        soak_page = parse_pages([args.soak_page], pages_from_app())[0]
        with Server() as server:
            out["soak"] = asyncio.run(soak(server, args.soak, soak_page, args.timeout, args.max_seconds))
            out["soak"]["rss_after_mb"] = round(server.memory()["rss"], 1)
        s = out["soak"]
        first, last = s["checkpoints"][0], s["checkpoints"][-1]
        print(f"soak: {s['iterations']} iterations on {s['page']} in {s['seconds']} s; "
              f"rerun median {s['rerun_median_s']} s, p95 {s['rerun_p95_s']} s; "
              f"RSS {first['rss_mb']} -> {last['rss_mb']} MB (growth over the last half: "
              f"{last['rss_mb'] - s['checkpoints'][len(s['checkpoints']) // 2]['rss_mb']:+.1f} MB); "
              f"problems: {len(s['problems'])}")
        for p in s["problems"][:5]:
            print("  ", p)
    else:
        with Server(env=server_env(args)) as server:
            out["server_start_s"] = round(server.started_in, 3)
            if args.warm:
                out["warm_first_visits_s"] = asyncio.run(warm(server, pages, args.timeout))
                print(f"warm-up (one visit per page, s): {out['warm_first_visits_s']}", flush=True)
            mem0 = server.memory()
            watch = MemoryWatch(server)

            async def measured():
                w = asyncio.create_task(watch.run())
                try:
                    return await run_class(server, pages, args.sessions, args.window, args.walk, args.move_share,
                                           args.timeout, args.max_seconds, args.seed)
                finally:
                    w.cancel()

            stats, elapsed, finished = asyncio.run(measured())
            time.sleep(1.0)
            mem1 = server.memory()
            out["server_warmup"] = warmup_lines(server)
        rows = {p: s.summary(args.timeout) for p, s in stats.items()}
        mode = "walk" if args.walk else "one page each"
        print_table(f"{args.sessions} sessions over {args.window:g} s, {mode}, "
                    f"{'warm' if args.warm else 'not warmed'} server ({elapsed:.0f} s)", rows, args.timeout)
        out.update(per_page=rows, seconds=round(elapsed, 1), finished_within_cap=finished,
                   rss_before_mb=round(mem0["rss"], 1), rss_max_sampled_mb=round(max(watch.max_rss, mem1["rss"]), 1),
                   peak_rss_mb=round(mem1["peak"], 1), rss_after_mb=round(mem1["rss"], 1),
                   server_processes=mem1["processes"])
        print(f"server RSS: before {mem0['rss']:.0f} MB, peak (VmHWM, whole life incl. warm-up) {mem1['peak']:.0f} MB, "
              f"after the run {mem1['rss']:.0f} MB; processes {mem1['processes']}"
              + ("" if finished else f"; STOPPED at --max-seconds {args.max_seconds:g}"))
    out["load_average_at_end"] = [round(x, 2) for x in os.getloadavg()]
    print(f"machine load average at the end: {out['load_average_at_end'][0]} (other work on the machine "
          f"slows every figure above)")
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(out, indent=2, ensure_ascii=False))
        print(f"figures written to {args.json}")
    return out


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
