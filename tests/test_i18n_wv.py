"""The Italian and Hungarian catalogues of the word-vectors page: same keys, same placeholders, same markup as
English, every value translated, and the page renders in both languages, tab by tab, without a missing or mistyped
key or an English string left on screen."""
import re
from pathlib import Path

import pytest

from tests.i18n_catalogue import check_translation, placeholders, texts

from ui.strings import wv as strings

ROOT = Path(__file__).resolve().parent.parent
PAGE = "pages/word_vectors.py"
LANGS = {"it": strings.IT, "hu": strings.HU}
TABS = ("neigh", "analogy", "eval", "train", "geom")

# Formula-, symbol- or name-only strings that read the same in every language; everything else must be translated.
SAME_AS_ENGLISH = {
    "wv.an.a", "wv.an.b", "wv.an.c", "wv.an.answer",          # a : b :: c : ?
    "wv.short.glove", "wv.short.w2v", "wv.set.glove",          # product names (50 d: d is the dimension symbol)
    "wv.geo.marker",                                           # the 0.4 marker sits on a chart whose ticks use "."
}
SAME_AS_ENGLISH_BY_LANG = {"it": {"wv.ev.sem"}, "hu": set()}   # "sem." abbreviates "semantiche" too

RAW_KEY = re.compile(r"\bwv\.[a-z_0-9]+\.?[a-z_0-9]*")




def test_english_catalogue_is_the_reference():
    assert len(strings.EN) > 120
    assert sum(bool(placeholders(v)) for v in strings.EN.values()) > 30


@pytest.mark.parametrize("lang", LANGS)
def test_same_keys_as_english(lang):
    cat = LANGS[lang]
    assert set(cat) == set(strings.EN), (sorted(set(strings.EN) - set(cat)), sorted(set(cat) - set(strings.EN)))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(strings.EN))
def test_placeholders_markup_and_translation(lang, key):
    check_translation(lang, key, strings.EN[key], LANGS[lang][key], SAME_AS_ENGLISH | SAME_AS_ENGLISH_BY_LANG[lang])
    assert LANGS[lang][key].count("|") == strings.EN[key].count("|"), f"{lang} {key}: |cos| bars differ"


def test_language_neutral_list_is_small():
    assert len(SAME_AS_ENGLISH) + max(map(len, SAME_AS_ENGLISH_BY_LANG.values())) <= 10


def test_plain_variants_match():
    """No ``@plain`` variant exists in English, so none may appear in a translation either."""
    plain = {k for k in strings.EN if k.endswith("@plain")}
    for cat in LANGS.values():
        assert {k for k in cat if k.endswith("@plain")} == plain


# ------------------------------------------------------------------------------------------- the page, rendered


def check_translated(at, cat) -> list[str]:
    """No raw key and no English-only string on screen; returns what is shown."""
    shown = texts(at)
    leftover = [s for s in shown if RAW_KEY.search(s)]
    assert not leftover, f"raw keys on screen: {leftover}"
    english_only = {strings.EN[k] for k in strings.EN if k not in SAME_AS_ENGLISH} - set(cat.values())
    assert not [s for s in shown if s in english_only], "English text left on the page"
    return shown


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("tab", TABS)
def test_page_renders_translated(page_in, monkeypatch, lang, tab):
    cat = LANGS[lang]
    at = page_in(PAGE, lang, wv_tab=tab)
    assert at.title[0].value == cat["wv.title"]
    assert {cat[f"wv.tab.{i}"] for i in TABS} <= {tb.label for tb in at.tabs}
    shown = check_translated(at, cat)
    own = {"neigh": "wv.neigh.intro", "analogy": "wv.an.intro", "eval": "wv.pairs.reading",
           "train": "wv.tr.formula", "geom": "wv.geo.intro"}[tab]
    assert cat[own] in shown
    assert at.get("plotly_chart"), "no chart on the translated tab"
    if tab == "neigh":                                   # the error messages, built from translated pieces
        at.text_input(key="wv_word").set_value("Gutiar").run()
        assert not at.exception and len(at.error) == 2
        assert all("**guitar**" in e.value and e.value.startswith("`Gutiar`") for e in at.error)
        at.text_input(key="wv_word").set_value("король").run()
        assert not at.exception and len(at.error) == 2
        at.text_input(key="wv_word").set_value("two words").run()
        assert not at.exception and len(at.error) == 2
        check_translated(at, cat)
    elif tab == "analogy":                               # the warning with nothing excluded, then the rule on
        assert cat["wv.an.is_input"].format(word="king") in [w.value for w in at.warning]
        at.toggle(key="wv_excl").set_value(True).run()
        assert not at.exception and not at.warning
        at.text_input(key="wv_a").set_value("king").run()
        assert cat["wv.an.same_ab"] in [w.value for w in at.warning]
        check_translated(at, cat)
    elif tab == "train":                                 # the comparison message and table, without training:
        from ui import wv_cache                          # "trained now" returns another set, so they differ
        monkeypatch.setattr(wv_cache, "live_word2vec", lambda seed_value, share: wv_cache.vectors("glove"))
        at.button(key="wv_train").click().run()
        assert not at.exception, [e.value for e in at.exception]
        live_col = cat["wv.tr.live"].format(seed=2147483647, share="100%")
        assert any(live_col in d.value.columns for d in at.dataframe)
        assert any(m.value.startswith(cat["wv.tr.differs"].split("{")[0]) for m in at.markdown)
        check_translated(at, cat)
    elif tab == "geom":                                  # d = 768 is the default: the book's share and its reason
        assert any(c.value.startswith(cat["wv.geo.share_why"].split("{")[0]) for c in at.caption)
        at.select_slider(key="wv_dim").set_value(100).run()
        assert not at.exception
        check_translated(at, cat)
