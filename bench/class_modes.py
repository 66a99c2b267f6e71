"""Two more ways to load one server, used by ``bench/load_class.py``:

- **service time** (``--service N``): one visitor on a warm server opens every page, and the default view of every
  tab, ``N`` times; the median time to a finished run per view. With ``--against PATH`` a second server runs the
  app from another tree (for example ``git worktree add /tmp/base <commit>``) and every view is timed on both, in
  turn, so that both see the same machine load; the ratio old / new is printed per view.
- **burst** (``--burst``): the class switches together. ``--sessions`` sessions are connected (and have opened
  the start page); then for each page in turn all of them ask for it within ``--window`` seconds (default 2 s
  here), as when the teacher says "now the attention page" or every screen follows the teacher's. Median and p95
  per page, and the server's peak RSS.
- **control moves** (``--moves``): ``--sessions`` sessions have the count table open; each drags its smoothing
  slider through ``MOVES`` values ``MOVE_GAP`` s apart without waiting for the runs, the sessions starting within
  ``--window`` seconds (2 s here). Per session: the time from its last move to its last finished run, and how many
  of its runs ran to the end (a superseded run that stops early costs little).
"""
from __future__ import annotations

import asyncio
import statistics
import time

from bench.st_client import Server, StreamlitSession, process_cpu_seconds


def _label(page: str) -> str:
    return page or "home"


def _pct(values, q: float) -> float:
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


# ------------------------------------------------------------------------------------------ service time
async def _views(session: StreamlitSession, page: str, timeout: float):
    """Open ``page`` and then each of its tabs in turn; yield (view name, RunResult)."""
    session.tabs.clear()                                # the tab bars of this page only
    r = await session.open(page, timeout=timeout)
    yield _label(page), r
    for key, labels in list(session.tabs.items()):
        for i, tab in enumerate(labels[1:], start=2):
            r = await session.set_widget(key, timeout=timeout, string_value=tab)
            yield f"{_label(page)}[tab {i}]", r
        if labels:                                      # back to the first tab: the next view starts from it
            await session.set_widget(key, timeout=timeout, string_value=labels[0])


async def service(urls: list[str], pages: list[str], repeats: int, timeout: float) -> list[dict[str, list[float]]]:
    """For each server in ``urls``: view name -> seconds of each of ``repeats`` runs. The servers take turns view
    by view (one session each), so a burst of machine load hits both."""
    out: list[dict[str, list[float]]] = [{} for _ in urls]
    sessions = [StreamlitSession(u) for u in urls]
    for s in sessions:
        await s.connect()
    try:
        for _ in range(repeats):
            for page in pages:
                gens = [_views(s, page, timeout) for s in sessions]
                while True:
                    got = []
                    for g in gens:
                        try:
                            got.append(await g.__anext__())
                        except StopAsyncIteration:
                            got.append(None)
                    if all(x is None for x in got):
                        break
                    for k, item in enumerate(got):
                        if item is not None:
                            name, r = item
                            out[k].setdefault(name, []).append(r.seconds if r.status == "ok" else float("inf"))
    finally:
        for s in sessions:
            await s.close()
    return out


def print_service(rows: list[dict[str, list[float]]], names: list[str]) -> dict:
    """Median per view for each server, and old / new (the second server over the first) when there are two."""
    views = list(rows[0])
    med = [{v: statistics.median(r[v]) for v in views if v in r} for r in rows]
    head = f"{'view':>24}" + "".join(f"{n:>14}" for n in names) + ("   ratio" if len(rows) == 2 else "")
    print("\n== service time (median of each view, s)\n" + head)
    for v in views:
        line = f"{v:>24}" + "".join(f"{m.get(v, float('nan')):>14.3f}" for m in med)
        if len(rows) == 2 and med[0].get(v):
            line += f"   {med[1][v] / med[0][v]:5.2f}x"
        print(line)
    pages = [v for v in views if "[" not in v]
    summary = {}
    for n, m in zip(names, med):
        summary[n] = {"median_over_pages_s": round(statistics.median([m[p] for p in pages]), 3),
                      "max_page_median_s": round(max(m[p] for p in pages), 3),
                      "max_view_median_s": round(max(m.values()), 3),
                      "per_view_median_s": {v: round(x, 3) for v, x in m.items()}}
        print(f"  {n}: median over the pages {summary[n]['median_over_pages_s']:.3f} s, slowest page "
              f"{summary[n]['max_page_median_s']:.3f} s, slowest view {summary[n]['max_view_median_s']:.3f} s")
    return summary


