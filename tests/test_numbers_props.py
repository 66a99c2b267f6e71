"""Numbers written the way the reader's language writes them (ui/numbers.py, ui/grammar.py), for every value:
what is written reads back as the same number, by a reading written here and by CLDR's own parser (Babel),
and the Italian and Hungarian words around a number agree with how ``num2words`` reads it aloud.

The rules (README, ui/numbers.py): English keeps Python's own output; Italian and Hungarian write a decimal comma
and group thousands with a no-break space (2,4546; 32 033); inside LaTeX the comma is ``{,}`` and the group a thin
space ``\\,``; a table cell shows at most four decimals, a nonzero number too small for them three significant
digits, an empty cell nothing."""
from __future__ import annotations

import math
import re

import numpy as np
import pandas as pd
import pytest
from babel.numbers import parse_decimal
from hypothesis import example, given, settings, strategies as st
from tests.conftest import examples
from num2words import num2words

from ui import numbers as nb
from ui.grammar import hu_article, hu_suffix, hu_with, it_article, it_with

CHEAP = settings(max_examples=examples(60), deadline=None)
NBSP = "\u00a0"
values = st.floats(allow_nan=False, allow_infinity=False, min_value=-1e12, max_value=1e12)
SPECS = [",.3f", ".4f", ",.0f", ",", ".2f", ".1%", ",.2f"]


def read_back(text: str) -> str:
    """Italian/Hungarian back to Python's English: groups dropped, the decimal comma a point."""
    return text.replace(NBSP, "").replace(",", ".")


@CHEAP
@given(x=values, spec=st.sampled_from(SPECS), lang=st.sampled_from(["it", "hu"]))
@example(x=-32033.5, spec=",.2f", lang="it")
@example(x=1234567.0, spec=",.0f", lang="hu")
def test_a_written_number_reads_back_as_the_english_one(x, spec, lang):
    english = format(x, spec)
    out = nb.fmt(x, spec, lang)
    assert read_back(out) == english.replace(",", "")
    assert "." not in out                                            # no English point is left
    assert out.count(",") == english.count(".")                      # one decimal comma where English has its point
    body = out.lstrip("-").rstrip("%")
    if "," in spec:                                                  # groups of three, a no-break space between
        assert re.fullmatch(r"\d{1,3}(\u00a0\d{3})*(,\d+)?(e[-+]\d+)?", body), out
    else:
        assert NBSP not in out


@CHEAP
@given(x=values, spec=st.sampled_from(SPECS))
def test_english_is_pythons_own(x, spec):
    assert nb.fmt(x, spec, "en") == format(x, spec)
    assert nb.fmt(x, spec, "xx") == format(x, spec)                  # an unknown language: as English


@CHEAP
@given(x=st.floats(allow_nan=False, allow_infinity=False, min_value=-1e9, max_value=1e9))
def test_hungarian_reads_back_through_cldr(x):
    """Babel's parser of CLDR's Hungarian reads what we write as the number we meant."""
    written = nb.fmt(x, ",.4f", "hu")
    assert float(parse_decimal(written, locale="hu")) == float(format(x, ".4f"))


@CHEAP
@given(n=st.integers(min_value=0, max_value=10 ** 9))
def test_whole_numbers_read_aloud_the_same(n):
    """The same words, whichever way the number was written: num2words reads the written one back."""
    for lang in ("it", "hu"):
        written = nb.fmt(n, ",", lang)
        assert num2words(int(read_back(written)), lang=lang) == num2words(n, lang=lang)


def test_math_marks():
    assert nb.fmt(1234.5, ",.2f", "it", math=True) == "1\\,234{,}50"
    assert nb.fmt(1234.5, ",.2f", "hu", math=True) == "1\\,234{,}50"
    assert nb.fmt(1234.5, ",.2f", "en", math=True) == "1,234.50"
    assert nb.localise("-0.5", "it", math=True) == "-0{,}5"


def test_inf_nan_exponent_and_percent_keep_their_letters():
    assert nb.fmt(math.inf, ".3f", "it") == "inf" and nb.fmt(-math.inf, ".2f", "hu") == "-inf"
    assert nb.fmt(math.nan, ".3f", "hu") == "nan"
    assert nb.fmt(1.2e-5, ".1e", "it") == "1,2e-05" and nb.fmt(0.125, ".1%", "hu") == "12,5%"


def test_what_is_not_a_number_is_left_alone():
    assert nb.fmt(True, "", "it") == "True" and nb.fmt("0.5", "", "it") == "0.5"
    assert nb.fmt(2024, "", "hu") == "2024"                          # a year or a seed: no spec, no groups
    assert nb.is_number(3) and nb.is_number(np.float32(0.5)) and nb.is_number(np.int64(3))
    assert not nb.is_number(True) and not nb.is_number("3") and not nb.is_number(None)
    assert nb.fmt(np.array(0.25), ".2f", "it") == "0,25"             # a 0-d array: its number
    import torch

    assert nb.fmt(torch.tensor(0.5), ".1f", "hu") == "0,5"


