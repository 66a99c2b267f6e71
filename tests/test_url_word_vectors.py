"""Hostile links on the word-vectors page: each tab registers its own controls, and old tab labels open their tab.

Every key of every tab, one hostile value at a time, is swept by the generic ``tests/test_url_fuzz.py``. The keys
are not listed by hand: each tab is run once and the keys it registered with ``url_state`` are read from
``ui.state.registered``, so a new control is covered as soon as it exists.
"""
from __future__ import annotations


from ui import state
from tests import views
from ui.chapters.word_vectors.sections import TAB_ALIASES, TAB_IDS
from ui.strings.word_vectors import EN

PAGE = "pages/word_vectors.py"
TITLE = EN["word_vectors.title"]


def check(at) -> None:
    assert not at.exception, [e.value for e in at.exception]
    assert [t.value for t in at.title] == [TITLE]


def registered(tab: str) -> list[str]:
    at = views.render("word_vectors", {"wv_tab": tab})        # the tab's English render, shared (tests/views.py)
    check(at)
    keys = sorted(state.registered(at.session_state))
    assert "wv_tab" in keys
    return keys


@views.group("word_vectors")
def test_every_tab_registers_its_own_controls(app):
    seen = {tab: set(registered(tab)) for tab in TAB_IDS}
    assert {"wv_word", "wv_k", "wv_group"} <= seen["neigh"]
    assert {"wv_a", "wv_b", "wv_c", "wv_excl"} <= seen["analogy"]
    assert "wv_share" in seen["train"] and "wv_dim" in seen["geom"]


def test_old_label_links_open_the_same_tab(app):
    for label, tab in TAB_ALIASES.items():
        at = app(PAGE, wv_tab=label)
        check(at)
        assert at.session_state["wv_tab"] == tab
