"""The start page in Italian and Hungarian: the page (the default name, a name with an unseen prefix, and each
message for a bad name) renders in both languages without a missing key or English left over. The catalogue itself
(same keys, placeholders and markup as English, every value translated) is checked in
tests/test_i18n_catalogues.py."""
import pytest

from tests.i18n_catalogue import check_shown, english_decimals, pattern, texts

from ui.numbers import format_text
from ui.strings import home as strings

PAGE = "pages/home.py"
LANGS = {"it": strings.IT, "hu": strings.HU}

# ------------------------------------------------------------------------------------------- the page, rendered


def check_translated(at, lang: str) -> list[str]:
    """No raw key and no English text of this namespace on screen, not even a piece of a filled-in template;
    returns what is shown."""
    assert not at.exception, [e.value for e in at.exception]
    assert not english_decimals(at, lang), english_decimals(at, lang)
    return check_shown(texts(at), strings, lang, fragments=True)


@pytest.mark.parametrize("lang", LANGS)
def test_page_renders_translated(page_in, names_bigram, lang):
    cat = LANGS[lang]
    at = page_in(PAGE, lang, name="emma")
    shown = check_translated(at, lang)
    assert at.title[0].value == cat["home.title"]
    body = [m.value for m in at.markdown]
    assert cat["home.lead"] in body and cat["home.reading"] in body
    assert format_text(cat["home.intro"], lang, dict(n=len(names_bigram.split.train))) in body     # 25 626
    assert cat["home.more"] in [e.label for e in at.expander]
    assert cat["home.factor_table"] in [e.label for e in at.expander]
    assert at.text_input(key="name").label == cat["home.input"]
    assert at.subheader[0].value == cat["home.markov.header"] and cat["home.markov.intro"] in body
    labels = [m.label for m in at.metric]
    assert [cat[k] for k in ("home.prob", "home.nll", "home.per_char", "home.ppl")] == labels[:4]
    assert labels[4:] == [cat["home.markov.exact"].format(char="m", prefix=".em"),
                          cat["home.markov.bigram"].format(char="m", last="m")]
    captions = [c.value for c in at.caption]
    assert any(pattern(cat["home.markov.counts"]).match(c) for c in captions), captions
    assert cat["home.markov.bigram_note"].format(last="m") in captions
    assert {cat["home.bar_title"], cat["home.bar_x"], cat["home.bar_y"]} <= set(shown)
    columns = [str(c) for d in at.dataframe for c in d.value.columns]
    assert columns == [cat[f"home.col.{c}"] for c in ("step", "context", "next", "prob", "surprisal")]

    # a name whose first two letters start no training name: the exact factor cannot be measured
    at.text_input(key="name").set_value("qxa").run()
    check_translated(at, lang)
    assert cat["home.markov.no_prefix"].format(prefix=".qx") in [c.value for c in at.caption]

    # every message for a name the model cannot score
    at.text_input(key="name").set_value("Zsófia").run()
    check_translated(at, lang)
    known = " ".join(sorted(names_bigram.vocab.itos))
    assert [e.value for e in at.error] == [
        cat["home.err.unknown"].format(chars="`ó`", v=len(known.split()), known=known)
        + " " + cat["home.err.try"].format(suggestion="zsofia")]
    at.text_input(key="name").set_value("anna maria").run()
    check_translated(at, lang)
    assert [e.value for e in at.error] == [cat["home.err.not_word"]]
    at.text_input(key="name").set_value("").run()
    check_translated(at, lang)
    assert [i.value for i in at.info] == [cat["home.err.empty"]] and not at.metric
