"""The class benchmark's service-time and burst modes (bench/class_modes.py): their summaries, without a server."""
from __future__ import annotations

from bench import class_modes


def test_service_summary_takes_medians_per_view_and_pages_apart_from_tabs(capsys):
    new = {"home": [0.05, 0.04, 0.06], "neural": [0.09, 0.08, 0.10], "neural[tab 2]": [0.2, 0.3, 0.1]}
    old = {"home": [0.10, 0.12, 0.11], "neural": [0.30, 0.27, 0.33], "neural[tab 2]": [0.6, 0.6, 0.6]}
    out = class_modes.print_service([new, old], ["new", "old"])
    assert out["new"]["median_over_pages_s"] == 0.07             # median of the page medians 0.05 and 0.09
    assert out["new"]["max_page_median_s"] == 0.09 and out["new"]["max_view_median_s"] == 0.2
    assert out["old"]["per_view_median_s"]["neural"] == 0.3
    printed = capsys.readouterr().out
    assert "3.00x" in printed and "2.20x" in printed              # old / new per view: 0.6 / 0.2, 0.11 / 0.05


def test_percentile_is_nearest_rank():
    assert class_modes._pct(list(range(1, 61)), 95) == 57 and class_modes._pct([2.0], 95) == 2.0
    assert class_modes._label("") == "home" and class_modes._label("tokens") == "tokens"
