"""Fast unit tests of the class benchmark's pieces (no server): page list, percentiles, message decoding."""
from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.proto.Delta_pb2 import Delta
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

from bench.load_class import PageStats, label, parse_pages, percentile, soak_word_list
from bench.st_client import RunResult, StreamlitSession, pages_from_app, process_memory
from lm_core.words import parse_word_list

ROOT = Path(__file__).resolve().parent.parent


def test_pages_follow_the_chapters():
    from ui.chapters import CHAPTERS

    pages = pages_from_app()
    assert pages[0] == "" and "count_table" in pages
    assert pages == ["", *(c.stem for c in CHAPTERS[1:])]
    assert len(pages) == len(set(pages)) == sum((ROOT / "pages" / f"{p or 'home'}.py").exists() for p in pages)


def test_parse_pages():
    assert parse_pages(["home", "/count_table"], ["", "count_table"]) == ["", "count_table"]
    assert label("") == "home" and label("neural") == "neural"
    with pytest.raises(SystemExit):
        parse_pages(["nope"], ["", "count_table"])


def test_percentile_nearest_rank():
    xs = list(range(1, 21))                      # 1..20
    assert percentile(xs, 50) == 10 and percentile(xs, 95) == 19 and percentile(xs, 100) == 20
    assert percentile([3.0], 95) == 3.0


def test_summary_counts_drops_timeouts_and_exceptions():
    st = PageStats("neural", loads=[RunResult(0.5, "ok", page="neural"), RunResult(120.0, "timeout"),
                                    RunResult(1.0, "dropped"),
                                    RunResult(0.7, "ok", exceptions=["ValueError: x"], errors=["bad"], page="neural")],
                   moves=[RunResult(0.2, "ok", page="")])                 # a move that reran another page
    s = st.summary(timeout=120)
    assert (s["sessions"], s["dropped"], s["timeouts"], s["exceptions"], s["error_alerts"]) == (4, 1, 1, 1, 1)
    assert s["wrong_page"] == 1
    assert s["load_median_s"] == 0.7 and s["load_p95_s"] == 120.0          # a timeout counts as the full wait
    assert s["first_exception"] == "ValueError: x" and s["move_median_s"] == 0.2


def _delta_msg(fill) -> Delta:
    fwd = ForwardMsg()
    fill(fwd.delta.new_element)
    return fwd.delta


def test_deltas_are_decoded_into_widgets_errors_and_text():
    s = StreamlitSession("http://127.0.0.1:1")
    r = RunResult(0.0, "ok")
    s._take_delta(_delta_msg(lambda el: setattr(el.number_input, "id", "$$ID-abc123-seed")), r)
    s._take_delta(_delta_msg(lambda el: setattr(el.slider, "id", "$$ID-def456-ct_alpha")), r)
    s._take_delta(_delta_msg(lambda el: setattr(el.button, "id", "$$ID-0a1b2c-None")), r)     # no user key
    s._take_delta(_delta_msg(lambda el: setattr(el.markdown, "body", "Samples: ab ba")), r)
    s._take_delta(_delta_msg(lambda el: (setattr(el.alert, "body", "oops"), setattr(el.alert, "format", 1))), r)
    s._take_delta(_delta_msg(lambda el: (setattr(el.alert, "body", "fine"), setattr(el.alert, "format", 3))), r)
    s._take_delta(_delta_msg(lambda el: (setattr(el.exception, "type", "KeyError"),
                                         setattr(el.exception, "message", "'x'"))), r)
    assert s.widgets == {"seed": ("$$ID-abc123-seed", "number_input"), "ct_alpha": ("$$ID-def456-ct_alpha", "slider")}
    assert r.markdown == ["Samples: ab ba"] and r.errors == ["oops"] and r.exceptions == ["KeyError: 'x'"]
    assert r.elements == 7


def test_keyed_tabs_are_found_with_their_labels():
    s = StreamlitSession("http://127.0.0.1:1")
    r = RunResult(0.0, "ok")
    fwd = ForwardMsg()
    fwd.delta.add_block.tab_container.id = "$$ID-99-at_tab"
    s._take_delta(fwd.delta, r)
    for name in ("one", "two"):
        fwd = ForwardMsg()
        fwd.delta.add_block.tab.label = name
        s._take_delta(fwd.delta, r)
    assert s.tabs == {"at_tab": ["one", "two"]} and s.widgets["at_tab"][1] == "tab_container"


def test_client_refuses_remote_servers():
    with pytest.raises(ValueError):
        StreamlitSession("http://example.com:8501")


def test_soak_word_lists_are_valid_and_all_different():
    lists = [soak_word_list(i) for i in range(1, 30)]
    assert len(set(lists)) == len(lists)
    for data in lists[:5]:
        wl = parse_word_list(data, "soak.txt")
        assert len(wl) >= 10 and not wl.dropped


def test_process_memory_reads_this_process():
    import os

    mem = process_memory(os.getpid())
    assert mem["processes"] >= 1 and 0 < mem["rss"] <= mem["peak"]
