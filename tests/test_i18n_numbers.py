"""Numbers follow the language (issue 13 §1): the formatter behind ``t()``, the ``num`` helper, tables, book figures
and plotly's separators; and the choice of the language itself (browser locale, ``lang`` in the URL)."""
from __future__ import annotations

import importlib
import json
import math
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
import torch

from lm_core import book
from tests.i18n_catalogue import NAMESPACES, sample_params
from ui import numbers as nb
from ui.i18n import LANGUAGES, language_of

ROOT = Path(__file__).resolve().parent.parent
NBSP = "\u00a0"

# ------------------------------------------------------------------------------------------------ the formatter

# (template, params, English, Italian/Hungarian): every spec kind, and plain fields left alone
CASES = [
    ("{x:.3f}", dict(x=2.45461), "2.455", "2,455"),
    ("{x:.4f}", dict(x=2.4546), "2.4546", "2,4546"),
    ("{n:,}", dict(n=32033), "32,033", f"32{NBSP}033"),
    ("{n:,}", dict(n=22713216), "22,713,216", f"22{NBSP}713{NBSP}216"),
    ("{x:,.2f}", dict(x=1234567.891), "1,234,567.89", f"1{NBSP}234{NBSP}567,89"),
    ("{p:.1%}", dict(p=0.1554), "15.5%", "15,5%"),
    ("{v:.2e}", dict(v=0.000012345), "1.23e-05", "1,23e-05"),
    ("{v:.3g}", dict(v=0.5), "0.5", "0,5"),
    ("{v:+.4f}", dict(v=-0.25), "-0.2500", "-0,2500"),
    ("{v:.2f}", dict(v=-3.14159), "-3.14", "-3,14"),
    ("{n}", dict(n=2147483647), "2147483647", "2147483647"),              # a seed: plain, untouched
    ("{y} {x}", dict(y=2013, x=0.5), "2013 0.5", "2013 0.5"),               # no spec: untouched
    ("{w:>6}", dict(w="abc"), "   abc", "   abc"),                           # a spec on text: untouched
    ("{v:.3f} {w:.3f}", dict(v=math.inf, w=math.nan), "inf nan", "inf nan"),  # readable, unchanged
    ("{v:.2f}", dict(v=np.float32(0.125)), "0.12", "0,12"),                 # numpy scalars are numbers
    ("{v:.2f}", dict(v=torch.tensor(0.5)), "0.50", "0,50"),                 # a 0-d tensor too
]


@pytest.mark.parametrize("template, params, en, other", CASES)
def test_formatter_every_spec_kind(template, params, en, other):
    assert nb.format_text(template, "en", params) == en
    for lang in ("it", "hu"):
        assert nb.format_text(template, lang, params) == other, lang


def test_a_number_without_a_spec_is_written_as_python_writes_it():
    # a float32 from a tensor reads as its short form, never widened to 0.10000000149011612
    assert [nb.fmt(v, "", "it") for v in (np.float32(0.1), 0.1, np.int64(7), 3)] == ["0.1", "0.1", "7", "3"]


def test_bools_are_flags_not_numbers():
    assert nb.fmt(True, "", "it") == "True" and not nb.is_number(True) and nb.is_number(np.int64(3))


def test_math_gets_a_braced_comma_and_thin_space():
    text = r"the mean $\bar x = {x:.3f}$ over $N = {n:,}$ draws, {y:.2f} outside"
    params = dict(x=0.5, n=12345, y=1.25)
    assert nb.format_text(text, "it", params) == r"the mean $\bar x = 0{,}500$ over $N = 12\,345$ draws, 1,25 outside"
    assert nb.format_text(text, "en", params) == text.format(**params)
    assert nb.format_text(r"costs \$5 and {x:.1f}", "hu", dict(x=2.5)) == r"costs \$5 and 2,5"   # an escaped $


def test_a_nested_spec_keeps_the_math_state():
    assert nb.format_text("${x:.{d}f}$", "it", dict(x=0.25, d=2)) == "$0{,}25$"


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_english_is_byte_identical_to_str_format(namespace):
    """Every English catalogue string, filled with sample values, comes out exactly as ``str.format`` made it."""
    module = importlib.import_module(f"ui.strings.{namespace}")
    for key, text in module.EN.items():
        if "%{" in text:                    # a plotly hover template, never passed through format
            continue
        params = sample_params(text)
        assert nb.format_text(text, "en", params) == text.format(**params), key


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_translated_catalogues_format_with_sample_values(namespace):
    """Each IT/HU string fills in (no bad spec) and its spec'd numbers are written with a decimal comma."""
    module = importlib.import_module(f"ui.strings.{namespace}")
    for lang in ("IT", "HU"):
        for key, text in getattr(module, lang, {}).items():
            if "%{" in text:
                continue
            out = nb.format_text(text, lang.lower(), sample_params(text))
            if any(spec for _, _, spec, _ in nb.LocalFormatter("it").parse(text) if spec and "f" in spec):
                assert "1234.5" not in out and "1,234.5" not in out, (key, out)