def test_plotly_separators():
    assert nb.separators("en") == ".," and nb.separators("it") == "," + NBSP and nb.separators("hu") == "," + NBSP
    assert nb.separators("xx") == ".,"


def test_templates_localise_fields_with_a_spec_only():
    params = dict(x=0.5, n=1234567, year=2024, p=0.125)
    text = "x={x:.2f} n={n:,} year={year} p={p:.1%} $x={x:.2f}$ and \\$ {x:.1f}"
    assert nb.format_text(text, "en", params) == text.format(**params)
    assert nb.format_text(text, "it", params) == ("x=0,50 n=1\xa0234\xa0567 year=2024 p=12,5% $x=0{,}50$ and \\$ 0,5")
    assert nb.format_text("{x:.{d}f}", "hu", dict(x=2.71828, d=3)) == "2,718"          # a nested spec


@pytest.mark.parametrize("text, it", [
    ("[0.208 0.109]", "[0,208 0,109]"),
    ("king 0.693, wife 0.629", "king 0,693, wife 0,629"),
    ("1,621,177 names", "1\xa0621\xa0177 names"),
    ("a, b, 1, 2", "a, b, 1, 2"),                       # commas between items are punctuation
    ("1.81·10⁹", "1,81·10⁹"),
    ("12,34", "12,34"),                                 # not a group of three: left alone
    ("", ""),
])
def test_numbers_inside_made_text(text, it):
    assert nb.localise_text(text, "it") == it
    assert nb.localise_text(text, "en") == text


@pytest.mark.parametrize("value, en, it", [
    (0.20834, "0.2083", "0,2083"), (2.45461, "2.4546", "2,4546"), (8.0, "8.0", "8,0"), (0.0, "0.0", "0,0"),
    (1e-4, "0.0001", "0,0001"), (1.234e-9, "1.23e-09", "1,23e-09"), (-3.3e-5, "-3.3e-05", "-3,3e-05"),
    (math.nan, "", ""),
])
def test_a_grid_cell_shows_at_most_four_decimals(value, en, it):
    df = pd.DataFrame({"p": [value], "n": [1234567]})
    assert nb.written(df, "en")["p"][0] == en
    assert nb.written(df, "it")["p"][0] == it
    assert nb.written(df, "it")["n"][0] == 1234567                  # counts untouched unless grouped
    assert nb.written(df, "it", group=True)["n"][0] == "1\xa0234\xa0567"
    assert nb.written(df, "en", group=True)["n"][0] == "1,234,567"
    assert df["p"].dtype == float                                   # the original is not changed


def test_frame_in_english_is_the_frame_itself_and_grouped_otherwise():
    df = pd.DataFrame({"p": [0.25], "n": [1234], "b": [True]})
    assert nb.frame(df, "en") is df and nb.frame(df, "xx") is df
    html = nb.frame(df, "en", group=True).to_html()
    assert "1,234" in html and "0.25" in html
    html = nb.frame(df, "hu", group=True).to_html()
    assert "1\xa0234" in html and "0,25" in html and "True" in html
    ints_only = pd.DataFrame({"n": [5]})
    assert nb.frame(ints_only, "it") is ints_only                   # nothing to write differently


# --------------------------------------------------------------------------------------------- agreement


def it_reading_starts_with_vowel(x) -> str:
    words = num2words(x, lang="it")
    return "z" if words.startswith("zero") else "v" if words[0] in "aeiou" else "c"


@CHEAP
@given(n=st.integers(min_value=0, max_value=2 * 10 ** 6))
@example(n=1000)
@example(n=11000)
@example(n=8000)
@example(n=1)
@example(n=80)
def test_italian_article_follows_the_reading(n):
    sound = it_reading_starts_with_vowel(n)
    if n >= 1000 and str(n)[0] == "1" and len(str(n)) in (4, 7):
        sound = "c"                                                 # mille, (il) milione
    assert it_article("il", n) == {"c": "il", "z": "lo", "v": "l'"}[sound]
    assert it_article("del", n) == {"c": "del", "z": "dello", "v": "dell'"}[sound]
    assert it_article("gli", n) == {"c": "i", "z": "gli", "v": "gli"}[sound]
    assert it_article("Nella", n) == {"c": "Nella", "z": "Nella", "v": "Nell'"}[sound]
    assert it_with("il", n) == it_article("il", n) + ("" if sound == "v" else " ") + str(n)


def hu_last(n: int) -> str:
    words = num2words(n, lang="hu")
    return words


