"""The Italian and Hungarian catalogues of the RNN-gradients page: same keys, same placeholders, same markup as
English, every value translated, and the page renders in both languages without a missing or mistyped key."""
import re
from pathlib import Path

import pytest

from tests.i18n_catalogue import check_translation, placeholders, texts

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

RAW_KEY = re.compile(r"\brnn\.[a-z_]+\.?[a-z_]*")




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
    check_translation(lang, key, strings.EN[key], LANGS[lang][key], SAME_AS_ENGLISH | SAME_AS_ENGLISH_BY_LANG[lang])


def test_language_neutral_list_is_small():
    assert len(SAME_AS_ENGLISH) + max(map(len, SAME_AS_ENGLISH_BY_LANG.values())) <= 10


# ------------------------------------------------------------------------------------------- the page, rendered


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("tab", ["vanish", "gates", "clip", "cost"])
def test_page_renders_translated(page_in, lang, tab):
    cat = LANGS[lang]
    at = page_in(PAGE, lang, rnn_tab=tab)
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
