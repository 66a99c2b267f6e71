"""The class benchmark's core, shared by ``bench.load_class`` (one server) and ``bench.load_replicas`` (N replicas
behind HAProxy): sessions that open, walk and move the pages (:func:`run_class`), the warm-up visit, the per-page
figures and their table."""
from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field

from bench.st_client import RunResult, Server, StreamlitSession

HOME = "home"                       # how the start page ("" URL path) is named on the command line and in output


ALPHA_KEY, ALPHA_MOVES = "ct_alpha", ("0.5", "0.1", "2.0")       # the count table's smoothing slider


SEED_KEY, SEED_MOVES = "seed", (7, 42, 123)                       # the sidebar seed: a class told to try a few seeds


UPLOAD_KEY = "wordlist_file"


LOAD = "_load"                      # toggles whose key ends so load a pretrained model (the attention encoder)


def label(page: str) -> str:
    return page or HOME


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


@dataclass
class PageStats:
    """Everything measured for one page."""
    page: str = ""                                  # its URL path
    loads: list[RunResult] = field(default_factory=list)
    moves: list[RunResult] = field(default_factory=list)

    def summary(self, timeout: float) -> dict:
        def times(runs):
            return [r.seconds for r in runs if r.status in ("ok", "timeout")]

        def stat(runs, q):
            ts = times(runs)
            return round(percentile(ts, q), 3) if ts else None

        runs = self.loads + self.moves
        return {
            "sessions": len(self.loads),
            "load_median_s": stat(self.loads, 50), "load_p95_s": stat(self.loads, 95),
            "moves": len(self.moves), "move_median_s": stat(self.moves, 50), "move_p95_s": stat(self.moves, 95),
            "dropped": sum(r.status == "dropped" for r in runs),
            "timeouts": sum(r.status == "timeout" for r in runs),
            "exceptions": sum(len(r.exceptions) for r in runs),
            "error_alerts": sum(len(r.errors) for r in runs),
            "page_not_found": sum(r.page_not_found for r in runs),
            "wrong_page": sum(r.status == "ok" and r.page != self.page for r in runs),
            # the sidebar (seed widget) missing: the page ran without app.py's shell
            "no_sidebar": sum(r.status == "ok" and SEED_KEY not in r.widget_keys for r in runs),
            "first_exception": next((e for r in runs for e in r.exceptions), None),
            "first_error": next((e for r in runs for e in r.errors), None),
        }


def fmt_s(v, timeout: float) -> str:
    if v is None:
        return "-"
    return f"≥{timeout:.0f}" if v >= timeout else f"{v:.2f}"


def print_table(title: str, rows: dict[str, dict], timeout: float) -> None:
    print(f"\n== {title}")
    head = ("page", "sessions", "load med", "load p95", "moves", "move med", "move p95", "dropped", "timeouts",
            "exceptions", "errors")
    print("  ".join(f"{h:>10}" for h in head))
    for page, s in rows.items():
        cells = (page, s["sessions"], fmt_s(s["load_median_s"], timeout), fmt_s(s["load_p95_s"], timeout), s["moves"],
                 fmt_s(s["move_median_s"], timeout), fmt_s(s["move_p95_s"], timeout), s["dropped"], s["timeouts"],
                 s["exceptions"], s["error_alerts"])
        print("  ".join(f"{str(c):>10}" for c in cells))
    for page, s in rows.items():
        if s["first_exception"] or s["first_error"]:
            print(f"  {page}: first exception: {s['first_exception']!r}; first error alert: {s['first_error']!r}")
        if s["wrong_page"] or s["page_not_found"] or s["no_sidebar"]:
            print(f"  {page}: {s['wrong_page']} runs showed another page, {s['page_not_found']} 'page not found', "
                  f"{s['no_sidebar']} runs without the sidebar")


class MemoryWatch:
    """Samples the server's RSS every ``every`` seconds while a run is in progress."""

    def __init__(self, server: Server, every: float = 0.5):
        self.server, self.every, self.max_rss = server, every, 0.0

    async def run(self) -> None:
        while True:
            self.max_rss = max(self.max_rss, self.server.memory()["rss"])
            await asyncio.sleep(self.every)


# ---------------------------------------------------------------- the class
async def one_session(url: str, i: int, pages: list[str], walk: bool, move: bool, timeout: float,
                      stats: dict[str, PageStats], start_at: float, done: asyncio.Event, settled: set) -> None:
    """Session ``i``: wait for its arrival time, open its page(s), maybe move a control, stay until the end."""
    try:
        await asyncio.sleep(max(0.0, start_at - time.perf_counter()))
        await _visit(url, i, pages, walk, move, timeout, stats, done, settled)
    finally:
        settled.add(i)