@CHEAP
@given(n=st.integers(min_value=1, max_value=10 ** 6))
@example(n=5)
@example(n=1000)
@example(n=50)
@example(n=20)
def test_hungarian_article_follows_the_reading(n):
    assert hu_article(n) == ("az" if num2words(n, lang="hu")[0] in "aáeéiíoóöőuúüű" else "a")
    assert hu_article(-n) == "a"                                   # mínusz
    assert hu_with(n, "val").startswith(f"{n}-")


@pytest.mark.parametrize("n, val, ban, hoz, t", [
    (5, "tel", "ben", "höz", "öt"), (3, "mal", "ban", "hoz", "at"), (1, "gyel", "ben", "hez", "et"),
    (20, "szal", "ban", "hoz", "at"), (1000, "rel", "ben", "hez", "et"), (2, "vel", "ben", "höz", "t"),
    (10, "zel", "ben", "hez", "et"), (0, "val", "ban", "hoz", "t"), (6, "tal", "ban", "hoz", "ot"),
    (1000000, "val", "ban", "hoz", "t"), ("0,5", "del", "ben", "hez", "et"), ("12%", "kal", "ban", "hoz", "ot"),
])
def test_hungarian_suffixes_harmonise_with_the_last_word_read(n, val, ban, hoz, t):
    """öttel, hárommal, eggyel, hússzal, ezerrel, kettővel, tízzel, nullával, hattal, millióval, tizeddel,
    százalékkal (and -ban/-ben, -hoz/-hez/-höz, the accusative), as a Hungarian reads them aloud."""
    assert hu_suffix(n, "val") == val and hu_suffix(n, "vel") == val
    assert hu_suffix(n, "ban") == ban and hu_suffix(n, "hoz") == hoz and hu_suffix(n, "t") == t
    assert hu_suffix(n, "xyz") == "xyz"                             # an unknown suffix stays


# ------------------------------------------------------------------- the agreement helpers' edges


# Italian: the articles and the articulated prepositions (di, a, da, in, su + il, lo, l', i, gli, la, le)
IT_ARTICLES = {"il", "lo", "l'", "i", "gli", "la", "le"}
IT_ARTICULATED = {p + a for p, stem in (("de", "de"), ("a", "a"), ("da", "da"), ("ne", "ne"), ("su", "su"))
                  for a in ("l", "llo", "ll'", "i", "gli", "lla", "lle")}


def test_every_italian_article_and_articulated_preposition_is_known():
    from ui.grammar import _it_table

    table = _it_table()
    assert set(table) == IT_ARTICLES | IT_ARTICULATED, set(table) ^ (IT_ARTICLES | IT_ARTICULATED)
    assert table["dell'"] == ("de", "m", False) and table["alle"] == ("a", "f", True)
    assert table["negli"] == ("ne", "m", True) and table["il"] == ("", "m", False)


@pytest.mark.parametrize("article, before5, before8, before0", [
    ("degli", "dei", "degli", "degli"), ("agli", "ai", "agli", "agli"), ("nei", "nei", "negli", "negli"),
    ("sui", "sui", "sugli", "sugli"), ("dai", "dai", "dagli", "dagli"), ("i", "i", "gli", "gli"),
    ("dell'", "del", "dell'", "dello"), ("alla", "alla", "all'", "alla"), ("Le", "Le", "Le", "Le"),
])
def test_italian_plural_and_articulated_forms(article, before5, before8, before0):
    """dei 5, degli 8 (otto), degli 0 (zero); del 5, dell'8, dello 0; alla 5, all'8."""
    assert (it_article(article, 5), it_article(article, 8), it_article(article, 0)) == (before5, before8, before0)


@pytest.mark.parametrize("number", [-5, -8, "-11", "−80", "abc", "", None, math.nan, math.inf])
def test_italian_reads_a_negative_or_a_non_number_with_a_consonant(number):
    """meno cinque: il -5; a text that is not a number keeps the plain form."""
    assert it_article("il", number) == "il" and it_article("dell'", number) == "del"
    assert it_article("xyz", number) == "xyz"                         # not an article: unchanged


@pytest.mark.parametrize("number, val", [(-1, "gyel"), (-5, "tel"), ("−3", "mal"), ("abc", "val"), (None, "val"),
                                         (math.nan, "val")])
def test_hungarian_reads_a_negative_or_a_non_number_with_a(number, val):
    """mínusz egy: a -1, -1-gyel (the suffix still follows the last word); nothing to read: a, and -val."""
    assert hu_article(number) == "a"
    assert hu_suffix(number, "val") == val


@pytest.mark.parametrize("written, last", [
    ("0,1", "tized"), ("0,12", "század"), ("0,123", "ezred"), ("0,1234", "tízezred"), ("0,12345", "százezred"),
    ("0,123456", "milliomod"), ("0,1234567", "milliomod"), ("0,12345678", "milliomod"),
])
def test_hungarian_fractions_end_on_their_denominator(written, last):
    """nulla egész egy tized, ... egy milliomod; more digits than millionths are read as millionths too."""
    from ui.grammar import hu_last_word

    assert hu_last_word(written) == last
    want = {"tized": "del", "század": "dal", "ezred": "del", "tízezred": "del", "százezred": "del",
            "milliomod": "dal"}[last]
    assert hu_suffix(written, "val") == want


