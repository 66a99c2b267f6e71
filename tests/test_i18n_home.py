"""The Italian and Hungarian catalogues of the start page: same keys, same placeholders, same markup as English,
every value translated, and the page (the default name, a name with an unseen prefix, and each message for a bad
name) renders in both languages without a missing key or English left over."""
import re
import string

import pytest

from tests.i18n_catalogue import check_translation, placeholders, texts

from ui.numbers import format_text
from ui.strings import home as strings

PAGE = "pages/home.py"
LANGS = {"it": strings.IT, "hu": strings.HU}

# A formula made only of placeholders and symbols reads the same in every language.
SAME_AS_ENGLISH = {"home.product"}

RAW_KEY = re.compile(r"\bhome\.[a-z_]+\.?[a-z_]*")


def pattern(template: str) -> re.Pattern:
    """A template as a regular expression: its literal text exactly, any text for each placeholder (so the test
    does not depend on how numbers are formatted)."""
    parts = [re.escape(lit) + ("(.+?)" if name is not None else "")
             for lit, name, _, _ in string.Formatter().parse(template)]
    return re.compile("".join(parts) + r"\Z", re.S)


ENGLISH_FRAGMENTS = {lit.strip() for key, en in strings.EN.items() if key not in SAME_AS_ENGLISH
                     for lit, *_ in string.Formatter().parse(en) if len(lit.strip()) >= 12}


def test_english_catalogue_is_the_reference():
    assert len(strings.EN) >= 34
    assert any(placeholders(v) for v in strings.EN.values())


@pytest.mark.parametrize("lang", LANGS)
def test_same_keys_as_english(lang):
    cat = LANGS[lang]
    assert set(cat) == set(strings.EN), (sorted(set(strings.EN) - set(cat)), sorted(set(cat) - set(strings.EN)))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(strings.EN))
def test_placeholders_markup_and_translation(lang, key):
    check_translation(lang, key, strings.EN[key], LANGS[lang][key], SAME_AS_ENGLISH)


def test_language_neutral_list_is_small():
    assert len(SAME_AS_ENGLISH) <= 2
    assert SAME_AS_ENGLISH <= set(strings.EN)


# ------------------------------------------------------------------------------------------- the page, rendered


def check_translated(at, lang: str) -> list[str]:
    """No raw key and no English text of this namespace on screen; returns what is shown."""
    assert not at.exception, [e.value for e in at.exception]
    cat = LANGS[lang]
    shown = texts(at)
    leftover = [s for s in shown if RAW_KEY.search(s)]
    assert not leftover, f"raw keys on screen: {leftover}"
    english_only = {strings.EN[k] for k in strings.EN if k not in SAME_AS_ENGLISH} - set(cat.values())
    assert not [s for s in shown if s in english_only], "English text left on the page"
    assert not [(f, s) for s in shown for f in ENGLISH_FRAGMENTS if f in s], "English text left on the page"
    return shown


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
