"""Choosing the language from what a browser sends, and the marks CLDR gives each language (ui/i18n.py,
ui/languages.py, ui/locale_marks.py), on the tags browsers really send, not only well-formed ones.

The rule (the README and ui/i18n.py): the app reads in the visitor's browser language when it speaks it, else in
English; the language decides, not the region (a Swiss Italian reads Italian, an English speaker in Hungary reads
English). The languages are English, Italian and Hungarian, each named in itself."""
from __future__ import annotations

import types

import pytest
from hypothesis import given, settings, strategies as st
from tests.conftest import examples

from ui.i18n import LANGUAGES, browser_language, language_of
from ui.languages import catalogue_languages, display_name
from ui.locale_marks import MathMarks, CldrMarks, locale, marks, plural_category

CHEAP = settings(max_examples=examples(40), deadline=None)
SPOKEN = ("en", "it", "hu")          # the README's three languages


@pytest.mark.parametrize("tag, lang", [
    ("it-CH", "it"), ("it_CH", "it"), ("IT-ch", "it"), ("IT", "it"), ("it-", "it"), (" it ", "it"),
    ("en-HU", "en"), ("en-IT", "en"), ("hu_HU", "hu"), ("HU", "hu"), ("hu-RO", "hu"), ("Hu-hU", "hu"),
    ("de-AT", "en"), ("fr", "en"), ("ita", "en"), ("i", "en"), ("*", "en"), ("", "en"), ("-", "en"), ("_it", "en"),
    (None, "en"), ("zh-Hant-TW", "en"), ("it-Latn-CH", "it"), ("hu-HU-x-private", "hu"),
])
def test_a_browser_tag_chooses_by_its_language_not_its_region(tag, lang):
    assert language_of(tag) == lang


region = st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", max_size=8)


@CHEAP
@given(lang=st.sampled_from(SPOKEN), region=region, sep=st.sampled_from(["-", "_"]), upper=st.booleans())
def test_any_region_of_a_spoken_language_reads_that_language(lang, region, sep, upper):
    tag = lang + (sep + region if region else "")
    assert language_of(tag.upper() if upper else tag) == lang


@CHEAP
@given(primary=st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJ*", max_size=5).filter(
           lambda p: p.lower() not in SPOKEN),
       rest=st.one_of(st.just(""), st.tuples(st.sampled_from(["-", "_"]), region).map("".join)))
def test_any_other_language_reads_english(primary, rest):
    assert language_of(primary + rest) == "en"


def test_outside_a_page_run_there_is_no_browser_to_ask():
    assert browser_language() == "en"


def test_the_app_speaks_three_languages_each_named_in_itself():
    assert LANGUAGES == {"en": "English", "it": "Italiano", "hu": "Magyar"}
    assert list(LANGUAGES) == ["en", "it", "hu"]


def test_a_language_name_comes_from_cldr_capitalised():
    assert display_name("de") == "Deutsch" and display_name("fr") == "Français" and display_name("es") == "Español"
    assert display_name("xx") == "xx" and display_name("") == ""          # unknown to CLDR: the code itself


def test_catalogue_languages_are_its_two_letter_dictionaries_english_first():
    mod = types.ModuleType("fake_catalogue")
    mod.DE = {"a": "b"}
    mod.EN = {"a": "b"}
    mod.FRA = {"a": "b"}            # three letters: not a language
    mod.Es = {"a": "b"}             # not upper case
    mod.IT = "not a dictionary"
    mod.HU = {}
    assert catalogue_languages(mod) == ["en", "de", "hu"]
    assert catalogue_languages("ui.strings.common") == ["en", "it", "hu"]


@pytest.mark.parametrize("tag", ["", "*", "xx", "it-", "1", None, 5])
def test_cldr_does_not_know_malformed_tags(tag):
    assert locale(tag) is None and marks(tag) is None


def test_the_marks_of_each_language():
    nbsp = "\u00a0"
    assert marks("it") == (",", nbsp)           # the Italian chapter's no-break space, not CLDR's "."
    assert marks("hu") == (",", nbsp)           # CLDR's Hungarian (a no-break space)
    assert marks("de") == (",", ".") and marks("fr") == (",", nbsp)       # CLDR's narrow no-break space, widened
    m = CldrMarks()
    assert m["en"] == (".", ",") and m["de"] == (",", ".")
    assert "de" in m and "xx" not in m and 5 not in m
    assert m.get("xx") is None and m.get("xx", ("?", "?")) == ("?", "?") and m.get("hu") == (",", nbsp)
    with pytest.raises(KeyError):
        m["xx"]
    math = MathMarks(m)
    assert math["it"] == ("{,}", "\\,") and math["en"] == (".", "\\,") and math["de"] == ("{,}", "\\,")


@pytest.mark.parametrize("lang", ["en", "it", "hu"])
def test_plural_categories(lang):
    """CLDR: English and Italian have one for 1 (not for 0, 1.5 or 2), Hungarian too; a non-number is other."""
    assert plural_category(1, lang) == "one" and plural_category(-1, lang) == "one"
    assert plural_category(2, lang) == "other" and plural_category(0, lang) == "other"
    assert plural_category(1.5, lang) == "other"
    assert plural_category("x", lang) == "other" and plural_category(None, lang) == "other"
    assert plural_category(1, "xx") == "one"          # an unknown language counts as English