def test_hungarian_on_a_non_number():
    from ui.grammar import hu_last_word

    assert hu_last_word("abc") == "nulla" and hu_suffix("abc", "ban") == "ban" and hu_suffix("abc", "hoz") == "hoz"


def test_numbers_follow_the_page_language_when_none_is_given(monkeypatch):
    """In a page run the visitor's language decides: ``num``, ``localise_text``, ``written``, ``frame`` and
    ``formatter`` read it when not told."""
    from ui import i18n

    monkeypatch.setattr(i18n, "language", lambda: "it")
    assert nb.num(0.5, ".2f") == "0,50" and nb.localise_text("x 0.25") == "x 0,25"
    df = pd.DataFrame({"p": [0.125]})
    assert nb.written(df)["p"][0] == "0,125"
    assert "0,125" in nb.frame(df).to_html()
    f = nb.formatter(".1f")
    monkeypatch.setattr(i18n, "language", lambda: "en")
    assert f(0.25) == "0,2" and nb.num(0.5, ".2f") == "0.50"     # the formatter kept the language it was made in


# ------------------------------------------------------------------- readings of numbers in every form


@pytest.mark.parametrize("number, last", [
    (2.5, "tized"), (8.25, "század"), (0.05, "század"), (0.125, "ezred"), (3.0, "három"), (-2.5, "tized"),
    (np.float32(0.5), "tized"), (np.int64(5), "öt"), ("1 000", "ezer"), ("1\xa0000", "ezer"), ("32 033", "három"),
    ("1.000.000", "millió"), ("2,4546", "tízezred"), ("1.5", "tized"), ("82,6 %", "százalék"), ("−5", "öt"),
    ("+20", "húsz"), (10 ** 9, "milliárd"), (5000, "ezer"), (2 * 10 ** 6, "millió"), (125, "öt"), (130, "harminc"),
    (300, "száz"),
])
def test_the_last_word_read_aloud_of_every_written_form(number, last):
    """What num2words reads last (hu), for numbers as Python, numpy and torch give them and as pages write them."""
    from ui.grammar import hu_last_word

    assert hu_last_word(number) == last


def test_a_torch_scalar_reads_as_its_number():
    import torch

    from ui.grammar import hu_last_word

    assert hu_last_word(torch.tensor(5.0)) == "öt" and hu_suffix(torch.tensor(2.5), "val") == "del"
    assert it_article("il", torch.tensor(8.0)) == "l'"


@pytest.mark.parametrize("x, article", [(8.5, "l'"), (0.5, "lo"), (11.2, "l'"), (5.5, "il"), (80.0, "l'")])
def test_italian_articles_before_decimals(x, article):
    """l'8,5 (otto virgola cinque), lo 0,5 (zero), l'11,2, il 5,5: the whole part is read first."""
    assert it_article("il", x) == article
    assert it_article("il", nb.fmt(x, ".1f", "it")) == article


def test_agreement_is_only_italian_before_numbers_and_hungarian():
    from ui.grammar import agree

    assert agree("en", "a ", "5", "-val") == ("a ", "-val")          # English: nothing changes
    assert agree("en", "a ", "apple", "") == ("a ", "")
    assert agree("it", "a ", "elefante", "") == ("a ", "")           # Italian before a word: nothing
    assert agree("it", "il ", "elefante", "") == ("il ", "")
    assert agree("hu", "A ", "5", "-val") == ("Az ", "-tel")          # a capital A stays capital
    assert agree("hu", "A ", "alma", "") == ("Az ", "")
    assert agree("hu", "a ", "körte", "") == ("a ", "")
    assert agree("hu", "Az ", "3", "-ban") == ("A ", "-ban")


def test_templates_with_conversions_math_first_and_french_plurals():
    assert nb.format_text("{w!r} {n}", "it", {"w": "a", "n": 3}) == "'a' 3"
    assert nb.format_text("${a:.1f}$ e il {p:.0f}%", "it", dict(a=1.5, p=80)) == "$1{,}5$ e l'80%"
    from ui.locale_marks import plural_category

    assert plural_category(0, "fr") == "one" and plural_category(0, "en") == "other"     # CLDR's, per language


def test_numbers_without_a_spec_and_tables_with_repeated_labels():
    assert nb.num(2024, lang="hu") == "2024"
    dup = pd.DataFrame({"p": [0.5, 0.25]}, index=[0, 0])
    assert nb.frame(dup, "it") is dup                                   # a Styler needs unique labels
