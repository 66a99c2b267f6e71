"""The Italian and Hungarian catalogues of the RNN-gradients page: same keys, same placeholders, same markup as
English, every value translated, and the page renders in both languages without a missing or mistyped key."""
import json
import re
import string
from pathlib import Path

import pytest

from ui.strings import rnn as strings

ROOT = Path(__file__).resolve().parent.parent
PAGE = "pages/rnn_gradients.py"
LANGS = {"it": strings.IT, "hu": strings.HU}

# Formula- or symbol-only strings that read the same in every language; everything else must be translated.
SAME_AS_ENGLISH = {
    "rnn.nonlin.tanh", "rnn.m.far", "rnn.series.factor", "rnn.series.gru", "rnn.series.gap", "rnn.axis.ms",
    "rnn.cost.cross",
}
SAME_AS_ENGLISH_BY_LANG = {"it": {"rnn.no"}, "hu": set()}      # Italian "no" is English "no"

MATH = re.compile(r"\$[^$]+\$")
CODE = re.compile(r"`[^`]+`")
TAGS = re.compile(r"</?su[bp]>")
RAW_KEY = re.compile(r"\brnn\.[a-z_]+\.?[a-z_]*")


def placeholders(text: str) -> set[tuple[str, str, str | None]]:
    """Every ``{name:spec!conv}`` in ``text`` as (name, spec, conversion)."""
    return {(name, spec, conv) for _, name, spec, conv in string.Formatter().parse(text) if name is not None}


def sample_params(text: str) -> dict:
    """A value for every placeholder that its format spec accepts (floats where a spec is given)."""
    return {name: (1234.5 if spec else 7) for name, spec, _ in placeholders(text)}


def test_english_catalogue_is_the_reference():
    assert len(strings.EN) > 150
    assert any(placeholders(v) for v in strings.EN.values())


@pytest.mark.parametrize("lang", LANGS)
def test_same_keys_as_english(lang):
    cat = LANGS[lang]
    assert set(cat) == set(strings.EN), (sorted(set(strings.EN) - set(cat)), sorted(set(cat) - set(strings.EN)))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(strings.EN))
def test_placeholders_markup_and_translation(lang, key):
    en, text = strings.EN[key], LANGS[lang][key]          # word order may differ: markup is compared as a multiset
    assert isinstance(text, str) and text.strip(), f"{lang} {key} is empty"
    assert placeholders(text) == placeholders(en), f"{lang} {key}: {placeholders(text)} != {placeholders(en)}"
    assert sorted(MATH.findall(text)) == sorted(MATH.findall(en)), f"{lang} {key}: LaTeX differs"
    assert sorted(CODE.findall(text)) == sorted(CODE.findall(en)), f"{lang} {key}: code spans differ"
    assert sorted(TAGS.findall(text)) == sorted(TAGS.findall(en)), f"{lang} {key}: <sub>/<sup> differ"
    assert text.count("**") == en.count("**"), f"{lang} {key}: bold markup differs"
    assert text.count("*") == en.count("*"), f"{lang} {key}: emphasis markup differs"
    if key in SAME_AS_ENGLISH | SAME_AS_ENGLISH_BY_LANG[lang]:
        assert text == en, f"{key} is listed as language-neutral but differs; drop it from the list"
    else:
        assert text != en, f"{lang} {key} is still the English text"
    text.format(**sample_params(en))          # the page's own parameters fill it: no KeyError, no bad spec


def test_language_neutral_list_is_small():
    assert len(SAME_AS_ENGLISH) + max(map(len, SAME_AS_ENGLISH_BY_LANG.values())) <= 10


# ------------------------------------------------------------------------------------------- the page, rendered
def texts(at) -> list[str]:
    """Every visible piece of text of a run: titles, markdown, captions, alerts, labels, tab names, table headers."""
    out = [e.value for kind in ("title", "subheader", "markdown", "caption", "info", "warning", "error")
           for e in getattr(at, kind)]
    out += [m.label for m in at.metric] + [tb.label for tb in at.tabs] + [e.label for e in at.expander]
    for kind in ("slider", "select_slider", "radio", "toggle", "number_input", "text_area"):
        out += [w.label for w in getattr(at, kind)]
    out += [str(c) for d in at.dataframe for c in d.value.columns]
    for chart in at.get("plotly_chart"):                     # chart titles, axis titles, legend names, marks
        spec = json.loads(chart.proto.spec)
        layout = spec.get("layout", {})
        out.append(layout.get("title", {}).get("text", ""))
        out += [v["title"]["text"] for k, v in layout.items()
                if k.startswith(("xaxis", "yaxis")) and "text" in v.get("title", {})]
        out += [a["text"] for a in layout.get("annotations", []) if "text" in a]
        out += [tr["name"] for tr in spec.get("data", []) if tr.get("name")]
    return out


@pytest.fixture
def page_in(app):
    """``page_in(lang, tab)``: the RNN page in ``lang`` with ``tab`` open (the ``app`` fixture's navigation patch)."""
    from streamlit.testing.v1 import AppTest

    def make(lang: str, tab: str) -> AppTest:
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=180)
        at.query_params["rnn_tab"] = tab
        at.session_state["lang"] = lang
        at.switch_page(PAGE)
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        return at

    return make


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("tab", ["vanish", "gates", "clip", "cost"])
def test_page_renders_translated(page_in, lang, tab):
    cat = LANGS[lang]
    at = page_in(lang, tab)
    if tab == "clip":                              # the training experiment's table and reading too
        at.toggle(key="rnn_exp").set_value(True).run()
        assert not at.exception, [e.value for e in at.exception]
    shown = texts(at)
    assert at.title[0].value == cat["rnn.title"]
    tab_labels = {tb.label for tb in at.tabs}
    assert {cat[f"rnn.tabs.{i}"] for i in ("vanish", "gates", "clip", "cost")} <= tab_labels
    leftover = [s for s in shown if RAW_KEY.search(s)]
    assert not leftover, f"raw keys on screen: {leftover}"
    english_only = {strings.EN[k] for k in strings.EN if k not in SAME_AS_ENGLISH} - set(cat.values())
    assert not [s for s in shown if s in english_only], "English text left on the page"
    own = {"vanish": "rnn.factor.reading", "gates": "rnn.gates.reading", "clip": "rnn.exp.reading",
           "cost": "rnn.pad.reading"}[tab]
    assert cat[own] in shown
