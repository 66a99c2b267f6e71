"""Tokens-page speed: the first load (cold caches, then warm), one merges-slider move, one new sentence.

Run: python -m bench.bench_tokens
Ratios are against a rerun of the same page that changes nothing, measured in the same process; the cold
first load is also given as a ratio to a warm load (what the 59 visitors after the first one get).
"""
from __future__ import annotations

import time

import torch

from bench.common import ROOT, median_time, report


def main() -> None:
    torch.set_num_threads(1)
    from streamlit.testing.v1 import AppTest

    def fresh() -> AppTest:
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=300)
        at.switch_page("pages/tokens.py")
        return at

    start = time.perf_counter()
    at = fresh()
    at.run()
    cold = time.perf_counter() - start
    assert not at.exception, at.exception
    warm = median_time(lambda: fresh().run(), repeat=5)          # a new session on a warm server
    nothing = median_time(lambda: at.run(), repeat=5)
    merges = iter([2048, 512] * 10)
    slider = median_time(lambda: at.select_slider(key="merges").set_value(next(merges)).run(), repeat=6)
    sentences = iter([f"sentence number {i} about the tokens" for i in range(10)])
    sentence = median_time(lambda: at.text_area(key="sentence").set_value(next(sentences)).run(), repeat=5)
    report("tokens", {
        "first load, cold caches (s)": cold,
        "first load of a new session, warm caches (s)": warm,
        "page rerun, nothing changed (s)": nothing,
        "merges slider moved (s)": slider,
        "new sentence typed (s)": sentence,
        "cold / warm first load (x)": cold / warm,
        "merges move / unchanged rerun (x)": slider / nothing,
        "new sentence / unchanged rerun (x)": sentence / nothing,
    })


if __name__ == "__main__":
    main()
