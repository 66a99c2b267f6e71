"""What the take-home controls cost a page run: ``charts.show`` with the mode-bar config and the CSV button vs a
bare ``st.plotly_chart`` (as it was before), on the two biggest figures (the count-table heatmap, the word map),
and what the CSV costs when a visitor clicks (it is made then, not on every run).

Run: python -m bench.bench_export
Both sides run inside the same AppTest script run, so the ratio is what a page pays.
"""
from __future__ import annotations

import torch

from bench.common import ROOT, report


def script() -> None:
    """Runs inside AppTest: builds the two figures and times each way of showing them (best of 15)."""
    import sys
    import time
    from pathlib import Path

    import numpy as np
    import streamlit as st

    ROOT_DIR = Path(st.session_state["_root"])
    sys.path.insert(0, str(ROOT_DIR))

    from lm_core.counting.bigram import BigramData, probabilities
    from lm_core.words import load_word_list
    from ui import charts, export
    from ui.chapters.count_table import charts as charts_count
    from ui.chapters.word_vectors import charts as charts_wordvec

    data = BigramData.build(load_word_list(ROOT_DIR / "assets" / "names.txt").words)
    N, P = data.N.numpy(), probabilities(data.N, 1.0).numpy()
    itos = data.vocab.itos
    heat = charts_count.count_heatmap(N, P, itos, show="counts", log=True, outline_empty=True, numbers=True,
                                      hovertemplate="%{customdata[0]}", colorbar_title="", x_title="x", y_title="y")
    rng = np.random.default_rng(0)
    words = [f"w{i}" for i in range(80)]
    wmap = charts_wordvec.word_map(rng.normal(size=(80, 2)), words, [str(i % 4) for i in range(80)], title="map")
    out = {}
    for name, fig in (("heatmap", heat), ("word_map", wmap)):
        for way in ("bare", "show"):
            times = []
            for i in range(15):
                start = time.perf_counter()
                if way == "bare":
                    st.plotly_chart(fig, width="stretch", key=f"{name}_{way}_{i}", theme=None,
                                    config={"displaylogo": False})
                else:
                    charts.show(fig, key=f"{name}_{way}_{i}")
                times.append(time.perf_counter() - start)
            out[f"{name}_{way}_s"] = min(times)
        times = []
        for _ in range(5):
            start = time.perf_counter()
            export.csv_bytes(fig)
            times.append(time.perf_counter() - start)
        out[f"{name}_csv_on_click_s"] = min(times)
        out[f"{name}_csv_bytes"] = len(export.csv_bytes(fig))
    start = time.perf_counter()
    export.csv_bytes(lambda: export.matrix_pairs({"count": N, "probability": P}, itos, itos, "row", "col"))
    out["heatmap_explicit_csv_on_click_s"] = time.perf_counter() - start
    st.session_state["bench"] = out


def main() -> None:
    torch.set_num_threads(1)
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_function(script, default_timeout=300)
    at.session_state["_root"] = str(ROOT)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    rows = dict(at.session_state["bench"])
    for name in ("heatmap", "word_map"):
        rows[f"{name}_show_over_bare"] = rows[f"{name}_show_s"] / rows[f"{name}_bare_s"]
    report("export", rows)


if __name__ == "__main__":
    main()
