"""The Italian and Hungarian catalogues of the tokens page: same keys, same placeholders, same markup as English,
every value translated, and the page renders in both languages without a missing or mistyped key."""
import json
import re
import string
from pathlib import Path

import pytest

from ui.strings import tok as strings

ROOT = Path(__file__).resolve().parent.parent
PAGE = "pages/tokens.py"
LANGS = {"it": strings.IT, "hu": strings.HU}
METRICS = json.loads((ROOT / "assets/tokens/tokens_metrics.json").read_text())

# Symbol-only strings that read the same in every language; everything else must be translated. The default
# sentence is input data, not prose: every model on the page was trained on English text, so it stays English.
SAME_AS_ENGLISH = {"tok.scheme.bpe512", "tok.col.lambda", "tok.c.col.m", "tok.s.default"}

MATH = re.compile(r"\$[^$]+\$")
CODE = re.compile(r"`[^`]+`")
TAGS = re.compile(r"</?su[bp]>")
RAW_KEY = re.compile(r"\btok\.[a-z_]+\.?[a-z_]*")


def placeholders(text: str) -> set[tuple[str, str, str | None]]:
    """Every ``{name:spec!conv}`` in ``text`` as (name, spec, conversion)."""
    return {(name, spec, conv) for _, name, spec, conv in string.Formatter().parse(text) if name is not None}


def sample_params(text: str) -> dict:
    """A value for every placeholder that its format spec accepts (floats where a spec is given)."""
    return {name: (1234.5 if spec else 7) for name, spec, _ in placeholders(text)}


def test_english_catalogue_is_the_reference():
    assert len(strings.EN) > 60
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
    if key in SAME_AS_ENGLISH:
        assert text == en, f"{key} is listed as language-neutral but differs; drop it from the list"
    else:
        assert text != en, f"{lang} {key} is still the English text"
    text.format(**sample_params(en))          # the page's own parameters fill it: no KeyError, no bad spec


def test_language_neutral_list_is_small():
    assert len(SAME_AS_ENGLISH) <= 5
    assert SAME_AS_ENGLISH <= set(strings.EN)


# ------------------------------------------------------------------------------------------- the page, rendered
def texts(at) -> list[str]:
    """Every visible piece of text of a run: titles, markdown, captions, alerts, labels, table headers, charts."""
    out = [e.value for kind in ("title", "header", "subheader", "markdown", "caption", "info", "warning", "error")
           for e in getattr(at, kind)]
    out += [e.label for e in at.expander]
    for kind in ("slider", "select_slider", "text_area"):
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
    """``page_in(lang)``: the tokens page in ``lang`` (the ``app`` fixture's navigation patch)."""
    from streamlit.testing.v1 import AppTest

    def make(lang: str) -> AppTest:
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=180)
        at.session_state["lang"] = lang
        at.switch_page(PAGE)
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        return at

    return make


def check_translated(at, lang: str) -> list[str]:
    """No raw key and no untranslated English template on screen; returns what is shown."""
    cat = LANGS[lang]
    shown = texts(at)
    leftover = [s for s in shown if RAW_KEY.search(s)]
    assert not leftover, f"raw keys on screen: {leftover}"
    english_only = {strings.EN[k] for k in strings.EN if k not in SAME_AS_ENGLISH} - set(cat.values())
    assert not [s for s in shown if s in english_only], "English text left on the page"
    return shown


@pytest.mark.parametrize("lang", LANGS)
def test_page_renders_translated(page_in, lang):
    cat = LANGS[lang]
    at = page_in(lang)
    shown = check_translated(at, lang)
    assert at.title[0].value == cat["tok.title"]
    assert {cat[k] for k in ("tok.lead", "tok.c.sharing", "tok.c.header", "tok.l.header")} <= set(shown)
    columns = {str(c) for d in at.dataframe for c in d.value.columns}
    assert {cat["tok.col.bpc"], cat["tok.col.tokens"], cat["tok.l.col.model"], cat["tok.c.col.possible"]} <= columns
    scheme_col = next(d.value[cat["tok.col.scheme"]] for d in at.dataframe if cat["tok.col.scheme"] in d.value.columns)
    assert list(scheme_col) == [cat[f"tok.scheme.{s}"] for s in ("chars", "words", "bpe512", "bpe2048")]
    joined = "\n".join(shown)
    assert cat["tok.chart.ppl"] in joined and cat["tok.m.title"] in joined and cat["tok.l.chart"] in joined

    # the controls: every reading is rebuilt in the language, and bad input gets a translated message
    at.select_slider(key="merges").set_value(2048).run()
    at.slider(key="ctx_m").set_value(10).run()
    assert not at.exception, [e.value for e in at.exception]
    check_translated(at, lang)
    body = "\n".join(m.value for m in at.markdown)
    r = next(r for r in METRICS["rows"] if r["scheme"] == "bpe2048")
    assert cat["tok.m.picked"].format(merges=2048, vocab=r["model_vocab"], tokens=r["test_tokens"],
                                      ppl=r["perplexity"], bpc=r["bits_per_char"]) in body
    at.text_area(key="sentence").set_value("x" * 501).run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.warning[0].value == cat["tok.s.err.too_long"].format(n=501, limit=500)
    at.text_area(key="sentence").set_value("").run()
    assert at.warning[0].value == cat["tok.s.err.empty"]
    at.text_area(key="sentence").set_value("Tokyo 漢字 is far").run()
    assert not at.exception and not at.warning
    info = "\n".join(i.value for i in at.info)
    assert cat["tok.s.unseen"].format(chars="`漢`, `字`") in info
    check_translated(at, lang)
