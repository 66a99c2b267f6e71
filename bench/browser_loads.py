"""What a page load costs the browser tests: a link opened in a new browser context against one opened in a tab
that has loaded the app before (what ``tests/browser/conftest.py`` reuses, ``_Tab``), in the same run.

    python -m bench.browser_loads --rounds 2

Starts ``streamlit run app.py`` on 127.0.0.1, warms it (every page once), then opens every page ``--rounds``
times each way in Debian's Chromium (headless, Playwright) and times each load from ``goto`` to the end of the
page's first run (``tests.browser.conftest.wait_idle``). Prints the median per way and their ratio. Both ways
start a new Streamlit session; the difference is Chromium's (a new context compiles the frontend anew).
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from bench.browser_failover import CHROMIUM, CHROMIUM_ARGS

VIEWPORT = {"width": 1280, "height": 720}


def _load(page, url: str) -> float:
    from tests.browser.conftest import wait_idle

    t0 = time.perf_counter()
    page.goto(url)
    wait_idle(page, loaded=True)
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> dict:
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import start_server, stop_server
    from ui.chapters import CHAPTERS, url_path

    ap = argparse.ArgumentParser(prog="python -m bench.browser_loads", description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=2, help="loads of every page, each way")
    args = ap.parse_args(argv)
    proc, base = start_server(Path(tempfile.mkdtemp()) / "server.log")
    links = [f"{base}/{url_path(c)}" for c in CHAPTERS]
    times: dict[str, list[float]] = {"new context": [], "reused tab": []}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            tab = browser.new_context(viewport=VIEWPORT).new_page()
            for link in links:                                   # the server's caches, and the tab's first load
                _load(tab, link)
            for _ in range(args.rounds):
                for link in links:
                    ctx = browser.new_context(viewport=VIEWPORT)
                    times["new context"].append(_load(ctx.new_page(), link))
                    ctx.close()
                    times["reused tab"].append(_load(tab, link))
            browser.close()
    finally:
        stop_server(proc)
    medians = {way: statistics.median(ts) for way, ts in times.items()}
    for way, ts in times.items():
        print(f"{way:12s} median {medians[way]:.2f} s, max {max(ts):.2f} s over {len(ts)} loads")
    print(f"reused tab / new context: {medians['reused tab'] / medians['new context']:.2f}")
    return medians


if __name__ == "__main__":
    main()
