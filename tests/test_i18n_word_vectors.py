"""The word-vectors page in Italian and Hungarian: it renders in both languages, tab by tab, without a missing or
mistyped key or an English string left on screen. The catalogue itself (same keys, placeholders and markup as
English, |cos| bars included, every value translated) is checked in tests/test_i18n_catalogues.py."""
from types import SimpleNamespace

import pytest

from tests.i18n_catalogue import check_shown, english_decimals, texts

from ui.chapters import BY_STEM
from ui.strings import word_vectors as strings

PAGE = "pages/word_vectors.py"
LANGS = {"it": strings.IT, "hu": strings.HU}
TABS = BY_STEM["word_vectors"].tabs

# ------------------------------------------------------------------------------------------- the page, rendered


def check_translated(at, lang: str) -> list[str]:
    """No raw key and no English-only string on screen; returns what is shown."""
    assert not english_decimals(at, lang), english_decimals(at, lang)
    return check_shown(texts(at), strings, lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("tab", TABS)
def test_page_renders_translated(page_in, monkeypatch, lang, tab):
    cat = LANGS[lang]
    at = page_in(PAGE, lang, wv_tab=tab)
    assert at.title[0].value == cat["word_vectors.title"]
    assert {cat[f"word_vectors.tab.{i}"] for i in TABS} <= {tb.label for tb in at.tabs}
    shown = check_translated(at, lang)
    own = {"neigh": "word_vectors.neigh.intro", "analogy": "word_vectors.an.intro",
           "eval": "word_vectors.pairs.reading",
           "train": "word_vectors.tr.formula", "geom": "word_vectors.geo.intro"}[tab]
    assert cat[own] in shown
    assert at.get("plotly_chart"), "no chart on the translated tab"
    if tab == "neigh":                                   # the error messages, built from translated pieces
        at.text_input(key="wv_word").set_value("Gutiar").run()
        assert not at.exception and len(at.error) == 2
        assert all("`guitar`" in e.value and e.value.startswith("`Gutiar`") for e in at.error)
        at.text_input(key="wv_word").set_value("король").run()
        assert not at.exception and len(at.error) == 2
        at.text_input(key="wv_word").set_value("two words").run()
        assert not at.exception and len(at.error) == 2
        check_translated(at, lang)
    elif tab == "analogy":                               # the warning with nothing excluded, then the rule on
        assert cat["word_vectors.an.is_input"].format(word="`king`") in [w.value for w in at.warning]
        at.toggle(key="wv_excl").set_value(True).run()
        assert not at.exception and not at.warning
        at.text_input(key="wv_a").set_value("king").run()
        assert cat["word_vectors.an.same_ab"] in [w.value for w in at.warning]
        check_translated(at, lang)
    elif tab == "train":                                 # the comparison message and table, without training:
        from ui.chapters.word_vectors import cache as wv_cache  # "trained now" returns another set, so they differ
        done = SimpleNamespace(seconds=0.5, words=1000)
        monkeypatch.setattr(wv_cache, "live_word2vec",
                            lambda seed_value, share, progress=None: (wv_cache.vectors("glove"), done))
        at.button(key="wv_train").click().run()
        assert not at.exception, [e.value for e in at.exception]
        live_col = cat["word_vectors.tr.live"].format(seed=2147483647, share="100%")
        assert any(live_col in d.value.columns for d in at.dataframe)
        assert any(m.value.startswith(cat["word_vectors.tr.differs"].split("{")[0]) for m in at.markdown)
        check_translated(at, lang)
    elif tab == "geom":                                  # d = 768 is the default: the book's share and its reason
        assert any(c.value.startswith(cat["word_vectors.geo.share_why"].split("{")[0]) for c in at.caption)
        at.select_slider(key="wv_dim").set_value(100).run()
        assert not at.exception
        check_translated(at, lang)
