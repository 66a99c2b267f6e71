"""A replica killed under a real browser: seconds until the student's page is connected to the other replica, and
until its next move is served there.

    python -m bench.browser_failover --times 3

Starts the deploy/ topology on 127.0.0.1 (bench/replicas.py: two replicas behind HAProxy from
deploy/haproxy.cfg), has each replica serve the page once (a class in progress), opens a link in Debian's
Chromium (headless, Playwright) through the proxy, kills
(SIGKILL) the replica holding the session, and times Streamlit's own frontend: its reconnection through the
proxy (HAProxy redispatches it and sets the survivor's cookie), with the page kept on screen, and the student's
next move (a slider), the survivor's first run of the session. Prints, per try, the seconds to the other
replica's cookie, to the connection, and from the move to its run's end, whether the view is the link's
(title, address, seed) and whether an error shows. tests/browser/test_replicas_browser.py runs the
same function once.
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

from bench.replicas import COOKIE, Topology
from bench.st_client import StreamlitSession

LINK = "count_table?seed=7&ct_alpha=0.5"
MOVE = "ct_n"                  # the slider moved after the kill (the number of names sampled: in the URL once moved)
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic",
                 "--no-first-run", "--disable-component-update", "--disable-sync"]


# Counts the script runs the page sees begin from now on (the app root's `data-test-script-state` turning to
# "running"), in `window.__tbtRuns`. A callback can come after several changes (React commits them in one task), so
# each record's new value is read from the next record's old one, not from the attribute as it is by then.
COUNT_RUNS = """() => {
  window.__tbtRuns = 0;
  const root = document.querySelector('[data-testid="stApp"]');
  new MutationObserver(records => {
    const values = records.slice(1).map(r => r.oldValue).concat([root.dataset.testScriptState]);
    window.__tbtRuns += values.filter(v => v === 'running').length;
  }).observe(root, {attributes: true, attributeOldValue: true, attributeFilter: ['data-test-script-state']});
}"""


_CONNECTION = "document.querySelector('[data-testid=stApp]').dataset.testConnectionState"


def _replica(ctx, top: Topology) -> int | None:
    values = [c["value"] for c in ctx.cookies() if c["name"] == COOKIE]
    try:
        return top.replica_of(values[0]) if values else None
    except (ValueError, OSError):
        return None


def seed_shown(page) -> str:
    return page.get_by_test_id("stSidebar").get_by_test_id("stNumberInput").first.locator("input").input_value()


def errors_shown(page) -> list[str]:
    found = [page.locator('[data-testid="stException"]').count(), page.locator(
        '[data-testid="stAlertContentError"]').count(), "Traceback" in page.locator("body").inner_text()]
    return [name for name, n in zip(("exception", "error alert", "traceback"), found) if n]


async def _visit(url: str, link: str) -> None:
    path, _, query = link.partition("?")
    async with StreamlitSession(url) as s:
        await s.open(path, query=query)


def kill_under_browser(browser, top: Topology, link: str = LINK, give_up: float = 60, move: str = MOVE) -> dict:
    """Open ``link`` through the proxy, kill its replica, wait (at most ``give_up`` s) for the page to be connected to
    the other replica, then move the slider keyed ``move`` one step and wait for that run to end."""
    from tests.browser.conftest import wait_idle

    # (Each replica serving the page first over bench/st_client.py, "a class in progress", was tried: the browser's
    # view then showed the sidebar seed at 0 before any kill, under heavy load; not yet understood: see
    # docs/performance.md.)
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = ctx.new_page()
        page.set_default_timeout(60_000)
        page.goto(f"{top.url}/{link}")
        wait_idle(page)
        before = {"title": page.locator('[data-testid="stMain"] h1').first.inner_text(), "seed": seed_shown(page),
                  "url": page.url, "errors": errors_shown(page)}
        victim = _replica(ctx, top)
        t0 = time.perf_counter()
        top.kill(victim)
        while time.perf_counter() - t0 < give_up and _replica(ctx, top) in (None, victim):
            page.wait_for_timeout(100)
        to_other = time.perf_counter() - t0
        survivor = _replica(ctx, top)
        left = lambda: max(1_000, (give_up - (time.perf_counter() - t0)) * 1000)    # noqa: E731
        # Streamlit's frontend reconnects through the proxy (which sends it to the survivor and sets its cookie)
        # and keeps the page on screen. It asks for a run on reconnecting only if one was in progress when the
        # connection dropped; otherwise the student's next move is the survivor's first run of this session, made
        # from the browser's widget values and the link. So: wait for the connection, then move a control.
        page.wait_for_function(f"() => {_CONNECTION} === 'CONNECTED'", timeout=left())
        reconnected = time.perf_counter() - t0
        page.evaluate(COUNT_RUNS)
        slider = page.locator(f".st-key-{move}").get_by_role("slider").first
        slider.focus()
        slider.press("ArrowRight")
        moved = time.perf_counter()
        page.wait_for_function("() => window.__tbtRuns > 0", timeout=left())
        wait_idle(page, timeout=left())
        served = time.perf_counter() - moved
        return {"victim": top.replicas[victim].name,
                "survivor": top.replicas[survivor].name if survivor is not None else None,
                "seconds_to_other_replica": round(to_other, 2), "seconds_to_reconnected": round(reconnected, 2),
                "seconds_to_move_served": round(served, 2),
                "before": before, "title": page.locator('[data-testid="stMain"] h1').first.inner_text(),
                "url": page.url, "seed": seed_shown(page), "errors": errors_shown(page),
                "move_kept": f"{move}=" in page.url}
    finally:
        ctx.close()


def main(argv: list[str] | None = None) -> list[dict]:
    from playwright.sync_api import sync_playwright

    ap = argparse.ArgumentParser(prog="python -m bench.browser_failover", description=__doc__.split("\n\n")[0])
    ap.add_argument("--times", type=int, default=3, help="tries, each on a fresh topology")
    ap.add_argument("--json", help="write the figures to this file")
    args = ap.parse_args(argv)
    results = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        for i in range(args.times):
            with Topology(2, redis=False) as top:
                r = kill_under_browser(browser, top)
            results.append(r)
            print(f"try {i + 1}: {r['victim']} killed; the browser reached {r['survivor']} after "
                  f"{r['seconds_to_other_replica']} s, reconnected after {r['seconds_to_reconnected']} s, "
                  f"its next move served in {r['seconds_to_move_served']} s; "
                  f"same title {r['title'] == r['before']['title']}, seed {r['seed']}, errors {r['errors']}, "
                  f"the move kept {r['move_kept']}",
                  flush=True)
        browser.close()
    for name in ("seconds_to_reconnected", "seconds_to_move_served"):
        values = [r[name] for r in results]
        print(f"{name}: median {statistics.median(values):.2f} s, max {max(values):.2f} s over {len(values)} tries")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(results, fh, indent=2)
    return results


if __name__ == "__main__":
    main()
