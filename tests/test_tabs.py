"""One way to build tabs (ui/tabs.py): every tabbed chapter's page uses a TabBar made from its spec; the bar runs
only the open tab, keeps the closed tabs' values and follows the URL's tab id."""
from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from ui import state
from ui.chapters import CHAPTERS
from ui.tabs import TabBar

ROOT = Path(__file__).resolve().parent.parent


def bars_of(stem: str) -> list[TabBar]:
    found = []
    for part in ("page", "sections"):
        module = importlib.import_module(f"ui.chapters.{stem}.{part}")
        found += [v for v in vars(module).values() if isinstance(v, TabBar)]
    return found


def test_every_tabbed_chapter_builds_its_tabs_with_one_tab_bar_from_its_spec():
    tabbed = [c for c in CHAPTERS if c.tabs]
    assert {c.stem for c in tabbed} == {"rnn_gradients", "attention", "word_vectors"}
    for c in tabbed:
        bars = bars_of(c.stem)
        assert len(bars) == 1 and bars[0].spec is c, c.stem
        assert bars[0].ids == c.tabs
    for c in CHAPTERS:
        if not c.tabs:
            assert bars_of(c.stem) == [], c.stem


def test_no_page_draws_a_tab_bar_of_its_own():
    # st.tabs for a page's tab bar goes through state.url_tabs, and url_tabs only through ui/tabs.py
    for path in (ROOT / "ui" / "chapters").rglob("*.py"):
        assert "url_tabs(" not in path.read_text(encoding="utf-8"), path


def test_the_draw_functions_must_match_the_specs_tabs():
    from ui.chapters.rnn_gradients import SPEC
    bar = TabBar(SPEC, str)
    with pytest.raises(AssertionError):
        bar.show({"vanish": lambda: None})                     # three tabs without a function
    with pytest.raises(AssertionError):
        TabBar(CHAPTERS[0], str)                               # the start page has no tabs


def _toy_page():
    import streamlit as st

    from ui import state
    from ui.spec import Chapter
    from ui.tabs import TabBar

    spec = Chapter(stem="toy", title="t", icon="i", group="g", projector=(), tab_key="toy_tab", tabs=("a", "b"))
    A = state.Param("toy_n", 3, lo=1, hi=9)
    bar = TabBar(spec, lambda i: f"Tab {i}", aliases={"Old A": "a"}, params=(A,), widget_keys=("toy_free",))
    state.start_run()
    bar.keep()

    def a():
        st.number_input("n", A.lo, A.hi, key="toy_n")
        st.text_input("free", key="toy_free")
        st.markdown("drew a")

    def b():
        st.markdown("drew b")

    st.session_state["active"] = bar.show({"a": a, "b": b})


def toy(**query) -> AppTest:
    at = AppTest.from_function(_toy_page)
    for k, v in query.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def drawn(at) -> list[str]:
    return [m.value for m in at.markdown if m.value.startswith("drew")]


def test_only_the_open_tab_runs_and_closed_tabs_keep_their_values():
    at = toy()
    assert drawn(at) == ["drew a"] and at.session_state["active"] == "a"
    assert state.registered(at.session_state) == {"toy_n": 3, "toy_tab": "a"}
    at.number_input(key="toy_n").set_value(7)
    at.text_input(key="toy_free").set_value("kept").run()
    at.session_state["toy_tab"] = "b"
    at.run()
    assert drawn(at) == ["drew b"] and at.session_state["active"] == "b"
    assert not at.number_input and not at.text_input                   # tab a's widgets are not drawn
    assert at.session_state["toy_n"] == 7 and at.session_state["toy_free"] == "kept"
    at.session_state["toy_tab"] = "a"
    at.run()
    assert drawn(at) == ["drew a"]
    assert at.number_input(key="toy_n").value == 7 and at.text_input(key="toy_free").value == "kept"


@pytest.mark.parametrize("value, tab", [("b", "b"), ("Old A", "a"), ("zzz", "a")])
def test_the_link_opens_its_tab_and_an_old_label_still_works(value, tab):
    at = toy(toy_tab=value)
    assert at.session_state["active"] == tab and drawn(at) == [f"drew {tab}"]
    assert at.tabs[0].label == "Tab a" and len(at.tabs) == 2
