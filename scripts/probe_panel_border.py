"""A probe, not a test: a 390 px phone in a live room picks radio options again and again (counting, step 5) while
its watch fragment ticks; after each pick, is the lesson panel still keyed and bordered? (Streamlit #16708: a
fragment's stale-node cleanup scoped to the wrong run.)

    python scripts/probe_panel_border.py 60        # 60 picks; prints how many lost the panel's key or border
"""
import os
import random
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import sync_playwright  # noqa: E402

from lm_core.lessons.store import SQLiteStore  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, start_server, stop_server  # noqa: E402

PANEL = """() => { const p = document.querySelector('.st-key-lesson_panel');
    if (!p) return 'no panel';
    return parseFloat(getComputedStyle(p).borderTopWidth) > 0 ? 'ok' : 'no border'; }"""


def main(picks: int) -> int:
    folder = Path(tempfile.mkdtemp())
    db = folder / "rooms.sqlite3"
    os.environ["TBT_STORE"] = str(db)
    store = SQLiteStore(db)
    made = store.create("counting")
    store.set_step(made.code, made.key, 5)
    proc, url = start_server(folder / "server.log")
    bad = 0
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
            page.goto(f"{url}/?room={made.code}")
            page.wait_for_selector(".st-key-lesson_panel", timeout=60_000)
            page.wait_for_timeout(2000)
            options = page.locator(".st-key-lesson_panel [role=radiogroup] label")
            for i in range(picks):
                options.nth(i % 3).click()
                page.wait_for_timeout(random.randint(300, 1700))      # across the watch's 1.5 s ticks
                seen = page.evaluate(PANEL)
                if seen != "ok":
                    bad += 1
                    print(f"pick {i}: {seen}", flush=True)
            browser.close()
    finally:
        stop_server(proc)
    print(f"{bad} of {picks} picks lost the panel's key or border")
    return bad


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