# --------------------------------------------------------------------------------------- num, text, tables, book


def test_num_helper():
    assert nb.num(2.45461, ".4f", lang="en") == "2.4546"
    assert nb.num(2.45461, ".4f", lang="it") == "2,4546"
    assert nb.num(32033, ",", lang="hu") == f"32{NBSP}033"
    assert nb.num(-0.000224, ".1e", lang="hu") == "-2,2e-04"
    assert nb.num(0.999, "g", lang="it") == "0,999"
    assert nb.num(7, "", lang="it") == "7"
    assert nb.num(2.5, ".1f", lang="it", math=True) == "2{,}5"
    assert nb.separators("en") == ".," and nb.separators("it") == nb.separators("hu") == "," + NBSP


def test_formatter_fixes_the_language_when_made():
    f = nb.formatter(",", lang="hu")
    assert f(2048) == f"2{NBSP}048" and nb.formatter("g", lang="en")(0.5) == "0.5"


def test_localise_text_rewrites_numbers_not_punctuation():
    assert nb.localise_text("[0.208 0.109 0.425]", "it") == "[0,208 0,109 0,425]"
    assert nb.localise_text("king 0.693, wife 0.629", "hu") == "king 0,693, wife 0,629"
    assert nb.localise_text("150,994,944 and 1.81·10⁹", "it") == f"150{NBSP}994{NBSP}944 and 1,81·10⁹"
    assert nb.localise_text("2,4254", "hu") == "2,4254"                  # already Hungarian: left alone
    assert nb.localise_text("BPE-512, BPE-2048", "hu") == "BPE-512, BPE-2048"
    assert nb.localise_text("0.905", "en") == "0.905"


def test_book_figures_follow_the_language_in_t_params():
    assert nb.format_text("book: {v}", "it", dict(v=book.PATH_0999)) == "book: 0,905"
    assert nb.format_text("book: {v}", "en", dict(v=book.PATH_0999)) == "book: 0.905"
    assert nb.format_text("{v}", "hu", dict(v=book.GPT3_FULL)) == f"150{NBSP}994{NBSP}944"


def test_frame_styles_float_columns_and_keeps_the_data():
    df = pd.DataFrame({"word": ["a", "b"], "p": [0.25, 1234.5], "n": [3, 4]})
    assert nb.frame(df, "en") is df
    styled = nb.frame(df, "it")
    assert styled.data is df                                            # the numbers underneath are untouched
    html = styled.to_html()
    assert "0,25" in html and "1234,5" in html and ">3<" in html
    dup = pd.DataFrame([[0.5, 0.5]], columns=["x", "x"])
    assert nb.frame(dup, "it") is dup                                   # a Styler needs unique labels


# ----------------------------------------------------------------------------------------- choosing the language


@pytest.mark.parametrize("locale, lang", [("it-IT", "it"), ("it", "it"), ("hu", "hu"), ("hu-HU", "hu"),
                                          ("HU_hu", "hu"), ("en-US", "en"), ("de-DE", "en"), ("", "en"), (None, "en")])
def test_browser_locale_to_language(locale, lang):
    assert language_of(locale) == lang


def test_three_languages():
    assert LANGUAGES == {"en": "English", "it": "Italiano", "hu": "Magyar"}


