"""Class-load check for the neural page: N visitors open it within a few seconds on one local server.

Starts ``streamlit run app.py`` on 127.0.0.1 (a free port), opens ``--visitors`` headless-Chromium pages
spread over ``--over`` seconds, and reports how long each waited until the trained result ("Worst cell")
was on its page: median, p95 and max. Bounded in count and time; talks only to 127.0.0.1.

    python bench/load_neural.py --visitors 12 --over 6
"""
from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _serve(port: int) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
                             "--server.address", "127.0.0.1", "--server.headless", "true",
                             "--browser.gatherUsageStats", "false"], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env=dict(os.environ, OMP_NUM_THREADS="1"))
    deadline = time.time() + 90
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/_stcore/health", timeout=2):
                return proc
        except OSError:
            time.sleep(0.5)
    proc.kill()
    raise RuntimeError("streamlit did not come up")


async def _visit(browser, url: str, delay: float, timeout_s: float) -> float:
    await asyncio.sleep(delay)
    ctx = await browser.new_context(viewport={"width": 1280, "height": 720})
    page = await ctx.new_page()
    start = time.perf_counter()
    try:
        await page.goto(url)
        await page.get_by_text("Worst cell").first.wait_for(timeout=timeout_s * 1000)
        return time.perf_counter() - start
    except Exception:
        return float("inf")
    finally:
        await ctx.close()


async def _run(url: str, visitors: int, over: float, timeout_s: float) -> list[float]:
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                           args=["--no-sandbox", "--disable-gpu"])
        waits = await asyncio.gather(*(_visit(browser, url, i * over / max(1, visitors - 1), timeout_s)
                                       for i in range(visitors)))
        await browser.close()
    return list(waits)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--visitors", type=int, default=12)
    parser.add_argument("--over", type=float, default=6.0)
    parser.add_argument("--timeout", type=float, default=180.0)
    args = parser.parse_args()
    port = _port()
    proc = _serve(port)
    try:
        waits = sorted(asyncio.run(_run(f"http://127.0.0.1:{port}/neural", min(args.visitors, 60),
                                        args.over, args.timeout)))
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    p95 = waits[min(len(waits) - 1, int(round(0.95 * (len(waits) - 1))))]
    print(f"neural page, {len(waits)} visitors over {args.over:g} s: median {statistics.median(waits):.1f} s, "
          f"p95 {p95:.1f} s, max {waits[-1]:.1f} s")


if __name__ == "__main__":
    main()
