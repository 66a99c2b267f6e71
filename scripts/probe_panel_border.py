"""One-off probe (not in the suite): a phone in a live room picks radio options again and again while its watch
fragment ticks; after each pick, is the lesson panel still keyed and bordered? (Streamlit #16708)"""
import os
import random
import sys
import tempfile
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import sync_playwright
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, start_server, stop_server
from lm_core.lessons.store import SQLiteStore

N = int(sys.argv[1]) if len(sys.argv) > 1 else 40
folder = Path(tempfile.mkdtemp()); db = folder / "r.sqlite3"
os.environ["TBT_STORE"] = str(db)
store = SQLiteStore(db); made = store.create("counting"); store.set_step(made.code, made.key, 5)
proc, url = start_server(folder / "log")
bad = 0
try:
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        ctx = b.new_context(viewport={"width": 390, "height": 844}); page = ctx.new_page()
        page.goto(f"{url}/?room={made.code}")
        page.wait_for_selector(".st-key-lesson_panel", timeout=60000)
        page.wait_for_timeout(2000)
        radios = page.locator(".st-key-lesson_panel [role=radiogroup] label")
        for i in range(N):
            radios.nth(i % 3).click()
            page.wait_for_timeout(random.randint(300, 1700))
            ok = page.evaluate("""() => { const p = document.querySelector('.st-key-lesson_panel');
                if (!p) return 'no panel'; const cs = getComputedStyle(p);
                return parseFloat(cs.borderTopWidth) > 0 ? 'ok' : 'no border'; }""")
            if ok != "ok":
                bad += 1
                print("pick", i, ok, flush=True)
        b.close()
finally:
    stop_server(proc)
print(f"{bad} of {N} picks lost the panel's key or border")