def _run(app_factory, locale=None, **query):
    """The tokens page with a browser ``locale`` and ``query`` in the URL (``app`` cannot set the locale)."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    if locale is not None:
        at.context["locale"] = locale
    for k, v in query.items():
        at.query_params[k] = v
    at.switch_page("pages/tokens.py")
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize("locale, query, lang, in_url", [
    ("it-IT", {}, "it", None),              # the browser's language: the link stays clean
    ("hu", {}, "hu", None),
    ("de-DE", {}, "en", None),              # a language the app does not speak: English, clean link
    (None, {}, "en", None),
    ("en-US", {"lang": "hu"}, "hu", "hu"),  # a shared link wins over the browser and keeps its lang
    ("it-IT", {"lang": "en"}, "en", "en"),  # an Italian browser opening an English link stays English
    ("it-IT", {"lang": "it"}, "it", None),  # the link's language is this browser's anyway: dropped
])
def test_language_from_locale_and_link(app, locale, query, lang, in_url):
    at = _run(app, locale, **query)
    assert at.session_state["lang"] == lang
    assert at.query_params.get("lang") == in_url
    assert at.selectbox(key="lang").value == lang
    from ui.strings import tokens as tok
    assert at.title[0].value == getattr(tok, lang.upper())["tokens.title"]


def test_an_invalid_lang_is_announced_not_raised(app):
    at = _run(app, "hu-HU", lang="xx")
    assert at.session_state["lang"] == "hu"                             # the browser's language instead
    assert any("lang" in toast.value for toast in at.toast), [toast.value for toast in at.toast]
    assert "lang" not in at.query_params


def test_switching_in_the_sidebar_changes_the_page_and_the_link(app):
    at = _run(app, "en-US")
    at.selectbox(key="lang").set_value("hu").run()
    from ui.strings import tokens as tok
    assert at.title[0].value == tok.HU["tokens.title"] and at.query_params.get("lang") == "hu"
    at.selectbox(key="lang").set_value("en").run()
    assert at.title[0].value == tok.EN["tokens.title"] and "lang" not in at.query_params


# ------------------------------------------------------------------------------------------- a rendered page


def _separators(at) -> set:
    return {json.loads(c.proto.spec)["layout"].get("separators") for c in at.get("plotly_chart")}


@pytest.mark.parametrize("lang, seps", [("en", {".,"}), ("it", {"," + NBSP}), ("hu", {"," + NBSP})])
def test_plotly_separators_on_every_chart(page_in, lang, seps):
    at = page_in("pages/rnn_gradients.py", lang)
    assert at.get("plotly_chart") and _separators(at) == seps


def test_metrics_and_cells_localised_on_the_rnn_page(page_in):
    en = page_in("pages/rnn_gradients.py", "en", rnn_tab="gates")
    hu = page_in("pages/rnn_gradients.py", "hu", rnn_tab="gates")
    norm_en = [m.value for m in en.metric]
    norm_hu = [m.value for m in hu.metric]
    assert norm_en and len(norm_en) == len(norm_hu)
    assert norm_hu == [nb.localise(v, "hu") for v in norm_en]            # the same numbers, Hungarian marks
    assert any("." in v for v in norm_en) and not any("." in v for v in norm_hu)
    # the forget-gate arithmetic table: "0.999" and 0.999**100 = 0.368 written with a comma
    cells = [str(v) for d in hu.dataframe for v in d.value.to_numpy().ravel()]
    assert "0,999" in cells and f"{0.999 ** 100:.3f}".replace(".", ",") in cells


def test_float_table_cells_localised_on_the_tokens_page(page_in):
    from streamlit.dataframe_util import convert_arrow_bytes_to_pandas_df

    at = page_in("pages/tokens.py", "it")
    table = at.dataframe[0]
    shown = convert_arrow_bytes_to_pandas_df(table.proto.arrow_data.styler.display_values)
    data = table.value
    floats = [c for c in data.columns if pd.api.types.is_float_dtype(data[c])]
    assert floats
    for col in floats:
        assert list(shown[col]) == [str(float(v)).replace(".", ",") for v in data[col]]


@pytest.mark.parametrize("lang, printed_as, want", [
    ("en", "TOK_BPE2048_BITS", "2.4254"),        # printed "2,4254" by the Hungarian chapter
    ("it", "TOK_BPE2048_BITS", "2,4254"),
    ("en", "NAMES", "32,033"),                   # printed "32 033"
    ("hu", "NAMES", "32\u00a0033"),
    ("en", "VAL_PPL_ADD1", "11.642"),
    ("hu", "VAL_PPL_ADD1", "11,642"),
    ("hu", "GPT3_V", "50\u00a0257"),
    ("en", "TOK_SHANNON_BITS", "nagyjából egy bit"),     # words stay as printed
])
def test_book_figures_are_written_in_the_readers_language(monkeypatch, lang, printed_as, want):
    from lm_core import book
    from ui import book as ui_book, i18n

    monkeypatch.setattr(i18n, "language", lambda: lang)
    assert ui_book.shown(getattr(book, printed_as)) == want
