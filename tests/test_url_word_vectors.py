"""Hostile links on the word-vectors page: random combinations of keys and old tab labels never break it.

Every key of every tab, one hostile value at a time, is swept by the generic ``tests/test_url_fuzz.py``. The keys
are not listed by hand: each tab is run once and the keys it registered with ``url_state`` are read from
``ui.state.registered``, so a new control is covered as soon as it exists.
"""
from __future__ import annotations

import random

from ui import state
from ui.chapters.word_vectors.sections import TAB_ALIASES, TAB_IDS
from ui.strings.wv import EN

PAGE = "pages/word_vectors.py"
TITLE = EN["wv.title"]


def random_unicode(seed: int, n: int = 24) -> str:
    """Letters from many scripts, emoji, combining marks, a right-to-left override and zero-width characters."""
    rng = random.Random(seed)
    ranges = [(0x41, 0x7A), (0xC0, 0x24F), (0x370, 0x3FF), (0x400, 0x4FF), (0x590, 0x6FF), (0x300, 0x36F),
              (0x4E00, 0x4E80), (0x1F600, 0x1F64F), (0x200B, 0x200F), (0x202A, 0x202E)]
    return "".join(chr(rng.randint(*rng.choice(ranges))) for _ in range(n))


HOSTILE = ["99999", "-99999", "nan", "1e308", "", "zzz", random_unicode(0)]


def check(at) -> None:
    assert not at.exception, [e.value for e in at.exception]
    assert [t.value for t in at.title] == [TITLE]


def registered(app, tab: str) -> list[str]:
    at = app(PAGE, wv_tab=tab)
    check(at)
    keys = sorted(state.registered(at.session_state))
    assert "wv_tab" in keys
    return keys


def test_every_tab_registers_its_own_controls(app):
    seen = {tab: set(registered(app, tab)) for tab in TAB_IDS}
    assert {"wv_word", "wv_k", "wv_group"} <= seen["neigh"]
    assert {"wv_a", "wv_b", "wv_c", "wv_excl"} <= seen["analogy"]
    assert "wv_share" in seen["train"] and "wv_dim" in seen["geom"]


def test_random_combinations(app):
    keys = sorted(set().union(*(registered(app, tab) for tab in TAB_IDS)))
    rng = random.Random(2147483647)
    tab_values = [*TAB_IDS, *TAB_ALIASES, *HOSTILE]
    for i in range(8):
        query = {k: rng.choice(HOSTILE + [random_unicode(100 + i)]) for k in rng.sample(keys, rng.randint(2, 6))}
        query["wv_tab"] = rng.choice(tab_values)
        check(app(PAGE, **query))


def test_old_label_links_open_the_same_tab(app):
    for label, tab in TAB_ALIASES.items():
        at = app(PAGE, wv_tab=label)
        check(at)
        assert at.session_state["wv_tab"] == tab
