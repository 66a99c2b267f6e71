"""Regenerate docs/<page>.png: the first screen of every page at 1280x720, as a visitor sees it.

Run: python scripts/screenshots.py   (needs Debian's chromium at /usr/bin/chromium and playwright)

It starts `streamlit run app.py` on a free port of 127.0.0.1, opens each page of ui/chapters' CHAPTERS with the
default settings (the book's seed), waits until the page is idle and its charts are drawn, and saves the
visible window. Nothing is downloaded.
"""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
CHROMIUM = "/usr/bin/chromium"
VIEWPORT = {"width": 1280, "height": 720}


def page_files() -> list[str]:
    from ui.chapters import CHAPTERS

    return [c.page for c in CHAPTERS]


def serve() -> tuple[subprocess.Popen, str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
                             "--server.address", "127.0.0.1", "--server.headless", "true",
                             "--browser.gatherUsageStats", "false"], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env=dict(os.environ, PYTHONUNBUFFERED="1"))
    url = f"http://127.0.0.1:{port}"
    for _ in range(180):
        try:
            with urllib.request.urlopen(url + "/_stcore/health", timeout=2):
                return proc, url
        except OSError:
            time.sleep(0.5)
    proc.kill()
    raise SystemExit("streamlit did not come up")


def settle(page) -> None:
    page.wait_for_selector('[data-testid="stMain"]', timeout=120_000)
    page.wait_for_timeout(500)
    page.wait_for_function("() => !document.querySelector('[data-testid=\"stStatusWidget\"]')"
                           " || !document.querySelector('[data-testid=\"stStatusWidget\"]').innerText"
                           ".match(/Running|Connecting/)", timeout=180_000)
    try:
        page.wait_for_function("() => document.querySelectorAll('[data-testid=\"stPlotlyChart\"] .main-svg').length",
                               timeout=60_000)
    except Exception:               # a page whose first screen has no chart still gets its screenshot
        pass
    page.wait_for_timeout(1500)


def main() -> None:
    from playwright.sync_api import sync_playwright

    DOCS.mkdir(exist_ok=True)
    proc, url = serve()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=["--no-sandbox", "--disable-gpu"])
            for i, file in enumerate(page_files()):
                stem = Path(file).stem
                ctx = browser.new_context(viewport=VIEWPORT)
                page = ctx.new_page()
                page.goto(f"{url}/{'' if i == 0 else stem}")
                settle(page)
                out = DOCS / f"{stem}.png"
                page.screenshot(path=str(out), full_page=False)
                print(out.relative_to(ROOT))
                ctx.close()
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=20)


if __name__ == "__main__":
    main()
