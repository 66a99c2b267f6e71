"""Speed and memory of the sentences page: first load (cold vs warm), a typed query, a typed layer chart.

    nice -n 10 python -m bench.bench_sentences            # in-process (AppTest), ~1 minute
    nice -n 10 python -m bench.bench_sentences --server   # also: a real server, every page opened once, its RSS

Ratios against a reference measured in the same process: a warm page run against the cold one (what a class
pays after the first visitor), a typed query against the bare matrix product, a typed layer chart against one
plain forward pass of the same model.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time

from bench.common import ROOT, best_time, median_time, report

PAGE = "pages/sentences.py"


def apptest():
    from streamlit.runtime.pages_manager import PagesManager
    from streamlit.testing.v1 import AppTest

    original = PagesManager.__init__

    def init(self, *a, **k):
        original(self, *a, **k)
        PagesManager.uses_pages_directory = False     # as tests/conftest.py's app fixture

    PagesManager.__init__ = init
    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=600)
    at.switch_page(PAGE)
    return at


def rss_mb(pid: int | str = "self") -> float:
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def server_rss() -> dict:
    """Start a real server on 127.0.0.1, open every page once in Chromium (both models load), read its RSS."""

    from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, _free_port, wait_idle
    from playwright.sync_api import sync_playwright

    from ui.chapters import CHAPTERS

    pages = [(c.page,) for c in CHAPTERS]
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
                             "--server.address", "127.0.0.1", "--server.headless", "true",
                             "--browser.gatherUsageStats", "false"], cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    out = {}
    try:
        time.sleep(8)
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 720})
            page.set_default_timeout(300_000)
            order = [p for p in pages if p[0] != PAGE] + [p for p in pages if p[0] == PAGE]
            for file, *_rest in order:
                path = "" if file == pages[0][0] else file.split("/")[-1][:-3]
                if file == PAGE:
                    out["server RSS, every other page opened (MB)"] = rss_mb(proc.pid)
                start = time.perf_counter()
                page.goto(f"http://127.0.0.1:{port}/{path}")
                wait_idle(page, timeout=300_000)
                if path == "attention":       # the pretrained encoder loads only behind its toggle
                    page.get_by_role("tab", name="7 · Pretrained encoder").click()
                    page.get_by_test_id("stMain").get_by_text("Load the pretrained encoder").click()
                    wait_idle(page, timeout=300_000)
                out[f"first open /{path} (s)"] = time.perf_counter() - start
            start = time.perf_counter()
            page.goto(f"http://127.0.0.1:{port}/sentences")
            wait_idle(page)
            out["second open /sentences, warm caches (s)"] = time.perf_counter() - start
            browser.close()
        out["server RSS, every page opened, both models loaded (MB)"] = rss_mb(proc.pid)
        out["what the sentences page adds (MB)"] = (out["server RSS, every page opened, both models loaded (MB)"]
                                                   - out["server RSS, every other page opened (MB)"])
    finally:
        proc.terminate()
        proc.wait(timeout=20)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", action="store_true")
    args = parser.parse_args()
    import torch

    torch.set_num_threads(1)
    from lm_core.encoders import contextual, sentence_eval as se
    from ui.chapters.sentences import cache as sc

    at = apptest()
    start = time.perf_counter()
    at.run()
    cold = time.perf_counter() - start
    warm = median_time(lambda: apptest().run(), repeat=3)
    rows = {"page run, cold (models load, curves computed) (s)": cold,
            "page run, warm caches (what each later visitor costs) (s)": warm,
            "warm / cold": warm / cold}

    m, tok = sc.model("minilm")
    texts, E = sc.search_index("minilm")
    q = sc.query_vector.__wrapped__("minilm", "Two dogs play in the snow.")
    bare = best_time(lambda: se.search(q, E, 5), repeat=20)
    typed = best_time(lambda: se.search(contextual.encode(m, tok, ["Two dogs play in the snow."]), E, 5), repeat=5)
    rows.update({"search, the four lines on 200 x 384 (ms)": 1e3 * bare,
                 "typed query, MiniLM encode + search (ms)": 1e3 * typed,
                 "typed query / bare matrix product": typed / bare})
    a, b = "The bank raised its rates again.", "We walked along the bank at dusk."
    enc = tok(a, return_tensors="pt")
    forward = best_time(lambda: m(**enc), repeat=5)
    chart = best_time(lambda: contextual.layer_cosines(contextual.word_by_layer(m, tok, a, "bank"),
                                                       contextual.word_by_layer(m, tok, b, "bank")), repeat=5)
    rows.update({"typed layer chart, MiniLM, two sentences (ms)": 1e3 * chart,
                 "one plain MiniLM forward pass (ms)": 1e3 * forward,
                 "layer chart / forward pass": chart / forward,
                 "bench process RSS with both models (MB)": rss_mb()})
    if args.server:
        rows.update(server_rss())
    report("bench_sentences", rows)


if __name__ == "__main__":
    main()
