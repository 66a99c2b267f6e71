"""Decimal marks on Italian and Hungarian pages (issue 21 §9).

A slider's value and its two bounds are written in the page's language: 1,00 on an Italian or Hungarian page, 1.00
on an English one, with as many decimals as English showed before (Streamlit's float slider wrote ``%0.2f``; a
select slider without labels wrote ``str``). The link keeps its value as it was (``ct_temp=0.3``), a value off a
slider's grid is refused like any invalid value, and the tokens table groups its counts as its caption does.
"""
from __future__ import annotations

import pandas as pd
import pytest

from ui.chapters.count_table.sections import ALPHAS
from ui.chapters.rnn_gradients.sections import FORGET_BIASES, TAUS

NBSP = "\u00a0"
LANGS = ("en", "it", "hu")


def grid(lo: float, hi: float, step: float) -> list[str]:
    """What ``st.slider(lo, hi, step=step)`` wrote in English: each value with its default format ``%0.2f``."""
    n = round((hi - lo) / step)
    return ["%0.2f" % (lo + i * step) for i in range(n + 1)]


# view -> (key, English labels of every option, the English thumb at the default value)
VIEWS = {
    "count_table": ("pages/count_table.py", {}, (
        ("ct_temp", grid(0.1, 3.0, 0.1), "1.00"),
        ("ct_alpha", [str(a) for a in ALPHAS], "1.0"),
    )),
    "attention": ("pages/attention.py", {}, (
        ("at_temp", grid(0.05, 5.0, 0.05), "1.00"),
    )),
    "rnn_vanish": ("pages/rnn_gradients.py", {"rnn_tab": "vanish"}, (
        ("rnn_s", grid(0.5, 3.0, 0.1), "1.00"),
        ("rnn_in", grid(0.0, 3.0, 0.25), "1.00"),
    )),
    "rnn_gates": ("pages/rnn_gradients.py", {"rnn_tab": "gates"}, (
        ("rnn_fb", [str(b) for b in FORGET_BIASES], "1.0"),
    )),
    "rnn_clip": ("pages/rnn_gradients.py", {"rnn_tab": "clip"}, (
        ("rnn_tau", [str(x) for x in TAUS], "1.0"),
    )),
}


def in_lang(text: str, lang: str) -> str:
    """An English-written decimal as Italian and Hungarian write it (none of these has a thousands separator)."""
    return text if lang == "en" else text.replace(".", ",")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("view", list(VIEWS))
def test_slider_numbers_follow_the_page_language(page_in, view, lang):
    page, query, controls = VIEWS[view]
    at = page_in(page, lang, **query)
    for key, english, thumb in controls:
        slider = at.select_slider(key=key)
        want = [in_lang(s, lang) for s in english]
        assert slider.options == want, (key, lang, slider.options)           # every label, the two bounds too
        assert slider.format_func(slider.value) == in_lang(thumb, lang), (key, lang)      # the thumb's text
        assert slider.value == float(thumb)                                   # the value itself is the number
        if lang != "en":
            assert not any("." in s for s in slider.options), (key, slider.options)


def test_an_italian_page_keeps_the_links_values(page_in):
    at = page_in("pages/count_table.py", "it")
    at.select_slider(key="ct_temp").set_value(0.3).run()
    at.select_slider(key="ct_alpha").set_value(0.5).run()
    assert not at.exception
    assert at.query_params["ct_temp"] == "0.3" and at.query_params["ct_alpha"] == "0.5"     # a point in the URL
    assert at.select_slider(key="ct_temp").format_func(at.select_slider(key="ct_temp").value) == "0,30"


def test_an_italian_rnn_page_keeps_the_links_values(page_in):
    at = page_in("pages/rnn_gradients.py", "it", rnn_tab="vanish", rnn_s="1.3", rnn_in="0.25")
    assert at.select_slider(key="rnn_s").value == 1.3 and at.select_slider(key="rnn_in").value == 0.25
    at.select_slider(key="rnn_s").set_value(1.2).run()
    assert not at.exception and at.query_params["rnn_s"] == "1.2" and at.query_params["rnn_in"] == "0.25"


@pytest.mark.parametrize("page, key, value, hungarian", [
    ("pages/attention.py", "at_temp", 2.5, "2,50"),
    ("pages/count_table.py", "ct_alpha", 0.5, "0,5"),
    ("pages/count_table.py", "ct_temp", 0.3, "0,30"),
])
def test_a_language_switch_keeps_the_sliders_value(app, page, key, value, hungarian):
    """The browser sends a select slider's value as its label; after the switch that is the English label."""
    at = app(page)
    at.select_slider(key=key).set_value(value).run()
    at.selectbox(key="lang").set_value("hu").run()
    slider = at.select_slider(key=key)
    assert not at.exception and slider.value == value, (key, slider.value)
    assert slider.format_func(slider.value) == hungarian and hungarian in slider.options
    assert at.query_params[key] == str(value)
    at.selectbox(key="lang").set_value("en").run()
    assert at.select_slider(key=key).value == value


@pytest.mark.parametrize("page, key, raw", [
    ("pages/count_table.py", "ct_temp", "1.03"),
    ("pages/attention.py", "at_temp", "0.33"),
    ("pages/rnn_gradients.py", "rnn_s", "1.25"),
    ("pages/rnn_gradients.py", "rnn_in", "0.3"),
])
def test_a_value_off_the_grid_is_refused_and_named(app, page, key, raw):
    at = app(page, timeout=180, **{key: raw})
    assert at.select_slider(key=key).value == 1.0                        # the default
    assert key in " ".join(t.value for t in at.toast)                    # the notice names it
    assert key not in at.query_params


@pytest.mark.parametrize("raw, value, published", [
    ("0.30000000000000004", 0.3, "0.3"),          # float noise: the grid's value
    ("2", 2.0, "2.0"),                            # a hand-made integer
    ("3.0", 3.0, "3.0"),                          # the upper bound
])
def test_values_on_the_grid_are_taken(app, raw, value, published):
    at = app("pages/count_table.py", ct_temp=raw)
    assert at.select_slider(key="ct_temp").value == value
    assert not at.toast
    assert at.query_params["ct_temp"] == published


@pytest.mark.parametrize("lang", LANGS)
def test_the_tokens_table_groups_its_counts_as_its_caption(page_in, lang):
    from streamlit.dataframe_util import convert_arrow_bytes_to_pandas_df

    at = page_in("pages/tokens.py", lang)
    table = at.dataframe[0]
    data = table.value
    shown = convert_arrow_bytes_to_pandas_df(table.proto.arrow_data.styler.display_values)
    ints = [c for c in data.columns if pd.api.types.is_integer_dtype(data[c])]
    assert len(ints) >= 2                                         # the vocabulary and the held-out tokens at least
    sep = "," if lang == "en" else NBSP
    for col in ints:
        assert list(shown[col]) == [f"{v:,}".replace(",", sep) for v in data[col]], (col, list(shown[col]))
    assert any(v >= 1_000_000 for col in ints for v in data[col])          # a number with two separators
    big = max(shown[ints[1]], key=len)                                     # the chars row's 1 621 177
    assert big in " ".join(c.value for c in at.caption)                    # written as the caption writes it
    floats = [c for c in data.columns if pd.api.types.is_float_dtype(data[c])]
    assert floats
    for col in floats:                                            # the floats as before
        assert list(shown[col]) == [in_lang(str(float(v)), lang) for v in data[col]]
