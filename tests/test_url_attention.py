"""Hostile links never break the attention page (issue 14).

Every key of every tab gets every hostile value in the generic ``tests/test_url_fuzz.py`` (refused ones together,
accepted ones alone, random combinations); this file adds what is particular to the page: a refused value named
in the notice, and the encoder tab's keys, which only exist once the model is loaded (slow). Nothing may raise,
and the page's title must still render.
"""
from __future__ import annotations

import random

import pytest

from ui import state


PAGE = "pages/attention.py"
TITLE = "Attention: a learned weighted average"
HOSTILE = ["99999", "-99999", "nan", "1e308", "", "zzz"]
ALWAYS = {"naming", "seed"}                    # the sidebar's keys: another helper's fuzz covers them


def random_unicode(rng: random.Random, n: int = 12) -> str:
    pool = [chr(c) for c in (*range(0x20, 0x7f), *range(0xa0, 0x2fff), *range(0x1f300, 0x1f64f))]
    return "".join(rng.choice(pool) for _ in range(n))


def assert_page_ok(at, query):
    assert not at.exception, (query, [e.value for e in at.exception])
    assert any(t.value == TITLE for t in at.title), query


def test_a_refused_value_falls_back_and_is_named(app):
    at = app(PAGE, at_d="99999", at_temp="1e308", at_tab="zzz")
    assert at.slider(key="at_d").value == 6 and at.select_slider(key="at_temp").value == 1.0
    assert at.session_state["at_tab"] == "mechanism"
    toast = " ".join(t.value for t in at.toast)
    assert "at_d" in toast and "at_temp" in toast and "at_tab" in toast


@pytest.mark.slow
def test_encoder_keys_with_hostile_values(app):
    """Every hostile value of the encoder's keys: the refused ones all in one run (each key back at its default),
    each accepted one (by ``ui.state.accept``, as ``url_state`` decides) in its own, with the encoder loaded."""
    from ui.state import accept

    loaded = app(PAGE, at_tab="encoder")
    loaded.session_state["at_enc_load"] = True
    loaded.run()
    keys = ("at_enc_text", "at_enc_l", "at_enc_h")
    assert set(keys) <= set(state.registered(loaded.session_state)) - ALWAYS
    defaults, specs = state.registered(loaded.session_state), state.declared(loaded.session_state)
    rng = random.Random(3)
    refused, accepted = {}, {}
    for key in keys:
        for value in [*HOSTILE, random_unicode(rng), "7"]:
            ok, parsed = accept(value, defaults[key], **specs[key])
            if ok:
                accepted.setdefault((key, repr(parsed)), {key: value})
            else:
                refused.setdefault(key, value)
    for query in [refused, *accepted.values()]:
        at = app(PAGE, at_tab="encoder", **query)
        at.session_state["at_enc_load"] = True
        at.run()
        assert_page_ok(at, query)
        if query is refused:
            assert all(at.session_state[k] == defaults[k] for k in refused), refused
