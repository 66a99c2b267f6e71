"""Attention page timings and our attention vs PyTorch's fused kernel.

    python -m bench.bench_attention

Page timings are AppTest reruns of the attention page, reported as ratios to a trivial rerun (no widget
changed) in the same process. Kernel timings compare lm_core.tiny_transformer.causal_attention (which also
returns the weights) with torch.nn.functional.scaled_dot_product_attention on the same tensors.
"""
from __future__ import annotations

import time

import torch
import torch.nn.functional as F

from bench.common import ROOT, best_time, report
from lm_core.attention import attention as att
from lm_core.attention.tiny_transformer import causal_attention

PAGE = "pages/attention.py"


def page_timings() -> dict:
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    at.switch_page(PAGE)
    start = time.perf_counter()
    at.run()
    first = time.perf_counter() - start
    assert not at.exception

    def timed(action) -> float:
        start = time.perf_counter()
        action()
        assert not at.exception, [e.value for e in at.exception]
        return time.perf_counter() - start

    trivial = min(timed(at.run) for _ in range(3))
    temps = iter([0.5, 1.5, 2.0, 1.0])
    slider = min(timed(lambda: at.select_slider(key="at_temp").set_value(next(temps)).run()) for _ in range(3))
    sentences = iter(["the dog bites the man", "il gatto nero salta", "a b c d e f"])
    sentence = min(timed(lambda: at.text_input(key="at_sent").set_value(next(sentences)).run()) for _ in range(3))
    rows = {"first_run_s": first, "trivial_rerun_s": trivial, "move_temperature_ratio": slider / trivial,
            "type_sentence_ratio": sentence / trivial}
    for tab in ("2 · Scaling, stability", "3 · Low rank", "4 · Heads, order, depth",
                "6 · Trained on names"):
        def open_tab(tab=tab):
            at.session_state["at_tab"] = tab
            at.run()
        first_open = timed(open_tab)
        again = timed(at.run)
        rows[f"tab{tab[0]}_open_ratio"] = first_open / trivial
        rows[f"tab{tab[0]}_rerun_ratio"] = again / trivial
    return rows


def kernel_timings() -> dict:
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(0)
    rows = {}
    for name, shape in {"names_1x4x16x16": (1, 4, 16, 16), "batch_64x4x16x16": (64, 4, 16, 16),
                        "minilm_1x12x64x32": (1, 12, 64, 32)}.items():
        q, k, v = (torch.randn(*shape, generator=g) for _ in range(3))
        with torch.no_grad():
            ours = best_time(lambda: causal_attention(q, k, v), repeat=7, number=50)
            ref = best_time(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True), repeat=7, number=50)
        rows[f"{name}_ours_us"] = ours * 1e6
        rows[f"{name}_sdpa_us"] = ref * 1e6
        rows[f"{name}_ours_over_sdpa"] = ours / ref
    toy = att.draw_toy(att.split_sentence(att.BOOK_SENTENCE))
    rows["toy_numpy_attend_us"] = best_time(lambda: att.attend(toy.E, toy.WA, toy.WB, toy.WC),
                                            repeat=7, number=200) * 1e6
    return rows


if __name__ == "__main__":
    report("bench_attention_kernels", kernel_timings())
    report("bench_attention_page", page_timings())
