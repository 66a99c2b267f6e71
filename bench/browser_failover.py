"""A replica killed under a real browser: seconds until the student's page is back, drawn by the other replica.

    python -m bench.browser_failover --times 3

Starts the deploy/ topology on 127.0.0.1 (bench/replicas.py: two replicas behind HAProxy from
deploy/haproxy.cfg), has each replica serve the page once (a class in progress), opens a link in Debian's
Chromium (headless, Playwright) through the proxy, kills
(SIGKILL) the replica holding the session, and times Streamlit's own frontend: its reconnection through the
proxy (HAProxy redispatches it and sets the survivor's cookie) and the rerun of the link on the survivor.
Prints, per try, the seconds to the other replica and to the page drawn again, whether the view is the
link's (title, address, seed) and whether an error shows. tests/browser/test_replicas_browser.py runs the
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
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic",
                 "--no-first-run", "--disable-component-update", "--disable-sync"]


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


def kill_under_browser(browser, top: Topology, link: str = LINK, give_up: float = 60) -> dict:
    """Open ``link`` through the proxy, kill its replica, wait (at most ``give_up`` s) for the page to be back."""
    from tests.browser.conftest import wait_idle

    # (Each replica serving the page first over bench/st_client.py, "a class in progress", was tried: the browser's
    # view then showed the sidebar seed at 0 before any kill, under heavy load; not yet understood, see the README.)
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = ctx.new_page()
        page.set_default_timeout(60_000)
        page.goto(f"{top.url}/{link}")
        wait_idle(page)
        before = {"title": page.locator('[data-testid="stMain"] h1').first.inner_text(), "seed": seed_shown(page),
                  "errors": errors_shown(page)}
        victim = _replica(ctx, top)
        t0 = time.perf_counter()
        top.kill(victim)
        while time.perf_counter() - t0 < give_up and _replica(ctx, top) in (None, victim):
            page.wait_for_timeout(100)
        to_other = time.perf_counter() - t0
        survivor = _replica(ctx, top)
        wait_idle(page, timeout=max(1_000, (give_up - to_other) * 1000))
        back = time.perf_counter() - t0
        return {"victim": top.replicas[victim].name,
                "survivor": top.replicas[survivor].name if survivor is not None else None,
                "seconds_to_other_replica": round(to_other, 2), "seconds_to_page_drawn": round(back, 2),
                "before": before, "title": page.locator('[data-testid="stMain"] h1').first.inner_text(),
                "url": page.url, "seed": seed_shown(page), "errors": errors_shown(page)}
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
                  f"{r['seconds_to_other_replica']} s, page drawn again after {r['seconds_to_page_drawn']} s; "
                  f"same title {r['title'] == r['before']['title']}, seed {r['seed']}, errors {r['errors']}",
                  flush=True)
        browser.close()
    back = [r["seconds_to_page_drawn"] for r in results]
    print(f"page back after: median {statistics.median(back):.2f} s, max {max(back):.2f} s over {len(back)} tries")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(results, fh, indent=2)
    return results


if __name__ == "__main__":
    main()