# ------------------------------------------------------------------------------------------ burst
async def burst(server: Server, pages: list[str], sessions: int, window: float, timeout: float,
                memory_every: float = 0.25) -> dict:
    """``sessions`` connected sessions; for each page, all of them open it within ``window`` seconds."""
    clients = [StreamlitSession(server.url) for _ in range(sessions)]
    peak_rss = 0.0

    async def watch():
        nonlocal peak_rss
        while True:
            peak_rss = max(peak_rss, server.memory()["rss"])
            await asyncio.sleep(memory_every)

    async def one(c: StreamlitSession, page: str, at: float):
        await asyncio.sleep(max(0.0, at - time.perf_counter()))
        return await c.open(page, timeout=timeout)

    w = asyncio.create_task(watch())
    rows = {}
    try:
        for c in clients:                               # connected, as a class is before the switch
            await c.connect()
        await asyncio.gather(*(c.open("", timeout=timeout) for c in clients))
        for page in pages:
            t0 = time.perf_counter()
            cpu0 = process_cpu_seconds(server.proc.pid)
            results = await asyncio.gather(*(one(c, page, t0 + window * i / max(1, sessions))
                                             for i, c in enumerate(clients)))
            cpu = process_cpu_seconds(server.proc.pid) - cpu0
            ok = [r.seconds for r in results if r.status == "ok"]
            times = [r.seconds if r.status == "ok" else timeout for r in results]
            rows[_label(page)] = {
                "median_s": round(statistics.median(times), 3), "p95_s": round(_pct(times, 95), 3),
                "max_s": round(max(times), 3), "ok": len(ok), "not_ok": len(results) - len(ok),
                "exceptions": sum(len(r.exceptions) for r in results),
                "error_alerts": sum(len(r.errors) for r in results),
                "wrong_page": sum(r.status == "ok" and r.page != page for r in results),
                "all_done_s": round(time.perf_counter() - t0, 2),
                "server_cpu_s": round(cpu, 2)}         # the server's CPU for the whole burst of this page
            print(f"  burst {_label(page):>14}: median {rows[_label(page)]['median_s']:.2f} s, "
                  f"p95 {rows[_label(page)]['p95_s']:.2f} s, max {rows[_label(page)]['max_s']:.2f} s, "
                  f"ok {len(ok)}/{len(results)}, exceptions {rows[_label(page)]['exceptions']}, "
                  f"wrong page {rows[_label(page)]['wrong_page']}, server CPU {cpu:.2f} s", flush=True)
    finally:
        w.cancel()
        for c in clients:
            await c.close()
    mem = server.memory()
    return {"per_page": rows, "rss_max_sampled_mb": round(max(peak_rss, mem["rss"]), 1),
            "peak_rss_mb": round(mem["peak"], 1)}


# ------------------------------------------------------------------------------------------ control moves
MOVES = 4                 # slider values one session goes through
MOVE_GAP = 0.15           # seconds between two of them (a drag, faster than a run under load)


async def moves(server: Server, sessions: int, window: float, timeout: float, key: str = "ct_alpha",
                values: tuple[str, ...] = ("0.5", "0.1", "2.0")) -> dict:
    """``sessions`` sessions on the count table each move ``key`` ``MOVES`` times quickly (see the docstring)."""
    clients = [StreamlitSession(server.url) for _ in range(sessions)]

    async def one(i: int, c: StreamlitSession, at: float):
        await asyncio.sleep(max(0.0, at - time.perf_counter()))
        seq = [{"string_array_value": {"data": [values[(i + k) % len(values)]]}} for k in range(MOVES)]
        return await c.quick_moves(key, seq, MOVE_GAP, timeout=timeout)

    try:
        for c in clients:
            await c.connect()
        await asyncio.gather(*(c.open("count_table", timeout=timeout) for c in clients))
        ready = [c for c in clients if key in c.widgets]
        cpu0 = process_cpu_seconds(server.proc.pid)
        t0 = time.perf_counter()
        results = await asyncio.gather(*(one(i, c, t0 + window * i / max(1, len(ready)))
                                         for i, c in enumerate(ready)))
        cpu = process_cpu_seconds(server.proc.pid) - cpu0
    finally:
        for c in clients:
            await c.close()
    times = [r["seconds"] for r in results]
    row = {"sessions": len(ready), "moves_each": MOVES, "gap_s": MOVE_GAP,
           "settle_median_s": round(statistics.median(times), 3), "settle_p95_s": round(_pct(times, 95), 3),
           "settle_max_s": round(max(times), 3),
           "runs_finished": sum(r["runs_finished"] for r in results),
           "runs_stopped": sum(r["runs_stopped"] for r in results),
           "not_ok": sum(r["status"] != "ok" for r in results), "all_done_s": round(time.perf_counter() - t0, 2),
           "server_cpu_s": round(cpu, 2), "peak_rss_mb": round(server.memory()["peak"], 1)}
    print(f"  moves: {row['sessions']} sessions x {MOVES} moves {MOVE_GAP:g} s apart: settled median "
          f"{row['settle_median_s']:.2f} s, p95 {row['settle_p95_s']:.2f} s, max {row['settle_max_s']:.2f} s; runs to "
          f"the end {row['runs_finished']}, stopped early {row['runs_stopped']}, not ok {row['not_ok']}, "
          f"server CPU {cpu:.2f} s", flush=True)
    return row
