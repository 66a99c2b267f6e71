"""The RNN-gradients page in Italian and Hungarian: every tab renders in both languages without a missing or
mistyped key or an English string of the page left on screen. The catalogue itself (same keys, placeholders and
markup as English, every value translated) is checked in tests/test_i18n_catalogues.py."""
import pytest

from tests.i18n_catalogue import check_shown, english_decimals, texts

from ui.chapters import BY_STEM
from ui.strings import rnn_gradients as strings

PAGE = "pages/rnn_gradients.py"
TABS = BY_STEM["rnn_gradients"].tabs
LANGS = {"it": strings.IT, "hu": strings.HU}

# ------------------------------------------------------------------------------------------- the page, rendered


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("tab", TABS)
def test_page_renders_translated(page_in, lang, tab):
    cat = LANGS[lang]
    at = page_in(PAGE, lang, rnn_tab=tab)
    if tab == "clip":                              # the training experiment's table and reading too
        at.toggle(key="rnn_exp").set_value(True).run()
        assert not at.exception, [e.value for e in at.exception]
    shown = check_shown(texts(at), strings, lang)
    assert not english_decimals(at, lang), english_decimals(at, lang)
    assert at.title[0].value == cat["rnn_gradients.title"]
    tab_labels = {tb.label for tb in at.tabs}
    assert {cat[f"rnn_gradients.tabs.{i}"] for i in TABS} <= tab_labels
    own = {"vanish": "rnn_gradients.factor.reading", "gates": "rnn_gradients.gates.reading",
           "clip": "rnn_gradients.exp.reading",
           "cost": "rnn_gradients.pad.reading"}[tab]
    assert cat[own] in shown