async def _visit(url, i, pages, walk, move, timeout, stats, done, settled) -> None:
    mine = pages if walk else [pages[i % len(pages)]]
    session = StreamlitSession(url)
    t0 = time.perf_counter()
    try:
        await asyncio.wait_for(session.connect(), timeout)
    except Exception:                                   # refused, reset, handshake timeout: a dropped connection
        stats[label(mine[0])].loads.append(RunResult(time.perf_counter() - t0, "dropped"))
        return
    connect_s = time.perf_counter() - t0
    try:
        for n, page in enumerate(mine):
            result = await session.open(page, timeout=timeout)
            if n == 0:
                result.seconds += connect_s             # a visitor waits for the connection too
            stats[label(page)].loads.append(result)
            if result.status != "ok":
                return
            if move:
                if page == "count_table" and i % 2 == 0 and ALPHA_KEY in session.widgets:
                    value = {"string_array_value": {"data": [ALPHA_MOVES[i % len(ALPHA_MOVES)]]}}
                    moved = await session.set_widget(ALPHA_KEY, timeout=timeout, **value)
                elif SEED_KEY in session.widgets:
                    moved = await session.set_widget(SEED_KEY, timeout=timeout,
                                                     double_value=SEED_MOVES[i % len(SEED_MOVES)])
                else:
                    continue
                stats[label(page)].moves.append(moved)
                if moved.status != "ok":
                    return
        settled.add(i)
        await done.wait()                               # a class keeps its tabs open until the lesson ends
    finally:
        await session.close()


async def run_class(server: Server, pages: list[str], sessions: int, window: float, walk: bool, move_share: float,
                    timeout: float, max_seconds: float, seed: int) -> tuple[dict[str, PageStats], float, bool]:
    rng = random.Random(seed)
    movers = set(rng.sample(range(sessions), round(sessions * move_share)))
    stats = {label(p): PageStats(p) for p in pages}
    done, settled = asyncio.Event(), set()
    t0 = time.perf_counter()
    tasks = [asyncio.create_task(one_session(server.url, i, pages, walk, i in movers, timeout, stats,
                                             t0 + window * i / max(1, sessions), done, settled))
             for i in range(sessions)]
    finished = True
    while len(settled) < sessions:              # every session has done all its runs (or failed)
        await asyncio.sleep(0.25)
        if time.perf_counter() - t0 > max_seconds:
            finished = False
            break
    elapsed = time.perf_counter() - t0
    done.set()
    await asyncio.sleep(0.5)
    for t in tasks:
        if not t.done():
            t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    return stats, elapsed, finished


async def warm(server: Server, pages: list[str], timeout: float) -> dict[str, float]:
    """Open every page once, one after another, and every tab of its keyed ``st.tabs`` (tabs run only when
    open: this loads the pretrained models too), so the per-server caches are filled."""
    times = {}
    for page in pages:
        async with StreamlitSession(server.url) as s:
            r = await s.open(page, timeout=timeout)
            times[label(page)] = round(r.seconds, 3) if r.status == "ok" else r.status
            for key, labels in list(s.tabs.items()):
                for tab in labels[1:]:
                    r = await s.set_widget(key, timeout=timeout, string_value=tab)
                    times[f"{label(page)}[{tab}]"] = round(r.seconds, 3) if r.status == "ok" else r.status
                    for toggle in [k for k, (_, kind) in s.widgets.items() if kind == "checkbox" and k.endswith(LOAD)]:
                        r = await s.set_widget(toggle, timeout=timeout, bool_value=True)
                        times[f"{label(page)}[{tab}]:{toggle}"] = round(r.seconds, 3) if r.status == "ok" else r.status
    return times


# ---------------------------------------------------------------- soak
def soak_word_list(i: int, n_words: int = 40) -> bytes:
    """A small, different word list for iteration ``i`` (seeded; its own 6-12 letter alphabet)."""
    rng = random.Random(i)
    letters = rng.sample("abcdefghijklmnopqrstuvwxyz", rng.randint(6, 12))
    words = {"".join(rng.choice(letters) for _ in range(rng.randint(3, 8))) for _ in range(n_words)}
    return ("\n".join(sorted(words)) + "\n").encode()
