"""What Chromium's own flags cost the browser tests: its CPU seconds to load every page, under the tests' flags
(``tests/browser/conftest.py``, ``CHROMIUM_ARGS``) against the same without some of them, in the same run.

    python -m bench.browser_cpu --rounds 2
    python -m bench.browser_cpu --without --force-prefers-reduced-motion --disable-smooth-scrolling

Starts ``streamlit run app.py`` on 127.0.0.1 and warms it (every page once). Then, round after round and way after
way, launches Debian's Chromium (headless, Playwright), opens every page in one tab (each a new Streamlit session,
as the tests' reused tab does), waits for the run to end and every visible chart to be drawn, and reads the CPU
seconds (user + system, ``/proc``) of every Chromium process before closing it. Prints each way's CPU and wall
time per round, their medians and the ratio, and the CPU by Chromium process type (renderer, GPU, browser, utility).
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path

from bench.suite_cpu import _cmdline, descendants

VIEWPORT = {"width": 1280, "height": 720}
DEFAULT_WITHOUT = ["--force-prefers-reduced-motion", "--disable-smooth-scrolling"]


def chromium_cpu(by_type: Counter | None = None) -> float:
    """CPU seconds of every live Chromium process below this one (adding each to ``by_type`` under its type)."""
    total = 0.0
    for pid, cpu in descendants(os.getpid()).items():
        line = _cmdline(str(pid))
        if "chrom" in line:
            total += cpu
            if by_type is not None:
                m = re.search(r"--type=(\S+)", line)
                by_type[m[1] if m else "browser"] += cpu
    return total


def _walk(page, links: list[str]) -> None:
    from tests.browser.conftest import settled, wait_idle

    for link in links:
        page.goto(link)
        wait_idle(page, loaded=True)
        settled(page)


def main(argv: list[str] | None = None) -> dict:
    from playwright.sync_api import sync_playwright

    from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, start_server, stop_server
    from ui.chapters import CHAPTERS, url_path

    ap = argparse.ArgumentParser(prog="python -m bench.browser_cpu", description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=2, help="walks of every page, each way")
    ap.add_argument("--without", nargs="+", default=DEFAULT_WITHOUT, help="the tests' flags the other way leaves out")
    args = ap.parse_args(argv)
    ways = {"tests' flags": list(CHROMIUM_ARGS),
            "without " + " ".join(args.without): [a for a in CHROMIUM_ARGS if a not in args.without]}
    proc, base = start_server(Path(tempfile.mkdtemp()) / "server.log")
    links = [f"{base}/{url_path(c)}" for c in CHAPTERS]
    cpu: dict[str, list[float]] = {w: [] for w in ways}
    wall: dict[str, list[float]] = {w: [] for w in ways}
    by_type: dict[str, Counter] = {w: Counter() for w in ways}
    try:
        with sync_playwright() as pw:
            warm = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            _walk(warm.new_context(viewport=VIEWPORT).new_page(), links)          # the server's caches
            warm.close()
            for r in range(args.rounds):
                for way, flags in ways.items():
                    browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=flags)
                    c0, t0 = chromium_cpu(), time.perf_counter()
                    _walk(browser.new_context(viewport=VIEWPORT).new_page(), links)
                    cpu[way].append(chromium_cpu(by_type[way]) - c0)
                    wall[way].append(time.perf_counter() - t0)
                    browser.close()
                    print(f"round {r + 1} {way}: {cpu[way][-1]:.1f} s CPU, {wall[way][-1]:.1f} s wall", flush=True)
    finally:
        stop_server(proc)
    medians = {w: statistics.median(v) for w, v in cpu.items()}
    for way in ways:
        types = ", ".join(f"{k} {v / args.rounds:.1f}" for k, v in by_type[way].most_common())
        print(f"{way}: median {medians[way]:.1f} s CPU for {len(links)} pages ({types}), "
              f"wall {statistics.median(wall[way]):.1f} s")
    first, second = ways
    print(f"tests' flags / without: {medians[first] / medians[second]:.2f}")
    return medians


if __name__ == "__main__":
    main()
